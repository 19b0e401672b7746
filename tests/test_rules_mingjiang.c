/* test_rules_mingjiang.c: the mingjiang model beyond the worked-example vectors: the end-of-match
 * settlement and match-end checks (rules/mingjiang.md §2.9, §4.12;
 * tests/vectors/mingjiang.scenarios.md), the model's own reading search against sp_readings, and
 * rules the vectors do not reach. */
#include <stdio.h>
#include <stdlib.h>

#include "core/rng.h"
#include "core/rules_mingjiang.h"
#include "table/ruleset_file.h"
#include "rules_fixture.h"
#include "test_util.h"

#ifndef SPARROW_SOURCE_DATA_DIR
#define SPARROW_SOURCE_DATA_DIR "."
#endif

static sp_ruleset *rules;
static sp_mingjiang_tables tables;

static int setup(void **state)
{
    (void)state;
    char err[512];
    if (!(rules = load_shipped_rules("mingjiang"))) return -1;
    if (sp_mingjiang_prepare(rules, &tables, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    free(rules);
    return 0;
}

/* ---- settlement (埋數) ---- */

/* scores and expected results by player index, E1 seats E S W N = 0 1 2 3 unless start says */
static void settle_case(int32_t e, int32_t s, int32_t w, int32_t n, int start, const int want_rank[4], int32_t re, int32_t rsouth,
                        int32_t rw, int32_t rn)
{
    int32_t scores[4] = {e, s, w, n}, results[4];
    int ranking[4];
    assert_int_equal(e + s + w + n, 600);
    sp_mingjiang_settle(scores, start, tables.return_points, results, ranking);
    for (int i = 0; i < 4; i++) assert_int_equal(ranking[i], want_rank[i]);
    assert_int_equal(results[0], re);
    assert_int_equal(results[1], rsouth);
    assert_int_equal(results[2], rw);
    assert_int_equal(results[3], rn);
    assert_int_equal(results[0] + results[1] + results[2] + results[3], 0);
    /* 1st place gets final - 60 when the total is 600 */
    assert_int_equal(results[ranking[0]], scores[ranking[0]] - 60);
}

static void test_settlement_examples(void **state)
{
    (void)state;
    assert_true(rules->model_prepared);
    assert_int_equal(tables.return_points, 180);
    /* Ex 6b: N 330, S and W tie at 150 (S first), E -30 */
    settle_case(-30, 150, 150, 330, 0, (const int[]){3, 1, 2, 0}, -210, -30, -30, 270);
    /* Ex 13: S 315, E and N tie at 150 (E first), W -15 */
    settle_case(150, 315, -15, 150, 0, (const int[]){1, 0, 3, 2}, -30, 255, -195, -30);
    /* Ex 26: S 370, W and N tie at 95 (W, the opposite player, before N), E 40 */
    settle_case(40, 370, 95, 95, 0, (const int[]){1, 2, 3, 0}, -140, 310, -85, -85);
    /* Ex 27: E 480, three-way tie S, W, N */
    settle_case(480, 40, 40, 40, 0, (const int[]){0, 1, 2, 3}, 420, -140, -140, -140);
    /* Ex 28: S 370, W and N tie at 150, E -70 */
    settle_case(-70, 370, 150, 150, 0, (const int[]){1, 2, 3, 0}, -250, 310, -30, -30);
    /* Ex 37: E, S, W tie at 205 in seat order, N -15 */
    settle_case(205, 205, 205, -15, 0, (const int[]){0, 1, 2, 3}, 145, 25, 25, -195);
    /* SC-11b: W 370, S and N tie at 95, E 40 */
    settle_case(40, 95, 370, 95, 0, (const int[]){2, 1, 3, 0}, -140, -85, 310, -85);
    /* SC-11c: W 315, E and S tie at 150, N -15 */
    settle_case(150, 150, 315, -15, 0, (const int[]){2, 0, 1, 3}, -30, -30, 255, -195);
    /* SC-36: E 260 (thirteen orphans), S and N 150, W 40 */
    settle_case(260, 150, 40, 150, 0, (const int[]){0, 1, 3, 2}, 200, -30, -140, -30);
    /* Ex 38: players A B C D (A the starting dealer): B 185, A 173, C 129, D 113 */
    settle_case(173, 185, 129, 113, 0, (const int[]){1, 0, 2, 3}, -7, 125, -51, -67);
    /* SC-40: A 35, B 140, C 265, D 160 -> C, D, B, A */
    settle_case(35, 140, 265, 160, 0, (const int[]){2, 3, 1, 0}, -145, -40, 205, -20);
}

static void test_settlement_start_dealer(void **state)
{
    (void)state;
    /* the same Ex 26 table when the engine numbers the players so that player 2 started as
     * dealer: player 2 sat E in E1, player 3 S, player 0 W, player 1 N */
    int32_t scores[4] = {95, 95, 40, 370}, results[4];
    int ranking[4];
    sp_mingjiang_settle(scores, 2, 180, results, ranking);
    /* ties (95 and 95) go to the starting dealer's opposite player (0) before his 上家 (1) */
    assert_int_equal(ranking[0], 3);
    assert_int_equal(ranking[1], 0);
    assert_int_equal(ranking[2], 1);
    assert_int_equal(ranking[3], 2);
    assert_int_equal(results[3], 310);
    assert_int_equal(results[0], -85);
    assert_int_equal(results[1], -85);
    assert_int_equal(results[2], -140);
    /* four-way tie starting from player 1 */
    int32_t even[4] = {150, 150, 150, 150};
    sp_mingjiang_settle(even, 1, 180, results, ranking);
    assert_int_equal(ranking[0], 1);
    assert_int_equal(ranking[1], 2);
    assert_int_equal(ranking[2], 3);
    assert_int_equal(ranking[3], 0);
    assert_int_equal(results[1], 90);
    assert_int_equal(results[0], -30);
}

/* ---- match end (rules/mingjiang.md §2.9) ---- */

static void test_match_ends(void **state)
{
    (void)state;
    bool west;
    /* Ex 38: after S4 nobody has 180 -> West round */
    assert_false(sp_mingjiang_match_ends(&tables, (const int32_t[]){175, 170, 140, 115}, false, 1, 4, &west));
    assert_true(west);
    /* W1: still nobody */
    assert_false(sp_mingjiang_match_ends(&tables, (const int32_t[]){175, 179, 131, 115}, false, 2, 1, &west));
    assert_false(west);
    /* W2: B reaches 185 -> sudden death */
    assert_true(sp_mingjiang_match_ends(&tables, (const int32_t[]){173, 185, 129, 113}, false, 2, 2, &west));
    /* after W4 the match ends regardless */
    assert_true(sp_mingjiang_match_ends(&tables, (const int32_t[]){175, 170, 140, 115}, false, 2, 4, &west));
    /* S4 with someone at 180 or more ends; exactly 180 counts */
    assert_true(sp_mingjiang_match_ends(&tables, (const int32_t[]){180, 170, 135, 115}, false, 1, 4, &west));
    assert_false(west);
    /* SC-40 variants: D 160, A 197, B 140, C 103 after a 1-fan ron in S4 -> ends */
    assert_true(sp_mingjiang_match_ends(&tables, (const int32_t[]){160, 197, 140, 103}, false, 1, 4, NULL));
    /* D 170, A 170, B 137, C 123 -> West round */
    assert_false(sp_mingjiang_match_ends(&tables, (const int32_t[]){170, 170, 137, 123}, false, 1, 4, &west));
    assert_true(west);
    /* ...but a limit ends it at once, before the South-4 check */
    assert_true(sp_mingjiang_match_ends(&tables, (const int32_t[]){170, 170, 137, 123}, true, 1, 4, &west));
    assert_false(west);
    /* a 10-fan hand in the East round with 480 does not end the match (Ex 10) */
    assert_false(sp_mingjiang_match_ends(&tables, (const int32_t[]){480, 40, 40, 40}, false, 0, 1, NULL));
    /* zero is not negative; below zero is */
    assert_false(sp_mingjiang_match_ends(&tables, (const int32_t[]){0, 200, 200, 200}, false, 0, 2, NULL));
    assert_true(sp_mingjiang_match_ends(&tables, (const int32_t[]){-1, 201, 200, 200}, false, 0, 2, NULL));
    /* S1-S3 never check 180 */
    assert_false(sp_mingjiang_match_ends(&tables, (const int32_t[]){300, 100, 100, 100}, false, 1, 3, NULL));
}

/* ---- the reading search against sp_readings ---- */

static int reading_cmp(const void *a, const void *b) { return sp_reading_compare(a, b); }

typedef struct {
    sp_reading *out;
    int n;
} collected;

static bool collect(void *ctx, const sp_reading *rd)
{
    collected *c = ctx;
    if (c->n < 64) c->out[c->n] = *rd;
    c->n++;
    return false;
}

/* The scorer's search (sp_each_reading) meets the readings sp_readings lists, each once. */
static void same_readings(const sp_hand *h, unsigned shapes)
{
    sp_reading a[64], b[64];
    collected got = {b, 0};
    int na = sp_readings(h, shapes, a, 64), nb = sp_each_reading(h, shapes, collect, &got);
    assert_int_equal(got.n, nb);
    assert_int_equal(na, nb);
    assert_true(na <= 64);
    for (int i = 0; i < nb; i++) sp_reading_canonicalize(&b[i]);
    qsort(b, (size_t)nb, sizeof b[0], reading_cmp);
    for (int i = 0; i < na; i++) assert_int_equal(reading_cmp(&a[i], &b[i]), 0);
}

/* A random complete hand: melds sets declared, the rest concealed; or seven pairs (four of
 * a kind allowed), or thirteen orphans. */
static void random_hand_melds(sp_rng *r, sp_hand *h, sp_meld *ml)
{
    memset(h, 0, sizeof *h);
    uint8_t used[SP_KINDS] = {0};
    int shape = (int)sp_rng_below(r, 20);
    if (shape == 0) {
        for (int i = 0; i < 13; i++) h->counts[sp_yaochu_kinds[i]] = 1;
        h->counts[sp_yaochu_kinds[sp_rng_below(r, 13)]]++;
        return;
    }
    if (shape <= 3) {
        for (int p = 0; p < 7;) {
            int k = (int)sp_rng_below(r, SP_KINDS);
            if (h->counts[k] + 2 > 4) continue;
            h->counts[k] = (uint8_t)(h->counts[k] + 2);
            p++;
        }
        return;
    }
    int melds = (int)sp_rng_below(r, 5);
    h->melds = (uint8_t)melds;
    /* concentrate on one or two suits now and then: more overlapping readings */
    int span = sp_rng_below(r, 3) == 0 ? 9 : SP_KINDS;
    for (int g = 0; g < 4; g++) {
        for (;;) {
            int k = (int)sp_rng_below(r, (uint32_t)span);
            if (sp_rng_below(r, 2) && k < 27 && k % 9 <= 6) {
                if (used[k] > 3 || used[k + 1] > 3 || used[k + 2] > 3) continue;
                used[k]++, used[k + 1]++, used[k + 2]++;
                if (g >= melds) h->counts[k]++, h->counts[k + 1]++, h->counts[k + 2]++;
                else if (ml) ml[g] = (sp_meld){SP_MELD_CHI, (uint8_t)k, -1};
            } else {
                if (used[k] > 1) continue;
                int type = (int)sp_rng_below(r, 5) == 0 && used[k] == 0 ? SP_MELD_MINKAN + (int)sp_rng_below(r, 3) : SP_MELD_PON;
                used[k] = (uint8_t)(used[k] + (g < melds && type != SP_MELD_PON ? 4 : 3));
                if (g >= melds) h->counts[k] += 3;
                else if (ml) ml[g] = (sp_meld){(uint8_t)type, (uint8_t)k, -1};
            }
            break;
        }
    }
    for (;;) {
        int k = (int)sp_rng_below(r, (uint32_t)span);
        if (used[k] > 2) continue;
        h->counts[k] += 2;
        break;
    }
}

static void random_hand(sp_rng *r, sp_hand *h) { random_hand_melds(r, h, NULL); }

static void test_readings_match_sp_readings(void **state)
{
    (void)state;
    sp_rng r;
    sp_rng_seed(&r, 20261122);
    unsigned shapes[] = {rules->shapes, SP_SHAPES_STANDARD, SP_SHAPE_REGULAR};
    for (int i = 0; i < 200000; i++) {
        sp_hand h;
        random_hand(&r, &h);
        same_readings(&h, shapes[i % 3]);
        /* and a near miss: one tile changed */
        int from = -1, to = (int)sp_rng_below(&r, SP_KINDS);
        for (int k = 0; k < SP_KINDS && from < 0; k++)
            if (h.counts[k] && sp_rng_below(&r, 4) == 0) from = k;
        if (from >= 0 && from != to && h.counts[to] < 4) {
            h.counts[from]--;
            h.counts[to]++;
            same_readings(&h, shapes[i % 3]);
        }
    }
    /* hands with many readings */
    const char *many[] = {"11122233344455m", "11112222333344m", "22223333444455p", "11123455678999s", "111222333m789p55s"};
    for (size_t i = 0; i < sizeof many / sizeof many[0]; i++) {
        sp_hand h = hand_of(many[i], 0, NULL);
        same_readings(&h, rules->shapes);
    }
}

/* ---- scoring rules the vectors do not reach ---- */

typedef struct {
    sp_score_input in;
    sp_mingjiang_input x;
    sp_score_result res;
} req;

static void req_init(req *q, const char *tiles, const char *win_tile, int seat, int discarder)
{
    sp_score_input_init(&q->in, rules);
    memset(&q->x, 0, sizeof q->x);
    q->x.tables = &tables;
    q->in.extra = &q->x;
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    assert_int_equal(sp_parse_tiles(tiles, c, 0, &e), 0);
    memcpy(q->in.tiles, c, SP_KINDS);
    memset(c, 0, sizeof c);
    assert_int_equal(sp_parse_tiles(win_tile, c, 0, &e), 0);
    for (int k = 0; k < SP_KINDS; k++)
        if (c[k]) q->in.win_tile = k;
    q->in.seat = seat;
    q->in.discarder = discarder;
    q->in.win = discarder < 0 ? SP_WIN_TSUMO : SP_WIN_RON;
    for (int s = 0; s < 4; s++) q->in.seats[s].score = 150;
    q->in.has_scores = true;
}

static void add_meld(req *q, const char *text)
{
    sp_error e;
    assert_int_equal(sp_parse_meld(text, &q->in.melds[q->in.nmelds++], 0, &e), 0);
}

static void run(req *q)
{
    char err[256] = "";
    int r = sp_score(&q->in, &q->res, err, sizeof err);
    if (r) fprintf(stderr, "%s\n", err);
    assert_int_equal(r, 0);
}

static const sp_result_field *field(const sp_score_result *res, const char *key)
{
    for (int i = 0; i < res->nfields; i++)
        if (!strcmp(res->fields[i].key, key)) return &res->fields[i];
    return NULL;
}

static int pattern_value(const sp_score_result *res, const char *id)
{
    int p = sp_ruleset_pattern(rules, id);
    for (int i = 0; i < res->npatterns; i++)
        if (res->patterns[i].pattern == p) return res->patterns[i].value;
    return -1;
}

static void assert_payments(const sp_score_result *res, int32_t e, int32_t s, int32_t w, int32_t n)
{
    assert_int_equal(res->payments[0], e);
    assert_int_equal(res->payments[1], s);
    assert_int_equal(res->payments[2], w);
    assert_int_equal(res->payments[3], n);
}

static void test_zhenting_zimo_off(void **state)
{
    (void)state;
    /* SC-30c with zhenting_zimo = false: the self-draw scores normally, 3 fan */
    req q;
    req_init(&q, "456m234678p22345s", "4m", 2, -1);
    q.in.seats[2].discards[0] = 3; /* 4m */
    q.in.seats[2].ndiscards = 1;
    run(&q);
    assert_true(field(&q.res, "chicken")->value);
    q.in.options[sp_ruleset_option(rules, "zhenting_zimo")] = 0;
    run(&q);
    assert_false(field(&q.res, "chicken")->value);
    assert_int_equal(q.res.fan, 3);
    assert_payments(&q.res, -12, -6, 24, -6);
    /* a discard win on that kind stays a chicken hand */
    req_init(&q, "456m234678p22345s", "4m", 2, 3);
    q.in.options[sp_ruleset_option(rules, "zhenting_zimo")] = 0;
    q.in.situation = SP_SIT_FURITEN;
    run(&q);
    assert_true(field(&q.res, "chicken")->value);
}

static void test_furiten_limit_is_chicken(void **state)
{
    (void)state;
    /* DECISION 25: a limit hand on a furiten tile is only a chicken hand and does not end the match */
    req q;
    req_init(&q, "119m19p19s1234567z", "1m", 1, 2);
    q.in.seats[1].discards[0] = 0;
    q.in.seats[1].ndiscards = 1;
    run(&q);
    assert_true(q.res.valid);
    assert_false(q.res.limit);
    assert_true(field(&q.res, "chicken")->value);
    assert_false(field(&q.res, "match_ends")->value);
    assert_false(field(&q.res, "hand_ends")->value);
    assert_payments(&q.res, 0, 0, 0, 0);
}

static void test_chicken_winners(void **state)
{
    (void)state;
    req q;
    /* the dealer frozen: a non-dealer's self-draw collects B + B = 2B (rules/mingjiang.md §4.8),
     * here B = 3 */
    req_init(&q, "234567m345p66888s", "8s", 2, -1);
    q.x.chicken_winners = 1u << 0;
    run(&q);
    assert_int_equal(q.res.fan, 2);
    assert_payments(&q.res, 0, -3, 6, -3);
    /* a frozen chicken winner cannot win again: false win, 55 to everyone (frozen or not) */
    req_init(&q, "234567m345p66888s", "8s", 2, -1);
    q.x.chicken_winners = 1u << 2 | 1u << 1;
    run(&q);
    assert_false(q.res.valid);
    assert_payments(&q.res, 55, 55, -165, 55);
    /* nobody may win on a frozen player's discard */
    req_init(&q, "234567m345p66888s", "8s", 2, 1);
    q.x.chicken_winners = 1u << 1;
    run(&q);
    assert_false(q.res.valid);
    /* the third chicken win ends the hand as a draw */
    req_init(&q, "44m123p567789s", "4m", 0, 2);
    add_meld(&q, "pon:999m");
    q.x.chicken_winners = 1u << 1 | 1u << 3;
    run(&q);
    assert_true(q.res.valid);
    assert_true(field(&q.res, "chicken")->value);
    assert_true(field(&q.res, "hand_ends")->value);
    assert_payments(&q.res, 0, 0, 0, 0);
    /* a first chicken win does not end the hand */
    q.x.chicken_winners = 0;
    run(&q);
    assert_false(field(&q.res, "hand_ends")->value);
}

static void test_false_shapes_and_robbing(void **state)
{
    (void)state;
    req q;
    /* not a winning shape: false win */
    req_init(&q, "124m234678p22345s", "1m", 2, 3);
    run(&q);
    assert_false(q.res.valid);
    assert_payments(&q.res, 55, 55, -165, 55);
    /* robbing a concealed kong: only thirteen orphans */
    req_init(&q, "234678m456p34588s", "5p", 1, 3);
    q.in.situation = SP_SIT_CHANKAN;
    q.in.seats[3].present = true;
    sp_error e;
    assert_int_equal(sp_parse_meld("ankan:5555p", &q.in.seats[3].melds[0], 0, &e), 0);
    q.in.seats[3].nmelds = 1;
    run(&q);
    assert_false(q.res.valid);
    req_init(&q, "119m19p19s1234567z", "1z", 1, 3);
    q.in.situation = SP_SIT_CHANKAN;
    assert_int_equal(sp_parse_meld("ankan:1111z", &q.in.seats[3].melds[0], 0, &e), 0);
    q.in.seats[3].nmelds = 1;
    run(&q);
    assert_true(q.res.valid);
    assert_true(q.res.limit);
    assert_int_equal(pattern_value(&q.res, "shisanyaojiu"), 10);
    assert_int_equal(pattern_value(&q.res, "qiangminggang"), -1);
    assert_payments(&q.res, 0, 165, 0, -165);
}

static void test_patterns_more(void **state)
{
    (void)state;
    req q;
    /* 四歸二 counts per kind: 3p and 7p both hog (pung + chow) */
    req_init(&q, "333345p567777p11s", "1s", 1, 3);
    run(&q);
    assert_int_equal(pattern_value(&q.res, "siguier"), 2);
    /* 三暗刻 counts an ankan (222m, 444p and 5555s), and 暗槓 stacks with it */
    req_init(&q, "222m444p678s66s", "6s", 1, -1);
    add_meld(&q, "ankan:5555s");
    run(&q);
    assert_int_equal(pattern_value(&q.res, "sananke"), 2);
    assert_int_equal(pattern_value(&q.res, "angang"), 1);
    assert_int_equal(pattern_value(&q.res, "menqianqing"), 1);
    /* won on a discard: the 6s sits in the chow or the pair, so both pungs stay concealed */
    req_init(&q, "222m444p678s66s", "6s", 1, 3);
    add_meld(&q, "ankan:5555s");
    run(&q);
    assert_int_equal(pattern_value(&q.res, "sananke"), 2);
    /* a pung completed by the discard is not concealed */
    req_init(&q, "222m444p678s99s", "2m", 1, 3);
    add_meld(&q, "ankan:5555s");
    run(&q);
    assert_int_equal(pattern_value(&q.res, "sananke"), -1);
    /* haitei with rinshan scores only 槓摸 (DECISION 8) */
    req_init(&q, "123456789m44p", "4p", 0, -1);
    add_meld(&q, "ankan:8888s");
    q.in.situation = SP_SIT_RINSHAN | SP_SIT_HAITEI;
    run(&q);
    assert_int_equal(pattern_value(&q.res, "gangmo"), 1);
    assert_int_equal(pattern_value(&q.res, "haidilaoyue"), -1);
    /* a winning tile that can sit in a chow keeps the pung concealed: 111m + 123m on a
     * discarded 1m is still 三暗刻 (with 555p and 777s), and 1m is a tile hog */
    req_init(&q, "111123m555p777s99s", "1m", 1, 3);
    run(&q);
    assert_int_equal(pattern_value(&q.res, "sananke"), 2);
    assert_int_equal(pattern_value(&q.res, "siguier"), 1);
    /* seven pairs does not score 暗槓, 番牌 or 一般高 */
    req_init(&q, "1122m3344p556677z", "7z", 1, 3);
    run(&q);
    assert_int_equal(pattern_value(&q.res, "qiduizi"), 3);
    assert_int_equal(pattern_value(&q.res, "fanpai"), -1);
}

/* Every random complete hand scores without error: a valid non-chicken win has 1 to 10 fan,
 * payments sum to zero and the winner gains; limits are exactly 10. */
static void test_random_invariants(void **state)
{
    (void)state;
    sp_rng r;
    sp_rng_seed(&r, 7);
    int wins = 0, limits = 0, chickens = 0;
    for (int i = 0; i < 100000; i++) {
        sp_hand h;
        sp_meld ml[4];
        random_hand_melds(&r, &h, ml);
        req q;
        req_init(&q, "", "1m", (int)sp_rng_below(&r, 4), -1);
        memcpy(q.in.tiles, h.counts, SP_KINDS);
        memcpy(q.in.melds, ml, sizeof ml);
        q.in.nmelds = h.melds;
        int n = (int)sp_rng_below(&r, 14 - 3 * h.melds);
        for (int k = 0; k < SP_KINDS; k++) {
            if (n < h.counts[k]) {
                q.in.win_tile = k;
                break;
            }
            n -= h.counts[k];
        }
        if (sp_rng_below(&r, 2)) {
            q.in.win = SP_WIN_RON;
            q.in.discarder = (q.in.seat + 1 + (int)sp_rng_below(&r, 3)) % 4;
        }
        q.in.round = (int)sp_rng_below(&r, 3);
        run(&q);
        /* the same answer from the tables prepared at load time, and from tables built per call */
        sp_score_result with_tables = q.res;
        q.in.extra = NULL;
        run(&q);
        assert_memory_equal(&with_tables, &q.res, sizeof q.res);
        if (i % 16 == 0) {
            sp_ruleset *copy = malloc(sizeof *copy);
            assert_non_null(copy);
            memcpy(copy, rules, sizeof *copy);
            copy->model_prepared = false;
            q.in.rules = copy;
            run(&q);
            assert_memory_equal(&with_tables, &q.res, sizeof q.res);
            free(copy);
            q.in.rules = rules;
        }
        q.in.extra = &q.x;
        assert_true(q.res.valid);
        int32_t sum = 0;
        for (int s = 0; s < 4; s++) sum += q.res.payments[s];
        assert_int_equal(sum, 0);
        if (field(&q.res, "chicken")->value) {
            chickens++;
            assert_int_equal(q.res.fan, 0);
            continue;
        }
        wins++;
        assert_true(q.res.fan >= 1 && q.res.fan <= 10);
        assert_true(q.res.payments[q.in.seat] > 0);
        if (q.res.limit) {
            limits++;
            assert_int_equal(q.res.fan, 10);
            assert_int_equal(q.res.npatterns, 1);
        } else {
            int32_t total = 0;
            for (int p = 0; p < q.res.npatterns; p++) total += q.res.patterns[p].value;
            assert_true(total >= q.res.fan);
        }
    }
    assert_true(wins > 50000 && limits > 0 && chickens > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settlement_examples),
        cmocka_unit_test(test_settlement_start_dealer),
        cmocka_unit_test(test_match_ends),
        cmocka_unit_test(test_readings_match_sp_readings),
        cmocka_unit_test(test_zhenting_zimo_off),
        cmocka_unit_test(test_furiten_limit_is_chicken),
        cmocka_unit_test(test_chicken_winners),
        cmocka_unit_test(test_false_shapes_and_robbing),
        cmocka_unit_test(test_patterns_more),
        cmocka_unit_test(test_random_invariants),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
