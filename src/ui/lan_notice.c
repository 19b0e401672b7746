/* lan_notice.c: the host's notices in the player's language. */
#include "ui/lan_notice.h"

#include <stdio.h>

void ui_lan_notice_text(const ui_i18n *t, const sp_host_notice *n, char *out, size_t len)
{
    static const char *const keys[SP_NOTICE_COUNT] = {"lan.notice.joined",  "lan.notice.refused", "lan.notice.left",
                                                      "lan.notice.dropped", "lan.notice.standin", "lan.notice.back",
                                                      "lan.notice.started", "lan.notice.removed"};
    const char *what = ui_tr(t, n->kind < SP_NOTICE_COUNT ? keys[n->kind] : "lan.notice.left");
    if (n->kind == SP_NOTICE_STARTED) {
        snprintf(out, len, "%s", what);
        return;
    }
    /* "Bea joined · Seat 2": the name, what happened, then where (the languages agree on
     * this order; no sentence needs the seat in its middle) */
    if (n->seat >= 0) snprintf(out, len, "%s %s · %s %d", n->name, what, ui_tr(t, "lan.seat"), n->seat + 1);
    else snprintf(out, len, "%s %s", n->name, what);
}
