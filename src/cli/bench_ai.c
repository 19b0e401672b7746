/* bench_ai.c: `sparrow-cli bench ai` - how long the computer players take per decision, in
 * self-play (every seat the same level), with percentiles. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/bot.h"
#include "cli/cli.h"
#include "cli/rules_cache.h"
#include "table/session.h"

static double clock_s(clockid_t which)
{
    struct timespec ts;
    clock_gettime(which, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double now_s(void) { return clock_s(CLOCK_MONOTONIC); }

typedef struct {
    sp_bot bot;
    double *times, *cpu;     /* each decision's wall-clock and processor time */
    long n, cap;
} bench_bot;

static int bench_decide(void *ctx, int seat, const sp_view *v, const sp_action_list *legal, sp_action *out)
{
    bench_bot *b = ctx;
    double t0 = now_s(), c0 = clock_s(CLOCK_THREAD_CPUTIME_ID);
    int r = sp_bot_decide(&b->bot, seat, v, legal, out);
    double dt = now_s() - t0, dc = clock_s(CLOCK_THREAD_CPUTIME_ID) - c0;
    if (b->n == b->cap) {
        long cap = b->cap ? b->cap * 2 : 4096;
        double *t = realloc(b->times, (size_t)cap * sizeof *t);
        if (t) b->times = t;
        double *c = realloc(b->cpu, (size_t)cap * sizeof *c);
        if (c) b->cpu = c;
        if (t && c) b->cap = cap;
    }
    if (b->n < b->cap) b->times[b->n] = dt, b->cpu[b->n++] = dc;
    return r;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

void bench_ai(const char *id, double seconds, int json, cli_expert_budget expert)
{
    char err[320];
    const sp_ruleset *rs = rules_cache_get(id, err, sizeof err);
    if (!rs) {
        fprintf(stderr, "sparrow-cli bench: %s\n", err);
        return;
    }
    for (int level = 0; level < SP_BOT_LEVELS; level++) {
        bench_bot bots[SP_SEATS];
        memset(bots, 0, sizeof bots);
        sp_session *ss = malloc(sizeof *ss);
        if (!ss) return;
        double start = now_s();
        long hands = 0;
        for (uint64_t seed = 1; now_s() - start < seconds; seed++) {
            if (sp_session_init(ss, rs, NULL, 0, 7000 + seed, NULL, 0, err, sizeof err)) break;
            for (int p = 0; p < SP_SEATS; p++) {
                /* the expert, slow by design, sits in one seat a hand among hard players
                 * (only its decisions are timed) */
                bool timed = level != SP_BOT_EXPERT || (uint64_t)p == seed % SP_SEATS;
                sp_bot_init(&bots[p].bot, timed ? level : SP_BOT_HARD, seed * 4 + (uint64_t)p, NULL);
                cli_expert_apply(expert, &bots[p].bot, &ss->game);
                sp_controller ctl = {SP_CTRL_BOT, true, timed ? bench_decide : sp_bot_decide, timed ? (void *)&bots[p] : &bots[p].bot};
                sp_session_set_controller(ss, p, &ctl);
            }
            int n = 0;
            while ((n = sp_session_step(ss, 0, err, sizeof err)) > 0 && ss->game.phase != SP_PHASE_HAND_OVER &&
                   ss->game.phase != SP_PHASE_MATCH_OVER) {}
            sp_session_free(ss);
            hands++;
            if (n < 0) break;
        }
        free(ss);
        /* all decisions of the four seats together */
        long total = 0;
        for (int p = 0; p < SP_SEATS; p++) total += bots[p].n;
        double *all = malloc((size_t)(total ? total : 1) * sizeof *all), *cpu = malloc((size_t)(total ? total : 1) * sizeof *cpu);
        long k = 0;
        double sum = 0;
        for (int p = 0; p < SP_SEATS; p++) {
            for (long i = 0; i < bots[p].n && all && cpu; i++) cpu[k] = bots[p].cpu[i], all[k++] = bots[p].times[i], sum += bots[p].times[i];
            free(bots[p].times);
            free(bots[p].cpu);
        }
        if (!all || !cpu || !total) {
            free(all);
            free(cpu);
            continue;
        }
        qsort(all, (size_t)total, sizeof *all, cmp_double);
        qsort(cpu, (size_t)total, sizeof *cpu, cmp_double);
        double cpu50 = cpu[total / 2] * 1e3, cpu99 = cpu[(long)((double)total * 0.99)] * 1e3;
        double p50 = all[total / 2] * 1e3, p99 = all[(long)((double)total * 0.99)] * 1e3, max = all[total - 1] * 1e3;
        double mean = sum / (double)total * 1e3;
        if (json)
            printf("{\"kernel\": \"ai\", \"rules\": \"%s\", \"bot\": \"%s\", \"decisions\": %ld, \"hands\": %ld, \"ms_mean\": %.4f, "
                   "\"ms_p50\": %.4f, \"ms_p99\": %.4f, \"ms_max\": %.4f, \"cpu_ms_p50\": %.4f, \"cpu_ms_p99\": %.4f, "
                   "\"decisions_per_s\": %.0f}\n",
                   rs->id, sp_bot_level_name(level), total, hands, mean, p50, p99, max, cpu50, cpu99, mean > 0 ? 1e3 / mean : 0);
        else
            printf("ai %-16s %-7s %8ld decisions  mean %.4f ms  p50 %.4f ms  p99 %.4f ms  max %.4f ms  (processor p50 %.4f ms  "
                   "p99 %.4f ms)\n",
                   rs->id, sp_bot_level_name(level), total, mean, p50, p99, max, cpu50, cpu99);
        fflush(stdout);
        free(all);
        free(cpu);
    }
}
