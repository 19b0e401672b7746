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

/* Resolves the ruleset's names once into rs->model_data (called through sp_score_model_prepare
 * when a ruleset is loaded; an unprepared ruleset is resolved on every call instead). Returns 0. */
int sp_wuhan_prepare_ruleset(sp_ruleset *rs, char *err, size_t errlen);

#endif
