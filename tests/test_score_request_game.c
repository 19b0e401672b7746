/* test_score_request_game.c: a played hand's win, written as a `score` request
 * (score_request_from_input, what the result screen's Calculator opens and what sparrow-cli
 * score reads) and scored from that request, gives the hand's own sheet exactly - validity,
 * value, patterns, every seat's payment, every part (Guizhou's chickens and beans included),
 * the extra fields and the lines of who pays whom. Every win of matches played by computer
 * players, every shipped ruleset, several seeds, and for Guizhou also with the chicken options
 * that look at more of the table (摇摆鸡, 本鸡, 满堂鸡, 乌骨鸡, 一筒鸡, 罚碰杠鸡, 包杠). */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/bot.h"
#include "rules_fixture.h"
#include "table/score_request.h"
#include "table/session.h"

enum { SEEDS = 12, HANDS = 16 };

typedef struct {
    int wins, several, mismatched;
} tally;

/* The first difference between the sheet and the answer, written into why; false when none. */
static bool differs(const sp_score_result *a, const sp_score_result *b, char *why, size_t n)
{
    if (a->valid != b->valid || a->fan != b->fan || a->limit != b->limit)
        return snprintf(why, n, "valid %d/%d fan %d/%d limit %d/%d", a->valid, b->valid, (int)a->fan, (int)b->fan, a->limit,
                        b->limit),
               true;
    if (memcmp(a->payments, b->payments, sizeof a->payments))
        return snprintf(why, n, "payments %+d %+d %+d %+d, from the request %+d %+d %+d %+d", (int)a->payments[0],
                        (int)a->payments[1], (int)a->payments[2], (int)a->payments[3], (int)b->payments[0],
                        (int)b->payments[1], (int)b->payments[2], (int)b->payments[3]),
               true;
    if (a->npatterns != b->npatterns || memcmp(a->patterns, b->patterns, (size_t)a->npatterns * sizeof a->patterns[0]))
        return snprintf(why, n, "patterns (%d, from the request %d)", a->npatterns, b->npatterns), true;
    if (a->nparts != b->nparts) return snprintf(why, n, "%d parts, from the request %d", a->nparts, b->nparts), true;
    for (int i = 0; i < a->nparts; i++)
        if (strcmp(a->parts[i].name, b->parts[i].name) || memcmp(a->parts[i].seats, b->parts[i].seats, sizeof a->parts[i].seats))
            return snprintf(why, n, "part %s %+d %+d %+d %+d, from the request %s %+d %+d %+d %+d", a->parts[i].name,
                            (int)a->parts[i].seats[0], (int)a->parts[i].seats[1], (int)a->parts[i].seats[2],
                            (int)a->parts[i].seats[3], b->parts[i].name, (int)b->parts[i].seats[0], (int)b->parts[i].seats[1],
                            (int)b->parts[i].seats[2], (int)b->parts[i].seats[3]),
                   true;
    if (a->nfields != b->nfields) return snprintf(why, n, "%d fields, from the request %d", a->nfields, b->nfields), true;
    for (int i = 0; i < a->nfields; i++) {
        const sp_result_field *f = &a->fields[i], *g = &b->fields[i];
        if (strcmp(f->key, g->key) || f->type != g->type || f->value != g->value || memcmp(f->seats, g->seats, sizeof f->seats) ||
            f->seat_mask != g->seat_mask || strcmp(f->text, g->text))
            return snprintf(why, n, "field %s", f->key), true;
    }
    if (a->nlines != b->nlines || a->lines_cut != b->lines_cut)
        return snprintf(why, n, "%d lines, from the request %d", a->nlines, b->nlines), true;
    for (int i = 0; i < a->nlines; i++)
        if (memcmp(&a->lines[i], &b->lines[i], sizeof a->lines[i])) return snprintf(why, n, "line %d", i), true;
    return false;
}

/* Every win of the hand just ended: its sheet against its request's answer. */
static void check_wins(const sp_session *s, const char *where, tally *t)
{
    const sp_game *g = &s->game;
    static score_extras x;
    if (g->outcome.kind != SP_END_WIN) return;
    if (g->outcome.nwins > 1) t->several++;
    for (int i = 0; i < g->outcome.nwins; i++) {
        char err[400], why[300];
        sp_score_result sheet, res;
        sp_score_input in;
        _Alignas(16) unsigned char extra[SP_GAME_EXTRA_SIZE];
        if (sp_game_win_result(g, i, &sheet, err, sizeof err)) fail_msg("%s win %d: %s", where, i, err);
        if (sp_game_win_input_extra(g, i, &in, extra, err, sizeof err)) fail_msg("%s win %d: %s", where, i, err);
        cJSON *req = score_request_from_input(&in);
        cJSON *ans = score_request_answer(req, g->rules, &x, 2, NULL, &res, err, sizeof err);
        char *text = cJSON_PrintUnformatted(req);
        t->wins++;
        if (!ans) {
            print_error("%s win %d: the request is refused: %s\n  %s\n", where, i, err, text);
            t->mismatched++;
        } else if (differs(&sheet, &res, why, sizeof why)) {
            print_error("%s win %d: %s\n  %s\n", where, i, why, text);
            t->mismatched++;
        }
        free(text);
        cJSON_Delete(ans);
        cJSON_Delete(req);
    }
}

/* A match of rules (options: NULL for the defaults) by normal computer players, HANDS hands or
 * to its end, every win checked. */
static void play(const sp_ruleset *rules, const int32_t *options, int level, const char *label, uint64_t seed, tally *t)
{
    sp_session *s = malloc(sizeof *s);
    static sp_bot bots[SP_SEATS];
    char err[512];
    assert_non_null(s);
    assert_int_equal(sp_session_init(s, rules, options, 0, seed, NULL, 0, err, sizeof err), 0);
    for (int p = 0; p < SP_SEATS; p++) {
        sp_bot_init(&bots[p], level, seed * 4 + (uint64_t)p + 1, options);
        sp_controller c = {SP_CTRL_BOT, true, sp_bot_decide, &bots[p]};
        sp_session_set_controller(s, p, &c);
    }
    for (int h = 0; h < HANDS && s->game.phase != SP_PHASE_MATCH_OVER; h++) {
        int guard = 0;
        while (s->game.phase != SP_PHASE_HAND_OVER && s->game.phase != SP_PHASE_MATCH_OVER && guard++ < 1000)
            if (sp_session_step(s, 0, err, sizeof err) < 0) fail_msg("%s seed %d: %s", label, (int)seed, err);
        char where[96];
        snprintf(where, sizeof where, "%s seed %d hand %d", label, (int)seed, h + 1);
        check_wins(s, where, t);
        if (s->game.phase == SP_PHASE_HAND_OVER) sp_session_next_hand(s);
    }
    sp_session_free(s);
    free(s);
}

/* Every seed of rules; the wins unlike their sheet (none won counts as one). */
static int check_rules(const sp_ruleset *rules, const int32_t *options, int level, int seeds, const char *label)
{
    tally t = {0};
    for (uint64_t seed = 1; seed <= (uint64_t)seeds; seed++) play(rules, options, level, label, seed, &t);
    printf("%s: %d wins (%d hands with several winners), %d unlike their sheet\n", label, t.wins, t.several, t.mismatched);
    return t.mismatched + (t.wins == 0);
}

static void test_every_ruleset(void **state)
{
    (void)state;
    char ids[MAX_SHIPPED][SP_ID_LEN];
    int n = shipped_ruleset_ids(ids);
    assert_true(n > 0);
    int bad = 0;
    for (int r = 0; r < n; r++) {
        sp_ruleset *rs = load_shipped_rules(ids[r]);
        assert_non_null(rs);
        bad += check_rules(rs, NULL, SP_BOT_NORMAL, SEEDS, ids[r]);
        free(rs);
    }
    assert_int_equal(bad, 0);
}

/* Guizhou with the options under which more of the table decides the chickens and beans, by
 * players that take every win (more hands won by two on one discard, 一炮多响). */
static void test_guizhou_options(void **state)
{
    (void)state;
    sp_ruleset *rs = load_shipped_rules("guizhou-xingyi");
    assert_non_null(rs);
    int32_t options[SP_MAX_OPTIONS];
    for (int i = 0; i < rs->noptions; i++) options[i] = rs->options[i].def;
    static const char *const on[] = {"yaobaiji", "benji", "mantangji", "wuguji", "yitongji", "fapenggangji", "baogang"};
    for (size_t i = 0; i < sizeof on / sizeof on[0]; i++) {
        int o = sp_ruleset_option(rs, on[i]);
        assert_true(o >= 0);
        options[o] = 1;
    }
    int bad = check_rules(rs, options, SP_BOT_EASY, 4 * SEEDS, "guizhou-xingyi (chicken options on, easy players)");
    free(rs);
    assert_int_equal(bad, 0);
}

/* Guizhou for three players with 定缺 (缺一门): a missing suit for every seat. */
static void test_guizhou_three_queyimen(void **state)
{
    (void)state;
    sp_ruleset *rs = load_shipped_rules("guizhou-xingyi");
    assert_non_null(rs);
    int32_t options[SP_MAX_OPTIONS];
    for (int i = 0; i < rs->noptions; i++) options[i] = rs->options[i].def;
    int o = sp_ruleset_option(rs, "renshu"), f = sp_ruleset_option(rs, "fapai");
    assert_true(o >= 0 && f >= 0);
    options[o] = 1; /* "3" */
    options[f] = 2; /* "queyimen" */
    assert_string_equal(rs->options[o].choices[1], "3");
    assert_string_equal(rs->options[f].choices[2], "queyimen");
    int bad = check_rules(rs, options, SP_BOT_NORMAL, SEEDS, "guizhou-xingyi (3 players, 缺一门)");
    free(rs);
    assert_int_equal(bad, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_ruleset),
        cmocka_unit_test(test_guizhou_options),
        cmocka_unit_test(test_guizhou_three_queyimen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
