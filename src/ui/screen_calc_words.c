/* screen_calc_words.c: what the calculator says in the window's language - its own messages
 * (ui_calc_msg: a strings key and its arguments) and the score engine's reasons for a hand
 * that is no win (sp_score_reason: "score.reason.<id>" with the numbers it names). A text
 * missing from the strings falls back to the English sentence the engine gave. */
#include <stdio.h>
#include <string.h>

#include "ui/screen_calc.h"

/* tmpl with "{1}", "{2}" replaced by subs[0], subs[1] and "{text}" by subs[2]. */
static void fill(const char *tmpl, const char *const subs[3], char *out, size_t len)
{
    static const char *marks[3] = {"{1}", "{2}", "{text}"};
    size_t n = 0;
    out[0] = 0;
    for (const char *s = tmpl; *s && n + 1 < len;) {
        int hit = -1;
        for (int i = 0; i < 3 && hit < 0; i++)
            if (!strncmp(s, marks[i], strlen(marks[i]))) hit = i;
        if (hit < 0) {
            out[n++] = *s++;
            out[n] = 0;
            continue;
        }
        n += (size_t)snprintf(out + n, len - n, "%s", subs[hit]);
        if (n >= len) n = len - 1;
        s += strlen(marks[hit]);
    }
}

void calc_msg_words(const ui_app *app, const ui_calc_msg *m, char *out, size_t len)
{
    const char *t = m->key[0] ? ui_tr(&app->i18n, m->key) : NULL;
    if (!t || !strcmp(t, m->key)) {
        snprintf(out, len, "%s", m->text);
        return;
    }
    const char *a = m->arg[0][0] == '@' ? ui_tr(&app->i18n, m->arg[0] + 1) : m->arg[0];
    const char *b = m->arg[1][0] == '@' ? ui_tr(&app->i18n, m->arg[1] + 1) : m->arg[1];
    fill(t, (const char *const[3]){a, b, m->text}, out, len);
}

void calc_reason_words(const ui_app *app, int reason, const int32_t args[2], const char *english, char *out, size_t len)
{
    const char *id = reason ? sp_score_reason_id(reason) : NULL;
    char key[64], a[12], b[12];
    snprintf(key, sizeof key, "score.reason.%s", id ? id : "");
    const char *t = ui_tr(&app->i18n, key);
    if (!id || !strcmp(t, key)) {
        snprintf(out, len, "%s", english);
        return;
    }
    snprintf(a, sizeof a, "%d", (int)args[0]);
    snprintf(b, sizeof b, "%d", (int)args[1]);
    fill(t, (const char *const[3]){a, b, english}, out, len);
}
