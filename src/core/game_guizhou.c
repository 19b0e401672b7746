/* game_guizhou.c: the table hooks of the guizhou model (guizhou-xingyi, 贵州兴义捉鸡), spec
 * rules/guizhou-xingyi.md §2 (table flow) and §4 (what the table must tell the scorer).
 *
 * - 二房牌 (fapai = erfangpai): the wall holds 72 tiles, dots and bamboo (sp_ruleset_suits_in_play).
 * - 定缺 (fapai = queyimen): a SETUP phase where each seat names a void suit; while a seat holds
 *   tiles of it, only those may be discarded; no pon / kong of it; no win while holding it.
 * - 报听: BAOTING before the first discard (no pon / kong made, the hand ready after the
 *   discard); afterwards the seat may only win or discard the tile it drew, never pon or kong.
 * - 过胡 (a passed discard win: for the rest of the hand only self-draw, 热炮 or robbing) and
 *   过碰 (a passed pon: no pon of that kind until the seat draws or calls).
 * - The bean kind of each kong from when it was made (闷豆 / 爬坡豆 / 点豆 / 憨包豆), the first
 *   discard of each default chicken kind (冲锋鸡 / 责任鸡), co-winners (一炮多响, several
 *   robbers), the tile turned at the wall head when a hand is won (翻牌鸡): all passed to the
 *   scorer (sp_guizhou_extra).
 * - Hand end: the multiple-win and 荒庄查叫 settlements, the next dealer (the winner; the
 *   discarder or robbed player after several winners; the same dealer after 荒庄) and the
 *   match length (option jushu). */
#include "core/game_guizhou.h"

#include <stddef.h>
#include <string.h>

#include "core/game_explain.h"
#include "core/hand.h"
#include "core/rules_guizhou.h"
#include "core/tile.h"

enum { SUITED = SP_KIND_Z }; /* kinds 0..26: the only ones of this tile set */

typedef struct {
    /* the match's options */
    bool queyimen, several, yaobaiji, benji;
    int16_t jushu;
    /* this hand */
    uint8_t hand_dealer, hand_streak; /* the hand's dealer (g->dealer moves on at its end) */
    int8_t missing[SP_SEATS];       /* 定缺 suit, -1 none */
    bool baoting[SP_SEATS];         /* 报听 declared and its discard made */
    bool declaring[SP_SEATS];       /* BAOTING said, its discard still to come */
    bool passed_win[SP_SEATS];      /* 过胡 */
    uint32_t passed_pon[SP_SEATS];  /* 过碰: kinds the seat may not pon until it draws or calls */
    uint32_t turn_drawn[SP_SEATS];  /* kinds drawn in the seat's current (or last) turn */
    uint8_t bean[SP_SEATS][4];      /* sp_gz_bean of each meld */
    uint32_t first_done;            /* kinds discarded at least once this hand */
    int8_t first_seat[SUITED];      /* who discarded the first tile of each kind */
    uint8_t first_idx[SUITED];      /* and where it lies in his river */
} gz_state;

_Static_assert(sizeof(gz_state) <= SP_MODEL_STATE, "the guizhou table state fits sp_game.model");
_Static_assert(sizeof(sp_guizhou_extra) <= 1024, "the guizhou extras fit the engine's score_extra storage");

static gz_state *st(sp_game *g) { return (gz_state *)(void *)g->model; }
static const gz_state *cst(const sp_game *g) { return (const gz_state *)(const void *)g->model; }

/* The default chicken kinds whose first discard matters (幺鸡 1s, 1p, 1m, 乌骨鸡 8p): the scorer
 * ignores those whose option is off. */
static const int default_kinds[4] = {SP_KIND_S, SP_KIND_P, SP_KIND_M, SP_KIND_P + 7};

int sp_guizhou_missing_suit(const sp_game *g, int seat) { return seat >= 0 && seat < SP_SEATS ? cst(g)->missing[seat] : -1; }
bool sp_guizhou_baoting(const sp_game *g, int seat) { return seat >= 0 && seat < SP_SEATS && cst(g)->baoting[seat]; }
bool sp_guizhou_passed_win(const sp_game *g, int seat) { return seat >= 0 && seat < SP_SEATS && cst(g)->passed_win[seat]; }
int sp_guizhou_bean(const sp_game *g, int seat, int meld)
{
    return seat >= 0 && seat < SP_SEATS && meld >= 0 && meld < 4 ? cst(g)->bean[seat][meld] : 0;
}

/* ---- helpers ---- */

static bool option_label_is(const sp_game *g, const char *id, const char *label)
{
    int i = sp_ruleset_option(g->rules, id);
    if (i < 0 || g->rules->options[i].type != SP_OPT_CHOICE) return false;
    int c = g->options[i];
    if (c < 0 || c >= g->rules->options[i].nchoices) return false;
    return !strcmp(g->rules->options[i].choices[c], label);
}

/* Whether a seat holds (concealed or in melds) a tile of its void suit. */
static bool holds_void(const sp_game *g, int seat)
{
    const gz_state *m = cst(g);
    int v = m->missing[seat];
    if (!m->queyimen || v < 0) return false;
    const sp_game_seat *s = &g->seat[seat];
    for (int k = v * 9; k < v * 9 + 9; k++)
        if (s->counts[k]) return true;
    for (int i = 0; i < s->nmelds; i++)
        if ((int)sp_kind_suit(s->melds[i].meld.kind) == v) return true;
    return false;
}

static bool void_kind(const gz_state *m, int seat, int kind)
{
    return m->queyimen && m->missing[seat] >= 0 && kind < SUITED && (int)sp_kind_suit(kind) == m->missing[seat];
}

/* Whether the seat is ready (rules/guizhou-xingyi.md §3.3) once `discard` (a kind, -1 none) leaves
 * its hand. */
static bool ready_after(const sp_game *g, int seat, int discard)
{
    const gz_state *m = cst(g);
    const sp_game_seat *s = &g->seat[seat];
    sp_hand h;
    memset(&h, 0, sizeof h);
    memcpy(h.counts, s->counts, sizeof h.counts);
    if (discard >= 0) {
        if (!h.counts[discard]) return false;
        h.counts[discard]--;
    }
    h.melds = s->nmelds;
    if (sp_hand_size(&h) != 13 - 3 * s->nmelds) return false;
    uint8_t held[SP_KINDS];
    memcpy(held, h.counts, sizeof held);
    for (int i = 0; i < s->nmelds; i++) held[s->melds[i].meld.kind] = (uint8_t)(held[s->melds[i].meld.kind] + (sp_meld_is_kong(&s->melds[i].meld) ? 4 : 3));
    if (m->queyimen && m->missing[seat] >= 0) {
        int v = m->missing[seat];
        for (int k = v * 9; k < v * 9 + 9; k++)
            if (held[k]) return false;
    }
    uint64_t waits = sp_waits(&h, g->rules->shapes);
    for (int t = 0; t < SUITED; t++)
        if ((waits >> t & 1) && held[t] < 4 && !void_kind(m, seat, t)) return true;
    return false;
}

/* Whether the 14 concealed tiles of a seat with no melds are one discard from ready by shape
 * (shanten 0; a complete hand counts too): the cheap test before ready_after. */
static bool one_away(const sp_game *g, int seat)
{
    const sp_game_seat *s = &g->seat[seat];
    sp_hand h;
    memset(&h, 0, sizeof h);
    memcpy(h.counts, s->counts, sizeof h.counts);
    h.melds = s->nmelds;
    if (sp_hand_size(&h) != 14 - 3 * s->nmelds) return false;
    return sp_shanten(&h, g->rules->shapes) <= 0;
}

/* The situation bits of a win as this model reads them. */
static unsigned situation(const sp_game *g, const sp_win_context *ctx)
{
    const gz_state *m = cst(g);
    unsigned sit = ctx->situation;
    if (sit & SP_SIT_RENHU) sit = (sit & ~(unsigned)SP_SIT_RENHU) | SP_SIT_DIHU; /* 地胡: before one's first discard */
    if (ctx->how == SP_WIN_DRAW) return 0;
    if (m->baoting[ctx->seat]) sit |= SP_SIT_READY_DECLARED;
    if (ctx->how == SP_WIN_RON && m->passed_win[ctx->seat] && !(sit & (SP_SIT_CHANKAN | SP_SIT_HOT_DISCARD))) sit |= SP_SIT_PASSED_WIN;
    return sit;
}

/* The seats answering HU that win, in turn order from the discarder. */
static int winners(const sp_game *g, unsigned hu, int out[SP_SEATS])
{
    int n = 0;
    for (int i = 1; i <= g->players; i++) {
        int p = (g->turn + i) % g->players;
        if (hu >> p & 1) out[n++] = p;
    }
    if (n > 1 && !cst(g)->several && g->phase != SP_PHASE_ROB) n = 1; /* several robbers: a fixed rule */
    if (n > SP_MAX_WINNERS) n = SP_MAX_WINNERS;
    return n;
}

/* The other winners on the same discard or robbed kong as ctx's win (bit per seat). */
static unsigned cowinners(const sp_game *g, const sp_win_context *ctx)
{
    unsigned co = 0;
    if (ctx->how != SP_WIN_RON) return 0;
    if (g->phase == SP_PHASE_CLAIM || g->phase == SP_PHASE_ROB) {
        unsigned hu = 0;
        for (int p = 0; p < g->players; p++)
            if ((g->answered >> p & 1) && g->answer[p].type == SP_ACT_HU) hu |= 1u << p;
        int order[SP_SEATS], n = winners(g, hu, order);
        for (int i = 0; i < n; i++) co |= 1u << order[i];
    } else {
        for (int i = 0; i < g->outcome.nwins; i++) {
            const sp_game_win *w = &g->outcome.wins[i];
            if (w->how == SP_WIN_RON && w->discarder == ctx->discarder) co |= 1u << w->seat;
        }
    }
    return co & ~(1u << ctx->seat);
}

enum { FILL_LIGHT, FILL_WON, FILL_NOWON };

/* The model's input of a win (or, how = SP_WIN_DRAW, of an exhaustive draw). FILL_LIGHT: only
 * what decides whether the win is valid. FILL_WON: the full settlement, co-winners marked (each
 * winner's line holds what he receives). FILL_NOWON: the full settlement with co-winners as
 * ready seats owning the winning tile (the whole table's chickens and beans in one line). */
static void fill(const sp_game *g, const sp_win_context *ctx, sp_score_input *in, sp_guizhou_extra *x, int mode)
{
    const gz_state *m = cst(g);
    bool draw = ctx->how == SP_WIN_DRAW;
    sp_guizhou_extra_init(x);
    in->situation = situation(g, ctx);
    in->extra = x;
    in->dealer = m->hand_dealer; /* also when the win is rebuilt after the dealer moved on */
    in->dealer_streak = m->hand_streak;
    for (int p = 0; p < g->players; p++) {
        x->missing_suit[p] = m->queyimen ? m->missing[p] : -1;
        x->baoting[p] = m->baoting[p] && (draw || p != ctx->seat);
    }
    in->indicator = -1;
    if (mode == FILL_LIGHT) return;
    bool rob = (in->situation & SP_SIT_CHANKAN) != 0;
    bool ron_tile = ctx->how == SP_WIN_RON && !rob && ctx->tile >= 0; /* the won discard leaves its pool */
    if (!draw && sp_game_wall_left(g) > 0) in->indicator = sp_tile_kind(g->wall[g->head]);
    unsigned co = cowinners(g, ctx);
    for (int p = 0; p < g->players; p++) {
        const sp_game_seat *s = &g->seat[p];
        memcpy(x->bean[p], m->bean[p], sizeof x->bean[p]);
        sp_seat_info *si = &in->seats[p];
        if (p != ctx->seat) {
            memcpy(si->tiles, s->counts, sizeof si->tiles);
            si->has_tiles = true;
            /* readiness worked out here (one waits call) spares the scorer trying every tile;
             * at a draw it still works out the best wait of the ready seats */
            bool robbed = rob && p == ctx->discarder && s->nconcealed + 3 * s->nmelds == 14 && si->tiles[sp_tile_kind(ctx->tile)];
            bool ready = m->baoting[p] || ready_after(g, p, robbed ? sp_tile_kind(ctx->tile) : -1);
            si->ready = (int8_t)(ready ? (draw ? -1 : 1) : 0);
            if (robbed) si->tiles[sp_tile_kind(ctx->tile)]--; /* the robbed tile is no longer his */
            if (co >> p & 1) {
                si->tiles[sp_tile_kind(ctx->tile)]++;
                if (mode == FILL_WON) x->won[p] = true;
                else si->ready = 1;
            }
        }
        /* the pool: unclaimed discards of the kinds chickens can be (default kinds first) */
        int n = 0;
        for (int pass = 0; pass < 2; pass++)
            for (int i = 0; i < s->nriver; i++) {
                int t = s->river[i], k = sp_tile_kind(t);
                if (s->river_flags[i] & SP_RIVER_CLAIMED) continue;
                if (ron_tile && p == ctx->discarder && t == ctx->tile) continue;
                bool def = k == default_kinds[0] || k == default_kinds[1] || k == default_kinds[2] || k == default_kinds[3];
                bool turned = in->indicator >= 0 && sp_kind_suit(k) == sp_kind_suit(in->indicator);
                if (pass == 0 ? !def : def || !turned) continue;
                if (n < SP_MAX_DISCARDS) si->discards[n++] = (uint8_t)k;
            }
        si->ndiscards = n;
    }
    /* 冲锋鸡 / 责任鸡: the fate of the first discard of each default kind */
    for (int j = 0; j < 4; j++) {
        int k = default_kinds[j];
        if (!(m->first_done >> k & 1)) continue;
        int d = m->first_seat[k];
        const sp_game_seat *ds = &g->seat[d];
        int t = ds->river[m->first_idx[k]];
        if (!(ds->river_flags[m->first_idx[k]] & SP_RIVER_CLAIMED)) {
            if (!(ron_tile && d == ctx->discarder && t == ctx->tile)) x->chongfeng[d] |= 1ull << k;
            continue;
        }
        for (int p = 0; p < g->players; p++)
            for (int i = 0; i < g->seat[p].nmelds; i++) {
                const sp_game_meld *gm = &g->seat[p].melds[i];
                if (gm->claimed >= 0 && gm->meld.kind == k && gm->meld.from == d && gm->tiles[gm->claimed] == t)
                    x->zeren[p] |= 1ull << k;
            }
    }
}

/* Scores with a fill mode; 0 or -1. */
static int score_mode(const sp_game *g, const sp_win_context *ctx, int mode, sp_score_result *r)
{
    sp_score_input in;
    sp_guizhou_extra x;
    sp_game_score_input(g, ctx, &in);
    fill(g, ctx, &in, &x, mode);
    char err[160];
    return sp_score(&in, r, err, sizeof err);
}

/* ---- hooks ---- */

static void gz_match_start(sp_game *g)
{
    gz_state *m = st(g);
    memset(m, 0, sizeof *m);
    m->queyimen = option_label_is(g, "fapai", "queyimen");
    /* (二房牌: the wall holds no characters, sp_ruleset_suits_in_play; the scorer reads the option) */
    m->several = sp_game_option_number(g, "yipaoduoxiang", 1) != 0;
    m->yaobaiji = sp_game_option_number(g, "yaobaiji", 0) != 0;
    m->benji = sp_game_option_number(g, "benji", 0) != 0;
    int32_t j = sp_game_option_number(g, "jushu", 8);
    m->jushu = (int16_t)(j < 1 ? 1 : j > 10000 ? 10000 : j);
    g->dealer = g->start_dealer = (uint8_t)(sp_ruleset_int(g->rules, "match.first_dealer", 0) % g->players);
}

static void gz_hand_start(sp_game *g)
{
    const gz_state *m = cst(g);
    if (!m->queyimen || g->phase != SP_PHASE_TURN) return;
    g->phase = SP_PHASE_SETUP; /* 定缺: every seat names its void suit before the first discard */
    g->asked = (uint8_t)((1u << g->players) - 1);
    g->answered = 0;
}

static void keep_only(sp_action_list *l, bool (*keep)(const sp_game *, int, const sp_action *), const sp_game *g, int seat)
{
    int w = 0;
    for (int i = 0; i < l->n; i++)
        if (keep(g, seat, &l->a[i])) l->a[w++] = l->a[i];
    l->n = w;
}

static bool keep_locked(const sp_game *g, int seat, const sp_action *a)
{
    const sp_game_seat *s = &g->seat[seat];
    if (a->type == SP_ACT_HU) return true;
    return a->type == SP_ACT_DISCARD && s->drawn >= 0 && a->tile == sp_tile_kind(s->drawn);
}

static bool keep_declaring(const sp_game *g, int seat, const sp_action *a)
{
    return a->type == SP_ACT_DISCARD && ready_after(g, seat, a->tile);
}

static bool keep_turn(const sp_game *g, int seat, const sp_action *a)
{
    const gz_state *m = cst(g);
    if (a->type == SP_ACT_KAN && void_kind(m, seat, a->tile)) return false;
    if (a->type == SP_ACT_DISCARD && !void_kind(m, seat, a->tile)) {
        const sp_game_seat *s = &g->seat[seat];
        int v = m->missing[seat];
        if (m->queyimen && v >= 0)
            for (int k = v * 9; k < v * 9 + 9; k++)
                if (s->counts[k]) return false; /* the void suit goes first */
    }
    return true;
}

static bool keep_claim(const sp_game *g, int seat, const sp_action *a)
{
    const gz_state *m = cst(g);
    if (a->type != SP_ACT_PON && a->type != SP_ACT_KAN) return true;
    if (m->baoting[seat] || void_kind(m, seat, a->tile)) return false;
    return !(a->type == SP_ACT_PON && (m->passed_pon[seat] >> a->tile & 1));
}

static void gz_legal(const sp_game *g, int seat, sp_action_list *l)
{
    const gz_state *m = cst(g);
    const sp_game_seat *s = &g->seat[seat];
    switch (g->phase) {
    case SP_PHASE_SETUP:
        if (m->queyimen && m->missing[seat] < 0)
            for (int suit = SP_SUIT_M; suit <= SP_SUIT_S; suit++) {
                sp_action a = {SP_ACT_DINGQUE, SP_KIND_NONE, {SP_KIND_NONE, SP_KIND_NONE}, (uint8_t)suit};
                sp_action_list_add(l, &a);
            }
        break;
    case SP_PHASE_TURN:
        if (m->baoting[seat]) {
            keep_only(l, keep_locked, g, seat);
            break;
        }
        if (m->declaring[seat]) {
            keep_only(l, keep_declaring, g, seat);
            break;
        }
        if (m->queyimen) keep_only(l, keep_turn, g, seat); /* (it keeps everything without 缺一门) */
        if (s->discards_made == 0 && s->nmelds == 0 && !(g->turn_flags & SP_TURN_AFTER_CALL) && one_away(g, seat)) {
            for (int i = 0; i < l->n; i++)
                if (l->a[i].type == SP_ACT_DISCARD && ready_after(g, seat, l->a[i].tile)) {
                    sp_action a = {SP_ACT_BAOTING, SP_KIND_NONE, {SP_KIND_NONE, SP_KIND_NONE}, 0};
                    sp_action_list_add(l, &a);
                    break;
                }
        }
        break;
    case SP_PHASE_CLAIM: keep_only(l, keep_claim, g, seat); break;
    default: break;
    }
}

static void declare(sp_game *g, int seat, int what, int b)
{
    sp_game_announce(g, SP_EV_DECLARE, seat, -1, what, b, 0xFF);
}

static void gz_apply(sp_game *g, int seat, const sp_action *a)
{
    gz_state *m = st(g);
    if (a->type == SP_ACT_DINGQUE) {
        m->missing[seat] = (int8_t)a->suit;
        if (!(g->asked & ~(1u << seat))) /* the last choice: all of them are shown */
            for (int p = 0; p < g->players; p++) {
                g->seat[p].missing_suit = m->missing[p]; /* (public now: views show it) */
                declare(g, p, SP_ACT_DINGQUE, m->missing[p]);
            }
    } else if (a->type == SP_ACT_BAOTING) {
        m->declaring[seat] = true;
        g->seat[seat].ready_declared = true; /* (announced: views show it) */
        declare(g, seat, SP_ACT_BAOTING, 0);
    }
}

static void gz_observe(sp_game *g, const sp_event *e)
{
    gz_state *m = st(g);
    int seat = e->seat;
    switch (e->type) {
    case SP_EV_HAND_START: {
        size_t hand = offsetof(gz_state, hand_dealer);
        memset((unsigned char *)m + hand, 0, sizeof *m - hand);
        memset(m->missing, -1, sizeof m->missing);
        memset(m->first_seat, -1, sizeof m->first_seat);
        m->hand_dealer = g->dealer;
        m->hand_streak = g->dealer_streak;
        break;
    }
    case SP_EV_DRAW: {
        if (seat < 0 || seat >= SP_SEATS || e->tile == SP_TILE_HIDDEN) break;
        int k = sp_tile_kind(e->tile);
        uint32_t bit = k < SUITED ? 1u << k : 0;
        m->turn_drawn[seat] = e->a ? m->turn_drawn[seat] | bit : bit;
        m->passed_pon[seat] = 0;
        break;
    }
    case SP_EV_DISCARD: {
        int k = sp_tile_kind(e->tile);
        if (k < SUITED && !(m->first_done >> k & 1) && g->seat[seat].nriver) {
            m->first_done |= 1u << k;
            m->first_seat[k] = (int8_t)seat;
            m->first_idx[k] = (uint8_t)(g->seat[seat].nriver - 1);
        }
        if (m->declaring[seat]) {
            m->declaring[seat] = false;
            m->baoting[seat] = true;
        }
        break;
    }
    case SP_EV_MELD: {
        const sp_game_seat *s = &g->seat[seat];
        int type = e->a, kind = e->b, idx = s->nmelds - 1;
        m->passed_pon[seat] = 0;
        if (type == SP_MELD_KAKAN)
            for (int i = 0; i < s->nmelds; i++)
                if (s->melds[i].meld.kind == kind && s->melds[i].meld.type == SP_MELD_KAKAN) idx = i;
        if (idx < 0 || idx >= 4) break;
        bool drawn_now = kind < SUITED && (m->turn_drawn[seat] >> kind & 1);
        uint8_t bean = SP_GZ_BEAN_NONE;
        if (type == SP_MELD_MINKAN) bean = SP_GZ_BEAN_DIANDOU;
        else if (type == SP_MELD_ANKAN) bean = drawn_now || s->discards_made == 0 ? SP_GZ_BEAN_MENDOU : SP_GZ_BEAN_HANBAODOU;
        else if (type == SP_MELD_KAKAN) bean = drawn_now ? SP_GZ_BEAN_PAPODOU : SP_GZ_BEAN_HANBAODOU;
        m->bean[seat][idx] = bean;
        break;
    }
    case SP_EV_PASS:
        if (g->phase == SP_PHASE_CLAIM && g->last_discard >= 0 && seat >= 0 && seat < SP_SEATS) {
            int k = sp_tile_kind(g->last_discard);
            if (e->a) m->passed_win[seat] = true;
            if (k < SUITED && g->seat[seat].counts[k] >= 2) m->passed_pon[seat] |= 1u << k;
        }
        break;
    default: break;
    }
}

static bool gz_win_allowed(const sp_game *g, const sp_win_context *ctx, sp_score_result *out)
{
    const gz_state *m = cst(g);
    int seat = ctx->seat;
    if (m->declaring[seat]) return false;
    if (holds_void(g, seat) || (ctx->how == SP_WIN_RON && void_kind(m, seat, sp_tile_kind(ctx->tile)))) return false;
    unsigned sit = situation(g, ctx);
    bool plain_ron = ctx->how == SP_WIN_RON && !(sit & (SP_SIT_CHANKAN | SP_SIT_HOT_DISCARD));
    if (plain_ron && m->passed_win[seat]) return false;
    if (out) return sp_game_score(g, ctx, out) == 0 && out->valid;
    if (!plain_ron || (sit & (SP_SIT_DIHU | SP_SIT_READY_DECLARED))) return true;
    const sp_game_seat *s = &g->seat[seat];
    for (int i = 0; i < s->nmelds; i++)
        if (sp_meld_is_kong(&s->melds[i].meld)) return true; /* the pass (通行证) */
    sp_score_result r; /* a plain hand needs the pass: what is the hand worth? */
    return score_mode(g, ctx, FILL_LIGHT, &r) == 0 && r.valid;
}

static void gz_score_extra(const sp_game *g, const sp_win_context *ctx, sp_score_input *in, void *extra)
{
    fill(g, ctx, in, (sp_guizhou_extra *)extra, FILL_WON);
}

static void model_event(sp_game *g, int code, int tile, int b)
{
    sp_game_announce(g, SP_EV_MODEL, -1, tile, code, b, 0xFF);
}

/* Puts a settlement (payments per seat) in place of what the hand's deltas hold. */
static void set_deltas(sp_game *g, const int32_t total[SP_SEATS])
{
    for (int p = 0; p < g->players; p++) {
        g->seat[p].score += total[p] - g->outcome.delta[p];
        g->outcome.delta[p] = total[p];
    }
}

/* Several winners: each win's line holds what its winner receives; the table settlement is the
 * first winner's whole line (every seat's chickens and beans) plus the others' hand points. */
static void settle_several(sp_game *g)
{
    int32_t total[SP_SEATS] = {0};
    sp_score_result r;
    for (int i = 0; i < g->outcome.nwins; i++) {
        const sp_game_win *w = &g->outcome.wins[i];
        sp_win_context ctx = {w->seat, w->how, w->win_tile, w->discarder, w->situation};
        if (score_mode(g, &ctx, FILL_NOWON, &r)) return;
        if (i == 0) {
            for (int p = 0; p < g->players; p++) total[p] += r.payments[p];
            continue;
        }
        for (int j = 0; j < r.nparts; j++)
            if (!strcmp(r.parts[j].name, "hand"))
                for (int p = 0; p < g->players; p++) total[p] += r.parts[j].seats[p];
    }
    set_deltas(g, total);
}

/* The sheet of 荒庄查叫 (and with 查叫全包 the chickens and beans of the ready seats). */
static int gz_draw_result(const sp_game *g, sp_score_result *r)
{
    sp_win_context ctx = {g->dealer, SP_WIN_DRAW, -1, -1, 0};
    return score_mode(g, &ctx, FILL_NOWON, r);
}

static void settle_draw(sp_game *g)
{
    sp_score_result r;
    if (gz_draw_result(g, &r)) return;
    int32_t total[SP_SEATS] = {0};
    for (int p = 0; p < g->players; p++) total[p] = g->outcome.delta[p] + r.payments[p];
    set_deltas(g, total);
}

static void gz_hand_end(sp_game *g)
{
    const gz_state *m = cst(g);
    sp_hand_outcome *o = &g->outcome;
    int next = g->dealer;
    if (o->kind == SP_END_WIN && o->nwins > 0) {
        if (sp_game_wall_left(g) > 0) { /* 翻牌: the tile at the head decides the 翻牌鸡 */
            int t = g->wall[g->head], k = sp_tile_kind(t), base = k / 9 * 9, r = k % 9;
            g->indicator = (int8_t)t;
            g->indicator_aside = false;
            sp_game_announce(g, SP_EV_INDICATOR, -1, t, -1, 0, 0xFF);
            model_event(g, SP_GZ_EV_TURNED, t, k);
            model_event(g, SP_GZ_EV_CHICKEN, t, base + (r + 1) % 9);
            if (m->yaobaiji) model_event(g, SP_GZ_EV_CHICKEN, t, base + (r + 8) % 9);
            if (m->benji) model_event(g, SP_GZ_EV_CHICKEN, t, k);
        }
        if (o->nwins > 1) settle_several(g);
        next = o->nwins == 1 ? o->wins[0].seat : o->wins[0].discarder;
    } else if (o->kind == SP_END_EXHAUSTED) {
        settle_draw(g);
    }
    if (next == g->dealer) g->dealer_streak++;
    else {
        g->dealer = (uint8_t)next;
        g->dealer_streak = 0;
    }
    g->hand_in_round = (uint8_t)(g->hand_number % 256);
    if (g->hand_number >= m->jushu) {
        o->match_over = true;
        for (int p = 0; p < g->players; p++) o->settlement[p] = g->seat[p].score;
    }
}

/* ---- why a move is refused (sp_game_explain) ---- */

static bool has_kong(const sp_game_seat *s)
{
    for (int i = 0; i < s->nmelds; i++)
        if (sp_meld_is_kong(&s->melds[i].meld)) return true;
    return false;
}

/* Whether seat holds (concealed or melded) a tile of its 定缺 suit, or is offered one. */
static bool holds_missing(const sp_game *g, int seat, int offered)
{
    int v = sp_guizhou_missing_suit(g, seat);
    if (v < 0) return false;
    const sp_game_seat *s = &g->seat[seat];
    if (offered >= 0 && offered < SP_KIND_Z && (int)sp_kind_suit(offered) == v) return true;
    for (int k = v * 9; k < v * 9 + 9; k++)
        if (s->counts[k]) return true;
    for (int i = 0; i < s->nmelds; i++)
        if (s->melds[i].meld.kind < SP_KIND_Z && (int)sp_kind_suit(s->melds[i].meld.kind) == v) return true;
    return false;
}

/* A win on an ordinary discard: not robbing a kong, not the discard after a kong (热炮). */
static bool plain_ron(const sp_win_context *ctx)
{
    return ctx->how == SP_WIN_RON && !(ctx->situation & (SP_SIT_CHANKAN | SP_SIT_HOT_DISCARD));
}

static int explain_win_ban(const sp_game *g, const sp_win_context *ctx)
{
    bool ron = ctx->how == SP_WIN_RON;
    if (holds_missing(g, ctx->seat, ron && ctx->tile >= 0 ? sp_tile_kind(ctx->tile) : -1)) return SP_BLOCK_MISSING_SUIT;
    if (plain_ron(ctx) && sp_guizhou_passed_win(g, ctx->seat)) return SP_BLOCK_PASSED_WIN;
    return SP_BLOCK_NONE;
}

static int explain_win_unscored(const sp_game *g, const sp_win_context *ctx)
{
    return plain_ron(ctx) && !has_kong(&g->seat[ctx->seat]) ? SP_BLOCK_NEEDS_KONG : SP_BLOCK_OTHER;
}

static int explain_claim(const sp_game *g, int seat, int type, int kind, int w0, int w1)
{
    (void)w0;
    (void)w1;
    int v = sp_guizhou_missing_suit(g, seat);
    bool void_kind = v >= 0 && kind < SP_KIND_Z && (int)sp_kind_suit(kind) == v;
    if (sp_guizhou_baoting(g, seat)) return SP_BLOCK_READY_LOCK;
    if (type == SP_ACT_DISCARD) return holds_missing(g, seat, -1) ? SP_BLOCK_MISSING_SUIT : SP_BLOCK_MUST_STAY_READY;
    if (void_kind) return SP_BLOCK_MISSING_SUIT;
    if (type == SP_ACT_PON) return SP_BLOCK_PASSED_PON;
    return SP_BLOCK_NONE;
}

const sp_explain_hooks sp_explain_guizhou = {explain_win_ban, explain_win_unscored, explain_claim};

const sp_game_hooks sp_game_hooks_guizhou = {
    .match_start = gz_match_start,
    .hand_start = gz_hand_start,
    .winners = winners,
    .legal = gz_legal,
    .apply = gz_apply,
    .observe = gz_observe,
    .win_allowed = gz_win_allowed,
    .score_extra = gz_score_extra,
    .hand_end = gz_hand_end,
    .draw_result = gz_draw_result,
};
