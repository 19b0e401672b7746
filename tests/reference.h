/* reference.h: slow, obvious hand analysis used only to check the fast tables. */
#ifndef SP_REFERENCE_H
#define SP_REFERENCE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/hand.h"

/* Fewest tiles to add to the real tiles so they contain `sets` sets and one pair, by a
 * dynamic programme over all 34 kinds at once (never a fifth copy of a kind). */
int ref_regular_needed(const uint8_t counts[34], int sets);
int ref_shanten(const sp_hand *h, unsigned shapes);
/* Win by trying every pair and peeling sets off the lowest tile; wildcards are tried as
 * every kind in turn. */
bool ref_is_win(const sp_hand *h, unsigned shapes);
uint64_t ref_waits(const sp_hand *h, unsigned shapes);
/* Readings of a complete hand without wildcards, each as a sorted list of group codes
 * (type * 64 + kind), written into out[n][14]; returns the count. */
int ref_readings(const sp_hand *h, unsigned shapes, uint16_t out[][15], int cap);

#endif
