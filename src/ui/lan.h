/* lan.h: LAN play in the window - the host this window runs (a sp_net_host pumped every frame)
 * with the window's own client to 127.0.0.1, or a client joined to another machine; the hosts
 * heard by LAN discovery; the lobby's chat; the step from the lobby to the table (a ui_match
 * over the client's mirror), reconnecting after a drop (same name and token), and the end
 * (the host leaving, the match over: each side saves what it saw into the player's folder).
 * The screens are in screen_lan.c; this file holds no drawing. */
#ifndef UI_LAN_H
#define UI_LAN_H

#include <stdbool.h>
#include <stdint.h>

#include "net/client.h"
#include "net/discovery.h"
#include "net/host.h"
#include "ui/text_field.h"
#include "ui/ui.h"

enum { UI_LAN_CHAT = 40, UI_LAN_GAMES = 12, UI_LAN_ADDRS = 6, UI_LAN_PORT = 7777 };

/* The LAN screens' zone ids (tests click them). */
enum {
    LAN_BACK = 0, LAN_HOST = 1, LAN_FIELD_NAME = 2, LAN_FIELD_ADDR = 3, LAN_JOIN = 4, LAN_DOWNLOAD = 5, LAN_READY = 6,
    LAN_START = 7, LAN_LEAVE = 8, LAN_FIELD_CHAT = 9, LAN_SEND = 10, LAN_GAME = 100, LAN_SEAT = 200, LAN_BOT = 300,
    LAN_EMOTE = 400, LAN_REMOVE = 500,
    LAN_TABLE_CHAT = 900 /* the table's chat field (the table's own zones are 1000 and up) */
};

typedef enum { UI_LAN_JOIN_PAGE, UI_LAN_LOBBY_PAGE } ui_lan_page;
typedef enum { UI_LAN_FIELD_NONE, UI_LAN_FIELD_NAME, UI_LAN_FIELD_ADDR, UI_LAN_FIELD_CHAT, UI_LAN_FIELD_PORT } ui_lan_field;

typedef struct {
    int seat;                /* -1: the host's own notice */
    bool emote;
    char text[SP_NET_CHAT_LEN];
    uint64_t at;             /* when it arrived (messages by the seat fade) */
} ui_lan_line;

typedef struct ui_lan {
    ui_lan_page page;
    ui_field name, address, chat, port; /* port: the hosting screen's */
    int focus;               /* ui_lan_field */
    /* discovery */
    sp_discovery *listener;
    bool listen_failed;      /* the port is taken: typed addresses only */
    sp_lan_game games[UI_LAN_GAMES];
    int ngames;
    uint16_t discovery_port; /* 0: SP_DISCOVERY_PORT (tests use another) */
    const char *announce_to; /* where a hosting window announces itself (tests: 127.0.0.1) */
    /* hosting */
    sp_net_host *host;
    sp_ruleset *host_rules;  /* the host borrows these four for its lifetime */
    char *host_rules_text;
    int32_t host_options[SP_MAX_OPTIONS];
    char table_name[SP_NET_NAME_LEN];
    char replay_path[1100];  /* the host's whole-match replay */
    char addrs[UI_LAN_ADDRS][48];
    int naddrs;
    int move_from;           /* the host picked this seat to move, -1 */
    /* our seat's client */
    sp_net_client *client;
    sp_net_client *old_client; /* dropped: its view stays shown while a new client comes back */
    sp_ruleset *local_rules; /* the local ruleset of the host's id, offered in the hello */
    sp_ruleset *spare_rules; /* the one offered before a drop, freed with the old client */
    char join_host[64];
    uint16_t join_port;
    uint32_t timeout_ms;     /* the connection's time-out (0: the client's default, 8 s) */
    bool accept_download;    /* this join takes the host's ruleset (also when coming back) */
    bool offer_download;     /* refused for house rules: offer to take the host's ruleset */
    bool ready;
    bool ready_when_seated;  /* say ready as soon as seated (a join from the command line) */
    bool saw_end;            /* the host said the match ended (or that it is leaving) */
    char token[SP_NET_TOKEN_LEN];
    uint64_t retry_at;       /* reconnecting after a drop: next try, 0 none */
    int retries;
    const char *headline;    /* i18n key: what went wrong or how the last match ended, NULL none */
    char status[SP_NET_REASON_LEN + 100]; /* its details (the net layer's words, in English) */
    int timer_seat;          /* the host's last timer message: whose, ms left, when heard */
    int32_t timer_ms;
    uint64_t timer_at;
    char log_path[1100];     /* where this seat's log was saved */
    ui_lan_line lines[UI_LAN_CHAT];
    int nlines;
    bool notice_logged;      /* the host's next log line repeats a notice shown */
} ui_lan;

/* The LAN screens' state, made on first use (discovery starts listening). */
ui_lan *ui_lan_get(ui_app *app);
void ui_lan_free(ui_app *app);

/* Hosts a match: the ruleset (id or path) with these options, players and a bot level per
 * seat (-1 open, seat 0 is the window's player), on port (0: any). Opens the lobby. */
int ui_lan_host(ui_app *app, const char *rules_path, const int32_t *options, int players, const int8_t bots[SP_SEATS],
                uint16_t port, char *err, size_t errlen);
/* Joins "HOST[:PORT]" (the ruleset id, when known from discovery, picks the local ruleset to
 * offer; NULL: the host's is taken). hosts_rules: take the host's ruleset whatever it is (the
 * player agreed to its house rules). Opens the lobby while connecting. */
int ui_lan_join(ui_app *app, const char *address, const char *ruleset_id, bool hosts_rules, char *err, size_t errlen);
/* The newest seat kept in the player's folder (a LAN match this player was seated at and that
 * had not ended when the window last saw it): its "HOST[:PORT]" for the title's "Rejoin the match
 * at HOST" and its name. False when none. */
bool ui_lan_kept_seat(const ui_app *app, char *address, size_t addrlen, char *name, size_t namelen);
/* Joins that match again under the name kept with it (back to the seat). */
int ui_lan_rejoin(ui_app *app, char *err, size_t errlen);
/* Pumps the LAN until our client is seated or failed, at most max_ms: a window started to join
 * takes (or takes back) its seat before its first frame, whose fonts take a while to load. */
void ui_lan_settle(ui_app *app, int max_ms);
/* Leaves: saves what was seen, closes the client and the host, back to the join page. */
void ui_lan_leave(ui_app *app);
/* The headline (an i18n key) for a failure's reason from the net layer. */
const char *ui_lan_headline(const char *reason);
/* Every frame: pumps the host and the client, reads what came, reconnects after a drop,
 * listens for hosts on the join page. True when something changed. */
bool ui_lan_update(ui_app *app);

/* Gives a field the keyboard (SDL text input on), or none. */
void ui_lan_focus(ui_lan *l, int field);
void ui_lan_send_chat(ui_app *app, const char *text);
void ui_lan_send_emote(ui_app *app, const char *id);
/* Lobby control of a hosting window (each shows why when refused). */
void ui_lan_seat_clicked(ui_app *app, int seat);
void ui_lan_cycle_bot(ui_app *app, int seat);  /* adds a computer player, or changes its level */
void ui_lan_remove_bot(ui_app *app, int seat);
void ui_lan_start(ui_app *app);
void ui_lan_toggle_ready(ui_app *app);

/* The emotes offered at the table and in the lobby (ids on the wire, i18n keys "emote.ID"). */
int ui_lan_emote_count(void);
const char *ui_lan_emote_id(int i);

#endif
