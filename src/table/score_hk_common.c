/* score_hk_common.c: the Hong Kong extras of a score request, shared by hk_classic and hk_xigu:
 *   "liable": [{"seat": "E", "kind": "baoshierzhangluodi"}, ...]  包牌 established during play,
 *             in order (absent: inferred from the melds' order and sources)
 *   "robbed_kong": "kakan" | "ankan"                               with situation chankan
 *   "rinshan_chain": N                                             kongs in the chain of a
 *             kong-replacement win (default: the trailing kong melds)
 *   "chain_uses_replacement": bool                                 the chain's second kong used
 *             the first replacement (option gangshanggang_requires_replacement_kong)
 * and their writer, the parser's inverse. */
#include "table/json_util.h"
#include "table/score_hk_common.h"

#include <stdio.h>
#include <string.h>

static int ferr(char *err, size_t n, const char *field, const char *msg)
{
    snprintf(err, n, "%s: %s", field, msg);
    return -1;
}

/* Whether the request shows what makes `seat` liable under the liability `evaluator`: the
 * declared melds that complete the hand's group (three dragon sets, four wind sets, four kongs,
 * four sets of one suit, four sets), the one that completed it (in declaration order) claimed
 * from the liable seat where the meld names its source; or the situation (a kong replacement, a kong chain, a robbed kong, a flower win).
 * NULL when it does, else what is missing. */
static const char *liability_unshown(const sp_score_input *in, const char *evaluator, int seat, bool flower_win)
{
    static const struct {
        const char *evaluator, *missing;
        int want;  /* declared melds of the group needed */
        int group; /* 0 dragons, 1 winds, 2 kongs, 3 one suit, 4 any */
    } claims[] = {
        {"liable_big_dragons", "three declared dragon pungs or kongs", 3, 0},
        {"liable_big_winds", "four declared wind pungs or kongs", 4, 1},
        {"liable_four_kongs", "four declared kongs", 4, 2},
        {"liable_full_flush", "four declared sets of one suit", 4, 3},
        {"liable_twelve_tiles", "four declared sets", 4, 4},
    };
    for (size_t c = 0; c < sizeof claims / sizeof claims[0]; c++) {
        if (strcmp(evaluator, claims[c].evaluator)) continue;
        int n = 0, suit = -1;
        const sp_meld *completing = NULL; /* the meld that completed the group: its source is liable */
        bool one_suit = true;
        for (int i = 0; i < in->nmelds; i++) {
            const sp_meld *m = &in->melds[i];
            bool pung = m->type != SP_MELD_CHI;
            bool in_group = claims[c].group == 0   ? pung && sp_kind_is_dragon(m->kind)
                            : claims[c].group == 1 ? pung && sp_kind_is_wind(m->kind)
                            : claims[c].group == 2 ? sp_meld_is_kong(m)
                                                   : true;
            if (claims[c].group == 3) {
                if (m->kind >= SP_KIND_Z || (suit >= 0 && m->kind / 9 != suit)) one_suit = false;
                suit = m->kind / 9;
            }
            if (in_group && ++n == claims[c].want) completing = m;
        }
        if (!completing || !one_suit) return claims[c].missing;
        if (completing->type == SP_MELD_ANKAN) return "the group completed by a claimed meld (its last meld is a concealed kong)";
        if (completing->from >= 0 && completing->from != seat) return "the group's last meld given by the liable seat";
        return NULL;
    }
    if (!strcmp(evaluator, "liable_kong_replacement"))
        return in->situation & SP_SIT_RINSHAN ? NULL : "situation \"rinshan\" (a win on a kong replacement)";
    if (!strcmp(evaluator, "liable_kong_chain"))
        return in->situation & SP_SIT_DOUBLE_RINSHAN ? NULL : "situation \"double_rinshan\" (a win on a kong chain)";
    if (!strcmp(evaluator, "liable_robbed_kong"))
        return in->situation & SP_SIT_CHANKAN ? NULL : "situation \"chankan\" (a robbed kong)";
    if (!strcmp(evaluator, "liable_flower_win")) return flower_win ? NULL : "a flower win (a flower as win_tile)";
    return NULL;
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
            const char *missing = liability_unshown(in, rs->patterns[p].evaluator, seat, in->win_tile >= SP_KIND_F);
            if (missing) {
                snprintf(err, errlen, "%s: the hand does not show %s's condition: it needs %s", f, k->valuestring, missing);
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

void score_write_hk_common(cJSON *req, const sp_score_input *in)
{
    const hk_extra *x = in->extra;
    if (x->liable_given) {
        cJSON *a = cJSON_AddArrayToObject(req, "liable");
        for (int i = 0; i < x->nliable && i < HK_MAX_LIABLE; i++) {
            cJSON *e = cJSON_CreateObject();
            cJSON_AddStringToObject(e, "seat", (char[]){sp_seat_letter(x->liable[i].seat), 0});
            cJSON_AddStringToObject(e, "kind", in->rules->patterns[x->liable[i].pattern].id);
            cJSON_AddItemToArray(a, e);
        }
    }
    if (in->situation & SP_SIT_CHANKAN) cJSON_AddStringToObject(req, "robbed_kong", x->robbed_kong == HK_ROB_ANKAN ? "ankan" : "kakan");
    if (x->rinshan_chain > 0) cJSON_AddNumberToObject(req, "rinshan_chain", x->rinshan_chain);
    if (x->chain_uses_replacement) cJSON_AddBoolToObject(req, "chain_uses_replacement", true);
}
