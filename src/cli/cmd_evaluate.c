/* cmd_evaluate.c: `sparrow-cli evaluate` - what each legal action of a seat is worth at one
 * moment of a replay or save, by determinized search (ai/evaluate.h; src/cli/README.md). */
#include <cjson/cJSON.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "ai/evaluate.h"
#include "cli/cli.h"
#include "core/notation.h"
#include "table/replay.h"
#include "table/replay_position.h"

/* One request: the flags' values, overridden by a JSON line's fields. */
typedef struct {
    const char *replay;
    long action;          /* -1: where the file ends */
    int seat;             /* -1: the seat that took the action (or the one pending) */
    long samples, seed;
    double budget_ms;
    int playout;
} eval_request;

typedef struct {
    char file[512];
    size_t index;
    unsigned hand;
    int seat;
    int taken;            /* index of the action taken in the replay, -1 */
    sp_eval_result r;
} eval_answer;

static int seat_of(const char *s)
{
    static const char letters[] = "ESWN";
    const char *p = s && s[0] && !s[1] ? strchr(letters, s[0]) : NULL;
    return p ? (int)(p - letters) : -1;
}

/* Evaluates one request; 0, or -1 with err. */
static int evaluate(const eval_request *q, eval_answer *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->taken = -1;
    if (!q->replay) {
        snprintf(err, errlen, "replay: a replay or save file is needed");
        return -1;
    }
    snprintf(out->file, sizeof out->file, "%s", q->replay);
    sp_ruleset *rules = malloc(sizeof *rules);
    sp_session *s = malloc(sizeof *s);
    sp_replay r;
    memset(&r, 0, sizeof r);
    int rc = -1;
    char why[512];
    if (!rules || !s) {
        snprintf(err, errlen, "out of memory");
        goto done;
    }
    if (sp_replay_read(q->replay, &r, rules, SP_RULES_SAME, why, sizeof why)) {
        snprintf(err, errlen, "replay: %s", why);
        sp_replay_free(&r);
        goto done;
    }
    out->index = q->action < 0 ? r.nactions : (size_t)q->action;
    bool positioned = !sp_replay_position(&r, rules, out->index, s, why, sizeof why);
    if (!positioned) snprintf(err, errlen, "%s", why);
    const sp_game *g = &s->game;
    out->hand = g->hand_number;
    out->seat = q->seat;
    sp_action taken = {0};
    bool has_taken = positioned && out->index < r.nactions;
    if (has_taken) {
        taken = r.actions[out->index].action;
        if (out->seat < 0) out->seat = r.actions[out->index].seat;
    }
    unsigned pending = positioned ? sp_game_pending(g) : 0;
    if (positioned && out->seat < 0 && pending) out->seat = __builtin_ctz(pending);
    if (positioned && (out->seat < 0 || !(pending >> out->seat & 1))) {
        if (out->seat < 0)
            snprintf(err, errlen, "action: nobody has a decision to make at action %zu", out->index);
        else
            snprintf(err, errlen, "seat: %c has no decision to make at action %zu", sp_seat_letter(out->seat), out->index);
        positioned = false;
    }
    if (positioned) {
        sp_eval_config cfg;
        sp_eval_config_default(&cfg);
        cfg.samples = (int)q->samples;
        cfg.budget_ms = q->budget_ms;
        cfg.seed = (uint64_t)q->seed;
        cfg.playout_level = q->playout;
        sp_action_list l;
        sp_game_legal(g, out->seat, &l);
        if (l.false_win) sp_action_list_remove(&l, SP_ACT_HU, SP_KIND_NONE);
        for (int i = 0; has_taken && i < l.n; i++)
            if (sp_action_equal(&l.a[i], &taken) && r.actions[out->index].seat == out->seat) out->taken = i;
        cfg.ref = out->taken;
        if (!sp_evaluate(g, out->seat, &cfg, &out->r, why, sizeof why))
            rc = 0;
        else
            snprintf(err, errlen, "%s", why);
    }
    sp_session_free(s);
    sp_replay_free(&r);
done:
    free(rules);
    free(s);
    return rc;
}

static double round3(double x) { return round(x * 1000) / 1000; }

static cJSON *answer_json(const eval_answer *a)
{
    cJSON *o = cJSON_CreateObject();
    char text[40], seat[2] = {sp_seat_letter(a->seat), 0};
    cJSON_AddStringToObject(o, "replay", a->file);
    cJSON_AddNumberToObject(o, "action", (double)a->index);
    cJSON_AddNumberToObject(o, "hand", a->hand);
    cJSON_AddStringToObject(o, "seat", seat);
    cJSON_AddNumberToObject(o, "samples", a->r.samples);
    cJSON_AddNumberToObject(o, "cpu_ms", round3(a->r.ms));
    if (a->taken >= 0) {
        sp_action_format(&a->r.action[a->taken], text, sizeof text);
        cJSON_AddStringToObject(o, "taken", text);
    }
    sp_action_format(&a->r.action[a->r.best], text, sizeof text);
    cJSON_AddStringToObject(o, "best", text);
    cJSON *list = cJSON_AddArrayToObject(o, "actions");
    for (int i = 0; i < a->r.n; i++) {
        cJSON *x = cJSON_CreateObject();
        sp_action_format(&a->r.action[i], text, sizeof text);
        cJSON_AddStringToObject(x, "action", text);
        cJSON_AddNumberToObject(x, "value", round3(a->r.mean[i]));
        cJSON_AddNumberToObject(x, "se", round3(a->r.se[i]));
        cJSON_AddNumberToObject(x, "diff", round3(a->r.diff[i]));
        cJSON_AddNumberToObject(x, "diff_se", round3(a->r.diff_se[i]));
        cJSON_AddNumberToObject(x, "samples", a->r.samples);
        cJSON_AddItemToArray(list, x);
    }
    return o;
}

static void print_text(const eval_answer *a)
{
    char text[40];
    printf("%s, action %zu (hand %u), seat %c: %d samples in %.0f ms of processor time\n", a->file, a->index, a->hand, sp_seat_letter(a->seat),
           a->r.samples, a->r.ms);
    printf("  %-14s %9s %7s %9s %7s\n", "action", "value", "se", a->taken >= 0 ? "vs taken" : "vs first", "se");
    for (int i = 0; i < a->r.n; i++) {
        sp_action_format(&a->r.action[i], text, sizeof text);
        printf("%c %-14s %9.3f %7.3f %9.3f %7.3f%s\n", i == a->r.best ? '*' : ' ', text, a->r.mean[i], a->r.se[i], a->r.diff[i],
               a->r.diff_se[i], i == a->taken ? "  (taken)" : "");
    }
}

/* Reads a JSON request's fields over the defaults; 0, or -1 with err naming the field. */
static int parse_request(const cJSON *j, eval_request *q, char *err, size_t errlen)
{
    if (!cJSON_IsObject(j)) return snprintf(err, errlen, "a request is a JSON object"), -1;
    const cJSON *f;
    if ((f = cJSON_GetObjectItemCaseSensitive(j, "replay"))) {
        if (!cJSON_IsString(f)) return snprintf(err, errlen, "replay: a file name (string)"), -1;
        q->replay = f->valuestring;
    }
    struct {
        const char *name;
        long *to;
        long min, max;
    } nums[] = {{"action", &q->action, 0, LONG_MAX}, {"samples", &q->samples, 0, 1000000}, {"seed", &q->seed, 0, LONG_MAX}};
    for (size_t i = 0; i < sizeof nums / sizeof nums[0]; i++)
        if ((f = cJSON_GetObjectItemCaseSensitive(j, nums[i].name))) {
            if (!cJSON_IsNumber(f) || f->valuedouble != floor(f->valuedouble) || f->valuedouble < (double)nums[i].min ||
                f->valuedouble > (double)nums[i].max)
                return snprintf(err, errlen, "%s: a whole number from %ld", nums[i].name, nums[i].min), -1;
            *nums[i].to = (long)f->valuedouble;
        }
    if ((f = cJSON_GetObjectItemCaseSensitive(j, "budget_ms"))) {
        if (!cJSON_IsNumber(f) || f->valuedouble < 0) return snprintf(err, errlen, "budget_ms: milliseconds (0: none)"), -1;
        q->budget_ms = f->valuedouble;
    }
    if ((f = cJSON_GetObjectItemCaseSensitive(j, "seat"))) {
        if (!cJSON_IsString(f) || (q->seat = seat_of(f->valuestring)) < 0) return snprintf(err, errlen, "seat: \"E\", \"S\", \"W\" or \"N\""), -1;
    }
    if ((f = cJSON_GetObjectItemCaseSensitive(j, "playout"))) {
        int l = cJSON_IsString(f) ? sp_bot_level_parse(f->valuestring) : -1;
        if (l < 0 || l > SP_BOT_HARD) return snprintf(err, errlen, "playout: \"easy\", \"normal\" or \"hard\""), -1;
        q->playout = l;
    }
    if (q->samples == 0 && q->budget_ms <= 0) return snprintf(err, errlen, "samples: 0 needs a budget_ms"), -1;
    return 0;
}

/* One JSON Lines request answered (cli_json_lines). */
static cJSON *answer_request(void *ctx, const cJSON *j, char *err, size_t errlen)
{
    eval_request q = *(const eval_request *)ctx;
    eval_answer *a = malloc(sizeof *a);
    cJSON *out = NULL;
    if (!a)
        snprintf(err, errlen, "out of memory");
    else if (!parse_request(j, &q, err, errlen) && !evaluate(&q, a, err, errlen))
        out = answer_json(a);
    free(a);
    return out;
}

int cmd_evaluate(int argc, char **argv)
{
    cli_common common = {0};
    eval_request q = {NULL, -1, -1, 64, 1, 0, SP_BOT_NORMAL};
    for (int i = 1; i < argc; i++) {
        int r = cli_common_or_operand(argc, argv, &i, &common, &q.replay, "evaluate");
        if (r < 0) return 2;
        if (r) continue;
        const char *a = argv[i];
        if (i + 1 >= argc) return cli_usage_error("evaluate");
        const char *v = argv[++i];
        if (!strcmp(a, "--action")) {
            if (!cli_parse_count(a, v, LONG_MAX, &q.action)) return 2;
        } else if (!strcmp(a, "--samples")) {
            if (!cli_parse_count(a, v, 1000000, &q.samples)) return 2;
        } else if (!strcmp(a, "--seed")) {
            if (!cli_parse_count(a, v, LONG_MAX, &q.seed)) return 2;
        } else if (!strcmp(a, "--budget-ms")) {
            long ms;
            if (!cli_parse_count(a, v, 86400000L, &ms)) return 2;
            q.budget_ms = (double)ms;
        } else if (!strcmp(a, "--seat")) {
            if ((q.seat = seat_of(v)) < 0) {
                fprintf(stderr, "sparrow-cli: evaluate: --seat is E, S, W or N, not '%s'\n", v);
                return 2;
            }
        } else if (!strcmp(a, "--playout")) {
            int l = sp_bot_level_parse(v);
            if (l < 0 || l > SP_BOT_HARD) {
                fprintf(stderr, "sparrow-cli: evaluate: --playout is easy, normal or hard, not '%s'\n", v);
                return 2;
            }
            q.playout = l;
        } else {
            fprintf(stderr, "sparrow-cli: evaluate: unknown option '%s'\n", a);
            return cli_usage_error("evaluate");
        }
    }
    if (q.samples == 0 && q.budget_ms <= 0) {
        fprintf(stderr, "sparrow-cli: evaluate: --samples 0 needs --budget-ms\n");
        return 2;
    }
    if (common.json) return cli_json_lines(answer_request, &q, "not JSON");
    if (!q.replay) return cli_usage_error("evaluate");
    eval_answer *a = malloc(sizeof *a);
    char err[600];
    if (!a || evaluate(&q, a, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: evaluate: %s\n", a ? err : "out of memory");
        free(a);
        return 1;
    }
    print_text(a);
    free(a);
    return 0;
}
