/* ui_guest_sheets: a LAN guest's hand result shows what the host's does (issue 20 items 2 and 8):
 * the same settlement rows in "Who pays" - each Guizhou chicken with its tile and payer, Wuhan's
 * factors and 封顶 / 金顶, Hong Kong's 包牌 liability - for wins, several winners and drawn hands
 * that settle (荒庄查叫), in every ruleset.
 * - On the wire: worked examples (tests/vectors) and hands played by computer players in all six
 *   rulesets, each host score sheet encoded as the host sends it, decoded and checked as a guest
 *   does and made a result again: equal in everything the screen reads, and its rows equal.
 * - In the window: a headless host on 127.0.0.1 plays Guizhou, Wuhan and Hong Kong hands with the
 *   window's seat played by a computer player behind a headless client; at each hand's end the
 *   window shows that client's result screen as a guest would: its "Who pays" rows are the rows
 *   of the host's own score sheet, and the panel shows them.
 *   ui_guest_sheets VECTORS_DIR                                  exit 0 when every check passes */
#define UI_TEST_NAME "ui_guest_sheets"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "core/game.h"
#include "core/model.h"
#include "rules_fixture.h"
#include "table/score_request.h"
#include "ui/match.h"
#include "ui/screens.h"
#include "ui/sheet_lines.h"
#include "ui_input.h"
#include "ui_test_app.h"

/* net_harness.h stops a cmocka test on a setup failure; here it stops the program */
#define fail_msg(...) (fprintf(stderr, UI_TEST_NAME ": " __VA_ARGS__), fputc('\n', stderr), exit(1))
#include "net_harness.h"
#include "sheet_diff.h"

static const char *const winds[SP_SEATS] = {"E", "S", "W", "N"};

/* What the sheet counts for: its rows and cap names seen. */
typedef struct {
    int sheets, rows, tile_rows, draws, multi, wild, liable;
} seen;

static bool same_rows(const ui_sheet_row *a, const ui_sheet_row *b, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(a[i].why, b[i].why) || strcmp(a[i].who, b[i].who) || strcmp(a[i].amount, b[i].amount) || a[i].kind != b[i].kind ||
            a[i].payers != b[i].payers || a[i].to != b[i].to || a[i].each != b[i].each)
            return false;
    return true;
}

/* The host's result r travels as a sheets message (a win's, or as the drawn hand's): the guest's
 * decoded, checked result equals r in what the screen reads, and so do its rows and the ready
 * line. Returns the rows. */
static int travels(const ui_app *app, const sp_ruleset *rs, const sp_score_result *r, int players, int discarder, bool draw,
                   const char *what, seen *sn)
{
    static sp_net_sheets sh;
    memset(&sh, 0, sizeof sh);
    sp_msg m = {.type = SP_MSG_SHEETS, .u.sheets = &sh}, d = {.type = SP_MSG_COUNT};
    m.u.sheets->hand = 1;
    if (draw) {
        m.u.sheets->has_draw = true;
        sp_net_sheet_from_result(r, &m.u.sheets->draw);
    } else {
        m.u.sheets->n = 1;
        sp_net_sheet_from_result(r, &m.u.sheets->sheet[0]);
    }
    size_t len;
    char *text = sp_msg_encode(&m, &len);
    char err[300];
    CHECK(text && sp_msg_decode(text, len, SP_NET_HOST_MAX, &d, err, sizeof err) == 0, "%s: decode: %s", what, text ? err : "no text");
    free(text);
    CHECK(sp_msg_check_sheets(&d, rs, players, err, sizeof err) == 0, "%s: check: %s", what, err);
    static sp_score_result g;
    if (d.u.sheets) sp_net_sheet_to_result(draw ? &d.u.sheets->draw : &d.u.sheets->sheet[0], &g);
    sp_msg_free(&d);
    char why[200];
    sheet_diff(&g, r, why, sizeof why);
    CHECK(!why[0], "%s: the guest's sheet differs: %s", what, why);
    static ui_sheet_row want[UI_SHEET_ROWS], got[UI_SHEET_ROWS];
    int n = ui_sheet_rows(rs, r, players, discarder, winds, &app->i18n, want, UI_SHEET_ROWS);
    int k = ui_sheet_rows(rs, &g, players, discarder, winds, &app->i18n, got, UI_SHEET_ROWS);
    CHECK(n == k && same_rows(want, got, n), "%s: the guest has %d rows, the host %d (or they differ)", what, k, n);
    char ra[200], rb[200];
    ui_sheet_ready_line(r, players, winds, &app->i18n, ra, sizeof ra);
    ui_sheet_ready_line(&g, players, winds, &app->i18n, rb, sizeof rb);
    CHECK(!strcmp(ra, rb), "%s: ready line '%s', the host's '%s'", what, rb, ra);
    sn->sheets++;
    sn->rows += n;
    sn->draws += draw && n > 0;
    sn->wild += g.nwild > 0;
    for (int i = 0; i < n; i++) sn->tile_rows += got[i].kind >= 0;
    for (int i = 0; i < g.nfields; i++) sn->liable += !strcmp(g.fields[i].key, "liability") || !strcmp(g.fields[i].key, "liable");
    return n;
}

/* ---- worked examples ---- */

/* The request of vector `id` in dir/<rules>.jsonl (NULL when not found; cJSON_Delete it). */
static cJSON *vector_request(const char *dir, const char *rules, const char *id)
{
    char path[512], line[16384];
    snprintf(path, sizeof path, "%s/%s.jsonl", dir, rules);
    FILE *f = fopen(path, "r");
    if (!f) return NULL;
    cJSON *req = NULL;
    while (!req && fgets(line, sizeof line, f)) {
        cJSON *v = cJSON_Parse(line);
        const cJSON *vid = cJSON_GetObjectItemCaseSensitive(v, "id");
        if (cJSON_IsString(vid) && !strcmp(vid->valuestring, id))
            req = cJSON_DetachItemFromObjectCaseSensitive(v, "request");
        cJSON_Delete(v);
    }
    fclose(f);
    return req;
}

static void vectors(const ui_app *app, const char *dir)
{
    static const struct {
        const char *rules, *id, *what; /* what it must show: "tile" a row with a tile, "cap" a capped row, "draw", "wild", "liable" */
    } cases[] = {
        {"guizhou-xingyi", "G4", "tile"},   {"guizhou-xingyi", "G3", "tile"},    {"guizhou-xingyi", "G10-S", "rows"},
        {"guizhou-xingyi", "G10-W", "rows"}, {"guizhou-xingyi", "G14", "draw"},  {"guizhou-xingyi", "G15a", "draw"},
        {"wuhan-hongzhong", "W2", "cap"},   {"wuhan-hongzhong", "W3a", "cap"},   {"wuhan-hongzhong", "W8a", "liable"},
        {"wuhan-hongzhong", "W11b", "wild"}, {"wuhan-hongzhong", "W17", "draw"}, {"hk-classic", "C17a", "liable"},
        {"hk-classic", "C22", "liable"},    {"hk-xigu", "X10a", "liable"},       {"mcr", NULL, "rows"},
        {"mingjiang", NULL, "rows"},
    };
    static sp_ruleset rs;
    static score_extras x;
    char err[600];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        CHECK(sp_ruleset_load(cases[i].rules, &rs, err, sizeof err) == 0, "%s", err);
        cJSON *req = NULL;
        if (cases[i].id) req = vector_request(dir, cases[i].rules, cases[i].id);
        else { /* the ruleset's first vector */
            char path[512], line[16384];
            snprintf(path, sizeof path, "%s/%s.jsonl", dir, cases[i].rules);
            FILE *f = fopen(path, "r");
            cJSON *v = f && fgets(line, sizeof line, f) ? cJSON_Parse(line) : NULL;
            req = cJSON_DetachItemFromObjectCaseSensitive(v, "request");
            cJSON_Delete(v);
            if (f) fclose(f);
        }
        char what[96];
        snprintf(what, sizeof what, "%s vector %s", cases[i].rules, cases[i].id ? cases[i].id : "1");
        CHECK(req != NULL, "%s: not found in %s", what, dir);
        if (!req) continue;
        sp_score_input in;
        static sp_score_result r;
        cJSON *ans = score_request_answer(req, &rs, &x, app->i18n.lang, &in, &r, err, sizeof err);
        CHECK(ans != NULL, "%s: %s", what, err);
        cJSON_Delete(ans);
        cJSON_Delete(req);
        if (!ans) continue;
        bool draw = in.win == SP_WIN_DRAW;
        seen sn = {0};
        int n = travels(app, &rs, &r, in.players, draw ? -1 : in.win == SP_WIN_RON ? in.discarder : -1, draw, what, &sn);
        const char *w = cases[i].what;
        CHECK(n > 0, "%s: no settlement rows", what);
        if (!strcmp(w, "tile")) CHECK(sn.tile_rows > 0, "%s: no row names its tile (a chicken)", what);
        if (!strcmp(w, "draw")) CHECK(draw && sn.draws == 1, "%s: not a settling draw", what);
        if (!strcmp(w, "wild")) CHECK(sn.wild == 1, "%s: no wildcard marked", what);
        if (!strcmp(w, "liable")) CHECK(sn.liable > 0, "%s: no liability", what);
        if (!strcmp(w, "cap")) {
            const char *id = !strcmp(cases[i].id, "W3a") ? "jinding" : "fengding";
            int o = sp_ruleset_option(&rs, id);
            static ui_sheet_row rows[UI_SHEET_ROWS];
            int k = ui_sheet_rows(&rs, &r, in.players, in.discarder, winds, &app->i18n, rows, UI_SHEET_ROWS);
            bool named = false;
            for (int j = 0; o >= 0 && j < k; j++) named |= strstr(rows[j].amount, rs.options[o].names[app->i18n.lang]) != NULL;
            CHECK(named, "%s: no row names %s", what, id);
        }
        printf("ui_guest_sheets: %s: %d rows travel (%d with a tile)\n", what, n, sn.tile_rows);
    }
}

/* ---- hands played by computer players ---- */

static void played(ui_app *app)
{
    char ids[MAX_SHIPPED][SP_ID_LEN], err[600];
    int nids = shipped_ruleset_ids(ids);
    CHECK(nids >= 6, "%d shipped rulesets", nids);
    static sp_ruleset rs;
    for (int k = 0; k < nids; k++) {
        const char *id = ids[k];
        CHECK(sp_ruleset_load(id, &rs, err, sizeof err) == 0, "%s", err);
        const sp_game_hooks *hooks = sp_model_of(&rs)->hooks;
        bool settles = hooks && hooks->draw_result; /* 查叫 and chickens at a drawn hand */
        bool several = !strcmp(id, "mingjiang"); /* 一炮多響 */
        seen sn = {0};
        int wins = 0;
        for (uint64_t seed = 1; seed < 1000 && (wins < 6 || (settles && sn.draws < 2) || (several && !sn.multi)); seed++) {
            CHECK(app_start_match(app, id, seed, true, err, sizeof err) == 0, "%s", err);
            ui_match_play_hands(app->match, 1);
            const sp_game *g = &app->match->s->game;
            const sp_hand_outcome *o = &g->outcome;
            static sp_score_result r;
            char what[96];
            if (o->kind == SP_END_EXHAUSTED) {
                if (sp_game_draw_result(g, &r, err, sizeof err)) continue; /* the ruleset does not settle draws */
                snprintf(what, sizeof what, "%s draw, seed %llu", id, (unsigned long long)seed);
                travels(app, app->match->rules, &r, g->players, -1, true, what, &sn);
                continue;
            }
            for (int i = 0; o->kind == SP_END_WIN && i < o->nwins; i++) {
                snprintf(what, sizeof what, "%s win %d of %d, seed %llu", id, i + 1, o->nwins, (unsigned long long)seed);
                CHECK(sp_game_win_result(g, i, &r, err, sizeof err) == 0, "%s: %s", what, err);
                travels(app, app->match->rules, &r, g->players, o->wins[i].discarder, false, what, &sn);
                wins++;
            }
            sn.multi += o->kind == SP_END_WIN && o->nwins > 1;
        }
        CHECK(wins >= 6 && (!settles || sn.draws >= 2) && (!several || sn.multi), "%s: %d wins, %d settling draws, %d hands of several "
              "winners seen", id, wins, sn.draws, sn.multi);
        CHECK(sn.rows > 0, "%s: no rows", id);
        printf("ui_guest_sheets: %s: %d sheets travelled (%d wins, %d of several winners' hands, %d settling draws), %d rows, %d "
               "with a tile, %d with wildcards\n",
               id, sn.sheets, wins, sn.multi, sn.draws, sn.rows, sn.tile_rows, sn.wild);
    }
}

/* ---- the window as a LAN guest ---- */

/* Presses the zone (its centre) with the window's own event handling only (no update: the
 * host's next hand must not come in between). */
static bool press_zone(ui_app *app, int id)
{
    end_state_texts(app);
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id == id) {
            click(app, app->zones[z].r.x + app->zones[z].r.w / 2, app->zones[z].r.y + app->zones[z].r.h / 2);
            SDL_Event e;
            while (SDL_PollEvent(&e)) ui_event(app, &e);
            return true;
        }
    return false;
}

enum { RESULT_WHO_PAYS = 52 }; /* screen_result.c's "Who pays" button */

/* The host's sheet of the finished hand: win i, or the draw's (i -1). */
static bool host_sheet(const sp_game *g, int i, sp_score_result *r)
{
    char err[200];
    return i >= 0 ? sp_game_win_result(g, i, r, err, sizeof err) == 0 : sp_game_draw_result(g, r, err, sizeof err) == 0;
}

/* The hand has ended at the host and its sheets reached the guest: the window shows the guest's
 * result; each sheet's rows (each winner's tab, or the draw's) are the host's, and "Who pays"
 * shows them. */
static void guest_result(ui_app *app, sp_net_client *c, const sp_game *g, const char *what, seen *sn)
{
    char err[300];
    ui_match *m = ui_match_start_net(c, app->now, err, sizeof err);
    CHECK(m != NULL, "%s: %s", what, err);
    if (!m) return;
    ui_match_free(app->match);
    app->match = m;
    m->result_shown = true;
    ui_show(app, &ui_screen_result);
    const char *rec = end_state_texts(app);
    const sp_hand_outcome *o = &g->outcome;
    /* the seats as the screen names them: their winds in the hand */
    static const char *const wind_keys[SP_SEATS] = {"wind.0", "wind.1", "wind.2", "wind.3"};
    const char *words[SP_SEATS] = {"", "", "", ""};
    for (int s = 0; s < g->players; s++) words[s] = ui_tr(&app->i18n, wind_keys[(s - o->dealer + g->players) % g->players]);
    static ui_sheet_row want[UI_SHEET_ROWS], got[UI_SHEET_ROWS];
    bool full = false, settled = false;
    for (int i = o->kind == SP_END_WIN ? 0 : -1; i < (o->kind == SP_END_WIN ? o->nwins : 0); i++) {
        static sp_score_result host, guest;
        if (!host_sheet(g, i, &host)) return;
        if (i >= 0) {
            CHECK(m->nres == o->nwins, "%s: the guest has %d sheets of %d wins", what, m->nres, o->nwins);
            if (i >= m->nres) return;
            guest = m->res[i];
        } else {
            const sp_net_sheet *sh = sp_net_client_draw_sheet(c, g->hand_number);
            CHECK(sh != NULL, "%s: no draw sheet reached the guest", what);
            if (!sh) return;
            sp_net_sheet_to_result(sh, &guest);
        }
        int discarder = i >= 0 ? o->wins[i].discarder : -1;
        int n = ui_sheet_rows(m->rules, &host, g->players, discarder, words, &app->i18n, want, UI_SHEET_ROWS);
        int k = ui_sheet_rows(m->rules, &guest, g->players, discarder, words, &app->i18n, got, UI_SHEET_ROWS);
        CHECK(n == k && same_rows(want, got, n), "%s: the guest window has %d rows for sheet %d, the host %d", what, k, i, n);
        sn->rows += k;
        sn->sheets++;
        for (int j = 0; j < k; j++) sn->tile_rows += got[j].kind >= 0;
        settled |= n > 0;
        if (!n) continue;
        /* "Who pays" (once): the settlement in the sheet's place; this winner's tab: its first rows as the host's */
        m->res_page = i > 0 ? i : 0;
        if (!full) CHECK(full = press_zone(app, RESULT_WHO_PAYS), "%s: no Who pays button for sheet %d's %d rows:\n%s", what, i, n, rec);
        rec = end_state_texts(app);
        CHECK(strstr(rec, ui_tr(&app->i18n, "sheet.title")) != NULL, "%s: no settlement panel:\n%s", what, rec);
        for (int j = 0; j < n && j < 3; j++)
            CHECK(strstr(rec, want[j].who) != NULL && strstr(rec, want[j].amount) != NULL, "%s: sheet %d row %d '%s' '%s' not shown:\n%s",
                  what, i, j, want[j].who, want[j].amount, rec);
    }
    sn->draws += o->kind == SP_END_EXHAUSTED && settled;
    sn->multi += o->nwins > 1;
}

/* harness_player_step but for the result: the window's player reads it and presses Continue
 * (the loop below), where a computer player would at once (and so faster than the host takes
 * messages of that kind when hands are short). */
static void guest_step(harness_player *p, int64_t now)
{
    int st = sp_net_client_poll(p->c, now);
    if (st == SP_CLIENT_LOBBY && !p->ready_sent) p->ready_sent = sp_net_client_ready(p->c, true) == 0;
    if ((st == SP_CLIENT_LOBBY || st == SP_CLIENT_PLAYING) && !p->bot_ready && sp_net_client_seat(p->c) >= 0) {
        sp_bot_init(&p->bot, p->level, p->bot_seed + (uint64_t)sp_net_client_seat(p->c), NULL);
        p->bot_ready = true;
    }
    const sp_view *v = sp_net_client_view(p->c);
    if (st == SP_CLIENT_PLAYING && p->bot_ready && v && v->phase != SP_PHASE_HAND_OVER) sp_net_client_play_bot(p->c, &p->bot);
    sp_msg m;
    while (sp_net_client_next(p->c, &m)) sp_msg_free(&m);
}

static bool v_over(const sp_net_client *c)
{
    const sp_view *v = sp_net_client_view(c);
    return v && v->phase == SP_PHASE_MATCH_OVER;
}

/* A LAN match of rules_id until the guest window has shown `hands` results (and a settling draw
 * when need_draw, a hand of several winners when need_multi) or the match ends; returns what
 * was shown. */
static seen lan(ui_app *app, const char *rules_id, uint64_t seed, int hands, bool need_draw, bool need_multi)
{
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_ruleset *rs = harness_rules(rules_id);
    sp_net_host_config hc;
    harness_config(&hc, rs, 4, seed, &w);
    hc.bots[0] = -1;
    hc.bots[1] = hc.bots[2] = hc.bots[3] = SP_BOT_NORMAL;
    hc.turn_ms = hc.claim_ms = 0;
    hc.hand_pause_ms = 600000; /* the next hand waits for the guest's Continue */
    sp_net_host *h = harness_start(&hc, &w);
    harness_player p = {.level = SP_BOT_NORMAL, .bot_seed = seed};
    harness_join(&p, rs, sp_net_host_port(h), "Guest", NULL);
    seen sn = {0};
    int done = 0, wins = 0;
    int64_t start = harness_now(), until = start + 120000;
    bool owe = false; /* the Continue the guest owes the host */
    uint32_t checked = 0;
    while (done < 24 && !(done >= hands && (!need_draw || sn.draws > 0) && (!need_multi || sn.multi > 0)) && harness_now() < until &&
           sp_net_host_state(h) != SP_HOST_OVER) {
        sp_net_host_poll(h, harness_now());
        guest_step(&p, harness_now());
        if (owe) { /* at once, as a computer player does: an awaited Continue is never a flood */
            sp_net_client_continue(p.c);
            owe = false;
        }
        const sp_session *s = sp_net_host_session(h);
        const sp_view *v = p.c ? sp_net_client_view(p.c) : NULL;
        if (!s || !v || (v->phase != SP_PHASE_HAND_OVER && v->phase != SP_PHASE_MATCH_OVER) || v->hand_number == checked) {
            harness_sleep_ms(1);
            continue;
        }
        const sp_game *g = &s->game;
        const sp_net_sheet *sheets;
        bool settles = false;
        static sp_score_result dr;
        if (g->outcome.kind == SP_END_EXHAUSTED) settles = host_sheet(g, -1, &dr);
        bool came = sp_net_client_sheets(p.c, v->hand_number, &sheets) == g->outcome.nwins && (g->outcome.nwins || !settles ||
                                                                                                sp_net_client_draw_sheet(p.c, v->hand_number));
        if (!came) {
            harness_sleep_ms(1);
            continue; /* the sheets come a moment after the hand's end */
        }
        checked = v->hand_number;
        char what[96];
        snprintf(what, sizeof what, "LAN %s hand %u (%s)", rules_id, v->hand_number,
                 g->outcome.kind == SP_END_WIN ? "won" : g->outcome.kind == SP_END_EXHAUSTED ? "drawn" : "abortive");
        guest_result(app, p.c, g, what, &sn);
        wins += g->outcome.kind == SP_END_WIN;
        done++;
        if (v->phase == SP_PHASE_MATCH_OVER) break; /* the match's last hand */
        owe = true;
    }
    CHECK(sp_net_client_state(p.c) != SP_CLIENT_FAILED, "%s: the guest failed: %s", rules_id, sp_net_client_reason(p.c));
    CHECK(w.sheet_mismatches == 0, "%s: %u sheets differ from the host's; first: %s", rules_id, w.sheet_mismatches, w.first_mismatch);
    CHECK(done >= hands || v_over(p.c), "%s: %d hands seen by the guest window", rules_id, done);
    CHECK(sn.rows > 0, "%s: no rows in the guest window", rules_id);
    printf("ui_guest_sheets: LAN %s seed %llu: %d hands (%d won, %d of several winners, %d settling draws) shown in the guest window, "
           "%d rows as the host's, %d with a tile; %u sheets checked on the wire; %lld ms (match %s)\n",
           rules_id, (unsigned long long)seed, done, wins, sn.multi, sn.draws, sn.rows, sn.tile_rows, w.sheets_checked,
           (long long)(harness_now() - start), v_over(p.c) ? "over" : "going on");
    ui_screen_replace(app, &ui_screen_title);
    ui_match_free(app->match);
    app->match = NULL;
    sp_net_client_close(p.c);
    sp_net_host_close(h, "test over");
    free(rs);
    return sn;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: ui_guest_sheets VECTORS_DIR\n");
        return 2;
    }
    char tmpl[] = "/tmp/ui_guest_sheets-XXXXXX";
    char *dir = start_headless_test(tmpl);
    static const char *langs[] = {"en", "zh-Hant", "zh-Hans"};
    static ui_app app;
    for (int i = 0; i < 3; i++) {
        if (open_test_app(&app, "1280x720", langs[i])) return 1;
        app.no_autosave = true;
        app.settings.auto_continue = 0;
        vectors(&app, argv[1]);
        if (i == 0) played(&app);
        if (i == 0) {
            static const char *const settling[] = {"guizhou-xingyi", "wuhan-hongzhong"};
            for (int k = 0; k < 2; k++) {
                int draws = 0;
                for (uint64_t seed = 5; seed < 12 && !draws; seed++) draws += lan(&app, settling[k], seed, 6, true, false).draws;
                CHECK(draws > 0, "LAN %s: no settling draw shown", settling[k]);
            }
            lan(&app, "hk-classic", 3, 3, false, false);
            int multi = 0; /* 一炮多响: about one hand in a hundred of 明將 */
            for (uint64_t seed = 1; seed < 40 && !multi; seed++) multi += lan(&app, "mingjiang", seed, 8, false, true).multi;
            CHECK(multi > 0, "LAN mingjiang: no hand of several winners shown");
        }
        if (i < 2) app_close(&app);
    }
    return finish_test_app(&app, dir, failures);
}
