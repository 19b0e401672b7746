/* match_cues.c: see match_cues.h. */
#include "ui/match_cues.h"

int ui_cue_for_event(const sp_event *e, int view_seat, bool limit)
{
    switch (e->type) {
    case SP_EV_DRAW: return e->seat == view_seat ? SOUND_DRAW : -1;
    case SP_EV_DISCARD: return e->seat == view_seat ? SOUND_DISCARD : SOUND_DISCARD_OTHER;
    case SP_EV_MELD:
        if (e->a == SP_MELD_CHI) return SOUND_CHOW;
        if (e->a == SP_MELD_PON) return SOUND_PUNG;
        return SOUND_KONG;
    case SP_EV_SPECIAL: return SOUND_KONG_ONE;
    case SP_EV_FLOWER: return SOUND_FLOWER;
    case SP_EV_DECLARE: return SOUND_DECLARE;
    case SP_EV_WIN:
        if (!e->b) return SOUND_EXHAUSTIVE_DRAW; /* a false win: the falling figure */
        if (limit) return SOUND_WIN_LIMIT;
        return e->from < 0 ? SOUND_WIN_SELF_DRAW : SOUND_WIN_DISCARD;
    case SP_EV_EXHAUSTED: return SOUND_EXHAUSTIVE_DRAW;
    default: return -1;
    }
}

int ui_cue_win_limit(const sp_hand_outcome *o, const sp_event *e)
{
    if (!o) return -1;
    for (int i = 0; i < o->nwins && i < SP_MAX_WINNERS; i++)
        if (o->wins[i].seat == e->seat) return o->wins[i].limit ? 1 : 0;
    return 0;
}
