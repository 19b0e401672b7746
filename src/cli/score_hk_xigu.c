/* score_hk_xigu.c: the hk-xigu extras of a score request (JSON -> the model's input). */
#include "cli/score_request.h"

int score_extras_hk_xigu(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen)
{
    (void)req;
    (void)in;
    (void)x;
    (void)err;
    (void)errlen;
    return 0;
}
