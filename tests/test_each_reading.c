/* test_each_reading.c: sp_each_reading, the scorers' wildcard-free search (hk_classic, hk_xigu,
 * mingjiang, guizhou), must find exactly as many regular readings (four sets and a pair) as
 * sp_readings, on hand-picked and random hands, and stop when asked. (test_rules_mingjiang.c
 * compares the readings themselves, seven pairs and orphans included.) */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core/hand.h"
#include "core/notation.h"

static int reference_count(const uint8_t *counts, int melds)
{
    sp_hand h;
    memcpy(h.counts, counts, SP_KINDS);
    h.melds = (uint8_t)melds;
    h.wildcards = 0;
    sp_reading out[1];
    return sp_readings(&h, SP_SHAPE_REGULAR, out, 0);
}

static bool count_reading(void *ctx, const sp_reading *rd)
{
    (void)rd;
    ++*(int *)ctx;
    return false;
}

/* The regular readings sp_each_reading finds (it must call back once for each it counts). */
static int each_count(const uint8_t *counts, int melds)
{
    sp_hand h;
    memcpy(h.counts, counts, SP_KINDS);
    h.melds = (uint8_t)melds;
    h.wildcards = 0;
    int seen = 0, n = sp_each_reading(&h, SP_SHAPE_REGULAR, count_reading, &seen);
    assert_int_equal(n, seen);
    return n;
}

static int count_of(const char *tiles, int melds)
{
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    assert_int_equal(sp_parse_tiles(tiles, c, 0, &e), 0);
    int n = each_count(c, melds);
    assert_int_equal(n, reference_count(c, melds));
    return n;
}

static void test_hand_picked(void **state)
{
    (void)state;
    assert_int_equal(count_of("123m456p789s11122z", 0), 1);
    assert_int_equal(count_of("111222333m456p11s", 0), 2);    /* three pungs or three chows */
    assert_int_equal(count_of("11122345678999m", 0), 1);      /* nine gates, impure, on 5 */
    assert_int_equal(count_of("11123455678999m", 0) >= 1, 1);
    assert_int_equal(count_of("22334455667788p", 0) >= 2, 1); /* several pairs possible */
    assert_int_equal(count_of("19m19p19s12345667z", 0), 0);   /* orphans: not a regular reading */
    assert_int_equal(count_of("123m456p789s1123z", 0), 0);
    assert_int_equal(count_of("77s", 4), 1);
    assert_int_equal(count_of("23488s", 3), 1);
    assert_int_equal(count_of("11112345678999m", 0), count_of("11112345678999m", 0));
}

static bool stop_at_run(void *ctx, const sp_reading *rd)
{
    ++*(int *)ctx;
    for (int i = 0; i < rd->ngroups; i++)
        if (rd->groups[i].type == SP_GROUP_RUN) return true;
    return false;
}

/* Returning true stops the search: no reading is met after it. */
static void test_stop(void **state)
{
    (void)state;
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    assert_int_equal(sp_parse_tiles("111222333m456p11s", c, 0, &e), 0);
    sp_hand h;
    memcpy(h.counts, c, SP_KINDS);
    h.melds = 0;
    h.wildcards = 0;
    int seen = 0;
    /* two readings (three pungs or three runs of 1-3m), both with the run 456p: the first stops */
    int n = sp_each_reading(&h, SP_SHAPE_REGULAR, stop_at_run, &seen);
    assert_int_equal(n, seen);
    assert_int_equal(n, 1);
    seen = 0;
    assert_int_equal(sp_each_reading(&h, SP_SHAPE_REGULAR, count_reading, &seen), 2);
    /* seven pairs come after the regular readings: stopping in those skips it */
    memset(c, 0, sizeof c);
    assert_int_equal(sp_parse_tiles("112233m445566p77s", c, 0, &e), 0);
    memcpy(h.counts, c, SP_KINDS);
    seen = 0;
    assert_int_equal(sp_each_reading(&h, SP_SHAPES_STANDARD, stop_at_run, &seen), 1);
    seen = 0;
    assert_int_equal(sp_each_reading(&h, SP_SHAPES_STANDARD, count_reading, &seen), 2);
}

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)rng;
}

static void test_random(void **state)
{
    (void)state;
    int complete = 0;
    for (int trial = 0; trial < 200000; trial++) {
        uint8_t c[SP_KINDS] = {0};
        int melds = (int)(next() % 5), size = 14 - 3 * melds, n = 0;
        if (next() & 1) {
            /* built from groups: usually complete */
            int sets = 4 - melds, ok = 1;
            for (int g = 0; g < sets && ok; g++) {
                if (next() % 3 == 0) {
                    int k = (int)(next() % 34);
                    if (c[k] > 1) ok = 0;
                    else c[k] += 3;
                } else {
                    int k = (int)(next() % 3) * 9 + (int)(next() % 7);
                    if (c[k] > 3 || c[k + 1] > 3 || c[k + 2] > 3) ok = 0;
                    else c[k]++, c[k + 1]++, c[k + 2]++;
                }
            }
            int p = (int)(next() % 34);
            if (!ok || c[p] > 2) continue;
            c[p] += 2;
        } else {
            /* random tiles of one or two suits: many near-misses */
            int suits = 1 + (int)(next() % 2);
            while (n < size) {
                int k = (int)(next() % (9 * suits));
                if (c[k] < 4) c[k]++, n++;
            }
        }
        int got = each_count(c, melds), want = reference_count(c, melds);
        if (got != want) {
            char buf[64];
            sp_format_tiles(c, SP_KINDS, buf, sizeof buf);
            fail_msg("%s with %d melds: %d readings, sp_readings finds %d", buf, melds, got, want);
        }
        complete += got > 0;
    }
    assert_true(complete > 50000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hand_picked),
        cmocka_unit_test(test_random),
        cmocka_unit_test(test_stop),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
