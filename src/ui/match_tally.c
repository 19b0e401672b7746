/* match_tally.c: a match's figures per seat, from its log or hand by hand. */
#include "ui/match_tally.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/replay.h"

void ui_tally_init(ui_tally *t, int players)
{
    memset(t, 0, sizeof *t);
    t->players = players;
}

static void keep_patterns(ui_tally_seat *ts, const sp_score_result *r)
{
    ts->npatterns = 0;
    for (int i = 0; r && r->valid && i < r->npatterns && ts->npatterns < UI_TALLY_PATTERNS; i++)
        ts->patterns[ts->npatterns++] = r->patterns[i];
}

/* The sheet of win i when it is known. */
static const sp_score_result *sheet(const sp_score_result *res, int nres, int i)
{
    return res && i < nres && res[i].valid ? &res[i] : NULL;
}

void ui_tally_add_hand(ui_tally *t, const sp_hand_outcome *o, const sp_score_result *res, int nres, int hand,
                       const int32_t *scores)
{
    if (t->hands && hand == t->last_hand) return;
    if (!t->hands) t->first_hand = hand;
    t->hands++;
    t->last_hand = hand;
    if (t->nscores == 0) {
        memcpy(t->scores[0], o->scores_before, sizeof t->scores[0]);
        t->nscores = 1;
    }
    if (t->nscores == UI_TALLY_HANDS + 1) { /* a very long match: the chart keeps the latest hands */
        memmove(t->scores[0], t->scores[1], sizeof t->scores[0] * UI_TALLY_HANDS);
        t->nscores--;
    }
    memcpy(t->scores[t->nscores++], scores, sizeof t->scores[0]);
    if (o->kind != SP_END_WIN) return;
    int dealt_in[SP_MAX_WINNERS], ndealt = 0; /* discards won on: discarder * 256 + tile */
    for (int i = 0; i < o->nwins && i < SP_MAX_WINNERS; i++) {
        const sp_game_win *w = &o->wins[i];
        if (!w->valid || w->seat < 0 || w->seat >= t->players) continue;
        ui_tally_seat *ts = &t->seat[w->seat];
        ts->wins++;
        if (w->discarder < 0) ts->self_draws++;
        else if (w->discarder < t->players) {
            int key = w->discarder * 256 + w->win_tile, seen = 0;
            for (int k = 0; k < ndealt; k++) seen |= dealt_in[k] == key;
            if (!seen) {
                dealt_in[ndealt++] = key;
                t->seat[w->discarder].deal_ins++;
            }
        }
        /* the biggest: the highest value, then the most points gained */
        int32_t gained = o->delta[w->seat];
        if (ts->best_hand && (w->fan < ts->best_value || (w->fan == ts->best_value && gained <= ts->best_points)))
            continue;
        ts->best_hand = hand;
        ts->best_value = w->fan;
        ts->best_points = gained;
        ts->best_limit = w->limit;
        keep_patterns(ts, sheet(res, nres, i));
    }
}

void ui_tally_add_sheets(ui_tally *t, const sp_hand_outcome *o, const sp_score_result *res, int nres, int hand)
{
    if (o->kind != SP_END_WIN) return;
    for (int i = 0; i < o->nwins && i < SP_MAX_WINNERS; i++) {
        const sp_game_win *w = &o->wins[i];
        const sp_score_result *r = sheet(res, nres, i);
        if (!r || w->seat < 0 || w->seat >= t->players) continue;
        ui_tally_seat *ts = &t->seat[w->seat];
        if (ts->best_hand == hand && ts->best_value == w->fan && !ts->npatterns) keep_patterns(ts, r);
    }
}

/* Playing the log again: each hand's end is counted as it comes. */
typedef struct {
    ui_tally *t;
    const sp_session *s;
    sp_score_result res[SP_MAX_WINNERS];
} replaying;

static void on_event(void *ctx, const sp_event *e)
{
    replaying *p = ctx;
    if (e->type != SP_EV_HAND_END) return;
    const sp_game *g = &p->s->game;
    int n = 0;
    for (; n < g->outcome.nwins && n < SP_MAX_WINNERS; n++) {
        char err[200];
        if (sp_game_win_result(g, n, &p->res[n], err, sizeof err)) memset(&p->res[n], 0, sizeof p->res[n]);
    }
    int32_t scores[SP_SEATS] = {0};
    for (int s = 0; s < g->players; s++) scores[s] = g->seat[s].score;
    ui_tally_add_hand(p->t, &g->outcome, p->res, n, g->hand_number, scores);
}

int ui_tally_from_session(ui_tally *t, const sp_session *s, char *err, size_t errlen)
{
    ui_tally_init(t, s->game.players);
    /* the session's log as a replay, borrowed (nothing of it is freed) */
    sp_replay r;
    memset(&r, 0, sizeof r);
    memcpy(r.options, s->options, sizeof r.options);
    r.players = s->game.players;
    r.seed = s->seed;
    r.has_wall = s->has_wall;
    memcpy(r.wall, s->wall, sizeof r.wall);
    r.wall_n = s->wall_n;
    r.actions = s->log;
    r.nactions = s->nlog;
    r.digests = s->digests;
    r.ndigests = s->ndigests;
    r.nhands = s->game.hand_number;
    r.complete = s->game.phase == SP_PHASE_MATCH_OVER;
    sp_session *again = calloc(1, sizeof *again);
    replaying *p = calloc(1, sizeof *p);
    int rc = -1;
    if (!again || !p) {
        snprintf(err, errlen, "out of memory");
    } else {
        p->t = t;
        p->s = again;
        rc = sp_replay_play_observed(&r, s->game.rules, again, false, on_event, p, -1, err, errlen);
        sp_session_free(again);
    }
    free(again);
    free(p);
    return rc;
}

void ui_tally_order(const int32_t *scores, int players, int order[SP_SEATS])
{
    for (int i = 0; i < players; i++) order[i] = i;
    for (int i = 1; i < players; i++)
        for (int j = i; j > 0 && scores[order[j]] > scores[order[j - 1]]; j--) {
            int tmp = order[j];
            order[j] = order[j - 1];
            order[j - 1] = tmp;
        }
}
