/* rules_wuhan.h: the model-specific input of the wuhan scoring model (wuhan-hongzhong):
 * the one-tile special kongs every seat has played (红中杠, 赖子杠, 皮子杠). */
#ifndef SP_RULES_WUHAN_H
#define SP_RULES_WUHAN_H

#include <stdint.h>

#include "core/score.h"

enum { SP_WUHAN_HONGZHONG, SP_WUHAN_LAIZI, SP_WUHAN_PIZI, SP_WUHAN_SPECIALS };

typedef struct {
    /* special[seat][SP_WUHAN_*]: how many of each special kong the seat has played */
    uint8_t special[SP_SEATS][SP_WUHAN_SPECIALS];
} sp_wuhan_input;

/* The win rules the table engine checks before it asks the scorer (game_wuhan.c), as the
 * ruleset file sets them: read from what sp_wuhan_prepare_ruleset resolved at load. */
typedef struct {
    int must_open;        /* openings (chi, pon, exposed kong) a win needs: win.must_open */
    unsigned pair_ranks;  /* bit r: rank r may be the pair, and is allowed in 将一色: win.pair_ranks */
    int laizi_most;       /* the most laizi any win holds: the larger of win.laizi_small and laizi_big */
    int special;          /* the kind never laizi or pi, played only as its own kong: wildcard.fixed_special */
    int pi_before;        /* how many kinds before the laizi are pi: wildcard.pi_before */
} sp_wuhan_win_rules;

void sp_wuhan_win_rules_of(const sp_ruleset *rs, sp_wuhan_win_rules *out);

/* Resolves the ruleset's names once into rs->model_data (called through sp_model_prepare
 * when a ruleset is loaded; an unprepared ruleset is resolved on every call instead). Returns 0,
 * or -1 with err set when a tile number or the pi count of params.wildcard is out of range. */
int sp_wuhan_prepare_ruleset(sp_ruleset *rs, char *err, size_t errlen);

#endif
