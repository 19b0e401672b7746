/* test_hk_xigu_seeded.c: hk-xigu has no false wins, a property over seeded hands that a
 * scripted scenario cannot state: the ruleset has no allow_false_win option, and no legal list
 * of any seat asked, at any step of five seeded hands, marks a false win.
 *
 * Every scripted table-flow scenario of hk-xigu is text: tests/scenarios/hk-xigu.scn. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "core/game.h"
#include "game_fixture.h"
#include "hk_game_fixture.h"
#include "rules_fixture.h"

RULES_FIXTURE_GROUP("hk-xigu")

/* No false wins (rules/hk-xigu.md §3.4: the source has no 詐胡 rule): no option for it, and no legal
 * list ever holds a false one while hands are played (the last action listed: a pass or a discard).
 */
static void test_no_false_win(void **state)
{
    (void)state;
    assert_int_equal(sp_ruleset_option(rules, "allow_false_win"), -1);
    char why[256];
    for (uint64_t seed = 1; seed <= 5; seed++) {
        sp_game *g = hk_seeded(rules, NULL, seed);
        assert_false(g->false_wins);
        for (int guard = 0; guard < 2000 && g->phase < SP_PHASE_HAND_OVER; guard++) {
            sp_action_list l;
            sp_game_legal(g, __builtin_ctz(sp_game_pending(g)), &l);
            assert_false(l.false_win);
            if (sp_game_apply_listed(g, &l, l.n - 1, why, sizeof why)) fail_msg("%s", why);
        }
        assert_true(g->phase >= SP_PHASE_HAND_OVER);
        free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_false_win),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
