/* screen_final_table.c: the hand result's "Table": the table as the hand ended, every hand face
 * up (the view shows them once the hand is over), for as long as the player looks; Back (or
 * Esc, Enter, T) returns to the score sheet. */
#include "ui/draw.h"
#include "ui/screens.h"

enum { FINAL_BACK = 0 };

static void final_draw(ui_app *app)
{
    ui_screen_table.draw(app); /* the match waits: nothing is dealt while this shows */
    app->nzones = 0;           /* the table's tiles take no clicks here */
    const ui_i18n *t = &app->i18n;
    /* at the top right, clear of the top seat's hand: the button, and what this is under it */
    ui_rect cap = {app->lw - 250, 64, 230, 52};
    ui_fill(app, cap, (SDL_Color){12, 40, 28, 230});
    ui_text_fit(app, cap.x + cap.w / 2, cap.y + 14, 16, cap.w - 16, UI_GOLD, UI_ALIGN_CENTER, true,
                ui_tr(t, "result.final_table"));
    ui_button(app, (ui_rect){app->lw - 250, 12, 230, 46}, ui_tr(t, "result.sheet"), FINAL_BACK, true);
}

static void final_activate(ui_app *app, int id, bool back)
{
    (void)back;
    if (id == FINAL_BACK) ui_screen_back(app);
}

static bool final_event(ui_app *app, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN) return false;
    SDL_Keycode k = e->key.keysym.sym;
    if (k != SDLK_ESCAPE && k != SDLK_t && k != SDLK_RETURN && k != SDLK_KP_ENTER && k != SDLK_SPACE) return false;
    ui_screen_back(app);
    return true;
}

const ui_screen ui_screen_final_table = {
    .name = "final-table", .keys = "keys.final_table", .event = final_event, .activate = final_activate, .draw = final_draw};
