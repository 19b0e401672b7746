/* table_hint.c: the discard suggestion (see table_hint.h). */
#include "ui/table_hint.h"

#include <stdio.h>
#include <string.h>

#include "ai/bot.h"
#include "core/tile.h"
#include "ui/draw.h"
#include "ui/table_seats.h"
#include "ui/tutorial.h"

bool ui_hint_ask(ui_app *app)
{
    ui_match *m = app->match;
    if (!m || ui_tutorial_hides_hints(app)) return false;
    if (!app->settings.discard_hint) { /* say why the key did nothing, and where to turn it on */
        m->notice_key = "hint.off";
        m->notice_until = app->now + 4000;
        app->changed = true;
        return false;
    }
    sp_action_list legal;
    ui_match_legal(m, &legal);
    if (!legal.n) return false;
    sp_view v;
    ui_match_view(m, &v);
    /* a fresh normal-level player with a fixed seed: the same table gives the same advice */
    sp_bot bot;
    sp_bot_init(&bot, SP_BOT_NORMAL, 1, ui_match_options(m));
    m->hint = sp_bot_choose(&bot, &v, &legal);
    m->hint_stamp = ui_match_stamp(m);
    m->has_hint = true;
    app->changed = true;
    return true;
}

void ui_hint_draw(ui_app *app, const ui_layout *L)
{
    ui_match *m = app->match;
    if (!m || !app->settings.discard_hint || !m->human || app->pause_open || ui_tutorial_hides_hints(app)) return;
    sp_action_list legal;
    ui_match_legal(m, &legal);
    float y = L->cy + L->f[0].hand_y - 122; /* above the waits row */
    if (legal.n) ui_button(app, (ui_rect){16, y, 110, 44}, ui_tr(&app->i18n, "hint.button"), UI_ZONE_HINT, true);
    if (!m->has_hint || m->hint_stamp != ui_match_stamp(m) || !legal.n) return;
    char line[160];
    if (m->hint.type == SP_ACT_DISCARD) {
        for (int i = 0; i < m->nhand_pos; i++)
            if (m->hand_tile[i] >= 0 && sp_tile_kind(m->hand_tile[i]) == m->hint.tile) {
                float g = 3;
                ui_outline(app, (ui_rect){m->hand_x[i] - g, m->hand_y[i] - g, ui_face_w(m->hand_h) + 2 * g, m->hand_h + 2 * g},
                           UI_TUT_MARK, g);
                break;
            }
        snprintf(line, sizeof line, "%s", ui_tr(&app->i18n, "hint.discard"));
    } else {
        snprintf(line, sizeof line, "%s %s", ui_tr(&app->i18n, "hint.action"),
                 ui_action_label(app, m->hint.type, m->hint.type == SP_ACT_HU && ui_match_phase(m) == SP_PHASE_TURN));
    }
    float x = 136 + ui_text(app, 136, y + 12, 16, UI_TUT_MARK, UI_ALIGN_LEFT, true, line) + 8;
    if (m->hint.type == SP_ACT_DISCARD) return;
    /* the exact call: its tiles after the words (which chow, which kong), and its button marked */
    int tiles[3], nt = ui_action_tiles(&m->hint, tiles);
    for (int t = 0; t < nt; t++) ui_tile(app, tiles[t], 30, 0, x + t * ui_face_w(30), y + 6, 0);
    for (int k = 0; k < legal.n; k++) {
        if (!sp_action_equal(&legal.a[k], &m->hint)) continue;
        for (int z = 0; z < app->nzones; z++)
            if (app->zones[z].id == UI_ZONE_ACTION + k) {
                ui_rect r = app->zones[z].r;
                ui_outline(app, (ui_rect){r.x - 4, r.y - 4, r.w + 8, r.h + 8}, UI_TUT_MARK, 3);
            }
    }
}
