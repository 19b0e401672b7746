/* test_score_properties.c: properties of scoring on random complete hands of every shipped
 * ruleset: scoring is deterministic, payments sum to zero (all five rulesets are zero-sum),
 * a legal win never costs the winner (a 明將 chicken hand is worth 0), adding a condition
 * that only adds patterns (the last tile of the wall on a self-draw) never lowers the value,
 * and no request crashes or is refused as inconsistent. */
#include <stdlib.h>

#include "cli/random_request.h"
#include "cli/rules_cache.h"
#include "table/score_request.h"
#include "rules_fixture.h"
#include "test_util.h"


static void check_ruleset(const char *id, int hands)
{
    char err[320];
    const sp_ruleset *rs = rules_cache_get(id, err, sizeof err);
    if (!rs) fail_msg("%s", err);
    static score_extras x;
    static sp_score_input in;
    static sp_score_result a, b;
    sp_rng rng;
    sp_rng_seed(&rng, 7);
    int scored = 0, legal = 0;
    for (int i = 0; i < hands; i++) {
        cJSON *req = random_score_request(&rng, rs);
        int parsed = score_request_parse(req, rs, &in, &x, err, sizeof err);
        if (parsed) {
            char *s = cJSON_PrintUnformatted(req);
            fail_msg("%s: a random complete hand was refused: %s\n%s", id, err, s);
        }
        cJSON_Delete(req);
        if (sp_score(&in, &a, err, sizeof err)) fail_msg("%s: scoring failed: %s", id, err);
        if (sp_score(&in, &b, err, sizeof err) || memcmp(&a, &b, sizeof a)) fail_msg("%s: scoring is not deterministic", id);
        int32_t sum = 0;
        for (int s = 0; s < in.players; s++) sum += a.payments[s];
        if (sum != 0) fail_msg("%s: payments sum to %d", id, sum);
        if (in.win == SP_WIN_TSUMO && !(in.situation & SP_SIT_HAITEI)) {
            sp_score_input more = in;
            more.situation |= SP_SIT_HAITEI;
            static sp_score_result c;
            if (sp_score(&more, &c, err, sizeof err)) fail_msg("%s: scoring a last-tile self-draw failed: %s", id, err);
            if (a.valid && (!c.valid || c.fan < a.fan))
                fail_msg("%s: the last-tile condition lowered the hand from %d (valid) to %d (%s)", id, a.fan, c.fan, c.valid ? "valid" : "not valid");
        }
        if (a.valid) {
            legal++;
            if (a.payments[in.seat] < 0) fail_msg("%s: a legal win costs the winner %d", id, a.payments[in.seat]);
        }
        scored++;
    }
    print_message("%s: %d random hands scored, %d legal wins\n", id, scored, legal);
    assert_int_equal(scored, hands);
}

static void test_properties(void **state)
{
    (void)state;
    const char *e = getenv("SPARROW_RANDOM_HANDS");
    int hands = e ? atoi(e) / 20 : 50000;
    char shipped[MAX_SHIPPED][SP_ID_LEN];
    int n = shipped_ruleset_ids(shipped);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) check_ruleset(shipped[i], hands);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_properties)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
