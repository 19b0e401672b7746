/* game_hk_xigu.c: the table hooks of the hk_xigu model (shared with hk_classic in
 * game_hk_common.c: 補花 passes, 花胡, 十三么 priority over head-bump, any-first-cycle 地胡). */
#include "core/game_hk_common.h"

const sp_game_hooks sp_game_hooks_hk_xigu = HK_GAME_HOOKS;
