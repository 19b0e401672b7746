/* ui_replay_bits: the replay viewer's loose ends a player notices, headless:
 * - the bar's "Next:" line draws the coming action in the window's language with its tiles as
 *   tile images (a chow's three, a discard's or pung's one), never in notation ("4m"), and
 *   they fit between the view's buttons and Export, above the timelines, at 800x600 and
 *   2560x1440 in each language (issue 23). */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_replay_bits"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "ui/boxes.h"
#include "ui/draw.h"
#include "ui/match.h"
#include "ui/replay_viewer.h"
#include "ui/screen_replay.h"
#include "ui/screens.h"

#include "ui_input.h"
#include "replay_open.h"
#include "ui_test_app.h"

static void set_lang(ui_app *app, const char *lang)
{
    char err[300];
    snprintf(app->settings.lang, sizeof app->settings.lang, "%s", lang);
    CHECK(ui_i18n_load(&app->i18n, app->assets_dir, lang, err, sizeof err) == 0, "%s", err);
    ui_text_set_lang(&app->text, lang);
}

/* The tiles the bar must draw for the coming action (a chow its three; a win, pass or missing
 * suit none). */
static int tiles_of(const sp_action *a)
{
    switch (a->type) {
    case SP_ACT_CHI: return 3;
    case SP_ACT_DISCARD: case SP_ACT_PON: case SP_ACT_KAN: case SP_ACT_FLOWER: case SP_ACT_SPECIAL: return 1;
    default: return 0;
    }
}

/* Every frame of the first hand: the next line's words, then its tiles, in the bar. */
static void next_line(ui_app *app, ui_replay *rv, const char *where)
{
    static ui_boxes bx;
    const char *next = ui_tr(&app->i18n, "replay.next"), *export = ui_tr(&app->i18n, "replay.export");
    size_t first, last;
    sp_cursor_hand_frames(&rv->c, 1, &first, &last);
    int bad = 0, drawn = 0;
    for (size_t f = first; f < last && bad < 4; f++) {
        ui_replay_seek(rv, f);
        const sp_logged_action *n = sp_cursor_next(&rv->c);
        if (!n) continue;
        const char *seat = ui_tr(&app->i18n, (const char *[]){"wind.0", "wind.1", "wind.2", "wind.3"}[n->seat & 3]);
        ui_boxes_reset(&bx);
        app->boxes = &bx;
        ui_draw(app);
        app->boxes = NULL;
        int bar_bottom = ui_px(app, 45); /* the match's timeline starts below */
        const ui_box *words = NULL, *exp = NULL;
        for (int i = 0; i < bx.n; i++) {
            const ui_box *b = &bx.b[i];
            if (b->kind == UI_BOX_TEXT && b->owner < 0 && (!strncmp(b->text, next, strlen(next) < 40 ? strlen(next) : 40) || !strcmp(b->text, seat)))
                words = b; /* "Next: S", or "S" where the line is short of room */
            if (b->kind == UI_BOX_BUTTON && !strcmp(b->text, export)) exp = b;
        }
        if (!words || !exp) {
            CHECK(0, "%s frame %zu: no Next line (%d) or Export button (%d)", where, f, words != NULL, exp != NULL);
            bad++;
            continue;
        }
        int tiles = 0, off = 0;
        char notation[8] = "";
        if (n->action.tile != SP_KIND_NONE && n->action.type != SP_ACT_DINGQUE) sp_kind_name(n->action.tile, notation);
        for (int i = 0; i < bx.n; i++) {
            const ui_box *b = &bx.b[i];
            if (b->r.y >= bar_bottom) continue;
            if (b->kind == UI_BOX_TILE) {
                tiles++;
                off += b->r.x < words->r.x + words->r.w || b->r.x + b->r.w > exp->r.x || b->r.y + b->r.h > bar_bottom;
            }
            if (b->kind == UI_BOX_TEXT && notation[0] && strstr(b->text, notation)) {
                CHECK(0, "%s frame %zu: the bar writes %s in notation: \"%s\"", where, f, notation, b->text);
                bad++;
            }
            if (b->kind == UI_BOX_TEXT && b != words && b->owner < 0 && b->r.x >= words->r.x &&
                b->r.x + b->r.w > exp->r.x) {
                CHECK(0, "%s frame %zu: \"%s\" runs under Export", where, f, b->text);
                bad++;
            }
        }
        if (tiles != tiles_of(&n->action) || off) {
            CHECK(0, "%s frame %zu: action %d drawn with %d tiles (%d wanted), %d outside the line", where, f,
                  n->action.type, tiles, tiles_of(&n->action), off);
            bad++;
        }
        drawn += tiles;
    }
    printf("ui_replay_bits: %s: %d tiles drawn on the Next line over %zu frames\n", where, drawn, last - first);
}

static void next_line_everywhere(ui_app *app)
{
    static const int sizes[][2] = {{800, 600}, {2560, 1440}};
    static const char *langs[] = {"en", "zh-Hant", "zh-Hans"};
    ui_replay *rv = open_sample(app, "hk-classic", 8);
    if (!rv) return;
    for (int s = 0; s < 2; s++) {
        SDL_SetWindowSize(app->win, sizes[s][0], sizes[s][1]);
        ui_resize(app);
        for (int l = 0; l < 3; l++) {
            char where[64];
            snprintf(where, sizeof where, "%dx%d %s", sizes[s][0], sizes[s][1], langs[l]);
            set_lang(app, langs[l]);
            next_line(app, rv, where);
        }
    }
    SDL_SetWindowSize(app->win, 1280, 720);
    ui_resize(app);
    set_lang(app, "en");
}

int main(void)
{
    char tmpl[] = "/tmp/sparrow-ui-replay-bits-XXXXXX";
    char *dir = start_headless_test(tmpl);
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return 1;
    app.save_settings = NULL;
    app.save_path[0] = 0;
    next_line_everywhere(&app);
    ui_show(&app, &ui_screen_title);
    return finish_test_app(&app, dir, failures);
}
