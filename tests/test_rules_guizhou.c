/* test_rules_guizhou.c: guizhou-xingyi cases the spec decides but its worked examples (and so
 * tests/vectors/guizhou-xingyi.jsonl) do not pin down: several robbers, 罚碰杠鸡, a 报听 player at
 * 荒庄, 1筒鸡 冲锋/责任 with gold, 杀听 on a self-draw, 包杠 of a 闷豆, 底分, inconsistent requests. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>

#include "cli/random_request.h"
#include "table/score_request.h"
#include "table/ruleset_file.h"
#include "rules_fixture.h"
#include "test_util.h"

static sp_ruleset *rules;

static int setup(void **state)
{
    (void)state;
    rules = load_shipped_rules("guizhou-xingyi");
    return rules ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(rules);
    return 0;
}

/* Scores one request; returns the answer (NULL with err set on a request error). */
static cJSON *run(const char *json, char *err, size_t errlen)
{
    static score_extras extras;
    cJSON *req = cJSON_Parse(json);
    assert_non_null(req);
    sp_score_input in;
    sp_score_result res;
    cJSON *out = NULL;
    if (!score_request_parse(req, rules, &in, &extras, err, errlen) && !sp_score(&in, &res, err, errlen))
        out = score_result_json(&in, &res, 2);
    cJSON_Delete(req);
    return out;
}

/* Checks the answer's payments against "E S W N" numbers (as many as players). */
static void expect_payments(const char *json, const int *want, int players)
{
    char err[320] = "";
    cJSON *out = run(json, err, sizeof err);
    if (!out) fail_msg("request error: %s", err);
    assert_true(cJSON_IsTrue(cJSON_GetObjectItem(out, "valid")));
    const cJSON *pay = cJSON_GetObjectItem(out, "payments");
    static const char *seats[] = {"E", "S", "W", "N"};
    int sum = 0;
    for (int s = 0; s < players; s++) {
        const cJSON *v = cJSON_GetObjectItem(pay, seats[s]);
        assert_non_null(v);
        if (v->valueint != want[s]) fail_msg("seat %s: expected %d, got %d (%s)", seats[s], want[s], v->valueint, json);
        sum += v->valueint;
    }
    (void)sum;
    cJSON_Delete(out);
}

static void expect_error(const char *json, const char *field)
{
    char err[320] = "";
    cJSON *out = run(json, err, sizeof err);
    if (out) {
        char *s = cJSON_PrintUnformatted(out);
        fail_msg("expected an error naming %s, got %s", field, s);
    }
    if (strncmp(err, field, strlen(field))) fail_msg("error '%s' does not start with '%s'", err, field);
}

static void expect_invalid(const char *json)
{
    char err[320] = "";
    cJSON *out = run(json, err, sizeof err);
    if (!out) fail_msg("request error: %s", err);
    assert_false(cJSON_IsTrue(cJSON_GetObjectItem(out, "valid")));
    assert_non_null(cJSON_GetObjectItem(out, "reason"));
    cJSON_Delete(out);
}

#define REQ "{\"rules\":\"guizhou-xingyi\",\"dealer\":\"E\","

static void test_several_robbers(void **state)
{
    (void)state;
    /* S and N both rob W's 6s: W pays each robber every share, E's doubled (1x2 + 1 + 1) */
    const int s_line[] = {0, 4, -4, 0}, n_line[] = {0, 0, -4, 4};
    expect_payments(REQ "\"tiles\":\"123m456m789p456s88p\",\"win_tile\":\"6s\",\"win\":\"ron\",\"seat\":\"S\",\"discarder\":\"W\","
                        "\"situation\":[\"chankan\"],\"others\":{\"W\":{\"melds\":[\"pon:666s\"],\"ready\":false},"
                        "\"N\":{\"tiles\":\"111p234p567p456s99s\",\"won\":true},\"E\":{\"ready\":false}}}",
                    s_line, 4);
    expect_payments(REQ "\"tiles\":\"111p234p567p456s99s\",\"win_tile\":\"6s\",\"win\":\"ron\",\"seat\":\"N\",\"discarder\":\"W\","
                        "\"situation\":[\"chankan\"],\"others\":{\"W\":{\"melds\":[\"pon:666s\"],\"ready\":false},"
                        "\"S\":{\"tiles\":\"123m456m789p456s88p\",\"won\":true},\"E\":{\"ready\":false}}}",
                    n_line, 4);
}

static void test_fapenggangji(void **state)
{
    (void)state;
    /* turned 4p -> 5p; W (not ready) has pon 555p: with 罚碰杠鸡 he pays the winner 3 */
    const int with[] = {-2, 7, -4, -1}, without[] = {-2, 4, -1, -1};
    expect_payments(REQ "\"tiles\":\"123m456m789p234s88p\",\"win_tile\":\"2s\",\"win\":\"tsumo\",\"seat\":\"S\",\"indicator\":\"4p\","
                        "\"options\":{\"fapenggangji\":true},\"others\":{\"W\":{\"melds\":[\"pon:555p@E\"],\"ready\":false}}}",
                    with, 4);
    expect_payments(REQ "\"tiles\":\"123m456m789p234s88p\",\"win_tile\":\"2s\",\"win\":\"tsumo\",\"seat\":\"S\",\"indicator\":\"4p\","
                        "\"others\":{\"W\":{\"melds\":[\"pon:555p@E\"],\"ready\":false}}}",
                    without, 4);
}

static void test_baoting_at_draw(void **state)
{
    (void)state;
    /* N declared 报听 (maxV 1): non-ready players pay him 1 + Q 4, the dealer twice that;
     * S is ready (maxV 1); ready players pay each other nothing */
    const int want[] = {-12, 3, -6, 15};
    expect_payments(REQ "\"tiles\":\"123m456m789p234s8p\",\"win\":\"draw\",\"seat\":\"S\","
                        "\"others\":{\"N\":{\"tiles\":\"234m567m345p789s6p\",\"baoting\":true},\"W\":{\"ready\":false},\"E\":{\"ready\":false}}}",
                    want, 4);
    /* nobody ready: nothing paid */
    const int zero[] = {0, 0, 0, 0};
    expect_payments(REQ "\"tiles\":\"1357m2468p1357s9m\",\"win\":\"draw\",\"seat\":\"S\",\"others\":{\"N\":{\"ready\":false}}}", zero, 4);
}

static void test_yitongji_charging_and_gold_responsibility(void **state)
{
    (void)state;
    /* 1筒鸡: W's pool 1p 1p, the first is 冲锋 (2) -> 包鸡 3 to the winner */
    const int a[] = {-2, 7, -4, -1};
    expect_payments(REQ "\"tiles\":\"123m456m789p234s88p\",\"win_tile\":\"2s\",\"win\":\"tsumo\",\"seat\":\"S\",\"options\":{\"yitongji\":true},"
                        "\"others\":{\"W\":{\"discards\":\"1p1p\",\"chongfeng\":[\"1p\"],\"ready\":false}}}",
                    a, 4);
    /* 金筒 (turned 9p): S ponged N's first 1p: Ji(S) = 3 x 2 = 6 from everyone, 责任 1 x 2 from N */
    const int b[] = {-8, 24, -7, -9};
    expect_payments(REQ "\"tiles\":\"234m567m789s88p\",\"melds\":[\"pon:111p@N\"],\"zeren\":[\"1p\"],\"win_tile\":\"8p\",\"win\":\"tsumo\","
                        "\"seat\":\"S\",\"indicator\":\"9p\",\"options\":{\"yitongji\":true}}",
                    b, 4);
}

static void test_shating_on_self_draw_and_difen(void **state)
{
    (void)state;
    /* N declared 报听 and pays S's self-drawn pinghu 1 + Q 4; x3 stake */
    const int want[] = {-6, 24, -3, -15};
    expect_payments(REQ "\"tiles\":\"123m456m789p234s88p\",\"win_tile\":\"2s\",\"win\":\"tsumo\",\"seat\":\"S\",\"options\":{\"difen\":3},"
                        "\"others\":{\"N\":{\"baoting\":true}}}",
                    want, 4);
}

static void test_baogang_mendou(void **state)
{
    (void)state;
    /* W (not ready) has a 闷豆: with 包杠 he pays back the winner S 1 and the ready N 1 (not the
     * non-ready dealer) */
    const int want[] = {-2, 5, -3, 0};
    expect_payments(REQ "\"tiles\":\"123m456m789p234s88p\",\"win_tile\":\"2s\",\"win\":\"tsumo\",\"seat\":\"S\",\"options\":{\"baogang\":true},"
                        "\"others\":{\"W\":{\"melds\":[\"ankan:5555p\"],\"ready\":false},\"N\":{\"ready\":true}}}",
                    want, 4);
}

static void test_players_from_renshu(void **state)
{
    (void)state;
    const int want[] = {-3, 5, -2};
    expect_payments("{\"rules\":\"guizhou-xingyi\",\"options\":{\"renshu\":3},\"tiles\":\"123s456m789p234p55m\",\"win_tile\":\"5m\","
                    "\"win\":\"tsumo\",\"seat\":\"S\"}",
                    want, 3);
    expect_error("{\"rules\":\"guizhou-xingyi\",\"players\":4,\"options\":{\"renshu\":3},\"tiles\":\"123s456m789p234p55m\",\"win_tile\":\"5m\","
                 "\"win\":\"tsumo\",\"seat\":\"S\"}",
                 "options.renshu");
}

static void test_inconsistent_requests(void **state)
{
    (void)state;
    expect_error(REQ "\"tiles\":\"123m456m789p234s88p\",\"win_tile\":\"2s\",\"win\":\"tsumo\",\"seat\":\"S\",\"options\":{\"fapai\":\"erfangpai\"}}",
                 "tiles");
    expect_error(REQ "\"tiles\":\"123s456m789p234p55m\",\"win_tile\":\"5m\",\"win\":\"ron\",\"seat\":\"S\",\"discarder\":\"W\","
                     "\"situation\":[\"hot_discard\"]}",
                 "situation");
    expect_error(REQ "\"tiles\":\"123s456m789p234p55m\",\"win_tile\":\"5m\",\"win\":\"tsumo\",\"seat\":\"S\",\"situation\":[\"rinshan\"]}",
                 "situation");
    expect_error(REQ "\"tiles\":\"11m33m77m22p55p88p99s\",\"win_tile\":\"5p\",\"win\":\"ron\",\"seat\":\"W\",\"discarder\":\"N\","
                     "\"options\":{\"yipaoduoxiang\":false},\"others\":{\"S\":{\"tiles\":\"345m678m456p99s\",\"melds\":[\"ankan:2222s\"],\"won\":true}}}",
                 "others.S.won");
    expect_error(REQ "\"tiles\":\"123s456m234p55m\",\"melds\":[\"ankan:7777p\"],\"kongs\":{\"7777p\":\"diandou\"},\"win_tile\":\"5m\","
                     "\"win\":\"tsumo\",\"seat\":\"S\"}",
                 "kongs.7777p");
    expect_error(REQ "\"tiles\":\"123s456m789p234p55m\",\"win_tile\":\"5m\",\"win\":\"tsumo\",\"seat\":\"S\","
                     "\"others\":{\"W\":{\"discards\":\"2s\",\"chongfeng\":[\"1s\"]}}}",
                 "others.W.chongfeng");
    /* 缺一门: a win holding the void suit is no win */
    expect_invalid(REQ "\"tiles\":\"123m456m789p234s88p\",\"win_tile\":\"2s\",\"win\":\"tsumo\",\"seat\":\"S\",\"options\":{\"fapai\":\"queyimen\"},"
                       "\"missing_suit\":\"m\"}");
}

/* The tables resolved when the ruleset was loaded (sp_model_prepare) score exactly like a
 * ruleset that was not prepared, which the model resolves on every call. */
static void test_prepared_and_unprepared_agree(void **state)
{
    (void)state;
    assert_true(rules->model_prepared);
    sp_ruleset *copy = malloc(sizeof *copy);
    assert_non_null(copy);
    memcpy(copy, rules, sizeof *copy);
    copy->model_prepared = false;
    static const char *const bools[] = {"yitongji", "yiwanji", "wuguji", "yaobaiji", "benji", "mantangji", "zhuangjiahupaifanbei",
                                        "repaofanbei", "gangkaifanbei", "mendoufanbei", "paixingfenerbei", "zimofanbei",
                                        "fapenggangji", "baoji", "baogang", "hunwuqingshi"};
    static const char *const fapai[] = {"sanfangpai", "erfangpai", "queyimen"};
    static score_extras extras;
    sp_rng rng;
    sp_rng_seed(&rng, 2026u);
    int valid = 0;
    for (int i = 0; i < 3000; i++) {
        cJSON *req = random_score_request(&rng, rules);
        cJSON *opts = cJSON_AddObjectToObject(req, "options");
        for (size_t b = 0; b < sizeof bools / sizeof bools[0]; b++)
            if (sp_rng_below(&rng, 2)) cJSON_AddBoolToObject(opts, bools[b], sp_rng_below(&rng, 2));
        if (sp_rng_below(&rng, 4) == 0) cJSON_AddStringToObject(opts, "fapai", fapai[sp_rng_below(&rng, 3)]);
        if (sp_rng_below(&rng, 3) == 0) cJSON_AddStringToObject(req, "indicator", sp_rng_below(&rng, 2) ? "9s" : "1s");
        sp_score_input in;
        char err[320] = "", err2[320] = "";
        if (!score_request_parse(req, rules, &in, &extras, err, sizeof err)) {
            sp_score_result a, b;
            int ra = sp_score(&in, &a, err, sizeof err);
            in.rules = copy;
            int rb = sp_score(&in, &b, err2, sizeof err2);
            assert_int_equal(ra, rb);
            assert_string_equal(err, err2);
            assert_memory_equal(&a, &b, sizeof a);
            valid += !ra && a.valid;
        }
        cJSON_Delete(req);
    }
    assert_true(valid > 500);
    free(copy);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_several_robbers),
        cmocka_unit_test(test_fapenggangji),
        cmocka_unit_test(test_baoting_at_draw),
        cmocka_unit_test(test_yitongji_charging_and_gold_responsibility),
        cmocka_unit_test(test_shating_on_self_draw_and_difen),
        cmocka_unit_test(test_baogang_mendou),
        cmocka_unit_test(test_players_from_renshu),
        cmocka_unit_test(test_inconsistent_requests),
        cmocka_unit_test(test_prepared_and_unprepared_agree),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
