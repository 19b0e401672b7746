/* scenario_wall.c: walls from what each seat is dealt and draws. */
#include "table/scenario_wall.h"

#include <stdio.h>
#include <string.h>

#include "core/tile.h"

int sp_tiles_in_order(const char *text, int *kinds, int cap)
{
    int n = 0, pending[32], np = 0;
    for (const char *c = text; c && *c; c++) {
        if (*c == ' ') continue;
        if (*c >= '0' && *c <= '9') {
            if (np == 32) return -1;
            pending[np++] = *c - '0';
            continue;
        }
        const char *suits = "mpszf";
        const char *s = strchr(suits, *c);
        if (!s || !np) return -1;
        int suit = (int)(s - suits);
        for (int i = 0; i < np; i++) {
            int v = pending[i], k;
            if (suit < 3) k = v == 0 ? -1 : suit * 9 + v - 1;
            else if (suit == 3) k = v >= 1 && v <= 7 ? SP_KIND_Z + v - 1 : -1;
            else k = v >= 1 && v <= 8 ? SP_KIND_F + v - 1 : -1;
            if (k < 0 || n == cap) return -1;
            kinds[n++] = k;
        }
        np = 0;
    }
    return np ? -1 : n;
}

int sp_scenario_wall(const sp_ruleset *rs, const int32_t *options, int players, const char *const hands[], const char *draws,
                     const char *tail, uint64_t seed, uint8_t wall[SP_MAX_WALL], char *err, size_t errlen)
{
    uint8_t set[SP_MAX_WALL], used[SP_MAX_WALL] = {0};
    sp_tile_set tiles = sp_tile_set_of(rs, options);
    int total = seed ? sp_wall_shuffle(rs, tiles, seed, set) : sp_wall_tiles(rs, tiles, set);
    /* the head in wall order: the hands where the deal takes them (sp_deal_position) */
    int head[SP_MAX_WALL], nhead = 13 * players, back[SP_MAX_WALL], nback;
    bool in_fours = sp_ruleset_deals_in_fours(rs);
    for (int p = 0; p < players; p++) {
        int hand[14];
        if (sp_tiles_in_order(hands[p], hand, 14) != 13) {
            snprintf(err, errlen, "hand %d: '%s' is not 13 tiles", p, hands[p]);
            return -1;
        }
        for (int j = 0; j < 13; j++) head[sp_deal_position(in_fours, players, p, j)] = hand[j];
    }
    int nd = sp_tiles_in_order(draws ? draws : "", head + nhead, SP_MAX_WALL - nhead);
    nback = sp_tiles_in_order(tail ? tail : "", back, SP_MAX_WALL);
    if (nd < 0 || nback < 0) {
        snprintf(err, errlen, "draws or tail: bad tiles");
        return -1;
    }
    nhead += nd;
    if (nhead + nback > total) {
        snprintf(err, errlen, "more tiles named than the set has");
        return -1;
    }
    /* the first unused physical copy of a kind in the set's order */
    uint8_t out[SP_MAX_WALL];
    int pos = 0;
    for (int i = 0; i < nhead + nback; i++) {
        int k = i < nhead ? head[i] : back[i - nhead], j;
        for (j = 0; j < total && !(sp_tile_kind(set[j]) == k && !used[j]); j++) {}
        if (j == total) {
            char name[3];
            sp_kind_name(k, name);
            snprintf(err, errlen, "%s named more often than the set holds it", name);
            return -1;
        }
        used[j] = 1;
        if (i < nhead) out[pos++] = set[j];
        else wall[total - 1 - (i - nhead)] = set[j];
    }
    for (int j = 0; j < total; j++)
        if (!used[j]) out[pos++] = set[j];
    memcpy(wall, out, (size_t)(total - nback));
    return total;
}
