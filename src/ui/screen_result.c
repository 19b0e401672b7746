/* screen_result.c: the hand result as an event - the winning hand turning face up tile by
 * tile, the winning tile lifting and glowing, each pattern stamped in with its value (a limit
 * hand, 爆棚 / 封顶 / 金顶, 清一色, a chicken hand each its own way; Guizhou's chickens flying
 * from their tiles, Wuhan's multipliers stacking), the total, chips flying from the payers to
 * the winner, the amounts counting up, the standings - or the draw with every hand turning
 * over. When what happens is timed by win_timeline.c; what it looks like is drawn here with the
 * pieces of win_fx.c. Its final state shows the same content as the plain sheet did. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "table/score_request.h"
#include "ui/draw.h"
#include "ui/layout.h"
#include "ui/row_roll.h"
#include "ui/match.h"
#include "ui/sound_ids.h"
#include "ui/screens.h"
#include "ui/seat_name.h"
#include "ui/sheet_panel.h"
#include "ui/sheet_text.h"
#include "ui/win_fx.h"
#include "ui/win_fx_chickens.h"
#include "ui/win_fx_pay.h"
#include "ui/win_timeline.h"

/* The seat's wind in the hand just played (the next hand's dealer may already be set). */

/* The one winner's sheet when its parts (sp_score_result.parts) add up to the hand's payments,
 * seat by seat: the breakdown the payments table shows. NULL otherwise (several winners, whose
 * sheets each keep their own transfers). A LAN guest's sheets are the host's, parts and all. */
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

static void compute(ui_match *m)
{
    m->nres = 0;
    m->res_page = 0;
    m->res_page_since = 0;
    m->rows_heard = 0;
    m->rows_heard_for = 0;
    if (m->net) { /* a LAN client: the sheets the host sent for this hand (parts, lines and all), if they came */
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

enum { RESULT_CONTINUE = 0, RESULT_TABLE = 50, RESULT_CALC = 51, RESULT_WHO_PAYS = 52 }; /* the winners' tabs are 1, 2, 3 */

/* The screen's own state: the settlement panel (who pays whom) scrolled to `first`, filling the
 * sheet's place while `full`. */
typedef struct {
    int first;
    bool full;
} result_state;

/* The sheet shown (a winner's tab), its index in m->res. */
static int page_of(const ui_match *m, const sp_hand_outcome *o)
{
    return m->res_page >= 0 && m->res_page < o->nwins && m->res_page < m->nres ? m->res_page : 0;
}

/* The concealed tiles a seat shows at the hand's end, in kind order, but for `skip` (the
 * winning tile, drawn apart; -1 none). Returns how many (at most 18). */
static int held_tiles(const sp_view_seat *vs, int skip, int tiles[18])
{
    int n = 0;
    for (int k = 0; k < SP_KINDS; k++)
        for (int c = 0; c < 4; c++)
            if ((vs->held[k] >> c & 1) && n < 18 && sp_tile_make(k, c) != skip) tiles[n++] = sp_tile_make(k, c);
    return n;
}

static bool hand_shown(const ui_match *m, const sp_view *v, int s) { return v->seats[s].revealed || s == m->view_seat; }

/* What the result's animation plays: its timeline (ui/win_timeline.h), the groups of chips
 * (ui/win_fx_pay.h), 贵州's chickens (ui/win_fx_chickens.h). */
typedef struct {
    ui_win_timeline t;
    ui_pay_flows fl;
    ui_chickens ch;
} result_plan;

static void plan(const ui_app *app, ui_match *m, const sp_view *v, result_plan *p)
{
    const sp_hand_outcome *o = &v->outcome;
    if (!m->nres && o->nwins) compute(m);
    ui_pay_flows_make(o->delta, v->players, &p->fl);
    ui_chickens_find(m, v, breakdown(m, o, v->players), &p->ch);
    ui_win_items n = {.chickens = p->ch.n, .groups = p->fl.n};
    int tiles[18];
    if (o->kind == SP_END_WIN && o->nwins > 0) {
        const sp_game_win *w = &o->wins[page_of(m, o)];
        n.tiles = held_tiles(&v->seats[w->seat], w->win_tile, tiles) + 1; /* the winning tile turns last */
        n.stamps = m->nres ? m->res[page_of(m, o)].npatterns : 0;
        ui_win_timeline_plan(&p->t, w->valid ? UI_WIN_KIND_WIN : UI_WIN_KIND_FALSE_WIN, &n, app->settings.speed);
        return;
    }
    for (int s = 0; s < v->players; s++)
        if (hand_shown(m, v, s)) n.tiles += held_tiles(&v->seats[s], -1, tiles);
    ui_win_timeline_plan(&p->t, UI_WIN_KIND_DRAW, &n, app->settings.speed);
}

/* Time the result screen's reveal takes, in ms. */
static uint64_t reveal_ms(const ui_app *app, ui_match *m)
{
    sp_view v;
    ui_match_view(m, &v);
    result_plan p;
    plan(app, m, &v, &p);
    return (uint64_t)ui_win_end(&p.t);
}

/* Where the winning hand's tiles stand: the chickens fly from them, 清一色 shimmers over them. */
typedef struct {
    int n;
    int kind[18];
    float x[18];
    float y, h, x0, x1;
} hand_spots;

/* The winner's hand: its concealed tiles turning over one by one, the winning tile last, which
 * then lifts and glows; melds and flowers lie open from the start. */
static void draw_hand(ui_app *app, const sp_view *v, int seat, int win_tile, float y, const ui_win_timeline *t,
                      int64_t el, hand_spots *hs, ui_chickens *ch)
{
    const sp_view_seat *vs = &v->seats[seat];
    float h = 62, w = ui_face_w(h);
    int tiles[18];
    int n = held_tiles(vs, win_tile, tiles);
    float mw = 0;
    for (int i = 0; i < vs->nmelds; i++) mw += sp_meld_size(&vs->melds[i].meld) * w * 0.8f + 10;
    float total = (n + 1) * w + 16 + (vs->nmelds ? 20 + mw : 0);
    float x = (app->lw - total) / 2;
    *hs = (hand_spots){.y = y, .h = h, .x0 = x};
    for (int i = 0; i < n; i++, x += w) {
        ui_fx_tile_flip(app, sp_tile_kind(tiles[i]), h, x, y, ui_win_item_progress(t, UI_WS_FLIP, i, el), 0);
        ui_chickens_place(ch, seat, sp_tile_kind(tiles[i]), UI_CHICKEN_HAND, x + w / 2, y + h / 2);
        hs->kind[hs->n] = sp_tile_kind(tiles[i]);
        hs->x[hs->n++] = x;
    }
    x += 16;
    if (win_tile >= 0) {
        /* up and back down while the glow swells, then a steady glow */
        float lift = ui_win_stage_progress(t, UI_WS_LIFT, el);
        float up = lift > 0 && lift < 1 ? sinf(lift * 3.14159f) * h * 0.3f : 0;
        float glow = lift <= 0 ? 0 : lift < 0.5f ? lift * 2 : 1 - (lift - 0.5f) * 1.1f;
        ui_fx_glow(app, (ui_rect){x, y - up, w, h}, glow);
        ui_fx_tile_flip(app, sp_tile_kind(win_tile), h, x, y - up, ui_win_item_progress(t, UI_WS_FLIP, n, el), UI_TILE_LIGHT);
        ui_chickens_place(ch, seat, sp_tile_kind(win_tile), UI_CHICKEN_HAND, x + w / 2, y + h / 2);
        if (hs->n < 18) {
            hs->kind[hs->n] = sp_tile_kind(win_tile);
            hs->x[hs->n++] = x;
        }
    }
    x += w + 20;
    for (int i = 0; i < vs->nmelds; i++) {
        const sp_game_meld *gm = &vs->melds[i];
        for (int j = 0; j < sp_meld_size(&gm->meld); j++, x += w * 0.8f) {
            ui_tile(app, sp_tile_kind(gm->tiles[j]), h * 0.8f, 0, x, y + h * 0.2f, 0);
            ui_chickens_place(ch, seat, sp_tile_kind(gm->tiles[j]), UI_CHICKEN_MELD, x + w * 0.4f, y + h * 0.6f);
        }
        x += 10;
    }
    hs->x1 = x;
    ch->turned_x = x + 14; /* the turned tile (翻牌), while the chickens fly */
    ch->turned_y = y + h * 0.2f + 6;
    float fx = (app->lw - total) / 2;
    for (int i = 0; i < vs->nflowers; i++) ui_tile(app, sp_tile_kind(vs->flower_order[i]), 30, 0, fx + i * 24, y - 40, 0);
}

/* Each wildcard of the winning hand that stood for another tile (Wuhan's 赖子), once turned
 * over: ringed in gold, with the tile it stood for above it ("?" for any), and a word saying so. */
static void mark_wildcards(ui_app *app, const sp_score_result *r, const hand_spots *hs, const ui_win_timeline *t, int64_t el)
{
    float w = ui_face_w(hs->h), bh = 30, bw = ui_face_w(bh);
    int marked = 0;
    for (int i = 0; i < hs->n && marked < r->nwild && marked < 4; i++) {
        if (hs->kind[i] != r->wild_kind || ui_win_item_progress(t, UI_WS_FLIP, i, el) < 1) continue;
        float x = hs->x[i], by = hs->y - bh - 6;
        ui_outline(app, (ui_rect){x - 2, hs->y - 2, w + 4, hs->h + 4}, UI_GOLD, 3);
        int as = r->wild_as[marked];
        if (as >= 0) ui_tile(app, as, bh, 0, x + (w - bw) / 2, by, 0);
        else ui_text(app, x + w / 2, by + 2, 22, UI_GOLD, UI_ALIGN_CENTER, true, "?");
        if (!marked) ui_text(app, x - 8, by + 4, 16, UI_GOLD, UI_ALIGN_RIGHT, true, ui_tr(&app->i18n, "sheet.wild"));
        marked++;
    }
}

/* How a pattern is stamped in: the bigger ones fall from higher and stay larger, a limit hand on
 * a red seal, 清一色 with its suit's colour sweeping the hand, a chicken hand with a chicken that
 * hops, Guizhou's chickens flying from their tiles, Wuhan's multipliers as a stack of chips. */
typedef enum { STAMP_PLAIN, STAMP_BIG, STAMP_LIMIT, STAMP_FLUSH, STAMP_CHICKEN_HAND, STAMP_CHICKEN, STAMP_FACTOR } stamp_style;

static const struct {
    float size, row_h, from; /* text size, row height, scale the stamp falls from */
    SDL_Color band;          /* behind the row once stamped (alpha 0: none) */
} looks[] = {
    [STAMP_PLAIN] = {20, 30, 1.7f, {0, 0, 0, 0}},
    [STAMP_BIG] = {22, 34, 2.4f, {240, 200, 90, 44}},
    [STAMP_LIMIT] = {24, 38, 3.2f, {150, 26, 26, 200}},
    [STAMP_FLUSH] = {22, 34, 2.4f, {0, 0, 0, 0}}, /* its band takes the suit's colour */
    [STAMP_CHICKEN_HAND] = {20, 30, 1.0f, {0, 0, 0, 0}},
    [STAMP_CHICKEN] = {20, 30, 1.3f, {0, 0, 0, 0}},
    [STAMP_FACTOR] = {20, 30, 1.7f, {0, 0, 0, 0}},
};

static stamp_style style_of(const sp_ruleset *rs, const sp_score_result *r, const sp_pattern_score *ps)
{
    if (ps->pattern < 0 || ps->pattern >= rs->npatterns) return STAMP_PLAIN;
    const sp_pattern_def *pd = &rs->patterns[ps->pattern];
    if (pd->limit) return STAMP_LIMIT;
    if (!strcmp(pd->id, "qingyise")) return STAMP_FLUSH;
    if (!strcmp(pd->kind, "chicken")) return ps->value == 0 ? STAMP_CHICKEN_HAND : STAMP_CHICKEN;
    if (!strcmp(pd->kind, "factor") || !strcmp(pd->kind, "small")) return STAMP_FACTOR;
    int32_t top = 0;
    for (int i = 0; i < r->npatterns; i++)
        if (r->patterns[i].value > top) top = r->patterns[i].value;
    if (!strcmp(pd->kind, "big") || (ps->den <= 1 && ps->value >= 3 && ps->value * 2 >= top)) return STAMP_BIG;
    return STAMP_PLAIN;
}

/* The tile kind a Guizhou chicken is counted on (its own parameters, or those of the chicken it
 * implies: 金鸡 is a 幺鸡), -1 when it comes from elsewhere (the turned tile). */
static int chicken_kind(const sp_ruleset *rs, const sp_pattern_score *ps)
{
    const sp_pattern_def *pd = &rs->patterns[ps->pattern];
    if (pd->nimplies > 0 && sp_pattern_param(pd, "suit", -1) < 0) pd = &rs->patterns[pd->implies[0]];
    int suit = sp_pattern_param(pd, "suit", -1), rank = sp_pattern_param(pd, "rank", -1);
    return suit >= 0 && suit < 3 && rank >= 1 && rank <= 9 ? suit * 9 + rank - 1 : -1;
}

/* The stamp a capped hand gets on its total: 爆棚 (a Hong Kong hand at the limit), 封顶 / 金顶
 * (a Wuhan loser, or all three, paying the cap). NULL for none. */
static const char *cap_stamp(const ui_match *m, const sp_score_result *r, const ui_i18n *t, int players)
{
    if (r->limit) return ui_tr(t, "result.limit_stamp");
    int fd = sp_ruleset_option(m->rules, "fengding"), jd = sp_ruleset_option(m->rules, "jinding");
    const int32_t *opts = ui_match_options(m);
    for (int f = 0; fd >= 0 && f < r->nfields; f++) {
        if (strcmp(r->fields[f].key, "raw_payments")) continue;
        int32_t cap = opts ? opts[fd] : m->rules->options[fd].def;
        int losers = 0, over = 0;
        for (int s = 0; s < players; s++)
            if (r->fields[f].seat_mask >> s & 1) {
                losers++;
                over += r->fields[f].seats[s] > cap;
            }
        if (over && over == losers && jd >= 0) return m->rules->options[jd].names[t->lang];
        if (over) return m->rules->options[fd].names[t->lang];
    }
    return NULL;
}

/* The suit's colour of a one-suit hand (its first tile's): characters red, dots blue, bamboo green. */
static SDL_Color suit_colour(const hand_spots *hs, uint8_t a)
{
    static const SDL_Color c[3] = {{200, 70, 60, 0}, {60, 120, 220, 0}, {60, 170, 90, 0}};
    SDL_Color k = hs->n && hs->kind[0] < 27 ? c[hs->kind[0] / 9] : (SDL_Color){200, 170, 60, 0};
    k.a = a;
    return k;
}

/* The winning sheet: the patterns stamped in one by one, then the total. Returns the y below it. */
static float draw_sheet(ui_app *app, ui_match *m, const sp_game_win *w, const sp_score_result *r,
                        const ui_win_timeline *t, int64_t el, int64_t stamp_el, const hand_spots *hs, float y)
{
    const ui_i18n *t18 = &app->i18n;
    char buf[200];
    float px = app->lw / 2 - 300;
    float rows_h = 0;
    for (int i = 0; r && i < r->npatterns; i++) rows_h += looks[style_of(m->rules, r, &r->patterns[i])].row_h;
    ui_panel(app, (ui_rect){px - 20, y - 8, 640, 40 + rows_h + 40});
    app->stat_rows = 0;
    float ry = y, product = 1;
    int factors = 0;
    bool stamping = ui_win_stage_at(t, stamp_el) == UI_WS_STAMPS;
    for (int i = 0; r && i < r->npatterns; i++) {
        const sp_pattern_score *ps = &r->patterns[i];
        stamp_style st = style_of(m->rules, r, ps);
        float q = ui_win_item_progress(t, UI_WS_STAMPS, i, stamp_el), e = ui_win_ease(q);
        float row_y = ry;
        ry += looks[st].row_h;
        if (q <= 0) continue;
        float sc = q >= 1 ? 1 : looks[st].from + (1 - looks[st].from) * e;
        uint8_t a = q >= 1 ? 255 : (uint8_t)(255 * (q * 2.5f < 1 ? q * 2.5f : 1));
        float dx = st == STAMP_LIMIT && q < 1 ? sinf(q * 40) * 8 * (1 - q) : 0; /* the seal shakes the row */
        float hop = st == STAMP_CHICKEN_HAND && q < 1 ? sinf(q * 6.2832f) * 10 * (1 - q) : 0;
        SDL_Color band = st == STAMP_FLUSH ? suit_colour(hs, 90) : looks[st].band;
        if (band.a) {
            band.a = (uint8_t)(band.a * e);
            ui_fill(app, (ui_rect){px - 14 + dx, row_y - 3, 628, looks[st].row_h - 2}, band);
        }
        if (st == STAMP_FLUSH && q < 1) { /* a sweep of the suit's colour over the hand */
            float sx = hs->x0 + (hs->x1 - hs->x0) * e;
            ui_fill(app, (ui_rect){sx - 30, hs->y, 60, hs->h}, suit_colour(hs, (uint8_t)(110 * (1 - q))));
        }
        float nx = px;
        if (st == STAMP_CHICKEN || st == STAMP_CHICKEN_HAND) { /* the chicken sits before its name */
            nx = px + 26;
            float cx = px + 9, cy = row_y + 14 - hop;
            if (st == STAMP_CHICKEN && q < 1) {
                int k = chicken_kind(m->rules, ps), from = -1;
                for (int j = 0; j < hs->n && from < 0; j++)
                    if (hs->kind[j] == k) from = j;
                float sx = from >= 0 ? hs->x[from] + ui_face_w(hs->h) / 2 : (hs->x0 + hs->x1) / 2, sy = hs->y + hs->h / 2;
                cx = sx + (cx - sx) * e;
                cy = sy + (cy - sy) * e - sinf(e * 3.14159f) * 90;
            }
            ui_fx_chicken(app, cx, cy, 20, 255);
        }
        ui_sheet_name(m->rules, ps, t18->lang, buf, sizeof buf);
        ui_fx_text(app, nx + dx, row_y - hop, looks[st].size, sc, 0, a, st == STAMP_LIMIT ? UI_GOLD : UI_WHITE, UI_ALIGN_LEFT,
                   st == STAMP_LIMIT, buf);
        app->stat_rows = i + 1;
        ui_sheet_value(m->rules, ps, t18, buf, sizeof buf);
        ui_fx_text(app, px + 600 + dx, row_y - hop, looks[st].size, sc, 0, a, UI_GOLD, UI_ALIGN_RIGHT, true, buf);
        if (st == STAMP_FACTOR) { /* the multiplier drops onto the stack beside the sheet */
            product *= ps->den > 1 ? (float)ps->value / (float)ps->den : (float)ps->value;
            float sy = y + rows_h + 18 - (float)factors++ * 7;
            ui_fx_chip(app, px + 652, sy - 160 * (1 - e), 15, (SDL_Color){226, 178, 60, a});
        }
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
    if (factors && stamping) { /* the product so far, above the stack, while it grows */
        snprintf(buf, sizeof buf, "×%g", (double)product);
        ui_fx_text(app, px + 652, y + rows_h - 24 - (float)factors * 7, 16, 1, 0, 230, UI_GOLD, UI_ALIGN_CENTER, true, buf);
    }
    float ty = y + rows_h + 6;
    float q = ui_win_stage_progress(t, UI_WS_TOTAL, el), e = ui_win_ease(q);
    if (r && q > 0 && !w->valid) { /* 詐糊: what the hand would count is no win, and it lands hard */
        float sc = q >= 1 ? 1 : 2.2f - 1.2f * e, dx = q < 1 ? sinf(q * 50) * 10 * (1 - q) : 0;
        ui_fx_text(app, px + 600 + dx, ty, 22, sc, 0, q >= 1 ? 255 : (uint8_t)(255 * e), UI_RED, UI_ALIGN_RIGHT, true,
                   ui_tr(t18, "result.false_win_note"));
    } else if (r && q > 0) {
        ui_sheet_total(m->rules, r, t18, buf, sizeof buf);
        ui_fx_text(app, px + 600, ty, 24, q >= 1 ? 1 : 1.8f - 0.8f * e, 0, q >= 1 ? 255 : (uint8_t)(255 * e), UI_GOLD,
                   UI_ALIGN_RIGHT, true, buf);
        if (r->fan == 0 && !r->npatterns) ui_fx_chicken(app, px + 40, ty + 14 - (q < 1 ? sinf(q * 6.28f) * 10 : 0), 22, 255);
        const char *cap = cap_stamp(m, r, t18, app->match->players);
        if (cap) { /* a seal struck across the sheet's foot */
            float cs = q >= 1 ? 1 : 3 - 2 * e;
            ui_fx_text(app, px + 150, ty - 2, 26, cs, -10, q >= 1 ? 255 : (uint8_t)(255 * e), UI_RED, UI_ALIGN_CENTER, true, cap);
        }
    } else if (!r) { /* a LAN match whose sheets have not come (yet): the host's total */
        ui_sheet_amount(m->rules, (int)w->fan, t18, buf, sizeof buf);
        ui_text(app, px + 600, ty, 24, UI_GOLD, UI_ALIGN_RIGHT, true, buf);
    }
    return ty + 64;
}

/* A title stamped in over its first moments. */
static void draw_title(ui_app *app, float y, float size, const ui_win_timeline *t, int64_t el, const char *s)
{
    float span = 2.0f * (float)t->item_ms[UI_WS_FLIP], q = span > 0 ? (float)el / span : 1;
    if (q >= 1) ui_text(app, app->lw / 2, y, size, UI_GOLD, UI_ALIGN_CENTER, true, s);
    else if (q > 0) ui_fx_text(app, app->lw / 2, y, size, 1.8f - 0.8f * ui_win_ease(q), 0, (uint8_t)(255 * ui_win_ease(q)),
                               UI_GOLD, UI_ALIGN_CENTER, true, s);
}

/* One seat's row of the payments and standings: its wind and name, what it gets or pays
 * (counting up), its score, and the parts of the payment when the ruleset settles them apart. */
typedef struct {
    ui_match *m;
    const sp_view *v;
    const sp_hand_outcome *o;
    const sp_score_result *br;
    float frac, bx;
} standing;

static void draw_standing(ui_app *app, int s, float y, void *ctx)
{
    const standing *st = ctx;
    char buf[160], n1[64];
    int delta = st->o->delta[s], shown = (int)((float)delta * st->frac);
    float ry = y + 2;
    snprintf(buf, sizeof buf, "%s %s", wind_of(app, st->v, s), who(app, st->m, s, n1));
    ui_text(app, st->bx, ry, 20, UI_WHITE, UI_ALIGN_LEFT, false, buf);
    snprintf(buf, sizeof buf, "%+d", shown);
    ui_text(app, st->bx + 330, ry, 20, delta > 0 ? UI_GREEN_TEXT : delta < 0 ? UI_RED : UI_DIM, UI_ALIGN_RIGHT, true, buf);
    snprintf(buf, sizeof buf, "%d", (int)(st->v->seats[s].score - delta + shown));
    ui_text(app, st->bx + 520, ry, 20, UI_WHITE, UI_ALIGN_RIGHT, false, buf);
    for (int i = 0; st->br && st->frac >= 1 && i < st->br->nparts; i++) {
        int a = st->br->parts[i].seats[s];
        snprintf(buf, sizeof buf, "%+d", a);
        ui_text(app, st->bx + 596 + 92 * (float)i, ry + 2, 16, a > 0 ? UI_GREEN_TEXT : a < 0 ? UI_RED : UI_DIM,
                UI_ALIGN_RIGHT, false, a ? buf : "·");
    }
}

static void draw_bar(ui_app *app, ui_match *m, const sp_hand_outcome *o, int settle_rows);

/* The sheet whose settlement the panel shows: the winner's shown, or the draw's (荒庄查叫,
 * 查大叫: worked out into `drawn`, or as the LAN host sent it); NULL for none. */
static const sp_score_result *settlement(const ui_match *m, const sp_view *v, sp_score_result *drawn)
{
    const sp_hand_outcome *o = &v->outcome;
    if (o->kind == SP_END_WIN) return o->nwins > 0 && m->nres ? &m->res[page_of(m, o)] : NULL;
    if (o->kind != SP_END_EXHAUSTED) return NULL;
    if (m->net) {
        const sp_net_sheet *sh = sp_net_client_draw_sheet(m->net, v->hand_number);
        if (!sh) return NULL;
        sp_net_sheet_to_result(sh, drawn);
        return drawn;
    }
    char err[200];
    return m->s && sp_game_draw_result(&m->s->game, drawn, err, sizeof err) == 0 ? drawn : NULL;
}

/* The seat that dealt the shown win in, -1 none. */
static int discarder_of(const ui_match *m, const sp_hand_outcome *o)
{
    return o->kind == SP_END_WIN && o->nwins > 0 ? o->wins[page_of(m, o)].discarder : -1;
}

/* The settlement panel in the box (its rows scrolled as the screen's state says); its rows. */
static int settle_panel(ui_app *app, const sp_view *v, const sp_score_result *r, ui_rect box)
{
    result_state *rst = ui_screen_state(app);
    const char *words[SP_SEATS] = {"", "", "", ""};
    for (int s = 0; s < v->players; s++) words[s] = wind_of(app, v, s);
    int first = rst ? rst->first : 0;
    int n = r ? ui_sheet_panel(app, box, app->match->rules, r, v->players, discarder_of(app->match, &v->outcome), words, &first) : 0;
    if (rst) rst->first = first;
    return n;
}

/* A win's top half: the winners' tabs (一炮多响), the title, the hand and the sheet of the page
 * shown; returns the y below it. */
static float draw_win_part(ui_app *app, ui_match *m, const sp_view *v, result_plan *rp, int64_t el, float y)
{
    const ui_win_timeline *tl = &rp->t;
    const sp_hand_outcome *o = &v->outcome;
    const ui_i18n *t = &app->i18n;
    char buf[200], n1[64], n2[64];
    int pg = page_of(m, o);
    const sp_game_win *w = &o->wins[pg];
    /* several winners (一炮多响): a tab per winner at the bottom left, each with its own sheet */
    for (int k = 0; o->nwins > 1 && k < o->nwins && k < m->nres; k++) {
        char amount[48];
        ui_sheet_amount(m->rules, (int)m->res[k].fan, &app->i18n, amount, sizeof amount);
        snprintf(buf, sizeof buf, "%s %s  %s", wind_of(app, v, o->wins[k].seat), who(app, m, o->wins[k].seat, n1), amount);
        ui_rect r = {20 + k * 178.0f, app->lh - 66, 168, 44};
        ui_button(app, r, buf, 1 + k, true);
        if (k == pg) ui_outline(app, (ui_rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, UI_GOLD, 3);
    }
    /* a sheet chosen later stamps its patterns again from that moment */
    int64_t stamp_el = m->res_page_since > app->screen_since ? (int64_t)(app->now - m->res_page_since) + tl->start[UI_WS_STAMPS] : el;
    const char *word = !w->valid ? ui_tr(t, "result.false_win") : w->discarder < 0 ? ui_tr(t, "act.tsumo") : ui_tr_variant(t, "result.win", ui_match_words(m));
    if (w->discarder >= 0)
        snprintf(buf, sizeof buf, "%s %s  %s   (%s %s %s)", wind_of(app, v, w->seat), who(app, m, w->seat, n1), word,
                 ui_tr(t, "result.from"), wind_of(app, v, w->discarder), who(app, m, w->discarder, n2));
    else snprintf(buf, sizeof buf, "%s %s  %s", wind_of(app, v, w->seat), who(app, m, w->seat, n1), word);
    draw_title(app, y, 32, tl, el, buf);
    hand_spots hs;
    draw_hand(app, v, w->seat, w->win_tile, y + 100, tl, el, &hs, &rp->ch);
    if (m->nres) mark_wildcards(app, &m->res[pg], &hs, tl, el);
    y += 190;
    return draw_sheet(app, m, w, m->nres ? &m->res[pg] : NULL, tl, el, stamp_el, &hs, y);
}

/* A draw's (or an abortive hand's) top half: the title and every hand as the table shows them
 * at the end, turning over tile by tile; returns the y below it. */
static float draw_draw_part(ui_app *app, ui_match *m, const sp_view *v, const ui_win_timeline *tl, int64_t el, float y)
{
    const sp_hand_outcome *o = &v->outcome;
    char buf[200], n1[64];
    draw_title(app, y + 10, 44, tl, el, ui_tr(&app->i18n, o->kind == SP_END_ABORTIVE ? "result.abortive" : "result.draw"));
    y += 90;
    float th = 34, tw = ui_face_w(th);
    int flip = 0;
    for (int s = 0; s < v->players; s++) {
        const sp_view_seat *vs = &v->seats[s];
        snprintf(buf, sizeof buf, "%s %s", wind_of(app, v, s), who(app, m, s, n1));
        ui_text(app, app->lw / 2 - 380, y + 8, 18, UI_WHITE, UI_ALIGN_LEFT, false, buf);
        float x = app->lw / 2 - 250;
        int tiles[18];
        int n = hand_shown(m, v, s) ? held_tiles(vs, -1, tiles) : 0;
        for (int i = 0; i < n; i++, x += tw)
            ui_fx_tile_flip(app, sp_tile_kind(tiles[i]), th, x, y, ui_win_item_progress(tl, UI_WS_FLIP, flip++, el), 0);
        x += 12;
        for (int i = 0; i < vs->nmelds; i++, x += 8)
            for (int j = 0; j < sp_meld_size(&vs->melds[i].meld); j++, x += tw * 0.85f)
                ui_tile(app, sp_tile_kind(vs->melds[i].tiles[j]), th * 0.85f, 0, x, y + th * 0.15f, 0);
        y += 46;
    }
    return y + 16;
}

/* The standings from y down: chips fly from the payers' plates to the winners'
 * (ui/win_fx_pay.h), then the amounts count up, then the rows slide to the standings; who pays
 * whom and why under them where there is room; the bar. */
static void draw_standings_part(ui_app *app, ui_match *m, const sp_view *v, result_plan *rp, int64_t el, float y,
                                const sp_score_result *settled)
{
    const ui_win_timeline *tl = &rp->t;
    const sp_hand_outcome *o = &v->outcome;
    const ui_i18n *t = &app->i18n;
    float frac = ui_win_stage_progress(tl, UI_WS_SETTLE, el);
    int rank[SP_SEATS];
    for (int i = 0; i < v->players; i++) {
        rank[i] = 0;
        for (int j = 0; j < v->players; j++)
            if (v->seats[j].score > v->seats[i].score || (v->seats[j].score == v->seats[i].score && j < i)) rank[i]++;
    }
    float slide = ui_win_ease(ui_win_stage_progress(tl, UI_WS_STANDINGS, el));
    float bx = app->lw / 2 - 260;
    if (y > app->lh - 80 - 34 * v->players) y = app->lh - 80 - 34 * v->players;
    ui_text(app, bx, y, 18, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, slide > 0 ? "result.standings" : "result.payments"));
    /* what the payments are made of, where the ruleset settles parts apart (贵州: the hand,
     * chickens, beans), once counted: a column per part */
    standing st = {m, v, o, breakdown(m, o, v->players), frac, bx};
    app->stat_parts = 0;
    for (int i = 0; st.br && frac >= 1 && i < st.br->nparts; i++) {
        char key[40];
        snprintf(key, sizeof key, "part.%s", st.br->parts[i].name);
        ui_text(app, bx + 596 + 92 * (float)i, y, 16, UI_GOLD, UI_ALIGN_RIGHT, true, ui_tr(t, key));
        app->stat_parts = i + 1;
    }
    /* the rows roll into the standings lane by lane, never over each other (ui/row_roll.h) */
    float parts_w = st.br && frac >= 1 ? 92 * (float)st.br->nparts : 0;
    ui_rows_roll(app, bx - 4, y + 26, 530 + parts_w + 76, 32, 0, v->players, rank, slide, draw_standing, &st);
    ui_fx_chickens_draw(app, m, v, tl, el, &rp->ch, bx + 350, y + 26, 32);
    ui_fx_pay_draw(app, m, v, tl, el, &rp->fl);
    /* who pays whom and why, under the standings once they are counted, where there is room
     * (else the "Who pays" button shows it in the sheet's place) */
    float below = y + 26 + 32 * (float)v->players + 12, bottom = app->lh - 108;
    int settle_rows = settled ? ui_sheet_panel_count(app, m->rules, settled, v->players, discarder_of(m, o)) : 0;
    if (settle_rows && frac >= 1 && bottom - below >= ui_sheet_panel_height(2, true))
        settle_panel(app, v, settled, (ui_rect){app->lw / 2 - 470, below, 940, bottom - below});
    draw_bar(app, m, o, settle_rows);
}

static void result_draw(ui_app *app)
{
    ui_felt(app);
    ui_match *m = app->match;
    if (!m) return;
    sp_view v;
    ui_match_view(m, &v);
    result_plan rp;
    plan(app, m, &v, &rp);
    const sp_hand_outcome *o = &v.outcome;
    int64_t el = (int64_t)(app->now - app->screen_since);
    float y = 24;
    /* a clink as each group of chips lands (before this frame's drawing, which may take long) */
    if (ui_fx_pay_landed(&rp.t, m->fx_heard_ms <= el ? m->fx_heard_ms : -1, el)) ui_play_sound(app, SOUND_CHIPS);
    m->fx_heard_ms = el;
    const result_state *rst = ui_screen_state(app);
    sp_score_result drawn;
    const sp_score_result *settled = settlement(m, &v, &drawn);
    if (rst && rst->full && settled) { /* "Who pays": the settlement fills the sheet's place */
        ui_text(app, app->lw / 2, y, 32, UI_GOLD, UI_ALIGN_CENTER, true, ui_tr(&app->i18n, o->kind == SP_END_WIN ? "result.title" : "result.draw"));
        int rows = settle_panel(app, &v, settled, (ui_rect){app->lw / 2 - 470, 90, 940, app->lh - 90 - 112});
        draw_bar(app, m, o, rows);
        return;
    }
    if (o->kind == SP_END_WIN && o->nwins > 0) y = draw_win_part(app, m, &v, &rp, el, y);
    else y = draw_draw_part(app, m, &v, &rp.t, el, y);
    draw_standings_part(app, m, &v, &rp, el, y, settled);
}

/* The calculator is offered for a win whose hand the window knows: a local match's or one the
 * replay viewer plays again (m->s is the cursor's session); a LAN guest has only the host's
 * sheets, so there the button is not drawn and Who pays takes its place. */
static bool calc_offered(const ui_match *m, const sp_hand_outcome *o) { return o->kind == SP_END_WIN && m->s; }

/* The buttons at the foot (Continue, Table, Calculator, Who pays) and what the wait for the next
 * hand says. */
static void draw_bar(ui_app *app, ui_match *m, const sp_hand_outcome *o, int settle_rows)
{
    const ui_i18n *t = &app->i18n;
    char buf[200];
    const result_state *rst = ui_screen_state(app);
    bool calc = calc_offered(m, o);
    if (settle_rows) /* above the winners' tabs when there are three */
        ui_button(app, (ui_rect){app->lw - (calc ? 830 : 640), app->lh - (o->nwins > 2 ? 130 : 70), 176, 52},
                  ui_tr(t, rst && rst->full ? "sheet.back" : "sheet.details"), RESULT_WHO_PAYS, true);
    bool over = ui_match_over(m);
    /* LAN: the host deals when every player has pressed Continue, or when its pause runs out */
    int32_t lan_left;
    unsigned waiting;
    bool lan_wait = m->net && !over && sp_net_client_next_hand(m->net, (int64_t)app->now, &lan_left, &waiting);
    const char *next = over ? "result.to_match" : lan_wait && !(waiting >> sp_net_client_seat(m->net) & 1) ? "lan.waiting_others"
                                                                                                       : "result.next";
    ui_button(app, (ui_rect){app->lw - 260, app->lh - 70, 230, 52}, ui_tr(t, next), RESULT_CONTINUE, true);
    ui_button(app, (ui_rect){app->lw - 450, app->lh - 70, 176, 52}, ui_tr(t, "result.table"), RESULT_TABLE, true);
    if (calc) /* the winner's hand in the calculator */
        ui_button(app, (ui_rect){app->lw - 640, app->lh - 70, 176, 52}, ui_tr(t, "title.calc"), RESULT_CALC, true);
    if (lan_wait) {
        snprintf(buf, sizeof buf, "%s %d %s", ui_tr(t, "lan.next_hand_in"), (int)((lan_left + 999) / 1000), ui_tr(t, "seconds"));
        ui_text(app, app->lw - 145, app->lh - 100, 16, UI_DIM, UI_ALIGN_CENTER, false, buf);
        ui_redraw_in(app, 250);
    }
    int auto_s = ui_settings_continue_s(app->settings.auto_continue);
    uint64_t shown_ms = app->now - app->screen_since;
    if (auto_s && !app->watch && !m->net && shown_ms >= reveal_ms(app, m)) { /* "next hand in 4 s" */
        uint64_t at = reveal_ms(app, m) + (uint64_t)auto_s * 1000;
        int left = shown_ms < at ? (int)((at - shown_ms + 999) / 1000) : 0;
        ui_tr_n(t, "result.auto_in", left, buf, sizeof buf);
        ui_text(app, app->lw - 145, app->lh - 100, 16, UI_DIM, UI_ALIGN_CENTER, false, buf);
        ui_redraw_in(app, 250);
    }
}

static void result_activate(ui_app *app, int id, bool back);

bool ui_result_timeline(ui_app *app, ui_win_timeline *out)
{
    if (!app->match) return false;
    sp_view v;
    ui_match_view(app->match, &v);
    result_plan p;
    plan(app, app->match, &v, &p);
    *out = p.t;
    return true;
}

/* Whether the sheet is wholly shown (its reveal has ended). */
static bool revealed(const ui_app *app, ui_match *m) { return app->now - app->screen_since >= reveal_ms(app, m); }

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
    result_state *rst = ui_screen_state(app);
    if (id == RESULT_WHO_PAYS && rst) {
        rst->full = !rst->full;
        rst->first = 0;
        return;
    }
    if (id == RESULT_CALC && m->s) {
        sp_score_input in;
        char err[200];
        _Alignas(16) unsigned char extra[SP_GAME_EXTRA_SIZE]; /* the model's own input: chickens, special kongs ... */
        if (sp_game_win_input_extra(&m->s->game, m->res_page, &in, extra, err, sizeof err)) {
            ui_error(app, "calc.open_failed", err);
            return;
        }
        cJSON *req = score_request_from_input(&in);
        ui_calc_open(app, req);
        cJSON_Delete(req);
        return;
    }
    if (id != RESULT_CONTINUE) return;
    if (!revealed(app, m)) { /* a press during the reveal skips to the whole sheet; the next one moves on */
        sp_view v;
        ui_match_view(m, &v);
        result_plan p;
        plan(app, m, &v, &p);
        const ui_win_timeline tl = p.t;
        int64_t el = (int64_t)(app->now - app->screen_since), to = ui_win_skip(&tl, el);
        if (m->res_page_since > app->screen_since) to = ui_win_end(&tl); /* a tab's sheet stamping again */
        app->screen_since = app->stack[app->depth - 1].since = app->now - (uint64_t)to;
        m->res_page_since = 0;
        return;
    }
    ui_result_continue(app);
}

void ui_result_continue(ui_app *app)
{
    ui_match *m = app->match;
    if (!m) return;
    if (m->review) { /* opened from the replay viewer: back to it, or on to the match's result
                      * after its last hand (whose Back returns to the viewer) */
        if (ui_match_over(m)) ui_screen_replace(app, &ui_screen_match_result);
        else ui_screen_back(app);
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
    result_state *rst = ui_screen_state(app);
    if (rst && e->type == SDL_MOUSEWHEEL) { /* the settlement's rows scroll (the panel keeps them in range) */
        rst->first -= e->wheel.y;
        return true;
    }
    return ui_enter_activates_first(app, e);
}

const ui_screen ui_screen_result = {.name = "result", .keys = "keys.result", .opaque = true,
                                    .event = result_event,
                                    .activate = result_activate,
                                    .update = result_update,
                                    .draw = result_draw,
                                    .state_size = sizeof(result_state)};
