/* test_payments.c: the payment strategies (core/payments.h) - each split on its own, then as a
 * ruleset file chooses them: the shipped files name their models' defaults (and keep their
 * hashes), a house file that names another strategy is paid by it, and a bad choice is refused
 * with the field named. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "core/model.h"
#include "core/payments.h"
#include "rules_fixture.h"
#include "table/score_request.h"

/* ---- the splits ---- */

static sp_pay_rule rule_of(int discard, int liability, int dealer)
{
    sp_pay_rule r;
    memset(&r, 0, sizeof r);
    r.choice[SP_PAY_DISCARD] = (uint8_t)discard;
    r.choice[SP_PAY_LIABILITY] = (uint8_t)liability;
    r.choice[SP_PAY_DEALER] = (uint8_t)dealer;
    r.ron_nondealers = r.ron_dealer = r.tsumo_dealer_each = r.tsumo_dealer_pays = r.tsumo_nondealer_pays = 1;
    return r;
}

/* mingjiang's factors */
static sp_pay_rule with_factors(sp_pay_rule r)
{
    r.ron_nondealers = 3;
    r.ron_dealer = 4;
    r.tsumo_dealer_each = 2;
    r.tsumo_dealer_pays = 2;
    r.tsumo_nondealer_pays = 1;
    return r;
}

/* seat 1 wins; seat 0 deals; discarder -1 for a self-draw */
static sp_score_input input(int discarder)
{
    sp_score_input in;
    memset(&in, 0, sizeof in);
    in.players = 4;
    in.seat = 1;
    in.dealer = 0;
    in.discarder = discarder;
    in.win = discarder < 0 ? SP_WIN_TSUMO : SP_WIN_RON;
    return in;
}

static bool pay(const sp_pay_rule *r, const sp_score_input *in, int64_t discard, int64_t each, int64_t base, int liable, unsigned exempt,
                sp_score_result *out)
{
    memset(out, 0, sizeof *out);
    sp_win_price price = {.discard = discard, .self_draw = each, .base = base};
    sp_win_payers who = {.self_draw = in->discarder < 0, .liable = liable, .exempt = exempt, .part = -1};
    return sp_pay_win(r, in, &price, &who, out);
}

static void assert_payments(const sp_score_result *out, int32_t a, int32_t b, int32_t c, int32_t d)
{
    assert_int_equal(out->payments[0], a);
    assert_int_equal(out->payments[1], b);
    assert_int_equal(out->payments[2], c);
    assert_int_equal(out->payments[3], d);
}

static void test_discard_splits(void **state)
{
    (void)state;
    sp_score_result out;
    sp_score_input in = input(2);
    sp_pay_rule r = rule_of(SP_DISCARD_DISCARDER, SP_LIABLE_HALF, SP_DEALER_EVEN);
    assert_false(pay(&r, &in, 16, 8, 0, -1, 0, &out));
    assert_payments(&out, 0, 16, -16, 0);
    assert_int_equal(out.nlines, 1);
    assert_int_equal(out.lines[0].flags, 0);
    /* "half": the liable seat pays half a third player's discard (the odd point is its) */
    assert_true(pay(&r, &in, 17, 8, 0, 3, 0, &out));
    assert_payments(&out, 0, 17, -8, -9);
    /* liable and discarder the same seat: it pays alone, and no liability is recorded */
    assert_false(pay(&r, &in, 16, 8, 0, 2, 0, &out));
    assert_payments(&out, 0, 16, -16, 0);
    /* "self_draw": a discard stays the discarder's */
    r = rule_of(SP_DISCARD_DISCARDER, SP_LIABLE_SELF_DRAW, SP_DEALER_EVEN);
    assert_false(pay(&r, &in, 16, 8, 0, 3, 0, &out));
    assert_payments(&out, 0, 16, -16, 0);
    /* "all": the discarder pays the hand, the others the base */
    r = rule_of(SP_DISCARD_ALL, SP_LIABLE_SELF_DRAW, SP_DEALER_EVEN);
    assert_false(pay(&r, &in, 24, 24, 8, -1, 0, &out));
    assert_payments(&out, -8, 40, -24, -8);
    assert_int_equal(out.nlines, 3);
}

static void test_self_draw_splits(void **state)
{
    (void)state;
    sp_score_result out;
    sp_score_input in = input(-1);
    sp_pay_rule r = rule_of(SP_DISCARD_DISCARDER, SP_LIABLE_HALF, SP_DEALER_EVEN);
    assert_false(pay(&r, &in, 16, 8, 0, -1, 0, &out));
    assert_payments(&out, -8, 24, -8, -8);
    assert_int_equal(out.nlines, 3);
    /* exempt seats pay no share */
    assert_false(pay(&r, &in, 16, 8, 0, -1, 1u << 3, &out));
    assert_payments(&out, -8, 16, -8, 0);
    /* the liable seat pays every share, in one payment, under either liability strategy */
    assert_true(pay(&r, &in, 16, 8, 0, 2, 0, &out));
    assert_payments(&out, 0, 24, -24, 0);
    assert_int_equal(out.nlines, 1);
    r = rule_of(SP_DISCARD_DISCARDER, SP_LIABLE_SELF_DRAW, SP_DEALER_EVEN);
    assert_true(pay(&r, &in, 16, 8, 0, 2, 0, &out));
    assert_payments(&out, 0, 24, -24, 0);
}

static void test_dealer_factors(void **state)
{
    (void)state;
    sp_score_result out;
    sp_pay_rule r = with_factors(rule_of(SP_DISCARD_DISCARDER, SP_LIABLE_SELF_DRAW, SP_DEALER_FACTORS));
    sp_score_input in = input(2); /* neither winner nor discarder deals */
    pay(&r, &in, 10, 10, 0, -1, 0, &out);
    assert_payments(&out, 0, 30, -30, 0);
    assert_int_equal(out.lines[0].flags, 0);
    in = input(0); /* the dealer deals in */
    pay(&r, &in, 10, 10, 0, -1, 0, &out);
    assert_payments(&out, -40, 40, 0, 0);
    assert_int_equal(out.lines[0].flags, SP_LINE_DEALER);
    in = input(-1); /* a non-dealer's self-draw: the dealer pays 2B, the others B */
    pay(&r, &in, 10, 10, 0, -1, 0, &out);
    assert_payments(&out, -20, 40, -10, -10);
    assert_int_equal(out.lines[0].flags, SP_LINE_DEALER);
    assert_int_equal(out.lines[1].flags, 0);
    in.seat = 0; /* the dealer's self-draw: each pays 2B */
    pay(&r, &in, 10, 10, 0, -1, 0, &out);
    assert_payments(&out, 60, -20, -20, -20);
    /* "even": the dealer as a non-dealer (the non-dealers' factors) */
    r = with_factors(rule_of(SP_DISCARD_DISCARDER, SP_LIABLE_SELF_DRAW, SP_DEALER_EVEN));
    pay(&r, &in, 10, 10, 0, -1, 0, &out);
    assert_payments(&out, 30, -10, -10, -10);
    assert_int_equal(out.lines[0].flags, 0);
    in = input(0);
    pay(&r, &in, 10, 10, 0, -1, 0, &out);
    assert_payments(&out, -30, 30, 0, 0);
}

/* A house file's numbers are any int32, a model's prices up to about 2^61: the amounts saturate
 * and are paid as the most an int32 holds (UBSan would catch an overflow here). */
static void test_huge_numbers(void **state)
{
    (void)state;
    sp_score_result out;
    sp_pay_rule r = rule_of(SP_DISCARD_DISCARDER, SP_LIABLE_HALF, SP_DEALER_FACTORS);
    r.ron_dealer = r.tsumo_dealer_each = r.tsumo_dealer_pays = INT32_MAX;
    r.tsumo_nondealer_pays = INT32_MIN;
    sp_score_input in = input(0);
    pay(&r, &in, INT64_C(1) << 61, 0, 0, -1, 0, &out);
    assert_payments(&out, -INT32_MAX, INT32_MAX, 0, 0);
    in = input(-1);
    pay(&r, &in, 0, INT64_C(1) << 61, 0, 2, 0, &out); /* the liable seat pays every share */
    assert_int_equal(out.nlines, 1);
    in.seat = 0;
    pay(&r, &in, 0, -(INT64_C(1) << 61), 0, -1, 0, &out);
    assert_payments(&out, -INT32_MAX, INT32_MAX, INT32_MAX, INT32_MAX); /* held within int32 */
}

/* A part receives the payments beside the totals, and each line names it. */
static void test_part(void **state)
{
    (void)state;
    sp_score_result out;
    memset(&out, 0, sizeof out);
    sp_result_add_part(&out, "chickens");
    sp_result_add_part(&out, "hand");
    sp_score_input in = input(3);
    sp_pay_rule r = rule_of(SP_DISCARD_ALL, SP_LIABLE_SELF_DRAW, SP_DEALER_EVEN);
    sp_win_price price = {.discard = 20, .self_draw = 20, .base = 8};
    sp_win_payers who = {.self_draw = false, .liable = -1, .exempt = 0, .part = 1};
    sp_pay_win(&r, &in, &price, &who, &out);
    assert_int_equal(out.parts[1].seats[1], 36);
    assert_int_equal(out.parts[1].seats[3], -20);
    assert_int_equal(out.parts[0].seats[1], 0);
    assert_int_equal(out.payments[1], 36);
    for (int i = 0; i < out.nlines; i++) assert_int_equal(out.lines[i].part, 1);
}

static void test_names(void **state)
{
    (void)state;
    for (int k = 0; k < SP_PAY_KEYS; k++)
        for (int c = 1; c < SP_PAY_CHOICES; c++) assert_int_equal(sp_pay_choice_of(k, sp_pay_choice_name(k, c)), c);
    assert_int_equal(sp_pay_choice_of(SP_PAY_LIABILITY, "all"), 0);
    assert_null(sp_pay_choice_name(SP_PAY_KEYS, 1));
    assert_null(sp_pay_key_name(-1));
}

/* ---- as the files choose them ---- */

static char *shipped_text(const char *id)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/rules/%s.rules", SPARROW_SOURCE_DATA_DIR, id);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *t = malloc(n + 4096);
    assert_non_null(t);
    memcpy(t, buf, n + 1);
    return t;
}

/* text with `from` replaced by `to` (which must be there) */
static void replace(char *text, const char *from, const char *to)
{
    char *at = strstr(text, from);
    if (!at) fail_msg("the text has no '%s'", from);
    size_t lf = strlen(from), lt = strlen(to);
    memmove(at + lt, at + lf, strlen(at + lf) + 1);
    memcpy(at, to, lt);
}

static int parse(const char *text, sp_ruleset *rs, char *err, size_t n) { return sp_ruleset_parse(text, "house.rules", rs, err, n); }

/* Every shipped file of a model with payment strategies names them; without its section it
 * loads to the same strategies and hash. */
static void test_shipped_files_name_their_defaults(void **state)
{
    (void)state;
    char ids[MAX_SHIPPED][SP_ID_LEN];
    int n = shipped_ruleset_ids(ids), named = 0;
    sp_ruleset *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    for (int i = 0; i < n; i++) {
        char *text = shipped_text(ids[i]), err[512];
        assert_int_equal(parse(text, a, err, sizeof err), 0);
        const sp_model *m = sp_model_of(a);
        char *sec = strstr(text, "\npayments = {");
        if (!m->payment_choices[SP_PAY_DISCARD]) {
            assert_null(sec);
            free(text);
            continue;
        }
        if (!sec) fail_msg("%s: names no payment strategies", ids[i]);
        named++;
        char *end = strstr(sec, "};\n");
        assert_non_null(end);
        memmove(sec + 1, end + 3, strlen(end + 3) + 1);
        if (parse(text, b, err, sizeof err)) fail_msg("%s without payments: %s", ids[i], err);
        assert_memory_equal(a->payments, b->payments, sizeof a->payments);
        assert_memory_equal(a->payments, m->payments, sizeof a->payments);
        if (a->content_hash != b->content_hash) fail_msg("%s: naming its defaults moves its hash", ids[i]);
        free(text);
    }
    assert_true(named >= 4);
    free(a);
    free(b);
}

/* The payments of a request under rules, seats E S W N. */
static void score(const sp_ruleset *rules, const char *request, int32_t pay[SP_SEATS])
{
    static score_extras x;
    cJSON *req = cJSON_Parse(request);
    assert_non_null(req);
    char err[256] = "";
    sp_score_result res;
    cJSON *ans = score_request_answer(req, rules, &x, 2, NULL, &res, err, sizeof err);
    if (!ans) fail_msg("%s", err);
    assert_true(res.valid);
    memcpy(pay, res.payments, sizeof res.payments);
    cJSON_Delete(ans);
    cJSON_Delete(req);
}

/* The payments of request under the shipped ruleset id (into shipped) and under a house copy of
 * its file with `from` replaced by `to` (into house); the house copy's strategy of key must be
 * `choice`, and its hash another. */
static void score_both(const char *id, const char *from, const char *to, int key, int choice, const char *request,
                       int32_t shipped[SP_SEATS], int32_t house[SP_SEATS])
{
    sp_ruleset *a = load_shipped_rules(id), *b = malloc(sizeof *b);
    assert_non_null(a);
    char *text = shipped_text(id), err[512];
    replace(text, from, to);
    if (parse(text, b, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(b->payments[key], choice);
    assert_true(b->content_hash != a->content_hash);
    score(a, request, shipped);
    score(b, request, house);
    free(text);
    free(a);
    free(b);
}

/* hk-classic as a house file that pays liabilities 包自摸 only: the discarder pays a liable
 * hand won on his discard alone. */
static void test_house_liability(void **state)
{
    (void)state;
    const char *req = "{\"tiles\": \"77s\", \"melds\": [\"pon:222m@E\", \"pon:777z@W\", \"pon:999p@N\", \"pon:444s@E\"],"
                      " \"win_tile\": \"7s\", \"win\": \"ron\", \"seat\": \"S\", \"round\": \"E\", \"dealer\": \"E\", \"discarder\": \"N\","
                      " \"liable\": [{\"seat\": \"E\", \"kind\": \"baoshierzhangluodi\"}]}";
    int32_t a[SP_SEATS], b[SP_SEATS];
    score_both("hk-classic", "liability = \"half\";", "liability = \"self_draw\";", SP_PAY_LIABILITY, SP_LIABLE_SELF_DRAW, req, a, b);
    assert_true(a[0] < 0 && a[3] < 0); /* E (liable) and N (discarder) share it */
    assert_int_equal(b[0], 0);
    assert_int_equal(b[3], a[0] + a[3]);
    assert_int_equal(b[1], a[1]);
}

/* mcr as a house file where the discarder alone pays: the others pay nothing, the discarder what
 * he paid before. */
static void test_house_discard(void **state)
{
    (void)state;
    const char *req = "{\"tiles\": \"123m456m789m123p55s\", \"win_tile\": \"5s\", \"win\": \"ron\", \"seat\": \"S\", \"round\": \"E\","
                      " \"dealer\": \"E\", \"discarder\": \"W\", \"flowers\": \"1f2f\"}";
    int32_t a[SP_SEATS], b[SP_SEATS];
    score_both("mcr", "discard = \"all\";", "discard = \"discarder\";", SP_PAY_DISCARD, SP_DISCARD_DISCARDER, req, a, b);
    assert_int_equal(a[0], -8);
    assert_int_equal(a[3], -8);
    assert_int_equal(b[0], 0);
    assert_int_equal(b[3], 0);
    assert_int_equal(b[2], a[2]);
    assert_int_equal(b[1], -b[2]);
}

/* mingjiang with the dealer paid as a non-dealer: the dealer's discard pays B times
 * ron_nondealers, not ron_dealer. */
static void test_house_dealer(void **state)
{
    (void)state;
    const char *req = "{\"tiles\": \"123m456m789m123p55s\", \"win_tile\": \"5s\", \"win\": \"ron\", \"seat\": \"S\", \"round\": \"E\","
                      " \"dealer\": \"E\", \"discarder\": \"E\"}";
    int32_t a[SP_SEATS], b[SP_SEATS];
    score_both("mingjiang", "dealer = \"factors\";", "dealer = \"even\";", SP_PAY_DEALER, SP_DEALER_EVEN, req, a, b);
    sp_ruleset *shipped = load_shipped_rules("mingjiang");
    int32_t dealer = sp_ruleset_int(shipped, "payment.ron_dealer", 0), other = sp_ruleset_int(shipped, "payment.ron_nondealers", 0);
    free(shipped);
    assert_true(dealer > other && other > 0);
    assert_int_equal(a[0] % dealer, 0);
    assert_int_equal(b[0], a[0] / dealer * other);
}

static void assert_refused(const char *id, const char *from, const char *to, const char *says)
{
    char *text = shipped_text(id), err[512] = "";
    sp_ruleset *rs = malloc(sizeof *rs);
    replace(text, from, to);
    assert_int_equal(parse(text, rs, err, sizeof err), -1);
    if (!strstr(err, says)) fail_msg("%s: error '%s' does not say '%s'", id, err, says);
    free(text);
    free(rs);
}

static void test_refusals(void **state)
{
    (void)state;
    assert_refused("hk-classic", "liability = \"half\";", "liability = \"halves\";", "payments.liability: unknown strategy 'halves'");
    assert_refused("hk-classic", "liability = \"half\";", "liability = \"half\"; cap = 3;", "payments: unknown field 'cap'");
    assert_refused("hk-classic", "discard = \"discarder\";", "discard = \"all\";", "the model has no strategy 'all' (model 'hk_classic' pays by: discarder)");
    assert_refused("mcr", "discard = \"all\";", "discard = 2;", "payments.discard: expected a string");
    assert_refused("mcr", "discard = \"all\";", "discard = \"all\"; liability = \"half\";", "model 'mcr' has no liability strategies");
    assert_refused("hk-classic", "liability = \"half\";", "liability = \"\";", "payments.liability: empty: name a strategy (model 'hk_classic' pays by: self_draw, half)");
    assert_refused("guizhou-xingyi", "\nparams = {", "\npayments = { discard = \"discarder\"; };\nparams = {", "settles in its own way");
    /* a dealer factor the file does not give */
    assert_refused("hk-classic", "dealer = \"even\";", "dealer = \"factors\";", "params.payment.ron_nondealers");
    assert_refused("mingjiang", "    ron_dealer = 4;", "", "params.payment.ron_dealer");
}

/* With its factors given, a house hk-classic pays the dealer's discard times ron_dealer. */
static void test_house_factors(void **state)
{
    (void)state;
    const char *req = "{\"tiles\": \"123m456m789m123m55m\", \"win_tile\": \"5m\", \"win\": \"ron\", \"seat\": \"S\", \"round\": \"E\","
                      " \"dealer\": \"E\", \"discarder\": \"E\"}";
    int32_t a[SP_SEATS], b[SP_SEATS];
    score_both("hk-classic", "dealer = \"even\";\n};\n\nparams = {\n  payment = {\n",
               "dealer = \"factors\";\n};\n\nparams = {\n  payment = {\n    ron_nondealers = 1; ron_dealer = 2; tsumo_dealer_each = 2;"
               " tsumo_dealer_pays = 2; tsumo_nondealer_pays = 1;\n",
               SP_PAY_DEALER, SP_DEALER_FACTORS, req, a, b);
    assert_int_equal(b[0], 2 * a[0]);
    assert_int_equal(b[1], 2 * a[1]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_discard_splits),
        cmocka_unit_test(test_self_draw_splits),
        cmocka_unit_test(test_dealer_factors),
        cmocka_unit_test(test_huge_numbers),
        cmocka_unit_test(test_part),
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_shipped_files_name_their_defaults),
        cmocka_unit_test(test_house_liability),
        cmocka_unit_test(test_house_discard),
        cmocka_unit_test(test_house_dealer),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_house_factors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
