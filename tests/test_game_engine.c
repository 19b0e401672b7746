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
#include "game_test_util.h"
#include "rules_fixture.h"

RULES_FIXTURE_GROUP("hk-classic")

static sp_game *new_game(const char *const hands[4], const char *draws, const char *tail)
{
    return game_from_wall(rules, 4, hands, draws, tail, NULL, 1);
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
    game_refused(g, 1, "D 7m");  /* not South's turn */
    game_refused(g, 0, "D 8m");  /* East holds no 8m */
    game_do(g, 0, "D 9m");
    assert_int_equal(g->phase, SP_PHASE_CLAIM);
    /* South may chow 78m+9m, West may pung 99m */
    assert_true(sp_game_pending(g) & 2u);
    assert_true(sp_game_pending(g) & 4u);
    game_do(g, 1, "CHI 9m 7m8m");
    game_do(g, 2, "PON 9m");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, 2);
    assert_int_equal(g->seat[2].nmelds, 1);
    assert_int_equal(g->seat[2].melds[0].meld.type, SP_MELD_PON);
    assert_int_equal(g->seat[2].melds[0].meld.from, 0);
    assert_int_equal(g->seat[1].nmelds, 0);
    assert_int_equal(sp_game_check(g, err, sizeof err), 0);
    game_refused(g, 2, "HU");
    game_do(g, 2, "D 6z");
    assert_int_equal(sp_game_check(g, err, sizeof err), 0);
    free(g);
}


static bool has_pattern(const sp_game *g, int win, const char *id)
{
    sp_score_result r;
    char err[200];
    if (sp_game_win_result(g, win, &r, err, sizeof err)) fail_msg("%s", err);
    int k = sp_ruleset_pattern(g->rules, id);
    for (int i = 0; i < r.npatterns; i++)
        if (r.patterns[i].pattern == k) return true;
    return false;
}

/* West robs South's added kong of 5m: the win is a robbed kong, South is the discarder, the
 * kong is never completed and South draws no replacement. */
static void test_robbing_an_added_kong(void **state)
{
    (void)state;
    const char *h[4] = {"5m123p456p789p111z", "55m22p33p44p22z33z4z", "111m46m777m888m99m", "123s456s789s1s44z6z"};
    /* E's 14th, then W, N, E draw, then South's fourth 5m */
    sp_game *g = new_game(h, "7z 7s 7s 7s 5m", NULL);
    char err[256];
    game_do(g, 0, "D 5m");
    /* West could win on it; South may pung it */
    assert_true(sp_game_pending(g) & 4u);
    game_do(g, 2, "PASS");
    game_do(g, 1, "PON 5m");
    game_do(g, 1, "D 2z");
    game_pass_all(g);
    assert_int_equal(g->turn, 2);
    game_do(g, 2, "D 7s");
    game_pass_all(g);
    game_do(g, 3, "D 7s");
    game_pass_all(g);
    game_do(g, 0, "D 7s");
    game_pass_all(g);
    assert_int_equal(g->turn, 1);
    assert_int_equal(sp_tile_kind(g->seat[1].drawn), 4);
    game_do(g, 1, "KAN 5m");
    assert_int_equal(g->phase, SP_PHASE_ROB);
    assert_int_equal(sp_game_pending(g), 4u);
    game_refused(g, 2, "PON 5m");
    game_do(g, 2, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, 2);
    assert_int_equal(g->outcome.wins[0].discarder, 1);
    assert_true(g->outcome.wins[0].situation & SP_SIT_CHANKAN);
    assert_true(g->outcome.wins[0].valid);
    assert_true(has_pattern(g, 0, "qianggang"));
    assert_int_equal(g->seat[1].melds[0].meld.type, SP_MELD_PON);
    assert_int_equal(sp_game_check(g, err, sizeof err), 0);
    int32_t sum = 0;
    for (int p = 0; p < 4; p++) sum += g->outcome.delta[p];
    assert_int_equal(sum, 0);
    assert_true(g->outcome.delta[2] > 0);
    free(g);
}

/* Two seats win on one discard with multiple winners off: head-bump, the first in turn order
 * after the discarder takes it. */
static void test_head_bump(void **state)
{
    (void)state;
    const char *h[4] = {"5m123p456p789p111z", "123s456s789s1s22z3z", "111m46m777m888m99m", "222m333m444m5m666m"};
    sp_game *g = new_game(h, "7z", NULL);
    game_do(g, 0, "D 5m");
    assert_int_equal(sp_game_pending(g) & 12u, 12u);
    game_do(g, 3, "HU");
    game_do(g, 2, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, 2);
    assert_int_equal(g->outcome.delta[3], 0);
    free(g);
}

/* A concealed kong draws its replacement from the end of the wall; the win on it is a
 * replacement win. */
static void test_concealed_kong_replacement(void **state)
{
    (void)state;
    const char *h[4] = {"9999p555z666z78s1z", "123s456s789s1s22z3z", "111m46m777m888m99m", "222m333m444m5m666m"};
    sp_game *g = new_game(h, "1z", "9s");
    char err[256];
    game_do(g, 0, "KAN 9p");
    assert_int_equal(g->seat[0].nmelds, 1);
    assert_int_equal(g->seat[0].melds[0].meld.type, SP_MELD_ANKAN);
    assert_int_equal(g->seat[0].melds[0].claimed, -1);
    assert_int_equal(sp_tile_kind(g->seat[0].drawn), 26); /* 9s, the last tile of the wall */
    assert_true(g->turn_flags & SP_TURN_REPLACEMENT);
    assert_int_equal(sp_game_check(g, err, sizeof err), 0);
    game_do(g, 0, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_true(g->outcome.wins[0].situation & SP_SIT_RINSHAN);
    assert_true(has_pattern(g, 0, "gangshangzimo"));
    free(g);
}

/* The deal and draws are seen by their owner only; discards and melds by everyone. */
static void test_event_visibility(void **state)
{
    (void)state;
    const char *h[4] = {"1119m234p567s123z", "78m11p345s678s567z", "99m99p345678s6z56z", "55m1p345678s1235z"};
    sp_game *g = new_game(h, "9m", NULL);
    sp_event e, seen;
    int deals = 0;
    while (sp_game_next_event(g, &e)) {
        if (e.type != SP_EV_DEAL && e.type != SP_EV_DRAW) continue;
        deals += e.type == SP_EV_DEAL;
        for (int p = 0; p < 4; p++) {
            sp_event_for_seat(&e, p, &seen);
            bool own = p == e.seat;
            if (e.type == SP_EV_DEAL) assert_int_equal(seen.tiles[0] == SP_TILE_HIDDEN, !own);
            else assert_int_equal(seen.tile == SP_TILE_HIDDEN, !own);
        }
    }
    assert_int_equal(deals, 4);
    game_do(g, 0, "D 9m");
    bool discard = false;
    while (sp_game_next_event(g, &e))
        if (e.type == SP_EV_DISCARD) {
            discard = true;
            sp_event_for_seat(&e, 2, &seen);
            assert_int_equal(sp_tile_kind(seen.tile), 8);
        }
    assert_true(discard);
    free(g);
}

/* Chow only from the discarder's next seat, and only with tiles in hand. */
static void test_chow_rules(void **state)
{
    (void)state;
    const char *h[4] = {"1119m234p567s123z", "78m11p345s678s567z", "78m99p345678s6z56z", "55m1p345678s1235z"};
    sp_game *g = new_game(h, "9m", NULL);
    game_do(g, 0, "D 9m");
    /* West holds 78m too but is not next: only South is asked */
    assert_int_equal(sp_game_pending(g), 2u);
    game_refused(g, 2, "CHI 9m 7m8m");
    game_refused(g, 1, "CHI 9m 8m1p");
    game_do(g, 1, "CHI 9m 7m8m");
    assert_int_equal(g->seat[1].melds[0].meld.type, SP_MELD_CHI);
    assert_int_equal(g->seat[1].melds[0].meld.kind, 6);
    assert_int_equal(g->seat[1].melds[0].claimed, 2);
    /* after a call: discard only, no win, no kong */
    sp_action_list l;
    sp_game_legal(g, 1, &l);
    for (int i = 0; i < l.n; i++) assert_int_equal(l.a[i].type, SP_ACT_DISCARD);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pung_beats_chow),        cmocka_unit_test(test_robbing_an_added_kong),
        cmocka_unit_test(test_head_bump),              cmocka_unit_test(test_concealed_kong_replacement),
        cmocka_unit_test(test_event_visibility),       cmocka_unit_test(test_chow_rules),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
