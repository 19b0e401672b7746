/* ui_history.c: the window records the player's hands in the history (issue 23) - each hand
 * once as it ends, again-ended hands of a resumed match not counted twice, a match's end with
 * the player's place, nothing of a match only watched; a damaged history set aside with a
 * notice while the game goes on. */
#define UI_TEST_NAME "ui_history"
#define _DEFAULT_SOURCE
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "table/history.h"
#include "ui/match.h"
#include "ui/match_history.h"
#include "ui/screen.h"
#include "stats_sample.h"
#include "ui_input.h"
#include "ui_test_app.h"

static char db_path[1200];

static int count(const char *sql)
{
    sqlite3 *db;
    sqlite3_stmt *st;
    FILE *f = fopen(db_path, "rb");
    if (!f) return 0; /* no history yet */
    fclose(f);
    int n = -1;
    if (sqlite3_open_v2(db_path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
        sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK) {
        if (sqlite3_step(st) == SQLITE_ROW) n = sqlite3_column_int(st, 0);
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return n;
}

/* Plays the current hand to its end (bots for every seat) and lets the window see it end. */
static void finish_hand(ui_app *app)
{
    ui_match_play_hands(app->match, 1);
    ui_update(app);
    ui_update(app); /* a second frame records nothing more */
}

static void check_hands_recorded(ui_app *app, const char *rules)
{
    char err[400];
    int before = count("SELECT COUNT(*) FROM hands");
    CHECK(app_start_match(app, rules, 11, true, err, sizeof err) == 0, "%s", err);
    finish_hand(app);
    CHECK(count("SELECT COUNT(*) FROM hands") == before + 1, "%s: hand 1 not recorded once", rules);
    ui_match_next_hand(app->match);
    finish_hand(app);
    CHECK(count("SELECT COUNT(*) FROM hands") == before + 2, "%s: hand 2 not recorded once", rules);
    /* killed after the write, resumed from the save made at the hand's end: it ends again */
    char save[1300];
    snprintf(save, sizeof save, "%ssave-%s.json", app->pref_dir, rules);
    CHECK(ui_match_save(app->match, save, err, sizeof err) == 0, "%s", err);
    ui_match_free(app->match);
    app->match = ui_match_resume(save, app->now, err, sizeof err);
    CHECK(app->match != NULL, "%s", err);
    if (!app->match) return;
    ui_update(app);
    CHECK(count("SELECT COUNT(*) FROM hands") == before + 2, "%s: the resumed match's hand counted twice", rules);
    /* to the match's end: every hand once, the player's place */
    ui_match_next_hand(app->match);
    for (int i = 0; i < 400 && !ui_match_over(app->match); i++) {
        finish_hand(app);
        ui_match_next_hand(app->match);
    }
    CHECK(ui_match_over(app->match), "%s: the match did not end", rules);
    int hands = app->match->s->game.hand_number;
    CHECK(count("SELECT COUNT(*) FROM hands") == before + hands, "%s: %d hands in the history, %d played", rules,
          count("SELECT COUNT(*) FROM hands") - before, hands);
    CHECK(count("SELECT COUNT(*) FROM matches WHERE ended IS NOT NULL AND rank BETWEEN 1 AND 4") >= 1,
          "%s: the match's end was not recorded", rules);
    CHECK(count("SELECT COUNT(*) FROM seats WHERE kind = 'you' AND seat = 0") >= 1, "%s: the player's seat", rules);
    ui_match_free(app->match);
    app->match = NULL;
}

/* A match the player only watches is not his. */
static void check_watch_not_recorded(ui_app *app)
{
    char err[400];
    int before = count("SELECT COUNT(*) FROM hands");
    CHECK(app_start_match(app, "mingjiang", 3, false, err, sizeof err) == 0, "%s", err);
    finish_hand(app);
    CHECK(count("SELECT COUNT(*) FROM hands") == before, "a watched match's hand was recorded");
    ui_match_free(app->match);
    app->match = NULL;
}

/* A damaged history: set aside when the window opens it, with a notice; the next hand is kept. */
static void check_damaged(ui_app *app)
{
    ui_history_close(app);
    FILE *f = fopen(db_path, "wb");
    for (int i = 0; f && i < 300; i++) fputs("this is no database ", f);
    if (f) fclose(f);
    char err[400];
    CHECK(app_start_match(app, "hk-classic", 21, true, err, sizeof err) == 0, "%s", err);
    app->message[0] = 0;
    finish_hand(app);
    CHECK(strstr(app->message, ".damaged-") != NULL, "no notice of the damaged history: '%s'", app->message);
    CHECK(count("SELECT COUNT(*) FROM hands") == 1, "the hand after a damaged history was not recorded");
    ui_match_free(app->match);
    app->match = NULL;
}

/* The statistics screen counts matches finished and played apart: one match left after a
 * hand is played, not finished. */
static void check_matches_figure(ui_app *app)
{
    char err[400], want[64];
    CHECK(app_start_match(app, "hk-classic", 5, true, err, sizeof err) == 0, "%s", err);
    finish_hand(app);
    ui_match_free(app->match);
    app->match = NULL;
    int finished = count("SELECT COUNT(*) FROM matches WHERE ended IS NOT NULL");
    int played = count("SELECT COUNT(DISTINCT match_id) FROM hands");
    CHECK(finished >= 1 && played == finished + 1, "%d matches finished, %d played", finished, played);
    ui_show(app, &ui_screen_stats);
    frame(app);
    app->record = true;
    ui_draw(app);
    app->record = false;
    snprintf(want, sizeof want, "\n%d / %d\n", finished, played);
    CHECK(strstr(app->text_rec, want) != NULL, "the statistics do not show matches '%d / %d':\n%s", finished, played,
          app->text_rec);
    ui_show(app, &ui_screen_title);
}

/* --shots DIR LANG SIZE: the statistics screen of the player's history ($XDG_DATA_HOME) for
 * every ruleset and range of dates, as DIR/stats-LANG-SIZE-R-D.png (to look at). */
static int shots(const char *dir, const char *lang, const char *size)
{
    char err[600], path[900];
    static ui_app app;
    if (open_test_app(&app, size, lang)) return 1;
    app.no_autosave = true;
    ui_show(&app, &ui_screen_stats);
    for (int r = 0; r < 6; r++)
        for (int d = 0; d < 4; d++) {
            ui_draw(&app);
            snprintf(path, sizeof path, "%s/stats-%s-%s-%d-%d.png", dir, lang, size, r, d);
            if (app_save_png(&app, path, err, sizeof err)) fprintf(stderr, "%s\n", err);
            key(d == 3 ? SDLK_RIGHT : SDLK_DOWN);
            if (d == 3) key(SDLK_DOWN); /* back to all dates with the next ruleset */
            frame(&app);
        }
    app_close(&app);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 5 && !strcmp(argv[1], "--shots")) return shots(argv[2], argv[3], argv[4]);
    if (argc == 3 && !strcmp(argv[1], "--fill")) { /* a sample history for screenshots */
        char note[1500], err[1500];
        sp_history *h = sp_history_open(argv[2], false, note, sizeof note, err, sizeof err);
        if (!h) return fprintf(stderr, "%s\n", err), 1;
        int n = stats_sample_fill(h);
        sp_history_close(h);
        printf("%d hands written into %s\n", n, argv[2]);
        return n > 0 ? 0 : 1;
    }
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    char tmpl[] = "/tmp/sparrow-ui-history-XXXXXX";
    char *dir = mkdtemp(tmpl);
    if (!dir) return 2;
    setenv("XDG_DATA_HOME", dir, 1);
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return 1;
    app.save_settings = NULL;
    snprintf(db_path, sizeof db_path, "%s%s", app.pref_dir, SP_HISTORY_FILE);
    check_hands_recorded(&app, "mingjiang");
    check_hands_recorded(&app, "guizhou-xingyi");
    check_watch_not_recorded(&app);
    check_matches_figure(&app);
    check_damaged(&app);
    app_close(&app);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) fprintf(stderr, "ui_history: could not remove %s\n", dir);
    if (failures) fprintf(stderr, "ui_history: %d checks failed\n", failures);
    else printf("ui_history: hands recorded once, resumed matches not counted twice, damaged history set aside\n");
    return failures ? 1 : 0;
}
