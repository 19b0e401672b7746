/* cmd_review.c: `sparrow-cli review FILE --seat S` - every decision of a seat in a replay
 * evaluated: agreement with the best action, points lost, the costliest decisions
 * (table/review.h; src/cli/README.md; src/table/REVIEW.md for the JSON). */
#include <cjson/cJSON.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "table/data_dirs.h"
#include "table/history.h"
#include "table/review.h"

typedef struct {
    const char *replay;
    sp_review_params p;
    bool seat_given, use_cache;
    const char *db;          /* NULL: the player's history */
} review_request;

static int seat_of(const char *s)
{
    static const char letters[] = "ESWN";
    const char *p = s && s[0] && !s[1] ? strchr(letters, s[0]) : NULL;
    return p ? (int)(p - letters) : -1;
}

/* Writes the figures to the history when it holds the match; what happened goes to stderr. */
static void record(const sp_review *rv, const char *db)
{
    char path[1100], err[1500];
    if (!db) {
        char dir[1024];
        if (sp_user_dir(dir, sizeof dir)) return;
        snprintf(path, sizeof path, "%s" SP_HISTORY_FILE, dir);
        db = path;
    }
    int rc = sp_review_record(rv, db, err, sizeof err);
    if (rc < 0) fprintf(stderr, "sparrow-cli: review: the history was not updated: %s\n", err);
}

static int review(const review_request *q, sp_review *rv, char *err, size_t errlen)
{
    char note[1500];
    if (!q->replay) return snprintf(err, errlen, "replay: a replay or save file is needed"), -1;
    if (!q->seat_given) return snprintf(err, errlen, "seat: whose play to review is needed (E, S, W or N)"), -1;
    int rc = sp_review_file(q->replay, &q->p, q->use_cache, NULL, NULL, NULL, rv, note, sizeof note, err, errlen);
    if (note[0]) fprintf(stderr, "sparrow-cli: review: %s\n", note);
    if (!rc) record(rv, q->db);
    return rc;
}

static void print_decision(const sp_review_decision *d)
{
    char taken[40], best[40];
    sp_action_format(&d->taken, taken, sizeof taken);
    sp_action_format(&d->best, best, sizeof best);
    printf("  hand %-3d action %-5zu took %-12s lost %7.2f   better: %-12s (worth %.2f, taken %.2f)\n", d->hand, d->index, taken,
           d->loss, best, d->best_value, d->taken_value);
}

static void print_text(const sp_review *rv, const char *file)
{
    printf("Review of seat %c in %s (%s): %d samples a decision (close ones up to %d), seed %llu, %s play-outs%s\n",
           sp_seat_letter(rv->p.seat), file, rv->ruleset, rv->p.samples, rv->p.max_samples > rv->p.samples ? rv->p.max_samples : rv->p.samples,
           (unsigned long long)rv->p.seed, sp_bot_level_name(rv->p.playout_level), rv->from_cache ? " (kept from before)" : "");
    const sp_review_tally *m = &rv->match;
    printf("Match: %d decisions, %d evaluated, agreement %.0f%%, points lost %.2f\n", m->decisions, m->evaluated,
           100 * sp_review_agreement(m), m->loss);
    for (int h = 0; h < rv->nhands; h++) {
        const sp_review_tally *t = &rv->hands[h];
        if (!t->decisions) continue;
        printf("  hand %-3d %3d decisions, agreement %3.0f%%, points lost %.2f\n", t->hand, t->decisions, 100 * sp_review_agreement(t),
               t->loss);
    }
    if (!rv->nworst) {
        printf("No costly decision: every choice was the best one or within the evaluation's noise.\n");
        return;
    }
    printf("The costliest decisions:\n");
    for (int i = 0; i < rv->nworst; i++) print_decision(&rv->d[rv->worst[i]]);
}

/* Reads a JSON request's fields over the defaults; 0, or -1 with err naming the field. */
static int parse_request(const cJSON *j, review_request *q, char *err, size_t errlen)
{
    if (!cJSON_IsObject(j)) return snprintf(err, errlen, "a request is a JSON object"), -1;
    const cJSON *f;
    if ((f = cJSON_GetObjectItemCaseSensitive(j, "replay"))) {
        if (!cJSON_IsString(f)) return snprintf(err, errlen, "replay: a file name (string)"), -1;
        q->replay = f->valuestring;
    }
    if ((f = cJSON_GetObjectItemCaseSensitive(j, "seat"))) {
        if (!cJSON_IsString(f) || (q->p.seat = seat_of(f->valuestring)) < 0)
            return snprintf(err, errlen, "seat: \"E\", \"S\", \"W\" or \"N\""), -1;
        q->seat_given = true;
    }
    if ((f = cJSON_GetObjectItemCaseSensitive(j, "samples"))) {
        if (!cJSON_IsNumber(f) || f->valuedouble != (int)f->valuedouble || f->valuedouble < 1 || f->valuedouble > SP_REVIEW_MAX_SAMPLES)
            return snprintf(err, errlen, "samples: a whole number from 1 to %d", SP_REVIEW_MAX_SAMPLES), -1;
        q->p.samples = (int)f->valuedouble;
    }
    if ((f = cJSON_GetObjectItemCaseSensitive(j, "max_samples"))) {
        if (!cJSON_IsNumber(f) || f->valuedouble != (int)f->valuedouble || f->valuedouble < 0 || f->valuedouble > SP_REVIEW_MAX_SAMPLES)
            return snprintf(err, errlen, "max_samples: a whole number from 0 to %d", SP_REVIEW_MAX_SAMPLES), -1;
        q->p.max_samples = (int)f->valuedouble;
    }
    if ((f = cJSON_GetObjectItemCaseSensitive(j, "seed"))) {
        if (!cJSON_IsNumber(f) || f->valuedouble < 0 || f->valuedouble > 9007199254740992.0 || f->valuedouble != (double)(long long)f->valuedouble)
            return snprintf(err, errlen, "seed: a whole number from 0"), -1;
        q->p.seed = (uint64_t)f->valuedouble;
    }
    return 0;
}

/* The review as one line of JSON (its rounded figures). */
static cJSON *review_object(const sp_review *rv)
{
    char *text = sp_review_json(rv, true);
    cJSON *o = text ? cJSON_Parse(text) : NULL;
    free(text);
    return o;
}

/* One JSON Lines request answered (cli_json_lines). */
static cJSON *answer_request(void *ctx, const cJSON *j, char *err, size_t errlen)
{
    review_request q = *(const review_request *)ctx;
    sp_review rv = {0};
    cJSON *out = NULL;
    if (!parse_request(j, &q, err, errlen) && !review(&q, &rv, err, errlen) && !(out = review_object(&rv)))
        snprintf(err, errlen, "out of memory");
    sp_review_free(&rv);
    return out;
}

int cmd_review(int argc, char **argv)
{
    cli_common common = {0};
    review_request q = {0};
    sp_review_params_default(&q.p);
    q.use_cache = true;
    for (int i = 1; i < argc; i++) {
        int r = cli_common_or_operand(argc, argv, &i, &common, &q.replay, "review");
        if (r < 0) return 2;
        if (r) continue;
        const char *a = argv[i];
        if (!strcmp(a, "--no-cache")) {
            q.use_cache = false;
            continue;
        }
        if (i + 1 >= argc) return cli_usage_error("review");
        const char *v = argv[++i];
        long n;
        if (!strcmp(a, "--samples")) {
            if (!cli_parse_count(a, v, SP_REVIEW_MAX_SAMPLES, &n)) return 2;
            if (n < 1) {
                fprintf(stderr, "sparrow-cli: review: --samples is 1 to %d, not 0\n", SP_REVIEW_MAX_SAMPLES);
                return 2;
            }
            q.p.samples = (int)n;
        } else if (!strcmp(a, "--max-samples")) {
            if (!cli_parse_count(a, v, SP_REVIEW_MAX_SAMPLES, &n)) return 2;
            q.p.max_samples = (int)n;
        } else if (!strcmp(a, "--seed")) {
            if (!cli_parse_count(a, v, LONG_MAX, &n)) return 2;
            q.p.seed = (uint64_t)n;
        } else if (!strcmp(a, "--seat")) {
            if ((q.p.seat = seat_of(v)) < 0) {
                fprintf(stderr, "sparrow-cli: review: --seat is E, S, W or N, not '%s'\n", v);
                return 2;
            }
            q.seat_given = true;
        } else if (!strcmp(a, "--playout")) {
            int l = sp_bot_level_parse(v);
            if (l < 0 || l > SP_BOT_HARD) {
                fprintf(stderr, "sparrow-cli: review: --playout is easy, normal or hard, not '%s'\n", v);
                return 2;
            }
            q.p.playout_level = l;
        } else if (!strcmp(a, "--db")) {
            q.db = v;
        } else {
            fprintf(stderr, "sparrow-cli: review: unknown option '%s'\n", a);
            return cli_usage_error("review");
        }
    }
    /* --json without a file: JSON Lines requests on standard input, as every command takes */
    if (common.json && !q.replay) return cli_json_lines(answer_request, &q, "not JSON");
    if (!q.replay) return cli_usage_error("review");
    if (!q.seat_given) {
        fprintf(stderr, "sparrow-cli: review: --seat is needed (whose play: E, S, W or N)\n");
        return 2;
    }
    sp_review rv = {0};
    char err[1500];
    if (review(&q, &rv, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: review: %s\n", err);
        sp_review_free(&rv);
        return 1;
    }
    if (common.json) {
        cJSON *o = review_object(&rv);
        cli_print_json_line(o);
    } else {
        print_text(&rv, q.replay);
    }
    sp_review_free(&rv);
    return 0;
}
