/* row_roll.c: re-sorting rows lane by lane (row_roll.h). */
#include "ui/row_roll.h"

#include "ui/draw.h"

void ui_rows_roll(ui_app *app, float x, float y0, float w, float h, float pad, int n, const int *place, float t,
                  ui_row_fn draw, void *ctx)
{
    for (int lane = 0; lane < n; lane++) {
        int comes = lane;
        for (int r = 0; r < n; r++)
            if (place[r] == lane) comes = r;
        float y = y0 + h * (float)lane;
        if (comes == lane || t <= 0 || t >= 1) {
            draw(app, t >= 1 ? comes : lane, y, ctx);
            continue;
        }
        float dir = comes > lane ? 1.0f : -1.0f; /* it rises from below, or falls from above */
        SDL_Rect was, clip = {ui_px(app, x), ui_px(app, y + pad), ui_px(app, x + w) - ui_px(app, x),
                              ui_px(app, y + h - pad) - ui_px(app, y + pad)};
        bool clipped = SDL_RenderIsClipEnabled(app->ren);
        SDL_RenderGetClipRect(app->ren, &was);
        SDL_RenderSetClipRect(app->ren, &clip);
        draw(app, lane, y - dir * h * t, ctx);
        draw(app, comes, y + dir * h * (1 - t), ctx);
        SDL_RenderSetClipRect(app->ren, clipped ? &was : NULL);
    }
}
