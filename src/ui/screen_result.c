/* screen_result.c: the hand result - the winning hand, its patterns appearing one by one with
 * their values, the total, the payments counting up, the standings - or the draw with every
 * hand shown. */
#include <stdio.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/layout.h"
#include "ui/match.h"
#include "ui/sound_ids.h"
#include "ui/screens.h"
#include "ui/seat_name.h"
#include "ui/sheet_text.h"

/* The seat's wind in the hand just played (the next hand's dealer may already be set). */

/* The one winner's sheet when its parts (sp_score_result.parts) add up to the hand's payments,
 * seat by seat: the breakdown the payments table shows. NULL otherwise (several winners, whose
 * sheets each keep their own transfers; a LAN sheet, which carries no parts). */
static const sp_score_result *breakdown(const ui_match *m, const sp_hand_outcome *o, int players)
{
    if (o->kind != SP_END_WIN || o->nwins != 1 || m->nres != 1 || m->res[0].nparts < 2) return NULL;
    const sp_score_result *r = &m->res[0];
    for (int s = 0; s < players; s++) {
        int32_t sum = 0;
        for (int i = 0; i < r->nparts; i++) sum += r->parts[i].seats[s];
        if (sum != o->delta[s]) return NULL;
    }
    return r;
}

static const char *wind_of(const ui_app *app, const sp_view *v, int seat)
{
    static const char *k[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};
    return ui_tr(&app->i18n, k[(seat - v->outcome.dealer + v->players) % v->players]);
}

/* The seat's name (ui/seat_name.h) written in out. */
static const char *who(const ui_app *app, const ui_match *m, int seat, char out[64])
{
    ui_seat_name(app, m, seat, out, 64);
    return out;
}

static int step_ms(const ui_app *app) { return app->settings.speed == 3 ? 0 : 420 - app->settings.speed * 110; }

static void compute(ui_match *m)
{
    m->nres = 0;
    m->res_page = 0;
    m->res_page_since = 0;
    m->rows_heard = 0;
    m->rows_heard_for = 0;
    if (m->net) { /* a LAN client: the sheets the host sent for this hand, if they came */
        sp_view v;
        ui_match_view(m, &v);
        const sp_net_sheet *sheets;
        int n = sp_net_client_sheets(m->net, v.hand_number, &sheets);
        for (int i = 0; i < n && i < v.outcome.nwins && i < SP_MAX_WINNERS; i++) sp_net_sheet_to_result(&sheets[i], &m->res[m->nres++]);
        return;
    }
    if (!m->s) return;
    const sp_hand_outcome *o = &m->s->game.outcome;
    for (int i = 0; i < o->nwins && i < SP_MAX_WINNERS; i++) {
        char err[200];
        if (sp_game_win_result(&m->s->game, i, &m->res[m->nres], err, sizeof err) == 0) m->nres++;
        else memset(&m->res[m->nres++], 0, sizeof m->res[0]);
    }
}

/* Time the result screen's reveal takes, in ms. */
enum { RESULT_CONTINUE = 0, RESULT_TABLE = 50 }; /* the winners' tabs are 1, 2, 3 */

static uint64_t reveal_ms(const ui_app *app, const ui_match *m)
{
    int n = m->nres ? m->res[0].npatterns : 0;
    return (uint64_t)(step_ms(app) * (n + 2) + (app->settings.speed == 3 ? 0 : 2200));
}

static void draw_hand(ui_app *app, const sp_view *v, int seat, int win_tile, float y)
{
    const sp_view_seat *vs = &v->seats[seat];
    float h = 62, w = ui_face_w(h);
    int n = 0;
    int tiles[18];
    for (int k = 0; k < SP_KINDS; k++)
        for (int c = 0; c < 4; c++)
            if ((vs->held[k] >> c & 1) && n < 18 && sp_tile_make(k, c) != win_tile) tiles[n++] = sp_tile_make(k, c);
    float mw = 0;
    for (int i = 0; i < vs->nmelds; i++) mw += sp_meld_size(&vs->melds[i].meld) * w * 0.8f + 10;
    float total = (n + 1) * w + 16 + (vs->nmelds ? 20 + mw : 0);
    float x = (app->lw - total) / 2;
    for (int i = 0; i < n; i++, x += w) ui_tile(app, sp_tile_kind(tiles[i]), h, 0, x, y, 0);
    x += 16;
    if (win_tile >= 0) ui_tile(app, sp_tile_kind(win_tile), h, 0, x, y, UI_TILE_LIGHT);
    x += w + 20;
    for (int i = 0; i < vs->nmelds; i++) {
        const sp_game_meld *gm = &vs->melds[i];
        for (int j = 0; j < sp_meld_size(&gm->meld); j++, x += w * 0.8f)
            ui_tile(app, sp_tile_kind(gm->tiles[j]), h * 0.8f, 0, x, y + h * 0.2f, 0);
        x += 10;
    }
    float fx = (app->lw - total) / 2;
    for (int i = 0; i < vs->nflowers; i++) ui_tile(app, sp_tile_kind(vs->flower_order[i]), 30, 0, fx + i * 24, y - 40, 0);
}

static void result_draw(ui_app *app)
{
    ui_felt(app);
    ui_match *m = app->match;
    if (!m) return;
    sp_view v;
    ui_match_view(m, &v);
    if (!m->nres && v.outcome.nwins) compute(m);
    const sp_hand_outcome *o = &v.outcome;
    const ui_i18n *t = &app->i18n;
    int lang = t->lang;
    uint64_t el = app->now - app->screen_since;
    int step = step_ms(app);
    char buf[200], n1[64], n2[64];
    float y = 24;
    if (o->kind == SP_END_WIN && o->nwins > 0) {
        int pg = m->res_page >= 0 && m->res_page < o->nwins && m->res_page < m->nres ? m->res_page : 0;
        const sp_game_win *w = &o->wins[pg];
        /* several winners (一炮多响): a tab per winner at the bottom left, each with its own sheet */
        for (int k = 0; o->nwins > 1 && k < o->nwins && k < m->nres; k++) {
            char amount[48];
            ui_sheet_amount(m->rules, (int)m->res[k].fan, &app->i18n, amount, sizeof amount);
            snprintf(buf, sizeof buf, "%s %s  %s", wind_of(app, &v, o->wins[k].seat), who(app, m, o->wins[k].seat, n1),
                     amount);
            ui_rect r = {20 + k * 178.0f, app->lh - 66, 168, 44};
            ui_button(app, r, buf, 1 + k, true);
            if (k == pg) ui_outline(app, (ui_rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, UI_GOLD, 3);
        }
        /* a sheet chosen later reveals its patterns again from that moment */
        uint64_t sheet_el = m->res_page_since > app->screen_since ? app->now - m->res_page_since : el;
        const char *word = !w->valid ? ui_tr(t, "result.false_win") : w->discarder < 0 ? ui_tr(t, "act.tsumo") : ui_tr_variant(t, "result.win", ui_match_words(m));
        if (w->discarder >= 0)
            snprintf(buf, sizeof buf, "%s %s  %s   (%s %s %s)", wind_of(app, &v, w->seat), who(app, m, w->seat, n1), word,
                     ui_tr(t, "result.from"), wind_of(app, &v, w->discarder), who(app, m, w->discarder, n2));
        else snprintf(buf, sizeof buf, "%s %s  %s", wind_of(app, &v, w->seat), who(app, m, w->seat, n1), word);
        ui_text(app, app->lw / 2, y, 32, UI_GOLD, UI_ALIGN_CENTER, true, buf);
        draw_hand(app, &v, w->seat, w->win_tile, y + 100);
        y += 190;
        /* the patterns, one by one */
        const sp_score_result *r = m->nres ? &m->res[pg] : NULL;
        app->stat_rows = 0;
        int shown = r ? (step ? (int)(sheet_el / (uint64_t)step) : r->npatterns + 1) : 0;
        float px = app->lw / 2 - 300;
        ui_panel(app, (ui_rect){px - 20, y - 8, 640, 40 + 30 * (r ? r->npatterns : 0) + 40});
        for (int i = 0; r && i < r->npatterns && i < shown; i++) {
            const sp_pattern_score *ps = &r->patterns[i];
            ui_sheet_name(m->rules, ps, lang, buf, sizeof buf);
            ui_text(app, px, y + i * 30, 20, UI_WHITE, UI_ALIGN_LEFT, false, buf);
            app->stat_rows = i + 1;
            ui_sheet_value(m->rules, ps, t, buf, sizeof buf);
            ui_text(app, px + 600, y + i * 30, 20, UI_GOLD, UI_ALIGN_RIGHT, true, buf);
        }
        /* a ping as rows appear (once a frame, however many came); another tab's sheet pings anew */
        if (m->rows_heard_for != m->res_page_since) {
            m->rows_heard_for = m->res_page_since;
            m->rows_heard = 0;
        }
        if (app->stat_rows > m->rows_heard) {
            m->rows_heard = app->stat_rows;
            ui_play_sound(app, SOUND_SCORE_ROW);
        }
        float ty = y + 30 * (r ? r->npatterns : 0) + 6;
        if (r && shown > r->npatterns && !w->valid) { /* 詐糊: what the hand would count is no win */
            ui_text(app, px + 600, ty, 22, UI_RED, UI_ALIGN_RIGHT, true, ui_tr(t, "result.false_win_note"));
        } else if (r && shown > r->npatterns) {
            ui_sheet_total(m->rules, r, t, buf, sizeof buf);
            ui_text(app, px + 600, ty, 24, UI_GOLD, UI_ALIGN_RIGHT, true, buf);
        } else if (!r) { /* a LAN match whose sheets have not come (yet): the host's total */
            ui_sheet_amount(m->rules, (int)w->fan, t, buf, sizeof buf);
            ui_text(app, px + 600, ty, 24, UI_GOLD, UI_ALIGN_RIGHT, true, buf);
        }
        y = ty + 64;
    } else {
        ui_text(app, app->lw / 2, y + 10, 44, UI_GOLD, UI_ALIGN_CENTER, true,
                ui_tr(t, o->kind == SP_END_ABORTIVE ? "result.abortive" : "result.draw"));
        y += 90;
        /* every hand, as the table shows them at the end */
        float th = 34, tw = ui_face_w(th);
        for (int s = 0; s < v.players; s++) {
            const sp_view_seat *vs = &v.seats[s];
            snprintf(buf, sizeof buf, "%s %s", wind_of(app, &v, s), who(app, m, s, n1));
            ui_text(app, app->lw / 2 - 380, y + 8, 18, UI_WHITE, UI_ALIGN_LEFT, false, buf);
            float x = app->lw / 2 - 250;
            if (vs->revealed || s == m->view_seat)
                for (int k = 0; k < SP_KINDS; k++)
                    for (int c = 0; c < 4; c++)
                        if (vs->held[k] >> c & 1) {
                            ui_tile(app, k, th, 0, x, y, 0);
                            x += tw;
                        }
            x += 12;
            for (int i = 0; i < vs->nmelds; i++, x += 8)
                for (int j = 0; j < sp_meld_size(&vs->melds[i].meld); j++, x += tw * 0.85f)
                    ui_tile(app, sp_tile_kind(vs->melds[i].tiles[j]), th * 0.85f, 0, x, y + th * 0.15f, 0);
            y += 46;
        }
        y += 16;
    }
    /* payments counting up, then the standings */
    uint64_t pay_start = o->nwins && m->nres ? (uint64_t)(step * (m->res[0].npatterns + 1)) : 0;
    float frac = el <= pay_start ? 0 : step ? (float)(el - pay_start) / 800.0f : 1;
    if (frac > 1) frac = 1;
    /* rows start in seat order, then slide to the standings once the payments are counted */
    int rank[SP_SEATS];
    for (int i = 0; i < v.players; i++) {
        rank[i] = 0;
        for (int j = 0; j < v.players; j++)
            if (v.seats[j].score > v.seats[i].score || (v.seats[j].score == v.seats[i].score && j < i)) rank[i]++;
    }
    uint64_t slide_start = pay_start + (step ? 900 : 0);
    float slide = el <= slide_start ? 0 : step ? (float)(el - slide_start) / 400.0f : 1;
    if (slide > 1) slide = 1;
    slide = 1 - (1 - slide) * (1 - slide);
    float bx = app->lw / 2 - 260;
    if (y > app->lh - 80 - 34 * v.players) y = app->lh - 80 - 34 * v.players;
    ui_text(app, bx, y, 18, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, slide > 0 ? "result.standings" : "result.payments"));
    for (int s = 0; s < v.players; s++) {
        int delta = o->delta[s];
        int shown = (int)((float)delta * frac);
        float ry = y + 28 + ((float)s + ((float)rank[s] - (float)s) * slide) * 32;
        snprintf(buf, sizeof buf, "%s %s", wind_of(app, &v, s), who(app, m, s, n1));
        ui_text(app, bx, ry, 20, UI_WHITE, UI_ALIGN_LEFT, false, buf);
        snprintf(buf, sizeof buf, "%+d", shown);
        ui_text(app, bx + 330, ry, 20, delta > 0 ? UI_GREEN_TEXT : delta < 0 ? UI_RED : UI_DIM, UI_ALIGN_RIGHT, true, buf);
        snprintf(buf, sizeof buf, "%d", (int)(v.seats[s].score - delta + shown));
        ui_text(app, bx + 520, ry, 20, UI_WHITE, UI_ALIGN_RIGHT, false, buf);
    }
    /* what the payments are made of, where the ruleset settles parts apart (贵州: the hand,
     * chickens, beans), once counted: a column per part */
    app->stat_parts = 0;
    const sp_score_result *br = breakdown(m, o, v.players);
    for (int i = 0; br && frac >= 1 && i < br->nparts; i++) {
        char key[40];
        snprintf(key, sizeof key, "part.%s", br->parts[i].name);
        float cx = bx + 596 + 92 * (float)i;
        ui_text(app, cx, y, 16, UI_GOLD, UI_ALIGN_RIGHT, true, ui_tr(t, key));
        for (int s = 0; s < v.players; s++) {
            float ry = y + 28 + ((float)s + ((float)rank[s] - (float)s) * slide) * 32;
            int a = br->parts[i].seats[s];
            snprintf(buf, sizeof buf, "%+d", a);
            ui_text(app, cx, ry + 2, 16, a > 0 ? UI_GREEN_TEXT : a < 0 ? UI_RED : UI_DIM, UI_ALIGN_RIGHT, false, a ? buf : "·");
        }
        app->stat_parts = i + 1;
    }
    /* payments flow: each loser's amount slides from its row to the biggest winner's row */
    int top = -1;
    for (int s = 0; s < v.players; s++)
        if (o->delta[s] > 0 && (top < 0 || o->delta[s] > o->delta[top])) top = s;
    int payer = 0;
    if (top >= 0 && frac > 0 && frac < 1)
        for (int s = 0; s < v.players; s++) {
            if (o->delta[s] >= 0) continue;
            float px = bx + 370 + 48 * (float)payer++;
            float f = 1 - (1 - frac) * (1 - frac);
            float y0 = y + 28 + (float)s * 32, y1 = y + 28 + (float)top * 32;
            snprintf(buf, sizeof buf, "%d", -o->delta[s]);
            ui_text(app, px, y0 + (y1 - y0) * f, 18, UI_GOLD, UI_ALIGN_CENTER, true, buf);
        }
    bool over = ui_match_over(m);
    /* LAN: the host deals when every player has pressed Continue, or when its pause runs out */
    int32_t lan_left;
    unsigned waiting;
    bool lan_wait = m->net && !over && sp_net_client_next_hand(m->net, (int64_t)app->now, &lan_left, &waiting);
    const char *next = over ? "result.to_match" : lan_wait && !(waiting >> sp_net_client_seat(m->net) & 1) ? "lan.waiting_others"
                                                                                                       : "result.next";
    ui_button(app, (ui_rect){app->lw - 260, app->lh - 70, 230, 52}, ui_tr(t, next), RESULT_CONTINUE, true);
    ui_button(app, (ui_rect){app->lw - 450, app->lh - 70, 176, 52}, ui_tr(t, "result.table"), RESULT_TABLE, true);
    if (lan_wait) {
        snprintf(buf, sizeof buf, "%s %d %s", ui_tr(t, "lan.next_hand_in"), (int)((lan_left + 999) / 1000), ui_tr(t, "seconds"));
        ui_text(app, app->lw - 145, app->lh - 100, 16, UI_DIM, UI_ALIGN_CENTER, false, buf);
        ui_redraw_in(app, 250);
    }
    int auto_s = ui_settings_continue_s(app->settings.auto_continue);
    if (auto_s && !app->watch && !m->net && el >= reveal_ms(app, m)) { /* "next hand in 4 s" */
        uint64_t at = reveal_ms(app, m) + (uint64_t)auto_s * 1000;
        int left = el < at ? (int)((at - el + 999) / 1000) : 0;
        const char *f = ui_tr(t, "result.auto_in");
        const char *n = strstr(f, "{n}");
        if (n) snprintf(buf, sizeof buf, "%.*s%d%s", (int)(n - f), f, left, n + 3);
        else snprintf(buf, sizeof buf, "%s", f);
        ui_text(app, app->lw - 145, app->lh - 100, 16, UI_DIM, UI_ALIGN_CENTER, false, buf);
        ui_redraw_in(app, 250);
    }
}

static void result_activate(ui_app *app, int id, bool back);

/* Whether the sheet is wholly shown (its reveal has ended). */
static bool revealed(const ui_app *app, const ui_match *m) { return app->now - app->screen_since >= reveal_ms(app, m); }

static bool result_update(ui_app *app)
{
    ui_match *m = app->match;
    if (!m) return false;
    if (m->net) { /* a LAN host deals the next hand after its pause: the table follows it */
        ui_match_update(m, app->now);
        if (!m->hand_over_at) {
            ui_screen_replace(app, &ui_screen_table);
            return true;
        }
    }
    uint64_t el = app->now - app->screen_since, need = reveal_ms(app, m);
    int auto_s = ui_settings_continue_s(app->settings.auto_continue);
    if ((app->watch && el > need + 2500) || (auto_s && !m->net && el > need + (uint64_t)auto_s * 1000)) {
        ui_result_continue(app);
        return true;
    }
    if (m->res_page_since > app->screen_since && app->now - m->res_page_since <= need) return true; /* a tab's sheet */
    return el <= need;
}

static void result_activate(ui_app *app, int id, bool back)
{
    (void)back;
    ui_match *m = app->match;
    if (!m) return;
    if (id >= 1 && id <= m->nres) { /* a winner's tab: his sheet */
        m->res_page = id - 1;
        m->res_page_since = app->now;
        return;
    }
    if (id == RESULT_TABLE) {
        ui_screen_push(app, &ui_screen_final_table);
        return;
    }
    if (id != RESULT_CONTINUE) return;
    if (!revealed(app, m)) { /* a press during the reveal shows the whole sheet; the next one moves on */
        app->screen_since = app->stack[app->depth - 1].since = app->now - reveal_ms(app, m);
        m->res_page_since = 0;
        return;
    }
    ui_result_continue(app);
}

void ui_result_continue(ui_app *app)
{
    ui_match *m = app->match;
    if (!m) return;
    if (m->review) { /* opened from the replay viewer: back to it */
        ui_screen_back(app);
        return;
    }
    if (m->net && !ui_match_over(m)) { /* LAN: tell the host; the table follows when it deals */
        sp_net_client_continue(m->net);
        return;
    }
    m->nres = 0;
    if (ui_match_over(m)) {
        ui_screen_replace(app, &ui_screen_match_result);
        return;
    }
    ui_match_next_hand(m);
    ui_autosave(app);
    ui_screen_replace(app, &ui_screen_table);
}

/* The first second of the reveal takes no input (a key meant for the table skips nothing); then
 * Enter presses Continue, T shows the final table. */
static bool result_event(ui_app *app, const SDL_Event *e)
{
    bool press = e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN;
    if (press && app->now - app->screen_since < UI_RESULT_DEAF_MS) return true;
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_t) {
        result_activate(app, RESULT_TABLE, false);
        return true;
    }
    return ui_enter_activates_first(app, e);
}

const ui_screen ui_screen_result = {.name = "result", .keys = "keys.result",
                                    .event = result_event,
                                    .activate = result_activate,
                                    .update = result_update,
                                    .draw = result_draw};
