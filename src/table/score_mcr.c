/* score_mcr.c: the mcr extras of a score request (JSON -> the model's input):
 * "last_copy": true when the three other copies of the winning tile were in sight (和绝张,
 * rules/mcr.md §4.5). Missing: false. And its writer (a played win's input as a request). */
#include <stdio.h>
#include <string.h>

#include "table/score_request.h"
#include "core/rules_mcr.h"

int score_extras_mcr(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen)
{
    _Static_assert(sizeof(sp_mcr_extra) <= sizeof x->storage, "score_extras storage too small");
    sp_mcr_extra *m = (sp_mcr_extra *)x->storage;
    memset(m, 0, sizeof *m);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(req, "last_copy");
    if (v && !cJSON_IsBool(v)) {
        snprintf(err, errlen, "last_copy: expected true or false");
        return -1;
    }
    m->last_copy = cJSON_IsTrue(v);
    in->extra = m;
    return 0;
}

void score_write_mcr(cJSON *req, const sp_score_input *in)
{
    const sp_mcr_extra *m = in->extra;
    if (m->last_copy) cJSON_AddBoolToObject(req, "last_copy", true);
}
