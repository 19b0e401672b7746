/* settings.c: defaults and the "key = value" text form of the player's settings. */
#include "ui/settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int timer_s[UI_TIMERS] = {0, 5, 10, 15, 30};
static const int continue_s[UI_AUTO_CONTINUES] = {0, 5, 10, 20};

void ui_settings_default(ui_settings *st)
{
    memset(st, 0, sizeof *st);
    strcpy(st->lang, "zh-Hant");
    st->speed = 1;
    st->auto_sort = true;
    st->auto_pass = true;
    st->waits_hint = true;
    st->tile_size = 1;
    st->volume_master = 80;
    st->volume_effects = 100;
    st->volume_ui = 60;
}

const char *ui_settings_lang_for_locale(const char *language, const char *country)
{
    if (!language) return NULL;
    if (!strcmp(language, "en")) return "en";
    if (strcmp(language, "zh")) return NULL;
    if (country && (!strcmp(country, "TW") || !strcmp(country, "HK") || !strcmp(country, "MO"))) return "zh-Hant";
    return "zh-Hans";
}

bool ui_settings_lang_ok(const char *lang)
{
    return !strcmp(lang, "zh-Hant") || !strcmp(lang, "zh-Hans") || !strcmp(lang, "en");
}

static bool parse_int(const char *v, int lo, int hi, int *out)
{
    char *end;
    long x = strtol(v, &end, 10);
    if (end == v || *end || x < lo || x > hi) return false;
    *out = (int)x;
    return true;
}

static bool parse_bool(const char *v, bool *out)
{
    if (!strcmp(v, "true") || !strcmp(v, "1")) *out = true;
    else if (!strcmp(v, "false") || !strcmp(v, "0")) *out = false;
    else return false;
    return true;
}

static bool apply_line(ui_settings *st, const char *key, const char *v)
{
    if (!strcmp(key, "lang")) {
        if (!ui_settings_lang_ok(v)) return false;
        snprintf(st->lang, sizeof st->lang, "%s", v);
        return true;
    }
    if (!strcmp(key, "player_name")) {
        /* any text but control characters (trim() has already taken the spaces around it) */
        size_t n = strlen(v);
        if (n >= sizeof st->player_name) return false;
        for (size_t i = 0; i < n; i++)
            if ((unsigned char)v[i] < 0x20 || v[i] == 0x7f) return false;
        memcpy(st->player_name, v, n + 1);
        return true;
    }
    if (!strcmp(key, "speed")) return parse_int(v, 0, UI_SPEEDS - 1, &st->speed);
    if (!strcmp(key, "timer")) { /* older files: one timer for turns and calls */
        if (!parse_int(v, 0, UI_TIMERS - 1, &st->turn_timer)) return false;
        st->call_timer = st->turn_timer;
        return true;
    }
    if (!strcmp(key, "turn_timer")) return parse_int(v, 0, UI_TIMERS - 1, &st->turn_timer);
    if (!strcmp(key, "call_timer")) return parse_int(v, 0, UI_TIMERS - 1, &st->call_timer);
    if (!strcmp(key, "auto_continue")) return parse_int(v, 0, UI_AUTO_CONTINUES - 1, &st->auto_continue);
    if (!strcmp(key, "tile_size")) return parse_int(v, 0, UI_TILE_SIZES - 1, &st->tile_size);
    if (!strcmp(key, "auto_sort")) return parse_bool(v, &st->auto_sort);
    if (!strcmp(key, "auto_pass")) return parse_bool(v, &st->auto_pass);
    if (!strcmp(key, "waits_hint")) return parse_bool(v, &st->waits_hint);
    if (!strcmp(key, "discard_hint")) return parse_bool(v, &st->discard_hint);
    if (!strcmp(key, "volume_master")) return parse_int(v, 0, 100, &st->volume_master);
    if (!strcmp(key, "volume_effects")) return parse_int(v, 0, 100, &st->volume_effects);
    if (!strcmp(key, "volume_ui")) return parse_int(v, 0, 100, &st->volume_ui);
    if (!strcmp(key, "mute")) return parse_bool(v, &st->mute);
    return false;
}

static char *trim(char *p)
{
    while (*p == ' ' || *p == '\t') p++;
    size_t n = strlen(p);
    while (n && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r')) p[--n] = 0;
    return p;
}

int ui_settings_parse(ui_settings *st, const char *text)
{
    int bad = 0;
    while (*text) {
        const char *nl = strchr(text, '\n');
        size_t len = nl ? (size_t)(nl - text) : strlen(text);
        char line[256];
        if (len >= sizeof line) {
            bad++;
        } else {
            memcpy(line, text, len);
            line[len] = 0;
            char *l = trim(line);
            if (*l && *l != '#') {
                char *eq = strchr(l, '=');
                if (!eq) {
                    bad++;
                } else {
                    *eq = 0;
                    if (!apply_line(st, trim(l), trim(eq + 1))) bad++;
                }
            }
        }
        text += len;
        if (*text == '\n') text++;
    }
    return bad;
}

int ui_settings_format(const ui_settings *st, char *buf, size_t size)
{
    return snprintf(buf, size,
                    "# Sparrow settings\nlang = %s\nspeed = %d\nturn_timer = %d\ncall_timer = %d\nauto_continue = %d\n"
                    "auto_sort = %s\nauto_pass = %s\nwaits_hint = %s\ntile_size = %d\ndiscard_hint = %s\n"
                    "player_name = %s\nvolume_master = %d\nvolume_effects = %d\nvolume_ui = %d\nmute = %s\n",
                    st->lang, st->speed, st->turn_timer, st->call_timer, st->auto_continue, st->auto_sort ? "true" : "false",
                    st->auto_pass ? "true" : "false", st->waits_hint ? "true" : "false", st->tile_size,
                    st->discard_hint ? "true" : "false", st->player_name, st->volume_master, st->volume_effects,
                    st->volume_ui, st->mute ? "true" : "false");
}

int ui_settings_timer_s(int i) { return i >= 0 && i < UI_TIMERS ? timer_s[i] : 0; }

int ui_settings_continue_s(int i) { return i >= 0 && i < UI_AUTO_CONTINUES ? continue_s[i] : 0; }

int ui_settings_tween_ms(const ui_settings *st)
{
    static const int ms[UI_SPEEDS] = {260, 180, 120, 0};
    return ms[st->speed < 0 || st->speed >= UI_SPEEDS ? 1 : st->speed];
}

int ui_settings_think_ms(const ui_settings *st)
{
    static const int ms[UI_SPEEDS] = {700, 380, 150, 0};
    return ms[st->speed < 0 || st->speed >= UI_SPEEDS ? 1 : st->speed];
}
