/* settings_file.c: reading and writing settings.txt. */
#include "app/settings_file.h"

#include <stdio.h>
#include <stdlib.h>

#include "table/replay.h"

bool app_settings_load(ui_settings *st, const char *pref_dir)
{
    ui_settings_default(st);
    if (!pref_dir[0]) return true;
    char path[1200];
    snprintf(path, sizeof path, "%ssettings.txt", pref_dir);
    FILE *f = fopen(path, "rb");
    if (!f) return true;
    char buf[4096];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    ui_settings tmp = *st;
    if (ui_settings_parse(&tmp, buf) == 0) {
        *st = tmp;
        return true;
    }
    /* a damaged file: keep what parsed cleanly, it is rewritten at the next change */
    *st = tmp;
    return false;
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
