/* test_hand.c: hand analysis on hand-picked positions: shapes, melds, wildcards. */
#include "test_util.h"

static const char *const no_melds[] = {NULL};

static void test_regular_win(void **state)
{
    (void)state;
    sp_hand h = hand_of("123m456p789s11122z", 0, no_melds);
    assert_true(sp_is_win(&h, SP_SHAPES_STANDARD));
    assert_int_equal(sp_shanten(&h, SP_SHAPES_STANDARD), -1);
    h = hand_of("123m456p789s11123z", 0, no_melds);
    assert_false(sp_is_win(&h, SP_SHAPES_STANDARD));
    assert_int_equal(sp_shanten_regular(&h), 0);
}

static void test_seven_pairs(void **state)
{
    (void)state;
    sp_hand h = hand_of("1133m5577p2299s11z", 0, no_melds);
    assert_true(sp_is_win(&h, SP_SHAPES_STANDARD));
    assert_false(sp_is_win(&h, SP_SHAPE_REGULAR));
    assert_int_equal(sp_shanten_seven_pairs(&h, false), -1);
    /* four of a kind is two pairs only when the ruleset says so */
    h = hand_of("1111m5577p2299s11z", 0, no_melds);
    assert_false(sp_is_win(&h, SP_SHAPES_STANDARD));
    assert_true(sp_is_win(&h, SP_SHAPES_STANDARD | SP_SHAPE_PAIRS_KONG));
    assert_int_equal(sp_shanten_seven_pairs(&h, false), 1); /* two 1m must go for a new pair */
    /* six pairs and a single: wait on the single */
    h = hand_of("1133m5577p2299s1z", 0, no_melds);
    assert_int_equal(sp_waits(&h, SP_SHAPE_SEVEN_PAIRS), kinds_of("1z"));
    /* six pairs and a third copy: no seven-pairs wait without the kong rule */
    h = hand_of("111m5577p2299s11z", 0, no_melds);
    assert_int_equal(sp_waits(&h, SP_SHAPE_SEVEN_PAIRS), 0);
    assert_int_equal(sp_waits(&h, SP_SHAPE_SEVEN_PAIRS | SP_SHAPE_PAIRS_KONG), kinds_of("1m"));
}

static void test_orphans(void **state)
{
    (void)state;
    sp_hand h = hand_of("19m19p19s12345677z", 0, no_melds);
    assert_true(sp_is_win(&h, SP_SHAPES_STANDARD));
    assert_false(sp_is_win(&h, SP_SHAPE_REGULAR | SP_SHAPE_SEVEN_PAIRS));
    h = hand_of("19m19p19s1234567z", 0, no_melds);
    assert_int_equal(sp_shanten_orphans(&h), 0);
    assert_int_equal(sp_waits(&h, SP_SHAPES_STANDARD), kinds_of("19m19p19s1234567z"));
    h = hand_of("19m19p19s1234566z", 0, no_melds);
    assert_int_equal(sp_waits(&h, SP_SHAPES_STANDARD), kinds_of("7z"));
}

static void test_melds_count(void **state)
{
    (void)state;
    static const char *const two[] = {"pon:555z", "chi:123m", NULL};
    sp_hand h = hand_of("456p789s11z", 0, two);
    assert_int_equal(h.melds, 2);
    assert_true(sp_is_win(&h, SP_SHAPES_STANDARD));
    h = hand_of("456p789s1z", 0, two);
    assert_int_equal(sp_waits(&h, SP_SHAPES_STANDARD), kinds_of("1z"));
    /* seven pairs and thirteen orphans need a concealed hand */
    assert_int_equal(sp_shanten_seven_pairs(&h, false), SP_SHANTEN_NONE);
    assert_int_equal(sp_shanten_orphans(&h), SP_SHANTEN_NONE);
    static const char *const four[] = {"pon:555z", "chi:123m", "ankan:1111s", "kakan:9999p", NULL};
    h = hand_of("7z", 0, four);
    assert_int_equal(sp_waits(&h, SP_SHAPES_STANDARD), kinds_of("7z"));
    h = hand_of("77z", 0, four);
    assert_true(sp_is_win(&h, SP_SHAPES_STANDARD));
}

static void test_waits_nine_gates(void **state)
{
    (void)state;
    sp_hand h = hand_of("1112345678999m", 0, no_melds);
    assert_int_equal(sp_waits(&h, SP_SHAPES_STANDARD), kinds_of("123456789m"));
    /* the only wait would be a fifth 1m: no wait, and the hand is not ready */
    h = hand_of("1111m234p567s888s", 0, no_melds);
    assert_int_equal(sp_waits(&h, SP_SHAPES_STANDARD), 0);
    assert_int_equal(sp_shanten_regular(&h), 1);
}

static void test_wildcards(void **state)
{
    (void)state;
    /* a wildcard completes the pair */
    sp_hand h = hand_of("123m456p789s1112z", 1, no_melds);
    assert_true(sp_is_win(&h, SP_SHAPE_REGULAR));
    /* a wildcard completes a set */
    h = hand_of("13m456p789s11122z", 1, no_melds);
    assert_true(sp_is_win(&h, SP_SHAPE_REGULAR));
    /* two wildcards complete a set from one tile */
    h = hand_of("1m456p789s11122z", 2, no_melds);
    assert_true(sp_is_win(&h, SP_SHAPE_REGULAR));
    /* wildcards complete seven pairs */
    h = hand_of("1133m5577p2299s1z", 1, no_melds);
    assert_true(sp_is_win(&h, SP_SHAPE_SEVEN_PAIRS));
    /* fourteen wildcards are a complete hand */
    h = hand_of("", 14, no_melds);
    assert_true(sp_is_win(&h, SP_SHAPE_REGULAR));
    /* a ready hand with a wildcard waits on several kinds */
    h = hand_of("123m456p789s112z", 1, no_melds);
    assert_int_equal(sp_shanten(&h, SP_SHAPE_REGULAR), 0);
    uint64_t w = sp_waits(&h, SP_SHAPE_REGULAR);
    assert_true(w & kinds_of("1z2z"));
}

static void test_readings(void **state)
{
    (void)state;
    sp_reading r[16];
    sp_hand h = hand_of("111222333m456p11z", 0, no_melds);
    /* 111 222 333 or 123 123 123 */
    assert_int_equal(sp_readings(&h, SP_SHAPES_STANDARD, r, 16), 2);
    h = hand_of("1122m3344p5566s77z", 0, no_melds);
    assert_int_equal(sp_readings(&h, SP_SHAPES_STANDARD, r, 16), 1);
    assert_int_equal(r[0].form, SP_FORM_SEVEN_PAIRS);
    /* 223344m 556677p 88s: regular (two double runs) and seven pairs */
    h = hand_of("223344m556677p88s", 0, no_melds);
    assert_int_equal(sp_readings(&h, SP_SHAPES_STANDARD, r, 16), 2);
    assert_int_equal(r[0].form, SP_FORM_REGULAR);
    assert_int_equal(r[1].form, SP_FORM_SEVEN_PAIRS);
    /* with a wildcard, the reading marks the wildcard's position */
    h = hand_of("13m456p789s11122z", 1, no_melds);
    int n = sp_readings(&h, SP_SHAPE_REGULAR, r, 16);
    assert_int_equal(n, 1);
    assert_int_equal(r[0].groups[0].type, SP_GROUP_RUN);
    assert_int_equal(r[0].groups[0].wild, 2);
    /* not complete: no readings */
    h = hand_of("123m456p789s11123z", 0, no_melds);
    assert_int_equal(sp_readings(&h, SP_SHAPES_STANDARD, r, 16), 0);
    /* thirteen orphans with a wildcard: one reading per kind the pair can be */
    h = hand_of("19m19p19s1234567z", 1, no_melds);
    assert_int_equal(sp_readings(&h, SP_SHAPE_ORPHANS, r, 16), 13);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_regular_win),  cmocka_unit_test(test_seven_pairs),      cmocka_unit_test(test_orphans),
        cmocka_unit_test(test_melds_count),  cmocka_unit_test(test_waits_nine_gates), cmocka_unit_test(test_wildcards),
        cmocka_unit_test(test_readings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
