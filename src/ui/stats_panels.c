/* stats_panels.c: the figures and the patterns of the statistics screen. */
#include "ui/stats_panels.h"

#include <stdio.h>

#include "ui/draw.h"
#include "ui/stats_charts.h"

static void percent(double v, char *out, size_t len) { snprintf(out, len, "%.1f%%", v * 100); }

void ui_stats_figures(ui_app *app, ui_rect r, const sp_stats *s)
{
    const ui_i18n *t = &app->i18n;
    ui_panel(app, r);
    char v[7][48];
    /* a match left unfinished (a saved one, a LAN seat given up) counts as played only */
    snprintf(v[0], sizeof v[0], "%d / %d", s->finished, s->matches);
    snprintf(v[1], sizeof v[1], "%d", s->hands);
    percent(s->win_rate, v[2], sizeof v[2]);
    percent(s->self_draw_share, v[3], sizeof v[3]);
    percent(s->deal_in_rate, v[4], sizeof v[4]);
    snprintf(v[5], sizeof v[5], "%.2f", s->avg_win_value);
    snprintf(v[6], sizeof v[6], "%+.2f", s->points_per_hand);
    static const char *const keys[7] = {"stats.matches",   "stats.hands",     "stats.win_rate", "stats.self_draw",
                                        "stats.deal_in",   "stats.avg_value", "stats.pph"};
    float row = (r.h - 16) / 7, size = 17;
    if (ui_line_h(app, size) > row) size = 13;
    for (int i = 0; i < 7; i++) {
        float y = r.y + 8 + row * (float)i + (row - ui_line_h(app, size)) / 2;
        ui_stats_line(app, r.x + 16, y, r.w * 0.62f, size, UI_DIM, UI_ALIGN_LEFT, false, ui_tr(t, keys[i]));
        ui_stats_line(app, r.x + r.w - 16, y, r.w * 0.3f, size, UI_WHITE, UI_ALIGN_RIGHT, true, v[i]);
    }
}

void ui_stats_patterns(ui_app *app, ui_rect r, const sp_stats *s, const char (*names)[160])
{
    const ui_i18n *t = &app->i18n;
    ui_panel(app, r);
    float title_h = ui_line_h(app, 16), size = 14, row = ui_line_h(app, size) + 4;
    ui_stats_line(app, r.x + 12, r.y + 6, r.w - 24, 16, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "stats.patterns"));
    float y = r.y + 12 + title_h;
    if (!s->npatterns) {
        ui_stats_line(app, r.x + 16, y, r.w - 32, size, UI_DIM, UI_ALIGN_LEFT, false, ui_tr(t, "stats.no_patterns"));
        return;
    }
    int most = 1;
    for (int i = 0; i < s->npatterns; i++)
        if (s->patterns[i].count > most) most = s->patterns[i].count;
    int fit = (int)((r.y + r.h - 8 - y) / row);
    int shown = s->npatterns <= fit ? s->npatterns : fit - 1; /* the last row says how many more */
    /* each row's bar lies under its name, as long as the count is against the most made */
    float bar_w = r.w - 32;
    char buf[64];
    for (int i = 0; i < shown; i++, y += row) {
        float w = bar_w * (float)s->patterns[i].count / (float)most;
        ui_fill(app, (ui_rect){r.x + 12, y + 1, w < 4 ? 4 : w, row - 4}, (SDL_Color){240, 200, 90, 70});
        ui_stats_line(app, r.x + 16, y, r.w - 90, size, UI_WHITE, UI_ALIGN_LEFT, false, names[i]);
        snprintf(buf, sizeof buf, "%d", s->patterns[i].count);
        ui_text(app, r.x + r.w - 16, y, size, UI_WHITE, UI_ALIGN_RIGHT, true, buf);
    }
    if (shown < s->npatterns) {
        snprintf(buf, sizeof buf, "%s %d", ui_tr(t, "stats.more_patterns"), s->npatterns - shown);
        ui_stats_line(app, r.x + 16, y, r.w - 32, size, UI_DIM, UI_ALIGN_LEFT, false, buf);
    }
}
