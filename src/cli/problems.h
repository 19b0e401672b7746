/* problems.h: fixed problem sets for the computer players (issue 22; how they are made:
 * tests/data/problems/README.md). A problem is one decision of one seat in a hand of
 * self-play - the hand's replay up to that moment - with each legal action's value found by a
 * long evaluation (ai/evaluate.h). `sparrow-cli problems` makes a set (problems_make.c);
 * `sparrow-cli bench problems` measures each level's choices against one (bench_problems.c). */
#ifndef SP_CLI_PROBLEMS_H
#define SP_CLI_PROBLEMS_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>

#include "cli/cli.h"
#include "core/game.h"
#include "table/session.h"

typedef struct {
    char id[48];                       /* "hk-classic/017" */
    char *replay_text;                 /* the position: a replay whose last action is the one
                                        * before the decision (malloc'ed) */
    int seat;
    int n;                             /* actions valued (the seat's legal list, false win left out) */
    char action[SP_MAX_LEGAL][40];     /* their text forms ("D 5m", "PASS") */
    double value[SP_MAX_LEGAL];        /* expected points of the hand for the seat */
    int best;                          /* index of the highest value */
    bool close;                        /* the best is not ahead of every other action by more than
                                        * two standard errors of the difference */
} sp_problem;

/* Reads one problem (a JSON object, one line of a set); 0, or -1 with err naming the field. */
int sp_problem_parse(const cJSON *j, sp_problem *p, char *err, size_t errlen);
void sp_problem_free(sp_problem *p);

/* The position of problem p in a new session s (its ruleset loaded into *rules by the replay's
 * id, refused when the rules changed since the set was made): s->game has p's seat pending.
 * Returns 0, or -1 with err; free s with sp_session_free either way. */
int sp_problem_position(const sp_problem *p, sp_ruleset *rules, sp_session *s, char *err, size_t errlen);

/* The index in p of an action by its text form, -1 when p values no such action. */
int sp_problem_action(const sp_problem *p, const sp_action *a);

/* `sparrow-cli problems` (problems_make.c) and `bench problems` (bench_problems.c; 0, or 1 when
 * a set could not be read; `misses`: also list each level's wrong choices). */
int cmd_problems(int argc, char **argv);
int bench_problems(const char *id, const char *dir, cli_expert_budget expert, int json, int misses);

#endif
