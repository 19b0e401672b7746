/* rules_guizhou.c: the scoring model of guizhou-xingyi (贵州兴义麻将, 捉鸡), spec
 * rules/guizhou-xingyi.md. A settlement is made of independent parts, each a set of
 * transfers between two players: hand-pattern points (or the 查叫 at an exhaustive draw),
 * chicken points and bean (kong) points. Every number comes from the ruleset file; the file's
 * pattern list also says which mechanisms exist (a pattern left out switches its mechanism off).
 *
 * The file's names (evaluators, options, parameters) are resolved once per loaded ruleset
 * (sp_guizhou_prepare_ruleset, into sp_ruleset.model_data): scoring does no name lookups.
 *
 * Pure: no I/O, no globals that change, no allocation on the way (sp_readings aside, which
 * only sees hands outside what sp_hand_is_valid accepts). */
#include <stdio.h>
#include <string.h>

#include "core/game_guizhou.h"
#include "core/model.h"
#include "core/patterns.h"
#include "core/rules_guizhou.h"
#include "core/score.h"

/* ---- evaluators: the names a ruleset file may use, and what they detect ---- */

enum {
    EV_PLAIN,            /* 平胡: a regular reading */
    EV_ALL_PUNGS,        /* 大对子 */
    EV_SEVEN_PAIRS,      /* 七对 without four of a kind */
    EV_DRAGON_PAIRS,     /* 龙七对 */
    EV_FULL_FLUSH,       /* 清一色 */
    EV_FULL_FLUSH_PUNGS, /* 清大对 */
    EV_FULL_FLUSH_PAIRS, /* 清七对 */
    EV_FULL_FLUSH_DRAGON, /* 青龙背 */
    EV_DECLARED_READY,   /* 报听 bonus */
    EV_HEAVENLY,         /* 天胡 bonus */
    EV_EARTHLY,          /* 地胡 bonus */
    EV_SELF_DRAW,        /* situations: value = factor on hand points */
    EV_DISCARD_WIN,
    EV_KONG_REPLACEMENT,
    EV_ROBBING,
    EV_HOT_DISCARD,
    EV_KILL_READY,       /* 杀听: a declared-ready payer adds the value */
    EV_DEFAULT_CHICKEN,  /* params suit, rank */
    EV_TURNED_CHICKEN,   /* params offset */
    EV_FULL_HOUSE,       /* 满堂鸡 */
    EV_GOLD,             /* implies the default chicken it makes gold; value = factor */
    EV_CHARGING,         /* 冲锋鸡 factor */
    EV_RESPONSIBILITY,   /* 责任鸡 factor on b x gold */
    EV_CHICKEN_PENALTY,  /* 包鸡 factor */
    EV_EXPOSED_TURNED,   /* 罚碰杠鸡, per tile */
    EV_BEAN_PAPODOU,
    EV_BEAN_DIANDOU,
    EV_BEAN_MENDOU,
    EV_BEAN_HANBAODOU,
    EV_KONG_PENALTY,     /* 包杠 factor */
    EV_BURN,             /* params who (0 not ready, 1 hot discarder, 2 robbed), part [0 chickens, 1 beans] */
    EV_PASS,             /* 通行证 */
    EV_PASSED_WIN,       /* 过胡限制 */
    EV_PASSED_PON,       /* 过碰限制 (table flow only) */
    EV_SEVERAL_ROBBERS,  /* 多人抢杠胡 */
    EV_DRAW_CHECK,       /* 荒庄查叫 */
    NEV
};

static const char *const evaluators[NEV + 1] = {
    "plain_hand", "all_pungs", "seven_pairs", "dragon_seven_pairs", "full_flush", "full_flush_all_pungs",
    "full_flush_seven_pairs", "full_flush_dragon_pairs", "declared_ready", "heavenly_hand", "earthly_hand", "self_draw",
    "discard_win", "kong_replacement", "robbing_kong", "hot_discard", "kill_ready", "default_chicken", "turned_chicken",
    "full_house_chicken", "gold_chicken", "charging_chicken", "responsibility_chicken", "chicken_penalty",
    "exposed_turned_penalty", "added_kong_bean", "exposed_kong_bean", "concealed_kong_bean", "late_kong_bean",
    "kong_penalty", "burn", "pass_for_plain_discard_win", "passed_win", "passed_pon",
    "several_robbers", "exhaustive_draw_check", NULL,
};

static const sp_evaluator_rename renamed[] = {
    {"one_suit", "full_flush"}, {"one_suit_all_pungs", "full_flush_all_pungs"},
    {"one_suit_seven_pairs", "full_flush_seven_pairs"}, {"one_suit_dragon_pairs", "full_flush_dragon_pairs"},
    {"kong_bloom", "kong_replacement"}, {"passed_win_restriction", "passed_win"},
    {"passed_pon_restriction", "passed_pon"}, {NULL, NULL},
};

static const char *const bean_ids[SP_GZ_BEANS] = {"", "papodou", "diandou", "mendou", "hanbaodou"};

sp_gz_bean sp_guizhou_default_bean(int meld_type)
{
    switch (meld_type) {
    case SP_MELD_ANKAN: return SP_GZ_BEAN_MENDOU;
    case SP_MELD_KAKAN: return SP_GZ_BEAN_PAPODOU;
    case SP_MELD_MINKAN: return SP_GZ_BEAN_DIANDOU;
    default: return SP_GZ_BEAN_NONE;
    }
}

const char *sp_guizhou_bean_id(int bean) { return bean > SP_GZ_BEAN_NONE && bean < SP_GZ_BEANS ? bean_ids[bean] : NULL; }

sp_gz_bean sp_guizhou_bean_by_id(const char *id)
{
    for (int b = 1; b < SP_GZ_BEANS; b++)
        if (!strcmp(bean_ids[b], id)) return (sp_gz_bean)b;
    return SP_GZ_BEAN_NONE;
}

bool sp_guizhou_bean_fits(sp_gz_bean bean, int meld_type)
{
    switch (bean) {
    case SP_GZ_BEAN_PAPODOU: return meld_type == SP_MELD_KAKAN;
    case SP_GZ_BEAN_DIANDOU: return meld_type == SP_MELD_MINKAN;
    case SP_GZ_BEAN_MENDOU: return meld_type == SP_MELD_ANKAN;
    case SP_GZ_BEAN_HANBAODOU: return meld_type == SP_MELD_ANKAN || meld_type == SP_MELD_KAKAN;
    default: return false;
    }
}

void sp_guizhou_extra_init(sp_guizhou_extra *x)
{
    memset(x, 0, sizeof *x);
    for (int s = 0; s < SP_SEATS; s++) x->missing_suit[s] = -1;
}

/* ---- the ruleset, resolved once when it is loaded (sp_ruleset.model_data) ---- */

enum { FAPAI_SANFANG, FAPAI_ERFANG, FAPAI_QUEYIMEN };
enum { MAX_CHOICES = (int)(sizeof((sp_option_def *)0)->choices / sizeof((sp_option_def *)0)->choices[0]) };
enum { BURN_NOBODY = 3 };

/* What the model reads from the ruleset, with every name turned into an index. Only indices
 * and numbers: the ruleset is copied after loading, so no pointers. */
typedef struct {
    int16_t npatterns;
    int8_t noptions;
    int8_t opt_fapai;              /* the choice option "fapai", -1 none (or not a choice) */
    int8_t opt_dealer_double, opt_paixing_double, opt_quanbao, opt_several_winners, opt_difen; /* -1 none */
    uint8_t fapai_of_choice[MAX_CHOICES];
    int32_t hand_dealer_factor, paixing_factor, bean_dealer_factor, chajiao_dealer_factor;
    int8_t ev[SP_MAX_PATTERNS];        /* evaluator of each pattern, -1 unknown */
    int8_t on_option[SP_MAX_PATTERNS]; /* bool option of the pattern's id: the pattern counts only while it is on; -1 none */
    uint8_t nover[SP_MAX_PATTERNS];    /* parameters named after a bool option (they replace the value while it is on) */
    uint8_t over[SP_MAX_PATTERNS][4];  /* option << 2 | parameter index, in parameter order */
    int32_t value[SP_MAX_PATTERNS];
    int8_t arg[SP_MAX_PATTERNS];   /* default_chicken: its kind (-1 none); turned_chicken: offset mod 9;
                                    * burn: who (0 not ready, 1 hot discarder, 2 robbed, BURN_NOBODY) */
    uint8_t part[SP_MAX_PATTERNS]; /* burn: bit 0 chickens, bit 1 beans */
    uint8_t nhand;                 /* the hand patterns (plain_hand .. full_flush_dragon_pairs), in file order */
    uint8_t hand[SP_MAX_PATTERNS];
    uint8_t ev_start[NEV + 1];     /* by_ev[ev_start[e] .. ev_start[e + 1]): the patterns of evaluator e, in file order */
    uint8_t by_ev[SP_MAX_PATTERNS];
    uint8_t ndyn;                  /* the patterns an option switches off or revalues (on_option, nover) */
    uint8_t dyn[SP_MAX_PATTERNS];
    int8_t first[NEV];             /* first pattern of each evaluator, -1 none, when no option can switch it off */
    uint8_t nscan;                 /* the evaluators whose first pattern an option switches on and off */
    uint8_t scan[NEV];
} gz_tables;

_Static_assert(sizeof(gz_tables) <= SP_MODEL_DATA, "the tables fit sp_ruleset.model_data");
_Static_assert(_Alignof(gz_tables) <= 16, "model_data is 16-byte aligned");
_Static_assert(SP_MAX_OPTIONS <= 64 && SP_MAX_PATTERNS <= 127, "indices fit the tables' fields");

#define KINDS_MASK ((1ull << SP_KINDS) - 1)


/* Index of the first bool option of that id, -1 if none. */
static int bool_option(const sp_ruleset *rs, const char *name)
{
    for (int o = 0; o < rs->noptions; o++)
        if (rs->options[o].type == SP_OPT_BOOL && !strcmp(rs->options[o].id, name)) return o;
    return -1;
}

static int8_t option_index(const sp_ruleset *rs, const char *name)
{
    for (int o = 0; o < rs->noptions; o++)
        if (!strcmp(rs->options[o].id, name)) return (int8_t)o;
    return -1;
}

static void gz_prepare(const sp_ruleset *rs, gz_tables *t)
{
    memset(t, 0, sizeof *t);
    int np = rs->npatterns < 0 ? 0 : rs->npatterns > SP_MAX_PATTERNS ? SP_MAX_PATTERNS : rs->npatterns;
    int no = rs->noptions < 0 ? 0 : rs->noptions > SP_MAX_OPTIONS ? SP_MAX_OPTIONS : rs->noptions;
    t->npatterns = (int16_t)np;
    t->noptions = (int8_t)no;
    int count[NEV] = {0};
    for (int i = 0; i < np; i++) {
        const sp_pattern_def *d = &rs->patterns[i];
        int ev = -1;
        for (int e = 0; e < NEV; e++)
            if (!strcmp(evaluators[e], d->evaluator)) {
                ev = e;
                break;
            }
        t->ev[i] = (int8_t)ev;
        t->on_option[i] = (int8_t)bool_option(rs, d->id);
        t->value[i] = d->value;
        for (int k = 0; k < d->nparams && k < 4; k++) {
            if (d->params[k].nvalues < 1) continue;
            int o = bool_option(rs, d->params[k].name);
            if (o >= 0) t->over[i][t->nover[i]++] = (uint8_t)(o << 2 | k);
        }
        t->arg[i] = 0;
        if (ev == EV_DEFAULT_CHICKEN) {
            int32_t suit = sp_pattern_param(d, "suit", 2), rank = sp_pattern_param(d, "rank", 1);
            t->arg[i] = (int8_t)(suit < 0 || suit > 2 || rank < 1 || rank > 9 ? -1 : suit * 9 + rank - 1);
        } else if (ev == EV_TURNED_CHICKEN) {
            t->arg[i] = (int8_t)((sp_pattern_param(d, "offset", 1) % 9 + 9) % 9);
        } else if (ev == EV_BURN) {
            int32_t who = sp_pattern_param(d, "who", 0);
            t->arg[i] = (int8_t)(who >= 0 && who <= 2 ? who : BURN_NOBODY);
            for (int k = 0; k < d->nparams; k++)
                if (!strcmp(d->params[k].name, "part"))
                    for (int j = 0; j < d->params[k].nvalues; j++) {
                        if (d->params[k].values[j] == 0) t->part[i] |= 1;
                        if (d->params[k].values[j] == 1) t->part[i] |= 2;
                    }
        }
        if (ev >= EV_PLAIN && ev <= EV_FULL_FLUSH_DRAGON) t->hand[t->nhand++] = (uint8_t)i;
        if (t->on_option[i] >= 0 || t->nover[i]) t->dyn[t->ndyn++] = (uint8_t)i;
        if (ev >= 0) count[ev]++;
    }
    int at = 0;
    for (int e = 0; e < NEV; e++) {
        t->ev_start[e] = (uint8_t)at;
        at += count[e];
        count[e] = t->ev_start[e];
    }
    t->ev_start[NEV] = (uint8_t)at;
    for (int i = 0; i < np; i++)
        if (t->ev[i] >= 0) t->by_ev[count[t->ev[i]]++] = (uint8_t)i;
    for (int e = 0; e < NEV; e++) {
        t->first[e] = -1;
        if (t->ev_start[e] == t->ev_start[e + 1]) continue;
        int i = t->by_ev[t->ev_start[e]];
        if (t->on_option[i] < 0) t->first[e] = (int8_t)i;
        else t->scan[t->nscan++] = (uint8_t)e;
    }
    int f = option_index(rs, "fapai");
    t->opt_fapai = -1;
    if (f >= 0 && rs->options[f].type == SP_OPT_CHOICE) {
        t->opt_fapai = (int8_t)f;
        for (int c = 0; c < MAX_CHOICES; c++) {
            const char *s = rs->options[f].choices[c];
            t->fapai_of_choice[c] = !strcmp(s, "erfangpai") ? FAPAI_ERFANG : !strcmp(s, "queyimen") ? FAPAI_QUEYIMEN : FAPAI_SANFANG;
        }
    }
    t->opt_dealer_double = option_index(rs, "zhuangjiahupaifanbei");
    t->opt_paixing_double = option_index(rs, "paixingfenerbei");
    t->opt_quanbao = option_index(rs, "chajiaoquanbao");
    t->opt_several_winners = option_index(rs, "yipaoduoxiang");
    t->opt_difen = option_index(rs, "difen");
    t->hand_dealer_factor = sp_ruleset_int(rs, "hand.dealer_factor", 2);
    t->paixing_factor = sp_ruleset_int(rs, "hand.paixingfenerbei", 2);
    t->bean_dealer_factor = sp_ruleset_int(rs, "beans.dealer_factor", 2);
    t->chajiao_dealer_factor = sp_ruleset_int(rs, "chajiao.dealer_factor", 2);
}

int sp_guizhou_prepare_ruleset(sp_ruleset *rs, char *err, size_t errlen)
{
    (void)err;
    (void)errlen;
    gz_prepare(rs, (gz_tables *)(void *)rs->model_data);
    rs->model_prepared = true;
    return 0;
}

/* ---- the ruleset and the options of one call ---- */

/* The best hand pattern of each kind of reading (regular: all pungs?, one suit?; seven pairs:
 * four of a kind?, one suit?), worked out when first needed in a call. */
typedef struct {
    uint8_t have; /* bit i: best[i] and pattern[i] are known */
    int32_t best[8];
    int16_t pattern[8];
} gz_memo;

typedef struct {
    const sp_score_input *in;
    const sp_ruleset *rs;
    const gz_tables *t;
    gz_memo *memo;
    const sp_guizhou_extra *x;
    const int8_t *ev;                /* evaluator of each pattern, -1 unknown (t->ev) */
    bool active[SP_MAX_PATTERNS];    /* not switched off by an option of the same id */
    int32_t val[SP_MAX_PATTERNS];    /* value, with option-named parameters applied */
    int16_t first[NEV];              /* first active pattern of each evaluator, -1 none */
    int fapai;
    bool dealer_double, paixing_double, quanbao, several_winners;
    int32_t difen;
    int32_t hand_dealer_factor, paixing_factor, bean_dealer_factor, chajiao_dealer_factor;
    uint8_t suits;                   /* bit 0 m, 1 p, 2 s: the suits of the tile set in use */
    uint64_t outside;                /* bit k: kind k (< SP_KINDS) is not in the tile set in use */
} gz;

static int32_t opt(const gz *g, int o, int32_t def) { return o < 0 ? def : g->in->options[o]; }

/* t: the tables of in->rules (prepared at load time, or built for this call); memo: this call's. */
static void gz_init(gz *g, const sp_score_input *in, const gz_tables *t, gz_memo *memo)
{
    static const sp_guizhou_extra none = {.missing_suit = {-1, -1, -1, -1}};
    const sp_ruleset *rs = in->rules;
    memo->have = 0;
    g->memo = memo;
    g->in = in;
    g->rs = rs;
    g->t = t;
    g->x = in->extra ? (const sp_guizhou_extra *)in->extra : &none;
    g->ev = t->ev;
    uint64_t on = 0; /* the options that are on */
    for (int o = 0; o < t->noptions; o++)
        if (in->options[o]) on |= 1ull << o;
    memset(g->active, 1, (size_t)t->npatterns * sizeof g->active[0]);
    memcpy(g->val, t->value, (size_t)t->npatterns * sizeof g->val[0]);
    for (int d = 0; d < t->ndyn; d++) {
        int i = t->dyn[d], o = t->on_option[i];
        g->active[i] = o < 0 || (on >> o & 1);
        for (int k = 0; k < t->nover[i]; k++)
            if (on >> (t->over[i][k] >> 2) & 1) g->val[i] = rs->patterns[i].params[t->over[i][k] & 3].values[0];
    }
    for (int e = 0; e < NEV; e++) g->first[e] = t->first[e];
    for (int j = 0; j < t->nscan; j++) {
        int e = t->scan[j];
        for (int n = t->ev_start[e]; n < t->ev_start[e + 1]; n++)
            if (g->active[t->by_ev[n]]) {
                g->first[e] = t->by_ev[n];
                break;
            }
    }
    g->fapai = FAPAI_SANFANG;
    if (t->opt_fapai >= 0) {
        int32_t c = in->options[t->opt_fapai];
        if (c >= 0 && c < MAX_CHOICES) g->fapai = t->fapai_of_choice[c];
    }
    g->suits = rs->suits;
    if (g->fapai == FAPAI_ERFANG) g->suits &= (uint8_t)~1u;
    g->outside = KINDS_MASK & ~((1ull << SP_KIND_Z) - 1); /* the honours */
    for (int suit = 0; suit < 3; suit++)
        if (!(g->suits >> suit & 1)) g->outside |= 0x1FFull << 9 * suit;
    g->dealer_double = opt(g, t->opt_dealer_double, 1) != 0;
    g->paixing_double = opt(g, t->opt_paixing_double, 0) != 0;
    g->quanbao = opt(g, t->opt_quanbao, 0) != 0;
    g->several_winners = opt(g, t->opt_several_winners, 1) != 0;
    g->difen = opt(g, t->opt_difen, 1);
    g->hand_dealer_factor = t->hand_dealer_factor;
    g->paixing_factor = t->paixing_factor;
    g->bean_dealer_factor = t->bean_dealer_factor;
    g->chajiao_dealer_factor = t->chajiao_dealer_factor;
}

static int32_t pval(const gz *g, int ev) { return g->first[ev] >= 0 ? g->val[g->first[ev]] : 0; }
static bool has(const gz *g, int ev) { return g->first[ev] >= 0; }

/* ---- hand patterns ---- */

typedef struct {
    bool regular, pairs, four, pungs, one_suit;
} hand_facts;

static bool ev_match(int ev, const hand_facts *f)
{
    switch (ev) {
    case EV_PLAIN: return f->regular;
    case EV_ALL_PUNGS: return f->regular && f->pungs;
    case EV_SEVEN_PAIRS: return f->pairs && !f->four;
    case EV_DRAGON_PAIRS: return f->pairs && f->four;
    case EV_FULL_FLUSH: return (f->regular || f->pairs) && f->one_suit;
    case EV_FULL_FLUSH_PUNGS: return f->regular && f->pungs && f->one_suit;
    case EV_FULL_FLUSH_PAIRS: return f->pairs && !f->four && f->one_suit;
    case EV_FULL_FLUSH_DRAGON: return f->pairs && f->four && f->one_suit;
    default: return false;
    }
}

static bool links(const sp_pattern_def *d, int target)
{
    for (int i = 0; i < d->nimplies; i++)
        if (d->implies[i] == target) return true;
    for (int i = 0; i < d->nexcludes; i++)
        if (d->excludes[i] == target) return true;
    return false;
}

/* The best hand pattern of one reading: among the matching patterns, those implied or
 * excluded by another matching one drop out, then the highest value wins. */
static int reading_best(const gz *g, const hand_facts *f, int *pattern)
{
    int matched[SP_MAX_PATTERNS], n = 0;
    for (int h = 0; h < g->t->nhand; h++) {
        int i = g->t->hand[h];
        if (g->active[i] && ev_match(g->ev[i], f)) matched[n++] = i;
    }
    int best = -1;
    *pattern = -1;
    for (int a = 0; a < n; a++) {
        bool dropped = false;
        for (int b = 0; b < n && !dropped; b++)
            if (b != a && links(&g->rs->patterns[matched[b]], matched[a])) dropped = true;
        if (!dropped && g->val[matched[a]] > best) {
            best = g->val[matched[a]];
            *pattern = matched[a];
        }
    }
    return best;
}

/* The best hand pattern of one kind of reading (the facts), worked out once per call. */
static int facts_best(const gz *g, const hand_facts *f, int *pattern)
{
    int i = f->pairs ? 4 | f->four << 1 | f->one_suit : f->pungs << 1 | f->one_suit;
    gz_memo *m = g->memo;
    if (!(m->have >> i & 1)) {
        int p;
        m->best[i] = reading_best(g, f, &p);
        m->pattern[i] = (int16_t)p;
        m->have |= (uint8_t)(1u << i);
    }
    *pattern = m->pattern[i];
    return m->best[i];
}

/* hand_value over sp_readings: for hands outside what sp_readings takes (it asserts). */
static int hand_value_by_readings(const gz *g, const sp_hand *h, bool melds_pungs, bool one_suit, int *pattern)
{
    sp_reading rd[64];
    int n = sp_readings(h, g->rs->shapes, rd, 64);
    if (n <= 0) return -1;
    if (n > 64) n = 64;
    int best = -1;
    for (int r = 0; r < n; r++) {
        hand_facts f = {0};
        f.one_suit = one_suit;
        if (rd[r].form == SP_FORM_REGULAR) {
            f.regular = true;
            f.pungs = melds_pungs;
            for (int i = 0; i < rd[r].ngroups; i++)
                if (rd[r].groups[i].type == SP_GROUP_RUN) f.pungs = false;
        } else if (rd[r].form == SP_FORM_SEVEN_PAIRS) {
            f.pairs = true;
            for (int i = 1; i < rd[r].ngroups; i++)
                if (rd[r].groups[i].kind == rd[r].groups[i - 1].kind) f.four = true;
        } else {
            continue;
        }
        int p, v = facts_best(g, &f, &p);
        if (v > best) {
            best = v;
            *pattern = p;
        }
    }
    return best;
}

/* sp_each_reading's callback: stops at the first reading with a run (*ctx set). */
static bool has_run(void *ctx, const sp_reading *rd)
{
    for (int i = 0; i < rd->ngroups; i++)
        if (rd->groups[i].type == SP_GROUP_RUN) return *(bool *)ctx = true;
    return false;
}

/* Value and pattern of a complete hand (concealed counts + declared melds), the best over all
 * readings; -1 when the hand is not complete (or holds its void suit in 缺一门).
 *
 * Only the kinds of reading matter, in the order sp_readings gives them (the first of equal
 * values names the pattern): regular readings with a run, then the all-triplet regular reading
 * (a reading with a run sorts before it: where they first differ, the lowest kind left opens a
 * run in one and a triplet or pair in the other), then the seven pairs reading. */
static int hand_value(const gz *g, const uint8_t counts[SP_KINDS], const sp_meld *melds, int nmelds, int missing, int *pattern)
{
    *pattern = -1;
    uint64_t held = 0; /* kinds in the hand, melds included (core/patterns.h) */
    /* one pass over the counts: size, range, and what the shapes need */
    int size = 0, pairs = 0, fours = 0, odd = 0, others = 0, most = 0;
    for (int k = 0; k < SP_KINDS; k++) {
        int c = counts[k];
        if (!c) continue;
        held |= 1ull << k;
        size += c;
        pairs += c == 2;
        fours += c == 4;
        odd |= c & 1;
        others += c != 2 && c != 3;
        most = c > most ? c : most;
    }
    for (int i = 0; i < nmelds; i++) held |= 1ull << melds[i].kind;
    if (g->fapai == FAPAI_QUEYIMEN && missing >= 0 && missing < 3 && (held & SP_HELD_SUIT(missing))) return -1;
    bool melds_pungs = true;
    for (int i = 0; i < nmelds; i++)
        if (melds[i].type == SP_MELD_CHI) melds_pungs = false;
    bool one_suit = sp_pattern_full_flush(held);
    sp_hand h;
    memcpy(h.counts, counts, SP_KINDS);
    h.melds = (uint8_t)nmelds;
    h.wildcards = 0;
    int full = 14 - 3 * nmelds;
    /* what sp_hand_is_valid accepts; the rest goes to sp_readings as before */
    if (nmelds < 0 || nmelds > 4 || most > 4 || (size != full && size != full - 1))
        return hand_value_by_readings(g, &h, melds_pungs, one_suit, pattern);
    if (size != full) return -1;
    unsigned shapes = g->rs->shapes;
    bool with_run = false, triplets = false, seven = false, four = fours > 0;
    if (shapes & SP_SHAPE_REGULAR) {
        /* the only reading without a run is the all-triplet one (each count 3, one 2) */
        triplets = pairs == 1 && others == 0;
        if (sp_is_win(&h, SP_SHAPE_REGULAR)) {
            with_run = !triplets;
            if (triplets) sp_each_reading(&h, SP_SHAPE_REGULAR, has_run, &with_run);
        }
    }
    if (!nmelds && (shapes & SP_SHAPE_SEVEN_PAIRS)) seven = !odd && (shapes & SP_SHAPE_PAIRS_KONG ? true : !fours);
    int best = -1;
    for (int form = 0; form < 3; form++) {
        hand_facts f = {0};
        f.one_suit = one_suit;
        if (form == 0 && with_run) {
            f.regular = true;
        } else if (form == 1 && triplets) {
            f.regular = true;
            f.pungs = melds_pungs;
        } else if (form == 2 && seven) {
            f.pairs = true;
            f.four = four;
        } else {
            continue;
        }
        int p, v = facts_best(g, &f, &p);
        if (v > best) {
            best = v;
            *pattern = p;
        }
    }
    return best;
}

static bool kind_in_set(const gz *g, int k) { return k < SP_KIND_Z && (g->suits >> sp_kind_suit(k) & 1); }

/* Ready check of a hand one tile short: returns maxV (the highest value over the tiles that
 * complete it), -1 if not ready. */
static int wait_value(const gz *g, const uint8_t counts[SP_KINDS], const sp_meld *melds, int nmelds, int missing)
{
    uint8_t c[SP_KINDS], held[SP_KINDS_ALL];
    memcpy(c, counts, SP_KINDS);
    memset(held, 0, sizeof held);
    memcpy(held, counts, SP_KINDS);
    for (int i = 0; i < nmelds; i++) sp_meld_add_counts(&melds[i], held);
    /* hand_value is -1 unless the tile completes the hand (four sets and a pair, or seven
     * pairs): where the counts are a hand sp_waits takes, only its waits need a value (most
     * hands at a draw wait on nothing, and one table look-up says so) */
    uint64_t tried = ~0ull;
    sp_hand h;
    memcpy(h.counts, counts, SP_KINDS);
    h.melds = (uint8_t)nmelds;
    h.wildcards = 0;
    if (nmelds >= 0 && nmelds <= 4 && sp_hand_is_valid(&h) && sp_hand_size(&h) == 13 - 3 * nmelds)
        tried = sp_waits(&h, g->rs->shapes);
    int best = -1;
    for (int t = 0; t < SP_KINDS; t++) {
        if (!(tried >> t & 1) || !kind_in_set(g, t) || held[t] >= 4) continue;
        c[t]++;
        int p, v = hand_value(g, c, melds, nmelds, missing, &p);
        c[t]--;
        if (v > best) best = v;
    }
    return best;
}

/* ---- seats ---- */

typedef struct {
    bool winner, ready, baoting, burn_chicken, burn_beans, has_tiles;
    const uint8_t *counts;      /* concealed tiles (may be partial for a ready-flagged seat) */
    const sp_meld *melds;
    int nmelds;
    const uint8_t *bean;
    const uint8_t *discards;
    int ndiscards;
    uint64_t chongfeng, zeren;
    int missing;
    int maxv;                   /* at a draw: maxV of a ready seat */
} seat_t;

enum { PART_HAND, PART_CHICKEN, PART_BEANS, NPARTS };

typedef struct {
    int32_t t[NPARTS][SP_SEATS][SP_SEATS]; /* [part][from][to] */
    sp_score_result *out;                  /* where each transfer's line goes (its why) */
} transfers;

static void pay(transfers *tr, int part, int from, int to, int32_t amount)
{
    if (from != to && amount) tr->t[part][from][to] += amount;
}

/* The line of a transfer (or of a share of one that pay() made whole): the pattern it counts,
 * on which tile, how many. Amounts before the stake (emit_parts applies it). */
static void line(transfers *tr, int part, int pattern, int from, int to, int32_t amount, int kind, int count, unsigned flags)
{
    if (from == to || !amount) return;
    sp_pay_line *l = sp_result_add_line(tr->out, pattern, from, to, amount);
    if (!l) return;
    l->part = (int8_t)part;
    l->kind = (int8_t)kind;
    l->count = (int8_t)(count > 127 ? 127 : count);
    l->flags = (uint8_t)flags;
}

/* pay() with its line. */
static void pay_why(transfers *tr, int part, int pattern, int from, int to, int32_t amount, int kind, int count, unsigned flags)
{
    pay(tr, part, from, to, amount);
    line(tr, part, pattern, from, to, amount, kind, count, flags);
}

static int fail(char *err, size_t errlen, const char *msg, int seat)
{
    if (seat >= 0) snprintf(err, errlen, msg, sp_seat_letter(seat));
    else snprintf(err, errlen, "%s", msg);
    return -1;
}

/* Tile-set checks of one seat: no honours, no chi, only the suits in play. */
static int check_seat_tiles(const gz *g, const seat_t *s, int seat, bool top, char *err, size_t errlen)
{
    const char *where = top ? "tiles" : "others";
    uint64_t bad = sp_held_kinds(s->counts) & g->outside;
    if (bad) {
        char name[3];
        sp_kind_name(__builtin_ctzll(bad), name); /* the lowest */
        if (top) snprintf(err, errlen, "tiles: %s is not in the tile set of this ruleset (%s)", name, g->fapai == FAPAI_ERFANG ? "二房牌: dots and bamboo only" : "no honours");
        else snprintf(err, errlen, "%s.%c.tiles: %s is not in the tile set of this ruleset", where, sp_seat_letter(seat), name);
        return -1;
    }
    for (int i = 0; i < s->nmelds; i++) {
        if (s->melds[i].type == SP_MELD_CHI) {
            if (top) return fail(err, errlen, "melds: there is no chi in this ruleset", -1);
            return fail(err, errlen, "others.%c.melds: there is no chi in this ruleset", seat);
        }
        if (!kind_in_set(g, s->melds[i].kind)) {
            if (top) return fail(err, errlen, "melds: a meld of a tile not in the tile set", -1);
            return fail(err, errlen, "others.%c.melds: a meld of a tile not in the tile set", seat);
        }
    }
    for (int i = 0; i < s->ndiscards; i++)
        if (!kind_in_set(g, s->discards[i])) {
            if (top) return fail(err, errlen, "discards: a tile not in the tile set", -1);
            return fail(err, errlen, "others.%c.discards: a tile not in the tile set", seat);
        }
    return 0;
}

/* Tiles a seat owns for chickens: concealed + melds (kongs 4). */
static void owned_counts(const seat_t *s, uint8_t out[SP_KINDS_ALL])
{
    memset(out, 0, SP_KINDS_ALL);
    if (s->has_tiles) memcpy(out, s->counts, SP_KINDS);
    for (int i = 0; i < s->nmelds; i++) sp_meld_add_counts(&s->melds[i], out);
}

/* Chicken values resolved for this hand: default kinds (with gold), turned kinds. */
typedef struct {
    int32_t def[SP_KINDS];   /* default chicken value per tile (b x gold), 0 if not a default kind */
    int32_t turned[SP_KINDS]; /* 翻牌鸡 value, 0 if not in F (or a default kind) */
    int16_t def_pat[SP_KINDS], turned_pat[SP_KINDS]; /* the patterns that give them (a gold one's: 金鸡) */
    int32_t charging;        /* 冲锋 factor */
    bool mantang;
} chickens;

static void chickens_init(const gz *g, bool turned_tile, chickens *c)
{
    const sp_score_input *in = g->in;
    memset(c, 0, sizeof *c);
    c->charging = has(g, EV_CHARGING) ? pval(g, EV_CHARGING) : 1;
    c->mantang = has(g, EV_FULL_HOUSE);
    if (turned_tile && in->indicator >= 0 && in->indicator < SP_KIND_Z) {
        int base = in->indicator / 9 * 9, rank = in->indicator % 9;
        for (int n = g->t->ev_start[EV_TURNED_CHICKEN]; n < g->t->ev_start[EV_TURNED_CHICKEN + 1]; n++) {
            int i = g->t->by_ev[n];
            if (!g->active[i]) continue;
            int k = base + (rank + g->t->arg[i]) % 9; /* arg: the offset mod 9 */
            if (g->val[i] > c->turned[k]) {
                c->turned[k] = g->val[i];
                c->turned_pat[k] = (int16_t)i;
            }
        }
    }
    for (int n = g->t->ev_start[EV_DEFAULT_CHICKEN]; n < g->t->ev_start[EV_DEFAULT_CHICKEN + 1]; n++) {
        int i = g->t->by_ev[n];
        int k = g->t->arg[i]; /* the chicken's kind, -1 for a suit or rank out of range */
        if (!g->active[i] || k < 0) continue;
        int32_t v = g->val[i];
        c->def_pat[k] = (int16_t)i;
        if (c->turned[k]) {
            /* gold: a default kind turned; never counted again as a plain 翻牌鸡 */
            for (int m = g->t->ev_start[EV_GOLD]; m < g->t->ev_start[EV_GOLD + 1]; m++) {
                int j = g->t->by_ev[m];
                if (g->active[j] && links(&g->rs->patterns[j], i)) {
                    v *= g->val[j];
                    c->def_pat[k] = (int16_t)j;
                    break;
                }
            }
            c->turned[k] = 0;
        }
        c->def[k] = v;
    }
}

/* Value of a seat's discard pool: default kinds always (the 冲锋 tile doubled), turned kinds
 * with 满堂鸡 when `turned` is set. */
static int32_t pool_value(const chickens *c, const seat_t *s, bool turned)
{
    int32_t v = 0;
    uint64_t cf = s->chongfeng;
    for (int i = 0; i < s->ndiscards; i++) {
        int k = s->discards[i];
        if (c->def[k]) {
            int32_t t = c->def[k];
            if (cf >> k & 1) {
                t *= c->charging;
                cf &= ~(1ull << k);
            }
            v += t;
        } else if (turned && c->mantang) {
            v += c->turned[k];
        }
    }
    return v;
}

/* A seat's chickens as sheet items: each pattern on each tile, with how many and their worth;
 * together they make ji(). */
typedef struct {
    int16_t pattern;
    int8_t kind, count;
    int32_t amount;
} chicken_item;

static int add_item(chicken_item *it, int n, int pattern, int kind, int count, int32_t amount)
{
    if (!amount) return n;
    for (int i = 0; i < n; i++)
        if (it[i].pattern == pattern && it[i].kind == kind) {
            it[i].count = (int8_t)(it[i].count + count);
            it[i].amount += amount;
            return n;
        }
    it[n] = (chicken_item){(int16_t)pattern, (int8_t)kind, (int8_t)count, amount};
    return n + 1;
}

/* The items of ji(c, s), in the same order of counting: the pool (the 冲锋 tile apart), then the
 * tiles the seat owns. Returns how many (at most 2 per kind, and one 冲锋 per default kind). */
static int chicken_items(const gz *g, const chickens *c, const seat_t *s, chicken_item it[2 * SP_KINDS])
{
    int n = 0;
    uint64_t cf = s->chongfeng;
    for (int i = 0; i < s->ndiscards; i++) {
        int k = s->discards[i];
        if (c->def[k]) {
            if (cf >> k & 1) {
                cf &= ~(1ull << k);
                n = add_item(it, n, g->first[EV_CHARGING] >= 0 ? g->first[EV_CHARGING] : c->def_pat[k], k, 1, c->def[k] * c->charging);
            } else {
                n = add_item(it, n, c->def_pat[k], k, 1, c->def[k]);
            }
        } else if (c->mantang && c->turned[k]) {
            n = add_item(it, n, g->first[EV_FULL_HOUSE], k, 1, c->turned[k]);
        }
    }
    uint8_t own[SP_KINDS_ALL];
    owned_counts(s, own);
    for (int k = 0; k < SP_KINDS; k++)
        if (own[k]) n = add_item(it, n, c->def[k] ? c->def_pat[k] : c->turned_pat[k], k, own[k], own[k] * (c->def[k] ? c->def[k] : c->turned[k]));
    return n;
}

static int32_t ji(const chickens *c, const seat_t *s)
{
    uint8_t own[SP_KINDS_ALL];
    owned_counts(s, own);
    int32_t v = pool_value(c, s, true);
    for (int k = 0; k < SP_KINDS; k++) v += own[k] * (c->def[k] ? c->def[k] : c->turned[k]);
    return v;
}

/* 包鸡 E(p): discarded and exposed (pon, 点豆, kakan) default chickens, plus with 罚碰杠鸡 the
 * turned chickens in those melds. */
static int32_t exposed_value(const gz *g, const chickens *c, const seat_t *s)
{
    int32_t v = pool_value(c, s, false);
    int32_t per_turned = has(g, EV_EXPOSED_TURNED) ? pval(g, EV_EXPOSED_TURNED) : 0;
    for (int i = 0; i < s->nmelds; i++) {
        const sp_meld *m = &s->melds[i];
        if (m->type == SP_MELD_ANKAN || m->type == SP_MELD_CHI) continue;
        int n = sp_meld_size(m);
        if (c->def[m->kind]) v += n * c->def[m->kind];
        else if (c->turned[m->kind]) v += n * per_turned;
    }
    return v * (has(g, EV_CHICKEN_PENALTY) ? pval(g, EV_CHICKEN_PENALTY) : 1);
}

static void settle_chickens(const gz *g, const seat_t *st, int players, bool turned_tile, transfers *tr)
{
    chickens c;
    chickens_init(g, turned_tile, &c);
    for (int p = 0; p < players; p++) {
        if (st[p].burn_chicken) continue;
        int32_t v = ji(&c, &st[p]);
        chicken_item it[2 * SP_KINDS];
        int n = v ? chicken_items(g, &c, &st[p], it) : 0;
        for (int q = 0; q < players; q++) {
            pay(tr, PART_CHICKEN, q, p, v);
            for (int i = 0; i < n; i++) line(tr, PART_CHICKEN, it[i].pattern, q, p, it[i].amount, it[i].kind, it[i].count, 0);
        }
    }
    /* 责任鸡: the discarder of a claimed first chicken pays the claimer b x gold */
    if (has(g, EV_RESPONSIBILITY)) {
        for (int p = 0; p < players; p++) {
            if (!st[p].zeren || st[p].burn_chicken) continue;
            for (int i = 0; i < st[p].nmelds; i++) {
                const sp_meld *m = &st[p].melds[i];
                if (m->type == SP_MELD_ANKAN || !(st[p].zeren >> m->kind & 1) || m->from < 0 || m->from >= players) continue;
                pay_why(tr, PART_CHICKEN, g->first[EV_RESPONSIBILITY], m->from, p, c.def[m->kind] * pval(g, EV_RESPONSIBILITY), m->kind, 1, 0);
            }
        }
    }
    /* 包鸡 */
    if (has(g, EV_CHICKEN_PENALTY)) {
        for (int p = 0; p < players; p++) {
            if (st[p].winner || st[p].ready) continue;
            int32_t e = exposed_value(g, &c, &st[p]);
            for (int q = 0; q < players; q++)
                if (!st[q].burn_chicken) pay_why(tr, PART_CHICKEN, g->first[EV_CHICKEN_PENALTY], p, q, e, -1, 0, 0);
        }
    }
}

static const int bean_ev[SP_GZ_BEANS] = {-1, EV_BEAN_PAPODOU, EV_BEAN_DIANDOU, EV_BEAN_MENDOU, EV_BEAN_HANBAODOU};

static int32_t bean_value(const gz *g, int bean)
{
    if (bean <= 0 || bean >= SP_GZ_BEANS) return 0;
    return pval(g, bean_ev[bean]);
}

static int bean_pattern(const gz *g, int bean) { return bean > 0 && bean < SP_GZ_BEANS ? g->first[bean_ev[bean]] : -1; }

static void settle_beans(const gz *g, const seat_t *st, int players, transfers *tr)
{
    const sp_score_input *in = g->in;
    bool baogang = has(g, EV_KONG_PENALTY);
    int32_t bg = baogang ? pval(g, EV_KONG_PENALTY) : 0;
    for (int o = 0; o < players; o++) {
        bool collects = !st[o].burn_beans;
        bool penalised = baogang && !st[o].winner && !st[o].ready;
        if (!collects && !penalised) continue;
        for (int i = 0; i < st[o].nmelds; i++) {
            const sp_meld *m = &st[o].melds[i];
            int bean = st[o].bean[i];
            int32_t v = bean_value(g, bean);
            if (!sp_meld_is_kong(m) || !v) continue;
            for (int q = 0; q < players; q++) {
                if (q == o) continue;
                if (bean == SP_GZ_BEAN_DIANDOU && q != m->from) continue;
                bool dealer = o == in->dealer || q == in->dealer;
                int32_t a = v * (dealer ? g->bean_dealer_factor : 1);
                unsigned flags = dealer && g->bean_dealer_factor != 1 ? SP_LINE_DEALER : 0;
                if (collects) pay_why(tr, PART_BEANS, bean_pattern(g, bean), q, o, a, m->kind, 1, flags);
                else if (!st[q].burn_beans) pay_why(tr, PART_BEANS, g->first[EV_KONG_PENALTY], o, q, a * bg, m->kind, 1, flags);
            }
        }
    }
}

static void apply_burns(const gz *g, seat_t *st, int players, int hot, int robbed)
{
    for (int n = g->t->ev_start[EV_BURN]; n < g->t->ev_start[EV_BURN + 1]; n++) {
        int i = g->t->by_ev[n];
        if (!g->active[i]) continue;
        int who = g->t->arg[i];
        bool chicken = g->t->part[i] & 1, beans = g->t->part[i] >> 1 & 1;
        for (int s = 0; s < players; s++) {
            bool hit = who == 0 ? (!st[s].winner && !st[s].ready) : who == 1 ? s == hot : who == 2 ? s == robbed : false;
            if (!hit) continue;
            st[s].burn_chicken |= chicken;
            st[s].burn_beans |= beans;
        }
    }
}

/* Seat s's facts from the request: its tiles, melds, marks and declarations. */
static void seat_facts(const gz *g, int s, bool draw, seat_t *t)
{
    static const uint8_t no_tiles[SP_KINDS];
    const sp_score_input *in = g->in;
    const sp_guizhou_extra *x = g->x;
    const sp_seat_info *si = &in->seats[s];
    memset(t, 0, sizeof *t);
    t->bean = x->bean[s];
    t->chongfeng = x->chongfeng[s];
    t->zeren = x->zeren[s];
    t->missing = x->missing_suit[s];
    t->baoting = x->baoting[s] || (draw && s == in->seat && (in->situation & SP_SIT_READY_DECLARED));
    t->discards = si->discards;
    t->ndiscards = si->ndiscards;
    t->maxv = -1;
    if (s == in->seat) {
        t->counts = in->tiles;
        t->has_tiles = true;
        t->melds = in->melds;
        t->nmelds = in->nmelds;
        t->winner = !draw;
    } else {
        t->counts = si->has_tiles ? si->tiles : no_tiles;
        t->has_tiles = si->has_tiles;
        t->melds = si->melds;
        t->nmelds = si->nmelds;
        t->winner = x->won[s];
    }
}

/* Seat s's marks against its own table: 冲锋鸡 among its discards, 责任鸡 a claimed meld with its
 * source, melds' sources in play (a 点豆 from another seat), another seat's hand not too big. */
static int check_seat_claims(const gz *g, const seat_t *t, int s, char *err, size_t errlen)
{
    const sp_score_input *in = g->in;
    for (uint64_t m = t->chongfeng & KINDS_MASK; m; m &= m - 1) {
        int k = __builtin_ctzll(m);
        bool found = false;
        for (int i = 0; i < t->ndiscards; i++) found |= t->discards[i] == k;
        if (!found) {
            char name[3];
            sp_kind_name(k, name);
            if (s == in->seat) snprintf(err, errlen, "chongfeng: %s is not among the seat's discards", name);
            else snprintf(err, errlen, "others.%c.chongfeng: %s is not among the seat's discards", sp_seat_letter(s), name);
            return -1;
        }
    }
    for (uint64_t m = t->zeren & KINDS_MASK; m; m &= m - 1) {
        int k = __builtin_ctzll(m);
        bool found = false;
        for (int i = 0; i < t->nmelds; i++)
            found |= t->melds[i].kind == k && t->melds[i].type != SP_MELD_ANKAN && t->melds[i].from >= 0;
        if (!found) {
            char name[3];
            sp_kind_name(k, name);
            if (s == in->seat) snprintf(err, errlen, "zeren: no claimed meld of %s with its source seat (\"pon:111s@N\")", name);
            else snprintf(err, errlen, "others.%c.zeren: no claimed meld of %s with its source seat (\"pon:111s@N\")", sp_seat_letter(s), name);
            return -1;
        }
    }
    for (int i = 0; i < t->nmelds; i++) {
        if (t->melds[i].from >= in->players) {
            if (s == in->seat) return fail(err, errlen, "melds: a meld's source seat is not in play", -1);
            return fail(err, errlen, "others.%c.melds: a meld's source seat is not in play", s);
        }
        if (t->bean[i] == SP_GZ_BEAN_DIANDOU && (t->melds[i].from < 0 || t->melds[i].from == s)) {
            if (s == in->seat) return fail(err, errlen, "melds: a 点豆 (minkan) needs the seat it was claimed from (\"minkan:9999m@N\")", -1);
            return fail(err, errlen, "others.%c.melds: a 点豆 (minkan) needs the seat it was claimed from (\"minkan:9999m@N\")", s);
        }
    }
    if (s != in->seat && t->has_tiles) { /* a hand that did not win holds 13 counting each kong as 3 */
        int n = 0;
        for (int k = 0; k < SP_KINDS; k++) n += t->counts[k];
        int most = 13 - 3 * t->nmelds + (t->winner ? 1 : 0);
        if (n > most) {
            snprintf(err, errlen, "others.%c.tiles: %d tiles with %d meld%s; a hand %s holds at most %d", sp_seat_letter(s), n,
                     t->nmelds, t->nmelds == 1 ? "" : "s", t->winner ? "that won" : "that did not win", most);
            return -1;
        }
    }
    return 0;
}

/* Whether seat s (one that did not win) is ready: the request's flag, else worked out from its
 * full hand; at a draw a ready seat's full hand is needed for its maximum value. */
static int seat_readiness(const gz *g, seat_t *t, int s, bool draw, char *err, size_t errlen)
{
    const sp_score_input *in = g->in;
    const sp_seat_info *si = &in->seats[s];
    bool full = false;
    if (t->has_tiles) {
        int n = 0;
        uint8_t held[SP_KINDS_ALL];
        owned_counts(t, held);
        bool copies_ok = true;
        for (int k = 0; k < SP_KINDS; k++) {
            n += t->counts[k];
            copies_ok &= held[k] <= 4;
        }
        full = n == 13 - 3 * t->nmelds && copies_ok;
        if (!full && (si->ready < 0 || s == in->seat) && !t->baoting) {
            snprintf(err, errlen, "others.%c.tiles: %d tiles with %d meld%s; a waiting hand has %d (or give \"ready\")", sp_seat_letter(s), n,
                     t->nmelds, t->nmelds == 1 ? "" : "s", 13 - 3 * t->nmelds);
            return -1;
        }
    }
    bool flagged = s != in->seat && (si->ready >= 0 || t->baoting);
    bool flag = si->ready > 0 || t->baoting;
    if (full && (!flagged || (draw && flag))) {
        t->maxv = wait_value(g, t->counts, t->melds, t->nmelds, t->missing);
        t->ready = t->maxv >= 0;
        if ((flagged || t->baoting) && !t->ready) {
            if (s == in->seat) return fail(err, errlen, "tiles: a declared-ready (ready_declared) hand must be ready", -1);
            snprintf(err, errlen, "others.%c.tiles: the seat is said to be ready but its tiles are not", sp_seat_letter(s));
            return -1;
        }
    } else {
        t->ready = flag;
        if (draw && flag) {
            snprintf(err, errlen, "others.%c.tiles: a ready seat at an exhaustive draw needs its full hand (for its maximum value)", sp_seat_letter(s));
            return -1;
        }
    }
    return 0;
}

/* Fills the seats from the input, checked; computes readiness (and maxV at a draw) where the
 * request gives the full hand. */
static int build_seats(const gz *g, seat_t *st, bool draw, char *err, size_t errlen)
{
    const sp_score_input *in = g->in;
    for (int s = 0; s < in->players; s++) {
        seat_t *t = &st[s];
        seat_facts(g, s, draw, t);
        if (check_seat_tiles(g, t, s, s == in->seat, err, errlen) || check_seat_claims(g, t, s, err, errlen)) return -1;
        if (t->winner && s != in->seat) continue;
        if (s == in->seat && !draw) continue;
        if (seat_readiness(g, t, s, draw, err, errlen)) return -1;
    }
    return 0;
}

/* sp_result_add_part, copying the model's fixed part names instead of formatting them. */
static int32_t *add_part(sp_score_result *r, const char *name)
{
    int i = r->nparts < SP_MAX_PARTS ? r->nparts++ : SP_MAX_PARTS - 1;
    size_t n = strlen(name);
    if (n >= sizeof r->parts[0].name) n = sizeof r->parts[0].name - 1;
    memcpy(r->parts[i].name, name, n);
    r->parts[i].name[n] = 0;
    memset(r->parts[i].seats, 0, sizeof r->parts[0].seats);
    return r->parts[i].seats;
}

static void emit_parts(const gz *g, const transfers *tr, const char *first_part, int keep_to, sp_score_result *out)
{
    static const char *names[NPARTS] = {NULL, "chicken", "beans"};
    const sp_score_input *in = g->in;
    for (int part = 0; part < NPARTS; part++) {
        int32_t *seats = add_part(out, part == 0 ? first_part : names[part]);
        for (int f = 0; f < in->players; f++)
            for (int t = 0; t < in->players; t++) {
                if (keep_to >= 0 && t != keep_to) continue;
                int32_t a = tr->t[part][f][t] * g->difen;
                seats[f] -= a;
                seats[t] += a;
            }
        for (int s = 0; s < in->players; s++) out->payments[s] += seats[s];
    }
    int n = 0; /* the lines: the stake applied, those of the transfers left out dropped */
    for (int i = 0; i < out->nlines; i++) {
        if (keep_to >= 0 && out->lines[i].to != keep_to) continue;
        out->lines[n] = out->lines[i];
        out->lines[n++].amount *= g->difen;
    }
    out->nlines = n;
}

/* ---- exhaustive draw: 荒庄查叫 ---- */

static int score_draw(const gz *g, sp_score_result *out, char *err, size_t errlen)
{
    const sp_score_input *in = g->in;
    for (int s = 0; s < in->players; s++)
        if (g->x->won[s]) return fail(err, errlen, "others.%c.won: an exhaustive draw has no winner", s);
    seat_t st[SP_SEATS];
    if (build_seats(g, st, true, err, errlen)) return -1;
    transfers tr;
    memset(&tr, 0, sizeof tr);
    tr.out = out;
    int nready = 0;
    for (int s = 0; s < in->players; s++) nready += st[s].ready;
    if (has(g, EV_DRAW_CHECK) && nready > 0 && nready < in->players) {
        int32_t m = g->paixing_double ? g->paixing_factor : 1;
        int32_t q = has(g, EV_DECLARED_READY) ? pval(g, EV_DECLARED_READY) : 0;
        for (int r = 0; r < in->players; r++) {
            if (!st[r].ready) continue;
            for (int n = 0; n < in->players; n++) {
                if (st[n].ready) continue;
                int32_t d = g->dealer_double && (r == in->dealer || n == in->dealer) ? g->chajiao_dealer_factor : 1;
                pay_why(&tr, PART_HAND, g->first[EV_DRAW_CHECK], n, r, (st[r].maxv + (st[r].baoting ? q : 0)) * m * d, -1, 0,
                        d != 1 ? SP_LINE_DEALER : 0);
            }
        }
    }
    if (g->quanbao) {
        apply_burns(g, st, in->players, -1, -1);
        settle_chickens(g, st, in->players, false, &tr);
        settle_beans(g, st, in->players, &tr);
    }
    out->valid = true;
    emit_parts(g, &tr, "chajiao", -1, out);
    sp_result_field *f = sp_result_add_field(out, "ready", SP_FIELD_SEATS_BOOL);
    for (int s = 0; s < in->players; s++) f->seats[s] = st[s].ready;
    if (nready) {
        f = sp_result_add_field(out, "max_value", SP_FIELD_SEATS);
        for (int s = 0; s < in->players; s++)
            if (st[s].ready) {
                f->seats[s] = st[s].maxv < 0 ? 0 : st[s].maxv;
                f->seat_mask |= (uint8_t)(1u << s);
            }
    }
    return 0;
}

/* ---- a win ---- */

static int invalid(sp_score_result *out, int reason)
{
    sp_result_invalid(out, reason, 0, 0);
    return 0;
}

/* The win request's situations and the other seats' facts checked against each other: the
 * number of other winners on the same tile, or -1 with err. */
static int check_win_request(const gz *g, char *err, size_t errlen)
{
    const sp_score_input *in = g->in;
    const sp_guizhou_extra *x = g->x;
    unsigned sit = in->situation;
    int w = in->seat;
    bool tsumo = in->win == SP_WIN_TSUMO;
    bool rob = (sit & SP_SIT_CHANKAN) != 0, hot = (sit & SP_SIT_HOT_DISCARD) != 0, bloom = (sit & SP_SIT_RINSHAN) != 0;
    bool tianhu = (sit & SP_SIT_TIANHU) != 0, dihu = (sit & SP_SIT_DIHU) != 0, declared = (sit & SP_SIT_READY_DECLARED) != 0;
    if (rob && tsumo) return fail(err, errlen, "situation: chankan (抢杠) is a win on another player's added kong: win \"ron\" with the robbed player as discarder", -1);
    if (hot && (tsumo || rob)) return fail(err, errlen, "situation: hot_discard (热炮) is a win on a discard", -1);
    if (bloom && !tsumo) return fail(err, errlen, "situation: rinshan (杠开) is a self-draw", -1);
    if (tianhu && (!tsumo || w != in->dealer)) return fail(err, errlen, "situation: tianhu (天胡) is the dealer's self-draw", -1);
    if (dihu && w == in->dealer) return fail(err, errlen, "situation: dihu (地胡) is a non-dealer's win", -1);
    if ((tianhu + dihu + declared) > 1) return fail(err, errlen, "situation: tianhu, dihu and ready_declared exclude each other", -1);
    if (x->baoting[w]) return fail(err, errlen, "baoting: the winner's declaration is the situation flag ready_declared", -1);
    bool any_meld = in->nmelds > 0, winner_kong = false, discarder_kong = false, robbed_pon = false;
    for (int i = 0; i < in->nmelds; i++) winner_kong |= sp_meld_is_kong(&in->melds[i]) != 0;
    for (int s = 0; s < in->players; s++) {
        const sp_seat_info *si = &in->seats[s];
        if (s == w) continue;
        any_meld |= si->nmelds > 0;
        if (x->baoting[s])
            for (int i = 0; i < si->nmelds; i++)
                if (sp_meld_is_kong(&si->melds[i]) || si->melds[i].type == SP_MELD_PON)
                    return fail(err, errlen, "others.%c.baoting: a declared-ready player has made no pon or kong", s);
        if (s != in->discarder) continue;
        for (int i = 0; i < si->nmelds; i++) {
            discarder_kong |= sp_meld_is_kong(&si->melds[i]) != 0;
            robbed_pon |= si->melds[i].type == SP_MELD_PON && si->melds[i].kind == in->win_tile;
        }
    }
    if ((tianhu || dihu) && any_meld) return fail(err, errlen, "situation: tianhu / dihu happen before any pon or kong (melds given)", -1);
    if (declared && in->nmelds) return fail(err, errlen, "situation: a declared-ready (ready_declared) winner has made no pon or kong", -1);
    if (bloom && !winner_kong) return fail(err, errlen, "situation: rinshan (杠开) needs the winner's kong among his melds", -1);
    if (hot && !discarder_kong) return fail(err, errlen, "situation: hot_discard (热炮) needs the discarder's kong (others.<seat>.melds)", -1);
    if (rob && !robbed_pon) return fail(err, errlen, "situation: chankan (抢杠) needs the robbed player's pon of the winning tile (others.<seat>.melds)", -1);
    int cowinners = 0;
    for (int s = 0; s < in->players; s++)
        if (s != w && x->won[s]) {
            cowinners++;
            if (tsumo) return fail(err, errlen, "others.%c.won: a self-draw has one winner", s);
            if (s == in->discarder) return fail(err, errlen, "others.%c.won: the discarder cannot win on his own tile", s);
            if (!rob && !g->several_winners) return fail(err, errlen, "others.%c.won: with yipaoduoxiang off only one player wins on a discard", s);
            if (rob && !has(g, EV_SEVERAL_ROBBERS)) return fail(err, errlen, "others.%c.won: this ruleset lets only one player rob a kong", s);
        }
    return cowinners;
}

/* Whether the winner's hand is a win of these rules: its value and hand pattern, or the reason
 * it is none (a sp_score_reason, > 0: the result is invalid). */
static int judge_hand(const gz *g, int *value, int *pattern)
{
    const sp_score_input *in = g->in;
    const sp_guizhou_extra *x = g->x;
    unsigned sit = in->situation;
    int w = in->seat;
    *value = hand_value(g, in->tiles, in->melds, in->nmelds, x->missing_suit[w], pattern);
    if (*value < 0) {
        if (g->fapai == FAPAI_QUEYIMEN && x->missing_suit[w] >= 0) {
            int dummy;
            gz g2 = *g; /* the same hand without the void rule */
            g2.fapai = FAPAI_SANFANG;
            if (hand_value(&g2, in->tiles, in->melds, in->nmelds, -1, &dummy) >= 0) return SP_REASON_GZ_VOID_SUIT;
        }
        return SP_REASON_GZ_INCOMPLETE;
    }
    bool has_kong = false;
    for (int i = 0; i < in->nmelds; i++) has_kong |= sp_meld_is_kong(&in->melds[i]);
    bool rob = (sit & SP_SIT_CHANKAN) != 0, hot = (sit & SP_SIT_HOT_DISCARD) != 0;
    if (in->win == SP_WIN_RON && !rob && !hot) {
        if (has(g, EV_PASSED_WIN) && (sit & SP_SIT_PASSED_WIN)) return SP_REASON_GZ_PASSED_WIN;
        bool dihu = (sit & SP_SIT_DIHU) != 0, declared = (sit & SP_SIT_READY_DECLARED) != 0;
        if (has(g, EV_PASS) && g->ev[*pattern] == EV_PLAIN && !has_kong && !dihu && !declared) return SP_REASON_GZ_NEEDS_KONG;
    }
    return 0;
}

/* The hand's points (value v with bonus b, pattern `pattern`): the multiplier of the way it was
 * won, each payer's dealer factor and 杀报 share, paid by whoever the win makes pay. */
static void pay_hand_points(const gz *g, const seat_t *st, int v, int32_t b, int pattern, transfers *tr)
{
    const sp_score_input *in = g->in;
    unsigned sit = in->situation;
    int w = in->seat;
    bool tsumo = in->win == SP_WIN_TSUMO;
    bool rob = (sit & SP_SIT_CHANKAN) != 0, hot = (sit & SP_SIT_HOT_DISCARD) != 0, bloom = (sit & SP_SIT_RINSHAN) != 0;
    int32_t m = g->paixing_double ? g->paixing_factor : 1;
    if (tsumo || rob) m *= pval(g, EV_SELF_DRAW) ? pval(g, EV_SELF_DRAW) : 1;
    if (bloom && has(g, EV_KONG_REPLACEMENT)) m *= pval(g, EV_KONG_REPLACEMENT);
    if (hot && has(g, EV_HOT_DISCARD)) m *= pval(g, EV_HOT_DISCARD);
    if (!tsumo && !rob && !hot && has(g, EV_DISCARD_WIN)) m *= pval(g, EV_DISCARD_WIN);
    if (rob && has(g, EV_ROBBING)) m *= pval(g, EV_ROBBING);
    int32_t kill = has(g, EV_KILL_READY) ? pval(g, EV_KILL_READY) : 0;
    for (int q = 0; q < in->players; q++) {
        if (q == w) continue;
        int32_t d = g->dealer_double && (q == in->dealer || w == in->dealer) ? g->hand_dealer_factor : 1;
        int32_t s_q = st[q].baoting && !st[q].winner ? kill : 0;
        unsigned flags = d != 1 ? SP_LINE_DEALER : 0;
        if (tsumo) pay_why(tr, PART_HAND, pattern, q, w, (v + b + s_q) * m * d, -1, 0, flags);
        else if (rob) pay_why(tr, PART_HAND, pattern, in->discarder, w, (v + b) * m * d, -1, 0, flags);
        else if (q == in->discarder) pay_why(tr, PART_HAND, pattern, q, w, (v + b + s_q) * m * d, -1, 0, flags);
    }
}

/* A win: the request checked, the hand judged, its points, chickens and beans paid. */
static int score_win(const gz *g, sp_score_result *out, char *err, size_t errlen)
{
    const sp_score_input *in = g->in;
    unsigned sit = in->situation;
    int w = in->seat;
    int cowinners = check_win_request(g, err, errlen);
    if (cowinners < 0) return -1;
    int v, pattern;
    seat_t st[SP_SEATS];
    int reason = judge_hand(g, &v, &pattern);
    if (build_seats(g, st, false, err, errlen)) return -1;
    if (reason) return invalid(out, reason);
    /* bonus */
    int bonus = -1;
    if (sit & SP_SIT_TIANHU) bonus = g->first[EV_HEAVENLY];
    else if (sit & SP_SIT_DIHU) bonus = g->first[EV_EARTHLY];
    else if (sit & SP_SIT_READY_DECLARED) bonus = g->first[EV_DECLARED_READY];
    int32_t b = bonus >= 0 ? g->val[bonus] : 0;
    out->valid = true;
    out->fan = v + b;
    out->limit = false;
    sp_result_add_pattern(out, pattern, 1, v);
    if (bonus >= 0) sp_result_add_pattern(out, bonus, 1, b);
    transfers tr;
    memset(&tr, 0, sizeof tr);
    tr.out = out;
    pay_hand_points(g, st, v, b, pattern, &tr);
    /* chickens and beans */
    bool rob = (sit & SP_SIT_CHANKAN) != 0, hot = (sit & SP_SIT_HOT_DISCARD) != 0;
    apply_burns(g, st, in->players, hot ? in->discarder : -1, rob ? in->discarder : -1);
    settle_chickens(g, st, in->players, true, &tr);
    settle_beans(g, st, in->players, &tr);
    emit_parts(g, &tr, "hand", cowinners ? w : -1, out);
    return 0;
}

static int score(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    gz_tables local; /* a ruleset that was not prepared: its tables are built for this call (slower) */
    const gz_tables *t = (const gz_tables *)(const void *)in->rules->model_data;
    if (!in->rules->model_prepared) {
        gz_prepare(in->rules, &local);
        t = &local;
    }
    gz_memo memo;
    gz g;
    gz_init(&g, in, t, &memo);
    if (in->indicator >= 0 && !kind_in_set(&g, in->indicator))
        return fail(err, errlen, "indicator: the turned tile is not in the tile set in use", -1);
    if (in->win == SP_WIN_DRAW) return score_draw(&g, out, err, errlen);
    if (in->win_tile >= SP_KINDS) return fail(err, errlen, "win_tile: there are no flowers in this ruleset", -1);
    return score_win(&g, out, err, errlen);
}

const sp_model sp_model_guizhou = {
    .id = SP_MODEL_GUIZHOU,
    .name = "guizhou",
    .evaluators = evaluators,
    .renamed = renamed,
    .prepare = sp_guizhou_prepare_ruleset,
    .score = score,
    .hooks = &sp_game_hooks_guizhou,
    .explain = &sp_explain_guizhou,
    .wording = "mainland",
    .others_hands = true,
};
