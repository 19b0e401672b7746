/* tile.h: tile kinds, physical tiles and small helpers shared by the whole core. */
#ifndef SP_TILE_H
#define SP_TILE_H

#include <stdbool.h>
#include <stdint.h>

/* Tile kind 0..41: 0-8 1-9m, 9-17 1-9p, 18-26 1-9s, 27-33 1-7z (E S W N white green red),
 * 34-41 flowers 1-8f. Physical tile = kind * 4 + copy (flowers have one copy each). */
enum {
    SP_KIND_M = 0,
    SP_KIND_P = 9,
    SP_KIND_S = 18,
    SP_KIND_Z = 27,
    SP_KIND_F = 34,
    SP_KINDS = 34,        /* playing kinds (no flowers) */
    SP_KINDS_ALL = 42,    /* with flowers */
    SP_KIND_NONE = 0xFF
};

/* The honours by name: the winds, then the dragons (5z white, 6z green, 7z red). */
enum { SP_KIND_EAST = SP_KIND_Z, SP_KIND_SOUTH, SP_KIND_WEST, SP_KIND_NORTH, SP_KIND_WHITE, SP_KIND_GREEN, SP_KIND_RED };

typedef enum { SP_SUIT_M, SP_SUIT_P, SP_SUIT_S, SP_SUIT_Z, SP_SUIT_F } sp_suit;

static inline sp_suit sp_kind_suit(int kind)
{
    return kind < 9 ? SP_SUIT_M : kind < 18 ? SP_SUIT_P : kind < 27 ? SP_SUIT_S : kind < 34 ? SP_SUIT_Z : SP_SUIT_F;
}
/* 1-based number within the suit (1-9 for suits, 1-7 for honours, 1-8 for flowers). */
static inline int sp_kind_number(int kind)
{
    return kind < 27 ? kind % 9 + 1 : kind < 34 ? kind - 26 : kind - 33;
}
static inline bool sp_kind_is_honor(int kind) { return kind >= 27 && kind < 34; }
static inline bool sp_kind_is_flower(int kind) { return kind >= 34 && kind < 42; }
static inline bool sp_kind_is_terminal(int kind) { return kind < 27 && (kind % 9 == 0 || kind % 9 == 8); }
static inline bool sp_kind_is_yaochu(int kind) { return sp_kind_is_terminal(kind) || sp_kind_is_honor(kind); }
static inline bool sp_kind_is_wind(int kind) { return kind >= 27 && kind <= 30; }
static inline bool sp_kind_is_dragon(int kind) { return kind >= 31 && kind <= 33; }
static inline int sp_kind_make(sp_suit suit, int number)
{
    return suit == SP_SUIT_Z ? SP_KIND_Z + number - 1 : suit == SP_SUIT_F ? SP_KIND_F + number - 1 : (int)suit * 9 + number - 1;
}

/* The suit letter of a suit: m p s z f. */
char sp_suit_letter(sp_suit suit);

/* The kind that follows `kind` in the usual indicator order: 9 -> 1 within a suit,
 * E S W N -> E, white green red -> white. Flowers follow 1f..4f and 5f..8f cyclically. */
int sp_kind_next(int kind);
/* The kind before `kind` in the same order. */
int sp_kind_prev(int kind);

/* Writes the two-character name of a kind ("5m", "7z", "3f") into buf (>= 3 bytes). */
void sp_kind_name(int kind, char buf[3]);

/* Physical tiles. */
static inline int sp_tile_kind(int tile) { return tile >> 2; }
static inline int sp_tile_copy(int tile) { return tile & 3; }
static inline int sp_tile_make(int kind, int copy) { return kind * 4 + copy; }

/* The 13 kinds of thirteen orphans, ascending. */
extern const uint8_t sp_yaochu_kinds[13];

#endif
