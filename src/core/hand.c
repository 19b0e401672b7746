/* hand.c: fast hand analysis on the generated per-suit tables (see suit_table.h). */
#include "core/hand.h"

#include <assert.h>
#include <string.h>

#include "core/patterns.h"
#include "core/suit_table.h"

/* Byte-parallel counting over the 34 counts (values 0..4), 8 at a time. */
static inline uint64_t load8(const uint8_t *p)
{
    uint64_t w;
    memcpy(&w, p, 8);
    return w;
}
#define ONES 0x0101010101010101ull
#define HIGHS 0x8080808080808080ull
/* Number of set high bits (bytes) in m, where only bits 0x80 of each byte may be set. */
static inline int count_high(uint64_t m) { return (int)(((m >> 7) * ONES) >> 56); }
static inline int count_ge(uint64_t w, unsigned v) { return count_high((w + (0x80 - v) * ONES) & HIGHS); }
static inline int byte_sum(uint64_t w) { return (int)((w * ONES) >> 56); }

int sp_hand_size(const sp_hand *h)
{
    const uint8_t *c = h->counts;
    return h->wildcards + byte_sum(load8(c)) + byte_sum(load8(c + 8)) + byte_sum(load8(c + 16)) + byte_sum(load8(c + 24)) +
           c[32] + c[33];
}

bool sp_hand_is_valid(const sp_hand *h)
{
    if (h->melds > 4) return false;
    if (sp_kinds_at_least(h->counts, 5)) return false;
    int n = sp_hand_size(h), full = sp_hand_full_size(h);
    return n == full || n == full - 1;
}

/* ---- regular form ---- */

typedef struct {
    uint64_t e[4]; /* table entries of m, p, s, honours */
    int sum[4];
} suit_entries;

static inline void load_entries(const sp_hand *h, suit_entries *s)
{
    s->e[0] = sp_suit_entry(sp_suit_rank(h->counts, &s->sum[0]));
    s->e[1] = sp_suit_entry(sp_suit_rank(h->counts + 9, &s->sum[1]));
    s->e[2] = sp_suit_entry(sp_suit_rank(h->counts + 18, &s->sum[2]));
    s->e[3] = sp_honor_entry(sp_honor_rank(h->counts + 27, &s->sum[3]));
}

static inline unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }

/* The d-vector class of suit x's counts (x = 3: the honours). */
static inline unsigned suit_dclass(const uint8_t *counts, int x)
{
    int sum;
    if (x == 3) return sp_honor_table_dclass[sp_honor_rank(counts, &sum)];
    return sp_suit_table_dclass[sp_suit_rank(counts, &sum)];
}

/* A suit's rank as its two base-5 halves (as sp_suit_rank and sp_honor_rank split it: five
 * kinds high in a suit, four among the honours), so that the rank with one more tile of any
 * kind is two table reads away. */
typedef struct {
    unsigned hi, lo, s_hi;
} suit_digits;

static const unsigned pow5[5] = {1, 5, 25, 125, 625};

static inline int high_kinds(int x) { return x == 3 ? 4 : 5; }

static inline void digits_of(const uint8_t *c, int x, suit_digits *d)
{
    int split = high_kinds(x);
    d->hi = d->lo = d->s_hi = 0;
    for (int i = split - 1; i >= 0; i--) d->hi = d->hi * 5 + c[i], d->s_hi += c[i];
    for (int i = (x == 3 ? 7 : 9) - 1; i >= split; i--) d->lo = d->lo * 5 + c[i];
}

/* The d-vector class of suit x from its digits. */
static inline unsigned dclass_of(int x, unsigned hi, unsigned lo, unsigned s_hi)
{
    if (x == 3) return sp_honor_table_dclass[sp_honor_rank_hi[hi] + sp_honor_rank_lo[s_hi][lo]];
    return sp_suit_table_dclass[sp_suit_rank_hi[hi] + sp_suit_rank_lo[s_hi][lo]];
}

/* The same with one more tile at position i of the suit. */
static inline unsigned dclass_plus(const suit_digits *d, int x, int i)
{
    int split = high_kinds(x);
    if (i < split) return dclass_of(x, d->hi + pow5[i], d->lo, d->s_hi + 1);
    return dclass_of(x, d->hi, d->lo + pow5[i - split], d->s_hi);
}

/* Fewest tiles to add for `sets` sets and one pair across the four suits of classes d: the
 * min-plus merge of the suits' d vectors, read from the generated merges of suit pairs (m with
 * p, s with the honours), then one last merge of those two. */
static inline unsigned merge_needed(const unsigned d[4], int sets)
{
    const uint8_t *mp = sp_merge_suit_suit + (d[0] * sp_suit_dclasses + d[1]) * 10;
    const uint8_t *sz = sp_merge_suit_honor + (d[2] * sp_honor_dclasses + d[3]) * 10;
    unsigned best = 64;
    for (int j = 0; j <= sets; j++)
        best = umin(best, umin(mp[5 + j] + sz[sets - j], mp[j] + sz[5 + sets - j]));
    return best;
}

static unsigned regular_needed(const sp_hand *h, int sets)
{
    const unsigned d[4] = {suit_dclass(h->counts, 0), suit_dclass(h->counts + 9, 1), suit_dclass(h->counts + 18, 2),
                           suit_dclass(h->counts + 27, 3)};
    return merge_needed(d, sets);
}

int sp_shanten_regular(const sp_hand *h)
{
    assert(sp_hand_is_valid(h));
    int needed = (int)regular_needed(h, 4 - h->melds) - h->wildcards;
    return needed - 1;
}

/* ---- seven pairs and thirteen orphans ---- */

/* Bytes >= 1, >= 2, >= 4 and odd among the 34 counts: per-byte 0/1 flags summed across the
 * five words first (at most 5 per byte), then one horizontal sum per statistic. */
static inline void count_stats(const uint8_t *c, int *nz, int *ge2, int *odd, int *ge4)
{
    uint64_t w[5] = {load8(c), load8(c + 8), load8(c + 16), load8(c + 24), (uint64_t)c[32] | (uint64_t)c[33] << 8};
    uint64_t a = 0, b = 0, o = 0, f = 0;
    for (int i = 0; i < 5; i++) {
        a += ((w[i] + 0x7F * ONES) & HIGHS) >> 7;
        b += ((w[i] + 0x7E * ONES) & HIGHS) >> 7;
        f += ((w[i] + 0x7C * ONES) & HIGHS) >> 7;
        o += w[i] & ONES;
    }
    *nz = byte_sum(a);
    *ge2 = byte_sum(b);
    *odd = byte_sum(o);
    *ge4 = byte_sum(f);
}

/* Seven pairs shanten from the counts' statistics (kinds held, held twice or more, held an
 * odd number of times, held four times) and the wildcards. */
static inline int seven_pairs_from(int nz, int ge2, int odd, int ge4, bool kong_as_two, int wildcards)
{
    int pairs, singles;
    if (kong_as_two) {
        pairs = ge2 + ge4; /* c/2 for c <= 4 */
        singles = odd;     /* c == 1 or c == 3 */
    } else {
        pairs = ge2;
        singles = nz - ge2;
    }
    if (pairs >= 7) return -1;
    int r = 7 - pairs, s = singles < r ? singles : r;
    int needed = s + 2 * (r - s) - wildcards;
    return needed - 1;
}

int sp_shanten_seven_pairs(const sp_hand *h, bool kong_as_two)
{
    assert(sp_hand_is_valid(h));
    if (h->melds) return SP_SHANTEN_NONE;
    int nz, ge2, odd, ge4;
    count_stats(h->counts, &nz, &ge2, &odd, &ge4);
    return seven_pairs_from(nz, ge2, odd, ge4, kong_as_two, h->wildcards);
}

int sp_shanten_orphans(const sp_hand *h)
{
    assert(sp_hand_is_valid(h));
    if (h->melds) return SP_SHANTEN_NONE;
    const uint8_t *c = h->counts;
    /* the thirteen kinds: 1m 9m 1p 9p 1s 9s and the seven honours */
    int kinds = (c[0] > 0) + (c[8] > 0) + (c[9] > 0) + (c[17] > 0) + (c[18] > 0) + (c[26] > 0);
    int pair = (c[0] > 1) | (c[8] > 1) | (c[9] > 1) | (c[17] > 1) | (c[18] > 1) | (c[26] > 1);
    uint64_t hon = load8(c + 26) >> 8; /* 27..33 in the low seven bytes */
    kinds += count_ge(hon, 1);
    pair |= count_ge(hon, 2) > 0;
    int needed = 14 - kinds - pair - h->wildcards;
    return needed - 1;
}

int sp_shanten(const sp_hand *h, unsigned shapes)
{
    int best = SP_SHANTEN_NONE;
    if (shapes & SP_SHAPE_REGULAR) best = sp_shanten_regular(h);
    if ((shapes & SP_SHAPE_SEVEN_PAIRS) && best > -1) {
        int s = sp_shanten_seven_pairs(h, (shapes & SP_SHAPE_PAIRS_KONG) != 0);
        if (s < best) best = s;
    }
    if ((shapes & SP_SHAPE_ORPHANS) && best > -1) {
        int s = sp_shanten_orphans(h);
        if (s < best) best = s;
    }
    return best;
}

/* Each draw's shanten from the hand one short, suit by suit: a draw changes one suit's class
 * and the statistics of one kind, so the other three classes and the statistics are read once
 * (bots weigh every draw of every discard, in every playout of the expert's search). */
void sp_shanten_each_draw(const sp_hand *h, unsigned shapes, uint64_t kinds, int8_t out[SP_KINDS])
{
    assert(sp_hand_is_valid(h) && sp_hand_size(h) == sp_hand_full_size(h) - 1);
    const uint8_t *c = h->counts;
    bool regular = shapes & SP_SHAPE_REGULAR, no_melds = h->melds == 0;
    bool pairs = (shapes & SP_SHAPE_SEVEN_PAIRS) && no_melds, orphans = (shapes & SP_SHAPE_ORPHANS) && no_melds;
    bool kong_as_two = (shapes & SP_SHAPE_PAIRS_KONG) != 0;
    unsigned d[4] = {0, 0, 0, 0};
    suit_digits dig[4];
    if (regular)
        for (int x = 0; x < 4; x++) {
            digits_of(c + 9 * x, x, &dig[x]);
            d[x] = dclass_of(x, dig[x].hi, dig[x].lo, dig[x].s_hi);
        }
    int nz = 0, ge2 = 0, odd = 0, ge4 = 0;
    if (pairs) count_stats(c, &nz, &ge2, &odd, &ge4);
    int okinds = 0, opair = 0;
    if (orphans)
        for (int k = 0; k < SP_KINDS; k++)
            if (sp_kind_is_yaochu(k)) okinds += c[k] > 0, opair |= c[k] > 1;
    int sets = 4 - h->melds, wild = h->wildcards;
    for (int k = 0; k < SP_KINDS; k++) {
        if (!(kinds >> k & 1) || c[k] >= 4) continue;
        int n = c[k], best = SP_SHANTEN_NONE;
        if (regular) {
            int x = k < SP_KIND_Z ? k / 9 : 3;
            unsigned e[4] = {d[0], d[1], d[2], d[3]};
            e[x] = dclass_plus(&dig[x], x, k - 9 * x);
            best = (int)merge_needed(e, sets) - wild - 1;
        }
        if (pairs && best > -1) {
            int s = seven_pairs_from(nz + (n == 0), ge2 + (n == 1), odd + (n % 2 ? -1 : 1), ge4 + (n == 3), kong_as_two, wild);
            if (s < best) best = s;
        }
        if (orphans && best > -1) {
            bool y = sp_kind_is_yaochu(k);
            int s = 14 - (okinds + (y && n == 0)) - (opair | (y && n == 1)) - wild - 1;
            if (s < best) best = s;
        }
        out[k] = (int8_t)best;
    }
}

/* ---- win check ---- */

/* Exact decomposition check, suit by suit, on the small "complete" bit sets. */
static bool regular_win_no_wild(const sp_hand *h)
{
    int pairs = 0, sum;
    for (int x = 0; x < 3; x++) {
        uint32_t r = sp_suit_rank(h->counts + 9 * x, &sum);
        int m = sum % 3;
        if (m == 1 || !sp_bit(sp_suit_complete, r)) return false;
        pairs += m == 2;
    }
    for (int k = 27; k < 34; k++) {
        int c = h->counts[k];
        if (c == 1 || c == 4) return false;
        pairs += c == 2;
    }
    return pairs == 1;
}

/* Seven pairs without wildcards: every count even, seven pairs (a four only as two pairs). */
static bool seven_pairs_win_no_wild(const sp_hand *h, bool kong_as_two)
{
    const uint8_t *c = h->counts;
    uint64_t w[5] = {load8(c), load8(c + 8), load8(c + 16), load8(c + 24), (uint64_t)c[32] | (uint64_t)c[33] << 8};
    if ((w[0] | w[1] | w[2] | w[3] | w[4]) & ONES) return false; /* an odd count */
    int pairs = 0, fours = 0;
    for (int i = 0; i < 5; i++) {
        pairs += count_ge(w[i], 2);
        fours += count_ge(w[i], 4);
    }
    return kong_as_two ? pairs + fours == 7 : pairs == 7 && !fours;
}

/* Thirteen orphans without wildcards: nothing but the thirteen kinds, each present. */
static bool orphans_win_no_wild(const sp_hand *h)
{
    const uint8_t *c = h->counts;
    /* bytes of 2m..8m, 2p..8p, 2s..8s must be zero */
    uint64_t middle = (load8(c + 1) & 0x00FFFFFFFFFFFFFFull) | (load8(c + 10) & 0x00FFFFFFFFFFFFFFull) |
                      (load8(c + 19) & 0x00FFFFFFFFFFFFFFull);
    return !middle && sp_shanten_orphans(h) == -1;
}

bool sp_is_win(const sp_hand *h, unsigned shapes)
{
    assert(sp_hand_is_valid(h));
    if (sp_hand_size(h) != sp_hand_full_size(h)) return false;
    if (shapes & SP_SHAPE_REGULAR) {
        if (h->wildcards ? sp_shanten_regular(h) == -1 : regular_win_no_wild(h)) return true;
    }
    if (h->melds) return false;
    if (!h->wildcards) {
        if ((shapes & SP_SHAPE_SEVEN_PAIRS) && seven_pairs_win_no_wild(h, (shapes & SP_SHAPE_PAIRS_KONG) != 0)) return true;
        return (shapes & SP_SHAPE_ORPHANS) && orphans_win_no_wild(h);
    }
    if ((shapes & SP_SHAPE_SEVEN_PAIRS) && sp_shanten_seven_pairs(h, (shapes & SP_SHAPE_PAIRS_KONG) != 0) == -1)
        return true;
    if ((shapes & SP_SHAPE_ORPHANS) && sp_shanten_orphans(h) == -1) return true;
    return false;
}

/* ---- waits ---- */

static uint64_t regular_waits_no_wild(const sp_hand *h)
{
    suit_entries s;
    load_entries(h, &s);
    int exact[4]; /* -1 not exact, 0 sets only, 1 sets + pair */
    for (int x = 0; x < 4; x++) {
        int sum = s.sum[x];
        exact[x] = -1;
        if (sum % 3 == 0 && sp_entry_dist(s.e[x], sum / 3, 0) == 0) exact[x] = 0;
        else if (sum % 3 == 2 && sp_entry_dist(s.e[x], sum / 3, 1) == 0) exact[x] = 1;
    }
    uint64_t waits = 0;
    for (int x = 0; x < 4; x++) {
        int pairs = 0, ok = 1;
        for (int y = 0; y < 4; y++) {
            if (y == x) continue;
            if (exact[y] < 0) { ok = 0; break; }
            pairs += exact[y];
        }
        if (!ok || pairs > 1) continue;
        uint64_t m = pairs ? sp_entry_wait0(s.e[x]) : sp_entry_wait2(s.e[x]);
        waits |= m << (9 * x);
    }
    return waits;
}

static uint64_t waits_by_trial(const sp_hand *h, unsigned shapes)
{
    sp_hand t = *h;
    uint64_t waits = 0;
    for (int k = 0; k < SP_KINDS; k++) {
        if (t.counts[k] == 4) continue;
        t.counts[k]++;
        if (sp_is_win(&t, shapes)) waits |= 1ull << k;
        t.counts[k]--;
    }
    return waits;
}

uint64_t sp_waits(const sp_hand *h, unsigned shapes)
{
    assert(sp_hand_is_valid(h));
    if (sp_hand_size(h) != sp_hand_full_size(h) - 1) return 0;
    if (h->wildcards) return waits_by_trial(h, shapes);
    uint64_t waits = 0;
    if (shapes & SP_SHAPE_REGULAR) waits |= regular_waits_no_wild(h);
    bool kong_as_two = (shapes & SP_SHAPE_PAIRS_KONG) != 0;
    if ((shapes & SP_SHAPE_SEVEN_PAIRS) && sp_shanten_seven_pairs(h, kong_as_two) == 0) {
        /* six pairs and one odd tile: the odd tile is the wait */
        for (int k = 0; k < SP_KINDS; k++) {
            int c = h->counts[k];
            if (c == 1 || (kong_as_two && c == 3)) waits |= 1ull << k;
        }
    }
    if ((shapes & SP_SHAPE_ORPHANS) && sp_shanten_orphans(h) == 0) {
        int pair = 0;
        for (int i = 0; i < 13; i++) pair |= h->counts[sp_yaochu_kinds[i]] > 1;
        for (int i = 0; i < 13; i++) {
            int k = sp_yaochu_kinds[i];
            if (!pair || h->counts[k] == 0) waits |= 1ull << k;
        }
    }
    return waits;
}
