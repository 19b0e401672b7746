/* rules_mcr.h: the mcr scoring model (国标麻将, Chinese Official / Mahjong Competition Rules;
 * rules/mcr.md): its evaluators, its extra score input, the fan search (rules_mcr_fans.c) and the
 * hand shapes of its own (全不靠, 组合龙) that the table asks about. */
#ifndef SP_RULES_MCR_H
#define SP_RULES_MCR_H

#include <stdbool.h>
#include <stdint.h>

#include "core/payments.h"
#include "core/score.h"

/* The evaluators, in the order of rules/mcr.rules (highest value first). */
typedef enum {
    MCR_BIG_WINDS, MCR_BIG_DRAGONS, MCR_ALL_GREEN, MCR_NINE_GATES, MCR_FOUR_KONGS, MCR_SEVEN_SHIFTED_PAIRS,
    MCR_THIRTEEN_ORPHANS, MCR_ALL_TERMINALS, MCR_LITTLE_WINDS, MCR_LITTLE_DRAGONS, MCR_ALL_HONOURS,
    MCR_FOUR_CONCEALED_PUNGS, MCR_PURE_TERMINAL_CHOWS, MCR_QUADRUPLE_CHOW, MCR_FOUR_SHIFTED_PUNGS,
    MCR_FOUR_SHIFTED_CHOWS, MCR_THREE_KONGS, MCR_TERMINALS_HONOURS, MCR_SEVEN_PAIRS, MCR_GREATER_KNITTED,
    MCR_ALL_EVEN_PUNGS, MCR_FULL_FLUSH, MCR_PURE_TRIPLE_CHOW, MCR_PURE_SHIFTED_PUNGS, MCR_UPPER_TILES,
    MCR_MIDDLE_TILES, MCR_LOWER_TILES, MCR_PURE_STRAIGHT, MCR_MIXED_TERMINAL_CHOWS, MCR_PURE_SHIFTED_CHOWS,
    MCR_ALL_FIVES, MCR_TRIPLE_PUNG, MCR_THREE_CONCEALED_PUNGS, MCR_LESSER_KNITTED, MCR_KNITTED_STRAIGHT,
    MCR_UPPER_FOUR, MCR_LOWER_FOUR, MCR_THREE_WIND_PUNGS, MCR_MIXED_STRAIGHT, MCR_REVERSIBLE_TILES,
    MCR_MIXED_TRIPLE_CHOW, MCR_MIXED_SHIFTED_PUNGS, MCR_CHICKEN_HAND, MCR_LAST_TILE_DRAW, MCR_LAST_DISCARD,
    MCR_KONG_REPLACEMENT, MCR_ROBBING_KONG, MCR_ALL_PUNGS, MCR_HALF_FLUSH, MCR_MIXED_SHIFTED_CHOWS,
    MCR_ALL_TYPES, MCR_MELDED_HAND, MCR_TWO_CONCEALED_KONGS, MCR_TWO_DRAGON_PUNGS, MCR_OUTSIDE_HAND,
    MCR_FULLY_CONCEALED, MCR_TWO_MELDED_KONGS, MCR_LAST_COPY, MCR_DRAGON_PUNG, MCR_ROUND_WIND_PUNG,
    MCR_SEAT_WIND_PUNG, MCR_CONCEALED_HAND, MCR_ALL_CHOWS, MCR_TILE_HOG, MCR_DOUBLE_PUNG,
    MCR_TWO_CONCEALED_PUNGS, MCR_CONCEALED_KONG, MCR_ALL_SIMPLES, MCR_PURE_DOUBLE_CHOW, MCR_MIXED_DOUBLE_CHOW,
    MCR_SHORT_STRAIGHT, MCR_TWO_TERMINAL_CHOWS, MCR_TERMINAL_HONOUR_PUNG, MCR_MELDED_KONG, MCR_VOIDED_SUIT,
    MCR_NO_HONOURS, MCR_EDGE_WAIT, MCR_CLOSED_WAIT, MCR_SINGLE_WAIT, MCR_SELF_DRAW, MCR_FLOWERS,
    MCR_NEV
} mcr_ev;

extern const char *const sp_mcr_evaluators[MCR_NEV + 1];

/* The model's extra input (in->extra; NULL reads as all false). */
typedef struct {
    bool last_copy; /* 和绝张: the three other copies of the winning tile were in sight (rivers, melds) */
} sp_mcr_extra;

/* What the model resolved from the ruleset when it was loaded (rs->model_data). */
typedef struct {
    int8_t pattern[MCR_NEV];          /* pattern index of each evaluator, -1 when the file leaves it out */
    int32_t value[SP_MAX_PATTERNS];
    uint64_t implies[SP_MAX_PATTERNS][2]; /* bit p: pattern p is not counted beside this one */
    int8_t opt_min_fan;               /* option index, -1 none */
    int32_t base;                     /* payment.base */
    sp_pay_rule pay;                  /* who pays (core/payments.h) */
} sp_mcr_tables;

/* The hand being scored, as the fan search sees it. */
typedef struct {
    uint8_t conc[SP_KINDS];  /* concealed tiles, the winning tile included */
    uint8_t all[SP_KINDS];   /* every tile of the hand (a kong's four) */
    int nmelds;
    sp_meld melds[4];
    int win;                 /* winning kind */
    bool tsumo;
    unsigned situation;      /* sp_situation bits */
    bool last_copy;
    int seat_wind, round_wind; /* kinds (27..30) */
    int flowers;
} mcr_hand;

/* The best reading's fans: count per evaluator, and the total (flowers included) and the total
 * without flowers; `form` is 0 when the tiles make no winning hand. */
typedef struct {
    uint8_t count[MCR_NEV];
    int32_t total, without_flowers;
    bool complete;
} mcr_fans;

/* Finds the reading of the hand with the highest total (rules/mcr.md §5). */
void mcr_best_fans(const sp_mcr_tables *t, const mcr_hand *h, mcr_fans *out);

/* Whether 14 concealed tiles (no melds) are 全不靠 / 七星不靠 (rules/mcr.md §4.3). */
bool mcr_is_knitted_honours(const uint8_t c[SP_KINDS]);
/* Whether the concealed tiles (14 - 3 x melds) with `melds` declared sets make 组合龙 + a set +
 * a pair (rules/mcr.md §4.4). */
bool mcr_is_knitted_straight_hand(const uint8_t c[SP_KINDS], int melds);
/* Whether one more tile could complete a knitted shape with these counts (13 - 3 x melds
 * tiles): no melds and no kind twice (全不靠), or at most one meld and 8 of a knitted
 * straight's 9 kinds held (组合龙). False rules both shapes out; true only allows them. */
bool mcr_may_complete_knitted(const uint8_t c[SP_KINDS], int melds);

#endif
