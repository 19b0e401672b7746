/* wav.h: writing 16-bit mono PCM WAV files. */
#ifndef SOUNDGEN_WAV_H
#define SOUNDGEN_WAV_H

#include <stddef.h>
#include <stdint.h>

/* Writes samples to path through a temporary file and a rename; returns 0, -1 on an error
 * (errno set). */
int wav_write(const char *path, const int16_t *samples, size_t n, int rate);

#endif
