/* notation.h: the text form of tiles and melds ("123m456p789s1122z", "pon:555z@W"). */
#ifndef SP_NOTATION_H
#define SP_NOTATION_H

#include <stddef.h>
#include <stdint.h>

#include "core/tile.h"

typedef enum { SP_MELD_CHI, SP_MELD_PON, SP_MELD_MINKAN, SP_MELD_KAKAN, SP_MELD_ANKAN } sp_meld_type;

typedef struct {
    uint8_t type;  /* sp_meld_type */
    uint8_t kind;  /* lowest kind of the meld */
    int8_t from;   /* seat the claimed tile came from (0..3 = E S W N), -1 if not given */
} sp_meld;

static inline int sp_meld_size(const sp_meld *m) { return m->type >= SP_MELD_MINKAN ? 4 : 3; }
static inline int sp_meld_is_kong(const sp_meld *m) { return m->type >= SP_MELD_MINKAN; }
static inline int sp_meld_is_concealed(const sp_meld *m) { return m->type == SP_MELD_ANKAN; }

/* An error: a message naming what is wrong and where (1-based column, 0 if none). */
typedef struct {
    char message[160];
    int column;
} sp_error;

/* Sets err (when not NULL) to a formatted message and column; returns -1 for `return`. */
int sp_error_set(sp_error *err, int column, const char *fmt, ...);

/* Parses a tile string, adding to counts[SP_KINDS_ALL] (which the caller zeroes). Spaces
 * between groups are allowed. Column numbers in errors start at col0 + 1. Returns 0, or -1
 * with err set. Does not check the number of copies (see sp_check_copies). */
int sp_parse_tiles(const char *text, uint8_t counts[SP_KINDS_ALL], int col0, sp_error *err);

/* Parses one meld ("chi:123m", "pon:555z@W", "minkan:1111p", "kakan:3333p", "ankan:2222s"). */
int sp_parse_meld(const char *text, sp_meld *out, int col0, sp_error *err);

/* Parses a seat or wind letter E S W N into 0..3; -1 if it is none of them. */
int sp_parse_seat(const char *text);
/* The letter of a seat 0..3. */
char sp_seat_letter(int seat);

/* Checks that no kind has more than four copies (one for flowers) among the counts and the
 * melds; returns 0, or -1 with err like "five copies of 3m". */
int sp_check_copies(const uint8_t counts[SP_KINDS_ALL], const sp_meld *melds, int nmelds, sp_error *err);

/* Adds a meld's tiles to counts. */
void sp_meld_add_counts(const sp_meld *m, uint8_t counts[SP_KINDS_ALL]);

/* Writes counts as canonical notation ("123m456p11z"); returns the length (snprintf style). */
int sp_format_tiles(const uint8_t *counts, int nkinds, char *buf, size_t size);
/* Writes a meld ("pon:555z@W"). */
int sp_format_meld(const sp_meld *m, char *buf, size_t size);

#endif
