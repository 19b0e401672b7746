/* suit_table.h: the generated per-suit tables behind the fast hand analysis.
 *
 * Entry layout (uint64_t), see src/tools/gen_suit_tables.c:
 *   nibble k     (k = 0..4)  d[k][0]: fewest tiles to add for k sets
 *   nibble 8 + k (k = 0..4)  d[k][1]: fewest tiles to add for k sets and one pair
 *   bits 20..28  tiles whose addition makes the suit exactly "sets only"
 *   bits 52..60  tiles whose addition makes the suit exactly "sets + one pair"
 * sp_suit_complete / sp_honor_complete hold one bit per arrangement: it is exactly sets, or
 * exactly sets and a pair (which of the two follows from the tile count).
 */
#ifndef SP_SUIT_TABLE_H
#define SP_SUIT_TABLE_H

#include <stdint.h>

extern const uint32_t sp_suit_table_size, sp_honor_table_size;
/* entry of arrangement r: entries[index[r]] (few distinct entries, see the generator) */
extern const uint64_t sp_suit_table_entries[];
extern const uint16_t sp_suit_table_index[];
extern const uint64_t sp_honor_table_entries[];
extern const uint16_t sp_honor_table_index[];
/* d-vector class of each arrangement (by rank), and the min-plus merges of every pair of classes:
 * sp_merge_suit_suit[((a * sp_suit_dclasses + b) * 2 + p) * 5 + k] (likewise suit x honours)
 * = fewest tiles for k sets and p pairs from two suits of classes a and b. */
extern const uint8_t sp_suit_table_dclass[];
extern const uint8_t sp_honor_table_dclass[];
extern const uint32_t sp_suit_dclasses, sp_honor_dclasses;
extern const uint8_t sp_merge_suit_suit[];
extern const uint8_t sp_merge_suit_honor[];
static inline uint64_t sp_suit_entry(uint32_t r) { return sp_suit_table_entries[sp_suit_table_index[r]]; }
static inline uint64_t sp_honor_entry(uint32_t r) { return sp_honor_table_entries[sp_honor_table_index[r]]; }
extern const uint64_t sp_suit_complete[];
extern const uint64_t sp_honor_complete[];

static inline unsigned sp_entry_dist(uint64_t e, int k, int p) { return (unsigned)(e >> ((p * 8 + k) * 4)) & 15u; }
static inline unsigned sp_entry_wait0(uint64_t e) { return (unsigned)(e >> 20) & 0x1FFu; }
static inline unsigned sp_entry_wait2(uint64_t e) { return (unsigned)(e >> 52) & 0x1FFu; }
static inline int sp_bit(const uint64_t *bits, uint32_t i) { return (int)(bits[i >> 6] >> (i & 63)) & 1; }

extern const uint32_t sp_suit_rank_hi[3125];
extern const uint16_t sp_suit_rank_lo[15][625];
extern const uint32_t sp_honor_rank_hi[625];
extern const uint16_t sp_honor_rank_lo[15][125];

/* Rank of 9 counts of one suit (sum <= 14); *sum receives the total. */
static inline uint32_t sp_suit_rank(const uint8_t *c, int *sum)
{
    unsigned hi = c[0] + 5u * (c[1] + 5u * (c[2] + 5u * (c[3] + 5u * c[4])));
    unsigned lo = c[5] + 5u * (c[6] + 5u * (c[7] + 5u * c[8]));
    int s_hi = c[0] + c[1] + c[2] + c[3] + c[4];
    *sum = s_hi + c[5] + c[6] + c[7] + c[8];
    return sp_suit_rank_hi[hi] + sp_suit_rank_lo[s_hi][lo];
}

static inline uint32_t sp_honor_rank(const uint8_t *c, int *sum)
{
    unsigned hi = c[0] + 5u * (c[1] + 5u * (c[2] + 5u * c[3]));
    unsigned lo = c[4] + 5u * (c[5] + 5u * c[6]);
    int s_hi = c[0] + c[1] + c[2] + c[3];
    *sum = s_hi + c[4] + c[5] + c[6];
    return sp_honor_rank_hi[hi] + sp_honor_rank_lo[s_hi][lo];
}

#endif
