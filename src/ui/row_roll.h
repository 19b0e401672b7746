/* row_roll.h: a list re-sorted in front of the player without its rows running over each
 * other. Each row keeps a lane; a lane whose row changes rolls like an odometer's wheel from
 * the row that was there to the one that comes to it - from below when that row rises, from
 * above when it falls - drawn clipped to the lane, so two rows never overlap. */
#ifndef UI_ROW_ROLL_H
#define UI_ROW_ROLL_H

#include "ui/ui.h"

/* Draws row `row` with its top at y. */
typedef void (*ui_row_fn)(ui_app *app, int row, float y, void *ctx);

/* n rows: row i in lane i before, in lane place[i] after (a permutation); lanes h high from
 * y0, in x .. x + w, a rolling row showing only in its lane less pad above and below (the gap
 * between two lanes' bands); t from 0 (before) to 1 (after). */
void ui_rows_roll(ui_app *app, float x, float y0, float w, float h, float pad, int n, const int *place, float t,
                  ui_row_fn draw, void *ctx);

#endif
