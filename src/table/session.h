/* session.h: the table layer ("midend"). A session runs one match: it binds each seat to a
 * controller (a local human, a computer player, a remote peer, a tutorial script), asks the
 * engine who must act, applies their actions, answers for a seat whose timer ran out (the
 * engine has no clock), fans events out to observers with each observer's visibility, and keeps
 * the action log that replays and saves are made of. Every front drives games through here. */
#ifndef SP_SESSION_H
#define SP_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"
#include "core/game_view.h"

typedef enum { SP_CTRL_NONE, SP_CTRL_HUMAN, SP_CTRL_BOT, SP_CTRL_REMOTE, SP_CTRL_SCRIPT } sp_controller_kind;

/* Decides an action for `seat`: returns 1 with *out set, or 0 when it has not decided yet (a
 * human who is thinking, a remote peer): the session asks again on the next step, and answers
 * for the seat when its timer runs out. `view` is NULL unless wants_view is set. */
typedef int (*sp_decide_fn)(void *ctx, int seat, const sp_view *view, const sp_action_list *legal, sp_action *out);

typedef struct {
    uint8_t kind;      /* sp_controller_kind */
    bool wants_view;
    sp_decide_fn decide;
    void *ctx;
} sp_controller;

/* Receives each event as the observer's seat may see it (seat -1: everything, e.g. the host or
 * the replay writer). */
typedef void (*sp_observer_fn)(void *ctx, const sp_event *e);

enum { SP_MAX_OBSERVERS = 8 };

/* Called with each action just before the session applies it (the game still as it was):
 * a host tells the other seats what a discard will refuse them before the engine moves on. */
typedef void (*sp_before_fn)(void *ctx, const sp_game *g, int seat, const sp_action *a);

typedef struct {
    uint16_t hand;     /* 1-based hand number */
    int8_t seat;
    sp_action action;
} sp_logged_action;

typedef struct {
    sp_game game;
    sp_controller ctl[SP_SEATS];
    int nobservers;
    struct {
        sp_observer_fn fn;
        void *ctx;
        int seat;
    } observers[SP_MAX_OBSERVERS];
    sp_before_fn before_apply;     /* NULL: none */
    void *before_ctx;
    /* timers, in the caller's milliseconds; 0 = no limit */
    int32_t claim_ms, turn_ms;
    int64_t deadline[SP_SEATS];
    unsigned timing;               /* seats whose timer runs */
    uint32_t timeouts;             /* actions the session took for a seat whose time ran out */
    /* how the match was started (for replays and saves) */
    int32_t options[SP_MAX_OPTIONS];
    uint64_t seed;
    bool has_wall;
    uint8_t wall[SP_MAX_WALL];
    int wall_n;
    /* the log */
    sp_logged_action *log;
    size_t nlog, caplog;
    uint64_t hand_digest;          /* FNV-1a of the current hand's events */
    uint64_t *digests;             /* digests of finished hands, by hand number - 1 */
    size_t ndigests, capdigests;
    bool out_of_memory;
    char *rules_text;              /* the ruleset file's text, kept in saves (NULL: none) */
    /* who plays each seat, as saves remember it for a resume list: "person" or a computer
     * player's level id ("normal"); "" when not known (the replay leaves it out) */
    char seat_players[SP_SEATS][16];
} sp_session;

/* Starts a match (wall: NULL for the seed's walls, or the first hand's wall). s is fully
 * overwritten: a session used before must be freed first (sp_session_free). */
int sp_session_init(sp_session *s, const sp_ruleset *rules, const int32_t *options, int players, uint64_t seed,
                    const uint8_t *wall, int wall_n, char *err, size_t errlen);
void sp_session_free(sp_session *s);
/* Keeps a copy of the ruleset file's text that the match is played with, written into its
 * saves and replays so that it can be resumed with these rules after the file changed (NULL:
 * none). Returns 0, or -1 when out of memory. */
int sp_session_set_rules_text(sp_session *s, const char *text);

void sp_session_set_controller(sp_session *s, int seat, const sp_controller *c);
/* Adds an observer; returns 0, or -1 when there are too many. */
int sp_session_add_observer(sp_session *s, sp_observer_fn fn, void *ctx, int seat);
/* Sets the hook called before each action is applied (NULL: none). */
void sp_session_set_before_apply(sp_session *s, sp_before_fn fn, void *ctx);

/* Runs the game as far as the controllers allow at time now_ms: asks each pending seat's
 * controller, applies what they decide, and answers for seats whose time ran out (PASS on a
 * claim, the drawn tile - or the rightmost - on a turn, the first choice in a set-up decision).
 * Stops when nobody can decide, or at the end of a hand. Returns the actions applied, or -1
 * when a controller chose an illegal action (why says which). */
int sp_session_step(sp_session *s, int64_t now_ms, char *why, size_t whylen);
/* An action from outside the controllers (a click, a network message) for seat. */
int sp_session_submit(sp_session *s, int seat, const sp_action *a, char *why, size_t whylen);
/* Deals the next hand after a hand's end. */
void sp_session_next_hand(sp_session *s);
/* Plays on until the match ends or a controller waits (step + next hand in a loop). */
int sp_session_run(sp_session *s, int64_t now_ms, char *why, size_t whylen);

/* The default action when a seat's time runs out (also used by "auto-pass" settings). */
sp_action sp_session_default_action(const sp_game *g, int seat, const sp_action_list *legal);

/* A session as it stood at one moment of its match, to come back to (the replay viewer's
 * steps back): the game and how far its log and digests had gone. */
typedef struct {
    sp_game game;
    uint64_t hand_digest;
    size_t nlog, ndigests;
} sp_session_mark;

void sp_session_mark_take(const sp_session *s, sp_session_mark *out);
/* Puts the session back where a mark taken earlier in the same match left it: what was logged
 * since is dropped (the log's earlier entries are those the mark saw). */
void sp_session_mark_restore(sp_session *s, const sp_session_mark *m);

/* FNV-1a of one event, chained from h. */
uint64_t sp_event_digest(uint64_t h, const sp_event *e);

#endif
