/* screen_calc_update.c: the calculator's answer - the request scored through the shared path
 * (score_request_answer), and for a hand one tile short its shanten, its waits, how many of
 * each are left and what each would be worth. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/screen_calc_model.h"

/* The concealed tiles as a hand for the analysis: the indicator's wildcards as jokers. */
static sp_hand analysis_hand(const ui_calc *c)
{
    sp_hand h = {.melds = (uint8_t)c->nmelds};
    memcpy(h.counts, c->tiles, SP_KINDS);
    int wild = c->indicator >= 0 ? sp_ruleset_wildcard_kind(c->rules, c->indicator) : -1;
    if (wild >= 0) {
        h.wildcards = h.counts[wild];
        h.counts[wild] = 0;
    }
    return h;
}

/* Scores the request with one more tile of kind as the winning tile. */
static void value_wait(const ui_calc *c, const cJSON *base, int lang, score_extras *x, ui_calc_wait *w)
{
    cJSON *req = cJSON_Duplicate(base, true);
    uint8_t tiles[SP_KINDS];
    memcpy(tiles, c->tiles, SP_KINDS);
    tiles[w->kind]++;
    char text[96], name[3];
    sp_format_tiles(tiles, SP_KINDS, text, sizeof text);
    sp_kind_name(w->kind, name);
    cJSON_ReplaceItemInObjectCaseSensitive(req, "tiles", cJSON_CreateString(text));
    cJSON_DeleteItemFromObjectCaseSensitive(req, "win_tile");
    cJSON_AddStringToObject(req, "win_tile", name);
    sp_score_input in;
    sp_score_result r;
    cJSON *ans = score_request_answer(req, c->rules, x, lang, &in, &r, w->why, sizeof w->why);
    if (ans) {
        w->scored = true;
        w->valid = r.valid;
        w->fan = r.fan;
        w->gain = r.payments[in.seat];
        if (!r.valid) snprintf(w->why, sizeof w->why, "%s", r.reason);
        w->reason = r.reason_code;
        memcpy(w->reason_args, r.reason_args, sizeof w->reason_args);
    }
    cJSON_Delete(ans);
    cJSON_Delete(req);
}

/* The waits: the kinds that complete the hand's shape, and those the ruleset accepts without
 * one (a Wuhan 风一色 of honours in any shape): each kind is scored, a wait when its shape
 * completes or the ruleset calls the hand a valid win. */
static void find_waits(ui_calc *c, const cJSON *req, int lang)
{
    sp_hand h = analysis_hand(c);
    if (c->nmelds > 4 || !sp_hand_is_valid(&h)) return;
    c->shanten = sp_shanten(&h, c->rules->shapes);
    if (c->size != c->full - 1 || c->win == SP_WIN_DRAW) return;
    uint64_t mask = sp_waits(&h, c->rules->shapes);
    score_extras *x = malloc(sizeof *x); /* c->x still holds the answer's extras */
    for (int k = 0; k < SP_KINDS && x; k++) {
        if (ui_calc_visible(c, k) >= 4) continue;
        ui_calc_wait *w = &c->waits[c->nwaits];
        memset(w, 0, sizeof *w);
        w->kind = k;
        w->left = 4 - ui_calc_visible(c, k);
        value_wait(c, req, lang, x, w);
        if (mask >> k & 1 || w->valid) c->nwaits++;
    }
    free(x);
    if (c->nwaits && c->shanten > 0) c->shanten = 0;
}

void ui_calc_update(ui_calc *c, int lang)
{
    cJSON_Delete(c->answer);
    c->answer = NULL;
    c->error[0] = 0;
    memset(&c->problem, 0, sizeof c->problem);
    c->nwaits = 0;
    c->nexcluded = 0;
    c->shanten = SP_SHANTEN_NONE;
    c->size = 0;
    for (int k = 0; k < SP_KINDS; k++) c->size += c->tiles[k];
    c->full = 14 - 3 * c->nmelds;
    if (!c->rules) {
        snprintf(c->error, sizeof c->error, "rules: no ruleset loaded");
        ui_calc_problem(c, &c->problem);
        return;
    }
    cJSON *req = ui_calc_request(c);
    c->answer = score_request_answer(req, c->rules, &c->x, lang, &c->in, &c->res, c->error, sizeof c->error);
    ui_calc_problem(c, &c->problem);
    if (c->answer && !c->scratch) c->scratch = malloc(sizeof *c->scratch);
    if (c->answer && c->scratch) c->nexcluded = sp_score_excluded(&c->in, &c->res, c->scratch, c->excluded, SP_MAX_SCORED);
    find_waits(c, req, lang);
    cJSON_Delete(req);
}
