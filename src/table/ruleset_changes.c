/* ruleset_changes.c: see ruleset_changes.h. */
#include "table/ruleset_changes.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    sp_rules_change *out;
    int max, n;
} changes;

static void note(changes *c, sp_change_kind kind, int a, int b, int lang, int32_t from, int32_t to, const char *field)
{
    if (c->n < c->max) {
        sp_rules_change *x = &c->out[c->n];
        *x = (sp_rules_change){.kind = kind, .a = a, .b = b, .lang = lang, .from = from, .to = to};
        snprintf(x->field, sizeof x->field, "%s", field ? field : "");
    }
    c->n++;
}

/* texts in every language, texts[l] at t + l * stride */
static bool same_texts(const char *x, const char *y, size_t stride)
{
    for (int l = 0; l < SP_NLANGS; l++)
        if (strcmp(x + (size_t)l * stride, y + (size_t)l * stride)) return false;
    return true;
}

static bool same_values(const sp_param *x, const sp_param *y)
{
    return x->nvalues == y->nvalues && !memcmp(x->values, y->values, (size_t)x->nvalues * sizeof *x->values);
}

/* the ids of a pattern's links, compared by id (indices differ when patterns are left out) */
static bool same_links(const sp_ruleset *ra, const int16_t *la, int na, const sp_ruleset *rb, const int16_t *lb, int nb)
{
    if (na != nb) return false;
    for (int i = 0; i < na; i++)
        if (strcmp(ra->patterns[la[i]].id, rb->patterns[lb[i]].id)) return false;
    return true;
}

static bool same_pattern_params(const sp_pattern_def *x, const sp_pattern_def *y)
{
    if (x->nparams != y->nparams) return false;
    for (int i = 0; i < x->nparams; i++)
        if (strcmp(x->params[i].name, y->params[i].name) || !same_values(&x->params[i], &y->params[i])) return false;
    return true;
}

static void patterns(changes *c, const sp_ruleset *base, const sp_ruleset *house)
{
    for (int a = 0; a < base->npatterns; a++) {
        const sp_pattern_def *x = &base->patterns[a];
        int b = sp_ruleset_pattern(house, x->id);
        if (b < 0) {
            note(c, SP_CHANGE_PATTERN_GONE, a, -1, 0, 0, 0, NULL);
            continue;
        }
        const sp_pattern_def *y = &house->patterns[b];
        if (x->value != y->value) note(c, SP_CHANGE_PATTERN_VALUE, a, b, 0, x->value, y->value, NULL);
        if (!same_texts(x->names[0], y->names[0], SP_NAME_LEN)) note(c, SP_CHANGE_PATTERN_RULE, a, b, 0, 0, 0, "name");
        if (strcmp(x->evaluator, y->evaluator)) note(c, SP_CHANGE_PATTERN_RULE, a, b, 0, 0, 0, "evaluator");
        if (!same_pattern_params(x, y)) note(c, SP_CHANGE_PATTERN_RULE, a, b, 0, 0, 0, "params");
        if (!same_links(base, x->implies, x->nimplies, house, y->implies, y->nimplies))
            note(c, SP_CHANGE_PATTERN_RULE, a, b, 0, 0, 0, "implies");
        if (!same_links(base, x->excludes, x->nexcludes, house, y->excludes, y->nexcludes))
            note(c, SP_CHANGE_PATTERN_RULE, a, b, 0, 0, 0, "excludes");
        if (x->limit != y->limit) note(c, SP_CHANGE_PATTERN_RULE, a, b, 0, x->limit, y->limit, "limit");
        if (strcmp(x->kind, y->kind)) note(c, SP_CHANGE_PATTERN_RULE, a, b, 0, 0, 0, "kind");
    }
    for (int b = 0; b < house->npatterns; b++)
        if (sp_ruleset_pattern(base, house->patterns[b].id) < 0) note(c, SP_CHANGE_PATTERN_NEW, -1, b, 0, 0, 0, NULL);
}

static bool same_choices(const sp_option_def *x, const sp_option_def *y)
{
    if (x->nchoices != y->nchoices) return false;
    for (int j = 0; j < x->nchoices; j++)
        if (strcmp(x->choices[j], y->choices[j])) return false;
    return true;
}

static void options(changes *c, const sp_ruleset *base, const sp_ruleset *house)
{
    for (int a = 0; a < base->noptions; a++) {
        const sp_option_def *x = &base->options[a];
        int b = sp_ruleset_option(house, x->id);
        if (b < 0) {
            note(c, SP_CHANGE_OPTION_GONE, a, -1, 0, 0, 0, NULL);
            continue;
        }
        const sp_option_def *y = &house->options[b];
        if (x->type != y->type) {
            note(c, SP_CHANGE_OPTION_RULE, a, b, 0, 0, 0, "type");
            continue;
        }
        if (x->def != y->def) note(c, SP_CHANGE_OPTION_DEFAULT, a, b, 0, x->def, y->def, NULL);
        if (x->min != y->min || x->max != y->max) note(c, SP_CHANGE_OPTION_RULE, a, b, 0, 0, 0, "range");
        if (!same_choices(x, y)) note(c, SP_CHANGE_OPTION_RULE, a, b, 0, 0, 0, "choices");
        if (!same_texts(x->names[0], y->names[0], SP_NAME_LEN)) note(c, SP_CHANGE_OPTION_RULE, a, b, 0, 0, 0, "name");
        if (!same_texts(x->help[0], y->help[0], SP_TEXT_LEN)) note(c, SP_CHANGE_OPTION_RULE, a, b, 0, 0, 0, "help");
    }
    for (int b = 0; b < house->noptions; b++)
        if (sp_ruleset_option(base, house->options[b].id) < 0) note(c, SP_CHANGE_OPTION_NEW, -1, b, 0, 0, 0, NULL);
}

static int param_index(const sp_ruleset *rs, const char *name)
{
    for (int i = 0; i < rs->nparams; i++)
        if (!strcmp(rs->params[i].name, name)) return i;
    return -1;
}

static void params(changes *c, const sp_ruleset *base, const sp_ruleset *house)
{
    for (int a = 0; a < base->nparams; a++) {
        int b = param_index(house, base->params[a].name);
        if (b < 0 || !same_values(&base->params[a], &house->params[b])) note(c, SP_CHANGE_PARAM, a, b, 0, 0, 0, base->params[a].name);
    }
    for (int b = 0; b < house->nparams; b++)
        if (param_index(base, house->params[b].name) < 0) note(c, SP_CHANGE_PARAM, -1, b, 0, 0, 0, house->params[b].name);
}

static int ai_index(const sp_ruleset *rs, const char *name)
{
    for (int i = 0; i < rs->nai; i++)
        if (!strcmp(rs->ai[i].name, name)) return i;
    return -1;
}

/* the computer players' settings: one set in either file and not the same in the other */
static void ai_settings(changes *c, const sp_ruleset *base, const sp_ruleset *house)
{
    for (int a = 0; a < base->nai; a++) {
        int b = ai_index(house, base->ai[a].name);
        if (b < 0 || base->ai[a].value != house->ai[b].value) note(c, SP_CHANGE_AI, a, b, 0, 0, 0, base->ai[a].name);
    }
    for (int b = 0; b < house->nai; b++)
        if (ai_index(base, house->ai[b].name) < 0) note(c, SP_CHANGE_AI, -1, b, 0, 0, 0, house->ai[b].name);
}

static void table(changes *c, const sp_ruleset *x, const sp_ruleset *y)
{
    if (x->players_min != y->players_min || x->players_max != y->players_max) note(c, SP_CHANGE_TABLE, -1, -1, 0, 0, 0, "players");
    if (x->shapes != y->shapes) note(c, SP_CHANGE_TABLE, -1, -1, 0, (int32_t)x->shapes, (int32_t)y->shapes, "shapes");
    if (x->suits != y->suits) note(c, SP_CHANGE_TABLE, -1, -1, 0, x->suits, y->suits, "suits");
    if (x->honors != y->honors) note(c, SP_CHANGE_TABLE, -1, -1, 0, x->honors, y->honors, "honors");
    if (x->flowers != y->flowers) note(c, SP_CHANGE_TABLE, -1, -1, 0, x->flowers, y->flowers, "flowers");
    if (x->chi != y->chi || x->pon != y->pon || x->kan != y->kan) note(c, SP_CHANGE_TABLE, -1, -1, 0, 0, 0, "calls");
    if (x->dead_wall != y->dead_wall) note(c, SP_CHANGE_TABLE, -1, -1, 0, x->dead_wall, y->dead_wall, "dead_wall");
}

int sp_ruleset_changes(const sp_ruleset *base, const sp_ruleset *house, sp_rules_change *out, int max)
{
    changes c = {out, max, 0};
    for (int l = 0; l < SP_NLANGS; l++)
        if (strcmp(base->names[l], house->names[l])) note(&c, SP_CHANGE_NAME, -1, -1, l, 0, 0, NULL);
    for (int l = 0; l < SP_NLANGS; l++)
        if (strcmp(base->unit[l], house->unit[l])) note(&c, SP_CHANGE_UNIT, -1, -1, l, 0, 0, NULL);
    if (strcmp(base->model, house->model)) note(&c, SP_CHANGE_TABLE, -1, -1, 0, 0, 0, "model");
    table(&c, base, house);
    patterns(&c, base, house);
    options(&c, base, house);
    for (int k = 0; k < SP_PAY_KEYS; k++)
        if (base->payments[k] != house->payments[k]) note(&c, SP_CHANGE_PAYMENT, k, k, 0, base->payments[k], house->payments[k], NULL);
    params(&c, base, house);
    ai_settings(&c, base, house);
    return c.n;
}
