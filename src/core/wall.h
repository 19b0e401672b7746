/* wall.h: the tiles of a ruleset's set, shuffled into a wall from a seed. */
#ifndef SP_WALL_H
#define SP_WALL_H

#include <stdbool.h>
#include <stdint.h>

#include "core/rng.h"
#include "core/ruleset.h"

enum { SP_MAX_WALL = 144 };

/* The tiles a match is played with: the suits in play (bit 0 m, 1 p, 2 s; see
 * sp_ruleset_suits_in_play), the ruleset's honours, and the flowers when they are in play
 * (sp_ruleset_flowers_in_play). */
typedef struct {
    uint8_t suits;
    bool flowers;
} sp_tile_set;

/* The tile set of a ruleset as the options play it (options: values by option index, NULL for
 * the defaults). */
sp_tile_set sp_tile_set_of(const sp_ruleset *rs, const int32_t *options);

/* Writes every physical tile of the set (four copies of each suit and honour kind, one of each
 * flower) in a shuffled order into wall; returns how many (136 for Hong Kong rules with flowers
 * switched off, 144 with flowers, 108 for three suits alone, 72 for two). The same ruleset, set
 * and seed always give the same wall (Fisher-Yates with sp_rng). */
int sp_wall_shuffle(const sp_ruleset *rs, sp_tile_set set, uint64_t seed, uint8_t wall[SP_MAX_WALL]);

/* Whether a ruleset deals in fours (params table.deal_in_fours, 明將 and Hong Kong). */
bool sp_ruleset_deals_in_fours(const sp_ruleset *rs);

/* Where the deal takes tile j (0..12) of the seat that is i-th from the dealer (0 the dealer):
 * its position in the wall. Dealing in fours: three passes of four tiles to each seat in turn
 * from the dealer, then one each (4-4-4-1); else thirteen in a row, seat by seat. Either way the
 * deal takes wall[0 .. 13 x players) and the dealer's fourteenth is the next tile. */
int sp_deal_position(bool in_fours, int players, int i, int j);

/* The tile set in its natural order (kind by kind, copies ascending), unshuffled. */
int sp_wall_tiles(const sp_ruleset *rs, sp_tile_set set, uint8_t tiles[SP_MAX_WALL]);

#endif
