/* ruleset_sample_score.c: a sample hand's `score` request scored under a ruleset - the one
 * place the house-rules editor reads a request, with the code sparrow-cli score reads it with
 * (table/score_request.h), so that its answers are the command line's. */
#include "table/ruleset_samples.h"

#include <stdlib.h>
#include <string.h>

#include "table/score_request.h"

void sp_sample_score(const sp_ruleset *rs, const char *request, sp_sample_answer *a)
{
    memset(a, 0, sizeof *a);
    cJSON *req = cJSON_Parse(request);
    score_extras *x = malloc(sizeof *x);
    sp_score_input *in = malloc(sizeof *in);
    sp_score_result *r = malloc(sizeof *r);
    char err[300];
    if (req && x && in && r && score_request_parse(req, rs, in, x, err, sizeof err) == 0 && sp_score(in, r, err, sizeof err) == 0) {
        a->scored = true;
        a->valid = r->valid;
        a->fan = r->fan;
        memcpy(a->payments, r->payments, sizeof a->payments);
    }
    free(r);
    free(in);
    free(x);
    cJSON_Delete(req);
}
