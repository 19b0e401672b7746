/* lan.c: LAN play in the window - hosting, joining, the lobby's chat, the step to the table,
 * reconnecting after a drop, and the end of a LAN match. */
#define _POSIX_C_SOURCE 200809L
#include "ui/lan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net/seat_store.h"
#include "net/transport.h"
#include "table/ruleset_file.h"
#include "ui/i18n.h"
#include "ui/lan_notice.h"
#include "ui/match.h"
#include "ui/screen.h"

enum { RETRY_MS = 1000, RETRIES = 20 };

static const char *const emotes[] = {"nice", "oops", "hurry", "thanks", "wow"};

int ui_lan_emote_count(void) { return (int)(sizeof emotes / sizeof *emotes); }
const char *ui_lan_emote_id(int i) { return i >= 0 && i < ui_lan_emote_count() ? emotes[i] : "nice"; }

ui_lan *ui_lan_get(ui_app *app)
{
    if (app->lan) return app->lan;
    ui_lan *l = calloc(1, sizeof *l);
    if (!l) return NULL;
    const char *user = getenv("USER");
    const char *name = app->settings.player_name[0] ? app->settings.player_name : user && user[0] ? user : "Player";
    ui_field_set(&l->name, name, SP_NET_NAME_LEN - 1);
    ui_field_set(&l->address, "", 63);
    ui_field_set(&l->chat, "", SP_NET_CHAT_LEN - 1);
    ui_field_set(&l->port, "7777", 5);
    l->move_from = -1;
    l->announce_to = "255.255.255.255";
    app->lan = l;
    return l;
}

static void add_line(ui_lan *l, int seat, bool emote, const char *text, uint64_t now)
{
    if (l->nlines == UI_LAN_CHAT) {
        memmove(l->lines, l->lines + 1, sizeof l->lines[0] * (UI_LAN_CHAT - 1));
        l->nlines--;
    }
    ui_lan_line *x = &l->lines[l->nlines++];
    x->seat = seat;
    x->emote = emote;
    x->at = now;
    snprintf(x->text, sizeof x->text, "%s", text);
}

/* A player's coming or going, in the chat in the player's language. Its English log line
 * follows at once and is not shown again. */
static void host_notice(void *ctx, const sp_host_notice *n)
{
    ui_app *app = ctx;
    if (!app->lan) return;
    char text[SP_NET_CHAT_LEN];
    ui_lan_notice_text(&app->i18n, n, text, sizeof text);
    add_line(app->lan, -1, false, text, app->now);
    app->lan->notice_logged = true;
}

/* The host's other log lines (offences of peers without a seat, the replay saved) shown in
 * the chat as they are. */
static void host_log(void *ctx, const char *line)
{
    ui_app *app = ctx;
    if (app->lan && !app->lan->notice_logged) add_line(app->lan, -1, false, line, app->now);
    if (app->lan) app->lan->notice_logged = false;
    fprintf(stderr, "sparrow lan host: %s\n", line);
}

/* pref_dir/lan-YYYYmmdd-HHMMSS-WHAT.json: what each side saw of a LAN match. */
static void saved_path(const ui_app *app, const char *what, char *out, size_t len)
{
    time_t t = time(NULL);
    struct tm tm;
    char stamp[32] = "match";
    if (localtime_r(&t, &tm)) strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(out, len, "%slan-%s-%s.json", app->pref_dir, stamp, what);
}

static void close_host(ui_lan *l, const char *reason)
{
    if (l->host) sp_net_host_close(l->host, reason);
    l->host = NULL;
    free(l->host_rules);
    l->host_rules = NULL;
    free(l->host_rules_text);
    l->host_rules_text = NULL;
    l->naddrs = 0;
}

/* Saves what this seat saw (a match that began) into the player's folder. */
static void save_log(ui_app *app)
{
    ui_lan *l = app->lan;
    if (!l->client || !sp_net_client_view(l->client) || !app->pref_dir[0] || l->log_path[0]) return;
    char seat[16], err[300];
    snprintf(seat, sizeof seat, "seat%d", sp_net_client_seat(l->client) + 1);
    saved_path(app, seat, l->log_path, sizeof l->log_path);
    if (sp_net_client_save_log(l->client, l->log_path, err, sizeof err)) {
        fprintf(stderr, "sparrow: %s\n", err);
        l->log_path[0] = 0;
    }
}

static void drop_match(ui_app *app)
{
    if (app->match && app->match->net) {
        ui_match_free(app->match);
        app->match = NULL;
    }
}

static void close_client(ui_app *app)
{
    ui_lan *l = app->lan;
    drop_match(app);
    sp_net_client_close(l->client);
    l->client = NULL;
    sp_net_client_close(l->old_client);
    l->old_client = NULL;
    free(l->local_rules);
    l->local_rules = NULL;
    free(l->spare_rules);
    l->spare_rules = NULL;
    l->retry_at = 0;
}

void ui_lan_free(ui_app *app)
{
    ui_lan *l = app->lan;
    if (!l) return;
    close_client(app);
    close_host(l, "the host closed the game");
    if (l->listener) sp_discovery_close(l->listener);
    free(l);
    app->lan = NULL;
}

void ui_lan_leave(ui_app *app)
{
    ui_lan *l = app->lan;
    if (!l) return;
    if (l->client) save_log(app);
    close_client(app);
    close_host(l, "the host left the game");
    l->page = UI_LAN_JOIN_PAGE;
    l->focus = UI_LAN_FIELD_NONE;
    l->move_from = -1;
    l->ready = false;
}

static sp_net_client *connect_client(ui_app *app, const char *token, char *err, size_t errlen)
{
    ui_lan *l = app->lan;
    /* the seat is kept in the player's folder to come back to after a crash; not the hosting
     * window's own seat (its host goes down with it) */
    char seats[1100] = "";
    if (app->pref_dir[0] && !l->host) snprintf(seats, sizeof seats, "%s%s", app->pref_dir, SP_SEAT_STORE_FILE);
    sp_net_client_config c = {l->join_host, l->join_port, l->name.text, token, l->local_rules,
                              l->accept_download || !l->local_rules, l->timeout_ms, seats[0] ? seats : NULL,
                              true /* a person plays */};
    return sp_net_client_connect(&c, err, errlen);
}

/* The name played under is kept in the settings: the join page offers it next time. */
static void remember_name(ui_app *app)
{
    const char *name = app->lan->name.text;
    size_t n = strlen(name);
    if (!strcmp(app->settings.player_name, name) || n >= sizeof app->settings.player_name) return;
    memcpy(app->settings.player_name, name, n + 1);
    if (app->save_settings) app->save_settings(app);
}

static int open_lobby(ui_app *app, char *err, size_t errlen)
{
    ui_lan *l = app->lan;
    l->client = connect_client(app, NULL, err, errlen);
    if (!l->client) return -1;
    remember_name(app);
    l->page = UI_LAN_LOBBY_PAGE;
    l->focus = UI_LAN_FIELD_NONE;
    l->ready = l->saw_end = l->offer_download = false;
    l->status[0] = l->log_path[0] = 0;
    l->headline = NULL;
    l->nlines = 0;
    l->move_from = -1;
    ui_show(app, &ui_screen_lan);
    return 0;
}

int ui_lan_host(ui_app *app, const char *rules_path, const int32_t *options, int players, const int8_t bots[SP_SEATS],
                uint16_t port, char *err, size_t errlen)
{
    ui_lan *l = ui_lan_get(app);
    if (!l) return snprintf(err, errlen, "out of memory"), -1;
    ui_lan_leave(app);
    l->host_rules = malloc(sizeof *l->host_rules);
    l->host_rules_text = l->host_rules ? sp_ruleset_load_text(rules_path, l->host_rules, err, errlen) : NULL;
    if (!l->host_rules_text) {
        close_host(l, "");
        return -1;
    }
    sp_net_host_config c;
    sp_net_host_config_defaults(&c);
    c.rules = l->host_rules;
    c.rules_text = l->host_rules_text;
    if (options) memcpy(l->host_options, options, sizeof l->host_options);
    c.options = options ? l->host_options : NULL;
    c.players = players > 0 ? players : l->host_rules->players_max;
    c.seed = (uint64_t)SDL_GetPerformanceCounter();
    c.bot_seed = c.seed ^ 0x5eed;
    c.port = port;
    for (int p = 0; p < SP_SEATS; p++) c.bots[p] = p == 0 ? -1 : bots[p]; /* seat 0 is ours */
    c.auto_start = false;   /* the host's player starts (he may move players first) */
    c.host_seat = 0;        /* and is not timed out of his own lobby */
    l->replay_path[0] = 0;
    if (app->pref_dir[0]) saved_path(app, "host-replay", l->replay_path, sizeof l->replay_path);
    c.replay_path = l->replay_path[0] ? l->replay_path : NULL;
    c.announce_to = l->announce_to;
    c.discovery_port = l->discovery_port;
    snprintf(l->table_name, sizeof l->table_name, "%.32s", l->name.text);
    c.table_name = l->table_name;
    c.log = host_log;
    c.log_ctx = app;
    c.notice = host_notice;
    c.notice_ctx = app;
    l->host = sp_net_host_create(&c, err, errlen);
    if (!l->host) {
        close_host(l, "");
        return -1;
    }
    l->naddrs = sp_local_addresses(l->addrs, UI_LAN_ADDRS);
    snprintf(l->join_host, sizeof l->join_host, "127.0.0.1");
    l->join_port = sp_net_host_port(l->host);
    l->accept_download = false;
    l->local_rules = malloc(sizeof *l->local_rules);
    if (l->local_rules) memcpy(l->local_rules, l->host_rules, sizeof *l->local_rules);
    if (open_lobby(app, err, errlen)) {
        close_client(app);
        close_host(l, "");
        return -1;
    }
    return 0;
}

int ui_lan_join(ui_app *app, const char *address, const char *ruleset_id, bool hosts_rules, char *err, size_t errlen)
{
    ui_lan *l = ui_lan_get(app);
    if (!l) return snprintf(err, errlen, "out of memory"), -1;
    char host[64];
    uint16_t port;
    if (sp_net_parse_address(address, UI_LAN_PORT, host, sizeof host, &port)) {
        snprintf(err, errlen, "'%.60s' is not an address: write HOST or HOST:PORT (192.168.1.20:7777)", address);
        return -1;
    }
    ui_lan_leave(app);
    snprintf(l->join_host, sizeof l->join_host, "%s", host);
    l->join_port = port;
    l->accept_download = hosts_rules;
    /* a host heard by discovery tells its ruleset: offer the local one of that id (the host
     * then sends its own only when they differ) */
    for (int i = 0; !ruleset_id && i < l->ngames; i++)
        if (!strcmp(l->games[i].address, host) && l->games[i].port == port) ruleset_id = l->games[i].ruleset;
    if (ruleset_id && !hosts_rules) {
        char why[300];
        l->local_rules = malloc(sizeof *l->local_rules);
        if (l->local_rules && sp_ruleset_load(ruleset_id, l->local_rules, why, sizeof why)) {
            free(l->local_rules);
            l->local_rules = NULL;
        }
    }
    return open_lobby(app, err, errlen);
}

bool ui_lan_kept_seat(const ui_app *app, char *address, size_t addrlen, char *name, size_t namelen)
{
    if (!app->pref_dir[0]) return false;
    char path[1100];
    snprintf(path, sizeof path, "%s%s", app->pref_dir, SP_SEAT_STORE_FILE);
    sp_seat_entry e;
    if (sp_seat_store_list(path, (int64_t)time(NULL), &e, 1) < 1) return false;
    if (e.port == UI_LAN_PORT) snprintf(address, addrlen, "%s", e.host); /* the usual port goes unsaid */
    else snprintf(address, addrlen, "%s:%u", e.host, (unsigned)e.port);
    snprintf(name, namelen, "%s", e.name);
    return true;
}

int ui_lan_rejoin(ui_app *app, char *err, size_t errlen)
{
    char address[SP_SEAT_HOST_LEN + 8], name[SP_NET_NAME_LEN];
    if (!ui_lan_kept_seat(app, address, sizeof address, name, sizeof name))
        return snprintf(err, errlen, "no seat kept to go back to"), -1;
    ui_lan *l = ui_lan_get(app);
    if (!l) return snprintf(err, errlen, "out of memory"), -1;
    ui_field_set(&l->name, name, SP_NET_NAME_LEN - 1);
    return ui_lan_join(app, address, NULL, true, err, errlen);
}

void ui_lan_settle(ui_app *app, int max_ms)
{
    ui_lan *l = app->lan;
    uint64_t until = SDL_GetTicks64() + (uint64_t)max_ms;
    while (l && l->client && SDL_GetTicks64() < until) {
        app->now = SDL_GetTicks64();
        int st = sp_net_client_poll(l->client, (int64_t)app->now);
        if (st != SP_CLIENT_CONNECTING) break; /* seated (the frames read the rest) or failed */
        SDL_Delay(2);
    }
}

const char *ui_lan_headline(const char *reason)
{
    static const struct {
        const char *words, *key;
    } known[] = {{"could not reach", "lan.unreachable"}, {"table is full", "lan.full"},
                 {"already started", "lan.started"},     {"protocol version", "lan.version"},
                 {"house rules", "lan.house_rules"},     {"name is taken", "lan.name_taken"},
                 {"host left", "lan.host_left"},         {"lost the connection", "lan.lost"},
                 {"not an address", "lan.bad_address"}};
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        if (strstr(reason, known[i].words)) return known[i].key;
    return "lan.failed";
}

void ui_lan_send_chat(ui_app *app, const char *text)
{
    ui_lan *l = app->lan;
    if (l && l->client && text[0]) sp_net_client_chat(l->client, text);
}

void ui_lan_send_emote(ui_app *app, const char *id)
{
    ui_lan *l = app->lan;
    if (l && l->client) sp_net_client_emote(l->client, id);
}

void ui_lan_seat_clicked(ui_app *app, int seat)
{
    ui_lan *l = app->lan;
    if (!l || !l->host) return;
    if (l->move_from < 0) {
        l->move_from = seat;
        return;
    }
    char why[200];
    if (l->move_from != seat && sp_net_host_move(l->host, l->move_from, seat, why, sizeof why))
        ui_error(app, "msg.lan_error", why);
    l->move_from = -1;
}

void ui_lan_cycle_bot(ui_app *app, int seat)
{
    ui_lan *l = app->lan;
    if (!l || !l->host) return;
    sp_lobby_seat seats[SP_SEATS];
    int n = sp_net_host_seats(l->host, seats);
    if (seat < 0 || seat >= n) return;
    /* an open seat (or another player's: the host gives it away) gets a normal player; a
     * computer player's level goes round easy, normal, hard */
    int level = seats[seat].kind == SP_SEAT_BOT ? (seats[seat].level + 1) % SP_BOT_LEVELS : SP_BOT_NORMAL;
    char why[200];
    if (sp_net_host_set_bot(l->host, seat, level, why, sizeof why)) ui_error(app, "msg.lan_error", why);
}

void ui_lan_remove_bot(ui_app *app, int seat)
{
    ui_lan *l = app->lan;
    char why[200];
    if (!l || !l->host) return;
    sp_lobby_seat seats[SP_SEATS];
    int n = sp_net_host_seats(l->host, seats);
    /* a computer player leaves its seat; another player's seat is freed (the player is told) */
    int rc = seat >= 0 && seat < n && seats[seat].kind == SP_SEAT_HUMAN ? sp_net_host_free_seat(l->host, seat, why, sizeof why)
                                                                       : sp_net_host_set_bot(l->host, seat, -1, why, sizeof why);
    if (rc) ui_error(app, "msg.lan_error", why);
}

/* Why the lobby cannot start yet, in the window's words (the host's own reasons are English):
 * NULL when every seat is taken and every player ready. */
static const char *start_refusal(ui_app *app, const sp_lobby_seat *seats, int n, char *buf, size_t len)
{
    for (int p = 0; p < n; p++)
        if (seats[p].kind == SP_SEAT_OPEN) {
            snprintf(buf, len, "%s %d %s", ui_tr(&app->i18n, "lan.seat"), p + 1, ui_tr(&app->i18n, "lan.start_open"));
            return buf;
        }
    for (int p = 0; p < n; p++)
        if (seats[p].kind == SP_SEAT_HUMAN && !seats[p].ready) {
            snprintf(buf, len, "%s %s", seats[p].name, ui_tr(&app->i18n, "lan.start_not_ready"));
            return buf;
        }
    return NULL;
}

void ui_lan_start(ui_app *app)
{
    ui_lan *l = app->lan;
    if (!l || !l->host) return;
    char why[200];
    sp_lobby_seat seats[SP_SEATS];
    const char *refused = start_refusal(app, seats, sp_net_host_seats(l->host, seats), why, sizeof why);
    if (refused) ui_notice(app, "%s", refused);
    else if (sp_net_host_start(l->host, why, sizeof why)) ui_error(app, "msg.lan_error", why);
}

void ui_lan_toggle_ready(ui_app *app)
{
    ui_lan *l = app->lan;
    if (!l || !l->client) return;
    l->ready = !l->ready;
    sp_net_client_ready(l->client, l->ready);
}

/* What the host sent, in order: events animate the table, chat and emotes go to the log. */
static void read_messages(ui_app *app, sp_net_client *c)
{
    ui_lan *l = app->lan;
    sp_msg m;
    while (sp_net_client_next(c, &m)) {
        switch (m.type) {
        case SP_MSG_EVENT:
            if (app->match && app->match->net) {
                app->match->now = app->now;
                ui_match_net_event(app->match, &m.u.event);
            }
            break;
        case SP_MSG_CHAT: add_line(l, m.u.chat.seat, false, m.u.chat.text, app->now); break;
        case SP_MSG_EMOTE: add_line(l, m.u.emote.seat, true, m.u.emote.id, app->now); break;
        case SP_MSG_WHY:
            if (app->match && app->match->net && app->match->human) {
                app->match->now = app->now;
                ui_match_note(app->match, &m.u.why.blocked);
            }
            break;
        case SP_MSG_TIMER:
            l->timer_seat = m.u.timer.seat;
            l->timer_ms = m.u.timer.ms;
            l->timer_at = app->now;
            break;
        case SP_MSG_END: l->saw_end = true; break;
        default: break;
        }
        sp_msg_free(&m);
    }
}

/* The client failed: the end of the match (the host said so, or it refused us), or a drop in
 * the middle of a match, which is retried with the name and token. */
static void on_failure(ui_app *app)
{
    ui_lan *l = app->lan;
    const char *reason = sp_net_client_reason(l->client);
    bool playing = app->match && app->match->net && !l->saw_end;
    if (playing) {
        /* come back offering the match's ruleset (a returning player is not sent the host's
         * house rules again); a downloaded one belongs to the old client, so a copy is offered,
         * and the ruleset offered before stays alive as long as the old client may read it */
        const sp_ruleset *now_rules = sp_net_client_rules(app->match->net);
        sp_ruleset *rs = now_rules != l->local_rules ? malloc(sizeof *rs) : NULL;
        if (rs) {
            memcpy(rs, now_rules, sizeof *rs);
            free(l->spare_rules);
            l->spare_rules = l->local_rules;
            l->local_rules = rs;
        }
        l->old_client = l->client; /* its view stays on the table until the new one has its own */
        l->client = NULL;
        l->retry_at = app->now;
        l->retries = 0;
        ui_notice(app, "%s", ui_tr(&app->i18n, "lan.reconnecting"));
        return;
    }
    snprintf(l->status, sizeof l->status, "%s:%u: %s", l->join_host, (unsigned)l->join_port, reason);
    l->headline = ui_lan_headline(reason);
    if (l->saw_end && !strcmp(l->headline, "lan.failed")) l->headline = "lan.ended";
    l->offer_download = strstr(reason, "house rules") != NULL;
    save_log(app);
    sp_net_client_close(l->client);
    l->client = NULL;
    drop_match(app);
    close_host(l, "the host left the game");
    l->page = UI_LAN_JOIN_PAGE;
    ui_show(app, &ui_screen_lan);
}

static void retry(ui_app *app)
{
    ui_lan *l = app->lan;
    if (!l->client) {
        if (app->now < l->retry_at) return;
        if (++l->retries > RETRIES) {
            l->client = l->old_client;
            l->old_client = NULL;
            l->saw_end = true; /* give up: the end, with what was seen saved */
            on_failure(app);
            return;
        }
        char err[200];
        l->client = connect_client(app, l->token, err, sizeof err);
        l->retry_at = app->now + RETRY_MS;
        return;
    }
    int st = sp_net_client_poll(l->client, (int64_t)app->now);
    if (st == SP_CLIENT_FAILED) { /* not yet: try again in a moment */
        sp_net_client_close(l->client);
        l->client = NULL;
        return;
    }
    if (st == SP_CLIENT_PLAYING && sp_net_client_view(l->client)) {
        if (app->match && app->match->net) ui_match_net_rebind(app->match, l->client);
        sp_net_client_close(l->old_client);
        l->old_client = NULL;
        free(l->spare_rules);
        l->spare_rules = NULL;
        l->retry_at = 0;
        ui_notice(app, "%s", ui_tr(&app->i18n, "lan.back"));
    }
}

bool ui_lan_update(ui_app *app)
{
    ui_lan *l = app->lan;
    if (!l) return false;
    bool changed = false;
    if (l->host) sp_net_host_poll(l->host, (int64_t)app->now);
    if (l->old_client) {
        retry(app);
        changed = true;
    } else if (l->client) {
        sp_net_client_stats before = sp_net_client_get_stats(l->client);
        int st = sp_net_client_poll(l->client, (int64_t)app->now);
        if (st == SP_CLIENT_LOBBY || st == SP_CLIENT_PLAYING) /* kept to come back with after a drop */
            snprintf(l->token, sizeof l->token, "%s", sp_net_client_token(l->client));
        if (st == SP_CLIENT_LOBBY && l->ready_when_seated && !l->ready) ui_lan_toggle_ready(app);
        read_messages(app, l->client);
        sp_net_client_stats after = sp_net_client_get_stats(l->client);
        changed = after.messages_received != before.messages_received;
        if (st == SP_CLIENT_PLAYING && !(app->match && app->match->net) && sp_net_client_view(l->client)) {
            char err[200];
            ui_match *m = ui_match_start_net(l->client, app->now, err, sizeof err);
            if (m) {
                ui_match_free(app->match);
                app->match = m;
                app->watch = false;
                ui_lan_focus(l, UI_LAN_FIELD_NONE); /* the keys are the table's now */
                ui_show(app, &ui_screen_table);
            }
        }
        if (st == SP_CLIENT_OVER) save_log(app);
        if (st == SP_CLIENT_FAILED) {
            on_failure(app);
            changed = true;
        }
    }
    if (l->listener && !(l->page == UI_LAN_JOIN_PAGE && ui_on(app, &ui_screen_lan))) {
        sp_discovery_close(l->listener); /* listens only while the join page shows */
        l->listener = NULL;
        l->ngames = 0;
        l->listen_failed = false;
    }
    if (l->page == UI_LAN_JOIN_PAGE && ui_on(app, &ui_screen_lan)) {
        if (!l->listener && !l->listen_failed) {
            char err[200];
            l->listener = sp_discovery_listener(l->discovery_port ? l->discovery_port : SP_DISCOVERY_PORT, err, sizeof err);
            l->listen_failed = !l->listener;
        }
        if (l->listener) {
            int n = sp_discovery_poll(l->listener, (int64_t)app->now, l->games, UI_LAN_GAMES);
            changed |= n != l->ngames;
            l->ngames = n;
        }
    }
    if (l->host || l->client || l->old_client) ui_wake(app, 15);
    else if (l->listener) ui_wake(app, 250);
    return changed;
}
