/* test_rules_mcr.c: the mcr scoring model (rules/mcr.md) on random complete hands of every
 * shape class - four sets and a pair without and with melds, seven pairs, thirteen orphans,
 * 全不靠 / 七星不靠, 组合龙 with a set and a pair: every hand is scored without error and read as
 * a winning hand, its fans add up to its value, no counted fan implies another counted one,
 * the minimum is applied without flowers, and the payments are the rulebook's (zero-sum).
 * SPARROW_MCR_HANDS sets the hands per class (ctest's long label runs 100,000). */
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "core/score.h"
#include "core/tile.h"
#include "rules_fixture.h"
#include "test_util.h"

RULES_FIXTURE_GROUP("mcr")

enum { C_CONCEALED, C_MELDS, C_PAIRS, C_ORPHANS, C_KNITTED, C_KNIT_STRAIGHT, C_CLASSES };
static const char *const class_names[C_CLASSES] = {"four sets (concealed)", "four sets (melds)", "seven pairs",
                                                   "thirteen orphans", "knitted tiles", "knitted straight"};

typedef struct {
    uint8_t all[SP_KINDS]; /* every tile used, to keep four of a kind at most */
    sp_score_input *in;
} gen;

static int rnd(sp_rng *r, int n) { return (int)(sp_rng_next(r) % (uint64_t)n); }

static bool take(gen *g, int k, int n, bool concealed)
{
    if (g->all[k] + n > 4) return false;
    g->all[k] = (uint8_t)(g->all[k] + n);
    if (concealed) g->in->tiles[k] = (uint8_t)(g->in->tiles[k] + n);
    return true;
}

/* One random set: concealed, or declared as a meld. */
static bool random_set(gen *g, sp_rng *r, bool meld)
{
    int kind = rnd(r, SP_KINDS), type = rnd(r, 3); /* 0 chow, 1 pung, 2 kong (melds only) */
    if (type == 0 && (kind >= SP_KIND_Z || kind % 9 > 6)) type = 1;
    if (type == 2 && !meld) type = 1;
    if (type == 0) {
        for (int j = 0; j < 3; j++)
            if (!take(g, kind + j, 1, !meld)) return false;
    } else if (!take(g, kind, type == 2 ? 4 : 3, !meld)) {
        return false;
    }
    if (meld) {
        sp_meld *m = &g->in->melds[g->in->nmelds++];
        m->kind = (uint8_t)kind;
        m->type = (uint8_t)(type == 0 ? SP_MELD_CHI : type == 1 ? SP_MELD_PON : SP_MELD_MINKAN + rnd(r, 3));
        m->from = m->type == SP_MELD_ANKAN ? -1 : (int8_t)((g->in->seat + 1 + rnd(r, 3)) % 4);
    }
    return true;
}

static uint64_t knit_mask(int i)
{
    static const uint8_t perm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    uint64_t m = 0;
    for (int j = 0; j < 3; j++)
        for (int n = j; n < 9; n += 3) m |= 1ull << (perm[i][j] * 9 + n);
    return m;
}

/* Fills g->in->tiles (and melds) with a complete hand of the class; false to try again. */
static bool random_hand(gen *g, sp_rng *r, int cls)
{
    switch (cls) {
    case C_CONCEALED:
    case C_MELDS: {
        int melds = cls == C_MELDS ? 1 + rnd(r, 4) : 0;
        for (int i = 0; i < 4; i++)
            if (!random_set(g, r, i < melds)) return false;
        return take(g, rnd(r, SP_KINDS), 2, true);
    }
    case C_PAIRS:
        for (int i = 0; i < 7; i++)
            if (!take(g, rnd(r, SP_KINDS), 2, true)) return false;
        return true;
    case C_ORPHANS:
        for (int i = 0; i < 13; i++) take(g, sp_yaochu_kinds[i], 1, true);
        return take(g, sp_yaochu_kinds[rnd(r, 13)], 1, true);
    case C_KNITTED: {
        uint64_t m = knit_mask(rnd(r, 6));
        int honours = 5 + rnd(r, 3), n = 0, drop = 9 - (14 - honours);
        for (int k = SP_KIND_Z; k < SP_KINDS; k++) take(g, k, 1, true);
        for (int i = 0; i < 7 - honours; i++) { /* leave out 7 - honours honours */
            int k;
            do k = SP_KIND_Z + rnd(r, 7);
            while (!g->in->tiles[k]);
            g->in->tiles[k] = 0, g->all[k] = 0;
        }
        for (int k = 0; k < SP_KIND_Z; k++)
            if (m >> k & 1) n++, take(g, k, 1, true);
        for (int i = 0; i < drop; i++) { /* leave out some knitted tiles */
            int k;
            do k = rnd(r, SP_KIND_Z);
            while (!(m >> k & 1) || !g->in->tiles[k]);
            g->in->tiles[k] = 0, g->all[k] = 0;
        }
        return true;
    }
    default: { /* C_KNIT_STRAIGHT */
        uint64_t m = knit_mask(rnd(r, 6));
        for (int k = 0; k < SP_KIND_Z; k++)
            if (m >> k & 1) take(g, k, 1, true);
        if (!random_set(g, r, rnd(r, 2) == 0)) return false;
        return take(g, rnd(r, SP_KINDS), 2, true);
    }
    }
}

static void random_input(sp_score_input *in, sp_rng *r, int cls)
{
    for (;;) {
        sp_score_input_init(in, rules);
        in->seat = rnd(r, 4);
        in->dealer = rnd(r, 4);
        in->round = rnd(r, 4);
        gen g = {.in = in};
        if (!random_hand(&g, r, cls)) continue;
        int nk = 0, kinds[SP_KINDS];
        for (int k = 0; k < SP_KINDS; k++)
            if (in->tiles[k]) kinds[nk++] = k;
        in->win_tile = kinds[rnd(r, nk)];
        in->win = rnd(r, 2) ? SP_WIN_TSUMO : SP_WIN_RON;
        in->discarder = in->win == SP_WIN_RON ? (in->seat + 1 + rnd(r, 3)) % 4 : -1;
        in->flowers = (uint8_t)(rnd(r, 4) == 0 ? sp_rng_next(r) : 0);
        static const unsigned tsumo_sits[] = {0, SP_SIT_HAITEI, SP_SIT_RINSHAN}, ron_sits[] = {0, SP_SIT_HOUTEI, SP_SIT_CHANKAN};
        in->situation = in->win == SP_WIN_TSUMO ? tsumo_sits[rnd(r, 3)] : ron_sits[rnd(r, 3)];
        return;
    }
}

static int pattern(const char *id)
{
    int i = sp_ruleset_pattern(rules, id);
    assert_true(i >= 0);
    return i;
}

static void check_class(int cls, int hands)
{
    sp_rng r;
    sp_rng_seed(&r, 24 + (uint64_t)cls);
    int min = rules->options[sp_ruleset_option(rules, "min_fan")].def, valid = 0;
    int huapai = pattern("huapai");
    for (int n = 0; n < hands; n++) {
        sp_score_input in;
        sp_score_result out;
        char err[200];
        random_input(&in, &r, cls);
        if (sp_score(&in, &out, err, sizeof err)) fail_msg("%s: hand %d refused: %s", class_names[cls], n, err);
        if (!out.valid && !strstr(out.reason, "minimum")) fail_msg("%s: hand %d not read as a win: %s", class_names[cls], n, out.reason);
        int32_t sum = 0, flowers = 0;
        bool counted[SP_MAX_PATTERNS] = {false};
        for (int i = 0; i < out.npatterns; i++) {
            const sp_pattern_score *p = &out.patterns[i];
            if (p->value != rules->patterns[p->pattern].value * p->count) fail_msg("%s: hand %d: a pattern's value", class_names[cls], n);
            sum += p->value;
            if (p->pattern == huapai) flowers = p->value;
            counted[p->pattern] = true;
        }
        for (int i = 0; i < rules->npatterns; i++) /* 不重复: no counted fan implies another one */
            for (int j = 0; counted[i] && j < rules->patterns[i].nimplies; j++)
                if (counted[rules->patterns[i].implies[j]])
                    fail_msg("%s: hand %d counts %s beside %s", class_names[cls], n, rules->patterns[rules->patterns[i].implies[j]].id,
                             rules->patterns[i].id);
        if (sum != out.fan) fail_msg("%s: hand %d: patterns sum to %d, fan %d", class_names[cls], n, sum, out.fan);
        if (flowers != __builtin_popcount(in.flowers)) fail_msg("%s: hand %d: flowers", class_names[cls], n);
        if (out.valid != (out.fan - flowers >= min)) fail_msg("%s: hand %d: the minimum", class_names[cls], n);
        int32_t total = 0;
        for (int s = 0; s < 4; s++) {
            total += out.payments[s];
            int32_t want = 0;
            if (out.valid && s != in.seat) want = -(in.win == SP_WIN_TSUMO || s == in.discarder ? out.fan + 8 : 8);
            if (out.valid && s == in.seat) want = in.win == SP_WIN_TSUMO ? 3 * (out.fan + 8) : out.fan + 24;
            if (out.payments[s] != want) fail_msg("%s: hand %d: seat %d receives %d, not %d", class_names[cls], n, s, out.payments[s], want);
        }
        if (total) fail_msg("%s: hand %d: payments sum to %d", class_names[cls], n, total);
        valid += out.valid;
    }
    print_message("%-22s %d hands, %d reach the minimum\n", class_names[cls], hands, valid);
}

static int hands_per_class(void)
{
    const char *e = getenv("SPARROW_MCR_HANDS");
    return e && atoi(e) > 0 ? atoi(e) : 5000;
}

static void test_random_hands(void **state)
{
    (void)state;
    for (int c = 0; c < C_CLASSES; c++) check_class(c, hands_per_class());
}

/* The answers of the fan search on a fixed sample (3,000 hands of each class, every answer's
 * fans, value, validity, reason and payments) hashed: the digest was recorded from the search
 * before it was made faster (rules_mcr_fans.c), so a change of speed cannot change an answer
 * unnoticed. A change of rules that moves an answer on purpose records a new digest. */
static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
    const unsigned char *b = data;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

static void test_answers_unchanged(void **state)
{
    (void)state;
    uint64_t h = 1469598103934665603ull;
    for (int cls = 0; cls < C_CLASSES; cls++) {
        sp_rng r;
        sp_rng_seed(&r, 2024 + (uint64_t)cls);
        for (int n = 0; n < 3000; n++) {
            sp_score_input in;
            sp_score_result out;
            char err[200];
            random_input(&in, &r, cls);
            assert_int_equal(sp_score(&in, &out, err, sizeof err), 0);
            int32_t head[3] = {out.valid, out.fan, out.npatterns};
            h = fnv(h, head, sizeof head);
            for (int i = 0; i < out.npatterns; i++) {
                int32_t p[3] = {out.patterns[i].pattern, out.patterns[i].count, out.patterns[i].value};
                h = fnv(h, p, sizeof p);
            }
            h = fnv(h, out.payments, sizeof out.payments);
            h = fnv(h, out.reason, strlen(out.reason));
        }
    }
    print_message("answers digest %016llx\n", (unsigned long long)h);
    assert_true(h == 0x82bbe90eb3143296ull);
}

/* A special shape is recognised as such (the fan that names it is counted, or a reading of four
 * sets and a pair is worth more), checked on hands that can only be read one way. */
static void test_shapes_named(void **state)
{
    (void)state;
    static const struct {
        const char *tiles, *fan;
    } cases[] = {
        {"19m19p19s12345677z", "shisanyao"},  {"147m258p369s12345z", "quanbukao"}, {"147m258s3p1234567z", "qixingbukao"},
        {"147m258p369s123m55z", "zuhelong"}, {"1133557799m1155z", "qidui"},       {"11223344556677s", "lianqidui"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sp_score_input in;
        sp_score_result out;
        char err[200];
        sp_score_input_init(&in, rules);
        sp_error perr;
        uint8_t c[SP_KINDS_ALL] = {0};
        assert_int_equal(sp_parse_tiles(cases[i].tiles, c, 0, &perr), 0);
        memcpy(in.tiles, c, SP_KINDS);
        in.win = SP_WIN_TSUMO;
        for (int k = SP_KINDS - 1; k >= 0; k--)
            if (in.tiles[k]) in.win_tile = k;
        if (sp_score(&in, &out, err, sizeof err)) fail_msg("%s: %s", cases[i].tiles, err);
        bool found = false;
        for (int j = 0; j < out.npatterns; j++) found |= !strcmp(rules->patterns[out.patterns[j].pattern].id, cases[i].fan);
        if (!found) fail_msg("%s: %s not counted", cases[i].tiles, cases[i].fan);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shapes_named),
        cmocka_unit_test(test_random_hands),
        cmocka_unit_test(test_answers_unchanged),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
