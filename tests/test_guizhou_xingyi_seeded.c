/* test_guizhou_xingyi_seeded.c: properties of guizhou-xingyi over random and seeded games, which
 * a scripted scenario cannot state: whole random matches (2, 3 and 4 players, every option, the
 * match length) and 二房牌 over seeds (no character ever dealt, drawn or held; a 108-tile wall
 * refused).
 *
 * Every scripted table-flow scenario of guizhou-xingyi (the spec's walls, the player count, the
 * last discard never ponged) is text: tests/scenarios/guizhou-xingyi.scn. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/random_bot.h"
#include "core/game.h"
#include "game_fixture.h"
#include "game_test_util.h"
#include "rules_fixture.h"

RULES_FIXTURE_GROUP("guizhou-xingyi")

/* ---- match length; whole random matches with options ---- */

static void play_random(const int32_t *opts, int players, int hands_wanted, bool eager, int *matches_out)
{
    sp_game *g = malloc(sizeof *g);
    char err[200];
    assert_int_equal(sp_game_init(g, rules, opts, players, 4242, err, sizeof err), 0);
    sp_rng rng;
    sp_rng_seed(&rng, 5);
    int hands = 0, matches = 0;
    while (hands < hands_wanted) {
        game_check_ok(g);
        if (g->phase == SP_PHASE_MATCH_OVER || g->phase == SP_PHASE_HAND_OVER) {
            int32_t sum = 0;
            for (int p = 0; p < g->players; p++) sum += g->outcome.delta[p];
            assert_int_equal(sum, 0);
            for (int i = 0; i < g->outcome.nwins; i++) {
                sp_score_result r;
                if (sp_game_win_result(g, i, &r, err, sizeof err)) fail_msg("win %d: %s", i, err);
                assert_true(r.valid);
            }
            hands++;
            if (g->phase == SP_PHASE_MATCH_OVER) {
                matches++;
                assert_int_equal(sp_game_init(g, rules, opts, players, 4242 + (uint64_t)matches, err, sizeof err), 0);
            } else
                sp_game_next_hand(g);
            continue;
        }
        unsigned pending = sp_game_pending(g);
        assert_true(pending != 0);
        int seat = __builtin_ctz(pending);
        sp_action_list l;
        assert_true(sp_game_legal(g, seat, &l) > 0);
        sp_action a = sp_random_bot_choose(&l, &rng);
        /* eager callers: more kongs (hot discards, robbing, beans), pons and declarations */
        for (int i = 0; i < l.n && eager && a.type != SP_ACT_HU; i++)
            if ((l.a[i].type == SP_ACT_KAN || l.a[i].type == SP_ACT_PON || l.a[i].type == SP_ACT_BAOTING) && sp_rng_below(&rng, 4))
                a = l.a[i];
        if (sp_game_apply(g, seat, &a, err, sizeof err)) fail_msg("legal action refused: %s", err);
    }
    if (matches_out) *matches_out = matches;
    free(g);
}

static void test_match_length(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_set(rules, o, "jushu", 3);
    sp_game *g = malloc(sizeof *g);
    char err[200];
    assert_int_equal(sp_game_init(g, rules, o, 4, 99, err, sizeof err), 0);
    sp_rng rng;
    sp_rng_seed(&rng, 1);
    int hands = 0;
    while (g->phase != SP_PHASE_MATCH_OVER) {
        if (g->phase == SP_PHASE_HAND_OVER) {
            hands++;
            sp_game_next_hand(g);
            continue;
        }
        game_random_step(g, &rng);
    }
    assert_int_equal(hands + 1, 3);
    assert_int_equal(g->hand_number, 3);
    int32_t sum = 0;
    for (int p = 0; p < 4; p++) {
        assert_int_equal(g->outcome.settlement[p], g->seat[p].score);
        sum += g->seat[p].score;
    }
    assert_int_equal(sum, 0);
    free(g);
}

static void test_random_with_options(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    for (int players = 2; players <= 4; players++) {
        game_options_default(rules, o);
        play_random(o, players, 300, false, NULL);
        play_random(o, players, 300, true, NULL);
        game_option_choice(rules, o, "fapai", "queyimen");
        game_option_set(rules, o, "yitongji", 1);
        game_option_set(rules, o, "yiwanji", 1);
        game_option_set(rules, o, "wuguji", 1);
        game_option_set(rules, o, "yaobaiji", 1);
        game_option_set(rules, o, "benji", 1);
        game_option_set(rules, o, "mantangji", 1);
        game_option_set(rules, o, "baogang", 1);
        game_option_set(rules, o, "chajiaoquanbao", 1);
        game_option_set(rules, o, "fapenggangji", 1);
        play_random(o, players, 300, false, NULL);
        play_random(o, players, 300, true, NULL);
        game_option_set(rules, o, "yipaoduoxiang", 0);
        game_option_set(rules, o, "hunwuqingshi", 1);
        play_random(o, players, 300, false, NULL);
        play_random(o, players, 300, true, NULL);
        game_option_choice(rules, o, "fapai", "erfangpai"); /* 72 tiles: the scorer must accept every hand */
        game_option_set(rules, o, "paixingfenerbei", 1);
        game_option_set(rules, o, "zhuangjiahupaifanbei", 0);
        play_random(o, players, 300, false, NULL);
        play_random(o, players, 300, true, NULL);
    }
}

/* 二房牌 (fapai = erfangpai, rules/guizhou-xingyi.md §2.1): 72 tiles, dots and bamboo only, with 2, 3
 * and 4 players; no character is ever dealt, drawn or held, and whole hands play out (every win
 * valid, every hand zero-sum: play_random). */
static void test_erfangpai(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_choice(rules, o, "fapai", "erfangpai");
    for (int players = 2; players <= 4; players++)
        for (uint64_t seed = 1; seed <= 10; seed++) {
            sp_game *g = malloc(sizeof *g);
            char err[200];
            assert_int_equal(sp_game_init(g, rules, o, players, seed, err, sizeof err), 0);
            assert_int_equal(g->wall_size, 72);
            for (int i = 0; i < g->wall_size; i++) assert_true(sp_tile_kind(g->wall[i]) >= SP_KIND_P);
            for (int guard = 0; guard < 1000 && g->phase < SP_PHASE_HAND_OVER; guard++) {
                if (g->phase == SP_PHASE_TURN) game_tsumogiri(g); /* every claim passed: no calls */
                else game_pass_all(g);
            }
            assert_true(g->phase >= SP_PHASE_HAND_OVER);
            for (int p = 0; p < players; p++)
                for (int k = 0; k < 9; k++) assert_int_equal(g->seat[p].counts[k], 0);
            free(g);
        }
    for (int players = 2; players <= 4; players++) play_random(o, players, 200, false, NULL);
    /* a wall of 108 tiles is refused for it, one of 72 is the set */
    sp_game *g = malloc(sizeof *g);
    uint8_t wall[SP_MAX_WALL];
    char err[200];
    assert_int_equal(sp_wall_shuffle(rules, sp_tile_set_of(rules, NULL), 3, wall), 108);
    assert_int_equal(sp_game_init_wall(g, rules, o, 4, 1, wall, 108, err, sizeof err), -1);
    assert_non_null(strstr(err, "72"));
    assert_int_equal(sp_wall_shuffle(rules, sp_tile_set_of(rules, o), 3, wall), 72);
    assert_int_equal(sp_game_init_wall(g, rules, o, 4, 1, wall, 72, err, sizeof err), 0);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_match_length),
        cmocka_unit_test(test_random_with_options),
        cmocka_unit_test(test_erfangpai),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
