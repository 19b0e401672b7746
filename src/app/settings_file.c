/* settings_file.c: reading and writing settings.txt. */
#include "app/settings_file.h"

#include <stdio.h>
#include <stdlib.h>

#include "table/read_file.h"
#include "table/replay.h"

bool app_settings_load(ui_settings *st, const char *pref_dir)
{
    ui_settings_default(st);
    if (!pref_dir[0]) return true;
    char path[1200];
    snprintf(path, sizeof path, "%ssettings.txt", pref_dir);
    /* a regular file of at most 64 KB, read without blocking (a FIFO named settings.txt
     * must not hang the start) */
    char err[1300];
    sp_file_status status;
    char *buf = sp_read_file_status(path, (size_t)64 << 10, "a settings file", NULL, &status, err, sizeof err);
    if (!buf) return status == SP_FILE_CANNOT_OPEN; /* none yet: the defaults */
    ui_settings tmp = *st;
    int bad = ui_settings_parse(&tmp, buf);
    free(buf);
    /* a damaged file: keep what parsed cleanly, it is rewritten at the next change */
    *st = tmp;
    return bad == 0;
}

void app_settings_save(ui_app *app)
{
    if (!app->pref_dir[0]) return;
    char path[1200], buf[1024], err[300];
    snprintf(path, sizeof path, "%ssettings.txt", app->pref_dir);
    int n = ui_settings_format(&app->settings, buf, sizeof buf);
    if (n < 0 || (size_t)n >= sizeof buf) return;
    if (sp_write_file_atomic(path, buf, (size_t)n, err, sizeof err)) ui_error(app, "msg.write_failed", err);
}
