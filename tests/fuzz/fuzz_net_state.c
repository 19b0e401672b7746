/* fuzz_net_state.c: libFuzzer target for the LAN host's and client's state machines. The input
 * is a sequence of steps, each driving one side with no network (sp_net_host_inject,
 * sp_net_client_inject): peers connecting, sending any bytes (hello, ready, actions, chat... as
 * JSON text from the input) and leaving; the host's clock moving on (timers, grace periods, the
 * ready timeout, silent connections); the host's lobby controls; the client answering its ask;
 * and bytes fed to the client as if from its host. Everything the host sends to seat 0 is also
 * fed to the client, so the client walks real sequences (welcome, lobby, start, views, asks)
 * as well as the input's own.
 *
 * Checks: no crash, leak or undefined behaviour (ASan, UBSan), and every packet the host sends
 * decodes (the host never sends what its clients would refuse).
 *
 * Step format (one byte op, then its operands):
 *   0 p        peer p % 8 connects          4 t       the clock moves t * 16 ms; the host polls
 *   1 p        peer p % 8 disconnects       5 k       the client: connected (k even) / host gone
 *   2 p n ...  peer p % 8 sends n bytes     6 a b c   host control a % 4 (easy bot or none, free,
 *                                                     move, start) of seat b % 5 - 1
 *   3 n ...    the client receives n bytes  7 a       client: answer the ask with legal action a,
 *                                                     ready, chat */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "net/client.h"
#include "net/host.h"
#include "table/ruleset_file.h"

enum { MAX_FORWARD = 64 };

typedef struct {
    uint8_t *data[MAX_FORWARD];
    size_t len[MAX_FORWARD];
    int n;
} forward_queue;

static void capture(void *ctx, int seat, const void *data, size_t len)
{
    sp_msg m;
    char err[256];
    if (sp_msg_decode(data, len, SP_NET_HOST_MAX, &m, err, sizeof err)) abort(); /* the host sent what no client takes */
    sp_msg_free(&m);
    forward_queue *q = ctx;
    if (seat != 0 || q->n == MAX_FORWARD) return;
    q->data[q->n] = malloc(len);
    if (!q->data[q->n]) return;
    memcpy(q->data[q->n], data, len);
    q->len[q->n++] = len;
}

static void quiet(void *ctx, const char *line)
{
    (void)ctx;
    (void)line;
}

static const sp_ruleset *rules(void)
{
    static sp_ruleset rs;
    static bool loaded;
    char err[512];
    if (!loaded && sp_ruleset_load("mingjiang", &rs, err, sizeof err)) abort();
    loaded = true;
    return &rs;
}

static void feed_client(sp_net_client *c, const uint8_t *data, size_t len)
{
    sp_tr_event ev = {.type = SP_TR_RECEIVE, .peer = 0, .data = data, .len = len};
    sp_net_client_inject(c, &ev);
}

/* Takes up to want bytes of the input at *i (fewer at its end); how many. */
static size_t take(size_t size, size_t *i, size_t want)
{
    size_t left = *i < size ? size - *i : 0, n = want < left ? want : left;
    *i += n;
    return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    forward_queue q = {.n = 0};
    sp_net_host_config cfg;
    sp_net_host_config_defaults(&cfg);
    cfg.rules = rules();
    cfg.players = 4;
    cfg.seed = 1;
    cfg.turn_ms = 800;
    cfg.claim_ms = 400;
    cfg.grace_ms = 1500;
    cfg.ready_ms = 3000;
    cfg.hand_pause_ms = 0;
    cfg.log = quiet;
    cfg.capture = capture;
    cfg.capture_ctx = &q;
    char err[256];
    sp_net_host *h = sp_net_host_create(&cfg, err, sizeof err);
    if (!h) return 0;
    sp_net_client_config cc = {.host = "127.0.0.1", .port = 9, .name = "Ann", .rules = cfg.rules, .accept_download = true};
    sp_net_client *c = sp_net_client_connect(&cc, err, sizeof err);
    int64_t now = 1000;
    sp_net_host_poll(h, now);
    size_t i = 0;
    for (int steps = 0; i < size && steps < 400; steps++) {
        uint8_t op = data[i++] & 7;
        uint8_t a = i < size ? data[i] : 0, b = i + 1 < size ? data[i + 1] : 0, cbyte = i + 2 < size ? data[i + 2] : 0;
        switch (op) {
        case 0:
        case 1: {
            i++;
            sp_tr_event ev = {.type = op == 0 ? SP_TR_CONNECT : SP_TR_DISCONNECT, .peer = a % 8};
            sp_net_host_inject(h, &ev);
            break;
        }
        case 2: {
            i += 2;
            size_t n = take(size, &i, b);
            sp_tr_event ev = {.type = SP_TR_RECEIVE, .peer = a % 8, .data = data + i - n, .len = n};
            if (n) sp_net_host_inject(h, &ev);
            break;
        }
        case 3: {
            i++;
            size_t n = take(size, &i, a);
            if (c && n) feed_client(c, data + i - n, n);
            break;
        }
        case 4:
            i++;
            now += (int64_t)a * 16;
            sp_net_host_poll(h, now);
            break;
        case 5: {
            i++;
            sp_tr_event ev = {.type = a % 2 ? SP_TR_DISCONNECT : SP_TR_CONNECT, .peer = 0};
            if (c) sp_net_client_inject(c, &ev);
            break;
        }
        case 6: {
            i += 3;
            char why[200];
            int seat = b % 5 - 1; /* -1..3: out of range too */
            switch (a % 4) {
            case 0: sp_net_host_set_bot(h, seat, (int)(cbyte % 2) - 1, why, sizeof why); break; /* easy: cheap */
            case 1: sp_net_host_free_seat(h, seat, why, sizeof why); break;
            case 2: sp_net_host_move(h, seat, (int)(cbyte % 5) - 1, why, sizeof why); break;
            default: sp_net_host_start(h, why, sizeof why); break;
            }
            break;
        }
        default: {
            i++;
            if (!c) break;
            const sp_action_list *legal;
            int32_t ms;
            if (a < 200 && sp_net_client_asked(c, &legal, &ms) && legal->n) sp_net_client_submit(c, &legal->a[a % legal->n]);
            else if (a < 230) sp_net_client_ready(c, a & 1);
            else sp_net_client_chat(c, "hi");
            break;
        }
        }
        /* what the host told seat 0, the client hears (not while it is being told: no reentry) */
        for (int k = 0; k < q.n; k++) {
            if (c) feed_client(c, q.data[k], q.len[k]);
            free(q.data[k]);
        }
        q.n = 0;
    }
    sp_net_client_close(c);
    sp_net_host_close(h, NULL);
    for (int k = 0; k < q.n; k++) free(q.data[k]);
    return 0;
}
