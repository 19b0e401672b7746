/* game_mcr.c: the table hooks of the mcr model (game_mcr.h). The generic engine does the rest:
 * flowers set aside and replaced (rules/mcr.md §2.3), claims and their priority, robbing an
 * added kong, and a win offered only when the scorer says it reaches the minimum
 * (rules/mcr.md §6). */
#include "core/game_mcr.h"

#include <assert.h>
#include <string.h>

#include "core/rules_mcr.h"
#include "core/tile.h"

typedef struct {
    uint8_t match_rounds;
    bool after_kong;   /* a kong was just declared: the next draw is its replacement */
    bool kong_draw;    /* the tile drawn last is a kong's replacement (not a flower's) */
} mcr_state;

static_assert(sizeof(mcr_state) <= SP_MODEL_STATE, "mcr_state fits the game's model state");

static mcr_state *st(sp_game *g) { return (mcr_state *)(void *)g->model; }
static const mcr_state *cst(const sp_game *g) { return (const mcr_state *)(const void *)g->model; }

static void match_start(sp_game *g)
{
    mcr_state *m = st(g);
    memset(m, 0, sizeof *m);
    m->match_rounds = (uint8_t)sp_game_option_number(g, "match_rounds", 4);
}

/* A complete hand: four sets and a pair, seven pairs, thirteen orphans, or the knitted shapes
 * (rules/mcr.md §4). */
static bool complete(const sp_game *g, int seat, int extra)
{
    const sp_game_seat *s = &g->seat[seat];
    sp_hand h;
    memset(&h, 0, sizeof h);
    memcpy(h.counts, s->counts, SP_KINDS);
    if (extra >= 0) h.counts[extra]++;
    h.melds = s->nmelds;
    if (sp_hand_size(&h) != sp_hand_full_size(&h)) return false;
    if (sp_is_win(&h, SP_SHAPES_STANDARD)) return true;
    if (s->nmelds > 1) return false;
    return (s->nmelds == 0 && mcr_is_knitted_honours(h.counts)) || mcr_is_knitted_straight_hand(h.counts, s->nmelds);
}

/* The kinds complete() accepts for a seat's 13 - 3 x melds concealed tiles: the standard
 * shapes' waits at once, and each kind tried only where a knitted shape is still possible. */
static uint64_t waits(const sp_game *g, int seat)
{
    const sp_game_seat *s = &g->seat[seat];
    uint64_t w = sp_game_shape_waits(g, seat, SP_SHAPES_STANDARD);
    if (mcr_may_complete_knitted(s->counts, s->nmelds))
        for (int k = 0; k < SP_KIND_F; k++)
            if (!(w >> k & 1) && s->counts[k] < 4 && complete(g, seat, k)) w |= 1ull << k;
    return w;
}

static void observe(sp_game *g, const sp_event *e)
{
    mcr_state *m = st(g);
    if (e->type == SP_EV_MELD) {
        m->after_kong = e->a == SP_MELD_MINKAN || e->a == SP_MELD_KAKAN || e->a == SP_MELD_ANKAN;
        m->kong_draw = false;
    } else if (e->type == SP_EV_DRAW) {
        /* 杠上开花 is a win on the kong's own replacement; a flower's replacement is not one */
        m->kong_draw = m->after_kong && sp_tile_kind(e->tile) < SP_KIND_F;
        m->after_kong = false;
    } else if (e->type == SP_EV_DISCARD) {
        m->after_kong = m->kong_draw = false;
    }
}

/* The copies of `kind` in sight on the table: every seat's melds and the discards nobody took. */
static int copies_in_sight(const sp_game *g, int kind)
{
    int n = 0;
    for (int p = 0; p < g->players; p++) {
        const sp_game_seat *s = &g->seat[p];
        for (int i = 0; i < s->nmelds; i++) {
            const sp_meld *m = &s->melds[i].meld;
            if (m->type == SP_MELD_CHI) n += kind >= m->kind && kind <= m->kind + 2;
            else if (m->kind == kind) n += sp_meld_size(m);
        }
        for (int i = 0; i < s->nriver; i++)
            if (sp_tile_kind(s->river[i]) == kind && !(s->river_flags[i] & SP_RIVER_CLAIMED)) n++;
    }
    return n;
}

static void score_extra(const sp_game *g, const sp_win_context *ctx, sp_score_input *in, void *extra)
{
    sp_mcr_extra *x = (sp_mcr_extra *)extra;
    memset(x, 0, sizeof *x);
    in->extra = x;
    int k = sp_tile_kind(ctx->tile);
    /* 和绝张 (rules/mcr.md §4.5): the three other copies in sight; a discarded winning tile lies
     * in its discarder's river until it is taken */
    int seen = copies_in_sight(g, k) - (ctx->how == SP_WIN_RON && !(ctx->situation & SP_SIT_CHANKAN));
    x->last_copy = seen >= 3;
    if (!cst(g)->kong_draw) in->situation &= ~(unsigned)(SP_SIT_RINSHAN | SP_SIT_DOUBLE_RINSHAN);
}

/* The dealer never keeps the deal: each seat deals once in each round wind (rules/mcr.md §2.1). */
static void hand_end(sp_game *g)
{
    sp_game_rotate(g, false);
    if (g->rounds_played >= cst(g)->match_rounds) g->outcome.match_over = true;
}

const sp_game_hooks sp_game_hooks_mcr = {
    .match_start = match_start,
    .observe = observe,
    .score_extra = score_extra,
    .hand_end = hand_end,
    .complete = complete,
    .waits = waits,
};
