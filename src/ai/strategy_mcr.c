/* strategy_mcr.c: the hard and expert players' own plans for mcr (strategy.h). A win needs 8
 * fan without flowers (rules/mcr.md §6), which a plain hand seldom has: the common ways there
 * are a straight (清龙 16, 花龙 8), the same chow in three suits (三色三同顺 8) and seven pairs
 * (七对 24), beside the one-suit and all-pungs plans bot.c has for every model. Each target is
 * offered when the hand already holds most of its tiles. */
#include "ai/strategy.h"

#include <string.h>

/* What pursuing a target is worth (bot.c's plan bonus, in tiles of progress), by its fans,
 * and a plain hand's, which rarely reaches 8 fan on its own. Fitted in the arena (seed 7, 2,000
 * hands, hard against three normal): 0.7 / 0.45 / 0.5 for the targets gave hard 4.5 points a
 * hand, these 5.0; a plain hand at -0.8 instead of -0.5 changed nothing (4.5). */
/* A hand one tile from ready whose every reachable ready hand is below 8 fan counts one tile
 * further (same arena: 5.0 points a hand without, 5.1 at half a tile, 5.3 at one, 5.2 at two). */
static const double DEAD_END = 1.0;
static const double BONUS_16_FAN = 1.0, BONUS_8_FAN = 0.7, BONUS_PAIRS = 0.7, PLAIN = -0.5;

/* Tiles of the target the hand holds: a chow melded as itself counts whole; -1 when the melds
 * leave no room (more than one meld that is none of its chows). */
static int held_of(const uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, const uint8_t chows[3])
{
    bool used[4] = {false};
    int held = 0, other = nmelds;
    for (int i = 0; i < 3; i++) {
        int j = 0;
        while (j < nmelds && (used[j] || melds[j].type != SP_MELD_CHI || melds[j].kind != chows[i])) j++;
        if (j < nmelds) {
            used[j] = true;
            other--;
            held += 3;
            continue;
        }
        for (int d = 0; d < 3; d++) held += cnt[chows[i] + d] > 0;
    }
    return other > 1 ? -1 : held;
}

static int targets(const uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, sp_bot_target *out)
{
    sp_bot_target cand[3 + 6 + 7 + 1];
    int held[3 + 6 + 7 + 1], n = 0;
    static const uint8_t perm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int s = 0; s < 3; s++) /* 清龙: 123 456 789 of one suit */
        cand[n++] = (sp_bot_target){.chows = {(uint8_t)(s * 9), (uint8_t)(s * 9 + 3), (uint8_t)(s * 9 + 6)}, .bonus = BONUS_16_FAN};
    for (int i = 0; i < 6; i++) /* 花龙: 123, 456 and 789 in three suits */
        cand[n++] = (sp_bot_target){.chows = {(uint8_t)(perm[i][0] * 9), (uint8_t)(perm[i][1] * 9 + 3), (uint8_t)(perm[i][2] * 9 + 6)},
                                    .bonus = BONUS_8_FAN};
    for (int r = 0; r < 7; r++) /* 三色三同顺: one chow in each suit */
        cand[n++] = (sp_bot_target){.chows = {(uint8_t)r, (uint8_t)(9 + r), (uint8_t)(18 + r)}, .bonus = BONUS_8_FAN};
    for (int i = 0; i < n; i++) held[i] = held_of(cnt, nmelds, melds, cand[i].chows);
    if (nmelds == 0) { /* 七对: pairs held, as tiles towards fourteen */
        int pairs = 0;
        for (int k = 0; k < SP_KINDS; k++) pairs += cnt[k] >= 2;
        cand[n] = (sp_bot_target){.pairs = true, .bonus = BONUS_PAIRS};
        held[n++] = pairs >= 5 ? 9 - 2 * (7 - pairs) : -1; /* five pairs: as near as 7 of 9 */
    }
    /* the nearest few, holding at least six of their nine tiles */
    int m = 0;
    for (int want = 9; want >= 6 && m < SP_BOT_TARGETS; want--)
        for (int i = 0; i < n && m < SP_BOT_TARGETS; i++)
            if (held[i] == want) out[m++] = cand[i];
    return m;
}

const sp_bot_strategy sp_bot_strategy_mcr = {.targets = targets, .plain_bonus = PLAIN, .dead_end = DEAD_END};
