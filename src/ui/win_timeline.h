/* win_timeline.h: the timeline of a hand's result as it plays - which stage shows at a given
 * moment, how far each stage and each of its items (a tile turning over, a pattern stamped in)
 * has gone, and skipping to the end. Pure arithmetic on milliseconds, no SDL and no clock, so
 * that the tests can check it alone; screen_result.c draws from it.
 *
 * Stages, in this order (a stage that does not apply lasts 0 ms):
 *   FLIP       the hand(s) turn face up, tile by tile
 *   LIFT       the winning tile lifts and glows
 *   STAMPS     each pattern's name and value is stamped in
 *   TOTAL      the total (or the false win's verdict) lands
 *   PAY        chips fly from the payers to the winner
 *   SETTLE     the amounts and scores count up
 *   STANDINGS  the rows slide into the standings
 *   DONE       the final state: everything shown, nothing moves
 * The animation speed setting scales every time; the fastest ("instant") makes them all 0, so
 * the final state shows at once. After UI_WIN_SKIP_AFTER_MS a skip lands on the final state;
 * before it nothing skips (a key meant for the table must not). */
#ifndef UI_WIN_TIMELINE_H
#define UI_WIN_TIMELINE_H

#include <stdbool.h>
#include <stdint.h>

typedef enum { UI_WIN_KIND_WIN, UI_WIN_KIND_FALSE_WIN, UI_WIN_KIND_DRAW } ui_win_kind;

typedef enum {
    UI_WS_FLIP,
    UI_WS_LIFT,
    UI_WS_STAMPS,
    UI_WS_TOTAL,
    UI_WS_PAY,
    UI_WS_SETTLE,
    UI_WS_STANDINGS,
    UI_WS_DONE,
    UI_WS_COUNT
} ui_win_stage;

enum { UI_WIN_SKIP_AFTER_MS = 1000 };

typedef struct {
    int32_t start[UI_WS_COUNT]; /* ms from the screen's opening; start[UI_WS_DONE] is the end */
    int tiles, stamps;          /* items of FLIP and of STAMPS */
    int32_t gap[UI_WS_COUNT];   /* ms between two items' starts (FLIP, STAMPS) */
    int32_t item_ms;            /* how long one item's own motion lasts */
} ui_win_timeline;

/* Plans the timeline: `tiles` tiles to turn over, `stamps` patterns to stamp, `pays` whether
 * any payment moves, at animation speed `speed` (0 slow .. 3 instant, ui_settings.speed). */
void ui_win_timeline_plan(ui_win_timeline *t, ui_win_kind kind, int tiles, int stamps, bool pays, int speed);
/* The stage showing at ms (UI_WS_DONE from the end on). */
ui_win_stage ui_win_stage_at(const ui_win_timeline *t, int64_t ms);
/* How far a stage has gone at ms: 0 before it starts, 1 from its end (and for a stage of 0 ms
 * once its start is reached). */
float ui_win_stage_progress(const ui_win_timeline *t, ui_win_stage s, int64_t ms);
/* How far item i of FLIP or STAMPS has gone at ms, 0..1. */
float ui_win_item_progress(const ui_win_timeline *t, ui_win_stage s, int i, int64_t ms);
/* How many items of FLIP or STAMPS have started by ms. */
int ui_win_items_started(const ui_win_timeline *t, ui_win_stage s, int64_t ms);
/* The end: the moment everything is shown. */
int64_t ui_win_end(const ui_win_timeline *t);
/* Whether a skip is taken at ms (after the first second, before the end). */
bool ui_win_skippable(const ui_win_timeline *t, int64_t ms);
/* The moment a skip at ms moves to: the end when skippable, else ms itself. */
int64_t ui_win_skip(const ui_win_timeline *t, int64_t ms);
/* Ease-out (quadratic) of a progress 0..1. */
float ui_win_ease(float p);

#endif
