/* screen_rules_editor.c: the house-rules editor - start from a ruleset, change its options'
 * defaults and its patterns (counted or left out, their values) with the new-game screen's
 * widgets, name the house rules and save them in the player's rules folder. Every change is
 * checked by the loader itself (table/ruleset_edit.h) and the sample hands are scored again
 * under the house rules (table/ruleset_samples.h). Drawing: screen_rules_editor_draw.c. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/model.h"
#include "table/ruleset_edit_save.h"
#include "table/ruleset_file.h"
#include "ui/draw.h"
#include "ui/rules_editor.h"
#include "ui/screens.h"

rules_editor *ui_rules_editor_state(ui_app *app) { return ui_screen_state(app); }

/* A new house ruleset's names: the base's, marked as house rules in each language. */
static const char *const house_suffix[SP_NLANGS] = {"（家規）", "（家规）", " (house rules)"};

/* Scores the samples under the house rules again when its rules changed (names do not). */
static void rescore(rules_editor *re)
{
    if (!re->e.ok || re->e.checked->content_hash == re->scored_hash) return;
    re->nchanged = 0;
    for (int i = 0; i < re->samples.n; i++) {
        sp_sample_score(re->e.checked, re->samples.s[i].request, &re->house_answers[i]);
        re->nchanged += sp_sample_changed(&re->base_answers[i], &re->house_answers[i]);
    }
    re->scored_hash = re->e.checked->content_hash;
}

/* After each change: the loader's check, the changes against the base, the samples. */
static void recheck(rules_editor *re)
{
    sp_rules_edit_check(&re->e);
    sp_rules_edit_save_problem(&re->e, re->problem, sizeof re->problem);
    if (re->e.ok) re->nchanges = sp_ruleset_changes(re->e.base, re->e.checked, re->changes, RE_MAX_CHANGES);
    if (re->nchanges > RE_MAX_CHANGES) re->nchanges = RE_MAX_CHANGES;
    rescore(re);
}

static void drop_samples(rules_editor *re)
{
    sp_samples_free(&re->samples);
    free(re->base_answers);
    free(re->house_answers);
    re->base_answers = re->house_answers = NULL;
    re->scored_hash = 0;
    re->nchanged = 0;
}

/* The samples of a house file that has none of its own: those of the first shipped ruleset of
 * its model (scored under any ruleset of the model: ruleset_samples.h), so that a house rule
 * made from another still has hands to test its changes on. */
static void load_model_samples(ui_app *app, rules_editor *re, const sp_ruleset *rs)
{
    sp_ruleset *other = malloc(sizeof *other);
    char err[1400];
    if (!other || !sp_model_of(rs)) {
        free(other);
        return;
    }
    for (int b = 0; b < re->nbases && re->samples.n == 0; b++) {
        if (re->bases[b].kind != SP_RULES_DIR_SHIPPED || sp_ruleset_load_entry(&re->bases[b], other, err, sizeof err) ||
            sp_model_of(other) != sp_model_of(rs))
            continue;
        sp_samples_free(&re->samples);
        if (sp_samples_load(&re->samples, other->id, err, sizeof err)) ui_error(app, "msg.no_rules", err);
    }
    free(other);
}

/* Starts again from base number b: its samples scored under it, a new id and names. */
static void start_from(ui_app *app, rules_editor *re, int b)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    char err[1400];
    if (!rs) return;
    if (sp_ruleset_load_entry(&re->bases[b], rs, err, sizeof err)) {
        ui_error(app, "msg.no_rules", err);
        free(rs);
        return;
    }
    re->base = b;
    sp_rules_edit_free(&re->e);
    char id[SP_ID_LEN];
    snprintf(id, sizeof id, "%.32s-house", rs->id);
    if (sp_rules_edit_start(&re->e, rs, id)) {
        free(rs);
        return;
    }
    ui_field_set(&re->id, id, SP_ID_LEN - 1);
    for (int l = 0; l < SP_NLANGS; l++) {
        char name[SP_NAME_LEN];
        size_t room = sizeof name - strlen(house_suffix[l]) - 1;
        snprintf(name, sizeof name, "%.*s%s", (int)room, rs->names[l], house_suffix[l]);
        ui_field_set(&re->names[l], name, SP_NAME_LEN - 1);
        sp_rules_edit_set_name(&re->e, l, name);
    }
    drop_samples(re);
    if (sp_samples_load(&re->samples, rs->id, err, sizeof err)) ui_error(app, "msg.no_rules", err);
    if (re->samples.n == 0 && re->bases[b].kind != SP_RULES_DIR_SHIPPED) load_model_samples(app, re, rs);
    re->base_answers = calloc((size_t)re->samples.n + 1, sizeof *re->base_answers);
    re->house_answers = calloc((size_t)re->samples.n + 1, sizeof *re->house_answers);
    if (!re->base_answers || !re->house_answers) sp_samples_free(&re->samples);
    for (int i = 0; i < re->samples.n; i++) sp_sample_score(rs, re->samples.s[i].request, &re->base_answers[i]);
    free(rs);
    re->nprices = ui_rules_price_rows(app, re->e.base, re->prices, RE_MAX_PRICES);
    re->page = 0;
    re->help = -1;
    recheck(re);
}

static void editor_open(ui_app *app)
{
    rules_editor *re = ui_rules_editor_state(app);
    sp_rules_entry *all = malloc(SP_RULES_MAX_ENTRIES * sizeof *all);
    re->bases = malloc(RE_MAX_BASES * sizeof *re->bases);
    if (!all || !re->bases) {
        free(all);
        return;
    }
    int n = sp_rules_catalog(all, SP_RULES_MAX_ENTRIES);
    for (int i = 0; i < n && re->nbases < RE_MAX_BASES; i++)
        if (sp_rules_id_ok(all[i].id)) re->bases[re->nbases++] = all[i];
    free(all);
    for (int b = 0; b < re->nbases && !re->e.edit; b++) start_from(app, re, b); /* the first that loads */
    SDL_StartTextInput();
}

static void editor_close(ui_app *app)
{
    rules_editor *re = ui_rules_editor_state(app);
    sp_rules_edit_free(&re->e);
    drop_samples(re);
    free(re->bases);
    SDL_StopTextInput();
}

int ui_rules_editor_count(const rules_editor *re)
{
    switch (re->tab) {
    case RE_TAB_OPTIONS: return re->e.base->noptions;
    case RE_TAB_PATTERNS: return re->e.base->npatterns;
    case RE_TAB_PRICES: return re->nprices;
    default: return re->nchanges;
    }
}

int ui_rules_editor_typing(const ui_app *app)
{
    if (app->focus < 0 || app->focus >= app->nzones) return -1;
    int id = app->zones[app->focus].id;
    return id == RE_ID || (id >= RE_NAME && id < RE_NAME + SP_NLANGS) ? id : -1;
}

static void field_changed(rules_editor *re, int id)
{
    if (id == RE_ID) sp_rules_edit_set_id(&re->e, re->id.text);
    else sp_rules_edit_set_name(&re->e, id - RE_NAME, re->names[id - RE_NAME].text);
    recheck(re);
}

/* Typing into the field that has the keyboard; Tab, Up and Down still move, Enter and Esc
 * leave it. Other keys type (M would mute, ? would show the keys). */
static bool editor_event(ui_app *app, const SDL_Event *e)
{
    rules_editor *re = ui_rules_editor_state(app);
    int typing = ui_rules_editor_typing(app);
    if (typing < 0 || !re->e.edit) return ui_escape_goes_back(app, e);
    ui_field *f = typing == RE_ID ? &re->id : &re->names[typing - RE_NAME];
    if (e->type == SDL_KEYDOWN) {
        SDL_Keycode k = e->key.keysym.sym;
        if (k == SDLK_TAB || k == SDLK_UP || k == SDLK_DOWN || k == SDLK_F11) return false;
        if (k == SDLK_ESCAPE || k == SDLK_RETURN || k == SDLK_KP_ENTER) {
            app->focus = -1;
            return true;
        }
    }
    if (ui_field_event(f, e)) {
        field_changed(re, typing);
        app->changed = true;
        return true;
    }
    return e->type == SDL_KEYDOWN || e->type == SDL_TEXTINPUT || e->type == SDL_TEXTEDITING;
}

static void save(ui_app *app, rules_editor *re)
{
    char dir[1100], path[1300], err[900];
    if (sp_rules_user_dir(dir, sizeof dir)) {
        ui_error(app, "msg.write_failed", "no folder for the player's files (HOME is not set)");
        return;
    }
    if (sp_rules_edit_save(&re->e, dir, path, sizeof path, err, sizeof err)) {
        ui_error(app, "msg.write_failed", err);
        return;
    }
    ui_newgame_free(app); /* New game lists the rulesets again, this one with them */
    ui_notice(app, "%s\n%s", ui_tr(&app->i18n, "edit.saved"), path);
}

/* Gives the keyboard to the field clicked. */
static void focus_zone(ui_app *app, int id)
{
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id == id) app->focus = z;
}

static void editor_activate(ui_app *app, int id, bool back)
{
    rules_editor *re = ui_rules_editor_state(app);
    int d = back ? -1 : 1;
    if (id == RE_BACK) {
        ui_screen_back(app);
        return;
    }
    if (!re->e.edit) return;
    const sp_ruleset *rs = re->e.base;
    if (id == RE_BASE && re->nbases) start_from(app, re, (re->base + d + re->nbases) % re->nbases);
    else if (id == RE_ID || (id >= RE_NAME && id < RE_NAME + SP_NLANGS)) focus_zone(app, id);
    else if (id >= RE_TAB && id < RE_TAB + RE_TABS) {
        re->tab = (re_tab)(id - RE_TAB);
        re->page = 0;
    } else if (id == RE_PREV || id == RE_NEXT) {
        int count = ui_rules_editor_count(re), rows = ui_rules_editor_rows(app), pages = count > 0 ? (count + rows - 1) / rows : 1;
        re->page = (re->page + (id == RE_NEXT ? 1 : -1) + pages) % pages;
    } else if (id == RE_SAVE) {
        save(app, re);
    } else if (id >= RE_VALUE && id < RE_SWITCH) {
        if (re->tab == RE_TAB_OPTIONS && id - RE_VALUE < rs->noptions) sp_rules_edit_step_option(&re->e, id - RE_VALUE, d);
        else if (re->tab == RE_TAB_PATTERNS && id - RE_VALUE < rs->npatterns) sp_rules_edit_step_pattern(&re->e, id - RE_VALUE, d);
        recheck(re);
    } else if (id >= RE_PRICE && id - RE_PRICE < re->nprices) {
        re_price p = re->prices[id - RE_PRICE];
        if (RE_IS_PAYMENT_ROW(p.param)) sp_rules_edit_step_payment(&re->e, RE_PAYMENT_KEY(p.param), d);
        else sp_rules_edit_step_param(&re->e, p.param, p.index, d);
        recheck(re);
    } else if (id >= RE_SWITCH && id - RE_SWITCH < rs->npatterns) {
        sp_rules_edit_toggle_pattern(&re->e, id - RE_SWITCH);
        recheck(re);
    }
}

const ui_screen ui_screen_rules_editor = {.name = "rules-editor",
                                          .state_size = sizeof(rules_editor),
                                          .keys = "keys.rules_editor",
                                          .open = editor_open,
                                          .close = editor_close,
                                          .event = editor_event,
                                          .activate = editor_activate,
                                          .draw = ui_rules_editor_draw};
