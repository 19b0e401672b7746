/* test_game_engine.c: the generic table mechanics on given walls (hk-classic's ruleset, whose
 * flow is the plain one): deal, draw and discard, chow / pung / kong priority, kong
 * replacements, robbing an added kong, wins, refusals, events and their visibility. */
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
    rules = load_shipped_rules("hk-classic");
    return rules ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(rules);
    return 0;
}

static sp_game *new_game(const char *const hands[4], const char *draws, const char *tail)
{
    uint8_t wall[SP_MAX_WALL];
    char err[256];
    int n = fixture_wall(rules, 4, hands, draws, tail, wall, err, sizeof err);
    if (n < 0) fail_msg("%s", err);
    sp_game *g = malloc(sizeof *g);
    if (sp_game_init_wall(g, rules, NULL, 4, 1, wall, n, err, sizeof err)) fail_msg("%s", err);
    return g;
}

static void apply(sp_game *g, int seat, const char *text)
{
    char why[256];
    if (sp_game_apply_text(g, seat, text, why, sizeof why)) fail_msg("%c %s: %s", sp_seat_letter(seat), text, why);
}

static void refused(sp_game *g, int seat, const char *text)
{
    char why[256];
    sp_game *copy = malloc(sizeof *copy);
    memcpy(copy, g, sizeof *g);
    assert_int_equal(sp_game_apply_text(g, seat, text, why, sizeof why), -1);
    assert_true(strlen(why) > 0);
    assert_memory_equal(copy, g, offsetof(sp_game, ev_head));
    free(copy);
}

/* A discard is punged over a chow; the punger discards without drawing. */
static void test_pung_beats_chow(void **state)
{
    (void)state;
    const char *h[4] = {"1119m234p567s123z", "78m11p345s678s567z", "99m99p345678s6z56z", "55m1p345678s1235z"};
    sp_game *g = new_game(h, "9m", NULL);
    char err[256];
    assert_int_equal(sp_game_check(g, err, sizeof err), 0);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(sp_game_pending(g), 1u);
    refused(g, 1, "D 7m");  /* not South's turn */
    refused(g, 0, "D 8m");  /* East holds no 8m */
    apply(g, 0, "D 9m");
    assert_int_equal(g->phase, SP_PHASE_CLAIM);
    /* South may chow 78m+9m, West may pung 99m */
    assert_true(sp_game_pending(g) & 2u);
    assert_true(sp_game_pending(g) & 4u);
    apply(g, 1, "CHI 9m 7m8m");
    apply(g, 2, "PON 9m");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, 2);
    assert_int_equal(g->seat[2].nmelds, 1);
    assert_int_equal(g->seat[2].melds[0].meld.type, SP_MELD_PON);
    assert_int_equal(g->seat[2].melds[0].meld.from, 0);
    assert_int_equal(g->seat[1].nmelds, 0);
    assert_int_equal(sp_game_check(g, err, sizeof err), 0);
    refused(g, 2, "HU");
    apply(g, 2, "D 6z");
    assert_int_equal(sp_game_check(g, err, sizeof err), 0);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pung_beats_chow),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
