/* test_hk_classic_seeded.c: properties of hk-classic over seeded games and computer players,
 * which a scripted scenario cannot state: with false wins allowed, no computer player (the
 * random-legal one and every level, over many seeds) ever declares one, whole bot-played hands
 * keep the table's invariants and score only valid wins; 請莊 by dice spreads the first dealer over
 * the seats across 800 match seeds.
 *
 * Every scripted table-flow scenario of hk-classic is text: tests/scenarios/hk-classic.scn (the
 * false win offered to E and S on SC2's wall, which the computer players below refuse, is its
 * false-win-dealer-first-turn and false-win-on-discard). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/bot.h"
#include "ai/random_bot.h"
#include "core/game.h"
#include "core/game_view.h"
#include "game_fixture.h"
#include "hk_game_fixture.h"
#include "rules_fixture.h"

RULES_FIXTURE_GROUP("hk-classic")

/* SC2 (tests/scenarios/hk-classic.scn): a self-draw below the minimum for West. */
static const char *const sc2_hands[4] = {"147m258p369s1234z", "2589m1479p258s56z", "223m456p456777s3f",
                                         "359m359p39s12345z"};

static const hk_opt false_win_on[] = {{"allow_false_win", "true"}, {NULL, NULL}};

/* The computer players never declare a false win, though it is in their legal list: the
 * random-legal player and every level, at W's false self-draw and on E's discard. */
static void test_bots_skip_false_wins(void **state)
{
    (void)state;
    sp_game *g = hk_game(rules, false_win_on, sc2_hands, "7z 6z 2m", "1m");
    sp_action_list l;
    sp_view v;
    for (int step = 0; step < 2; step++) {
        int seat = step == 0 ? E : S;
        sp_game_legal(g, seat, &l);
        assert_true(l.false_win);
        assert_true(sp_action_list_has(&l, SP_ACT_HU));
        sp_rng rng;
        sp_rng_seed(&rng, 5);
        for (int i = 0; i < 500; i++) assert_int_not_equal(l.a[sp_random_bot_pick(&l, &rng)].type, SP_ACT_HU);
        sp_game_view(g, seat, &v);
        for (int level = 0; level < SP_BOT_LEVELS; level++)
            for (uint64_t seed = 1; seed <= 20; seed++) {
                sp_bot b;
                sp_bot_init(&b, level, seed, g->options);
                assert_int_not_equal(sp_bot_choose(&b, &v, &l).type, SP_ACT_HU);
            }
        if (step == 0) game_do(g, E, "D 7z");
    }
    free(g);
}

/* Whole hands with the option on and computer players in every seat (every seat is asked on
 * every discard): nobody declares a false win, the table's invariants hold, wins are valid. */
static void test_false_win_bots_play_on(void **state)
{
    (void)state;
    int wins = 0;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        sp_game *g = hk_seeded(rules, false_win_on, seed);
        assert_true(g->false_wins);
        sp_bot bots[4];
        sp_rng rng;
        sp_rng_seed(&rng, seed);
        for (int p = 0; p < 4; p++) sp_bot_init(&bots[p], p % SP_BOT_LEVELS, seed * 4 + (uint64_t)p, g->options);
        char why[256];
        for (int guard = 0; guard < 3000 && g->phase < SP_PHASE_HAND_OVER; guard++) {
            int seat = __builtin_ctz(sp_game_pending(g));
            sp_action_list l;
            sp_game_legal(g, seat, &l);
            sp_action a;
            if (seat == 3) a = sp_random_bot_choose(&l, &rng);
            else {
                sp_view v;
                sp_game_view(g, seat, &v);
                a = sp_bot_choose(&bots[seat], &v, &l);
            }
            if (sp_game_apply(g, seat, &a, why, sizeof why)) fail_msg("%s", why);
            game_check_ok(g);
        }
        assert_true(g->phase >= SP_PHASE_HAND_OVER);
        for (int i = 0; i < g->outcome.nwins; i++) assert_true(g->outcome.wins[i].valid);
        wins += g->outcome.nwins;
        free(g);
    }
    assert_true(wins > 0);
}

/* 請莊 (rules/hk-common.md §3.2, issue 27 item 14): by default three dice from the match seed choose the
 * first dealer, so over many seeds every seat deals first, each about a quarter of the time
 * ((T - 1) mod 4 over the 216 rolls of three dice: 55, 53, 53, 55), the same seed always the same seat,
 * and the first hand is dealt from it; first_dealer = east keeps East. */
static void test_first_dealer_by_dice(void **state)
{
    (void)state;
    int firsts[4] = {0};
    const int seeds = 800;
    char err[128];
    sp_game *g = malloc(sizeof *g), *again = malloc(sizeof *again);
    for (uint64_t seed = 1; seed <= (uint64_t)seeds; seed++) {
        assert_int_equal(sp_game_init(g, rules, NULL, 4, seed, err, sizeof err), 0);
        assert_int_equal(g->dealer, g->start_dealer);
        assert_int_equal(g->turn, g->dealer); /* the dealer acts first */
        assert_int_equal(g->seat[g->dealer].nconcealed, 14);
        firsts[g->dealer]++;
        assert_int_equal(sp_game_init(again, rules, NULL, 4, seed, err, sizeof err), 0);
        assert_int_equal(again->dealer, g->dealer);
    }
    for (int p = 0; p < 4; p++)
        if (firsts[p] < seeds / 4 - 5 * 12 || firsts[p] > seeds / 4 + 5 * 12) /* sd ~12 */
            fail_msg("seat %d dealt first in %d of %d matches", p, firsts[p], seeds);
    int32_t o[SP_MAX_OPTIONS];
    hk_options(rules, NULL, o); /* first_dealer = east */
    for (uint64_t seed = 1; seed <= 20; seed++) {
        assert_int_equal(sp_game_init(g, rules, o, 4, seed, err, sizeof err), 0);
        assert_int_equal(g->dealer, 0);
    }
    free(g);
    free(again);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bots_skip_false_wins),
        cmocka_unit_test(test_false_win_bots_play_on),
        cmocka_unit_test(test_first_dealer_by_dice),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
