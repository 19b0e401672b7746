/* ui_sound: the window's sounds, heard through SDL's disk audio driver (SDL_AUDIODRIVER=disk
 * writes what the mixer outputs to a file, at the pace of a real device).
 * 1. A watched match at normal speed for a few seconds: every sound the game started is in
 *    the file within 50 ms of the moment it was started (counted in mixed audio frames, so
 *    the machine's load does not matter), and every stretch of sound in the file begins within
 *    50 ms of a sound started; discards were heard.
 * 2. Muted (the setting M toggles): nothing is started and the file is silence.
 * Run with SDL_VIDEODRIVER=dummy. */
#define _XOPEN_SOURCE 700 /* mkdtemp, setenv */
#define UI_TEST_NAME "ui_sound"
#include <SDL.h>
#include <SDL_mixer.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/app.h"
#include "ui/match.h"
#include "ui/sound.h"
#include "ui_input.h"
#include "ui_test_app.h"

enum { MAX_PLAYS = 4096 };

typedef struct {
    int n;
    int id[MAX_PLAYS];
    unsigned long long frame[MAX_PLAYS];
} play_log;

static void record(void *ctx, sound_id id, unsigned long long frame)
{
    play_log *log = ctx;
    if (log->n < MAX_PLAYS) {
        log->id[log->n] = id;
        log->frame[log->n++] = frame;
    }
}

static Sint16 *read_raw(const char *path, long *frames, int channels)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long bytes = ftell(f);
    fseek(f, 0, SEEK_SET);
    Sint16 *s = malloc(bytes > 0 ? (size_t)bytes : 2);
    if (s && fread(s, 1, (size_t)bytes, f) != (size_t)bytes) {
        free(s);
        s = NULL;
    }
    fclose(f);
    *frames = bytes / (2 * channels);
    return s;
}

/* Plays `seconds` of a watched match in real time; returns 0 when the window opened with sound. */
static int watch(const char *raw, bool mute, double seconds, play_log *log, int *rate, int *channels)
{
    setenv("SDL_DISKAUDIOFILE", raw, 1);
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return -1;
    char err[600];
    int rc = 0;
    if (!app.sound) {
        CHECK(0, "the disk audio driver did not open");
        rc = -1;
    } else {
        Uint16 format;
        Mix_QuerySpec(rate, &format, channels);
        CHECK(format == AUDIO_S16SYS, "the mixer's format is not 16-bit");
        app.settings.speed = 1;
        app.settings.mute = mute;
        app.save_path[0] = 0;
        ui_sound_apply_settings(&app);
        ui_sound_observe(app.sound, record, log);
        if (app_start_match(&app, "hk-classic", 5, false, err, sizeof err)) {
            CHECK(0, "no match: %s", err);
            rc = -1;
        }
        Uint64 end = SDL_GetTicks64() + (Uint64)(seconds * 1000);
        while (rc == 0 && SDL_GetTicks64() < end) {
            app.now = SDL_GetTicks64();
            ui_update(&app);
            ui_draw(&app);
            SDL_Event e;
            while (SDL_PollEvent(&e)) ui_event(&app, &e);
            SDL_Delay(10);
        }
    }
    app_close(&app); /* closes the device: the file is complete */
    return rc;
}

static void check_heard(const char *raw, const play_log *log, int rate, int channels)
{
    long frames = 0;
    Sint16 *s = read_raw(raw, &frames, channels);
    CHECK(s && frames > rate, "the disk driver wrote %ld frames", frames);
    if (!s) return;
    const long block = rate / 200;                 /* 5 ms */
    const long window = rate / 20;                 /* 50 ms */
    const int quiet = 100;                         /* about -50 dBFS */
    long nblocks = frames / block;
    bool *loud = calloc((size_t)nblocks + 1, sizeof *loud);
    for (long b = 0; b < nblocks; b++)
        for (long i = b * block * channels; i < (b + 1) * block * channels; i++)
            if (abs(s[i]) > quiet) loud[b] = true;
    int discards = 0, onsets = 0;
    for (int i = 0; i < log->n; i++) {
        discards += log->id[i] == SOUND_DISCARD || log->id[i] == SOUND_DISCARD_OTHER;
        long from = (long)log->frame[i] / block, to = ((long)log->frame[i] + window) / block;
        bool heard = false;
        for (long b = from; b <= to && b < nblocks; b++) heard |= loud[b];
        if (from < nblocks) CHECK(heard, "sound %s started at frame %llu is not in the file within 50 ms",
                                  sound_file_name(log->id[i]), log->frame[i]);
    }
    /* each stretch of sound after 20 ms of silence begins near a sound that was started */
    for (long b = 4; b < nblocks; b++) {
        if (!loud[b] || loud[b - 1] || loud[b - 2] || loud[b - 3] || loud[b - 4]) continue;
        onsets++;
        long at = b * block;
        bool near = false;
        for (int i = 0; i < log->n; i++)
            near |= at >= (long)log->frame[i] - window && at <= (long)log->frame[i] + window;
        CHECK(near, "sound in the file at %.3f s that no event started", (double)at / rate);
    }
    printf("ui_sound: %d sounds started (%d discards), %d onsets in %.1f s of audio\n", log->n, discards, onsets,
           (double)frames / rate);
    CHECK(discards >= 3, "only %d discards were heard", discards);
    CHECK(onsets >= 3, "only %d stretches of sound in the file", onsets);
    free(loud);
    free(s);
}

static void check_silent(const char *raw, const play_log *log, int channels)
{
    long frames = 0;
    Sint16 *s = read_raw(raw, &frames, channels);
    CHECK(s && frames > 0, "the muted run wrote no audio");
    int peak = 0;
    for (long i = 0; s && i < frames * channels; i++) peak = abs(s[i]) > peak ? abs(s[i]) : peak;
    CHECK(peak == 0, "muted, the file is not silence (peak %d)", peak);
    CHECK(log->n == 0, "muted, %d sounds were started", log->n);
    free(s);
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "disk", 1);
    char tmpl[] = "/tmp/sparrow-ui-sound-XXXXXX";
    char *dir = mkdtemp(tmpl);
    if (!dir) return 2;
    setenv("XDG_DATA_HOME", dir, 1);
    char raw[200];
    snprintf(raw, sizeof raw, "%s/heard.raw", dir);
    static play_log heard, muted;
    int rate = 0, channels = 2;
    if (watch(raw, false, 6.0, &heard, &rate, &channels) == 0) check_heard(raw, &heard, rate, channels);
    remove(raw);
    if (watch(raw, true, 2.0, &muted, &rate, &channels) == 0) check_silent(raw, &muted, channels);
    remove(raw);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) fprintf(stderr, "ui_sound: could not remove %s\n", dir);
    if (failures) fprintf(stderr, "ui_sound: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
