/* arena.h: computer players measured against each other on duplicate walls (`sparrow-cli
 * arena`). Each deal (a match seed: the first hand's wall) is played once per seat rotation, so
 * every level sits in every seat, dealer included, on the same walls; the order of the levels
 * around the table changes from wall to wall (see arena.c), so no level always plays after the
 * same one. */
#ifndef SP_ARENA_H
#define SP_ARENA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/bot.h"
#include "cli/cli.h"
#include "core/ruleset.h"

typedef struct {
    const sp_ruleset *rules;
    const int32_t *options;  /* NULL: the ruleset's defaults */
    int players;             /* seats (the number of levels given) */
    int levels[SP_SEATS];    /* the levels seated (their order around the table varies by wall) */
    uint64_t seed;
    long deals;              /* walls; each is played once per seat rotation */
    int threads;
    cli_expert_budget expert; /* the expert's budget a decision */
    bool all_orders;         /* every distinct seating of the levels, not only the rotations
                              * (removes who-sits-after-whom effects) */
    int paired;              /* -1: none; else every seating is played again with the seats of
                              * levels[0] played by this level, seeded alike, and the difference
                              * in those seats' points is measured hand by hand (see arena.c) */
} arena_config;

typedef struct {
    bool present;
    long seat_hands;         /* hands this level played (one per seat it held per hand) */
    double mean, ci_lo, ci_hi; /* points per hand and its 95 % interval (over deals) */
    long wins, deal_ins;
    double win_value_sum;    /* sum of the fan of its valid wins */
    long decisions;
    double decide_seconds;
    long illegal;
} arena_level;

/* The paired comparison (arena_config.paired): levels[0] against the paired level in the same
 * seats on the same walls among the same players. */
typedef struct {
    bool present;
    long seat_hands;         /* seat-hands of levels[0] compared */
    long changed;            /* of them, where its points differ from the paired level's */
    uint64_t overrides;      /* the expert's decisions other than hard's (0 for other levels) */
    long deal_ins;           /* of those seat-hands, where levels[0]'s discard paid for a win */
    long paired_deal_ins;    /* where the paired level's did, in the same seats */
    double mean, ci_lo, ci_hi; /* levels[0]'s points minus the paired level's, per seat-hand,
                                * with its 95 % interval over deals */
} arena_paired;

typedef struct {
    long deals, hands;
    arena_level level[SP_BOT_LEVELS];
    arena_paired paired;
    long illegal;
    char first_illegal[256];
    double seconds;
} arena_stats;

/* Plays the arena; returns 0, or -1 with err (a set-up failure; illegal actions are counted,
 * not errors). */
int arena_run(const arena_config *c, arena_stats *s, char *err, size_t errlen);

#endif
