/* boxes.h: the rectangles a frame drew - every text, button and panel - kept for the layout
 * tests while app->boxes is set (NULL in play: nothing is recorded), and the check that no
 * text leaves its container (its button, the panel it starts in, the window) nor runs under
 * another control or another text. */
#ifndef UI_BOXES_H
#define UI_BOXES_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

enum { UI_BOX_TEXT, UI_BOX_BUTTON, UI_BOX_PANEL, UI_BOX_TILE };
enum { UI_MAX_BOXES = 1536 };

typedef struct {
    SDL_Rect r;      /* pixels */
    int kind;        /* UI_BOX_... */
    int owner;       /* a text's button (index), -1 none */
    char text[48];   /* a text's or button's words (shortened), for the report */
} ui_box;

typedef struct ui_boxes {
    int n;
    int owner;       /* the button whose label is being drawn, -1 none */
    ui_box b[UI_MAX_BOXES];
} ui_boxes;

/* Starts a frame's list. */
void ui_boxes_reset(ui_boxes *bx);
/* Adds a box; returns its index (-1 when full). */
int ui_boxes_add(ui_boxes *bx, int kind, SDL_Rect r, const char *text);
/* Checks a frame of pw x ph pixels: writes one line per fault into out (as many as fit) and
 * returns how many there are. Pure. */
int ui_boxes_check(const ui_boxes *bx, int pw, int ph, char *out, size_t outlen);

#endif
