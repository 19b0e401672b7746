/* ui_lan.c: LAN play in the game window, headless, on 127.0.0.1, through injected input only:
 * the window hosts (title -> LAN game -> Host, a seat opened, the port typed), its lobby is
 * heard by LAN discovery, a second player (a headless client with a computer player behind
 * it) joins, the lobby shows both, chat goes both ways, both are ready, the host starts, and
 * the window's player plays a whole hand by keys and clicks until the result screen. Leaving
 * saves the host's replay and the seat's log into the player's folder and tells the other
 * player. A join to an address nobody serves, or a malformed one, shows a clear error; the LAN
 * screens' buttons never overlap nor leave the window, at several sizes, in three languages.
 *   ui_lan [RULESET]                                       exit 0 when every check passes */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/app.h"
#include "net/client.h"
#include "net/discovery.h"
#include "table/ruleset_file.h"
#include "table/history.h"
#include "table/ruleset_ids.h"
#include "ui/lan.h"
#include "ui/match.h"
#include "ui/screens.h"
#include "ui/seat_name.h"
#include "ui/table_seats.h"

#define UI_TEST_NAME "ui_lan"
#include "ui_input.h"
#include "ui_test_app.h"

/* The screens' own zone ids this test clicks (screen_menus.c, screen_newgame.c). */
enum { TITLE_LAN = 5, NG_RULE = 100, NG_LEVEL = 400, NG_START = 500, NG_PORT = 502 };

static const char *shots; /* UI_LAN_SHOTS: a folder to keep screenshots in */

static void shot(ui_app *app, const char *name)
{
    if (!shots) return;
    char path[600], err[300];
    snprintf(path, sizeof path, "%s/%s-%s.png", shots, name, app->settings.lang);
    CHECK(app_save_png(app, path, err, sizeof err) == 0, "%s", err);
}

static bool press(ui_app *app, int id)
{
    ui_draw(app);
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id == id && app->zones[z].enabled) {
            click(app, app->zones[z].r.x + app->zones[z].r.w / 2, app->zones[z].r.y + app->zones[z].r.h / 2);
            frame(app);
            return true;
        }
    CHECK(0, "no enabled zone %d on screen %s", id, ui_screen_top(app)->name);
    return false;
}

static void type(const char *text)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    SDL_PushEvent(&e);
}

/* The other player: a headless client with a computer player behind it. */
typedef struct {
    sp_net_host *host;     /* a headless host the test runs (the window joins it), or NULL */
    const ui_app *app;
    sp_net_client *c;
    sp_bot bot;
    char heard[SP_NET_CHAT_LEN];
    int heard_seat;
    int ends;
    char end_reason[SP_NET_REASON_LEN];
} guest;

static void guest_pump(guest *g)
{
    if (g->host) sp_net_host_poll(g->host, g->app->now);
    if (!g->c) return;
    sp_net_client_poll(g->c, 0);
    sp_net_client_play_bot(g->c, &g->bot);
    sp_msg m;
    while (sp_net_client_next(g->c, &m)) {
        if (m.type == SP_MSG_CHAT) {
            snprintf(g->heard, sizeof g->heard, "%s", m.u.chat.text);
            g->heard_seat = m.u.chat.seat;
        }
        if (m.type == SP_MSG_END) {
            g->ends++;
            snprintf(g->end_reason, sizeof g->end_reason, "%s", m.u.end.reason);
        }
        sp_msg_free(&m);
    }
}

/* Frames (with the guest answering) until cond holds or ~limit frames passed. */
#define RUN_UNTIL(app, g, cond, limit)                                                                                 \
    do {                                                                                                               \
        for (int it_ = 0; it_ < (limit) && !(cond); it_++) {                                                           \
            frame(app);                                                                                                \
            guest_pump(g);                                                                                             \
            if (it_ % 8 == 7) SDL_Delay(1);                                                                            \
        }                                                                                                              \
    } while (0)

static int humans(const sp_lobby_seat *s, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += s[i].kind == SP_SEAT_HUMAN;
    return k;
}

static bool lines_have(const ui_lan *l, const char *text)
{
    for (int i = 0; i < l->nlines; i++)
        if (strstr(l->lines[i].text, text)) return true;
    return false;
}

/* No two of the screen's zones overlap, and each lies inside the window. */
static void check_zones(ui_app *app, const char *what)
{
    ui_draw(app);
    int bad = 0;
    for (int a = 0; a < app->nzones; a++) {
        ui_rect r = app->zones[a].r;
        if (r.x < 0 || r.y < 0 || r.x + r.w > app->lw + 0.5f || r.y + r.h > app->lh + 0.5f) {
            if (!bad++) fprintf(stderr, "ui_lan: %s: zone %d outside the window\n", what, app->zones[a].id);
        }
        if (app->zones[a].id >= UI_ZONE_HAND) continue; /* the table's tiles: ui_play checks those */
        for (int b = a + 1; b < app->nzones; b++) {
            ui_rect q = app->zones[b].r;
            if (app->zones[b].id >= UI_ZONE_HAND) continue;
            if (r.x < q.x + q.w - 1 && q.x < r.x + r.w - 1 && r.y < q.y + q.h - 1 && q.y < r.y + r.h - 1) {
                if (!bad++)
                    fprintf(stderr, "ui_lan: %s: zones %d and %d overlap\n", what, app->zones[a].id, app->zones[b].id);
            }
        }
    }
    CHECK(bad == 0, "%s (%.0fx%.0f, %s): %d zone problems", what, app->lw, app->lh, app->settings.lang, bad);
}

static void set_lang(ui_app *app, const char *lang)
{
    char err[300];
    snprintf(app->settings.lang, sizeof app->settings.lang, "%s", lang);
    CHECK(ui_i18n_load(&app->i18n, app->assets_dir, lang, err, sizeof err) == 0, "%s", err);
    ui_text_set_lang(&app->text, lang);
}

/* (the network is served between the sizes: a slow sanitizer build must not time out) */
static void check_sizes(ui_app *app, guest *g, const char *what)
{
    static const int sizes[][2] = {{800, 600}, {1280, 720}, {1920, 1080}, {2560, 1080}};
    static const char *langs[] = {"en", "zh-Hant", "zh-Hans"};
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        SDL_SetWindowSize(app->win, sizes[s][0], sizes[s][1]);
        ui_resize(app);
        for (int l = 0; l < 3; l++) {
            set_lang(app, langs[l]);
            check_zones(app, what);
            ui_lan_update(app);
            if (g) guest_pump(g);
        }
    }
    SDL_SetWindowSize(app->win, 1280, 720);
    ui_resize(app);
    set_lang(app, getenv("UI_LAN_LANG") ? getenv("UI_LAN_LANG") : "en");
}

/* The window's player answers every ask: a win when offered, else a discard (a click on a
 * tile every third time, else the keyboard), a pass, or the first button. */
static int play_hand(ui_app *app, guest *g, int most, const char *shot_name)
{
    ui_match *m = app->match;
    int decisions = 0, clicks = 0, why_frames = 0;
    uint32_t last = 0;
    for (int it = 0; it < 60000 && ui_on(app, &ui_screen_table) && app->match == m && decisions < most; it++) {
        frame(app);
        guest_pump(g);
        /* a win or call the host says a rule refuses (with its ask) is named by the why-line */
        const sp_blocked_list *b = app->lan && app->lan->client ? sp_net_client_blocked(app->lan->client) : NULL;
        bool refused_call = false;
        for (int i = 0; b && i < b->n; i++) refused_call |= b->b[i].action.type != SP_ACT_DISCARD;
        CHECK(!refused_call || app->stat_why != 0 || app->pause_open, "a refused win or call was not explained (%d refusals)",
              b ? b->n : 0);
        if (app->stat_why && !why_frames++) shot(app, "lan-why");
        if (it % 8 == 7) SDL_Delay(1);
        sp_action_list legal;
        ui_match_legal(m, &legal);
        if (!legal.n || ui_match_stamp(m) == last) continue;
        last = ui_match_stamp(m);
        decisions++;
        int hu = -1, buttons = 0;
        bool discard = false;
        for (int i = legal.n - 1; i >= 0; i--) {
            if (legal.a[i].type == SP_ACT_DISCARD) {
                discard = true;
                continue;
            }
            if (legal.a[i].type == SP_ACT_HU && hu < 0) hu = buttons;
            buttons++;
        }
        if (decisions == 3) shot(app, shot_name);
        if (hu >= 0) key(SDLK_1 + hu);
        else if (discard && decisions % 3 == 0) {
            int zone = -1;
            for (int z = 0; z < app->nzones; z++)
                if (app->zones[z].id >= UI_ZONE_HAND && app->zones[z].id < UI_ZONE_ACTION && app->zones[z].enabled) zone = z;
            if (zone >= 0) {
                click(app, app->zones[zone].r.x + app->zones[zone].r.w / 2, app->zones[zone].r.y + app->zones[zone].r.h / 2);
                clicks++;
            }
        } else if (discard) {
            key(SDLK_LEFT);
            key(SDLK_RETURN);
        } else if (buttons) key(SDLK_p);
    }
    printf("ui_lan: the window's player made %d decisions (%d by clicks); the why-line showed in %d frames\n", decisions, clicks,
           why_frames);
    return decisions;
}

/* The LAN hands in the player's history (ui/match_history.c records them). */
static int lan_hands_in_history(const ui_app *app)
{
    char path[1200];
    snprintf(path, sizeof path, "%s%s", app->pref_dir, SP_HISTORY_FILE);
    sqlite3 *db;
    sqlite3_stmt *st;
    int n = -1;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
        sqlite3_prepare_v2(db, "SELECT COUNT(*) FROM hands JOIN matches ON matches.id = hands.match_id WHERE lan = 1",
                           -1, &st, NULL) == SQLITE_OK) {
        if (sqlite3_step(st) == SQLITE_ROW) n = sqlite3_column_int(st, 0);
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return n;
}

static int count_files(const char *dir, const char *part)
{
    DIR *d = opendir(dir);
    int n = 0;
    if (!d) return 0;
    struct dirent *e;
    while ((e = readdir(d)))
        if (strstr(e->d_name, part)) n++;
    closedir(d);
    return n;
}

static void host_and_play(ui_app *app, const char *rules_id, uint16_t port, uint16_t disc_port)
{
    char err[400];
    ui_lan *l = ui_lan_get(app);
    CHECK(l != NULL, "no LAN state");
    if (!l) return;
    l->announce_to = "127.0.0.1";
    l->discovery_port = disc_port;
    sp_discovery *ear = sp_discovery_listener(disc_port, err, sizeof err);
    CHECK(ear != NULL, "discovery listener: %s", err);

    /* title -> LAN game -> Host a game */
    ui_show(app, &ui_screen_title);
    press(app, TITLE_LAN);
    CHECK(ui_on(app, &ui_screen_lan) && l->page == UI_LAN_JOIN_PAGE, "the title's LAN button did not open the LAN screen");
    shot(app, "lan-join");
    check_sizes(app, NULL, "join page");
    press(app, LAN_HOST);
    CHECK(ui_on(app, &ui_screen_new_game), "Host did not open the hosting screen");
    /* the ruleset by its button: the screen lists the rulesets of the rules folders by id */
    static char ids[64][SP_ID_LEN];
    int nids = sp_ruleset_ids(ids, 64);
    qsort(ids, (size_t)nids, SP_ID_LEN, (int (*)(const void *, const void *))strcmp);
    for (int i = 0; i < nids; i++)
        if (!strcmp(ids[i], rules_id)) press(app, NG_RULE + i);
    press(app, NG_LEVEL + 1); /* seat 2: normal -> hard */
    press(app, NG_LEVEL + 1); /* hard -> expert */
    press(app, NG_LEVEL + 1); /* expert -> open, for the guest */
    press(app, NG_PORT);
    for (int i = 0; i < 6; i++) key(SDLK_BACKSPACE);
    char digits[8];
    snprintf(digits, sizeof digits, "%u", (unsigned)port);
    type(digits);
    frame(app);
    CHECK(!strcmp(l->port.text, digits), "the port field holds '%s', typed '%s'", l->port.text, digits);
    shot(app, "lan-host");
    check_sizes(app, NULL, "hosting screen");
    press(app, NG_START);
    CHECK(ui_on(app, &ui_screen_lan) && l->page == UI_LAN_LOBBY_PAGE && l->host, "Open the lobby did not host (%s)",
          app->message);
    if (!l->host) {
        if (ear) sp_discovery_close(ear);
        return;
    }
    CHECK(sp_net_host_port(l->host) == port, "the host listens on %u, not the typed %u", sp_net_host_port(l->host), port);
    guest g = {.app = app};
    RUN_UNTIL(app, &g, l->client && sp_net_client_state(l->client) == SP_CLIENT_LOBBY, 2000);
    CHECK(l->client && sp_net_client_state(l->client) == SP_CLIENT_LOBBY, "the window's own client is not seated");
    CHECK(l->client && !strcmp(sp_net_client_rules(l->client)->id, rules_id), "the lobby plays %s, not %s",
          l->client ? sp_net_client_rules(l->client)->id : "?", rules_id);

    /* the lobby is heard on the network */
    sp_lan_game games[4];
    int heard = 0;
    for (int i = 0; i < 600 && ear && !(heard == 1 && games[0].open == 1); i++) { /* (Ann's seat fills) */
        frame(app);
        heard = sp_discovery_poll(ear, (int64_t)app->now, games, 4);
        SDL_Delay(2);
    }
    CHECK(heard == 1 && games[0].port == port && !strcmp(games[0].ruleset, rules_id) && games[0].open == 1,
          "discovery heard %d games (port %u, %s, %d open)", heard, heard ? games[0].port : 0, heard ? games[0].ruleset : "",
          heard ? games[0].open : 0);
    if (ear) sp_discovery_close(ear);

    /* the guest joins */
    sp_ruleset *rs = malloc(sizeof *rs);
    CHECK(rs && sp_ruleset_load(rules_id, rs, err, sizeof err) == 0, "%s", err);
    sp_net_client_config gc = {"127.0.0.1", port, "Bea", NULL, rs, false, 0, NULL, false};
    g.c = sp_net_client_connect(&gc, err, sizeof err);
    CHECK(g.c != NULL, "guest: %s", err);
    sp_bot_init(&g.bot, SP_BOT_NORMAL, 3, NULL);
    sp_lobby_seat seats[SP_SEATS];
    RUN_UNTIL(app, &g, l->client && humans(seats, sp_net_client_lobby(l->client, seats)) == 2, 3000);
    int n = sp_net_client_lobby(l->client, seats);
    CHECK(humans(seats, n) == 2, "the window's lobby shows %d players, not 2", humans(seats, n));
    app->record = true;
    ui_draw(app);
    app->record = false;
    CHECK(strstr(app->text_rec, "Bea") != NULL, "the lobby does not show the guest's name");
    /* the host's notice in the chat: in the window's words with the seat as the lobby numbers it */
    char joined[SP_NET_CHAT_LEN];
    snprintf(joined, sizeof joined, "Bea %s · %s 2", ui_tr(&app->i18n, "lan.notice.joined"), ui_tr(&app->i18n, "lan.seat"));
    CHECK(lines_have(l, joined) && !lines_have(l, "joined in seat"), "the chat does not say '%s' (only)", joined);

    /* chat: the window types a line, the guest hears it; the guest's line shows in the window */
    press(app, LAN_FIELD_CHAT);
    type("hello from the window");
    key(SDLK_RETURN);
    RUN_UNTIL(app, &g, g.heard[0], 2000);
    CHECK(!strcmp(g.heard, "hello from the window") && g.heard_seat == 0, "the guest heard '%s' from seat %d", g.heard,
          g.heard_seat);
    sp_net_client_chat(g.c, "hi from Bea");
    RUN_UNTIL(app, &g, lines_have(l, "hi from Bea"), 2000);
    CHECK(lines_have(l, "hi from Bea"), "the window's chat does not show the guest's line");
    press(app, LAN_EMOTE + 0);
    shot(app, "lan-lobby");
    check_sizes(app, &g, "lobby");

    /* the host's controls: the guest moved to seat 3 and back, seat 4's computer player removed,
     * added again and made hard */
    press(app, LAN_SEAT + 1);
    press(app, LAN_SEAT + 2);
    RUN_UNTIL(app, &g, sp_net_client_seat(g.c) == 2, 2000);
    n = sp_net_client_lobby(l->client, seats);
    CHECK(sp_net_client_seat(g.c) == 2 && seats[2].kind == SP_SEAT_HUMAN && !strcmp(seats[2].name, "Bea"),
          "Move did not take the guest to seat 3 (she is in seat %d)", sp_net_client_seat(g.c));
    press(app, LAN_SEAT + 2);
    press(app, LAN_SEAT + 1);
    RUN_UNTIL(app, &g, sp_net_client_seat(g.c) == 1, 2000);
    CHECK(sp_net_client_seat(g.c) == 1, "Move did not bring the guest back to seat 2");
    press(app, LAN_REMOVE + 3);
    RUN_UNTIL(app, &g, (n = sp_net_client_lobby(l->client, seats), seats[3].kind == SP_SEAT_OPEN), 2000);
    CHECK(seats[3].kind == SP_SEAT_OPEN, "Remove left seat 4 a %d", seats[3].kind);
    press(app, LAN_BOT + 3); /* a normal player; the button then shows its level */
    RUN_UNTIL(app, &g, (n = sp_net_client_lobby(l->client, seats), seats[3].kind == SP_SEAT_BOT), 2000);
    CHECK(seats[3].kind == SP_SEAT_BOT && seats[3].level == SP_BOT_NORMAL, "Add did not seat a normal player");
    press(app, LAN_BOT + 3);
    RUN_UNTIL(app, &g, (n = sp_net_client_lobby(l->client, seats), seats[3].level == SP_BOT_HARD), 2000);
    CHECK(seats[3].kind == SP_SEAT_BOT && seats[3].level == SP_BOT_HARD, "seat 4 is a %d of level %d, not a hard bot",
          seats[3].kind, seats[3].level);
    /* the computer player is called in the lobby what the table will call it, in the window's words */
    char cpu[64];
    snprintf(cpu, sizeof cpu, "%s 4", ui_tr(&app->i18n, "bot"));
    app->record = true;
    ui_draw(app);
    app->record = false;
    CHECK(strstr(app->text_rec, cpu) != NULL, "the lobby does not call seat 4's computer player '%s'", cpu);

    /* the start waits for everyone to be ready */
    press(app, LAN_START);
    frame(app);
    CHECK(ui_on(app, &ui_screen_lan) && strstr(app->message, "Ann"), "the host started with a player not ready (%s)",
          app->message);
    CHECK(strstr(app->message, ui_tr(&app->i18n, "lan.start_not_ready")) != NULL,
          "the refusal is not in the window's language: '%s'", app->message);
    press(app, LAN_READY);
    sp_net_client_ready(g.c, true);
    RUN_UNTIL(app, &g, (n = sp_net_client_lobby(l->client, seats), seats[1].ready), 2000);
    press(app, LAN_START);
    RUN_UNTIL(app, &g, ui_on(app, &ui_screen_table), 3000);
    CHECK(ui_on(app, &ui_screen_table) && app->match && app->match->net, "the match did not start in the window");
    if (ui_on(app, &ui_screen_table)) {
        /* the plates: the host's computer player by the window's name for it, with its level (the
         * host calls it "hard bot", in English, and it once showed so, as a "LAN player") */
        char name[64], kind[96], want[96];
        ui_seat_name(app, app->match, 3, name, sizeof name);
        ui_seat_kind(app, app->match, 3, kind, sizeof kind);
        snprintf(want, sizeof want, "%s, %s", ui_tr(&app->i18n, "seat.computer"), ui_tr(&app->i18n, "level.hard"));
        CHECK(!strcmp(name, cpu) && !strcmp(kind, want), "seat 4 at the LAN table is '%s' (%s), not '%s' (%s)", name, kind,
              cpu, want);
        ui_seat_name(app, app->match, 1, name, sizeof name);
        ui_seat_kind(app, app->match, 1, kind, sizeof kind);
        CHECK(!strcmp(name, "Bea") && !strcmp(kind, ui_tr(&app->i18n, "seat.lan")), "the guest's plate says '%s' (%s)", name,
              kind);
        app->record = true;
        ui_draw(app);
        app->record = false;
        CHECK(strstr(app->text_rec, cpu) && strstr(app->text_rec, want), "the table does not show '%s' (%s)", cpu, want);
        check_sizes(app, &g, "LAN table");
        /* chat and emotes at the table: typed lines go out, the guest's emote shows by its seat */
        g.heard[0] = 0;
        press(app, LAN_TABLE_CHAT);
        type("at the table");
        key(SDLK_RETURN);
        RUN_UNTIL(app, &g, g.heard[0], 2000);
        CHECK(!strcmp(g.heard, "at the table"), "the guest heard '%s' from the table", g.heard);
        CHECK(l->focus == UI_LAN_FIELD_CHAT, "Enter left the chat field");
        key(SDLK_ESCAPE); /* leaves the field, not the table */
        frame(app);
        CHECK(l->focus == UI_LAN_FIELD_NONE && !app->pause_open, "Escape in the chat field opened the pause menu");
        /* Enter in the empty field goes back to the table (the next Enter discards), no empty line */
        int lines_before = l->nlines;
        press(app, LAN_TABLE_CHAT);
        key(SDLK_RETURN);
        frame(app);
        CHECK(l->focus == UI_LAN_FIELD_NONE && l->nlines == lines_before, "Enter in the empty chat field kept it (%d lines more)",
              l->nlines - lines_before);
        sp_net_client_emote(g.c, "wow");
        RUN_UNTIL(app, &g, l->nlines && l->lines[l->nlines - 1].emote, 2000);
        app->record = true;
        ui_draw(app);
        app->record = false;
        CHECK(l->nlines && l->lines[l->nlines - 1].emote && l->lines[l->nlines - 1].seat == 1 &&
                  strstr(app->text_rec, ui_tr(&app->i18n, "emote.wow")),
              "the guest's emote is not shown at the table");
        /* a focus given with Tab belongs to its moment: when the host's next view comes in (with
         * the client's poll, outside the table's own update), Enter must not press whatever is
         * drawn in that place now (a vanished call prompt once left Enter on the chat field) */
        sp_action_list lg;
        RUN_UNTIL(app, &g, (ui_match_legal(app->match, &lg), sp_action_list_has(&lg, SP_ACT_DISCARD)), 20000);
        CHECK(sp_action_list_has(&lg, SP_ACT_DISCARD), "the window was never asked for a discard");
        key(SDLK_TAB);
        frame(app);
        CHECK(app->focus >= 0, "Tab gave nothing the focus");
        uint32_t asked_at = ui_match_stamp(app->match);
        for (int i = 0; i < lg.n; i++)
            if (lg.a[i].type == SP_ACT_DISCARD) {
                ui_match_choose(app->match, &lg.a[i]);
                break;
            }
        RUN_UNTIL(app, &g, ui_match_stamp(app->match) != asked_at, 5000);
        frame(app);
        CHECK(ui_match_stamp(app->match) != asked_at && app->focus == -1,
              "the focus of an earlier moment stayed (zone %d) after the host's view came", app->focus);
        /* hands until one ends in a win (at most 8: in hk-classic, with its 3-fan minimum, about
         * 4 hands in 10 end drawn, so 4 draws running came up in about 1 run of 40): its result
         * screen shows the host's sheet */
        bool sheet_seen = false;
        int hands_played = 0;
        for (int hand = 0; hand < 8 && !sheet_seen && (ui_on(app, &ui_screen_table) || ui_on(app, &ui_screen_result)); hand++) {
            /* the first hand may have ended on the window's discard above (a win on it): its
             * result is up already, and the window's seat has played it */
            int decisions = ui_on(app, &ui_screen_result) ? 1 : play_hand(app, &g, 1 << 30, "lan-table");
            hands_played++;
            CHECK(decisions > 0, "the window's player was never asked");
            RUN_UNTIL(app, &g, ui_on(app, &ui_screen_result), 3000);
            CHECK(ui_on(app, &ui_screen_result), "the hand did not reach the result screen (screen %s)",
                  ui_screen_top(app)->name);
            sp_view v;
            if (!app->match) break;
            ui_match_view(app->match, &v);
            CHECK(v.phase == SP_PHASE_HAND_OVER || v.phase == SP_PHASE_MATCH_OVER, "the view's hand is not over");
            CHECK(v.seats[0].nriver > 0 || v.outcome.kind == SP_END_WIN, "the window's player never discarded");
            sp_session *hs = l->host ? sp_net_host_session(l->host) : NULL;
            sp_score_result want;
            if (v.outcome.kind == SP_END_WIN && hs && sp_game_win_result(&hs->game, 0, &want, err, sizeof err) == 0) {
                RUN_UNTIL(app, &g, !ui_on(app, &ui_screen_result) || app->stat_rows == want.npatterns, 600);
                CHECK(app->match->nres == v.outcome.nwins, "the LAN result screen holds %d sheets for %d wins",
                      app->match->nres, v.outcome.nwins);
                CHECK(want.npatterns > 0 && app->stat_rows == want.npatterns,
                      "the LAN result screen shows %d pattern rows, the host's sheet has %d", app->stat_rows,
                      want.npatterns);
                printf("ui_lan: hand %d's result shows the host's sheet, %d pattern rows\n", hand + 1, app->stat_rows);
                sheet_seen = true;
            }
            for (int i = 0; i < 100; i++) frame(app);
            shot(app, sheet_seen ? "lan-result" : "lan-result-draw");
            /* the host deals the next hand after its pause: the window follows to the table */
            RUN_UNTIL(app, &g, ui_on(app, &ui_screen_table) || (app->match && ui_match_over(app->match)), 3000);
            CHECK(ui_on(app, &ui_screen_table) || (app->match && ui_match_over(app->match)),
                  "the next hand did not bring the table back (screen %s)", ui_screen_top(app)->name);
        }
        /* each hand the window's seat played is in the player's history once, as a LAN hand */
        CHECK(lan_hands_in_history(app) == hands_played, "the history holds %d LAN hands, %d were played",
              lan_hands_in_history(app), hands_played);
        CHECK(sheet_seen || (app->match && ui_match_over(app->match)), "no hand of eight ended in a win");
        /* the guest's window crashes: its plate says so for as long as it is gone (the host's
         * computer player plays it), and its return with the welcome's token clears it */
        if (ui_on(app, &ui_screen_table)) {
            char token[128], kind[96];
            snprintf(token, sizeof token, "%s", sp_net_client_token(g.c));
            sp_net_client_close(g.c);
            g.c = NULL;
            RUN_UNTIL(app, &g, (sp_net_client_lobby(l->client, seats), !seats[1].connected), 4000);
            ui_seat_kind(app, app->match, 1, kind, sizeof kind);
            CHECK(!strcmp(kind, ui_tr(&app->i18n, "seat.lan_away")), "the plate of a guest gone says '%s'", kind);
            app->record = true;
            ui_draw(app);
            app->record = false;
            CHECK(strstr(app->text_rec, ui_tr(&app->i18n, "seat.lan_away")) != NULL, "the table does not show the guest away");
            sp_net_client_config back = gc;
            back.token = token;
            g.c = sp_net_client_connect(&back, err, sizeof err);
            CHECK(g.c != NULL, "guest coming back: %s", err);
            RUN_UNTIL(app, &g, (sp_net_client_lobby(l->client, seats), seats[1].connected), 4000);
            ui_seat_kind(app, app->match, 1, kind, sizeof kind);
            CHECK(!strcmp(kind, ui_tr(&app->i18n, "seat.lan")), "the plate of a guest back says '%s'", kind);
            printf("ui_lan: a guest gone and back shown on its plate\n");
        }
        /* the host leaves (pause menu, quit to title): the guest is told, files are saved */
        if (ui_on(app, &ui_screen_table)) {
            key(SDLK_ESCAPE);
            frame(app);
            CHECK(app->pause_open, "Escape did not open the pause menu");
            press(app, UI_ZONE_PAUSE + 2);
            CHECK(ui_on(app, &ui_screen_title) && !app->match && !l->host, "quitting did not leave the LAN match");
            for (int i = 0; i < 400 && !g.ends; i++) {
                guest_pump(&g);
                SDL_Delay(2);
            }
            CHECK(g.ends == 1 && strstr(g.end_reason, "host"), "the guest was told '%s' (%d ends)", g.end_reason, g.ends);
            CHECK(count_files(app->pref_dir, "host-replay") == 1, "no host replay in %s", app->pref_dir);
            CHECK(count_files(app->pref_dir, "seat1") == 1, "no seat log in %s", app->pref_dir);
        }
    }
    sp_net_client_close(g.c);
    ui_lan_leave(app);
    free(rs);
}

/* The window joins a headless host that plays house rules: discovery lists it, the first join
 * is refused with the offer to take the host's ruleset, the second takes it; the match starts
 * when the window's player is ready; a drop in the middle of the hand is followed by coming back
 * with the same name and token (the table rebuilt from the host's view, play goes on); the host
 * leaving ends the match with its message and the seat's log saved. */
static void join_house_rules(ui_app *app, const char *rules_id, uint16_t port, uint16_t disc_port)
{
    char err[400];
    ui_lan *l = ui_lan_get(app);
    sp_ruleset *house = malloc(sizeof *house);
    char *text = house ? sp_ruleset_load_text(rules_id, house, err, sizeof err) : NULL;
    CHECK(text != NULL, "%s", err);
    if (!text) {
        free(house);
        return;
    }
    /* our house: one number changed (a comment alone keeps the rules' hash) */
    size_t len = strlen(text);
    char *changed = malloc(len + 40);
    const char *v = strstr(text, "value = ");
    CHECK(v != NULL, "no value in %s", rules_id);
    if (!v) {
        free(changed);
        free(text);
        free(house);
        return;
    }
    long n = strtol(v + 8, NULL, 10);
    sprintf(changed, "%.*svalue = %ld%s", (int)(v - text), text, n + 1, v + 8 + strspn(v + 8, "-0123456789"));
    char origin[] = "house";
    CHECK(sp_ruleset_parse(changed, origin, house, err, sizeof err) == 0, "%s", err);
    sp_net_host_config c;
    sp_net_host_config_defaults(&c);
    c.rules = house;
    c.rules_text = changed;
    c.players = 4;
    c.seed = 77;
    c.port = port;
    c.bots[0] = -1;
    c.bots[1] = c.bots[2] = c.bots[3] = SP_BOT_NORMAL;
    c.announce_to = "127.0.0.1";
    c.discovery_port = disc_port;
    c.table_name = "Cai's flat";
    c.grace_ms = 60000; /* the seat waits for its player (no computer stands in while he is away) */
    guest w = {.app = app};
    w.host = sp_net_host_create(&c, err, sizeof err);
    CHECK(w.host != NULL, "host: %s", err);
    if (!w.host) return;

    ui_show(app, &ui_screen_lan);
    l->page = UI_LAN_JOIN_PAGE;
    l->discovery_port = disc_port;
    l->timeout_ms = 2000;
    RUN_UNTIL(app, &w, l->ngames == 1, 3000);
    CHECK(l->ngames == 1 && l->games[0].port == port, "the join page lists %d games", l->ngames);
    app->record = true; /* the game heard is listed under its ruleset's name in the window's language */
    ui_draw(app);
    app->record = false;
    const char *rules_name = house->names[app->i18n.lang][0] ? house->names[app->i18n.lang] : house->id;
    CHECK(strstr(app->text_rec, rules_name) != NULL, "the join page does not name the ruleset '%s'", rules_name);
    shot(app, "lan-join-found");
    if (l->ngames == 1) press(app, LAN_GAME + 0);
    RUN_UNTIL(app, &w, l->page == UI_LAN_JOIN_PAGE, 3000);
    CHECK(l->page == UI_LAN_JOIN_PAGE && l->offer_download && l->headline && !strcmp(l->headline, "lan.house_rules"),
          "house rules: page %d, offer %d, '%s' (%s)", (int)l->page, l->offer_download, l->headline ? l->headline : "",
          l->status);
    shot(app, "lan-house-rules");
    if (l->offer_download) press(app, LAN_DOWNLOAD);
    RUN_UNTIL(app, &w, l->client && sp_net_client_state(l->client) == SP_CLIENT_LOBBY, 3000);
    CHECK(l->client && sp_net_client_state(l->client) == SP_CLIENT_LOBBY &&
              sp_net_client_rules(l->client)->content_hash == house->content_hash,
          "the download join did not seat the window with the host's ruleset");
    shot(app, "lan-lobby-guest");
    if (l->client) press(app, LAN_READY); /* the host starts by itself once everyone is ready */
    RUN_UNTIL(app, &w, ui_on(app, &ui_screen_table), 3000);
    CHECK(ui_on(app, &ui_screen_table) && app->match && app->match->net, "the joined match did not start");
    if (!ui_on(app, &ui_screen_table)) goto done;
    CHECK(play_hand(app, &w, 3, "lan-table-joined") == 3, "the window's player was not asked three times");

    /* a drop: the window's client is swapped for one that cannot reach anyone (the match keeps
     * showing the old client's view), so the window must come back to the host */
    sp_net_client *real = l->client;
    sp_net_client_config dead = {"127.0.0.1", 9, "Ann", NULL, NULL, true, 200, NULL, false};
    l->client = sp_net_client_connect(&dead, err, sizeof err);
    CHECK(l->client != NULL, "%s", err);
    for (int i = 0; i < 3000 && !(l->client != NULL && l->client != real && !l->old_client && app->match &&
                                  app->match->net == l->client);
         i++) {
        frame(app);
        guest_pump(&w);
        SDL_Delay(1);
    }
    CHECK(!l->old_client && app->match && app->match->net == l->client && l->client != real,
          "the window did not come back after the drop");
    sp_net_client_close(real);
    sp_net_host_stats hs = sp_net_host_get_stats(w.host);
    CHECK(hs.reconnects == 1, "the host saw %u reconnects", hs.reconnects);
    if (app->match && ui_on(app, &ui_screen_table)) {
        sp_view v;
        ui_match_view(app->match, &v);
        CHECK(v.seat == 0 && v.seats[0].nconcealed > 0, "the rebuilt view is empty");
        CHECK(play_hand(app, &w, 2, "lan-table-back") >= 1, "no decision after coming back");
    }
    printf("ui_lan: came back after a drop (%u reconnect)\n", hs.reconnects);

    /* the host leaves */
    sp_net_host_close(w.host, "the host left the game");
    w.host = NULL;
    RUN_UNTIL(app, &w, ui_on(app, &ui_screen_lan) && l->page == UI_LAN_JOIN_PAGE, 3000);
    CHECK(ui_on(app, &ui_screen_lan) && l->headline && !strcmp(l->headline, "lan.host_left") && !app->match,
          "the host's leaving shows '%s' on screen %s", l->headline ? l->headline : "", ui_screen_top(app)->name);
    CHECK(l->log_path[0] && access(l->log_path, R_OK) == 0, "the seat's log was not saved ('%s')", l->log_path);
    shot(app, "lan-host-left");
done:
    if (w.host) sp_net_host_close(w.host, "test over");
    ui_lan_leave(app);
    l->status[0] = 0;
    l->headline = NULL;
    free(changed);
    free(text);
    free(house);
}

/* Joins that cannot work: a malformed address at once, an address nobody serves after the
 * connection's time-out; both leave a clear reason on the join page. */
static void check_bad_joins(ui_app *app)
{
    ui_lan *l = ui_lan_get(app);
    ui_show(app, &ui_screen_lan);
    l->page = UI_LAN_JOIN_PAGE;
    press(app, LAN_FIELD_ADDR);
    type("nowhere:99999");
    frame(app);
    press(app, LAN_JOIN);
    CHECK(strstr(l->status, "not an address") && l->headline && !strcmp(l->headline, "lan.bad_address"),
          "a malformed address says '%s'", l->status);
    press(app, LAN_FIELD_ADDR);
    for (int i = 0; i < 64; i++) key(SDLK_BACKSPACE);
    type("127.0.0.1:9");
    key(SDLK_RETURN); /* Enter in the address field joins */
    frame(app);
    CHECK(l->page == UI_LAN_LOBBY_PAGE && l->client, "the join did not start");
    /* the connection's time-out is in real time (8 s): frames with a pause, for up to 20 s */
    for (int i = 0; i < 4000 && l->page != UI_LAN_JOIN_PAGE; i++) {
        frame(app);
        SDL_Delay(5);
    }
    CHECK(l->page == UI_LAN_JOIN_PAGE && strstr(l->status, "127.0.0.1:9") && l->headline &&
              !strcmp(l->headline, "lan.unreachable"),
          "a join to nobody says '%s'", l->status);
    app->record = true; /* the page says so in the window's language */
    ui_draw(app);
    app->record = false;
    char start[16]; /* (the headline may be wrapped over two lines) */
    snprintf(start, sizeof start, "%s", ui_tr(&app->i18n, "lan.unreachable"));
    CHECK(strstr(app->text_rec, start) != NULL, "the join page does not show the error");
    shot(app, "lan-join-error");
    printf("ui_lan: bad joins: '%s'\n", l->status);
}

/* The name played under is saved in the settings file, and the join page offers it again
 * (not $USER) the next time the LAN screens are opened. */
static void remembers_name(ui_app *app)
{
    CHECK(!strcmp(app->settings.player_name, "Ann"), "the settings hold the name '%s'", app->settings.player_name);
    char path[1200];
    snprintf(path, sizeof path, "%ssettings.txt", app->pref_dir);
    FILE *f = fopen(path, "r");
    char text[2048] = "";
    if (f) {
        size_t n = fread(text, 1, sizeof text - 1, f);
        text[n] = 0;
        fclose(f);
    }
    CHECK(strstr(text, "player_name = Ann\n") != NULL, "%s does not keep the name:\n%s", path, text);
    ui_lan_free(app);
    setenv("USER", "Someone", 1);
    ui_lan *l = ui_lan_get(app);
    CHECK(l && !strcmp(l->name.text, "Ann"), "the join page offers '%s', not the saved name", l ? l->name.text : "?");
    setenv("USER", "Ann", 1);
}

int main(int argc, char **argv)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    char tmpl[] = "/tmp/sparrow-ui-lan-XXXXXX";
    char *dir = mkdtemp(tmpl);
    if (dir) setenv("XDG_DATA_HOME", dir, 1);
    setenv("USER", "Ann", 1);
    shots = getenv("UI_LAN_SHOTS");
    const char *rules = argc > 1 ? argv[1] : "hk-classic";
    const char *lang = getenv("UI_LAN_LANG") ? getenv("UI_LAN_LANG") : "en"; /* the screenshots' language */
    static ui_app app;
    if (open_test_app(&app, "1280x720", lang)) return 1;
    app.settings.speed = 2;
    app.settings.auto_pass = false;
    app.save_path[0] = 0;
    /* ports from the process id, so that parallel test runs do not meet */
    uint16_t port = (uint16_t)(30000 + getpid() % 15000), disc = (uint16_t)(port + 15000);
    host_and_play(&app, rules, port, disc);
    remembers_name(&app);
    join_house_rules(&app, rules, (uint16_t)(port + 1), (uint16_t)(disc + 1));
    check_bad_joins(&app);
    app_close(&app);
    if (failures) fprintf(stderr, "ui_lan: %d checks failed\n", failures);
    else printf("ui_lan: ok\n");
    return failures ? 1 : 0;
}
