/* sprites.c: the tile sprite cache. */
#include "ui/sprites.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/read_file.h"

/* Whether an SVG text draws something: rasterised small, some pixel is not transparent (a
 * damaged file parses to nothing rather than failing). */
static bool svg_draws(const char *svg, size_t len)
{
    SDL_RWops *rw = SDL_RWFromConstMem(svg, (int)len);
    SDL_Surface *raw = rw ? IMG_LoadSizedSVG_RW(rw, 24, 32) : NULL;
    if (rw) SDL_RWclose(rw);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(raw);
    bool ink = false;
    if (s && SDL_LockSurface(s) == 0) {
        for (int y = 0; y < s->h && !ink; y++) {
            const uint32_t *row = (const uint32_t *)((const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
            for (int x = 0; x < s->w && !ink; x++) ink = (row[x] >> 24) != 0;
        }
        SDL_UnlockSurface(s);
    }
    SDL_FreeSurface(s);
    return ink;
}

int ui_sprites_init(ui_sprites *sp, const char *assets_dir, char *err, size_t errlen)
{
    memset(sp, 0, sizeof *sp);
    static const char suits[] = "mpszf";
    for (int i = 0; i < UI_SPR_COUNT; i++) {
        char name[16];
        if (i == UI_SPR_BACK) snprintf(name, sizeof name, "back");
        else {
            int suit = i < 27 ? i / 9 : i < 34 ? 3 : 4;
            int num = i < 27 ? i % 9 + 1 : i < 34 ? i - 26 : i - 33;
            snprintf(name, sizeof name, "%d%c", num, suits[suit]);
        }
        char path[1200];
        snprintf(path, sizeof path, "%s/tiles/%s.svg", assets_dir, name);
        char rerr[300];
        sp->svg[i] = sp_read_file(path, (size_t)1 << 20, "a tile drawing", &sp->svg_len[i], rerr, sizeof rerr);
        if (!sp->svg[i]) {
            snprintf(err, errlen, "tile image %s is missing or unreadable", path);
            ui_sprites_free(sp);
            return -1;
        }
        if (!svg_draws(sp->svg[i], sp->svg_len[i])) {
            snprintf(err, errlen, "tile image %s is damaged: it is not an SVG drawing SDL_image can draw", path);
            ui_sprites_free(sp);
            return -1;
        }
    }
    return 0;
}

/* A copy of s turned a quarter turn clockwise `rot` times (32-bit pixels). */
static SDL_Surface *turned(SDL_Surface *s, int rot)
{
    int w = s->w, h = s->h;
    int ow = rot % 2 ? h : w, oh = rot % 2 ? w : h;
    SDL_Surface *o = SDL_CreateRGBSurfaceWithFormat(0, ow, oh, 32, s->format->format);
    if (!o) return NULL;
    for (int y = 0; y < h; y++) {
        const uint32_t *src = (const uint32_t *)((const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < w; x++) {
            int ox, oy;
            switch (rot) {
            case 1: ox = h - 1 - y; oy = x; break;
            case 2: ox = w - 1 - x; oy = h - 1 - y; break;
            default: ox = y; oy = w - 1 - x; break;
            }
            uint32_t *dst = (uint32_t *)((uint8_t *)o->pixels + (size_t)oy * (size_t)o->pitch);
            dst[ox] = src[x];
        }
    }
    return o;
}

static void slot_free(ui_sprite_slot *sl)
{
    for (int i = 0; i < UI_SPR_COUNT; i++) {
        SDL_FreeSurface(sl->surf[i]);
        for (int r = 0; r < 4; r++) SDL_DestroyTexture(sl->tex[i][r]);
    }
    memset(sl, 0, sizeof *sl);
}

SDL_Texture *ui_sprite_get(ui_sprites *sp, SDL_Renderer *ren, int idx, int face_h, int rot)
{
    if (idx < 0 || idx >= UI_SPR_COUNT || face_h < 4 || face_h > 4000) return NULL;
    rot &= 3;
    sp->clock++;
    ui_sprite_slot *sl = NULL, *oldest = &sp->slots[0];
    for (int i = 0; i < UI_SPR_SLOTS; i++) {
        if (sp->slots[i].face_h == face_h) {
            sl = &sp->slots[i];
            break;
        }
        if (sp->slots[i].used < oldest->used) oldest = &sp->slots[i];
    }
    if (!sl) {
        slot_free(oldest);
        sl = oldest;
        sl->face_h = face_h;
    }
    sl->used = sp->clock;
    if (sl->tex[idx][rot]) return sl->tex[idx][rot];
    if (!sl->surf[idx]) {
        SDL_RWops *rw = SDL_RWFromConstMem(sp->svg[idx], (int)sp->svg_len[idx]);
        SDL_Surface *raw = rw ? IMG_LoadSizedSVG_RW(rw, face_h * 64 / 80, face_h * 84 / 80) : NULL;
        if (rw) SDL_RWclose(rw);
        if (!raw) return NULL;
        sl->surf[idx] = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
        SDL_FreeSurface(raw);
        if (!sl->surf[idx]) return NULL;
        sp->rasterised++;
    }
    SDL_Surface *s = rot ? turned(sl->surf[idx], rot) : sl->surf[idx];
    if (!s) return NULL;
    sl->tex[idx][rot] = SDL_CreateTextureFromSurface(ren, s);
    if (s != sl->surf[idx]) SDL_FreeSurface(s);
    if (sl->tex[idx][rot]) SDL_SetTextureBlendMode(sl->tex[idx][rot], SDL_BLENDMODE_BLEND);
    return sl->tex[idx][rot];
}

void ui_sprites_clear(ui_sprites *sp)
{
    for (int i = 0; i < UI_SPR_SLOTS; i++) slot_free(&sp->slots[i]);
}

void ui_sprites_free(ui_sprites *sp)
{
    ui_sprites_clear(sp);
    for (int i = 0; i < UI_SPR_COUNT; i++) {
        free(sp->svg[i]);
        sp->svg[i] = NULL;
    }
}
