/* table_plates.c: the seats' name plates. */
#include "ui/table_plates.h"

#include <stdio.h>

#include "ui/draw.h"
#include "ui/seat_name.h"

enum { PLATE_W = 190, PLATE_H = 52, NAME_SIZE = 17, KIND_SIZE = 14, PAD = 4 };

/* The plate's height: 52, or taller where the two lines need it (text is never drawn under
 * 12 px, so at 800x600 two lines take more of the logical plate than at 1280x720). */
static float plate_h(const ui_app *app)
{
    float need = PAD + ui_line_h(app, NAME_SIZE) + 1 + ui_line_h(app, KIND_SIZE) + PAD;
    return need > PLATE_H ? need : PLATE_H;
}

ui_rect ui_plate_rect(const ui_app *app, const ui_layout *L, int pos)
{
    float w = PLATE_W, h = plate_h(app), side_y = L->cy - L->panel / 2 - h - 90;
    if (side_y < 60) side_y = 60;
    if ((pos == UI_POS_LEFT || pos == UI_POS_RIGHT) && L->plate_y[pos] > 0) side_y = L->plate_y[pos];
    switch (pos) {
    case UI_POS_BOTTOM: return (ui_rect){8, app->lh - h - 8, w, h};          /* left of the own hand */
    case UI_POS_RIGHT: return (ui_rect){app->lw - w - 8, side_y, w, h};      /* above the right hand */
    case UI_POS_TOP: return (ui_rect){app->lw - w - 8, 8, w, h};             /* the top right corner */
    default: return (ui_rect){8, side_y, w, h};                              /* above the left hand */
    }
}

float ui_plate_highest(const ui_app *app, int pos)
{
    /* the left one under the ruleset's name, the right one under the top seat's plate */
    return pos == UI_POS_LEFT ? 36 : 8 + plate_h(app) + 8;
}

void ui_draw_plates(ui_app *app, const ui_layout *L, const ui_match *m, const sp_view *v)
{
    static const char *winds[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};
    const ui_i18n *t = &app->i18n;
    bool claim = v->phase != SP_PHASE_TURN;
    for (int s = 0; s < v->players; s++) {
        ui_rect r = ui_plate_rect(app, L, L->pos[s]);
        if (app->record) app->plate_rec[app->nplate_rec++] = (SDL_Rect){ui_px(app, r.x), ui_px(app, r.y),
                                                                        ui_px(app, r.w), ui_px(app, r.h)};
        bool pending = v->pending >> s & 1;
        bool to_act = pending && !claim;
        ui_panel_box(app, r, "plate");
        ui_fill(app, r, to_act ? (SDL_Color){90, 70, 20, 235} : (SDL_Color){10, 30, 22, 215});
        ui_outline(app, r, to_act ? UI_GOLD : (SDL_Color){90, 110, 90, 255}, to_act ? 3 : 1);
        char name[64], kind[96], buf[160];
        ui_seat_name(app, m, s, name, sizeof name);
        int wind = (s - v->dealer + v->players) % v->players;
        snprintf(buf, sizeof buf, "%s %s", ui_tr(t, winds[wind & 3]), name);
        ui_text_fit(app, r.x + 8, r.y + PAD, NAME_SIZE, r.w - 70, UI_WHITE, UI_ALIGN_LEFT, true, buf);
        snprintf(buf, sizeof buf, "%d", (int)v->seats[s].score);
        ui_text(app, r.x + r.w - 8, r.y + PAD, NAME_SIZE, UI_GOLD, UI_ALIGN_RIGHT, true, buf);
        if (pending && claim) snprintf(kind, sizeof kind, "%s", ui_tr(t, "seat.deciding"));
        else ui_seat_kind(app, m, s, kind, sizeof kind);
        ui_text_fit(app, r.x + 8, r.y + PAD + ui_line_h(app, NAME_SIZE) + 1, KIND_SIZE, r.w - 16, pending && claim ? UI_GOLD : UI_DIM, UI_ALIGN_LEFT, false, kind);
    }
}
