/* screen_table.c: the table screen - centre panel, the human's controls (discard, call buttons
 * with a countdown, chow choice, waits hint), the pause menu, and the step to the result. */
#include <stdio.h>
#include <string.h>

#include "core/game_explain.h"
#include "ui/countdown.h"
#include "ui/draw.h"
#include "ui/lan.h"
#include "ui/layout.h"
#include "ui/match.h"
#include "ui/sound_ids.h"
#include "ui/screens.h"
#include "ui/sheet_text.h"
#include "ui/table_hint.h"
#include "ui/table_plates.h"
#include "ui/table_seats.h"
#include "ui/table_still.h"
#include "ui/tutorial.h"

static const char *wind_name(const ui_app *app, int w)
{
    static const char *k[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};
    return ui_tr(&app->i18n, k[w & 3]);
}

void ui_table_draw_panel(ui_app *app, const ui_layout *L, const ui_match *m, const sp_view *v, ui_flights *fl)
{
    float h = L->panel, top = L->cy - h / 2, bot = L->cy + h / 2;
    ui_panel(app, (ui_rect){L->cx - h / 2, top, h, h});
    char buf[160], key[16];
    snprintf(key, sizeof key, "round.%d", v->round & 3);
    snprintf(buf, sizeof buf, "%s  %s%u%s", ui_tr(&app->i18n, key), ui_tr(&app->i18n, "hand.pre"),
             (unsigned)v->hand_number, ui_tr(&app->i18n, "hand.post"));
    ui_text(app, L->cx, L->cy - 62, 16, UI_WHITE, UI_ALIGN_CENTER, true, buf);
    if (ui_on(app, &ui_screen_final_table)) /* the hand is over: what this is, not the wall */
        ui_text_fit(app, L->cx, L->cy - 38, 14, h - 16, UI_GOLD, UI_ALIGN_CENTER, true,
                    ui_tr(&app->i18n, "result.final_table"));
    else {
        snprintf(buf, sizeof buf, "%s %u", ui_tr(&app->i18n, "wall"), (unsigned)v->wall_left);
        ui_text(app, L->cx, L->cy - 38, 14, UI_DIM, UI_ALIGN_CENTER, false, buf);
    }
    if (v->indicator >= 0) {
        float th = 28;
        bool two = v->wild_kind >= 0 && v->wild_kind != sp_tile_kind(v->indicator);
        float x = two ? L->cx - ui_face_w(th) - 3 : L->cx - ui_face_w(th) / 2;
        /* the indicator turns up: it drops into place while its tween runs (a flight) */
        const ui_tween *turning = NULL;
        for (int i = 0; i < m->ntw; i++)
            if (m->tw[i].kind == UI_TW_INDICATOR && app->now < m->tw[i].start + (uint64_t)m->tw[i].dur) turning = &m->tw[i];
        ui_placed at = {x, L->cy - 14, 0, th}, above = {x, L->cy - 14 - 40, 0, th};
        if (!turning || !ui_flights_add(fl, turning, sp_tile_kind(v->indicator), 0, 2, above, at))
            ui_tile(app, sp_tile_kind(v->indicator), th, 0, x, L->cy - 14, 0);
        if (two) ui_tile(app, v->wild_kind, th, 0, L->cx + 3, L->cy - 14, UI_TILE_LIGHT);
        ui_text(app, L->cx, L->cy + 18, 12, v->wild_kind >= 0 ? UI_GOLD : UI_DIM, UI_ALIGN_CENTER, false,
                ui_tr(&app->i18n, v->wild_kind >= 0 ? "wild" : "indicator"));
    }
    /* each seat's wind and score at its edge of the panel; the dealer's wind on red */
    for (int s = 0; s < v->players; s++) {
        const sp_view_seat *vs = &v->seats[s];
        int wind = (s - v->dealer + v->players) % v->players;
        bool turn = (v->pending >> s & 1) || (v->phase == SP_PHASE_TURN && v->turn == s);
        SDL_Color c = turn ? UI_GOLD : UI_WHITE;
        char score[32], extra[64] = "";
        snprintf(score, sizeof score, "%d", (int)vs->score);
        if (vs->ready_declared) snprintf(extra, sizeof extra, "%s", ui_tr(&app->i18n, "ready"));
        if (vs->missing_suit >= 0 && vs->missing_suit < 3) {
            static const char *suit[3] = {"suit.m", "suit.p", "suit.s"};
            size_t l = strlen(extra);
            snprintf(extra + l, sizeof extra - l, "%s%s%s", l ? " " : "", ui_tr(&app->i18n, "missing"),
                     ui_tr(&app->i18n, suit[vs->missing_suit]));
        }
        float wx, wy, sx, sy;
        int align;
        switch (L->pos[s]) {
        case UI_POS_BOTTOM: wx = L->cx - 6; wy = bot - 30; sx = L->cx + 6; sy = bot - 26; align = UI_ALIGN_RIGHT; break;
        case UI_POS_TOP: wx = L->cx - 6; wy = top + 4; sx = L->cx + 6; sy = top + 8; align = UI_ALIGN_RIGHT; break;
        case UI_POS_RIGHT: wx = L->cx + h / 2 - 8; wy = L->cy - 20; sx = wx; sy = L->cy + 6; align = UI_ALIGN_RIGHT; break;
        default: wx = L->cx - h / 2 + 8; wy = L->cy - 20; sx = wx; sy = L->cy + 6; align = UI_ALIGN_LEFT; break;
        }
        const char *wname = wind_name(app, wind);
        float ww = ui_text_width(app, 18, true, wname);
        float bx = align == UI_ALIGN_RIGHT ? wx - ww : wx;
        if (s == v->dealer) ui_fill(app, (ui_rect){bx - 3, wy + 1, ww + 6, 24}, (SDL_Color){176, 36, 32, 255});
        ui_text(app, wx, wy, 18, c, align, true, wname);
        bool vertical = L->pos[s] == UI_POS_RIGHT || L->pos[s] == UI_POS_LEFT;
        ui_text(app, sx, sy, 14, c, vertical ? align : UI_ALIGN_LEFT, false, score);
        if (extra[0]) ui_text(app, sx, sy + 18, 12, UI_GOLD, vertical ? align : UI_ALIGN_LEFT, false, extra);
    }
}

/* Waits and how many of each are still unseen, when the human's hand is ready. */
static void draw_waits(ui_app *app, const ui_layout *L, const ui_match *m, const sp_view *v)
{
    const sp_view_seat *own = &v->seats[m->view_seat];
    if (own->nconcealed % 3 != 1) return;
    sp_hand h;
    memset(&h, 0, sizeof h);
    for (int k = 0; k < SP_KINDS; k++) {
        if (k == v->wild_kind) h.wildcards = (uint8_t)(h.wildcards + own->counts[k]);
        else h.counts[k] = own->counts[k];
    }
    h.melds = own->nmelds;
    if (!sp_hand_is_valid(&h) || sp_shanten(&h, m->rules->shapes) != 0) return;
    uint64_t waits = sp_waits(&h, m->rules->shapes);
    if (!waits) return;
    int seen[SP_KINDS] = {0};
    for (int k = 0; k < SP_KINDS; k++) seen[k] = own->counts[k];
    for (int s = 0; s < v->players; s++) {
        const sp_view_seat *vs = &v->seats[s];
        for (int i = 0; i < vs->nriver; i++)
            if (!(vs->river_flags[i] & SP_RIVER_CLAIMED)) seen[sp_tile_kind(vs->river[i])]++;
        for (int i = 0; i < vs->nmelds; i++)
            for (int j = 0; j < sp_meld_size(&vs->melds[i].meld); j++) seen[sp_tile_kind(vs->melds[i].tiles[j])]++;
    }
    if (v->indicator >= 0 && sp_tile_kind(v->indicator) < SP_KINDS) seen[sp_tile_kind(v->indicator)]++;
    float x = 16, y = L->cy + L->f[0].hand_y - 70;
    /* under the left seat's tiles; where they reach down that far, right of its plate's column */
    if (L->left_row_bottom > y - 4) {
        ui_rect plate = ui_plate_rect(app, L, UI_POS_LEFT);
        x = plate.x + plate.w + 12;
    }
    x += ui_text(app, x, y + 8, 16, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(&app->i18n, "waits")) + 8;
    for (int k = 0; k < SP_KINDS; k++) {
        if (!(waits >> k & 1)) continue;
        ui_tile(app, k, 30, 0, x, y, UI_TILE_LIGHT);
        char n[16];
        snprintf(n, sizeof n, "×%d", 4 - seen[k] < 0 ? 0 : 4 - seen[k]);
        x += 26;
        x += ui_text(app, x, y + 10, 14, UI_WHITE, UI_ALIGN_LEFT, false, n) + 8;
    }
}

static bool is_button_action(const sp_action *a) { return a->type != SP_ACT_DISCARD; }


/* above the call buttons at the right, clear of the waits hint at the left; where the text
 * holds "{tile}" and tile_kind >= 0, the tile's picture stands there (a player reads a tile's
 * face, not our notation) */
void ui_table_why_line_tile(ui_app *app, const ui_layout *L, float buttons_y, const char *text, int tile_kind)
{
    const char *at = tile_kind >= 0 ? strstr(text, "{tile}") : NULL;
    const char *tail = at ? at + 6 : "";
    char head[160];
    snprintf(head, sizeof head, "%.*s", at ? (int)(at - text) : (int)strlen(text), text);
    float th = 22, tw = at ? ui_face_w(th) + 8 : 0;
    float hw = ui_text_width(app, 15, false, head), w = hw + tw + ui_text_width(app, 15, false, tail) + 24;
    /* above the hand, and above the call buttons (raised over melds and flowers) */
    float y = L->cy + L->f[0].hand_y - 100;
    if (y > buttons_y - 36) y = buttons_y - 36;
    if (w > app->lw - 8) w = app->lw - 8;
    float x = app->lw - 20 - w < 4 ? 4 : app->lw - 20 - w;
    ui_fill(app, (ui_rect){x, y, w, 28}, (SDL_Color){70, 24, 18, 230});
    if (!at) {
        ui_text(app, x + w / 2, y + 4, 15, UI_WHITE, UI_ALIGN_CENTER, false, head);
        return;
    }
    float tx = x + 12 + ui_text(app, x + 12, y + 4, 15, UI_WHITE, UI_ALIGN_LEFT, false, head) + 4;
    int group = app->draw_group;
    app->draw_group = UI_GROUP_WHY_LINE;
    ui_tile(app, tile_kind, th, 0, tx, y + 3, 0);
    app->draw_group = group;
    if (*tail) ui_text(app, tx + tw - 4, y + 4, 15, UI_WHITE, UI_ALIGN_LEFT, false, tail);
}

void ui_table_why_line(ui_app *app, const ui_layout *L, float buttons_y, const char *text)
{
    ui_table_why_line_tile(app, L, buttons_y, text, -1);
}

/* What was done for the human when his time ran out ("Time ran out: [5m] discarded"), with the
 * tile discarded (-1 for a pass); false when that is not recent. */
static bool timeout_text(ui_app *app, const ui_match *m, const char **text, int *tile_kind)
{
    if (app->now >= m->timed_out_until) return false;
    bool discard = m->timed_out.type == SP_ACT_DISCARD;
    *text = ui_tr(&app->i18n, discard ? "why.timeout_discard" : "why.timeout_pass");
    *tile_kind = discard ? m->timed_out.tile : -1;
    return true;
}

static void draw_why(ui_app *app, const ui_layout *L, ui_match *m)
{
    sp_view v;
    ui_match_view(m, &v);
    float by = ui_table_buttons_y(L, &v, m->view_seat);
    const char *timed;
    int timed_tile;
    if (timeout_text(app, m, &timed, &timed_tile)) {
        ui_redraw_in(app, (int)(m->timed_out_until - app->now)); /* it goes by itself */
        ui_table_why_line_tile(app, L, by, timed, timed_tile);
        return;
    }
    if (m->notice_key && app->now < m->notice_until) {
        ui_redraw_in(app, (int)(m->notice_until - app->now));
        ui_table_why_line(app, L, by, ui_tr(&app->i18n, m->notice_key));
        return;
    }
    sp_blocked_list none = {0}, local;
    const sp_blocked_list *l = &none;
    if (m->s) {
        sp_game_explain(&m->s->game, m->view_seat, &local);
        l = &local;
    } else if (m->net && sp_net_client_blocked(m->net)) {
        l = sp_net_client_blocked(m->net); /* a LAN seat: the host's explanation, with its ask */
    }
    int reason = 0, sel = m->sel >= 0 && m->sel < m->nhand_pos && m->hand_tile[m->sel] >= 0 ? sp_tile_kind(m->hand_tile[m->sel]) : -1;
    for (int i = 0; i < l->n && !reason; i++) /* the selected tile first, then a win, then a call */
        if (l->b[i].action.type == SP_ACT_DISCARD && l->b[i].action.tile == sel) reason = l->b[i].reason;
    for (int i = 0; i < l->n && !reason; i++)
        if (l->b[i].action.type == SP_ACT_HU) reason = l->b[i].reason;
    for (int i = 0; i < l->n && !reason; i++)
        if (l->b[i].action.type != SP_ACT_DISCARD) reason = l->b[i].reason;
    if (!reason && m->note_reason && app->now < m->note_until) reason = m->note_reason;
    app->stat_why = reason;
    if (!reason) return;
    char key[40];
    snprintf(key, sizeof key, "why.%s", sp_block_reason_id(reason));
    ui_table_why_line(app, L, by, ui_tr(&app->i18n, key));
}


/* What the human's offered win is worth ("3 fan"; a chicken hand, 0, says so): false when it
 * cannot be told (a flower win decided at the deal). A LAN seat has it from the host's ask. */
static bool win_value(ui_app *app, const ui_match *m, char *out, size_t len)
{
    int32_t fan;
    bool limit;
    if (m->s) {
        sp_score_result r;
        if (!sp_game_offered_win(&m->s->game, m->view_seat, &r)) return false;
        fan = r.fan;
        limit = r.limit;
    } else if (!m->net || !sp_net_client_offered_win(m->net, &fan, &limit)) {
        return false;
    }
    if (fan == 0 && !limit) snprintf(out, len, "(%s)", ui_tr(&app->i18n, "act.chicken"));
    else ui_sheet_amount(m->rules, (int)fan, &app->i18n, out, len);
    return true;
}

/* A call button with its right edge at `right` (its word, its tiles, what a win is worth, and
 * a key badge when `badge` is not NULL); returns its width. */
float ui_table_call_button(ui_app *app, ui_match *m, const sp_action *a, float right, float y, int id, bool enabled,
                           const char *badge)
{
    char label[96];
    const char *word = a->type == SP_ACT_SPECIAL ? ui_special_label(app, m, a->tile)
                       /* a win offered before play (SETUP) is the hk flower win (花糊) */
                       : a->type == SP_ACT_HU && ui_match_phase(m) == SP_PHASE_SETUP
                           ? ui_tr(&app->i18n, "act.flower_win")
                           : ui_action_label(app, a->type, a->type == SP_ACT_HU && ui_match_phase(m) == SP_PHASE_TURN);
    int tiles[3], nt = 0;
    char value[64];
    if (a->type == SP_ACT_HU && win_value(app, m, value, sizeof value)) {
        snprintf(label, sizeof label, "%s %s", word, value);
    } else if (a->type == SP_ACT_DINGQUE) {
        static const char *suit[3] = {"suit.m", "suit.p", "suit.s"};
        snprintf(label, sizeof label, "%s %s", word, ui_tr(&app->i18n, suit[a->suit < 3 ? a->suit : 0]));
    } else {
        snprintf(label, sizeof label, "%s", word);
        nt = ui_action_tiles(a, tiles); /* chow, pung and kong show their tiles */
    }
    float th = 30, tw = ui_face_w(th), pad = badge ? 25 : 18; /* the word clear of the key badge */
    float w = ui_text_width(app, 20, true, label) + pad + 18 + nt * tw + (nt ? 8 : 0);
    if (w < 84) w = 84;
    float x = right - w;
    ui_rect r = {x, y, w, 48};
    ui_button(app, r, "", id, enabled);
    float lx = x + pad;
    lx += ui_text(app, lx, y + 10, 20, UI_INK, UI_ALIGN_LEFT, true, label) + 8;
    for (int t = 0; t < nt; t++) ui_tile(app, tiles[t], th, 0, lx + t * tw, y + 8, 0);
    if (badge) { /* its key, legible: white on a dark badge in the corner */
        ui_fill(app, (ui_rect){x + 3, y + 3, 17, 19}, (SDL_Color){40, 40, 40, 230});
        ui_text(app, x + 11.5f, y + 3, 15, UI_WHITE, UI_ALIGN_CENTER, true, badge);
    }
    return w;
}

float ui_table_buttons_y(const ui_layout *L, const sp_view *v, int seat)
{
    /* above the hand and the player's flowers, never over them */
    float hand_top = L->cy + L->f[0].hand_y, tiles_top = L->cy + ui_seat_top(L, &v->seats[seat], UI_POS_BOTTOM);
    return (tiles_top < hand_top ? tiles_top : hand_top) - 62;
}

/* The call buttons, right to left from the right edge above the hand, with the countdown. */
static void draw_controls(ui_app *app, const ui_layout *L, ui_match *m, const sp_action_list *legal)
{
    float hand_top = L->cy + L->f[0].hand_y;
    sp_view v;
    ui_match_view(m, &v);
    float y = ui_table_buttons_y(L, &v, m->view_seat), x = app->lw - 20;
    int nb = 0;
    bool any_discard = false;
    for (int i = legal->n - 1; i >= 0; i--) {
        const sp_action *a = &legal->a[i];
        if (!is_button_action(a)) {
            any_discard = true;
            continue;
        }
        char key[16];
        snprintf(key, sizeof key, "%d", nb + 1);
        x -= ui_table_call_button(app, m, a, x, y, UI_ZONE_ACTION + i, true, key) + 10;
        nb++;
    }
    int left = ui_match_time_left(m), total = ui_match_time_total(m);
    char buf[64];
    if (left >= 0) {
        snprintf(buf, sizeof buf, "%d %s", (left + 999) / 1000, ui_tr(&app->i18n, "seconds"));
        ui_text(app, x - 8, y + 10, 22, left < UI_COUNTDOWN_WARN_MS ? UI_RED : UI_GOLD, UI_ALIGN_RIGHT, true, buf);
        ui_countdown_bar(app, ui_countdown_hand_rect(m), left, total);
        /* a tick each second of the last three */
        int second = left < UI_COUNTDOWN_WARN_MS ? (left + 999) / 1000 : 0;
        if (second && second != m->tick_second) ui_play_sound(app, SOUND_TIMER_TICK);
        m->tick_second = second;
    }
    /* the prompt sits over the hand's left end, clear of the buttons on the right */
    float px = m->nhand_pos ? m->hand_x[0] : app->lw / 2 - 300;
    if (any_discard)
        ui_text(app, px, hand_top - 30, 15, UI_GOLD, UI_ALIGN_LEFT, false, ui_tr(&app->i18n, "your_turn"));
    else if (nb)
        ui_text(app, px, hand_top - 30, 15, UI_GOLD, UI_ALIGN_LEFT, false,
                ui_tr(&app->i18n, sp_action_list_has(legal, SP_ACT_DINGQUE) ? "your_dingque" : "your_call"));
}

static void draw_pause(ui_app *app)
{
    ui_fill(app, (ui_rect){0, 0, app->lw, app->lh}, (SDL_Color){0, 0, 0, 150});
    float w = 380, h = 450, x = (app->lw - w) / 2, y = (app->lh - h) / 2;
    ui_fill(app, (ui_rect){x, y, w, h}, (SDL_Color){12, 40, 28, 255});
    ui_panel(app, (ui_rect){x, y, w, h});
    ui_text(app, app->lw / 2, y + 18, 28, UI_WHITE, UI_ALIGN_CENTER, true, ui_tr(&app->i18n, "pause.title"));
    static const char *keys[6] = {"pause.resume", "pause.save", "pause.quit_title", "pause.quit", "title.settings", "title.calc"};
    static const int order[6] = {0, 1, 4, 5, 2, 3}; /* Settings and the calculator before the ways out */
    for (int i = 0; i < 6; i++) {
        int k = order[i];
        ui_button(app, (ui_rect){x + 40, y + 80 + i * 60, w - 80, 46}, ui_tr(&app->i18n, keys[k]), UI_ZONE_PAUSE + k,
                  k != 1 || (app->match->human && !app->match->net)); /* a LAN seat's log is saved at the end */
    }
}

static void table_draw(ui_app *app)
{
    ui_match *m = app->match;
    if (!m) {
        ui_felt(app);
        return;
    }
    sp_view v;
    ui_match_view(m, &v);
    ui_layout L;
    ui_layout_make(&L, app, v.players, m->view_seat, app->settings.tile_size);
    sp_action_list legal;
    ui_match_legal(m, &legal);
    if (app->pause_open) legal.n = 0;
    uint64_t grey = 0;
    bool discards = false;
    for (int i = 0; i < legal.n; i++) discards |= legal.a[i].type == SP_ACT_DISCARD;
    if (discards) {
        grey = ~0ull;
        for (int i = 0; i < legal.n; i++)
            if (legal.a[i].type == SP_ACT_DISCARD && legal.a[i].tile < 64) grey &= ~(1ull << legal.a[i].tile);
    }
    /* felt, panel, seats, plates (a lesson has its own panel), calls' words; what moves over them */
    ui_table_still_draw(app, &L, m, &v, grey, NULL, (ui_on(app, &ui_screen_tutorial) ? 0 : UI_STILL_PLATES) | UI_STILL_SHOUTS);
    if (m->human && app->settings.waits_hint && !ui_tutorial_hides_hints(app)) {
        app->draw_group = UI_GROUP_WAITS;
        draw_waits(app, &L, m, &v);
        app->draw_group = -1;
    }
    if (legal.n) draw_controls(app, &L, m, &legal);
    ui_hint_draw(app, &L);
    app->stat_why = 0;
    if (m->human && !app->pause_open) draw_why(app, &L, m);
    ui_text(app, 12, 8, 14, UI_DIM, UI_ALIGN_LEFT, false, m->rules->names[app->i18n.lang]);
    if (m->net) ui_lan_table_draw(app, &L);
    if (app->pause_open) draw_pause(app);
}

static void discard_at(ui_app *app, int i)
{
    ui_match *m = app->match;
    sp_view v;
    ui_match_view(m, &v);
    int16_t tiles[18];
    bool apart;
    int n = ui_hand_tiles(m, &v, app->settings.auto_sort, tiles, &apart);
    if (i < 0 || i >= n) return;
    sp_action_list legal;
    ui_match_legal(m, &legal);
    for (int k = 0; k < legal.n; k++)
        if (legal.a[k].type == SP_ACT_DISCARD && legal.a[k].tile == sp_tile_kind(tiles[i])) {
            ui_match_choose(m, &legal.a[k]);
            return;
        }
    m->sel = i;
}

static void table_activate(ui_app *app, int id, bool back)
{
    (void)back;
    ui_match *m = app->match;
    if (!m) return;
    if (id == UI_ZONE_HINT) {
        ui_hint_ask(app);
        return;
    }
    if (id >= UI_ZONE_PAUSE) {
        switch (id - UI_ZONE_PAUSE) {
        case 0:
            app->pause_open = 0;
            ui_match_unpause(m, app->now);
            break;
        case 1:
            if (!ui_autosave(app)) ui_notice(app, "%s", ui_tr(&app->i18n, "pause.saved"));
            break;
        case 2:
            ui_autosave(app);
            app->pause_open = 0;
            if (m->net) ui_lan_leave(app); /* saves what the seat saw; a hosting window closes its host */
            else ui_match_free(app->match);
            app->match = NULL;
            ui_show(app, &ui_screen_title);
            break;
        case 4: ui_screen_push(app, &ui_screen_settings); break; /* back to the pause menu after */
        case 5: ui_calc_open(app, NULL); break;                  /* the match's ruleset, back to the pause menu */
        default: /* saved (as the window's close button does), after a question */
            ui_autosave(app);
            ui_ask_quit(app);
            break;
        }
        return;
    }
    if (app->pause_open) return;
    if (m->net && ui_lan_table_activate(app, id)) return;
    if (app->lan) ui_lan_focus(app->lan, UI_LAN_FIELD_NONE); /* a click on the table leaves the chat field */
    if (id >= UI_ZONE_ACTION) {
        sp_action_list legal;
        ui_match_legal(m, &legal);
        int i = id - UI_ZONE_ACTION;
        if (i < legal.n) ui_match_choose(m, &legal.a[i]);
        return;
    }
    if (id >= UI_ZONE_HAND) discard_at(app, id - UI_ZONE_HAND);
}

/* The i-th call button (in the order drawn: right to left from the last legal action). */
static void press_button(ui_app *app, int nth)
{
    sp_action_list legal;
    ui_match_legal(app->match, &legal);
    int k = 0;
    for (int i = legal.n - 1; i >= 0; i--) {
        if (!is_button_action(&legal.a[i])) continue;
        if (k++ == nth) {
            ui_match_choose(app->match, &legal.a[i]);
            return;
        }
    }
}

/* Gives the keyboard focus to the first call button (the one key 1 presses). */
static void focus_first_button(ui_app *app, const sp_action_list *legal)
{
    for (int i = legal->n - 1; i >= 0; i--) {
        if (!is_button_action(&legal->a[i])) continue;
        for (int z = 0; z < app->nzones; z++)
            if (app->zones[z].id == UI_ZONE_ACTION + i) app->focus = z;
        return;
    }
}

bool ui_table_event(ui_app *app, const SDL_Event *e)
{
    ui_match *m = app->match;
    if (!m || e->type != SDL_KEYDOWN) return false;
    SDL_Keycode k = e->key.keysym.sym;
    if (k == SDLK_ESCAPE) {
        app->pause_open = !app->pause_open;
        if (app->pause_open) ui_match_pause(m, app->now);
        else ui_match_unpause(m, app->now);
        app->focus = -1;
        return true;
    }
    if (app->pause_open) return false;
    sp_view v;
    ui_match_view(m, &v);
    int16_t tiles[18];
    bool apart;
    int n = ui_hand_tiles(m, &v, app->settings.auto_sort, tiles, &apart);
    sp_action_list legal;
    ui_match_legal(m, &legal);
    int buttons = 0;
    for (int i = 0; i < legal.n; i++) buttons += is_button_action(&legal.a[i]);
    switch (k) {
    case SDLK_LEFT: m->sel = m->sel <= 0 ? n - 1 : m->sel - 1; return true;
    case SDLK_RIGHT: m->sel = m->sel >= n - 1 ? 0 : m->sel + 1; return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        /* a button or tile chosen with Tab: the window's own keys press it */
        if (app->focus >= 0 && app->focus < app->nzones) return false;
        if (buttons && !sp_action_list_has(&legal, SP_ACT_DISCARD)) {
            /* a call: Enter chooses the first button (never presses one unchosen), a second
             * Enter presses it */
            focus_first_button(app, &legal);
            return true;
        }
        if (m->sel < 0 || m->sel >= n) m->sel = n - 1;
        discard_at(app, m->sel);
        return true;
    case SDLK_h: ui_hint_ask(app); return true;
    case SDLK_p:
    case SDLK_SPACE:
        for (int i = 0; i < legal.n; i++)
            if (legal.a[i].type == SP_ACT_PASS) ui_match_choose(m, &legal.a[i]);
        return true;
    default: break;
    }
    if (k >= SDLK_1 && k <= SDLK_9) {
        int d = (int)(k - SDLK_1);
        if (buttons) press_button(app, d);
        else discard_at(app, d);
        return true;
    }
    if (k == SDLK_0 && !buttons) {
        discard_at(app, 9);
        return true;
    }
    return false;
}

static bool table_update(ui_app *app)
{
    ui_match *m = app->match;
    if (!m) return false;
    const ui_settings *st = &app->settings;
    ui_match_pace(m, ui_settings_tween_ms(st), ui_settings_think_ms(st), st->auto_pass,
                  m->human ? ui_settings_timer_s(st->turn_timer) : 0, m->human ? ui_settings_timer_s(st->call_timer) : 0);
    uint32_t stamp = ui_match_stamp(m);
    int ntw = m->ntw;
    bool moving = ui_match_update(m, app->now);
    ui_autosave_progress(app); /* every action saved at once: a crash loses none */
    if (ui_match_stamp(m) != stamp || m->ntw != ntw) app->changed = true;
    /* a button or tile chosen with Tab (or Enter at a call) meant the moment that has passed:
     * Enter must not press whatever is drawn in its place now. The moment is compared with the
     * one last seen, not only across this update: a LAN view comes in with the client's poll,
     * outside it (a call prompt that vanished once left Enter on the chat field) */
    if (ui_match_stamp(m) != m->focus_stamp && !app->pause_open) {
        app->focus = -1;
        m->focus_stamp = ui_match_stamp(m);
    }
    if (m->ntw) ui_wake(app, 40); /* a call's word ends */
    if (ui_match_waiting(m)) ui_wake(app, 10);
    if (m->note_reason && app->now >= m->note_until) { /* the note about a passed discard goes */
        m->note_reason = 0;
        app->changed = true;
    }
    if (m->note_reason) ui_wake(app, (int)(m->note_until - app->now) + 1);
    if (m->error[0]) {
        ui_error(app, "msg.game_error", m->error);
        m->error[0] = 0;
    }
    if (m->hand_over_at && !m->result_shown) {
        uint64_t wait = st->speed == 3 ? 300 : 1400;
        if (app->now >= m->hand_over_at + wait) {
            m->result_shown = true;
            ui_autosave(app);
            ui_screen_replace(app, &ui_screen_result);
        }
        return true;
    }
    return moving;
}

/* Typing into the LAN chat, then the mouse on the hand (hover picks a tile, a press may start
 * a drag that ui.c ends), then the table's keys. */
static bool table_event(ui_app *app, const SDL_Event *e)
{
    if (ui_lan_event(app, e)) return true;
    bool is_hand = false;
    if (e->type == SDL_MOUSEMOTION || e->type == SDL_MOUSEBUTTONDOWN) {
        int id = ui_zone_at(app, app->mx, app->my);
        is_hand = id >= UI_ZONE_HAND && id < UI_ZONE_HAND + 1000;
        /* a greyed-out tile cannot be discarded, but pointing at it or clicking it selects it, so
         * the why-line gives its reason */
        for (int z = 0; id < 0 && app->match && z < app->nzones; z++) {
            const ui_zone *g = &app->zones[z];
            if (!g->enabled && g->id >= UI_ZONE_HAND && g->id < UI_ZONE_HAND + 1000 && ui_rect_has(g->r, app->mx, app->my))
                app->match->sel = g->id - UI_ZONE_HAND;
        }
        if (is_hand && e->type == SDL_MOUSEMOTION && app->match && app->drag_id < 0) app->match->sel = id - UI_ZONE_HAND;
        if (is_hand && e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
            app->drag_id = id;
            app->drag_x0 = app->mx;
            app->drag_y0 = app->my;
            return true;
        }
    }
    return ui_table_event(app, e);
}

const ui_screen ui_screen_table = {
    .name = "table", .keys = "keys.table", .event = table_event, .activate = table_activate, .update = table_update, .draw = table_draw,
    .opaque = true};
