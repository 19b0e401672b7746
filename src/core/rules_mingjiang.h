/* rules_mingjiang.h: the mingjiang scoring model (明將麻雀): its own request input, the tables
 * it resolves from a ruleset once, and the pure match-end and settlement functions that the
 * game engine calls after each hand.
 *
 * Spec: rules/mingjiang.md. Every number comes from the ruleset file (rules/mingjiang.rules):
 * pattern values, the base-point table, payment shares, the false-win penalty, the fan cap and
 * the match / settlement numbers. */
#ifndef SP_RULES_MINGJIANG_H
#define SP_RULES_MINGJIANG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/payments.h"
#include "core/score.h"

/* The model's pattern evaluators (the .rules file names them). */
typedef enum {
    MJ_EV_CONCEALED_HAND, MJ_EV_ALL_SIMPLES, MJ_EV_ALL_CHOWS, MJ_EV_HALF_FLUSH, MJ_EV_FULL_FLUSH, MJ_EV_TWO_SUITS,
    MJ_EV_FIVE_GROUPS, MJ_EV_CONCEALED_KONGS, MJ_EV_ALL_PUNGS, MJ_EV_THREE_CONCEALED_PUNGS, MJ_EV_VALUE_PUNGS,
    MJ_EV_LITTLE_DRAGONS, MJ_EV_BIG_DRAGONS, MJ_EV_MIXED_OUTSIDE, MJ_EV_PURE_OUTSIDE,
    MJ_EV_TERMINALS_HONOURS, MJ_EV_DOUBLE_CHOW, MJ_EV_TWO_DOUBLE_CHOWS, MJ_EV_TRIPLE_CHOW, MJ_EV_PURE_STRAIGHT,
    MJ_EV_HOG_PUNG_CHOW, MJ_EV_HOG_PAIR_TWO_CHOWS, MJ_EV_HOG_FOUR_CHOWS, MJ_EV_MIXED_TRIPLE_CHOW, MJ_EV_TRIPLE_PUNG,
    MJ_EV_KONG_REPLACEMENT, MJ_EV_ROBBING_KONG, MJ_EV_LAST_TILE_DRAW, MJ_EV_LAST_DISCARD, MJ_EV_SEVEN_PAIRS,
    /* limit hands */
    MJ_EV_HEAVENLY_HAND, MJ_EV_EARTHLY_HAND, MJ_EV_HUMAN_HAND, MJ_EV_BIG_WINDS, MJ_EV_LITTLE_WINDS,
    MJ_EV_ALL_HONOURS, MJ_EV_ALL_TERMINALS, MJ_EV_FOUR_KONGS, MJ_EV_THIRTEEN_ORPHANS, MJ_EV_NINE_GATES,
    MJ_EV_FOUR_CONCEALED_PUNGS, MJ_EV_FOUR_IDENTICAL_CHOWS,
    /* rules that decide a win without adding fan */
    MJ_EV_CHICKEN_HAND, MJ_EV_FURITEN, MJ_EV_PASSED_WIN, MJ_EV_SWAP_CALL, MJ_EV_HEAD_BUMP, MJ_EV_FALSE_WIN,
    MJ_EV_COUNT
} sp_mingjiang_evaluator;

enum { MJ_MAX_PATTERNS = 64, MJ_MAX_BASE = 32 };

/* What the model needs from a ruleset, resolved once (no string lookups on the hot path). */
typedef struct {
    const sp_ruleset *rules;          /* the ruleset these tables were built from */
    int npatterns;
    uint8_t ev[MJ_MAX_PATTERNS];      /* evaluator of each pattern */
    int32_t value[MJ_MAX_PATTERNS];   /* value per count */
    uint64_t removes[MJ_MAX_PATTERNS]; /* implies | excludes, as a mask of pattern indices */
    uint64_t limit_mask;              /* patterns that are limit hands */
    int16_t pattern_of[MJ_EV_COUNT];  /* first pattern using each evaluator, -1 if none */
    uint64_t ev_patterns[MJ_EV_COUNT]; /* every pattern using each evaluator */
    /* value_pungs parameters: fan units per dragon / seat-wind / round-wind pung, and for a
     * pung of the wind that is both seat and round wind */
    int32_t fanpai_dragon, fanpai_seat, fanpai_round, fanpai_double;
    /* options (indices into sp_score_input.options, -1 if absent) */
    int opt_chicken_scheme, opt_zhenting_zimo;
    bool chicken_scheme_choice;       /* chicken_scheme is a choice option (else an int) */
    uint8_t scheme_of_choice[12];     /* chicken_scheme: scheme number of each choice */
    /* numbers */
    int32_t min_fan, fan_cap;
    int nbase;
    int32_t base[MJ_MAX_BASE];
    sp_pay_rule pay;                  /* who pays a win (core/payments.h) */
    int32_t false_win_each, chicken_draw_at;
    int32_t start_points, return_points, hands_per_round, rounds, extension_rounds, limit_ends_match, negative_below;
} sp_mingjiang_tables;

/* Builds the tables of a ruleset whose model is mingjiang. Returns 0, or -1 with err set (a
 * pattern list longer than MJ_MAX_PATTERNS, a missing number). */
int sp_mingjiang_prepare(const sp_ruleset *rs, sp_mingjiang_tables *t, char *err, size_t errlen);

/* Prepares the tables into rs->model_data (called through sp_model_prepare when a
 * ruleset file is loaded); the model then scores without building them per call. */
int sp_mingjiang_prepare_ruleset(sp_ruleset *rs, char *err, size_t errlen);

/* The model's own request fields (sp_score_input.extra points at one of these; may be NULL). */
typedef struct {
    uint8_t chicken_winners;  /* bit per seat: players frozen by an earlier chicken win this hand */
    int8_t hand;              /* number of the hand within its round, 1..4; 0 when unknown */
    /* tables built by sp_mingjiang_prepare for in->rules, or NULL: then the model uses the
     * ones prepared when the ruleset was loaded (sp_ruleset.model_data), or builds them on
     * every call (slower) for a ruleset that was not prepared */
    const sp_mingjiang_tables *tables;
} sp_mingjiang_input;

/* After a hand's payments: does the match end now? scores are the standings after the hand,
 * by seat; limit_won: a limit hand was won (and paid); round: 0 East, 1 South, 2 West;
 * hand: 1..4 within the round, 0 when unknown (then the end-of-round checks are skipped).
 * *west_round_starts (may be NULL) says whether the next hand opens the West extension. */
bool sp_mingjiang_match_ends(const sp_mingjiang_tables *t, const int32_t scores[SP_SEATS], bool limit_won, int round,
                             int hand, bool *west_round_starts);

/* End-of-match settlement (埋數). scores: final scores by player index 0..3, where index
 * (start_dealer + k) % 4 is the player who sat k seats after the starting dealer (起莊) in
 * hand E1 (k = 0 the starting dealer, 1 his 下家, 2 the opposite player, 3 his 上家); ties are
 * ranked in that order. ranking[0..3] receives the player indices, first place first;
 * results[player]: 2nd to 4th get score - return_points, 1st gets minus the sum of the others. */
void sp_mingjiang_settle(const int32_t scores[SP_SEATS], int start_dealer, int32_t return_points,
                         int32_t results[SP_SEATS], int ranking[SP_SEATS]);

#endif
