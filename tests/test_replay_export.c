/* test_replay_export.c: the match log (src/table/MATCH_LOG.md) on matches of every shipped
 * ruleset: exported, read back (imported) and exported again gives the same document; every
 * finished hand carries its result and the results check; an edited result is refused naming
 * the hand and the field; version 1 files are still read, other versions refused by name. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "replay_sample.h"
#include "rules_fixture.h"
#include "table/replay_export.h"

static char ids[MAX_SHIPPED][SP_ID_LEN];
static int nids;

/* Reads text as a replay with the source tree's ruleset of that id; fails the test otherwise. */
static void read_back(const char *text, const char *id, sp_replay *r, sp_ruleset *rules)
{
    sp_ruleset *loaded = load_shipped_rules(id);
    assert_non_null(loaded);
    *rules = *loaded;
    free(loaded);
    char err[512];
    if (sp_replay_parse(text, id, r, rules, SP_RULES_ANY_VERSION, err, sizeof err)) fail_msg("%s: %s", id, err);
}

static int count(const char *text, const char *what)
{
    int n = 0;
    for (const char *p = text; (p = strstr(p, what)); p++) n++;
    return n;
}

static void round_trip(void **state)
{
    (void)state;
    for (int k = 0; k < nids; k++) {
        sp_ruleset *rules = malloc(sizeof *rules), *rules2 = malloc(sizeof *rules2);
        sp_ruleset *loaded = load_shipped_rules(ids[k]);
        assert_non_null(loaded);
        char *plain = sample_replay_json(loaded, 90 + (uint64_t)k, 3);
        free(loaded);
        assert_non_null(plain);
        sp_replay r, r2;
        read_back(plain, ids[k], &r, rules);
        char err[512];
        char *log = sp_replay_export_json(&r, rules, err, sizeof err);
        if (!log) fail_msg("%s: %s", ids[k], err);
        /* every finished hand has its result, and the results are what the actions give */
        assert_int_equal(count(log, "\"result\":"), (int)r.ndigests);
        assert_non_null(strstr(log, "\"version\":\t2"));
        read_back(log, ids[k], &r2, rules2);
        if (sp_replay_check_results(log, &r2, rules2, err, sizeof err)) fail_msg("%s: %s", ids[k], err);
        assert_int_equal(r2.nactions, r.nactions);
        assert_int_equal(r2.ndigests, r.ndigests);
        assert_memory_equal(r2.digests, r.digests, r.ndigests * sizeof *r.digests);
        for (size_t i = 0; i < r.nactions; i++) {
            assert_int_equal(r2.actions[i].seat, r.actions[i].seat);
            assert_true(sp_action_equal(&r2.actions[i].action, &r.actions[i].action));
        }
        char *again = sp_replay_export_json(&r2, rules2, err, sizeof err);
        assert_non_null(again);
        assert_string_equal(again, log);
        printf("%s: %zu actions, %zu hands with results, %zu bytes%s%s%s%s\n", ids[k], r.nactions, r.ndigests, strlen(log),
               strstr(log, "\"flowers\"") ? ", flowers" : "", strstr(log, "\"wild\"") ? ", wild" : "",
               strstr(log, "\"missing_suit\"") ? ", 定缺" : "", strstr(log, "\"wins\":\t[{") ? ", wins" : "");
        free(again);
        free(log);
        free(plain);
        sp_replay_free(&r);
        sp_replay_free(&r2);
        free(rules);
        free(rules2);
    }
}

/* A result edited by hand (a seat's change of score) is refused, naming the hand and field. */
static void edited_result(void **state)
{
    (void)state;
    sp_ruleset *rules = malloc(sizeof *rules), *loaded = load_shipped_rules("hk-classic");
    assert_non_null(loaded);
    char *plain = sample_replay_json(loaded, 3, 2);
    free(loaded);
    sp_replay r;
    read_back(plain, "hk-classic", &r, rules);
    char err[512];
    char *log = sp_replay_export_json(&r, rules, err, sizeof err);
    assert_non_null(log);
    char *delta = strstr(log, "\"delta\":");
    assert_non_null(delta);
    char *e = strstr(delta, "\"E\":\t");
    assert_non_null(e);
    e[5] = e[5] == '9' ? '8' : '9'; /* the first digit (or sign) of E's change */
    assert_int_equal(sp_replay_check_results(log, &r, rules, err, sizeof err), -1);
    assert_non_null(strstr(err, "hand 1: result.delta"));
    free(log);
    free(plain);
    sp_replay_free(&r);
    free(rules);
}

static void versions(void **state)
{
    (void)state;
    sp_ruleset *rules = malloc(sizeof *rules), *loaded = load_shipped_rules("mingjiang");
    assert_non_null(loaded);
    char *plain = sample_replay_json(loaded, 4, 1);
    free(loaded);
    char *v = strstr(plain, "\"version\":2");
    assert_non_null(v);
    sp_replay r;
    char err[512];
    v[10] = '1'; /* a version 1 file: read as before */
    read_back(plain, "mingjiang", &r, rules);
    sp_replay_free(&r);
    v[10] = '3';
    assert_int_equal(sp_replay_parse(plain, "other.json", &r, rules, SP_RULES_ANY_VERSION, err, sizeof err), -1);
    assert_non_null(strstr(err, "other.json: version: this Sparrow reads replay versions 1 to 2"));
    sp_replay_free(&r);
    free(plain);
    free(rules);
}

int main(void)
{
    nids = shipped_ruleset_ids(ids);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(round_trip),
        cmocka_unit_test(edited_result),
        cmocka_unit_test(versions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
