/* rules_hk_common.h: the Hong Kong Old Style mechanics shared by the hk_classic and hk_xigu
 * scoring models (rules/hk-common.md): hand evaluation over every reading and wait
 * interpretation, the pattern evaluators, flower handling, 包牌 liabilities, price tables.
 *
 * The two models differ only in data (their .rules files: pattern lists, values, stacking links,
 * evaluator params, options, price tables) and in the few switches of hk_model_cfg. */
#ifndef SP_RULES_HK_COMMON_H
#define SP_RULES_HK_COMMON_H

#include <stdbool.h>
#include <stdint.h>

#include "core/model.h"
#include "core/score.h"

/* Evaluators, in the order of hk_evaluators[] (the pattern order of rules/hk-classic.rules,
 * which the lookups use as their first guess). */
typedef enum {
    HK_EV_NO_FLOWERS,
    HK_EV_OWN_FLOWER,
    HK_EV_FLOWER_SERIES,
    HK_EV_CONCEALED_HAND,
    HK_EV_ALL_CHOWS,
    HK_EV_SELF_DRAW,
    HK_EV_DRAGON_PUNG,
    HK_EV_SEAT_WIND_PUNG,
    HK_EV_ROUND_WIND_PUNG,
    HK_EV_ROBBING_KONG,
    HK_EV_KONG_REPLACEMENT,
    HK_EV_LAST_TILE_DRAW,
    HK_EV_LAST_DISCARD,
    HK_EV_TERMINALS_HONOURS,
    HK_EV_ALL_PUNGS,
    HK_EV_HALF_FLUSH,
    HK_EV_LITTLE_DRAGONS,
    HK_EV_LITTLE_WINDS,
    HK_EV_FULL_FLUSH,
    HK_EV_BIG_DRAGONS,
    HK_EV_FOUR_CONCEALED_PUNGS,
    HK_EV_KONG_ON_KONG,
    HK_EV_SEVEN_FLOWERS,
    HK_EV_EIGHT_FLOWERS,
    HK_EV_SEVEN_ROB_ONE,
    HK_EV_ALL_HONOURS,
    HK_EV_ALL_TERMINALS,
    HK_EV_NINE_GATES,
    HK_EV_HEAVENLY_HAND,
    HK_EV_EARTHLY_HAND,
    HK_EV_THIRTEEN_ORPHANS,
    HK_EV_BIG_WINDS,
    HK_EV_FOUR_KONGS,
    HK_EV_FALSE_WIN,
    HK_EV_PASSED_WIN,
    HK_EV_LIABLE_FULL_FLUSH,
    HK_EV_LIABLE_BIG_DRAGONS,
    HK_EV_LIABLE_BIG_WINDS,
    HK_EV_LIABLE_FOUR_KONGS,
    HK_EV_LIABLE_TWELVE_TILES,
    HK_EV_LIABLE_KONG_CHAIN,
    HK_EV_LIABLE_ROBBED_KONG,
    HK_EV_LIABLE_KONG_REPLACEMENT,
    HK_EV_LIABLE_FLOWER_WIN,
    HK_EV_EIGHT_FLOWERS_HAND,
    HK_EV_COUNT
} hk_evaluator;

/* NULL-terminated names of the evaluators above (both models know all of them). */
extern const char *const hk_evaluators[];
extern const sp_evaluator_rename hk_renamed[]; /* earlier names (model.h) */
/* The evaluator of a ruleset pattern, or -1. */
int hk_pattern_evaluator(const sp_ruleset *rs, int pattern);

enum { HK_MAX_LIABLE = 8 };
typedef enum { HK_ROB_KAKAN, HK_ROB_ANKAN } hk_robbed_kong;

/* The request fields both Hong Kong models add (in->extra; NULL = all defaults). */
typedef struct {
    bool liable_given;    /* the request listed the liabilities (else they are inferred from melds) */
    int nliable;
    struct {
        int16_t pattern;  /* a liability pattern of the ruleset */
        int8_t seat;
    } liable[HK_MAX_LIABLE]; /* in the order they were established */
    uint8_t robbed_kong;  /* hk_robbed_kong, read with situation chankan */
    int8_t rinshan_chain; /* kongs in the chain that ends in the win (trailing melds); 0 = not said */
    bool chain_uses_replacement; /* the second kong of a chain used the first kong's replacement */
} hk_extra;

void hk_extra_init(hk_extra *x);

/* What differs between the models beyond their data. */
typedef struct {
    /* self-draw payers pay a third of the ruleset's payment.selfdraw_total table (hk-xigu);
     * false: half the discard price (hk-classic) */
    bool selfdraw_table;
    /* the options the model reads from its ruleset (bits of the option list in
     * rules_hk_common.c, HK_OPTIONS_*); the others keep their defaults, so lookups stay cheap */
    uint64_t options;
} hk_model_cfg;

/* Option sets of the models (see the option list in rules_hk_common.c). */
#define HK_OPTIONS_CLASSIC ((1ull << 42) - 1)            /* use_flowers .. match_rounds */
#define HK_OPTIONS_XIGU (0x1Full << 40 | 1ull << 8)       /* draw_dealer_keeps .. fan18_corrected, shisanyao_rob_ankan */

int hk_score(const hk_model_cfg *cfg, const sp_score_input *in, sp_score_result *out, char *err, size_t errlen);
/* The models' preparer: the payment rule resolved once into rs->model_data (its factors are
 * parameter lookups, too slow for every score). 0, or -1 with err. */
int hk_prepare(sp_ruleset *rs, char *err, size_t errlen);

#endif
