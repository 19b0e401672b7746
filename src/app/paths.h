/* paths.h: where the game finds its data (assets/, fonts/) and keeps the player's files
 * (settings, the match in progress). */
#ifndef APP_PATHS_H
#define APP_PATHS_H

#include <stddef.h>

/* The assets folder: $SPARROW_ASSETS_DIR, the data folder beside the program (sp_data_beside:
 * ../share/sparrow/assets on Linux), the source tree, the configured install folder - the
 * first holding tiles/1m.svg. 0 or -1. */
int app_find_assets(char *out, size_t len);
/* The folder of bundled fonts: $SPARROW_FONTS_DIR, fonts/ in the data folder beside the
 * program, else the source tree's fonts/ (may hold none; the system fonts are tried after it). */
void app_fonts_dir(char *out, size_t len);
/* The player's folder (SDL_GetPrefPath), with a trailing slash; "" when there is none. */
void app_pref_dir(char *out, size_t len);

#endif
