/* ui_tutorial.c: a scripted player takes every tutorial lesson in the window, headless,
 * through injected SDL events only: it reads (Enter / the Next button), tries a wrong move at
 * the first waiting step of each lesson (which must be refused with the step's explanation
 * showing and the step unchanged), then makes the expected move (a click on the tile, a call
 * button's key), answers quizzes (a wrong tile first, then the right one), and plays free-play
 * steps to the hand's end. A step that explains a refusal (`why`) must show that reason in the
 * table's why-line. Every lesson must be completed and recorded in the progress file.
 * The first step of each lesson is saved as a screenshot and checked: the lesson panel (its
 * dark box with text) is there, and so are the highlights the step asks for (pixels in the
 * highlight colour outside the panel).
 *   ui_tutorial LANG [SHOT_DIR]                           exit 0 when every check passes
 * Environment: UI_TUTORIAL_STEPS=1 saves every step as a picture; UI_TUTORIAL_ONLY=TEXT takes
 * only the lessons whose id contains TEXT. */
#define _POSIX_C_SOURCE 200809L
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "table/read_file.h"
#include "ui/match.h"
#include "ui/screens.h"
#include "ui/table_seats.h"
#include "ui/tutorial.h"

#define UI_TEST_NAME "ui_tutorial"
#include "ui_input.h"
#include "ui_test_app.h"

/* A click in the middle of a rectangle. */
static void click_rect(const ui_app *app, ui_rect r) { click(app, r.x + r.w / 2, r.y + r.h / 2); }

static const ui_zone *zone(const ui_app *app, int id)
{
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id == id && app->zones[z].enabled) return &app->zones[z];
    return NULL;
}

/* The hand zone of a tile kind, NULL if none (the zones of the last frame). */
static const ui_zone *hand_zone(const ui_app *app, int kind)
{
    const ui_match *m = app->match;
    for (int z = 0; z < app->nzones; z++) {
        int i = app->zones[z].id - UI_ZONE_HAND;
        if (i >= 0 && i < m->nhand_pos && app->zones[z].id < UI_ZONE_ACTION && app->zones[z].enabled &&
            m->hand_tile[i] >= 0 && sp_tile_kind(m->hand_tile[i]) == kind)
            return &app->zones[z];
    }
    return NULL;
}

/* The key of a call button (buttons are numbered right to left from the last legal action). */
static SDL_Keycode button_key(const sp_action_list *l, const sp_action *a)
{
    int k = 0;
    for (int i = l->n - 1; i >= 0; i--) {
        if (l->a[i].type == SP_ACT_DISCARD) continue;
        if (sp_action_equal(&l->a[i], a)) return SDLK_1 + k;
        k++;
    }
    return SDLK_UNKNOWN;
}

/* Makes the action through the window's input; false when it cannot be found on screen. */
static bool act(ui_app *app, const sp_action *a)
{
    sp_action_list legal;
    ui_match_legal(app->match, &legal);
    if (a->type == SP_ACT_DISCARD) {
        const ui_zone *z = hand_zone(app, a->tile);
        if (!z) return false;
        click_rect(app, z->r);
        return true;
    }
    SDL_Keycode k = button_key(&legal, a);
    if (k == SDLK_UNKNOWN) return false;
    key(k);
    return true;
}

/* Pixels of the first step's screenshot: the panel and the highlights. */
static void check_shot(ui_app *app, const sp_lesson *l, const char *dir, const char *lang)
{
    char path[700], err[400];
    snprintf(path, sizeof path, "%s/tutorial-%s-%s.png", dir, l->id, lang);
    CHECK(app_save_png(app, path, err, sizeof err) == 0, "%s", err);
    SDL_Surface *raw = IMG_Load(path);
    CHECK(raw != NULL, "%s: %s", path, IMG_GetError());
    if (!raw) return;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    /* the panel: the top right box; its dark fill and its white text */
    ui_rect pr = ui_tutorial_panel(app);
    int px0 = (int)(pr.x * app->s), px1 = (int)((pr.x + pr.w) * app->s);
    int py0 = (int)(pr.y * app->s), py1 = (int)((pr.y + 120) * app->s);
    long dark = 0, white = 0, all = 0, marks = 0;
    for (int y = 0; y < s->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < s->w; x++) {
            unsigned r = row[x] >> 16 & 255, g = row[x] >> 8 & 255, b = row[x] & 255;
            bool in_panel = x >= px0 && x < px1 && y >= py0 && y < py1;
            if (in_panel) {
                all++;
                dark += r < 40 && g < 50 && b < 45;
                white += r > 220 && g > 215 && b > 200;
            } else if (x < px0 || y > (int)(app->lh * 0.6f * app->s)) {
                marks += r > 235 && g > 100 && g < 140 && b < 70;
            }
        }
    }
    SDL_FreeSurface(s);
    CHECK(dark * 100 > all * 50, "%s: the lesson panel is missing (%ld of %ld pixels dark)", path, dark, all);
    CHECK(white * 1000 > all * 5, "%s: the lesson panel shows no text (%ld of %ld pixels white)", path, white, all);
    const sp_lesson_step *st = &l->steps[0];
    if (st->nmarks) CHECK(marks > 40, "%s: the step's highlight is not drawn (%ld pixels)", path, marks);
    else CHECK(marks < 10, "%s: a highlight is drawn though the step asks for none (%ld pixels)", path, marks);
}

/* A step that explains a refusal: the table's why-line shows that reason (drawn last frame). */
static void check_why(const ui_app *app, const sp_lesson *l, const sp_lesson_step *st)
{
    if (st->why)
        CHECK(app->stat_why == st->why, "%s: line %d: the why-line shows reason %d, not %d", l->id, st->line, app->stat_why,
              st->why);
}

static void take_lesson(ui_app *app, int index, const char *dir, const char *lang)
{
    ui_tutorial *t = app->tutorial;
    const sp_lesson *l = t->lessons[index];
    /* opened from the list with a click */
    ui_show(app, &ui_screen_tutorial);
    t->current = -1;
    frame(app);
    const ui_zone *z = zone(app, 100 + index);
    CHECK(z != NULL, "%s: not in the lesson list", l->id);
    if (!z) return;
    click_rect(app, z->r);
    frame(app);
    CHECK(t->current == index && app->match, "%s: the click did not open the lesson", l->id);
    if (t->current != index) return;
    frame(app);
    check_shot(app, l, dir, lang);
    bool tried_wrong = false, tried_quiz = false, tried_back = false;
    uint32_t stamp_at[SP_LESSON_MAX_STEPS] = {0};
    bool seen[SP_LESSON_MAX_STEPS] = {false};
    int stalls = 0, last_step = -1, shot_step = -1;
    uint32_t last_stamp = 0;
    for (int it = 0; it < 60000; it++) {
        frame(app);
        ui_match *m = app->match;
        if (t->finished && !tried_back) {
            /* Back from the end: the lesson is replayed up to the last step to read, and the
             * table is exactly as it was when that step first showed */
            tried_back = true;
            int target = l->nsteps - 1;
            while (target >= 0 && l->steps[target].kind != SP_STEP_SAY && l->steps[target].kind != SP_STEP_SCORE &&
                   l->steps[target].kind != SP_STEP_QUIZ)
                target--;
            key(SDLK_BACKSPACE);
            for (int k = 0; k < 40; k++) frame(app); /* the opponents' passes on a discard still on offer */
            m = app->match;
            CHECK(!t->finished && t->step == target, "%s: Back went to step %d, not %d", l->id, t->step, target);
            CHECK(target < 0 || m->s->game.stamp == stamp_at[target], "%s: the table after Back differs", l->id);
            continue;
        }
        if (t->finished) break;
        const sp_lesson_step *st = ui_tutorial_step(app);
        if (!st) break;
        if (!seen[t->step] && stalls > 30) { /* the table settled on this step */
            seen[t->step] = true;
            stamp_at[t->step] = m->s->game.stamp;
        }
        if (t->step != last_step || m->s->game.stamp != last_stamp) stalls = 0;
        last_step = t->step;
        last_stamp = m->s->game.stamp;
        if (++stalls > 3000) {
            CHECK(0, "%s: stuck at step %d (line %d)", l->id, t->step, st->line);
            return;
        }
        if (ui_match_tweening(m, app->now)) continue;
        if (getenv("UI_TUTORIAL_STEPS") && shot_step != t->step) { /* every step as a picture, to look at */
            shot_step = t->step;
            char path[700], err[400];
            snprintf(path, sizeof path, "%s/step-%s-%s-%02d.png", dir, l->id, lang, t->step);
            CHECK(app_save_png(app, path, err, sizeof err) == 0, "%s", err);
        }
        sp_action_list legal;
        ui_match_legal(m, &legal);
        switch (st->kind) {
        case SP_STEP_SAY:
        case SP_STEP_SCORE:
            if (stalls <= 31) break; /* read once the table has settled */
            check_why(app, l, st);
            if (t->step % 2 && zone(app, 5000)) click_rect(app, zone(app, 5000)->r);
            else key(SDLK_RETURN);
            frame(app);
            break;
        case SP_STEP_QUIZ:
            if (stalls <= 31) break;
            if (!tried_quiz) {
                tried_quiz = true;
                int wrong = st->choices[0] == st->answer ? 1 : 0;
                const ui_zone *qz = zone(app, 5100 + wrong);
                CHECK(qz != NULL, "%s: no quiz tiles", l->id);
                if (qz) click_rect(app, qz->r);
                frame(app);
                CHECK(t->wrong && ui_tutorial_step(app) == st, "%s: a wrong quiz answer was not explained", l->id);
            }
            for (int i = 0; i < st->nchoices; i++)
                if (st->choices[i] == st->answer) key(SDLK_1 + i);
            frame(app);
            break;
        case SP_STEP_WAIT: {
            bool ready = false;
            for (int i = 0; i < legal.n; i++) ready |= sp_action_equal(&legal.a[i], &st->action);
            if (!ready || m->has_choice) break;
            check_why(app, l, st);
            if (!tried_wrong) {
                /* another legal move: refused, explained, the game unchanged */
                tried_wrong = true;
                for (int i = 0; i < legal.n; i++) {
                    if (sp_action_equal(&legal.a[i], &st->action)) continue;
                    uint32_t stamp = m->s->game.stamp;
                    if (!act(app, &legal.a[i])) continue;
                    frame(app);
                    frame(app);
                    CHECK(t->wrong != NULL, "%s: a wrong move was not explained", l->id);
                    if (getenv("UI_TUTORIAL_STEPS")) {
                        char path[700], err[400];
                        snprintf(path, sizeof path, "%s/step-%s-%s-%02d-wrong.png", dir, l->id, lang, t->step);
                        CHECK(app_save_png(app, path, err, sizeof err) == 0, "%s", err);
                    }
                    CHECK(m->s->game.stamp == stamp && ui_tutorial_step(app) == st, "%s: a wrong move was played", l->id);
                    break;
                }
            }
            CHECK(act(app, &st->action), "%s: the expected move is not on screen (line %d)", l->id, st->line);
            frame(app);
            break;
        }
        case SP_STEP_FREE: {
            if (!legal.n) break;
            if (m->s->game.stamp == last_stamp && stalls < 3) break;
            sp_action pick = legal.a[0];
            bool found = false;
            for (int i = 0; i < legal.n && !found; i++)
                if (legal.a[i].type == SP_ACT_HU) pick = legal.a[i], found = true;
            for (int i = 0; i < legal.n && !found; i++)
                if (legal.a[i].type == SP_ACT_PASS) pick = legal.a[i], found = true;
            for (int i = legal.n - 1; i >= 0 && !found; i--)
                if (legal.a[i].type == SP_ACT_DISCARD) pick = legal.a[i], found = true;
            act(app, &pick);
            frame(app);
            break;
        }
        default: break;
        }
    }
    CHECK(t->finished, "%s: not completed (step %d of %d)", l->id, t->step, l->nsteps);
    CHECK(t->done[index], "%s: not marked done", l->id);
    printf("ui_tutorial: %s (%s): completed\n", l->id, lang);
}

/* Hints outside the tutorial: with the setting on, H on the human's turn marks a legal discard
 * chosen by the computer player from the human's own view, in the highlight colour over the
 * hand; with it off, H does nothing. The setting survives its text form. */
static void check_hint(ui_app *app, const char *dir)
{
    char err[400];
    ui_settings st;
    ui_settings_default(&st);
    CHECK(!st.discard_hint, "hints are on by default");
    CHECK(ui_settings_parse(&st, "discard_hint = true\n") == 0 && st.discard_hint, "discard_hint does not parse");
    char text[512];
    ui_settings_format(&st, text, sizeof text);
    CHECK(strstr(text, "discard_hint = true") != NULL, "discard_hint is not written");
    CHECK(app_start_match(app, "hk-classic", 5, true, err, sizeof err) == 0, "%s", err);
    if (!app->match) return;
    ui_match *m = app->match;
    for (int i = 0; i < 4000; i++) {
        frame(app);
        sp_action_list legal;
        ui_match_legal(m, &legal);
        bool discard = false;
        for (int k = 0; k < legal.n; k++) discard |= legal.a[k].type == SP_ACT_DISCARD;
        if (discard && !ui_match_tweening(m, app->now)) break;
    }
    app->settings.discard_hint = false;
    key(SDLK_h);
    frame(app);
    CHECK(!m->has_hint, "a hint was given with hints off");
    CHECK(m->notice_key && !strcmp(m->notice_key, "hint.off") && app->now < m->notice_until,
          "the H key with hints off did not say why nothing happened");
    app->settings.discard_hint = true;
    frame(app);
    CHECK(zone(app, 4000) != NULL, "no Hint button on the human's turn");
    key(SDLK_h);
    frame(app);
    sp_action_list legal;
    ui_match_legal(m, &legal);
    bool listed = false;
    for (int k = 0; k < legal.n; k++) listed |= sp_action_equal(&legal.a[k], &m->hint);
    CHECK(m->has_hint && listed && m->hint.type == SP_ACT_DISCARD, "no legal discard suggested");
    char path[700];
    snprintf(path, sizeof path, "%s/hint.png", dir);
    CHECK(app_save_png(app, path, err, sizeof err) == 0, "%s", err);
    SDL_Surface *raw = IMG_Load(path);
    long marks = 0;
    if (raw) {
        SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
        for (int y = s->h * 80 / 100; y < s->h; y++) {
            const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
            for (int x = 0; x < s->w; x++) {
                unsigned r = row[x] >> 16 & 255, g = row[x] >> 8 & 255, b = row[x] & 255;
                marks += r > 235 && g > 100 && g < 140 && b < 70;
            }
        }
        SDL_FreeSurface(s);
        SDL_FreeSurface(raw);
    }
    CHECK(marks > 40, "the suggested tile is not marked (%ld pixels)", marks);
    /* the hint goes once the game moves on */
    key(SDLK_RETURN);
    for (int i = 0; i < 5; i++) frame(app);
    CHECK(m->hint_stamp != m->s->game.stamp, "the game did not move");
    app->settings.discard_hint = false;
    printf("ui_tutorial: hint checked\n");
}

int main(int argc, char **argv)
{
    const char *lang = argc > 1 ? argv[1] : "en";
    char tmpl[] = "/tmp/sparrow-ui-tutorial-XXXXXX";
    char *tmp = start_headless_test(tmpl);
    const char *dir = argc > 2 ? argv[2] : tmp;
    static ui_app app;
    if (open_test_app(&app, "1280x720", lang)) return 1;
    char err[600];
    app.settings.speed = 3;
    app.save_path[0] = 0;
    CHECK(ui_tutorial_first_time(&app), "a new player is not offered the tutorial");
    ui_tutorial *t = ui_tutorial_get(&app);
    CHECK(t && t->nlessons > 0 && !t->load_error[0], "lessons: %s", t ? t->load_error : "out of memory");
    /* UI_TUTORIAL_ONLY=text: only the lessons whose id contains it (to look at a few; the
     * progress file is then not checked for every lesson) */
    const char *only = getenv("UI_TUTORIAL_ONLY");
    for (int i = 0; t && i < t->nlessons; i++)
        if (!only || strstr(t->lessons[i]->id, only)) take_lesson(&app, i, dir, lang);
    CHECK(!ui_tutorial_first_time(&app), "the tutorial is still offered as new after the lessons");
    check_hint(&app, dir);
    /* progress survives: the file lists every lesson as done */
    char *text = t && t->progress_path[0] ? sp_read_file(t->progress_path, 1 << 16, "progress", NULL, err, sizeof err) : NULL;
    CHECK(text != NULL, "no progress file: %s", err);
    for (int i = 0; text && !only && i < t->nlessons; i++) {
        char line[80];
        snprintf(line, sizeof line, "%s = done\n", t->lessons[i]->id);
        CHECK(strstr(text, line) != NULL, "progress file lacks %s", t->lessons[i]->id);
    }
    free(text);
    return finish_test_app(&app, tmp, failures);
}
