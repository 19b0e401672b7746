/* random_bot.h: the random-legal computer player (for simulations and invariant runs): it
 * always takes a win it is offered, otherwise picks uniformly among the legal actions; it never
 * declares a false win (詐糊, sp_action_list.false_win). */
#ifndef SP_RANDOM_BOT_H
#define SP_RANDOM_BOT_H

#include "core/game.h"
#include "core/rng.h"

sp_action sp_random_bot_choose(const sp_action_list *legal, sp_rng *rng);
/* The same choice as an index into legal (for sp_game_apply_listed). */
int sp_random_bot_pick(const sp_action_list *legal, sp_rng *rng);

#endif
