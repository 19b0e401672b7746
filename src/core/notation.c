/* notation.c: parsing and printing of tile and meld notation, with precise errors. */
#include "core/notation.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int sp_error_set(sp_error *err, int column, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
        err->column = column;
    }
    return -1;
}

static int suit_of_letter(char c)
{
    switch (c) {
    case 'm': return SP_SUIT_M;
    case 'p': return SP_SUIT_P;
    case 's': return SP_SUIT_S;
    case 'z': return SP_SUIT_Z;
    case 'f': return SP_SUIT_F;
    default: return -1;
    }
}

static int suit_max(int suit) { return suit == SP_SUIT_Z ? 7 : suit == SP_SUIT_F ? 8 : 9; }

static const char *suit_word(int suit)
{
    static const char *words[] = {"characters", "dots", "bamboo", "honours", "flowers"};
    return words[suit];
}

static void printable(char c, char out[8])
{
    if ((unsigned char)c >= 0x20 && (unsigned char)c < 0x7f) snprintf(out, 8, "%c", c);
    else snprintf(out, 8, "\\x%02x", (unsigned char)c);
}

int sp_parse_tiles(const char *text, uint8_t counts[SP_KINDS_ALL], int col0, sp_error *err)
{
    int digits[16], ndigits = 0, first_digit_col = 0;
    if (!text) return sp_error_set(err, 0, "missing tiles");
    for (int i = 0;; i++) {
        char c = text[i];
        int col = col0 + i + 1;
        if (c >= '0' && c <= '9') {
            if (ndigits == 14) return sp_error_set(err, col, "too many digits before a suit letter at column %d", col);
            if (!ndigits) first_digit_col = col;
            digits[ndigits++] = c - '0';
            continue;
        }
        if (c == 0 || c == ' ') {
            if (ndigits) return sp_error_set(err, first_digit_col, "digits at column %d have no suit letter (m, p, s, z or f)", first_digit_col);
            if (c == 0) return 0;
            continue;
        }
        int suit = suit_of_letter(c);
        if (suit < 0) {
            char p[8];
            printable(c, p);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return sp_error_set(err, col, "unknown suit '%s' at column %d", p, col);
            return sp_error_set(err, col, "unexpected character '%s' at column %d", p, col);
        }
        if (!ndigits) return sp_error_set(err, col, "suit letter '%c' at column %d has no digits before it", c, col);
        for (int d = 0; d < ndigits; d++) {
            int n = digits[d];
            if (n < 1 || n > suit_max(suit))
                return sp_error_set(err, first_digit_col + d, "no tile %d%c at column %d: %s run 1-%d", n, c,
                            first_digit_col + d, suit_word(suit), suit_max(suit));
            int k = sp_kind_make((sp_suit)suit, n);
            if (counts[k] < 255) counts[k]++;
        }
        ndigits = 0;
    }
}

static const char *meld_names[] = {"chi", "pon", "minkan", "kakan", "ankan"};

int sp_parse_seat(const char *text)
{
    if (!text || !text[0] || text[1]) return -1;
    switch (text[0]) {
    case 'E': return 0;
    case 'S': return 1;
    case 'W': return 2;
    case 'N': return 3;
    default: return -1;
    }
}

char sp_seat_letter(int seat) { return "ESWN"[seat & 3]; }

int sp_parse_meld(const char *text, sp_meld *out, int col0, sp_error *err)
{
    if (!text) return sp_error_set(err, 0, "missing meld");
    const char *colon = strchr(text, ':');
    if (!colon) return sp_error_set(err, col0 + 1, "meld '%.40s' at column %d needs a type and a colon, e.g. pon:555z", text, col0 + 1);
    size_t tlen = (size_t)(colon - text);
    int type = -1;
    for (int i = 0; i < 5; i++)
        if (strlen(meld_names[i]) == tlen && strncmp(text, meld_names[i], tlen) == 0) type = i;
    if (type < 0)
        return sp_error_set(err, col0 + 1, "unknown meld type '%.*s' at column %d (expected chi, pon, minkan, kakan or ankan)",
                    (int)(tlen > 20 ? 20 : tlen), text, col0 + 1);
    const char *tiles = colon + 1, *at = strchr(tiles, '@');
    int tiles_col = col0 + (int)(tiles - text);
    char buf[64];
    size_t n = at ? (size_t)(at - tiles) : strlen(tiles);
    if (n >= sizeof buf) return sp_error_set(err, tiles_col + 1, "meld tiles at column %d are too long", tiles_col + 1);
    memcpy(buf, tiles, n);
    buf[n] = 0;
    uint8_t counts[SP_KINDS_ALL] = {0};
    if (sp_parse_tiles(buf, counts, tiles_col, err)) return -1;
    int kinds[4], nk = 0, total = 0;
    for (int k = 0; k < SP_KINDS_ALL; k++)
        for (int c = 0; c < counts[k]; c++) {
            if (nk < 4) kinds[nk++] = k;
            total++;
        }
    int want = type >= SP_MELD_MINKAN ? 4 : 3;
    if (total != want)
        return sp_error_set(err, tiles_col + 1, "%s:%s has %d tiles, a %s has %d", meld_names[type], buf, total, meld_names[type], want);
    for (int i = 0; i < nk; i++)
        if (sp_kind_is_flower(kinds[i])) return sp_error_set(err, tiles_col + 1, "%s:%s: flowers cannot be melded", meld_names[type], buf);
    if (type == SP_MELD_CHI) {
        if (sp_kind_is_honor(kinds[0]) || sp_kind_suit(kinds[0]) != sp_kind_suit(kinds[2]) || kinds[1] != kinds[0] + 1 ||
            kinds[2] != kinds[0] + 2)
            return sp_error_set(err, tiles_col + 1, "chi:%s is not a run", buf);
    } else {
        for (int i = 1; i < nk; i++)
            if (kinds[i] != kinds[0])
                return sp_error_set(err, tiles_col + 1, "%s:%s is not %s of a kind", meld_names[type], buf, want == 4 ? "four" : "three");
    }
    int from = -1;
    if (at) {
        from = sp_parse_seat(at + 1);
        int acol = col0 + (int)(at - text) + 2;
        if (from < 0) return sp_error_set(err, acol, "unknown source seat '%.8s' at column %d (expected E, S, W or N)", at + 1, acol);
        if (type == SP_MELD_ANKAN) return sp_error_set(err, acol, "a concealed kong (ankan) has no source seat (column %d)", acol);
    }
    out->type = (uint8_t)type;
    out->kind = (uint8_t)kinds[0];
    out->from = (int8_t)from;
    return 0;
}

void sp_meld_add_counts(const sp_meld *m, uint8_t counts[SP_KINDS_ALL])
{
    if (m->type == SP_MELD_CHI) {
        for (int i = 0; i < 3; i++) counts[m->kind + i]++;
    } else {
        counts[m->kind] += (uint8_t)sp_meld_size(m);
    }
}

int sp_check_copies(const uint8_t counts[SP_KINDS_ALL], const sp_meld *melds, int nmelds, sp_error *err)
{
    unsigned total[SP_KINDS_ALL];
    for (int k = 0; k < SP_KINDS_ALL; k++) total[k] = counts[k];
    for (int i = 0; i < nmelds; i++) {
        uint8_t c[SP_KINDS_ALL] = {0};
        sp_meld_add_counts(&melds[i], c);
        for (int k = 0; k < SP_KINDS_ALL; k++) total[k] += c[k];
    }
    static const char *words[] = {"", "one copy", "two copies", "three copies", "four copies", "five copies",
                                  "six copies", "seven copies", "eight copies"};
    for (int k = 0; k < SP_KINDS_ALL; k++) {
        unsigned max = sp_kind_is_flower(k) ? 1 : 4;
        if (total[k] > max) {
            char name[3];
            sp_kind_name(k, name);
            if (total[k] <= 8) return sp_error_set(err, 0, "%s of %s (at most %u)", words[total[k]], name, max);
            return sp_error_set(err, 0, "%u copies of %s (at most %u)", total[k], name, max);
        }
    }
    return 0;
}

int sp_format_tiles(const uint8_t *counts, int nkinds, char *buf, size_t size)
{
    size_t len = 0;
    for (int suit = SP_SUIT_M; suit <= SP_SUIT_F; suit++) {
        int any = 0;
        for (int n = 1; n <= suit_max(suit); n++) {
            int k = sp_kind_make((sp_suit)suit, n);
            if (k >= nkinds) break;
            for (int c = 0; c < counts[k]; c++, len++) {
                if (len + 1 < size) buf[len] = (char)('0' + n);
                any = 1;
            }
        }
        if (any) {
            if (len + 1 < size) buf[len] = sp_suit_letter((sp_suit)suit);
            len++;
        }
    }
    if (size) buf[len < size ? len : size - 1] = 0;
    return (int)len;
}

int sp_format_meld(const sp_meld *m, char *buf, size_t size)
{
    char name[3];
    sp_kind_name(m->kind, name);
    int num = name[0] - '0';
    char suit = name[1];
    char tiles[6];
    int n = sp_meld_size(m), len = 0;
    for (int i = 0; i < n && i < 4; i++) tiles[len++] = (char)('0' + num + (m->type == SP_MELD_CHI ? i : 0));
    tiles[len++] = suit;
    tiles[len] = 0;
    if (m->from >= 0) return snprintf(buf, size, "%s:%s@%c", meld_names[m->type], tiles, sp_seat_letter(m->from));
    return snprintf(buf, size, "%s:%s", meld_names[m->type], tiles);
}
