/* recipes.c: see recipes.h. Pitches are equal-tempered notes (A4 = 440 Hz); the calls use
 * different figures and registers so that no two sound alike. */
#include "recipes.h"

#define G4 392.00
#define A4 440.00
#define C5 523.25
#define D5 587.33
#define E5 659.26
#define G5 783.99
#define A5 880.00
#define C6 1046.50
#define D6 1174.66
#define E6 1318.51
#define G6 1567.98
#define A6 1760.00
#define C7 2093.00

const double sound_class_loudness_db[SOUND_CLASSES] = {
    [SOUND_CLASS_TILE] = -18.0,
    [SOUND_CLASS_TILE_OTHER] = -22.0, /* others' discards: 4 dB below one's own */
    [SOUND_CLASS_CALL] = -16.0,
    [SOUND_CLASS_RESULT] = -15.0,
    [SOUND_CLASS_UI] = -24.0,         /* clicks and ticks stay in the background */
};

/* A tile slid off the wall: a short soft swish, then a light tap. */
static void draw(synth_buf *b)
{
    synth_noise(b, 0.000, 0.020, 0.25, 300, 2500);
    synth_clack(b, 0.030, 2600, 0.35, 0.2);
}

/* One's own discard: a hard tile set down firmly on wood. */
static void discard(synth_buf *b)
{
    synth_clack(b, 0.0, 2300, 1.0, 1.0);
}

/* Another seat's discard: the same clack, a little duller and further away. */
static void discard_other(synth_buf *b)
{
    synth_clack(b, 0.0, 2050, 1.0, 0.6);
}

/* 报听 (a ready declaration): two soft held tones, low then a fifth above. */
static void declare(synth_buf *b)
{
    synth_tone(b, 0.00, G4, 0.03, 0.10, 0.12, 0.30);
    synth_tone(b, 0.16, D5, 0.03, 0.14, 0.20, 0.30);
}

/* 吃 chow: two quick chimes rising a third. */
static void chow(synth_buf *b)
{
    synth_chime(b, 0.00, E6, 0.20, 0.5);
    synth_chime(b, 0.08, G6, 0.25, 0.5);
}

/* 碰 pung: three tiles at once: one struck chord (a triad) over a clack. */
static void pung(synth_buf *b)
{
    synth_clack(b, 0.0, 2300, 0.5, 0.8);
    synth_chime(b, 0.0, C6, 0.30, 0.35);
    synth_chime(b, 0.0, E6, 0.30, 0.30);
    synth_chime(b, 0.0, G6, 0.30, 0.30);
}

/* 槓 kong: four tiles: a low four-note falling figure with a gong-like body. */
static void kong(synth_buf *b)
{
    static const double notes[] = {A5, G5, E5, C5};
    for (int i = 0; i < 4; i++) synth_chime(b, 0.06 * i, notes[i], 0.30, 0.45);
    synth_mode(b, 0.0, 130.8, 0.35, 0.25);
    synth_mode(b, 0.0, 130.8 * 2.41, 0.20, 0.12);
}

/* A one-tile kong (红中 / 赖子 / 皮 set aside): one bright ping over a low knock. */
static void kong_one(synth_buf *b)
{
    synth_chime(b, 0.00, C7, 0.22, 0.45);
    synth_mode(b, 0.0, 220, 0.08, 0.4);
    synth_clack(b, 0.0, 1900, 0.4, 0.5);
}

/* 補花 a flower: a quick sparkling glissando upward. */
static void flower(synth_buf *b)
{
    static const double notes[] = {C6, D6, E6, G6, A6};
    for (int i = 0; i < 5; i++) synth_chime(b, 0.035 * i, notes[i], 0.18, 0.30);
}

/* A win on a discard: a rising pentatonic figure, its last note held. */
static void win_discard(synth_buf *b)
{
    static const double notes[] = {C5, D5, E5, G5, C6};
    for (int i = 0; i < 5; i++) synth_chime(b, 0.09 * i, notes[i], i == 4 ? 0.55 : 0.30, 0.40);
    synth_tone(b, 0.36, C5, 0.05, 0.25, 0.30, 0.10);
}

/* A win by self-draw: the figure higher and brighter, with a shimmer on top. */
static void win_self_draw(synth_buf *b)
{
    static const double notes[] = {G5, A5, C6, D6, G6};
    for (int i = 0; i < 5; i++) synth_chime(b, 0.08 * i, notes[i], i == 4 ? 0.55 : 0.28, 0.40);
    for (int i = 0; i < 4; i++) synth_chime(b, 0.40 + 0.05 * i, C7, 0.15, 0.12);
}

/* A limit hand: the rising figure twice as long, then a full chord over a gong. */
static void win_limit(synth_buf *b)
{
    static const double notes[] = {C5, D5, E5, G5, A5, C6, D6, E6};
    for (int i = 0; i < 8; i++) synth_chime(b, 0.07 * i, notes[i], 0.30, 0.32);
    synth_chime(b, 0.60, C6, 0.70, 0.30);
    synth_chime(b, 0.60, E6, 0.70, 0.25);
    synth_chime(b, 0.60, G6, 0.70, 0.25);
    synth_mode(b, 0.60, 98.0, 0.60, 0.35);
    synth_mode(b, 0.60, 98.0 * 2.33, 0.40, 0.15);
    synth_tone(b, 0.60, C5, 0.05, 0.35, 0.40, 0.10);
}

/* An exhaustive draw (流局): a soft falling minor figure. */
static void exhaustive_draw(synth_buf *b)
{
    static const double notes[] = {E5, D5, C5, A4};
    for (int i = 0; i < 4; i++) synth_chime(b, 0.15 * i, notes[i], 0.35, 0.35);
}

/* The match's end: two chords, the second resolving and held, over a low gong. */
static void match_end(synth_buf *b)
{
    static const double first[] = {G5, D6, G6}, second[] = {C6, E6, G6, C7};
    for (int i = 0; i < 3; i++) synth_chime(b, 0.0, first[i], 0.35, 0.28);
    for (int i = 0; i < 4; i++) synth_chime(b, 0.35, second[i], 0.80, 0.25);
    synth_mode(b, 0.35, 130.8, 0.70, 0.30);
    synth_tone(b, 0.35, C5, 0.08, 0.40, 0.50, 0.10);
}

/* A timer tick in the last seconds: a dry wood block. */
static void timer_tick(synth_buf *b)
{
    synth_mode(b, 0.0, 1600, 0.012, 0.7);
    synth_mode(b, 0.0, 2900, 0.006, 0.3);
    synth_noise(b, 0.0, 0.002, 0.3, 1000, 6000);
}

/* A score row appearing: a small coin-like ping. */
static void score_row(synth_buf *b)
{
    synth_chime(b, 0.0, E6 * 2, 0.06, 0.5);
}

/* A button click: a very short soft tick. */
static void click(synth_buf *b)
{
    synth_mode(b, 0.0, 2400, 0.005, 0.5);
    synth_noise(b, 0.0, 0.0015, 0.25, 1500, 6000);
}

/* A group of chips landing on the winner's plate: a short bright clink of hard clay discs (a
 * small disc's first modes, inharmonic, dying in 20-30 ms), then a second, softer and a little
 * higher as the stack settles. */
static void chips(synth_buf *b)
{
    static const double modes[] = {3150, 4720, 7380};
    for (int hit = 0; hit < 2; hit++) {
        double t0 = 0.045 * hit, amp = hit ? 0.5 : 1.0, tune = hit ? 1.04 : 1.0;
        for (int i = 0; i < 3; i++) synth_mode(b, t0, modes[i] * tune, 0.028 / (1 + 0.5 * i), amp * (0.6 - 0.15 * i));
        synth_noise(b, t0, 0.002, 0.35 * amp, 2000, 9000);
    }
}

const sound_recipe sound_recipes[SOUND_COUNT] = {
    [SOUND_DRAW] = {0.10, draw},
    [SOUND_DISCARD] = {0.16, discard},
    [SOUND_DISCARD_OTHER] = {0.16, discard_other},
    [SOUND_DECLARE] = {0.55, declare},
    [SOUND_CHOW] = {0.40, chow},
    [SOUND_PUNG] = {0.40, pung},
    [SOUND_KONG] = {0.55, kong},
    [SOUND_KONG_ONE] = {0.40, kong_one},
    [SOUND_FLOWER] = {0.45, flower},
    [SOUND_WIN_DISCARD] = {1.10, win_discard},
    [SOUND_WIN_SELF_DRAW] = {1.10, win_self_draw},
    [SOUND_WIN_LIMIT] = {1.70, win_limit},
    [SOUND_EXHAUSTIVE_DRAW] = {1.00, exhaustive_draw},
    [SOUND_MATCH_END] = {1.60, match_end},
    [SOUND_TIMER_TICK] = {0.05, timer_tick},
    [SOUND_SCORE_ROW] = {0.12, score_row},
    [SOUND_CLICK] = {0.03, click},
    [SOUND_CHIPS] = {0.14, chips},
};
