/* layout.c: seat frames and tile placement. */
#include "ui/layout.h"

void ui_layout_make(ui_layout *L, const ui_app *app, int players, int view_seat, int tile_size)
{
    /* the Tile size setting scales every tile on the table */
    static const float tile_scale[3] = {0.86f, 1.0f, 1.14f};
    float k = tile_scale[tile_size < 0 || tile_size > 2 ? 1 : tile_size];
    L->players = players;
    L->view_seat = view_seat;
    for (int p = 0; p < 4; p++) L->plate_y[p] = 0;
    L->left_row_bottom = 0;
    for (int k = 0; k < players; k++) {
        int seat = (view_seat + k) % players;
        int pos = players == 2 ? (k ? UI_POS_TOP : UI_POS_BOTTOM)
                  : players == 3 ? (k == 0 ? UI_POS_BOTTOM : k == 1 ? UI_POS_RIGHT : UI_POS_LEFT)
                                 : k;
        L->pos[seat] = pos;
    }
    /* the panel grows when text reaches its 12 px floor (small windows) */
    L->panel = 196;
    if (app->s < 0.8f) L->panel = 196 * 0.8f / app->s > 260 ? 260 : 196 * 0.8f / app->s;
    /* river tiles 30 units wide (30 px at 1280 x 720) at the middle size; a row of six never
     * wider than the panel */
    L->river_h = 40 * k;
    if (L->panel < 6 * ui_face_w(L->river_h) + 12) L->panel = 6 * ui_face_w(L->river_h) + 12;
    L->river_y0 = L->panel / 2 + 6;
    float hs = 58 * k;
    float other = 34 * k; /* the other seats' hands; their melds and flowers as large as rivers */
    float top_band = 10 + other * 84 / 80 + 6;
    float bottom_band = app->lh - 14 - hs * 84 / 80 - 10;
    L->cx = app->lw / 2;
    L->cy = (top_band + bottom_band) / 2;
    static const int rots[4] = {0, 3, 2, 1};
    for (int p = 0; p < 4; p++) {
        ui_seat_frame *f = &L->f[p];
        f->rot = rots[p];
        f->hand_h = p == UI_POS_BOTTOM ? hs : other;
        f->meld_h = p == UI_POS_BOTTOM ? hs * 0.8f : L->river_h;
        float ih = f->hand_h * 84 / 80;
        switch (p) {
        case UI_POS_BOTTOM: f->hand_y = app->lh - 14 - ih - L->cy; break;
        case UI_POS_TOP: f->hand_y = L->cy - 10 - ih; break;
        default: f->hand_y = L->cx - 16 - ih; break;
        }
    }
}

void ui_layout_point(const ui_layout *L, int seat, float lx, float ly, float *sx, float *sy)
{
    int rot = L->f[L->pos[seat]].rot;
    float x, y;
    switch (rot) {
    case 1: x = -ly; y = lx; break;
    case 2: x = -lx; y = -ly; break;
    case 3: x = ly; y = -lx; break;
    default: x = lx; y = ly; break;
    }
    *sx = L->cx + x;
    *sy = L->cy + y;
}

ui_placed ui_layout_tile(const ui_layout *L, int seat, float lx, float ly, float face_h, bool sideways)
{
    float iw = face_h * 64 / 80, ih = face_h * 84 / 80;
    float w = iw, h = ih;
    if (sideways) {
        ly += face_h - ui_face_w(face_h);
        w = ih;
        h = iw;
    }
    float x0, y0, x1, y1;
    ui_layout_point(L, seat, lx, ly, &x0, &y0);
    ui_layout_point(L, seat, lx + w, ly + h, &x1, &y1);
    int rot = (L->f[L->pos[seat]].rot + (sideways ? 3 : 0)) % 4;
    return (ui_placed){x0 < x1 ? x0 : x1, y0 < y1 ? y0 : y1, rot, face_h};
}

ui_placed ui_layout_river(const ui_layout *L, int seat, int i)
{
    float w = ui_face_w(L->river_h);
    /* rows of six; at a two-player table (long rivers, free sides) every three rows start a new
     * block of rows to the seat's right, so the river never reaches the hands */
    int block = L->players == 2 ? i / 18 : 0, k = L->players == 2 ? i % 18 : i;
    int row = k / 6, col = k % 6;
    float x = -3 * w + col * w + block * (6 * w + 10);
    return ui_layout_tile(L, seat, x, L->river_y0 + row * (L->river_h + 2), L->river_h, false);
}
