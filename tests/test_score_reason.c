/* test_score_reason: the score result's reason code (sp_score_reason) beside its English
 * sentence (issue 25: reasons in the player's language).
 * - ids are unique and stable, the English sentences fill {1} {2} with the numbers;
 * - every request of tests/cli/score-reasons.in.jsonl (one per reason a request can reach) is
 *   no win with a code whose English sentence, filled with the result's numbers, is the
 *   result's `reason` byte for byte, and together they reach every code but one;
 * - the window's strings have each reason in all three languages with the same placeholders,
 *   the English one being the engine's sentence. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/score.h"
#include "table/read_file.h"
#include "table/ruleset_file.h"
#include "table/score_request.h"

/* Robbing a concealed kong in Taiwan rules: a request naming the kong and the winning tile
 * holds five copies and is refused before scoring; the engine reaches it in play only. */
static const int unreachable_by_request[] = {SP_REASON_MJ_ROB_CONCEALED_KONG};

static void fill(const char *tmpl, int32_t a, int32_t b, char *out, size_t len)
{
    size_t n = 0;
    for (const char *s = tmpl; *s && n + 12 < len; s++) {
        if (s[0] == '{' && (s[1] == '1' || s[1] == '2') && s[2] == '}') {
            n += (size_t)snprintf(out + n, len - n, "%d", (int)(s[1] == '1' ? a : b));
            s += 2;
        } else {
            out[n++] = *s;
        }
    }
    out[n] = 0;
}

static void test_ids(void **state)
{
    (void)state;
    assert_string_equal(sp_score_reason_id(SP_REASON_NONE), "none");
    assert_null(sp_score_reason_id(SP_REASON_COUNT));
    assert_null(sp_score_reason_id(-1));
    for (int i = 1; i < SP_REASON_COUNT; i++) {
        const char *id = sp_score_reason_id(i), *en = sp_score_reason_english(i);
        assert_non_null(id);
        assert_non_null(en);
        assert_true(strlen(en) > 10 && strlen(en) < sizeof((sp_score_result *)0)->reason - 24);
        for (int j = 1; j < i; j++)
            if (!strcmp(id, sp_score_reason_id(j))) fail_msg("reasons %d and %d share the id %s", j, i, id);
    }
}

static void test_invalid_fills(void **state)
{
    (void)state;
    sp_score_result r;
    memset(&r, 0, sizeof r);
    r.valid = true;
    sp_result_invalid(&r, SP_REASON_HK_BELOW_MINIMUM, -2147483647 - 1, 2147483647);
    assert_false(r.valid);
    assert_int_equal(r.reason_code, SP_REASON_HK_BELOW_MINIMUM);
    assert_string_equal(r.reason, "-2147483648 fan is below the minimum of 2147483647 fan");
    sp_result_invalid(&r, SP_REASON_MCR_BELOW_MINIMUM, 5, 8);
    assert_string_equal(r.reason, "below the minimum: 5 fan without flowers, 8 needed");
    assert_int_equal(r.reason_args[0], 5);
    assert_int_equal(r.reason_args[1], 8);
}

static void test_requests(void **state)
{
    (void)state;
    char err[400], path[600];
    snprintf(path, sizeof path, "%s/tests/cli/score-reasons.in.jsonl", SPARROW_SOURCE_DATA_DIR);
    size_t len;
    char *text = sp_read_file(path, 1 << 20, "requests", &len, err, sizeof err);
    if (!text) fail_msg("%s", err);
    bool seen[SP_REASON_COUNT] = {0};
    static score_extras x;
    static sp_ruleset rules;
    int n = 0;
    for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save), n++) {
        cJSON *req = cJSON_Parse(line);
        assert_non_null(req);
        const cJSON *id = cJSON_GetObjectItemCaseSensitive(req, "rules");
        if (sp_ruleset_load(id->valuestring, &rules, err, sizeof err)) fail_msg("line %d: %s", n + 1, err);
        sp_score_input in;
        sp_score_result r;
        cJSON *ans = score_request_answer(req, &rules, &x, 2, &in, &r, err, sizeof err);
        if (!ans) fail_msg("line %d: refused: %s", n + 1, err);
        if (r.valid || r.reason_code == SP_REASON_NONE || r.reason_code >= SP_REASON_COUNT)
            fail_msg("line %d: valid %d, reason code %d (%s)", n + 1, r.valid, r.reason_code, r.reason);
        char want[200];
        fill(sp_score_reason_english(r.reason_code), r.reason_args[0], r.reason_args[1], want, sizeof want);
        if (strcmp(want, r.reason)) fail_msg("line %d: %s says '%s', the result '%s'", n + 1, sp_score_reason_id(r.reason_code), want, r.reason);
        seen[r.reason_code] = true;
        cJSON_Delete(ans);
        cJSON_Delete(req);
    }
    free(text);
    for (size_t i = 0; i < sizeof unreachable_by_request / sizeof unreachable_by_request[0]; i++) seen[unreachable_by_request[i]] = true;
    for (int i = 1; i < SP_REASON_COUNT; i++)
        if (!seen[i]) fail_msg("no request in %s reaches reason %s", path, sp_score_reason_id(i));
    printf("test_score_reason: %d requests, every reason reached\n", n);
}

/* The text of key in assets/i18n/<lang>.txt, or NULL. */
static const char *string_of(const char *file, const char *key, char *out, size_t len)
{
    size_t k = strlen(key);
    for (const char *l = file; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
        if (strncmp(l, key, k) || strncmp(l + k, " = ", 3)) continue;
        const char *v = l + k + 3, *end = strchr(v, '\n');
        snprintf(out, len, "%.*s", (int)(end ? end - v : (ptrdiff_t)strlen(v)), v);
        return out;
    }
    return NULL;
}

static void test_strings(void **state)
{
    (void)state;
    static const char *langs[3] = {"en", "zh-Hant", "zh-Hans"};
    for (int l = 0; l < 3; l++) {
        char path[600], err[400], key[80], text[400];
        snprintf(path, sizeof path, "%s/assets/i18n/%s.txt", SPARROW_SOURCE_DATA_DIR, langs[l]);
        size_t len;
        char *file = sp_read_file(path, 1 << 20, "strings", &len, err, sizeof err);
        if (!file) fail_msg("%s", err);
        for (int i = 1; i < SP_REASON_COUNT; i++) {
            snprintf(key, sizeof key, "score.reason.%s", sp_score_reason_id(i));
            if (!string_of(file, key, text, sizeof text)) fail_msg("%s: no %s", langs[l], key);
            const char *en = sp_score_reason_english(i);
            if (l == 0 && strcmp(text, en)) fail_msg("en %s: '%s', the engine says '%s'", key, text, en);
            for (int a = 1; a <= 2; a++) {
                char mark[4] = {'{', (char)('0' + a), '}', 0};
                if (!strstr(en, mark) != !strstr(text, mark)) fail_msg("%s %s: %s used differently than in English", langs[l], key, mark);
            }
        }
        free(file);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ids),
        cmocka_unit_test(test_invalid_fills),
        cmocka_unit_test(test_requests),
        cmocka_unit_test(test_strings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
