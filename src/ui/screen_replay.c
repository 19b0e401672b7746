/* screen_replay.c: the replay viewer - the table at the frame shown (every hand open or one
 * seat's view), stepping with keys and the bar's buttons and timelines, playing at 1x, 2x or
 * 4x, and the hand's or match's result over it. */
#include <stdio.h>
#include <string.h>

#include "ui/boxes.h"
#include "ui/draw.h"
#include "ui/replay_files.h"
#include "ui/replay_review.h"
#include "ui/screen_replay.h"
#include "ui/screens.h"
#include "ui/table_seats.h"
#include "ui/table_still.h"

static ui_replay *shown(ui_app *app) { return ui_replay_shown(app); }

/* The window's measures while the table is drawn below the bar: a viewport there, at the scale
 * that keeps the table's logical size (so its layout is the table's own). */
typedef struct {
    float s, lw, lh, mx, my;
    int pw, ph, bar;
    int boxes;               /* the layout tests' boxes recorded before the table */
} measures;

static measures below_bar(ui_app *app)
{
    int bar = ui_px(app, RP_BAR_H);
    ui_review_panel panel = ui_review_panel_size(app, shown(app)); /* at the right, or along the bottom */
    measures was = {app->s, app->lw, app->lh, app->mx, app->my, app->pw, app->ph, bar, app->boxes ? app->boxes->n : 0};
    app->ph -= bar;
    app->pw -= ui_px(app, panel.w);
    app->ph -= ui_px(app, panel.h);
    float sx = (float)app->pw / UI_LOGICAL_W, sy = (float)app->ph / UI_LOGICAL_H;
    app->s = sx < sy ? sx : sy;
    app->lw = (float)app->pw / app->s;
    app->lh = (float)app->ph / app->s;
    app->mx = was.mx * was.s / app->s;
    app->my = (was.my * was.s - (float)bar) / app->s;
    SDL_RenderSetViewport(app->ren, &(SDL_Rect){0, bar, app->pw, app->ph});
    return was;
}

static void restore(ui_app *app, const measures *was)
{
    SDL_RenderSetViewport(app->ren, NULL);
    app->s = was->s;
    app->lw = was->lw;
    app->lh = was->lh;
    app->mx = was->mx;
    app->my = was->my;
    app->pw = was->pw;
    app->ph = was->ph;
    for (int i = was->boxes; app->boxes && i < app->boxes->n; i++) app->boxes->b[i].r.y += was->bar; /* to the window's pixels */
    app->nzones = 0; /* the table's zones were in its own units: only the bar's are clicked */
}

static void replay_draw(ui_app *app)
{
    ui_felt(app);
    ui_replay *rv = shown(app);
    if (!rv) return;
    measures was = below_bar(app);
    sp_view v;
    sp_cursor_view(&rv->c, rv->seat, rv->open, &v);
    ui_layout L;
    ui_layout_make(&L, app, v.players, rv->seat, app->settings.tile_size);
    SDL_Rect under; /* the felt the viewport shows */
    SDL_RenderGetViewport(app->ren, &under);
    ui_table_still_draw(app, &L, rv->m, &v, 0, &under, UI_STILL_PLATES);
    ui_replay_draw_offer(app, &L, rv);
    restore(app, &was);
    ui_replay_draw_bar(app, rv);
    ui_replay_draw_review(app, rv);
}

static void stop(ui_replay *rv) { rv->playing = false; }

static void seek(ui_app *app, ui_replay *rv, size_t frame)
{
    ui_replay_seek(rv, frame);
    app->changed = true;
}

/* The deal of the hand `d` hands from the one shown (d = 0: its own deal, or the one before
 * when already there). */
static void to_hand(ui_app *app, ui_replay *rv, int d)
{
    int hand = rv->c.frames[rv->c.at].hand + d;
    size_t first, last;
    if (!sp_cursor_hand_frames(&rv->c, hand, &first, &last)) return;
    seek(app, rv, first);
}

/* The hand's result when a hand's end shows, the last hand's too: at the end of a finished
 * match its Continue ("Match result") goes on to the match's result (ui_result_continue). */
static void show_result(ui_app *app, ui_replay *rv)
{
    int phase = rv->c.s.game.phase;
    stop(rv);
    rv->m->nres = 0;
    if (phase == SP_PHASE_HAND_OVER || phase == SP_PHASE_MATCH_OVER) ui_screen_push(app, &ui_screen_result);
    else ui_notice(app, "%s", ui_tr(&app->i18n, "replay.no_result"));
}

static void act(ui_app *app, ui_replay *rv, int id)
{
    size_t at = rv->c.at, first = 0, last = 0;
    sp_cursor_hand_frames(&rv->c, rv->c.frames[at].hand, &first, &last);
    switch (id) {
    case RP_START: stop(rv); seek(app, rv, 0); break;
    case RP_END: stop(rv); seek(app, rv, rv->c.nframes - 1); break;
    case RP_BACK: stop(rv); if (at) seek(app, rv, at - 1); break;
    case RP_FORWARD: stop(rv); seek(app, rv, at + 1); break;
    case RP_PREV_HAND: stop(rv); to_hand(app, rv, at == first ? -1 : 0); break;
    case RP_NEXT_HAND: stop(rv); to_hand(app, rv, 1); break;
    case RP_PLAY:
        rv->playing = !rv->playing;
        if (rv->playing && at + 1 == rv->c.nframes) seek(app, rv, 0); /* from the start again */
        rv->next_at = app->now + (uint64_t)ui_replay_step_ms(rv);
        break;
    case RP_OPEN: ui_replay_set_view(rv, rv->seat, true); break;
    case RP_RESULT: show_result(app, rv); break;
    case RP_REVIEW: ui_review_toggle(app, rv); break;
    case RP_EXIT: ui_screen_back(app); return;
    case RP_EXPORT: {
        char path[1400], err[800];
        if (ui_replay_export_shown(app, path, sizeof path, err, sizeof err)) ui_error(app, "msg.write_failed", err);
        else ui_notice(app, "%s\n%s", ui_tr(&app->i18n, "replay.exported"), path);
        break;
    }
    default:
        if (id >= RP_SPEED && id < RP_SPEED + 3) rv->speed = 1 << (id - RP_SPEED);
        else if (id >= RP_SEAT && id < RP_SEAT + SP_SEATS) ui_replay_set_view(rv, id - RP_SEAT, false);
        break;
    }
    app->changed = true;
}

static void replay_activate(ui_app *app, int id, bool back)
{
    (void)back;
    ui_replay *rv = shown(app);
    if (!rv) return;
    if (id == RP_MATCH_BAR || id == RP_HAND_BAR) {
        stop(rv);
        seek(app, rv, ui_replay_bar_frame(app, rv, id, app->mx));
        return;
    }
    if (id >= RP_WORST && id < RP_WORST + SP_REVIEW_WORST) {
        stop(rv);
        seek(app, rv, ui_replay_worst_frame(rv, id - RP_WORST));
        return;
    }
    if (id < RP_OFFER) act(app, rv, id);
}

static bool replay_event(ui_app *app, const SDL_Event *e)
{
    ui_replay *rv = shown(app);
    if (!rv || e->type != SDL_KEYDOWN) return false;
    SDL_Keycode k = e->key.keysym.sym;
    static const struct {
        SDL_Keycode key;
        int id;
    } keys[] = {{SDLK_LEFT, RP_BACK},      {SDLK_RIGHT, RP_FORWARD},    {SDLK_HOME, RP_START},  {SDLK_END, RP_END},
                {SDLK_UP, RP_PREV_HAND},   {SDLK_DOWN, RP_NEXT_HAND},   {SDLK_PAGEUP, RP_PREV_HAND},
                {SDLK_PAGEDOWN, RP_NEXT_HAND}, {SDLK_SPACE, RP_PLAY},   {SDLK_1, RP_SPEED},     {SDLK_2, RP_SPEED + 1},
                {SDLK_4, RP_SPEED + 2},    {SDLK_0, RP_OPEN},           {SDLK_r, RP_RESULT},    {SDLK_RETURN, RP_RESULT},
                {SDLK_ESCAPE, RP_EXIT},    {SDLK_e, RP_SEAT},           {SDLK_s, RP_SEAT + 1},  {SDLK_w, RP_SEAT + 2},
                {SDLK_n, RP_SEAT + 3},     {SDLK_x, RP_EXPORT},
                {SDLK_v, RP_REVIEW}};
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++)
        if (keys[i].key == k) {
            bool seat = keys[i].id >= RP_SEAT && keys[i].id < RP_SEAT + SP_SEATS;
            if (seat && keys[i].id - RP_SEAT >= rv->r.players) return true; /* no such seat here */
            act(app, rv, keys[i].id);
            return true;
        }
    if (k == SDLK_TAB) { /* the next seat's view */
        ui_replay_set_view(rv, (rv->seat + 1) % rv->r.players, false);
        app->changed = true;
        return true;
    }
    return false;
}

static bool replay_update(ui_app *app)
{
    ui_replay *rv = shown(app);
    if (rv) ui_review_poll(app, rv);
    if (!rv || !rv->playing) return false;
    if (app->now >= rv->next_at) {
        if (rv->c.at + 1 >= rv->c.nframes) {
            stop(rv);
        } else {
            seek(app, rv, rv->c.at + 1);
            /* a hand's end stays a while */
            int phase = rv->c.s.game.phase, ms = ui_replay_step_ms(rv);
            rv->next_at = app->now + (uint64_t)(phase == SP_PHASE_HAND_OVER ? ms * 3 : ms);
        }
    }
    if (rv->playing) ui_wake(app, (int)(rv->next_at > app->now ? rv->next_at - app->now : 0) + 1);
    return false;
}

static void replay_close(ui_app *app)
{
    ui_replay **slot = ui_screen_state(app);
    if (!slot || !*slot) return;
    if (app->match == (*slot)->m) app->match = NULL;
    ui_replay_free(*slot);
    *slot = NULL;
}

const ui_screen ui_screen_replay = {.name = "replay",
                                    .state_size = sizeof(ui_replay *),
                                    .keys = "keys.replay",
                                    .close = replay_close,
                                    .event = replay_event,
                                    .activate = replay_activate,
                                    .update = replay_update,
                                    .draw = replay_draw};
