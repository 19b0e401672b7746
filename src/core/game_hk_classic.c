/* game_hk_classic.c: the table hooks of the hk_classic model (shared with hk_xigu in
 * game_hk_common.c; the differences are options and ruleset data). */
#include "core/game_hk_common.h"

const sp_game_hooks sp_game_hooks_hk_classic = HK_GAME_HOOKS;
