/* game_wuhan.h: what the wuhan model's table hooks show to fronts and tests
 * (rules/wuhan-hongzhong.md §2). */
#ifndef SP_GAME_WUHAN_H
#define SP_GAME_WUHAN_H

#include <stdbool.h>

#include "core/game.h"
#include "core/model.h"

/* Whether a seat has made the openings (chi, pon, exposed kong) a win needs this hand (开口,
 * the ruleset file's win.must_open). */
bool sp_wuhan_opened(const sp_game *g, int seat);

/* The model's table hooks and explanations (its descriptor: rules_wuhan.c). */
extern const sp_game_hooks sp_game_hooks_wuhan;
extern const sp_explain_hooks sp_explain_wuhan;

#endif
