/* fuzz_text.h: a fuzz input as a C string (the parsers read text ending in a NUL). */
#ifndef SP_FUZZ_TEXT_H
#define SP_FUZZ_TEXT_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A new copy of data[0..size) with a NUL after it; NULL when out of memory. Free with free(). */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text) return NULL;
    memcpy(text, data, size);
    text[size] = 0;
    return text;
}

#endif
