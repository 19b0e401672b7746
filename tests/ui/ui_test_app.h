/* ui_test_app.h: the window the headless UI tests open (define UI_TEST_NAME before including). */
#ifndef UI_TEST_APP_H
#define UI_TEST_APP_H

#include <stdio.h>

#include "app/app.h"

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

#endif
