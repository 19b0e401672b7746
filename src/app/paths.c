/* paths.c: finding data folders and the player's folder. */
#define _POSIX_C_SOURCE 200809L
#include "app/paths.h"

#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "table/data_dirs.h"

#ifndef SPARROW_SOURCE_DATA_DIR
#define SPARROW_SOURCE_DATA_DIR "."
#endif
#ifndef SPARROW_INSTALL_DATA_DIR
#define SPARROW_INSTALL_DATA_DIR "/usr/share/sparrow"
#endif

static int has_tiles(const char *dir)
{
    char p[1200];
    struct stat st;
    snprintf(p, sizeof p, "%s/tiles/1m.svg", dir);
    return stat(p, &st) == 0;
}

/* DATA/sub beside the program: SDL_GetBasePath is the program's folder (in a macOS bundle, its
 * Resources folder, which the bundle's relative data path "../Resources" also reaches). */
static void beside_program(const char *sub, char *out, size_t len)
{
    out[0] = 0;
    char *base = SDL_GetBasePath();
    if (base) {
        sp_data_beside(base, sub, out, len);
        SDL_free(base);
    }
}

int app_find_assets(char *out, size_t len)
{
    char beside[1100];
    beside_program("assets", beside, sizeof beside);
    const char *cands[4] = {getenv("SPARROW_ASSETS_DIR"), beside, SPARROW_SOURCE_DATA_DIR "/assets",
                            SPARROW_INSTALL_DATA_DIR "/assets"};
    for (int i = 0; i < 4; i++)
        if (cands[i] && *cands[i] && has_tiles(cands[i])) {
            snprintf(out, len, "%s", cands[i]);
            return 0;
        }
    snprintf(out, len, "%s/assets", SPARROW_SOURCE_DATA_DIR);
    return -1;
}

void app_fonts_dir(char *out, size_t len)
{
    char beside[1100];
    struct stat st;
    const char *env = getenv("SPARROW_FONTS_DIR");
    beside_program("fonts", beside, sizeof beside);
    if (env && *env) snprintf(out, len, "%s", env);
    else if (beside[0] && stat(beside, &st) == 0) snprintf(out, len, "%s", beside);
    else snprintf(out, len, "%s/fonts", SPARROW_SOURCE_DATA_DIR);
}

void app_pref_dir(char *out, size_t len)
{
    char *p = SDL_GetPrefPath("sparrow", "sparrow");
    if (p) {
        snprintf(out, len, "%s", p);
        SDL_free(p);
    } else {
        out[0] = 0;
    }
}
