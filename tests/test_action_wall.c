/* test_action_wall.c: the text form of actions (round trips, every error) and the wall. */
#include <stdlib.h>
#include <string.h>

#include "core/action.h"
#include "core/game.h"
#include "core/tile.h"
#include "core/wall.h"
#include "rules_fixture.h"
#include "test_util.h"

static void round_trip(const char *in, const char *canonical)
{
    sp_action a;
    sp_error e;
    if (sp_action_parse(in, &a, &e)) fail_msg("'%s': %s", in, e.message);
    char buf[64];
    sp_action_format(&a, buf, sizeof buf);
    assert_string_equal(buf, canonical);
    sp_action b;
    assert_int_equal(sp_action_parse(buf, &b, &e), 0);
    assert_memory_equal(&a, &b, sizeof a);
}

static void test_action_round_trips(void **state)
{
    (void)state;
    round_trip("D 5m", "D 5m");
    round_trip("  D   7z ", "D 7z");
    round_trip("CHI 4m 3m5m", "CHI 4m 3m5m");
    round_trip("CHI 4m 53m", "CHI 4m 3m5m");
    round_trip("CHI 1p 23p", "CHI 1p 2p3p");
    round_trip("CHI 9s 78s", "CHI 9s 7s8s");
    round_trip("PON 5z", "PON 5z");
    round_trip("KAN 1s", "KAN 1s");
    round_trip("HU", "HU");
    round_trip("PASS", "PASS");
    round_trip("DINGQUE p", "DINGQUE p");
    round_trip("BAOTING", "BAOTING");
    round_trip("FLOWER 8f", "FLOWER 8f");
    round_trip("SPECIAL 7z", "SPECIAL 7z");
}

static void expect_error(const char *in, const char *message, int column)
{
    sp_action a;
    sp_error e;
    assert_int_equal(sp_action_parse(in, &a, &e), -1);
    assert_string_equal(e.message, message);
    assert_int_equal(e.column, column);
}

static void test_action_errors(void **state)
{
    (void)state;
    expect_error("", "empty action", 1);
    expect_error("DISCARD 5m", "unknown action 'DISCARD' at column 1 (D, CHI, PON, KAN, HU, PASS, DINGQUE, BAOTING, FLOWER, SPECIAL)", 1);
    expect_error("D", "a tile is missing at column 2", 2);
    expect_error("D 5x", "unknown suit 'x' at column 4", 4);
    expect_error("D 55m", "'55m' at column 3 is not one tile", 3);
    expect_error("D 3f", "a flower cannot be played this way (column 3)", 3);
    expect_error("FLOWER 3m", "FLOWER needs a flower (1f-8f) at column 8", 8);
    expect_error("CHI 4m", "CHI needs the two tiles from the hand, e.g. CHI 4m 3m5m", 7);
    expect_error("CHI 4m 3m6m", "CHI 4m 3m6m is not a run", 8);
    expect_error("CHI 1z 2z3z", "CHI 1z 2z3z is not a run", 8);
    expect_error("CHI 9m 1p2p", "CHI 9m 1p2p is not a run", 8);
    expect_error("CHI 4m 3m", "CHI needs exactly two tiles from the hand at column 8", 8);
    expect_error("DINGQUE z", "DINGQUE needs a suit m, p or s at column 9", 9);
    expect_error("HU now", "unexpected 'now' at column 4", 4);
    expect_error("PON 5m 5m", "unexpected '5m' at column 8", 8);
}

static void test_wall(void **state)
{
    (void)state;
    static const struct {
        const char *id;
        int size;
    } sets[] = {{"hk-classic", 144}, {"mingjiang", 136}, {"guizhou-xingyi", 108}, {"wuhan-hongzhong", 136}};
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        sp_ruleset *rs = load_shipped_rules(sets[i].id);
        assert_non_null(rs);
        uint8_t a[SP_MAX_WALL], b[SP_MAX_WALL], c[SP_MAX_WALL];
        int n = sp_wall_shuffle(rs, sp_tile_set_of(rs, NULL), 42, a);
        assert_int_equal(n, sets[i].size);
        /* every tile exactly once */
        int seen[256] = {0};
        for (int t = 0; t < n; t++) seen[a[t]]++;
        uint8_t natural[SP_MAX_WALL];
        assert_int_equal(sp_wall_tiles(rs, sp_tile_set_of(rs, NULL), natural), n);
        for (int t = 0; t < n; t++) assert_int_equal(seen[natural[t]], 1);
        /* same seed, same wall; another seed, another wall */
        assert_int_equal(sp_wall_shuffle(rs, sp_tile_set_of(rs, NULL), 42, b), n);
        assert_memory_equal(a, b, (size_t)n);
        sp_wall_shuffle(rs, sp_tile_set_of(rs, NULL), 43, c);
        assert_true(memcmp(a, c, (size_t)n) != 0);
        free(rs);
    }
}

/* The deal of 明將 and Hong Kong is 4-4-4-1 (rules/mingjiang.md §2.2, rules/hk-common.md §4.2):
 * from a wall in the set's order (four copies of 1m, of 2m, ...) the dealer gets wall[0..3], [16..19],
 * [32..35] and [48] (1m 5m 9m 4p), South [4..7], [20..23], [36..39], [49], ...; the dealer's
 * fourteenth is wall[52]. Wuhan and Guizhou deal thirteen in a row. */
static void test_deal_order(void **state)
{
    (void)state;
    static const struct {
        const char *id;
        const char *dealer, *south; /* the dealer's 14 tiles, South's 13 */
    } cases[] = {
        {"mingjiang", "111155559999m45p", "22226666m11114p"},
        {"hk-classic", "111155559999m45p", "22226666m11114p"},
        {"hk-xigu", "111155559999m45p", "22226666m11114p"},
        {"wuhan-hongzhong", "1111222233334m5p", "4445555666677m"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sp_ruleset *rs = load_shipped_rules(cases[i].id);
        assert_non_null(rs);
        int32_t options[SP_MAX_OPTIONS];
        for (int o = 0; o < SP_MAX_OPTIONS; o++) options[o] = o < rs->noptions ? rs->options[o].def : 0;
        int fo = sp_ruleset_option(rs, "use_flowers");
        if (fo >= 0) options[fo] = 0; /* (flowers would be replaced before the counts are read) */
        uint8_t wall[SP_MAX_WALL];
        int n = sp_wall_tiles(rs, sp_tile_set_of(rs, options), wall);
        sp_game *g = malloc(sizeof *g);
        char err[256];
        if (sp_game_init_wall(g, rs, options, 4, 1, wall, n, err, sizeof err)) fail_msg("%s: %s", cases[i].id, err);
        const char *want[2] = {cases[i].dealer, cases[i].south};
        for (int seat = 0; seat < 2; seat++) {
            uint8_t counts[SP_KINDS_ALL] = {0};
            sp_error e;
            assert_int_equal(sp_parse_tiles(want[seat], counts, 0, &e), 0);
            const sp_game_seat *s = &g->seat[(g->dealer + seat) % 4];
            if (memcmp(counts, s->counts, SP_KINDS)) fail_msg("%s: seat %d was not dealt %s", cases[i].id, seat, want[seat]);
        }
        free(g);
        free(rs);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_action_round_trips),
        cmocka_unit_test(test_action_errors),
        cmocka_unit_test(test_wall),
        cmocka_unit_test(test_deal_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
