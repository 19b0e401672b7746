/* screen_saves.c: Resume - the saved matches, newest first: ruleset, round and hand, who plays
 * each seat (computer players' levels) with the scores, and when it was saved. Resume one, or
 * delete one after a question. More saves than the window has rows for scroll: the mouse
 * wheel, Page Up / Page Down / Home / End, Up and Down past the first or last row shown, and a
 * scrollbar (click above or below its thumb for a page, or drag the thumb). */
#include <stdio.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/saves.h"
#include "ui/screen.h"
#include "ui/screens.h"

enum { SAVES_BACK = 1, SAVES_PAGE_UP = 2, SAVES_PAGE_DOWN = 3, SAVES_RESUME = 100, SAVES_DELETE = 200 };

typedef struct {
    int n;
    ui_save_info s[UI_SAVES_LISTED];
    int del;                 /* the save the delete question is about */
    int first;               /* the first row shown */
    bool dragging;           /* the scrollbar's thumb is held */
    float drag_y;            /* where it was taken (logical y) and the first row then */
    int drag_first;
} saves_state;

/* The list's place: rows from ROWS_Y, ROW_H apart, down to the Back button. */
static const float ROWS_Y = 96, ROW_H = 84, LIST_W = 1160, BAR_W = 14;

static int rows_shown(const ui_app *app)
{
    int n = (int)((app->lh - 96 - ROWS_Y) / ROW_H);
    return n < 1 ? 1 : n;
}

/* Keeps the first row shown within the list. */
static void scroll_to(ui_app *app, saves_state *st, int first)
{
    int most = st->n - rows_shown(app);
    if (first > most) first = most;
    if (first < 0) first = 0;
    if (first != st->first) app->changed = true;
    st->first = first;
}

/* The scrollbar's track and thumb (only when the rows do not all show). */
static bool scrollbar(const ui_app *app, const saves_state *st, ui_rect *track, ui_rect *thumb)
{
    int shown = rows_shown(app);
    if (st->n <= shown) return false;
    float x = (app->lw - LIST_W) / 2 + LIST_W + 8;
    *track = (ui_rect){x, ROWS_Y, BAR_W, ROW_H * (float)shown - 8};
    float h = track->h * (float)shown / (float)st->n;
    *thumb = (ui_rect){x, ROWS_Y + (track->h - h) * (float)st->first / (float)(st->n - shown), BAR_W, h};
    return true;
}

static void saves_open(ui_app *app)
{
    saves_state *st = ui_screen_state(app);
    if (!st) return;
    st->n = ui_saves_list(app, st->s, UI_SAVES_LISTED);
    scroll_to(app, st, st->first);
}

static void saves_draw(ui_app *app)
{
    ui_felt(app);
    saves_state *st = ui_screen_state(app);
    const ui_i18n *t = &app->i18n;
    ui_text(app, app->lw / 2, 24, 36, UI_GOLD, UI_ALIGN_CENTER, true, ui_tr(t, "saves.title"));
    float w = LIST_W, x = (app->lw - w) / 2, y = ROWS_Y, rh = ROW_H - 8, bw = 150, bh = 46;
    if (!st || !st->n) ui_text(app, app->lw / 2, y + 40, 20, UI_DIM, UI_ALIGN_CENTER, false, ui_tr(t, "saves.none"));
    /* one font size for every row's buttons */
    const char *resume = ui_tr(t, "saves.resume"), *del = ui_tr(t, "saves.delete");
    ui_rect probe = {0, 0, bw, bh};
    float bsize = ui_button_text_size(app, probe, resume), dsize = ui_button_text_size(app, probe, del);
    if (dsize < bsize) bsize = dsize;
    int shown = rows_shown(app);
    for (int i = st ? st->first : 0; st && i < st->n && i < st->first + shown; i++) {
        const ui_save_info *s = &st->s[i];
        float ry = y + (float)(i - st->first) * ROW_H, tw = w - 2 * bw - 56;
        ui_panel(app, (ui_rect){x, ry, w, rh});
        char date[40];
        ui_saves_date(s->when, date, sizeof date);
        ui_text_fit(app, x + 16, ry + 8, 21, tw - 170, UI_GOLD, UI_ALIGN_LEFT, true, s->ok ? s->title : ui_tr(t, "saves.bad"));
        ui_text_fit(app, x + 16 + tw, ry + 11, 16, 160, UI_DIM, UI_ALIGN_RIGHT, false, date);
        ui_text_fit(app, x + 16, ry + 42, 17, tw, s->ok ? UI_WHITE : UI_RED, UI_ALIGN_LEFT, false, s->ok ? s->seats : s->error);
        ui_button_sized(app, (ui_rect){x + w - 2 * bw - 24, ry + (rh - bh) / 2, bw, bh}, resume, SAVES_RESUME + i, s->ok, bsize);
        ui_button_sized(app, (ui_rect){x + w - bw - 12, ry + (rh - bh) / 2, bw, bh}, del, SAVES_DELETE + i, true, bsize);
    }
    ui_rect track, thumb;
    if (st && scrollbar(app, st, &track, &thumb)) {
        ui_fill(app, track, (SDL_Color){10, 30, 22, 200});
        ui_fill(app, thumb, st->dragging ? UI_WHITE : UI_GOLD);
        /* a click above or below the thumb turns a page */
        ui_zone_add(app, (ui_rect){track.x, track.y, track.w, thumb.y - track.y}, SAVES_PAGE_UP, true);
        ui_zone_add(app, (ui_rect){track.x, thumb.y + thumb.h, track.w, track.y + track.h - thumb.y - thumb.h},
                    SAVES_PAGE_DOWN, true);
        /* "3-8 of 12" under it */
        char where[48];
        snprintf(where, sizeof where, "%d-%d / %d", st->first + 1, st->first + shown, st->n);
        ui_text(app, track.x + track.w, track.y + track.h + 4, 14, UI_DIM, UI_ALIGN_RIGHT, false, where);
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
    } else if (id == SAVES_PAGE_UP || id == SAVES_PAGE_DOWN) {
        scroll_to(app, st, st->first + (id == SAVES_PAGE_UP ? -1 : 1) * rows_shown(app));
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

/* The id of the zone with the keyboard's focus, -1 none. */
static int focused_id(const ui_app *app)
{
    return app->focus >= 0 && app->focus < app->nzones ? app->zones[app->focus].id : -1;
}

static bool saves_event(ui_app *app, const SDL_Event *e)
{
    saves_state *st = ui_screen_state(app);
    if (!st) return ui_escape_goes_back(app, e);
    ui_rect track, thumb;
    bool bar = scrollbar(app, st, &track, &thumb);
    if (e->type == SDL_MOUSEWHEEL) {
        scroll_to(app, st, st->first - e->wheel.y);
        return true;
    }
    /* the thumb taken, dragged, let go (the mouse's place is app->mx, my, set by ui.c first) */
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT && bar && ui_rect_has(thumb, app->mx, app->my)) {
        st->dragging = true;
        st->drag_y = app->my;
        st->drag_first = st->first;
        app->changed = true;
        return true;
    }
    if (e->type == SDL_MOUSEMOTION && st->dragging && bar) {
        float per_row = (track.h - thumb.h) / (float)(st->n - rows_shown(app));
        scroll_to(app, st, st->drag_first + (int)((app->my - st->drag_y) / (per_row > 1 ? per_row : 1) + 0.5f));
        return true;
    }
    if (e->type == SDL_MOUSEBUTTONUP && st->dragging) {
        st->dragging = false;
        app->changed = true;
        return true;
    }
    if (e->type != SDL_KEYDOWN) return false;
    int shown = rows_shown(app), id = focused_id(app), last = st->first + shown - 1;
    switch (e->key.keysym.sym) {
    case SDLK_PAGEUP: scroll_to(app, st, st->first - shown); return true;
    case SDLK_PAGEDOWN: scroll_to(app, st, st->first + shown); return true;
    case SDLK_HOME: scroll_to(app, st, 0); return true;
    case SDLK_END: scroll_to(app, st, st->n); return true;
    /* Up from the first button shown, Down from the last row's last: the list moves a row, the
     * focus stays in its place (on the row that comes) */
    case SDLK_UP:
        if (id != SAVES_RESUME + st->first || st->first == 0) return false;
        scroll_to(app, st, st->first - 1);
        return true;
    case SDLK_DOWN:
        if (id != SAVES_DELETE + last || last + 1 >= st->n) return false;
        scroll_to(app, st, st->first + 1);
        return true;
    default: return ui_escape_goes_back(app, e);
    }
}

const ui_screen ui_screen_saves = {.name = "saves", .keys = "keys.saves",
                                   .state_size = sizeof(saves_state),
                                   .open = saves_open,
                                   .event = saves_event,
                                   .activate = saves_activate,
                                   .draw = saves_draw};
