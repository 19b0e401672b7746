/* game_view.c: one seat's view of a game. */
#include "core/game_view.h"

#include <string.h>

void sp_game_view(const sp_game *g, int seat, sp_view *v)
{
    memset(v, 0, sizeof *v);
    v->rules = g->rules;
    v->seat = (int8_t)seat;
    v->players = g->players;
    v->phase = g->phase;
    v->turn = g->turn;
    v->dealer = g->dealer;
    v->round = g->round;
    v->hand_in_round = g->hand_in_round;
    v->dealer_streak = g->dealer_streak;
    v->hand_number = g->hand_number;
    v->wall_left = (uint8_t)sp_game_wall_left(g);
    v->wall_size = g->wall_size;
    v->indicator = g->indicator;
    v->last_discard = g->last_discard;
    v->wild_kind = g->wild_kind;
    v->turn_flags = g->turn_flags;
    v->pending = sp_game_pending(g);
    bool over = g->phase == SP_PHASE_HAND_OVER || g->phase == SP_PHASE_MATCH_OVER;
    for (int p = 0; p < g->players; p++) {
        const sp_game_seat *s = &g->seat[p];
        sp_view_seat *o = &v->seats[p];
        o->nconcealed = s->nconcealed;
        o->revealed = p == seat || over;
        if (o->revealed) {
            memcpy(o->held, s->held, sizeof o->held);
            memcpy(o->counts, s->counts, sizeof o->counts);
        }
        o->drawn = p == seat ? s->drawn : -1;
        o->nmelds = s->nmelds;
        memcpy(o->melds, s->melds, sizeof o->melds);
        o->nriver = s->nriver;
        memcpy(o->river, s->river, sizeof o->river);
        memcpy(o->river_flags, s->river_flags, sizeof o->river_flags);
        memcpy(o->river_seq, s->river_seq, sizeof o->river_seq);
        o->flowers = s->flowers;
        o->nflowers = s->nflowers;
        memcpy(o->flower_order, s->flower_order, sizeof o->flower_order);
        o->nspecial = s->nspecial;
        memcpy(o->special, s->special, sizeof o->special);
        o->score = s->score;
        o->out = s->out;
        o->dead = s->dead;
        o->missing_suit = s->missing_suit;
        o->ready_declared = s->ready_declared;
    }
    if (over) v->outcome = g->outcome;
}
