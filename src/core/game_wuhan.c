/* game_wuhan.c: the table hooks of the wuhan model (rules/wuhan-hongzhong.md §2-§4).
 *
 * - 翻皮子: after the deal (the dealer's fourteenth tile included) the head tile of the wall is
 *   turned and taken out of play; a 7z is set aside and the next one turned instead
 *   (rules/wuhan-hongzhong.md §2.3).
 *   The kind after it is the 赖子 (g->wild_kind), it and the kind before it are the 皮.
 * - Special kongs (SPECIAL <tile>): a 7z (红中杠), a laizi (赖子杠) or a 皮 (皮子杠) leaves the hand
 *   only this way - it is never discarded, melded or claimed - and is followed by a replacement
 *   draw; allowed in the player's turn, also right after a chi / pon (then no ankan / 蓄杠 before
 *   the discard; a replacement that completes the hand is 杠上开花,
 *   rules/wuhan-hongzhong.md §2.4). Every kong needs a tile left in the wall; when a hand of
 *   special tiles only is
 *   left with an empty wall, a special kong is still allowed and ends the hand (no discard could be).
 * - Wins through the scorer (开口, no 皮 / 7z in hand, laizi limits, the pair ranks, 起胡: the file's
 *   win.must_open, win.pair_ranks, win.laizi_small / laizi_big, read once at load), 一炮单响 in
 *   the jiehu_order, 过胡 (a passed win on a discard or a kong bars discard wins and robbing until
 *   the player's next draw), 海底捞月 on the last `wall_left` tiles, claims on the last discard.
 * - Hand end: 查大叫 at an exhaustive draw (the scorer's win = draw), the winner deals next (a draw:
 *   the dealer keeps), a match of `jushu` hands.
 * The `complete` hook replaces the generic shape check: it refuses cheaply (no opening, a 7z or 皮
 * in hand, too many laizi) and lets the shapeless 风一色 / 将一色 through to the scorer. */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "core/game_explain.h"
#include "core/game_wuhan.h"
#include "core/hand.h"
#include "core/rules_wuhan.h"
#include "core/tile.h"

typedef struct {
    int32_t jushu;          /* hands per match */
    bool from_discarder;    /* jiehu_order = discarder */
    int8_t special;         /* 红中 kind */
    int8_t pi_before;       /* kinds before the laizi that are 皮 (wildcard.pi_before) */
    int8_t laizi_most;      /* most laizi held in any win (win.laizi_small / laizi_big) */
    int8_t must_open;       /* openings a win needs (win.must_open) */
    uint16_t pair_ranks;    /* bit r: rank r may be the pair and is allowed in 将一色 (win.pair_ranks) */
    int8_t haitei_left;     /* 海底捞月: the wall held at most this many tiles before the draw */
    uint64_t pimask;        /* 皮 kinds this hand */
    uint8_t banned;         /* 过胡: seats barred from discard wins and robbing until they draw */
    uint8_t window;         /* seats that could have won on the discard / kong now on the table */
    uint8_t after_call;     /* seats between a chi / pon and their discard */
    /* bit per seat: no tile could complete the seat's concealed tiles as they were when its
     * tiles_version was hope_version[seat] (see hopeless) - lets wh_complete refuse the claims
     * and draws of most hands with a bit test; remembered at each discard */
    uint8_t hopeless;
    uint16_t hope_version[SP_SEATS];
    bool marks_settle_draws; /* a draw where every seat is marked hopeless pays nothing (wh_match_start) */
} wh_state;

_Static_assert(sizeof(wh_state) <= SP_MODEL_STATE, "wuhan model state too large");

static wh_state *st(sp_game *g) { return (wh_state *)(void *)g->model; }
static const wh_state *cst(const sp_game *g) { return (const wh_state *)(const void *)g->model; }

static bool is_special_kind(const sp_game *g, int k)
{
    return k < SP_KINDS && (g->special_kinds >> k & 1);
}

static const sp_pattern_def *pattern_by_evaluator(const sp_ruleset *rs, const char *ev)
{
    for (int i = 0; i < rs->npatterns; i++)
        if (!strcmp(rs->patterns[i].evaluator, ev)) return &rs->patterns[i];
    return NULL;
}

static void wh_match_start(sp_game *g)
{
    wh_state *s = st(g);
    memset(s, 0, sizeof *s);
    s->jushu = sp_game_option_number(g, "jushu", 8);
    int i = sp_ruleset_option(g->rules, "jiehu_order");
    if (i >= 0) {
        const sp_option_def *o = &g->rules->options[i];
        int v = g->options[i];
        s->from_discarder = v >= 0 && v < o->nchoices && !strcmp(o->choices[v], "discarder");
    }
    sp_wuhan_win_rules win;
    sp_wuhan_win_rules_of(g->rules, &win);
    s->special = (int8_t)win.special;
    s->pi_before = (int8_t)win.pi_before;
    s->laizi_most = (int8_t)win.laizi_most;
    s->must_open = (int8_t)win.must_open;
    s->pair_ranks = (uint16_t)win.pair_ranks;
    s->haitei_left = 1;
    const sp_pattern_def *p = pattern_by_evaluator(g->rules, "last_tile_draw");
    if (p)
        for (int j = 0; j < p->nparams; j++)
            if (!strcmp(p->params[j].name, "wall_left") && p->params[j].nvalues) s->haitei_left = (int8_t)p->params[j].values[0];
    /* 查大叫 pays only ready seats, and the scorer calls a seat ready when some tile gives it a
     * win of its rules. Each such win passes complete_full, which reads the same win rules
     * (openings, pair ranks, laizi), so a hopeless mark means "not ready" - for the regular
     * shape, the one complete_full and the scorer's readings share. */
    s->marks_settle_draws = (g->rules->shapes & SP_SHAPE_REGULAR) != 0;
}

static void remember_hope(sp_game *g, int seat);

static void wh_hand_start(sp_game *g)
{
    wh_state *s = st(g);
    s->banned = s->window = s->after_call = 0;
    s->pimask = 0;
    /* turn the head tile; a 7z is set aside and the next one turned */
    while (sp_game_wall_left(g) > 1 && sp_tile_kind(g->wall[g->head]) == s->special && g->naside < 4) {
        int t = g->wall[g->head++];
        g->aside[g->naside++] = (uint8_t)t;
        sp_game_announce(g, SP_EV_INDICATOR, -1, t, -1, 0, 0xFF);
    }
    int t = g->wall[g->head++];
    int k = sp_tile_kind(t);
    g->indicator = (int16_t)t;
    g->indicator_aside = true;
    g->wild_kind = (int8_t)sp_ruleset_wildcard_kind(g->rules, k);
    const sp_param *cycle = sp_ruleset_param(g->rules, "wildcard.honour_cycle");
    for (int i = 0; i <= s->pi_before; i++) {
        int pk = sp_ruleset_indicator_step(cycle, k, -i); /* the 皮: the indicator and the kinds before it */
        if (pk >= 0) s->pimask |= (uint64_t)1 << pk;
    }
    /* the engine never lists these for a discard, chow, pung or kong */
    g->special_kinds = s->pimask | (uint64_t)1 << s->special;
    if (g->wild_kind >= 0) g->special_kinds |= (uint64_t)1 << g->wild_kind;
    sp_game_announce(g, SP_EV_INDICATOR, -1, t, g->wild_kind, 0, 0xFF);
    for (int p = 0; p < g->players; p++) remember_hope(g, p); /* (the dealer holds 14: nothing) */
}

/* Whether the seat has made the openings (chi, pon, exposed kong) a win needs (开口). */
static bool opened(const sp_game *g, const sp_game_seat *s)
{
    int opens = 0;
    for (int i = 0; i < s->nmelds; i++) opens += s->melds[i].meld.type != SP_MELD_ANKAN;
    return opens >= cst(g)->must_open;
}

bool sp_wuhan_opened(const sp_game *g, int seat) { return opened(g, &g->seat[seat]); }

/* Whether a kind's rank may be the pair (and is allowed in 将一色). */
static bool rank_ok(const sp_game *g, int k) { return k < SP_KIND_Z && (cst(g)->pair_ranks >> (k % 9 + 1) & 1); }

/* The kinds a winning hand may not hold: 7z and the 皮 (the laizi may be held). */
static uint64_t unclean_kinds(const sp_game *g)
{
    return g->special_kinds & ~(g->wild_kind >= 0 ? (uint64_t)1 << g->wild_kind : 0);
}

/* Whether counts (the laizi taken out) with the seat's melds are honours only (风一色) or of the
 * pair ranks only (2, 5 and 8 in the shipped file) without a chi (将一色): the wins that need no
 * shape. */
static bool shapeless(const sp_game *g, const sp_game_seat *p, const uint8_t counts[SP_KINDS])
{
    bool honours = true, j258 = true;
    for (int i = 0; i < p->nmelds; i++) {
        const sp_meld *m = &p->melds[i].meld;
        if (m->kind < SP_KIND_Z) honours = false;
        if (m->type == SP_MELD_CHI || !rank_ok(g, m->kind)) j258 = false;
    }
    for (int k = 0; k < SP_KINDS && (honours || j258); k++) {
        if (!counts[k]) continue;
        if (k < SP_KIND_Z) honours = false;
        if (!rank_ok(g, k)) j258 = false;
    }
    return honours || j258;
}

/* May the concealed tiles (plus `extra`) be a win: opened as the file asks, no 7z or 皮 in hand, at
 * most laizi_most laizi, four sets and a pair with the laizi as wildcards, or a shapeless 风一色 /
 * 将一色. The scorer decides the rest (substitution limits, pair, 起胡). */
static bool complete_full(const sp_game *g, int seat, int extra)
{
    const wh_state *s = cst(g);
    const sp_game_seat *p = &g->seat[seat];
    if (!opened(g, p)) return false;
    int lz = g->wild_kind;
    /* no 7z or 皮 in hand (the winning tile included) */
    uint64_t unclean = unclean_kinds(g);
    if ((extra >= 0 && (unclean >> extra & 1)) || (p->kinds_held & unclean)) return false;
    sp_hand h;
    memcpy(h.counts, p->counts, sizeof h.counts);
    if (extra >= 0) h.counts[extra]++;
    h.wildcards = 0;
    if (lz >= 0) {
        if (h.counts[lz] > s->laizi_most) return false;
        h.wildcards = h.counts[lz];
        h.counts[lz] = 0;
    }
    h.melds = p->nmelds;
    return sp_is_win(&h, g->rules->shapes) || shapeless(g, p, h.counts);
}

/* Whether no tile added to the seat's concealed tiles (13 with the melds) could make them
 * complete_full: its refusals that do not depend on the added tile, then the win check with the
 * laizi and the added tile as wildcards (a wildcard stands for any tile, so this passes every
 * hand some tile completes; more lone single tiles than wildcards rule it out at once), then the
 * shapeless hands on the tiles held (adding a tile never makes a hand honours-only or
 * pair-ranks-only). */
static bool hopeless(const sp_game *g, int seat)
{
    const sp_game_seat *p = &g->seat[seat];
    int lz = g->wild_kind;
    if (!opened(g, p) || (p->kinds_held & unclean_kinds(g)) || (lz >= 0 && p->counts[lz] > cst(g)->laizi_most)) return true;
    sp_hand h;
    memcpy(h.counts, p->counts, sizeof h.counts);
    h.wildcards = 1;
    if (lz >= 0) {
        h.wildcards = (uint8_t)(h.wildcards + h.counts[lz]);
        h.counts[lz] = 0;
    }
    h.melds = p->nmelds;
    unsigned shapes = g->rules->shapes;
    uint64_t wild = lz >= 0 ? (uint64_t)1 << lz : 0;
    bool shape = (shapes & SP_SHAPE_ORPHANS || sp_game_lone_singles(g, seat, wild, h.wildcards + 1) <= h.wildcards) &&
                 sp_is_win(&h, shapes);
    return !shape && !shapeless(g, p, h.counts);
}

/* Remembers hopeless() for the seat's tiles now (13 with the melds, else nothing is remembered). */
static void remember_hope(sp_game *g, int seat)
{
    wh_state *s = st(g);
    const sp_game_seat *p = &g->seat[seat];
    s->hopeless = (uint8_t)(s->hopeless & ~(1u << seat));
    if (p->nconcealed + 3 * p->nmelds != 13) return;
    if (hopeless(g, seat)) s->hopeless = (uint8_t)(s->hopeless | 1u << seat);
    s->hope_version[seat] = p->tiles_version;
}

/* complete_full, answered from the remembered hopeless() where it applies: a discard (extra)
 * offered to the remembered tiles, or a tile drawn onto them (one change since: the draw). A
 * seat not marked hopeless gets the full check. Debug builds check every cached answer. */
static bool wh_complete(const sp_game *g, int seat, int extra)
{
    const wh_state *s = cst(g);
    const sp_game_seat *p = &g->seat[seat];
    uint16_t want = (uint16_t)(p->tiles_version - (extra >= 0 ? 0 : 1));
    if ((s->hopeless >> seat & 1) && s->hope_version[seat] == want && (extra >= 0 || p->drawn >= 0)) {
        assert(!complete_full(g, seat, extra));
        return false;
    }
    return complete_full(g, seat, extra);
}

static bool wh_win_allowed(const sp_game *g, const sp_win_context *ctx, sp_score_result *out)
{
    if (ctx->how == SP_WIN_RON && (cst(g)->banned >> ctx->seat & 1)) return false;
    sp_score_result r;
    if (!out) out = &r;
    return sp_game_score(g, ctx, out) == 0 && out->valid;
}

static void fill_specials(const sp_game *g, sp_wuhan_input *w)
{
    const wh_state *s = cst(g);
    memset(w, 0, sizeof *w);
    for (int p = 0; p < g->players; p++)
        for (int i = 0; i < g->seat[p].nspecial; i++) {
            int k = sp_tile_kind(g->seat[p].special[i]);
            int which = k == s->special ? SP_WUHAN_HONGZHONG : k == g->wild_kind ? SP_WUHAN_LAIZI : SP_WUHAN_PIZI;
            w->special[p][which]++;
        }
}

static void wh_score_extra(const sp_game *g, const sp_win_context *ctx, sp_score_input *in, void *extra)
{
    _Static_assert(sizeof(sp_wuhan_input) <= 1024, "wuhan extra input too large");
    sp_wuhan_input *w = extra;
    fill_specials(g, w);
    in->extra = w;
    /* 海底捞月: a self-draw of a tile drawn while the wall held at most haitei_left tiles */
    if (ctx->how == SP_WIN_TSUMO && sp_game_wall_left(g) + 1 <= cst(g)->haitei_left) in->situation |= SP_SIT_HAITEI;
    /* 承包 case 1 judges the discarder's hand after his discard */
    if (ctx->how == SP_WIN_RON && ctx->discarder >= 0 && !(ctx->situation & SP_SIT_CHANKAN)) {
        sp_seat_info *si = &in->seats[ctx->discarder];
        si->has_tiles = true;
        memcpy(si->tiles, g->seat[ctx->discarder].counts, sizeof si->tiles);
    }
}

/* 一炮单响: the first claimant in turn order from the dealer (or from the discarder's next seat),
 * the discarder skipped. */
static int wh_winners(const sp_game *g, unsigned hu, int out[SP_SEATS])
{
    int start = cst(g)->from_discarder ? g->turn + 1 : g->dealer;
    for (int i = 0; i < g->players; i++) {
        int p = (start + i) % g->players;
        if (p != g->turn && (hu >> p & 1)) {
            out[0] = p;
            return 1;
        }
    }
    return 0;
}

static void add_claim(sp_action_list *l, int type, int tile, int w0, int w1)
{
    sp_action a = {(uint8_t)type, (uint8_t)tile, {(uint8_t)w0, (uint8_t)w1}, 0};
    sp_action_list_add(l, &a);
}

static void wh_legal(const sp_game *g, int seat, sp_action_list *l)
{
    const wh_state *s = cst(g);
    const sp_game_seat *p = &g->seat[seat];
    /* (the engine lists no discard, chow or kong of a special kind: g->special_kinds) */
    if (g->phase == SP_PHASE_TURN) {
        if (s->after_call >> seat & 1) sp_action_list_remove(l, SP_ACT_KAN, SP_KIND_NONE); /* no ankan / 蓄杠 after a call */
        bool can_discard = (p->kinds_held & ~g->special_kinds) != 0; /* a discard is listed per such kind held */
        if (sp_game_wall_left(g) > 0 || !can_discard)
            for (uint64_t m = g->special_kinds; m; m &= m - 1) {
                int k = __builtin_ctzll(m);
                /* (written in place, as add_claim would: this runs on every turn) */
                if (p->counts[k] && l->n < SP_MAX_LEGAL)
                    l->a[l->n++] = (sp_action){SP_ACT_SPECIAL, (uint8_t)k, {SP_KIND_NONE, SP_KIND_NONE}, 0};
            }
        return;
    }
    if (g->phase != SP_PHASE_CLAIM) return;
    /* the last discard may still be ponged or chied with the wall empty
     * (rules/wuhan-hongzhong.md §2.9) */
    if (sp_game_wall_left(g) == 0 && g->last_discard >= 0 && !p->out) {
        int k = sp_tile_kind(g->last_discard);
        sp_action_list_remove(l, SP_ACT_PASS, SP_KIND_NONE);
        if (g->rules->pon && p->counts[k] >= 2) add_claim(l, SP_ACT_PON, k, SP_KIND_NONE, SP_KIND_NONE);
        if (g->rules->chi && seat == (g->turn + 1) % g->players && k < SP_KIND_Z) {
            int n = k % 9 + 1;
            for (int lo = n - 2; lo <= n; lo++) {
                if (lo < 1 || lo + 2 > 9) continue;
                int base = k - (n - lo), w[2], nw = 0;
                for (int j = 0; j < 3; j++)
                    if (base + j != k) w[nw++] = base + j;
                if (p->counts[w[0]] && p->counts[w[1]] && !is_special_kind(g, w[0]) && !is_special_kind(g, w[1]))
                    add_claim(l, SP_ACT_CHI, k, w[0], w[1]);
            }
        }
        add_claim(l, SP_ACT_PASS, SP_KIND_NONE, SP_KIND_NONE, SP_KIND_NONE);
    }
}

static void wh_apply(sp_game *g, int seat, const sp_action *a)
{
    if (a->type != SP_ACT_SPECIAL) return;
    sp_game_seat *p = &g->seat[seat];
    int t = sp_game_take(g, seat, a->tile);
    p->drawn = -1;
    if (p->nspecial < sizeof p->special) p->special[p->nspecial++] = (uint8_t)t;
    sp_game_announce(g, SP_EV_SPECIAL, seat, t, a->tile, 0, 0xFF);
    sp_game_kong_replacement(g, seat);
}

/* Whether a hand holds two tiles making a run with number tile k. */
static bool chi_possible(const sp_game_seat *q, int k)
{
    if (k >= SP_KIND_Z) return false;
    int n = k % 9;
    const uint8_t *c = q->counts;
    return (n >= 2 && c[k - 2] && c[k - 1]) || (n >= 1 && n <= 7 && c[k - 1] && c[k + 1]) || (n <= 6 && c[k + 1] && c[k + 2]);
}

/* Could `seat` win on the discard now on the table (for the 过胡 ban when he answers something else)? */
static bool could_ron(const sp_game *g, int seat, int tile)
{
    if (!wh_complete(g, seat, sp_tile_kind(tile))) return false;
    sp_win_context ctx = {seat, SP_WIN_RON, tile, g->turn, 0};
    sp_score_result r;
    return sp_game_score(g, &ctx, &r) == 0 && r.valid;
}

static void wh_observe(sp_game *g, const sp_event *e)
{
    wh_state *s = st(g);
    if (e->type == SP_EV_HAND_START) {
        s->banned = s->window = s->after_call = 0;
        s->hopeless = 0; /* the last hand's marks mean nothing for the new tiles */
        return;
    }
    if (e->type == SP_EV_PASS) {
        if (e->a) s->window = (uint8_t)(s->window | 1u << e->seat);
        return;
    }
    /* the claim / rob window closed: whoever could have won and did not is barred */
    s->banned |= s->window;
    s->window = 0;
    switch (e->type) {
    case SP_EV_DRAW: s->banned = (uint8_t)(s->banned & ~(1u << e->seat)); break;
    case SP_EV_MELD:
        if (e->a == SP_MELD_CHI || e->a == SP_MELD_PON) s->after_call = (uint8_t)(s->after_call | 1u << e->seat);
        break;
    case SP_EV_DISCARD: {
        s->after_call = (uint8_t)(s->after_call & ~(1u << e->seat));
        remember_hope(g, e->seat);
        /* a seat that may win but also claim (pon, kong, chi) and claims instead passes the win too */
        int k = sp_tile_kind(e->tile);
        for (int p = 0; p < g->players; p++) {
            if (p == e->seat || (s->banned >> p & 1)) continue;
            const sp_game_seat *q = &g->seat[p];
            bool other_claim = q->counts[k] >= 2 || (p == (e->seat + 1) % g->players && chi_possible(q, k));
            if (other_claim && could_ron(g, p, e->tile)) s->window = (uint8_t)(s->window | 1u << p);
        }
        /* the window is committed at the next event other than a pass; a seat that does win ends the hand */
        break;
    }
    default: break;
    }
}

/* The scorer's 查大叫 settlement of the drawn hand; false when it refused the input. */
static bool score_draw(const sp_game *g, sp_score_result *r)
{
    sp_win_context ctx = {g->dealer, SP_WIN_DRAW, -1, -1, 0};
    sp_score_input in;
    sp_game_score_input(g, &ctx, &in);
    in.win_tile = -1;
    sp_wuhan_input w;
    fill_specials(g, &w);
    in.extra = &w;
    for (int p = 0; p < g->players; p++) {
        in.seats[p].has_tiles = true;
        memcpy(in.seats[p].tiles, g->seat[p].counts, sizeof in.seats[p].tiles);
    }
    char err[160];
    return sp_score(&in, r, err, sizeof err) == 0;
}

static int wh_draw_result(const sp_game *g, sp_score_result *r) { return score_draw(g, r) ? 0 : -1; }

/* Whether every seat is marked hopeless for the tiles it holds now. */
static bool all_hopeless(const sp_game *g)
{
    const wh_state *s = cst(g);
    for (int p = 0; p < g->players; p++)
        if (!(s->hopeless >> p & 1) || s->hope_version[p] != g->seat[p].tiles_version) return false;
    return true;
}

#ifndef NDEBUG
static bool draw_pays_nothing(const sp_game *g)
{
    sp_score_result r;
    if (!score_draw(g, &r)) return true;
    for (int p = 0; p < g->players; p++)
        if (r.payments[p]) return false;
    return true;
}
#endif

/* 查大叫 (rules/wuhan-hongzhong.md §4.6) through the scorer's exhaustive-draw settlement; most draws
 * find no seat ready, which the hopeless marks tell without the scorer (debug builds ask it
 * anyway). */
static void settle_draw(sp_game *g)
{
    if (cst(g)->marks_settle_draws && all_hopeless(g)) {
        assert(draw_pays_nothing(g));
        return;
    }
    sp_score_result r;
    if (!score_draw(g, &r)) return;
    for (int p = 0; p < g->players; p++) {
        g->outcome.delta[p] += r.payments[p];
        g->seat[p].score += r.payments[p];
    }
}

static void wh_hand_end(sp_game *g)
{
    const wh_state *s = cst(g);
    int next = g->dealer;
    if (g->outcome.kind == SP_END_EXHAUSTED) settle_draw(g);
    else if (g->outcome.nwins > 0) next = g->outcome.wins[0].seat;
    if (next == g->dealer) g->dealer_streak++;
    else {
        g->dealer = (uint8_t)next;
        g->dealer_streak = 0;
        if (++g->hand_in_round >= g->players) {
            g->hand_in_round = 0;
            g->round = (uint8_t)((g->round + 1) % 4);
        }
    }
    if (g->hand_number >= s->jushu) {
        g->outcome.match_over = true;
        for (int p = 0; p < g->players; p++) g->outcome.settlement[p] = g->seat[p].score;
    }
}

/* Every remembered "hopeless" mark holds: no tile completes that seat's tiles. */
static int wh_check(const sp_game *g, char *why, size_t len)
{
    const wh_state *s = cst(g);
    for (int p = 0; p < g->players; p++) {
        const sp_game_seat *q = &g->seat[p];
        if (!(s->hopeless >> p & 1) || s->hope_version[p] != q->tiles_version) continue;
        for (int k = 0; k < SP_KINDS; k++)
            if (q->counts[k] < 4 && complete_full(g, p, k)) {
                snprintf(why, len, "seat %d: marked hopeless, but kind %d completes its tiles", p, k);
                return -1;
            }
    }
    return 0;
}

/* ---- why a move is refused (sp_game_explain) ---- */

static int explain_win_ban(const sp_game *g, const sp_win_context *ctx)
{
    const sp_game_seat *s = &g->seat[ctx->seat];
    int k = ctx->tile >= 0 ? sp_tile_kind(ctx->tile) : -1;
    if (!sp_wuhan_opened(g, ctx->seat)) return SP_BLOCK_NOT_OPENED;
    uint64_t unclean = g->special_kinds & ~(g->wild_kind >= 0 ? 1ull << g->wild_kind : 0);
    if (ctx->how == SP_WIN_RON && k >= 0 && (g->special_kinds >> k & 1)) return SP_BLOCK_SPECIAL_TILE;
    for (uint64_t m = unclean; m; m &= m - 1)
        if (s->counts[__builtin_ctzll(m)]) return SP_BLOCK_SPECIAL_TILE;
    return SP_BLOCK_NONE;
}

static int explain_claim(const sp_game *g, int seat, int type, int kind, int w0, int w1)
{
    (void)seat;
    uint64_t special = g->special_kinds;
    bool sp = (special >> kind & 1) || (w0 < SP_KINDS && (special >> w0 & 1)) || (w1 < SP_KINDS && (special >> w1 & 1));
    if (sp) return SP_BLOCK_SPECIAL_TILE;
    if (type == SP_ACT_KAN && g->phase == SP_PHASE_TURN) return SP_BLOCK_AFTER_CALL;
    return SP_BLOCK_NONE;
}

const sp_explain_hooks sp_explain_wuhan = {.win_ban = explain_win_ban, .claim = explain_claim};

const sp_game_hooks sp_game_hooks_wuhan = {
    .match_start = wh_match_start,
    .hand_start = wh_hand_start,
    .winners = wh_winners,
    .legal = wh_legal,
    .apply = wh_apply,
    .observe = wh_observe,
    .win_allowed = wh_win_allowed,
    .score_extra = wh_score_extra,
    .hand_end = wh_hand_end,
    .complete = wh_complete,
    .check = wh_check,
    .draw_result = wh_draw_result,
};
