/* replay_open.h: what the headless replay viewer tests share - a two-hand match of a ruleset
 * played by computer players, opened in the viewer at its first frame (the window's own
 * sample, --screen replay; include after ui_input.h). */
#ifndef UI_TEST_REPLAY_OPEN_H
#define UI_TEST_REPLAY_OPEN_H

#include "app/app.h"
#include "ui/replay_viewer.h"
#include "ui/screens.h"

static inline ui_replay *open_sample(ui_app *app, const char *rules, uint64_t seed)
{
    char err[400];
    ui_show(app, &ui_screen_title);
    CHECK(app_sample_screen(app, "replay", rules, seed, err, sizeof err) == 0, "%s: the viewer did not open: %s", rules, err);
    ui_replay *rv = ui_replay_shown(app);
    if (rv) ui_replay_seek(rv, 0);
    return rv;
}

#endif
