/* screen_confirm.c: a question over the screen that asks it ("Replace the saved match?"):
 * Yes does what the asker gave, No (or Esc) goes back to it; a question with a choice has a
 * third button between them. */
#include <stdio.h>

#include "ui/draw.h"
#include "ui/screens.h"

enum { CONFIRM_NO = 0, CONFIRM_YES = 1, CONFIRM_ALT = 2 };

typedef struct {
    char question[300];
    char detail[300];
    const char *yes_key, *alt_key;
    void (*yes)(ui_app *app);
    void (*alt)(ui_app *app); /* NULL: yes or no */
} confirm_state;

void ui_confirm(ui_app *app, const char *question, const char *detail, const char *yes_key, void (*yes)(ui_app *app))
{
    ui_confirm_choice(app, question, detail, yes_key, yes, NULL, NULL);
}

void ui_confirm_choice(ui_app *app, const char *question, const char *detail, const char *yes_key,
                       void (*yes)(ui_app *app), const char *alt_key, void (*alt)(ui_app *app))
{
    ui_screen_push(app, &ui_screen_confirm);
    confirm_state *c = ui_screen_state(app);
    if (!c) { /* out of memory: no question, nothing done */
        ui_screen_back(app);
        return;
    }
    snprintf(c->question, sizeof c->question, "%s", question);
    snprintf(c->detail, sizeof c->detail, "%s", detail ? detail : "");
    c->yes_key = yes_key;
    c->yes = yes;
    c->alt_key = alt_key;
    c->alt = alt;
}

static void confirm_draw(ui_app *app)
{
    ui_screen_draw_below(app);
    confirm_state *c = ui_screen_state(app);
    const ui_i18n *t = &app->i18n;
    ui_fill(app, (ui_rect){0, 0, app->lw, app->lh}, (SDL_Color){0, 0, 0, 160});
    float w = c->alt ? 760 : 620, h = 250, x = (app->lw - w) / 2, y = (app->lh - h) / 2;
    ui_fill(app, (ui_rect){x, y, w, h}, (SDL_Color){12, 40, 28, 255});
    ui_panel(app, (ui_rect){x, y, w, h});
    ui_text_fit(app, app->lw / 2, y + 30, 24, w - 40, UI_WHITE, UI_ALIGN_CENTER, true, c->question);
    ui_text_fit(app, app->lw / 2, y + 84, 17, w - 40, UI_DIM, UI_ALIGN_CENTER, false, c->detail);
    float bw = c->alt ? 220 : 250, gap = c->alt ? (w - 3 * bw) / 4 : 40;
    ui_button(app, (ui_rect){x + gap, y + h - 80, bw, 52}, ui_tr(t, c->yes_key ? c->yes_key : "confirm.quit"), CONFIRM_YES, true);
    if (c->alt) ui_button(app, (ui_rect){x + 2 * gap + bw, y + h - 80, bw, 52}, ui_tr(t, c->alt_key), CONFIRM_ALT, true);
    ui_button(app, (ui_rect){x + w - gap - bw, y + h - 80, bw, 52}, ui_tr(t, "confirm.no"), CONFIRM_NO, true);
    if (app->focus < 0) app->focus = app->nzones - 1; /* No first: Enter alone does nothing that cannot be undone */
}

static void confirm_activate(ui_app *app, int id, bool back)
{
    (void)back;
    confirm_state *c = ui_screen_state(app);
    void (*yes)(ui_app *) = c ? c->yes : NULL, (*alt)(ui_app *) = c ? c->alt : NULL;
    ui_screen_back(app);
    if (id == CONFIRM_YES && yes) yes(app);
    if (id == CONFIRM_ALT && alt) alt(app);
}

static bool confirm_event(ui_app *app, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN) return false;
    SDL_Keycode k = e->key.keysym.sym;
    if (k == SDLK_ESCAPE || k == SDLK_n) confirm_activate(app, CONFIRM_NO, false);
    else if (k == SDLK_y) confirm_activate(app, CONFIRM_YES, false);
    else return false;
    return true;
}

const ui_screen ui_screen_confirm = {.name = "confirm", .keys = "keys.confirm",
                                     .state_size = sizeof(confirm_state),
                                     .event = confirm_event,
                                     .activate = confirm_activate,
                                     .draw = confirm_draw};
