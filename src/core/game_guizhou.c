/* game_guizhou.c: the table hooks of the guizhou model. */
#include "core/game_models.h"

const sp_game_hooks sp_game_hooks_guizhou = {.model = "guizhou"};
