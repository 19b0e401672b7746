/* row_roll.h: a list re-sorted in front of the player without its rows running over each
 * other. Each row keeps a lane; in a lane whose row changes, the row there rolls out of it
 * (up when the one that comes rises, down when it falls) in the first half, and the one that
 * comes rolls in from the other side in the second - drawn clipped to the lane's band, so a
 * lane never shows two rows at once, nor a row two lanes, and two rows never overlap. */
#ifndef UI_ROW_ROLL_H
#define UI_ROW_ROLL_H

#include <stdbool.h>

#include "ui/ui.h"

/* Draws row `row` with its top at y. */
typedef void (*ui_row_fn)(ui_app *app, int row, float y, void *ctx);

/* A row as the roll draws it at one moment: its top at y, shown only between top and bottom
 * (its lane less pad above and below) when clipped. */
typedef struct {
    int row, lane;
    float y, top, bottom;
    bool clipped;
} ui_roll_piece;

/* Where the rows are at t (see ui_rows_roll), lane by lane (at most one a lane: none in a
 * changing lane at t = 0.5); returns how many pieces were written to out (at most n). Pure:
 * what the drawing does and the tests check. */
int ui_rows_roll_pieces(float y0, float h, float pad, int n, const int *place, float t, ui_roll_piece *out);

/* n rows: row i in lane i before, in lane place[i] after (a permutation); lanes h high from
 * y0, in x .. x + w, a rolling row showing only in its lane less pad above and below (the gap
 * between two lanes' bands); t from 0 (before) to 1 (after). */
void ui_rows_roll(ui_app *app, float x, float y0, float w, float h, float pad, int n, const int *place, float t,
                  ui_row_fn draw, void *ctx);

#endif
