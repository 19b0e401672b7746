/* ruleset_file.c: libconfig ruleset files -> sp_ruleset, with errors naming file, line, field. */
#define _POSIX_C_SOURCE 200809L
#include "table/ruleset_file.h"

#include <libconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/model.h"
#include "core/payments.h"
#include "core/score.h"
#include "table/config_error.h"
#include "table/error_key.h"
#include "table/read_file.h"
#include "table/ruleset_ai.h"
#include "table/ruleset_canon.h"


typedef sp_config_ctx ctx; /* where errors are written (config_error.h) */

static const char *lang_keys[SP_NLANGS] = {"zh_Hant", "zh_Hans", "en"};

static int get_string(ctx *c, const config_setting_t *group, const char *key, const char *field, char *out, size_t n,
                      int required)
{
    const config_setting_t *s = config_setting_get_member(group, key);
    if (!s) {
        if (!required) return 0;
        return sp_config_fail(c, group, field, "missing");
    }
    if (config_setting_type(s) != CONFIG_TYPE_STRING) return sp_config_fail(c, s, field, "expected a string");
    const char *v = config_setting_get_string(s);
    if (strlen(v) >= n) return sp_config_fail(c, s, field, "too long (at most %zu characters)", n - 1);
    snprintf(out, n, "%s", v);
    return 0;
}

/* name = { zh_Hant = "..."; zh_Hans = "..."; en = "..."; }: one text per language into
 * out + l * stride (n bytes each). */
static int get_texts(ctx *c, const config_setting_t *group, const char *key, const char *field, char *out, size_t stride,
                     size_t n, int required);

static int get_names(ctx *c, const config_setting_t *group, const char *key, const char *field, char out[][SP_NAME_LEN],
                     size_t n, int required)
{
    return get_texts(c, group, key, field, out[0], SP_NAME_LEN, n, required);
}

static int get_texts(ctx *c, const config_setting_t *group, const char *key, const char *field, char *out, size_t stride,
                     size_t n, int required)
{
    const config_setting_t *s = config_setting_get_member(group, key);
    if (!s) return required ? sp_config_fail(c, group, field, "missing") : 0;
    if (config_setting_type(s) != CONFIG_TYPE_GROUP) return sp_config_fail(c, s, field, "expected { zh_Hant = \"...\"; zh_Hans = \"...\"; en = \"...\"; }");
    for (int l = 0; l < SP_NLANGS; l++) {
        char f[128];
        int w = snprintf(f, sizeof f, "%s.%s", field, lang_keys[l]);
        if (w < 0 || (size_t)w >= sizeof f) return sp_config_fail(c, s, field, "field name too long");
        if (get_string(c, s, lang_keys[l], f, out + (size_t)l * stride, n, 1)) return -1;
    }
    for (int i = 0; i < config_setting_length(s); i++) {
        const char *k = config_setting_name(config_setting_get_elem(s, (unsigned)i));
        int known = 0;
        for (int l = 0; l < SP_NLANGS; l++) known |= !strcmp(k, lang_keys[l]);
        if (!known) return sp_config_fail(c, config_setting_get_elem(s, (unsigned)i), field, "unknown language '%s' (zh_Hant, zh_Hans, en)", k);
    }
    return 0;
}

static int get_int(ctx *c, const config_setting_t *group, const char *key, const char *field, int32_t *out, int required,
                   long min, long max)
{
    const config_setting_t *s = config_setting_get_member(group, key);
    if (!s) return required ? sp_config_fail(c, group, field, "missing") : 0;
    if (config_setting_type(s) != CONFIG_TYPE_INT) return sp_config_fail(c, s, field, "expected a whole number");
    long v = (long)config_setting_get_int(s);
    if (v < min || v > max) return sp_config_fail(c, s, field, "%ld is out of range (%ld to %ld)", v, min, max);
    *out = (int32_t)v;
    return 0;
}

static int get_bool(ctx *c, const config_setting_t *group, const char *key, const char *field, bool *out)
{
    const config_setting_t *s = config_setting_get_member(group, key);
    if (!s) return 0;
    if (config_setting_type(s) != CONFIG_TYPE_BOOL) return sp_config_fail(c, s, field, "expected true or false");
    *out = config_setting_get_bool(s) != 0;
    return 0;
}

static int check_keys(ctx *c, const config_setting_t *group, const char *field, const char *const *known)
{
    for (int i = 0; i < config_setting_length(group); i++) {
        const config_setting_t *e = config_setting_get_elem(group, (unsigned)i);
        const char *k = config_setting_name(e);
        int ok = 0;
        for (int j = 0; known[j]; j++) ok |= !strcmp(k, known[j]);
        if (!ok) return sp_config_fail(c, e, field, "unknown field '%s'", k);
    }
    return 0;
}

/* ---- params: nested groups of integers and integer lists, flattened to "a.b.c" ---- */

static int add_params(ctx *c, const config_setting_t *g, const char *prefix, sp_ruleset *rs)
{
    for (int i = 0; i < config_setting_length(g); i++) {
        const config_setting_t *e = config_setting_get_elem(g, (unsigned)i);
        char name[SP_ID_LEN * 2];
        if ((size_t)snprintf(name, sizeof name, "%s%s%s", prefix, *prefix ? "." : "", config_setting_name(e)) >= sizeof name)
            return sp_config_fail(c, e, prefix, "parameter name too long");
        int t = config_setting_type(e);
        if (t == CONFIG_TYPE_GROUP) {
            if (add_params(c, e, name, rs)) return -1;
            continue;
        }
        if (rs->nparams == SP_MAX_PARAMS) return sp_config_fail(c, e, "params", "too many parameters (at most %d)", SP_MAX_PARAMS);
        sp_param *p = &rs->params[rs->nparams];
        memset(p, 0, sizeof *p);
        snprintf(p->name, sizeof p->name, "%s", name);
        if (t == CONFIG_TYPE_INT || t == CONFIG_TYPE_BOOL) {
            p->nvalues = 1;
            p->values[0] = t == CONFIG_TYPE_BOOL ? config_setting_get_bool(e) : config_setting_get_int(e);
        } else if (t == CONFIG_TYPE_ARRAY || t == CONFIG_TYPE_LIST) {
            int n = config_setting_length(e);
            if (n > SP_MAX_PARAM_VALUES) return sp_config_fail(c, e, name, "too many values (at most %d)", SP_MAX_PARAM_VALUES);
            for (int j = 0; j < n; j++) {
                const config_setting_t *v = config_setting_get_elem(e, (unsigned)j);
                if (config_setting_type(v) != CONFIG_TYPE_INT) return sp_config_fail(c, v, name, "expected whole numbers");
                p->values[j] = config_setting_get_int(v);
            }
            p->nvalues = n;
        } else {
            return sp_config_fail(c, e, name, "expected a whole number, true/false, a list of numbers or a group");
        }
        for (int j = 0; j < rs->nparams; j++)
            if (!strcmp(rs->params[j].name, name)) return sp_config_fail(c, e, name, "given twice");
        rs->nparams++;
    }
    return 0;
}

/* ---- patterns ---- */

static int find_pattern(const sp_ruleset *rs, const char *id)
{
    for (int i = 0; i < rs->npatterns; i++)
        if (!strcmp(rs->patterns[i].id, id)) return i;
    return -1;
}

static int parse_links(ctx *c, const config_setting_t *p, const char *key, const char *field, const sp_ruleset *rs,
                       int self, int16_t *out, int *n)
{
    const config_setting_t *s = config_setting_get_member(p, key);
    *n = 0;
    if (!s) return 0;
    if (!config_setting_is_aggregate(s)) return sp_config_fail(c, s, field, "expected a list of pattern ids");
    int len = config_setting_length(s);
    if (len > SP_MAX_LINKS) return sp_config_fail(c, s, field, "too many ids (at most %d)", SP_MAX_LINKS);
    for (int i = 0; i < len; i++) {
        const config_setting_t *e = config_setting_get_elem(s, (unsigned)i);
        if (config_setting_type(e) != CONFIG_TYPE_STRING) return sp_config_fail(c, e, field, "expected pattern ids (strings)");
        const char *id = config_setting_get_string(e);
        int k = find_pattern(rs, id);
        if (k < 0) return sp_config_fail(c, e, field, "unknown pattern '%.40s'", id);
        if (k == self) return sp_config_fail(c, e, field, "a pattern cannot name itself");
        out[(*n)++] = (int16_t)k;
    }
    return 0;
}

/* implies must not loop: a pattern containing itself through others has no value */
static int implies_cycle(const sp_ruleset *rs, int start, int at, int depth)
{
    if (depth > SP_MAX_PATTERNS) return 1;
    const sp_pattern_def *p = &rs->patterns[at];
    for (int i = 0; i < p->nimplies; i++) {
        if (p->implies[i] == start) return 1;
        if (implies_cycle(rs, start, p->implies[i], depth + 1)) return 1;
    }
    return 0;
}

static int parse_patterns(ctx *c, const config_setting_t *list, sp_ruleset *rs, const sp_model *model)
{
    if (!config_setting_is_list(list)) return sp_config_fail(c, list, "patterns", "expected a list ( { id = ...; }, ... )");
    int n = config_setting_length(list);
    if (n > SP_MAX_PATTERNS) return sp_config_fail(c, list, "patterns", "too many patterns (at most %d)", SP_MAX_PATTERNS);
    static const char *const keys[] = {"id", "name", "value", "evaluator", "params", "implies", "excludes", "limit", "kind", NULL};
    /* first pass: ids, so links may point forward */
    for (int i = 0; i < n; i++) {
        const config_setting_t *p = config_setting_get_elem(list, (unsigned)i);
        char field[64];
        snprintf(field, sizeof field, "patterns[%d]", i);
        if (config_setting_type(p) != CONFIG_TYPE_GROUP) return sp_config_fail(c, p, field, "expected { id = ...; ... }");
        sp_pattern_def *d = &rs->patterns[i];
        memset(d, 0, sizeof *d);
        if (get_string(c, p, "id", field, d->id, sizeof d->id, 1)) return -1;
        if (find_pattern(rs, d->id) >= 0) return sp_config_fail(c, p, field, "pattern id '%s' given twice", d->id);
        rs->npatterns = i + 1;
    }
    for (int i = 0; i < n; i++) {
        const config_setting_t *p = config_setting_get_elem(list, (unsigned)i);
        sp_pattern_def *d = &rs->patterns[i];
        char field[96];
        snprintf(field, sizeof field, "patterns[%s]", d->id);
        if (check_keys(c, p, field, keys)) return -1;
        char f2[128];
        snprintf(f2, sizeof f2, "%s.name", field);
        if (get_names(c, p, "name", f2, d->names, SP_NAME_LEN, 1)) return -1;
        snprintf(f2, sizeof f2, "%s.value", field);
        if (get_int(c, p, "value", f2, &d->value, 1, -100000000L, 100000000L)) return -1;
        snprintf(f2, sizeof f2, "%s.evaluator", field);
        if (get_string(c, p, "evaluator", f2, d->evaluator, sizeof d->evaluator, 1)) return -1;
        /* an earlier name (a file written before the vocabulary was shared) reads as today's */
        const char *now = sp_model_evaluator_now(model, d->evaluator);
        if (now != d->evaluator) snprintf(d->evaluator, sizeof d->evaluator, "%s", now);
        int known = 0;
        for (int e = 0; model->evaluators && model->evaluators[e]; e++) known |= !strcmp(model->evaluators[e], d->evaluator);
        if (!known)
            return sp_config_fail(c, config_setting_get_member(p, "evaluator"), f2, "model '%s' has no evaluator '%s'", model->name,
                        d->evaluator);
        snprintf(d->kind, sizeof d->kind, "pattern");
        snprintf(f2, sizeof f2, "%s.kind", field);
        if (get_string(c, p, "kind", f2, d->kind, sizeof d->kind, 0)) return -1;
        snprintf(f2, sizeof f2, "%s.limit", field);
        if (get_bool(c, p, "limit", f2, &d->limit)) return -1;
        const config_setting_t *params = config_setting_get_member(p, "params");
        if (params) {
            snprintf(f2, sizeof f2, "%s.params", field);
            if (config_setting_type(params) != CONFIG_TYPE_GROUP) return sp_config_fail(c, params, f2, "expected { name = number; ... }");
            if (config_setting_length(params) > 4) return sp_config_fail(c, params, f2, "at most 4 parameters");
            for (int j = 0; j < config_setting_length(params); j++) {
                const config_setting_t *e = config_setting_get_elem(params, (unsigned)j);
                sp_param *pp = &d->params[d->nparams++];
                snprintf(pp->name, sizeof pp->name, "%s", config_setting_name(e));
                if (config_setting_type(e) == CONFIG_TYPE_INT || config_setting_type(e) == CONFIG_TYPE_BOOL) {
                    pp->nvalues = 1;
                    pp->values[0] = config_setting_get_int(e) | config_setting_get_bool(e);
                } else if (config_setting_type(e) == CONFIG_TYPE_ARRAY && config_setting_length(e) <= SP_MAX_PARAM_VALUES) {
                    pp->nvalues = config_setting_length(e);
                    for (int k = 0; k < pp->nvalues; k++) pp->values[k] = config_setting_get_int_elem(e, k);
                } else {
                    return sp_config_fail(c, e, f2, "parameter '%s' must be a number, true/false or a list of numbers", pp->name);
                }
            }
        }
        snprintf(f2, sizeof f2, "%s.implies", field);
        if (parse_links(c, p, "implies", f2, rs, i, d->implies, &d->nimplies)) return -1;
        snprintf(f2, sizeof f2, "%s.excludes", field);
        if (parse_links(c, p, "excludes", f2, rs, i, d->excludes, &d->nexcludes)) return -1;
    }
    for (int i = 0; i < n; i++)
        if (implies_cycle(rs, i, i, 0))
            return sp_config_fail(c, config_setting_get_elem(list, (unsigned)i), "patterns", "'%s' implies itself through a cycle of implies",
                        rs->patterns[i].id);
    return 0;
}

/* ---- options ---- */

/* choice_labels = ( { name = { zh_Hant = ...; ... }; help = { ... }; }, ... ): one per choice,
 * in the order of `choices`; optional (a choice without labels is shown by its id). */
static int parse_choice_labels(ctx *c, const config_setting_t *o, const char *field, sp_option_def *d, sp_ruleset *rs)
{
    static const char *const keys[] = {"name", "help", NULL};
    const config_setting_t *list = config_setting_get_member(o, "choice_labels");
    char f[192];
    d->label0 = -1;
    if (!list) return 0;
    snprintf(f, sizeof f, "%s.choice_labels", field);
    if (d->type != SP_OPT_CHOICE) return sp_config_fail(c, list, f, "only a choice option has choice labels");
    if (!config_setting_is_list(list) || config_setting_length(list) != d->nchoices)
        return sp_config_fail(c, list, f, "expected a list of %d labels ( { name = { ... }; help = { ... }; }, ... ), one per choice", d->nchoices);
    if (rs->nlabels + d->nchoices > SP_MAX_LABELS) return sp_config_fail(c, list, f, "too many choice labels in one file (at most %d)", SP_MAX_LABELS);
    d->label0 = (int16_t)rs->nlabels;
    for (int j = 0; j < d->nchoices; j++) {
        const config_setting_t *e = config_setting_get_elem(list, (unsigned)j);
        sp_choice_label *lb = &rs->labels[rs->nlabels++];
        memset(lb, 0, sizeof *lb);
        snprintf(f, sizeof f, "%s.choice_labels[%s]", field, d->choices[j]);
        if (config_setting_type(e) != CONFIG_TYPE_GROUP) return sp_config_fail(c, e, f, "expected { name = { ... }; help = { ... }; }");
        if (check_keys(c, e, f, keys)) return -1;
        char f2[224];
        snprintf(f2, sizeof f2, "%s.name", f);
        if (get_texts(c, e, "name", f2, lb->names[0], SP_LABEL_LEN, SP_LABEL_LEN, 1)) return -1;
        snprintf(f2, sizeof f2, "%s.help", f);
        if (get_texts(c, e, "help", f2, lb->help[0], SP_LABEL_HELP_LEN, SP_LABEL_HELP_LEN, 0)) return -1;
    }
    return 0;
}

static int parse_options(ctx *c, const config_setting_t *list, sp_ruleset *rs)
{
    if (!config_setting_is_list(list)) return sp_config_fail(c, list, "options", "expected a list ( { id = ...; }, ... )");
    int n = config_setting_length(list);
    if (n > SP_MAX_OPTIONS) return sp_config_fail(c, list, "options", "too many options (at most %d)", SP_MAX_OPTIONS);
    static const char *const keys[] = {"id", "type", "default", "min", "max", "choices", "choice_labels", "name", "help", NULL};
    for (int i = 0; i < n; i++) {
        const config_setting_t *o = config_setting_get_elem(list, (unsigned)i);
        sp_option_def *d = &rs->options[i];
        memset(d, 0, sizeof *d);
        char field[96], f2[160], type[16];
        snprintf(field, sizeof field, "options[%d]", i);
        if (config_setting_type(o) != CONFIG_TYPE_GROUP) return sp_config_fail(c, o, field, "expected { id = ...; ... }");
        if (get_string(c, o, "id", field, d->id, sizeof d->id, 1)) return -1;
        snprintf(field, sizeof field, "options[%s]", d->id);
        for (int j = 0; j < i; j++)
            if (!strcmp(rs->options[j].id, d->id)) return sp_config_fail(c, o, field, "option id given twice");
        if (check_keys(c, o, field, keys)) return -1;
        snprintf(f2, sizeof f2, "%s.type", field);
        if (get_string(c, o, "type", f2, type, sizeof type, 1)) return -1;
        snprintf(f2, sizeof f2, "%s.name", field);
        if (get_names(c, o, "name", f2, d->names, SP_NAME_LEN, 1)) return -1;
        const config_setting_t *help = config_setting_get_member(o, "help");
        if (help) {
            for (int l = 0; l < SP_NLANGS; l++) {
                snprintf(f2, sizeof f2, "%s.help.%s", field, lang_keys[l]);
                if (config_setting_type(help) != CONFIG_TYPE_GROUP) return sp_config_fail(c, help, f2, "expected a group of texts");
                if (get_string(c, help, lang_keys[l], f2, d->help[l], SP_TEXT_LEN, 1)) return -1;
            }
        }
        const config_setting_t *def = config_setting_get_member(o, "default");
        snprintf(f2, sizeof f2, "%s.default", field);
        if (!def) return sp_config_fail(c, o, f2, "missing");
        if (!strcmp(type, "bool")) {
            d->type = SP_OPT_BOOL;
            d->min = 0;
            d->max = 1;
            if (config_setting_type(def) != CONFIG_TYPE_BOOL) return sp_config_fail(c, def, f2, "expected true or false");
            d->def = config_setting_get_bool(def);
        } else if (!strcmp(type, "int")) {
            d->type = SP_OPT_INT;
            d->min = -1000000;
            d->max = 1000000;
            snprintf(f2, sizeof f2, "%s.min", field);
            if (get_int(c, o, "min", f2, &d->min, 0, -100000000L, 100000000L)) return -1;
            snprintf(f2, sizeof f2, "%s.max", field);
            if (get_int(c, o, "max", f2, &d->max, 0, -100000000L, 100000000L)) return -1;
            snprintf(f2, sizeof f2, "%s.default", field);
            if (get_int(c, o, "default", f2, &d->def, 1, d->min, d->max)) return -1;
        } else if (!strcmp(type, "choice")) {
            d->type = SP_OPT_CHOICE;
            const config_setting_t *ch = config_setting_get_member(o, "choices");
            snprintf(f2, sizeof f2, "%s.choices", field);
            if (!ch || !config_setting_is_aggregate(ch)) return sp_config_fail(c, ch ? ch : o, f2, "a choice option needs a list of choices");
            d->nchoices = config_setting_length(ch);
            if (d->nchoices < 1 || d->nchoices > 12) return sp_config_fail(c, ch, f2, "needs 1 to 12 choices");
            for (int j = 0; j < d->nchoices; j++) {
                const config_setting_t *e = config_setting_get_elem(ch, (unsigned)j);
                if (config_setting_type(e) != CONFIG_TYPE_STRING || strlen(config_setting_get_string(e)) >= SP_ID_LEN)
                    return sp_config_fail(c, e, f2, "choices are short strings");
                snprintf(d->choices[j], SP_ID_LEN, "%s", config_setting_get_string(e));
            }
            d->min = 0;
            d->max = d->nchoices - 1;
            snprintf(f2, sizeof f2, "%s.default", field);
            if (config_setting_type(def) != CONFIG_TYPE_STRING) return sp_config_fail(c, def, f2, "expected one of the choices");
            d->def = -1;
            for (int j = 0; j < d->nchoices; j++)
                if (!strcmp(d->choices[j], config_setting_get_string(def))) d->def = j;
            if (d->def < 0) return sp_config_fail(c, def, f2, "'%.40s' is not one of the choices", config_setting_get_string(def));
        } else {
            return sp_config_fail(c, config_setting_get_member(o, "type"), f2, "unknown type '%s' (bool, int or choice)", type);
        }
        if (parse_choice_labels(c, o, field, d, rs)) return -1;
        rs->noptions = i + 1;
    }
    return 0;
}

/* ---- table ---- */

static int parse_table(ctx *c, const config_setting_t *t, sp_ruleset *rs)
{
    static const char *const keys[] = {"players", "shapes", "suits", "honors", "flowers", "calls", "dead_wall", NULL};
    if (config_setting_type(t) != CONFIG_TYPE_GROUP) return sp_config_fail(c, t, "table", "expected a group { ... }");
    if (check_keys(c, t, "table", keys)) return -1;
    const config_setting_t *pl = config_setting_get_member(t, "players");
    if (!pl || config_setting_type(pl) != CONFIG_TYPE_ARRAY || config_setting_length(pl) != 2)
        return sp_config_fail(c, pl ? pl : t, "table.players", "expected [min, max]");
    rs->players_min = config_setting_get_int_elem(pl, 0);
    rs->players_max = config_setting_get_int_elem(pl, 1);
    if (rs->players_min < 2 || rs->players_max > 4 || rs->players_min > rs->players_max)
        return sp_config_fail(c, pl, "table.players", "players must satisfy 2 <= min <= max <= 4");
    const config_setting_t *sh = config_setting_get_member(t, "shapes");
    if (!sh || !config_setting_is_aggregate(sh)) return sp_config_fail(c, sh ? sh : t, "table.shapes", "expected a list of shapes");
    rs->shapes = 0;
    for (int i = 0; i < config_setting_length(sh); i++) {
        const config_setting_t *e = config_setting_get_elem(sh, (unsigned)i);
        const char *v = config_setting_type(e) == CONFIG_TYPE_STRING ? config_setting_get_string(e) : "";
        if (!strcmp(v, "regular")) rs->shapes |= SP_SHAPE_REGULAR;
        else if (!strcmp(v, "seven_pairs")) rs->shapes |= SP_SHAPE_SEVEN_PAIRS;
        else if (!strcmp(v, "seven_pairs_kong_as_two")) rs->shapes |= SP_SHAPE_SEVEN_PAIRS | SP_SHAPE_PAIRS_KONG;
        else if (!strcmp(v, "thirteen_orphans")) rs->shapes |= SP_SHAPE_ORPHANS;
        else return sp_config_fail(c, e, "table.shapes", "unknown shape '%.40s' (regular, seven_pairs, seven_pairs_kong_as_two, thirteen_orphans)", v);
    }
    if (!(rs->shapes & SP_SHAPE_REGULAR)) return sp_config_fail(c, sh, "table.shapes", "the regular shape (four sets and a pair) is required");
    char suits[8] = "mps";
    if (get_string(c, t, "suits", "table.suits", suits, sizeof suits, 0)) return -1;
    rs->suits = 0;
    for (const char *p = suits; *p; p++) {
        const char *at = strchr("mps", *p);
        if (!at) return sp_config_fail(c, config_setting_get_member(t, "suits"), "table.suits", "suits are letters m, p, s");
        rs->suits |= (uint8_t)(1u << (at - "mps"));
    }
    rs->honors = true;
    if (get_bool(c, t, "honors", "table.honors", &rs->honors) || get_bool(c, t, "flowers", "table.flowers", &rs->flowers)) return -1;
    const config_setting_t *calls = config_setting_get_member(t, "calls");
    if (calls) {
        if (!config_setting_is_aggregate(calls)) return sp_config_fail(c, calls, "table.calls", "expected a list: chi, pon, kan");
        for (int i = 0; i < config_setting_length(calls); i++) {
            const config_setting_t *e = config_setting_get_elem(calls, (unsigned)i);
            const char *v = config_setting_type(e) == CONFIG_TYPE_STRING ? config_setting_get_string(e) : "";
            if (!strcmp(v, "chi")) rs->chi = true;
            else if (!strcmp(v, "pon")) rs->pon = true;
            else if (!strcmp(v, "kan")) rs->kan = true;
            else return sp_config_fail(c, e, "table.calls", "unknown call '%.20s' (chi, pon, kan)", v);
        }
    }
    return get_int(c, t, "dead_wall", "table.dead_wall", &rs->dead_wall, 0, 0, 40);
}

/* ---- payments: the payment strategies (core/payments.h) ---- */

/* The names of a key's strategies the model can price, comma-separated. */
static void choices_text(const sp_model *m, int key, char *out, size_t n)
{
    size_t w = 0;
    out[0] = 0;
    for (int ch = 1; ch < SP_PAY_CHOICES && w < n; ch++)
        if (m->payment_choices[key] >> ch & 1)
            w += (size_t)snprintf(out + w, n - w, "%s%s", w ? ", " : "", sp_pay_choice_name(key, ch));
}

/* payments = { discard = "..."; liability = "..."; dealer = "..."; }: each key the file names, and
 * the model's default for the others; a model that settles in its own way takes no section. */
static int parse_payments(ctx *c, const config_setting_t *pay, const sp_model *m, sp_ruleset *rs)
{
    memcpy(rs->payments, m->payments, sizeof rs->payments);
    if (!pay) return 0;
    if (!m->payment_choices[SP_PAY_DISCARD])
        return sp_config_fail(c, pay, "payments", "model '%s' settles in its own way (rules/README.md \"Payments\"): remove this section",
                              m->name);
    if (config_setting_type(pay) != CONFIG_TYPE_GROUP) return sp_config_fail(c, pay, "payments", "expected a group { ... }");
    static const char *const keys[] = {"discard", "liability", "dealer", NULL};
    if (check_keys(c, pay, "payments", keys)) return -1;
    for (int k = 0; k < SP_PAY_KEYS; k++) {
        char field[32], name[SP_ID_LEN], known[96];
        snprintf(field, sizeof field, "payments.%s", sp_pay_key_name(k));
        const config_setting_t *set = config_setting_get_member(pay, sp_pay_key_name(k));
        if (!set) continue; /* the model's default */
        if (get_string(c, pay, sp_pay_key_name(k), field, name, sizeof name, 1)) return -1;
        if (!m->payment_choices[k])
            return sp_config_fail(c, set, field, "model '%s' has no %s strategies", m->name, sp_pay_key_name(k));
        choices_text(m, k, known, sizeof known);
        if (!name[0]) return sp_config_fail(c, set, field, "empty: name a strategy (model '%s' pays by: %s) or leave the key out", m->name, known);
        int ch = sp_pay_choice_of(k, name);
        if (!(m->payment_choices[k] >> ch & 1))
            return sp_config_fail(c, set, field, "%s strategy '%s' (model '%s' pays by: %s)",
                                  ch ? "the model has no" : "unknown", name, m->name, known);
        rs->payments[k] = (uint8_t)ch;
    }
    return 0;
}

int sp_ruleset_parse(const char *text, const char *origin, sp_ruleset *out, char *err, size_t errlen)
{
    ctx c = {origin, err, errlen};
    config_t cfg;
    config_init(&cfg);
    int status = -1;
    sp_ruleset *rs = calloc(1, sizeof *rs);
    if (!rs) {
        snprintf(err, errlen, "%s: out of memory", origin);
        config_destroy(&cfg);
        return -1;
    }
    if (sp_config_refuse_directives(text, origin, "a ruleset", err, errlen)) goto done;
    if (!config_read_string(&cfg, text)) {
        snprintf(err, errlen, "%s:%d: syntax: %s", origin, config_error_line(&cfg), config_error_text(&cfg));
        goto done;
    }
    const config_setting_t *root = config_root_setting(&cfg);
    static const char *const keys[] = {"format", "id", "model", "name", "unit", "table", "patterns", "options", "payments", "params", "ai", NULL};
    if (check_keys(&c, root, "file", keys)) goto done;
    if (get_int(&c, root, "format", "format", &rs->format, 1, 0, 1000)) goto done;
    if (rs->format != SP_RULES_FORMAT) {
        sp_config_fail(&c, config_setting_get_member(root, "format"), "format", "version %d is not supported (this Sparrow reads version %d)",
             rs->format, SP_RULES_FORMAT);
        goto done;
    }
    if (get_string(&c, root, "id", "id", rs->id, sizeof rs->id, 1)) goto done;
    for (const char *p = rs->id; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '_')) {
            sp_config_fail(&c, config_setting_get_member(root, "id"), "id", "use lower-case letters, digits, '-' and '_' only");
            goto done;
        }
    if (get_string(&c, root, "model", "model", rs->model, sizeof rs->model, 1)) goto done;
    const sp_model *model = sp_model_of(rs);
    if (!model) {
        char known[128] = "";
        for (int i = 0; i < SP_MODEL_COUNT; i++)
            snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "", sp_model_at(i)->name);
        sp_config_fail(&c, config_setting_get_member(root, "model"), "model", "unknown scoring model '%s' (%s)", rs->model, known);
        goto done;
    }
    if (get_names(&c, root, "name", "name", rs->names, SP_NAME_LEN, 1)) goto done;
    char unit[SP_NLANGS][SP_NAME_LEN];
    memset(unit, 0, sizeof unit);
    if (get_names(&c, root, "unit", "unit", unit, SP_NAME_LEN, 1)) goto done;
    for (int l = 0; l < SP_NLANGS; l++) snprintf(rs->unit[l], sizeof rs->unit[l], "%.15s", unit[l]);
    const config_setting_t *t = config_setting_get_member(root, "table");
    if (!t) {
        sp_config_fail(&c, root, "table", "missing");
        goto done;
    }
    if (parse_table(&c, t, rs)) goto done;
    const config_setting_t *o = config_setting_get_member(root, "options");
    if (o && parse_options(&c, o, rs)) goto done;
    const config_setting_t *p = config_setting_get_member(root, "patterns");
    if (!p) {
        sp_config_fail(&c, root, "patterns", "missing");
        goto done;
    }
    if (parse_patterns(&c, p, rs, model)) goto done;
    const config_setting_t *params = config_setting_get_member(root, "params");
    if (params) {
        if (config_setting_type(params) != CONFIG_TYPE_GROUP) {
            sp_config_fail(&c, params, "params", "expected a group { ... }");
            goto done;
        }
        if (add_params(&c, params, "", rs)) goto done;
    }
    if (parse_payments(&c, config_setting_get_member(root, "payments"), model, rs)) goto done;
    rs->content_hash = sp_ruleset_canonical_hash(rs);
    char perr[256];
    if (sp_model_prepare(rs, perr, sizeof perr)) {
        snprintf(err, errlen, "%s: %s", origin, perr);
        goto done;
    }
    /* after the model's record is known: the computer players' own numbers, not in the hash */
    if (sp_ruleset_parse_ai(&c, config_setting_get_member(root, "ai"), rs)) goto done;
    *out = *rs;
    status = 0;
done:
    free(rs);
    config_destroy(&cfg);
    return status;
}

/* The file's text; a NUL byte inside makes it no ruleset file. */
static char *read_file(const char *path, char *err, size_t errlen)
{
    size_t len;
    char *buf = sp_read_file(path, (size_t)8 << 20, "a ruleset file", &len, err, errlen);
    if (buf && strlen(buf) != len) {
        snprintf(err, errlen, "%s: contains a NUL byte, not a ruleset file", path);
        free(buf);
        return NULL;
    }
    return buf;
}

/* Loads a file, and keeps its text in *text when text is not NULL; 0, or -1 with err. */
static int load_path(const char *path, sp_ruleset *rs, char **text, char *err, size_t errlen)
{
    err[0] = 0;
    char *t = read_file(path, err, errlen);
    int r = t ? sp_ruleset_parse(t, path, rs, err, errlen) : -1;
    if (r || !text) free(t);
    else *text = t;
    return r;
}

int sp_ruleset_load_file(const char *path, sp_ruleset *rs, char *err, size_t errlen)
{
    return load_path(path, rs, NULL, err, errlen);
}

/* After loading an id's file (r: the load's result): its id must be the file's name; an error
 * of a file that replaces another says so. */
static int check_entry(const sp_rules_entry *e, const sp_ruleset *rs, int r, char *err, size_t errlen)
{
    if (r == 0 && !sp_rules_id_ok(e->id)) {
        snprintf(err, errlen, "%s: the file's name is not a ruleset id (ID.rules: a-z, 0-9, '-', '_')", e->path);
        r = -1;
    } else if (r == 0 && strcmp(rs->id, e->id)) {
        snprintf(err, errlen, "%s: id '%s' " SP_ERRTEXT_ID_NOT_NAME " (a ruleset file is named ID.rules)", e->path, rs->id);
        r = -1;
    }
    if (r && e->shadows[0]) {
        size_t len = strlen(err);
        snprintf(err + len, errlen - len, " - it replaces %s: fix or remove it to use that one", e->shadows);
    }
    return r;
}

int sp_ruleset_load_entry(const sp_rules_entry *e, sp_ruleset *rs, char *err, size_t errlen)
{
    return check_entry(e, rs, sp_ruleset_load_file(e->path, rs, err, errlen), err, errlen);
}

static bool is_path(const char *id_or_path)
{
    size_t len = strlen(id_or_path);
    return strchr(id_or_path, '/') || (len > 6 && !strcmp(id_or_path + len - 6, ".rules"));
}

/* Loads a ruleset by id or path, and its text when text is not NULL; 0, or -1 with err. */
static int load_any(const char *id_or_path, sp_ruleset *rs, char **text, char *err, size_t errlen)
{
    if (is_path(id_or_path)) return load_path(id_or_path, rs, text, err, errlen);
    sp_rules_entry e;
    if (sp_rules_locate(id_or_path, &e, err, errlen)) return -1;
    int r = check_entry(&e, rs, load_path(e.path, rs, text, err, errlen), err, errlen);
    if (r && text) {
        free(*text);
        *text = NULL;
    }
    return r;
}

int sp_ruleset_load(const char *id_or_path, sp_ruleset *rs, char *err, size_t errlen)
{
    return load_any(id_or_path, rs, NULL, err, errlen);
}

char *sp_ruleset_load_text(const char *id_or_path, sp_ruleset *rs, char *err, size_t errlen)
{
    char *text = NULL;
    return load_any(id_or_path, rs, &text, err, errlen) ? NULL : text;
}
