/* settings.h: the player's settings (language, animation speed, timers, hand sorting, ...) and
 * their text form ("key = value" lines). Reading and writing the file is the program's job
 * (src/app/settings_file.c). */
#ifndef UI_SETTINGS_H
#define UI_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

enum { UI_SPEEDS = 4, UI_TILE_SIZES = 3, UI_TIMERS = 5, UI_AUTO_CONTINUES = 4, UI_PLAYER_NAME_LEN = 33 /* as a LAN name: 32 bytes */ };

typedef struct {
    char lang[8];        /* "zh-Hant", "zh-Hans", "en" */
    int speed;           /* 0 slow .. 3 instant */
    int turn_timer;      /* index into ui_settings_timer_s: the time for a discard (own turn), 0 = off */
    int call_timer;      /* the same for a call (pung, chow, win on a discard), 0 = off */
    int auto_continue;   /* index into ui_settings_continue_s: the score sheet moves on by itself, 0 = off */
    bool auto_sort;
    bool auto_pass;
    bool waits_hint;
    int tile_size;       /* 0 small, 1 medium, 2 large */
    bool discard_hint;   /* the table offers "suggest a move" (H key, Hint button) */
    char player_name[UI_PLAYER_NAME_LEN]; /* the LAN join page's name, "" until one is used ($USER then) */
    int volume_master;   /* 0..100: every sound */
    int volume_effects;  /* 0..100: tiles, calls, wins */
    int volume_ui;       /* 0..100: clicks, timer ticks, score rows */
    bool mute;           /* M at any time */
} ui_settings;

void ui_settings_default(ui_settings *st);
/* Parses the text form over the current values; returns the number of lines it could not use
 * (unknown keys, bad values), 0 when all was well. */
int ui_settings_parse(ui_settings *st, const char *text);
/* Writes the text form; returns its length (snprintf style). */
int ui_settings_format(const ui_settings *st, char *buf, size_t size);
/* Seconds of timer index i (0 = no timer). */
int ui_settings_timer_s(int i);
/* Seconds of auto-continue index i (0 = never: the player presses Continue). */
int ui_settings_continue_s(int i);
/* Tween length and bot thinking pause for the speed, in ms. */
int ui_settings_tween_ms(const ui_settings *st);
int ui_settings_think_ms(const ui_settings *st);
/* The window's language for a system locale (language "zh", country "TW" or NULL): zh-Hant for
 * Chinese of Taiwan, Hong Kong and Macau, zh-Hans for other Chinese, en for English, NULL for
 * the others. */
const char *ui_settings_lang_for_locale(const char *language, const char *country);
/* Whether a language name is known. */
bool ui_settings_lang_ok(const char *lang);

#endif
