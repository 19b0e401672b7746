/* app.c: start-up, the loop and screenshots. */
#include "app/app.h"
#include "app/temp_sweep.h"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/paths.h"
#include "app/renderer.h"
#include "app/settings_file.h"
#include "table/ruleset_catalog.h"
#include "table/ruleset_file.h"
#include "ui/bots.h"
#include "ui/draw.h"
#include "ui/lan.h"
#include "ui/match.h"
#include "ui/match_history.h"
#include "ui/save_writer.h"
#include "ui/saves.h"
#include "ui/replay_viewer.h"
#include "ui/screen.h"
#include "ui/screens.h"
#include "ui/sound.h"
#include "ui/table_still.h"
#include "ui/tutorial.h"

/* On first start the window speaks the first of the system's preferred languages it knows,
 * English when it knows none. */
static void system_lang(char *lang, size_t len)
{
    const char *pick = NULL;
    SDL_Locale *l = SDL_GetPreferredLocales();
    for (int i = 0; l && l[i].language && !pick; i++) pick = ui_settings_lang_for_locale(l[i].language, l[i].country);
    snprintf(lang, len, "%s", pick ? pick : "en");
    SDL_free(l);
}

/* The sounds, unless asked for none or only drawing (screenshots, the frame benchmark), or
 * headless (the dummy video driver: tests, CI) without an audio driver named in
 * SDL_AUDIODRIVER - nobody listens there, and probing the system's audio libraries costs time.
 * Without an audio device the game plays silently and says so once. */
static void open_sound(ui_app *app, const app_args *a)
{
    if (a->no_sound || a->screenshot || a->bench_frames) return;
    const char *video = SDL_GetCurrentVideoDriver();
    if (video && !strcmp(video, "dummy") && !SDL_getenv("SDL_AUDIODRIVER")) return;
    char dir[1100], why[300];
    snprintf(dir, sizeof dir, "%s/sounds", app->assets_dir);
    app->sound = ui_sound_open(dir, why, sizeof why);
    if (!app->sound) fprintf(stderr, "sparrow: playing without sound (%s)\n", why);
    ui_sound_apply_settings(app);
}

int app_open(ui_app *app, const app_args *a, char *err, size_t errlen)
{
    memset(app, 0, sizeof *app);
    app->focus = -1;
    app->drag_id = -1;
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        snprintf(err, errlen, "sparrow: cannot start SDL video: %s", SDL_GetError());
        return -1;
    }
    if (TTF_Init() != 0) {
        snprintf(err, errlen, "sparrow: cannot start SDL_ttf: %s", TTF_GetError());
        return -1;
    }
    IMG_Init(IMG_INIT_PNG);
    if (app_find_assets(app->assets_dir, sizeof app->assets_dir)) {
        snprintf(err, errlen, "sparrow: the assets folder (tiles/*.svg) was not found; looked for %s", app->assets_dir);
        return -1;
    }
    app_pref_dir(app->pref_dir, sizeof app->pref_dir);
    if (app->pref_dir[0]) {
        snprintf(app->saves_dir, sizeof app->saves_dir, "%.1000ssaves", app->pref_dir);
        snprintf(app->save_path, sizeof app->save_path, "%.1000s/match.json", app->saves_dir); /* each match gets its own */
        ui_saves_migrate(app);
        /* the temporary files of writes a kill cut short, whose writer is gone (app/temp_sweep.h) */
        static const char *const folders[] = {"", "saves", "replays", "rules"};
        for (size_t i = 0; i < sizeof folders / sizeof *folders; i++) {
            char dir[1100];
            snprintf(dir, sizeof dir, "%.1000s%s", app->pref_dir, folders[i]);
            app_sweep_temps(dir, NULL);
        }
    }
    app->saver = ui_save_writer_open();
    char settings_path[1100];
    snprintf(settings_path, sizeof settings_path, "%ssettings.txt", app->pref_dir);
    struct stat st;
    bool first_start = app->pref_dir[0] && stat(settings_path, &st) != 0;
    bool settings_ok = app_settings_load(&app->settings, app->pref_dir);
    if (first_start) system_lang(app->settings.lang, sizeof app->settings.lang);
    app->save_settings = app_settings_save;
    char lang[8];
    snprintf(lang, sizeof lang, "%s", a->lang ? a->lang : app->settings.lang);
    if (a->lang) snprintf(app->settings.lang, sizeof app->settings.lang, "%s", a->lang);
    char fonts[1100];
    app_fonts_dir(fonts, sizeof fonts);
    if (ui_text_init(&app->text, fonts, err, errlen)) return -1;
    ui_text_set_lang(&app->text, lang);
    if (ui_sprites_init(&app->sprites, app->assets_dir, err, errlen)) return -1;
    if (ui_i18n_load(&app->i18n, app->assets_dir, lang, err, errlen)) return -1;
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (a->fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    app->fullscreen = a->fullscreen;
    app->win = SDL_CreateWindow("Sparrow 麻雀", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, a->win_w, a->win_h, flags);
    if (!app->win) {
        snprintf(err, errlen, "sparrow: cannot open a window: %s", SDL_GetError());
        return -1;
    }
    SDL_SetWindowMinimumSize(app->win, APP_MIN_W, APP_MIN_H);
    app->ren = app_renderer_create(app->win);
    if (!app->ren) {
        snprintf(err, errlen, "sparrow: cannot create a renderer: %s", SDL_GetError());
        return -1;
    }
    char icon[1200];
    snprintf(icon, sizeof icon, "%s/icon/sparrow.svg", app->assets_dir);
    SDL_Surface *ic = IMG_Load(icon);
    if (ic) {
        SDL_SetWindowIcon(app->win, ic);
        SDL_FreeSurface(ic);
    }
    open_sound(app, a);
    app->now = SDL_GetTicks64();
    ui_resize(app);
    ui_show(app, &ui_screen_title);
    if (!settings_ok) ui_notice(app, "%s", ui_tr(&app->i18n, "msg.settings_bad"));
    return 0;
}

void app_close(ui_app *app)
{
    ui_screen_close_all(app);
    ui_save_writer_close(app->saver); /* the last save reaches the disk */
    app->saver = NULL;
    ui_lan_free(app);
    ui_match_free(app->match);
    app->match = NULL;
    ui_newgame_free(app);
    ui_tutorial_free(app);
    ui_history_close(app);
    ui_text_free(&app->text);
    ui_sprites_free(&app->sprites);
    ui_i18n_free(&app->i18n);
    ui_sound_close(app->sound);
    app->sound = NULL;
    if (app->felt) SDL_DestroyTexture(app->felt);
    ui_table_still_free(app);
    if (app->ren) SDL_DestroyRenderer(app->ren);
    if (app->win) SDL_DestroyWindow(app->win);
    IMG_Quit();
    if (TTF_WasInit()) TTF_Quit();
    SDL_Quit();
}

int app_start_match(ui_app *app, const char *rules, uint64_t seed, bool human, char *err, size_t errlen)
{
    return app_start_match_with(app, rules, seed, human, 0, ui_bot_level_find("normal"), err, errlen);
}

int app_start_match_with(ui_app *app, const char *rules, uint64_t seed, bool human, int players, int level, char *err,
                         size_t errlen)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    if (!rs) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    if (sp_ruleset_load(rules, rs, err, errlen)) {
        free(rs);
        return -1;
    }
    int levels[SP_SEATS] = {level, level, level, level};
    ui_match *m = ui_match_start(rs, NULL, players, seed, human, levels, app->now, err, errlen);
    if (!m) return -1;
    /* a replay viewer's match is its own: it goes when the viewer closes (ui_show below);
     * freeing it here too freed it twice */
    if (!app->match || !app->match->review) ui_match_free(app->match);
    app->match = m;
    if (human) ui_saves_new_slot(app);
    app->watch = !human;
    ui_show(app, &ui_screen_table);
    return 0;
}

/* Resume's list with ten saved matches (the first three a few hands in, another ruleset each:
 * `rules` and the next two of the catalog; more than the rows a window shows, so that the list
 * scrolls) in a folder of their own, PREF/sample-saves: the player's saves are left alone. */
static int sample_saves(ui_app *app, const char *rules, uint64_t seed, char *err, size_t errlen)
{
    enum { MAX_RULESETS = 64 };
    sp_rules_entry *all = calloc(MAX_RULESETS, sizeof *all);
    if (!all) return -1;
    int n = sp_rules_catalog(all, MAX_RULESETS), at = 0;
    while (at < n && strcmp(all[at].id, rules)) at++;
    char ids[3][SP_ID_LEN];
    for (int i = 0; i < 3; i++)
        snprintf(ids[i], sizeof ids[i], "%s", i == 0 || n == 0 ? rules : all[(at + i) % n].id);
    free(all);
    snprintf(app->saves_dir, sizeof app->saves_dir, "%.1000ssample-saves", app->pref_dir);
    ui_saves_make_dir(app);
    for (int i = 0; i < 10; i++) {
        char path[1200];
        if (app_start_match_with(app, ids[i % 3], seed + (uint64_t)i, true, 0,
                                 ui_bot_level_find(i == 2 ? "hard" : "normal"), err, errlen))
            return -1;
        if (i < 3) ui_match_play_hands(app->match, 3 - i);
        ui_match_fast_forward(app->match, 25);
        snprintf(path, sizeof path, "%s/match-sample-%d.json", app->saves_dir, i + 1);
        if (ui_match_save(app->match, path, err, errlen)) return -1;
    }
    ui_match_free(app->match);
    app->match = NULL;
    ui_show(app, &ui_screen_title);
    ui_screen_push(app, &ui_screen_saves);
    return 0;
}

/* The replay viewer on two hands played by computer players, in the middle of the second. */
static int sample_replay(ui_app *app, const char *rules, uint64_t seed, char *err, size_t errlen)
{
    if (app_start_match(app, rules, seed, false, err, errlen)) return -1;
    ui_match_play_hands(app->match, 1);
    ui_match_next_hand(app->match);
    ui_match_play_hands(app->match, 1);
    char *text = sp_replay_json(app->match->s);
    ui_match_free(app->match);
    app->match = NULL;
    ui_show(app, &ui_screen_title);
    int rc = text ? ui_replay_open_text(app, text, "sample-replay.json") : -1;
    free(text);
    ui_replay *rv = ui_replay_shown(app);
    if (rc || !rv) return snprintf(err, errlen, "sparrow: the sample replay did not open: %s", app->message), -1;
    size_t first, last;
    if (sp_cursor_hand_frames(&rv->c, sp_cursor_hands(&rv->c), &first, &last)) ui_replay_seek(rv, first + (last - first) / 2);
    return 0;
}

int app_sample_screen(ui_app *app, const char *name, const char *rules, uint64_t seed, char *err, size_t errlen)
{
    bool drawn = !strcmp(name, "result-draw"); /* the result of a hand that ends in an exhaustive draw */
    const ui_screen *s = ui_screen_find(drawn ? "result" : name);
    if (!s) {
        int n = snprintf(err, errlen, "sparrow: unknown screen '%s' (", name);
        for (int i = 0; ui_screen_list[i] && n > 0 && (size_t)n < errlen; i++)
            n += snprintf(err + n, errlen - (size_t)n, "%s%s", i ? ", " : "", ui_screen_list[i]->name);
        if (n > 0 && (size_t)n < errlen) snprintf(err + n, errlen - (size_t)n, ")");
        return -1;
    }
    if (!rules) rules = "hk-classic";
    /* the screens that show a match get one */
    if (s == &ui_screen_table) {
        if (app_start_match(app, rules, seed, true, err, errlen)) return -1;
        ui_match_fast_forward(app->match, 60);
    } else if (s == &ui_screen_result || s == &ui_screen_final_table) {
        /* the first seed whose first hand is won (or drawn) */
        for (uint64_t k = 0; k < 200; k++) {
            if (app_start_match(app, rules, seed + k, true, err, errlen)) return -1;
            ui_match_play_hands(app->match, 1);
            const sp_hand_outcome *o = &app->match->s->game.outcome;
            if (drawn ? o->kind == SP_END_EXHAUSTED : o->kind == SP_END_WIN && o->nwins > 0 && o->wins[0].valid) break;
        }
        app->match->result_shown = true;
    } else if (s == &ui_screen_match_result) {
        if (app_start_match(app, rules, seed, true, err, errlen)) return -1;
        ui_match_play_hands(app->match, 200);
        app->match->result_shown = true;
    } else if (s == &ui_screen_lan) {
        /* a real lobby on this machine (any free port, no announcement): two computer players,
         * an open seat, a line of chat */
        ui_lan *l = ui_lan_get(app);
        if (!l) return snprintf(err, errlen, "out of memory"), -1;
        l->announce_to = NULL;
        int8_t bots[SP_SEATS] = {-1, SP_BOT_NORMAL, -1, SP_BOT_HARD};
        if (ui_lan_host(app, rules, NULL, 0, bots, 0, err, errlen)) return -1;
        sp_lobby_seat seats[SP_SEATS];
        for (int i = 0; i < 300 && !(l->client && sp_net_client_lobby(l->client, seats)); i++) {
            ui_lan_update(app);
            SDL_Delay(5);
        }
        ui_lan_send_chat(app, ui_tr(&app->i18n, "emote.nice"));
        for (int i = 0; i < 20; i++) {
            ui_lan_update(app);
            SDL_Delay(5);
        }
    }
    if (s == &ui_screen_saves) return sample_saves(app, rules, seed, err, errlen);
    if (s == &ui_screen_replay) return sample_replay(app, rules, seed, err, errlen);
    if (s == &ui_screen_calc) { /* a hand every ruleset plays (suits only, no flowers) won on a discard */
        ui_show(app, &ui_screen_title);
        cJSON *req = cJSON_Parse("{\"tiles\": \"111345777999m55p\", \"melds\": [], \"win_tile\": \"7m\", \"win\": \"ron\","
                                 " \"seat\": \"S\", \"round\": \"E\", \"dealer\": \"E\", \"discarder\": \"W\"}");
        cJSON_AddStringToObject(req, "rules", rules);
        ui_calc_open(app, req);
        cJSON_Delete(req);
        return 0;
    }
    if (s == &ui_screen_confirm) { /* a question needs an asker: the title's "Quit?" */
        ui_show(app, &ui_screen_title);
        ui_ask_quit(app);
        return 0;
    }
    ui_show(app, s == &ui_screen_final_table ? &ui_screen_result : s);
    /* sample screens show their end state at once */
    if (s == &ui_screen_result || s == &ui_screen_match_result || s == &ui_screen_final_table)
        app->screen_since = app->stack[app->depth - 1].since = 0, app->now = SDL_GetTicks64() + 600000;
    if (s == &ui_screen_final_table) ui_screen_push(app, s); /* over its score sheet */
    return 0;
}

int app_save_png(ui_app *app, const char *path, char *err, size_t errlen)
{
    ui_draw(app);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, app->pw, app->ph, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) {
        snprintf(err, errlen, "screenshot: %s", SDL_GetError());
        return -1;
    }
    int rc = SDL_RenderReadPixels(app->ren, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch);
    if (rc == 0) rc = IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
    if (rc != 0) {
        snprintf(err, errlen, "screenshot %s: %s", path, SDL_GetError());
        return -1;
    }
    SDL_RenderPresent(app->ren);
    return 0;
}

/* Waits up to timeout ms for an event. SDL's dummy driver cannot wait for one: SDL then polls
 * every millisecond (3 % of a core doing nothing), so there the wait sleeps in slices of 20 ms
 * (events come only from the program itself, or a signal's quit). */
static bool wait_event(SDL_Event *e, int timeout, bool dummy)
{
    if (!dummy) return SDL_WaitEventTimeout(e, timeout) == 1;
    uint64_t until = SDL_GetTicks64() + (uint64_t)timeout;
    for (;;) {
        if (SDL_PollEvent(e)) return true;
        uint64_t now = SDL_GetTicks64();
        if (now >= until) return false;
        SDL_Delay(until - now < 20 ? (Uint32)(until - now) : 20);
    }
}

enum { APP_FRAME_MS = 16 };

/* While something moves, the next frame comes APP_FRAME_MS after the last one began (a display
 * shows no more than 60 a second; the time the frame took is not added to the wait), and at
 * least 2 ms after now. */
static int next_frame_ms(uint64_t frame_at)
{
    int64_t left = (int64_t)(frame_at + APP_FRAME_MS) - (int64_t)SDL_GetTicks64();
    return left < 2 ? 2 : (int)left;
}

int app_run(ui_app *app, const char *screenshot, int after_ms)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    bool dummy = driver && !strcmp(driver, "dummy");
    uint64_t start = SDL_GetTicks64(), offset = app->now > start ? app->now - start : 0;
    bool dirty = true;
    uint64_t frame_at = 0;
    while (!app->quit) {
        app->now = SDL_GetTicks64() + offset;
        bool moving = ui_update(app);
        if (screenshot && SDL_GetTicks64() >= start + (uint64_t)after_ms) {
            char err[400];
            if (app_save_png(app, screenshot, err, sizeof err)) {
                fprintf(stderr, "sparrow: %s\n", err);
                return 1;
            }
            return 0;
        }
        if (dirty || moving || app->changed) {
            frame_at = SDL_GetTicks64();
            ui_draw(app);
            SDL_RenderPresent(app->ren);
            dirty = false;
            app->changed = false;
        }
        /* sleep until an event, the next animation frame, or a bot's or timer's moment */
        int timeout = moving ? next_frame_ms(frame_at) : app->wake_ms >= 0 ? app->wake_ms : 1000;
        if (screenshot) {
            int64_t left = (int64_t)(start + (uint64_t)after_ms) - (int64_t)SDL_GetTicks64();
            if (left < timeout) timeout = left < 0 ? 0 : (int)left;
        }
        SDL_Event e;
        if (wait_event(&e, timeout, dummy)) {
            app->now = SDL_GetTicks64() + offset;
            ui_event(app, &e);
            while (SDL_PollEvent(&e)) ui_event(app, &e);
            dirty = true;
        }
    }
    return 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Draws and presents `frames` frames 16 ms apart (the still image drawn again each time when
 * `again`: the frame where the table changed), their times in ms[]; their mean and p99. */
static void bench_frames(ui_app *app, int frames, bool again, double *ms, double *mean, double *p99)
{
    double sum = 0;
    uint64_t freq = SDL_GetPerformanceFrequency();
    for (int i = 0; i < frames; i++) {
        uint64_t t0 = SDL_GetPerformanceCounter();
        app->now += 16;
        if (again) ui_table_still_reset(app, false);
        ui_draw(app);
        SDL_RenderPresent(app->ren);
        uint64_t t1 = SDL_GetPerformanceCounter();
        ms[i] = (double)(t1 - t0) * 1000.0 / (double)freq;
        sum += ms[i];
        SDL_Event e;
        while (SDL_PollEvent(&e)) {}
    }
    qsort(ms, (size_t)frames, sizeof *ms, cmp_double);
    int p = (int)((double)frames * 0.99);
    *mean = sum / frames;
    *p99 = ms[p >= frames ? frames - 1 : p];
}

int app_bench(ui_app *app, int frames, const char *rules, uint64_t seed)
{
    char err[400];
    if (!rules) rules = "hk-classic";
    /* a busy table: play on until the wall is nearly empty (every river long, melds down) */
    for (uint64_t k = 0; k < 50; k++) {
        if (app_start_match(app, rules, seed + k, true, err, sizeof err)) {
            fprintf(stderr, "sparrow: %s\n", err);
            return 1;
        }
        while (sp_game_pending(&app->match->s->game) && sp_game_wall_left(&app->match->s->game) > 12)
            ui_match_fast_forward(app->match, 1);
        if (sp_game_pending(&app->match->s->game)) break;
    }
    ui_match *m = app->match;
    /* a tile in flight: the last discard slides for the whole run */
    sp_view v;
    ui_match_view(m, &v);
    for (int s = 0; s < v.players; s++)
        if (v.seats[s].nriver && m->ntw < UI_MAX_TWEENS)
            m->tw[m->ntw++] = (ui_tween){.kind = UI_TW_DISCARD, .seat = (int8_t)s, .from = -1,
                                         .tile = v.seats[s].river[v.seats[s].nriver - 1], .start = app->now, .dur = 1 << 30};
    double *ms = malloc(sizeof *ms * (size_t)frames);
    if (!ms) return 1;
    for (int i = 0; i < 3; i++) ui_draw(app); /* warm-up: sprites and text rasterised once */
    double mean, p99, again_mean, again_p99;
    bench_frames(app, frames, false, ms, &mean, &p99);
    bench_frames(app, frames, true, ms, &again_mean, &again_p99);
    SDL_RendererInfo info;
    const char *name = SDL_GetRendererInfo(app->ren, &info) == 0 ? info.name : "unknown";
    /* the frames were presented on this video driver: say which (stderr keeps stdout one line) */
    fprintf(stderr, "sparrow: video driver %s, renderer %s\n", SDL_GetCurrentVideoDriver(), name);
    fprintf(stderr, "sparrow: with the table's still image drawn again every frame: %.3f ms mean, %.3f ms p99\n",
            again_mean, again_p99);
    printf("{\"frames\": %d, \"ms_per_frame_mean\": %.3f, \"ms_per_frame_p99\": %.3f, \"renderer\": \"%s\"}\n", frames,
           mean, p99, name);
    free(ms);
    return 0;
}
