/* net_harness.h: a host and headless clients in one process on 127.0.0.1 (any free port), for
 * the LAN tests: a clock, a host set up for tests, bot clients, a raw peer that sends any
 * bytes, and the check that no packet to a seat holds another seat's concealed tiles. Include
 * after cmocka. */
#ifndef SP_NET_HARNESS_H
#define SP_NET_HARNESS_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "net/client.h"
#include "net/clock.h"
#include "net/host.h"
#include "net/transport.h"
#include "sheet_diff.h"
#include "table/ruleset_file.h"

static inline int64_t harness_now(void) { return sp_net_clock_ms(); }
static inline void harness_sleep_ms(int ms) { sp_net_sleep_ms(ms); }

/* ---- the leak check: every packet a seat is sent, against the host's game at that moment ---- */

typedef struct {
    sp_net_host *host;
    unsigned packets, leaks;
    char first_leak[300];
    uint64_t bytes[SP_SEATS];
    uint64_t type_bytes[SP_MSG_COUNT]; /* to every seat, by message type */
    sp_view last_view[SP_SEATS];       /* each seat's view as its client rebuilds it */
    char log[64][200];          /* the host's last log lines */
    int nlog;
    /* the score sheets sent: each against the host's sp_game_win_result at that moment */
    unsigned sheets_sent[SP_SEATS], sheets_checked, sheet_mismatches, draw_sheets;
    /* the asks with a win: each one's value against the host's sp_game_offered_win then */
    unsigned win_asks, win_value_mismatches;
    /* the refusals sent (asks with some, "why" notes): each against sp_game_explain then */
    unsigned blocked_asks, why_notes, why_mismatches;
    char first_why_mismatch[300];
    char first_mismatch[300];
    sp_host_notice notices[32]; /* the host's first notices */
    int nnotices;
} harness_watch;

static inline void harness_notice(void *ctx, const sp_host_notice *n)
{
    harness_watch *w = ctx;
    if (w->nnotices < 32) w->notices[w->nnotices++] = *n;
}

/* How many notices of kind were given for seat (-2: any seat) and name. */
static inline int harness_noticed(const harness_watch *w, int kind, int seat, const char *name)
{
    int n = 0;
    for (int i = 0; i < w->nnotices; i++)
        n += w->notices[i].kind == kind && (seat == -2 || w->notices[i].seat == seat) && !strcmp(w->notices[i].name, name);
    return n;
}

/* Why a sheet that travelled differs from the host's score result ("" when it does not), in
 * anything the result screen reads (sheet_diff.h). */
static inline void harness_sheet_diff(const sp_net_sheet *got, const sp_score_result *want, char *why, size_t len)
{
    static sp_score_result r; /* (large; the tests run on one thread) */
    sp_net_sheet_to_result(got, &r);
    sheet_diff(&r, want, why, len);
}

/* Whether the refusals that travelled are `want`'s (only its wins and calls when calls_only),
 * action by action in text form (a HU's tile does not travel) and reason by reason. */
static inline bool harness_same_refusals(const sp_blocked_list *got, const sp_blocked_list *want, bool calls_only)
{
    int j = 0;
    for (int i = 0; i < want->n; i++) {
        if (calls_only && want->b[i].action.type == SP_ACT_DISCARD) continue;
        if (j >= got->n || got->b[j].reason != want->b[i].reason) return false;
        char a[48], b[48];
        sp_action_format(&got->b[j].action, a, sizeof a);
        sp_action_format(&want->b[i].action, b, sizeof b);
        if (strcmp(a, b)) return false;
        j++;
    }
    return j == got->n;
}

static inline void harness_check_refusals(harness_watch *w, int seat, const sp_game *g, const sp_msg *m)
{
    sp_blocked_list want;
    bool same;
    if (m->type == SP_MSG_ASK) {
        sp_game_explain(g, seat, &want);
        same = harness_same_refusals(&m->u.ask.blocked, &want, false);
        w->blocked_asks += m->u.ask.blocked.n > 0;
    } else {
        /* sent before the discard is applied: the game is still in the discarder's turn */
        sp_game_explain_discard(g, seat, m->u.why.kind, &want);
        same = g->phase == SP_PHASE_TURN && g->turn != seat && m->u.why.blocked.n > 0 &&
               harness_same_refusals(&m->u.why.blocked, &want, true);
        w->why_notes++;
    }
    if (!same && !w->why_mismatches++)
        snprintf(w->first_why_mismatch, sizeof w->first_why_mismatch, "seat %d, %s with %d refusals, the host's game %d",
                 seat, sp_msg_name(m->type), m->type == SP_MSG_ASK ? m->u.ask.blocked.n : m->u.why.blocked.n, want.n);
}

static inline void harness_check_sheets(harness_watch *w, int seat, const sp_game *g, const sp_msg *m)
{
    w->sheets_sent[seat] += (unsigned)m->u.sheets->n;
    char why[200] = "";
    if (m->u.sheets->hand != (int)g->hand_number || m->u.sheets->n != g->outcome.nwins)
        snprintf(why, sizeof why, "hand %d with %d sheets, host hand %u with %d wins", m->u.sheets->hand, m->u.sheets->n,
                 g->hand_number, g->outcome.nwins);
    for (int i = 0; !why[0] && i < m->u.sheets->n; i++) {
        sp_score_result r;
        char err[200];
        if (sp_game_win_result(g, i, &r, err, sizeof err)) snprintf(why, sizeof why, "host: %.150s", err);
        else harness_sheet_diff(&m->u.sheets->sheet[i], &r, why, sizeof why);
        w->sheets_checked++;
    }
    /* a drawn hand's sheet, where the ruleset settles the draw (荒庄查叫) */
    sp_score_result r;
    char err[200];
    bool settles = g->outcome.kind == SP_END_EXHAUSTED && sp_game_draw_result(g, &r, err, sizeof err) == 0;
    if (!why[0] && settles != m->u.sheets->has_draw)
        snprintf(why, sizeof why, "a draw sheet %s, the host's draw %s", m->u.sheets->has_draw ? "sent" : "not sent",
                 settles ? "settles" : "does not settle");
    if (!why[0] && settles) {
        harness_sheet_diff(&m->u.sheets->draw, &r, why, sizeof why);
        w->sheets_checked++;
        w->draw_sheets++;
    }
    if (why[0] && !w->sheet_mismatches++)
        snprintf(w->first_mismatch, sizeof w->first_mismatch, "seat %d, hand %d: %s", seat, m->u.sheets->hand, why);
}

static inline void harness_leak(harness_watch *w, const char *fmt, int seat, int other, const char *text)
{
    if (!w->leaks++) snprintf(w->first_leak, sizeof w->first_leak, fmt, seat, other, text);
}

/* Whether physical tile t is concealed in seat y's hand now (flowers never are). */
static inline bool harness_concealed(const sp_game *g, int y, int t)
{
    if (t == SP_TILE_HIDDEN || t / 4 >= SP_KINDS) return false;
    return g->seat[y].held[t / 4] >> (t % 4) & 1;
}

static inline void harness_capture(void *ctx, int seat, const void *data, size_t len)
{
    harness_watch *w = ctx;
    w->packets++;
    if (seat < 0) return;
    w->bytes[seat] += len;
    sp_session *s = w->host ? sp_net_host_session(w->host) : NULL;
    if (!s) return;
    const sp_game *g = &s->game;
    bool over = g->phase == SP_PHASE_HAND_OVER || g->phase == SP_PHASE_MATCH_OVER;
    sp_msg m;
    char err[256];
    if (sp_msg_decode(data, len, SP_NET_HOST_MAX, &m, err, sizeof err)) {
        harness_leak(w, "seat %d%d: the host sent a message it cannot decode itself: %.200s", seat, 0, err);
        return;
    }
    w->type_bytes[m.type] += len;
    if (m.type == SP_MSG_SHEETS) harness_check_sheets(w, seat, g, &m);
    if (m.type == SP_MSG_ASK || m.type == SP_MSG_WHY) harness_check_refusals(w, seat, g, &m);
    if (m.type == SP_MSG_ASK) {
        bool hu = false;
        for (int i = 0; i < m.u.ask.legal.n; i++) hu |= m.u.ask.legal.a[i].type == SP_ACT_HU;
        sp_score_result r;
        bool valued = hu && !m.u.ask.legal.false_win && sp_game_offered_win(g, seat, &r);
        w->win_asks += hu;
        if (valued ? m.u.ask.win_fan != r.fan || m.u.ask.win_limit != r.limit : m.u.ask.win_fan != -1)
            w->win_value_mismatches++;
    }
    char *text = malloc(len + 1);
    memcpy(text, data, len);
    text[len] = 0;
    if (m.type == SP_MSG_EVENT) {
        const sp_event *e = &m.u.event;
        if (e->type == SP_EV_PASS && e->seat != seat) harness_leak(w, "seat %d hears seat %d pass: %.200s", seat, e->seat, text);
        for (int y = 0; y < g->players; y++) {
            if (y == seat || over || g->seat[y].out) continue;
            bool bad = harness_concealed(g, y, e->tile);
            for (int i = 0; i < e->n; i++) bad |= harness_concealed(g, y, e->tiles[i]);
            if (bad) harness_leak(w, "seat %d sees a concealed tile of seat %d: %.200s", seat, y, text);
        }
    } else if (m.type == SP_MSG_VIEW || m.type == SP_MSG_VIEW_DELTA) {
        /* a delta's seats marked same are not in it (they were checked when they were sent) */
        bool delta = m.type == SP_MSG_VIEW_DELTA;
        const sp_view *v = delta ? &m.u.view_delta.view : &m.u.view;
        unsigned same = delta ? m.u.view_delta.same : 0;
        if (delta) {
            /* a delta that changes nothing would tell that someone acted unseen (a pass) */
            sp_view whole;
            sp_view_apply_delta(&w->last_view[seat], &m, &whole);
            if (!memcmp(&whole, &w->last_view[seat], sizeof whole))
                harness_leak(w, "seat %d was sent a view that did not change (same %d): %.200s", seat, (int)same, text);
            memcpy(&w->last_view[seat], &whole, sizeof whole);
        } else {
            memcpy(&w->last_view[seat], v, sizeof *v);
        }
        for (int y = 0; y < g->players; y++) {
            if (y == seat || over || (same >> y & 1)) continue;
            const sp_view_seat *o = &v->seats[y];
            bool any = o->revealed || o->drawn >= 0;
            for (int k = 0; k < SP_KINDS; k++) any |= o->held[k] != 0;
            if (any) harness_leak(w, "seat %d's view holds seat %d's concealed tiles: %.200s", seat, y, text);
        }
        unsigned allowed = 1u << seat;
        if (v->phase == SP_PHASE_TURN) allowed |= 1u << v->turn;
        if (v->pending & ~allowed) harness_leak(w, "seat %d's view shows who else must answer (%d): %.200s", seat, (int)v->pending, text);
        /* the bytes themselves: one concealed hand in a view during play, the seat's own */
        int helds = 0;
        for (const char *p = text; (p = strstr(p, "\"held\"")); p++) helds++;
        if (!over && helds > 1) harness_leak(w, "seat %d's view has %d hands in its bytes%s", seat, helds, "");
    }
    free(text);
    sp_msg_free(&m);
}

static inline void harness_log(void *ctx, const char *line)
{
    harness_watch *w = ctx;
    snprintf(w->log[w->nlog % 64], sizeof w->log[0], "%s", line);
    w->nlog++;
    if (getenv("SPARROW_NET_LOG")) fprintf(stderr, "host: %s\n", line);
}

/* Whether a recent host log line contains `what`. */
static inline bool harness_logged(const harness_watch *w, const char *what)
{
    for (int i = 0; i < 64 && i < w->nlog; i++)
        if (strstr(w->log[i], what)) return true;
    return false;
}

/* A loaded ruleset (malloc'ed); fails the test when it cannot be loaded. */
static inline sp_ruleset *harness_rules(const char *id)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    char err[512];
    if (!rs || sp_ruleset_load(id, rs, err, sizeof err)) fail_msg("%s: %s", id, rs ? err : "out of memory");
    return rs;
}

/* A host configuration for tests on a free port: no pause between hands, the host's log and
 * every packet it sends going to w; timers and seats as the defaults until the test sets them. */
static inline void harness_config(sp_net_host_config *c, const sp_ruleset *rs, int players, uint64_t seed, harness_watch *w)
{
    sp_net_host_config_defaults(c);
    c->rules = rs;
    c->players = players;
    c->seed = seed;
    c->bot_seed = seed * 31 + 7;
    c->hand_pause_ms = 0;
    c->log = harness_log;
    c->log_ctx = w;
    c->notice = harness_notice;
    c->notice_ctx = w;
    c->capture = harness_capture;
    c->capture_ctx = w;
}

static inline sp_net_host *harness_start(const sp_net_host_config *c, harness_watch *w)
{
    char err[256];
    sp_net_host *h = sp_net_host_create(c, err, sizeof err);
    if (!h) fail_msg("host: %s", err);
    w->host = h;
    return h;
}

/* A host with every seat open and no timers; a dropped player's seat waits grace_ms for its
 * return. */
static inline sp_net_host *harness_host(const sp_ruleset *rs, int players, uint64_t seed, int grace_ms, harness_watch *w)
{
    sp_net_host_config c;
    harness_config(&c, rs, players, seed, w);
    c.turn_ms = c.claim_ms = 0;
    c.grace_ms = grace_ms;
    return harness_start(&c, w);
}

/* ---- headless players ---- */

typedef struct {
    sp_net_client *c;
    char name[16];
    char token[SP_NET_TOKEN_LEN];
    bool ready_sent, bot_ready;
    sp_bot bot;
    uint64_t bot_seed;
    int level;
    int think_ms;               /* answers each ask this long after it came (0: at once) */
    bool person;                /* says in its hello that a person plays (the host's hold) */
    uint32_t seen_ask;          /* the ask being thought about, and since when */
    int64_t seen_at;
} harness_player;

static inline void harness_join(harness_player *p, const sp_ruleset *rs, uint16_t port, const char *name, const char *token)
{
    sp_net_client_config c = {.host = "127.0.0.1", .port = port, .name = name, .token = token, .rules = rs,
                              .accept_download = true, .person = p->person};
    char err[256];
    p->c = sp_net_client_connect(&c, err, sizeof err);
    if (!p->c) fail_msg("join: %s", err);
    snprintf(p->name, sizeof p->name, "%s", name);
    p->ready_sent = false;
    p->bot_ready = false;
}

/* One turn of a bot player: poll, say ready in the lobby, answer what it is asked. */
static inline void harness_player_step(harness_player *p, int64_t now)
{
    if (!p->c) return;
    int st = sp_net_client_poll(p->c, now);
    if (st == SP_CLIENT_LOBBY && !p->ready_sent) {
        sp_net_client_ready(p->c, true);
        p->ready_sent = true;
        snprintf(p->token, sizeof p->token, "%s", sp_net_client_token(p->c));
    }
    if (st == SP_CLIENT_LOBBY || st == SP_CLIENT_PLAYING) {
        if (!p->bot_ready && sp_net_client_seat(p->c) >= 0) {
            sp_bot_init(&p->bot, p->level, p->bot_seed + (uint64_t)sp_net_client_seat(p->c), NULL);
            p->bot_ready = true;
        }
        uint32_t ask = sp_net_client_get_stats(p->c).last_ask;
        if (ask != p->seen_ask) {
            p->seen_ask = ask;
            p->seen_at = now;
        }
        if (st == SP_CLIENT_PLAYING && now - p->seen_at >= p->think_ms) sp_net_client_play_bot(p->c, &p->bot);
    }
    sp_msg m;
    while (sp_net_client_next(p->c, &m)) {}
}

/* ---- a raw peer: any bytes, for the hostile tests ---- */

typedef struct {
    sp_transport *t;
    bool up, gone;
    int seat;
    char token[SP_NET_TOKEN_LEN];
    char reason[SP_NET_REASON_LEN];
    bool asked;
    uint32_t ask_id;
    sp_action_list legal;
    bool welcomed;
} harness_raw;

static inline void harness_raw_open(harness_raw *r, uint16_t port)
{
    memset(r, 0, sizeof *r);
    r->seat = -1;
    sp_tr_limits lim = {.max_packet = SP_NET_HOST_MAX, .max_packets_per_s = 1 << 30, .max_bytes_per_s = (size_t)1 << 40,
                        .timeout_ms = 8000};
    char err[256];
    r->t = sp_transport_connect("127.0.0.1", port, &lim, err, sizeof err);
    if (!r->t) fail_msg("raw: %s", err);
}

static inline void harness_raw_poll(harness_raw *r)
{
    sp_tr_event ev;
    while (r->t && sp_transport_poll(r->t, &ev, 0) != SP_TR_NONE) {
        if (ev.type == SP_TR_CONNECT) r->up = true;
        else if (ev.type == SP_TR_DISCONNECT) r->gone = true;
        else if (ev.type == SP_TR_RECEIVE) {
            sp_msg m;
            char err[256];
            if (sp_msg_decode(ev.data, ev.len, SP_NET_HOST_MAX, &m, err, sizeof err)) fail_msg("raw peer got: %s", err);
            if (m.type == SP_MSG_WELCOME) {
                r->welcomed = true;
                r->seat = m.u.welcome.seat;
                snprintf(r->token, sizeof r->token, "%s", m.u.welcome.token);
            } else if (m.type == SP_MSG_REJECT) {
                snprintf(r->reason, sizeof r->reason, "%s", m.u.reject.reason);
            } else if (m.type == SP_MSG_ASK) {
                r->asked = true;
                r->ask_id = m.u.ask.id;
                r->legal = m.u.ask.legal;
            } else if (m.type == SP_MSG_VIEW && !(m.u.view.pending >> r->seat & 1)) {
                r->asked = false;
            }
            sp_msg_free(&m);
        }
    }
}

static inline void harness_raw_send(harness_raw *r, const char *text, size_t len)
{
    if (sp_transport_send(r->t, 0, text, len)) fail_msg("raw send failed");
    sp_transport_flush(r->t);
}

static inline void harness_raw_sendf(harness_raw *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static inline void harness_raw_sendf(harness_raw *r, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    harness_raw_send(r, buf, strlen(buf));
}

static inline void harness_raw_close(harness_raw *r)
{
    sp_transport_close(r->t, 0);
    r->t = NULL;
}

#endif
