/* host.c: the LAN host - lobby, seat validation, event fan-out, timers, drops and returns. */
#include "net/host.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/bot.h"
#include "table/printf_like.h"
#include "net/discovery.h"
#include "net/net_text.h"
#include "net/platform.h"
#include "net/transport.h"
#include "table/replay.h"

/* Connections: a handful of seats, and room for peers that have not said hello yet. Those
 * are few per machine and few in all - when there are too many the oldest is dropped, so a
 * flood of silent connections can never keep a player (one coming back with a token above
 * all) from reaching the host: MAX_PEERS > SP_SEATS + MAX_WAITING + 1 keeps a slot free. */
enum { MAX_PEERS = 40, MAX_WAITING = 24, MAX_WAITING_PER_ADDRESS = 6, MAX_TALK = 10 };

/* Events one action can give a seat while the table is held (a discard, the next draw and its
 * flowers, a hand's end with every reveal): more are sent at once rather than lost. */
enum { MAX_HELD_EVENTS = 64 };

typedef enum { CONN_FREE, CONN_AWAIT_HELLO, CONN_SEATED } conn_state;

/* A connection (one per transport peer slot). */
typedef struct {
    uint8_t state;            /* conn_state */
    int seat;
    int64_t since;
    uint32_t address;         /* the peer's IPv4 address (per-machine limits) */
    uint32_t last_seq;        /* the last action's seq (they must increase) */
    bool any_seq;
    int64_t talk_window;      /* chat, emotes and ready flags: at most MAX_TALK a second */
    int talk;
} conn;

/* A seat at the table. */
typedef struct {
    sp_lobby_seat pub;        /* what the lobby shows */
    char token[SP_NET_TOKEN_LEN];
    int peer;                 /* -1: nobody connected */
    int64_t dropped_at;       /* when its player left (for the grace period) */
    int64_t unready_since;    /* since when its player has not been ready (the lobby's timeout) */
    bool was_human;           /* a human's seat (kept for their return) */
    bool person;              /* its player said a person plays (hello.person): the hold protects it */
    bool standing_in;         /* a bot plays the seat of a dropped human */
    sp_bot bot;               /* a bot seat's player, or the stand-in for a dropped human */
    /* asking */
    uint32_t ask_id;          /* the last ask sent */
    uint32_t answered_ask;    /* the last ask this seat answered itself */
    bool outstanding;         /* the last ask awaits an answer */
    sp_action_list asked;     /* what it offered */
    bool has_queued;
    sp_action queued;         /* a validated answer waiting for the session's step */
    uint32_t events_sent;
    bool view_dirty;
    bool view_sent;           /* its connection has a view: later ones go as deltas */
    uint32_t continued;       /* 1 + the hand whose result its player has read (0: none) */
    sp_view last_view;        /* the last view sent (a memcpy of sp_game_view's) */
    /* the hold after a discard (see start_hold) */
    bool hold_after_next;     /* the next event (the discard itself) goes out, the rest waits */
    bool held;                /* events wait in held_events; its view and asks wait too */
    int nheld;
    sp_event held_events[MAX_HELD_EVENTS];
    struct sp_net_host *host; /* for the controller and observer callbacks */
    int index;
} seat_slot;

struct sp_net_host {
    sp_net_host_config cfg;
    sp_transport *tr;
    sp_discovery *announcer;  /* NULL: not announced on the LAN */
    int state;                /* sp_host_state */
    conn conns[MAX_PEERS];
    seat_slot seats[SP_SEATS];
    sp_session session;
    bool session_live;
    int64_t now;
    int64_t hand_over_at;     /* when the current hand ended, -1 while one is being played */
    int sheets_hand;          /* the hand whose score sheets were sent (-1: none yet) */
    uint32_t timer_stamp;     /* the game stamp of the last public timer message */
    size_t log_seen;          /* session log entries already looked at (who acted) */
    uint64_t token_state;
    char match_id[SP_NET_TOKEN_LEN]; /* this match's id (welcome.match), random like the tokens */
    int64_t full_since;       /* since when every seat of the lobby is taken (-1: it is not) */
    int64_t hold_until;       /* the table is held until then (0: not held) */
    bool hold_next_poll;      /* a hold began: it runs hold_ms from the next poll, after this
                               * poll's packets (the discard) have left */
    sp_net_host_stats stats;
};

/* ---- small helpers ---- */

/* The operator's log (stderr, or cfg.log): seats are numbered from 1 there, as the lobby
 * numbers them; protocol fields quoted from a message keep their own 0-based values. */
static void logf_(sp_net_host *h, const char *fmt, ...) SP_PRINTF_LIKE(2, 3);
static void logf_(sp_net_host *h, const char *fmt, ...)
{
    char raw[512], line[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(raw, sizeof raw, fmt, ap);
    va_end(ap);
    /* names and reasons come from peers: nothing in them reaches a terminal or a log raw */
    sp_net_text_escape(raw, line, sizeof line);
    if (h->cfg.log) h->cfg.log(h->cfg.log_ctx, line);
    else fprintf(stderr, "sparrow host: %s\n", line);
}

static void notify(sp_net_host *h, int kind, int seat, const char *name, const char *detail)
{
    if (!h->cfg.notice) return;
    sp_host_notice n = {.kind = (uint8_t)kind, .seat = (int8_t)seat};
    snprintf(n.name, sizeof n.name, "%s", name ? name : "");
    snprintf(n.detail, sizeof n.detail, "%s", detail ? detail : "");
    h->cfg.notice(h->cfg.notice_ctx, &n);
}

static void send_to_peer(sp_net_host *h, int peer, int seat, const sp_msg *m)
{
    size_t len;
    char *text = sp_msg_encode(m, &len);
    if (!text) return;
    if (h->cfg.capture) h->cfg.capture(h->cfg.capture_ctx, seat, text, len);
    if (sp_transport_send(h->tr, peer, text, len) == 0) {
        h->stats.bytes_sent += len;
        h->stats.messages_sent++;
    }
    free(text);
}

static void send_to_seat(sp_net_host *h, int seat, const sp_msg *m)
{
    if (h->seats[seat].peer >= 0) send_to_peer(h, h->seats[seat].peer, seat, m);
}

static void send_to_all(sp_net_host *h, const sp_msg *m)
{
    for (int p = 0; p < h->cfg.players; p++) send_to_seat(h, p, m);
}

static void new_token(sp_net_host *h, char out[SP_NET_TOKEN_LEN])
{
    uint64_t v = 0;
    if (!sp_os_random(&v, sizeof v)) v = 0;
    /* mixed with a counter, so two tokens differ even without a random source */
    h->token_state += 0x9e3779b97f4a7c15ull;
    uint64_t z = (v ^ h->token_state ^ (uint64_t)time(NULL));
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    snprintf(out, SP_NET_TOKEN_LEN, "%016" PRIx64, z ^ (z >> 31));
}

static void send_lobby(sp_net_host *h)
{
    sp_msg m = {.type = SP_MSG_LOBBY};
    m.u.lobby.players = h->cfg.players;
    m.u.lobby.started = h->state != SP_HOST_LOBBY;
    for (int p = 0; p < h->cfg.players; p++) m.u.lobby.seats[p] = h->seats[p].pub;
    for (int p = 0; p < h->cfg.players; p++) {
        m.u.lobby.you = p;
        send_to_seat(h, p, &m);
    }
}

static void reject_peer_code(sp_net_host *h, int peer, int seat, const char *reason, int code)
{
    sp_msg m = {.type = SP_MSG_REJECT};
    snprintf(m.u.reject.reason, sizeof m.u.reject.reason, "%s", reason);
    m.u.reject.code = code;
    send_to_peer(h, peer, seat, &m);
    sp_transport_drop(h->tr, peer);
}

static void reject_peer(sp_net_host *h, int peer, int seat, const char *reason)
{
    reject_peer_code(h, peer, seat, reason, SP_REJECT_OTHER);
}

/* The seat lost its player (left, timed out, or dropped for an offence). */
static void seat_lost(sp_net_host *h, int seat)
{
    seat_slot *s = &h->seats[seat];
    s->peer = -1;
    s->pub.connected = false;
    s->dropped_at = h->now;
    s->outstanding = false;
    s->has_queued = false;
    s->nheld = 0;
    if (h->state == SP_HOST_LOBBY) {
        /* in the lobby the seat opens again at once */
        s->pub.kind = SP_SEAT_OPEN;
        s->pub.name[0] = 0;
        s->pub.ready = false;
        s->token[0] = 0;
        s->was_human = false;
    }
    send_lobby(h);
}

static void drop_conn(sp_net_host *h, int peer, const char *reason, bool offence)
{
    conn *c = &h->conns[peer];
    char who[64];
    sp_transport_peer_name(h->tr, peer, who, sizeof who);
    int seat = c->state == CONN_SEATED ? c->seat : -1;
    if (seat >= 0 && h->seats[seat].peer == peer)
        notify(h, offence ? SP_NOTICE_DROPPED : SP_NOTICE_LEFT, seat, h->seats[seat].pub.name, reason);
    if (offence) {
        h->stats.offences++;
        if (seat >= 0) logf_(h, "offence by %s (seat %d, %s): %s; dropped", who, seat + 1, h->seats[seat].pub.name, reason);
        else logf_(h, "offence by %s (not seated): %s; dropped", who, reason);
        char text[SP_NET_REASON_LEN];
        snprintf(text, sizeof text, "dropped by the host: %.*s", (int)(sizeof text - 22), reason); /* cut to fit */
        reject_peer(h, peer, seat, text);
    } else {
        if (seat >= 0) logf_(h, "%s (seat %d) left: %s", who, seat + 1, reason);
        else logf_(h, "%s (not seated) left: %s", who, reason);
    }
    c->state = CONN_FREE;
    if (seat >= 0 && h->seats[seat].peer == peer) seat_lost(h, seat);
}

static void offence(sp_net_host *h, int peer, const char *fmt, ...) SP_PRINTF_LIKE(3, 4);
static void offence(sp_net_host *h, int peer, const char *fmt, ...)
{
    char why[SP_NET_REASON_LEN];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    drop_conn(h, peer, why, true);
}

/* ---- the match: controllers and observers ---- */

static bool bot_plays(const sp_net_host *h, const seat_slot *s)
{
    if (s->pub.kind == SP_SEAT_BOT) return true;
    return s->peer < 0 && h->now - s->dropped_at >= h->cfg.grace_ms;
}

static void send_event(sp_net_host *h, seat_slot *s, const sp_event *e)
{
    sp_msg m = {.type = SP_MSG_EVENT};
    m.u.event = *e; /* already as this seat may see it (session fan-out) */
    m.u.event.serial = ++s->events_sent;
    send_to_seat(h, s->index, &m);
}

static void send_held_events(sp_net_host *h, seat_slot *s)
{
    for (int i = 0; i < s->nheld; i++) send_event(h, s, &s->held_events[i]);
    s->nheld = 0;
}

/* ---- the hold: claim decisions that cannot be timed ----
 * A discard that a person may claim waits for that person's answer, one nobody can claim goes
 * on at once: the time from a discard to the next event would tell every other seat that
 * someone could call it (and a view in the claim phase would say so outright). So while a
 * person plays at the table, the host holds the table for hold_ms after each discard (and
 * each kong declared in a turn, which may be robbed): the discard shows at once; the session
 * does not move, and whatever the discard already led to (the next draw, a hand's end) reaches
 * the seats no earlier than hold_ms after it. Only the seats asked about that discard get
 * their view and question during the hold. A person who passes within the hold looks exactly
 * like a discard nobody could claim; only a longer answer shows, as a longer pause (README). */
static bool person_at_table(const sp_net_host *h)
{
    for (int p = 0; p < h->cfg.players; p++)
        if (h->seats[p].pub.kind == SP_SEAT_HUMAN && h->seats[p].person && h->seats[p].peer >= 0) return true;
    return false;
}

static void start_hold(sp_net_host *h, const sp_game *g, const sp_action *a)
{
    if (h->cfg.hold_ms <= 0 || g->phase != SP_PHASE_TURN || !person_at_table(h)) return;
    if (a->type != SP_ACT_DISCARD && a->type != SP_ACT_KAN) return;
    /* counted from the next poll: a computer player's thinking later in this poll, before the
     * discard leaves, must not shorten it */
    h->hold_until = INT64_MAX;
    h->hold_next_poll = true;
    h->stats.holds++;
    for (int p = 0; p < h->cfg.players; p++) {
        /* a discard is seen at once; a kong waits with the rest (a rob may be asked first) */
        h->seats[p].hold_after_next = a->type == SP_ACT_DISCARD;
        h->seats[p].held = a->type == SP_ACT_KAN;
    }
}

static bool holding(const sp_net_host *h) { return h->hold_until && h->now < h->hold_until; }

/* Whether seat p is asked about the discard (or kong) the table is held for. */
static bool asked_in_hold(const sp_net_host *h, int p)
{
    const sp_game *g = &h->session.game;
    return (g->phase == SP_PHASE_CLAIM || g->phase == SP_PHASE_ROB) && (sp_game_pending(g) >> p & 1);
}

/* The hold is over: what waited goes out, and a turn that began during the hold gets its
 * whole timer from now (its player is asked only now). */
static void end_hold(sp_net_host *h)
{
    h->hold_until = 0;
    for (int p = 0; p < h->cfg.players; p++) {
        seat_slot *s = &h->seats[p];
        if (s->peer >= 0) send_held_events(h, s);
        s->nheld = 0;
        s->held = s->hold_after_next = false;
    }
    sp_session *ss = &h->session;
    int turn = ss->game.turn;
    if (ss->game.phase == SP_PHASE_TURN && ss->turn_ms > 0 && (ss->timing >> turn & 1) &&
        ss->deadline[turn] < h->now + ss->turn_ms)
        ss->deadline[turn] = h->now + ss->turn_ms;
}

/* Before a discard goes to the engine (whoever chose it: the seat's player, a computer player,
 * its timer): each other connected seat is told what it could not do with that discard (a
 * win or call a rule refuses), as the local window tells its player; the engine may not ask
 * that seat at all and move on at once. */
static void explain_discard(void *ctx, const sp_game *g, int seat, const sp_action *a)
{
    sp_net_host *h = ctx;
    if (a->type != SP_ACT_DISCARD || g->phase != SP_PHASE_TURN) return;
    int kind = a->tile;
    for (int q = 0; q < h->cfg.players; q++) {
        if (q == seat || h->seats[q].peer < 0) continue;
        sp_blocked_list l;
        sp_game_explain_discard(g, q, kind, &l);
        sp_msg m = {.type = SP_MSG_WHY};
        m.u.why.kind = kind;
        for (int i = 0; i < l.n; i++)
            if (l.b[i].action.type != SP_ACT_DISCARD) m.u.why.blocked.b[m.u.why.blocked.n++] = l.b[i];
        if (m.u.why.blocked.n) send_to_seat(h, q, &m);
    }
}

/* The session's hook before each action: the refusals a discard makes, and the hold. */
static void before_apply(void *ctx, const sp_game *g, int seat, const sp_action *a)
{
    explain_discard(ctx, g, seat, a);
    start_hold(ctx, g, a);
}

static int seat_decide(void *ctx, int seat, const sp_view *view, const sp_action_list *legal, sp_action *out)
{
    seat_slot *s = ctx;
    sp_net_host *h = s->host;
    if (holding(h)) return 0; /* the table does not move during a hold */
    /* answers to one discard (or set-up question) go to the engine in seat order, as in a
     * local game, whatever order the network brought them in: the events, the replay and
     * its digests then do not depend on who was faster */
    unsigned pending = sp_game_pending(&h->session.game);
    for (int q = 0; q < seat; q++)
        if ((pending >> q & 1) && !h->seats[q].has_queued && !bot_plays(h, &h->seats[q])) return 0;
    if (s->has_queued) {
        s->has_queued = false;
        *out = s->queued;
        return 1;
    }
    if (bot_plays(h, s)) {
        if (s->pub.kind != SP_SEAT_BOT && !s->standing_in) {
            s->standing_in = true;
            h->stats.bot_takeovers++;
            notify(h, SP_NOTICE_STANDIN, seat, s->pub.name, NULL);
            logf_(h, "a computer player stands in for %s in seat %d", s->pub.name, seat + 1);
        }
        return sp_bot_decide(&s->bot, seat, view, legal, out);
    }
    return 0;
}

static void seat_observe(void *ctx, const sp_event *e)
{
    seat_slot *s = ctx;
    sp_net_host *h = s->host;
    for (int p = 0; p < h->cfg.players; p++) h->seats[p].view_dirty = true;
    /* once the seat need not act, its question has gone (answered by its player, a stand-in or
     * its timer, which can come before an answer still waiting for the seats ahead of it):
     * the ask and that answer belong to that question only, even if computer players move on
     * and the seat is asked the same again before the next sync_seats */
    if (!(sp_game_pending(&h->session.game) >> s->index & 1)) s->outstanding = s->has_queued = false;
    if (!sp_event_sent_to(e, s->index)) return; /* another seat's pass */
    if (s->peer < 0) return;
    if (s->held && s->nheld < MAX_HELD_EVENTS) {
        s->held_events[s->nheld++] = *e;
        return;
    }
    send_held_events(h, s);
    send_event(h, s, e);
    if (s->hold_after_next) s->held = true, s->hold_after_next = false;
}

/* The seat's view: whole to a new connection, else as a delta from the last one sent (a move
 * changes one or two seats of four, so most of a view need not travel again). */
static void send_view(sp_net_host *h, int seat)
{
    seat_slot *s = &h->seats[seat];
    sp_view v;
    sp_game_view(&h->session.game, seat, &v);
    /* who else must answer a claim would tell who holds what: a seat sees its own bit, and
     * whose turn it is */
    unsigned mine = v.pending & (1u << seat);
    if (v.phase == SP_PHASE_TURN) mine |= v.pending & (1u << v.turn);
    v.pending = mine;
    /* an unchanged view is not sent again: besides the bytes, a view arriving without an
     * event would tell that another seat passed a claim unseen */
    if (s->view_sent && !memcmp(&s->last_view, &v, sizeof v)) return;
    sp_msg m = {.type = s->view_sent ? SP_MSG_VIEW_DELTA : SP_MSG_VIEW};
    if (s->view_sent) {
        m.u.view_delta.view = v;
        m.u.view_delta.same = sp_view_same(&s->last_view, &v);
    } else {
        m.u.view = v;
    }
    memcpy(&s->last_view, &v, sizeof v);
    s->view_sent = true;
    send_to_seat(h, seat, &m);
}

static int32_t ms_left(const sp_net_host *h, int seat)
{
    const sp_session *s = &h->session;
    if (!(s->timing >> seat & 1)) return 0;
    int64_t left = s->deadline[seat] - h->now;
    return left < 1 ? 1 : left > INT32_MAX ? INT32_MAX : (int32_t)left;
}

static bool same_list(const sp_action_list *a, const sp_action_list *b)
{
    if (a->n != b->n) return false;
    for (int i = 0; i < a->n; i++)
        if (!sp_action_equal(&a->a[i], &b->a[i])) return false;
    return true;
}

/* Sends each connected seat its fresh view, asks the seats that must act, and the public
 * timer of the seat whose turn it is. A seat is asked once per decision: again only after
 * its action was applied (by it, a stand-in or its timer) or when what it may do changed;
 * never while its answer waits for the seats before it. */
static void sync_seats(sp_net_host *h)
{
    sp_game *g = &h->session.game;
    unsigned pending = sp_game_pending(g), acted = 0;
    for (; h->log_seen < h->session.nlog; h->log_seen++) acted |= 1u << h->session.log[h->log_seen].seat;
    bool hold = holding(h);
    for (int p = 0; p < h->cfg.players; p++) {
        seat_slot *s = &h->seats[p];
        if (hold && !asked_in_hold(h, p)) continue; /* it hears nothing more until the hold ends */
        if (hold && s->peer >= 0) send_held_events(h, s); /* its question's events, before it */
        if (s->peer >= 0 && s->view_dirty) send_view(h, p);
        s->view_dirty = false;
        if (!(pending >> p & 1)) {
            s->outstanding = s->has_queued = false;
            continue;
        }
        if (acted >> p & 1) s->outstanding = false;
        sp_action_list legal;
        sp_game_legal(g, p, &legal);
        if (!same_list(&legal, &s->asked)) s->outstanding = s->has_queued = false;
        if (s->outstanding || s->has_queued || s->peer < 0) continue;
        s->asked = legal;
        s->outstanding = true;
        sp_msg m = {.type = SP_MSG_ASK};
        m.u.ask.id = ++s->ask_id;
        m.u.ask.ms = ms_left(h, p);
        m.u.ask.legal = legal;
        m.u.ask.win_fan = -1;
        sp_score_result r;
        for (int i = 0; i < legal.n; i++)
            if (legal.a[i].type == SP_ACT_HU && !legal.false_win && sp_game_offered_win(g, p, &r)) {
                m.u.ask.win_fan = r.fan;
                m.u.ask.win_limit = r.limit;
                break;
            }
        sp_game_explain(g, p, &m.u.ask.blocked); /* the seat's own tiles: no other seat's secret */
        send_to_seat(h, p, &m);
    }
    if (!hold && g->phase == SP_PHASE_TURN && g->stamp != h->timer_stamp && (pending >> g->turn & 1)) {
        h->timer_stamp = g->stamp;
        sp_msg m = {.type = SP_MSG_TIMER};
        m.u.timer.seat = g->turn;
        m.u.timer.ms = ms_left(h, g->turn);
        for (int p = 0; p < h->cfg.players; p++)
            if (p != g->turn) send_to_seat(h, p, &m);
    }
}

/* The finished hand's score sheets, as sp_game_win_result and sp_game_draw_result make them;
 * false when it has none (no win, and a draw that settles nothing). */
static bool make_sheets(sp_net_host *h, sp_net_sheets *sh)
{
    const sp_game *g = &h->session.game;
    memset(sh, 0, sizeof *sh);
    sh->hand = g->hand_number;
    sp_score_result r;
    char err[200];
    for (int i = 0; i < g->outcome.nwins && i < SP_MAX_WINNERS; i++) {
        if (sp_game_win_result(g, i, &r, err, sizeof err)) {
            logf_(h, "no score sheet for win %d of hand %u: %s", i, g->hand_number, err); /* a bug: logged */
            memset(&r, 0, sizeof r);
        }
        sp_net_sheet_from_result(&r, &sh->sheet[sh->n++]);
    }
    if (g->outcome.kind == SP_END_EXHAUSTED && sp_game_draw_result(g, &r, err, sizeof err) == 0) {
        sh->has_draw = true;
        sp_net_sheet_from_result(&r, &sh->draw);
    }
    return sh->n > 0 || sh->has_draw;
}

static void send_sheets(sp_net_host *h, int seat, sp_net_sheets *sh)
{
    sp_msg m = {.type = SP_MSG_SHEETS};
    m.u.sheets = sh;
    send_to_seat(h, seat, &m);
}

static bool hand_finished(const sp_net_host *h)
{
    int phase = h->session.game.phase;
    return phase == SP_PHASE_HAND_OVER || phase == SP_PHASE_MATCH_OVER;
}

/* Once per hand, when it ends with a win or a draw that settles: every seat's copy of the sheets. */
static void send_sheets_once(sp_net_host *h)
{
    const sp_game *g = &h->session.game;
    if (!hand_finished(h) || h->sheets_hand == (int)g->hand_number) return;
    h->sheets_hand = (int)g->hand_number; /* looked at once a hand */
    sp_net_sheets sh; /* made once for every seat */
    if (make_sheets(h, &sh))
        for (int p = 0; p < h->cfg.players; p++) send_sheets(h, p, &sh);
}

static void write_replay(sp_net_host *h)
{
    if (!h->cfg.replay_path || !h->session_live) return;
    char err[512];
    if (sp_replay_write(&h->session, h->cfg.replay_path, err, sizeof err)) logf_(h, "replay not saved: %s", err);
    else logf_(h, "replay saved to %s", h->cfg.replay_path);
}

static void send_end(sp_net_host *h, const char *reason, bool complete)
{
    sp_msg m = {.type = SP_MSG_END};
    snprintf(m.u.end.reason, sizeof m.u.end.reason, "%s", reason);
    m.u.end.complete = complete;
    m.u.end.players = h->cfg.players;
    for (int p = 0; p < h->cfg.players; p++)
        m.u.end.scores[p] = h->session_live ? h->session.game.seat[p].score : 0;
    send_to_all(h, &m);
    sp_transport_flush(h->tr);
}

/* The seats whose player the finished hand's result waits for: connected players who have not
 * pressed Continue (computer players, stand-ins and absent players never hold the table). */
static unsigned waiting_seats(const sp_net_host *h)
{
    unsigned w = 0;
    uint32_t hand = h->session.game.hand_number;
    for (int p = 0; p < h->cfg.players; p++) {
        const seat_slot *s = &h->seats[p];
        if (s->pub.kind == SP_SEAT_HUMAN && s->peer >= 0 && !s->standing_in && s->continued != hand + 1) w |= 1u << p;
    }
    return w;
}

/* Between hands: how long the host still waits, and for whom. */
static void send_next_hand(sp_net_host *h)
{
    int64_t left = h->cfg.hand_pause_ms - (h->now - h->hand_over_at);
    sp_msg m = {.type = SP_MSG_NEXT_HAND};
    m.u.next_hand.hand = h->session.game.hand_number;
    m.u.next_hand.ms = left < 0 ? 0 : left > INT32_MAX ? INT32_MAX : (int32_t)left;
    m.u.next_hand.waiting = waiting_seats(h);
    send_to_all(h, &m);
}

/* The Continue the host waits for from this seat: the over hand's, the first one. It is not
 * talk - a computer player presses it at once, and short hands end quickly - so it never
 * counts toward the flood limit; any other Continue does. */
static bool continue_awaited(const sp_net_host *h, int seat, uint32_t hand)
{
    return seat >= 0 && h->state == SP_HOST_PLAYING && h->session.game.phase == SP_PHASE_HAND_OVER &&
           hand == h->session.game.hand_number && h->seats[seat].continued != hand + 1;
}

/* A Continue that arrives after the host moved on (its pause ended, or it does not wait: a
 * computer player's Continue for each short hand comes late): at most one a hand and seat, in
 * order, so it is not talk either; it only records that the player read that result. */
static bool continue_late(const sp_net_host *h, int seat, uint32_t hand)
{
    return seat >= 0 && h->state == SP_HOST_PLAYING && hand <= h->session.game.hand_number &&
           h->seats[seat].continued < hand + 1;
}

static void on_continue(sp_net_host *h, int seat, uint32_t hand)
{
    /* a late or early one (another hand's) is ignored: the player pressed it in good faith */
    if (h->state != SP_HOST_PLAYING || h->session.game.phase != SP_PHASE_HAND_OVER || hand != h->session.game.hand_number)
        return;
    h->seats[seat].continued = hand + 1;
    send_next_hand(h);
}

static void run_match(sp_net_host *h)
{
    char why[256];
    if (holding(h)) {
        sync_seats(h); /* the seats asked about the discard */
        return;
    }
    if (h->hold_until) end_hold(h);
    for (int guard = 0; guard < 64; guard++) {
        sp_game *g = &h->session.game;
        send_sheets_once(h);
        if (g->phase == SP_PHASE_MATCH_OVER) {
            sync_seats(h);
            h->state = SP_HOST_OVER;
            logf_(h, "match over after %u hands", g->hand_number);
            send_end(h, "the match is over", true);
            write_replay(h);
            return;
        }
        if (g->phase == SP_PHASE_HAND_OVER) {
            /* the next hand once every seated player has read the result, or after the pause */
            if (h->hand_over_at < 0) {
                h->hand_over_at = h->now;
                sync_seats(h); /* the finished hand's view before the note on the next */
                send_next_hand(h);
            }
            if (h->now - h->hand_over_at < h->cfg.hand_pause_ms && waiting_seats(h)) break;
            h->hand_over_at = -1;
            sp_session_next_hand(&h->session);
            continue;
        }
        int n = sp_session_step(&h->session, h->now, why, sizeof why);
        if (n < 0) logf_(h, "a computer player chose an illegal action: %s", why); /* a bug: logged, not fatal */
        if (n <= 0 || h->session.game.phase != SP_PHASE_HAND_OVER) break;
    }
    sync_seats(h);
}

/* ---- lobby ---- */

/* Tells a seat the match has started, with everyone's names. */
static void send_start(sp_net_host *h, int seat)
{
    sp_msg m = {.type = SP_MSG_START};
    m.u.start.seat = seat;
    m.u.start.players = h->cfg.players;
    for (int q = 0; q < h->cfg.players; q++) snprintf(m.u.start.names[q], SP_NET_NAME_LEN, "%s", h->seats[q].pub.name);
    send_to_seat(h, seat, &m);
}

static int human_seats(const sp_net_host *h, bool ready_only)
{
    int n = 0;
    for (int p = 0; p < h->cfg.players; p++)
        if (h->seats[p].pub.kind == SP_SEAT_HUMAN && (!ready_only || h->seats[p].pub.ready)) n++;
    return n;
}

static void set_bot(sp_net_host *h, int p, int level)
{
    seat_slot *s = &h->seats[p];
    s->pub.kind = SP_SEAT_BOT;
    s->pub.level = (int8_t)level;
    s->pub.ready = true;
    s->pub.connected = true;
    snprintf(s->pub.name, sizeof s->pub.name, "%s bot", sp_bot_level_name(level));
}

int sp_net_host_start(sp_net_host *h, char *why, size_t whylen)
{
    if (h->state != SP_HOST_LOBBY) {
        snprintf(why, whylen, "the match has already started");
        return -1;
    }
    for (int p = 0; p < h->cfg.players; p++)
        if (h->seats[p].pub.kind == SP_SEAT_OPEN) {
            snprintf(why, whylen, "seat %d is still open: wait for a player or add a computer player", p + 1);
            return -1;
        }
    for (int p = 0; p < h->cfg.players; p++) {
        const sp_lobby_seat *s = &h->seats[p].pub;
        if (s->kind == SP_SEAT_HUMAN && !s->ready) {
            snprintf(why, whylen, "%s is not ready yet", s->name);
            return -1;
        }
    }
    if (sp_session_init(&h->session, h->cfg.rules, h->cfg.options, h->cfg.players, h->cfg.seed, NULL, 0, why, whylen))
        return -1;
    h->session_live = true;
    sp_session_set_rules_text(&h->session, h->cfg.rules_text); /* the host's replay keeps its rules */
    h->session.turn_ms = h->cfg.turn_ms;
    h->session.claim_ms = h->cfg.claim_ms;
    sp_session_set_before_apply(&h->session, before_apply, h);
    for (int p = 0; p < h->cfg.players; p++) {
        seat_slot *s = &h->seats[p];
        sp_bot_init(&s->bot, s->pub.kind == SP_SEAT_BOT ? s->pub.level : SP_BOT_NORMAL, h->cfg.bot_seed + (uint64_t)p,
                    h->session.options);
        sp_bot_watch(&s->bot, &h->session.game); /* (the expert samples the table its seat sees) */
        s->was_human = s->pub.kind == SP_SEAT_HUMAN;
        sp_controller c = {.kind = s->pub.kind == SP_SEAT_BOT ? SP_CTRL_BOT : SP_CTRL_REMOTE,
                           .wants_view = true, .decide = seat_decide, .ctx = s};
        sp_session_set_controller(&h->session, p, &c);
        sp_session_add_observer(&h->session, seat_observe, s, p);
        s->view_dirty = true;
    }
    h->state = SP_HOST_PLAYING;
    h->hand_over_at = -1;
    h->sheets_hand = -1;
    send_lobby(h);
    for (int p = 0; p < h->cfg.players; p++) send_start(h, p);
    notify(h, SP_NOTICE_STARTED, -1, NULL, NULL);
    logf_(h, "match started (%s, %d players, seed %" PRIu64 ")", h->cfg.rules->id, h->cfg.players, h->cfg.seed);
    return 0;
}

int sp_net_host_move(sp_net_host *h, int from, int to, char *why, size_t whylen)
{
    if (h->state != SP_HOST_LOBBY || from < 0 || to < 0 || from >= h->cfg.players || to >= h->cfg.players) {
        snprintf(why, whylen, "players can be moved in the lobby only, between seats 1..%d", h->cfg.players);
        return -1;
    }
    seat_slot tmp = h->seats[from];
    h->seats[from] = h->seats[to];
    h->seats[to] = tmp;
    h->seats[from].index = from;
    h->seats[to].index = to;
    if (h->cfg.host_seat == from || h->cfg.host_seat == to) h->cfg.host_seat = h->cfg.host_seat == from ? to : from;
    for (int i = 0; i < MAX_PEERS; i++)
        if (h->conns[i].state == CONN_SEATED) {
            if (h->conns[i].seat == from) h->conns[i].seat = to;
            else if (h->conns[i].seat == to) h->conns[i].seat = from;
        }
    send_lobby(h);
    return 0;
}

/* The lobby's seat is freed of its player (told why; the seat opens). */
static void free_seat(sp_net_host *h, int seat, const char *why)
{
    seat_slot *s = &h->seats[seat];
    notify(h, SP_NOTICE_REMOVED, seat, s->pub.name, why);
    logf_(h, "%s removed from seat %d: %s", s->pub.name, seat + 1, why);
    int peer = s->peer;
    if (peer >= 0) {
        reject_peer(h, peer, seat, why);
        h->conns[peer].state = CONN_FREE;
    }
    seat_lost(h, seat);
}

int sp_net_host_free_seat(sp_net_host *h, int seat, char *why, size_t whylen)
{
    if (h->state != SP_HOST_LOBBY || seat < 0 || seat >= h->cfg.players || seat == h->cfg.host_seat ||
        h->seats[seat].pub.kind != SP_SEAT_HUMAN) {
        snprintf(why, whylen, "only another player's seat can be freed, in the lobby");
        return -1;
    }
    free_seat(h, seat, "the host freed your seat");
    return 0;
}

int sp_net_host_set_bot(sp_net_host *h, int seat, int level, char *why, size_t whylen)
{
    if (h->state != SP_HOST_LOBBY || seat < 0 || seat >= h->cfg.players || level >= SP_BOT_LEVELS) {
        snprintf(why, whylen, "computer players are set in the lobby only, in seats 1..%d", h->cfg.players);
        return -1;
    }
    seat_slot *s = &h->seats[seat];
    if (s->pub.kind == SP_SEAT_HUMAN && (level < 0 || seat == h->cfg.host_seat)) {
        snprintf(why, whylen, "seat %d is taken by %s", seat + 1, s->pub.name);
        return -1;
    }
    if (s->pub.kind == SP_SEAT_HUMAN) free_seat(h, seat, "the host gave your seat to a computer player");
    if (level < 0) memset(&s->pub, 0, sizeof s->pub), s->pub.level = -1;
    else set_bot(h, seat, level);
    send_lobby(h);
    return 0;
}

void sp_net_host_chat(sp_net_host *h, const char *text)
{
    sp_msg m = {.type = SP_MSG_CHAT};
    m.u.chat.seat = -1;
    snprintf(m.u.chat.text, sizeof m.u.chat.text, "%s", text);
    send_to_all(h, &m);
}

/* ---- messages from peers ---- */

static void welcome(sp_net_host *h, int peer, int seat, bool resumed)
{
    seat_slot *s = &h->seats[seat];
    h->conns[peer].state = CONN_SEATED;
    h->conns[peer].seat = seat;
    s->peer = peer;
    s->pub.connected = true;
    s->view_sent = false; /* a new connection starts from a whole view */
    s->nheld = 0;         /* (which holds what the events held for the old one told) */
    sp_msg m = {.type = SP_MSG_WELCOME};
    m.u.welcome.seat = seat;
    m.u.welcome.players = h->cfg.players;
    snprintf(m.u.welcome.ruleset, sizeof m.u.welcome.ruleset, "%s", h->cfg.rules->id);
    m.u.welcome.hash = h->cfg.rules->content_hash;
    memcpy(m.u.welcome.token, s->token, SP_NET_TOKEN_LEN);
    m.u.welcome.resumed = resumed;
    memcpy(m.u.welcome.match, h->match_id, sizeof m.u.welcome.match);
    send_to_peer(h, peer, seat, &m);
    send_lobby(h);
    if (h->state == SP_HOST_PLAYING) {
        send_start(h, seat);
        /* the full view again, and the question it may have missed */
        s->view_dirty = true;
        s->outstanding = false;
        s->has_queued = false;
        sync_seats(h);
        /* coming back while the result shows: its sheets too, and when the next hand comes */
        sp_net_sheets sh;
        if (!holding(h) && hand_finished(h) && make_sheets(h, &sh)) send_sheets(h, seat, &sh);
        if (!holding(h) && h->session.game.phase == SP_PHASE_HAND_OVER && h->hand_over_at >= 0) send_next_hand(h);
    }
}

/* House rules: the host's ruleset for this match, to a peer whose hello named another hash
 * (before its welcome, on a first join and on coming back alike). */
static void offer_ruleset(sp_net_host *h, int peer, int seat, uint64_t peer_hash)
{
    if (peer_hash == h->cfg.rules->content_hash || !h->cfg.rules_text) return;
    sp_msg r = {.type = SP_MSG_RULESET};
    snprintf(r.u.ruleset.id, sizeof r.u.ruleset.id, "%s", h->cfg.rules->id);
    r.u.ruleset.hash = h->cfg.rules->content_hash;
    r.u.ruleset.text = (char *)h->cfg.rules_text;
    send_to_peer(h, peer, seat, &r);
}

/* Why a hello's token does not give back a seat (NULL: it does). A token is given back only
 * with the name it was given to; an earlier match's or an unknown token is refused, never
 * taken for a new join, so that a player knows the seat is gone. */
static const char *token_refusal(const sp_net_host *h, const sp_msg *m)
{
    const char *match = m->u.hello.match, *token = m->u.hello.token, *name = m->u.hello.name;
    if (match[0] && strcmp(match, h->match_id))
        return "that seat token is from an earlier match at this address, which has ended";
    for (int p = 0; p < h->cfg.players; p++) {
        const seat_slot *s = &h->seats[p];
        if (s->pub.kind != SP_SEAT_HUMAN || !s->token[0] || strcmp(s->token, token)) continue;
        return strcmp(s->pub.name, name) ? "that seat token was given to another name" : NULL;
    }
    return "that seat token is not one of this match's seats (the seat may have been freed)";
}

static void on_hello(sp_net_host *h, int peer, const sp_msg *m)
{
    const char *name = m->u.hello.name;
    if (m->u.hello.version != SP_NET_PROTOCOL) {
        char r[SP_NET_REASON_LEN];
        snprintf(r, sizeof r, "this host speaks protocol version %d and your Sparrow speaks %d: use the same version",
                 SP_NET_PROTOCOL, m->u.hello.version);
        h->stats.rejects++;
        reject_peer(h, peer, -1, r);
        h->conns[peer].state = CONN_FREE;
        return;
    }
    /* a returning player: same name and token */
    if (m->u.hello.token[0]) {
        const char *why = token_refusal(h, m);
        if (why) {
            h->stats.rejects++;
            notify(h, SP_NOTICE_REFUSED, -1, name, why);
            logf_(h, "%s refused: %s", name, why);
            reject_peer_code(h, peer, -1, why, SP_REJECT_TOKEN);
            h->conns[peer].state = CONN_FREE;
            return;
        }
    }
    for (int p = 0; p < h->cfg.players && m->u.hello.token[0]; p++) {
        seat_slot *s = &h->seats[p];
        if (s->pub.kind != SP_SEAT_HUMAN || strcmp(s->token, m->u.hello.token)) continue;
        if (s->peer >= 0) {
            /* the old connection is stale (the player came back before it timed out) */
            h->conns[s->peer].state = CONN_FREE;
            sp_transport_drop(h->tr, s->peer);
        }
        s->standing_in = false;
        h->stats.reconnects++;
        notify(h, SP_NOTICE_BACK, p, name, NULL);
        logf_(h, "%s is back in seat %d", name, p + 1);
        offer_ruleset(h, peer, p, m->u.hello.hash); /* a fresh process may not hold house rules */
        s->person = m->u.hello.person;
        welcome(h, peer, p, true);
        return;
    }
    const char *why = NULL;
    int seat = -1;
    for (int p = 0; p < h->cfg.players && !why; p++)
        if (h->seats[p].pub.kind == SP_SEAT_HUMAN && !strcmp(h->seats[p].pub.name, name))
            why = "that name is taken at this table (coming back? use the token you were given)";
    if (!why && h->state != SP_HOST_LOBBY) why = "the match has already started";
    for (int p = 0; p < h->cfg.players && !why && seat < 0; p++)
        if (h->seats[p].pub.kind == SP_SEAT_OPEN) seat = p;
    if (!why && seat < 0) why = "the table is full";
    if (why) {
        h->stats.rejects++;
        notify(h, SP_NOTICE_REFUSED, -1, name, why);
        logf_(h, "%s refused: %s", name, why);
        reject_peer(h, peer, -1, why);
        h->conns[peer].state = CONN_FREE;
        return;
    }
    offer_ruleset(h, peer, seat, m->u.hello.hash);
    seat_slot *s = &h->seats[seat];
    memset(&s->pub, 0, sizeof s->pub);
    s->pub.kind = SP_SEAT_HUMAN;
    s->pub.level = -1;
    snprintf(s->pub.name, sizeof s->pub.name, "%s", name);
    new_token(h, s->token);
    s->unready_since = h->now;
    s->was_human = true;
    s->person = m->u.hello.person;
    h->stats.joins++;
    notify(h, SP_NOTICE_JOINED, seat, name, NULL);
    logf_(h, "%s joined in seat %d", name, seat + 1);
    welcome(h, peer, seat, false);
}

static void on_action(sp_net_host *h, int peer, const sp_msg *m)
{
    conn *c = &h->conns[peer];
    seat_slot *s = &h->seats[c->seat];
    if (c->any_seq && m->u.action.seq <= c->last_seq) {
        offence(h, peer, "replayed message (action seq %u after %u)", m->u.action.seq, c->last_seq);
        return;
    }
    c->any_seq = true;
    c->last_seq = m->u.action.seq;
    if (m->u.action.seat != c->seat) {
        offence(h, peer, "action for seat %d from the player of seat %d", m->u.action.seat, c->seat);
        return;
    }
    if (h->state != SP_HOST_PLAYING) {
        offence(h, peer, "action while no match is being played");
        return;
    }
    uint32_t ask = m->u.action.ask;
    if (ask > s->ask_id || ask <= s->answered_ask) {
        offence(h, peer, "out of turn (answer to ask %u; last ask %u, last answered %u)", ask, s->ask_id, s->answered_ask);
        return;
    }
    if (ask < s->ask_id || !s->outstanding) {
        /* late: the question changed or went away (its timer answered it, a claim was decided
         * without it); not an offence, but it may not be answered twice */
        s->answered_ask = ask;
        return;
    }
    int i;
    for (i = 0; i < s->asked.n && !sp_action_equal(&s->asked.a[i], &m->u.action.action); i++) {}
    if (i == s->asked.n) {
        char text[48];
        sp_action_format(&m->u.action.action, text, sizeof text);
        offence(h, peer, "illegal action '%s'", text);
        return;
    }
    s->answered_ask = ask;
    s->outstanding = false;
    s->has_queued = true;
    s->queued = m->u.action.action;
}

/* Counts a chat, emote or ready message; false when the peer sends too many. (Actions are
 * bounded by the asks; the transport caps everything else.) */
static bool talk_allowed(const sp_net_host *h, conn *c)
{
    if (h->now - c->talk_window >= 1000) {
        c->talk_window = h->now;
        c->talk = 0;
    }
    return ++c->talk <= MAX_TALK;
}

static void on_message(sp_net_host *h, int peer, const uint8_t *data, size_t len)
{
    conn *c = &h->conns[peer];
    if (c->state == CONN_FREE) return;
    sp_msg m;
    char err[256];
    if (sp_msg_decode(data, len, SP_NET_CLIENT_MAX, &m, err, sizeof err)) {
        offence(h, peer, "malformed message: %s", err);
        return;
    }
    if (!sp_msg_from_client(m.type)) {
        offence(h, peer, "a client may not send '%s'", sp_msg_name(m.type));
    } else if (c->state == CONN_AWAIT_HELLO) {
        if (m.type != SP_MSG_HELLO) offence(h, peer, "'%s' before hello", sp_msg_name(m.type));
        else on_hello(h, peer, &m);
    } else if (m.type == SP_MSG_HELLO) {
        offence(h, peer, "a second hello");
    } else if (m.type == SP_MSG_ACTION) {
        on_action(h, peer, &m);
    } else if (m.type == SP_MSG_CONTINUE && continue_awaited(h, c->seat, m.u.cont.hand)) {
        on_continue(h, c->seat, m.u.cont.hand); /* bounded like an action: one a hand */
    } else if (m.type == SP_MSG_CONTINUE && continue_late(h, c->seat, m.u.cont.hand)) {
        h->seats[c->seat].continued = m.u.cont.hand + 1;
    } else if (!talk_allowed(h, c)) {
        offence(h, peer, "flood: more than %d chat, emote or ready messages a second", MAX_TALK);
    } else if (m.type == SP_MSG_READY) {
        if (h->state == SP_HOST_LOBBY) {
            seat_slot *s = &h->seats[c->seat];
            if (s->pub.ready && !m.u.ready.ready) s->unready_since = h->now;
            s->pub.ready = m.u.ready.ready;
            send_lobby(h);
        }
    } else if (m.type == SP_MSG_CHAT) {
        m.u.chat.seat = c->seat;
        send_to_all(h, &m);
    } else if (m.type == SP_MSG_EMOTE) {
        m.u.emote.seat = c->seat;
        send_to_all(h, &m);
    } else if (m.type == SP_MSG_CONTINUE) {
        on_continue(h, c->seat, m.u.cont.hand);
    }
    sp_msg_free(&m);
}

/* ---- the host ---- */

void sp_net_host_config_defaults(sp_net_host_config *c)
{
    memset(c, 0, sizeof *c);
    c->players = 4;
    for (int p = 0; p < SP_SEATS; p++) c->bots[p] = -1;
    c->turn_ms = 20000;
    c->claim_ms = 8000;
    c->grace_ms = 15000;
    c->hello_ms = 4000;
    c->ready_ms = 60000;
    c->host_seat = -1;
    c->hand_pause_ms = 20000;
    c->hold_ms = 1000;
    c->auto_start = true;
}

sp_net_host *sp_net_host_create(const sp_net_host_config *cfg, char *err, size_t errlen)
{
    if (!cfg->rules || cfg->players < cfg->rules->players_min || cfg->players > cfg->rules->players_max ||
        cfg->players > SP_SEATS) {
        snprintf(err, errlen, "players: %d is not a player count of this ruleset", cfg->players);
        return NULL;
    }
    sp_net_host *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    h->cfg = *cfg;
    /* a computer player behind a client answers each ask at once, so an honest peer on a fast
     * machine can send well over a thousand actions a second: the transport's limit only stops
     * raw floods; unasked actions and chat floods are the host's own offences */
    sp_tr_limits lim = {.max_packet = SP_NET_CLIENT_MAX, .max_packets_per_s = 5000, .max_bytes_per_s = 1024 * 1024,
                        .timeout_ms = 10000};
    h->tr = sp_transport_listen(cfg->port, MAX_PEERS, &lim, err, errlen);
    if (!h->tr) {
        free(h);
        return NULL;
    }
    for (int p = 0; p < SP_SEATS; p++) {
        h->seats[p].host = h;
        h->seats[p].index = p;
        h->seats[p].peer = -1;
        h->seats[p].pub.level = -1;
        if (p < cfg->players && cfg->bots[p] >= 0 && cfg->bots[p] < SP_BOT_LEVELS) set_bot(h, p, cfg->bots[p]);
    }
    h->hand_over_at = -1;
    h->full_since = -1;
    new_token(h, h->match_id);
    if (cfg->announce_to) {
        h->announcer = sp_discovery_announcer(cfg->announce_to, cfg->discovery_port ? cfg->discovery_port : SP_DISCOVERY_PORT,
                                              err, errlen);
        if (!h->announcer) logf_(h, "not announced on the LAN: %s", err);
    }
    return h;
}

/* Tells the LAN about the table while it has open seats. */
static void announce(sp_net_host *h)
{
    sp_lan_game g;
    memset(&g, 0, sizeof g);
    g.port = sp_transport_port(h->tr);
    snprintf(g.ruleset, sizeof g.ruleset, "%s", h->cfg.rules->id);
    snprintf(g.name, sizeof g.name, "%s", h->cfg.table_name ? h->cfg.table_name : "Sparrow");
    g.seats = h->cfg.players;
    for (int p = 0; p < h->cfg.players; p++) g.open += h->seats[p].pub.kind == SP_SEAT_OPEN;
    if (g.open > 0) sp_discovery_announce(h->announcer, &g, h->now);
}

void sp_net_host_close(sp_net_host *h, const char *reason)
{
    if (!h) return;
    if (h->state == SP_HOST_PLAYING) {
        send_end(h, reason ? reason : "the host has left the table", false);
        write_replay(h);
    } else if (h->state == SP_HOST_LOBBY) {
        send_end(h, reason ? reason : "the host has closed the table", false);
    }
    sp_transport_close(h->tr, 500);
    sp_discovery_close(h->announcer);
    if (h->session_live) sp_session_free(&h->session);
    free(h);
}

/* The oldest connection still to say hello among those of address (0: of any address), and
 * how many there are. */
static int oldest_waiting(const sp_net_host *h, uint32_t address, bool any, int *count)
{
    int oldest = -1;
    *count = 0;
    for (int i = 0; i < MAX_PEERS; i++) {
        const conn *c = &h->conns[i];
        if (c->state != CONN_AWAIT_HELLO || (!any && c->address != address)) continue;
        (*count)++;
        if (oldest < 0 || c->since < h->conns[oldest].since) oldest = i;
    }
    return oldest;
}

/* A new connection came from address: the oldest silent ones go when there are too many from
 * that machine or in all (an honest client says hello at once, so it is never the oldest). */
static void limit_waiting(sp_net_host *h, uint32_t address)
{
    for (int pass = 0; pass < 2; pass++) {
        int count, limit = pass == 0 ? MAX_WAITING_PER_ADDRESS : MAX_WAITING;
        int oldest = oldest_waiting(h, address, pass == 1, &count);
        if (count <= limit) continue;
        char who[64];
        sp_transport_peer_name(h->tr, oldest, who, sizeof who);
        logf_(h, "%s dropped: more than %d connections %s waiting to say hello", who, limit,
              pass == 0 ? "from that machine" : "in all");
        h->conns[oldest].state = CONN_FREE;
        sp_transport_drop_now(h->tr, oldest);
    }
}

/* The lobby's ready timeout: a player seated at a full table who has not said ready in time
 * loses the seat (the host's own player, who starts the match, excepted). */
static void expire_unready(sp_net_host *h)
{
    if (h->state != SP_HOST_LOBBY || h->cfg.ready_ms <= 0) return;
    for (int p = 0; p < h->cfg.players; p++)
        if (h->seats[p].pub.kind == SP_SEAT_OPEN) {
            h->full_since = -1; /* nobody waits on anyone yet */
            return;
        }
    if (h->full_since < 0) h->full_since = h->now;
    for (int p = 0; p < h->cfg.players; p++) {
        seat_slot *s = &h->seats[p];
        if (s->pub.kind != SP_SEAT_HUMAN || s->pub.ready || p == h->cfg.host_seat) continue;
        int64_t since = s->unready_since > h->full_since ? s->unready_since : h->full_since;
        if (h->now - since < h->cfg.ready_ms) continue;
        char why[SP_NET_REASON_LEN];
        snprintf(why, sizeof why, "not ready within %d s of a full table: the seat was freed", h->cfg.ready_ms / 1000);
        free_seat(h, p, why);
    }
}

void sp_net_host_inject(sp_net_host *h, const sp_tr_event *ev)
{
    if (ev->peer < 0 || ev->peer >= MAX_PEERS) return;
    conn *c = &h->conns[ev->peer];
    switch (ev->type) {
    case SP_TR_CONNECT:
        memset(c, 0, sizeof *c);
        c->state = CONN_AWAIT_HELLO;
        c->seat = -1;
        c->since = h->now;
        c->address = sp_transport_peer_host(h->tr, ev->peer);
        limit_waiting(h, c->address);
        break;
    case SP_TR_DISCONNECT:
        if (c->state != CONN_FREE) drop_conn(h, ev->peer, "disconnected", false);
        break;
    case SP_TR_OFFENCE:
        if (c->state != CONN_FREE) offence(h, ev->peer, "%s", ev->why ? ev->why : "?");
        else sp_transport_drop(h->tr, ev->peer);
        break;
    case SP_TR_RECEIVE: on_message(h, ev->peer, ev->data, ev->len); break;
    }
}

void sp_net_host_poll(sp_net_host *h, int64_t now_ms)
{
    h->now = now_ms;
    if (h->hold_next_poll) h->hold_until = now_ms + h->cfg.hold_ms, h->hold_next_poll = false;
    sp_tr_event ev;
    for (int budget = 0; budget < 256 && sp_transport_poll(h->tr, &ev, 0) != SP_TR_NONE; budget++)
        sp_net_host_inject(h, &ev);
    for (int i = 0; i < MAX_PEERS; i++)
        if (h->conns[i].state == CONN_AWAIT_HELLO && now_ms - h->conns[i].since > h->cfg.hello_ms)
            offence(h, i, "said nothing (no hello within %d ms)", h->cfg.hello_ms);
    expire_unready(h);
    if (h->state == SP_HOST_LOBBY && h->cfg.auto_start && human_seats(h, true) == human_seats(h, false)) {
        bool full = true;
        for (int p = 0; p < h->cfg.players; p++) full &= h->seats[p].pub.kind != SP_SEAT_OPEN;
        char why[256];
        if (full && sp_net_host_start(h, why, sizeof why)) logf_(h, "cannot start: %s", why);
    }
    if (h->state == SP_HOST_LOBBY && h->announcer) announce(h);
    if (h->state == SP_HOST_PLAYING) run_match(h);
    sp_transport_flush(h->tr);
}

uint16_t sp_net_host_port(const sp_net_host *h) { return sp_transport_port(h->tr); }
void sp_net_host_wait(sp_net_host *h, int ms) { sp_transport_wait(h->tr, (uint32_t)ms); }
int sp_net_host_state(const sp_net_host *h) { return h->state; }
sp_session *sp_net_host_session(sp_net_host *h) { return h->session_live ? &h->session : NULL; }
sp_net_host_stats sp_net_host_get_stats(const sp_net_host *h) { return h->stats; }

int sp_net_host_seats(const sp_net_host *h, sp_lobby_seat out[SP_SEATS])
{
    for (int p = 0; p < h->cfg.players; p++) out[p] = h->seats[p].pub;
    return h->cfg.players;
}

void sp_net_host_describe(const sp_net_host *h, FILE *f)
{
    for (int p = 0; p < h->cfg.players; p++) {
        const seat_slot *s = &h->seats[p];
        fprintf(f, "seat %d: %s peer %d ask %u answered %u outstanding %d queued %d standing-in %d\n", p, s->pub.name,
                s->peer, s->ask_id, s->answered_ask, s->outstanding, s->has_queued, s->standing_in);
    }
}
