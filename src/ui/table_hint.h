/* table_hint.h: "suggest a move" on the table (a setting): the normal computer player's choice
 * for the human's seat, from the same view and legal actions the human has, shown over the
 * hand (the tile to discard) or as a line (a call, a win). Asked with the H key or the Hint
 * button; it holds until the game moves on. */
#ifndef UI_TABLE_HINT_H
#define UI_TABLE_HINT_H

#include <stdbool.h>

#include "ui/layout.h"
#include "ui/match.h"
#include "ui/ui.h"

enum { UI_ZONE_HINT = 4000 };

/* Asks the computer player for the human's move now; false (and nothing kept) when the human
 * need not act, a lesson's quiz is showing, or hints are off (the why-line then says so). */
bool ui_hint_ask(ui_app *app);
/* The Hint button (when hints are on and the human must act) and the current hint. */
void ui_hint_draw(ui_app *app, const ui_layout *L);

#endif
