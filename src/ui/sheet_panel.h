/* sheet_panel.h: the hand result's settlement panel - who pays whom, how much and why, a row
 * each (ui/sheet_lines.h) - drawn in a rectangle, scrolled when it holds more rows than fit. */
#ifndef UI_SHEET_PANEL_H
#define UI_SHEET_PANEL_H

#include "core/score.h"
#include "ui/ui.h"

/* Draws the panel of r's settlement in box, from row *first on (clamped to what scrolls);
 * seat_word[s] names seat s, discarder: the win's (-1 none). Returns the number of rows, 0 when r has none (nothing drawn). */
int ui_sheet_panel(ui_app *app, ui_rect box, const sp_ruleset *rs, const sp_score_result *r, int players, int discarder,
                   const char *const seat_word[SP_SEATS], int *first);

/* How many rows the panel of r has (0: none, it is not drawn). */
int ui_sheet_panel_count(ui_app *app, const sp_ruleset *rs, const sp_score_result *r, int players, int discarder);

/* The height a panel of n rows (and a ready line or not) needs. */
float ui_sheet_panel_height(int rows, bool ready_line);

#endif
