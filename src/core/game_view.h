/* game_view.h: what one seat may know of a game - its own concealed tiles and everything on
 * the table - and nothing else. Computer players and fronts read views, never the full state;
 * a view never holds another seat's concealed tiles unless the rules have revealed them (at
 * the end of a hand). */
#ifndef SP_GAME_VIEW_H
#define SP_GAME_VIEW_H

#include "core/game.h"

typedef struct {
    uint8_t nconcealed;        /* how many concealed tiles the seat holds */
    bool revealed;             /* the concealed tiles below are shown (own seat, or hand over) */
    uint8_t held[SP_KINDS];    /* when revealed: bit c = copy c of the kind (as sp_game_seat) */
    uint8_t counts[SP_KINDS];
    int16_t drawn;             /* own seat: the tile just drawn, else -1 */
    uint8_t nmelds;
    sp_game_meld melds[4];     /* a concealed kong's tiles are shown (Hong Kong and Chinese tables show them) */
    uint8_t nriver;
    uint8_t river[SP_RIVER_MAX];
    uint8_t river_flags[SP_RIVER_MAX];
    uint8_t river_seq[SP_RIVER_MAX]; /* each discard's place among the hand's discards */
    uint8_t flowers, nflowers;
    uint8_t flower_order[8];
    uint8_t nspecial;
    uint8_t special[16];
    int32_t score;
    bool out, dead;
    int8_t missing_suit;       /* 定缺 suit once chosen, -1 none */
    bool ready_declared;
} sp_view_seat;

typedef struct {
    const sp_ruleset *rules;
    int8_t seat;               /* whose view; -1 for a spectator who sees only the table */
    uint8_t players, phase, turn, dealer, round, hand_in_round, dealer_streak;
    uint16_t hand_number;
    uint8_t wall_left, wall_size;
    int16_t indicator, last_discard;
    int8_t wild_kind;
    uint8_t turn_flags;
    unsigned pending;          /* seats that must act now */
    sp_view_seat seats[SP_SEATS];
    sp_hand_outcome outcome;   /* the finished hand's outcome (phase HAND_OVER / MATCH_OVER) */
} sp_view;

/* Fills the view of `seat` (-1: a spectator). */
void sp_game_view(const sp_game *g, int seat, sp_view *out);

#endif
