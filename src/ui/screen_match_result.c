/* screen_match_result.c: the match result - ranking, final settlement, a chart of each
 * player's score over the hands. */
#include <stdio.h>

#include "ui/draw.h"
#include "ui/lan.h"
#include "ui/match.h"
#include "ui/screens.h"
#include "ui/seat_name.h"
#include "ui/sound_ids.h"
#include "ui/win_fx.h"

static void match_result_draw(ui_app *app)
{
    ui_felt(app);
    ui_match *m = app->match;
    if (!m) return;
    const ui_i18n *t = &app->i18n;
    sp_view v;
    ui_match_view(m, &v);
    ui_text(app, app->lw / 2, 24, 36, UI_GOLD, UI_ALIGN_CENTER, true, ui_tr(t, "match.title"));
    int order[SP_SEATS];
    for (int i = 0; i < v.players; i++) order[i] = i;
    for (int i = 1; i < v.players; i++)
        for (int j = i; j > 0 && v.seats[order[j]].score > v.seats[order[j - 1]].score; j--) {
            int tmp = order[j];
            order[j] = order[j - 1];
            order[j - 1] = tmp;
        }
    bool settle = false;
    for (int i = 0; i < v.players; i++) settle |= v.outcome.settlement[i] != 0;
    char buf[160];
    float x = app->lw / 2 - 420, y = 100;
    ui_text(app, x, y, 16, UI_DIM, UI_ALIGN_LEFT, false, ui_tr(t, "match.rank"));
    ui_text(app, x + 330, y, 16, UI_DIM, UI_ALIGN_RIGHT, false, ui_tr(t, "match.score"));
    if (settle) ui_text(app, x + 470, y, 16, UI_DIM, UI_ALIGN_RIGHT, false, ui_tr(t, "match.settlement"));
    static const SDL_Color line[4] = {{240, 200, 90, 255}, {120, 200, 240, 255}, {240, 120, 110, 255}, {170, 230, 140, 255}};
    for (int i = 0; i < v.players; i++) {
        int s = order[i];
        float ry = y + 30 + i * 46;
        float size = i == 0 ? 30 : 22;
        char name[64];
        ui_seat_name(app, m, s, name, sizeof name);
        snprintf(buf, sizeof buf, "%d.  %s", i + 1, name);
        ui_fill(app, (ui_rect){x - 24, ry + 8, 14, 14}, line[s]);
        ui_text(app, x, ry, size, i == 0 ? UI_GOLD : UI_WHITE, UI_ALIGN_LEFT, true, buf);
        snprintf(buf, sizeof buf, "%d", (int)v.seats[s].score);
        ui_text(app, x + 330, ry, size, UI_WHITE, UI_ALIGN_RIGHT, false, buf);
        if (settle) {
            snprintf(buf, sizeof buf, "%+d", (int)v.outcome.settlement[s]);
            ui_text(app, x + 470, ry, size, UI_GOLD, UI_ALIGN_RIGHT, true, buf);
        }
    }
    /* the chart of scores over the hands */
    ui_rect c = {app->lw / 2 + 80, 100, app->lw / 2 - 130, 300};
    ui_panel(app, c);
    ui_text(app, c.x + 10, c.y + 6, 15, UI_DIM, UI_ALIGN_LEFT, false, ui_tr(t, "match.chart"));
    int lo = 0, hi = 0;
    for (int h = 0; h < m->nhist; h++)
        for (int s = 0; s < v.players; s++) {
            if (m->hist[h][s] < lo || h + s == 0) lo = m->hist[h][s];
            if (m->hist[h][s] > hi || h + s == 0) hi = m->hist[h][s];
        }
    if (hi == lo) hi = lo + 1;
    float gx = c.x + 20, gy = c.y + 36, gw = c.w - 40, gh = c.h - 56;
    int zero = 0 >= lo && 0 <= hi;
    if (zero) ui_fill(app, (ui_rect){gx, gy + gh - gh * (float)(0 - lo) / (float)(hi - lo), gw, 1}, UI_DIM);
    for (int s = 0; s < v.players && m->nhist > 1; s++) {
        SDL_SetRenderDrawColor(app->ren, line[s].r, line[s].g, line[s].b, 255);
        for (int h = 1; h < m->nhist; h++) {
            float x0 = gx + gw * (float)(h - 1) / (float)(m->nhist - 1), x1 = gx + gw * (float)h / (float)(m->nhist - 1);
            float y0 = gy + gh - gh * (float)(m->hist[h - 1][s] - lo) / (float)(hi - lo);
            float y1 = gy + gh - gh * (float)(m->hist[h][s] - lo) / (float)(hi - lo);
            for (int k = -1; k <= 1; k++)
                SDL_RenderDrawLine(app->ren, ui_px(app, x0), ui_px(app, y0) + k, ui_px(app, x1), ui_px(app, y1) + k);
        }
    }
    ui_button(app, (ui_rect){app->lw - 260, app->lh - 70, 230, 52}, ui_tr(t, "match.again"), 0, true);
    /* the match's end: a flourish over the screen for its first seconds (ui/win_fx.c) */
    int64_t el = (int64_t)(app->now - app->screen_since);
    ui_fx_match_end(app, el, app->settings.speed);
    if (el < ui_fx_match_end_ms(app->settings.speed)) ui_redraw_in(app, 16);
}

static void match_result_activate(ui_app *app, int id, bool back)
{
    (void)back;
    if (id != 0) return;
    if (app->match && app->match->review) { /* opened from the replay viewer: back to it */
        ui_screen_back(app);
        return;
    }
    ui_autosave(app);
    if (app->match && app->match->net) ui_lan_leave(app); /* frees the match */
    else ui_match_free(app->match);
    app->match = NULL;
    app->watch = false;
    ui_show(app, &ui_screen_title);
}

/* The match's end is heard when its result opens. */
static void match_result_open(ui_app *app)
{
    ui_play_sound(app, SOUND_MATCH_END);
}

const ui_screen ui_screen_match_result = {
    .name = "match-result",
    .keys = "keys.match_result",
    .open = match_result_open,
    .event = ui_enter_activates_first,
    .activate = match_result_activate,
    .draw = match_result_draw};
