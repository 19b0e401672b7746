/* game_mingjiang.c: the table hooks of the mingjiang model. */
#include "core/game_models.h"

const sp_game_hooks sp_game_hooks_mingjiang = {.model = "mingjiang"};
