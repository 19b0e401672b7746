/* replay_cursor.h: stepping through a replay, forward and back, to any hand or action - what
 * the replay viewer shows.
 *
 * The match is a list of frames: each hand's deal, then the table after each of its actions
 * (the last frame of a finished hand is its end). Opening plays the whole replay once, checking
 * that the engine takes every action and that each finished hand's events give the digest the
 * file records; it keeps a mark of the session at every deal and every SP_CURSOR_EVERY actions.
 * Going back restores the nearest mark at or before the frame and replays from it, so a frame
 * reached backwards is the very table reached forwards (deterministic). */
#ifndef SP_REPLAY_CURSOR_H
#define SP_REPLAY_CURSOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game_explain.h"
#include "table/replay.h"

enum { SP_CURSOR_EVERY = 16 };

typedef struct {
    uint16_t hand;        /* 1-based */
    uint32_t actions;     /* actions of the replay applied at this frame */
} sp_frame;

typedef struct {
    const sp_replay *r;   /* borrowed: kept alive by the caller while the cursor is open */
    const sp_ruleset *rules;
    sp_session s;         /* the table at the current frame */
    sp_frame *frames;
    size_t nframes, at;
    struct {
        size_t frame;
        sp_session_mark mark;
    } *marks;
    size_t nmarks;
    size_t replayed;      /* actions applied since opening (stepping's cost, for figures) */
} sp_replay_cursor;

/* Plays the replay through once and stops at the first frame. Returns 0, or -1 with err naming
 * the hand and action the engine refused, or the hand whose events differ from the file's. */
int sp_cursor_open(sp_replay_cursor *c, const sp_replay *r, const sp_ruleset *rules, char *err, size_t errlen);
void sp_cursor_close(sp_replay_cursor *c);

/* Moves to frame i (clamped to the last); the game is then c->s.game. */
void sp_cursor_seek(sp_replay_cursor *c, size_t i);
/* The first and last frames of a hand (1-based; clamped); false when the replay has no such hand. */
bool sp_cursor_hand_frames(const sp_replay_cursor *c, int hand, size_t *first, size_t *last);
/* Hands in the replay. */
int sp_cursor_hands(const sp_replay_cursor *c);

/* The action the replay applies next (from the current frame), NULL at a hand's end. */
const sp_logged_action *sp_cursor_next(const sp_replay_cursor *c);

/* What seat was offered at the current frame: its legal actions, why a rule refused what its
 * tiles would allow (may be NULL), and *taken the index in legal of the action it chose there
 * (-1: it was not asked, or chose after this hand's end). */
void sp_cursor_offered(const sp_replay_cursor *c, int seat, sp_action_list *legal, sp_blocked_list *why, int *taken);

/* The table as seat saw it (-1: a spectator); with open, every seat's concealed tiles too. */
void sp_cursor_view(const sp_replay_cursor *c, int seat, bool open, sp_view *out);

/* A digest of the whole table at the current frame (the game's state, not its event queue):
 * equal digests, equal tables. */
uint64_t sp_cursor_digest(const sp_replay_cursor *c);

#endif
