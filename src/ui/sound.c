/* sound.c: see sound.h. */
#include "ui/sound.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

enum {
    OUT_RATE = 44100,
    OUT_CHUNK = 512, /* frames per mix: 12 ms, the most a sound waits for the audio thread */
    CHANNELS = 16,
};


struct ui_sound {
    Mix_Chunk *chunk[SOUND_COUNT];
    int frame_bytes;
    _Atomic unsigned long long frames; /* written by the audio thread */
    void (*observer)(void *ctx, sound_id id, unsigned long long frame);
    void *observer_ctx;
};

/* The audio thread: counts what it mixed (the post-mix hook runs after every buffer). */
static void count_mixed(void *udata, Uint8 *stream, int len)
{
    ui_sound *snd = udata;
    (void)stream;
    atomic_fetch_add(&snd->frames, (unsigned long long)(len / snd->frame_bytes));
}

ui_sound *ui_sound_open(const char *dir, char *err, size_t errlen)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        snprintf(err, errlen, "no audio: %s", SDL_GetError());
        return NULL;
    }
    if (Mix_OpenAudio(OUT_RATE, AUDIO_S16SYS, 2, OUT_CHUNK) != 0) {
        snprintf(err, errlen, "no audio device: %s", Mix_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return NULL;
    }
    ui_sound *snd = calloc(1, sizeof *snd);
    int freq = OUT_RATE, channels = 2;
    Uint16 format = AUDIO_S16SYS;
    if (!snd) {
        snprintf(err, errlen, "out of memory");
        Mix_CloseAudio();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return NULL;
    }
    Mix_QuerySpec(&freq, &format, &channels);
    snd->frame_bytes = (SDL_AUDIO_BITSIZE(format) / 8) * channels;
    if (snd->frame_bytes <= 0) snd->frame_bytes = 4;
    Mix_AllocateChannels(CHANNELS);
    /* counting starts with the device (it plays silence while the files load) */
    Mix_SetPostMix(count_mixed, snd);
    int loaded = 0;
    err[0] = '\0';
    for (int id = 0; id < SOUND_COUNT; id++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s.wav", dir, sound_file_name(id));
        snd->chunk[id] = Mix_LoadWAV(path); /* decoded here, once, to the device's format */
        if (snd->chunk[id]) loaded++;
        else if (!err[0]) snprintf(err, errlen, "cannot load %s: %s", path, Mix_GetError());
    }
    if (loaded == 0) {
        ui_sound_close(snd);
        return NULL;
    }
    ui_sound_levels full = {100, 100, 100, false};
    ui_sound_set_levels(snd, &full);
    return snd;
}

void ui_sound_close(ui_sound *snd)
{
    if (!snd) return;
    Mix_HaltChannel(-1);
    Mix_SetPostMix(NULL, NULL);
    for (int id = 0; id < SOUND_COUNT; id++) Mix_FreeChunk(snd->chunk[id]);
    free(snd);
    Mix_CloseAudio();
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

static int clamp_percent(int v)
{
    return v < 0 ? 0 : v > 100 ? 100 : v;
}

void ui_sound_set_levels(ui_sound *snd, const ui_sound_levels *lv)
{
    if (!snd) return;
    for (int id = 0; id < SOUND_COUNT; id++) {
        if (!snd->chunk[id]) continue;
        int part = sound_class_of(id) == SOUND_CLASS_UI ? lv->ui : lv->effects;
        int vol = lv->mute ? 0 : MIX_MAX_VOLUME * clamp_percent(lv->master) * clamp_percent(part) / 10000;
        Mix_VolumeChunk(snd->chunk[id], vol);
    }
}

void ui_sound_play(ui_sound *snd, sound_id id)
{
    if (!snd || id < 0 || id >= SOUND_COUNT || !snd->chunk[id]) return;
    if (Mix_VolumeChunk(snd->chunk[id], -1) == 0) return; /* muted: nothing to mix */
    if (snd->observer) snd->observer(snd->observer_ctx, id, atomic_load(&snd->frames));
    if (Mix_PlayChannel(-1, snd->chunk[id], 0) < 0) {
        /* every channel busy: cut the oldest rather than drop what just happened */
        Mix_HaltChannel(Mix_GroupOldest(-1));
        Mix_PlayChannel(-1, snd->chunk[id], 0);
    }
}

void ui_sound_observe(ui_sound *snd, void (*fn)(void *ctx, sound_id id, unsigned long long frame), void *ctx)
{
    if (!snd) return;
    snd->observer = fn;
    snd->observer_ctx = ctx;
}
