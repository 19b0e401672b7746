/* rules_guizhou.c: the scoring model of guizhou-xingyi (being written: see tests/vectors/guizhou-xingyi.jsonl). */
#include <stdio.h>

#include "core/score.h"

static const char *const evaluators[] = {NULL};

static int score(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    (void)in;
    (void)out;
    snprintf(err, errlen, "rules: scoring for guizhou-xingyi is not available yet");
    return -1;
}

const sp_score_model sp_model_guizhou = {"guizhou", evaluators, score};
