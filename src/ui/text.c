/* text.c: fonts per size and a cache of rendered strings. */
#define _POSIX_C_SOURCE 200809L
#include "ui/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static bool exists(const char *p)
{
    struct stat st;
    return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

static bool find_font(const char *dir_first, const char *name, char *out, size_t len)
{
    const char *dirs[] = {dir_first, "/usr/share/fonts/opentype/noto", "/usr/share/fonts/noto-cjk",
                          "/usr/local/share/fonts/opentype/noto"};
    for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
        if (!dirs[i]) continue;
        snprintf(out, len, "%s/%s", dirs[i], name);
        if (exists(out)) return true;
    }
    return false;
}

int ui_text_init(ui_fonts *t, const char *dir_first, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    t->index = 3;
    if (!find_font(dir_first, "NotoSansCJK-Regular.ttc", t->regular, sizeof t->regular)) {
        snprintf(err, errlen,
                 "font NotoSansCJK-Regular.ttc not found in %s or /usr/share/fonts/opentype/noto "
                 "(install fonts-noto-cjk)",
                 dir_first ? dir_first : "fonts/");
        return -1;
    }
    if (!find_font(dir_first, "NotoSansCJK-Bold.ttc", t->bold, sizeof t->bold))
        snprintf(t->bold, sizeof t->bold, "%s", t->regular);
    return 0;
}

void ui_text_set_lang(ui_fonts *t, const char *lang)
{
    int idx = !strcmp(lang, "zh-Hans") ? 2 : 3;
    if (idx == t->index) return;
    ui_text_clear(t);
    for (int i = 0; i < t->nfonts; i++) TTF_CloseFont(t->fonts[i].font);
    t->nfonts = 0;
    t->index = idx;
}

static TTF_Font *font_for(ui_fonts *t, int px, bool bold)
{
    for (int i = 0; i < t->nfonts; i++)
        if (t->fonts[i].px == px && t->fonts[i].bold == bold) return t->fonts[i].font;
    if (t->nfonts == UI_TEXT_FONTS) {
        /* forget the oldest size (its strings stay cached as textures) */
        TTF_CloseFont(t->fonts[0].font);
        memmove(t->fonts, t->fonts + 1, sizeof t->fonts[0] * (UI_TEXT_FONTS - 1));
        t->nfonts--;
    }
    TTF_Font *f = TTF_OpenFontIndex(bold ? t->bold : t->regular, px, t->index);
    if (!f) return NULL;
    t->fonts[t->nfonts++] = (ui_font_slot){px, bold, f};
    return f;
}

static uint32_t hash_str(const char *s, int px, bool bold, uint32_t rgba)
{
    uint32_t h = 2166136261u ^ (uint32_t)px ^ (bold ? 0x9e3779b9u : 0) ^ rgba * 16777619u;
    for (; *s; s++) h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

SDL_Texture *ui_text_get(ui_fonts *t, SDL_Renderer *ren, const char *utf8, int px, bool bold, SDL_Color c, int *w,
                         int *h)
{
    if (!utf8 || !*utf8) return NULL;
    uint32_t rgba = (uint32_t)c.r << 24 | (uint32_t)c.g << 16 | (uint32_t)c.b << 8 | c.a;
    uint32_t hh = hash_str(utf8, px, bold, rgba);
    for (int i = 0; i < t->ncache; i++) {
        ui_text_entry *e = &t->cache[i];
        if (e->hash == hh && e->px == px && e->bold == bold && e->rgba == rgba && !strcmp(e->str, utf8)) {
            *w = e->w;
            *h = e->h;
            return e->tex;
        }
    }
    TTF_Font *f = font_for(t, px, bold);
    if (!f) return NULL;
    SDL_Surface *surf = TTF_RenderUTF8_Blended(f, utf8, c);
    if (!surf) return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(ren, surf);
    int sw = surf->w, sh = surf->h;
    SDL_FreeSurface(surf);
    if (!tex) return NULL;
    if (t->ncache == UI_TEXT_CACHE) ui_text_clear(t);
    char *copy = malloc(strlen(utf8) + 1);
    if (!copy) {
        SDL_DestroyTexture(tex);
        return NULL;
    }
    strcpy(copy, utf8);
    t->cache[t->ncache++] = (ui_text_entry){copy, hh, px, bold, rgba, tex, sw, sh};
    *w = sw;
    *h = sh;
    return tex;
}

void ui_text_size(ui_fonts *t, const char *utf8, int px, bool bold, int *w, int *h)
{
    *w = *h = 0;
    TTF_Font *f = font_for(t, px, bold);
    if (f && utf8 && *utf8) TTF_SizeUTF8(f, utf8, w, h);
    else if (f) *h = TTF_FontHeight(f);
}

void ui_text_clear(ui_fonts *t)
{
    for (int i = 0; i < t->ncache; i++) {
        free(t->cache[i].str);
        SDL_DestroyTexture(t->cache[i].tex);
    }
    t->ncache = 0;
}

void ui_text_free(ui_fonts *t)
{
    ui_text_clear(t);
    for (int i = 0; i < t->nfonts; i++) TTF_CloseFont(t->fonts[i].font);
    t->nfonts = 0;
}
