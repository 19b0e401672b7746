/* session.c: running a match through controllers, timers and observers. */
#include "table/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const uint64_t fnv_offset = 0xcbf29ce484222325ull, fnv_prime = 0x100000001b3ull;

uint64_t sp_event_digest(uint64_t h, const sp_event *e)
{
    /* the fields packed into words, each word mixed in (FNV-style multiply, then a shift so
     * high bits reach the low ones) */
    uint64_t w[4];
    w[0] = (uint64_t)e->type | (uint64_t)(uint8_t)e->seat << 8 | (uint64_t)(uint8_t)e->from << 16 |
           (uint64_t)e->tile << 24 | (uint64_t)e->visible << 32 | (uint64_t)e->n << 40;
    w[1] = (uint64_t)(uint32_t)e->a | (uint64_t)(uint32_t)e->b << 32;
    uint8_t t[16] = {0};
    memcpy(t, e->tiles, e->n < 14 ? e->n : 14);
    memcpy(&w[2], t, 8);
    memcpy(&w[3], t + 8, 8);
    for (int i = 0; i < 4; i++) {
        h = (h ^ w[i]) * fnv_prime;
        h ^= h >> 29;
    }
    return h;
}

/* Drains the engine's events to the observers and the hand digest. */
static void fan_out(sp_session *s)
{
    sp_event e, seen;
    while (sp_game_next_event(&s->game, &e)) {
        if (e.type == SP_EV_HAND_START) s->hand_digest = fnv_offset;
        s->hand_digest = sp_event_digest(s->hand_digest, &e);
        if (e.type == SP_EV_HAND_END) {
            if (s->ndigests == s->capdigests) {
                size_t cap = s->capdigests ? s->capdigests * 2 : 16;
                uint64_t *d = realloc(s->digests, cap * sizeof *d);
                if (!d) {
                    s->out_of_memory = true;
                    continue;
                }
                s->digests = d;
                s->capdigests = cap;
            }
            s->digests[s->ndigests++] = s->hand_digest;
        }
        for (int i = 0; i < s->nobservers; i++) {
            if (s->observers[i].seat < 0) s->observers[i].fn(s->observers[i].ctx, &e);
            else {
                sp_event_for_seat(&e, s->observers[i].seat, &seen);
                s->observers[i].fn(s->observers[i].ctx, &seen);
            }
        }
    }
}

int sp_session_init(sp_session *s, const sp_ruleset *rules, const int32_t *options, int players, uint64_t seed,
                    const uint8_t *wall, int wall_n, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    s->hand_digest = fnv_offset;
    for (int i = 0; i < rules->noptions; i++) s->options[i] = options ? options[i] : rules->options[i].def;
    s->seed = seed;
    if (wall) {
        if (wall_n < 0 || wall_n > SP_MAX_WALL) {
            snprintf(err, errlen, "wall: %d tiles", wall_n);
            return -1;
        }
        s->has_wall = true;
        memcpy(s->wall, wall, (size_t)wall_n);
        s->wall_n = wall_n;
        return sp_game_init_wall(&s->game, rules, s->options, players, seed, wall, wall_n, err, errlen);
    }
    return sp_game_init(&s->game, rules, s->options, players, seed, err, errlen);
}

void sp_session_free(sp_session *s)
{
    free(s->log);
    free(s->digests);
    free(s->rules_text);
    s->log = NULL;
    s->digests = NULL;
    s->rules_text = NULL;
    s->nlog = s->caplog = s->ndigests = s->capdigests = 0;
}

int sp_session_set_rules_text(sp_session *s, const char *text)
{
    char *copy = NULL;
    if (text && !(copy = malloc(strlen(text) + 1))) return -1;
    if (copy) strcpy(copy, text);
    free(s->rules_text);
    s->rules_text = copy;
    return 0;
}

void sp_session_set_controller(sp_session *s, int seat, const sp_controller *c)
{
    if (seat >= 0 && seat < SP_SEATS) s->ctl[seat] = *c;
}

int sp_session_add_observer(sp_session *s, sp_observer_fn fn, void *ctx, int seat)
{
    if (s->nobservers == SP_MAX_OBSERVERS) return -1;
    s->observers[s->nobservers].fn = fn;
    s->observers[s->nobservers].ctx = ctx;
    s->observers[s->nobservers].seat = seat;
    s->nobservers++;
    /* a new observer first hears what is still queued (the deal of the first hand) */
    return 0;
}

sp_action sp_session_default_action(const sp_game *g, int seat, const sp_action_list *legal)
{
    for (int i = 0; i < legal->n; i++)
        if (legal->a[i].type == SP_ACT_PASS) return legal->a[i];
    int drawn = g->seat[seat].drawn;
    int last_discard = -1;
    for (int i = 0; i < legal->n; i++) {
        if (legal->a[i].type != SP_ACT_DISCARD) continue;
        if (drawn >= 0 && legal->a[i].tile == sp_tile_kind(drawn)) return legal->a[i];
        last_discard = i;
    }
    return legal->a[last_discard >= 0 ? last_discard : 0];
}

static int log_action(sp_session *s, int seat, const sp_action *a)
{
    if (s->nlog == s->caplog) {
        size_t cap = s->caplog ? s->caplog * 2 : 256;
        sp_logged_action *l = realloc(s->log, cap * sizeof *l);
        if (!l) {
            s->out_of_memory = true;
            return -1;
        }
        s->log = l;
        s->caplog = cap;
    }
    sp_logged_action *e = &s->log[s->nlog++];
    e->hand = s->game.hand_number;
    e->seat = (int8_t)seat;
    e->action = *a;
    return 0;
}

/* Starts the timers of seats that have just become pending; stops the others'. */
static void update_timers(sp_session *s, unsigned before, int64_t now_ms, int actor)
{
    unsigned pending = sp_game_pending(&s->game);
    int32_t limit = s->game.phase == SP_PHASE_TURN ? s->turn_ms : s->claim_ms;
    for (int p = 0; p < SP_SEATS; p++) {
        bool now = pending >> p & 1, was = before >> p & 1;
        if (!now) s->timing &= ~(1u << p);
        else if (!was || p == actor || !(s->timing >> p & 1)) {
            if (limit > 0) {
                s->deadline[p] = now_ms + limit;
                s->timing |= 1u << p;
            } else
                s->timing &= ~(1u << p);
        }
    }
}

void sp_session_set_before_apply(sp_session *s, sp_before_fn fn, void *ctx)
{
    s->before_apply = fn;
    s->before_ctx = ctx;
}

int sp_session_submit(sp_session *s, int seat, const sp_action *a, char *why, size_t whylen)
{
    unsigned before = sp_game_pending(&s->game);
    if (s->before_apply) s->before_apply(s->before_ctx, &s->game, seat, a);
    if (sp_game_apply(&s->game, seat, a, why, whylen)) return -1;
    log_action(s, seat, a);
    fan_out(s);
    update_timers(s, before, 0, seat);
    return 0;
}

int sp_session_step(sp_session *s, int64_t now_ms, char *why, size_t whylen)
{
    int applied = 0;
    fan_out(s);
    for (;;) {
        unsigned pending = sp_game_pending(&s->game);
        if (!pending) return applied;
        /* timers of seats that became pending without an action of ours (a new hand) */
        for (int p = 0; p < SP_SEATS; p++)
            if ((pending >> p & 1) && !(s->timing >> p & 1)) {
                int32_t limit = s->game.phase == SP_PHASE_TURN ? s->turn_ms : s->claim_ms;
                if (limit > 0) {
                    s->deadline[p] = now_ms + limit;
                    s->timing |= 1u << p;
                }
            }
        bool progressed = false;
        for (int p = 0; p < s->game.players && !progressed; p++) {
            if (!(pending >> p & 1)) continue;
            sp_action_list legal;
            sp_game_legal(&s->game, p, &legal);
            sp_action a;
            int decided = 0;
            const sp_controller *c = &s->ctl[p];
            if (c->decide) {
                sp_view view;
                if (c->wants_view) sp_game_view(&s->game, p, &view);
                decided = c->decide(c->ctx, p, c->wants_view ? &view : NULL, &legal, &a);
            }
            if (!decided && (s->timing >> p & 1) && now_ms >= s->deadline[p]) {
                a = sp_session_default_action(&s->game, p, &legal);
                s->timeouts++;
                decided = 1;
            }
            if (!decided) continue;
            unsigned before = sp_game_pending(&s->game);
            if (s->before_apply) s->before_apply(s->before_ctx, &s->game, p, &a);
            int i;
            for (i = 0; i < legal.n && !sp_action_equal(&legal.a[i], &a); i++) {}
            if (i < legal.n ? sp_game_apply_listed(&s->game, &legal, i, why, whylen) : sp_game_apply(&s->game, p, &a, why, whylen))
                return -1;
            log_action(s, p, &a);
            fan_out(s);
            update_timers(s, before, now_ms, p);
            applied++;
            progressed = true;
        }
        if (!progressed) return applied;
    }
}

void sp_session_next_hand(sp_session *s)
{
    sp_game_next_hand(&s->game);
    s->timing = 0;
    fan_out(s);
}

int sp_session_run(sp_session *s, int64_t now_ms, char *why, size_t whylen)
{
    int total = 0;
    for (;;) {
        int n = sp_session_step(s, now_ms, why, whylen);
        if (n < 0) return -1;
        total += n;
        if (s->game.phase == SP_PHASE_HAND_OVER) {
            sp_session_next_hand(s);
            continue;
        }
        return total;
    }
}

void sp_session_mark_take(const sp_session *s, sp_session_mark *out)
{
    out->game = s->game;
    out->hand_digest = s->hand_digest;
    out->nlog = s->nlog;
    out->ndigests = s->ndigests;
}

void sp_session_mark_restore(sp_session *s, const sp_session_mark *m)
{
    s->game = m->game;
    s->hand_digest = m->hand_digest;
    if (m->nlog < s->nlog) s->nlog = m->nlog;
    if (m->ndigests < s->ndigests) s->ndigests = m->ndigests;
    s->timing = 0;
}
