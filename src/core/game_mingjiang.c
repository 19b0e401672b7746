/* game_mingjiang.c: the table hooks of the mingjiang model (明將麻雀).
 *
 * Spec: rules/mingjiang.md §2 (table flow) and §3 (legal wins); numbers from
 * rules/mingjiang.rules through the model's tables (rules_mingjiang.h). What the hooks add to the
 * generic engine:
 *  - the match: 150 points each, no dealer repeat (the deal passes after every hand), East and
 *    South plus the West extension, the end on a limit hand, a negative score, the South-4 and
 *    West-round 180 checks, and the settlement (sp_mingjiang_match_ends / sp_mingjiang_settle);
 *  - chicken hands under scheme 1: the winner is frozen (out of the hand, but he still draws and
 *    discards at once, unclaimable, through the out_turn hook), the hand goes on, frozen players
 *    pay nothing on self-draws, the third chicken win ends the hand as a draw;
 *  - 過水 (passing a win, or discarding one's own winning tile) until the next draw, 食替 (a
 *    swap call makes the player dead) and 振聽, all passed to the scorer as situation bits, which
 *    judges the false wins (詐糊) and pays their penalty;
 *  - 天胡 / 地胡 / 人胡 exactly as the spec defines them;
 *  - option declare_assist: offer only wins that are not false (off: every complete hand may be
 *    declared, and a false one is penalised);
 *  - 十三么九 robbing a concealed kong (rules/mingjiang.md §2.6): the other seats are asked before an
 *    ankan that would complete someone's thirteen orphans; the win pays as a discard by the kong
 *    player.
 * The head bump (截糊) is the generic single winner nearest the discarder. */
#include "core/game_mingjiang.h"

#include <string.h>

#include "core/game_explain.h"
#include "core/hand.h"
#include "core/rules_mingjiang.h"
#include "core/tile.h"

_Static_assert(sizeof(sp_mingjiang_state) <= SP_MODEL_STATE, "the mingjiang state fits sp_game.model");
_Static_assert(sizeof(sp_mingjiang_input) <= 1024, "the score input extra fits the engine's buffer");

static sp_mingjiang_state *state(sp_game *g) { return (sp_mingjiang_state *)(void *)g->model; }
static const sp_mingjiang_state *cstate(const sp_game *g) { return sp_mingjiang_state_of(g); }

/* The model's tables: prepared when the ruleset was loaded, else built into *local. */
static const sp_mingjiang_tables *tables(const sp_game *g, sp_mingjiang_tables *local)
{
    if (g->rules->model_prepared) return (const sp_mingjiang_tables *)(const void *)g->rules->model_data;
    char err[160];
    if (sp_mingjiang_prepare(g->rules, local, err, sizeof err)) return NULL;
    return local;
}

static int bit_count(unsigned v) { return __builtin_popcount(v); }

/* Whether seat's concealed tiles plus one tile of `kind` form a winning shape. */
static bool completes(const sp_game *g, int seat, int kind)
{
    const sp_game_seat *s = &g->seat[seat];
    if (kind < 0 || kind >= SP_KIND_F || s->counts[kind] >= 4 || s->nconcealed + 3 * s->nmelds != 13) return false;
    if (s->waits_version == s->tiles_version) return s->waits >> kind & 1; /* the engine's cache */
    sp_hand h;
    memcpy(h.counts, s->counts, sizeof h.counts);
    h.counts[kind]++;
    h.melds = s->nmelds;
    h.wildcards = 0;
    return sp_is_win(&h, g->rules->shapes);
}

static void emit_model(sp_game *g, int code, int seat, int tile, int32_t b)
{
    sp_game_announce(g, SP_EV_MODEL, seat, tile, code, b, 0xFF);
}

/* ---- match ---- */

static void mj_match_start(sp_game *g)
{
    sp_mingjiang_state *m = state(g);
    memset(m, 0, sizeof *m);
    sp_mingjiang_tables local;
    const sp_mingjiang_tables *t = tables(g, &local);
    int32_t start = t ? t->start_points : 0;
    for (int p = 0; p < g->players; p++) g->seat[p].score = start;
    m->assist = sp_game_option_number(g, "declare_assist", 1) != 0;
    m->pass_from = m->swap_seat = m->swap_kind = -1;
    for (int p = 0; p < SP_SEATS; p++) m->ranking[p] = -1;
}

static void reset_hand(sp_mingjiang_state *m)
{
    m->frozen = m->dead = m->passed = m->pass_pending = 0;
    m->pass_from = m->swap_seat = m->swap_kind = -1;
}

/* ---- what the table sees: 過水 and 食替 ---- */

/* The discard window closed without a win: every seat that could have won on it passed. */
static void pass_window_closed(sp_mingjiang_state *m)
{
    m->passed |= m->pass_pending;
    m->pass_pending = 0;
    m->pass_from = -1;
}

static void mj_observe(sp_game *g, const sp_event *e)
{
    sp_mingjiang_state *m = state(g);
    switch (e->type) {
    case SP_EV_HAND_START: reset_hand(m); break;
    case SP_EV_DRAW: /* a draw ends the discard window before it, and the drawer's 過水 */
        pass_window_closed(m);
        m->passed = (uint8_t)(m->passed & ~(1u << e->seat));
        break;
    case SP_EV_DISCARD: {
        int d = e->seat, k = sp_tile_kind(e->tile);
        pass_window_closed(m);
        if (m->frozen >> d & 1) break; /* unclaimable: nobody enters 過水 on it */
        if (m->swap_seat == d) {         /* 食替: the first discard after a chow / pung */
            if (k == m->swap_kind && !(m->dead >> d & 1)) {
                m->dead = (uint8_t)(m->dead | 1u << d);
                /* with declare_assist his wins are not even offered: the engine's flag says so
                 * (without it the false-win declaration must stay possible) */
                if (m->assist) g->seat[d].dead = true;
                emit_model(g, SP_MJ_EV_DEAD, d, e->tile, 0);
            }
            m->swap_seat = m->swap_kind = -1;
        }
        /* 過水 (b): discarding one of one's own winning tiles */
        if (!(m->dead >> d & 1) && completes(g, d, k)) m->passed = (uint8_t)(m->passed | 1u << d);
        /* 過水 (a) once the window closes: the seats this discard completes */
        for (int p = 0; p < g->players; p++) {
            if (p == d || g->seat[p].out || ((m->frozen | m->dead) >> p & 1)) continue;
            if (completes(g, p, k)) m->pass_pending = (uint8_t)(m->pass_pending | 1u << p);
        }
        m->pass_from = (int8_t)d;
        break;
    }
    case SP_EV_MELD:
        if (e->a == SP_MELD_CHI || e->a == SP_MELD_PON || e->a == SP_MELD_MINKAN) {
            pass_window_closed(m); /* a claim took the discard: the possible winners passed */
            if (e->a != SP_MELD_MINKAN) {
                m->swap_seat = e->seat;
                m->swap_kind = (int8_t)sp_tile_kind(e->tile);
            }
        } else if (e->a == SP_MELD_KAKAN) { /* nobody robbed: who could have, passed */
            for (int p = 0; p < g->players; p++) {
                if (p == e->seat || g->seat[p].out || ((m->frozen | m->dead) >> p & 1)) continue;
                if (completes(g, p, e->b)) m->passed = (uint8_t)(m->passed | 1u << p);
            }
        }
        break;
    case SP_EV_WIN:
        /* head bump: the seats nearer the discarder than the winner passed of their own will; the
         * ones behind him never could win the tile */
        if (e->from >= 0 && e->from == m->pass_from) {
            for (int i = 1; i < g->players; i++) {
                int p = (e->from + i) % g->players;
                if (p == e->seat) break;
                if (m->pass_pending >> p & 1) m->passed = (uint8_t)(m->passed | 1u << p);
            }
            m->pass_pending = 0;
            m->pass_from = -1;
        }
        break;
    default: break;
    }
}

/* ---- wins ---- */

static bool furiten(const sp_game *g, int seat, int kind)
{
    const sp_game_seat *s = &g->seat[seat];
    for (int i = 0; i < s->nriver; i++)
        if (sp_tile_kind(s->river[i]) == kind) return true;
    return false;
}

static void mj_score_extra(const sp_game *g, const sp_win_context *ctx, sp_score_input *in, void *extra)
{
    const sp_mingjiang_state *m = cstate(g);
    sp_mingjiang_input *x = extra;
    memset(x, 0, sizeof *x);
    x->chicken_winners = (uint8_t)(m->frozen & ~(1u << ctx->seat));
    x->hand = (int8_t)(g->hand_in_round + 1);
    x->tables = NULL;
    in->extra = x;
    /* 天胡 / 地胡 / 人胡 (rules/mingjiang.md §4.6, DECISIONS 44, 45): nobody has called yet */
    unsigned sit = in->situation & ~(unsigned)(SP_SIT_TIANHU | SP_SIT_DIHU | SP_SIT_RENHU | SP_SIT_FIRST_TURN);
    bool calls = g->calls_made != 0;
    for (int p = 0; p < g->players && !calls; p++) calls = g->seat[p].nmelds != 0;
    if (!calls) {
        const sp_game_seat *s = &g->seat[ctx->seat];
        bool tsumo = ctx->how == SP_WIN_TSUMO;
        if (ctx->seat == g->dealer) {
            /* the dealer's fourteen dealt tiles, before anything else */
            if (tsumo && s->discards_made == 0 && s->draws == 0) sit |= SP_SIT_TIANHU;
        } else if (tsumo) {
            /* his first draw of the hand, not a replacement */
            if (s->discards_made == 0 && s->draws == 1 && !(sit & SP_SIT_RINSHAN)) sit |= SP_SIT_RENHU;
        } else if (!(sit & SP_SIT_CHANKAN) && s->draws == 0) {
            /* on a discard before his first draw: the dealer's first discard is 地胡 */
            sit |= ctx->discarder == g->dealer && g->discards_total == 1 ? SP_SIT_DIHU : SP_SIT_RENHU;
        }
    }
    /* a concealed kong being robbed (十三么九 only, rules/mingjiang.md §2.6): the scorer sees it as the
     * kong player's ankan, which pays as a discard and scores no 搶明槓 */
    if (ctx->how == SP_WIN_RON && (sit & SP_SIT_CHANKAN) && ctx->discarder >= 0 && ctx->tile >= 0) {
        int k = sp_tile_kind(ctx->tile);
        sp_seat_info *d = &in->seats[ctx->discarder];
        if (g->seat[ctx->discarder].counts[k] >= 3 && d->nmelds < 4)
            d->melds[d->nmelds++] = (sp_meld){SP_MELD_ANKAN, (uint8_t)k, -1};
    }
    if (m->dead >> ctx->seat & 1) sit |= SP_SIT_KUIKAE_VIOLATION;
    if (ctx->how == SP_WIN_RON && (m->passed >> ctx->seat & 1)) sit |= SP_SIT_PASSED_WIN;
    if (ctx->tile >= 0 && furiten(g, ctx->seat, sp_tile_kind(ctx->tile))) sit |= SP_SIT_FURITEN;
    in->situation = sit;
}

static bool mj_win_allowed(const sp_game *g, const sp_win_context *ctx, sp_score_result *out)
{
    const sp_mingjiang_state *m = cstate(g);
    sp_score_result r;
    if (!out) out = &r;
    if (!m->assist) /* every complete hand may be declared; the scoring judges a false one */
        return sp_game_score(g, ctx, out) == 0;
    /* cheap refusals of what would be false wins */
    if (m->dead >> ctx->seat & 1) return false;
    if (ctx->how == SP_WIN_RON && (m->passed >> ctx->seat & 1)) return false;
    return sp_game_score(g, ctx, out) == 0 && out->valid;
}

/* After the wins on a tile: a chicken win (scheme 1) freezes the winner and the hand goes on,
 * unless it is the chicken_draw_at-th, which ends the hand as a draw. */
static bool mj_hand_continues(sp_game *g)
{
    sp_mingjiang_state *m = state(g);
    sp_hand_outcome *o = &g->outcome;
    if (!o->nwins) return false;
    const sp_game_win *w = &o->wins[o->nwins - 1];
    if (!w->valid || w->fan > 0 || w->limit) return false; /* a paid win or a false win ends it */
    m->frozen = (uint8_t)(m->frozen | 1u << w->seat);
    /* on a discard the chicken winner takes the tile (rules/mingjiang.md §3.3): it leaves the
     * discarder's river (marked taken, as a claimed tile) for his frozen hand of 14 */
    if (w->discarder >= 0 && !(w->situation & SP_SIT_CHANKAN)) {
        sp_game_seat *d = &g->seat[w->discarder];
        if (d->nriver && d->river[d->nriver - 1] == w->win_tile) d->river_flags[d->nriver - 1] |= SP_RIVER_CLAIMED;
        sp_game_give(g, w->seat, w->win_tile);
    }
    int n = bit_count(m->frozen);
    emit_model(g, SP_MJ_EV_CHICKEN, w->seat, w->win_tile, n);
    sp_mingjiang_tables local;
    const sp_mingjiang_tables *t = tables(g, &local);
    if (t && n >= t->chicken_draw_at) {
        o->kind = SP_END_ABORTIVE; /* 當摸和: a drawn hand, nobody pays */
        return false;
    }
    return true;
}

/* A frozen chicken winner's turn: he draws and discards the tile at once; nobody may claim it. */
static bool mj_out_turn(sp_game *g, int seat)
{
    sp_mingjiang_state *m = state(g);
    if (!(m->frozen >> seat & 1)) return true;
    if (!sp_game_draw(g, seat, false)) {
        sp_game_end_hand(g, SP_END_EXHAUSTED);
        return false;
    }
    sp_game_seat *s = &g->seat[seat];
    int tile = sp_game_take(g, seat, sp_tile_kind(s->drawn));
    s->drawn = -1;
    sp_game_river_add(g, seat, tile, SP_RIVER_TSUMOGIRI);
    s->discards_made++;
    g->discards_total++;
    g->turn_flags = 0;
    sp_game_announce(g, SP_EV_DISCARD, seat, tile, 1, 0, 0xFF);
    return true;
}

/* ---- the end of a hand and of the match ---- */

static void mj_hand_end(sp_game *g)
{
    sp_mingjiang_state *m = state(g);
    sp_hand_outcome *o = &g->outcome;
    sp_mingjiang_tables local;
    const sp_mingjiang_tables *t = tables(g, &local);
    bool limit = false;
    for (int i = 0; i < o->nwins; i++)
        if (o->wins[i].valid && o->wins[i].limit) limit = true;
    int32_t scores[SP_SEATS] = {0, 0, 0, 0};
    for (int p = 0; p < g->players; p++) scores[p] = g->seat[p].score;
    bool ends = t ? sp_mingjiang_match_ends(t, scores, limit, g->round, g->hand_in_round + 1, NULL) : false;
    if (!ends) {
        sp_game_rotate(g, false); /* 冇冧莊: the deal passes after every hand */
        return;
    }
    int ranking[SP_SEATS];
    sp_mingjiang_settle(scores, g->start_dealer, t->return_points, o->settlement, ranking);
    for (int r = 0; r < SP_SEATS; r++) m->ranking[r] = (int8_t)ranking[r];
    o->match_over = true;
}

/* 振聽 the scorer also reads from the winner's river itself (a chicken hand): why sp_game_explain
 * finds no scoring situation behind a refused win */
static int explain_win_unscored(const sp_game *g, const sp_win_context *ctx)
{
    const sp_game_seat *s = &g->seat[ctx->seat];
    int k = ctx->tile >= 0 ? sp_tile_kind(ctx->tile) : -1;
    if (k >= 0 && (ctx->how == SP_WIN_RON || sp_game_option_number(g, "zhenting_zimo", 1)))
        for (int i = 0; i < s->nriver; i++)
            if (sp_tile_kind(s->river[i]) == k) return SP_BLOCK_FURITEN;
    return SP_BLOCK_NONE;
}

const sp_explain_hooks sp_explain_mingjiang = {.win_unscored = explain_win_unscored};

const sp_game_hooks sp_game_hooks_mingjiang = {
    .match_start = mj_match_start,
    .observe = mj_observe,
    .win_allowed = mj_win_allowed,
    .score_extra = mj_score_extra,
    .hand_continues = mj_hand_continues,
    .hand_end = mj_hand_end,
    .out_turn = mj_out_turn,
    .rob_ankan = sp_game_orphans_rob, /* 十三么九 robs a concealed kong: rules/mingjiang.md §2.6 */
};
