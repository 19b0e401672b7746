/* stats_sample.h: a history of several matches of every shipped ruleset over the last 60 days,
 * with real patterns of each ruleset and some reviewed matches - what the statistics screen's
 * layout test and its screenshots show. Deterministic but for the dates (counted from today). */
#ifndef UI_STATS_SAMPLE_H
#define UI_STATS_SAMPLE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "table/history.h"
#include "table/ruleset_file.h"
#include "table/ruleset_ids.h"

/* Fills h; returns the hands written, -1 on an error (printed). */
static inline int stats_sample_fill(sp_history *h)
{
    static char ids[64][SP_ID_LEN]; /* the rulesets of the rules folders (no list here) */
    int nids = sp_ruleset_ids(ids, 64);
    static sp_ruleset rs;
    static sp_history_hand r;
    char err[400];
    uint64_t x = 12345;
    int written = 0;
    int64_t now = (int64_t)time(NULL);
    for (int k = 0; k < nids; k++) {
        const char *id = ids[k];
        if (sp_ruleset_load(id, &rs, err, sizeof err)) return fprintf(stderr, "%s\n", err), -1;
        for (int m = 0; m < 3 + k % 2; m++) {
            int64_t started = now - (int64_t)(60 - 12 * m - k) * 86400;
            int hands = 6 + (k + m) % 5;
            for (int n = 1; n <= hands; n++) {
                memset(&r, 0, sizeof r);
                snprintf(r.match_key, sizeof r.match_key, "sample-%.20s-%d", id, m);
                snprintf(r.ruleset, sizeof r.ruleset, "%.39s", id);
                r.players = 4;
                for (int s = 0; s < 4; s++) {
                    snprintf(r.seats[s].kind, sizeof r.seats[s].kind, "%s", s ? "bot" : "you");
                    r.seats[s].level = s ? s % 3 : -1;
                }
                r.started = started;
                r.played_at = started + n * 300;
                r.hand_number = n;
                x = x * 6364136223846793005ull + 1442695040888963407ull;
                int roll = (int)(x >> 33) % 10;
                r.result = roll < 2 ? SP_HR_WIN : roll < 4 ? SP_HR_SELF_DRAW : roll < 5 ? SP_HR_DEAL_IN
                         : roll < 8 ? SP_HR_OTHER_WIN : SP_HR_DRAW;
                r.end_kind = r.result == SP_HR_DRAW ? SP_END_EXHAUSTED : SP_END_WIN;
                bool won = r.result == SP_HR_WIN || r.result == SP_HR_SELF_DRAW;
                r.value = won ? 1 + (int)(x >> 40) % 8 : 0;
                r.delta[0] = won ? 8 * r.value : r.result == SP_HR_DEAL_IN ? -12 : r.result == SP_HR_DRAW ? 0 : -4;
                for (int p = 0; won && p < 1 + (int)(x >> 50) % 3; p++) {
                    int idx = (int)((x >> (20 + 7 * p)) % (uint64_t)(rs.npatterns < 12 ? rs.npatterns : 12));
                    snprintf(r.patterns[r.npatterns].id, sizeof r.patterns[0].id, "%s", rs.patterns[idx].id);
                    r.patterns[r.npatterns++].count = 1;
                }
                if (n == hands && m < 2 + k % 2) {
                    r.match_over = true;
                    r.rank = 1 + (int)(x >> 45) % 4;
                }
                if (sp_history_add(h, &r, err, sizeof err)) return fprintf(stderr, "%s\n", err), -1;
                written++;
            }
            /* the review's figures for some matches (the evaluator's, once it runs) */
            if (k != 2 && m < 2 && sp_history_set_review(h, r.match_key, 0.62 + 0.05 * m + 0.02 * k, 30.0 - 6 * m - k, err, sizeof err))
                return fprintf(stderr, "%s\n", err), -1;
        }
    }
    return written;
}

#endif
