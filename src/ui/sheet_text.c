/* sheet_text.c: the text of a score sheet's lines. */
#include "ui/sheet_text.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static const sp_pattern_def *def_of(const sp_ruleset *rs, const sp_pattern_score *ps)
{
    return ps->pattern >= 0 && ps->pattern < rs->npatterns ? &rs->patterns[ps->pattern] : NULL;
}

void ui_sheet_name(const sp_ruleset *rs, const sp_pattern_score *ps, int lang, char *buf, size_t len)
{
    const sp_pattern_def *pd = def_of(rs, ps);
    const char *name = pd ? (pd->names[lang][0] ? pd->names[lang] : pd->id) : "?";
    if (ps->count > 1) snprintf(buf, len, "%s ×%d", name, ps->count);
    else snprintf(buf, len, "%s", name);
}

static bool multiplies(const sp_ruleset *rs)
{
    for (int i = 0; i < rs->npatterns; i++)
        if (!strcmp(rs->patterns[i].kind, "factor")) return true;
    return false;
}

/* "N unit", with an English unit's plural "s" dropped for one ("1 point", "2 points") */
static void with_unit(const sp_ruleset *rs, int value, const ui_i18n *t, char *buf, size_t len)
{
    const char *unit = rs->unit[t->lang];
    int n = (int)strlen(unit);
    bool singular = t->lang == SP_LANG_EN_ && (value == 1 || value == -1) && n > 1 && unit[n - 1] == 's';
    snprintf(buf, len, "%d %.*s", value, singular ? n - 1 : n, unit);
}

void ui_sheet_amount(const sp_ruleset *rs, int value, const ui_i18n *t, char *buf, size_t len)
{
    if (multiplies(rs)) snprintf(buf, len, "×%d", value);
    else with_unit(rs, value, t, buf, len);
}

void ui_sheet_total(const sp_ruleset *rs, const sp_score_result *r, const ui_i18n *t, char *buf, size_t len)
{
    char amount[48];
    ui_sheet_amount(rs, (int)r->fan, t, amount, sizeof amount);
    snprintf(buf, len, "%s  %s", ui_tr(t, "result.total"), amount);
}

void ui_sheet_value(const sp_ruleset *rs, const sp_pattern_score *ps, const ui_i18n *t, char *buf, size_t len)
{
    const sp_pattern_def *pd = def_of(rs, ps);
    /* Wuhan multiplies: its factor items and small-win types are multipliers of the player's
     * product, its big wins add to the base that product multiplies (rules/wuhan-hongzhong.rules) */
    const char *kind = pd ? pd->kind : "";
    if (ps->den > 1) snprintf(buf, len, "%d/%d", (int)ps->value, (int)ps->den);
    else if (!strcmp(kind, "factor") || !strcmp(kind, "small")) snprintf(buf, len, "×%d", (int)ps->value);
    else if (!strcmp(kind, "big")) snprintf(buf, len, "%s %d", ui_tr(t, "result.base"), (int)ps->value);
    else with_unit(rs, (int)ps->value, t, buf, len);
}
