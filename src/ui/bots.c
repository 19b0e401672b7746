/* bots.c: the table of computer-player levels and one seat's player. */
#include "ui/bots.h"

#include <string.h>

#include "ai/random_bot.h"

static const ui_bot_level levels[] = {
    {"random", "level.random", -1},
    {"easy", "level.easy", SP_BOT_EASY},
    {"normal", "level.normal", SP_BOT_NORMAL},
    {"hard", "level.hard", SP_BOT_HARD},
    {"expert", "level.expert", SP_BOT_EXPERT},
};

int ui_bot_level_count(void) { return (int)(sizeof levels / sizeof *levels); }

const ui_bot_level *ui_bot_level_get(int i)
{
    return i >= 0 && i < ui_bot_level_count() ? &levels[i] : &levels[0];
}

int ui_bot_level_find(const char *id)
{
    for (int i = 0; i < ui_bot_level_count(); i++)
        if (!strcmp(levels[i].id, id)) return i;
    return 0;
}

void ui_bot_init(ui_bot *b, int level, uint64_t seed, const int32_t *options)
{
    memset(b, 0, sizeof *b);
    b->level = level >= 0 && level < ui_bot_level_count() ? level : 0;
    sp_rng_seed(&b->rng, seed);
    int ai = levels[b->level].ai_level;
    if (ai >= 0) sp_bot_init(&b->bot, ai, seed, options);
}

sp_action ui_bot_choose(ui_bot *b, const sp_view *view, const sp_action_list *legal)
{
    if (levels[b->level].ai_level < 0) return sp_random_bot_choose(legal, &b->rng);
    return sp_bot_choose(&b->bot, view, legal);
}
