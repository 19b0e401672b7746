/* cmd_serve.c: `sparrow-cli serve` - a headless LAN host (src/cli/README.md), and
 * `sparrow-cli join` - a headless client with a computer player behind it (for tests and for filling a seat from
 * another machine). */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ai/bot.h"
#include "cli/cli.h"
#include "net/client.h"
#include "net/discovery.h"
#include "net/clock.h"
#include "net/host.h"
#include "net/seat_store.h"
#include "net/transport.h"
#include "table/data_dirs.h"
#include "table/ruleset_file.h"

static volatile sig_atomic_t stop_requested;

static void on_signal(int sig)
{
    (void)sig;
    stop_requested = 1;
}

static void catch_signals(void)
{
#ifdef _WIN32 /* no sigaction; Ctrl+C arrives as SIGINT */
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
#else
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
#endif
}

static void log_line(void *ctx, const char *line)
{
    (void)ctx;
    fprintf(stderr, "sparrow serve: %s\n", line);
}

static int serve_usage(void) { return cli_usage_error("serve"); }

/* "normal,hard" into the last seats of bots[]; false (message printed) on a bad level. */
static bool parse_bots(const char *list, int players, int8_t bots[SP_SEATS])
{
    int levels[SP_SEATS], n = 0;
    char buf[128];
    snprintf(buf, sizeof buf, "%s", list);
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        int l = sp_bot_level_parse(tok);
        if (l < 0 || n == SP_SEATS) {
            fprintf(stderr, "sparrow-cli: --bots: '%s' is not easy, normal, hard or expert (or too many)\n", tok);
            return false;
        }
        levels[n++] = l;
    }
    if (n > players) {
        fprintf(stderr, "sparrow-cli: --bots: %d computer players for %d seats\n", n, players);
        return false;
    }
    for (int i = 0; i < n; i++) bots[players - n + i] = (int8_t)levels[i];
    return true;
}

int cmd_serve(int argc, char **argv)
{
    const char *rules_id = NULL, *bots = NULL, *replay = NULL, *table_name = "Sparrow";
    bool announce = true;
    long port = -1, players = 0, seed = -1, turn_s = 20, claim_s = 8, pause_s = 20, ready_s = 60, hold_ms = 1000;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--no-announce")) {
            announce = false;
            continue;
        }
        if (i + 1 >= argc) return serve_usage();
        const char *v = argv[++i];
        if (!strcmp(a, "--rules")) rules_id = v;
        else if (!strcmp(a, "--table-name")) table_name = v;
        else if (!strcmp(a, "--bots")) bots = v;
        else if (!strcmp(a, "--replay")) replay = v;
        else if (!strcmp(a, "--port")) {
            if (!cli_parse_count(a, v, 65535, &port)) return 2;
        } else if (!strcmp(a, "--players")) {
            if (!cli_parse_count(a, v, SP_SEATS, &players)) return 2;
        } else if (!strcmp(a, "--seed")) {
            if (!cli_parse_count(a, v, LONG_MAX, &seed)) return 2;
        } else if (!strcmp(a, "--turn-seconds")) {
            if (!cli_parse_count(a, v, 3600, &turn_s)) return 2;
        } else if (!strcmp(a, "--claim-seconds")) {
            if (!cli_parse_count(a, v, 3600, &claim_s)) return 2;
        } else if (!strcmp(a, "--ready-seconds")) {
            if (!cli_parse_count(a, v, 3600, &ready_s)) return 2;
        } else if (!strcmp(a, "--pause-seconds")) {
            if (!cli_parse_count(a, v, 600, &pause_s)) return 2;
        } else if (!strcmp(a, "--hold-ms")) {
            if (!cli_parse_count(a, v, 10000, &hold_ms)) return 2;
        } else return serve_usage();
    }
    if (!rules_id || port < 0) return serve_usage();
    sp_ruleset *rs = malloc(sizeof *rs);
    char err[512];
    char *text = rs ? sp_ruleset_load_text(rules_id, rs, err, sizeof err) : NULL;
    if (!text) {
        fprintf(stderr, "sparrow-cli: %s\n", rs ? err : "out of memory");
        free(rs);
        return 1;
    }
    sp_net_host_config c;
    sp_net_host_config_defaults(&c);
    c.rules = rs;
    c.rules_text = text;
    c.players = players ? (int)players : rs->players_max;
    c.seed = seed >= 0 ? (uint64_t)seed : (uint64_t)sp_net_clock_ms() * 2654435761u;
    c.bot_seed = c.seed;
    c.port = (uint16_t)port;
    c.turn_ms = (int32_t)turn_s * 1000;
    c.claim_ms = (int32_t)claim_s * 1000;
    c.hand_pause_ms = (int32_t)pause_s * 1000;
    c.ready_ms = (int32_t)ready_s * 1000;
    c.hold_ms = (int32_t)hold_ms;
    c.replay_path = replay;
    c.announce_to = announce ? "255.255.255.255" : NULL;
    c.table_name = table_name;
    c.log = log_line;
    int rc = 1;
    sp_net_host *h = NULL;
    if (bots && !parse_bots(bots, c.players, c.bots)) rc = 2;
    else if (!(h = sp_net_host_create(&c, err, sizeof err))) fprintf(stderr, "sparrow-cli: %s\n", err);
    if (h) {
        catch_signals();
        uint16_t p = sp_net_host_port(h);
        char addrs[8][48];
        int n = sp_local_addresses(addrs, 8);
        printf("Sparrow LAN host: %s, %d seats, UDP port %u, seed %" PRIu64 "\n", rs->id, c.players, p, c.seed);
        printf("others join with one of these addresses:\n");
        for (int i = 0; i < n; i++) printf("  %s:%u\n", addrs[i], p);
        fflush(stdout);
        while (!stop_requested && sp_net_host_state(h) != SP_HOST_OVER) {
            sp_net_host_poll(h, sp_net_clock_ms());
            sp_net_host_wait(h, 5);
        }
        sp_session *s = sp_net_host_session(h);
        if (sp_net_host_state(h) == SP_HOST_OVER && s) {
            printf("match over after %u hands; scores:", s->game.hand_number);
            for (int i = 0; i < c.players; i++) printf(" %d", s->game.seat[i].score);
            printf("\n");
            rc = 0;
        } else {
            printf("stopped\n");
            rc = stop_requested ? 0 : 1;
        }
        sp_net_host_close(h, "the host has stopped the table");
    }
    free(text);
    free(rs);
    return rc;
}

static int compare_ints(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int join_usage(void) { return cli_usage_error("join"); }

/* The seat list in the player's folder, the window's (NULL when that folder does not exist). */
static const char *player_seat_file(char *out, size_t len)
{
    char dir[1000];
    struct stat st;
    if (sp_user_dir(dir, sizeof dir) || stat(dir, &st) || !S_ISDIR(st.st_mode)) return NULL;
    snprintf(out, len, "%s%s", dir, SP_SEAT_STORE_FILE);
    return out;
}

int cmd_join(int argc, char **argv)
{
    if (argc < 2) return join_usage();
    const char *address = argv[1], *name = "guest", *level_name = "normal", *token = NULL, *log_path = NULL;
    const char *seat_file = NULL;
    long seconds = 3600, think_ms = 0;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        if (i + 1 >= argc) return join_usage();
        const char *v = argv[++i];
        if (!strcmp(a, "--name")) name = v;
        else if (!strcmp(a, "--bot")) level_name = v;
        else if (!strcmp(a, "--token")) token = v;
        else if (!strcmp(a, "--save-log")) log_path = v;
        else if (!strcmp(a, "--seat-file")) seat_file = v;
        else if (!strcmp(a, "--seconds")) {
            if (!cli_parse_count(a, v, 86400, &seconds)) return 2;
        } else if (!strcmp(a, "--think-ms")) {
            if (!cli_parse_count(a, v, 60000, &think_ms)) return 2;
        } else return join_usage();
    }
    int level = sp_bot_level_parse(level_name);
    if (level < 0) {
        fprintf(stderr, "sparrow-cli: --bot: '%s' is not easy, normal, hard or expert\n", level_name);
        return 2;
    }
    char host[256];
    uint16_t port;
    if (sp_net_parse_address(address, 7777, host, sizeof host, &port)) {
        fprintf(stderr, "sparrow-cli: '%s' is not HOST:PORT\n", address);
        return 2;
    }
    char kept[1100];
    if (!seat_file) seat_file = player_seat_file(kept, sizeof kept);
    else if (!strcmp(seat_file, "none")) seat_file = NULL;
    sp_net_client_config cfg = {.host = host, .port = port, .name = name, .token = token, .accept_download = true,
                                .seat_file = seat_file};
    char err[256];
    sp_net_client *c = sp_net_client_connect(&cfg, err, sizeof err);
    if (!c) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        return 1;
    }
    catch_signals();
    sp_bot bot;
    bool seated = false, ready = false;
    /* action-to-event round trips of the seat's own turns (a claim's answer may wait for the
     * other seats' answers, so those are not counted) */
    enum { MAX_RTT = 4096 };
    int *rtt = malloc(MAX_RTT * sizeof *rtt), nrtt = 0;
    int64_t sent_at = -1;
    uint64_t events_before = 0;
    int64_t until = sp_net_clock_ms() + seconds * 1000, seen_at = 0;
    uint32_t seen_ask = 0; /* the question being thought about, since seen_at */
    int st;
    while ((st = sp_net_client_poll(c, sp_net_clock_ms())) != SP_CLIENT_OVER && st != SP_CLIENT_FAILED) {
        if (stop_requested || sp_net_clock_ms() > until) break;
        if (!seated && sp_net_client_seat(c) >= 0) {
            seated = true;
            sp_bot_init(&bot, level, sp_net_clock_ms(), NULL);
            printf("%s seat %d (token %s)\n", sp_net_client_resumed(c) ? "back in" : "seated in", sp_net_client_seat(c) + 1,
                   sp_net_client_token(c));
            fflush(stdout);
        }
        if (st == SP_CLIENT_LOBBY && !ready) ready = sp_net_client_ready(c, true) == 0;
        if (sent_at >= 0 && sp_net_client_get_stats(c).events_received > events_before) {
            if (rtt && nrtt < MAX_RTT) rtt[nrtt++] = (int)(sp_net_clock_ms() - sent_at);
            sent_at = -1;
        }
        uint32_t ask = sp_net_client_get_stats(c).last_ask;
        if (ask != seen_ask) seen_ask = ask, seen_at = sp_net_clock_ms();
        if (st == SP_CLIENT_PLAYING && sp_net_clock_ms() - seen_at >= think_ms) {
            const sp_view *v = sp_net_client_view(c);
            bool own_turn = v && v->phase == SP_PHASE_TURN;
            events_before = sp_net_client_get_stats(c).events_received;
            if (sp_net_client_play_bot(c, &bot) && own_turn) sent_at = sp_net_clock_ms();
        }
        sp_msg m;
        while (sp_net_client_next(c, &m))
            if (m.type == SP_MSG_CHAT) printf("chat (seat %d): %s\n", m.u.chat.seat + 1, m.u.chat.text);
        sp_net_client_wait(c, 5);
    }
    if (nrtt > 0) {
        qsort(rtt, (size_t)nrtt, sizeof *rtt, compare_ints);
        printf("round trip of %d own-turn actions: median %d ms, p99 %d ms\n", nrtt, rtt[nrtt / 2], rtt[nrtt * 99 / 100]);
    }
    free(rtt);
    int rc = st == SP_CLIENT_OVER ? 0 : 1;
    if (st == SP_CLIENT_OVER) {
        int32_t scores[SP_SEATS];
        int n = sp_net_client_scores(c, scores);
        printf("match over; scores:");
        for (int i = 0; i < n; i++) printf(" %d", scores[i]);
        printf("\n");
    } else {
        printf("%s\n", st == SP_CLIENT_FAILED ? sp_net_client_reason(c) : "stopped");
    }
    if (log_path && sp_net_client_save_log(c, log_path, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        rc = 1;
    }
    sp_net_client_close(c);
    return rc;
}

int cmd_discover(int argc, char **argv)
{
    long seconds = 3, port = SP_DISCOVERY_PORT;
    for (int i = 1; i < argc; i++) {
        if (i + 1 >= argc) {
            return cli_usage_error("discover");
        }
        const char *a = argv[i], *v = argv[++i];
        if (!strcmp(a, "--seconds")) {
            if (!cli_parse_count(a, v, 3600, &seconds)) return 2;
        } else if (!strcmp(a, "--port")) {
            if (!cli_parse_count(a, v, 65535, &port)) return 2;
        } else {
            return cli_usage_error("discover");
        }
    }
    char err[256];
    sp_discovery *d = sp_discovery_listener((uint16_t)port, err, sizeof err);
    if (!d) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        return 1;
    }
    sp_lan_game found[16];
    int n = 0;
    int64_t until = sp_net_clock_ms() + seconds * 1000;
    while (sp_net_clock_ms() < until) {
        n = sp_discovery_poll(d, sp_net_clock_ms(), found, 16);
        sp_net_sleep_ms(50);
    }
    for (int i = 0; i < n; i++)
        printf("%s:%u  %s  %d of %d seats open  %s\n", found[i].address, found[i].port, found[i].ruleset, found[i].open,
               found[i].seats, found[i].name);
    if (!n) printf("no Sparrow host heard on this network in %ld s\n", seconds);
    sp_discovery_close(d);
    return 0;
}
