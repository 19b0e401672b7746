/* screen_replay.h: what the replay viewer's files (screen_replay*.c) share: the zones of its
 * controls, its bar and its offers. */
#ifndef UI_SCREEN_REPLAY_H
#define UI_SCREEN_REPLAY_H

#include "ui/layout.h"
#include "ui/replay_viewer.h"
#include "ui/ui.h"

enum {
    RP_START = 1, RP_PREV_HAND, RP_BACK, RP_PLAY, RP_FORWARD, RP_NEXT_HAND, RP_END, /* the step buttons, in order */
    RP_SPEED = 20,      /* + 0, 1, 2: 1x, 2x, 4x */
    RP_OPEN = 30,       /* every hand open */
    RP_SEAT = 31,       /* + seat: that seat's view */
    RP_RESULT = 40,     /* the hand's (or the match's) result */
    RP_EXIT = 41,
    RP_EXPORT = 42,     /* the match log into the data folder's exports/ */
    RP_REVIEW = 43,     /* the review of the player's play: start it, show or hide its panel */
    RP_MATCH_BAR = 50,  /* the whole match: a click goes to that hand and point */
    RP_HAND_BAR = 51,   /* the hand shown: a click goes to that action */
    RP_WORST = 60,      /* + i: the review's i-th costliest decision: go there */
    RP_OFFER = 100      /* + i: a call button as it was offered (does nothing) */
};

/* Height of the bar at the top (logical units). */
enum { RP_BAR_H = 92 };

/* The bar: step buttons, speed, view, result, exit, the match's and the hand's timelines. */
void ui_replay_draw_bar(ui_app *app, ui_replay *rv);
/* The frame a click at logical x on a timeline goes to. */
size_t ui_replay_bar_frame(const ui_app *app, const ui_replay *rv, int id, float x);
/* What the bottom seat was offered at this frame (the call buttons greyed, the one it took
 * marked, the tile it discarded outlined) and the why-line of what a rule refused it. */
void ui_replay_draw_offer(ui_app *app, const ui_layout *L, ui_replay *rv);
/* The review panel at the right (screen_replay_review.c), when its review is shown. */
void ui_replay_draw_review(ui_app *app, ui_replay *rv);
/* The frame of the review's i-th costliest decision. */
size_t ui_replay_worst_frame(const ui_replay *rv, int i);
/* The colour of a decision's mark: amber for a small loss, red for the match's largest. */
struct ui_review;
SDL_Color ui_review_loss_color(const struct ui_review *r, double loss);

/* An action at (x, y) in the ruleset's words and the window's language with its tiles drawn th
 * high ("Pung [5m]", "Missing suit Dots"; a discard only its tile when !discard_word; a win
 * "Self-drawn win" when self_drawn), in at most maxw; returns the x after it. */
float ui_replay_action_words(ui_app *app, const ui_replay *rv, float x, float y, float size, float th, float maxw,
                             SDL_Color c, const sp_action *a, bool discard_word, bool self_drawn);
/* "Next: E Discard [5m]" - the action that comes next, its tiles drawn, from (x, y) in at most
 * maxw (the hand's or match's end in words when none comes); returns the x after it. */
float ui_replay_draw_next(ui_app *app, const ui_replay *rv, float x, float y, float maxw);

#endif
