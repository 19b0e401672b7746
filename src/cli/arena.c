/* arena.c: duplicate-wall matches between computer players (see arena.h). */
#define _POSIX_C_SOURCE 200809L
#include "cli/arena.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/parallel.h"
#include "table/session.h"

/* Square root by Newton's method (keeps the CLI free of libm). */
static double root(double x)
{
    if (x <= 0) return 0;
    double r = x > 1 ? x : 1;
    for (int i = 0; i < 200; i++) {
        double n = 0.5 * (r + x / r);
        if (n >= r) break;
        r = n;
    }
    return r;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A bot with its clock. */
typedef struct {
    sp_bot bot;
    long decisions;
    double seconds;
} timed_bot;

static int timed_decide(void *ctx, int seat, const sp_view *v, const sp_action_list *legal, sp_action *out)
{
    timed_bot *t = ctx;
    double t0 = now_seconds();
    int r = sp_bot_decide(&t->bot, seat, v, legal, out);
    t->seconds += now_seconds() - t0;
    t->decisions++;
    return r;
}

/* Per deal and level: points summed over the level's seat-hands, and how many; and the paired
 * comparison's differences summed over levels[0]'s seat-hands, and how many. */
typedef struct {
    int64_t points[SP_BOT_LEVELS];
    int32_t n[SP_BOT_LEVELS];
    int64_t paired_diff;
    int32_t paired_n;
} deal_result;

typedef struct {
    cli_slice slice;         /* deals */
    const arena_config *c;
    deal_result *results;    /* indexed by deal */
    arena_stats stats;       /* counters only (means computed at the end) */
} arena_job;

static uint64_t deal_seed(const arena_config *c, long d) { return c->seed * 1000003ULL + (uint64_t)d + 1; }

/* Whether the discarder of win i paid for it: a deal-in is a discard that costs points (a
 * mingjiang chicken win takes the tile and nobody pays: that is no deal-in). */
static bool discarder_paid(const sp_game *g, int i, int discarder)
{
    sp_score_result r;
    char err[160];
    return !sp_game_win_result(g, i, &r, err, sizeof err) && r.payments[discarder] < 0;
}

/* The seats whose discard paid for a win of the hand just over (a bit a seat). */
static unsigned dealt_in_seats(const sp_game *g)
{
    const sp_hand_outcome *o = &g->outcome;
    unsigned seats = 0;
    for (int i = 0; o->kind == SP_END_WIN && i < o->nwins; i++) {
        const sp_game_win *w = &o->wins[i];
        if (w->valid && w->seat >= 0 && w->seat < g->players && w->discarder >= 0 && w->discarder < g->players &&
            discarder_paid(g, i, w->discarder))
            seats |= 1u << w->discarder;
    }
    return seats;
}

/* Plays deal d once with the seats' levels `order`. Each seat's bot is seeded by the wall and
 * its level in `order`, and plays as level as[p] (as == order but for a paired comparison's
 * second play, which records nothing but the points, into delta, and who dealt in). */
static int play_one(arena_job *j, long d, const int *order, const int *as, int64_t delta[SP_SEATS], uint64_t *overrides,
                    unsigned *dealt_in)
{
    bool record = as == order;
    const arena_config *c = j->c;
    arena_stats *s = &j->stats;
    sp_session *ss = malloc(sizeof *ss);
    if (!ss) {
        snprintf(j->slice.err, sizeof j->slice.err, "out of memory");
        return -1;
    }
    char why[256];
    uint64_t seed = deal_seed(c, d);
    if (sp_session_init(ss, c->rules, c->options, c->players, seed, NULL, 0, why, sizeof why)) {
        snprintf(j->slice.err, sizeof j->slice.err, "%s", why);
        free(ss);
        return -1;
    }
    int np = ss->game.players;
    timed_bot bots[SP_SEATS];
    int lv[SP_SEATS];
    for (int p = 0; p < np; p++) {
        lv[p] = order[p];
        /* the bot's seed depends on the wall and the level, not on the seat it sits in (an
         * expert's prior is hard seeded alike: a paired hard plays as it would have) */
        sp_bot_init(&bots[p].bot, as[p], seed * 8 + (uint64_t)lv[p] + 1, c->options);
        cli_expert_apply(c->expert, &bots[p].bot, &ss->game);
        bots[p].decisions = 0;
        bots[p].seconds = 0;
        sp_controller ctl = {SP_CTRL_BOT, true, timed_decide, &bots[p]};
        sp_session_set_controller(ss, p, &ctl);
    }
    int rc = 0;
    for (int guard = 0; guard < 100000; guard++) {
        int n = sp_session_step(ss, 0, why, sizeof why);
        if (n < 0) {
            /* an illegal action: the lowest pending seat's bot chose it; count and play on */
            unsigned pending = sp_game_pending(&ss->game);
            int p = pending ? __builtin_ctz(pending) : 0;
            s->illegal++;
            s->level[as[p]].illegal++;
            if (s->illegal == 1)
                snprintf(s->first_illegal, sizeof s->first_illegal, "deal seed %" PRIu64 ", %s: %.180s", seed,
                         sp_bot_level_name(as[p]), why);
            sp_action_list legal;
            sp_game_legal(&ss->game, p, &legal);
            sp_action a = sp_session_default_action(&ss->game, p, &legal);
            if (sp_session_submit(ss, p, &a, why, sizeof why)) {
                snprintf(j->slice.err, sizeof j->slice.err, "deal seed %" PRIu64 ": the default action was refused: %.150s", seed, why);
                rc = -1;
                break;
            }
            continue;
        }
        if (ss->game.phase == SP_PHASE_HAND_OVER || ss->game.phase == SP_PHASE_MATCH_OVER) break;
        if (!sp_game_pending(&ss->game)) {
            snprintf(j->slice.err, sizeof j->slice.err, "deal seed %" PRIu64 ": nobody is to act and the hand is not over", seed);
            rc = -1;
            break;
        }
    }
    for (int p = 0; p < np && !rc; p++) {
        delta[p] = ss->game.outcome.delta[p];
        if (lv[p] == c->levels[0]) *overrides += bots[p].bot.overrides;
    }
    *dealt_in = rc ? 0 : dealt_in_seats(&ss->game);
    if (!rc && record) {
        const sp_hand_outcome *o = &ss->game.outcome;
        deal_result *dr = &j->results[d];
        for (int p = 0; p < np; p++) {
            dr->points[lv[p]] += o->delta[p];
            dr->n[lv[p]]++;
            arena_level *l = &s->level[lv[p]];
            l->present = true;
            l->seat_hands++;
            l->decisions += bots[p].decisions;
            l->decide_seconds += bots[p].seconds;
        }
        if (o->kind == SP_END_WIN)
            for (int i = 0; i < o->nwins; i++) {
                const sp_game_win *w = &o->wins[i];
                if (!w->valid || w->seat < 0 || w->seat >= np) continue;
                s->level[lv[w->seat]].wins++;
                s->level[lv[w->seat]].win_value_sum += w->fan;
            }
        for (int p = 0; p < np; p++) s->level[lv[p]].deal_ins += *dealt_in >> p & 1;
        s->hands++;
    }
    sp_session_free(ss);
    free(ss);
    return rc;
}

enum { MAX_ORDERS = 24 };

/* Every distinct seating of the levels (permutations of the level list, equal levels not told
 * apart), in lexicographic order of the seat indices. */
static int permutations(const arena_config *c, int out[MAX_ORDERS][SP_SEATS])
{
    int np = c->players, n = 0;
    /* permutations of the seat indices in lexicographic order, duplicates (equal levels) dropped */
    for (int a = 0; a < np; a++)
        for (int b = 0; b < np; b++)
            for (int x = 0; x < np; x++)
                for (int y = 0; y < np; y++) {
                    int pick[4] = {a, b, x, y};
                    bool ok = true;
                    for (int i = 0; i < np && ok; i++)
                        for (int k = i + 1; k < np; k++)
                            if (pick[i] == pick[k]) ok = false;
                    for (int i = np; i < 4; i++)
                        if (pick[i] != 0) ok = false;
                    if (!ok) continue;
                    int lv[SP_SEATS] = {0};
                    for (int i = 0; i < np; i++) lv[i] = c->levels[pick[i]];
                    bool dup = false;
                    for (int m = 0; m < n && !dup; m++) dup = !memcmp(out[m], lv, sizeof lv);
                    if (!dup && n < MAX_ORDERS) memcpy(out[n++], lv, sizeof lv);
                }
    return n;
}

/* Whether seating a comes before seating b (level by level). */
static bool lex_less(const int *a, const int *b, int np)
{
    for (int p = 0; p < np; p++)
        if (a[p] != b[p]) return a[p] < b[p];
    return false;
}

/* Whether seating b is a rotation of seating a. */
static bool is_rotation(const int *a, const int *b, int np)
{
    for (int r = 0; r < np; r++) {
        bool same = true;
        for (int p = 0; p < np && same; p++) same = a[(p + r) % np] == b[p];
        if (same) return true;
    }
    return false;
}

/* The orders around the table (seatings up to rotation): with hard, normal, normal, easy there
 * are three (whom each level sits after differs). Without --all-orders, wall d is played in
 * every rotation of order d % n: each wall once per seat rotation, as src/cli/README.md says, while
 * no level always sits after the same one (under one fixed order the level after the weakest player
 * gets its chows and loose tiles on every wall, which moved hk-xigu's hard-normal comparison by
 * about one coin a hand). */
static int table_orders(const arena_config *c, int out[MAX_ORDERS][SP_SEATS])
{
    int all[MAX_ORDERS][SP_SEATS];
    memset(all, 0, sizeof all);
    int na = permutations(c, all), n = 0, np = c->players;
    for (int i = 0; i < na; i++) {
        bool seen = false;
        for (int j = 0; j < n && !seen; j++) seen = is_rotation(out[j], all[i], np);
        if (!seen) memcpy(out[n++], all[i], sizeof all[i]);
    }
    /* each order from its largest rotation (level by level, hard first), the orders sorted
     * from the largest: the same walls get the same orders however the seat list was written
     * (for hard,normal,normal,easy: that order, then hard,normal,easy,normal, then
     * hard,easy,normal,normal) */
    for (int i = 0; i < n; i++) {
        int best[SP_SEATS];
        memcpy(best, out[i], sizeof best);
        for (int r = 1; r < np; r++) {
            int rot[SP_SEATS] = {0};
            for (int p = 0; p < np; p++) rot[p] = out[i][(p + r) % np];
            if (lex_less(best, rot, np)) memcpy(best, rot, sizeof best);
        }
        memcpy(out[i], best, sizeof best);
    }
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && lex_less(out[j - 1], out[j], np); j--) {
            int t[SP_SEATS];
            memcpy(t, out[j], sizeof t);
            memcpy(out[j], out[j - 1], sizeof t);
            memcpy(out[j - 1], t, sizeof t);
        }
    return n;
}

/* Plays deal d in one seating; with a paired comparison, again with levels[0]'s seats played
 * by the paired level (seeded as levels[0]: an expert that never overrides its hard prior
 * plays the same hand twice, and the difference is 0), the difference in those seats' points
 * added to the deal's. On one wall among the same players, a hand differs only where the
 * levels decide differently: far less noise than two means over walls. */
static int play_seating(arena_job *j, long d, const int *seating)
{
    const arena_config *c = j->c;
    int64_t delta[SP_SEATS] = {0}, again[SP_SEATS] = {0};
    uint64_t overrides = 0, ignored = 0;
    unsigned dealt_in, again_dealt_in;
    if (play_one(j, d, seating, seating, delta, &overrides, &dealt_in)) return -1;
    if (c->paired < 0) return 0;
    int as[SP_SEATS] = {0};
    for (int p = 0; p < c->players; p++) as[p] = seating[p] == c->levels[0] ? c->paired : seating[p];
    if (play_one(j, d, seating, as, again, &ignored, &again_dealt_in)) return -1;
    arena_paired *pr = &j->stats.paired;
    pr->present = true;
    pr->overrides += overrides;
    for (int p = 0; p < c->players; p++) {
        if (seating[p] != c->levels[0]) continue;
        j->results[d].paired_diff += delta[p] - again[p];
        j->results[d].paired_n++;
        pr->seat_hands++;
        pr->changed += delta[p] != again[p];
        pr->deal_ins += dealt_in >> p & 1;
        pr->paired_deal_ins += again_dealt_in >> p & 1;
    }
    return 0;
}

static void *run_job(void *arg)
{
    arena_job *j = arg;
    const arena_config *c = j->c;
    int orders[MAX_ORDERS][SP_SEATS];
    memset(orders, 0, sizeof orders);
    int n = c->all_orders ? permutations(c, orders) : table_orders(c, orders);
    for (long d = j->slice.first; d < j->slice.first + j->slice.count && !j->slice.rc; d++) {
        if (c->all_orders)
            for (int r = 0; r < n && !j->slice.rc; r++) j->slice.rc = play_seating(j, d, orders[r]);
        else
            for (int r = 0; r < c->players && !j->slice.rc; r++) {
                const int *base = orders[d % n];
                int seating[SP_SEATS] = {0};
                for (int p = 0; p < c->players; p++) seating[p] = base[(p + r) % c->players];
                j->slice.rc = play_seating(j, d, seating);
            }
        j->stats.deals++;
    }
    return NULL;
}

/* The mean over deals of each deal's mean sum[d] / n[d] (deals are independent; the seatings
 * of one deal are not), with a normal 95 % interval. */
static void mean_over_deals(const deal_result *results, long deals, int level, double *mean, double *lo, double *hi)
{
    double sum = 0, sq = 0;
    long n = 0;
    for (long d = 0; d < deals; d++) {
        int64_t pts = level >= 0 ? results[d].points[level] : results[d].paired_diff;
        int32_t k = level >= 0 ? results[d].n[level] : results[d].paired_n;
        if (!k) continue;
        double m = (double)pts / k;
        sum += m;
        sq += m * m;
        n++;
    }
    *mean = *lo = *hi = 0;
    if (!n) return;
    *mean = sum / (double)n;
    double var = n > 1 ? (sq - sum * sum / (double)n) / (double)(n - 1) : 0;
    double half = n > 1 ? 1.96 * root(var) / root((double)n) : 0;
    *lo = *mean - half;
    *hi = *mean + half;
}

int arena_run(const arena_config *c, arena_stats *s, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    int threads = c->threads < 1 ? 1 : c->threads > 64 ? 64 : c->threads;
    if (c->deals < threads) threads = c->deals > 0 ? (int)c->deals : 1;
    arena_job *jobs = calloc((size_t)threads, sizeof *jobs);
    deal_result *results = calloc((size_t)(c->deals > 0 ? c->deals : 1), sizeof *results);
    if (!jobs || !results) {
        free(jobs);
        free(results);
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    double t0 = now_seconds();
    for (int t = 0; t < threads; t++) {
        jobs[t].c = c;
        jobs[t].results = results;
    }
    cli_run_slices(jobs, sizeof *jobs, threads, c->deals, run_job);
    int rc = 0;
    for (int t = 0; t < threads; t++) {
        arena_stats *j = &jobs[t].stats;
        s->deals += j->deals;
        s->hands += j->hands;
        if (j->illegal && !s->illegal) memcpy(s->first_illegal, j->first_illegal, sizeof s->first_illegal);
        s->illegal += j->illegal;
        for (int l = 0; l < SP_BOT_LEVELS; l++) {
            arena_level *a = &s->level[l], *b = &j->level[l];
            a->present |= b->present;
            a->seat_hands += b->seat_hands;
            a->wins += b->wins;
            a->deal_ins += b->deal_ins;
            a->win_value_sum += b->win_value_sum;
            a->decisions += b->decisions;
            a->decide_seconds += b->decide_seconds;
            a->illegal += b->illegal;
        }
        arena_paired *pa = &s->paired, *pb = &j->paired;
        pa->present |= pb->present;
        pa->seat_hands += pb->seat_hands;
        pa->changed += pb->changed;
        pa->overrides += pb->overrides;
        pa->deal_ins += pb->deal_ins;
        pa->paired_deal_ins += pb->paired_deal_ins;
        if (jobs[t].slice.rc && !rc) {
            rc = -1;
            snprintf(err, errlen, "%s", jobs[t].slice.err);
        }
    }
    s->seconds = now_seconds() - t0;
    for (int l = 0; l < SP_BOT_LEVELS; l++) mean_over_deals(results, c->deals, l, &s->level[l].mean, &s->level[l].ci_lo, &s->level[l].ci_hi);
    if (s->paired.present) mean_over_deals(results, c->deals, -1, &s->paired.mean, &s->paired.ci_lo, &s->paired.ci_hi);
    free(jobs);
    free(results);
    return rc;
}
