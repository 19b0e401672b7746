/* temp_sweep.h: the temporary files a killed program leaves. sp_write_file_atomic writes
 * NAME.PID-N.tmp beside NAME and renames it over NAME; a kill between the two leaves it there.
 * At start the program removes those of its folders' temporary files whose writer is gone: only
 * names of exactly that pattern, and only when no process of that PID is alive (another
 * window's write in progress is left alone). */
#ifndef APP_TEMP_SWEEP_H
#define APP_TEMP_SWEEP_H

#include <stdbool.h>

/* Whether name is a temporary file of sp_write_file_atomic ("….PID-N.tmp"); its PID in *pid. */
bool app_temp_name(const char *name, long *pid);
/* Removes dir's orphan temporary files (not in its subfolders). Returns how many were removed;
 * *kept (may be NULL) counts those left because their writer is alive. */
int app_sweep_temps(const char *dir, int *kept);

#endif
