/* ruleset_ai.c: see ruleset_ai.h. */
#include "table/ruleset_ai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_settings.h"

int sp_ruleset_parse_ai(sp_config_ctx *c, const config_setting_t *ai, sp_ruleset *rs)
{
    rs->nai = 0;
    if (ai) {
        if (config_setting_type(ai) != CONFIG_TYPE_GROUP) return sp_config_fail(c, ai, "ai", "expected a group { ... }");
        int n = config_setting_length(ai);
        if (n > SP_MAX_AI_SETTINGS) return sp_config_fail(c, ai, "ai", "too many settings (at most %d)", SP_MAX_AI_SETTINGS);
        for (int i = 0; i < n; i++) {
            const config_setting_t *s = config_setting_get_elem(ai, (unsigned)i);
            const char *name = config_setting_name(s);
            char field[SP_ID_LEN + 8], why[160];
            snprintf(field, sizeof field, "ai.%.*s", SP_ID_LEN - 1, name);
            if (strlen(name) >= SP_ID_LEN) return sp_config_fail(c, s, field, "unknown setting (a name of at most %d letters)", SP_ID_LEN - 1);
            int t = config_setting_type(s);
            double v;
            if (t == CONFIG_TYPE_BOOL) v = config_setting_get_bool(s) ? 1 : 0;
            else if (t == CONFIG_TYPE_INT) v = config_setting_get_int(s);
            else if (t == CONFIG_TYPE_INT64) v = (double)config_setting_get_int64(s);
            else if (t == CONFIG_TYPE_FLOAT) v = config_setting_get_float(s);
            else return sp_config_fail(c, s, field, "expected a number or true/false");
            if (sp_ai_setting_check(name, t == CONFIG_TYPE_BOOL, v, why, sizeof why)) return sp_config_fail(c, s, field, "%s", why);
            for (int j = 0; j < rs->nai; j++)
                if (!strcmp(rs->ai[j].name, name)) return sp_config_fail(c, s, field, "given twice");
            snprintf(rs->ai[rs->nai].name, sizeof rs->ai[rs->nai].name, "%s", name);
            rs->ai[rs->nai++].value = v;
        }
    }
    sp_ai_settings_prepare(rs);
    return 0;
}

/* The shortest decimal that reads back as v, in libconfig's syntax (a float has a point). */
static void number_text(double v, char *out, size_t n)
{
    for (int digits = 1; digits <= 17; digits++) {
        snprintf(out, n, "%.*g", digits, v);
        if (strtod(out, NULL) == v) break;
    }
    char *e = strchr(out, 'e');
    if (e && !strchr(out, '.')) { /* "1e-05" -> "1.0e-05" */
        char exp[16];
        snprintf(exp, sizeof exp, "%s", e);
        snprintf(e, n - (size_t)(e - out), ".0%s", exp);
    }
}

int sp_ruleset_ai_text(const sp_ruleset *rs, char *out, size_t n)
{
    size_t w = 0;
    if (n) out[0] = 0;
#define PUT(...)                                                                                                       \
    do {                                                                                                               \
        int k_ = snprintf(w < n ? out + w : NULL, w < n ? n - w : 0, __VA_ARGS__);                                     \
        if (k_ > 0) w += (size_t)k_;                                                                                   \
    } while (0)
    if (rs->nai == 0) return 0;
    PUT("ai = {\n");
    for (int i = 0; i < rs->nai; i++) {
        const sp_ai_setting *s = &rs->ai[i];
        char num[40];
        if (sp_ai_setting_is_bool(sp_ai_setting_index(s->name))) snprintf(num, sizeof num, "%s", s->value != 0 ? "true" : "false");
        else number_text(s->value, num, sizeof num);
        PUT("  %s = %s;\n", s->name, num);
    }
    PUT("};\n");
#undef PUT
    return (int)w;
}
