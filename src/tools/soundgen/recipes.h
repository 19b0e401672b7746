/* recipes.h: how each of the game's sounds is made from the blocks of synth.h, and how loud
 * each loudness class is. The numbers are meant to be read and tuned by ear: see
 * assets/sounds/README.md for what each sound should sound like. */
#ifndef SOUNDGEN_RECIPES_H
#define SOUNDGEN_RECIPES_H

#include "synth.h"
#include "ui/sound_ids.h"

typedef struct {
    double seconds;                 /* the file's length */
    void (*render)(synth_buf *b);   /* adds the sound into a silent buffer */
} sound_recipe;

extern const sound_recipe sound_recipes[SOUND_COUNT];
/* Target loudness of each class (synth_loudness, in dBFS). */
extern const double sound_class_loudness_db[SOUND_CLASSES];
/* The loudest peak a file may have. */
#define SOUND_PEAK_LIMIT_DB (-1.0)

#endif
