/* screen_lan.c: the LAN screens - the join page (name, address, the games heard on this
 * network, hosting), the lobby (seats, ready flags, the host's controls, chat) - and the chat
 * and emotes at a LAN table. The state and the network are in lan.c. */
#include <stdio.h>
#include <string.h>

#include "ui/countdown.h"
#include "ui/draw.h"
#include "ui/lan.h"
#include "ui/match.h"
#include "ui/screens.h"


/* An emote's words ("emote.ID"). */
static const char *emote_label(const ui_app *app, const char *id)
{
    char key[48];
    snprintf(key, sizeof key, "emote.%.30s", id);
    return ui_tr(&app->i18n, key);
}

/* A seat's player as the lobby or the table calls him. */
static void seat_name(ui_app *app, const ui_lan *l, int seat, char *out, size_t len)
{
    const ui_i18n *t = &app->i18n;
    if (seat < 0) {
        snprintf(out, len, "%s", ui_tr(t, "lan.host_says"));
        return;
    }
    const char *name = NULL;
    sp_lobby_seat seats[SP_SEATS];
    if (l->client && sp_net_client_state(l->client) == SP_CLIENT_PLAYING) name = sp_net_client_name(l->client, seat);
    else if (l->client && seat < sp_net_client_lobby(l->client, seats) && seats[seat].kind == SP_SEAT_HUMAN)
        name = seats[seat].name;
    if (name && name[0]) snprintf(out, len, "%s", name);
    else snprintf(out, len, "%s %d", ui_tr(t, "lan.seat"), seat + 1);
}

static void line_text(ui_app *app, const ui_lan *l, const ui_lan_line *x, char *out, size_t len)
{
    char who[64];
    seat_name(app, l, x->seat, who, sizeof who);
    snprintf(out, len, "%s: %s", who, x->emote ? emote_label(app, x->text) : x->text);
}

void ui_lan_focus(ui_lan *l, int field)
{
    l->focus = field;
    if (field != UI_LAN_FIELD_NONE) SDL_StartTextInput();
    else SDL_StopTextInput();
}

/* The chat log's last lines that fit, and the field, the send button and the emotes. */
static void draw_chat(ui_app *app, ui_lan *l, ui_rect r, int field_id)
{
    const ui_i18n *t = &app->i18n;
    ui_panel(app, r);
    ui_text(app, r.x + 12, r.y + 8, 17, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "lan.chat"));
    float bottom = r.y + r.h - 100;
    int rows = (int)((bottom - (r.y + 36)) / 24);
    int first = l->nlines - rows < 0 ? 0 : l->nlines - rows;
    for (int i = first; i < l->nlines; i++) {
        char buf[400];
        line_text(app, l, &l->lines[i], buf, sizeof buf);
        ui_text_fit(app, r.x + 12, r.y + 36 + (float)(i - first) * 24, 15, r.w - 24,
                    l->lines[i].seat < 0 ? UI_DIM : UI_WHITE, UI_ALIGN_LEFT, false, buf);
    }
    ui_field_draw(app, (ui_rect){r.x + 10, bottom + 8, r.w - 110, 38}, &l->chat, l->focus == UI_LAN_FIELD_CHAT,
                  ui_tr(t, "lan.chat_hint"), field_id);
    ui_button(app, (ui_rect){r.x + r.w - 92, bottom + 8, 82, 38}, ui_tr(t, "lan.send"), LAN_SEND, l->client != NULL);
    int n = ui_lan_emote_count();
    float w = (r.w - 20 - (float)(n - 1) * 6) / (float)n;
    for (int i = 0; i < n; i++) {
        ui_button(app, (ui_rect){r.x + 10 + (float)i * (w + 6), bottom + 54, w, 36}, emote_label(app, ui_lan_emote_id(i)), LAN_EMOTE + i,
                  l->client != NULL);
    }
}

static void draw_join(ui_app *app, ui_lan *l)
{
    const ui_i18n *t = &app->i18n;
    float x = 50, w = app->lw / 2 - 80;
    ui_text(app, x, 60, 18, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "lan.name"));
    ui_field_draw(app, (ui_rect){x, 88, w, 46}, &l->name, l->focus == UI_LAN_FIELD_NAME, "", LAN_FIELD_NAME);
    ui_text(app, x, 150, 18, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "lan.address"));
    ui_field_draw(app, (ui_rect){x, 178, w - 150, 46}, &l->address, l->focus == UI_LAN_FIELD_ADDR,
                  ui_tr(t, "lan.address_hint"), LAN_FIELD_ADDR);
    ui_button(app, (ui_rect){x + w - 136, 178, 136, 46}, ui_tr(t, "lan.join"), LAN_JOIN, l->address.text[0] != 0);
    ui_button(app, (ui_rect){x, 250, w, 52}, ui_tr(t, "lan.host"), LAN_HOST, true);
    if (l->status[0]) { /* why the last try failed, or how the last match ended */
        ui_rect r = {x, 330, w, 200};
        ui_fill(app, r, (SDL_Color){70, 24, 18, 230});
        float y = 340;
        y += ui_text_wrap(app, x + 12, y, 17, w - 24, UI_WHITE, true, ui_tr(t, l->headline ? l->headline : "lan.failed"), 2);
        y += ui_text_wrap(app, x + 12, y + 4, 13, w - 24, UI_DIM, false, l->status, 3);
        if (l->log_path[0]) {
            char buf[1200];
            snprintf(buf, sizeof buf, "%s %s", ui_tr(t, "lan.saved"), l->log_path);
            ui_text_wrap(app, x + 12, y + 8, 13, w - 24, UI_DIM, false, buf, 3);
        }
        if (l->offer_download)
            ui_button(app, (ui_rect){x + 12, 476, w - 24, 44}, ui_tr(t, "lan.download"), LAN_DOWNLOAD, true);
    }
    /* the games heard on this network */
    float gx = app->lw / 2 + 20, gw = app->lw / 2 - 70;
    ui_text(app, gx, 60, 18, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "lan.found"));
    if (!l->ngames)
        ui_text_fit(app, gx, 96, 15, gw, UI_DIM, UI_ALIGN_LEFT, false,
                    ui_tr(t, l->listen_failed ? "lan.no_discovery" : "lan.none"));
    for (int i = 0; i < l->ngames && 88 + i * 58 < app->lh - 150; i++) {
        const sp_lan_game *g = &l->games[i];
        char buf[200];
        snprintf(buf, sizeof buf, "%s  ·  %s  ·  %d/%d %s  ·  %s:%u", g->name, ui_newgame_rules_name(app, g->ruleset), g->open, g->seats,
                 ui_tr(t, "lan.open"), g->address, (unsigned)g->port);
        ui_button(app, (ui_rect){gx, 88 + (float)i * 58, gw, 48}, buf, LAN_GAME + i, g->open > 0);
    }
    ui_button(app, (ui_rect){app->lw / 2 - 120, app->lh - 80, 240, 52}, ui_tr(t, "back"), LAN_BACK, true);
}

static const char *level_key(int level)
{
    static const char *levels[SP_BOT_LEVELS] = {"level.easy", "level.normal", "level.hard", "level.expert"};
    return levels[level >= 0 && level < SP_BOT_LEVELS ? level : SP_BOT_NORMAL];
}

static void seat_state(ui_app *app, const sp_lobby_seat *s, char *out, size_t len)
{
    const ui_i18n *t = &app->i18n;
    if (s->kind == SP_SEAT_OPEN) snprintf(out, len, "%s", ui_tr(t, "lan.waiting"));
    else if (s->kind == SP_SEAT_BOT) snprintf(out, len, "%s (%s)", ui_tr(t, "lan.bot"), ui_tr(t, level_key(s->level)));
    else snprintf(out, len, "%s%s", ui_tr(t, s->ready ? "lan.ready" : "lan.not_ready"), s->connected ? "" : ui_tr(t, "lan.offline"));
}

static void draw_lobby(ui_app *app, ui_lan *l)
{
    const ui_i18n *t = &app->i18n;
    float x = 40, w = app->lw - 560 - 60;
    char buf[300];
    const sp_ruleset *rs = l->client ? sp_net_client_rules(l->client) : NULL;
    int state = l->client ? sp_net_client_state(l->client) : SP_CLIENT_FAILED;
    if (state == SP_CLIENT_CONNECTING) {
        snprintf(buf, sizeof buf, "%s %s:%u ...", ui_tr(t, "lan.connecting"), l->join_host, (unsigned)l->join_port);
        ui_text_fit(app, x, 70, 20, w, UI_WHITE, UI_ALIGN_LEFT, false, buf);
    }
    if (rs) ui_text_fit(app, x, 64, 22, w, UI_WHITE, UI_ALIGN_LEFT, true, rs->names[t->lang][0] ? rs->names[t->lang] : rs->id);
    float y = 100;
    if (l->host) { /* where the others find this table */
        char addrs[200] = "";
        for (int i = 0; i < l->naddrs; i++) {
            size_t n = strlen(addrs);
            snprintf(addrs + n, sizeof addrs - n, "%s%s:%u", i ? "   " : "", l->addrs[i], (unsigned)l->join_port);
        }
        snprintf(buf, sizeof buf, "%s:  %s", ui_tr(t, "lan.join_with"), addrs);
        ui_text_fit(app, x, y, 16, w, UI_GOLD, UI_ALIGN_LEFT, false, buf);
        y += 30;
    } else if (state != SP_CLIENT_CONNECTING) { /* a guest: whose table, and whose rules */
        snprintf(buf, sizeof buf, "%s %s:%u%s%s", ui_tr(t, "lan.at_host"), l->join_host, (unsigned)l->join_port,
                 l->accept_download ? "   ·   " : "", l->accept_download ? ui_tr(t, "lan.house_note") : "");
        ui_text_fit(app, x, y, 16, w, UI_GOLD, UI_ALIGN_LEFT, false, buf);
        y += 30;
    }
    sp_lobby_seat seats[SP_SEATS];
    int n = l->client ? sp_net_client_lobby(l->client, seats) : 0;
    int you = l->client ? sp_net_client_seat(l->client) : -1;
    for (int s = 0; s < n; s++) {
        ui_rect r = {x, y + 8, w, 54};
        ui_panel(app, r);
        if (s == l->move_from) ui_outline(app, r, UI_GOLD, 3);
        char name[64];
        seat_name(app, l, s, name, sizeof name);
        /* a computer player as the table will call it ("CPU 3"), an open seat by its number */
        if (seats[s].kind == SP_SEAT_BOT) snprintf(name, sizeof name, "%s %d", ui_tr(t, "bot"), s + 1);
        else if (seats[s].kind != SP_SEAT_HUMAN) snprintf(name, sizeof name, "%s %d", ui_tr(t, "lan.seat"), s + 1);
        if (s == you) snprintf(buf, sizeof buf, "%s (%s)", name, ui_tr(t, "lan.you"));
        else snprintf(buf, sizeof buf, "%s", name);
        /* the name, and under it the seat's state; the host's buttons at the right */
        float textw = w - (l->host ? 390 : 30);
        ui_text_fit(app, x + 14, y + 12, 18, textw, s == you ? UI_GOLD : UI_WHITE, UI_ALIGN_LEFT, true, buf);
        seat_state(app, &seats[s], buf, sizeof buf);
        ui_text_fit(app, x + 14, y + 38, 14, textw, seats[s].kind == SP_SEAT_HUMAN && seats[s].ready ? UI_GREEN_TEXT : UI_DIM,
                    UI_ALIGN_LEFT, false, buf);
        if (l->host) {
            float bx = x + w - 370;
            const char *mv = l->move_from < 0 ? "lan.move" : l->move_from == s ? "lan.cancel" : "lan.move_here";
            ui_button(app, (ui_rect){bx, y + 14, 110, 42}, ui_tr(t, mv), LAN_SEAT + s, true);
            if (seats[s].kind == SP_SEAT_OPEN)
                ui_button(app, (ui_rect){bx + 120, y + 14, 240, 42}, ui_tr(t, "lan.add_bot"), LAN_BOT + s, true);
            if (seats[s].kind == SP_SEAT_HUMAN && s != you) { /* give the seat to a computer player, or free it */
                ui_button(app, (ui_rect){bx + 120, y + 14, 120, 42}, ui_tr(t, "lan.to_bot"), LAN_BOT + s, true);
                ui_button(app, (ui_rect){bx + 250, y + 14, 110, 42}, ui_tr(t, "lan.remove"), LAN_REMOVE + s, true);
            }
            if (seats[s].kind == SP_SEAT_BOT) {
                ui_button(app, (ui_rect){bx + 120, y + 14, 120, 42}, ui_tr(t, level_key(seats[s].level)), LAN_BOT + s, true);
                ui_button(app, (ui_rect){bx + 250, y + 14, 110, 42}, ui_tr(t, "lan.remove"), LAN_REMOVE + s, true);
            }
        }
        y += 64;
    }
    float by = app->lh - 80;
    ui_button(app, (ui_rect){x, by, 180, 52}, ui_tr(t, "lan.leave"), LAN_LEAVE, true);
    if (state == SP_CLIENT_LOBBY)
        ui_button(app, (ui_rect){x + 200, by, 200, 52}, ui_tr(t, l->ready ? "lan.unready" : "lan.ready_button"), LAN_READY, true);
    if (l->host && state == SP_CLIENT_LOBBY)
        ui_button(app, (ui_rect){x + 420, by, w - 420 > 180 ? w - 420 : 180, 52}, ui_tr(t, "lan.start"), LAN_START, true);
    draw_chat(app, l, (ui_rect){app->lw - 560, 56, 520, app->lh - 150}, LAN_FIELD_CHAT);
}

static void lan_draw(ui_app *app)
{
    ui_felt(app);
    ui_lan *l = ui_lan_get(app);
    if (!l) return;
    const ui_i18n *t = &app->i18n;
    ui_text(app, app->lw / 2, 12, 32, UI_WHITE, UI_ALIGN_CENTER, true,
            ui_tr(t, l->page == UI_LAN_LOBBY_PAGE ? "lan.lobby" : "lan.title"));
    if (l->page == UI_LAN_LOBBY_PAGE) draw_lobby(app, l);
    else draw_join(app, l);
}

static void join(ui_app *app, const char *address, const char *ruleset, bool hosts_rules)
{
    char err[300];
    ui_lan *l = app->lan;
    ui_lan_focus(l, UI_LAN_FIELD_NONE);
    if (ui_lan_join(app, address, ruleset, hosts_rules, err, sizeof err)) {
        snprintf(l->status, sizeof l->status, "%s", err);
        l->headline = ui_lan_headline(err);
        l->log_path[0] = 0;
    }
}

static void send_chat(ui_app *app)
{
    ui_lan *l = app->lan;
    ui_lan_send_chat(app, l->chat.text);
    l->chat.text[0] = 0;
}

void ui_lan_activate(ui_app *app, int id, bool back)
{
    ui_lan *l = ui_lan_get(app);
    if (!l) return;
    (void)back;
    if (id != LAN_FIELD_NAME && id != LAN_FIELD_ADDR && id != LAN_FIELD_CHAT && id != LAN_SEND) ui_lan_focus(l, UI_LAN_FIELD_NONE);
    if (id >= LAN_GAME && id < LAN_GAME + l->ngames) {
        char addr[80];
        snprintf(addr, sizeof addr, "%s:%u", l->games[id - LAN_GAME].address, (unsigned)l->games[id - LAN_GAME].port);
        ui_field_set(&l->address, addr, 63);
        join(app, addr, l->games[id - LAN_GAME].ruleset, false);
        return;
    }
    if (id >= LAN_SEAT && id < LAN_SEAT + SP_SEATS) ui_lan_seat_clicked(app, id - LAN_SEAT);
    else if (id >= LAN_BOT && id < LAN_BOT + SP_SEATS) ui_lan_cycle_bot(app, id - LAN_BOT);
    else if (id >= LAN_REMOVE && id < LAN_REMOVE + SP_SEATS) ui_lan_remove_bot(app, id - LAN_REMOVE);
    else if (id >= LAN_EMOTE && id < LAN_EMOTE + ui_lan_emote_count()) ui_lan_send_emote(app, ui_lan_emote_id(id - LAN_EMOTE));
    switch (id) {
    case LAN_BACK:
        ui_lan_leave(app);
        ui_show(app, &ui_screen_title);
        break;
    case LAN_HOST: ui_newgame_open(app, true); break;
    case LAN_FIELD_NAME: ui_lan_focus(l, UI_LAN_FIELD_NAME); break;
    case LAN_FIELD_ADDR: ui_lan_focus(l, UI_LAN_FIELD_ADDR); break;
    case LAN_FIELD_CHAT:
    case LAN_TABLE_CHAT: ui_lan_focus(l, UI_LAN_FIELD_CHAT); break;
    case LAN_JOIN: join(app, l->address.text, NULL, false); break;
    case LAN_DOWNLOAD: { /* the same host again, its house rules agreed to */
        char addr[80];
        snprintf(addr, sizeof addr, "%s:%u", l->join_host, (unsigned)l->join_port);
        join(app, addr, NULL, true);
        break;
    }
    case LAN_READY: ui_lan_toggle_ready(app); break;
    case LAN_START: ui_lan_start(app); break;
    case LAN_LEAVE: ui_lan_leave(app); break;
    case LAN_SEND: send_chat(app); break;
    default: break;
    }
}

bool ui_lan_event(ui_app *app, const SDL_Event *e)
{
    ui_lan *l = app->lan;
    if (!l || l->focus == UI_LAN_FIELD_NONE) return false;
    /* a field of another screen (the lobby's chat when the match began, ...) has no keyboard */
    bool here = ui_on(app, &ui_screen_lan)     ? l->focus != UI_LAN_FIELD_PORT
                : ui_on(app, &ui_screen_table) ? l->focus == UI_LAN_FIELD_CHAT && app->match && app->match->net
                                                 : l->focus == UI_LAN_FIELD_PORT;
    if (!here) {
        ui_lan_focus(l, UI_LAN_FIELD_NONE);
        return false;
    }
    ui_field *f = l->focus == UI_LAN_FIELD_NAME ? &l->name : l->focus == UI_LAN_FIELD_ADDR ? &l->address
                : l->focus == UI_LAN_FIELD_PORT ? &l->port : &l->chat;
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_ESCAPE) {
            ui_lan_focus(l, UI_LAN_FIELD_NONE);
            return true;
        }
        if (k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            if (l->focus == UI_LAN_FIELD_CHAT && !l->chat.text[0]) ui_lan_focus(l, UI_LAN_FIELD_NONE); /* back to the table */
            else if (l->focus == UI_LAN_FIELD_CHAT) send_chat(app);
            else if (l->focus == UI_LAN_FIELD_ADDR && l->address.text[0]) join(app, l->address.text, NULL, false);
            else ui_lan_focus(l, UI_LAN_FIELD_NONE);
            return true;
        }
    }
    if (ui_field_event(f, e)) {
        app->changed = true;
        return true;
    }
    /* other keys do nothing while typing (digits would call, Space would pass at the table) */
    return e->type == SDL_KEYDOWN || e->type == SDL_TEXTINPUT || e->type == SDL_TEXTEDITING;
}

/* ---- at a LAN table ---- */

/* Chat and emotes of the last few seconds by each seat, the chat box at the top left, the
 * emote buttons, and the host's timer of a seat that is thinking. */
void ui_lan_table_draw(ui_app *app, const ui_layout *L)
{
    ui_lan *l = app->lan;
    if (!l || !app->match || app->pause_open) return;
    const ui_i18n *t = &app->i18n;
    char buf[400];
    /* the newest line of each seat, by the seat, for 5 s */
    for (int s = 0; s < L->players; s++) {
        const ui_lan_line *x = NULL;
        for (int i = l->nlines - 1; i >= 0 && !x; i--)
            if (l->lines[i].seat == s && app->now < l->lines[i].at + 5000) x = &l->lines[i];
        if (!x) continue;
        snprintf(buf, sizeof buf, "%.60s", x->emote ? emote_label(app, x->text) : x->text);
        /* above the hand's middle; beside it for the other seats, clear of their timer */
        float sx, sy;
        bool own = L->pos[s] == UI_POS_BOTTOM;
        ui_layout_point(L, s, own ? 0 : 140, L->f[L->pos[s]].hand_y - (own ? 90 : 40), &sx, &sy);
        float w = ui_text_width(app, 16, false, buf) + 24;
        if (w > 360) w = 360;
        if (sx - w / 2 < 8) sx = 8 + w / 2;
        if (sx + w / 2 > app->lw - 8) sx = app->lw - 8 - w / 2;
        if (sy < 40) sy = 40;
        ui_fill(app, (ui_rect){sx - w / 2, sy - 4, w, 30}, (SDL_Color){250, 246, 232, 235});
        ui_text_fit(app, sx, sy, 16, w - 16, UI_INK, UI_ALIGN_CENTER, false, buf);
    }
    /* the last lines, small, under the ruleset's name */
    float y = 32;
    int first = l->nlines > 4 ? l->nlines - 4 : 0;
    for (int i = first; i < l->nlines; i++, y += 18) {
        line_text(app, l, &l->lines[i], buf, sizeof buf);
        ui_text_fit(app, 12, y, 13, 300, l->lines[i].seat < 0 ? UI_DIM : UI_WHITE, UI_ALIGN_LEFT, false, buf);
    }
    ui_field_draw(app, (ui_rect){12, y + 4, 230, 30}, &l->chat, l->focus == UI_LAN_FIELD_CHAT, ui_tr(t, "lan.chat_hint"),
                  LAN_TABLE_CHAT);
    for (int i = 0; i < ui_lan_emote_count(); i++) {
        ui_button(app, (ui_rect){12 + (float)i * 62, y + 40, 58, 28}, emote_label(app, ui_lan_emote_id(i)), LAN_EMOTE + i, true);
    }
    /* another seat's host timer */
    sp_view v;
    ui_match_view(app->match, &v);
    if (l->timer_seat >= 0 && l->timer_seat < L->players && l->timer_seat != L->view_seat && l->timer_ms > 0 &&
        (v.pending >> l->timer_seat & 1)) {
        int64_t left = (int64_t)l->timer_ms - (int64_t)(app->now - l->timer_at);
        if (left > 0) {
            float sx, sy;
            ui_layout_point(L, l->timer_seat, 0, L->f[L->pos[l->timer_seat]].hand_y - 30, &sx, &sy);
            snprintf(buf, sizeof buf, "%d %s", (int)((left + 999) / 1000), ui_tr(t, "seconds"));
            ui_text(app, sx, sy, 16, left < UI_COUNTDOWN_WARN_MS ? UI_RED : UI_GOLD, UI_ALIGN_CENTER, true, buf);
            ui_countdown_bar(app, (ui_rect){sx - 50, sy + 24, 100, 6}, (int)left, l->timer_ms); /* draws again soon */
        }
    }
}

/* The table's LAN zones (chat field, emotes); false for the others. */
bool ui_lan_table_activate(ui_app *app, int id)
{
    if (!app->lan || !(id == LAN_TABLE_CHAT || (id >= LAN_EMOTE && id < LAN_EMOTE + ui_lan_emote_count()))) return false;
    ui_lan_activate(app, id, false);
    return true;
}

/* Typing into a field; Esc leaves, as Back does. */
static bool lan_event(ui_app *app, const SDL_Event *e)
{
    if (ui_lan_event(app, e)) return true;
    if (e->type != SDL_KEYDOWN || e->key.keysym.sym != SDLK_ESCAPE) return false;
    ui_lan_activate(app, 0, false);
    return true;
}

const ui_screen ui_screen_lan = {.name = "lan", .keys = "keys.lan", .event = lan_event, .activate = ui_lan_activate, .draw = lan_draw};
