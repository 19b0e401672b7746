/* ui_calc_others: the calculator's fields for the other seats' concealed tiles and ready flag
 * (issue 25), through the window, headless:
 * - Guizhou and Wuhan hands are opened without the other seats' hands, which are then typed
 *   into the Other seats tab (the tiles field, the Ready button); the calculator's answer must
 *   equal, byte for byte, what `sparrow-cli score --json` answers for the same request written
 *   out by hand - and differ from the answer without them, so that the fields count;
 * - the tiles fields and Ready buttons are there for exactly the rulesets whose scoring reads
 *   them (Guizhou, Wuhan), the melds fields for every ruleset;
 * - a wrong entry is named in the window's language, naming the seat: bad notation under the
 *   field, and a seat's hand that is no waiting hand, too big, said ready but not, missing or
 *   short of a ready seat's whole hand at an exhaustive draw, in the answer panel;
 * - a played hand opened in the calculator shows the other seats' tiles and flags it carries.
 *   ui_calc_others SPARROW_CLI           the checks
 *   ui_calc_others SPARROW_CLI --shots D the Other seats tab as PNGs, 800x600 and 1920x1080, each language */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_calc_others"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "core/game.h"
#include "core/model.h"
#include "table/ruleset_ids.h"
#include "ui/match.h"
#include "ui/screen_calc.h"
#include "ui/screens.h"
#include "ui_input.h"
#include "ui_test_app.h"

static const char *cli;

static void set_lang(ui_app *app, const char *lang)
{
    char err[300];
    snprintf(app->settings.lang, sizeof app->settings.lang, "%s", lang);
    CHECK(ui_i18n_load(&app->i18n, app->assets_dir, lang, err, sizeof err) == 0, "%s", err);
    ui_text_set_lang(&app->text, lang);
}

/* The CLI's answer to one request (one line, malloc'ed), NULL when it printed none. */
static char *cli_answer(const cJSON *req)
{
    char tmp[] = "/tmp/ui_calc_others_XXXXXX";
    int fd = mkstemp(tmp);
    if (fd < 0) return NULL;
    FILE *f = fdopen(fd, "w");
    char *s = cJSON_PrintUnformatted(req);
    fprintf(f, "%s\n", s);
    cJSON_free(s);
    fclose(f);
    char cmd[1200], line[65536];
    snprintf(cmd, sizeof cmd, "'%s' score --json --lang en < '%s'", cli, tmp);
    FILE *p = popen(cmd, "r");
    char *out = p && fgets(line, sizeof line, p) ? strdup(line) : NULL;
    if (p) pclose(p);
    unlink(tmp);
    if (out) out[strcspn(out, "\n")] = 0;
    return out;
}

/* What the calculator shows as its answer, as the CLI prints it (its error line when refused). */
static char *calc_answer(const calc_screen *st)
{
    if (st->calc->answer) return cJSON_PrintUnformatted(st->calc->answer);
    cJSON *e = cJSON_CreateObject();
    cJSON_AddStringToObject(e, "error", st->calc->error);
    cJSON_AddNumberToObject(e, "line", 1);
    char *s = cJSON_PrintUnformatted(e);
    cJSON_Delete(e);
    return s;
}

/* Focuses a field, empties it, types text and ends typing with Return. */
static void type_into(ui_app *app, int field, const char *text, const char *where)
{
    CHECK(click_zone(app, CALC_Z_FIELD + field), "%s: no field %d on the Other seats tab", where, field);
    for (int i = 0; i < 60; i++) key(SDLK_BACKSPACE);
    frame(app);
    if (text[0]) type_text(app, text);
}

static void end_typing(ui_app *app)
{
    key(SDLK_RETURN);
    frame(app);
}

/* One seat's facts, typed: its tiles (NULL: left alone) and clicks on Ready (1: ready, 2: not). */
typedef struct {
    char seat;
    const char *tiles;
    int ready_clicks;
} typed;

typedef struct {
    const char *name;
    const char *base; /* the request opened (the other seats' hands left out) */
    typed seats[3];
} hand_case;

static const hand_case cases[] = {
    {"guizhou 查叫: S ready from its tiles, W and N not",
     "{\"rules\":\"guizhou-xingyi\",\"tiles\":\"11m22m33m44m55p66p7p\",\"melds\":[],\"win\":\"draw\",\"seat\":\"E\",\"players\":4,\"dealer\":\"E\"}",
     {{'S', "111p234p567p999p8p", 0}, {'W', NULL, 2}, {'N', NULL, 2}}},
    {"guizhou: a ready S holds a 幺鸡 (1s)",
     "{\"rules\":\"guizhou-xingyi\",\"tiles\":\"444s666p99p888s\",\"melds\":[\"pon:222m@S\"],\"win_tile\":\"8s\",\"win\":\"ron\","
     "\"seat\":\"N\",\"discarder\":\"E\",\"indicator\":\"7p\",\"players\":4,\"dealer\":\"E\","
     "\"others\":{\"W\":{\"melds\":[\"pon:111s@N\"],\"zeren\":[\"1s\"]}}}",
     {{'S', "1s", 1}, {'E', NULL, 2}, {'W', NULL, 2}}},
    {"guizhou: E ready from its tiles, three 幺鸡 for it",
     "{\"rules\":\"guizhou-xingyi\",\"tiles\":\"123s456m789p234p55m\",\"melds\":[],\"win_tile\":\"5m\",\"win\":\"tsumo\",\"seat\":\"S\","
     "\"indicator\":\"5s\",\"players\":4,\"dealer\":\"E\",\"others\":{\"W\":{\"ready\":false},\"N\":{\"ready\":false}}}",
     {{'E', "111s234m678m789p9p", 0}}},
    {"wuhan 承包: 全求人 off E, whose tiles are not ready",
     "{\"rules\":\"wuhan-hongzhong\",\"options\":{\"qihu_big_exempt\":true},\"tiles\":\"1p5s\",\"melds\":[\"chi:234m@W\",\"pon:555p@E\","
     "\"pon:888s@S\",\"pon:777p@W\"],\"win_tile\":\"5s\",\"win\":\"ron\",\"seat\":\"N\",\"round\":\"E\",\"dealer\":\"E\",\"discarder\":\"E\","
     "\"indicator\":\"9p\",\"others\":{\"E\":{\"melds\":[\"pon:111z@S\"]},\"S\":{\"melds\":[\"chi:345p@E\",\"pon:666s@W\"]}}}",
     {{'E', "13579m2468p9s", 0}}},
    {"wuhan 承包: the same, E said not ready",
     "{\"rules\":\"wuhan-hongzhong\",\"options\":{\"qihu_big_exempt\":true},\"tiles\":\"1p5s\",\"melds\":[\"chi:234m@W\",\"pon:555p@E\","
     "\"pon:888s@S\",\"pon:777p@W\"],\"win_tile\":\"5s\",\"win\":\"ron\",\"seat\":\"N\",\"round\":\"E\",\"dealer\":\"E\",\"discarder\":\"E\","
     "\"indicator\":\"9p\",\"others\":{\"E\":{\"melds\":[\"pon:111z@S\"]},\"S\":{\"melds\":[\"chi:345p@E\",\"pon:666s@W\"]}}}",
     {{'E', NULL, 2}}},
    {"wuhan 查大叫: every seat's hand typed",
     "{\"rules\":\"wuhan-hongzhong\",\"win\":\"draw\",\"tiles\":\"5m234s789s\",\"melds\":[\"pon:333m@S\",\"chi:456p@N\"],\"seat\":\"E\","
     "\"round\":\"E\",\"dealer\":\"E\",\"indicator\":\"1z\",\"special_kongs\":{\"hongzhong\":1,\"laizi\":0,\"pizi\":0},"
     "\"others\":{\"S\":{\"melds\":[\"pon:666s@W\"]},\"W\":{\"melds\":[\"ankan:9999p\"]},\"N\":{\"melds\":[\"pon:888p@E\"],"
     "\"special_kongs\":{\"hongzhong\":0,\"laizi\":0,\"pizi\":1}}}}",
     {{'S', "123789m456p2p", 0}, {'W', "1579m2468s17p", 0}, {'N', "147m1479s346z", 0}}},
};

/* Guizhou with W's hand and flag left unsaid: what is typed for W must be a waiting hand. */
static const hand_case unsaid = {"guizhou, W's hand unsaid",
                                 "{\"rules\":\"guizhou-xingyi\",\"tiles\":\"123s456m789p234p55m\",\"melds\":[],\"win_tile\":\"5m\","
                                 "\"win\":\"tsumo\",\"seat\":\"S\",\"indicator\":\"5s\",\"players\":4,\"dealer\":\"E\","
                                 "\"others\":{\"N\":{\"ready\":false}}}",
                                 {{'E', "111s234m678m789p9p", 0}}};

/* The base request with the typed facts written in by hand: what the player meant. */
static cJSON *meant(const hand_case *hc)
{
    cJSON *req = cJSON_Parse(hc->base);
    cJSON *others = cJSON_GetObjectItemCaseSensitive(req, "others");
    if (!others) others = cJSON_AddObjectToObject(req, "others");
    for (int i = 0; i < 3 && hc->seats[i].seat; i++) {
        char name[2] = {hc->seats[i].seat, 0};
        cJSON *o = cJSON_GetObjectItemCaseSensitive(others, name);
        if (!o) o = cJSON_AddObjectToObject(others, name);
        if (hc->seats[i].tiles) cJSON_AddStringToObject(o, "tiles", hc->seats[i].tiles);
        if (hc->seats[i].ready_clicks) cJSON_AddBoolToObject(o, "ready", hc->seats[i].ready_clicks == 1);
    }
    return req;
}

/* Opens the base hand, types the seats' facts on the Other seats tab; the calculator's state. */
static calc_screen *typed_in(ui_app *app, const hand_case *hc)
{
    ui_show(app, &ui_screen_title);
    cJSON *base = cJSON_Parse(hc->base);
    CHECK(base != NULL, "%s: the base request does not parse", hc->name);
    ui_calc_open(app, base);
    cJSON_Delete(base);
    calc_screen *st = ui_screen_state(app);
    if (ui_screen_top(app) != &ui_screen_calc || !st) return NULL;
    CHECK(click_zone(app, CALC_Z_TAB + CALC_TAB_OTHERS), "%s: no Other seats tab", hc->name);
    for (int i = 0; i < 3 && hc->seats[i].seat; i++) {
        char name[2] = {hc->seats[i].seat, 0};
        int s = sp_parse_seat(name);
        if (hc->seats[i].tiles) {
            type_into(app, CALC_FIELD_HELD0 + s, hc->seats[i].tiles, hc->name);
            CHECK(!st->field_error[CALC_FIELD_HELD0 + s][0], "%s: seat %s's tiles '%s' refused: %s", hc->name, name, hc->seats[i].tiles,
                  st->field_error[CALC_FIELD_HELD0 + s]);
            end_typing(app);
        }
        for (int k = 0; k < hc->seats[i].ready_clicks; k++)
            CHECK(click_zone(app, CALC_Z_READY + s), "%s: no Ready button for seat %s", hc->name, name);
    }
    return st;
}

/* 1. Typed hands answer as the CLI does, and not as without them. */
static void typed_hands(ui_app *app)
{
    set_lang(app, "en");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const hand_case *hc = &cases[i];
        cJSON *base = cJSON_Parse(hc->base), *req = meant(hc);
        char *before = cli_answer(base), *want = cli_answer(req);
        calc_screen *st = typed_in(app, hc);
        char *got = st ? calc_answer(st) : strdup("(no calculator)");
        CHECK(want && !strcmp(got, want), "%s:\n  calculator: %s\n  cli:        %s", hc->name, got, want ? want : "(none)");
        CHECK(before && want && strcmp(before, want), "%s: the other seats' hands change nothing: %s", hc->name, want ? want : "");
        if (want && !strcmp(got, want)) printf("ui_calc_others: %s: the calculator answers as sparrow-cli score: %.160s\n", hc->name, got);
        free(before);
        free(want);
        cJSON_free(got);
        cJSON_Delete(base);
        cJSON_Delete(req);
    }
}

/* 2. The fields are there for the rulesets whose scoring reads them, and only there. */
/* The other seats' fields and Ready buttons on the tab: melds, tiles, ready. */
static void count_other_fields(ui_app *app, int *melds, int *tiles, int *ready)
{
    ui_draw(app);
    *melds = *tiles = *ready = 0;
    for (int z = 0; z < app->nzones; z++) {
        int id = app->zones[z].id;
        *melds += id >= CALC_Z_FIELD + CALC_FIELD_SEAT0 && id < CALC_Z_FIELD + CALC_FIELD_SEAT0 + 4;
        *tiles += id >= CALC_Z_FIELD + CALC_FIELD_HELD0 && id < CALC_Z_FIELD + CALC_FIELD_HELD0 + 4;
        *ready += id >= CALC_Z_READY && id < CALC_Z_READY + 4;
    }
}

/* Guizhou's 人数 (renshu) set to 3 and to 2 on the Options tab: the Other seats tab lists only
 * the seats in play, and a seat out of play is never sent. */
static void seats_in_play(ui_app *app)
{
    char err[400];
    ui_show(app, &ui_screen_title);
    CHECK(app_sample_screen(app, "calculator", "guizhou-xingyi", 1, err, sizeof err) == 0, "%s", err);
    calc_screen *st = ui_screen_state(app);
    int o = sp_ruleset_option(st->calc->rules, "renshu");
    CHECK(o >= 0, "guizhou-xingyi has no renshu option");
    st->calc->seat = 0; /* East wins: the others are S, W (and N) */
    for (int players = 4; players >= 2; players--) {
        char want[2] = {(char)('0' + players), 0};
        CHECK(click_zone(app, CALC_Z_TAB + CALC_TAB_OPTIONS), "no Options tab");
        for (int k = 0; k < 8 && strcmp(st->calc->rules->options[o].choices[st->calc->options[o]], want); k++) {
            CHECK(click_zone(app, CALC_Z_OPTION + o), "no renshu button on the Options tab");
            frame(app);
        }
        CHECK(!strcmp(st->calc->rules->options[o].choices[st->calc->options[o]], want), "renshu never reads %s", want);
        CHECK(ui_calc_players(st->calc) == players, "%d players in play, renshu %s", ui_calc_players(st->calc), want);
        CHECK(click_zone(app, CALC_Z_TAB + CALC_TAB_OTHERS), "no Other seats tab");
        int melds, tiles, ready;
        count_other_fields(app, &melds, &tiles, &ready);
        CHECK(melds == players - 1 && tiles == players - 1 && ready == players - 1,
              "%d players: %d melds fields, %d tiles fields, %d Ready buttons (want %d each)", players, melds, tiles, ready, players - 1);
        /* the last seat's facts (typed while it was in play) are not sent once it is out */
        st->calc->others[3].set = true;
        st->calc->others[3].ready = 0;
        cJSON *req = ui_calc_request(st->calc);
        const cJSON *others = cJSON_GetObjectItemCaseSensitive(req, "others");
        CHECK((cJSON_GetObjectItemCaseSensitive(others, "N") != NULL) == (players == 4), "%d players: seat N %s sent", players,
              players == 4 ? "not" : "still");
        cJSON_Delete(req);
        st->calc->others[3].set = false;
        st->calc->others[3].ready = -1;
    }
    printf("ui_calc_others: Guizhou with 4, 3 and 2 players lists 3, 2 and 1 other seats\n");
}

static void only_where_used(ui_app *app)
{
    char ids[16][SP_ID_LEN];
    int n = sp_ruleset_ids(ids, 16), with = 0;
    for (int i = 0; i < n; i++) {
        char err[400];
        ui_show(app, &ui_screen_title);
        CHECK(app_sample_screen(app, "calculator", ids[i], 1, err, sizeof err) == 0, "%s: %s", ids[i], err);
        calc_screen *st = ui_screen_state(app);
        if (!st || !st->calc->rules) continue;
        const sp_model *m = sp_model_of(st->calc->rules);
        bool reads = m && (m->id == SP_MODEL_GUIZHOU || m->id == SP_MODEL_WUHAN);
        CHECK(click_zone(app, CALC_Z_TAB + CALC_TAB_OTHERS), "%s: no Other seats tab", ids[i]);
        int melds, tiles, ready;
        count_other_fields(app, &melds, &tiles, &ready);
        CHECK(melds == 3, "%s: %d melds fields for the other seats", ids[i], melds);
        CHECK(tiles == (reads ? 3 : 0) && ready == (reads ? 3 : 0), "%s: %d tiles fields and %d Ready buttons (%s)", ids[i], tiles, ready,
              reads ? "its scoring reads them" : "its scoring reads none");
        with += reads;
    }
    CHECK(with == 2, "%d rulesets offer the other seats' hands, not 2 (Guizhou, Wuhan)", with);
    printf("ui_calc_others: %d rulesets: the other seats' tiles and Ready in %d (Guizhou, Wuhan), melds in all\n", n, with);
}

/* The problem the answer panel shows, in the window's language. */
static void problem_words(ui_app *app, const calc_screen *st, char *out, size_t len)
{
    calc_msg_words(app, &st->calc->problem, out, len);
}

/* 3. Wrong entries named, with the seat, in each language. */
static void errors(ui_app *app)
{
    static const char *langs[3] = {"en", "zh-Hant", "zh-Hans"};
    static const char *want_keys[] = {"calc.err.other_count", "calc.err.other_too_many", "calc.err.other_not_ready", "calc.err.other_needs_hand",
                                      "calc.err.other_draw_full"};
    for (int l = 0; l < 3; l++) {
        set_lang(app, langs[l]);
        /* Guizhou, seat W: bad notation under its field, then hands that are not waiting hands */
        calc_screen *st = typed_in(app, &unsaid);
        if (!st) continue;
        enum { W = 2 };
        type_into(app, CALC_FIELD_HELD0 + W, "12x", "notation");
        char want[400], said[400];
        snprintf(want, sizeof want, "%s", ui_tr(&app->i18n, "calc.err.notation"));
        char *at = strstr(want, "{1}");
        if (at) memmove(at + 1, at + 3, strlen(at + 3) + 1), at[0] = '3';
        CHECK(!strcmp(st->field_error[CALC_FIELD_HELD0 + W], want), "%s: W's tiles '12x' say '%s', not '%s'", langs[l],
              st->field_error[CALC_FIELD_HELD0 + W], want);
        end_typing(app);
        CHECK(!st->field_error[CALC_FIELD_HELD0 + W][0] && !st->fields[CALC_FIELD_HELD0 + W].text[0], "%s: Return kept '%s'", langs[l],
              st->fields[CALC_FIELD_HELD0 + W].text);
        static const char *const hands[] = {"11p", "22334466778899s", "1357m2468p2468s9s", NULL, "22p"};
        for (int k = 0; k < 5; k++) {
            const char *seat = ui_tr(&app->i18n, k != 3 ? "wind.2" : "wind.1");
            if (k < 2) {
                type_into(app, CALC_FIELD_HELD0 + W, hands[k], "hand");
                end_typing(app);
            } else if (k == 2 || k == 4) { /* at a draw (查叫) a seat said ready has its whole hand checked */
                const hand_case *d = &cases[0];
                st = typed_in(app, &(hand_case){d->name, d->base, {{'S', d->seats[0].tiles, 0}, {'N', NULL, 2}, {'W', hands[k], 1}}});
                if (!st) break;
            } else { /* Wuhan at a draw, S's hand left out */
                const hand_case *w = &cases[5];
                st = typed_in(app, &(hand_case){w->name, w->base, {{'W', w->seats[1].tiles, 0}, {'N', w->seats[2].tiles, 0}}});
                if (!st) break;
            }
            problem_words(app, st, said, sizeof said);
            CHECK(!st->calc->answer && !strcmp(st->calc->problem.key, want_keys[k]), "%s: case %d: the problem is '%s' (%s), not %s", langs[l],
                  k, st->calc->problem.key, st->calc->error, want_keys[k]);
            CHECK(strstr(said, seat) && !strchr(said, '{') && strcmp(said, st->calc->error),
                  "%s: case %d: '%s' does not name seat %s in the window's words", langs[l], k, said, seat);
            printf("ui_calc_others: %s: %s\n", langs[l], said);
        }
    }
    set_lang(app, "en");
}

/* 4. A played hand's other seats, as carried: each seat's tiles in its field, its flag on its
 * button. */
static void from_played(ui_app *app, const char *rules)
{
    char err[400];
    ui_show(app, &ui_screen_title);
    CHECK(app_sample_screen(app, "result", rules, 3, err, sizeof err) == 0, "%s: %s", rules, err);
    frame(app);
    sp_score_input want;
    _Alignas(16) static unsigned char extra[SP_GAME_EXTRA_SIZE];
    CHECK(sp_game_win_input_extra(&app->match->s->game, 0, &want, extra, err, sizeof err) == 0, "%s: %s", rules, err);
    CHECK(click_zone(app, 51), "%s: the result has no Calculator button", rules); /* screen_result.c's RESULT_CALC */
    calc_screen *st = ui_screen_state(app);
    if (ui_screen_top(app) != &ui_screen_calc || !st) return;
    CHECK(click_zone(app, CALC_Z_TAB + CALC_TAB_OTHERS), "%s: no Other seats tab", rules);
    int shown = 0;
    for (int s = 0; s < want.players; s++) {
        if (s == want.seat) continue;
        char text[96] = "";
        if (want.seats[s].has_tiles) sp_format_tiles(want.seats[s].tiles, SP_KINDS, text, sizeof text);
        CHECK(!strcmp(st->fields[CALC_FIELD_HELD0 + s].text, text), "%s: seat %d's tiles field shows '%s', the hand carried '%s'", rules, s,
              st->fields[CALC_FIELD_HELD0 + s].text, text);
        CHECK(st->calc->others[s].ready == want.seats[s].ready, "%s: seat %d's Ready is %d, the hand carried %d", rules, s,
              st->calc->others[s].ready, want.seats[s].ready);
        shown += text[0] != 0;
    }
    CHECK(shown > 0, "%s: the played hand carried no other seat's tiles", rules);
    printf("ui_calc_others: %s: a played hand's %d other seats' tiles in their fields\n", rules, shown);
    key(SDLK_ESCAPE);
    frame(app);
}

static void shot(ui_app *app, const char *dir, const char *name, const char *lang, const char *size)
{
    char path[600], err[300];
    snprintf(path, sizeof path, "%s/calc-%s-%s-%s.png", dir, name, lang, size);
    ui_draw(app);
    if (app_save_png(app, path, err, sizeof err)) fprintf(stderr, "%s\n", err);
}

static int shots(const char *dir)
{
    const char *langs[] = {"en", "zh-Hant", "zh-Hans"}, *sizes[] = {"800x600", "1920x1080"};
    for (int l = 0; l < 3; l++)
        for (int z = 0; z < 2; z++) {
            char tmpl[] = "/tmp/sparrow-ui-calc-others-XXXXXX";
            char *home = start_headless_test(tmpl);
            static ui_app app;
            memset(&app, 0, sizeof app);
            if (!home || open_test_app(&app, sizes[z], langs[l])) return 1;
            app.no_autosave = true;
            calc_screen *st = typed_in(&app, &cases[0]);
            if (st) shot(&app, dir, "guizhou-draw", langs[l], sizes[z]);
            st = typed_in(&app, &cases[3]);
            if (st) {
                type_into(&app, CALC_FIELD_HELD0 + 1, "12x", "shot");
                shot(&app, dir, "wuhan-error", langs[l], sizes[z]);
                end_typing(&app);
            }
            st = typed_in(&app, &unsaid);
            if (st) {
                type_into(&app, CALC_FIELD_HELD0 + 2, "11p", "shot");
                end_typing(&app);
                shot(&app, dir, "guizhou-problem", langs[l], sizes[z]);
            }
            char err[300];
            if (!app_sample_screen(&app, "calculator", "hk-classic", 1, err, sizeof err) && click_zone(&app, CALC_Z_TAB + CALC_TAB_OTHERS))
                shot(&app, dir, "hk-others", langs[l], sizes[z]);
            ui_show(&app, &ui_screen_title);
            finish_test_app(&app, home, 0);
        }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: ui_calc_others SPARROW_CLI [--shots DIR]\n");
        return 2;
    }
    cli = argv[1];
    if (argc == 4 && !strcmp(argv[2], "--shots")) return shots(argv[3]);
    char tmpl[] = "/tmp/sparrow-ui-calc-others-XXXXXX";
    char *dir = start_headless_test(tmpl);
    static ui_app app;
    if (!dir || open_test_app(&app, "1280x720", "en")) return 1;
    app.no_autosave = true;
    typed_hands(&app);
    only_where_used(&app);
    seats_in_play(&app);
    errors(&app);
    from_played(&app, "guizhou-xingyi");
    from_played(&app, "wuhan-hongzhong");
    ui_show(&app, &ui_screen_title);
    return finish_test_app(&app, dir, failures);
}
