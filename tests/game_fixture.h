/* game_fixture.h: scenario walls for engine tests. A scenario says what each seat is dealt, the
 * tiles drawn from the head after the deal (the dealer's fourteenth first) and the replacement
 * tiles drawn from the end (kongs, flowers); the rest of the set fills the middle. */
#ifndef SP_GAME_FIXTURE_H
#define SP_GAME_FIXTURE_H

#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "core/tile.h"

/* Tiles of a notation string in the order written ("123m5z" -> 1m 2m 3m 5z); spaces ignored.
 * Returns the count, or -1 on a bad string. */
static inline int fixture_tiles_in_order(const char *text, int *kinds, int cap)
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

/* Builds a wall for sp_game_init_wall. hands[i] is dealt to seat (dealer + i) % players, i.e.
 * hands[0] is the dealer's 13 tiles; draws: head tiles after the deal, in order; tail:
 * replacement tiles in the order they are drawn from the end. Returns the wall size, or -1
 * with a message in err. */
static inline int fixture_wall(const sp_ruleset *rs, int players, const char *const hands[], const char *draws,
                               const char *tail, uint8_t wall[SP_MAX_WALL], char *err, size_t errlen)
{
    uint8_t set[SP_MAX_WALL], used[SP_MAX_WALL] = {0};
    int total = sp_wall_tiles(rs, set);
    int head[SP_MAX_WALL], nhead = 0, back[SP_MAX_WALL], nback;
    for (int p = 0; p < players; p++) {
        int n = fixture_tiles_in_order(hands[p], head + nhead, SP_MAX_WALL - nhead);
        if (n != 13) {
            snprintf(err, errlen, "hand %d: '%s' is not 13 tiles", p, hands[p]);
            return -1;
        }
        nhead += n;
    }
    int nd = fixture_tiles_in_order(draws ? draws : "", head + nhead, SP_MAX_WALL - nhead);
    nback = fixture_tiles_in_order(tail ? tail : "", back, SP_MAX_WALL);
    if (nd < 0 || nback < 0) {
        snprintf(err, errlen, "draws or tail: bad tiles");
        return -1;
    }
    nhead += nd;
    if (nhead + nback > total) {
        snprintf(err, errlen, "more tiles named than the set has");
        return -1;
    }
    /* the lowest unused physical copy of a kind */
    uint8_t out[SP_MAX_WALL];
    int pos = 0;
    for (int i = 0; i < nhead + nback; i++) {
        int k = i < nhead ? head[i] : back[i - nhead], j;
        for (j = 0; j < total && !(sp_tile_kind(set[j]) == k && !used[j]); j++) {}
        if (j == total) {
            snprintf(err, errlen, "tile kind %d named more often than the set holds it", k);
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

#endif
