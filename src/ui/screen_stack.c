/* screen_stack.c: the stack of screens (ui/screen.h): push, back, replace, and the title
 * at the bottom. */
#include <stdlib.h>
#include <string.h>

#include "ui/boxes.h"
#include "ui/screen.h"

const ui_screen *ui_screen_find(const char *name)
{
    for (int i = 0; ui_screen_list[i]; i++)
        if (!strcmp(ui_screen_list[i]->name, name)) return ui_screen_list[i];
    return NULL;
}

const ui_screen *ui_screen_top(const ui_app *app) { return app->depth ? app->stack[app->depth - 1].screen : NULL; }

bool ui_on(const ui_app *app, const ui_screen *s) { return ui_screen_top(app) == s; }

void *ui_screen_state(const ui_app *app) { return app->depth ? app->stack[app->depth - 1].state : NULL; }

/* What every change of screen does: no focus, no zones of the old screen, no drag. */
static void shown(ui_app *app)
{
    app->screen_since = app->depth ? app->stack[app->depth - 1].since : app->now;
    app->focus = -1;
    app->nzones = 0;
    app->drag_id = -1;
    app->changed = true;
}

static void pop(ui_app *app)
{
    if (!app->depth) return;
    const ui_screen *s = app->stack[app->depth - 1].screen;
    if (s->close) s->close(app);
    free(app->stack[app->depth - 1].state);
    app->stack[--app->depth].state = NULL;
}

void ui_screen_push(ui_app *app, const ui_screen *s)
{
    if (app->depth == UI_STACK_MAX) pop(app); /* never deeper than the stack: the top gives way */
    app->stack[app->depth].screen = s;
    app->stack[app->depth].state = s->state_size ? calloc(1, s->state_size) : NULL;
    app->stack[app->depth].since = app->now;
    app->depth++;
    shown(app);
    if (s->open) s->open(app);
}

void ui_screen_back(ui_app *app)
{
    pop(app);
    if (!app->depth) ui_screen_push(app, &ui_screen_title);
    else shown(app);
}

void ui_screen_replace(ui_app *app, const ui_screen *s)
{
    pop(app);
    ui_screen_push(app, s);
}

void ui_screen_close_all(ui_app *app)
{
    while (app->depth) pop(app);
}

void ui_show(ui_app *app, const ui_screen *s)
{
    ui_screen_close_all(app);
    ui_screen_push(app, &ui_screen_title);
    if (s != &ui_screen_title) ui_screen_push(app, s);
}

void ui_screen_draw_below(ui_app *app)
{
    if (app->depth < 2) return;
    int focus = app->focus; /* the screen below draws as if on top, its focus left alone */
    app->depth--;
    app->stack[app->depth - 1].screen->draw(app);
    app->depth++;
    app->focus = focus;
    app->nzones = 0; /* clicks go to the overlay only */
    /* the layout tests check the overlay alone: what lies under it is dimmed, not read */
    if (app->boxes) ui_boxes_reset(app->boxes);
}
