/* sound.h: the game's sounds through SDL2_mixer. The files (assets/sounds/<name>.wav, made by
 * src/tools/soundgen) are decoded once when the sounds open; playing one only hands a decoded
 * chunk to SDL's audio thread, which mixes it, so a sound never blocks a frame. Without an
 * audio device the game runs silently and says so once. */
#ifndef UI_SOUND_H
#define UI_SOUND_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/sound_ids.h"

typedef struct ui_sound ui_sound;

/* Volumes 0..100 and mute, from the settings. */
typedef struct {
    int master, effects, ui;
    bool mute;
} ui_sound_levels;

/* Opens the audio device and loads every sound from dir (assets/sounds). Returns NULL when
 * nothing can be played (no device, no files), with why in err: the caller says so once and
 * goes on; every function below accepts NULL and does nothing. */
ui_sound *ui_sound_open(const char *dir, char *err, size_t errlen);
void ui_sound_close(ui_sound *snd);
void ui_sound_set_levels(ui_sound *snd, const ui_sound_levels *levels);
/* Starts a sound now (on a free channel; the oldest one is cut when all are busy). */
void ui_sound_play(ui_sound *snd, sound_id id);
/* Tests: fn is told of every sound started, with the frames mixed before it. */
void ui_sound_observe(ui_sound *snd, void (*fn)(void *ctx, sound_id id, unsigned long long frame), void *ctx);

#endif
