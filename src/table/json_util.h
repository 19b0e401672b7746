/* json_util.h: safe reading of JSON numbers (no out-of-range float-to-int conversion). */
#ifndef SP_JSON_UTIL_H
#define SP_JSON_UTIL_H

#include <cjson/cJSON.h>
#include <stdbool.h>

/* True when v is a whole number within [min, max] (NaN and infinities are not). */
static inline bool json_whole(const cJSON *v, double min, double max)
{
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= min && v->valuedouble <= max)) return false;
    return v->valuedouble == (double)(long long)v->valuedouble;
}

#endif
