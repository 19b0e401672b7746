/* rules_mcr_fans.c: the fan search of the mcr model (rules/mcr.md §4-§5). Every reading of the
 * hand (four sets and a pair in every way the concealed tiles allow, 组合龙 with a set and a
 * pair, and the special shapes 七对, 十三幺, 全不靠 / 七星不靠) is scored, and the highest total
 * is the hand's value. The counting principles are applied while a reading is scored:
 * - 不重复 (what a fan implies is not counted again): the `implies` lists of rules/mcr.rules,
 *   applied from the highest fan down (value_of);
 * - 不拆移 / 不得相同 / 套算一次 (chows and pungs already combined into a fan are not split to
 *   make another; a set joins at most one fan with a set already combined; the same fan is not
 *   made twice from one set): chow_fans and pung_fans below (rules/mcr.md §5.2).
 * No allocation, no lookups by name: the tables come from the ruleset (sp_mcr_tables). */
#include <string.h>

#include "core/hand.h"
#include "core/patterns.h"
#include "core/rules_mcr.h"
#include "core/tile.h"

enum { G_CHOW, G_PUNG, G_KONG, G_PAIR, G_KNIT };

typedef struct {
    uint8_t type, kind;
    bool concealed;
} grp;

typedef struct {
    const sp_mcr_tables *t;
    const mcr_hand *h;
    uint8_t base[MCR_NEV]; /* the fans every reading has (tiles, melds, the way of winning) */
    uint64_t held_all, held_conc; /* bit k: kind k in the hand / among its concealed tiles */
    int8_t unique_wait;    /* the hand waited on the winning kind alone: -1 not known yet */
    mcr_fans *best;
} search;

static int rank_of(int k) { return k % 9 + 1; }
static int suit_of(int k) { return k / 9; }
static bool numbered(int k) { return k < SP_KIND_Z; }

/* ---- the value of a set of fans: 不重复 (implies), then 无番和 ---- */

/* The evaluators counted in cnt, as a bit mask (most of cnt is zero: read it a word at a time). */
static void present_evs(const uint8_t cnt[MCR_NEV], uint64_t evs[2])
{
    evs[0] = evs[1] = 0;
    int w = 0;
    for (; w + 8 <= MCR_NEV; w += 8) { /* whole words only: a part word costs a stalled load */
        uint64_t x;
        memcpy(&x, cnt + w, 8);
        while (x) {
            int byte = __builtin_ctzll(x) >> 3, e = w + byte;
            evs[e >> 6] |= 1ull << (e & 63);
            x &= ~(0xFFull << byte * 8);
        }
    }
    for (; w < MCR_NEV; w++)
        if (cnt[w]) evs[w >> 6] |= 1ull << (w & 63);
}

static int32_t value_of(const sp_mcr_tables *t, uint8_t cnt[MCR_NEV], int32_t *without_flowers)
{
    uint64_t evs[2], present[2] = {0, 0};
    present_evs(cnt, evs);
    for (int w = 0; w < 2; w++)
        for (uint64_t m = evs[w]; m; m &= m - 1) {
            int p = t->pattern[w * 64 + __builtin_ctzll(m)];
            if (p >= 0) present[p >> 6] |= 1ull << (p & 63);
        }
    for (int w = 0; w < 2; w++)
        for (uint64_t m = present[w]; m;) {
            int p = w * 64 + __builtin_ctzll(m);
            m &= m - 1;
            present[0] &= ~t->implies[p][0];
            present[1] &= ~t->implies[p][1];
            m &= present[w]; /* a fan implied by this one implies nothing itself */
        }
    int32_t total = 0, flowers = 0;
    for (int w = 0; w < 2; w++)
        for (uint64_t m = evs[w]; m; m &= m - 1) {
            int e = w * 64 + __builtin_ctzll(m), p = t->pattern[e];
            if (p < 0 || !(present[p >> 6] >> (p & 63) & 1)) {
                cnt[e] = 0;
                continue;
            }
            int32_t v = t->value[p] * cnt[e];
            if (e == MCR_FLOWERS) flowers = v;
            total += v;
        }
    if (total == flowers && t->pattern[MCR_CHICKEN_HAND] >= 0) { /* 无番和: nothing but flowers */
        cnt[MCR_CHICKEN_HAND] = 1;
        total += t->value[t->pattern[MCR_CHICKEN_HAND]];
    }
    *without_flowers = total - flowers;
    return total;
}

static void consider(search *s, uint8_t cnt[MCR_NEV])
{
    int32_t plain;
    int32_t total = value_of(s->t, cnt, &plain);
    if (s->best->complete && total <= s->best->total) return; /* the first of equal readings stays */
    memcpy(s->best->count, cnt, MCR_NEV);
    s->best->total = total;
    s->best->without_flowers = plain;
    s->best->complete = true;
}

/* ---- hand shapes ---- */

/* The six 组合龙 (147 in one suit, 258 in another, 369 in the third), bit per kind. */
static const uint64_t knit_masks[6] = {0x4912449, 0x24a4849, 0x4909292, 0x2489324, 0x1264892, 0x1252524};
static uint64_t knit_mask(int i) { return knit_masks[i]; }

/* Kinds by bit: terminals, terminals and honours, the tiles of 绿一色 (23468s 發) and of 推不倒
 * (1234589p 245689s 白), the winds, the dragons, each suit. */
static const uint64_t GREEN = 0x102b80000, REVERSIBLE = 0x86eb3e00, SUIT = 0x1FF;

_Static_assert(SP_KINDS <= 64, "one bit a kind");

/* Bits set in m (no popcnt instruction is assumed). */
static int bits(uint64_t m)
{
    int n = 0;
    for (; m; m &= m - 1) n++;
    return n;
}

bool mcr_is_knitted_honours(const uint8_t c[SP_KINDS])
{
    int n = 0;
    for (int k = 0; k < SP_KINDS; k++) {
        if (c[k] > 1) return false;
        n += c[k];
    }
    if (n != 14) return false;
    uint64_t nums = sp_held_kinds(c) & ((1ull << SP_KIND_Z) - 1);
    for (int i = 0; i < 6; i++)
        if (!(nums & ~knit_mask(i))) return true;
    return false;
}

bool mcr_may_complete_knitted(const uint8_t c[SP_KINDS], int melds)
{
    if (melds > 1) return false;
    uint64_t held = sp_held_kinds(c);
    if (!melds) {
        bool distinct = true;
        for (int k = 0; k < SP_KINDS && distinct; k++) distinct = c[k] <= 1;
        if (distinct) return true;
    }
    for (int i = 0; i < 6; i++)
        if (__builtin_popcountll(held & knit_mask(i)) >= 8) return true;
    return false;
}

bool mcr_is_knitted_straight_hand(const uint8_t c[SP_KINDS], int melds)
{
    if (melds > 1) return false;
    uint64_t held = sp_held_kinds(c);
    for (int i = 0; i < 6; i++) {
        uint64_t m = knit_mask(i);
        if ((held & m) != m) continue;
        sp_hand h;
        memset(&h, 0, sizeof h);
        memcpy(h.counts, c, SP_KINDS);
        for (int k = 0; k < SP_KIND_Z; k++)
            if (m >> k & 1) h.counts[k]--;
        h.melds = (uint8_t)(melds + 3);
        if (sp_hand_size(&h) == sp_hand_full_size(&h) && sp_is_win(&h, SP_SHAPE_REGULAR)) return true;
    }
    return false;
}

/* Whether the hand before its winning tile waited on that kind alone (边张, 坎张, 单钓将 need
 * it), every shape of the ruleset considered. */
static bool unique_wait(search *s)
{
    if (s->unique_wait >= 0) return s->unique_wait;
    const mcr_hand *hd = s->h;
    sp_hand h;
    memset(&h, 0, sizeof h);
    memcpy(h.counts, hd->conc, SP_KINDS);
    h.counts[hd->win]--;
    h.melds = (uint8_t)hd->nmelds;
    uint64_t waits = sp_waits(&h, SP_SHAPES_STANDARD);
    if (waits & ~(1ull << hd->win)) return (s->unique_wait = 0);
    /* the knitted shapes, only for a hand that could make one: no pair or more at all (全不靠),
     * or eight of the nine tiles of a knitted straight (组合龙) */
    bool singles = hd->nmelds == 0, knit = false;
    for (int k = 0; k < SP_KINDS && singles; k++) singles = h.counts[k] <= 1;
    uint64_t held = s->held_conc & ~(h.counts[hd->win] ? 0 : 1ull << hd->win);
    for (int i = 0; i < 6 && !knit; i++) knit = bits(held & knit_mask(i)) >= 8;
    uint8_t c[SP_KINDS];
    for (int k = 0; k < SP_KINDS && (singles || knit) && !(waits & ~(1ull << hd->win)); k++) {
        if (waits >> k & 1 || h.counts[k] + (hd->all[k] - hd->conc[k]) >= 4) continue;
        memcpy(c, h.counts, SP_KINDS);
        c[k]++;
        if ((hd->nmelds == 0 && mcr_is_knitted_honours(c)) || mcr_is_knitted_straight_hand(c, hd->nmelds))
            waits |= 1ull << k;
    }
    s->unique_wait = waits == 1ull << hd->win;
    return s->unique_wait;
}

/* ---- fans of the tiles alone, the same in every reading ---- */

static void base_fans(search *s)
{
    const mcr_hand *h = s->h;
    uint8_t *b = s->base;
    memset(b, 0, MCR_NEV);
    uint64_t held = s->held_all;
    unsigned suits = sp_held_suits(held);
    bool winds = held & SP_HELD_WINDS, dragons = held & SP_HELD_DRAGONS, honours = winds || dragons;
    unsigned ranks = (unsigned)((held | held >> 9 | held >> 18) & SUIT); /* bit r - 1: number r held */
    int lo = ranks ? __builtin_ctz(ranks) + 1 : 10, hi = ranks ? 32 - __builtin_clz(ranks) : 0;
    int nsuits = bits(suits);
    /* the tile colours shared with other models (core/patterns.h) */
    if (sp_pattern_full_flush(held)) b[MCR_FULL_FLUSH] = 1;
    if (sp_pattern_half_flush(held)) b[MCR_HALF_FLUSH] = 1;
    if (nsuits == 2) b[MCR_VOIDED_SUIT] = 1;
    if (nsuits == 3 && winds && dragons) b[MCR_ALL_TYPES] = 1;
    if (!honours) b[MCR_NO_HONOURS] = 1;
    if (sp_pattern_all_honours(held)) b[MCR_ALL_HONOURS] = 1;
    if (sp_pattern_all_simples(held)) b[MCR_ALL_SIMPLES] = 1;
    if (!(held & ~GREEN)) b[MCR_ALL_GREEN] = 1;
    if (!(held & ~REVERSIBLE)) b[MCR_REVERSIBLE_TILES] = 1;
    if (sp_pattern_all_terminals(held)) b[MCR_ALL_TERMINALS] = 1;
    /* all terminals or all honours are not also 混幺九; the file's implies said so already */
    if (sp_pattern_terminals_honours(held)) b[MCR_TERMINALS_HONOURS] = 1;
    if (!honours) {
        if (lo >= 7) b[MCR_UPPER_TILES] = 1;
        if (lo >= 4 && hi <= 6) b[MCR_MIDDLE_TILES] = 1;
        if (hi <= 3) b[MCR_LOWER_TILES] = 1;
        if (lo >= 6) b[MCR_UPPER_FOUR] = 1;
        if (hi <= 4) b[MCR_LOWER_FOUR] = 1;
    }
    /* 四归一: four of a kind in the hand that is not a kong */
    int kongs = 0, ankan = 0, claimed = 0;
    for (int i = 0; i < h->nmelds; i++) {
        const sp_meld *m = &h->melds[i];
        if (sp_meld_is_kong(m)) kongs++;
        if (m->type == SP_MELD_ANKAN) ankan++;
        else claimed++;
    }
    int fours = 0;
    for (uint64_t m = held; m; m &= m - 1) fours += h->all[__builtin_ctzll(m)] == 4;
    b[MCR_TILE_HOG] = (uint8_t)(fours - kongs);
    /* kongs */
    int minkan = kongs - ankan;
    if (kongs == 4) b[MCR_FOUR_KONGS] = 1;
    else if (kongs == 3) b[MCR_THREE_KONGS] = 1;
    else if (kongs == 2 && ankan == 2) b[MCR_TWO_CONCEALED_KONGS] = 1;
    else if (kongs == 2 && minkan == 2) b[MCR_TWO_MELDED_KONGS] = 1;
    else {
        b[MCR_CONCEALED_KONG] = (uint8_t)ankan;
        b[MCR_MELDED_KONG] = (uint8_t)minkan;
    }
    /* how the hand was completed */
    if (claimed == 0) b[h->tsumo ? MCR_FULLY_CONCEALED : MCR_CONCEALED_HAND] = 1;
    if (claimed == 4 && !h->tsumo) b[MCR_MELDED_HAND] = 1;
    if (h->tsumo) b[MCR_SELF_DRAW] = 1;
    if (h->tsumo && (h->situation & SP_SIT_HAITEI)) b[MCR_LAST_TILE_DRAW] = 1;
    if (!h->tsumo && (h->situation & SP_SIT_HOUTEI)) b[MCR_LAST_DISCARD] = 1;
    if (h->tsumo && (h->situation & SP_SIT_RINSHAN)) b[MCR_KONG_REPLACEMENT] = 1;
    if (!h->tsumo && (h->situation & SP_SIT_CHANKAN)) b[MCR_ROBBING_KONG] = 1;
    /* 和绝张: the other three copies were in sight; a copy held in the hand was not */
    if (h->conc[h->win] == 1 && (h->last_copy || h->all[h->win] == 4)) b[MCR_LAST_COPY] = 1;
    b[MCR_FLOWERS] = (uint8_t)h->flowers;
    /* 九莲宝灯: 1112345678999 of one suit, concealed, and any tile of that suit */
    if (h->nmelds == 0 && nsuits == 1 && !honours) {
        static const uint8_t gates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
        int s0 = suit_of(h->win) * 9;
        bool ok = true;
        for (int r = 0; r < 9 && ok; r++) ok = h->conc[s0 + r] - (s0 + r == h->win) == gates[r];
        if (ok) b[MCR_NINE_GATES] = 1;
    }
}

/* ---- chows: 不拆移, 不得相同, 套算一次 ---- */

/* The fan two chows (lowest kinds a < b or equal) make, -1 none. */
static int chow_pair_fan(int a, int b)
{
    if (suit_of(a) != suit_of(b)) return rank_of(a) == rank_of(b) ? MCR_MIXED_DOUBLE_CHOW : -1;
    int ra = rank_of(a), rb = rank_of(b);
    if (ra == rb) return MCR_PURE_DOUBLE_CHOW;
    if (rb - ra == 3 || ra - rb == 3) return MCR_SHORT_STRAIGHT;
    if ((ra == 1 && rb == 7) || (ra == 7 && rb == 1)) return MCR_TWO_TERMINAL_CHOWS;
    return -1;
}

/* The fan three chows (sorted lowest kinds) make, -1 none. */
static int chow_triple_fan(int a, int b, int c)
{
    int sa = suit_of(a), sb = suit_of(b), sc = suit_of(c), ra = rank_of(a), rb = rank_of(b), rc = rank_of(c);
    if (sa == sb && sb == sc) {
        if (ra == 1 && rb == 4 && rc == 7) return MCR_PURE_STRAIGHT;
        if (ra == rb && rb == rc) return MCR_PURE_TRIPLE_CHOW;
        if ((rb - ra == 1 && rc - rb == 1) || (rb - ra == 2 && rc - rb == 2)) return MCR_PURE_SHIFTED_CHOWS;
        return -1;
    }
    if (sa == sb || sb == sc || sa == sc) return -1;
    if (ra == rb && rb == rc) return MCR_MIXED_TRIPLE_CHOW;
    int lo = ra < rb ? (ra < rc ? ra : rc) : (rb < rc ? rb : rc), sum = ra + rb + rc;
    if (ra != rb && rb != rc && ra != rc && sum == 3 * lo + 3 && (ra - lo) <= 2 && (rb - lo) <= 2 && (rc - lo) <= 2)
        return MCR_MIXED_SHIFTED_CHOWS;
    if (lo == 1 && sum == 12 && ra != rb && rb != rc && ra != rc && (ra % 3) == 1 && (rb % 3) == 1 && (rc % 3) == 1)
        return MCR_MIXED_STRAIGHT;
    return -1;
}

static int32_t fan_value(const sp_mcr_tables *t, int e) { return e >= 0 && t->pattern[e] >= 0 ? t->value[t->pattern[e]] : 0; }

/* Pair fans of n chows: the set of pairs with the highest value in which no chow joins twice
 * through a cycle (each chow added joins once: a forest) and one chow makes a fan at most once
 * (不得相同). Adds them to cnt. */
static void chow_pairs(const sp_mcr_tables *t, const int *ch, int n, uint8_t cnt[MCR_NEV])
{
    int ea[6], eb[6], ef[6], ne = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            int f = chow_pair_fan(ch[i], ch[j]);
            if (f >= 0 && fan_value(t, f) > 0) {
                ea[ne] = i;
                eb[ne] = j;
                ef[ne++] = f;
            }
        }
    int best = 0, best_mask = 0;
    for (int mask = 1; mask < 1 << ne; mask++) {
        int parent[4] = {0, 1, 2, 3}, v = 0;
        bool ok = true;
        uint8_t used[4][4] = {{0}}; /* used[chow][fan - MCR_PURE_DOUBLE_CHOW] */
        for (int e = 0; e < ne && ok; e++) {
            if (!(mask >> e & 1)) continue;
            int a = ea[e], b = eb[e], f = ef[e] - MCR_PURE_DOUBLE_CHOW;
            while (parent[a] != a) a = parent[a];
            while (parent[b] != b) b = parent[b];
            if (a == b || used[ea[e]][f] || used[eb[e]][f]) ok = false;
            parent[a] = b;
            used[ea[e]][f] = used[eb[e]][f] = 1;
            v += fan_value(t, ef[e]);
        }
        if (ok && v > best) {
            best = v;
            best_mask = mask;
        }
    }
    for (int e = 0; e < ne; e++)
        if (best_mask >> e & 1) cnt[ef[e]]++;
}
_Static_assert(MCR_MIXED_DOUBLE_CHOW == MCR_PURE_DOUBLE_CHOW + 1 && MCR_SHORT_STRAIGHT == MCR_PURE_DOUBLE_CHOW + 2 &&
                   MCR_TWO_TERMINAL_CHOWS == MCR_PURE_DOUBLE_CHOW + 3,
               "the four chow pair fans are consecutive");

static void chow_fans(const sp_mcr_tables *t, int *ch, int n, int pair, uint8_t cnt[MCR_NEV])
{
    for (int i = 1; i < n; i++) /* sort by kind */
        for (int j = i; j > 0 && ch[j - 1] > ch[j]; j--) {
            int x = ch[j];
            ch[j] = ch[j - 1];
            ch[j - 1] = x;
        }
    if (n == 4) {
        int s = suit_of(ch[0]);
        bool one_suit = s == suit_of(ch[1]) && s == suit_of(ch[2]) && s == suit_of(ch[3]);
        int r[4] = {rank_of(ch[0]), rank_of(ch[1]), rank_of(ch[2]), rank_of(ch[3])};
        bool dragons_hand = r[0] == 1 && r[1] == 1 && r[2] == 7 && r[3] == 7;
        if (pair >= 0 && numbered(pair) && rank_of(pair) == 5) {
            if (one_suit && dragons_hand && suit_of(pair) == s) {
                cnt[MCR_PURE_TERMINAL_CHOWS] = 1;
                return;
            }
            /* 三色双龙会: 123 and 789 in the two suits other than the pair's */
            int ps = suit_of(pair), seen = 0;
            for (int i = 0; i < 4; i++)
                if (suit_of(ch[i]) != ps && (r[i] == 1 || r[i] == 7)) seen |= 1 << (suit_of(ch[i]) * 2 + (r[i] == 7));
            if (seen == (0x3F & ~(3 << ps * 2))) {
                cnt[MCR_MIXED_TERMINAL_CHOWS] = 1;
                return;
            }
        }
        if (one_suit && ch[0] == ch[3]) {
            cnt[MCR_QUADRUPLE_CHOW] = 1;
            return;
        }
        if (one_suit && ((r[1] - r[0] == 1 && r[2] - r[1] == 1 && r[3] - r[2] == 1) ||
                         (r[1] - r[0] == 2 && r[2] - r[1] == 2 && r[3] - r[2] == 2))) {
            cnt[MCR_FOUR_SHIFTED_CHOWS] = 1;
            return;
        }
    }
    /* three chows with a fan, and the fourth chow joining one of them once (套算一次) */
    int best = 0, best_f = -1, best_extra = -1;
    for (int skip = n == 4 ? 0 : 3; skip < 4 && n >= 3; skip++) {
        int tri[3], m = 0, rest = -1;
        for (int i = 0; i < n; i++)
            if (i == skip) rest = ch[i];
            else tri[m++] = ch[i];
        int f = chow_triple_fan(tri[0], tri[1], tri[2]);
        if (f < 0) continue;
        /* the fourth chow joins the one it makes the best fan with: 一般高 before 喜相逢, 连六 and
         * 老少副 (the order of the fans in the file, the first one on a tie) */
        int v = fan_value(t, f), extra = -1, ev = 0;
        for (int i = 0; i < 3 && rest >= 0; i++) {
            int e = chow_pair_fan(tri[i] < rest ? tri[i] : rest, tri[i] < rest ? rest : tri[i]);
            if (e >= 0 && (fan_value(t, e) > ev || (fan_value(t, e) == ev && ev > 0 && e < extra))) {
                ev = fan_value(t, e);
                extra = e;
            }
        }
        if (v + ev > best) {
            best = v + ev;
            best_f = f;
            best_extra = extra;
        }
    }
    uint8_t pairs[MCR_NEV] = {0};
    chow_pairs(t, ch, n, pairs);
    int pv = 0;
    for (int e = MCR_PURE_DOUBLE_CHOW; e <= MCR_TWO_TERMINAL_CHOWS; e++) pv += pairs[e] * fan_value(t, e);
    if (best_f >= 0 && best >= pv) {
        cnt[best_f]++;
        if (best_extra >= 0) cnt[best_extra]++;
        return;
    }
    for (int e = MCR_PURE_DOUBLE_CHOW; e <= MCR_TWO_TERMINAL_CHOWS; e++) cnt[e] += pairs[e];
}

/* ---- pungs ---- */

/* The fan three numbered pungs (sorted kinds) make, -1 none. */
static int pung_triple_fan(int a, int b, int c)
{
    int sa = suit_of(a), sb = suit_of(b), sc = suit_of(c), ra = rank_of(a), rb = rank_of(b), rc = rank_of(c);
    if (sa == sb && sb == sc) return b == a + 1 && c == b + 1 ? MCR_PURE_SHIFTED_PUNGS : -1;
    if (sa == sb || sb == sc || sa == sc) return -1;
    if (ra == rb && rb == rc) return MCR_TRIPLE_PUNG;
    int lo = ra < rb ? (ra < rc ? ra : rc) : (rb < rc ? rb : rc);
    if (ra != rb && rb != rc && ra != rc && ra + rb + rc == 3 * lo + 3 && ra - lo <= 2 && rb - lo <= 2 && rc - lo <= 2)
        return MCR_MIXED_SHIFTED_PUNGS;
    return -1;
}

static bool double_pung(int a, int b) { return suit_of(a) != suit_of(b) && rank_of(a) == rank_of(b); }

/* Fans of the numbered pungs among themselves (一色四节高, 三同刻, 三节高, 双同刻). */
static void numbered_pung_fans(const sp_mcr_tables *t, int *pk, int n, uint8_t cnt[MCR_NEV])
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && pk[j - 1] > pk[j]; j--) {
            int x = pk[j];
            pk[j] = pk[j - 1];
            pk[j - 1] = x;
        }
    if (n == 4 && suit_of(pk[0]) == suit_of(pk[3]) && pk[1] == pk[0] + 1 && pk[2] == pk[1] + 1 && pk[3] == pk[2] + 1) {
        cnt[MCR_FOUR_SHIFTED_PUNGS] = 1;
        return;
    }
    int best = 0, best_f = -1, best_skip = -1;
    for (int skip = n == 4 ? 0 : 3; skip < 4 && n >= 3; skip++) {
        int tri[3], m = 0;
        for (int i = 0; i < n; i++)
            if (i != skip) tri[m++] = pk[i];
        int f = pung_triple_fan(tri[0], tri[1], tri[2]);
        if (f >= 0 && fan_value(t, f) > best) {
            best = fan_value(t, f);
            best_f = f;
            best_skip = skip;
        }
    }
    if (best_f >= 0) {
        cnt[best_f]++;
        if (n == 4) /* the fourth pung joins one of the three once */
            for (int i = 0; i < 4; i++)
                if (i != best_skip && double_pung(pk[i], pk[best_skip])) {
                    cnt[MCR_DOUBLE_PUNG]++;
                    break;
                }
        return;
    }
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (double_pung(pk[i], pk[j])) cnt[MCR_DOUBLE_PUNG]++;
}

/* ---- one reading ---- */

/* Scores a reading: its sets (melds first, then concealed ones; 组合龙 as three G_KNIT) and pair. */
static void score_reading(search *s, const grp *g, int ng, int pair)
{
    const mcr_hand *h = s->h;
    uint8_t cnt[MCR_NEV];
    memcpy(cnt, s->base, MCR_NEV);
    int ch[4], nch = 0, num[4], nnum = 0, npung = 0, nconc = 0, nknit = 0, nd = 0, nw = 0, yaojiu = 0;
    bool win_in_chow = false, outside = sp_kind_is_yaochu(pair), fives = numbered(pair) && rank_of(pair) == 5,
         even = numbered(pair) && rank_of(pair) % 2 == 0;
    for (int i = 0; i < ng; i++)
        if (g[i].type == G_CHOW && g[i].concealed && h->win >= g[i].kind && h->win <= g[i].kind + 2) win_in_chow = true;
    for (int i = 0; i < ng; i++) {
        int k = g[i].kind;
        if (g[i].type == G_KNIT) {
            nknit++;
            outside = fives = even = false;
            continue;
        }
        if (g[i].type == G_CHOW) {
            ch[nch++] = k;
            outside &= rank_of(k) == 1 || rank_of(k) == 7;
            fives &= rank_of(k) >= 3 && rank_of(k) <= 5;
            even = false;
            continue;
        }
        npung++;
        /* a pung completed by a discard is not concealed, unless the tile could sit in a chow */
        if (g[i].concealed && !(g[i].type == G_PUNG && !h->tsumo && k == h->win && !win_in_chow)) nconc++;
        outside &= sp_kind_is_yaochu(k);
        fives &= numbered(k) && rank_of(k) == 5;
        even &= numbered(k) && rank_of(k) % 2 == 0;
        if (numbered(k)) {
            num[nnum++] = k;
            if (sp_kind_is_terminal(k)) yaojiu++;
        } else if (sp_kind_is_dragon(k)) {
            nd++;
        } else {
            nw++;
            if (k == h->round_wind) cnt[MCR_ROUND_WIND_PUNG] = 1;
            if (k == h->seat_wind) cnt[MCR_SEAT_WIND_PUNG] = 1;
            if (k != h->round_wind && k != h->seat_wind) yaojiu++;
        }
    }
    /* winds and dragons */
    if (nd == 3) cnt[MCR_BIG_DRAGONS] = 1;
    else if (nd == 2 && sp_kind_is_dragon(pair)) cnt[MCR_LITTLE_DRAGONS] = 1;
    else if (nd == 2) cnt[MCR_TWO_DRAGON_PUNGS] = 1;
    cnt[MCR_DRAGON_PUNG] = (uint8_t)nd;
    if (nw == 4) cnt[MCR_BIG_WINDS] = 1;
    else if (nw == 3) {
        cnt[sp_kind_is_wind(pair) ? MCR_LITTLE_WINDS : MCR_THREE_WIND_PUNGS] = 1;
        for (int i = 0; i < ng; i++) /* the three wind pungs are counted in 三风刻 */
            if (g[i].type != G_CHOW && g[i].type != G_KNIT && sp_kind_is_wind(g[i].kind) && g[i].kind != h->round_wind &&
                g[i].kind != h->seat_wind)
                yaojiu--;
    }
    if (cnt[MCR_NINE_GATES] && yaojiu > 0) yaojiu--; /* 九莲宝灯 contains one 幺九刻 */
    cnt[MCR_TERMINAL_HONOUR_PUNG] = (uint8_t)yaojiu;
    /* sets together */
    if (npung == 4) cnt[MCR_ALL_PUNGS] = 1;
    if (nconc == 4) cnt[MCR_FOUR_CONCEALED_PUNGS] = 1;
    else if (nconc == 3) cnt[MCR_THREE_CONCEALED_PUNGS] = 1;
    else if (nconc == 2) cnt[MCR_TWO_CONCEALED_PUNGS] = 1;
    if (nnum >= 2) numbered_pung_fans(s->t, num, nnum, cnt);
    if (nch >= 2) chow_fans(s->t, ch, nch, pair, cnt);
    if (nch + nknit == 4 && numbered(pair)) cnt[MCR_ALL_CHOWS] = 1;
    if (outside) cnt[MCR_OUTSIDE_HAND] = 1;
    if (fives) cnt[MCR_ALL_FIVES] = 1;
    if (even && npung == 4) cnt[MCR_ALL_EVEN_PUNGS] = 1;
    if (nknit) cnt[MCR_KNITTED_STRAIGHT] = 1;
    /* the wait: 边张, 坎张, 单钓将 (only when the hand waited on this kind alone) */
    int wait = -1;
    for (int i = 0; i < ng; i++) {
        if (!g[i].concealed || g[i].type != G_CHOW || h->win < g[i].kind || h->win > g[i].kind + 2) continue;
        if (h->win == g[i].kind + 1) wait = wait == MCR_EDGE_WAIT ? wait : MCR_CLOSED_WAIT;
        else if ((h->win == g[i].kind + 2 && rank_of(g[i].kind) == 1) || (h->win == g[i].kind && rank_of(g[i].kind) == 7))
            wait = MCR_EDGE_WAIT;
    }
    if (wait < 0 && pair == h->win) wait = MCR_SINGLE_WAIT;
    if (wait >= 0 && unique_wait(s)) cnt[wait] = 1;
    consider(s, cnt);
}

/* The declared melds as sets. */
static int meld_sets(const mcr_hand *h, grp *g)
{
    for (int i = 0; i < h->nmelds; i++) {
        const sp_meld *m = &h->melds[i];
        g[i] = (grp){m->type == SP_MELD_CHI ? G_CHOW : sp_meld_is_kong(m) ? G_KONG : G_PUNG, m->kind,
                     m->type == SP_MELD_ANKAN};
    }
    return h->nmelds;
}

/* A reading of the concealed tiles after the sets already made (the melds, and the 组合龙). */
typedef struct {
    search *s;
    const grp *g;
    int ng;
} concealed_reading;

/* sp_each_reading's callback: the reading's sets after the ones made, then scored. */
static bool on_reading(void *ctx, const sp_reading *rd)
{
    const concealed_reading *cr = ctx;
    grp g[5];
    int ng = cr->ng, pair = -1;
    memcpy(g, cr->g, (size_t)ng * sizeof *g);
    for (int i = 0; i < rd->ngroups; i++) {
        const sp_group *x = &rd->groups[i];
        if (x->type == SP_GROUP_PAIR) pair = x->kind;
        else g[ng++] = (grp){x->type == SP_GROUP_RUN ? G_CHOW : G_PUNG, x->kind, true};
    }
    score_reading(cr->s, g, ng, pair);
    return false;
}

/* Every reading of the concealed tiles c as `need` sets and a pair beside the sets g[0..ng). */
static void regular_readings(search *s, const uint8_t *c, int need, const grp *g, int ng)
{
    sp_hand h;
    memcpy(h.counts, c, SP_KINDS);
    h.melds = (uint8_t)(4 - need);
    h.wildcards = 0;
    concealed_reading cr = {s, g, ng};
    sp_each_reading(&h, SP_SHAPE_REGULAR, on_reading, &cr);
}

static void knitted_readings(search *s)
{
    const mcr_hand *h = s->h;
    if (h->nmelds > 1) return;
    uint64_t held = s->held_conc;
    for (int i = 0; i < 6; i++) {
        uint64_t m = knit_mask(i);
        if ((held & m) != m) continue;
        uint8_t c[SP_KINDS];
        memcpy(c, h->conc, SP_KINDS);
        for (int k = 0; k < SP_KIND_Z; k++)
            if (m >> k & 1) c[k]--;
        grp g[5];
        int ng = meld_sets(h, g);
        for (int j = 0; j < 3; j++) g[ng++] = (grp){G_KNIT, (uint8_t)j, true};
        /* 边张 / 坎张 / 单钓将 only for a winning tile outside the 组合龙 */
        int8_t saved = s->unique_wait;
        if (m >> h->win & 1) s->unique_wait = 0;
        regular_readings(s, c, 1 - h->nmelds, g, ng);
        s->unique_wait = saved;
    }
}

static void special_shapes(search *s)
{
    const mcr_hand *h = s->h;
    if (h->nmelds) return;
    const uint8_t *c = h->conc;
    uint8_t cnt[MCR_NEV];
    bool pairs = true;
    for (int k = 0; k < SP_KINDS && pairs; k++) pairs = c[k] % 2 == 0;
    if (pairs) {
        memcpy(cnt, s->base, MCR_NEV);
        int lo = 0;
        while (!c[lo]) lo++;
        bool shifted = numbered(lo) && rank_of(lo) <= 3;
        for (int r = 0; r < 7 && shifted; r++) shifted = c[lo + r] == 2;
        cnt[shifted ? MCR_SEVEN_SHIFTED_PAIRS : MCR_SEVEN_PAIRS] = 1;
        consider(s, cnt);
        return;
    }
    bool orphans = true;
    for (int i = 0; i < 13 && orphans; i++) orphans = c[sp_yaochu_kinds[i]] >= 1;
    if (orphans) {
        int n = 0;
        for (int i = 0; i < 13; i++) n += c[sp_yaochu_kinds[i]];
        if (n == 14) {
            memcpy(cnt, s->base, MCR_NEV);
            cnt[MCR_THIRTEEN_ORPHANS] = 1;
            consider(s, cnt);
        }
        return;
    }
    if (mcr_is_knitted_honours(c)) {
        memcpy(cnt, s->base, MCR_NEV);
        int honours = 0;
        for (int k = SP_KIND_Z; k < SP_KINDS; k++) honours += c[k];
        cnt[honours == 7 ? MCR_GREATER_KNITTED : MCR_LESSER_KNITTED] = 1;
        if (honours == 5) cnt[MCR_KNITTED_STRAIGHT] = 1; /* all nine knitted tiles: 组合龙 too */
        consider(s, cnt);
    }
}

void mcr_best_fans(const sp_mcr_tables *t, const mcr_hand *h, mcr_fans *out)
{
    memset(out, 0, sizeof *out);
    search s = {.t = t, .h = h, .held_all = sp_held_kinds(h->all), .held_conc = sp_held_kinds(h->conc), .unique_wait = -1, .best = out};
    base_fans(&s);
    grp g[5];
    int ng = meld_sets(h, g);
    regular_readings(&s, h->conc, 4 - h->nmelds, g, ng);
    knitted_readings(&s);
    special_shapes(&s);
}
