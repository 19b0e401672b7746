/* read_file.c: reading a whole data file. */
#include "table/read_file.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

char *sp_read_file(const char *path, size_t max_bytes, const char *what, size_t *len, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open", path);
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    bool too_big = false;
    while (buf) {
        n += fread(buf + n, 1, cap - n - 1, f);
        if (n < cap - 1) break;
        if (cap >= max_bytes) {
            too_big = true;
            break;
        }
        char *nb = realloc(buf, cap * 2);
        if (!nb) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap *= 2;
    }
    bool failed = ferror(f);
    fclose(f);
    if (!buf || too_big || failed) {
        free(buf);
        if (too_big) snprintf(err, errlen, "%s: larger than %zu MB, not %s", path, max_bytes >> 20, what);
        else if (failed) snprintf(err, errlen, "%s: could not be read", path);
        else snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}
