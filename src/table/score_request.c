/* score_request.c: parsing the common fields of `score` requests and printing answers. */
#include "table/json_util.h"
#include "table/score_request.h"

#include <stdio.h>
#include <string.h>

#include "core/model.h"

static int ferr(char *err, size_t n, const char *field, const char *msg)
{
    snprintf(err, n, "%s: %s", field, msg);
    return -1;
}

int score_parse_seat(const cJSON *v, const char *field, int *seat, char *err, size_t errlen)
{
    if (!cJSON_IsString(v) || sp_parse_seat(v->valuestring) < 0) return ferr(err, errlen, field, "expected a seat: \"E\", \"S\", \"W\" or \"N\"");
    *seat = sp_parse_seat(v->valuestring);
    return 0;
}

int score_parse_tile_sequence(const cJSON *v, const char *field, uint8_t *out, int max, char *err, size_t errlen)
{
    if (!cJSON_IsString(v)) return ferr(err, errlen, field, "expected tiles like \"1m9p3z\"");
    const char *s = v->valuestring;
    int n = 0;
    sp_error e;
    uint8_t tmp[SP_KINDS_ALL] = {0};
    if (sp_parse_tiles(s, tmp, 0, &e)) return ferr(err, errlen, field, e.message);
    /* parse again keeping the order: digits belong to the next suit letter */
    const char *start = s;
    for (const char *p = s;; p++) {
        if (*p >= '0' && *p <= '9') continue;
        if (*p == ' ' || *p == 0) {
            if (*p == 0) break;
            start = p + 1;
            continue;
        }
        int suit = (int)(strchr("mpszf", *p) - "mpszf");
        for (const char *d = start; d < p; d++) {
            if (n == max) return ferr(err, errlen, field, "too many tiles");
            out[n++] = (uint8_t)sp_kind_make((sp_suit)suit, *d - '0');
        }
        start = p + 1;
    }
    return n;
}

int score_parse_tile(const cJSON *v, const char *field, char *err, size_t errlen)
{
    uint8_t t[2];
    int n = score_parse_tile_sequence(v, field, t, 2, err, errlen);
    if (n < 0) return -1;
    if (n != 1) return ferr(err, errlen, field, "expected exactly one tile like \"5m\"");
    return t[0];
}

int score_parse_melds(const cJSON *v, const char *field, sp_meld *out, int *n, char *err, size_t errlen)
{
    *n = 0;
    if (!v || cJSON_IsNull(v)) return 0;
    if (!cJSON_IsArray(v)) return ferr(err, errlen, field, "expected a list like [\"pon:555z@W\"]");
    const cJSON *m;
    cJSON_ArrayForEach(m, v) {
        char f[64];
        snprintf(f, sizeof f, "%s[%d]", field, *n);
        if (*n == 4) return ferr(err, errlen, field, "more than four melds");
        if (!cJSON_IsString(m)) return ferr(err, errlen, f, "expected a meld like \"pon:555z@W\"");
        sp_error e;
        if (sp_parse_meld(m->valuestring, &out[*n], 0, &e)) return ferr(err, errlen, f, e.message);
        (*n)++;
    }
    return 0;
}

static int parse_flowers(const cJSON *v, const char *field, uint8_t *out, char *err, size_t errlen)
{
    if (!v) return 0;
    if (!cJSON_IsString(v)) return ferr(err, errlen, field, "expected flowers like \"1f5f\"");
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    if (sp_parse_tiles(v->valuestring, c, 0, &e)) return ferr(err, errlen, field, e.message);
    for (int k = 0; k < SP_KINDS; k++)
        if (c[k]) return ferr(err, errlen, field, "only flowers 1f-8f belong here");
    for (int i = 0; i < 8; i++) {
        if (c[SP_KIND_F + i] > 1) return ferr(err, errlen, field, "each flower exists once");
        if (c[SP_KIND_F + i]) *out |= (uint8_t)(1u << i);
    }
    return 0;
}

int score_parse_options(const cJSON *v, sp_score_input *in, char *err, size_t errlen)
{
    if (!v) return 0;
    if (!cJSON_IsObject(v)) return ferr(err, errlen, "options", "expected an object of option overrides");
    const cJSON *o;
    cJSON_ArrayForEach(o, v) {
        char f[96];
        snprintf(f, sizeof f, "options.%.60s", o->string);
        int i = sp_ruleset_option(in->rules, o->string);
        if (i < 0) return ferr(err, errlen, f, "unknown option for this ruleset (see sparrow-cli rules show)");
        const sp_option_def *d = &in->rules->options[i];
        if (d->type == SP_OPT_BOOL) {
            if (!cJSON_IsBool(o)) return ferr(err, errlen, f, "expected true or false");
            in->options[i] = cJSON_IsTrue(o);
        } else if (d->type == SP_OPT_INT) {
            if (!json_whole(o, d->min, d->max)) {
                snprintf(err, errlen, "%s: expected a whole number from %d to %d", f, d->min, d->max);
                return -1;
            }
            in->options[i] = (int32_t)o->valuedouble;
        } else {
            char text[64];
            if (cJSON_IsString(o)) snprintf(text, sizeof text, "%s", o->valuestring);
            else if (json_whole(o, -1e9, 1e9)) snprintf(text, sizeof text, "%lld", (long long)o->valuedouble);
            else return ferr(err, errlen, f, "expected one of the option's choices");
            int found = -1;
            for (int j = 0; j < d->nchoices; j++)
                if (!strcmp(d->choices[j], text)) found = j;
            if (found < 0) {
                char list[256] = "";
                for (int j = 0; j < d->nchoices; j++) {
                    strncat(list, d->choices[j], sizeof list - strlen(list) - 1);
                    if (j + 1 < d->nchoices) strncat(list, ", ", sizeof list - strlen(list) - 1);
                }
                snprintf(err, errlen, "%s: '%.40s' is not one of %s", f, text, list);
                return -1;
            }
            in->options[i] = found;
        }
    }
    return 0;
}

static int parse_seat_field(const cJSON *req, const char *key, int *out, char *err, size_t errlen)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(req, key);
    if (!v) return 0;
    return score_parse_seat(v, key, out, err, errlen);
}

static int parse_seat_info(const cJSON *o, const char *field, sp_seat_info *s, char *err, size_t errlen)
{
    char f[96];
    if (!cJSON_IsObject(o)) return ferr(err, errlen, field, "expected an object");
    s->present = true;
    snprintf(f, sizeof f, "%s.melds", field);
    if (score_parse_melds(cJSON_GetObjectItemCaseSensitive(o, "melds"), f, s->melds, &s->nmelds, err, errlen)) return -1;
    snprintf(f, sizeof f, "%s.flowers", field);
    if (parse_flowers(cJSON_GetObjectItemCaseSensitive(o, "flowers"), f, &s->flowers, err, errlen)) return -1;
    const cJSON *d = cJSON_GetObjectItemCaseSensitive(o, "discards");
    if (d) {
        snprintf(f, sizeof f, "%s.discards", field);
        int n = score_parse_tile_sequence(d, f, s->discards, SP_MAX_DISCARDS, err, errlen);
        if (n < 0) return -1;
        s->ndiscards = n;
    }
    const cJSON *r = cJSON_GetObjectItemCaseSensitive(o, "ready");
    if (r) {
        snprintf(f, sizeof f, "%s.ready", field);
        if (!cJSON_IsBool(r)) return ferr(err, errlen, f, "expected true or false");
        s->ready = (int8_t)cJSON_IsTrue(r);
    }
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(o, "tiles");
    if (t) {
        snprintf(f, sizeof f, "%s.tiles", field);
        if (!cJSON_IsString(t)) return ferr(err, errlen, f, "expected tiles like \"123m\"");
        uint8_t c[SP_KINDS_ALL] = {0};
        sp_error e;
        if (sp_parse_tiles(t->valuestring, c, 0, &e)) return ferr(err, errlen, f, e.message);
        int n = 0;
        for (int k = 0; k < SP_KINDS_ALL; k++) {
            if (k >= SP_KINDS && c[k]) return ferr(err, errlen, f, "flowers go in \"flowers\", not in the hand");
            n += c[k];
        }
        /* at most a winning hand's concealed tiles (a seat that won on the same discard) */
        if (n > 14 - 3 * s->nmelds) {
            snprintf(err, errlen, "%s: %d concealed tiles beside %d meld%s; a hand holds at most %d", f, n, s->nmelds,
                     s->nmelds == 1 ? "" : "s", 14 - 3 * s->nmelds);
            return -1;
        }
        memcpy(s->tiles, c, SP_KINDS);
        s->has_tiles = true;
    }
    return 0;
}

/* Every tile the request names, all seats together: the winner's tiles and melds, the other
 * seats' melds and concealed tiles, the turned indicator. A kind has four tiles (a flower one):
 * more is an impossible request (e.g. a robbed pung beside the winner's own copies), refused
 * naming the kind and where its tiles are. (Discards are not counted: a claimed discard is both
 * in a river and in a meld. Another seat that won on the same discard, `"won": true`, holds the
 * same winning tile.) */
static int check_request_copies(const cJSON *req, const sp_score_input *in, char *err, size_t errlen)
{
    enum { PLACES = 1 + 2 * SP_SEATS + 1 };
    uint8_t at[PLACES][SP_KINDS_ALL];
    char names[PLACES][24];
    memset(at, 0, sizeof at);
    int np = 0;
    memcpy(at[np], in->tiles, SP_KINDS);
    snprintf(names[np++], sizeof names[0], "tiles");
    for (int i = 0; i < in->nmelds; i++) sp_meld_add_counts(&in->melds[i], at[0]);
    for (int p = 0; p < SP_SEATS; p++) {
        const sp_seat_info *si = &in->seats[p];
        if (p == in->seat || !si->present) continue;
        for (int i = 0; i < si->nmelds; i++) sp_meld_add_counts(&si->melds[i], at[np]);
        snprintf(names[np++], sizeof names[0], "others.%c.melds", sp_seat_letter(p));
        if (si->has_tiles) {
            memcpy(at[np], si->tiles, SP_KINDS);
            char letter[2] = {sp_seat_letter(p), 0};
            const cJSON *o = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(req, "others"), letter);
            bool also_won = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, "won"));
            if (also_won && in->win == SP_WIN_RON && in->win_tile >= 0 && in->win_tile < SP_KINDS && at[np][in->win_tile])
                at[np][in->win_tile]--;
            snprintf(names[np++], sizeof names[0], "others.%c.tiles", sp_seat_letter(p));
        }
    }
    if (in->indicator >= 0 && in->indicator < SP_KINDS) {
        at[np][in->indicator] = 1;
        snprintf(names[np++], sizeof names[0], "indicator");
    }
    for (int k = 0; k < SP_KINDS; k++) {
        int total = 0;
        for (int i = 0; i < np; i++) total += at[i][k];
        if (total <= 4) continue;
        char name[3], where[160] = "";
        sp_kind_name(k, name);
        for (int i = 0; i < np; i++)
            if (at[i][k]) {
                size_t len = strlen(where);
                snprintf(where + len, sizeof where - len, "%s%.23s %d", len ? ", " : "", names[i], at[i][k]);
            }
        snprintf(err, errlen, "tiles: %s is named %d times in the request (%s); a kind has four tiles", name, total, where);
        return -1;
    }
    uint8_t seen = in->flowers;
    for (int p = 0; p < SP_SEATS; p++) {
        if (p == in->seat) continue;
        uint8_t twice = in->seats[p].flowers & seen;
        if (twice) {
            snprintf(err, errlen, "others.%c.flowers: %df is given to another seat too; each flower exists once", sp_seat_letter(p),
                     __builtin_ctz(twice) + 1);
            return -1;
        }
        seen |= in->seats[p].flowers;
    }
    return 0;
}

/* Each model's own request fields (src/table/score_<model>.c), by its descriptor's id: the JSON
 * reading belongs to the table layer, so the core's descriptor cannot point at it. */
typedef int (*extras_fn)(const cJSON *, sp_score_input *, score_extras *, char *, size_t);
static const extras_fn extras_parsers[SP_MODEL_COUNT] = {
    [SP_MODEL_MINGJIANG] = score_extras_mingjiang, [SP_MODEL_HK_CLASSIC] = score_extras_hk_classic,
    [SP_MODEL_HK_XIGU] = score_extras_hk_xigu,     [SP_MODEL_GUIZHOU] = score_extras_guizhou,
    [SP_MODEL_WUHAN] = score_extras_wuhan,         [SP_MODEL_MCR] = score_extras_mcr,
};

int score_request_parse(const cJSON *req, const sp_ruleset *rules, sp_score_input *in, score_extras *x, char *err, size_t errlen)
{
    sp_score_input_init(in, rules);
    if (score_parse_options(cJSON_GetObjectItemCaseSensitive(req, "options"), in, err, errlen)) return -1;
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(req, "players");
    if (v) {
        if (!json_whole(v, 2, 4))
            return ferr(err, errlen, "players", "expected 2, 3 or 4");
        in->players = (int)v->valuedouble;
    }
    v = cJSON_GetObjectItemCaseSensitive(req, "win");
    if (!v) return ferr(err, errlen, "win", "missing (\"tsumo\", \"ron\" or \"draw\")");
    if (cJSON_IsString(v) && !strcmp(v->valuestring, "tsumo")) in->win = SP_WIN_TSUMO;
    else if (cJSON_IsString(v) && !strcmp(v->valuestring, "ron")) in->win = SP_WIN_RON;
    else if (cJSON_IsString(v) && !strcmp(v->valuestring, "draw")) in->win = SP_WIN_DRAW;
    else return ferr(err, errlen, "win", "expected \"tsumo\", \"ron\" or \"draw\"");

    v = cJSON_GetObjectItemCaseSensitive(req, "tiles");
    if (!v) return ferr(err, errlen, "tiles", "missing");
    if (!cJSON_IsString(v)) return ferr(err, errlen, "tiles", "expected a string like \"123m456p11z\"");
    uint8_t c[SP_KINDS_ALL] = {0};
    sp_error e;
    if (sp_parse_tiles(v->valuestring, c, 0, &e)) return ferr(err, errlen, "tiles", e.message);
    for (int k = SP_KIND_F; k < SP_KINDS_ALL; k++)
        if (c[k]) return ferr(err, errlen, "tiles", "flowers go in \"flowers\", not in the hand");
    memcpy(in->tiles, c, SP_KINDS);
    if (score_parse_melds(cJSON_GetObjectItemCaseSensitive(req, "melds"), "melds", in->melds, &in->nmelds, err, errlen)) return -1;
    if (sp_check_copies(c, in->melds, in->nmelds, &e)) return ferr(err, errlen, "tiles", e.message);
    int size = 0;
    for (int k = 0; k < SP_KINDS; k++) size += c[k];
    int full = 14 - 3 * in->nmelds;
    if (in->win != SP_WIN_DRAW && size != full) {
        /* a flower win is declared with 13 concealed tiles and the flower as winning tile */
        const cJSON *wt = cJSON_GetObjectItemCaseSensitive(req, "win_tile");
        int flower_win = cJSON_IsString(wt) && strchr(wt->valuestring, 'f');
        if (!(flower_win && size == full - 1)) {
            snprintf(err, errlen, "tiles: %d concealed tiles with %d meld%s; a winning hand has %d (winning tile included)", size,
                     in->nmelds, in->nmelds == 1 ? "" : "s", full);
            return -1;
        }
    }
    if (in->win == SP_WIN_DRAW && size != full - 1) {
        snprintf(err, errlen, "tiles: a hand at an exhaustive draw has %d tiles with %d meld%s, not %d", full - 1, in->nmelds,
                 in->nmelds == 1 ? "" : "s", size);
        return -1;
    }
    v = cJSON_GetObjectItemCaseSensitive(req, "win_tile");
    if (v) {
        if (!cJSON_IsString(v)) return ferr(err, errlen, "win_tile", "expected a tile like \"5m\"");
        uint8_t t[SP_KINDS_ALL] = {0};
        if (sp_parse_tiles(v->valuestring, t, 0, &e)) return ferr(err, errlen, "win_tile", e.message);
        int n = 0, kind = -1;
        for (int k = 0; k < SP_KINDS_ALL; k++) {
            n += t[k];
            if (t[k]) kind = k;
        }
        if (n != 1) return ferr(err, errlen, "win_tile", "expected exactly one tile");
        if (kind < SP_KINDS && !c[kind]) return ferr(err, errlen, "win_tile", "the winning tile must be among \"tiles\"");
        in->win_tile = kind;
    } else if (in->win != SP_WIN_DRAW) {
        return ferr(err, errlen, "win_tile", "missing");
    }
    if (!cJSON_GetObjectItemCaseSensitive(req, "seat")) return ferr(err, errlen, "seat", "missing (the winner's seat)");
    if (parse_seat_field(req, "seat", &in->seat, err, errlen) || parse_seat_field(req, "round", &in->round, err, errlen) ||
        parse_seat_field(req, "dealer", &in->dealer, err, errlen) || parse_seat_field(req, "discarder", &in->discarder, err, errlen))
        return -1;
    if (parse_flowers(cJSON_GetObjectItemCaseSensitive(req, "flowers"), "flowers", &in->flowers, err, errlen)) return -1;
    v = cJSON_GetObjectItemCaseSensitive(req, "situation");
    if (v) {
        if (!cJSON_IsArray(v)) return ferr(err, errlen, "situation", "expected a list of flags like [\"rinshan\"]");
        const cJSON *s;
        cJSON_ArrayForEach(s, v) {
            unsigned f = cJSON_IsString(s) ? sp_situation_flag(s->valuestring) : 0;
            if (!f) {
                snprintf(err, errlen, "situation: unknown flag '%.40s'", cJSON_IsString(s) ? s->valuestring : "?");
                return -1;
            }
            in->situation |= f;
        }
    }
    v = cJSON_GetObjectItemCaseSensitive(req, "indicator");
    if (v && (in->indicator = score_parse_tile(v, "indicator", err, errlen)) < 0) return -1;
    v = cJSON_GetObjectItemCaseSensitive(req, "dealer_streak");
    if (v) {
        if (!json_whole(v, 0, 1000)) return ferr(err, errlen, "dealer_streak", "expected a whole number from 0 to 1000");
        in->dealer_streak = (int)v->valuedouble;
    }
    v = cJSON_GetObjectItemCaseSensitive(req, "scores");
    if (v) {
        if (!cJSON_IsObject(v)) return ferr(err, errlen, "scores", "expected {\"E\": 150, ...}");
        const cJSON *s;
        cJSON_ArrayForEach(s, v) {
            int seat = sp_parse_seat(s->string);
            if (seat < 0 || !json_whole(s, -100000000, 100000000)) return ferr(err, errlen, "scores", "expected seat letters with whole numbers");
            in->seats[seat].score = (int32_t)s->valuedouble;
        }
        in->has_scores = true;
    }
    v = cJSON_GetObjectItemCaseSensitive(req, "discards");
    if (v) {
        int n = score_parse_tile_sequence(v, "discards", in->seats[in->seat].discards, SP_MAX_DISCARDS, err, errlen);
        if (n < 0) return -1;
        in->seats[in->seat].ndiscards = n;
    }
    v = cJSON_GetObjectItemCaseSensitive(req, "others");
    if (v) {
        if (!cJSON_IsObject(v)) return ferr(err, errlen, "others", "expected {\"S\": {\"melds\": [...]}, ...}");
        const cJSON *o;
        cJSON_ArrayForEach(o, v) {
            int seat = sp_parse_seat(o->string);
            char f[32];
            snprintf(f, sizeof f, "others.%.8s", o->string);
            if (seat < 0) return ferr(err, errlen, f, "unknown seat (E, S, W or N)");
            if (seat == in->seat) return ferr(err, errlen, f, "the winner's own seat is described by the top-level fields");
            if (parse_seat_info(o, f, &in->seats[seat], err, errlen)) return -1;
        }
    }
    if (check_request_copies(req, in, err, errlen)) return -1;
    in->extra = NULL;
    const sp_model *model = sp_model_of(rules);
    return model && extras_parsers[model->id] ? extras_parsers[model->id](req, in, x, err, errlen) : 0;
}

cJSON *score_result_json(const sp_score_input *in, const sp_score_result *r, int lang)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddBoolToObject(o, "valid", r->valid);
    if (!r->valid && r->reason[0]) cJSON_AddStringToObject(o, "reason", r->reason);
    cJSON_AddNumberToObject(o, "fan", r->fan);
    cJSON_AddBoolToObject(o, "limit", r->limit);
    cJSON *ps = cJSON_AddArrayToObject(o, "patterns");
    for (int i = 0; i < r->npatterns; i++) {
        const sp_pattern_def *d = &in->rules->patterns[r->patterns[i].pattern];
        cJSON *p = cJSON_CreateObject();
        cJSON_AddStringToObject(p, "id", d->id);
        cJSON_AddStringToObject(p, "name", d->names[lang]);
        if (r->patterns[i].den > 1) cJSON_AddNumberToObject(p, "fan", (double)r->patterns[i].value / r->patterns[i].den);
        else cJSON_AddNumberToObject(p, "fan", r->patterns[i].value);
        cJSON_AddNumberToObject(p, "count", r->patterns[i].count);
        cJSON_AddItemToArray(ps, p);
    }
    if (r->has_base) cJSON_AddNumberToObject(o, "base", r->base);
    static const char *seats[] = {"E", "S", "W", "N"};
    cJSON *pay = cJSON_AddObjectToObject(o, "payments");
    for (int s = 0; s < in->players; s++) cJSON_AddNumberToObject(pay, seats[s], r->payments[s]);
    if (r->nparts) {
        cJSON *b = cJSON_AddObjectToObject(o, "breakdown");
        for (int i = 0; i < r->nparts; i++) {
            cJSON *part = cJSON_AddObjectToObject(b, r->parts[i].name);
            for (int s = 0; s < in->players; s++) cJSON_AddNumberToObject(part, seats[s], r->parts[i].seats[s]);
        }
    }
    for (int i = 0; i < r->nfields; i++) {
        const sp_result_field *f = &r->fields[i];
        switch (f->type) {
        case SP_FIELD_INT: cJSON_AddNumberToObject(o, f->key, f->value); break;
        case SP_FIELD_BOOL: cJSON_AddBoolToObject(o, f->key, f->value != 0); break;
        case SP_FIELD_TEXT: cJSON_AddStringToObject(o, f->key, f->text); break;
        case SP_FIELD_SEATS_BOOL: {
            cJSON *m = cJSON_AddObjectToObject(o, f->key);
            for (int s = 0; s < in->players; s++)
                if (!f->seat_mask || (f->seat_mask >> s & 1)) cJSON_AddBoolToObject(m, seats[s], f->seats[s] != 0);
            break;
        }
        case SP_FIELD_ID_SEAT: {
            cJSON *m = cJSON_AddObjectToObject(o, f->key);
            cJSON_AddStringToObject(m, "id", f->text);
            cJSON_AddStringToObject(m, "seat", seats[f->value & 3]);
            break;
        }
        default: {
            cJSON *m = cJSON_AddObjectToObject(o, f->key);
            for (int s = 0; s < in->players; s++)
                if (!f->seat_mask || (f->seat_mask >> s & 1)) cJSON_AddNumberToObject(m, seats[s], f->seats[s]);
        }
        }
    }
    if (r->nnotes) {
        cJSON *n = cJSON_AddArrayToObject(o, "notes");
        for (int i = 0; i < r->nnotes; i++) cJSON_AddItemToArray(n, cJSON_CreateString(r->notes[i]));
    }
    return o;
}

cJSON *score_request_answer(const cJSON *req, const sp_ruleset *rules, score_extras *x, int lang, sp_score_input *in_out,
                            sp_score_result *res_out, char *err, size_t errlen)
{
    if (!cJSON_IsObject(req)) {
        snprintf(err, errlen, "request: expected a JSON object");
        return NULL;
    }
    sp_score_input in;
    sp_score_result res;
    if (score_request_parse(req, rules, &in, x, err, errlen)) return NULL;
    if (sp_score(&in, &res, err, errlen)) return NULL;
    if (in_out) *in_out = in;
    if (res_out) *res_out = res;
    return score_result_json(&in, &res, lang);
}
