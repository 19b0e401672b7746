/* score_request_write.c: a score input written back as a `score` request (src/cli/README.md),
 * the inverse of score_request_parse for the common fields: a hand of a played match opened in
 * the calculator, or given to sparrow-cli. */
#include <stdio.h>
#include <string.h>

#include "core/model.h"
#include "table/score_request.h"

static const char *const SEATS[SP_SEATS] = {"E", "S", "W", "N"};

void score_add_kind(cJSON *o, const char *key, int kind)
{
    char t[3];
    sp_kind_name(kind, t);
    cJSON_AddStringToObject(o, key, t);
}

cJSON *score_melds_json(const sp_meld *m, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; i < n; i++) {
        char t[24];
        sp_format_meld(&m[i], t, sizeof t);
        cJSON_AddItemToArray(a, cJSON_CreateString(t));
    }
    return a;
}

void score_add_flowers(cJSON *o, uint8_t bits)
{
    char f[24] = "";
    for (int i = 0; i < 8; i++)
        if (bits >> i & 1) snprintf(f + strlen(f), sizeof f - strlen(f), "%df", i + 1);
    if (f[0]) cJSON_AddStringToObject(o, "flowers", f);
}

void score_add_option(cJSON *o, const sp_option_def *d, int32_t v)
{
    if (d->type == SP_OPT_BOOL) cJSON_AddBoolToObject(o, d->id, v != 0);
    else if (d->type == SP_OPT_INT) cJSON_AddNumberToObject(o, d->id, v);
    else cJSON_AddStringToObject(o, d->id, d->choices[v]);
}

void score_add_situation(cJSON *o, unsigned situation)
{
    if (!situation) return;
    cJSON *a = cJSON_AddArrayToObject(o, "situation");
    for (unsigned b = 1; b; b <<= 1)
        if (situation & b && sp_situation_name(b)) cJSON_AddItemToArray(a, cJSON_CreateString(sp_situation_name(b)));
}

static void add_discards(cJSON *o, const sp_seat_info *s)
{
    char d[3 * SP_MAX_DISCARDS + 1] = "";
    for (int i = 0; i < s->ndiscards; i++) sp_kind_name(s->discards[i], d + strlen(d));
    if (d[0]) cJSON_AddStringToObject(o, "discards", d);
}

static void add_options(cJSON *req, const sp_score_input *in)
{
    cJSON *o = NULL;
    for (int i = 0; i < in->rules->noptions; i++) {
        const sp_option_def *d = &in->rules->options[i];
        if (in->options[i] == d->def) continue;
        if (!o) o = cJSON_AddObjectToObject(req, "options");
        score_add_option(o, d, in->options[i]);
    }
}

cJSON *score_request_from_input(const sp_score_input *in)
{
    cJSON *req = cJSON_CreateObject();
    cJSON_AddStringToObject(req, "rules", in->rules->id);
    add_options(req, in);
    if (in->players != in->rules->players_max) cJSON_AddNumberToObject(req, "players", in->players);
    char text[96];
    sp_format_tiles(in->tiles, SP_KINDS, text, sizeof text);
    cJSON_AddStringToObject(req, "tiles", text);
    cJSON_AddItemToObject(req, "melds", score_melds_json(in->melds, in->nmelds));
    if (in->win_tile >= 0) score_add_kind(req, "win_tile", in->win_tile);
    static const char *wins[3] = {"tsumo", "ron", "draw"};
    cJSON_AddStringToObject(req, "win", wins[in->win]);
    cJSON_AddStringToObject(req, "seat", SEATS[in->seat & 3]);
    cJSON_AddStringToObject(req, "round", SEATS[in->round & 3]);
    cJSON_AddStringToObject(req, "dealer", SEATS[in->dealer & 3]);
    if (in->discarder >= 0) cJSON_AddStringToObject(req, "discarder", SEATS[in->discarder & 3]);
    score_add_flowers(req, in->flowers);
    score_add_situation(req, in->situation);
    if (in->indicator >= 0) score_add_kind(req, "indicator", in->indicator);
    if (in->dealer_streak) cJSON_AddNumberToObject(req, "dealer_streak", in->dealer_streak);
    if (in->has_scores) {
        cJSON *sc = cJSON_AddObjectToObject(req, "scores");
        for (int s = 0; s < in->players; s++) cJSON_AddNumberToObject(sc, SEATS[s], in->seats[s].score);
    }
    add_discards(req, &in->seats[in->seat]);
    cJSON *others = NULL;
    for (int p = 0; p < SP_SEATS; p++) {
        const sp_seat_info *si = &in->seats[p];
        if (p == in->seat || !si->present) continue;
        if (!others) others = cJSON_AddObjectToObject(req, "others");
        cJSON *o = cJSON_AddObjectToObject(others, SEATS[p]);
        cJSON_AddItemToObject(o, "melds", score_melds_json(si->melds, si->nmelds));
        score_add_flowers(o, si->flowers);
        add_discards(o, si);
        if (si->has_tiles) { /* what decides the seat's readiness, and its concealed chickens */
            sp_format_tiles(si->tiles, SP_KINDS, text, sizeof text);
            if (text[0]) cJSON_AddStringToObject(o, "tiles", text);
        }
        if (si->ready >= 0) cJSON_AddBoolToObject(o, "ready", si->ready != 0);
    }
    /* the model's own input, by its descriptor's id (as the parsers in score_request.c) */
    typedef void (*writer)(cJSON *, const sp_score_input *);
    static const writer writers[SP_MODEL_COUNT] = {
        [SP_MODEL_MINGJIANG] = score_write_mingjiang, [SP_MODEL_HK_CLASSIC] = score_write_hk_common,
        [SP_MODEL_HK_XIGU] = score_write_hk_common,   [SP_MODEL_GUIZHOU] = score_write_guizhou,
        [SP_MODEL_WUHAN] = score_write_wuhan,         [SP_MODEL_MCR] = score_write_mcr,
    };
    const sp_model *m = sp_model_of(in->rules);
    if (in->extra && m && writers[m->id]) writers[m->id](req, in);
    return req;
}

cJSON *score_request_other(cJSON *req, int s)
{
    cJSON *others = cJSON_GetObjectItemCaseSensitive(req, "others");
    if (!others) others = cJSON_AddObjectToObject(req, "others");
    cJSON *o = cJSON_GetObjectItemCaseSensitive(others, SEATS[s & 3]);
    return o ? o : cJSON_AddObjectToObject(others, SEATS[s & 3]);
}
