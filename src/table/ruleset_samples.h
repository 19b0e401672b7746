/* ruleset_samples.h: sample hands to test a ruleset's changes on - the shipped ruleset's worked
 * examples (tests/vectors/<id>.jsonl, installed as samples/<id>.jsonl) and the hands the player
 * pinned (pinned-hands.jsonl in the player's folder, the same lines: {"id", "title", "request"}
 * with the request's "rules" naming the ruleset). Each is a `score` request
 * (table/score_request.h) scored under any ruleset of its model: the house-rules editor scores
 * them under the base and under the house rules and shows which answers changed. */
#ifndef SP_RULESET_SAMPLES_H
#define SP_RULESET_SAMPLES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"
#include "core/score.h"

/* One answer, as far as the editor compares answers. */
typedef struct {
    bool scored;          /* the request could be scored under the ruleset */
    bool valid;           /* a legal win */
    int32_t fan;          /* in the ruleset's unit */
    int32_t payments[SP_SEATS];
} sp_sample_answer;

typedef struct {
    char id[32];
    char title[200];
    char *request;        /* the request's JSON text */
    int seat;             /* the seat whose hand it is (the request's "seat"), -1 when it names none */
} sp_sample;

typedef struct {
    int n;
    sp_sample *s;
} sp_samples;

/* The samples of ruleset `id`: its worked examples (the first samples folder that has
 * <id>.jsonl) and the player's pinned hands for it. 0 (n may be 0), or -1 with err when a
 * file is unreadable or a line is no sample. */
int sp_samples_load(sp_samples *out, const char *id, char *err, size_t errlen);
/* The same from one file's text (lines whose request names another ruleset are skipped). */
int sp_samples_parse(sp_samples *out, const char *text, const char *id, const char *origin, char *err, size_t errlen);
void sp_samples_free(sp_samples *s);

/* Scores one sample's request under rs (the request's own "rules" is not read). */
void sp_sample_score(const sp_ruleset *rs, const char *request, sp_sample_answer *a);
/* Whether two answers differ: legal or not, the value of a legal win, or payments. */
bool sp_sample_changed(const sp_sample_answer *a, const sp_sample_answer *b);

#endif
