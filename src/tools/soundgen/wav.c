/* wav.c: see wav.h. The header is written field by field in little-endian order. */
#include "wav.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void put16(unsigned char *p, uint16_t v)
{
    p[0] = (unsigned char)(v & 0xff);
    p[1] = (unsigned char)(v >> 8);
}

static void put32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++) p[i] = (unsigned char)((v >> (8 * i)) & 0xff);
}

int wav_write(const char *path, const int16_t *samples, size_t n, int rate)
{
    unsigned char h[44];
    uint32_t data = (uint32_t)(n * 2);
    memcpy(h, "RIFF", 4);
    put32(h + 4, 36 + data);
    memcpy(h + 8, "WAVEfmt ", 8);
    put32(h + 16, 16);            /* fmt chunk size */
    put16(h + 20, 1);             /* PCM */
    put16(h + 22, 1);             /* mono */
    put32(h + 24, (uint32_t)rate);
    put32(h + 28, (uint32_t)rate * 2);
    put16(h + 32, 2);             /* block align */
    put16(h + 34, 16);            /* bits */
    memcpy(h + 36, "data", 4);
    put32(h + 40, data);

    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) return -1;
    FILE *f = fopen(tmp, "wb");
    if (!f) return -1;
    int ok = fwrite(h, 1, sizeof h, f) == sizeof h;
    for (size_t i = 0; ok && i < n; i++) {
        unsigned char s[2];
        put16(s, (uint16_t)samples[i]);
        ok = fwrite(s, 1, 2, f) == 2;
    }
    if (fclose(f) != 0) ok = 0;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        return -1;
    }
    return 0;
}
