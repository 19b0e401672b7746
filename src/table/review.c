/* review.c: every decision of one seat in a replay evaluated (review.h). */
#include "table/review.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "ai/evaluate.h"
#include "table/history.h"

void sp_review_params_default(sp_review_params *p)
{
    p->seat = 0;
    p->samples = 16;
    p->max_samples = 64;
    p->seed = 1;
    p->playout_level = SP_BOT_NORMAL;
}

void sp_review_free(sp_review *rv)
{
    free(rv->d);
    free(rv->hands);
    rv->d = NULL;
    rv->hands = NULL;
    rv->nd = 0;
    rv->nhands = 0;
}

double sp_review_agreement(const sp_review_tally *t)
{
    return t->evaluated ? (double)t->agreed / t->evaluated : 1.0;
}

uint64_t sp_review_hash(const void *data, size_t len)
{
    const unsigned char *p = data;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < len; i++) h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

uint64_t sp_review_decision_seed(uint64_t seed, size_t index)
{
    uint64_t z = seed + 0x9e3779b97f4a7c15ull * (index + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void tally_add(sp_review_tally *t, const sp_review_decision *d)
{
    t->decisions++;
    if (!d->evaluated) return;
    t->evaluated++;
    if (d->loss > 0)
        t->loss += d->loss;
    else
        t->agreed++;
}

void sp_review_tally_all(sp_review *rv)
{
    memset(&rv->match, 0, sizeof rv->match);
    for (int h = 0; h < rv->nhands; h++) memset(&rv->hands[h], 0, sizeof rv->hands[h]), rv->hands[h].hand = h + 1;
    rv->nworst = 0;
    for (size_t i = 0; i < rv->nd; i++) {
        const sp_review_decision *d = &rv->d[i];
        tally_add(&rv->match, d);
        if (d->hand >= 1 && d->hand <= rv->nhands) tally_add(&rv->hands[d->hand - 1], d);
        if (!(d->loss > 0)) continue;
        /* insertion into the costliest list: larger loss first, the earlier decision on a tie */
        int at = rv->nworst;
        while (at > 0 && rv->d[rv->worst[at - 1]].loss < d->loss) at--;
        if (at >= SP_REVIEW_WORST) continue;
        int last = rv->nworst < SP_REVIEW_WORST ? rv->nworst++ : SP_REVIEW_WORST - 1;
        memmove(&rv->worst[at + 1], &rv->worst[at], sizeof rv->worst[0] * (size_t)(last - at));
        rv->worst[at] = (int)i;
    }
}

/* Evaluates the decision at r->actions[index] in g; fills d. 0, 1 stopped, -1 err. */
static int evaluate_decision(const sp_game *g, const sp_review_params *p, const atomic_int *stop, size_t index,
                             const sp_action_list *legal, int taken, sp_review_decision *d, char *err, size_t errlen)
{
    d->taken = legal->a[taken];
    d->best = d->taken;
    if (g->phase == SP_PHASE_SETUP) return 0; /* 定缺 and the like: no sample of it can be made */
    sp_eval_config cfg;
    sp_eval_config_default(&cfg);
    cfg.seed = sp_review_decision_seed(p->seed, index);
    cfg.playout_level = p->playout_level;
    cfg.ref = taken;
    cfg.stop = stop;
    sp_eval_result *e = malloc(sizeof *e);
    if (!e) return snprintf(err, errlen, "out of memory"), -1;
    char why[256];
    int rc = 0;
    /* a close call is looked at again with more samples (the first ones are the same: the
     * evaluator seeds each sample from the seed and its number), until the taken action is the
     * best, or the best is ahead by more than the noise or by less than SP_REVIEW_LOOK_AGAIN
     * standard errors, or the samples reach the most (on hk-classic replays at 16 → 64 samples:
     * 2.6-3.4 times the time, and a loss found in 1 decision of 8 that 16 samples let pass) */
    for (int n = p->samples;; n = n > p->max_samples / 4 ? p->max_samples : n * 4) {
        cfg.samples = n;
        if (sp_evaluate(g, p->seat, &cfg, e, why, sizeof why)) {
            snprintf(err, errlen, "hand %d action %zu: %s", d->hand, index + 1, why);
            rc = -1;
            break;
        }
        if (e->samples < n) {
            rc = 1; /* stopped before its samples were all taken */
            break;
        }
        d->evaluated = true;
        d->samples = n;
        d->best = e->action[e->best];
        d->taken_value = e->mean[taken];
        d->best_value = e->mean[e->best];
        d->diff = e->diff[e->best];
        d->diff_se = e->diff_se[e->best];
        bool beyond_noise = d->diff > SP_REVIEW_NOISE * d->diff_se;
        d->loss = e->best != taken && beyond_noise ? d->diff : 0;
        bool suggestive = d->diff > SP_REVIEW_LOOK_AGAIN * d->diff_se;
        if (e->best == taken || beyond_noise || !suggestive || n >= p->max_samples) break;
    }
    free(e);
    return rc;
}

/* Whether seat has a choice at this moment; *taken the index of a in its legal list. */
static bool is_decision(const sp_game *g, int seat, const sp_action *a, sp_action_list *legal, int *taken)
{
    if (!sp_game_legal(g, seat, legal)) return false;
    if (legal->false_win) sp_action_list_remove(legal, SP_ACT_HU, SP_KIND_NONE);
    *taken = -1;
    for (int i = 0; i < legal->n; i++)
        if (sp_action_equal(&legal->a[i], a)) *taken = i;
    return legal->n > 1 && *taken >= 0;
}

int sp_review_run(const sp_replay *r, const sp_ruleset *rules, const sp_review_params *p, sp_review_progress_fn fn,
                  void *ctx, const atomic_int *stop, sp_review *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    out->p = *p;
    snprintf(out->ruleset, sizeof out->ruleset, "%s", r->ruleset);
    if (p->seat < 0 || p->seat >= r->players) return snprintf(err, errlen, "seat: the match has %d seats", r->players), -1;
    if (p->samples < 1 || p->samples > SP_REVIEW_MAX_SAMPLES)
        return snprintf(err, errlen, "samples: 1 to %d, not %d", SP_REVIEW_MAX_SAMPLES, p->samples), -1;
    size_t total = 0, done = 0, cap = 0;
    for (size_t i = 0; i < r->nactions; i++) total += r->actions[i].seat == p->seat;
    sp_session *s = malloc(sizeof *s);
    if (!s) return snprintf(err, errlen, "out of memory"), -1;
    char why[256];
    int rc = 0;
    if (sp_session_init(s, rules, r->options, r->players, r->seed, r->has_wall ? r->wall : NULL, r->wall_n, why, sizeof why)) {
        snprintf(err, errlen, "replay: %s", why);
        free(s);
        return -1;
    }
    for (size_t i = 0; i < r->nactions && !rc; i++) {
        const sp_logged_action *a = &r->actions[i];
        while (s->game.hand_number < a->hand && s->game.phase == SP_PHASE_HAND_OVER) sp_session_next_hand(s);
        sp_action_list legal;
        int taken;
        if (a->seat == p->seat && is_decision(&s->game, p->seat, &a->action, &legal, &taken)) {
            if (out->nd == cap) {
                cap = cap ? cap * 2 : 64;
                sp_review_decision *d = realloc(out->d, cap * sizeof *d);
                if (!d) {
                    rc = -1, snprintf(err, errlen, "out of memory");
                    break;
                }
                out->d = d;
            }
            sp_review_decision *d = &out->d[out->nd];
            memset(d, 0, sizeof *d);
            d->index = i;
            d->hand = a->hand;
            d->choices = legal.n;
            rc = evaluate_decision(&s->game, p, stop, i, &legal, taken, d, err, errlen);
            if (rc) break;
            out->nd++;
        }
        if (sp_session_submit(s, a->seat, &a->action, why, sizeof why)) {
            snprintf(err, errlen, "replay: hand %u action %zu refused: %s", a->hand, i + 1, why);
            rc = -1;
        }
        if (a->seat == p->seat && fn) fn(ctx, ++done, total);
        if (stop && atomic_load(stop) && !rc) rc = 1;
    }
    if (!rc) {
        out->nhands = r->nhands > (int)s->game.hand_number ? r->nhands : (int)s->game.hand_number;
        out->hands = calloc((size_t)(out->nhands ? out->nhands : 1), sizeof *out->hands);
        if (!out->hands)
            rc = -1, snprintf(err, errlen, "out of memory");
        else
            sp_review_tally_all(out);
    }
    sp_session_free(s);
    free(s);
    if (rc) sp_review_free(out);
    return rc;
}

int sp_review_match_key(const sp_replay *r, const sp_ruleset *rules, char *out, size_t len)
{
    out[0] = 0;
    if (!r->ndigests) return -1;
    sp_history_local_key(rules, r->options, r->seed, r->players, &r->digests[0], out, len);
    return 0;
}

int sp_review_record(const sp_review *rv, const char *db_path, char *err, size_t errlen)
{
    FILE *f = rv->match_key[0] ? fopen(db_path, "rb") : NULL;
    if (!f) return 0; /* no history there: nothing to record (and none is begun for it) */
    fclose(f);
    char note[1500];
    sp_history *h = sp_history_open(db_path, false, note, sizeof note, err, errlen);
    if (!h) return -1;
    /* only a review of the player's own seat in a match the history holds is the player's */
    int rc = 0;
    if (sp_history_match_seat(h, rv->match_key) == rv->p.seat) {
        rc = sp_history_set_review(h, rv->match_key, sp_review_agreement(&rv->match), rv->match.loss, err, errlen);
        if (!rc) rc = 1;
    }
    sp_history_close(h);
    return rc;
}
