/* rules_editor_words.c: the house-rules editor's changes and sample answers in words, in the
 * window's language: "混一色: 3 → 2 番", "Minimum fan: default 3 → 1", "C3a: no win → 2 fan". */
#include <stdio.h>
#include <string.h>

#include "ai/ai_settings.h"
#include "core/payments.h"
#include "ui/rules_editor.h"
#include "ui/screens.h"
#include "ui/sheet_text.h"

static const char *pattern_name(const sp_ruleset *rs, int i, int lang)
{
    return rs->patterns[i].names[lang][0] ? rs->patterns[i].names[lang] : rs->patterns[i].id;
}

static const char *option_name(const sp_ruleset *rs, int i, int lang)
{
    return rs->options[i].names[lang][0] ? rs->options[i].names[lang] : rs->options[i].id;
}

/* "param.MODEL.NAME": a parameter's meaning is its scoring model's (mcr's payment.base is not
 * mingjiang's), so its words are keyed by the model; false when the window has none. */
static bool price_words(ui_app *app, const sp_ruleset *rs, int param, const char **words)
{
    char key[SP_ID_LEN * 3 + 8];
    snprintf(key, sizeof key, "param.%s.%s", rs->model, rs->params[param].name);
    const char *w = ui_tr(&app->i18n, key);
    *words = w;
    return strcmp(w, key) != 0;
}

/* The words of a payment strategy ("edit.pay.liability.half"), or of its key (choice 0). */
static const char *payment_words(ui_app *app, int key, int choice)
{
    char k[64];
    const char *c = sp_pay_choice_name(key, choice);
    snprintf(k, sizeof k, "edit.pay.%s%s%s", sp_pay_key_name(key), c ? "." : "", c ? c : "");
    return ui_tr(&app->i18n, k);
}

const char *ui_rules_payment_words(ui_app *app, int key, int choice) { return payment_words(app, key, choice); }

int ui_rules_price_rows(ui_app *app, const sp_ruleset *rs, re_price *out, int max)
{
    int n = 0;
    /* first who pays: the payment strategies the house rules could choose among */
    for (int k = 0; k < SP_PAY_KEYS && n < max; k++)
        if (sp_rules_payment_choices(rs, k) >= 2) out[n++] = (re_price){(int16_t)RE_PAYMENT_ROW(k), 0};
    for (int p = 0; p < rs->nparams; p++) {
        const char *words;
        if (!price_words(app, rs, p, &words)) continue;
        for (int i = 0; i < rs->params[p].nvalues && n < max; i++) out[n++] = (re_price){(int16_t)p, (int16_t)i};
    }
    return n;
}

void ui_rules_price_label(ui_app *app, const sp_ruleset *rs, re_price row, char *out, size_t n)
{
    const char *words;
    if (RE_IS_PAYMENT_ROW(row.param)) {
        snprintf(out, n, "%s", payment_words(app, RE_PAYMENT_KEY(row.param), 0));
        return;
    }
    if (row.param < 0 || row.param >= rs->nparams || !price_words(app, rs, row.param, &words)) {
        snprintf(out, n, "?");
        return;
    }
    const char *at = strstr(words, "{n}");
    if (at) { /* a table by fan, from the ruleset's first fan */
        const sp_param *first = sp_ruleset_param(rs, "payment.first_fan");
        int fan = row.index + (first && first->nvalues ? (int)first->values[0] : 0);
        snprintf(out, n, "%.*s%d%s", (int)(at - words), words, fan, at + 3);
    } else if (rs->params[row.param].nvalues > 1) {
        snprintf(out, n, "%s (%d)", words, row.index + 1);
    } else {
        snprintf(out, n, "%s", words);
    }
}

/* A parameter's change: in words with its first changed value when the window has words for it
 * ("Discard price, half spicy: 3 fan: 8 → 10"), else by its name. */
static void param_change_text(ui_app *app, const rules_editor *re, const sp_rules_change *c, char *out, size_t n)
{
    const sp_ruleset *base = re->e.base, *house = re->e.checked;
    const char *words;
    if (c->a < 0 || c->b < 0 || !price_words(app, base, c->a, &words)) {
        snprintf(out, n, "%s %s: %s", ui_tr(&app->i18n, "edit.change.param"), c->field, ui_tr(&app->i18n, "edit.change.differs"));
        return;
    }
    const sp_param *a = &base->params[c->a], *b = &house->params[c->b];
    int first = -1, more = 0;
    for (int i = 0; i < a->nvalues || i < b->nvalues; i++) {
        bool same = i < a->nvalues && i < b->nvalues && a->values[i] == b->values[i];
        if (same) continue;
        if (first < 0) first = i;
        else more++;
    }
    char label[200];
    ui_rules_price_label(app, base, (re_price){(int16_t)c->a, (int16_t)(first < 0 ? 0 : first)}, label, sizeof label);
    if (first < 0 || first >= a->nvalues || first >= b->nvalues) {
        snprintf(out, n, "%s: %s", label, ui_tr(&app->i18n, "edit.change.differs"));
        return;
    }
    int len = snprintf(out, n, "%s: %d → %d", label, (int)a->values[first], (int)b->values[first]);
    if (more && len > 0 && (size_t)len < n) snprintf(out + len, n - (size_t)len, " (+%d %s)", more, ui_tr(&app->i18n, "edit.more"));
}

void ui_rules_change_text(ui_app *app, const rules_editor *re, int i, char *out, size_t n)
{
    const ui_i18n *t = &app->i18n;
    const sp_rules_change *c = &re->changes[i];
    const sp_ruleset *base = re->e.base, *house = re->e.checked;
    int lang = t->lang;
    char key[24], from[160], to[160];
    snprintf(key, sizeof key, "edit.lang.%d", c->lang);
    switch (c->kind) {
    case SP_CHANGE_NAME:
        snprintf(out, n, "%s (%s): %s → %s", ui_tr(t, "edit.change.name"), ui_tr(t, key), base->names[c->lang], house->names[c->lang]);
        break;
    case SP_CHANGE_UNIT:
        snprintf(out, n, "%s (%s): %s → %s", ui_tr(t, "edit.change.unit"), ui_tr(t, key), base->unit[c->lang], house->unit[c->lang]);
        break;
    case SP_CHANGE_TABLE: snprintf(out, n, "%s: %s %s", ui_tr(t, "edit.change.table"), c->field, ui_tr(t, "edit.change.differs")); break;
    case SP_CHANGE_PATTERN_GONE: snprintf(out, n, "%s: %s", pattern_name(base, c->a, lang), ui_tr(t, "edit.change.left_out")); break;
    case SP_CHANGE_PATTERN_NEW: snprintf(out, n, "%s: %s", pattern_name(house, c->b, lang), ui_tr(t, "edit.change.added")); break;
    case SP_CHANGE_PAYMENT:
        snprintf(out, n, "%s: %s → %s", payment_words(app, c->a, 0), payment_words(app, c->a, (int)c->from), payment_words(app, c->a, (int)c->to));
        break;
    case SP_CHANGE_PATTERN_VALUE:
        snprintf(out, n, "%s: %d → %d %s", pattern_name(base, c->a, lang), (int)c->from, (int)c->to, house->unit[lang]);
        break;
    case SP_CHANGE_PATTERN_RULE:
        snprintf(out, n, "%s: %s %s", pattern_name(base, c->a, lang), c->field, ui_tr(t, "edit.change.differs"));
        break;
    case SP_CHANGE_OPTION_GONE: snprintf(out, n, "%s: %s", option_name(base, c->a, lang), ui_tr(t, "edit.change.left_out")); break;
    case SP_CHANGE_OPTION_NEW: snprintf(out, n, "%s: %s", option_name(house, c->b, lang), ui_tr(t, "edit.change.added")); break;
    case SP_CHANGE_OPTION_DEFAULT:
        ui_option_value(app, base, c->a, c->from, from, sizeof from);
        ui_option_value(app, house, c->b, c->to, to, sizeof to);
        snprintf(out, n, "%s: %s %s → %s", option_name(base, c->a, lang), ui_tr(t, "edit.change.default"), from, to);
        break;
    case SP_CHANGE_OPTION_RULE:
        snprintf(out, n, "%s: %s %s", option_name(base, c->a, lang), c->field, ui_tr(t, "edit.change.differs"));
        break;
    case SP_CHANGE_PARAM: param_change_text(app, re, c, out, n); break;
    case SP_CHANGE_AI: {
        /* the values each plays with: the file's own, else its model's */
        int k = sp_ai_setting_index(c->field);
        if (sp_ai_setting_is_bool(k))
            snprintf(out, n, "%s: %s %s → %s", ui_tr(t, "edit.change.ai"), c->field, sp_ai_setting_value(base, k) ? "true" : "false",
                     sp_ai_setting_value(house, k) ? "true" : "false");
        else
            snprintf(out, n, "%s: %s %g → %g", ui_tr(t, "edit.change.ai"), c->field, sp_ai_setting_value(base, k), sp_ai_setting_value(house, k));
        break;
    }
    }
}

/* "4 番" for a legal win, "no win" else */
static void answer_text(ui_app *app, const sp_sample_answer *a, const sp_ruleset *rs, char *out, size_t n)
{
    if (a->scored && a->valid) ui_sheet_amount(rs, (int)a->fan, &app->i18n, out, n); /* "1 point", "×16" */
    else snprintf(out, n, "%s", ui_tr(&app->i18n, "edit.no_win"));
}

void ui_rules_sample_text(ui_app *app, const rules_editor *re, int i, char *out, size_t n)
{
    const sp_sample_answer *a = &re->base_answers[i], *b = &re->house_answers[i];
    char from[64], to[64];
    answer_text(app, a, re->e.base, from, sizeof from);
    answer_text(app, b, re->e.checked, to, sizeof to);
    /* what the hand's own seat gets, when that changed; else who pays, when that did (a
     * payment strategy: the same amount from other seats) */
    int seat = re->samples.s[i].seat, payer = -1;
    for (int s = 0; s < SP_SEATS && payer < 0; s++)
        if (s != seat && a->payments[s] != b->payments[s]) payer = s;
    if (seat >= 0 && seat < SP_SEATS && a->payments[seat] != b->payments[seat])
        snprintf(out, n, "%s: %s → %s · %+d → %+d", re->samples.s[i].id, from, to, (int)a->payments[seat], (int)b->payments[seat]);
    else if (payer >= 0)
        snprintf(out, n, "%s: %s → %s · %c %+d → %+d", re->samples.s[i].id, from, to, "ESWN"[payer], (int)a->payments[payer],
                 (int)b->payments[payer]);
    else snprintf(out, n, "%s: %s → %s", re->samples.s[i].id, from, to);
}
