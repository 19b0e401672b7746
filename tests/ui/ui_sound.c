/* ui_sound: the window's sounds, heard through SDL's disk audio driver (SDL_AUDIODRIVER=disk
 * writes what the mixer outputs to a file, at the pace of a real device).
 * 1. A watched match at normal speed for a few seconds: every sound the game started is in
 *    the file within 50 ms of the moment it was started (counted in mixed audio frames, so
 *    the machine's load does not matter), and every stretch of sound in the file begins within
 *    50 ms of a sound started; discards were heard.
 * 2. Muted (the setting M toggles): nothing is started and the file is silence.
 * 3. A watched match's hand result with payments, played in real time: the chips' clink is
 *    started once a group of chips, in the first frame drawn once the result's timeline
 *    (ui_result_timeline) lands that group on the winner's plate - within 50 ms of it when that
 *    frame came within 50 ms (a frame the loaded machine delayed more is reported) - and is in
 *    the file within 50 ms of its start.
 * Run with SDL_VIDEODRIVER=dummy. */
#define _XOPEN_SOURCE 700 /* mkdtemp, setenv */
#define UI_TEST_NAME "ui_sound"
#include <SDL.h>
#include <SDL_mixer.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/app.h"
#include "ui/match.h"
#include "ui/screens.h"
#include "ui/sound.h"
#include "ui_input.h"
#include "ui_test_app.h"

enum { MAX_PLAYS = 4096 };

typedef struct {
    int n;
    int id[MAX_PLAYS];
    unsigned long long frame[MAX_PLAYS];
    Uint64 tick[MAX_PLAYS]; /* SDL_GetTicks64 when it was started */
} play_log;

static void record(void *ctx, sound_id id, unsigned long long frame)
{
    play_log *log = ctx;
    if (log->n < MAX_PLAYS) {
        log->id[log->n] = id;
        log->tick[log->n] = SDL_GetTicks64();
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

/* Every sound started is in the file within 50 ms, every stretch of sound in the file begins
 * within 50 ms of one started. Returns how many stretches (onsets) there are. */
static int check_heard(const char *raw, const play_log *log, int rate, int channels)
{
    long frames = 0;
    Sint16 *s = read_raw(raw, &frames, channels);
    CHECK(s && frames > rate, "the disk driver wrote %ld frames", frames);
    if (!s) return 0;
    const long block = rate / 200;                 /* 5 ms */
    const long window = rate / 20;                 /* 50 ms */
    const int quiet = 100;                         /* about -50 dBFS */
    long nblocks = frames / block;
    bool *loud = calloc((size_t)nblocks + 1, sizeof *loud);
    for (long b = 0; b < nblocks; b++)
        for (long i = b * block * channels; i < (b + 1) * block * channels; i++)
            if (abs(s[i]) > quiet) loud[b] = true;
    int onsets = 0;
    for (int i = 0; i < log->n; i++) {
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
    printf("ui_sound: %d sounds started, %d onsets in %.1f s of audio\n", log->n, onsets, (double)frames / rate);
    free(loud);
    free(s);
    return onsets;
}

static void check_match_heard(const char *raw, const play_log *log, int rate, int channels)
{
    int onsets = check_heard(raw, log, rate, channels), discards = 0;
    for (int i = 0; i < log->n; i++) discards += log->id[i] == SOUND_DISCARD || log->id[i] == SOUND_DISCARD_OTHER;
    CHECK(discards >= 3, "only %d discards were heard", discards);
    CHECK(onsets >= 3, "only %d stretches of sound in the file", onsets);
}

/* Plays a watched match's first won hand at once, then its result in real time until its
 * animation has ended; the moments its groups of chips land (ticks) go to lands. Returns the
 * number of groups, -1 when the window did not open with sound. */
typedef struct {
    int n;
    Uint64 at[4096]; /* app.now of each frame drawn */
} frame_log;

static int watch_result(const char *raw, play_log *log, int *rate, int *channels, Uint64 lands[], int cap, frame_log *frames)
{
    setenv("SDL_DISKAUDIOFILE", raw, 1);
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return -1;
    char err[600];
    int groups = -1;
    if (!app.sound) {
        CHECK(0, "the disk audio driver did not open");
    } else {
        Uint16 format;
        Mix_QuerySpec(rate, &format, channels);
        app.settings.speed = 1;
        app.save_path[0] = 0;
        ui_sound_apply_settings(&app);
        bool won = false;
        for (uint64_t seed = 1; seed < 200 && !won; seed++) { /* the first seed whose first hand is won and paid */
            if (app_start_match(&app, "hk-classic", seed, false, err, sizeof err)) break;
            ui_match_play_hands(app.match, 1);
            const sp_hand_outcome *o = &app.match->s->game.outcome;
            won = o->kind == SP_END_WIN && o->nwins == 1 && o->wins[0].valid;
        }
        CHECK(won, "no watched match's first hand was won: %s", err);
        if (won) {
            ui_match_take_cues(app.match, (int[UI_MAX_CUES]){0}, UI_MAX_CUES); /* the hand played at once is not heard */
            app.match->result_shown = true;
            ui_show(&app, &ui_screen_result);
            ui_sound_observe(app.sound, record, log);
            app.now = SDL_GetTicks64();
            app.screen_since = app.stack[app.depth - 1].since = app.now;
            ui_win_timeline t;
            ui_result_timeline(&app, &t);
            groups = t.items[UI_WS_PAY];
            for (int g = 0; g < groups && g < cap; g++) lands[g] = app.screen_since + (Uint64)ui_win_item_end(&t, UI_WS_PAY, g);
            Uint64 end = app.screen_since + (Uint64)ui_win_end(&t) + 300;
            while (SDL_GetTicks64() < end) {
                app.now = SDL_GetTicks64();
                if (frames->n < 4096) frames->at[frames->n++] = app.now;
                ui_update(&app);
                ui_draw(&app);
                SDL_Event e;
                while (SDL_PollEvent(&e)) ui_event(&app, &e);
                SDL_Delay(2);
            }
        }
    }
    app_close(&app);
    return groups;
}

static void check_chips(const char *raw, const play_log *log, int rate, int channels, const Uint64 lands[], int groups,
                        const frame_log *frames)
{
    CHECK(groups >= 1, "the won hand's result moves no chips");
    int clinks = 0, late_frames = 0;
    long long worst = 0;
    for (int i = 0; i < log->n; i++) clinks += log->id[i] == SOUND_CHIPS;
    CHECK(clinks == groups, "%d clinks for %d groups of chips", clinks, groups);
    for (int g = 0; g < groups; g++) {
        /* the first frame drawn once the group has landed, and the next one */
        int f = 0;
        while (f < frames->n && frames->at[f] < lands[g]) f++;
        if (f == frames->n) {
            CHECK(0, "no frame was drawn after group %d of chips landed", g);
            continue;
        }
        Uint64 from = frames->at[f], to = f + 1 < frames->n ? frames->at[f + 1] : from + 1000;
        bool in_frame = false;
        long long at = -1;
        for (int i = 0; i < log->n; i++)
            if (log->id[i] == SOUND_CHIPS && log->tick[i] >= from && log->tick[i] <= to) {
                in_frame = true;
                at = (long long)(log->tick[i] - lands[g]);
            }
        CHECK(in_frame, "group %d of chips landed at %llu ms: no clink in the frame drawn at %llu ms", g,
              (unsigned long long)lands[g], (unsigned long long)from);
        if (from - lands[g] > 50) late_frames++;
        else CHECK(at >= 0 && at <= 50, "the clink of group %d started %lld ms after it landed", g, at);
        if (at > worst) worst = at;
    }
    check_heard(raw, log, rate, channels);
    printf("ui_sound: %d groups of chips, %d clinks, the latest %lld ms after its landing (%d frames over 50 ms late: load)\n",
           groups, clinks, worst, late_frames);
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
    if (watch(raw, false, 6.0, &heard, &rate, &channels) == 0) check_match_heard(raw, &heard, rate, channels);
    remove(raw);
    static play_log result;
    Uint64 lands[16];
    static frame_log frames;
    int groups = watch_result(raw, &result, &rate, &channels, lands, 16, &frames);
    if (groups >= 0) check_chips(raw, &result, rate, channels, lands, groups < 16 ? groups : 16, &frames);
    remove(raw);
    if (watch(raw, true, 2.0, &muted, &rate, &channels) == 0) check_silent(raw, &muted, channels);
    remove(raw);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) fprintf(stderr, "ui_sound: could not remove %s\n", dir);
    if (failures) fprintf(stderr, "ui_sound: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
