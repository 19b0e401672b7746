/* sheet_text.h: how one line of a score sheet reads (result screen, tutorial score steps). */
#ifndef UI_SHEET_TEXT_H
#define UI_SHEET_TEXT_H

#include <stddef.h>

#include "core/score.h"
#include "ui/i18n.h"

/* The pattern's name in the language, with "×N" when it counted more than once. */
void ui_sheet_name(const sp_ruleset *rs, const sp_pattern_score *ps, int lang, char *buf, size_t len);
/* Its value: a multiplier as "×4" (Wuhan's factors and small-win types), a base contribution as
 * "base 10" (Wuhan's big wins), a fraction as "3/2", else "N unit" (fan, points). */
void ui_sheet_value(const sp_ruleset *rs, const sp_pattern_score *ps, const ui_i18n *t, char *buf, size_t len);

/* An amount in the ruleset's unit: "×16" where the ruleset multiplies, else "8 fan", "1 point"
 * (English units lose their plural "s" for one). */
void ui_sheet_amount(const sp_ruleset *rs, int value, const ui_i18n *t, char *buf, size_t len);

/* The sheet's total: "Total ×16" where the ruleset multiplies (its sheet has factor items),
 * else "Total 8 fan". */
void ui_sheet_total(const sp_ruleset *rs, const sp_score_result *r, const ui_i18n *t, char *buf, size_t len);

#endif
