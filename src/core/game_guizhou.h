/* game_guizhou.h: what the guizhou model's table hooks show to fronts and tests
 * (rules/guizhou-xingyi.md §2). */
#ifndef SP_GAME_GUIZHOU_H
#define SP_GAME_GUIZHOU_H

#include <stdbool.h>

#include "core/game.h"
#include "core/model.h"

/* SP_EV_MODEL codes (event.a) of the guizhou model. */
enum {
    SP_GZ_EV_TURNED = 1,  /* tile = the tile turned at the wall head when a hand ends with a win (翻牌) */
    SP_GZ_EV_CHICKEN = 2  /* b = a 翻牌鸡 kind decided by the turned tile (tile = the turned tile) */
};

/* The 定缺 suit of a seat this hand (0 m, 1 p, 2 s), -1 none. */
int sp_guizhou_missing_suit(const sp_game *g, int seat);
/* Whether a seat has declared 报听 this hand (its first discard made). */
bool sp_guizhou_baoting(const sp_game *g, int seat);
/* Whether a seat is under the 过胡 restriction this hand. */
bool sp_guizhou_passed_win(const sp_game *g, int seat);
/* The bean kind (sp_gz_bean) of a seat's meld, 0 for a pon. */
int sp_guizhou_bean(const sp_game *g, int seat, int meld);

/* The model's table hooks and explanations (its descriptor: rules_guizhou.c). */
extern const sp_game_hooks sp_game_hooks_guizhou;
extern const sp_explain_hooks sp_explain_guizhou;

#endif
