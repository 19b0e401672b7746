/* ruleset_changes.h: what a house ruleset changes against the ruleset it was made from, field
 * by field - for the house-rules editor's diff view, which puts each change in words. Any two
 * rulesets compare (a house file edited by hand too): patterns and options are matched by id,
 * parameters by name. */
#ifndef SP_RULESET_CHANGES_H
#define SP_RULESET_CHANGES_H

#include <stdint.h>

#include "core/ruleset.h"

typedef enum {
    SP_CHANGE_NAME,           /* the ruleset's name in language `lang` */
    SP_CHANGE_UNIT,           /* its unit in language `lang` */
    SP_CHANGE_TABLE,          /* a table field (`field`: players, shapes, suits, honors, flowers, calls, dead_wall) */
    SP_CHANGE_PATTERN_GONE,   /* base's pattern `a` is left out */
    SP_CHANGE_PATTERN_NEW,    /* house's pattern `b` is not in base */
    SP_CHANGE_PATTERN_VALUE,  /* pattern a (base) / b (house): value from -> to */
    SP_CHANGE_PATTERN_RULE,   /* pattern a / b: `field` differs (name, evaluator, params, implies, excludes, limit, kind) */
    SP_CHANGE_OPTION_GONE,    /* base's option `a` */
    SP_CHANGE_OPTION_NEW,     /* house's option `b` */
    SP_CHANGE_OPTION_DEFAULT, /* option a / b: default from -> to (for a choice: indices of its choices) */
    SP_CHANGE_OPTION_RULE,    /* option a / b: `field` differs (type, range, choices, name, help) */
    SP_CHANGE_PAYMENT,        /* payment strategy of key `a` (core/payments.h): choice from -> to */
    SP_CHANGE_PARAM,          /* parameter `field`: a in base (-1 none), b in house (-1 none), values differ */
    SP_CHANGE_AI,             /* computer players' setting `field` (the `ai` section): a in base->ai (-1 none), b in house->ai (-1 none) */
} sp_change_kind;

typedef struct {
    sp_change_kind kind;
    int a, b;         /* indices in base and house (-1 when not there) */
    int lang;
    int32_t from, to;
    char field[SP_ID_LEN * 2];
} sp_rules_change;

/* The changes from base to house in file order (names, table, patterns, options, payments,
 * params, ai); at
 * most max written, returns how many there are. Neither the id nor the hash counts; the
 * computer players' settings do, last (they are not rules, but the house file changes them). */
int sp_ruleset_changes(const sp_ruleset *base, const sp_ruleset *house, sp_rules_change *out, int max);

#endif
