/* ui_replay_bits: the replay viewer's loose ends a player notices, headless:
 * - the bar's "Next:" line draws the coming action in the window's language with its tiles as
 *   tile images (a chow's three, a discard's or pung's one), never in notation ("4m"), and
 *   they fit between the view's buttons and Export, above the timelines, at 800x600 and
 *   2560x1440 in each language (issue 23);
 * - a hand's result opened from the viewer offers the calculator, which opens with the winner's
 *   hand and answers what the sheet says - its value and every seat's payment, every part of
 *   it, Guizhou's chickens included - for every win of several matches of each ruleset; Back
 *   returns to the result and Continue to the viewer (issue 25); where no hand is known (a drawn hand, a LAN seat's result) none is
 *   offered, and Who pays takes the Calculator's place beside Table. */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_replay_bits"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "core/game.h"
#include "table/replay.h"
#include "table/ruleset_ids.h"
#include "ui/boxes.h"
#include "ui/draw.h"
#include "ui/match.h"
#include "ui/replay_viewer.h"
#include "ui/screen_calc.h"
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

/* Where no hand is known there is no calculator: an exhaustive draw's result (and a LAN seat's,
 * which has only the host's sheets), and Who pays stands beside Table, not after a hole. */
static void no_hand_no_calculator(ui_app *app)
{
    char err[400];
    ui_show(app, &ui_screen_title); /* the viewer closed first: it owns the match it shows */
    CHECK(app_sample_screen(app, "result-draw", "guizhou-xingyi", 1, err, sizeof err) == 0, "%s", err);
    for (int i = 0; i < 60; i++) frame(app);
    const ui_rect *table = NULL, *who = NULL;
    bool calc = false;
    for (int z = 0; z < app->nzones; z++) {
        int id = app->zones[z].id;
        calc |= id == 51; /* screen_result.c's RESULT_CALC, RESULT_TABLE, RESULT_WHO_PAYS */
        if (id == 50) table = &app->zones[z].r;
        if (id == 52) who = &app->zones[z].r;
    }
    CHECK(!calc, "a drawn hand's result offers the calculator");
    CHECK(who && table, "the Guizhou draw's result has no Who pays (%d) or Table (%d)", who != NULL, table != NULL);
    if (who && table)
        CHECK(who->x + who->w <= table->x && table->x - (who->x + who->w) < 30, "Who pays ends %.0f before Table",
              table->x - (who->x + who->w));
    printf("ui_replay_bits: a drawn hand's result: no calculator, Who pays beside Table\n");
    ui_show(app, &ui_screen_title);
}

/* The calculator's answer against the sheet: validity, value, every seat's payment and every
 * part of it (Guizhou's hand, chickens and beans). True when the same, else said. */
static bool same_as_sheet(const sp_score_result *r, const sp_score_result *sheet, const char *where)
{
    bool same = r->valid == sheet->valid && r->fan == sheet->fan && !memcmp(r->payments, sheet->payments, sizeof r->payments) &&
                r->nparts == sheet->nparts;
    CHECK(same, "%s: the calculator says %d %s (%+d %+d %+d %+d), the sheet %d %s (%+d %+d %+d %+d)", where, (int)r->fan,
          r->valid ? "valid" : "invalid", (int)r->payments[0], (int)r->payments[1], (int)r->payments[2], (int)r->payments[3],
          (int)sheet->fan, sheet->valid ? "valid" : "invalid", (int)sheet->payments[0], (int)sheet->payments[1],
          (int)sheet->payments[2], (int)sheet->payments[3]);
    for (int i = 0; same && i < r->nparts; i++) {
        bool part = !strcmp(r->parts[i].name, sheet->parts[i].name) && !memcmp(r->parts[i].seats, sheet->parts[i].seats, sizeof r->parts[i].seats);
        CHECK(part, "%s: the calculator's %s is %+d %+d %+d %+d, the sheet's %s %+d %+d %+d %+d", where, r->parts[i].name,
              (int)r->parts[i].seats[0], (int)r->parts[i].seats[1], (int)r->parts[i].seats[2], (int)r->parts[i].seats[3],
              sheet->parts[i].name, (int)sheet->parts[i].seats[0], (int)sheet->parts[i].seats[1], (int)sheet->parts[i].seats[2],
              (int)sheet->parts[i].seats[3]);
        same &= part;
    }
    return same;
}

/* The palette takes one more copy of a kind exactly where the request still reads it (one
 * copy of another kind swapped out, so that only the copies can be wrong): the
 * copies the calculator counts (ui_calc_visible) are those its request names, the other seats'
 * concealed tiles included. Returns the kinds where they disagree. */
static int copies_as_request(ui_calc *c, const char *where)
{
    int bad = 0;
    static score_extras x;
    for (int k = 0; k < SP_KINDS; k++) {
        char name[3], err[400] = "";
        sp_kind_name(k, name);
        bool takes = ui_calc_visible(c, k) < 4;
        int j = 0; /* the copy swapped out for it (the hand keeps its size and its winning tile) */
        while (j < SP_KINDS && (j == k || j == c->win_tile || !c->tiles[j])) j++;
        if (j == SP_KINDS) continue;
        c->tiles[j]--;
        c->tiles[k]++;
        cJSON *req = ui_calc_request(c);
        sp_score_input in;
        bool fifth = score_request_parse(req, c->rules, &in, &x, err, sizeof err) &&
                     (strstr(err, "is named") || strstr(err, "(at most 4)"));
        cJSON_Delete(req);
        c->tiles[k]--;
        c->tiles[j]++;
        if (takes == fifth) {
            CHECK(0, "%s: %s: the palette %s a copy, and the request with one more says \"%s\"", where, name,
                  takes ? "takes" : "refuses", err);
            bad++;
        }
    }
    return bad;
}

/* At the end of a won hand in the viewer (frame end, not the replay's last): R opens its
 * result, and each winner's tab in the calculator (Calculator, then Esc back to the result)
 * must have the winner's hand and give that winner's sheet; Continue goes back to the viewer.
 * Returns the wins whose calculator gave their sheet. */
static int calc_at(ui_app *app, ui_replay *rv, size_t end, const char *rules, const char *where)
{
    ui_replay_seek(rv, end);
    frame(app);
    key(SDLK_r);
    frame(app);
    CHECK(ui_on(app, &ui_screen_result), "%s: R at a won hand's end: no result screen", where);
    for (int i = 0; i < 60; i++) frame(app); /* past the reveal's first, deaf second */
    ui_match *m = app->match;
    int checked = 0;
    for (int w = 0; m && m->s && w < m->s->game.outcome.nwins && w < m->nres; w++) {
        char err[300], at[160];
        snprintf(at, sizeof at, "%s win %d", where, w + 1);
        if (m->nres > 1) CHECK(click_zone(app, w + 1), "%s: no tab of winner %d", at, w + 1);
        CHECK(m->res_page == w, "%s: the result shows winner %d's sheet", at, m->res_page + 1);
        sp_score_input want;
        _Alignas(16) static unsigned char extra[SP_GAME_EXTRA_SIZE];
        CHECK(sp_game_win_input_extra(&m->s->game, w, &want, extra, err, sizeof err) == 0, "%s: %s", at, err);
        const sp_score_result sheet = m->res[w];
        CHECK(click_zone(app, 51), "%s: the result from the replay has no Calculator button", at);
        calc_screen *st = ui_screen_state(app);
        bool open = ui_screen_top(app) == &ui_screen_calc && st && st->calc && st->calc->answer;
        CHECK(open, "%s: the calculator did not open with a scored hand (%s)", at, st && st->calc ? st->calc->error : "");
        if (open) {
            CHECK(!strcmp(st->calc->rules_id, rules), "%s: the calculator has ruleset %s", at, st->calc->rules_id);
            CHECK(!memcmp(st->calc->in.tiles, want.tiles, sizeof want.tiles) && st->calc->in.win_tile == want.win_tile &&
                      st->calc->in.seat == want.seat,
                  "%s: the calculator's hand is not the winner's", at);
            checked += same_as_sheet(&st->calc->res, &sheet, at) && !copies_as_request(st->calc, at);
        }
        key(SDLK_ESCAPE);
        frame(app);
        CHECK(ui_on(app, &ui_screen_result), "%s: Esc in the calculator did not go back to the result", at);
    }
    ui_result_continue(app);
    frame(app);
    CHECK(ui_replay_shown(app) == rv && rv->c.at == end, "%s: Continue did not go back to the viewer", where);
    return checked;
}

/* A hand won in the sample of rules, its result opened from the viewer, then the calculator. */
static void calc_from_replay(ui_app *app, const char *rules)
{
    ui_replay *rv = NULL;
    size_t end = 0;
    for (uint64_t seed = 1; seed < 12 && !end; seed++) {
        rv = open_sample(app, rules, seed);
        for (int h = 1; rv && h <= sp_cursor_hands(&rv->c) && !end; h++) {
            size_t first, last;
            sp_cursor_hand_frames(&rv->c, h, &first, &last);
            ui_replay_seek(rv, last);
            if (rv->c.s.game.outcome.kind == SP_END_WIN && last + 1 < rv->c.nframes) end = last;
        }
    }
    CHECK(end, "%s: no hand won in the samples", rules);
    if (!end) return;
    if (calc_at(app, rv, end, rules, rules))
        printf("ui_replay_bits: %s: the replay's hand %d in the calculator gives its sheet\n", rules, rv->c.frames[end].hand);
}

/* Every won hand of `seeds` matches of rules played by computer players (`hands` hands each,
 * and one more so that the last is not the replay's end), each winner's sheet from the viewer
 * in the calculator. */
static void calc_every_win(ui_app *app, const char *rules, int seeds, int hands)
{
    int wins = 0, won = 0;
    for (uint64_t seed = 1; seed <= (uint64_t)seeds; seed++) {
        char err[400];
        ui_show(app, &ui_screen_title);
        CHECK(app_start_match(app, rules, seed, false, err, sizeof err) == 0, "%s seed %d: %s", rules, (int)seed, err);
        if (!app->match) return;
        ui_match_play_hands(app->match, hands + 1);
        char *text = sp_replay_json(app->match->s);
        ui_match_free(app->match);
        app->match = NULL;
        ui_show(app, &ui_screen_title);
        CHECK(text && ui_replay_open_text(app, text, "calc-every-win.json") == 0, "%s seed %d: the replay did not open", rules, (int)seed);
        free(text);
        ui_replay *rv = ui_replay_shown(app);
        for (int h = 1; rv && h <= sp_cursor_hands(&rv->c) && h <= hands; h++) {
            size_t first, last;
            sp_cursor_hand_frames(&rv->c, h, &first, &last);
            ui_replay_seek(rv, last);
            if (rv->c.s.game.outcome.kind != SP_END_WIN || last + 1 >= rv->c.nframes) continue;
            char where[96];
            snprintf(where, sizeof where, "%s seed %d hand %d", rules, (int)seed, h);
            won++;
            wins += calc_at(app, rv, last, rules, where);
        }
    }
    CHECK(won > 0, "%s: no hand won in %d matches", rules, seeds);
    printf("ui_replay_bits: %s: %d won hands of %d matches, %d wins in the calculator as on their sheets\n", rules, won, seeds,
           wins);
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
    char ids[16][SP_ID_LEN];
    int n = sp_ruleset_ids(ids, 16);
    for (int i = 0; i < n; i++) calc_from_replay(&app, ids[i]);
    calc_every_win(&app, "guizhou-xingyi", 6, 8);
    for (int i = 0; i < n; i++)
        if (strcmp(ids[i], "guizhou-xingyi")) calc_every_win(&app, ids[i], 3, 6);
    no_hand_no_calculator(&app);
    ui_show(&app, &ui_screen_title);
    return finish_test_app(&app, dir, failures);
}
