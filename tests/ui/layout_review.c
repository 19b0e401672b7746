/* layout_review.c: the replay viewer's review panel for the layout sweep (ui_layout.c): while
 * the review runs, then done, then at the costliest decision (a cheap review: 2 samples, easy
 * play-outs). */
#define UI_TEST_NAME "ui_layout"
#include <stdio.h>

#include "ui/replay_review.h"
#include "ui/replay_viewer.h"
#include "ui/screen_replay.h"
#include "ui_input.h"

int layout_review_panel(ui_app *app, void (*check)(ui_app *app, const char *what));

/* Returns the checks that failed in this call (this file has its own count). */
int layout_review_panel(ui_app *app, void (*check)(ui_app *app, const char *what))
{
    int before = failures;
    ui_replay *rv = ui_replay_shown(app);
    CHECK(rv != NULL, "no replay viewer for the review panel");
    if (!rv) return failures - before;
    rv->review_params.samples = 2, rv->review_params.playout_level = SP_BOT_EASY;
    CHECK(click_zone(app, RP_REVIEW), "no Review button in the replay viewer");
    check(app, "replay review running");
    for (int i = 0; i < 6000 && rv->review && rv->review->thread; i++) {
        frame(app);
        SDL_Delay(10);
    }
    frame(app);
    CHECK(ui_review_ready(rv->review), "the review did not finish");
    check(app, "replay review");
    if (ui_review_ready(rv->review) && rv->review->result.nworst) {
        click_zone(app, RP_WORST);
        check(app, "replay review costliest");
    }
    return failures - before;
}
