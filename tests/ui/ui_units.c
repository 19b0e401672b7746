/* ui_units.c: the window's small pure parts - the settings text form (round trip, bad lines
 * fall back), and the string files (every key of the English file exists in the Chinese ones,
 * none is empty but the deliberately empty ones), amounts in a ruleset's unit, and a LAN host's
 * notices in three languages.
 *   ui_units ASSETS_DIR                                  exit 0 when every check passes */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_explain.h"
#include "ui/i18n.h"
#include "ui/lan_notice.h"
#include "ui/match_cues.h"
#include "ui/settings.h"
#include "ui/sheet_text.h"

static int failures;
#define CHECK(cond, ...)                                                                                               \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, "ui_units: %s:%d: %s: ", __FILE__, __LINE__, #cond);                                       \
            fprintf(stderr, __VA_ARGS__);                                                                              \
            fputc('\n', stderr);                                                                                       \
            failures++;                                                                                                \
        }                                                                                                              \
    } while (0)

static void settings_round_trip(void)
{
    ui_settings a, b;
    ui_settings_default(&a);
    snprintf(a.lang, sizeof a.lang, "en");
    a.speed = 3;
    a.turn_timer = 2;
    a.call_timer = 1;
    a.auto_continue = 3;
    a.auto_sort = false;
    a.auto_pass = false;
    a.waits_hint = false;
    a.tile_size = 2;
    snprintf(a.player_name, sizeof a.player_name, "小明 Lee");
    char buf[512];
    int n = ui_settings_format(&a, buf, sizeof buf);
    CHECK(n > 0 && (size_t)n < sizeof buf, "format gave %d", n);
    ui_settings_default(&b);
    CHECK(ui_settings_parse(&b, buf) == 0, "its own text did not parse: %s", buf);
    CHECK(!memcmp(&a, &b, sizeof a), "the round trip changed the settings");
    /* damaged text: bad lines are counted and leave the values they name alone */
    ui_settings_default(&b);
    int bad = ui_settings_parse(&b, "lang = klingon\nspeed = 9\nnonsense\nunknown = 1\ntile_size = 0\n\x01\x02");
    CHECK(bad == 5, "%d bad lines counted, expected 5", bad);
    CHECK(!strcmp(b.lang, "zh-Hant") && b.speed == 1 && b.tile_size == 0, "bad lines changed values");
    /* the player's name: kept as written; too long or with a control character, refused */
    ui_settings_default(&b);
    CHECK(ui_settings_parse(&b, "player_name =  Bea \n") == 0 && !strcmp(b.player_name, "Bea"), "name: '%s'", b.player_name);
    bad = ui_settings_parse(&b, "player_name = 012345678901234567890123456789012\nplayer_name = a\x01b\n");
    CHECK(bad == 2 && !strcmp(b.player_name, "Bea"), "%d bad name lines, name now '%s'", bad, b.player_name);
    CHECK(ui_settings_timer_s(0) == 0 && ui_settings_timer_s(2) == 10 && ui_settings_timer_s(99) == 0, "timer table");
    /* an older file's one timer times both turns and calls */
    ui_settings_default(&b);
    CHECK(ui_settings_parse(&b, "timer = 3\n") == 0 && b.turn_timer == 3 && b.call_timer == 3, "old timer: turn %d call %d",
          b.turn_timer, b.call_timer);
    CHECK(b.auto_continue == 0 && ui_settings_continue_s(0) == 0, "auto-continue is on by default");
    /* the first start's language from the system's locales */
    CHECK(!strcmp(ui_settings_lang_for_locale("zh", "TW"), "zh-Hant") && !strcmp(ui_settings_lang_for_locale("zh", "HK"), "zh-Hant") &&
              !strcmp(ui_settings_lang_for_locale("zh", "CN"), "zh-Hans") && !strcmp(ui_settings_lang_for_locale("zh", NULL), "zh-Hans") &&
              !strcmp(ui_settings_lang_for_locale("en", "GB"), "en") && !ui_settings_lang_for_locale("fr", "FR") &&
              !ui_settings_lang_for_locale(NULL, NULL),
          "locale to language");
}

/* Every key of a strings file defined once: a second definition is dead text (the first wins). */
static void keys_once(const ui_i18n *t, const char *lang)
{
    for (int i = 0; i < t->n; i++)
        for (int j = 0; j < i; j++)
            CHECK(strcmp(t->keys[i], t->keys[j]) != 0, "%s defines '%s' twice", lang, t->keys[i]);
}

static void strings_complete(const char *assets)
{
    ui_i18n en, other;
    memset(&en, 0, sizeof en);
    memset(&other, 0, sizeof other);
    char err[300];
    CHECK(ui_i18n_load(&en, assets, "en", err, sizeof err) == 0, "%s", err);
    CHECK(en.n > 80, "only %d English strings", en.n);
    keys_once(&en, "en");
    const char *langs[2] = {"zh-Hant", "zh-Hans"};
    for (int l = 0; l < 2; l++) {
        CHECK(ui_i18n_load(&other, assets, langs[l], err, sizeof err) == 0, "%s", err);
        keys_once(&other, langs[l]);
        for (int i = 0; i < en.n; i++) {
            const char *v = ui_tr(&other, en.keys[i]);
            bool empty_ok = !strcmp(en.keys[i], "hand.post");
            CHECK(v != en.keys[i], "%s has no '%s'", langs[l], en.keys[i]);
            CHECK(empty_ok || *v, "%s: '%s' is empty", langs[l], en.keys[i]);
        }
        /* and nothing else, but for words that differ by table ("KEY.mainland") */
        for (int i = 0; i < other.n; i++) {
            char base[96];
            snprintf(base, sizeof base, "%s", other.keys[i]);
            char *dot = strrchr(base, '.');
            bool variant = dot && !strcmp(dot, ".mainland");
            if (variant) *dot = 0;
            CHECK(ui_tr(&en, base) != (const char *)base, "%s has '%s', which English has not", langs[l], other.keys[i]);
        }
        if (l == 0) { /* zh-Hant: 食糊 at Hong Kong tables, 胡 at mainland ones */
            CHECK(!strcmp(ui_tr_variant(&other, "act.hu", NULL), "食糊"), "zh-Hant's win: '%s'", ui_tr_variant(&other, "act.hu", NULL));
            CHECK(!strcmp(ui_tr_variant(&other, "act.hu", "mainland"), "胡"), "zh-Hant's mainland win: '%s'",
                  ui_tr_variant(&other, "act.hu", "mainland"));
            CHECK(!strcmp(ui_tr_variant(&other, "result.win", "mainland"), "胡"), "zh-Hant's mainland result word");
        }
    }
    CHECK(!strcmp(ui_tr_variant(&en, "act.hu", "mainland"), "Win"), "English has one win word: '%s'",
          ui_tr_variant(&en, "act.hu", "mainland"));
    CHECK(!strcmp(ui_tr(&en, "no.such.key"), "no.such.key"), "a missing key should come back as itself");
    /* the table's why-line: every reason the engine can give has its sentence */
    for (int r = 1; r < SP_BLOCK_COUNT; r++) {
        char key[48];
        snprintf(key, sizeof key, "why.%s", sp_block_reason_id(r));
        CHECK(ui_tr(&en, key) != (const char *)key, "no string '%s'", key);
    }
    ui_i18n_free(&en);
    ui_i18n_free(&other);
}

/* "1 point" but "2 points" in English, the unit as written in Chinese, "×16" where the ruleset
 * multiplies (it has factor patterns). */
static void amounts(void)
{
    sp_ruleset *rs = calloc(1, sizeof *rs);
    if (!rs) return;
    snprintf(rs->unit[SP_LANG_EN_], sizeof rs->unit[0], "points");
    snprintf(rs->unit[SP_LANG_ZH_HANT_], sizeof rs->unit[0], "分");
    ui_i18n en = {0}, zh = {0};
    en.lang = SP_LANG_EN_;
    zh.lang = SP_LANG_ZH_HANT_;
    char buf[64];
    ui_sheet_amount(rs, 1, &en, buf, sizeof buf);
    CHECK(!strcmp(buf, "1 point"), "one: '%s'", buf);
    ui_sheet_amount(rs, -1, &en, buf, sizeof buf);
    CHECK(!strcmp(buf, "-1 point"), "minus one: '%s'", buf);
    ui_sheet_amount(rs, 2, &en, buf, sizeof buf);
    CHECK(!strcmp(buf, "2 points"), "two: '%s'", buf);
    ui_sheet_amount(rs, 1, &zh, buf, sizeof buf);
    CHECK(!strcmp(buf, "1 分"), "Chinese: '%s'", buf);
    snprintf(rs->unit[SP_LANG_EN_], sizeof rs->unit[0], "fan");
    ui_sheet_amount(rs, 1, &en, buf, sizeof buf);
    CHECK(!strcmp(buf, "1 fan"), "fan: '%s'", buf);
    rs->npatterns = 1;
    snprintf(rs->patterns[0].kind, sizeof rs->patterns[0].kind, "factor");
    ui_sheet_amount(rs, 16, &en, buf, sizeof buf);
    CHECK(!strcmp(buf, "×16"), "multiplying ruleset: '%s'", buf);
    free(rs);
}

/* A host's notices read in the window's language with 1-based seats. */
static void notices(const char *assets)
{
    ui_i18n en = {0}, zh = {0}, hans = {0};
    char err[300], buf[SP_NET_CHAT_LEN];
    CHECK(ui_i18n_load(&en, assets, "en", err, sizeof err) == 0, "%s", err);
    CHECK(ui_i18n_load(&zh, assets, "zh-Hant", err, sizeof err) == 0, "%s", err);
    CHECK(ui_i18n_load(&hans, assets, "zh-Hans", err, sizeof err) == 0, "%s", err);
    sp_host_notice n = {.kind = SP_NOTICE_JOINED, .seat = 1, .name = "Bea"};
    ui_lan_notice_text(&en, &n, buf, sizeof buf);
    CHECK(!strcmp(buf, "Bea joined · Seat 2"), "English joined: '%s'", buf);
    ui_lan_notice_text(&zh, &n, buf, sizeof buf);
    CHECK(!strcmp(buf, "Bea 加入了牌桌 · 座位 2"), "Chinese joined: '%s'", buf);
    n.kind = SP_NOTICE_STANDIN;
    n.seat = 0;
    ui_lan_notice_text(&hans, &n, buf, sizeof buf);
    CHECK(!strcmp(buf, "Bea 暂时离开：由电脑代打 · 座位 1"), "Simplified stand-in: '%s'", buf);
    n.kind = SP_NOTICE_REFUSED;
    n.seat = -1;
    ui_lan_notice_text(&en, &n, buf, sizeof buf);
    CHECK(!strcmp(buf, "Bea was turned away"), "refused: '%s'", buf);
    n.kind = SP_NOTICE_STARTED;
    n.name[0] = '\0';
    ui_lan_notice_text(&zh, &n, buf, sizeof buf);
    CHECK(!strcmp(buf, "對局開始"), "started: '%s'", buf);
    for (int k = 0; k < SP_NOTICE_COUNT; k++) { /* every kind has its words, no key shows through */
        n.kind = (uint8_t)k;
        ui_lan_notice_text(&zh, &n, buf, sizeof buf);
        CHECK(!strstr(buf, "lan.notice"), "kind %d reads '%s'", k, buf);
    }
    ui_i18n_free(&en);
    ui_i18n_free(&zh);
    ui_i18n_free(&hans);
}

/* Which sound each event makes at a table shown from seat 0: no sound for what the seat
 * cannot see (another seat's draw, a pass), each call its own. */
static void event_sounds(void)
{
    sp_event e;
    memset(&e, 0, sizeof e);
    e.type = SP_EV_DRAW;
    e.seat = 0;
    CHECK(ui_cue_for_event(&e, 0, false) == SOUND_DRAW, "one's own draw is heard");
    e.seat = 2;
    CHECK(ui_cue_for_event(&e, 0, false) == -1, "another seat's draw is silent");
    e.type = SP_EV_PASS;
    CHECK(ui_cue_for_event(&e, 0, false) == -1, "a pass is silent");
    e.type = SP_EV_DISCARD;
    CHECK(ui_cue_for_event(&e, 0, false) == SOUND_DISCARD_OTHER, "another seat's discard");
    e.seat = 0;
    CHECK(ui_cue_for_event(&e, 0, false) == SOUND_DISCARD, "one's own discard");
    e.type = SP_EV_MELD;
    static const int melds[][2] = {{SP_MELD_CHI, SOUND_CHOW}, {SP_MELD_PON, SOUND_PUNG}, {SP_MELD_MINKAN, SOUND_KONG},
                                   {SP_MELD_KAKAN, SOUND_KONG}, {SP_MELD_ANKAN, SOUND_KONG}};
    for (int i = 0; i < 5; i++) {
        e.a = melds[i][0];
        CHECK(ui_cue_for_event(&e, 0, false) == melds[i][1], "meld type %d", melds[i][0]);
    }
    e.type = SP_EV_SPECIAL;
    CHECK(ui_cue_for_event(&e, 0, false) == SOUND_KONG_ONE, "a one-tile kong");
    e.type = SP_EV_FLOWER;
    CHECK(ui_cue_for_event(&e, 0, false) == SOUND_FLOWER, "a flower");
    e.type = SP_EV_DECLARE;
    CHECK(ui_cue_for_event(&e, 0, false) == SOUND_DECLARE, "a declaration");
    e.type = SP_EV_WIN;
    e.b = 1;
    e.from = 2;
    CHECK(ui_cue_for_event(&e, 0, false) == SOUND_WIN_DISCARD, "a win on a discard");
    e.from = -1;
    CHECK(ui_cue_for_event(&e, 0, false) == SOUND_WIN_SELF_DRAW, "a self-drawn win");
    CHECK(ui_cue_for_event(&e, 0, true) == SOUND_WIN_LIMIT, "a limit hand");
    e.b = 0;
    CHECK(ui_cue_for_event(&e, 0, false) == SOUND_EXHAUSTIVE_DRAW, "a false win falls");
    e.type = SP_EV_EXHAUSTED;
    CHECK(ui_cue_for_event(&e, 0, false) == SOUND_EXHAUSTIVE_DRAW, "the wall ran out");
    /* a win's limit by the hand's outcome; not known without it (a LAN view not come yet) */
    sp_hand_outcome o;
    memset(&o, 0, sizeof o);
    o.kind = SP_END_WIN;
    o.nwins = 2;
    o.wins[0].seat = 3;
    o.wins[1].seat = 2;
    o.wins[1].limit = true;
    e.type = SP_EV_WIN;
    e.seat = 2;
    CHECK(ui_cue_win_limit(NULL, &e) == -1, "a win's limit is known before the hand's end is seen");
    CHECK(ui_cue_win_limit(&o, &e) == 1, "the second winner's limit hand is not heard as one");
    e.seat = 3;
    CHECK(ui_cue_win_limit(&o, &e) == 0, "the first winner's plain hand is heard as a limit");
    e.seat = 1;
    CHECK(ui_cue_win_limit(&o, &e) == 0, "a seat with no win is at the limit");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: ui_units ASSETS_DIR\n");
        return 2;
    }
    settings_round_trip();
    strings_complete(argv[1]);
    amounts();
    notices(argv[1]);
    event_sounds();
    if (failures) fprintf(stderr, "ui_units: %d checks failed\n", failures);
    else printf("ui_units: ok\n");
    return failures ? 1 : 0;
}
