/* message.h: the messages of LAN play and their wire form, apart from any transport.
 *
 * Protocol (version SP_NET_PROTOCOL). Every message is one JSON object in one reliable,
 * ordered packet; "t" names its type. The host is the authority: it runs the match
 * (src/table/session.h) and a client only asks for actions and mirrors its own seat.
 *
 *   client -> host                              host -> client
 *   hello   version, ruleset id + content       welcome  seat, players, ruleset, token, match
 *           hash (may be empty), name, token     reject   reason, code (the connection then closes)
 *           (empty, or the one a welcome gave    ruleset  the host's ruleset file text, sent
 *           when coming back after a drop) and            before welcome when the client's
 *           the match it was given for, and
 *           whether a person plays (optional)
 *   ready   ready flag (lobby)                            hash differs (house rules)
 *   chat    text                                 lobby    seats: open / human / bot, names,
 *   emote   id (a short word)                             ready flags, bot levels, connected,
 *                                                         and the receiver's seat (moves) 
 *   continue  hand: its result has been read    next_hand  hand, ms (the most the host still
 *           (the host deals the next hand when             waits before dealing the next one),
 *           every seated player has, or after             waiting (seats yet to continue); sent
 *           its pause)                                    as a hand ends and at each continue
 *   action  seq (strictly increasing per         chat, emote  with the sender's seat
 *           connection), ask (the id of the      start    the match begins (seat, players)
 *           ask it answers), seat, the action    ask      the seat must act: id, legal actions
 *           in its text form ("D 5m")                     in text form, ms left on its timer,
 *                                                         false_win: true when its HU would be 詐糊
 *                                                         win_fan / win_limit: what its HU is worth
 *                                                         blocked: what its tiles would allow but a
 *                                                         rule refuses, [{a: action, r: reason id}]
 *                                                         (the window's why-line)
 *                                                why      a discard of `kind` is about to go by and
 *                                                         blocked says what the seat could not do
 *                                                         with it (sent to a seat the engine will
 *                                                         not ask, as to any other: the seat's own
 *                                                         tiles and the public discard decide it)
 *                                                event    one engine event as the seat may see
 *                                                         it (other seats' tiles hidden, 255)
 *                                                view     the seat's whole view (sp_view): the
 *                                                         first of a connection (and so on
 *                                                         reconnect)
 *                                                view_delta  the view after a change: a seat
 *                                                         that did not change since the previous
 *                                                         view is null, an unchanged outcome and
 *                                                         unchanged fields of the hand (dealer,
 *                                                         hand number...) are left out ("same"
 *                                                         says which: bit p seat p, bit 4 the
 *                                                         outcome, bit 5 the hand's fields); the
 *                                                         client keeps those
 *                                                timer    whose timer runs and the ms left
 *                                                end      match over or host leaving: reason,
 *                                                         complete flag, final scores
 *                                                sheets   the finished hand's score sheets (one a
 *                                                         win, as sp_game_win_result makes them):
 *                                                         "v" 2, hand number, per win valid,
 *                                                         limit, total, base, payments, the
 *                                                         patterns (index, count, value, den),
 *                                                         parts, fields, wildcards and the
 *                                                         settlement's lines; "draw": the same
 *                                                         for a drawn hand that settles
 *                                                         (sp_game_draw_result); sent to every
 *                                                         seat when a hand ends with a win or a
 *                                                         settling draw, and to a player coming
 *                                                         back then
 *
 * A session: hello -> [ruleset] welcome -> lobby* -> start -> (event* view ask? action?)* ->
 * end. (view_delta replaces view after the first.) An action answers the latest ask (its
 * id); the host takes one answer per ask and ignores an answer to an ask that has gone (its
 * timer answered, the claim was decided). A seat is asked once per decision, however long
 * its player thinks: the channel is reliable and ordered, so neither the ask nor its answer
 * can go astray, and a player who comes back is asked again. Claim answers reach the engine
 * in seat order whatever order they arrive in, so a networked match plays exactly as a local
 * one. Decoding is strict: a message larger than the caller's limit, not JSON, of an unknown
 * type, with a missing field or a field out of range is refused with an error naming the
 * field ("view.seats[2].river[4]: not a tile"); nothing any input contains can crash it.
 * Hidden tiles travel as 255 (SP_TILE_HIDDEN); the host never encodes another seat's
 * concealed tiles (it sends sp_event_for_seat and sp_game_view of the receiving seat). */
#ifndef SP_NET_MESSAGE_H
#define SP_NET_MESSAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"
#include "core/game_explain.h"
#include "core/game_view.h"

enum {
    SP_NET_PROTOCOL = 6,            /* 2: view_delta; 3: sheets; 4: why (refusals); 5: match ids,
                                     * reject codes, UTF-8 text, continue / next_hand, ruleset
                                     * hashes of the rules alone (table/ruleset_canon.h); 6: whole
                                     * sheets (v 2) and a drawn hand's */
    SP_NET_NAME_LEN = 33,           /* player names: up to 32 bytes of UTF-8 */
    SP_NET_TOKEN_LEN = 17,          /* reconnect token: 16 hex digits */
    SP_NET_CHAT_LEN = 241,          /* chat text: up to 240 bytes */
    SP_NET_EMOTE_LEN = 17,          /* emote ids: up to 16 of [a-z0-9_] */
    SP_NET_REASON_LEN = 200,
    SP_NET_CLIENT_MAX = 4096,       /* the largest message a client may send */
    SP_NET_HOST_MAX = 256 * 1024,   /* the largest message a host may send (a ruleset file) */
    SP_NET_RULESET_MAX = 200 * 1024 /* ruleset text */
};

typedef enum {
    SP_MSG_HELLO, SP_MSG_WELCOME, SP_MSG_REJECT, SP_MSG_RULESET, SP_MSG_LOBBY, SP_MSG_READY, SP_MSG_CHAT,
    SP_MSG_EMOTE, SP_MSG_START, SP_MSG_ASK, SP_MSG_ACTION, SP_MSG_EVENT, SP_MSG_VIEW, SP_MSG_TIMER, SP_MSG_END,
    SP_MSG_VIEW_DELTA, SP_MSG_SHEETS, SP_MSG_WHY, SP_MSG_CONTINUE, SP_MSG_NEXT_HAND, SP_MSG_COUNT
} sp_msg_type;

/* Why a hello was refused, for a client that must act on it (the reason says it in words). */
typedef enum {
    SP_REJECT_OTHER,
    SP_REJECT_TOKEN,                /* the token is not one of this match's seats (stale or foreign) */
    SP_REJECT_CODES
} sp_reject_code;

/* Lobby seat kinds. */
typedef enum { SP_SEAT_OPEN, SP_SEAT_HUMAN, SP_SEAT_BOT } sp_lobby_seat_kind;

typedef struct {
    uint8_t kind;                   /* sp_lobby_seat_kind */
    bool ready, connected;
    int8_t level;                   /* bots: sp_bot_level; -1 otherwise */
    char name[SP_NET_NAME_LEN];
} sp_lobby_seat;

/* One score sheet as the result screen draws it (a win's, or a drawn hand's that settles): the
 * parts of an sp_score_result the screen and its "Who pays" panel read - the total, patterns
 * and payments, the named parts of the payments (贵州: hand, chickens, beans), the model's
 * fields (raw payments before a cap, who was ready, a liability ...), the wildcards and what
 * they stood for, and the settlement's lines. The reason sentence and notes stay on the host. */
typedef struct {
    bool valid, limit, has_base;
    int32_t fan, base;
    int32_t payments[SP_SEATS];
    int npatterns;
    sp_pattern_score patterns[SP_MAX_SCORED];
    int nparts;
    struct {
        char name[16];                  /* an id: a-z, 0-9, '_', '-' */
        int32_t seats[SP_SEATS];
    } parts[SP_MAX_PARTS];
    int nfields;
    sp_result_field fields[SP_MAX_FIELDS];
    int8_t wild_kind;                   /* -1 when nwild is 0 */
    uint8_t nwild;
    int8_t wild_as[4];
    bool lines_cut;
    int nlines;
    sp_pay_line lines[SP_MAX_LINES];
} sp_net_sheet;

/* The score sheets of a finished hand: a sheets message's content. */
typedef struct {
    int hand, n;                        /* hand: sp_view.hand_number; n: one sheet a win */
    sp_net_sheet sheet[SP_MAX_WINNERS];
    bool has_draw;                      /* draw: the sheet of a drawn hand that settles (荒庄查叫) */
    sp_net_sheet draw;
} sp_net_sheets;

enum { SP_NET_SHEETS_VERSION = 2 };     /* 2: parts, fields, wildcards, lines; a drawn hand's sheet */

typedef struct {
    uint8_t type;                   /* sp_msg_type */
    union {
        /* match: the match the token was given for ("" with no token, or not known); person: a
         * person plays the seat (optional, absent: a program), whose claim decisions the host
         * hides behind its hold after each discard (host.h hold_ms) */
        struct { int version; char ruleset[SP_ID_LEN]; uint64_t hash; char name[SP_NET_NAME_LEN]; char token[SP_NET_TOKEN_LEN];
                 char match[SP_NET_TOKEN_LEN]; bool person; } hello;
        /* match: this host's match (16 hex digits, random), the key a seat's token is kept under */
        struct { int seat, players; char ruleset[SP_ID_LEN]; uint64_t hash; char token[SP_NET_TOKEN_LEN]; bool resumed;
                 char match[SP_NET_TOKEN_LEN]; } welcome;
        struct { char reason[SP_NET_REASON_LEN]; int code; /* sp_reject_code */ } reject;
        struct { char id[SP_ID_LEN]; uint64_t hash; char *text; /* malloc'ed; sp_msg_free */ } ruleset;
        struct { int players, you; bool started; sp_lobby_seat seats[SP_SEATS]; } lobby; /* you: the receiver's seat */
        struct { bool ready; } ready;
        struct { int seat; char text[SP_NET_CHAT_LEN]; } chat;           /* seat -1 from a client */
        struct { int seat; char id[SP_NET_EMOTE_LEN]; } emote;
        struct { int seat, players; char names[SP_SEATS][SP_NET_NAME_LEN]; } start;
        /* ms 0: no limit; win_fan: what the HU offered is worth (-1: none, or not valued), win_limit;
         * blocked: sp_game_explain of the seat then (a HU's tile does not travel: SP_KIND_NONE) */
        struct { uint32_t id; int32_t ms; sp_action_list legal; int32_t win_fan; bool win_limit; sp_blocked_list blocked; } ask;
        struct { uint32_t seq, ask; int seat; sp_action action; } action;
        sp_event event;             /* serial: the count of events sent to this seat */
        sp_view view;               /* rules is NULL after decoding: the receiver sets it */
        struct {
            sp_view view;           /* the parts marked in same (below) are not sent (zero
                                     * when decoded) */
            unsigned same;
        } view_delta;
        struct { int seat; int32_t ms; } timer;
        struct { char reason[SP_NET_REASON_LEN]; bool complete; int players; int32_t scores[SP_SEATS]; } end;
        /* malloc'ed when decoded (sp_msg_free); a sender's may be its own (13 KB: kept out of
         * the message, which the client queues by the hundred) */
        sp_net_sheets *sheets;
        struct { int kind; sp_blocked_list blocked; } why; /* sp_game_explain_discard's refusals, calls and wins only */
        struct { uint32_t hand; } cont;                 /* the player has read hand's result (continue) */
        /* the finished hand; ms: the most the host still waits before dealing the next;
         * waiting: bit p, seat p's player has not pressed Continue yet */
        struct { uint32_t hand; int32_t ms; unsigned waiting; } next_hand;
    } u;
} sp_msg;

/* view_delta.same: bit p (p < SP_SEATS) seats[p], then: */
enum {
    SP_VIEW_SAME_OUTCOME = 1u << SP_SEATS,      /* the outcome */
    SP_VIEW_SAME_HAND = 1u << (SP_SEATS + 1),   /* the fields fixed for a hand: players, dealer, round,
                                                 * hand_in_round, dealer_streak, hand_number,
                                                 * wall_size, indicator, wild_kind */
    SP_VIEW_SAME_ALL = (1u << (SP_SEATS + 2)) - 1
};

/* The message's wire form (JSON text, not NUL-terminated in *len; malloc'ed, NUL-terminated
 * all the same); NULL when out of memory. */
char *sp_msg_encode(const sp_msg *m, size_t *len);
/* Decodes one message of at most max bytes. Returns 0, or -1 with err naming the field; *out
 * needs sp_msg_free either way (only a ruleset or a sheets message holds memory). */
int sp_msg_decode(const void *data, size_t len, size_t max, sp_msg *out, char *err, size_t errlen);
void sp_msg_free(sp_msg *m);

/* Which parts of view `now` equal those of `before`, as view_delta.same (SP_VIEW_SAME_*).
 * Compares the bytes: both views must come from sp_game_view (which zeroes the padding) or
 * copies made with memcpy. */
unsigned sp_view_same(const sp_view *before, const sp_view *now);
/* The whole view a view_delta message describes, given the previous view its receiver holds. */
void sp_view_apply_delta(const sp_view *before, const sp_msg *delta, sp_view *out);

/* Whether the host sends the seat this event (already as sp_event_for_seat gives it to the
 * seat): every event but another seat's pass, since even the fact of a pass would tell who
 * could have claimed. */
bool sp_event_sent_to(const sp_event *e, int seat);
/* The sheet of a score result, and back (the fields that do not travel are zero). */
void sp_net_sheet_from_result(const sp_score_result *r, sp_net_sheet *out);
void sp_net_sheet_to_result(const sp_net_sheet *s, sp_score_result *out);
/* Checks a decoded sheets message against the match's ruleset and players (pattern indices
 * below its pattern count, seats below players): 0, or -1 with err naming the field. */
int sp_msg_check_sheets(const sp_msg *m, const sp_ruleset *rules, int players, char *err, size_t errlen);

/* Whether a client may send this type (the host refuses the others as offences). */
bool sp_msg_from_client(int type);
/* "hello", "event", ...; "?" for an unknown type. */
const char *sp_msg_name(int type);

/* Event type names on the wire ("discard"); -1 when unknown. */
const char *sp_event_name(int type);
int sp_event_parse_name(const char *name);

#endif
