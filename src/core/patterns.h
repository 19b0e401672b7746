/* patterns.h: the patterns several models share that depend only on which kinds a hand holds
 * (its tiles and its melds', whatever the reading): the one definition of each, used by every
 * model whose ruleset offers the evaluator of that name (rules/README.md, "One name a concept").
 *
 * `held` has bit k set when kind k (0..33) is in the hand. A winning hand holds at least one
 * kind, so "no suit" below means honours only. */
#ifndef SP_PATTERNS_H
#define SP_PATTERNS_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "core/tile.h"

#define SP_HELD_SUIT(s) (UINT64_C(0x1FF) << (9 * (s)))
#define SP_HELD_TERMINALS (UINT64_C(0x101) | UINT64_C(0x101) << 9 | UINT64_C(0x101) << 18)
#define SP_HELD_WINDS (UINT64_C(0xF) << SP_KIND_EAST)
#define SP_HELD_DRAGONS (UINT64_C(0x7) << SP_KIND_WHITE)
#define SP_HELD_HONOURS (SP_HELD_WINDS | SP_HELD_DRAGONS)
#define SP_HELD_YAOCHU (SP_HELD_TERMINALS | SP_HELD_HONOURS)

/* The kinds held at least v times (1 <= v <= 128): bit k set when c[k] >= v. Eight counts at a
 * time: the high bit of each byte is set when the byte reaches v (its low seven bits plus
 * 0x80 - v carry into bit 7, which no carry crosses, or its own high bit is set), then the
 * eight high bits are gathered into one byte; four whole words and the last two bytes (a part
 * word costs a stalled load). */
static inline uint64_t sp_kinds_at_least(const uint8_t c[SP_KINDS], unsigned v)
{
    const uint64_t low = UINT64_C(0x7F7F7F7F7F7F7F7F), add = (0x80u - v) * UINT64_C(0x0101010101010101);
    uint64_t m = 0;
    for (int w = 0; w < 4; w++) {
        uint64_t x;
        memcpy(&x, c + 8 * w, 8);
        x = (((x & low) + add) | x) >> 7 & UINT64_C(0x0101010101010101);
        m |= (x * UINT64_C(0x0102040810204080)) >> 56 << 8 * w;
    }
    return m | (uint64_t)(c[32] >= v) << 32 | (uint64_t)(c[33] >= v) << 33;
}

/* The held mask of counts: bit k set when c[k] is not zero (k < SP_KINDS). */
static inline uint64_t sp_held_kinds(const uint8_t c[SP_KINDS]) { return sp_kinds_at_least(c, 1); }
_Static_assert(SP_KINDS == 34, "sp_held_kinds reads four words and two bytes");

/* bit s: suit s (m, p, s) held */
static inline unsigned sp_held_suits(uint64_t held)
{
    return (held & SP_HELD_SUIT(0) ? 1u : 0) | (held & SP_HELD_SUIT(1) ? 2u : 0) | (held & SP_HELD_SUIT(2) ? 4u : 0);
}

static inline int sp_held_suit_count(uint64_t held)
{
    unsigned s = sp_held_suits(held);
    return (int)(s & 1) + (int)(s >> 1 & 1) + (int)(s >> 2);
}

static inline bool sp_held_honours(uint64_t held) { return (held & SP_HELD_HONOURS) != 0; }

/* full_flush 清一色: one suit, no honours */
static inline bool sp_pattern_full_flush(uint64_t held) { return sp_held_suit_count(held) == 1 && !sp_held_honours(held); }

/* half_flush 混一色: one suit and honours */
static inline bool sp_pattern_half_flush(uint64_t held) { return sp_held_suit_count(held) == 1 && sp_held_honours(held); }

/* all_honours 字一色 */
static inline bool sp_pattern_all_honours(uint64_t held) { return (held & ~SP_HELD_HONOURS) == 0; }

/* all_terminals 清幺九: ones and nines only */
static inline bool sp_pattern_all_terminals(uint64_t held) { return (held & ~SP_HELD_TERMINALS) == 0; }

/* terminals_honours 混幺九 / 花幺: ones, nines and honours only, with both a terminal and an
 * honour (a hand of one of them alone is all_terminals or all_honours) */
static inline bool sp_pattern_terminals_honours(uint64_t held)
{
    return (held & ~SP_HELD_YAOCHU) == 0 && (held & SP_HELD_TERMINALS) && (held & SP_HELD_HONOURS);
}

/* all_simples 斷么九: twos to eights only */
static inline bool sp_pattern_all_simples(uint64_t held) { return (held & SP_HELD_YAOCHU) == 0; }

/* nine_gates 九子連環 / 九莲宝灯 by the tiles: no melds, one suit, its 1 and 9 three times or
 * more and every number between at least once (1112345678999 and one more of the suit). `all`:
 * the hand's count of each kind. mcr asks more: the thirteen before the win were exactly the
 * gates (rules_mcr_fans.c). */
static inline bool sp_pattern_nine_gates(const uint8_t all[SP_KINDS], uint64_t held, int nmelds)
{
    if (nmelds != 0 || !sp_pattern_full_flush(held)) return false;
    const uint8_t *a = all + 9 * __builtin_ctz(sp_held_suits(held));
    bool ok = a[0] >= 3 && a[8] >= 3;
    for (int i = 1; i < 8 && ok; i++) ok = a[i] >= 1;
    return ok;
}

#endif
