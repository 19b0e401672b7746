/* seat_name.h: who sits in a seat, said the same way on every screen: a LAN player's name, the
 * window's player ("You", or the name set for LAN), or a computer player numbered by its seat
 * ("CPU 2" / "電腦 2"; winds change every hand, seats do not). A replay names its seats so when
 * it says who sat there ("seat_players"), else by their first winds ("Seat E"). */
#ifndef UI_SEAT_NAME_H
#define UI_SEAT_NAME_H

#include <stddef.h>

#include "ui/match.h"
#include "ui/ui.h"

/* The seat's name. */
void ui_seat_name(const ui_app *app, const ui_match *m, int seat, char *out, size_t len);
/* What plays the seat: "you", "LAN player", or "computer, normal" (in the window's language). */
void ui_seat_kind(const ui_app *app, const ui_match *m, int seat, char *out, size_t len);

#endif
