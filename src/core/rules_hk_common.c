/* rules_hk_common.c: the shared Hong Kong Old Style scoring mechanics (see rules_hk_common.h). */
#include "core/rules_hk_common.h"

#include "core/patterns.h"
#include "core/payments.h"

#include <stdio.h>
#include <string.h>

const char *const hk_evaluators[] = {
    "no_flowers",        "own_flower",          "flower_series",      "concealed_hand",     "all_chows",
    "self_draw",         "dragon_pung",         "seat_wind_pung",     "round_wind_pung",    "robbing_kong",
    "kong_replacement",  "last_tile_draw",      "last_discard",       "terminals_honours",  "all_pungs",
    "half_flush",        "little_dragons",      "little_winds",       "full_flush",         "big_dragons",
    "four_concealed_pungs", "kong_on_kong",     "seven_flowers",      "eight_flowers",      "seven_rob_one",
    "all_honours",       "all_terminals",       "nine_gates",         "heavenly_hand",      "earthly_hand",
    "thirteen_orphans",  "big_winds",           "four_kongs",         "false_win",          "passed_win",
    "liable_full_flush", "liable_big_dragons",  "liable_big_winds",   "liable_four_kongs",  "liable_twelve_tiles",
    "liable_kong_chain", "liable_robbed_kong",  "liable_kong_replacement", "liable_flower_win", "eight_flowers_hand",
    NULL,
};
const sp_evaluator_rename hk_renamed[] = {
    {"heavenly_win", "heavenly_hand"}, {"earthly_win", "earthly_hand"}, {"pass_restriction", "passed_win"}, {NULL, NULL},
};
_Static_assert(sizeof hk_evaluators / sizeof hk_evaluators[0] == HK_EV_COUNT + 1, "one name per evaluator");

/* Options the mechanics read, in the order of rules/hk-classic.rules (first lookup guess). */
typedef enum {
    O_USE_FLOWERS,
    O_MIN_FAN,
    O_LIMIT_FAN,
    O_FAN_CURVE,
    O_SCORING_PRESET,
    O_TIANHU_FAN,
    O_DIHU_FAN,
    O_MULTIPLE_WINNERS,
    O_SHISANYAO_ROB_ANKAN,
    O_SHISANYAO_HEADBUMP_IMMUNE,
    O_MENQIANQING_WITH_FLOWERS,
    O_PINGHU_HONOUR_PAIR,
    O_PINGHU_TWO_SIDED_ONLY,
    O_QIANGGANG_AS_ZIMO,
    O_GANGSHANGKAIHUA_MINKAN_LIABLE,
    O_HEDILAOYU,
    O_HUAYAO_FAN,
    O_XIAOSANYUAN_FAN,
    O_XIAOSIXI_FAN,
    O_QINGYISE_FAN,
    O_DASANYUAN_FAN,
    O_KANKANHU_FAN,
    O_KANKANHU_DANDING_DISCARD,
    O_GANGSHANGGANG_FAN,
    O_GANGSHANGGANG_REQUIRES_REPLACEMENT_KONG,
    O_GANGSHANGGANG_MINKAN_LIABLE,
    O_DAHUAHU_FAN,
    O_ZIYISE_AS_QINGYISE_DUIDUIHU,
    O_QINGYAOJIU_IS_LIMIT,
    O_JIUZILIANHUAN_ENABLED,
    O_DASIXI_FAN,
    O_SHIBALUOHAN_FAN,
    O_SHIBALUOHAN_IS_LIMIT,
    O_DIHU_NONDEALER_FIRST_ZIMO,
    O_DEALER_INITIAL_HUAHU_IS_TIANHU,
    O_NONDEALER_INITIAL_HUAHU_WAIT,
    O_HUAHU_WAIT_FOR_EIGHTH,
    O_HUAHU_MINKAN_LIABLE,
    O_HUYI_BUHUER,
    O_ALLOW_FALSE_WIN,
    O_DRAW_DEALER_KEEPS,
    O_MATCH_ROUNDS,
    O_ROOM_MULTIPLIER,
    O_BAXIANGUOHAI_ENABLED,
    O_FAN18_CORRECTED,
    O_COUNT
} hk_opt;

static const char *const opt_names[O_COUNT] = {
    "use_flowers", "min_fan", "limit_fan", "fan_curve", "scoring_preset", "tianhu_fan", "dihu_fan",
    "multiple_winners", "shisanyao_rob_ankan", "shisanyao_headbump_immune", "menqianqing_with_flowers",
    "pinghu_honour_pair", "pinghu_two_sided_only", "qianggang_as_zimo", "gangshangkaihua_minkan_liable", "hedilaoyu",
    "huayao_fan", "xiaosanyuan_fan", "xiaosixi_fan", "qingyise_fan", "dasanyuan_fan", "kankanhu_fan",
    "kankanhu_danding_discard", "gangshanggang_fan", "gangshanggang_requires_replacement_kong",
    "gangshanggang_minkan_liable", "dahuahu_fan", "ziyise_as_qingyise_duiduihu", "qingyaojiu_is_limit",
    "jiuzilianhuan_enabled", "dasixi_fan", "shibaluohan_fan", "shibaluohan_is_limit", "dihu_nondealer_first_zimo",
    "dealer_initial_huahu_is_tianhu", "nondealer_initial_huahu_wait", "huahu_wait_for_eighth", "huahu_minkan_liable",
    "huyi_buhuer", "allow_false_win", "draw_dealer_keeps", "match_rounds", "room_multiplier", "baxianguohai_enabled",
    "fan18_corrected",
};
/* the same, zero-padded for same_id */
static const char opt_id[O_COUNT][SP_ID_LEN] = {
    "use_flowers", "min_fan", "limit_fan", "fan_curve", "scoring_preset", "tianhu_fan", "dihu_fan", "multiple_winners", "shisanyao_rob_ankan", "shisanyao_headbump_immune", "menqianqing_with_flowers", "pinghu_honour_pair", "pinghu_two_sided_only", "qianggang_as_zimo", "gangshangkaihua_minkan_liable", "hedilaoyu", "huayao_fan", "xiaosanyuan_fan", "xiaosixi_fan", "qingyise_fan", "dasanyuan_fan", "kankanhu_fan", "kankanhu_danding_discard", "gangshanggang_fan", "gangshanggang_requires_replacement_kong", "gangshanggang_minkan_liable", "dahuahu_fan", "ziyise_as_qingyise_duiduihu", "qingyaojiu_is_limit", "jiuzilianhuan_enabled", "dasixi_fan", "shibaluohan_fan", "shibaluohan_is_limit", "dihu_nondealer_first_zimo", "dealer_initial_huahu_is_tianhu", "nondealer_initial_huahu_wait", "huahu_wait_for_eighth", "huahu_minkan_liable", "huyi_buhuer", "allow_false_win", "draw_dealer_keeps", "match_rounds", "room_multiplier", "baxianguohai_enabled", "fan18_corrected",
};

_Static_assert(O_COUNT <= 64, "option bits fit a uint64_t");
_Static_assert(O_MATCH_ROUNDS == 41 && O_DRAW_DEALER_KEEPS == 40 && O_FAN18_CORRECTED == 44 && O_SHISANYAO_ROB_ANKAN == 8,
               "HK_OPTIONS_* in rules_hk_common.h follow this list");

/* The option that sets a pattern's value ("6", "limit", ...), per evaluator; O_COUNT: none. */
static hk_opt value_option(int ev)
{
    switch (ev) {
    case HK_EV_TERMINALS_HONOURS: return O_HUAYAO_FAN;
    case HK_EV_LITTLE_DRAGONS: return O_XIAOSANYUAN_FAN;
    case HK_EV_LITTLE_WINDS: return O_XIAOSIXI_FAN;
    case HK_EV_FULL_FLUSH: return O_QINGYISE_FAN;
    case HK_EV_BIG_DRAGONS: return O_DASANYUAN_FAN;
    case HK_EV_FOUR_CONCEALED_PUNGS: return O_KANKANHU_FAN;
    case HK_EV_KONG_ON_KONG: return O_GANGSHANGGANG_FAN;
    case HK_EV_EIGHT_FLOWERS: return O_DAHUAHU_FAN;
    case HK_EV_HEAVENLY_HAND: return O_TIANHU_FAN;
    case HK_EV_EARTHLY_HAND: return O_DIHU_FAN;
    case HK_EV_BIG_WINDS: return O_DASIXI_FAN;
    case HK_EV_FOUR_KONGS: return O_SHIBALUOHAN_FAN;
    default: return O_COUNT;
    }
}

/* ---------------------------------------------------------------------------------------------
 * Per-call context: lazily cached indices (no global state). */

#define UNKNOWN ((int16_t)0xFEFE)

typedef struct {
    const sp_param *discard, *selfdraw_total;
    int first, step;
    int32_t mult;
    int32_t divisor;           /* without a self-draw table: each payer pays the discard price / divisor */
    const sp_param *corrected; /* [fan, discard, self-draw total] replacing one row */
} hk_prices;

typedef struct {
    const hk_model_cfg *cfg;
    const sp_score_input *in;
    const sp_ruleset *rs;
    const hk_extra *x;
    int16_t pat[HK_EV_COUNT]; /* pattern index per evaluator, -1 none */
    int16_t opt[O_COUNT];     /* option index, -1 none */
    /* resolved once */
    bool use_flowers;
    bool jisi;
    int min_fan;
    int limit_fan;            /* -1: no limit (無限番) */
    hk_prices pr;             /* looked up when first needed */
    bool pr_ready;
    sp_pay_rule pay;          /* who pays (the ruleset's payment strategies) */
} hk_ctx;

int hk_pattern_evaluator(const sp_ruleset *rs, int pattern)
{
    if (pattern < 0 || pattern >= rs->npatterns) return -1;
    const char *e = rs->patterns[pattern].evaluator;
    if (pattern < HK_EV_COUNT && !strcmp(hk_evaluators[pattern], e)) return pattern;
    for (int i = 0; i < HK_EV_COUNT; i++)
        if (!strcmp(hk_evaluators[i], e)) return i;
    return -1;
}

/* Whether a zero-padded id field (the loader clears every field before filling it) holds
 * `name` (whose static copy is zero-padded to SP_ID_LEN): five word compares instead of a strcmp;
 * a field that is not padded just misses (the callers then fall back to strcmp). */
static inline bool same_id(const char field[SP_ID_LEN], const char padded[SP_ID_LEN])
{
    uint64_t a[5], b[5];
    memcpy(a, field, sizeof a);
    memcpy(b, padded, sizeof b);
    return ((a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2]) | (a[3] ^ b[3]) | (a[4] ^ b[4])) == 0;
}
_Static_assert(SP_ID_LEN == 40, "same_id compares 40 bytes");

static const char evaluator_id[HK_EV_COUNT][SP_ID_LEN] = {
#define L(s) s
    L("no_flowers"), L("own_flower"), L("flower_series"), L("concealed_hand"), L("all_chows"), L("self_draw"),
    L("dragon_pung"), L("seat_wind_pung"), L("round_wind_pung"), L("robbing_kong"), L("kong_replacement"),
    L("last_tile_draw"), L("last_discard"), L("terminals_honours"), L("all_pungs"), L("half_flush"),
    L("little_dragons"), L("little_winds"), L("full_flush"), L("big_dragons"), L("four_concealed_pungs"),
    L("kong_on_kong"), L("seven_flowers"), L("eight_flowers"), L("seven_rob_one"), L("all_honours"),
    L("all_terminals"), L("nine_gates"), L("heavenly_hand"), L("earthly_hand"), L("thirteen_orphans"), L("big_winds"),
    L("four_kongs"), L("false_win"), L("passed_win"), L("liable_full_flush"), L("liable_big_dragons"),
    L("liable_big_winds"), L("liable_four_kongs"), L("liable_twelve_tiles"), L("liable_kong_chain"),
    L("liable_robbed_kong"), L("liable_kong_replacement"), L("liable_flower_win"), L("eight_flowers_hand"),
#undef L
};

static int pat_of(hk_ctx *c, int ev)
{
    if (c->pat[ev] != UNKNOWN) return c->pat[ev];
    const sp_ruleset *rs = c->rs;
    int r = -1;
    if (ev < rs->npatterns && same_id(rs->patterns[ev].evaluator, evaluator_id[ev])) {
        r = ev;
    } else {
        for (int i = 0; i < rs->npatterns; i++)
            if (!strcmp(rs->patterns[i].evaluator, hk_evaluators[ev])) {
                r = i;
                break;
            }
    }
    c->pat[ev] = (int16_t)r;
    return r;
}

static int opt_index(hk_ctx *c, hk_opt o)
{
    if (c->opt[o] != UNKNOWN) return c->opt[o];
    const sp_ruleset *rs = c->rs;
    int r = -1;
    if (!(c->cfg->options >> o & 1)) {
        /* an option this model does not offer: its default */
    } else if ((int)o < rs->noptions && same_id(rs->options[o].id, opt_id[o])) {
        r = (int)o;
    } else {
        for (int i = 0; i < rs->noptions; i++)
            if (!strcmp(rs->options[i].id, opt_names[o])) {
                r = i;
                break;
            }
    }
    c->opt[o] = (int16_t)r;
    return r;
}

/* A bool or int option's value, def when the ruleset has no such option. */
static int32_t opt(hk_ctx *c, hk_opt o, int32_t def)
{
    int i = opt_index(c, o);
    return i < 0 ? def : c->in->options[i];
}

/* A choice option's chosen text, NULL when absent. */
static const char *opt_choice(hk_ctx *c, hk_opt o)
{
    int i = opt_index(c, o);
    if (i < 0) return NULL;
    const sp_option_def *d = &c->rs->options[i];
    if (d->type != SP_OPT_CHOICE) return NULL;
    int v = c->in->options[i];
    return v >= 0 && v < d->nchoices ? d->choices[v] : NULL;
}

/* A number option that may be a choice of numbers and words ("10", "none", "limit"):
 * the number, -1 for a word, def when absent. Int options give their value. */
static int32_t opt_number(hk_ctx *c, hk_opt o, int32_t def)
{
    int i = opt_index(c, o);
    if (i < 0) return def;
    const sp_option_def *d = &c->rs->options[i];
    if (d->type != SP_OPT_CHOICE) return c->in->options[i];
    const char *t = opt_choice(c, o);
    if (!t || !*t) return -1;
    int32_t v = 0;
    for (const char *p = t; *p; p++) {
        if (*p < '0' || *p > '9') return -1;
        v = v * 10 + (*p - '0');
    }
    return v;
}

/* A parameter by name, trying index `guess` first (the order of rules/hk-classic.rules). */
static const sp_param *param_find(hk_ctx *c, const char *name, int guess)
{
    const sp_ruleset *rs = c->rs;
    if (guess >= 0 && guess < rs->nparams && !strcmp(rs->params[guess].name, name)) return &rs->params[guess];
    return sp_ruleset_param(rs, name);
}

static int32_t param_int(hk_ctx *c, const char *name, int32_t def) { return sp_ruleset_int(c->rs, name, def); }

/* ---------------------------------------------------------------------------------------------
 * Prices */

/* A price table row: the table covers fan first..first+n-1; above it the price doubles every
 * `step` fan; below it the first row. Saturates instead of overflowing. */
static int64_t table_row(const sp_param *t, int first, int step, int f)
{
    if (!t || t->nvalues == 0) return 0;
    int i = f - first;
    if (i < 0) i = 0;
    int64_t mult = 1;
    if (step < 1) step = 1;
    while (i >= t->nvalues) {
        i -= step;
        if (mult < ((int64_t)1 << 40)) mult *= 2;
    }
    if (i < 0) i = 0;
    int64_t v = (int64_t)t->values[i] * mult;
    return v > 1000000000 ? 1000000000 : v;
}


static void prices_init(hk_ctx *c, hk_prices *p)
{
    memset(p, 0, sizeof *p);
    const char *curve = opt_choice(c, O_FAN_CURVE);
    if (curve) {
        /* "payment.discard.<curve>", "payment.double_every.<curve>" */
        char name[SP_ID_LEN * 2];
        size_t n = strlen(curve);
        if (n > SP_ID_LEN) n = SP_ID_LEN;
        memcpy(name, "payment.discard.", 16);
        memcpy(name + 16, curve, n);
        name[16 + n] = 0;
        int lala = !strcmp(curve, "lala");
        p->discard = param_find(c, name, lala);
        memcpy(name, "payment.double_every.", 21);
        memcpy(name + 21, curve, n);
        name[21 + n] = 0;
        const sp_param *st = param_find(c, name, 2 + lala);
        p->step = st && st->nvalues ? st->values[0] : 2;
    } else {
        p->discard = sp_ruleset_param(c->rs, "payment.discard");
        p->step = param_int(c, "payment.double_every", 2);
    }
    const sp_param *first = param_find(c, "payment.first_fan", 4);
    p->first = first && first->nvalues ? first->values[0] : 0;
    p->selfdraw_total = c->cfg->selfdraw_table ? sp_ruleset_param(c->rs, "payment.selfdraw_total") : NULL;
    p->mult = opt(c, O_ROOM_MULTIPLIER, 1);
    if (!p->selfdraw_total) {
        const sp_param *dv = param_find(c, "payment.selfdraw_divisor", 5);
        p->divisor = dv && dv->nvalues && dv->values[0] > 0 ? dv->values[0] : 2;
    }
    if (opt(c, O_FAN18_CORRECTED, 0)) {
        const sp_param *cr = sp_ruleset_param(c->rs, "payment.corrected_row");
        if (cr && cr->nvalues == 3) p->corrected = cr;
    }
}

static const hk_prices *prices(hk_ctx *c)
{
    if (!c->pr_ready) {
        prices_init(c, &c->pr);
        c->pr_ready = true;
    }
    return &c->pr;
}

static int64_t price_discard(const hk_prices *p, int f)
{
    if (p->corrected && f == p->corrected->values[0]) return (int64_t)p->corrected->values[1] * p->mult;
    return table_row(p->discard, p->first, p->step, f) * p->mult;
}

/* What each of the three others pays on a self-draw. */
static int64_t price_selfdraw_each(const hk_prices *p, int f)
{
    if (p->selfdraw_total) {
        if (p->corrected && f == p->corrected->values[0]) return (int64_t)p->corrected->values[2] / 3 * p->mult;
        return table_row(p->selfdraw_total, p->first, p->step, f) / 3 * p->mult;
    }
    return table_row(p->discard, p->first, p->step, f) / p->divisor * p->mult;
}

/* ---------------------------------------------------------------------------------------------
 * Hand facts */

enum { SET_CHOW, SET_PUNG, SET_KONG };

typedef struct {
    uint8_t type, kind;
    bool concealed;
} hk_set;

typedef struct {
    /* the whole hand */
    uint8_t all[40];           /* SP_KINDS counts, zero-padded to whole words */
    uint64_t held;             /* bit per kind in the hand (core/patterns.h) */
    int nkongs_declared;
    bool tsumo, ron;
    unsigned sit;
    int seat, round, dealer;
    uint8_t flowers;
} hk_facts;

/* One reading with one interpretation of the winning tile. */
typedef struct {
    uint8_t form;   /* sp_form */
    hk_set sets[4];
    int nsets;
    int pair;       /* kind, -1 none */
    int win_group;  /* sp_group type holding the winning tile: -1 orphans */
    int win_pos;    /* position of the winning tile in a run */
    int win_kind;   /* lowest kind of that group */
} hk_cand;

typedef struct {
    uint8_t cnt[48]; /* per evaluator (HK_EV_COUNT of them), padded to whole 8-byte words */
} hk_hits;
_Static_assert(HK_EV_COUNT <= 48, "hits fit");

static void detect(hk_ctx *c, const hk_facts *f, const hk_cand *cd, hk_hits *h)
{
    const sp_score_input *in = c->in;
    memset(h, 0, sizeof *h);
    uint8_t *n = h->cnt;
    bool regular = cd->form == SP_FORM_REGULAR;
    /* flowers */
    if (c->use_flowers) {
        uint8_t fl = f->flowers;
        bool red = (fl & 0x0F) == 0x0F, black = (fl & 0xF0) == 0xF0;
        if (!fl) n[HK_EV_NO_FLOWERS] = 1;
        n[HK_EV_FLOWER_SERIES] = (uint8_t)(red + black);
        int own = 0;
        if ((fl >> f->seat & 1) && !red) own++;
        if ((fl >> (f->seat + 4) & 1) && !black) own++;
        n[HK_EV_OWN_FLOWER] = (uint8_t)own;
        if (fl == 0xFF && opt(c, O_BAXIANGUOHAI_ENABLED, 0)) n[HK_EV_EIGHT_FLOWERS_HAND] = 1;
    }
    /* concealed hand */
    if (in->nmelds == 0) {
        int p = pat_of(c, HK_EV_CONCEALED_HAND);
        if (p >= 0) {
            bool only_without = sp_pattern_param(&c->rs->patterns[p], "only_without_flowers", 0) != 0;
            if (!only_without || !c->use_flowers || opt(c, O_MENQIANQING_WITH_FLOWERS, 0)) n[HK_EV_CONCEALED_HAND] = 1;
        }
    }
    /* situations */
    unsigned sit = f->sit;
    bool chankan = f->ron && (sit & SP_SIT_CHANKAN);
    if (f->tsumo || (chankan && opt(c, O_QIANGGANG_AS_ZIMO, 0))) n[HK_EV_SELF_DRAW] = 1;
    if (chankan) n[HK_EV_ROBBING_KONG] = 1;
    if (f->tsumo && (sit & SP_SIT_RINSHAN) && f->nkongs_declared) {
        bool chain = (sit & SP_SIT_DOUBLE_RINSHAN) && f->nkongs_declared >= 2;
        if (chain && opt(c, O_GANGSHANGGANG_REQUIRES_REPLACEMENT_KONG, 0) && c->x && !c->x->chain_uses_replacement) chain = false;
        if (chain) n[HK_EV_KONG_ON_KONG] = 1;
        n[HK_EV_KONG_REPLACEMENT] = 1;
    }
    if (f->tsumo && (sit & SP_SIT_HAITEI) && !(sit & SP_SIT_RINSHAN)) n[HK_EV_LAST_TILE_DRAW] = 1;
    if (f->ron && (sit & SP_SIT_HOUTEI) && opt(c, O_HEDILAOYU, 1)) n[HK_EV_LAST_DISCARD] = 1;
    if ((sit & SP_SIT_TIANHU) && f->tsumo && f->seat == f->dealer) n[HK_EV_HEAVENLY_HAND] = 1;
    if ((sit & SP_SIT_DIHU) && !n[HK_EV_HEAVENLY_HAND]) {
        int p = pat_of(c, HK_EV_EARTHLY_HAND);
        if (p >= 0) {
            if (sp_pattern_param(&c->rs->patterns[p], "any_first_cycle_win", 0)) {
                n[HK_EV_EARTHLY_HAND] = 1;
            } else if (f->seat != f->dealer) {
                if ((f->ron && in->discarder == f->dealer) || (f->tsumo && opt(c, O_DIHU_NONDEALER_FIRST_ZIMO, 0)))
                    n[HK_EV_EARTHLY_HAND] = 1;
            }
        }
    }
    /* tile colours (core/patterns.h) */
    uint64_t held = f->held;
    if (sp_pattern_half_flush(held)) n[HK_EV_HALF_FLUSH] = 1;
    if (sp_pattern_full_flush(held)) n[HK_EV_FULL_FLUSH] = 1;
    if (sp_pattern_all_honours(held)) {
        if (opt(c, O_ZIYISE_AS_QINGYISE_DUIDUIHU, 0)) n[HK_EV_FULL_FLUSH] = 1;
        else n[HK_EV_ALL_HONOURS] = 1;
    }
    if (sp_pattern_all_terminals(held)) n[HK_EV_ALL_TERMINALS] = 1;
    if (cd->form == SP_FORM_ORPHANS) n[HK_EV_THIRTEEN_ORPHANS] = 1;
    if (regular && sp_pattern_terminals_honours(held)) n[HK_EV_TERMINALS_HONOURS] = 1;
    if (regular && sp_pattern_nine_gates(f->all, held, in->nmelds) && opt(c, O_JIUZILIANHUAN_ENABLED, 1))
        n[HK_EV_NINE_GATES] = 1;
    if (!regular) return;
    /* sets */
    int chows = 0, pungs = 0, kongs = 0, concealed_pungs = 0, dragons = 0, winds = 0;
    for (int i = 0; i < cd->nsets; i++) {
        const hk_set *s = &cd->sets[i];
        if (s->type == SET_CHOW) {
            chows++;
            continue;
        }
        pungs++;
        if (s->type == SET_KONG) kongs++;
        if (s->concealed) concealed_pungs++;
        if (sp_kind_is_dragon(s->kind)) dragons++;
        if (sp_kind_is_wind(s->kind)) {
            winds++;
            if (s->kind == SP_KIND_Z + f->seat) n[HK_EV_SEAT_WIND_PUNG] = 1;
            if (s->kind == SP_KIND_Z + f->round) n[HK_EV_ROUND_WIND_PUNG] = 1;
        }
    }
    n[HK_EV_DRAGON_PUNG] = (uint8_t)dragons;
    if (chows == 4) {
        bool ok = true;
        if (sp_kind_is_yaochu(cd->pair) && sp_kind_is_honor(cd->pair) && !opt(c, O_PINGHU_HONOUR_PAIR, 1)) ok = false;
        if (ok && opt(c, O_PINGHU_TWO_SIDED_ONLY, 0)) {
            /* the winning tile completes a run from two neighbours waiting on both ends */
            int num = cd->win_kind % 9; /* 0-based number of the run's lowest tile */
            ok = cd->win_group == SP_GROUP_RUN &&
                 ((cd->win_pos == 0 && num <= 5) || (cd->win_pos == 2 && num >= 1));
        }
        if (ok) n[HK_EV_ALL_CHOWS] = 1;
    }
    if (pungs == 4) n[HK_EV_ALL_PUNGS] = 1;
    if (dragons == 2 && cd->pair >= 0 && sp_kind_is_dragon(cd->pair)) n[HK_EV_LITTLE_DRAGONS] = 1;
    if (dragons == 3) n[HK_EV_BIG_DRAGONS] = 1;
    if (winds == 3 && cd->pair >= 0 && sp_kind_is_wind(cd->pair)) n[HK_EV_LITTLE_WINDS] = 1;
    if (winds == 4) n[HK_EV_BIG_WINDS] = 1;
    if (kongs == 4) n[HK_EV_FOUR_KONGS] = 1;
    if (concealed_pungs == 4) {
        int p = pat_of(c, HK_EV_FOUR_CONCEALED_PUNGS);
        bool ok = p >= 0;
        if (ok && f->ron) {
            if (sp_pattern_param(&c->rs->patterns[p], "self_draw_only", 0)) ok = false;
            if (!opt(c, O_KANKANHU_DANDING_DISCARD, 1)) ok = false;
        }
        if (ok) n[HK_EV_FOUR_CONCEALED_PUNGS] = 1;
    }
}

/* ---------------------------------------------------------------------------------------------
 * Stacking: hits -> scored patterns and the hand's value */

typedef struct {
    int16_t pattern, count;
    int32_t value;     /* per count */
    bool limit;
    bool dropped;
    int8_t ev;
} hk_item;

typedef struct {
    hk_item items[HK_EV_COUNT];
    int nitems;
    int32_t fan;       /* after the cap */
    int32_t raw;       /* before the cap */
    bool limit;        /* a limit hand decides the value */
    bool any_limit;    /* a limit hand is present */
    bool waive_min;    /* 天糊 / 地糊 */
} hk_value;

static bool is_flower_ev(int ev) { return ev == HK_EV_NO_FLOWERS || ev == HK_EV_OWN_FLOWER || ev == HK_EV_FLOWER_SERIES; }

static void resolve(hk_ctx *c, const hk_hits *h, hk_value *v)
{
    const sp_ruleset *rs = c->rs;
    v->nitems = 0;
    v->fan = v->raw = 0;
    v->limit = v->any_limit = v->waive_min = false;
    int nonflower = 0;
    for (int word = 0; word < 6; word++) {
      uint64_t w;
      memcpy(&w, h->cnt + 8 * word, 8);
      while (w) {
        int b = __builtin_ctzll(w) >> 3;
        w &= ~(0xFFull << (8 * b));
        int ev = 8 * word + b;
        int p = pat_of(c, ev);
        if (p < 0) continue;
        if (!is_flower_ev(ev) && ev != HK_EV_EIGHT_FLOWERS_HAND) nonflower++;
        const sp_pattern_def *d = &rs->patterns[p];
        hk_item *it = &v->items[v->nitems++];
        it->dropped = false;
        it->pattern = (int16_t)p;
        it->count = h->cnt[ev];
        it->ev = (int8_t)ev;
        it->value = d->value;
        it->limit = d->limit;
        hk_opt vo = value_option(ev);
        if (vo != O_COUNT && opt_index(c, vo) >= 0) {
            int32_t ov = opt_number(c, vo, d->value);
            if (ov < 0) {
                it->limit = true;
                it->value = c->limit_fan >= 0 ? c->limit_fan : param_int(c, "scoring.unlimited_limit_value", 13);
            } else {
                it->value = ov;
            }
        }
        if (ev == HK_EV_ALL_TERMINALS && opt_index(c, O_QINGYAOJIU_IS_LIMIT) >= 0) it->limit = opt(c, O_QINGYAOJIU_IS_LIMIT, 1) != 0;
        if (ev == HK_EV_FOUR_KONGS && opt_index(c, O_SHIBALUOHAN_IS_LIMIT) >= 0) it->limit = opt(c, O_SHIBALUOHAN_IS_LIMIT, 1) != 0;
      }
    }
    /* 八仙過海 needs another (non-flower) pattern */
    if (h->cnt[HK_EV_EIGHT_FLOWERS_HAND] && nonflower == 0)
        for (int i = 0; i < v->nitems; i++)
            if (v->items[i].ev == HK_EV_EIGHT_FLOWERS_HAND) v->items[i].dropped = true;
    /* implies / excludes */
    for (int i = 0; i < v->nitems; i++) {
        if (v->items[i].ev == HK_EV_EIGHT_FLOWERS_HAND && v->items[i].dropped) continue;
        const sp_pattern_def *d = &rs->patterns[v->items[i].pattern];
        for (int j = 0; j < v->nitems; j++) {
            if (j == i) continue;
            int q = v->items[j].pattern;
            for (int k = 0; k < d->nimplies; k++)
                if (d->implies[k] == q) v->items[j].dropped = true;
            for (int k = 0; k < d->nexcludes; k++)
                if (d->excludes[k] == q) v->items[j].dropped = true;
        }
    }
    int64_t O = 0, L = 0, sumL = 0;
    for (int i = 0; i < v->nitems; i++) {
        hk_item *it = &v->items[i];
        if (it->dropped) continue;
        int64_t t = (int64_t)it->value * it->count;
        if (it->ev == HK_EV_HEAVENLY_HAND || it->ev == HK_EV_EARTHLY_HAND) v->waive_min = true;
        if (it->limit) {
            v->any_limit = true;
            sumL += t;
            if (t > L) L = t;
        } else {
            O += t;
        }
    }
    if (c->limit_fan < 0) {
        v->fan = v->raw = (int32_t)(O + sumL);
        v->limit = false;
        return;
    }
    int64_t cap = c->limit_fan;
    int64_t cO = O < cap ? O : cap, cL = L < cap ? L : cap;
    if (v->any_limit && cL >= cO) {
        v->limit = true;
        v->fan = (int32_t)cL;
    } else {
        v->fan = (int32_t)cO;
    }
    v->raw = (int32_t)(O > L ? O : L);
    /* only what decides the value is listed */
    for (int i = 0; i < v->nitems; i++)
        if (!v->items[i].dropped && v->items[i].limit != v->limit) v->items[i].dropped = true;
}

static bool item_present(const hk_value *v, int ev)
{
    for (int i = 0; i < v->nitems; i++)
        if (v->items[i].ev == ev) return true;
    return false;
}

/* ---------------------------------------------------------------------------------------------
 * Liabilities */

typedef struct {
    int pattern; /* liability pattern, -1 none */
    int seat;
    int ev;
} hk_liab;

/* The first kong of the chain that ends in a kong-replacement win: meld index, -1 none. */
static int chain_first_kong(const sp_score_input *in, const hk_extra *x)
{
    if (in->nmelds == 0) return -1;
    int last = in->nmelds - 1;
    if (!sp_meld_is_kong(&in->melds[last])) return -1;
    if (x && x->rinshan_chain > 0) {
        int first = in->nmelds - x->rinshan_chain;
        return first < 0 ? 0 : first;
    }
    if (!(in->situation & SP_SIT_DOUBLE_RINSHAN)) return last;
    int first = last;
    while (first > 0 && sp_meld_is_kong(&in->melds[first - 1])) first--;
    return first;
}

static int minkan_source(const sp_score_input *in, int meld)
{
    if (meld < 0) return -1;
    const sp_meld *m = &in->melds[meld];
    return m->type == SP_MELD_MINKAN && m->from >= 0 && m->from != in->seat ? m->from : -1;
}

/* Claim liabilities inferred from the declared melds (order = declaration order). */
static int infer_claim_liabilities(hk_ctx *c, hk_liab *out, int max)
{
    const sp_score_input *in = c->in;
    int n = 0;
    int dragons = 0, winds = 0, kongs = 0;
    for (int i = 0; i < in->nmelds && n < max; i++) {
        const sp_meld *m = &in->melds[i];
        bool claimed = m->type != SP_MELD_ANKAN && m->from >= 0 && m->from != in->seat;
        bool pung = m->type != SP_MELD_CHI;
        if (pung && sp_kind_is_dragon(m->kind)) dragons++;
        if (pung && sp_kind_is_wind(m->kind)) winds++;
        if (sp_meld_is_kong(m)) kongs++;
        if (!claimed) continue;
        if (pung && sp_kind_is_dragon(m->kind) && dragons == 3 && pat_of(c, HK_EV_LIABLE_BIG_DRAGONS) >= 0)
            out[n++] = (hk_liab){pat_of(c, HK_EV_LIABLE_BIG_DRAGONS), m->from, HK_EV_LIABLE_BIG_DRAGONS};
        if (n < max && pung && sp_kind_is_wind(m->kind) && winds == 4 && pat_of(c, HK_EV_LIABLE_BIG_WINDS) >= 0)
            out[n++] = (hk_liab){pat_of(c, HK_EV_LIABLE_BIG_WINDS), m->from, HK_EV_LIABLE_BIG_WINDS};
        if (n < max && m->type == SP_MELD_MINKAN && kongs == 4 && pat_of(c, HK_EV_LIABLE_FOUR_KONGS) >= 0)
            out[n++] = (hk_liab){pat_of(c, HK_EV_LIABLE_FOUR_KONGS), m->from, HK_EV_LIABLE_FOUR_KONGS};
        if (n < max && i == 3 && m->kind < SP_KIND_Z && pat_of(c, HK_EV_LIABLE_FULL_FLUSH) >= 0) {
            int suit = m->kind / 9;
            bool same = true;
            for (int j = 0; j < 3; j++) same = same && in->melds[j].kind < SP_KIND_Z && in->melds[j].kind / 9 == suit;
            if (same) out[n++] = (hk_liab){pat_of(c, HK_EV_LIABLE_FULL_FLUSH), m->from, HK_EV_LIABLE_FULL_FLUSH};
        }
        if (n < max && i == 3 && pat_of(c, HK_EV_LIABLE_TWELVE_TILES) >= 0)
            out[n++] = (hk_liab){pat_of(c, HK_EV_LIABLE_TWELVE_TILES), m->from, HK_EV_LIABLE_TWELVE_TILES};
    }
    return n;
}

/* Whether a claim liability applies to the scored hand. */
static bool claim_applies(int ev, const hk_hits *h)
{
    switch (ev) {
    case HK_EV_LIABLE_FULL_FLUSH: return h->cnt[HK_EV_FULL_FLUSH] != 0;
    case HK_EV_LIABLE_BIG_DRAGONS: return h->cnt[HK_EV_BIG_DRAGONS] != 0;
    case HK_EV_LIABLE_BIG_WINDS: return h->cnt[HK_EV_BIG_WINDS] != 0;
    case HK_EV_LIABLE_FOUR_KONGS: return h->cnt[HK_EV_FOUR_KONGS] != 0;
    case HK_EV_LIABLE_TWELVE_TILES: return true;
    default: return false;
    }
}

/* A situation liability is on when its pattern is in the ruleset and its option (if the ruleset
 * has one) is on. */
static int situation_liability(hk_ctx *c, int ev, hk_opt gate)
{
    int p = pat_of(c, ev);
    if (p < 0) return -1;
    if (gate != O_COUNT && opt_index(c, gate) >= 0 && !opt(c, gate, 0)) return -1;
    return p;
}

/* ---------------------------------------------------------------------------------------------
 * Results */

static void add_items(sp_score_result *out, const hk_value *v)
{
    for (int i = 0; i < v->nitems; i++) {
        const hk_item *it = &v->items[i];
        if (it->dropped) continue;
        sp_result_add_pattern(out, it->pattern, it->count, it->value * it->count);
    }
}

/* The sheet's lines of what `seat` pays are for the pattern (a liability, the false win). */
static void lines_for(sp_score_result *out, int seat, int pattern)
{
    for (int i = 0; i < out->nlines; i++)
        if (out->lines[i].from == seat && out->lines[i].pattern < 0) out->lines[i].pattern = (int16_t)pattern;
}

static void set_liability(hk_ctx *c, sp_score_result *out, int pattern, int seat)
{
    sp_result_field *f = sp_result_add_field(out, "liability", SP_FIELD_ID_SEAT);
    snprintf(f->text, sizeof f->text, "%s", c->rs->patterns[pattern].id);
    f->value = seat;
    lines_for(out, seat, pattern);
}

/* A payment, and its line on the sheet (the hand's: pattern -1). */
static void pay(sp_score_result *out, int from, int to, int64_t amount) { sp_pay(out, -1, from, to, amount, 0); }

/* A hand's payments by the ruleset's payment strategies: price from a discarder, each from every
 * other player on a self-draw (or a robbed kong paid as one); the liable seat, when the hand has
 * a liability (pattern >= 0), pays what the strategy gives it, and the sheet says so. */
static void pay_hand(hk_ctx *c, sp_score_result *out, int64_t price, int64_t each, bool self_draw, int pattern, int seat)
{
    sp_win_price pr = {.discard = price, .self_draw = each, .base = 0};
    sp_win_payers who = {.self_draw = self_draw, .liable = pattern >= 0 ? seat : -1, .exempt = 0, .part = -1};
    if (sp_pay_win(&c->pay, c->in, &pr, &who, out)) set_liability(c, out, pattern, seat);
}

/* The false-win penalty (詐糊), when the ruleset has it and the option allows declaring freely. */
static void false_win(hk_ctx *c, sp_score_result *out)
{
    if (!opt(c, O_ALLOW_FALSE_WIN, 0)) return;
    int p = pat_of(c, HK_EV_FALSE_WIN);
    if (p < 0) return;
    const hk_prices *pr = prices(c);
    int f = c->limit_fan >= 0 ? c->limit_fan : param_int(c, "penalty.false_win_unlimited_fan", 13);
    int64_t each = price_selfdraw_each(pr, f);
    if (c->jisi) each = price_discard(pr, f) / 2;
    for (int s = 0; s < c->in->players; s++)
        if (s != c->in->seat) pay(out, c->in->seat, s, each);
    lines_for(out, c->in->seat, p);
    sp_result_field *fl = sp_result_add_field(out, "penalty", SP_FIELD_TEXT);
    snprintf(fl->text, sizeof fl->text, "%s", c->rs->patterns[p].id);
}

/* Not a valid win for reason (sp_score_reason, its numbers a and b): nothing paid but the
 * false-win penalty. */
static void invalid_args(hk_ctx *c, sp_score_result *out, int reason, int32_t a, int32_t b)
{
    sp_result_invalid(out, reason, a, b);
    memset(out->payments, 0, sizeof out->payments);
    out->nlines = 0;
    false_win(c, out);
}

static void invalid(hk_ctx *c, sp_score_result *out, int reason) { invalid_args(c, out, reason, 0, 0); }

static void below_minimum(hk_ctx *c, sp_score_result *out, int fan) { invalid_args(c, out, SP_REASON_HK_BELOW_MINIMUM, fan, c->min_fan); }

/* The discard price of a hand, with the 雞四 (jisi) 辣 prices. */
static int64_t hand_price(hk_ctx *c, const hk_value *v, const hk_hits *h)
{
    const hk_prices *pr = prices(c);
    if (c->jisi) {
        int32_t top = param_int(c, "presets.jisi.limit_fan", 4);
        int64_t base = price_discard(pr, top);
        if (v->any_limit) return base * param_int(c, "presets.jisi.limit_factor", 3);
        if (h->cnt[HK_EV_FULL_FLUSH] && pat_of(c, HK_EV_FULL_FLUSH) >= 0) return base * param_int(c, "presets.jisi.full_flush_factor", 2);
        return price_discard(pr, v->fan);
    }
    return price_discard(pr, v->fan);
}

/* ---------------------------------------------------------------------------------------------
 * Flower wins (花糊 / 大花糊 / 七搶一) */

static int flower_win(hk_ctx *c, sp_score_result *out)
{
    const sp_score_input *in = c->in;
    int bit = in->win_tile - SP_KIND_F;
    int n = __builtin_popcount(in->flowers);
    hk_hits h;
    memset(&h, 0, sizeof h);
    if (!c->use_flowers) {
        invalid(c, out, SP_REASON_HK_NO_FLOWERS);
        return 0;
    }
    if (in->win == SP_WIN_TSUMO) {
        if (!(in->flowers >> bit & 1)) {
            invalid(c, out, SP_REASON_HK_FLOWER_NOT_HELD);
            return 0;
        }
        bool dealer_tianhu = (in->situation & SP_SIT_TIANHU) && in->seat == in->dealer && opt(c, O_DEALER_INITIAL_HUAHU_IS_TIANHU, 0) &&
                             pat_of(c, HK_EV_HEAVENLY_HAND) >= 0 && n >= 7;
        int seven = pat_of(c, HK_EV_SEVEN_FLOWERS);
        if (dealer_tianhu) h.cnt[HK_EV_HEAVENLY_HAND] = 1;
        else if (n == 8 && pat_of(c, HK_EV_EIGHT_FLOWERS) >= 0) h.cnt[HK_EV_EIGHT_FLOWERS] = 1;
        else if (seven >= 0 && (n == 7 || (n == 8 && sp_pattern_param(&c->rs->patterns[seven], "also_eighth", 0))))
            h.cnt[HK_EV_SEVEN_FLOWERS] = 1;
    } else {
        /* 七搶一: another player exposed the 8th flower */
        bool others_ok = !in->seats[in->discarder].present || !in->seats[in->discarder].flowers ||
                         (in->seats[in->discarder].flowers >> bit & 1);
        if (n == 7 && !(in->flowers >> bit & 1) && others_ok && opt(c, O_HUAHU_WAIT_FOR_EIGHTH, 0) &&
            pat_of(c, HK_EV_SEVEN_ROB_ONE) >= 0)
            h.cnt[HK_EV_SEVEN_ROB_ONE] = 1;
    }
    hk_value v;
    resolve(c, &h, &v);
    if (v.nitems == 0) {
        invalid(c, out, SP_REASON_HK_FLOWER_COUNT);
        return 0;
    }
    out->fan = v.fan;
    out->limit = v.limit;
    add_items(out, &v);
    if (v.fan < c->min_fan && !v.waive_min) {
        below_minimum(c, out, v.fan);
        return 0;
    }
    out->valid = true;
    int64_t price = hand_price(c, &v, &h);
    if (in->win == SP_WIN_RON) {
        pay_hand(c, out, price, 0, false, -1, -1);
        return 0;
    }
    int64_t each = c->jisi ? price / 2 : price_selfdraw_each(prices(c), v.fan);
    int lp = situation_liability(c, HK_EV_LIABLE_FLOWER_WIN, O_HUAHU_MINKAN_LIABLE);
    int src = (in->situation & SP_SIT_RINSHAN) ? minkan_source(in, in->nmelds - 1) : -1;
    pay_hand(c, out, price, each, true, src >= 0 ? lp : -1, src);
    return 0;
}

/* ---------------------------------------------------------------------------------------------
 * The entry */

typedef struct {
    hk_ctx *c;
    const hk_facts *f;
    hk_cand cd;
    int nmeldsets;
    hk_value v[2];
    hk_hits h[2];
    hk_value *best, *cur;
    hk_hits *best_hits, *hits;
    bool have;
} hk_search;

static bool better(const hk_value *a, const hk_value *b);

/* Scores the current candidate (S->cd) and keeps it when it is the best so far. */
static void consider(hk_search *S)
{
    detect(S->c, S->f, &S->cd, S->hits);
    resolve(S->c, S->hits, S->cur);
    if (!S->have || better(S->cur, S->best)) {
        hk_value *tv = S->best;
        S->best = S->cur;
        S->cur = tv;
        hk_hits *th = S->best_hits;
        S->best_hits = S->hits;
        S->hits = th;
        S->have = true;
    }
}

/* One regular reading of the concealed tiles: every place of the winning tile in it. */
static void regular_reading(hk_search *S, const sp_reading *rd)
{
    const sp_score_input *in = S->c->in;
    const sp_group *groups = rd->groups;
    int w = in->win_tile;
    hk_cand *cd = &S->cd;
    cd->form = SP_FORM_REGULAR;
    int tried[5], nt = 0;
    for (int g = 0; g < rd->ngroups; g++) {
        int type = groups[g].type, kind = groups[g].kind;
        bool hit = type == SP_GROUP_RUN ? (w >= kind && w <= kind + 2) : w == kind;
        if (!hit) continue;
        bool dup = false;
        for (int j = 0; j < nt; j++)
            if (groups[tried[j]].type == type && groups[tried[j]].kind == kind) dup = true;
        if (dup) continue;
        tried[nt++] = g;
        int ns = S->nmeldsets;
        cd->pair = -1;
        cd->win_group = type;
        cd->win_kind = kind;
        cd->win_pos = type == SP_GROUP_RUN ? w - kind : 0;
        for (int k = 0; k < rd->ngroups; k++) {
            int t = groups[k].type;
            if (t == SP_GROUP_PAIR) {
                cd->pair = groups[k].kind;
                continue;
            }
            hk_set *s = &cd->sets[ns++];
            s->kind = groups[k].kind;
            s->type = t == SP_GROUP_RUN ? SET_CHOW : SET_PUNG;
            /* a pung completed by a claimed (or robbed) tile counts as exposed */
            s->concealed = !(t == SP_GROUP_TRIPLET && k == g && S->f->ron);
        }
        cd->nsets = ns;
        consider(S);
    }
}

/* sp_each_reading's callback: a regular reading by every place of the winning tile in it,
 * thirteen orphans as it is. */
static bool on_reading(void *ctx, const sp_reading *rd)
{
    hk_search *S = ctx;
    if (rd->form == SP_FORM_REGULAR) {
        regular_reading(S, rd);
        return false;
    }
    S->cd.form = SP_FORM_ORPHANS;
    S->cd.nsets = 0;
    S->cd.pair = -1;
    S->cd.win_group = -1;
    S->cd.win_kind = -1;
    S->cd.win_pos = 0;
    consider(S);
    return false;
}

static bool better(const hk_value *a, const hk_value *b)
{
    if (a->fan != b->fan) return a->fan > b->fan;
    return a->raw > b->raw;
}

/* The facts of the whole hand that the evaluators read (hk_score's first step). */
static void hand_facts(const hk_ctx *c, hk_facts *f)
{
    const sp_score_input *in = c->in;
    memset(f, 0, sizeof *f);
    memcpy(f->all, in->tiles, SP_KINDS);
    for (int i = 0; i < in->nmelds; i++) {
        const sp_meld *m = &in->melds[i];
        if (m->type == SP_MELD_CHI) {
            for (int k = 0; k < 3; k++) f->all[m->kind + k]++;
        } else {
            f->all[m->kind] += 3;
        }
        if (sp_meld_is_kong(m)) f->nkongs_declared++;
    }
    f->held = sp_held_kinds(f->all);
    f->tsumo = in->win == SP_WIN_TSUMO;
    f->ron = in->win == SP_WIN_RON;
    f->sit = in->situation;
    f->seat = in->seat;
    f->round = in->round;
    f->dealer = in->dealer;
    f->flowers = c->use_flowers ? in->flowers : 0;
}

/* Whether the best reading may win (hk_score's judge): robbing a concealed kong, 糊一不糊二,
 * the minimum; sets out->valid, or the reason and the penalty of a false win. */
static bool judge(hk_ctx *c, const hk_facts *f, const hk_value *best, const hk_hits *best_hits, sp_score_result *out)
{
    const sp_score_input *in = c->in;
    bool chankan = f->ron && (in->situation & SP_SIT_CHANKAN);
    if (chankan && c->x && c->x->robbed_kong == HK_ROB_ANKAN) {
        if (!best_hits->cnt[HK_EV_THIRTEEN_ORPHANS]) {
            invalid(c, out, SP_REASON_HK_ROB_CONCEALED_KONG);
            return false;
        }
        if (!opt(c, O_SHISANYAO_ROB_ANKAN, 1)) {
            invalid(c, out, SP_REASON_HK_ORPHANS_ROB_OFF);
            return false;
        }
    }
    if (f->ron && (in->situation & SP_SIT_PASSED_WIN) && opt(c, O_HUYI_BUHUER, 0) && pat_of(c, HK_EV_PASSED_WIN) >= 0) {
        invalid(c, out, SP_REASON_HK_PASSED_WIN);
        return false;
    }
    if (best->fan < c->min_fan && !best->waive_min) {
        below_minimum(c, out, best->fan);
        return false;
    }
    out->valid = true;
    return true;
}

/* Who is liable for the win (hk_score's liability step): claim liabilities in order of
 * establishment, then the kong ones; *robbed_pays_all when a robbed kong pays as a self-draw. */
static hk_liab liable_of(hk_ctx *c, const hk_facts *f, const hk_value *best, const hk_hits *best_hits, bool *robbed_pays_all)
{
    const sp_score_input *in = c->in;
    bool chankan = f->ron && (in->situation & SP_SIT_CHANKAN);
    hk_liab cand[HK_MAX_LIABLE + 4];
    int nl = 0;
    if (c->x && c->x->liable_given) {
        for (int i = 0; i < c->x->nliable && nl < HK_MAX_LIABLE; i++) {
            int ev = hk_pattern_evaluator(c->rs, c->x->liable[i].pattern);
            cand[nl++] = (hk_liab){c->x->liable[i].pattern, c->x->liable[i].seat, ev};
        }
    } else {
        nl = infer_claim_liabilities(c, cand, HK_MAX_LIABLE);
    }
    hk_liab L = {-1, -1, -1};
    for (int i = 0; i < nl && L.pattern < 0; i++)
        if (claim_applies(cand[i].ev, best_hits) && cand[i].seat >= 0 && cand[i].seat != in->seat) L = cand[i];
    *robbed_pays_all = false;
    if (L.pattern < 0 && f->tsumo && best_hits->cnt[HK_EV_KONG_REPLACEMENT]) {
        int src = minkan_source(in, chain_first_kong(in, c->x));
        if (src >= 0) {
            int p = -1;
            if (best_hits->cnt[HK_EV_KONG_ON_KONG] && item_present(best, HK_EV_KONG_ON_KONG))
                p = situation_liability(c, HK_EV_LIABLE_KONG_CHAIN, O_GANGSHANGGANG_MINKAN_LIABLE);
            if (p < 0) p = situation_liability(c, HK_EV_LIABLE_KONG_REPLACEMENT, O_GANGSHANGKAIHUA_MINKAN_LIABLE);
            if (p >= 0) L = (hk_liab){p, src, hk_pattern_evaluator(c->rs, p)};
        }
    }
    if (chankan) {
        int p = situation_liability(c, HK_EV_LIABLE_ROBBED_KONG, O_QIANGGANG_AS_ZIMO);
        if (p >= 0) {
            L = (hk_liab){p, in->discarder, HK_EV_LIABLE_ROBBED_KONG};
            *robbed_pays_all = true;
        }
    }
    return L;
}

/* The payments (hk_score's last step): a self-draw, or a robbed kong paid as one, by each other
 * seat or the liable one alone; a discard by the discarder, or shared with the liable player
 * where the ruleset's liability strategy is "half" (core/payments.h). */
static void settle(hk_ctx *c, const hk_facts *f, const hk_value *best, const hk_hits *best_hits, hk_liab L,
                   bool robbed_pays_all, sp_score_result *out)
{
    int64_t price = hand_price(c, best, best_hits);
    int64_t each = c->jisi ? price / 2 : price_selfdraw_each(prices(c), best->fan);
    pay_hand(c, out, price, each, f->tsumo || robbed_pays_all, L.pattern, L.seat);
}

_Static_assert(sizeof(sp_pay_rule) <= SP_MODEL_DATA, "the payment rule fits sp_ruleset.model_data");

int hk_prepare(sp_ruleset *rs, char *err, size_t errlen)
{
    if (sp_pay_rule_of(rs, (sp_pay_rule *)(void *)rs->model_data, err, errlen)) return -1;
    rs->model_prepared = true;
    return 0;
}

int hk_score(const hk_model_cfg *cfg, const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    hk_ctx c;
    if (in->rules->model_prepared) c.pay = *(const sp_pay_rule *)(const void *)in->rules->model_data;
    else if (sp_pay_rule_of(in->rules, &c.pay, err, errlen)) return -1;
    c.cfg = cfg;
    c.in = in;
    c.rs = in->rules;
    c.x = (const hk_extra *)in->extra;
    memset(c.pat, 0xFE, sizeof c.pat); /* every entry UNKNOWN */
    memset(c.opt, 0xFE, sizeof c.opt);
    c.use_flowers = in->rules->flowers && opt(&c, O_USE_FLOWERS, 1);
    const char *preset = opt_choice(&c, O_SCORING_PRESET);
    c.jisi = preset && !strcmp(preset, "jisi");
    if (c.jisi) {
        c.min_fan = param_int(&c, "presets.jisi.min_fan", 0);
        c.limit_fan = param_int(&c, "presets.jisi.limit_fan", 4);
    } else {
        c.min_fan = opt_index(&c, O_MIN_FAN) >= 0 ? opt(&c, O_MIN_FAN, 0) : param_int(&c, "scoring.min_fan", 0);
        c.limit_fan = opt_index(&c, O_LIMIT_FAN) >= 0 ? opt_number(&c, O_LIMIT_FAN, -1) : param_int(&c, "scoring.limit_fan", -1);
    }
    c.pr_ready = false;
    out->valid = false;

    if (in->win == SP_WIN_DRAW) {
        out->valid = true;
        sp_result_note(out, "no payments on an exhaustive draw");
        return 0;
    }
    if (in->win_tile >= SP_KIND_F) return flower_win(&c, out);

    hk_facts f;
    hand_facts(&c, &f);
    /* every reading, every place of the winning tile */
    hk_search S;
    S.c = &c;
    S.f = &f;
    S.have = false;
    S.best = &S.v[0];
    S.cur = &S.v[1];
    S.best_hits = &S.h[0];
    S.hits = &S.h[1];
    S.nmeldsets = 0;
    for (int i = 0; i < in->nmelds; i++) {
        const sp_meld *m = &in->melds[i];
        hk_set *st = &S.cd.sets[S.nmeldsets++];
        st->kind = m->kind;
        st->type = m->type == SP_MELD_CHI ? SET_CHOW : sp_meld_is_kong(m) ? SET_KONG : SET_PUNG;
        st->concealed = m->type == SP_MELD_ANKAN;
    }
    sp_hand h;
    memcpy(h.counts, in->tiles, SP_KINDS);
    h.melds = (uint8_t)in->nmelds;
    h.wildcards = 0;
    /* (the Hong Kong models know no seven pairs) */
    sp_each_reading(&h, in->rules->shapes & (SP_SHAPE_REGULAR | SP_SHAPE_ORPHANS), on_reading, &S);
    if (!S.have) {
        out->fan = 0;
        invalid(&c, out, SP_REASON_HK_INCOMPLETE);
        return 0;
    }
    const hk_value *best = S.best;
    const hk_hits *best_hits = S.best_hits;
    out->fan = best->fan;
    out->limit = best->limit;
    add_items(out, best);

    if (!judge(&c, &f, best, best_hits, out)) return 0;
    bool robbed_pays_all;
    hk_liab L = liable_of(&c, &f, best, best_hits, &robbed_pays_all);
    settle(&c, &f, best, best_hits, L, robbed_pays_all, out);
    return 0;
}

void hk_extra_init(hk_extra *x)
{
    memset(x, 0, sizeof *x);
    x->robbed_kong = HK_ROB_KAKAN;
    x->chain_uses_replacement = true;
}
