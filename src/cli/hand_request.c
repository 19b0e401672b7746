/* hand_request.c: parsing and answering `sparrow-cli hand` requests. */
#include "table/json_util.h"
#include "cli/hand_request.h"

#include <stdio.h>
#include <string.h>

#include "cli/rules_cache.h"

static int field_error(char *err, size_t n, const char *field, const char *msg)
{
    snprintf(err, n, "%s: %s", field, msg);
    return -1;
}

int hand_request_parse(const cJSON *obj, const char *default_rules, hand_request *req, char *err, size_t errlen)
{
    memset(req, 0, sizeof *req);
    req->wildcard_kind = -1;
    req->shapes = SP_SHAPES_STANDARD;
    if (!cJSON_IsObject(obj)) return field_error(err, errlen, "request", "expected a JSON object");

    const sp_ruleset *rs = NULL;
    const cJSON *rules = cJSON_GetObjectItemCaseSensitive(obj, "rules");
    const char *rules_id = default_rules;
    if (rules) {
        if (!cJSON_IsString(rules)) return field_error(err, errlen, "rules", "expected a ruleset id string");
        rules_id = rules->valuestring;
    }
    if (rules_id) {
        if (!(rs = rules_cache_get(rules_id, err, errlen))) return -1;
        req->shapes = rs->shapes;
    }

    const cJSON *tiles = cJSON_GetObjectItemCaseSensitive(obj, "tiles");
    if (!tiles) return field_error(err, errlen, "tiles", "missing");
    if (!cJSON_IsString(tiles)) return field_error(err, errlen, "tiles", "expected a string like \"123m456p11z\"");
    uint8_t counts[SP_KINDS_ALL] = {0};
    sp_error e;
    if (sp_parse_tiles(tiles->valuestring, counts, 0, &e)) return field_error(err, errlen, "tiles", e.message);
    for (int k = SP_KIND_F; k < SP_KINDS_ALL; k++)
        if (counts[k]) {
            char name[3];
            sp_kind_name(k, name);
            snprintf(err, errlen, "tiles: flower %s is not part of a hand (flowers are set aside)", name);
            return -1;
        }

    const cJSON *melds = cJSON_GetObjectItemCaseSensitive(obj, "melds");
    if (melds && !cJSON_IsNull(melds)) {
        if (!cJSON_IsArray(melds)) return field_error(err, errlen, "melds", "expected a list like [\"pon:555z\"]");
        int i = 0;
        const cJSON *m;
        cJSON_ArrayForEach(m, melds) {
            if (i == 4) return field_error(err, errlen, "melds", "more than four melds");
            if (!cJSON_IsString(m)) {
                snprintf(err, errlen, "melds[%d]: expected a string like \"pon:555z\"", i);
                return -1;
            }
            if (sp_parse_meld(m->valuestring, &req->melds[i], 0, &e)) {
                snprintf(err, errlen, "melds[%d]: %s", i, e.message);
                return -1;
            }
            i++;
        }
        req->nmelds = i;
    }
    if (sp_check_copies(counts, req->melds, req->nmelds, &e)) return field_error(err, errlen, "tiles", e.message);

    int wild = 0;
    const cJSON *wc = cJSON_GetObjectItemCaseSensitive(obj, "wildcards");
    if (wc) {
        if (!json_whole(wc, 0, 14))
            return field_error(err, errlen, "wildcards", "expected a whole number from 0 to 14");
        wild = (int)wc->valuedouble;
    }
    const cJSON *ind = cJSON_GetObjectItemCaseSensitive(obj, "indicator");
    if (ind) {
        if (!cJSON_IsString(ind)) return field_error(err, errlen, "indicator", "expected a tile like \"3s\"");
        uint8_t ic[SP_KINDS_ALL] = {0};
        if (sp_parse_tiles(ind->valuestring, ic, 0, &e)) return field_error(err, errlen, "indicator", e.message);
        int kind = -1, n = 0;
        for (int k = 0; k < SP_KINDS_ALL; k++) {
            n += ic[k];
            if (ic[k]) kind = k;
        }
        if (n != 1 || kind >= SP_KINDS) return field_error(err, errlen, "indicator", "expected exactly one playing tile");
        if (!rs || sp_ruleset_wildcard_kind(rs, 0) < 0)
            return field_error(err, errlen, "indicator", "this ruleset has no indicator-defined wildcard (give \"rules\")");
        req->wildcard_kind = sp_ruleset_wildcard_kind(rs, kind);
        if (req->wildcard_kind < 0) return field_error(err, errlen, "indicator", "this tile cannot be an indicator in this ruleset");
    }

    memcpy(req->tiles, counts, sizeof req->tiles);
    memcpy(req->hand.counts, counts, sizeof req->hand.counts);
    if (req->wildcard_kind >= 0) {
        wild += req->hand.counts[req->wildcard_kind];
        req->hand.counts[req->wildcard_kind] = 0;
    }
    req->hand.melds = (uint8_t)req->nmelds;
    req->hand.wildcards = (uint8_t)(wild > 14 ? 14 : wild);
    int size = sp_hand_size(&req->hand), full = sp_hand_full_size(&req->hand);
    if (wild > 14 || (size != full && size != full - 1)) {
        snprintf(err, errlen, "tiles: %d tiles with %d meld%s is not a hand (expected %d, or %d one tile short)", size,
                 req->nmelds, req->nmelds == 1 ? "" : "s", full, full - 1);
        return -1;
    }
    return 0;
}

void hand_group_text(const sp_group *g, char *buf, size_t size)
{
    int n = sp_group_size(g);
    if (g->kind == SP_KIND_NONE) {
        snprintf(buf, size, "%.*s", n, "***");
        return;
    }
    char t[8];
    int len = 0;
    for (int i = 0; i < n; i++) t[len++] = (char)('0' + sp_kind_number(sp_group_kind_at(g, i)));
    t[len++] = sp_suit_letter(sp_kind_suit(g->kind));
    t[len] = 0;
    snprintf(buf, size, "%s", t);
}

enum { MAX_READINGS = 256 };

cJSON *hand_request_answer(const hand_request *req)
{
    cJSON *o = cJSON_CreateObject();
    char buf[96];
    sp_format_tiles(req->tiles, SP_KINDS, buf, sizeof buf);
    cJSON_AddStringToObject(o, "tiles", buf);
    if (req->nmelds) {
        cJSON *ms = cJSON_AddArrayToObject(o, "melds");
        for (int i = 0; i < req->nmelds; i++) {
            sp_format_meld(&req->melds[i], buf, sizeof buf);
            cJSON_AddItemToArray(ms, cJSON_CreateString(buf));
        }
    }
    const sp_hand *h = &req->hand;
    int size = sp_hand_size(h);
    cJSON_AddNumberToObject(o, "count", size);
    if (h->wildcards) cJSON_AddNumberToObject(o, "wildcards", h->wildcards);
    bool win = sp_is_win(h, req->shapes);
    cJSON_AddBoolToObject(o, "win", win);
    cJSON_AddNumberToObject(o, "shanten", sp_shanten(h, req->shapes));
    if (size == sp_hand_full_size(h) - 1) {
        cJSON *ws = cJSON_AddArrayToObject(o, "waits");
        uint64_t w = sp_waits(h, req->shapes);
        for (int k = 0; k < SP_KINDS; k++)
            if (w >> k & 1) {
                sp_kind_name(k, buf);
                cJSON_AddItemToArray(ws, cJSON_CreateString(buf));
            }
    }
    cJSON *ds = cJSON_AddArrayToObject(o, "decompositions");
    if (win) {
        static _Thread_local sp_reading readings[MAX_READINGS];
        int n = sp_readings(h, req->shapes, readings, MAX_READINGS);
        if (n > MAX_READINGS) {
            cJSON_AddNumberToObject(o, "decompositions_total", n);
            n = MAX_READINGS;
        }
        for (int i = 0; i < n; i++) {
            cJSON *d = cJSON_CreateArray();
            for (int g = 0; g < readings[i].ngroups; g++) {
                hand_group_text(&readings[i].groups[g], buf, sizeof buf);
                cJSON_AddItemToArray(d, cJSON_CreateString(buf));
            }
            cJSON_AddItemToArray(ds, d);
        }
    }
    return o;
}
