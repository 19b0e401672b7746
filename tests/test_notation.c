/* test_notation.c: parsing and printing of tiles and melds, and every error message. */
#include <stdio.h>

#include "test_util.h"

static void round_trip(const char *in, const char *canonical)
{
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    assert_int_equal(sp_parse_tiles(in, c, 0, &e), 0);
    char buf[128];
    sp_format_tiles(c, SP_KINDS_ALL, buf, sizeof buf);
    assert_string_equal(buf, canonical);
}

static void test_tiles_round_trip(void **state)
{
    (void)state;
    round_trip("123m456p789s1122z", "123m456p789s1122z");
    round_trip("321m", "123m");
    round_trip("1m 2m 3m", "123m");
    round_trip("11z7z", "117z");
    round_trip("15f", "15f");
    round_trip("9s1m", "1m9s");
    round_trip("", "");
    round_trip("12345678f", "12345678f");
}

static void expect_tiles_error(const char *in, const char *message, int column)
{
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    assert_int_equal(sp_parse_tiles(in, c, 0, &e), -1);
    assert_string_equal(e.message, message);
    assert_int_equal(e.column, column);
}

static void test_tiles_errors(void **state)
{
    (void)state;
    expect_tiles_error("123m45x6", "unknown suit 'x' at column 7", 7);
    expect_tiles_error("123m456p7", "digits at column 9 have no suit letter (m, p, s, z or f)", 9);
    expect_tiles_error("123m8z", "no tile 8z at column 5: honours run 1-7", 5);
    expect_tiles_error("0m", "no tile 0m at column 1: characters run 1-9", 1);
    expect_tiles_error("9f", "no tile 9f at column 1: flowers run 1-8", 1);
    expect_tiles_error("m", "suit letter 'm' at column 1 has no digits before it", 1);
    expect_tiles_error("12m!", "unexpected character '!' at column 4", 4);
    expect_tiles_error("123456789012345m", "too many digits before a suit letter at column 15", 15);
    expect_tiles_error("1\x01m", "unexpected character '\\x01' at column 2", 2);
}

static void expect_meld(const char *in, int type, const char *kind, int from)
{
    sp_meld m;
    sp_error e;
    assert_int_equal(sp_parse_meld(in, &m, 0, &e), 0);
    assert_int_equal(m.type, type);
    uint8_t c[SP_KINDS_ALL] = {0};
    assert_int_equal(sp_parse_tiles(kind, c, 0, &e), 0);
    assert_int_equal(c[m.kind], 1);
    assert_int_equal(m.from, from);
    char buf[32];
    sp_format_meld(&m, buf, sizeof buf);
    assert_string_equal(buf, in);
}

static void test_melds(void **state)
{
    (void)state;
    expect_meld("chi:123m", SP_MELD_CHI, "1m", -1);
    expect_meld("pon:555z@W", SP_MELD_PON, "5z", 2);
    expect_meld("minkan:1111p@S", SP_MELD_MINKAN, "1p", 1);
    expect_meld("kakan:3333p", SP_MELD_KAKAN, "3p", -1);
    expect_meld("ankan:2222s", SP_MELD_ANKAN, "2s", -1);
    sp_meld m;
    sp_error e;
    assert_int_equal(sp_parse_meld("chi:312m@N", &m, 0, &e), 0);
    assert_int_equal(m.kind, 0);
}

static void expect_meld_error(const char *in, const char *message)
{
    sp_meld m;
    sp_error e;
    assert_int_equal(sp_parse_meld(in, &m, 0, &e), -1);
    assert_string_equal(e.message, message);
}

static void test_meld_errors(void **state)
{
    (void)state;
    expect_meld_error("chi:135m", "chi:135m is not a run");
    expect_meld_error("chi:123z", "chi:123z is not a run");
    expect_meld_error("chi:12m3p", "chi:12m3p is not a run");
    expect_meld_error("chi:899m", "chi:899m is not a run");
    expect_meld_error("pon:556z", "pon:556z is not three of a kind");
    expect_meld_error("minkan:111p", "minkan:111p has 3 tiles, a minkan has 4");
    expect_meld_error("minkan:1112p", "minkan:1112p is not four of a kind");
    expect_meld_error("pung:555z", "unknown meld type 'pung' at column 1 (expected chi, pon, minkan, kakan or ankan)");
    expect_meld_error("pon555z", "meld 'pon555z' at column 1 needs a type and a colon, e.g. pon:555z");
    expect_meld_error("pon:555z@X", "unknown source seat 'X' at column 10 (expected E, S, W or N)");
    expect_meld_error("ankan:2222s@E", "a concealed kong (ankan) has no source seat (column 13)");
    expect_meld_error("pon:111f", "pon:111f: flowers cannot be melded");
    expect_meld_error("pon:5x5z", "unknown suit 'x' at column 6");
}

static void test_copies(void **state)
{
    (void)state;
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    assert_int_equal(sp_parse_tiles("33333m", c, 0, &e), 0);
    assert_int_equal(sp_check_copies(c, NULL, 0, &e), -1);
    assert_string_equal(e.message, "five copies of 3m (at most 4)");
    memset(c, 0, sizeof c);
    assert_int_equal(sp_parse_tiles("55z11f", c, 0, &e), 0);
    sp_meld m;
    assert_int_equal(sp_parse_meld("pon:555z", &m, 0, &e), 0);
    assert_int_equal(sp_check_copies(c, &m, 1, &e), -1);
    assert_string_equal(e.message, "five copies of 5z (at most 4)");
    c[SP_KIND_Z + 4] = 1;
    assert_int_equal(sp_check_copies(c, &m, 1, &e), -1);
    assert_string_equal(e.message, "two copies of 1f (at most 1)");
    c[SP_KIND_F] = 1;
    assert_int_equal(sp_check_copies(c, &m, 1, &e), 0);
}

static void test_kind_helpers(void **state)
{
    (void)state;
    assert_int_equal(sp_kind_next(8), 0);   /* 9m -> 1m */
    assert_int_equal(sp_kind_next(30), 27); /* N -> E */
    assert_int_equal(sp_kind_next(33), 31); /* red -> white */
    assert_int_equal(sp_kind_prev(27), 30);
    assert_int_equal(sp_kind_prev(9), 17);
    char n[3];
    sp_kind_name(33, n);
    assert_string_equal(n, "7z");
    sp_kind_name(41, n);
    assert_string_equal(n, "8f");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tiles_round_trip), cmocka_unit_test(test_tiles_errors), cmocka_unit_test(test_melds),
        cmocka_unit_test(test_meld_errors),      cmocka_unit_test(test_copies),       cmocka_unit_test(test_kind_helpers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
