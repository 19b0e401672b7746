/* ruleset_canon.c: see ruleset_canon.h. */
#include "table/ruleset_canon.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/model.h"
#include "core/payments.h"
#include "table/printf_like.h"

/* the canonical lines: "field = value", kept in one growing buffer (at: where each starts),
 * then sorted by field (line: pointers into buf) */
typedef struct {
    char *buf;
    size_t len, cap;
    size_t *at;
    const char **line;
    int n, capn;
    int failed;
} lines;

static void add(lines *l, const char *field, const char *fmt, ...) SP_PRINTF_LIKE(3, 4);

static void add(lines *l, const char *field, const char *fmt, ...)
{
    if (l->failed) return;
    char value[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(value, sizeof value, fmt, ap);
    va_end(ap);
    size_t need = strlen(field) + 3 + strlen(value) + 1;
    if (l->len + need > l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 16384;
        while (cap < l->len + need) cap *= 2;
        char *b = realloc(l->buf, cap);
        if (!b) {
            l->failed = 1;
            return;
        }
        l->buf = b;
        l->cap = cap;
    }
    if (l->n == l->capn) {
        int capn = l->capn ? l->capn * 2 : 512;
        size_t *a = realloc(l->at, (size_t)capn * sizeof *a);
        if (!a) {
            l->failed = 1;
            return;
        }
        l->at = a;
        l->capn = capn;
    }
    l->at[l->n++] = l->len;
    l->len += (size_t)sprintf(l->buf + l->len, "%s = %s", field, value) + 1;
}

static void values_text(const int32_t *v, int n, char *out, size_t size)
{
    size_t w = 0;
    out[0] = 0;
    for (int i = 0; i < n && w < size; i++) w += (size_t)snprintf(out + w, size - w, "%s%d", i ? "," : "", (int)v[i]);
}

static void links_text(const sp_ruleset *rs, const int16_t *k, int n, char *out, size_t size)
{
    size_t w = 0;
    out[0] = 0;
    for (int i = 0; i < n && w < size; i++)
        w += (size_t)snprintf(out + w, size - w, "%s%s", i ? "," : "", k[i] >= 0 && k[i] < rs->npatterns ? rs->patterns[k[i]].id : "?");
}

/* the field part of a line ("patterns[x].value" of "patterns[x].value = 3"), its length */
static size_t field_len(const char *line)
{
    const char *eq = strstr(line, " = ");
    return eq ? (size_t)(eq - line) : strlen(line);
}

/* lines ordered by field alone (a field is never given twice) */
static int by_field(const char *x, const char *y)
{
    size_t fx = field_len(x), fy = field_len(y);
    int c = memcmp(x, y, fx < fy ? fx : fy);
    return c ? c : fx < fy ? -1 : fx > fy ? 1 : 0;
}

static int by_field_q(const void *a, const void *b) { return by_field(*(const char *const *)a, *(const char *const *)b); }

static void build(const sp_ruleset *rs, lines *l)
{
    memset(l, 0, sizeof *l);
    const sp_model *model = sp_model_of(rs);
    char f[160], v[4096];
    add(l, "format", "%d", rs->format);
    add(l, "id", "%s", rs->id);
    add(l, "model", "%s", rs->model);
    add(l, "table.players", "%d,%d", rs->players_min, rs->players_max);
    add(l, "table.shapes", "%u", rs->shapes);
    add(l, "table.suits", "%u", (unsigned)rs->suits);
    add(l, "table.honors", "%d", rs->honors);
    add(l, "table.flowers", "%d", rs->flowers);
    add(l, "table.calls", "%d%d%d", rs->chi, rs->pon, rs->kan);
    add(l, "table.dead_wall", "%d", rs->dead_wall);
    /* the patterns' order decides the order of a score's lines: a rule of the file too */
    size_t w = 0;
    for (int i = 0; i < rs->npatterns && w < sizeof v; i++) w += (size_t)snprintf(v + w, sizeof v - w, "%s%s", i ? "," : "", rs->patterns[i].id);
    add(l, "patterns", "%s", v);
    for (int i = 0; i < rs->npatterns; i++) {
        const sp_pattern_def *p = &rs->patterns[i];
        snprintf(f, sizeof f, "patterns[%s].value", p->id);
        add(l, f, "%d", (int)p->value);
        snprintf(f, sizeof f, "patterns[%s].evaluator", p->id);
        /* by its first name: a rename keeps every saved hash (model.h) */
        add(l, f, "%s", sp_model_evaluator_hashed(model, p->evaluator));
        snprintf(f, sizeof f, "patterns[%s].kind", p->id);
        add(l, f, "%s", p->kind);
        snprintf(f, sizeof f, "patterns[%s].limit", p->id);
        add(l, f, "%d", p->limit);
        for (int j = 0; j < p->nparams; j++) {
            snprintf(f, sizeof f, "patterns[%s].params.%s", p->id, p->params[j].name);
            values_text(p->params[j].values, p->params[j].nvalues, v, sizeof v);
            add(l, f, "%s", v);
        }
        snprintf(f, sizeof f, "patterns[%s].implies", p->id);
        links_text(rs, p->implies, p->nimplies, v, sizeof v);
        add(l, f, "%s", v);
        snprintf(f, sizeof f, "patterns[%s].excludes", p->id);
        links_text(rs, p->excludes, p->nexcludes, v, sizeof v);
        add(l, f, "%s", v);
    }
    /* options are saved by id: their order is only the order a front shows them in */
    for (int i = 0; i < rs->noptions; i++) {
        const sp_option_def *o = &rs->options[i];
        snprintf(f, sizeof f, "options[%s].type", o->id);
        add(l, f, "%d", o->type);
        snprintf(f, sizeof f, "options[%s].default", o->id);
        add(l, f, "%d", (int)o->def);
        snprintf(f, sizeof f, "options[%s].range", o->id);
        add(l, f, "%d,%d", (int)o->min, (int)o->max);
        w = 0;
        v[0] = 0;
        for (int j = 0; j < o->nchoices && w < sizeof v; j++) w += (size_t)snprintf(v + w, sizeof v - w, "%s%s", j ? "," : "", o->choices[j]);
        snprintf(f, sizeof f, "options[%s].choices", o->id);
        add(l, f, "%s", v);
    }
    /* a payment strategy only where it is not the model's default: a file that names its default
     * has the hash it had before files named them */
    for (int k = 0; k < SP_PAY_KEYS; k++)
        if (rs->payments[k] && (!model || rs->payments[k] != model->payments[k])) {
            snprintf(f, sizeof f, "payments.%s", sp_pay_key_name(k));
            const char *name = sp_pay_choice_name(k, rs->payments[k]);
            add(l, f, "%s", name ? name : "?");
        }
    for (int i = 0; i < rs->nparams; i++) {
        snprintf(f, sizeof f, "params.%s", rs->params[i].name);
        values_text(rs->params[i].values, rs->params[i].nvalues, v, sizeof v);
        add(l, f, "%s", v);
    }
    if (!l->failed && !(l->line = malloc(((size_t)l->n + 1) * sizeof *l->line))) l->failed = 1;
    if (l->failed) return;
    for (int i = 0; i < l->n; i++) l->line[i] = l->buf + l->at[i];
    qsort(l->line, (size_t)l->n, sizeof *l->line, by_field_q);
}

static void drop(lines *l)
{
    free(l->buf);
    free(l->at);
    free(l->line);
}

uint64_t sp_ruleset_canonical_hash(const sp_ruleset *rs)
{
    lines l;
    build(rs, &l);
    uint64_t h = 0xcbf29ce484222325ull;
    for (int i = 0; i < l.n && !l.failed; i++)
        for (const char *p = l.line[i];; p++) {
            h = (h ^ (uint8_t)*p) * 0x100000001b3ull; /* the NUL ends each line */
            if (!*p) break;
        }
    drop(&l);
    return l.failed ? 0 : h;
}

static void note(char *out, size_t n, size_t *w, int *count, const char *field, size_t len)
{
    (*count)++;
    if (*w >= n) return;
    int k = snprintf(out + *w, n - *w, "%s%.*s", *count > 1 ? ", " : "", (int)len, field);
    if (k < 0 || (size_t)k >= n - *w) {
        if (n > 4) snprintf(out + n - 4, 4, "...");
        *w = n;
        return;
    }
    *w += (size_t)k;
}

int sp_ruleset_diff(const sp_ruleset *a, const sp_ruleset *b, char *out, size_t n)
{
    lines la, lb;
    build(a, &la);
    build(b, &lb);
    size_t w = 0;
    int count = 0, i = 0, j = 0;
    if (n) out[0] = 0;
    if (la.failed || lb.failed) {
        snprintf(out, n, "(out of memory)");
        count = 1;
    }
    /* a merge of the two sorted lists: a field in one only, or with another value */
    while (!la.failed && !lb.failed && (i < la.n || j < lb.n)) {
        const char *x = i < la.n ? la.line[i] : NULL, *y = j < lb.n ? lb.line[j] : NULL;
        size_t fx = x ? field_len(x) : 0, fy = y ? field_len(y) : 0;
        int c = !x ? 1 : !y ? -1 : by_field(x, y);
        if (c == 0) {
            if (strcmp(x, y)) note(out, n, &w, &count, x, fx);
            i++, j++;
        } else if (c < 0) {
            note(out, n, &w, &count, x, fx);
            i++;
        } else {
            note(out, n, &w, &count, y, fy);
            j++;
        }
    }
    drop(&la);
    drop(&lb);
    return count;
}
