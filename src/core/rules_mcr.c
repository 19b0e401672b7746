/* rules_mcr.c: the mcr scoring model (国标麻将, Chinese Official rules; rules/mcr.md): the hand
 * checked, its best reading found (rules_mcr_fans.c), the 8-fan minimum without flowers
 * (rules/mcr.md §6) and the payments (§7), and the model's descriptor. */
#include "core/rules_mcr.h"

#include <stdio.h>
#include <string.h>

#include "core/game_mcr.h"
#include "core/model.h"
#include "core/payments.h"
#include "core/tile.h"

const char *const sp_mcr_evaluators[MCR_NEV + 1] = {
    "big_winds", "big_dragons", "all_green", "nine_gates", "four_kongs", "seven_shifted_pairs", "thirteen_orphans",
    "all_terminals", "little_winds", "little_dragons", "all_honours", "four_concealed_pungs", "pure_terminal_chows",
    "quadruple_chow", "four_shifted_pungs", "four_shifted_chows", "three_kongs", "terminals_honours", "seven_pairs",
    "greater_knitted", "all_even_pungs", "full_flush", "pure_triple_chow", "pure_shifted_pungs", "upper_tiles",
    "middle_tiles", "lower_tiles", "pure_straight", "mixed_terminal_chows", "pure_shifted_chows", "all_fives",
    "triple_pung", "three_concealed_pungs", "lesser_knitted", "knitted_straight", "upper_four", "lower_four",
    "three_wind_pungs", "mixed_straight", "reversible_tiles", "mixed_triple_chow", "mixed_shifted_pungs",
    "chicken_hand", "last_tile_draw", "last_discard", "kong_replacement", "robbing_kong", "all_pungs", "half_flush",
    "mixed_shifted_chows", "all_types", "melded_hand", "two_concealed_kongs", "two_dragon_pungs", "outside_hand",
    "fully_concealed", "two_melded_kongs", "last_copy", "dragon_pung", "round_wind_pung", "seat_wind_pung",
    "concealed_hand", "all_chows", "tile_hog", "double_pung", "two_concealed_pungs", "concealed_kong", "all_simples",
    "pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows", "terminal_honour_pung",
    "melded_kong", "voided_suit", "no_honours", "edge_wait", "closed_wait", "single_wait", "self_draw", "flowers",
    NULL,
};

_Static_assert(sizeof(sp_mcr_tables) <= SP_MODEL_DATA, "the tables fit sp_ruleset.model_data");
_Static_assert(SP_MAX_PATTERNS <= 127 && SP_MAX_OPTIONS <= 127, "indices fit int8_t");

/* 0, or -1 with err when a payment strategy lacks its numbers */
static int build_tables(const sp_ruleset *rs, sp_mcr_tables *t, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    memset(t->pattern, -1, sizeof t->pattern);
    int np = rs->npatterns > SP_MAX_PATTERNS ? SP_MAX_PATTERNS : rs->npatterns;
    for (int i = 0; i < np; i++) {
        const sp_pattern_def *d = &rs->patterns[i];
        for (int e = 0; e < MCR_NEV; e++)
            if (!strcmp(sp_mcr_evaluators[e], d->evaluator)) {
                if (t->pattern[e] < 0) t->pattern[e] = (int8_t)i;
                break;
            }
        t->value[i] = d->value;
        /* what a counted fan implies or excludes is not counted beside it (rules/mcr.md §5.1) */
        for (int j = 0; j < d->nimplies + d->nexcludes; j++) {
            int q = j < d->nimplies ? d->implies[j] : d->excludes[j - d->nimplies];
            if (q >= 0 && q < SP_MAX_PATTERNS) t->implies[i][q >> 6] |= 1ull << (q & 63);
        }
    }
    t->opt_min_fan = (int8_t)sp_ruleset_option(rs, "min_fan");
    t->base = sp_ruleset_int(rs, "payment.base", 8);
    return sp_pay_rule_of(rs, &t->pay, err, errlen);
}

static int prepare(sp_ruleset *rs, char *err, size_t errlen)
{
    if (build_tables(rs, (sp_mcr_tables *)(void *)rs->model_data, err, errlen)) return -1;
    rs->model_prepared = true;
    return 0;
}

static int fail(char *err, size_t errlen, const char *msg)
{
    snprintf(err, errlen, "%s", msg);
    return -1;
}

/* The hand of the request as the fan search reads it; -1 with err when the tiles are not a
 * hand of 14 (kongs as 3) with the winning tile among the concealed ones. */
static int read_hand(const sp_score_input *in, mcr_hand *h, char *err, size_t errlen)
{
    memset(h, 0, sizeof *h);
    if (in->win == SP_WIN_DRAW) return fail(err, errlen, "win: mcr scores wins only (an exhausted wall pays nothing)");
    if (in->win_tile < 0 || in->win_tile >= SP_KINDS) return fail(err, errlen, "win_tile: expected a suit or honour tile");
    memcpy(h->conc, in->tiles, SP_KINDS);
    memcpy(h->all, in->tiles, SP_KINDS);
    int n = 0, over = 0;
    for (int k = 0; k < SP_KINDS; k++) n += in->tiles[k];
    h->nmelds = in->nmelds;
    for (int i = 0; i < in->nmelds; i++) {
        const sp_meld *m = &in->melds[i];
        h->melds[i] = *m;
        if (m->type == SP_MELD_CHI) {
            if (m->kind >= SP_KIND_Z || m->kind % 9 > 6) return fail(err, errlen, "melds: a chow must be three tiles of one suit");
            for (int j = 0; j < 3; j++) h->all[m->kind + j]++;
        } else {
            h->all[m->kind] = (uint8_t)(h->all[m->kind] + sp_meld_size(m));
        }
    }
    for (int k = 0; k < SP_KINDS; k++) over |= h->all[k] > 4;
    if (over) return fail(err, errlen, "tiles: more than four of a kind in the hand and its melds");
    if (n != 14 - 3 * in->nmelds) {
        snprintf(err, errlen, "tiles: %d concealed tiles with %d melds, expected %d (the winning tile included)", n,
                 in->nmelds, 14 - 3 * in->nmelds);
        return -1;
    }
    if (!in->tiles[in->win_tile]) return fail(err, errlen, "win_tile: not among the concealed tiles");
    h->win = in->win_tile;
    h->tsumo = in->win == SP_WIN_TSUMO;
    h->situation = in->situation;
    const sp_mcr_extra *x = in->extra;
    h->last_copy = x && x->last_copy;
    h->seat_wind = SP_KIND_EAST + (in->seat - in->dealer + 4) % 4;
    h->round_wind = SP_KIND_EAST + (in->round & 3);
    h->flowers = __builtin_popcount(in->flowers);
    return 0;
}

/* rules/mcr.md §7, by the ruleset's payment strategies (mcr.rules: "all"): on a discard the
 * discarder pays fan + base, each other player base; on a self-draw each of the three pays
 * fan + base. The payments are the sheet's "hand" part. */
static void pay(const sp_mcr_tables *t, const sp_score_input *in, int32_t fan, sp_score_result *out)
{
    sp_result_add_part(out, "hand");
    sp_win_price price = {.discard = (int64_t)fan + t->base, .self_draw = (int64_t)fan + t->base, .base = t->base};
    sp_win_payers who = {.self_draw = in->win == SP_WIN_TSUMO, .liable = -1, .exempt = 0, .part = out->nparts - 1};
    sp_pay_win(&t->pay, in, &price, &who, out);
}

static int score(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    sp_mcr_tables local;
    const sp_mcr_tables *t = (const sp_mcr_tables *)(const void *)in->rules->model_data;
    if (!in->rules->model_prepared) {
        if (build_tables(in->rules, &local, err, errlen)) return -1;
        t = &local;
    }
    mcr_hand h;
    if (read_hand(in, &h, err, errlen)) return -1;
    mcr_fans f;
    mcr_best_fans(t, &h, &f);
    if (!f.complete) {
        sp_result_invalid(out, SP_REASON_MCR_INCOMPLETE, 0, 0);
        return 0;
    }
    /* a hand has a few of the 81 fans: skip the counts eight at a time while they are zero */
    for (int e0 = 0; e0 < MCR_NEV; e0 += 8) {
        uint64_t w = 1;
        if (e0 + 8 <= MCR_NEV) memcpy(&w, f.count + e0, 8);
        for (int e = e0; w && e < e0 + 8 && e < MCR_NEV; e++)
            if (f.count[e]) sp_result_add_pattern(out, t->pattern[e], f.count[e], t->value[t->pattern[e]] * f.count[e]);
    }
    out->fan = f.total;
    int32_t min = t->opt_min_fan >= 0 ? in->options[t->opt_min_fan] : 8;
    out->valid = f.without_flowers >= min;
    if (!out->valid) {
        sp_result_invalid(out, SP_REASON_MCR_BELOW_MINIMUM, f.without_flowers, min);
        return 0;
    }
    pay(t, in, f.total, out);
    return 0;
}

const sp_model sp_model_mcr = {
    .id = SP_MODEL_MCR,
    .name = "mcr",
    .evaluators = sp_mcr_evaluators,
    .prepare = prepare,
    .score = score,
    .payments = {SP_DISCARD_ALL, 0, SP_DEALER_EVEN},
    .payment_choices = {1 << SP_DISCARD_DISCARDER | 1 << SP_DISCARD_ALL, 0, /* no liabilities */
                        1 << SP_DEALER_EVEN | 1 << SP_DEALER_FACTORS},
    .hooks = &sp_game_hooks_mcr,
    .wording = "mainland",
};
