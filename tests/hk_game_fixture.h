/* hk_game_fixture.h: helpers of the Hong Kong tests that stay in C (test_hk_*_seeded.c: computer
 * players, seeded hands), on top of game_test_util.h: games with options given by text. The
 * scripted scenarios are text (tests/scenarios/hk-*.scn). Include after cmocka. */
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

/* The options of `rs` at their defaults with East dealing first (first_dealer = east: the tests
 * name seats absolutely), then `set` (NULL-terminated by id). */
static inline void hk_options(const sp_ruleset *rs, const hk_opt *set, int32_t out[SP_MAX_OPTIONS])
{
    game_options_default(rs, out);
    sp_options_east_deals_first(rs, out);
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

#endif
