/* text.h: text through SDL2_ttf with Noto Sans CJK: fonts opened per pixel size on demand and
 * rendered strings kept as textures, so a frame that shows the same text costs one copy. */
#ifndef UI_TEXT_H
#define UI_TEXT_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include <stdint.h>

enum { UI_TEXT_FONTS = 16, UI_TEXT_CACHE = 512 };

typedef struct {
    int px;
    bool bold;
    TTF_Font *font;
} ui_font_slot;

typedef struct {
    char *str;
    uint32_t hash;
    int px;
    bool bold;
    uint32_t rgba;
    SDL_Texture *tex;
    int w, h;
} ui_text_entry;

typedef struct {
    char regular[1024], bold[1024];
    int index;                   /* face in the .ttc collection (2 SC, 3 TC) */
    ui_font_slot fonts[UI_TEXT_FONTS];
    int nfonts;
    ui_text_entry cache[UI_TEXT_CACHE];
    int ncache;
} ui_fonts;

/* Finds the fonts (dir_first, then the system's Noto CJK folder); returns 0, or -1 with err. */
int ui_text_init(ui_fonts *t, const char *dir_first, char *err, size_t errlen);
/* The collection face for a language ("zh-Hans" -> simplified glyph forms). */
void ui_text_set_lang(ui_fonts *t, const char *lang);
/* The texture of a string at a pixel size (owned by the cache; valid until the next clear). */
SDL_Texture *ui_text_get(ui_fonts *t, SDL_Renderer *ren, const char *utf8, int px, bool bold, SDL_Color c, int *w,
                         int *h);
/* Width and height in pixels of a string. */
void ui_text_size(ui_fonts *t, const char *utf8, int px, bool bold, int *w, int *h);
/* Drops every cached texture (after a resize or a language change). */
void ui_text_clear(ui_fonts *t);
void ui_text_free(ui_fonts *t);

#endif
