/* danger_rows: self-play cases for refitting the hard player's danger model (defence.c).
 *
 * Plays hands of hard, normal, normal, easy (each wall in the four seat rotations, as
 * `sparrow-cli arena` does) and, at each of the hard seat's discards, writes one line per kind
 * it could discard and per opponent still playing (not declared ready, some chance of being
 * ready): the deal, the kind, whether that opponent could have won on that discard (found by
 * applying it to a copy of the game: the only place that sees the other hands) and the
 * features sp_defence_features gives. src/tools/fit_danger.py fits the coefficients.
 *
 * usage: sparrow-danger-rows RULES HANDS SEED > rows.txt */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "ai/defence.h"
#include "cli/rules_cache.h"
#include "table/session.h"

typedef struct {
    sp_bot bot;
    const sp_game *game;
    long deal;
} seat_ctx;

static sp_game copy; /* one copy at a time: the tool is single-threaded */

static void write_rows(const seat_ctx *c, int seat, const sp_view *v, const sp_action_list *legal)
{
    uint8_t unseen[SP_KINDS];
    sp_bot_unseen(v, unseen);
    for (int i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type != SP_ACT_DISCARD || a->tile >= SP_KINDS) continue;
        memcpy(&copy, c->game, sizeof copy);
        char why[200];
        if (sp_game_apply(&copy, seat, a, why, sizeof why)) continue;
        for (int o = 0; o < v->players; o++) {
            const sp_view_seat *s = &v->seats[o];
            if (o == seat || s->out || s->dead || s->ready_declared || sp_bot_threat(v, o) <= 0) continue;
            double f[SP_DEFENCE_FEATURES];
            if (!sp_defence_features(v, unseen, o, a->tile, f)) return;
            bool won = false;
            if (copy.phase == SP_PHASE_CLAIM) {
                sp_action_list l;
                sp_game_legal(&copy, o, &l);
                won = !l.false_win && sp_action_list_has(&l, SP_ACT_HU);
            }
            printf("%ld %d %d", c->deal, a->tile, won);
            for (int j = 0; j < SP_DEFENCE_FEATURES; j++) printf(" %.5g", f[j]);
            putchar('\n');
        }
    }
}

static int decide(void *ctx, int seat, const sp_view *v, const sp_action_list *legal, sp_action *out)
{
    seat_ctx *c = ctx;
    if (c->bot.level == SP_BOT_HARD && v->phase == SP_PHASE_TURN && v->turn == seat) write_rows(c, seat, v, legal);
    return sp_bot_decide(&c->bot, seat, v, legal, out);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s RULES HANDS SEED > rows.txt\n", argv[0]);
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
    return 0;
}
