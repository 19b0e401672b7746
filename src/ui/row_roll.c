/* row_roll.c: re-sorting rows lane by lane (row_roll.h). */
#include "ui/row_roll.h"

#include "ui/draw.h"

int ui_rows_roll_pieces(float y0, float h, float pad, int n, const int *place, float t, ui_roll_piece *out)
{
    int k = 0;
    for (int lane = 0; lane < n; lane++) {
        int comes = lane;
        for (int r = 0; r < n; r++)
            if (place[r] == lane) comes = r;
        float y = y0 + h * (float)lane, top = y + pad, bottom = y + h - pad;
        if (comes == lane || t <= 0 || t >= 1) {
            out[k++] = (ui_roll_piece){t >= 1 ? comes : lane, lane, y, top, bottom, false};
            continue;
        }
        /* the first half the row there rolls out, the second the one that comes rolls in: a
         * lane never shows two rows, nor a row two lanes */
        float dir = comes > lane ? 1.0f : -1.0f; /* it rises from below, or falls from above */
        if (t < 0.5f) out[k++] = (ui_roll_piece){lane, lane, y - dir * h * 2 * t, top, bottom, true};
        else if (t > 0.5f) out[k++] = (ui_roll_piece){comes, lane, y + dir * h * (2 - 2 * t), top, bottom, true};
    }
    return k;
}

void ui_rows_roll(ui_app *app, float x, float y0, float w, float h, float pad, int n, const int *place, float t,
                  ui_row_fn draw, void *ctx)
{
    ui_roll_piece p[8];
    if (n > 8) n = 8;
    int k = ui_rows_roll_pieces(y0, h, pad, n, place, t, p);
    for (int i = 0; i < k; i++) {
        if (!p[i].clipped) {
            draw(app, p[i].row, p[i].y, ctx);
            continue;
        }
        SDL_Rect was, clip = {ui_px(app, x), ui_px(app, p[i].top), ui_px(app, x + w) - ui_px(app, x),
                              ui_px(app, p[i].bottom) - ui_px(app, p[i].top)};
        bool clipped = SDL_RenderIsClipEnabled(app->ren);
        SDL_RenderGetClipRect(app->ren, &was);
        SDL_RenderSetClipRect(app->ren, &clip);
        draw(app, p[i].row, p[i].y, ctx);
        SDL_RenderSetClipRect(app->ren, clipped ? &was : NULL);
    }
}
