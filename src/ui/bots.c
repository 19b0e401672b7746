/* bots.c: the table of computer-player levels and one seat's player (the expert in a thread). */
#include "ui/bots.h"

#include <SDL.h>
#include <stdlib.h>
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

/* An expert's decision being made in a thread: its own copy of the table and the question. */
struct ui_bot_worker {
    SDL_Thread *thread;
    atomic_int stop, done;
    sp_bot *bot;
    sp_game game;
    sp_view view;
    sp_action_list legal;
    uint32_t stamp;
    sp_action choice;
};

static int think(void *arg)
{
    struct ui_bot_worker *w = arg;
    w->bot->stop = &w->stop;
    sp_bot_watch(w->bot, &w->game);
    w->choice = sp_bot_choose(w->bot, &w->view, &w->legal);
    sp_bot_watch(w->bot, NULL);
    atomic_store(&w->done, 1);
    return 0;
}

void ui_bot_stop(ui_bot *b)
{
    if (!b->worker) return;
    atomic_store(&b->worker->stop, 1);
    SDL_WaitThread(b->worker->thread, NULL);
    free(b->worker);
    b->worker = NULL;
}

int ui_bot_poll(ui_bot *b, const sp_game *g, const sp_view *view, const sp_action_list *legal, sp_action *out)
{
    if (levels[b->level].ai_level != SP_BOT_EXPERT) {
        *out = ui_bot_choose(b, view, legal);
        return 1;
    }
    struct ui_bot_worker *w = b->worker;
    if (w && w->stamp != g->stamp) ui_bot_stop(b), w = NULL; /* the question changed */
    if (!w) {
        w = calloc(1, sizeof *w);
        if (!w) { /* (no memory for a copy of the table: hard's answer, at once) */
            *out = ui_bot_choose(b, view, legal);
            return 1;
        }
        memcpy(&w->game, g, sizeof w->game);
        w->view = *view;
        w->view.rules = g->rules;
        w->legal = *legal;
        w->stamp = g->stamp;
        w->bot = &b->bot;
        w->thread = SDL_CreateThread(think, "expert", w);
        if (!w->thread) {
            free(w);
            *out = ui_bot_choose(b, view, legal);
            return 1;
        }
        b->worker = w;
        return 0;
    }
    if (!atomic_load(&w->done)) return 0;
    *out = w->choice;
    ui_bot_stop(b);
    return 1;
}
