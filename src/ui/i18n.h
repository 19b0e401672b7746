/* i18n.h: the window's strings, read from assets/i18n/<lang>.txt ("key = text" lines). */
#ifndef UI_I18N_H
#define UI_I18N_H

#include <stdbool.h>
#include <stddef.h>

enum { UI_I18N_MAX = 1024 };

typedef struct {
    char *buf;                      /* the file's text, split in place */
    int n;
    const char *keys[UI_I18N_MAX];
    const char *vals[UI_I18N_MAX];
    int lang;                       /* sp_lang_index of the language (names in rulesets) */
} ui_i18n;

/* Loads the strings of lang from dir; returns 0, or -1 with err (the table is then empty and
 * ui_tr returns keys). */
int ui_i18n_load(ui_i18n *t, const char *dir, const char *lang, char *err, size_t errlen);
void ui_i18n_free(ui_i18n *t);
/* The text of key, or the key itself when missing. */
const char *ui_tr(const ui_i18n *t, const char *key);
/* The text of "KEY.VARIANT" when the strings have it (variant NULL: none), else of key: words
 * that differ by table, e.g. zh-Hant's win, 食糊 at Hong Kong tables, 胡 at mainland ones. */
const char *ui_tr_variant(const ui_i18n *t, const char *key, const char *variant);
/* The text of key with its "{n}" replaced by n ("next hand in {n} s", "第 {n} 局"). */
void ui_tr_n(const ui_i18n *t, const char *key, int n, char *out, size_t len);

#endif
