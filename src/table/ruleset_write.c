/* ruleset_write.c: see ruleset_write.h. Every field the loader reads is written, its defaults
 * too (so that nothing depends on them staying what they are), except the empty lists of a
 * pattern (implies, excludes, params), which would only lengthen the file. */
#include "table/ruleset_write.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/payments.h"
#include "table/ruleset_ai.h"
#include "table/printf_like.h"

static const char *const lang_keys[SP_NLANGS] = {"zh_Hant", "zh_Hans", "en"};

/* the text being written: grows as needed; failed once out of memory */
typedef struct {
    char *s;
    size_t len, cap;
    bool failed;
} out_text;

static void put(out_text *o, const char *fmt, ...) SP_PRINTF_LIKE(2, 3);

static void put(out_text *o, const char *fmt, ...)
{
    if (o->failed) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) {
        o->failed = true;
        return;
    }
    if (o->len + (size_t)n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 65536;
        while (cap < o->len + (size_t)n + 1) cap *= 2;
        char *s = realloc(o->s, cap);
        if (!s) {
            o->failed = true;
            return;
        }
        o->s = s;
        o->cap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(o->s + o->len, o->cap - o->len, fmt, ap);
    va_end(ap);
    o->len += (size_t)n;
}

/* a libconfig string: quotes, backslashes and control characters escaped */
static void put_string(out_text *o, const char *v)
{
    put(o, "\"");
    for (const unsigned char *p = (const unsigned char *)v; *p; p++) {
        if (*p == '"' || *p == '\\') put(o, "\\%c", *p);
        else if (*p < 0x20) put(o, "\\x%02x", *p);
        else put(o, "%c", *p);
    }
    put(o, "\"");
}

/* name = { zh_Hant = "..."; zh_Hans = "..."; en = "..."; }; texts[l] at text + l * stride */
static void put_texts(out_text *o, const char *key, const char *text, size_t stride)
{
    put(o, "%s = { ", key);
    for (int l = 0; l < SP_NLANGS; l++) {
        put(o, "%s = ", lang_keys[l]);
        put_string(o, text + (size_t)l * stride);
        put(o, "; ");
    }
    put(o, "};");
}

static void put_values(out_text *o, const sp_param *p)
{
    if (p->nvalues == 1) {
        put(o, "%d", (int)p->values[0]);
        return;
    }
    put(o, "[");
    for (int i = 0; i < p->nvalues; i++) put(o, "%s%d", i ? ", " : "", (int)p->values[i]);
    put(o, "]");
}

/* implies = ["a", "b"]; - written only when the list has ids (none is the loader's default) */
static void put_links(out_text *o, const sp_ruleset *rs, const char *key, const int16_t *k, int n)
{
    if (!n) return;
    put(o, " %s = [", key);
    for (int i = 0; i < n; i++) {
        put(o, "%s", i ? ", " : "");
        put_string(o, rs->patterns[k[i]].id);
    }
    put(o, "];");
}

static void put_table(out_text *o, const sp_ruleset *rs)
{
    put(o, "table = {\n  players = [%d, %d];\n  shapes = [\"regular\"", rs->players_min, rs->players_max);
    if (rs->shapes & SP_SHAPE_SEVEN_PAIRS)
        put(o, ", \"%s\"", rs->shapes & SP_SHAPE_PAIRS_KONG ? "seven_pairs_kong_as_two" : "seven_pairs");
    if (rs->shapes & SP_SHAPE_ORPHANS) put(o, ", \"thirteen_orphans\"");
    put(o, "];\n  suits = \"%s%s%s\";\n", rs->suits & 1 ? "m" : "", rs->suits & 2 ? "p" : "", rs->suits & 4 ? "s" : "");
    put(o, "  honors = %s;\n  flowers = %s;\n", rs->honors ? "true" : "false", rs->flowers ? "true" : "false");
    const char *calls[3] = {rs->chi ? "\"chi\"" : NULL, rs->pon ? "\"pon\"" : NULL, rs->kan ? "\"kan\"" : NULL};
    put(o, "  calls = [");
    for (int i = 0, n = 0; i < 3; i++)
        if (calls[i]) put(o, "%s%s", n++ ? ", " : "", calls[i]);
    put(o, "];\n  dead_wall = %d;\n};\n\n", rs->dead_wall);
}

static void put_pattern(out_text *o, const sp_ruleset *rs, int i, const sp_ruleset *base)
{
    const sp_pattern_def *p = &rs->patterns[i];
    put(o, "  { id = ");
    put_string(o, p->id);
    put(o, "; value = %d;", (int)p->value);
    int b = base ? sp_ruleset_pattern(base, p->id) : -1;
    if (b >= 0 && base->patterns[b].value != p->value) put(o, "  # %s: %d", base->id, (int)base->patterns[b].value);
    put(o, "\n    ");
    put_texts(o, "name", p->names[0], SP_NAME_LEN);
    put(o, "\n    evaluator = ");
    put_string(o, p->evaluator);
    put(o, "; kind = ");
    put_string(o, p->kind);
    put(o, "; limit = %s;", p->limit ? "true" : "false");
    if (p->nimplies || p->nexcludes) put(o, "\n   ");
    put_links(o, rs, "implies", p->implies, p->nimplies);
    put_links(o, rs, "excludes", p->excludes, p->nexcludes);
    if (p->nparams) {
        put(o, "\n    params = {");
        for (int j = 0; j < p->nparams; j++) {
            put(o, " %s = ", p->params[j].name);
            put_values(o, &p->params[j]);
            put(o, ";");
        }
        put(o, " };");
    }
    put(o, " }%s\n", i + 1 < rs->npatterns ? "," : "");
}

static void put_choice_labels(out_text *o, const sp_ruleset *rs, const sp_option_def *d)
{
    if (d->type != SP_OPT_CHOICE || d->label0 < 0) return;
    put(o, "\n    choice_labels = (");
    for (int j = 0; j < d->nchoices; j++) {
        const sp_choice_label *lb = &rs->labels[d->label0 + j];
        put(o, "\n      { ");
        put_texts(o, "name", lb->names[0], SP_LABEL_LEN);
        bool help = false;
        for (int l = 0; l < SP_NLANGS; l++) help |= lb->help[l][0] != 0;
        if (help) {
            put(o, "\n        ");
            put_texts(o, "help", lb->help[0], SP_LABEL_HELP_LEN);
        }
        put(o, " }%s", j + 1 < d->nchoices ? "," : "");
    }
    put(o, "\n    );");
}

static void put_option(out_text *o, const sp_ruleset *rs, int i, const sp_ruleset *base)
{
    const sp_option_def *d = &rs->options[i];
    put(o, "  { id = ");
    put_string(o, d->id);
    if (d->type == SP_OPT_BOOL) {
        put(o, "; type = \"bool\"; default = %s;", d->def ? "true" : "false");
    } else if (d->type == SP_OPT_INT) {
        put(o, "; type = \"int\"; default = %d; min = %d; max = %d;", (int)d->def, (int)d->min, (int)d->max);
    } else {
        put(o, "; type = \"choice\"; choices = [");
        for (int j = 0; j < d->nchoices; j++) {
            put(o, "%s", j ? ", " : "");
            put_string(o, d->choices[j]);
        }
        put(o, "]; default = ");
        put_string(o, d->choices[d->def]);
        put(o, ";");
    }
    int b = base ? sp_ruleset_option(base, d->id) : -1;
    if (b >= 0 && base->options[b].def != d->def && base->options[b].type == d->type) {
        const sp_option_def *bd = &base->options[b];
        if (d->type == SP_OPT_CHOICE && bd->def >= 0 && bd->def < bd->nchoices) put(o, "  # %s: %s", base->id, bd->choices[bd->def]);
        else if (d->type == SP_OPT_BOOL) put(o, "  # %s: %s", base->id, bd->def ? "true" : "false");
        else put(o, "  # %s: %d", base->id, (int)bd->def);
    }
    put(o, "\n    ");
    put_texts(o, "name", d->names[0], SP_NAME_LEN);
    put(o, "\n    ");
    put_texts(o, "help", d->help[0], SP_TEXT_LEN);
    put_choice_labels(o, rs, d);
    put(o, " }%s\n", i + 1 < rs->noptions ? "," : "");
}

/* how many groups "a.b" names (0 for "") */
static int groups_in(const char *path)
{
    int n = *path ? 1 : 0;
    for (const char *c = path; *c; c++) n += *c == '.';
    return n;
}

/* closes the innermost open group */
static void close_group(out_text *o, char *open)
{
    int depth = groups_in(open);
    char *dot = strrchr(open, '.');
    if (dot) *dot = 0;
    else open[0] = 0;
    put(o, "%*s};\n", 2 * depth, "");
}

/* The parameters, flattened to "a.b.c" by the loader, as nested groups again: the loader
 * flattens a group's members one after another, so each group is opened once. */
static void put_params(out_text *o, const sp_ruleset *rs)
{
    char open[SP_ID_LEN * 2] = ""; /* the groups open now, "a.b" */
    put(o, "params = {\n");
    for (int i = 0; i < rs->nparams; i++) {
        const char *name = rs->params[i].name, *dot = strrchr(name, '.');
        size_t glen = dot ? (size_t)(dot - name) : 0; /* its groups: name[0..glen) */
        /* close the open groups that do not hold it */
        for (;;) {
            size_t olen = strlen(open);
            if (olen <= glen && !strncmp(open, name, olen) && (olen == 0 || name[olen] == '.')) break;
            close_group(o, open);
        }
        /* open the rest of its groups */
        while (strlen(open) < glen) {
            size_t olen = strlen(open);
            const char *seg = name + olen + (olen ? 1 : 0), *end = strchr(seg, '.');
            put(o, "%*s%.*s = {\n", 2 * (groups_in(open) + 1), "", (int)(end - seg), seg);
            snprintf(open + olen, sizeof open - olen, "%s%.*s", olen ? "." : "", (int)(end - seg), seg);
        }
        put(o, "%*s%s = ", 2 * (groups_in(open) + 1), "", dot ? dot + 1 : name);
        put_values(o, &rs->params[i]);
        put(o, ";\n");
    }
    while (open[0]) close_group(o, open);
    put(o, "};\n");
}

/* The payment strategies, when the ruleset has any (a model that settles in its own way has none). */
static void put_payments(out_text *o, const sp_ruleset *rs)
{
    bool any = false;
    for (int k = 0; k < SP_PAY_KEYS; k++) {
        const char *name = sp_pay_choice_name(k, rs->payments[k]);
        if (!name) continue;
        put(o, "%s  %s = \"%s\";\n", any ? "" : "payments = {\n", sp_pay_key_name(k), name);
        any = true;
    }
    if (any) put(o, "};\n\n");
}

/* How the computer players play it, when the ruleset says (table/ruleset_ai.h). */
static void put_ai(out_text *o, const sp_ruleset *rs)
{
    char text[4096];
    int n = sp_ruleset_ai_text(rs, text, sizeof text);
    if (n < 0 || (size_t)n >= sizeof text) o->failed = true;
    else if (n > 0) put(o, "\n%s", text);
}

char *sp_ruleset_write(const sp_ruleset *rs, const char *header, const sp_ruleset *base, char *err, size_t errlen)
{
    out_text o = {0};
    for (const char *h = header; h && *h;) {
        const char *nl = strchr(h, '\n');
        size_t n = nl ? (size_t)(nl - h) : strlen(h);
        put(&o, "# %.*s\n", (int)n, h);
        h += n + (nl ? 1 : 0);
    }
    if (header) put(&o, "\n");
    put(&o, "format = %d;\nid = ", rs->format);
    put_string(&o, rs->id);
    put(&o, ";\nmodel = ");
    put_string(&o, rs->model);
    put(&o, ";\n");
    put_texts(&o, "name", rs->names[0], SP_NAME_LEN);
    put(&o, "\n");
    put_texts(&o, "unit", rs->unit[0], sizeof rs->unit[0]);
    put(&o, "\n\n");
    put_table(&o, rs);
    put(&o, "patterns = (\n");
    for (int i = 0; i < rs->npatterns; i++) put_pattern(&o, rs, i, base);
    put(&o, ");\n\noptions = (\n");
    for (int i = 0; i < rs->noptions; i++) put_option(&o, rs, i, base);
    put(&o, ");\n\n");
    put_payments(&o, rs);
    put_params(&o, rs);
    put_ai(&o, rs);
    if (o.failed) {
        free(o.s);
        snprintf(err, errlen, "%s: out of memory writing the ruleset", rs->id);
        return NULL;
    }
    return o.s;
}
