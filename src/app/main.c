/* main.c: sparrow, the game window. */
#include <stdio.h>

#include "app/app.h"
#include "ui/lan.h"
#include "ui/match.h"
#include "ui/replay_viewer.h"
#include "ui/screens.h"

int main(int argc, char **argv)
{
    app_args a;
    char err[600];
    int rc = app_args_parse(&a, argc, argv, err, sizeof err);
    if (rc == 1) {
        fputs(app_usage, stdout);
        return 0;
    }
    if (rc < 0) {
        fprintf(stderr, "%s\n", err);
        return 2;
    }
    static ui_app app;
    if (app_open(&app, &a, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        /* a player who started the game from a menu sees no terminal: say it in a box too
         * (not for screenshots and benches, which run unattended) */
        if (!a.screenshot && !a.bench_frames) SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Sparrow", err, NULL);
        app_close(&app);
        return 1;
    }
    app.no_autosave = a.screenshot != NULL || a.bench_frames > 0;
    app.trace = a.trace;
    uint64_t seed = a.has_seed ? a.seed : (uint64_t)SDL_GetPerformanceCounter();
    if (a.bench_frames) {
        rc = app_bench(&app, a.bench_frames, a.rules, a.has_seed ? a.seed : 1);
        app_close(&app);
        return rc;
    }
    if (a.name) snprintf(app.settings.player_name, sizeof app.settings.player_name, "%s", a.name);
    if (a.join && !(rc = ui_lan_join(&app, a.join, NULL, true, err, sizeof err))) {
        app.lan->ready_when_seated = true;
        ui_lan_settle(&app, 3000);
    }
    else if (a.replay) {
        ui_show(&app, &ui_screen_title);
        if (ui_replay_open_file(&app, a.replay)) fprintf(stderr, "sparrow: %s\n", app.message); /* shown in the window too */
    } else if (a.screen) rc = app_sample_screen(&app, a.screen, a.rules, a.has_seed ? a.seed : 1, err, sizeof err);
    else if (a.resume) rc = ui_resume_match(&app, NULL, err, sizeof err);
    else if (a.rules) rc = app_start_match(&app, a.rules, seed, !a.watch, err, sizeof err);
    if (!rc && a.autoplay && app.match) ui_match_autoplay(app.match);
    if (rc) {
        fprintf(stderr, "%s\n", err);
        app_close(&app);
        return 1;
    }
    if (a.screen && a.at_ms >= 0) /* the sample's animation, caught at --at-ms when the shot is taken */
        app.screen_since = app.stack[app.depth - 1].since = app.now + (uint64_t)a.after_ms - (uint64_t)a.at_ms;
    rc = app_run(&app, a.screenshot, a.after_ms);
    if (!a.screenshot) ui_autosave(&app);
    app_close(&app);
    return rc;
}
