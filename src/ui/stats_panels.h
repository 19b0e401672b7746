/* stats_panels.h: the statistics screen's text panels - the figures and the patterns made. */
#ifndef UI_STATS_PANELS_H
#define UI_STATS_PANELS_H

#include "table/history.h"
#include "ui/ui.h"

/* Matches, hands, rates, average win value, points per hand: a label and its value a row. */
void ui_stats_figures(ui_app *app, ui_rect r, const sp_stats *s);
/* The patterns made, rarest first, as bars with their counts: names[i] is pattern i's name in the
 * window's language; as many rows as fit, then how many more there are. */
void ui_stats_patterns(ui_app *app, ui_rect r, const sp_stats *s, const char (*names)[160]);

#endif
