/* ui_test_app.h: the window the headless UI tests open, and their scratch folder (define
 * UI_TEST_NAME before including). */
#ifndef UI_TEST_APP_H
#define UI_TEST_APP_H

#include <stdio.h>
#include <stdlib.h>

#include "app/app.h"

/* POSIX's, declared here too so that a test needs no feature macro to include this */
char *mkdtemp(char *tmpl);
int setenv(const char *name, const char *value, int overwrite);

/* The start of a headless test: SDL's dummy video driver, and a new scratch folder made from
 * tmpl ("/tmp/NAME-XXXXXX") as XDG_DATA_HOME, so that the test touches no real settings nor
 * saves. Returns the folder (in tmpl), or NULL when it could not be made. */
static inline char *start_headless_test(char *tmpl)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    char *dir = mkdtemp(tmpl);
    if (dir) setenv("XDG_DATA_HOME", dir, 1);
    return dir;
}

/* Opens app as `UI_TEST_NAME --windowed size --lang lang` would. Returns 0, or -1 with the
 * reason printed (the app closed again). */
static inline int open_test_app(ui_app *app, const char *size, const char *lang)
{
    char *args[] = {UI_TEST_NAME, "--windowed", (char *)size, "--lang", (char *)lang};
    app_args a;
    char err[600];
    if (app_args_parse(&a, 5, args, err, sizeof err)) return fprintf(stderr, UI_TEST_NAME ": %s\n", err), -1;
    if (app_open(app, &a, err, sizeof err)) {
        fprintf(stderr, UI_TEST_NAME ": %s\n", err);
        app_close(app);
        return -1;
    }
    return 0;
}

/* Ends the test: closes app, removes its scratch folder dir (unless NULL) and reports the
 * failures counted; returns the exit status (1 when any check failed). */
static inline int finish_test_app(ui_app *app, const char *dir, int failures)
{
    app_close(app);
    if (dir) {
        char cmd[200];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
        if (system(cmd) != 0) fprintf(stderr, UI_TEST_NAME ": could not remove %s\n", dir);
    }
    if (failures) fprintf(stderr, UI_TEST_NAME ": %d checks failed\n", failures);
    return failures ? 1 : 0;
}

#endif
