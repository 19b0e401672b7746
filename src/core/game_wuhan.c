/* game_wuhan.c: the table hooks of the wuhan model. */
#include "core/game_models.h"

const sp_game_hooks sp_game_hooks_wuhan = {.model = "wuhan"};
