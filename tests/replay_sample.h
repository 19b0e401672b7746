/* replay_sample.h: a replay of a few hands played by computer players, for the tests of the
 * replay viewer's stepping and of the match log format. */
#ifndef SP_TEST_REPLAY_SAMPLE_H
#define SP_TEST_REPLAY_SAMPLE_H

#include <stdlib.h>

#include "ai/bot.h"
#include "table/replay.h"

/* Plays `hands` hands of rules (normal players, seed) and returns the replay's JSON text
 * (malloc'ed), NULL when the match could not start. */
static inline char *sample_replay_json(const sp_ruleset *rules, uint64_t seed, int hands)
{
    sp_session *s = malloc(sizeof *s);
    static sp_bot bots[SP_SEATS];
    char err[256];
    if (!s || sp_session_init(s, rules, NULL, rules->players_max, seed, NULL, 0, err, sizeof err)) {
        free(s);
        return NULL;
    }
    for (int p = 0; p < SP_SEATS; p++) {
        sp_bot_init(&bots[p], 1, seed * 7 + (uint64_t)p, NULL);
        sp_controller c = {SP_CTRL_BOT, true, sp_bot_decide, &bots[p]};
        sp_session_set_controller(s, p, &c);
    }
    for (int h = 0; h < hands && s->game.phase != SP_PHASE_MATCH_OVER; h++) {
        if (h) sp_session_next_hand(s);
        if (sp_session_step(s, 0, err, sizeof err) < 0) break;
    }
    char *text = sp_replay_json(s);
    sp_session_free(s);
    free(s);
    return text;
}

#endif
