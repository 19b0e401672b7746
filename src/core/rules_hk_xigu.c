/* rules_hk_xigu.c: the scoring model of hk-xigu (being written: see tests/vectors/hk-xigu.jsonl). */
#include <stdio.h>

#include "core/score.h"

static const char *const evaluators[] = {NULL};

static int score(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    (void)in;
    (void)out;
    snprintf(err, errlen, "rules: scoring for hk-xigu is not available yet");
    return -1;
}

const sp_score_model sp_model_hk_xigu = {"hk_xigu", evaluators, score};
