/* scenario_wall.h: walls for scripted hands (tutorial lessons, engine tests). A scenario says
 * what each seat is dealt, the tiles drawn from the head after the deal (the dealer's
 * fourteenth first) and the replacement tiles drawn from the end (kongs, flowers); the rest of
 * the set fills the middle. */
#ifndef SP_SCENARIO_WALL_H
#define SP_SCENARIO_WALL_H

#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"
#include "core/wall.h"

/* Tile kinds of a notation string in the order written ("123m5z" -> 1m 2m 3m 5z); spaces
 * ignored. Returns the count, or -1 on a bad string or more than cap tiles. */
int sp_tiles_in_order(const char *text, int *kinds, int cap);

/* Builds a wall for sp_game_init_wall. hands[i] (13 tiles) is dealt to seat (dealer + i) %
 * players, i.e. hands[0] is the dealer's, its tiles placed where the ruleset's deal takes them
 * (sp_deal_position: 4-4-4-1 in 明將 and Hong Kong); draws: head tiles after the deal, in order; tail:
 * replacement tiles in the order they are drawn from the end. The tiles not named come in
 * the set's order (seed 0) or shuffled by seed; options (NULL: defaults) say whether the set
 * has flowers. Returns the wall size, or -1 with err. */
int sp_scenario_wall(const sp_ruleset *rs, const int32_t *options, int players, const char *const hands[], const char *draws,
                     const char *tail, uint64_t seed, uint8_t wall[SP_MAX_WALL], char *err, size_t errlen);

#endif
