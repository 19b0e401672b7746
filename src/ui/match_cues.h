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

#endif
