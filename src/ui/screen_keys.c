/* screen_keys.c: F1 or ?: the keys of the screen below, over it, until any key or click. */
#include <string.h>

#include "ui/draw.h"
#include "ui/match.h"
#include "ui/screens.h"

/* A match's clock stops while the list shows (a timer would run out unseen). */
typedef struct {
    bool paused_here;
} keys_state;

static void keys_open(ui_app *app)
{
    keys_state *k = ui_screen_state(app);
    if (!k || !app->match || app->match->paused_at) return;
    ui_match_pause(app->match, app->now);
    k->paused_here = app->match->paused_at != 0;
}

static void keys_close(ui_app *app)
{
    keys_state *k = ui_screen_state(app);
    if (k && k->paused_here && app->match) ui_match_unpause(app->match, app->now);
}

static void keys_draw(ui_app *app)
{
    ui_screen_draw_below(app);
    const ui_i18n *t = &app->i18n;
    const ui_screen *below = app->depth > 1 ? app->stack[app->depth - 2].screen : NULL;
    /* the common keys, then the screen's own */
    const char *parts[2] = {ui_tr(t, "keys.common"), below && below->keys ? ui_tr(t, below->keys) : ""};
    int nlines = 0;
    char lines[40][160];
    for (int p = 0; p < 2; p++)
        for (const char *s = parts[p]; *s && nlines < 40;) {
            const char *bar = strchr(s, '|');
            size_t n = bar ? (size_t)(bar - s) : strlen(s);
            if (n >= sizeof lines[0]) n = sizeof lines[0] - 1;
            memcpy(lines[nlines], s, n);
            lines[nlines++][n] = 0;
            s += n + (bar ? 1 : 0);
        }
    float w = 640, lh = 30, h = 90 + lh * (float)nlines, x = (app->lw - w) / 2, y = (app->lh - h) / 2;
    if (y < 8) y = 8;
    ui_fill(app, (ui_rect){0, 0, app->lw, app->lh}, (SDL_Color){0, 0, 0, 150});
    ui_fill(app, (ui_rect){x, y, w, h}, (SDL_Color){12, 40, 28, 245});
    ui_panel(app, (ui_rect){x, y, w, h});
    ui_text(app, app->lw / 2, y + 16, 24, UI_GOLD, UI_ALIGN_CENTER, true, ui_tr(t, "keys.title"));
    for (int i = 0; i < nlines; i++) {
        /* "Enter: discard": the key in gold at the left, what it does beside it */
        char *colon = strstr(lines[i], ": ");
        float ly = y + 64 + lh * (float)i;
        if (colon) {
            *colon = 0;
            ui_text_fit(app, x + 30, ly, 18, 180, UI_GOLD, UI_ALIGN_LEFT, true, lines[i]);
            ui_text_fit(app, x + 220, ly, 18, w - 250, UI_WHITE, UI_ALIGN_LEFT, false, colon + 2);
        } else {
            ui_text_fit(app, x + 30, ly, 18, w - 60, UI_WHITE, UI_ALIGN_LEFT, false, lines[i]);
        }
    }
}

static void keys_activate(ui_app *app, int id, bool back)
{
    (void)id, (void)back;
    ui_screen_back(app);
}

/* Any key or click closes it. */
static bool keys_event(ui_app *app, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN && e->type != SDL_MOUSEBUTTONDOWN) return false;
    ui_screen_back(app);
    return true;
}

const ui_screen ui_screen_keys = {.name = "keys",
                                  .state_size = sizeof(keys_state),
                                  .open = keys_open,
                                  .close = keys_close,
                                  .event = keys_event,
                                  .activate = keys_activate,
                                  .draw = keys_draw};
