/* test_hidden_copies.c: the copy of a tile leaving a hand says nothing about the copies that stay
 * (issue 27 item 2). Discards and melds travel as physical tiles (kind x 4 + copy); when a hand
 * gave up its highest copy, an opponent seeing copy c knew that no higher copy was held. Over
 * whole matches of random players, every discard from the hand (not the tile just drawn) and
 * every pung made from three held copies is tallied by the rank of the copy that left among the
 * copies held: each rank must come up as often as the others (the copy is one of those held,
 * uniformly), in every ruleset. */
#include <math.h>
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/random_bot.h"
#include "core/game.h"
#include "core/tile.h"
#include "game_test_util.h"
#include "rules_fixture.h"

/* tally[m][r]: a copy of rank r (0 lowest) among m held copies left the hand */
typedef struct {
    long tally[5][4];
} rank_tally;

static int rank_of(unsigned held, int copy) { return __builtin_popcount(held & ((1u << copy) - 1)); }

/* The copy of a pung's three held tiles that stayed in the hand. */
static int copy_left(unsigned held_before, unsigned held_after) { return __builtin_ctz(held_before & held_after); }

static void play(const char *id, int hands_wanted, rank_tally *t)
{
    sp_ruleset *rs = load_shipped_rules(id);
    assert_non_null(rs);
    sp_game *g = malloc(sizeof *g);
    char err[256];
    assert_int_equal(sp_game_init(g, rs, NULL, 0, 2027, err, sizeof err), 0);
    sp_rng rng;
    sp_rng_seed(&rng, 7);
    int hands = 0;
    uint64_t match = 2027;
    while (hands < hands_wanted) {
        sp_game_drop_events(g);
        if (g->phase == SP_PHASE_MATCH_OVER) {
            assert_int_equal(sp_game_init(g, rs, NULL, 0, ++match, err, sizeof err), 0);
            continue;
        }
        if (g->phase == SP_PHASE_HAND_OVER) {
            hands++;
            sp_game_next_hand(g);
            continue;
        }
        int seat = __builtin_ctz(sp_game_pending(g));
        sp_action_list l;
        assert_true(sp_game_legal(g, seat, &l) > 0);
        sp_action a = sp_random_bot_choose(&l, &rng);
        const sp_game_seat *s = &g->seat[seat];
        int k = a.tile < SP_KINDS ? a.tile : -1;
        unsigned held = k >= 0 ? s->held[k] : 0;
        bool from_hand = a.type == SP_ACT_DISCARD && !(s->drawn >= 0 && sp_tile_kind(s->drawn) == k);
        bool pung = a.type == SP_ACT_PON && __builtin_popcount(held) == 3;
        uint8_t nriver = s->nriver;
        if (sp_game_apply(g, seat, &a, err, sizeof err)) fail_msg("%s: %s", id, err);
        int m = __builtin_popcount(held);
        if (from_hand && m >= 2 && s->nriver > nriver) t->tally[m][rank_of(held, sp_tile_copy(s->river[nriver]))]++;
        if (pung && g->seat[seat].counts[k] == 1) t->tally[3][rank_of(held, copy_left(held, g->seat[seat].held[k]))]++;
    }
    free(g);
    free(rs);
}

/* Each rank of m held copies within 5 standard deviations of n / m (binomial). */
static void expect_uniform(const char *id, const rank_tally *t)
{
    for (int m = 2; m <= 4; m++) {
        long n = 0;
        for (int r = 0; r < m; r++) n += t->tally[m][r];
        if (m < 4) assert_true(n >= 200); /* enough cases to see a bias */
        double p = 1.0 / m, mean = n * p, sd = sqrt(n * p * (1 - p));
        for (int r = 0; r < m; r++)
            if (fabs((double)t->tally[m][r] - mean) > 5 * sd + 2)
                fail_msg("%s: of %ld tiles leaving a hand holding %d copies, %ld were the copy of rank %d (%.0f expected)", id, n, m,
                         t->tally[m][r], r, mean);
    }
}

static void check_ruleset(const char *id)
{
    rank_tally t;
    memset(&t, 0, sizeof t);
    play(id, 400, &t);
    expect_uniform(id, &t);
}

static void test_mingjiang(void **state) { (void)state; check_ruleset("mingjiang"); }
static void test_hk_classic(void **state) { (void)state; check_ruleset("hk-classic"); }
static void test_hk_xigu(void **state) { (void)state; check_ruleset("hk-xigu"); }
static void test_guizhou(void **state) { (void)state; check_ruleset("guizhou-xingyi"); }
static void test_wuhan(void **state) { (void)state; check_ruleset("wuhan-hongzhong"); }

/* The same seed and actions give the same copies (the choice is part of the game's state). */
static void test_same_seed_same_copies(void **state)
{
    (void)state;
    sp_ruleset *rs = load_shipped_rules("hk-classic");
    assert_non_null(rs);
    sp_game *g[2] = {malloc(sizeof(sp_game)), malloc(sizeof(sp_game))};
    char err[256];
    sp_rng rng[2];
    for (int i = 0; i < 2; i++) {
        assert_int_equal(sp_game_init(g[i], rs, NULL, 4, 99, err, sizeof err), 0);
        sp_rng_seed(&rng[i], 3);
    }
    for (int step = 0; step < 3000 && g[0]->phase < SP_PHASE_MATCH_OVER; step++) {
        for (int i = 0; i < 2; i++) {
            sp_game_drop_events(g[i]);
            if (g[i]->phase == SP_PHASE_HAND_OVER) sp_game_next_hand(g[i]);
            else game_random_step(g[i], &rng[i]);
        }
        for (int p = 0; p < 4; p++) assert_memory_equal(g[0]->seat[p].river, g[1]->seat[p].river, SP_RIVER_MAX);
    }
    free(g[0]);
    free(g[1]);
    free(rs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mingjiang), cmocka_unit_test(test_hk_classic), cmocka_unit_test(test_hk_xigu),
        cmocka_unit_test(test_guizhou),   cmocka_unit_test(test_wuhan),      cmocka_unit_test(test_same_seed_same_copies),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
