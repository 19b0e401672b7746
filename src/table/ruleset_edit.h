/* ruleset_edit.h: a house ruleset being made from another one - the values the editor's widgets
 * change (option defaults, pattern values, patterns left out, the id and names), checked after
 * every change by writing the file's text and reading it back with the loader itself
 * (sp_ruleset_parse), so that what the editor shows as valid is exactly what will load, and a
 * file is only ever saved from a text the loader accepted. */
#ifndef SP_RULESET_EDIT_H
#define SP_RULESET_EDIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/ruleset.h"

typedef struct {
    sp_ruleset *base;                  /* the ruleset started from, as loaded */
    sp_ruleset *edit;                  /* base with the player's values, every pattern kept */
    bool left_out[SP_MAX_PATTERNS];    /* by the index of a pattern in base: not in the house rules */
    /* the last check (sp_rules_edit_check) */
    bool ok;
    sp_ruleset *checked;               /* the text read back by the loader; valid when ok */
    char *text;                        /* the file's text; NULL when it could not be made */
    char error[600];                   /* the loader's words when not ok ("hk-house.rules:12: id: ...") */
    char error_field[128];             /* the field the error names ("patterns[wuhua].value"), "" none */
} sp_rules_edit;

/* Starts from a loaded ruleset under a new id (its names get the new id's names later);
 * checks it. 0, or -1 when out of memory. */
int sp_rules_edit_start(sp_rules_edit *e, const sp_ruleset *base, const char *new_id);
void sp_rules_edit_free(sp_rules_edit *e);

/* Makes the file's text from the edit (left-out patterns dropped, with the links that name
 * them) and reads it back with the loader: sets ok, checked, text, error, error_field.
 * Returns 0 when the loader accepts it. */
int sp_rules_edit_check(sp_rules_edit *e);

/* The widgets, as on the new-game screen: a press steps a value by d (+1, or -1 for the
 * right button and the Left key) - a bool flips, a choice cycles, a number steps and wraps
 * within its range. Each returns the new value; call sp_rules_edit_check after. */
int32_t sp_rules_edit_step_option(sp_rules_edit *e, int option, int d);
/* A pattern's value: 1 at a time, within 0..99 (or the base's value when it is outside). */
int32_t sp_rules_edit_step_pattern(sp_rules_edit *e, int pattern, int d);
/* A price: value `index` of parameter `param` (a payment table's row, a base, a factor), stepped
 * like an option's number (by 1, 10 or 100 with its size) within 0..SP_EDIT_PRICE_MAX, never
 * wrapping (a price does not jump from nothing to the most). */
enum { SP_EDIT_PRICE_MAX = 1000000 };
int32_t sp_rules_edit_step_param(sp_rules_edit *e, int param, int index, int d);
/* A payment strategy (key SP_PAY_*, core/payments.h): the next one, cycling, that the model can
 * price and whose numbers the rules have (a dealer factor needs its params). Returns it. */
int sp_rules_edit_step_payment(sp_rules_edit *e, int key, int d);
/* How many strategies of key the ruleset could be paid by so (the editor offers a row for a key
 * with two or more). */
int sp_rules_payment_choices(const sp_ruleset *rs, int key);
/* Leaves a pattern out, or takes it back. */
bool sp_rules_edit_toggle_pattern(sp_rules_edit *e, int pattern);
/* The id, and the name in one language (sp_lang_index), as typed. */
void sp_rules_edit_set_id(sp_rules_edit *e, const char *id);
void sp_rules_edit_set_name(sp_rules_edit *e, int lang, const char *name);

/* The next value of an option's widget (shared with the new-game screen). */
int32_t sp_option_step(const sp_option_def *o, int32_t v, int d);

/* The range the editor gives a pattern's value. */
void sp_rules_edit_pattern_range(const sp_rules_edit *e, int pattern, int32_t *min, int32_t *max);

#endif
