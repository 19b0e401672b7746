/* ui_replay_last: what the replay viewer shows of a finished match's end and of a match whose
 * ruleset file changed since it was played, headless:
 * - the last hand of a finished match has its own result like every other hand: R (and the
 *   bar's Result button) at its end opens that hand's result - with the calculator for a win -
 *   whose Continue ("Match result") goes on to the match's result, whose Back returns to the
 *   viewer;
 * - a replay whose ruleset file now gives other prices (a house file of the same id in the
 *   player's rules folder) is shown and scored with the rules it was played with: the viewer
 *   says so once, every won hand's sheet is the one played, and the calculator opened from it
 *   pays the same; a replay that keeps no copy of its rules opens with the file's rules, and
 *   the viewer says they may differ;
 * - in that calculator the ruleset selector moved away and back returns to the replay's rules
 *   (and says so), not to today's file of that id. */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_replay_last"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/app.h"
#include "core/game.h"
#include "table/replay.h"
#include "table/ruleset_file.h"
#include "ui/match.h"
#include "ui/replay_viewer.h"
#include "ui/screen_calc.h"
#include "ui/screens.h"
#include <cjson/cJSON.h>

#include "ui_input.h"
#include "ui_test_app.h"

enum { RESULT_CALC_ZONE = 51 }; /* screen_result.c's RESULT_CALC */

/* A match of rules played by computer players to `hands` hands (200: to its end), as replay text. */
static char *played(ui_app *app, const char *rules, uint64_t seed, int hands)
{
    char err[400];
    ui_show(app, &ui_screen_title);
    CHECK(app_start_match(app, rules, seed, false, err, sizeof err) == 0, "%s seed %d: %s", rules, (int)seed, err);
    if (!app->match) return NULL;
    ui_match_play_hands(app->match, hands);
    char *text = sp_replay_json(app->match->s);
    ui_match_free(app->match);
    app->match = NULL;
    return text;
}

static ui_replay *open_text(ui_app *app, const char *text, const char *where)
{
    ui_show(app, &ui_screen_title);
    app->message[0] = 0;
    CHECK(text && ui_replay_open_text(app, text, "replay-last.json") == 0, "%s: the replay did not open: %s", where, app->message);
    return ui_replay_shown(app);
}

/* R at frame `at` and past the reveal's deaf first second; true when the hand's result shows. */
static bool result_at(ui_app *app, ui_replay *rv, size_t at)
{
    ui_replay_seek(rv, at);
    frame(app);
    key(SDLK_r);
    frame(app);
    for (int i = 0; i < 60; i++) frame(app);
    return ui_on(app, &ui_screen_result);
}

/* The calculator from the result's tab w: its payments into pay; false when it gave none. */
static bool calc_payments(ui_app *app, int w, int32_t pay[SP_SEATS], const char *where)
{
    ui_match *m = app->match;
    if (m->nres > 1) CHECK(click_zone(app, w + 1), "%s: no tab of winner %d", where, w + 1);
    if (!click_zone(app, RESULT_CALC_ZONE)) {
        CHECK(0, "%s: the result offers no Calculator", where);
        return false;
    }
    calc_screen *st = ui_screen_state(app);
    bool ok = ui_screen_top(app) == &ui_screen_calc && st && st->calc && st->calc->answer;
    CHECK(ok, "%s: the calculator did not open with a scored hand (%s)", where, st && st->calc ? st->calc->error : "");
    if (ok) memcpy(pay, st->calc->res.payments, sizeof st->calc->res.payments);
    key(SDLK_ESCAPE);
    frame(app);
    CHECK(ui_on(app, &ui_screen_result), "%s: Esc in the calculator did not go back to the result", where);
    return ok;
}

/* 1. The last hand's result: a finished match whose last hand is won, at its last frame. */
static void last_hand(ui_app *app, const char *rules)
{
    ui_replay *rv = NULL;
    char *text = NULL;
    for (uint64_t seed = 1; seed <= 12 && !rv; seed++) {
        free(text);
        text = played(app, rules, seed, 200);
        rv = open_text(app, text, rules);
        if (!rv) continue;
        ui_replay_seek(rv, rv->c.nframes - 1);
        if (!rv->r.complete || rv->c.s.game.phase != SP_PHASE_MATCH_OVER || rv->c.s.game.outcome.kind != SP_END_WIN) rv = NULL;
    }
    free(text);
    CHECK(rv, "%s: no finished match whose last hand is won in 12 seeds", rules);
    if (!rv) return;
    size_t end = rv->c.nframes - 1;
    int hand = rv->c.frames[end].hand;
    char where[120];
    snprintf(where, sizeof where, "%s last hand (%d)", rules, hand);
    /* the End key, then R: the hand's own result, not the match's */
    key(SDLK_END);
    frame(app);
    CHECK(rv->c.at == end, "%s: End did not go to the last frame", where);
    key(SDLK_r);
    frame(app);
    CHECK(ui_on(app, &ui_screen_result), "%s: R at the end of a finished match opens %s, not the last hand's result", where,
          ui_screen_top(app) ? ui_screen_top(app)->name : "nothing");
    if (!ui_on(app, &ui_screen_result)) return;
    for (int i = 0; i < 60; i++) frame(app);
    ui_match *m = app->match;
    CHECK(m == rv->m && m->nres > 0 && m->s->game.outcome.kind == SP_END_WIN, "%s: the result has no sheet", where);
    /* its calculator pays what its sheet says */
    int32_t pay[SP_SEATS];
    if (m->nres > 0 && calc_payments(app, 0, pay, where))
        CHECK(!memcmp(pay, m->res[0].payments, sizeof pay), "%s: the calculator pays %+d %+d %+d %+d, the sheet %+d %+d %+d %+d",
              where, (int)pay[0], (int)pay[1], (int)pay[2], (int)pay[3], (int)m->res[0].payments[0],
              (int)m->res[0].payments[1], (int)m->res[0].payments[2], (int)m->res[0].payments[3]);
    /* the match's result from its Continue ("Match result"): Enter skips the reveal, then goes on */
    ui_draw(app);
    bool labelled = false;
    for (int z = 0; z < app->nzones; z++) labelled |= app->zones[z].id == 0;
    CHECK(labelled, "%s: the result has no Continue button", where);
    for (int i = 0; i < 6 && !ui_on(app, &ui_screen_match_result); i++) {
        key(SDLK_RETURN);
        for (int j = 0; j < 5; j++) frame(app);
    }
    CHECK(ui_on(app, &ui_screen_match_result), "%s: the last hand's result does not go on to the match's", where);
    for (int i = 0; i < 6 && ui_replay_shown(app) != rv; i++) {
        key(SDLK_RETURN);
        for (int j = 0; j < 5; j++) frame(app);
    }
    CHECK(ui_replay_shown(app) == rv && rv->c.at == end, "%s: the match's result did not go back to the viewer", where);
    /* a hand before the last: R still opens its result, and Continue goes back to the viewer */
    size_t first, last;
    if (hand > 1 && sp_cursor_hand_frames(&rv->c, hand - 1, &first, &last)) {
        CHECK(result_at(app, rv, last), "%s: R at hand %d's end: no result", where, hand - 1);
        ui_result_continue(app);
        frame(app);
        CHECK(ui_replay_shown(app) == rv, "%s: hand %d's result did not go back to the viewer", where, hand - 1);
    }
    printf("ui_replay_last: %s: hand %d's result, its calculator, then the match's result\n", rules, hand);
    ui_show(app, &ui_screen_title);
}

/* 2. Changed rules. Every won hand of the replay: its sheet's payments (and, with calc, the
 * calculator's from it) after hand h into pay[h][winner]. Returns the wins. */
enum { MAX_HANDS = 24 };
static int sheets(ui_app *app, ui_replay *rv, int32_t pay[MAX_HANDS][SP_SEATS][SP_SEATS], bool calc, const char *where)
{
    int wins = 0;
    for (int h = 1; h <= sp_cursor_hands(&rv->c) && h < MAX_HANDS; h++) {
        size_t first, last;
        if (!sp_cursor_hand_frames(&rv->c, h, &first, &last)) continue;
        ui_replay_seek(rv, last);
        if (rv->c.s.game.outcome.kind != SP_END_WIN) continue;
        char at[160];
        snprintf(at, sizeof at, "%s hand %d", where, h);
        if (!result_at(app, rv, last)) {
            CHECK(0, "%s: R at the hand's end: no result", at);
            continue;
        }
        ui_match *m = app->match;
        for (int w = 0; w < m->nres && w < SP_SEATS; w++) {
            memcpy(pay[h][w], m->res[w].payments, sizeof pay[h][w]);
            if (calc && !calc_payments(app, w, pay[h][w], at)) memset(pay[h][w], 0x7f, sizeof pay[h][w]);
            wins++;
        }
        ui_result_continue(app);
        frame(app);
        CHECK(ui_replay_shown(app) == rv, "%s: the result did not go back to the viewer", at);
    }
    return wins;
}

/* Writes the player's own hk-classic (the player's rules folder, which comes before the
 * shipped one) with every price ten times the shipped one. */
static void house_rules(const char *data_home)
{
    char err[400], dir[600], path[700];
    static sp_ruleset rs;
    char *text = sp_ruleset_load_text("hk-classic", &rs, err, sizeof err);
    CHECK(text, "%s", err);
    if (!text) return;
    static char out[1 << 20];
    size_t n = 0;
    const char *p = text;
    while (*p && n + 64 < sizeof out) { /* the lines "banla = [1, 2, ...]" and "lala = [...]": each number x10 */
        const char *eol = strchr(p, '\n');
        size_t len = eol ? (size_t)(eol - p) + 1 : strlen(p);
        bool prices = (strstr(p, "banla = [") && strstr(p, "banla = [") < p + len) || (strstr(p, "lala = [") && strstr(p, "lala = [") < p + len);
        for (size_t i = 0; i < len && n + 4 < sizeof out; i++) {
            out[n++] = p[i];
            bool inside = prices && memchr(p, '[', i + 1) && !memchr(p, ']', i + 1);
            if (inside && p[i] >= '0' && p[i] <= '9' && (p[i + 1] == ',' || p[i + 1] == ']')) out[n++] = '0';
        }
        p += len;
    }
    out[n] = 0;
    free(text);
    CHECK(strstr(out, "banla = [10, 20, 40,"), "the house prices were not written: %.200s", strstr(out, "banla"));
    snprintf(dir, sizeof dir, "%s/sparrow", data_home);
    mkdir(dir, 0700);
    snprintf(dir, sizeof dir, "%s/sparrow/sparrow", data_home);
    mkdir(dir, 0700);
    snprintf(dir, sizeof dir, "%s/sparrow/sparrow/rules", data_home);
    mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/hk-classic.rules", dir);
    FILE *f = fopen(path, "w");
    CHECK(f && fputs(out, f) >= 0 && fclose(f) == 0, "%s: not written", path);
}

/* 3. The calculator from a result of that replay: its ruleset selector moved to another
 * ruleset and back returns to the replay's rules - the sheet's payments again, the notice, the
 * answer panel's line - never to today's file of that id (issue 23). */
static void calc_away_and_back(ui_app *app, ui_replay *rv, const sp_ruleset *file_rules)
{
    const char *as_played = ui_tr(&app->i18n, "calc.rules_as_played");
    for (int h = 1; h <= sp_cursor_hands(&rv->c); h++) {
        size_t first, last;
        if (!sp_cursor_hand_frames(&rv->c, h, &first, &last)) continue;
        ui_replay_seek(rv, last);
        if (rv->c.s.game.outcome.kind != SP_END_WIN) continue;
        CHECK(result_at(app, rv, last), "hand %d: R at the hand's end: no result", h);
        ui_match *m = app->match;
        int32_t sheet[SP_SEATS];
        memcpy(sheet, m->res[0].payments, sizeof sheet);
        if (m->nres > 1) click_zone(app, 1);
        app->message[0] = 0;
        CHECK(click_zone(app, RESULT_CALC_ZONE), "hand %d: the result offers no Calculator", h);
        calc_screen *st = ui_screen_state(app);
        if (ui_screen_top(app) != &ui_screen_calc || !st) return;
        CHECK(strstr(app->message, as_played) != NULL, "the calculator opened on the replay's rules without saying so (\"%s\")", app->message);
        app->record = true;
        ui_draw(app);
        app->record = false;
        CHECK(strstr(app->text_rec, as_played) != NULL, "the answer panel does not say the rules are the match's");
        char away[SP_ID_LEN];
        ui_screen_top(app)->activate(app, CALC_Z_RULES, false);
        snprintf(away, sizeof away, "%s", st->calc->rules_id);
        CHECK(strcmp(away, rv->rules->id) != 0, "the ruleset selector did not move from %s", rv->rules->id);
        app->message[0] = 0; /* the notice of the opening, drawn over the screen */
        app->record = true;
        ui_draw(app);
        app->record = false;
        CHECK(!strstr(app->text_rec, as_played), "on %s the answer panel still says the rules are the match's", away);
        app->message[0] = 0;
        ui_screen_top(app)->activate(app, CALC_Z_RULES, true);
        const ui_calc *c = st->calc;
        CHECK(!strcmp(c->rules_id, rv->rules->id) && c->rules->content_hash == rv->rules->content_hash &&
                  c->rules->content_hash != file_rules->content_hash,
              "%s and back: the calculator has %s with %s rules, not the replay's", away, c->rules_id,
              c->rules->content_hash == file_rules->content_hash ? "today's file's" : "other");
        CHECK(strstr(app->message, as_played) != NULL, "%s and back: the notice does not say the rules are the match's (\"%s\")", away,
              app->message);
        app->message[0] = 0;
        app->record = true;
        ui_draw(app);
        app->record = false;
        CHECK(strstr(app->text_rec, as_played) != NULL, "%s and back: the answer panel does not say the rules are the match's", away);
        /* the hand was kept: with the replay's rules it pays the sheet again */
        CHECK(c->answer && !memcmp(c->res.payments, sheet, sizeof sheet),
              "%s and back: the calculator pays %+d %+d %+d %+d, the sheet %+d %+d %+d %+d", away, (int)c->res.payments[0],
              (int)c->res.payments[1], (int)c->res.payments[2], (int)c->res.payments[3], (int)sheet[0], (int)sheet[1], (int)sheet[2],
              (int)sheet[3]);
        printf("ui_replay_last: the calculator on hand %d, to %s and back: the replay's rules again, %+d %+d %+d %+d as the sheet\n", h,
               away, (int)sheet[0], (int)sheet[1], (int)sheet[2], (int)sheet[3]);
        key(SDLK_ESCAPE);
        frame(app);
        ui_result_continue(app);
        frame(app);
        return;
    }
    CHECK(0, "no won hand to open the calculator on");
}

static void changed_rules(ui_app *app, const char *data_home)
{
    const char *rules = "hk-classic";
    static int32_t before[MAX_HANDS][SP_SEATS][SP_SEATS], sheet[MAX_HANDS][SP_SEATS][SP_SEATS], calc[MAX_HANDS][SP_SEATS][SP_SEATS];
    memset(before, 0, sizeof before);
    memset(sheet, 0, sizeof sheet);
    memset(calc, 0, sizeof calc);
    char *text = played(app, rules, 3, 6);
    CHECK(text && strstr(text, "\"rules_text\""), "%s: the replay keeps no copy of its rules", rules);
    if (!text) return;
    /* as played: the ruleset file is the one the match was played with */
    ui_replay *rv = open_text(app, text, "as played");
    int wins = rv ? sheets(app, rv, before, false, "as played") : 0;
    CHECK(wins > 0, "%s: no hand won in 6", rules);
    CHECK(rv && !strstr(app->message, ui_tr(&app->i18n, "replay.saved_rules")),
          "as played: the viewer says the rules changed");
    sp_ruleset *shipped = malloc(sizeof *shipped), *now = malloc(sizeof *now);
    char err[400];
    CHECK(shipped && now && sp_ruleset_load(rules, shipped, err, sizeof err) == 0, "%s", err);
    /* the player's own file of that id: every price ten times */
    house_rules(data_home);
    CHECK(now && sp_ruleset_load(rules, now, err, sizeof err) == 0 && now->content_hash != shipped->content_hash,
          "the house hk-classic does not load, or gives the same rules: %s", err);
    rv = open_text(app, text, "changed");
    if (rv) {
        CHECK(rv->rules->content_hash == shipped->content_hash,
              "changed: the viewer does not show the match with the rules it was played with");
        CHECK(strstr(app->message, ui_tr(&app->i18n, "replay.saved_rules")) != NULL,
              "changed: the viewer does not say the ruleset file changed (\"%s\")", app->message);
        CHECK(sheets(app, rv, sheet, false, "changed") == wins, "changed: not the same wins");
        CHECK(sheets(app, rv, calc, true, "changed, calculator") == wins, "changed: not the same wins in the calculator");
        int differ = 0;
        for (int h = 0; h < MAX_HANDS; h++)
            for (int w = 0; w < SP_SEATS; w++) {
                const int32_t *a = before[h][w], *b = sheet[h][w], *c = calc[h][w];
                if (!memcmp(a, b, sizeof before[h][w]) && !memcmp(a, c, sizeof before[h][w])) continue;
                CHECK(differ++ > 4, "changed: hand %d winner %d: played %+d %+d %+d %+d, the sheet %+d %+d %+d %+d, the "
                      "calculator %+d %+d %+d %+d", h, w + 1, (int)a[0], (int)a[1], (int)a[2], (int)a[3], (int)b[0], (int)b[1],
                      (int)b[2], (int)b[3], (int)c[0], (int)c[1], (int)c[2], (int)c[3]);
            }
        CHECK(!differ, "changed: %d sheets or calculators differ from the match played", differ);
        calc_away_and_back(app, rv, now);
        if (!differ) printf("ui_replay_last: a replay whose ruleset file changed: %d wins scored as played, sheet and calculator\n", wins);
        /* said once: stepping and a result do not say it again */
        app->message[0] = 0;
        key(SDLK_RIGHT);
        frame(app);
        CHECK(!strstr(app->message, ui_tr(&app->i18n, "replay.saved_rules")), "changed: said again");
    }
    /* a replay that keeps no copy of its rules: the file's rules, and the player is told */
    cJSON *j = cJSON_Parse(text);
    cJSON_DeleteItemFromObjectCaseSensitive(j, "rules_text");
    char *bare = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    rv = open_text(app, bare, "no rules text");
    if (rv) {
        CHECK(rv->rules->content_hash == now->content_hash, "no rules text: not shown with the file's rules");
        CHECK(strstr(app->message, ui_tr(&app->i18n, "replay.rules_unsure")) != NULL,
              "no rules text: the viewer does not say the rules may differ (\"%s\")", app->message);
        printf("ui_replay_last: a replay without its rules: opened with the file's, the player told\n");
    }
    free(bare);
    free(text);
    free(shipped);
    free(now);
    ui_show(app, &ui_screen_title);
}

static void shot(ui_app *app, const char *dir, const char *name, const char *lang, const char *size)
{
    char path[600], err[300];
    snprintf(path, sizeof path, "%s/%s-%s-%s.png", dir, name, lang, size);
    ui_draw(app);
    if (app_save_png(app, path, err, sizeof err)) fprintf(stderr, "%s\n", err);
}

/* --shots DIR: to look at, in each language at 800x600 and 2560x1440 - the last hand's result
 * from the viewer, the viewer's keys (F1), the notice of a replay whose rules changed and the
 * calculator on its rules. */
static int shots(const char *dir)
{
    const char *langs[] = {"en", "zh-Hant", "zh-Hans"}, *sizes[] = {"800x600", "2560x1440"};
    for (int l = 0; l < 3; l++)
        for (int z = 0; z < 2; z++) {
            char tmpl[] = "/tmp/sparrow-ui-replay-last-XXXXXX";
            char *home = start_headless_test(tmpl);
            static ui_app app;
            memset(&app, 0, sizeof app);
            if (!home || open_test_app(&app, sizes[z], langs[l])) return 1;
            app.save_settings = NULL;
            app.save_path[0] = 0;
            app.no_autosave = true;
            char *text = played(&app, "hk-classic", 1, 200);
            ui_replay *rv = open_text(&app, text, "shots");
            if (rv) {
                key(SDLK_END);
                frame(&app);
                key(SDLK_F1);
                frame(&app);
                shot(&app, dir, "keys", langs[l], sizes[z]);
                key(SDLK_ESCAPE);
                frame(&app);
                key(SDLK_r);
                frame(&app);
                end_state_texts(&app);
                shot(&app, dir, "last-result", langs[l], sizes[z]);
            }
            free(text);
            text = played(&app, "hk-classic", 3, 6);
            house_rules(home);
            ui_replay *rv2 = open_text(&app, text, "shots");
            frame(&app);
            shot(&app, dir, "rules-changed", langs[l], sizes[z]);
            for (int h = 1; rv2 && h <= sp_cursor_hands(&rv2->c); h++) { /* its calculator, on the rules as played */
                size_t first, last;
                if (!sp_cursor_hand_frames(&rv2->c, h, &first, &last)) continue;
                ui_replay_seek(rv2, last);
                if (rv2->c.s.game.outcome.kind != SP_END_WIN || !result_at(&app, rv2, last) || !click_zone(&app, RESULT_CALC_ZONE)) continue;
                app.message[0] = 0;
                shot(&app, dir, "calc-as-played", langs[l], sizes[z]);
                break;
            }
            free(text);
            ui_show(&app, &ui_screen_title);
            finish_test_app(&app, home, 0);
        }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--shots")) return shots(argv[2]);
    char tmpl[] = "/tmp/sparrow-ui-replay-last-XXXXXX";
    char *dir = start_headless_test(tmpl);
    static ui_app app;
    if (!dir || open_test_app(&app, "1280x720", "en")) return 1;
    app.save_settings = NULL;
    app.save_path[0] = 0;
    app.no_autosave = true;
    last_hand(&app, "hk-classic");
    last_hand(&app, "guizhou-xingyi");
    changed_rules(&app, dir);
    ui_show(&app, &ui_screen_title);
    return finish_test_app(&app, dir, failures);
}
