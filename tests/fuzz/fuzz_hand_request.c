/* fuzz_hand_request.c: libFuzzer target for the `hand` request parser and its answer. */
#include <stdint.h>
#include <stdlib.h>

#include "cli/hand_request.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cJSON *req = cJSON_ParseWithLength((const char *)data, size);
    if (!req) return 0;
    hand_request hr;
    char err[256];
    if (hand_request_parse(req, NULL, &hr, err, sizeof err) == 0) {
        cJSON *out = hand_request_answer(&hr);
        char *s = cJSON_PrintUnformatted(out);
        cJSON_free(s);
        cJSON_Delete(out);
    }
    cJSON_Delete(req);
    return 0;
}
