/* simulate.h: whole matches played headless by computer players, with statistics and the
 * engine's invariants checked (used by `sparrow-cli simulate` and `bench simulate`). */
#ifndef SP_SIMULATE_H
#define SP_SIMULATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"

typedef struct {
    const sp_ruleset *rules;
    const int32_t *options;  /* NULL: the ruleset's defaults */
    int players;             /* 0: the ruleset's maximum */
    uint64_t seed;
    long games;              /* complete matches to play (when hands is 0) */
    long hands;              /* or this many hands, matches restarted as they end */
    int threads;
    bool check_every_action; /* run the invariant check after every action (slow) */
    const char *replay_dir;  /* write each match's replay here (NULL: none) */
    const char *bots;        /* "random", "easy", "normal", "hard", one or one per seat, comma-separated (NULL: random) */
} sim_config;

typedef struct {
    long games, hands;
    long tsumo, ron, multiple, false_wins, draws, actions;
    long fan_sum, fan_count;
    long pattern_count[SP_MAX_PATTERNS];
    int64_t balance;         /* sum of every payment (0 where the ruleset is zero-sum) */
    long invariant_failures;
    char first_failure[256];
    double seconds;
} sim_stats;

/* Plays the configured games; returns 0, or -1 with err (a refused action, a file error). */
int sim_run(const sim_config *c, sim_stats *s, char *err, size_t errlen);

#endif
