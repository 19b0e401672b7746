/* game_sample.c: a game as one seat might believe it to be (game_sample.h). */
#include "core/game_sample.h"

#include <stdbool.h>
#include <string.h>

#include "core/rng.h"
#include "core/tile.h"

/* The tiles hidden from the seat, in a shuffled order, and which of them are dealt already. */
typedef struct {
    int n;
    uint8_t tile[SP_MAX_WALL];
    bool used[SP_MAX_WALL];
} hidden_pool;

static uint64_t mix(uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

static void give(sp_game_seat *s, int tile)
{
    int k = sp_tile_kind(tile);
    s->held[k] = (uint8_t)(s->held[k] | 1u << sp_tile_copy(tile));
    s->counts[k]++;
    s->nconcealed++;
    s->kinds_held |= 1ull << k;
    if (s->counts[k] == 4) s->kinds_four |= 1ull << k;
}

/* Whether a hidden seat may be dealt a tile of kind k: never a flower (a hand sets it aside at
 * once), nor its void suit when its last discard showed it holds none (a seat with a void suit
 * discards that suit first, so a discard of another suit means none was left). */
static bool may_hold(const sp_game_seat *s, int k)
{
    if (k >= SP_KINDS) return false;
    if (s->missing_suit >= 0 && s->nriver > 0 && k < SP_KIND_Z && (int)sp_kind_suit(k) == s->missing_suit) {
        int last = sp_tile_kind(s->river[s->nriver - 1]);
        return last < SP_KIND_Z && (int)sp_kind_suit(last) == s->missing_suit;
    }
    return true;
}

/* The first unused pool tile of kind k, marked used; -1 when none is left. */
static int take_kind(hidden_pool *p, int k)
{
    for (int i = 0; i < p->n; i++)
        if (!p->used[i] && sp_tile_kind(p->tile[i]) == k) {
            p->used[i] = true;
            return p->tile[i];
        }
    return -1;
}

/* The kinds in a seat's river. */
static uint64_t river_kinds(const sp_game_seat *s)
{
    uint64_t m = 0;
    for (int i = 0; i < s->nriver; i++) m |= 1ull << sp_tile_kind(s->river[i]);
    return m;
}

/* A kind of the hand's tiles, each tile of kind k weighing weight[k] (none of an `avoid` kind);
 * -1 when they all weigh nothing. */
static int weighted_kind(const uint8_t hand[SP_KINDS], uint64_t avoid, const double *weight, sp_rng *rng)
{
    double total = 0;
    for (int k = 0; k < SP_KINDS; k++)
        if (hand[k] && !(avoid >> k & 1) && weight[k] > 0) total += hand[k] * weight[k];
    if (!(total > 0)) return -1;
    double at = (double)sp_rng_below(rng, 1u << 24) / (double)(1u << 24) * total;
    int last = -1;
    for (int k = 0; k < SP_KINDS; k++) {
        if (!hand[k] || (avoid >> k & 1) || !(weight[k] > 0)) continue;
        last = k;
        if ((at -= hand[k] * weight[k]) < 0) return k;
    }
    return last; /* (rounding: the last kind that weighs) */
}

/* Kinds of a complete hand of `need` + 1 tiles (sets and a pair) drawn at random from the
 * unused tiles the seat may hold, none of a `never` kind (tiles no win holds: Wuhan's 红中,
 * 赖子 and 皮), less one of them, *waits_on (never of an `avoid` kind; with `weight`, kind k's
 * tiles are chosen in proportion to weight[k]): a ready hand of `need` tiles. False when none
 * was found in a few tries. */
static bool ready_kinds(const hidden_pool *p, const sp_game_seat *s, int need, uint64_t never, uint64_t avoid,
                        const double *weight, sp_rng *rng, uint8_t out[SP_KINDS], int *waits_on)
{
    if (need % 3 != 1) return false;
    uint8_t avail[SP_KINDS] = {0};
    for (int i = 0; i < p->n; i++) {
        int k = sp_tile_kind(p->tile[i]);
        if (!p->used[i] && may_hold(s, k) && !(never >> k & 1)) avail[k]++;
    }
    for (int attempt = 0; attempt < 64; attempt++) {
        uint8_t left[SP_KINDS], hand[SP_KINDS] = {0};
        memcpy(left, avail, sizeof left);
        int pair = (int)sp_rng_below(rng, SP_KINDS);
        if (left[pair] < 2) continue;
        left[pair] -= 2, hand[pair] += 2;
        int sets = 0;
        for (int tries = 0; sets < need / 3 && tries < 64; tries++) {
            int k = (int)sp_rng_below(rng, SP_KINDS);
            if (sp_rng_below(rng, 2) && k < SP_KIND_Z && k % 9 <= 6 && left[k] && left[k + 1] && left[k + 2]) {
                for (int j = 0; j < 3; j++) left[k + j]--, hand[k + j]++;
                sets++;
            } else if (left[k] >= 3) {
                left[k] -= 3, hand[k] += 3;
                sets++;
            }
        }
        if (sets < need / 3) continue;
        /* the tile the ready hand waits on: the drop-th of its need + 1 tiles */
        int waited = 0;
        if (weight) {
            if ((waited = weighted_kind(hand, avoid, weight, rng)) < 0) continue;
        } else {
            int drop = (int)sp_rng_below(rng, (uint32_t)need + 1);
            while (drop >= hand[waited]) drop -= hand[waited++];
            if (avoid >> waited & 1) continue;
        }
        hand[waited]--;
        memcpy(out, hand, SP_KINDS);
        *waits_on = waited;
        return true;
    }
    return false;
}

/* Gives the seat the tiles of `kinds` from the pool. */
static void give_kinds(hidden_pool *pool, sp_game_seat *s, const uint8_t kinds[SP_KINDS])
{
    for (int k = 0; k < SP_KINDS; k++)
        for (int c = 0; c < kinds[k]; c++) give(s, take_kind(pool, k));
}

/* Forgets what the engine remembered of a seat's tiles (its waits, a model's caches keyed by
 * the tiles' version): its hand has been dealt anew. */
static void tiles_changed(sp_game_seat *s)
{
    s->tiles_version = (uint16_t)(s->tiles_version + 2);
    s->waits_version = (uint16_t)(s->tiles_version - 2);
}

/* How many ready hands are dealt to a seat before one that could win on its wait is found (the
 * rest, e.g. under a minimum of fan, could win neither way: no danger to the seat); then the
 * last one dealt is kept. */
#define READY_WINNABLE_TRIES 32

/* Deals a ready hand to hidden seat p of g (a declared one, or believed ready: not waiting on
 * its own discards, its wait weighed by `wait` when not NULL) that could win on its wait, as the
 * table's rules stand (a minimum of fan, say): if `viewer` discarded it, or by drawing it. Not
 * only the first: a hand that may take no plain discard (Guizhou's without a kong as pass) still
 * wins by drawing, on a discard after a kong and by robbing one, and a deal of only the first
 * kind would show the viewer none of those dangers. False when no ready hand was found; the
 * seat is then as it was. */
static bool deal_ready(hidden_pool *pool, sp_game *g, int p, int viewer, int need, uint64_t never, const double *wait,
                       sp_rng *rng)
{
    sp_game_seat *s = &g->seat[p];
    const sp_game_seat before = *s;
    hidden_pool pool_before;
    bool dealt = false;
    uint16_t version = s->tiles_version;
    /* a declared hand may wait anywhere (its wait was never read) */
    uint64_t avoid = s->ready_declared ? 0 : river_kinds(s);
    if (s->ready_declared) wait = NULL;
    for (int tries = 0; tries < READY_WINNABLE_TRIES; tries++) {
        uint8_t kinds[SP_KINDS];
        int waits_on;
        if (!ready_kinds(pool, s, need, never, avoid, wait, rng, kinds, &waits_on)) break;
        if (dealt) *s = before, *pool = pool_before; /* the last try could not win: dealt again */
        else memcpy(&pool_before, pool, sizeof pool_before);
        give_kinds(pool, s, kinds);
        s->tiles_version = version; /* (a new version each try: caches keyed by it never match) */
        tiles_changed(s);
        version = s->tiles_version;
        dealt = true;
        if (sp_game_could_win_on_discard(g, p, sp_tile_make(waits_on, 0), viewer) ||
            sp_game_could_win_by_draw(g, p, waits_on))
            break;
    }
    return dealt;
}

/* Deals `need` tiles to hidden seat p of g: a ready hand if it declared one or is believed
 * ready (deal_ready), else the next unused tiles it may hold (any non-flower when those run
 * out, which the table never allows). */
static void deal_seat(hidden_pool *pool, sp_game *g, int p, int viewer, int need, uint64_t never, bool believed_ready,
                      const double *wait, sp_rng *rng)
{
    sp_game_seat *s = &g->seat[p];
    if ((s->ready_declared || believed_ready) && deal_ready(pool, g, p, viewer, need, never, wait, rng))
        return;
    for (int pass = 0; pass < 2 && need > 0; pass++)
        for (int i = 0; i < pool->n && need > 0; i++) {
            int k = sp_tile_kind(pool->tile[i]);
            if (pool->used[i] || k >= SP_KINDS || (pass == 0 && !may_hold(s, k))) continue;
            pool->used[i] = true;
            give(s, pool->tile[i]);
            need--;
        }
}

/* In a claim or rob window: the hidden seats' answers were never seen, so each is asked again
 * if its new hand can do more than pass. */
static void ask_again(sp_game *g, unsigned hidden)
{
    unsigned asked = g->asked & ~hidden;
    for (int p = 0; p < g->players; p++) {
        if (!(hidden >> p & 1) || p == g->turn) continue;
        g->asked = (uint8_t)(asked | 1u << p);
        sp_action_list l;
        if (sp_game_legal(g, p, &l) > 1 || (l.n == 1 && l.a[0].type != SP_ACT_PASS)) asked |= 1u << p;
    }
    g->asked = (uint8_t)asked;
    g->answered = (uint8_t)(g->answered & ~hidden);
    for (int p = 0; p < g->players; p++)
        if (hidden >> p & 1) memset(&g->answer[p], 0, sizeof g->answer[p]);
}

int sp_game_sample(const sp_game *g, int seat, uint64_t seed, sp_game *out)
{
    return sp_game_sample_believing(g, seat, seed, NULL, out);
}

int sp_game_sample_believing(const sp_game *g, int seat, uint64_t seed, const double ready[SP_SEATS], sp_game *out)
{
    return sp_game_sample_reading(g, seat, seed, ready, NULL, out);
}

/* Whether a seat's wait weights say anything (some kind weighs more than nothing). */
static bool reads_wait(const double wait[SP_KINDS])
{
    for (int k = 0; k < SP_KINDS; k++)
        if (wait[k] > 0) return true;
    return false;
}

int sp_game_sample_reading(const sp_game *g, int seat, uint64_t seed, const double ready[SP_SEATS],
                           const double wait[SP_SEATS][SP_KINDS], sp_game *out)
{
    if (seat < 0 || seat >= g->players) return -1;
    if (g->phase != SP_PHASE_TURN && g->phase != SP_PHASE_CLAIM && g->phase != SP_PHASE_ROB) return -1;
    memcpy(out, g, sizeof *out);
    out->ev_head = out->ev_count = 0;
    memset(out->events, 0, sizeof out->events); /* (the old events name hidden tiles) */
    /* the tile of a kong being robbed is shown: it stays with the seat declaring it */
    int shown = g->phase == SP_PHASE_ROB && g->turn != seat ? sp_game_robbed_tile(g) : -1;
    bool hidden_tile[256] = {false};
    unsigned hidden = 0;
    int need[SP_SEATS] = {0};
    for (int p = 0; p < g->players; p++) {
        const sp_game_seat *s = &g->seat[p];
        if (p == seat || s->out) continue; /* a seat that won and left showed its hand */
        hidden |= 1u << p;
        need[p] = s->nconcealed - (p == g->turn && shown >= 0);
        for (int k = 0; k < SP_KINDS; k++)
            for (int c = 0; c < 4; c++)
                if (s->held[k] >> c & 1) hidden_tile[sp_tile_make(k, c)] = true;
    }
    if (shown >= 0) hidden_tile[shown] = false;
    for (int i = g->head; i < g->tail; i++)
        if (g->wall[i] != g->indicator || g->indicator_aside) hidden_tile[g->wall[i]] = true;
    /* gathered by identity, then shuffled: where the tiles really were plays no part */
    hidden_pool pool;
    memset(&pool, 0, sizeof pool);
    for (int t = 0; t < 256; t++)
        if (hidden_tile[t]) pool.tile[pool.n++] = (uint8_t)t;
    sp_rng rng;
    sp_rng_seed(&rng, seed ^ 0x53616D706C65ull);
    for (int i = pool.n - 1; i > 0; i--) {
        int j = (int)sp_rng_below(&rng, (uint32_t)i + 1);
        uint8_t t = pool.tile[i];
        pool.tile[i] = pool.tile[j], pool.tile[j] = t;
    }
    for (int p = 0; p < g->players; p++) {
        if (!(hidden >> p & 1)) continue;
        sp_game_seat *s = &out->seat[p];
        memset(s->held, 0, sizeof s->held);
        memset(s->counts, 0, sizeof s->counts);
        s->nconcealed = 0;
        s->kinds_held = s->kinds_four = 0;
        s->waits = 0;
        if (p == g->turn && shown >= 0) give(s, shown);
        s->copy_key = mix(seed + 0x9E3779B97F4A7C15ull * (uint64_t)(p + 1));
    }
    /* which seats are believed ready: drawn from their own stream, so a belief of 0 leaves the
     * sample exactly as without one */
    bool believed[SP_SEATS] = {false};
    sp_rng belief;
    sp_rng_seed(&belief, seed ^ 0x52656164794Bull);
    for (int p = 0; p < g->players && ready; p++)
        if ((hidden >> p & 1) && !out->seat[p].ready_declared)
            believed[p] = (double)sp_rng_below(&belief, 1u << 20) < ready[p] * (double)(1u << 20);
    /* ready hands first: they need the most particular tiles */
    for (int pass = 0; pass < 2; pass++)
        for (int p = 0; p < g->players; p++) {
            bool first = out->seat[p].ready_declared || believed[p];
            const double *w = wait && reads_wait(wait[p]) ? wait[p] : NULL;
            if ((hidden >> p & 1) && first == (pass == 0)) deal_seat(&pool, out, p, seat, need[p], g->special_kinds, believed[p], w, &rng);
        }
    for (int p = 0; p < g->players; p++) {
        if (!(hidden >> p & 1)) continue;
        sp_game_seat *s = &out->seat[p];
        if (s->nconcealed != g->seat[p].nconcealed) return -1; /* (cannot happen: the pool has them all) */
        tiles_changed(s);
        if (s->drawn >= 0) { /* the tile it drew is one of its own, which one nobody saw */
            int k = 0;
            while (!s->counts[k]) k++;
            s->drawn = (int16_t)sp_tile_make(k, __builtin_ctz(s->held[k]));
        }
    }
    int next = 0;
    for (int i = g->head; i < g->tail; i++) {
        if (g->wall[i] == g->indicator && !g->indicator_aside) continue;
        while (pool.used[next]) next++;
        out->wall[i] = pool.tile[next];
        pool.used[next] = true;
    }
    out->seed = mix(seed); /* later hands' walls: not the real ones (the match seed is a secret too) */
    if (g->phase == SP_PHASE_CLAIM || g->phase == SP_PHASE_ROB) ask_again(out, hidden);
    return 0;
}
