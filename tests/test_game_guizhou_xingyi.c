/* test_game_guizhou_xingyi.c: table-flow scenarios of guizhou-xingyi from given walls
 * (tests/vectors/guizhou-xingyi.scenarios.md, rules/guizhou-xingyi.md §2).
 * Seats: A = 0 (the first dealer), B = 1, C = 2, D = 3. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/random_bot.h"
#include "core/game.h"
#include "core/game_guizhou.h"
#include "core/rules_guizhou.h"
#include "game_fixture.h"
#include "game_test_util.h"
#include "rules_fixture.h"

RULES_FIXTURE_GROUP("guizhou-xingyi")

enum { A, B, C, D };

/* ---- helpers ---- */

static sp_game *deal_opts(int players, const char *const hands[], const char *draws, const char *tail, const int32_t *opts)
{
    return game_from_wall(rules, players, hands, draws, tail, opts, 7);
}

static sp_game *deal(int players, const char *const hands[], const char *draws, const char *tail)
{
    return deal_opts(players, hands, draws, tail, NULL);
}

static bool can(const sp_game *g, int seat, const char *text)
{
    sp_action a;
    sp_error e;
    assert_int_equal(sp_action_parse(text, &a, &e), 0);
    sp_action_list l;
    sp_game_legal(g, seat, &l);
    for (int i = 0; i < l.n; i++)
        if (l.a[i].type == a.type && l.a[i].tile == a.tile && (a.type != SP_ACT_DINGQUE || l.a[i].suit == a.suit)) return true;
    return false;
}

static int count_type(const sp_game *g, int seat, int type)
{
    sp_action_list l;
    sp_game_legal(g, seat, &l);
    int n = 0;
    for (int i = 0; i < l.n; i++) n += l.a[i].type == type;
    return n;
}

static void discard(sp_game *g, int seat, const char *tile)
{
    char text[16];
    snprintf(text, sizeof text, "D %s", tile);
    game_do(g, seat, text);
    game_pass_all(g);
}

/* The player to act discards the tile he drew; claims are passed. */
static void tsumogiri(sp_game *g)
{
    game_tsumogiri(g);
    game_pass_all(g);
}

static void expect_net(const sp_game *g, int32_t a, int32_t b, int32_t c, int32_t d)
{
    int32_t want[4] = {a, b, c, d};
    int32_t sum = 0;
    for (int p = 0; p < g->players; p++) {
        if (g->outcome.delta[p] != want[p])
            fail_msg("seat %d: delta %d, expected %d (deltas %d %d %d %d)", p, (int)g->outcome.delta[p], (int)want[p], (int)g->outcome.delta[0],
                     (int)g->outcome.delta[1], (int)g->outcome.delta[2], (int)g->outcome.delta[3]);
        assert_int_equal(g->seat[p].score, want[p]); /* the first hand: scores started at 0 */
        sum += g->outcome.delta[p];
    }
    assert_int_equal(sum, 0);
}

/* Drains the events; returns the turned tile's kind (-1 none) and the 翻牌鸡 kinds (bit mask). */
static int drain_turned(sp_game *g, uint64_t *chickens)
{
    sp_event e;
    int turned = -1;
    *chickens = 0;
    while (sp_game_next_event(g, &e))
        if (e.type == SP_EV_MODEL && e.a == SP_GZ_EV_TURNED) turned = e.b;
        else if (e.type == SP_EV_MODEL && e.a == SP_GZ_EV_CHICKEN) *chickens |= 1ull << e.b;
    return turned;
}

/* ---- SC1 / G1: single self-draw winner deals next; the turned tile ---- */

static void test_g1_selfdraw_next_dealer(void **state)
{
    (void)state;
    const char *hands[] = {"147m258p379s28m39p", "123s456m789p234p5m", "147m258p379s28m39p", "147m258p379s28m39p"};
    sp_game *g = deal(4, hands, "9m 8s 6s 6m 6p 5m 5s", "");
    discard(g, A, "9m");
    discard(g, B, "8s"); /* a win on B's first draw would be 地胡 */
    discard(g, C, "6s");
    discard(g, D, "6m");
    discard(g, A, "6p");
    assert_int_equal(g->turn, B);
    assert_true(can(g, B, "HU"));
    game_do(g, B, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->outcome.nwins, 1);
    expect_net(g, -3, 7, -2, -2);
    uint64_t ch;
    assert_int_equal(drain_turned(g, &ch), tile_kind_of("5s"));
    assert_true(ch == 1ull << tile_kind_of("6s"));
    assert_int_equal(g->dealer, B); /* the winner deals */
    sp_game_next_hand(g);
    assert_int_equal(g->dealer, B);
    game_check_ok(g);
    free(g);
}

/* ---- SC2 / G2: a plain hand on a discard needs a kong (pass); the ankan is a 闷豆 ---- */

static void test_g2_mendou_pass(void **state)
{
    (void)state;
    const char *hands[] = {"147m258p379s28m39p", "777p123s456m234p5m", "147m258p379s28m39p", "147m258p379s28m39p"};
    sp_game *g = deal(4, hands, "9m 7p 5m 3m", "9s");
    discard(g, A, "9m");
    assert_true(can(g, B, "KAN 7p"));
    game_do(g, B, "KAN 7p");
    assert_int_equal(sp_guizhou_bean(g, B, 0), SP_GZ_BEAN_MENDOU);
    discard(g, B, "9s");
    game_do(g, C, "D 5m");
    assert_int_equal(g->phase, SP_PHASE_CLAIM);
    assert_true(can(g, B, "HU"));
    game_do(g, B, "HU");
    game_pass_all(g);
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    expect_net(g, -4, 11, -4, -3);
    uint64_t ch;
    assert_int_equal(drain_turned(g, &ch), tile_kind_of("3m"));
    assert_true(ch == 1ull << tile_kind_of("4m"));
    free(g);
}

static void test_g2c_no_pass_no_discard_win(void **state)
{
    (void)state;
    const char *hands[] = {"147m258p379s28m39p", "777p123s456m234p5m", "147m258p379s28m39p", "147m258p379s28m39p"};
    sp_game *g = deal(4, hands, "9m 9s 5m 8s 6s 5m 3m", "");
    discard(g, A, "9m");
    discard(g, B, "9s");
    game_do(g, C, "D 5m");
    /* B's plain hand has no kong: he is not offered the win (only the pon) */
    assert_true(can(g, B, "PON 5m"));
    assert_false(can(g, B, "HU"));
    game_pass_all(g);
    assert_int_equal(g->turn, D);
    assert_false(sp_guizhou_passed_win(g, B));
    discard(g, D, "8s");
    discard(g, A, "6s");
    assert_int_equal(g->turn, B);
    assert_true(can(g, B, "HU")); /* a self-draw needs no pass */
    game_do(g, B, "HU");
    /* pinghu 1 self-drawn (A pays 2), B owns 1s and the 翻牌鸡 4m: 2 from each */
    expect_net(g, -4, 10, -3, -3);
    free(g);
}

/* ---- SC3 / G8: 热炮 - the first discard after a kong; the discarder's income burns ---- */

static const char *const g8_hands[] = {"123s456s789p12p55m", "999m123s456p78s3p5m", "147m258p479s28m39p", "147m258p479s28m39p"};

static void test_g8_hot_discard(void **state)
{
    (void)state;
    sp_game *g = deal(4, g8_hands, "9s 6m 6m 9m 2m", "5m");
    discard(g, A, "9s");
    discard(g, B, "6m");
    discard(g, C, "6m");
    game_do(g, D, "D 9m");
    assert_true(can(g, B, "KAN 9m"));
    game_do(g, B, "KAN 9m");
    game_pass_all(g);
    assert_int_equal(sp_guizhou_bean(g, B, 0), SP_GZ_BEAN_DIANDOU);
    assert_int_equal(g->turn, B);
    game_do(g, B, "D 3p");
    const sp_game_seat *b = &g->seat[B];
    assert_true(b->river_flags[b->nriver - 1] & SP_RIVER_AFTER_KONG);
    assert_true(can(g, A, "HU")); /* no kong, plain hand: allowed on a hot discard */
    game_do(g, A, "HU");
    game_pass_all(g);
    assert_true(g->outcome.wins[0].situation & SP_SIT_HOT_DISCARD);
    expect_net(g, 5, -3, -1, -1);
    assert_int_equal(g->dealer, A);
    free(g);

    /* with repaofanbei the pattern doubles: A +7, B -5 */
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_set(rules, o, "repaofanbei", 1);
    g = deal_opts(4, g8_hands, "9s 6m 6m 9m 2m", "5m", o);
    discard(g, A, "9s");
    discard(g, B, "6m");
    discard(g, C, "6m");
    game_do(g, D, "D 9m");
    game_do(g, B, "KAN 9m");
    game_pass_all(g);
    game_do(g, B, "D 3p");
    game_do(g, A, "HU");
    game_pass_all(g);
    expect_net(g, 7, -5, -1, -1);
    free(g);
}

static void test_sc3_cold_discard_needs_pass(void **state)
{
    (void)state;
    /* the same hands, but B discards 3p without a kong first: A (plain, no kong) is not offered */
    sp_game *g = deal(4, g8_hands, "9s 6m", "");
    discard(g, A, "9s");
    game_do(g, B, "D 3p");
    assert_false(sp_game_pending(g) >> A & 1);
    assert_int_equal(g->turn, C);
    free(g);
}

/* ---- SC5 / G10: two winners on one discard; the discarder deals next ---- */

static const char *const g10_hands[] = {"258m369p36s17p48s9m", "222s345m678m46p99s", "11m33m77m22p88p99s5p", "258m369p36s17p48s9m"};

static void g10_play(sp_game *g)
{
    discard(g, A, "7s");
    game_do(g, B, "KAN 2s");
    assert_int_equal(sp_guizhou_bean(g, B, 0), SP_GZ_BEAN_MENDOU);
    discard(g, B, "9m");
    discard(g, C, "7p");
    game_do(g, D, "D 5p");
    assert_true(can(g, B, "HU"));
    assert_true(can(g, C, "HU"));
    game_do(g, B, "HU");
    game_do(g, C, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
}

static void test_g10_two_winners(void **state)
{
    (void)state;
    sp_game *g = deal(4, g10_hands, "7s 2s 7p 5p 3m", "9m");
    g10_play(g);
    assert_int_equal(g->outcome.nwins, 2);
    expect_net(g, -3, 8, 1, -6);
    /* each win's own line: what its winner receives (vectors G10-S, G10-W) */
    sp_score_result r;
    char err[160];
    assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
    assert_int_equal(g->outcome.wins[0].seat, B);
    assert_int_equal(r.payments[A], -3);
    assert_int_equal(r.payments[B], 8);
    assert_int_equal(r.payments[C], -2);
    assert_int_equal(r.payments[D], -3);
    assert_int_equal(sp_game_win_result(g, 1, &r, err, sizeof err), 0);
    assert_int_equal(g->outcome.wins[1].seat, C);
    assert_int_equal(r.payments[C], 3);
    assert_int_equal(r.payments[D], -3);
    assert_int_equal(g->dealer, D); /* 一炮多响: the discarder deals */
    free(g);
}

static void test_g10_head_bump_without_yipaoduoxiang(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_set(rules, o, "yipaoduoxiang", 0);
    sp_game *g = deal_opts(4, g10_hands, "7s 2s 7p 5p 3m", "9m", o);
    g10_play(g);
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, B); /* the nearest after D in turn order */
    /* C is ready (waits 5p) with no chickens: the G10-S line is the whole settlement */
    expect_net(g, -3, 8, -2, -3);
    assert_int_equal(g->dealer, B);
    free(g);
}

/* ---- SC10 / G19: three players, two winners on the dealer's discard ---- */

static void test_g19_three_players(void **state)
{
    (void)state;
    const char *hands[] = {"147p258s6s9p258p4m8m", "333p456s789p56m99s", "123m456m789m999m7m"};
    sp_game *g = deal(3, hands, "3m 3p 6p 7m 2s", "5p");
    discard(g, A, "3m");
    game_do(g, B, "KAN 3p");
    discard(g, B, "5p");
    discard(g, C, "6p");
    game_do(g, A, "D 7m");
    game_do(g, B, "HU");
    game_do(g, C, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->outcome.nwins, 2);
    expect_net(g, -12, 5, 7, 0);
    assert_int_equal(g->dealer, A); /* the discarder */
    free(g);
}

/* ---- SC6 / G11a: 报听 declaration and lock ---- */

static void test_g11_baoting_lock(void **state)
{
    (void)state;
    const char *hands[] = {"258m258p258s369s4p", "234m567m345p789s6p", "258m258p258s369s9m", "258m258p258s46s7p9m"};
    sp_game *g = deal(4, hands, "1p 9p 7m 7m 4m 4s 3m 3m 6m 6p 9m", "");
    assert_false(can(g, A, "BAOTING")); /* A is not ready whatever he discards */
    discard(g, A, "1p");
    assert_true(can(g, B, "BAOTING"));
    game_do(g, B, "BAOTING");
    game_refused(g, B, "D 2m"); /* the hand after the discard must stay ready */
    assert_int_equal(count_type(g, B, SP_ACT_DISCARD), 3); /* 9p, 6p or 3p keep it ready */
    assert_false(can(g, B, "BAOTING"));
    discard(g, B, "9p");
    assert_true(sp_guizhou_baoting(g, B));
    assert_false(can(g, C, "BAOTING"));
    discard(g, C, "7m");
    discard(g, D, "7m");
    discard(g, A, "4m");
    /* locked: only the drawn tile may go */
    assert_int_equal(g->turn, B);
    assert_int_equal(count_type(g, B, SP_ACT_DISCARD), 1);
    assert_true(can(g, B, "D 4s"));
    game_refused(g, B, "D 2m");
    discard(g, B, "4s");
    discard(g, C, "3m");
    discard(g, D, "3m");
    discard(g, A, "6m");
    assert_true(can(g, B, "HU"));
    game_do(g, B, "HU");
    sp_score_result r;
    char err[160];
    assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
    bool bonus = false;
    for (int i = 0; i < r.npatterns; i++) bonus |= !strcmp(rules->patterns[r.patterns[i].pattern].id, "baoting");
    assert_true(bonus);
    /* pinghu 1 + Q 4 = 5, self-drawn: A pays 10, C 5, D 5 */
    expect_net(g, -10, 20, -5, -5);
    free(g);
}

/* ---- SC13 / G5, G4: 责任鸡 and 冲锋鸡 from the order of discards ---- */

static void test_g5_responsibility_chicken(void **state)
{
    (void)state;
    const char *junk = "2m6m 2p4p8p 2s5s8s 9s 3p 6p 9p 8m";
    const char *hands[] = {junk, junk, "11s333m555p777s9m6s", junk};
    sp_game *g = deal(4, hands, "4s 7m 7m 1s 3s 7p 1p 9m 4m", "");
    discard(g, A, "4s");
    discard(g, B, "7m");
    discard(g, C, "7m");
    game_do(g, D, "D 1s"); /* the hand's first 1s */
    game_do(g, C, "PON 1s");
    game_pass_all(g);
    discard(g, C, "6s");
    discard(g, D, "3s");
    discard(g, A, "7p");
    discard(g, B, "1p");
    assert_true(can(g, C, "HU"));
    game_do(g, C, "HU");
    /* daduizi 3 (A pays 6), Ji(C) = 3 from each, 责任鸡: D pays C 1 more */
    expect_net(g, -9, -6, 22, -7);
    free(g);
}

static void test_g4_charging_gold_chicken(void **state)
{
    (void)state;
    const char *junk = "2m6m 2p4p8p 2s5s8s 3p 6p 9p 8m 7s";
    const char *hands[] = {"123s456m789p99m56p", "123s456p789m345m2p", junk, junk};
    sp_game *g = deal(4, hands, "1s 3m 1s 4s 6s 2p 9s", "");
    discard(g, A, "1s"); /* the first 1s: 冲锋 */
    discard(g, B, "3m");
    discard(g, C, "1s"); /* an ordinary discarded 1s */
    discard(g, D, "4s");
    discard(g, A, "6s");
    assert_true(can(g, B, "HU"));
    game_do(g, B, "HU");
    uint64_t ch;
    assert_int_equal(drain_turned(g, &ch), tile_kind_of("9s"));
    assert_true(ch == 1ull << tile_kind_of("1s")); /* 幺鸡 turned: gold */
    expect_net(g, 16, 6, -13, -9);
    free(g);
}

/* ---- SC4: several robbers; the robbed player deals next ---- */

static void test_several_robbers(void **state)
{
    (void)state;
    const char *hands[] = {"258m369p2s5s8s9s7m1p4p", "234p567p789s45s22m", "66s123s456p789m2p9p", "111s456m789p45s88p"};
    sp_game *g = deal(4, hands, "3m 4m 1m 1m 2m 6s 3p 5p 8m 6s 7m", "");
    discard(g, A, "3m");
    discard(g, B, "4m");
    discard(g, C, "1m");
    discard(g, D, "1m");
    discard(g, A, "2m");
    game_do(g, B, "D 6s");
    game_do(g, C, "PON 6s");
    game_pass_all(g);
    discard(g, C, "9p");
    discard(g, D, "3p");
    discard(g, A, "5p");
    discard(g, B, "8m");
    game_do(g, C, "KAN 6s");
    assert_true(can(g, B, "HU"));
    assert_true(can(g, D, "HU"));
    game_do(g, B, "HU");
    game_do(g, D, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->outcome.nwins, 2);
    /* derived from rules/guizhou-xingyi.md §4.3/§4.4: C pays each robber every other seat's share
     * (2 + 1 + 1); D's three 1s are paid by A, B and C; C's income burns */
    expect_net(g, -3, 1, -11, 13);
    for (int i = 0; i < 2; i++) {
        sp_score_result r;
        char err[160];
        assert_int_equal(sp_game_win_result(g, i, &r, err, sizeof err), 0);
        assert_true(r.valid);
    }
    assert_int_equal(g->dealer, C); /* spec DECISION 13 */
    free(g);
}

/* ---- SC12: 过碰 ---- */

static void test_passed_pon(void **state)
{
    (void)state;
    const char *junk = "2m6m 2p4p8p 2s5s8s 3p 6p 9p 8m 7s";
    const char *hands[] = {junk, "2m6m 2p4p8p 2s5s8s 3p 6p 9p 5m 7s", junk, "55m 1p4p7p 3s6s9s 1m4m7m 9m 3m"};
    sp_game *g = deal(4, hands, "5m 1s", "");
    game_do(g, A, "D 5m");
    assert_true(can(g, D, "PON 5m"));
    game_do(g, D, "PASS");
    game_do(g, B, "D 5m"); /* the same kind again before D drew: no pon */
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, C);
    free(g);
}

/* ---- SC14 / G20: 杠开 on an added kong's replacement ---- */

static void test_g20_kong_bloom(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_set(rules, o, "gangkaifanbei", 1);
    game_option_set(rules, o, "zimofanbei", 1);
    const char *junk = "2m6m 3p4p 2s5s8s 6p 9p 8m 9s 4s 1p";
    const char *hands[] = {junk, junk, junk, "88p55m222p777s3m9s9m"};
    sp_game *g = deal_opts(4, hands, "8p 7m 5m 6s 4m 3s 5m 1m", "3m", o);
    game_do(g, A, "D 8p");
    game_do(g, D, "PON 8p");
    game_pass_all(g);
    discard(g, D, "9s");
    discard(g, A, "7m");
    game_do(g, B, "D 5m");
    game_do(g, D, "PON 5m");
    game_pass_all(g);
    discard(g, D, "9m");
    discard(g, A, "6s");
    discard(g, B, "4m");
    discard(g, C, "3s");
    assert_true(can(g, D, "KAN 5m"));
    game_do(g, D, "KAN 5m"); /* nobody can rob it: the replacement comes at once */
    assert_int_equal(sp_guizhou_bean(g, D, 1), SP_GZ_BEAN_PAPODOU);
    assert_int_equal(g->turn, D);
    assert_true(can(g, D, "HU"));
    game_do(g, D, "HU");
    assert_true(g->outcome.wins[0].situation & SP_SIT_RINSHAN);
    expect_net(g, -26, -13, -13, 52);
    free(g);
}

/* ---- SC6 / G11b: 杀听 - the declared player pays Q on top ---- */

static void test_g11b_killing_a_declared_player(void **state)
{
    (void)state;
    const char *junk = "2m6m 3p 3s6s8s 6p 9p 8m 9s 4s 1p 5m";
    const char *hands[] = {"44p777m222s99p33m9s", junk, junk, "456m567p789s11m66s"};
    sp_game *g = deal(4, hands, "5s 8m 4p 2m 3s 1p 7s 8s 6m 3m 2p", "");
    discard(g, A, "5s");
    discard(g, B, "8m");
    game_do(g, C, "D 4p");
    game_do(g, A, "PON 4p");
    game_pass_all(g);
    discard(g, A, "9s");
    discard(g, B, "2m");
    discard(g, C, "3s");
    assert_true(can(g, D, "BAOTING"));
    game_do(g, D, "BAOTING");
    discard(g, D, "1p");
    discard(g, A, "7s");
    discard(g, B, "8s");
    discard(g, C, "6m");
    assert_int_equal(g->turn, D);
    assert_int_equal(count_type(g, D, SP_ACT_DISCARD), 1); /* locked: the drawn 3m goes */
    assert_false(can(g, D, "KAN 3m"));
    game_do(g, D, "D 3m");
    assert_true(can(g, A, "HU"));
    game_do(g, A, "HU");
    game_pass_all(g);
    /* daduizi 3 + 杀听 Q 4, dealer x2 */
    expect_net(g, 14, 0, 0, -14);
    free(g);
}

/* ---- SC13 / G3: 包鸡 of a non-ready player's pon; his 责任鸡 income is void ---- */

static void test_g3_chicken_penalty(void **state)
{
    (void)state;
    const char *hands[] = {"1m4m7m1p4p7p2s5s9s3s6s8m9m", "2m123s456p234p345m", "11s5m8m3p9p4s7s6m9m5p2p6s", "22m444s666p99p88s1s"};
    sp_game *g = deal(4, hands, "5s 7s 3m 8s 7p", "");
    discard(g, A, "5s");
    game_do(g, B, "D 2m");
    game_do(g, D, "PON 2m");
    game_pass_all(g);
    game_do(g, D, "D 1s"); /* the hand's first 1s */
    game_do(g, C, "PON 1s");
    game_pass_all(g);
    discard(g, C, "6s");
    discard(g, D, "3m");
    game_do(g, A, "D 8s");
    assert_true(can(g, D, "HU")); /* daduizi: no pass needed */
    game_do(g, D, "HU");
    game_pass_all(g);
    expect_net(g, -7, 6, -7, 8);
    assert_int_equal(g->dealer, D);
    free(g);
}

/* ---- SC11 / G22: 定缺 at 荒庄 - a void-suit tile blocks readiness ---- */

static void test_g22_void_tile_blocks_ready(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_choice(rules, o, "fapai", "queyimen");
    const char *hands[] = {"1m4m7m2m5m8m3s6s9s1s4s7s9m", "123p456p789s234s5m", "1m4m7m2p5p8p3p6p9p1p4p7p3m", "123p456p789p34s55s"};
    /* the rest of the wall: B draws only m tiles (he must discard them at once), the others the rest */
    int pool[SP_KIND_Z];
    for (int k = 0; k < SP_KIND_Z; k++) pool[k] = 4;
    for (int p = 0; p < 4; p++) {
        int ks[14], n = fixture_tiles_in_order(hands[p], ks, 14);
        for (int i = 0; i < n; i++) pool[ks[i]]--;
    }
    char draws[400] = "";
    for (int i = 0; i < 56; i++) {
        bool b = i > 0 && (i - 1) % 4 == 0;
        int k = -1;
        for (int pass = 0; pass < 2 && k < 0; pass++)
            for (int j = 0; j < SP_KIND_Z && k < 0; j++)
                if (pool[j] && (b ? j < SP_KIND_P : pass == 1 || j >= SP_KIND_P)) k = j;
        assert_true(k >= 0);
        pool[k]--;
        char name[3];
        sp_kind_name(k, name);
        strcat(draws, name);
        strcat(draws, " ");
    }
    sp_game *g = deal_opts(4, hands, draws, "", o);
    game_do(g, A, "DINGQUE p");
    game_do(g, B, "DINGQUE m");
    game_do(g, C, "DINGQUE s");
    game_do(g, D, "DINGQUE m");
    while (g->phase != SP_PHASE_HAND_OVER) tsumogiri(g);
    assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
    assert_int_equal(g->seat[B].counts[tile_kind_of("5m")], 1);
    expect_net(g, -2, -1, -1, 4);
    assert_int_equal(g->dealer, A);
    free(g);
}

/* ---- SC8 / G15: 荒庄 with kongs on the table; 查叫全包 and 包杠 ---- */

static const char *const g15_hands[] = {"555m11s234p678p99m", "44s777s222m66s88m3p", "77m1s1m4m1p4p7p2s5s8s3s6m", "1s3m6m9m2p5p8p3s9s1p4m8m7p"};

static void g15_play(sp_game *g)
{
    game_do(g, A, "KAN 5m");
    assert_int_equal(sp_guizhou_bean(g, A, 0), SP_GZ_BEAN_MENDOU);
    discard(g, A, "9s");
    game_do(g, B, "D 7m");
    game_do(g, C, "PON 7m");
    game_pass_all(g);
    discard(g, C, "1s"); /* the first 1s, never claimed: 冲锋 */
    game_do(g, D, "D 4s");
    game_do(g, B, "PON 4s");
    game_pass_all(g);
    discard(g, B, "3p");
    tsumogiri(g); /* C */
    tsumogiri(g); /* D */
    tsumogiri(g); /* A */
    game_do(g, B, "KAN 4s");
    assert_int_equal(sp_guizhou_bean(g, B, 0), SP_GZ_BEAN_PAPODOU);
    tsumogiri(g);
    game_do(g, C, "KAN 7m");
    assert_int_equal(sp_guizhou_bean(g, C, 0), SP_GZ_BEAN_PAPODOU);
    while (g->phase != SP_PHASE_HAND_OVER) tsumogiri(g);
    assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
}

static void test_g15_exhaustive_draw_with_kongs(void **state)
{
    (void)state;
    const char *draws = "5m 7m 4s 6p 2m 3m 4s 7m", *tail = "9s 2s 5s";
    sp_game *g = deal(4, g15_hands, draws, tail);
    g15_play(g);
    expect_net(g, 4, 6, -5, -5); /* only the 查叫 */
    assert_int_equal(g->dealer, A);
    free(g);

    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_set(rules, o, "chajiaoquanbao", 1);
    game_option_set(rules, o, "baogang", 1);
    g = deal_opts(4, g15_hands, draws, tail, o);
    g15_play(g);
    expect_net(g, 18, 9, -17, -10);
    free(g);
}

/* ---- SC9: the bean kind of a kong by when its fourth tile came ---- */

static void test_sc9_bean_kinds(void **state)
{
    (void)state;
    const char *junk = "1m4m7m 2p5p8p 3s6s9s 2m8m 3p9p";
    const char *hands[] = {junk, "7777p 1m4m 2p 3s 6s 9s 2m 8m 9p", "555s 1m 4m 2p 8p 3s 9s 8m 3p 9p 5m", junk};
    sp_game *g = deal(4, hands, "5s 6m 6m 6p 7s", "7s 2s");
    game_do(g, A, "D 5s");
    assert_true(can(g, C, "KAN 5s"));
    game_do(g, C, "PON 5s"); /* a pon while holding the fourth 5s */
    game_pass_all(g);
    discard(g, C, "5m");
    discard(g, D, "6m");
    discard(g, A, "6m");
    assert_int_equal(g->turn, B);
    game_do(g, B, "KAN 7p"); /* four dealt tiles konged on his first turn: 闷豆 */
    assert_int_equal(sp_guizhou_bean(g, B, 0), SP_GZ_BEAN_MENDOU);
    discard(g, B, "7s");
    game_do(g, C, "KAN 5s"); /* the fourth 5s was held through a discard: 憨包豆 */
    assert_int_equal(g->seat[C].melds[0].meld.type, SP_MELD_KAKAN);
    assert_int_equal(sp_guizhou_bean(g, C, 0), SP_GZ_BEAN_HANBAODOU);
    assert_int_equal(g->turn, C);
    free(g);
}

/* ---- SC13 / G6: 冲锋鸡 and 冲锋乌骨 (wuguji) in a non-ready player's discards ---- */

static void test_g6_black_bone_chicken(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_set(rules, o, "wuguji", 1);
    const char *junk = "1m4m7m 2p5p 3s6s9s 9m 8m 2s 4p 1p";
    const char *hands[] = {"11s33s55m66m88p99p2m", junk, "234m567m345p789s6p", junk};
    sp_game *g = deal_opts(4, hands, "4s 3m 5s 1s 7s 6s 2s 8p 4s 2m 6p", "", o);
    discard(g, A, "4s");
    discard(g, B, "3m");
    discard(g, C, "5s");
    discard(g, D, "1s"); /* the first 1s (A passes the pon) */
    discard(g, A, "7s");
    discard(g, B, "6s");
    discard(g, C, "2s");
    discard(g, D, "8p"); /* the first 8p */
    discard(g, A, "4s");
    game_do(g, B, "D 2m");
    assert_true(can(g, A, "HU"));
    game_do(g, A, "HU");
    game_pass_all(g);
    expect_net(g, 30, -12, 0, -18);
    free(g);
}

/* ---- SC7 / G12, G13: 天胡 and 地胡 ---- */

static void test_g12_tianhu(void **state)
{
    (void)state;
    const char *hands[] = {"123s345s567s789s9s", "258m258p369m369p4s", "258m258p369m369p4s", "258m258p369m369p7m"};
    sp_game *g = deal(4, hands, "9s 4m", "");
    assert_true(can(g, A, "HU"));
    game_do(g, A, "HU");
    assert_true(g->outcome.wins[0].situation & SP_SIT_TIANHU);
    expect_net(g, 51, -17, -17, -17);
    assert_int_equal(g->dealer, A);
    assert_int_equal(g->dealer_streak, 1);
    free(g);
}

static const char *const g13_d = "13m4p56s3s5p8p2p79m8m9p";

static void test_g13_dihu(void **state)
{
    (void)state;
    const char *hands[] = {"28m49p369s258p79m6p", "123p567p789s56m22s", "28m49p369s258p79m6p", g13_d};
    sp_game *g = deal(4, hands, "4m 8p", "");
    game_do(g, A, "D 4m");
    assert_true(can(g, B, "HU")); /* 地胡: no pass needed */
    game_do(g, B, "HU");
    game_pass_all(g);
    assert_true(g->outcome.wins[0].situation & SP_SIT_DIHU);
    expect_net(g, -10, 10, 0, 0);
    assert_int_equal(g->dealer, B);
    free(g);

    /* D pons A's first discard: no 地胡 for B any more, and his plain hand without a kong is
     * not offered D's 4m (had A made an ankan, A's next discard would be a 热炮: offered) */
    const char *hands2[] = {"28m49p369s258p79m6p", "123p567p789s56m22s", "28m49p369s258p78m6p", "13m4p56s3s5p8p2p99m4m9p"};
    g = deal(4, hands2, "9m", "");
    game_do(g, A, "D 9m");
    game_do(g, D, "PON 9m");
    game_pass_all(g);
    game_do(g, D, "D 4m");
    assert_false(can(g, B, "HU"));
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, A);
    free(g);
}

/* ---- SC4 / G9, G24: robbing an added kong ---- */

static void test_g9_rob(void **state)
{
    (void)state;
    const char *hands[] = {"258m369p2s5s8s9s7m1p4p", "258m3p9p2s5s8s9s7m1p4p6s", "66s123s456p789m2p9p", "111s456m789p45s88p"};
    sp_game *g = deal(4, hands, "3m 4m 1m 1m 2m 2m 3p 5p 8m 6s 7m", "");
    discard(g, A, "3m");
    discard(g, B, "4m");
    discard(g, C, "1m");
    discard(g, D, "1m"); /* D has made his first discard: no 地胡 */
    discard(g, A, "2m");
    game_do(g, B, "D 6s");
    assert_false(can(g, D, "HU")); /* D: plain hand, no kong, ordinary discard */
    assert_true(can(g, C, "PON 6s"));
    game_do(g, C, "PON 6s");
    game_pass_all(g);
    discard(g, C, "9p");
    discard(g, D, "3p");
    discard(g, A, "5p");
    discard(g, B, "8m");
    assert_true(can(g, C, "KAN 6s"));
    game_do(g, C, "KAN 6s");
    assert_int_equal(g->phase, SP_PHASE_ROB);
    assert_true(can(g, D, "HU")); /* robbing needs no pass */
    game_do(g, D, "HU");
    game_pass_all(g);
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_int_equal(g->seat[C].melds[0].meld.type, SP_MELD_PON); /* the kong never happened */
    assert_true(g->outcome.wins[0].situation & SP_SIT_CHANKAN);
    expect_net(g, -3, -3, -7, 13);
    assert_int_equal(g->dealer, D);
    free(g);
}

static void test_g24_two_players_rob(void **state)
{
    (void)state;
    const char *hands[] = {"11s567p789p23m678s", "44m25p39s14p2m8m9m6m5s"};
    sp_game *g = deal(2, hands, "4m 3p 4m 2s", "");
    game_do(g, A, "D 4m");
    game_do(g, B, "PON 4m");
    discard(g, B, "9m");
    discard(g, A, "3p");
    game_do(g, B, "KAN 4m");
    assert_true(can(g, A, "HU"));
    game_do(g, A, "HU");
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    expect_net(g, 4, -4, 0, 0);
    assert_int_equal(g->dealer, A); /* the dealer won: he keeps the deal */
    free(g);
}

/* ---- SC9 / G18: 憨包豆 by when the fourth tile came ---- */

static const char *const g18_hands[] = {"28m14p258s3p9p3s9s6m7m", "777p123m456s789s9p", "28m14p258s3p9p3s9s6m7m", "28m14p258s3p6p3s9s6m7m"};

static void test_g18_hanbaodou(void **state)
{
    (void)state;
    sp_game *g = deal(4, g18_hands, "4s 7p 4m 4m 2p 5m 5m 6p", "9m");
    discard(g, A, "4s");
    assert_true(can(g, B, "KAN 7p"));
    discard(g, B, "9p"); /* keeps 7777p concealed through a discard */
    discard(g, C, "4m");
    discard(g, D, "4m");
    discard(g, A, "2p");
    game_do(g, B, "KAN 7p");
    assert_int_equal(sp_guizhou_bean(g, B, 0), SP_GZ_BEAN_HANBAODOU);
    discard(g, B, "9m");
    game_do(g, C, "D 5m");
    assert_true(can(g, B, "HU")); /* a 憨包豆 is a pass */
    game_do(g, B, "HU");
    game_pass_all(g);
    expect_net(g, -4, 13, -5, -4);
    free(g);

    /* the kong in the turn the fourth 7p came: 闷豆, G18b */
    g = deal(4, g18_hands, "4s 7p 5m 6p", "5m");
    discard(g, A, "4s");
    game_do(g, B, "KAN 7p");
    assert_int_equal(sp_guizhou_bean(g, B, 0), SP_GZ_BEAN_MENDOU);
    discard(g, B, "9p");
    game_do(g, C, "D 5m");
    game_do(g, B, "HU");
    game_pass_all(g);
    expect_net(g, -6, 17, -6, -5);
    free(g);
}

/* ---- G7: 摇摆鸡 + 本鸡 + 满堂鸡 turned over at the hand's end ---- */

static const char *const g7_hands[] = {"258m28s3p9p3s7p17m3s6m", "234m567m789m99s4p6p", "456p456p123m789s5p", "258m28s3p9p3s7p17m3s6m"};

static void g7_play(sp_game *g)
{
    discard(g, A, "6s");
    game_do(g, B, "D 6p"); /* C may pon it: passes */
    assert_true(can(g, C, "PON 6p"));
    game_pass_all(g);
    discard(g, C, "5p");
    discard(g, D, "4s");
    discard(g, A, "4s");
    discard(g, B, "8s");
    assert_true(can(g, C, "HU"));
    game_do(g, C, "HU");
}

static void test_g7_swinging_chickens(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_set(rules, o, "yaobaiji", 1);
    game_option_set(rules, o, "benji", 1);
    game_option_set(rules, o, "mantangji", 1);
    sp_game *g = deal_opts(4, g7_hands, "6s 9s 5s 4s 4s 8s 5s 5p", "", o);
    g7_play(g);
    uint64_t ch;
    assert_int_equal(drain_turned(g, &ch), tile_kind_of("5p"));
    assert_true(ch == (1ull << tile_kind_of("6p") | 1ull << tile_kind_of("4p") | 1ull << tile_kind_of("5p")));
    expect_net(g, -11, -2, 23, -10);
    free(g);

    /* without the three options: F = {6p} */
    g = deal(4, g7_hands, "6s 9s 5s 4s 4s 8s 5s 5p", "");
    g7_play(g);
    assert_int_equal(drain_turned(g, &ch), tile_kind_of("5p"));
    assert_true(ch == 1ull << tile_kind_of("6p"));
    expect_net(g, -4, -3, 10, -3);
    free(g);
}

/* ---- SC8 / G14: 荒庄查叫; the dealer keeps the deal ---- */

static void test_g14_exhaustive_draw(void **state)
{
    (void)state;
    const char *hands[] = {"11m22m33m44m55p66p7p", "111p234p567p999p8p", "1m4m7m1m4m7m 2s5s8s 3s6s 9s 8p", "258m 3s6s9s 2s5s8s 9m 7s 4s 1s"};
    sp_game *g = deal(4, hands, "9s", "");
    while (g->phase != SP_PHASE_HAND_OVER) tsumogiri(g);
    assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
    expect_net(g, 12, 8, -10, -10);
    assert_int_equal(g->dealer, A);
    free(g);
}

/* ---- SC11 / G22: 定缺 ---- */

static void test_dingque_enforced(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_choice(rules, o, "fapai", "queyimen");
    const char *hands[] = {"5m11m234m6789m1s3s5s", "123p456p789s234s5m", "88s3s123456789p1m", "1p4p7p2s5s9s3p6p9p2p5p8p6s"};
    sp_game *g = deal_opts(4, hands, "5m 7p 1p 8s", "", o);
    assert_int_equal(g->phase, SP_PHASE_SETUP);
    assert_int_equal(sp_game_pending(g), 0xF);
    assert_int_equal(count_type(g, A, SP_ACT_DINGQUE), 3);
    assert_int_equal(count_type(g, A, SP_ACT_DISCARD), 0);
    game_refused(g, A, "D 5m");
    game_do(g, A, "DINGQUE p");
    game_do(g, B, "DINGQUE m");
    game_do(g, C, "DINGQUE s");
    assert_int_equal(g->phase, SP_PHASE_SETUP);
    game_do(g, D, "DINGQUE m");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    int declared = 0;
    sp_event e;
    while (sp_game_next_event(g, &e))
        if (e.type == SP_EV_DECLARE && e.a == SP_ACT_DINGQUE) declared |= 1 << e.seat;
    assert_int_equal(declared, 0xF);
    assert_int_equal(sp_guizhou_missing_suit(g, B), SP_SUIT_M);
    /* B waits on 5m by shape but holds a 5m: no win on A's 5m */
    game_do(g, A, "D 5m");
    assert_int_equal(g->phase, SP_PHASE_TURN); /* nobody asked */
    assert_int_equal(g->turn, B);
    /* while B holds an m tile only m tiles may go */
    assert_int_equal(count_type(g, B, SP_ACT_DISCARD), 1);
    assert_true(can(g, B, "D 5m"));
    game_refused(g, B, "D 7p");
    discard(g, B, "5m");
    /* C (void s) must discard s tiles first */
    assert_int_equal(g->turn, C);
    assert_false(can(g, C, "D 1p"));
    assert_true(can(g, C, "D 3s"));
    discard(g, C, "3s");
    /* D discards 8s: C may not pon his void suit */
    game_do(g, D, "D 8s");
    assert_int_equal(g->phase, SP_PHASE_TURN); /* C is not asked */
    assert_int_equal(g->turn, A);
    free(g);
}

/* ---- SC12 / G23: 过胡, lifted only for 热炮 ---- */

static void test_g23_passed_win(void **state)
{
    (void)state;
    const char *hands[] = {"555p 1m4m7m 2s 8s 3p 9p 7p 1p 6s", "99s33m66m222p444p8p", "9s 1m4m7m 2s 8s 3p 9p 7p 1p 6s 5s 4s", "1m4m7m 2s8s 9p7p 4s5s 6p 8m 2m 5m"};
    sp_game *g = deal(4, hands, "9m 8m 9s 6m 3m 5p 7s", "3m");
    discard(g, A, "9m");
    discard(g, B, "8m");
    game_do(g, C, "D 9s");
    assert_true(can(g, B, "PON 9s"));
    game_do(g, B, "PON 9s");
    game_pass_all(g);
    discard(g, B, "8p");
    game_do(g, C, "D 6m");
    assert_true(can(g, B, "HU"));
    game_do(g, B, "PASS");
    game_pass_all(g);
    assert_true(sp_guizhou_passed_win(g, B));
    game_do(g, D, "D 3m");
    assert_false(can(g, B, "HU")); /* an ordinary discard: not after passing a win */
    game_pass_all(g);
    assert_int_equal(g->turn, A);
    game_do(g, A, "KAN 5p");
    game_do(g, A, "D 3m"); /* 热炮 */
    assert_true(can(g, B, "HU"));
    game_do(g, B, "HU");
    game_pass_all(g);
    expect_net(g, -6, 6, 0, 0);
    assert_int_equal(g->dealer, B);
    free(g);
}

/* ---- why a win, a pung or a discard is refused (game_explain.h) ---- */

static void test_explain_blocks(void **state)
{
    (void)state;
    /* a plain hand on an ordinary discard needs a kong (g2c) */
    const char *h2c[] = {"147m258p379s28m39p", "777p123s456m234p5m", "147m258p379s28m39p", "147m258p379s28m39p"};
    sp_game *g = deal(4, h2c, "9m 9s 5m 8s 6s 5m 3m", "");
    discard(g, A, "9m");
    discard(g, B, "9s");
    game_do(g, C, "D 5m");
    assert_false(can(g, B, "HU"));
    assert_block(game_block(g, B, "HU"), SP_BLOCK_NEEDS_KONG);
    assert_block(game_block(g, B, "PON 5m"), SP_BLOCK_NONE);
    free(g);

    /* 报听: while declaring, only discards keeping the hand ready; then only the drawn tile (g11) */
    const char *h11[] = {"258m258p258s369s4p", "234m567m345p789s6p", "258m258p258s369s9m", "258m258p258s46s7p9m"};
    g = deal(4, h11, "1p 9p 7m 7m 4m 4s 3m 3m 6m 6p 9m", "");
    discard(g, A, "1p");
    game_do(g, B, "BAOTING");
    assert_block(game_block(g, B, "D 2m"), SP_BLOCK_MUST_STAY_READY);
    assert_block(game_block(g, B, "D 9p"), SP_BLOCK_NONE);
    discard(g, B, "9p");
    discard(g, C, "7m");
    discard(g, D, "7m");
    discard(g, A, "4m");
    assert_int_equal(g->turn, B);
    assert_block(game_block(g, B, "D 2m"), SP_BLOCK_READY_LOCK);
    assert_block(game_block(g, B, "D 4s"), SP_BLOCK_NONE);
    free(g);

    /* 过碰: D passed A's 5m; B's 5m, before D draws, is not even asked about (test_passed_pon) */
    const char *junk = "2m6m 2p4p8p 2s5s8s 3p 6p 9p 8m 7s";
    const char *hp[] = {junk, "2m6m 2p4p8p 2s5s8s 3p 6p 9p 5m 7s", junk, "55m 1p4p7p 3s6s9s 1m4m7m 9m 3m"};
    g = deal(4, hp, "5m 1s", "");
    game_do(g, A, "D 5m");
    game_do(g, D, "PASS");
    assert_int_equal(g->turn, B);
    sp_blocked_list l;
    sp_game_explain_discard(g, D, tile_kind_of("5m"), &l);
    assert_block(game_block_in(&l, "PON 5m"), SP_BLOCK_PASSED_PON);
    game_do(g, B, "D 5m");
    assert_int_equal(g->turn, C);
    free(g);

    /* 过胡: B passed C's 6m; D's 3m is an ordinary discard (g23) */
    const char *h23[] = {"555p 1m4m7m 2s 8s 3p 9p 7p 1p 6s", "99s33m66m222p444p8p", "9s 1m4m7m 2s 8s 3p 9p 7p 1p 6s 5s 4s",
                         "1m4m7m 2s8s 9p7p 4s5s 6p 8m 2m 5m"};
    g = deal(4, h23, "9m 8m 9s 6m 3m 5p 7s", "3m");
    discard(g, A, "9m");
    discard(g, B, "8m");
    game_do(g, C, "D 9s");
    game_do(g, B, "PON 9s");
    game_pass_all(g);
    discard(g, B, "8p");
    game_do(g, C, "D 6m");
    game_do(g, B, "PASS");
    game_pass_all(g);
    sp_game_explain_discard(g, B, tile_kind_of("3m"), &l);
    assert_block(game_block_in(&l, "HU"), SP_BLOCK_PASSED_WIN);
    free(g);
}

/* 定缺: B (void m) waits on 5m holding a 5m: A's 5m completes the shape but may not win, and B
 * must discard his 5m before anything else. */
static void test_explain_missing_suit(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    game_options_default(rules, o);
    game_option_choice(rules, o, "fapai", "queyimen");
    const char *hands[] = {"1m4m7m2m5m8m3s6s9s1s4s7s9m", "123p456p789s234s5m", "1m4m7m2p5p8p3p6p9p1p4p7p3m",
                           "123p456p789p34s55s"};
    sp_game *g = deal_opts(4, hands, "1p 9p", "", o);
    game_do(g, A, "DINGQUE m");
    game_do(g, B, "DINGQUE m");
    game_do(g, C, "DINGQUE s");
    game_do(g, D, "DINGQUE m");
    sp_blocked_list l;
    sp_game_explain_discard(g, B, tile_kind_of("5m"), &l);
    assert_block(game_block_in(&l, "HU"), SP_BLOCK_MISSING_SUIT);
    game_do(g, A, "D 5m");
    game_pass_all(g);
    assert_int_equal(g->turn, B);
    assert_block(game_block(g, B, "D 1p"), SP_BLOCK_MISSING_SUIT);
    assert_block(game_block(g, B, "D 5m"), SP_BLOCK_NONE);
    free(g);
}

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
        int seat = __builtin_ctz(sp_game_pending(g));
        sp_action_list l;
        sp_game_legal(g, seat, &l);
        sp_action a = sp_random_bot_choose(&l, &rng);
        assert_int_equal(sp_game_apply(g, seat, &a, err, sizeof err), 0);
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

/* The player count: the argument wins and the 人数 option is made to match it; without an
 * argument the option decides (renshu, spec "players" row). */
static void test_renshu_option(void **state)
{
    (void)state;
    int r = sp_ruleset_option(rules, "renshu");
    assert_true(r >= 0);
    int32_t opts[SP_MAX_OPTIONS];
    game_options_default(rules, opts);
    char err[200];
    sp_game *g = malloc(sizeof *g);
    assert_non_null(g);
    game_option_choice(rules, opts, "renshu", "3");
    assert_int_equal(sp_game_init(g, rules, opts, 0, 5, err, sizeof err), 0);
    assert_int_equal(g->players, 3);
    assert_int_equal(sp_game_init(g, rules, opts, 2, 5, err, sizeof err), 0);
    assert_int_equal(g->players, 2);
    assert_int_equal(sp_game_option_number(g, "renshu", 0), 2);
    assert_int_equal(sp_game_init(g, rules, NULL, 0, 5, err, sizeof err), 0);
    assert_int_equal(g->players, 4);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_g1_selfdraw_next_dealer),
        cmocka_unit_test(test_explain_blocks),
        cmocka_unit_test(test_explain_missing_suit),
        cmocka_unit_test(test_g2_mendou_pass),
        cmocka_unit_test(test_g2c_no_pass_no_discard_win),
        cmocka_unit_test(test_g8_hot_discard),
        cmocka_unit_test(test_sc3_cold_discard_needs_pass),
        cmocka_unit_test(test_g10_two_winners),
        cmocka_unit_test(test_g10_head_bump_without_yipaoduoxiang),
        cmocka_unit_test(test_g19_three_players),
        cmocka_unit_test(test_g11_baoting_lock),
        cmocka_unit_test(test_g12_tianhu),
        cmocka_unit_test(test_g13_dihu),
        cmocka_unit_test(test_g9_rob),
        cmocka_unit_test(test_g24_two_players_rob),
        cmocka_unit_test(test_g18_hanbaodou),
        cmocka_unit_test(test_g7_swinging_chickens),
        cmocka_unit_test(test_g14_exhaustive_draw),
        cmocka_unit_test(test_dingque_enforced),
        cmocka_unit_test(test_g23_passed_win),
        cmocka_unit_test(test_g5_responsibility_chicken),
        cmocka_unit_test(test_g4_charging_gold_chicken),
        cmocka_unit_test(test_several_robbers),
        cmocka_unit_test(test_passed_pon),
        cmocka_unit_test(test_g20_kong_bloom),
        cmocka_unit_test(test_g11b_killing_a_declared_player),
        cmocka_unit_test(test_g3_chicken_penalty),
        cmocka_unit_test(test_g22_void_tile_blocks_ready),
        cmocka_unit_test(test_g15_exhaustive_draw_with_kongs),
        cmocka_unit_test(test_sc9_bean_kinds),
        cmocka_unit_test(test_g6_black_bone_chicken),
        cmocka_unit_test(test_match_length),
        cmocka_unit_test(test_random_with_options),
        cmocka_unit_test(test_erfangpai),
        cmocka_unit_test(test_renshu_option),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
