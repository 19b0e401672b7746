/* strategy.h: a scoring model's own plans for the hard and expert computer players (bot.c),
 * reached through the model's tuning record: the shapes its scoring favours, each a target the
 * hand is played towards beside bot.c's generic one-suit and all-pungs plans. A model without
 * one plays with those alone. */
#ifndef SP_AI_STRATEGY_H
#define SP_AI_STRATEGY_H

#include <stdbool.h>
#include <stdint.h>

#include "core/notation.h"
#include "core/tile.h"

/* A target: three chows (their lowest kinds) the hand is completed around, or seven pairs;
 * bonus: what pursuing it is worth, in tiles of progress (bot.c's plan bonus). */
typedef struct {
    bool pairs;
    uint8_t chows[3];
    double bonus;
} sp_bot_target;

enum { SP_BOT_TARGETS = 4 };

typedef struct {
    /* The targets worth weighing for a hand one short of complete (concealed counts, melds as
     * sp_meld kinds and types); at most SP_BOT_TARGETS, nearest first. */
    int (*targets)(const uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, sp_bot_target *out);
    /* the bonus of a plain hand (no target, no one-suit or all-pungs plan): below 0 where a
     * plain hand rarely reaches the minimum */
    double plain_bonus;
    /* how many tiles further a hand one tile from ready counts when no ready hand it can reach
     * scores a win (bot.c's look-ahead finds none): such a hand is a dead end, not near */
    double dead_end;
} sp_bot_strategy;

/* mcr (strategy_mcr.c): the 8-fan minimum's chow shapes and seven pairs. */
extern const sp_bot_strategy sp_bot_strategy_mcr;

#endif
