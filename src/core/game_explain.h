/* game_explain.h: why a seat may not do what its tiles would allow.
 *
 * The engine lists only legal actions. A player whose hand is complete but who is offered no
 * win, or who holds a pair of the discard but may not pung it, wants to know why. This asks
 * the engine and the model's hooks and scoring what a seat could physically do now (a win its
 * tiles complete, a pung, kong or chow its tiles allow, a discard of a tile it holds) and
 * reports each one a rule refuses, with the rule as a reason code. Pure and deterministic like
 * the engine; nothing here changes the game. */
#ifndef SP_GAME_EXPLAIN_H
#define SP_GAME_EXPLAIN_H

#include <stdint.h>

#include "core/game.h"

typedef enum {
    SP_BLOCK_NONE,
    SP_BLOCK_DEAD_HAND,      /* 食替: the hand is dead for the rest of the hand */
    SP_BLOCK_PASSED_WIN,     /* 過水 / 过胡 / 糊一不糊二: a win was passed */
    SP_BLOCK_FURITEN,        /* 振聽: the winning kind lies in one's own river */
    SP_BLOCK_MISSING_SUIT,   /* 定缺: a tile of the missing suit is held (or offered) */
    SP_BLOCK_NOT_OPENED,     /* 开口: no chow, pung or exposed kong made yet */
    SP_BLOCK_BELOW_MINIMUM,  /* the hand is worth less than the minimum (起糊 / 起胡) */
    SP_BLOCK_NEEDS_KONG,     /* a plain hand needs a kong (通行证) to win on a discard */
    SP_BLOCK_READY_LOCK,     /* 报听: only a win or the drawn tile's discard */
    SP_BLOCK_MUST_STAY_READY,/* the discard that follows 报听 must leave the hand ready */
    SP_BLOCK_PASSED_PON,     /* 过碰: a pung of this kind was passed since the last draw */
    SP_BLOCK_SPECIAL_TILE,   /* 红中 / 赖子 / 皮: played only as one-tile kongs */
    SP_BLOCK_AFTER_CALL,     /* not right after one's own chow or pung */
    SP_BLOCK_OTHER,          /* another rule of the ruleset */
    SP_BLOCK_COUNT
} sp_block_reason;

typedef struct {
    sp_action action;        /* HU (tile: the winning kind), PON, KAN, CHI, DISCARD */
    uint8_t reason;          /* sp_block_reason */
} sp_blocked;

typedef struct {
    int n;
    sp_blocked b[SP_MAX_LEGAL];
} sp_blocked_list;

/* The actions `seat` could physically take now that a rule refuses: in its turn a self-drawn
 * win, kongs and discards; while a discard (or an added kong) lies on the table, a win on it
 * and pungs, kongs and chows of it - whether or not the seat was asked to answer. Returns the
 * count (the win first, if any). */
int sp_game_explain(const sp_game *g, int seat, sp_blocked_list *out);

/* As sp_game_explain for the moment after the player in turn discards a tile of `kind` (g in
 * SP_PHASE_TURN, before the discard is applied): what `seat` could not do with that discard.
 * For fronts whose player is not asked at all when his only possible answer is refused (the
 * engine then moves on at once). Returns the count. */
int sp_game_explain_discard(const sp_game *g, int seat, int kind, sp_blocked_list *out);

/* A stable lower-case id of a reason ("passed_win"), for strings files and tests. */
const char *sp_block_reason_id(int reason);
/* The reason with that id (not "none"), or -1. */
int sp_block_reason_parse(const char *id);

#endif
