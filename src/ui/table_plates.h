/* table_plates.h: a name plate by every seat at the table - name, wind, score and who plays it
 * (you, a LAN player, a computer player and its level); the seat to act is lit, and during a
 * claim window the seats still deciding say so. */
#ifndef UI_TABLE_PLATES_H
#define UI_TABLE_PLATES_H

#include "core/game_view.h"
#include "ui/layout.h"
#include "ui/match.h"
#include "ui/ui.h"

/* Where the plate of the seat at a screen position (UI_POS_*) goes: in a corner of the table
 * clear of the hands (layout; the text-fit tests read it). */
ui_rect ui_plate_rect(const ui_app *app, const ui_layout *L, int pos);
/* The highest a side seat's plate (UI_POS_LEFT or UI_POS_RIGHT) may be raised to make room for
 * a long row of tiles (L->plate_y). */
float ui_plate_highest(const ui_app *app, int pos);
void ui_draw_plates(ui_app *app, const ui_layout *L, const ui_match *m, const sp_view *v);

#endif
