/* lesson.h: tutorial lessons (assets/tutorial/<module>-<n>.lesson, described in assets/tutorial/README.md).
 *
 * A lesson is a hand on a scripted table: a ruleset and its options, a fixed wall, and steps
 * the window walks through - text to read, the player's action to wait for, an opponent's
 * action, a quiz, the score sheet of the win, or free play with computer players. The player is
 * always seat 0, the dealer. This file reads lessons (errors name the file, line and field) and
 * replays a lesson's scripted actions through the engine to prove wall and steps agree. */
#ifndef SP_LESSON_H
#define SP_LESSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/action.h"
#include "core/game.h"
#include "core/ruleset.h"

enum {
    SP_LESSON_MAX_STEPS = 48,
    SP_LESSON_TEXT = 900,        /* bytes of one text in one language */
    SP_LESSON_MAX_MARKS = 8,
    SP_LESSON_MAX_CHOICES = 9
};

typedef enum {
    SP_STEP_SAY,    /* text to read; Next goes on */
    SP_STEP_WAIT,   /* the player (seat 0) must do `action`; anything else is refused with `wrong` */
    SP_STEP_PLAY,   /* seat `seat` does `action` (an opponent; the text, if any, stays up meanwhile) */
    SP_STEP_QUIZ,   /* pick a tile among `choices`: `answer` is right, others explained by `wrong` */
    SP_STEP_SCORE,  /* the score sheet of the hand's win, from the scoring engine, beside the text */
    SP_STEP_FREE    /* everyone plays normally (computer opponents) until the hand ends */
} sp_step_kind;

/* What a quiz's answer is checked against by the validator. */
typedef enum {
    SP_QUIZ_PLAIN,  /* nothing: the lesson's author vouches for it */
    SP_QUIZ_WAITS,  /* the answer completes the player's hand, and no other choice does */
    SP_QUIZ_SAFE    /* the answer is a kind already discarded by the seat in `seat` (a sure-safe tile) */
} sp_quiz_check;

/* Highlights drawn over the table. */
typedef enum {
    SP_MARK_TILE,     /* the player's hand tiles of kind `arg` */
    SP_MARK_INDEX,    /* the player's hand tile at position `arg` (0 = leftmost, as displayed) */
    SP_MARK_BUTTON,   /* the call button of action type `arg` */
    SP_MARK_RIVER,    /* seat `arg`'s discards */
    SP_MARK_MELDS,    /* seat `arg`'s melds (and flowers) */
    SP_MARK_HAND,     /* seat `arg`'s hand */
    SP_MARK_CENTRE,   /* the centre panel: winds, dealer, scores, wall count */
    SP_MARK_WALL      /* the wall count and indicator in the centre */
} sp_mark_kind;

typedef struct {
    uint8_t kind;     /* sp_mark_kind */
    int8_t arg;
} sp_mark;

typedef struct {
    uint8_t kind;                       /* sp_step_kind */
    int8_t seat;                        /* PLAY: who acts; WAIT: 0; QUIZ/SAFE: whose river */
    sp_action action;                   /* WAIT, PLAY */
    char text[SP_NLANGS][SP_LESSON_TEXT];
    char wrong[SP_NLANGS][SP_LESSON_TEXT];  /* WAIT, QUIZ: shown when the player does something else */
    int nmarks;
    sp_mark marks[SP_LESSON_MAX_MARKS];
    int nchoices;
    uint8_t choices[SP_LESSON_MAX_CHOICES]; /* QUIZ: tile kinds */
    uint8_t answer;
    uint8_t check;                      /* sp_quiz_check */
    uint8_t why;                        /* a sp_block_reason the table's why-line shows at this step
                                         * (checked by the validator), 0 for none */
    int line;                           /* line in the lesson file (for errors) */
} sp_lesson_step;

typedef struct {
    char id[SP_ID_LEN];
    char module[SP_ID_LEN];             /* "basics", "hk-classic", ..., "drills" */
    int order;                          /* position within the module */
    char title[SP_NLANGS][SP_NAME_LEN];
    char ruleset[SP_ID_LEN];
    int players;
    /* options by id with their values, resolved against the ruleset by sp_lesson_options */
    int noptions;
    char option_id[SP_MAX_OPTIONS][SP_ID_LEN];
    int32_t option_value[SP_MAX_OPTIONS];
    char option_choice[SP_MAX_OPTIONS][SP_ID_LEN]; /* a choice option's label ("" for numbers) */
    /* the wall: what each seat is dealt (hands[0] the player, the dealer), then the live draws
     * from the head and the replacement draws from the tail, in order */
    char hands[SP_SEATS][64];
    char draws[256];
    char tail[64];
    uint64_t seed;                      /* shuffles the tiles the wall does not name */
    int nsteps;
    sp_lesson_step steps[SP_LESSON_MAX_STEPS];
    char origin[256];                   /* the file it came from */
} sp_lesson;

/* Parses lesson text (libconfig syntax); origin names the file in errors ("FILE:LINE: field:
 * message"). Returns 0, or -1 with err. */
int sp_lesson_parse(const char *text, const char *origin, sp_lesson *out, char *err, size_t errlen);
/* Reads and parses a lesson file. */
int sp_lesson_load(const char *path, sp_lesson *out, char *err, size_t errlen);

/* The lesson's options resolved against its ruleset (defaults for those not named). */
int sp_lesson_options(const sp_lesson *l, const sp_ruleset *rs, int32_t options[SP_MAX_OPTIONS], char *err,
                      size_t errlen);
/* Builds the lesson's wall for its ruleset and options (sp_lesson_options: whether flowers are
 * in the set); returns the wall size, or -1 with err. */
int sp_lesson_wall(const sp_lesson *l, const sp_ruleset *rs, const int32_t *options, uint8_t wall[SP_MAX_WALL],
                   char *err, size_t errlen);
/* Starts the lesson's game (wall, options, players). */
int sp_lesson_game(const sp_lesson *l, const sp_ruleset *rs, sp_game *g, char *err, size_t errlen);

/* What `seat` does by itself at step `step` of a lesson, when the game is as it is: a PLAY
 * step's action for its seat, or PASS for a seat asked to answer a discard that the current
 * step does not wait for. Returns 1 with *out, or 0 (the seat waits: the player's turn, a
 * reading step, free play). */
int sp_lesson_auto(const sp_lesson *l, int step, const sp_game *g, int seat, sp_action *out);
/* Whether the game moves during a step (WAIT, PLAY, FREE: yes; reading steps: no). */
bool sp_lesson_step_moves(const sp_lesson_step *st);
/* Whether a quiz choice is its answer. */
bool sp_lesson_quiz_right(const sp_lesson_step *st, int kind);

/* Replays the lesson through the engine: every scripted action must be legal when its step
 * comes, a waited-for action must be the player's to make, quizzes checked as they say, a
 * SCORE step must follow a win; FREE steps are played by `free_play` (a computer player:
 * decide(ctx, view, legal) -> action; NULL plays the first legal action). Returns 0, or -1
 * with err naming the file, the step's line and what disagrees. */
typedef sp_action (*sp_lesson_player)(void *ctx, int seat, const sp_game *g, const sp_action_list *legal);
int sp_lesson_validate(const sp_lesson *l, const sp_ruleset *rs, sp_lesson_player free_play, void *ctx, char *err,
                       size_t errlen);

/* The text of a step in a language, falling back to English when empty. */
const char *sp_lesson_text(const sp_lesson_step *st, int lang);
const char *sp_lesson_wrong(const sp_lesson_step *st, int lang);

#endif
