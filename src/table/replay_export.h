/* replay_export.h: the match log - a replay (replay.h, format "sparrow-replay") with each
 * finished hand's result written out: how it ended, every seat's tiles, melds, flowers and
 * declarations at its end, each win's score sheet as `sparrow-cli score` answers it (patterns,
 * payments, the ruleset's own fields: liabilities, chickens, beans...) and the scores' changes.
 * The document and its schema: src/table/MATCH_LOG.md, tests/data/match-log.schema.json.
 *
 * The results are what the actions give, written for other programs and people to read: a
 * reader of the log plays the actions again (sp_replay_parse ignores them) and checks them with
 * sp_replay_check_results, so a log whose results were edited is refused, naming the hand. */
#ifndef SP_REPLAY_EXPORT_H
#define SP_REPLAY_EXPORT_H

#include <stddef.h>

#include <cjson/cJSON.h>

#include "table/replay.h"

/* The replay as a match log (indented JSON text, malloc'ed). NULL with err when the replay does
 * not play (the hand and action named). */
char *sp_replay_export_json(const sp_replay *r, const sp_ruleset *rules, char *err, size_t errlen);
/* Writes it to path atomically. 0, or -1 with err. */
int sp_replay_export(const sp_replay *r, const sp_ruleset *rules, const char *path, char *err, size_t errlen);
/* Checks the results a log's text holds (hands without one are not checked) against what the
 * replay r read from it gives. 0, or -1 with err naming the hand and the field that differs. */
int sp_replay_check_results(const char *text, const sp_replay *r, const sp_ruleset *rules, char *err, size_t errlen);

#endif
