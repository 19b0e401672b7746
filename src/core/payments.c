/* payments.c: the named payment strategies and the one function that pays by them (payments.h). */
#include "core/payments.h"

#include <stdio.h>
#include <string.h>

#include "core/model.h"

static const char *const key_names[SP_PAY_KEYS] = {"discard", "liability", "dealer"};
static const char *const choice_names[SP_PAY_KEYS][SP_PAY_CHOICES] = {
    {NULL, "discarder", "all"},
    {NULL, "self_draw", "half"},
    {NULL, "even", "factors"},
};

const char *sp_pay_key_name(int key) { return key >= 0 && key < SP_PAY_KEYS ? key_names[key] : NULL; }

const char *sp_pay_choice_name(int key, int choice)
{
    return key >= 0 && key < SP_PAY_KEYS && choice > 0 && choice < SP_PAY_CHOICES ? choice_names[key][choice] : NULL;
}

int sp_pay_choice_of(int key, const char *name)
{
    for (int c = 1; c < SP_PAY_CHOICES; c++)
        if (sp_pay_choice_name(key, c) && !strcmp(choice_names[key][c], name)) return c;
    return 0;
}

/* params.payment.<name>: required by "factors"; "even" takes the non-dealers' from it when there
 * (1 when not). */
static int factor(const sp_ruleset *rs, const char *name, bool required, int32_t *out, char *err, size_t errlen)
{
    char full[SP_ID_LEN * 2];
    snprintf(full, sizeof full, "payment.%s", name);
    const sp_param *p = sp_ruleset_param(rs, full);
    *out = 1;
    if (p && p->nvalues == 1) *out = p->values[0];
    else if (required) {
        snprintf(err, errlen, "payments.dealer \"factors\" needs params.%s (one number)", full);
        return -1;
    }
    return 0;
}

int sp_pay_rule_of(const sp_ruleset *rs, sp_pay_rule *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    const sp_model *m = NULL;
    for (int k = 0; k < SP_PAY_KEYS; k++) {
        int c = rs->payments[k];
        if (!c && (m || (m = sp_model_of(rs)))) c = m->payments[k]; /* a ruleset not read from a file */
        out->choice[k] = (uint8_t)c;
    }
    bool f = out->choice[SP_PAY_DEALER] == SP_DEALER_FACTORS;
    return factor(rs, "ron_nondealers", f, &out->ron_nondealers, err, errlen) || factor(rs, "ron_dealer", f, &out->ron_dealer, err, errlen) ||
                   factor(rs, "tsumo_dealer_each", f, &out->tsumo_dealer_each, err, errlen) ||
                   factor(rs, "tsumo_dealer_pays", f, &out->tsumo_dealer_pays, err, errlen) ||
                   factor(rs, "tsumo_nondealer_pays", f, &out->tsumo_nondealer_pays, err, errlen)
               ? -1
               : 0;
}

static int32_t clamp32(int64_t v) { return v > INT32_MAX ? INT32_MAX : v < -INT32_MAX ? -INT32_MAX : (int32_t)v; }

/* a * b and a + b held within +-2^60: a house file's prices and factors are any int32, and the
 * amounts are clamped to int32 when paid, so saturating early changes no payment that fits */
enum { SAT_BITS = 60 };
static int64_t sat(int64_t v) { return v > (INT64_C(1) << SAT_BITS) ? INT64_C(1) << SAT_BITS : v < -(INT64_C(1) << SAT_BITS) ? -(INT64_C(1) << SAT_BITS) : v; }

static int64_t times(int64_t a, int64_t b)
{
    int64_t p;
    if (__builtin_mul_overflow(a, b, &p)) return (a < 0) != (b < 0) ? -(INT64_C(1) << SAT_BITS) : INT64_C(1) << SAT_BITS;
    return sat(p);
}

void sp_pay(sp_score_result *out, int part, int from, int to, int64_t amount, unsigned flags)
{
    int32_t a = clamp32(amount);
    /* held within int32 too: three payers of the most an amount can be would overflow it */
    out->payments[from] = clamp32((int64_t)out->payments[from] - a);
    out->payments[to] = clamp32((int64_t)out->payments[to] + a);
    if (part >= 0) {
        out->parts[part].seats[from] = clamp32((int64_t)out->parts[part].seats[from] - a);
        out->parts[part].seats[to] = clamp32((int64_t)out->parts[part].seats[to] + a);
    }
    sp_pay_line *l = sp_result_add_line(out, -1, from, to, a);
    if (!l) return;
    l->flags = (uint8_t)(l->flags | flags);
    if (part >= 0) l->part = (int8_t)part;
}

/* The factor of what payer pays the winner - "even": a non-dealer's, whoever deals - and
 * whether the dealer's is in it (flags). */
static int64_t dealer_factor(const sp_pay_rule *r, const sp_score_input *in, int payer, bool self_draw, unsigned *flags)
{
    *flags = 0;
    if (r->choice[SP_PAY_DEALER] != SP_DEALER_FACTORS) return self_draw ? r->tsumo_nondealer_pays : r->ron_nondealers;
    bool dealer_wins = in->seat == in->dealer, dealer_pays = payer == in->dealer;
    if (dealer_wins || dealer_pays) *flags = SP_LINE_DEALER;
    if (!self_draw) return dealer_wins || dealer_pays ? r->ron_dealer : r->ron_nondealers;
    return dealer_wins ? r->tsumo_dealer_each : dealer_pays ? r->tsumo_dealer_pays : r->tsumo_nondealer_pays;
}

bool sp_pay_win(const sp_pay_rule *r, const sp_score_input *in, const sp_win_price *price, const sp_win_payers *who,
                sp_score_result *out)
{
    int w = in->seat, L = who->liable;
    unsigned flags = 0;
    if (who->self_draw) {
        if (L < 0) {
            for (int s = 0; s < in->players; s++)
                if (s != w && !(who->exempt >> s & 1)) {
                    int64_t f = dealer_factor(r, in, s, true, &flags);
                    sp_pay(out, who->part, s, w, times(price->self_draw, f), flags);
                }
            return false;
        }
        /* the liable seat pays every share, in one payment */
        int64_t all = 0;
        unsigned any = 0;
        for (int s = 0; s < in->players; s++)
            if (s != w && !(who->exempt >> s & 1)) {
                all = sat(all + times(price->self_draw, dealer_factor(r, in, s, true, &flags)));
                any |= flags;
            }
        sp_pay(out, who->part, L, w, all, any);
        return true;
    }
    int d = in->discarder;
    int64_t hand = times(price->discard, dealer_factor(r, in, d, false, &flags));
    bool shared = L >= 0 && L != d && r->choice[SP_PAY_LIABILITY] == SP_LIABLE_HALF;
    if (r->choice[SP_PAY_DISCARD] == SP_DISCARD_ALL) {
        for (int s = 0; s < in->players; s++)
            if (s != w) sp_pay(out, who->part, s, w, s == d ? hand : price->base, s == d ? flags : 0);
    } else if (!shared) {
        sp_pay(out, who->part, d, w, hand, flags);
    } else {
        int64_t half = hand / 2;
        sp_pay(out, who->part, d, w, half, flags);
        sp_pay(out, who->part, L, w, hand - half, flags);
    }
    return shared;
}
