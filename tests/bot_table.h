/* bot_table.h: a session played by computer players for the tests that only need legal play
 * (test_evaluate, test_ai_settings). Include after cmocka. */
#ifndef SP_BOT_TABLE_H
#define SP_BOT_TABLE_H

#include <stdint.h>

#include "ai/bot.h"
#include "table/session.h"

/* Seats a bot of levels[(p + turn) % 4] at each seat p of ss (so that over four turns each
 * level sits everywhere), seeded from seed; an expert searches 4 samples a decision with easy
 * playouts: quick, and deterministic without a clock. */
static inline void seat_quick_bots(sp_session *ss, sp_bot bots[SP_SEATS], const int levels[SP_SEATS], int turn, uint64_t seed)
{
    for (int p = 0; p < ss->game.players; p++) {
        sp_bot_init(&bots[p], levels[(p + turn) % SP_SEATS], seed * 4 + (uint64_t)p, NULL);
        sp_bot_watch(&bots[p], &ss->game);
        bots[p].expert_samples = 4;
        bots[p].expert_ms = 0;
        bots[p].playout_level = SP_BOT_EASY;
        sp_controller ctl = {SP_CTRL_BOT, true, sp_bot_decide, &bots[p]};
        sp_session_set_controller(ss, p, &ctl);
    }
}

/* Plays ss to the end of its hand; fails the test on the first action the session refuses. */
static inline void play_to_hand_end(sp_session *ss, uint64_t seed)
{
    char why[256];
    int guard = 0;
    while (ss->game.phase != SP_PHASE_HAND_OVER && ss->game.phase != SP_PHASE_MATCH_OVER && guard++ < 10000)
        if (sp_session_step(ss, 0, why, sizeof why) < 0) fail_msg("%s, seed %llu: %s", ss->game.rules->id, (unsigned long long)seed, why);
    assert_true(ss->game.phase == SP_PHASE_HAND_OVER || ss->game.phase == SP_PHASE_MATCH_OVER);
}

#endif
