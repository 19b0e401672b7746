/* rules_mingjiang.c: the scoring model of 明將麻雀 (mingjiang): judging a win declaration
 * (false win, 振聽 chicken, 過水, 食替), the pattern evaluators over every reading of the hand,
 * the 10-fan cap, payments (全銃制 with 3B / 4B / 2B / B shares), and the match-end and
 * settlement rules. Spec: rules/mingjiang.md; numbers: rules/mingjiang.rules. */
#include "core/rules_mingjiang.h"

#include <stdio.h>
#include <string.h>

#include "core/game_mingjiang.h"
#include "core/model.h"
#include "core/payments.h"
#include "core/patterns.h"

/* ---- evaluator names (the order of sp_mingjiang_evaluator) ---- */

/* zero-padded like the loader's fields, so that a name compares as three words */
static const char evaluator_names[MJ_EV_COUNT][SP_ID_LEN] = {
    "concealed_hand", "all_simples", "all_chows", "half_flush", "full_flush", "two_suits",
    "five_groups", "concealed_kongs", "all_pungs", "three_concealed_pungs", "value_pungs",
    "little_dragons", "big_dragons", "mixed_outside", "pure_outside",
    "terminals_honours", "double_chow", "two_double_chows", "triple_chow", "pure_straight",
    "hog_pung_chow", "hog_pair_two_chows", "hog_four_chows", "mixed_triple_chow", "triple_pung",
    "kong_replacement", "robbing_kong", "last_tile_draw", "last_discard", "seven_pairs",
    "heavenly_hand", "earthly_hand", "human_hand", "big_winds", "little_winds",
    "all_honours", "all_terminals", "four_kongs", "thirteen_orphans", "nine_gates",
    "four_concealed_pungs", "four_identical_chows",
    "chicken_hand", "furiten", "passed_win", "swap_call", "head_bump", "false_win"
};

#define EV4(i) evaluator_names[i], evaluator_names[i + 1], evaluator_names[i + 2], evaluator_names[i + 3]
static const char *const evaluators[] = {
    EV4(0), EV4(4), EV4(8), EV4(12), EV4(16), EV4(20), EV4(24), EV4(28), EV4(32), EV4(36), EV4(40), EV4(44), NULL,
};
#undef EV4

static const sp_evaluator_rename renamed[] = {
    {"terminals_and_honours", "terminals_honours"}, {"little_three_dragons", "little_dragons"},
    {"big_three_dragons", "big_dragons"}, {"big_four_winds", "big_winds"}, {"little_four_winds", "little_winds"},
    {"kong_replacement_win", "kong_replacement"}, {NULL, NULL},
};

_Static_assert(sizeof evaluators / sizeof evaluators[0] == MJ_EV_COUNT + 1, "one name per evaluator");

static inline int lowest_bit(uint64_t m) { return __builtin_ctzll(m); }
static inline int bit_count(uint64_t m)
{
    int n = 0;
    for (; m; m &= m - 1) n++;
    return n;
}

/* Bit i set when byte i of x is not zero. */
static inline uint64_t nonzero_bytes(uint64_t x)
{
    uint64_t hi = ((x & 0x7F7F7F7F7F7F7F7Full) + 0x7F7F7F7F7F7F7F7Full) | x; /* high bit: byte != 0 */
    hi = (hi >> 7) & 0x0101010101010101ull;
    return (hi * 0x0102040810204080ull) >> 56;
}

/* ---- tables ---- */

/* Name lookups that stay cheap when the model builds its tables on every call: the loader
 * zero-fills every name field, so a name is compared as whole words against a zero-padded copy,
 * trying first the place where the shipped file has it (a field that is not zero-padded just
 * falls back to strcmp). */
static inline bool same_words(const char *field, const char *padded, size_t len)
{
    uint64_t diff = 0;
    for (size_t i = 0; i < len; i += 8) {
        uint64_t a, b;
        memcpy(&a, field + i, 8);
        memcpy(&b, padded + i, 8);
        diff |= a ^ b;
    }
    return diff == 0;
}

static int find_evaluator(const char field[SP_ID_LEN], int guess)
{
    if (guess >= 0 && guess < MJ_EV_COUNT && same_words(field, evaluator_names[guess], SP_ID_LEN)) return guess;
    for (int e = 0; e < MJ_EV_COUNT; e++)
        if (same_words(field, evaluator_names[e], SP_ID_LEN)) return e;
    for (int e = 0; e < MJ_EV_COUNT; e++)
        if (!strcmp(field, evaluator_names[e])) return e;
    return -1;
}

/* the numbers the model reads, in the order of rules/mingjiang.rules */
enum {
    P_MIN_FAN, P_FAN_CAP, P_BASE, P_FALSE_WIN_EACH, P_CHICKEN_DRAW_AT, P_START_POINTS, P_RETURN_POINTS, P_HANDS_PER_ROUND,
    P_ROUNDS, P_EXTENSION_ROUNDS, P_LIMIT_ENDS_MATCH, P_NEGATIVE_BELOW, P_COUNT
};
enum { PARAM_NAME_LEN = SP_ID_LEN * 2 };
static const char param_names[P_COUNT][PARAM_NAME_LEN] = {
    "scoring.min_fan", "scoring.fan_cap", "payment.base", "false_win.each",
    "chicken.draw_at", "match.start_points", "match.return_points", "match.hands_per_round", "match.rounds",
    "match.extension_rounds", "match.limit_ends_match", "match.negative_below",
};
_Static_assert(sizeof((sp_param *)0)->name == PARAM_NAME_LEN, "parameter names compare as whole words");

static const sp_param *find_param(const sp_ruleset *rs, int which, int *guess)
{
    const char *name = param_names[which];
    if (*guess >= 0 && *guess < rs->nparams && same_words(rs->params[*guess].name, name, PARAM_NAME_LEN))
        return &rs->params[(*guess)++];
    for (int i = 0; i < rs->nparams; i++)
        if (same_words(rs->params[i].name, name, PARAM_NAME_LEN)) {
            *guess = i + 1;
            return &rs->params[i];
        }
    return sp_ruleset_param(rs, name);
}

int sp_mingjiang_prepare(const sp_ruleset *rs, sp_mingjiang_tables *t, char *err, size_t errlen)
{
    t->rules = rs;
    if (rs->npatterns > MJ_MAX_PATTERNS) {
        snprintf(err, errlen, "rules: ruleset '%s' has %d patterns; the mingjiang model takes at most %d", rs->id,
                 rs->npatterns, MJ_MAX_PATTERNS);
        return -1;
    }
    t->npatterns = rs->npatterns;
    t->limit_mask = 0;
    memset(t->ev_patterns, 0, sizeof t->ev_patterns);
    for (int e = 0; e < MJ_EV_COUNT; e++) t->pattern_of[e] = -1;
    t->fanpai_dragon = t->fanpai_seat = t->fanpai_round = 1;
    t->fanpai_double = 2;
    for (int i = 0; i < rs->npatterns; i++) {
        const sp_pattern_def *p = &rs->patterns[i];
        int ev = find_evaluator(p->evaluator, i);
        if (ev < 0) {
            snprintf(err, errlen, "rules: pattern '%s' names evaluator '%s', which the mingjiang model does not have", p->id,
                     p->evaluator);
            return -1;
        }
        t->ev[i] = (uint8_t)ev;
        t->value[i] = p->value;
        if (p->limit) t->limit_mask |= 1ull << i;
        uint64_t rm = 0;
        for (int j = 0; j < p->nimplies; j++) rm |= 1ull << p->implies[j];
        for (int j = 0; j < p->nexcludes; j++) rm |= 1ull << p->excludes[j];
        t->removes[i] = rm;
        if (t->pattern_of[ev] < 0) {
            t->pattern_of[ev] = (int16_t)i;
            if (ev == MJ_EV_VALUE_PUNGS && p->nparams) {
                t->fanpai_dragon = sp_pattern_param(p, "dragon", 1);
                t->fanpai_seat = sp_pattern_param(p, "seat_wind", 1);
                t->fanpai_round = sp_pattern_param(p, "round_wind", 1);
                t->fanpai_double = sp_pattern_param(p, "double_wind", t->fanpai_seat + t->fanpai_round);
            }
        }
        t->ev_patterns[ev] |= 1ull << i;
    }
    t->opt_chicken_scheme = sp_ruleset_option(rs, "chicken_scheme");
    t->opt_zhenting_zimo = sp_ruleset_option(rs, "zhenting_zimo");
    t->chicken_scheme_choice = false;
    memset(t->scheme_of_choice, 1, sizeof t->scheme_of_choice);
    if (t->opt_chicken_scheme >= 0) {
        const sp_option_def *o = &rs->options[t->opt_chicken_scheme];
        if (o->type != SP_OPT_CHOICE && o->type != SP_OPT_INT) {
            snprintf(err, errlen, "rules: option chicken_scheme must be a choice of \"1\" and \"2\"");
            return -1;
        }
        t->chicken_scheme_choice = o->type == SP_OPT_CHOICE;
        for (int c = 0; c < o->nchoices; c++) {
            int v = sp_option_choice_number(o, c, 0);
            if (v != 1 && v != 2) {
                snprintf(err, errlen, "rules: option chicken_scheme: choice '%s' is neither \"1\" nor \"2\"", o->choices[c]);
                return -1;
            }
            t->scheme_of_choice[c] = (uint8_t)v;
        }
    }
    int32_t *const ints[P_COUNT] = {
        &t->min_fan,         &t->fan_cap,         NULL,              &t->false_win_each,
        &t->chicken_draw_at, &t->start_points,    &t->return_points,
        &t->hands_per_round, &t->rounds,          &t->extension_rounds,
        &t->limit_ends_match, &t->negative_below,
    };
    int guess = 0;
    for (int i = 0; i < P_COUNT; i++) {
        const sp_param *p = find_param(rs, i, &guess);
        if (!p || p->nvalues < 1) {
            snprintf(err, errlen, "rules: ruleset '%s' has no params.%s (the mingjiang model needs it)", rs->id, param_names[i]);
            return -1;
        }
        if (i == P_BASE) {
            if (p->nvalues > MJ_MAX_BASE) {
                snprintf(err, errlen, "rules: params.payment.base has more than %d numbers", MJ_MAX_BASE);
                return -1;
            }
            t->nbase = p->nvalues;
            memcpy(t->base, p->values, (size_t)p->nvalues * sizeof p->values[0]);
        } else {
            *ints[i] = p->values[0];
        }
    }
    if (t->fan_cap < 0 || t->fan_cap >= t->nbase) {
        snprintf(err, errlen, "rules: params.scoring.fan_cap %d needs a base value for every fan up to it in params.payment.base",
                 t->fan_cap);
        return -1;
    }
    for (int i = 0; i < rs->npatterns; i++)
        if ((t->limit_mask >> i & 1) && (rs->patterns[i].value < 0 || rs->patterns[i].value >= t->nbase)) {
            snprintf(err, errlen, "rules: limit hand '%s' is worth %d, which params.payment.base has no base value for",
                     rs->patterns[i].id, rs->patterns[i].value);
            return -1;
        }
    return sp_pay_rule_of(rs, &t->pay, err, errlen);
}

_Static_assert(sizeof(sp_mingjiang_tables) <= SP_MODEL_DATA, "the tables fit sp_ruleset.model_data");
_Static_assert(_Alignof(sp_mingjiang_tables) <= 16, "model_data is 16-byte aligned");

int sp_mingjiang_prepare_ruleset(sp_ruleset *rs, char *err, size_t errlen)
{
    sp_mingjiang_tables *t = (sp_mingjiang_tables *)(void *)rs->model_data;
    if (sp_mingjiang_prepare(rs, t, err, errlen)) return -1;
    t->rules = NULL; /* the ruleset is copied after loading: no pointer to itself */
    rs->model_prepared = true;
    return 0;
}

/* The tables to score with: the caller's, else the ones prepared when the ruleset was loaded,
 * else built now into *local (slower: name lookups on every call). */
static const sp_mingjiang_tables *tables_for(const sp_score_input *in, sp_mingjiang_tables *local, char *err, size_t errlen)
{
    const sp_mingjiang_input *x = in->extra;
    if (x && x->tables && x->tables->rules == in->rules) return x->tables;
    if (in->rules->model_prepared) return (const sp_mingjiang_tables *)(const void *)in->rules->model_data;
    return sp_mingjiang_prepare(in->rules, local, err, errlen) ? NULL : local;
}

/* ---- the hand ---- */

enum { G_M = 1, G_P = 2, G_S = 4, G_WIND = 8, G_DRAGON = 16 };

/* One regular reading: melds plus concealed groups. */
typedef struct {
    uint8_t nrun, ntrip;
    uint8_t run[4];       /* lowest kind of each chow */
    uint8_t trip[4];      /* kind of each pung or kong */
    uint8_t trip_kong[4]; /* a kong (any type) */
    uint8_t trip_conc[4]; /* a concealed pung (drawn by the winner himself) or an ankan */
    uint8_t pair;
} std_reading;

typedef struct {
    const sp_mingjiang_tables *t;
    uint8_t all[SP_KINDS];  /* every tile of the hand, melds included (a kong counts 4) */
    int seat_wind, round_wind;
    bool ron, honor;
    int win_tile;
    uint64_t present;       /* bit per kind in the hand */
    uint64_t four;          /* bit per kind with all four copies in the hand */
    int8_t common[MJ_EV_COUNT]; /* counts of the evaluators that do not depend on the reading */
    uint64_t common_mask;   /* patterns of the evaluators counted in common */
    std_reading melds_part; /* the declared melds as groups */
} hand_ctx;

static inline bool run_has_yaojiu(int k) { return k % 9 == 0 || k % 9 == 6; }

/* kind masks */
#define KIND_BIT(k) (1ull << (k))

/* Sets an evaluator's count and collects the patterns it matches (c, evp and mask in scope). */
#define SET(ev, v)                                  \
    do {                                            \
        int8_t v_ = (int8_t)(v);                    \
        c[ev] = v_;                                 \
        if (v_) mask |= evp[ev];                    \
    } while (0)

static void eval_common(hand_ctx *h, const sp_score_input *in)
{
    int8_t *c = h->common;
    memset(c, 0, MJ_EV_COUNT);
    const uint64_t *evp = h->t->ev_patterns;
    uint64_t mask = 0;
    uint64_t present = h->present;
    unsigned suit_bits = sp_held_suits(present);
    unsigned groups = (suit_bits & 1 ? G_M : 0) | (suit_bits & 2 ? G_P : 0) | (suit_bits & 4 ? G_S : 0) |
                      (present & SP_HELD_WINDS ? G_WIND : 0) | (present & SP_HELD_DRAGONS ? G_DRAGON : 0);
    bool honor = sp_held_honours(present);
    int suits = bit_count(groups & 7);
    h->honor = honor;
    bool open = false;
    int nankan = 0, nkongs = 0;
    for (int i = 0; i < in->nmelds; i++) {
        const sp_meld *m = &in->melds[i];
        if (m->type == SP_MELD_ANKAN) nankan++;
        else open = true;
        if (sp_meld_is_kong(m)) nkongs++;
    }
    /* the tile colours (core/patterns.h) */
    SET(MJ_EV_CONCEALED_HAND, !open);
    SET(MJ_EV_ALL_SIMPLES, sp_pattern_all_simples(present));
    SET(MJ_EV_HALF_FLUSH, sp_pattern_half_flush(present));
    SET(MJ_EV_FULL_FLUSH, sp_pattern_full_flush(present));
    SET(MJ_EV_TWO_SUITS, suits == 2 && !honor);
    SET(MJ_EV_FIVE_GROUPS, groups == 31);
    SET(MJ_EV_CONCEALED_KONGS, (int8_t)nankan);
    SET(MJ_EV_TERMINALS_HONOURS, sp_pattern_terminals_honours(present));
    SET(MJ_EV_ALL_HONOURS, sp_pattern_all_honours(present));
    SET(MJ_EV_ALL_TERMINALS, sp_pattern_all_terminals(present));
    SET(MJ_EV_FOUR_KONGS, nkongs == 4);
    SET(MJ_EV_NINE_GATES, sp_pattern_nine_gates(h->all, present, in->nmelds));
    bool tsumo = in->win == SP_WIN_TSUMO;
    unsigned sit = in->situation;
    SET(MJ_EV_KONG_REPLACEMENT, tsumo && (sit & SP_SIT_RINSHAN));
    SET(MJ_EV_LAST_TILE_DRAW, tsumo && (sit & SP_SIT_HAITEI) && !(sit & SP_SIT_RINSHAN));
    SET(MJ_EV_LAST_DISCARD, h->ron && (sit & SP_SIT_HOUTEI));
    /* robbing: an added kong; robbing an ankan (thirteen orphans only) scores nothing extra */
    if (h->ron && (sit & SP_SIT_CHANKAN)) {
        bool ankan = false;
        const sp_seat_info *d = &in->seats[in->discarder];
        for (int i = 0; i < d->nmelds; i++)
            if (d->melds[i].type == SP_MELD_ANKAN && d->melds[i].kind == h->win_tile) ankan = true;
        SET(MJ_EV_ROBBING_KONG, !ankan);
    }
    /* 天胡 / 地胡 / 人胡: in the first go-around, with no chi, pon or kong by anyone before */
    bool calls = in->nmelds > 0;
    for (int s = 0; s < SP_SEATS; s++) calls = calls || in->seats[s].nmelds > 0;
    if (!calls) {
        bool first = (sit & SP_SIT_FIRST_TURN) != 0, dealer = in->seat == in->dealer;
        SET(MJ_EV_HEAVENLY_HAND, dealer && tsumo && (first || (sit & SP_SIT_TIANHU)));
        SET(MJ_EV_EARTHLY_HAND, !dealer && h->ron && in->discarder == in->dealer && (first || (sit & SP_SIT_DIHU)));
        SET(MJ_EV_HUMAN_HAND, !dealer && (first || (sit & SP_SIT_RENHU)));
    }
    h->common_mask = mask;
}

/* Counts of the reading-dependent evaluators of a regular reading (added to c); returns the
 * patterns they match. */
static uint64_t eval_regular(const hand_ctx *h, const std_reading *r, int8_t *c)
{
    const sp_mingjiang_tables *t = h->t;
    const uint64_t *evp = t->ev_patterns;
    uint64_t mask = 0;
    SET(MJ_EV_ALL_CHOWS, r->nrun == 4);
    SET(MJ_EV_ALL_PUNGS, r->ntrip == 4);
    int conc = 0, dragons = 0, winds = 0, fan_units = 0;
    bool outside = sp_kind_is_yaochu(r->pair), pure = sp_kind_is_terminal(r->pair);
    for (int i = 0; i < r->ntrip; i++) {
        int k = r->trip[i];
        conc += r->trip_conc[i];
        if (sp_kind_is_dragon(k)) {
            dragons++;
            fan_units += t->fanpai_dragon;
        } else if (sp_kind_is_wind(k)) {
            winds++;
            bool seat = k - SP_KIND_Z == h->seat_wind, round = k - SP_KIND_Z == h->round_wind;
            fan_units += seat && round ? t->fanpai_double : seat ? t->fanpai_seat : round ? t->fanpai_round : 0;
        }
        outside = outside && sp_kind_is_yaochu(k);
        pure = pure && sp_kind_is_terminal(k);
    }
    SET(MJ_EV_THREE_CONCEALED_PUNGS, conc == 3);
    SET(MJ_EV_FOUR_CONCEALED_PUNGS, conc == 4);
    SET(MJ_EV_VALUE_PUNGS, (int8_t)fan_units);
    bool dragon_pair = sp_kind_is_dragon(r->pair), wind_pair = sp_kind_is_wind(r->pair);
    SET(MJ_EV_LITTLE_DRAGONS, dragons == 2 && dragon_pair);
    SET(MJ_EV_BIG_DRAGONS, dragons == 3);
    SET(MJ_EV_LITTLE_WINDS, winds == 3 && wind_pair);
    SET(MJ_EV_BIG_WINDS, winds == 4);

    /* chows: repeats, straights, mixed triple chow */
    unsigned runset[3] = {0, 0, 0};
    int maxrep = 0, reps = 0;
    for (int i = 0; i < r->nrun; i++) {
        int k = r->run[i];
        outside = outside && run_has_yaojiu(k);
        pure = pure && run_has_yaojiu(k);
        runset[k / 9] |= 1u << (k % 9);
        int same = 1, earlier = 0;
        for (int j = 0; j < r->nrun && j < 4; j++) /* j < 4: gcc -O3 cannot see nrun <= 4 */
            if (j != i && r->run[j] == k) {
                same++;
                if (j < i) earlier = 1;
            }
        if (same > maxrep) maxrep = same;
        if (same >= 2 && !earlier) reps++;
    }
    if (r->nrun) {
        SET(MJ_EV_DOUBLE_CHOW, maxrep >= 2);
        SET(MJ_EV_TWO_DOUBLE_CHOWS, reps >= 2);
        SET(MJ_EV_TRIPLE_CHOW, maxrep >= 3);
        SET(MJ_EV_FOUR_IDENTICAL_CHOWS, maxrep >= 4);
        SET(MJ_EV_PURE_STRAIGHT, (runset[0] & 0x49) == 0x49 || (runset[1] & 0x49) == 0x49 || (runset[2] & 0x49) == 0x49);
        SET(MJ_EV_MIXED_TRIPLE_CHOW, (runset[0] & runset[1] & runset[2]) != 0);
    }
    /* tile hogs (四歸): a kind with all four copies in the hand, none in a kong, counted per kind
     * by where its copies are: pung + 1 chow, pair + 2 chows, or 4 chows */
    if (h->four && r->nrun) {
        int hog2 = 0, hog3 = 0, hog4 = 0;
        for (uint64_t m = h->four; m; m &= m - 1) {
            int k = lowest_bit(m), n = 0;
            for (int i = 0; i < r->nrun; i++) n += k >= r->run[i] && k <= r->run[i] + 2;
            if (!n) continue;
            bool pung = false;
            for (int j = 0; j < r->ntrip; j++) pung = pung || (r->trip[j] == k && !r->trip_kong[j]);
            if (pung && n == 1) hog2++;
            else if (r->pair == k && n == 2) hog3++;
            else if (n == 4) hog4++;
        }
        SET(MJ_EV_HOG_PUNG_CHOW, (int8_t)hog2);
        SET(MJ_EV_HOG_PAIR_TWO_CHOWS, (int8_t)hog3);
        SET(MJ_EV_HOG_FOUR_CHOWS, (int8_t)hog4);
    }
    /* the outside hands need a chow; the honour condition is the hand's */
    SET(MJ_EV_MIXED_OUTSIDE, r->nrun > 0 && outside && h->honor);
    SET(MJ_EV_PURE_OUTSIDE, r->nrun > 0 && pure && !h->honor);
    /* 三兄弟: pungs or kongs of one number in all three suits */
    unsigned ts[3] = {0, 0, 0};
    for (int i = 0; i < r->ntrip; i++)
        if (r->trip[i] < 27) ts[r->trip[i] / 9] |= 1u << (r->trip[i] % 9);
    SET(MJ_EV_TRIPLE_PUNG, (ts[0] & ts[1] & ts[2]) != 0);
    return mask;
}

#undef SET

/* ---- stacking and totals ---- */

/* Drops the patterns that a counted pattern implies or excludes (in file order: a pattern
 * already dropped drops nothing). */
static uint64_t apply_removes(const sp_mingjiang_tables *t, uint64_t matched)
{
    uint64_t removed = 0;
    for (uint64_t m = matched; m; m &= m - 1) {
        int i = lowest_bit(m);
        if (!(removed >> i & 1)) removed |= t->removes[i];
    }
    return matched & ~removed;
}

static int32_t total_of(const sp_mingjiang_tables *t, const int8_t *c, uint64_t mask)
{
    int32_t total = 0;
    for (uint64_t m = mask & ~t->limit_mask; m; m &= m - 1) {
        int i = lowest_bit(m);
        total += t->value[i] * c[t->ev[i]];
    }
    return total;
}

/* Turns a regular reading of the concealed tiles plus the melds into a std_reading. On a win
 * on another player's tile, a concealed pung of the winning kind stays concealed only when
 * the winning tile can be read into a chow or the pair instead. */
static void make_std(const hand_ctx *h, const sp_reading *rd, std_reading *r)
{
    *r = h->melds_part;
    int win_trip = -1;
    bool win_elsewhere = false;
    for (int i = 0; i < rd->ngroups; i++) {
        const sp_group *g = &rd->groups[i];
        switch (g->type) {
        case SP_GROUP_RUN:
            if (r->nrun < 4) r->run[r->nrun++] = g->kind;
            if (h->win_tile >= g->kind && h->win_tile <= g->kind + 2) win_elsewhere = true;
            break;
        case SP_GROUP_TRIPLET:
            if (r->ntrip < 4) {
                if (g->kind == h->win_tile) win_trip = r->ntrip;
                r->trip[r->ntrip] = g->kind;
                r->trip_conc[r->ntrip] = 1;
                r->ntrip++;
            }
            break;
        default:
            r->pair = g->kind;
            if (g->kind == h->win_tile) win_elsewhere = true;
        }
    }
    if (h->ron && win_trip >= 0 && !win_elsewhere) r->trip_conc[win_trip] = 0;
}

/* The search for the best reading (rules/mingjiang.md §4.2): limits over every reading, else the
 * highest uncapped total. */
typedef struct {
    const hand_ctx *h;
    uint64_t limits;
    int32_t best_total;
    uint64_t best_mask;
    int8_t best_c[MJ_EV_COUNT];
    unsigned forms; /* bit per sp_form seen */
} best_search;

static bool on_reading(void *ctx, const sp_reading *rd)
{
    best_search *b = ctx;
    const sp_mingjiang_tables *t = b->h->t;
    int8_t c[MJ_EV_COUNT];
    memcpy(c, b->h->common, sizeof c);
    b->forms |= 1u << rd->form;
    uint64_t mask = b->h->common_mask;
    if (rd->form == SP_FORM_REGULAR) {
        std_reading r;
        make_std(b->h, rd, &r);
        mask |= eval_regular(b->h, &r, c);
    } else if (rd->form == SP_FORM_SEVEN_PAIRS) {
        c[MJ_EV_SEVEN_PAIRS] = 1;
        mask |= t->ev_patterns[MJ_EV_SEVEN_PAIRS];
    } else {
        c[MJ_EV_THIRTEEN_ORPHANS] = 1;
        mask |= t->ev_patterns[MJ_EV_THIRTEEN_ORPHANS];
    }
    mask = apply_removes(t, mask);
    b->limits |= mask & t->limit_mask;
    int32_t total = total_of(t, c, mask);
    if (total > b->best_total) {
        b->best_total = total;
        b->best_mask = mask & ~t->limit_mask;
        memcpy(b->best_c, c, sizeof c);
    }
    return false;
}

/* ---- results ---- */

static int32_t before(const sp_mingjiang_tables *t, const sp_score_input *in, int s)
{
    return in->has_scores ? in->seats[s].score : t->start_points;
}

/* sp_result_add_field without formatting the key (this runs for every scored hand); sp_score
 * hands the model a zeroed result, so a new field is zero already. */
static sp_result_field *add_field(sp_score_result *r, const char *key, size_t keylen, sp_field_type type)
{
    if (r->nfields >= SP_MAX_FIELDS) return sp_result_add_field(r, key, type);
    sp_result_field *f = &r->fields[r->nfields++];
    memcpy(f->key, key, keylen < sizeof f->key ? keylen : sizeof f->key - 1);
    f->type = (uint8_t)type;
    return f;
}
#define ADD_FIELD(r, key, type) add_field((r), key, sizeof key - 1, (type))

/* The answer's extra keys: chicken, hand_ends, scores_after, match_ends. */
static void finish(const sp_mingjiang_tables *t, const sp_score_input *in, const sp_mingjiang_input *x, sp_score_result *out,
                   bool chicken, bool hand_ends, bool limit_won)
{
    ADD_FIELD(out, "chicken", SP_FIELD_BOOL)->value = chicken;
    ADD_FIELD(out, "hand_ends", SP_FIELD_BOOL)->value = hand_ends;
    int32_t after[SP_SEATS] = {0, 0, 0, 0};
    for (int s = 0; s < in->players; s++) after[s] = before(t, in, s) + out->payments[s];
    if (in->has_scores) memcpy(ADD_FIELD(out, "scores_after", SP_FIELD_SEATS)->seats, after, sizeof after);
    bool west = false, ends = false;
    if (hand_ends) ends = sp_mingjiang_match_ends(t, after, limit_won, in->round, x ? x->hand : 0, &west);
    ADD_FIELD(out, "match_ends", SP_FIELD_BOOL)->value = ends;
    if (west) ADD_FIELD(out, "west_round_starts", SP_FIELD_BOOL)->value = 1;
}

static void add_rule_pattern(const sp_mingjiang_tables *t, sp_score_result *out, int ev)
{
    if (ev >= 0 && t->pattern_of[ev] >= 0) sp_result_add_pattern(out, t->pattern_of[ev], 1, 0);
}

/* 詐糊: the declarer pays false_win.each to every other player; the hand ends. */
static int false_win(const sp_mingjiang_tables *t, const sp_score_input *in, const sp_mingjiang_input *x, sp_score_result *out,
                     int cause_ev, int reason)
{
    sp_result_invalid(out, reason, 0, 0);
    add_rule_pattern(t, out, MJ_EV_FALSE_WIN);
    add_rule_pattern(t, out, cause_ev);
    for (int s = 0; s < in->players; s++)
        if (s != in->seat) {
            out->payments[s] += t->false_win_each;
            out->payments[in->seat] -= t->false_win_each;
        }
    finish(t, in, x, out, false, true, false);
    return 0;
}

/* Payments of a win worth base points b, by the ruleset's payment strategies (mingjiang.rules:
 * the discarder pays alone, 全銃制, with the dealer factors). Frozen chicken winners pay nothing on
 * a self-draw; on a discard only the discarder pays. */
static void pay_win(const sp_mingjiang_tables *t, const sp_score_input *in, unsigned frozen, int32_t b, sp_score_result *out)
{
    sp_win_price price = {.discard = b, .self_draw = b, .base = 0};
    sp_win_payers who = {.self_draw = in->win != SP_WIN_RON, .liable = -1, .exempt = frozen, .part = -1};
    sp_pay_win(&t->pay, in, &price, &who, out);
}

static int chicken_scheme(const sp_mingjiang_tables *t, const sp_score_input *in)
{
    if (t->opt_chicken_scheme < 0) return 1;
    int v = in->options[t->opt_chicken_scheme];
    if (t->chicken_scheme_choice) return v >= 0 && v < 12 ? t->scheme_of_choice[v] : 1;
    return v;
}

/* The winner's hand read from the request: its concealed counts into hand, every tile with the
 * melds, the per-kind masks, the melds as part of every reading and the seat's situation into
 * h. -1 with err when the request is no winning hand's. */
static int read_hand(const sp_mingjiang_tables *t, const sp_score_input *in, sp_hand *hand, hand_ctx *h, char *err,
                     size_t errlen)
{
    h->t = t;
    memcpy(hand->counts, in->tiles, SP_KINDS);
    memcpy(h->all, in->tiles, SP_KINDS);
    hand->melds = (uint8_t)in->nmelds;
    hand->wildcards = 0;
    if (in->nmelds < 0 || in->nmelds > 4) {
        snprintf(err, errlen, "melds: at most four");
        return -1;
    }
    for (int i = 0; i < in->nmelds; i++) {
        const sp_meld *m = &in->melds[i];
        if (m->kind >= SP_KINDS || (m->type == SP_MELD_CHI && (m->kind >= 27 || m->kind % 9 > 6))) {
            snprintf(err, errlen, "melds: meld %d is not a set of tiles", i + 1);
            return -1;
        }
        if (m->type == SP_MELD_CHI) {
            h->all[m->kind]++;
            h->all[m->kind + 1]++;
            h->all[m->kind + 2]++;
        } else {
            h->all[m->kind] = (uint8_t)(h->all[m->kind] + sp_meld_size(m));
        }
    }
    /* per-kind masks, eight kinds at a time (SWAR on zero-padded copies) */
    uint8_t cb[40] = {0}, ab[40] = {0};
    memcpy(cb, in->tiles, SP_KINDS);
    memcpy(ab, h->all, SP_KINDS);
    int size = 0;
    bool too_many = false;
    uint64_t present = 0, four = 0;
    for (int w = 0; w < 5; w++) {
        uint64_t cw, aw;
        memcpy(&cw, cb + 8 * w, 8);
        memcpy(&aw, ab + 8 * w, 8);
        size += (int)((cw * 0x0101010101010101ull) >> 56); /* counts <= 4: the byte sum fits */
        too_many |= ((aw + 0x7B7B7B7B7B7B7B7Bull) & 0x8080808080808080ull) != 0; /* a byte > 4 (bytes <= 8) */
        present |= nonzero_bytes(aw) << (8 * w);
        four |= nonzero_bytes(aw ^ 0x0404040404040404ull) << (8 * w);
    }
    four = ~four & (KIND_BIT(SP_KINDS) - 1);
    if (too_many) {
        snprintf(err, errlen, "tiles: more than four copies of one kind with the melds");
        return -1;
    }
    if (size != 14 - 3 * in->nmelds) {
        snprintf(err, errlen, "tiles: a winning hand has %d concealed tiles with %d melds, not %d", 14 - 3 * in->nmelds, in->nmelds,
                 size);
        return -1;
    }
    if (in->win_tile < 0 || in->win_tile >= SP_KINDS || !in->tiles[in->win_tile]) {
        snprintf(err, errlen, "win_tile: the winning tile must be among the concealed tiles");
        return -1;
    }
    h->present = present;
    h->four = four;
    std_reading *mp = &h->melds_part;
    memset(mp, 0, sizeof *mp);
    for (int i = 0; i < in->nmelds; i++) {
        const sp_meld *m = &in->melds[i];
        if (m->type == SP_MELD_CHI) {
            mp->run[mp->nrun++] = m->kind;
        } else {
            mp->trip[mp->ntrip] = m->kind;
            mp->trip_kong[mp->ntrip] = (uint8_t)sp_meld_is_kong(m);
            mp->trip_conc[mp->ntrip] = m->type == SP_MELD_ANKAN;
            mp->ntrip++;
        }
    }
    h->seat_wind = (in->seat - in->dealer + SP_SEATS) % SP_SEATS;
    h->round_wind = in->round;
    h->ron = in->win == SP_WIN_RON;
    h->win_tile = in->win_tile;
    return 0;
}

/* Step 2 of rules/mingjiang.md §3.2: every reading of the hand scored on the way (§4.2) into b;
 * returns the number of readings (0: no winning shape). */
static int search_readings(hand_ctx *h, const sp_hand *hand, const sp_score_input *in, best_search *b)
{
    eval_common(h, in);
    b->h = h;
    b->limits = 0;
    b->best_total = -1;
    b->best_mask = 0;
    b->forms = 0;
    return sp_each_reading(hand, in->rules->shapes, on_reading, b);
}

/* Step 5: 振聽 - the winning kind among the winner's own discards (or the situation says so);
 * a self-draw is exempt unless zhenting_zimo is set. */
static bool is_furiten(const sp_mingjiang_tables *t, const sp_score_input *in, bool ron)
{
    bool furiten = (in->situation & SP_SIT_FURITEN) != 0;
    const sp_seat_info *me = &in->seats[in->seat];
    for (int i = 0; i < me->ndiscards && !furiten; i++) furiten = me->discards[i] == in->win_tile;
    if (furiten && !ron && t->opt_zhenting_zimo >= 0 && !in->options[t->opt_zhenting_zimo]) furiten = false;
    return furiten;
}

/* A chicken hand under scheme 1: the win stands, collects nothing, and the hand goes on; the
 * chicken_draw_at-th chicken win of a hand ends it as a draw. */
static int chicken_win(const sp_mingjiang_tables *t, const sp_score_input *in, const sp_mingjiang_input *x, unsigned frozen,
                       bool furiten, sp_score_result *out)
{
    out->valid = true;
    add_rule_pattern(t, out, MJ_EV_CHICKEN_HAND);
    if (furiten) sp_result_note(out, "振聽: the winning kind is among the winner's own discards, so the win is a chicken hand");
    bool draw = bit_count(frozen) + 1 >= t->chicken_draw_at;
    if (draw) sp_result_note(out, "this chicken win ends the hand as a draw: nobody pays");
    out->has_base = true;
    finish(t, in, x, out, true, draw, false);
    return 0;
}

/* Step 6's sheet of a valid win: the lowest limit when there is one, else the best reading's
 * patterns and its total capped; the base of that value. */
static void write_win(const sp_mingjiang_tables *t, const best_search *b, uint64_t limits, sp_score_result *out)
{
    out->valid = true;
    int32_t fan;
    if (limits) {
        int i = lowest_bit(limits);
        fan = t->value[i];
        out->limit = true;
        sp_result_add_pattern(out, i, 1, t->value[i]);
    } else {
        for (uint64_t m = b->best_mask; m; m &= m - 1) {
            int i = lowest_bit(m);
            int n = b->best_c[t->ev[i]];
            sp_result_add_pattern(out, i, n, t->value[i] * n);
        }
        fan = b->best_total > t->fan_cap ? t->fan_cap : b->best_total < 0 ? 0 : b->best_total;
    }
    out->fan = fan;
    out->has_base = true;
    out->base = t->base[fan < t->nbase ? fan : t->nbase - 1];
}

static int score(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    const sp_mingjiang_input *x = in->extra;
    sp_mingjiang_tables local;
    const sp_mingjiang_tables *t = tables_for(in, &local, err, errlen);
    if (!t) return -1;
    unsigned frozen = x ? x->chicken_winners & 15u : 0;

    if (in->win == SP_WIN_DRAW) {
        /* 流局: no payments at all (無不聽罰分) */
        out->valid = true;
        sp_result_note(out, "exhaustive draw: nobody pays, ready or not");
        finish(t, in, x, out, false, true, false);
        return 0;
    }
    sp_hand hand;
    hand_ctx h;
    if (read_hand(t, in, &hand, &h, err, errlen)) return -1;

    /* rules/mingjiang.md §3.2 step 1: the tile can be claimed and the declarer is not frozen */
    if (frozen >> in->seat & 1)
        return false_win(t, in, x, out, MJ_EV_CHICKEN_HAND, SP_REASON_MJ_CHICKEN_FROZEN);
    if (h.ron && (frozen >> in->discarder & 1))
        return false_win(t, in, x, out, MJ_EV_CHICKEN_HAND, SP_REASON_MJ_FROZEN_DISCARD);
    /* step 2: a winning shape; every reading is scored on the way (rules/mingjiang.md §4.2) */
    best_search b;
    int nrd = search_readings(&h, &hand, in, &b);
    if (nrd == 0) return false_win(t, in, x, out, -1, SP_REASON_MJ_INCOMPLETE);
    if (h.ron && (in->situation & SP_SIT_CHANKAN) && !h.common[MJ_EV_ROBBING_KONG] && !(b.forms >> SP_FORM_ORPHANS & 1))
        return false_win(t, in, x, out, -1, SP_REASON_MJ_ROB_CONCEALED_KONG);
    /* step 3: 食替 */
    if (in->situation & SP_SIT_KUIKAE_VIOLATION)
        return false_win(t, in, x, out, MJ_EV_SWAP_CALL, SP_REASON_MJ_SWAP_CALL);
    /* step 4: 過水 */
    if (h.ron && (in->situation & SP_SIT_PASSED_WIN))
        return false_win(t, in, x, out, MJ_EV_PASSED_WIN, SP_REASON_MJ_PASSED_WIN);
    /* step 5: 振聽 */
    bool furiten = is_furiten(t, in, h.ron);

    /* step 6: limits first, else the best reading */
    uint64_t limits = apply_removes(t, b.limits);
    int scheme = chicken_scheme(t, in);
    bool chicken = furiten || (!limits && b.best_total < t->min_fan);
    if (chicken) {
        if (scheme == 2)
            return false_win(t, in, x, out, furiten ? MJ_EV_FURITEN : MJ_EV_CHICKEN_HAND,
                             furiten ? SP_REASON_MJ_FURITEN_CHICKEN : SP_REASON_MJ_CHICKEN);
        return chicken_win(t, in, x, frozen, furiten, out);
    }
    write_win(t, &b, limits, out);
    pay_win(t, in, frozen, out->base, out);
    finish(t, in, x, out, false, true, out->limit && t->limit_ends_match);
    return 0;
}

const sp_model sp_model_mingjiang = {
    .id = SP_MODEL_MINGJIANG,
    .name = "mingjiang",
    .evaluators = evaluators,
    .renamed = renamed,
    .prepare = sp_mingjiang_prepare_ruleset,
    .score = score,
    .payments = {SP_DISCARD_DISCARDER, 0, SP_DEALER_FACTORS},
    .payment_choices = {1 << SP_DISCARD_DISCARDER, 0, /* no liabilities */ 1 << SP_DEALER_EVEN | 1 << SP_DEALER_FACTORS},
    .hooks = &sp_game_hooks_mingjiang,
    .explain = &sp_explain_mingjiang,
};

/* ---- match end and settlement ---- */

bool sp_mingjiang_match_ends(const sp_mingjiang_tables *t, const int32_t scores[SP_SEATS], bool limit_won, int round, int hand,
                             bool *west_round_starts)
{
    if (west_round_starts) *west_round_starts = false;
    if (limit_won && t->limit_ends_match) return true;
    bool reached = false;
    for (int s = 0; s < SP_SEATS; s++) {
        if (scores[s] < t->negative_below) return true;
        if (scores[s] >= t->return_points) reached = true;
    }
    if (round >= t->rounds) {
        /* the extension (西入): sudden death, and it ends after its last hand regardless */
        return reached || (hand == t->hands_per_round && round >= t->rounds + t->extension_rounds - 1);
    }
    if (round == t->rounds - 1 && hand == t->hands_per_round) {
        if (reached || t->extension_rounds <= 0) return true;
        if (west_round_starts) *west_round_starts = true;
    }
    return false;
}

void sp_mingjiang_settle(const int32_t scores[SP_SEATS], int start_dealer, int32_t return_points, int32_t results[SP_SEATS],
                         int ranking[SP_SEATS])
{
    /* seating order from the starting dealer breaks ties: insertion sort keeps it stable */
    int order[SP_SEATS];
    for (int k = 0; k < SP_SEATS; k++) order[k] = (start_dealer + k) % SP_SEATS;
    for (int i = 1; i < SP_SEATS; i++)
        for (int j = i; j > 0 && scores[order[j]] > scores[order[j - 1]]; j--) {
            int tmp = order[j];
            order[j] = order[j - 1];
            order[j - 1] = tmp;
        }
    int32_t others = 0;
    for (int r = 1; r < SP_SEATS; r++) {
        results[order[r]] = scores[order[r]] - return_points;
        others += results[order[r]];
    }
    results[order[0]] = -others;
    for (int r = 0; r < SP_SEATS; r++) ranking[r] = order[r];
}
