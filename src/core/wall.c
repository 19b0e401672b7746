/* wall.c: building and shuffling the wall. */
#include "core/wall.h"

sp_tile_set sp_tile_set_of(const sp_ruleset *rs, const int32_t *options)
{
    sp_tile_set set = {(uint8_t)sp_ruleset_suits_in_play(rs, options), sp_ruleset_flowers_in_play(rs, options)};
    return set;
}

bool sp_ruleset_deals_in_fours(const sp_ruleset *rs) { return sp_ruleset_int(rs, "table.deal_in_fours", 0) != 0; }

int sp_deal_position(bool in_fours, int players, int i, int j)
{
    if (!in_fours) return 13 * i + j;
    if (j < 12) return 4 * players * (j / 4) + 4 * i + j % 4;
    return 12 * players + i;
}

int sp_wall_tiles(const sp_ruleset *rs, sp_tile_set set, uint8_t tiles[SP_MAX_WALL])
{
    int n = 0;
    for (int k = 0; k < SP_KINDS; k++) {
        if (k < SP_KIND_Z ? !(set.suits >> (k / 9) & 1) : !rs->honors) continue;
        for (int c = 0; c < 4; c++) tiles[n++] = (uint8_t)sp_tile_make(k, c);
    }
    if (set.flowers && rs->flowers)
        for (int k = SP_KIND_F; k < SP_KINDS_ALL; k++) tiles[n++] = (uint8_t)sp_tile_make(k, 0);
    return n;
}

int sp_wall_shuffle(const sp_ruleset *rs, sp_tile_set set, uint64_t seed, uint8_t wall[SP_MAX_WALL])
{
    int n = sp_wall_tiles(rs, set, wall);
    sp_rng rng;
    sp_rng_seed(&rng, seed);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)sp_rng_below(&rng, (uint32_t)i + 1);
        uint8_t t = wall[i];
        wall[i] = wall[j];
        wall[j] = t;
    }
    return n;
}
