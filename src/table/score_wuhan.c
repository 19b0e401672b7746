/* score_wuhan.c: the wuhan-hongzhong extras of a score request (JSON -> the model's input):
 * "special_kongs": {"hongzhong": n, "laizi": n, "pizi": n} for the winner (top level) and for each
 * seat in "others" (others.X.special_kongs). A missing object or key is 0. */
#include <stdio.h>
#include <string.h>

#include "table/json_util.h"
#include "table/score_request.h"
#include "core/rules_wuhan.h"

static const char *const keys[SP_WUHAN_SPECIALS] = {"hongzhong", "laizi", "pizi"};

static int parse_specials(const cJSON *v, const char *field, uint8_t out[SP_WUHAN_SPECIALS], char *err, size_t errlen)
{
    static const int most[SP_WUHAN_SPECIALS] = {4, 4, 7};
    if (!v || cJSON_IsNull(v)) return 0;
    if (!cJSON_IsObject(v)) {
        snprintf(err, errlen, "%s: expected {\"hongzhong\": n, \"laizi\": n, \"pizi\": n}", field);
        return -1;
    }
    const cJSON *e;
    cJSON_ArrayForEach(e, v) {
        int k = -1;
        for (int i = 0; i < SP_WUHAN_SPECIALS; i++)
            if (!strcmp(e->string, keys[i])) k = i;
        if (k < 0) {
            snprintf(err, errlen, "%s.%.20s: unknown special kong (hongzhong, laizi, pizi)", field, e->string);
            return -1;
        }
        if (!json_whole(e, 0, most[k])) {
            snprintf(err, errlen, "%s.%s: expected a whole number from 0 to %d", field, keys[k], most[k]);
            return -1;
        }
        out[k] = (uint8_t)e->valuedouble;
    }
    return 0;
}

int score_extras_wuhan(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen)
{
    _Static_assert(sizeof(sp_wuhan_input) <= sizeof x->storage, "score_extras storage too small");
    sp_wuhan_input *w = (sp_wuhan_input *)x->storage;
    memset(w, 0, sizeof *w);
    if (parse_specials(cJSON_GetObjectItemCaseSensitive(req, "special_kongs"), "special_kongs", w->special[in->seat], err, errlen))
        return -1;
    const cJSON *others = cJSON_GetObjectItemCaseSensitive(req, "others");
    if (cJSON_IsObject(others)) {
        const cJSON *o;
        cJSON_ArrayForEach(o, others) {
            int seat = sp_parse_seat(o->string);
            if (seat < 0 || seat == in->seat) continue; /* the common parser has rejected these */
            char f[48];
            snprintf(f, sizeof f, "others.%.8s.special_kongs", o->string);
            if (parse_specials(cJSON_GetObjectItemCaseSensitive(o, "special_kongs"), f, w->special[seat], err, errlen)) return -1;
        }
    }
    in->extra = w;
    return 0;
}

static void write_specials(cJSON *o, const uint8_t n[SP_WUHAN_SPECIALS])
{
    cJSON *v = cJSON_AddObjectToObject(o, "special_kongs");
    for (int i = 0; i < SP_WUHAN_SPECIALS; i++) cJSON_AddNumberToObject(v, keys[i], n[i]);
}

void score_write_wuhan(cJSON *req, const sp_score_input *in)
{
    const sp_wuhan_input *w = in->extra;
    write_specials(req, w->special[in->seat]);
    for (int s = 0; s < in->players; s++)
        if (s != in->seat) write_specials(score_request_other(req, s), w->special[s]);
}
