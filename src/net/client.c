/* client.c: one seat's side of a hosted match, polled. */
#include "net/client.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net/net_text.h"
#include "net/seat_log.h"
#include "net/seat_store.h"
#include "net/transport.h"
#include "table/replay.h"
#include "table/ruleset_file.h"

enum { QUEUE = 512 };

struct sp_net_client {
    sp_transport *tr;
    sp_net_client_config cfg;
    char name[SP_NET_NAME_LEN];
    char token[SP_NET_TOKEN_LEN];
    char match[SP_NET_TOKEN_LEN];  /* the match the token belongs to ("": not known) */
    bool kept_token;              /* the token came from the seat list */
    bool resumed;
    char seat_file[1100];         /* cfg.seat_file points here */
    char host[256];               /* and cfg.host here (a reconnection reads it later) */
    int state;
    char reason[SP_NET_REASON_LEN];
    bool connected;
    int seat, players;
    const sp_ruleset *rules;      /* the match's: cfg.rules or *downloaded */
    sp_ruleset *downloaded;
    sp_lobby_seat lobby[SP_SEATS];
    int lobby_players;
    char names[SP_SEATS][SP_NET_NAME_LEN];
    bool has_view;
    sp_view view;
    bool asked;
    int32_t win_fan;                 /* the asked HU's value (-1: none), from the ask */
    bool win_limit;
    sp_blocked_list blocked;         /* what a rule refuses the seat, from the ask */
    uint32_t ask_id, seq;
    sp_action_list legal;
    int32_t ask_ms;
    int32_t scores[SP_SEATS];
    int nscores;
    uint32_t continued;           /* 1 + the hand whose result was read (continue sent) */
    bool has_next_hand;
    sp_msg next_hand;             /* the host's last next_hand, and when it came */
    int64_t next_hand_at;
    int64_t now;                  /* the last poll's clock */
    bool has_sheets;
    sp_net_sheets sheets;         /* the last hand's score sheets */
    sp_msg *queue;                /* ring of things to show */
    int qhead, qcount;
    sp_event *log;                /* every event received (the seat's replay) */
    size_t nlog, caplog;
    sp_net_client_stats stats;
};

static void fail_with(sp_net_client *c, const char *fmt, const char *detail)
{
    if (c->state == SP_CLIENT_FAILED || c->state == SP_CLIENT_OVER) return;
    snprintf(c->reason, sizeof c->reason, fmt, detail);
    c->state = SP_CLIENT_FAILED;
    c->asked = false;
}

static sp_transport *open_transport(const sp_net_client_config *cfg, char *err, size_t errlen)
{
    sp_tr_limits lim = {.max_packet = SP_NET_HOST_MAX, .max_packets_per_s = 1 << 30, .max_bytes_per_s = (size_t)1 << 40,
                        .timeout_ms = cfg->timeout_ms ? cfg->timeout_ms : 8000};
    return sp_transport_connect(cfg->host, cfg->port, &lim, err, errlen);
}

sp_net_client *sp_net_client_connect(const sp_net_client_config *cfg, char *err, size_t errlen)
{
    if (!cfg->name || !cfg->name[0] || strlen(cfg->name) >= SP_NET_NAME_LEN) {
        snprintf(err, errlen, "name: give 1 to %d bytes", SP_NET_NAME_LEN - 1);
        return NULL;
    }
    if (!sp_net_text_ok(cfg->name)) {
        snprintf(err, errlen, "name: not valid UTF-8, or holds a control character");
        return NULL;
    }
    if (cfg->token && strlen(cfg->token) >= SP_NET_TOKEN_LEN) {
        snprintf(err, errlen, "token: not a token from a welcome");
        return NULL;
    }
    sp_net_client *c = calloc(1, sizeof *c);
    if (c) c->queue = calloc(QUEUE, sizeof *c->queue);
    if (!c || !c->queue) {
        if (c) free(c);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    c->cfg = *cfg;
    snprintf(c->host, sizeof c->host, "%s", cfg->host ? cfg->host : "");
    c->cfg.host = c->host;
    if (cfg->seat_file) {
        snprintf(c->seat_file, sizeof c->seat_file, "%s", cfg->seat_file);
        c->cfg.seat_file = c->seat_file;
    }
    snprintf(c->name, sizeof c->name, "%s", cfg->name);
    snprintf(c->token, sizeof c->token, "%s", cfg->token ? cfg->token : "");
    sp_seat_entry kept;
    if (!c->token[0] && cfg->seat_file &&
        sp_seat_store_find(cfg->seat_file, (int64_t)time(NULL), cfg->host, cfg->port, cfg->name, &kept)) {
        memcpy(c->token, kept.token, sizeof c->token);
        memcpy(c->match, kept.match, sizeof c->match);
        c->kept_token = true;
    }
    c->seat = -1;
    c->tr = open_transport(&c->cfg, err, errlen);
    if (!c->tr) {
        free(c->queue);
        free(c);
        return NULL;
    }
    return c;
}

void sp_net_client_close(sp_net_client *c)
{
    if (!c) return;
    sp_transport_close(c->tr, 0);
    free(c->downloaded);
    free(c->queue);
    free(c->log);
    free(c);
}

static int send_msg(sp_net_client *c, const sp_msg *m)
{
    if (!c->connected) return -1;
    size_t len;
    char *text = sp_msg_encode(m, &len);
    if (!text) return -1;
    int r = sp_transport_send(c->tr, 0, text, len);
    free(text);
    sp_transport_flush(c->tr);
    return r;
}

static void enqueue(sp_net_client *c, const sp_msg *m)
{
    if (c->qcount == QUEUE) {
        c->qhead = (c->qhead + 1) % QUEUE;
        c->qcount--;
    }
    c->queue[(c->qhead + c->qcount) % QUEUE] = *m;
    c->qcount++;
}

bool sp_net_client_next(sp_net_client *c, sp_msg *out)
{
    if (!c->qcount) return false;
    *out = c->queue[c->qhead];
    c->qhead = (c->qhead + 1) % QUEUE;
    c->qcount--;
    return true;
}

static void log_event(sp_net_client *c, const sp_event *e)
{
    if (c->nlog == c->caplog) {
        size_t cap = c->caplog ? c->caplog * 2 : 512;
        sp_event *l = realloc(c->log, cap * sizeof *l);
        if (!l) return;
        c->log = l;
        c->caplog = cap;
    }
    c->log[c->nlog++] = *e;
}

/* The host's ruleset text for this match: parsed and checked against the hash it claims. */
static void take_ruleset(sp_net_client *c, const sp_msg *m)
{
    if (!c->cfg.accept_download) return;
    sp_ruleset *rs = malloc(sizeof *rs);
    if (!rs) return;
    char err[512], origin[64];
    snprintf(origin, sizeof origin, "host's %s", m->u.ruleset.id);
    if (sp_ruleset_parse(m->u.ruleset.text, origin, rs, err, sizeof err) || rs->content_hash != m->u.ruleset.hash) {
        free(rs);
        fail_with(c, "the host's ruleset could not be used: %.150s", err);
        return;
    }
    free(c->downloaded);
    c->downloaded = rs;
}

/* The host sent something this client cannot take: it leaves. */
static void refuse_host(sp_net_client *c, const char *err)
{
    fail_with(c, "the host sent a malformed message: %.150s", err);
    sp_transport_drop(c->tr, 0);
    c->connected = false;
}

/* The seat list: this seat kept once seated, forgotten when its match ends. */
static void keep_seat(sp_net_client *c)
{
    if (!c->cfg.seat_file || !c->token[0]) return;
    sp_seat_entry e = {.port = c->cfg.port, .saved = (int64_t)time(NULL)};
    snprintf(e.host, sizeof e.host, "%s", c->cfg.host);
    memcpy(e.match, c->match, sizeof e.match);
    memcpy(e.name, c->name, sizeof e.name);
    memcpy(e.token, c->token, sizeof e.token);
    char err[300];
    if (sp_seat_store_put(c->cfg.seat_file, &e, err, sizeof err)) fprintf(stderr, "sparrow: seat not kept: %s\n", err);
}

static void forget_seat(sp_net_client *c)
{
    char err[300];
    if (c->cfg.seat_file && sp_seat_store_forget(c->cfg.seat_file, c->cfg.host, c->cfg.port, c->name, err, sizeof err))
        fprintf(stderr, "sparrow: %s\n", err);
}

/* The host refused the kept token (its match is over, or it is another's): forgotten, and
 * the client joins again as a new player under the same name. */
static void join_without_kept_token(sp_net_client *c, const char *reason)
{
    forget_seat(c);
    c->kept_token = false;
    c->token[0] = c->match[0] = 0;
    char err[256];
    sp_transport_close(c->tr, 0);
    c->connected = false;
    c->tr = open_transport(&c->cfg, err, sizeof err);
    if (!c->tr) fail_with(c, "%s", reason);
}

static void on_welcome(sp_net_client *c, const sp_msg *m)
{
    const sp_ruleset *rs = NULL;
    if (c->cfg.rules && c->cfg.rules->content_hash == m->u.welcome.hash) rs = c->cfg.rules;
    else if (c->downloaded && c->downloaded->content_hash == m->u.welcome.hash) rs = c->downloaded;
    if (!rs) {
        fail_with(c, "%s", c->cfg.accept_download ? "the host plays another version of this ruleset and did not send it"
                                                   : "the host plays another version of this ruleset (house rules): "
                                                     "allow the download to join");
        return;
    }
    c->rules = rs;
    c->seat = m->u.welcome.seat;
    c->players = m->u.welcome.players;
    snprintf(c->token, sizeof c->token, "%s", m->u.welcome.token);
    memcpy(c->match, m->u.welcome.match, sizeof c->match);
    c->resumed = m->u.welcome.resumed;
    c->state = SP_CLIENT_LOBBY;
    keep_seat(c);
}

/* The seat's view, whole (a view, or a delta applied to the last one). */
static void take_view(sp_net_client *c, const sp_view *v)
{
    c->view = *v;
    c->view.rules = c->rules;
    c->has_view = true;
    c->stats.views_received++;
    if (!(c->view.pending >> c->seat & 1)) c->asked = false;
}

static void on_message(sp_net_client *c, const sp_msg *m)
{
    bool seated = c->state == SP_CLIENT_LOBBY || c->state == SP_CLIENT_PLAYING;
    switch (m->type) {
    case SP_MSG_RULESET: take_ruleset(c, m); break;
    case SP_MSG_WELCOME: on_welcome(c, m); break;
    case SP_MSG_REJECT:
        if (m->u.reject.code == SP_REJECT_TOKEN) forget_seat(c);
        if (m->u.reject.code == SP_REJECT_TOKEN && c->kept_token && c->state == SP_CLIENT_CONNECTING)
            join_without_kept_token(c, m->u.reject.reason);
        else fail_with(c, "%s", m->u.reject.reason);
        break;
    case SP_MSG_LOBBY:
        if (!seated) break;
        c->lobby_players = m->u.lobby.players;
        c->seat = m->u.lobby.you; /* the host may have moved us */
        memcpy(c->lobby, m->u.lobby.seats, sizeof c->lobby);
        enqueue(c, m);
        break;
    case SP_MSG_START:
        if (!seated) break;
        c->state = SP_CLIENT_PLAYING;
        c->seat = m->u.start.seat;
        memcpy(c->names, m->u.start.names, sizeof c->names);
        enqueue(c, m);
        break;
    case SP_MSG_VIEW:
        if (!seated || m->u.view.seat != c->seat) break;
        take_view(c, &m->u.view);
        break;
    case SP_MSG_VIEW_DELTA: {
        if (!seated || m->u.view_delta.view.seat != c->seat) break;
        if (!c->has_view) {
            fail_with(c, "%s", "the host sent a change to a view it never sent");
            sp_transport_drop(c->tr, 0);
            c->connected = false;
            break;
        }
        sp_view v;
        sp_view_apply_delta(&c->view, m, &v);
        take_view(c, &v);
        break;
    }
    case SP_MSG_ASK:
        if (c->state != SP_CLIENT_PLAYING) break;
        c->asked = true;
        c->ask_id = m->u.ask.id;
        c->stats.asks_received++;
        c->stats.last_ask = m->u.ask.id;
        c->legal = m->u.ask.legal;
        c->legal.seat = (int8_t)c->seat;
        c->ask_ms = m->u.ask.ms;
        c->win_fan = m->u.ask.win_fan;
        c->win_limit = m->u.ask.win_limit;
        c->blocked = m->u.ask.blocked;
        break;
    case SP_MSG_EVENT:
        c->stats.events_received++;
        log_event(c, &m->u.event);
        enqueue(c, m);
        break;
    case SP_MSG_NEXT_HAND:
        if (c->state != SP_CLIENT_PLAYING) break;
        c->next_hand = *m;
        c->next_hand_at = c->now;
        c->has_next_hand = true;
        break;
    case SP_MSG_CHAT:
    case SP_MSG_EMOTE:
    case SP_MSG_WHY:
    case SP_MSG_TIMER: enqueue(c, m); break;
    case SP_MSG_SHEETS: {
        if (c->state != SP_CLIENT_PLAYING) break;
        char err[200];
        if (sp_msg_check_sheets(m, c->rules, c->players, err, sizeof err)) {
            refuse_host(c, err);
            break;
        }
        c->sheets = *m->u.sheets;
        c->has_sheets = true;
        c->stats.sheets_received += (uint64_t)m->u.sheets->n;
        break;
    }
    case SP_MSG_END:
        c->nscores = m->u.end.players;
        memcpy(c->scores, m->u.end.scores, sizeof c->scores);
        snprintf(c->reason, sizeof c->reason, "%s", m->u.end.reason);
        c->state = m->u.end.complete ? SP_CLIENT_OVER : SP_CLIENT_FAILED;
        c->asked = false;
        forget_seat(c); /* the match is over, or its host left: nothing to come back to */
        enqueue(c, m);
        break;
    default: break; /* a message for hosts: ignored */
    }
}

int sp_net_client_poll(sp_net_client *c, int64_t now_ms)
{
    c->now = now_ms;
    sp_tr_event ev;
    for (int budget = 0; budget < 1024 && sp_transport_poll(c->tr, &ev, 0) != SP_TR_NONE; budget++) {
        sp_transport *before = c->tr;
        sp_net_client_inject(c, &ev);
        if (c->tr != before || !c->connected) break; /* joining again, or the host was refused or left */
    }
    return c->state;
}

void sp_net_client_inject(sp_net_client *c, const sp_tr_event *ev)
{
    if (ev->type == SP_TR_CONNECT) {
        c->connected = true;
        sp_msg m = {.type = SP_MSG_HELLO};
        m.u.hello.version = SP_NET_PROTOCOL;
        if (c->cfg.rules) {
            snprintf(m.u.hello.ruleset, sizeof m.u.hello.ruleset, "%s", c->cfg.rules->id);
            m.u.hello.hash = c->cfg.rules->content_hash;
        }
        snprintf(m.u.hello.name, sizeof m.u.hello.name, "%s", c->name);
        snprintf(m.u.hello.token, sizeof m.u.hello.token, "%s", c->token);
        memcpy(m.u.hello.match, c->match, sizeof m.u.hello.match);
        m.u.hello.person = c->cfg.person;
        send_msg(c, &m);
    } else if (ev->type == SP_TR_DISCONNECT) {
        c->connected = false;
        fail_with(c, "%s", c->state == SP_CLIENT_CONNECTING ? "could not reach the host" : "lost the connection to the host");
    } else if (ev->type == SP_TR_RECEIVE) {
        c->stats.bytes_received += ev->len;
        c->stats.messages_received++;
        sp_msg m;
        char err[256];
        if (sp_msg_decode(ev->data, ev->len, SP_NET_HOST_MAX, &m, err, sizeof err)) refuse_host(c, err);
        else on_message(c, &m);
        sp_msg_free(&m);
    }
}

void sp_net_client_wait(sp_net_client *c, int ms) { sp_transport_wait(c->tr, (uint32_t)ms); }
int sp_net_client_state(const sp_net_client *c) { return c->state; }
const char *sp_net_client_reason(const sp_net_client *c) { return c->reason; }
int sp_net_client_seat(const sp_net_client *c) { return c->seat; }
const char *sp_net_client_token(const sp_net_client *c) { return c->token; }
bool sp_net_client_resumed(const sp_net_client *c) { return c->resumed; }
const sp_ruleset *sp_net_client_rules(const sp_net_client *c) { return c->rules; }
const sp_view *sp_net_client_view(const sp_net_client *c) { return c->has_view ? &c->view : NULL; }
sp_net_client_stats sp_net_client_get_stats(const sp_net_client *c) { return c->stats; }

int sp_net_client_lobby(const sp_net_client *c, sp_lobby_seat out[SP_SEATS])
{
    memcpy(out, c->lobby, sizeof c->lobby);
    return c->lobby_players;
}

const char *sp_net_client_name(const sp_net_client *c, int seat)
{
    return seat >= 0 && seat < SP_SEATS ? c->names[seat] : "";
}

bool sp_net_client_asked(const sp_net_client *c, const sp_action_list **legal, int32_t *ms)
{
    if (!c->asked) return false;
    if (legal) *legal = &c->legal;
    if (ms) *ms = c->ask_ms;
    return true;
}

bool sp_net_client_offered_win(const sp_net_client *c, int32_t *fan, bool *limit)
{
    if (!c->asked || c->win_fan < 0) return false;
    *fan = c->win_fan;
    *limit = c->win_limit;
    return true;
}

const sp_blocked_list *sp_net_client_blocked(const sp_net_client *c) { return c->asked ? &c->blocked : NULL; }

int sp_net_client_sheets(const sp_net_client *c, int hand, const sp_net_sheet **out)
{
    if (!c->has_sheets || c->sheets.hand != hand) return 0;
    *out = c->sheets.sheet;
    return c->sheets.n;
}

const sp_net_sheet *sp_net_client_draw_sheet(const sp_net_client *c, int hand)
{
    return c->has_sheets && c->sheets.hand == hand && c->sheets.has_draw ? &c->sheets.draw : NULL;
}

int sp_net_client_scores(const sp_net_client *c, int32_t out[SP_SEATS])
{
    memcpy(out, c->scores, sizeof c->scores);
    return c->nscores;
}

int sp_net_client_submit(sp_net_client *c, const sp_action *a)
{
    if (!c->asked) return -1;
    int i;
    for (i = 0; i < c->legal.n && !sp_action_equal(&c->legal.a[i], a); i++) {}
    if (i == c->legal.n) return -1;
    sp_msg m = {.type = SP_MSG_ACTION};
    m.u.action.seq = ++c->seq;
    m.u.action.ask = c->ask_id;
    m.u.action.seat = c->seat;
    m.u.action.action = *a;
    c->asked = false;
    return send_msg(c, &m);
}

int sp_net_client_ready(sp_net_client *c, bool ready)
{
    sp_msg m = {.type = SP_MSG_READY};
    m.u.ready.ready = ready;
    return send_msg(c, &m);
}

int sp_net_client_chat(sp_net_client *c, const char *text)
{
    sp_msg m = {.type = SP_MSG_CHAT};
    m.u.chat.seat = -1;
    if (strlen(text) >= sizeof m.u.chat.text) return -1;
    snprintf(m.u.chat.text, sizeof m.u.chat.text, "%s", text);
    return send_msg(c, &m);
}

int sp_net_client_emote(sp_net_client *c, const char *id)
{
    sp_msg m = {.type = SP_MSG_EMOTE};
    m.u.emote.seat = -1;
    if (strlen(id) >= sizeof m.u.emote.id) return -1;
    snprintf(m.u.emote.id, sizeof m.u.emote.id, "%s", id);
    return send_msg(c, &m);
}

int sp_net_client_continue(sp_net_client *c)
{
    if (c->state != SP_CLIENT_PLAYING || !c->has_view || c->view.phase != SP_PHASE_HAND_OVER) return -1;
    if (c->continued == (uint32_t)c->view.hand_number + 1) return 0; /* once a hand */
    sp_msg m = {.type = SP_MSG_CONTINUE};
    m.u.cont.hand = (uint32_t)c->view.hand_number;
    if (send_msg(c, &m)) return -1;
    c->continued = (uint32_t)c->view.hand_number + 1;
    return 0;
}

bool sp_net_client_next_hand(const sp_net_client *c, int64_t now_ms, int32_t *ms_left, unsigned *waiting)
{
    if (!c->has_next_hand || !c->has_view || c->view.phase != SP_PHASE_HAND_OVER ||
        c->next_hand.u.next_hand.hand != (uint32_t)c->view.hand_number)
        return false;
    int64_t left = c->next_hand.u.next_hand.ms - (now_ms - c->next_hand_at);
    *ms_left = left < 0 ? 0 : (int32_t)left;
    *waiting = c->next_hand.u.next_hand.waiting;
    return true;
}

int sp_net_client_play_bot(sp_net_client *c, sp_bot *bot)
{
    if (c->has_view && c->view.phase == SP_PHASE_HAND_OVER && c->continued != (uint32_t)c->view.hand_number + 1)
        return sp_net_client_continue(c) == 0; /* a computer player reads the result at once */
    if (!c->asked || !c->has_view || !c->legal.n) return 0;
    sp_action a = sp_bot_choose(bot, &c->view, &c->legal);
    return sp_net_client_submit(c, &a) == 0;
}

int sp_net_client_save_log(const sp_net_client *c, const char *path, char *err, size_t errlen)
{
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "format", SP_SEAT_LOG_FORMAT);
    cJSON_AddNumberToObject(root, "version", SP_SEAT_LOG_VERSION);
    cJSON_AddStringToObject(root, "ruleset", c->rules ? c->rules->id : "");
    cJSON_AddNumberToObject(root, "seat", c->seat);
    cJSON *names = cJSON_AddArrayToObject(root, "names");
    for (int p = 0; p < c->players; p++) cJSON_AddItemToArray(names, cJSON_CreateString(c->names[p]));
    cJSON *scores = cJSON_AddArrayToObject(root, "scores");
    for (int p = 0; p < c->nscores; p++) cJSON_AddItemToArray(scores, cJSON_CreateNumber(c->scores[p]));
    cJSON *events = cJSON_AddArrayToObject(root, "events");
    for (size_t i = 0; i < c->nlog; i++) {
        sp_msg m = {.type = SP_MSG_EVENT};
        m.u.event = c->log[i];
        char *text = sp_msg_encode(&m, NULL);
        cJSON *e = text ? cJSON_Parse(text) : NULL;
        free(text);
        if (e) cJSON_AddItemToArray(events, e);
    }
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    if (!text) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    int r = sp_write_file_atomic(path, text, strlen(text), err, errlen);
    free(text);
    return r;
}

int sp_net_parse_address(const char *text, uint16_t default_port, char *host, size_t hostlen, uint16_t *port)
{
    const char *colon = strrchr(text, ':');
    size_t n = colon ? (size_t)(colon - text) : strlen(text);
    if (!n || n >= hostlen) return -1;
    memcpy(host, text, n);
    host[n] = 0;
    if (!colon) {
        *port = default_port;
        return 0;
    }
    char *end;
    long p = strtol(colon + 1, &end, 10);
    if (!colon[1] || *end || p < 1 || p > 65535) return -1;
    *port = (uint16_t)p;
    return 0;
}
