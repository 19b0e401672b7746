/* game_models.h: the table hooks of each scoring model (src/core/game_<model>.c). */
#ifndef SP_GAME_MODELS_H
#define SP_GAME_MODELS_H

#include "core/game.h"

extern const sp_game_hooks sp_game_hooks_mingjiang;
extern const sp_game_hooks sp_game_hooks_hk_classic;
extern const sp_game_hooks sp_game_hooks_hk_xigu;
extern const sp_game_hooks sp_game_hooks_guizhou;
extern const sp_game_hooks sp_game_hooks_wuhan;

#endif
