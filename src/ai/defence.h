/* defence.h: the hard computer player's reading of its opponents (internal to src/ai).
 *
 * From one seat's view only: how likely each opponent is ready (a table per ruleset measured
 * from self-play, by the opponent's discards and open melds, with 报听 and a run of discarded
 * draws raising it), which tiles would complete a ready opponent's hand (wait shapes weighed
 * by the copies still unseen, so a tile whose neighbours are all visible is safer: kabe; the
 * opponent's own discards and the tiles passed since their last discard, which they did not
 * take, are safe; suji; an opponent on one suit; a declared void suit), and how many points
 * dealing into them costs compared with not dealing in (the ruleset's payments, raised for an
 * opponent showing a valuable hand). Guizhou and hk-xigu read the danger with a small network
 * fitted to self-play (ai/wait_model.h), hk-xigu with a fitted deal-in cost too. */
#ifndef SP_AI_DEFENCE_H
#define SP_AI_DEFENCE_H

#include "ai/wait_model.h"
#include "core/game_view.h"

typedef struct {
    double ready[SP_SEATS];   /* probability that the seat is ready now */
    double deal[SP_KINDS];    /* probability that discarding the kind deals into someone */
    double deal_into[SP_SEATS][SP_KINDS]; /* ... into that seat (0 for the view's own seat) */
    double loss[SP_KINDS];    /* expected points lost by discarding the kind */
    double win_value;         /* the ruleset's typical gain of one's own win, in its points */
    double claim_caution;     /* weight of deal[] when judging a call (tuned per ruleset) */
    double future;            /* weight of the danger of further discards when pushing on */
    double not_ready_weight;  /* weight of loss[] for a discard that leaves the hand not ready */
    double hot_deal[SP_KINDS]; /* Guizhou, on one's own turn: deal[] and loss[] as if the discard */
    double hot_loss[SP_KINDS]; /* were hot (after a kong; a kakan's tile, which anyone may rob) */
    double end_value;         /* >= 0: a ready hand is worth its own payments plus this (the
                               * others' wins its win prevents); < 0: never less than win_value */
} sp_defence;

/* unseen: copies of each kind not visible from the view's seat; `skip` kinds are never
 * discarded into a win (e.g. Wuhan's one-tile kong kinds). */
void sp_defence_read(const sp_view *v, const uint8_t unseen[SP_KINDS], uint64_t skip, sp_defence *out);
/* What the learned wait reading (ai/wait_model.h: Guizhou's and hk-xigu's danger) reads of opponent `seat`,
 * as sp_defence_read reads it; false for a seat that is not an opponent. */
bool sp_defence_wait_read(const sp_view *v, int seat, sp_wait_seat *out);
/* The probability that opponent `seat` is ready, as sp_defence_read estimates it. */
double sp_defence_ready(const sp_view *v, int seat);

#endif
