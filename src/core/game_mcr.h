/* game_mcr.h: the table hooks of the mcr model (rules/mcr.md §2-§3, §8): the hand shapes of its
 * own at the table (全不靠, 组合龙), what the scorer needs to know of the win (和绝张, 杠上开花),
 * and the 16-hand match without dealer repeats. */
#ifndef SP_GAME_MCR_H
#define SP_GAME_MCR_H

#include "core/game.h"

/* The model's table hooks (its descriptor: rules_mcr.c). */
extern const sp_game_hooks sp_game_hooks_mcr;

#endif
