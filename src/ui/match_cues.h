/* match_cues.h: which sound an engine event makes at the table, as the seat being shown sees
 * it. A match queues the sounds of the events it animates (ui_match_cue); the screen showing
 * it plays them (ui_match_take_cues) when it draws, so a sound starts with its animation.
 * Events a seat cannot see (another seat's draw, a pass) make no sound; the match's end plays
 * when its result screen opens. */
#ifndef UI_MATCH_CUES_H
#define UI_MATCH_CUES_H

#include <stdbool.h>

#include "core/game.h"
#include "ui/sound_ids.h"

/* The sound of e at a table shown from view_seat; limit: a winning hand at the limit. -1 for
 * silence. */
int ui_cue_for_event(const sp_event *e, int view_seat, bool limit);

/* Whether win event e's hand is at the limit by the outcome of the hand that ended, o: 1 yes,
 * 0 no (also for a seat o has no win of), -1 not known yet (o NULL: a LAN seat's view says
 * the hand is over a moment after its win event; the match holds the sound until then, or
 * UI_CUE_HOLD_MS at most, and plays the plain win if the view has still not come). */
int ui_cue_win_limit(const sp_hand_outcome *o, const sp_event *e);
enum { UI_CUE_HOLD_MS = 300 };

#endif
