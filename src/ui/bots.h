/* bots.h: the computer-player levels the window offers: the random player (the default while
 * src/ai's levels are being finished) and src/ai's easy, normal and hard bots. */
#ifndef UI_BOTS_H
#define UI_BOTS_H

#include "ai/bot.h"
#include "core/game.h"
#include "core/game_view.h"
#include "core/rng.h"

typedef struct {
    const char *id;          /* "random", "easy", ... */
    const char *name_key;    /* i18n key of its name */
    int ai_level;            /* sp_bot_level, -1 for the random player */
} ui_bot_level;

/* How many levels there are, and level i (0 <= i < count). */
int ui_bot_level_count(void);
const ui_bot_level *ui_bot_level_get(int i);
/* The index of a level id, 0 (the first) when unknown. */
int ui_bot_level_find(const char *id);

/* One seat's computer player. The expert thinks in a thread of its own (the window goes on
 * drawing): ui_bot_poll starts it and answers once it is done. */
typedef struct {
    int level;               /* index into the table */
    sp_rng rng;
    sp_bot bot;
    struct ui_bot_worker *worker; /* the expert's thinking in progress, NULL */
} ui_bot;

void ui_bot_init(ui_bot *b, int level, uint64_t seed, const int32_t *options);
sp_action ui_bot_choose(ui_bot *b, const sp_view *view, const sp_action_list *legal);
/* Whether the seat has decided on g's question (view, legal): 1 with *out, or 0 while the
 * expert still thinks (on a copy of g, so the table may move on; a question that changed is
 * thought about afresh). Every other level answers at once. */
int ui_bot_poll(ui_bot *b, const sp_game *g, const sp_view *view, const sp_action_list *legal, sp_action *out);
/* Stops a thinking expert and waits for its thread (leaving a match). */
void ui_bot_stop(ui_bot *b);

#endif
