/* ui_still: the table's still image (ui/table_still.h, issue 20: watching a match costs at
 * most 5 % of a core). Every frame drawn through the image has the very pixels of the same
 * frame drawn straight into the window - the first one, after the match moved on, while a
 * tile flies and when it has landed, with the pointer on a tile, with another selection or
 * tile size, at another window size, after the renderer's targets were reset, in the replay
 * viewer - and a frame where nothing the image shows changed does not draw it again (a tile in
 * flight moves all the same). In the window's own loop a table where nothing moves draws no
 * frames by itself, and one with a countdown keeps drawing it without drawing the image again.
 *   ui_still                       exit 0 when every check holds */
#define UI_TEST_NAME "ui_still"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "core/game.h"
#include "ui/match.h"
#include "ui/replay_viewer.h"
#include "ui/screen.h"
#include "ui/table_seats.h"
#include "ui/table_still.h"
#include "ui_input.h"
#include "ui_test_app.h"

/* The window's pixels (ARGB8888), malloc'ed; NULL when they cannot be read. */
static uint32_t *pixels(ui_app *app)
{
    uint32_t *p = malloc((size_t)app->pw * (size_t)app->ph * 4);
    if (p && SDL_RenderReadPixels(app->ren, NULL, SDL_PIXELFORMAT_ARGB8888, p, app->pw * 4) != 0) {
        free(p);
        return NULL;
    }
    return p;
}

/* How many of the two images' pixels differ (their colour). */
static size_t differ(const ui_app *app, const uint32_t *a, const uint32_t *b)
{
    size_t n = (size_t)app->pw * (size_t)app->ph, d = 0;
    for (size_t i = 0; i < n; i++) d += ((a[i] ^ b[i]) & 0xffffffu) != 0;
    return d;
}

static uint32_t *last; /* the pixels of the last frame drawn through the still image */

/* Draws a frame through the still image, then the same moment straight into the window, and
 * checks that both have the same pixels. Returns how many times the still image was drawn in
 * the first (-1 when the pixels could not be read). */
static int frame_checked(ui_app *app, const char *what)
{
    unsigned before = app->stat_still;
    ui_draw(app);
    int drawn = (int)(app->stat_still - before);
    free(last);
    last = pixels(app);
    app->still_off = true;
    ui_draw(app);
    app->still_off = false;
    uint32_t *direct = pixels(app);
    CHECK(last && direct, "%s: the window's pixels were not read", what);
    if (!last || !direct) {
        free(direct);
        return -1;
    }
    size_t d = differ(app, last, direct);
    CHECK(d == 0, "%s: %zu pixels differ from the table drawn straight into the window", what, d);
    free(direct);
    return drawn;
}

/* The frame is drawn with the still image drawn again (once), or from the image kept. */
#define DRAWN_AGAIN(app, what) CHECK(frame_checked(app, what) == 1, "%s: the still image was not drawn again", what)
#define KEPT(app, what) CHECK(frame_checked(app, what) == 0, "%s: the still image was drawn again", what)

/* Plays on until the human is to discard. */
static bool to_human_turn(ui_app *app)
{
    for (int i = 0; i < 400; i++) {
        sp_view v;
        ui_match_view(app->match, &v);
        sp_action_list legal;
        ui_match_legal(app->match, &legal);
        if (v.phase == SP_PHASE_TURN && v.turn == app->match->view_seat && legal.n) return true;
        if (!sp_game_pending(&app->match->s->game)) return false;
        ui_match_fast_forward(app->match, 1);
    }
    return false;
}

/* A tile that slides to a river for `ms`, as a discard's does (the last one of a seat's river,
 * one still lying there). */
static bool slide_last_discard(ui_app *app, int ms)
{
    ui_match *m = app->match;
    sp_view v;
    ui_match_view(m, &v);
    for (int s = 0; s < v.players; s++) {
        const sp_view_seat *vs = &v.seats[s];
        if (vs->nriver && !(vs->river_flags[vs->nriver - 1] & SP_RIVER_CLAIMED) && m->ntw < UI_MAX_TWEENS) {
            m->tw[m->ntw++] = (ui_tween){.kind = UI_TW_DISCARD, .seat = (int8_t)s, .from = -1,
                                         .tile = vs->river[vs->nriver - 1], .start = app->now, .dur = ms};
            return true;
        }
    }
    return false;
}

static void table(ui_app *app)
{
    char err[400];
    CHECK(app_start_match(app, "hk-classic", 7, true, err, sizeof err) == 0, "%s", err);
    if (!app->match) return;
    ui_match_fast_forward(app->match, 40);
    CHECK(to_human_turn(app), "the human was never to discard");
    app->now = 100000;
    DRAWN_AGAIN(app, "the first frame");
    KEPT(app, "the same frame again");
    app->now += 20;
    KEPT(app, "20 ms later, nothing moving");

    /* the match moves on: the human's discard (the grey mask goes), then computer players' actions
     * alone (only the view changes) */
    ui_match_fast_forward(app->match, 1);
    DRAWN_AGAIN(app, "after an action");
    KEPT(app, "after an action, again");
    for (int i = 0; i < 3; i++) {
        sp_action_list legal;
        ui_match_legal(app->match, &legal);
        CHECK(legal.n == 0, "the human is asked again at once");
        uint32_t stamp = ui_match_stamp(app->match);
        ui_match_fast_forward(app->match, 1);
        CHECK(ui_match_stamp(app->match) != stamp, "no action was played");
        DRAWN_AGAIN(app, "after a computer player's action");
        KEPT(app, "after a computer player's action, again");
    }
    CHECK(to_human_turn(app), "the human was never to discard again");
    DRAWN_AGAIN(app, "the human's turn again");

    /* a tile in flight: drawn over the image as it moves, the image kept; drawn in once landed */
    CHECK(slide_last_discard(app, 1000), "no river tile to slide");
    DRAWN_AGAIN(app, "a tile starts to fly");
    uint32_t *before = last;
    last = NULL;
    app->now += 300;
    KEPT(app, "a tile in flight");
    CHECK(before && last && differ(app, before, last) > 0, "the tile in flight did not move");
    free(before);
    app->now += 300;
    KEPT(app, "a tile in flight, later");
    app->now += 500;
    DRAWN_AGAIN(app, "the tile has landed");
    KEPT(app, "the tile has landed, again");

    /* the pointer on a river tile (shown enlarged), on a hand tile (selected) */
    app->record = true;
    ui_draw(app);
    app->record = false;
    int river = -1;
    for (int i = 0; i < app->nrec && river < 0; i++)
        if (app->rec[i].group >= 0 && app->rec[i].group % 8 == 0) river = i;
    CHECK(river >= 0, "no river tile recorded");
    if (river >= 0) {
        app->mx = ((float)app->rec[river].r.x + (float)app->rec[river].r.w / 2) / app->s;
        app->my = ((float)app->rec[river].r.y + (float)app->rec[river].r.h / 2) / app->s;
        DRAWN_AGAIN(app, "the pointer on a river tile");
        KEPT(app, "the pointer on a river tile, again");
    }
    app->mx = app->my = 0;
    DRAWN_AGAIN(app, "the pointer gone");
    app->match->sel = 2;
    DRAWN_AGAIN(app, "another tile selected");
    app->settings.tile_size = 2;
    DRAWN_AGAIN(app, "large tiles");
    app->settings.tile_size = 1;
    DRAWN_AGAIN(app, "middle-sized tiles");

    /* another window size; the renderer's targets reset */
    SDL_SetWindowSize(app->win, 1600, 900);
    SDL_Event e;
    while (SDL_PollEvent(&e)) ui_event(app, &e);
    ui_resize(app);
    CHECK(app->pw == 1600, "the window is %dx%d, not 1600x900", app->pw, app->ph);
    DRAWN_AGAIN(app, "at 1600x900");
    KEPT(app, "at 1600x900, again");
    memset(&e, 0, sizeof e);
    e.type = SDL_RENDER_TARGETS_RESET;
    ui_event(app, &e);
    DRAWN_AGAIN(app, "after the render targets were reset");
    SDL_SetWindowSize(app->win, 1280, 720);
    while (SDL_PollEvent(&e)) ui_event(app, &e);
    ui_resize(app);
    DRAWN_AGAIN(app, "back at 1280x720");
}

/* The window's own loop for ms on the table as it is; returns the frames it drew and sets
 * *still to the times it drew the still image. */
static unsigned run_loop(ui_app *app, const char *dir, int ms, unsigned *still)
{
    char shot[600];
    snprintf(shot, sizeof shot, "%s/loop.png", dir);
    unsigned frames = app->frames, images = app->stat_still;
    app->quit = false;
    CHECK(app_run(app, shot, ms) == 0, "the loop failed");
    *still = app->stat_still - images;
    return app->frames - frames;
}

static void loop(ui_app *app, const char *dir)
{
    char err[400];
    app->settings.turn_timer = app->settings.call_timer = 0;
    CHECK(app_start_match(app, "hk-classic", 7, true, err, sizeof err) == 0, "%s", err);
    if (!app->match) return;
    ui_match_fast_forward(app->match, 30);
    CHECK(to_human_turn(app), "the human was never to discard");
    unsigned still, frames = run_loop(app, dir, 1500, &still);
    /* the first frame, and the screenshot's */
    CHECK(frames <= 3, "a table where nothing moves drew %u frames in 1.5 s", frames);
    /* a countdown: drawn every UI_COUNTDOWN_FRAME_MS, the still image kept */
    app->settings.turn_timer = 2;
    CHECK(app_start_match(app, "hk-classic", 7, true, err, sizeof err) == 0, "%s", err);
    if (!app->match) return;
    ui_match_fast_forward(app->match, 30);
    CHECK(to_human_turn(app), "the human was never to discard");
    frames = run_loop(app, dir, 1500, &still);
    CHECK(frames >= 5, "the countdown drew only %u frames in 1.5 s", frames);
    CHECK(still <= 1, "the countdown drew the still image %u times in %u frames", still, frames);
    printf("ui_still: countdown: %u frames in 1.5 s, the still image drawn %u times\n", frames, still);
}

static void replay(ui_app *app)
{
    char err[400];
    CHECK(app_sample_screen(app, "replay", "hk-classic", 3, err, sizeof err) == 0, "%s", err);
    ui_replay *rv = ui_replay_shown(app);
    CHECK(rv != NULL, "no replay shown");
    if (!rv) return;
    DRAWN_AGAIN(app, "the replay viewer");
    KEPT(app, "the replay viewer, again");
    ui_replay_seek(rv, rv->c.at > 5 ? rv->c.at - 5 : rv->c.at + 5);
    DRAWN_AGAIN(app, "the replay viewer, another frame");
    /* a match started while the viewer shows: the viewer closes with its own match, which is
     * freed once (it was freed twice: a crash, or ASan's double free) */
    CHECK(app_start_match(app, "hk-classic", 5, true, err, sizeof err) == 0, "%s", err);
    CHECK(!ui_replay_shown(app) && app->match && !app->match->review && ui_on(app, &ui_screen_table),
          "the viewer did not give way to the new match");
    ui_show(app, &ui_screen_title);
}

int main(void)
{
    char tmpl[] = "/tmp/ui_still-XXXXXX";
    char *dir = start_headless_test(tmpl);
    if (!dir) return fprintf(stderr, "ui_still: no scratch folder\n"), 1;
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return 1;
    app.no_autosave = true;
    table(&app);
    replay(&app);
    loop(&app, dir);
    free(last);
    if (!failures) printf("ui_still: the still image's frames are the table's pixels; idle frames keep it\n");
    return finish_test_app(&app, dir, failures);
}
