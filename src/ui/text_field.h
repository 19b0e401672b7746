/* text_field.h: a one-line text field (a player name, an address, a chat line): drawn as a box
 * with a caret while it has focus, typed into through SDL's text input (SDL_StartTextInput,
 * so every keyboard layout and input method works), Backspace removes a whole character. */
#ifndef UI_TEXT_FIELD_H
#define UI_TEXT_FIELD_H

#include <stdbool.h>

#include "ui/ui.h"

enum { UI_FIELD_CAP = 256 };

typedef struct {
    char text[UI_FIELD_CAP];
    int max;                 /* most bytes it takes (< UI_FIELD_CAP) */
} ui_field;

void ui_field_set(ui_field *f, const char *text, int max);
/* Draws the field at r (placeholder in grey while empty) and adds a zone `id` to focus it. */
void ui_field_draw(ui_app *app, ui_rect r, const ui_field *f, bool focused, const char *placeholder, int id);
/* Typing and Backspace; true when the event was for the field. */
bool ui_field_event(ui_field *f, const SDL_Event *e);

#endif
