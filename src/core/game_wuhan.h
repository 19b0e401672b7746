/* game_wuhan.h: what the wuhan model's table hooks show to fronts and tests
 * (rules/wuhan-hongzhong.md §2). */
#ifndef SP_GAME_WUHAN_H
#define SP_GAME_WUHAN_H

#include <stdbool.h>

#include "core/game.h"

/* Whether a seat has made the openings (chi, pon, exposed kong) a win needs this hand (开口,
 * the ruleset file's win.must_open). */
bool sp_wuhan_opened(const sp_game *g, int seat);

#endif
