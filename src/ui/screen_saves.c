/* screen_saves.c: Resume - the saved matches, newest first: ruleset, round and hand, who plays
 * each seat (computer players' levels) with the scores, and when it was saved. Resume one, or
 * delete one after a question. */
#include <stdio.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/saves.h"
#include "ui/screen.h"
#include "ui/screens.h"

enum { SAVES_BACK = 1, SAVES_RESUME = 100, SAVES_DELETE = 200 };

typedef struct {
    int n;
    ui_save_info s[UI_SAVE_SLOTS];
    int del;                 /* the save the delete question is about */
} saves_state;

static void saves_open(ui_app *app)
{
    saves_state *st = ui_screen_state(app);
    if (st) st->n = ui_saves_list(app, st->s, UI_SAVE_SLOTS);
}

static void saves_draw(ui_app *app)
{
    ui_felt(app);
    saves_state *st = ui_screen_state(app);
    const ui_i18n *t = &app->i18n;
    ui_text(app, app->lw / 2, 24, 36, UI_GOLD, UI_ALIGN_CENTER, true, ui_tr(t, "saves.title"));
    float w = 1160, x = (app->lw - w) / 2, y = 96, rh = 76, bw = 150, bh = 46;
    if (!st || !st->n) ui_text(app, app->lw / 2, y + 40, 20, UI_DIM, UI_ALIGN_CENTER, false, ui_tr(t, "saves.none"));
    /* one font size for every row's buttons */
    const char *resume = ui_tr(t, "saves.resume"), *del = ui_tr(t, "saves.delete");
    ui_rect probe = {0, 0, bw, bh};
    float bsize = ui_button_text_size(app, probe, resume), dsize = ui_button_text_size(app, probe, del);
    if (dsize < bsize) bsize = dsize;
    for (int i = 0; st && i < st->n; i++) {
        const ui_save_info *s = &st->s[i];
        float ry = y + i * (rh + 8), tw = w - 2 * bw - 56;
        ui_panel(app, (ui_rect){x, ry, w, rh});
        char date[40];
        ui_saves_date(s->when, date, sizeof date);
        ui_text_fit(app, x + 16, ry + 8, 21, tw - 170, UI_GOLD, UI_ALIGN_LEFT, true, s->ok ? s->title : ui_tr(t, "saves.bad"));
        ui_text_fit(app, x + 16 + tw, ry + 11, 16, 160, UI_DIM, UI_ALIGN_RIGHT, false, date);
        ui_text_fit(app, x + 16, ry + 42, 17, tw, s->ok ? UI_WHITE : UI_RED, UI_ALIGN_LEFT, false, s->ok ? s->seats : s->error);
        ui_button_sized(app, (ui_rect){x + w - 2 * bw - 24, ry + (rh - bh) / 2, bw, bh}, resume, SAVES_RESUME + i, s->ok, bsize);
        ui_button_sized(app, (ui_rect){x + w - bw - 12, ry + (rh - bh) / 2, bw, bh}, del, SAVES_DELETE + i, true, bsize);
    }
    ui_button(app, (ui_rect){app->lw / 2 - 130, app->lh - 76, 260, 52}, ui_tr(t, "back"), SAVES_BACK, true);
    if (app->focus < 0 && app->nzones) app->focus = 0;
}

/* Yes to "Delete this saved match?" */
static void delete_chosen(ui_app *app)
{
    saves_state *st = ui_screen_state(app);
    if (!st || st->del < 0 || st->del >= st->n) return;
    if (remove(st->s[st->del].path)) ui_error(app, "msg.save_failed", st->s[st->del].path);
    saves_open(app);
    app->focus = -1;
}

static void saves_activate(ui_app *app, int id, bool back)
{
    (void)back;
    saves_state *st = ui_screen_state(app);
    char err[400];
    if (id == SAVES_BACK || !st) {
        ui_screen_back(app);
    } else if (id >= SAVES_RESUME && id < SAVES_RESUME + st->n) {
        char path[1100];
        snprintf(path, sizeof path, "%s", st->s[id - SAVES_RESUME].path);
        if (ui_resume_match(app, path, err, sizeof err)) ui_error(app, "msg.save_bad", err);
    } else if (id >= SAVES_DELETE && id < SAVES_DELETE + st->n) {
        st->del = id - SAVES_DELETE;
        const ui_save_info *s = &st->s[st->del];
        char date[40], detail[400];
        ui_saves_date(s->when, date, sizeof date);
        snprintf(detail, sizeof detail, "%s · %s", s->ok ? s->title : ui_tr(&app->i18n, "saves.bad"), date);
        ui_confirm(app, ui_tr(&app->i18n, "saves.delete_q"), detail, "saves.delete", delete_chosen);
    }
}

static bool saves_event(ui_app *app, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN || e->key.keysym.sym != SDLK_ESCAPE) return false;
    ui_screen_back(app);
    return true;
}

const ui_screen ui_screen_saves = {.name = "saves", .keys = "keys.saves",
                                   .state_size = sizeof(saves_state),
                                   .open = saves_open,
                                   .event = saves_event,
                                   .activate = saves_activate,
                                   .draw = saves_draw};
