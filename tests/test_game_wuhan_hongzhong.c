/* test_game_wuhan_hongzhong.c: table-flow scenarios of wuhan-hongzhong from given walls
 * (tests/vectors/wuhan-hongzhong.scenarios.md, rules/wuhan-hongzhong.md §2).
 *
 * Walls: hands[i] goes to seat i (E deals), `draws` are the head tiles after the deal: the
 * dealer's fourteenth, then the indicator (翻牌), then the draws in turn; `tail` are the kong
 * replacements. Expected payments are the spec's worked examples or, where marked, computed by
 * hand from the spec's formula (rules/wuhan-hongzhong.md §4.3).
 *
 * The scripted scenarios (W4, W5, W8, W9, W13, W14, W15, W17, 开口, 过胡, after a call, the
 * refusal reasons) are text: tests/scenarios/wuhan-hongzhong.scn. What stays here needs C: the
 * indicator of every kind against every tile the dealer holds, whole hands played out, W10's
 * rearranged wall, house-rules files, quiet players to the end of the wall, W11's scoring. */
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

enum { E, S, W, N };

RULES_FIXTURE_GROUP("wuhan-hongzhong")

/* The options the spec's scenarios were worked out with: the defaults, big wins exempt from 起胡
 * (rules/wuhan-hongzhong.md §3.5: the seed applies 起胡 to every win, the default since issue 27). */
static void spec_options(int32_t o[SP_MAX_OPTIONS])
{
    game_options_default(rules, o);
    game_option_set(rules, o, "qihu_big_exempt", 1);
}

/* options NULL: the spec's (spec_options) */
static sp_game *new_game_opts(const char *const hands[4], const char *draws, const char *tail, const int32_t *options)
{
    int32_t o[SP_MAX_OPTIONS];
    if (!options) spec_options(o);
    return game_from_wall(rules, 4, hands, draws, tail, options ? options : o, 1);
}

static sp_game *new_game(const char *const hands[4], const char *draws, const char *tail)
{
    return new_game_opts(hands, draws, tail, NULL);
}

static int count_events(sp_game *g, int type, sp_event *last)
{
    sp_event e;
    int n = 0;
    while (sp_game_next_event(g, &e))
        if (e.type == type) {
            n++;
            if (last) *last = e;
        }
    return n;
}

static void expect_delta(const sp_game *g, int e, int s, int w, int n)
{
    const int32_t want[4] = {e, s, w, n};
    for (int p = 0; p < 4; p++) {
        if (g->outcome.delta[p] != want[p])
            fail_msg("seat %c: delta %d, expected %d", sp_seat_letter(p), (int)g->outcome.delta[p], (int)want[p]);
        assert_int_equal(g->seat[p].score, want[p]);
    }
}

/* ---- SC-W1: the indicator, the laizi and the 皮 ---- */

static const char *const plain_hands[4] = {
    "4m6m7z3z9s1p1s2m3m2p3p2s3s",
    "7m8m9m7p8p9p7s8s1z1z2z2z4z",
    "5p5p6p6p5s5s6s6s7m7m1z2z6z",
    "8m8m9m9m7p7p8p8p9p9p8s8s9s",
};

static void expect_indicator(const char *draws, const char *ind, const char *laizi, const char *pi1, const char *pi2, int live)
{
    sp_game *g = new_game(plain_hands, draws, NULL);
    assert_int_equal(sp_tile_kind(g->indicator), tile_kind_of(ind));
    assert_true(g->indicator_aside);
    assert_int_equal(g->wild_kind, tile_kind_of(laizi));
    assert_int_equal(sp_game_wall_left(g), live);
    sp_event ev;
    memset(&ev, 0, sizeof ev);
    int n = count_events(g, SP_EV_INDICATOR, &ev);
    assert_int_equal(n, 1 + (live == 81));
    assert_int_equal(sp_tile_kind(ev.tile), tile_kind_of(ind));
    assert_int_equal(ev.a, tile_kind_of(laizi));
    /* every special kind the dealer holds is a SPECIAL action, never a discard; the others are discards */
    const char *specials[4] = {laizi, pi1, pi2, "7z"};
    for (int k = 0; k < SP_KINDS; k++) {
        if (!g->seat[E].counts[k]) continue;
        char t[8], d[16], sp[16];
        sp_kind_name(k, t);
        snprintf(d, sizeof d, "D %s", t);
        snprintf(sp, sizeof sp, "SPECIAL %s", t);
        bool special = false;
        for (int i = 0; i < 4; i++) special |= tile_kind_of(specials[i]) == k;
        assert_int_equal(game_offers(g, E, d), !special);
        assert_int_equal(game_offers(g, E, sp), special);
    }
    free(g);
}

static void test_indicator(void **state)
{
    (void)state;
    /* dealer's 14th, then the indicator; 136 - 53 - 1 = 82 live tiles */
    expect_indicator("1s 5m", "5m", "6m", "5m", "4m", 82);
    expect_indicator("1s 9p", "9p", "1p", "9p", "8p", 82);
    expect_indicator("5m 1s", "1s", "2s", "1s", "9s", 82);
    expect_indicator("1s 1z", "1z", "2z", "1z", "5z", 82);
    expect_indicator("1s 4z", "4z", "6z", "4z", "3z", 82); /* 中 is skipped in the honour cycle */
    expect_indicator("1s 6z", "6z", "5z", "6z", "4z", 82);
    expect_indicator("1s 5z", "5z", "1z", "5z", "6z", 82);
    /* a 7z is set aside and the next tile turned: both out of play, 81 live tiles */
    expect_indicator("1s 7z 6z", "6z", "5z", "6z", "4z", 81);
    sp_game *g = new_game(plain_hands, "1s 7z 6z", NULL);
    assert_int_equal(g->naside, 1);
    assert_int_equal(sp_tile_kind(g->aside[0]), tile_kind_of("7z"));
    sp_event ev;
    assert_true(sp_game_next_event(g, &ev));
    int first = -2;
    while (sp_game_next_event(g, &ev))
        if (ev.type == SP_EV_INDICATOR && first == -2) {
            first = ev.a;
            assert_int_equal(sp_tile_kind(ev.tile), tile_kind_of("7z"));
        }
    assert_int_equal(first, -1);
    free(g);
}

/* ---- SC-DEAL / 流局: the dealer keeps the deal, the match lasts `jushu` hands ---- */

/* Plays without ever winning: discards the drawn tile (or the first legal discard, or a special
 * kong), passes every claim, until the hand is over. */
static void play_out(sp_game *g)
{
    while (g->phase == SP_PHASE_TURN || g->phase == SP_PHASE_CLAIM || g->phase == SP_PHASE_ROB) {
        if (g->phase != SP_PHASE_TURN) {
            game_pass_all(g);
            continue;
        }
        int seat = g->turn;
        sp_action_list l;
        sp_game_legal(g, seat, &l);
        int pick = -1;
        for (int i = 0; i < l.n; i++)
            if (l.a[i].type == SP_ACT_DISCARD && (pick < 0 || (g->seat[seat].drawn >= 0 && l.a[i].tile == sp_tile_kind(g->seat[seat].drawn))))
                pick = i;
        for (int i = 0; i < l.n && pick < 0; i++)
            if (l.a[i].type == SP_ACT_SPECIAL) pick = i;
        assert_true(pick >= 0);
        char why[128];
        if (sp_game_apply(g, seat, &l.a[pick], why, sizeof why)) fail_msg("%s", why);
        game_check_ok(g);
    }
}

static void test_exhaustive_draw_and_match_length(void **state)
{
    (void)state;
    int32_t o[SP_MAX_OPTIONS];
    spec_options(o);
    game_option_set(rules, o, "jushu", 3);
    sp_game *g = malloc(sizeof *g);
    char err[128];
    assert_int_equal(sp_game_init(g, rules, o, 4, 7, err, sizeof err), 0);
    for (int hand = 1; hand <= 3; hand++) {
        int dealer = g->dealer;
        play_out(g);
        assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
        int32_t sum = 0;
        for (int p = 0; p < 4; p++) sum += g->outcome.delta[p];
        assert_int_equal(sum, 0);
        assert_int_equal(g->dealer, dealer); /* 流局: the dealer keeps the deal */
        if (hand < 3) {
            assert_int_equal(g->phase, SP_PHASE_HAND_OVER);
            sp_game_next_hand(g);
        }
    }
    assert_int_equal(g->phase, SP_PHASE_MATCH_OVER);
    assert_true(g->outcome.match_over);
    for (int p = 0; p < 4; p++) assert_int_equal(g->outcome.settlement[p], g->seat[p].score);
    free(g);
}

/* ---- SC-W10: 红中杠 on the last tiles: 杠上开花 + 海底捞月 (spec W10) ---- */

static void test_w10_hongzhong_rinshan_haitei(void **state)
{
    (void)state;
    /* indicator 5p: laizi 6p, 皮 5p 4p; S and W hold every special tile but the 7z E draws */
    const char *h[4] = {
        "1m2m3m4m5m6m7s8s8m8m3s3s1z",
        "3s9m3z6p6p6p6p4p4p4p4p5p5p",
        "7m8m4z5p7z7z7z9s9s1p2p3p6z",
        "1z1z3z3z5z6z2s4s6s8s2m3p2m",
    };
    uint8_t wall[SP_MAX_WALL];
    char err[256];
    int n = fixture_wall(rules, 4, h, "2z 5p  6z 4z 5z 7s 1s 2s", "9s", wall, err, sizeof err);
    if (n < 0) fail_msg("%s", err);
    /* E's draw that leaves 3 tiles in the live wall is the 79th after the indicator: the 7z */
    int at = 54 + 78, from = -1;
    for (int i = 54; i < n; i++)
        if (sp_tile_kind(wall[i]) == tile_kind_of("7z")) from = i;
    assert_true(from >= 0);
    uint8_t t = wall[at];
    wall[at] = wall[from];
    wall[from] = t;
    sp_game *g = malloc(sizeof *g);
    int32_t o[SP_MAX_OPTIONS];
    spec_options(o);
    if (sp_game_init_wall(g, rules, o, 4, 1, wall, n, err, sizeof err)) fail_msg("%s", err);
    game_do(g, E, "D 1z");
    game_do(g, N, "PON 1z");
    game_do(g, N, "D 5z");
    game_tsumogiri(g); /* E 6z */
    game_do(g, S, "D 3s");
    game_do(g, E, "PON 3s");
    game_do(g, E, "D 2z");
    game_do(g, S, "D 9m");
    game_do(g, W, "CHI 9m 7m8m");
    game_do(g, W, "D 4z");
    game_tsumogiri(g); /* N 7s */
    game_tsumogiri(g); /* E 1s */
    game_do(g, S, "D 3z");
    game_do(g, N, "PON 3z");
    game_do(g, N, "D 6z");
    while (!(g->phase == SP_PHASE_TURN && g->turn == E && sp_game_wall_left(g) == 3)) {
        assert_true(g->phase == SP_PHASE_TURN || g->phase == SP_PHASE_CLAIM);
        assert_true(sp_game_wall_left(g) >= 3);
        if (g->phase == SP_PHASE_CLAIM) game_pass_all(g);
        else game_tsumogiri(g);
    }
    assert_int_equal(sp_tile_kind(g->seat[E].drawn), tile_kind_of("7z"));
    assert_false(game_offers_type(g, E, SP_ACT_HU)); /* a 7z in hand: no win */
    game_do(g, E, "SPECIAL 7z");
    assert_int_equal(sp_tile_kind(g->seat[E].drawn), tile_kind_of("9s"));
    assert_int_equal(sp_game_wall_left(g), 2);
    game_do(g, E, "HU");
    /* base 20 (杠上开花 + 海底捞月), P(E) = 2 x 2 x 2 x 1.5 = 12; no dealer factor */
    assert_int_equal(g->outcome.wins[0].fan, 12);
    expect_delta(g, 840, -240, -300, -300);
    sp_score_result r;
    assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
    assert_int_equal(r.base, 20);
    free(g);
}

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

/* ---- the last discard may still be claimed with the live wall empty (rules/wuhan-hongzhong.md §2.9) */

/* One step of a quiet player: in its turn a special kong of the drawn tile or its discard (the
 * first kind listed after a call), every claim passed. */
static void quiet_step(sp_game *g)
{
    int seat = __builtin_ctz(sp_game_pending(g));
    sp_action_list l;
    sp_game_legal(g, seat, &l);
    int pick = -1, drawn = g->seat[seat].drawn >= 0 ? sp_tile_kind(g->seat[seat].drawn) : -1;
    for (int i = 0; i < l.n && pick < 0; i++)
        if (l.a[i].type == SP_ACT_PASS || ((l.a[i].type == SP_ACT_DISCARD || l.a[i].type == SP_ACT_SPECIAL) && l.a[i].tile == drawn))
            pick = i;
    for (int i = 0; i < l.n && pick < 0; i++)
        if (l.a[i].type == SP_ACT_DISCARD || l.a[i].type == SP_ACT_SPECIAL) pick = i;
    assert_true(pick >= 0);
    char why[256];
    if (sp_game_apply(g, seat, &l.a[pick], why, sizeof why)) fail_msg("%s", why);
    game_check_ok(g);
}

static void test_last_discard_claims(void **state)
{
    (void)state;
    int found = 0;
    for (uint64_t seed = 1; seed <= 300 && found < 3; seed++) {
        sp_game *g = malloc(sizeof *g);
        char why[256];
        assert_non_null(g);
        assert_int_equal(sp_game_init(g, rules, NULL, 4, seed, why, sizeof why), 0);
        int claimer = -1;
        for (int guard = 0; guard < 2000 && g->phase < SP_PHASE_HAND_OVER && claimer < 0; guard++) {
            if (g->phase == SP_PHASE_CLAIM && sp_game_wall_left(g) == 0)
                for (int p = 0; p < 4 && claimer < 0; p++)
                    if (game_offers_type(g, p, SP_ACT_PON)) claimer = p;
            if (claimer < 0) quiet_step(g);
        }
        if (claimer < 0) {
            free(g);
            continue;
        }
        found++;
        /* the last discard: a pung offered (no kong: nothing to replace it with), passing too */
        assert_true(game_offers_type(g, claimer, SP_ACT_PASS));
        assert_false(game_offers_type(g, claimer, SP_ACT_KAN));
        int k = sp_tile_kind(g->last_discard);
        char pon[16], name[4];
        sp_kind_name(k, name);
        snprintf(pon, sizeof pon, "PON %s", name);
        while (!(sp_game_pending(g) >> claimer & 1)) quiet_step(g);
        game_do(g, claimer, pon);
        game_pass_all(g);
        /* the claimer discards again; then the hand ends as a draw once nobody claims */
        assert_int_equal(g->phase, SP_PHASE_TURN);
        assert_int_equal(g->turn, claimer);
        int discards = g->discards_total;
        for (int guard = 0; guard < 100 && g->phase < SP_PHASE_HAND_OVER; guard++) quiet_step(g);
        assert_true(g->discards_total > discards);
        assert_int_equal(g->outcome.kind, SP_END_EXHAUSTED);
        free(g);
    }
    assert_int_equal(found, 3);
}

/* ---- SC-W11 in play: 风一色 needs no shape; 起胡 applies to it by default ---- */

/* Indicator 5p (laizi 6p; 皮 5p 4p). West pungs North's 1z and South's 3z, then self-draws 5z:
 * 111z 333z 22z 44z 55z 66z, honours only - 风一色, base 10, hard: P(W) = 2² x 2 x 1.5 = 12 as in
 * spec W11. Unlike W11, South and North have not opened here, so each loser's factor is 1: each
 * pays 10 x 12 = 120 (computed by rules/wuhan-hongzhong.md §4.3's formula) when big wins are
 * exempt from 起胡; by default (起胡 on every win, seed 1.2.5) 12 x 1 is not above 16 and the win
 * is not offered. Every other discard passes unclaimed. */
static void test_w11_fengyise_in_play(void **state)
{
    (void)state;
    const char *h[4] = {"1m2m3m4m5m6m7m8m9m1s2s3s4s", "1m2m3m4m5m6m7m8m9m3z1s2s3s", "1z1z3z3z2z2z4z4z5z6z6z9m9s",
                        "1z1p2p3p7p8p9p1s2s3s7s8s9s"};
    static const char *const script[] = {"0 D 5s", "1 D 8m", "2 D 8s", "3 D 1z", "2 PON 1z", "2 D 9m", "3 D 6m", "0 D 6s",
                                         "1 D 3z", "2 PON 3z", "2 D 9s", "3 D 4m", "0 D 4s", "1 D 3m"};
    for (int exempt = 0; exempt < 2; exempt++) {
        int32_t o[SP_MAX_OPTIONS];
        game_options_default(rules, o);
        game_option_set(rules, o, "qihu_big_exempt", exempt);
        sp_game *g = new_game_opts(h, "5s 5p  8m 8s 7m 6m 6s 5m 4m 4s 3m 5z", NULL, o);
        assert_int_equal(g->wild_kind, tile_kind_of("6p"));
        for (size_t i = 0; i < sizeof script / sizeof *script; i++) {
            if (strncmp(script[i] + 2, "PON", 3)) game_pass_all(g); /* nobody claims the other discards */
            game_do(g, script[i][0] - '0', script[i] + 2);
        }
        game_pass_all(g);
        assert_int_equal(g->turn, W);
        assert_int_equal(sp_tile_kind(g->seat[W].drawn), tile_kind_of("5z"));
        assert_int_equal(game_offers(g, W, "HU"), exempt);
        if (!exempt) {
            free(g);
            continue;
        }
        game_do(g, W, "HU");
        assert_int_equal(g->outcome.nwins, 1);
        sp_score_result r;
        char err[128];
        assert_int_equal(sp_game_win_result(g, 0, &r, err, sizeof err), 0);
        bool fengyise = false;
        for (int i = 0; i < r.npatterns; i++) fengyise |= !strcmp(rules->patterns[r.patterns[i].pattern].id, "fengyise");
        assert_true(fengyise);
        expect_delta(g, -120, -120, 360, -120);
        free(g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_indicator),
        cmocka_unit_test(test_house_win_rules),
        cmocka_unit_test(test_last_discard_claims),
        cmocka_unit_test(test_w11_fengyise_in_play),
        cmocka_unit_test(test_exhaustive_draw_and_match_length),
        cmocka_unit_test(test_w10_hongzhong_rinshan_haitei),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
