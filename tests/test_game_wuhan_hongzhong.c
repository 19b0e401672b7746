/* test_game_wuhan_hongzhong.c: table-flow scenarios of wuhan-hongzhong from given walls
 * (tests/vectors/wuhan-hongzhong.scenarios.md, shared/specs/wuhan-hongzhong.md "Table flow"). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "core/game.h"
#include "game_fixture.h"
#include "rules_fixture.h"

static sp_ruleset *rules;

static int setup(void **state)
{
    (void)state;
    rules = load_shipped_rules("wuhan-hongzhong");
    return rules ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(rules);
    return 0;
}

/* Scenarios: each builds a wall with fixture_wall, plays the actions and checks events, outcome and scores. */

int main(void)
{
    const struct CMUnitTest tests[] = {
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
