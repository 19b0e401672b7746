/* test_ai_settings.c: a ruleset file's `ai` section (ai/ai_settings.h, table/ruleset_ai.h): a
 * house file sets some of its computer players' numbers and keeps its model's others; the
 * settings are not rules (the hash stays); the file is refused with the line and field of a
 * wrong setting; the workshop writes the section back; the players play by it; and every
 * setting at either end of its range plays legal hands in every ruleset; the evaluator's default
 * values as the record says its expert searches. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/ai_settings.h"
#include "ai/evaluate.h"
#include "ai/tuning.h"
#include "bot_table.h"
#include "rules_fixture.h"
#include "table/read_file.h"
#include "table/ruleset_changes.h"
#include "table/ruleset_write.h"

/* the text of a shipped ruleset file (free it) */
static char *shipped_text(const char *id)
{
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/rules/%s.rules", SPARROW_SOURCE_DATA_DIR, id);
    char *t = sp_read_file(path, 1 << 20, "a ruleset", NULL, err, sizeof err);
    if (!t) fail_msg("%s", err);
    return t;
}

static sp_ruleset *must_parse(const char *id, const char *section)
{
    char err[512] = "";
    sp_ruleset *rs = parse_shipped_with(id, section, err, sizeof err);
    if (!rs) fail_msg("%s: %s", id, err);
    return rs;
}

static void test_settings_listed(void **state)
{
    (void)state;
    int n = 0;
    for (int i = 0; sp_ai_setting_name(i); i++, n++) {
        assert_int_equal(sp_ai_setting_index(sp_ai_setting_name(i)), i);
        double lo, hi;
        sp_ai_setting_range(i, &lo, &hi);
        assert_true(lo < hi);
        if (sp_ai_setting_is_bool(i)) assert_true(lo == 0 && hi == 1);
    }
    assert_true(n >= 20 && n <= SP_MAX_AI_SETTINGS);
    assert_int_equal(sp_ai_setting_index("no_such_setting"), -1);
}

/* Shipped files set nothing: their players play with their model's record. */
static void test_shipped_files_set_nothing(void **state)
{
    (void)state;
    char ids[MAX_SHIPPED][SP_ID_LEN];
    int n = shipped_ruleset_ids(ids);
    for (int i = 0; i < n; i++) {
        sp_ruleset *rs = load_shipped_rules(ids[i]);
        assert_non_null(rs);
        assert_int_equal(rs->nai, 0);
        assert_false(rs->ai_prepared);
        free(rs);
    }
}

/* The settings a file gives replace its model's, the others stay, and the rules' hash is the
 * same as without them. */
static void test_settings_apply(void **state)
{
    (void)state;
    sp_ruleset *plain = load_shipped_rules("hk-classic");
    sp_ruleset *tuned = must_parse("hk-classic", "ai = { caution = 0.25; plans = false; deal_cost = 40; hard_margin_open = -0.5; };");
    assert_non_null(plain);
    assert_int_equal(tuned->nai, 4);
    assert_true(tuned->ai_prepared);
    assert_true(tuned->content_hash == plain->content_hash);
    const sp_ai_tuning *a = sp_ai_tuning_of(plain), *b = sp_ai_tuning_of(tuned);
    assert_true(b->defence.caution == 0.25 && b->defence.deal_cost == 40 && !b->bot.plans && b->bot.hard.open == -0.5);
    assert_true(a->defence.caution != 0.25 && a->bot.plans);
    int changed = 0;
    for (int i = 0; sp_ai_setting_name(i); i++) changed += sp_ai_setting_value(plain, i) != sp_ai_setting_value(tuned, i);
    assert_int_equal(changed, 4);
    /* what is not a setting (tables, the network) is the model's */
    assert_memory_equal(a->defence.ready, b->defence.ready, sizeof a->defence.ready);
    assert_ptr_equal(a->defence.net, b->defence.net);
    /* the house-rules diff names each */
    sp_rules_change ch[16];
    int nch = sp_ruleset_changes(plain, tuned, ch, 16);
    int ai = 0;
    for (int i = 0; i < nch && i < 16; i++) ai += ch[i].kind == SP_CHANGE_AI;
    assert_int_equal(ai, 4);
    free(plain);
    free(tuned);
}

static void expect_refused(const char *section, const char *want)
{
    char err[512] = "";
    sp_ruleset *rs = parse_shipped_with("mingjiang", section, err, sizeof err);
    if (rs) fail_msg("accepted: %s", section);
    if (!strstr(err, want)) fail_msg("%s: got \"%s\", want \"%s\"", section, err, want);
}

static void test_wrong_settings_refused(void **state)
{
    (void)state;
    expect_refused("ai = { cautio = 1; };", "ai.cautio: unknown setting 'cautio'");
    expect_refused("ai = { caution = true; };", "ai.caution: expected a number");
    expect_refused("ai = { plans = 1; };", "ai.plans: expected true or false");
    expect_refused("ai = { caution = 1000.5; };", "ai.caution: 1000.5 is out of range (0 to 100)");
    expect_refused("ai = { gref = 0; };", "ai.gref: 0 is out of range");
    expect_refused("ai = { caution = \"high\"; };", "ai.caution: expected a number or true/false");
    expect_refused("ai = { margins = { open = 1; }; };", "ai.margins: expected a number or true/false");
    expect_refused("ai = { expert_own_hard = 1.5; };", "ai.expert_own_hard: 1.5 is not a whole number");
    expect_refused("ai = 3;", "ai: expected a group");
    expect_refused("ai = { caution = 1; caution = 2; };", "duplicate");
    /* the line of the setting */
    char err[512] = "";
    char *base = shipped_text("mingjiang");
    int newlines = 0;
    for (const char *p = base; *p; p++) newlines += *p == '\n';
    free(base);
    /* parse_with puts the section after the file and a newline: "ai = {" is on line newlines + 2 */
    assert_null(parse_shipped_with("mingjiang", "ai = {\n  caution = 1;\n  deal_cost = -3;\n};", err, sizeof err));
    char want[64];
    snprintf(want, sizeof want, "house.rules:%d: ai.deal_cost", newlines + 4);
    if (!strstr(err, want)) fail_msg("got \"%s\", want \"%s\"", err, want);
}

/* The workshop writes the ruleset out and reads it back: the settings survive, to the bit. */
static void test_settings_written_back(void **state)
{
    (void)state;
    sp_ruleset *rs = must_parse("guizhou-xingyi", "ai = { caution = 0.30000000000000004; gref = 0.1; deal_cost = 1000000; "
                                                  "end_value = -1; kong_risk = false; progress_danger = 1e-5; };");
    char err[256];
    char *text = sp_ruleset_write(rs, "a test", rs, err, sizeof err);
    assert_non_null(text);
    sp_ruleset *again = malloc(sizeof *again);
    assert_non_null(again);
    if (sp_ruleset_parse(text, "written.rules", again, err, sizeof err)) fail_msg("%s\n%s", err, text);
    assert_int_equal(again->nai, rs->nai);
    for (int i = 0; i < rs->nai; i++) {
        assert_string_equal(again->ai[i].name, rs->ai[i].name);
        assert_memory_equal(&again->ai[i].value, &rs->ai[i].value, sizeof(double));
    }
    assert_true(again->content_hash == rs->content_hash);
    free(text);
    free(again);
    free(rs);
}

/* Hands of four seats at `levels` (the expert with a small budget and easy playouts): the
 * session refuses every illegal action. Returns a digest of the actions. */
static uint64_t play_hands(const sp_ruleset *rs, const int levels[SP_SEATS], int hands, uint64_t seed0)
{
    sp_session *ss = malloc(sizeof *ss);
    assert_non_null(ss);
    char why[256];
    uint64_t h = 1469598103934665603ULL;
    for (int hand = 0; hand < hands; hand++) {
        uint64_t seed = seed0 + (uint64_t)hand;
        assert_int_equal(sp_session_init(ss, rs, NULL, 0, seed, NULL, 0, why, sizeof why), 0);
        sp_bot bots[SP_SEATS];
        seat_quick_bots(ss, bots, levels, hand, seed);
        play_to_hand_end(ss, seed);
        for (size_t i = 0; i < ss->nlog; i++) {
            char text[32];
            sp_action_format(&ss->log[i].action, text, sizeof text);
            for (const char *c = text; *c; c++) h = (h ^ (unsigned char)*c) * 1099511628211ULL;
        }
        sp_session_free(ss);
    }
    free(ss);
    return h;
}

/* The players play by the file: hard with its danger weighed 40 times over plays other hands. */
static void test_players_play_by_the_settings(void **state)
{
    (void)state;
    static const int hard[SP_SEATS] = {SP_BOT_HARD, SP_BOT_HARD, SP_BOT_HARD, SP_BOT_HARD};
    sp_ruleset *plain = load_shipped_rules("hk-classic");
    sp_ruleset *same = must_parse("hk-classic", "ai = { };");
    sp_ruleset *careful = must_parse("hk-classic", "ai = { caution = 40; claim_caution = 40; future_caution = 40; };");
    assert_non_null(plain);
    uint64_t a = play_hands(plain, hard, 6, 900), b = play_hands(same, hard, 6, 900), c = play_hands(careful, hard, 6, 900);
    assert_true(a == b);
    assert_true(a != c);
    free(plain);
    free(same);
    free(careful);
}

/* The expert's own decisions in its playouts: by normal in Wuhan's record (0 by hard), by hard
 * elsewhere (2), and as a file says. */
static void test_expert_own_decisions_by_the_record(void **state)
{
    (void)state;
    static const int experts[SP_SEATS] = {SP_BOT_EXPERT, SP_BOT_EASY, SP_BOT_EXPERT, SP_BOT_EASY};
    sp_ruleset *wuhan = load_shipped_rules("wuhan-hongzhong"), *mcr = load_shipped_rules("mcr");
    assert_non_null(wuhan);
    assert_non_null(mcr);
    assert_true(sp_ai_tuning_of(wuhan)->bot.expert_own_hard == 0);
    assert_true(sp_ai_tuning_of(mcr)->bot.expert_own_hard == SP_BOT_EXPERT_OWN_HARD);
    sp_ruleset *wuhan0 = must_parse("wuhan-hongzhong", "ai = { expert_own_hard = 0; };");
    sp_ruleset *wuhan2 = must_parse("wuhan-hongzhong", "ai = { expert_own_hard = 2; };");
    sp_ruleset *mcr2 = must_parse("mcr", "ai = { expert_own_hard = 2; };");
    sp_ruleset *mcr0 = must_parse("mcr", "ai = { expert_own_hard = 0; };");
    uint64_t w = play_hands(wuhan, experts, 3, 300), m = play_hands(mcr, experts, 3, 300);
    assert_true(w == play_hands(wuhan0, experts, 3, 300));
    assert_true(w != play_hands(wuhan2, experts, 3, 300));
    assert_true(m == play_hands(mcr2, experts, 3, 300));
    assert_true(m != play_hands(mcr0, experts, 3, 300));
    free(wuhan);
    free(mcr);
    free(wuhan0);
    free(wuhan2);
    free(mcr2);
    free(mcr0);
}

/* A digest of the evaluator's values (6 samples, easy playouts) at the first turns of two or
 * more actions of a few hands of easy players; own: the seat's own decisions by hard (-1: the
 * evaluator's default). */
static uint64_t evaluations(const sp_ruleset *rs, int own)
{
    sp_game *g = malloc(sizeof *g);
    assert_non_null(g);
    char why[256];
    uint64_t h = 1469598103934665603ULL;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        assert_int_equal(sp_game_init(g, rs, NULL, 0, seed, why, sizeof why), 0);
        sp_bot bots[SP_SEATS];
        for (int p = 0; p < g->players; p++) sp_bot_init(&bots[p], SP_BOT_EASY, seed * 4 + (uint64_t)p, NULL);
        for (int evaluated = 0; evaluated < 3 && g->phase != SP_PHASE_HAND_OVER && g->phase != SP_PHASE_MATCH_OVER;) {
            unsigned pending = sp_game_pending(g);
            assert_true(pending != 0);
            int p = __builtin_ctz(pending);
            sp_action_list l;
            assert_true(sp_game_legal(g, p, &l));
            if (g->phase == SP_PHASE_TURN && l.n >= 2 && !l.false_win && sp_game_wall_left(g) % 7 == 0) {
                sp_eval_config cfg;
                sp_eval_config_default(&cfg);
                cfg.samples = 6;
                cfg.seed = seed;
                cfg.playout_level = SP_BOT_EASY;
                if (own >= 0) cfg.own_decisions = own;
                sp_eval_result r;
                assert_int_equal(sp_evaluate(g, p, &cfg, &r, why, sizeof why), 0);
                for (int i = 0; i < r.n; i++) h = (h ^ (uint64_t)(int64_t)llround(r.mean[i] * 1000)) * 1099511628211ULL;
                evaluated++;
            }
            sp_view v;
            sp_game_view(g, p, &v);
            sp_action a = sp_bot_choose(&bots[p], &v, &l);
            assert_int_equal(sp_game_apply(g, p, &a, why, sizeof why), 0);
        }
    }
    free(g);
    return h;
}

/* The evaluator's default (the review, `evaluate`, the problem sets) values as the model's
 * expert searches: the seat's own decisions by hard as many as the record or the file says. */
static void test_evaluator_own_decisions_by_the_record(void **state)
{
    (void)state;
    sp_ruleset *wuhan = load_shipped_rules("wuhan-hongzhong"), *mcr = load_shipped_rules("mcr");
    sp_ruleset *wuhan2 = must_parse("wuhan-hongzhong", "ai = { expert_own_hard = 2; };");
    sp_ruleset *mcr0 = must_parse("mcr", "ai = { expert_own_hard = 0; };");
    assert_non_null(wuhan);
    assert_non_null(mcr);
    uint64_t w = evaluations(wuhan, -1), m = evaluations(mcr, -1);
    assert_true(w == evaluations(wuhan, 0));
    assert_true(w != evaluations(wuhan, 2));
    assert_true(evaluations(wuhan2, -1) == evaluations(wuhan2, 2));
    assert_true(m == evaluations(mcr, SP_BOT_EXPERT_OWN_HARD));
    assert_true(m != evaluations(mcr, 0));
    assert_true(evaluations(mcr0, -1) == evaluations(mcr0, 0));
    free(wuhan);
    free(mcr);
    free(wuhan2);
    free(mcr0);
}

/* Every setting at its lowest, then at its highest, in every ruleset: legal play at every level. */
static void test_settings_at_their_ends(void **state)
{
    (void)state;
    static const int levels[SP_SEATS] = {SP_BOT_EXPERT, SP_BOT_HARD, SP_BOT_NORMAL, SP_BOT_EASY};
    char ids[MAX_SHIPPED][SP_ID_LEN];
    int nids = shipped_ruleset_ids(ids);
    for (int end = 0; end < 2; end++) {
        char section[4096] = "ai = {\n";
        for (int i = 0; sp_ai_setting_name(i); i++) {
            double lo, hi;
            sp_ai_setting_range(i, &lo, &hi);
            size_t w = strlen(section);
            if (sp_ai_setting_is_bool(i)) snprintf(section + w, sizeof section - w, "  %s = %s;\n", sp_ai_setting_name(i), end ? "true" : "false");
            else snprintf(section + w, sizeof section - w, "  %s = %.17g;\n", sp_ai_setting_name(i), end ? hi : lo);
        }
        snprintf(section + strlen(section), sizeof section - strlen(section), "};\n");
        for (int r = 0; r < nids; r++) {
            sp_ruleset *rs = must_parse(ids[r], section);
            play_hands(rs, levels, 2, 40 + (uint64_t)end);
            free(rs);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings_listed),
        cmocka_unit_test(test_shipped_files_set_nothing),
        cmocka_unit_test(test_settings_apply),
        cmocka_unit_test(test_wrong_settings_refused),
        cmocka_unit_test(test_settings_written_back),
        cmocka_unit_test(test_players_play_by_the_settings),
        cmocka_unit_test(test_expert_own_decisions_by_the_record),
        cmocka_unit_test(test_evaluator_own_decisions_by_the_record),
        cmocka_unit_test(test_settings_at_their_ends),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
