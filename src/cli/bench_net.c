/* bench_net.c: `sparrow-cli bench net` - LAN play's figures on loopback. A host and four
 * headless clients (computer players behind the client API), each in a thread of its own and
 * each waiting on its own socket, play a whole match as fast as the bots answer, over
 * 127.0.0.1. Measured: the round trip from a seat's own-turn action to the first event back,
 * the bytes each client receives per hand, the time a dropped player takes to be back in its
 * seat with the full view (the first client drops and returns with its token every other
 * hand), and the host thread's CPU time. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/bot.h"
#include "cli/cli.h"
#include "cli/rules_cache.h"
#include "net/client.h"
#include "net/clock.h"
#include "net/host.h"

enum { MAX_RTT = 1 << 15, RECONNECTS = 8, LIMIT_S = 600 };

static double clock_ms(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static double now_ms(void) { return clock_ms(CLOCK_MONOTONIC); }

typedef struct {
    const sp_ruleset *rs;
    uint16_t port;
    int index;
    bool drops;               /* this client drops and returns every other hand */
    atomic_int *done;         /* clients finished (the host thread stops when all are) */
    /* results */
    double *rtt;
    int nrtt;
    double reconnect[RECONNECTS];
    int nreconnect;
    uint64_t bytes;           /* over every connection this client had */
    bool over;
    char reason[SP_NET_REASON_LEN];
} bench_client;

typedef struct {
    sp_net_host *host;
    int clients;
    atomic_int *done;
    double cpu_ms, wall_ms;
} bench_host;

static void quiet_log(void *ctx, const char *line)
{
    (void)ctx;
    (void)line;
}

static void *host_thread(void *arg)
{
    bench_host *b = arg;
    double cpu0 = clock_ms(CLOCK_THREAD_CPUTIME_ID), wall0 = now_ms();
    while (sp_net_host_state(b->host) != SP_HOST_OVER && atomic_load(b->done) < b->clients &&
           now_ms() - wall0 < LIMIT_S * 1e3) {
        sp_net_host_poll(b->host, sp_net_clock_ms());
        sp_net_host_wait(b->host, 5);
    }
    b->cpu_ms = clock_ms(CLOCK_THREAD_CPUTIME_ID) - cpu0;
    b->wall_ms = now_ms() - wall0;
    return NULL;
}

static sp_net_client *join(bench_client *b, const char *name, const char *token)
{
    sp_net_client_config cfg = {.host = "127.0.0.1", .port = b->port, .name = name, .token = token, .rules = b->rs};
    char err[256];
    sp_net_client *c = sp_net_client_connect(&cfg, err, sizeof err);
    if (!c) snprintf(b->reason, sizeof b->reason, "%.180s", err);
    return c;
}

/* Leaves mid-hand and comes back with the name and token; the time until the seat is played
 * again with a full view. NULL when the return failed (reason set). */
static sp_net_client *drop_and_return(bench_client *b, sp_net_client *c, const char *name)
{
    char token[SP_NET_TOKEN_LEN];
    snprintf(token, sizeof token, "%s", sp_net_client_token(c));
    b->bytes += sp_net_client_get_stats(c).bytes_received;
    double t0 = now_ms();
    sp_net_client_close(c);
    c = join(b, name, token);
    while (c && (sp_net_client_state(c) != SP_CLIENT_PLAYING || !sp_net_client_view(c))) {
        int st = sp_net_client_poll(c, sp_net_clock_ms());
        if (st == SP_CLIENT_FAILED || now_ms() - t0 > 10000) {
            snprintf(b->reason, sizeof b->reason, "no return: %s", sp_net_client_reason(c));
            sp_net_client_close(c);
            return NULL;
        }
        sp_net_client_wait(c, 5);
    }
    if (c) b->reconnect[b->nreconnect++] = now_ms() - t0;
    return c;
}

static void *client_thread(void *arg)
{
    bench_client *b = arg;
    char name[16];
    snprintf(name, sizeof name, "bench%d", b->index % 10 + 1);
    sp_net_client *c = join(b, name, NULL);
    sp_bot bot;
    bool seated = false, ready = false;
    double sent_at = -1;
    uint64_t events_before = 0;
    int next_drop_hand = 1;
    double until = now_ms() + LIMIT_S * 1e3;
    while (c) {
        int st = sp_net_client_poll(c, sp_net_clock_ms());
        if (st == SP_CLIENT_OVER || st == SP_CLIENT_FAILED || now_ms() > until) break;
        if (!seated && sp_net_client_seat(c) >= 0) {
            seated = true;
            /* seeded by seat: the same match whichever client joins first */
            sp_bot_init(&bot, SP_BOT_NORMAL, 1000 + (uint64_t)sp_net_client_seat(c), NULL);
        }
        if (st == SP_CLIENT_LOBBY && !ready) ready = sp_net_client_ready(c, true) == 0;
        sp_net_client_stats s = sp_net_client_get_stats(c);
        if (sent_at >= 0 && s.events_received > events_before) {
            if (b->nrtt < MAX_RTT) b->rtt[b->nrtt++] = now_ms() - sent_at;
            sent_at = -1;
        }
        const sp_view *v = sp_net_client_view(c);
        if (st == SP_CLIENT_PLAYING && v) {
            /* only the seat's own turns: a claim's answer may wait for the other seats' answers */
            bool own_turn = v->phase == SP_PHASE_TURN && v->turn == sp_net_client_seat(c);
            if (b->drops && own_turn && sp_net_client_asked(c, NULL, NULL) && b->nreconnect < RECONNECTS &&
                v->hand_number >= next_drop_hand) {
                /* gone while asked to play: on its return the seat is asked again */
                next_drop_hand = v->hand_number + 2;
                c = drop_and_return(b, c, name);
                continue;
            }
            events_before = s.events_received;
            double t = now_ms();
            if (sp_net_client_play_bot(c, &bot) && own_turn) sent_at = t;
        }
        sp_msg m;
        while (sp_net_client_next(c, &m)) {}
        sp_net_client_wait(c, 5);
    }
    if (c) {
        b->over = sp_net_client_state(c) == SP_CLIENT_OVER;
        if (!b->over) snprintf(b->reason, sizeof b->reason, "%s", sp_net_client_reason(c));
        b->bytes += sp_net_client_get_stats(c).bytes_received;
        sp_net_client_close(c);
    }
    atomic_fetch_add(b->done, 1);
    return NULL;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double percentile(double *v, int n, double q)
{
    if (n <= 0) return 0;
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    int i = (int)((double)n * q);
    return v[i < n ? i : n - 1];
}

int bench_net(const char *id, int json)
{
    char err[320];
    const sp_ruleset *rs = rules_cache_get(id, err, sizeof err);
    if (!rs) {
        fprintf(stderr, "sparrow-cli bench: %s\n", err);
        return -1;
    }
    int players = rs->players_max < SP_SEATS ? rs->players_max : SP_SEATS;
    sp_net_host_config cfg;
    sp_net_host_config_defaults(&cfg);
    cfg.rules = rs;
    cfg.players = players;
    cfg.seed = 4;
    cfg.bot_seed = 4;
    cfg.hand_pause_ms = 0;
    cfg.grace_ms = 60000; /* a returning player is back long before: no stand-in */
    cfg.log = quiet_log;
    sp_net_host *h = sp_net_host_create(&cfg, err, sizeof err);
    if (!h) {
        fprintf(stderr, "sparrow-cli bench: %s\n", err);
        return -1;
    }
    atomic_int done = 0;
    bench_host bh = {.host = h, .clients = players, .done = &done};
    bench_client bc[SP_SEATS];
    memset(bc, 0, sizeof bc);
    pthread_t host_tid, tids[SP_SEATS];
    int started = 0, rc = 0;
    bool host_started = pthread_create(&host_tid, NULL, host_thread, &bh) == 0;
    for (int i = 0; i < players && host_started; i++) {
        bc[i] = (bench_client){.rs = rs, .port = sp_net_host_port(h), .index = i, .drops = i == 0, .done = &done};
        bc[i].rtt = malloc(MAX_RTT * sizeof *bc[i].rtt);
        if (!bc[i].rtt || pthread_create(&tids[i], NULL, client_thread, &bc[i])) {
            atomic_fetch_add(&done, players - i); /* the host thread stops */
            break;
        }
        started++;
    }
    for (int i = 0; i < started; i++) pthread_join(tids[i], NULL);
    if (host_started) pthread_join(host_tid, NULL);
    const sp_session *s = sp_net_host_session(h);
    int hands = s ? (int)s->game.hand_number : 0;
    double *rtt = malloc(MAX_RTT * SP_SEATS * sizeof *rtt);
    int nrtt = 0;
    uint64_t bytes = 0;
    for (int i = 0; i < players; i++) {
        if (!bc[i].over) {
            fprintf(stderr, "sparrow-cli bench: net %s: client %d did not finish the match: %s\n", rs->id, i + 1,
                    bc[i].reason[0] ? bc[i].reason : "not started");
            rc = -1;
        }
        for (int k = 0; k < bc[i].nrtt && rtt; k++) rtt[nrtt++] = bc[i].rtt[k];
        bytes += bc[i].bytes;
        free(bc[i].rtt);
    }
    if (!rc && hands > 0 && rtt) {
        double rtt50 = percentile(rtt, nrtt, 0.5), rtt99 = percentile(rtt, nrtt, 0.99);
        int nre = bc[0].nreconnect;
        double re50 = percentile(bc[0].reconnect, nre, 0.5), remax = nre ? bc[0].reconnect[nre - 1] : 0;
        double per_client = (double)bytes / players / hands, cpu_per_hand = bh.cpu_ms / hands;
        double core = bh.wall_ms > 0 ? bh.cpu_ms / bh.wall_ms : 0;
        if (json)
            printf("{\"kernel\": \"net\", \"rules\": \"%s\", \"clients\": %d, \"hands\": %d, \"actions_timed\": %d, "
                   "\"rtt_ms_p50\": %.3f, \"rtt_ms_p99\": %.3f, \"bytes_per_hand_per_client\": %.0f, \"reconnects\": %d, "
                   "\"reconnect_ms_p50\": %.2f, \"reconnect_ms_max\": %.2f, \"host_cpu_s\": %.3f, "
                   "\"host_cpu_ms_per_hand\": %.2f, \"host_core_share\": %.3f}\n",
                   rs->id, players, hands, nrtt, rtt50, rtt99, per_client, nre, re50, remax, bh.cpu_ms / 1e3, cpu_per_hand,
                   core);
        else
            printf("net %-16s %d clients, %3d hands  round trip p50 %.2f ms p99 %.2f ms (%d actions)  %5.1f KB/hand/client  "
                   "reconnect p50 %.1f ms max %.1f ms (%d)  host CPU %.2f s = %.1f ms/hand (%.0f%% of a core)\n",
                   rs->id, players, hands, rtt50, rtt99, nrtt, per_client / 1024, re50, remax, nre, bh.cpu_ms / 1e3,
                   cpu_per_hand, core * 100);
        fflush(stdout);
    } else if (!rc) {
        fprintf(stderr, "sparrow-cli bench: net %s: no hand was played\n", rs->id);
        rc = -1;
    }
    free(rtt);
    sp_net_host_close(h, NULL);
    return rc;
}
