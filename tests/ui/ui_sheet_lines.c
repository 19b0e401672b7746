/* ui_sheet_lines: the hand result says who pays whom, how much and why (issue 20 item 8).
 * - Guizhou: a drawn hand with payments (荒庄查叫) and won hands with chickens and kongs: the
 *   result's lines add up to each seat's payment and to each part (hand, chickens, beans); the
 *   sheet's rows name every payer and the payee, and what each pays adds up to the payee's
 *   income; the drawn result screen shows those rows (with "Who pays" they fill the screen).
 * - Wuhan: for every loser, base x the winner's product x his own factor lines is his raw
 *   payment, and his transfer line is it, capped (封顶 / 金顶), as the payments say.
 * - The rows and their panel in all three languages. */
#define UI_TEST_NAME "ui_sheet_lines"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "core/game.h"
#include "core/model.h"
#include "rules_fixture.h"
#include "ui/match.h"
#include "ui/screens.h"
#include "ui/sheet_lines.h"
#include "ui_input.h"
#include "ui_test_app.h"

static const char *const winds[SP_SEATS] = {"E", "S", "W", "N"};

/* The transfers of r add up to its payments, seat by seat, and to each of its parts. */
static void lines_add_up(const sp_score_result *r, int players, const char *what)
{
    int32_t seat[SP_SEATS] = {0}, part[SP_MAX_PARTS][SP_SEATS];
    memset(part, 0, sizeof part);
    int transfers = 0;
    CHECK(!r->lines_cut, "%s: the lines were cut", what);
    for (int i = 0; i < r->nlines; i++) {
        const sp_pay_line *l = &r->lines[i];
        if (l->flags & SP_LINE_FACTOR) continue;
        transfers++;
        CHECK(l->from >= 0 && l->from < players && l->to >= 0 && l->to < players && l->from != l->to, "%s: line %d from %d to %d",
              what, i, l->from, l->to);
        if (l->from < 0 || l->from >= players || l->to < 0 || l->to >= players) continue;
        CHECK(l->amount > 0, "%s: line %d pays %d", what, i, (int)l->amount);
        seat[l->from] -= l->amount;
        seat[l->to] += l->amount;
        if (l->part >= 0 && l->part < r->nparts) {
            part[l->part][l->from] -= l->amount;
            part[l->part][l->to] += l->amount;
        }
    }
    bool pays = false;
    for (int s = 0; s < players; s++) {
        pays |= r->payments[s] != 0;
        CHECK(seat[s] == r->payments[s], "%s: the lines give seat %d %d, the payments %d", what, s, (int)seat[s], (int)r->payments[s]);
        for (int p = 0; p < r->nparts; p++)
            CHECK(part[p][s] == r->parts[p].seats[s], "%s: part %s of seat %d: lines %d, part %d", what, r->parts[p].name, s,
                  (int)part[p][s], (int)r->parts[p].seats[s]);
    }
    CHECK(!pays || transfers > 0, "%s: payments without lines", what);
}

/* The sheet's rows: every payer and the payee named, and what each pays adds up per payee. */
static int rows_add_up(const sp_ruleset *rs, const sp_score_result *r, int players, int discarder, const ui_i18n *t, const char *what,
                       ui_sheet_row rows[UI_SHEET_ROWS])
{
    int n = ui_sheet_rows(rs, r, players, discarder, winds, t, rows, UI_SHEET_ROWS);
    int32_t got[SP_SEATS] = {0};
    for (int i = 0; i < n; i++) {
        const ui_sheet_row *w = &rows[i];
        CHECK(w->why[0] && w->amount[0], "%s: row %d without its reason or amount", what, i);
        char payee[8];
        snprintf(payee, sizeof payee, "→ %s", winds[w->to]);
        CHECK(strstr(w->who, payee) != NULL, "%s: row %d '%s' does not name the payee %s", what, i, w->who, winds[w->to]);
        for (int s = 0; s < players; s++)
            if (w->payers >> s & 1) {
                CHECK(strstr(w->who, winds[s]) != NULL, "%s: row %d '%s' does not name payer %s", what, i, w->who, winds[s]);
                got[w->to] += w->each;
                got[s] -= w->each;
            }
    }
    for (int s = 0; s < players; s++)
        CHECK(got[s] == r->payments[s], "%s: the rows give seat %s %d, the payments %d", what, winds[s], (int)got[s], (int)r->payments[s]);
    return n;
}

static bool has_kind(const sp_ruleset *rs, const sp_score_result *r, const char *kind)
{
    for (int i = 0; i < r->nlines; i++)
        if (r->lines[i].pattern >= 0 && !strcmp(rs->patterns[r->lines[i].pattern].kind, kind)) return true;
    return false;
}

static void shows_rows(ui_app *app, const ui_sheet_row *rows, int n, const char *what)
{
    const char *rec = end_state_texts(app);
    CHECK(strstr(rec, ui_tr(&app->i18n, "sheet.title")) != NULL, "%s: no settlement panel:\n%s", what, rec);
    for (int i = 0; i < n && i < 2; i++) CHECK(strstr(rec, rows[i].amount) != NULL, "%s: row %d's amount '%s' not shown", what, i, rows[i].amount);
}

static void guizhou(ui_app *app)
{
    char err[600];
    int draws = 0, chicken_wins = 0, bean_wins = 0;
    ui_sheet_row rows[UI_SHEET_ROWS];
    for (uint64_t seed = 1; seed < 400 && (draws < 3 || chicken_wins < 5 || bean_wins < 2); seed++) {
        CHECK(app_start_match(app, "guizhou-xingyi", seed, true, err, sizeof err) == 0, "%s", err);
        ui_match_play_hands(app->match, 1);
        const sp_game *g = &app->match->s->game;
        const sp_hand_outcome *o = &g->outcome;
        sp_score_result r;
        char what[64];
        if (o->kind == SP_END_EXHAUSTED) {
            snprintf(what, sizeof what, "guizhou draw, seed %llu", (unsigned long long)seed);
            CHECK(sp_game_draw_result(g, &r, err, sizeof err) == 0, "%s: %s", what, err);
            bool pays = false;
            for (int s = 0; s < g->players; s++) {
                CHECK(r.payments[s] == o->delta[s], "%s: the sheet pays seat %d %d, the hand %d", what, s, (int)r.payments[s], (int)o->delta[s]);
                pays |= o->delta[s] != 0;
            }
            lines_add_up(&r, g->players, what);
            int n = rows_add_up(app->match->rules, &r, g->players, -1, &app->i18n, what, rows);
            if (!pays) continue;
            CHECK(n > 0, "%s: payments without rows", what);
            draws++;
            app->match->result_shown = true;
            ui_show(app, &ui_screen_result);
            shows_rows(app, rows, n, what);
            continue;
        }
        if (o->kind != SP_END_WIN || o->nwins != 1) continue;
        snprintf(what, sizeof what, "guizhou win, seed %llu", (unsigned long long)seed);
        CHECK(sp_game_win_result(g, 0, &r, err, sizeof err) == 0, "%s: %s", what, err);
        for (int s = 0; s < g->players; s++)
            CHECK(r.payments[s] == o->delta[s], "%s: the sheet pays seat %d %d, the hand %d", what, s, (int)r.payments[s], (int)o->delta[s]);
        lines_add_up(&r, g->players, what);
        rows_add_up(app->match->rules, &r, g->players, o->wins[0].discarder, &app->i18n, what, rows);
        chicken_wins += has_kind(app->match->rules, &r, "chicken");
        bean_wins += has_kind(app->match->rules, &r, "bean");
    }
    CHECK(draws >= 3 && chicken_wins >= 5 && bean_wins >= 2, "guizhou: %d paying draws, %d wins with chickens, %d with kongs seen", draws,
          chicken_wins, bean_wins);
    /* "Who pays" puts the rows in the sheet's place */
    if (draws) {
        CHECK(click_zone(app, 52), "guizhou: no Who pays button");
        const char *rec = end_state_texts(app);
        CHECK(strstr(rec, ui_tr(&app->i18n, "sheet.back")) != NULL, "guizhou: Who pays did not open the settlement view:\n%s", rec);
    }
}

static int32_t raw_of(const sp_score_result *r, int seat)
{
    for (int i = 0; i < r->nfields; i++)
        if (!strcmp(r->fields[i].key, "raw_payments")) return r->fields[i].seats[seat];
    return -1;
}

static void wuhan(ui_app *app)
{
    char err[600];
    int wins = 0, capped = 0, factors = 0, wild = 0;
    ui_sheet_row rows[UI_SHEET_ROWS];
    for (uint64_t seed = 1; seed < 300 && (wins < 8 || capped < 1 || wild < 2); seed++) {
        CHECK(app_start_match(app, "wuhan-hongzhong", seed, true, err, sizeof err) == 0, "%s", err);
        ui_match_play_hands(app->match, 1);
        const sp_game *g = &app->match->s->game;
        const sp_hand_outcome *o = &g->outcome;
        if (o->kind != SP_END_WIN || o->nwins != 1 || !o->wins[0].valid) continue;
        char what[64];
        snprintf(what, sizeof what, "wuhan win, seed %llu", (unsigned long long)seed);
        sp_score_result r;
        CHECK(sp_game_win_result(g, 0, &r, err, sizeof err) == 0, "%s: %s", what, err);
        lines_add_up(&r, g->players, what);
        rows_add_up(app->match->rules, &r, g->players, o->wins[0].discarder, &app->i18n, what, rows);
        int w = o->wins[0].seat;
        /* the wildcards that stood for other tiles: some of the winner's laizi, each for a tile */
        sp_score_input in;
        CHECK(sp_game_win_input(g, 0, &in, err, sizeof err) == 0, "%s: %s", what, err);
        if (r.nwild) {
            wild++;
            CHECK(r.wild_kind == g->wild_kind && r.nwild <= in.tiles[r.wild_kind], "%s: %d wildcards of kind %d marked, the hand holds %d of kind %d",
                  what, r.nwild, r.wild_kind, in.tiles[g->wild_kind], g->wild_kind);
            for (int i = 0; i < r.nwild; i++)
                CHECK(r.wild_as[i] >= -1 && r.wild_as[i] < SP_KINDS && r.wild_as[i] != r.wild_kind, "%s: wildcard %d stood for %d", what, i,
                      r.wild_as[i]);
        }
        bool liable = false;
        for (int i = 0; i < r.nfields; i++) liable |= !strcmp(r.fields[i].key, "liable");
        for (int l = 0; l < g->players; l++) {
            if (l == w) continue;
            /* base x the winner's product x the loser's own factors = his raw payment */
            int64_t num = (int64_t)r.base * r.fan, den = 1;
            const sp_pay_line *pay = NULL;
            for (int i = 0; i < r.nlines; i++) {
                const sp_pay_line *x = &r.lines[i];
                if ((x->flags & SP_LINE_FACTOR) && x->from == l && x->to == w) {
                    num *= x->amount;
                    den *= x->den > 1 ? x->den : 1;
                    factors++;
                }
                if (!(x->flags & SP_LINE_FACTOR) && x->of == l) pay = x;
            }
            CHECK(num / den == raw_of(&r, l), "%s: seat %d's factors make %lld/%lld, its raw payment is %d", what, l, (long long)num,
                  (long long)den, (int)raw_of(&r, l));
            CHECK(pay != NULL, "%s: no line of what seat %d pays", what, l);
            if (!pay) continue;
            CHECK(pay->to == w && (liable || pay->from == l), "%s: seat %d's line goes %d -> %d", what, l, pay->from, pay->to);
            bool cut = (pay->flags & SP_LINE_CAPPED) != 0;
            CHECK(cut == (pay->amount != raw_of(&r, l)), "%s: seat %d pays %d of raw %d, capped flag %d", what, l, (int)pay->amount,
                  (int)raw_of(&r, l), cut);
            if (!liable) CHECK(pay->amount == -r.payments[l], "%s: seat %d's line %d, its payment %d", what, l, (int)pay->amount, (int)r.payments[l]);
            capped += cut;
        }
        wins++;
    }
    CHECK(wins >= 8 && capped >= 1 && factors > 0 && wild >= 2, "wuhan: %d wins, %d capped payers, %d factor lines, %d with wildcards seen",
          wins, capped, factors, wild);
}

/* The rulesets paid by the payment strategies (the others settle their own way: Guizhou and
 * Wuhan, above): every won hand's lines add up to its payments, its rows name payers and payee
 * (a deal-in, a self-draw's shares, MCR's base, Hong Kong's liability). */
static void others(ui_app *app)
{
    char ids[MAX_SHIPPED][SP_ID_LEN], err[600];
    int nids = shipped_ruleset_ids(ids), tried = 0;
    ui_sheet_row rows[UI_SHEET_ROWS];
    static sp_ruleset rs;
    for (int k = 0; k < nids; k++) {
        const char *id = ids[k];
        CHECK(sp_ruleset_load(id, &rs, err, sizeof err) == 0, "%s", err);
        if (!sp_model_of(&rs)->payment_choices[SP_PAY_DISCARD]) continue;
        tried++;
        int wins = 0;
        for (uint64_t seed = 1; seed < 200 && wins < 6; seed++) {
            CHECK(app_start_match(app, id, seed, true, err, sizeof err) == 0, "%s", err);
            ui_match_play_hands(app->match, 1);
            const sp_game *g = &app->match->s->game;
            const sp_hand_outcome *o = &g->outcome;
            if (o->kind != SP_END_WIN || o->nwins != 1) continue;
            char what[64];
            snprintf(what, sizeof what, "%.40s win, seed %llu", id, (unsigned long long)seed);
            sp_score_result r;
            CHECK(sp_game_win_result(g, 0, &r, err, sizeof err) == 0, "%s: %s", what, err);
            lines_add_up(&r, g->players, what);
            int n = rows_add_up(app->match->rules, &r, g->players, o->wins[0].discarder, &app->i18n, what, rows);
            CHECK(n > 0, "%s: no rows", what);
            wins++;
        }
        CHECK(wins >= 6, "%s: %d wins seen", id, wins);
    }
    CHECK(tried >= 4, "%d rulesets paid by the payment strategies", tried);
}

int main(void)
{
    static const char *langs[] = {"en", "zh-Hant", "zh-Hans"};
    for (int i = 0; i < 3; i++) {
        static ui_app app;
        if (open_test_app(&app, "800x600", langs[i])) return 1;
        app.no_autosave = true;
        app.settings.auto_continue = 0;
        guizhou(&app);
        if (i == 0) wuhan(&app);
        if (i == 0) others(&app);
        app_close(&app);
    }
    if (failures) fprintf(stderr, "ui_sheet_lines: %d failures\n", failures);
    else printf("ui_sheet_lines: every settlement line adds up, names payer and payee, and is shown\n");
    return failures != 0;
}
