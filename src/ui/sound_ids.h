/* sound_ids.h: the catalogue of the game's sounds, one line each: id, file name under
 * assets/sounds/ (without ".wav") and loudness class. The game (ui/sound.c) plays them; the
 * generator (src/tools/soundgen) makes the files; the test checks loudness per class. Plain
 * data, no SDL: the generator builds sound_ids.c too. */
#ifndef UI_SOUND_IDS_H
#define UI_SOUND_IDS_H

/* Loudness classes: sounds of one class are matched in loudness (within 3 dB). */
typedef enum {
    SOUND_CLASS_TILE,       /* own tiles: drawn, discarded; chips landing on a plate */
    SOUND_CLASS_TILE_OTHER, /* other seats' discards: a little quieter than one's own */
    SOUND_CLASS_CALL,       /* chow, pung, kong, flower, 报听 */
    SOUND_CLASS_RESULT,     /* wins, the exhaustive draw, the match's end */
    SOUND_CLASS_UI,         /* clicks, timer ticks, score rows */
    SOUND_CLASSES
} sound_class;

#define SOUND_LIST(X)                                                   \
    X(SOUND_DRAW, "draw", SOUND_CLASS_TILE)                             \
    X(SOUND_DISCARD, "discard", SOUND_CLASS_TILE)                       \
    X(SOUND_DISCARD_OTHER, "discard_other", SOUND_CLASS_TILE_OTHER)     \
    X(SOUND_DECLARE, "declare", SOUND_CLASS_CALL)                       \
    X(SOUND_CHOW, "chow", SOUND_CLASS_CALL)                             \
    X(SOUND_PUNG, "pung", SOUND_CLASS_CALL)                             \
    X(SOUND_KONG, "kong", SOUND_CLASS_CALL)                             \
    X(SOUND_KONG_ONE, "kong_one", SOUND_CLASS_CALL)                     \
    X(SOUND_FLOWER, "flower", SOUND_CLASS_CALL)                         \
    X(SOUND_WIN_DISCARD, "win_discard", SOUND_CLASS_RESULT)             \
    X(SOUND_WIN_SELF_DRAW, "win_self_draw", SOUND_CLASS_RESULT)         \
    X(SOUND_WIN_LIMIT, "win_limit", SOUND_CLASS_RESULT)                 \
    X(SOUND_EXHAUSTIVE_DRAW, "exhaustive_draw", SOUND_CLASS_RESULT)     \
    X(SOUND_MATCH_END, "match_end", SOUND_CLASS_RESULT)                 \
    X(SOUND_TIMER_TICK, "timer_tick", SOUND_CLASS_UI)                   \
    X(SOUND_SCORE_ROW, "score_row", SOUND_CLASS_UI)                     \
    X(SOUND_CLICK, "click", SOUND_CLASS_UI)                             \
    X(SOUND_CHIPS, "chips", SOUND_CLASS_TILE)

#define SOUND_ENUM_ENTRY(id, file, cls) id,
typedef enum { SOUND_LIST(SOUND_ENUM_ENTRY) SOUND_COUNT } sound_id;
#undef SOUND_ENUM_ENTRY

/* The file name of a sound under assets/sounds/, without ".wav"; its loudness class. */
const char *sound_file_name(sound_id id);
sound_class sound_class_of(sound_id id);

enum {
    SOUND_RATE = 22050, /* samples a second, mono, 16-bit: small files, enough for clacks and chimes */
};

#endif
