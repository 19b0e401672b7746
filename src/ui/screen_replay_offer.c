/* screen_replay_offer.c: what the bottom seat was offered at the frame shown - its call buttons
 * as the table drew them, greyed, the one it took lit and outlined; the tile it discarded
 * outlined in its hand; the why-line of what a rule refused it - and the next action in words and tiles. */
#include <stdio.h>

#include "ui/draw.h"
#include "ui/screen_replay.h"
#include "ui/screens.h"
#include "ui/table_seats.h"

static const char *const seat_keys[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};

float ui_replay_draw_next(ui_app *app, const ui_replay *rv, float x, float y, float maxw)
{
    const ui_i18n *t = &app->i18n;
    const sp_logged_action *n = sp_cursor_next(&rv->c);
    enum { SIZE = 14, TILE_H = 18 };
    if (!n) {
        int phase = rv->c.s.game.phase;
        const char *end = ui_tr(t, phase == SP_PHASE_MATCH_OVER ? "replay.match_end"
                                   : phase == SP_PHASE_HAND_OVER ? "replay.hand_end"
                                                                 : "replay.saved_here");
        /* one line, shortened with "…" where even the smallest size is too wide (800 x 600) */
        ui_text_wrap(app, x, y, SIZE, maxw, UI_GOLD, false, end, 1);
        float w = ui_text_width(app, SIZE, false, end);
        return x + (w < maxw ? w : maxw);
    }
    bool self = n->action.type == SP_ACT_HU && rv->c.s.game.phase == SP_PHASE_TURN;
    char who[80];
    snprintf(who, sizeof who, "%s %s", ui_tr(t, "replay.next"), ui_tr(t, seat_keys[n->seat & 3]));
    /* where "Next:" would leave the action's tiles no room (a chow at 800 x 600), the seat alone */
    int tiles[3], nt = n->action.type == SP_ACT_DISCARD ? 1 : ui_action_tiles(&n->action, tiles);
    float need = ui_text_width(app, SIZE, false, who) + 6 + (float)nt * ui_face_w(TILE_H) + 4 +
                 ui_text_width(app, SIZE, false, ui_action_label_of(app, rv->m, n->action.type, self));
    if (need > maxw) snprintf(who, sizeof who, "%s", ui_tr(t, seat_keys[n->seat & 3]));
    float end = x + maxw;
    x += ui_text_fit(app, x, y, SIZE, maxw, UI_GOLD, UI_ALIGN_LEFT, false, who) + 6;
    return ui_replay_action_words(app, rv, x, y, SIZE, TILE_H, end - x, UI_GOLD, &n->action, true, self);
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
    ui_table_why_line(app, L, y, ui_tr(&app->i18n, key));
}
