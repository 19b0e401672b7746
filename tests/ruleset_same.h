/* ruleset_same.h: two parsed rulesets compared field by field; the first field that differs is
 * named (a test's message says which). */
#ifndef SP_TEST_RULESET_SAME_H
#define SP_TEST_RULESET_SAME_H

#include <stdio.h>
#include <string.h>

#include "core/ruleset.h"

static inline int same_param(const sp_param *x, const sp_param *y)
{
    return !strcmp(x->name, y->name) && x->nvalues == y->nvalues &&
           !memcmp(x->values, y->values, (size_t)x->nvalues * sizeof *x->values);
}

static inline int same_texts_n(const char *x, const char *y, size_t stride)
{
    for (int l = 0; l < SP_NLANGS; l++)
        if (strcmp(x + (size_t)l * stride, y + (size_t)l * stride)) return 0;
    return 1;
}

#define SAME_OR(cond, ...)                                                                                          \
    do {                                                                                                            \
        if (!(cond)) {                                                                                              \
            snprintf(why, n, __VA_ARGS__);                                                                          \
            return 0;                                                                                               \
        }                                                                                                           \
    } while (0)

/* 1 when a and b are the same parsed ruleset, else 0 with the differing field in why. */
static inline int ruleset_same(const sp_ruleset *a, const sp_ruleset *b, char *why, size_t n)
{
    SAME_OR(a->format == b->format && !strcmp(a->id, b->id) && !strcmp(a->model, b->model), "format, id or model");
    SAME_OR(same_texts_n(a->names[0], b->names[0], SP_NAME_LEN), "name");
    SAME_OR(same_texts_n(a->unit[0], b->unit[0], sizeof a->unit[0]), "unit");
    SAME_OR(a->players_min == b->players_min && a->players_max == b->players_max, "table.players");
    SAME_OR(a->shapes == b->shapes && a->suits == b->suits, "table.shapes or suits");
    SAME_OR(a->honors == b->honors && a->flowers == b->flowers, "table.honors or flowers");
    SAME_OR(a->chi == b->chi && a->pon == b->pon && a->kan == b->kan && a->dead_wall == b->dead_wall, "table.calls or dead_wall");
    SAME_OR(a->npatterns == b->npatterns, "number of patterns %d, %d", a->npatterns, b->npatterns);
    for (int i = 0; i < a->npatterns; i++) {
        const sp_pattern_def *x = &a->patterns[i], *y = &b->patterns[i];
        SAME_OR(!strcmp(x->id, y->id), "patterns[%d].id %s, %s", i, x->id, y->id);
        SAME_OR(same_texts_n(x->names[0], y->names[0], SP_NAME_LEN), "patterns[%s].name", x->id);
        SAME_OR(x->value == y->value, "patterns[%s].value %d, %d", x->id, (int)x->value, (int)y->value);
        SAME_OR(!strcmp(x->evaluator, y->evaluator) && !strcmp(x->kind, y->kind) && x->limit == y->limit,
                "patterns[%s].evaluator, kind or limit", x->id);
        SAME_OR(x->nparams == y->nparams, "patterns[%s].params", x->id);
        for (int j = 0; j < x->nparams; j++) SAME_OR(same_param(&x->params[j], &y->params[j]), "patterns[%s].params.%s", x->id, x->params[j].name);
        SAME_OR(x->nimplies == y->nimplies && !memcmp(x->implies, y->implies, (size_t)x->nimplies * sizeof *x->implies),
                "patterns[%s].implies", x->id);
        SAME_OR(x->nexcludes == y->nexcludes && !memcmp(x->excludes, y->excludes, (size_t)x->nexcludes * sizeof *x->excludes),
                "patterns[%s].excludes", x->id);
    }
    SAME_OR(a->noptions == b->noptions, "number of options");
    for (int i = 0; i < a->noptions; i++) {
        const sp_option_def *x = &a->options[i], *y = &b->options[i];
        SAME_OR(!strcmp(x->id, y->id) && x->type == y->type, "options[%d].id or type", i);
        SAME_OR(x->def == y->def && x->min == y->min && x->max == y->max, "options[%s].default or range", x->id);
        SAME_OR(x->nchoices == y->nchoices && x->label0 == y->label0, "options[%s].choices or labels", x->id);
        for (int j = 0; j < x->nchoices; j++) SAME_OR(!strcmp(x->choices[j], y->choices[j]), "options[%s].choices[%d]", x->id, j);
        SAME_OR(same_texts_n(x->names[0], y->names[0], SP_NAME_LEN), "options[%s].name", x->id);
        SAME_OR(same_texts_n(x->help[0], y->help[0], SP_TEXT_LEN), "options[%s].help", x->id);
    }
    SAME_OR(a->nlabels == b->nlabels, "number of choice labels");
    for (int i = 0; i < a->nlabels; i++) {
        SAME_OR(same_texts_n(a->labels[i].names[0], b->labels[i].names[0], SP_LABEL_LEN), "labels[%d].name", i);
        SAME_OR(same_texts_n(a->labels[i].help[0], b->labels[i].help[0], SP_LABEL_HELP_LEN), "labels[%d].help", i);
    }
    for (int k = 0; k < SP_PAY_KEYS; k++) SAME_OR(a->payments[k] == b->payments[k], "payments key %d: %d, %d", k, a->payments[k], b->payments[k]);
    SAME_OR(a->nparams == b->nparams, "number of params %d, %d", a->nparams, b->nparams);
    for (int i = 0; i < a->nparams; i++) SAME_OR(same_param(&a->params[i], &b->params[i]), "params.%s", a->params[i].name);
    SAME_OR(a->content_hash == b->content_hash, "content_hash");
    SAME_OR(a->model_prepared == b->model_prepared && !memcmp(a->model_data, b->model_data, sizeof a->model_data), "model_data");
    return 1;
}

#undef SAME_OR

#endif
