/* screen_calc.c: the hand calculator - a ruleset and a hand built by clicking or typing, and
 * the answer beside it, recomputed at each edit (issue 25). The screen: its header (ruleset,
 * tabs, Back), typing into its fields, and opening it with a hand (ui_calc_open). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/ruleset_file.h"
#include "ui/draw.h"
#include "ui/match.h"
#include "ui/screen_calc.h"
#include "ui/screens.h"

const char *calc_wind(const ui_app *app, int seat)
{
    static const char *k[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};
    return ui_tr(&app->i18n, k[seat & 3]);
}

/* A field's text from the model: the tiles, or melds written one after another. */
static void melds_text(const sp_meld *m, int n, char *out, size_t len)
{
    out[0] = 0;
    for (int i = 0; i < n; i++) {
        char t[UI_CALC_MELD_LEN];
        sp_format_meld(&m[i], t, sizeof t);
        snprintf(out + strlen(out), len - strlen(out), "%s%s", i ? " " : "", t);
    }
}

static void fields_from_model(calc_screen *st)
{
    char text[UI_FIELD_CAP];
    const ui_calc *c = st->calc;
    for (int f = 0; f < CALC_FIELDS; f++) {
        if (f == st->focus_field && st->field_error[f][0]) continue; /* the player's text stays while wrong */
        if (f == CALC_FIELD_TILES) ui_calc_tiles_text(c, text, sizeof text);
        else if (f == CALC_FIELD_MELDS) melds_text(c->melds, c->nmelds, text, sizeof text);
        else if (f >= CALC_FIELD_HELD0) ui_calc_other_tiles_text(c, f - CALC_FIELD_HELD0, text, sizeof text);
        else melds_text(c->others[f - CALC_FIELD_SEAT0].melds, c->others[f - CALC_FIELD_SEAT0].nmelds, text, sizeof text);
        ui_field_set(&st->fields[f], text, 120);
        st->field_error[f][0] = 0;
    }
}

void calc_changed(ui_app *app, calc_screen *st)
{
    fields_from_model(st);
    ui_calc_update(st->calc, app->i18n.lang);
    app->changed = true;
}

/* Melds written one after another ("pon:555z@W chi:123m"): 0, or -1 with why. */
static int parse_melds(const char *text, sp_meld *out, int *n, ui_calc_msg *why)
{
    char copy[UI_FIELD_CAP];
    snprintf(copy, sizeof copy, "%s", text);
    *n = 0;
    for (char *save = NULL, *t = strtok_r(copy, " ,", &save); t; t = strtok_r(NULL, " ,", &save)) {
        sp_error e;
        if (*n == 4) return ui_calc_say(why, "calc.err.melds_four", NULL, NULL, "%s: more than four melds", t);
        if (sp_parse_meld(t, &out[*n], 0, &e)) return ui_calc_say(why, "calc.err.meld", t, NULL, "%s: %s", t, e.message);
        (*n)++;
    }
    return 0;
}

void calc_field_typed(ui_app *app, calc_screen *st, int f)
{
    ui_calc *c = st->calc;
    ui_calc_msg why;
    const char *text = st->fields[f].text;
    st->field_error[f][0] = 0;
    int bad;
    if (f == CALC_FIELD_TILES) {
        bad = ui_calc_set_tiles_text(c, text, &why);
        if (!bad && c->win_tile >= 0 && c->win_tile < SP_KINDS && !c->tiles[c->win_tile]) c->win_tile = -1;
    } else if (f >= CALC_FIELD_HELD0) {
        bad = ui_calc_set_other_tiles(c, f - CALC_FIELD_HELD0, text, &why);
    } else {
        sp_meld m[4];
        int n;
        bad = parse_melds(text, m, &n, &why);
        if (!bad && f == CALC_FIELD_MELDS) {
            memcpy(c->melds, m, sizeof m);
            c->nmelds = n;
        } else if (!bad) {
            ui_calc_seat *s = &c->others[f - CALC_FIELD_SEAT0];
            memcpy(s->melds, m, sizeof m);
            s->nmelds = n;
            s->set = s->set || n > 0;
        }
    }
    if (!bad) {
        ui_calc_update(c, app->i18n.lang);
        app->changed = true;
    } else {
        calc_msg_words(app, &why, st->field_error[f], sizeof st->field_error[f]);
    }
}

static void focus_field(calc_screen *st, int f)
{
    st->focus_field = f;
    if (f == CALC_FIELD_NONE) SDL_StopTextInput();
    else SDL_StartTextInput();
}

/* The rulesets offered: every id the rules folders have (ruleset_catalog.h). */
static void scan_rules(calc_screen *st)
{
    st->rules = calloc(SP_RULES_MAX_ENTRIES, sizeof *st->rules);
    st->nrules = st->rules ? sp_rules_catalog(st->rules, SP_RULES_MAX_ENTRIES) : 0;
}

/* The rules at `at` of the selector: at the match's own id, the match's own rules (and the
 * window says so where its file has changed), else the file's. */
static int load_rules(ui_app *app, calc_screen *st, int at)
{
    char err[400];
    if (at < 0 || at >= st->nrules) return -1;
    bool own = st->own && !strcmp(st->rules[at].id, st->own->id);
    if (own ? ui_calc_use_rules(st->calc, st->own, err, sizeof err) : ui_calc_set_rules(st->calc, st->rules[at].id, err, sizeof err)) {
        ui_error(app, "calc.rules_bad", err);
        return -1;
    }
    st->rules_at = at;
    if (own && st->own_differs) ui_notice(app, "%s", ui_tr(&app->i18n, "calc.rules_as_played"));
    return 0;
}

bool calc_as_played(const calc_screen *st)
{
    const sp_ruleset *rs = st->calc->rules;
    return rs && st->own && st->own_differs && rs->content_hash == st->own->content_hash && !strcmp(rs->id, st->own->id);
}

/* Keeps a copy of the match's rules, and whether today's file of that id gives others. */
static void keep_own_rules(calc_screen *st, const sp_ruleset *rules)
{
    sp_ruleset *file = malloc(sizeof *file);
    char err[400];
    st->own = malloc(sizeof *st->own);
    if (!st->own || !file) {
        free(st->own);
        st->own = NULL;
        free(file);
        return;
    }
    *st->own = *rules;
    st->own_differs = sp_ruleset_load(rules->id, file, err, sizeof err) || file->content_hash != rules->content_hash;
    free(file);
    bool listed = false;
    for (int i = 0; i < st->nrules; i++) listed |= !strcmp(st->rules[i].id, rules->id);
    if (!listed && st->rules && st->nrules < SP_RULES_MAX_ENTRIES) /* its file gone: still offered */
        snprintf(st->rules[st->nrules++].id, sizeof st->rules[0].id, "%s", rules->id);
}

static void calc_open(ui_app *app)
{
    calc_screen *st = ui_screen_state(app);
    st->calc = ui_calc_new();
    st->focus_field = CALC_FIELD_NONE;
    st->from = 2;
    scan_rules(st);
    /* the ruleset of the match in progress (or the replay shown) - the rules it is played with,
     * even where its file has changed since - else the first that loads */
    if (app->match && app->match->rules) keep_own_rules(st, app->match->rules);
    const char *want = st->own ? st->own->id : "hk-classic";
    int at = 0;
    for (int i = 0; i < st->nrules; i++)
        if (!strcmp(st->rules[i].id, want)) at = i;
    if (st->calc)
        for (int i = 0; i < st->nrules && load_rules(app, st, (at + i) % st->nrules); i++) {}
    calc_changed(app, st);
}

static void calc_close(ui_app *app)
{
    calc_screen *st = ui_screen_state(app);
    if (!st) return;
    if (st->focus_field != CALC_FIELD_NONE) SDL_StopTextInput();
    ui_calc_free(st->calc);
    free(st->rules);
    free(st->own);
}

void ui_calc_open(ui_app *app, const cJSON *req)
{
    ui_screen_push(app, &ui_screen_calc);
    calc_screen *st = ui_screen_state(app);
    char err[400];
    if (!st || !st->calc || !req) return;
    if (ui_calc_load_request(st->calc, req, err, sizeof err)) ui_error(app, "calc.open_failed", err);
    for (int i = 0; i < st->nrules; i++)
        if (!strcmp(st->rules[i].id, st->calc->rules_id)) st->rules_at = i;
    calc_changed(app, st);
}

static bool calc_event(ui_app *app, const SDL_Event *e)
{
    calc_screen *st = ui_screen_state(app);
    int f = st->focus_field;
    if (f != CALC_FIELD_NONE && e->type == SDL_KEYDOWN &&
        (e->key.keysym.sym == SDLK_ESCAPE || e->key.keysym.sym == SDLK_RETURN || e->key.keysym.sym == SDLK_KP_ENTER)) {
        focus_field(st, CALC_FIELD_NONE);
        fields_from_model(st); /* a text that did not read goes back to the model's */
        app->changed = true;
        return true;
    }
    if (f != CALC_FIELD_NONE && ui_field_event(&st->fields[f], e)) {
        calc_field_typed(app, st, f);
        app->changed = true;
        return true;
    }
    if (f == CALC_FIELD_NONE && e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        ui_screen_back(app);
        return true;
    }
    return false;
}

static void calc_activate(ui_app *app, int id, bool back)
{
    calc_screen *st = ui_screen_state(app);
    if (id >= CALC_Z_FIELD && id < CALC_Z_FIELD + CALC_FIELDS) {
        focus_field(st, id - CALC_Z_FIELD);
        app->changed = true;
        return;
    }
    if (st->focus_field != CALC_FIELD_NONE) { /* a click elsewhere ends typing */
        focus_field(st, CALC_FIELD_NONE);
        fields_from_model(st);
    }
    if (id == CALC_Z_BACK) {
        ui_screen_back(app);
        return;
    }
    if (id >= CALC_Z_TAB && id < CALC_Z_TAB + CALC_TABS) {
        st->tab = id - CALC_Z_TAB;
        app->changed = true;
        return;
    }
    if (id == CALC_Z_RULES && st->nrules) {
        int step = back ? st->nrules - 1 : 1;
        for (int i = 1, at = (st->rules_at + step) % st->nrules; i <= st->nrules; i++, at = (at + step) % st->nrules)
            if (!load_rules(app, st, at)) break;
        calc_changed(app, st);
        return;
    }
    if (id == CALC_Z_CLEAR) {
        ui_calc_clear(st->calc);
        calc_changed(app, st);
        return;
    }
    if (calc_hand_activate(app, st, id, back) || calc_table_activate(app, st, id, back) || calc_others_activate(app, st, id, back))
        calc_changed(app, st);
}

static void calc_draw(ui_app *app)
{
    calc_screen *st = ui_screen_state(app);
    const ui_i18n *t = &app->i18n;
    ui_felt(app);
    float left_w = app->lw * 0.5f, x = 16;
    ui_text_fit(app, x, 12, 30, 300, UI_WHITE, UI_ALIGN_LEFT, true, ui_tr(t, "calc.title"));
    char label[200];
    snprintf(label, sizeof label, "◀ %s ▶", st->calc->rules ? st->calc->rules->names[t->lang] : "—");
    ui_button(app, (ui_rect){x + 320, 10, left_w - 320 - 8, 40}, label, CALC_Z_RULES, st->nrules > 1);
    static const char *tabs[CALC_TABS] = {"calc.tab_hand", "calc.tab_table", "calc.tab_others", "calc.tab_options"};
    float tw = (left_w - 130) / CALC_TABS;
    for (int i = 0; i < CALC_TABS; i++) {
        ui_rect r = {x + i * tw, 58, tw - 8, 38};
        ui_button(app, r, ui_tr(t, tabs[i]), CALC_Z_TAB + i, true);
        if (i == st->tab) ui_outline(app, r, UI_GOLD, 3);
    }
    ui_button(app, (ui_rect){x + left_w - 130, 58, 122, 38}, ui_tr(t, "calc.clear"), CALC_Z_CLEAR, true);
    ui_rect area = {x, 106, left_w, app->lh - 106 - 64};
    if (st->tab == CALC_TAB_HAND) calc_hand_draw(app, st, area);
    else if (st->tab == CALC_TAB_TABLE) calc_table_draw(app, st, area);
    else if (st->tab == CALC_TAB_OTHERS) calc_others_draw(app, st, area);
    else calc_options_draw(app, st, area);
    calc_answer_draw(app, st, (ui_rect){x + left_w + 16, 12, app->lw - left_w - 48, app->lh - 24});
    ui_button(app, (ui_rect){x, app->lh - 56, 180, 44}, ui_tr(t, "back"), CALC_Z_BACK, true);
    if (app->focus < 0 && app->nzones) app->focus = 0;
}

const ui_screen ui_screen_calc = {.name = "calculator",
                                  .state_size = sizeof(calc_screen),
                                  .open = calc_open,
                                  .close = calc_close,
                                  .event = calc_event,
                                  .activate = calc_activate,
                                  .draw = calc_draw,
                                  .keys = "keys.calc"};
