/* replay.h: replay and save files. A replay is what is needed to play a match again exactly:
 * the ruleset (id and content hash), options, player count, seed (or the first hand's wall)
 * and every action in order, with a digest of each finished hand's events so that a replay
 * can be verified. A save is the same file of a match still in progress: resuming re-applies
 * its actions. Files are JSON, written atomically (a temporary file, then rename), so an
 * existing save is never lost to a crash or a full disk. */
#ifndef SP_REPLAY_H
#define SP_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "table/session.h"

enum { SP_REPLAY_VERSION = 1 };

typedef struct {
    char ruleset[SP_ID_LEN];
    uint64_t content_hash;
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
} sp_replay;

/* The session's replay as JSON text (malloc'ed; NULL when out of memory). */
char *sp_replay_json(const sp_session *s);
/* Writes the session's replay to path atomically. Returns 0, or -1 with err. */
int sp_replay_write(const sp_session *s, const char *path, char *err, size_t errlen);

/* Reads a replay: parses the file, loads its ruleset by id into *rules (checking the content
 * hash unless allow_other_version) and resolves the options. Returns 0, or -1 with err naming
 * the file and what is wrong. Free with sp_replay_free. */
int sp_replay_read(const char *path, sp_replay *r, sp_ruleset *rules, bool allow_other_version, char *err,
                   size_t errlen);
/* As sp_replay_read, from text already in memory (origin names it in errors). */
int sp_replay_parse(const char *text, const char *origin, sp_replay *r, sp_ruleset *rules, bool allow_other_version,
                    char *err, size_t errlen);
void sp_replay_free(sp_replay *r);

/* Plays a replay's actions into a new session (resume, or verification). With verify, every
 * finished hand's event digest must match the file's. Returns 0, or -1 with err (an action the
 * engine refuses, a digest that differs: the hand and the action are named). */
int sp_replay_play(const sp_replay *r, const sp_ruleset *rules, sp_session *s, bool verify, char *err, size_t errlen);
/* As sp_replay_play, with an observer of seat's events (-1: all, unfiltered) that hears the
 * whole match from the first deal. */
int sp_replay_play_observed(const sp_replay *r, const sp_ruleset *rules, sp_session *s, bool verify, sp_observer_fn fn,
                            void *ctx, int seat, char *err, size_t errlen);

/* Writes data to path atomically (path.tmp, fsync, rename). */
int sp_write_file_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen);

#endif
