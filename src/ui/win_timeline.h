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
 *   CHICKENS   贵州: each chicken paid for flies from its tile to the row of the seat it pays
 *   PAY        chips fly from each payer's plate on the table to the winner's, a group a
 *              payer (and payee), each group's landing a clink
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
    UI_WS_CHICKENS,
    UI_WS_PAY,
    UI_WS_SETTLE,
    UI_WS_STANDINGS,
    UI_WS_DONE,
    UI_WS_COUNT
} ui_win_stage;

enum { UI_WIN_SKIP_AFTER_MS = 1000 };

/* The stages made of items, one after the other: FLIP, STAMPS, CHICKENS and PAY. */
typedef struct {
    int tiles;    /* FLIP: tiles to turn over */
    int stamps;   /* STAMPS: patterns to stamp */
    int chickens; /* CHICKENS: chickens flying to the payments (0 but in 贵州) */
    int groups;   /* PAY: groups of chips, one from a payer to a payee (0: nothing is paid) */
} ui_win_items;

typedef struct {
    int32_t start[UI_WS_COUNT];   /* ms from the screen's opening; start[UI_WS_DONE] is the end */
    int items[UI_WS_COUNT];       /* items of FLIP, STAMPS, CHICKENS and PAY (0 for the others) */
    int32_t gap[UI_WS_COUNT];     /* ms between two items' starts */
    int32_t item_ms[UI_WS_COUNT]; /* how long one item's own motion lasts */
} ui_win_timeline;

/* Plans the timeline of `n`'s items at animation speed `speed` (0 slow .. 3 instant,
 * ui_settings.speed). */
void ui_win_timeline_plan(ui_win_timeline *t, ui_win_kind kind, const ui_win_items *n, int speed);
/* The stage showing at ms (UI_WS_DONE from the end on). */
ui_win_stage ui_win_stage_at(const ui_win_timeline *t, int64_t ms);
/* How far a stage has gone at ms: 0 before it starts, 1 from its end (and for a stage of 0 ms
 * once its start is reached). */
float ui_win_stage_progress(const ui_win_timeline *t, ui_win_stage s, int64_t ms);
/* How far item i of an item stage has gone at ms, 0..1. */
float ui_win_item_progress(const ui_win_timeline *t, ui_win_stage s, int i, int64_t ms);
/* How many items of an item stage have started by ms. */
int ui_win_items_started(const ui_win_timeline *t, ui_win_stage s, int64_t ms);
/* The moment item i of an item stage ends (a chicken or a group of chips lands). */
int64_t ui_win_item_end(const ui_win_timeline *t, ui_win_stage s, int i);
/* The end: the moment everything is shown. */
int64_t ui_win_end(const ui_win_timeline *t);
/* Whether a skip is taken at ms (after the first second, before the end). */
bool ui_win_skippable(const ui_win_timeline *t, int64_t ms);
/* The moment a skip at ms moves to: the end when skippable, else ms itself. */
int64_t ui_win_skip(const ui_win_timeline *t, int64_t ms);
/* Ease-out (quadratic) of a progress 0..1. */
float ui_win_ease(float p);

#endif
