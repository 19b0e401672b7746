/* synth.c: see synth.h. */
#include "synth.h"

#include <math.h>
#include <stdlib.h>

static const double TAU = 6.283185307179586;

int synth_open(synth_buf *b, double seconds, int rate, uint64_t seed)
{
    b->rate = rate;
    b->n = (size_t)(seconds * rate);
    b->s = calloc(b->n ? b->n : 1, sizeof *b->s);
    b->rng = seed ? seed : 1;
    return b->s ? 0 : -1;
}

void synth_close(synth_buf *b)
{
    free(b->s);
    b->s = NULL;
    b->n = 0;
}

/* splitmix64 -> uniform in [-1, 1) */
static double noise_sample(synth_buf *b)
{
    uint64_t z = (b->rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (double)(z >> 11) / 4503599627370496.0 - 1.0;
}

static size_t first_sample(const synth_buf *b, double t0)
{
    double i = t0 * b->rate;
    return i <= 0 ? 0 : (size_t)i;
}

void synth_mode(synth_buf *b, double t0, double freq, double decay, double amp)
{
    const double attack = 0.0004;
    for (size_t i = first_sample(b, t0); i < b->n; i++) {
        double t = (double)i / b->rate - t0;
        double env = amp * exp(-t / decay);
        if (env < 1e-6 * amp && t > attack) break;
        if (t < attack) env *= t / attack;
        b->s[i] += env * sin(TAU * freq * t);
    }
}

void synth_noise(synth_buf *b, double t0, double decay, double amp, double hp, double lp)
{
    double a_hp = exp(-TAU * hp / b->rate);   /* one-pole high-pass coefficient */
    double a_lp = exp(-TAU * lp / b->rate);   /* one-pole low-pass, applied twice */
    double prev_in = 0, hp_out = 0, lp1 = 0, lp2 = 0;
    for (size_t i = first_sample(b, t0); i < b->n; i++) {
        double t = (double)i / b->rate - t0;
        double env = amp * exp(-t / decay);
        if (env < 1e-6 * amp) break;
        double x = noise_sample(b);
        hp_out = a_hp * (hp_out + x - prev_in);
        prev_in = x;
        lp1 = (1 - a_lp) * hp_out + a_lp * lp1;
        lp2 = (1 - a_lp) * lp1 + a_lp * lp2;
        b->s[i] += env * lp2;
    }
}

void synth_chime(synth_buf *b, double t0, double freq, double decay, double amp)
{
    static const double ratio[] = {1.0, 2.76, 5.40, 8.93};
    static const double level[] = {1.0, 0.45, 0.22, 0.10};
    static const double length[] = {1.0, 0.55, 0.30, 0.15};
    for (int k = 0; k < 4; k++) {
        if (freq * ratio[k] >= b->rate * 0.45) break; /* keep below Nyquist */
        synth_mode(b, t0, freq * ratio[k], decay * length[k], amp * level[k]);
    }
    synth_noise(b, t0, 0.004, amp * 0.25, 1500, 7000);
}

void synth_tone(synth_buf *b, double t0, double freq, double attack, double hold, double release, double amp)
{
    static const double level[] = {1.0, 0.35, 0.12};
    double end = attack + hold + release;
    for (size_t i = first_sample(b, t0); i < b->n; i++) {
        double t = (double)i / b->rate - t0;
        if (t >= end) break;
        double env = t < attack ? t / attack : t < attack + hold ? 1.0 : 1.0 - (t - attack - hold) / release;
        double x = 0;
        for (int h = 0; h < 3; h++) x += level[h] * sin(TAU * freq * (h + 1) * t);
        b->s[i] += amp * env * x;
    }
}

void synth_clack(synth_buf *b, double t0, double pitch, double amp, double hardness)
{
    /* the tile: a few stiff, quickly damped plate modes */
    synth_mode(b, t0, pitch, 0.018, amp * 0.55);
    synth_mode(b, t0, pitch * 1.59, 0.012, amp * 0.35);
    synth_mode(b, t0, pitch * 2.37, 0.008, amp * 0.25);
    /* the table: low wooden body modes, longer */
    synth_mode(b, t0, 190, 0.035, amp * 0.35);
    synth_mode(b, t0, 415, 0.025, amp * 0.30);
    synth_mode(b, t0, 780, 0.015, amp * 0.20);
    /* the contact */
    synth_noise(b, t0, 0.0025 + 0.002 * (1 - hardness), amp * (0.5 + 0.6 * hardness), 600, 5000 + 4000 * hardness);
}

void synth_fade_out(synth_buf *b, double seconds)
{
    size_t len = (size_t)(seconds * b->rate);
    if (len > b->n) len = b->n;
    for (size_t k = 0; k < len; k++) b->s[b->n - 1 - k] *= (double)k / (double)len;
}

double synth_peak(const double *s, size_t n)
{
    double p = 0;
    for (size_t i = 0; i < n; i++) p = fmax(p, fabs(s[i]));
    return p;
}

double synth_loudness(const double *s, size_t n, int rate)
{
    size_t win = (size_t)(0.050 * rate), hop = (size_t)(0.010 * rate);
    if (win == 0 || hop == 0) return 0;
    if (n < win) win = n;
    double best = 0;
    for (size_t start = 0; start + win <= n; start += hop) {
        double sum = 0;
        for (size_t i = start; i < start + win; i++) sum += s[i] * s[i];
        best = fmax(best, sqrt(sum / (double)win));
    }
    return best;
}

double synth_db(double x)
{
    return x > 0 ? 20 * log10(x) : -200;
}
