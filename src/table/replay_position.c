/* replay_position.c: a replay played up to one of its actions (replay_position.h). */
#include "table/replay_position.h"

#include <stdio.h>

int sp_replay_position(const sp_replay *r, const sp_ruleset *rules, size_t index, sp_session *s, char *err, size_t errlen)
{
    if (index > r->nactions) {
        if (sp_session_init(s, rules, r->options, r->players, r->seed, NULL, 0, err, errlen)) return -1;
        snprintf(err, errlen, "action: %zu is past the replay's last action (it has %zu)", index, r->nactions);
        return -1;
    }
    sp_replay head = *r; /* (a shallow copy: the arrays stay the replay's) */
    if (index < r->nactions) {
        head.nactions = index;
        head.ndigests = 0;
        head.nhands = 0;
        head.complete = false; /* an action follows: the match had not ended */
    }
    if (sp_replay_play(&head, rules, s, false, err, errlen)) return -1;
    if (index < r->nactions)
        while (s->game.hand_number < r->actions[index].hand && s->game.phase == SP_PHASE_HAND_OVER) sp_session_next_hand(s);
    return 0;
}
