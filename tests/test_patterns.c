/* test_patterns.c: the shared pattern definitions (core/patterns.h) on hands written out,
 * and that the colour patterns split every set of held kinds as the rules say. */
#include "core/patterns.h"
#include "core/rng.h"
#include "test_util.h"

/* the counts and held kinds of a hand in notation */
static uint64_t held_of(const char *tiles, uint8_t counts[SP_KINDS])
{
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    assert_int_equal(sp_parse_tiles(tiles, c, 0, &e), 0);
    uint64_t held = 0;
    for (int k = 0; k < SP_KINDS; k++) {
        counts[k] = c[k];
        if (c[k]) held |= 1ull << k;
    }
    return held;
}

static void test_written_hands(void **state)
{
    (void)state;
    uint8_t c[SP_KINDS];
    uint64_t h = held_of("11123455678999m", c);
    assert_true(sp_pattern_full_flush(h));
    assert_false(sp_pattern_half_flush(h));
    assert_true(sp_pattern_nine_gates(c, h, 0));
    assert_false(sp_pattern_nine_gates(c, h, 1)); /* a meld: never nine gates */
    h = held_of("11123456789999p", c);
    assert_true(sp_pattern_nine_gates(c, h, 0));
    h = held_of("11123456788899s", c); /* two nines, not three */
    assert_false(sp_pattern_nine_gates(c, h, 0));
    h = held_of("123m456m789m11z222z", c);
    assert_true(sp_pattern_half_flush(h));
    assert_false(sp_pattern_full_flush(h));
    h = held_of("111m999p111s11z222z", c);
    assert_true(sp_pattern_terminals_honours(h));
    assert_false(sp_pattern_all_terminals(h));
    h = held_of("111m999p111s99s", c); /* terminals alone are not mixed with honours */
    assert_true(sp_pattern_all_terminals(h));
    assert_false(sp_pattern_terminals_honours(h));
    h = held_of("111z222z333z555z77z", c);
    assert_true(sp_pattern_all_honours(h));
    assert_false(sp_pattern_terminals_honours(h));
    assert_false(sp_pattern_full_flush(h));
    h = held_of("234m456p678s33m55s", c);
    assert_true(sp_pattern_all_simples(h));
    h = held_of("234m456p678s33m99s", c);
    assert_false(sp_pattern_all_simples(h));
}

/* On random sets of kinds: at most one of the colour patterns that exclude each other holds, and
 * each agrees with its definition counted kind by kind. */
static void test_random_held(void **state)
{
    (void)state;
    sp_rng r;
    sp_rng_seed(&r, 12345);
    for (int i = 0; i < 200000; i++) {
        uint64_t held = 0;
        int n = 1 + (int)sp_rng_below(&r, 8);
        for (int j = 0; j < n; j++) held |= 1ull << sp_rng_below(&r, SP_KINDS);
        int suits = 0, honours = 0, terminals = 0, simples = 0;
        unsigned seen = 0;
        for (int k = 0; k < SP_KINDS; k++) {
            if (!(held >> k & 1)) continue;
            if (k >= SP_KIND_Z) {
                honours++;
            } else {
                seen |= 1u << (k / 9);
                if (k % 9 == 0 || k % 9 == 8) terminals++;
                else simples++;
            }
        }
        suits = (seen & 1) + (seen >> 1 & 1) + (seen >> 2 & 1);
        assert_int_equal(sp_held_suit_count(held), suits);
        assert_int_equal(sp_pattern_full_flush(held), suits == 1 && !honours);
        assert_int_equal(sp_pattern_half_flush(held), suits == 1 && honours);
        assert_int_equal(sp_pattern_all_honours(held), suits == 0);
        assert_int_equal(sp_pattern_all_terminals(held), !honours && !simples);
        assert_int_equal(sp_pattern_terminals_honours(held), !simples && terminals && honours);
        assert_int_equal(sp_pattern_all_simples(held), !honours && !terminals);
        assert_true(sp_pattern_full_flush(held) + sp_pattern_half_flush(held) + sp_pattern_all_honours(held) <= 1);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_written_hands),
        cmocka_unit_test(test_random_held),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
