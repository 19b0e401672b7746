/* draw.h: drawing in logical units - filled and outlined rectangles, text, buttons that
 * register a clickable zone, and tiles. */
#ifndef UI_DRAW_H
#define UI_DRAW_H

#include "ui/ui.h"

enum { UI_ALIGN_LEFT, UI_ALIGN_CENTER, UI_ALIGN_RIGHT };

/* Tile drawing flags. */
enum {
    UI_TILE_GREY = 1,      /* not allowed: darkened */
    UI_TILE_LIGHT = 2,     /* highlighted (a wait, the winning tile) */
    UI_TILE_SELECTED = 4,  /* outlined */
    UI_TILE_FADED = 8      /* half transparent */
};

extern const SDL_Color UI_WHITE, UI_INK, UI_GOLD, UI_DIM, UI_RED, UI_GREEN_TEXT;

int ui_px(const ui_app *app, float logical);
void ui_fill(ui_app *app, ui_rect r, SDL_Color c);
void ui_outline(ui_app *app, ui_rect r, SDL_Color c, float thickness);
/* Draws text with its top at y; returns its width in logical units. size in logical units (the
 * pixel size never goes below 12). */
float ui_text(ui_app *app, float x, float y, float size, SDL_Color c, int align, bool bold, const char *utf8);
float ui_text_width(ui_app *app, float size, bool bold, const char *utf8);
/* As ui_text, smaller when needed so that the text is at most maxw wide. */
float ui_text_fit(ui_app *app, float x, float y, float size, float maxw, SDL_Color c, int align, bool bold,
                  const char *utf8);
/* Left-aligned text broken into lines at most maxw wide (at spaces when it can, else between
 * characters, as Chinese text is), at most max_lines of them; returns the height used. */
float ui_text_wrap(ui_app *app, float x, float y, float size, float maxw, SDL_Color c, bool bold, const char *utf8,
                   int max_lines);
/* The height of a line of text of this size (the pixel size never goes below 12). */
float ui_line_h(const ui_app *app, float size);
/* Text fitted into a box: one line, smaller when needed (down to 9 units, and never below
 * 12 px); else broken into the lines the box holds, the last ending in "…" if even those are too
 * few. Centred vertically, aligned across the box. Returns the size used. */
float ui_text_box(ui_app *app, ui_rect r, float size, SDL_Color c, int align, bool bold, const char *utf8);
/* The height ui_text_wrap would use, drawing nothing. */
float ui_text_wrap_height(ui_app *app, float size, float maxw, bool bold, const char *utf8, int max_lines);
/* A notice at the top of the window, wrapped inside it: one line, or a headline and, after a
 * '\n', its details. */
void ui_draw_notice(ui_app *app, const char *message);
/* A button: draws it (hovered / focused look) and adds its zone. */
void ui_button(ui_app *app, ui_rect r, const char *label, int id, bool enabled);
/* The width a button of height h needs for its label whole at its best size. */
float ui_button_width_for(ui_app *app, float h, const char *label);
/* The size a button's label takes (smaller than its best when it must shrink to fit). */
float ui_button_text_size(ui_app *app, ui_rect r, const char *label);
/* As ui_button with its label at most `size`: a row of buttons uses its smallest label size. */
void ui_button_sized(ui_app *app, ui_rect r, const char *label, int id, bool enabled, float size);
/* A button whose face the caller writes (a list row of several texts): the texts drawn until
 * ui_button_face_end belong to it, for the layout checks. label names it in their reports. */
void ui_button_face(ui_app *app, ui_rect r, const char *label, int id, bool enabled);
void ui_button_face_end(ui_app *app);
/* A tile sprite (kind or UI_SPR_BACK) with face height face_h (logical) turned rot quarter
 * turns, its image's top-left at (x, y) logical. */
void ui_tile(ui_app *app, int idx, float face_h, int rot, float x, float y, int flags);
/* A panel: translucent dark rounded-looking box with a thin border. */
void ui_panel(ui_app *app, ui_rect r);
/* Records r as a panel for the layout tests (app->boxes) without drawing it: for panels
 * drawn their own way, like the seats' name plates. */
void ui_panel_box(ui_app *app, ui_rect r, const char *name);
/* The table felt at output size (made once per size). */
void ui_felt(ui_app *app);

#endif
