/* game_wuhan.h: what the wuhan model's table hooks show to fronts and tests. */
#ifndef SP_GAME_WUHAN_H
#define SP_GAME_WUHAN_H

#include <stdint.h>

#include "core/game.h"

/* The kinds played only as one-tile kongs this hand (红中, the 赖子, the 皮): bit per kind. */
uint64_t sp_wuhan_special_kinds(const sp_game *g);

#endif
