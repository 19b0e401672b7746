/* ui_review: the review of one's play in the replay viewer (issue 23 item 2), headless under
 * SDL's dummy driver: V starts the review in a background thread while the viewer stays usable
 * (frames keep coming and steps work before it ends; the progress shows), the review runs to
 * its end, the hand's timeline then carries the costly decisions' marks (counted, and their
 * colour found in the window's pixels), the panel shows the decision at the action shown, a
 * click on a costliest decision goes to its frame, V hides and shows the panel, and leaving the
 * viewer mid-review stops and joins the thread.
 *   ui_review --shots DIR LANG WxH   the viewer with its review, as DIR/review-LANG-WxH.png */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_review"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "table/replay.h"
#include "ui/draw.h"
#include "ui/match.h"
#include "ui/replay_review.h"
#include "ui/replay_viewer.h"
#include "ui/screen_replay.h"
#include "ui/screens.h"

#include "ui_input.h"
#include "ui_test_app.h"

/* Two hands of hk-classic by computer players, opened in the viewer, its review made cheap
 * (2 samples, easy play-outs: the test is of the window, not of the evaluator). */
static ui_replay *open_sample(ui_app *app)
{
    char err[400];
    CHECK(app_sample_screen(app, "replay", "hk-classic", 18, err, sizeof err) == 0, "%s", err);
    ui_replay *rv = ui_replay_shown(app);
    if (rv) rv->review_params.samples = 2, rv->review_params.playout_level = SP_BOT_EASY;
    return rv;
}

/* Runs frames until the review is taken in (at most ~120 s of wall time). */
static bool wait_review(ui_app *app, ui_replay *rv)
{
    for (int i = 0; i < 12000 && !ui_review_ready(rv->review); i++) {
        frame(app);
        if (rv->review && !rv->review->thread) break;
        SDL_Delay(10);
    }
    return ui_review_ready(rv->review);
}

/* Pixels of a costly mark's colour (amber to red: much red, some green, little blue) in the
 * hand's timeline band of the bar. */
static long mark_pixels(ui_app *app)
{
    int w = app->pw, top = ui_px(app, 60), bottom = ui_px(app, 92);
    Uint32 *px = malloc((size_t)w * (size_t)bottom * 4);
    if (!px || SDL_RenderReadPixels(app->ren, &(SDL_Rect){0, 0, w, bottom}, SDL_PIXELFORMAT_ARGB8888, px, w * 4)) {
        free(px);
        return 0;
    }
    long n = 0;
    for (int y = top; y < bottom; y++)
        for (int x = 0; x < w; x++) {
            Uint32 p = px[(size_t)y * (size_t)w + (size_t)x];
            int r = p >> 16 & 255, g = p >> 8 & 255, b = p & 255;
            n += r >= 200 && g >= 30 && g <= 210 && b <= 70 && r - g >= 40;
        }
    free(px);
    return n;
}

static void review_to_the_end(ui_app *app)
{
    ui_replay *rv = open_sample(app);
    if (!rv) return;
    frame(app);
    CHECK(mark_pixels(app) == 0, "marks before any review: %ld pixels", mark_pixels(app));
    key(SDLK_v);
    frame(app);
    CHECK(rv->review && rv->review->thread, "V started no review thread");
    /* the viewer stays usable while it runs */
    size_t at = rv->c.at;
    key(SDLK_RIGHT);
    frame(app);
    CHECK(rv->c.at == at + 1, "Right during the review: at %zu, not %zu", rv->c.at, at + 1);
    CHECK(wait_review(app, rv), "the review did not finish: %s", rv->review ? rv->review->err : "none");
    if (!ui_review_ready(rv->review)) return;
    const sp_review *x = &rv->review->result;
    CHECK(x->match.decisions > 0 && x->nhands == 2, "%d decisions, %d hands", x->match.decisions, x->nhands);
    CHECK(x->p.seat == 0, "reviewed seat %d, not the person's (E)", x->p.seat);
    CHECK(x->nworst > 0, "no costly decision in the sample: the marks cannot be checked");
    if (!x->nworst) return;
    /* a click on the costliest decision goes to its frame, in its hand: its mark is drawn */
    CHECK(click_zone(app, RP_WORST), "no costliest-decision button in the panel");
    frame(app);
    const sp_review_decision *d = ui_review_at(rv->review, rv->c.at);
    CHECK(d && d->index == x->d[x->worst[0]].index, "the click went to frame %zu, not the costliest decision", rv->c.at);
    CHECK(rv->review->marks_drawn > 0, "no mark drawn on the hand's timeline");
    CHECK(mark_pixels(app) > 20, "no mark's colour on the timeline (%ld pixels)", mark_pixels(app));
    /* V hides the panel and the marks, V shows them again */
    key(SDLK_v);
    frame(app); /* (the key is taken after the frame's drawing: one more frame draws it) */
    frame(app);
    CHECK(!rv->review->shown && rv->review->marks_drawn == 0, "V did not hide the review");
    key(SDLK_v);
    frame(app);
    frame(app);
    CHECK(rv->review->shown && rv->review->marks_drawn > 0, "V did not show the review again");
    key(SDLK_ESCAPE);
    frame(app);
}

/* Samples a decision for the progress check: the review must make at least three steps in the
 * PROGRESS_MS looked at (its sample replay has about 50 decisions; it may end in them on a fast
 * machine: its steps were drawn all the same). With the seat's own playout decisions by hard,
 * 200 made a step in 0.3-0.5 s on an idle machine and took 2.5 s for one on a loaded CI run; 100
 * leave room for a machine twelve times slower than idle. The sanitizer build plays about seven
 * times slower. */
#if defined(__SANITIZE_ADDRESS__)
enum { PROGRESS_SAMPLES = 15 };
#else
enum { PROGRESS_SAMPLES = 100 };
#endif
enum { PROGRESS_MS = 6000 };

/* The progress bar moves by itself: in the real loop with no input, each step the review thread
 * makes is drawn (it once stood at 0 % until the mouse moved, with the review half done). */
static void progress_moves_without_input(ui_app *app)
{
    ui_replay *rv = open_sample(app);
    if (!rv) return;
    rv->review_params.samples = PROGRESS_SAMPLES;
    rv->review_params.max_samples = 0;
    key(SDLK_v);
    frame(app);
    CHECK(rv->review && rv->review->thread, "V started no review thread");
    if (!rv->review) return;
    int done_before = atomic_load(&rv->review->done);
    unsigned frames_before = app->frames;
    char shot[] = "/tmp/sparrow-ui-review-progress.png";
    CHECK(app_run(app, shot, PROGRESS_MS) == 0, "the loop failed");
    remove(shot);
    int steps = atomic_load(&rv->review->done) - done_before;
    unsigned drawn = app->frames - frames_before - 1; /* the screenshot's own frame not counted */
    printf("ui_review: %u frames drawn in %d ms of review with no input, the review moved %d steps and %s\n", drawn,
           PROGRESS_MS, steps, rv->review->thread ? "runs on" : "ended");
    CHECK(steps >= 3, "the review moved %d steps in %d ms: the check cannot see the bar move", steps, PROGRESS_MS);
    CHECK((int)drawn >= (steps < 6 ? steps : 6), "%u frames drawn while the review moved %d steps with no input", drawn, steps);
    key(SDLK_ESCAPE);
    frame(app);
}

/* Leaving the viewer while the review runs stops its thread (no wait for the whole review). */
static void leave_mid_review(ui_app *app)
{
    ui_replay *rv = open_sample(app);
    if (!rv) return;
    rv->review_params.samples = 200; /* long enough to be left in the middle */
    key(SDLK_v);
    frame(app);
    Uint32 t0 = SDL_GetTicks();
    key(SDLK_ESCAPE);
    frame(app);
    CHECK(!ui_replay_shown(app), "Esc did not leave the viewer");
    CHECK(SDL_GetTicks() - t0 < 20000, "leaving waited %u ms for the review", SDL_GetTicks() - t0);
}

static int shots(const char *dir, const char *lang, const char *size)
{
    char err[600], path[1200];
    static ui_app app;
    if (open_test_app(&app, size, lang)) return 1;
    app.save_settings = NULL;
    app.save_path[0] = 0;
    ui_replay *rv = open_sample(&app);
    if (rv) {
        key(SDLK_v);
        frame(&app);
        snprintf(path, sizeof path, "%s/review-%s-%s-running.png", dir, lang, size);
        if (app_save_png(&app, path, err, sizeof err)) fprintf(stderr, "%s\n", err);
        if (wait_review(&app, rv) && rv->review->result.nworst) click_zone(&app, RP_WORST);
        frame(&app);
        snprintf(path, sizeof path, "%s/review-%s-%s.png", dir, lang, size);
        if (app_save_png(&app, path, err, sizeof err)) fprintf(stderr, "%s\n", err);
    }
    ui_show(&app, &ui_screen_title);
    app_close(&app);
    return 0;
}

int main(int argc, char **argv)
{
    char tmpl[] = "/tmp/sparrow-ui-review-XXXXXX";
    char *dir = start_headless_test(tmpl);
    if (argc == 5 && !strcmp(argv[1], "--shots")) return shots(argv[2], argv[3], argv[4]);
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return 1;
    app.save_settings = NULL;
    app.save_path[0] = 0;
    review_to_the_end(&app);
    progress_moves_without_input(&app);
    leave_mid_review(&app);
    ui_show(&app, &ui_screen_title);
    return finish_test_app(&app, dir, failures);
}
