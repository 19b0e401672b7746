/* countdown.c: the timer bar. */
#include "ui/countdown.h"

#include "ui/draw.h"
#include "ui/layout.h"

ui_rect ui_countdown_hand_rect(const ui_match *m)
{
    if (!m->nhand_pos) return (ui_rect){0, 0, 0, 0};
    float x0 = m->hand_x[0], x1 = m->hand_x[m->nhand_pos - 1] + ui_face_w(m->hand_h);
    return (ui_rect){x0, m->hand_y[0] - 9, x1 - x0, 6}; /* under the "your turn" prompt */
}

void ui_countdown_bar(ui_app *app, ui_rect r, int left_ms, int total_ms)
{
    if (total_ms <= 0 || r.w <= 0) return;
    if (left_ms < 0) left_ms = 0;
    if (left_ms > total_ms) left_ms = total_ms;
    bool warn = left_ms < UI_COUNTDOWN_WARN_MS;
    /* the warning pulses: brighter and dimmer every other frame */
    bool bright = !warn || (app->now / UI_COUNTDOWN_FRAME_MS) % 2 == 0;
    ui_fill(app, r, (SDL_Color){0, 0, 0, 140});
    SDL_Color c = warn ? (bright ? (SDL_Color){235, 60, 50, 255} : (SDL_Color){150, 30, 25, 255}) : UI_GOLD;
    ui_fill(app, (ui_rect){r.x, r.y, r.w * (float)left_ms / (float)total_ms, r.h}, c);
    if (warn) ui_outline(app, (ui_rect){r.x - 2, r.y - 2, r.w + 4, r.h + 4}, c, 1.5f);
    if (left_ms > 0) ui_redraw_in(app, UI_COUNTDOWN_FRAME_MS);
}
