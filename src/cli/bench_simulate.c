/* bench_simulate.c: `sparrow-cli bench simulate` - whole hands per second of the table engine
 * with random-legal players in every seat (engine and players only: no session log). */
#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ai/random_bot.h"
#include "cli/cli.h"
#include "cli/rules_cache.h"
#include "core/game.h"

static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Plays `hands` hands; returns the actions applied (or -1 on a refusal). */
static long play_hands(sp_game *g, const sp_ruleset *rs, long hands, sp_rng *rng, uint64_t *seed)
{
    long actions = 0;
    char why[200];
    for (long h = 0; h < hands;) {
        if (g->phase == SP_PHASE_MATCH_OVER) sp_game_init(g, rs, NULL, 0, (*seed)++, why, sizeof why);
        else if (g->phase == SP_PHASE_HAND_OVER) {
            h++;
            sp_game_next_hand(g);
        } else {
            unsigned pending = sp_game_pending(g);
            int seat = __builtin_ctz(pending);
            sp_action_list l;
            sp_game_legal(g, seat, &l);
            if (sp_game_apply_listed(g, &l, sp_random_bot_pick(&l, rng), why, sizeof why)) return -1;
            actions++;
        }
        sp_game_drop_events(g); /* the events were made; nobody here reads them */
    }
    return actions;
}

void bench_simulate(const char *id, double seconds, int json)
{
    char err[512];
    const sp_ruleset *rs = rules_cache_get(id, err, sizeof err);
    if (!rs) {
        fprintf(stderr, "sparrow-cli bench: %s\n", err);
        return;
    }
    sp_game *g = malloc(sizeof *g);
    if (!g || sp_game_init(g, rs, NULL, 0, 1, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli bench: %s\n", g ? err : "out of memory");
        free(g);
        return;
    }
    sp_rng rng;
    sp_rng_seed(&rng, 7);
    uint64_t seed = 2;
    /* fastest of several slices: this machine's speed wanders */
    double best = 1e30, total_s = 0;
    long slice = 2000, done = 0, best_actions = 0;
    while (total_s < seconds) {
        double t0 = seconds_now();
        long actions = play_hands(g, rs, slice, &rng, &seed);
        double dt = seconds_now() - t0;
        if (actions < 0) {
            fprintf(stderr, "sparrow-cli bench: simulate: a legal action was refused\n");
            break;
        }
        total_s += dt;
        done += slice;
        if (dt / (double)slice < best) {
            best = dt / (double)slice;
            best_actions = actions;
        }
    }
    double hands_per_s = best > 0 ? 1.0 / best : 0;
    size_t state = offsetof(sp_game, ev_head);
    char inputs[256];
    snprintf(inputs, sizeof inputs,
             "whole %s hands, random-legal players (%.0f actions a hand), one core; state %zu bytes without its event queue",
             rs->id, (double)best_actions / (double)slice, state);
    if (json)
        printf("{\"kernel\": \"simulate\", \"rules\": \"%s\", \"ops_per_s\": %.0f, \"ns_per_op\": %.0f, \"state_bytes\": %zu, \"inputs\": \"%s\"}\n",
               rs->id, hands_per_s, best * 1e9, state, inputs);
    else
        printf("%-8s %12.0f hands/s %8.1f us/hand  %s\n", "simulate", hands_per_s, best * 1e6, inputs);
    free(g);
    (void)done;
}
