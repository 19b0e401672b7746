/* replay_review.c: the viewer's review made in a background thread (replay_review.h). */
#include "ui/replay_review.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/replay_viewer.h"
#include "ui/screen_replay.h"

static void on_progress(void *ctx, size_t done, size_t total)
{
    ui_review *r = ctx;
    atomic_store(&r->done, (int)done);
    atomic_store(&r->total, (int)total);
}

static int run(void *ctx)
{
    ui_review *r = ctx;
    int rc = sp_review_text(r->text, r->len, r->origin, r->cache[0] ? r->cache : NULL, &r->p, on_progress, r, &r->stop,
                            &r->result, r->note, sizeof r->note, r->err, sizeof r->err);
    atomic_store(&r->state, rc == 0 ? UI_REVIEW_DONE : rc > 0 ? UI_REVIEW_STOPPED : UI_REVIEW_FAILED);
    return rc;
}

/* The player's seat: the one the replay says a person played, else the one shown. */
static int player_seat(const ui_replay *rv)
{
    if (rv->only_seat >= 0) return rv->only_seat;
    for (int p = 0; p < rv->r.players; p++)
        if (!strcmp(rv->r.seat_players[p], "person")) return p;
    return rv->seat;
}

void ui_review_toggle(ui_app *app, ui_replay *rv)
{
    app->changed = true;
    if (rv->review) {
        rv->review->shown = !rv->review->shown;
        return;
    }
    ui_review *r = calloc(1, sizeof *r);
    if (!r || !rv->text || !(r->text = malloc(rv->len + 1))) {
        free(r);
        ui_notice(app, "%s", ui_tr(&app->i18n, "review.failed"));
        return;
    }
    memcpy(r->text, rv->text, rv->len + 1);
    r->len = rv->len;
    r->p = rv->review_params;
    r->p.seat = player_seat(rv);
    snprintf(r->origin, sizeof r->origin, "%s", rv->path[0] ? rv->path : rv->name);
    if (rv->path[0]) sp_review_cache_path(rv->path, r->cache, sizeof r->cache);
    r->shown = true;
    atomic_store(&r->state, UI_REVIEW_RUNNING);
    rv->review = r;
    r->thread = SDL_CreateThread(run, "review", r);
    if (!r->thread) {
        snprintf(r->err, sizeof r->err, "no thread: %s", SDL_GetError());
        atomic_store(&r->state, UI_REVIEW_FAILED);
    }
}

/* The viewer's frame of each decision: where its action is the next one. */
static void find_frames(ui_review *r, const ui_replay *rv)
{
    const sp_review *x = &r->result;
    size_t *of_action = calloc(rv->r.nactions + 1, sizeof *of_action);
    r->frame = calloc(x->nd + 1, sizeof *r->frame);
    if (!of_action || !r->frame) {
        free(of_action);
        return;
    }
    for (size_t i = 0; i < rv->c.nframes; i++) {
        size_t a = rv->c.frames[i].actions;
        if (a < rv->r.nactions && rv->c.frames[i].hand == rv->r.actions[a].hand) of_action[a] = i;
    }
    for (size_t k = 0; k < x->nd; k++) {
        r->frame[k] = x->d[k].index < rv->r.nactions ? of_action[x->d[k].index] : 0;
        if (x->d[k].loss > r->max_loss) r->max_loss = x->d[k].loss;
    }
    free(of_action);
}

/* The figures into the history when it holds this match (the player's own seat). */
static void record(ui_app *app, const ui_review *r)
{
    if (!app->pref_dir[0]) return;
    char db[1200], err[1500];
    snprintf(db, sizeof db, "%s%s", app->pref_dir, SP_HISTORY_FILE);
    if (sp_review_record(&r->result, db, err, sizeof err) < 0) ui_error(app, "msg.write_failed", err);
}

void ui_review_poll(ui_app *app, ui_replay *rv)
{
    ui_review *r = rv->review;
    if (!r || !r->thread) return;
    int state = atomic_load(&r->state);
    if (state == UI_REVIEW_RUNNING) {
        /* the progress bar moves by itself: a frame each time the thread gets further (waking
         * alone only polled, and the bar stood at 0 % until the mouse moved) */
        int done = atomic_load(&r->done);
        if (r->shown && done != r->done_drawn) {
            r->done_drawn = done;
            app->changed = true;
        }
        if (r->shown) ui_wake(app, 200);
        return;
    }
    SDL_WaitThread(r->thread, NULL);
    r->thread = NULL;
    app->changed = true;
    if (r->note[0]) ui_error(app, "review.note", r->note);
    if (state == UI_REVIEW_FAILED) {
        ui_error(app, "review.failed", r->err);
        return;
    }
    if (state != UI_REVIEW_DONE) return;
    find_frames(r, rv);
    if (!r->result.from_cache) record(app, r);
}

void ui_review_free(ui_review *r)
{
    if (!r) return;
    atomic_store(&r->stop, 1);
    if (r->thread) SDL_WaitThread(r->thread, NULL);
    sp_review_free(&r->result);
    free(r->frame);
    free(r->text);
    free(r);
}

bool ui_review_ready(const ui_review *r)
{
    return r && !r->thread && atomic_load(&r->state) == UI_REVIEW_DONE && r->frame;
}

const sp_review_decision *ui_review_at(const ui_review *r, size_t frame)
{
    if (!ui_review_ready(r)) return NULL;
    for (size_t k = 0; k < r->result.nd; k++)
        if (r->frame[k] == frame) return &r->result.d[k];
    return NULL;
}

ui_review_panel ui_review_panel_size(const ui_app *app, const ui_replay *rv)
{
    ui_review_panel p = {false, 0, 0};
    if (!rv->review || !rv->review->shown) return p;
    float w = app->lw * 0.24f; /* a quarter of the window, within reason */
    w = w < 230 ? 230 : w > 360 ? 360 : w;
    /* the table's scale beside a right panel (the bar above it) */
    float sx = ((float)app->pw - w * app->s) / UI_LOGICAL_W, sy = ((float)app->ph - RP_BAR_H * app->s) / UI_LOGICAL_H;
    if ((sx < sy ? sx : sy) >= 0.6f) {
        p.w = w;
    } else {
        p.bottom = true;
        p.h = 150;
    }
    return p;
}
