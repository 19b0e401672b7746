/* synth.h: the building blocks of Sparrow's sounds - damped resonances (modal synthesis),
 * filtered noise, struck chimes, held tones - added into a mono buffer of doubles at
 * SOUND_RATE, and the measurements the generator and its test make (peak, loudness).
 * Deterministic: noise comes from a seeded generator, nothing reads the clock. */
#ifndef SOUNDGEN_SYNTH_H
#define SOUNDGEN_SYNTH_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    double *s;   /* samples, full scale = 1.0 */
    size_t n;    /* length in samples */
    int rate;    /* samples a second */
    uint64_t rng; /* noise generator state */
} synth_buf;

/* Allocates a silent buffer of `seconds`; returns 0, -1 when out of memory. */
int synth_open(synth_buf *b, double seconds, int rate, uint64_t seed);
void synth_close(synth_buf *b);

/* One resonance: a sine at freq Hz starting at t0 s, amplitude amp, decaying by e every decay
 * seconds, with a 0.4 ms attack so that it starts without a click. */
void synth_mode(synth_buf *b, double t0, double freq, double decay, double amp);
/* A burst of noise: white noise through a one-pole high-pass at hp Hz and a two-pole low-pass
 * at lp Hz, amplitude amp, decaying by e every decay seconds. The contact transient of a hit. */
void synth_noise(synth_buf *b, double t0, double decay, double amp, double hp, double lp);
/* A struck chime (a metal bar): inharmonic partials at 1, 2.76, 5.40 and 8.93 times freq, the
 * higher ones quieter and shorter, plus a soft strike transient. */
void synth_chime(synth_buf *b, double t0, double freq, double decay, double amp);
/* A soft held tone (a breathy horn): fundamental and two harmonics, attack and release in
 * seconds, held for `hold` seconds between them. */
void synth_tone(synth_buf *b, double t0, double freq, double attack, double hold, double release, double amp);
/* A tile struck on wood: the tile's own bright modes (around `pitch` Hz), the table's low
 * body modes and the contact click. `hardness` 0..1 brightens the click. */
void synth_clack(synth_buf *b, double t0, double pitch, double amp, double hardness);

/* Fades the last `seconds` linearly to silence (every sound ends at zero). */
void synth_fade_out(synth_buf *b, double seconds);
/* Largest |sample|. */
double synth_peak(const double *s, size_t n);
/* Loudness as the game hears it: the largest RMS over 50 ms windows (hop 10 ms), so that a
 * long tail does not make a sound count quieter than its strike. */
double synth_loudness(const double *s, size_t n, int rate);
/* 20 log10(x), with -200 for 0. */
double synth_db(double x);

#endif
