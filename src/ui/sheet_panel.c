/* sheet_panel.c: the settlement panel of the hand result (ui/sheet_panel.h). */
#include "ui/sheet_panel.h"

#include <stdio.h>

#include "ui/draw.h"
#include "ui/layout.h"
#include "ui/sheet_lines.h"

enum { ROW_H = 26, HEAD_H = 34, READY_H = 24, FOOT_H = 22, PAD = 8 };

float ui_sheet_panel_height(int rows, bool ready_line) { return HEAD_H + (ready_line ? READY_H : 0) + rows * ROW_H + PAD; }

int ui_sheet_panel_count(ui_app *app, const sp_ruleset *rs, const sp_score_result *r, int players, int discarder)
{
    static ui_sheet_row rows[UI_SHEET_ROWS];
    static const char *const none[SP_SEATS] = {"", "", "", ""};
    return ui_sheet_rows(rs, r, players, discarder, none, &app->i18n, rows, UI_SHEET_ROWS);
}

int ui_sheet_panel(ui_app *app, ui_rect box, const sp_ruleset *rs, const sp_score_result *r, int players, int discarder,
                   const char *const seat_word[SP_SEATS], int *first)
{
    static ui_sheet_row rows[UI_SHEET_ROWS]; /* the window draws on one thread */
    const ui_i18n *t = &app->i18n;
    int n = ui_sheet_rows(rs, r, players, discarder, seat_word, t, rows, UI_SHEET_ROWS);
    if (!n) return 0;
    char ready[200];
    ui_sheet_ready_line(r, players, seat_word, t, ready, sizeof ready);
    ui_panel(app, box);
    float x = box.x + 12, right = box.x + box.w - 12, y = box.y + 6;
    ui_text_fit(app, x, y, 18, box.w - 24, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "sheet.title"));
    y = box.y + HEAD_H;
    if (ready[0]) {
        ui_text_fit(app, x, y, 16, box.w - 24, UI_DIM, UI_ALIGN_LEFT, false, ready);
        y += READY_H;
    }
    /* the columns: who pays whom and the amount as wide as their widest rows, the reason the rest */
    float w_who = 0, w_amount = 0;
    for (int i = 0; i < n; i++) {
        float a = ui_text_width(app, 16, false, rows[i].who), b = ui_text_width(app, 16, true, rows[i].amount);
        w_who = a > w_who ? a : w_who;
        w_amount = b > w_amount ? b : w_amount;
    }
    if (w_amount > (right - x) * 0.25f) w_amount = (right - x) * 0.25f;
    if (w_who > (right - x) * 0.25f) w_who = (right - x) * 0.25f;
    float x_who = right - w_amount - 24 - w_who, w_why = x_who - 24 - x;
    /* from row *first on, the rows that fit (a long reason takes two lines); the last place tells
     * how many more there are when some do not */
    float bottom = box.y + box.h - PAD;
    if (*first > n - 1) *first = n - 1;
    if (*first < 0) *first = 0;
    int i = *first;
    for (; i < n; i++) {
        const ui_sheet_row *row = &rows[i];
        float wx = x + (row->kind >= 0 ? ui_face_w(22) + 6 : 0), h = ROW_H;
        if (ui_text_width(app, 16, false, row->why) > w_why - (wx - x)) h = ROW_H + ui_line_h(app, 16);
        if (y + h > bottom - (i + 1 < n ? FOOT_H : 0) && i > *first) break;
        if (row->kind >= 0) ui_tile(app, row->kind, 22, 0, x, y, 0); /* the tile the row counts */
        if (h > ROW_H) ui_text_wrap(app, wx, y + 2, 16, w_why - (wx - x), UI_WHITE, false, row->why, 2);
        else ui_text(app, wx, y + 2, 16, UI_WHITE, UI_ALIGN_LEFT, false, row->why);
        ui_text_fit(app, x_who, y + 2, 16, w_who, UI_WHITE, UI_ALIGN_LEFT, false, row->who);
        ui_text_fit(app, right, y + 2, 16, w_amount, UI_GOLD, UI_ALIGN_RIGHT, true, row->amount);
        y += h;
    }
    if (i < n) {
        char more[80];
        ui_tr_n(t, "sheet.more", n - i, more, sizeof more);
        ui_text_fit(app, right, bottom - FOOT_H + 2, 14, box.w - 24, UI_DIM, UI_ALIGN_RIGHT, false, more);
    }
    return n;
}
