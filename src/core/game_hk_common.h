/* game_hk_common.h: the table hooks shared by the Hong Kong models hk_classic and hk_xigu
 * (rules/hk-common.md §4-§10, rules/hk-classic.md §2-§3, rules/hk-xigu.md §2-§3): 補花 in passes at
 * the deal, instant flower wins (花糊 / 大花糊), head-bump and 十三幺 priority, the kong chain
 * facts the scorer needs (槓上自摸 lost after a flower replacement, 槓上槓), 地胡 timing, dealer
 * rotation and the match's end. */
#ifndef SP_GAME_HK_COMMON_H
#define SP_GAME_HK_COMMON_H

#include "core/game.h"

void hk_game_match_start(sp_game *g);
void hk_game_deal_flowers(sp_game *g);
void hk_game_hand_start(sp_game *g);
int hk_game_winners(const sp_game *g, unsigned hu, int out[SP_SEATS]);
void hk_game_legal(const sp_game *g, int seat, sp_action_list *list);
void hk_game_apply(sp_game *g, int seat, const sp_action *a);
void hk_game_observe(sp_game *g, const sp_event *e);
void hk_game_score_extra(const sp_game *g, const sp_win_context *ctx, sp_score_input *in, void *extra);
void hk_game_hand_end(sp_game *g);
bool hk_game_flower_stop(sp_game *g, int seat);
bool hk_game_rob_ankan(const sp_game *g, int seat, int kind);

#define HK_GAME_HOOKS                                                                                            \
    {                                                                                                            \
        .match_start = hk_game_match_start, .hand_start = hk_game_hand_start, .deal_flowers = hk_game_deal_flowers, \
        .winners = hk_game_winners, .legal = hk_game_legal, .apply = hk_game_apply, .observe = hk_game_observe,    \
        .score_extra = hk_game_score_extra, .hand_end = hk_game_hand_end, .flower_stop = hk_game_flower_stop,     \
        .rob_ankan = hk_game_rob_ankan                                                                           \
    }

/* The two Hong Kong models' table hooks (their descriptors: rules_hk_classic.c, rules_hk_xigu.c). */
extern const sp_game_hooks sp_game_hooks_hk_classic;
extern const sp_game_hooks sp_game_hooks_hk_xigu;

#endif
