/* ui_calc_open: the calculator screen used through the window, headless (issue 25):
 * - "Open in calculator" on a hand result of each ruleset opens the calculator with the
 *   winner's hand scored: every common field of the win's score input (tiles, melds, winning
 *   tile, winds, dealer, discarder, flowers, situation, indicator, options, scores, the other
 *   seats' melds and flowers) arrives unchanged, and the model's own input with it: the
 *   calculator's answer (valid, value, payments) is the sheet's;
 * - typed notation and palette clicks edit one hand: typing tiles updates the palette's
 *   model and the answer, a palette click rewrites the field's text. */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_calc_open"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "core/game.h"
#include "ui/boxes.h"
#include "ui/match.h"
#include "ui/screen_calc.h"
#include "ui/screens.h"
#include "ui_input.h"
#include "ui_test_app.h"

static void check_open(ui_app *app, const char *rules)
{
    char err[400];
    CHECK(app_sample_screen(app, "result", rules, 3, err, sizeof err) == 0, "%s: %s", rules, err);
    frame(app);
    sp_score_input want;
    _Alignas(16) static unsigned char extra[SP_GAME_EXTRA_SIZE]; /* the input the sheet scored, the model's hook included */
    CHECK(sp_game_win_input_extra(&app->match->s->game, 0, &want, extra, err, sizeof err) == 0, "%s: %s", rules, err);
    const sp_score_result sheet = app->match->res[0];
    CHECK(click_zone(app, 51), "%s: the result has no Open in calculator button", rules);
    CHECK(ui_screen_top(app) == &ui_screen_calc, "%s: the calculator is not showing", rules);
    calc_screen *st = ui_screen_state(app);
    if (!st || ui_screen_top(app) != &ui_screen_calc) return;
    CHECK(!strcmp(st->calc->rules_id, rules), "%s: the calculator has ruleset %s", rules, st->calc->rules_id);
    CHECK(st->calc->answer != NULL, "%s: the hand was not scored: %s", rules, st->calc->error);
    if (!st->calc->answer) return;
    const sp_score_input *got = &st->calc->in;
    CHECK(!memcmp(got->tiles, want.tiles, sizeof want.tiles) && got->nmelds == want.nmelds &&
              !memcmp(got->melds, want.melds, sizeof want.melds[0] * (size_t)want.nmelds),
          "%s: the hand or its melds differ", rules);
    CHECK(got->win == want.win && got->win_tile == want.win_tile && got->seat == want.seat && got->round == want.round &&
              got->dealer == want.dealer && got->discarder == want.discarder && got->flowers == want.flowers &&
              got->situation == want.situation && got->indicator == want.indicator && got->players == want.players &&
              got->dealer_streak == want.dealer_streak,
          "%s: the win's circumstances differ", rules);
    CHECK(!memcmp(got->options, want.options, sizeof want.options), "%s: the options differ", rules);
    for (int p = 0; p < want.players; p++) {
        CHECK(got->seats[p].score == want.seats[p].score, "%s: seat %d's score differs", rules, p);
        if (p == want.seat) continue;
        CHECK(got->seats[p].nmelds == want.seats[p].nmelds && got->seats[p].flowers == want.seats[p].flowers &&
                  !memcmp(got->seats[p].melds, want.seats[p].melds, sizeof want.melds[0] * (size_t)want.seats[p].nmelds),
              "%s: seat %d's melds or flowers differ", rules, p);
    }
    /* the model's own input came along (Guizhou's chickens and beans, Wuhan's special kongs):
     * the calculator's answer is the sheet's */
    const sp_score_result *r = &st->calc->res;
    CHECK(r->valid == sheet.valid && r->fan == sheet.fan && !memcmp(r->payments, sheet.payments, sizeof r->payments),
          "%s: the calculator says %d %s (%+d %+d %+d %+d), the sheet %d (%+d %+d %+d %+d)", rules, (int)r->fan, st->calc->rules->unit[2],
          (int)r->payments[0], (int)r->payments[1], (int)r->payments[2], (int)r->payments[3], (int)sheet.fan, (int)sheet.payments[0],
          (int)sheet.payments[1], (int)sheet.payments[2], (int)sheet.payments[3]);
    printf("ui_calc_open: %s: opened in the calculator, %d %s (the sheet: %d)\n", rules, (int)r->fan, st->calc->rules->unit[2],
           (int)sheet.fan);
}

static void check_sync(ui_app *app)
{
    char err[400];
    ui_calc_open(app, NULL);
    calc_screen *st = ui_screen_state(app);
    CHECK(st && ui_screen_top(app) == &ui_screen_calc, "the calculator did not open");
    if (!st) return;
    CHECK(ui_calc_set_rules(st->calc, "hk-classic", err, sizeof err) == 0, "%s", err);
    click_zone(app, CALC_Z_CLEAR);
    CHECK(click_zone(app, CALC_Z_FIELD + CALC_FIELD_TILES), "no tiles field");
    type_text(app, "123m456p789s1122z");
    CHECK(st->calc->tiles[0] == 1 && st->calc->tiles[27] == 2 && st->calc->size == 13, "typed tiles not in the model (%d tiles)", st->calc->size);
    CHECK(st->calc->nwaits == 2, "123m456p789s1122z waits on 1z and 2z, the model lists %d waits", st->calc->nwaits);
    key(SDLK_RETURN);
    frame(app);
    CHECK(click_zone(app, CALC_Z_PALETTE + 28), "no palette tile 2z");
    CHECK(!strcmp(st->fields[CALC_FIELD_TILES].text, "123m456p789s11222z"), "the field shows '%s' after a palette click",
          st->fields[CALC_FIELD_TILES].text);
    CHECK(st->calc->win_tile == 28 && st->calc->answer != NULL, "the clicked tile is not the winning tile, or no answer: %s", st->calc->error);
    /* a typing mistake keeps the hand and says why */
    CHECK(click_zone(app, CALC_Z_FIELD + CALC_FIELD_TILES), "no tiles field");
    type_text(app, "x");
    CHECK(st->field_error[CALC_FIELD_TILES][0] != 0 && st->calc->size == 14, "a bad character: error '%s', %d tiles",
          st->field_error[CALC_FIELD_TILES], st->calc->size);
    key(SDLK_ESCAPE);
    frame(app);
    CHECK(!strcmp(st->fields[CALC_FIELD_TILES].text, "123m456p789s11222z") && !st->field_error[CALC_FIELD_TILES][0],
          "Esc did not put the hand's text back: '%s'", st->fields[CALC_FIELD_TILES].text);
    /* a whole hand typed with no winning tile marked: the answer says, in words, what to do */
    CHECK(click_zone(app, CALC_Z_CLEAR) && click_zone(app, CALC_Z_FIELD + CALC_FIELD_TILES), "no Clear or tiles field");
    type_text(app, "123m456p789s11222z");
    CHECK(st->calc->size == 14 && st->calc->win_tile < 0 && !st->calc->answer, "14 typed tiles: %d, winning tile %d",
          st->calc->size, st->calc->win_tile);
    static ui_boxes bx;
    ui_boxes_reset(&bx);
    app->boxes = &bx;
    ui_draw(app);
    app->boxes = NULL;
    const char *want = ui_tr(&app->i18n, "calc.pick_win");
    bool told = false;
    for (int i = 0; i < bx.n; i++) told |= bx.b[i].kind == UI_BOX_TEXT && !strncmp(bx.b[i].text, want, 20);
    CHECK(told, "no \"%s\" on a hand without its winning tile (the request's error: %s)", want, st->calc->error);
}

int main(int argc, char **argv)
{
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return 1;
    app.no_autosave = true;
    app.save_settings = NULL;
    app.save_path[0] = 0;
    for (int i = 1; i < argc; i++) check_open(&app, argv[i]);
    check_sync(&app);
    app_close(&app);
    if (failures) fprintf(stderr, "ui_calc_open: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
