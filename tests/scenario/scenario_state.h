/* scenario_state.h: what the runner of a scenario keeps while it plays one (scenario_run.c)
 * and the helpers its checks (scenario_check.c) share with it. Private to tests/scenario/. */
#ifndef SC_SCENARIO_STATE_H
#define SC_SCENARIO_STATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"
#include "scenario_file.h"
#include "scenario_run.h"

enum { SC_MAX_PLACE = 4, SC_MAX_USE_DEPTH = 8, SC_MAX_ASSIGN = 2 * SP_MAX_OPTIONS, SC_TEXT = 512 };

typedef struct {
    const sc_file *f;
    sc_rules_lookup rules;
    /* the table, until the game starts */
    char ruleset[SC_NAME_LEN];
    int players;                       /* -1: as many as the hands given, else 4; 0: as the options say */
    int nassign;
    const sc_statement *assign_at[SC_MAX_ASSIGN];
    const char *assign[SC_MAX_ASSIGN];    /* "id=value" words of `options` lines */
    int nhands;
    const char *hands[SP_SEATS];
    char draws[SC_TEXT], tail[SC_TEXT];
    uint64_t seed, wall_seed;
    int nplace;                        /* `place TILE at N` lines */
    const sc_statement *place[SC_MAX_PLACE];
    sp_game *g;
    /* events drained from the game since the move after the last event check */
    sp_event *log;
    int nlog, caplog;
    bool log_seen;
    int checks;
    /* the `use` statements that led to the current one, outermost first */
    int depth;
    const sc_statement *used_at[SC_MAX_USE_DEPTH];
    const char *used_name[SC_MAX_USE_DEPTH];
    char *err;
    size_t errlen;
} sc_state;

/* Fails the statement: "FILE:LINE: message", then the setups it was reached through; returns -1. */
int sc_fail(sc_state *r, const sc_statement *st, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Words [from, nwords) joined by single spaces. */
void sc_join(const sc_statement *st, int from, char *out, size_t n);
/* A seat's letter of this table, or a failure. */
int sc_seat_word(sc_state *r, const sc_statement *st, const char *w, int *seat);
/* One tile's kind, or a failure. */
int sc_kind_word(sc_state *r, const sc_statement *st, const char *w, int *kind);

/* Runs the statement when it is a check (expect, offers, legal, why, event, ...): sets *handled
 * and returns 0, or -1 when the check fails; *handled false for any other statement. */
int sc_check(sc_state *r, const sc_statement *st, bool *handled);

#endif
