/* random_request.c: random complete hands as score requests (benchmarks, property tests). */
#include "cli/random_request.h"

#include <stdio.h>

#include "core/notation.h"

/* A random complete hand of the ruleset's tiles: 0-2 exposed melds, the rest concealed. */
cJSON *random_score_request(sp_rng *rng, const sp_ruleset *rs)
{
    /* with an indicator (fixed at 9p here), its special kinds stay out of the hand: the
     * wildcard, the indicator and the kinds before it (皮), and a fixed special honour */
    const int indicator = 17;
    int wild = sp_ruleset_wildcard_kind(rs, indicator);
    int pi_before = sp_ruleset_int(rs, "wildcard.pi_before", 0), special = sp_ruleset_int(rs, "wildcard.fixed_special", 0);
    int kinds[SP_KINDS], nk = 0;
    uint8_t allowed[SP_KINDS] = {0};
    for (int k = 0; k < SP_KINDS; k++) {
        if (!(k >= SP_KIND_Z ? rs->honors : (rs->suits >> (k / 9) & 1))) continue;
        if (wild >= 0 && (k == wild || (k <= indicator && k >= indicator - pi_before) || (special && k == SP_KIND_Z + special - 1)))
            continue;
        kinds[nk++] = k;
        allowed[k] = 1;
    }
    uint8_t used[SP_KINDS] = {0}, conc[SP_KINDS] = {0};
    int seat = (int)sp_rng_below(rng, (uint32_t)rs->players_max);
    int nmelds = (int)sp_rng_below(rng, 3);
    cJSON *req = cJSON_CreateObject(), *melds = cJSON_CreateArray();
    cJSON_AddStringToObject(req, "rules", rs->id);
    for (int s = 0; s < 5; s++) {
        int pair = s == 4, run = !pair && sp_rng_below(rng, 2), k;
        for (int tries = 0;; tries++) {
            k = kinds[sp_rng_below(rng, (uint32_t)nk)];
            if (run && (k >= SP_KIND_Z || k % 9 > 6 || !allowed[k + 1] || !allowed[k + 2])) continue;
            int need = pair ? 2 : 3, ok = 1;
            for (int i = 0; i < need; i++) ok &= used[run ? k + i : k] + (run ? 1 : need) <= 4;
            if (ok || tries > 100) break;
        }
        int exposed = s < nmelds && !pair && (!run || rs->chi);
        for (int i = 0; i < (pair ? 2 : 3); i++) {
            int kk = run ? k + i : k;
            used[kk]++;
            if (!exposed) conc[kk]++;
        }
        if (exposed) {
            char name[3], m[24];
            sp_kind_name(k, name);
            int from = run ? (seat + rs->players_max - 1) % rs->players_max : (seat + 1 + (int)sp_rng_below(rng, (uint32_t)rs->players_max - 1)) % rs->players_max;
            if (run) snprintf(m, sizeof m, "chi:%c%c%c%c@%c", name[0], name[0] + 1, name[0] + 2, name[1], sp_seat_letter(from));
            else snprintf(m, sizeof m, "pon:%c%c%c%c@%c", name[0], name[0], name[0], name[1], sp_seat_letter(from));
            cJSON_AddItemToArray(melds, cJSON_CreateString(m));
        }
    }
    char tiles[64], win[3];
    sp_format_tiles(conc, SP_KINDS, tiles, sizeof tiles);
    int pick = (int)sp_rng_below(rng, 14), w = 0;
    for (int k = 0; k < SP_KINDS; k++)
        if (conc[k]) {
            w = k;
            if (pick-- <= 0) break;
        }
    sp_kind_name(w, win);
    cJSON_AddStringToObject(req, "tiles", tiles);
    cJSON_AddItemToObject(req, "melds", melds);
    cJSON_AddStringToObject(req, "win_tile", win);
    char seat_s[2] = {sp_seat_letter(seat), 0};
    cJSON_AddStringToObject(req, "seat", seat_s);
    if (sp_rng_below(rng, 2)) {
        cJSON_AddStringToObject(req, "win", "tsumo");
    } else {
        char d[2] = {sp_seat_letter((seat + 1 + (int)sp_rng_below(rng, (uint32_t)rs->players_max - 1)) % rs->players_max), 0};
        cJSON_AddStringToObject(req, "win", "ron");
        cJSON_AddStringToObject(req, "discarder", d);
    }
    if (wild >= 0) cJSON_AddStringToObject(req, "indicator", "9p");
    return req;
}

