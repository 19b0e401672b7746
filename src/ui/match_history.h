/* match_history.h: the window's side of the player's history (table/history.h) - each hand of
 * the player's matches, local or LAN, recorded once when it ends; the database opened when first
 * needed; a damaged one's setting aside and a database that cannot be written told once. */
#ifndef UI_MATCH_HISTORY_H
#define UI_MATCH_HISTORY_H

#include "table/history.h"
#include "ui/ui.h"

typedef struct ui_history {
    sp_history *db;          /* NULL until opened (or when there is no player's folder) */
    bool opened;             /* opening was tried */
    bool told;               /* the player was told it cannot be written (once a run) */
    char key[SP_HISTORY_KEY_LEN]; /* the match whose hand `hand` was recorded last, and when this */
    int hand;                     /* window first saw that match */
    int64_t started;
} ui_history;

/* Called every frame (ui_update): records the hand that has just ended, once. */
void ui_history_update(ui_app *app);
/* The history, opened when first asked for; NULL when there is none (no player's folder, or it
 * cannot be made). */
sp_history *ui_history_get(ui_app *app);
/* Writes what is kept in memory if it can, and closes. */
void ui_history_close(ui_app *app);

#endif
