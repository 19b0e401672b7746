/* score_hk_classic.c: the hk-classic extras of a score request (JSON -> the model's input);
 * the fields are the ones both Hong Kong rulesets share (score_hk_common.c). */
#include "table/score_hk_common.h"

int score_extras_hk_classic(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen)
{
    return score_extras_hk_common(req, in, x, err, errlen);
}
