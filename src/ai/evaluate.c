/* evaluate.c: determinized search over one seat's legal actions (evaluate.h). */
#define _POSIX_C_SOURCE 200809L
#include "ai/evaluate.h"

#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/bot.h"
#include "ai/defence.h"
#include "ai/tuning.h"
#include "core/game_sample.h"
#include "core/game_view.h"

/* The calling thread's processor time: the budget buys the same search on a busy machine. */
static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static uint64_t mix(uint64_t a, uint64_t b)
{
    uint64_t z = a + 0x9E3779B97F4A7C15ull * (b + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

void sp_eval_config_default(sp_eval_config *c)
{
    memset(c, 0, sizeof *c);
    c->samples = 64;
    c->seed = 1;
    c->playout_level = SP_BOT_NORMAL;
    c->ref = -1;
    /* test_evaluate --long, 1,000 positions a ruleset: hands dealt as they come make the values
     * optimistic (Guizhou by 1.30 points, z 5.79); read, every ruleset is within 3 standard errors */
    c->read_ready = true;
    /* and where hard reads their waits: what the expert deals, so the review, `evaluate` and
     * the problem sets value what it values; as unbiased (test_evaluate --long, z over 1,000
     * positions a ruleset: 2.40 Guizhou, 0.14 hk-classic, 1.65 hk-xigu, 1.71 mcr, 1.68
     * mingjiang, 0.12 Wuhan; readiness alone 2.48, 0.14, 0.89, 1.79, 1.89, 0.11) */
    c->read_waits = true;
    /* and the seat's own next two decisions in each playout are hard's, as in the expert's
     * search: a fold is valued as the fold it starts, not as one safe discard before a normal
     * player pushes again (src/ai/EXPERT.md: hk-xigu, the expert's deal-ins 14.5 % against 17.0 %); still
     * unbiased (test_evaluate --long: z 2.71 Guizhou, 0.44, 2.02, 2.02, 2.12, -0.23; since ready
     * hands must be able to win, core/game_sample.c: 1.51, -0.05, 1.88, 1.77, 2.12, -0.26) */
    c->own_level = SP_BOT_HARD;
    /* how many: the model's tuning record's (expert_own_hard: 2, none in Wuhan), so the
     * review, `evaluate` and the problem sets value what the expert of that model values */
    c->own_decisions = -1;
}

/* The standard error of a mean of n samples (n >= 2) from their sum and sum of squares. */
static double mean_se(double sum, double sq, int n)
{
    double var = (sq - sum * sum / n) / (n - 1);
    return sqrt(var > 0 ? var / n : 0);
}

/* After n samples: does an action other than ref lead it by more than SP_EVAL_UNSETTLED_LOW but
 * not `settled` standard errors of the difference? (Below, more samples mostly confirm the
 * noise; beyond, the lead is clear.) */
static bool unsettled(const double *sum, const double *dsum, const double *dsq, int nact, int ref, int n, double settled)
{
    if (n < 4) return false;
    int best = 0;
    for (int i = 1; i < nact; i++)
        if (sum[i] > sum[best]) best = i;
    if (best == ref) return false;
    double diff = dsum[best] / n, se = mean_se(dsum[best], dsq[best], n);
    return diff > SP_EVAL_UNSETTLED_LOW * se && diff <= settled * se;
}

/* A level the playouts can use: easy .. hard (the expert does not play out its own search). */
static int playout_level(int level) { return level < SP_BOT_EASY ? SP_BOT_EASY : level > SP_BOT_HARD ? SP_BOT_HARD : level; }

double sp_eval_playout(sp_game *g, int seat, const sp_action *a, int level, uint64_t seed, bool *ok)
{
    return sp_eval_playout_own(g, seat, a, level, level, 0, seed, ok);
}

/* own_decisions as asked, or (negative) as many as the model's expert makes by hard */
static int own_count(const sp_ruleset *rs, int own_decisions)
{
    return own_decisions >= 0 ? own_decisions : (int)sp_ai_tuning_of(rs)->bot.expert_own_hard;
}

double sp_eval_playout_own(sp_game *g, int seat, const sp_action *a, int level, int own_level, int own_decisions,
                           uint64_t seed, bool *ok)
{
    own_decisions = own_count(g->rules, own_decisions);
    char why[160];
    *ok = sp_game_apply(g, seat, a, why, sizeof why) == 0;
    sp_bot bots[SP_SEATS], own;
    for (int p = 0; p < g->players; p++) sp_bot_init(&bots[p], level, mix(seed, (uint64_t)p), g->options);
    if (own_decisions > 0) sp_bot_init(&own, own_level, mix(seed, (uint64_t)seat), g->options);
    /* (every seat's players are the playout level from here on; the seat's own, after its
     * next own_decisions) */
    while (*ok && g->phase != SP_PHASE_HAND_OVER && g->phase != SP_PHASE_MATCH_OVER) {
        unsigned pending = sp_game_pending(g);
        if (!pending) break;
        int p = __builtin_ctz(pending);
        sp_action_list l;
        if (!sp_game_legal(g, p, &l)) break;
        sp_view v;
        sp_game_view(g, p, &v);
        sp_bot *bot = &bots[p];
        if (p == seat && own_decisions > 0) bot = &own, own_decisions--;
        sp_action choice = sp_bot_choose(bot, &v, &l);
        int i = 0;
        while (i < l.n && !sp_action_equal(&l.a[i], &choice)) i++;
        if (i == l.n || sp_game_apply_listed(g, &l, i, why, sizeof why)) *ok = false;
        sp_game_drop_events(g);
    }
    return g->phase == SP_PHASE_HAND_OVER || g->phase == SP_PHASE_MATCH_OVER ? (double)g->outcome.delta[seat] : 0.0;
}

int sp_evaluate(const sp_game *g, int seat, const sp_eval_config *cfg, sp_eval_result *out, char *err, size_t errlen)
{
    double start = now_ms();
    memset(out, 0, sizeof *out);
    sp_action_list legal;
    if (seat < 0 || seat >= g->players || !sp_game_legal(g, seat, &legal)) {
        snprintf(err, errlen, "seat %d has no decision to make here", seat);
        return -1;
    }
    if (legal.false_win) sp_action_list_remove(&legal, SP_ACT_HU, SP_KIND_NONE);
    if (cfg->samples <= 0 && cfg->budget_ms <= 0) {
        snprintf(err, errlen, "no budget: give samples or a time budget");
        return -1;
    }
    int level = playout_level(cfg->playout_level);
    out->n = legal.n;
    memcpy(out->action, legal.a, sizeof legal.a[0] * (size_t)legal.n);
    out->ref = cfg->ref >= 0 && cfg->ref < legal.n ? cfg->ref : 0;
    double sum[SP_MAX_LEGAL] = {0}, sq[SP_MAX_LEGAL] = {0}, dsum[SP_MAX_LEGAL] = {0}, dsq[SP_MAX_LEGAL] = {0};
    sp_game *sample = malloc(sizeof *sample), *play = malloc(sizeof *play);
    if (!sample || !play) {
        free(sample), free(play);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    /* how likely each other seat is ready, and where it would wait, as the seat's view shows it
     * (hard's reading: sp_defence_read) */
    sp_defence def;
    memset(&def, 0, sizeof def);
    if (cfg->read_ready) {
        sp_view v;
        sp_game_view(g, seat, &v);
        uint8_t unseen[SP_KINDS];
        sp_bot_unseen(&v, unseen);
        sp_defence_read(&v, unseen, 0, &def); /* def.ready: sp_defence_ready of each other seat */
    }
    const double(*wait)[SP_KINDS] = cfg->read_waits ? (const double(*)[SP_KINDS])def.deal_into : NULL;
    int own_level = playout_level(cfg->own_level);
    int own_decisions = own_count(g->rules, cfg->own_decisions);
    int n = 0, rc = 0;
    double stretch = cfg->unsettled_stretch > 1 ? cfg->unsettled_stretch : 1;
    for (;;) {
        bool within = (cfg->samples <= 0 || n < cfg->samples) && (cfg->budget_ms <= 0 || n == 0 || now_ms() - start < cfg->budget_ms);
        if (!within && stretch > 1 && (cfg->samples <= 0 || n < stretch * cfg->samples) &&
            (cfg->budget_ms <= 0 || now_ms() - start < stretch * cfg->budget_ms))
            within = unsettled(sum, dsum, dsq, legal.n, out->ref, n, cfg->settled > 0 ? cfg->settled : SP_EVAL_SETTLED);
        if (!within || (cfg->stop && atomic_load(cfg->stop))) break;
        uint64_t s = mix(cfg->seed, (uint64_t)n);
        if (sp_game_sample_reading(g, seat, s, cfg->read_ready ? def.ready : NULL, wait, sample)) {
            snprintf(err, errlen, "no sample can be made in this phase");
            rc = -1;
            break;
        }
        double x[SP_MAX_LEGAL];
        for (int i = 0; i < legal.n; i++) {
            *play = *sample;
            bool ok;
            x[i] = sp_eval_playout_own(play, seat, &legal.a[i], level, own_level, own_decisions, s, &ok);
            if (!ok) {
                char text[32];
                sp_action_format(&legal.a[i], text, sizeof text);
                snprintf(err, errlen, "a playout after %s met an illegal action (sample %d)", text, n);
                rc = -1;
                break;
            }
        }
        if (rc) break;
        for (int i = 0; i < legal.n; i++) {
            double d = x[i] - x[out->ref];
            sum[i] += x[i], sq[i] += x[i] * x[i], dsum[i] += d, dsq[i] += d * d;
        }
        n++;
    }
    free(sample), free(play);
    out->samples = n;
    for (int i = 0; i < legal.n && n > 0; i++) {
        out->mean[i] = sum[i] / n;
        out->diff[i] = dsum[i] / n;
        if (n >= 2) out->se[i] = mean_se(sum[i], sq[i], n), out->diff_se[i] = mean_se(dsum[i], dsq[i], n);
        if (out->mean[i] > out->mean[out->best]) out->best = i;
    }
    out->ms = now_ms() - start;
    return rc;
}
