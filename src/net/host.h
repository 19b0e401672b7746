/* host.h: the host of a LAN match. It owns the match (an sp_session), seats the peers that
 * join in its lobby, and is the only authority: a client's action is taken only from the peer
 * holding that seat, only when the seat was asked, and only through the engine
 * (sp_session_step, where an illegal action is refused). Every seat hears the events as that
 * seat may see them and nothing else.
 *
 * Faults: the session's timers (claim, turn) run here, so slow or silent peers cannot stall
 * the table beyond them; a dropped player's seat is played by a computer player after a grace
 * period and handed back when the player returns with the same name and token (the full view
 * is sent again). Offences - malformed, oversized or unexpected messages, floods, actions for
 * another seat, out of turn, illegal or replayed, a peer that never says hello - are logged
 * and the offender is dropped; the others play on.
 *
 * Everything is polled (sp_net_host_poll from a loop or a window's frame); nothing blocks. */
#ifndef SP_NET_HOST_H
#define SP_NET_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "net/message.h"
#include "net/transport.h"
#include "table/session.h"

typedef struct sp_net_host sp_net_host;

/* What happened to a player, for a window to say in its own language (the log says it in
 * English). Seats are 0-based here, as everywhere in the API. */
typedef enum {
    SP_NOTICE_JOINED,               /* name took seat */
    SP_NOTICE_REFUSED,              /* name was turned away (seat -1; detail: why) */
    SP_NOTICE_LEFT,                 /* the player of seat left or lost the connection */
    SP_NOTICE_DROPPED,              /* the host dropped the player of seat for an offence (detail) */
    SP_NOTICE_STANDIN,              /* a computer player stands in for the dropped player of seat */
    SP_NOTICE_BACK,                 /* the player of seat came back */
    SP_NOTICE_STARTED,              /* the match began (seat -1, no name) */
    SP_NOTICE_REMOVED,              /* the lobby's seat was freed of name (detail: why: the host
                                     * freed it, gave it to a computer player, not ready in time) */
    SP_NOTICE_COUNT
} sp_host_notice_kind;

typedef struct {
    uint8_t kind;                   /* sp_host_notice_kind */
    int8_t seat;                    /* 0-based; -1 for none */
    char name[SP_NET_NAME_LEN];
    char detail[SP_NET_REASON_LEN]; /* English; "" for none */
} sp_host_notice;

typedef struct {
    const sp_ruleset *rules;        /* borrowed; must outlive the host */
    const char *rules_text;         /* its file text, offered to clients whose hash differs (NULL: none) */
    const int32_t *options;         /* NULL: the ruleset's defaults */
    int players;                    /* seats at the table */
    uint64_t seed;
    uint16_t port;                  /* 0: any free port (sp_net_host_port) */
    int8_t bots[SP_SEATS];          /* a bot level for a seat a computer player takes, -1 an open seat */
    int32_t turn_ms, claim_ms;      /* the timers (0: none) */
    int32_t grace_ms;               /* how long a dropped player's seat waits before a bot plays it */
    int32_t hello_ms;               /* a peer that has not said hello by then is dropped */
    int32_t ready_ms;               /* lobby: once every seat is taken, a player not ready this long
                                     * loses the seat (0: never) */
    int host_seat;                  /* the seat of the host's own player (a hosting window's), who
                                     * starts the match: never timed out or freed (-1: none) */
    int32_t hand_pause_ms;          /* between hands, the most the host waits for every seated
                                     * player's Continue (they read the result) */
    int32_t hold_ms;                /* while a person plays (hello.person), the table waits this
                                     * long after each discard, claimable or not, so that nobody
                                     * can time a person's claim decisions (0: no hold) */
    bool auto_start;                /* start once every seat is taken and every player is ready */
    uint64_t bot_seed;              /* computer players' seed (each seat's bot gets bot_seed + seat) */
    const char *replay_path;        /* the whole match's replay, written when it ends (NULL: none) */
    const char *announce_to;        /* LAN discovery while seats are open: "255.255.255.255", or
                                     * an address (tests); NULL: no announcement */
    uint16_t discovery_port;        /* 0: SP_DISCOVERY_PORT */
    const char *table_name;         /* shown in join screens (NULL: "Sparrow") */
    void (*log)(void *ctx, const char *line);      /* joins, leaves, offences (NULL: stderr) */
    void *log_ctx;
    /* the same players' comings and goings as notices, each just before its log line (NULL: none) */
    void (*notice)(void *ctx, const sp_host_notice *n);
    void *notice_ctx;
    /* tests: every packet sent to a seat (seat -1: to a peer without one), before it leaves */
    void (*capture)(void *ctx, int seat, const void *data, size_t len);
    void *capture_ctx;
} sp_net_host_config;

typedef enum { SP_HOST_LOBBY, SP_HOST_PLAYING, SP_HOST_OVER } sp_host_state;

/* Default timers and limits (turn 20 s, claim 8 s, grace 15 s, hello 4 s, ready 60 s, pause 20 s,
 * hold 1 s). */
void sp_net_host_config_defaults(sp_net_host_config *c);
/* Listens and opens the lobby. NULL with err when it cannot. */
sp_net_host *sp_net_host_create(const sp_net_host_config *c, char *err, size_t errlen);
/* Tells every client the host is leaving (unless the match is over), writes the replay of a
 * started match, closes. */
void sp_net_host_close(sp_net_host *h, const char *reason);

/* Reads the network, runs the lobby and the match as far as it can at now_ms (a monotonic
 * clock in ms), sends what each seat must hear. */
void sp_net_host_poll(sp_net_host *h, int64_t now_ms);

/* One transport event handled as sp_net_host_poll handles those it reads (the stateful fuzz
 * target feeds the host this way, with no network); run the rest with sp_net_host_poll. */
void sp_net_host_inject(sp_net_host *h, const sp_tr_event *ev);

/* A headless loop's pause: returns when a packet arrives or after ms (timers need a poll at
 * least that often). */
void sp_net_host_wait(sp_net_host *h, int ms);
uint16_t sp_net_host_port(const sp_net_host *h);
int sp_net_host_state(const sp_net_host *h);
/* The lobby's seats; returns how many (the player count). */
int sp_net_host_seats(const sp_net_host *h, sp_lobby_seat out[SP_SEATS]);
/* The match (after start): the window of a playing host reads its game and adds observers. */
sp_session *sp_net_host_session(sp_net_host *h);

/* Lobby control by the host's own screen. Each returns 0, or -1 with why. */
int sp_net_host_move(sp_net_host *h, int from, int to, char *why, size_t whylen);      /* swaps two seats */
/* level -1: removes the bot; a player's seat given to a computer player: the player is told so */
int sp_net_host_set_bot(sp_net_host *h, int seat, int level, char *why, size_t whylen);
int sp_net_host_free_seat(sp_net_host *h, int seat, char *why, size_t whylen);          /* the player is told */
int sp_net_host_start(sp_net_host *h, char *why, size_t whylen);
void sp_net_host_chat(sp_net_host *h, const char *text);

/* Counters for tests and figures. */
typedef struct {
    unsigned joins, rejects, offences, reconnects, bot_takeovers;
    unsigned holds;                 /* discards and kongs the table was held after */
    uint64_t bytes_sent, messages_sent;
} sp_net_host_stats;
sp_net_host_stats sp_net_host_get_stats(const sp_net_host *h);
/* Each seat's connection and asking state, one line a seat (diagnostics). */
void sp_net_host_describe(const sp_net_host *h, FILE *f);

#endif
