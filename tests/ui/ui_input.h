/* ui_input.h: what the headless window tests share - a CHECK that counts failures (define
 * UI_TEST_NAME before including), injected keys and clicks (logical coordinates), and one
 * frame of the window's loop at 20 ms per frame. */
#ifndef UI_TEST_INPUT_H
#define UI_TEST_INPUT_H

#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "ui/ui.h"

static int failures;
#define CHECK(cond, ...)                                                                                               \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, UI_TEST_NAME ": %s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);                    \
            fprintf(stderr, __VA_ARGS__);                                                                              \
            fputc('\n', stderr);                                                                                       \
            failures++;                                                                                                \
        }                                                                                                              \
    } while (0)

static inline void key(SDL_Keycode k)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    SDL_PushEvent(&e);
}

static inline void click(const ui_app *app, float lx, float ly)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT;
    int ww, wh;
    SDL_GetWindowSize(app->win, &ww, &wh);
    e.button.x = (int)(lx * app->s * (float)ww / (float)app->pw);
    e.button.y = (int)(ly * app->s * (float)wh / (float)app->ph);
    SDL_PushEvent(&e);
    e.type = SDL_MOUSEBUTTONUP;
    SDL_PushEvent(&e);
}

static inline void frame(ui_app *app)
{
    app->now += 20;
    ui_update(app);
    ui_draw(app);
    SDL_Event e;
    while (SDL_PollEvent(&e)) ui_event(app, &e);
}

/* Types text into the field that has the keyboard and runs a frame. */
static inline void type_text(ui_app *app, const char *text)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    SDL_PushEvent(&e);
    frame(app);
}

/* The texts of the top screen at the end of its animations (the result's whole sheet), one a
 * line: drawn long after the screen opened. */
static inline const char *end_state_texts(ui_app *app)
{
    app->screen_since = app->stack[app->depth - 1].since = 0;
    app->now = SDL_GetTicks64() + 600000;
    app->record = true;
    ui_draw(app);
    app->record = false;
    return app->text_rec;
}

/* Clicks the zone with this id (its centre) and runs a frame; false when it is not there. */
static inline bool click_zone(ui_app *app, int id)
{
    ui_draw(app);
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id == id) {
            ui_rect r = app->zones[z].r;
            click(app, r.x + r.w / 2, r.y + r.h / 2);
            frame(app);
            return true;
        }
    return false;
}

#endif
