/* match_tally.h: a match's figures for its result screen - each seat's wins, self-draws,
 * deal-ins and biggest hand, and every seat's score before the first hand and after each.
 *
 * A local match's figures come from its log: the session's actions are played again in a
 * session of their own (ui_tally_from_session), so a match resumed from a save or opened in
 * the replay viewer counts every hand, not only those this window saw. A LAN seat has no log
 * of the whole table: it counts each hand as it sees it end (ui_tally_add_hand) and learns the
 * patterns when the host's score sheets come (ui_tally_add_sheets). No SDL here. */
#ifndef UI_MATCH_TALLY_H
#define UI_MATCH_TALLY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"
#include "table/session.h"

enum { UI_TALLY_PATTERNS = 8, UI_TALLY_HANDS = 1024 };

typedef struct {
    int wins;                /* valid wins, self-draws included */
    int self_draws;
    int deal_ins;            /* discards (a robbed kong too) another seat won on; a discard two
                              * seats won on counts once */
    int best_hand;           /* the hand number of the seat's biggest win, 0 none */
    int32_t best_value;      /* its value in the ruleset's unit (sp_game_win.fan) */
    int32_t best_points;     /* what the seat gained in that hand */
    bool best_limit;
    int npatterns;           /* its patterns as its sheet lists them (0: the sheet is not known) */
    sp_pattern_score patterns[UI_TALLY_PATTERNS];
} ui_tally_seat;

typedef struct {
    int players;
    int hands;               /* hands counted */
    int first_hand, last_hand; /* the first and last counted (a LAN seat that came late: first > 1) */
    int nscores;             /* scores[0] before the first hand counted, then one after each */
    int32_t scores[UI_TALLY_HANDS + 1][SP_SEATS];
    ui_tally_seat seat[SP_SEATS];
} ui_tally;

/* An empty tally (the first hand counted gives the scores before it). */
void ui_tally_init(ui_tally *t, int players);
/* Counts one finished hand: its outcome, the sheets of its wins (res[i] for o->wins[i]; NULL or
 * fewer: the patterns stay unknown), its number and the scores after it. A hand counted
 * already (the same number as the last) is left alone. */
void ui_tally_add_hand(ui_tally *t, const sp_hand_outcome *o, const sp_score_result *res, int nres, int hand,
                       const int32_t *scores);
/* The sheets of a hand counted before without them: the patterns of a biggest hand won in it. */
void ui_tally_add_sheets(ui_tally *t, const sp_hand_outcome *o, const sp_score_result *res, int nres, int hand);
/* The figures of the session's match, its actions played again from the start. Returns 0, or
 * -1 with err (out of memory, an action the engine refuses). */
int ui_tally_from_session(ui_tally *t, const sp_session *s, char *err, size_t errlen);
/* The seats by place: by score, a tie to the earlier seat (as the history ranks them). */
void ui_tally_order(const int32_t *scores, int players, int order[SP_SEATS]);

#endif
