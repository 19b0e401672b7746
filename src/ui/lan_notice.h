/* lan_notice.h: a LAN host's notice (a player joined, left, came back...) as a line of the
 * lobby and table chat in the window's language, with 1-based seat numbers as the screens
 * show them. */
#ifndef UI_LAN_NOTICE_H
#define UI_LAN_NOTICE_H

#include <stddef.h>

#include "net/host.h"
#include "ui/i18n.h"

void ui_lan_notice_text(const ui_i18n *t, const sp_host_notice *n, char *out, size_t len);

#endif
