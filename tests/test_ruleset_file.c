/* test_ruleset_file.c: every shipped ruleset loads; broken files give errors naming file,
 * line and field, and never crash. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/model.h"
#include "rules_fixture.h"
#include "table/ruleset_file.h"
#include "test_util.h"

static char shipped[MAX_SHIPPED][SP_ID_LEN];
static int nshipped;

static char *shipped_text(const char *id)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/rules/%s.rules", SPARROW_SOURCE_DATA_DIR, id);
    return read_text_file(path);
}

static void test_every_shipped_ruleset_loads(void **state)
{
    (void)state;
    sp_ruleset *rs = malloc(sizeof *rs);
    for (int i = 0; i < nshipped; i++) {
        char err[512] = "";
        if (sp_ruleset_load(shipped[i], rs, err, sizeof err)) fail_msg("%s: %s", shipped[i], err);
        assert_string_equal(rs->id, shipped[i]);
        assert_true(rs->npatterns > 5);
        for (int p = 0; p < rs->npatterns; p++)
            for (int l = 0; l < SP_NLANGS; l++) assert_true(rs->patterns[p].names[l][0] != 0);
    }
    free(rs);
}

/* A copy of `text` with every `evaluator = "now"` written as `evaluator = "was"`; *count: how
 * many were replaced. */
static char *with_earlier_names(const char *text, const sp_evaluator_rename *renamed, int *count)
{
    size_t cap = strlen(text) * 2 + 1;
    char *out = malloc(cap);
    size_t w = 0;
    for (const char *t = text; *t;) {
        const sp_evaluator_rename *hit = NULL;
        char now[96];
        for (const sp_evaluator_rename *r = renamed; r && r->was && !hit; r++) {
            snprintf(now, sizeof now, "evaluator = \"%s\"", r->now);
            if (!strncmp(t, now, strlen(now))) hit = r;
        }
        if (hit) {
            w += (size_t)snprintf(out + w, cap - w, "evaluator = \"%s\"", hit->was);
            t += strlen("evaluator = \"\"") + strlen(hit->now);
            (*count)++;
        } else {
            out[w++] = *t++;
        }
    }
    out[w] = 0;
    return out;
}

/* The content hash the committed problem set of `id` was made with (0 when it has none). */
static uint64_t problem_set_hash(const char *id)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/tests/data/problems/%s.jsonl", SPARROW_SOURCE_DATA_DIR, id);
    char *text = read_text_file(path);
    const char *at = text ? strstr(text, "\"content_hash\":\"") : NULL;
    uint64_t h = at ? strtoull(at + strlen("\"content_hash\":\""), NULL, 16) : 0;
    free(text);
    return h;
}

/* A file written with an evaluator's earlier name (one_suit, kong_bloom, heavenly_win ...) loads
 * as the shipped file does: the same evaluators and the same hash, so its saves still match. */
static void test_earlier_evaluator_names(void **state)
{
    (void)state;
    sp_ruleset *now = malloc(sizeof *now), *was = malloc(sizeof *was);
    int total = 0;
    for (int i = 0; i < nshipped; i++) {
        char err[512] = "";
        if (sp_ruleset_load(shipped[i], now, err, sizeof err)) fail_msg("%s: %s", shipped[i], err);
        char *text = shipped_text(shipped[i]);
        int count = 0;
        char *old = with_earlier_names(text, sp_model_of(now)->renamed, &count);
        if (sp_ruleset_parse(old, shipped[i], was, err, sizeof err)) fail_msg("%s with earlier names: %s", shipped[i], err);
        assert_int_equal(was->npatterns, now->npatterns);
        for (int p = 0; p < now->npatterns; p++) assert_string_equal(was->patterns[p].evaluator, now->patterns[p].evaluator);
        assert_true(was->content_hash == now->content_hash);
        /* and the rename left the hash saves were made with (a problem set is such a save) */
        uint64_t saved = problem_set_hash(shipped[i]);
        if (saved && saved != now->content_hash)
            fail_msg("%s: hash %016llx, its problem set was made with %016llx", shipped[i], (unsigned long long)now->content_hash,
                     (unsigned long long)saved);
        total += count;
        free(old);
        free(text);
    }
    assert_true(total >= 20); /* the five original rulesets use 20 renamed evaluators */
    free(now);
    free(was);
}

/* One name a concept: no model still offers a name another model has given up. */
static void test_no_earlier_name_in_use(void **state)
{
    (void)state;
    for (int a = 0; a < SP_MODEL_COUNT; a++)
        for (const sp_evaluator_rename *r = sp_model_at(a)->renamed; r && r->was; r++)
            for (int b = 0; b < SP_MODEL_COUNT; b++)
                for (const char *const *e = sp_model_at(b)->evaluators; e && *e; e++)
                    if (!strcmp(*e, r->was)) fail_msg("model %s offers %s, which model %s renamed %s", sp_model_at(b)->name, *e, sp_model_at(a)->name, r->now);
}

/* Every option of every shipped ruleset has its help text in every language (the New-game
 * screen shows it): the missing ones are all listed in one failure. */
static void test_option_help(void **state)
{
    (void)state;
    static const char *lang_names[SP_NLANGS] = {"zh_Hant", "zh_Hans", "en"};
    sp_ruleset *rs = malloc(sizeof *rs);
    char missing[4096] = "";
    size_t n = 0;
    int checked = 0, nmissing = 0;
    for (int i = 0; i < nshipped; i++) {
        char err[512] = "";
        if (sp_ruleset_load(shipped[i], rs, err, sizeof err)) fail_msg("%s: %s", shipped[i], err);
        for (int o = 0; o < rs->noptions; o++, checked++)
            for (int l = 0; l < SP_NLANGS; l++) {
                if (rs->options[o].help[l][0]) continue;
                nmissing++;
                if (n < sizeof missing - 100)
                    n += (size_t)snprintf(missing + n, sizeof missing - n, " %s:%s/%s", shipped[i], rs->options[o].id,
                                          lang_names[l]);
            }
    }
    free(rs);
    if (nmissing) fail_msg("%d option help texts missing:%s", nmissing, missing);
    assert_true(checked > 80);
}

/* Every choice of every shipped ruleset has a name in every language (not its id), and the
 * lookups fall back to the id for a choice without labels. */
static void test_choice_labels(void **state)
{
    (void)state;
    sp_ruleset *rs = malloc(sizeof *rs);
    int labelled = 0;
    for (int i = 0; i < nshipped; i++) {
        char err[512] = "";
        if (sp_ruleset_load(shipped[i], rs, err, sizeof err)) fail_msg("%s: %s", shipped[i], err);
        for (int o = 0; o < rs->noptions; o++) {
            const sp_option_def *d = &rs->options[o];
            if (d->type != SP_OPT_CHOICE) continue;
            if (d->label0 < 0) fail_msg("%s: option %s has no choice labels", shipped[i], d->id);
            for (int c = 0; c < d->nchoices; c++, labelled++)
                for (int l = 0; l < SP_NLANGS; l++) {
                    const char *name = sp_ruleset_choice_name(rs, o, c, l);
                    assert_true(name[0] != 0);
                    assert_ptr_not_equal(name, d->choices[c]);
                }
        }
    }
    assert_true(labelled > 40);
    int o = sp_ruleset_option(rs, "fapai");
    assert_true(o < 0); /* (the last one loaded is wuhan) */
    char lerr[512] = "";
    if (sp_ruleset_load("guizhou-xingyi", rs, lerr, sizeof lerr)) fail_msg("%s", lerr);
    o = sp_ruleset_option(rs, "fapai");
    assert_true(o >= 0);
    assert_string_equal(sp_ruleset_choice_name(rs, o, 2, SP_LANG_EN_), "Void suit (定缺)");
    assert_string_equal(sp_ruleset_choice_name(rs, o, 2, SP_LANG_ZH_HANT_), "缺一門");
    assert_true(strstr(sp_ruleset_choice_help(rs, o, 2, SP_LANG_EN_), "no win") != NULL);
    /* a file without labels (the format before them) still loads: the ids are shown */
    char *base = shipped_text("guizhou-xingyi");
    char *from = strstr(base, "    choice_labels = (");
    assert_non_null(from);
    char *to = strstr(from, "    ); }");
    assert_non_null(to);
    memmove(from, to + strlen("    );"), strlen(to + strlen("    );")) + 1);
    char err[512] = "";
    if (sp_ruleset_parse(base, "old.rules", rs, err, sizeof err)) fail_msg("%s", err);
    int r = sp_ruleset_option(rs, "renshu");
    assert_true(r >= 0 && rs->options[r].label0 < 0);
    assert_string_equal(sp_ruleset_choice_name(rs, r, 1, SP_LANG_EN_), "3");
    assert_string_equal(sp_ruleset_choice_help(rs, r, 1, SP_LANG_EN_), "");
    assert_string_equal(sp_ruleset_choice_name(rs, r, 7, SP_LANG_EN_), ""); /* out of range */
    free(base);
    free(rs);
}

static void test_broken_choice_labels(void **state);

/* Replaces the first occurrence of `from` in text by `to`; returns a new string. */
static char *replace(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t n = strlen(text) - strlen(from) + strlen(to) + 1;
    char *out = malloc(n);
    assert_non_null(out);
    snprintf(out, n, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    return out;
}

static void expect_error(const char *text, const char *must_contain)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    char err[512] = "";
    int r = sp_ruleset_parse(text, "broken.rules", rs, err, sizeof err);
    free(rs);
    if (r == 0) fail_msg("expected an error containing '%s'", must_contain);
    if (!strstr(err, must_contain)) fail_msg("error '%s' does not contain '%s'", err, must_contain);
    /* every message names the file and a line */
    assert_true(strncmp(err, "broken.rules:", 13) == 0);
}

static void test_broken_files(void **state)
{
    (void)state;
    char *base = shipped_text("hk-classic");
    char *t;
    expect_error("format = 1; id = ", "syntax");
    t = replace(base, "format = 1;", "format = 2;");
    expect_error(t, "format: version 2 is not supported");
    free(t);
    t = replace(base, "format = 1;", "format = \"one\";");
    expect_error(t, "format: expected a whole number");
    free(t);
    t = replace(base, "format = 1;", "format = 1; colour = \"red\";");
    expect_error(t, "file: unknown field 'colour'");
    free(t);
    t = replace(base, "model = \"hk_classic\";", "model = \"riichi\";");
    expect_error(t, "model: unknown scoring model 'riichi'");
    free(t);
    t = replace(base, "evaluator = \"", "evaluator = \"no_such_");
    expect_error(t, ".evaluator: model 'hk_classic' has no evaluator 'no_such_");
    free(t);
    t = replace(base, "players = [4, 4];", "players = [5, 4];");
    expect_error(t, "table.players: players must satisfy");
    free(t);
    t = replace(base, "shapes = [", "shapes = [\"eight_pairs\", ");
    expect_error(t, "table.shapes: unknown shape 'eight_pairs'");
    free(t);
    t = replace(base, "excludes = [", "excludes = [\"no_such_pattern\", ");
    expect_error(t, "unknown pattern 'no_such_pattern'");
    free(t);
    free(base);
    /* Wuhan's tile numbers and pi count: out of range they would index past a hand's counts
     * (the house-rules editor's Prices tab could step fixed_special to 8) */
    base = shipped_text("wuhan-hongzhong");
    t = replace(base, "fixed_special = 7;", "fixed_special = 8;");
    expect_error(t, "params.wildcard.fixed_special is 8");
    free(t);
    t = replace(base, "fixed_special = 7;", "fixed_special = 0;");
    expect_error(t, "params.wildcard.fixed_special is 0");
    free(t);
    t = replace(base, "pi_before = 1;", "pi_before = 2000000000;");
    expect_error(t, "params.wildcard.pi_before is 2000000000");
    free(t);
    t = replace(base, "honour_cycle = [1, 2, 3, 4, 6, 5];", "honour_cycle = [1, 2, 3, 4, 6, 9];");
    expect_error(t, "params.wildcard.honour_cycle[5] is 9");
    free(t);
    t = replace(base, "fixed_special = 7;", "fixed_special = 5;"); /* another honour in range loads */
    sp_ruleset *rs = malloc(sizeof *rs);
    char err[512] = "";
    if (sp_ruleset_parse(t, "ok.rules", rs, err, sizeof err)) fail_msg("%s", err);
    free(rs);
    free(t);
    free(base);
}

static void test_broken_choice_labels(void **state)
{
    (void)state;
    char *base = shipped_text("wuhan-hongzhong");
    char *t = replace(base, "},\n      { name = { zh_Hant = \"400\"; zh_Hans = \"400\"; en = \"400\"; }; }", "}");
    expect_error(t, "options[jinding].choice_labels: expected a list of 2 labels");
    free(t);
    t = replace(base, "en = \"400\"; }; }", "en = \"400\"; }; colour = 1; }");
    expect_error(t, "options[jinding].choice_labels[400]: unknown field 'colour'");
    free(t);
    t = replace(base, "zh_Hans = \"400\"; en = \"400\"; }; }", "zh_Hans = \"400\"; }; }");
    expect_error(t, "options[jinding].choice_labels[400].name.en: missing");
    free(t);
    t = replace(base, "en = \"400\"; }; }", "en = \"400 is a number far too long for the label of a choice in any language\"; }; }");
    expect_error(t, "choice_labels[400].name.en");
    free(t);
    free(base);
    base = shipped_text("guizhou-xingyi");
    t = replace(base, "type = \"bool\";", "type = \"bool\"; choice_labels = ( { name = { zh_Hant = \"a\"; zh_Hans = \"a\"; en = \"a\"; }; } );");
    expect_error(t, "only a choice option has choice labels");
    free(t);
    free(base);
}

/* A minimal ruleset text of the hk_classic model with the given pattern list. */
static char *minimal(const char *patterns)
{
    size_t n = strlen(patterns) + 1024;
    char *t = malloc(n);
    assert_non_null(t);
    snprintf(t, n,
             "format = 1; id = \"mini\"; model = \"hk_classic\";\n"
             "name = { zh_Hant = \"a\"; zh_Hans = \"a\"; en = \"a\"; };\n"
             "unit = { zh_Hant = \"a\"; zh_Hans = \"a\"; en = \"a\"; };\n"
             "table = { players = [4, 4]; shapes = [\"regular\"]; };\n"
             "patterns = (%s);\n",
             patterns);
    return t;
}

static void test_implies_cycle(void **state)
{
    (void)state;
    char *base = shipped_text("hk-classic");
    sp_ruleset *rs = malloc(sizeof *rs);
    char err[512], pats[1024];
    assert_int_equal(sp_ruleset_parse(base, "x", rs, err, sizeof err), 0);
    const char *ev = rs->patterns[0].evaluator;
    const char *names = "name = { zh_Hant = \"a\"; zh_Hans = \"a\"; en = \"a\"; }; value = 1;";
    snprintf(pats, sizeof pats,
             "{ id = \"a\"; %s evaluator = \"%s\"; implies = [\"b\"]; },\n"
             "{ id = \"b\"; %s evaluator = \"%s\"; implies = [\"c\"]; },\n"
             "{ id = \"c\"; %s evaluator = \"%s\"; implies = [\"a\"]; }",
             names, ev, names, ev, names, ev);
    char *t = minimal(pats);
    expect_error(t, "'a' implies itself through a cycle");
    free(t);
    /* the same list without the cycle loads */
    snprintf(pats, sizeof pats,
             "{ id = \"a\"; %s evaluator = \"%s\"; implies = [\"b\"]; },\n"
             "{ id = \"b\"; %s evaluator = \"%s\"; implies = [\"c\"]; },\n"
             "{ id = \"c\"; %s evaluator = \"%s\"; }",
             names, ev, names, ev, names, ev);
    t = minimal(pats);
    assert_int_equal(sp_ruleset_parse(t, "ok.rules", rs, err, sizeof err), 0);
    assert_int_equal(rs->npatterns, 3);
    assert_int_equal(rs->patterns[0].implies[0], 1);
    /* a pattern naming itself, and a duplicate id */
    snprintf(pats, sizeof pats, "{ id = \"a\"; %s evaluator = \"%s\"; excludes = [\"a\"]; }", names, ev);
    free(t);
    t = minimal(pats);
    expect_error(t, "patterns[a].excludes: a pattern cannot name itself");
    free(t);
    snprintf(pats, sizeof pats, "{ id = \"a\"; %s evaluator = \"%s\"; }, { id = \"a\"; %s evaluator = \"%s\"; }", names, ev,
             names, ev);
    t = minimal(pats);
    expect_error(t, "pattern id 'a' given twice");
    free(t);
    snprintf(pats, sizeof pats, "{ id = \"a\"; name = { zh_Hant = \"a\"; zh_Hans = \"a\"; en = \"a\"; }; value = \"x\"; evaluator = \"%s\"; }", ev);
    t = minimal(pats);
    expect_error(t, "patterns[a].value: expected a whole number");
    free(t);
    snprintf(pats, sizeof pats, "{ id = \"a\"; name = { zh_Hant = \"a\"; en = \"a\"; }; value = 1; evaluator = \"%s\"; }", ev);
    t = minimal(pats);
    expect_error(t, "patterns[a].name.zh_Hans: missing");
    free(t);
    free(base);
    free(rs);
}

static void test_absurd_sizes(void **state)
{
    (void)state;
    /* a pattern list far too long is refused, not overflowed */
    size_t cap = 1 << 20;
    char *t = malloc(cap);
    size_t n = (size_t)snprintf(t, cap, "format = 1; id = \"big\"; model = \"hk_classic\"; name = { zh_Hant = \"a\"; zh_Hans = \"a\"; en = \"a\"; };"
                                        " unit = { zh_Hant = \"a\"; zh_Hans = \"a\"; en = \"a\"; }; table = { players = [4, 4]; shapes = [\"regular\"]; };"
                                        " patterns = (");
    for (int i = 0; i < 500; i++) n += (size_t)snprintf(t + n, cap - n, "%s{ id = \"p%d\"; }", i ? "," : "", i);
    snprintf(t + n, cap - n, ");");
    expect_error(t, "patterns: too many patterns");
    free(t);
}

int main(void)
{
    nshipped = shipped_ruleset_ids(shipped);
    if (nshipped == 0) return fprintf(stderr, "no ruleset files in %s/rules\n", SPARROW_SOURCE_DATA_DIR), 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_shipped_ruleset_loads),
        cmocka_unit_test(test_earlier_evaluator_names),
        cmocka_unit_test(test_no_earlier_name_in_use),
        cmocka_unit_test(test_broken_files),
        cmocka_unit_test(test_choice_labels),
        cmocka_unit_test(test_option_help),
        cmocka_unit_test(test_broken_choice_labels),
        cmocka_unit_test(test_implies_cycle),
        cmocka_unit_test(test_absurd_sizes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
