/* danger_rows: self-play cases for refitting the hard player's learned wait reading
 * (ai/wait_model.h, defence.c).
 *
 * Plays hands of hard, normal, normal, easy (each wall in the four seat rotations, as
 * `sparrow-cli arena` does) and writes, in binary, at each of the hard seat's discards, for
 * each opponent still playing and every kind in play, whether that opponent could win on that kind were it discarded now (the kinds held
 * by applying the discard to a copy of the game, the others by the ruleset's own test of a win
 * on a discard; the two agree on the held kinds, which the tool checks), what the win would
 * cost the discarder, and the inputs sp_wait_features gives. Of the kinds not held, three in
 * four cases that are not wins are left out at random (their weight is 4). After a header
 * "SPWAITS1" and a u32 SP_WAIT_FEATURES, records of (little-endian, packed):
 *   u32 deal, u32 decision, u8 kind, u8 opponent, u8 held, u8 won, u8 chosen (the hard player
 *   discarded that kind), u8 ready (the opponent could win on some kind), i8 shanten (the hard
 *   player's after discarding the kind; -2 for kinds not held), f32 weight, f32 cost,
 *   f32 estimate (the chance that discarding the kind deals into anyone as sp_defence_read
 *   estimates it now, for comparison), f16 inputs[SP_WAIT_FEATURES].
 * src/tools/fit_wait_model.py fits the network.
 *
 * usage: sparrow-danger-rows [--waits] RULES HANDS SEED > cases.bin (--waits: what it wrote alone
 * before, still accepted) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "ai/defence.h"
#include "cli/rules_cache.h"
#include "core/hand.h"
#include "table/session.h"

typedef struct {
    sp_bot bot;
    const sp_game *game;
    long deal;
} seat_ctx;

static sp_game copy; /* one copy at a time: the tool is single-threaded */
static unsigned long decisions, label_mismatches;

/* Whether a win scores (a 明將 chicken win, 0 fan, is paid by nobody: no deal-in). */
static bool paid_win(const sp_score_result *r) { return r->valid && (r->fan > 0 || r->limit); }

/* Whether seat o could win on a discard of kind k by seat me now and be paid for it (the
 * engine's own test: the shape, then the ruleset's win_allowed or its scoring); *cost: what
 * the discarder would pay for the hand. */
static bool wins_on(const sp_game *g, int me, int o, int k, double *cost)
{
    const sp_game_seat *s = &g->seat[o];
    *cost = 0;
    /* (all four copies in its hand: nobody can discard the kind) */
    if (s->out || s->dead || s->nconcealed + 3 * s->nmelds != 13 || s->counts[k] >= 4) return false;
    if (g->hooks->complete) {
        if (!g->hooks->complete(g, o, k)) return false;
    } else {
        sp_hand h;
        memset(&h, 0, sizeof h);
        memcpy(h.counts, s->counts, sizeof h.counts);
        h.counts[k]++;
        h.melds = s->nmelds;
        if (g->wild_kind >= 0) {
            h.wildcards = h.counts[g->wild_kind];
            h.counts[g->wild_kind] = 0;
        }
        if (!sp_is_win(&h, g->rules->shapes)) return false;
    }
    sp_win_context ctx = {o, SP_WIN_RON, sp_tile_make(k, 0), me, 0};
    /* (the situation as it will be once the discard is made: hot when it follows a kong) */
    ctx.situation = sp_game_win_situation(g, o, SP_WIN_RON, me, false) & ~(unsigned)SP_SIT_HOT_DISCARD;
    if (g->phase == SP_PHASE_TURN && g->turn == me && (g->turn_flags & SP_TURN_REPLACEMENT)) ctx.situation |= SP_SIT_HOT_DISCARD;
    /* (win_allowed asked for the answer alone: as the engine asks it when it lists a HU) */
    if (g->hooks->win_allowed && !g->hooks->win_allowed(g, &ctx, NULL)) return false;
    sp_score_result r;
    if (sp_game_score(g, &ctx, &r) || !paid_win(&r)) return false;
    *cost = -r.payments[me];
    return true;
}

/* A hash of the case, for leaving out non-wins at random but reproducibly. */
static uint64_t case_hash(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDULL;
    x ^= x >> 33;
    x *= 0xC4CEB9FE1A85EC53ULL;
    return x ^ (x >> 33);
}

#pragma pack(push, 1)
typedef struct {
    uint32_t deal, decision;
    uint8_t kind, opponent, held, won;
    uint8_t chosen;   /* the hard player discarded this kind */
    uint8_t ready;    /* the opponent could win on some kind */
    int8_t shanten;   /* its hand's shanten after discarding the kind (held kinds), else -2 */
    float weight, cost, estimate;
    _Float16 f[SP_WAIT_FEATURES];
} wait_record;
#pragma pack(pop)

static void write_wait_rows(const seat_ctx *c, int seat, const sp_view *v, const sp_action_list *legal, int chosen)
{
    uint8_t unseen[SP_KINDS];
    sp_bot_unseen(v, unseen);
    const sp_game *g = c->game;
    bool held[SP_KINDS] = {false};
    uint64_t won_held[SP_SEATS] = {0};
    for (int i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type != SP_ACT_DISCARD || a->tile >= SP_KINDS) continue;
        held[a->tile] = true;
        memcpy(&copy, g, sizeof copy);
        char why[200];
        if (sp_game_apply(&copy, seat, a, why, sizeof why) || copy.phase != SP_PHASE_CLAIM) continue;
        for (int o = 0; o < v->players; o++) {
            if (o == seat) continue;
            sp_action_list l;
            sp_game_legal(&copy, o, &l);
            sp_score_result r;
            if (!l.false_win && sp_action_list_has(&l, SP_ACT_HU) && sp_game_offered_win(&copy, o, &r) && paid_win(&r))
                won_held[o] |= (uint64_t)1 << a->tile;
        }
    }
    decisions++;
    int8_t shanten[SP_KINDS];
    for (int k = 0; k < SP_KINDS; k++) {
        shanten[k] = -2;
        if (!held[k]) continue;
        sp_hand h;
        memset(&h, 0, sizeof h);
        memcpy(h.counts, v->seats[seat].counts, sizeof h.counts);
        h.counts[k]--;
        h.melds = v->seats[seat].nmelds;
        if (sp_hand_is_valid(&h)) shanten[k] = (int8_t)sp_shanten(&h, g->rules->shapes);
    }
    sp_defence now;
    sp_defence_read(v, unseen, 0, &now);
    for (int o = 0; o < v->players; o++) {
        const sp_view_seat *s = &v->seats[o];
        if (o == seat || s->out || s->dead || s->ready_declared) continue;
        sp_wait_seat ws;
        if (!sp_defence_wait_read(v, o, &ws)) continue;
        bool ready = false;
        double cost;
        for (int k = 0; k < SP_KINDS && !ready; k++) ready = wins_on(g, seat, o, k, &cost);
        for (int k = 0; k < SP_KINDS; k++) {
            if (!unseen[k] && !held[k]) continue;
            if (s->missing_suit >= 0 && k < 27 && k / 9 == s->missing_suit) continue;
            bool won = wins_on(g, seat, o, k, &cost);
            if (held[k] && won != (bool)(won_held[o] >> k & 1)) {
                label_mismatches++;
                if (getenv("DEBUG_LABELS"))
                    fprintf(stderr, "deal %ld seat %d kind %d opponent %d: scored %d (cost %.0f), applied %d, turn flags %d, phase %d\n", c->deal,
                            seat, k, o, won, cost, (int)(won_held[o] >> k & 1), g->turn_flags, g->phase);
            }
            wait_record r;
            r.weight = 1;
            if (!won && !held[k]) {
                uint64_t h = case_hash((uint64_t)c->deal << 32 ^ decisions << 8 ^ (uint64_t)o << 6 ^ (uint64_t)k);
                if (h % 4) continue;
                r.weight = 4;
            }
            r.deal = (uint32_t)c->deal;
            r.decision = (uint32_t)decisions;
            r.kind = (uint8_t)k;
            r.opponent = (uint8_t)o;
            r.held = held[k];
            r.won = won;
            r.chosen = k == chosen;
            r.ready = ready;
            r.shanten = shanten[k];
            r.cost = (float)cost;
            r.estimate = (float)now.deal[k];
            float f[SP_WAIT_FEATURES];
            sp_wait_features(&ws, k, unseen, f);
            for (int j = 0; j < SP_WAIT_FEATURES; j++) r.f[j] = (_Float16)f[j];
            fwrite(&r, sizeof r, 1, stdout);
        }
    }
}

static int decide(void *ctx, int seat, const sp_view *v, const sp_action_list *legal, sp_action *out)
{
    seat_ctx *c = ctx;
    int r = sp_bot_decide(&c->bot, seat, v, legal, out);
    if (c->bot.level == SP_BOT_HARD && v->phase == SP_PHASE_TURN && v->turn == seat && sp_action_list_has(legal, SP_ACT_DISCARD)) {
        write_wait_rows(c, seat, v, legal, r && out->type == SP_ACT_DISCARD ? out->tile : -1);
    }
    return r;
}

int main(int argc, char **argv)
{
    if (argc == 5 && !strcmp(argv[1], "--waits")) {
        argv++;
        argc--;
    }
    if (argc != 4) {
        fprintf(stderr, "usage: %s [--waits] RULES HANDS SEED > cases.bin\n", argv[0]);
        return 2;
    }
    char err[256];
    const sp_ruleset *rs = rules_cache_get(argv[1], err, sizeof err);
    if (!rs) {
        fprintf(stderr, "%s: %s\n", argv[1], err);
        return 1;
    }
    long hands = atol(argv[2]);
    uint64_t seed = strtoull(argv[3], NULL, 10);
    static const int levels[4] = {SP_BOT_HARD, SP_BOT_NORMAL, SP_BOT_NORMAL, SP_BOT_EASY};
    sp_session *ss = malloc(sizeof *ss);
    if (!ss) return 1;
    uint32_t n = SP_WAIT_FEATURES;
    fwrite("SPWAITS1", 8, 1, stdout);
    fwrite(&n, sizeof n, 1, stdout);
    for (long h = 0; h < hands; h++) {
        long deal = h / 4;
        int rotation = (int)(h % 4);
        uint64_t deal_seed = seed * 1000003ULL + (uint64_t)deal + 1;
        if (sp_session_init(ss, rs, NULL, 4, deal_seed, NULL, 0, err, sizeof err)) {
            fprintf(stderr, "%s\n", err);
            free(ss);
            return 1;
        }
        seat_ctx ctx[4];
        for (int p = 0; p < 4; p++) {
            int level = levels[(p + rotation) % 4];
            sp_bot_init(&ctx[p].bot, level, deal_seed * 8 + (uint64_t)level + 1, NULL);
            ctx[p].game = &ss->game;
            ctx[p].deal = deal;
            sp_controller c = {SP_CTRL_BOT, true, decide, &ctx[p]};
            sp_session_set_controller(ss, p, &c);
        }
        for (int guard = 0; guard < 100000; guard++) {
            if (sp_session_step(ss, 0, err, sizeof err) < 0) {
                fprintf(stderr, "deal %ld: %s\n", deal, err);
                break;
            }
            if (ss->game.phase == SP_PHASE_HAND_OVER || ss->game.phase == SP_PHASE_MATCH_OVER) break;
        }
        sp_session_free(ss);
    }
    free(ss);
    fprintf(stderr, "%lu decisions; held kinds whose two tests disagreed: %lu\n", decisions, label_mismatches);
    return label_mismatches ? 1 : 0;
}
