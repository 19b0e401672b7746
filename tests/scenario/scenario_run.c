/* scenario_run.c: runs a scenario's statements against the engine (scenario_run.h; the
 * statements are described in tests/scenarios/README.md): the table and the deal, the moves,
 * `use`; the checks are in scenario_check.c. */
#include "scenario_run.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/action.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/tile.h"
#include "scenario_probe.h"
#include "scenario_state.h"
#include "table/scenario_wall.h"
/* Fails the statement: "FILE:LINE: message", then the setups it was reached through. */
int sc_fail(sc_state *r, const sc_statement *st, const char *fmt, ...)
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
void sc_join(const sc_statement *st, int from, char *out, size_t n)
{
    size_t at = 0;
    out[0] = 0;
    for (int i = from; i < st->nwords && at < n; i++) at += (size_t)snprintf(out + at, n - at, "%s%s", i > from ? " " : "", st->words[i]);
}

int sc_seat_word(sc_state *r, const sc_statement *st, const char *w, int *seat)
{
    int p = strlen(w) == 1 ? sp_parse_seat(w) : -1;
    if (p < 0 || (r->g && p >= r->g->players)) return sc_fail(r, st, "'%s' is not a seat of this table (E S W N)", w);
    *seat = p;
    return 0;
}

int sc_kind_word(sc_state *r, const sc_statement *st, const char *w, int *kind)
{
    if (sp_tiles_in_order(w, kind, 1) != 1) return sc_fail(r, st, "'%s' is not one tile", w);
    return 0;
}

/* ---- the table and the start of the game ---- */

static int option_values(sc_state *r, const sp_ruleset *rs, int32_t o[SP_MAX_OPTIONS])
{
    for (int i = 0; i < SP_MAX_OPTIONS; i++) o[i] = i < rs->noptions ? rs->options[i].def : 0;
    sp_options_east_deals_first(rs, o); /* seat 0 (E) deals first unless `options first_dealer=dice` */
    for (int a = 0; a < r->nassign; a++) {
        const sc_statement *st = r->assign_at[a];
        char id[SP_ID_LEN];
        const char *eq = strchr(r->assign[a], '=');
        size_t len = eq ? (size_t)(eq - r->assign[a]) : 0;
        if (!eq || len == 0 || len >= sizeof id || !eq[1]) return sc_fail(r, st, "'%s': expected option_id=value", r->assign[a]);
        memcpy(id, r->assign[a], len);
        id[len] = 0;
        const char *v = eq + 1;
        int i = sp_ruleset_option(rs, id);
        if (i < 0) return sc_fail(r, st, "ruleset %s has no option '%s'", rs->id, id);
        const sp_option_def *d = &rs->options[i];
        if (d->type == SP_OPT_CHOICE) {
            o[i] = -1;
            for (int c = 0; c < d->nchoices; c++)
                if (!strcmp(d->choices[c], v)) o[i] = c;
            if (o[i] < 0) return sc_fail(r, st, "'%s' is not a choice of option %s", v, id);
        } else if (d->type == SP_OPT_BOOL) {
            if (strcmp(v, "true") && strcmp(v, "false")) return sc_fail(r, st, "option %s is true or false, not '%s'", id, v);
            o[i] = !strcmp(v, "true");
        } else {
            char *end;
            long n = strtol(v, &end, 10);
            if (*end || end == v || n < d->min || n > d->max)
                return sc_fail(r, st, "option %s takes a whole number from %d to %d, not '%s'", id, (int)d->min, (int)d->max, v);
            o[i] = (int32_t)n;
        }
    }
    return 0;
}

/* Moves the game's new events to the log (emptied first when an event check has read it). */
static int log_events(sc_state *r, const sc_statement *st)
{
    if (r->log_seen) r->nlog = 0;
    r->log_seen = false;
    sp_event e;
    while (sp_game_next_event(r->g, &e)) {
        if (r->nlog == r->caplog) {
            int cap = r->caplog ? 2 * r->caplog : 256;
            sp_event *p = realloc(r->log, (size_t)cap * sizeof *p);
            if (!p) return sc_fail(r, st, "out of memory");
            r->log = p;
            r->caplog = cap;
        }
        r->log[r->nlog++] = e;
    }
    return 0;
}

/* After every change of the table: the engine's invariants hold; its events go to the log. */
static int settled(sc_state *r, const sc_statement *st)
{
    char why[256];
    if (sp_game_check(r->g, why, sizeof why)) return sc_fail(r, st, "the table breaks an invariant: %s", why);
    return log_events(r, st);
}

/* `place TILE at N`: head draw N (1: the dealer's 14th, as `draws` counts) is TILE, swapped
 * there from the last TILE among the tiles the wall does not name (past the deal and the
 * draws given, before the tail): a tile drawn late in the hand without writing out every draw
 * before it. */
static int place_tiles(sc_state *r, int players, uint8_t *wall, int n)
{
    int named[SP_MAX_WALL];
    int ndraws = r->draws[0] ? sp_tiles_in_order(r->draws, named, SP_MAX_WALL) : 0;
    int ntail = r->tail[0] ? sp_tiles_in_order(r->tail, named, SP_MAX_WALL) : 0;
    int from = players * 13 + (ndraws > 0 ? ndraws : 0), to = n - (ntail > 0 ? ntail : 0);
    for (int i = 0; i < r->nplace; i++) {
        const sc_statement *st = r->place[i];
        int kind = 0;
        char *end;
        long draw = strtol(st->words[3], &end, 10);
        if (sc_kind_word(r, st, st->words[1], &kind)) return -1;
        int at = players * 13 + (int)draw - 1;
        if (*end || at < from || at >= to) return sc_fail(r, st, "draw %s is not one the wall leaves unnamed (%d to %d)", st->words[3], from - players * 13 + 1, to - players * 13);
        int src = -1;
        for (int j = from; j < to; j++)
            if (sp_tile_kind(wall[j]) == kind) src = j;
        if (src < 0) return sc_fail(r, st, "no %s is left unnamed in the wall", st->words[1]);
        uint8_t t = wall[at];
        wall[at] = wall[src];
        wall[src] = t;
    }
    return 0;
}

/* Deals the game from the table described so far (at the first statement that needs it). */
static int start(sc_state *r, const sc_statement *st)
{
    if (r->g) return 0;
    char why[256];
    const char *id = r->ruleset;
    if (!id[0]) return sc_fail(r, st, "no ruleset: give `ruleset ID` at the top of the file or in the scenario");
    const sp_ruleset *rs = r->rules(id, why, sizeof why);
    if (!rs) return sc_fail(r, st, "%s", why);
    int32_t o[SP_MAX_OPTIONS];
    if (option_values(r, rs, o)) return -1;
    int players = r->players >= 0 ? r->players : r->nhands ? r->nhands : 4;
    if (r->nhands && r->nhands != players) return sc_fail(r, st, "%d hands for %d players", r->nhands, players);
    r->g = calloc(1, sizeof *r->g);
    if (!r->g) return sc_fail(r, st, "out of memory");
    if (r->nhands) {
        uint8_t wall[SP_MAX_WALL];
        int n = sp_scenario_wall(rs, o, players, r->hands, r->draws, r->tail, r->wall_seed, wall, why, sizeof why);
        if (n < 0) return sc_fail(r, st, "the wall: %s", why);
        if (place_tiles(r, players, wall, n)) return -1;
        if (sp_game_init_wall(r->g, rs, o, players, r->seed, wall, n, why, sizeof why)) return sc_fail(r, st, "the deal: %s", why);
    } else if (r->draws[0] || r->tail[0] || r->nplace) {
        return sc_fail(r, st, "`draws`, `tail` and `place` need `hands`");
    } else if (sp_game_init(r->g, rs, o, players, r->seed, why, sizeof why)) {
        return sc_fail(r, st, "the deal: %s", why);
    }
    return settled(r, st);
}

static int table_line(sc_state *r, const sc_statement *st)
{
    const char *w = st->words[0];
    if (r->g) return sc_fail(r, st, "`%s` describes the table: it must come before the first move or check", w);
    if (!strcmp(w, "ruleset")) {
        if (st->nwords != 2 || strlen(st->words[1]) >= sizeof r->ruleset) return sc_fail(r, st, "expected `ruleset ID`");
        snprintf(r->ruleset, sizeof r->ruleset, "%s", st->words[1]);
    } else if (!strcmp(w, "players")) {
        if (st->nwords != 2 || strlen(st->words[1]) != 1 || (st->words[1][0] != '0' && (st->words[1][0] < '2' || st->words[1][0] > '4')))
            return sc_fail(r, st, "expected `players 2`, 3 or 4 (0: as the ruleset's options say)");
        if (st->words[1][0] == '0' && r->nhands) return sc_fail(r, st, "`players 0` deals no given hands");
        r->players = st->words[1][0] - '0';
    } else if (!strcmp(w, "options")) {
        if (st->nwords < 2) return sc_fail(r, st, "expected `options id=value ...`");
        for (int i = 1; i < st->nwords; i++) {
            if (r->nassign == SC_MAX_ASSIGN) return sc_fail(r, st, "too many options");
            r->assign_at[r->nassign] = st;
            r->assign[r->nassign++] = st->words[i];
        }
    } else if (!strcmp(w, "hands")) {
        if (st->nwords < 3 || st->nwords > 1 + SP_SEATS) return sc_fail(r, st, "expected `hands` and 2 to 4 hands, the dealer's first");
        r->nhands = st->nwords - 1;
        for (int i = 0; i < r->nhands; i++) r->hands[i] = st->words[1 + i];
    } else if (!strcmp(w, "place")) {
        if (st->nwords != 4 || strcmp(st->words[2], "at")) return sc_fail(r, st, "expected `place TILE at N`");
        if (r->nplace == SC_MAX_PLACE) return sc_fail(r, st, "at most %d `place` lines", SC_MAX_PLACE);
        r->place[r->nplace++] = st;
    } else if (!strcmp(w, "draws") || !strcmp(w, "tail")) {
        sc_join(st, 1, !strcmp(w, "draws") ? r->draws : r->tail, SC_TEXT);
    } else {
        char *end;
        unsigned long long v = st->nwords == 2 ? strtoull(st->words[1], &end, 10) : 0;
        if (st->nwords != 2 || *end) return sc_fail(r, st, "expected `%s N`", w);
        if (!strcmp(w, "seed")) r->seed = v;
        else r->wall_seed = v;
    }
    return 0;
}

/* ---- moves ---- */

static int act(sc_state *r, const sc_statement *st, int seat, const char *text)
{
    char why[256];
    if (sp_game_apply_text(r->g, seat, text, why, sizeof why))
        return sc_fail(r, st, "%c %s was refused: %s", sp_seat_letter(seat), text, why);
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
static int pass_line(sc_state *r, const sc_statement *st)
{
    bool any = st->nwords == 2 && !strcmp(st->words[1], "any");
    int keep = -1;
    if (st->nwords == 3 && !strcmp(st->words[1], "but") && sc_seat_word(r, st, st->words[2], &keep)) return -1;
    if (st->nwords > 1 && !any && keep < 0) return sc_fail(r, st, "expected `pass`, `pass any` or `pass but SEAT`");
    for (int guard = 0; r->g->phase == SP_PHASE_CLAIM || r->g->phase == SP_PHASE_ROB; guard++) {
        unsigned pending = sp_game_pending(r->g) & ~(keep >= 0 ? 1u << keep : 0u);
        if (!pending) break;
        if (guard == 2 * SP_SEATS) return sc_fail(r, st, "the seats are still asked after passing");
        int seat = __builtin_ctz(pending);
        if (!any && offers_type(r->g, seat, SP_ACT_HU))
            return sc_fail(r, st, "%c could win on the tile on the table (`pass any` passes wins too)", sp_seat_letter(seat));
        if (act(r, st, seat, "PASS")) return -1;
    }
    return 0;
}

/* `tsumogiri [SEAT] [xN | all | end] [pass [any]]`: N times (1; all: until the live wall is
 * empty; end: until the hand is over),
 * the seat in turn discards the tile it drew (the first is SEAT, then the next seats in turn);
 * with `pass`, the claims are passed after each (`pass any`: wins too). */
static int tsumogiri_line(sc_state *r, const sc_statement *st)
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
            if (*end || times < 1 || times > 200) return sc_fail(r, st, "'%s': expected x1 to x200", w);
        } else if (!strcmp(w, "pass")) pass = true;
        else if (sc_seat_word(r, st, w, &seat)) return -1;
    }
    static const sc_statement pass_all = {0, 1, {"pass"}}, pass_any = {0, 2, {"pass", "any"}};
    for (int i = 0; i < times && !(all && sp_game_wall_left(r->g) == 0) && !(end && r->g->phase >= SP_PHASE_HAND_OVER); i++) {
        const sp_game *g = r->g;
        if (g->phase != SP_PHASE_TURN) return sc_fail(r, st, "tsumogiri %d of %d: nobody's turn (phase %d)", i + 1, times, g->phase);
        if (seat >= 0 && g->turn != (seat + i) % g->players)
            return sc_fail(r, st, "tsumogiri %d of %d: it is %c's turn, not %c's", i + 1, times, sp_seat_letter(g->turn),
                         sp_seat_letter((seat + i) % g->players));
        if (g->seat[g->turn].drawn < 0) return sc_fail(r, st, "%c drew no tile", sp_seat_letter(g->turn));
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
 * tile after a call) until the hand is over; `play out until empty`: until then or until a seat
 * is asked about a discard once the live wall is empty (the last discards). */
static int play_out(sc_state *r, const sc_statement *st, bool until_empty)
{
    char why[256];
    sp_game *g = r->g;
    for (int guard = 0; guard < 2000 && g->phase < SP_PHASE_HAND_OVER; guard++) {
        if (until_empty && sp_game_wall_left(g) == 0 && g->phase != SP_PHASE_TURN) return 0;
        unsigned pending = sp_game_pending(g);
        if (!pending) return sc_fail(r, st, "play out: nobody is asked to act");
        int seat = __builtin_ctz(pending);
        sp_action a = {SP_ACT_PASS, SP_KIND_NONE, {SP_KIND_NONE, SP_KIND_NONE}, 0};
        if (g->phase == SP_PHASE_TURN) {
            const sp_game_seat *s = &g->seat[seat];
            int k = s->drawn >= 0 ? sp_tile_kind(s->drawn) : -1;
            for (int j = 0; k < 0 && j < SP_KINDS; j++)
                if (s->counts[j]) k = j;
            a.type = SP_ACT_DISCARD;
            a.tile = (uint8_t)k;
            /* a tile that may not be discarded (wuhan's specials): the first discard listed, else
             * the first special action (a 红中/laizi/皮 kong) */
            sp_action_list l;
            sp_game_legal(g, seat, &l);
            bool listed = false;
            for (int i = 0; i < l.n && !listed; i++) listed = sp_action_equal(&l.a[i], &a);
            if (!listed) {
                int pick = -1;
                for (int i = 0; i < l.n && pick < 0; i++)
                    if (l.a[i].type == SP_ACT_DISCARD) pick = i;
                for (int i = 0; i < l.n && pick < 0; i++)
                    if (l.a[i].type == SP_ACT_SPECIAL) pick = i;
                if (pick < 0) return sc_fail(r, st, "play out: %c can neither discard nor declare a special tile", sp_seat_letter(seat));
                a = l.a[pick];
            }
        }
        if (sp_game_apply(g, seat, &a, why, sizeof why)) return sc_fail(r, st, "play out: %s", why);
        if (settled(r, st)) return -1;
    }
    if (g->phase < SP_PHASE_HAND_OVER) return sc_fail(r, st, "play out: the hand did not end");
    return 0;
}

/* `refuse SEAT ACTION`: the engine refuses it, gives a reason and leaves the table as it was. */
static int refuse_line(sc_state *r, const sc_statement *st)
{
    int seat = 0;
    char text[SC_TEXT], why[256] = "";
    if (st->nwords < 3) return sc_fail(r, st, "expected `refuse SEAT ACTION`");
    if (sc_seat_word(r, st, st->words[1], &seat)) return -1;
    sc_join(st, 2, text, sizeof text);
    sp_game *copy = malloc(sizeof *copy);
    if (!copy) return sc_fail(r, st, "out of memory");
    memcpy(copy, r->g, sizeof *copy);
    int rc = sp_game_apply_text(r->g, seat, text, why, sizeof why);
    bool same = !memcmp(copy, r->g, offsetof(sp_game, ev_head));
    free(copy);
    if (rc != -1) return sc_fail(r, st, "%c %s was accepted", sp_seat_letter(seat), text);
    if (!why[0]) return sc_fail(r, st, "%c %s was refused without a reason", sp_seat_letter(seat), text);
    if (!same) return sc_fail(r, st, "%c %s was refused but changed the table", sp_seat_letter(seat), text);
    r->checks++;
    return 0;
}

/* `set scores A B C D`, `set round N`, `set hand_in_round N`, `set start_dealer SEAT`: puts the
 * match where a scenario needs it (a later round, scores brought in), as if earlier hands had
 * been played. */
static int set_line(sc_state *r, const sc_statement *st)
{
    sp_game *g = r->g;
    const char *what = st->nwords > 1 ? st->words[1] : "";
    if (!strcmp(what, "scores")) {
        if (st->nwords != 2 + g->players) return sc_fail(r, st, "expected `set scores` and one number per seat");
        for (int p = 0; p < g->players; p++) {
            char *end;
            long v = strtol(st->words[2 + p], &end, 10);
            if (*end || end == st->words[2 + p] || v < -1000000000L || v > 1000000000L)
                return sc_fail(r, st, "'%s' is not a score", st->words[2 + p]);
            g->seat[p].score = (int32_t)v;
        }
    } else if (st->nwords != 3) {
        return sc_fail(r, st, "expected `set scores ...`, `set round N`, `set hand_in_round N` or `set start_dealer SEAT`");
    } else if (!strcmp(what, "start_dealer")) {
        int seat = 0;
        if (sc_seat_word(r, st, st->words[2], &seat)) return -1;
        g->start_dealer = (uint8_t)seat;
    } else {
        char *end;
        long v = strtol(st->words[2], &end, 10);
        if (*end || v < 0 || v > 15) return sc_fail(r, st, "'%s': expected a number from 0 to 15", st->words[2]);
        if (!strcmp(what, "round")) g->round = (uint8_t)v;
        else if (!strcmp(what, "hand_in_round")) g->hand_in_round = (uint8_t)v;
        else return sc_fail(r, st, "cannot set '%s'", what);
    }
    return settled(r, st);
}

static int move_line(sc_state *r, const sc_statement *st)
{
    const char *w = st->words[0];
    if (!strcmp(w, "pass")) return pass_line(r, st);
    if (!strcmp(w, "tsumogiri")) return tsumogiri_line(r, st);
    if (!strcmp(w, "refuse")) return refuse_line(r, st);
    if (!strcmp(w, "play") || !strcmp(w, "next")) {
        bool out = !strcmp(w, "play"), until = st->nwords == 4 && !strcmp(st->words[2], "until") && !strcmp(st->words[3], "empty");
        if ((st->nwords != 2 && !(out && until)) || strcmp(st->words[1], out ? "out" : "hand"))
            return sc_fail(r, st, out ? "expected `play out` or `play out until empty`" : "expected `next hand`");
        if (out) return play_out(r, st, until);
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
    if (strlen(w) != 1) return sc_fail(r, st, "unknown statement '%s' (tests/scenarios/README.md lists them)", w);
    if (st->nwords < 2) return sc_fail(r, st, "expected SEAT ACTION");
    if (sc_seat_word(r, st, w, &seat)) return -1;
    char text[SC_TEXT];
    sc_join(st, 1, text, sizeof text);
    return act(r, st, seat, text);
}

/* ---- statements ---- */

static int run_block(sc_state *r, int block);

static int use_line(sc_state *r, const sc_statement *st)
{
    if (st->nwords != 2) return sc_fail(r, st, "expected `use NAME`");
    int b = sc_file_block(r->f, st->words[1]);
    if (b < 0) return sc_fail(r, st, "no block named '%s'", st->words[1]);
    if (r->depth == SC_MAX_USE_DEPTH) return sc_fail(r, st, "`use` nested more than %d deep", SC_MAX_USE_DEPTH);
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

static int statement(sc_state *r, const sc_statement *st)
{
    static const char *const table[] = {"ruleset", "players", "options", "hands", "draws", "tail", "place", "seed", "wall_seed", NULL};
    const char *w = st->words[0];
    if (is_word(w, table)) return table_line(r, st);
    if (!strcmp(w, "use")) return use_line(r, st);
    if (start(r, st)) return -1;
    bool handled;
    int rc = sc_check(r, st, &handled);
    if (handled) return rc;
    return move_line(r, st);
}

static int run_block(sc_state *r, int block)
{
    const sc_block *b = &r->f->blocks[block];
    for (int i = b->first; i < b->end; i++)
        if (statement(r, &r->f->statements[i])) return -1;
    return 0;
}

int sc_run(const sc_file *f, int block, sc_rules_lookup rules, int *checks, char *err, size_t errlen)
{
    sc_state *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, errlen, "%s: out of memory", f->path);
        return -1;
    }
    r->f = f;
    r->rules = rules;
    r->seed = 1;
    r->players = -1;
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
