/* test_wuhan_hongzhong_seeded.c: a property of wuhan-hongzhong over many seeded hands, which a
 * scripted scenario cannot state: with the shipped file and with house-rules files
 * (win.must_open, win.pair_ranks edited), computer players in every seat, a win is offered
 * exactly when the scorer calls it valid, at every self-draw and every discard of 180 hands.
 *
 * Every scripted table-flow scenario of wuhan-hongzhong (the spec's SC-Wn from given walls, the
 * indicator, the match length, W10, W11, the last discard ponged) is text:
 * tests/scenarios/wuhan-hongzhong.scn. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/bot.h"
#include "core/game.h"
#include "core/game_view.h"
#include "core/tile.h"
#include "table/read_file.h"
#include "table/ruleset_file.h"
#include "game_fixture.h"
#include "game_test_util.h"
#include "rules_fixture.h"


RULES_FIXTURE_GROUP("wuhan-hongzhong")

/* ---- house rules: the engine reads win.must_open and win.pair_ranks from the file ---- */

/* The shipped file with `from` replaced by `to` (each must occur once), parsed; free() it. */
static sp_ruleset *house_rules(const char *const edits[][2], int nedits)
{
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/rules/wuhan-hongzhong.rules", SPARROW_SOURCE_DATA_DIR);
    char *text = sp_read_file(path, 1 << 20, "a ruleset", NULL, err, sizeof err);
    if (!text) fail_msg("%s", err);
    for (int i = 0; i < nedits; i++) {
        char *at = strstr(text, edits[i][0]);
        if (!at) fail_msg("'%s' is not in the shipped file", edits[i][0]);
        size_t lf = strlen(edits[i][0]), lt = strlen(edits[i][1]), rest = strlen(at + lf);
        char *out = malloc((size_t)(at - text) + lt + rest + 1);
        assert_non_null(out);
        memcpy(out, text, (size_t)(at - text));
        memcpy(out + (at - text), edits[i][1], lt);
        memcpy(out + (at - text) + lt, at + lf, rest + 1);
        free(text);
        text = out;
    }
    sp_ruleset *rs = malloc(sizeof *rs);
    assert_non_null(rs);
    if (sp_ruleset_parse(text, "house.rules", rs, err, sizeof err)) fail_msg("%s", err);
    free(text);
    return rs;
}

/* Whether the scorer of g's ruleset (or of `as`, when given) calls seat's win valid now. */
static bool scorer_valid(const sp_game *g, const sp_ruleset *as, int seat, int how, int tile)
{
    sp_game *at = malloc(sizeof *at);
    assert_non_null(at);
    memcpy(at, g, offsetof(sp_game, ev_head));
    if (as) at->rules = as;
    int discarder = how == SP_WIN_TSUMO ? -1 : g->turn;
    sp_win_context ctx = {seat, how, tile, discarder, sp_game_win_situation(g, seat, how, discarder, false)};
    sp_score_result r;
    bool valid = sp_game_score(at, &ctx, &r) == 0 && r.valid;
    free(at);
    return valid;
}

typedef struct {
    int checked;        /* moments a possible win was compared */
    int wins_offered;   /* wins the engine offered (= the scorer's valid ones) */
    int house_only;     /* of those, wins the shipped rules refuse */
} agreement;

/* Plays `hands` hands with easy players in every seat; at every self-draw and every discard,
 * each seat's HU is offered exactly when the scorer calls the win valid. */
static agreement expect_engine_agrees(const sp_ruleset *rs, int hands)
{
    agreement a = {0, 0, 0};
    sp_bot bots[4];
    for (int p = 0; p < 4; p++) sp_bot_init(&bots[p], SP_BOT_EASY, 40 + (uint64_t)p, NULL);
    for (int h = 0; h < hands; h++) {
        sp_game *g = malloc(sizeof *g);
        char why[256];
        assert_non_null(g);
        if (sp_game_init(g, rs, NULL, 4, 900 + (uint64_t)h, why, sizeof why)) fail_msg("%s", why);
        for (int guard = 0; guard < 3000 && g->phase < SP_PHASE_HAND_OVER; guard++) {
            for (int p = 0; p < 4; p++) {
                int how = -1, tile = -1;
                if (g->phase == SP_PHASE_TURN && p == g->turn && g->seat[p].drawn >= 0 &&
                    !(g->turn_flags & SP_TURN_AFTER_CALL)) {
                    how = SP_WIN_TSUMO;
                    tile = g->seat[p].drawn;
                } else if (g->phase == SP_PHASE_CLAIM && p != g->turn && !(g->answered >> p & 1)) {
                    how = SP_WIN_RON;
                    tile = g->last_discard;
                }
                if (how < 0) continue;
                bool valid = scorer_valid(g, NULL, p, how, tile), offered = game_offers_type(g, p, SP_ACT_HU);
                if (valid != offered)
                    fail_msg("hand %d, seat %c, tile %d (%s): scorer %d, engine %d", h, sp_seat_letter(p), sp_tile_kind(tile),
                             how == SP_WIN_TSUMO ? "self-draw" : "discard", valid, offered);
                a.checked++;
                if (!offered) continue;
                a.wins_offered++;
                if (rs != rules && !scorer_valid(g, rules, p, how, tile)) a.house_only++;
            }
            int seat = __builtin_ctz(sp_game_pending(g));
            sp_action_list l;
            sp_game_legal(g, seat, &l);
            sp_view v;
            sp_game_view(g, seat, &v);
            sp_action act = sp_bot_choose(&bots[seat], &v, &l);
            if (sp_game_apply(g, seat, &act, why, sizeof why)) fail_msg("%s", why);
            game_check_ok(g);
        }
        assert_true(g->phase >= SP_PHASE_HAND_OVER);
        free(g);
    }
    return a;
}

static void test_house_win_rules(void **state)
{
    (void)state;
    /* the shipped rules: the engine and the scorer agree */
    agreement a = expect_engine_agrees(rules, 60);
    assert_true(a.wins_offered > 0);
    /* any pair, no opening needed: wins the shipped file refuses are offered, and only those the
     * house scorer accepts */
    const char *const any[][2] = {{"pair_ranks = [2, 5, 8];", "pair_ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9];"},
                                  {"must_open = 1;", "must_open = 0;"}};
    sp_ruleset *house = house_rules(any, 2);
    a = expect_engine_agrees(house, 60);
    assert_true(a.house_only > 0);
    free(house);
    /* two openings needed, the pair 5s only: fewer wins, still exactly the scorer's */
    const char *const strict[][2] = {{"pair_ranks = [2, 5, 8];", "pair_ranks = [5];"}, {"must_open = 1;", "must_open = 2;"}};
    house = house_rules(strict, 2);
    a = expect_engine_agrees(house, 60);
    assert_true(a.checked > 0);
    free(house);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_house_win_rules),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
