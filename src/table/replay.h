/* replay.h: replay and save files. A replay is what is needed to play a match again exactly:
 * the ruleset (id, the hash of its rules and, when the session has it, the ruleset file's
 * text), options, player count, seed (or the first hand's wall) and every action in order,
 * with a digest of each finished hand's events so that a replay can be verified. A save is the
 * same file of a match still in progress: resuming re-applies its actions. Files are JSON,
 * written atomically (a temporary file, then rename), so an existing save is never lost to a
 * crash or a full disk.
 *
 * The hash is of the rules alone (table/ruleset_canon.h): a ruleset file whose comments, layout
 * or texts were edited still plays the saved match. When its rules changed, the reader names
 * the fields that differ and, with SP_RULES_SAVED, plays the match with the rules kept in the
 * file. */
#ifndef SP_REPLAY_H
#define SP_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "table/session.h"

/* The version written, and the oldest read (src/table/MATCH_LOG.md: version 2 lets each hand
 * carry its result, which readers check but do not need). */
enum { SP_REPLAY_VERSION = 2, SP_REPLAY_VERSION_MIN = 1 };

/* Which rules a replay is read with when its ruleset's file no longer gives the saved rules. */
typedef enum {
    SP_RULES_SAME,          /* refuse (the error names the differing fields) */
    SP_RULES_ANY_VERSION,   /* the file's current rules anyway (the fuzzer, tools) */
    SP_RULES_SAVED,         /* the rules kept in the file; refuse when it keeps none */
} sp_rules_use;

/* What reading found about the rules (a refusal's key: err.replay.rules_changed, error_key.h). */
typedef struct {
    bool changed;           /* the ruleset's file now gives other rules (or cannot be loaded) */
    bool kept;              /* the file keeps the ruleset text it was played with */
    bool used_saved;        /* the replay is read with those kept rules */
    char fields[600];       /* the differing fields, "patterns[pinghu].value, table.calls", or why
                             * the current file could not be compared */
} sp_rules_change;

typedef struct {
    char ruleset[SP_ID_LEN];
    uint64_t content_hash;
    char *rules_text;        /* the ruleset file's text kept in the file, NULL if none */
    sp_rules_change change;
    int32_t options[SP_MAX_OPTIONS];
    int players;
    uint64_t seed;
    bool has_wall;
    uint8_t wall[SP_MAX_WALL];
    int wall_n;
    sp_logged_action *actions;
    size_t nactions;
    uint64_t *digests;       /* per finished hand */
    size_t ndigests;
    int nhands;              /* hands dealt (the last may have no actions yet) */
    bool complete;           /* the match had ended */
    int32_t scores[SP_SEATS];/* standings when written */
    char seat_players[SP_SEATS][16]; /* "seat_players" (session.h), "" when the file has none */
} sp_replay;

/* The session's replay as JSON text (malloc'ed; NULL when out of memory). */
char *sp_replay_json(const sp_session *s);
/* The replay file's text (JSON and a newline, malloc'ed; *len its length), NULL when out of
 * memory. */
char *sp_replay_file_text(const sp_session *s, size_t *len);
/* Writes the session's replay to path atomically. Returns 0, or -1 with err. */
int sp_replay_write(const sp_session *s, const char *path, char *err, size_t errlen);

/* Reads a replay: parses the file, loads its ruleset by id into *rules - comparing its rules
 * with the saved hash, and on a difference doing what `use` says (r->change tells what was
 * found, also after an error) - and resolves the options. Returns 0, or -1 with err naming the
 * file and what is wrong. Free with sp_replay_free (also after an error). */
int sp_replay_read(const char *path, sp_replay *r, sp_ruleset *rules, sp_rules_use use, char *err, size_t errlen);
/* As sp_replay_read, from text already in memory (origin names it in errors). */
int sp_replay_parse(const char *text, const char *origin, sp_replay *r, sp_ruleset *rules, sp_rules_use use, char *err,
                    size_t errlen);
void sp_replay_free(sp_replay *r);

/* Plays a replay's actions into a new session (resume, or verification); the session keeps the
 * file's ruleset text for its next saves. The file's "complete" must be what its actions give.
 * With verify, every finished hand must have its digest in the file and the digests, the
 * standings must match. Returns 0, or -1 with err (an action the engine refuses, a digest that
 * differs or is missing: the hand and the action are named). */
int sp_replay_play(const sp_replay *r, const sp_ruleset *rules, sp_session *s, bool verify, char *err, size_t errlen);
/* As sp_replay_play, with an observer of seat's events (-1: all, unfiltered) that hears the
 * whole match from the first deal. */
int sp_replay_play_observed(const sp_replay *r, const sp_ruleset *rules, sp_session *s, bool verify, sp_observer_fn fn,
                            void *ctx, int seat, char *err, size_t errlen);

/* Keeps the text of the ruleset file the session plays by (its id's file, when it still gives
 * the same rules) for its saves: sp_session_set_rules_text from the file. Returns 0, or -1
 * when there is no such file (the session then keeps none). */
int sp_session_keep_rules_file(sp_session *s);

/* Writes data to path atomically (a temporary file of this process beside it, fsync, rename,
 * fsync of the folder). */
int sp_write_file_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen);

#endif
