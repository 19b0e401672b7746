/* screen_sound.c: the sound settings (from Settings): master, effects and UI volumes in steps
 * of 10 (click: up, right click or Left: down), mute (also M anywhere). Each change plays a
 * sample of what it sets and is saved at once. */
#include <stdio.h>

#include "ui/draw.h"
#include "ui/screen.h"
#include "ui/screens.h"
#include "ui/sound.h"

enum { SND_MASTER, SND_EFFECTS, SND_UI, SND_MUTE, SND_COUNT, SND_BACK = 99 };

static int *volume_of(ui_settings *st, int row)
{
    return row == SND_MASTER ? &st->volume_master : row == SND_EFFECTS ? &st->volume_effects : &st->volume_ui;
}

static void sound_draw(ui_app *app)
{
    ui_felt(app);
    const ui_i18n *t = &app->i18n;
    ui_settings *st = &app->settings;
    ui_text(app, app->lw / 2, 40, 36, UI_WHITE, UI_ALIGN_CENTER, true, ui_tr(t, "snd.title"));
    static const char *keys[SND_COUNT] = {"snd.master", "snd.effects", "snd.ui", "snd.mute"};
    float x = app->lw / 2 - 380, y = 140;
    for (int i = 0; i < SND_COUNT; i++) {
        char val[64];
        if (i == SND_MUTE) snprintf(val, sizeof val, "%s", ui_tr(t, st->mute ? "on" : "off"));
        else snprintf(val, sizeof val, "%d %%", *volume_of(st, i));
        ui_text_fit(app, x, y + 12 + i * 62, 20, 480, UI_WHITE, UI_ALIGN_LEFT, false, ui_tr(t, keys[i]));
        ui_button(app, (ui_rect){x + 500, y + i * 62, 260, 48}, val, i, true);
    }
    if (!app->sound)
        ui_text_wrap(app, x, y + SND_COUNT * 62 + 10, 18, 760, UI_GOLD, false, ui_tr(t, "snd.no_device"), 2);
    ui_button(app, (ui_rect){app->lw / 2 - 120, y + SND_COUNT * 62 + 70, 240, 50}, ui_tr(t, "back"), SND_BACK, true);
}

static void sound_activate(ui_app *app, int id, bool back)
{
    ui_settings *st = &app->settings;
    if (id == SND_BACK) {
        ui_screen_back(app);
        return;
    }
    if (id == SND_MUTE) {
        st->mute = !st->mute;
    } else if (id >= SND_MASTER && id <= SND_UI) {
        int *v = volume_of(st, id);
        *v = (*v + (back ? -10 : 10) + 110) % 110; /* 0, 10, ..., 100, then round again */
    } else {
        return;
    }
    ui_sound_apply_settings(app);
    /* a sample of what was set: a discard's clack, or the UI tick */
    ui_play_sound(app, id == SND_UI ? SOUND_SCORE_ROW : SOUND_DISCARD);
    if (app->save_settings) app->save_settings(app);
}

const ui_screen ui_screen_sound = {
    .name = "sound", .event = ui_escape_goes_back, .activate = sound_activate, .draw = sound_draw};
