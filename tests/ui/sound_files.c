/* sound_files: checks assets/sounds against its generator and its promises.
 *   sound_files SOUNDGEN ASSETS_SOUNDS_DIR
 * - the generator run twice writes the same bytes, and the same bytes as the files checked in
 *   (they are its output, not edited by hand);
 * - every sound of the catalogue (ui/sound_ids.h) loads (SDL_LoadWAV) as 16-bit mono;
 * - no file's peak is above -1 dBFS; sounds of one loudness class are within 3 dB of each
 *   other (synth_loudness: the loudest 50 ms); other seats' discards quieter than one's own;
 * - together at most 500 KB. */
#define _XOPEN_SOURCE 700 /* mkdtemp, fork */
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "synth.h"
#include "ui/sound_ids.h"


static int failures;

#define CHECK(cond, ...)                                        \
    do {                                                        \
        if (!(cond)) {                                          \
            failures++;                                         \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
            fprintf(stderr, __VA_ARGS__);                       \
            fputc('\n', stderr);                                \
        }                                                       \
    } while (0)

static char *slurp(const char *path, long *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    *len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc(*len > 0 ? (size_t)*len : 1);
    if (buf && fread(buf, 1, (size_t)*len, f) != (size_t)*len) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

static int same_file(const char *a, const char *b)
{
    long la = 0, lb = 0;
    char *x = slurp(a, &la), *y = slurp(b, &lb);
    int same = x && y && la == lb && memcmp(x, y, (size_t)la) == 0;
    free(x);
    free(y);
    return same;
}

static int run_generator(const char *gen, const char *dir)
{
    pid_t pid = fork();
    if (pid == 0) {
        if (!freopen("/dev/null", "w", stdout)) _exit(127);
        execl(gen, gen, dir, (char *)NULL);
        _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: sound_files SOUNDGEN ASSETS_SOUNDS_DIR\n");
        return 2;
    }
    char d1[] = "/tmp/sparrow-sounds-XXXXXX", d2[] = "/tmp/sparrow-sounds-XXXXXX";
    if (!mkdtemp(d1) || !mkdtemp(d2)) return 2;
    CHECK(run_generator(argv[1], d1) == 0, "the generator failed");
    CHECK(run_generator(argv[1], d2) == 0, "the generator failed the second time");

    double loud[SOUND_COUNT] = {0};
    long total = 0;
    for (int id = 0; id < SOUND_COUNT; id++) {
        char a[1200], b[1200], shipped[1200];
        snprintf(a, sizeof a, "%s/%s.wav", d1, sound_file_name(id));
        snprintf(b, sizeof b, "%s/%s.wav", d2, sound_file_name(id));
        snprintf(shipped, sizeof shipped, "%s/%s.wav", argv[2], sound_file_name(id));
        CHECK(same_file(a, b), "%s: two runs of the generator differ", sound_file_name(id));
        CHECK(same_file(a, shipped), "%s: the file checked in is not the generator's output (regenerate: "
              "cmake --build build --target sparrow-regenerate-sounds)", sound_file_name(id));
        remove(a);
        remove(b);

        SDL_AudioSpec spec;
        Uint8 *buf = NULL;
        Uint32 len = 0;
        if (!SDL_LoadWAV(shipped, &spec, &buf, &len)) {
            CHECK(0, "%s: does not load: %s", shipped, SDL_GetError());
            continue;
        }
        total += (long)len + 44;
        CHECK(spec.format == AUDIO_S16LSB && spec.channels == 1 && spec.freq == SOUND_RATE,
              "%s: not 16-bit mono at %d Hz", sound_file_name(id), SOUND_RATE);
        size_t n = len / 2;
        double *s = malloc((n ? n : 1) * sizeof *s);
        for (size_t i = 0; i < n; i++) s[i] = ((const Sint16 *)buf)[i] / 32767.0;
        double peak = synth_db(synth_peak(s, n));
        loud[id] = synth_db(synth_loudness(s, n, SOUND_RATE));
        printf("%-16s peak %6.1f dBFS  loudness %6.1f dBFS\n", sound_file_name(id), peak, loud[id]);
        CHECK(peak <= -1.0 + 1e-9, "%s: peak %.2f dBFS, above -1 dBFS", sound_file_name(id), peak);
        CHECK(loud[id] > -40, "%s: nearly silent (%.1f dBFS)", sound_file_name(id), loud[id]);
        free(s);
        SDL_FreeWAV(buf);
    }
    rmdir(d1);
    rmdir(d2);
    for (int c = 0; c < SOUND_CLASSES; c++) {
        double lo = 0, hi = -200;
        for (int id = 0; id < SOUND_COUNT; id++)
            if (sound_class_of(id) == (sound_class)c) {
                lo = fmin(lo, loud[id]);
                hi = fmax(hi, loud[id]);
            }
        CHECK(hi - lo <= 3.0, "loudness class %d spans %.1f dB (more than 3)", c, hi - lo);
    }
    CHECK(loud[SOUND_DISCARD_OTHER] < loud[SOUND_DISCARD] - 2, "another seat's discard is not quieter than one's own");
    CHECK(total <= 500 * 1024, "the sounds take %ld bytes, more than 500 KB", total);
    printf("%d sounds, %ld bytes; %d failed\n", SOUND_COUNT, total, failures);
    return failures ? 1 : 0;
}
