/* scenario_probe.h: the values a scenario's `expect` lines read from a game, by name
 * ("phase", "turn", "delta", "S.flowers", "win.0.fan", "result.0.patterns", ...), written as
 * text in the scenario format's own words (tests/scenarios/README.md lists them). Only the
 * public game API is read (core/game.h). */
#ifndef SC_SCENARIO_PROBE_H
#define SC_SCENARIO_PROBE_H

#include <stddef.h>

#include "core/game.h"

/* Writes the value named `name` into out. Returns 0, or -1 with err (an unknown name, an index
 * out of range, a score the engine could not compute). */
int sc_probe(const sp_game *g, const char *name, char *out, size_t n, char *err, size_t errlen);

/* Words of the format shared with the runner: a seat's letter ("-" for none), a physical
 * tile's kind ("-" for none). */
void sc_seat_text(int seat, char out[2]);
void sc_tile_text(int tile, char out[3]);
/* The action type an action's first word names ("D", "PON", "HU", ...: core/action.h), or -1. */
int sc_action_type(const char *word);

#endif
