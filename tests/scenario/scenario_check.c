/* scenario_check.c: the check statements of a scenario (expect, offers, legal, why, event,
 * events, sequence, kinds, private; tests/scenarios/README.md): each compares what the game shows
 * with what the line expects and fails naming FILE:LINE and both. */
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
#include "scenario_state.h"

/* `expect NAME [OP] VALUE...`: OP is = (the default: the same words), !=, <, <=, >, >= (whole
 * numbers), has (every word given is among the value's words) or lacks (none is). */
static int expect_line(sc_state *r, const sc_statement *st)
{
    if (st->nwords < 3) return sc_fail(r, st, "expected `expect NAME [OP] VALUE`");
    static const char *const ops[] = {"=", "!=", "<", "<=", ">", ">=", "has", "lacks"};
    int op = 0, from = 2;
    for (int i = 0; i < 8; i++)
        if (!strcmp(st->words[2], ops[i]) && st->nwords > 3) op = i, from = 3;
    char got[SC_TEXT], want[SC_TEXT], why[256];
    if (sc_probe(r->g, st->words[1], got, sizeof got, why, sizeof why)) return sc_fail(r, st, "%s", why);
    sc_join(st, from, want, sizeof want);
    bool ok;
    if (op <= 1) ok = (strcmp(got, want) == 0) == (op == 0);
    else if (op >= 6) {
        ok = true;
        for (int i = from; i < st->nwords; i++) {
            char padded[SC_TEXT + 2], word[SC_TEXT];
            snprintf(padded, sizeof padded, " %s ", got);
            snprintf(word, sizeof word, " %s ", st->words[i]);
            ok = ok && (strstr(padded, word) != NULL) == (op == 6);
        }
    } else {
        char *e1, *e2;
        long a = strtol(got, &e1, 10), b = strtol(want, &e2, 10);
        if (*e1 || *e2 || e1 == got || e2 == want) return sc_fail(r, st, "%s: '%s' and '%s' are not both numbers", st->words[1], got, want);
        ok = op == 2 ? a < b : op == 3 ? a <= b : op == 4 ? a > b : a >= b;
    }
    if (!ok) return sc_fail(r, st, "%s is '%s', expected %s%s'%s'", st->words[1], got, op ? ops[op] : "", op ? " " : "", want);
    r->checks++;
    return 0;
}

/* `[not] offers SEAT ACTION`: the action is (is not) in the seat's legal list now; an action
 * word alone (HU, PON, KAN, ...) matches any action of that type. */
static int offers_line(sc_state *r, const sc_statement *st, bool negated)
{
    int seat = 0;
    if (st->nwords < 3) return sc_fail(r, st, "expected `offers SEAT ACTION`");
    if (sc_seat_word(r, st, st->words[1], &seat)) return -1;
    char text[SC_TEXT];
    sc_join(st, 2, text, sizeof text);
    sp_action want;
    sp_error e;
    int type = -1;
    if (st->nwords == 3) type = sc_action_type(st->words[2]);
    if (type < 0 && sp_action_parse(text, &want, &e)) return sc_fail(r, st, "'%s': %s", text, e.message);
    sp_action_list l;
    sp_game_legal(r->g, seat, &l);
    bool has = false;
    for (int i = 0; i < l.n; i++) has = has || (type >= 0 ? l.a[i].type == type : sp_action_equal(&l.a[i], &want));
    if (has == negated) return sc_fail(r, st, "%c is %soffered %s", sp_seat_letter(seat), has ? "" : "not ", text);
    r->checks++;
    return 0;
}

/* `legal SEAT only WORD...`: the seat has legal actions, every one of a type named. */
static int legal_line(sc_state *r, const sc_statement *st)
{
    int seat = 0;
    if (st->nwords < 4 || strcmp(st->words[2], "only")) return sc_fail(r, st, "expected `legal SEAT only ACTION-WORD...`");
    if (sc_seat_word(r, st, st->words[1], &seat)) return -1;
    unsigned types = 0;
    for (int i = 3; i < st->nwords; i++) {
        int t = sc_action_type(st->words[i]);
        if (t < 0) return sc_fail(r, st, "'%s' is not an action word", st->words[i]);
        types |= 1u << t;
    }
    sp_action_list l;
    sp_game_legal(r->g, seat, &l);
    if (l.n == 0) return sc_fail(r, st, "%c has no legal action", sp_seat_letter(seat));
    for (int i = 0; i < l.n; i++)
        if (!(types >> l.a[i].type & 1)) {
            char text[32];
            sp_action_format(&l.a[i], text, sizeof text);
            return sc_fail(r, st, "%c may also %s", sp_seat_letter(seat), text);
        }
    r->checks++;
    return 0;
}

/* `why SEAT ACTION REASON` / `why-discard KIND SEAT ACTION REASON`: the reason game_explain gives
 * for refusing the seat's action now (or once the player in turn discards KIND); `none` when it
 * gives none. An action's tile is compared when written ("HU" is any win, "HU 4m" a win on 4m).
 * `why SEAT nothing` / `why-discard KIND SEAT nothing`: it reports no refused action at all. */
static int why_line(sc_state *r, const sc_statement *st)
{
    bool discard = !strcmp(st->words[0], "why-discard");
    int at = discard ? 2 : 1, seat = 0, kind = 0;
    bool nothing = st->nwords == at + 2 && !strcmp(st->words[at + 1], "nothing");
    if (st->nwords < at + 3 && !nothing)
        return sc_fail(r, st, discard ? "expected `why-discard KIND SEAT ACTION REASON`" : "expected `why SEAT ACTION REASON`");
    if (discard && sc_kind_word(r, st, st->words[1], &kind)) return -1;
    if (sc_seat_word(r, st, st->words[at], &seat)) return -1;
    sp_blocked_list l;
    if (discard) {
        if (r->g->phase != SP_PHASE_TURN) return sc_fail(r, st, "why-discard: nobody is in turn");
        sp_game_explain_discard(r->g, seat, kind, &l);
    } else sp_game_explain(r->g, seat, &l);
    if (nothing) {
        if (l.n) return sc_fail(r, st, "%d refused actions of %c are explained", l.n, sp_seat_letter(seat));
        r->checks++;
        return 0;
    }
    const char *rid = st->words[st->nwords - 1];
    int want = strcmp(rid, "none") ? sp_block_reason_parse(rid) : SP_BLOCK_NONE;
    if (want < 0) return sc_fail(r, st, "'%s' is not a reason (game_explain.h: sp_block_reason_id)", rid);
    char text[SC_TEXT];
    sc_statement action = *st;
    action.nwords--;
    sc_join(&action, at + 1, text, sizeof text);
    sp_action a;
    sp_error e;
    bool hu_on = action.nwords == at + 3 && !strcmp(st->words[at + 1], "HU");
    if (hu_on) {
        a.type = SP_ACT_HU;
        if (sc_kind_word(r, st, st->words[at + 2], &kind)) return -1;
        a.tile = (uint8_t)kind;
    } else if (sp_action_parse(text, &a, &e)) return sc_fail(r, st, "'%s': %s", text, e.message);
    int got = SP_BLOCK_NONE;
    for (int i = l.n - 1; i >= 0; i--)
        if (l.b[i].action.type == a.type && (a.tile == SP_KIND_NONE || l.b[i].action.tile == a.tile)) got = l.b[i].reason;
    if (got != want)
        return sc_fail(r, st, "%c %s: reason %s, expected %s", sp_seat_letter(seat), text, sp_block_reason_id(got), sp_block_reason_id(want));
    r->checks++;
    return 0;
}

static const char *const event_words[SP_EV_COUNT] = {"hand_start", "deal",   "draw",    "flower",    "indicator", "discard",
                                                     "meld",       "special", "declare", "pass",      "win",       "reveal",
                                                     "exhausted",  "hand_end", "match_end", "model"};

/* The event type a word names ("win", "model", ...), or -1. */
static int event_type(const char *word)
{
    for (int t = 0; t < SP_EV_COUNT; t++)
        if (!strcmp(word, event_words[t])) return t;
    return -1;
}

/* Whether event e has the field written "key=value" (a, b, n: numbers; from: a seat; tile: a kind). */
static int event_field(sc_state *r, const sc_statement *st, const sp_event *e, const char *kv, bool *match)
{
    const char *v = strchr(kv, '=');
    if (!v) return sc_fail(r, st, "'%s': expected key=value (a, b, n, from, tile)", kv);
    v++;
    char got[16];
    if (!strncmp(kv, "a=", 2) && sc_model_event_code(v) >= 0) snprintf(got, sizeof got, "%s", e->a == sc_model_event_code(v) ? v : "?");
    else if (!strncmp(kv, "a=", 2)) snprintf(got, sizeof got, "%d", (int)e->a);
    else if (!strncmp(kv, "kind=", 5)) {
        if (e->b >= 0 && e->b < SP_KINDS) sp_kind_name((int)e->b, got);
        else snprintf(got, sizeof got, "-");
    }
    else if (!strncmp(kv, "akind=", 6)) {
        if (e->a >= 0 && e->a < SP_KINDS) sp_kind_name((int)e->a, got);
        else snprintf(got, sizeof got, "-");
    }
    else if (!strncmp(kv, "b=", 2)) snprintf(got, sizeof got, "%d", (int)e->b);
    else if (!strncmp(kv, "n=", 2)) snprintf(got, sizeof got, "%d", e->n);
    else if (!strncmp(kv, "from=", 5)) sc_seat_text(e->from, got);
    else if (!strncmp(kv, "tile=", 5)) sc_tile_text(e->tile, got);
    else if (!strncmp(kv, "tile@", 5) && kv[6] == '=') {
        int seat = 0;
        sp_event seen;
        if (sc_seat_word(r, st, (char[]){kv[5], 0}, &seat)) return -1;
        sp_event_for_seat(e, seat, &seen);
        sc_tile_text(seen.tile, got);
    } else return sc_fail(r, st, "'%s': events have a (a number or a model's event: guizhou.turned), akind (a as a tile), b, kind (b as a tile), n, from, tile and tile@SEAT (as SEAT sees it)", kv);
    *match = !strcmp(got, v);
    return 0;
}

/* `event TYPE [SEAT] [key=value...]`: the first logged event of the type (and seat) exists and
 * has those fields; `not event TYPE [SEAT]`: none is logged; `events TYPE [SEAT] COUNT`: how
 * many are logged. */
static int event_line(sc_state *r, const sc_statement *st, bool negated)
{
    bool count = !strcmp(st->words[0], "events");
    if (st->nwords < (count ? 3 : 2)) return sc_fail(r, st, count ? "expected `events TYPE [SEAT] COUNT`" : "expected `event TYPE [SEAT] [key=value...]`");
    int type = -1, seat = -1, at = 2, want = 0;
    type = event_type(st->words[1]);
    if (type < 0) return sc_fail(r, st, "'%s' is not an event (README: events)", st->words[1]);
    if (at < st->nwords - count && !strchr(st->words[at], '=')) {
        if (sc_seat_word(r, st, st->words[at], &seat)) return -1;
        at++;
    }
    if (count) {
        char *end;
        want = (int)strtol(st->words[st->nwords - 1], &end, 10);
        if (*end || at != st->nwords - 1) return sc_fail(r, st, "expected `events TYPE [SEAT] COUNT`");
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
    if (count && n != want) return sc_fail(r, st, "%d %s events, expected %d", n, what, want);
    if (!count && negated && first) return sc_fail(r, st, "a %s event was emitted", what);
    if (!count && !negated) {
        if (!first) return sc_fail(r, st, "no %s event", what);
        for (int i = at; i < st->nwords; i++) {
            bool match = false;
            if (event_field(r, st, first, st->words[i], &match)) return -1;
            if (!match) return sc_fail(r, st, "the %s event does not have %s", what, st->words[i]);
        }
    }
    if (negated && at < st->nwords) return sc_fail(r, st, "`not event` takes no fields");
    r->checks++;
    return 0;
}

/* For `sequence` and `kinds`: the event type named by word 1 and the index past the key=value
 * filters that follow it; -1 with a failure when the type is unknown. */
static int filtered_type(sc_state *r, const sc_statement *st, const char *usage, int *at)
{
    if (st->nwords < 2) return sc_fail(r, st, "expected `%s`", usage);
    int type = event_type(st->words[1]);
    if (type < 0) return sc_fail(r, st, "'%s' is not an event", st->words[1]);
    for (*at = 2; *at < st->nwords && strchr(st->words[*at], '=');) ++*at;
    r->log_seen = true;
    return type;
}

/* Whether logged event e is of the type and has the fields of words [2, at). */
static int filtered_match(sc_state *r, const sc_statement *st, const sp_event *e, int type, int at, bool *match)
{
    *match = e->type == type;
    for (int i = 2; i < at && *match; i++)
        if (event_field(r, st, e, st->words[i], match)) return -1;
    return 0;
}

/* `sequence TYPE [key=value...] SEAT:TILE...`: the logged events of the type (with those
 * fields) are exactly these, in this order. */
static int sequence_line(sc_state *r, const sc_statement *st)
{
    int at, type = filtered_type(r, st, "sequence TYPE [key=value...] SEAT:TILE...", &at);
    if (type < 0) return -1;
    int next = at;
    for (int k = 0; k < r->nlog; k++) {
        const sp_event *e = &r->log[k];
        bool match;
        if (filtered_match(r, st, e, type, at, &match)) return -1;
        if (!match) continue;
        char got[8], seat[2], tile[3];
        sc_seat_text(e->seat, seat);
        sc_tile_text(e->tile, tile);
        snprintf(got, sizeof got, "%s:%s", seat, tile);
        if (next == st->nwords) return sc_fail(r, st, "%s event %d is %s, expected no more", st->words[1], next - at + 1, got);
        if (strcmp(got, st->words[next]))
            return sc_fail(r, st, "%s event %d is %s, expected %s", st->words[1], next - at + 1, got, st->words[next]);
        next++;
    }
    if (next < st->nwords) return sc_fail(r, st, "%d %s events, expected %d", next - at, st->words[1], st->nwords - at);
    r->checks++;
    return 0;
}

/* `kinds TYPE [key=value...] TILE...`: the kinds in b of the logged events of the type (with
 * those fields) are exactly these, in any order (a model's chickens). */
static int kinds_line(sc_state *r, const sc_statement *st)
{
    int at, type = filtered_type(r, st, "kinds TYPE [key=value...] TILE...", &at);
    if (type < 0) return -1;
    uint64_t want = 0, got = 0;
    for (int i = at; i < st->nwords; i++) {
        int k;
        if (sc_kind_word(r, st, st->words[i], &k)) return -1;
        want |= 1ull << k;
    }
    for (int k = 0; k < r->nlog; k++) {
        const sp_event *e = &r->log[k];
        bool match;
        if (filtered_match(r, st, e, type, at, &match)) return -1;
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
        return sc_fail(r, st, "the %s events' kinds are%s", st->words[1], len ? text : " none");
    }
    r->checks++;
    return 0;
}

/* `private TYPE...`: every logged event of these types (deal, draw) shows its tiles to its own
 * seat and to nobody else. */
static int private_line(sc_state *r, const sc_statement *st)
{
    if (st->nwords < 2) return sc_fail(r, st, "expected `private TYPE...`");
    r->log_seen = true;
    for (int i = 1; i < st->nwords; i++) {
        int type = -1, n = 0;
        type = event_type(st->words[i]);
        if (type < 0) return sc_fail(r, st, "'%s' is not an event", st->words[i]);
        for (int k = 0; k < r->nlog; k++) {
            const sp_event *e = &r->log[k];
            if (e->type != type) continue;
            n++;
            for (int p = 0; p < r->g->players; p++) {
                sp_event seen;
                sp_event_for_seat(e, p, &seen);
                bool hidden = (e->n ? seen.tiles[0] : seen.tile) == SP_TILE_HIDDEN;
                if (hidden != (p != e->seat))
                    return sc_fail(r, st, "a %s event of %c is %s to %c", st->words[i], sp_seat_letter(e->seat),
                                 hidden ? "hidden" : "shown", sp_seat_letter(p));
            }
        }
        if (!n) return sc_fail(r, st, "no %s event", st->words[i]);
    }
    r->checks++;
    return 0;
}

int sc_check(sc_state *r, const sc_statement *st, bool *handled)
{
    const char *w = st->words[0];
    *handled = true;
    if (!strcmp(w, "not")) {
        if (st->nwords < 2 || (strcmp(st->words[1], "offers") && strcmp(st->words[1], "event")))
            return sc_fail(r, st, "`not` goes before `offers` or `event`");
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
    *handled = false;
    return 0;
}
