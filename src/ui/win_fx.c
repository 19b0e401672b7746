/* win_fx.c: the drawn pieces of the result's animation (win_fx.h). */
#include "ui/win_fx.h"

#include <math.h>
#include <stdio.h>

#include "ui/boxes.h"
#include "ui/draw.h"

void ui_fx_tile_flip(ui_app *app, int kind, float h, float x, float y, float p, int flags)
{
    if (p >= 1) {
        ui_tile(app, kind, h, 0, x, y, flags);
        return;
    }
    SDL_Texture *t = ui_sprite_get(&app->sprites, app->ren, p < 0.5f ? UI_SPR_BACK : kind, ui_px(app, h), 0);
    if (!t) return;
    int w, th;
    SDL_QueryTexture(t, NULL, NULL, &w, &th);
    float sx = fabsf(1 - 2 * p);
    int dw = (int)((float)w * sx + 0.5f);
    if (dw < 1) dw = 1;
    SDL_Rect d = {ui_px(app, x) + (w - dw) / 2, ui_px(app, y), dw, th};
    SDL_RenderCopy(app->ren, t, NULL, &d);
}

void ui_fx_glow(ui_app *app, ui_rect r, float strength)
{
    if (strength <= 0) return;
    if (strength > 1) strength = 1;
    for (int i = 1; i <= 4; i++) {
        float g = (float)i * 3;
        uint8_t a = (uint8_t)(strength * (float)(70 - i * 14));
        ui_rect o = {r.x - g, r.y - g, r.w + 2 * g, r.h + 2 * g};
        ui_outline(app, o, (SDL_Color){255, 214, 90, a}, 3);
    }
}

float ui_fx_text(ui_app *app, float x, float y, float size, float scale, float angle, uint8_t alpha, SDL_Color c,
                 int align, bool bold, const char *utf8)
{
    if (scale == 1 && alpha == 255 && angle == 0) return ui_text(app, x, y, size, c, align, bold, utf8);
    int px = ui_px(app, size);
    int w, h;
    SDL_Texture *t = ui_text_get(&app->text, app->ren, utf8, px < 12 ? 12 : px, bold, c, &w, &h);
    if (!t) return 0;
    /* the anchor: the point of the middle line the alignment keeps still */
    float ax = (float)ui_px(app, x), ay = (float)ui_px(app, y) + (float)h / 2;
    float left = align == UI_ALIGN_CENTER ? -(float)w / 2 : align == UI_ALIGN_RIGHT ? -(float)w : 0;
    SDL_FRect d = {ax + left * scale, ay - (float)h * scale / 2, (float)w * scale, (float)h * scale};
    SDL_FPoint centre = {-left * scale, (float)h * scale / 2};
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_RenderCopyExF(app->ren, t, NULL, &d, angle, &centre, SDL_FLIP_NONE);
    SDL_SetTextureAlphaMod(t, 255);
    if (scale == 1 && alpha == 255) { /* a turned stamp that stays: its upright rectangle counts */
        SDL_Rect box = {(int)d.x, (int)d.y, w, h};
        if (app->boxes) ui_boxes_add(app->boxes, UI_BOX_TEXT, box, utf8);
        if (app->record && app->ntext < sizeof app->text_rec) {
            int n = snprintf(app->text_rec + app->ntext, sizeof app->text_rec - app->ntext, "%s\n", utf8);
            if (n > 0) app->ntext += (size_t)n;
        }
    }
    return (float)w / app->s;
}

/* A filled disc in pixels, as a fan of triangles. */
static void disc(ui_app *app, float cx, float cy, float r, SDL_Color c)
{
    enum { SEG = 18 };
    SDL_Vertex v[SEG + 1];
    int idx[SEG * 3];
    v[0] = (SDL_Vertex){{cx, cy}, c, {0, 0}};
    for (int i = 0; i < SEG; i++) {
        float a = (float)i * 6.2831853f / SEG;
        v[i + 1] = (SDL_Vertex){{cx + r * cosf(a), cy + r * sinf(a)}, c, {0, 0}};
        idx[i * 3] = 0;
        idx[i * 3 + 1] = i + 1;
        idx[i * 3 + 2] = (i + 1) % SEG + 1;
    }
    SDL_SetRenderDrawBlendMode(app->ren, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(app->ren, NULL, v, SEG + 1, idx, SEG * 3);
}

static void triangle(ui_app *app, SDL_FPoint a, SDL_FPoint b, SDL_FPoint c, SDL_Color col)
{
    SDL_Vertex v[3] = {{a, col, {0, 0}}, {b, col, {0, 0}}, {c, col, {0, 0}}};
    SDL_RenderGeometry(app->ren, NULL, v, 3, NULL, 0);
}

void ui_fx_chip(ui_app *app, float cx, float cy, float r, SDL_Color c)
{
    float s = app->s, x = cx * s, y = cy * s, rr = r * s;
    disc(app, x, y + rr * 0.18f, rr, (SDL_Color){(uint8_t)(c.r / 2), (uint8_t)(c.g / 2), (uint8_t)(c.b / 2), c.a});
    disc(app, x, y, rr, c);
    disc(app, x, y, rr * 0.62f, (SDL_Color){(uint8_t)(c.r * 4 / 5), (uint8_t)(c.g * 4 / 5), (uint8_t)(c.b * 4 / 5), c.a});
    disc(app, x, y, rr * 0.45f, c);
}

void ui_fx_chicken(ui_app *app, float cx, float cy, float size, uint8_t alpha)
{
    float s = app->s, x = cx * s, y = cy * s, u = size * s / 10;
    SDL_Color body = {250, 236, 200, alpha}, wing = {226, 196, 140, alpha}, red = {220, 60, 50, alpha},
              beak = {240, 170, 40, alpha}, ink = {40, 30, 20, alpha};
    /* tail feathers, body, wing, head, comb, wattle, beak, eye, legs */
    triangle(app, (SDL_FPoint){x - 3 * u, y}, (SDL_FPoint){x - 5.5f * u, y - 3.5f * u}, (SDL_FPoint){x - 4.6f * u, y + 0.8f * u}, red);
    disc(app, x - 0.5f * u, y + 0.5f * u, 3.2f * u, body);
    disc(app, x - 0.9f * u, y + 0.6f * u, 1.7f * u, wing);
    disc(app, x + 2.3f * u, y - 2.3f * u, 1.6f * u, body);
    disc(app, x + 2.0f * u, y - 4.0f * u, 0.7f * u, red);
    disc(app, x + 2.8f * u, y - 3.9f * u, 0.6f * u, red);
    disc(app, x + 3.3f * u, y - 1.1f * u, 0.5f * u, red);
    triangle(app, (SDL_FPoint){x + 3.6f * u, y - 2.8f * u}, (SDL_FPoint){x + 5.0f * u, y - 2.2f * u}, (SDL_FPoint){x + 3.6f * u, y - 1.7f * u}, beak);
    disc(app, x + 2.7f * u, y - 2.6f * u, 0.3f * u, ink);
    SDL_SetRenderDrawColor(app->ren, beak.r, beak.g, beak.b, alpha);
    SDL_RenderDrawLineF(app->ren, x - 1.2f * u, y + 3.5f * u, x - 1.4f * u, y + 5.0f * u);
    SDL_RenderDrawLineF(app->ren, x + 0.4f * u, y + 3.5f * u, x + 0.6f * u, y + 5.0f * u);
}

int ui_fx_match_end_ms(int speed)
{
    static const int ms[4] = {3000, 2400, 1600, 0};
    return ms[speed < 0 || speed > 3 ? 1 : speed];
}

void ui_fx_match_end(ui_app *app, int64_t ms, int speed)
{
    int len = ui_fx_match_end_ms(speed);
    if (ms < 0 || ms >= len) return;
    float p = (float)ms / (float)len;
    /* the light: a gold band from the top down to the bottom, fading as it goes */
    float by = -80 + (app->lh + 160) * p;
    for (int i = 0; i < 8; i++) {
        uint8_t a = (uint8_t)((1 - p) * (float)(48 - i * 6));
        ui_fill(app, (ui_rect){0, by - (float)i * 9, app->lw, 9}, (SDL_Color){255, 214, 110, a});
    }
    /* confetti: a fixed scatter (no randomness: the same at every run), falling and turning */
    static const SDL_Color col[4] = {{240, 200, 90, 255}, {120, 200, 240, 255}, {240, 120, 110, 255}, {170, 230, 140, 255}};
    for (int i = 0; i < 48; i++) {
        unsigned h = (unsigned)i * 2654435761u;
        float x0 = (float)(h % 1000) / 1000 * app->lw;
        float delay = (float)(h >> 10 & 255) / 255 * 0.35f;
        float q = (p - delay) / (1 - delay);
        if (q <= 0) continue;
        float y = -20 + q * (app->lh + 40) * (0.8f + (float)(h >> 18 & 63) / 160);
        float x = x0 + 24 * sinf(q * 9 + (float)i);
        float w = 5 + 5 * fabsf(cosf(q * 11 + (float)i * 0.7f));
        SDL_Color c = col[i % 4];
        c.a = (uint8_t)(230 * (1 - q * q));
        ui_fill(app, (ui_rect){x, y, w, 9}, c);
    }
}
