/* replay_review.h: the review of the player's play in the replay viewer (table/review.h), made
 * in a background SDL thread so that the viewer stays usable; its figures then mark the
 * timelines and fill the review panel (screen_replay_review.c). */
#ifndef UI_REPLAY_REVIEW_H
#define UI_REPLAY_REVIEW_H

#include <SDL.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "table/review.h"
#include "ui/ui.h"

struct ui_replay;

typedef struct ui_review {
    SDL_Thread *thread;          /* NULL once joined */
    atomic_int stop;             /* the viewer closes: the thread stops at its next sample */
    atomic_int done, total;      /* the seat's actions gone through, of how many */
    atomic_int state;            /* UI_REVIEW_RUNNING .. */
    sp_review_params p;
    char *text;                  /* the replay's text (the thread's own copy) */
    size_t len;
    char origin[1100], cache[1200]; /* cache: "" when the replay is not a file (no cache) */
    sp_review result;            /* the thread's, read once state is DONE */
    char err[600], note[1500];
    size_t *frame;               /* the viewer's frame of each decision */
    double max_loss;
    bool shown;                  /* the panel and the marks are shown */
    int done_drawn;              /* `done` when the progress bar was last asked to be drawn */
    int marks_drawn;             /* marks drawn in the last frame (tests) */
} ui_review;

enum { UI_REVIEW_RUNNING, UI_REVIEW_DONE, UI_REVIEW_FAILED, UI_REVIEW_STOPPED };

/* The Review button or key: starts the review of the player's seat (the seat the replay says a
 * person played, else the seat shown), or shows or hides its panel once started. */
void ui_review_toggle(ui_app *app, struct ui_replay *rv);
/* Once a frame: takes a finished review in (marks, history, notices); keeps the progress bar
 * moving while it runs. */
void ui_review_poll(ui_app *app, struct ui_replay *rv);
/* Stops the thread, waits for it and frees everything. */
void ui_review_free(ui_review *r);
/* Whether the review is done and taken in (its figures and marks can be shown). */
bool ui_review_ready(const ui_review *r);
/* The review's decision at the viewer's frame, NULL when none (or not done). */
const sp_review_decision *ui_review_at(const ui_review *r, size_t frame);
/* Where the review panel goes: at the right (w wide), or along the bottom (h high) when a right
 * panel would shrink the table too much (narrow windows); both 0 when it does not show.
 * Logical units of the window. */
typedef struct {
    bool bottom;
    float w, h;
} ui_review_panel;
ui_review_panel ui_review_panel_size(const ui_app *app, const struct ui_replay *rv);

#endif
