/* data_dirs.h: where the installed programs find their data (rules/, assets/, fonts/) relative
 * to themselves, and the player's own folder. Shared by sparrow (which asks SDL for its folder)
 * and sparrow-cli (which has no SDL). */
#ifndef SP_DATA_DIRS_H
#define SP_DATA_DIRS_H

#include <stddef.h>

/* The folder holding the running program (no trailing slash): /proc/self/exe on Linux, the
 * module's file name on Windows, _NSGetExecutablePath on macOS. -1 (out = "") elsewhere or
 * when the system cannot tell. */
int sp_program_dir(char *out, size_t n);

/* PROGRAM_DIR/<data folder relative to the programs>/SUB: ../share/sparrow/SUB on Linux (FHS),
 * ./SUB on Windows (data beside the .exe), ../Resources/SUB in a macOS bundle - chosen at
 * configure time (SPARROW_RELATIVE_DATA_DIR, cmake/Packaging.cmake). "" when program_dir is
 * empty or NULL. */
void sp_data_beside(const char *program_dir, const char *sub, char *out, size_t n);

/* The player's folder with a trailing separator, the one SDL_GetPrefPath("sparrow", "sparrow")
 * names (settings, the match in progress, house rules in rules/): $XDG_DATA_HOME/sparrow/sparrow/
 * or ~/.local/share/sparrow/sparrow/ on Linux, %APPDATA%\sparrow\sparrow\ on Windows,
 * ~/Library/Application Support/sparrow/sparrow/ on macOS. Not created. -1 (out = "") when
 * neither variable is set. */
int sp_user_dir(char *out, size_t n);

#endif
