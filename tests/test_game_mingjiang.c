/* test_game_mingjiang.c: table-flow scenarios of mingjiang from given walls
 * (tests/vectors/mingjiang.scenarios.md, rules/mingjiang.md §2).
 *
 * Seats: E = 0 (A, the starting dealer), S = 1 (B), W = 2 (C), N = 3 (D); hands[i] is dealt to
 * seat i in hand E1. Numbers come from the spec: 150 points each, B(n) = n(n+1)/2, 3B / 4B / 2B
 * / B shares, 55 for a false win to every other player, return line 180. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "core/game.h"
#include "core/game_mingjiang.h"
#include "game_fixture.h"
#include "game_test_util.h"
#include "rules_fixture.h"

RULES_FIXTURE_GROUP("mingjiang")

enum { E, S, W, N };

/* Options: chicken scheme 1 or 2, zhenting_zimo, declare_assist. */
typedef struct {
    int scheme;
    bool zimo_furiten;
    bool assist;
} mj_opts;

static const mj_opts defaults = {1, true, true};

static void make_options(const mj_opts *o, int32_t *out)
{
    for (int i = 0; i < rules->noptions; i++) out[i] = rules->options[i].def;
    int i = sp_ruleset_option(rules, "chicken_scheme");
    assert_true(i >= 0);
    const sp_option_def *d = &rules->options[i];
    for (int c = 0; c < d->nchoices; c++)
        if (d->choices[c][0] == '0' + o->scheme) out[i] = c;
    i = sp_ruleset_option(rules, "zhenting_zimo");
    assert_true(i >= 0);
    out[i] = o->zimo_furiten;
    i = sp_ruleset_option(rules, "declare_assist");
    assert_true(i >= 0);
    out[i] = o->assist;
}

static sp_game *new_game_opts(const char *const hands[4], const char *draws, const char *tail, const mj_opts *o)
{
    int32_t opts[SP_MAX_OPTIONS];
    make_options(o, opts);
    return game_from_wall(rules, 4, hands, draws, tail, opts, 1);
}

static sp_game *new_game(const char *const hands[4], const char *draws, const char *tail)
{
    return new_game_opts(hands, draws, tail, &defaults);
}

/* Every seat asked about the discard on the table passes; none of them may win unless allowed. */
static void pass_all(sp_game *g, bool win_allowed)
{
    while (g->phase == SP_PHASE_CLAIM || g->phase == SP_PHASE_ROB) {
        unsigned pending = sp_game_pending(g);
        assert_true(pending != 0);
        int seat = __builtin_ctz(pending);
        if (!win_allowed && game_offers_type(g, seat, SP_ACT_HU))
            fail_msg("seat %c could win on the tile on the table", sp_seat_letter(seat));
        game_do(g, seat, "PASS");
    }
}

/* Every asked seat but `keep` passes (none of them may win). */
static void pass_all_but(sp_game *g, int keep)
{
    for (int p = 0; p < 4; p++)
        if (p != keep && (sp_game_pending(g) >> p & 1)) {
            assert_false(game_offers_type(g, p, SP_ACT_HU));
            game_do(g, p, "PASS");
        }
}

/* The player to act discards (a tile kind in text form) and every claim is passed. */
static void discard(sp_game *g, int seat, const char *tile)
{
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, seat);
    char text[16];
    snprintf(text, sizeof text, "D %s", tile);
    game_do(g, seat, text);
    pass_all(g, false);
}

/* The player to act discards a kind (the drawn tile when it is of that kind). */
static void discard_kind(sp_game *g, int seat, int kind)
{
    sp_action a = {SP_ACT_DISCARD, (uint8_t)kind, {SP_KIND_NONE, SP_KIND_NONE}, 0};
    char why[256];
    if (sp_game_apply(g, seat, &a, why, sizeof why)) fail_msg("%c discard %d: %s", sp_seat_letter(seat), kind, why);
    game_check_ok(g);
    pass_all(g, false);
}

/* The player to act discards the tile just drawn. */
static void tsumogiri(sp_game *g, int seat)
{
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, seat);
    int t = g->seat[seat].drawn;
    assert_true(t >= 0);
    discard_kind(g, seat, sp_tile_kind(t));
}

/* Seats from..from+n-1 (mod 4), in turn, each discard the tile they drew. */
static void tsumogiri_from(sp_game *g, int from, int n)
{
    for (int i = 0; i < n; i++) tsumogiri(g, (from + i) % 4);
}

/* Sets the scores the seats bring into the hand. */
static void set_scores(sp_game *g, int32_t e, int32_t s, int32_t w, int32_t n)
{
    const int32_t before[4] = {e, s, w, n};
    for (int p = 0; p < 4; p++) g->seat[p].score = before[p];
}

static void assert_deltas(const sp_game *g, int32_t e, int32_t s, int32_t w, int32_t n)
{
    const int32_t want[4] = {e, s, w, n};
    for (int p = 0; p < 4; p++)
        if (g->outcome.delta[p] != want[p])
            fail_msg("delta of %c: %d, expected %d", sp_seat_letter(p), (int)g->outcome.delta[p], (int)want[p]);
}

static void assert_scores(const sp_game *g, int32_t e, int32_t s, int32_t w, int32_t n)
{
    const int32_t want[4] = {e, s, w, n};
    for (int p = 0; p < 4; p++)
        if (g->seat[p].score != want[p])
            fail_msg("score of %c: %d, expected %d", sp_seat_letter(p), (int)g->seat[p].score, (int)want[p]);
}

static void assert_settlement(const sp_game *g, int32_t e, int32_t s, int32_t w, int32_t n)
{
    const int32_t want[4] = {e, s, w, n};
    assert_true(g->outcome.match_over);
    assert_int_equal(g->phase, SP_PHASE_MATCH_OVER);
    for (int p = 0; p < 4; p++)
        if (g->outcome.settlement[p] != want[p])
            fail_msg("settlement of %c: %d, expected %d", sp_seat_letter(p), (int)g->outcome.settlement[p], (int)want[p]);
}

/* The match goes on: the hand is over and the deal passed to `dealer` for hand (round, hand). */
static void assert_continues(const sp_game *g, int dealer, int round, int hand_in_round)
{
    assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
    assert_false(g->outcome.match_over);
    assert_int_equal(g->dealer, dealer);
    assert_int_equal(g->round, round);
    assert_int_equal(g->hand_in_round, hand_in_round);
}

/* Whether an event of a type (and seat, unless -1) is waiting; drains the queue. */
static bool drain_has(sp_game *g, int type, int seat, sp_event *found)
{
    sp_event e;
    bool has = false;
    while (sp_game_next_event(g, &e))
        if (!has && e.type == type && (seat < 0 || e.seat == seat)) {
            has = true;
            if (found) *found = e;
        }
    return has;
}

/* ---- the first go-around: 天胡, 地胡, 人胡 (rules/mingjiang.md §4.6, DECISIONS 44, 45) ---- */

/* SC-27 (C27a): East's 14 dealt tiles win: 天胡, each pays 2 x 55; limit ends the match. */
static void test_sc27_tianhu(void **state)
{
    (void)state;
    const char *h[4] = {"123m456m789m234p5s", "147m258p369s1234z", "258m369p147s1567z", "369m147p258s2347z"};
    sp_game *g = new_game(h, "5s", NULL);
    game_check_ok(g);
    assert_int_equal(sp_game_pending(g), 1u << E);
    assert_int_equal(sp_game_wall_left(g), 69);
    for (int p = 0; p < 4; p++) assert_int_equal(g->seat[p].score, 150);
    assert_true(game_offers_type(g, E, SP_ACT_HU));
    game_do(g, E, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_true(g->outcome.wins[0].valid);
    assert_true(g->outcome.wins[0].limit);
    assert_int_equal(g->outcome.wins[0].fan, 10);
    assert_deltas(g, 330, -110, -110, -110);
    assert_scores(g, 480, 40, 40, 40);
    assert_settlement(g, 420, -140, -140, -140);
    sp_event ev;
    assert_true(drain_has(g, SP_EV_WIN, E, &ev));
    assert_int_equal(ev.a, 10);
    assert_int_equal(ev.b, 1);
    free(g);
}

/* SC-27 variant / SC-23 (C27b, C23): ankan first, win on the replacement: no 天胡; 門前清 + 暗槓 +
 * 一條龍 + 槓摸 = 4, B = 10, each pays 20. The replacement comes from the tail and the live wall
 * shrinks by one (69 -> 68); the match continues with South dealing E2. */
static void test_sc27_ankan_then_win_is_not_tianhu(void **state)
{
    (void)state;
    const char *h[4] = {"123m456m789m888s4p", "147m258p369s1234z", "258m369p147s1567z", "369m147p369s2347z"};
    sp_game *g = new_game(h, "8s", "4p");
    assert_int_equal(sp_game_wall_left(g), 69);
    assert_false(game_offers_type(g, E, SP_ACT_HU));
    game_do(g, E, "KAN 8s");
    assert_int_equal(g->seat[E].nmelds, 1);
    assert_int_equal(g->seat[E].melds[0].meld.type, SP_MELD_ANKAN);
    assert_int_equal(g->tail, 135);
    assert_int_equal(sp_game_wall_left(g), 68);
    assert_int_equal(g->dead_wall, 14);
    assert_int_equal(sp_tile_kind(g->seat[E].drawn), sp_tile_kind(sp_tile_make(SP_KIND_P + 3, 0)));
    game_do(g, E, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_false(g->outcome.wins[0].limit);
    assert_int_equal(g->outcome.wins[0].fan, 4);
    assert_deltas(g, 60, -20, -20, -20);
    assert_continues(g, S, 0, 1);
    free(g);
}

/* SC-28 (C28a): South, ready on 5z, wins on the dealer's first discard: 地胡, East pays 4 x 55 =
 * 220 and goes negative; the match ends. */
static const char *const sc28_hands[4] = {"147m258p369s1235z", "123m456p789s234s5z", "258m369p147s1567z",
                                          "369m147p258s2347z"};

static void test_sc28_dihu(void **state)
{
    (void)state;
    sp_game *g = new_game(sc28_hands, "4z", NULL);
    game_do(g, E, "D 5z");
    assert_int_equal(g->phase, SP_PHASE_CLAIM);
    assert_int_equal(sp_game_pending(g), 1u << S);
    game_do(g, S, "HU");
    assert_true(g->outcome.wins[0].limit);
    assert_deltas(g, -220, 220, 0, 0);
    assert_scores(g, -70, 370, 150, 150);
    assert_settlement(g, -250, 310, -30, -30);
    free(g);
}

/* SC-28 exception (C28b): East's ankan before that discard voids 地胡 and 人胡: 平和 + 門前清 = 2,
 * B = 3, East pays 12; the match continues. */
static void test_sc28_dihu_voided_by_ankan(void **state)
{
    (void)state;
    const char *h[4] = {"999m258p369s1235z", "123m456p789s234s5z", "258m369p147s1567z", "368m147p258s2347z"};
    sp_game *g = new_game(h, "9m", "4z");
    game_do(g, E, "KAN 9m");
    game_do(g, E, "D 5z");
    assert_int_equal(sp_game_pending(g), 1u << S);
    game_do(g, S, "HU");
    assert_false(g->outcome.wins[0].limit);
    assert_int_equal(g->outcome.wins[0].fan, 2);
    assert_deltas(g, -12, 12, 0, 0);
    assert_continues(g, S, 0, 1);
    free(g);
}

/* SC-29 (C29a, C29b): West, ready on 9p, wins on South's discard before his first draw. */
static const char *const sc29_hands[4] = {"147m258p369s1234z", "258m369p147s1567z", "234m456p345s678s9p",
                                          "369m147p258s1127z"};

static void test_sc29a_renhu(void **state)
{
    (void)state;
    sp_game *g = new_game(sc29_hands, "4z 9p", NULL);
    game_do(g, E, "D 1z");
    assert_int_equal(sp_game_pending(g), 1u << N);
    game_do(g, N, "PASS");
    assert_int_equal(g->turn, S);
    game_do(g, S, "D 9p");
    assert_int_equal(sp_game_pending(g), 1u << W);
    game_do(g, W, "HU");
    assert_true(g->outcome.wins[0].limit);
    assert_deltas(g, 0, -165, 165, 0);
    assert_scores(g, 150, -15, 315, 150);
    assert_settlement(g, -30, -195, 255, -30);
    free(g);
}

/* (b) North's pung of East's 1z voids 人胡: 門前清 + 平和 = 2, South pays 3B = 9. */
static void test_sc29b_pung_voids_renhu(void **state)
{
    (void)state;
    sp_game *g = new_game(sc29_hands, "4z 5z 9p", NULL);
    game_do(g, E, "D 1z");
    game_do(g, N, "PON 1z");
    discard(g, N, "7z");
    tsumogiri(g, E);
    assert_int_equal(g->turn, S);
    game_do(g, S, "D 9p");
    game_do(g, W, "HU");
    assert_false(g->outcome.wins[0].limit);
    assert_int_equal(g->outcome.wins[0].fan, 2);
    assert_deltas(g, 0, -9, 9, 0);
    assert_continues(g, S, 0, 1);
    free(g);
}

/* (c) North self-draws on his first draw, nobody called: 人胡 by self-draw, E 110, S 55, W 55. */
static void test_sc29c_renhu_self_draw(void **state)
{
    (void)state;
    const char *h[4] = {"147m258p369s1234z", "258m369p147s1567z", "369m147p258s2347z", "234m456p345s678s9p"};
    sp_game *g = new_game(h, "5z 6z 7z 9p", NULL);
    tsumogiri(g, E);
    tsumogiri(g, S);
    tsumogiri(g, W);
    assert_int_equal(g->turn, N);
    game_do(g, N, "HU");
    assert_true(g->outcome.wins[0].limit);
    assert_deltas(g, -110, -55, -55, 220);
    assert_scores(g, 40, 95, 95, 370);
    assert_settlement(g, -140, -85, -85, 310);
    free(g);
}

/* ---- the match's end ---- */

/* SC-6b: a 9-fan hand (here 清一色 5 + 門前清 + 平和 + 一條龍 + 一般高, concealed) on the dealer's
 * discard: East pays 4 x 45 = 180, goes to -30, and the match ends at once (E1). */
static void test_sc6b_negative_score_ends_match(void **state)
{
    (void)state;
    const char *h[4] = {"5m258p369s123467z", "258m369p147s1567z", "369m147p258s2347z", "123m456m789m123m5m"};
    sp_game *g = new_game(h, "5z 6z 1z 2z 3z", NULL);
    tsumogiri(g, E);
    tsumogiri(g, S);
    tsumogiri(g, W);
    tsumogiri(g, N);
    game_do(g, E, "D 5m");
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 9);
    assert_false(g->outcome.wins[0].limit);
    assert_deltas(g, -180, 0, 0, 180);
    assert_scores(g, -30, 150, 150, 330);
    assert_settlement(g, -210, -30, -30, 270);
    free(g);
}

/* SC-38 (W1): the West round, dealer A: B wins 2 fan on C's discard (C pays 3B = 9); nobody has
 * 180, so W2 follows with B dealing. */
static void test_sc38_west_round_continues(void **state)
{
    (void)state;
    const char *h[4] = {"147m258p369s1234z", "234m456p345s678s9p", "9p258m369p147s156z", "369m147p258s2347z"};
    sp_game *g = new_game(h, "5z 6z 7z", NULL);
    g->round = 2; /* W1: the West round follows S4 when nobody reached 180 */
    g->hand_in_round = 0;
    set_scores(g, 175, 170, 140, 115);
    tsumogiri(g, E);
    tsumogiri(g, S);
    game_do(g, W, "D 9p");
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 2);
    assert_deltas(g, 0, 9, -9, 0);
    assert_scores(g, 175, 179, 131, 115);
    assert_continues(g, S, 2, 1);
    sp_game_next_hand(g);
    assert_int_equal(g->dealer, S);
    assert_int_equal(sp_game_seat_wind(g, S), 0);
    free(g);
}

/* SC-38 (W2): dealer B self-draws 1 fan (門前清 only): A, C, D pay 2B = 2 each; B has 185 >= 180 in
 * the West round: sudden death, settlement B +125, A -7, C -51, D -67. The seats are relabelled so
 * that B deals: seat 0 = B, 1 = C, 2 = D, 3 = A (the starting dealer). */
static void test_sc38_west_round_sudden_death(void **state)
{
    (void)state;
    const char *h[4] = {"123m456p789s999m2z", "147m258p369s1345z", "258m369p147s1567z", "369m147p258s3467z"};
    sp_game *g = new_game(h, "7z 1z 4z 5z 2z", NULL);
    g->round = 2;
    g->hand_in_round = 1;
    g->start_dealer = 3;
    set_scores(g, 179, 131, 115, 175);
    tsumogiri_from(g, 0, 4);
    game_do(g, 0, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 1);
    assert_deltas(g, 6, -2, -2, -2);
    assert_scores(g, 185, 129, 113, 173);
    assert_settlement(g, 125, -51, -67, -7);
    free(g);
}

/* SC-40: S4 with D dealing (seat 0 = D, 1 = A the starting dealer, 2 = B, 3 = C). C wins 小四喜
 * (a limit) on A's discard: A pays 165; the match ends because of the limit. */
static void test_sc40_limit_in_s4(void **state)
{
    (void)state;
    const char *h[4] = {"147m258p369s5677z", "4z258m369p147s156z", "369m147p258s2567z", "111z222z333z4z567m"};
    sp_game *g = new_game(h, "5z 6z 7z 9m 1p 2p", NULL);
    g->round = 1;
    g->hand_in_round = 3;
    g->start_dealer = 1;
    set_scores(g, 160, 200, 140, 100);
    tsumogiri_from(g, 0, 5);
    game_do(g, 1, "D 4z");
    game_do(g, 3, "HU");
    assert_true(g->outcome.wins[0].limit);
    assert_deltas(g, 0, -165, 0, 165);
    assert_scores(g, 160, 35, 140, 265);
    assert_settlement(g, -20, -145, -40, 205);
    free(g);
}

/* SC-40 variants: a 1-fan win (門前清) in S4. With A at 197 after paying 3, the South-4 check
 * ends the match; with nobody at 180, the West round starts (W1, dealer A). */
static const char *const sc40b_hands[4] = {"147m258p369s1567z", "2z258m369p147s156z", "2z369m147p258s567z",
                                           "123m456p789s999m2z"};

static void test_sc40_one_fan_in_s4_reaches_180(void **state)
{
    (void)state;
    sp_game *g = new_game(sc40b_hands, "3z 4z 3z 4z", NULL);
    g->round = 1;
    g->hand_in_round = 3;
    g->start_dealer = 1;
    set_scores(g, 160, 200, 140, 100);
    tsumogiri_from(g, 0, 5);
    game_do(g, 1, "D 2z");
    game_do(g, 3, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 1);
    assert_deltas(g, 0, -3, 0, 3);
    assert_scores(g, 160, 197, 140, 103);
    /* ranking A 197, D 160, B 140, C 103: D -20, B -40, C -77, A +137 */
    assert_settlement(g, -20, 137, -40, -77);
    free(g);
}

static void test_sc40_one_fan_in_s4_west_round(void **state)
{
    (void)state;
    sp_game *g = new_game(sc40b_hands, "3z 4z 3z 4z", NULL);
    g->round = 1;
    g->hand_in_round = 3;
    g->start_dealer = 1;
    set_scores(g, 170, 170, 140, 120);
    tsumogiri_from(g, 0, 6);
    game_do(g, 2, "D 2z");
    game_do(g, 3, "HU");
    assert_deltas(g, 0, 0, -3, 3);
    assert_scores(g, 170, 170, 137, 123);
    assert_continues(g, 1, 2, 0); /* W1, dealer A (seat 1) */
    free(g);
}

/* SC-39 and the whole match: every hand an exhaustive draw (nobody pays); the deal passes after
 * every hand (E1..E4, S1..S4), nobody reaches 180 after S4, so the West round is played, and the
 * match ends after W4; the settlement ranks the tie in seat order: E +90, the others -30. */
static void test_sc39_exhaustive_draws_whole_match(void **state)
{
    (void)state;
    int32_t opts[SP_MAX_OPTIONS];
    make_options(&defaults, opts);
    sp_game *g = malloc(sizeof *g);
    char err[256];
    assert_int_equal(sp_game_init(g, rules, opts, 4, 777, err, sizeof err), 0);
    for (int hand = 0; hand < 12; hand++) {
        assert_int_equal(g->dealer, hand % 4);
        assert_int_equal(g->round, hand / 4);
        assert_int_equal(g->hand_in_round, hand % 4);
        int turns = 0;
        while (g->phase == SP_PHASE_TURN || g->phase == SP_PHASE_CLAIM) {
            if (g->phase == SP_PHASE_CLAIM) {
                int seat = __builtin_ctz(sp_game_pending(g));
                game_do(g, seat, "PASS");
                continue;
            }
            turns++;
            int t = g->seat[g->turn].drawn;
            sp_action a = {SP_ACT_DISCARD, (uint8_t)sp_tile_kind(t), {SP_KIND_NONE, SP_KIND_NONE}, 0};
            assert_int_equal(sp_game_apply(g, g->turn, &a, err, sizeof err), 0);
        }
        assert_int_equal(turns, 70); /* the dealer's first discard and 69 live draws */
        assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
        assert_deltas(g, 0, 0, 0, 0);
        if (hand < 11) {
            assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
            sp_game_next_hand(g);
        }
    }
    assert_scores(g, 150, 150, 150, 150);
    assert_settlement(g, 90, -30, -30, -30);
    free(g);
}

/* ---- 振聽, 過水, 食替, 截糊 ---- */

/* West holds 234p678p22s345s56m (waits 4m / 7m) and discarded a 4m on his first turn (過水 until
 * his next draw, then 振聽 on 4m for the hand). d8 is North's draw. */
static const char *const sc30_hands[4] = {"147m258p369s1234z", "258m369p147s1567z", "234p678p22s345s56m",
                                          "369m147p258s2347z"};

static sp_game *sc30_start(const char *d7, const char *d8, const mj_opts *o)
{
    char draws[64];
    snprintf(draws, sizeof draws, "5z 6z 4m 1z 2z 3z %s %s", d7, d8);
    sp_game *g = new_game_opts(sc30_hands, draws, NULL, o);
    tsumogiri(g, E);
    tsumogiri(g, S);
    assert_true(game_offers_type(g, W, SP_ACT_HU)); /* the 4m would win (人胡); he discards it */
    tsumogiri(g, W);
    assert_true(sp_mingjiang_state_of(g)->passed >> W & 1); /* 過水 (b) */
    tsumogiri(g, N);
    tsumogiri(g, E);
    tsumogiri(g, S);
    assert_int_equal(g->turn, W);
    assert_false(sp_mingjiang_state_of(g)->passed >> W & 1); /* the draw cleared it */
    return g;
}

/* SC-30 (a): North's 7m: West wins normally, 3 fan, North pays 18. */
static void test_sc30a_furiten_other_wait(void **state)
{
    (void)state;
    sp_game *g = sc30_start("7z", "7m", &defaults);
    tsumogiri(g, W);
    game_do(g, N, "D 7m");
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 3);
    assert_deltas(g, 0, 0, 18, -18);
    free(g);
}

/* SC-30 (b), scheme 1: North's 4m: a chicken hand, nobody pays, West is frozen and North (West's
 * 下家) draws next; West then draws and discards at once on his turns, unclaimable. */
static void test_sc30b_furiten_chicken(void **state)
{
    (void)state;
    sp_game *g = sc30_start("7z", "4m 1s 1p 2s 9m", &defaults);
    tsumogiri(g, W);
    game_do(g, N, "D 4m");
    assert_true(game_offers_type(g, W, SP_ACT_HU));
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_true(g->outcome.wins[0].valid);
    assert_int_equal(g->outcome.wins[0].fan, 0);
    assert_deltas(g, 0, 0, 0, 0);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, N);
    assert_true(g->seat[W].out);
    assert_true(sp_mingjiang_state_of(g)->frozen >> W & 1);
    assert_true(drain_has(g, SP_EV_MODEL, W, NULL));
    int river = g->seat[W].nriver, concealed = g->seat[W].nconcealed;
    tsumogiri(g, N);
    tsumogiri(g, E);
    int left = sp_game_wall_left(g);
    tsumogiri(g, S);
    /* West drew and discarded by himself; North is to act */
    assert_int_equal(g->turn, N);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->seat[W].nriver, river + 1);
    assert_int_equal(g->seat[W].nconcealed, concealed);
    assert_int_equal(sp_game_wall_left(g), left - 2);
    free(g);
}

/* SC-30 (b), scheme 2: the same win is a false win: West pays 55 to each, goes to -15, the match
 * ends; settlement E +145, S +25, N +25, W -195. */
static void test_sc30b_furiten_false_win_scheme2(void **state)
{
    (void)state;
    const mj_opts o = {2, true, false};
    sp_game *g = sc30_start("7z", "4m", &o);
    tsumogiri(g, W);
    game_do(g, N, "D 4m");
    game_do(g, W, "HU");
    assert_false(g->outcome.wins[0].valid);
    assert_deltas(g, 55, 55, -165, 55);
    assert_scores(g, 205, 205, -15, 205);
    assert_settlement(g, 145, 25, -195, 25);
    free(g);
}

/* With declare_assist (default) and scheme 2, that false win is not offered at all. */
static void test_sc30b_assist_hides_false_win(void **state)
{
    (void)state;
    const mj_opts o = {2, true, true};
    sp_game *g = sc30_start("7z", "4m", &o);
    tsumogiri(g, W);
    game_do(g, N, "D 4m");
    assert_false(g->phase == SP_PHASE_CLAIM && game_offers_type(g, W, SP_ACT_HU));
    free(g);
}

/* SC-30 (c): West self-draws 4m: a chicken hand too (zhenting_zimo); he is frozen, North draws. */
static void test_sc30c_furiten_self_draw(void **state)
{
    (void)state;
    sp_game *g = sc30_start("4m", "1s", &defaults);
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 0);
    assert_true(g->outcome.wins[0].valid);
    assert_deltas(g, 0, 0, 0, 0);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, N);
    free(g);
}

/* ... and with zhenting_zimo off it scores normally: 3 fan, E 12, S 6, N 6. */
static void test_sc30c_zimo_not_restricted(void **state)
{
    (void)state;
    const mj_opts o = {1, false, true};
    sp_game *g = sc30_start("4m", "1s", &o);
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 3);
    assert_deltas(g, -12, -6, 24, -6);
    assert_continues(g, S, 0, 1);
    free(g);
}

/* SC-31: West (waits 4m / 7m) passes East's 7m: 過水. South's 4m before West draws again: a false
 * win (declare_assist off), West pays 55 each, -15, the match ends. */
static const char *const sc31_hands[4] = {"147m258p369s1234z", "258m369p147s1567z", "234p678p22s345s56m",
                                          "369m147p258s2347z"};

static sp_game *sc31_start(const mj_opts *o, const char *d7)
{
    char draws[64];
    snprintf(draws, sizeof draws, "5z 6z 7z 1z 7m 4m %s", d7);
    sp_game *g = new_game_opts(sc31_hands, draws, NULL, o);
    tsumogiri(g, E);
    tsumogiri(g, S);
    tsumogiri(g, W);
    tsumogiri(g, N);
    game_do(g, E, "D 7m");
    assert_int_equal(sp_game_pending(g), 1u << W);
    assert_true(game_offers_type(g, W, SP_ACT_HU));
    game_do(g, W, "PASS");
    assert_true(sp_mingjiang_state_of(g)->passed >> W & 1);
    assert_int_equal(g->turn, S);
    game_do(g, S, "D 4m");
    return g;
}

static void test_sc31_passed_win_false_win(void **state)
{
    (void)state;
    const mj_opts o = {1, true, false};
    sp_game *g = sc31_start(&o, "9m");
    assert_true(game_offers_type(g, W, SP_ACT_HU));
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_false(g->outcome.wins[0].valid);
    assert_deltas(g, 55, 55, -165, 55);
    assert_scores(g, 205, 205, -15, 205);
    assert_settlement(g, 145, 25, -195, 25);
    free(g);
}

/* SC-31 alternative: West passes the 4m too (no win offered with declare_assist), then self-draws
 * 4m: the draw cleared 過水, 3 fan, E 12, S 6, N 6. */
static void test_sc31_self_draw_after_passing(void **state)
{
    (void)state;
    sp_game *g = sc31_start(&defaults, "4m");
    assert_int_equal(g->phase, SP_PHASE_CLAIM);
    assert_false(game_offers_type(g, W, SP_ACT_HU));
    assert_true(game_offers_type(g, W, SP_ACT_CHI)); /* 過水 restricts wins only */
    game_do(g, W, "PASS");
    assert_int_equal(g->turn, W);
    assert_false(sp_mingjiang_state_of(g)->passed >> W & 1);
    game_do(g, W, "HU");
    assert_true(g->outcome.wins[0].valid);
    assert_int_equal(g->outcome.wins[0].fan, 3);
    assert_deltas(g, -12, -6, 24, -6);
    free(g);
}

/* SC-31 extra: a chow does not clear 過水 (only a draw does). */
static void test_sc31_chow_keeps_passed_win(void **state)
{
    (void)state;
    sp_game *g = sc31_start(&defaults, "9m");
    game_do(g, W, "CHI 4m 5m6m");
    assert_int_equal(g->turn, W);
    assert_true(sp_mingjiang_state_of(g)->passed >> W & 1);
    free(g);
}

/* SC-32: 過水 does not restrict pung: South passes West's 1z, North's 1z may still be punged. */
static void test_sc32_passed_pung_may_pung(void **state)
{
    (void)state;
    const char *h[4] = {"147m258p369s2347z", "11z258m369p147s56z", "1z369m147p258s347z", "1z147m258p369s256z"};
    sp_game *g = new_game(h, "5z 6z 7z 3z", NULL);
    tsumogiri(g, E);
    tsumogiri(g, S);
    game_do(g, W, "D 1z");
    assert_int_equal(sp_game_pending(g), 1u << S);
    assert_true(game_offers_type(g, S, SP_ACT_PON));
    game_do(g, S, "PASS");
    game_do(g, N, "D 1z");
    assert_int_equal(sp_game_pending(g), 1u << S);
    assert_true(game_offers_type(g, S, SP_ACT_PON));
    game_do(g, S, "PON 1z");
    assert_int_equal(g->seat[S].nmelds, 1);
    assert_false(sp_mingjiang_state_of(g)->passed >> S & 1);
    free(g);
}

/* SC-33: North holds 1234m; West discards 1m and North chows 123m. */
static const char *const sc33_hands[4] = {"258m369p147s1567z", "369m147p258s2347z", "1m258p369s123456z",
                                          "1234m456p789p345s"};

static sp_game *sc33_start(const mj_opts *o)
{
    sp_game *g = new_game_opts(sc33_hands, "5z 6z 7z 7z 1z 2z 4m", NULL, o);
    tsumogiri(g, E);
    tsumogiri(g, S);
    game_do(g, W, "D 1m");
    assert_int_equal(sp_game_pending(g), 1u << N);
    game_do(g, N, "CHI 1m 2m3m");
    return g;
}

/* (a) discarding 4m (the other end) is legal and harmless. */
static void test_sc33a_swap_other_end_is_fine(void **state)
{
    (void)state;
    sp_game *g = sc33_start(&defaults);
    discard(g, N, "4m");
    assert_false(sp_mingjiang_state_of(g)->dead >> N & 1);
    free(g);
}

/* (b) discarding 1m: the chow and the discard stand, North is dead; with declare_assist he is not
 * offered his self-drawn 4m; without it, declaring is a false win: -165, the match ends. */
static void test_sc33b_swap_call_dead(void **state)
{
    (void)state;
    sp_game *g = sc33_start(&defaults);
    discard(g, N, "1m");
    assert_true(sp_mingjiang_state_of(g)->dead >> N & 1);
    assert_true(g->seat[N].dead);
    assert_true(drain_has(g, SP_EV_MODEL, N, NULL));
    assert_int_equal(g->seat[N].nmelds, 1);
    tsumogiri(g, E);
    tsumogiri(g, S);
    tsumogiri(g, W);
    assert_int_equal(g->turn, N);
    assert_false(game_offers_type(g, N, SP_ACT_HU));
    free(g);
}

static void test_sc33b_swap_call_false_win(void **state)
{
    (void)state;
    const mj_opts o = {1, true, false};
    sp_game *g = sc33_start(&o);
    discard(g, N, "1m");
    tsumogiri(g, E);
    tsumogiri(g, S);
    tsumogiri(g, W);
    assert_true(game_offers_type(g, N, SP_ACT_HU));
    game_do(g, N, "HU");
    assert_false(g->outcome.wins[0].valid);
    assert_deltas(g, 55, 55, 55, -165);
    assert_scores(g, 205, 205, 205, -15);
    assert_settlement(g, 145, 25, 25, -195);
    free(g);
}

/* ---- why a complete hand is not offered its win (game_explain.h) ---- */

/* SC-30 (b), scheme 2 with declare_assist: North's 4m would complete West's hand, but West
 * discarded a 4m himself (振聽), so it is not offered; under scheme 1 it is (a chicken hand). */
static void test_explain_furiten(void **state)
{
    (void)state;
    const mj_opts o = {2, true, true};
    sp_game *g = sc30_start("7z", "4m", &o);
    tsumogiri(g, W);
    assert_int_equal(g->turn, N);
    sp_blocked_list l;
    sp_game_explain_discard(g, W, tile_kind_of("4m"), &l);
    assert_block(game_block_in(&l, "HU"), SP_BLOCK_FURITEN);
    assert_int_equal(l.b[0].action.tile, tile_kind_of("4m"));
    sp_game_explain_discard(g, W, tile_kind_of("7z"), &l);
    assert_int_equal(l.n, 0); /* nothing to do with a 7z */
    game_do(g, N, "D 4m");
    assert_false(g->phase == SP_PHASE_CLAIM && game_offers_type(g, W, SP_ACT_HU));
    free(g);

    g = sc30_start("7z", "4m", &defaults);
    tsumogiri(g, W);
    sp_game_explain_discard(g, W, tile_kind_of("4m"), &l);
    assert_block(game_block_in(&l, "HU"), SP_BLOCK_NONE);
    free(g);
}

/* SC-31 with declare_assist: West passed East's 7m (過水); South's 4m is not offered to him. */
static void test_explain_passed_win(void **state)
{
    (void)state;
    const mj_opts o = {1, true, true};
    sp_game *g = sc31_start(&o, "9m");
    assert_false(g->phase == SP_PHASE_CLAIM && game_offers_type(g, W, SP_ACT_HU));
    assert_block(game_block(g, W, "HU"), SP_BLOCK_PASSED_WIN);
    assert_block(game_block(g, N, "HU"), SP_BLOCK_NONE);
    free(g);
}

/* SC-33 (b): North discarded the tile he chowed with (食替): his self-drawn win is refused. */
static void test_explain_swap_call(void **state)
{
    (void)state;
    sp_game *g = sc33_start(&defaults);
    discard(g, N, "1m");
    tsumogiri(g, E);
    tsumogiri(g, S);
    tsumogiri(g, W);
    assert_false(game_offers_type(g, N, SP_ACT_HU));
    assert_block(game_block(g, N, "HU"), SP_BLOCK_DEAD_HAND);
    assert_block(game_block(g, N, "D 4m"), SP_BLOCK_NONE); /* every discard stays legal */
    free(g);
}

/* SC-34: East's 5p completes West's and North's hands: only West (first after East) wins, 3 fan,
 * East pays 4B = 24; North's declaration is void; South deals E2. */
static void test_sc34_head_bump(void **state)
{
    (void)state;
    const char *h[4] = {"5p147m369s123467z", "258m369p147s2567z", "234m567m345s88s46p", "123m456m789s11z46p"};
    sp_game *g = new_game(h, "3z 4z 5z 6z 7z", NULL);
    tsumogiri(g, E);
    tsumogiri(g, S);
    tsumogiri(g, W);
    tsumogiri(g, N);
    game_do(g, E, "D 5p");
    assert_int_equal(sp_game_pending(g), (1u << W) | (1u << N));
    game_do(g, N, "HU");
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_int_equal(g->outcome.wins[0].seat, W);
    assert_int_equal(g->outcome.wins[0].fan, 3);
    assert_deltas(g, -24, 0, 24, 0);
    assert_continues(g, S, 0, 1);
    free(g);
}

/* ---- chicken hands, scheme 1 ---- */

/* SC-35: South (pung 999m from East) wins East's 4m with 0 fan: a chicken hand, nobody pays, South
 * is frozen; West draws next. South then draws and discards by himself (his 4m, which West could
 * chow from him otherwise, opens no claim). West self-draws 8s: 門前清 + 斷么九 = 2, B = 3:
 * East 6, North 3, South 0. */
static const char *const sc35_hands[4] = {"49m258p369s12347z", "99m123p567s789s4m1z", "234m567m345p66s88s",
                                          "36m1479p125s3567z"};

static sp_game *sc35_start(const char *rest)
{
    char draws[64];
    snprintf(draws, sizeof draws, "7p 1s 1z 2z %s", rest);
    sp_game *g = new_game(sc35_hands, draws, NULL);
    game_do(g, E, "D 9m");
    assert_int_equal(sp_game_pending(g), 1u << S);
    game_do(g, S, "PON 9m");
    discard(g, S, "1z");
    tsumogiri(g, W);
    tsumogiri(g, N);
    game_do(g, E, "D 4m");
    assert_int_equal(sp_game_pending(g), 1u << S);
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_true(g->outcome.wins[0].valid);
    assert_int_equal(g->outcome.wins[0].fan, 0);
    assert_deltas(g, 0, 0, 0, 0);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, W);
    /* South took the 4m (rules/mingjiang.md §3.3): it is marked taken in East's river and South
     * holds 14 tiles */
    const sp_game_seat *e = &g->seat[E], *s = &g->seat[S];
    assert_int_equal(sp_tile_kind(e->river[e->nriver - 1]), 3);
    assert_true(e->river_flags[e->nriver - 1] & SP_RIVER_CLAIMED);
    assert_int_equal(s->nconcealed + 3 * s->nmelds, 14);
    assert_int_equal(s->counts[3], 2);
    /* the chicken win's sheet, rebuilt from the state, is still the 0-fan hand */
    sp_score_result r;
    char err[128];
    assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
    assert_true(r.valid);
    assert_int_equal(r.fan, 0);
    return g;
}

static void test_sc35_chicken_then_self_draw(void **state)
{
    (void)state;
    sp_game *g = sc35_start("9s 5z 9s 4m 8s");
    tsumogiri(g, W);
    tsumogiri(g, N);
    tsumogiri(g, E);
    /* South drew 4m and threw it at once; no claim window; West draws */
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, W);
    const sp_game_seat *s = &g->seat[S];
    assert_int_equal(sp_tile_kind(s->river[s->nriver - 1]), 3); /* 4m */
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.nwins, 2);
    assert_int_equal(g->outcome.wins[1].fan, 2);
    assert_deltas(g, -6, 0, 9, -3);
    assert_scores(g, 144, 150, 159, 147);
    assert_continues(g, S, 0, 1);
    free(g);
}

/* ... if North discards that 8s instead, North pays 3B = 9 as usual. */
static void test_sc35_chicken_then_discard_win(void **state)
{
    (void)state;
    sp_game *g = sc35_start("9s 8s");
    tsumogiri(g, W);
    game_do(g, N, "D 8s");
    assert_int_equal(sp_game_pending(g), 1u << W);
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.wins[1].fan, 2);
    assert_deltas(g, 0, 0, 9, -9);
    free(g);
}

/* SC-36: three chicken wins, each by 振聽 (a win on a kind the winner discarded himself is a
 * chicken hand whatever it is worth): South waits on 5z, North on 6z, East on 7z, each threw his
 * tile once. East's 5z makes South's chicken, West's 6z North's; then only East and West play. */
static const char *const sc36_hands[4] = {"234m789p234s567s7z", "123m456m789m123p5z", "123m456p789s999m2z",
                                          "123s456s789s456p6z"};

static sp_game *sc36_start_with(const char *const hands[4], const char *d13)
{
    char draws[96];
    snprintf(draws, sizeof draws, "1z 5z 1z 6z 7z 1z 3z 3z 5z 6z 4z 4z %s", d13);
    sp_game *g = new_game(hands, draws, NULL);
    tsumogiri(g, E);
    tsumogiri(g, S); /* 5z: he could win (人胡), he throws it: 振聽 on 5z */
    tsumogiri(g, W);
    tsumogiri(g, N); /* 6z */
    tsumogiri(g, E); /* 7z */
    tsumogiri(g, S);
    tsumogiri(g, W);
    tsumogiri(g, N);
    game_do(g, E, "D 5z");
    assert_int_equal(sp_game_pending(g), 1u << S);
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.wins[0].fan, 0);
    assert_int_equal(g->turn, W);
    game_do(g, W, "D 6z");
    assert_int_equal(sp_game_pending(g), 1u << N);
    game_do(g, N, "HU");
    assert_int_equal(g->outcome.nwins, 2);
    assert_int_equal(g->outcome.wins[1].fan, 0);
    assert_true(g->outcome.wins[1].valid);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, E); /* North's 下家 */
    assert_int_equal(sp_mingjiang_state_of(g)->frozen, (1u << S) | (1u << N));
    assert_deltas(g, 0, 0, 0, 0);
    tsumogiri(g, E);
    /* South (frozen) drew and threw 4z by himself: West is to act */
    assert_int_equal(g->turn, W);
    return g;
}

static sp_game *sc36_start(const char *d13) { return sc36_start_with(sc36_hands, d13); }

/* SC-36 (d): East, whose thirteen orphans wait on 1m (none of his discards), self-draws it after
 * the two chicken wins (West holds 333p instead of 999m, so that East may hold a 9m): a limit,
 * paid by West alone (the frozen pay nothing on a self-draw),
 * 2 x 55 = 110; the limit ends the match: E 260, S 150, W 40, N 150, settled E +200, S -30,
 * N -30, W -140 (computed in the scenarios file). */
static void test_sc36d_orphans_after_two_chickens(void **state)
{
    (void)state;
    const char *const hands[4] = {"9m1p9p9p1s9s1z2z3z4z5z6z7z", sc36_hands[1], "123m456p789s333p2z", sc36_hands[3]};
    sp_game *g = sc36_start_with(hands, "2z 9s 1m");
    tsumogiri(g, W);
    /* North (frozen) drew 9s and threw it; East draws 1m */
    assert_int_equal(g->turn, E);
    assert_int_equal(sp_tile_kind(g->seat[E].drawn), 0);
    game_do(g, E, "HU");
    assert_int_equal(g->outcome.nwins, 3);
    assert_true(g->outcome.wins[2].limit);
    assert_deltas(g, 110, 0, -110, 0);
    assert_scores(g, 260, 150, 40, 150);
    assert_settlement(g, 200, -30, -140, -30);
    free(g);
}

/* The third chicken win (East on West's 7z) ends the hand as a draw: nobody pays, South deals E2. */
static void test_sc36_third_chicken_is_a_draw(void **state)
{
    (void)state;
    sp_game *g = sc36_start("7z");
    game_do(g, W, "D 7z");
    assert_int_equal(sp_game_pending(g), 1u << E);
    game_do(g, E, "HU");
    assert_int_equal(g->outcome.nwins, 3);
    assert_int_equal(g->outcome.kind, SP_END_ABORTIVE);
    assert_deltas(g, 0, 0, 0, 0);
    assert_scores(g, 150, 150, 150, 150);
    assert_continues(g, S, 0, 1);
    free(g);
}

/* West self-draws a 1-fan hand (門前清) with South and North frozen: only East pays, 2B = 2. */
static void test_sc36_self_draw_with_two_frozen(void **state)
{
    (void)state;
    sp_game *g = sc36_start("2z");
    game_do(g, W, "HU");
    assert_int_equal(g->outcome.wins[2].fan, 1);
    assert_deltas(g, -2, 0, 2, 0);
    assert_continues(g, S, 0, 1);
    free(g);
}

/* SC-24: North pungs 5p (South passes the win on it: 過水 until his draw), later adds the 4th 5p;
 * South robs it: 搶明槓 + 門前清 + 斷么九 + 平和 = 4, North pays 3B = 30; North's 555p stays a
 * pung and no replacement is drawn. */
static const char *const sc24_hands[4] = {"369m369p258s1356z", "234m678m345s46p88s", "5p39p258m147s2567z",
                                          "55p147m369s12347z"};

static sp_game *sc24_start(void)
{
    sp_game *g = new_game(sc24_hands, "1z 2z 3z 4z 9m 9s 5p", NULL);
    tsumogiri(g, E);
    tsumogiri(g, S);
    game_do(g, W, "D 5p");
    assert_int_equal(sp_game_pending(g), (1u << S) | (1u << N));
    assert_true(game_offers_type(g, S, SP_ACT_HU));
    game_do(g, S, "PASS");
    game_do(g, N, "PON 5p");
    assert_true(sp_mingjiang_state_of(g)->passed >> S & 1);
    discard(g, N, "7z");
    tsumogiri(g, E);
    tsumogiri(g, S);
    assert_false(sp_mingjiang_state_of(g)->passed >> S & 1);
    tsumogiri(g, W);
    assert_int_equal(g->turn, N);
    game_do(g, N, "KAN 5p");
    assert_int_equal(g->phase, SP_PHASE_ROB);
    assert_int_equal(sp_game_pending(g), 1u << S);
    return g;
}

static void test_sc24_robbing_added_kong(void **state)
{
    (void)state;
    sp_game *g = sc24_start();
    int tail = g->tail;
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_true(g->outcome.wins[0].situation & SP_SIT_CHANKAN);
    assert_int_equal(g->outcome.wins[0].fan, 4);
    assert_deltas(g, 0, 30, 0, -30);
    assert_int_equal(g->seat[N].melds[0].meld.type, SP_MELD_PON);
    assert_int_equal(g->tail, tail);
    free(g);
}

/* Passing the robbable tile puts South in 過水; the kong completes with its replacement. */
static void test_sc24_passing_a_rob_is_passed_win(void **state)
{
    (void)state;
    sp_game *g = sc24_start();
    game_do(g, S, "PASS");
    assert_int_equal(g->seat[N].melds[0].meld.type, SP_MELD_KAKAN);
    assert_true(sp_mingjiang_state_of(g)->passed >> S & 1);
    assert_int_equal(g->turn, N);
    free(g);
}

/* SC-37: scheme 2. North pungs 7p, then South's 1z completes a 0-fan hand (the East pair scores
 * nothing): a false win: North pays 55 to each, -15; the match ends: E +145, S +25, W +25. */
static const char *const sc37_hands[4] = {"7p9p258m369s23456z", "147m258p147s1567z", "369m369p258s2347z",
                                          "77p123m345s678s1z9m"};

static sp_game *sc37_start(const mj_opts *o)
{
    sp_game *g = new_game_opts(sc37_hands, "4p 8p 9s", NULL, o);
    game_do(g, E, "D 7p");
    assert_int_equal(sp_game_pending(g), 1u << N);
    game_do(g, N, "PON 7p");
    discard(g, N, "9m");
    tsumogiri(g, E);
    assert_int_equal(g->turn, S);
    game_do(g, S, "D 1z");
    return g;
}

static void test_sc37_scheme2_chicken_is_false_win(void **state)
{
    (void)state;
    const mj_opts o = {2, true, false};
    sp_game *g = sc37_start(&o);
    assert_true(game_offers_type(g, N, SP_ACT_HU));
    game_do(g, N, "HU");
    assert_false(g->outcome.wins[0].valid);
    assert_deltas(g, 55, 55, 55, -165);
    assert_scores(g, 205, 205, 205, -15);
    assert_settlement(g, 145, 25, 25, -195);
    free(g);
}

/* With declare_assist on, that win is not offered; under scheme 1 it is a chicken win. */
static void test_sc37_assist_and_scheme1(void **state)
{
    (void)state;
    const mj_opts o2 = {2, true, true};
    sp_game *g = sc37_start(&o2);
    assert_false(g->phase == SP_PHASE_CLAIM && game_offers_type(g, N, SP_ACT_HU));
    free(g);
    g = sc37_start(&defaults);
    game_do(g, N, "HU");
    assert_true(g->outcome.wins[0].valid);
    assert_int_equal(g->outcome.wins[0].fan, 0);
    assert_deltas(g, 0, 0, 0, 0);
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->turn, E); /* North's 下家 */
    free(g);
}

/* SC-33 (c), (d): North holds 777p; East's 7p. Pung it and throw the 4th 7p: dead. Kong it
 * (minkan): no swap restriction after a kong. */
static const char *const sc33c_hands[4] = {"7p147m369s123456z", "258m369p147s1567z", "369m258p258s2347z",
                                           "777p147m369s1234z"};

static void test_sc33c_pung_swap_dead(void **state)
{
    (void)state;
    sp_game *g = new_game(sc33c_hands, "5z", NULL);
    game_do(g, E, "D 7p");
    assert_true(game_offers_type(g, N, SP_ACT_KAN));
    game_do(g, N, "PON 7p");
    discard(g, N, "7p");
    assert_true(sp_mingjiang_state_of(g)->dead >> N & 1);
    free(g);
}

static void test_sc33d_no_swap_ban_after_kong(void **state)
{
    (void)state;
    sp_game *g = new_game(sc33c_hands, "5z", "1p");
    game_do(g, E, "D 7p");
    game_do(g, N, "KAN 7p");
    assert_int_equal(g->seat[N].melds[0].meld.type, SP_MELD_MINKAN);
    discard(g, N, "1p");
    assert_false(sp_mingjiang_state_of(g)->dead >> N & 1);
    free(g);
}

/* SC-25: the whole live wall is drawn and thrown at once (69 draws after the deal); the tiles in
 * between avoid South's waits (5s, 8s). Builds the draws: first, then 68 others, then last. */
static void sc25_draws(const char *const hands[4], const char *first, const char *last, char *out, size_t cap)
{
    int count[SP_KINDS], kinds[64];
    for (int k = 0; k < SP_KINDS; k++) count[k] = 4;
    for (int p = 0; p < 4; p++) {
        int n = fixture_tiles_in_order(hands[p], kinds, 64);
        for (int i = 0; i < n; i++) count[kinds[i]]--;
    }
    int n = fixture_tiles_in_order(first, kinds, 64);
    for (int i = 0; i < n; i++) count[kinds[i]]--;
    n = fixture_tiles_in_order(last, kinds, 64);
    for (int i = 0; i < n; i++) count[kinds[i]]--;
    size_t len = (size_t)snprintf(out, cap, "%s ", first);
    int added = 0;
    const int s5 = SP_KIND_S + 4, s8 = SP_KIND_S + 7;
    for (int k = SP_KINDS - 1; k >= 0 && added < 68; k--) /* honours first: nothing to chow */
        for (; count[k] > 0 && added < 68; count[k]--) {
            if (k == s5 || k == s8) break;
            const char *suit = "mpsz";
            int v = k < SP_KIND_Z ? k % 9 + 1 : k - SP_KIND_Z + 1;
            len += (size_t)snprintf(out + len, cap - len, "%d%c", v, suit[k < SP_KIND_Z ? k / 9 : 3]);
            added++;
        }
    assert_int_equal(added, 68);
    snprintf(out + len, cap - len, " %s", last);
}

static void play_to_last_tile(sp_game *g)
{
    while (sp_game_wall_left(g) > 0) {
        assert_int_equal(g->phase, SP_PHASE_TURN);
        tsumogiri(g, g->turn);
    }
}

/* (a) South draws the last live tile, 5s: 海底撈月 + 門前清 + 斷么九 + 平和 = 4: E 20, W 10, N 10. */
static void test_sc25a_haidi(void **state)
{
    (void)state;
    const char *h[4] = {"147m258p369s1234z", "234m567m345p678s5s", "258m369p147s1567z", "369m147p258s2347z"};
    char draws[512];
    sc25_draws(h, "5z", "5s", draws, sizeof draws);
    sp_game *g = new_game(h, draws, NULL);
    play_to_last_tile(g);
    assert_int_equal(g->turn, S);
    assert_true(g->turn_flags & SP_TURN_LAST_TILE);
    game_do(g, S, "HU");
    assert_true(g->outcome.wins[0].situation & SP_SIT_HAITEI);
    assert_int_equal(g->outcome.wins[0].fan, 4);
    assert_deltas(g, -20, 40, -10, -10);
    free(g);
}

/* (b) North (West punged East's first discard, so the turns shift) draws the last live tile, 5s, may
 * not kong, throws it; East holds 55s but may not pung the last discard; South wins: 河底撈魚 + 3
 * = 4, North pays 30. */
static void test_sc25b_hedi(void **state)
{
    (void)state;
    const char *h[4] = {"147m258p369s55s12z", "234m567m345p678s5s", "258m369p147s4456z", "369m147p22s13677z"};
    char draws[512];
    sc25_draws(h, "4z", "5s", draws, sizeof draws);
    sp_game *g = new_game(h, draws, NULL);
    game_do(g, E, "D 4z");
    assert_true(sp_game_pending(g) >> W & 1);
    pass_all_but(g, W);
    game_do(g, W, "PON 4z");
    discard(g, W, "5z");
    play_to_last_tile(g);
    assert_int_equal(g->turn, N);
    assert_false(game_offers_type(g, N, SP_ACT_KAN));
    game_do(g, N, "D 5s");
    assert_int_equal(sp_game_pending(g), 1u << S);
    game_do(g, S, "HU");
    assert_true(g->outcome.wins[0].situation & SP_SIT_HOUTEI);
    assert_int_equal(g->outcome.wins[0].fan, 4);
    assert_deltas(g, 0, 30, 0, -30);
    free(g);
}

/* SC-10: a dealer self-draw worth 11 fan capped at 10 (清一色 + 門前清 + 平和 + 斷么九 + 雙般高)
 * is not a limit hand: each pays 2 x 55, East has 480, the others 40, and E2 is played. */
static void test_sc10_capped_hand_does_not_end_match(void **state)
{
    (void)state;
    const char *h[4] = {"2233445566778m", "147p258s1234567z", "258p369p147s1234z", "369s147p258s4567z"};
    /* East's 14th tile is thrown first: no 天胡 */
    sp_game *g = new_game(h, "1z 2z 3z 5z 8m", NULL);
    tsumogiri(g, E);
    tsumogiri(g, S);
    tsumogiri(g, W);
    tsumogiri(g, N);
    game_do(g, E, "HU");
    assert_false(g->outcome.wins[0].limit);
    assert_int_equal(g->outcome.wins[0].fan, 10);
    assert_deltas(g, 330, -110, -110, -110);
    assert_scores(g, 480, 40, 40, 40);
    assert_continues(g, S, 0, 1);
    free(g);
}

/* SC-26: South self-draws 十三么九 (a limit): E 110, W 55, N 55 -> S 370, E 40, W 95, N 95; the
 * match ends; W and N tie at 95: West (the starting dealer's opposite) ranks before North. */
static void test_sc26_thirteen_orphans_settlement(void **state)
{
    (void)state;
    const char *h[4] = {"147m258p369s1234z", "19m19p19s1234567z", "258m369p147s1567z", "369m147p258s2347z"};
    sp_game *g = new_game(h, "5m 5p 5s 6m 8p 1m", NULL);
    tsumogiri(g, E);
    tsumogiri(g, S);
    tsumogiri(g, W);
    tsumogiri(g, N);
    tsumogiri(g, E);
    assert_int_equal(g->turn, S);
    game_do(g, S, "HU");
    assert_true(g->outcome.wins[0].limit);
    assert_deltas(g, -110, 220, -55, -55);
    assert_scores(g, 40, 370, 95, 95);
    assert_settlement(g, -140, 310, -85, -85);
    free(g);
}

/* SC-13: South's capped hand (清一色 seven pairs / 雙般高 reading, 11 fan -> 10, not a limit) on
 * West's discard: West pays 3 x 55 = 165, goes to -15; the match ends on the negative score. */
static void test_sc13_capped_hand_payer_negative(void **state)
{
    (void)state;
    const char *h[4] = {"147m369s1234567z", "2233445566778p", "258m147s369s1234z", "369m258s1234567z"};
    sp_game *g = new_game(h, "9m 1m 8p", NULL);
    tsumogiri(g, E);
    tsumogiri(g, S);
    game_do(g, W, "D 8p");
    game_do(g, S, "HU");
    assert_false(g->outcome.wins[0].limit);
    assert_int_equal(g->outcome.wins[0].fan, 10);
    assert_deltas(g, 0, 165, -165, 0);
    assert_scores(g, 150, 315, -15, 150);
    assert_settlement(g, -30, 255, -195, -30);
    free(g);
}

/* SC-11c: 四暗刻 on a single wait (5z) may be won on a discard: a limit; North pays 165 and is
 * negative: the match ends (both reasons); E -30, S -30, N -195, W +255. */
static void test_sc11c_four_concealed_pungs_on_discard(void **state)
{
    (void)state;
    const char *h[4] = {"147m258p369s1234z", "258m369p147s1567z", "222m333p444s666s5z", "369m147p258s2347z"};
    sp_game *g = new_game(h, "6z 7z 1z 5z", NULL);
    tsumogiri(g, E);
    tsumogiri(g, S);
    tsumogiri(g, W);
    game_do(g, N, "D 5z");
    assert_int_equal(sp_game_pending(g), 1u << W);
    game_do(g, W, "HU");
    assert_true(g->outcome.wins[0].limit);
    assert_deltas(g, 0, 0, 165, -165);
    assert_scores(g, 150, 150, 315, -15);
    assert_settlement(g, -30, -30, 255, -195);
    free(g);
}

/* ---- tests ---- */

/* rules/mingjiang.md §2.6 DECISION: 十三么九 may rob a concealed kong. East (dealer) declares the ankan
 * of 1z that South's thirteen orphans wait on: South is asked first and wins; East pays it as a
 * discard (4 x 55 = 220: a limit), no 搶明槓, the kong is not made and no replacement is drawn; East
 * goes negative and the limit ends the match (ranking S, W, N, E as in SC-28). */
static const char *const rob_ankan_hands[4] = {"1z1z1z2m3m4m5m6m7m8m2p3p4p", "1m9m9m1p9p1s9s2z3z4z5z6z7z",
                                               "2s3s4s5s6s7s8s5p6p7p8p2m3m", "3s4s5s6s7s8s5p6p7p8p4m5m6m"};

static void test_orphans_rob_ankan(void **state)
{
    (void)state;
    sp_game *g = new_game(rob_ankan_hands, "1z", "9p");
    game_do(g, E, "KAN 1z");
    assert_int_equal(g->phase, SP_PHASE_ROB);
    assert_int_equal(sp_game_pending(g), 1u << S);
    assert_true(game_offers(g, S, "HU"));
    game_do(g, S, "HU");
    assert_int_equal(g->outcome.nwins, 1);
    assert_true(g->outcome.wins[0].valid);
    assert_true(g->outcome.wins[0].limit);
    assert_int_equal(g->outcome.wins[0].discarder, E);
    assert_int_equal(g->seat[E].nmelds, 0);
    assert_int_equal(g->seat[E].counts[SP_KIND_Z], 3);
    assert_int_equal(g->tail, 136); /* no replacement */
    assert_deltas(g, -220, 220, 0, 0);
    assert_settlement(g, -250, 310, -30, -30);
    sp_score_result r;
    char err[128];
    assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
    for (int i = 0; i < r.npatterns; i++)
        assert_string_not_equal(rules->patterns[r.patterns[i].pattern].id, "qiangminggang");
    free(g);

    /* South passes: the kong is made and East draws its replacement from the tail */
    g = new_game(rob_ankan_hands, "1z", "9p");
    game_do(g, E, "KAN 1z");
    game_do(g, S, "PASS");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->seat[E].melds[0].meld.type, SP_MELD_ANKAN);
    assert_int_equal(g->tail, 135);
    free(g);

    /* nobody's thirteen orphans wait on the kong's kind: nobody is asked */
    const char *h[4] = {rob_ankan_hands[0], "1m9m9m1p9p1s9s2z3z4z5z6z6z", rob_ankan_hands[2], rob_ankan_hands[3]};
    g = new_game(h, "1z", "9p");
    game_do(g, E, "KAN 1z");
    assert_int_equal(g->phase, SP_PHASE_TURN);
    assert_int_equal(g->seat[E].nmelds, 1);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sc27_tianhu),
        cmocka_unit_test(test_sc27_ankan_then_win_is_not_tianhu),
        cmocka_unit_test(test_sc28_dihu),
        cmocka_unit_test(test_orphans_rob_ankan),
        cmocka_unit_test(test_sc28_dihu_voided_by_ankan),
        cmocka_unit_test(test_sc29a_renhu),
        cmocka_unit_test(test_sc29b_pung_voids_renhu),
        cmocka_unit_test(test_sc29c_renhu_self_draw),
        cmocka_unit_test(test_sc6b_negative_score_ends_match),
        cmocka_unit_test(test_sc38_west_round_continues),
        cmocka_unit_test(test_sc38_west_round_sudden_death),
        cmocka_unit_test(test_sc40_limit_in_s4),
        cmocka_unit_test(test_sc40_one_fan_in_s4_reaches_180),
        cmocka_unit_test(test_sc40_one_fan_in_s4_west_round),
        cmocka_unit_test(test_sc39_exhaustive_draws_whole_match),
        cmocka_unit_test(test_sc30a_furiten_other_wait),
        cmocka_unit_test(test_sc30b_furiten_chicken),
        cmocka_unit_test(test_sc30b_furiten_false_win_scheme2),
        cmocka_unit_test(test_sc30b_assist_hides_false_win),
        cmocka_unit_test(test_sc30c_furiten_self_draw),
        cmocka_unit_test(test_sc30c_zimo_not_restricted),
        cmocka_unit_test(test_sc31_passed_win_false_win),
        cmocka_unit_test(test_sc31_self_draw_after_passing),
        cmocka_unit_test(test_sc31_chow_keeps_passed_win),
        cmocka_unit_test(test_sc32_passed_pung_may_pung),
        cmocka_unit_test(test_sc33a_swap_other_end_is_fine),
        cmocka_unit_test(test_sc33b_swap_call_dead),
        cmocka_unit_test(test_sc33b_swap_call_false_win),
        cmocka_unit_test(test_explain_furiten),
        cmocka_unit_test(test_explain_passed_win),
        cmocka_unit_test(test_explain_swap_call),
        cmocka_unit_test(test_sc34_head_bump),
        cmocka_unit_test(test_sc35_chicken_then_self_draw),
        cmocka_unit_test(test_sc35_chicken_then_discard_win),
        cmocka_unit_test(test_sc36_third_chicken_is_a_draw),
        cmocka_unit_test(test_sc36d_orphans_after_two_chickens),
        cmocka_unit_test(test_sc36_self_draw_with_two_frozen),
        cmocka_unit_test(test_sc24_robbing_added_kong),
        cmocka_unit_test(test_sc24_passing_a_rob_is_passed_win),
        cmocka_unit_test(test_sc37_scheme2_chicken_is_false_win),
        cmocka_unit_test(test_sc37_assist_and_scheme1),
        cmocka_unit_test(test_sc33c_pung_swap_dead),
        cmocka_unit_test(test_sc33d_no_swap_ban_after_kong),
        cmocka_unit_test(test_sc25a_haidi),
        cmocka_unit_test(test_sc25b_hedi),
        cmocka_unit_test(test_sc10_capped_hand_does_not_end_match),
        cmocka_unit_test(test_sc26_thirteen_orphans_settlement),
        cmocka_unit_test(test_sc13_capped_hand_payer_negative),
        cmocka_unit_test(test_sc11c_four_concealed_pungs_on_discard),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
