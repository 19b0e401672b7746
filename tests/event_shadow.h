/* event_shadow.h: a table rebuilt from nothing but the events one seat receives, compared with
 * the engine's state - so every event is consistent with the state, and a seat's events never
 * carry another seat's concealed tiles. */
#ifndef SP_EVENT_SHADOW_H
#define SP_EVENT_SHADOW_H

#include <stdio.h>
#include <string.h>

#include "core/game.h"
#include "core/tile.h"

typedef struct {
    int nconcealed;
    uint8_t counts[SP_KINDS_ALL];  /* the viewer's own tiles only */
    int nriver;
    uint8_t river[SP_RIVER_MAX];
    bool claimed[SP_RIVER_MAX];
    int nmelds;
    uint8_t meld_type[4], meld_kind[4];
    uint8_t flowers;
    int nspecial;
} shadow_seat;

typedef struct {
    int viewer;
    bool live;          /* a hand is being followed (from HAND_START to its first WIN / end) */
    shadow_seat seat[SP_SEATS];
    char error[256];
} shadow_table;

static inline void shadow_fail(shadow_table *t, const char *what, int seat)
{
    if (!t->error[0]) snprintf(t->error, sizeof t->error, "viewer %d: %s (seat %d)", t->viewer, what, seat);
}

static inline void shadow_take(shadow_table *t, int seat, int tile)
{
    shadow_seat *s = &t->seat[seat];
    s->nconcealed--;
    if (seat != t->viewer) return;
    if (tile == SP_TILE_HIDDEN) {
        shadow_fail(t, "own tile hidden", seat);
        return;
    }
    if (!s->counts[sp_tile_kind(tile)]) shadow_fail(t, "a tile leaves a hand that does not hold it", seat);
    else s->counts[sp_tile_kind(tile)]--;
}

static inline void shadow_give(shadow_table *t, int seat, int tile)
{
    shadow_seat *s = &t->seat[seat];
    s->nconcealed++;
    if (seat != t->viewer) {
        if (tile != SP_TILE_HIDDEN) shadow_fail(t, "another seat's concealed tile is visible", seat);
        return;
    }
    if (tile == SP_TILE_HIDDEN) shadow_fail(t, "own tile hidden", seat);
    else s->counts[sp_tile_kind(tile)]++;
}

/* Feeds one event (as the viewer receives it). */
static inline void shadow_event(shadow_table *t, const sp_event *e)
{
    if (e->type == SP_EV_HAND_START) {
        memset(t->seat, 0, sizeof t->seat);
        t->live = true;
        return;
    }
    if (!t->live) return;
    int p = e->seat;
    switch (e->type) {
    case SP_EV_DEAL:
        for (int i = 0; i < e->n; i++) shadow_give(t, p, e->tiles[i]);
        break;
    case SP_EV_DRAW: shadow_give(t, p, e->tile); break;
    case SP_EV_FLOWER:
        shadow_take(t, p, p == t->viewer ? e->tile : SP_TILE_HIDDEN);
        t->seat[p].flowers = (uint8_t)(t->seat[p].flowers | 1u << (sp_tile_kind(e->tile) - SP_KIND_F));
        break;
    case SP_EV_DISCARD: {
        shadow_take(t, p, p == t->viewer ? e->tile : SP_TILE_HIDDEN);
        shadow_seat *s = &t->seat[p];
        if (s->nriver < SP_RIVER_MAX) s->river[s->nriver++] = e->tile;
        break;
    }
    case SP_EV_MELD: {
        shadow_seat *s = &t->seat[p];
        if (e->a == SP_MELD_KAKAN) {
            shadow_take(t, p, p == t->viewer ? e->tile : SP_TILE_HIDDEN);
            for (int i = 0; i < s->nmelds; i++)
                if (s->meld_type[i] == SP_MELD_PON && s->meld_kind[i] == e->b) s->meld_type[i] = SP_MELD_KAKAN;
            break;
        }
        for (int i = 0; i < e->n; i++)
            if (e->a == SP_MELD_ANKAN || e->tiles[i] != e->tile)
                shadow_take(t, p, p == t->viewer ? e->tiles[i] : SP_TILE_HIDDEN);
        if (e->from >= 0 && e->a != SP_MELD_ANKAN) {
            shadow_seat *d = &t->seat[e->from];
            if (d->nriver) d->claimed[d->nriver - 1] = true;
        }
        if (s->nmelds < 4) {
            s->meld_type[s->nmelds] = (uint8_t)e->a;
            s->meld_kind[s->nmelds++] = (uint8_t)e->b;
        }
        break;
    }
    case SP_EV_SPECIAL:
        shadow_take(t, p, p == t->viewer ? e->tile : SP_TILE_HIDDEN);
        t->seat[p].nspecial++;
        break;
    case SP_EV_WIN:
    case SP_EV_EXHAUSTED:
    case SP_EV_HAND_END: t->live = false; break; /* the hand's end moves tiles in model ways */
    default: break;
    }
}

/* Compares the shadow with the engine; false (error set) on the first difference. */
static inline bool shadow_matches(shadow_table *t, const sp_game *g)
{
    if (t->error[0]) return false;
    if (!t->live) return true;
    for (int p = 0; p < g->players; p++) {
        const sp_game_seat *s = &g->seat[p];
        shadow_seat *h = &t->seat[p];
        if (h->nconcealed != s->nconcealed) shadow_fail(t, "concealed tile count differs", p);
        if (p == t->viewer && memcmp(h->counts, s->counts, SP_KINDS)) shadow_fail(t, "own tiles differ", p);
        if (h->nriver != s->nriver) shadow_fail(t, "river length differs", p);
        for (int i = 0; i < h->nriver && i < s->nriver; i++) {
            if (h->river[i] != s->river[i]) shadow_fail(t, "river tile differs", p);
            if (h->claimed[i] != ((s->river_flags[i] & SP_RIVER_CLAIMED) != 0)) shadow_fail(t, "claimed mark differs", p);
        }
        if (h->nmelds != s->nmelds) shadow_fail(t, "meld count differs", p);
        for (int i = 0; i < h->nmelds && i < s->nmelds; i++)
            if (h->meld_type[i] != s->melds[i].meld.type || h->meld_kind[i] != s->melds[i].meld.kind)
                shadow_fail(t, "meld differs", p);
        if (h->flowers != s->flowers) shadow_fail(t, "flowers differ", p);
        if (h->nspecial != s->nspecial) shadow_fail(t, "one-tile kongs differ", p);
    }
    return !t->error[0];
}

#endif
