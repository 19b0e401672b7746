/* test_game_random.c: whole matches of every ruleset with random-legal players, checking the
 * engine's invariants after every action (tiles, counts, hand sizes, zero-sum hands), that
 * every legal action is accepted and that illegal ones are refused with the state unchanged. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ai/random_bot.h"
#include "core/game.h"
#include "event_shadow.h"
#include "rules_fixture.h"

static int hands_per_ruleset(void)
{
    const char *e = getenv("SPARROW_GAME_HANDS");
    return e ? atoi(e) : 300;
}

static void play_ruleset(const char *id, int players)
{
    sp_ruleset *rs = load_shipped_rules(id);
    assert_non_null(rs);
    sp_game *g = malloc(sizeof *g), *copy = malloc(sizeof *copy);
    char err[256];
    assert_int_equal(sp_game_init(g, rs, NULL, players, 12345, err, sizeof err), 0);
    sp_rng rng;
    sp_rng_seed(&rng, 99);
    int hands = 0, target = hands_per_ruleset(), matches = 1;
    shadow_table shadows[SP_SEATS];
    memset(shadows, 0, sizeof shadows);
    for (int p = 0; p < SP_SEATS; p++) shadows[p].viewer = p;
    while (hands < target) {
        if (sp_game_check(g, err, sizeof err)) fail_msg("%s hand %d: %s", id, hands, err);
        /* every seat's events rebuild what that seat may know of the table */
        sp_event e, seen;
        while (sp_game_next_event(g, &e))
            for (int p = 0; p < g->players; p++) {
                sp_event_for_seat(&e, p, &seen);
                shadow_event(&shadows[p], &seen);
            }
        for (int p = 0; p < g->players; p++)
            if (!shadow_matches(&shadows[p], g)) fail_msg("%s hand %d: events and state disagree: %s", id, hands, shadows[p].error);
        if (g->phase == SP_PHASE_MATCH_OVER) {
            assert_int_equal(sp_game_init(g, rs, NULL, players, 12345 + (uint64_t)matches++, err, sizeof err), 0);
            continue;
        }
        if (g->phase == SP_PHASE_HAND_OVER) {
            int32_t sum = 0;
            for (int p = 0; p < g->players; p++) sum += g->outcome.delta[p];
            if (sum) fail_msg("%s hand %d: payments sum to %d", id, hands, (int)sum);
            hands++;
            sp_game_next_hand(g);
            continue;
        }
        unsigned pending = sp_game_pending(g);
        assert_true(pending != 0);
        int seat = __builtin_ctz(pending);
        sp_action_list l;
        assert_true(sp_game_legal(g, seat, &l) > 0);
        /* an illegal action is refused and leaves the state as it was */
        if (sp_rng_below(&rng, 8) == 0) {
            sp_action bad = {SP_ACT_DISCARD, (uint8_t)sp_rng_below(&rng, SP_KINDS), {SP_KIND_NONE, SP_KIND_NONE}, 0};
            bool legal = false;
            for (int i = 0; i < l.n; i++)
                if (l.a[i].type == bad.type && l.a[i].tile == bad.tile) legal = true;
            int other = (seat + 1) % g->players;
            memcpy(copy, g, sizeof *g);
            if (!legal) assert_int_equal(sp_game_apply(g, seat, &bad, err, sizeof err), -1);
            if (!(pending >> other & 1)) assert_int_equal(sp_game_apply(g, other, &l.a[0], err, sizeof err), -1);
            assert_memory_equal(copy, g, offsetof(sp_game, ev_head));
        }
        sp_action a = sp_random_bot_choose(&l, &rng);
        if (sp_game_apply(g, seat, &a, err, sizeof err)) fail_msg("%s: legal action refused: %s", id, err);
    }
    free(copy);
    free(g);
    free(rs);
}

/* Every shipped ruleset (the files of rules/) at every player count it allows. */
static void test_every_ruleset(void **state)
{
    (void)state;
    char ids[MAX_SHIPPED][SP_ID_LEN];
    int n = shipped_ruleset_ids(ids);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        sp_ruleset *rs = load_shipped_rules(ids[i]);
        assert_non_null(rs);
        int lo = rs->players_min, hi = rs->players_max;
        free(rs);
        for (int players = hi; players >= lo; players--) play_ruleset(ids[i], players);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_every_ruleset)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
