/* screen_replays.c: "Replays" from the title - the saved matches of the data folder, newest
 * first (a click opens one in the viewer), and a field to open any file by its path. */
#include <stdio.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/replay_files.h"
#include "ui/replay_viewer.h"
#include "ui/screens.h"
#include "ui/text_field.h"

enum { ROW = 100, FIELD = 1, OPEN = 2, BACK = 3 };

typedef struct {
    ui_replay_file files[UI_REPLAY_FILES_MAX];
    int n, first;            /* the files, and the first one shown (the wheel scrolls) */
    ui_field path;
    bool typing;
} replays_state;

static void replays_open(ui_app *app)
{
    replays_state *st = ui_screen_state(app);
    if (!st) return;
    st->n = ui_replay_files(app, st->files, UI_REPLAY_FILES_MAX);
    for (int i = 0; i < st->n; i++) ui_replay_files_describe(app, &st->files[i]);
    ui_field_set(&st->path, "", UI_FIELD_CAP - 1);
}

enum { ROW_H = 62, ROW_GAP = 6 };

static const SDL_Color INK_SOFT = {70, 74, 70, 255}; /* the second line of a row, on its cream */

static int rows_shown(const ui_app *app) { return (int)((app->lh - 300) / (ROW_H + ROW_GAP)); }

static void replays_draw(ui_app *app)
{
    ui_felt(app);
    replays_state *st = ui_screen_state(app);
    if (!st) return;
    const ui_i18n *t = &app->i18n;
    float cx = app->lw / 2, w = 760, x = cx - w / 2, y = 30;
    ui_text(app, cx, y, 32, UI_WHITE, UI_ALIGN_CENTER, true, ui_tr(t, "replays.title"));
    y += 64;
    if (!st->n) ui_text_wrap(app, x, y + 10, 18, w, UI_DIM, false, ui_tr(t, "replays.none"), 3);
    int rows = rows_shown(app);
    for (int i = st->first; i < st->n && i < st->first + rows; i++) {
        const ui_replay_file *f = &st->files[i];
        char when[40];
        struct tm tm;
#ifdef _WIN32
        localtime_s(&tm, &f->when);
#else
        localtime_r(&f->when, &tm);
#endif
        strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
        /* a row: what the match is and when (first line), who played and their scores */
        ui_button_face(app, (ui_rect){x, y, w, ROW_H}, f->name, ROW + i, true);
        ui_text_fit(app, x + 14, y + 7, 18, w - 190, UI_INK, UI_ALIGN_LEFT, true, f->title[0] ? f->title : f->name);
        ui_text(app, x + w - 14, y + 8, 15, INK_SOFT, UI_ALIGN_RIGHT, false, when);
        ui_text_fit(app, x + 14, y + 34, 15, w - 28, INK_SOFT, UI_ALIGN_LEFT, false, f->detail);
        ui_button_face_end(app);
        y += ROW_H + ROW_GAP;
    }
    y = app->lh - 190;
    ui_text(app, x, y, 17, UI_WHITE, UI_ALIGN_LEFT, false, ui_tr(t, "replays.path"));
    ui_field_draw(app, (ui_rect){x, y + 30, w - 130, 44}, &st->path, st->typing, "/…/match.json", FIELD);
    ui_button(app, (ui_rect){x + w - 120, y + 30, 120, 44}, ui_tr(t, "replays.open"), OPEN, st->path.text[0] != 0);
    ui_button(app, (ui_rect){cx - 100, app->lh - 80, 200, 48}, ui_tr(t, "replays.back"), BACK, true);
}

static void set_typing(replays_state *st, bool on)
{
    st->typing = on;
    if (on) SDL_StartTextInput();
    else SDL_StopTextInput();
}

static void replays_activate(ui_app *app, int id, bool back)
{
    (void)back;
    replays_state *st = ui_screen_state(app);
    if (!st) return;
    set_typing(st, id == FIELD);
    if (id == BACK) ui_screen_back(app);
    else if (id == OPEN && st->path.text[0]) ui_replay_open_file(app, st->path.text);
    else if (id >= ROW && id < ROW + st->n) ui_replay_open_file(app, st->files[id - ROW].path);
}

static bool replays_event(ui_app *app, const SDL_Event *e)
{
    replays_state *st = ui_screen_state(app);
    if (!st) return false;
    if (st->typing) {
        if (e->type == SDL_KEYDOWN && (e->key.keysym.sym == SDLK_RETURN || e->key.keysym.sym == SDLK_KP_ENTER)) {
            replays_activate(app, OPEN, false);
            return true;
        }
        if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
            set_typing(st, false);
            return true;
        }
        if (ui_field_event(&st->path, e)) {
            app->changed = true;
            return true;
        }
    }
    if (e->type == SDL_MOUSEWHEEL) {
        int most = st->n - rows_shown(app);
        st->first -= e->wheel.y;
        if (st->first > most) st->first = most;
        if (st->first < 0) st->first = 0;
        app->changed = true;
        return true;
    }
    return ui_escape_goes_back(app, e);
}

static void replays_close(ui_app *app)
{
    replays_state *st = ui_screen_state(app);
    if (st && st->typing) SDL_StopTextInput();
}

const ui_screen ui_screen_replays = {.name = "replays",
                                     .state_size = sizeof(replays_state),
                                     .keys = "keys.replays",
                                     .open = replays_open,
                                     .close = replays_close,
                                     .event = replays_event,
                                     .activate = replays_activate,
                                     .draw = replays_draw};
