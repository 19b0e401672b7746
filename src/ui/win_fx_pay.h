/* win_fx_pay.h: the result's payments on the table - each seat's name plate where it sits at
 * the table, the chips flying from every payer's plate to the plate of the seat it pays, a
 * clink as each group lands, then the plates' scores rolling to the new ones. Drawn over the
 * result sheet from the payment stage to the standings (ui/win_timeline.h), gone once the
 * result is wholly shown, so the final sheet stays as it was. */
#ifndef UI_WIN_FX_PAY_H
#define UI_WIN_FX_PAY_H

#include <stdint.h>

#include "core/game_view.h"
#include "ui/match.h"
#include "ui/ui.h"
#include "ui/win_timeline.h"

/* One group of chips: what seat `from` pays seat `to` in the hand. */
typedef struct {
    int8_t from, to;
    int32_t amount;
} ui_pay_flow;

typedef struct {
    int n;
    ui_pay_flow f[SP_SEATS * SP_SEATS];
} ui_pay_flows;

/* The groups of chips of a hand whose net changes are delta[players]: each payer's loss shared
 * among the seats that gain in proportion to their gains (a single winner: one group a
 * payer), biggest payer first. The amounts of a payer's groups add up to its loss. */
void ui_pay_flows_make(const int32_t *delta, int players, ui_pay_flows *out);

/* Where a seat's plate stands on the table (as the table screen puts it). */
ui_rect ui_fx_pay_plate(const ui_app *app, const ui_match *m, const sp_view *v, int seat);

/* The plates and the flying chips at el ms into the result, whose timeline is t (its PAY
 * items are fl's groups, in order). Nothing once the standings have slid in. */
void ui_fx_pay_draw(ui_app *app, const ui_match *m, const sp_view *v, const ui_win_timeline *t, int64_t el,
                    const ui_pay_flows *fl);

/* How many of the PAY groups landed in (from, to] ms: the clinks to play this frame (none for
 * a jump of more than 400 ms, however slow the frames: a skip lands silently). */
int ui_fx_pay_landed(const ui_win_timeline *t, int64_t from, int64_t to);

#endif
