/* win_fx.h: the pieces the result's animation is drawn with - a tile turning over, a glow, text
 * stamped in (scaled, turned, fading), a chip, a chicken, and the match end's flourish. All
 * drawn by the project from rectangles, triangles and the game's own tile and text textures. */
#ifndef UI_WIN_FX_H
#define UI_WIN_FX_H

#include <stdint.h>

#include "ui/ui.h"

/* A tile turning over at (x, y), face height h: p 0 shows its back, 1 its face (drawn as
 * ui_tile with flags); in between it narrows to its edge and widens again. */
void ui_fx_tile_flip(ui_app *app, int kind, float h, float x, float y, float p, int flags);
/* A soft glow around r: rings of translucent gold, strength 0..1. */
void ui_fx_glow(ui_app *app, ui_rect r, float strength);
/* Text as ui_text, scaled about its anchor (left, centre or right of its middle line), turned
 * by `angle` degrees and faded to alpha. Scale 1, alpha 255 and angle 0 draw exactly ui_text;
 * a turned text at scale 1 and alpha 255 counts as drawn (layout boxes, text record) too.
 * Returns the width in logical units at scale 1. */
float ui_fx_text(ui_app *app, float x, float y, float size, float scale, float angle, uint8_t alpha, SDL_Color c,
                 int align, bool bold, const char *utf8);
/* A filled disc (radius r, logical) with a darker rim: a chip. */
void ui_fx_chip(ui_app *app, float cx, float cy, float r, SDL_Color c);
/* A small chicken facing right, about `size` units tall, centred at (cx, cy). */
void ui_fx_chicken(ui_app *app, float cx, float cy, float size, uint8_t alpha);
/* The match's end: a band of light sweeping down the window and confetti falling, over
 * whatever the screen shows, for its first ms (nothing once done; nothing at speed 3). */
void ui_fx_match_end(ui_app *app, int64_t ms, int speed);
/* How long ui_fx_match_end plays at that speed, in ms. */
int ui_fx_match_end_ms(int speed);

#endif
