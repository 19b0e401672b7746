/* sprites.h: tile sprites rasterised from the SVGs in assets/tiles at the exact pixel size asked for,
 * in the four quarter-turn orientations (turned once on the CPU, so drawing never rotates). */
#ifndef UI_SPRITES_H
#define UI_SPRITES_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    UI_SPR_BACK = 42,     /* the green back */
    UI_SPR_COUNT = 43,
    UI_SPR_SLOTS = 10     /* face heights kept at once */
};

typedef struct {
    int face_h;           /* face height in pixels, 0 = free slot */
    uint64_t used;
    SDL_Surface *surf[UI_SPR_COUNT];
    SDL_Texture *tex[UI_SPR_COUNT][4];
} ui_sprite_slot;

typedef struct {
    char *svg[UI_SPR_COUNT];   /* the SVG sources, read once */
    size_t svg_len[UI_SPR_COUNT];
    ui_sprite_slot slots[UI_SPR_SLOTS];
    uint64_t clock;
    int rasterised;            /* how many images were made (for tests and the bench) */
} ui_sprites;

/* Reads every SVG of dir/tiles; returns 0, or -1 with err naming the missing file. */
int ui_sprites_init(ui_sprites *sp, const char *assets_dir, char *err, size_t errlen);
/* The sprite of a tile kind (0..41) or UI_SPR_BACK whose face is face_h pixels high, turned
 * rot quarter turns clockwise. Its image is face_h * 64 / 80 by face_h * 84 / 80 (before
 * turning): the face plus the depth band. NULL if it cannot be made. */
SDL_Texture *ui_sprite_get(ui_sprites *sp, SDL_Renderer *ren, int idx, int face_h, int rot);
/* Forgets every rasterised image (after a resize). */
void ui_sprites_clear(ui_sprites *sp);
void ui_sprites_free(ui_sprites *sp);

#endif
