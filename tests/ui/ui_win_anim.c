/* ui_win_anim: the hand result's animation ends on the whole sheet. For a won hand of every
 * ruleset and for a draw, the final frame - reached by waiting, by a skip (Enter) after the
 * first second, and at once at the instant speed - draws the same texts, and those hold what
 * the plain sheet showed: every pattern's name and value, the total, each seat's payment and
 * score. A frame early in the animation shows less (so the check can tell). */
#define UI_TEST_NAME "ui_win_anim"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "core/game.h"
#include "table/ruleset_ids.h"
#include "ui/match.h"
#include "ui/screens.h"
#include "ui/sheet_text.h"
#include "ui_input.h"
#include "ui_test_app.h"

/* The rulesets there are (sp_ruleset_ids: the files of the rules folders), read in main. */
static char rulesets[16][SP_ID_LEN];
static int nrulesets;

/* The texts of one frame, one a line. */
static void texts(ui_app *app, char *out, size_t len)
{
    app->record = true;
    ui_draw(app);
    app->record = false;
    snprintf(out, len, "%s", app->text_rec);
}

static void shows(const char *what, const char *rec, const char *s)
{
    char line[260];
    snprintf(line, sizeof line, "\n%s\n", s);
    CHECK(strstr(rec, line) != NULL || !strncmp(rec, line + 1, strlen(line + 1)), "%s: the final frame lacks '%s'", what, s);
}

/* What the plain sheet showed, all in the final frame. */
static void check_content(ui_app *app, const char *what, const char *rec)
{
    ui_match *m = app->match;
    sp_view v;
    ui_match_view(m, &v);
    char buf[200];
    for (int k = 0; k < m->nres && k < 1; k++) {
        const sp_score_result *r = &m->res[k];
        for (int i = 0; i < r->npatterns; i++) {
            ui_sheet_name(m->rules, &r->patterns[i], app->i18n.lang, buf, sizeof buf);
            shows(what, rec, buf);
            ui_sheet_value(m->rules, &r->patterns[i], &app->i18n, buf, sizeof buf);
            shows(what, rec, buf);
        }
        if (v.outcome.wins[0].valid) {
            ui_sheet_total(m->rules, r, &app->i18n, buf, sizeof buf);
            shows(what, rec, buf);
        }
    }
    for (int s = 0; s < v.players; s++) {
        snprintf(buf, sizeof buf, "%+d", (int)v.outcome.delta[s]);
        shows(what, rec, buf);
        snprintf(buf, sizeof buf, "%d", (int)v.seats[s].score);
        shows(what, rec, buf);
    }
}

/* The result showing now: its final frame three ways, compared. */
static void check_result(ui_app *app, const char *what)
{
    static char waited[8192], skipped[8192], instant[8192], early[8192];
    CHECK(ui_on(app, &ui_screen_result), "%s: not on the result screen", what);
    app->settings.speed = 1;
    app->screen_since = app->stack[app->depth - 1].since = app->now;
    frame(app);
    texts(app, early, sizeof early);
    for (int i = 0; i < 60; i++) frame(app); /* past the first second */
    key(SDLK_RETURN);                         /* skips to the end; the next press would continue */
    frame(app);
    CHECK(ui_on(app, &ui_screen_result), "%s: the skip left the result screen", what);
    texts(app, skipped, sizeof skipped);
    for (int i = 0; i < 600; i++) frame(app); /* 12 s: long past the end */
    texts(app, waited, sizeof waited);
    app->settings.speed = 3;
    app->screen_since = app->stack[app->depth - 1].since = app->now;
    texts(app, instant, sizeof instant);
    app->settings.speed = 1;
    CHECK(!strcmp(waited, skipped), "%s: the skipped frame differs from the end:\n--- end\n%s--- skipped\n%s", what, waited, skipped);
    CHECK(!strcmp(waited, instant), "%s: the instant frame differs from the end:\n--- end\n%s--- instant\n%s", what, waited, instant);
    CHECK(strcmp(waited, early) != 0, "%s: the first frame already shows everything", what);
    check_content(app, what, waited);
}

int main(void)
{
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return 1;
    nrulesets = sp_ruleset_ids(rulesets, 16);
    CHECK(nrulesets >= 6, "%d rulesets", nrulesets);
    char err[600];
    app.no_autosave = true;
    app.settings.auto_continue = 0;
    for (int i = 0; i < nrulesets; i++) {
        CHECK(app_sample_screen(&app, "result", rulesets[i], 5, err, sizeof err) == 0, "%s", err);
        app.now = SDL_GetTicks64();
        check_result(&app, rulesets[i]);
    }
    /* a draw: the first hand of hk-classic from seed 1 up that ends without a win */
    for (uint64_t seed = 1; seed < 300; seed++) {
        CHECK(app_start_match(&app, "hk-classic", seed, true, err, sizeof err) == 0, "%s", err);
        ui_match_play_hands(app.match, 1);
        if (app.match->s->game.outcome.kind == SP_END_WIN) continue;
        app.match->result_shown = true;
        ui_show(&app, &ui_screen_result);
        check_result(&app, "an exhaustive draw");
        break;
    }
    app_close(&app);
    if (failures) fprintf(stderr, "ui_win_anim: %d failures\n", failures);
    else printf("ui_win_anim: the final frame equals the plain sheet's content, waited, skipped or instant\n");
    return failures != 0;
}
