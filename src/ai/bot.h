/* bot.h: the computer players (easy, normal, hard). A bot reads one seat's view and the legal
 * actions and returns one of those actions; it never sees the full game state and does no I/O.
 *
 * - easy: plays toward a complete hand (fewest tiles missing), takes every win it is offered,
 *   claims a tile when that brings the hand closer, plays every kong; no defence.
 * - normal: tile efficiency (shanten, then the number of useful tiles still unseen from its seat),
 *   aims at the ruleset's valuable shapes (one suit, all pungs, value honours, big wins), values
 *   ready hands with the ruleset's own scoring (sp_score on each completing tile), refuses calls
 *   that lower speed or value, chooses 定缺 and declares 报听.
 * - hard: normal plus defence (ai/defence.h): how likely each opponent is ready (a measured
 *   table by discards and open melds; 报听; discarded draws; what it last gave up from its
 *   hand), which tiles complete a ready opponent (wait shapes over the unseen copies: kabe;
 *   their discards and the tiles they let pass; suji; tiles next to their last discard from the
 *   hand; one-suit collectors; void suits; Guizhou's pass rule and hot discards; corrections
 *   measured against true waits in self-play), and what dealing in costs in the ruleset's
 *   points (more against a valuable-looking hand). Each
 *   discard is chosen by expected points: the measured chance that a hand so far from ready
 *   still wins x the value of a win (a ready hand's own payments), less the expected cost of
 *   dealing in; so it pushes a
 *   close hand and folds a far one when someone looks ready (in 明將 pushing on is also
 *   charged the danger of the discards still to come; in Wuhan, where every loser
 *   pays, the danger only breaks near-ties). One step of look-ahead values
 *   each useful draw by the best ready hand it allows; in Guizhou it also goes for kongs
 *   (beans, and the pass a plain hand needs to win on a discard).
 *
 * Decisions are deterministic: the same seed, view and legal list give the same action (the
 * random tie-break is seeded from the bot's seed and the view, never from history). */
#ifndef SP_AI_BOT_H
#define SP_AI_BOT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/game.h"
#include "core/game_view.h"
#include "core/rng.h"

typedef enum { SP_BOT_EASY, SP_BOT_NORMAL, SP_BOT_HARD, SP_BOT_EXPERT, SP_BOT_LEVELS } sp_bot_level;

enum { SP_BOT_EXPERT_MS = 300 }; /* the expert's default thinking time a decision */
/* ... and up to this many times it when its search is unsettled at the end (another action
 * leads hard's choice, but not yet clearly: sp_eval_config unsettled_stretch) */
#define SP_BOT_EXPERT_STRETCH 3.0
/* ... and in its playouts its own next this many decisions are hard's, the rest normal's
 * (sp_eval_config own_decisions, whose default this is; all of them by hard cost too many
 * samples: src/ai/EXPERT.md). A model's record may say otherwise (tuning.h expert_own_hard). */
enum { SP_BOT_EXPERT_OWN_HARD = 2 };

typedef struct {
    int level;                         /* sp_bot_level */
    uint64_t seed;
    sp_rng rng;                        /* reseeded per decision from seed and view */
    bool has_options;
    int32_t options[SP_MAX_OPTIONS];   /* the match's options (for scoring candidate hands) */
    uint64_t decisions;                /* decisions made (statistics) */
    /* expert: the table it sits at (sp_bot_watch), read only through sp_game_sample (what its
     * seat sees); its budget a decision (samples 0: no limit; ms 0: no time limit) */
    const sp_game *game;
    int expert_samples;
    double expert_ms;
    int playout_level;                 /* the players of its playouts (sp_bot_level) */
    int expert_own_hard;               /* its own next decisions in a playout made by hard (-1:
                                        * as the ruleset's record says) */
    uint64_t overrides;                /* decisions where it chose other than hard (statistics) */
    const atomic_int *stop;            /* NULL, or: cut the expert's search short (another thread) */
} sp_bot;

/* Sets a bot up; options NULL: the ruleset's defaults. */
void sp_bot_init(sp_bot *b, int level, uint64_t seed, const int32_t *options);
/* The expert searches samples of the table it sits at: g is the game whose view it is given
 * (NULL: none, and the expert plays as hard). The game must not change while it decides. */
void sp_bot_watch(sp_bot *b, const sp_game *g);
/* Chooses one of the legal actions (legal->n > 0) for the view's seat. */
sp_action sp_bot_choose(sp_bot *b, const sp_view *v, const sp_action_list *legal);
/* sp_decide_fn for a session controller (ctx = sp_bot *, wants_view must be true). */
int sp_bot_decide(void *ctx, int seat, const sp_view *v, const sp_action_list *legal, sp_action *out);

/* "easy", "normal", "hard", "expert" -> level; -1 when unknown. */
int sp_bot_level_parse(const char *name);
const char *sp_bot_level_name(int level);

/* Evaluators (exposed for tests and tools). */
/* Probability-like danger (0..1) that discarding `kind` deals into a win, as the hard bot
 * estimates it from the view. */
double sp_bot_danger(const sp_view *v, int kind);
/* The hard bot's estimate that opponent `seat` is ready (0..1). */
double sp_bot_threat(const sp_view *v, int seat);
/* Copies of each kind the view's seat cannot see (not in its hand, a meld, a river or set aside). */
void sp_bot_unseen(const sp_view *v, uint8_t unseen[SP_KINDS]);

#endif
