/* i18n.c: loading the window's strings from a data file. */
#include "ui/i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/ruleset.h"

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0) break;
        if (n + 1 >= cap) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf) buf[n] = 0;
    return buf;
}

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
    t->buf = read_all(path);
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

const char *ui_tr(const ui_i18n *t, const char *key)
{
    for (int i = 0; i < t->n; i++)
        if (!strcmp(t->keys[i], key)) return t->vals[i];
    return key;
}
