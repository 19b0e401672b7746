/* stats_charts.h: the statistics screen's charts, drawn by the project in the table's style - a
 * panel, a title, labelled axes with round ticks, gold bars or coloured lines. */
#ifndef UI_STATS_CHARTS_H
#define UI_STATS_CHARTS_H

#include "ui/ui.h"

/* The words of a chart: its title and what each axis counts. */
typedef struct {
    const char *title, *x_label, *y_label;
} ui_chart_words;

/* One line: n points (x ascending), its colour. */
typedef struct {
    int n;
    const double *x, *y;
    SDL_Color color;
} ui_chart_line;

/* One line of text at most w wide, from x by align (left edge, centre, right edge): smaller
 * when needed, else cut with "…" (a window of 800 x 600 keeps 12 px text). */
void ui_stats_line(ui_app *app, float x, float y, float w, float size, SDL_Color c, int align, bool bold,
                   const char *utf8);

/* Bars from zero: labels[i] under bar i, its value over it. */
void ui_bar_chart(ui_app *app, ui_rect r, const ui_chart_words *w, int n, const char *const *labels,
                  const double *values);
/* Lines over a shared x range; x_first and x_last label the axis' ends (a hand count, a date),
 * y_unit follows the y ticks ("%" or ""). */
void ui_line_chart(ui_app *app, ui_rect r, const ui_chart_words *w, const ui_chart_line *lines, int nlines,
                   const char *x_first, const char *x_last, const char *y_unit);
/* As ui_line_chart with the y axis spanning the values only (scores around 150 not drawn from 0). */
void ui_line_chart_fit(ui_app *app, ui_rect r, const ui_chart_words *w, const ui_chart_line *lines, int nlines,
                       const char *x_first, const char *x_last, const char *y_unit);

#endif
