/* game_check.c: the engine's invariants, checked by tests and `sparrow-cli simulate`. */
#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "core/hand.h"
#include "core/tile.h"

static int fail(char *why, size_t len, const char *fmt, int a, int b)
{
    snprintf(why, len, fmt, a, b);
    return -1;
}

int sp_game_check(const sp_game *g, char *why, size_t len)
{
    uint8_t seen[256] = {0};
    int total = 0;
    /* every tile of the set is in exactly one place: the wall, a hand, a meld, a river, the
     * flowers, or (robbed from a kong) the winning tile */
    for (int i = g->head; i < g->tail; i++) seen[g->wall[i]]++, total++;
    for (int p = 0; p < g->players; p++) {
        const sp_game_seat *s = &g->seat[p];
        int n = 0;
        for (int k = 0; k < SP_KINDS; k++) {
            int c = __builtin_popcount(s->held[k]);
            if (c != s->counts[k]) return fail(why, len, "seat %d: kind %d count differs from its tiles", p, k);
            n += c;
            for (int j = 0; j < 4; j++)
                if (s->held[k] >> j & 1) seen[sp_tile_make(k, j)]++, total++;
        }
        if (n != s->nconcealed) return fail(why, len, "seat %d: %d concealed tiles miscounted", p, n);
        for (int k = 0; k < SP_KINDS; k++)
            if ((s->kinds_held >> k & 1) != (s->counts[k] > 0) || (s->kinds_four >> k & 1) != (s->counts[k] == 4))
                return fail(why, len, "seat %d: kind %d's held / four marks are wrong", p, k);
        for (int i = 0; i < s->nmelds; i++)
            for (int j = 0; j < sp_meld_size(&s->melds[i].meld); j++) seen[s->melds[i].tiles[j]]++, total++;
        for (int i = 0; i < s->nriver; i++)
            if (!(s->river_flags[i] & SP_RIVER_CLAIMED)) seen[s->river[i]]++, total++;
        for (int i = 0; i < s->nflowers; i++) seen[s->flower_order[i]]++, total++;
        for (int i = 0; i < s->nspecial; i++) seen[s->special[i]]++, total++;
        int size = s->nconcealed + 3 * s->nmelds;
        if (s->waits_version == s->tiles_version && g->wild_kind < 0 && !g->hooks->complete && size == 13) {
            sp_hand h;
            memset(&h, 0, sizeof h);
            memcpy(h.counts, s->counts, sizeof h.counts);
            h.melds = s->nmelds;
            if (sp_waits(&h, g->rules->shapes) != s->waits)
                return fail(why, len, "seat %d: the remembered waits are not those of its %d tiles", p, s->nconcealed);
        }
        bool acting = g->phase == SP_PHASE_TURN && g->turn == p;
        if (g->phase < SP_PHASE_HAND_OVER && !s->out && size != (acting ? 14 : 13) && !(g->deal_open && size < 14) &&
            !((g->phase == SP_PHASE_ROB || g->phase == SP_PHASE_SETUP) && g->turn == p && size == 14))
            return fail(why, len, "seat %d holds %d tiles (melds counted as 3)", p, size);
    }
    if (g->indicator >= 0 && g->indicator_aside) seen[g->indicator]++, total++;
    for (int i = 0; i < g->naside && i < 4; i++) seen[g->aside[i]]++, total++;
    for (int i = 0; i < g->outcome.nwins; i++)
        if (g->outcome.wins[i].situation & SP_SIT_CHANKAN) {
            seen[g->outcome.wins[i].win_tile]++, total++;
            break;
        }
    uint8_t set[SP_MAX_WALL];
    int n = sp_wall_tiles(g->rules, g->tiles, set);
    if (total != n) return fail(why, len, "%d tiles on the table, the set has %d", total, n);
    for (int i = 0; i < n; i++)
        if (seen[set[i]] != 1) return fail(why, len, "tile %d appears %d times", set[i], seen[set[i]]);
    return g->hooks->check ? g->hooks->check(g, why, len) : 0;
}
