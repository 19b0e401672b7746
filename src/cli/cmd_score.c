/* cmd_score.c: `sparrow-cli score` - the scoring calculator (JSON Lines, or one hand as text). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/rules_cache.h"
#include "table/score_request.h"

static int lang_index(sp_lang l) { return l == SP_LANG_ZH_HANT ? 0 : l == SP_LANG_ZH_HANS ? 1 : 2; }

/* Scores one request object; returns the answer or NULL with err set. */
static cJSON *score_one(const cJSON *req, const cli_common *c, char *err, size_t errlen)
{
    if (!cJSON_IsObject(req)) {
        snprintf(err, errlen, "request: expected a JSON object");
        return NULL;
    }
    const cJSON *r = cJSON_GetObjectItemCaseSensitive(req, "rules");
    const char *id = c->rules;
    if (r) {
        if (!cJSON_IsString(r)) {
            snprintf(err, errlen, "rules: expected a ruleset id or path");
            return NULL;
        }
        id = r->valuestring;
    }
    if (!id) {
        snprintf(err, errlen, "rules: missing (give \"rules\" or --rules)");
        return NULL;
    }
    const sp_ruleset *rs = rules_cache_get(id, err, errlen);
    if (!rs) return NULL;
    static score_extras extras;
    return score_request_answer(req, rs, &extras, lang_index(c->lang), NULL, NULL, err, errlen);
}

/* One JSON Lines request answered (cli_json_lines). */
static cJSON *answer_line(void *ctx, const cJSON *req, char *err, size_t errlen)
{
    return score_one(req, ctx, err, errlen);
}

static void print_text(const cJSON *o, sp_lang lang)
{
    static const char *words[3][4] = {{"Valid win", "Not a valid win", "Total", "Payments"},
                                      {"食糊", "不成糊", "合計", "找數"},
                                      {"和牌", "不成和", "合计", "结算"}};
    const char *const *w = words[lang == SP_LANG_EN ? 0 : lang == SP_LANG_ZH_HANT ? 1 : 2];
    const cJSON *valid = cJSON_GetObjectItem(o, "valid"), *p;
    printf("%s", cJSON_IsTrue(valid) ? w[0] : w[1]);
    const cJSON *reason = cJSON_GetObjectItem(o, "reason");
    if (reason) printf(": %s", reason->valuestring);
    printf("\n");
    cJSON_ArrayForEach(p, cJSON_GetObjectItem(o, "patterns")) {
        int count = cJSON_GetObjectItem(p, "count")->valueint;
        printf("  %-16s %6g  %s", cJSON_GetObjectItem(p, "id")->valuestring, cJSON_GetObjectItem(p, "fan")->valuedouble,
               cJSON_GetObjectItem(p, "name")->valuestring);
        if (count > 1) printf("  (x%d)", count);
        printf("\n");
    }
    printf("%s: %g%s\n", w[2], cJSON_GetObjectItem(o, "fan")->valuedouble, cJSON_IsTrue(cJSON_GetObjectItem(o, "limit")) ? " (limit)" : "");
    printf("%s:", w[3]);
    cJSON_ArrayForEach(p, cJSON_GetObjectItem(o, "payments")) printf(" %s %+d", p->string, p->valueint);
    printf("\n");
}

int cmd_score(int argc, char **argv)
{
    cli_common c = {0};
    cJSON *req = cJSON_CreateObject();
    int status = 0;
    for (int i = 1; i < argc; i++) {
        int r = cli_common_option(argc, argv, &i, &c);
        if (r < 0) {
            status = 2;
            goto done;
        }
        if (r) continue;
        /* text mode: --field value pairs mirroring the JSON request */
        if (!strncmp(argv[i], "--", 2) && i + 1 < argc) {
            const char *key = argv[i] + 2, *val = argv[++i];
            if (!strcmp(key, "melds") || !strcmp(key, "situation")) {
                cJSON *arr = cJSON_CreateArray();
                char *copy = strdup(val), *save = NULL;
                for (char *t = strtok_r(copy, ",", &save); t; t = strtok_r(NULL, ",", &save)) cJSON_AddItemToArray(arr, cJSON_CreateString(t));
                free(copy);
                cJSON_AddItemToObject(req, key, arr);
            } else if (!strcmp(key, "options") || !strcmp(key, "others")) {
                cJSON *obj = cJSON_Parse(val);
                if (!obj) {
                    fprintf(stderr, "sparrow-cli score: --%s needs a JSON object\n", key);
                    status = 2;
                    goto done;
                }
                cJSON_AddItemToObject(req, key, obj);
            } else {
                cJSON_AddStringToObject(req, key, val);
            }
            continue;
        }
        fprintf(stderr, "sparrow-cli score: unexpected argument '%s'\n", argv[i]);
        status = 2;
        goto done;
    }
    if (c.json) {
        status = cli_json_lines(answer_line, &c, "line is not valid JSON");
        goto done;
    }
    if (!cJSON_GetObjectItem(req, "tiles")) {
        status = cli_usage_error("score");
        goto done;
    }
    char err[320];
    cJSON *out = score_one(req, &c, err, sizeof err);
    if (!out) {
        fprintf(stderr, "sparrow-cli score: %s\n", err);
        status = 1;
        goto done;
    }
    print_text(out, c.lang);
    cJSON_Delete(out);
done:
    cJSON_Delete(req);
    return status;
}
