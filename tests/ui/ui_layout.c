/* ui_layout.c: the layout sweep. Every screen - title, new game (each ruleset, each page of
 * options), settings, the table of every ruleset late in a hand (melds, flowers, long rivers),
 * a hand's result in every ruleset, the match result, the tutorial, the LAN lobby, the house-rules
 * editor (every ruleset to start from, each tab and page, an error, changed answers) - drawn at
 * 800x600, 1280x720, 1920x1080, 2560x1440 and 3840x2160 in one language; fails when a drawn
 * text's rectangle leaves its container (its button, its panel, the window) or runs under
 * another control or text (ui/boxes.c records and checks the rectangles).
 *   ui_layout LANG                  exit 0 when every frame is clean
 *   UI_LAYOUT_SHOTS=DIR             also saves each faulty frame there as PNG */
#define UI_TEST_NAME "ui_layout"
#define _DEFAULT_SOURCE /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "core/game.h"
#include "table/ruleset_ids.h"
#include "ui/boxes.h"
#include "ui/lan.h"
#include "ui/match.h"
#include "ui/match_history.h"
#include "ui/rules_editor.h"
#include "ui/screen_calc.h"
#include "ui/screens.h"
#include "stats_sample.h"
#include "ui_input.h"
#include "ui_test_app.h"

/* The rulesets there are (sp_ruleset_ids: the files of the rules folders), read in main. */
static char rulesets[16][SP_ID_LEN];
static int nrulesets;
static const char *lang;
static ui_boxes boxes;
static int frames_checked;
/* the screens whose key list (F1) was checked at this size: once each, over the first frame */
static const ui_screen *keys_checked[32];
static int nkeys_checked;

static void check_keys_over(ui_app *app, const char *what);

/* Every lesson's title can be read whole: one cut short on its button ("…", three columns at
 * 800x600) is drawn whole while the keyboard's focus is on it. */
static void check_lesson_titles_whole(ui_app *app)
{
    static char seen[65536];
    size_t nseen = 0;
    float mx = app->mx, my = app->my;
    app->mx = app->my = -1000; /* the pointer over no lesson: the focus alone shows the title */
    app->record = true;
    for (int i = 0; i < 64; i++) { /* (more stops than the list has: every one is visited) */
        key(SDLK_TAB);
        frame(app);
        ui_draw(app);
        size_t n = strlen(app->text_rec);
        if (nseen + n + 2 < sizeof seen) {
            seen[nseen++] = '\n';
            memcpy(seen + nseen, app->text_rec, n + 1);
            nseen += n;
        }
    }
    app->record = false;
    app->mx = mx, app->my = my;
    for (const char *line = seen; (line = strchr(line, '\n')) != NULL;) {
        line++;
        const char *end = strchr(line, '\n'), *cut = strstr(line, "…");
        if (!end || !cut || cut > end) continue;
        char head[220];
        snprintf(head, sizeof head, "\n%.*s", (int)(cut - line), line);
        bool whole = false;
        for (const char *w = seen; !whole && (w = strstr(w, head)) != NULL; w++) {
            const char *wend = strchr(w + 1, '\n'), *wcut = strstr(w + 1, "…");
            whole = wend && (!wcut || wcut > wend);
        }
        CHECK(whole, "tutorial at %dx%d in %s: '%.*s' is never drawn whole\n", app->pw, app->ph, lang,
              (int)(end - line), line);
        if (!whole) return; /* (one is enough: the same lines come again frame after frame) */
    }
}

/* Draws the screen showing and checks its boxes. */
static void check_frame(ui_app *app, const char *what)
{
    ui_boxes_reset(&boxes);
    ui_draw(app);
    char report[2048];
    int faults = ui_boxes_check(&boxes, app->pw, app->ph, report, sizeof report);
    frames_checked++;
    CHECK(faults == 0, "%s at %dx%d in %s: %d faults\n%s", what, app->pw, app->ph, lang, faults, report);
    if (faults && getenv("UI_LAYOUT_SHOTS")) {
        char path[700], err[300];
        snprintf(path, sizeof path, "%s/%s-%dx%d-%s.png", getenv("UI_LAYOUT_SHOTS"), what, app->pw, app->ph, lang);
        for (char *c = path + strlen(getenv("UI_LAYOUT_SHOTS")) + 1; *c; c++)
            if (*c == ' ' || *c == '/') *c = '_';
        if (app_save_png(app, path, err, sizeof err)) fprintf(stderr, "%s\n", err);
    }
    check_keys_over(app, what);
}

/* The key list over the screen showing, the first time that screen is seen at this size. */
static void check_keys_over(ui_app *app, const char *what)
{
    const ui_screen *top = app->depth ? app->stack[app->depth - 1].screen : NULL;
    if (!top || !top->keys || nkeys_checked == 32) return;
    for (int i = 0; i < nkeys_checked; i++)
        if (keys_checked[i] == top) return;
    keys_checked[nkeys_checked++] = top;
    char over[300];
    snprintf(over, sizeof over, "keys over %s", what);
    ui_screen_push(app, &ui_screen_keys);
    CHECK(app->stack[app->depth - 1].screen == &ui_screen_keys, "F1's list did not open over %s", what);
    check_frame(app, over);
    ui_screen_back(app);
}

static void sample(ui_app *app, const char *screen, const char *rules)
{
    char err[400];
    CHECK(app_sample_screen(app, screen, rules, 5, err, sizeof err) == 0, "%s: %s", screen, err);
}

/* The replay viewer's review panel, running and done (layout_review.c: its headers cannot
 * meet rules_editor.h's in one file). */
int layout_review_panel(ui_app *app, void (*check)(ui_app *app, const char *what));

/* A table late in a hand: rivers long, melds and flowers down. */
static void busy_table(ui_app *app, const char *rules)
{
    char err[400];
    for (uint64_t k = 0; k < 50; k++) {
        CHECK(app_start_match(app, rules, 7 + k, true, err, sizeof err) == 0, "%s", err);
        while (sp_game_pending(&app->match->s->game) && sp_game_wall_left(&app->match->s->game) > 12)
            ui_match_fast_forward(app->match, 1);
        if (sp_game_pending(&app->match->s->game)) return;
    }
}

/* The house-rules editor from every ruleset, each tab and page; then hk-classic with its
 * minimum and limit lowered (many sample answers change) and an id the loader refuses. */
static void rules_editor_sweep(ui_app *app)
{
    char what[100];
    /* the lobby of the last size's "lan" frame would still run, and may change the screen */
    ui_lan_free(app);
    sample(app, "rules-editor", NULL);
    rules_editor *re = ui_rules_editor_state(app);
    int hk = -1;
    for (int b = 0; b < re->nbases; b++) {
        for (int tab = 0; tab < RE_TABS; tab++) {
            click_zone(app, RE_TAB + tab);
            for (int page = 0; page < 3; page++) {
                snprintf(what, sizeof what, "rules-editor %s tab %d page %d", re->e.base->id, tab + 1, page + 1);
                check_frame(app, what);
                if (!click_zone(app, RE_NEXT) || re->page == 0) break;
            }
        }
        if (!strcmp(re->e.base->id, "hk-classic")) hk = b;
        click_zone(app, RE_BASE);
    }
    CHECK(hk >= 0, "the editor does not offer hk-classic");
    while (re->base != hk && click_zone(app, RE_BASE)) {}
    int min_fan = sp_ruleset_option(re->e.base, "min_fan"), limit = sp_ruleset_option(re->e.base, "limit_fan");
    click_zone(app, RE_TAB + RE_TAB_OPTIONS);
    for (int k = 0; k < 3; k++) ui_screen_top(app)->activate(app, RE_VALUE + min_fan, true);
    for (int k = 0; k < 5; k++) ui_screen_top(app)->activate(app, RE_VALUE + limit, true);
    for (int tab = 0; tab < RE_TABS; tab++) {
        click_zone(app, RE_TAB + tab);
        snprintf(what, sizeof what, "rules-editor hk-classic changed, tab %d", tab + 1);
        check_frame(app, what);
    }
    CHECK(re->nchanged > 10, "only %d sample answers changed with the minimum at 0 and the limit at 5", re->nchanged);
    click_zone(app, RE_ID);
    type_text(app, "Not An Id!");
    check_frame(app, "rules-editor with an id the loader refuses");
    CHECK(re->problem[0], "the id '%s' was accepted", re->id.text);
}

static void sweep(ui_app *app)
{
    enum { NG_RULE = 100, NG_NEXT = 601 }; /* screen_newgame.c's zone ids */
    char what[100];
    sample(app, "title", NULL);
    check_frame(app, "title");
    /* an error notice: its headline in the player's language, its long details wrapped inside
     * the window (a save that fails to load names the file and the place) */
    ui_error(app, "msg.save_bad",
             "/home/player/.local/share/sparrow/sparrow/current-match.json:1:1942: the ruleset's content hash "
             "3f9a1c0e7b2d45a8 differs from the saved match's 9c41d7e2a0b3f615 (the rules file was edited since)");
    app->record = true;
    check_frame(app, "title with an error notice");
    app->record = false;
    char head[200];
    snprintf(head, sizeof head, "\n%s\n", ui_tr(&app->i18n, "msg.save_bad"));
    CHECK(strstr(app->text_rec, head) != NULL, "the notice's headline '%s' was not drawn on its own line", head + 1);
    app->message[0] = 0;
    sample(app, "settings", NULL);
    check_frame(app, "settings");
    sample(app, "new-game", NULL);
    /* a value button as wide as its longest choice needs: hk-classic's price curve whole at
     * every size, where 150 units once cut it to "Half spicy (b…" at 800x600; and a choice
     * longer than half the column beside a short name (hk-classic's "Rounds per match") */
    bool price_curve_whole = strcmp(lang, "en") != 0, rounds_whole = price_curve_whole;
    /* and an option's name wrapped between its words: Wuhan's "One-winner order", once drawn
     * as "One-winn" over "er order" beside its wide "From the dealer" at 800x600 */
    bool one_winner_whole = price_curve_whole;
    app->record = true;
    for (int r = 0; r < 24 && click_zone(app, NG_RULE + r); r++) {
        for (int page = 0; page < 4; page++) {
            snprintf(what, sizeof what, "new-game ruleset %d page %d", r + 1, page + 1);
            check_frame(app, what);
            if (strstr(app->text_rec, "\nHalf spicy (banla)\n")) price_curve_whole = true;
            if (strstr(app->text_rec, "\n4 rounds (a full match)\n")) rounds_whole = true;
            if (strstr(app->text_rec, "\nOne-winner order\n") ||
                (strstr(app->text_rec, "\nOne-winner\n") && strstr(app->text_rec, "\norder\n")))
                one_winner_whole = true;
            if (!click_zone(app, NG_NEXT)) break;
        }
    }
    app->record = false;
    CHECK(price_curve_whole, "new game at %dx%d: hk-classic's price curve 'Half spicy (banla)' was not drawn whole\n",
          app->pw, app->ph);
    CHECK(rounds_whole, "new game at %dx%d: hk-classic's '4 rounds (a full match)' was not drawn whole\n", app->pw, app->ph);
    CHECK(one_winner_whole, "new game at %dx%d: Wuhan's 'One-winner order' was not broken between its words\n", app->pw,
          app->ph);
    for (int i = 0; i < nrulesets; i++) {
        busy_table(app, rulesets[i]);
        snprintf(what, sizeof what, "table %.*s", (int)SP_ID_LEN, rulesets[i]);
        check_frame(app, what);
        sample(app, "result", rulesets[i]);
        snprintf(what, sizeof what, "result %.*s", (int)SP_ID_LEN, rulesets[i]);
        check_frame(app, what);
        /* T: the final table, its button and caption clear of the plates' words */
        key(SDLK_t);
        frame(app);
        CHECK(ui_on(app, &ui_screen_final_table), "T on the result of %.*s did not show the final table", (int)SP_ID_LEN,
              rulesets[i]);
        snprintf(what, sizeof what, "final table %.*s", (int)SP_ID_LEN, rulesets[i]);
        check_frame(app, what);
    }
    for (int i = 0; i < nrulesets; i++) { /* the calculator: each tab of each ruleset */
        sample(app, "calculator", rulesets[i]);
        for (int tab = 0; tab < CALC_TABS; tab++) {
            click_zone(app, CALC_Z_TAB + tab);
            snprintf(what, sizeof what, "calculator %.*s tab %d", (int)SP_ID_LEN, rulesets[i], tab + 1);
            check_frame(app, what);
        }
    }
    /* a hand one tile short: its waits and their worth; a hand with every control set */
    cJSON *req = cJSON_Parse("{\"rules\": \"hk-classic\", \"tiles\": \"1112345678999m\", \"win\": \"tsumo\", \"seat\": \"E\"}");
    ui_calc_open(app, req);
    cJSON_Delete(req);
    click_zone(app, 200 + 8); /* right click would take out; a click makes 9m the winning tile */
    check_frame(app, "calculator complete");
    req = cJSON_Parse("{\"rules\": \"hk-classic\", \"tiles\": \"111234567899m\", \"melds\": [\"kakan:5555z\"],"
                      " \"win\": \"ron\", \"seat\": \"N\", \"discarder\": \"W\", \"flowers\": \"1f2f3f4f5f6f7f\","
                      " \"others\": {\"E\": {\"melds\": [\"pon:777z@S\", \"chi:123s@N\"]}}}");
    ui_calc_open(app, req);
    cJSON_Delete(req);
    check_frame(app, "calculator nine gates waits");
    for (int tab = 1; tab < CALC_TABS; tab++) {
        click_zone(app, CALC_Z_TAB + tab);
        snprintf(what, sizeof what, "calculator waits tab %d", tab + 1);
        check_frame(app, what);
    }
    /* the other seats' hands typed (Guizhou reads them): melds, tiles, a ready flag, a field's
     * error wrapped under it, and a seat's hand that is no waiting hand named in the answer */
    req = cJSON_Parse("{\"rules\": \"guizhou-xingyi\", \"tiles\": \"123s456m789p234p55m\", \"win_tile\": \"5m\", \"win\": \"tsumo\","
                      " \"seat\": \"S\", \"indicator\": \"5s\", \"others\": {\"E\": {\"melds\": [\"pon:777p@N\", \"chi:123m@N\"],"
                      " \"tiles\": \"11s2344m\", \"ready\": true}, \"W\": {\"tiles\": \"11p\"}, \"N\": {\"ready\": false}}}");
    ui_calc_open(app, req);
    cJSON_Delete(req);
    click_zone(app, CALC_Z_TAB + CALC_TAB_OTHERS);
    check_frame(app, "calculator other seats");
    click_zone(app, CALC_Z_FIELD + CALC_FIELD_HELD0 + 3);
    type_text(app, "12x45m");
    check_frame(app, "calculator other seats, an error");
    key(SDLK_ESCAPE);
    frame(app);
    /* the match result of every ruleset: the players' figures, their biggest hands, the chart */
    for (int i = 0; i < nrulesets; i++) {
        sample(app, "match-result", rulesets[i]);
        snprintf(what, sizeof what, "match-result %.*s", (int)SP_ID_LEN, rulesets[i]);
        check_frame(app, what);
    }
    sample(app, "tutorial", NULL);
    check_frame(app, "tutorial");
    check_lesson_titles_whole(app);
    sample(app, "lan", NULL);
    check_frame(app, "lan");
    sample(app, "saves", NULL);
    check_frame(app, "saves");
    rules_editor_sweep(app);
    sample(app, "replay", NULL);
    check_frame(app, "replay");
    /* the bar's line at a hand's end and at the match's end ("... (R: its result)") */
    key(SDLK_END);
    frame(app);
    check_frame(app, "replay at its end");
    key(SDLK_HOME);
    key(SDLK_PAGEDOWN);
    key(SDLK_LEFT);
    frame(app);
    check_frame(app, "replay at a hand's end");
    failures += layout_review_panel(app, check_frame);
    sample(app, "replays", NULL);
    check_frame(app, "replays");
    /* statistics: every ruleset and all, each range of dates (issue 23) */
    enum { STATS_RULES_NEXT = 2, STATS_RANGE_NEXT = 4 }; /* screen_stats.c's zone ids */
    sample(app, "stats", NULL);
    for (int r = 0; r < 6; r++) {
        for (int d = 0; d < 4; d++) {
            snprintf(what, sizeof what, "stats ruleset %d dates %d", r, d);
            check_frame(app, what);
            CHECK(click_zone(app, STATS_RANGE_NEXT), "no dates button on the statistics screen");
        }
        CHECK(click_zone(app, STATS_RULES_NEXT), "no ruleset button on the statistics screen");
    }
}

/* The statistics screen's history: the sample of several matches of every ruleset, in a
 * scratch file (the player's own history is left alone). */
static void sample_history(ui_app *app)
{
    char dir[] = "/tmp/sparrow-ui-layout-XXXXXX", path[300], note[1500], err[1500];
    CHECK(mkdtemp(dir) != NULL, "no scratch folder");
    snprintf(path, sizeof path, "%s/history.sqlite", dir);
    app->history = calloc(1, sizeof *app->history);
    app->history->opened = true;
    app->history->db = sp_history_open(path, false, note, sizeof note, err, sizeof err);
    CHECK(app->history->db && stats_sample_fill(app->history->db) > 0, "the sample history: %s", err);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: ui_layout zh-Hant|zh-Hans|en\n");
        return 2;
    }
    lang = argv[1];
    static const int sizes[][2] = {{800, 600}, {1280, 720}, {1920, 1080}, {2560, 1440}, {3840, 2160}};
    static ui_app app;
    if (open_test_app(&app, "1280x720", lang)) return 1;
    nrulesets = sp_ruleset_ids(rulesets, 16);
    CHECK(nrulesets >= 6, "%d rulesets", nrulesets);
    app.no_autosave = true;
    app.boxes = &boxes;
    sample_history(&app);
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        SDL_SetWindowSize(app.win, sizes[i][0], sizes[i][1]);
        ui_resize(&app);
        nkeys_checked = 0;
        CHECK(app.pw == sizes[i][0] && app.ph == sizes[i][1], "the window is %dx%d, not %dx%d", app.pw, app.ph,
              sizes[i][0], sizes[i][1]);
        sweep(&app);
    }
    app_close(&app);
    if (failures) {
        fprintf(stderr, "ui_layout: %d of %d frames in %s have text out of place\n", failures, frames_checked, lang);
        return 1;
    }
    printf("ui_layout: %d frames in %s, every text inside its box and clear of the others\n", frames_checked, lang);
    return 0;
}
