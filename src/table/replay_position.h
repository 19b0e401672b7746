/* replay_position.h: the table as it stood at one moment of a replay (a review, or `sparrow-cli
 * evaluate`, looks at a decision there). */
#ifndef SP_REPLAY_POSITION_H
#define SP_REPLAY_POSITION_H

#include <stddef.h>

#include "table/replay.h"

/* Plays the replay's actions before action `index` (0-based; index == r->nactions: where the
 * file ends) into a new session s, dealing the hand of action `index` if an earlier one ended
 * first: s->game is then the position in which r->actions[index] was chosen. Returns 0, or -1
 * with err; free s with sp_session_free either way. */
int sp_replay_position(const sp_replay *r, const sp_ruleset *rules, size_t index, sp_session *s, char *err, size_t errlen);

#endif
