/* test_rules_wuhan.c: the wuhan-hongzhong scoring model against a slow, obvious reference
 * (every laizi tried as itself and as every allowed kind, every decomposition enumerated) on
 * random hands, plus a few fixed cases: indicator cycle, 皮 in hand, readiness at a draw. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rules_wuhan.h"
#include "core/score.h"
#include "table/score_request.h"
#include "table/ruleset_file.h"
#include "rules_fixture.h"
#include "test_util.h"

static sp_ruleset *rules;

static int setup(void **state)
{
    (void)state;
    rules = load_shipped_rules("wuhan-hongzhong");
    return rules ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    free(rules);
    return 0;
}

/* ---- the reference ---- */

typedef struct {
    int lz;
    uint64_t pi;
} ref_tiles;

/* readiness mode: no minimum, every situational big win counts (rules/wuhan-hongzhong.md §3.8) */
static bool ref_ready_mode;

/* the winner's concealed tiles with every laizi assigned a kind */
static uint8_t ref_concrete[34];

static int next_kind(int k)
{
    static const int cyc[6] = {27, 28, 29, 30, 32, 31}; /* 1z 2z 3z 4z 6z 5z */
    if (k < 27) return k / 9 * 9 + (k % 9 + 1) % 9;
    for (int i = 0; i < 6; i++)
        if (cyc[i] == k) return cyc[(i + 1) % 6];
    return -1;
}

static int prev_kind(int k)
{
    static const int cyc[6] = {27, 28, 29, 30, 32, 31};
    if (k < 27) return k / 9 * 9 + (k % 9 + 8) % 9;
    for (int i = 0; i < 6; i++)
        if (cyc[i] == k) return cyc[(i + 5) % 6];
    return -1;
}

static bool r258(int k) { return k < 27 && (k % 9 == 1 || k % 9 == 4 || k % 9 == 7); }

typedef struct {
    unsigned bigs; /* bit 0 qqr 1 qys 2 pph 3 fys 4 jys 5 gskh 6 hdly 7 qgh */
    bool pair258;
} ref_shape;

/* every decomposition of c into `sets` sets and one pair: collects the (runs, pair kind) facts */
static void decomp(uint8_t *c, int sets, bool pair_done, bool runs, int pair, void (*emit)(void *, bool, int), void *ctx)
{
    int k = 0;
    while (k < 34 && !c[k]) k++;
    if (k == 34) {
        if (!sets && pair_done) emit(ctx, runs, pair);
        return;
    }
    if (!pair_done && c[k] >= 2) {
        c[k] -= 2;
        decomp(c, sets, true, runs, k, emit, ctx);
        c[k] += 2;
    }
    if (sets && c[k] >= 3) {
        c[k] -= 3;
        decomp(c, sets - 1, pair_done, runs, pair, emit, ctx);
        c[k] += 3;
    }
    if (sets && k < 27 && k % 9 <= 6 && c[k + 1] && c[k + 2]) {
        c[k]--, c[k + 1]--, c[k + 2]--;
        decomp(c, sets - 1, pair_done, true, pair, emit, ctx);
        c[k]++, c[k + 1]++, c[k + 2]++;
    }
}

typedef struct {
    const sp_score_input *in;
    ref_tiles t;
    int L, U;
    unsigned meld_suits;
    bool meld_chi, meld_258, all_open;
    unsigned sit;
    int64_t best_receipt, best_raw;
    bool any, best_hard;
    int best_base;
    int64_t best_fan;
} ref_ctx;

static int64_t kfac(const sp_meld *m, int n, const uint8_t *sp)
{
    int64_t k = 1;
    for (int i = 0; i < n; i++) {
        if (m[i].type != SP_MELD_ANKAN) k *= 2;
        if (m[i].type == SP_MELD_MINKAN || m[i].type == SP_MELD_KAKAN) k *= 2;
        if (m[i].type == SP_MELD_ANKAN) k *= 4;
    }
    for (int i = 0; i < sp[SP_WUHAN_HONGZHONG]; i++) k *= 2;
    for (int i = 0; i < sp[SP_WUHAN_LAIZI]; i++) k *= 4;
    for (int i = 0; i < sp[SP_WUHAN_PIZI]; i++) k *= 2;
    return k;
}

static void ref_consider(ref_ctx *r, unsigned bigs, bool pair258)
{
    const sp_score_input *in = r->in;
    const sp_wuhan_input *x = in->extra;
    bool big = bigs != 0;
    if (big ? r->L > 2 : (!pair258 || r->L > 1)) return;
    int nb = 0;
    for (int i = 0; i < 8; i++) nb += bigs >> i & 1;
    int64_t base = big ? 10 * nb : 1;
    int64_t wn = kfac(in->melds, in->nmelds, x->special[in->seat]), wd = 1;
    if (r->U == 0) wn *= 2;
    if (in->win == SP_WIN_TSUMO) {
        if (big) wn *= 3, wd = 2;
        else wn *= 2;
    }
    int64_t raw[4] = {0}, minn = -1, mind = 1;
    bool all_over = true;
    for (int l = 0; l < 4; l++) {
        if (l == in->seat) continue;
        int64_t ln = kfac(in->seats[l].melds, in->seats[l].nmelds, x->special[l]), ld = 1;
        if (l == in->discarder) {
            if (big) ln *= 3, ld = 2;
            else ln *= 2;
        }
        if (minn < 0 || ln * mind < minn * ld) minn = ln, mind = ld;
        int64_t z = !big && (in->seat == in->dealer || l == in->dealer) ? 2 : 1;
        raw[l] = base * wn * ln * z / (wd * ld);
        if (raw[l] <= 300) all_over = false;
    }
    if (!ref_ready_mode && !(wn * minn > 16 * wd * mind)) return; /* 起胡: every win (seed 1.2.5) */
    int64_t rec = 0;
    for (int l = 0; l < 4; l++)
        if (l != in->seat) rec += all_over ? 500 : raw[l] < 300 ? raw[l] : 300;
    int64_t rawsum = raw[0] + raw[1] + raw[2] + raw[3];
    if (!r->any || rec > r->best_receipt || (rec == r->best_receipt && rawsum > r->best_raw) ||
        (rec == r->best_receipt && rawsum == r->best_raw && r->U == 0 && !r->best_hard)) {
        r->any = true;
        r->best_receipt = rec;
        r->best_raw = rawsum;
        r->best_hard = r->U == 0;
        r->best_base = (int)base;
        r->best_fan = wn / wd;
    }
}

static void ref_emit(void *p, bool runs, int pair)
{
    ref_ctx *r = p;
    unsigned bigs = 0;
    unsigned suits = r->meld_suits;
    bool all258 = r->meld_258 && !r->meld_chi && !runs;
    for (int k = 0; k < 34; k++)
        if (ref_concrete[k]) {
            suits |= 1u << sp_kind_suit(k);
            if (!r258(k)) all258 = false;
        }
    if (suits == 1 || suits == 2 || suits == 4) bigs |= 2;
    if (!runs && !r->meld_chi) bigs |= 4;
    if (suits == 8) bigs |= 8;
    if (all258) bigs |= 16;
    bool p258 = r258(pair);
    unsigned sit = r->sit;
    if (!r->all_open) sit &= ~1u;
    if (p258 || bigs) bigs |= sit;
    ref_consider(r, bigs, p258);
}

static void ref_try(ref_ctx *r)
{
    int nm = r->in->nmelds;
    uint8_t c[34];
    memcpy(c, ref_concrete, 34);
    decomp(c, 4 - nm, false, false, -1, ref_emit, r);
    /* no shape: all honours / all 2-5-8 */
    bool fys = !(r->meld_suits & 7), jys = r->meld_258 && !r->meld_chi;
    for (int k = 0; k < 34; k++)
        if (ref_concrete[k]) {
            if (k < 27) fys = false;
            if (!r258(k)) jys = false;
        }
    if (fys) ref_consider(r, 8, false);
    if (jys) ref_consider(r, 16, false);
}

/* assign each of the laizi (positions i..L-1) to face value or an allowed kind */
static void ref_assign(ref_ctx *r, int i)
{
    if (i == r->L) {
        for (int k = 0; k < 34; k++)
            if (ref_concrete[k] > 4) return;
        ref_try(r);
        return;
    }
    for (int k = 0; k < 34; k++) {
        if (k == 33 || (r->t.pi >> k & 1)) continue;
        ref_concrete[k]++;
        if (k != r->t.lz) r->U++;
        ref_assign(r, i + 1);
        if (k != r->t.lz) r->U--;
        ref_concrete[k]--;
    }
}

/* valid, receipt, base, fan of the reference */
static bool reference(const sp_score_input *in, int64_t *receipt, int *base, int64_t *fan)
{
    ref_ctx r;
    memset(&r, 0, sizeof r);
    r.in = in;
    r.t.lz = next_kind(in->indicator);
    r.t.pi = (uint64_t)1 << in->indicator | (uint64_t)1 << prev_kind(in->indicator);
    int opens = 0;
    r.meld_258 = true;
    r.all_open = in->nmelds == 4;
    for (int i = 0; i < in->nmelds; i++) {
        const sp_meld *m = &in->melds[i];
        opens += m->type != SP_MELD_ANKAN;
        r.meld_suits |= 1u << sp_kind_suit(m->kind);
        if (m->type == SP_MELD_CHI) r.meld_chi = true;
        if (m->type == SP_MELD_CHI || !r258(m->kind)) r.meld_258 = false;
        if (m->type == SP_MELD_ANKAN) r.all_open = false;
    }
    if (!opens) return false;
    if (in->tiles[33] || (in->tiles[in->indicator]) || in->tiles[prev_kind(in->indicator)]) return false;
    if (in->win == SP_WIN_RON && (in->win_tile == r.t.lz || in->win_tile == 33)) return false;
    if (ref_ready_mode) r.sit = 1 | 32 | 64 | 128;
    else if (in->situation & SP_SIT_CHANKAN) r.sit |= 128;
    else if (in->win == SP_WIN_RON) r.sit |= 1;
    if (in->situation & SP_SIT_RINSHAN) r.sit |= 32;
    if (in->situation & SP_SIT_HAITEI) r.sit |= 64;
    r.L = in->tiles[r.t.lz];
    if (r.L > 2) return false;
    memcpy(ref_concrete, in->tiles, 34);
    ref_concrete[r.t.lz] = 0;
    ref_assign(&r, 0);
    *receipt = r.best_receipt;
    *base = r.best_base;
    *fan = r.best_fan;
    return r.any;
}

/* ---- random hands ---- */

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint32_t rnd(uint32_t n)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state % n);
}

static sp_wuhan_input extra;

/* A random candidate hand: mostly 4 sets + pair from a biased pool, some laizi. */
static bool random_input(sp_score_input *in)
{
    sp_score_input_init(in, rules);
    memset(&extra, 0, sizeof extra);
    in->extra = &extra;
    int ind;
    do ind = (int)rnd(33); while (ind == 33);
    in->indicator = ind;
    int lz = next_kind(ind), pv = prev_kind(ind);
    uint8_t all[SP_KINDS_ALL] = {0};
    all[ind]++;
    in->seat = (int)rnd(4);
    in->dealer = (int)rnd(4);
    /* a suit bias makes flushes and 2-5-8 hands frequent */
    int mode = (int)rnd(4); /* 0 any, 1 one suit, 2 honours, 3 2-5-8 */
    int suit = (int)rnd(3);
    #define PICK() (mode == 1 ? suit * 9 + (int)rnd(9) : mode == 2 ? 27 + (int)rnd(6) : mode == 3 ? (int)rnd(3) * 9 + 1 + 3 * (int)rnd(3) : (int)rnd(34))
    int nm = 1 + (int)rnd(4);
    for (int i = 0; i < nm; i++) {
        sp_meld *m = &in->melds[i];
        int t = (int)rnd(10);
        int k = PICK();
        if (k == lz || k == 33 || k == ind || k == pv) return false;
        if (t < 3 && k < 27 && k % 9 <= 6 && k + 1 != lz && k + 2 != lz && k + 1 != ind && k + 2 != ind && k + 1 != pv &&
            k + 2 != pv) {
            m->type = SP_MELD_CHI;
            m->from = (int8_t)((in->seat + 3) % 4);
        } else {
            m->type = t < 7 ? SP_MELD_PON : t == 7 ? SP_MELD_MINKAN : t == 8 ? SP_MELD_KAKAN : SP_MELD_ANKAN;
            m->from = m->type == SP_MELD_ANKAN ? -1 : (int8_t)((in->seat + 1 + rnd(3)) % 4);
        }
        m->kind = (uint8_t)k;
        sp_meld_add_counts(m, all);
    }
    in->nmelds = nm;
    uint8_t *c = in->tiles;
    for (int g = 0; g < 4 - nm; g++) {
        int k = PICK();
        if (k < 27 && k % 9 <= 6 && rnd(2)) c[k]++, c[k + 1]++, c[k + 2]++;
        else c[k] += 3;
    }
    c[PICK()] += 2;
    int nl = (int)rnd(4);
    for (int i = 0; i < nl && i < 3; i++) {
        /* replace a random tile by a laizi */
        int k = (int)rnd(34);
        while (!c[k]) k = (k + 1) % 34;
        c[k]--;
        c[lz]++;
    }
    for (int k = 0; k < 34; k++) {
        all[k] += c[k];
        if (all[k] > 4) return false;
    }
    /* win tile, kind of win */
    int wt = (int)rnd(34);
    while (!c[wt]) wt = (wt + 1) % 34;
    in->win_tile = wt;
    in->win = rnd(2) ? SP_WIN_TSUMO : SP_WIN_RON;
    if (in->win == SP_WIN_RON) {
        in->discarder = (in->seat + 1 + (int)rnd(3)) % 4;
        if (rnd(8) == 0) in->situation |= SP_SIT_CHANKAN;
    } else {
        if (rnd(4) == 0) in->situation |= SP_SIT_RINSHAN;
        if (rnd(6) == 0) in->situation |= SP_SIT_HAITEI;
    }
    for (int s = 0; s < 4; s++) {
        for (int j = 0; j < 3; j++) extra.special[s][j] = (uint8_t)(rnd(5) == 0);
        if (s == in->seat) continue;
        int n = (int)rnd(3);
        for (int i = 0; i < n; i++) {
            sp_meld *m = &in->seats[s].melds[i];
            m->type = rnd(3) ? SP_MELD_PON : SP_MELD_ANKAN;
            m->kind = (uint8_t)(rnd(2) ? 0 : 10); /* kinds never checked against copies here */
            if (m->kind == lz || m->kind == ind || m->kind == pv) m->kind = 20 == lz || 20 == ind || 20 == pv ? 5 : 20;
            if (m->kind == lz || m->kind == ind || m->kind == pv) m->kind = 27 == lz || 27 == ind || 27 == pv ? 28 : 27;
            m->from = m->type == SP_MELD_ANKAN ? -1 : (int8_t)((s + 2) % 4);
        }
        in->seats[s].nmelds = n;
        in->seats[s].present = true;
    }
    return true;
}

/* The same answer when the ruleset's names are resolved on every call instead of once when the
 * file was loaded (sp_wuhan_prepare_ruleset). */
static void assert_same_unprepared(const sp_score_input *in, const sp_score_result *res)
{
    sp_ruleset *copy = malloc(sizeof *copy);
    assert_non_null(copy);
    memcpy(copy, rules, sizeof *copy);
    copy->model_prepared = false;
    sp_score_input x = *in;
    x.rules = copy;
    sp_score_result again;
    char err[256];
    assert_int_equal(sp_score(&x, &again, err, sizeof err), 0);
    assert_memory_equal(res, &again, sizeof again);
    free(copy);
}

static void test_random_against_reference(void **state)
{
    (void)state;
    const char *env = getenv("SPARROW_RANDOM_HANDS");
    int want = env ? atoi(env) : 20000;
    int done = 0, valid = 0, tries = 0, bigs = 0, soft = 0, liable = 0;
    while (done < want && tries < want * 50) {
        tries++;
        sp_score_input in;
        if (!random_input(&in)) continue;
        sp_score_result res;
        char err[256];
        int rc = sp_score(&in, &res, err, sizeof err);
        if (rc) continue; /* e.g. a meld the model refuses */
        done++;
        assert_true(rules->model_prepared);
        if (done % 16 == 0) assert_same_unprepared(&in, &res);
        int64_t receipt = 0, fan = 0;
        int base = 0;
        bool ok = reference(&in, &receipt, &base, &fan);
        if (ok != res.valid || (ok && (receipt != res.payments[in.seat] || base != res.base || fan != res.fan))) {
            char t[64];
            sp_format_tiles(in.tiles, SP_KINDS, t, sizeof t);
            fprintf(stderr, "mismatch: tiles %s ind %d win %d sit %u melds %d: engine %d %d base %d fan %d, reference %d %lld base %d fan %lld (%s)\n",
                    t, in.indicator, in.win, in.situation, in.nmelds, res.valid, res.payments[in.seat], res.base, res.fan, ok,
                    (long long)receipt, base, (long long)fan, res.reason);
            for (int i = 0; i < in.nmelds; i++) {
                char mb[32];
                sp_format_meld(&in.melds[i], mb, sizeof mb);
                fprintf(stderr, "  meld %s\n", mb);
            }
            fail();
        }
        if (res.valid) {
            valid++;
            if (res.base > 1) bigs++;
            for (int i = 0; i < res.npatterns; i++) soft += !strcmp(rules->patterns[res.patterns[i].pattern].id, "ruanhu");
            for (int f = 0; f < res.nfields; f++) liable += !strcmp(res.fields[f].key, "liable");
            int32_t sum = 0;
            for (int s = 0; s < 4; s++) sum += res.payments[s];
            assert_int_equal(sum, 0);
        }
    }
    fprintf(stderr, "%d hands scored, %d valid (%d big, %d soft small, %d with liability)\n", done, valid, bigs, soft, liable);
    assert_true(done > want / 2);
    assert_true(valid > done / 50);
}

static bool ref_is_ready(const sp_score_input *in)
{
    int lz = next_kind(in->indicator);
    uint8_t held[SP_KINDS_ALL] = {0};
    memcpy(held, in->tiles, SP_KINDS);
    for (int i = 0; i < in->nmelds; i++) sp_meld_add_counts(&in->melds[i], held);
    bool ready = false;
    ref_ready_mode = true;
    for (int t = 0; t < 33 && !ready; t++) {
        if (t == in->indicator || t == prev_kind(in->indicator) || held[t] >= 4) continue;
        sp_score_input x = *in;
        x.tiles[t]++;
        x.win = SP_WIN_TSUMO;
        x.win_tile = t;
        int64_t rec, fan;
        int base;
        if (x.tiles[lz] <= 2 && reference(&x, &rec, &base, &fan)) ready = true;
    }
    ref_ready_mode = false;
    return ready;
}

static void test_random_ready_against_reference(void **state)
{
    (void)state;
    const char *env = getenv("SPARROW_RANDOM_HANDS");
    int want = env ? atoi(env) / 4 : 5000;
    int done = 0, ready = 0, tries = 0;
    while (done < want && tries < want * 50) {
        tries++;
        sp_score_input in;
        if (!random_input(&in)) continue;
        /* one tile short: drop a random concealed tile */
        int k = (int)rnd(34);
        while (!in.tiles[k]) k = (k + 1) % 34;
        in.tiles[k]--;
        in.win = SP_WIN_DRAW;
        in.win_tile = -1;
        in.discarder = -1;
        in.situation = 0;
        for (int s = 0; s < 4; s++)
            if (s != in.seat) in.seats[s].ready = 0;
        sp_score_result res;
        char err[256];
        if (sp_score(&in, &res, err, sizeof err)) continue;
        done++;
        if (done % 16 == 0) assert_same_unprepared(&in, &res);
        int got = -1;
        for (int f = 0; f < res.nfields; f++)
            if (!strcmp(res.fields[f].key, "ready")) got = res.fields[f].seats[in.seat];
        bool want_ready = ref_is_ready(&in);
        if (got != (int)want_ready) {
            char t[64];
            sp_format_tiles(in.tiles, SP_KINDS, t, sizeof t);
            fprintf(stderr, "ready mismatch: tiles %s ind %d melds %d: engine %d reference %d\n", t, in.indicator, in.nmelds, got,
                    want_ready);
            fail();
        }
        ready += want_ready;
    }
    fprintf(stderr, "%d hands at a draw, %d ready\n", done, ready);
    assert_true(done > want / 2);
    assert_true(ready > done / 50);
}

/* ---- fixed cases ---- */

static int score_json_like(sp_score_input *in, const char *tiles, const char *const *melds, const char *win_tile, int win,
                           int seat, int discarder, int indicator, sp_score_result *res)
{
    sp_score_input_init(in, rules);
    memset(&extra, 0, sizeof extra);
    in->extra = &extra;
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    assert_int_equal(sp_parse_tiles(tiles, c, 0, &e), 0);
    memcpy(in->tiles, c, SP_KINDS);
    for (int i = 0; melds[i]; i++) assert_int_equal(sp_parse_meld(melds[i], &in->melds[in->nmelds++], 0, &e), 0);
    uint8_t w[SP_KINDS_ALL] = {0};
    assert_int_equal(sp_parse_tiles(win_tile, w, 0, &e), 0);
    for (int k = 0; k < SP_KINDS; k++)
        if (w[k]) in->win_tile = k;
    in->win = win;
    in->seat = seat;
    in->discarder = discarder;
    in->indicator = indicator;
    char err[256];
    return sp_score(in, res, err, sizeof err);
}

static void test_honour_cycle(void **state)
{
    (void)state;
    sp_score_input in;
    sp_score_result res;
    /* indicator 4z (北): laizi 6z (发), 皮 4z and 3z. 6z stands for 5s: soft. */
    const char *m1[] = {"chi:123m@W", "kakan:7777p@E", "pon:999m@S", NULL};
    assert_int_equal(score_json_like(&in, "88m46s6z", m1, "4s", SP_WIN_TSUMO, 3, -1, 30, &res), 0);
    assert_true(res.valid);
    assert_int_equal(res.fan, 32); /* 2^3 x 蓄杠 2 x soft 1 x self-draw 2 */
    /* with a pon instead of the 蓄杠: 16 x 1 is not above the minimum 16 */
    const char *m1b[] = {"chi:123m@W", "pon:777p@E", "pon:999m@S", NULL};
    assert_int_equal(score_json_like(&in, "88m46s6z", m1b, "4s", SP_WIN_TSUMO, 3, -1, 30, &res), 0);
    assert_false(res.valid);
    /* a 3z (皮) left in the hand is never a win */
    assert_int_equal(score_json_like(&in, "88m3z33z", m1, "8m", SP_WIN_TSUMO, 3, -1, 30, &res), 0);
    assert_false(res.valid);
    /* indicator 6z: laizi 5z (白); 5z5z at face value as the pair of a 碰碰胡 is hard */
    const char *m2[] = {"pon:111m@W", "pon:777p@E", "pon:999m@S", NULL};
    assert_int_equal(score_json_like(&in, "55z222s", m2, "2s", SP_WIN_TSUMO, 3, -1, 32, &res), 0);
    assert_true(res.valid);
    assert_int_equal(res.base, 10);
    assert_int_equal(res.fan, 24); /* 2^3 x hard 2 x 3/2 */
}

/* The indicator order the laizi and the 皮 are counted in (sp_ruleset_indicator_step): within
 * a suit 9 wraps to 1 both ways, honours follow the file's cycle, nothing else has a place. */
static void test_indicator_step(void **state)
{
    (void)state;
    sp_param cycle;
    memset(&cycle, 0, sizeof cycle);
    const int32_t order[] = {1, 2, 3, 4, 6, 5}; /* (the shipped file's: 5z and 6z swapped) */
    cycle.nvalues = 6;
    memcpy(cycle.values, order, sizeof order);
    assert_int_equal(sp_ruleset_indicator_step(&cycle, 8, 1), 0);           /* 9m -> 1m */
    assert_int_equal(sp_ruleset_indicator_step(&cycle, 0, -1), 8);          /* 1m <- 9m */
    assert_int_equal(sp_ruleset_indicator_step(NULL, 9 + 4, -2), 9 + 2);    /* 5p, two back: 3p */
    assert_int_equal(sp_ruleset_indicator_step(&cycle, 18 + 2, 11), 18 + 4); /* 3s + 11: 5s */
    assert_int_equal(sp_ruleset_indicator_step(&cycle, SP_KIND_Z + 3, 1), SP_KIND_Z + 5);  /* 4z -> 6z */
    assert_int_equal(sp_ruleset_indicator_step(&cycle, SP_KIND_Z + 4, 1), SP_KIND_Z);      /* 5z -> 1z */
    assert_int_equal(sp_ruleset_indicator_step(&cycle, SP_KIND_Z, -1), SP_KIND_Z + 4);     /* 1z <- 5z */
    assert_int_equal(sp_ruleset_indicator_step(&cycle, SP_KIND_Z + 6, 1), -1); /* 7z: not in the cycle */
    assert_int_equal(sp_ruleset_indicator_step(NULL, SP_KIND_Z, 1), -1);
    assert_int_equal(sp_ruleset_indicator_step(&cycle, -1, 1), -1);
    assert_int_equal(sp_ruleset_indicator_step(&cycle, SP_KINDS, 1), -1);
}

/* Spec example W6 (a soft 清一色 self-draw, P 12 x smallest loser 1): 起胡 applies to every win
 * by default, as the seed's basic conditions of a win say (「1.2 胡牌基本条件 … 5. 起胡番」); the
 * option qihu_big_exempt gives back the spec's exemption, and W6's payments. */
static void test_qihu_every_win(void **state)
{
    (void)state;
    static const char *w6 =
        "{\"tiles\": \"6m2456678p\", \"melds\": [\"chi:123p@E\", \"pon:999p@W\"], \"win_tile\": \"6p\", \"win\": \"tsumo\","
        " \"seat\": \"S\", \"round\": \"E\", \"dealer\": \"E\", \"indicator\": \"5m\","
        " \"special_kongs\": {\"hongzhong\": 1, \"laizi\": 0, \"pizi\": 0},"
        " \"others\": {\"E\": {\"melds\": [\"pon:111z@N\"]}, \"W\": {\"melds\": []},"
        " \"N\": {\"melds\": [\"pon:222z@S\", \"ankan:7777s\"]}}%s}";
    for (int exempt = 0; exempt < 2; exempt++) {
        char text[1024], err[256];
        snprintf(text, sizeof text, w6, exempt ? ", \"options\": {\"qihu_big_exempt\": true}" : "");
        cJSON *req = cJSON_Parse(text);
        assert_non_null(req);
        sp_score_input in;
        static score_extras x;
        sp_score_result res;
        assert_int_equal(score_request_parse(req, rules, &in, &x, err, sizeof err), 0);
        assert_int_equal(sp_score(&in, &res, err, sizeof err), 0);
        cJSON_Delete(req);
        assert_int_equal(res.valid, exempt);
        if (!exempt) {
            assert_non_null(strstr(res.reason, "qihu"));
            continue;
        }
        assert_int_equal(res.base, 10);
        assert_int_equal(res.payments[1], 660);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_honour_cycle),
        cmocka_unit_test(test_indicator_step),
        cmocka_unit_test(test_qihu_every_win),
        cmocka_unit_test(test_random_against_reference),
        cmocka_unit_test(test_random_ready_against_reference),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
