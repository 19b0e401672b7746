/* game_hk_classic.c: the table hooks of the hk_classic model. */
#include "core/game_models.h"

const sp_game_hooks sp_game_hooks_hk_classic = {.model = "hk_classic"};
