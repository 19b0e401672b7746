/* seat_name.c: one name per seat for every screen. */
#include "ui/seat_name.h"

#include <stdio.h>

#include "ui/bots.h"

static bool is_you(const ui_match *m, int seat) { return seat == m->view_seat && m->human; }

void ui_seat_name(const ui_app *app, const ui_match *m, int seat, char *out, size_t len)
{
    static const char *const winds[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};
    const char *lan = ui_match_player_name(m, seat);
    if (m->review) /* a replay keeps no names: the seats are told apart by their first winds */
        snprintf(out, len, "%s %s", ui_tr(&app->i18n, "replay.seat"), ui_tr(&app->i18n, winds[seat & 3]));
    else if (lan) snprintf(out, len, "%s", lan);
    else if (is_you(m, seat)) snprintf(out, len, "%s", ui_tr(&app->i18n, "you"));
    else snprintf(out, len, "%s %d", ui_tr(&app->i18n, "bot"), seat + 1);
}

void ui_seat_kind(const ui_app *app, const ui_match *m, int seat, char *out, size_t len)
{
    const ui_i18n *t = &app->i18n;
    if (m->review) snprintf(out, len, "%s", ui_tr(t, "replay.kind"));
    else if (is_you(m, seat)) snprintf(out, len, "%s", ui_tr(t, "seat.you"));
    else if (m->net) snprintf(out, len, "%s", ui_tr(t, "seat.lan")); /* the host knows who is a computer */
    else snprintf(out, len, "%s, %s", ui_tr(t, "seat.computer"), ui_tr(t, ui_bot_level_get(m->level[seat])->name_key));
}
