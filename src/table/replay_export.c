/* replay_export.c: a replay's hands' results, written into the match log and checked on reading. */
#include "table/replay_export.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/replay_cursor.h"
#include "table/score_request.h"

static const char *const seat_names[SP_SEATS] = {"E", "S", "W", "N"};
static const char *const end_names[] = {"none", "win", "exhausted", "abortive"};

/* A seat's tiles at the hand's end: concealed, melds, flowers, one-tile kongs, declarations. */
static cJSON *seat_json(const sp_game_seat *s)
{
    cJSON *o = cJSON_CreateObject();
    char buf[128];
    sp_format_tiles(s->counts, SP_KINDS, buf, sizeof buf);
    cJSON_AddStringToObject(o, "concealed", buf);
    cJSON *melds = cJSON_AddArrayToObject(o, "melds");
    for (int i = 0; i < s->nmelds; i++) {
        sp_format_meld(&s->melds[i].meld, buf, sizeof buf);
        cJSON_AddItemToArray(melds, cJSON_CreateString(buf));
    }
    uint8_t counts[SP_KINDS_ALL];
    memset(counts, 0, sizeof counts);
    for (int i = 0; i < s->nflowers; i++) counts[sp_tile_kind(s->flower_order[i])]++;
    if (s->nflowers) {
        sp_format_tiles(counts, SP_KINDS_ALL, buf, sizeof buf);
        cJSON_AddStringToObject(o, "flowers", buf);
    }
    memset(counts, 0, sizeof counts);
    for (int i = 0; i < s->nspecial; i++) counts[sp_tile_kind(s->special[i])]++;
    if (s->nspecial) {
        sp_format_tiles(counts, SP_KINDS, buf, sizeof buf);
        cJSON_AddStringToObject(o, "special_kongs", buf);
    }
    if (s->missing_suit >= 0 && s->missing_suit < 3) {
        char suit[2] = {sp_suit_letter((sp_suit)s->missing_suit), 0};
        cJSON_AddStringToObject(o, "missing_suit", suit);
    }
    if (s->ready_declared) cJSON_AddBoolToObject(o, "ready_declared", true);
    return o;
}

static cJSON *per_seat(const int32_t *v, int players)
{
    cJSON *o = cJSON_CreateObject();
    for (int p = 0; p < players; p++) cJSON_AddNumberToObject(o, seat_names[p], v[p]);
    return o;
}

/* The result of the hand that just ended at the cursor's frame. */
static cJSON *result_json(const sp_game *g)
{
    const sp_hand_outcome *o = &g->outcome;
    cJSON *r = cJSON_CreateObject();
    cJSON_AddStringToObject(r, "end", end_names[o->kind < 4 ? o->kind : 0]);
    cJSON_AddStringToObject(r, "dealer", seat_names[o->dealer & 3]);
    cJSON_AddStringToObject(r, "round", seat_names[o->round & 3]);
    char name[3];
    if (g->indicator >= 0) {
        sp_kind_name(sp_tile_kind(g->indicator), name);
        cJSON_AddStringToObject(r, "indicator", name);
    }
    if (g->wild_kind >= 0) {
        sp_kind_name(g->wild_kind, name);
        cJSON_AddStringToObject(r, "wild", name);
    }
    cJSON *seats = cJSON_AddObjectToObject(r, "seats");
    for (int p = 0; p < g->players; p++) cJSON_AddItemToObject(seats, seat_names[p], seat_json(&g->seat[p]));
    cJSON *wins = cJSON_AddArrayToObject(r, "wins");
    sp_score_input in;
    sp_score_input_init(&in, g->rules);
    in.players = g->players;
    for (int i = 0; i < o->nwins; i++) {
        const sp_game_win *w = &o->wins[i];
        sp_score_result res;
        char err[200];
        cJSON *win = cJSON_CreateObject();
        cJSON_AddStringToObject(win, "seat", seat_names[w->seat & 3]);
        cJSON_AddStringToObject(win, "from", w->discarder < 0 ? "self" : seat_names[w->discarder & 3]);
        sp_kind_name(sp_tile_kind(w->win_tile), name);
        cJSON_AddStringToObject(win, "tile", name);
        if (sp_game_win_result(g, i, &res, err, sizeof err) == 0)
            cJSON_AddItemToObject(win, "score", score_result_json(&in, &res, 2));
        cJSON_AddItemToArray(wins, win);
    }
    cJSON_AddItemToObject(r, "delta", per_seat(o->delta, g->players));
    int32_t after[SP_SEATS];
    for (int p = 0; p < g->players; p++) after[p] = g->seat[p].score;
    cJSON_AddItemToObject(r, "scores", per_seat(after, g->players));
    if (o->match_over) cJSON_AddItemToObject(r, "settlement", per_seat(o->settlement, g->players));
    return r;
}

/* Each finished hand's result, by hand number - 1 (NULL for a hand that has not ended). */
static cJSON **all_results(const sp_replay *r, const sp_ruleset *rules, int *nhands, char *err, size_t errlen)
{
    sp_replay_cursor *c = malloc(sizeof *c);
    if (!c) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    cJSON **out = NULL;
    if (sp_cursor_open(c, r, rules, err, errlen) == 0) {
        *nhands = sp_cursor_hands(c);
        out = calloc((size_t)*nhands + 1, sizeof *out);
        for (int h = 1; out && h <= *nhands; h++) {
            size_t first, last;
            if (!sp_cursor_hand_frames(c, h, &first, &last)) continue;
            sp_cursor_seek(c, last);
            int phase = c->s.game.phase;
            if (phase == SP_PHASE_HAND_OVER || phase == SP_PHASE_MATCH_OVER) out[h - 1] = result_json(&c->s.game);
        }
        if (!out) snprintf(err, errlen, "out of memory");
    }
    sp_cursor_close(c);
    free(c);
    return out;
}

static void free_results(cJSON **res, int n)
{
    for (int i = 0; res && i < n; i++) cJSON_Delete(res[i]);
    free(res);
}

char *sp_replay_export_json(const sp_replay *r, const sp_ruleset *rules, char *err, size_t errlen)
{
    int n = 0;
    cJSON **res = all_results(r, rules, &n, err, errlen);
    if (!res) return NULL;
    /* the replay itself as the session writes it, its hands given their results */
    sp_session *s = malloc(sizeof *s);
    char *text = NULL;
    if (s && sp_replay_play(r, rules, s, false, err, errlen) == 0) {
        char *plain = sp_replay_json(s);
        cJSON *root = plain ? cJSON_Parse(plain) : NULL;
        free(plain);
        const cJSON *hands = cJSON_GetObjectItemCaseSensitive(root, "hands");
        for (int h = 0; h < n && h < cJSON_GetArraySize(hands); h++)
            if (res[h]) {
                cJSON_AddItemToObject(cJSON_GetArrayItem(hands, h), "result", res[h]);
                res[h] = NULL;
            }
        text = root ? cJSON_Print(root) : NULL;
        cJSON_Delete(root);
        if (!text) snprintf(err, errlen, "out of memory");
    } else if (!s) {
        snprintf(err, errlen, "out of memory");
    }
    if (s) sp_session_free(s);
    free(s);
    free_results(res, n);
    return text;
}

int sp_replay_export(const sp_replay *r, const sp_ruleset *rules, const char *path, char *err, size_t errlen)
{
    char why[600];
    char *text = sp_replay_export_json(r, rules, why, sizeof why);
    if (!text) {
        snprintf(err, errlen, "%s: %s", path, why);
        return -1;
    }
    size_t len = strlen(text);
    char *withnl = realloc(text, len + 2);
    if (!withnl) {
        free(text);
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    memcpy(withnl + len, "\n", 2);
    int rc = sp_write_file_atomic(path, withnl, len + 1, err, errlen);
    free(withnl);
    return rc;
}

/* The first key of b whose value differs from a's (or that a lacks); NULL when none. */
static const char *first_difference(const cJSON *a, const cJSON *b)
{
    const cJSON *it;
    cJSON_ArrayForEach(it, b)
    {
        const cJSON *x = cJSON_GetObjectItemCaseSensitive(a, it->string);
        if (!x || !cJSON_Compare(x, it, true)) return it->string;
    }
    cJSON_ArrayForEach(it, a) if (!cJSON_GetObjectItemCaseSensitive(b, it->string)) return it->string;
    return NULL;
}

int sp_replay_check_results(const char *text, const sp_replay *r, const sp_ruleset *rules, char *err, size_t errlen)
{
    cJSON *root = cJSON_Parse(text);
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(root, "hands");
    int n = 0, rc = 0;
    cJSON **res = cJSON_IsArray(hands) ? all_results(r, rules, &n, err, errlen) : NULL;
    if (!res) {
        if (!cJSON_IsArray(hands)) snprintf(err, errlen, "hands: missing");
        cJSON_Delete(root);
        return -1;
    }
    int h = 0;
    const cJSON *hand;
    cJSON_ArrayForEach(hand, hands)
    {
        h++;
        const cJSON *got = cJSON_GetObjectItemCaseSensitive(hand, "result");
        if (!got) continue;
        const cJSON *want = h <= n ? res[h - 1] : NULL;
        if (!want) {
            snprintf(err, errlen, "hand %d: result: the hand has not ended in the actions", h);
            rc = -1;
            break;
        }
        const char *field = cJSON_IsObject(got) ? first_difference(got, want) : "";
        if (field) {
            snprintf(err, errlen, "hand %d: result%s%.40s: not what the hand's actions give", h, field[0] ? "." : "", field);
            rc = -1;
            break;
        }
    }
    free_results(res, n);
    cJSON_Delete(root);
    return rc;
}
