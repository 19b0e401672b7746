/* ruleset_edit.c: see ruleset_edit.h. */
#include "table/ruleset_edit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/model.h"
#include "core/payments.h"
#include "table/ruleset_file.h"
#include "table/ruleset_write.h"

enum { EDIT_VALUE_MAX = 99 };

int sp_rules_edit_start(sp_rules_edit *e, const sp_ruleset *base, const char *new_id)
{
    memset(e, 0, sizeof *e);
    e->base = malloc(sizeof *e->base);
    e->edit = malloc(sizeof *e->edit);
    e->checked = malloc(sizeof *e->checked);
    if (!e->base || !e->edit || !e->checked) {
        sp_rules_edit_free(e);
        return -1;
    }
    memcpy(e->base, base, sizeof *base);
    memcpy(e->edit, base, sizeof *base);
    sp_rules_edit_set_id(e, new_id);
    sp_rules_edit_check(e);
    return 0;
}

void sp_rules_edit_free(sp_rules_edit *e)
{
    free(e->base);
    free(e->edit);
    free(e->checked);
    free(e->text);
    memset(e, 0, sizeof *e);
}

/* The edit as a ruleset: the left-out patterns dropped, the others' links to them too, the
 * remaining links renumbered. */
static void without_left_out(const sp_rules_edit *e, sp_ruleset *out)
{
    memcpy(out, e->edit, sizeof *out);
    int16_t to[SP_MAX_PATTERNS];
    int n = 0;
    for (int i = 0; i < e->edit->npatterns; i++) {
        to[i] = e->left_out[i] ? -1 : (int16_t)n;
        if (!e->left_out[i]) out->patterns[n++] = e->edit->patterns[i];
    }
    out->npatterns = n;
    for (int i = 0; i < n; i++) {
        sp_pattern_def *p = &out->patterns[i];
        int ni = 0, nx = 0;
        for (int k = 0; k < p->nimplies; k++)
            if (to[p->implies[k]] >= 0) p->implies[ni++] = to[p->implies[k]];
        for (int k = 0; k < p->nexcludes; k++)
            if (to[p->excludes[k]] >= 0) p->excludes[nx++] = to[p->excludes[k]];
        p->nimplies = ni;
        p->nexcludes = nx;
    }
}

/* The field of a loader's error "FILE:LINE: FIELD: message" ("" when it names none). */
static void error_field(const char *error, const char *origin, char *out, size_t n)
{
    out[0] = 0;
    size_t ol = strlen(origin);
    if (strncmp(error, origin, ol) || error[ol] != ':') return;
    const char *p = error + ol + 1;
    while (*p >= '0' && *p <= '9') p++;
    if (*p != ':' || p[1] != ' ') return;
    p += 2;
    const char *end = strstr(p, ": ");
    if (end && (size_t)(end - p) < n && !memchr(p, ' ', (size_t)(end - p))) snprintf(out, n, "%.*s", (int)(end - p), p);
}

static void header_of(const sp_rules_edit *e, char *out, size_t n)
{
    snprintf(out, n,
             "%s: house rules made with Sparrow's house-rules editor from '%s'.\n"
             "A comment after a value gives the value in '%s'. The format: rules/README.md.",
             e->edit->id, e->base->id, e->base->id);
}

int sp_rules_edit_check(sp_rules_edit *e)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    char origin[SP_ID_LEN + 8], header[400];
    snprintf(origin, sizeof origin, "%s.rules", e->edit->id);
    free(e->text);
    e->text = NULL;
    e->ok = false;
    e->error[0] = e->error_field[0] = 0;
    if (!rs) {
        snprintf(e->error, sizeof e->error, "out of memory");
        return -1;
    }
    without_left_out(e, rs);
    header_of(e, header, sizeof header);
    e->text = sp_ruleset_write(rs, header, e->base, e->error, sizeof e->error);
    free(rs);
    if (!e->text) return -1;
    if (sp_ruleset_parse(e->text, origin, e->checked, e->error, sizeof e->error)) {
        error_field(e->error, origin, e->error_field, sizeof e->error_field);
        return -1;
    }
    e->ok = true;
    return 0;
}

/* A number's step: finer for small numbers, so that both 3 and 15,460 are a few presses away. */
static int32_t number_step(int64_t v) { return v >= 1000 ? 100 : v >= 100 ? 10 : 1; }

int32_t sp_option_step(const sp_option_def *o, int32_t v, int d)
{
    if (o->type == SP_OPT_BOOL) return !v;
    if (o->type == SP_OPT_CHOICE) return o->nchoices ? (v + d + o->nchoices) % o->nchoices : 0;
    v += d * number_step(v);
    if (v > o->max) v = o->min;
    if (v < o->min) v = o->max;
    return v;
}

int32_t sp_rules_edit_step_option(sp_rules_edit *e, int option, int d)
{
    sp_option_def *o = &e->edit->options[option];
    return o->def = sp_option_step(o, o->def, d);
}

void sp_rules_edit_pattern_range(const sp_rules_edit *e, int pattern, int32_t *min, int32_t *max)
{
    int32_t b = e->base->patterns[pattern].value;
    *min = b < 0 ? b : 0;
    *max = b > EDIT_VALUE_MAX ? b : EDIT_VALUE_MAX;
}

int32_t sp_rules_edit_step_pattern(sp_rules_edit *e, int pattern, int d)
{
    int32_t min, max, *v = &e->edit->patterns[pattern].value;
    sp_rules_edit_pattern_range(e, pattern, &min, &max);
    *v += d;
    if (*v > max) *v = min;
    if (*v < min) *v = max;
    return *v;
}

int32_t sp_rules_edit_step_param(sp_rules_edit *e, int param, int index, int d)
{
    if (param < 0 || param >= e->edit->nparams || index < 0 || index >= e->edit->params[param].nvalues) return 0;
    int32_t *v = &e->edit->params[param].values[index];
    /* stepping down from 1,000 goes by 10s: the step of the value it lands on */
    int64_t next = (int64_t)*v + (d < 0 ? -number_step((int64_t)*v - 1) : number_step(*v));
    *v = next < 0 ? 0 : next > SP_EDIT_PRICE_MAX ? SP_EDIT_PRICE_MAX : (int32_t)next;
    return *v;
}

/* Whether rs could be paid by choice c of key: the model prices it, and the rules have its numbers. */
static bool payment_ok(const sp_ruleset *rs, int key, int c)
{
    const sp_model *m = sp_model_of(rs);
    if (!m || key < 0 || key >= SP_PAY_KEYS || c <= 0 || c >= SP_PAY_CHOICES || !(m->payment_choices[key] >> c & 1)) return false;
    sp_ruleset *copy = malloc(sizeof *copy);
    if (!copy) return false;
    memcpy(copy, rs, sizeof *rs);
    copy->payments[key] = (uint8_t)c;
    sp_pay_rule rule;
    char err[200];
    bool ok = sp_pay_rule_of(copy, &rule, err, sizeof err) == 0;
    free(copy);
    return ok;
}

int sp_rules_payment_choices(const sp_ruleset *rs, int key)
{
    int n = 0;
    for (int c = 1; c < SP_PAY_CHOICES; c++) n += payment_ok(rs, key, c);
    return n;
}

int sp_rules_edit_step_payment(sp_rules_edit *e, int key, int d)
{
    if (key < 0 || key >= SP_PAY_KEYS) return 0;
    int c = e->edit->payments[key];
    for (int i = 1; i < SP_PAY_CHOICES; i++) {
        int next = ((c - 1 + (d < 0 ? -i : i)) % (SP_PAY_CHOICES - 1) + (SP_PAY_CHOICES - 1)) % (SP_PAY_CHOICES - 1) + 1;
        if (payment_ok(e->edit, key, next)) {
            e->edit->payments[key] = (uint8_t)next;
            break;
        }
    }
    return e->edit->payments[key];
}

bool sp_rules_edit_toggle_pattern(sp_rules_edit *e, int pattern)
{
    return e->left_out[pattern] = !e->left_out[pattern];
}

void sp_rules_edit_set_id(sp_rules_edit *e, const char *id)
{
    snprintf(e->edit->id, sizeof e->edit->id, "%s", id);
}

void sp_rules_edit_set_name(sp_rules_edit *e, int lang, const char *name)
{
    snprintf(e->edit->names[lang], sizeof e->edit->names[lang], "%s", name);
}
