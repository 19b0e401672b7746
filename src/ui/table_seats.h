/* table_seats.h: drawing the seats on the table - rivers, hands, melds, flowers, one-tile
 * kongs - and the tiles in flight, all from the view seat's sp_view. */
#ifndef UI_TABLE_SEATS_H
#define UI_TABLE_SEATS_H

#include "core/game_view.h"
#include "ui/layout.h"
#include "ui/match.h"
#include "ui/ui.h"

enum { UI_ZONE_HAND = 1000, UI_ZONE_ACTION = 2000, UI_ZONE_PAUSE = 3000 };

/* The view seat's concealed tiles in display order (the drawn tile last when it stands apart);
 * returns how many, *apart set when the last one is shown apart. */
int ui_hand_tiles(ui_match *m, const sp_view *v, bool auto_sort, int16_t out[18], bool *apart);
/* A tile that moves while a tween runs, from where it was to where it goes, eased as
 * 1 - (1 - t)^power. */
typedef struct {
    int idx, flags, power;   /* sprite (kind or UI_SPR_BACK), ui_tile flags, easing */
    ui_placed from, to;
    uint64_t start;          /* the tween's start and length (ms) */
    int dur;
} ui_flying;

enum { UI_MAX_FLIGHTS = UI_MAX_TWEENS + 1 }; /* the tweens' tiles and the indicator */

/* What moves over the table's still image (ui/table_still.h), noted while the still part is
 * drawn: tiles in flight; and the river, meld or flower tile under the pointer, shown enlarged
 * over the seats. */
typedef struct {
    ui_flying f[UI_MAX_FLIGHTS];
    int n;
    int hover_idx;           /* -1 none */
    ui_placed hover;
} ui_flights;

/* Notes a tile that moves while tween w runs (drawn by ui_draw_flights, not by the caller);
 * false when the list is full (the caller then draws it where it goes). */
bool ui_flights_add(ui_flights *fl, const ui_tween *w, int idx, int flags, int power, ui_placed from, ui_placed to);
/* Draws every seat's still tiles (a tile in flight is left out, noted in fl, which the caller
 * starts empty), then the one under the pointer enlarged; `grey` marks kinds the human may not
 * discard now (bit per kind, or 0). */
void ui_draw_seats_still(ui_app *app, ui_layout *L, ui_match *m, const sp_view *v, uint64_t grey_mask, ui_flights *fl);
/* Draws fl's tiles in flight where they are at app->now. */
void ui_draw_flights(ui_app *app, const ui_flights *fl);
/* Local y of the top of a seat's tiles at position pos: its hand, or its flowers' row when it
 * has flowers (the row sits nearer the centre). */
float ui_seat_top(const ui_layout *L, const sp_view_seat *vs, int pos);
/* Words of calls by the seats (碰, 槓, 食糊, ...). */
void ui_draw_shouts(ui_app *app, const ui_layout *L, ui_match *m);
/* The label of an action type in the window's language. */
const char *ui_action_label(const ui_app *app, int type, bool self_drawn);
/* The same in the words of match m's ruleset (the match the window plays, or a replay's). */
const char *ui_action_label_of(const ui_app *app, const ui_match *m, int type, bool self_drawn);
/* The tile kinds a call button shows (a chow's three in order, a pung's or kong's one); returns
 * how many. */
int ui_action_tiles(const sp_action *a, int tiles[3]);
/* The name of a one-tile kong of `kind`: 红中杠, 赖子杠 or 皮子杠. */
const char *ui_special_label(const ui_app *app, const ui_match *m, int kind);

#endif
