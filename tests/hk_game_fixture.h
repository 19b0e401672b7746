/* hk_game_fixture.h: helpers of the Hong Kong table-flow scenario tests (test_game_hk_*.c), on top
 * of game_test_util.h: games with options given by text, payments, playing a hand out, and the
 * scenarios hk-classic and hk-xigu share. Include after cmocka. */
#ifndef SP_HK_GAME_FIXTURE_H
#define SP_HK_GAME_FIXTURE_H

#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/notation.h"
#include "game_fixture.h"
#include "game_test_util.h"

enum { E, S, W, N };

typedef struct {
    const char *id;
    const char *value; /* a number, "true" / "false", or a choice label */
} hk_opt;

/* The options of `rs` at their defaults, then `set` (NULL-terminated by id). */
static inline void hk_options(const sp_ruleset *rs, const hk_opt *set, int32_t out[SP_MAX_OPTIONS])
{
    game_options_default(rs, out);
    for (; set && set->id; set++) {
        int i = sp_ruleset_option(rs, set->id);
        if (i < 0) fail_msg("option %s is not in ruleset %s", set->id, rs->id);
        if (rs->options[i].type == SP_OPT_CHOICE) game_option_choice(rs, out, set->id, set->value);
        else if (!strcmp(set->value, "true")) out[i] = 1;
        else if (!strcmp(set->value, "false")) out[i] = 0;
        else out[i] = atoi(set->value);
    }
}

/* A game of four from the scenario wall, with the options `set` (see hk_options). */
static inline sp_game *hk_game(const sp_ruleset *rs, const hk_opt *set, const char *const hands[4], const char *draws,
                               const char *tail)
{
    int32_t opts[SP_MAX_OPTIONS];
    hk_options(rs, set, opts);
    return game_from_wall(rs, 4, hands, draws, tail, opts, 1);
}

/* A game of four dealt from a shuffled wall, with the options `set`. */
static inline sp_game *hk_seeded(const sp_ruleset *rs, const hk_opt *set, uint64_t seed)
{
    int32_t opts[SP_MAX_OPTIONS];
    char err[128];
    hk_options(rs, set, opts);
    sp_game *g = malloc(sizeof *g);
    if (sp_game_init(g, rs, opts, 4, seed, err, sizeof err)) fail_msg("%s", err);
    return g;
}

/* The net scores of the hand, E S W N of the seats 0..3. */
static inline void hk_expect_delta(const sp_game *g, int d0, int d1, int d2, int d3)
{
    assert_int_equal(g->outcome.delta[0], d0);
    assert_int_equal(g->outcome.delta[1], d1);
    assert_int_equal(g->outcome.delta[2], d2);
    assert_int_equal(g->outcome.delta[3], d3);
    for (int p = 0; p < 4; p++) assert_int_equal(g->seat[p].score, g->outcome.delta[p]);
}

/* Plays on with every seat passing every claim and discarding the tile it drew (the first
 * concealed tile after a call), declining flower wins, until the hand is over. */
static inline void hk_play_out(sp_game *g)
{
    char why[256];
    for (int guard = 0; guard < 2000 && g->phase < SP_PHASE_HAND_OVER; guard++) {
        unsigned pending = sp_game_pending(g);
        assert_true(pending != 0);
        int seat = __builtin_ctz(pending);
        sp_action a = {SP_ACT_PASS, SP_KIND_NONE, {SP_KIND_NONE, SP_KIND_NONE}, 0};
        if (g->phase == SP_PHASE_TURN) {
            const sp_game_seat *s = &g->seat[seat];
            int k = s->drawn >= 0 ? sp_tile_kind(s->drawn) : -1;
            for (int j = 0; k < 0 && j < SP_KINDS; j++)
                if (s->counts[j]) k = j;
            a.type = SP_ACT_DISCARD;
            a.tile = (uint8_t)k;
        }
        if (sp_game_apply(g, seat, &a, why, sizeof why)) fail_msg("play out: %s", why);
        if (sp_game_check(g, why, sizeof why)) fail_msg("play out: %s", why);
    }
    assert_true(g->phase >= SP_PHASE_HAND_OVER);
}

/* A seeded hand with the default options ends in an exhaustive draw: nobody pays, the dealer
 * keeps the deal (draw_dealer_keeps) and the match goes on. */
static inline void hk_expect_drawn_hand_keeps_deal(const sp_ruleset *rs, uint64_t seed)
{
    sp_game *g = hk_seeded(rs, NULL, seed);
    hk_play_out(g);
    assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
    hk_expect_delta(g, 0, 0, 0, 0);
    assert_int_equal(g->dealer, E);
    assert_int_equal(g->dealer_streak, 1);
    assert_false(g->outcome.match_over);
    free(g);
}

/* Scenarios hk-classic and hk-xigu share (the same walls; each ruleset pays its own way). */

/* 大三元 liability: E pungs the three dragons, the third from N's 5z; `draws` the head tiles. */
static inline sp_game *hk_big_dragons_game(const sp_ruleset *rs, const char *draws)
{
    static const char *const hands[4] = {"2348s55z66z77z1z2z3f", "147p147s258p258s7z",
                                          "6z369p369s11p99p1s9s", "5z23568p567s179s4p"};
    sp_game *g = hk_game(rs, NULL, hands, draws, "3z");
    game_do(g, E, "D 4z");
    game_do(g, S, "D 7z");
    game_do(g, E, "PON 7z");
    game_do(g, E, "D 3z");
    game_do(g, S, "D 3m");
    game_do(g, W, "D 6z");
    game_do(g, E, "PON 6z");
    game_do(g, E, "D 2z");
    game_do(g, S, "D 7m");
    game_do(g, W, "D 9m");
    game_do(g, N, "D 5z");
    game_do(g, E, "PON 5z");
    game_do(g, E, "D 1z");
    assert_int_equal(g->seat[E].nconcealed, 4);
    game_do(g, S, "D 4m");
    return g;
}

/* 十二張落地: S's fourth declared set is E's 4s; `draws` the head tiles. */
static inline sp_game *hk_twelve_tiles_game(const sp_ruleset *rs, const char *draws)
{
    static const char *const hands[4] = {"4s1358m1358p1369s", "22m77z99p44s7s1234z", "7z2469m2469p2578s",
                                          "9p3678m3678p1247s"};
    sp_game *g = hk_game(rs, NULL, hands, draws, NULL);
    game_do(g, E, "D 2m");
    game_do(g, S, "PON 2m");
    game_do(g, S, "D 1z");
    game_do(g, W, "D 7z");
    game_do(g, S, "PON 7z");
    game_do(g, S, "D 2z");
    game_do(g, W, "D 5z");
    game_do(g, N, "D 9p");
    game_do(g, S, "PON 9p");
    game_do(g, S, "D 3z");
    game_do(g, W, "D 5z");
    game_do(g, N, "D 6z");
    game_do(g, E, "D 4s");
    game_do(g, S, "PON 4s");
    game_do(g, S, "D 4z");
    assert_int_equal(g->seat[S].nconcealed, 1);
    game_do(g, W, "D 5z");
    return g;
}

#endif
