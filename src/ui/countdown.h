/* countdown.h: a running timer drawn as a bar that empties, and the loop told to draw it again
 * while it runs (it moves though no input comes). */
#ifndef UI_COUNTDOWN_H
#define UI_COUNTDOWN_H

#include "ui/match.h"
#include "ui/ui.h"

enum { UI_COUNTDOWN_FRAME_MS = 200, UI_COUNTDOWN_WARN_MS = 3000 };

/* Where the view seat's bar goes: along the top of its hand row (nothing before the hand was
 * drawn once: w is then 0). */
ui_rect ui_countdown_hand_rect(const ui_match *m);
/* Draws the part of total_ms still left (left_ms) in r: gold, red and pulsing in the last 3 s;
 * asks for the next frame within UI_COUNTDOWN_FRAME_MS. */
void ui_countdown_bar(ui_app *app, ui_rect r, int left_ms, int total_ms);

#endif
