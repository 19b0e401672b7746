/* screen_calc_others.c: the calculator's other-seats tab - each other seat's melds (some
 * rulesets' payments read them) and, where the ruleset's scoring reads them (the model's
 * others_hands: Guizhou's ready seats' chickens and 查叫, Wuhan's 承包 and 查大叫), its
 * concealed tiles, typed in notation as the winner's are, and whether it is ready. A played
 * hand opened in the calculator fills them from its request. */
#include <stdio.h>

#include "ui/draw.h"
#include "ui/screen_calc.h"

static const char *const READY_KEYS[3] = {"calc.ready.unsaid", "calc.ready.no", "calc.ready.yes"}; /* ready -1, 0, 1 */

void calc_others_draw(ui_app *app, calc_screen *st, ui_rect a)
{
    const ui_i18n *t = &app->i18n;
    const ui_calc *c = st->calc;
    bool hands = ui_calc_others_hands(c);
    float y = a.y;
    y += ui_text_wrap(app, a.x, y, 13, a.w, UI_DIM, false, ui_tr(t, hands ? "calc.others_help_hands" : "calc.others_help"), 3) + 8;
    for (int s = 0; s < ui_calc_players(c); s++) {
        if (s == c->seat) continue;
        const ui_calc_seat *o = &c->others[s];
        ui_text_fit(app, a.x, y + 7, 18, a.w * 0.4f, UI_GOLD, UI_ALIGN_LEFT, true, calc_wind(app, s));
        if (hands) {
            char label[200];
            snprintf(label, sizeof label, "%s: %s", ui_tr(t, "calc.ready_flag"), ui_tr(t, READY_KEYS[o->ready + 1]));
            ui_rect r = {a.x + a.w * 0.4f, y, a.w * 0.6f, 34};
            ui_button(app, r, label, CALC_Z_READY + s, true);
            if (o->ready >= 0) ui_outline(app, r, UI_GOLD, 2);
        }
        y += 40;
        y += calc_field_row(app, st, CALC_FIELD_SEAT0 + s, ui_tr(t, "calc.melds"), ui_tr(t, "calc.melds_hint"), a.x, y, a.w);
        if (hands) y += calc_field_row(app, st, CALC_FIELD_HELD0 + s, ui_tr(t, "calc.tiles"), ui_tr(t, "calc.others_tiles_hint"), a.x, y, a.w);
        y += 4;
    }
}

bool calc_others_activate(ui_app *app, calc_screen *st, int id, bool back)
{
    (void)app;
    if (id < CALC_Z_READY || id >= CALC_Z_READY + ui_calc_players(st->calc) || id - CALC_Z_READY == st->calc->seat) return false;
    ui_calc_cycle_ready(st->calc, id - CALC_Z_READY, back);
    return true;
}
