/* net_text.c: UTF-8 checking and escaping of the text players send each other. */
#include "net/net_text.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* The code point of the UTF-8 sequence at s (its length in *len), or -1 when the bytes there
 * are not a valid, shortest-form sequence of a scalar value. */
static int32_t decode_one(const unsigned char *s, size_t *len)
{
    unsigned char c = s[0];
    int n;
    int32_t cp, min;
    if (c < 0x80) return *len = 1, c;
    if (c >= 0xc2 && c <= 0xdf) n = 2, cp = c & 0x1f, min = 0x80;
    else if (c >= 0xe0 && c <= 0xef) n = 3, cp = c & 0x0f, min = 0x800;
    else if (c >= 0xf0 && c <= 0xf4) n = 4, cp = c & 0x07, min = 0x10000;
    else return -1;
    for (int i = 1; i < n; i++) {
        if ((s[i] & 0xc0) != 0x80) return -1; /* also stops at the terminating NUL */
        cp = cp << 6 | (s[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return -1;
    *len = (size_t)n;
    return cp;
}

static bool printable(int32_t cp)
{
    return cp >= 0x20 && !(cp >= 0x7f && cp <= 0x9f) && cp != 0x2028 && cp != 0x2029;
}

bool sp_net_text_ok(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        size_t len;
        int32_t cp = decode_one(p, &len);
        if (cp < 0 || !printable(cp)) return false;
        p += len;
    }
    return true;
}

void sp_net_text_escape(const char *in, char *out, size_t cap)
{
    if (!cap) return;
    size_t o = 0;
    const unsigned char *p = (const unsigned char *)in;
    while (*p) {
        size_t len;
        int32_t cp = decode_one(p, &len);
        char esc[8];
        const char *piece = (const char *)p;
        size_t plen = len;
        if (cp == '\\') piece = "\\\\", plen = 2;
        else if (cp < 0 || !printable(cp)) {
            snprintf(esc, sizeof esc, "\\x%02x", *p);
            piece = esc, plen = 4, len = 1;
        }
        if (o + plen >= cap) break;
        memcpy(out + o, piece, plen);
        o += plen;
        p += len;
    }
    out[o] = 0;
}
