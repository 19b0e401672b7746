/* ui_trust: the table a player can trust (issue 20), headless under SDL's dummy driver:
 * - a countdown redraws at least four times a second with no input, and when the time runs out
 *   the drawn tile is discarded and the why-line says so;
 * more checks are added below with their items. */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_trust"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "ui/match.h"
#include "ui/screens.h"

#include "ui_input.h"

/* Plays on (bots, animations) until the human must discard with no tile in flight. */
static bool until_human_discards(ui_app *app)
{
    ui_match *m = app->match;
    for (int it = 0; it < 20000; it++) {
        frame(app);
        sp_action_list legal;
        ui_match_legal(m, &legal);
        if (!ui_on(app, &ui_screen_table)) return false;
        if (legal.n && !ui_match_tweening(m, app->now) && sp_action_list_has(&legal, SP_ACT_DISCARD)) return true;
        /* a call offered: pass it (no timer check here) */
        if (legal.n && !ui_match_tweening(m, app->now)) key(SDLK_p);
    }
    return false;
}

static void check_countdown(ui_app *app)
{
    char err[400];
    app->settings.turn_timer = app->settings.call_timer = 2; /* 10 s */
    CHECK(app_start_match(app, "hk-classic", 11, true, err, sizeof err) == 0, "%s", err);
    if (!app->match || !until_human_discards(app)) {
        CHECK(0, "the human was never asked to discard");
        return;
    }
    ui_match *m = app->match;
    int total = ui_match_time_total(m), left = ui_match_time_left(m);
    CHECK(total == 10000 && left > 8000, "the turn timer: %d ms of %d", left, total);
    /* the real loop, no input for 2 s: the bar must move at least 4 times a second */
    unsigned before = app->frames;
    char shot[] = "/tmp/sparrow-ui-trust-countdown.png";
    CHECK(app_run(app, shot, 2000) == 0, "the loop failed");
    remove(shot);
    unsigned drawn = app->frames - before - 1; /* the screenshot's own frame not counted */
    CHECK(drawn >= 8, "%u frames drawn in 2 s of countdown with no input", drawn);
    printf("ui_trust: %u frames in 2 s of countdown with no input\n", drawn);
    /* the time runs out: the drawn tile goes, and the why-line tells it */
    int16_t drawn_tile = m->s->game.seat[0].drawn;
    int nriver = m->s->game.seat[0].nriver;
    for (int i = 0; i < 600 && m->s->game.seat[0].nriver == nriver; i++) frame(app);
    CHECK(m->s->game.seat[0].nriver == nriver + 1, "the time ran out and nothing was discarded");
    if (drawn_tile >= 0 && m->s->game.seat[0].nriver > nriver)
        CHECK(sp_tile_kind(m->s->game.seat[0].river[nriver]) == sp_tile_kind(drawn_tile), "not the drawn tile discarded");
    app->record = true;
    ui_draw(app);
    app->record = false;
    char name[3];
    sp_kind_name(sp_tile_kind(drawn_tile), name);
    char want[64];
    snprintf(want, sizeof want, "Time ran out: %s discarded", name);
    CHECK(strstr(app->text_rec, want) != NULL, "the why-line does not say '%s'", want);
    app->settings.turn_timer = app->settings.call_timer = 0;
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    char tmpl[] = "/tmp/sparrow-ui-trust-XXXXXX";
    char *dir = mkdtemp(tmpl);
    if (dir) setenv("XDG_DATA_HOME", dir, 1);
    char *args[] = {"ui_trust", "--windowed", "1280x720", "--lang", "en"};
    app_args a;
    char err[600];
    if (app_args_parse(&a, 5, args, err, sizeof err)) return 2;
    static ui_app app;
    if (app_open(&app, &a, err, sizeof err)) {
        fprintf(stderr, "ui_trust: %s\n", err);
        app_close(&app);
        return 1;
    }
    app.settings.speed = 2;
    app.settings.auto_pass = false;
    app.save_settings = NULL;
    check_countdown(&app);
    app_close(&app);
    if (dir) {
        char cmd[200];
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
        if (system(cmd) != 0) fprintf(stderr, "ui_trust: could not remove %s\n", dir);
    }
    if (failures) fprintf(stderr, "ui_trust: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
