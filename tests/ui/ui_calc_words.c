/* ui_calc_words: the calculator says why in the window's language (issue 25).
 * - each request of tests/cli/score-reasons.in.jsonl (one per reason a request can reach) is
 *   opened in the calculator in 繁體, 简体 and English: the answer panel shows the reason's
 *   text from the strings with the result's numbers, and never the engine's English sentence
 *   in Chinese;
 * - the calculator's own errors (an empty hand, bad notation in the tiles and melds fields, a
 *   win on a discard with no discarder, a fifth copy, a seat not in play) are the strings'
 *   text too;
 * - a pattern left out because a counted one includes it (大三元 includes 三元牌) is shown with
 *   the words naming the pattern that includes it. Headless (SDL_VIDEODRIVER=dummy), at 800x600. */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_calc_words"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "table/read_file.h"
#include "ui/boxes.h"
#include "ui/screen_calc.h"
#include "ui/screens.h"
#include "ui_input.h"
#include "ui_test_app.h"

static ui_boxes bx;

/* Draws a frame, recording its texts. */
static void draw_boxes(ui_app *app)
{
    ui_boxes_reset(&bx);
    app->boxes = &bx;
    ui_draw(app);
    app->boxes = NULL;
}

/* Whether a text drawn starts as `want` does (its first bytes: a wrapped line or a shortened
 * record holds only the start). */
static bool drawn(const char *want)
{
    size_t n = strlen(want) < 12 ? strlen(want) : 12;
    for (int i = 0; i < bx.n; i++)
        if (bx.b[i].kind == UI_BOX_TEXT && strlen(bx.b[i].text) >= n && !strncmp(bx.b[i].text, want, n)) return true;
    return false;
}

/* The strings' text of key with {1} {2} replaced. */
static void expect(const ui_app *app, const char *key, const char *a, const char *b, char *out, size_t len)
{
    const char *t = ui_tr(&app->i18n, key);
    size_t n = 0;
    for (const char *s = t; *s && n + 1 < len; s++) {
        if (s[0] == '{' && (s[1] == '1' || s[1] == '2') && s[2] == '}') {
            n += (size_t)snprintf(out + n, len - n, "%s", s[1] == '1' ? a : b);
            s += 2;
        } else {
            out[n++] = *s;
        }
    }
    out[n] = 0;
}

static void set_lang(ui_app *app, const char *lang)
{
    char err[300];
    CHECK(ui_i18n_load(&app->i18n, app->assets_dir, lang, err, sizeof err) == 0, "%s", err);
    ui_text_set_lang(&app->text, lang);
}

static calc_screen *open_request(ui_app *app, const char *json)
{
    cJSON *req = cJSON_Parse(json);
    CHECK(req != NULL, "a request does not parse: %s", json);
    ui_calc_open(app, req);
    cJSON_Delete(req);
    calc_screen *st = ui_screen_state(app);
    CHECK(st && ui_screen_top(app) == &ui_screen_calc, "the calculator did not open");
    return ui_screen_top(app) == &ui_screen_calc ? st : NULL;
}

static void check_reasons(ui_app *app, const char *lang, char *requests)
{
    set_lang(app, lang);
    int n = 0;
    char copy[1 << 16];
    snprintf(copy, sizeof copy, "%s", requests);
    for (char *save = NULL, *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save), n++) {
        calc_screen *st = open_request(app, line);
        if (!st) return;
        const sp_score_result *r = &st->calc->res;
        CHECK(st->calc->answer && !r->valid && r->reason_code, "%s line %d: not answered as no win: %s", lang, n + 1, st->calc->error);
        char key[64], a[12], b[12], want[400];
        snprintf(key, sizeof key, "score.reason.%s", sp_score_reason_id(r->reason_code));
        snprintf(a, sizeof a, "%d", (int)r->reason_args[0]);
        snprintf(b, sizeof b, "%d", (int)r->reason_args[1]);
        expect(app, key, a, b, want, sizeof want);
        draw_boxes(app);
        CHECK(strcmp(want, key) && drawn(want), "%s line %d: '%s' is not shown", lang, n + 1, want);
        if (strcmp(lang, "en")) CHECK(!drawn(r->reason), "%s line %d: the English reason is shown: %s", lang, n + 1, r->reason);
        else CHECK(!strcmp(want, r->reason), "en line %d: the window says '%s', the engine '%s'", n + 1, want, r->reason);
        ui_screen_back(app);
    }
    printf("ui_calc_words: %s: %d reasons shown in the window's words\n", lang, n);
}

/* The calculator's own errors, in the window's language (lang must be Chinese: the checks
 * also make sure the English text is not what is shown). */
static void check_errors(ui_app *app, const char *lang)
{
    char want[400];
    set_lang(app, lang);
    /* an empty hand */
    calc_screen *st = open_request(app, "{\"rules\": \"hk-classic\", \"tiles\": \"\", \"win\": \"tsumo\", \"seat\": \"E\"}");
    if (!st) return;
    draw_boxes(app);
    CHECK(st->calc->error[0] && drawn(ui_tr(&app->i18n, "calc.empty")), "%s: an empty hand does not say '%s' (%s)", lang,
          ui_tr(&app->i18n, "calc.empty"), st->calc->error);
    CHECK(!drawn(st->calc->error), "%s: the English error is shown: %s", lang, st->calc->error);
    /* bad notation typed into the tiles field, then into the melds field */
    CHECK(click_zone(app, CALC_Z_FIELD + CALC_FIELD_TILES), "no tiles field");
    type_text(app, "12x");
    expect(app, "calc.err.notation", "3", "", want, sizeof want);
    CHECK(!strcmp(st->field_error[CALC_FIELD_TILES], want), "%s: tiles '12x' say '%s', not '%s'", lang, st->field_error[CALC_FIELD_TILES], want);
    key(SDLK_ESCAPE);
    frame(app);
    CHECK(click_zone(app, CALC_Z_FIELD + CALC_FIELD_MELDS), "no melds field");
    type_text(app, "pon:12");
    expect(app, "calc.err.meld", "pon:12", "", want, sizeof want);
    CHECK(!strcmp(st->field_error[CALC_FIELD_MELDS], want), "%s: melds 'pon:12' say '%s', not '%s'", lang, st->field_error[CALC_FIELD_MELDS], want);
    key(SDLK_ESCAPE);
    frame(app);
    ui_screen_back(app);
    /* the request's errors the model can explain */
    static const struct {
        const char *json, *key, *a, *b;
    } cases[] = {
        {"{\"rules\": \"hk-classic\", \"tiles\": \"123m456p789s11122z\", \"win_tile\": \"2z\", \"win\": \"ron\", \"seat\": \"E\"}",
         "calc.err.needs_discarder", "", ""},
        {"{\"rules\": \"hk-classic\", \"tiles\": \"123m456p789s11122z\", \"win_tile\": \"2z\", \"win\": \"tsumo\", \"seat\": \"E\", "
         "\"others\": {\"S\": {\"melds\": [\"pon:222z@N\"]}}}",
         "calc.err.copies", "2z", "5"},
        {"{\"rules\": \"guizhou-xingyi\", \"players\": 3, \"tiles\": \"123s456m789p234p55m\", \"win_tile\": \"5m\", \"win\": \"tsumo\", "
         "\"seat\": \"N\", \"dealer\": \"E\"}",
         "calc.err.seat_out", "@wind.3", "3"},
        {"{\"rules\": \"hk-classic\", \"tiles\": \"123m456p789s122z\", \"win_tile\": \"2z\", \"win\": \"tsumo\", \"seat\": \"E\"}",
         "calc.err.count", "", ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        st = open_request(app, cases[i].json);
        if (!st) return;
        const char *a = cases[i].a[0] == '@' ? ui_tr(&app->i18n, cases[i].a + 1) : cases[i].a;
        expect(app, cases[i].key, a, cases[i].b, want, sizeof want);
        draw_boxes(app);
        CHECK(!strcmp(st->calc->problem.key, cases[i].key) && drawn(want), "%s case %zu: '%s' is not shown (problem %s, error %s)", lang,
              i + 1, want, st->calc->problem.key, st->calc->error);
        CHECK(!drawn(st->calc->error), "%s case %zu: the English error is shown: %s", lang, i + 1, st->calc->error);
        ui_screen_back(app);
    }
}

/* A pattern left out for another's sake is shown (struck through) with the one including it. */
static void check_struck(ui_app *app, const char *lang)
{
    set_lang(app, lang);
    calc_screen *st = open_request(app, "{\"rules\": \"hk-classic\", \"tiles\": \"555666777z123m99p\", \"win_tile\": \"1m\", "
                                        "\"win\": \"tsumo\", \"seat\": \"S\", \"round\": \"E\", \"dealer\": \"E\"}");
    if (!st) return;
    const sp_ruleset *rs = st->calc->rules;
    int lang_i = app->i18n.lang, by = sp_ruleset_pattern(rs, "dasanyuan"), left = sp_ruleset_pattern(rs, "sanyuanpai");
    char want[200];
    expect(app, "calc.struck_implied", rs->patterns[by].names[lang_i], "", want, sizeof want);
    draw_boxes(app);
    CHECK(st->calc->nexcluded == 1 && drawn(rs->patterns[left].names[lang_i]) && drawn(want), "%s: %d left out, '%s' or '%s' not shown", lang,
          st->calc->nexcluded, rs->patterns[left].names[lang_i], want);
    ui_screen_back(app);
}

int main(void)
{
    static ui_app app;
    if (open_test_app(&app, "800x600", "zh-Hant")) return 1;
    app.no_autosave = true;
    app.save_settings = NULL;
    app.save_path[0] = 0;
    char path[600], err[400];
    snprintf(path, sizeof path, "%s/tests/cli/score-reasons.in.jsonl", SPARROW_SOURCE_DATA_DIR);
    size_t len;
    char *requests = sp_read_file(path, 1 << 16, "requests", &len, err, sizeof err);
    CHECK(requests != NULL, "%s", err);
    if (requests) {
        static const char *langs[3] = {"zh-Hant", "zh-Hans", "en"};
        for (int l = 0; l < 3; l++) check_reasons(&app, langs[l], requests);
        check_errors(&app, "zh-Hant");
        check_errors(&app, "zh-Hans");
        for (int l = 0; l < 3; l++) check_struck(&app, langs[l]);
    }
    free(requests);
    app_close(&app);
    if (failures) fprintf(stderr, "ui_calc_words: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
