/* i18n.c: loading the window's strings from a data file. */
#include "ui/i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/ruleset.h"
#include "table/read_file.h"

static char *trim(char *p)
{
    while (*p == ' ' || *p == '\t') p++;
    size_t n = strlen(p);
    while (n && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r')) p[--n] = 0;
    return p;
}

int ui_i18n_load(ui_i18n *t, const char *dir, const char *lang, char *err, size_t errlen)
{
    ui_i18n_free(t);
    t->lang = !strcmp(lang, "en") ? SP_LANG_EN_ : !strcmp(lang, "zh-Hans") ? SP_LANG_ZH_HANS_ : SP_LANG_ZH_HANT_;
    char path[1200];
    snprintf(path, sizeof path, "%s/i18n/%s.txt", dir, lang);
    char why[300];
    t->buf = sp_read_file(path, (size_t)1 << 20, "a strings file", NULL, why, sizeof why);
    if (!t->buf) {
        snprintf(err, errlen, "cannot read the strings file %s", path);
        return -1;
    }
    char *p = t->buf;
    while (*p) {
        char *nl = strchr(p, '\n');
        if (nl) *nl = 0;
        char *l = trim(p);
        char *eq = strchr(l, '=');
        if (*l && *l != '#' && eq && t->n < UI_I18N_MAX) {
            *eq = 0;
            t->keys[t->n] = trim(l);
            t->vals[t->n] = trim(eq + 1);
            t->n++;
        }
        if (!nl) break;
        p = nl + 1;
    }
    return 0;
}

void ui_i18n_free(ui_i18n *t)
{
    free(t->buf);
    t->buf = NULL;
    t->n = 0;
}

/* The text of key, NULL when missing. */
static const char *lookup(const ui_i18n *t, const char *key)
{
    for (int i = 0; i < t->n; i++)
        if (!strcmp(t->keys[i], key)) return t->vals[i];
    return NULL;
}

const char *ui_tr(const ui_i18n *t, const char *key)
{
    const char *s = lookup(t, key);
    return s ? s : key;
}

const char *ui_tr_variant(const ui_i18n *t, const char *key, const char *variant)
{
    if (variant) {
        char full[96];
        snprintf(full, sizeof full, "%s.%s", key, variant);
        const char *s = lookup(t, full);
        if (s) return s;
    }
    return ui_tr(t, key);
}

void ui_tr_n(const ui_i18n *t, const char *key, int n, char *out, size_t len)
{
    const char *f = ui_tr(t, key);
    const char *at = strstr(f, "{n}");
    if (at) snprintf(out, len, "%.*s%d%s", (int)(at - f), f, n, at + 3);
    else snprintf(out, len, "%s", f);
}
