/* game_sample.h: a game as one seat might believe it to be - everything the seat sees kept, the
 * tiles it cannot see (the other seats' concealed tiles, the unseen wall) dealt anew at random.
 *
 * This is the determinization of a search (ai/evaluate.h): each sample is a full game that a
 * computer player can play to the hand's end. The tiles hidden from the seat are gathered in
 * the order of their identities (so where they really are says nothing) and dealt with the
 * sample's seed, respecting what the table shows: flowers stay in the wall (a hand sets them
 * aside at once), a seat that chose a void suit (定缺) and has discarded since holds none of it,
 * a seat that declared ready (报听) is dealt a ready hand. Which seats may answer a discard is
 * asked again of the new hands. Pure and deterministic: the same game, seat and seed give the
 * same sample, and two games that differ only in where the seat's hidden tiles lie give the
 * same samples (tests/test_evaluate.c). */
#ifndef SP_GAME_SAMPLE_H
#define SP_GAME_SAMPLE_H

#include <stdint.h>

#include "core/game.h"

/* Fills *out with a sample of g as `seat` sees it. Returns 0, or -1 when the phase is not one
 * a sample is made in (only the TURN, CLAIM and ROB phases: a set-up decision's other answers
 * live in the model's state) or seat is not a player. The event queue of *out starts empty. */
int sp_game_sample(const sp_game *g, int seat, uint64_t seed, sp_game *out);

/* As sp_game_sample, with a belief about the other seats: ready[p] (0..1, NULL: none) is the
 * chance that seat p, which declared nothing, holds a ready hand - the caller reads it from the
 * seat's view (ai/defence.h). Such a seat is then dealt a ready hand whose winning tile is none
 * of the kinds in its own river (a player does not wait on what it threw away) and that the
 * rules would let win on it, on the seat's discard or by drawing it. Without it the
 * other hands are dealt as they come, and a seat that has called three times and thrown safe
 * tiles for ten turns is seldom ready in the sample: the search would push into it. */
int sp_game_sample_believing(const sp_game *g, int seat, uint64_t seed, const double ready[SP_SEATS], sp_game *out);

/* As sp_game_sample_believing, with where each believed-ready seat waits: wait[p][k] (>= 0,
 * relative; NULL: no reading) weighs which tile of its ready hand is the one it waits on, so the
 * sample's waits lean to the kinds the caller reads as dangerous (ai/defence.h: wait shapes over
 * the unseen copies, suji, the learned reading). Kinds in the seat's own river are still never
 * its wait. All weights 0 for a seat: as without a reading. */
int sp_game_sample_reading(const sp_game *g, int seat, uint64_t seed, const double ready[SP_SEATS],
                           const double wait[SP_SEATS][SP_KINDS], sp_game *out);

#endif
