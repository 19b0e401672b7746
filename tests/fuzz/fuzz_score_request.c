/* fuzz_score_request.c: libFuzzer target for `score` requests: parsing, then scoring. */
#include <stdint.h>
#include <stdlib.h>

#include "cli/rules_cache.h"
#include "table/score_request.h"
#include "table/ruleset_ids.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char ids[64][SP_ID_LEN];
    static int nids = -1;
    if (nids < 0) nids = sp_ruleset_ids(ids, 64); /* every ruleset file in the rules folders */
    if (size < 1 || nids == 0) return 0;
    char err[320];
    const sp_ruleset *rs = rules_cache_get(ids[data[0] % nids], err, sizeof err);
    if (!rs) return 0;
    cJSON *req = cJSON_ParseWithLength((const char *)data + 1, size - 1);
    if (!req) return 0;
    static score_extras x;
    sp_score_input in;
    if (score_request_parse(req, rs, &in, &x, err, sizeof err) == 0) {
        sp_score_result r;
        if (sp_score(&in, &r, err, sizeof err) == 0) {
            cJSON *out = score_result_json(&in, &r, 2);
            cJSON_Delete(out);
        }
    }
    cJSON_Delete(req);
    return 0;
}
