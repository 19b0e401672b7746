/* test_game_hk_classic.c: table-flow scenarios of hk-classic from given walls
 * (tests/vectors/hk-classic.scenarios.md, rules/hk-classic.md §2). */
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

/* SC3 (C8, C9): S's 7th flower, drawn in play, offers 花糊 before its replacement; declining
 * loses the right while S holds these seven; the 8th flower offers 大花糊. */
static const char *const sc3_hands[4] = {"123m456p789s1234z", "1f2f3f4f5f6f1357m135p", "99m99p1199s66z77z2z",
                                         "78m2468p2468s9s3z4z"};

static void test_sc3_huahu_declared(void **state)
{
    (void)state;
    sp_game *g = hk_game(rules, NULL, sc3_hands, "5z 7f", "2m4m6m8m2p4p 5z");
    assert_int_equal(g->seat[S].nflowers, 6);
    game_do(g, E, "D 5z");
    /* S drew 7f: the replacement waits for S's decision */
    assert_int_equal(g->phase, SP_PHASE_SETUP);
    assert_int_equal(sp_game_pending(g), 1u << S);
    assert_int_equal(g->seat[S].nflowers, 7);
    assert_int_equal(g->tail, 144 - 6);
    assert_true(game_offers(g, S, "HU"));
    assert_true(game_offers(g, S, "PASS"));
    game_do(g, S, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->outcome.kind, SP_END_WIN);
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, S);
    assert_int_equal(g->outcome.wins[0].fan, 3);
    hk_expect_delta(g, -4, 12, -4, -4);
    assert_int_equal(game_drain_count(g, SP_EV_WIN, S), 1);
    /* a non-dealer won: the deal passes to S */
    assert_int_equal(g->dealer, S);
    assert_int_equal(g->round, 0);
    sp_score_result r;
    char err[128];
    assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
    assert_true(r.valid);
    assert_int_equal(r.fan, 3);
    free(g);
}

static void test_sc3_declined_then_dahuahu(void **state)
{
    (void)state;
    sp_game *g = hk_game(rules, NULL, sc3_hands, "5z 7f 1z 1z 1z 8f", "2m4m6m8m2p4p 5z");
    game_do(g, E, "D 5z");
    assert_int_equal(g->phase, SP_PHASE_SETUP);
    game_do(g, S, "PASS");
    /* the replacement is drawn; no flower win any more with these seven */
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, S);
    assert_int_equal(g->tail, 144 - 7);
    assert_false(game_offers(g, S, "HU"));
    game_do(g, S, "D 5z");
    game_do(g, W, "D 1z");
    game_do(g, N, "D 1z");
    game_do(g, E, "D 1z");
    /* the 8th flower: 大花糊 offered before its replacement */
    assert_int_equal(g->phase, SP_PHASE_SETUP);
    assert_int_equal(g->seat[S].nflowers, 8);
    assert_true(game_offers(g, S, "HU"));
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 8);
    hk_expect_delta(g, -32, 96, -32, -32);
    free(g);
}

/* SC2 (C3): a self-draw below the minimum is not offered; with min_fan 0 it is (C3b). */
static const char *const sc2_hands[4] = {"147m258p369s1234z", "2589m1479p258s56z", "223m456p456777s3f",
                                         "359m359p39s12345z"};

static void test_sc2_below_minimum(void **state)
{
    (void)state;
    sp_game *g = hk_game(rules, NULL, sc2_hands, "7z 6z 2m", "1m");
    game_do(g, E, "D 7z");
    game_do(g, S, "D 6z");
    assert_int_equal(g->turn, W);
    assert_false(game_offers(g, W, "HU"));
    assert_true(game_offers(g, W, "D 2m"));
    game_do(g, W, "D 2m");
    free(g);

    const hk_opt o[] = {{"min_fan", "0"}, {NULL, NULL}};
    g = hk_game(rules, o, sc2_hands, "7z 6z 2m", "1m");
    game_do(g, E, "D 7z");
    game_do(g, S, "D 6z");
    assert_true(game_offers(g, W, "HU"));
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 2);
    hk_expect_delta(g, -2, -2, 6, -2);
    free(g);
}

/* SC6 (C18): W robs N's added kong; the kong is not completed. */
static const char *const sc6_hands[4] = {"19m19s389p123456z", "258m369s129p1567z", "234567m45p3458s3f",
                                         "66p7z147m258s9m9s12z"};

static sp_game *sc6_until_kakan(const hk_opt *o)
{
    /* a first go-around of discards, so that the 6p is not the dealer's first discard (地糊) */
    sp_game *g = hk_game(rules, o, sc6_hands, "3z 3z 3z 4z 6p 7z 7z 2z 6p", "8s 3m");
    game_do(g, E, "D 3z");
    game_do(g, S, "D 3z");
    game_do(g, W, "D 3z");
    game_do(g, N, "D 4z");
    game_do(g, E, "D 6p");
    /* W's hand would be only 2 fan on the discard (pinghu + own flower): not offered */
    assert_false(game_offers(g, W, "HU"));
    game_do(g, N, "PON 6p");
    game_do(g, N, "D 7z");
    game_do(g, E, "D 7z");
    game_do(g, S, "D 7z");
    game_do(g, W, "D 2z");
    assert_int_equal(g->turn, N);
    game_do(g, N, "KAN 6p");
    assert_int_equal(g->phase, SP_PHASE_ROB);
    assert_int_equal(sp_game_pending(g), 1u << W);
    assert_true(game_offers(g, W, "HU"));
    return g;
}

static void test_sc6_rob_added_kong(void **state)
{
    (void)state;
    sp_game *g = sc6_until_kakan(NULL);
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_true(g->outcome.wins[0].situation & SP_SIT_CHANKAN);
    assert_int_equal(g->outcome.wins[0].fan, 3);
    hk_expect_delta(g, 0, 0, 8, -8);
    assert_int_equal(g->seat[N].melds[0].meld.type, SP_MELD_PON);
    assert_int_equal(g->dealer, S); /* W is not the dealer: the deal passes */
    free(g);

    const hk_opt o[] = {{"qianggang_as_zimo", "true"}, {NULL, NULL}};
    g = sc6_until_kakan(o);
    game_do(g, W, "HU");
    hk_expect_delta(g, 0, 0, 24, -24);
    free(g);

    /* W passes: the kong stands and N draws its replacement from the back */
    g = sc6_until_kakan(NULL);
    game_do(g, W, "PASS");
    assert_int_equal(g->seat[N].melds[0].meld.type, SP_MELD_KAKAN);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, N);
    assert_int_equal(sp_tile_kind(g->seat[N].drawn), sp_tile_kind(g->wall[g->tail]));
    free(g);
}

/* SC12 (C26): head-bump by turn order from the discarder, or every winner. */
static const char *const sc12_hands[4] = {"13579m2589s1234z", "1112346789p55z1f", "2468m1357s356p66z",
                                          "222888m444s777z5z"};

/* a first go-around of discards (else E's 5z would be 地糊), then E discards 5z */
static sp_game *sc12_game(const hk_opt *o)
{
    sp_game *g = hk_game(rules, o, sc12_hands, "1z 2z 3z 4z 5z", "9p");
    static const char *const discards[4] = {"D 1z", "D 2z", "D 3z", "D 4z"};
    for (int i = 0; i < 4; i++) {
        game_do(g, i, discards[i]);
        game_pass_all(g); /* (asked only where a false win may be declared) */
    }
    game_do(g, E, "D 5z");
    return g;
}

static void test_sc12_head_bump(void **state)
{
    (void)state;
    sp_game *g = sc12_game(NULL);
    assert_int_equal(sp_game_pending(g), 1u << S | 1u << N);
    assert_true(game_offers(g, S, "HU"));
    assert_true(game_offers(g, N, "HU"));
    game_do(g, N, "HU");
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, S);
    hk_expect_delta(g, -16, 16, 0, 0);
    assert_int_equal(g->dealer, S);
    free(g);
}

static void test_sc12_multiple_winners(void **state)
{
    (void)state;
    const hk_opt o[] = {{"multiple_winners", "true"}, {NULL, NULL}};
    sp_game *g = sc12_game(o);
    game_do(g, S, "HU");
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.nwins, 2);
    hk_expect_delta(g, -144, 16, 0, 128);
    assert_int_equal(g->dealer, S); /* the dealer is not among the winners */
    free(g);

    /* 十三幺 immunity changes nothing without a 十三幺 */
    const hk_opt o2[] = {{"shisanyao_headbump_immune", "true"}, {NULL, NULL}};
    g = sc12_game(o2);
    game_do(g, S, "HU");
    game_do(g, N, "HU");
    hk_expect_delta(g, -16, 16, 0, 0);
    free(g);
}

/* rules/hk-common.md §10: the dealer among several winners keeps the deal (C26's hands, N
 * discarding). */
static void test_multiple_winners_dealer_keeps(void **state)
{
    (void)state;
    const char *h[4] = {"1112346789p55z1f", "2468m1357s356p66z", "222888m444s777z5z", "13579m2589s1234z"};
    for (int multi = 0; multi < 2; multi++) {
        const hk_opt o[] = {{"multiple_winners", multi ? "true" : "false"}, {NULL, NULL}};
        sp_game *g = hk_game(rules, o, h, "1z 2z 3z 5z", "9p");
        game_do(g, E, "D 1z");
        game_do(g, S, "D 2z");
        game_do(g, W, "D 3z");
        game_do(g, N, "D 5z");
        game_do(g, W, "HU");
        game_do(g, E, "HU");
        /* E: 混一色 3 + 三元牌 1 + 正花 1 = 5 (24); W: 坎坎糊 8 + 三元牌 1 + 無花 1 = 10 (128) */
        if (multi) hk_expect_delta(g, 24, 0, 128, -152);
        else hk_expect_delta(g, 24, 0, 0, -24);
        assert_int_equal(g->dealer, E);
        assert_int_equal(g->dealer_streak, 1);
        free(g);
    }
}

/* SC9 (C22, C23): N gives E the third dragon: N is liable for 大三元. */
static void test_sc9_big_dragons_liability(void **state)
{
    (void)state;
    sp_game *g = hk_big_dragons_game(rules, "4z 1m 3m 5m 7m 9m 2m 4m 6m 8m 8s");
    game_do(g, W, "D 6m");
    game_do(g, N, "D 8m");
    assert_true(game_offers(g, E, "HU"));
    game_do(g, E, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 10);
    hk_expect_delta(g, 192, 0, 0, -192);
    assert_int_equal(g->dealer, E); /* the dealer won: 連莊 */
    assert_int_equal(g->dealer_streak, 1);
    free(g);

    g = hk_big_dragons_game(rules, "4z 1m 3m 5m 7m 9m 2m 4m 8s");
    game_do(g, W, "D 8s");
    game_do(g, E, "HU");
    if (g->phase == SP_PHASE_CLAIM) game_do(g, N, "PASS"); /* N could chow 8s */
    hk_expect_delta(g, 128, 0, -64, -64);
    free(g);
}

/* SC5 (C17): 槓上槓自摸 from a minkan of E's discard: E pays all; lost with a flower between. */
static const char *const sc5_hands[4] = {"139m147p258s1234z", "1247m369p369s567z", "2689m259p1489s77z",
                                         "555m888p23467s11z"};

static void test_sc5_kong_chain(void **state)
{
    (void)state;
    sp_game *g = hk_game(rules, NULL, sc5_hands, "5m", "8p 5s");
    game_do(g, E, "D 5m");
    game_do(g, N, "KAN 5m");
    assert_int_equal(g->turn, N);
    game_do(g, N, "KAN 8p");
    assert_true(game_offers(g, N, "HU"));
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 9);
    hk_expect_delta(g, -144, 0, 0, 144);
    free(g);

    const hk_opt o[] = {{"gangshanggang_minkan_liable", "false"}, {NULL, NULL}};
    g = hk_game(rules, o, sc5_hands, "5m", "8p 5s");
    game_do(g, E, "D 5m");
    game_do(g, N, "KAN 5m");
    game_do(g, N, "KAN 8p");
    game_do(g, N, "HU");
    hk_expect_delta(g, -48, -48, -48, 144);
    free(g);

    /* the minkan's replacement is a flower: the chain is broken, 槓上自摸 1 + 自摸 1 < 3 */
    g = hk_game(rules, NULL, sc5_hands, "5m", "1f 8p 5s");
    game_do(g, E, "D 5m");
    game_do(g, N, "KAN 5m");
    assert_int_equal(g->seat[N].nflowers, 1);
    game_do(g, N, "KAN 8p");
    assert_false(game_offers(g, N, "HU"));
    free(g);
}

/* SC10 (C24): 天糊 at the dealer's first action. */
static void test_sc10_tianhu(void **state)
{
    (void)state;
    const char *h[4] = {"123456789m234p5z", "147p147s258p258s7z", "6z369p369s11p99p1s9s", "5z23568p567s179s4p"};
    sp_game *g = hk_game(rules, NULL, h, "5z", NULL);
    assert_true(game_offers(g, E, "HU"));
    game_do(g, E, "HU");
    assert_true(g->outcome.wins[0].situation & SP_SIT_TIANHU);
    hk_expect_delta(g, 192, -64, -64, -64);
    assert_int_equal(g->dealer, E);
    free(g);
}

/* SC11 (C25): 地糊 on the dealer's first discard only. */
static void test_sc11_dihu(void **state)
{
    (void)state;
    const char *h[4] = {"1357m1357p1357s4z", "123m456p789s2233z", "2468m2468p2468s6z", "99p99s556677z114z"};
    sp_game *g = hk_game(rules, NULL, h, "3z", NULL);
    game_do(g, E, "D 3z");
    assert_true(game_offers(g, S, "HU"));
    game_do(g, S, "HU");
    hk_expect_delta(g, -128, 128, 0, 0);
    free(g);

    /* a later discard of the same tile: only 無花 1 < 3, no win offered */
    g = hk_game(rules, NULL, h, "9m 9m 9m 9m 3z", NULL);
    game_do(g, E, "D 9m");
    game_do(g, S, "D 9m");
    game_do(g, W, "D 9m");
    game_do(g, N, "D 9m");
    game_do(g, E, "D 3z");
    assert_false(game_offers(g, S, "HU"));
    free(g);
}

/* SC15 (C32): 花糊 on a minkan replacement; with huahu_minkan_liable the kong tile's discarder pays. */
static const char *const sc15_hands[4] = {"789m789p789s567z1p", "1f2f3f5f6f7f444s1234z", "1249s258m369p556z",
                                          "3469m4578p3678s7z"};

static void test_sc15_huahu_on_kong(void **state)
{
    (void)state;
    for (int liable = 0; liable < 2; liable++) {
        const hk_opt o[] = {{"huahu_minkan_liable", liable ? "true" : "false"}, {NULL, NULL}};
        sp_game *g = hk_game(rules, o, sc15_hands, "1p 2z 9s", "1m2m3m4m5m6m 4f");
        game_do(g, E, "D 1p");
        game_do(g, S, "D 2z");
        game_do(g, W, "D 4s");
        game_do(g, S, "KAN 4s");
        assert_int_equal(g->phase, SP_PHASE_SETUP);
        assert_true(game_offers(g, S, "HU"));
        game_do(g, S, "HU");
        if (liable) hk_expect_delta(g, 0, 12, -12, 0);
        else hk_expect_delta(g, -4, 12, -4, -4);
        free(g);
    }
}

/* SC7 (C19): 十三幺 robs a concealed kong (shisanyao_rob_ankan); nobody else is asked. */
static const char *const sc7_hands[4] = {"777z234567m2345p", "19m19p19s1234566z", "89m6789p2345678s", "1188m1368p99s125z"};

static void test_sc7_orphans_rob_ankan(void **state)
{
    (void)state;
    sp_game *g = hk_game(rules, NULL, sc7_hands, "7z", "9s");
    assert_true(game_offers(g, E, "KAN 7z"));
    game_do(g, E, "KAN 7z");
    assert_int_equal(g->phase, SP_PHASE_ROB);
    assert_int_equal(sp_game_pending(g), 1u << S);
    game_do(g, S, "HU");
    assert_true(g->outcome.wins[0].situation & SP_SIT_CHANKAN);
    hk_expect_delta(g, -128, 128, 0, 0);
    free(g);

    /* S lets it go: the concealed kong stands and E draws its replacement */
    g = hk_game(rules, NULL, sc7_hands, "7z", "9s");
    game_do(g, E, "KAN 7z");
    game_do(g, S, "PASS");
    assert_int_equal(g->seat[E].nmelds, 1);
    assert_int_equal(g->seat[E].melds[0].meld.type, SP_MELD_ANKAN);
    assert_int_equal(g->turn, E);
    assert_int_equal(sp_tile_kind(g->seat[E].drawn), sp_tile_kind(g->wall[g->tail]));
    free(g);

    const hk_opt o[] = {{"shisanyao_rob_ankan", "false"}, {NULL, NULL}};
    g = hk_game(rules, o, sc7_hands, "7z", "9s");
    game_do(g, E, "KAN 7z");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->seat[E].melds[0].meld.type, SP_MELD_ANKAN);
    free(g);
}

/* SC16 (C34): 糊一不糊二: after passing S's 3s, N may not win on W's 6s before its next draw. */
static const char *const sc16_hands[4] = {"124578m147p1567z", "3s369m2589p24567z", "1258m36799p69s34z",
                                          "1234579s22333z4f"};

static void test_sc16_huyi_buhuer(void **state)
{
    (void)state;
    for (int on = 0; on < 2; on++) {
        const hk_opt o[] = {{"huyi_buhuer", on ? "true" : "false"}, {NULL, NULL}};
        sp_game *g = hk_game(rules, o, sc16_hands, "9m 1z 5m", "8s");
        game_do(g, E, "D 9m");
        game_do(g, S, "D 3s");
        assert_true(game_offers(g, N, "HU"));
        game_do(g, N, "PASS");
        game_do(g, W, "D 6s");
        if (!on) {
            assert_true(game_offers(g, N, "HU"));
            game_do(g, N, "HU");
            hk_expect_delta(g, 0, 0, -16, 16);
        } else {
            assert_false(game_offers(g, N, "HU"));
            game_do(g, N, "PASS"); /* N could still chow */
            assert_int_equal(g->phase, SP_PHASE_TURN);
        }
        free(g);
    }
}

/* Why a complete hand is not offered its win (game_explain.h): SC2's self-draw is below the
 * 3-fan minimum; SC16's 6s comes after passing a win (糊一不糊二). */
static void test_explain_blocked_wins(void **state)
{
    (void)state;
    sp_game *g = hk_game(rules, NULL, sc2_hands, "7z 6z 2m", "1m");
    game_do(g, E, "D 7z");
    game_do(g, S, "D 6z");
    assert_false(game_offers(g, W, "HU"));
    assert_block(game_block(g, W, "HU"), SP_BLOCK_BELOW_MINIMUM);
    assert_block(game_block(g, W, "D 2m"), SP_BLOCK_NONE);
    free(g);
    const hk_opt zero[] = {{"min_fan", "0"}, {NULL, NULL}};
    g = hk_game(rules, zero, sc2_hands, "7z 6z 2m", "1m");
    game_do(g, E, "D 7z");
    game_do(g, S, "D 6z");
    assert_int_equal(game_block(g, W, "HU"), SP_BLOCK_NONE); /* offered: nothing to explain */
    free(g);

    const hk_opt on[] = {{"huyi_buhuer", "true"}, {NULL, NULL}};
    g = hk_game(rules, on, sc16_hands, "9m 1z 5m", "8s");
    game_do(g, E, "D 9m");
    game_do(g, S, "D 3s");
    assert_int_equal(game_block(g, N, "HU"), SP_BLOCK_NONE);
    game_do(g, N, "PASS");
    game_do(g, W, "D 6s");
    assert_false(game_offers(g, N, "HU"));
    assert_block(game_block(g, N, "HU"), SP_BLOCK_PASSED_WIN);
    free(g);
}

/* SC8 (C20, C21): E's discard gives S its fourth declared set: E is liable (十二張落地). */
static void test_sc8_twelve_tiles_liability(void **state)
{
    (void)state;
    sp_game *g = hk_twelve_tiles_game(rules, "2m 1p 5z 2p 5z 6z 5m 5z 6z 6z 7s");
    game_do(g, N, "D 6z");
    game_do(g, E, "D 6z");
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 6);
    hk_expect_delta(g, -48, 48, 0, 0);
    free(g);

    g = hk_twelve_tiles_game(rules, "2m 1p 5z 2p 5z 6z 5m 5z 7s");
    game_do(g, N, "D 7s");
    game_do(g, S, "HU");
    hk_expect_delta(g, -12, 24, 0, -12);
    free(g);

    g = hk_twelve_tiles_game(rules, "2m 1p 5z 2p 5z 6z 5m 5z 6z 7s");
    game_do(g, N, "D 6z");
    game_do(g, E, "D 7s");
    game_do(g, S, "HU");
    hk_expect_delta(g, -24, 24, 0, 0);
    free(g);
}

/* rules/hk-classic.md §3.3 options: the dealer's seven flowers at the deal (花糊, or 天糊 with
 * dealer_initial_huahu_is_tianhu); a non-dealer's wait for its first draw. */
static void test_initial_flower_wins(void **state)
{
    (void)state;
    const char *h[4] = {"1f2f3f4f5f6f7f123m456p", "1357m1359p258s57z", "99m99p1199s66z77z2z", "78m2468p2468s5z3z4z"};
    for (int tianhu = 0; tianhu < 2; tianhu++) {
        const hk_opt o[] = {{"dealer_initial_huahu_is_tianhu", tianhu ? "true" : "false"}, {NULL, NULL}};
        sp_game *g = hk_game(rules, o, h, "9s", "7s8s9s1z1z2z2z");
        assert_int_equal(g->phase, SP_PHASE_SETUP);
        assert_int_equal(sp_game_pending(g), 1u << E);
        game_do(g, E, "HU");
        if (tianhu) hk_expect_delta(g, 192, -64, -64, -64);
        else hk_expect_delta(g, 12, -4, -4, -4);
        assert_int_equal(g->dealer, E);
        free(g);
    }
    const char *h2[4] = {"123m456p789s3z4z5z6z", "1f2f3f4f5f6f7f1357m13p", "99m99p1199s66z77z2z", "78m2468p2468s5z3z4z"};
    sp_game *g = hk_game(rules, NULL, h2, "8p 6s", "7s8s9s1z1z2z2z");
    assert_int_equal(sp_game_pending(g), 1u << S); /* default: at once */
    free(g);
    const hk_opt o[] = {{"nondealer_initial_huahu_wait", "true"}, {NULL, NULL}};
    g = hk_game(rules, o, h2, "8p 6s", "7s8s9s1z1z2z2z");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(sp_game_pending(g), 1u << E);
    game_do(g, E, "D 8p");
    /* S's first draw: fourteen tiles, 花糊 offered now */
    assert_int_equal(g->phase, SP_PHASE_SETUP);
    assert_int_equal(sp_game_pending(g), 1u << S);
    game_do(g, S, "HU");
    hk_expect_delta(g, -4, 12, -4, -4);
    free(g);
}

/* SC14 (C31): 七搶一 (huahu_wait_for_eighth): N waits with seven flowers; W exposes the 8th. */
static const char *const sc14_hands[4] = {"123m456p789s3z4z5z6z", "99m99p1199s66z77z2z", "78m2468p2468s5z3z4z",
                                          "1f2f3f4f5f6f7f1357m13p"};

static void test_sc14_qiqiangyi(void **state)
{
    (void)state;
    const hk_opt o[] = {{"huahu_wait_for_eighth", "true"}, {NULL, NULL}};
    sp_game *g = hk_game(rules, o, sc14_hands, "8p 9p 8f", "7s8s9s1z1z2z2z 1s");
    assert_int_equal(sp_game_pending(g), 1u << N); /* seven flowers at the deal */
    game_do(g, N, "PASS");                          /* N waits for the eighth */
    game_do(g, E, "D 8p");
    game_do(g, S, "D 9p");
    /* W drew 8f: before its replacement N may rob it */
    assert_int_equal(g->phase, SP_PHASE_SETUP);
    assert_int_equal(sp_game_pending(g), 1u << N);
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 3);
    hk_expect_delta(g, 0, 0, -8, 8);
    assert_int_equal(g->dealer, S);
    free(g);

    /* N lets it go: W draws its replacement and plays on */
    g = hk_game(rules, o, sc14_hands, "8p 9p 8f", "7s8s9s1z1z2z2z 1s");
    game_do(g, N, "PASS");
    game_do(g, E, "D 8p");
    game_do(g, S, "D 9p");
    game_do(g, N, "PASS");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, W);
    assert_int_equal(sp_tile_kind(g->seat[W].drawn), sp_tile_kind(g->wall[g->tail]));
    free(g);

    /* without the option N lost the right at the deal: nothing is offered */
    g = hk_game(rules, NULL, sc14_hands, "8p 9p 8f", "7s8s9s1z1z2z2z 1s");
    game_do(g, N, "PASS");
    game_do(g, E, "D 8p");
    game_do(g, S, "D 9p");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, W);
    assert_int_equal(g->seat[W].nflowers, 1);
    free(g);
}

/* SC1 / rules/hk-common.md §10: the dealer keeps the deal after a drawn hand (draw_dealer_keeps),
 * passes it otherwise; a match of four rounds ends when the North round's last dealer passes. */
static void test_draw_dealer_keeps(void **state)
{
    (void)state;
    hk_expect_drawn_hand_keeps_deal(rules, 7);

    const hk_opt o[] = {{"draw_dealer_keeps", "false"}, {NULL, NULL}};
    sp_game *g = hk_seeded(rules, o, 7);
    hk_play_out(g);
    assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
    assert_int_equal(g->dealer, S);
    free(g);
}

/* use_flowers = false: the 136 tiles without flowers (spec: "136 when use_flowers = false"),
 * so nobody ever exposes a flower or draws a replacement for one. */
static void test_flowers_switched_off(void **state)
{
    (void)state;
    const hk_opt o[] = {{"use_flowers", "false"}, {NULL, NULL}};
    for (uint64_t seed = 1; seed <= 20; seed++) {
        sp_game *g = hk_seeded(rules, o, seed);
        assert_int_equal(g->wall_size, 136);
        for (int i = 0; i < g->wall_size; i++) assert_true(sp_tile_kind(g->wall[i]) < SP_KIND_F);
        hk_play_out(g);
        for (int p = 0; p < 4; p++) assert_int_equal(g->seat[p].nflowers, 0);
        free(g);
    }
    sp_game *g = hk_seeded(rules, NULL, 1);
    assert_int_equal(g->wall_size, 144);
    free(g);
}

static void test_match_of_four_rounds(void **state)
{
    (void)state;
    const hk_opt o[] = {{"draw_dealer_keeps", "false"}, {NULL, NULL}};
    sp_game *g = hk_seeded(rules, o, 11);
    for (int hand = 0; hand < 16; hand++) {
        assert_int_equal(g->round, hand / 4);
        assert_int_equal(g->dealer, hand % 4);
        hk_play_out(g);
        if (hand < 15) {
            assert_false(g->outcome.match_over);
            sp_game_next_hand(g);
        }
    }
    assert_true(g->outcome.match_over);
    assert_int_equal(g->phase, SP_PHASE_MATCH_OVER);
    free(g);
}

/* 詐糊 (rules/hk-classic.md §3.5) with allow_false_win: a seat may declare HU whenever it could if
 * its hand were right; a hand that cannot win pays each other player the limit's self-draw share
 * (10 fan: 64 each), the hand ends and counts as a drawn hand for the deal
 * (rules/hk-common.md §10). */
static const hk_opt false_win_on[] = {{"allow_false_win", "true"}, {NULL, NULL}};

/* The HU listed for seat now, and whether the list marks it a false win. */
static bool listed_hu(const sp_game *g, int seat, bool *false_win)
{
    sp_action_list l;
    sp_game_legal(g, seat, &l);
    *false_win = l.false_win;
    return sp_action_list_has(&l, SP_ACT_HU);
}

static void expect_false_win(sp_game *g, int seat)
{
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, seat);
    assert_false(g->outcome.wins[0].valid);
    for (int p = 0; p < 4; p++) assert_int_equal(g->outcome.delta[p], p == seat ? -192 : 64);
    sp_score_result r;
    char err[128];
    assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
    assert_false(r.valid);
    const sp_result_field *f = NULL;
    for (int i = 0; i < r.nfields; i++)
        if (!strcmp(r.fields[i].key, "penalty")) f = &r.fields[i];
    assert_non_null(f);
    assert_string_equal(f->text, "zhahu");
    /* the event says it: b = 0 */
    sp_event e;
    bool seen = false;
    while (sp_game_next_event(g, &e))
        if (e.type == SP_EV_WIN) {
            assert_int_equal(e.seat, seat);
            assert_int_equal(e.b, 0);
            seen = true;
        }
    assert_true(seen);
}

/* SC2 with the options `o` up to West's turn, every claim passed: West drew 2m, 2 fan. */
static sp_game *sc2_to_west(const hk_opt *o)
{
    sp_game *g = hk_game(rules, o, sc2_hands, "7z 6z 2m", "1m");
    game_do(g, E, "D 7z");
    game_pass_all(g);
    game_do(g, S, "D 6z");
    game_pass_all(g);
    assert_int_equal(g->turn, W);
    return g;
}

/* SC2's self-draw is 2 fan, below the minimum: not offered by default; with allow_false_win it
 * is, marked false, and declaring it is 詐糊. The dealer keeps the deal, as after a draw. */
static void test_false_win_self_draw(void **state)
{
    (void)state;
    bool false_win;
    /* the dealer's first turn: a hand that is no win may be declared too */
    sp_game *g = hk_game(rules, false_win_on, sc2_hands, "7z 6z 2m", "1m");
    assert_true(listed_hu(g, E, &false_win));
    assert_true(false_win);
    free(g);
    g = sc2_to_west(false_win_on);
    assert_true(listed_hu(g, W, &false_win));
    assert_true(false_win);
    game_do(g, W, "HU");
    expect_false_win(g, W);
    assert_int_equal(g->dealer, E);
    assert_int_equal(g->dealer_streak, 1);
    free(g);

    /* without draw_dealer_keeps the deal passes, as after a drawn hand */
    const hk_opt o[] = {{"allow_false_win", "true"}, {"draw_dealer_keeps", "false"}, {NULL, NULL}};
    g = sc2_to_west(o);
    game_do(g, W, "HU");
    assert_false(g->outcome.wins[0].valid);
    assert_int_equal(g->dealer, S);
    free(g);

    /* a real win is listed unmarked (min_fan 0 makes SC2's self-draw valid) */
    const hk_opt valid[] = {{"allow_false_win", "true"}, {"min_fan", "0"}, {NULL, NULL}};
    g = sc2_to_west(valid);
    assert_true(listed_hu(g, W, &false_win));
    assert_false(false_win);
    game_do(g, W, "HU");
    assert_true(g->outcome.wins[0].valid);
    hk_expect_delta(g, -2, -2, 6, -2);
    assert_int_equal(g->dealer, S);
    free(g);
}

/* On a discard every other seat is asked and may declare; a hand with no shape at all is 詐糊.
 * With the option off nothing changes: S, who cannot use E's 7z, is not asked. */
static void test_false_win_on_discard(void **state)
{
    (void)state;
    bool false_win;
    sp_game *g = hk_game(rules, NULL, sc2_hands, "7z 6z 2m", "1m");
    game_do(g, E, "D 7z");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, S);
    assert_false(listed_hu(g, S, &false_win));
    free(g);

    g = hk_game(rules, false_win_on, sc2_hands, "7z 6z 2m", "1m");
    game_do(g, E, "D 7z");
    assert_int_equal(g->phase, SP_PHASE_CLAIM);
    assert_int_equal(sp_game_pending(g), 1u << S | 1u << W | 1u << N);
    assert_true(listed_hu(g, S, &false_win));
    assert_true(false_win);
    game_do(g, S, "HU");
    game_do(g, W, "PASS");
    game_do(g, N, "PASS");
    expect_false_win(g, S);
    assert_int_equal(g->dealer, E);
    free(g);
}

/* 糊一不糊二 with allow_false_win (rules/hk-classic.md §3.4): N passed S's 3s, so W's 6s may not win for
 * N; N may declare anyway, and that is 詐糊 (the footnote's rule). */
static void test_false_win_after_passing(void **state)
{
    (void)state;
    const hk_opt o[] = {{"huyi_buhuer", "true"}, {"allow_false_win", "true"}, {NULL, NULL}};
    sp_game *g = hk_game(rules, o, sc16_hands, "9m 1z 5m", "8s");
    game_do(g, E, "D 9m");
    game_pass_all(g);
    game_do(g, S, "D 3s");
    bool false_win;
    assert_true(listed_hu(g, N, &false_win));
    /* the first winning tile is a real win (passing E's 9m, a false one, passed no win) */
    assert_false(false_win);
    game_pass_all(g);
    game_do(g, W, "D 6s");
    assert_true(listed_hu(g, N, &false_win));
    assert_true(false_win);
    game_do(g, N, "HU");
    game_pass_all(g);
    expect_false_win(g, N);
    free(g);
}

/* SC12 with allow_false_win: West, who cannot win on East's 5z, declares too. With 一炮多響 each
 * declaration is settled alone: S 16 and N 128 from East, and West's penalty of 64 to each other
 * player; the dealer did not win, so the deal passes. With head-bump the nearest declaration
 * decides: South's win takes the tile and West's is not heard; but if South passes, West (nearer
 * than North) declares first - a false win, which ends the hand: North's win is lost. */
static void test_false_win_among_winners(void **state)
{
    (void)state;
    const hk_opt o[] = {{"multiple_winners", "true"}, {"allow_false_win", "true"}, {NULL, NULL}};
    sp_game *g = sc12_game(o);
    assert_int_equal(sp_game_pending(g), 1u << S | 1u << W | 1u << N);
    game_do(g, S, "HU");
    game_do(g, W, "HU");
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.nwins, 3);
    assert_false(g->outcome.wins[1].valid);
    hk_expect_delta(g, -144 + 64, 16 + 64, -192, 128 + 64);
    assert_int_equal(g->dealer, S);
    free(g);

    g = sc12_game(false_win_on);
    game_do(g, S, "HU");
    game_do(g, W, "HU");
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_true(g->outcome.wins[0].valid);
    hk_expect_delta(g, -16, 16, 0, 0);
    free(g);

    g = sc12_game(false_win_on);
    game_do(g, S, "PASS");
    game_do(g, W, "HU");
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    expect_false_win(g, W);
    assert_int_equal(g->dealer, E);
    free(g);
}

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sc3_huahu_declared),
        cmocka_unit_test(test_sc3_declined_then_dahuahu),
        cmocka_unit_test(test_sc2_below_minimum),
        cmocka_unit_test(test_explain_blocked_wins),
        cmocka_unit_test(test_sc6_rob_added_kong),
        cmocka_unit_test(test_sc12_head_bump),
        cmocka_unit_test(test_sc12_multiple_winners),
        cmocka_unit_test(test_multiple_winners_dealer_keeps),
        cmocka_unit_test(test_sc9_big_dragons_liability),
        cmocka_unit_test(test_sc5_kong_chain),
        cmocka_unit_test(test_sc10_tianhu),
        cmocka_unit_test(test_sc11_dihu),
        cmocka_unit_test(test_sc15_huahu_on_kong),
        cmocka_unit_test(test_sc7_orphans_rob_ankan),
        cmocka_unit_test(test_sc16_huyi_buhuer),
        cmocka_unit_test(test_sc8_twelve_tiles_liability),
        cmocka_unit_test(test_initial_flower_wins),
        cmocka_unit_test(test_sc14_qiqiangyi),
        cmocka_unit_test(test_draw_dealer_keeps),
        cmocka_unit_test(test_match_of_four_rounds),
        cmocka_unit_test(test_flowers_switched_off),
        cmocka_unit_test(test_false_win_self_draw),
        cmocka_unit_test(test_false_win_on_discard),
        cmocka_unit_test(test_false_win_after_passing),
        cmocka_unit_test(test_false_win_among_winners),
        cmocka_unit_test(test_bots_skip_false_wins),
        cmocka_unit_test(test_false_win_bots_play_on),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
