/* test_game_hk_xigu.c: table-flow scenarios of hk-xigu from given walls
 * (tests/vectors/hk-xigu.scenarios.md, rules/hk-xigu.md §2). */
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

/* S1: 補花 at the deal in passes; flowers drawn in a pass wait for the next one (候補花). */
static void test_s1_buhua_passes(void **state)
{
    (void)state;
    const char *h[4] = {"1f6f123m456p789s12z", "3f147m258p369s567z", "258m369p147s11z22z", "4f8f369m147p258s67z"};
    sp_game *g = hk_game(rules, NULL, h, "4z", "9m 5f 7f 3z 4p 6s 2f 8p 1m");
    /* events: the flowers exposed and the replacements taken, in order */
    const char *flowers[] = {"1f", "6f", "3f", "4f", "8f", "5f", "7f", "2f"};
    const int fseat[] = {E, E, S, N, N, E, S, S};
    const char *repl[] = {"9m", "5f", "7f", "3z", "4p", "6s", "2f", "8p"};
    const int rseat[] = {E, E, S, N, N, E, S, S};
    int nf = 0, nr = 0;
    sp_event e;
    while (sp_game_next_event(g, &e)) {
        if (e.type == SP_EV_FLOWER) {
            assert_true(nf < 8);
            assert_int_equal(e.seat, fseat[nf]);
            assert_int_equal(sp_tile_kind(e.tile), tile_kind_of(flowers[nf]));
            nf++;
        }
        if (e.type == SP_EV_DRAW && e.a == 1) {
            assert_true(nr < 8);
            assert_int_equal(e.seat, rseat[nr]);
            assert_int_equal(sp_tile_kind(e.tile), tile_kind_of(repl[nr]));
            nr++;
        }
    }
    assert_int_equal(nf, 8);
    assert_int_equal(nr, 8);
    assert_int_equal(g->head, 53);
    assert_int_equal(g->tail, 136); /* the spec's tail = 135 names the next tile, wall[tail - 1] here */
    assert_int_equal(sp_tile_kind(g->wall[g->tail - 1]), tile_kind_of("1m"));
    assert_int_equal(g->seat[E].nflowers, 3);
    assert_int_equal(g->seat[S].nflowers, 3);
    assert_int_equal(g->seat[W].nflowers, 0);
    assert_int_equal(g->seat[N].nflowers, 2);
    assert_int_equal(sp_tile_kind(g->seat[E].flower_order[2]), tile_kind_of("5f"));
    assert_int_equal(sp_tile_kind(g->seat[S].flower_order[2]), tile_kind_of("2f"));
    assert_int_equal(g->seat[E].nconcealed, 14);
    assert_int_equal(g->seat[S].nconcealed, 13);
    assert_int_equal(g->seat[W].nconcealed, 13);
    assert_int_equal(g->seat[N].nconcealed, 13);
    assert_int_equal(g->seat[E].counts[tile_kind_of("9m")], 1);
    assert_int_equal(g->seat[E].counts[tile_kind_of("6s")], 1);
    assert_int_equal(g->seat[N].counts[tile_kind_of("3z")], 1);
    assert_int_equal(g->seat[S].counts[tile_kind_of("8p")], 2);
    /* E acts without drawing */
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(sp_game_pending(g), 1u << E);
    assert_true(game_offers(g, E, "D 4z"));
    free(g);
}

/* S1, the dealer's 14th tile a flower: it is one of the deal's flowers, replaced in pass 1 in
 * turn (E before S), not at once. */
static void test_s1_dealer_fourteenth_flower(void **state)
{
    (void)state;
    const char *h[4] = {"123m456p789s1234z", "3f147m258p369s567z", "258m369p147s11z22z", "369m147p258s67z4m4p"};
    sp_game *g = hk_game(rules, NULL, h, "1f", "5m 6m");
    assert_int_equal(g->seat[E].nflowers, 1);
    assert_int_equal(g->seat[S].nflowers, 1);
    assert_int_equal(g->seat[E].nconcealed, 14);
    assert_int_equal(g->seat[E].counts[tile_kind_of("5m")], 1);
    assert_int_equal(g->seat[S].counts[tile_kind_of("6m")], 1);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, E);
    assert_true(g->seat[E].drawn >= 0);
    game_do(g, E, "D 5m");
    free(g);
}

/* S2: 花胡 reached during the initial 補花. */
static const char *const s2_hands[4] = {"369m369p369s1234z", "1f2f3f4f5f6f147m258p9s", "258m147p258s5566z",
                                        "8m8p147369s24567z"};

static void test_s2_huahu_at_deal(void **state)
{
    (void)state;
    sp_game *g = hk_game(rules, NULL, s2_hands, "5z", "9m 2z 7f 1p 5s 3m 8s");
    assert_int_equal(g->phase, SP_PHASE_SETUP);
    assert_int_equal(sp_game_pending(g), 1u << S);
    assert_int_equal(g->seat[S].nflowers, 7);
    assert_true(game_offers(g, S, "HU"));
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 3);
    hk_expect_delta(g, -40, 120, -40, -40);
    assert_int_equal(g->dealer, S); /* 過莊 */
    free(g);

    /* S2b: S declines; E acts */
    g = hk_game(rules, NULL, s2_hands, "5z", "9m 2z 7f 1p 5s 3m 8s");
    game_do(g, S, "PASS");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(sp_game_pending(g), 1u << E);
    assert_int_equal(g->seat[S].nconcealed, 13);
    game_do(g, E, "D 5z");
    free(g);
}

/* S3: a chain of two flowers during play, then 自摸 on the flower replacement: not 槓上自摸. */
static void test_s3_flower_chain_selfdraw(void **state)
{
    (void)state;
    const char *h[4] = {"789m789p1234z567z", "2468m2468p146s66z", "123m456p2355789s", "359m359p39s12345z"};
    sp_game *g = hk_game(rules, NULL, h, "7z 7z 7z 1p 1p 6z 3f", "8f 1s");
    game_do(g, E, "D 7z");
    game_do(g, S, "D 7z");
    game_do(g, W, "D 7z");
    game_do(g, N, "D 1p");
    game_do(g, E, "D 1p");
    game_do(g, S, "D 6z");
    assert_int_equal(g->turn, W);
    assert_int_equal(g->seat[W].nflowers, 2);
    assert_int_equal(sp_tile_kind(g->seat[W].drawn), tile_kind_of("1s"));
    assert_true(game_offers(g, W, "HU"));
    game_do(g, W, "HU");
    assert_false(g->outcome.wins[0].situation & SP_SIT_TIANHU);
    assert_int_equal(g->outcome.wins[0].fan, 4);
    hk_expect_delta(g, -60, -60, 180, -60);
    free(g);
}

/* S5: 十三么 is not head-bumped; otherwise the nearest claimant wins alone. */
static void test_s5_thirteen_orphans_priority(void **state)
{
    (void)state;
    const char *h[4] = {"3579m3579p3579s4z", "123456m23p789s55z", "24568p2468s78m66z", "19m9p19s12345677z"};
    sp_game *g = hk_game(rules, NULL, h, "2z 2z 2z 3z 1p", NULL);
    game_do(g, E, "D 2z");
    game_do(g, S, "D 2z");
    game_do(g, W, "D 2z");
    game_do(g, N, "D 3z");
    game_do(g, E, "D 1p");
    assert_true(game_offers(g, S, "HU"));
    assert_true(game_offers(g, N, "HU"));
    game_do(g, S, "HU");
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, N);
    assert_int_equal(g->outcome.wins[0].fan, 15);
    hk_expect_delta(g, -5120, 0, 0, 5120);
    assert_int_equal(g->dealer, S);
    free(g);

    const char *h2[4] = {"3579m3579p3579s4z", "123456m23p789s55z", "456m456s789s11p22z", "2468m2468p13s67z1z"};
    g = hk_game(rules, NULL, h2, "3z 3z 3z 3z 1p", NULL);
    game_do(g, E, "D 3z");
    game_do(g, S, "D 3z");
    game_do(g, W, "D 3z");
    game_do(g, N, "D 3z");
    game_do(g, E, "D 1p");
    assert_true(game_offers(g, S, "HU"));
    assert_true(game_offers(g, W, "HU"));
    game_do(g, W, "HU");
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, S);
    hk_expect_delta(g, -80, 80, 0, 0);
    free(g);
}

/* S6a (X15): 地胡 on a non-dealer's first discard, no call made. */
static void test_s6_dihu_first_cycle(void **state)
{
    (void)state;
    const char *h[4] = {"1357m1357p1357s4z", "2468m2468p2468s3z", "123m456p789s2233z", "99p99s556677z112z"};
    sp_game *g = hk_game(rules, NULL, h, "9m 1z", NULL);
    game_do(g, E, "D 9m");
    game_do(g, S, "D 3z");
    assert_true(game_offers(g, W, "HU"));
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 18);
    hk_expect_delta(g, 0, -15460, 15460, 0);
    assert_int_equal(g->dealer, S);
    free(g);
}

/* S6c: the dealer wins on W's first discard before any call: 地胡 too; E keeps the deal. */
static void test_s6c_dealer_dihu(void **state)
{
    (void)state;
    const char *h[4] = {"123m456p789s2233z", "2468m2468p2468s1z", "3z1357m1357p1357s", "99p99s556677z114z"};
    sp_game *g = hk_game(rules, NULL, h, "9m 4z 9p", NULL);
    game_do(g, E, "D 9m");
    game_do(g, S, "D 4z");
    game_do(g, W, "D 3z");
    assert_true(game_offers(g, E, "HU"));
    game_do(g, E, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 18);
    hk_expect_delta(g, 15460, 0, -15460, 0);
    assert_int_equal(g->dealer, E);
    assert_int_equal(g->dealer_streak, 1);
    free(g);
}

/* S6f (X17): 天胡. */
static void test_s6f_tianhu(void **state)
{
    (void)state;
    const char *h[4] = {"123456789m234p5z", "147p147s258p258s7z", "6z369p369s11p99p1s9s", "5z23568p567s179s4p"};
    sp_game *g = hk_game(rules, NULL, h, "5z", NULL);
    assert_true(game_offers(g, E, "HU"));
    game_do(g, E, "HU");
    hk_expect_delta(g, 23190, -7730, -7730, -7730);
    assert_int_equal(g->dealer, E); /* 連莊 */
    free(g);
}

/* S7 (X9): 搶槓胡: the kong's declarer pays the self-draw total. */
static const char *const s7_hands[4] = {"19m19s389p123456z", "258m369s129p1567z", "234567m45p34588s",
                                        "66p7z147m258s9m9s12z"};

static void test_s7_rob_added_kong(void **state)
{
    (void)state;
    for (int rob = 0; rob < 2; rob++) {
        sp_game *g = hk_game(rules, NULL, s7_hands, "3z 3z 3z 4z 6p 7z 7z 2z 6p", "3m");
        game_do(g, E, "D 3z");
        game_do(g, S, "D 3z");
        game_do(g, W, "D 3z");
        game_do(g, N, "D 4z");
        game_do(g, E, "D 6p");
        assert_true(game_offers(g, W, "HU")); /* 3 fan on the discard: W lets it go */
        game_do(g, W, "PASS");
        game_do(g, N, "PON 6p");
        game_do(g, N, "D 7z");
        game_do(g, E, "D 7z");
        game_do(g, S, "D 7z");
        game_do(g, W, "D 2z");
        game_do(g, N, "KAN 6p");
        assert_int_equal(g->phase, SP_PHASE_ROB);
        assert_true(game_offers(g, W, "HU"));
        if (rob) {
            game_do(g, W, "HU");
            assert_int_equal(g->outcome.wins[0].fan, 4);
            hk_expect_delta(g, 0, 0, 180, -180);
            assert_int_equal(g->seat[N].melds[0].meld.type, SP_MELD_PON);
        } else {
            game_do(g, W, "PASS");
            assert_int_equal(g->seat[N].melds[0].meld.type, SP_MELD_KAKAN);
            assert_int_equal(g->turn, N);
            assert_int_equal(sp_tile_kind(g->seat[N].drawn), tile_kind_of("3m"));
        }
        free(g);
    }
}

/* S7b: 十三么 robs a concealed kong; the kong's declarer pays Z(16). */
static void test_s7b_orphans_rob_ankan(void **state)
{
    (void)state;
    const char *h[4] = {"9m2345678p56789s", "1389m2349p18s356z", "19m9p19s12345677z", "111p2345678m234s"};
    sp_game *g = hk_game(rules, NULL, h, "4z 4z 4z 1p", "2p");
    game_do(g, E, "D 4z");
    game_do(g, S, "D 4z");
    game_do(g, W, "D 4z");
    game_do(g, N, "KAN 1p");
    assert_int_equal(g->phase, SP_PHASE_ROB);
    assert_int_equal(sp_game_pending(g), 1u << W);
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 16);
    hk_expect_delta(g, 0, 0, 11520, -11520);
    free(g);

    const hk_opt o[] = {{"shisanyao_rob_ankan", "false"}, {NULL, NULL}};
    g = hk_game(rules, o, h, "4z 4z 4z 1p", "2p");
    game_do(g, E, "D 4z");
    game_do(g, S, "D 4z");
    game_do(g, W, "D 4z");
    game_do(g, N, "KAN 1p");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->seat[N].melds[0].meld.type, SP_MELD_ANKAN);
    free(g);
}

/* S8 (X7): 門前十二章: E's discard gives S its fourth declared set; E pays S's self-draw total
 * alone; a third player's discard is paid by the discarder alone (no half share). */
static void test_s8_twelve_tiles_liability(void **state)
{
    (void)state;
    sp_game *g = hk_twelve_tiles_game(rules, "2m 1p 5z 2p 5z 6z 5m 5z 6z 6z 7s");
    game_do(g, N, "D 6z");
    game_do(g, E, "D 6z");
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 6);
    hk_expect_delta(g, -360, 360, 0, 0); /* Z(6) */
    free(g);

    g = hk_twelve_tiles_game(rules, "2m 1p 5z 2p 5z 6z 5m 5z 7s");
    game_do(g, N, "D 7s");
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 5);
    hk_expect_delta(g, 0, 160, 0, -160); /* D(5), the discarder alone */
    free(g);
}

/* S9 (X8): 槓上自摸 on a minkan's replacement: the kong tile's discarder pays; after a flower
 * replacement it is an ordinary self-draw. */
static const char *const s9_hands[4] = {"1357m1357p9s1234z", "2468m2468p13s67z6s", "599m13p2479s1234z",
                                        "234m5677p666s11z4f"};

static void test_s9_kong_replacement_liability(void **state)
{
    (void)state;
    sp_game *g = hk_game(rules, NULL, s9_hands, "5z 5z", "8p 9p");
    game_do(g, E, "D 5z");
    game_do(g, S, "D 6s");
    game_do(g, N, "KAN 6s");
    assert_true(game_offers(g, N, "HU"));
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 3);
    hk_expect_delta(g, 0, -120, 0, 120);
    free(g);

    g = hk_game(rules, NULL, s9_hands, "5z 5z", "8p 2f 9p");
    game_do(g, E, "D 5z");
    game_do(g, S, "D 6s");
    game_do(g, N, "KAN 6s");
    assert_int_equal(g->seat[N].nflowers, 2);
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 2);
    hk_expect_delta(g, -30, -30, -30, 90);
    free(g);
}

/* S10 (X10): 大三元 liability only on a self-draw. */
static void test_s10_big_dragons_liability(void **state)
{
    (void)state;
    sp_game *g = hk_big_dragons_game(rules, "4z 1m 3m 5m 7m 9m 2m 4m 6m 8m 8s");
    game_do(g, W, "D 6m");
    game_do(g, N, "D 8m");
    game_do(g, E, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 14);
    hk_expect_delta(g, 5760, 0, 0, -5760);
    assert_int_equal(g->dealer, E);
    free(g);

    g = hk_big_dragons_game(rules, "4z 1m 3m 5m 7m 9m 2m 4m 8s");
    game_do(g, W, "D 8s");
    game_do(g, E, "HU");
    if (g->phase == SP_PHASE_CLAIM) game_do(g, N, "PASS"); /* N could chow 8s */
    assert_int_equal(g->outcome.wins[0].fan, 13);
    hk_expect_delta(g, 2560, 0, -2560, 0);
    free(g);
}

/* S13: a player who declined 花胡 at seven flowers may declare it when the eighth comes. */
static void test_s13_declined_then_eighth(void **state)
{
    (void)state;
    const char *h[4] = {"123m456p789s1234z", "1f2f3f4f5f6f1357m135p", "99m99p1199s66z77z2z", "78m2468p2468s9s3z4z"};
    sp_game *g = hk_game(rules, NULL, h, "5z 7f 1z 1z 1z 8f", "2m4m6m8m2p4p 5z");
    game_do(g, E, "D 5z");
    assert_int_equal(g->phase, SP_PHASE_SETUP);
    game_do(g, S, "PASS");
    assert_false(game_offers(g, S, "HU"));
    game_do(g, S, "D 5z");
    game_do(g, W, "D 1z");
    game_do(g, N, "D 1z");
    game_do(g, E, "D 1z");
    assert_int_equal(g->phase, SP_PHASE_SETUP);
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 3);
    hk_expect_delta(g, -40, 120, -40, -40);
    free(g);
}

/* S11, S12: exhaustive draws; the dealer keeps the deal (default) or passes it; a match of one
 * round ends when the fourth dealer passes. */
static void test_s11_rotation_and_match_end(void **state)
{
    (void)state;
    hk_expect_drawn_hand_keeps_deal(rules, 3);

    const hk_opt o[] = {{"draw_dealer_keeps", "false"}, {NULL, NULL}};
    sp_game *g = hk_seeded(rules, o, 3);
    for (int hand = 0; hand < 4; hand++) {
        assert_int_equal(g->dealer, hand);
        assert_int_equal(g->round, 0);
        hk_play_out(g);
        assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
        if (hand < 3) {
            assert_false(g->outcome.match_over);
            sp_game_next_hand(g);
        }
    }
    assert_true(g->outcome.match_over);
    assert_int_equal(g->phase, SP_PHASE_MATCH_OVER);
    free(g);

    const hk_opt o2[] = {{"draw_dealer_keeps", "false"}, {"match_rounds", "2"}, {NULL, NULL}};
    g = hk_seeded(rules, o2, 3);
    for (int hand = 0; hand < 8; hand++) {
        assert_int_equal(g->round, hand / 4);
        hk_play_out(g);
        if (hand < 7) {
            assert_false(g->outcome.match_over);
            sp_game_next_hand(g);
        }
    }
    assert_true(g->outcome.match_over);
    free(g);
}

/* Why a complete hand is not offered its win (game_explain.h): West's pung of 7s and a flower
 * that is not his own leave a hand of chows won on a discard with no fan; xigu's minimum is 1. */
static void test_explain_below_minimum(void **state)
{
    (void)state;
    static const char *const hands[4] = {"147m258p369s1234z", "2589m1479p258s56z", "1223m456p456s77s1f",
                                         "359m359p39s12345z"};
    sp_game *g = hk_game(rules, NULL, hands, "7z 7s 1z 2z 2m", "9p");
    game_do(g, E, "D 7z");
    game_do(g, S, "D 7s");
    game_do(g, W, "PON 7s");
    game_do(g, W, "D 9p");
    game_do(g, N, "D 1z");
    game_do(g, E, "D 2z");
    game_do(g, S, "D 2m");
    assert_false(g->phase == SP_PHASE_CLAIM && game_offers(g, W, "HU"));
    assert_block(game_block(g, W, "HU"), SP_BLOCK_BELOW_MINIMUM);
    free(g);
}

/* No false wins (rules/hk-xigu.md §3.4: the source has no 詐胡 rule): no option for it, and no legal
 * list ever holds a false one while hands are played (the last action listed: a pass or a
 * discard). */
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
        cmocka_unit_test(test_s1_buhua_passes),
        cmocka_unit_test(test_explain_below_minimum),
        cmocka_unit_test(test_s1_dealer_fourteenth_flower),
        cmocka_unit_test(test_s2_huahu_at_deal),
        cmocka_unit_test(test_s3_flower_chain_selfdraw),
        cmocka_unit_test(test_s5_thirteen_orphans_priority),
        cmocka_unit_test(test_s6_dihu_first_cycle),
        cmocka_unit_test(test_s6c_dealer_dihu),
        cmocka_unit_test(test_s6f_tianhu),
        cmocka_unit_test(test_s7_rob_added_kong),
        cmocka_unit_test(test_s7b_orphans_rob_ankan),
        cmocka_unit_test(test_s8_twelve_tiles_liability),
        cmocka_unit_test(test_s9_kong_replacement_liability),
        cmocka_unit_test(test_s10_big_dragons_liability),
        cmocka_unit_test(test_s13_declined_then_eighth),
        cmocka_unit_test(test_s11_rotation_and_match_end),
        cmocka_unit_test(test_no_false_win),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
