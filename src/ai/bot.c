/* bot.c: the easy, normal, hard and expert computer players (see bot.h). */
#include "ai/bot.h"

#include <string.h>

#include "ai/defence.h"
#include "ai/evaluate.h"
#include "ai/strategy.h"
#include "ai/tuning.h"

#include "core/hand.h"
#include "core/patterns.h"
#include "core/score.h"

static const char *const level_names[SP_BOT_LEVELS] = {"easy", "normal", "hard", "expert"};

int sp_bot_level_parse(const char *name)
{
    for (int i = 0; i < SP_BOT_LEVELS; i++)
        if (!strcmp(name, level_names[i])) return i;
    return -1;
}

const char *sp_bot_level_name(int level) { return level >= 0 && level < SP_BOT_LEVELS ? level_names[level] : "?"; }

void sp_bot_init(sp_bot *b, int level, uint64_t seed, const int32_t *options)
{
    memset(b, 0, sizeof *b);
    b->level = level < 0 ? 0 : level >= SP_BOT_LEVELS ? SP_BOT_LEVELS - 1 : level;
    b->seed = seed;
    sp_rng_seed(&b->rng, seed);
    if (options) {
        b->has_options = true;
        memcpy(b->options, options, sizeof b->options);
    }
    b->expert_ms = SP_BOT_EXPERT_MS;
    b->playout_level = SP_BOT_NORMAL;
    b->expert_own_hard = -1;
}

/* ---- the position as one seat sees it ---- */

typedef struct {
    sp_bot *b;
    const sp_view *v;
    const sp_ruleset *rs;
    const sp_bot_tuning *tu;     /* what the ruleset's model pays for (ai/tuning.h) */
    int me, np, level;
    unsigned shapes;
    int wild;                    /* wild kind, -1 none */
    uint8_t cnt[SP_KINDS];       /* own concealed tiles (the wild kind included) */
    int nmelds;
    sp_meld melds[4];
    uint8_t unseen[SP_KINDS];    /* copies not visible from this seat */
    uint64_t junk;               /* kinds that can never be part of a winning hand */
    bool value_honour[SP_KINDS]; /* honours whose pung scores (seat / round wind, dragons) */
    bool half_flush;             /* honours may join a one-suit hand */
    bool has_flush, has_pungs;   /* the ruleset pays for one suit / all pungs */
    double flush_bonus, pungs_bonus, gref;
    int min_fan;
    bool defence;
    sp_defence def;              /* hard: the opponents read from the view */
    double ready_gain;           /* set by eval_short: a ready result's gain per win, else 0 */
    int ready_tiles;             /* and its unseen winning tiles */
    sp_score_input tmpl;
    bool tmpl_ready;
    /* ready hands already valued in this decision (direct-mapped by a hash of the hand) */
    struct {
        uint64_t key;
        double ev;
        int tiles;
    } cache[256];
} pos;

static const sp_bot_tuning *tuning_of(const sp_ruleset *rs) { return &sp_ai_tuning_of(rs)->bot; }

static int32_t option_value(const pos *p, const char *id, int32_t def)
{
    int i = sp_ruleset_option(p->rs, id);
    if (i < 0) return def;
    return p->b && p->b->has_options ? p->b->options[i] : p->rs->options[i].def;
}

static uint64_t bit(int k) { return (uint64_t)1 << k; }
static uint64_t wild_bit(const pos *p) { return p->wild >= 0 ? bit(p->wild) : 0; }

/* Adds the tiles of a meld on the table to seen counts. */
static void see_meld(uint8_t seen[SP_KINDS], const sp_game_meld *m)
{
    int n = sp_meld_size(&m->meld);
    for (int i = 0; i < n; i++) {
        int k = sp_tile_kind(m->tiles[i]);
        if (k < SP_KINDS && seen[k] < 4) seen[k]++;
    }
}

static void pos_init(pos *p, sp_bot *b, const sp_view *v, int level)
{
    memset(p, 0, sizeof *p);
    p->b = b;
    p->v = v;
    p->rs = v->rules;
    p->me = v->seat;
    p->np = v->players;
    p->level = level;
    p->tu = tuning_of(p->rs);
    p->shapes = p->rs->shapes ? p->rs->shapes : SP_SHAPES_STANDARD;
    p->wild = v->wild_kind >= 0 && v->wild_kind < SP_KINDS ? v->wild_kind : -1;
    const sp_view_seat *s = &v->seats[p->me];
    memcpy(p->cnt, s->counts, sizeof p->cnt);
    p->nmelds = s->nmelds;
    for (int i = 0; i < s->nmelds; i++) p->melds[i] = s->melds[i].meld;
    uint8_t seen[SP_KINDS];
    memcpy(seen, p->cnt, sizeof seen);
    for (int q = 0; q < p->np; q++) {
        const sp_view_seat *o = &v->seats[q];
        for (int i = 0; i < o->nmelds; i++) see_meld(seen, &o->melds[i]);
        for (int i = 0; i < o->nriver; i++) {
            if (o->river_flags[i] & SP_RIVER_CLAIMED) continue;
            int k = sp_tile_kind(o->river[i]);
            if (k < SP_KINDS && seen[k] < 4) seen[k]++;
        }
        for (int i = 0; i < o->nspecial && i < 16; i++) {
            int k = sp_tile_kind(o->special[i]);
            if (k < SP_KINDS && seen[k] < 4) seen[k]++;
        }
        if (q != p->me && o->revealed)
            for (int k = 0; k < SP_KINDS; k++) seen[k] = (uint8_t)(seen[k] + o->counts[k] > 4 ? 4 : seen[k] + o->counts[k]);
    }
    if (v->indicator >= 0) {
        int k = sp_tile_kind(v->indicator);
        if (k < SP_KINDS && seen[k] < 4) seen[k]++;
    }
    for (int k = 0; k < SP_KINDS; k++) p->unseen[k] = (uint8_t)(4 - seen[k]);
    /* tiles outside the tile set */
    for (int k = 0; k < SP_KINDS; k++) {
        int suit = sp_kind_suit(k);
        bool in_set = suit == SP_SUIT_Z ? p->rs->honors : (p->rs->suits >> suit & 1) != 0;
        if (!p->rs->suits && suit != SP_SUIT_Z) in_set = true;
        if (!in_set) p->unseen[k] = 0, p->junk |= bit(k);
    }
    /* the void suit */
    if (s->missing_suit >= 0 && s->missing_suit < 3)
        for (int k = s->missing_suit * 9; k < s->missing_suit * 9 + 9; k++) p->junk |= bit(k);
    /* Wuhan: 红中 and the two 皮 kinds are played out as one-tile kongs, never part of a win */
    if (p->tu->one_tile_kongs) {
        p->junk |= bit(SP_KIND_RED);
        if (v->indicator >= 0) {
            int ind = sp_tile_kind(v->indicator);
            if (ind < SP_KINDS) p->junk |= bit(ind);
            for (int k = 0; k < SP_KINDS; k++)
                if (sp_ruleset_wildcard_kind(p->rs, k) == ind) p->junk |= bit(k);
        }
        if (p->wild >= 0) p->junk &= ~bit(p->wild);
    }
    /* what the ruleset pays for */
    const sp_bot_tuning *tu = p->tu;
    int seat_wind = (p->me - v->dealer + p->np) % p->np;
    if (tu->reads_min_fan)
        p->min_fan = sp_ruleset_option(p->rs, "min_fan") >= 0 ? option_value(p, "min_fan", 3)
                                                               : sp_ruleset_int(p->rs, "scoring.min_fan", 1);
    p->half_flush = tu->half_flush;
    p->has_flush = p->has_pungs = tu->plans;
    p->flush_bonus = tu->flush_bonus;
    p->pungs_bonus = tu->pungs_bonus;
    p->gref = tu->gref;
    if (tu->value_honours) {
        p->value_honour[SP_KIND_EAST + seat_wind] = p->value_honour[SP_KIND_EAST + v->round % 4] = true;
        p->value_honour[SP_KIND_WHITE] = p->value_honour[SP_KIND_GREEN] = p->value_honour[SP_KIND_RED] = true;
    }
    p->defence = level >= SP_BOT_HARD;
    if (p->defence) sp_defence_read(v, p->unseen, tu->one_tile_kongs ? p->junk : 0, &p->def);
}

/* ---- shanten and useful tiles under a plan ---- */

/* Fills an sp_hand from counts: the wild kind becomes wildcards, and tiles of `junk` kinds are
 * moved to isolated kinds that help nothing (so the hand keeps its size). */
static void make_hand(const pos *p, const uint8_t cnt[SP_KINDS], int nmelds, uint64_t junk, sp_hand *h)
{
    memset(h, 0, sizeof *h);
    h->melds = (uint8_t)nmelds;
    /* most calls hold no junk: the counts as they are, the wild kind as wildcards (this runs
     * for every discard a bot weighs, in every playout the expert plays) */
    uint64_t held = sp_held_kinds(cnt);
    if (!(held & junk & ~wild_bit(p))) {
        memcpy(h->counts, cnt, sizeof h->counts);
        if (p->wild >= 0) h->wildcards = cnt[p->wild], h->counts[p->wild] = 0;
        return;
    }
    int njunk = 0;
    for (; held; held &= held - 1) { /* the kinds held, in order */
        int k = __builtin_ctzll(held), c = cnt[k];
        if (k == p->wild) h->wildcards = (uint8_t)(h->wildcards + c);
        else if (junk >> k & 1) njunk += c;
        else h->counts[k] = (uint8_t)c;
    }
    if (!njunk) return;
    /* isolated slots: honours first, then 1, 5, 9 of suits, away from real tiles */
    static const uint8_t order[] = {SP_KIND_EAST, SP_KIND_SOUTH, SP_KIND_WEST, SP_KIND_NORTH, SP_KIND_WHITE, SP_KIND_GREEN,
                                    SP_KIND_RED,  SP_KIND_M, SP_KIND_M + 4, SP_KIND_M + 8, SP_KIND_P, SP_KIND_P + 4,
                                    SP_KIND_P + 8, SP_KIND_S, SP_KIND_S + 4, SP_KIND_S + 8};
    uint8_t used[SP_KINDS] = {0};
    for (int pass = 1; pass <= 3 && njunk; pass++)
        for (size_t i = 0; i < sizeof order && njunk; i++) {
            int k = order[i];
            if (k == p->wild) continue;
            if (pass == 1) {
                if (h->counts[k]) continue;
                bool near = false;
                if (k < SP_KIND_Z)
                    for (int d = -2; d <= 2 && !near; d++) {
                        int j = k + d;
                        if (d && j >= 0 && j < SP_KIND_Z && j / 9 == k / 9 && h->counts[j]) near = true;
                    }
                if (near) continue;
            } else if (used[k] != pass - 1)
                continue;
            h->counts[k]++;
            used[k]++;
            njunk--;
        }
    for (int k = 0; k < SP_KINDS && njunk; k++)
        while (njunk && h->counts[k] < 4 && k != p->wild) h->counts[k]++, njunk--;
}

static int shanten_with(const pos *p, const uint8_t cnt[SP_KINDS], int nmelds, uint64_t junk)
{
    sp_hand h;
    make_hand(p, cnt, nmelds, junk, &h);
    if (!sp_hand_is_valid(&h)) return 8; /* not a hand of the right size (never in play) */
    return sp_shanten(&h, p->shapes);
}

/* All-pungs shanten (melds must all be pungs or kongs; the caller checks). */
static int pungs_shanten(const pos *p, const uint8_t cnt[SP_KINDS], int nmelds, uint64_t junk)
{
    int need = 4 - nmelds, t = 0, pr = 0, w = p->wild >= 0 ? cnt[p->wild] : 0;
    for (int k = 0; k < SP_KINDS; k++) {
        if (k == p->wild || (junk >> k & 1)) continue;
        if (cnt[k] >= 3) t++;
        else if (cnt[k] == 2) pr++;
    }
    if (t > need) t = need;
    int head = pr > 0, pu = pr - head;
    if (pu > need - t) pu = need - t;
    int s = 2 * need - 2 * t - pu - head - w;
    return s < -1 ? -1 : s;
}

/* The kinds whose draw can change the hand's shape at all (a cheap filter): held, wild, within
 * two of a held tile of its suit, and the thirteen orphans' kinds where that shape counts. */
static uint64_t helping_kinds(const pos *p, const uint8_t cnt[SP_KINDS])
{
    uint64_t held = sp_held_kinds(cnt), m = held | wild_bit(p);
    if (p->shapes & SP_SHAPE_ORPHANS) m |= SP_HELD_YAOCHU;
    for (int s = 0; s < 3; s++) {
        uint64_t h = held & SP_HELD_SUIT(s);
        m |= (h << 1 | h << 2 | h >> 1 | h >> 2) & SP_HELD_SUIT(s);
    }
    return m;
}

typedef enum { PLAN_BASE, PLAN_FLUSH, PLAN_PUNGS, PLAN_TARGET } plan_kind;

typedef struct {
    int kind, suit;
    uint64_t junk;
    double bonus;
    sp_bot_target target; /* PLAN_TARGET: the model's shape (strategy.h) */
} plan;

/* Tiles short of one set and a pair (need_set) or of a pair alone among counts r: every set
 * the tiles could start is tried (a pung or chow short of 0-2 tiles), a pair from the rest. */
static int set_and_pair_cost(const uint8_t r[SP_KINDS], bool need_set)
{
    int pairs = 0, tiles = 0;
    for (int k = 0; k < SP_KINDS; k++) pairs += r[k] >= 2, tiles += r[k];
    if (!need_set) return pairs ? 0 : tiles ? 1 : 2;
    int best = 3 + (pairs ? 0 : tiles ? 1 : 2); /* a set of tiles still to come */
    for (int k = 0; k < SP_KINDS && best > 0; k++) {
        if (r[k]) { /* a pung of k */
            int n = r[k] < 3 ? r[k] : 3, left = tiles - n, p2 = pairs - (r[k] >= 2) + (r[k] - n >= 2);
            int cost = 3 - n + (p2 ? 0 : left ? 1 : 2);
            if (cost < best) best = cost;
        }
        if (k < SP_KIND_Z && k % 9 <= 6) { /* a chow from k */
            int n = 0, p2 = pairs;
            for (int j = k; j < k + 3; j++)
                if (r[j]) n++, p2 -= r[j] == 2;
            if (!n) continue;
            int cost = 3 - n + (p2 ? 0 : tiles - n ? 1 : 2);
            if (cost < best) best = cost;
        }
    }
    return best;
}

/* Shanten (tiles short of ready) of a hand one short towards a target: its chows (melded as
 * themselves, or from the concealed tiles) and, from the rest, the set and pair left to make;
 * seven pairs by their own count. 8 when the melds or the tiles in sight rule it out. */
static int target_shanten(const pos *p, const uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, const sp_bot_target *t)
{
    if (t->pairs) {
        if (nmelds) return 8;
        sp_hand h;
        make_hand(p, cnt, 0, p->junk, &h);
        return sp_shanten(&h, SP_SHAPE_SEVEN_PAIRS | (p->shapes & SP_SHAPE_PAIRS_KONG));
    }
    uint8_t r[SP_KINDS];
    memcpy(r, cnt, sizeof r);
    bool used[4] = {false};
    int missing = 0, other = nmelds;
    for (int i = 0; i < 3; i++) {
        int c = t->chows[i], j = 0;
        while (j < nmelds && (used[j] || melds[j].type != SP_MELD_CHI || melds[j].kind != c)) j++;
        if (j < nmelds) {
            used[j] = true;
            other--;
            continue;
        }
        for (int d = 0; d < 3; d++) {
            if (r[c + d]) r[c + d]--;
            else if (!p->unseen[c + d]) return 8;
            else missing++;
        }
    }
    if (other > 1) return 8;
    return missing + set_and_pair_cost(r, other == 0) - 1;
}

/* A hand's shanten under a plan. */
static int plan_shanten(const pos *p, const uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, const plan *pl)
{
    if (pl->kind == PLAN_PUNGS) return pungs_shanten(p, cnt, nmelds, pl->junk);
    if (pl->kind == PLAN_TARGET) return target_shanten(p, cnt, nmelds, melds, &pl->target);
    return shanten_with(p, cnt, nmelds, pl->junk);
}

/* Useful tiles (unseen copies) of a hand one short, under a plan. */
static int useful(const pos *p, uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, const plan *pl, int s)
{
    /* Where the plan reads shanten from the hand as held and the hand holds no junk (tiles
     * make_hand would move elsewhere), each draw's hand is the hand as it is plus that tile, so
     * every draw's shanten comes from one sp_shanten_each_draw: this loop is most of what a
     * bot's decision, and so a playout of the expert's search, costs. */
    uint64_t wild = wild_bit(p);
    sp_hand base;
    bool direct = pl->kind != PLAN_PUNGS && pl->kind != PLAN_TARGET && !(sp_held_kinds(cnt) & pl->junk & ~wild);
    if (direct) {
        make_hand(p, cnt, nmelds, pl->junk, &base);
        direct = sp_hand_size(&base) == sp_hand_full_size(&base) - 1 && sp_hand_is_valid(&base);
    }
    /* the draws weighed: unseen, not a fifth copy, not junk, may help (a pung plan: held) */
    uint64_t draws = sp_held_kinds(p->unseen) & ~sp_kinds_at_least(cnt, 4) & ~(pl->junk & ~wild) & helping_kinds(p, cnt);
    if (pl->kind == PLAN_PUNGS) draws &= sp_held_kinds(cnt) | wild;
    int8_t after[SP_KINDS];
    if (direct) sp_shanten_each_draw(&base, p->shapes, draws & ~wild, after);
    int u = 0;
    for (uint64_t left = draws; left; left &= left - 1) {
        int k = __builtin_ctzll(left), s2;
        if (direct && k != p->wild) {
            s2 = after[k];
        } else if (direct) { /* a wildcard drawn */
            sp_hand h = base;
            h.wildcards++;
            s2 = sp_shanten(&h, p->shapes);
        } else {
            cnt[k]++;
            s2 = plan_shanten(p, cnt, nmelds, melds, pl);
            cnt[k]--;
        }
        if (s2 < s) u += p->unseen[k];
    }
    return u;
}

/* ---- scoring candidate wins ---- */

static void build_template(pos *p)
{
    if (p->tmpl_ready) return;
    const sp_view *v = p->v;
    sp_score_input *in = &p->tmpl;
    sp_score_input_init(in, p->rs);
    if (p->b && p->b->has_options) memcpy(in->options, p->b->options, sizeof in->options);
    in->players = p->np;
    in->seat = p->me;
    in->round = v->round % 4;
    in->dealer = v->dealer;
    in->indicator = v->indicator >= 0 ? sp_tile_kind(v->indicator) : -1;
    in->dealer_streak = v->dealer_streak;
    in->has_scores = true;
    in->flowers = v->seats[p->me].flowers;
    for (int q = 0; q < p->np; q++) {
        const sp_view_seat *o = &v->seats[q];
        sp_seat_info *si = &in->seats[q];
        si->present = true;
        si->nmelds = o->nmelds;
        for (int i = 0; i < o->nmelds; i++) si->melds[i] = o->melds[i].meld;
        si->flowers = o->flowers;
        int first = o->nriver > SP_MAX_DISCARDS ? o->nriver - SP_MAX_DISCARDS : 0;
        si->ndiscards = o->nriver - first;
        for (int i = first; i < o->nriver; i++) si->discards[i - first] = (uint8_t)sp_tile_kind(o->river[i]);
        si->score = o->score;
        si->ready = o->ready_declared ? 1 : -1;
    }
    p->tmpl_ready = true;
}

/* What this seat gains from winning with counts (14 - 3 melds, winning tile k included). */
static double win_gain(pos *p, const uint8_t full[SP_KINDS], int nmelds, const sp_meld *melds, int k, int how)
{
    build_template(p);
    sp_score_input in = p->tmpl;
    in.win = (sp_win_kind)how;
    in.discarder = how == SP_WIN_RON ? (p->me + 1) % p->np : -1;
    memcpy(in.tiles, full, sizeof in.tiles);
    in.nmelds = nmelds;
    for (int i = 0; i < nmelds; i++) in.melds[i] = melds[i];
    in.seats[p->me].nmelds = nmelds;
    for (int i = 0; i < nmelds; i++) in.seats[p->me].melds[i] = melds[i];
    in.win_tile = k;
    if (p->v->seats[p->me].ready_declared) in.situation |= SP_SIT_READY_DECLARED;
    sp_score_result r;
    char err[160];
    if (sp_score(&in, &r, err, sizeof err) || !r.valid) return 0;
    double g = r.payments[p->me];
    return g > 0 ? g : 0;
}

static bool in_own_river(const pos *p, int k)
{
    const sp_view_seat *s = &p->v->seats[p->me];
    for (int i = 0; i < s->nriver; i++)
        if (sp_tile_kind(s->river[i]) == k) return true;
    return false;
}

/* Expected gain weight of a ready hand: sum over its waits of unseen copies x value. Also
 * returns the number of unseen winning tiles in *tiles. */
static double ready_value_raw(pos *p, uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, int *tiles);

static double ready_value(pos *p, uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, int *tiles)
{
    uint64_t h = 1469598103934665603ULL;
    for (int k = 0; k < SP_KINDS; k++) h = (h ^ cnt[k]) * 1099511628211ULL;
    for (int i = 0; i < nmelds; i++) h = (h ^ (uint64_t)(melds[i].type * 64 + melds[i].kind + 1)) * 1099511628211ULL;
    h = (h ^ (uint64_t)nmelds) * 1099511628211ULL;
    h |= 1; /* never 0, the empty slot */
    size_t slot = (size_t)(h >> 56);
    if (p->cache[slot].key == h) {
        *tiles = p->cache[slot].tiles;
        return p->cache[slot].ev;
    }
    double ev = ready_value_raw(p, cnt, nmelds, melds, tiles);
    p->cache[slot].key = h;
    p->cache[slot].ev = ev;
    p->cache[slot].tiles = *tiles;
    return ev;
}

static double ready_value_raw(pos *p, uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, int *tiles)
{
    double ev = 0;
    int n = 0;
    uint64_t helping = helping_kinds(p, cnt); /* (cnt is as it was at each kind's turn) */
    for (int k = 0; k < SP_KINDS; k++) {
        if (!p->unseen[k] || cnt[k] >= 4 || (p->junk >> k & 1)) continue;
        if (!(helping >> k & 1)) continue;
        cnt[k]++;
        sp_hand h;
        make_hand(p, cnt, nmelds, p->junk, &h);
        bool win = false;
        uint64_t jk = 0;
        for (int j = 0; j < SP_KINDS; j++)
            if (cnt[j] && (p->junk >> j & 1)) jk = 1;
        if (!jk && sp_hand_size(&h) == sp_hand_full_size(&h) && sp_hand_is_valid(&h)) win = sp_is_win(&h, p->shapes);
        double g = 0;
        if (win) {
            if (p->tu->chickens_freeze && in_own_river(p, k)) g = 0;
            else {
                double gr = win_gain(p, cnt, nmelds, melds, k, SP_WIN_RON);
                double gt = win_gain(p, cnt, nmelds, melds, k, SP_WIN_TSUMO);
                g = 0.6 * gr + 0.4 * gt;
            }
        }
        cnt[k]--;
        if (g > 0) {
            ev += g * p->unseen[k];
            n += p->unseen[k];
        }
    }
    *tiles = n;
    return ev;
}

/* ---- plans ---- */

static int make_plans(const pos *p, const uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, plan *out)
{
    int n = 0;
    const sp_bot_strategy *st = p->level >= SP_BOT_HARD ? p->tu->strategy : NULL;
    out[n++] = (plan){PLAN_BASE, -1, p->junk, st ? st->plain_bonus : 0, {0}};
    if (p->level < SP_BOT_NORMAL) return n;
    int suit_n[4] = {0};
    for (int k = 0; k < SP_KINDS; k++) suit_n[sp_kind_suit(k)] += cnt[k];
    unsigned meld_suits = 0;
    bool all_pungs = true;
    for (int i = 0; i < nmelds; i++) {
        int s = sp_kind_suit(melds[i].kind);
        suit_n[s] += 3;
        meld_suits |= 1u << s;
        if (melds[i].type == SP_MELD_CHI) all_pungs = false;
    }
    if (p->wild >= 0) suit_n[sp_kind_suit(p->wild)] -= cnt[p->wild];
    if (p->has_flush)
        for (int s = 0; s < 3; s++) {
            unsigned other = meld_suits & ~(1u << s) & ~(p->half_flush ? 1u << SP_SUIT_Z : 0u);
            if (other) continue;
            int mine = suit_n[s] + (p->half_flush ? suit_n[SP_SUIT_Z] : 0);
            if (mine < 9) continue;
            uint64_t junk = p->junk;
            for (int k = 0; k < SP_KINDS; k++) {
                int ks = sp_kind_suit(k);
                if (ks != s && !(p->half_flush && ks == SP_SUIT_Z)) junk |= bit(k);
            }
            if (p->wild >= 0) junk &= ~bit(p->wild);
            double b = p->flush_bonus * (mine >= 11 ? 1.0 : mine == 10 ? 0.8 : 0.6);
            out[n++] = (plan){PLAN_FLUSH, s, junk, b, {0}};
        }
    if (p->has_pungs && all_pungs) {
        int pairs = 0;
        for (int k = 0; k < SP_KINDS; k++)
            if (k != p->wild && cnt[k] >= 2) pairs++;
        if (pairs + nmelds >= 4) out[n++] = (plan){PLAN_PUNGS, -1, p->junk, p->pungs_bonus, {0}};
    }
    if (st) {
        sp_bot_target t[SP_BOT_TARGETS];
        int nt = st->targets(cnt, nmelds, melds, t);
        for (int i = 0; i < nt; i++) out[n++] = (plan){PLAN_TARGET, -1, p->junk, t[i].bonus, t[i]};
    }
    return n;
}

/* Bonus for value honours kept (pairs and pungs of winds / dragons that score). */
static double honour_bonus(const pos *p, const uint8_t cnt[SP_KINDS])
{
    double b = 0; /* (nothing where no honour scores: value_honours) */
    for (int k = SP_KIND_Z; k < SP_KINDS; k++)
        if (p->value_honour[k] && cnt[k] >= 2) b += cnt[k] >= 3 ? 0.3 : 0.12;
    return p->min_fan >= 3 ? b * 1.5 : b; /* (min_fan is read where reads_min_fan) */
}

/* Hard: a hand one short and one step from ready, valued by what it becomes: for each useful
 * draw, the best ready hand it allows (winning tiles x value), weighted by unseen copies. */
static double lookahead(pos *p, uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, const plan *pl)
{
    double lv = 0;
    uint64_t helping = helping_kinds(p, cnt); /* (cnt is as it was at each kind's turn) */
    for (int k = 0; k < SP_KINDS; k++) {
        if (!p->unseen[k] || cnt[k] >= 4) continue;
        if ((pl->junk >> k & 1) && k != p->wild) continue;
        if (!(helping >> k & 1)) continue;
        cnt[k]++;
        if (shanten_with(p, cnt, nmelds, pl->junk) <= 0) {
            double best = 0;
            for (int d = 0; d < SP_KINDS; d++) {
                if (!cnt[d] || d == p->wild || (p->tu->one_tile_kongs && (p->junk >> d & 1))) continue;
                cnt[d]--;
                if (shanten_with(p, cnt, nmelds, pl->junk) == 0) {
                    int tiles = 0;
                    double ev = ready_value(p, cnt, nmelds, melds, &tiles);
                    if (ev > best) best = ev;
                }
                cnt[d]++;
            }
            lv += best * p->unseen[k];
        }
        cnt[k]--;
    }
    return lv;
}

/* Progress of a hand one short (after a discard), in shanten units: higher is better. */
static double eval_short(pos *p, uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, int *shanten_out)
{
    if (p->level == SP_BOT_EASY) {
        int s = shanten_with(p, cnt, nmelds, p->junk);
        if (shanten_out) *shanten_out = s;
        return -s;
    }
    plan plans[5 + SP_BOT_TARGETS];
    int np = make_plans(p, cnt, nmelds, melds, plans);
    double best = -100;
    int best_s = 99;
    double hb = honour_bonus(p, cnt);
    p->ready_gain = 0;
    p->ready_tiles = 0;
    for (int i = 0; i < np; i++) {
        const plan *pl = &plans[i];
        int s = plan_shanten(p, cnt, nmelds, melds, pl);
        if (s < best_s) best_s = s;
        double u;
        if (s <= 0) {
            int tiles = 0;
            double ev = ready_value(p, cnt, nmelds, melds, &tiles);
            if (ev > 0) {
                double avg = ev / tiles;
                u = 0.3 + 0.35 * (double)tiles / (tiles + 6.0) + 0.3 * avg / (avg + p->gref);
                if (u > best) p->ready_gain = avg, p->ready_tiles = tiles;
            } else
                u = -1.0 + 0.5 * useful(p, cnt, nmelds, melds, pl, s < 0 ? 0 : s) / 160.0 - 0.2;
        } else if (s == 1 && p->level >= SP_BOT_HARD && (pl->kind == PLAN_BASE || pl->kind == PLAN_FLUSH)) {
            double lv = lookahead(p, cnt, nmelds, melds, pl);
            u = -1 + 0.6 * lv / (lv + 100 * p->gref) + pl->bonus * 0.5 + (pl->kind == PLAN_BASE ? hb : 0);
            if (lv <= 0 && p->tu->strategy) u -= p->tu->strategy->dead_end;
            if (u > -0.05) u = -0.05;
        } else {
            int uk = useful(p, cnt, nmelds, melds, pl, s);
            if (uk > 80) uk = 80;
            u = -s + uk / 160.0 + pl->bonus + (pl->kind == PLAN_BASE ? hb : 0);
            if (u > -0.05) u = -0.05;
        }
        if (u > best) {
            best = u;
            if (u < 0.3) p->ready_gain = 0, p->ready_tiles = 0;
        }
    }
    if (shanten_out) *shanten_out = best_s;
    return best;
}

/* ---- defence ---- */

double sp_bot_threat(const sp_view *v, int seat) { return sp_defence_ready(v, seat); }

void sp_bot_unseen(const sp_view *v, uint8_t unseen[SP_KINDS])
{
    memset(unseen, 0, SP_KINDS);
    if (v->seat < 0 || !v->rules) return;
    pos p;
    pos_init(&p, NULL, v, SP_BOT_NORMAL);
    memcpy(unseen, p.unseen, SP_KINDS);
}

double sp_bot_danger(const sp_view *v, int kind)
{
    if (kind < 0 || kind >= SP_KINDS || v->seat < 0 || !v->rules) return 0;
    pos p;
    pos_init(&p, NULL, v, SP_BOT_HARD);
    return p.def.deal[kind];
}

/* Hard: how many tiles a hand one short of progress u (eval_short) is from ready: 0 from
 * u = 0.3, else about -u rounded up. */
static int level_of(double u)
{
    if (u >= 0.3) return 0;
    int s = 1;
    while (s < 4 && u < -s) s++;
    return s;
}

/* Hard: the chance that a hand `level` tiles from ready wins this hand. Measured in self-play
 * (normal bots; mingjiang and guizhou alike): how often a seat went on to win by its shanten
 * at a discard and its draws left T: about 0.25 + 0.025 T when ready, 0.024 (T - 1) one
 * tile away, 0.02 (T - 3) two, 0.016 (T - 5) three, 0.012 (T - 7) four. */
static double level_chance(const pos *p, int level)
{
    double t = (double)p->v->wall_left / p->np;
    double at[5] = {0.25 + 0.025 * t, 0.024 * (t - 1), 0.02 * (t - 3), 0.016 * (t - 5), 0.012 * (t - 7)};
    for (int s = 1; s < 5; s++) {
        if (at[s] < 0.002 * (5 - s)) at[s] = 0.002 * (5 - s); /* never quite hopeless */
        if (at[s] > at[s - 1]) at[s] = at[s - 1];
    }
    return at[level];
}

/* Hard: the expected loss of one more discard while pushing: a tile drawn from the unseen
 * ones, as dangerous as their average. */
static double typical_loss(const pos *p)
{
    double sum = 0, n = 0;
    for (int k = 0; k < SP_KINDS; k++) {
        if (!p->unseen[k] || (p->junk >> k & 1)) continue;
        sum += p->unseen[k] * p->def.loss[k];
        n += p->unseen[k];
    }
    return n > 0 ? sum / n : 0;
}

/* Hard: how many more discards a hand `level` tiles from ready makes while it pushes on
 * (until it wins, someone else does or the wall ends), times the ruleset's weight of that
 * future danger (p->def.future). */
static double future_discards(const pos *p, int level)
{
    static const double turns[5] = {4, 7, 9, 10, 10};
    double t = (double)p->v->wall_left / p->np;
    return p->def.future * (turns[level] < t ? turns[level] : t);
}

/* ---- decisions ---- */

static uint64_t mix(uint64_t h, uint64_t x)
{
    h ^= x + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    return h * 0xFF51AFD7ED558CCDULL;
}

static void seed_decision(sp_bot *b, const sp_view *v, const sp_action_list *legal)
{
    uint64_t h = mix(b->seed, (uint64_t)v->seat);
    h = mix(h, v->hand_number);
    h = mix(h, v->wall_left);
    h = mix(h, (uint64_t)legal->n);
    for (int q = 0; q < v->players; q++) h = mix(h, (uint64_t)v->seats[q].nriver * 31 + v->seats[q].nmelds);
    for (int k = 0; k < SP_KINDS; k++) h = mix(h, v->seats[v->seat].counts[k]);
    sp_rng_seed(&b->rng, h);
}

static double noise(sp_bot *b) { return (double)(sp_rng_next(&b->rng) >> 11) * (1.0 / 9007199254740992.0) * 1e-6; }

/* Small shape-neutral preferences for what to throw first among equals. */
static double discard_tiebreak(const pos *p, const uint8_t cnt14[SP_KINDS], int k)
{
    /* Guizhou: normal holds on to 幺鸡 (1s), a chicken that pays (ai/tuning.c) */
    if (p->tu->yaoji_hold > 0 && k == SP_KIND_S /* 1s */ && p->level == SP_BOT_NORMAL) return -p->tu->yaoji_hold;
    if (k >= SP_KIND_Z) return p->value_honour[k] && cnt14[k] >= 2 ? -0.004 : 0.003;
    int n = k % 9 + 1;
    return n == 1 || n == 9 ? 0.002 : n == 2 || n == 8 ? 0.001 : 0;
}

/* Hard: what a ready hand winning `gain` a win puts at stake: its own payments, never below
 * the ruleset's typical win; in 明將 its payments plus what ending the hand saves
 * (def.end_value), so a cheap ready hand is not pushed as hard as a big one. */
static double ready_stake(const pos *p, double gain)
{
    if (p->def.end_value >= 0) return gain + p->def.end_value;
    return gain > p->def.win_value ? gain : p->def.win_value;
}

/* Best discard of a full hand: the legal discards only; returns its index and its utility.
 * Easy and normal take the most progress; hard the most expected points (below). */
static int best_discard(pos *p, const uint8_t cnt14[SP_KINDS], int nmelds, const sp_meld *melds,
                        const sp_action_list *legal, double *best_u)
{
    uint8_t cnt[SP_KINDS];
    memcpy(cnt, cnt14, sizeof cnt);
    double evaluated[SP_KINDS], gain[SP_KINDS] = {0};
    int tiles[SP_KINDS] = {0};
    bool done[SP_KINDS] = {false};
    for (int i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type != SP_ACT_DISCARD || a->tile >= SP_KINDS) continue;
        int k = a->tile;
        if (done[k]) continue;
        if (!cnt[k]) evaluated[k] = -50;
        else {
            cnt[k]--;
            evaluated[k] = eval_short(p, cnt, nmelds, melds, NULL) + discard_tiebreak(p, cnt14, k);
            gain[k] = p->ready_gain;
            tiles[k] = p->ready_tiles;
            cnt[k]++;
        }
        evaluated[k] += noise(p->b);
        done[k] = true;
    }
    int best = -1;
    double bu = -1e9;
    for (int i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type == SP_ACT_DISCARD && a->tile < SP_KINDS && evaluated[a->tile] > bu) bu = evaluated[a->tile], best = i;
    }
    if (!p->defence || best < 0 || bu <= -49) {
        if (best_u) *best_u = bu;
        return best;
    }
    if (p->tu->progress_danger > 0) {
        /* Wuhan: progress leads, and the chance of dealing in is weighed in units of progress
         * (ai/tuning.c) */
        double bs = -1e9;
        for (int i = 0; i < legal->n; i++) {
            const sp_action *a = &legal->a[i];
            if (a->type != SP_ACT_DISCARD || a->tile >= SP_KINDS) continue;
            double sc = evaluated[a->tile] - p->tu->progress_danger * p->def.deal[a->tile];
            if (sc > bs) bs = sc, bu = evaluated[a->tile], best = i;
        }
        if (best_u) *best_u = bu;
        return best;
    }
    /* hard: the discard of best expected points, its win chance x the value of a win less the
     * expected cost of dealing in. The win chance is the measured chance of the hand's
     * distance from ready (a ready hand's also by its live winning tiles, about six usual);
     * among discards at the same distance, each 0.01 of progress below the best one there
     * (about 1.6 useful tiles) costs 4 % of it. The value at stake is the ruleset's
     * typical win, or a ready hand's own payments (below).
     * With nothing to fear this keeps the order of progress. */
    double top[5];
    for (int s = 0; s < 5; s++) top[s] = -1e9;
    for (int i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type != SP_ACT_DISCARD || a->tile >= SP_KINDS || evaluated[a->tile] <= -49) continue;
        int s = level_of(evaluated[a->tile]);
        if (evaluated[a->tile] > top[s]) top[s] = evaluated[a->tile];
    }
    /* the value at stake for hands not ready: the best ready hand's (what breaking it gives
     * up), never below the ruleset's typical win (ready_stake) */
    double value = p->def.win_value;
    for (int i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type != SP_ACT_DISCARD || a->tile >= SP_KINDS || evaluated[a->tile] != top[0] || gain[a->tile] <= 0) continue;
        double stake = ready_stake(p, gain[a->tile]);
        if (p->def.end_value >= 0 || stake > value) value = stake;
    }
    /* Guizhou was tuned with every ready choice at that one value and its progress share */
    bool own_value = !p->tu->flat_ready_value;
    double typical = typical_loss(p);
    double bev = -1e18;
    for (int i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type != SP_ACT_DISCARD || a->tile >= SP_KINDS || evaluated[a->tile] <= -49) continue;
        double u = evaluated[a->tile];
        int s = level_of(u);
        double share = 1 + 4 * (u - top[s]);
        double chance = level_chance(p, s) * (share < 0.3 ? 0.3 : share);
        double at_stake = value;
        if (s == 0) {
            /* a ready hand by its live winning tiles, but always above any hand not ready, and
             * by its own value: of two ready hands the one worth more per winning tile can be
             * the better, which progress alone (tiles first) does not see */
            int t = tiles[a->tile];
            if (own_value) chance = level_chance(p, 0); /* tiles and value say it all */
            chance *= 1.6 * t / (t + 4.0);
            if (chance < 1.05 * level_chance(p, 1)) chance = 1.05 * level_chance(p, 1);
            if (own_value && gain[a->tile] > 0) at_stake = ready_stake(p, gain[a->tile]);
        }
        /* pushing on also means more discards into the same danger; a hand that would fold
         * keeps only a small part of its chance (folding is what it does then) */
        double push = chance * at_stake - future_discards(p, s) * typical;
        double fold = 0.15 * chance * at_stake;
        /* Guizhou, where the danger is a learned chance (defence.c): a discard that deals in
         * ends the hand and the chance the push was for (in hk-xigu this cost points) */
        double keep = p->tu->deal_in_ends_push ? 1 - p->def.deal[a->tile] : 1;
        double weight = s > 0 ? p->def.not_ready_weight : 1;
        double e = keep * (push > fold ? push : fold) - weight * p->def.loss[a->tile];
        if (e > bev) bev = e, bu = u, best = i;
    }
    if (best_u) *best_u = bu;
    return best;
}

/* Best discard utility of a full hand with all kinds allowed (claims: what the hand could do). */
static double best_any_discard(pos *p, uint8_t cnt[SP_KINDS], int nmelds, const sp_meld *melds, int forbid)
{
    double bu = -1e9;
    for (int k = 0; k < SP_KINDS; k++) {
        if (!cnt[k] || k == forbid) continue;
        if (p->tu->one_tile_kongs && ((p->junk >> k & 1) || k == p->wild)) continue;
        cnt[k]--;
        double u = eval_short(p, cnt, nmelds, melds, NULL);
        if (p->defence) u -= 4.0 * p->def.claim_caution * p->def.deal[k];
        cnt[k]++;
        if (u > bu) bu = u;
    }
    return bu;
}

/* Hard in Guizhou: a kong is beans (points from the others) and the pass a plain hand needs
 * to win on a discard, worth more than the shape it costs. */
static double kong_bonus(const pos *p)
{
    return p->level >= SP_BOT_HARD ? p->tu->hard_kong_bonus : 0;
}

/* Hard in Guizhou: whether a kong puts more points at risk than the 1 point each other player
 * pays for it: an added kong robbed (any ready hand may rob it, and the robbed player pays the
 * hand for each of the three others, about 0.6 of a typical win each: 抢杠包两家), and the hot
 * discard after any kong (any ready hand may take it: the least dangerous kind the hand keeps).
 * `after`: the concealed tiles once the kong is made. Measured (seed 11, 20,000 hands): robbed
 * kongs among hard's deal-ins 72 -> 25, hot discards 145 -> 110, for about 0.03 points a hand. */
static bool kong_too_risky(const pos *p, const uint8_t after[SP_KINDS], int kind, bool added)
{
    if (!p->defence || !p->tu->kong_risk) return false;
    double risk = added ? p->def.hot_deal[kind] * 3 * p->def.win_value * 0.6 : 0, hot = -1;
    for (int k = 0; k < SP_KINDS; k++)
        if (after[k] && (hot < 0 || p->def.hot_loss[k] < hot)) hot = p->def.hot_loss[k];
    return risk + (hot > 0 ? hot : 0) > 1.0;
}

static int count_open(const pos *p)
{
    int n = 0;
    for (int i = 0; i < p->nmelds; i++)
        if (p->melds[i].type != SP_MELD_ANKAN) n++;
    return n;
}

/* How much better a call must make the hand before it is taken. */
static double call_margin(const pos *p, const sp_action *a)
{
    bool value = a->type != SP_ACT_CHI && a->tile < SP_KINDS && p->value_honour[a->tile];
    bool concealed = count_open(p) == 0;
    const sp_claim_margins *m = p->level >= SP_BOT_HARD ? &p->tu->hard : &p->tu->normal;
    return value ? m->value : !concealed ? m->open : a->type == SP_ACT_CHI ? m->concealed_chow : m->concealed_other;
}

static bool find_discard(const sp_action_list *l, int kind)
{
    for (int i = 0; i < l->n; i++)
        if (l->a[i].type == SP_ACT_DISCARD && l->a[i].tile == kind) return true;
    return false;
}

static int find_type(const sp_action_list *l, int type)
{
    for (int i = 0; i < l->n; i++)
        if (l->a[i].type == type) return i;
    return -1;
}

static sp_action decide_claim(pos *p, const sp_action_list *legal)
{
    int pass = find_type(legal, SP_ACT_PASS);
    uint8_t cnt[SP_KINDS];
    memcpy(cnt, p->cnt, sizeof cnt);
    int s0;
    double u0 = eval_short(p, cnt, p->nmelds, p->melds, &s0);
    if (p->level == SP_BOT_EASY) s0 = shanten_with(p, cnt, p->nmelds, p->junk);
    int best = pass;
    double best_gain = 0;
    int from = p->v->turn;
    for (int i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type != SP_ACT_PON && a->type != SP_ACT_CHI && a->type != SP_ACT_KAN) continue;
        int k = a->tile;
        if (k >= SP_KINDS) continue;
        uint8_t c[SP_KINDS];
        memcpy(c, cnt, sizeof c);
        sp_meld m[4];
        memcpy(m, p->melds, sizeof m);
        if (p->nmelds >= 4) continue;
        sp_meld nm = {SP_MELD_PON, (uint8_t)k, (int8_t)from};
        if (a->type == SP_ACT_PON) {
            if (c[k] < 2) continue;
            c[k] -= 2;
        } else if (a->type == SP_ACT_KAN) {
            if (c[k] < 3) continue;
            c[k] -= 3;
            nm.type = SP_MELD_MINKAN;
        } else {
            int w0 = a->with[0], w1 = a->with[1];
            if (w0 >= SP_KINDS || w1 >= SP_KINDS || !c[w0] || !c[w1]) continue;
            c[w0]--, c[w1]--;
            nm.type = SP_MELD_CHI;
            int lo = k < w0 ? k : w0;
            nm.kind = (uint8_t)(lo < w1 ? lo : w1);
        }
        m[p->nmelds] = nm;
        int nmelds = p->nmelds + 1;
        if (p->level == SP_BOT_EASY) {
            int s1;
            if (a->type == SP_ACT_KAN) s1 = shanten_with(p, c, nmelds, p->junk);
            else {
                s1 = 99;
                for (int d = 0; d < SP_KINDS; d++) {
                    if (!c[d]) continue;
                    c[d]--;
                    int s = shanten_with(p, c, nmelds, p->junk);
                    c[d]++;
                    if (s < s1) s1 = s;
                }
            }
            double gain = (double)(s0 - s1) + (a->type == SP_ACT_KAN && s1 <= s0 ? 0.5 : 0);
            if (gain > best_gain) best_gain = gain, best = i;
            continue;
        }
        if (a->type == SP_ACT_KAN && kong_too_risky(p, c, k, false)) continue;
        double u1;
        if (a->type == SP_ACT_KAN) u1 = eval_short(p, c, nmelds, m, NULL) + 0.05 + kong_bonus(p);
        else u1 = best_any_discard(p, c, nmelds, m, -1);
        double gain = u1 - u0 - call_margin(p, a);
        if (gain > best_gain) best_gain = gain, best = i;
    }
    if (best < 0) best = 0;
    return legal->a[best];
}

static sp_action decide_setup(pos *p, const sp_action_list *legal)
{
    int best = 0;
    double bu = 1e9;
    for (int i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type != SP_ACT_DINGQUE) continue;
        int s = a->suit;
        int n = 0;
        for (int k = s * 9; k < s * 9 + 9; k++) n += p->cnt[k];
        double u = n;
        if (p->level >= SP_BOT_NORMAL) {
            uint64_t junk = p->junk;
            for (int k = s * 9; k < s * 9 + 9; k++) junk |= bit(k);
            u = shanten_with(p, p->cnt, p->nmelds, junk) * 10.0 + n;
        }
        u += noise(p->b);
        if (u < bu) bu = u, best = i;
    }
    return legal->a[best];
}

static sp_action decide_turn(pos *p, const sp_action_list *legal)
{
    int i;
    /* a win, a flower */
    if ((i = find_type(legal, SP_ACT_HU)) >= 0) return legal->a[i];
    if ((i = find_type(legal, SP_ACT_FLOWER)) >= 0) return legal->a[i];
    /* one-tile kongs: tiles that can never be in a win always go; the wild kind only when
     * more than one is held or it is not needed */
    for (i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type != SP_ACT_SPECIAL || a->tile >= SP_KINDS) continue;
        if (a->tile != p->wild || p->level == SP_BOT_EASY) return *a;
        if (p->cnt[a->tile] >= 2) return *a;
        uint8_t c[SP_KINDS];
        memcpy(c, p->cnt, sizeof c);
        int with = shanten_with(p, c, p->nmelds, p->junk);
        /* without it: the hand is one short, as after a discard */
        c[a->tile]--;
        int without = shanten_with(p, c, p->nmelds, p->junk);
        if (without <= with) return *a;
    }
    uint8_t cnt[SP_KINDS];
    memcpy(cnt, p->cnt, sizeof cnt);
    int cur = shanten_with(p, cnt, p->nmelds, p->junk);
    double du = -1e9;
    int di = find_type(legal, SP_ACT_DISCARD) >= 0 ? best_discard(p, cnt, p->nmelds, p->melds, legal, &du) : -1;
    /* kongs from the hand (concealed or added) */
    for (i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type != SP_ACT_KAN || a->tile >= SP_KINDS) continue;
        int k = a->tile;
        uint8_t c[SP_KINDS];
        memcpy(c, cnt, sizeof c);
        sp_meld m[4];
        memcpy(m, p->melds, sizeof m);
        int nmelds = p->nmelds;
        if (c[k] >= 4) {
            if (nmelds >= 4) continue;
            c[k] -= 4;
            m[nmelds++] = (sp_meld){SP_MELD_ANKAN, (uint8_t)k, -1};
        } else if (c[k] >= 1) {
            c[k] -= 1;
            for (int j = 0; j < nmelds; j++)
                if (m[j].type == SP_MELD_PON && m[j].kind == k) m[j].type = SP_MELD_KAKAN;
        } else
            continue;
        if (p->level == SP_BOT_EASY) {
            if (shanten_with(p, c, nmelds, p->junk) <= cur) return *a;
            continue;
        }
        if (kong_too_risky(p, c, k, cnt[k] < 4)) continue;
        double u = eval_short(p, c, nmelds, m, NULL) + 0.08;
        if (di < 0 || u + kong_bonus(p) >= du - 0.02) return *a;
    }
    /* 报听: declared when the hand can be ready with a good wait */
    if ((i = find_type(legal, SP_ACT_BAOTING)) >= 0 && p->level >= SP_BOT_HARD) {
        /* hard: any discard that leaves the hand ready with live winning tiles will do (after
         * the declaration only such discards stay legal); a declared win is worth a one-suit
         * hand more */
        int best_tiles = 0;
        for (int d = 0; d < SP_KINDS; d++) {
            if (!cnt[d] || !find_discard(legal, d)) continue;
            uint8_t c[SP_KINDS];
            memcpy(c, cnt, sizeof c);
            c[d]--;
            if (shanten_with(p, c, p->nmelds, p->junk) != 0) continue;
            sp_hand h;
            make_hand(p, c, p->nmelds, p->junk, &h);
            uint64_t w = sp_waits(&h, p->shapes);
            int tiles = 0;
            for (int k = 0; k < SP_KINDS; k++)
                if ((w >> k & 1) && !(p->junk >> k & 1)) tiles += p->unseen[k];
            if (tiles > best_tiles) best_tiles = tiles;
        }
        if (best_tiles >= 2) return legal->a[i];
    } else if ((i = find_type(legal, SP_ACT_BAOTING)) >= 0 && p->level >= SP_BOT_NORMAL && di >= 0) {
        uint8_t c[SP_KINDS];
        memcpy(c, cnt, sizeof c);
        int k = legal->a[di].tile;
        if (k < SP_KINDS && c[k]) {
            c[k]--;
            int s = shanten_with(p, c, p->nmelds, p->junk);
            int tiles = 0;
            if (s == 0) ready_value(p, c, p->nmelds, p->melds, &tiles);
            if (s == 0 && tiles >= 3) return legal->a[i];
        }
    }
    if (di >= 0) return legal->a[di];
    if ((i = find_type(legal, SP_ACT_PASS)) >= 0) return legal->a[i];
    return legal->a[0];
}

/* 明將 (chicken scheme 1): a 0-fan win, a chicken hand (雞糊, also any win on a kind in one's own
 * river: 振聽), scores nothing and freezes the hand for the rest of it. Normal and hard let it
 * go when the hand still waits on live tiles that pay and the wall has a few turns left (過水
 * until the next discard; the paid wait stays), and take it when the hand can only win as a
 * chicken: frozen, it pays nobody for the rest of the hand. (Asked for 明將, normal and hard.) */
static bool declines_chicken(pos *p)
{
    const sp_view *v = p->v;
    uint8_t cnt[SP_KINDS];
    memcpy(cnt, p->cnt, sizeof cnt);
    int k, how = SP_WIN_RON;
    if (v->phase == SP_PHASE_CLAIM && v->last_discard >= 0) k = sp_tile_kind(v->last_discard);
    else if (v->phase == SP_PHASE_TURN && v->turn == p->me && v->seats[p->me].drawn >= 0) {
        k = sp_tile_kind(v->seats[p->me].drawn);
        if (k >= SP_KINDS || !cnt[k]) return false;
        cnt[k]--;
        how = SP_WIN_TSUMO;
    } else
        return false;
    if (k >= SP_KINDS || cnt[k] >= 4) return false;
    cnt[k]++;
    double gain = in_own_river(p, k) ? 0 : win_gain(p, cnt, p->nmelds, p->melds, k, how);
    cnt[k]--;
    if (gain > 0) return false;
    int tiles = 0;
    ready_value(p, cnt, p->nmelds, p->melds, &tiles); /* paid waits only (振聽 kinds count nothing) */
    return tiles >= 2 && v->wall_left >= 4 * p->np;
}

void sp_bot_watch(sp_bot *b, const sp_game *g) { b->game = g; }

static sp_action choose(sp_bot *b, const sp_view *v, const sp_action_list *legal);

/* The expert: hard's choice unless the evaluator finds an action better by more than twice
 * the standard error of the difference (1.645 times between two actions alone; the prior
 * guards against the noise of few samples).
 * When its budget ends with another action ahead by less than that but more than half of it,
 * it searches on, up to SP_BOT_EXPERT_STRETCH times the budget. Where the ruleset's tuning
 * keeps hard's discards, it overrides a discard only with a kong or a win; where it sets
 * expert_discard_se, another discard must lead hard's by that many standard errors. */
static sp_action expert_choose(sp_bot *b, const sp_view *v, const sp_action_list *legal)
{
    sp_action hard = choose(b, v, legal);
    const sp_game *g = b->game;
    if (!g || legal->n < 2 || v->seat < 0 || !(sp_game_pending(g) >> v->seat & 1) ||
        (g->phase != SP_PHASE_TURN && g->phase != SP_PHASE_CLAIM && g->phase != SP_PHASE_ROB))
        return hard;
    sp_eval_config cfg;
    sp_eval_config_default(&cfg);
    cfg.samples = b->expert_samples;
    cfg.budget_ms = b->expert_ms;
    cfg.playout_level = b->playout_level;
    /* the default deal reads the others' readiness (Guizhou, 160 hands paired: +1.04 [0.45,
     * 1.64] a hand over hard) and their waits (deal-ins against hard's 1.4 times, not 2; EXPERT.md) */
    cfg.unsettled_stretch = SP_BOT_EXPERT_STRETCH;
    /* its own next decisions in each playout are hard's: as many as the model's record says
     * (--expert-own-hard overrides) */
    cfg.own_decisions = b->expert_own_hard; /* (-1: the record's, the evaluator's default) */
    cfg.stop = b->stop;
    cfg.seed = sp_rng_next(&b->rng); /* (seeded by choose from the bot's seed and the view) */
    sp_action_list evaluated = *legal;
    if (evaluated.false_win) sp_action_list_remove(&evaluated, SP_ACT_HU, SP_KIND_NONE);
    for (cfg.ref = 0; cfg.ref < evaluated.n && !sp_action_equal(&evaluated.a[cfg.ref], &hard); cfg.ref++) {}
    if (cfg.ref == evaluated.n) return hard;
    bool keep_discard = hard.type == SP_ACT_DISCARD && tuning_of(v->rules)->expert_keeps_discards;
    bool only_discards = keep_discard; /* (looked at only where discards are kept) */
    for (int i = 0; only_discards && i < evaluated.n; i++) only_discards = evaluated.a[i].type == SP_ACT_DISCARD;
    if (only_discards) return hard; /* nothing to search but discards: hard's, unsearched */
    /* between two actions (most calls) the leader is not the luckiest of many: the one-sided
     * 95 % bar, not the settle that guards the choice among a dozen discards */
    cfg.settled = evaluated.n == 2 ? SP_EVAL_SETTLED_PAIR : SP_EVAL_SETTLED;
    sp_eval_result r;
    char err[200];
    if (sp_evaluate(g, v->seat, &cfg, &r, err, sizeof err) || r.samples < 4 || r.best == r.ref ||
        r.diff[r.best] <= cfg.settled * r.diff_se[r.best])
        return hard;
    if (hard.type == SP_ACT_DISCARD && r.action[r.best].type == SP_ACT_DISCARD) {
        double bar = tuning_of(v->rules)->expert_discard_se; /* (0: the evaluator's settle) */
        if (keep_discard || (bar > 0 && r.diff[r.best] <= bar * r.diff_se[r.best])) return hard;
    }
    b->overrides++;
    return r.action[r.best];
}

sp_action sp_bot_choose(sp_bot *b, const sp_view *v, const sp_action_list *legal)
{
    b->decisions++;
    if (b->level == SP_BOT_EXPERT) return expert_choose(b, v, legal);
    return choose(b, v, legal);
}

/* easy, normal and hard; the expert's prior is hard */
static sp_action choose(sp_bot *b, const sp_view *v, const sp_action_list *legal)
{
    sp_action_list declarable;
    if (legal->false_win) { /* a false win (詐糊) is never declared: choose among the rest */
        declarable = *legal;
        sp_action_list_remove(&declarable, SP_ACT_HU, SP_KIND_NONE);
        declarable.false_win = false;
        legal = &declarable;
    }
    if (legal->n == 1 || v->seat < 0 || !v->rules) return legal->a[0];
    seed_decision(b, v, legal);
    int i;
    if ((i = find_type(legal, SP_ACT_HU)) >= 0) {
        /* only 明將's chicken hands are ever declined: other wins are taken without reading
         * the table */
        if (b->level < SP_BOT_NORMAL || !tuning_of(v->rules)->chickens_freeze) return legal->a[i];
        pos p;
        pos_init(&p, b, v, b->level);
        if (!declines_chicken(&p)) return legal->a[i];
        if (legal != &declarable) {
            declarable = *legal;
            legal = &declarable;
        }
        sp_action_list_remove(&declarable, SP_ACT_HU, SP_KIND_NONE);
        if (declarable.n == 1) return declarable.a[0];
    }
    if (find_type(legal, SP_ACT_DINGQUE) >= 0) {
        pos p;
        pos_init(&p, b, v, b->level >= SP_BOT_HARD ? SP_BOT_NORMAL : b->level);
        return decide_setup(&p, legal);
    }
    pos p;
    pos_init(&p, b, v, b->level);
    if (find_type(legal, SP_ACT_DISCARD) >= 0 || find_type(legal, SP_ACT_SPECIAL) >= 0 ||
        find_type(legal, SP_ACT_BAOTING) >= 0 || find_type(legal, SP_ACT_FLOWER) >= 0)
        return decide_turn(&p, legal);
    if (find_type(legal, SP_ACT_PASS) >= 0) return decide_claim(&p, legal);
    return decide_turn(&p, legal);
}

int sp_bot_decide(void *ctx, int seat, const sp_view *v, const sp_action_list *legal, sp_action *out)
{
    (void)seat;
    if (!legal->n) return 0;
    *out = sp_bot_choose((sp_bot *)ctx, v, legal);
    return 1;
}
