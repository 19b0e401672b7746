/* win_fx_chickens.h: 贵州's chickens paid for on the result screen - each chicken tile a seat
 * is paid for (in its hand, its melds, its pool of discards) found from the ruleset's chicken
 * patterns, the options in play and the turned tile (翻牌), then flown from its tile to the row
 * of the seat it is paid to while the CHICKENS stage plays (ui/win_timeline.h).
 *
 * What the view shows is all it reads: the seats that collect chickens are the winners and the
 * seats whose chicken part of the payments is a gain (a seat burned for not being ready
 * collects nothing; a seat that is paid for its chickens but pays as much for others' shows
 * none). 冲锋鸡 and 责任鸡 are the same tiles counted again: each tile flies once. */
#ifndef UI_WIN_FX_CHICKENS_H
#define UI_WIN_FX_CHICKENS_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game_view.h"
#include "core/score.h"
#include "ui/match.h"
#include "ui/ui.h"
#include "ui/win_timeline.h"

enum { UI_MAX_CHICKENS = 24 };

typedef enum { UI_CHICKEN_HAND, UI_CHICKEN_MELD, UI_CHICKEN_POOL } ui_chicken_from;

typedef struct {
    int n;
    struct {
        int8_t seat;    /* whose chicken: the seat it is paid to */
        uint8_t kind;
        uint8_t from;   /* ui_chicken_from */
        float x, y;     /* the centre of its tile on the screen, once placed */
        bool placed;
    } c[UI_MAX_CHICKENS];
    int turned;         /* the turned tile's kind (翻牌), -1 none or no turned chickens */
    float turned_x, turned_y; /* where the screen shows it (its top-left) */
} ui_chickens;

/* The chickens of a finished 贵州 hand whose breakdown br (sp_score_result.parts) has a
 * "chicken" part; none otherwise (n 0). Winners' first, then seat by seat. */
void ui_chickens_find(const ui_match *m, const sp_view *v, const sp_score_result *br, ui_chickens *out);
/* The chickens of `seat` of that kind and source take the place (x, y) one after the other
 * (the result screen places the winner's hand tiles it draws). */
void ui_chickens_place(ui_chickens *ch, int seat, int kind, ui_chicken_from from, float x, float y);
/* Draws the chickens at el ms: the tiles not placed on the sheet lie by their seat's plate,
 * each tile glows as its chicken takes off and the chicken flies to its seat's payment row (x
 * row_x, rows from row_y0, row_h apart, in seat order), where the flock waits until the
 * standings slide in. */
void ui_fx_chickens_draw(ui_app *app, const ui_match *m, const sp_view *v, const ui_win_timeline *t, int64_t el,
                         ui_chickens *ch, float row_x, float row_y0, float row_h);

#endif
