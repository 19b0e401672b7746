/* wall.h: the tiles of a ruleset's set, shuffled into a wall from a seed. */
#ifndef SP_WALL_H
#define SP_WALL_H

#include <stdbool.h>
#include <stdint.h>

#include "core/rng.h"
#include "core/ruleset.h"

enum { SP_MAX_WALL = 144 };

/* Writes every physical tile of the ruleset's set (suits and honours as the ruleset says, four
 * copies each; flowers once each when `flowers`, see sp_ruleset_flowers_in_play) in a shuffled
 * order into wall; returns how many (136 for Hong Kong rules with flowers switched off, 144
 * with flowers, 108 for three suits alone). The same ruleset, flowers and seed always give the
 * same wall (Fisher-Yates with sp_rng). */
int sp_wall_shuffle(const sp_ruleset *rs, bool flowers, uint64_t seed, uint8_t wall[SP_MAX_WALL]);

/* The tile set in its natural order (kind by kind, copies ascending), unshuffled. */
int sp_wall_tiles(const sp_ruleset *rs, bool flowers, uint8_t tiles[SP_MAX_WALL]);

#endif
