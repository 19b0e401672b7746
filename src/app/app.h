/* app.h: starting the game - SDL, the window, fonts, sprites, strings, settings - and its
 * loop, the sample screens for --screen, screenshots and the frame benchmark. */
#ifndef APP_APP_H
#define APP_APP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/args.h"
#include "ui/ui.h"

/* The smallest window every screen is laid out for. */
enum { APP_MIN_W = 800, APP_MIN_H = 600 };

/* Opens everything the window needs. Returns 0, or -1 with err (a missing font, asset, no
 * video). Close with app_close even after a failure. */
int app_open(ui_app *app, const app_args *a, char *err, size_t errlen);
void app_close(ui_app *app);
/* Starts a match of a ruleset (id or path): the human in seat 0, or bots everywhere. */
int app_start_match(ui_app *app, const char *rules, uint64_t seed, bool human, char *err, size_t errlen);
/* Opens a screen by name with sample data (a match fast-forwarded to show something). */
int app_sample_screen(ui_app *app, const char *name, const char *rules, uint64_t seed, char *err, size_t errlen);
/* Starts a match with a player count and the same level for every bot. */
int app_start_match_with(ui_app *app, const char *rules, uint64_t seed, bool human, int players, int level, char *err,
                         size_t errlen);
/* Runs until the player quits, or until the screenshot was taken (screenshot != NULL). */
int app_run(ui_app *app, const char *screenshot, int after_ms);
/* Draws the current screen and writes the renderer's pixels as PNG. */
int app_save_png(ui_app *app, const char *path, char *err, size_t errlen);
/* --bench-frames: draws `frames` frames of a busy table, prints the JSON line. */
int app_bench(ui_app *app, int frames, const char *rules, uint64_t seed);

#endif
