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
    /* what a key does wraps under itself: at 800x600 a long line cannot shrink (text is never
     * drawn under 12 px), so each row is as tall as its words need */
    const float size = 18, gap = 14, pad = 30;
    float w = app->lw - 40 < 760 ? app->lw - 40 : 760, inner = w - 2 * pad, key_w = 0;
    for (int i = 0; i < nlines; i++) { /* the key column as wide as its widest key, at most 40 % */
        const char *colon = strstr(lines[i], ": ");
        char key[160];
        snprintf(key, sizeof key, "%.*s", colon ? (int)(colon - lines[i]) : 0, lines[i]);
        float kw = colon ? ui_text_width(app, size, true, key) : 0;
        if (kw > key_w) key_w = kw;
    }
    if (key_w > inner * 0.4f) key_w = inner * 0.4f;
    float dw = inner - key_w - gap, row_h[40], body = 0;
    for (int i = 0; i < nlines; i++) {
        char *colon = strstr(lines[i], ": ");
        if (colon) *colon = 0;
        float kh = colon ? ui_text_wrap_height(app, size, key_w, true, lines[i], 3) : 0;
        float th = ui_text_wrap_height(app, size, colon ? dw : inner, false, colon ? colon + 2 : lines[i], 4);
        if (colon) *colon = ':';
        row_h[i] = (kh > th ? kh : th) + 8;
        body += row_h[i];
    }
    float h = 90 + body, x = (app->lw - w) / 2, y = (app->lh - h) / 2;
    if (y < 8) y = 8;
    ui_fill(app, (ui_rect){0, 0, app->lw, app->lh}, (SDL_Color){0, 0, 0, 150});
    ui_fill(app, (ui_rect){x, y, w, h}, (SDL_Color){12, 40, 28, 245});
    ui_panel(app, (ui_rect){x, y, w, h});
    ui_text(app, app->lw / 2, y + 16, 24, UI_GOLD, UI_ALIGN_CENTER, true, ui_tr(t, "keys.title"));
    float ly = y + 64;
    for (int i = 0; i < nlines; i++) {
        /* "Enter: discard": the key in gold at the left, what it does beside it */
        char *colon = strstr(lines[i], ": ");
        if (colon) {
            *colon = 0;
            ui_text_wrap(app, x + pad, ly, size, key_w, UI_GOLD, true, lines[i], 3);
            ui_text_wrap(app, x + pad + key_w + gap, ly, size, dw, UI_WHITE, false, colon + 2, 4);
        } else {
            ui_text_wrap(app, x + pad, ly, size, inner, UI_WHITE, false, lines[i], 4);
        }
        ly += row_h[i];
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
