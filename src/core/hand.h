/* hand.h: hand analysis on counts + number of declared melds + wildcards: win check,
 * readings (decompositions), shanten and waits.
 *
 * Definitions used throughout (and by the reference implementation in tests/):
 * - A hand is complete when its concealed tiles, with each wildcard standing for any tile,
 *   form (4 - melds) sets (runs or triplets) plus one pair, or seven pairs, or thirteen
 *   orphans (the last two only without melds). No reading may use a fifth copy of a kind.
 * - Shanten is the fewest tiles that must be exchanged (14-tile hands) or drawn (13-tile
 *   hands) to reach a complete hand, minus one: -1 complete, 0 ready (tenpai).
 * - Waits of a hand one tile short are the kinds that complete it; a kind whose four copies
 *   are all in the hand already is never a wait.
 */
#ifndef SP_HAND_H
#define SP_HAND_H

#include <stdbool.h>
#include <stdint.h>

#include "core/tile.h"

/* Shapes a ruleset allows. */
enum {
    SP_SHAPE_REGULAR = 1,        /* four sets and a pair */
    SP_SHAPE_SEVEN_PAIRS = 2,    /* seven distinct pairs */
    SP_SHAPE_ORPHANS = 4,        /* thirteen orphans */
    SP_SHAPE_PAIRS_KONG = 8,     /* modifier: in seven pairs, four of a kind counts as two pairs */
    SP_SHAPES_STANDARD = SP_SHAPE_REGULAR | SP_SHAPE_SEVEN_PAIRS | SP_SHAPE_ORPHANS
};

typedef struct {
    uint8_t counts[SP_KINDS]; /* concealed tiles by kind, each 0..4 */
    uint8_t melds;            /* declared sets (chi, pon, kongs), 0..4 */
    uint8_t wildcards;        /* jokers among the concealed tiles, not in counts */
} sp_hand;

/* Tiles in the concealed part (counts + wildcards). */
int sp_hand_size(const sp_hand *h);
/* The size a complete hand's concealed part has: 14 - 3 * melds. */
static inline int sp_hand_full_size(const sp_hand *h) { return 14 - 3 * h->melds; }
/* True when the counts are in range (each <= 4, melds <= 4) and the size is full or one short.
 * Every analysis function below requires this (asserted). */
bool sp_hand_is_valid(const sp_hand *h);

/* Shanten of each shape; SP_SHANTEN_NONE where the shape is impossible (melds declared). */
enum { SP_SHANTEN_NONE = 99 };
int sp_shanten_regular(const sp_hand *h);
int sp_shanten_seven_pairs(const sp_hand *h, bool kong_as_two);
int sp_shanten_orphans(const sp_hand *h);
/* Minimum over the shapes allowed by `shapes`. */
int sp_shanten(const sp_hand *h, unsigned shapes);

/* out[k] = sp_shanten of h with one more tile of kind k, for each k in the bit mask `kinds` that
 * h holds fewer than four of (other entries are left alone); h is one tile short. */
void sp_shanten_each_draw(const sp_hand *h, unsigned shapes, uint64_t kinds, int8_t out[SP_KINDS]);

/* Win check of a full-size hand. */
bool sp_is_win(const sp_hand *h, unsigned shapes);

/* Waits of a hand one tile short, as a bit mask over kinds 0..33. */
uint64_t sp_waits(const sp_hand *h, unsigned shapes);

/* ---- readings ---- */

typedef enum {
    SP_GROUP_RUN,     /* three consecutive kinds of one suit, `kind` is the lowest */
    SP_GROUP_TRIPLET, /* three of `kind` */
    SP_GROUP_PAIR,    /* two of `kind` */
    SP_GROUP_SINGLE   /* one of `kind` (thirteen orphans) */
} sp_group_type;

typedef struct {
    uint8_t type;  /* sp_group_type */
    uint8_t kind;  /* lowest kind of the group; SP_KIND_NONE: wildcards only, any kind */
    uint8_t wild;  /* bit i set: position i of the group is a wildcard */
} sp_group;

typedef enum { SP_FORM_REGULAR, SP_FORM_SEVEN_PAIRS, SP_FORM_ORPHANS } sp_form;

typedef struct {
    uint8_t form;     /* sp_form */
    uint8_t ngroups;
    sp_group groups[14];
} sp_reading;

/* Writes up to `cap` distinct readings of a complete full-size hand into out (canonical
 * order: groups sorted, readings sorted) and returns how many there are in total (may exceed
 * cap; 0 if the hand is not complete; -1 if memory ran out). */
int sp_readings(const sp_hand *h, unsigned shapes, sp_reading *out, int cap);

/* Called by sp_each_reading for each reading; returning true stops the search. */
typedef bool (*sp_reading_fn)(void *ctx, const sp_reading *r);

/* Calls fn once for every distinct reading of a hand without wildcards (the scorers' search:
 * no sorting, no allocation) and returns how many it met. A reading uses 4 - h->melds sets and
 * a pair, so a hand of another size has none. Groups come in kind order (at one kind: pair,
 * triplet, run); regular readings first (ordered by their groups, a pair before a triplet
 * before a run at the first kind where two differ), then seven pairs, then thirteen orphans.
 * The same set as sp_readings (tests/test_each_reading.c and test_rules_mingjiang.c compare
 * them on random hands). */
int sp_each_reading(const sp_hand *h, unsigned shapes, sp_reading_fn fn, void *ctx);

/* Puts a reading's groups in the canonical order sp_readings uses. */
void sp_reading_canonicalize(sp_reading *r);
/* Orders readings as sp_readings lists them (groups must be in canonical order); 0 if equal. */
int sp_reading_compare(const sp_reading *a, const sp_reading *b);

/* Number of tiles of a group (1, 2 or 3). */
int sp_group_size(const sp_group *g);
/* Kind at position i of the group (SP_KIND_NONE for an all-wildcard group). */
int sp_group_kind_at(const sp_group *g, int i);

#endif
