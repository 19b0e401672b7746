/* ui_rules_editor: the house-rules editor used as a player would, headless under SDL's dummy
 * driver: House rules from the title (keyboard), hk-classic chosen with Left and Right, the
 * minimum lowered with the keyboard and a pattern left out with the mouse, an id typed (a bad
 * character refused at the field: Save disabled), Save; the file in the player's rules folder
 * loads with the loader, with exactly those changes, and New game offers it; a house rule made
 * from it in turn has its model's sample hands. */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_rules_editor"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/ai_settings.h"
#include "app/app.h"
#include "core/payments.h"
#include "table/ruleset_file.h"
#include "ui/rules_editor.h"
#include "ui/screens.h"
#include "ui_input.h"
#include "ui_test_app.h"

/* The index of the zone with this id in the last frame, -1 none. */
static int zone_of(ui_app *app, int id)
{
    ui_draw(app);
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id == id) return z;
    return -1;
}

/* Moves the keyboard focus with Tab until the zone `id` has it; false when it never does. */
static bool tab_to(ui_app *app, int id)
{
    for (int k = 0; k < 2 * UI_MAX_ZONES; k++) {
        int z = zone_of(app, id);
        if (z >= 0 && app->focus == z) return true;
        key(SDLK_TAB);
        frame(app);
    }
    return false;
}

static void click_id(ui_app *app, int id)
{
    int z = zone_of(app, id);
    CHECK(z >= 0, "no zone %d", id);
    if (z < 0) return;
    ui_rect r = app->zones[z].r;
    click(app, r.x + r.w / 2, r.y + r.h / 2);
    frame(app);
}

int main(void)
{
    char home[200], err[600];
    snprintf(home, sizeof home, "/tmp/sparrow-ui-rules-editor-%d", (int)getpid());
    setenv("XDG_DATA_HOME", home, 1); /* the player's folder: the house rules are saved there */
    static ui_app app;
    if (open_test_app(&app, "800x600", "en")) return 1;
    app.no_autosave = true;
    ui_show(&app, &ui_screen_title);
    frame(&app);
    /* the title's House rules button, with the keyboard */
    CHECK(tab_to(&app, 9), "the title has no House rules button"); /* screen_menus.c's TITLE_HOUSE_RULES */
    key(SDLK_RETURN);
    frame(&app);
    CHECK(ui_on(&app, &ui_screen_rules_editor), "Enter on House rules did not open the editor");
    rules_editor *re = ui_rules_editor_state(&app);
    /* hk-classic to start from: Right on the ruleset button until it shows */
    CHECK(tab_to(&app, RE_BASE), "no ruleset button");
    for (int k = 0; k < re->nbases && strcmp(re->e.base->id, "hk-classic"); k++) {
        key(SDLK_RIGHT);
        frame(&app);
    }
    CHECK(!strcmp(re->e.base->id, "hk-classic"), "hk-classic is not offered (%s)", re->e.base->id);
    CHECK(!strcmp(re->id.text, "hk-classic-house"), "the new id is '%s'", re->id.text);
    int classic_samples = re->samples.n;
    CHECK(classic_samples > 0, "hk-classic has no sample hands");
    /* the minimum 3 -> 1: Left twice on its button */
    int min_fan = sp_ruleset_option(re->e.base, "min_fan");
    CHECK(tab_to(&app, RE_VALUE + min_fan), "no button for the minimum");
    key(SDLK_LEFT);
    key(SDLK_LEFT);
    frame(&app);
    CHECK(re->e.edit->options[min_fan].def == 1, "the minimum is %d", (int)re->e.edit->options[min_fan].def);
    /* 無花 left out with the mouse, on the patterns tab */
    int wuhua = sp_ruleset_pattern(re->e.base, "wuhua");
    click_id(&app, RE_TAB + RE_TAB_PATTERNS);
    click_id(&app, RE_SWITCH + wuhua);
    CHECK(re->e.left_out[wuhua], "a click did not leave 無花 out");
    /* the id: a character the loader refuses disables Save, Backspace takes it away */
    click_id(&app, RE_ID);
    CHECK(ui_rules_editor_typing(&app) == RE_ID, "a click on the id field did not give it the keyboard");
    for (int k = 0; k < 40; k++) key(SDLK_BACKSPACE);
    frame(&app);
    type_text(&app, "hk-mine");
    key(SDLK_m); /* a key is pressed, then its character typed: M types, it does not mute */
    type_text(&app, "M");
    CHECK(!app.settings.mute, "M in the id field muted the sound");
    CHECK(!strcmp(re->id.text, "hk-mineM"), "the id field holds '%s'", re->id.text);
    CHECK(!strncmp(re->problem, "edit.bad_id|", 12) || !strncmp(re->problem, "edit.invalid|", 13), "'%s' was accepted: %s", re->id.text, re->problem);
    int save = zone_of(&app, RE_SAVE);
    CHECK(save >= 0 && !app.zones[save].enabled, "Save is offered for the id '%s'", re->id.text);
    key(SDLK_BACKSPACE);
    frame(&app);
    CHECK(!re->problem[0], "'%s' is refused: %s", re->id.text, re->problem);
    key(SDLK_ESCAPE); /* leaves the field, not the screen */
    frame(&app);
    CHECK(ui_on(&app, &ui_screen_rules_editor) && ui_rules_editor_typing(&app) < 0, "Esc in a field left the editor");
    /* the prices tab: the half-spicy discard price at 4 fan, 16, pressed four times is 20; the
     * sample hands paid at 4 fan change, and the change is told in words */
    click_id(&app, RE_TAB + RE_TAB_PRICES);
    int row = -1, liability = -1;
    for (int k = 0; k < re->nprices; k++) {
        if (RE_IS_PAYMENT_ROW(re->prices[k].param)) { /* who pays: the rows before the prices */
            if (RE_PAYMENT_KEY(re->prices[k].param) == SP_PAY_LIABILITY) liability = k;
            continue;
        }
        if (!strcmp(re->e.base->params[re->prices[k].param].name, "payment.discard.banla") && re->prices[k].index == 4) row = k;
    }
    /* the liability row, first on the first page: pressed once, 包牌 covers self-draws only */
    CHECK(liability == 0, "the liability row is row %d", liability);
    if (liability >= 0) {
        click_id(&app, RE_PRICE + liability);
        CHECK(re->e.ok && re->e.checked->payments[SP_PAY_LIABILITY] == SP_LIABLE_SELF_DRAW, "the liability strategy is %d",
              re->e.checked->payments[SP_PAY_LIABILITY]);
    }
    CHECK(row >= 0, "no price row for the half-spicy discard price at 4 fan (%d rows)", re->nprices);
    int changed_before = re->nchanged;
    if (row >= 0) {
        char label[200];
        ui_rules_price_label(&app, re->e.base, re->prices[row], label, sizeof label);
        CHECK(!strcmp(label, "Discard price, half spicy: 4 fan"), "the row reads '%s'", label);
        re->page = row / ui_rules_editor_rows(&app);
        frame(&app);
        for (int k = 0; k < 4; k++) click_id(&app, RE_PRICE + row);
        const sp_param *banla = sp_ruleset_param(re->e.checked, "payment.discard.banla");
        CHECK(banla && banla->values[4] == 20, "the price is %d after four presses", banla ? (int)banla->values[4] : -1);
        CHECK(re->nchanged > changed_before, "no sample answer changed with the 4-fan price (%d)", re->nchanged);
    }
    /* the changes tab lists the edits and the names */
    click_id(&app, RE_TAB + RE_TAB_CHANGES);
    CHECK(re->nchanges == 7, "%d changes (3 names, the minimum, 無花, the liability, a price)", re->nchanges);
    bool told = false, told_pay = false;
    for (int i = 0; i < re->nchanges; i++) {
        char text[600];
        ui_rules_change_text(&app, re, i, text, sizeof text);
        told |= strstr(text, "Discard price, half spicy: 4 fan: 16 → 20") != NULL;
        told_pay |= strstr(text, "Liability (包): Self-draws, and half a discard → Self-draws only") != NULL;
    }
    CHECK(told, "the price's change is not told in words");
    CHECK(told_pay, "the liability's change is not told in words");
    click_id(&app, RE_SAVE);
    char path[400];
    snprintf(path, sizeof path, "%s/sparrow/sparrow/rules/hk-mine.rules", home);
    sp_ruleset *rs = malloc(sizeof *rs);
    int loaded = sp_ruleset_load_file(path, rs, err, sizeof err);
    CHECK(loaded == 0, "the saved file does not load: %s", err);
    if (loaded == 0) {
        CHECK(rs->options[sp_ruleset_option(rs, "min_fan")].def == 1, "saved minimum %d", (int)rs->options[sp_ruleset_option(rs, "min_fan")].def);
        CHECK(sp_ruleset_pattern(rs, "wuhua") < 0, "無花 was saved");
        CHECK(rs->npatterns == re->e.base->npatterns - 1, "%d patterns saved of %d", rs->npatterns, re->e.base->npatterns);
        const sp_param *banla = sp_ruleset_param(rs, "payment.discard.banla");
        CHECK(banla && banla->values[4] == 20, "the saved 4-fan price is %d", banla ? (int)banla->values[4] : -1);
        CHECK(rs->payments[SP_PAY_LIABILITY] == SP_LIABLE_SELF_DRAW, "the saved liability strategy is %d", rs->payments[SP_PAY_LIABILITY]);
    }
    /* a computer players' setting that differs (a hand-edited house file's `ai` section) is told
     * with the values each plays with: hk-classic's caution is 1 */
    CHECK(re->e.ok && re->nchanges < RE_MAX_CHANGES, "no room to check a setting's change (ok %d, %d changes)", re->e.ok, re->nchanges);
    if (re->e.ok && re->nchanges < RE_MAX_CHANGES) {
        sp_ruleset *house = re->e.checked;
        house->nai = 1;
        snprintf(house->ai[0].name, sizeof house->ai[0].name, "caution");
        house->ai[0].value = 0.5;
        sp_ai_settings_prepare(house);
        re->changes[re->nchanges] = (sp_rules_change){.kind = SP_CHANGE_AI, .a = -1, .b = 0, .field = "caution"};
        char text[600];
        ui_rules_change_text(&app, re, re->nchanges, text, sizeof text);
        CHECK(!strcmp(text, "Computer players: caution 1 → 0.5"), "the setting's change reads '%s'", text);
    }
    /* New game offers it */
    key(SDLK_ESCAPE);
    frame(&app);
    CHECK(ui_on(&app, &ui_screen_title), "Esc did not go back to the title");
    CHECK(strcmp(ui_newgame_rules_name(&app, "hk-mine"), "hk-mine") != 0, "New game does not offer hk-mine");
    /* a house rule made from hk-mine tests its changes on hk-classic's sample hands (its model's) */
    ui_show(&app, &ui_screen_rules_editor);
    frame(&app);
    re = ui_rules_editor_state(&app);
    CHECK(tab_to(&app, RE_BASE), "no ruleset button");
    for (int k = 0; k < re->nbases && strcmp(re->e.base->id, "hk-mine"); k++) {
        key(SDLK_RIGHT);
        frame(&app);
    }
    CHECK(!strcmp(re->e.base->id, "hk-mine"), "hk-mine is not offered to start from (%s)", re->e.base->id);
    CHECK(re->samples.n == classic_samples, "hk-mine has %d sample hands, hk-classic %d", re->samples.n, classic_samples);
    key(SDLK_ESCAPE);
    frame(&app);
    free(rs);
    app_close(&app);
    remove(path);
    char dir[400];
    snprintf(dir, sizeof dir, "%s/sparrow/sparrow/rules", home);
    rmdir(dir);
    if (failures) {
        fprintf(stderr, "ui_rules_editor: %d checks failed\n", failures);
        return 1;
    }
    printf("ui_rules_editor: made, checked and saved hk-mine from hk-classic with keys and clicks\n");
    return 0;
}
