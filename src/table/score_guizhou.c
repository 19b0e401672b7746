/* score_guizhou.c: the guizhou-xingyi extras of a score request (JSON -> the model's input).
 * Fields (tests/vectors/guizhou-xingyi.notes.md): top level and per seat in `others`:
 * `kongs` {"7777p": "mendou"|"papodou"|"diandou"|"hanbaodou"}, `chongfeng` ["1s"], `zeren` ["1s"],
 * `missing_suit` "m"|"p"|"s"; in `others` only: `baoting` true, `won` true. */
#include <stdio.h>
#include <string.h>

#include "table/score_request.h"
#include "core/rules_guizhou.h"

_Static_assert(sizeof(sp_guizhou_extra) <= sizeof(((score_extras *)0)->storage), "extras storage too small");

static int ferr(char *err, size_t n, const char *field, const char *msg)
{
    snprintf(err, n, "%s: %s", field, msg);
    return -1;
}

static int parse_kongs(const cJSON *v, const char *field, const sp_meld *melds, int nmelds, uint8_t bean[4], char *err, size_t errlen)
{
    for (int i = 0; i < nmelds; i++) bean[i] = (uint8_t)sp_guizhou_default_bean(melds[i].type);
    if (!v) return 0;
    if (!cJSON_IsObject(v)) return ferr(err, errlen, field, "expected {\"7777p\": \"mendou\", ...}");
    bool seen[4] = {false};
    const cJSON *k;
    cJSON_ArrayForEach(k, v) {
        char f[96];
        snprintf(f, sizeof f, "%s.%.20s", field, k->string);
        char key[32];
        snprintf(key, sizeof key, "%.31s", k->string);
        char *at = strchr(key, '@');
        if (at) *at = 0;
        uint8_t c[SP_KINDS_ALL] = {0};
        sp_error e;
        if (sp_parse_tiles(key, c, 0, &e)) return ferr(err, errlen, f, e.message);
        int kind = -1, kinds = 0;
        for (int t = 0; t < SP_KINDS_ALL; t++)
            if (c[t]) {
                kind = t;
                kinds++;
            }
        if (kinds != 1) return ferr(err, errlen, f, "expected the kong's tiles, like \"7777p\"");
        if (!cJSON_IsString(k)) return ferr(err, errlen, f, "expected \"papodou\", \"diandou\", \"mendou\" or \"hanbaodou\"");
        sp_gz_bean b = sp_guizhou_bean_by_id(k->valuestring);
        if (b == SP_GZ_BEAN_NONE) return ferr(err, errlen, f, "expected \"papodou\", \"diandou\", \"mendou\" or \"hanbaodou\"");
        int m = -1;
        for (int i = 0; i < nmelds; i++)
            if (sp_meld_is_kong(&melds[i]) && melds[i].kind == kind && !seen[i]) {
                m = i;
                break;
            }
        if (m < 0) return ferr(err, errlen, f, "no kong of this tile among the seat's melds");
        if (!sp_guizhou_bean_fits(b, melds[m].type))
            return ferr(err, errlen, f, "does not fit the meld (ankan: mendou or hanbaodou; kakan: papodou or hanbaodou; minkan: diandou)");
        seen[m] = true;
        bean[m] = (uint8_t)b;
    }
    return 0;
}

static int parse_kind_list(const cJSON *v, const char *field, uint64_t *mask, char *err, size_t errlen)
{
    *mask = 0;
    if (!v) return 0;
    if (!cJSON_IsArray(v)) return ferr(err, errlen, field, "expected a list of tiles like [\"1s\"]");
    const cJSON *e;
    cJSON_ArrayForEach(e, v) {
        int k = score_parse_tile(e, field, err, errlen);
        if (k < 0) return -1;
        if (k >= SP_KINDS) return ferr(err, errlen, field, "flowers are not chickens");
        *mask |= 1ull << k;
    }
    return 0;
}

static int parse_suit(const cJSON *v, const char *field, int8_t *out, char *err, size_t errlen)
{
    if (!v) return 0;
    if (!cJSON_IsString(v) || strlen(v->valuestring) != 1 || !strchr("mps", v->valuestring[0]))
        return ferr(err, errlen, field, "expected \"m\", \"p\" or \"s\"");
    *out = (int8_t)(strchr("mps", v->valuestring[0]) - "mps");
    return 0;
}

static int parse_bool(const cJSON *v, const char *field, bool *out, char *err, size_t errlen)
{
    if (!v) return 0;
    if (!cJSON_IsBool(v)) return ferr(err, errlen, field, "expected true or false");
    *out = cJSON_IsTrue(v);
    return 0;
}

static int parse_seat_extras(const cJSON *o, const char *prefix, int seat, const sp_meld *melds, int nmelds, sp_guizhou_extra *x,
                             bool other, char *err, size_t errlen)
{
    char f[64];
    snprintf(f, sizeof f, "%skongs", prefix);
    if (parse_kongs(cJSON_GetObjectItemCaseSensitive(o, "kongs"), f, melds, nmelds, x->bean[seat], err, errlen)) return -1;
    snprintf(f, sizeof f, "%schongfeng", prefix);
    if (parse_kind_list(cJSON_GetObjectItemCaseSensitive(o, "chongfeng"), f, &x->chongfeng[seat], err, errlen)) return -1;
    snprintf(f, sizeof f, "%szeren", prefix);
    if (parse_kind_list(cJSON_GetObjectItemCaseSensitive(o, "zeren"), f, &x->zeren[seat], err, errlen)) return -1;
    snprintf(f, sizeof f, "%smissing_suit", prefix);
    if (parse_suit(cJSON_GetObjectItemCaseSensitive(o, "missing_suit"), f, &x->missing_suit[seat], err, errlen)) return -1;
    if (other) {
        snprintf(f, sizeof f, "%sbaoting", prefix);
        if (parse_bool(cJSON_GetObjectItemCaseSensitive(o, "baoting"), f, &x->baoting[seat], err, errlen)) return -1;
        snprintf(f, sizeof f, "%swon", prefix);
        if (parse_bool(cJSON_GetObjectItemCaseSensitive(o, "won"), f, &x->won[seat], err, errlen)) return -1;
    }
    return 0;
}

int score_extras_guizhou(const cJSON *req, sp_score_input *in, score_extras *xs, char *err, size_t errlen)
{
    sp_guizhou_extra *x = (sp_guizhou_extra *)xs->storage;
    sp_guizhou_extra_init(x);
    /* option renshu (人数) and the request's "players" say the same thing: either may be given */
    const cJSON *opts = cJSON_GetObjectItemCaseSensitive(req, "options");
    int ro = sp_ruleset_option(in->rules, "renshu");
    if (ro >= 0 && in->rules->options[ro].type == SP_OPT_CHOICE) {
        int n = sp_option_choice_number(&in->rules->options[ro], in->options[ro], 0);
        bool given = cJSON_GetObjectItemCaseSensitive(opts, "renshu") != NULL;
        if (!cJSON_GetObjectItemCaseSensitive(req, "players")) {
            if (given && n >= 2 && n <= 4) in->players = n;
        } else if (given && n != in->players) {
            snprintf(err, errlen, "options.renshu: %d players, but \"players\" says %d", n, in->players);
            return -1;
        }
    }
    if (parse_seat_extras(req, "", in->seat, in->melds, in->nmelds, x, false, err, errlen)) return -1;
    const cJSON *others = cJSON_GetObjectItemCaseSensitive(req, "others");
    const cJSON *o;
    cJSON_ArrayForEach(o, others) {
        int seat = sp_parse_seat(o->string);
        if (seat < 0 || seat == in->seat) continue; /* the common parser has rejected these */
        char prefix[32];
        snprintf(prefix, sizeof prefix, "others.%c.", sp_seat_letter(seat));
        if (seat >= in->players) {
            snprintf(err, errlen, "others.%c: seat %c is not in play with %d players", sp_seat_letter(seat), sp_seat_letter(seat), in->players);
            return -1;
        }
        if (parse_seat_extras(o, prefix, seat, in->seats[seat].melds, in->seats[seat].nmelds, x, true, err, errlen)) return -1;
    }
    in->extra = x;
    return 0;
}

/* Tiles of a kind mask as a list ["1s", "5z"]. */
static void add_kind_list(cJSON *o, const char *key, uint64_t mask)
{
    if (!mask) return;
    cJSON *a = cJSON_AddArrayToObject(o, key);
    for (int k = 0; k < SP_KINDS; k++)
        if (mask >> k & 1) {
            char name[3];
            sp_kind_name(k, name);
            cJSON_AddItemToArray(a, cJSON_CreateString(name));
        }
}

static void write_seat(cJSON *o, const sp_guizhou_extra *x, int seat, const sp_meld *melds, int nmelds, bool other)
{
    cJSON *kongs = NULL;
    for (int i = 0; i < nmelds; i++) {
        const char *bean = sp_meld_is_kong(&melds[i]) ? sp_guizhou_bean_id(x->bean[seat][i]) : NULL;
        if (!bean) continue;
        char key[8];
        sp_kind_name(melds[i].kind, key + 3);
        key[0] = key[1] = key[2] = key[3];
        if (!kongs) kongs = cJSON_AddObjectToObject(o, "kongs");
        cJSON_AddStringToObject(kongs, key, bean);
    }
    add_kind_list(o, "chongfeng", x->chongfeng[seat]);
    add_kind_list(o, "zeren", x->zeren[seat]);
    if (x->missing_suit[seat] >= 0) cJSON_AddItemToObject(o, "missing_suit", cJSON_CreateString((char[]){"mps"[x->missing_suit[seat] % 3], 0}));
    if (other && x->baoting[seat]) cJSON_AddBoolToObject(o, "baoting", true);
    if (other && x->won[seat]) cJSON_AddBoolToObject(o, "won", true);
}

void score_write_guizhou(cJSON *req, const sp_score_input *in)
{
    const sp_guizhou_extra *x = in->extra;
    write_seat(req, x, in->seat, in->melds, in->nmelds, false);
    for (int s = 0; s < in->players; s++)
        if (s != in->seat) write_seat(score_request_other(req, s), x, s, in->seats[s].melds, in->seats[s].nmelds, true);
}
