/* screen_calc_model.c: the calculator's hand and its request (screen_calc_model.h). */
#include "ui/screen_calc_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/model.h"
#include "table/ruleset_file.h"

static const char *const SEAT_NAMES[SP_SEATS] = {"E", "S", "W", "N"};

static void reset_hand(ui_calc *c)
{
    memset(c->tiles, 0, sizeof c->tiles);
    c->nmelds = 0;
    c->win_tile = -1;
    c->win = SP_WIN_TSUMO;
    c->seat = 0;
    c->round = 0;
    c->dealer = 0;
    c->discarder = -1;
    c->flowers = 0;
    c->situation = 0;
    c->indicator = -1;
    c->players = 0;
    for (int s = 0; s < SP_SEATS; s++) {
        cJSON_Delete(c->others[s].extra);
        memset(&c->others[s], 0, sizeof c->others[s]);
        c->others[s].ready = -1;
    }
    cJSON_Delete(c->extra);
    c->extra = NULL;
}

ui_calc *ui_calc_new(void)
{
    ui_calc *c = calloc(1, sizeof *c);
    if (c) reset_hand(c);
    return c;
}

void ui_calc_free(ui_calc *c)
{
    if (!c) return;
    reset_hand(c);
    cJSON_Delete(c->answer);
    free(c->rules);
    free(c->scratch);
    free(c);
}

void ui_calc_clear(ui_calc *c) { reset_hand(c); }

static void default_options(ui_calc *c)
{
    for (int i = 0; i < SP_MAX_OPTIONS; i++) {
        c->options[i] = i < c->rules->noptions ? c->rules->options[i].def : 0;
        c->option_set[i] = false;
    }
}

static void take_rules(ui_calc *c, sp_ruleset *rs)
{
    free(c->rules);
    c->rules = rs;
    snprintf(c->rules_id, sizeof c->rules_id, "%s", rs->id);
    default_options(c);
}

int ui_calc_set_rules(ui_calc *c, const char *id, char *err, size_t errlen)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    if (!rs) {
        snprintf(err, errlen, "rules: out of memory");
        return -1;
    }
    if (sp_ruleset_load(id, rs, err, errlen)) {
        free(rs);
        return -1;
    }
    take_rules(c, rs);
    return 0;
}

int ui_calc_use_rules(ui_calc *c, const sp_ruleset *rules, char *err, size_t errlen)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    if (!rs) {
        snprintf(err, errlen, "rules: out of memory");
        return -1;
    }
    *rs = *rules;
    take_rules(c, rs);
    return 0;
}

/* Tiles typed as notation, for the field named `field` ("tiles", "others.S.tiles"): no
 * flowers, no kind five times. 0, or -1 with why. */
static int read_tiles(const char *text, const char *field, uint8_t out[SP_KINDS], ui_calc_msg *why)
{
    uint8_t counts[SP_KINDS_ALL] = {0};
    sp_error e;
    if (sp_parse_tiles(text, counts, 0, &e)) {
        char col[12];
        snprintf(col, sizeof col, "%d", e.column);
        return ui_calc_say(why, "calc.err.notation", col, NULL, "%s: %s", field, e.message);
    }
    for (int k = SP_KIND_F; k < SP_KINDS_ALL; k++)
        if (counts[k]) return ui_calc_say(why, "calc.err.flowers_in_hand", NULL, NULL, "%s: flowers go in \"flowers\", not in the hand", field);
    for (int k = 0; k < SP_KINDS; k++)
        if (counts[k] > 4) {
            char n[3];
            sp_kind_name(k, n);
            return ui_calc_say(why, "calc.err.five", n, NULL, "%s: %s five times; a kind has four tiles", field, n);
        }
    memcpy(out, counts, SP_KINDS);
    return 0;
}

/* ---- reading a request: the fields with controls into the model, the rest kept whole ---- */

static int seat_of(const cJSON *v, const char *field, int *out, char *err, size_t errlen)
{
    if (!v) return 0;
    return score_parse_seat(v, field, out, err, errlen);
}

static int load_options(ui_calc *c, const cJSON *v, char *err, size_t errlen)
{
    /* the shared parser resolves names, numbers and choices; the model keeps which were given */
    sp_score_input in;
    sp_score_input_init(&in, c->rules);
    if (score_parse_options(v, &in, err, errlen)) return -1;
    const cJSON *o;
    cJSON_ArrayForEach(o, v) {
        int i = sp_ruleset_option(c->rules, o->string);
        if (i < 0) continue;
        c->options[i] = in.options[i];
        c->option_set[i] = true;
    }
    return 0;
}

static int load_melds(const cJSON *v, const char *field, sp_meld *melds, int *n, char *err, size_t errlen)
{
    return score_parse_melds(v, field, melds, n, err, errlen);
}

static int load_others(ui_calc *c, const cJSON *v, char *err, size_t errlen)
{
    const cJSON *o;
    cJSON_ArrayForEach(o, v) {
        int s = sp_parse_seat(o->string);
        char f[32];
        snprintf(f, sizeof f, "others.%.8s", o->string);
        if (s < 0 || !cJSON_IsObject(o)) {
            snprintf(err, errlen, "%s: expected a seat (E, S, W or N) with an object", f);
            return -1;
        }
        ui_calc_seat *st = &c->others[s];
        st->set = true;
        const cJSON *f2;
        cJSON_ArrayForEach(f2, o) {
            if (!strcmp(f2->string, "melds")) {
                char mf[48];
                snprintf(mf, sizeof mf, "%s.melds", f);
                if (load_melds(f2, mf, st->melds, &st->nmelds, err, errlen)) return -1;
            } else if (!strcmp(f2->string, "ready") && cJSON_IsBool(f2)) {
                st->ready = (int8_t)cJSON_IsTrue(f2);
            } else if (!strcmp(f2->string, "tiles") && cJSON_IsString(f2)) {
                char tf[48];
                ui_calc_msg why;
                snprintf(tf, sizeof tf, "%s.tiles", f);
                if (read_tiles(f2->valuestring, tf, st->tiles, &why)) return snprintf(err, errlen, "%s", why.text), -1;
                st->has_tiles = true;
            } else {
                if (!st->extra) st->extra = cJSON_CreateObject();
                cJSON_AddItemToObject(st->extra, f2->string, cJSON_Duplicate(f2, true));
            }
        }
    }
    return 0;
}

static int load_flowers(const cJSON *v, uint8_t *out, char *err, size_t errlen)
{
    uint8_t kinds[8];
    int n = score_parse_tile_sequence(v, "flowers", kinds, 8, err, errlen);
    if (n < 0) return -1;
    for (int i = 0; i < n; i++) {
        if (!sp_kind_is_flower(kinds[i])) {
            snprintf(err, errlen, "flowers: only flowers 1f-8f belong here");
            return -1;
        }
        *out |= (uint8_t)(1u << (kinds[i] - SP_KIND_F));
    }
    return 0;
}

static int load_field(ui_calc *c, const cJSON *v, char *err, size_t errlen)
{
    const char *k = v->string;
    if (!strcmp(k, "rules")) return 0;
    if (!strcmp(k, "options")) return cJSON_IsObject(v) ? load_options(c, v, err, errlen) : (snprintf(err, errlen, "options: expected an object"), -1);
    if (!strcmp(k, "tiles")) {
        if (!cJSON_IsString(v)) return snprintf(err, errlen, "tiles: expected a string like \"123m456p11z\""), -1;
        ui_calc_msg why;
        if (ui_calc_set_tiles_text(c, v->valuestring, &why)) return snprintf(err, errlen, "%s", why.text), -1;
        return 0;
    }
    if (!strcmp(k, "melds")) return load_melds(v, "melds", c->melds, &c->nmelds, err, errlen);
    if (!strcmp(k, "win_tile")) {
        uint8_t t[2];
        int n = score_parse_tile_sequence(v, "win_tile", t, 2, err, errlen);
        if (n != 1) return n < 0 ? -1 : (snprintf(err, errlen, "win_tile: expected exactly one tile"), -1);
        c->win_tile = t[0];
        return 0;
    }
    if (!strcmp(k, "win")) {
        static const char *kinds[3] = {"tsumo", "ron", "draw"};
        for (int i = 0; i < 3; i++)
            if (cJSON_IsString(v) && !strcmp(v->valuestring, kinds[i])) {
                c->win = (sp_win_kind)i;
                return 0;
            }
        return snprintf(err, errlen, "win: expected \"tsumo\", \"ron\" or \"draw\""), -1;
    }
    if (!strcmp(k, "seat")) return seat_of(v, k, &c->seat, err, errlen);
    if (!strcmp(k, "round")) return seat_of(v, k, &c->round, err, errlen);
    if (!strcmp(k, "dealer")) return seat_of(v, k, &c->dealer, err, errlen);
    if (!strcmp(k, "discarder")) return seat_of(v, k, &c->discarder, err, errlen);
    if (!strcmp(k, "flowers")) return load_flowers(v, &c->flowers, err, errlen);
    if (!strcmp(k, "indicator")) {
        int t = score_parse_tile(v, "indicator", err, errlen);
        if (t < 0) return -1;
        c->indicator = t;
        return 0;
    }
    if (!strcmp(k, "players") && cJSON_IsNumber(v) && v->valuedouble >= 2 && v->valuedouble <= 4 && v->valuedouble == (int)v->valuedouble) {
        c->players = (int)v->valuedouble;
        return 0;
    }
    if (!strcmp(k, "situation") && cJSON_IsArray(v)) {
        const cJSON *s;
        cJSON_ArrayForEach(s, v) {
            unsigned f = cJSON_IsString(s) ? sp_situation_flag(s->valuestring) : 0;
            if (!f) return snprintf(err, errlen, "situation: unknown flag '%.40s'", cJSON_IsString(s) ? s->valuestring : "?"), -1;
            c->situation |= f;
        }
        return 0;
    }
    if (!strcmp(k, "others") && cJSON_IsObject(v)) return load_others(c, v, err, errlen);
    /* a field the screen has no control for: kept as it is */
    if (!c->extra) c->extra = cJSON_CreateObject();
    cJSON_AddItemToObject(c->extra, k, cJSON_Duplicate(v, true));
    return 0;
}

int ui_calc_load_request(ui_calc *c, const cJSON *req, char *err, size_t errlen)
{
    if (!cJSON_IsObject(req)) return snprintf(err, errlen, "request: expected a JSON object"), -1;
    const cJSON *r = cJSON_GetObjectItemCaseSensitive(req, "rules");
    if (r && cJSON_IsString(r) && c->rules && !strcmp(r->valuestring, c->rules_id)) {
        default_options(c); /* the rules loaded (a match's own), not the file's of that id again */
    } else if (r && (!cJSON_IsString(r) || ui_calc_set_rules(c, r->valuestring, err, errlen))) {
        if (!cJSON_IsString(r)) snprintf(err, errlen, "rules: expected a ruleset id or path");
        return -1;
    }
    if (!c->rules) return snprintf(err, errlen, "rules: missing"), -1;
    reset_hand(c);
    c->round = -1;
    c->dealer = -1;
    const cJSON *v;
    cJSON_ArrayForEach(v, req) {
        if (load_field(c, v, err, errlen)) return -1;
    }
    return 0;
}

/* ---- writing the request ---- */

static void add_options(const ui_calc *c, cJSON *req)
{
    cJSON *o = NULL;
    for (int i = 0; i < c->rules->noptions; i++) {
        if (!c->option_set[i]) continue;
        if (!o) o = cJSON_AddObjectToObject(req, "options");
        score_add_option(o, &c->rules->options[i], c->options[i]);
    }
}

static void add_others(const ui_calc *c, cJSON *req)
{
    cJSON *all = NULL;
    for (int s = 0; s < ui_calc_players(c); s++) { /* a seat out of play keeps what was typed, unsent */
        const ui_calc_seat *st = &c->others[s];
        if (!st->set) continue;
        if (!all) all = cJSON_AddObjectToObject(req, "others");
        cJSON *o = cJSON_AddObjectToObject(all, SEAT_NAMES[s]);
        if (st->nmelds) cJSON_AddItemToObject(o, "melds", score_melds_json(st->melds, st->nmelds));
        if (st->has_tiles) {
            char text[96];
            sp_format_tiles(st->tiles, SP_KINDS, text, sizeof text);
            cJSON_AddStringToObject(o, "tiles", text);
        }
        if (st->ready >= 0) cJSON_AddBoolToObject(o, "ready", st->ready != 0);
        const cJSON *e;
        cJSON_ArrayForEach(e, st->extra) cJSON_AddItemToObject(o, e->string, cJSON_Duplicate(e, true));
    }
}

cJSON *ui_calc_request(const ui_calc *c)
{
    cJSON *req = cJSON_CreateObject();
    if (!c->rules) return req;
    cJSON_AddStringToObject(req, "rules", c->rules_id);
    add_options(c, req);
    if (c->players) cJSON_AddNumberToObject(req, "players", c->players);
    char text[96];
    ui_calc_tiles_text(c, text, sizeof text);
    cJSON_AddStringToObject(req, "tiles", text);
    cJSON_AddItemToObject(req, "melds", score_melds_json(c->melds, c->nmelds));
    if (c->win_tile >= 0) score_add_kind(req, "win_tile", c->win_tile);
    static const char *kinds[3] = {"tsumo", "ron", "draw"};
    cJSON_AddStringToObject(req, "win", kinds[c->win]);
    cJSON_AddStringToObject(req, "seat", SEAT_NAMES[c->seat]);
    if (c->round >= 0) cJSON_AddStringToObject(req, "round", SEAT_NAMES[c->round]);
    if (c->dealer >= 0) cJSON_AddStringToObject(req, "dealer", SEAT_NAMES[c->dealer]);
    if (c->discarder >= 0) cJSON_AddStringToObject(req, "discarder", SEAT_NAMES[c->discarder]);
    score_add_flowers(req, c->flowers);
    score_add_situation(req, c->situation);
    if (c->indicator >= 0) score_add_kind(req, "indicator", c->indicator);
    add_others(c, req);
    const cJSON *e;
    cJSON_ArrayForEach(e, c->extra) cJSON_AddItemToObject(req, e->string, cJSON_Duplicate(e, true));
    return req;
}

/* ---- editing ---- */

void ui_calc_tiles_text(const ui_calc *c, char *out, size_t len)
{
    sp_format_tiles(c->tiles, SP_KINDS, out, len);
}

int ui_calc_set_tiles_text(ui_calc *c, const char *text, ui_calc_msg *why) { return read_tiles(text, "tiles", c->tiles, why); }

int ui_calc_players(const ui_calc *c)
{
    if (c->players) return c->players;
    if (!c->rules) return SP_SEATS;
    int i = sp_ruleset_players_option(c->rules);
    int n = i >= 0 ? sp_option_choice_number(&c->rules->options[i], c->options[i], 0) : 0;
    return n >= 2 && n <= SP_SEATS ? n : c->rules->players_max;
}

bool ui_calc_others_hands(const ui_calc *c)
{
    const sp_model *m = c->rules ? sp_model_of(c->rules) : NULL;
    return m && m->others_hands;
}

int ui_calc_set_other_tiles(ui_calc *c, int seat, const char *text, ui_calc_msg *why)
{
    ui_calc_seat *st = &c->others[seat & 3];
    char field[24];
    snprintf(field, sizeof field, "others.%s.tiles", SEAT_NAMES[seat & 3]);
    const char *p = text;
    while (*p == ' ') p++;
    if (!*p) { /* nothing typed: none given */
        st->has_tiles = false;
        memset(st->tiles, 0, sizeof st->tiles);
        return 0;
    }
    if (read_tiles(text, field, st->tiles, why)) return -1;
    st->has_tiles = st->set = true;
    return 0;
}

void ui_calc_other_tiles_text(const ui_calc *c, int seat, char *out, size_t len)
{
    const ui_calc_seat *st = &c->others[seat & 3];
    if (st->has_tiles) sp_format_tiles(st->tiles, SP_KINDS, out, len);
    else if (len) out[0] = 0;
}

void ui_calc_cycle_ready(ui_calc *c, int seat, bool back)
{
    ui_calc_seat *st = &c->others[seat & 3];
    static const int8_t next[3] = {1, -1, 0}, prev[3] = {0, 1, -1}; /* from -1, 0, 1: -1 -> 1 -> 0 -> -1 */
    st->ready = (back ? prev : next)[st->ready + 1];
    st->set = true;
}

int ui_calc_visible(const ui_calc *c, int kind)
{
    if (kind < 0 || kind >= SP_KINDS) return 0;
    uint8_t n[SP_KINDS_ALL] = {0};
    memcpy(n, c->tiles, SP_KINDS);
    for (int i = 0; i < c->nmelds; i++) sp_meld_add_counts(&c->melds[i], n);
    for (int s = 0; s < SP_SEATS; s++) {
        for (int i = 0; i < c->others[s].nmelds; i++) sp_meld_add_counts(&c->others[s].melds[i], n);
        /* a seat's concealed tiles (a played win's request gives them), as the request's own
         * count of copies takes them: the winning tile of a seat that won on the same discard
         * is the winner's copy */
        if (!c->others[s].has_tiles) continue;
        uint8_t held[SP_KINDS];
        memcpy(held, c->others[s].tiles, SP_KINDS);
        if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(c->others[s].extra, "won")) && c->win == SP_WIN_RON &&
            c->win_tile >= 0 && c->win_tile < SP_KINDS && held[c->win_tile])
            held[c->win_tile]--;
        n[kind] = (uint8_t)(n[kind] + held[kind]);
    }
    return n[kind] + (c->indicator == kind);
}

int ui_calc_add_tile(ui_calc *c, int kind, ui_calc_msg *why)
{
    char n[3];
    sp_kind_name(kind, n);
    if (sp_kind_is_flower(kind)) {
        c->flowers ^= (uint8_t)(1u << (kind - SP_KIND_F));
        return 0;
    }
    if (ui_calc_visible(c, kind) >= 4) return ui_calc_say(why, "calc.err.all_used", n, NULL, "%s: all four tiles are in use", n);
    c->tiles[kind]++;
    return 0;
}

void ui_calc_remove_tile(ui_calc *c, int kind)
{
    if (kind >= 0 && kind < SP_KINDS && c->tiles[kind]) c->tiles[kind]--;
    if (kind >= 0 && kind < SP_KINDS && !c->tiles[kind] && c->win_tile == kind) c->win_tile = -1;
}

int ui_calc_add_meld(ui_calc *c, const char *text, ui_calc_msg *why)
{
    if (c->nmelds == 4) return ui_calc_say(why, "calc.err.melds_four", NULL, NULL, "melds: four already");
    sp_meld m;
    sp_error e;
    if (sp_parse_meld(text, &m, 0, &e)) return ui_calc_say(why, "calc.err.meld", text, NULL, "melds: %s", e.message);
    c->melds[c->nmelds++] = m;
    return 0;
}

void ui_calc_remove_meld(ui_calc *c, int i)
{
    if (i < 0 || i >= c->nmelds) return;
    memmove(&c->melds[i], &c->melds[i + 1], sizeof c->melds[0] * (size_t)(c->nmelds - i - 1));
    c->nmelds--;
}
