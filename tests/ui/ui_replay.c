/* ui_replay: the replay viewer (issue 23), headless under SDL's dummy driver:
 * - every frame of a two-hand match of each shipped ruleset draws the table: the tiles every
 *   seat holds, melds and flowers (the drawing's tile count), tile faces along the bottom row
 *   (the window's pixels);
 * - keys step forward and back to the very table reached forwards, Home and End, Space plays
 *   at the speed 1/2/4 chose, seat keys turn the view; a click on the timelines goes there;
 * - R at a hand's end shows its result, and Continue comes back to the viewer;
 * - a damaged file opens no viewer but a notice naming the file and where;
 * - a finished match is kept in the data folder and listed under Replays, newest first;
 * - a LAN seat's log is shown through the host's replay beside it, that seat's view only, and
 *   without the host's replay is refused saying so. */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_replay"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "table/replay.h"
#include "table/ruleset_ids.h"
#include "ui/match.h"
#include "ui/replay_files.h"
#include "ui/replay_viewer.h"
#include "ui/screen_replay.h"
#include "ui/screens.h"
#include "ui/seat_name.h"

#include "ui_input.h"
#include "replay_open.h"
#include "ui_test_app.h"

/* The share of tile-face pixels in the bottom band of the window (the bottom seat's hand). */
static double bottom_faces(ui_app *app)
{
    int w = app->pw, h = app->ph;
    Uint32 *px = malloc((size_t)w * (size_t)h * 4);
    if (!px || SDL_RenderReadPixels(app->ren, NULL, SDL_PIXELFORMAT_ARGB8888, px, w * 4)) {
        free(px);
        return 0;
    }
    long ivory = 0, all = 0;
    for (int y = h * 86 / 100; y < h; y++)
        for (int x = 0; x < w; x++, all++) {
            Uint32 p = px[(size_t)y * (size_t)w + (size_t)x];
            ivory += (p >> 16 & 255) > 225 && (p >> 8 & 255) > 215 && (p & 255) > 195;
        }
    free(px);
    return (double)ivory / (double)all;
}

/* The tiles the table must show at least: every seat's concealed tiles (all open), melds,
 * flowers, one-tile kongs. */
static int tiles_held(const ui_replay *rv)
{
    const sp_game *g = &rv->c.s.game;
    int n = 0;
    for (int p = 0; p < g->players; p++) {
        const sp_game_seat *s = &g->seat[p];
        n += s->nconcealed + s->nflowers + s->nspecial;
        for (int m = 0; m < s->nmelds; m++) n += sp_meld_size(&s->melds[m].meld);
    }
    return n;
}

static void every_frame_draws(ui_app *app, const char *rules)
{
    ui_replay *rv = open_sample(app, rules, 3);
    if (!rv) return;
    int bad = 0;
    double least = 1;
    for (size_t i = 0; i < rv->c.nframes && bad < 5; i++) {
        ui_replay_seek(rv, i);
        app->stat_tiles = app->stat_off = 0;
        ui_draw(app);
        int want = tiles_held(rv);
        double faces = bottom_faces(app);
        if (faces < least) least = faces;
        if (app->stat_tiles < want || app->stat_off || faces < 0.03) {
            CHECK(0, "%s frame %zu: %d tiles drawn (%d off the window) for %d held, %.1f%% tile faces at the bottom", rules,
                  i, app->stat_tiles, app->stat_off, want, faces * 100);
            bad++;
        }
    }
    printf("ui_replay: %s: %zu frames drawn, at least %.1f%% tile faces in the bottom row\n", rules, rv->c.nframes,
           least * 100);
}

static void keys_and_clicks(ui_app *app)
{
    ui_replay *rv = open_sample(app, "hk-classic", 8);
    if (!rv) return;
    frame(app);
    uint64_t d[12];
    for (int i = 0; i < 12; i++) {
        CHECK(rv->c.at == (size_t)i, "Right x%d: at frame %zu", i, rv->c.at);
        d[i] = sp_cursor_digest(&rv->c);
        key(SDLK_RIGHT);
        frame(app);
    }
    for (int i = 11; i >= 0; i--) {
        key(SDLK_LEFT);
        frame(app);
        CHECK(rv->c.at == (size_t)i && sp_cursor_digest(&rv->c) == d[i], "Left back to frame %d: at %zu, the table differs", i,
              rv->c.at);
    }
    key(SDLK_END);
    frame(app);
    CHECK(rv->c.at + 1 == rv->c.nframes, "End: at frame %zu of %zu", rv->c.at, rv->c.nframes);
    key(SDLK_HOME);
    frame(app);
    CHECK(rv->c.at == 0, "Home: at frame %zu", rv->c.at);
    key(SDLK_DOWN);
    frame(app);
    CHECK(rv->c.frames[rv->c.at].hand == 2 && rv->c.frames[rv->c.at - 1].hand == 1, "Down: not at the second hand's deal");
    key(SDLK_UP);
    frame(app);
    CHECK(rv->c.at == 0, "Up: not back at the first deal (%zu)", rv->c.at);
    /* Space plays: at 4x a step every 225 ms, 2 s give about 8 */
    key(SDLK_4);
    key(SDLK_SPACE);
    frame(app);
    CHECK(rv->playing && rv->speed == 4, "Space, 4: not playing at 4x");
    for (int i = 0; i < 100; i++) frame(app);
    CHECK(rv->c.at >= 7 && rv->c.at <= 10, "2 s at 4x went %zu frames", rv->c.at);
    key(SDLK_SPACE);
    frame(app);
    size_t at = rv->c.at;
    for (int i = 0; i < 50; i++) frame(app);
    CHECK(!rv->playing && rv->c.at == at, "Space did not pause");
    key(SDLK_w);
    frame(app);
    CHECK(rv->seat == 2 && !rv->open && app->match->view_seat == 2, "W: not seat W's view");
    key(SDLK_0);
    frame(app);
    CHECK(rv->open, "0: not every hand open");
    /* the match's timeline: its right end is the last frame; the hand's: its left end the deal */
    ui_draw(app);
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id == RP_MATCH_BAR) {
            click(app, app->zones[z].r.x + app->zones[z].r.w - 1, app->zones[z].r.y + app->zones[z].r.h / 2);
            frame(app);
        }
    CHECK(rv->c.at + 1 == rv->c.nframes, "a click at the match timeline's end: at frame %zu", rv->c.at);
    ui_draw(app);
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id == RP_HAND_BAR) {
            click(app, app->zones[z].r.x + 1, app->zones[z].r.y + app->zones[z].r.h / 2);
            frame(app);
        }
    size_t first, last;
    sp_cursor_hand_frames(&rv->c, rv->c.frames[rv->c.at].hand, &first, &last);
    CHECK(rv->c.at == first && rv->c.frames[first].hand == 2, "a click at the hand timeline's start: at frame %zu", rv->c.at);
    /* the first hand's end: R shows its result, Continue comes back */
    sp_cursor_hand_frames(&rv->c, 1, &first, &last);
    ui_replay_seek(rv, last);
    key(SDLK_r);
    frame(app);
    CHECK(ui_on(app, &ui_screen_result), "R at a hand's end: no result screen");
    for (int i = 0; i < 400; i++) frame(app);
    CHECK(ui_on(app, &ui_screen_result), "the result went by itself");
    ui_result_continue(app);
    frame(app);
    CHECK(ui_replay_shown(app) == rv && rv->c.at == last, "Continue did not come back to the viewer at the hand's end");
    /* X: the match log into the data folder's exports/, and it verifies */
    key(SDLK_x);
    frame(app);
    char path[1400], log_err[600];
    snprintf(path, sizeof path, "%sexports/sample-replay-log.json", app->pref_dir); /* the sample's name, less .json */
    sp_ruleset *rules = malloc(sizeof *rules);
    sp_replay r;
    CHECK(strstr(app->message, path) != NULL, "X: the notice does not name %s: %s", path, app->message);
    CHECK(rules && sp_replay_read(path, &r, rules, SP_RULES_ANY_VERSION, log_err, sizeof log_err) == 0, "%s", log_err);
    sp_replay_free(&r);
    free(rules);
    key(SDLK_ESCAPE);
    frame(app);
    CHECK(ui_on(app, &ui_screen_title) && !app->match, "Esc did not leave the viewer for the title");
}

static void damaged_file(ui_app *app, const char *dir)
{
    char path[600];
    snprintf(path, sizeof path, "%s/damaged.json", dir);
    FILE *f = fopen(path, "w");
    if (!f) return;
    fputs("{\"format\": \"sparrow-replay\", \"version\": 1, \"ruleset\": \"hk-classic\", \"hands\": [", f);
    fclose(f);
    app->message[0] = 0;
    CHECK(ui_replay_open_file(app, path) == -1 && !ui_replay_shown(app), "a damaged file opened");
    CHECK(strstr(app->message, "damaged.json") && strstr(app->message, "not valid JSON"), "the notice: %s", app->message);
    f = fopen(path, "w");
    fputs("{\"format\": \"sparrow-replay\", \"version\": 99}", f);
    fclose(f);
    CHECK(ui_replay_open_file(app, path) == -1 && strstr(app->message, "version"), "another version: %s", app->message);
    app->message[0] = 0;
}

static void kept_and_listed(ui_app *app)
{
    char err[400];
    ui_show(app, &ui_screen_title);
    CHECK(app_start_match(app, "mingjiang", 4, false, err, sizeof err) == 0, "%s", err);
    ui_match_play_hands(app->match, 300);
    CHECK(ui_match_over(app->match), "the match did not end");
    CHECK(ui_replay_keep_finished(app, err, sizeof err) == 0, "%s", err);
    /* its row says what it is: the ruleset, how many hands, finished, who played */
    ui_replay_file f[UI_REPLAY_FILES_MAX];
    int nf = ui_replay_files(app, f, UI_REPLAY_FILES_MAX);
    CHECK(nf >= 1, "Replays lists no file");
    if (nf >= 1) {
        char bot2[64];
        ui_replay_files_describe(app, &f[0]);
        snprintf(bot2, sizeof bot2, "%s 2", ui_tr(&app->i18n, "bot"));
        CHECK(strstr(f[0].title, app->match->rules->names[app->i18n.lang]) &&
                  strstr(f[0].title, ui_tr(&app->i18n, "replays.complete")) && strstr(f[0].detail, bot2),
              "the newest row reads \"%s\" / \"%s\"", f[0].title, f[0].detail);
    }
    ui_match_free(app->match);
    app->match = NULL;
    ui_screen_push(app, &ui_screen_replays);
    frame(app);
    ui_draw(app);
    bool found = false;
    for (int z = 0; z < app->nzones && !found; z++)
        if (app->zones[z].id == 100) { /* the first row: the newest file */
            click(app, app->zones[z].r.x + 10, app->zones[z].r.y + 10);
            found = true;
        }
    frame(app);
    CHECK(found, "Replays lists no file");
    ui_replay *rv = ui_replay_shown(app);
    CHECK(rv && !strcmp(rv->rules->id, "mingjiang") && rv->c.s.game.phase != SP_PHASE_MATCH_OVER,
          "the kept match did not open in the viewer at its start");
    if (!rv) return;
    /* the replay says who sat where (computer players here): the names the table had */
    char name[64], want[64];
    ui_seat_name(app, rv->m, 1, name, sizeof name);
    snprintf(want, sizeof want, "%s 2", ui_tr(&app->i18n, "bot"));
    CHECK(!strcmp(name, want), "the replay names seat 2 \"%s\", not \"%s\" as its table did", name, want);
    /* R at the end of a finished match: its last hand's result, whose Continue goes on to the
     * match's (Enter: the first skips the reveal) */
    key(SDLK_END);
    key(SDLK_r);
    frame(app);
    frame(app);
    CHECK(ui_on(app, &ui_screen_result), "R at the end of a finished match: not the last hand's result");
    for (int i = 0; i < 60; i++) frame(app);
    for (int i = 0; i < 4 && !ui_on(app, &ui_screen_match_result); i++) {
        key(SDLK_RETURN);
        for (int j = 0; j < 3; j++) frame(app);
    }
    CHECK(ui_on(app, &ui_screen_match_result), "the last hand's result does not go on to the match result");
    key(SDLK_RETURN);
    for (int i = 0; i < 3; i++) frame(app);
    CHECK(ui_replay_shown(app) == rv, "the match result did not go back to the viewer");
}

static void seat_log(ui_app *app, const char *data, const char *dir)
{
    char path[1200];
    ui_show(app, &ui_screen_title);
    snprintf(path, sizeof path, "%s/lan-sample-seat.json", data);
    CHECK(ui_replay_open_file(app, path) == 0, "the seat's log did not open: %s", app->message);
    ui_replay *rv = ui_replay_shown(app);
    if (!rv) return;
    CHECK(rv->only_seat == 0 && rv->seat == 0 && !rv->open, "not seat E's view alone");
    key(SDLK_0);
    key(SDLK_w);
    key(SDLK_RIGHT);
    for (int i = 0; i < 3; i++) frame(app);
    CHECK(rv->seat == 0 && !rv->open && rv->c.at == 1, "the view left seat E (seat %d, open %d)", rv->seat, rv->open);
    sp_view v;
    sp_cursor_view(&rv->c, rv->seat, rv->open, &v);
    CHECK(v.seats[0].revealed && !v.seats[1].revealed && !v.seats[2].revealed, "other seats' tiles shown");
    ui_show(app, &ui_screen_title);
    /* alone, without the host's replay */
    char alone[1200], cmd[2600];
    snprintf(alone, sizeof alone, "%s/lan-alone-seat.json", dir);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", path, alone);
    CHECK(system(cmd) == 0, "%s", cmd);
    app->message[0] = 0;
    CHECK(ui_replay_open_file(app, alone) == -1 && strstr(app->message, "host's replay"), "alone: %s", app->message);
    app->message[0] = 0;
}

int main(int argc, char **argv)
{
    char tmpl[] = "/tmp/sparrow-ui-replay-XXXXXX";
    char *dir = start_headless_test(tmpl);
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return 1;
    app.save_settings = NULL;
    app.save_path[0] = 0;
    char ids[16][SP_ID_LEN];
    int n = sp_ruleset_ids(ids, 16);
    CHECK(n >= 5, "%d rulesets", n);
    for (int i = 0; i < n; i++) every_frame_draws(&app, ids[i]);
    keys_and_clicks(&app);
    if (dir) damaged_file(&app, dir);
    kept_and_listed(&app);
    if (argc > 1 && dir) seat_log(&app, argv[1], dir);
    ui_show(&app, &ui_screen_title);
    return finish_test_app(&app, dir, failures);
}
