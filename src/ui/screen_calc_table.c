/* screen_calc_table.c: the calculator's table tab (how the hand was won: self-draw or
 * discard, the discarder, winds, dealer, indicator, situations) and
 * its options tab (the ruleset's options, as on the new-game screen). */
#include <stdio.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/screen_calc.h"
#include "ui/screens.h"

enum { SITUATIONS = 14 };

/* A button "label: value" in a grid cell. */
static void value_button(ui_app *app, ui_rect r, const char *label, const char *value, int id, bool enabled)
{
    char text[200];
    snprintf(text, sizeof text, "%s: %s", label, value);
    ui_button(app, r, text, id, enabled);
}

void calc_table_draw(ui_app *app, calc_screen *st, ui_rect a)
{
    const ui_i18n *t = &app->i18n;
    const ui_calc *c = st->calc;
    static const char *wins[3] = {"calc.win.tsumo", "calc.win.ron", "calc.win.draw"};
    float bw = (a.w - 8) / 2, bh = 36, y = a.y;
    value_button(app, (ui_rect){a.x, y, bw, bh}, ui_tr(t, "calc.win"), ui_tr(t, wins[c->win]), CALC_Z_WIN, true);
    value_button(app, (ui_rect){a.x + bw + 8, y, bw, bh}, ui_tr(t, "calc.discarder"),
                 c->discarder < 0 ? ui_tr(t, "calc.none") : calc_wind(app, c->discarder), CALC_Z_DISCARDER, c->win == SP_WIN_RON);
    y += bh + 8;
    value_button(app, (ui_rect){a.x, y, bw, bh}, ui_tr(t, "calc.seat"), calc_wind(app, c->seat), CALC_Z_SEAT, true);
    value_button(app, (ui_rect){a.x + bw + 8, y, bw, bh}, ui_tr(t, "calc.round"), calc_wind(app, c->round < 0 ? 0 : c->round), CALC_Z_ROUND, true);
    y += bh + 8;
    value_button(app, (ui_rect){a.x, y, bw, bh}, ui_tr(t, "calc.dealer"), calc_wind(app, c->dealer < 0 ? 0 : c->dealer), CALC_Z_DEALER, true);
    char ind[8] = "";
    if (c->indicator >= 0) sp_kind_name(c->indicator, ind);
    value_button(app, (ui_rect){a.x + bw + 8, y, bw, bh}, ui_tr(t, "calc.indicator"), c->indicator < 0 ? ui_tr(t, "calc.none") : ind,
                 CALC_Z_INDICATOR, true);
    y += bh + 14;
    ui_text(app, a.x, y, 16, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "calc.situation"));
    y += 24;
    float sw = (a.w - 16) / 3, sh = 32;
    for (int i = 0; i < SITUATIONS; i++) {
        char key[48];
        snprintf(key, sizeof key, "calc.sit.%s", sp_situation_name(1u << i));
        ui_rect r = {a.x + (float)(i % 3) * (sw + 8), y + (float)(i / 3) * (sh + 6), sw, sh};
        ui_button(app, r, ui_tr(t, key), CALC_Z_SITUATION + i, true);
        if (c->situation >> i & 1) ui_outline(app, r, UI_GOLD, 3);
    }
}

void calc_options_draw(ui_app *app, calc_screen *st, ui_rect a)
{
    const sp_ruleset *rs = st->calc->rules;
    if (!rs) return;
    int lang = app->i18n.lang;
    float bh = 34, col_w = (a.w - 8) / 2;
    int per_col = (int)(a.h / (bh + 6));
    if (rs->noptions > 2 * per_col) bh = a.h / (float)((rs->noptions + 1) / 2) - 6; /* many options: lower rows */
    per_col = (rs->noptions + 1) / 2;
    /* the buttons' labels "name: value", all at the size the longest one needs */
    char labels[SP_MAX_OPTIONS][SP_NAME_LEN + 100];
    float size = 99;
    for (int i = 0; i < rs->noptions; i++) {
        const sp_option_def *o = &rs->options[i];
        char value[96];
        ui_option_value(app, rs, i, st->calc->options[i], value, sizeof value);
        snprintf(labels[i], sizeof labels[i], "%s: %s", o->names[lang][0] ? o->names[lang] : o->id, value);
        float s = ui_button_text_size(app, (ui_rect){0, 0, col_w, bh}, labels[i]);
        if (s < size) size = s;
    }
    for (int i = 0; i < rs->noptions; i++) {
        ui_rect r = {a.x + (float)(i / per_col) * (col_w + 8), a.y + (float)(i % per_col) * (bh + 6), col_w, bh};
        ui_button_sized(app, r, labels[i], CALC_Z_OPTION + i, true, size);
        if (st->calc->option_set[i]) ui_outline(app, r, UI_GOLD, 2);
    }
    if (!rs->noptions) ui_text(app, a.x, a.y, 16, UI_DIM, UI_ALIGN_LEFT, false, ui_tr(&app->i18n, "calc.no_options"));
}

/* The next value of a cycle of n (-1 .. n-1 when none is allowed). */
static int cycle(int v, int n, bool back, bool none)
{
    int lo = none ? -1 : 0;
    v += back ? -1 : 1;
    return v < lo ? n - 1 : v >= n ? lo : v;
}

bool calc_table_activate(ui_app *app, calc_screen *st, int id, bool back)
{
    (void)app;
    ui_calc *c = st->calc;
    switch (id) {
    case CALC_Z_WIN:
        c->win = (sp_win_kind)cycle((int)c->win, 3, back, false);
        if (c->win == SP_WIN_RON && c->discarder < 0) c->discarder = (c->seat + 3) % 4; /* the seat before */
        if (c->win != SP_WIN_RON) c->discarder = -1;
        return true;
    case CALC_Z_DISCARDER:
        do c->discarder = cycle(c->discarder, 4, back, false);
        while (c->discarder == c->seat);
        return true;
    case CALC_Z_SEAT:
        c->seat = cycle(c->seat, 4, back, false);
        if (c->discarder == c->seat) c->discarder = (c->seat + 3) % 4;
        return true;
    case CALC_Z_ROUND: c->round = cycle(c->round < 0 ? 0 : c->round, 4, back, false); return true;
    case CALC_Z_DEALER: c->dealer = cycle(c->dealer < 0 ? 0 : c->dealer, 4, back, false); return true;
    case CALC_Z_INDICATOR: c->indicator = cycle(c->indicator, SP_KINDS, back, true); return true;
    default: break;
    }
    if (id >= CALC_Z_SITUATION && id < CALC_Z_SITUATION + SITUATIONS) {
        c->situation ^= 1u << (id - CALC_Z_SITUATION);
        return true;
    }
    if (c->rules && id >= CALC_Z_OPTION && id < CALC_Z_OPTION + c->rules->noptions) {
        int i = id - CALC_Z_OPTION;
        const sp_option_def *o = &c->rules->options[i];
        int32_t v = c->options[i];
        if (o->type == SP_OPT_BOOL) v = !v;
        else if (o->type == SP_OPT_CHOICE) v = cycle(v, o->nchoices, back, false);
        else v = v + (back ? -1 : 1) > o->max ? o->min : v + (back ? -1 : 1) < o->min ? o->max : v + (back ? -1 : 1);
        c->options[i] = v;
        c->option_set[i] = v != o->def;
        return true;
    }
    return false;
}
