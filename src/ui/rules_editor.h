/* rules_editor.h: the house-rules editor's state, shared by its files (screen_rules_editor.c:
 * opening, keys and presses; screen_rules_editor_draw.c: drawing; rules_editor_words.c: the
 * changes and the sample answers in words). */
#ifndef UI_RULES_EDITOR_H
#define UI_RULES_EDITOR_H

#include <stdbool.h>

#include "table/ruleset_catalog.h"
#include "table/ruleset_changes.h"
#include "table/ruleset_edit.h"
#include "table/ruleset_samples.h"
#include "ui/text_field.h"
#include "ui/ui.h"

enum {
    RE_MAX_BASES = 24,
    RE_MAX_CHANGES = 256,
    RE_MAX_PRICES = 256,
    /* zone ids */
    RE_BASE = 10, RE_ID = 11, RE_NAME = 12,   /* RE_NAME + language */
    RE_TAB = 20,                               /* RE_TAB + tab */
    RE_PREV = 30, RE_NEXT = 31, RE_SAVE = 40, RE_BACK = 41,
    RE_VALUE = 100,                            /* + option or pattern index */
    RE_SWITCH = 300,                           /* + pattern index */
    RE_PRICE = 1000                            /* + price row */
};

typedef enum { RE_TAB_OPTIONS, RE_TAB_PATTERNS, RE_TAB_PRICES, RE_TAB_CHANGES, RE_TABS } re_tab;

/* A row of the prices tab: one value of a parameter the window has words for, or a payment
 * strategy (param RE_PAYMENT_ROW(key), core/payments.h). */
typedef struct {
    int16_t param, index;
} re_price;
#define RE_PAYMENT_ROW(key) (-1 - (key))
#define RE_IS_PAYMENT_ROW(param) ((param) < 0 && (param) >= -SP_PAY_KEYS)
#define RE_PAYMENT_KEY(param) (-1 - (param))

typedef struct {
    int nbases;
    sp_rules_entry *bases;        /* the rulesets that load, to start from */
    int base;
    sp_rules_edit e;
    ui_field id, names[SP_NLANGS];
    re_tab tab;
    int page;
    int help;                     /* the option under the mouse or the keyboard: its help shows, -1 none */
    char problem[800];            /* why it cannot be saved, "KEY|words" (ruleset_edit_save.h), "" none */
    int nchanges;
    sp_rules_change changes[RE_MAX_CHANGES];
    int nprices;
    re_price prices[RE_MAX_PRICES];
    /* the sample hands, their answers under the base and under the house rules */
    sp_samples samples;
    sp_sample_answer *base_answers, *house_answers;
    int nchanged;
    uint64_t scored_hash;         /* of the house rules the answers are for */
} rules_editor;

/* The state of the editor on top of the stack. */
rules_editor *ui_rules_editor_state(ui_app *app);

/* Rows of the options and patterns lists that fit one page, and the height of a row. */
int ui_rules_editor_rows(ui_app *app);
float ui_rules_editor_row_h(ui_app *app);
/* The rows of the tab shown (options, patterns, prices or changes). */
int ui_rules_editor_count(const rules_editor *re);
/* The zone id of a field (id, names) that has the keyboard, -1 none. */
int ui_rules_editor_typing(const ui_app *app);

/* Change i (of re->changes) in words, in the window's language. */
void ui_rules_change_text(ui_app *app, const rules_editor *re, int i, char *out, size_t n);
/* The prices tab's rows for ruleset rs: every value of each parameter that has words in the
 * window's language ("param.MODEL.NAME"), at most max; returns how many. */
int ui_rules_price_rows(ui_app *app, const sp_ruleset *rs, re_price *out, int max);
/* A payment strategy's words in the window's language ("Half of a discard too"); choice 0:
 * the key's ("Liability (包)"). */
const char *ui_rules_payment_words(ui_app *app, int key, int choice);
/* A price row's words: "Discard price, half spicy: 3 fan". */
void ui_rules_price_label(ui_app *app, const sp_ruleset *rs, re_price row, char *out, size_t n);
/* Sample i's answers, base then house ("C1: 4 → 3 番"). */
void ui_rules_sample_text(ui_app *app, const rules_editor *re, int i, char *out, size_t n);

void ui_rules_editor_draw(ui_app *app);

#endif
