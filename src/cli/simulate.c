/* simulate.c: headless matches with random-legal players, statistics and invariants. */
#define _POSIX_C_SOURCE 200809L
#include "cli/simulate.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/bot.h"
#include "ai/random_bot.h"
#include "cli/parallel.h"
#include "table/replay.h"
#include "table/session.h"

static int random_decide(void *ctx, int seat, const sp_view *view, const sp_action_list *legal, sp_action *out)
{
    (void)seat;
    (void)view;
    *out = sp_random_bot_choose(legal, (sp_rng *)ctx);
    return 1;
}

/* The level of each seat from a list like "hard,normal,random,easy" (one name: every seat);
 * -1 for the random player. */
static void bot_levels(const char *list, int levels[SP_SEATS])
{
    for (int p = 0; p < SP_SEATS; p++) levels[p] = -1;
    if (!list) return;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok && n < SP_SEATS; tok = strtok_r(NULL, ",", &save)) levels[n++] = sp_bot_level_parse(tok);
    for (int p = n == 1 ? 1 : SP_SEATS; p < SP_SEATS; p++) levels[p] = levels[0];
}

typedef struct {
    cli_slice slice;          /* games, or hands when c->hands */
    const sim_config *c;
    sim_stats stats;
} sim_job;

static void note_failure(sim_stats *s, const char *fmt, uint64_t seed, const char *what)
{
    if (!s->invariant_failures++) snprintf(s->first_failure, sizeof s->first_failure, fmt, seed, what);
}

/* Books the finished hand into the statistics. */
static void book_hand(const sp_game *g, sim_stats *s, uint64_t seed)
{
    const sp_hand_outcome *o = &g->outcome;
    int64_t sum = 0;
    for (int p = 0; p < g->players; p++) sum += o->delta[p];
    s->balance += sum;
    if (sum) note_failure(s, "match seed %" PRIu64 ": %.180s", seed, "a hand's payments do not sum to zero");
    s->hands++;
    if (o->kind != SP_END_WIN) {
        s->draws++;
        return;
    }
    if (o->nwins > 1) s->multiple++;
    for (int i = 0; i < o->nwins; i++) {
        const sp_game_win *w = &o->wins[i];
        if (!w->valid) {
            s->false_wins++;
            continue;
        }
        if (w->how == SP_WIN_TSUMO) s->tsumo++;
        else s->ron++;
        s->fan_sum += w->fan;
        s->fan_count++;
        sp_score_result r;
        char err[160];
        if (sp_game_win_result(g, i, &r, err, sizeof err)) continue;
        for (int k = 0; k < r.npatterns; k++)
            if (r.patterns[k].pattern >= 0 && r.patterns[k].pattern < SP_MAX_PATTERNS) s->pattern_count[r.patterns[k].pattern]++;
    }
}

static int play_match(const sim_config *c, uint64_t seed, long hand_budget, sim_stats *s, char *err, size_t errlen)
{
    sp_session *ss = malloc(sizeof *ss);
    if (!ss) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    char why[256];
    if (sp_session_init(ss, c->rules, c->options, c->players, seed, NULL, 0, why, sizeof why)) {
        snprintf(err, errlen, "%s", why);
        free(ss);
        return -1;
    }
    sp_rng rngs[SP_SEATS];
    sp_bot bots[SP_SEATS];
    int levels[SP_SEATS];
    bot_levels(c->bots, levels);
    for (int p = 0; p < SP_SEATS; p++) {
        sp_rng_seed(&rngs[p], seed * 4 + (uint64_t)p + 1);
        sp_controller ctl = {SP_CTRL_BOT, false, random_decide, &rngs[p]};
        if (levels[p] >= 0) {
            sp_bot_init(&bots[p], levels[p], seed * 4 + (uint64_t)p + 1, c->options);
            sp_bot_watch(&bots[p], &ss->game);
            ctl = (sp_controller){SP_CTRL_BOT, true, sp_bot_decide, &bots[p]};
        }
        sp_session_set_controller(ss, p, &ctl);
    }
    int rc = 0;
    long hands = 0;
    for (;;) {
        if (c->check_every_action) {
            /* one action at a time so that the state can be checked in between */
            unsigned pending = sp_game_pending(&ss->game);
            if (pending) {
                int p = __builtin_ctz(pending);
                sp_action_list l;
                sp_game_legal(&ss->game, p, &l);
                sp_action a;
                if (levels[p] >= 0) {
                    sp_view view;
                    sp_game_view(&ss->game, p, &view);
                    a = sp_bot_choose(&bots[p], &view, &l);
                } else
                    a = sp_random_bot_choose(&l, &rngs[p]);
                if (sp_session_submit(ss, p, &a, why, sizeof why)) {
                    snprintf(err, errlen, "match seed %" PRIu64 ": a legal action was refused: %.150s", seed, why);
                    rc = -1;
                    break;
                }
                s->actions++;
                if (sp_game_check(&ss->game, why, sizeof why)) note_failure(s, "match seed %" PRIu64 ": %.180s", seed, why);
                continue;
            }
        } else {
            int n = sp_session_step(ss, 0, why, sizeof why);
            if (n < 0) {
                snprintf(err, errlen, "match seed %" PRIu64 ": %.180s", seed, why);
                rc = -1;
                break;
            }
            s->actions += n;
        }
        if (ss->game.phase == SP_PHASE_HAND_OVER || ss->game.phase == SP_PHASE_MATCH_OVER) {
            if (sp_game_check(&ss->game, why, sizeof why)) note_failure(s, "match seed %" PRIu64 ": %.180s", seed, why);
            book_hand(&ss->game, s, seed);
            hands++;
            if (ss->game.phase == SP_PHASE_MATCH_OVER) {
                s->games++;
                break;
            }
            if (hand_budget && hands >= hand_budget) break;
            sp_session_next_hand(ss);
            continue;
        }
        if (!sp_game_pending(&ss->game)) {
            snprintf(err, errlen, "match seed %" PRIu64 ": nobody is to act and the hand is not over", seed);
            rc = -1;
            break;
        }
    }
    if (rc == 0 && c->replay_dir) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s-%" PRIu64 ".json", c->replay_dir, c->rules->id, seed);
        sp_session_keep_rules_file(ss); /* the replay keeps its rules: it verifies after a rules edit */
        rc = sp_replay_write(ss, path, err, errlen);
    }
    sp_session_free(ss);
    free(ss);
    return rc;
}

static void *run_job(void *arg)
{
    sim_job *j = arg;
    const sim_config *c = j->c;
    if (c->hands) {
        long left = j->slice.count;
        uint64_t k = (uint64_t)j->slice.first;
        while (left > 0 && !j->slice.rc) {
            long before = j->stats.hands;
            j->slice.rc = play_match(c, c->seed + k * 7919 + 1, left, &j->stats, j->slice.err, sizeof j->slice.err);
            left -= j->stats.hands - before;
            k += 1000003;
        }
    } else
        for (long i = 0; i < j->slice.count && !j->slice.rc; i++)
            j->slice.rc = play_match(c, c->seed + (uint64_t)(j->slice.first + i), 0, &j->stats, j->slice.err, sizeof j->slice.err);
    return NULL;
}

int sim_run(const sim_config *c, sim_stats *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    int threads = c->threads < 1 ? 1 : c->threads > 64 ? 64 : c->threads;
    long total = c->hands ? c->hands : c->games;
    if (total < threads) threads = total > 0 ? (int)total : 1;
    sim_job *jobs = calloc((size_t)threads, sizeof *jobs);
    if (!jobs) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int t = 0; t < threads; t++) jobs[t].c = c;
    cli_run_slices(jobs, sizeof *jobs, threads, total, run_job);
    int rc = 0;
    for (int t = 0; t < threads; t++) {
        sim_stats *j = &jobs[t].stats;
        s->games += j->games;
        s->hands += j->hands;
        s->tsumo += j->tsumo;
        s->ron += j->ron;
        s->multiple += j->multiple;
        s->false_wins += j->false_wins;
        s->draws += j->draws;
        s->actions += j->actions;
        s->fan_sum += j->fan_sum;
        s->fan_count += j->fan_count;
        for (int k = 0; k < SP_MAX_PATTERNS; k++) s->pattern_count[k] += j->pattern_count[k];
        s->balance += j->balance;
        if (j->invariant_failures && !s->invariant_failures) memcpy(s->first_failure, j->first_failure, sizeof s->first_failure);
        s->invariant_failures += j->invariant_failures;
        if (jobs[t].slice.rc && !rc) {
            rc = -1;
            snprintf(err, errlen, "%s", jobs[t].slice.err);
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    s->seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    free(jobs);
    return rc;
}
