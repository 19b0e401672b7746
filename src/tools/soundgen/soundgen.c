/* soundgen.c: sparrow-soundgen DIR - synthesizes every sound of the game (recipes.c) and
 * writes DIR/<name>.wav, 16-bit mono at SOUND_RATE. Each sound is scaled to its class's
 * loudness (synth_loudness); a sound whose peak would then pass SOUND_PEAK_LIMIT_DB is an
 * error (make it less spiky or its class quieter). Prints one line a sound: length, peak and
 * loudness in dBFS. Same program, same bytes: nothing random but a seeded generator. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "recipes.h"
#include "wav.h"


static int make(int id, const char *dir)
{
    const sound_recipe *r = &sound_recipes[id];
    synth_buf b;
    if (synth_open(&b, r->seconds, SOUND_RATE, 0x5eed0000u + (uint64_t)id) != 0) {
        fprintf(stderr, "sparrow-soundgen: out of memory\n");
        return -1;
    }
    r->render(&b);
    synth_fade_out(&b, r->seconds > 0.3 ? 0.030 : 0.005);
    double gain = pow(10, sound_class_loudness_db[sound_class_of(id)] / 20) / synth_loudness(b.s, b.n, b.rate);
    for (size_t i = 0; i < b.n; i++) b.s[i] *= gain;
    double peak_db = synth_db(synth_peak(b.s, b.n));
    double loud_db = synth_db(synth_loudness(b.s, b.n, b.rate));
    int rc = 0;
    if (peak_db > SOUND_PEAK_LIMIT_DB) {
        fprintf(stderr, "sparrow-soundgen: %s: peak %.1f dBFS at its class's loudness, above %.1f\n", sound_file_name(id),
                peak_db, SOUND_PEAK_LIMIT_DB);
        rc = -1;
    }
    int16_t *pcm = malloc(b.n * sizeof *pcm);
    char path[4096];
    if (!pcm) {
        rc = -1;
    } else if (rc == 0) {
        for (size_t i = 0; i < b.n; i++) pcm[i] = (int16_t)lrint(b.s[i] * 32767.0);
        if (snprintf(path, sizeof path, "%s/%s.wav", dir, sound_file_name(id)) >= (int)sizeof path ||
            wav_write(path, pcm, b.n, SOUND_RATE) != 0) {
            fprintf(stderr, "sparrow-soundgen: cannot write %s/%s.wav: %s\n", dir, sound_file_name(id), strerror(errno));
            rc = -1;
        } else {
            printf("%-16s %5.2f s  peak %6.1f dBFS  loudness %6.1f dBFS\n", sound_file_name(id), r->seconds, peak_db, loud_db);
        }
    }
    free(pcm);
    synth_close(&b);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc != 2 || argv[1][0] == '-') {
        fprintf(stderr, "usage: sparrow-soundgen DIR   (writes DIR/<sound>.wav for every sound of the game)\n");
        return 2;
    }
    int failed = 0;
    for (int id = 0; id < SOUND_COUNT; id++) failed |= make(id, argv[1]) != 0;
    return failed ? 1 : 0;
}
