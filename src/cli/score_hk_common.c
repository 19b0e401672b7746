/* score_hk_common.c: the Hong Kong extras of a score request, shared by hk_classic and hk_xigu:
 *   "liable": [{"seat": "E", "kind": "baoshierzhangluodi"}, ...]  包牌 established during play,
 *             in order (absent: inferred from the melds' order and sources)
 *   "robbed_kong": "kakan" | "ankan"                               with situation chankan
 *   "rinshan_chain": N                                             kongs in the chain of a
 *             kong-replacement win (default: the trailing kong melds)
 *   "chain_uses_replacement": bool                                 the chain's second kong used
 *             the first replacement (option gangshanggang_requires_replacement_kong) */
#include "cli/json_util.h"
#include "cli/score_hk_common.h"

#include <stdio.h>
#include <string.h>

static int ferr(char *err, size_t n, const char *field, const char *msg)
{
    snprintf(err, n, "%s: %s", field, msg);
    return -1;
}

int score_extras_hk_common(const cJSON *req, sp_score_input *in, score_extras *xs, char *err, size_t errlen)
{
    _Static_assert(sizeof(hk_extra) <= sizeof xs->storage, "hk_extra fits the extras storage");
    hk_extra *x = (hk_extra *)xs->storage;
    hk_extra_init(x);
    const sp_ruleset *rs = in->rules;
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(req, "liable");
    if (v && !cJSON_IsNull(v)) {
        if (!cJSON_IsArray(v)) return ferr(err, errlen, "liable", "expected a list like [{\"seat\": \"E\", \"kind\": \"...\"}]");
        x->liable_given = true;
        const cJSON *e;
        int i = 0;
        cJSON_ArrayForEach(e, v) {
            char f[48];
            snprintf(f, sizeof f, "liable[%d]", i++);
            if (x->nliable == HK_MAX_LIABLE) return ferr(err, errlen, f, "too many liabilities");
            if (!cJSON_IsObject(e)) return ferr(err, errlen, f, "expected {\"seat\": \"E\", \"kind\": \"...\"}");
            int seat;
            char f2[64];
            snprintf(f2, sizeof f2, "%s.seat", f);
            if (score_parse_seat(cJSON_GetObjectItemCaseSensitive(e, "seat"), f2, &seat, err, errlen)) return -1;
            if (seat == in->seat) return ferr(err, errlen, f2, "the winner cannot be liable to themself");
            const cJSON *k = cJSON_GetObjectItemCaseSensitive(e, "kind");
            snprintf(f2, sizeof f2, "%s.kind", f);
            if (!cJSON_IsString(k)) return ferr(err, errlen, f2, "expected a liability id of the ruleset");
            int p = sp_ruleset_pattern(rs, k->valuestring);
            if (p < 0 || strcmp(rs->patterns[p].kind, "liability") != 0) {
                snprintf(err, errlen, "%s: '%.40s' is not a liability of %s", f2, k->valuestring, rs->id);
                return -1;
            }
            x->liable[x->nliable].pattern = (int16_t)p;
            x->liable[x->nliable].seat = (int8_t)seat;
            x->nliable++;
        }
    }
    v = cJSON_GetObjectItemCaseSensitive(req, "robbed_kong");
    if (v) {
        if (cJSON_IsString(v) && !strcmp(v->valuestring, "kakan")) x->robbed_kong = HK_ROB_KAKAN;
        else if (cJSON_IsString(v) && !strcmp(v->valuestring, "ankan")) x->robbed_kong = HK_ROB_ANKAN;
        else return ferr(err, errlen, "robbed_kong", "expected \"kakan\" or \"ankan\"");
        if (!(in->situation & SP_SIT_CHANKAN)) return ferr(err, errlen, "robbed_kong", "only with situation \"chankan\"");
    }
    v = cJSON_GetObjectItemCaseSensitive(req, "rinshan_chain");
    if (v) {
        if (!json_whole(v, 1, 4))
            return ferr(err, errlen, "rinshan_chain", "expected the number of kongs in the chain, 1 to 4");
        if ((int)v->valuedouble > in->nmelds) return ferr(err, errlen, "rinshan_chain", "more kongs than declared melds");
        x->rinshan_chain = (int8_t)v->valuedouble;
    }
    v = cJSON_GetObjectItemCaseSensitive(req, "chain_uses_replacement");
    if (v) {
        if (!cJSON_IsBool(v)) return ferr(err, errlen, "chain_uses_replacement", "expected true or false");
        x->chain_uses_replacement = cJSON_IsTrue(v);
    }
    in->extra = x;
    return 0;
}
