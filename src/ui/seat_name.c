/* seat_name.c: one name per seat for every screen. */
#include "ui/seat_name.h"

#include <stdio.h>
#include <string.h>

#include "ui/bots.h"

static bool is_you(const ui_match *m, int seat) { return seat == m->view_seat && m->human; }

/* A replay that says who sat where: the computer level's index, -1 for the person, -2 unknown. */
static int replay_level(const ui_match *m, int seat)
{
    const char *who = m->review_who[seat & 3];
    if (!who[0]) return -2;
    return strcmp(who, "person") ? ui_bot_level_find(who) : -1;
}

/* A LAN seat the host's lobby says a computer player holds: its level's index in ui/bots.h,
 * -1 for a person's seat or when the lobby is not known. (The host names its computer players
 * "normal bot" in English; the window names them as it names its own, in the player's language.) */
static int lan_bot_level(const ui_match *m, int seat)
{
    if (!m->net || seat < 0 || seat >= SP_SEATS) return -1;
    sp_lobby_seat seats[SP_SEATS];
    if (seat >= sp_net_client_lobby(m->net, seats) || seats[seat].kind != SP_SEAT_BOT) return -1;
    int level = seats[seat].level;
    return ui_bot_level_find(level >= 0 && level < SP_BOT_LEVELS ? sp_bot_level_name(level) : "normal");
}

/* A LAN seat whose person is gone (a crash, a lost connection): the host's computer player plays
 * it until the person comes back, and every window says so on the plate for as long as it lasts
 * (the host's notice goes by in a few seconds). */
static bool lan_person_away(const ui_match *m, int seat)
{
    if (!m->net || seat < 0 || seat >= SP_SEATS) return false;
    sp_lobby_seat seats[SP_SEATS];
    return seat < sp_net_client_lobby(m->net, seats) && seats[seat].kind == SP_SEAT_HUMAN && !seats[seat].connected;
}

void ui_seat_name(const ui_app *app, const ui_match *m, int seat, char *out, size_t len)
{
    static const char *const winds[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};
    const char *lan = ui_match_player_name(m, seat);
    int level = m->review ? replay_level(m, seat) : -2;
    if (level == -1) snprintf(out, len, "%s", ui_tr(&app->i18n, "you"));
    else if (level >= 0) snprintf(out, len, "%s %d", ui_tr(&app->i18n, "bot"), seat + 1);
    else if (m->review) /* a replay that says nothing of its seats: told apart by their first winds */
        snprintf(out, len, "%s %s", ui_tr(&app->i18n, "replay.seat"), ui_tr(&app->i18n, winds[seat & 3]));
    else if (lan_bot_level(m, seat) >= 0) snprintf(out, len, "%s %d", ui_tr(&app->i18n, "bot"), seat + 1);
    else if (lan) snprintf(out, len, "%s", lan);
    else if (is_you(m, seat)) snprintf(out, len, "%s", ui_tr(&app->i18n, "you"));
    else snprintf(out, len, "%s %d", ui_tr(&app->i18n, "bot"), seat + 1);
}

void ui_seat_kind(const ui_app *app, const ui_match *m, int seat, char *out, size_t len)
{
    const ui_i18n *t = &app->i18n;
    int level = m->review ? replay_level(m, seat) : -2;
    if (level == -1) snprintf(out, len, "%s", ui_tr(t, "seat.you"));
    else if (level >= 0) snprintf(out, len, "%s, %s", ui_tr(t, "seat.computer"), ui_tr(t, ui_bot_level_get(level)->name_key));
    else if (m->review) snprintf(out, len, "%s", ui_tr(t, "replay.kind"));
    else if (is_you(m, seat)) snprintf(out, len, "%s", ui_tr(t, "seat.you"));
    else if (m->net && lan_bot_level(m, seat) >= 0)
        snprintf(out, len, "%s, %s", ui_tr(t, "seat.computer"), ui_tr(t, ui_bot_level_get(lan_bot_level(m, seat))->name_key));
    else if (m->net) snprintf(out, len, "%s", ui_tr(t, lan_person_away(m, seat) ? "seat.lan_away" : "seat.lan"));
    else snprintf(out, len, "%s, %s", ui_tr(t, "seat.computer"), ui_tr(t, ui_bot_level_get(m->level[seat])->name_key));
}
