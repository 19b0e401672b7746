/* replay_viewer.h: a saved match opened in the window - the replay read with its ruleset, the
 * cursor that steps through it (table/replay_cursor.h), whose view the table shows, and the
 * playing pace. The screen (screen_replay*.c) draws and drives it; result screens opened from
 * it read app->match, a ui_match whose session is the cursor's (review set). */
#ifndef UI_REPLAY_VIEWER_H
#define UI_REPLAY_VIEWER_H

#include <stdbool.h>
#include <stdint.h>

#include "table/replay_cursor.h"
#include "table/review.h"
#include "ui/match.h"
#include "ui/ui.h"

typedef struct ui_replay {
    sp_ruleset *rules;
    sp_replay r;
    sp_replay_cursor c;
    ui_match *m;             /* for the table's drawing and the result screens (review) */
    char name[256];          /* the file's name, shown in the bar */
    int seat;                /* whose view: the seat at the bottom */
    int only_seat;           /* a seat's LAN log: the one seat shown, never the others' tiles; -1 */
    bool open;               /* every seat's concealed tiles shown */
    bool playing;
    int speed;               /* 1, 2 or 4 */
    uint64_t next_at;        /* when playing: the next step */
    char *text;              /* the replay's text (what a review reads) */
    size_t len;
    char path[1100];         /* the file it was opened from ("" for text: then no review cache) */
    struct ui_review *review;/* the review of the player's play (replay_review.h), NULL */
    sp_review_params review_params; /* its samples, seed, play-outs (the defaults; tests lower them) */
    /* its ruleset's file gives other rules than the match was played with: */
    bool rules_saved;        /* shown and scored with the rules the replay keeps */
    bool rules_unsure;       /* it keeps none: shown with the file's, which may differ */
    bool rules_told;         /* the player was told (once) */
    char rules_fields[600];  /* the fields that differ, or why they could not be compared */
} ui_replay;

/* Reads a replay (text; origin names it in errors) and opens it at its first frame. A file
 * whose ruleset's rules changed is read with the rules it keeps (rules_saved); one that keeps
 * none, with the file's current rules (rules_unsure) - the viewer says so when it opens. A seat's LAN log is shown as
 * that seat saw the match: through the host's replay of the match in the same folder, which
 * must give every event the log holds (net/seat_log.h), with the view kept to that seat. NULL
 * with err naming what and where. */
ui_replay *ui_replay_load(const char *text, const char *origin, char *err, size_t errlen);
void ui_replay_free(ui_replay *rv);

/* Opens the file in the viewer (over the screen showing); 0, or -1 with an error shown. */
int ui_replay_open_file(ui_app *app, const char *path);
/* As ui_replay_open_file, from text already read (the sample screen, tests). */
int ui_replay_open_text(ui_app *app, const char *text, const char *origin);
/* The replay the viewer on top shows, NULL when it is not on top. */
ui_replay *ui_replay_shown(const ui_app *app);

/* Moves to a frame (clamped) and keeps the table's drawing state in step. */
void ui_replay_seek(ui_replay *rv, size_t frame);
/* Whose view: a seat (the table turns), and whether every hand is open. */
void ui_replay_set_view(ui_replay *rv, int seat, bool open);
/* Milliseconds between two steps at the current speed (the table's pace at 1x). */
int ui_replay_step_ms(const ui_replay *rv);

#endif
