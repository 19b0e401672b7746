/* test_score_excluded: the patterns a reading left out for a counted pattern's sake
 * (sp_score_excluded, issue 25: the calculator strikes them through).
 * - Hong Kong: 坎坎糊 (four concealed pungs) excludes 對對糊, 大三元 includes 三元牌 (both found, neither counted);
 *   a hand without links excludes nothing;
 * - every vector of every ruleset: each pattern left out is linked from the pattern named as
 *   leaving it out, that one is counted and it is not; the answer is untouched; the rulesets
 *   whose files link patterns show some. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/score.h"
#include "rules_fixture.h"
#include "table/read_file.h"
#include "table/ruleset_file.h"
#include "table/score_request.h"

static sp_ruleset rules, scratch;
static score_extras x;

/* Scores one request; returns how many patterns were left out (into ex). */
static int left_out(const char *json, sp_score_result *r, sp_excluded *ex, int max)
{
    char err[400];
    cJSON *req = cJSON_Parse(json);
    assert_non_null(req);
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(req, "rules");
    if (sp_ruleset_load(id->valuestring, &rules, err, sizeof err)) fail_msg("%s", err);
    sp_score_input in;
    cJSON *ans = score_request_answer(req, &rules, &x, 2, &in, r, err, sizeof err);
    if (!ans) fail_msg("refused: %s", err);
    sp_score_result before = *r;
    int n = sp_score_excluded(&in, r, &scratch, ex, max);
    if (memcmp(&before, r, sizeof before)) fail_msg("the answer changed: %s", json);
    for (int i = 0; i < n; i++) {
        const sp_pattern_def *d = &rules.patterns[ex[i].by];
        bool linked = false, by_counted = false, counted = false;
        for (int k = 0; k < d->nimplies; k++) linked |= ex[i].implied && d->implies[k] == ex[i].pattern;
        for (int k = 0; k < d->nexcludes; k++) linked |= !ex[i].implied && d->excludes[k] == ex[i].pattern;
        for (int k = 0; k < r->npatterns; k++) {
            by_counted |= r->patterns[k].pattern == ex[i].by;
            counted |= r->patterns[k].pattern == ex[i].pattern;
        }
        if (!linked || !by_counted || counted)
            fail_msg("%s: %s left out by %s: linked %d, %s counted %d, itself counted %d", json, rules.patterns[ex[i].pattern].id, d->id,
                     linked, d->id, by_counted, counted);
    }
    cJSON_Delete(ans);
    cJSON_Delete(req);
    return n;
}

static void expect_one(const char *json, const char *pattern, const char *by, bool implied)
{
    sp_score_result r;
    sp_excluded ex[8];
    int n = left_out(json, &r, ex, 8);
    assert_int_equal(n, 1);
    assert_string_equal(rules.patterns[ex[0].pattern].id, pattern);
    assert_string_equal(rules.patterns[ex[0].by].id, by);
    assert_int_equal(ex[0].implied, implied);
    assert_true(ex[0].value > 0);
}

static void test_hong_kong(void **state)
{
    (void)state;
    expect_one("{\"rules\": \"hk-classic\", \"tiles\": \"111m222p333s444s55z\", \"win_tile\": \"4s\", \"win\": \"tsumo\", \"seat\": \"S\", "
               "\"round\": \"E\", \"dealer\": \"E\"}",
               "duiduihu", "kankanhu", false);
    expect_one("{\"rules\": \"hk-classic\", \"tiles\": \"555666777z123m99p\", \"win_tile\": \"1m\", \"win\": \"tsumo\", \"seat\": \"S\", "
               "\"round\": \"E\", \"dealer\": \"E\"}",
               "sanyuanpai", "dasanyuan", true);
    sp_score_result r;
    sp_excluded ex[8];
    assert_int_equal(left_out("{\"rules\": \"hk-classic\", \"tiles\": \"111345777999m33z\", \"win_tile\": \"7m\", \"win\": \"ron\", "
                              "\"seat\": \"S\", \"round\": \"E\", \"dealer\": \"E\", \"discarder\": \"W\", \"flowers\": \"6f\"}",
                              &r, ex, 8),
                     0);
}

static void test_vectors(void **state)
{
    (void)state;
    char ids[MAX_SHIPPED][SP_ID_LEN];
    int nids = shipped_ruleset_ids(ids);
    assert_true(nids >= 6);
    for (int v = 0; v < nids; v++) {
        char path[600], err[400];
        snprintf(path, sizeof path, "%s/tests/vectors/%.*s.jsonl", SPARROW_SOURCE_DATA_DIR, (int)SP_ID_LEN, ids[v]);
        size_t len;
        char *text = sp_read_file(path, 1 << 22, "vectors", &len, err, sizeof err);
        if (!text) fail_msg("%s", err);
        int hands = 0, total = 0;
        for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
            cJSON *o = cJSON_Parse(line);
            assert_non_null(o);
            char *req = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(o, "request"));
            sp_score_result r;
            sp_excluded ex[SP_MAX_SCORED];
            total += left_out(req, &r, ex, SP_MAX_SCORED);
            hands++;
            cJSON_free(req);
            cJSON_Delete(o);
        }
        free(text);
        printf("test_score_excluded: %s: %d hands, %d patterns left out\n", ids[v], hands, total);
        if (!strcmp(ids[v], "hk-classic") || !strcmp(ids[v], "mcr") || !strcmp(ids[v], "mingjiang"))
            assert_true(total > 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hong_kong),
        cmocka_unit_test(test_vectors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
