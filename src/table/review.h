/* review.h: the review of one seat's play in a replay - every decision the seat made (every
 * action it took where it had more than one legal choice) evaluated by determinized search
 * (ai/evaluate.h) at a fixed seed and sample count: the action taken, the best action and the
 * points lost, per hand and per match the agreement and the total loss, and the costliest
 * decisions. See src/table/REVIEW.md for the rule that decides agreement and for the JSON.
 *
 * Deterministic: the same replay, seat, seed, samples and playout level give the same figures
 * (each decision's samples are seeded from the seed and the action's index alone). Reviews are
 * kept beside the replay (FILE.review.json) keyed by the file's content hash and the
 * parameters, so a second look is instant. */
#ifndef SP_REVIEW_H
#define SP_REVIEW_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/evaluate.h"
#include "table/history.h"
#include "table/replay.h"

enum {
    SP_REVIEW_VERSION = 8,  /* of the figures and of the cache file (2: close decisions sampled further;
                             * 3: the other seats' readiness read, 4: and their waits, 5: the seat's
                             * own next two decisions in each playout hard's; ai/evaluate.h; 6: a
                             * seat read as ready is dealt a hand that could take the discard; 7:
                             * or one that could win by drawing its wait; 8: the seat's own decisions
                             * as many as its model's expert makes by hard, Wuhan none) */
    SP_REVIEW_WORST = 5,    /* the costliest decisions listed */
    SP_REVIEW_MAX_SAMPLES = 100000
};

typedef struct {
    int seat;
    int samples;            /* samples a decision (each legal action gets all of them) */
    int max_samples;        /* a close decision (another action looks better, by no more than
                             * SP_REVIEW_NOISE standard errors) is evaluated again with 4 times
                             * the samples, up to this many; <= samples: every decision gets samples */
    uint64_t seed;
    int playout_level;      /* sp_bot_level of the players in the playouts */
} sp_review_params;

typedef struct {
    size_t index;           /* the action's index in the replay (0-based) */
    int hand;               /* 1-based */
    int choices;            /* legal actions the seat had */
    int samples;            /* samples its figures come from (0 when not evaluated) */
    bool evaluated;         /* false: a set-up decision (定缺), which no sample can be made of */
    sp_action taken, best;
    double taken_value, best_value; /* mean points of the hand for the seat */
    double diff, diff_se;   /* best - taken, sample by sample, and its standard error */
    double loss;            /* diff when it is more than SP_REVIEW_NOISE standard errors, else 0 */
} sp_review_decision;

/* A loss counts only when the paired difference is above this many of its standard errors. */
#define SP_REVIEW_NOISE SP_EVAL_SETTLED
/* A decision is looked at again (max_samples) when another action is ahead by more than this
 * many standard errors but not beyond the noise: below it, more samples mostly confirm noise. */
#define SP_REVIEW_LOOK_AGAIN SP_EVAL_UNSETTLED_LOW

typedef struct {
    int hand;               /* 1-based; 0 for a whole match */
    int decisions;          /* the seat's decisions */
    int evaluated;          /* of them evaluated */
    int agreed;             /* of them with no loss */
    double loss;            /* their losses' sum */
} sp_review_tally;

typedef struct {
    sp_review_params p;
    uint64_t replay_hash;   /* of the replay file's bytes (sp_review_hash) */
    char ruleset[SP_ID_LEN];
    sp_review_decision *d;
    size_t nd;
    sp_review_tally *hands; /* one per hand the replay dealt, in order */
    int nhands;
    sp_review_tally match;
    int worst[SP_REVIEW_WORST]; /* indices into d, costliest first (only decisions with a loss) */
    int nworst;
    char match_key[SP_HISTORY_KEY_LEN]; /* the history's key of the match (sp_review_match_key), "" */
    bool from_cache;
} sp_review;

void sp_review_params_default(sp_review_params *p);
void sp_review_free(sp_review *rv);
/* Agreement in 0..1 of a tally (1 when nothing was evaluated). */
double sp_review_agreement(const sp_review_tally *t);
/* A decision's evaluation seed: from the review's seed and the action's index alone, so that a
 * decision's figures do not depend on what was evaluated before it. */
uint64_t sp_review_decision_seed(uint64_t seed, size_t index);
/* FNV-1a of a replay file's bytes. */
uint64_t sp_review_hash(const void *data, size_t len);

/* Called after each of the seat's actions: done of total (the seat's actions in the replay). */
typedef void (*sp_review_progress_fn)(void *ctx, size_t done, size_t total);

/* Reviews seat p->seat of a replay read with its rules. Returns 0 when done, 1 when *stop was
 * set (out holds nothing then), -1 with err. Free out with sp_review_free in every case. */
int sp_review_run(const sp_replay *r, const sp_ruleset *rules, const sp_review_params *p, sp_review_progress_fn fn,
                  void *ctx, const atomic_int *stop, sp_review *out, char *err, size_t errlen);
/* Recomputes the tallies and the costliest list from out->d (after a run, or a cache read). */
void sp_review_tally_all(sp_review *rv);

/* The review as JSON text (malloc'ed, NULL when out of memory); rounded: values to 3 decimals
 * (for people), else exact (the cache). */
char *sp_review_json(const sp_review *rv, bool rounded);
struct cJSON;
/* The review as an exact cJSON object (NULL when out of memory). */
struct cJSON *sp_review_cjson(const sp_review *rv);
/* Reads one review object (cJSON) back; 0, or -1 with err naming the field. */
int sp_review_from_json(const struct cJSON *j, sp_review *out, char *err, size_t errlen);

/* The cache file of a replay: path + ".review.json". */
void sp_review_cache_path(const char *replay_path, char *out, size_t len);
/* Looks for a review of (hash, params) in the cache file; 1 found (out filled, from_cache set),
 * 0 not there (no file, another replay, other parameters), -1 the file is damaged (note says
 * where; it is then ignored and rewritten by the next sp_review_cache_put). */
int sp_review_cache_get(const char *cache_path, uint64_t hash, const sp_review_params *p, sp_review *out, char *note,
                        size_t notelen);
/* Keeps the review in the cache file (atomically; other seats' reviews of the same replay
 * stay). 0, or -1 with err. */
int sp_review_cache_put(const char *cache_path, const sp_review *rv, char *err, size_t errlen);

/* The whole job for a file: reads it, answers from the cache when it holds this review, else
 * reviews and caches. note gets what happened to the cache ("" when nothing to say: a damaged
 * cache ignored, a cache that could not be written). Returns as sp_review_run. */
int sp_review_file(const char *path, const sp_review_params *p, bool use_cache, sp_review_progress_fn fn, void *ctx,
                   const atomic_int *stop, sp_review *out, char *note, size_t notelen, char *err, size_t errlen);

/* As sp_review_file, from the replay's text already read (origin names it in errors), with the
 * cache file cache (NULL: none). */
int sp_review_text(const char *text, size_t len, const char *origin, const char *cache, const sp_review_params *p,
                   sp_review_progress_fn fn, void *ctx, const atomic_int *stop, sp_review *out, char *note, size_t notelen,
                   char *err, size_t errlen);

/* The history's key of the local match a replay holds (sp_history_local_key), "" when its
 * first hand did not end. */
int sp_review_match_key(const sp_replay *r, const sp_ruleset *rules, char *out, size_t len);
/* Writes the match's agreement and loss into the history at db_path when the file exists and
 * holds the match. 1 written, 0 not there (no file, no such match), -1 with err. */
int sp_review_record(const sp_review *rv, const char *db_path, char *err, size_t errlen);

#endif
