/* client.h: a LAN client - one seat's side of a hosted match. Non-blocking: a window calls
 * sp_net_client_poll once a frame and reads the mirror (lobby, view, what it is asked) and the
 * queue of things to show (events, chat, emotes, timers, the end); a headless player does the
 * same in a loop with a computer player behind it (sp_net_client_play_bot).
 *
 * The client holds no game state of its own: the host sends the seat's view after every
 * change (whole on connection, then the seats that changed: message.h's view_delta) and the
 * legal actions when the seat must act, so the mirror can never drift from the host's game.
 *
 * A window's use, once a frame:
 *     sp_net_client_poll(c, now_ms);
 *     switch (sp_net_client_state(c)) { CONNECTING: spinner; LOBBY: sp_net_client_lobby;
 *       PLAYING: draw sp_net_client_view, offer sp_net_client_asked's actions,
 *       send the click with sp_net_client_submit; OVER/FAILED: sp_net_client_reason }
 *     while (sp_net_client_next(c, &m)) animate events, show chat/emotes/timers
 * Hosting and playing on one machine is a host (host.h) plus a client to 127.0.0.1. */
#ifndef SP_NET_CLIENT_H
#define SP_NET_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/bot.h"
#include "net/message.h"
#include "net/transport.h"

typedef struct sp_net_client sp_net_client;

typedef enum {
    SP_CLIENT_CONNECTING,  /* waiting for the connection and the welcome */
    SP_CLIENT_LOBBY,       /* seated; the match has not started */
    SP_CLIENT_PLAYING,
    SP_CLIENT_OVER,        /* the match ended (sp_net_client_reason says how) */
    SP_CLIENT_FAILED       /* refused, dropped, or the host is gone (sp_net_client_reason says why) */
} sp_client_state;

typedef struct {
    const char *host;              /* name or address */
    uint16_t port;
    const char *name;              /* the player's name (1..32 bytes) */
    const char *token;             /* NULL or "": a new player; else the token of a welcome (coming back) */
    const sp_ruleset *rules;       /* the local ruleset of that id, or NULL (the host's is used) */
    bool accept_download;          /* take the host's ruleset when it differs (house rules) */
    uint32_t timeout_ms;           /* connection time-out (0: 8000) */
    /* The player's seat list (seat_store.h), or NULL. With no token given, a seat kept there for
     * this host and name is asked for (its token and match); once seated the seat is kept there,
     * and it is removed when the match ends. When the host refuses a kept token (its match has
     * ended), the entry is removed and the client joins again as a new player, once. */
    const char *seat_file;
    bool person;                   /* a person plays (a window), not a program: the host then holds
                                    * the table after each discard so that others cannot time the
                                    * person's claim decisions (host.h hold_ms) */
} sp_net_client_config;

sp_net_client *sp_net_client_connect(const sp_net_client_config *c, char *err, size_t errlen);
/* Leaves (the host sees a disconnect) and frees everything. */
void sp_net_client_close(sp_net_client *c);

/* Reads what the host sent (never blocks); returns the state. */
int sp_net_client_poll(sp_net_client *c, int64_t now_ms);

/* One transport event handled as sp_net_client_poll handles those it reads (the stateful fuzz
 * target feeds the client this way, with no network). */
void sp_net_client_inject(sp_net_client *c, const sp_tr_event *ev);

/* A headless loop's pause: returns when a packet arrives or after ms. */
void sp_net_client_wait(sp_net_client *c, int ms);
int sp_net_client_state(const sp_net_client *c);
/* Why the client failed or how the match ended ("" otherwise). */
const char *sp_net_client_reason(const sp_net_client *c);
int sp_net_client_seat(const sp_net_client *c);
/* The token to come back with after a drop (keep it with the name). */
const char *sp_net_client_token(const sp_net_client *c);
/* Whether the welcome gave back a seat held before (a return with a token). */
bool sp_net_client_resumed(const sp_net_client *c);
/* The ruleset of the match (the local one, or the host's downloaded one); NULL before welcome. */
const sp_ruleset *sp_net_client_rules(const sp_net_client *c);
/* The lobby: fills out, returns the player count (0 before the first lobby message). */
int sp_net_client_lobby(const sp_net_client *c, sp_lobby_seat out[SP_SEATS]);
/* Names at the table once started. */
const char *sp_net_client_name(const sp_net_client *c, int seat);
/* The seat's view (NULL before the first); its rules point at sp_net_client_rules. */
const sp_view *sp_net_client_view(const sp_net_client *c);
/* Whether the seat must act now: the legal actions and the ms its timer had left when asked
 * (0: no limit). */
bool sp_net_client_asked(const sp_net_client *c, const sp_action_list **legal, int32_t *ms);
/* While asked with a win among the actions: what the host says that win is worth (its total in
 * the ruleset's unit, and whether a limit). False otherwise. */
bool sp_net_client_offered_win(const sp_net_client *c, int32_t *fan, bool *limit);
/* While asked: what the seat's tiles would allow that a rule refuses (the why-line), as the
 * host's sp_game_explain said with the ask (a HU's tile is SP_KIND_NONE). NULL otherwise. */
const sp_blocked_list *sp_net_client_blocked(const sp_net_client *c);
/* The score sheets of the hand numbered `hand` (sp_view.hand_number), one a win, when the
 * host sent them (it does as the hand ends); returns how many (0: none). */
int sp_net_client_sheets(const sp_net_client *c, int hand, const sp_net_sheet **out);
/* The score sheet of the hand numbered `hand` when it was drawn and settles (荒庄查叫: who pays
 * whom), as the host sent it; NULL otherwise. */
const sp_net_sheet *sp_net_client_draw_sheet(const sp_net_client *c, int hand);
/* The final scores when the match is over (players of them; 0 otherwise). */
int sp_net_client_scores(const sp_net_client *c, int32_t out[SP_SEATS]);

/* Answers the current ask with one of its legal actions; 0, or -1 when not asked or the
 * action is not among them. */
int sp_net_client_submit(sp_net_client *c, const sp_action *a);
int sp_net_client_ready(sp_net_client *c, bool ready);
int sp_net_client_chat(sp_net_client *c, const char *text);
int sp_net_client_emote(sp_net_client *c, const char *id);

/* The next thing to show, oldest first: SP_MSG_EVENT, CHAT, EMOTE, TIMER, WHY (what the seat
 * cannot do with a discard going by, for a few seconds' note), LOBBY, START, END.
 * False when there is none. (At most 512 wait; older ones are dropped when nobody reads.) */
bool sp_net_client_next(sp_net_client *c, sp_msg *out);

/* The hand is over and its result read: tells the host (it deals the next hand when every
 * seated player has, or after its pause). 0, or -1 when no hand's result shows. */
int sp_net_client_continue(sp_net_client *c);
/* While a finished hand's result shows: the ms the host still waits at most before dealing the
 * next hand (counted down from its last next_hand at now_ms) and the seats it waits for (bit p:
 * seat p has not pressed Continue). False otherwise. */
bool sp_net_client_next_hand(const sp_net_client *c, int64_t now_ms, int32_t *ms_left, unsigned *waiting);

/* A computer player behind the client: answers the current ask, if any, and reads a finished
 * hand's result at once (continue). Returns 1 when it did either. */
int sp_net_client_play_bot(sp_net_client *c, sp_bot *bot);

/* Writes what this seat saw (every event as received, the names, the final scores) as JSON,
 * atomically; seat_log.h reads it back and checks it against the host's replay. */
int sp_net_client_save_log(const sp_net_client *c, const char *path, char *err, size_t errlen);

/* Counters for tests and figures. */
typedef struct {
    uint64_t bytes_received, messages_received, events_received, views_received, asks_received;
    uint64_t sheets_received;      /* score sheets (one a win) */
    uint32_t last_ask;
} sp_net_client_stats;
sp_net_client_stats sp_net_client_get_stats(const sp_net_client *c);

/* Splits "HOST:PORT" (or "HOST" with default_port); 0, or -1 when malformed. */
int sp_net_parse_address(const char *text, uint16_t default_port, char *host, size_t hostlen, uint16_t *port);

#endif
