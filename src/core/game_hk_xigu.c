/* game_hk_xigu.c: the table hooks of the hk_xigu model. */
#include "core/game_models.h"

const sp_game_hooks sp_game_hooks_hk_xigu = {.model = "hk_xigu"};
