/* screen_rules_editor_draw.c: the house-rules editor drawn. Left: the ruleset started from, the
 * id and the names, whether the loader accepts the rules, Save and Back. Middle: the options,
 * the patterns or the changes against the base, a page at a time. Right: the sample hands whose
 * answers the changes changed. A field the loader's error names is outlined in red. */
#include <stdio.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/rules_editor.h"
#include "ui/screens.h"

enum { LEFT_X = 30, LEFT_W = 290, MID_X = 350, RIGHT_W = 300, TOP_Y = 74 };

float ui_rules_editor_row_h(ui_app *app)
{
    float h = 2 * ui_line_h(app, 13) + 6;
    return h < 42 ? 42 : h;
}

/* rows between the tabs and the page buttons */
int ui_rules_editor_rows(ui_app *app)
{
    int r = (int)((app->lh - TOP_Y - 56 - 70) / ui_rules_editor_row_h(app));
    return r < 1 ? 1 : r;
}

static float mid_w(const ui_app *app) { return app->lw - MID_X - RIGHT_W - 50; }

/* Whether the loader's error names this field (its "options[ID]" / "patterns[ID]" prefix, "id", "name"). */
static bool error_at(const rules_editor *re, const char *kind, const char *id)
{
    char prefix[SP_ID_LEN + 16];
    snprintf(prefix, sizeof prefix, id ? "%s[%s]" : "%s", kind, id ? id : "");
    size_t n = strlen(prefix);
    const char *f = re->e.error_field;
    return !re->e.ok && !strncmp(f, prefix, n) && (f[n] == 0 || f[n] == '.');
}

static void mark_error(ui_app *app, ui_rect r) { ui_outline(app, (ui_rect){r.x - 3, r.y - 3, r.w + 6, r.h + 6}, UI_RED, 3); }

/* The left column down to the names; returns where the status goes. */
static float draw_left(ui_app *app, rules_editor *re)
{
    const ui_i18n *t = &app->i18n;
    int lang = t->lang;
    float x = LEFT_X, y = TOP_Y, lab = ui_line_h(app, 16) + 4;
    ui_text_fit(app, x, y, 16, LEFT_W, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "edit.base"));
    y += lab;
    const sp_ruleset *base = re->e.base;
    ui_button(app, (ui_rect){x, y, LEFT_W, 44}, base->names[lang][0] ? base->names[lang] : base->id, RE_BASE, re->nbases > 1);
    y += 56;
    int typing = ui_rules_editor_typing(app);
    ui_text_fit(app, x, y, 16, LEFT_W, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "edit.id"));
    y += lab;
    ui_rect idr = {x, y, LEFT_W, 38};
    ui_field_draw(app, idr, &re->id, typing == RE_ID, "", RE_ID);
    if (error_at(re, "id", NULL) || !strncmp(re->problem, "edit.bad_id|", 12) || !strncmp(re->problem, "edit.shipped_id|", 16))
        mark_error(app, idr);
    y += 50;
    ui_text_fit(app, x, y, 16, LEFT_W, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "edit.change.name"));
    y += lab;
    for (int l = 0; l < SP_NLANGS; l++) {
        char key[24];
        snprintf(key, sizeof key, "edit.lang.%d", l);
        ui_text_box(app, (ui_rect){x, y, 76, 38}, 15, UI_WHITE, UI_ALIGN_LEFT, false, ui_tr(t, key));
        ui_rect r = {x + 82, y, LEFT_W - 82, 38};
        ui_field_draw(app, r, &re->names[l], typing == RE_NAME + l, "", RE_NAME + l);
        if (error_at(re, "name", NULL)) mark_error(app, r);
        y += 46;
    }
    ui_button(app, (ui_rect){x, app->lh - 72, 135, 52}, ui_tr(t, "back"), RE_BACK, true);
    ui_button(app, (ui_rect){x + LEFT_W - 135, app->lh - 72, 135, 52}, ui_tr(t, "edit.save"), RE_SAVE, !re->problem[0]);
    return y;
}

/* Whether the rules load (the loader's own words when not), and the help of the option under
 * the mouse or the keyboard; under the names (drawn after the lists, which find that option). */
static void draw_status(ui_app *app, rules_editor *re, float y)
{
    const ui_i18n *t = &app->i18n;
    int lang = t->lang;
    const sp_ruleset *base = re->e.base;
    float x = LEFT_X;
    float bottom = app->lh - 84;
    ui_rect status = {x, y + 6, LEFT_W, bottom - y - 18};
    if (status.h > 40) {
        ui_panel(app, status);
        /* the problem's words in the player's language; the loader's own after them */
        char text[900], key[64];
        const char *bar = strchr(re->problem, '|');
        snprintf(key, sizeof key, "%.*s", bar ? (int)(bar - re->problem) : 0, re->problem);
        if (!re->problem[0]) snprintf(text, sizeof text, "%s", ui_tr(t, "edit.ok"));
        else if (!strcmp(key, "edit.invalid")) snprintf(text, sizeof text, "%s %s", ui_tr(t, key), bar + 1);
        else snprintf(text, sizeof text, "%s", ui_tr(t, key));
        float line = ui_line_h(app, 15), ty = status.y + 8, end = status.y + status.h - 8;
        int lines = (int)((end - ty) / line);
        ty += ui_text_wrap(app, x + 10, ty, 15, LEFT_W - 20, re->problem[0] ? UI_RED : UI_GREEN_TEXT, false, text,
                           lines < 1 ? 1 : lines) + 10;
        /* the help of the option under the mouse or the keyboard, in the room left */
        const sp_option_def *o = re->tab == RE_TAB_OPTIONS && re->help >= 0 && re->help < base->noptions ? &base->options[re->help] : NULL;
        const char *help = o ? (o->help[lang][0] ? o->help[lang] : o->help[SP_LANG_EN_]) : "";
        if (*help && end - ty > 2 * line) {
            ty += ui_text_wrap(app, x + 10, ty, 15, LEFT_W - 20, UI_GOLD, true, o->names[lang][0] ? o->names[lang] : o->id, 1) + 4;
            ui_text_wrap(app, x + 10, ty, 15, LEFT_W - 20, UI_WHITE, false, help, (int)((end - ty) / line));
        }
    }
}

/* One option: its name, its default with the new-game screen's button. */
static void option_row(ui_app *app, rules_editor *re, int i, ui_rect r)
{
    const sp_ruleset *rs = re->e.edit;
    const sp_option_def *o = &rs->options[i];
    int lang = app->i18n.lang;
    char buf[160];
    bool changed = o->def != re->e.base->options[i].def;
    ui_text_box(app, (ui_rect){r.x, r.y, r.w - 190, r.h}, 15, changed ? UI_GOLD : UI_WHITE, UI_ALIGN_LEFT, changed,
                o->names[lang][0] ? o->names[lang] : o->id);
    ui_option_value(app, rs, i, o->def, buf, sizeof buf);
    ui_rect b = {r.x + r.w - 180, r.y + (r.h - 36) / 2, 180, 36};
    ui_button(app, b, buf, RE_VALUE + i, true);
    if (error_at(re, "options", o->id)) mark_error(app, b);
}

/* One pattern: its name, counted or left out, its value in the ruleset's unit. */
static void pattern_row(ui_app *app, rules_editor *re, int i, ui_rect r)
{
    const sp_pattern_def *p = &re->e.edit->patterns[i];
    int lang = app->i18n.lang;
    bool out = re->e.left_out[i], changed = out || p->value != re->e.base->patterns[i].value;
    ui_text_box(app, (ui_rect){r.x, r.y, r.w - 250, r.h}, 15, out ? UI_DIM : changed ? UI_GOLD : UI_WHITE, UI_ALIGN_LEFT,
                changed, p->names[lang][0] ? p->names[lang] : p->id);
    ui_rect sw = {r.x + r.w - 240, r.y + (r.h - 36) / 2, 120, 36}, val = {r.x + r.w - 110, sw.y, 110, 36};
    ui_button(app, sw, ui_tr(&app->i18n, out ? "edit.left_out" : "edit.counted"), RE_SWITCH + i, true);
    char buf[48];
    snprintf(buf, sizeof buf, "%d %s", (int)p->value, re->e.edit->unit[lang]);
    ui_button(app, val, buf, RE_VALUE + i, !out);
    if (error_at(re, "patterns", p->id)) mark_error(app, val);
}

/* One price: what it is ("Discard price, half spicy: 3 fan"), its value with a button that steps it. */
static void price_row(ui_app *app, rules_editor *re, int k, ui_rect r)
{
    re_price p = re->prices[k];
    const sp_ruleset *rs = re->e.edit;
    char label[200], buf[160];
    ui_rules_price_label(app, rs, p, label, sizeof label);
    if (RE_IS_PAYMENT_ROW(p.param)) { /* who pays: the strategy's words on a wider button */
        int key = RE_PAYMENT_KEY(p.param);
        bool changed = rs->payments[key] != re->e.base->payments[key];
        float bw = r.w * 0.55f;
        ui_text_box(app, (ui_rect){r.x, r.y, r.w - bw - 10, r.h}, 15, changed ? UI_GOLD : UI_WHITE, UI_ALIGN_LEFT, changed, label);
        snprintf(buf, sizeof buf, "%s", ui_rules_payment_words(app, key, rs->payments[key]));
        ui_button(app, (ui_rect){r.x + r.w - bw, r.y + (r.h - 36) / 2, bw, 36}, buf, RE_PRICE + k, true);
        return;
    }
    int32_t v = rs->params[p.param].values[p.index];
    bool changed = v != re->e.base->params[p.param].values[p.index];
    ui_text_box(app, (ui_rect){r.x, r.y, r.w - 150, r.h}, 15, changed ? UI_GOLD : UI_WHITE, UI_ALIGN_LEFT, changed, label);
    snprintf(buf, sizeof buf, "%d", (int)v);
    ui_rect b = {r.x + r.w - 140, r.y + (r.h - 36) / 2, 140, 36};
    ui_button(app, b, buf, RE_PRICE + k, true);
}

static void draw_middle(ui_app *app, rules_editor *re)
{
    const ui_i18n *t = &app->i18n;
    float x = MID_X, w = mid_w(app), tw = (w - 16) / RE_TABS;
    static const char *const tab_keys[RE_TABS] = {"edit.tab.options", "edit.tab.patterns", "edit.tab.prices", "edit.tab.changes"};
    for (int k = 0; k < RE_TABS; k++) {
        char label[80];
        if (k == RE_TAB_CHANGES) snprintf(label, sizeof label, "%s (%d)", ui_tr(t, tab_keys[k]), re->nchanges);
        else snprintf(label, sizeof label, "%s", ui_tr(t, tab_keys[k]));
        ui_rect r = {x + k * (tw + 8), TOP_Y - 4, tw, 44};
        ui_button(app, r, label, RE_TAB + k, true);
        if ((int)re->tab == k) ui_outline(app, (ui_rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, UI_GOLD, 3);
    }
    int count = ui_rules_editor_count(re), rows = ui_rules_editor_rows(app), pages = count > 0 ? (count + rows - 1) / rows : 1;
    if (re->page >= pages) re->page = 0;
    float rh = ui_rules_editor_row_h(app), y0 = TOP_Y + 56;
    if (re->tab == RE_TAB_CHANGES && re->nchanges == 0)
        ui_text_box(app, (ui_rect){x, y0, w, rh}, 16, UI_WHITE, UI_ALIGN_LEFT, false, ui_tr(t, re->e.ok ? "edit.no_changes" : "edit.invalid"));
    if (re->tab == RE_TAB_PRICES && re->nprices == 0)
        ui_text_box(app, (ui_rect){x, y0, w, rh}, 16, UI_WHITE, UI_ALIGN_LEFT, false, ui_tr(t, "edit.no_prices"));
    for (int k = 0; k < rows; k++) {
        int i = re->page * rows + k;
        if (i >= count) break;
        ui_rect r = {x, y0 + k * rh, w, rh - 4};
        if (re->tab != RE_TAB_CHANGES && ui_rect_has(r, app->mx, app->my)) re->help = i;
        if (re->tab == RE_TAB_OPTIONS) option_row(app, re, i, r);
        else if (re->tab == RE_TAB_PATTERNS) pattern_row(app, re, i, r);
        else if (re->tab == RE_TAB_PRICES) price_row(app, re, i, r);
        else {
            char text[600];
            ui_rules_change_text(app, re, i, text, sizeof text);
            ui_text_box(app, r, 15, UI_WHITE, UI_ALIGN_LEFT, false, text);
        }
    }
    if (app->focus >= 0 && app->focus < app->nzones && app->zones[app->focus].id >= RE_VALUE && app->zones[app->focus].id < RE_SWITCH)
        re->help = app->zones[app->focus].id - RE_VALUE;
    if (pages > 1) {
        char buf[32];
        snprintf(buf, sizeof buf, "%d / %d", re->page + 1, pages);
        float py = app->lh - 62;
        ui_button(app, (ui_rect){x, py, 70, 42}, "<", RE_PREV, true);
        ui_text_box(app, (ui_rect){x + 76, py, 100, 42}, 16, UI_WHITE, UI_ALIGN_CENTER, false, buf);
        ui_button(app, (ui_rect){x + 182, py, 70, 42}, ">", RE_NEXT, true);
    }
}

/* The sample hands: how many, how many answers changed, and the changed ones. */
static void draw_samples(ui_app *app, rules_editor *re)
{
    const ui_i18n *t = &app->i18n;
    float x = app->lw - RIGHT_W - 30, y = TOP_Y - 4, bottom = app->lh - 20;
    ui_panel(app, (ui_rect){x, y, RIGHT_W, bottom - y});
    x += 12;
    float w = RIGHT_W - 24;
    ui_text_fit(app, x, y + 10, 18, w, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "edit.samples"));
    y += 16 + ui_line_h(app, 18);
    char text[300];
    if (!re->samples.n) snprintf(text, sizeof text, "%s", ui_tr(t, "edit.samples_none"));
    else if (!re->nchanged) snprintf(text, sizeof text, "%d · %s", re->samples.n, ui_tr(t, "edit.samples_same"));
    else snprintf(text, sizeof text, "%d · %d %s", re->samples.n, re->nchanged, ui_tr(t, "edit.samples_changed"));
    y += ui_text_wrap(app, x, y, 15, w, UI_WHITE, false, text, 3) + 8;
    float lh = ui_line_h(app, 14) + 4;
    int room = (int)((bottom - 10 - y) / lh), shown = 0;
    for (int i = 0; i < re->samples.n && re->house_answers; i++) {
        if (!sp_sample_changed(&re->base_answers[i], &re->house_answers[i])) continue;
        if (shown == room - 1 && re->nchanged > room) {
            snprintf(text, sizeof text, "+%d %s", re->nchanged - shown, ui_tr(t, "edit.more"));
            ui_text_box(app, (ui_rect){x, y, w, lh}, 14, UI_DIM, UI_ALIGN_LEFT, false, text);
            break;
        }
        ui_rules_sample_text(app, re, i, text, sizeof text);
        ui_text_box(app, (ui_rect){x, y, w, lh}, 14, UI_WHITE, UI_ALIGN_LEFT, false, text);
        y += lh;
        shown++;
    }
}

void ui_rules_editor_draw(ui_app *app)
{
    ui_felt(app);
    rules_editor *re = ui_rules_editor_state(app);
    ui_text(app, app->lw / 2, 16, 30, UI_WHITE, UI_ALIGN_CENTER, true, ui_tr(&app->i18n, "edit.title"));
    if (!re || !re->e.edit) {
        ui_button(app, (ui_rect){LEFT_X, app->lh - 72, 135, 52}, ui_tr(&app->i18n, "back"), RE_BACK, true);
        return;
    }
    float status_y = draw_left(app, re);
    draw_middle(app, re);
    draw_status(app, re, status_y);
    draw_samples(app, re);
}
