/* random_bot.c: the random-legal computer player. */
#include "ai/random_bot.h"

int sp_random_bot_pick(const sp_action_list *legal, sp_rng *rng)
{
    for (int i = 0; i < legal->n; i++)
        if (legal->a[i].type == SP_ACT_HU) return i;
    return (int)sp_rng_below(rng, (uint32_t)legal->n);
}

sp_action sp_random_bot_choose(const sp_action_list *legal, sp_rng *rng)
{
    return legal->a[sp_random_bot_pick(legal, rng)];
}
