/* test_util.h: small helpers shared by the core tests. */
#ifndef SP_TEST_UTIL_H
#define SP_TEST_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "core/hand.h"
#include "core/notation.h"

/* Builds a hand from notation ("123m456p", melds as "pon:555z" strings, NULL-terminated). */
static inline sp_hand hand_of(const char *tiles, int wildcards, const char *const *melds)
{
    sp_hand h;
    memset(&h, 0, sizeof h);
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    assert_int_equal(sp_parse_tiles(tiles, c, 0, &e), 0);
    memcpy(h.counts, c, SP_KINDS);
    int n = 0;
    for (; melds && melds[n]; n++) {
        sp_meld m;
        assert_int_equal(sp_parse_meld(melds[n], &m, 0, &e), 0);
    }
    h.melds = (uint8_t)n;
    h.wildcards = (uint8_t)wildcards;
    return h;
}

static inline uint64_t kinds_of(const char *tiles)
{
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    assert_int_equal(sp_parse_tiles(tiles, c, 0, &e), 0);
    uint64_t m = 0;
    for (int k = 0; k < SP_KINDS; k++)
        if (c[k]) m |= 1ull << k;
    return m;
}

/* The whole of a file as a NUL-terminated string (free() it); fails the test if unreadable. */
static inline char *read_text_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = 0;
    fclose(f);
    return buf;
}

#endif
