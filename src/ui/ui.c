/* ui.c: zones, notices, and the dispatch of draw / event / update to the screen on top of the
 * stack (ui/screen.h). */
#include "ui/ui.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "ui/draw.h"
#include "ui/lan.h"
#include "ui/match.h"
#include "ui/match_history.h"
#include "ui/replay_files.h"
#include "ui/screen.h"
#include "ui/screens.h"
#include "ui/sound.h"
#include "ui/table_still.h"

void ui_resize(ui_app *app)
{
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(app->ren, &w, &h);
    if (w < 1) w = 1;
    if (h < 1) h = 1;
    if (w == app->pw && h == app->ph) return;
    app->pw = w;
    app->ph = h;
    float sx = (float)w / UI_LOGICAL_W, sy = (float)h / UI_LOGICAL_H;
    app->s = sx < sy ? sx : sy;
    if (app->s < 0.05f) app->s = 0.05f;
    app->lw = (float)w / app->s;
    app->lh = (float)h / app->s;
    ui_sprites_clear(&app->sprites);
    ui_text_clear(&app->text);
}

void ui_notice(ui_app *app, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(app->message, sizeof app->message, fmt, ap);
    va_end(ap);
    app->message_until = app->now + 4000;
}

void ui_error(ui_app *app, const char *key, const char *detail)
{
    snprintf(app->message, sizeof app->message, "%s\n%s", ui_tr(&app->i18n, key), detail);
    app->message_until = app->now + 10000; /* long enough to read what and where */
}

void ui_wake(ui_app *app, int ms)
{
    if (app->wake_ms < 0 || ms < app->wake_ms) app->wake_ms = ms;
}

void ui_redraw_in(ui_app *app, int ms)
{
    uint64_t at = app->now + (uint64_t)(ms > 0 ? ms : 0);
    if (!app->redraw_at || at < app->redraw_at) app->redraw_at = at;
    ui_wake(app, ms);
}

void ui_zone_add(ui_app *app, ui_rect r, int id, bool enabled)
{
    if (app->nzones < UI_MAX_ZONES) app->zones[app->nzones++] = (ui_zone){r, id, enabled};
}

bool ui_rect_has(ui_rect r, float x, float y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

int ui_zone_at(const ui_app *app, float x, float y)
{
    for (int i = app->nzones - 1; i >= 0; i--)
        if (app->zones[i].enabled && ui_rect_has(app->zones[i].r, x, y)) return app->zones[i].id;
    return -1;
}

void ui_draw(ui_app *app)
{
    const ui_screen *top = ui_screen_top(app);
    if (!top || !top->opaque) { /* (clearing a window drawn over whole again costs as much as a copy of it) */
        SDL_SetRenderDrawColor(app->ren, 16, 60, 40, 255);
        SDL_RenderClear(app->ren);
    }
    app->nzones = 0;
    app->nrec = 0;
    app->nplate_rec = 0;
    app->ntext = 0;
    app->text_rec[0] = 0;
    app->draw_group = -1;
    app->redraw_at = 0; /* what moves asks again while drawn */
    app->frames++;
    if (top) top->draw(app);
    if (app->message[0] && app->now < app->message_until) ui_draw_notice(app, app->message);
    if (app->focus >= app->nzones) app->focus = -1;
}

static void activate(ui_app *app, int id, bool back)
{
    const ui_screen *top = ui_screen_top(app);
    if (id < 1000) ui_play_sound(app, SOUND_CLICK); /* buttons; the hand's tiles (1000+) clack instead */
    if (top) top->activate(app, id, back);
}

void ui_play_sound(ui_app *app, int id)
{
    ui_sound_play(app->sound, (sound_id)id);
}

void ui_sound_apply_settings(ui_app *app)
{
    const ui_settings *st = &app->settings;
    ui_sound_levels lv = {st->volume_master, st->volume_effects, st->volume_ui, st->mute};
    ui_sound_set_levels(app->sound, &lv);
}

/* M: sound off / on, anywhere but while typing. */
static void toggle_mute(ui_app *app)
{
    app->settings.mute = !app->settings.mute;
    ui_sound_apply_settings(app);
    ui_notice(app, "%s", ui_tr(&app->i18n, app->settings.mute ? "snd.muted" : "snd.unmuted"));
    if (app->save_settings) app->save_settings(app);
}

static void move_focus(ui_app *app, int dir)
{
    if (!app->nzones) return;
    int i = app->focus;
    for (int k = 0; k < app->nzones; k++) {
        i = i < 0 ? (dir > 0 ? 0 : app->nzones - 1) : (i + dir + app->nzones) % app->nzones;
        if (app->zones[i].enabled && app->zones[i].id < 1000) break;
    }
    app->focus = i;
}

void ui_event(ui_app *app, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_QUIT: app->quit = true; return;
    case SDL_RENDER_TARGETS_RESET: /* the still image's texture lost what it held */
        ui_table_still_reset(app, false);
        return;
    case SDL_RENDER_DEVICE_RESET: /* every texture is gone: made again as they are drawn */
        ui_table_still_reset(app, true);
        if (app->felt) SDL_DestroyTexture(app->felt);
        app->felt = NULL;
        ui_sprites_clear(&app->sprites);
        ui_text_clear(&app->text);
        return;
    case SDL_WINDOWEVENT:
        if (e->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || e->window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED)
            ui_resize(app);
        return;
    default: break;
    }
    /* window coordinates to output pixels (they differ on high-DPI displays) */
    if (e->type == SDL_MOUSEMOTION || e->type == SDL_MOUSEBUTTONDOWN) {
        app->changed = true;
        int ww, wh;
        SDL_GetWindowSize(app->win, &ww, &wh);
        float kx = ww ? (float)app->pw / (float)ww : 1, ky = wh ? (float)app->ph / (float)wh : 1;
        int x = e->type == SDL_MOUSEMOTION ? e->motion.x : e->button.x;
        int y = e->type == SDL_MOUSEMOTION ? e->motion.y : e->button.y;
        app->mx = (float)x * kx / app->s;
        app->my = (float)y * ky / app->s;
    }
    if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_LEFT && app->drag_id >= 0) {
        /* a hand tile: discarded when released on itself (a click) or dragged up off the row */
        int ww, wh;
        SDL_GetWindowSize(app->win, &ww, &wh);
        float ky = wh ? (float)app->ph / (float)wh : 1;
        float y = (float)e->button.y * ky / app->s;
        int id = app->drag_id;
        app->drag_id = -1;
        if (ui_zone_at(app, (float)e->button.x * (ww ? (float)app->pw / (float)ww : 1) / app->s, y) == id ||
            y < app->drag_y0 - 40)
            activate(app, id, false);
        return;
    }
    const ui_screen *top = ui_screen_top(app);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F11) {
        app->fullscreen = !app->fullscreen;
        SDL_SetWindowFullscreen(app->win, app->fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        ui_resize(app);
        return;
    }
    /* the screen's own keys and mouse (typing into a field, the table's tiles) first */
    if (top && top->event && top->event(app, e)) return;
    if (top && top != &ui_screen_keys && e->type == SDL_KEYDOWN &&
        (e->key.keysym.sym == SDLK_F1 || e->key.keysym.sym == SDLK_QUESTION ||
         (e->key.keysym.sym == SDLK_SLASH && (e->key.keysym.mod & KMOD_SHIFT)))) {
        ui_screen_push(app, &ui_screen_keys);
        return;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        int id = ui_zone_at(app, app->mx, app->my);
        if (id >= 0) activate(app, id, false);
        return;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_RIGHT) {
        int id = ui_zone_at(app, app->mx, app->my);
        if (id >= 0) activate(app, id, true);
        return;
    }
    if (e->type != SDL_KEYDOWN) return;
    SDL_Keycode k = e->key.keysym.sym;
    switch (k) {
    case SDLK_DOWN:
    case SDLK_TAB: move_focus(app, 1); break;
    case SDLK_UP: move_focus(app, -1); break;
    case SDLK_m:
        if (!SDL_IsTextInputActive()) toggle_mute(app);
        break;
    case SDLK_LEFT:
    case SDLK_RIGHT:
        if (app->focus >= 0 && app->focus < app->nzones) activate(app, app->zones[app->focus].id, k == SDLK_LEFT);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        if (app->focus >= 0 && app->focus < app->nzones && app->zones[app->focus].enabled)
            activate(app, app->zones[app->focus].id, false);
        break;
    default: break;
    }
}

bool ui_update(ui_app *app)
{
    bool moving = false;
    app->wake_ms = -1;
    if (app->redraw_at && app->now >= app->redraw_at) app->changed = true; /* a countdown's next frame */
    else if (app->redraw_at) ui_wake(app, (int)(app->redraw_at - app->now));
    if (ui_lan_update(app)) app->changed = true; /* the network runs whatever the screen */
    const ui_screen *top = ui_screen_top(app);
    if (top && top->update) moving = top->update(app);
    ui_history_update(app); /* a hand that has just ended goes into the player's history */
    /* the sounds of what the match animated this frame start with their animations */
    if (app->match) {
        int cues[UI_MAX_CUES];
        int n = ui_match_take_cues(app->match, cues, UI_MAX_CUES);
        for (int i = 0; i < n; i++) ui_play_sound(app, cues[i]);
    }
    if (app->message[0] && app->now < app->message_until) ui_wake(app, (int)(app->message_until - app->now) + 1);
    if (app->message[0] && app->now >= app->message_until) {
        app->message[0] = 0; /* the notice goes: one more frame */
        app->changed = true;
    }
    return moving;
}
