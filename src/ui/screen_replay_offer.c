/* screen_replay_offer.c: what the bottom seat was offered at the frame shown - its call buttons
 * as the table drew them, greyed, the one it took lit and outlined; the tile it discarded
 * outlined in its hand; the why-line of what a rule refused it - and the next action's words. */
#include <stdio.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/screen_replay.h"
#include "ui/screens.h"
#include "ui/table_seats.h"

static const char *const seat_keys[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};

void ui_replay_next_text(const ui_app *app, const ui_replay *rv, char *out, size_t len)
{
    const ui_i18n *t = &app->i18n;
    const sp_logged_action *n = sp_cursor_next(&rv->c);
    if (!n) {
        int phase = rv->c.s.game.phase;
        snprintf(out, len, "%s", ui_tr(t, phase == SP_PHASE_MATCH_OVER ? "replay.match_end"
                                          : phase == SP_PHASE_HAND_OVER ? "replay.hand_end"
                                                                        : "replay.saved_here"));
        return;
    }
    const sp_action *a = &n->action;
    char tiles[32] = "";
    int k[3], nt = a->type == SP_ACT_DINGQUE ? 0 : ui_action_tiles(a, k);
    if (a->type == SP_ACT_DISCARD || a->type == SP_ACT_FLOWER) nt = (k[0] = a->tile, 1);
    for (int i = 0; i < nt; i++) sp_kind_name(k[i], tiles + strlen(tiles));
    if (a->type == SP_ACT_DINGQUE) {
        static const char *suit[3] = {"suit.m", "suit.p", "suit.s"};
        snprintf(tiles, sizeof tiles, "%s", ui_tr(t, suit[a->suit < 3 ? a->suit : 0]));
    }
    bool self = a->type == SP_ACT_HU && rv->c.s.game.phase == SP_PHASE_TURN;
    snprintf(out, len, "%s %s %s %s", ui_tr(t, "replay.next"), ui_tr(t, seat_keys[n->seat & 3]),
             ui_action_label(app, a->type, self), tiles);
}

/* The tile of `kind` the seat discarded next, outlined where its hand was drawn. */
static void outline_discard(ui_app *app, const ui_match *m, const sp_view *v, int kind)
{
    int at = -1;
    for (int i = 0; i < m->nhand_pos; i++)
        if (m->hand_tile[i] >= 0 && sp_tile_kind(m->hand_tile[i]) == kind &&
            (at < 0 || m->hand_tile[at] != v->seats[m->view_seat].drawn))
            at = i;
    if (at < 0) return;
    ui_outline(app, (ui_rect){m->hand_x[at] - 2, m->hand_y[at] - 2, ui_face_w(m->hand_h) + 4, m->hand_h + 4}, UI_GOLD, 3);
}

void ui_replay_draw_offer(ui_app *app, const ui_layout *L, ui_replay *rv)
{
    sp_action_list legal;
    sp_blocked_list why;
    int taken;
    sp_cursor_offered(&rv->c, rv->seat, &legal, &why, &taken);
    sp_view v;
    sp_cursor_view(&rv->c, rv->seat, rv->open, &v);
    if (taken >= 0 && legal.a[taken].type == SP_ACT_DISCARD) outline_discard(app, rv->m, &v, legal.a[taken].tile);
    float y = ui_table_buttons_y(L, &v, rv->seat), x = app->lw - 20;
    for (int i = legal.n - 1; i >= 0; i--) {
        if (legal.a[i].type == SP_ACT_DISCARD) continue;
        float w = ui_table_call_button(app, rv->m, &legal.a[i], x, y, RP_OFFER + i, i == taken, NULL);
        if (i == taken) ui_outline(app, (ui_rect){x - w - 3, y - 3, w + 6, 54}, UI_GOLD, 4);
        x -= w + 10;
    }
    /* what a rule refused: a win first, then a call */
    int reason = 0;
    for (int i = 0; i < why.n && !reason; i++)
        if (why.b[i].action.type == SP_ACT_HU) reason = why.b[i].reason;
    for (int i = 0; i < why.n && !reason; i++)
        if (why.b[i].action.type != SP_ACT_DISCARD) reason = why.b[i].reason;
    app->stat_why = reason;
    if (!reason) return;
    char key[40];
    snprintf(key, sizeof key, "why.%s", sp_block_reason_id(reason));
    ui_table_why_line(app, L, ui_tr(&app->i18n, key));
}
