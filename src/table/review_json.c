/* review_json.c: a review as JSON and back (review.h; the fields: src/table/REVIEW.md). */
#include <cjson/cJSON.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "table/review.h"

static double value(double x, bool rounded) { return rounded ? round(x * 1000) / 1000 : x; }

static void add_tally(cJSON *o, const sp_review_tally *t, bool rounded)
{
    if (t->hand) cJSON_AddNumberToObject(o, "hand", t->hand);
    cJSON_AddNumberToObject(o, "decisions", t->decisions);
    cJSON_AddNumberToObject(o, "evaluated", t->evaluated);
    cJSON_AddNumberToObject(o, "agreed", t->agreed);
    cJSON_AddNumberToObject(o, "agreement", value(sp_review_agreement(t), rounded));
    cJSON_AddNumberToObject(o, "loss", value(t->loss, rounded));
}

static void add_action(cJSON *o, const char *name, const sp_action *a)
{
    char text[40];
    sp_action_format(a, text, sizeof text);
    cJSON_AddStringToObject(o, name, text);
}

static cJSON *decision_json(const sp_review_decision *d, bool rounded)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "action", (double)d->index);
    cJSON_AddNumberToObject(o, "hand", d->hand);
    cJSON_AddNumberToObject(o, "choices", d->choices);
    cJSON_AddBoolToObject(o, "evaluated", d->evaluated);
    cJSON_AddNumberToObject(o, "samples", d->samples);
    add_action(o, "taken", &d->taken);
    add_action(o, "best", &d->best);
    cJSON_AddNumberToObject(o, "taken_value", value(d->taken_value, rounded));
    cJSON_AddNumberToObject(o, "best_value", value(d->best_value, rounded));
    cJSON_AddNumberToObject(o, "diff", value(d->diff, rounded));
    cJSON_AddNumberToObject(o, "diff_se", value(d->diff_se, rounded));
    cJSON_AddNumberToObject(o, "loss", value(d->loss, rounded));
    return o;
}

/* The review as a cJSON object (NULL when out of memory). */
static cJSON *review_object(const sp_review *rv, bool rounded)
{
    cJSON *o = cJSON_CreateObject();
    char hash[20], seat[2] = {sp_seat_letter(rv->p.seat), 0}, seed[24];
    snprintf(hash, sizeof hash, "%016" PRIx64, rv->replay_hash);
    snprintf(seed, sizeof seed, "%" PRIu64, rv->p.seed);
    cJSON_AddNumberToObject(o, "version", SP_REVIEW_VERSION);
    cJSON_AddStringToObject(o, "replay_hash", hash);
    cJSON_AddStringToObject(o, "ruleset", rv->ruleset);
    cJSON_AddStringToObject(o, "match_key", rv->match_key);
    cJSON_AddStringToObject(o, "seat", seat);
    cJSON_AddNumberToObject(o, "samples", rv->p.samples);
    cJSON_AddNumberToObject(o, "max_samples", rv->p.max_samples);
    cJSON_AddStringToObject(o, "seed", seed); /* text: a 64-bit seed does not fit a JSON number */
    cJSON_AddStringToObject(o, "playout", sp_bot_level_name(rv->p.playout_level));
    cJSON_AddNumberToObject(o, "noise_se", SP_REVIEW_NOISE);
    add_tally(cJSON_AddObjectToObject(o, "match"), &rv->match, rounded);
    cJSON *hands = cJSON_AddArrayToObject(o, "hands");
    for (int h = 0; h < rv->nhands; h++) {
        cJSON *x = cJSON_CreateObject();
        add_tally(x, &rv->hands[h], rounded);
        cJSON_AddItemToArray(hands, x);
    }
    cJSON *worst = cJSON_AddArrayToObject(o, "costliest");
    for (int i = 0; i < rv->nworst; i++) cJSON_AddItemToArray(worst, decision_json(&rv->d[rv->worst[i]], rounded));
    cJSON *list = cJSON_AddArrayToObject(o, "decisions");
    for (size_t i = 0; i < rv->nd; i++) cJSON_AddItemToArray(list, decision_json(&rv->d[i], rounded));
    return o;
}

char *sp_review_json(const sp_review *rv, bool rounded)
{
    cJSON *o = review_object(rv, rounded);
    char *text = o ? cJSON_Print(o) : NULL;
    cJSON_Delete(o);
    return text;
}

cJSON *sp_review_cjson(const sp_review *rv) { return review_object(rv, false); }

#define FAIL(...) return snprintf(err, errlen, __VA_ARGS__), -1

static int get_number(const cJSON *o, const char *name, double min, double max, double *out, char *err, size_t errlen)
{
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(o, name);
    if (!cJSON_IsNumber(f) || !(f->valuedouble >= min && f->valuedouble <= max)) FAIL("%s: a number from %g to %g", name, min, max);
    *out = f->valuedouble;
    return 0;
}

static int get_action(const cJSON *o, const char *name, sp_action *a, char *err, size_t errlen)
{
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(o, name);
    sp_error e;
    if (!cJSON_IsString(f) || sp_action_parse(f->valuestring, a, &e)) FAIL("%s: an action (\"D 5m\", \"PASS\")", name);
    return 0;
}

static int decision_from_json(const cJSON *o, sp_review_decision *d, char *err, size_t errlen)
{
    double x;
    memset(d, 0, sizeof *d);
    if (!cJSON_IsObject(o)) FAIL("not an object");
    if (get_number(o, "action", 0, 1e9, &x, err, errlen)) return -1;
    d->index = (size_t)x;
    if (get_number(o, "hand", 1, 1e6, &x, err, errlen)) return -1;
    d->hand = (int)x;
    if (get_number(o, "choices", 2, SP_MAX_LEGAL, &x, err, errlen)) return -1;
    d->choices = (int)x;
    const cJSON *ev = cJSON_GetObjectItemCaseSensitive(o, "evaluated");
    if (!cJSON_IsBool(ev)) FAIL("evaluated: true or false");
    d->evaluated = cJSON_IsTrue(ev);
    if (get_number(o, "samples", d->evaluated ? 1 : 0, d->evaluated ? SP_REVIEW_MAX_SAMPLES : 0, &x, err, errlen)) return -1;
    d->samples = (int)x;
    if (get_action(o, "taken", &d->taken, err, errlen) || get_action(o, "best", &d->best, err, errlen)) return -1;
    struct {
        const char *name;
        double *to, min;
    } nums[] = {{"taken_value", &d->taken_value, -1e12}, {"best_value", &d->best_value, -1e12}, {"diff", &d->diff, -1e12},
                {"diff_se", &d->diff_se, 0},            {"loss", &d->loss, 0}};
    for (size_t i = 0; i < sizeof nums / sizeof nums[0]; i++)
        if (get_number(o, nums[i].name, nums[i].min, 1e12, nums[i].to, err, errlen)) return -1;
    return 0;
}

int sp_review_from_json(const cJSON *j, sp_review *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    double x;
    const cJSON *f;
    if (!cJSON_IsObject(j)) FAIL("a review is a JSON object");
    if (get_number(j, "version", SP_REVIEW_VERSION, SP_REVIEW_VERSION, &x, err, errlen)) return -1;
    f = cJSON_GetObjectItemCaseSensitive(j, "replay_hash");
    if (!cJSON_IsString(f) || sscanf(f->valuestring, "%16" SCNx64, &out->replay_hash) != 1) FAIL("replay_hash: 16 hex digits");
    f = cJSON_GetObjectItemCaseSensitive(j, "ruleset");
    if (!cJSON_IsString(f) || strlen(f->valuestring) >= sizeof out->ruleset) FAIL("ruleset: a ruleset id");
    snprintf(out->ruleset, sizeof out->ruleset, "%s", f->valuestring);
    f = cJSON_GetObjectItemCaseSensitive(j, "match_key");
    if (!cJSON_IsString(f) || strlen(f->valuestring) >= sizeof out->match_key) FAIL("match_key: a history key");
    snprintf(out->match_key, sizeof out->match_key, "%s", f->valuestring);
    f = cJSON_GetObjectItemCaseSensitive(j, "seat");
    const char *seats = "ESWN", *at = cJSON_IsString(f) && f->valuestring[0] && !f->valuestring[1] ? strchr(seats, f->valuestring[0]) : NULL;
    if (!at) FAIL("seat: \"E\", \"S\", \"W\" or \"N\"");
    out->p.seat = (int)(at - seats);
    if (get_number(j, "samples", 1, SP_REVIEW_MAX_SAMPLES, &x, err, errlen)) return -1;
    out->p.samples = (int)x;
    if (get_number(j, "max_samples", 0, SP_REVIEW_MAX_SAMPLES, &x, err, errlen)) return -1;
    out->p.max_samples = (int)x;
    f = cJSON_GetObjectItemCaseSensitive(j, "seed");
    if (!cJSON_IsString(f) || sscanf(f->valuestring, "%" SCNu64, &out->p.seed) != 1) FAIL("seed: a whole number (text)");
    f = cJSON_GetObjectItemCaseSensitive(j, "playout");
    if (!cJSON_IsString(f) || (out->p.playout_level = sp_bot_level_parse(f->valuestring)) < 0) FAIL("playout: a level");
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(j, "hands"), *list = cJSON_GetObjectItemCaseSensitive(j, "decisions");
    if (!cJSON_IsArray(hands) || cJSON_GetArraySize(hands) > 1000000) FAIL("hands: a list");
    if (!cJSON_IsArray(list)) FAIL("decisions: a list");
    out->nhands = cJSON_GetArraySize(hands);
    size_t n = (size_t)cJSON_GetArraySize(list);
    out->hands = calloc((size_t)out->nhands + 1, sizeof *out->hands);
    out->d = calloc(n + 1, sizeof *out->d);
    if (!out->hands || !out->d) FAIL("out of memory");
    const cJSON *item;
    cJSON_ArrayForEach(item, list)
    {
        if (decision_from_json(item, &out->d[out->nd], err, errlen)) {
            char why[200];
            snprintf(why, sizeof why, "%s", err);
            FAIL("decisions[%zu]: %s", out->nd, why);
        }
        if (out->d[out->nd].hand > out->nhands) FAIL("decisions[%zu]: hand: past the %d hands", out->nd, out->nhands);
        out->nd++;
    }
    sp_review_tally_all(out);
    /* the figures kept must be what the decisions give (an edited file is not taken on trust) */
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(j, "match");
    if (get_number(m, "loss", 0, 1e12, &x, err, errlen)) return -1;
    if (x != out->match.loss) FAIL("match: loss: not what the decisions give");
    return 0;
}
