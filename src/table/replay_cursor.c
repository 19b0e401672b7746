/* replay_cursor.c: a replay's frames, the marks to come back to, and what each frame shows. */
#include "table/replay_cursor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static int add_frame(sp_replay_cursor *c, size_t *cap)
{
    if (c->nframes == *cap) {
        size_t n = *cap ? *cap * 2 : 256;
        sp_frame *f = realloc(c->frames, n * sizeof *f);
        if (!f) return -1;
        c->frames = f;
        *cap = n;
    }
    c->frames[c->nframes].hand = c->s.game.hand_number;
    c->frames[c->nframes].actions = (uint32_t)c->s.nlog;
    c->nframes++;
    return 0;
}

static int add_mark(sp_replay_cursor *c, size_t *cap)
{
    if (c->nmarks == *cap) {
        size_t n = *cap ? *cap * 2 : 32;
        void *m = realloc(c->marks, n * sizeof *c->marks);
        if (!m) return -1;
        c->marks = m;
        *cap = n;
    }
    c->marks[c->nmarks].frame = c->nframes - 1;
    sp_session_mark_take(&c->s, &c->marks[c->nmarks].mark);
    c->nmarks++;
    return 0;
}

/* The next hand's deal after a hand's end: a frame and a mark of its own. */
static int deal_next(sp_replay_cursor *c, size_t *fcap, size_t *mcap)
{
    sp_session_next_hand(&c->s);
    return add_frame(c, fcap) || add_mark(c, mcap) ? -1 : 0;
}

/* Each finished hand's digest, where the file has it, is the one its events give. */
static int check_digests(const sp_replay_cursor *c, char *err, size_t errlen)
{
    for (size_t h = 0; h < c->s.ndigests && h < c->r->ndigests; h++)
        if (c->s.digests[h] != c->r->digests[h]) {
            snprintf(err, errlen, "hand %zu: its events differ from the recorded ones (the replay does not match ruleset %s)",
                     h + 1, c->rules->id);
            return -1;
        }
    return 0;
}

int sp_cursor_open(sp_replay_cursor *c, const sp_replay *r, const sp_ruleset *rules, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    c->r = r;
    c->rules = rules;
    char why[256];
    size_t fcap = 0, mcap = 0;
    if (sp_session_init(&c->s, rules, r->options, r->players, r->seed, r->has_wall ? r->wall : NULL, r->wall_n, why,
                        sizeof why)) {
        snprintf(err, errlen, "the match cannot start: %s", why);
        return -1;
    }
    if (sp_session_set_rules_text(&c->s, r->rules_text) || add_frame(c, &fcap) || add_mark(c, &mcap)) goto oom;
    for (size_t i = 0; i < r->nactions; i++) {
        const sp_logged_action *a = &r->actions[i];
        while (c->s.game.hand_number < a->hand && c->s.game.phase == SP_PHASE_HAND_OVER)
            if (deal_next(c, &fcap, &mcap)) goto oom;
        if (c->s.game.hand_number != a->hand) {
            snprintf(err, errlen, "hand %u action %zu: the match is still at hand %u", a->hand, i + 1, c->s.game.hand_number);
            return -1;
        }
        if (sp_session_submit(&c->s, a->seat, &a->action, why, sizeof why)) {
            char text[40];
            sp_action_format(&a->action, text, sizeof text);
            snprintf(err, errlen, "hand %u action %zu (%c %s) refused: %s", a->hand, i + 1, sp_seat_letter(a->seat), text, why);
            return -1;
        }
        if (add_frame(c, &fcap) || (c->s.nlog % SP_CURSOR_EVERY == 0 && add_mark(c, &mcap))) goto oom;
        if (check_digests(c, err, errlen)) return -1;
    }
    while (c->s.game.hand_number < r->nhands && c->s.game.phase == SP_PHASE_HAND_OVER)
        if (deal_next(c, &fcap, &mcap)) goto oom;
    if (check_digests(c, err, errlen)) return -1;
    if (c->s.out_of_memory) goto oom;
    c->at = c->nframes - 1;
    sp_cursor_seek(c, 0);
    c->replayed = 0;
    return 0;
oom:
    snprintf(err, errlen, "out of memory");
    return -1;
}

void sp_cursor_close(sp_replay_cursor *c)
{
    sp_session_free(&c->s);
    free(c->frames);
    free(c->marks);
    c->frames = NULL;
    c->marks = NULL;
    c->nframes = c->nmarks = 0;
}

/* One frame on from the current one. */
static void step(sp_replay_cursor *c)
{
    const sp_frame *next = &c->frames[c->at + 1];
    if (next->hand != c->s.game.hand_number) {
        sp_session_next_hand(&c->s);
    } else {
        const sp_logged_action *a = &c->r->actions[c->frames[c->at].actions];
        char why[256];
        /* taken once already when the cursor opened: refused now would be a bug of the engine */
        if (sp_session_submit(&c->s, a->seat, &a->action, why, sizeof why) == 0) c->replayed++;
    }
    c->at++;
}

void sp_cursor_seek(sp_replay_cursor *c, size_t i)
{
    if (!c->nframes) return;
    if (i >= c->nframes) i = c->nframes - 1;
    size_t k = c->nmarks;
    while (k > 0 && c->marks[k - 1].frame > i) k--;
    /* the nearest mark: go back to it unless the current frame is already between it and i */
    if (k > 0 && (c->at > i || c->at < c->marks[k - 1].frame)) {
        sp_session_mark_restore(&c->s, &c->marks[k - 1].mark);
        c->at = c->marks[k - 1].frame;
    }
    while (c->at < i) step(c);
}

int sp_cursor_hands(const sp_replay_cursor *c) { return c->nframes ? c->frames[c->nframes - 1].hand : 0; }

bool sp_cursor_hand_frames(const sp_replay_cursor *c, int hand, size_t *first, size_t *last)
{
    size_t i = 0;
    while (i < c->nframes && c->frames[i].hand < hand) i++;
    if (i == c->nframes || c->frames[i].hand != hand) return false;
    *first = i;
    while (i + 1 < c->nframes && c->frames[i + 1].hand == hand) i++;
    *last = i;
    return true;
}

const sp_logged_action *sp_cursor_next(const sp_replay_cursor *c)
{
    if (c->at + 1 >= c->nframes || c->frames[c->at + 1].hand != c->frames[c->at].hand) return NULL;
    return &c->r->actions[c->frames[c->at].actions];
}

void sp_cursor_offered(const sp_replay_cursor *c, int seat, sp_action_list *legal, sp_blocked_list *why, int *taken)
{
    *taken = -1;
    legal->n = 0;
    if (why) why->n = 0;
    if (seat < 0 || seat >= c->s.game.players) return;
    if (why) sp_game_explain(&c->s.game, seat, why);
    if (!(sp_game_pending(&c->s.game) >> seat & 1)) return;
    sp_game_legal(&c->s.game, seat, legal);
    /* a seat asked answers before the table moves on: its next action in this hand is the answer */
    uint16_t hand = c->frames[c->at].hand;
    for (size_t i = c->frames[c->at].actions; i < c->r->nactions && c->r->actions[i].hand == hand; i++) {
        if (c->r->actions[i].seat != seat) continue;
        for (int k = 0; k < legal->n; k++)
            if (sp_action_equal(&legal->a[k], &c->r->actions[i].action)) *taken = k;
        return;
    }
}

void sp_cursor_view(const sp_replay_cursor *c, int seat, bool open, sp_view *out)
{
    const sp_game *g = &c->s.game;
    sp_game_view(g, seat, out);
    if (!open) return;
    for (int p = 0; p < g->players; p++) {
        sp_view_seat *o = &out->seats[p];
        o->revealed = true;
        memcpy(o->held, g->seat[p].held, sizeof o->held);
        memcpy(o->counts, g->seat[p].counts, sizeof o->counts);
    }
}

static uint64_t mix(uint64_t h, const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

/* Field by field, so that no padding byte counts. */
uint64_t sp_cursor_digest(const sp_replay_cursor *c)
{
    const sp_game *g = &c->s.game;
    uint64_t h = 0xcbf29ce484222325ull;
    int32_t top[] = {g->phase, g->turn, g->hand_number, g->dealer, g->round, g->hand_in_round, g->dealer_streak,
                     g->head, g->tail, g->wall_size, g->indicator, g->wild_kind, g->last_discard, g->turn_flags,
                     g->asked, g->answered, g->kong_chain, g->calls_made, g->discards_total, g->outcome.kind,
                     g->outcome.nwins, (int32_t)sp_game_pending(g)};
    h = mix(h, top, sizeof top);
    h = mix(h, g->wall, g->wall_size);
    for (int p = 0; p < g->players; p++) {
        const sp_game_seat *s = &g->seat[p];
        h = mix(h, s->held, sizeof s->held);
        int32_t f[] = {s->drawn, s->nmelds, s->nriver, s->flowers, s->nflowers, s->nspecial, s->score, s->dead, s->out,
                       s->missing_suit, s->ready_declared, s->draws, g->outcome.delta[p]};
        h = mix(h, f, sizeof f);
        for (int m = 0; m < s->nmelds; m++) {
            const sp_game_meld *gm = &s->melds[m];
            uint8_t b[8] = {gm->meld.type, gm->meld.kind, (uint8_t)gm->meld.from, gm->tiles[0], gm->tiles[1], gm->tiles[2],
                            gm->tiles[3], (uint8_t)gm->claimed};
            h = mix(h, b, sizeof b);
        }
        h = mix(h, s->river, s->nriver);
        h = mix(h, s->river_flags, s->nriver);
        h = mix(h, s->flower_order, s->nflowers);
        h = mix(h, s->special, s->nspecial);
        /* what the seat may do now stands for the model's own state */
        sp_action_list l;
        sp_game_legal(g, p, &l);
        for (int i = 0; i < l.n; i++) {
            uint8_t b[5] = {l.a[i].type, l.a[i].tile, l.a[i].with[0], l.a[i].with[1], l.a[i].suit};
            h = mix(h, b, sizeof b);
        }
    }
    return h;
}
