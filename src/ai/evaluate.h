/* evaluate.h: what each legal action of one seat is worth, in the ruleset's points, by
 * determinized search.
 *
 * Each sample is a game as the seat might believe it to be (core/game_sample.h: the tiles it
 * cannot see dealt anew, consistently with the table); every legal action is applied to the
 * same sample and the hand is played to its end by computer players (the playout level; the
 * seat's own next few decisions may be another level's: own_level), and the action is worth
 * what the hand's settlement paid the seat (sp_hand_outcome.delta: chickens, beans, caps,
 * liability and all). The same samples and the same players' seeds serve every
 * action (common random numbers), so that the differences between actions are measured much
 * more precisely than the values themselves: `diff` and `diff_se` give them against a
 * reference action (the choice of a simpler player, an action taken in a replay).
 *
 * Anytime: samples are taken until the sample budget or the time budget runs out (a whole
 * sample at a time; later when the answer is unsettled and unsettled_stretch allows). With a
 * sample budget alone the answer is deterministic for a seed. The
 * search reads the game only through sp_game_sample, which keeps only what the seat sees. */
#ifndef SP_AI_EVALUATE_H
#define SP_AI_EVALUATE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

typedef struct {
    int samples;              /* most samples to take (0: no limit; then budget_ms must be set) */
    double budget_ms;         /* stop starting new samples after this much processor time of the
                               * calling thread (0: no time limit) */
    uint64_t seed;
    int playout_level;        /* sp_bot_level of the players in the playouts (easy .. hard) */
    int ref;                  /* index of the reference action in the legal list, -1: the first */
    const atomic_int *stop;   /* NULL, or: start no new sample once it is set (another thread) */
    bool read_ready;          /* deal each other seat a ready hand as often as the seat's view
                               * says it is likely ready (ai/defence.h; core/game_sample.h);
                               * false: their hands as the tiles come (the default is true) */
    bool read_waits;          /* with read_ready: such a hand waits where hard's reading of the
                               * seat says its wait is likely (sp_defence deal_into) */
    double unsettled_stretch; /* > 1: when the budget (samples or time) runs out while another
                               * action leads the reference by more than SP_EVAL_UNSETTLED_LOW
                               * but not `settled` standard errors of the difference, go on
                               * until it does not, up to this many times the budget (the expert's
                               * close calls: a lead the budget almost settles is worth settling) */
    double settled;           /* the lead, in standard errors, that settles it (0: SP_EVAL_SETTLED) */
    int own_level;            /* the seat's own next own_decisions decisions in each playout are
                               * made at this level (0 decisions: all at playout_level; the
                               * default is hard) */
    int own_decisions;        /* -1 (the default): as many as the model's tuning record says,
                               * as its expert searches (ai/tuning.h expert_own_hard: 2, Wuhan 0) */
} sp_eval_config;

#define SP_EVAL_SETTLED 2.0        /* a lead beyond this many standard errors is not noise */
#define SP_EVAL_SETTLED_PAIR 1.645 /* the same between two actions alone: one-sided 95 %, with no
                                    * leader chosen among many to flatter it */
#define SP_EVAL_UNSETTLED_LOW 0.5  /* below this many, more samples mostly confirm the noise */

typedef struct {
    int n;                            /* actions evaluated: the seat's legal list, in order */
    sp_action action[SP_MAX_LEGAL];
    double mean[SP_MAX_LEGAL];        /* expected points of the hand for the seat */
    double se[SP_MAX_LEGAL];          /* standard error of mean (0 below two samples) */
    double diff[SP_MAX_LEGAL];        /* mean[i] - mean[ref], measured sample by sample */
    double diff_se[SP_MAX_LEGAL];     /* its standard error */
    int ref;
    int samples;                      /* samples taken (every action had each of them) */
    int best;                         /* index of the highest mean */
    double ms;                        /* processor time spent (the calling thread's) */
} sp_eval_result;

/* The defaults: 64 samples, no time limit, seed 1, normal players, reference the first action,
 * the other seats' readiness and waits read (read_ready, read_waits: as the expert deals), the
 * seat's own next decisions in each playout hard's, as many as the model's expert has (two;
 * none in Wuhan: own_level, own_decisions). */
void sp_eval_config_default(sp_eval_config *c);

/* Evaluates every legal action of `seat` in g (which must be pending, in a TURN, CLAIM or ROB
 * phase; a false win (詐糊) is left out). Returns 0, or -1 with err. */
int sp_evaluate(const sp_game *g, int seat, const sp_eval_config *cfg, sp_eval_result *out, char *err, size_t errlen);

/* One playout: applies action a of seat to g (a sample) and plays the hand to its end with
 * computer players of `level` seeded from seed; returns the points the hand paid the seat, or
 * sets *ok false when an action was refused (a bug). */
double sp_eval_playout(sp_game *g, int seat, const sp_action *a, int level, uint64_t seed, bool *ok);

/* The same, the seat's own next own_decisions decisions made at own_level (negative: as many as
 * the model's tuning record says, as in sp_eval_config). */
double sp_eval_playout_own(sp_game *g, int seat, const sp_action *a, int level, int own_level, int own_decisions,
                           uint64_t seed, bool *ok);

#endif
