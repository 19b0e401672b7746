/* game_hk_common.c: the table hooks shared by hk_classic and hk_xigu (game_hk_common.h). */
#include "core/game_hk_common.h"

#include <assert.h>
#include <string.h>

#include "core/rules_hk_common.h"
#include "core/tile.h"

typedef struct {
    bool multiple_winners;   /* 一炮多響 (hk-classic option) */
    bool headbump_immune;    /* 十三幺 is not head-bumped (hk-classic option; hk-xigu fixed) */
    bool nondealer_wait;     /* hk-classic nondealer_initial_huahu_wait */
    bool draw_keeps;         /* draw_dealer_keeps */
    bool xigu_dihu;          /* 地胡 is any win in the first discard cycle (hk-xigu) */
    bool rob_ankan;          /* shisanyao_rob_ankan */
    uint8_t match_rounds;
    bool dealing;            /* the deal is being made: the dealer's 14th tile is drawn */
    bool in_apply;           /* a declined flower win's replacement is being drawn */
    int16_t dealer14;        /* the dealer's 14th tile when it is a flower (a pass-1 flower), -1 */
    /* a flower win being decided (SP_PHASE_SETUP, the seat alone asked) */
    int8_t fdec;             /* deciding seat, -1 */
    bool fdec_deal;          /* at the deal or a first draw: declining just goes on */
    uint8_t fdec_tile;       /* the flower that completed the seven (or eight) */
    uint32_t fdec_sit;
    int8_t fdec_from;        /* 七搶一: the seat that exposed the 8th flower (pays; draws on), else -1 */
    bool qiqiangyi;          /* huahu_wait_for_eighth: declining at seven is waiting for the eighth */
    uint8_t waiting;         /* bit per seat waiting with seven flowers (七搶一) */
    uint8_t declined[SP_SEATS]; /* flowers held when the seat declined a flower win */
    int8_t wait_seat;        /* a non-dealer whose flower win at the deal waits for its first draw */
    /* the kong chain of the player in turn (rules/hk-common.md §7.2) */
    uint8_t kchain;          /* kongs in a row, each replacement a direct kong replacement */
    bool kclean;             /* the tile drawn last is a kong replacement (not after a flower) */
    bool after_kong;         /* a kong was declared; its replacement comes next */
    bool flower_from_kong;   /* the flower set aside last was a kong replacement */
    bool chain_repl;         /* the second kong of the chain used the first one's replacement */
    int16_t last_repl;       /* physical tile of the last clean kong replacement */
    uint8_t passed;          /* bit per seat: passed a possible win since its last draw (糊一不糊二) */
    /* the deal's 補花 passes (rules/hk-common.md §4.3), resumable: a flower win is asked between a
     * seat's exposing its flowers and its taking their replacements */
    struct {
        bool active;
        bool exposed;        /* the seat at `at` has exposed this pass's flowers (and was checked) */
        bool more;           /* a flower was drawn in this pass: another pass follows */
        uint8_t pass;
        uint8_t at;          /* 0..players-1 from the dealer: whose replacements come next */
        uint8_t cnt[SP_SEATS];     /* replacements owed in this pass */
        uint8_t npend[SP_SEATS];   /* flowers drawn, to be exposed in the next pass (候補花) */
        uint8_t pend[SP_SEATS][8];
        uint8_t asked_at[SP_SEATS]; /* flowers held when asked about a flower win in the deal */
        int16_t dealer_tile;       /* the dealer's last tile that is not a flower, -1 */
    } deal;
} hk_state;

static_assert(sizeof(hk_state) <= SP_MODEL_STATE, "hk_state must fit in the game's model state");

static hk_state *st(sp_game *g) { return (hk_state *)(void *)g->model; }
static const hk_state *cst(const sp_game *g) { return (const hk_state *)(const void *)g->model; }

static sp_action mk(int type, int tile)
{
    sp_action a = {(uint8_t)type, (uint8_t)tile, {SP_KIND_NONE, SP_KIND_NONE}, 0};
    return a;
}

/* ---- match ---- */

void hk_game_match_start(sp_game *g)
{
    hk_state *m = st(g);
    memset(m, 0, sizeof *m);
    m->multiple_winners = sp_game_option_number(g, "multiple_winners", 0) || sp_ruleset_int(g->rules, "table.multiple_winners", 0);
    m->headbump_immune = sp_game_option_number(g, "shisanyao_headbump_immune", 0) ||
                         sp_ruleset_int(g->rules, "table.shisanyao_headbump_immune", 0);
    m->nondealer_wait = sp_game_option_number(g, "nondealer_initial_huahu_wait", 0) != 0;
    m->rob_ankan = sp_game_option_number(g, "shisanyao_rob_ankan", 1) != 0;
    m->qiqiangyi = sp_game_option_number(g, "huahu_wait_for_eighth", 0) != 0;
    m->draw_keeps = sp_game_option_number(g, "draw_dealer_keeps", 1) != 0;
    m->match_rounds = (uint8_t)sp_game_option_number(g, "match_rounds", 1);
    /* 詐糊 (rules/hk-classic.md §3.5): with allow_false_win a player declares freely and the scorer
     * judges; a ruleset without the penalty (rules/hk-xigu.md §3.4) has no false wins */
    g->false_wins = sp_game_option_number(g, "allow_false_win", 0) != 0 && sp_ruleset_pattern(g->rules, "zhahu") >= 0;
    int dihu = sp_ruleset_pattern(g->rules, "dihu");
    if (dihu >= 0) {
        const sp_pattern_def *d = &g->rules->patterns[dihu];
        for (int i = 0; i < d->nparams; i++)
            if (!strcmp(d->params[i].name, "any_first_cycle_win") && d->params[i].nvalues > 0 && d->params[i].values[0])
                m->xigu_dihu = true;
    }
    m->fdec = -1;
    m->wait_seat = -1;
    m->dealer14 = -1;
    /* 請莊 (rules/hk-common.md §3.2, the 戲谷 seed's 「由電腦擲骰子，並從東位數起，反時針方向決定由誰做莊」): three
     * dice, total T, counted from the East seat as 1 in turn order: seat (T - 1) mod 4; the dice
     * come from the match seed. The option first_dealer = east keeps seat 0 (walls laid out by
     * hand). */
    if (sp_ruleset_dice_first_dealer(g->rules, g->options)) {
        sp_rng dice;
        sp_rng_seed(&dice, g->seed ^ 0x5065E6A2D1CE5EEDull);
        int total = 3 + (int)sp_rng_below(&dice, 6) + (int)sp_rng_below(&dice, 6) + (int)sp_rng_below(&dice, 6);
        g->dealer = g->start_dealer = (uint8_t)((total - 1) % g->players);
    }
}

/* ---- the deal: 補花 in passes (rules/hk-common.md §4.3) ---- */

void hk_game_deal_flowers(sp_game *g)
{
    hk_state *m = st(g);
    m->dealing = true; /* the flowers wait for hand_start; the dealer's 14th tile is drawn first */
    m->dealer14 = -1;
    m->fdec = -1;
    m->wait_seat = -1;
    memset(m->declined, 0, sizeof m->declined);
    m->waiting = 0;
    m->kchain = 0;
    m->kclean = m->after_kong = m->flower_from_kong = m->chain_repl = false;
    m->last_repl = -1;
    m->passed = 0;
}

static void emit_draw(sp_game *g, int seat, int tile)
{
    sp_game_announce(g, SP_EV_DRAW, seat, tile, 1, 0, (uint8_t)(1u << seat));
}

/* Whether seat may win with its flowers now (the flower tile that completed them, situation);
 * fills ctx. Cheap: the flower path of the scorer does not decompose a hand. */
static bool flower_win_ok(const sp_game *g, int seat, unsigned sit, sp_win_context *ctx)
{
    const sp_game_seat *s = &g->seat[seat];
    if (s->nflowers < 7 || s->out) return false;
    ctx->seat = seat;
    ctx->how = SP_WIN_TSUMO;
    ctx->tile = s->flower_order[s->nflowers - 1];
    ctx->discarder = -1;
    ctx->situation = sit;
    sp_score_result r;
    return sp_game_score(g, ctx, &r) == 0 && r.valid;
}

static void ask_flower_win(sp_game *g, int seat, const sp_win_context *ctx, bool deal)
{
    hk_state *m = st(g);
    m->fdec = (int8_t)seat;
    m->fdec_deal = deal;
    m->fdec_tile = (uint8_t)ctx->tile;
    m->fdec_sit = ctx->situation;
    m->fdec_from = (int8_t)ctx->discarder;
    g->phase = SP_PHASE_SETUP;
    g->asked = (uint8_t)(1u << seat);
    g->answered = 0;
}

/* A flower win reached in the deal (rules/hk-common.md §4.3; options: rules/hk-classic.md §3.3),
 * checked right after seat p exposed this pass's flowers, before it takes their replacements:
 * true when p is asked (the passes resume from hk_game_apply). */
static bool deal_flower_win(sp_game *g, int p)
{
    hk_state *m = st(g);
    int have = g->seat[p].nflowers;
    if (have < 7 || have <= m->deal.asked_at[p] || p == m->wait_seat) return false;
    if (p != g->dealer && m->nondealer_wait) { /* it replaces, and may win at its first draw */
        m->wait_seat = (int8_t)p;
        return false;
    }
    m->deal.asked_at[p] = (uint8_t)have;
    sp_win_context ctx;
    unsigned sit = p == g->dealer ? SP_SIT_TIANHU | SP_SIT_FIRST_TURN : 0;
    if (!flower_win_ok(g, p, sit, &ctx)) return false;
    ask_flower_win(g, p, &ctx, true); /* the turn stays the dealer's, who holds fourteen */
    return true;
}

/* 3-6 of rules/hk-common.md §4.3: the passes from the dealer, each seat replacing the flowers it
 * exposed; a flower drawn waits for the next pass (候補花). Stops when a seat is asked about a
 * flower win. */
static void deal_passes(sp_game *g)
{
    hk_state *m = st(g);
    int n = g->players, dealer = g->dealer;
    for (;;) {
        if (m->deal.at == n) {
            if (!m->deal.more) break;
            m->deal.pass++;
            m->deal.at = 0;
            m->deal.more = false;
        }
        int p = (dealer + m->deal.at) % n;
        if (!m->deal.exposed) {
            m->deal.exposed = true;
            if (m->deal.pass > 0) {
                for (int j = 0; j < m->deal.npend[p]; j++) sp_game_flower_aside(g, p, m->deal.pend[p][j]);
                m->deal.cnt[p] = m->deal.npend[p];
                m->deal.npend[p] = 0;
            }
            if (deal_flower_win(g, p)) return;
        }
        for (int j = 0; j < m->deal.cnt[p] && sp_game_wall_left(g) > 0; j++) {
            int t = g->wall[--g->tail];
            emit_draw(g, p, t);
            if (sp_tile_kind(t) >= SP_KIND_F) {
                m->deal.pend[p][m->deal.npend[p]++] = (uint8_t)t;
                m->deal.more = true;
            } else {
                sp_game_give(g, p, t);
                if (p == dealer) m->deal.dealer_tile = (int16_t)t;
            }
        }
        m->deal.cnt[p] = 0;
        m->deal.at++;
        m->deal.exposed = false;
    }
    m->deal.active = g->deal_open = false;
    /* 6: the dealer acts (does not draw) */
    g->turn = (uint8_t)dealer;
    g->phase = SP_PHASE_TURN;
    g->turn_flags = SP_TURN_DREW;
    int last = m->deal.dealer_tile;
    if (last < 0) /* the dealer got only flowers: any tile stands for the 14th */
        for (int k = SP_KINDS - 1; k >= 0 && last < 0; k--)
            for (int c = 3; c >= 0 && last < 0; c--)
                if (g->seat[dealer].held[k] >> c & 1) last = sp_tile_make(k, c);
    g->seat[dealer].drawn = (int16_t)last;
}

void hk_game_hand_start(sp_game *g)
{
    hk_state *m = st(g);
    int n = g->players, dealer = g->dealer;
    memset(&m->deal, 0, sizeof m->deal);
    m->deal.active = g->deal_open = true;
    m->deal.dealer_tile = g->seat[dealer].drawn;
    m->dealing = false;
    g->turn = (uint8_t)dealer;
    /* 1-2: everyone exposes the flowers dealt (the dealer's 14th, a flower, is already exposed) */
    for (int i = 0; i < n; i++) {
        int p = (dealer + i) % n;
        for (int j = 0; j < 13; j++) {
            int t = g->wall[sp_deal_position(g->deal_in_fours, n, i, j)];
            if (sp_tile_kind(t) < SP_KIND_F) continue;
            sp_game_flower_aside(g, p, t);
            m->deal.cnt[p]++;
        }
    }
    if (m->dealer14 >= 0) m->deal.cnt[dealer]++;
    /* everyone has exposed: a seat with seven flowers is asked before any replacement */
    for (int i = 0; i < n; i++)
        if (deal_flower_win(g, (dealer + i) % n)) return;
    deal_passes(g);
}

/* During play: the 7th (or 8th) flower was just set aside, before its replacement. */
bool hk_game_flower_stop(sp_game *g, int seat)
{
    hk_state *m = st(g);
    const sp_game_seat *s = &g->seat[seat];
    if (m->dealing) { /* the dealer's 14th tile is a flower: replaced in the deal's first pass */
        m->dealer14 = s->flower_order[s->nflowers - 1];
        return true;
    }
    sp_win_context ctx;
    if (m->waiting && !m->in_apply) /* 七搶一: another seat exposed the 8th flower */
        for (int p = 0; p < g->players; p++) {
            if (p == seat || !(m->waiting >> p & 1) || g->seat[p].nflowers != 7 || g->seat[p].out) continue;
            ctx.seat = p;
            ctx.how = SP_WIN_RON;
            ctx.tile = s->flower_order[s->nflowers - 1];
            ctx.discarder = seat;
            ctx.situation = 0;
            sp_score_result r;
            if (sp_game_score(g, &ctx, &r) || !r.valid) continue;
            ask_flower_win(g, p, &ctx, false);
            g->turn = (uint8_t)seat;
            g->seat[seat].drawn = -1;
            return true;
        }
    if (m->in_apply || seat == m->wait_seat || s->nflowers < 7 || m->declined[seat] >= s->nflowers) return false;
    if (!flower_win_ok(g, seat, m->flower_from_kong ? SP_SIT_RINSHAN : 0, &ctx)) return false;
    ask_flower_win(g, seat, &ctx, false);
    g->turn = (uint8_t)seat;
    g->seat[seat].drawn = -1;
    return true;
}

/* ---- wins ---- */

int hk_game_winners(const sp_game *g, unsigned hu, int out[SP_SEATS])
{
    const hk_state *m = cst(g);
    int n = 0;
    for (int i = 1; i <= g->players; i++) {
        int p = (g->turn + i) % g->players;
        if (hu >> p & 1) out[n++] = p;
    }
    if (m->multiple_winners || n <= 1) return n;
    if (m->headbump_immune) { /* 十三幺 is not head-bumped (except by another 十三幺 nearer) */
        int k = g->phase == SP_PHASE_ROB ? g->rob_kind : sp_tile_kind(g->last_discard);
        for (int i = 0; i < n; i++)
            if (sp_game_orphans_with(g, out[i], k)) {
                out[0] = out[i];
                return 1;
            }
    }
    return 1;
}

/* 十三幺 robbing a concealed kong (shisanyao_rob_ankan): asked only when a seat's hand could. */
bool hk_game_rob_ankan(const sp_game *g, int seat, int kind)
{
    return cst(g)->rob_ankan && sp_game_orphans_rob(g, seat, kind);
}

void hk_game_legal(const sp_game *g, int seat, sp_action_list *list)
{
    const hk_state *m = cst(g);
    if (g->phase == SP_PHASE_SETUP && m->fdec == seat) {
        list->n = 0;
        sp_action a = mk(SP_ACT_HU, SP_KIND_NONE);
        sp_action_list_add(list, &a);
        a = mk(SP_ACT_PASS, SP_KIND_NONE);
        sp_action_list_add(list, &a);
    }
}

static void record_flower_win(sp_game *g, int seat)
{
    hk_state *m = st(g);
    sp_win_context ctx = {seat, m->fdec_from >= 0 ? SP_WIN_RON : SP_WIN_TSUMO, m->fdec_tile, m->fdec_from, m->fdec_sit};
    sp_game_record_win(g, &ctx);
}

void hk_game_apply(sp_game *g, int seat, const sp_action *a)
{
    hk_state *m = st(g);
    if (g->phase != SP_PHASE_SETUP || m->fdec != seat) return;
    m->fdec = -1;
    if (a->type == SP_ACT_HU) {
        m->deal.active = g->deal_open = false;
        record_flower_win(g, seat);
        g->seat[seat].out = true;
        sp_game_end_hand(g, SP_END_WIN);
        return;
    }
    /* declined: the right to win with these flowers is lost (rules/hk-classic.md §3.3), unless 七搶一
     * is played: then the seat waits for the eighth with its seven */
    int drawer = seat;
    if (m->fdec_from >= 0) { /* 七搶一 declined: the eighth is gone; its exposer draws on */
        m->waiting = (uint8_t)(m->waiting & ~(1u << seat));
        drawer = m->fdec_from;
    } else if (m->qiqiangyi && g->seat[seat].nflowers == 7) {
        m->waiting = (uint8_t)(m->waiting | 1u << seat);
        m->declined[seat] = 0;
    } else {
        m->declined[seat] = g->seat[seat].nflowers;
    }
    if (m->deal.active) { /* asked in the deal: its passes go on */
        deal_passes(g);
        return;
    }
    if (m->fdec_deal) return; /* the engine goes on with the turn in progress */
    g->phase = SP_PHASE_TURN;
    g->asked = 0;
    g->turn = (uint8_t)drawer;
    m->in_apply = true;
    bool drew = sp_game_draw(g, drawer, true);
    m->in_apply = false;
    if (!drew) sp_game_end_hand(g, SP_END_EXHAUSTED);
}

/* ---- what the scorer needs to know of the kong chain ---- */

void hk_game_observe(sp_game *g, const sp_event *e)
{
    hk_state *m = st(g);
    switch (e->type) {
    case SP_EV_MELD:
        if (e->a == SP_MELD_MINKAN || e->a == SP_MELD_ANKAN || e->a == SP_MELD_KAKAN) {
            if (m->kclean && m->kchain) {
                m->kchain++;
                if (m->kchain == 2) {
                    m->chain_repl = false;
                    for (int i = 0; i < e->n; i++)
                        if (e->tiles[i] == m->last_repl) m->chain_repl = true;
                }
            } else {
                m->kchain = 1;
                m->chain_repl = false;
            }
            m->after_kong = true;
        } else {
            m->kchain = 0;
            m->after_kong = false;
            if (e->seat == m->wait_seat) m->wait_seat = -1; /* 上、碰過: the right is lost */
        }
        m->kclean = false;
        break;
    case SP_EV_DRAW: {
        bool flower = sp_tile_kind(e->tile) >= SP_KIND_F;
        m->passed = (uint8_t)(m->passed & ~(1u << e->seat));
        if (e->a && m->after_kong) {
            m->after_kong = false;
            m->flower_from_kong = flower;
            m->kclean = !flower;
            if (flower) m->kchain = 0;
            else m->last_repl = e->tile;
        } else {
            m->flower_from_kong = false;
            m->kclean = false;
            m->kchain = 0;
        }
        /* a non-dealer's flower win at the deal, offered at its first draw (齊14隻牌) */
        if (!flower && e->seat == m->wait_seat && !m->dealing && !m->deal.active && !m->in_apply &&
            g->phase == SP_PHASE_TURN) {
            m->wait_seat = -1;
            sp_win_context ctx;
            if (flower_win_ok(g, e->seat, 0, &ctx)) ask_flower_win(g, e->seat, &ctx, true);
        }
        break;
    }
    case SP_EV_PASS:
        if (e->a) m->passed = (uint8_t)(m->passed | 1u << e->seat);
        break;
    case SP_EV_DISCARD:
        m->kchain = 0;
        m->kclean = m->after_kong = false;
        if (e->seat == m->wait_seat) m->wait_seat = -1;
        break;
    default: break;
    }
}

static bool untouched(const sp_game *g)
{
    if (g->calls_made) return false;
    for (int p = 0; p < g->players; p++)
        if (g->seat[p].nmelds) return false;
    return true;
}

void hk_game_score_extra(const sp_game *g, const sp_win_context *ctx, sp_score_input *in, void *extra)
{
    const hk_state *m = cst(g);
    hk_extra *x = (hk_extra *)extra;
    hk_extra_init(x);
    in->extra = x;
    if (ctx->tile >= 0 && sp_tile_kind(ctx->tile) >= SP_KIND_F) return; /* a flower win, situation as decided */
    if (ctx->how == SP_WIN_TSUMO && (in->situation & SP_SIT_RINSHAN)) {
        /* the last replacement was a flower's: no 槓上自摸 (rules/hk-common.md §7.2) */
        if (!m->kclean || !m->kchain) {
            in->situation &= ~(unsigned)(SP_SIT_RINSHAN | SP_SIT_DOUBLE_RINSHAN);
        } else {
            x->rinshan_chain = (int8_t)m->kchain;
            if (m->kchain >= 2) in->situation |= SP_SIT_DOUBLE_RINSHAN;
            else in->situation &= ~(unsigned)SP_SIT_DOUBLE_RINSHAN;
            x->chain_uses_replacement = m->chain_repl;
        }
    }
    if (ctx->how == SP_WIN_RON && (in->situation & SP_SIT_CHANKAN) && ctx->discarder >= 0 &&
        g->seat[ctx->discarder].counts[sp_tile_kind(ctx->tile)] >= 3)
        x->robbed_kong = HK_ROB_ANKAN;
    /* 糊一不糊二 (the scorer refuses it when the option is on) */
    if (ctx->how == SP_WIN_RON && (m->passed >> ctx->seat & 1)) in->situation |= SP_SIT_PASSED_WIN;
    /* hk-xigu: 地胡 is any win of the first discard cycle before any call (rules/hk-xigu.md §4.1) */
    if (m->xigu_dihu && ctx->how == SP_WIN_RON && !(in->situation & SP_SIT_CHANKAN) && untouched(g) &&
        g->discards_total <= g->players)
        in->situation |= SP_SIT_DIHU;
}

/* ---- the hand's end: dealer rotation, round wind, match length (rules/hk-common.md §10) ---- */

void hk_game_hand_end(sp_game *g)
{
    const hk_state *m = cst(g);
    bool dealer_won = false, any_won = false;
    for (int i = 0; i < g->outcome.nwins; i++) {
        if (!g->outcome.wins[i].valid) continue;
        any_won = true;
        if (g->outcome.wins[i].seat == g->dealer) dealer_won = true;
    }
    /* a hand ended by a false win (詐糊) alone counts as a drawn hand (rules/hk-common.md §10) */
    bool keep = dealer_won || (!any_won && m->draw_keeps);
    bool last = !keep && g->hand_in_round + 1 >= g->players && g->round + 1 >= m->match_rounds;
    sp_game_rotate(g, keep);
    if (last) g->outcome.match_over = true;
}
