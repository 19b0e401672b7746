/* screen.h: screens as objects on a stack that ui.c drives.
 *
 * A screen is a `ui_screen`: its name and the functions open, close, event, activate, update
 * and draw (any but draw and activate may be NULL), plus state_size bytes of its own state,
 * allocated zeroed when the screen is pushed and freed when it leaves the stack
 * (ui_screen_state). ui.c draws, updates and gives events to the screen on top; a screen
 * that is an overlay draws the one below it first (ui_screen_draw_below).
 *
 * Moving between screens: ui_screen_push (a screen over this one, e.g. settings over the
 * pause menu), ui_screen_back (close the top one, back to the one below), ui_screen_replace
 * (the top one gives way, e.g. table -> hand result), ui_show (from the title: the stack
 * becomes title, screen).
 *
 * F1 or ? shows the keys of the screen on top (its .keys strings) over it.
 *
 * To add a screen: write src/ui/screen_NAME.c defining `const ui_screen ui_screen_NAME =
 * {.name = "NAME", .draw = ..., .activate = ...}`, declare it below, and add it to the list
 * in screen_list.c (that makes `sparrow --screen NAME` know it). */
#ifndef UI_SCREEN_H
#define UI_SCREEN_H

#include <SDL.h>
#include <stddef.h>

#include "ui/ui.h"

struct ui_screen {
    const char *name;                                  /* for --screen and messages */
    size_t state_size;                                 /* bytes of ui_screen_state, 0 none */
    void (*open)(ui_app *app);                         /* it was pushed or replaced in */
    void (*close)(ui_app *app);                        /* it leaves the stack */
    bool (*event)(ui_app *app, const SDL_Event *e);    /* before the common keys; true when taken */
    void (*activate)(ui_app *app, int id, bool back);  /* a zone clicked (back: right button, Left key) */
    bool (*update)(ui_app *app);                       /* true while something moves */
    void (*draw)(ui_app *app);
    const char *keys;                                  /* i18n key of its keys, "key: what" lines split by '|' (F1) */
    bool opaque;                                       /* draw covers the whole window first (the felt): no clearing before */
};

extern const ui_screen ui_screen_title, ui_screen_new_game, ui_screen_settings, ui_screen_table, ui_screen_result,
    ui_screen_match_result, ui_screen_tutorial, ui_screen_lan, ui_screen_final_table, ui_screen_confirm,
    ui_screen_sound, ui_screen_keys, ui_screen_saves, ui_screen_replay, ui_screen_replays, ui_screen_stats,
    ui_screen_rules_editor, ui_screen_calc;

/* Every screen, for --screen (screen_list.c), NULL-terminated. */
extern const ui_screen *const ui_screen_list[];
/* The screen of that name, NULL when unknown. */
const ui_screen *ui_screen_find(const char *name);

/* The screen on top, and whether it is s. */
const ui_screen *ui_screen_top(const ui_app *app);
bool ui_on(const ui_app *app, const ui_screen *s);
/* The top screen's own state (state_size bytes), NULL when it has none. */
void *ui_screen_state(const ui_app *app);

void ui_screen_push(ui_app *app, const ui_screen *s);
void ui_screen_back(ui_app *app);
void ui_screen_replace(ui_app *app, const ui_screen *s);
/* Closes every screen (the program ends). */
void ui_screen_close_all(ui_app *app);
/* Draws the screen under the top one (for overlays). */
void ui_screen_draw_below(ui_app *app);

#endif
