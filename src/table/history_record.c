/* history_record.c: a finished hand as the history keeps it, from the engine's outcome and the
 * score sheets of its wins, seen from the player's seat. */
#include <stdio.h>
#include <string.h>

#include "table/history.h"

const char *sp_history_result_name(int result)
{
    static const char *const names[SP_HR_COUNT] = {"win",  "self_draw", "deal_in",  "other_win",
                                                   "draw", "abortive",  "false_win"};
    return result >= 0 && result < SP_HR_COUNT ? names[result] : "unknown";
}

void sp_history_options_text(const sp_ruleset *rules, const int32_t *options, char *out, size_t len)
{
    size_t n = 0;
    out[0] = 0;
    for (int i = 0; i < rules->noptions && n < len; i++) {
        int32_t v = options ? options[i] : rules->options[i].def;
        int w = snprintf(out + n, len - n, "%s%s=%d", i ? "," : "", rules->options[i].id, (int)v);
        if (w < 0) break;
        n += (size_t)w;
    }
}

/* The player's result: his own win first, then whether a winner took his discard. */
static int player_result(const sp_hand_outcome *o, int seat, int *win_index)
{
    *win_index = -1;
    if (o->kind == SP_END_EXHAUSTED) return SP_HR_DRAW;
    if (o->kind != SP_END_WIN) return SP_HR_ABORTIVE;
    for (int i = 0; i < o->nwins; i++)
        if (o->wins[i].seat == seat) {
            *win_index = i;
            if (!o->wins[i].valid) return SP_HR_FALSE_WIN;
            return o->wins[i].discarder < 0 ? SP_HR_SELF_DRAW : SP_HR_WIN;
        }
    for (int i = 0; i < o->nwins; i++)
        if (o->wins[i].valid && o->wins[i].discarder == seat) return SP_HR_DEAL_IN;
    return SP_HR_OTHER_WIN;
}

void sp_history_hand_fill(sp_history_hand *h, const sp_ruleset *rules, const sp_hand_outcome *o,
                          const sp_score_result *res, int nres, int hand_number, const int32_t *scores)
{
    h->hand_number = hand_number;
    h->round = o->round;
    h->dealer = o->dealer;
    h->end_kind = o->kind;
    int w;
    h->result = player_result(o, h->seat, &w);
    h->value = 0;
    h->npatterns = 0;
    if (w >= 0 && o->wins[w].valid) {
        h->value = o->wins[w].fan;
        const sp_score_result *r = res && w < nres && res[w].valid ? &res[w] : NULL;
        for (int i = 0; r && i < r->npatterns && h->npatterns < SP_HISTORY_MAX_PATTERNS; i++) {
            const sp_pattern_score *p = &r->patterns[i];
            if (p->pattern < 0 || p->pattern >= rules->npatterns) continue;
            sp_history_pattern *hp = &h->patterns[h->npatterns++];
            snprintf(hp->id, sizeof hp->id, "%s", rules->patterns[p->pattern].id);
            hp->count = p->count;
            hp->value = p->value;
        }
    }
    for (int s = 0; s < SP_SEATS; s++) {
        h->delta[s] = s < h->players ? o->delta[s] : 0;
        h->scores[s] = s < h->players && scores ? scores[s] : 0;
    }
    h->match_over = o->match_over;
    h->rank = 0;
    h->settlement = 0;
    if (o->match_over) {
        /* the player's place as the match result ranks it: by score, a tie to the earlier seat */
        h->rank = 1;
        for (int s = 0; s < h->players; s++)
            if (s != h->seat && (h->scores[s] > h->scores[h->seat] || (h->scores[s] == h->scores[h->seat] && s < h->seat)))
                h->rank++;
        h->settlement = o->settlement[h->seat];
    }
}
