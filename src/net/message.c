/* message.c: encoding and strict decoding of the LAN messages (JSON through cJSON). */
#include "net/message.h"
#include "net/net_text.h"

#include <cjson/cJSON.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/notation.h"
#include "table/printf_like.h"

static const char *const msg_names[SP_MSG_COUNT] = {
    "hello", "welcome", "reject", "ruleset", "lobby", "ready", "chat", "emote",
    "start", "ask",     "action", "event",  "view",  "timer", "end",
    "view_delta", "sheets", "why", "continue", "next_hand"};

static const char *const event_names[SP_EV_COUNT] = {
    "hand_start", "deal", "draw", "flower", "indicator", "discard", "meld", "special",
    "declare", "pass", "win", "reveal", "exhausted", "hand_end", "match_end", "model"};

const char *sp_msg_name(int type) { return type >= 0 && type < SP_MSG_COUNT ? msg_names[type] : "?"; }

bool sp_msg_from_client(int type)
{
    return type == SP_MSG_HELLO || type == SP_MSG_READY || type == SP_MSG_CHAT || type == SP_MSG_EMOTE ||
           type == SP_MSG_ACTION || type == SP_MSG_CONTINUE;
}

bool sp_event_sent_to(const sp_event *e, int seat)
{
    return e->type != SP_EV_PASS || e->visible == 0xFF || (seat >= 0 && (e->visible >> seat & 1));
}

const char *sp_event_name(int type) { return type >= 0 && type < SP_EV_COUNT ? event_names[type] : NULL; }

int sp_event_parse_name(const char *name)
{
    for (int i = 0; i < SP_EV_COUNT; i++)
        if (!strcmp(event_names[i], name)) return i;
    return -1;
}

void sp_msg_free(sp_msg *m)
{
    if (m->type == SP_MSG_RULESET) {
        free(m->u.ruleset.text);
        m->u.ruleset.text = NULL;
    }
    if (m->type == SP_MSG_SHEETS) {
        free(m->u.sheets);
        m->u.sheets = NULL;
    }
}

/* ---- encoding ---- */

static void hex64(uint64_t v, char out[17]) { snprintf(out, 17, "%016" PRIx64, v); }

static void add_num(cJSON *o, const char *name, double v) { cJSON_AddNumberToObject(o, name, v); }

static void add_bytes(cJSON *o, const char *name, const uint8_t *v, int n)
{
    cJSON *a = cJSON_AddArrayToObject(o, name);
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
}

static void add_ints(cJSON *o, const char *name, const int32_t *v, int n)
{
    cJSON *a = cJSON_AddArrayToObject(o, name);
    for (int i = 0; i < n; i++) cJSON_AddItemToArray(a, cJSON_CreateNumber(v[i]));
}

static void add_hash(cJSON *o, const char *name, uint64_t h)
{
    char hex[17];
    hex64(h, hex);
    cJSON_AddStringToObject(o, name, hex);
}

static void add_action(cJSON *o, const char *name, const sp_action *a)
{
    char text[48];
    sp_action_format(a, text, sizeof text);
    cJSON_AddStringToObject(o, name, text);
}

/* Refused actions: [{"a": action text, "r": reason id}] */
static void add_blocked(cJSON *o, const char *name, const sp_blocked_list *l)
{
    cJSON *arr = cJSON_AddArrayToObject(o, name);
    for (int i = 0; i < l->n && i < SP_MAX_LEGAL; i++) {
        cJSON *b = cJSON_CreateObject();
        add_action(b, "a", &l->b[i].action);
        cJSON_AddStringToObject(b, "r", sp_block_reason_id(l->b[i].reason));
        cJSON_AddItemToArray(arr, b);
    }
}

static void encode_lobby_seat(cJSON *arr, const sp_lobby_seat *s)
{
    static const char *const kinds[] = {"open", "human", "bot"};
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "kind", kinds[s->kind < 3 ? s->kind : 0]);
    cJSON_AddStringToObject(o, "name", s->name);
    cJSON_AddBoolToObject(o, "ready", s->ready);
    cJSON_AddBoolToObject(o, "connected", s->connected);
    add_num(o, "level", s->level);
    cJSON_AddItemToArray(arr, o);
}

static void encode_event(cJSON *o, const sp_event *e)
{
    const char *name = sp_event_name(e->type);
    cJSON_AddStringToObject(o, "e", name ? name : "?");
    add_num(o, "seat", e->seat);
    add_num(o, "from", e->from);
    add_num(o, "tile", e->tile);
    add_num(o, "a", e->a);
    add_num(o, "b", e->b);
    add_num(o, "vis", e->visible);
    add_bytes(o, "tiles", e->tiles, e->n < 14 ? e->n : 14);
    add_num(o, "serial", e->serial);
}

static void encode_meld(cJSON *arr, const sp_game_meld *m)
{
    cJSON *o = cJSON_CreateObject();
    add_num(o, "type", m->meld.type);
    add_num(o, "kind", m->meld.kind);
    add_num(o, "from", m->meld.from);
    add_bytes(o, "tiles", m->tiles, sp_meld_size(&m->meld));
    add_num(o, "claimed", m->claimed);
    add_num(o, "order", m->order);
    cJSON_AddItemToArray(arr, o);
}

static void encode_view_seat(cJSON *arr, const sp_view_seat *s)
{
    cJSON *o = cJSON_CreateObject();
    add_num(o, "n", s->nconcealed);
    cJSON_AddBoolToObject(o, "revealed", s->revealed);
    if (s->revealed) add_bytes(o, "held", s->held, SP_KINDS);
    add_num(o, "drawn", s->drawn);
    cJSON *melds = cJSON_AddArrayToObject(o, "melds");
    for (int i = 0; i < s->nmelds && i < 4; i++) encode_meld(melds, &s->melds[i]);
    add_bytes(o, "river", s->river, s->nriver);
    add_bytes(o, "river_flags", s->river_flags, s->nriver);
    add_bytes(o, "river_seq", s->river_seq, s->nriver);
    add_num(o, "flowers", s->flowers);
    add_bytes(o, "flower_order", s->flower_order, s->nflowers);
    add_bytes(o, "special", s->special, s->nspecial);
    add_num(o, "score", s->score);
    cJSON_AddBoolToObject(o, "out", s->out);
    cJSON_AddBoolToObject(o, "dead", s->dead);
    add_num(o, "missing_suit", s->missing_suit);
    cJSON_AddBoolToObject(o, "ready_declared", s->ready_declared);
    cJSON_AddItemToArray(arr, o);
}

static void encode_outcome(cJSON *root, const sp_hand_outcome *h)
{
    cJSON *o = cJSON_AddObjectToObject(root, "outcome");
    add_num(o, "kind", h->kind);
    cJSON *wins = cJSON_AddArrayToObject(o, "wins");
    for (int i = 0; i < h->nwins && i < SP_MAX_WINNERS; i++) {
        const sp_game_win *w = &h->wins[i];
        cJSON *x = cJSON_CreateObject();
        add_num(x, "seat", w->seat);
        add_num(x, "discarder", w->discarder);
        add_num(x, "tile", w->win_tile);
        add_num(x, "how", w->how);
        add_num(x, "situation", w->situation);
        add_num(x, "fan", w->fan);
        cJSON_AddBoolToObject(x, "valid", w->valid);
        cJSON_AddBoolToObject(x, "limit", w->limit);
        cJSON_AddItemToArray(wins, x);
    }
    add_ints(o, "delta", h->delta, SP_SEATS);
    add_ints(o, "settlement", h->settlement, SP_SEATS);
    cJSON_AddBoolToObject(o, "match_over", h->match_over);
    add_num(o, "dealer", h->dealer);
    add_num(o, "round", h->round);
    add_num(o, "hand_in_round", h->hand_in_round);
    add_num(o, "dealer_streak", h->dealer_streak);
    add_ints(o, "scores_before", h->scores_before, SP_SEATS);
}

/* A list of whole numbers, one list item. */
static void add_row(cJSON *arr, const int32_t *v, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int k = 0; k < n; k++) cJSON_AddItemToArray(a, cJSON_CreateNumber(v[k]));
    cJSON_AddItemToArray(arr, a);
}

/* The order of a settlement line's numbers on the wire. */
static const char *const line_names[] = {"pattern", "from", "to", "of", "kind", "count", "part", "flags", "den", "amount"};
enum { LINE_NUMBERS = sizeof line_names / sizeof line_names[0] };

/* What a sheet carries beside its patterns: parts, fields, wildcards, lines (sheets v 2). */
static void encode_sheet_extras(cJSON *o, const sp_net_sheet *s)
{
    cJSON *parts = cJSON_AddArrayToObject(o, "parts");
    for (int i = 0; i < s->nparts && i < SP_MAX_PARTS; i++) {
        cJSON *x = cJSON_CreateObject();
        cJSON_AddStringToObject(x, "name", s->parts[i].name);
        add_ints(x, "seats", s->parts[i].seats, SP_SEATS);
        cJSON_AddItemToArray(parts, x);
    }
    cJSON *fields = cJSON_AddArrayToObject(o, "fields");
    for (int i = 0; i < s->nfields && i < SP_MAX_FIELDS; i++) {
        const sp_result_field *f = &s->fields[i];
        cJSON *x = cJSON_CreateObject();
        cJSON_AddStringToObject(x, "key", f->key);
        add_num(x, "type", f->type);
        add_num(x, "value", f->value);
        add_ints(x, "seats", f->seats, SP_SEATS);
        add_num(x, "mask", f->seat_mask);
        cJSON_AddStringToObject(x, "text", f->text);
        cJSON_AddItemToArray(fields, x);
    }
    add_num(o, "wild_kind", s->nwild ? s->wild_kind : -1);
    int32_t as[4];
    int nwild = s->nwild <= 4 ? s->nwild : 4;
    for (int i = 0; i < nwild; i++) as[i] = s->wild_as[i];
    add_ints(o, "wild_as", as, nwild);
    cJSON_AddBoolToObject(o, "lines_cut", s->lines_cut);
    cJSON *lines = cJSON_AddArrayToObject(o, "lines");
    for (int i = 0; i < s->nlines && i < SP_MAX_LINES; i++) {
        const sp_pay_line *l = &s->lines[i];
        const int32_t v[LINE_NUMBERS] = {l->pattern, l->from, l->to, l->of, l->kind, l->count, l->part, l->flags, l->den, l->amount};
        add_row(lines, v, LINE_NUMBERS);
    }
}

static void encode_sheet(cJSON *arr, const sp_net_sheet *s)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddBoolToObject(o, "valid", s->valid);
    cJSON_AddBoolToObject(o, "limit", s->limit);
    add_num(o, "fan", s->fan);
    if (s->has_base) add_num(o, "base", s->base);
    add_ints(o, "payments", s->payments, SP_SEATS);
    cJSON *pats = cJSON_AddArrayToObject(o, "patterns");
    for (int i = 0; i < s->npatterns && i < SP_MAX_SCORED; i++) {
        const sp_pattern_score *ps = &s->patterns[i];
        const int32_t item[4] = {ps->pattern, ps->count, ps->value, ps->den};
        add_row(pats, item, 4);
    }
    encode_sheet_extras(o, s);
    cJSON_AddItemToArray(arr, o);
}

/* A whole view (same 0) or a view_delta: seats and outcome marked same are not sent. */
/* The fields of a view that stay the same for a whole hand (SP_VIEW_SAME_HAND), in the order
 * they are sent. */
static const char *const hand_fields[] = {"players", "dealer", "round", "hand_in_round", "dealer_streak",
                                          "hand_number", "wall_size", "indicator", "wild_kind"};

static void encode_view(cJSON *o, const sp_view *v, unsigned same)
{
    add_num(o, "seat", v->seat);
    if (!(same & SP_VIEW_SAME_HAND)) {
        const double values[] = {v->players, v->dealer, v->round, v->hand_in_round, v->dealer_streak,
                                 v->hand_number, v->wall_size, v->indicator, v->wild_kind};
        for (size_t i = 0; i < sizeof hand_fields / sizeof hand_fields[0]; i++) add_num(o, hand_fields[i], values[i]);
    }
    add_num(o, "phase", v->phase);
    add_num(o, "turn", v->turn);
    add_num(o, "wall_left", v->wall_left);
    add_num(o, "last_discard", v->last_discard);
    add_num(o, "turn_flags", v->turn_flags);
    add_num(o, "pending", v->pending);
    cJSON *seats = cJSON_AddArrayToObject(o, "seats");
    for (int p = 0; p < SP_SEATS; p++) {
        if (same >> p & 1) cJSON_AddItemToArray(seats, cJSON_CreateNull());
        else encode_view_seat(seats, &v->seats[p]);
    }
    if (!(same & SP_VIEW_SAME_OUTCOME)) encode_outcome(o, &v->outcome);
}

/* ---- the messages: one encoder per type ---- */

/* Adds the fields of one message type to o. */
typedef void body_encoder(cJSON *o, const sp_msg *m);

static void encode_hello(cJSON *o, const sp_msg *m)
{
    add_num(o, "version", m->u.hello.version);
    cJSON_AddStringToObject(o, "ruleset", m->u.hello.ruleset);
    add_hash(o, "hash", m->u.hello.hash);
    cJSON_AddStringToObject(o, "name", m->u.hello.name);
    cJSON_AddStringToObject(o, "token", m->u.hello.token);
    cJSON_AddStringToObject(o, "match", m->u.hello.match);
    if (m->u.hello.person) cJSON_AddBoolToObject(o, "person", true);
}

static void encode_welcome(cJSON *o, const sp_msg *m)
{
    add_num(o, "seat", m->u.welcome.seat);
    add_num(o, "players", m->u.welcome.players);
    cJSON_AddStringToObject(o, "ruleset", m->u.welcome.ruleset);
    add_hash(o, "hash", m->u.welcome.hash);
    cJSON_AddStringToObject(o, "token", m->u.welcome.token);
    cJSON_AddBoolToObject(o, "resumed", m->u.welcome.resumed);
    cJSON_AddStringToObject(o, "match", m->u.welcome.match);
}

static void encode_reject(cJSON *o, const sp_msg *m)
{
    cJSON_AddStringToObject(o, "reason", m->u.reject.reason);
    add_num(o, "code", m->u.reject.code);
}

static void encode_ruleset(cJSON *o, const sp_msg *m)
{
    cJSON_AddStringToObject(o, "id", m->u.ruleset.id);
    add_hash(o, "hash", m->u.ruleset.hash);
    cJSON_AddStringToObject(o, "text", m->u.ruleset.text ? m->u.ruleset.text : "");
}

static void encode_lobby(cJSON *o, const sp_msg *m)
{
    add_num(o, "players", m->u.lobby.players);
    add_num(o, "you", m->u.lobby.you);
    cJSON_AddBoolToObject(o, "started", m->u.lobby.started);
    cJSON *seats = cJSON_AddArrayToObject(o, "seats");
    for (int p = 0; p < m->u.lobby.players && p < SP_SEATS; p++) encode_lobby_seat(seats, &m->u.lobby.seats[p]);
}

static void encode_ready(cJSON *o, const sp_msg *m) { cJSON_AddBoolToObject(o, "ready", m->u.ready.ready); }

static void encode_chat(cJSON *o, const sp_msg *m)
{
    add_num(o, "seat", m->u.chat.seat);
    cJSON_AddStringToObject(o, "text", m->u.chat.text);
}

static void encode_emote(cJSON *o, const sp_msg *m)
{
    add_num(o, "seat", m->u.emote.seat);
    cJSON_AddStringToObject(o, "id", m->u.emote.id);
}

static void encode_start(cJSON *o, const sp_msg *m)
{
    add_num(o, "seat", m->u.start.seat);
    add_num(o, "players", m->u.start.players);
    cJSON *names = cJSON_AddArrayToObject(o, "names");
    for (int p = 0; p < m->u.start.players && p < SP_SEATS; p++) cJSON_AddItemToArray(names, cJSON_CreateString(m->u.start.names[p]));
}

static void encode_ask(cJSON *o, const sp_msg *m)
{
    add_num(o, "id", m->u.ask.id);
    add_num(o, "ms", m->u.ask.ms);
    cJSON *legal = cJSON_AddArrayToObject(o, "legal");
    for (int i = 0; i < m->u.ask.legal.n && i < SP_MAX_LEGAL; i++) {
        char text[48];
        sp_action_format(&m->u.ask.legal.a[i], text, sizeof text);
        cJSON_AddItemToArray(legal, cJSON_CreateString(text));
    }
    /* the HU listed would be a false win (詐糊): a computer player behind the client skips it */
    if (m->u.ask.legal.false_win) cJSON_AddBoolToObject(o, "false_win", true);
    /* the offered win's value, for the win button (the client cannot score the whole game) */
    if (m->u.ask.win_fan >= 0) add_num(o, "win_fan", m->u.ask.win_fan);
    if (m->u.ask.win_limit) cJSON_AddBoolToObject(o, "win_limit", true);
    /* what a rule refuses the seat now (the window's why-line) */
    if (m->u.ask.blocked.n) add_blocked(o, "blocked", &m->u.ask.blocked);
}

static void encode_action(cJSON *o, const sp_msg *m)
{
    add_num(o, "seq", m->u.action.seq);
    add_num(o, "ask", m->u.action.ask);
    add_num(o, "seat", m->u.action.seat);
    add_action(o, "action", &m->u.action.action);
}

static void encode_event_msg(cJSON *o, const sp_msg *m) { encode_event(o, &m->u.event); }

static void encode_view_msg(cJSON *o, const sp_msg *m) { encode_view(o, &m->u.view, 0); }

static void encode_view_delta(cJSON *o, const sp_msg *m)
{
    add_num(o, "same", m->u.view_delta.same & SP_VIEW_SAME_ALL);
    encode_view(o, &m->u.view_delta.view, m->u.view_delta.same);
}

static void encode_timer(cJSON *o, const sp_msg *m)
{
    add_num(o, "seat", m->u.timer.seat);
    add_num(o, "ms", m->u.timer.ms);
}

static void encode_continue(cJSON *o, const sp_msg *m) { add_num(o, "hand", m->u.cont.hand); }

static void encode_next_hand(cJSON *o, const sp_msg *m)
{
    add_num(o, "hand", m->u.next_hand.hand);
    add_num(o, "ms", m->u.next_hand.ms);
    add_num(o, "waiting", m->u.next_hand.waiting);
}

static void encode_end(cJSON *o, const sp_msg *m)
{
    cJSON_AddStringToObject(o, "reason", m->u.end.reason);
    cJSON_AddBoolToObject(o, "complete", m->u.end.complete);
    add_ints(o, "scores", m->u.end.scores, m->u.end.players >= 0 && m->u.end.players <= SP_SEATS ? m->u.end.players : 0);
}

static void encode_sheets(cJSON *o, const sp_msg *m)
{
    const sp_net_sheets *sh = m->u.sheets;
    if (!sh) return;
    add_num(o, "v", SP_NET_SHEETS_VERSION);
    add_num(o, "hand", sh->hand);
    cJSON *wins = cJSON_AddArrayToObject(o, "wins");
    for (int i = 0; i < sh->n && i < SP_MAX_WINNERS; i++) encode_sheet(wins, &sh->sheet[i]);
    if (sh->has_draw) {
        cJSON *draw = cJSON_CreateArray();
        encode_sheet(draw, &sh->draw);
        cJSON_AddItemToObject(o, "draw", cJSON_DetachItemFromArray(draw, 0));
        cJSON_Delete(draw);
    }
}

static void encode_why(cJSON *o, const sp_msg *m)
{
    char k[3];
    sp_kind_name(m->u.why.kind >= 0 && m->u.why.kind < SP_KINDS ? m->u.why.kind : 0, k);
    cJSON_AddStringToObject(o, "kind", k);
    add_blocked(o, "blocked", &m->u.why.blocked);
}

static body_encoder *const body_encoders[SP_MSG_COUNT] = {
    [SP_MSG_HELLO] = encode_hello,         [SP_MSG_WELCOME] = encode_welcome, [SP_MSG_REJECT] = encode_reject,
    [SP_MSG_RULESET] = encode_ruleset,     [SP_MSG_LOBBY] = encode_lobby,     [SP_MSG_READY] = encode_ready,
    [SP_MSG_CHAT] = encode_chat,           [SP_MSG_EMOTE] = encode_emote,     [SP_MSG_START] = encode_start,
    [SP_MSG_ASK] = encode_ask,             [SP_MSG_ACTION] = encode_action,   [SP_MSG_EVENT] = encode_event_msg,
    [SP_MSG_VIEW] = encode_view_msg,       [SP_MSG_TIMER] = encode_timer,     [SP_MSG_END] = encode_end,
    [SP_MSG_VIEW_DELTA] = encode_view_delta, [SP_MSG_SHEETS] = encode_sheets, [SP_MSG_WHY] = encode_why,
    [SP_MSG_CONTINUE] = encode_continue,   [SP_MSG_NEXT_HAND] = encode_next_hand,
};

char *sp_msg_encode(const sp_msg *m, size_t *len)
{
    if (m->type >= SP_MSG_COUNT) return NULL;
    cJSON *o = cJSON_CreateObject();
    if (!o) return NULL;
    cJSON_AddStringToObject(o, "t", msg_names[m->type]);
    body_encoders[m->type](o, m);
    char *text = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    if (text && len) *len = strlen(text);
    return text;
}

/* ---- decoding ---- */

/* The decoder's state: the first error wins; later reads after an error do nothing. */
typedef struct {
    char *err;
    size_t errlen;
    bool failed;
} dec;

static bool fail(dec *d, const char *fmt, ...) SP_PRINTF_LIKE(2, 3);
static bool fail(dec *d, const char *fmt, ...)
{
    if (d->failed) return false;
    d->failed = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(d->err, d->errlen, fmt, ap);
    va_end(ap);
    return false;
}

static const cJSON *field(dec *d, const cJSON *o, const char *where, const char *name)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);
    if (!v) fail(d, "%s.%s: missing", where, name);
    return v;
}

/* Whether an optional field is there (a peer of an older version may not send it). */
static bool has(const cJSON *o, const char *name) { return cJSON_GetObjectItemCaseSensitive(o, name) != NULL; }

/* Whether o is an object; an error names it otherwise. */
static bool need_object(dec *d, const cJSON *o, const char *where)
{
    return cJSON_IsObject(o) || fail(d, "%s: not an object", where);
}

static bool num_in(const cJSON *v, double min, double max)
{
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= min && v->valuedouble <= max)) return false;
    return v->valuedouble == (double)(long long)v->valuedouble;
}

static long long get_int(dec *d, const cJSON *o, const char *where, const char *name, long long min, long long max)
{
    if (d->failed) return min;
    const cJSON *v = field(d, o, where, name);
    if (!v) return min;
    if (!num_in(v, (double)min, (double)max)) {
        fail(d, "%s.%s: not a whole number in %lld..%lld", where, name, min, max);
        return min;
    }
    return (long long)v->valuedouble;
}

static bool get_bool(dec *d, const cJSON *o, const char *where, const char *name)
{
    if (d->failed) return false;
    const cJSON *v = field(d, o, where, name);
    if (!v) return false;
    if (!cJSON_IsBool(v)) return fail(d, "%s.%s: not true or false", where, name);
    return cJSON_IsTrue(v);
}

/* A string of at most max bytes (NULL after an error). */
static const cJSON *string_field(dec *d, const cJSON *o, const char *where, const char *name, size_t max)
{
    if (d->failed) return NULL;
    const cJSON *v = field(d, o, where, name);
    if (!v) return NULL;
    if (!cJSON_IsString(v)) return fail(d, "%s.%s: not a string", where, name), NULL;
    if (strlen(v->valuestring) > max) return fail(d, "%s.%s: longer than %zu bytes", where, name, max), NULL;
    return v;
}

/* Text of at most cap - 1 bytes: valid UTF-8 without control characters (net_text.h). */
static void get_str(dec *d, const cJSON *o, const char *where, const char *name, char *out, size_t cap)
{
    out[0] = 0;
    const cJSON *v = string_field(d, o, where, name, cap - 1);
    if (!v) return;
    if (!sp_net_text_ok(v->valuestring)) {
        fail(d, "%s.%s: not valid UTF-8, or holds a control character", where, name);
        return;
    }
    memcpy(out, v->valuestring, strlen(v->valuestring) + 1);
}

/* Text that must not be empty (checked after its form). */
static void need_text(dec *d, const char *where, const char *name, const char *text)
{
    if (!d->failed && !text[0]) fail(d, "%s.%s: empty", where, name);
}

/* A string of [a-z0-9_-] only (ids, emotes), possibly empty when allowed. */
static void get_id(dec *d, const cJSON *o, const char *where, const char *name, char *out, size_t cap, bool may_be_empty)
{
    get_str(d, o, where, name, out, cap);
    if (!may_be_empty) need_text(d, where, name, out);
    if (d->failed) return;
    for (const char *p = out; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_' || *p == '-')) {
            fail(d, "%s.%s: not an id of a-z, 0-9, '_' and '-'", where, name);
            out[0] = 0;
            return;
        }
}

static uint64_t get_hash(dec *d, const cJSON *o, const char *where, const char *name)
{
    char s[17];
    get_str(d, o, where, name, s, sizeof s);
    if (d->failed) return 0;
    if (strlen(s) != 16) return fail(d, "%s.%s: not 16 hex digits", where, name), 0;
    uint64_t v = 0;
    for (int i = 0; i < 16; i++) {
        char c = s[i];
        int x = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (x < 0) return fail(d, "%s.%s: not 16 hex digits", where, name), 0;
        v = v << 4 | (uint64_t)x;
    }
    return v;
}

/* A token: empty, or 16 lower-case hex digits. */
static void get_token(dec *d, const cJSON *o, const char *where, const char *name, char *out)
{
    get_str(d, o, where, name, out, SP_NET_TOKEN_LEN);
    if (d->failed || !out[0]) return;
    bool ok = strlen(out) == 16;
    for (int i = 0; ok && i < 16; i++) ok = (out[i] >= '0' && out[i] <= '9') || (out[i] >= 'a' && out[i] <= 'f');
    if (!ok) {
        fail(d, "%s.%s: not empty or 16 hex digits", where, name);
        out[0] = 0;
    }
}

/* What a number of a tile list may hold. */
typedef enum { TILE_PHYSICAL, TILE_OR_HIDDEN, BYTE_ANY } tile_rule;

static bool tile_ok(double v, tile_rule r)
{
    if (r == BYTE_ANY) return v >= 0 && v <= 255;
    return (v >= 0 && v < SP_KINDS_ALL * 4) || (r == TILE_OR_HIDDEN && v == SP_TILE_HIDDEN);
}

/* A list of at most max bytes (tiles, flags); returns how many. */
static int get_bytes(dec *d, const cJSON *o, const char *where, const char *name, uint8_t *out, int max, tile_rule rule)
{
    if (d->failed) return 0;
    const cJSON *a = field(d, o, where, name);
    if (!a) return 0;
    if (!cJSON_IsArray(a)) return fail(d, "%s.%s: not a list", where, name), 0;
    int n = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, a)
    {
        if (n == max) return fail(d, "%s.%s: more than %d entries", where, name, max), 0;
        if (!num_in(it, 0, 255) || !tile_ok(it->valuedouble, rule))
            return fail(d, "%s.%s[%d]: %s", where, name, n, rule == BYTE_ANY ? "not a number 0..255" : "not a tile"), 0;
        out[n++] = (uint8_t)it->valuedouble;
    }
    return n;
}

static void get_ints(dec *d, const cJSON *o, const char *where, const char *name, int32_t *out, int count)
{
    if (d->failed) return;
    const cJSON *a = field(d, o, where, name);
    if (!a) return;
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != count) {
        fail(d, "%s.%s: not a list of %d numbers", where, name, count);
        return;
    }
    int n = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, a)
    {
        if (!num_in(it, INT32_MIN, INT32_MAX)) {
            fail(d, "%s.%s[%d]: not a whole number", where, name, n);
            return;
        }
        out[n++] = (int32_t)it->valuedouble;
    }
}

static const cJSON *get_array(dec *d, const cJSON *o, const char *where, const char *name, int max)
{
    if (d->failed) return NULL;
    const cJSON *a = field(d, o, where, name);
    if (!a) return NULL;
    if (!cJSON_IsArray(a)) return fail(d, "%s.%s: not a list", where, name), NULL;
    if (cJSON_GetArraySize(a) > max) return fail(d, "%s.%s: more than %d entries", where, name, max), NULL;
    return a;
}

/* Item i of a list, read into out (the list's array); where names it ("lobby.seats[2]"). */
typedef void list_item(dec *d, const cJSON *it, const char *where, void *out, int i);

/* Reads the items of a list that get_array gave (nothing after an error) with one(), up to the
 * first error; returns how many it read. */
static int decode_items(dec *d, const cJSON *list, const char *where, const char *name, list_item *one, void *out)
{
    if (d->failed) return 0;
    int n = 0;
    const cJSON *it;
    char sub[80];
    cJSON_ArrayForEach(it, list)
    {
        if (snprintf(sub, sizeof sub, "%s.%s[%d]", where, name, n) >= (int)sizeof sub) {
            fail(d, "%s.%s: nested too deep", where, name); /* never: the deepest name is ~40 bytes */
            break;
        }
        one(d, it, sub, out, n);
        if (d->failed) break;
        n++;
    }
    return n;
}

static bool get_action(dec *d, const cJSON *o, const char *where, const char *name, sp_action *out)
{
    char text[48];
    get_str(d, o, where, name, text, sizeof text);
    if (d->failed) return false;
    sp_error e;
    if (sp_action_parse(text, out, &e)) return fail(d, "%s.%s: '%s': %s (column %d)", where, name, text, e.message, e.column);
    return true;
}

/* A refused action: {a: the action, r: the reason's name}. */
static void decode_blocked(dec *d, const cJSON *it, const char *where, void *out, int i)
{
    sp_blocked *b = (sp_blocked *)out + i;
    char id[24];
    if (!need_object(d, it, where) || !get_action(d, it, where, "a", &b->action)) return;
    get_str(d, it, where, "r", id, sizeof id);
    if (d->failed) return;
    int r = sp_block_reason_parse(id);
    if (r < 0) {
        fail(d, "%s.r: '%s' is not a reason", where, id);
        return;
    }
    b->reason = (uint8_t)r;
}

static void get_blocked(dec *d, const cJSON *o, const char *where, const char *name, sp_blocked_list *out)
{
    out->n = decode_items(d, get_array(d, o, where, name, SP_MAX_LEGAL), where, name, decode_blocked, out->b);
}

static void decode_lobby_seat(dec *d, const cJSON *o, const char *where, void *out, int i)
{
    sp_lobby_seat *s = (sp_lobby_seat *)out + i;
    if (!need_object(d, o, where)) return;
    char kind[8];
    get_str(d, o, where, "kind", kind, sizeof kind);
    if (d->failed) return;
    if (!strcmp(kind, "open")) s->kind = SP_SEAT_OPEN;
    else if (!strcmp(kind, "human")) s->kind = SP_SEAT_HUMAN;
    else if (!strcmp(kind, "bot")) s->kind = SP_SEAT_BOT;
    else {
        fail(d, "%s.kind: not open, human or bot", where);
        return;
    }
    get_str(d, o, where, "name", s->name, sizeof s->name);
    s->ready = get_bool(d, o, where, "ready");
    s->connected = get_bool(d, o, where, "connected");
    s->level = (int8_t)get_int(d, o, where, "level", -1, 2);
}

static void decode_event(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    sp_event *e = &m->u.event;
    char name[16];
    get_str(d, o, w, "e", name, sizeof name);
    if (d->failed) return;
    int type = sp_event_parse_name(name);
    if (type < 0) {
        fail(d, "event.e: unknown event '%s'", name);
        return;
    }
    e->type = (uint8_t)type;
    e->seat = (int8_t)get_int(d, o, w, "seat", -1, SP_SEATS - 1);
    e->from = (int8_t)get_int(d, o, w, "from", -1, SP_SEATS - 1);
    e->tile = (uint8_t)get_int(d, o, w, "tile", 0, 255);
    if (!d->failed && !tile_ok(e->tile, TILE_OR_HIDDEN)) fail(d, "event.tile: not a tile");
    e->a = (int32_t)get_int(d, o, w, "a", INT32_MIN, INT32_MAX);
    e->b = (int32_t)get_int(d, o, w, "b", INT32_MIN, INT32_MAX);
    e->visible = (uint8_t)get_int(d, o, w, "vis", 0, 255);
    e->n = (uint8_t)get_bytes(d, o, w, "tiles", e->tiles, 14, TILE_OR_HIDDEN);
    e->serial = (uint32_t)get_int(d, o, w, "serial", 0, UINT32_MAX);
}

static void decode_meld(dec *d, const cJSON *o, const char *where, void *out, int i)
{
    sp_game_meld *m = (sp_game_meld *)out + i;
    if (!need_object(d, o, where)) return;
    m->meld.type = (uint8_t)get_int(d, o, where, "type", SP_MELD_CHI, SP_MELD_ANKAN);
    m->meld.kind = (uint8_t)get_int(d, o, where, "kind", 0, SP_KINDS - 1);
    m->meld.from = (int8_t)get_int(d, o, where, "from", -1, SP_SEATS - 1);
    int n = get_bytes(d, o, where, "tiles", m->tiles, 4, TILE_PHYSICAL);
    if (!d->failed && n != sp_meld_size(&m->meld)) fail(d, "%s.tiles: %d tiles for a meld of %d", where, n, sp_meld_size(&m->meld));
    m->claimed = (int8_t)get_int(d, o, where, "claimed", -1, 3);
    m->order = (uint8_t)get_int(d, o, where, "order", 0, 255);
}

static void decode_view_seat(dec *d, const cJSON *o, const char *where, sp_view_seat *s)
{
    if (!need_object(d, o, where)) return;
    s->nconcealed = (uint8_t)get_int(d, o, where, "n", 0, 14);
    s->revealed = get_bool(d, o, where, "revealed");
    if (s->revealed) {
        get_bytes(d, o, where, "held", s->held, SP_KINDS, BYTE_ANY);
        int total = 0;
        for (int k = 0; k < SP_KINDS && !d->failed; k++) {
            if (s->held[k] > 15) fail(d, "%s.held[%d]: not a set of copies 0..15", where, k);
            s->counts[k] = (uint8_t)__builtin_popcount(s->held[k]);
            total += s->counts[k];
        }
        if (!d->failed && total != s->nconcealed) fail(d, "%s.held: %d tiles where n says %d", where, total, s->nconcealed);
    }
    s->drawn = (int16_t)get_int(d, o, where, "drawn", -1, SP_KINDS_ALL * 4 - 1);
    s->nmelds = (uint8_t)decode_items(d, get_array(d, o, where, "melds", 4), where, "melds", decode_meld, s->melds);
    s->nriver = (uint8_t)get_bytes(d, o, where, "river", s->river, SP_RIVER_MAX, TILE_PHYSICAL);
    int nflags = get_bytes(d, o, where, "river_flags", s->river_flags, SP_RIVER_MAX, BYTE_ANY);
    if (!d->failed && nflags != s->nriver) fail(d, "%s.river_flags: %d flags for %d river tiles", where, nflags, s->nriver);
    /* the discards' order across seats (optional: a host before it sent none) */
    if (has(o, "river_seq")) {
        int nseq = get_bytes(d, o, where, "river_seq", s->river_seq, SP_RIVER_MAX, BYTE_ANY);
        if (!d->failed && nseq != s->nriver) fail(d, "%s.river_seq: %d places for %d river tiles", where, nseq, s->nriver);
    }
    s->flowers = (uint8_t)get_int(d, o, where, "flowers", 0, 255);
    s->nflowers = (uint8_t)get_bytes(d, o, where, "flower_order", s->flower_order, 8, TILE_PHYSICAL);
    s->nspecial = (uint8_t)get_bytes(d, o, where, "special", s->special, 16, TILE_PHYSICAL);
    s->score = (int32_t)get_int(d, o, where, "score", INT32_MIN, INT32_MAX);
    s->out = get_bool(d, o, where, "out");
    s->dead = get_bool(d, o, where, "dead");
    s->missing_suit = (int8_t)get_int(d, o, where, "missing_suit", -1, 2);
    s->ready_declared = get_bool(d, o, where, "ready_declared");
}

/* One win of a hand's outcome. */
static void decode_win(dec *d, const cJSON *it, const char *where, void *out, int i)
{
    sp_game_win *w = (sp_game_win *)out + i;
    if (!need_object(d, it, where)) return;
    w->seat = (int8_t)get_int(d, it, where, "seat", 0, SP_SEATS - 1);
    w->discarder = (int8_t)get_int(d, it, where, "discarder", -1, SP_SEATS - 1);
    w->win_tile = (uint8_t)get_int(d, it, where, "tile", 0, SP_KINDS_ALL * 4 - 1);
    w->how = (uint8_t)get_int(d, it, where, "how", SP_WIN_TSUMO, SP_WIN_DRAW);
    w->situation = (uint32_t)get_int(d, it, where, "situation", 0, UINT32_MAX);
    w->fan = (int32_t)get_int(d, it, where, "fan", INT32_MIN, INT32_MAX);
    w->valid = get_bool(d, it, where, "valid");
    w->limit = get_bool(d, it, where, "limit");
}

static void decode_outcome(dec *d, const cJSON *root, const char *w, sp_hand_outcome *h)
{
    const cJSON *o = field(d, root, w, "outcome");
    if (d->failed) return;
    char where[32];
    snprintf(where, sizeof where, "%s.outcome", w);
    if (!need_object(d, o, where)) return;
    h->kind = (uint8_t)get_int(d, o, where, "kind", SP_END_NONE, SP_END_ABORTIVE);
    h->nwins = (uint8_t)decode_items(d, get_array(d, o, where, "wins", SP_MAX_WINNERS), where, "wins", decode_win, h->wins);
    get_ints(d, o, where, "delta", h->delta, SP_SEATS);
    get_ints(d, o, where, "settlement", h->settlement, SP_SEATS);
    h->match_over = get_bool(d, o, where, "match_over");
    h->dealer = (uint8_t)get_int(d, o, where, "dealer", 0, SP_SEATS - 1);
    h->round = (uint8_t)get_int(d, o, where, "round", 0, 3);
    h->hand_in_round = (uint8_t)get_int(d, o, where, "hand_in_round", 0, 255);
    h->dealer_streak = (uint8_t)get_int(d, o, where, "dealer_streak", 0, 255);
    get_ints(d, o, where, "scores_before", h->scores_before, SP_SEATS);
}

/* Item i of a list of fixed-length number lists ("where.list[i]", named by `shape`): its n
 * numbers, each a whole number in lo[k]..hi[k] (an error names it), into v. */
static bool get_row(dec *d, const cJSON *it, const char *where, const char *list, int i, const char *shape,
                    const char *const *names, const double *lo, const double *hi, int n, int32_t *v)
{
    if (!cJSON_IsArray(it) || cJSON_GetArraySize(it) != n) return fail(d, "%s.%s[%d]: not [%s]", where, list, i, shape);
    for (int k = 0; k < n; k++) {
        const cJSON *x = cJSON_GetArrayItem(it, k);
        if (!num_in(x, lo[k], hi[k]))
            return fail(d, "%s.%s[%d].%s: not a whole number in %.0f..%.0f", where, list, i, names[k], lo[k], hi[k]);
        v[k] = (int32_t)x->valuedouble;
    }
    return true;
}

/* A part of the payments (out: a sheet): {name (an id), seats}. */
static void decode_part(dec *d, const cJSON *it, const char *where, void *out, int i)
{
    sp_net_sheet *s = out;
    if (!need_object(d, it, where)) return;
    get_id(d, it, where, "name", s->parts[i].name, sizeof s->parts[i].name, false);
    get_ints(d, it, where, "seats", s->parts[i].seats, SP_SEATS);
}

/* A field of the model: {key (an id), type, value, seats, mask, text}. */
static void decode_field(dec *d, const cJSON *it, const char *where, void *out, int i)
{
    sp_result_field *f = (sp_result_field *)out + i;
    if (!need_object(d, it, where)) return;
    get_id(d, it, where, "key", f->key, sizeof f->key, false);
    f->type = (uint8_t)get_int(d, it, where, "type", SP_FIELD_INT, SP_FIELD_SEATS_BOOL);
    f->value = (int32_t)get_int(d, it, where, "value", INT32_MIN, INT32_MAX);
    get_ints(d, it, where, "seats", f->seats, SP_SEATS);
    f->seat_mask = (uint8_t)get_int(d, it, where, "mask", 0, (1 << SP_SEATS) - 1);
    get_str(d, it, where, "text", f->text, sizeof f->text);
}

/* The wildcards of a sheet: wild_kind (-1 with none) and what each stood for (-1 any). */
static void decode_wild(dec *d, const cJSON *o, const char *where, sp_net_sheet *s)
{
    s->wild_kind = (int8_t)get_int(d, o, where, "wild_kind", -1, SP_KINDS - 1);
    const cJSON *as = get_array(d, o, where, "wild_as", 4);
    const cJSON *it;
    if (d->failed) return;
    cJSON_ArrayForEach(it, as)
    {
        if (!num_in(it, -1, SP_KINDS - 1)) {
            fail(d, "%s.wild_as[%d]: not a tile kind or -1", where, s->nwild);
            return;
        }
        s->wild_as[s->nwild++] = (int8_t)it->valuedouble;
    }
    if (s->nwild && s->wild_kind < 0) fail(d, "%s.wild_kind: -1 with %d wildcards", where, s->nwild);
}

/* The settlement's lines of a sheet (sp_pay_line, in line_names' order): seats below SP_SEATS
 * (sp_msg_check_sheets checks them against the players), a part one of the sheet's. */
static void decode_lines(dec *d, const cJSON *o, const char *where, sp_net_sheet *s)
{
    s->lines_cut = get_bool(d, o, where, "lines_cut");
    const cJSON *lines = get_array(d, o, where, "lines", SP_MAX_LINES);
    const cJSON *it;
    static const double lo[LINE_NUMBERS] = {-1, 0, 0, -1, -1, 0, -1, 0, 0, INT32_MIN};
    static const double hi[LINE_NUMBERS] = {SP_MAX_PATTERNS - 1, SP_SEATS - 1, SP_SEATS - 1, SP_SEATS - 1, SP_KINDS_ALL - 1,
                                            INT8_MAX, SP_MAX_PARTS - 1, SP_LINE_FACTOR | SP_LINE_DEALER | SP_LINE_CAPPED,
                                            INT16_MAX, INT32_MAX};
    if (!d->failed) cJSON_ArrayForEach(it, lines)
        {
            int i = s->nlines;
            int32_t v[LINE_NUMBERS];
            if (!get_row(d, it, where, "lines", i, "pattern, from, to, of, kind, count, part, flags, den, amount", line_names, lo,
                         hi, LINE_NUMBERS, v))
                return;
            if (v[6] >= s->nparts) {
                fail(d, "%s.lines[%d].part: %d, the sheet has %d parts", where, i, (int)v[6], s->nparts);
                return;
            }
            s->lines[i] = (sp_pay_line){.pattern = (int16_t)v[0], .from = (int8_t)v[1], .to = (int8_t)v[2], .of = (int8_t)v[3],
                                        .kind = (int8_t)v[4], .count = (int8_t)v[5], .part = (int8_t)v[6], .flags = (uint8_t)v[7],
                                        .den = (int16_t)v[8], .amount = v[9]};
            s->nlines++;
        }
}

/* One sheet: every number range-checked (a pattern index against the largest ruleset, a seat
 * against four; the receiver checks them against its own match with sp_msg_check_sheets). */
static void decode_sheet(dec *d, const cJSON *o, const char *where, sp_net_sheet *s)
{
    if (!need_object(d, o, where)) return;
    s->valid = get_bool(d, o, where, "valid");
    s->limit = get_bool(d, o, where, "limit");
    s->fan = (int32_t)get_int(d, o, where, "fan", INT32_MIN, INT32_MAX);
    s->has_base = has(o, "base");
    if (s->has_base) s->base = (int32_t)get_int(d, o, where, "base", INT32_MIN, INT32_MAX);
    get_ints(d, o, where, "payments", s->payments, SP_SEATS);
    const cJSON *pats = get_array(d, o, where, "patterns", SP_MAX_SCORED);
    const cJSON *it;
    static const double lo[4] = {0, 0, INT32_MIN, 0}, hi[4] = {SP_MAX_PATTERNS - 1, INT16_MAX, INT32_MAX, INT32_MAX};
    static const char *const names[4] = {"pattern", "count", "value", "den"};
    if (!d->failed) cJSON_ArrayForEach(it, pats)
        {
            int32_t v[4];
            if (!get_row(d, it, where, "patterns", s->npatterns, "pattern, count, value, den", names, lo, hi, 4, v)) return;
            s->patterns[s->npatterns++] = (sp_pattern_score){.pattern = (int16_t)v[0], .count = (int16_t)v[1], .value = v[2], .den = v[3]};
        }
    s->nparts = decode_items(d, get_array(d, o, where, "parts", SP_MAX_PARTS), where, "parts", decode_part, s);
    s->nfields = decode_items(d, get_array(d, o, where, "fields", SP_MAX_FIELDS), where, "fields", decode_field, s->fields);
    decode_wild(d, o, where, s);
    decode_lines(d, o, where, s);
}

/* A win's sheet in a sheets message (out: the sheets). */
static void decode_win_sheet(dec *d, const cJSON *it, const char *where, void *out, int i)
{
    decode_sheet(d, it, where, &((sp_net_sheets *)out)->sheet[i]);
}

static void decode_sheets(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    long long v = get_int(d, o, w, "v", 0, INT32_MAX);
    if (!d->failed && v != SP_NET_SHEETS_VERSION) {
        fail(d, "sheets.v: version %lld, this Sparrow reads %d", v, SP_NET_SHEETS_VERSION);
        return;
    }
    sp_net_sheets *sh = m->u.sheets = calloc(1, sizeof *sh);
    if (!sh) {
        fail(d, "sheets: out of memory");
        return;
    }
    sh->hand = (int)get_int(d, o, w, "hand", 0, UINT16_MAX);
    sh->n = decode_items(d, get_array(d, o, w, "wins", SP_MAX_WINNERS), w, "wins", decode_win_sheet, sh);
    const cJSON *draw = cJSON_GetObjectItemCaseSensitive(o, "draw"); /* a drawn hand's (optional) */
    if (draw && !d->failed) {
        sh->has_draw = true;
        decode_sheet(d, draw, "sheets.draw", &sh->draw);
    }
}

void sp_net_sheet_from_result(const sp_score_result *r, sp_net_sheet *out)
{
    memset(out, 0, sizeof *out);
    out->valid = r->valid;
    out->limit = r->limit;
    out->has_base = r->has_base;
    out->fan = r->fan;
    out->base = r->base;
    memcpy(out->payments, r->payments, sizeof out->payments);
    out->npatterns = r->npatterns >= 0 && r->npatterns <= SP_MAX_SCORED ? r->npatterns : 0;
    memcpy(out->patterns, r->patterns, (size_t)out->npatterns * sizeof out->patterns[0]);
    out->nparts = r->nparts >= 0 && r->nparts <= SP_MAX_PARTS ? r->nparts : 0;
    for (int i = 0; i < out->nparts; i++) {
        memcpy(out->parts[i].name, r->parts[i].name, sizeof out->parts[i].name);
        out->parts[i].name[sizeof out->parts[i].name - 1] = 0;
        memcpy(out->parts[i].seats, r->parts[i].seats, sizeof out->parts[i].seats);
    }
    out->nfields = r->nfields >= 0 && r->nfields <= SP_MAX_FIELDS ? r->nfields : 0;
    memcpy(out->fields, r->fields, (size_t)out->nfields * sizeof out->fields[0]);
    out->nwild = r->nwild <= 4 ? r->nwild : 4;
    out->wild_kind = out->nwild ? r->wild_kind : -1;
    memcpy(out->wild_as, r->wild_as, out->nwild);
    out->lines_cut = r->lines_cut;
    out->nlines = r->nlines >= 0 && r->nlines <= SP_MAX_LINES ? r->nlines : 0;
    memcpy(out->lines, r->lines, (size_t)out->nlines * sizeof out->lines[0]);
}

void sp_net_sheet_to_result(const sp_net_sheet *s, sp_score_result *out)
{
    memset(out, 0, sizeof *out);
    out->valid = s->valid;
    out->limit = s->limit;
    out->has_base = s->has_base;
    out->fan = s->fan;
    out->base = s->base;
    memcpy(out->payments, s->payments, sizeof out->payments);
    out->npatterns = s->npatterns;
    memcpy(out->patterns, s->patterns, (size_t)s->npatterns * sizeof out->patterns[0]);
    out->nparts = s->nparts;
    for (int i = 0; i < s->nparts; i++) {
        memcpy(out->parts[i].name, s->parts[i].name, sizeof out->parts[i].name);
        memcpy(out->parts[i].seats, s->parts[i].seats, sizeof out->parts[i].seats);
    }
    out->nfields = s->nfields;
    memcpy(out->fields, s->fields, (size_t)s->nfields * sizeof out->fields[0]);
    out->wild_kind = s->wild_kind;
    out->nwild = s->nwild;
    memcpy(out->wild_as, s->wild_as, sizeof out->wild_as);
    out->lines_cut = s->lines_cut;
    out->nlines = s->nlines;
    memcpy(out->lines, s->lines, (size_t)s->nlines * sizeof out->lines[0]);
}

/* One sheet of a sheets message against the match (where: "sheets.wins[0]", "sheets.draw"). */
static int check_sheet(const sp_net_sheet *s, const char *where, const sp_ruleset *rules, int players, char *err, size_t errlen)
{
    for (int j = 0; j < s->npatterns; j++)
        if (s->patterns[j].pattern >= rules->npatterns) {
            snprintf(err, errlen, "%s.patterns[%d].pattern: %d is not a pattern of %s (it has %d)", where, j, s->patterns[j].pattern,
                     rules->id, rules->npatterns);
            return -1;
        }
    for (int j = 0; j < s->nlines; j++) {
        const sp_pay_line *l = &s->lines[j];
        const struct {
            const char *name;
            int v, limit;
        } c[] = {{"pattern", l->pattern, rules->npatterns}, {"from", l->from, players}, {"to", l->to, players}, {"of", l->of, players}};
        for (int k = 0; k < 4; k++)
            if (c[k].v >= c[k].limit) {
                snprintf(err, errlen, "%s.lines[%d].%s: %d is not a %s of this match (%s, %d players)", where, j, c[k].name, c[k].v,
                         k ? "seat" : "pattern", rules->id, players);
                return -1;
            }
    }
    for (int j = 0; j < s->nfields; j++)
        if (s->fields[j].seat_mask >> players) {
            snprintf(err, errlen, "%s.fields[%d].mask: %d names a seat beyond the %d players", where, j, s->fields[j].seat_mask, players);
            return -1;
        }
    return 0;
}

int sp_msg_check_sheets(const sp_msg *m, const sp_ruleset *rules, int players, char *err, size_t errlen)
{
    const sp_net_sheets *sh = m->u.sheets;
    char where[32];
    for (int i = 0; sh && i < sh->n && i < SP_MAX_WINNERS; i++) {
        snprintf(where, sizeof where, "sheets.wins[%d]", i);
        if (check_sheet(&sh->sheet[i], where, rules, players, err, errlen)) return -1;
    }
    return sh && sh->has_draw ? check_sheet(&sh->draw, "sheets.draw", rules, players, err, errlen) : 0;
}

/* A seat of a view or view_delta (out: view_seats below): decoded, or null when marked same. */
typedef struct {
    sp_view *v;
    unsigned same;
} view_seats;

static void decode_seat_of_view(dec *d, const cJSON *it, const char *where, void *out, int p)
{
    const view_seats *vs = out;
    if (!(vs->same >> p & 1)) decode_view_seat(d, it, where, &vs->v->seats[p]);
    else if (!cJSON_IsNull(it)) fail(d, "%s: not null for a seat marked same", where);
}

/* A whole view (w "view", same 0) or a view_delta (the seats marked same must be null, an
 * outcome marked same absent). */
static void decode_view(dec *d, const cJSON *o, const char *w, sp_view *v, unsigned same)
{
    v->rules = NULL;
    v->seat = (int8_t)get_int(d, o, w, "seat", -1, SP_SEATS - 1);
    if (!(same & SP_VIEW_SAME_HAND)) {
        v->players = (uint8_t)get_int(d, o, w, "players", 1, SP_SEATS);
        v->dealer = (uint8_t)get_int(d, o, w, "dealer", 0, SP_SEATS - 1);
        v->round = (uint8_t)get_int(d, o, w, "round", 0, 3);
        v->hand_in_round = (uint8_t)get_int(d, o, w, "hand_in_round", 0, 255);
        v->dealer_streak = (uint8_t)get_int(d, o, w, "dealer_streak", 0, 255);
        v->hand_number = (uint16_t)get_int(d, o, w, "hand_number", 0, UINT16_MAX);
        v->wall_size = (uint8_t)get_int(d, o, w, "wall_size", 0, SP_MAX_WALL);
        v->indicator = (int16_t)get_int(d, o, w, "indicator", -1, SP_KINDS_ALL * 4 - 1);
        v->wild_kind = (int8_t)get_int(d, o, w, "wild_kind", -1, SP_KINDS - 1);
    } else {
        for (size_t i = 0; i < sizeof hand_fields / sizeof hand_fields[0] && !d->failed; i++)
            if (has(o, hand_fields[i])) fail(d, "%s.%s: sent while marked same", w, hand_fields[i]);
    }
    v->phase = (uint8_t)get_int(d, o, w, "phase", SP_PHASE_SETUP, SP_PHASE_MATCH_OVER);
    v->turn = (uint8_t)get_int(d, o, w, "turn", 0, SP_SEATS - 1);
    v->wall_left = (uint8_t)get_int(d, o, w, "wall_left", 0, SP_MAX_WALL);
    v->last_discard = (int16_t)get_int(d, o, w, "last_discard", -1, SP_KINDS_ALL * 4 - 1);
    v->turn_flags = (uint8_t)get_int(d, o, w, "turn_flags", 0, 255);
    v->pending = (unsigned)get_int(d, o, w, "pending", 0, (1 << SP_SEATS) - 1);
    const cJSON *seats = get_array(d, o, w, "seats", SP_SEATS);
    if (!d->failed && cJSON_GetArraySize(seats) != SP_SEATS) fail(d, "%s.seats: not %d seats", w, SP_SEATS);
    decode_items(d, seats, w, "seats", decode_seat_of_view, &(view_seats){v, same});
    if (!(same & SP_VIEW_SAME_OUTCOME)) decode_outcome(d, o, w, &v->outcome);
    else if (!d->failed && has(o, "outcome")) fail(d, "%s.outcome: sent while marked same", w);
}

/* ---- the messages: one decoder per type ---- */

/* Reads the fields of one message type from o (w: the type's name, which errors begin with). */
typedef void body_decoder(dec *d, const cJSON *o, const char *w, sp_msg *m);

/* The numbers most messages carry: a seat, a player count, a serial, a time in ms. */
static int get_seat(dec *d, const cJSON *o, const char *w, const char *name) { return (int)get_int(d, o, w, name, 0, SP_SEATS - 1); }
static int get_players(dec *d, const cJSON *o, const char *w) { return (int)get_int(d, o, w, "players", 1, SP_SEATS); }
static uint32_t get_serial(dec *d, const cJSON *o, const char *w, const char *name)
{
    return (uint32_t)get_int(d, o, w, name, 0, UINT32_MAX);
}
static int32_t get_ms(dec *d, const cJSON *o, const char *w) { return (int32_t)get_int(d, o, w, "ms", 0, INT32_MAX); }

/* Who a chat or emote comes from: a seat, or -1 (absent: a client's own, the host names it). */
static int get_sender(dec *d, const cJSON *o, const char *w)
{
    return has(o, "seat") ? (int)get_int(d, o, w, "seat", -1, SP_SEATS - 1) : -1;
}

static void decode_hello(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.hello.version = (int)get_int(d, o, w, "version", 0, INT32_MAX);
    get_id(d, o, w, "ruleset", m->u.hello.ruleset, sizeof m->u.hello.ruleset, true);
    m->u.hello.hash = get_hash(d, o, w, "hash");
    get_str(d, o, w, "name", m->u.hello.name, sizeof m->u.hello.name);
    need_text(d, w, "name", m->u.hello.name);
    get_token(d, o, w, "token", m->u.hello.token);
    /* optional, so that an older client's hello still reaches the version check */
    if (has(o, "match")) get_token(d, o, w, "match", m->u.hello.match);
    if (has(o, "person")) m->u.hello.person = get_bool(d, o, w, "person");
}

static void decode_welcome(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.welcome.seat = get_seat(d, o, w, "seat");
    m->u.welcome.players = get_players(d, o, w);
    get_id(d, o, w, "ruleset", m->u.welcome.ruleset, sizeof m->u.welcome.ruleset, false);
    m->u.welcome.hash = get_hash(d, o, w, "hash");
    get_token(d, o, w, "token", m->u.welcome.token);
    m->u.welcome.resumed = get_bool(d, o, w, "resumed");
    get_token(d, o, w, "match", m->u.welcome.match);
    need_text(d, w, "match", m->u.welcome.match);
}

static void decode_reject(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    get_str(d, o, w, "reason", m->u.reject.reason, sizeof m->u.reject.reason);
    m->u.reject.code = (int)get_int(d, o, w, "code", 0, SP_REJECT_CODES - 1);
}

/* The ruleset file: its text as it is (up to SP_NET_RULESET_MAX bytes, malloc'ed). */
static void decode_ruleset(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    get_id(d, o, w, "id", m->u.ruleset.id, sizeof m->u.ruleset.id, false);
    m->u.ruleset.hash = get_hash(d, o, w, "hash");
    const cJSON *t = string_field(d, o, w, "text", SP_NET_RULESET_MAX);
    if (!t) return;
    size_t n = strlen(t->valuestring);
    m->u.ruleset.text = malloc(n + 1);
    if (!m->u.ruleset.text) {
        fail(d, "ruleset.text: out of memory");
        return;
    }
    memcpy(m->u.ruleset.text, t->valuestring, n + 1);
}

static void decode_lobby(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.lobby.players = get_players(d, o, w);
    m->u.lobby.you = (int)get_int(d, o, w, "you", -1, SP_SEATS - 1);
    m->u.lobby.started = get_bool(d, o, w, "started");
    const cJSON *seats = get_array(d, o, w, "seats", SP_SEATS);
    if (!d->failed && cJSON_GetArraySize(seats) != m->u.lobby.players)
        fail(d, "lobby.seats: %d seats for %d players", cJSON_GetArraySize(seats), m->u.lobby.players);
    decode_items(d, seats, w, "seats", decode_lobby_seat, m->u.lobby.seats);
}

static void decode_ready(dec *d, const cJSON *o, const char *w, sp_msg *m) { m->u.ready.ready = get_bool(d, o, w, "ready"); }

static void decode_chat(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.chat.seat = get_sender(d, o, w);
    get_str(d, o, w, "text", m->u.chat.text, sizeof m->u.chat.text);
}

static void decode_emote(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.emote.seat = get_sender(d, o, w);
    get_id(d, o, w, "id", m->u.emote.id, sizeof m->u.emote.id, false);
}

/* A player's name in a start message (out: the names). */
static void decode_name(dec *d, const cJSON *it, const char *where, void *out, int i)
{
    char(*names)[SP_NET_NAME_LEN] = out;
    if (!cJSON_IsString(it) || strlen(it->valuestring) >= SP_NET_NAME_LEN || !sp_net_text_ok(it->valuestring)) {
        fail(d, "%s: not a name of at most %d bytes of UTF-8 text", where, SP_NET_NAME_LEN - 1);
        return;
    }
    snprintf(names[i], SP_NET_NAME_LEN, "%s", it->valuestring);
}

static void decode_start(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.start.seat = get_seat(d, o, w, "seat");
    m->u.start.players = get_players(d, o, w);
    const cJSON *names = get_array(d, o, w, "names", SP_SEATS);
    if (!d->failed && cJSON_GetArraySize(names) != m->u.start.players) fail(d, "start.names: not one name per player");
    decode_items(d, names, w, "names", decode_name, m->u.start.names);
}

/* An action offered in an ask (out: the list's actions): its text form, at most 40 bytes. */
static void decode_legal(dec *d, const cJSON *it, const char *where, void *out, int i)
{
    sp_error e;
    if (!cJSON_IsString(it)) fail(d, "%s: not a string", where);
    else if (strlen(it->valuestring) > 40 || sp_action_parse(it->valuestring, (sp_action *)out + i, &e))
        fail(d, "%s: not an action", where);
}

/* The seat's legal actions, then what the optional fields add: a false win among them, the HU's
 * value and limit, the refusals. */
static void decode_ask(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.ask.id = get_serial(d, o, w, "id");
    m->u.ask.ms = get_ms(d, o, w);
    m->u.ask.legal.n = decode_items(d, get_array(d, o, w, "legal", SP_MAX_LEGAL), w, "legal", decode_legal, m->u.ask.legal.a);
    m->u.ask.legal.seat = -1;
    if (has(o, "false_win")) m->u.ask.legal.false_win = get_bool(d, o, w, "false_win");
    m->u.ask.win_fan = has(o, "win_fan") ? (int32_t)get_int(d, o, w, "win_fan", 0, 1000000000) : -1;
    if (has(o, "win_limit")) m->u.ask.win_limit = get_bool(d, o, w, "win_limit");
    if (has(o, "blocked")) get_blocked(d, o, w, "blocked", &m->u.ask.blocked);
}

static void decode_action(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.action.seq = get_serial(d, o, w, "seq");
    m->u.action.ask = get_serial(d, o, w, "ask");
    m->u.action.seat = get_seat(d, o, w, "seat");
    get_action(d, o, w, "action", &m->u.action.action);
}

static void decode_view_msg(dec *d, const cJSON *o, const char *w, sp_msg *m) { decode_view(d, o, w, &m->u.view, 0); }

static void decode_view_delta(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.view_delta.same = (unsigned)get_int(d, o, w, "same", 0, SP_VIEW_SAME_ALL);
    if (!d->failed) decode_view(d, o, w, &m->u.view_delta.view, m->u.view_delta.same);
}

static void decode_timer(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.timer.seat = get_seat(d, o, w, "seat");
    m->u.timer.ms = get_ms(d, o, w);
}

static void decode_continue(dec *d, const cJSON *o, const char *w, sp_msg *m) { m->u.cont.hand = get_serial(d, o, w, "hand"); }

static void decode_next_hand(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    m->u.next_hand.hand = get_serial(d, o, w, "hand");
    m->u.next_hand.ms = get_ms(d, o, w);
    m->u.next_hand.waiting = (unsigned)get_int(d, o, w, "waiting", 0, (1 << SP_SEATS) - 1);
}

static void decode_end(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    get_str(d, o, w, "reason", m->u.end.reason, sizeof m->u.end.reason);
    m->u.end.complete = get_bool(d, o, w, "complete");
    const cJSON *s = get_array(d, o, w, "scores", SP_SEATS);
    if (d->failed) return;
    m->u.end.players = cJSON_GetArraySize(s);
    get_ints(d, o, w, "scores", m->u.end.scores, m->u.end.players);
}

/* Why a tile may not be discarded or claimed: the kind (one tile's text), then the refusals. */
static void decode_why(dec *d, const cJSON *o, const char *w, sp_msg *m)
{
    char k[8];
    get_str(d, o, w, "kind", k, sizeof k);
    if (d->failed) return;
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    int n = 0, kind = -1;
    if (!sp_parse_tiles(k, c, 0, &e))
        for (int i = 0; i < SP_KINDS; i++) n += c[i], kind = c[i] ? i : kind;
    if (n != 1) {
        fail(d, "why.kind: '%s' is not one tile", k);
        return;
    }
    m->u.why.kind = kind;
    get_blocked(d, o, w, "blocked", &m->u.why.blocked);
}

static body_decoder *const body_decoders[SP_MSG_COUNT] = {
    [SP_MSG_HELLO] = decode_hello,         [SP_MSG_WELCOME] = decode_welcome, [SP_MSG_REJECT] = decode_reject,
    [SP_MSG_RULESET] = decode_ruleset,     [SP_MSG_LOBBY] = decode_lobby,     [SP_MSG_READY] = decode_ready,
    [SP_MSG_CHAT] = decode_chat,           [SP_MSG_EMOTE] = decode_emote,     [SP_MSG_START] = decode_start,
    [SP_MSG_ASK] = decode_ask,             [SP_MSG_ACTION] = decode_action,   [SP_MSG_EVENT] = decode_event,
    [SP_MSG_VIEW] = decode_view_msg,       [SP_MSG_TIMER] = decode_timer,     [SP_MSG_END] = decode_end,
    [SP_MSG_VIEW_DELTA] = decode_view_delta, [SP_MSG_SHEETS] = decode_sheets, [SP_MSG_WHY] = decode_why,
    [SP_MSG_CONTINUE] = decode_continue,   [SP_MSG_NEXT_HAND] = decode_next_hand,
};

int sp_msg_decode(const void *data, size_t len, size_t max, sp_msg *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->type = SP_MSG_COUNT;
    dec d = {err, errlen, false};
    if (len > max) {
        fail(&d, "message: %zu bytes, more than %zu", len, max);
        return -1;
    }
    cJSON *root = cJSON_ParseWithLength(data, len);
    if (!root) {
        fail(&d, "message: not valid JSON");
        return -1;
    }
    if (!cJSON_IsObject(root)) {
        fail(&d, "message: not a JSON object");
        cJSON_Delete(root);
        return -1;
    }
    char t[16];
    get_str(&d, root, "message", "t", t, sizeof t);
    int type = SP_MSG_COUNT;
    for (int i = 0; !d.failed && i < SP_MSG_COUNT; i++)
        if (!strcmp(t, msg_names[i])) type = i;
    if (!d.failed && type == SP_MSG_COUNT) fail(&d, "message.t: unknown message type '%s'", t);
    if (!d.failed) {
        out->type = (uint8_t)type;
        body_decoders[type](&d, root, msg_names[type], out);
    }
    cJSON_Delete(root);
    if (d.failed) {
        sp_msg_free(out);
        out->type = SP_MSG_COUNT;
        return -1;
    }
    return 0;
}

/* ---- view deltas ---- */

/* Copies the fields of hand_fields[]. */
static void copy_hand_fields(sp_view *to, const sp_view *from)
{
    to->players = from->players;
    to->dealer = from->dealer;
    to->round = from->round;
    to->hand_in_round = from->hand_in_round;
    to->dealer_streak = from->dealer_streak;
    to->hand_number = from->hand_number;
    to->wall_size = from->wall_size;
    to->indicator = from->indicator;
    to->wild_kind = from->wild_kind;
}

unsigned sp_view_same(const sp_view *before, const sp_view *now)
{
    unsigned same = 0;
    for (int p = 0; p < SP_SEATS; p++)
        if (!memcmp(&before->seats[p], &now->seats[p], sizeof now->seats[p])) same |= 1u << p;
    if (!memcmp(&before->outcome, &now->outcome, sizeof now->outcome)) same |= SP_VIEW_SAME_OUTCOME;
    sp_view a, b; /* the hand's fields alone, the rest zero */
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    copy_hand_fields(&a, before);
    copy_hand_fields(&b, now);
    if (!memcmp(&a, &b, sizeof a)) same |= SP_VIEW_SAME_HAND;
    return same;
}

void sp_view_apply_delta(const sp_view *before, const sp_msg *delta, sp_view *out)
{
    const sp_view *v = &delta->u.view_delta.view;
    unsigned same = delta->u.view_delta.same;
    memcpy(out, v, sizeof *out);
    for (int p = 0; p < SP_SEATS; p++)
        if (same >> p & 1) memcpy(&out->seats[p], &before->seats[p], sizeof out->seats[p]);
    if (same & SP_VIEW_SAME_OUTCOME) memcpy(&out->outcome, &before->outcome, sizeof out->outcome);
    if (same & SP_VIEW_SAME_HAND) copy_hand_fields(out, before);
}
