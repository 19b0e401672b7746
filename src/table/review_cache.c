/* review_cache.c: reviews kept beside their replay, and the whole review of a file (review.h).
 *
 * The cache file FILE.review.json: {"format": "sparrow-review-cache", "version": 2,
 * "reviews": [review, ...]}, each review keyed by its replay_hash, seat, samples, seed and
 * playout; only reviews of the replay's current content are kept. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/read_file.h"
#include "table/review.h"

#define CACHE_FORMAT "sparrow-review-cache"
enum { CACHE_MAX_BYTES = 64 << 20, CACHE_MAX_REVIEWS = 16 };

void sp_review_cache_path(const char *replay_path, char *out, size_t len)
{
    snprintf(out, len, "%s.review.json", replay_path);
}

static bool same_params(const sp_review_params *a, const sp_review_params *b)
{
    return a->seat == b->seat && a->samples == b->samples && a->max_samples == b->max_samples && a->seed == b->seed &&
           a->playout_level == b->playout_level;
}

/* The cache's list of reviews, or NULL with note (damaged) / note "" (no file). */
static cJSON *read_cache(const char *path, cJSON **doc, char *note, size_t notelen)
{
    char err[600];
    sp_file_status st;
    note[0] = 0;
    *doc = NULL;
    char *text = sp_read_file_status(path, CACHE_MAX_BYTES, "a review cache", NULL, &st, err, sizeof err);
    if (!text) {
        if (st != SP_FILE_CANNOT_OPEN) snprintf(note, notelen, "%s", err);
        return NULL;
    }
    *doc = cJSON_Parse(text);
    free(text);
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(*doc, "format"), *v = cJSON_GetObjectItemCaseSensitive(*doc, "version");
    cJSON *list = cJSON_GetObjectItemCaseSensitive(*doc, "reviews");
    if (!*doc)
        snprintf(note, notelen, "%s: not JSON", path);
    else if (!cJSON_IsString(f) || strcmp(f->valuestring, CACHE_FORMAT))
        snprintf(note, notelen, "%s: format: not \"" CACHE_FORMAT "\"", path);
    else if (!cJSON_IsNumber(v) || v->valuedouble != SP_REVIEW_VERSION)
        snprintf(note, notelen, "%s: version: this Sparrow reads version %d", path, SP_REVIEW_VERSION);
    else if (!cJSON_IsArray(list))
        snprintf(note, notelen, "%s: reviews: not a list", path);
    else
        return list;
    cJSON_Delete(*doc);
    *doc = NULL;
    return NULL;
}

int sp_review_cache_get(const char *cache_path, uint64_t hash, const sp_review_params *p, sp_review *out, char *note,
                        size_t notelen)
{
    cJSON *doc;
    memset(out, 0, sizeof *out);
    cJSON *list = read_cache(cache_path, &doc, note, notelen);
    if (!list) return note[0] ? -1 : 0;
    int rc = 0, i = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, list)
    {
        char err[300];
        sp_review rv;
        if (sp_review_from_json(item, &rv, err, sizeof err)) {
            snprintf(note, notelen, "%s: reviews[%d]: %s", cache_path, i, err);
            sp_review_free(&rv);
            rc = -1;
            break;
        }
        i++;
        if (rv.replay_hash == hash && same_params(&rv.p, p)) {
            *out = rv;
            out->from_cache = true;
            rc = 1;
            break;
        }
        sp_review_free(&rv);
    }
    cJSON_Delete(doc);
    return rc;
}

int sp_review_cache_put(const char *cache_path, const sp_review *rv, char *err, size_t errlen)
{
    char note[600];
    cJSON *doc, *old = read_cache(cache_path, &doc, note, sizeof note);
    cJSON *out = cJSON_CreateObject();
    cJSON_AddStringToObject(out, "format", CACHE_FORMAT);
    cJSON_AddNumberToObject(out, "version", SP_REVIEW_VERSION);
    cJSON *list = cJSON_AddArrayToObject(out, "reviews");
    cJSON_AddItemToArray(list, sp_review_cjson(rv));
    /* the other reviews of this same replay stay (another seat, other parameters) */
    const cJSON *item;
    int kept = 1;
    cJSON_ArrayForEach(item, old)
    {
        sp_review x;
        char why[300];
        if (kept < CACHE_MAX_REVIEWS && !sp_review_from_json(item, &x, why, sizeof why) && x.replay_hash == rv->replay_hash &&
            !same_params(&x.p, &rv->p)) {
            cJSON_AddItemToArray(list, cJSON_Duplicate(item, true));
            kept++;
        }
        sp_review_free(&x);
    }
    cJSON_Delete(doc);
    char *text = cJSON_Print(out);
    cJSON_Delete(out);
    if (!text) return snprintf(err, errlen, "out of memory"), -1;
    size_t len = strlen(text);
    text[len] = '\n'; /* the NUL replaced; the length given below */
    int rc = sp_write_file_atomic(cache_path, text, len + 1, err, errlen);
    free(text);
    return rc;
}

int sp_review_file(const char *path, const sp_review_params *p, bool use_cache, sp_review_progress_fn fn, void *ctx,
                   const atomic_int *stop, sp_review *out, char *note, size_t notelen, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    note[0] = 0;
    size_t len;
    char *text = sp_read_file(path, (size_t)64 << 20, "a replay", &len, err, errlen);
    if (!text) return -1;
    char cache[1200];
    sp_review_cache_path(path, cache, sizeof cache);
    int rc = sp_review_text(text, len, path, use_cache ? cache : NULL, p, fn, ctx, stop, out, note, notelen, err, errlen);
    free(text);
    return rc;
}

int sp_review_text(const char *text, size_t len, const char *origin, const char *cache, const sp_review_params *p,
                   sp_review_progress_fn fn, void *ctx, const atomic_int *stop, sp_review *out, char *note, size_t notelen,
                   char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    note[0] = 0;
    uint64_t hash = sp_review_hash(text, len);
    if (cache) {
        char why[800];
        int got = sp_review_cache_get(cache, hash, p, out, why, sizeof why);
        if (got == 1) return 0;
        if (got < 0) snprintf(note, notelen, "the review cache was ignored: %s", why);
    }
    sp_ruleset *rules = malloc(sizeof *rules);
    sp_replay r;
    memset(&r, 0, sizeof r);
    int rc = -1;
    char why[600];
    if (!rules)
        snprintf(err, errlen, "out of memory");
    else if (sp_replay_parse(text, origin, &r, rules, SP_RULES_SAVED, why, sizeof why)) /* as the viewer reads it */
        snprintf(err, errlen, "%s", why);
    else if (!(rc = sp_review_run(&r, rules, p, fn, ctx, stop, out, err, errlen))) {
        out->replay_hash = hash;
        sp_review_match_key(&r, rules, out->match_key, sizeof out->match_key);
        if (cache && sp_review_cache_put(cache, out, why, sizeof why)) {
            size_t at = strlen(note);
            snprintf(note + at, notelen - at, "%sthe review could not be kept: %s", at ? "; " : "", why);
        }
    }
    sp_replay_free(&r);
    free(rules);
    return rc;
}
