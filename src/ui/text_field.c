/* text_field.c: one-line text fields. */
#include "ui/text_field.h"

#include <stdio.h>
#include <string.h>

#include "ui/draw.h"

void ui_field_set(ui_field *f, const char *text, int max)
{
    f->max = max > 0 && max < UI_FIELD_CAP ? max : UI_FIELD_CAP - 1;
    snprintf(f->text, sizeof f->text, "%.*s", f->max, text);
}

void ui_field_draw(ui_app *app, ui_rect r, const ui_field *f, bool focused, const char *placeholder, int id)
{
    ui_fill(app, r, (SDL_Color){250, 246, 232, 255});
    ui_outline(app, r, focused ? UI_GOLD : UI_DIM, focused ? 2.5f : 1);
    float size = r.h * 0.5f;
    const char *shown = f->text[0] ? f->text : placeholder;
    /* a text too long for the box even in small type shows its end, where the caret is */
    char tail[UI_FIELD_CAP + 4];
    if (f->text[0] && ui_text_width(app, 9, false, shown) > r.w - 24) {
        const char *p = shown;
        do {
            p++;
            while (((unsigned char)*p & 0xC0) == 0x80) p++; /* whole UTF-8 characters */
            snprintf(tail, sizeof tail, "…%s", p);
        } while (*p && ui_text_width(app, 9, false, tail) > r.w - 24);
        shown = tail;
    }
    SDL_Color c = f->text[0] ? UI_INK : (SDL_Color){150, 150, 140, 255};
    float w = ui_text_fit(app, r.x + 10, r.y + (r.h - size) / 2 - 2, size, r.w - 24, c, UI_ALIGN_LEFT, false, shown);
    if (focused && (app->now / 500) % 2 == 0) /* the caret blinks */
        ui_fill(app, (ui_rect){r.x + 12 + (f->text[0] ? w : 0), r.y + 6, 2, r.h - 12}, UI_INK);
    ui_zone_add(app, r, id, true);
}

bool ui_field_event(ui_field *f, const SDL_Event *e)
{
    if (e->type == SDL_TEXTINPUT) {
        size_t have = strlen(f->text), add = strlen(e->text.text);
        if (have + add <= (size_t)f->max) memcpy(f->text + have, e->text.text, add + 1);
        return true;
    }
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_BACKSPACE) {
        size_t n = strlen(f->text);
        while (n > 0 && ((unsigned char)f->text[n - 1] & 0xC0) == 0x80) n--; /* UTF-8 continuation bytes */
        if (n > 0) n--;
        f->text[n] = 0;
        return true;
    }
    return false;
}
