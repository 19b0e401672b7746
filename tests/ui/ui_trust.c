/* ui_trust: the table a player can trust (issue 20), headless under SDL's dummy driver:
 * - a countdown redraws at least four times a second with no input, and when the time runs out
 *   the drawn tile is discarded and the why-line says so;
 * - no key skips a hand's result: the reveal takes no input for a second, a press during the
 *   rest of it shows the whole sheet, the sheet stays until Continue, and its Table shows the
 *   final table for as long as wanted;
 * - a new match gets a save file of its own; only when every slot is taken does Start ask
 *   before it replaces the oldest (saying which); quitting from the title (Esc, Quit) asks first;
 * - Resume lists the saves newest first (ruleset, round, hand, seats and levels, scores, date);
 *   Delete asks; a save resumes its table; the single save of older versions is moved in;
 * - every seat has one name, the same on the table's name plates, the hand result and the
 *   match result.
 * more checks are added below with their items. */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_trust"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <utime.h>

#include "app/app.h"
#include "ui/match.h"
#include "ui/saves.h"
#include "ui/screens.h"
#include "ui/seat_name.h"

#include "ui_input.h"
#include "ui_test_app.h"

/* Plays on (bots, animations) until the human must discard with no tile in flight. */
static bool until_human_discards(ui_app *app)
{
    ui_match *m = app->match;
    for (int it = 0; it < 20000; it++) {
        frame(app);
        sp_action_list legal;
        ui_match_legal(m, &legal);
        if (!ui_on(app, &ui_screen_table)) return false;
        if (legal.n && !ui_match_tweening(m, app->now) && sp_action_list_has(&legal, SP_ACT_DISCARD)) return true;
        /* a call offered: pass it (no timer check here) */
        if (legal.n && !ui_match_tweening(m, app->now)) key(SDLK_p);
    }
    return false;
}

static void check_countdown(ui_app *app)
{
    char err[400];
    app->settings.turn_timer = app->settings.call_timer = 2; /* 10 s */
    CHECK(app_start_match(app, "hk-classic", 11, true, err, sizeof err) == 0, "%s", err);
    if (!app->match || !until_human_discards(app)) {
        CHECK(0, "the human was never asked to discard");
        return;
    }
    ui_match *m = app->match;
    int total = ui_match_time_total(m), left = ui_match_time_left(m);
    CHECK(total == 10000 && left > 8000, "the turn timer: %d ms of %d", left, total);
    /* the real loop, no input for 2 s: the bar must move at least 4 times a second */
    unsigned before = app->frames;
    char shot[] = "/tmp/sparrow-ui-trust-countdown.png";
    CHECK(app_run(app, shot, 2000) == 0, "the loop failed");
    remove(shot);
    unsigned drawn = app->frames - before - 1; /* the screenshot's own frame not counted */
    CHECK(drawn >= 8, "%u frames drawn in 2 s of countdown with no input", drawn);
    printf("ui_trust: %u frames in 2 s of countdown with no input\n", drawn);
    /* the time runs out: the drawn tile goes, and the why-line tells it */
    int16_t drawn_tile = m->s->game.seat[0].drawn;
    int nriver = m->s->game.seat[0].nriver;
    for (int i = 0; i < 600 && m->s->game.seat[0].nriver == nriver; i++) frame(app);
    CHECK(m->s->game.seat[0].nriver == nriver + 1, "the time ran out and nothing was discarded");
    if (drawn_tile >= 0 && m->s->game.seat[0].nriver > nriver)
        CHECK(sp_tile_kind(m->s->game.seat[0].river[nriver]) == sp_tile_kind(drawn_tile), "not the drawn tile discarded");
    app->record = true;
    ui_draw(app);
    app->record = false;
    /* the words around the tile, and the discarded tile's picture in the why-line */
    CHECK(strstr(app->text_rec, "Time ran out: ") != NULL && strstr(app->text_rec, " discarded") != NULL,
          "the why-line does not say 'Time ran out: ... discarded': %s", app->text_rec);
    CHECK(strstr(app->text_rec, "{tile}") == NULL, "the why-line shows its placeholder");
    int why_tiles = 0;
    for (int i = 0; i < app->nrec; i++) why_tiles += app->rec[i].group == UI_GROUP_WHY_LINE;
    CHECK(why_tiles == 1, "%d tiles drawn in the why-line, not the discarded one", why_tiles);
    CHECK(m->timed_out.type == SP_ACT_DISCARD && sp_tile_kind(drawn_tile) == m->timed_out.tile,
          "the why-line's tile is not the one discarded");
    app->settings.turn_timer = app->settings.call_timer = 0;
}

/* Plays a hand to its end (the human's seat played by a bot) and waits for the result screen. */
static bool to_result(ui_app *app, const char *rules, uint64_t seed)
{
    char err[400];
    CHECK(app_start_match(app, rules, seed, true, err, sizeof err) == 0, "%s", err);
    if (!app->match) return false;
    while (sp_game_pending(&app->match->s->game)) ui_match_fast_forward(app->match, 50);
    for (int i = 0; i < 500 && !ui_on(app, &ui_screen_result); i++) frame(app);
    CHECK(ui_on(app, &ui_screen_result), "%s: no result screen after the hand", rules);
    return ui_on(app, &ui_screen_result);
}

static void check_result_stays(ui_app *app)
{
    if (!to_result(app, "hk-classic", 21)) return;
    ui_match *m = app->match;
    int hand = m->s->game.hand_number;
    /* at once: Enter, Space and a click on Continue are not taken */
    key(SDLK_RETURN);
    frame(app);
    key(SDLK_SPACE);
    frame(app);
    click(app, app->lw - 145, app->lh - 44);
    frame(app);
    CHECK(ui_on(app, &ui_screen_result) && m->s->game.hand_number == hand, "a key in the reveal's first second skipped the result");
    /* after the first second, during the reveal: Enter shows the whole sheet, and stays */
    for (int i = 0; i < 50; i++) frame(app);
    key(SDLK_RETURN);
    frame(app);
    CHECK(ui_on(app, &ui_screen_result), "Enter during the reveal left the result");
    const sp_hand_outcome *o = &m->s->game.outcome;
    if (o->kind == SP_END_WIN && m->nres)
        CHECK(app->stat_rows == m->res[0].npatterns, "the sheet shows %d of %d rows after Enter", app->stat_rows,
              m->res[0].npatterns);
    /* no auto-continue by default: a minute later it still shows */
    for (int i = 0; i < 3000; i++) frame(app);
    CHECK(ui_on(app, &ui_screen_result) && m->s->game.hand_number == hand, "the sheet went by itself");
    /* Table: the final table, every hand face up, for as long as wanted; Esc comes back */
    key(SDLK_t);
    frame(app);
    CHECK(ui_on(app, &ui_screen_final_table), "T did not show the final table");
    for (int i = 0; i < 1500; i++) frame(app);
    sp_view v;
    ui_match_view(m, &v);
    bool all = true;
    for (int s = 0; s < v.players; s++) all &= v.seats[s].revealed;
    CHECK(ui_on(app, &ui_screen_final_table) && m->s->game.hand_number == hand && all,
          "the final table did not stay with every hand face up");
    key(SDLK_ESCAPE);
    frame(app);
    CHECK(ui_on(app, &ui_screen_result), "Esc on the final table did not return to the sheet");
    /* Continue */
    key(SDLK_RETURN);
    frame(app);
    CHECK((ui_on(app, &ui_screen_table) && m->s->game.hand_number == hand + 1) || ui_on(app, &ui_screen_match_result),
          "Enter on the shown sheet did not move on");
}

static long file_size(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fclose(f);
    return n;
}

/* Sets a file's time an hour back (the oldest save). */
static void age(const char *path)
{
    struct stat st;
    if (stat(path, &st)) return;
    struct utimbuf t = {st.st_atime - 3600, st.st_mtime - 3600};
    utime(path, &t);
}

static void copy_file(const char *from, const char *to)
{
    FILE *f = fopen(from, "rb"), *g = fopen(to, "wb");
    int c;
    while (f && g && (c = getc(f)) != EOF) putc(c, g);
    if (f) fclose(f);
    if (g) fclose(g);
}

static void check_save_question(ui_app *app)
{
    enum { NG_START = 500 }; /* screen_newgame.c's zone id */
    char err[400], first[1100];
    snprintf(app->save_path, sizeof app->save_path, "%.1000s/match.json", app->saves_dir); /* saving on */
    CHECK(app_start_match(app, "hk-classic", 31, true, err, sizeof err) == 0, "%s", err);
    if (!app->match) return;
    ui_match_fast_forward(app->match, 40);
    ui_autosave(app);
    snprintf(first, sizeof first, "%s", app->save_path);
    age(first);
    long saved = file_size(first);
    CHECK(saved > 0, "no saved match");
    /* a slot is free: a new game asks nothing and the saved match stays as it was */
    ui_show(app, &ui_screen_title);
    ui_newgame_open(app, false);
    CHECK(ui_on(app, &ui_screen_new_game), "no new-game screen");
    ui_screen_new_game.activate(app, NG_START, false);
    frame(app);
    CHECK(ui_on(app, &ui_screen_table) && strcmp(app->save_path, first) && file_size(first) == saved,
          "the new match has no save of its own (%s) or replaced the saved one", app->save_path);
    ui_match_fast_forward(app->match, 10);
    ui_autosave(app);
    CHECK(ui_saves_count(app) == 2, "%d saves after two matches", ui_saves_count(app));
    /* every slot taken: Start asks before it replaces the oldest, and says which */
    for (int k = 2; k < UI_SAVE_SLOTS; k++) {
        char to[1200];
        snprintf(to, sizeof to, "%s/match-copy-%d.json", app->saves_dir, k);
        copy_file(app->save_path, to);
    }
    ui_match *kept = app->match;
    ui_show(app, &ui_screen_title);
    ui_newgame_open(app, false);
    ui_screen_new_game.activate(app, NG_START, false);
    frame(app);
    CHECK(ui_on(app, &ui_screen_confirm), "Start replaced a saved match without a question");
    app->record = true;
    ui_draw(app);
    app->record = false;
    CHECK(strstr(app->text_rec, "Replace the oldest saved match?") && strstr(app->text_rec, "Hong Kong"),
          "the question does not say which match: %s", app->text_rec);
    key(SDLK_RETURN); /* the focus is on Cancel */
    frame(app);
    CHECK(ui_on(app, &ui_screen_new_game) && app->match == kept && file_size(first) == saved &&
              ui_saves_count(app) == UI_SAVE_SLOTS,
          "Enter on the question replaced a saved match");
    ui_screen_new_game.activate(app, NG_START, false);
    frame(app);
    key(SDLK_y);
    frame(app);
    CHECK(ui_on(app, &ui_screen_table) && app->match != kept && file_size(first) < 0,
          "Yes did not start the new match in the oldest one's place");
    /* quitting from the title asks */
    ui_show(app, &ui_screen_title);
    key(SDLK_ESCAPE);
    frame(app);
    CHECK(!app->quit && ui_on(app, &ui_screen_confirm), "Esc on the title quit without a question");
    key(SDLK_ESCAPE);
    frame(app);
    CHECK(!app->quit && ui_on(app, &ui_screen_title), "Esc on the question did not return to the title");
    key(SDLK_UP); /* wraps to Quit */
    frame(app);
    key(SDLK_RETURN);
    frame(app);
    CHECK(!app->quit && ui_on(app, &ui_screen_confirm), "Up, Enter on the title quit without a question");
    key(SDLK_y);
    frame(app);
    CHECK(app->quit, "Yes did not quit");
    app->quit = false;
    app->save_path[0] = 0;
}

/* Resume lists the saves newest first, with what each holds; one is deleted after a question;
 * another resumes its table and goes on being saved in its own file. */
static void check_resume_list(ui_app *app)
{
    enum { SAVES_RESUME = 100, SAVES_DELETE = 200 }; /* screen_saves.c's zone ids */
    snprintf(app->save_path, sizeof app->save_path, "%.1000s/match.json", app->saves_dir);
    ui_save_info list[UI_SAVE_SLOTS];
    int n = ui_saves_list(app, list, UI_SAVE_SLOTS);
    CHECK(n >= 2, "%d saves to list", n);
    for (int i = 1; i < n; i++) CHECK(list[i - 1].when >= list[i].when, "the saves are not listed newest first");
    ui_match_free(app->match);
    app->match = NULL;
    ui_show(app, &ui_screen_title);
    frame(app);
    ui_screen_title.activate(app, 0, false); /* Resume */
    frame(app);
    CHECK(ui_on(app, &ui_screen_saves), "Resume did not open the list of saves");
    app->record = true;
    ui_draw(app);
    app->record = false;
    CHECK(strstr(app->text_rec, "Saved matches") && strstr(app->text_rec, "Guizhou Xingyi") && strstr(app->text_rec, "East round") &&
              strstr(app->text_rec, "CPU 2 (Normal)") && strstr(app->text_rec, list[n - 1].title),
          "the list does not say what each save holds: %s", app->text_rec);
    /* Delete asks first; Cancel keeps the file, Yes removes it */
    ui_screen_saves.activate(app, SAVES_DELETE, false);
    frame(app);
    CHECK(ui_on(app, &ui_screen_confirm), "Delete did not ask");
    key(SDLK_ESCAPE);
    frame(app);
    CHECK(ui_on(app, &ui_screen_saves) && ui_saves_count(app) == n && file_size(list[0].path) > 0, "Cancel deleted the save");
    ui_screen_saves.activate(app, SAVES_DELETE, false);
    frame(app);
    key(SDLK_y);
    frame(app);
    CHECK(ui_on(app, &ui_screen_saves) && ui_saves_count(app) == n - 1 && file_size(list[0].path) < 0,
          "Yes did not delete the first save");
    /* Resume: the table the file holds, saved on in that file */
    n = ui_saves_list(app, list, UI_SAVE_SLOTS);
    char err[400];
    ui_match *expect = n ? ui_match_resume(list[0].path, app->now, err, sizeof err) : NULL;
    CHECK(expect != NULL, "the first save does not resume");
    ui_screen_saves.activate(app, SAVES_RESUME, false);
    CHECK(ui_on(app, &ui_screen_table) && app->match && expect && app->match->s->nlog == expect->s->nlog &&
              sp_game_pending(&app->match->s->game) == sp_game_pending(&expect->s->game) &&
              !strcmp(app->save_path, list[0].path),
          "Resume did not give the saved table, saved in its file");
    ui_match_free(expect);
    app->save_path[0] = 0;
}

/* The single save of older versions (PREF/current-match.json) moves into the saves folder,
 * where Resume lists it. */
static void check_migrate(ui_app *app)
{
    char err[400], old[1200];
    snprintf(old, sizeof old, "%scurrent-match.json", app->pref_dir);
    CHECK(app_start_match(app, "mingjiang", 3, true, err, sizeof err) == 0, "%s", err);
    if (!app->match) return;
    ui_match_fast_forward(app->match, 20);
    CHECK(ui_match_save(app->match, old, err, sizeof err) == 0, "%s", err);
    ui_match_free(app->match);
    app->match = NULL;
    int before = ui_saves_count(app);
    ui_saves_migrate(app);
    ui_save_info list[UI_SAVE_SLOTS];
    int n = ui_saves_list(app, list, UI_SAVE_SLOTS), found = 0;
    for (int i = 0; i < n; i++) found += list[i].ok && strstr(list[i].title, "Mingjiang") != NULL;
    CHECK(file_size(old) < 0 && n == before + 1 && found == 1, "the older save was not moved into the list (%d saves, %d found)",
          n, found);
}

/* Whether the frame drawn now shows every seat's name (and, on the table, what plays it). */
static bool shows_names(ui_app *app, const char *where, bool kinds)
{
    app->record = true;
    ui_draw(app);
    app->record = false;
    bool all = true;
    for (int s = 0; s < app->match->players; s++) {
        char name[64], kind[96];
        ui_seat_name(app, app->match, s, name, sizeof name);
        ui_seat_kind(app, app->match, s, kind, sizeof kind);
        bool has = strstr(app->text_rec, name) && (!kinds || strstr(app->text_rec, kind));
        CHECK(has, "%s does not show seat %d as '%s' (%s)", where, s, name, kinds ? kind : "");
        all &= has;
    }
    return all;
}

static void check_names(ui_app *app)
{
    char err[400];
    CHECK(app_start_match(app, "hk-classic", 41, true, err, sizeof err) == 0, "%s", err);
    if (!app->match) return;
    ui_match_fast_forward(app->match, 20);
    shows_names(app, "the table", true);
    char bot[64];
    ui_seat_name(app, app->match, 1, bot, sizeof bot);
    CHECK(!strcmp(bot, "CPU 2"), "a computer player is called '%s'", bot);
    while (sp_game_pending(&app->match->s->game)) ui_match_fast_forward(app->match, 50);
    for (int i = 0; i < 500 && !ui_on(app, &ui_screen_result); i++) frame(app);
    for (int i = 0; i < 600; i++) frame(app); /* the whole sheet */
    shows_names(app, "the hand result", false);
    ui_match_play_hands(app->match, 400);
    ui_show(app, &ui_screen_match_result);
    app->now += 60000;
    shows_names(app, "the match result", false);
}

/* Plays on (bots, animations) until the human is asked about a discard (call buttons, no
 * discard of its own) with no tile in flight; false when the hand ends first. */
static bool until_call_prompt(ui_app *app, sp_action_list *legal)
{
    for (int it = 0; it < 20000 && ui_on(app, &ui_screen_table); it++) {
        frame(app);
        ui_match_legal(app->match, legal);
        if (!legal->n || ui_match_tweening(app->match, app->now)) continue;
        if (!sp_action_list_has(legal, SP_ACT_DISCARD) && sp_action_list_has(legal, SP_ACT_PASS)) return true;
        if (sp_action_list_has(legal, SP_ACT_DISCARD)) {
            key(SDLK_RETURN); /* the player discards the tile chosen (the last) */
            frame(app);
        }
    }
    return false;
}

/* Enter at a call chooses the first call button (what key 1 presses) without pressing it; a
 * second Enter presses it. A button chosen with Tab is what Enter presses (at a call and on
 * the player's own turn). */
static void check_enter_at_call(ui_app *app)
{
    char err[400];
    int prompts = 0;
    for (uint64_t seed = 1; seed <= 40 && prompts < 3; seed++) {
        CHECK(app_start_match(app, "hk-classic", seed, true, err, sizeof err) == 0, "%s", err);
        sp_action_list legal;
        if (!until_call_prompt(app, &legal)) continue;
        ui_match *m = app->match;
        sp_action first = legal.a[legal.n - 1]; /* the buttons are drawn from the last legal action */
        size_t before = m->s->nlog;
        key(SDLK_RETURN);
        frame(app);
        CHECK(m->s->nlog == before, "seed %llu: the first Enter at a call took an action",
              (unsigned long long)seed);
        CHECK(app->focus >= 0 && app->focus < app->nzones, "seed %llu: the first Enter at a call chose no button",
              (unsigned long long)seed);
        key(SDLK_RETURN);
        frame(app);
        frame(app); /* the choice is applied at the next update */
        CHECK(m->s->nlog > before, "seed %llu: the second Enter at a call pressed nothing", (unsigned long long)seed);
        if (m->s->nlog > before) {
            const sp_logged_action *a = &m->s->log[before];
            CHECK(a->seat == m->view_seat && a->action.type == first.type,
                  "seed %llu: Enter pressed action type %d of seat %d, not the first button's (type %d)",
                  (unsigned long long)seed, a->action.type, a->seat, first.type);
        }
        CHECK(app->focus == -1, "seed %llu: a button's focus outlived its moment", (unsigned long long)seed);
        prompts++;
    }
    CHECK(prompts >= 3, "only %d call prompts met in 40 hands", prompts);
}

int main(void)
{
    char tmpl[] = "/tmp/sparrow-ui-trust-XXXXXX";
    char *dir = start_headless_test(tmpl);
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return 1;
    app.settings.speed = 2;
    app.settings.auto_pass = false;
    app.save_settings = NULL;
    app.save_path[0] = 0;
    check_countdown(&app);
    check_result_stays(&app);
    if (dir) check_save_question(&app);
    if (dir) check_resume_list(&app);
    if (dir) check_migrate(&app);
    check_names(&app);
    check_enter_at_call(&app);
    return finish_test_app(&app, dir, failures);
}
