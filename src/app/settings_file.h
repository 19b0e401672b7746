/* settings_file.h: the settings file in the player's folder. */
#ifndef APP_SETTINGS_FILE_H
#define APP_SETTINGS_FILE_H

#include <stdbool.h>

#include "ui/ui.h"

/* Loads pref_dir/settings.txt over the defaults; false when the file existed but was damaged
 * (the defaults are then used for what could not be read). */
bool app_settings_load(ui_settings *st, const char *pref_dir);
/* Writes the settings (atomically); the ui's save hook. */
void app_settings_save(ui_app *app);

#endif
