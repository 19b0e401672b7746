/* replay_files.h: the saved matches in the player's data folder, for the Replays screen - the
 * finished matches kept in replays/, the match in progress, the LAN host's replays and seats'
 * logs - newest first; and keeping a finished match there. */
#ifndef UI_REPLAY_FILES_H
#define UI_REPLAY_FILES_H

#include <stddef.h>
#include <time.h>

#include "ui/ui.h"

enum { UI_REPLAY_FILES_MAX = 64 };

typedef struct {
    char path[1200];
    const char *name;        /* the file's name within path */
    time_t when;             /* last written */
    /* what it holds, in the window's language (ui_replay_files_describe): "明將麻雀 · 6 hands ·
     * finished" and who sat where with their scores; title "" when it could not be read */
    char title[200];
    char detail[300];
} ui_replay_file;

/* Lists them into out (at most max), newest first; returns how many. */
int ui_replay_files(const ui_app *app, ui_replay_file *out, int max);
/* Fills f's title and detail from the file (a seat's LAN log says so; a file that cannot be
 * read leaves the title empty and the reason in detail). */
void ui_replay_files_describe(const ui_app *app, ui_replay_file *f);

/* Keeps the replay of the match that just ended as replays/match-DATE.json in the data folder
 * (the save of a finished match is removed: the replay stays). 0, or -1 with err. */
int ui_replay_keep_finished(const ui_app *app, char *err, size_t errlen);

/* A file opened from outside the data folder is imported: its text copied to replays/ there
 * under its name (unless one of that name is there). 0, or -1 with err. */
int ui_replay_import(const ui_app *app, const char *path, const char *text, char *err, size_t errlen);
/* The match log of the replay shown written to exports/ of the data folder; *out its path. */
int ui_replay_export_shown(const ui_app *app, char *out, size_t outlen, char *err, size_t errlen);

#endif
