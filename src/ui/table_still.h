/* table_still.h: the table drawn in two passes. The still pass - felt, centre panel, rivers,
 * hands, melds, flowers, the tile under the pointer, name plates, calls' words: all that no
 * animation moves, a tile in flight left out - is drawn into a texture and drawn again only
 * when something it shows changes (its key: the view, the tweens running, the window's size,
 * the pointer, the selection, the grey mask, the settings, the language, the seats' names...);
 * each frame copies it and draws the moving pass over it (tiles in flight, the indicator
 * turning up). Without a texture (the renderer cannot draw into one) both passes are drawn
 * straight into the window. */
#ifndef UI_TABLE_STILL_H
#define UI_TABLE_STILL_H

#include "core/game_view.h"
#include "ui/layout.h"
#include "ui/match.h"
#include "ui/ui.h"

/* What the still pass draws besides felt, panel and seats. */
enum { UI_STILL_PLATES = 1, UI_STILL_SHOUTS = 2 };

/* Draws the table as it stands in the current viewport: felt (felt_src NULL: the window's felt
 * made at output size; else that part of app->felt, already drawn over the whole window by the
 * caller), centre panel, seats (grey_mask as ui_draw_seats_still), the `parts` asked for, then
 * what moves. L is left as the drawing of the seats leaves it (plate_y), the hand's zones are
 * added and m's hand positions set, whether the still pass was drawn again or not. */
void ui_table_still_draw(ui_app *app, ui_layout *L, ui_match *m, const sp_view *v, uint64_t grey_mask,
                         const SDL_Rect *felt_src, int parts);
/* The still image must be drawn again (the renderer's targets were reset); with `lost` the
 * texture itself is gone too (the device was reset). */
void ui_table_still_reset(ui_app *app, bool lost);
/* Frees the still image (before the renderer goes). */
void ui_table_still_free(ui_app *app);

#endif
