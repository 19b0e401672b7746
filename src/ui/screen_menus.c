/* screen_menus.c: the title screen and the settings screen. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "ui/draw.h"
#include "ui/lan.h"
#include "ui/layout.h"
#include "ui/match.h"
#include "ui/saves.h"
#include "ui/screen.h"
#include "ui/screens.h"
#include "ui/tutorial.h"

enum { TITLE_TUTORIAL = 4, TITLE_LAN = 5, TITLE_REJOIN = 6, TITLE_REPLAYS = 7, TITLE_STATS = 8, TITLE_HOUSE_RULES = 9,
       TITLE_CALC = 10 };

static void title_tiles(ui_app *app, float y)
{
    /* 麻 雀: a row of tiles as the title's ornament */
    static const int kinds[] = {0, 9, 18, 27, 31, 32, 33, 34};
    float h = 54, w = ui_face_w(h), x = (app->lw - w * 8) / 2;
    for (int i = 0; i < 8; i++) ui_tile(app, kinds[i], h, 0, x + i * w, y, 0);
}

/* The tutorial and the hand calculator share a row: both teach the rules; no taller column. */
static void tutorial_row(ui_app *app, float cx, float by, float bh)
{
    ui_button(app, (ui_rect){cx - 170, by, 164, bh}, ui_tr(&app->i18n, "title.tutorial"), TITLE_TUTORIAL, true);
    ui_button(app, (ui_rect){cx + 6, by, 164, bh}, ui_tr(&app->i18n, "title.calc"), TITLE_CALC, true);
}

static void title_draw(ui_app *app)
{
    ui_felt(app);
    float cx = app->lw / 2, y = app->lh * 0.12f;
    ui_text(app, cx, y, 64, UI_WHITE, UI_ALIGN_CENTER, true, ui_tr(&app->i18n, "app.name"));
    ui_text(app, cx, y + 88, 22, UI_DIM, UI_ALIGN_CENTER, false, ui_tr(&app->i18n, "app.subtitle"));
    title_tiles(app, y + 130);
    bool can_resume = ui_saves_count(app) > 0;
    static const char *keys[4] = {"title.resume", "title.new", "title.settings", "title.quit"};
    float by = y + 230;
    /* a first-time player is offered the tutorial first (ui/tutorial.c) */
    bool first = ui_tutorial_first_time(app);
    char kept[80], name[SP_NET_NAME_LEN], label[200];
    bool rejoin = ui_lan_kept_seat(app, kept, sizeof kept, name, sizeof name);
    /* the column closes up when its buttons would not fit the window */
    int nbuttons = 6 + can_resume + rejoin;
    float step = (app->lh - 8 - by - (first ? 20 : 0)) / (float)nbuttons;
    if (step > 64) step = 64;
    float bh = step - 14 < 50 ? step - 14 : 50;
    if (first) {
        ui_text(app, cx, by - 30, 17, UI_GOLD, UI_ALIGN_CENTER, false, ui_tr(&app->i18n, "tut.offer"));
        tutorial_row(app, cx, by, bh);
        by += step + 20;
    }
    /* a LAN seat kept from a match this window left without its end (a crash): back to it */
    if (rejoin) {
        snprintf(label, sizeof label, "%s %s", ui_tr(&app->i18n, "title.rejoin"), kept);
        ui_button(app, (ui_rect){cx - 240, by, 480, bh}, label, TITLE_REJOIN, true); /* wider: an address */
        by += step;
    }
    for (int i = 0; i < 4; i++) {
        if (i == 0 && !can_resume) continue;
        if (i == 3 && !first) {
            tutorial_row(app, cx, by, bh);
            by += step;
        }
        if (i == 2) { /* Settings and Statistics share a row: one more button, no taller column */
            ui_button(app, (ui_rect){cx - 170, by, 164, bh}, ui_tr(&app->i18n, keys[i]), i, true);
            ui_button(app, (ui_rect){cx + 6, by, 164, bh}, ui_tr(&app->i18n, "title.stats"), TITLE_STATS, true);
        } else {
            ui_button(app, (ui_rect){cx - 170, by, 340, bh}, ui_tr(&app->i18n, keys[i]), i, true);
        }
        by += step;
        if (i == 1) {
            ui_button(app, (ui_rect){cx - 170, by, 340, bh}, ui_tr(&app->i18n, "title.lan"), TITLE_LAN, true);
            by += step;
            /* Replays and House rules share a row, as Settings and Statistics do */
            ui_button(app, (ui_rect){cx - 170, by, 164, bh}, ui_tr(&app->i18n, "title.replays"), TITLE_REPLAYS, true);
            ui_button(app, (ui_rect){cx + 6, by, 164, bh}, ui_tr(&app->i18n, "title.house_rules"), TITLE_HOUSE_RULES, true);
            by += step;
        }
    }
    if (app->focus < 0 && app->nzones) app->focus = 0;
}

static void title_activate(ui_app *app, int id, bool back)
{
    (void)back;
    char err[400];
    switch (id) {
    case 0: ui_screen_push(app, &ui_screen_saves); break;
    case 1: ui_newgame_open(app, false); break;
    case TITLE_LAN: ui_screen_push(app, &ui_screen_lan); break;
    case TITLE_HOUSE_RULES: ui_screen_push(app, &ui_screen_rules_editor); break;
    case TITLE_REJOIN:
        if (ui_lan_rejoin(app, err, sizeof err)) ui_notice(app, "%s", err);
        break;
    case 2: ui_screen_push(app, &ui_screen_settings); break;
    case TITLE_TUTORIAL: ui_screen_push(app, &ui_screen_tutorial); break;
    case TITLE_REPLAYS: ui_screen_push(app, &ui_screen_replays); break;
    case TITLE_STATS: ui_screen_push(app, &ui_screen_stats); break;
    case TITLE_CALC: ui_calc_open(app, NULL); break;
    default: ui_ask_quit(app); break;
    }
}

static void play_resumed(ui_app *app, ui_match *m, const char *path);
static void resume_saved_rules(ui_app *app);
static void resume_new_rules(ui_app *app);

int ui_resume_match(ui_app *app, const char *path, char *err, size_t errlen)
{
    char newest[1100];
    if (!path) {
        ui_saves_newest(app, newest, sizeof newest);
        if (!newest[0]) return snprintf(err, errlen, "sparrow: there is no saved match in %s", app->saves_dir), -1;
        path = newest;
    }
    ui_match *m = ui_match_resume(path, app->now, err, errlen);
    if (!m) return -1;
    if (ui_match_rules_note(m)[0]) { /* its rules changed since: the player chooses */
        snprintf(app->resume_path, sizeof app->resume_path, "%s", path);
        if (app->depth == 0) ui_show(app, &ui_screen_title); /* sparrow --resume: over the title */
        ui_confirm_choice(app, ui_tr(&app->i18n, "resume.rules_changed_q"), ui_match_rules_note(m), "resume.saved_rules",
                          resume_saved_rules, "resume.new_rules", resume_new_rules);
        ui_match_free(m);
        return 0;
    }
    play_resumed(app, m, path);
    return 0;
}

/* The chosen rules: the save's (the player is told which fields they keep) or the file's new
 * ones, when every saved move is legal under them. */
static void resume_with(ui_app *app, bool new_rules)
{
    char err[400];
    ui_match *m = ui_match_resume_rules(app->resume_path, app->now, new_rules, err, sizeof err);
    if (!m) {
        ui_error(app, new_rules ? "msg.new_rules_unfit" : "msg.save_bad", err);
        return;
    }
    play_resumed(app, m, app->resume_path);
}

static void resume_saved_rules(ui_app *app) { resume_with(app, false); }
static void resume_new_rules(ui_app *app) { resume_with(app, true); }

static void play_resumed(ui_app *app, ui_match *m, const char *path)
{
    ui_match_free(app->match);
    app->match = m;
    if (path != app->save_path) snprintf(app->save_path, sizeof app->save_path, "%s", path); /* saved where it was */
    app->watch = false;
    ui_trace_resumed(app);
    ui_show(app, &ui_screen_table);
    if (ui_match_rules_note(m)[0]) ui_notice(app, "%s %s", ui_tr(&app->i18n, "msg.saved_rules_used"), ui_match_rules_note(m));
}

static void quit_now(ui_app *app) { app->quit = true; }

void ui_ask_quit(ui_app *app)
{
    char detail[300], newest[1100] = "";
    if (app->match) snprintf(newest, sizeof newest, "%s", app->save_path); /* the match just saved */
    else ui_saves_newest(app, newest, sizeof newest);
    if (!newest[0] || !ui_saved_match_text(app, newest, detail, sizeof detail)) detail[0] = 0;
    ui_confirm(app, ui_tr(&app->i18n, "confirm.quit_q"), detail, "confirm.quit", quit_now);
}

bool ui_saved_match_text(ui_app *app, const char *path, char *out, size_t len)
{
    struct stat st;
    if (!path[0] || stat(path, &st) != 0) return false;
    char err[300], date[40] = "";
    ui_match *m = ui_match_resume(path, app->now, err, sizeof err);
    struct tm tm;
    if (localtime_r(&st.st_mtime, &tm)) strftime(date, sizeof date, "%Y-%m-%d %H:%M", &tm);
    if (!m) { /* unreadable: still the player's file */
        snprintf(out, len, "%s %s", ui_tr(&app->i18n, "confirm.saved"), date);
        return true;
    }
    sp_view v;
    ui_match_view(m, &v);
    int n = snprintf(out, len, "%s %s · %s · %s %d ·", ui_tr(&app->i18n, "confirm.saved"), date,
                     m->rules->names[app->i18n.lang], ui_tr(&app->i18n, "confirm.hand"), (int)v.hand_number);
    for (int s = 0; s < v.players && n > 0 && (size_t)n < len; s++)
        n += snprintf(out + n, len - (size_t)n, " %d", (int)v.seats[s].score);
    ui_match_free(m);
    return true;
}

enum {
    SET_LANG, SET_SPEED, SET_TURN_TIMER, SET_CALL_TIMER, SET_CONTINUE, SET_SORT, SET_PASS, SET_WAITS, SET_SIZE, SET_HINT,
    SET_COUNT, SET_SOUND = 98, SET_BACK = 99
};

/* A timer's value: "Off" or "10 s". */
static void seconds_text(const ui_i18n *t, int s, char *out, size_t len)
{
    if (!s) snprintf(out, len, "%s", ui_tr(t, "off"));
    else snprintf(out, len, "%d %s", s, ui_tr(t, "seconds"));
}

static void settings_draw(ui_app *app)
{
    ui_felt(app);
    const ui_i18n *t = &app->i18n;
    const ui_settings *st = &app->settings;
    ui_text(app, app->lw / 2, 40, 36, UI_WHITE, UI_ALIGN_CENTER, true, ui_tr(t, "set.title"));
    static const char *keys[SET_COUNT] = {"set.lang",     "set.speed",    "set.turn_timer", "set.call_timer",
                                          "set.auto_continue", "set.autosort", "set.autopass", "set.waits",
                                          "set.tilesize", "set.hint"};
    float x = app->lw / 2 - 380, y = 96, step = 52;
    for (int i = 0; i < SET_COUNT; i++) {
        char val[64], key[16];
        switch (i) {
        case SET_LANG:
            snprintf(val, sizeof val, "%s", !strcmp(st->lang, "en") ? "English" : !strcmp(st->lang, "zh-Hans") ? "简体中文" : "繁體中文");
            break;
        case SET_SPEED: snprintf(key, sizeof key, "speed.%d", st->speed); snprintf(val, sizeof val, "%s", ui_tr(t, key)); break;
        case SET_TURN_TIMER: seconds_text(t, ui_settings_timer_s(st->turn_timer), val, sizeof val); break;
        case SET_CALL_TIMER: seconds_text(t, ui_settings_timer_s(st->call_timer), val, sizeof val); break;
        case SET_CONTINUE: seconds_text(t, ui_settings_continue_s(st->auto_continue), val, sizeof val); break;
        case SET_SIZE: snprintf(key, sizeof key, "size.%d", st->tile_size); snprintf(val, sizeof val, "%s", ui_tr(t, key)); break;
        default: {
            bool on = i == SET_SORT ? st->auto_sort : i == SET_PASS ? st->auto_pass : i == SET_HINT ? st->discard_hint : st->waits_hint;
            snprintf(val, sizeof val, "%s", ui_tr(t, on ? "on" : "off"));
        }
        }
        ui_text_fit(app, x, y + 10 + i * step, 20, 480, UI_WHITE, UI_ALIGN_LEFT, false, ui_tr(t, keys[i]));
        ui_button(app, (ui_rect){x + 500, y + i * step, 260, 44}, val, i, true);
    }
    ui_button(app, (ui_rect){app->lw / 2 - 250, y + SET_COUNT * step + 14, 240, 50}, ui_tr(t, "back"), SET_BACK, true);
    ui_button(app, (ui_rect){app->lw / 2 + 10, y + SET_COUNT * step + 14, 240, 50}, ui_tr(t, "snd.button"), SET_SOUND,
              true);
    /* a sample of the hand's tile size */
    float h = 58 * (st->tile_size == 0 ? 0.86f : st->tile_size == 2 ? 1.14f : 1.0f);
    for (int i = 0; i < 3; i++) ui_tile(app, 4 + i * 9, h, 0, x + 780 + i * ui_face_w(h), y + SET_SIZE * step - 8, 0);
}

static void settings_activate(ui_app *app, int id, bool back)
{
    ui_settings *st = &app->settings;
    int d = back ? -1 : 1;
    switch (id) {
    case SET_LANG: {
        static const char *langs[3] = {"zh-Hant", "zh-Hans", "en"};
        int i = !strcmp(st->lang, "zh-Hans") ? 1 : !strcmp(st->lang, "en") ? 2 : 0;
        i = (i + d + 3) % 3;
        snprintf(st->lang, sizeof st->lang, "%s", langs[i]);
        char err[300];
        if (ui_i18n_load(&app->i18n, app->assets_dir, st->lang, err, sizeof err)) ui_error(app, "msg.lang_bad", err);
        ui_text_set_lang(&app->text, st->lang);
        break;
    }
    case SET_SPEED: st->speed = (st->speed + d + UI_SPEEDS) % UI_SPEEDS; break;
    case SET_TURN_TIMER: st->turn_timer = (st->turn_timer + d + UI_TIMERS) % UI_TIMERS; break;
    case SET_CALL_TIMER: st->call_timer = (st->call_timer + d + UI_TIMERS) % UI_TIMERS; break;
    case SET_CONTINUE: st->auto_continue = (st->auto_continue + d + UI_AUTO_CONTINUES) % UI_AUTO_CONTINUES; break;
    case SET_SORT: st->auto_sort = !st->auto_sort; break;
    case SET_PASS: st->auto_pass = !st->auto_pass; break;
    case SET_WAITS: st->waits_hint = !st->waits_hint; break;
    case SET_HINT: st->discard_hint = !st->discard_hint; break;
    case SET_SIZE: st->tile_size = (st->tile_size + d + UI_TILE_SIZES) % UI_TILE_SIZES; break;
    case SET_BACK: ui_screen_back(app); return;
    case SET_SOUND: ui_screen_push(app, &ui_screen_sound); return;
    default: return;
    }
    if (app->save_settings) app->save_settings(app);
}

static bool title_event(ui_app *app, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN || e->key.keysym.sym != SDLK_ESCAPE) return false;
    ui_ask_quit(app);
    return true;
}

const ui_screen ui_screen_title = {.name = "title", .keys = "keys.title_screen", .event = title_event, .activate = title_activate, .draw = title_draw};

/* Esc goes back, as Back does. */
bool ui_escape_goes_back(ui_app *app, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN || e->key.keysym.sym != SDLK_ESCAPE) return false;
    ui_screen_back(app);
    return true;
}

bool ui_enter_activates_first(ui_app *app, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN) return false;
    SDL_Keycode k = e->key.keysym.sym;
    if (k != SDLK_RETURN && k != SDLK_KP_ENTER && k != SDLK_SPACE) return false;
    if (app->focus >= 0 && app->focus < app->nzones && app->zones[app->focus].enabled) return false;
    ui_screen_top(app)->activate(app, 0, false);
    return true;
}

const ui_screen ui_screen_settings = {
    .name = "settings", .keys = "keys.settings", .event = ui_escape_goes_back, .activate = settings_activate, .draw = settings_draw};
