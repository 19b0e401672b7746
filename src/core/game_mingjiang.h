/* game_mingjiang.h: the mingjiang table hooks' own state and events (src/core/game_mingjiang.c).
 *
 * Frozen chicken winners (scheme 1) are `out` in the engine; the out_turn hook makes them draw
 * and discard at once, unclaimable. A chicken winner on a discard takes the tile
 * (rules/mingjiang.md §3.3): it is marked taken (SP_RIVER_CLAIMED) in the discarder's river and
 * joins the winner's concealed tiles, 14 with his melds (a kong tile robbed by a chicken win stays
 * with the win, as any robbed tile). The third chicken win ends the hand with outcome kind
 * SP_END_ABORTIVE (a drawn hand, nobody pays).
 *
 * Spec: rules/mingjiang.md §2 (table flow), §3 (legal wins). The state lives in
 * sp_game.model; read it with sp_mingjiang_state. */
#ifndef SP_GAME_MINGJIANG_H
#define SP_GAME_MINGJIANG_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game.h"
#include "core/model.h"

/* Codes of the model's SP_EV_MODEL events (public; seat = the player concerned). */
enum {
    SP_MJ_EV_CHICKEN = 1,   /* seat won a chicken hand (scheme 1): frozen for the rest of the hand;
                             * b = chicken wins so far this hand */
    SP_MJ_EV_DEAD = 2       /* seat broke the swap-call ban (食替) with the discarded tile: dead */
};

typedef struct {
    uint8_t frozen;          /* bit per seat: chicken winners of this hand (sp_mingjiang_input.chicken_winners) */
    uint8_t dead;            /* bit per seat: 食替 violators, any win of theirs is a false win (with
                              * declare_assist on, sp_game_seat.dead is set too: no win offered) */
    uint8_t passed;          /* bit per seat: in 過水 until the seat's next draw */
    uint8_t pass_pending;    /* seats the discard on the table would complete (過水 once it is passed) */
    int8_t pass_from;        /* who made that discard, -1 */
    int8_t swap_seat;        /* the seat that just chowed / punged and has not discarded yet, -1 */
    int8_t swap_kind;        /* the kind it claimed */
    bool assist;             /* option declare_assist: offer only wins that are not false */
    int8_t ranking[SP_SEATS];/* the final ranking (seats, first place first) once the match ended */
} sp_mingjiang_state;

static inline const sp_mingjiang_state *sp_mingjiang_state_of(const sp_game *g)
{
    return (const sp_mingjiang_state *)(const void *)g->model;
}

/* The model's table hooks and explanations (its descriptor: rules_mingjiang.c). */
extern const sp_game_hooks sp_game_hooks_mingjiang;
extern const sp_explain_hooks sp_explain_mingjiang;

#endif
