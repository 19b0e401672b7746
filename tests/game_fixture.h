/* game_fixture.h: scenario walls for engine tests. A scenario says what each seat is dealt, the
 * tiles drawn from the head after the deal (the dealer's fourteenth first) and the replacement
 * tiles drawn from the end (kongs, flowers); the rest of the set fills the middle. */
#ifndef SP_GAME_FIXTURE_H
#define SP_GAME_FIXTURE_H

#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "core/tile.h"
#include "table/scenario_wall.h"

/* Tiles of a notation string in the order written ("123m5z" -> 1m 2m 3m 5z); spaces ignored.
 * Returns the count, or -1 on a bad string. */
static inline int fixture_tiles_in_order(const char *text, int *kinds, int cap)
{
    return sp_tiles_in_order(text, kinds, cap);
}

/* Builds a wall for sp_game_init_wall (table/scenario_wall.h; the unnamed tiles in set order). */
static inline int fixture_wall(const sp_ruleset *rs, int players, const char *const hands[], const char *draws,
                               const char *tail, uint8_t wall[SP_MAX_WALL], char *err, size_t errlen)
{
    return sp_scenario_wall(rs, NULL, players, hands, draws, tail, 0, wall, err, errlen);
}

#endif
