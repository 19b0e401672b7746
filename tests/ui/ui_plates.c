/* ui_plates: no seat's name plate covers a tile. The plates are drawn over the table, so a
 * flower or meld under one could not be seen (the right seat's flowers once were, at every
 * size). And each plate holds its own words whole: at 800x600 the second line ("Player")
 * once hung out under the plate's edge, which the layout sweep's slack for line spacing let by. Every ruleset, seeds 1-12, the table after the deal, mid-hand and late (melds and
 * flowers down), at 800x600 and 2560x1440 with middle-sized tiles and at 1280x720 with large
 * ones: every plate's rectangle against every tile drawn. And at each hand's end the final
 * table's button and caption against every plate and every seat's tile.
 *   ui_plates                      exit 0 when no plate meets a tile */
#define UI_TEST_NAME "ui_plates"
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "core/game.h"
#include "table/ruleset_ids.h"
#include "ui/boxes.h"
#include "ui/match.h"
#include "ui/screen.h"
#include "ui/screens.h"
#include "ui/seat_name.h"
#include "ui_input.h"
#include "ui_test_app.h"

static bool meets(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static int tables_checked, whys_checked, finals_checked, waits_checked, dealer_moved;
static ui_boxes boxes;

/* Whether the human is offered a call or win button now. */
static bool has_buttons(ui_match *m)
{
    sp_action_list legal;
    ui_match_legal(m, &legal);
    for (int i = 0; i < legal.n; i++)
        if (legal.a[i].type != SP_ACT_DISCARD) return true;
    return false;
}

/* With call buttons up (raised over the player's flowers and melds), the why-line above them
 * never runs into one: it once sat at a fixed height and covered a raised button's key. */
static void check_why(ui_app *app, const char *what)
{
    ui_match *m = app->match;
    m->notice_key = "hint.off"; /* a line of the window's own in the why-line */
    m->notice_until = app->now + 5000;
    app->boxes = &boxes;
    ui_boxes_reset(&boxes);
    ui_draw(app);
    app->boxes = NULL;
    m->notice_key = NULL;
    m->notice_until = 0;
    char head[40];
    snprintf(head, sizeof head, "%.20s", ui_tr(&app->i18n, "hint.off"));
    int why = -1;
    for (int i = 0; i < boxes.n; i++)
        if (boxes.b[i].kind == UI_BOX_TEXT && !strncmp(boxes.b[i].text, head, strlen(head))) why = i;
    CHECK(why >= 0, "%s: the why-line was not drawn", what);
    if (why < 0) return;
    whys_checked++;
    for (int i = 0; i < boxes.n; i++)
        CHECK(boxes.b[i].kind != UI_BOX_BUTTON || !meets(boxes.b[why].r, boxes.b[i].r),
              "%s at %dx%d: the why-line (%d,%d %dx%d) runs into the button '%s' (%d,%d %dx%d)", what, app->pw, app->ph,
              boxes.b[why].r.x, boxes.b[why].r.y, boxes.b[why].r.w, boxes.b[why].r.h, boxes.b[i].text, boxes.b[i].r.x,
              boxes.b[i].r.y, boxes.b[i].r.w, boxes.b[i].r.h);
}


/* Draws a frame keeping its tiles' and plates' rectangles (app->rec, plate_rec) and its boxes. */
static void draw_recorded(ui_app *app)
{
    app->record = true;
    app->boxes = &boxes;
    ui_boxes_reset(&boxes);
    ui_draw(app);
    app->record = false;
    app->boxes = NULL;
}

/* Draws the table showing and checks each seat's plate, as drawn, against every tile drawn. */
static void check_table(ui_app *app, const char *what)
{
    ui_match *m = app->match;
    draw_recorded(app);
    tables_checked++;
    /* the waits hint's tiles (the player's ready hand) cover no seat's tile */
    for (int i = 0; i < app->nrec; i++) {
        if (app->rec[i].group != UI_GROUP_WAITS) continue;
        waits_checked++;
        for (int j = 0; j < app->nrec; j++)
            CHECK(app->rec[j].group == UI_GROUP_WAITS || !meets(app->rec[i].r, app->rec[j].r),
                  "%s at %dx%d: the waits hint's tile (%d,%d) covers a tile of draw group %d at (%d,%d %dx%d)", what,
                  app->pw, app->ph, app->rec[i].r.x, app->rec[i].r.y, app->rec[j].group, app->rec[j].r.x,
                  app->rec[j].r.y, app->rec[j].r.w, app->rec[j].r.h);
    }
    CHECK(app->nplate_rec == m->players, "%s: %d plates drawn for %d seats", what, app->nplate_rec, m->players);
    for (int s = 0; s < app->nplate_rec; s++) {
        SDL_Rect plate = app->plate_rec[s];
        for (int i = 0; i < app->nrec; i++) {
            SDL_Rect t = app->rec[i].r;
            CHECK(!meets(plate, t), "%s at %dx%d: seat %d's plate (%d,%d %dx%d) covers a tile of draw group %d "
                  "at (%d,%d %dx%d)", what, app->pw, app->ph, s, plate.x, plate.y, plate.w, plate.h,
                  app->rec[i].group, t.x, t.y, t.w, t.h);
        }
        /* the texts that start in the plate end in it: glyph boxes (ink, ascent and descent) */
        for (int i = 0; i < boxes.n; i++) {
            SDL_Rect t = boxes.b[i].r;
            int cx = t.x + t.w / 2, cy = t.y + t.h / 2;
            if (boxes.b[i].kind != UI_BOX_TEXT || cx < plate.x || cy < plate.y || cx >= plate.x + plate.w ||
                cy >= plate.y + plate.h)
                continue;
            CHECK(t.x >= plate.x && t.y >= plate.y && t.x + t.w <= plate.x + plate.w && t.y + t.h <= plate.y + plate.h,
                  "%s at %dx%d: '%s' (%d,%d %dx%d) hangs out of seat %d's plate (%d,%d %dx%d)", what, app->pw, app->ph,
                  boxes.b[i].text, t.x, t.y, t.w, t.h, s, plate.x, plate.y, plate.w, plate.h);
        }
    }
}

/* The hand over, T's final table: its button and caption meet no plate and no tile (they once
 * sat on the top seat's plate, hiding its name and score, at every size). */
static void check_final_table(ui_app *app, const char *what)
{
    ui_screen_push(app, &ui_screen_final_table);
    draw_recorded(app);
    finals_checked++;
    const char *sheet = ui_tr(&app->i18n, "result.sheet");
    char caption[12];
    snprintf(caption, sizeof caption, "%s", ui_tr(&app->i18n, "result.final_table"));
    int found = 0;
    for (int i = 0; i < boxes.n; i++) {
        const ui_box *b = &boxes.b[i];
        bool ours = (b->kind == UI_BOX_BUTTON && !strcmp(b->text, sheet)) ||
                    (b->kind == UI_BOX_TEXT && !strncmp(b->text, caption, strlen(caption)));
        if (!ours) continue;
        found++;
        for (int s = 0; s < app->nplate_rec; s++)
            CHECK(!meets(b->r, app->plate_rec[s]), "%s at %dx%d: the final table's '%s' (%d,%d %dx%d) covers seat %d's "
                  "plate", what, app->pw, app->ph, b->text, b->r.x, b->r.y, b->r.w, b->r.h, s);
        /* (the caption stands in the centre panel for the wall count, over the panel's own
         * indicator tiles, of no seat, as the wall count did) */
        for (int t = 0; t < app->nrec; t++)
            CHECK(!meets(b->r, app->rec[t].r) || (b->kind == UI_BOX_TEXT && app->rec[t].group < 0), "%s at %dx%d: the final table's '%s' (%d,%d %dx%d) covers a tile of "
                  "draw group %d", what, app->pw, app->ph, b->text, b->r.x, b->r.y, b->r.w, b->r.h, app->rec[t].group);
    }
    CHECK(found >= 2, "%s: the final table's button and caption were not drawn (%d found)", what, found);
    /* each plate names the seat's wind as the hand was dealt (as the score sheet does), not the
     * next hand's, which the game already holds */
    const sp_game *g = &app->match->s->game;
    for (int s = 0; s < g->players; s++) {
        char name[64], want[128], key[16];
        ui_seat_name(app, app->match, s, name, sizeof name);
        snprintf(key, sizeof key, "wind.%d", (s - g->outcome.dealer + g->players) % g->players);
        snprintf(want, sizeof want, "%s %s", ui_tr(&app->i18n, key), name);
        bool named = false;
        for (int i = 0; i < boxes.n && !named; i++) named = boxes.b[i].kind == UI_BOX_TEXT &&
                                                          !strncmp(boxes.b[i].text, want, sizeof boxes.b[i].text - 1);
        CHECK(named, "%s: seat %d's plate does not read '%s' (the dealer was seat %d, the next is %d)", what, s, want,
              g->outcome.dealer, g->dealer);
        if (g->dealer != g->outcome.dealer) dealer_moved++;
    }
    ui_screen_back(app);
}

static void sweep(ui_app *app, const char *rules)
{
    char err[400], what[SP_ID_LEN + 64];
    for (uint64_t seed = 1; seed <= 12; seed++) {
        CHECK(app_start_match(app, rules, seed, true, err, sizeof err) == 0, "%s", err);
        static const int walls_left[3] = {1000, 40, 12}; /* after the deal, mid-hand, late */
        for (int stage = 0; stage < 3; stage++) {
            while (sp_game_pending(&app->match->s->game) && sp_game_wall_left(&app->match->s->game) > walls_left[stage])
                ui_match_fast_forward(app->match, 1);
            if (!sp_game_pending(&app->match->s->game)) break;
            snprintf(what, sizeof what, "%.*s seed %llu stage %d", SP_ID_LEN, rules, (unsigned long long)seed, stage);
            check_table(app, what);
            /* on to the human's next call or win button, if one comes soon */
            for (int k = 0; k < 60 && sp_game_pending(&app->match->s->game) && !has_buttons(app->match); k++)
                ui_match_fast_forward(app->match, 1);
            if (sp_game_pending(&app->match->s->game) && has_buttons(app->match)) check_why(app, what);
        }
        while (sp_game_pending(&app->match->s->game)) ui_match_fast_forward(app->match, 50);
        snprintf(what, sizeof what, "%.*s seed %llu, hand over", SP_ID_LEN, rules, (unsigned long long)seed);
        check_final_table(app, what);
    }
}

int main(void)
{
    char rulesets[16][SP_ID_LEN];
    int n = sp_ruleset_ids(rulesets, 16);
    CHECK(n >= 6, "only %d rulesets found", n);
    static const char *sizes[3] = {"800x600", "2560x1440", "1280x720"};
    static const int tile_sizes[3] = {1, 1, 2};
    for (int k = 0; k < 3; k++) {
        ui_app app;
        if (open_test_app(&app, sizes[k], "en")) return 1;
        app.settings.tile_size = tile_sizes[k];
        for (int i = 0; i < n; i++) sweep(&app, rulesets[i]);
        app_close(&app);
    }
    CHECK(whys_checked > 20, "only %d tables with call buttons and a why-line", whys_checked);
    CHECK(dealer_moved > 0, "no hand passed the deal on");
    CHECK(finals_checked == 3 * 12 * n, "%d final tables checked of %d hands", finals_checked, 3 * 12 * n);
    printf("ui_plates: %d tables checked, %d with call buttons and a why-line, %d final tables, %d waits hint tiles, "
           "%d failures\n", tables_checked, whys_checked, finals_checked, waits_checked, failures);
    return failures != 0;
}
