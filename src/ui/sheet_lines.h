/* sheet_lines.h: the rows of a score sheet's settlement - who pays whom, how much and why - made
 * from the lines of a score result (sp_score_result.lines): Guizhou's hand points, each chicken
 * and kong, 查叫 at a draw; Wuhan's payers, each with his own factors and the cap. No drawing. */
#ifndef UI_SHEET_LINES_H
#define UI_SHEET_LINES_H

#include <stddef.h>
#include <stdint.h>

#include "core/score.h"
#include "ui/i18n.h"

enum { UI_SHEET_ROWS = 64 };

typedef struct {
    char why[160];     /* the reason: "幺雞 ×2", "悶豆 (莊家)", "1 × 16 · 開口 ×4 = 64" */
    int kind;          /* the tile the row counts (drawn before `why`), -1 none */
    char who[64];      /* the payers and the payee: "南 西 北 → 東" */
    char amount[64];   /* what each payer pays: "2", "各 2", "300 封頂" */
    uint8_t payers;    /* bit per paying seat */
    int to;            /* the seat paid */
    int32_t each;      /* what each payer pays */
} ui_sheet_row;

/* The rows of r's settlement (rs: its ruleset; seat_word[s]: how seat s is named, e.g. its
 * wind; discarder: the seat that dealt the winning tile in, -1 none - the hand's own payments are
 * a deal-in, a self-draw's share, or the base the others pay). Transfers of one reason to one payee for
 * one amount make one row naming every payer; a payer's factor lines go into his row's reason.
 * Returns the number of rows (at most max); 0 when r has no lines or they do not add up. */
int ui_sheet_rows(const sp_ruleset *rs, const sp_score_result *r, int players, int discarder, const char *const seat_word[SP_SEATS],
                  const ui_i18n *t, ui_sheet_row *rows, int max);

/* The line above the rows, where the result says who was ready (a draw's 查叫): "聽牌: 東 (3) 西 (1)";
 * "" when it does not. */
void ui_sheet_ready_line(const sp_score_result *r, int players, const char *const seat_word[SP_SEATS], const ui_i18n *t,
                         char *buf, size_t len);

#endif
