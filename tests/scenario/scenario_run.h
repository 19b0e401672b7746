/* scenario_run.h: plays one scenario of a scenario file through the engine and checks what it
 * expects (tests/scenarios/README.md). Only the public game API is used: core/game.h,
 * core/game_explain.h and the table's walls (table/scenario_wall.h). */
#ifndef SC_SCENARIO_RUN_H
#define SC_SCENARIO_RUN_H

#include <stddef.h>

#include "core/ruleset.h"
#include "scenario_file.h"

/* Finds a shipped ruleset by id (loaded once by the caller); NULL with err when there is none. */
typedef const sp_ruleset *(*sc_rules_lookup)(const char *id, char *err, size_t errlen);

/* Runs block `block` of f. Returns 0, or -1 with err naming FILE:LINE and what went wrong
 * (a bad statement, an action refused, a value other than expected). *checks counts the
 * checks that passed. */
int sc_run(const sc_file *f, int block, sc_rules_lookup rules, int *checks, char *err, size_t errlen);

#endif
