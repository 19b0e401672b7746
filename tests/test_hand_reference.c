/* test_hand_reference.c: the fast tables against the slow reference, exhaustively on
 * one-suit hands and on random hands (uniform and near-complete) across all suits. */
#include <stdio.h>
#include <stdlib.h>

#include "core/rng.h"
#include "reference.h"
#include "test_util.h"

static const unsigned shape_sets[] = {
    SP_SHAPE_REGULAR,
    SP_SHAPES_STANDARD,
    SP_SHAPES_STANDARD | SP_SHAPE_PAIRS_KONG,
};

static long random_count(void)
{
    const char *e = getenv("SPARROW_RANDOM_HANDS");
    return e ? atol(e) : 1000000;
}

static char *describe(const sp_hand *h)
{
    static char buf[128];
    char t[96];
    sp_format_tiles(h->counts, SP_KINDS, t, sizeof t);
    snprintf(buf, sizeof buf, "%s melds=%d wild=%d", t, h->melds, h->wildcards);
    return buf;
}

static int compare_readings(const sp_hand *h, unsigned shapes)
{
    static sp_reading fast[512];
    static uint16_t ref[512][15];
    int nf = sp_readings(h, shapes, fast, 512);
    int nr = ref_readings(h, shapes, ref, 512);
    if (nf != nr) return 0;
    /* every fast reading appears among the reference ones */
    for (int i = 0; i < nf && i < 512; i++) {
        uint16_t codes[15];
        memset(codes, 0xFF, sizeof codes);
        int n = 0;
        for (int g = 0; g < fast[i].ngroups; g++) codes[n++] = (uint16_t)(fast[i].groups[g].type * 64 + fast[i].groups[g].kind);
        if (fast[i].form == SP_FORM_SEVEN_PAIRS) codes[n++] = 1000;
        if (fast[i].form == SP_FORM_ORPHANS) codes[n++] = 1001;
        for (int a = 1; a < n; a++)
            for (int b = a; b > 0 && codes[b - 1] > codes[b]; b--) {
                uint16_t t = codes[b];
                codes[b] = codes[b - 1];
                codes[b - 1] = t;
            }
        codes[14] = (uint16_t)n;
        int found = 0;
        for (int j = 0; j < nr && !found; j++) found = !memcmp(codes, ref[j], sizeof codes);
        if (!found) return 0;
    }
    return 1;
}

/* Checks every kernel on one hand; returns 1 if all agree. */
static int check_hand(const sp_hand *h, unsigned shapes)
{
    int size = sp_hand_size(h), full = sp_hand_full_size(h);
    int fs = sp_shanten(h, shapes), rs = ref_shanten(h, shapes);
    if (fs != rs) {
        print_error("shanten %d != reference %d for %s shapes=%u\n", fs, rs, describe(h), shapes);
        return 0;
    }
    if (size == full) {
        bool fw = sp_is_win(h, shapes), rw = ref_is_win(h, shapes);
        if (fw != rw || fw != (fs == -1)) {
            print_error("win %d != reference %d (shanten %d) for %s shapes=%u\n", fw, rw, fs, describe(h), shapes);
            return 0;
        }
        if (!h->wildcards && !compare_readings(h, shapes)) {
            print_error("readings differ for %s shapes=%u\n", describe(h), shapes);
            return 0;
        }
        if (h->wildcards) {
            sp_reading r[4];
            int n = sp_readings(h, shapes, r, 4);
            if ((n > 0) != fw) {
                print_error("readings %d but win %d for %s\n", n, fw, describe(h));
                return 0;
            }
        }
    } else {
        uint64_t fw = sp_waits(h, shapes), rw = ref_waits(h, shapes);
        if (fw != rw) {
            print_error("waits %llx != reference %llx for %s shapes=%u\n", (unsigned long long)fw, (unsigned long long)rw,
                        describe(h), shapes);
            return 0;
        }
        if ((fw != 0) != (fs == 0) && !h->wildcards) {
            print_error("waits %llx but shanten %d for %s\n", (unsigned long long)fw, fs, describe(h));
            return 0;
        }
    }
    return 1;
}

/* Every arrangement of one suit (and of the honours) with 13 or 14 tiles, and with
 * 10 or 11 (one meld), 1 or 2 (four melds). */
static void test_one_suit_exhaustive(void **state)
{
    (void)state;
    long checked = 0;
    if (getenv("SPARROW_SKIP_EXHAUSTIVE")) skip();
    for (int suit = 0; suit < 4; suit++) {
        int len = suit == 3 ? 7 : 9, base = suit * 9;
        int c[9] = {0};
        for (;;) {
            int sum = 0;
            for (int i = 0; i < len; i++) sum += c[i];
            for (int melds = 0; melds <= 4; melds++) {
                int full = 14 - 3 * melds;
                if (sum != full && sum != full - 1) continue;
                if (melds == 2 || melds == 3) continue; /* covered by the random tests */
                sp_hand h;
                memset(&h, 0, sizeof h);
                for (int i = 0; i < len; i++) h.counts[base + i] = (uint8_t)c[i];
                h.melds = (uint8_t)melds;
                for (size_t s = 0; s < sizeof shape_sets / sizeof shape_sets[0]; s++) {
                    if (!check_hand(&h, shape_sets[s])) fail();
                    checked++;
                }
            }
            int i = 0;
            while (i < len && c[i] == 4) c[i++] = 0;
            if (i == len) break;
            c[i]++;
        }
    }
    print_message("one-suit hands checked: %ld\n", checked);
    assert_true(checked > 100000);
}

static void deal(sp_rng *rng, sp_hand *h, int size, int melds, int wild)
{
    memset(h, 0, sizeof *h);
    uint8_t wall[136];
    for (int i = 0; i < 136; i++) wall[i] = (uint8_t)i;
    for (int i = 0; i < size - wild; i++) {
        int j = i + (int)sp_rng_below(rng, (uint32_t)(136 - i));
        uint8_t t = wall[i];
        wall[i] = wall[j];
        wall[j] = t;
        h->counts[wall[i] >> 2]++;
    }
    h->melds = (uint8_t)melds;
    h->wildcards = (uint8_t)wild;
}

/* Near-complete: a random complete hand with `swaps` tiles taken out and as many random ones
 * put back (a 14-tile hand), or one fewer (a hand one tile short). */
static void deal_near(sp_rng *rng, sp_hand *h, int melds, int swaps, bool full)
{
    for (;;) {
        memset(h, 0, sizeof *h);
        h->melds = (uint8_t)melds;
        int ok = 1;
        for (int s = 0; s < 4 - melds; s++) {
            if (sp_rng_below(rng, 2)) {
                h->counts[sp_rng_below(rng, 34)] += 3;
            } else {
                int suit = (int)sp_rng_below(rng, 3), n = (int)sp_rng_below(rng, 7), k = suit * 9 + n;
                h->counts[k]++, h->counts[k + 1]++, h->counts[k + 2]++;
            }
        }
        h->counts[sp_rng_below(rng, 34)] += 2;
        for (int k = 0; k < 34; k++) ok &= h->counts[k] <= 4;
        if (!ok) continue;
        int size = 14 - 3 * melds;
        if (swaps > size) swaps = size;
        for (int d = 0; d < swaps; d++) {
            int k;
            do k = (int)sp_rng_below(rng, 34);
            while (!h->counts[k]);
            h->counts[k]--;
        }
        for (int d = 0; d < swaps - (full ? 0 : 1); d++) {
            int k;
            do k = (int)sp_rng_below(rng, 34);
            while (h->counts[k] == 4);
            h->counts[k]++;
        }
        return;
    }
}

static void test_random_hands(void **state)
{
    (void)state;
    sp_rng rng;
    sp_rng_seed(&rng, 42);
    long n = random_count(), checked = 0;
    for (long i = 0; checked < n; i++) {
        sp_hand h;
        int kind = (int)(i % 8);
        int melds = (int)sp_rng_below(&rng, 5);
        if (i % 3 == 0) melds = 0;
        switch (kind) {
        case 0: deal(&rng, &h, 14 - 3 * melds, melds, 0); break;
        case 1: deal(&rng, &h, 13 - 3 * melds, melds, 0); break;
        case 2: deal_near(&rng, &h, melds, 1, false); break; /* one short: ready */
        case 3: deal_near(&rng, &h, melds, 1, true); break;  /* complete or one swap away */
        case 4: deal_near(&rng, &h, melds, 3, (i / 8) % 2); break;
        case 5: deal(&rng, &h, 14 - 3 * melds, melds, (int)sp_rng_below(&rng, 3)); break;
        case 6: deal(&rng, &h, 13 - 3 * melds, melds, (int)sp_rng_below(&rng, 2)); break;
        default:
            deal_near(&rng, &h, melds, 2, (i / 8) % 2);
            for (int k = 0; k < 34; k++)
                if (h.counts[k]) { /* one of the tiles becomes a wildcard */
                    h.counts[k]--;
                    h.wildcards = 1;
                    break;
                }
            break;
        }
        unsigned shapes = shape_sets[i % 3];
        /* wildcard hands go through the slow reference (every assignment): fewer of them */
        if (h.wildcards && i % 16) continue;
        if (!check_hand(&h, shapes)) fail();
        checked++;
    }
    print_message("random hands checked: %ld\n", checked);
}

/* sp_shanten_each_draw against sp_shanten of each hand with the tile added, on hands one short
 * (random, near-ready, with wildcards), every shape set, a random mask of kinds; kinds outside
 * the mask or held four times are left as they were. */
static void test_each_draw(void **state)
{
    (void)state;
    sp_rng rng;
    sp_rng_seed(&rng, 7);
    long n = random_count() / 5, checked = 0;
    const unsigned shapes_each[] = {SP_SHAPE_REGULAR, SP_SHAPES_STANDARD, SP_SHAPES_STANDARD | SP_SHAPE_PAIRS_KONG,
                                    SP_SHAPE_SEVEN_PAIRS, SP_SHAPE_ORPHANS | SP_SHAPE_REGULAR};
    for (long i = 0; i < n; i++) {
        sp_hand h;
        int melds = i % 3 == 0 ? 0 : (int)sp_rng_below(&rng, 5);
        switch (i % 4) {
        case 0: deal(&rng, &h, 13 - 3 * melds, melds, 0); break;
        case 1: deal_near(&rng, &h, melds, 1, false); break;
        case 2: deal_near(&rng, &h, melds, 3, false); break;
        default: {
            int size = 13 - 3 * melds, wild = (int)sp_rng_below(&rng, 3);
            deal(&rng, &h, size, melds, wild < size ? wild : size);
            break;
        }
        }
        assert_true(sp_hand_is_valid(&h) && sp_hand_size(&h) == sp_hand_full_size(&h) - 1);
        unsigned shapes = shapes_each[i % 5];
        uint64_t mask = i % 2 ? ((uint64_t)1 << SP_KINDS) - 1 : sp_rng_next(&rng);
        int8_t out[SP_KINDS];
        memset(out, 111, sizeof out);
        sp_shanten_each_draw(&h, shapes, mask, out);
        for (int k = 0; k < SP_KINDS; k++) {
            int want = 111;
            if ((mask >> k & 1) && h.counts[k] < 4) {
                sp_hand g = h;
                g.counts[k]++;
                want = sp_shanten(&g, shapes);
                checked++;
            }
            if (out[k] != want) fail_msg("%s shapes %u + kind %d: %d, want %d", describe(&h), shapes, k, out[k], want);
        }
    }
    assert_true(checked > n * 5);
    print_message("draws checked: %ld\n", checked);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_suit_exhaustive),
        cmocka_unit_test(test_random_hands),
        cmocka_unit_test(test_each_draw),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
