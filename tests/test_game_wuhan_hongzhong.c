/* test_game_wuhan_hongzhong.c: table-flow scenarios of wuhan-hongzhong from given walls
 * (tests/vectors/wuhan-hongzhong.scenarios.md, rules/wuhan-hongzhong.md §2).
 *
 * Walls: hands[i] goes to seat i (E deals), `draws` are the head tiles after the deal: the
 * dealer's fourteenth, then the indicator (翻牌), then the draws in turn; `tail` are the kong
 * replacements. Expected payments are the spec's worked examples (W4, W5, W9, W13, W17) or,
 * where marked, computed by hand from the spec's formula (rules/wuhan-hongzhong.md §4.3). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/bot.h"
#include "core/game.h"
#include "core/game_view.h"
#include "core/tile.h"
#include "table/read_file.h"
#include "table/ruleset_file.h"
#include "game_fixture.h"
#include "game_test_util.h"
#include "rules_fixture.h"

enum { E, S, W, N };

RULES_FIXTURE_GROUP("wuhan-hongzhong")

static sp_game *new_game_opts(const char *const hands[4], const char *draws, const char *tail, const int32_t *options)
{
    return game_from_wall(rules, 4, hands, draws, tail, options, 1);
}

static sp_game *new_game(const char *const hands[4], const char *draws, const char *tail)
{
    return new_game_opts(hands, draws, tail, NULL);
}

static void drain(sp_game *g)
{
    sp_event e;
    while (sp_game_next_event(g, &e)) {}
}

static int count_events(sp_game *g, int type, sp_event *last)
{
    sp_event e;
    int n = 0;
    while (sp_game_next_event(g, &e))
        if (e.type == type) {
            n++;
            if (last) *last = e;
        }
    return n;
}

static void expect_delta(const sp_game *g, int e, int s, int w, int n)
{
    const int32_t want[4] = {e, s, w, n};
    for (int p = 0; p < 4; p++) {
        if (g->outcome.delta[p] != want[p])
            fail_msg("seat %c: delta %d, expected %d", sp_seat_letter(p), (int)g->outcome.delta[p], (int)want[p]);
        assert_int_equal(g->seat[p].score, want[p]);
    }
}

/* ---- SC-W1: the indicator, the laizi and the 皮 ---- */

static const char *const plain_hands[4] = {
    "4m6m7z3z9s1p1s2m3m2p3p2s3s",
    "7m8m9m7p8p9p7s8s1z1z2z2z4z",
    "5p5p6p6p5s5s6s6s7m7m1z2z6z",
    "8m8m9m9m7p7p8p8p9p9p8s8s9s",
};

static void expect_indicator(const char *draws, const char *ind, const char *laizi, const char *pi1, const char *pi2, int live)
{
    sp_game *g = new_game(plain_hands, draws, NULL);
    assert_int_equal(sp_tile_kind(g->indicator), tile_kind_of(ind));
    assert_true(g->indicator_aside);
    assert_int_equal(g->wild_kind, tile_kind_of(laizi));
    assert_int_equal(sp_game_wall_left(g), live);
    sp_event ev;
    memset(&ev, 0, sizeof ev);
    int n = count_events(g, SP_EV_INDICATOR, &ev);
    assert_int_equal(n, 1 + (live == 81));
    assert_int_equal(sp_tile_kind(ev.tile), tile_kind_of(ind));
    assert_int_equal(ev.a, tile_kind_of(laizi));
    /* every special kind the dealer holds is a SPECIAL action, never a discard; the others are discards */
    const char *specials[4] = {laizi, pi1, pi2, "7z"};
    for (int k = 0; k < SP_KINDS; k++) {
        if (!g->seat[E].counts[k]) continue;
        char t[8], d[16], sp[16];
        sp_kind_name(k, t);
        snprintf(d, sizeof d, "D %s", t);
        snprintf(sp, sizeof sp, "SPECIAL %s", t);
        bool special = false;
        for (int i = 0; i < 4; i++) special |= tile_kind_of(specials[i]) == k;
        assert_int_equal(game_offers(g, E, d), !special);
        assert_int_equal(game_offers(g, E, sp), special);
    }
    free(g);
}

static void test_indicator(void **state)
{
    (void)state;
    /* dealer's 14th, then the indicator; 136 - 53 - 1 = 82 live tiles */
    expect_indicator("1s 5m", "5m", "6m", "5m", "4m", 82);
    expect_indicator("1s 9p", "9p", "1p", "9p", "8p", 82);
    expect_indicator("5m 1s", "1s", "2s", "1s", "9s", 82);
    expect_indicator("1s 1z", "1z", "2z", "1z", "5z", 82);
    expect_indicator("1s 4z", "4z", "6z", "4z", "3z", 82); /* 中 is skipped in the honour cycle */
    expect_indicator("1s 6z", "6z", "5z", "6z", "4z", 82);
    expect_indicator("1s 5z", "5z", "1z", "5z", "6z", 82);
    /* a 7z is set aside and the next tile turned: both out of play, 81 live tiles */
    expect_indicator("1s 7z 6z", "6z", "5z", "6z", "4z", 81);
    sp_game *g = new_game(plain_hands, "1s 7z 6z", NULL);
    assert_int_equal(g->naside, 1);
    assert_int_equal(sp_tile_kind(g->aside[0]), tile_kind_of("7z"));
    sp_event ev;
    assert_true(sp_game_next_event(g, &ev));
    int first = -2;
    while (sp_game_next_event(g, &ev))
        if (ev.type == SP_EV_INDICATOR && first == -2) {
            first = ev.a;
            assert_int_equal(sp_tile_kind(ev.tile), tile_kind_of("7z"));
        }
    assert_int_equal(first, -1);
    free(g);
}

/* ---- SC-W4: 红中杠 after a pon, 起胡 refuses the soft reading, the hard one wins (spec W4) ---- */

static void test_w4_hongzhong_qihu(void **state)
{
    (void)state;
    const char *h[4] = {
        "1p7p9p1s9s1z2z3z4z6z5m6m8m",
        "5z5z5p9m2p3p7m1s9s6z6z1m8p",
        "4p6p2m9p9s8s7m6m1z2z3z4z6z",
        "7p7p5z1m3m9m9m7z8m8m4s6s9p",
    };
    /* E's 14th 1m, indicator 3s (laizi 4s, 皮 3s 2s), then the draws in turn */
    sp_game *g = new_game(h, "1m 3s  3z 7m 2z 4z 7s 2z 3z 4z 5s", "1z");
    assert_int_equal(g->wild_kind, tile_kind_of("4s"));
    game_do(g, E, "D 7p");
    assert_int_equal(sp_game_pending(g), 1u << N);
    game_do(g, N, "PON 7p");
    game_do(g, N, "D 5z");
    game_do(g, S, "PON 5z");
    game_do(g, S, "D 5p");
    game_do(g, W, "CHI 5p 4p6p");
    game_do(g, W, "D 2m");
    game_do(g, N, "CHI 2m 1m3m");
    game_do(g, N, "D 9p");
    game_tsumogiri(g); /* E 3z */
    game_do(g, S, "D 9m");
    game_do(g, N, "PON 9m");
    /* after a pon: a special kong (replacement from the tail), no discard of the 7z */
    game_refused(g, N, "D 7z");
    drain(g);
    game_do(g, N, "SPECIAL 7z");
    sp_event ev;
    memset(&ev, 0, sizeof ev);
    assert_int_equal(count_events(g, SP_EV_SPECIAL, &ev), 1);
    assert_int_equal(ev.seat, N);
    assert_int_equal(sp_tile_kind(ev.tile), tile_kind_of("7z"));
    assert_int_equal(g->seat[N].nspecial, 1);
    assert_int_equal(sp_tile_kind(g->seat[N].drawn), tile_kind_of("1z"));
    game_do(g, N, "D 1z");
    game_tsumogiri(g); /* E 2z */
    game_tsumogiri(g); /* S 4z */
    /* (a) W's 7s: only the soft reading (laizi for 5s or 8s), P(N) 16 x min 1 = 16, not > 16 */
    game_tsumogiri(g);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, N);
    game_tsumogiri(g); /* N 2z */
    game_tsumogiri(g); /* E 3z */
    game_tsumogiri(g); /* S 4z */
    /* (b) W's 5s: 456s with the laizi at face value, hard: P(N) 32 */
    game_tsumogiri(g);
    assert_int_equal(sp_game_pending(g), 1u << N);
    assert_true(game_offers(g, N, "HU"));
    assert_false(game_offers(g, N, "CHI 5s 4s6s")); /* a laizi is never melded */
    game_do(g, N, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->outcome.kind, SP_END_WIN);
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].fan, 32);
    expect_delta(g, -64, -64, -128, 256);
    /* the winner deals next */
    assert_int_equal(g->dealer, N);
    free(g);
}

/* ---- SC-W5 / SC-DEAL: the dealer's 赖子杠 at the start, a soft small self-draw (spec W5) ---- */

static sp_game *play_w5(void)
{
    const char *h[4] = {
        "789m67p5s66m22p45s1z",
        "1z1z3z5p1m2m9m1p3p9s8s7s6z",
        "3z3z4p6p2p1s2s9s7p8p4z6z3m",
        "3s1m2m8m9m4z5z6z7s9s7p1s3p",
    };
    /* indicator 5m: laizi 6m, 皮 5m 4m */
    sp_game *g = new_game(h, "9p 5m  5z 5z 4z 4z 6z 8p", "2z");
    assert_int_equal(g->wild_kind, tile_kind_of("6m"));
    /* the dealer begins without drawing: special kongs first */
    assert_true(game_offers(g, E, "SPECIAL 6m"));
    assert_false(game_offers(g, E, "D 6m"));
    game_do(g, E, "SPECIAL 6m");
    assert_int_equal(sp_tile_kind(g->seat[E].drawn), tile_kind_of("2z"));
    assert_int_equal(sp_game_wall_left(g), 81);
    game_do(g, E, "D 1z");
    game_do(g, S, "PON 1z");
    game_do(g, S, "D 3z");
    game_do(g, W, "PON 3z");
    game_do(g, W, "D 2p");
    game_do(g, E, "PON 2p");
    game_do(g, E, "D 9p");
    game_do(g, S, "D 5p");
    game_do(g, W, "CHI 5p 4p6p");
    game_do(g, W, "D 4z");
    game_do(g, N, "D 3s");
    game_do(g, E, "CHI 3s 4s5s");
    game_do(g, E, "D 2z");
    game_tsumogiri(g); /* S */
    game_tsumogiri(g); /* W */
    game_tsumogiri(g); /* N */
    assert_int_equal(g->turn, E);
    assert_true(game_offers(g, E, "HU"));
    return g;
}

static void test_w5_laizigang(void **state)
{
    (void)state;
    sp_game *g = play_w5();
    game_do(g, E, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    /* P(E) = 2^2 x 4 (赖子杠) x 1 (soft) x 2 (self-draw) = 32; every loser x2 (dealer winner) */
    assert_int_equal(g->outcome.wins[0].fan, 32);
    expect_delta(g, 448, -128, -256, -64);
    sp_score_result r;
    char err[128];
    assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
    assert_true(r.valid);
    assert_int_equal(r.payments[E], 448);
    /* the dealer won: he keeps the deal */
    assert_int_equal(g->dealer, E);
    assert_int_equal(g->dealer_streak, 1);
    sp_game_next_hand(g);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, E);
    assert_int_equal(g->hand_number, 2);
    assert_int_equal(g->seat[E].score, 448);
    game_check_ok(g);
    free(g);
}

/* ---- 开口: no win without a chi, pon or exposed kong; an ankan does not open ---- */

static void test_must_open(void **state)
{
    (void)state;
    const char *h[4] = {
        "5p1m4m7m1z2z3z4z5z6z2s3s4s",
        "234m567p345s888m5p",
        "1p1p2p2p3p3p9m9m6m6m6s6s7s",
        "1z2z3z4z5z2m3m5m6m7p8p6s7s",
    };
    /* indicator 9s: laizi 1s, 皮 9s 8s */
    sp_game *g = new_game(h, "6z 9s  8m", "5p");
    game_do(g, E, "D 5p");
    /* S would complete 55p: claims offered, no win */
    assert_true(game_offers(g, S, "PON 5p"));
    assert_false(game_offers_type(g, S, SP_ACT_HU));
    game_do(g, S, "PASS");
    assert_int_equal(g->turn, S);
    assert_true(game_offers(g, S, "KAN 8m"));
    game_do(g, S, "KAN 8m");
    /* 234m 567p 345s 55p + ankan 8888m: complete, but an ankan is not an opening */
    assert_int_equal(sp_tile_kind(g->seat[S].drawn), tile_kind_of("5p"));
    assert_false(game_offers_type(g, S, SP_ACT_HU));
    free(g);
}

/* ---- SC-W13: 一炮单响, candidates from the dealer (default) or from the discarder ---- */

static sp_game *play_w13(const int32_t *options)
{
    const char *h[4] = {
        "2p9p9p1m1s9s4p6p8p3m4z4z6z",
        "1p3p2s4m4m9p7s7s3z6m7m5s5s",
        "3s4s4m3p5p7p2m3m8s9s4z6z6p",
        "1m1m7s2m3m4m5m6m7m8m9m9m9m",
    };
    /* indicator 1z: laizi 2z, 皮 1z 5z */
    sp_game *g = new_game_opts(h, "6z 1z  8m", NULL, options);
    game_do(g, E, "D 2p");
    game_do(g, S, "CHI 2p 1p3p");
    game_do(g, S, "D 2s");
    game_do(g, W, "CHI 2s 3s4s");
    game_do(g, W, "D 4m");
    assert_int_equal(sp_game_pending(g), (1u << S) | (1u << N));
    assert_false(game_offers_type(g, N, SP_ACT_HU)); /* N has not opened yet */
    game_do(g, N, "PASS");
    game_do(g, S, "PON 4m");
    game_do(g, S, "D 9p");
    game_do(g, E, "PON 9p");
    game_do(g, E, "D 1m");
    game_do(g, N, "PON 1m");
    game_do(g, N, "D 7s");
    game_do(g, S, "PON 7s");
    game_do(g, S, "D 3z");
    assert_int_equal(g->turn, W);
    game_tsumogiri(g); /* W's 8m: S and N can both win */
    assert_true(game_offers_type(g, S, SP_ACT_HU));
    assert_true(game_offers_type(g, N, SP_ACT_HU));
    assert_false(game_offers_type(g, E, SP_ACT_HU));
    game_do(g, N, "HU");
    assert_int_equal(g->phase, SP_PHASE_CLAIM); /* the window waits for S */
    game_do(g, S, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->outcome.nwins, 1); /* only one winner */
    return g;
}

static void test_w13_dealer_order(void **state)
{
    (void)state;
    sp_game *g = play_w13(NULL);
    /* order E, S, N: S wins (spec W13) */
    assert_int_equal(g->outcome.wins[0].seat, S);
    assert_int_equal(g->outcome.wins[0].discarder, W);
    expect_delta(g, -64, 160, -64, -32);
    assert_int_equal(g->dealer, S);
    free(g);
}

static void test_w13_discarder_order(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_choice(rules, o, "jiehu_order", "discarder");
    sp_game *g = play_w13(o);
    /* order N, E, S: N wins 清一色 (derived in the scenarios file: N +500) */
    assert_int_equal(g->outcome.wins[0].seat, N);
    expect_delta(g, -80, -300, -120, 500);
    assert_int_equal(g->dealer, N);
    free(g);
}

/* ---- SC-W9: robbing a 蓄杠; the kong does not happen, the robbed player is liable ---- */

/* W9's play up to West's 蓄杠 of 4p (East's hand given: `east`), the rob window open. */
static sp_game *w9_until_kakan(const char *east, const int32_t *options)
{
    const char *h[4] = {
        east,
        "3z9m2m5m8m2s5s8s7p9p4z6s3m",
        "4p4p7s3m6m1s3s5p7p8p4z6z2s",
        "6s8s9m9m2p3p7m8m9m5m5m3s9s",
    };
    /* indicator 1z: laizi 2z, 皮 1z 5z */
    sp_game *g = new_game_opts(h, "6z 1z  6z 1m 2m 1s 8m 4p", NULL, options);
    game_do(g, E, "D 4p");
    game_do(g, W, "PON 4p");
    game_do(g, W, "D 7s");
    game_do(g, N, "CHI 7s 6s8s");
    game_do(g, N, "D 3s");
    game_tsumogiri(g); /* E */
    game_do(g, S, "D 3z");
    game_do(g, E, "PON 3z");
    game_do(g, E, "D 6z");
    game_do(g, S, "D 9m");
    game_do(g, N, "PON 9m");
    game_do(g, N, "D 9s");
    game_tsumogiri(g); /* E */
    game_tsumogiri(g); /* S */
    assert_int_equal(g->turn, W);
    assert_true(game_offers(g, W, "KAN 4p"));
    game_do(g, W, "KAN 4p");
    assert_int_equal(g->phase, SP_PHASE_ROB);
    return g;
}

static void test_w9_robbing(void **state)
{
    (void)state;
    sp_game *g = w9_until_kakan("4p3z3z1m4m7m1s4s9s6p8p4z6z", NULL);
    int tail = g->tail;
    assert_int_equal(sp_game_pending(g), 1u << N);
    game_do(g, N, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->outcome.nwins, 1);
    assert_true(g->outcome.wins[0].situation & SP_SIT_CHANKAN);
    assert_int_equal(sp_tile_kind(g->outcome.wins[0].win_tile), tile_kind_of("4p"));
    /* W keeps his pon and drew no replacement */
    assert_int_equal(g->seat[W].melds[0].meld.type, SP_MELD_PON);
    assert_int_equal(g->tail, tail);
    /* 抢杠胡 base 10, P(N) 8; W is the 放冲 player (x1.5) and pays for all (spec W9) */
    expect_delta(g, 0, 0, -480, 480);
    assert_int_equal(g->dealer, N);
    free(g);
}

/* Several robbers (rules/wuhan-hongzhong.md §2.7: the 一炮单响 order applies): East, ready on 4p / 7p
 * with 56p after his pung of 3z, may rob West's 4p too. From the dealer East comes first and wins;
 * with jiehu_order = discarder the order from West's next seat is N, E: North wins, as in W9. The
 * robbed player pays for all either way (承包). */
static void test_several_robbers(void **state)
{
    (void)state;
    const char *east = "4p3z3z5p6p2m3m4m6m7m8m5s5s";
    sp_game *g = w9_until_kakan(east, NULL);
    assert_int_equal(sp_game_pending(g), 1u << E | 1u << N);
    assert_true(game_offers(g, E, "HU"));
    game_do(g, N, "HU");
    game_do(g, E, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, E);
    assert_true(g->outcome.wins[0].situation & SP_SIT_CHANKAN);
    assert_true(g->outcome.delta[E] > 0);
    assert_int_equal(g->outcome.delta[W], -g->outcome.delta[E]);
    assert_int_equal(g->outcome.delta[S], 0);
    assert_int_equal(g->outcome.delta[N], 0);
    free(g);

    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_choice(rules, o, "jiehu_order", "discarder");
    g = w9_until_kakan(east, o);
    game_do(g, E, "HU");
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, N);
    expect_delta(g, 0, 0, -480, 480);
    free(g);
}

/* ---- 过胡: a passed win bars discard wins until the player's next draw ---- */

static void test_passed_win(void **state)
{
    (void)state;
    const char *h[4] = {
        "3m1p4p7p1s4s9s3z4z8m9m6p6s",
        "3m3m5p5p5p7s7s7s9s9s2m2m6z",
        "9s2m2p5p8p2s5s8s3z4z6z6m5m",
        "2m3p6p9p3s6s8s4z6z7m7p8p9m",
    };
    /* indicator 1z */
    sp_game *g = new_game(h, "3p 1z  1m 4m 7m 1s 6m", NULL);
    game_do(g, E, "D 3m");
    game_do(g, S, "PON 3m");
    game_do(g, S, "D 6z");
    game_do(g, W, "D 9s");
    /* S may win 碰碰胡 (555p 777s 999s 22m) and passes */
    assert_true(game_offers_type(g, S, SP_ACT_HU));
    game_do(g, S, "PASS");
    game_do(g, N, "D 2m");
    assert_true(game_offers(g, S, "PON 2m"));
    assert_false(game_offers_type(g, S, SP_ACT_HU));
    game_do(g, S, "PASS");
    game_do(g, E, "D 9s");
    assert_true(game_offers(g, S, "PON 9s"));
    assert_false(game_offers_type(g, S, SP_ACT_HU));
    game_do(g, S, "PASS");
    /* S draws: the bar is lifted */
    assert_int_equal(g->turn, S);
    game_tsumogiri(g);
    game_do(g, W, "D 2m");
    assert_true(game_offers_type(g, S, SP_ACT_HU));
    game_do(g, S, "HU");
    /* 碰碰胡: base 10, P(S) = 2 (pon) x 2 (hard) = 4; W 放冲 x1.5; no dealer factor (computed) */
    expect_delta(g, -40, 140, -60, -40);
    free(g);
}

/* ---- SC-DEAL / 流局: the dealer keeps the deal, the match lasts `jushu` hands ---- */

/* Plays without ever winning: discards the drawn tile (or the first legal discard, or a special
 * kong), passes every claim, until the hand is over. */
static void play_out(sp_game *g)
{
    while (g->phase == SP_PHASE_TURN || g->phase == SP_PHASE_CLAIM || g->phase == SP_PHASE_ROB) {
        if (g->phase != SP_PHASE_TURN) {
            game_pass_all(g);
            continue;
        }
        int seat = g->turn;
        sp_action_list l;
        sp_game_legal(g, seat, &l);
        int pick = -1;
        for (int i = 0; i < l.n; i++)
            if (l.a[i].type == SP_ACT_DISCARD && (pick < 0 || (g->seat[seat].drawn >= 0 && l.a[i].tile == sp_tile_kind(g->seat[seat].drawn))))
                pick = i;
        for (int i = 0; i < l.n && pick < 0; i++)
            if (l.a[i].type == SP_ACT_SPECIAL) pick = i;
        assert_true(pick >= 0);
        char why[128];
        if (sp_game_apply(g, seat, &l.a[pick], why, sizeof why)) fail_msg("%s", why);
        game_check_ok(g);
    }
}

static void test_exhaustive_draw_and_match_length(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_set(rules, o, "jushu", 3);
    sp_game *g = malloc(sizeof *g);
    char err[128];
    assert_int_equal(sp_game_init(g, rules, o, 4, 7, err, sizeof err), 0);
    for (int hand = 1; hand <= 3; hand++) {
        int dealer = g->dealer;
        play_out(g);
        assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
        int32_t sum = 0;
        for (int p = 0; p < 4; p++) sum += g->outcome.delta[p];
        assert_int_equal(sum, 0);
        assert_int_equal(g->dealer, dealer); /* 流局: the dealer keeps the deal */
        if (hand < 3) {
            assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
            sp_game_next_hand(g);
        }
    }
    assert_int_equal(g->phase, SP_PHASE_MATCH_OVER);
    assert_true(g->outcome.match_over);
    for (int p = 0; p < 4; p++) assert_int_equal(g->outcome.settlement[p], g->seat[p].score);
    free(g);
}

/* ---- SC-W17: 查大叫 at an exhaustive draw (spec W17) ---- */

static void play_turns_out(sp_game *g)
{
    while (g->phase == SP_PHASE_TURN || g->phase == SP_PHASE_CLAIM || g->phase == SP_PHASE_ROB) {
        if (g->phase != SP_PHASE_TURN) game_pass_all(g);
        else game_tsumogiri(g);
    }
}

static void test_w17_chadajiao(void **state)
{
    (void)state;
    /* indicator 1z: laizi 2z, 皮 1z 5z; every 皮 / laizi / 7z not played sits in W's and N's hands,
     * so the rest of the wall holds none; the other 5m and 2p (E's and S's waits) are N's */
    const char *h[4] = {
        "3m3m4p6p7z5m2s3s4s7s8s9s8p",
        "1m2m3m7m8m9m4p5p6p2p3m6s6s",
        "9p9p9p9p2z2z2z2z5z5z5z5z7z",
        "8p8p1z1z1z7z7z5m5m5m2p2p2p",
    };
    sp_game *g = new_game(h, "1p 1z  9s 4s 6s", "1s 5p 9m");
    game_do(g, E, "SPECIAL 7z"); /* 红中杠, replacement 1s */
    game_do(g, E, "D 8p");
    game_do(g, N, "PON 8p");
    game_do(g, N, "SPECIAL 1z"); /* 皮子杠 after the pon, replacement 5p */
    game_do(g, N, "D 5p");
    game_do(g, E, "CHI 5p 4p6p");
    game_do(g, E, "D 1p");
    game_do(g, S, "D 3m"); /* S drew 9s */
    game_do(g, E, "PON 3m");
    game_do(g, E, "D 1s");
    game_tsumogiri(g); /* S 4s */
    assert_int_equal(g->turn, W);
    game_do(g, W, "KAN 9p"); /* ankan: no opening; replacement 9m */
    game_do(g, W, "D 6s");
    game_do(g, S, "PON 6s");
    game_do(g, S, "D 9s");
    /* E: 5m 234s 789s ready on 5m (K 2 x 2 x 2 = 8); S: 123789m 456p 2p ready on 2p (K 2);
     * W never opened, ankan (K 4, pays x2); N holds 皮 / 7z: not ready (K 2 x 2 = 4) */
    play_turns_out(g);
    assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
    assert_int_equal(g->outcome.nwins, 0);
    expect_delta(g, 96, 24, -80, -40);
    assert_int_equal(g->dealer, E); /* 流局: the dealer keeps the deal */
    assert_int_equal(g->dealer_streak, 1);
    free(g);
}

/* ---- SC-W10: 红中杠 on the last tiles: 杠上开花 + 海底捞月 (spec W10) ---- */

static void test_w10_hongzhong_rinshan_haitei(void **state)
{
    (void)state;
    /* indicator 5p: laizi 6p, 皮 5p 4p; S and W hold every special tile but the 7z E draws */
    const char *h[4] = {
        "1m2m3m4m5m6m7s8s8m8m3s3s1z",
        "3s9m3z6p6p6p6p4p4p4p4p5p5p",
        "7m8m4z5p7z7z7z9s9s1p2p3p6z",
        "1z1z3z3z5z6z2s4s6s8s2m3p2m",
    };
    uint8_t wall[SP_MAX_WALL];
    char err[256];
    int n = fixture_wall(rules, 4, h, "2z 5p  6z 4z 5z 7s 1s 2s", "9s", wall, err, sizeof err);
    if (n < 0) fail_msg("%s", err);
    /* E's draw that leaves 3 tiles in the live wall is the 79th after the indicator: the 7z */
    int at = 54 + 78, from = -1;
    for (int i = 54; i < n; i++)
        if (sp_tile_kind(wall[i]) == tile_kind_of("7z")) from = i;
    assert_true(from >= 0);
    uint8_t t = wall[at];
    wall[at] = wall[from];
    wall[from] = t;
    sp_game *g = malloc(sizeof *g);
    if (sp_game_init_wall(g, rules, NULL, 4, 1, wall, n, err, sizeof err)) fail_msg("%s", err);
    game_do(g, E, "D 1z");
    game_do(g, N, "PON 1z");
    game_do(g, N, "D 5z");
    game_tsumogiri(g); /* E 6z */
    game_do(g, S, "D 3s");
    game_do(g, E, "PON 3s");
    game_do(g, E, "D 2z");
    game_do(g, S, "D 9m");
    game_do(g, W, "CHI 9m 7m8m");
    game_do(g, W, "D 4z");
    game_tsumogiri(g); /* N 7s */
    game_tsumogiri(g); /* E 1s */
    game_do(g, S, "D 3z");
    game_do(g, N, "PON 3z");
    game_do(g, N, "D 6z");
    while (!(g->phase == SP_PHASE_TURN && g->turn == E && sp_game_wall_left(g) == 3)) {
        assert_true(g->phase == SP_PHASE_TURN || g->phase == SP_PHASE_CLAIM);
        assert_true(sp_game_wall_left(g) >= 3);
        if (g->phase == SP_PHASE_CLAIM) game_pass_all(g);
        else game_tsumogiri(g);
    }
    assert_int_equal(sp_tile_kind(g->seat[E].drawn), tile_kind_of("7z"));
    assert_false(game_offers_type(g, E, SP_ACT_HU)); /* a 7z in hand: no win */
    game_do(g, E, "SPECIAL 7z");
    assert_int_equal(sp_tile_kind(g->seat[E].drawn), tile_kind_of("9s"));
    assert_int_equal(sp_game_wall_left(g), 2);
    game_do(g, E, "HU");
    /* base 20 (杠上开花 + 海底捞月), P(E) = 2 x 2 x 2 x 1.5 = 12; no dealer factor */
    assert_int_equal(g->outcome.wins[0].fan, 12);
    expect_delta(g, 840, -240, -300, -300);
    sp_score_result r;
    assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
    assert_int_equal(r.base, 20);
    free(g);
}

/* ---- SC-W14: two laizi: the small win is refused, the big one allowed (spec W14) ---- */

static sp_game *play_w14(bool chi)
{
    /* indicator 7m: laizi 8m, 皮 7m 6m; S holds both 8m */
    const char *h[4] = {
        chi ? "2s4z4z6z1m2m3m4p5p6p1s5s9m" : "3s4z4z6z1m2m3m4p5p6p1s5s9m",
        chi ? "3s4s9s9s1p1p8m8m5p5p1z4z3z" : "3s3s9s9s1p1p8m8m5p5p1z4z3z",
        "9s2p3p4m1z2z3z4z5s6s7s8s9p",
        "1p6z6z2m5m9m3p8p1s4s5z5z3z",
    };
    sp_game *g = new_game(h, "2z 7m  9p 1m 8p 2m 5p", NULL);
    game_do(g, E, chi ? "D 2s" : "D 3s");
    game_do(g, S, chi ? "CHI 2s 3s4s" : "PON 3s");
    game_do(g, S, "D 1z");
    game_do(g, W, "D 9s");
    game_do(g, S, "PON 9s");
    game_do(g, S, "D 4z");
    game_do(g, E, "PON 4z");
    game_do(g, E, "D 6z");
    game_do(g, N, "PON 6z");
    game_do(g, N, "D 1p");
    game_do(g, S, "PON 1p");
    game_do(g, S, "D 3z");
    game_tsumogiri(g); /* W */
    game_tsumogiri(g); /* N */
    game_tsumogiri(g); /* E */
    assert_int_equal(g->turn, S);
    assert_int_equal(sp_tile_kind(g->seat[S].drawn), tile_kind_of("5p"));
    return g;
}

static void test_w14_two_laizi(void **state)
{
    (void)state;
    /* (a) with a chi: 555p + 88m is only a small win, and a small win holds at most one laizi */
    sp_game *g = play_w14(true);
    assert_false(game_offers_type(g, S, SP_ACT_HU));
    assert_true(game_offers(g, S, "SPECIAL 8m")); /* he may play a 赖子杠 instead */
    free(g);
    /* (b) three pons: 碰碰胡 (big) allows two; hard, P(S) = 8 x 2 x 1.5 = 24, base 10 */
    g = play_w14(false);
    assert_true(game_offers_type(g, S, SP_ACT_HU));
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 24);
    expect_delta(g, -300, 840, -240, -300);
    free(g);
}

/* ---- SC-W15: a pair of 3s is never a small win (spec W15) ---- */

static void test_w15_pair_258(void **state)
{
    (void)state;
    /* indicator 5z: laizi 1z, 皮 5z 6z */
    const char *h[4] = {
        "9m2p3p4p2s5s8s3z4z2z2z9p1p",
        "5m7m8m1p2p6p8p4s5s6s2z3z4z",
        "4m6m7p7p1s2s3s7s8s9s3m9m8m",
        "7p3m9s9s3p5p2s3s4s3z4z2m8p",
    };
    sp_game *g = new_game(h, "1m 5z  3z 4z 9p 2s 6p 3m", NULL);
    game_do(g, E, "D 1m");
    game_do(g, S, "D 5m");
    game_do(g, W, "CHI 5m 4m6m");
    game_do(g, W, "D 9m");
    game_do(g, N, "D 7p");
    game_do(g, W, "PON 7p");
    game_do(g, W, "D 8m");
    /* W: 123s 789s 3m, his only wait 3m makes a 33m pair */
    game_do(g, N, "D 3m");
    assert_int_equal(g->phase, SP_PHASE_TURN); /* W was not asked */
    assert_int_equal(g->turn, E);
    game_tsumogiri(g); /* E */
    game_tsumogiri(g); /* S */
    assert_int_equal(g->turn, W);
    assert_int_equal(sp_tile_kind(g->seat[W].drawn), tile_kind_of("3m"));
    assert_false(game_offers_type(g, W, SP_ACT_HU));
    free(g);
}

/* ---- after a chi / pon: special kongs only, no ankan / 蓄杠 before the discard ---- */

static void test_after_call(void **state)
{
    (void)state;
    /* indicator 5m: laizi 6m, 皮 5m 4m. E pons 1z holding four 9p and a laizi */
    const char *h[4] = {
        "9p9p9p9p6m1z1z2m3m7s8s3z4z",
        "1z2p3p7p8p2s3s6s7s8s2z3z4z",
        "1p1p5p5p9s9s7m8m9m1s2s6z6z",
        "2p3p7p8p4s5s6s7s9s1m2m3m4z",
    };
    sp_game *g = new_game(h, "5z 5m  1z", "3p");
    game_do(g, E, "D 5z");
    game_tsumogiri(g); /* S's 1z */
    assert_true(game_offers(g, E, "PON 1z"));
    game_do(g, E, "PON 1z");
    assert_false(game_offers_type(g, E, SP_ACT_KAN)); /* four 9p, but right after a pon */
    assert_true(game_offers(g, E, "SPECIAL 6m"));
    game_do(g, E, "SPECIAL 6m");
    assert_false(game_offers_type(g, E, SP_ACT_KAN));
    game_do(g, E, "D 3p");
    free(g);
}

/* ---- why a win, a discard or a kong is refused (game_explain.h) ---- */

static void test_explain_blocks(void **state)
{
    (void)state;
    /* 开口 (test_must_open): S would complete 55p, then after an ankan */
    const char *h[4] = {"5p1m4m7m1z2z3z4z5z6z2s3s4s", "234m567p345s888m5p", "1p1p2p2p3p3p9m9m6m6m6s6s7s",
                        "1z2z3z4z5z2m3m5m6m7p8p6s7s"};
    sp_game *g = new_game(h, "6z 9s  8m", "5p");
    game_do(g, E, "D 5p");
    assert_block(game_block(g, S, "HU"), SP_BLOCK_NOT_OPENED);
    game_do(g, S, "PASS");
    game_do(g, S, "KAN 8m");
    assert_false(game_offers_type(g, S, SP_ACT_HU));
    assert_block(game_block(g, S, "HU"), SP_BLOCK_NOT_OPENED);
    free(g);

    /* the laizi is never discarded; no kong right after a pon (test_after_call) */
    const char *ha[4] = {"9p9p9p9p6m1z1z2m3m7s8s3z4z", "1z2p3p7p8p2s3s6s7s8s2z3z4z", "1p1p5p5p9s9s7m8m9m1s2s6z6z",
                         "2p3p7p8p4s5s6s7s9s1m2m3m4z"};
    g = new_game(ha, "5z 5m  1z", "3p");
    assert_block(game_block(g, E, "D 6m"), SP_BLOCK_SPECIAL_TILE);
    assert_block(game_block(g, E, "D 9p"), SP_BLOCK_NONE);
    game_do(g, E, "D 5z");
    game_tsumogiri(g);
    game_do(g, E, "PON 1z");
    game_do(g, E, "SPECIAL 6m");
    assert_false(game_offers_type(g, E, SP_ACT_KAN));
    assert_block(game_block(g, E, "KAN 9p"), SP_BLOCK_AFTER_CALL);
    free(g);
}

/* ---- SC-W8: 全求人 liability judged on the discarder's actual hand after his discard ---- */

static sp_game *play_w8(bool ready)
{
    /* indicator 9p: laizi 1p, 皮 9p 8p. E's last tile decides: 2p (ready on 2p) or 3z (not ready) */
    const char *h[4] = {
        "5p4m5m2z1s2s3s4s5s6s7m8m9m",
        "2z2z8s3z3z4z1m9m3p6s9s5z6z",
        "2m7p1m6p2s5m9s1z4p3s4z5z3p",
        "3m4m5p5p8s8s7p7p1p6m3z5z6z",
    };
    sp_game *g = new_game(h, ready ? "2p 9p  1z 6z 2s 1m 5s" : "3z 9p  1z 6z 2s 1m 5s", NULL);
    game_do(g, E, "D 5p");
    game_do(g, N, "PON 5p");
    game_do(g, N, "D 6m");
    game_do(g, E, "CHI 6m 4m5m");
    game_do(g, E, "D 2z");
    game_do(g, S, "PON 2z");
    game_do(g, S, "D 8s");
    game_do(g, N, "PON 8s");
    game_do(g, N, "D 3z");
    game_do(g, S, "PON 3z");
    game_do(g, S, "D 4z");
    game_do(g, W, "D 2m");
    game_do(g, N, "CHI 2m 3m4m");
    game_do(g, N, "D 5z");
    game_tsumogiri(g); /* E */
    game_tsumogiri(g); /* S */
    game_do(g, W, "D 7p");
    game_do(g, N, "PON 7p");
    game_do(g, N, "D 6z");
    /* N: four melds and the laizi 1p; E discards 5s: 全求人 (soft), P(N) 16, base 10 */
    game_tsumogiri(g);
    assert_int_equal(sp_game_pending(g), 1u << N);
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 16);
    return g;
}

static void test_w8_quanqiuren_liability(void **state)
{
    (void)state;
    /* E 480 -> 300, S 640 -> 300, W 160; E not ready: he pays all three (spec W8) */
    sp_game *g = play_w8(false);
    expect_delta(g, -760, 0, 0, 760);
    free(g);
    g = play_w8(true);
    expect_delta(g, -300, -300, -160, 760);
    free(g);
}

/* ---- house rules: the engine reads win.must_open and win.pair_ranks from the file ---- */

/* The shipped file with `from` replaced by `to` (each must occur once), parsed; free() it. */
static sp_ruleset *house_rules(const char *const edits[][2], int nedits)
{
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/rules/wuhan-hongzhong.rules", SPARROW_SOURCE_DATA_DIR);
    char *text = sp_read_file(path, 1 << 20, "a ruleset", NULL, err, sizeof err);
    if (!text) fail_msg("%s", err);
    for (int i = 0; i < nedits; i++) {
        char *at = strstr(text, edits[i][0]);
        if (!at) fail_msg("'%s' is not in the shipped file", edits[i][0]);
        size_t lf = strlen(edits[i][0]), lt = strlen(edits[i][1]), rest = strlen(at + lf);
        char *out = malloc((size_t)(at - text) + lt + rest + 1);
        assert_non_null(out);
        memcpy(out, text, (size_t)(at - text));
        memcpy(out + (at - text), edits[i][1], lt);
        memcpy(out + (at - text) + lt, at + lf, rest + 1);
        free(text);
        text = out;
    }
    sp_ruleset *rs = malloc(sizeof *rs);
    assert_non_null(rs);
    if (sp_ruleset_parse(text, "house.rules", rs, err, sizeof err)) fail_msg("%s", err);
    free(text);
    return rs;
}

/* Whether the scorer of g's ruleset (or of `as`, when given) calls seat's win valid now. */
static bool scorer_valid(const sp_game *g, const sp_ruleset *as, int seat, int how, int tile)
{
    sp_game *at = malloc(sizeof *at);
    assert_non_null(at);
    memcpy(at, g, offsetof(sp_game, ev_head));
    if (as) at->rules = as;
    int discarder = how == SP_WIN_TSUMO ? -1 : g->turn;
    sp_win_context ctx = {seat, how, tile, discarder, sp_game_win_situation(g, seat, how, discarder, false)};
    sp_score_result r;
    bool valid = sp_game_score(at, &ctx, &r) == 0 && r.valid;
    free(at);
    return valid;
}

typedef struct {
    int checked;        /* moments a possible win was compared */
    int wins_offered;   /* wins the engine offered (= the scorer's valid ones) */
    int house_only;     /* of those, wins the shipped rules refuse */
} agreement;

/* Plays `hands` hands with easy players in every seat; at every self-draw and every discard,
 * each seat's HU is offered exactly when the scorer calls the win valid. */
static agreement expect_engine_agrees(const sp_ruleset *rs, int hands)
{
    agreement a = {0, 0, 0};
    sp_bot bots[4];
    for (int p = 0; p < 4; p++) sp_bot_init(&bots[p], SP_BOT_EASY, 40 + (uint64_t)p, NULL);
    for (int h = 0; h < hands; h++) {
        sp_game *g = malloc(sizeof *g);
        char why[256];
        assert_non_null(g);
        if (sp_game_init(g, rs, NULL, 4, 900 + (uint64_t)h, why, sizeof why)) fail_msg("%s", why);
        for (int guard = 0; guard < 3000 && g->phase < SP_PHASE_HAND_OVER; guard++) {
            for (int p = 0; p < 4; p++) {
                int how = -1, tile = -1;
                if (g->phase == SP_PHASE_TURN && p == g->turn && g->seat[p].drawn >= 0 &&
                    !(g->turn_flags & SP_TURN_AFTER_CALL)) {
                    how = SP_WIN_TSUMO;
                    tile = g->seat[p].drawn;
                } else if (g->phase == SP_PHASE_CLAIM && p != g->turn && !(g->answered >> p & 1)) {
                    how = SP_WIN_RON;
                    tile = g->last_discard;
                }
                if (how < 0) continue;
                bool valid = scorer_valid(g, NULL, p, how, tile), offered = game_offers_type(g, p, SP_ACT_HU);
                if (valid != offered)
                    fail_msg("hand %d, seat %c, tile %d (%s): scorer %d, engine %d", h, sp_seat_letter(p), sp_tile_kind(tile),
                             how == SP_WIN_TSUMO ? "self-draw" : "discard", valid, offered);
                a.checked++;
                if (!offered) continue;
                a.wins_offered++;
                if (rs != rules && !scorer_valid(g, rules, p, how, tile)) a.house_only++;
            }
            int seat = __builtin_ctz(sp_game_pending(g));
            sp_action_list l;
            sp_game_legal(g, seat, &l);
            sp_view v;
            sp_game_view(g, seat, &v);
            sp_action act = sp_bot_choose(&bots[seat], &v, &l);
            if (sp_game_apply(g, seat, &act, why, sizeof why)) fail_msg("%s", why);
            game_check_ok(g);
        }
        assert_true(g->phase >= SP_PHASE_HAND_OVER);
        free(g);
    }
    return a;
}

static void test_house_win_rules(void **state)
{
    (void)state;
    /* the shipped rules: the engine and the scorer agree */
    agreement a = expect_engine_agrees(rules, 60);
    assert_true(a.wins_offered > 0);
    /* any pair, no opening needed: wins the shipped file refuses are offered, and only those the
     * house scorer accepts */
    const char *const any[][2] = {{"pair_ranks = [2, 5, 8];", "pair_ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9];"},
                                  {"must_open = 1;", "must_open = 0;"}};
    sp_ruleset *house = house_rules(any, 2);
    a = expect_engine_agrees(house, 60);
    assert_true(a.house_only > 0);
    free(house);
    /* two openings needed, the pair 5s only: fewer wins, still exactly the scorer's */
    const char *const strict[][2] = {{"pair_ranks = [2, 5, 8];", "pair_ranks = [5];"}, {"must_open = 1;", "must_open = 2;"}};
    house = house_rules(strict, 2);
    a = expect_engine_agrees(house, 60);
    assert_true(a.checked > 0);
    free(house);
}

/* ---- the last discard may still be claimed with the live wall empty (rules/wuhan-hongzhong.md §2.9) */

/* One step of a quiet player: in its turn a special kong of the drawn tile or its discard (the
 * first kind listed after a call), every claim passed. */
static void quiet_step(sp_game *g)
{
    int seat = __builtin_ctz(sp_game_pending(g));
    sp_action_list l;
    sp_game_legal(g, seat, &l);
    int pick = -1, drawn = g->seat[seat].drawn >= 0 ? sp_tile_kind(g->seat[seat].drawn) : -1;
    for (int i = 0; i < l.n && pick < 0; i++)
        if (l.a[i].type == SP_ACT_PASS || ((l.a[i].type == SP_ACT_DISCARD || l.a[i].type == SP_ACT_SPECIAL) && l.a[i].tile == drawn))
            pick = i;
    for (int i = 0; i < l.n && pick < 0; i++)
        if (l.a[i].type == SP_ACT_DISCARD || l.a[i].type == SP_ACT_SPECIAL) pick = i;
    assert_true(pick >= 0);
    char why[256];
    if (sp_game_apply(g, seat, &l.a[pick], why, sizeof why)) fail_msg("%s", why);
    game_check_ok(g);
}

static void test_last_discard_claims(void **state)
{
    (void)state;
    int found = 0;
    for (uint64_t seed = 1; seed <= 300 && found < 3; seed++) {
        sp_game *g = malloc(sizeof *g);
        char why[256];
        assert_non_null(g);
        assert_int_equal(sp_game_init(g, rules, NULL, 4, seed, why, sizeof why), 0);
        int claimer = -1;
        for (int guard = 0; guard < 2000 && g->phase < SP_PHASE_HAND_OVER && claimer < 0; guard++) {
            if (g->phase == SP_PHASE_CLAIM && sp_game_wall_left(g) == 0)
                for (int p = 0; p < 4 && claimer < 0; p++)
                    if (game_offers_type(g, p, SP_ACT_PON)) claimer = p;
            if (claimer < 0) quiet_step(g);
        }
        if (claimer < 0) {
            free(g);
            continue;
        }
        found++;
        /* the last discard: a pung offered (no kong: nothing to replace it with), passing too */
        assert_true(game_offers_type(g, claimer, SP_ACT_PASS));
        assert_false(game_offers_type(g, claimer, SP_ACT_KAN));
        int k = sp_tile_kind(g->last_discard);
        char pon[16], name[4];
        sp_kind_name(k, name);
        snprintf(pon, sizeof pon, "PON %s", name);
        while (!(sp_game_pending(g) >> claimer & 1)) quiet_step(g);
        game_do(g, claimer, pon);
        game_pass_all(g);
        /* the claimer discards again; then the hand ends as a draw once nobody claims */
        assert_int_equal(g->phase, SP_PHASE_TURN);
        assert_int_equal(g->turn, claimer);
        int discards = g->discards_total;
        for (int guard = 0; guard < 100 && g->phase < SP_PHASE_HAND_OVER; guard++) quiet_step(g);
        assert_true(g->discards_total > discards);
        assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
        free(g);
    }
    assert_int_equal(found, 3);
}

/* ---- SC-W11 in play: 风一色 needs no shape ---- */

/* Indicator 5p (laizi 6p; 皮 5p 4p). West pungs North's 1z and South's 3z, then self-draws 5z:
 * 111z 333z 22z 44z 55z 66z, honours only - 风一色, base 10, hard: P(W) = 2² x 2 x 1.5 = 12 as in
 * spec W11. Unlike W11, South and North have not opened here, so each loser's factor is 1: each
 * pays 10 x 12 = 120 (computed by rules/wuhan-hongzhong.md §4.3's formula). Every other discard
 * passes unclaimed. */
static void test_w11_fengyise_in_play(void **state)
{
    (void)state;
    const char *h[4] = {"1m2m3m4m5m6m7m8m9m1s2s3s4s", "1m2m3m4m5m6m7m8m9m3z1s2s3s", "1z1z3z3z2z2z4z4z5z6z6z9m9s",
                        "1z1p2p3p7p8p9p1s2s3s7s8s9s"};
    static const char *const script[] = {"0 D 5s", "1 D 8m", "2 D 8s", "3 D 1z", "2 PON 1z", "2 D 9m", "3 D 6m", "0 D 6s",
                                         "1 D 3z", "2 PON 3z", "2 D 9s", "3 D 4m", "0 D 4s", "1 D 3m"};
    sp_game *g = new_game(h, "5s 5p  8m 8s 7m 6m 6s 5m 4m 4s 3m 5z", NULL);
    assert_int_equal(g->wild_kind, tile_kind_of("6p"));
    for (size_t i = 0; i < sizeof script / sizeof *script; i++) {
        if (strncmp(script[i] + 2, "PON", 3)) game_pass_all(g); /* nobody claims the other discards */
        game_do(g, script[i][0] - '0', script[i] + 2);
    }
    game_pass_all(g);
    assert_int_equal(g->turn, W);
    assert_int_equal(sp_tile_kind(g->seat[W].drawn), tile_kind_of("5z"));
    assert_true(game_offers(g, W, "HU"));
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    sp_score_result r;
    char err[128];
    assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
    bool fengyise = false;
    for (int i = 0; i < r.npatterns; i++) fengyise |= !strcmp(rules->patterns[r.patterns[i].pattern].id, "fengyise");
    assert_true(fengyise);
    expect_delta(g, -120, -120, 360, -120);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_indicator),
        cmocka_unit_test(test_w4_hongzhong_qihu),
        cmocka_unit_test(test_w5_laizigang),
        cmocka_unit_test(test_must_open),
        cmocka_unit_test(test_house_win_rules),
        cmocka_unit_test(test_last_discard_claims),
        cmocka_unit_test(test_w11_fengyise_in_play),
        cmocka_unit_test(test_explain_blocks),
        cmocka_unit_test(test_w13_dealer_order),
        cmocka_unit_test(test_w13_discarder_order),
        cmocka_unit_test(test_w9_robbing),
        cmocka_unit_test(test_several_robbers),
        cmocka_unit_test(test_passed_win),
        cmocka_unit_test(test_exhaustive_draw_and_match_length),
        cmocka_unit_test(test_w17_chadajiao),
        cmocka_unit_test(test_w8_quanqiuren_liability),
        cmocka_unit_test(test_w14_two_laizi),
        cmocka_unit_test(test_w15_pair_258),
        cmocka_unit_test(test_after_call),
        cmocka_unit_test(test_w10_hongzhong_rinshan_haitei),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
