/* reference.c: the obvious implementations behind reference.h. */
#include "reference.h"

#include <stdlib.h>
#include <string.h>

#define BIG 1000

/* State entering kind i: runs started at i-1 (a) and at i-2 (b), sets so far, pair yet. */
int ref_regular_needed(const uint8_t counts[34], int sets)
{
    static const int dims = 5 * 5 * 5 * 2;
    int cur[250], nxt[250];
    for (int s = 0; s < dims; s++) cur[s] = BIG;
#define IDX(a, b, k, p) ((((a) * 5 + (b)) * 5 + (k)) * 2 + (p))
    cur[IDX(0, 0, 0, 0)] = 0;
    for (int i = 0; i < 34; i++) {
        for (int s = 0; s < dims; s++) nxt[s] = BIG;
        int pos = i < 27 ? i % 9 : 99; /* runs only start at 1..7 of a suit */
        for (int a = 0; a < 5; a++)
            for (int b = 0; a + b < 5; b++)
                for (int k = 0; k <= sets; k++)
                    for (int p = 0; p < 2; p++) {
                        int v = cur[IDX(a, b, k, p)];
                        if (v >= BIG) continue;
                        /* runs started at i-1 or i-2 must find kind i in the same suit */
                        if ((a || b) && (i >= 27 || i % 9 == 0)) continue;
                        if (b && i % 9 == 1) continue;
                        for (int x = 0; x + k <= sets; x++) {
                            if (x && pos > 6) break;
                            for (int u = 0; u <= 1 && k + x + u <= sets; u++)
                                for (int q = 0; q <= 1 - p; q++) {
                                    int t = a + b + x + 3 * u + 2 * q;
                                    if (t > 4) continue;
                                    int cost = v + (t > counts[i] ? t - counts[i] : 0);
                                    int *d = &nxt[IDX(x, a, k + x + u, p + q)];
                                    if (cost < *d) *d = cost;
                                }
                        }
                    }
        memcpy(cur, nxt, sizeof cur);
    }
    return cur[IDX(0, 0, sets, 1)];
#undef IDX
}

static int ref_seven_pairs_needed(const uint8_t *c, bool kong_as_two)
{
    /* try every target: greedily the best is to keep the kinds with the most copies */
    int best = BIG;
    /* obvious search: number of pairs from each kind is 0, 1 (or 2 with kong_as_two) */
    int need[34], order[34];
    (void)need;
    for (int i = 0; i < 34; i++) order[i] = i;
    /* cost of giving kind i j pairs: max(0, 2j - c) */
    /* dynamic programme over kinds: pairs chosen so far -> min cost */
    int dp[8];
    for (int j = 0; j < 8; j++) dp[j] = BIG;
    dp[0] = 0;
    for (int i = 0; i < 34; i++) {
        int nd[8];
        for (int j = 0; j < 8; j++) nd[j] = dp[j];
        int maxp = kong_as_two ? 2 : 1;
        for (int j = 0; j < 8; j++) {
            if (dp[j] >= BIG) continue;
            for (int q = 1; q <= maxp && j + q <= 7; q++) {
                int cost = dp[j] + (2 * q > c[order[i]] ? 2 * q - c[order[i]] : 0);
                if (cost < nd[j + q]) nd[j + q] = cost;
            }
        }
        memcpy(dp, nd, sizeof dp);
    }
    best = dp[7];
    return best;
}

static int ref_orphans_needed(const uint8_t *c)
{
    int best = BIG;
    for (int p = 0; p < 13; p++) {
        int cost = 0;
        for (int i = 0; i < 13; i++) {
            int k = sp_yaochu_kinds[i], want = i == p ? 2 : 1;
            if (c[k] < want) cost += want - c[k];
        }
        if (cost < best) best = cost;
    }
    return best;
}

/* The tests ask about one hand under several shape sets in a row: remember the last answer. */
static int regular_needed_cached(const uint8_t counts[34], int sets)
{
    static uint8_t last[34];
    static int last_sets = -1, last_value;
    if (sets != last_sets || memcmp(last, counts, 34)) {
        memcpy(last, counts, 34);
        last_sets = sets;
        last_value = ref_regular_needed(counts, sets);
    }
    return last_value;
}

int ref_shanten(const sp_hand *h, unsigned shapes)
{
    int best = 99;
    if (shapes & SP_SHAPE_REGULAR) {
        int s = regular_needed_cached(h->counts, 4 - h->melds) - h->wildcards - 1;
        if (s < best) best = s;
    }
    if (!h->melds && (shapes & SP_SHAPE_SEVEN_PAIRS)) {
        int s = ref_seven_pairs_needed(h->counts, (shapes & SP_SHAPE_PAIRS_KONG) != 0) - h->wildcards - 1;
        if (s < best) best = s;
    }
    if (!h->melds && (shapes & SP_SHAPE_ORPHANS)) {
        int s = ref_orphans_needed(h->counts) - h->wildcards - 1;
        if (s < best) best = s;
    }
    return best;
}

/* ---- win by peeling ---- */

static bool peel_sets(uint8_t *c, int sets)
{
    int i = 0;
    while (i < 34 && !c[i]) i++;
    if (i == 34) return sets == 0;
    if (sets == 0) return false;
    if (c[i] >= 3) {
        c[i] -= 3;
        bool ok = peel_sets(c, sets - 1);
        c[i] += 3;
        if (ok) return true;
    }
    if (i < 27 && i % 9 <= 6 && c[i + 1] && c[i + 2]) {
        c[i]--, c[i + 1]--, c[i + 2]--;
        bool ok = peel_sets(c, sets - 1);
        c[i]++, c[i + 1]++, c[i + 2]++;
        if (ok) return true;
    }
    return false;
}

static bool win_no_wild(uint8_t *c, int melds, unsigned shapes)
{
    int total = 0;
    for (int i = 0; i < 34; i++) total += c[i];
    if (total != 14 - 3 * melds) return false;
    if (shapes & SP_SHAPE_REGULAR)
        for (int p = 0; p < 34; p++)
            if (c[p] >= 2) {
                c[p] -= 2;
                bool ok = peel_sets(c, 4 - melds);
                c[p] += 2;
                if (ok) return true;
            }
    if (!melds && (shapes & SP_SHAPE_SEVEN_PAIRS)) {
        int pairs = 0, ok = 1;
        for (int i = 0; i < 34; i++) {
            if (c[i] & 1) ok = 0;
            if (c[i] == 4 && !(shapes & SP_SHAPE_PAIRS_KONG)) ok = 0;
            pairs += c[i] / 2;
        }
        if (ok && pairs == 7) return true;
    }
    if (!melds && (shapes & SP_SHAPE_ORPHANS)) {
        int ok = 1, pair = 0;
        for (int i = 0; i < 34; i++)
            if (c[i] && !sp_kind_is_yaochu(i)) ok = 0;
        for (int i = 0; i < 13; i++) {
            int n = c[sp_yaochu_kinds[i]];
            if (n == 0 || n > 2) ok = 0;
            if (n == 2) pair++;
        }
        if (ok && pair == 1) return true;
    }
    return false;
}

static bool win_assign(uint8_t *c, int wild, int from, int melds, unsigned shapes)
{
    if (!wild) return win_no_wild(c, melds, shapes);
    for (int k = from; k < 34; k++) {
        if (c[k] == 4) continue;
        c[k]++;
        bool ok = win_assign(c, wild - 1, k, melds, shapes);
        c[k]--;
        if (ok) return true;
    }
    return false;
}

bool ref_is_win(const sp_hand *h, unsigned shapes)
{
    uint8_t c[34];
    memcpy(c, h->counts, 34);
    return win_assign(c, h->wildcards, 0, h->melds, shapes);
}

uint64_t ref_waits(const sp_hand *h, unsigned shapes)
{
    uint64_t w = 0;
    sp_hand t = *h;
    for (int k = 0; k < 34; k++) {
        if (t.counts[k] == 4) continue;
        t.counts[k]++;
        if (ref_is_win(&t, shapes)) w |= 1ull << k;
        t.counts[k]--;
    }
    return w;
}

/* ---- readings without wildcards ---- */

typedef struct {
    uint16_t (*out)[15];
    int cap, n;
    uint16_t cur[15];
    int ncur;
} collector;

static int cmp_u16(const void *a, const void *b) { return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b; }

static void collect(collector *col)
{
    uint16_t r[15];
    memset(r, 0xFF, sizeof r);
    memcpy(r, col->cur, sizeof(uint16_t) * (size_t)col->ncur);
    qsort(r, (size_t)col->ncur, sizeof r[0], cmp_u16);
    r[14] = (uint16_t)col->ncur;
    for (int i = 0; i < col->n && i < col->cap; i++)
        if (!memcmp(col->out[i], r, sizeof r)) return;
    if (col->n < col->cap) memcpy(col->out[col->n], r, sizeof r);
    col->n++;
}

/* every split into sets (the lowest remaining tile starts a triplet or a run) */
static void all_sets(uint8_t *c, int sets, collector *col)
{
    int i = 0;
    while (i < 34 && !c[i]) i++;
    if (i == 34) {
        if (!sets) collect(col);
        return;
    }
    if (!sets) return;
    if (c[i] >= 3) {
        c[i] -= 3;
        col->cur[col->ncur++] = (uint16_t)(SP_GROUP_TRIPLET * 64 + i);
        all_sets(c, sets - 1, col);
        col->ncur--;
        c[i] += 3;
    }
    if (i < 27 && i % 9 <= 6 && c[i + 1] && c[i + 2]) {
        c[i]--, c[i + 1]--, c[i + 2]--;
        col->cur[col->ncur++] = (uint16_t)(SP_GROUP_RUN * 64 + i);
        all_sets(c, sets - 1, col);
        col->ncur--;
        c[i]++, c[i + 1]++, c[i + 2]++;
    }
}

int ref_readings(const sp_hand *h, unsigned shapes, uint16_t out[][15], int cap)
{
    collector col = {out, cap, 0, {0}, 0};
    uint8_t c[34];
    memcpy(c, h->counts, 34);
    if (shapes & SP_SHAPE_REGULAR)
        for (int p = 0; p < 34; p++)
            if (c[p] >= 2) {
                c[p] -= 2;
                col.ncur = 0;
                col.cur[col.ncur++] = (uint16_t)(SP_GROUP_PAIR * 64 + p);
                all_sets(c, 4 - h->melds, &col);
                c[p] += 2;
            }
    sp_hand only = *h;
    if (!h->melds && (shapes & SP_SHAPE_SEVEN_PAIRS) && win_no_wild(c, 0, SP_SHAPE_SEVEN_PAIRS | (shapes & SP_SHAPE_PAIRS_KONG))) {
        col.ncur = 0;
        for (int k = 0; k < 34; k++)
            for (int j = 0; j < c[k] / 2; j++) col.cur[col.ncur++] = (uint16_t)(SP_GROUP_PAIR * 64 + k);
        /* seven pairs readings are told apart from regular ones by a marker */
        col.cur[col.ncur++] = 1000;
        collect(&col);
    }
    (void)only;
    if (!h->melds && (shapes & SP_SHAPE_ORPHANS) && win_no_wild(c, 0, SP_SHAPE_ORPHANS)) {
        col.ncur = 0;
        for (int i = 0; i < 13; i++) {
            int k = sp_yaochu_kinds[i];
            col.cur[col.ncur++] = (uint16_t)((c[k] == 2 ? SP_GROUP_PAIR : SP_GROUP_SINGLE) * 64 + k);
        }
        col.cur[col.ncur++] = 1001;
        collect(&col);
    }
    return col.n;
}
