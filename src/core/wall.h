/* wall.h: the tiles of a ruleset's set, shuffled into a wall from a seed. */
#ifndef SP_WALL_H
#define SP_WALL_H

#include <stdbool.h>
#include <stdint.h>

#include "core/rng.h"
#include "core/ruleset.h"

enum { SP_MAX_WALL = 144 };

/* Writes every physical tile of the ruleset's set as the options play it (options: values by
 * option index, NULL for the defaults) in a shuffled order into wall: the suits in play (see
 * sp_ruleset_suits_in_play) and the honours, four copies each, the flowers once each when they
 * are in play (sp_ruleset_flowers_in_play). Returns how many (136 for Hong Kong rules with
 * flowers switched off, 144 with flowers, 108 for three suits alone, 72 for two). The same
 * ruleset, options and seed always give the same wall (Fisher-Yates with sp_rng). */
int sp_wall_shuffle(const sp_ruleset *rs, const int32_t *options, uint64_t seed, uint8_t wall[SP_MAX_WALL]);

/* The tile set in its natural order (kind by kind, copies ascending), unshuffled. */
int sp_wall_tiles(const sp_ruleset *rs, const int32_t *options, uint8_t tiles[SP_MAX_WALL]);

#endif
