/* stats_charts.c: bar and line charts with labelled axes, for the statistics screen. */
#include "ui/stats_charts.h"

#include <math.h>
#include <stdio.h>

#include "ui/draw.h"

void ui_stats_line(ui_app *app, float x, float y, float w, float size, SDL_Color c, int align, bool bold,
                   const char *utf8)
{
    float left = align == UI_ALIGN_RIGHT ? x - w : align == UI_ALIGN_CENTER ? x - w / 2 : x;
    ui_text_box(app, (ui_rect){left, y, w, ui_line_h(app, size)}, size, c, align, bold, utf8);
}

static const SDL_Color GRID = {170, 185, 175, 60};

/* The plot inside a chart's panel: room for the title and the y axis' words above, its ticks on
 * the left, the x axis' ends and words below. */
typedef struct {
    ui_rect plot;
    double lo, hi, step;  /* the y axis: round ticks from lo to hi */
    float tick_size;
} chart_frame;

/* A round step (1, 2 or 5 times a power of ten) giving about `ticks` ticks over span. */
static double round_step(double span, int ticks)
{
    if (span <= 0) span = 1;
    double raw = span / ticks, p = pow(10, floor(log10(raw))), m = raw / p;
    return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

static void tick_text(double v, const char *unit, char *out, size_t len)
{
    if (fabs(v - round(v)) < 1e-9) snprintf(out, len, "%.0f%s", v, unit);
    else snprintf(out, len, "%.1f%s", v, unit);
}

/* Draws the panel, the title, the axes' words and the y ticks; the plot's place in f. */
static void frame(ui_app *app, ui_rect r, const ui_chart_words *w, double lo, double hi, const char *unit, bool whole,
                  chart_frame *f)
{
    ui_panel(app, r);
    float small = 13, line = ui_line_h(app, small);
    float title_h = ui_line_h(app, 16);
    ui_stats_line(app, r.x + 12, r.y + 6, r.w - 24, 16, UI_GOLD, UI_ALIGN_LEFT, true, w->title);
    ui_stats_line(app, r.x + 12, r.y + 8 + title_h, r.w - 24, small, UI_DIM, UI_ALIGN_LEFT, false, w->y_label);
    f->tick_size = small;
    float top = r.y + 12 + title_h + line + line / 2, bottom = r.y + r.h - 10 - 2 * line;
    float left = r.x + 14 + ui_text_width(app, small, false, "-00000") + 6;
    f->plot = (ui_rect){left, top, r.x + r.w - 18 - left, bottom - top};
    if (hi <= lo) hi = lo + 1;
    int ticks = (int)(f->plot.h / (line * 1.6f));
    if (ticks > 5) ticks = 5;
    if (ticks < 1) ticks = 1;
    f->step = round_step(hi - lo, ticks);
    if (whole && f->step < 1) f->step = 1; /* counts: no half a match */
    f->lo = floor(lo / f->step) * f->step;
    f->hi = ceil(hi / f->step) * f->step;
    if (f->hi <= f->lo) f->hi = f->lo + f->step;
    char buf[32];
    for (double v = f->lo; v <= f->hi + f->step / 2; v += f->step) {
        float y = f->plot.y + f->plot.h - f->plot.h * (float)((v - f->lo) / (f->hi - f->lo));
        ui_fill(app, (ui_rect){f->plot.x, y, f->plot.w, 1}, GRID);
        tick_text(v, unit, buf, sizeof buf);
        ui_text(app, f->plot.x - 6, y - line / 2, small, UI_DIM, UI_ALIGN_RIGHT, false, buf);
    }
    ui_fill(app, (ui_rect){f->plot.x, f->plot.y, 2, f->plot.h}, UI_DIM);
    ui_fill(app, (ui_rect){f->plot.x, f->plot.y + f->plot.h, f->plot.w, 2}, UI_DIM);
    ui_stats_line(app, f->plot.x + f->plot.w / 2, r.y + r.h - 6 - line, f->plot.w, small, UI_DIM,
                UI_ALIGN_CENTER, false, w->x_label);
}

static float y_at(const chart_frame *f, double v)
{
    return f->plot.y + f->plot.h - f->plot.h * (float)((v - f->lo) / (f->hi - f->lo));
}

void ui_bar_chart(ui_app *app, ui_rect r, const ui_chart_words *w, int n, const char *const *labels,
                  const double *values)
{
    double hi = 1;
    for (int i = 0; i < n; i++)
        if (values[i] > hi) hi = values[i];
    chart_frame f;
    frame(app, r, w, 0, hi, "", true, &f);
    if (n <= 0) return;
    float slot = f.plot.w / (float)n, bw = slot * 0.56f, line = ui_line_h(app, f.tick_size);
    char buf[32];
    for (int i = 0; i < n; i++) {
        float x = f.plot.x + slot * (float)i + (slot - bw) / 2, y = y_at(&f, values[i]);
        if (values[i] > 0) {
            ui_fill(app, (ui_rect){x, y, bw, f.plot.y + f.plot.h - y}, UI_GOLD);
            ui_outline(app, (ui_rect){x, y, bw, f.plot.y + f.plot.h - y}, (SDL_Color){120, 90, 30, 255}, 1);
        }
        tick_text(values[i], "", buf, sizeof buf);
        /* the count in the bar's top when it is tall enough, else just over it */
        bool inside = y - line < f.plot.y;
        ui_text(app, x + bw / 2, inside ? y + 2 : y - line, f.tick_size, inside ? UI_INK : UI_WHITE, UI_ALIGN_CENTER,
                true, buf);
        ui_stats_line(app, f.plot.x + slot * ((float)i + 0.5f), f.plot.y + f.plot.h + 4, slot - 4, f.tick_size, UI_WHITE,
                    UI_ALIGN_CENTER, false, labels[i]);
    }
}

static void line_chart(ui_app *app, ui_rect r, const ui_chart_words *w, const ui_chart_line *lines, int nlines,
                       const char *x_first, const char *x_last, const char *y_unit, bool from_zero)
{
    double lo = 0, hi = 0, x0 = 0, x1 = 0;
    bool any = false;
    for (int k = 0; k < nlines; k++)
        for (int i = 0; i < lines[k].n; i++) {
            double y = lines[k].y[i], x = lines[k].x[i];
            if (!any || y < lo) lo = y;
            if (!any || y > hi) hi = y;
            if (!any || x < x0) x0 = x;
            if (!any || x > x1) x1 = x;
            any = true;
        }
    if (lo > 0 && from_zero) lo = 0; /* the axis starts at zero or below it */
    chart_frame f;
    frame(app, r, w, lo, hi, y_unit, false, &f);
    float line = ui_line_h(app, f.tick_size);
    ui_text(app, f.plot.x, f.plot.y + f.plot.h + 4, f.tick_size, UI_WHITE, UI_ALIGN_LEFT, false, x_first);
    ui_text(app, f.plot.x + f.plot.w, f.plot.y + f.plot.h + 4, f.tick_size, UI_WHITE, UI_ALIGN_RIGHT, false, x_last);
    (void)line;
    if (!any) return;
    if (f.lo < 0 && f.hi > 0) ui_fill(app, (ui_rect){f.plot.x, y_at(&f, 0), f.plot.w, 1}, UI_DIM);
    double span = x1 > x0 ? x1 - x0 : 1;
    for (int k = 0; k < nlines; k++) {
        const ui_chart_line *l = &lines[k];
        SDL_SetRenderDrawBlendMode(app->ren, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(app->ren, l->color.r, l->color.g, l->color.b, 255);
        for (int i = 0; i < l->n; i++) {
            float x = f.plot.x + f.plot.w * (float)((l->x[i] - x0) / span), y = y_at(&f, l->y[i]);
            if (l->n <= 40) ui_fill(app, (ui_rect){x - 3, y - 3, 6, 6}, l->color); /* few points: each shown */
            if (i == 0) continue;
            float px = f.plot.x + f.plot.w * (float)((l->x[i - 1] - x0) / span), py = y_at(&f, l->y[i - 1]);
            SDL_SetRenderDrawColor(app->ren, l->color.r, l->color.g, l->color.b, 255);
            for (int d = -1; d <= 1; d++)
                SDL_RenderDrawLine(app->ren, ui_px(app, px), ui_px(app, py) + d, ui_px(app, x), ui_px(app, y) + d);
        }
    }
}

void ui_line_chart(ui_app *app, ui_rect r, const ui_chart_words *w, const ui_chart_line *lines, int nlines,
                   const char *x_first, const char *x_last, const char *y_unit)
{
    line_chart(app, r, w, lines, nlines, x_first, x_last, y_unit, true);
}

void ui_line_chart_fit(ui_app *app, ui_rect r, const ui_chart_words *w, const ui_chart_line *lines, int nlines,
                       const char *x_first, const char *x_last, const char *y_unit)
{
    line_chart(app, r, w, lines, nlines, x_first, x_last, y_unit, false);
}
