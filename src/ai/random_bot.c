/* random_bot.c: the random-legal computer player. */
#include "ai/random_bot.h"

/* A uniform pick among the actions other than a false win (詐糊: never declared). */
static int pick_skipping_false_win(const sp_action_list *legal, sp_rng *rng)
{
    int choices = 0;
    for (int i = 0; i < legal->n; i++) choices += legal->a[i].type != SP_ACT_HU;
    if (!choices) return 0;
    int r = (int)sp_rng_below(rng, (uint32_t)choices);
    for (int i = 0; i < legal->n; i++)
        if (legal->a[i].type != SP_ACT_HU && r-- == 0) return i;
    return 0;
}

int sp_random_bot_pick(const sp_action_list *legal, sp_rng *rng)
{
    for (int i = 0; i < legal->n; i++)
        if (legal->a[i].type == SP_ACT_HU) return legal->false_win ? pick_skipping_false_win(legal, rng) : i;
    return (int)sp_rng_below(rng, (uint32_t)legal->n);
}

sp_action sp_random_bot_choose(const sp_action_list *legal, sp_rng *rng)
{
    return legal->a[sp_random_bot_pick(legal, rng)];
}
