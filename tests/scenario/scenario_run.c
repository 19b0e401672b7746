/* scenario_run.c: runs a scenario's statements against the engine (scenario_run.h; the
 * statements are described in tests/scenarios/README.md). */
#include "scenario_run.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/action.h"
#include "core/game.h"
#include "core/game_explain.h"
#include "core/notation.h"
#include "core/tile.h"
#include "scenario_model_probe.h"
#include "scenario_probe.h"
#include "table/scenario_wall.h"

enum { MAX_USE_DEPTH = 8, MAX_ASSIGN = 2 * SP_MAX_OPTIONS, TEXT = 512 };

typedef struct {
    const sc_file *f;
    sc_rules_lookup rules;
    /* the table, until the game starts */
    char ruleset[SC_NAME_LEN];
    int players;                       /* 0: as many as the hands given, else 4 */
    int nassign;
    const sc_statement *assign_at[MAX_ASSIGN];
    const char *assign[MAX_ASSIGN];    /* "id=value" words of `options` lines */
    int nhands;
    const char *hands[SP_SEATS];
    char draws[TEXT], tail[TEXT];
    uint64_t seed, wall_seed;
    sp_game *g;
    /* events drained from the game since the move after the last event check */
    sp_event *log;
    int nlog, caplog;
    bool log_seen;
    int checks;
    /* the `use` statements that led to the current one, outermost first */
    int depth;
    const sc_statement *used_at[MAX_USE_DEPTH];
    const char *used_name[MAX_USE_DEPTH];
    char *err;
    size_t errlen;
} run;

/* Fails the statement: "FILE:LINE: message", then the setups it was reached through. */
static int failf(run *r, const sc_statement *st, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    size_t at = (size_t)snprintf(r->err, r->errlen, "%s:%d: %s", r->f->path, st->line, msg);
    for (int d = r->depth - 1; d >= 0 && at < r->errlen; d--)
        at += (size_t)snprintf(r->err + at, r->errlen - at, " (in setup %s, used at line %d)", r->used_name[d],
                               r->used_at[d]->line);
    return -1;
}

/* Words [from, nwords) joined by single spaces. */
static void join(const sc_statement *st, int from, char *out, size_t n)
{
    size_t at = 0;
    out[0] = 0;
    for (int i = from; i < st->nwords && at < n; i++) at += (size_t)snprintf(out + at, n - at, "%s%s", i > from ? " " : "", st->words[i]);
}

static int seat_word(run *r, const sc_statement *st, const char *w, int *seat)
{
    int p = strlen(w) == 1 ? sp_parse_seat(w) : -1;
    if (p < 0 || (r->g && p >= r->g->players)) return failf(r, st, "'%s' is not a seat of this table (E S W N)", w);
    *seat = p;
    return 0;
}

static int kind_word(run *r, const sc_statement *st, const char *w, int *kind)
{
    if (sp_tiles_in_order(w, kind, 1) != 1) return failf(r, st, "'%s' is not one tile", w);
    return 0;
}

/* ---- the table and the start of the game ---- */

static int option_values(run *r, const sp_ruleset *rs, int32_t o[SP_MAX_OPTIONS])
{
    for (int i = 0; i < SP_MAX_OPTIONS; i++) o[i] = i < rs->noptions ? rs->options[i].def : 0;
    for (int a = 0; a < r->nassign; a++) {
        const sc_statement *st = r->assign_at[a];
        char id[SP_ID_LEN];
        const char *eq = strchr(r->assign[a], '=');
        size_t len = eq ? (size_t)(eq - r->assign[a]) : 0;
        if (!eq || len == 0 || len >= sizeof id || !eq[1]) return failf(r, st, "'%s': expected option_id=value", r->assign[a]);
        memcpy(id, r->assign[a], len);
        id[len] = 0;
        const char *v = eq + 1;
        int i = sp_ruleset_option(rs, id);
        if (i < 0) return failf(r, st, "ruleset %s has no option '%s'", rs->id, id);
        const sp_option_def *d = &rs->options[i];
        if (d->type == SP_OPT_CHOICE) {
            o[i] = -1;
            for (int c = 0; c < d->nchoices; c++)
                if (!strcmp(d->choices[c], v)) o[i] = c;
            if (o[i] < 0) return failf(r, st, "'%s' is not a choice of option %s", v, id);
        } else if (d->type == SP_OPT_BOOL) {
            if (strcmp(v, "true") && strcmp(v, "false")) return failf(r, st, "option %s is true or false, not '%s'", id, v);
            o[i] = !strcmp(v, "true");
        } else {
            char *end;
            long n = strtol(v, &end, 10);
            if (*end || end == v || n < d->min || n > d->max)
                return failf(r, st, "option %s takes a whole number from %d to %d, not '%s'", id, (int)d->min, (int)d->max, v);
            o[i] = (int32_t)n;
        }
    }
    return 0;
}

/* Moves the game's new events to the log (emptied first when an event check has read it). */
static int log_events(run *r, const sc_statement *st)
{
    if (r->log_seen) r->nlog = 0;
    r->log_seen = false;
    sp_event e;
    while (sp_game_next_event(r->g, &e)) {
        if (r->nlog == r->caplog) {
            int cap = r->caplog ? 2 * r->caplog : 256;
            sp_event *p = realloc(r->log, (size_t)cap * sizeof *p);
            if (!p) return failf(r, st, "out of memory");
            r->log = p;
            r->caplog = cap;
        }
        r->log[r->nlog++] = e;
    }
    return 0;
}

/* After every change of the table: the engine's invariants hold; its events go to the log. */
static int settled(run *r, const sc_statement *st)
{
    char why[256];
    if (sp_game_check(r->g, why, sizeof why)) return failf(r, st, "the table breaks an invariant: %s", why);
    return log_events(r, st);
}

/* Deals the game from the table described so far (at the first statement that needs it). */
static int start(run *r, const sc_statement *st)
{
    if (r->g) return 0;
    char why[256];
    const char *id = r->ruleset;
    if (!id[0]) return failf(r, st, "no ruleset: give `ruleset ID` at the top of the file or in the scenario");
    const sp_ruleset *rs = r->rules(id, why, sizeof why);
    if (!rs) return failf(r, st, "%s", why);
    int32_t o[SP_MAX_OPTIONS];
    if (option_values(r, rs, o)) return -1;
    int players = r->players ? r->players : r->nhands ? r->nhands : 4;
    if (r->nhands && r->nhands != players) return failf(r, st, "%d hands for %d players", r->nhands, players);
    r->g = calloc(1, sizeof *r->g);
    if (!r->g) return failf(r, st, "out of memory");
    if (r->nhands) {
        uint8_t wall[SP_MAX_WALL];
        int n = sp_scenario_wall(rs, o, players, r->hands, r->draws, r->tail, r->wall_seed, wall, why, sizeof why);
        if (n < 0) return failf(r, st, "the wall: %s", why);
        if (sp_game_init_wall(r->g, rs, o, players, r->seed, wall, n, why, sizeof why)) return failf(r, st, "the deal: %s", why);
    } else if (r->draws[0] || r->tail[0]) {
        return failf(r, st, "`draws` and `tail` need `hands`");
    } else if (sp_game_init(r->g, rs, o, players, r->seed, why, sizeof why)) {
        return failf(r, st, "the deal: %s", why);
    }
    return settled(r, st);
}

static int table_line(run *r, const sc_statement *st)
{
    const char *w = st->words[0];
    if (r->g) return failf(r, st, "`%s` describes the table: it must come before the first move or check", w);
    if (!strcmp(w, "ruleset")) {
        if (st->nwords != 2 || strlen(st->words[1]) >= sizeof r->ruleset) return failf(r, st, "expected `ruleset ID`");
        snprintf(r->ruleset, sizeof r->ruleset, "%s", st->words[1]);
    } else if (!strcmp(w, "players")) {
        if (st->nwords != 2 || strlen(st->words[1]) != 1 || st->words[1][0] < '2' || st->words[1][0] > '4')
            return failf(r, st, "expected `players 2`, 3 or 4");
        r->players = st->words[1][0] - '0';
    } else if (!strcmp(w, "options")) {
        if (st->nwords < 2) return failf(r, st, "expected `options id=value ...`");
        for (int i = 1; i < st->nwords; i++) {
            if (r->nassign == MAX_ASSIGN) return failf(r, st, "too many options");
            r->assign_at[r->nassign] = st;
            r->assign[r->nassign++] = st->words[i];
        }
    } else if (!strcmp(w, "hands")) {
        if (st->nwords < 3 || st->nwords > 1 + SP_SEATS) return failf(r, st, "expected `hands` and 2 to 4 hands, the dealer's first");
        r->nhands = st->nwords - 1;
        for (int i = 0; i < r->nhands; i++) r->hands[i] = st->words[1 + i];
    } else if (!strcmp(w, "draws") || !strcmp(w, "tail")) {
        join(st, 1, !strcmp(w, "draws") ? r->draws : r->tail, TEXT);
    } else {
        char *end;
        unsigned long long v = st->nwords == 2 ? strtoull(st->words[1], &end, 10) : 0;
        if (st->nwords != 2 || *end) return failf(r, st, "expected `%s N`", w);
        if (!strcmp(w, "seed")) r->seed = v;
        else r->wall_seed = v;
    }
    return 0;
}

/* ---- moves ---- */

static int act(run *r, const sc_statement *st, int seat, const char *text)
{
    char why[256];
    if (sp_game_apply_text(r->g, seat, text, why, sizeof why))
        return failf(r, st, "%c %s was refused: %s", sp_seat_letter(seat), text, why);
    return settled(r, st);
}

static bool offers_type(const sp_game *g, int seat, int type)
{
    sp_action_list l;
    sp_game_legal(g, seat, &l);
    return sp_action_list_has(&l, type);
}

/* `pass`: every asked seat passes, none of them offered a win; `pass any`: wins too; `pass but
 * SEAT`: every asked seat but SEAT passes (none offered a win). */
static int pass_line(run *r, const sc_statement *st)
{
    bool any = st->nwords == 2 && !strcmp(st->words[1], "any");
    int keep = -1;
    if (st->nwords == 3 && !strcmp(st->words[1], "but") && seat_word(r, st, st->words[2], &keep)) return -1;
    if (st->nwords > 1 && !any && keep < 0) return failf(r, st, "expected `pass`, `pass any` or `pass but SEAT`");
    for (int guard = 0; r->g->phase == SP_PHASE_CLAIM || r->g->phase == SP_PHASE_ROB; guard++) {
        unsigned pending = sp_game_pending(r->g) & ~(keep >= 0 ? 1u << keep : 0u);
        if (!pending) break;
        if (guard == 2 * SP_SEATS) return failf(r, st, "the seats are still asked after passing");
        int seat = __builtin_ctz(pending);
        if (!any && offers_type(r->g, seat, SP_ACT_HU))
            return failf(r, st, "%c could win on the tile on the table (`pass any` passes wins too)", sp_seat_letter(seat));
        if (act(r, st, seat, "PASS")) return -1;
    }
    return 0;
}

/* `tsumogiri [SEAT] [xN | all | end] [pass [any]]`: N times (1; all: until the live wall is
 * empty; end: until the hand is over),
 * the seat in turn discards the tile it drew (the first is SEAT, then the next seats in turn);
 * with `pass`, the claims are passed after each (`pass any`: wins too). */
static int tsumogiri_line(run *r, const sc_statement *st)
{
    int seat = -1, times = 1;
    bool pass = false, any = false, all = false, end = false;
    for (int i = 1; i < st->nwords; i++) {
        const char *w = st->words[i];
        if (!strcmp(w, "all")) all = true, times = 1000;
        else if (!strcmp(w, "end")) end = true, times = 1000;
        else if (!strcmp(w, "any") && pass) any = true;
        else if (w[0] == 'x' && w[1]) {
            char *end;
            times = (int)strtol(w + 1, &end, 10);
            if (*end || times < 1 || times > 200) return failf(r, st, "'%s': expected x1 to x200", w);
        } else if (!strcmp(w, "pass")) pass = true;
        else if (seat_word(r, st, w, &seat)) return -1;
    }
    static const sc_statement pass_all = {0, 1, {"pass"}}, pass_any = {0, 2, {"pass", "any"}};
    for (int i = 0; i < times && !(all && sp_game_wall_left(r->g) == 0) && !(end && r->g->phase >= SP_PHASE_HAND_OVER); i++) {
        const sp_game *g = r->g;
        if (g->phase != SP_PHASE_TURN) return failf(r, st, "tsumogiri %d of %d: nobody's turn (phase %d)", i + 1, times, g->phase);
        if (seat >= 0 && g->turn != (seat + i) % g->players)
            return failf(r, st, "tsumogiri %d of %d: it is %c's turn, not %c's", i + 1, times, sp_seat_letter(g->turn),
                         sp_seat_letter((seat + i) % g->players));
        if (g->seat[g->turn].drawn < 0) return failf(r, st, "%c drew no tile", sp_seat_letter(g->turn));
        char text[8], name[3];
        sc_tile_text(g->seat[g->turn].drawn, name);
        snprintf(text, sizeof text, "D %s", name);
        if (act(r, st, g->turn, text)) return -1;
        if (pass) {
            sc_statement p = any ? pass_any : pass_all;
            p.line = st->line;
            if (pass_line(r, &p)) return -1;
        }
    }
    return 0;
}

/* `play out`: every seat passes every claim and discards the tile it drew (the first concealed
 * tile after a call) until the hand is over. */
static int play_out(run *r, const sc_statement *st)
{
    char why[256];
    sp_game *g = r->g;
    for (int guard = 0; guard < 2000 && g->phase < SP_PHASE_HAND_OVER; guard++) {
        unsigned pending = sp_game_pending(g);
        if (!pending) return failf(r, st, "play out: nobody is asked to act");
        int seat = __builtin_ctz(pending);
        sp_action a = {SP_ACT_PASS, SP_KIND_NONE, {SP_KIND_NONE, SP_KIND_NONE}, 0};
        if (g->phase == SP_PHASE_TURN) {
            const sp_game_seat *s = &g->seat[seat];
            int k = s->drawn >= 0 ? sp_tile_kind(s->drawn) : -1;
            for (int j = 0; k < 0 && j < SP_KINDS; j++)
                if (s->counts[j]) k = j;
            a.type = SP_ACT_DISCARD;
            a.tile = (uint8_t)k;
        }
        if (sp_game_apply(g, seat, &a, why, sizeof why)) return failf(r, st, "play out: %s", why);
        if (settled(r, st)) return -1;
    }
    if (g->phase < SP_PHASE_HAND_OVER) return failf(r, st, "play out: the hand did not end");
    return 0;
}

/* `refuse SEAT ACTION`: the engine refuses it, gives a reason and leaves the table as it was. */
static int refuse_line(run *r, const sc_statement *st)
{
    int seat = 0;
    char text[TEXT], why[256] = "";
    if (st->nwords < 3) return failf(r, st, "expected `refuse SEAT ACTION`");
    if (seat_word(r, st, st->words[1], &seat)) return -1;
    join(st, 2, text, sizeof text);
    sp_game *copy = malloc(sizeof *copy);
    if (!copy) return failf(r, st, "out of memory");
    memcpy(copy, r->g, sizeof *copy);
    int rc = sp_game_apply_text(r->g, seat, text, why, sizeof why);
    bool same = !memcmp(copy, r->g, offsetof(sp_game, ev_head));
    free(copy);
    if (rc != -1) return failf(r, st, "%c %s was accepted", sp_seat_letter(seat), text);
    if (!why[0]) return failf(r, st, "%c %s was refused without a reason", sp_seat_letter(seat), text);
    if (!same) return failf(r, st, "%c %s was refused but changed the table", sp_seat_letter(seat), text);
    r->checks++;
    return 0;
}

/* `set scores A B C D`, `set round N`, `set hand_in_round N`, `set start_dealer SEAT`: puts the
 * match where a scenario needs it (a later round, scores brought in), as if earlier hands had
 * been played. */
static int set_line(run *r, const sc_statement *st)
{
    sp_game *g = r->g;
    const char *what = st->nwords > 1 ? st->words[1] : "";
    if (!strcmp(what, "scores")) {
        if (st->nwords != 2 + g->players) return failf(r, st, "expected `set scores` and one number per seat");
        for (int p = 0; p < g->players; p++) g->seat[p].score = (int32_t)strtol(st->words[2 + p], NULL, 10);
    } else if (st->nwords != 3) {
        return failf(r, st, "expected `set scores ...`, `set round N`, `set hand_in_round N` or `set start_dealer SEAT`");
    } else if (!strcmp(what, "start_dealer")) {
        int seat = 0;
        if (seat_word(r, st, st->words[2], &seat)) return -1;
        g->start_dealer = (uint8_t)seat;
    } else {
        char *end;
        long v = strtol(st->words[2], &end, 10);
        if (*end || v < 0 || v > 15) return failf(r, st, "'%s': expected a number from 0 to 15", st->words[2]);
        if (!strcmp(what, "round")) g->round = (uint8_t)v;
        else if (!strcmp(what, "hand_in_round")) g->hand_in_round = (uint8_t)v;
        else return failf(r, st, "cannot set '%s'", what);
    }
    return settled(r, st);
}

static int move_line(run *r, const sc_statement *st)
{
    const char *w = st->words[0];
    if (!strcmp(w, "pass")) return pass_line(r, st);
    if (!strcmp(w, "tsumogiri")) return tsumogiri_line(r, st);
    if (!strcmp(w, "refuse")) return refuse_line(r, st);
    if (!strcmp(w, "play") || !strcmp(w, "next")) {
        bool out = !strcmp(w, "play");
        if (st->nwords != 2 || strcmp(st->words[1], out ? "out" : "hand")) return failf(r, st, out ? "expected `play out`" : "expected `next hand`");
        if (out) return play_out(r, st);
        sp_game_next_hand(r->g);
        return settled(r, st);
    }
    if (!strcmp(w, "drain")) {
        r->nlog = 0;
        r->log_seen = false;
        return 0;
    }
    if (!strcmp(w, "set")) return set_line(r, st);
    int seat = 0;
    if (strlen(w) != 1) return failf(r, st, "unknown statement '%s' (tests/scenarios/README.md lists them)", w);
    if (st->nwords < 2) return failf(r, st, "expected SEAT ACTION");
    if (seat_word(r, st, w, &seat)) return -1;
    char text[TEXT];
    join(st, 1, text, sizeof text);
    return act(r, st, seat, text);
}

/* ---- checks ---- */

/* `expect NAME [OP] VALUE...`: OP is = (the default: the same words), !=, <, <=, >, >= (whole
 * numbers), has (every word given is among the value's words) or lacks (none is). */
static int expect_line(run *r, const sc_statement *st)
{
    if (st->nwords < 3) return failf(r, st, "expected `expect NAME [OP] VALUE`");
    static const char *const ops[] = {"=", "!=", "<", "<=", ">", ">=", "has", "lacks"};
    int op = 0, from = 2;
    for (int i = 0; i < 8; i++)
        if (!strcmp(st->words[2], ops[i]) && st->nwords > 3) op = i, from = 3;
    char got[TEXT], want[TEXT], why[256];
    if (sc_probe(r->g, st->words[1], got, sizeof got, why, sizeof why)) return failf(r, st, "%s", why);
    join(st, from, want, sizeof want);
    bool ok;
    if (op <= 1) ok = (strcmp(got, want) == 0) == (op == 0);
    else if (op >= 6) {
        ok = true;
        for (int i = from; i < st->nwords; i++) {
            char padded[TEXT + 2], word[TEXT];
            snprintf(padded, sizeof padded, " %s ", got);
            snprintf(word, sizeof word, " %s ", st->words[i]);
            ok = ok && (strstr(padded, word) != NULL) == (op == 6);
        }
    } else {
        char *e1, *e2;
        long a = strtol(got, &e1, 10), b = strtol(want, &e2, 10);
        if (*e1 || *e2 || e1 == got || e2 == want) return failf(r, st, "%s: '%s' and '%s' are not both numbers", st->words[1], got, want);
        ok = op == 2 ? a < b : op == 3 ? a <= b : op == 4 ? a > b : a >= b;
    }
    if (!ok) return failf(r, st, "%s is '%s', expected %s%s'%s'", st->words[1], got, op ? ops[op] : "", op ? " " : "", want);
    r->checks++;
    return 0;
}

static const char *const action_words[SP_ACT_COUNT] = {"D",   "CHI",     "PON",     "KAN",    "HU",
                                                       "PASS", "DINGQUE", "BAOTING", "FLOWER", "SPECIAL"};

/* `[not] offers SEAT ACTION`: the action is (is not) in the seat's legal list now; an action
 * word alone (HU, PON, KAN, ...) matches any action of that type. */
static int offers_line(run *r, const sc_statement *st, bool negated)
{
    int seat = 0;
    if (st->nwords < 3) return failf(r, st, "expected `offers SEAT ACTION`");
    if (seat_word(r, st, st->words[1], &seat)) return -1;
    char text[TEXT];
    join(st, 2, text, sizeof text);
    sp_action want;
    sp_error e;
    int type = -1;
    for (int t = 0; t < SP_ACT_COUNT && st->nwords == 3; t++)
        if (!strcmp(st->words[2], action_words[t])) type = t;
    if (type < 0 && sp_action_parse(text, &want, &e)) return failf(r, st, "'%s': %s", text, e.message);
    sp_action_list l;
    sp_game_legal(r->g, seat, &l);
    bool has = false;
    for (int i = 0; i < l.n; i++) has = has || (type >= 0 ? l.a[i].type == type : sp_action_equal(&l.a[i], &want));
    if (has == negated) return failf(r, st, "%c is %soffered %s", sp_seat_letter(seat), has ? "" : "not ", text);
    r->checks++;
    return 0;
}

/* `legal SEAT only WORD...`: the seat has legal actions, every one of a type named. */
static int legal_line(run *r, const sc_statement *st)
{
    int seat = 0;
    if (st->nwords < 4 || strcmp(st->words[2], "only")) return failf(r, st, "expected `legal SEAT only ACTION-WORD...`");
    if (seat_word(r, st, st->words[1], &seat)) return -1;
    unsigned types = 0;
    for (int i = 3; i < st->nwords; i++) {
        int t = -1;
        for (int k = 0; k < SP_ACT_COUNT; k++)
            if (!strcmp(st->words[i], action_words[k])) t = k;
        if (t < 0) return failf(r, st, "'%s' is not an action word", st->words[i]);
        types |= 1u << t;
    }
    sp_action_list l;
    sp_game_legal(r->g, seat, &l);
    if (l.n == 0) return failf(r, st, "%c has no legal action", sp_seat_letter(seat));
    for (int i = 0; i < l.n; i++)
        if (!(types >> l.a[i].type & 1)) {
            char text[32];
            sp_action_format(&l.a[i], text, sizeof text);
            return failf(r, st, "%c may also %s", sp_seat_letter(seat), text);
        }
    r->checks++;
    return 0;
}

/* `why SEAT ACTION REASON` / `why-discard KIND SEAT ACTION REASON`: the reason game_explain gives
 * for refusing the seat's action now (or once the player in turn discards KIND); `none` when it
 * gives none. An action's tile is compared when written ("HU" is any win, "HU 4m" a win on 4m).
 * `why SEAT nothing` / `why-discard KIND SEAT nothing`: it reports no refused action at all. */
static int why_line(run *r, const sc_statement *st)
{
    bool discard = !strcmp(st->words[0], "why-discard");
    int at = discard ? 2 : 1, seat = 0, kind = 0;
    bool nothing = st->nwords == at + 2 && !strcmp(st->words[at + 1], "nothing");
    if (st->nwords < at + 3 && !nothing)
        return failf(r, st, discard ? "expected `why-discard KIND SEAT ACTION REASON`" : "expected `why SEAT ACTION REASON`");
    if (discard && kind_word(r, st, st->words[1], &kind)) return -1;
    if (seat_word(r, st, st->words[at], &seat)) return -1;
    sp_blocked_list l;
    if (discard) {
        if (r->g->phase != SP_PHASE_TURN) return failf(r, st, "why-discard: nobody is in turn");
        sp_game_explain_discard(r->g, seat, kind, &l);
    } else sp_game_explain(r->g, seat, &l);
    if (nothing) {
        if (l.n) return failf(r, st, "%d refused actions of %c are explained", l.n, sp_seat_letter(seat));
        r->checks++;
        return 0;
    }
    const char *rid = st->words[st->nwords - 1];
    int want = strcmp(rid, "none") ? sp_block_reason_parse(rid) : SP_BLOCK_NONE;
    if (want < 0) return failf(r, st, "'%s' is not a reason (game_explain.h: sp_block_reason_id)", rid);
    char text[TEXT];
    sc_statement action = *st;
    action.nwords--;
    join(&action, at + 1, text, sizeof text);
    sp_action a;
    sp_error e;
    bool hu_on = action.nwords == at + 3 && !strcmp(st->words[at + 1], "HU");
    if (hu_on) {
        a.type = SP_ACT_HU;
        if (kind_word(r, st, st->words[at + 2], &kind)) return -1;
        a.tile = (uint8_t)kind;
    } else if (sp_action_parse(text, &a, &e)) return failf(r, st, "'%s': %s", text, e.message);
    int got = SP_BLOCK_NONE;
    for (int i = l.n - 1; i >= 0; i--)
        if (l.b[i].action.type == a.type && (a.tile == SP_KIND_NONE || l.b[i].action.tile == a.tile)) got = l.b[i].reason;
    if (got != want)
        return failf(r, st, "%c %s: reason %s, expected %s", sp_seat_letter(seat), text, sp_block_reason_id(got), sp_block_reason_id(want));
    r->checks++;
    return 0;
}

static const char *const event_words[SP_EV_COUNT] = {"hand_start", "deal",   "draw",    "flower",    "indicator", "discard",
                                                     "meld",       "special", "declare", "pass",      "win",       "reveal",
                                                     "exhausted",  "hand_end", "match_end", "model"};

/* Whether event e has the field written "key=value" (a, b, n: numbers; from: a seat; tile: a kind). */
static int event_field(run *r, const sc_statement *st, const sp_event *e, const char *kv, bool *match)
{
    const char *v = strchr(kv, '=');
    if (!v) return failf(r, st, "'%s': expected key=value (a, b, n, from, tile)", kv);
    v++;
    char got[16];
    if (!strncmp(kv, "a=", 2) && sc_model_event_code(v) >= 0) snprintf(got, sizeof got, "%s", e->a == sc_model_event_code(v) ? v : "?");
    else if (!strncmp(kv, "a=", 2)) snprintf(got, sizeof got, "%d", (int)e->a);
    else if (!strncmp(kv, "kind=", 5)) {
        if (e->b >= 0 && e->b < SP_KINDS) sp_kind_name((int)e->b, got);
        else snprintf(got, sizeof got, "-");
    }
    else if (!strncmp(kv, "b=", 2)) snprintf(got, sizeof got, "%d", (int)e->b);
    else if (!strncmp(kv, "n=", 2)) snprintf(got, sizeof got, "%d", e->n);
    else if (!strncmp(kv, "from=", 5)) sc_seat_text(e->from, got);
    else if (!strncmp(kv, "tile=", 5)) sc_tile_text(e->tile, got);
    else if (!strncmp(kv, "tile@", 5) && kv[6] == '=') {
        int seat = 0;
        sp_event seen;
        if (seat_word(r, st, (char[]){kv[5], 0}, &seat)) return -1;
        sp_event_for_seat(e, seat, &seen);
        sc_tile_text(seen.tile, got);
    } else return failf(r, st, "'%s': events have a (a number or a model's event: guizhou.turned), b, kind (b as a tile), n, from, tile and tile@SEAT (as SEAT sees it)", kv);
    *match = !strcmp(got, v);
    return 0;
}

/* `event TYPE [SEAT] [key=value...]`: the first logged event of the type (and seat) exists and
 * has those fields; `not event TYPE [SEAT]`: none is logged; `events TYPE [SEAT] COUNT`: how
 * many are logged. */
static int event_line(run *r, const sc_statement *st, bool negated)
{
    bool count = !strcmp(st->words[0], "events");
    if (st->nwords < (count ? 3 : 2)) return failf(r, st, count ? "expected `events TYPE [SEAT] COUNT`" : "expected `event TYPE [SEAT] [key=value...]`");
    int type = -1, seat = -1, at = 2, want = 0;
    for (int t = 0; t < SP_EV_COUNT; t++)
        if (!strcmp(st->words[1], event_words[t])) type = t;
    if (type < 0) return failf(r, st, "'%s' is not an event (README: events)", st->words[1]);
    if (at < st->nwords - count && !strchr(st->words[at], '=')) {
        if (seat_word(r, st, st->words[at], &seat)) return -1;
        at++;
    }
    if (count) {
        char *end;
        want = (int)strtol(st->words[st->nwords - 1], &end, 10);
        if (*end || at != st->nwords - 1) return failf(r, st, "expected `events TYPE [SEAT] COUNT`");
    }
    r->log_seen = true;
    int n = 0;
    const sp_event *first = NULL;
    for (int i = 0; i < r->nlog; i++)
        if (r->log[i].type == type && (seat < 0 || r->log[i].seat == seat)) {
            n++;
            if (!first) first = &r->log[i];
        }
    char what[40];
    snprintf(what, sizeof what, "%s%s%s", st->words[1], seat >= 0 ? " of " : "", seat >= 0 ? st->words[2] : "");
    if (count && n != want) return failf(r, st, "%d %s events, expected %d", n, what, want);
    if (!count && negated && first) return failf(r, st, "a %s event was emitted", what);
    if (!count && !negated) {
        if (!first) return failf(r, st, "no %s event", what);
        for (int i = at; i < st->nwords; i++) {
            bool match = false;
            if (event_field(r, st, first, st->words[i], &match)) return -1;
            if (!match) return failf(r, st, "the %s event does not have %s", what, st->words[i]);
        }
    }
    if (negated && at < st->nwords) return failf(r, st, "`not event` takes no fields");
    r->checks++;
    return 0;
}

/* `sequence TYPE [key=value...] SEAT:TILE...`: the logged events of the type (with those
 * fields) are exactly these, in this order. */
static int sequence_line(run *r, const sc_statement *st)
{
    int type = -1, at = 2;
    if (st->nwords < 2) return failf(r, st, "expected `sequence TYPE [key=value...] SEAT:TILE...`");
    for (int t = 0; t < SP_EV_COUNT; t++)
        if (!strcmp(st->words[1], event_words[t])) type = t;
    if (type < 0) return failf(r, st, "'%s' is not an event", st->words[1]);
    while (at < st->nwords && strchr(st->words[at], '=')) at++;
    r->log_seen = true;
    int next = at;
    for (int k = 0; k < r->nlog; k++) {
        const sp_event *e = &r->log[k];
        bool match = e->type == type;
        for (int i = 2; i < at && match; i++)
            if (event_field(r, st, e, st->words[i], &match)) return -1;
        if (!match) continue;
        char got[8], seat[2], tile[3];
        sc_seat_text(e->seat, seat);
        sc_tile_text(e->tile, tile);
        snprintf(got, sizeof got, "%s:%s", seat, tile);
        if (next == st->nwords) return failf(r, st, "%s event %d is %s, expected no more", st->words[1], next - at + 1, got);
        if (strcmp(got, st->words[next]))
            return failf(r, st, "%s event %d is %s, expected %s", st->words[1], next - at + 1, got, st->words[next]);
        next++;
    }
    if (next < st->nwords) return failf(r, st, "%d %s events, expected %d", next - at, st->words[1], st->nwords - at);
    r->checks++;
    return 0;
}

/* `kinds TYPE [key=value...] TILE...`: the kinds in b of the logged events of the type (with
 * those fields) are exactly these, in any order (a model's chickens). */
static int kinds_line(run *r, const sc_statement *st)
{
    int type = -1, at = 2;
    if (st->nwords < 2) return failf(r, st, "expected `kinds TYPE [key=value...] TILE...`");
    for (int t = 0; t < SP_EV_COUNT; t++)
        if (!strcmp(st->words[1], event_words[t])) type = t;
    if (type < 0) return failf(r, st, "'%s' is not an event", st->words[1]);
    while (at < st->nwords && strchr(st->words[at], '=')) at++;
    uint64_t want = 0, got = 0;
    for (int i = at; i < st->nwords; i++) {
        int k;
        if (kind_word(r, st, st->words[i], &k)) return -1;
        want |= 1ull << k;
    }
    r->log_seen = true;
    for (int k = 0; k < r->nlog; k++) {
        const sp_event *e = &r->log[k];
        bool match = e->type == type;
        for (int i = 2; i < at && match; i++)
            if (event_field(r, st, e, st->words[i], &match)) return -1;
        if (match && e->b >= 0 && e->b < SP_KINDS) got |= 1ull << e->b;
    }
    if (got != want) {
        char text[200];
        size_t len = 0;
        text[0] = 0;
        for (int k = 0; k < SP_KINDS && len < sizeof text; k++)
            if (got >> k & 1) {
                char name[3];
                sp_kind_name(k, name);
                len += (size_t)snprintf(text + len, sizeof text - len, " %s", name);
            }
        return failf(r, st, "the %s events' kinds are%s", st->words[1], len ? text : " none");
    }
    r->checks++;
    return 0;
}

/* `private TYPE...`: every logged event of these types (deal, draw) shows its tiles to its own
 * seat and to nobody else. */
static int private_line(run *r, const sc_statement *st)
{
    if (st->nwords < 2) return failf(r, st, "expected `private TYPE...`");
    r->log_seen = true;
    for (int i = 1; i < st->nwords; i++) {
        int type = -1, n = 0;
        for (int t = 0; t < SP_EV_COUNT; t++)
            if (!strcmp(st->words[i], event_words[t])) type = t;
        if (type < 0) return failf(r, st, "'%s' is not an event", st->words[i]);
        for (int k = 0; k < r->nlog; k++) {
            const sp_event *e = &r->log[k];
            if (e->type != type) continue;
            n++;
            for (int p = 0; p < r->g->players; p++) {
                sp_event seen;
                sp_event_for_seat(e, p, &seen);
                bool hidden = (e->n ? seen.tiles[0] : seen.tile) == SP_TILE_HIDDEN;
                if (hidden != (p != e->seat))
                    return failf(r, st, "a %s event of %c is %s to %c", st->words[i], sp_seat_letter(e->seat),
                                 hidden ? "hidden" : "shown", sp_seat_letter(p));
            }
        }
        if (!n) return failf(r, st, "no %s event", st->words[i]);
    }
    r->checks++;
    return 0;
}

/* ---- statements ---- */

static int run_block(run *r, int block);

static int use_line(run *r, const sc_statement *st)
{
    if (st->nwords != 2) return failf(r, st, "expected `use NAME`");
    int b = sc_file_block(r->f, st->words[1]);
    if (b < 0) return failf(r, st, "no block named '%s'", st->words[1]);
    if (r->depth == MAX_USE_DEPTH) return failf(r, st, "`use` nested more than %d deep", MAX_USE_DEPTH);
    r->used_at[r->depth] = st;
    r->used_name[r->depth++] = r->f->blocks[b].name;
    if (run_block(r, b)) return -1;
    r->depth--;
    return 0;
}

static bool is_word(const char *w, const char *const *list)
{
    for (; *list; list++)
        if (!strcmp(w, *list)) return true;
    return false;
}

static int statement(run *r, const sc_statement *st)
{
    static const char *const table[] = {"ruleset", "players", "options", "hands", "draws", "tail", "seed", "wall_seed", NULL};
    const char *w = st->words[0];
    if (is_word(w, table)) return table_line(r, st);
    if (!strcmp(w, "use")) return use_line(r, st);
    if (start(r, st)) return -1;
    bool negated = !strcmp(w, "not");
    if (negated) {
        if (st->nwords < 2 || (strcmp(st->words[1], "offers") && strcmp(st->words[1], "event")))
            return failf(r, st, "`not` goes before `offers` or `event`");
        sc_statement rest = *st;
        memmove(rest.words, rest.words + 1, (size_t)--rest.nwords * sizeof *rest.words);
        return !strcmp(rest.words[0], "offers") ? offers_line(r, &rest, true) : event_line(r, &rest, true);
    }
    if (!strcmp(w, "expect")) return expect_line(r, st);
    if (!strcmp(w, "offers")) return offers_line(r, st, false);
    if (!strcmp(w, "legal")) return legal_line(r, st);
    if (!strcmp(w, "why") || !strcmp(w, "why-discard")) return why_line(r, st);
    if (!strcmp(w, "event") || !strcmp(w, "events")) return event_line(r, st, false);
    if (!strcmp(w, "private")) return private_line(r, st);
    if (!strcmp(w, "sequence")) return sequence_line(r, st);
    if (!strcmp(w, "kinds")) return kinds_line(r, st);
    return move_line(r, st);
}

static int run_block(run *r, int block)
{
    const sc_block *b = &r->f->blocks[block];
    for (int i = b->first; i < b->end; i++)
        if (statement(r, &r->f->statements[i])) return -1;
    return 0;
}

int sc_run(const sc_file *f, int block, sc_rules_lookup rules, int *checks, char *err, size_t errlen)
{
    run *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, errlen, "%s: out of memory", f->path);
        return -1;
    }
    r->f = f;
    r->rules = rules;
    r->seed = 1;
    r->err = err;
    r->errlen = errlen;
    int prelude = sc_file_block(f, "");
    int rc = prelude >= 0 ? run_block(r, prelude) : 0;
    if (!rc) rc = run_block(r, block);
    if (!rc) rc = start(r, &f->statements[f->blocks[block].end - 1]);
    *checks = r->checks;
    free(r->g);
    free(r->log);
    free(r);
    return rc;
}
