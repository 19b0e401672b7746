/* action.h: a player's action and its text form ("D 5m", "CHI 4m 3m5m", "PON 5m", "KAN 5m",
 * "HU", "PASS", "DINGQUE p", "BAOTING", "FLOWER 1f", "SPECIAL 7z"). The text form is what
 * replays, network messages and tests carry; the engine parses it itself, so every game
 * played exercises the same path as a replay. */
#ifndef SP_ACTION_H
#define SP_ACTION_H

#include <stddef.h>
#include <stdint.h>

#include "core/notation.h"

typedef enum {
    SP_ACT_DISCARD,  /* D <tile>: discard a tile */
    SP_ACT_CHI,      /* CHI <claimed> <two tiles from hand>: run with the discard */
    SP_ACT_PON,      /* PON <tile>: triplet with the discard */
    SP_ACT_KAN,      /* KAN <tile>: kong (on a discard, concealed, or added to a pon) */
    SP_ACT_HU,       /* HU: declare a win (on a discard, a robbed kong, or self-drawn) */
    SP_ACT_PASS,     /* PASS: decline a claim */
    SP_ACT_DINGQUE,  /* DINGQUE <m|p|s>: choose the missing suit (定缺) */
    SP_ACT_BAOTING,  /* BAOTING: declare ready (报听) */
    SP_ACT_FLOWER,   /* FLOWER <flower>: set a flower aside and draw a replacement (補花) */
    SP_ACT_SPECIAL,  /* SPECIAL <tile>: a one-tile kong of a special tile (红中杠, 赖子杠, 皮子杠) */
    SP_ACT_COUNT
} sp_action_type;

typedef struct {
    uint8_t type;     /* sp_action_type */
    uint8_t tile;     /* the tile kind the action names, SP_KIND_NONE if none */
    uint8_t with[2];  /* CHI: the two kinds from the hand, ascending */
    uint8_t suit;     /* DINGQUE: SP_SUIT_M, SP_SUIT_P or SP_SUIT_S */
} sp_action;

/* Parses the text form; returns 0, or -1 with err (message and 1-based column). */
int sp_action_parse(const char *text, sp_action *out, sp_error *err);
/* Whether two actions are the same (type, tile, chow tiles, suit). */
static inline int sp_action_equal(const sp_action *a, const sp_action *b)
{
    return a->type == b->type && a->tile == b->tile && a->with[0] == b->with[0] && a->with[1] == b->with[1] &&
           a->suit == b->suit;
}
/* Writes the canonical text form; returns its length (snprintf style). */
int sp_action_format(const sp_action *a, char *buf, size_t size);

#endif
