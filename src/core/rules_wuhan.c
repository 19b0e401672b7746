/* rules_wuhan.c: the scoring model of wuhan-hongzhong (武汉麻将, 开口翻 with 红中赖子杠).
 *
 * Every number comes from the ruleset file: big-win values (their sum is the base), factor values
 * (each player's product P), the self-draw / deal-in factors of big wins (params big = [num, den]),
 * the laizi limits and pair ranks (params win.*), the caps and the minimum (options).
 *
 * A win: the laizi tiles (the kind after the indicator) are in the concealed tiles at face value;
 * each may stay itself or stand for any kind except 7z and the 皮 kinds. Every split of the laizi
 * into face value / substitute is read with sp_readings, substitutes are checked, and each reading
 * gives the big-win types it qualifies for, the number of substitutes U (hard when 0) and whether
 * the pair allows a small win. 风一色 / 将一色 need no shape and are also tried without one. The
 * legal candidate with the largest receipt after caps is scored (rules/wuhan-hongzhong.md §3.6).
 *
 * An exhaustive draw (win = "draw") is the 查大叫 settlement (rules/wuhan-hongzhong.md §4.6). */
#include "core/rules_wuhan.h"

#include <stdio.h>
#include <string.h>

#include "core/game_wuhan.h"
#include "core/model.h"

enum {
    EV_QQR, EV_QYS, EV_PPH, EV_FYS, EV_JYS, EV_GSKH, EV_HDLY, EV_QGH, /* big wins: bit i */
    EV_BIG_N,
    EV_HARD = EV_BIG_N, EV_SOFT, EV_KAIKOU, EV_MINGGANG, EV_ANGANG, EV_PIZI, EV_LAIZI, EV_HZ, EV_ZIMO,
    EV_FANGCHONG, EV_DEALER, EV_LIAB, EV_CHADAJIAO, EV_N
};

static const char *const evaluators[] = {
    "melded_hand", "full_flush", "all_pungs", "all_honours", "all_258", "kong_replacement", "last_tile_draw",
    "robbing_kong", "hard", "soft", "openings", "exposed_kongs", "concealed_kongs", "pi_kongs", "laizi_kongs",
    "hongzhong_kongs", "self_draw", "deal_in", "dealer_factor", "liability", "ready_check", NULL,
};

static const sp_evaluator_rename renamed[] = {
    {"all_from_others", "melded_hand"}, {"one_suit", "full_flush"}, {"all_triplets", "all_pungs"},
    {"last_tiles", "last_tile_draw"}, {NULL, NULL},
};

#define BIT(e) (1u << (e))
#define SITUATIONAL (BIT(EV_QQR) | BIT(EV_GSKH) | BIT(EV_HDLY) | BIT(EV_QGH))
#define SAT ((int64_t)1 << 50) /* products saturate here; every cap is far below */

typedef struct {
    const sp_ruleset *rs;
    int pat[EV_N];      /* pattern index of each evaluator, -1 when the file leaves it out */
    int32_t val[EV_N];  /* its value (1 when absent: a neutral factor) */
    int32_t big_num[2], big_den[2]; /* big-win self-draw / deal-in factor: 0 zimo, 1 fangchong */
    int lz;             /* laizi kind */
    uint64_t pimask;    /* 皮 kinds */
    int special;        /* 红中 kind */
    int laizi_small, laizi_big, must_open, base_small;
    unsigned pair_ranks; /* bit r: rank r allowed as the pair (and in 将一色) */
    int32_t fengding, jinding, qihu, difen;
    bool qihu_big_exempt; /* big wins skip 起胡 (an option: the seed applies it to every win) */
    int third_opening, never_opened;
} wh_ctx;

typedef struct {
    uint16_t big; /* big-win types (bits EV_*) */
    uint8_t subs; /* laizi used as substitutes */
    uint8_t pair_ok; /* the pair allows a small win */
    int8_t as[4];    /* what the first `subs` substitutes stood for (a kind; -1 any) */
} wh_cand;

enum { MAX_CANDS = 48, MAX_READINGS = 256 };

static int64_t mul_sat(int64_t a, int64_t b)
{
    if (a == 0 || b == 0) return 0;
    if (a >= SAT / b) return SAT;
    return a * b;
}

static int64_t pow_sat(int64_t v, int n)
{
    int64_t r = 1;
    for (int i = 0; i < n; i++) r = mul_sat(r, v);
    return r;
}

static int param_int(const sp_ruleset *rs, const char *name, int32_t def) { return sp_ruleset_int(rs, name, def); }

/* An option's number in this call: the value, or a choice label read as a number; def when
 * the ruleset has no such option (index -1). */
static int32_t option_value(const sp_score_input *in, int i, int32_t def)
{
    if (i < 0) return def;
    const sp_option_def *d = &in->rules->options[i];
    if (d->type == SP_OPT_CHOICE) return sp_option_choice_number(d, in->options[i], 0);
    return in->options[i];
}

/* What the ruleset file fixes for every scoring, looked up by name: once when the file is
 * loaded (sp_wuhan_prepare_ruleset, into sp_ruleset.model_data), or on every call for a
 * ruleset that was not prepared. */
typedef struct {
    int pat[EV_N];
    int32_t val[EV_N];
    int32_t big_num[2], big_den[2];
    int third_opening, never_opened;
    int special, laizi_small, laizi_big, must_open, base_small, pi_before;
    unsigned pair_ranks;
    int cycle;                                      /* param index of wildcard.honour_cycle, -1 none */
    int opt_fengding, opt_jinding, opt_qihu, opt_qihu_big_exempt, opt_difen; /* option indices, -1 none */
} wh_rules;

_Static_assert(sizeof(wh_rules) <= SP_MODEL_DATA, "wuhan prepared rules too large");

static void rules_read(const sp_ruleset *rs, wh_rules *r)
{
    memset(r, 0, sizeof *r);
    for (int e = 0; e < EV_N; e++) {
        r->pat[e] = -1;
        r->val[e] = 1;
    }
    r->big_num[0] = r->big_num[1] = 1;
    r->big_den[0] = r->big_den[1] = 1;
    for (int i = 0; i < rs->npatterns; i++) {
        const sp_pattern_def *d = &rs->patterns[i];
        for (int e = 0; e < EV_N; e++)
            if (r->pat[e] < 0 && !strcmp(d->evaluator, evaluators[e])) {
                r->pat[e] = i;
                r->val[e] = d->value;
                if (e == EV_ZIMO || e == EV_FANGCHONG) {
                    int k = e == EV_ZIMO ? 0 : 1;
                    r->big_num[k] = d->value;
                    for (int p = 0; p < d->nparams; p++)
                        if (!strcmp(d->params[p].name, "big") && d->params[p].nvalues >= 1) {
                            r->big_num[k] = d->params[p].values[0];
                            r->big_den[k] = d->params[p].nvalues >= 2 && d->params[p].values[1] > 0 ? d->params[p].values[1] : 1;
                        }
                }
                if (e == EV_LIAB || e == EV_CHADAJIAO)
                    for (int p = 0; p < d->nparams; p++) {
                        if (!strcmp(d->params[p].name, "third_opening")) r->third_opening = d->params[p].values[0];
                        if (!strcmp(d->params[p].name, "never_opened")) r->never_opened = d->params[p].values[0];
                    }
                break;
            }
    }
    if (!r->never_opened) r->never_opened = 1;
    /* out of range (refused at load, rules_check) read as the defaults, for a ruleset never prepared */
    int special = param_int(rs, "wildcard.fixed_special", 7);
    r->special = SP_KIND_Z + (special >= 1 && special <= 7 ? special : 7) - 1;
    r->laizi_small = param_int(rs, "win.laizi_small", 1);
    r->laizi_big = param_int(rs, "win.laizi_big", 2);
    r->must_open = param_int(rs, "win.must_open", 1);
    r->base_small = param_int(rs, "base.small", 1);
    const sp_param *pr = sp_ruleset_param(rs, "win.pair_ranks");
    if (pr)
        for (int i = 0; i < pr->nvalues; i++)
            if (pr->values[i] >= 1 && pr->values[i] <= 9) r->pair_ranks |= 1u << pr->values[i];
    const sp_param *cycle = sp_ruleset_param(rs, "wildcard.honour_cycle");
    r->cycle = cycle ? (int)(cycle - rs->params) : -1;
    for (int i = 0; cycle && i < cycle->nvalues; i++)
        if (cycle->values[i] < 1 || cycle->values[i] > 7) r->cycle = -1;
    r->pi_before = param_int(rs, "wildcard.pi_before", 1);
    if (r->pi_before < 0 || r->pi_before > 8) r->pi_before = 1;
    r->opt_fengding = sp_ruleset_option(rs, "fengding");
    r->opt_jinding = sp_ruleset_option(rs, "jinding");
    r->opt_qihu = sp_ruleset_option(rs, "qihu");
    r->opt_qihu_big_exempt = sp_ruleset_option(rs, "qihu_big_exempt");
    r->opt_difen = sp_ruleset_option(rs, "difen");
}

/* The numbers that name tiles or bound a loop: out of range they would index past a hand's
 * counts or turn for ever, so a file (or the house-rules editor) that sets them so is refused. */
static int rules_check(const sp_ruleset *rs, char *err, size_t errlen)
{
    int32_t special = sp_ruleset_int(rs, "wildcard.fixed_special", 7);
    if (special < 1 || special > 7) {
        snprintf(err, errlen, "rules: params.wildcard.fixed_special is %d; it must be an honour number from 1 to 7 (7 = red dragon)",
                 (int)special);
        return -1;
    }
    int32_t before = sp_ruleset_int(rs, "wildcard.pi_before", 1);
    if (before < 0 || before > 8) {
        snprintf(err, errlen, "rules: params.wildcard.pi_before is %d; it must be 0 to 8 (tiles before the laizi that are pi)",
                 (int)before);
        return -1;
    }
    const sp_param *cycle = sp_ruleset_param(rs, "wildcard.honour_cycle");
    for (int i = 0; cycle && i < cycle->nvalues; i++)
        if (cycle->values[i] < 1 || cycle->values[i] > 7) {
            snprintf(err, errlen, "rules: params.wildcard.honour_cycle[%d] is %d; honours are numbered 1 to 7", i,
                     (int)cycle->values[i]);
            return -1;
        }
    return 0;
}

int sp_wuhan_prepare_ruleset(sp_ruleset *rs, char *err, size_t errlen)
{
    if (rules_check(rs, err, errlen)) return -1;
    rules_read(rs, (wh_rules *)(void *)rs->model_data);
    rs->model_prepared = true;
    return 0;
}

/* The ruleset's resolved names: prepared at load, else read into *local. */
static const wh_rules *rules_of(const sp_ruleset *rs, wh_rules *local)
{
    if (rs->model_prepared) return (const wh_rules *)(const void *)rs->model_data;
    rules_read(rs, local);
    return local;
}

void sp_wuhan_win_rules_of(const sp_ruleset *rs, sp_wuhan_win_rules *out)
{
    wh_rules local;
    const wh_rules *r = rules_of(rs, &local);
    out->must_open = r->must_open;
    out->pair_ranks = r->pair_ranks;
    out->laizi_most = r->laizi_big > r->laizi_small ? r->laizi_big : r->laizi_small;
    out->special = r->special;
    out->pi_before = r->pi_before;
}

static int ctx_init(wh_ctx *c, const sp_score_input *in, char *err, size_t errlen)
{
    const sp_ruleset *rs = in->rules;
    wh_rules local;
    const wh_rules *r = rules_of(rs, &local);
    memset(c, 0, sizeof *c);
    c->rs = rs;
    memcpy(c->pat, r->pat, sizeof c->pat);
    memcpy(c->val, r->val, sizeof c->val);
    memcpy(c->big_num, r->big_num, sizeof c->big_num);
    memcpy(c->big_den, r->big_den, sizeof c->big_den);
    c->third_opening = r->third_opening;
    c->never_opened = r->never_opened;
    c->special = r->special;
    c->laizi_small = r->laizi_small;
    c->laizi_big = r->laizi_big;
    c->must_open = r->must_open;
    c->base_small = r->base_small;
    c->pair_ranks = r->pair_ranks;
    c->fengding = option_value(in, r->opt_fengding, 300);
    c->jinding = option_value(in, r->opt_jinding, 500);
    c->qihu = option_value(in, r->opt_qihu, 16);
    c->qihu_big_exempt = option_value(in, r->opt_qihu_big_exempt, 0) != 0;
    c->difen = option_value(in, r->opt_difen, 1);

    if (in->indicator < 0) {
        snprintf(err, errlen, "indicator: missing (the turned tile decides the laizi and the pi tiles)");
        return -1;
    }
    if (in->indicator == c->special) {
        snprintf(err, errlen, "indicator: a 7z indicator is set aside; give the tile turned after it");
        return -1;
    }
    const sp_param *cycle = r->cycle >= 0 ? &rs->params[r->cycle] : NULL;
    c->lz = sp_ruleset_indicator_step(cycle, in->indicator, 1);
    if (c->lz < 0) {
        snprintf(err, errlen, "indicator: this honour is not in the ruleset's wildcard.honour_cycle");
        return -1;
    }
    for (int i = 0; i <= r->pi_before; i++) {
        int k = sp_ruleset_indicator_step(cycle, in->indicator, -i);
        if (k >= 0) c->pimask |= (uint64_t)1 << k;
    }
    return 0;
}

static bool is_open(const sp_meld *m) { return m->type != SP_MELD_ANKAN; }

static int count_opens(const sp_meld *m, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++) k += is_open(&m[i]);
    return k;
}

static bool rank_ok(const wh_ctx *c, int kind) { return kind < SP_KIND_Z && (c->pair_ranks >> (kind % 9 + 1) & 1); }

static bool sub_ok(const wh_ctx *c, int kind) { return kind != c->special && !(c->pimask >> kind & 1); }

/* as: what the substitutes stood for (NULL: any kind) - for the sheet's marks only */
static void add_cand(wh_cand *out, int *n, uint16_t big, int subs, int pair_ok, const int8_t as[4])
{
    for (int i = 0; i < *n; i++)
        if (out[i].big == big && out[i].subs == subs && out[i].pair_ok == pair_ok) return;
    if (*n >= MAX_CANDS) return;
    out[*n].big = big;
    out[*n].subs = (uint8_t)subs;
    out[*n].pair_ok = (uint8_t)pair_ok;
    for (int i = 0; i < 4; i++) out[*n].as[i] = as ? as[i] : -1;
    (*n)++;
}

/* Facts about the melds that every reading shares. */
typedef struct {
    unsigned suits;  /* bit 0-2 m p s, bit 3 honours */
    bool chi;        /* a chi among them */
    bool all258;     /* every meld a triplet/kong of a 2/5/8 number tile */
    bool all_open;   /* four melds, all exposed (全求人 structure) */
} meld_facts;

static meld_facts melds_facts(const wh_ctx *c, const sp_meld *m, int n)
{
    meld_facts f = {0, false, true, n == 4};
    for (int i = 0; i < n; i++) {
        f.suits |= 1u << sp_kind_suit(m[i].kind);
        if (m[i].type == SP_MELD_CHI) f.chi = true;
        if (m[i].type == SP_MELD_CHI || !rank_ok(c, m[i].kind)) f.all258 = false;
        if (!is_open(&m[i])) f.all_open = false;
    }
    return f;
}

/* Whether the melds and the concealed tiles other than the laizi allow 风一色 (honours only) and
 * 将一色 (2, 5 and 8 only, no chi): the two wins that need no shape. */
static void shapeless(const wh_ctx *c, const uint8_t counts[SP_KINDS], const meld_facts *mf, bool *fys, bool *jys)
{
    *fys = !(mf->suits & 7);
    *jys = mf->all258 && !mf->chi;
    for (int k = 0; k < SP_KINDS; k++) {
        if (!counts[k] || k == c->lz) continue;
        if (k < SP_KIND_Z) *fys = false;
        if (!rank_ok(c, k)) *jys = false;
    }
}

/* Every candidate interpretation of a complete hand (counts include the laizi at face value).
 * `sit` holds the situational big wins that apply (bits EV_QQR, EV_GSKH, EV_HDLY, EV_QGH). */
static int analyse(const wh_ctx *c, const uint8_t counts[SP_KINDS], const sp_meld *melds, int nmelds, unsigned sit,
                   wh_cand *out)
{
    int n = 0;
    meld_facts mf = melds_facts(c, melds, nmelds);
    int L = counts[c->lz];
    /* shape readings: w of the L laizi are substitutes */
    for (int w = 0; w <= L && w <= 2; w++) {
        sp_hand h;
        memcpy(h.counts, counts, SP_KINDS);
        h.counts[c->lz] = (uint8_t)(L - w);
        h.melds = (uint8_t)nmelds;
        h.wildcards = (uint8_t)w;
        /* the table win check first: sp_readings finds a reading exactly when sp_is_win says
         * the shape is complete (both read hand.h's definition), and most hands tried here
         * (every kind added to a hand at 查大叫) are not */
        if (!sp_is_win(&h, SP_SHAPE_REGULAR)) continue;
        sp_reading rd[MAX_READINGS];
        int nr = sp_readings(&h, SP_SHAPE_REGULAR, rd, MAX_READINGS);
        if (nr > MAX_READINGS) nr = MAX_READINGS;
        for (int r = 0; r < nr; r++) {
            const sp_reading *x = &rd[r];
            bool ok = true, runs = false, j258 = mf.all258 && !mf.chi, pair258 = true;
            unsigned suits = mf.suits;
            int subs = 0;
            int8_t as[4] = {-1, -1, -1, -1};
            for (int g = 0; g < x->ngroups && ok; g++) {
                const sp_group *gr = &x->groups[g];
                int size = sp_group_size(gr);
                if (gr->kind == SP_KIND_NONE) {
                    subs += size; /* wildcards only: any allowed kind, chosen to fit */
                    continue;
                }
                for (int i = 0; i < size; i++) {
                    if (!(gr->wild >> i & 1)) continue;
                    int k = sp_group_kind_at(gr, i);
                    if (!sub_ok(c, k)) ok = false;
                    if (k != c->lz && subs < 4) as[subs] = (int8_t)k;
                    if (k != c->lz) subs++;
                }
                suits |= 1u << sp_kind_suit(gr->kind);
                if (gr->type == SP_GROUP_RUN) runs = true;
                if (gr->type == SP_GROUP_RUN || !rank_ok(c, gr->kind)) j258 = false;
                if (gr->type == SP_GROUP_PAIR) pair258 = rank_ok(c, gr->kind);
            }
            if (!ok) continue;
            uint16_t big = 0;
            if (suits == 1 || suits == 2 || suits == 4) big |= BIT(EV_QYS);
            if (!runs && !mf.chi) big |= BIT(EV_PPH);
            if (suits == 8) big |= BIT(EV_FYS);
            if (j258) big |= BIT(EV_JYS);
            bool free_pair = big != 0;
            unsigned s = sit;
            if (!mf.all_open) s &= ~BIT(EV_QQR);
            if (pair258 || free_pair) big |= (uint16_t)s;
            add_cand(out, &n, big, subs, pair258, as);
        }
    }
    /* 风一色 / 将一色 need no shape */
    bool fys, jys;
    shapeless(c, counts, &mf, &fys, &jys);
    if (fys) add_cand(out, &n, BIT(EV_FYS), c->lz >= SP_KIND_Z ? 0 : L, 0, NULL);
    if (jys) add_cand(out, &n, BIT(EV_JYS), rank_ok(c, c->lz) ? 0 : L, 0, NULL);
    return n;
}

/* The big-win types of a candidate that the ruleset file lists. */
static uint16_t listed_bigs(const wh_ctx *c, uint16_t big)
{
    uint16_t r = 0;
    for (int e = 0; e < EV_BIG_N; e++)
        if ((big >> e & 1) && c->pat[e] >= 0) r |= (uint16_t)BIT(e);
    return r;
}

/* Is the candidate a legal win shape for a hand holding L laizi? 1 big, 2 small, 0 none. */
static int cand_class(const wh_ctx *c, const wh_cand *k, int L)
{
    if (listed_bigs(c, k->big)) return L <= c->laizi_big ? 1 : 0;
    if (k->pair_ok && L <= c->laizi_small && (k->subs ? c->pat[EV_SOFT] : c->pat[EV_HARD]) >= 0) return 2;
    return 0;
}

static bool hand_clean(const wh_ctx *c, const uint8_t counts[SP_KINDS])
{
    if (counts[c->special]) return false;
    for (int k = 0; k < SP_KINDS; k++)
        if (counts[k] && (c->pimask >> k & 1)) return false;
    return true;
}

/* Ready (听牌, rules/wuhan-hongzhong.md §3.8) with `counts` one tile short. */
static bool is_ready(const wh_ctx *c, const uint8_t counts[SP_KINDS], const sp_meld *melds, int nmelds)
{
    if (count_opens(melds, nmelds) < c->must_open) return false;
    if (!hand_clean(c, counts)) return false;
    int size = 0;
    uint8_t held[SP_KINDS_ALL] = {0};
    for (int k = 0; k < SP_KINDS; k++) {
        size += counts[k];
        held[k] = counts[k];
    }
    if (size != 13 - 3 * nmelds) return false;
    for (int i = 0; i < nmelds; i++) sp_meld_add_counts(&melds[i], held);
    /* Most hands are far from ready: rule them out with one win check before trying every tile.
     * With each laizi a wildcard and one more wildcard for the missing tile, the hand has four
     * sets and a pair whenever some tile gives analyse a reading (a wildcard may also stand for
     * the laizi's own face, so this only widens what analyse tries). Without such a shape only
     * 风一色 / 将一色 remain, and adding a tile never makes a hand honours-only or 2-5-8-only. */
    meld_facts mf = melds_facts(c, melds, nmelds);
    bool fys, jys;
    shapeless(c, counts, &mf, &fys, &jys);
    if (!fys && !jys) {
        sp_hand any;
        memcpy(any.counts, counts, SP_KINDS);
        any.wildcards = (uint8_t)(counts[c->lz] + 1);
        any.counts[c->lz] = 0;
        any.melds = (uint8_t)nmelds;
        if (!sp_is_win(&any, SP_SHAPE_REGULAR)) return false;
    }
    for (int t = 0; t < SP_KINDS; t++) {
        if (!sub_ok(c, t) || held[t] >= 4) continue;
        uint8_t h[SP_KINDS];
        memcpy(h, counts, SP_KINDS);
        h[t]++;
        wh_cand cand[MAX_CANDS];
        int n = analyse(c, h, melds, nmelds, SITUATIONAL, cand);
        for (int i = 0; i < n; i++)
            if (cand_class(c, &cand[i], h[c->lz])) return true;
    }
    return false;
}

/* Product of the opening and kong factors of one seat (K in rules/wuhan-hongzhong.md §4.6). */
static int64_t seat_k(const wh_ctx *c, const sp_meld *m, int n, const uint8_t special[SP_WUHAN_SPECIALS], int counts[EV_N])
{
    int cnt[EV_N] = {0};
    for (int i = 0; i < n; i++) {
        if (is_open(&m[i])) cnt[EV_KAIKOU]++;
        if (m[i].type == SP_MELD_MINKAN || m[i].type == SP_MELD_KAKAN) cnt[EV_MINGGANG]++;
        if (m[i].type == SP_MELD_ANKAN) cnt[EV_ANGANG]++;
    }
    cnt[EV_HZ] = special[SP_WUHAN_HONGZHONG];
    cnt[EV_LAIZI] = special[SP_WUHAN_LAIZI];
    cnt[EV_PIZI] = special[SP_WUHAN_PIZI];
    int64_t k = 1;
    static const int factors[] = {EV_KAIKOU, EV_MINGGANG, EV_ANGANG, EV_PIZI, EV_LAIZI, EV_HZ};
    for (size_t i = 0; i < sizeof factors / sizeof factors[0]; i++) {
        int e = factors[i];
        if (c->pat[e] >= 0) k = mul_sat(k, pow_sat(c->val[e], cnt[e]));
        else cnt[e] = 0;
    }
    if (counts) memcpy(counts, cnt, sizeof cnt);
    return k;
}

static const uint8_t no_specials[SP_WUHAN_SPECIALS] = {0, 0, 0};

static const uint8_t *seat_specials(const sp_score_input *in, int s)
{
    const sp_wuhan_input *x = in->extra;
    return x ? x->special[s] : no_specials;
}

/* The settlement of one candidate. */
typedef struct {
    bool legal;
    bool big, hard;
    uint16_t bigs;
    int32_t base;
    int64_t pw_num, pw_den;
    int64_t raw[SP_SEATS];  /* before caps */
    int64_t paid[SP_SEATS]; /* after caps, before liability */
    int64_t receipt;
    const wh_cand *cand;    /* the candidate settled */
} wh_settle;

static void settle(const wh_ctx *c, const sp_score_input *in, const wh_cand *k, int L, const int64_t kseat[SP_SEATS],
                   wh_settle *s)
{
    memset(s, 0, sizeof *s);
    s->cand = k;
    int cls = cand_class(c, k, L);
    if (!cls) return;
    s->big = cls == 1;
    s->hard = k->subs == 0;
    s->bigs = s->big ? listed_bigs(c, k->big) : 0;
    s->base = c->base_small;
    if (s->big) {
        s->base = 0;
        for (int e = 0; e < EV_BIG_N; e++)
            if (s->bigs >> e & 1) s->base += c->val[e];
    }
    int w = in->seat;
    int64_t num = kseat[w], den = 1;
    if (s->hard && c->pat[EV_HARD] >= 0) num = mul_sat(num, c->val[EV_HARD]);
    if (!s->hard && !s->big && c->pat[EV_SOFT] >= 0) num = mul_sat(num, c->val[EV_SOFT]);
    if (in->win == SP_WIN_TSUMO && c->pat[EV_ZIMO] >= 0) {
        if (s->big) {
            num = mul_sat(num, c->big_num[0]);
            den *= c->big_den[0];
        } else {
            num = mul_sat(num, c->val[EV_ZIMO]);
        }
    }
    s->pw_num = num;
    s->pw_den = den;
    int64_t minl_num = -1, minl_den = 1;
    bool all_over = true;
    for (int l = 0; l < in->players; l++) {
        if (l == w) continue;
        int64_t ln = kseat[l], ld = 1;
        if (l == in->discarder && c->pat[EV_FANGCHONG] >= 0) {
            if (s->big) {
                ln = mul_sat(ln, c->big_num[1]);
                ld = c->big_den[1];
            } else {
                ln = mul_sat(ln, c->val[EV_FANGCHONG]);
            }
        }
        if (minl_num < 0 || ln * minl_den < minl_num * ld) {
            minl_num = ln;
            minl_den = ld;
        }
        int64_t z = 1;
        if (!s->big && c->pat[EV_DEALER] >= 0 && (w == in->dealer || l == in->dealer)) z = c->val[EV_DEALER];
        int64_t amount = mul_sat(mul_sat(s->base, num), mul_sat(ln, z)) / (den * ld);
        s->raw[l] = amount;
        if (amount <= c->fengding) all_over = false;
    }
    /* 起胡: every win, as the seed's basic conditions of a win say (「1.2 胡牌基本条件 … 5. 起胡番」),
     * unless the ruleset exempts big wins */
    bool qihu_applies = !s->big || !c->qihu_big_exempt;
    if (qihu_applies && minl_num >= 0 && !(mul_sat(num, minl_num) > mul_sat(c->qihu, den * minl_den))) return;
    for (int l = 0; l < in->players; l++) {
        if (l == w) continue;
        s->paid[l] = all_over ? c->jinding : (s->raw[l] < c->fengding ? s->raw[l] : c->fengding);
        s->receipt += s->paid[l];
    }
    s->legal = true;
}

static void add_factor(const wh_ctx *c, sp_score_result *out, int e, int count)
{
    if (c->pat[e] < 0 || count <= 0) return;
    int64_t v = pow_sat(c->val[e], count);
    sp_result_add_pattern(out, c->pat[e], count, (int32_t)(v > INT32_MAX ? INT32_MAX : v));
}

static int32_t clamp32(int64_t v) { return (int32_t)(v > INT32_MAX ? INT32_MAX : v < -INT32_MAX ? -INT32_MAX : v); }

/* The path of a seat's melds in error messages: "" for the winner's, "others.X." for another
 * seat's (formatted only for an error: check_melds runs on every scoring). */
static const char *melds_path(bool other, int seat, char buf[16])
{
    if (!other) return "";
    snprintf(buf, 16, "others.%c.", sp_seat_letter(seat));
    return buf;
}

/* Checks a seat's melds; `other`: a seat other than the winner's. */
static int check_melds(const wh_ctx *c, const sp_meld *m, int n, int seat, bool other, char *err, size_t errlen)
{
    char b[16];
    for (int i = 0; i < n; i++) {
        if (m[i].type == SP_MELD_CHI && m[i].from >= 0 && m[i].from != (seat + SP_SEATS - 1) % SP_SEATS) {
            snprintf(err, errlen, "%smelds[%d]: a chi is claimed only from the left player (%c)", melds_path(other, seat, b), i,
                     sp_seat_letter((seat + SP_SEATS - 1) % SP_SEATS));
            return -1;
        }
        if (m[i].from == seat) {
            snprintf(err, errlen, "%smelds[%d]: a meld cannot be claimed from the player's own seat", melds_path(other, seat, b), i);
            return -1;
        }
        int k = m[i].kind, size = m[i].type == SP_MELD_CHI ? 3 : 1;
        for (int j = 0; j < size; j++)
            if (k + j == c->lz || k + j == c->special || (c->pimask >> (k + j) & 1)) {
                snprintf(err, errlen, "%smelds[%d]: laizi, pi and 7z tiles are never melded (they are played as special kongs)",
                         melds_path(other, seat, b), i);
                return -1;
            }
    }
    return 0;
}

/* 查大叫 at an exhaustive draw. */
static int score_draw(const wh_ctx *c, const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    int64_t k[SP_SEATS];
    bool ready[SP_SEATS], opened[SP_SEATS];
    for (int s = 0; s < in->players; s++) {
        const sp_meld *m = s == in->seat ? in->melds : in->seats[s].melds;
        int n = s == in->seat ? in->nmelds : in->seats[s].nmelds;
        k[s] = seat_k(c, m, n, seat_specials(in, s), NULL);
        opened[s] = count_opens(m, n) > 0;
        if (s == in->seat) {
            ready[s] = is_ready(c, in->tiles, m, n);
        } else if (in->seats[s].ready >= 0) {
            ready[s] = in->seats[s].ready == 1;
        } else if (in->seats[s].has_tiles) {
            int size = 0;
            for (int t = 0; t < SP_KINDS; t++) size += in->seats[s].tiles[t];
            if (size != 13 - 3 * n) {
                snprintf(err, errlen, "others.%c.tiles: %d concealed tiles with %d melds; a hand at a draw has %d", sp_seat_letter(s),
                         size, n, 13 - 3 * n);
                return -1;
            }
            ready[s] = is_ready(c, in->seats[s].tiles, m, n);
        } else {
            snprintf(err, errlen, "others.%c: an exhaustive draw needs the seat's \"tiles\" or \"ready\"", sp_seat_letter(s));
            return -1;
        }
    }
    int32_t base = c->pat[EV_CHADAJIAO] >= 0 ? c->val[EV_CHADAJIAO] : 0;
    int pays = 0;
    for (int r = 0; r < in->players; r++) {
        if (!ready[r]) continue;
        for (int n = 0; n < in->players; n++) {
            if (ready[n]) continue;
            int64_t a = mul_sat(mul_sat(base, k[r]), mul_sat(k[n], opened[n] ? 1 : c->never_opened));
            bool capped = a > c->fengding;
            if (capped) a = c->fengding;
            a = mul_sat(a, c->difen);
            if (!a) continue;
            out->payments[r] += clamp32(a);
            out->payments[n] -= clamp32(a);
            pays++;
            sp_pay_line *ln = sp_result_add_line(out, c->pat[EV_CHADAJIAO], n, r, clamp32(a));
            if (ln && capped) ln->flags = SP_LINE_CAPPED;
        }
    }
    out->valid = true;
    out->fan = 0;
    if (pays && c->pat[EV_CHADAJIAO] >= 0) sp_result_add_pattern(out, c->pat[EV_CHADAJIAO], pays, base);
    sp_result_field *f = sp_result_add_field(out, "ready", SP_FIELD_SEATS_BOOL);
    for (int s = 0; s < in->players; s++) f->seats[s] = ready[s];
    f = sp_result_add_field(out, "factors", SP_FIELD_SEATS);
    for (int s = 0; s < in->players; s++) f->seats[s] = clamp32(k[s]);
    return 0;
}

/* A factor line of what `from` pays `to`. */
static void factor_line(sp_score_result *out, int pattern, int from, int to, int count, int32_t num, int32_t den)
{
    sp_pay_line *l = pattern >= 0 ? sp_result_add_line(out, pattern, from, to, num) : NULL;
    if (!l) return;
    l->flags = SP_LINE_FACTOR;
    l->count = (int8_t)count;
    l->den = (int16_t)(den > 1 ? den : 0);
}

/* The sheet's lines of a win: each loser's own factors (his openings and kongs, the deal-in, the
 * dealer), then what he pays, capped or not, and by whom (承包: the liable player pays all); and
 * the wildcards that stood for other tiles. The sheet multiplies base x the winner's product x
 * these factors to the raw payment (raw_payments). */
static void sheet_lines(const wh_ctx *c, const sp_score_input *in, const wh_settle *best, int liable, sp_score_result *out)
{
    static const int factors[] = {EV_KAIKOU, EV_MINGGANG, EV_ANGANG, EV_PIZI, EV_LAIZI, EV_HZ};
    int w = in->seat;
    for (int l = 0; l < in->players; l++) {
        if (l == w) continue;
        int cnt[EV_N];
        seat_k(c, in->seats[l].melds, in->seats[l].nmelds, seat_specials(in, l), cnt);
        for (size_t i = 0; i < sizeof factors / sizeof factors[0]; i++)
            if (cnt[factors[i]] > 0)
                factor_line(out, c->pat[factors[i]], l, w, cnt[factors[i]], clamp32(pow_sat(c->val[factors[i]], cnt[factors[i]])), 1);
        if (l == in->discarder) {
            if (best->big) factor_line(out, c->pat[EV_FANGCHONG], l, w, 1, c->big_num[1], c->big_den[1]);
            else factor_line(out, c->pat[EV_FANGCHONG], l, w, 1, c->val[EV_FANGCHONG], 1);
        }
        if (!best->big && (w == in->dealer || l == in->dealer)) factor_line(out, c->pat[EV_DEALER], l, w, 1, c->val[EV_DEALER], 1);
        sp_pay_line *p = sp_result_add_line(out, liable >= 0 ? c->pat[EV_LIAB] : -1, liable >= 0 ? liable : l, w,
                                            clamp32(mul_sat(best->paid[l], c->difen)));
        if (!p) continue;
        p->of = (int8_t)l;
        if (best->paid[l] != best->raw[l]) p->flags = SP_LINE_CAPPED;
    }
    if (best->cand && best->cand->subs) {
        out->wild_kind = (int8_t)c->lz;
        out->nwild = (uint8_t)(best->cand->subs < 4 ? best->cand->subs : 4);
        memcpy(out->wild_as, best->cand->as, sizeof out->wild_as);
    }
}

static void invalid(sp_score_result *out, int why) { sp_result_invalid(out, why, 0, 0); }

/* The situation's own events of the win (抢杠胡 or 全求人, 杠上开花, 海底捞月) into *sit; -1
 * with err when the situation does not go with the way of winning. */
static int win_situation(const sp_score_input *in, unsigned *sit, char *err, size_t errlen)
{
    *sit = 0;
    if (in->situation & SP_SIT_CHANKAN) {
        if (in->win != SP_WIN_RON) {
            snprintf(err, errlen, "situation: chankan (robbing a kong) is a win on another player's tile (ron)");
            return -1;
        }
        *sit |= BIT(EV_QGH);
    } else if (in->win == SP_WIN_RON) {
        *sit |= BIT(EV_QQR);
    }
    if (in->situation & (SP_SIT_RINSHAN | SP_SIT_HAITEI)) {
        if (in->win != SP_WIN_TSUMO) {
            snprintf(err, errlen, "situation: rinshan and haitei are self-draw wins (tsumo)");
            return -1;
        }
        if (in->situation & SP_SIT_RINSHAN) *sit |= BIT(EV_GSKH);
        if (in->situation & SP_SIT_HAITEI) *sit |= BIT(EV_HDLY);
    }
    return 0;
}

/* Why the win is refused before any reading is tried (过胡, 开口, special tiles in the hand or
 * won on, too many laizi): an sp_score_reason, SP_REASON_NONE when it is not. L: the laizi held. */
static int barred(const wh_ctx *c, const sp_score_input *in, int L)
{
    if (in->win == SP_WIN_RON && (in->situation & SP_SIT_PASSED_WIN))
        return SP_REASON_WH_PASSED_WIN;
    if (count_opens(in->melds, in->nmelds) < c->must_open) return SP_REASON_WH_NOT_OPENED;
    if (!hand_clean(c, in->tiles)) return SP_REASON_WH_SPECIAL_HELD;
    if (in->win == SP_WIN_RON && (!sub_ok(c, in->win_tile) || in->win_tile == c->lz)) return SP_REASON_WH_SPECIAL_WIN;
    if (L > c->laizi_big && L > c->laizi_small) return SP_REASON_WH_TOO_MANY_LAIZI;
    return SP_REASON_NONE;
}

/* Judge: the best legal settlement of the readings into *best (the largest receipt, then the
 * largest sum of raw payments, then a hard reading); *any_shape: some reading has a winning
 * shape. best->legal is false when none wins. */
static void judge(const wh_ctx *c, const sp_score_input *in, const wh_cand *cand, int nc, int L,
                  const int64_t kseat[SP_SEATS], wh_settle *best, bool *any_shape)
{
    wh_settle cur;
    memset(best, 0, sizeof *best);
    *any_shape = false;
    for (int i = 0; i < nc; i++) {
        if (cand_class(c, &cand[i], L)) *any_shape = true;
        settle(c, in, &cand[i], L, kseat, &cur);
        if (!cur.legal) continue;
        int64_t rs = 0, rb = 0;
        for (int l = 0; l < SP_SEATS; l++) {
            rs += cur.raw[l];
            rb += best->raw[l];
        }
        if (!best->legal || cur.receipt > best->receipt || (cur.receipt == best->receipt && rs > rb) ||
            (cur.receipt == best->receipt && rs == rb && cur.hard && !best->hard))
            *best = cur;
    }
}

/* Why no reading wins (nc readings, none legal): an sp_score_reason. */
static int no_win_reason(const wh_ctx *c, int nc, bool any_shape, int L)
{
    if (!nc) return SP_REASON_WH_INCOMPLETE;
    if (!any_shape && L > c->laizi_small) return SP_REASON_WH_SMALL_LAIZI;
    if (!any_shape) return SP_REASON_WH_SMALL_PAIR;
    return SP_REASON_WH_BELOW_QIHU;
}

/* Liability (承包): the seat that pays for all, -1 when none; cases in the order 1 -> 2 -> 3. */
static int liable_of(const wh_ctx *c, const sp_score_input *in, const wh_settle *best)
{
    int liable = -1;
    if (c->pat[EV_LIAB] < 0) return -1;
    if ((best->bigs & BIT(EV_QQR)) && in->discarder >= 0) {
        int d = in->discarder;
        const sp_seat_info *si = &in->seats[d];
        bool ready = true;
        if (si->ready >= 0) ready = si->ready == 1;
        else if (si->has_tiles) ready = is_ready(c, si->tiles, si->melds, si->nmelds);
        if (!ready) liable = d;
    }
    if (liable < 0 && (best->bigs & BIT(EV_QYS)) && c->third_opening > 0) {
        int opens = 0;
        for (int i = 0; i < in->nmelds; i++)
            if (is_open(&in->melds[i]) && ++opens == c->third_opening) {
                int from = in->melds[i].from;
                if (from >= 0 && from < in->players && from != in->seat) liable = from;
                break;
            }
    }
    if (liable < 0 && (best->bigs & BIT(EV_QGH)) && in->discarder >= 0) liable = in->discarder;
    return liable;
}

/* The sheet of a valid win: its product (fan), big wins, factors, self-draw and base. cnt: the
 * winner's kong and opening counts. */
static void write_sheet(const wh_ctx *c, const sp_score_input *in, const wh_settle *best, const int cnt[EV_N],
                        sp_score_result *out)
{
    out->valid = true;
    out->fan = clamp32(best->pw_num / best->pw_den);
    out->limit = false;
    for (int e = 0; e < EV_BIG_N; e++)
        if (best->bigs >> e & 1) sp_result_add_pattern(out, c->pat[e], 1, c->val[e]);
    if (best->hard) add_factor(c, out, EV_HARD, 1);
    else if (!best->big) add_factor(c, out, EV_SOFT, 1);
    static const int factors[] = {EV_KAIKOU, EV_MINGGANG, EV_ANGANG, EV_PIZI, EV_LAIZI, EV_HZ};
    for (size_t i = 0; i < sizeof factors / sizeof factors[0]; i++) add_factor(c, out, factors[i], cnt[factors[i]]);
    if (in->win == SP_WIN_TSUMO && c->pat[EV_ZIMO] >= 0) {
        if (best->big) {
            sp_result_add_pattern(out, c->pat[EV_ZIMO], 1, c->big_num[0]);
            out->patterns[out->npatterns - 1].den = c->big_den[0];
        } else {
            sp_result_add_pattern(out, c->pat[EV_ZIMO], 1, c->val[EV_ZIMO]);
        }
    }
    out->has_base = true;
    out->base = best->base;
}

/* The payments (the liable seat, when there is one, pays all of them) and the fields that
 * explain them: each loser's raw payment, the liable seat. */
static void write_payments(const wh_ctx *c, const sp_score_input *in, const wh_settle *best, int liable, sp_score_result *out)
{
    int64_t total = 0;
    for (int l = 0; l < in->players; l++) {
        if (l == in->seat) continue;
        int64_t a = mul_sat(best->paid[l], c->difen);
        total += a;
        out->payments[l] = liable >= 0 ? 0 : -clamp32(a);
    }
    if (liable >= 0) out->payments[liable] = -clamp32(total);
    out->payments[in->seat] = clamp32(total);

    sp_result_field *f = sp_result_add_field(out, "raw_payments", SP_FIELD_SEATS);
    for (int l = 0; l < in->players; l++) {
        if (l == in->seat) continue;
        f->seats[l] = clamp32(best->raw[l]);
        f->seat_mask |= (uint8_t)(1u << l);
    }
    if (liable >= 0) {
        f = sp_result_add_field(out, "liable", SP_FIELD_ID_SEAT);
        snprintf(f->text, sizeof f->text, "%s", in->rules->patterns[c->pat[EV_LIAB]].id);
        f->value = liable;
    }
    sheet_lines(c, in, best, liable, out);
}

static int score(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    wh_ctx c;
    if (ctx_init(&c, in, err, errlen)) return -1;
    if (check_melds(&c, in->melds, in->nmelds, in->seat, false, err, errlen)) return -1;
    for (int s = 0; s < in->players; s++)
        if (s != in->seat && check_melds(&c, in->seats[s].melds, in->seats[s].nmelds, s, true, err, errlen)) return -1;
    if (in->win == SP_WIN_DRAW) return score_draw(&c, in, out, err, errlen);

    unsigned sit;
    if (win_situation(in, &sit, err, errlen)) return -1;
    int L = in->tiles[c.lz];
    int why = barred(&c, in, L);
    if (why) {
        invalid(out, why);
        return 0;
    }

    wh_cand cand[MAX_CANDS];
    int nc = analyse(&c, in->tiles, in->melds, in->nmelds, sit, cand);
    int64_t kseat[SP_SEATS];
    int cnt[EV_N];
    for (int s = 0; s < in->players; s++) {
        if (s == in->seat) kseat[s] = seat_k(&c, in->melds, in->nmelds, seat_specials(in, s), cnt);
        else kseat[s] = seat_k(&c, in->seats[s].melds, in->seats[s].nmelds, seat_specials(in, s), NULL);
    }
    wh_settle best;
    bool any_shape;
    judge(&c, in, cand, nc, L, kseat, &best, &any_shape);
    if (!best.legal) {
        invalid(out, no_win_reason(&c, nc, any_shape, L));
        return 0;
    }
    write_sheet(&c, in, &best, cnt, out);
    write_payments(&c, in, &best, liable_of(&c, in, &best), out);
    return 0;
}

const sp_model sp_model_wuhan = {
    .id = SP_MODEL_WUHAN,
    .name = "wuhan",
    .evaluators = evaluators,
    .renamed = renamed,
    .prepare = sp_wuhan_prepare_ruleset,
    .score = score,
    .hooks = &sp_game_hooks_wuhan,
    .explain = &sp_explain_wuhan,
    .wording = "mainland",
    .others_hands = true,
};
