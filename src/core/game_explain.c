/* game_explain.c: why a seat may not do what its tiles would allow (game_explain.h).
 *
 * What is physically possible is worked out here from the seat's tiles (a complete shape, a
 * pair of the discard, ...); what is legal comes from sp_game_legal on a copy of the game in
 * which the seat is asked (the engine does not ask a seat whose only answer would be refused).
 * The reason for a refused win is found by asking the scoring what it would say with one
 * rule's situation bit taken away (the hooks put 食替 and 過水 there), by the river (振聽), and by the model's
 * own bans that come before any scoring (定缺, 报听, 开口, the one-tile-kong tiles). */
#include "core/game_explain.h"

#include <string.h>

#include "core/hand.h"
#include "core/model.h"
#include "core/tile.h"

const char *sp_block_reason_id(int reason)
{
    static const char *const ids[SP_BLOCK_COUNT] = {
        "none",        "dead_hand",       "passed_win", "furiten",      "missing_suit",  "not_opened", "below_minimum",
        "needs_kong",  "ready_lock",      "must_stay_ready", "passed_pon", "special_tile", "after_call", "other"};
    return reason >= 0 && reason < SP_BLOCK_COUNT ? ids[reason] : "other";
}

int sp_block_reason_parse(const char *id)
{
    for (int r = SP_BLOCK_NONE + 1; id && r < SP_BLOCK_COUNT; r++)
        if (!strcmp(id, sp_block_reason_id(r))) return r;
    return -1;
}

static void add(sp_blocked_list *out, int type, int tile, int w0, int w1, int reason)
{
    if (out->n == SP_MAX_LEGAL) return;
    sp_blocked *b = &out->b[out->n++];
    b->action = (sp_action){(uint8_t)type, (uint8_t)tile, {(uint8_t)w0, (uint8_t)w1}, 0};
    b->reason = (uint8_t)reason;
}

static bool listed(const sp_action_list *l, int type, int tile, int w0)
{
    for (int i = 0; i < l->n; i++)
        if (l->a[i].type == type && (tile == SP_KIND_NONE || l->a[i].tile == tile) &&
            (w0 == SP_KIND_NONE || l->a[i].with[0] == w0))
            return true;
    return false;
}

/* Whether seat's concealed tiles (plus one of `extra`, -1 none) form a complete shape, the wild
 * kind standing in for any tile. */
static bool complete_shape(const sp_game *g, int seat, int extra)
{
    const sp_game_seat *s = &g->seat[seat];
    sp_hand h;
    memset(&h, 0, sizeof h);
    memcpy(h.counts, s->counts, sizeof h.counts);
    if (extra >= 0) {
        if (h.counts[extra] >= 4) return false;
        h.counts[extra]++;
    }
    h.melds = s->nmelds;
    if (g->wild_kind >= 0) {
        h.wildcards = h.counts[g->wild_kind];
        h.counts[g->wild_kind] = 0;
    }
    return sp_hand_is_valid(&h) && sp_hand_size(&h) == sp_hand_full_size(&h) && sp_is_win(&h, g->rules->shapes);
}

/* Scores the win with the model's extras, one situation bit taken away (0: none). */
static bool valid_without(const sp_game *g, const sp_win_context *ctx, unsigned bit)
{
    sp_score_input in;
    sp_game_score_input(g, ctx, &in);
    _Alignas(16) unsigned char extra[1024];
    if (g->hooks->score_extra) g->hooks->score_extra(g, ctx, &in, extra);
    in.situation &= ~bit;
    sp_score_result r;
    char err[160];
    return sp_score(&in, &r, err, sizeof err) == 0 && r.valid;
}

/* The model's own explanations (model.h), NULL when it has none. */
static const sp_explain_hooks *explain_hooks(const sp_game *g)
{
    const sp_model *m = sp_model_of(g->rules);
    return m ? m->explain : NULL;
}

/* Why a complete hand may not win (the engine refused it). */
static int win_reason(const sp_game *g, const sp_win_context *ctx)
{
    const sp_explain_hooks *x = explain_hooks(g);
    if (g->seat[ctx->seat].dead) return SP_BLOCK_DEAD_HAND;
    int r = x && x->win_ban ? x->win_ban(g, ctx) : SP_BLOCK_NONE;
    if (r != SP_BLOCK_NONE) return r;
    if (valid_without(g, ctx, 0)) {
        /* the scoring allows it: a ban the hooks apply before scoring (a passed win) */
        return ctx->how == SP_WIN_RON ? SP_BLOCK_PASSED_WIN : SP_BLOCK_OTHER;
    }
    if (valid_without(g, ctx, SP_SIT_KUIKAE_VIOLATION)) return SP_BLOCK_DEAD_HAND;
    if (valid_without(g, ctx, SP_SIT_PASSED_WIN)) return SP_BLOCK_PASSED_WIN;
    r = x && x->win_unscored ? x->win_unscored(g, ctx) : SP_BLOCK_NONE;
    return r != SP_BLOCK_NONE ? r : SP_BLOCK_BELOW_MINIMUM;
}

/* Why a pung, kong or chow of `kind`, or a discard of it, is refused. */
static int claim_reason(const sp_game *g, int seat, int type, int kind, int w0, int w1)
{
    const sp_explain_hooks *x = explain_hooks(g);
    int r = x && x->claim ? x->claim(g, seat, type, kind, w0, w1) : SP_BLOCK_NONE;
    return r != SP_BLOCK_NONE ? r : SP_BLOCK_OTHER;
}

static void explain_turn(const sp_game *g, int seat, const sp_action_list *legal, sp_blocked_list *out)
{
    const sp_game_seat *s = &g->seat[seat];
    bool after_call = g->turn_flags & SP_TURN_AFTER_CALL;
    if (s->drawn >= 0 && !after_call && !listed(legal, SP_ACT_HU, SP_KIND_NONE, SP_KIND_NONE) && complete_shape(g, seat, -1)) {
        sp_win_context ctx = {seat, SP_WIN_TSUMO, s->drawn, -1, sp_game_win_situation(g, seat, SP_WIN_TSUMO, -1, false)};
        add(out, SP_ACT_HU, sp_tile_kind(s->drawn), SP_KIND_NONE, SP_KIND_NONE, win_reason(g, &ctx));
    }
    if (g->rules->kan && !after_call && sp_game_wall_left(g) > 0) {
        uint64_t kongs = s->kinds_four;
        for (int i = 0; i < s->nmelds; i++)
            if (s->melds[i].meld.type == SP_MELD_PON && s->counts[s->melds[i].meld.kind]) kongs |= 1ull << s->melds[i].meld.kind;
        for (; kongs; kongs &= kongs - 1) {
            int k = __builtin_ctzll(kongs);
            if (!listed(legal, SP_ACT_KAN, k, SP_KIND_NONE))
                add(out, SP_ACT_KAN, k, SP_KIND_NONE, SP_KIND_NONE, claim_reason(g, seat, SP_ACT_KAN, k, SP_KIND_NONE, SP_KIND_NONE));
        }
    }
    for (uint64_t held = s->kinds_held; held; held &= held - 1) {
        int k = __builtin_ctzll(held);
        if (!listed(legal, SP_ACT_DISCARD, k, SP_KIND_NONE))
            add(out, SP_ACT_DISCARD, k, SP_KIND_NONE, SP_KIND_NONE, claim_reason(g, seat, SP_ACT_DISCARD, k, SP_KIND_NONE, SP_KIND_NONE));
    }
}

static void explain_claim(const sp_game *g, int seat, const sp_action_list *legal, sp_blocked_list *out)
{
    const sp_game_seat *s = &g->seat[seat];
    bool robbing = g->phase == SP_PHASE_ROB;
    int tile = robbing ? sp_game_robbed_tile(g) : g->last_discard;
    if (tile < 0) return;
    int k = sp_tile_kind(tile);
    if (!listed(legal, SP_ACT_HU, SP_KIND_NONE, SP_KIND_NONE) && complete_shape(g, seat, k)) {
        sp_win_context ctx = {seat, SP_WIN_RON, tile, g->turn, sp_game_win_situation(g, seat, SP_WIN_RON, g->turn, robbing)};
        add(out, SP_ACT_HU, k, SP_KIND_NONE, SP_KIND_NONE, win_reason(g, &ctx));
    }
    if (robbing || sp_game_wall_left(g) == 0) return;
    if (g->rules->kan && s->counts[k] == 3 && !listed(legal, SP_ACT_KAN, k, SP_KIND_NONE))
        add(out, SP_ACT_KAN, k, SP_KIND_NONE, SP_KIND_NONE, claim_reason(g, seat, SP_ACT_KAN, k, SP_KIND_NONE, SP_KIND_NONE));
    if (g->rules->pon && s->counts[k] >= 2 && !listed(legal, SP_ACT_PON, k, SP_KIND_NONE))
        add(out, SP_ACT_PON, k, SP_KIND_NONE, SP_KIND_NONE, claim_reason(g, seat, SP_ACT_PON, k, SP_KIND_NONE, SP_KIND_NONE));
    if (g->rules->chi && seat == (g->turn + 1) % g->players && k < SP_KIND_Z) {
        int n = k % 9; /* 0..8 */
        for (int lo = n - 2; lo <= n; lo++) {
            if (lo < 0 || lo + 2 > 8) continue;
            int base = k - (n - lo), w[2], nw = 0;
            for (int j = 0; j < 3; j++)
                if (base + j != k) w[nw++] = base + j;
            if (s->counts[w[0]] && s->counts[w[1]] && !listed(legal, SP_ACT_CHI, k, w[0]))
                add(out, SP_ACT_CHI, k, w[0], w[1], claim_reason(g, seat, SP_ACT_CHI, k, w[0], w[1]));
        }
    }
}

/* The seat's legal actions as if it were asked now (g is copied into *work). */
static void legal_as_asked(const sp_game *g, int seat, sp_game *work, sp_action_list *legal)
{
    const sp_game *q = g;
    if (!(sp_game_pending(g) >> seat & 1)) {
        memcpy(work, g, sizeof *work);
        work->asked = (uint8_t)(work->asked | 1u << seat);
        q = work;
    }
    sp_game_legal(q, seat, legal);
}

static int explain_with(const sp_game *g, int seat, sp_game *work, sp_blocked_list *out)
{
    out->n = 0;
    if (seat < 0 || seat >= g->players || g->seat[seat].out) return 0;
    sp_action_list legal;
    switch (g->phase) {
    case SP_PHASE_TURN:
        if (seat != g->turn) return 0;
        sp_game_legal(g, seat, &legal);
        explain_turn(g, seat, &legal, out);
        break;
    case SP_PHASE_CLAIM:
    case SP_PHASE_ROB:
        if (seat == g->turn) return 0;
        legal_as_asked(g, seat, work, &legal);
        explain_claim(g, seat, &legal, out);
        break;
    default: break;
    }
    return out->n;
}

int sp_game_explain(const sp_game *g, int seat, sp_blocked_list *out)
{
    sp_game work;
    return explain_with(g, seat, &work, out);
}

int sp_game_explain_discard(const sp_game *g, int seat, int kind, sp_blocked_list *out)
{
    out->n = 0;
    int d = g->turn;
    if (g->phase != SP_PHASE_TURN || seat == d || kind < 0 || kind >= SP_KINDS || !g->seat[d].counts[kind]) return 0;
    /* the discard made on a copy as the engine makes it, the models seeing its event, but
     * without asking anyone (which would move the copy on when nobody may answer) */
    sp_game c, work;
    memcpy(&c, g, sizeof c);
    sp_game_seat *s = &c.seat[d];
    bool tsumogiri = s->drawn >= 0 && sp_tile_kind(s->drawn) == kind;
    uint8_t flags = (uint8_t)((tsumogiri ? SP_RIVER_TSUMOGIRI : 0) | (c.turn_flags & SP_TURN_AFTER_CALL ? SP_RIVER_AFTER_CALL : 0) |
                              (c.kong_chain ? SP_RIVER_AFTER_KONG : 0));
    int tile = sp_game_take(&c, d, kind);
    s->drawn = -1;
    sp_game_river_add(&c, d, tile, flags);
    s->discards_made++;
    c.discards_total++;
    c.last_discard = (int16_t)tile;
    c.turn_flags = 0;
    sp_game_announce(&c, SP_EV_DISCARD, d, tile, tsumogiri, 0, 0xFF);
    c.phase = SP_PHASE_CLAIM;
    c.asked = 0;
    return explain_with(&c, seat, &work, out);
}
