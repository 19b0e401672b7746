/* random_bot.c: the random-legal computer player. */
#include "ai/random_bot.h"

int sp_random_bot_pick(const sp_action_list *legal, sp_rng *rng)
{
    int choices = legal->n;
    for (int i = 0; i < legal->n; i++) {
        if (legal->a[i].type != SP_ACT_HU) continue;
        if (!legal->false_win) return i;
        choices--; /* a false win (詐糊) is never chosen */
    }
    if (choices <= 0) return 0;
    int r = (int)sp_rng_below(rng, (uint32_t)choices);
    for (int i = 0; i < legal->n; i++) {
        if (legal->false_win && legal->a[i].type == SP_ACT_HU) continue;
        if (r-- == 0) return i;
    }
    return 0;
}

sp_action sp_random_bot_choose(const sp_action_list *legal, sp_rng *rng)
{
    return legal->a[sp_random_bot_pick(legal, rng)];
}
