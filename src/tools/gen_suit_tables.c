/* gen_suit_tables: build-time generator of the per-suit hand-analysis tables.
 *
 * For every arrangement of one suit (9 counts of 0..4 summing to at most 14; the
 * honours use 7 counts and allow no runs) it computes, with a dynamic programme
 * over the tile positions:
 *   d[k][p] = the fewest tiles that must be added so that the suit contains k sets
 *             (runs or triplets) plus p pairs (p = 0 or 1), never needing a fifth
 *             copy of a kind;
 * two 9-bit masks of the tiles whose addition makes the suit an exact decomposition
 * (every tile used) into sets only, resp. sets plus one pair; and one bit per
 * arrangement saying whether it is itself exact (the win check reads only that small
 * bit set, which stays in cache). Layout: see src/core/suit_table.h.
 * Entries are indexed by a combinatorial rank of the counts (see sp_suit_rank in
 * src/core/suit_table.h) so the tables stay small: no large tables are committed.
 *
 * Usage: gen_suit_tables OUT.c
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TILES 14
#define MAX_SETS 4
#define INF 100

/* count[len][pos][budget]: number of completions of positions pos..len-1 with sum <= budget */
static uint32_t completions[10][10][MAX_TILES + 1];

static void build_completions(int len)
{
    for (int b = 0; b <= MAX_TILES; b++)
        completions[len][len][b] = 1;
    for (int pos = len - 1; pos >= 0; pos--)
        for (int b = 0; b <= MAX_TILES; b++) {
            uint32_t n = 0;
            for (int c = 0; c <= 4 && c <= b; c++)
                n += completions[len][pos + 1][b - c];
            completions[len][pos][b] = n;
        }
}

/* offset[len][pos][used][c]: rank contribution of count c at pos, given `used` tiles before */
static uint32_t offset_tab[10][9][MAX_TILES + 1][5];

static void build_offsets(int len)
{
    for (int pos = 0; pos < len; pos++)
        for (int used = 0; used <= MAX_TILES; used++) {
            uint32_t acc = 0;
            for (int c = 0; c <= 4; c++) {
                offset_tab[len][pos][used][c] = acc;
                if (used + c <= MAX_TILES)
                    acc += completions[len][pos + 1][MAX_TILES - used - c];
            }
        }
}

static uint32_t rank_of(int len, const int *c)
{
    uint32_t r = 0;
    int used = 0;
    for (int pos = 0; pos < len; pos++) {
        r += offset_tab[len][pos][used][c[pos]];
        used += c[pos];
    }
    return r;
}

/* DP state: a = runs started at pos-1, b = runs started at pos-2, k sets so far, p pairs. */
typedef struct { uint8_t v[5][5][MAX_SETS + 1][2]; } dp_t;

static void dp_init(dp_t *d)
{
    memset(d, INF, sizeof *d);
    d->v[0][0][0][0] = 0;
}

static void dp_step(const dp_t *in, dp_t *out, int c, int runs_allowed)
{
    memset(out, INF, sizeof *out);
    for (int a = 0; a <= 4; a++)
        for (int b = 0; a + b <= 4; b++)
            for (int k = 0; k <= MAX_SETS; k++)
                for (int p = 0; p <= 1; p++) {
                    int base = in->v[a][b][k][p];
                    if (base >= INF) continue;
                    int xmax = runs_allowed ? MAX_SETS - k : 0;
                    for (int x = 0; x <= xmax; x++)
                        for (int u = 0; u <= 1 && k + x + u <= MAX_SETS; u++)
                            for (int q = 0; q <= 1 - p; q++) {
                                int t = a + b + x + 3 * u + 2 * q;
                                if (t > 4) continue;
                                int cost = base + (t > c ? t - c : 0);
                                uint8_t *dst = &out->v[x][a][k + x + u][p + q];
                                if (cost < *dst) *dst = (uint8_t)cost;
                            }
                }
}

typedef struct {
    int len;
    uint64_t *table;
    int counts[9];
    dp_t dp[10];
} gen_t;

static void finish(gen_t *g)
{
    const dp_t *d = &g->dp[g->len];
    uint64_t e = 0;
    for (int k = 0; k <= MAX_SETS; k++)
        for (int p = 0; p <= 1; p++) {
            int v = d->v[0][0][k][p];
            if (v > 15) { fprintf(stderr, "gen: distance overflow\n"); exit(1); }
            e |= (uint64_t)v << ((p * 8 + k) * 4);
        }
    g->table[rank_of(g->len, g->counts)] = e;
}

static void walk(gen_t *g, int pos, int used)
{
    if (pos == g->len) { finish(g); return; }
    int runs_allowed = g->len == 9 && pos <= 6;
    for (int c = 0; c <= 4 && used + c <= MAX_TILES; c++) {
        g->counts[pos] = c;
        /* runs may only start at positions 0..6; the step at pos decides runs starting at pos */
        dp_step(&g->dp[pos], &g->dp[pos + 1], c, runs_allowed);
        walk(g, pos + 1, used + c);
    }
    g->counts[pos] = 0;
}

static int nib(uint64_t e, int k, int p) { return (int)((e >> ((p * 8 + k) * 4)) & 15); }

static int exact(uint64_t e, int sum, int want_pair)
{
    if (want_pair) return sum >= 2 && (sum - 2) % 3 == 0 && nib(e, (sum - 2) / 3, 1) == 0;
    return sum % 3 == 0 && nib(e, sum / 3, 0) == 0;
}

static void add_wait_masks(gen_t *g, int pos, int used)
{
    if (pos == g->len) {
        uint64_t *e = &g->table[rank_of(g->len, g->counts)];
        uint64_t m0 = 0, m2 = 0;
        if (used < MAX_TILES)
            for (int i = 0; i < g->len; i++) {
                if (g->counts[i] == 4) continue;
                g->counts[i]++;
                uint64_t f = g->table[rank_of(g->len, g->counts)];
                if (exact(f, used + 1, 0)) m0 |= 1u << i;
                if (exact(f, used + 1, 1)) m2 |= 1u << i;
                g->counts[i]--;
            }
        *e |= (m0 << 20) | (m2 << 52);
        return;
    }
    for (int c = 0; c <= 4 && used + c <= MAX_TILES; c++) {
        g->counts[pos] = c;
        add_wait_masks(g, pos + 1, used + c);
    }
    g->counts[pos] = 0;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Only about 1,400 different entries exist among the 405,350 arrangements of a suit: the table
 * is stored as a 16-bit index per arrangement into the sorted distinct entries, which keeps
 * it small enough for the processor's caches. */
#define D_MASK 0x000FFFFF000FFFFFull /* the d nibbles of an entry */

/* Emits name_entries (distinct entries), name_index (per arrangement) and name_dclass (per
 * arrangement, the class of its d vector among the sorted distinct d vectors, returned in
 * dvecs). */
static uint32_t emit_table(FILE *f, const char *name, const uint64_t *t, uint32_t n, uint64_t *dvecs)
{
    uint64_t *sorted = malloc(n * sizeof *sorted);
    if (!sorted) exit(1);
    memcpy(sorted, t, n * sizeof *sorted);
    qsort(sorted, n, sizeof *sorted, cmp_u64);
    uint32_t distinct = 0;
    for (uint32_t i = 0; i < n; i++)
        if (!distinct || sorted[distinct - 1] != sorted[i]) sorted[distinct++] = sorted[i];
    if (distinct > 65535) { fprintf(stderr, "gen: too many distinct entries\n"); exit(1); }
    fprintf(f, "const uint64_t %s_entries[%u] = {\n", name, distinct);
    for (uint32_t i = 0; i < distinct; i++)
        fprintf(f, "0x%llx,%s", (unsigned long long)sorted[i], (i % 8 == 7) ? "\n" : "");
    fprintf(f, "};\nconst uint16_t %s_index[%u] = {\n", name, n);
    for (uint32_t i = 0; i < n; i++) {
        uint64_t *at = bsearch(&t[i], sorted, distinct, sizeof *sorted, cmp_u64);
        fprintf(f, "%u,%s", (unsigned)(at - sorted), (i % 16 == 15) ? "\n" : "");
    }
    fprintf(f, "};\n");
    /* distinct d vectors */
    uint32_t nd = 0;
    uint64_t *ds = malloc(distinct * sizeof *ds);
    uint8_t *dclass = malloc(distinct);
    if (!ds || !dclass) exit(1);
    for (uint32_t i = 0; i < distinct; i++) ds[i] = sorted[i] & D_MASK;
    qsort(ds, distinct, sizeof *ds, cmp_u64);
    for (uint32_t i = 0; i < distinct; i++)
        if (!nd || dvecs[nd - 1] != ds[i]) dvecs[nd++] = ds[i];
    if (nd > 255) { fprintf(stderr, "gen: too many distinct distance vectors\n"); exit(1); }
    for (uint32_t i = 0; i < distinct; i++) {
        uint64_t key = sorted[i] & D_MASK;
        uint64_t *at = bsearch(&key, dvecs, nd, sizeof *dvecs, cmp_u64);
        dclass[i] = (uint8_t)(at - dvecs);
    }
    /* the class per arrangement, not per distinct entry: one load fewer, and half the index's
     * bytes, on the path of every shanten count (bots weigh every draw of every discard) */
    fprintf(f, "const uint8_t %s_dclass[%u] = {\n", name, n);
    for (uint32_t i = 0; i < n; i++) {
        uint64_t *at = bsearch(&t[i], sorted, distinct, sizeof *sorted, cmp_u64);
        fprintf(f, "%u,%s", (unsigned)dclass[at - sorted], (i % 16 == 15) ? "\n" : "");
    }
    fprintf(f, "};\n");
    free(dclass);
    free(ds);
    free(sorted);
    return nd;
}

/* Min-plus merge of two d vectors: out[p][k] = fewest tiles for k sets and p pairs split between
 * the two suits (k <= 4). */
static void merge_d(uint64_t a, uint64_t b, int out[2][5])
{
    for (int p = 0; p < 2; p++)
        for (int k = 0; k <= MAX_SETS; k++) {
            int best = 255;
            for (int j = 0; j <= k; j++)
                for (int pa = 0; pa <= p; pa++) {
                    int v = nib(a, j, pa) + nib(b, k - j, p - pa);
                    if (v < best) best = v;
                }
            out[p][k] = best;
        }
}

/* The merged vectors of every pair of classes. */
static void emit_merged(FILE *f, const char *name, const uint64_t *da, uint32_t na, const uint64_t *db, uint32_t nb)
{
    /* flat: element ((a * nb + b) * 2 + p) * 5 + k */
    fprintf(f, "const uint8_t %s[%u] = {\n", name, na * nb * 10);
    for (uint32_t a = 0; a < na; a++) {
        for (uint32_t b = 0; b < nb; b++) {
            int m[2][5];
            merge_d(da[a], db[b], m);
            fprintf(f, "%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,", m[0][0], m[0][1], m[0][2], m[0][3], m[0][4], m[1][0], m[1][1], m[1][2],
                    m[1][3], m[1][4]);
        }
        fprintf(f, "\n");
    }
    fprintf(f, "};\n");
}

/* One bit per arrangement: exactly sets (sum % 3 == 0) or sets + one pair (sum % 3 == 2). */
static void emit_complete_bits(FILE *f, const char *name, int len, const uint64_t *t, uint32_t n)
{
    uint32_t words = (n + 63) / 64;
    uint64_t *bits = calloc(words, sizeof *bits);
    if (!bits) exit(1);
    int c[9] = {0};
    /* walk all arrangements again to know each one's sum */
    for (;;) {
        int sum = 0;
        for (int i = 0; i < len; i++) sum += c[i];
        if (sum <= MAX_TILES) {
            uint32_t r = rank_of(len, c);
            if (exact(t[r], sum, 0) || exact(t[r], sum, 1)) bits[r / 64] |= 1ull << (r % 64);
        }
        int i = 0;
        while (i < len && c[i] == 4) c[i++] = 0;
        if (i == len) break;
        c[i]++;
    }
    fprintf(f, "const uint64_t %s[%u] = {\n", name, words);
    for (uint32_t i = 0; i < words; i++) fprintf(f, "0x%llx,%s", (unsigned long long)bits[i], (i % 8 == 7) ? "\n" : "");
    fprintf(f, "};\n");
    free(bits);
}

/* Two-level rank: rank = hi[key of the first `split` counts] + lo[their sum][key of the rest],
 * keys in base 5, so a lookup costs two loads instead of one per position. */
static void emit_split_rank(FILE *f, const char *name, int len, int split)
{
    int nhi = 1, nlo = 1;
    for (int i = 0; i < split; i++) nhi *= 5;
    for (int i = split; i < len; i++) nlo *= 5;
    fprintf(f, "const uint32_t %s_hi[%d] = {\n", name, nhi);
    for (int key = 0; key < nhi; key++) {
        uint32_t r = 0;
        int used = 0, k = key;
        for (int pos = 0; pos < split; pos++, k /= 5) {
            int c = k % 5;
            if (used + c > MAX_TILES) { r = 0; break; }
            r += offset_tab[len][pos][used][c];
            used += c;
        }
        fprintf(f, "%u,%s", r, key % 16 == 15 ? "\n" : "");
    }
    fprintf(f, "};\nconst uint16_t %s_lo[%d][%d] = {\n", name, MAX_TILES + 1, nlo);
    for (int base = 0; base <= MAX_TILES; base++) {
        fprintf(f, "{");
        for (int key = 0; key < nlo; key++) {
            uint32_t r = 0;
            int used = base, k = key;
            for (int pos = split; pos < len; pos++, k /= 5) {
                int c = k % 5;
                if (used + c > MAX_TILES) { r = 0; break; }
                r += offset_tab[len][pos][used][c];
                used += c;
            }
            if (r > 65535) { fprintf(stderr, "gen: rank overflow\n"); exit(1); }
            fprintf(f, "%u,", r);
        }
        fprintf(f, "},\n");
    }
    fprintf(f, "};\n");
}

static uint64_t *generate(int len, uint32_t *n_out)
{
    build_completions(len);
    build_offsets(len);
    uint32_t n = completions[len][0][MAX_TILES];
    gen_t *g = calloc(1, sizeof *g);
    if (!g) exit(1);
    g->len = len;
    g->table = calloc(n, sizeof *g->table);
    if (!g->table) exit(1);
    dp_init(&g->dp[0]);
    walk(g, 0, 0);
    add_wait_masks(g, 0, 0);
    uint64_t *t = g->table;
    free(g);
    *n_out = n;
    return t;
}

int main(int argc, char **argv)
{
    if (argc != 2) { fprintf(stderr, "usage: gen_suit_tables OUT.c\n"); return 2; }
    uint32_t n_suit, n_honor;
    uint64_t *suit = generate(9, &n_suit);
    uint64_t *honor = generate(7, &n_honor);
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", argv[1]);
    FILE *f = fopen(tmp, "w");
    if (!f) { perror(tmp); return 1; }
    fprintf(f, "/* Generated by src/tools/gen_suit_tables.c at build time. Do not edit. */\n");
    fprintf(f, "#include \"core/suit_table.h\"\n");
    fprintf(f, "const uint32_t sp_suit_table_size = %u;\nconst uint32_t sp_honor_table_size = %u;\n", n_suit, n_honor);
    static uint64_t suit_d[256], honor_d[256];
    uint32_t nsd = emit_table(f, "sp_suit_table", suit, n_suit, suit_d);
    build_completions(9);
    build_offsets(9);
    emit_complete_bits(f, "sp_suit_complete", 9, suit, n_suit);
    emit_split_rank(f, "sp_suit_rank", 9, 5);
    build_completions(7);
    build_offsets(7);
    emit_complete_bits(f, "sp_honor_complete", 7, honor, n_honor);
    emit_split_rank(f, "sp_honor_rank", 7, 4);
    uint32_t nhd = emit_table(f, "sp_honor_table", honor, n_honor, honor_d);
    fprintf(f, "const uint32_t sp_suit_dclasses = %u, sp_honor_dclasses = %u;\n", nsd, nhd);
    emit_merged(f, "sp_merge_suit_suit", suit_d, nsd, suit_d, nsd);
    emit_merged(f, "sp_merge_suit_honor", suit_d, nsd, honor_d, nhd);
    if (fclose(f) != 0 || rename(tmp, argv[1]) != 0) { perror(argv[1]); return 1; }
    free(suit);
    free(honor);
    return 0;
}
