/* saves.h: the saved matches, one file each in the player's folder (app->saves_dir, which is
 * PREF/saves; "" turns the list off), listed
 * newest first on Resume. A new match gets a file of its own, so that it never replaces another
 * save; at most UI_SAVE_SLOTS are kept, and a new match when they are all taken asks before it
 * replaces the oldest. The single save of older versions (PREF/current-match.json) is moved
 * into the folder at start. */
#ifndef UI_SAVES_H
#define UI_SAVES_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "ui/ui.h"

/* Slots a new match may fill; the list shows up to UI_SAVES_LISTED (files copied in). */
enum { UI_SAVE_SLOTS = 8, UI_SAVES_LISTED = 64 };

typedef struct {
    char path[1100];
    time_t when;             /* last written */
    bool ok;                 /* it resumes (else error says why) */
    char error[300];
    char title[300];         /* "明將 · East round, hand 3" */
    char seats[400];         /* "You 1,020 · CPU 2 (Normal) 980 · …" */
} ui_save_info;

/* The saves, newest first (at most max); each read to describe it. Returns how many. */
int ui_saves_list(ui_app *app, ui_save_info *out, int max);
/* How many saves there are (files only: cheap enough for every frame of the title). */
int ui_saves_count(const ui_app *app);
/* The oldest, the newest save's path ("" none). */
void ui_saves_oldest(const ui_app *app, char *out, size_t len);
void ui_saves_newest(const ui_app *app, char *out, size_t len);
/* app->save_path becomes a new file for the match about to start (left alone when it is ""
 * - saving is off - or there is no saves folder). */
void ui_saves_new_slot(ui_app *app);
/* Makes the saves folder when it is not there yet. */
void ui_saves_make_dir(const ui_app *app);
/* Moves the single save of older versions into the saves folder. */
void ui_saves_migrate(ui_app *app);
/* "2026-11-27 16:40" of a time. */
void ui_saves_date(time_t when, char *out, size_t len);

#endif
