/* test_ruleset_edit.c: the house-rules editor's logic (table/ruleset_edit*.c, ruleset_write.c,
 * ruleset_changes.c): a written ruleset loads back to the same parsed ruleset; an edited one is
 * saved, reloaded and compared field by field; saving never replaces a shipped file and never
 * writes a file the loader refuses, whatever the widgets are set to. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/payments.h"
#include "core/rng.h"
#include "rules_fixture.h"
#include "ruleset_same.h"
#include "table/ruleset_changes.h"
#include "table/ruleset_edit.h"
#include "table/ruleset_edit_save.h"
#include "table/ruleset_samples.h"
#include "table/ruleset_write.h"
#include "test_util.h"

static char shipped[MAX_SHIPPED][SP_ID_LEN];
static int nshipped;
static char tmpdir[256];

static void assert_same(const sp_ruleset *a, const sp_ruleset *b, const char *what)
{
    char why[200];
    if (!ruleset_same(a, b, why, sizeof why)) fail_msg("%s: %s differs", what, why);
}

/* Every shipped ruleset, written and read back, is the same parsed ruleset. */
static void test_written_ruleset_loads_back_the_same(void **state)
{
    (void)state;
    sp_ruleset *back = malloc(sizeof *back);
    for (int i = 0; i < nshipped; i++) {
        sp_ruleset *rs = load_shipped_rules(shipped[i]);
        assert_non_null(rs);
        char err[600];
        char *text = sp_ruleset_write(rs, "a header\nof two lines", NULL, err, sizeof err);
        assert_non_null(text);
        if (sp_ruleset_parse(text, shipped[i], back, err, sizeof err)) fail_msg("%s written: %s", shipped[i], err);
        assert_same(rs, back, shipped[i]);
        free(text);
        free(rs);
    }
    free(back);
}

/* hk-classic with the minimum at 1, 混一色 at 2 fan, 無花 left out, saved and reloaded. */
static void test_edited_ruleset_saved_and_reloaded(void **state)
{
    (void)state;
    sp_ruleset *base = load_shipped_rules("hk-classic"), *back = malloc(sizeof *back);
    assert_non_null(base);
    sp_rules_edit e;
    assert_int_equal(sp_rules_edit_start(&e, base, "hk-house"), 0);
    assert_true(e.ok);
    sp_rules_edit_set_name(&e, SP_LANG_ZH_HANT_, "屋企規矩 \"引號\" \\ 斜線");
    int min_fan = sp_ruleset_option(base, "min_fan"), hunyise = sp_ruleset_pattern(base, "hunyise");
    int wuhua = sp_ruleset_pattern(base, "wuhua");
    assert_true(min_fan >= 0 && hunyise >= 0 && wuhua >= 0);
    for (int k = 0; k < 2; k++) sp_rules_edit_step_option(&e, min_fan, -1); /* 3 -> 1 */
    assert_int_equal(sp_rules_edit_step_pattern(&e, hunyise, -1), 2);
    assert_true(sp_rules_edit_toggle_pattern(&e, wuhua));
    assert_int_equal(sp_rules_edit_check(&e), 0);
    char path[1200], err[600];
    if (sp_rules_edit_save(&e, tmpdir, path, sizeof path, err, sizeof err)) fail_msg("%s", err);
    if (sp_ruleset_load_file(path, back, err, sizeof err)) fail_msg("%s", err);
    assert_same(e.checked, back, "the saved file");
    /* the reloaded file has exactly the edits */
    assert_string_equal(back->id, "hk-house");
    assert_string_equal(back->names[SP_LANG_ZH_HANT_], "屋企規矩 \"引號\" \\ 斜線");
    assert_int_equal(back->options[sp_ruleset_option(back, "min_fan")].def, 1);
    assert_int_equal(back->patterns[sp_ruleset_pattern(back, "hunyise")].value, 2);
    assert_int_equal(sp_ruleset_pattern(back, "wuhua"), -1);
    assert_int_equal(back->npatterns, base->npatterns - 1);
    for (int i = 0; i < back->npatterns; i++)
        for (int k = 0; k < back->patterns[i].nexcludes; k++)
            assert_string_not_equal(back->patterns[back->patterns[i].excludes[k]].id, "wuhua");
    /* and the changes say so, field by field */
    sp_rules_change ch[16];
    int n = sp_ruleset_changes(base, back, ch, 16);
    assert_int_equal(n, 4);
    assert_int_equal(ch[0].kind, SP_CHANGE_NAME);
    assert_int_equal(ch[0].lang, SP_LANG_ZH_HANT_);
    int kinds = 0;
    for (int i = 1; i < n; i++) {
        if (ch[i].kind == SP_CHANGE_PATTERN_VALUE) {
            assert_int_equal(ch[i].a, hunyise);
            assert_int_equal(ch[i].from, 3);
            assert_int_equal(ch[i].to, 2);
            kinds |= 1;
        } else if (ch[i].kind == SP_CHANGE_PATTERN_GONE) {
            assert_int_equal(ch[i].a, wuhua);
            kinds |= 2;
        } else if (ch[i].kind == SP_CHANGE_OPTION_DEFAULT) {
            assert_int_equal(ch[i].a, min_fan);
            assert_int_equal(ch[i].from, 3);
            assert_int_equal(ch[i].to, 1);
            kinds |= 4;
        }
    }
    assert_int_equal(kinds, 7);
    /* the file says where each value came from */
    char *text = read_text_file(path);
    assert_non_null(strstr(text, "default = 1; min = 0; max = 13;  # hk-classic: 3"));
    free(text);
    unlink(path);
    sp_rules_edit_free(&e);
    free(back);
    free(base);
}

/* A shipped id, a malformed id or an empty one is never saved. */
static void test_save_refuses_shipped_and_bad_ids(void **state)
{
    (void)state;
    sp_ruleset *base = load_shipped_rules("mingjiang");
    sp_rules_edit e;
    assert_int_equal(sp_rules_edit_start(&e, base, "hk-classic"), 0);
    char path[1200], err[600], problem[800];
    sp_rules_edit_save_problem(&e, problem, sizeof problem);
    assert_true(!strncmp(problem, "edit.shipped_id|", 16));
    assert_int_equal(sp_rules_edit_save(&e, tmpdir, path, sizeof path, err, sizeof err), -1);
    snprintf(path, sizeof path, "%s/hk-classic.rules", tmpdir);
    assert_int_equal(access(path, F_OK), -1);
    static const char *const bad[] = {"", "Upper", "with space", "a/b", "caf\xc3\xa9", "a.rules"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        sp_rules_edit_set_id(&e, bad[i]);
        sp_rules_edit_check(&e);
        assert_int_equal(sp_rules_edit_save(&e, tmpdir, path, sizeof path, err, sizeof err), -1);
    }
    sp_rules_edit_set_id(&e, "mj-house");
    sp_rules_edit_check(&e);
    if (sp_rules_edit_save(&e, tmpdir, path, sizeof path, err, sizeof err)) fail_msg("%s", err);
    unlink(path);
    sp_rules_edit_free(&e);
    free(base);
}

/* The widgets pressed at random, the id and names typed at random (quotes, backslashes,
 * control characters, long texts): every file saved loads, to what the editor checked, and the
 * sample hands score under the rules it ends with. */
static void test_random_widgets_never_save_an_invalid_file(void **state)
{
    (void)state;
    sp_rng rng;
    sp_rng_seed(&rng, 2026);
    sp_ruleset *back = malloc(sizeof *back);
    int saved = 0, refused = 0;
    for (int i = 0; i < nshipped; i++) {
        sp_ruleset *base = load_shipped_rules(shipped[i]);
        sp_rules_edit e;
        assert_int_equal(sp_rules_edit_start(&e, base, "house"), 0);
        for (int step = 0; step < 300; step++) {
            int what = (int)sp_rng_below(&rng, 8), d = sp_rng_below(&rng, 2) ? 1 : -1;
            if (what == 7) sp_rules_edit_step_payment(&e, (int)sp_rng_below(&rng, SP_PAY_KEYS + 1) - (d < 0), d); /* and keys out of range */
            else if (what == 6) { /* a price: any parameter's value */
                int p = (int)sp_rng_below(&rng, (uint32_t)base->nparams);
                int n = base->params[p].nvalues;
                for (int k = (int)sp_rng_below(&rng, 40); k >= 0 && n > 0; k--)
                    sp_rules_edit_step_param(&e, p, (int)sp_rng_below(&rng, (uint32_t)n), d);
            } else if (what == 0 && base->noptions) sp_rules_edit_step_option(&e, (int)sp_rng_below(&rng, (uint32_t)base->noptions), d);
            else if (what == 1) sp_rules_edit_step_pattern(&e, (int)sp_rng_below(&rng, (uint32_t)base->npatterns), d);
            else if (what == 2) sp_rules_edit_toggle_pattern(&e, (int)sp_rng_below(&rng, (uint32_t)base->npatterns));
            else if (what >= 3) {
                char text[120];
                int len = (int)sp_rng_below(&rng, sizeof text);
                static const char alphabet[] = "abz09-_ A\"\\\n\t#;={}()[]\x01\xe5\xb1\x8b";
                for (int k = 0; k < len; k++) text[k] = alphabet[sp_rng_below(&rng, sizeof alphabet - 1)];
                text[len] = 0;
                if (what == 3) sp_rules_edit_set_id(&e, sp_rng_below(&rng, 2) ? text : "house-x");
                else sp_rules_edit_set_name(&e, (int)sp_rng_below(&rng, SP_NLANGS), text);
            }
            sp_rules_edit_check(&e);
            char path[1200], err[600];
            if (sp_rules_edit_save(&e, tmpdir, path, sizeof path, err, sizeof err)) {
                refused++;
                assert_true(!e.ok || !sp_rules_id_ok(e.edit->id));
                continue;
            }
            saved++;
            if (sp_ruleset_load_file(path, back, err, sizeof err)) fail_msg("%s saved a file the loader refuses: %s", shipped[i], err);
            assert_same(e.checked, back, shipped[i]);
            unlink(path);
        }
        /* the sample hands score under the last rules the editor accepted (the sanitizer
         * build catches what would crash) */
        sp_samples samples;
        char err[600];
        if (sp_samples_load(&samples, shipped[i], err, sizeof err)) fail_msg("%s", err);
        for (int k = 0; e.ok && k < samples.n; k++) {
            sp_sample_answer a;
            sp_sample_score(e.checked, samples.s[k].request, &a);
        }
        sp_samples_free(&samples);
        sp_rules_edit_free(&e);
        free(base);
    }
    printf("random widgets: %d saved, %d refused\n", saved, refused);
    assert_true(saved > 100 && refused > 100);
    free(back);
}

/* A price steps by 1, 10 or 100 with its size, both ways, and stays within 0..SP_EDIT_PRICE_MAX;
 * the saved file holds it. */
static void test_price_steps(void **state)
{
    (void)state;
    sp_ruleset *base = load_shipped_rules("hk-classic");
    sp_rules_edit e;
    assert_int_equal(sp_rules_edit_start(&e, base, "hk-prices"), 0);
    int p = -1;
    for (int i = 0; i < base->nparams; i++)
        if (!strcmp(base->params[i].name, "payment.discard.banla")) p = i;
    assert_true(p >= 0);
    int32_t *v = &e.edit->params[p].values[4];
    assert_int_equal(*v, 16);
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, 1), 17);
    *v = 99;
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, 1), 100);
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, 1), 110);
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, -1), 100);
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, -1), 99);
    *v = 1000;
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, -1), 990);
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, 1), 1000);
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, 1), 1100);
    *v = 0;
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, -1), 0);
    *v = SP_EDIT_PRICE_MAX;
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, 1), SP_EDIT_PRICE_MAX);
    *v = -50; /* a hand-edited base below zero comes back to zero, not below */
    assert_int_equal(sp_rules_edit_step_param(&e, p, 4, -1), 0);
    /* out of range asks change nothing */
    assert_int_equal(sp_rules_edit_step_param(&e, p, 99, 1), 0);
    assert_int_equal(sp_rules_edit_step_param(&e, -1, 0, 1), 0);
    assert_int_equal(sp_rules_edit_step_param(&e, base->nparams, 0, 1), 0);
    *v = 20;
    assert_int_equal(sp_rules_edit_check(&e), 0);
    const sp_param *saved = sp_ruleset_param(e.checked, "payment.discard.banla");
    assert_non_null(saved);
    assert_int_equal(saved->values[4], 20);
    assert_int_equal(saved->values[3], 8);
    sp_rules_edit_free(&e);
    free(base);
}

/* Who pays: the editor offers the strategies the model can price and whose numbers the rules
 * have, cycles through them, and a changed one is saved, listed as a change and reloaded. */
static void test_payment_steps(void **state)
{
    (void)state;
    sp_ruleset *hk = load_shipped_rules("hk-classic"), *mj = load_shipped_rules("mingjiang"), *gz = load_shipped_rules("guizhou-xingyi");
    sp_ruleset *back = malloc(sizeof *back);
    assert_true(hk && mj && gz && back);
    assert_int_equal(sp_rules_payment_choices(hk, SP_PAY_DISCARD), 1);
    assert_int_equal(sp_rules_payment_choices(hk, SP_PAY_LIABILITY), 2);
    assert_int_equal(sp_rules_payment_choices(hk, SP_PAY_DEALER), 1); /* no dealer factors in its params */
    assert_int_equal(sp_rules_payment_choices(mj, SP_PAY_DEALER), 2);
    assert_int_equal(sp_rules_payment_choices(mj, SP_PAY_LIABILITY), 0);
    for (int k = 0; k < SP_PAY_KEYS; k++) assert_int_equal(sp_rules_payment_choices(gz, k), 0);
    sp_rules_edit e;
    assert_int_equal(sp_rules_edit_start(&e, hk, "hk-house"), 0);
    assert_int_equal(sp_rules_edit_step_payment(&e, SP_PAY_LIABILITY, 1), SP_LIABLE_SELF_DRAW);
    assert_int_equal(sp_rules_edit_step_payment(&e, SP_PAY_LIABILITY, 1), SP_LIABLE_HALF);
    assert_int_equal(sp_rules_edit_step_payment(&e, SP_PAY_LIABILITY, -1), SP_LIABLE_SELF_DRAW);
    assert_int_equal(sp_rules_edit_step_payment(&e, SP_PAY_DEALER, 1), SP_DEALER_EVEN);
    assert_int_equal(sp_rules_edit_check(&e), 0);
    assert_true(e.checked->content_hash != hk->content_hash);
    sp_rules_change ch[8];
    int n = sp_ruleset_changes(hk, e.checked, ch, 8), found = 0;
    for (int i = 0; i < n && i < 8; i++)
        if (ch[i].kind == SP_CHANGE_PAYMENT) {
            assert_int_equal(ch[i].a, SP_PAY_LIABILITY);
            assert_int_equal(ch[i].from, SP_LIABLE_HALF);
            assert_int_equal(ch[i].to, SP_LIABLE_SELF_DRAW);
            found++;
        }
    assert_int_equal(found, 1);
    char path[1200], err[600];
    if (sp_rules_edit_save(&e, tmpdir, path, sizeof path, err, sizeof err)) fail_msg("%s", err);
    if (sp_ruleset_load_file(path, back, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(back->payments[SP_PAY_LIABILITY], SP_LIABLE_SELF_DRAW);
    assert_same(e.checked, back, "the saved file");
    unlink(path);
    sp_rules_edit_free(&e);
    /* mingjiang's dealer: factors <-> even */
    assert_int_equal(sp_rules_edit_start(&e, mj, "mj-house"), 0);
    assert_int_equal(sp_rules_edit_step_payment(&e, SP_PAY_DEALER, 1), SP_DEALER_EVEN);
    assert_int_equal(sp_rules_edit_check(&e), 0);
    assert_int_equal(e.checked->payments[SP_PAY_DEALER], SP_DEALER_EVEN);
    sp_rules_edit_free(&e);
    free(hk);
    free(mj);
    free(gz);
    free(back);
}

/* The sample panel's count on a fixed edit: hk-classic's limit lowered from 10 fan to 8 changes
 * the answers of exactly the worked examples worth more than 8 fan under the base and the false
 * wins, whose penalty is the limit's price (rules/hk-classic.md §3.5) - of those whose request
 * does not set the limit itself - and no other. */
static void test_lower_limit_changes_exactly_the_hands_above_it(void **state)
{
    (void)state;
    sp_ruleset *base = load_shipped_rules("hk-classic");
    sp_samples samples;
    char err[600];
    if (sp_samples_load(&samples, "hk-classic", err, sizeof err)) fail_msg("%s", err);
    assert_true(samples.n >= 50);
    sp_rules_edit e;
    assert_int_equal(sp_rules_edit_start(&e, base, "hk-low-limit"), 0);
    int limit = sp_ruleset_option(base, "limit_fan");
    sp_rules_edit_step_option(&e, limit, -1);
    sp_rules_edit_step_option(&e, limit, -1);
    assert_int_equal(sp_rules_edit_check(&e), 0);
    assert_string_equal(e.checked->options[limit].choices[e.checked->options[limit].def], "8");
    int changed = 0, above = 0;
    for (int i = 0; i < samples.n; i++) {
        sp_sample_answer a, b;
        sp_sample_score(base, samples.s[i].request, &a);
        sp_sample_score(e.checked, samples.s[i].request, &b);
        /* a request may set the limit, or a preset that has its own (rules/hk-classic.md §4.6) */
        bool sets_limit = strstr(samples.s[i].request, "\"limit_fan\"") || strstr(samples.s[i].request, "\"scoring_preset\"");
        bool penalty = a.scored && !a.valid && (a.payments[0] || a.payments[1] || a.payments[2] || a.payments[3]);
        bool expect = a.scored && ((a.valid && a.fan > 8) || penalty) && !sets_limit;
        if (sp_sample_changed(&a, &b) != expect)
            fail_msg("%s: %d fan under the base, %d under the lower limit: %s", samples.s[i].id, (int)a.fan, (int)b.fan,
                     expect ? "should have changed" : "should not have changed");
        changed += sp_sample_changed(&a, &b);
        above += expect;
        if (expect && !penalty) assert_int_equal(b.fan, 8);
    }
    printf("limit 10 -> 8 fan: %d of %d sample answers changed\n", changed, samples.n);
    assert_int_equal(changed, above);
    assert_true(changed >= 3);
    sp_rules_edit_free(&e);
    sp_samples_free(&samples);
    free(base);
}

int main(void)
{
    nshipped = shipped_ruleset_ids(shipped);
    snprintf(tmpdir, sizeof tmpdir, "/tmp/sparrow-test-edit-%d/rules", (int)getpid());
    /* the shipped files are found through the source tree; the player's folder is elsewhere */
    setenv("XDG_DATA_HOME", "/nonexistent-sparrow-test", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_written_ruleset_loads_back_the_same),
        cmocka_unit_test(test_edited_ruleset_saved_and_reloaded),
        cmocka_unit_test(test_save_refuses_shipped_and_bad_ids),
        cmocka_unit_test(test_random_widgets_never_save_an_invalid_file),
        cmocka_unit_test(test_lower_limit_changes_exactly_the_hands_above_it),
        cmocka_unit_test(test_price_steps),
        cmocka_unit_test(test_payment_steps),
    };
    int r = cmocka_run_group_tests(tests, NULL, NULL);
    rmdir(tmpdir); /* each test removed its files */
    *strrchr(tmpdir, '/') = 0;
    rmdir(tmpdir);
    return r;
}
