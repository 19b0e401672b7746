/* table_seats.c: rivers, hands, melds and flowers of every seat, and tiles in flight. */
#include "ui/table_seats.h"

#include <string.h>

#include "ui/draw.h"
#include "ui/table_plates.h"

static const ui_tween *tween_of(const ui_match *m, int kind, int tile, uint64_t now)
{
    for (int i = 0; i < m->ntw; i++) {
        const ui_tween *w = &m->tw[i];
        if (w->kind == kind && w->tile == tile && now < w->start + (uint64_t)w->dur) return w;
    }
    return NULL;
}

bool ui_flights_add(ui_flights *fl, const ui_tween *w, int idx, int flags, int power, ui_placed from, ui_placed to)
{
    if (fl->n >= UI_MAX_FLIGHTS) return false;
    fl->f[fl->n++] = (ui_flying){idx, flags, power, from, to, w->start, w->dur};
    return true;
}

static void put(ui_app *app, ui_placed p, int idx, int flags)
{
    ui_tile(app, idx, p.face_h, p.rot, p.x, p.y, flags);
}

/* As put, for a face-up tile others may want to read: notes it when the pointer is on it. */
static void put_readable(ui_app *app, ui_flights *fl, ui_placed p, int idx, int flags)
{
    put(app, p, idx, flags);
    float iw = p.face_h * 64 / 80, ih = p.face_h * 84 / 80;
    ui_rect r = p.rot % 2 ? (ui_rect){p.x, p.y, ih, iw} : (ui_rect){p.x, p.y, iw, ih};
    if (idx >= 0 && idx != UI_SPR_BACK && ui_rect_has(r, app->mx, app->my)) {
        fl->hover_idx = idx;
        fl->hover = p;
    }
}

/* The hovered tile upright at twice the hand's size, beside where it lies, inside the window. */
static void draw_hover(ui_app *app, const ui_layout *L, const ui_flights *fl)
{
    if (fl->hover_idx < 0) return;
    float h = L->f[UI_POS_BOTTOM].hand_h * 1.6f, iw = h * 64 / 80, ih = h * 84 / 80;
    float x = fl->hover.x + fl->hover.face_h / 2 - iw / 2, y = fl->hover.y - ih - 6;
    if (y < 4) y = fl->hover.y + fl->hover.face_h * 84 / 80 + 6;
    if (x < 4) x = 4;
    if (x + iw > app->lw - 4) x = app->lw - 4 - iw;
    if (y + ih > app->lh - 4) y = app->lh - 4 - ih;
    ui_fill(app, (ui_rect){x - 4, y - 4, iw + 8, ih + 8}, (SDL_Color){20, 20, 20, 200});
    ui_tile(app, fl->hover_idx, h, 0, x, y, 0);
}

static int shown_river(const sp_view_seat *vs, int upto)
{
    int n = 0;
    for (int i = 0; i < upto && i < vs->nriver; i++)
        if (!(vs->river_flags[i] & SP_RIVER_CLAIMED)) n++;
    return n;
}

/* The source of a discard: the middle of the seat's hand. */
static ui_placed hand_middle(const ui_layout *L, int seat, float face_h)
{
    const ui_seat_frame *f = &L->f[L->pos[seat]];
    return ui_layout_tile(L, seat, -ui_face_w(face_h) / 2, f->hand_y, face_h, false);
}

static void draw_river(ui_app *app, const ui_layout *L, ui_match *m, const sp_view *v, int seat, ui_flights *fl)
{
    const sp_view_seat *vs = &v->seats[seat];
    int k = 0;
    app->draw_group = seat * 8 + 0;
    for (int i = 0; i < vs->nriver; i++) {
        if (vs->river_flags[i] & SP_RIVER_CLAIMED) continue;
        int tile = vs->river[i];
        ui_placed p = ui_layout_river(L, seat, k++);
        int flags = tile == v->last_discard && i == vs->nriver - 1 ? UI_TILE_SELECTED : 0;
        const ui_tween *w = tween_of(m, UI_TW_DISCARD, tile, app->now);
        if (w && ui_flights_add(fl, w, sp_tile_kind(tile), flags, 3,
                     w->has_src ? (ui_placed){w->sx, w->sy, 0, w->sh} : hand_middle(L, seat, L->river_h), p))
            continue;
        put_readable(app, fl, p, sp_tile_kind(tile), flags);
    }
}

int ui_hand_tiles(ui_match *m, const sp_view *v, bool auto_sort, int16_t out[18], bool *apart)
{
    const sp_view_seat *vs = &v->seats[m->view_seat];
    int drawn = vs->drawn;
    *apart = drawn >= 0 && v->phase == SP_PHASE_TURN && v->turn == m->view_seat;
    int16_t sorted[18];
    int n = 0;
    /* the wild kind first, as players keep it */
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < SP_KINDS; k++) {
            if ((k == v->wild_kind) != (pass == 0)) continue;
            for (int c = 0; c < 4; c++)
                if ((vs->held[k] >> c & 1) && !(*apart && sp_tile_make(k, c) == drawn) && n < 18)
                    sorted[n++] = (int16_t)sp_tile_make(k, c);
        }
    if (auto_sort) {
        memcpy(out, sorted, sizeof sorted[0] * (size_t)n);
    } else {
        /* keep the player's order: tiles still held stay where they were, new ones go last */
        int k = 0;
        for (int i = 0; i < m->norder; i++)
            for (int j = 0; j < n; j++)
                if (sorted[j] == m->order[i]) {
                    out[k++] = sorted[j];
                    break;
                }
        for (int j = 0; j < n; j++) {
            bool seen = false;
            for (int i = 0; i < k && !seen; i++) seen = out[i] == sorted[j];
            if (!seen) out[k++] = sorted[j];
        }
        memcpy(m->order, out, sizeof out[0] * (size_t)k);
        m->norder = k;
    }
    if (*apart) out[n++] = (int16_t)drawn;
    return n;
}

/* Display order of a meld's tiles and which one lies sideways. */
static int meld_layout(const sp_game_meld *gm, int seat, int players, int order[4], int *side)
{
    int n = sp_meld_size(&gm->meld);
    int pos = -1;
    if (gm->claimed >= 0) {
        int rel = (gm->meld.from - seat + players) % players;
        pos = rel == players - 1 ? 0 : rel == 1 && players > 2 ? n - 1 : 1;
    }
    int k = 0;
    for (int i = 0; i < n; i++)
        if (i != gm->claimed) order[k++] = i;
    if (pos >= 0) {
        for (int i = n - 1; i > pos; i--) order[i] = order[i - 1];
        order[pos] = gm->claimed;
    }
    *side = pos;
    return n;
}

static float meld_width(const sp_game_meld *gm, float h)
{
    int n = sp_meld_size(&gm->meld);
    return gm->claimed >= 0 ? (n - 1) * ui_face_w(h) + h : n * ui_face_w(h);
}

/* Face height of a seat's flowers: the player's own smaller than its melds, the others' as
 * large, to be read across the table. */
static float flower_h(const ui_seat_frame *f, bool own) { return own ? f->meld_h * 0.72f : f->meld_h; }

float ui_seat_top(const ui_layout *L, const sp_view_seat *vs, int pos)
{
    const ui_seat_frame *f = &L->f[pos];
    if (!vs->nflowers && !vs->nspecial) return f->hand_y;
    float fh = flower_h(f, pos == UI_POS_BOTTOM);
    float top = f->hand_y + f->hand_h - f->meld_h - fh * 84 / 80 - 4;
    return top < f->hand_y ? top : f->hand_y;
}

/* How far a side seat's row of tiles, from lo to hi along the seat (local units), moves so that
 * its name plate above it covers none of them: the left seat keeps above the player's plate,
 * the right one above the player's hand. The row stays centred when it fits as it is; for a
 * row too long for the room under the plate, the plate goes up (L->plate_y) as far as it may,
 * and a row too long even then is to be drawn smaller: *fit says by how much (1: as it is).
 * Top and bottom rows never move. */
static float side_shift(const ui_app *app, ui_layout *L, int pos, float lo, float hi, float *fit)
{
    *fit = 1;
    if (pos != UI_POS_LEFT && pos != UI_POS_RIGHT) return 0;
    ui_rect plate = ui_plate_rect(app, L, pos);
    float ymin = plate.y + plate.h + 6;
    float ymax = pos == UI_POS_LEFT ? ui_plate_rect(app, L, UI_POS_BOTTOM).y - 6
                                    : L->cy + L->f[UI_POS_BOTTOM].hand_y - 8;
    /* the screen rows the tiles take: the left seat runs down the screen, the right one up */
    float top = pos == UI_POS_LEFT ? L->cy + lo : L->cy - hi;
    float bottom = pos == UI_POS_LEFT ? L->cy + hi : L->cy - lo;
    if (bottom - top > ymax - ymin) {
        float raised = ymax - (bottom - top), highest = ui_plate_highest(app, pos) + plate.h + 6;
        ymin = raised > highest ? raised : highest;
        L->plate_y[pos] = ymin - 6 - plate.h;
    }
    float down = 0; /* screen pixels the row moves down */
    if (bottom - top > ymax - ymin) {
        *fit = (ymax - ymin) / (bottom - top);
        down = (ymin + ymax) / 2 - (top + bottom) / 2;
    }
    else if (top < ymin) down = ymin - top;
    else if (bottom > ymax) down = ymax - bottom;
    return pos == UI_POS_LEFT ? down : -down;
}

static void draw_seat(ui_app *app, ui_layout *L, ui_match *m, const sp_view *v, int seat, uint64_t grey,
                      ui_flights *fl)
{
    const ui_seat_frame *f = &L->f[L->pos[seat]];
    const sp_view_seat *vs = &v->seats[seat];
    bool own = seat == m->view_seat;
    int16_t tiles[18];
    bool apart = false;
    int n;
    if (own) {
        n = ui_hand_tiles(m, v, app->settings.auto_sort, tiles, &apart);
    } else if (vs->revealed) {
        n = 0;
        for (int k = 0; k < SP_KINDS; k++)
            for (int c = 0; c < 4; c++)
                if ((vs->held[k] >> c & 1) && n < 18) tiles[n++] = (int16_t)sp_tile_make(k, c);
    } else {
        n = vs->nconcealed < 18 ? vs->nconcealed : 18;
        for (int i = 0; i < n; i++) tiles[i] = -1;
    }
    /* the row's sizes: a side seat's row too long for its side of the table is drawn smaller
     * (its tiles' outer edge where it was) */
    float hh = 0, hw = 0, gap = 0, mh = 0, fh = 0, fw = 0, total = 0, flowers_at = 0, x = 0, size = 1, fit = 1,
          row_end = 0;
    float hand_y = f->hand_y;
    for (int pass = 0; pass < 2 && (pass == 0 || fit < 1); pass++) {
        size *= fit;
        hh = f->hand_h * size, hw = ui_face_w(hh), gap = hw * 0.45f, mh = f->meld_h * size;
        hand_y = f->hand_y + (f->hand_h - hh) * 84 / 80;
        float melds_w = 0;
        for (int i = 0; i < vs->nmelds; i++) melds_w += meld_width(&vs->melds[i], mh) + gap * 0.5f;
        total = n * hw + (apart ? gap : 0) + (vs->nmelds ? gap * 1.5f + melds_w : 0);
        /* flowers and one-tile kongs go beside the melds, a row nearer the centre; the right
         * seat's melds grow toward its name plate, so its flowers start at its hand's other end */
        fh = flower_h(f, own) * size, fw = ui_face_w(fh);
        float flowers_w = (vs->nflowers + vs->nspecial) * fw + (vs->nflowers && vs->nspecial ? gap : 0);
        flowers_at = L->pos[seat] == UI_POS_RIGHT ? 0
                     : vs->nmelds                 ? n * hw + (apart ? gap : 0) + gap * 1.5f
                                                  : total + gap;
        row_end = flowers_w > 0 && flowers_at + flowers_w > total ? flowers_at + flowers_w : total;
        x = -total / 2;
        x += side_shift(app, L, L->pos[seat], x, x + row_end, &fit);
    }
    float row_x0 = x;
    if (L->pos[seat] == UI_POS_LEFT) L->left_row_bottom = L->cy + x + row_end; /* (it runs down the screen) */
    bool human_row = own && m->human && L->pos[seat] == UI_POS_BOTTOM;
    app->draw_group = seat * 8 + 1;
    for (int i = 0; i < n; i++) {
        if (apart && i == n - 1) x += gap;
        float y = hand_y;
        int flags = 0;
        if (human_row) {
            bool hover = i == m->sel;
            if (tiles[i] >= 0 && (grey >> sp_tile_kind(tiles[i]) & 1)) flags |= UI_TILE_GREY;
            if (hover && !(flags & UI_TILE_GREY)) y -= hh * 0.15f;
            ui_zone_add(app, (ui_rect){L->cx + x, L->cy + y, hw, hh}, UI_ZONE_HAND + i, !(flags & UI_TILE_GREY));
        }
        if (tiles[i] >= 0 && sp_tile_kind(tiles[i]) == v->wild_kind) flags |= UI_TILE_LIGHT;
        ui_placed p = ui_layout_tile(L, seat, x, y, hh, false);
        int idx = tiles[i] >= 0 ? sp_tile_kind(tiles[i]) : UI_SPR_BACK;
        if (human_row && app->drag_id == UI_ZONE_HAND + i) {
            /* a tile being dragged follows the pointer */
            p.x += app->mx - app->drag_x0;
            p.y += app->my - app->drag_y0;
            put(app, p, idx, flags);
        } else {
            /* the tile just drawn drops in from half its height above */
            const ui_tween *w = own && tiles[i] >= 0 && tiles[i] == v->seats[seat].drawn
                                    ? tween_of(m, UI_TW_DRAW, tiles[i], app->now) : NULL;
            if (!w || !ui_flights_add(fl, w, idx, flags, 3, ui_layout_tile(L, seat, x, y - hh * 0.5f, hh, false), p))
                put(app, p, idx, flags);
        }
        if (own && i < 18) {
            m->hand_tile[i] = tiles[i];
            m->hand_x[i] = p.x;
            m->hand_y[i] = p.y;
            m->hand_h = hh;
            m->nhand_pos = i + 1;
        }
        x += hw;
    }
    /* melds at the seat's right, the claimed tile turned toward the seat it came from */
    if (vs->nmelds) x += gap * 1.5f;
    app->draw_group = seat * 8 + 2;
    float my = hand_y + hh - mh;
    for (int i = 0; i < vs->nmelds; i++) {
        const sp_game_meld *gm = &vs->melds[i];
        int order[4], side;
        int k = meld_layout(gm, seat, v->players, order, &side);
        for (int j = 0; j < k; j++) {
            int tile = gm->tiles[order[j]];
            bool sideways = j == side;
            int idx = sp_tile_kind(tile);
            if (gm->meld.type == SP_MELD_ANKAN && (j == 0 || j == 3)) idx = UI_SPR_BACK;
            ui_placed p = ui_layout_tile(L, seat, x, my, mh, sideways);
            if (sideways) {
                for (int q = 0; q < m->ntw; q++) {
                    const ui_tween *tw = &m->tw[q];
                    if (tw->kind == UI_TW_CLAIM && tw->seat == seat && tw->from >= 0 && i == vs->nmelds - 1 &&
                        app->now < tw->start + (uint64_t)tw->dur) {
                        ui_placed src = ui_layout_river(L, tw->from, shown_river(&v->seats[tw->from], SP_RIVER_MAX));
                        src.face_h = mh;
                        if (ui_flights_add(fl, tw, idx, 0, 3, src, p)) idx = -1;
                        break;
                    }
                }
            }
            if (idx >= 0) put_readable(app, fl, p, idx, 0);
            x += sideways ? mh : ui_face_w(mh);
        }
        x += gap * 0.5f;
    }
    app->draw_group = seat * 8 + 3;
    float fx = row_x0 + flowers_at, fy = my - fh * 84 / 80 - 4;
    for (int i = 0; i < vs->nflowers; i++) {
        put_readable(app, fl, ui_layout_tile(L, seat, fx, fy, fh, false), sp_tile_kind(vs->flower_order[i]), 0);
        fx += fw;
    }
    if (vs->nflowers && vs->nspecial) fx += gap;
    for (int i = 0; i < vs->nspecial; i++) {
        put_readable(app, fl, ui_layout_tile(L, seat, fx, fy, fh, false), sp_tile_kind(vs->special[i]), UI_TILE_LIGHT);
        fx += fw;
    }
}

void ui_draw_seats_still(ui_app *app, ui_layout *L, ui_match *m, const sp_view *v, uint64_t grey_mask, ui_flights *fl)
{
    for (int s = 0; s < v->players; s++) draw_river(app, L, m, v, s, fl);
    for (int s = 0; s < v->players; s++) draw_seat(app, L, m, v, s, grey_mask, fl);
    app->draw_group = -1;
    draw_hover(app, L, fl);
}

void ui_draw_flights(ui_app *app, const ui_flights *fl)
{
    app->draw_group = -1;
    for (int i = 0; i < fl->n; i++) {
        const ui_flying *f = &fl->f[i];
        float t = f->dur > 0 && app->now > f->start ? (float)(app->now - f->start) / (float)f->dur : 0;
        if (t > 1) t = 1;
        float e = 1, rest = 1 - t; /* eased: 1 - (1 - t)^power */
        for (int k = 0; k < f->power; k++) e *= rest;
        e = 1 - e;
        float x = f->from.x + (f->to.x - f->from.x) * e, y = f->from.y + (f->to.y - f->from.y) * e;
        float h = f->from.face_h + (f->to.face_h - f->from.face_h) * e;
        ui_tile(app, f->idx, h, f->to.rot, x, y, f->flags);
    }
}

const char *ui_action_label(const ui_app *app, int type, bool self_drawn)
{
    return ui_action_label_of(app, app->match, type, self_drawn);
}

const char *ui_action_label_of(const ui_app *app, const ui_match *m, int type, bool self_drawn)
{
    static const char *keys[SP_ACT_COUNT] = {"act.discard", "act.chi",      "act.pon",     "act.kan",
                                             "act.hu",      "act.pass",     "act.dingque", "act.baoting",
                                             "act.flower",  "act.special"};
    if (type == SP_ACT_HU && self_drawn) return ui_tr(&app->i18n, "act.tsumo");
    return type >= 0 && type < SP_ACT_COUNT ? ui_tr_variant(&app->i18n, keys[type], ui_match_words(m)) : "?";
}

int ui_action_tiles(const sp_action *a, int tiles[3])
{
    if (a->type == SP_ACT_CHI) { /* the chow in order, the claimed tile in its place */
        tiles[0] = a->with[0] < a->tile ? a->with[0] : a->tile;
        tiles[1] = a->with[0] < a->tile ? (a->with[1] < a->tile ? a->with[1] : a->tile) : a->with[0];
        tiles[2] = a->with[1] > a->tile ? a->with[1] : a->tile;
        return 3;
    }
    if (a->tile == SP_KIND_NONE || a->type == SP_ACT_HU || a->type == SP_ACT_DINGQUE) return 0;
    tiles[0] = a->tile;
    return 1;
}

const char *ui_special_label(const ui_app *app, const ui_match *m, int kind)
{
    /* (the wuhan model's three: 红中 is the fixed 7z, the 赖子 the wild kind, the 皮 the rest) */
    sp_view v;
    ui_match_view(m, &v);
    const char *key = kind == SP_KIND_Z + 6 ? "act.special_hongzhong" : kind == v.wild_kind ? "act.special_laizi" : "act.special_pizi";
    return ui_tr(&app->i18n, key);
}

void ui_draw_shouts(ui_app *app, const ui_layout *L, ui_match *m)
{
    for (int i = 0; i < m->ntw; i++) {
        const ui_tween *w = &m->tw[i];
        if (w->kind != UI_TW_SHOUT || w->seat < 0 || app->now >= w->start + (uint64_t)w->dur) continue;
        const ui_seat_frame *f = &L->f[L->pos[w->seat]];
        float sx, sy;
        ui_layout_point(L, w->seat, 0, f->hand_y - (L->pos[w->seat] == UI_POS_BOTTOM ? 40 : 36), &sx, &sy);
        char label[96];
        const char *word = w->a == SP_ACT_SPECIAL && w->tile >= 0 ? ui_special_label(app, m, sp_tile_kind(w->tile))
                                                                    : ui_action_label(app, w->a, w->b != 0);
        if (w->a == SP_ACT_DINGQUE) {
            static const char *suit[3] = {"suit.m", "suit.p", "suit.s"};
            snprintf(label, sizeof label, "%s %s", word, ui_tr(&app->i18n, suit[w->b >= 0 && w->b < 3 ? w->b : 0]));
        } else {
            snprintf(label, sizeof label, "%s", word);
        }
        float size = 34, tw = ui_text_width(app, size, true, label);
        ui_rect r = {sx - tw / 2 - 14, sy - 26, tw + 28, 52};
        if (r.x < 4) r.x = 4;
        if (r.x + r.w > app->lw - 4) r.x = app->lw - 4 - r.w;
        sx = r.x + r.w / 2;
        ui_fill(app, r, (SDL_Color){20, 20, 20, 190});
        ui_outline(app, r, UI_GOLD, 2);
        ui_text(app, sx, sy - 25, size, UI_GOLD, UI_ALIGN_CENTER, true, label);
    }
}
