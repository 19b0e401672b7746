/* readings.c: every distinct reading (decomposition) of a complete hand: sp_readings (wildcards
 * included, sorted, for the tools and the wildcard models) and sp_each_reading (no wildcards, a
 * callback per reading, the scorers' search). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "core/hand.h"
#include "core/patterns.h"

int sp_group_size(const sp_group *g)
{
    switch (g->type) {
    case SP_GROUP_RUN:
    case SP_GROUP_TRIPLET: return 3;
    case SP_GROUP_PAIR: return 2;
    default: return 1;
    }
}

int sp_group_kind_at(const sp_group *g, int i)
{
    if (g->kind == SP_KIND_NONE) return SP_KIND_NONE;
    return g->type == SP_GROUP_RUN ? g->kind + i : g->kind;
}

typedef struct {
    uint8_t counts[SP_KINDS]; /* real tiles left */
    uint8_t used[SP_KINDS];   /* copies of each kind the reading uses so far (real + wild) */
    int wild;                 /* wildcards left */
    sp_reading cur;
    int total;
    /* found readings, kept for de-duplication even past cap: on the stack while few (the
     * usual case, no allocation), on the heap past that */
    sp_reading *seen;
    int nseen, seen_cap;
    bool oom, heap;
} reader;

static int group_cmp(const void *a, const void *b)
{
    const sp_group *x = a, *y = b;
    /* wildcard-only groups last */
    int kx = x->kind == SP_KIND_NONE ? 256 : x->kind, ky = y->kind == SP_KIND_NONE ? 256 : y->kind;
    if (kx != ky) return kx - ky;
    if (x->type != y->type) return x->type - y->type;
    return x->wild - y->wild;
}

int sp_reading_compare(const sp_reading *x, const sp_reading *y)
{
    if (x->form != y->form) return x->form - y->form;
    if (x->ngroups != y->ngroups) return x->ngroups - y->ngroups;
    for (int i = 0; i < x->ngroups; i++) {
        int c = group_cmp(&x->groups[i], &y->groups[i]);
        if (c) return c;
    }
    return 0;
}

static int reading_cmp(const void *a, const void *b) { return sp_reading_compare(a, b); }

void sp_reading_canonicalize(sp_reading *r) { qsort(r->groups, r->ngroups, sizeof r->groups[0], group_cmp); }

static void emit(reader *r)
{
    sp_reading rd = r->cur;
    sp_reading_canonicalize(&rd);
    for (int i = 0; i < r->nseen; i++)
        if (reading_cmp(&r->seen[i], &rd) == 0) return;
    if (r->nseen == r->seen_cap) {
        int ncap = r->seen_cap * 2;
        sp_reading *n = r->heap ? realloc(r->seen, (size_t)ncap * sizeof *n) : malloc((size_t)ncap * sizeof *n);
        if (!n) {
            r->oom = true;
            return;
        }
        if (!r->heap) memcpy(n, r->seen, (size_t)r->nseen * sizeof *n);
        r->seen = n;
        r->seen_cap = ncap;
        r->heap = true;
    }
    r->seen[r->nseen++] = rd;
    r->total++;
}

static void push(reader *r, int type, int kind, int wild)
{
    sp_group *g = &r->cur.groups[r->cur.ngroups++];
    g->type = (uint8_t)type;
    g->kind = (uint8_t)kind;
    g->wild = (uint8_t)wild;
}

/* Try to take a group whose positions are kinds k0..k0+n-1 (run) or n copies of k0. */
static void regular(reader *r, int sets, int pair);

static void try_group(reader *r, int type, int kind, int sets, int pair)
{
    int n = type == SP_GROUP_PAIR ? 2 : 3;
    int kinds[3], wild = 0, need_wild = 0;
    for (int i = 0; i < n; i++) kinds[i] = type == SP_GROUP_RUN ? kind + i : kind;
    /* take real tiles where present, else a wildcard */
    uint8_t took[3] = {0, 0, 0};
    for (int i = 0; i < n; i++) {
        int k = kinds[i];
        if (r->used[k] == 4) goto undo;
        r->used[k]++;
        took[i] = 1;
        if (r->counts[k]) {
            r->counts[k]--;
        } else {
            wild |= 1 << i;
            need_wild++;
        }
    }
    if (need_wild <= r->wild) {
        r->wild -= need_wild;
        push(r, type, kind, wild);
        regular(r, sets - (type != SP_GROUP_PAIR), pair - (type == SP_GROUP_PAIR));
        r->cur.ngroups--;
        r->wild += need_wild;
    }
undo:
    for (int i = 0; i < n; i++) {
        if (!took[i]) continue;
        r->used[kinds[i]]--;
        if (!(wild >> i & 1)) r->counts[kinds[i]]++;
    }
}

static void regular(reader *r, int sets, int pair)
{
    if (r->oom) return;
    int first = -1;
    for (int k = 0; k < SP_KINDS; k++)
        if (r->counts[k]) { first = k; break; }
    if (first < 0) {
        /* only wildcards left: they form the remaining groups as "any" groups */
        if (r->wild != 3 * sets + 2 * pair) return;
        int base = r->cur.ngroups;
        for (int i = 0; i < sets; i++) push(r, SP_GROUP_TRIPLET, SP_KIND_NONE, 7);
        if (pair) push(r, SP_GROUP_PAIR, SP_KIND_NONE, 3);
        emit(r);
        r->cur.ngroups = (uint8_t)base;
        return;
    }
    /* the group holding the first real tile: a pair, a triplet, or a run in which it stands
     * at position 0, 1 or 2 (lower positions then are wildcards) */
    if (pair) try_group(r, SP_GROUP_PAIR, first, sets, pair);
    if (sets) {
        try_group(r, SP_GROUP_TRIPLET, first, sets, pair);
        if (first < 27) {
            int n = first % 9;
            for (int pos = 0; pos <= 2; pos++) {
                int start = first - pos;
                if (n - pos < 0 || n - pos > 6) continue;
                try_group(r, SP_GROUP_RUN, start, sets, pair);
            }
        }
    }
}

static void seven_pairs(reader *r, bool kong_as_two)
{
    int wild = r->wild;
    r->cur.ngroups = 0;
    for (int k = 0; k < SP_KINDS; k++) {
        int c = r->counts[k];
        if (!c) continue;
        int pairs = (c + 1) / 2, wilds = c & 1;
        if (pairs > (kong_as_two ? 2 : 1) || wilds > wild) return;
        wild -= wilds;
        for (int i = 0; i < pairs; i++) push(r, SP_GROUP_PAIR, k, (i == pairs - 1 && wilds) ? 2 : 0);
    }
    if (wild & 1) return;
    while (wild) {
        push(r, SP_GROUP_PAIR, SP_KIND_NONE, 3);
        wild -= 2;
    }
    if (r->cur.ngroups == 7) emit(r);
}

static void orphans(reader *r)
{
    for (int k = 0; k < SP_KINDS; k++)
        if (r->counts[k] && !sp_kind_is_yaochu(k)) return;
    /* one reading per kind that can be the pair */
    for (int p = 0; p < 13; p++) {
        int pk = sp_yaochu_kinds[p], missing = 0, ok = 1;
        for (int i = 0; i < 13 && ok; i++) {
            int k = sp_yaochu_kinds[i], need = k == pk ? 2 : 1, c = r->counts[k];
            if (c > need) ok = 0;
            missing += need - c;
        }
        if (!ok || missing != r->wild) continue;
        r->cur.ngroups = 0;
        for (int i = 0; i < 13; i++) {
            int k = sp_yaochu_kinds[i], c = r->counts[k];
            if (k == pk)
                push(r, SP_GROUP_PAIR, k, c == 2 ? 0 : c == 1 ? 2 : 3);
            else
                push(r, SP_GROUP_SINGLE, k, c ? 0 : 1);
        }
        emit(r);
    }
}

int sp_readings(const sp_hand *h, unsigned shapes, sp_reading *out, int cap)
{
    assert(sp_hand_is_valid(h));
    if (sp_hand_size(h) != sp_hand_full_size(h)) return 0;
    reader r;
    sp_reading local[16];
    memset(&r, 0, sizeof r);
    r.seen = local;
    r.seen_cap = 16;
    memcpy(r.counts, h->counts, sizeof r.counts);
    r.wild = h->wildcards;
    if (shapes & SP_SHAPE_REGULAR) {
        r.cur.form = SP_FORM_REGULAR;
        r.cur.ngroups = 0;
        regular(&r, 4 - h->melds, 1);
    }
    if (!h->melds && (shapes & SP_SHAPE_SEVEN_PAIRS)) {
        r.cur.form = SP_FORM_SEVEN_PAIRS;
        seven_pairs(&r, (shapes & SP_SHAPE_PAIRS_KONG) != 0);
    }
    if (!h->melds && (shapes & SP_SHAPE_ORPHANS)) {
        r.cur.form = SP_FORM_ORPHANS;
        orphans(&r);
    }
    qsort(r.seen, (size_t)r.nseen, sizeof *r.seen, reading_cmp);
    for (int i = 0; i < r.nseen && i < cap; i++) out[i] = r.seen[i];
    if (r.heap) free(r.seen);
    return r.oom ? -1 : r.total;
}

/* ---- sp_each_reading ----
 * Without wildcards a small search on counts finds every reading: the lowest kind left is
 * covered by a pair, a triplet or a run starting at it, chosen in that order at one kind so that
 * each multiset of groups comes out once. No sorting, no de-duplication, no allocation. */

typedef struct {
    uint8_t c[SP_KINDS];
    uint64_t nz; /* bit per kind with tiles left */
    sp_reading cur;
    sp_reading_fn fn;
    void *ctx;
    int n;
    bool stop;
} each;

static void each_push(each *d, int type, int kind)
{
    sp_group *g = &d->cur.groups[d->cur.ngroups++];
    g->type = (uint8_t)type;
    g->kind = (uint8_t)kind;
    g->wild = 0;
}

static inline void each_take(each *d, int k, int n)
{
    d->c[k] = (uint8_t)(d->c[k] - n);
    if (!d->c[k]) d->nz &= ~(1ull << k);
}

static inline void each_put(each *d, int k, int n)
{
    d->c[k] = (uint8_t)(d->c[k] + n);
    d->nz |= 1ull << k;
}

static void each_found(each *d)
{
    d->n++;
    d->stop = d->fn(d->ctx, &d->cur);
}

/* prev: the kind the last group was taken at; min_type: at that kind, the group types already
 * passed (0 pair, 1 triplet, 2 run) */
static void each_regular(each *d, int prev, int min_type, int sets, int pair)
{
    if (d->stop) return;
    if (!d->nz) {
        if (!sets && !pair) each_found(d);
        return;
    }
    int k = __builtin_ctzll(d->nz);
    if (k != prev) min_type = 0;
    if (min_type <= 0 && pair && d->c[k] >= 2) {
        each_take(d, k, 2);
        each_push(d, SP_GROUP_PAIR, k);
        each_regular(d, k, 1, sets, 0);
        d->cur.ngroups--;
        each_put(d, k, 2);
    }
    if (sets <= 0) return;
    if (min_type <= 1 && d->c[k] >= 3) {
        each_take(d, k, 3);
        each_push(d, SP_GROUP_TRIPLET, k);
        each_regular(d, k, 2, sets - 1, pair);
        d->cur.ngroups--;
        each_put(d, k, 3);
    }
    if (k < SP_KIND_Z && k % 9 <= 6 && d->c[k + 1] && d->c[k + 2]) {
        each_take(d, k, 1);
        each_take(d, k + 1, 1);
        each_take(d, k + 2, 1);
        each_push(d, SP_GROUP_RUN, k);
        each_regular(d, k, 2, sets - 1, pair);
        d->cur.ngroups--;
        each_put(d, k, 1);
        each_put(d, k + 1, 1);
        each_put(d, k + 2, 1);
    }
}

static void each_seven_pairs(each *d, const sp_hand *h, unsigned shapes)
{
    int kinds = __builtin_popcountll(d->nz), pairs = 0;
    if (kinds > 7 || kinds < (shapes & SP_SHAPE_PAIRS_KONG ? 4 : 7)) return;
    int max = shapes & SP_SHAPE_PAIRS_KONG ? 4 : 2;
    for (uint64_t m = d->nz; m; m &= m - 1) {
        int c = h->counts[__builtin_ctzll(m)];
        if ((c & 1) || c > max) return;
        pairs += c / 2;
    }
    if (pairs != 7) return;
    d->cur.form = SP_FORM_SEVEN_PAIRS;
    d->cur.ngroups = 0;
    for (uint64_t m = d->nz; m; m &= m - 1) {
        int k = __builtin_ctzll(m);
        for (int i = 0; i < h->counts[k] / 2; i++) each_push(d, SP_GROUP_PAIR, k);
    }
    each_found(d);
}

static void each_orphans(each *d, const sp_hand *h)
{
    if (d->nz != SP_HELD_YAOCHU) return;
    /* all thirteen kinds: with 14 tiles exactly one of them is doubled */
    int doubled = 0;
    for (int i = 0; i < 13; i++) {
        int c = h->counts[sp_yaochu_kinds[i]];
        if (c > 2) return;
        doubled += c == 2;
    }
    if (doubled != 1) return;
    d->cur.form = SP_FORM_ORPHANS;
    d->cur.ngroups = 0;
    for (int i = 0; i < 13; i++) {
        int k = sp_yaochu_kinds[i];
        each_push(d, h->counts[k] == 2 ? SP_GROUP_PAIR : SP_GROUP_SINGLE, k);
    }
    each_found(d);
}

int sp_each_reading(const sp_hand *h, unsigned shapes, sp_reading_fn fn, void *ctx)
{
    if (h->melds > 4) return 0;
    each d;
    memcpy(d.c, h->counts, sizeof d.c);
    d.nz = sp_held_kinds(h->counts);
    d.fn = fn;
    d.ctx = ctx;
    d.n = 0;
    d.stop = false;
    if (shapes & SP_SHAPE_REGULAR) {
        d.cur.form = SP_FORM_REGULAR;
        d.cur.ngroups = 0;
        each_regular(&d, -1, 0, 4 - h->melds, 1);
    }
    if (h->melds) return d.n;
    if ((shapes & SP_SHAPE_SEVEN_PAIRS) && !d.stop) each_seven_pairs(&d, h, shapes);
    if ((shapes & SP_SHAPE_ORPHANS) && !d.stop) each_orphans(&d, h);
    return d.n;
}
