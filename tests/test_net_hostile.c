/* test_net_hostile.c: a host that hostile peers cannot break. While a good client and two
 * computer players play a match, a raw peer holding a seat commits one offence after another
 * (malformed, truncated and oversized messages, a flood, actions for another seat, out of
 * turn, replayed and illegal, messages only a host may send, a second hello) and comes back
 * with its token after each drop; peers without a seat send things before hello, garbage, or
 * nothing at all. Each offence is logged and its sender dropped; the match plays on to its end. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <unistd.h>

#include "net_harness.h"
#include "net/seat_log.h"
#include "table/replay.h"

typedef struct {
    sp_ruleset rs;
    harness_watch watch;
    sp_net_host *host;
    harness_player good;
    harness_raw raw;
    uint32_t seq;             /* the raw peer's action seq */
    bool raw_plays;           /* the raw peer answers its asks with the first legal action */
} arena;

static void raw_answer(arena *a, int i)
{
    harness_raw *r = &a->raw;
    char text[48];
    sp_action_format(&r->legal.a[i], text, sizeof text);
    harness_raw_sendf(r, "{\"t\":\"action\",\"seq\":%u,\"ask\":%u,\"seat\":%d,\"action\":\"%s\"}", ++a->seq, r->ask_id,
                      r->seat, text);
    r->asked = false;
}

static void pump(arena *a)
{
    int64_t now = harness_now();
    sp_net_host_poll(a->host, now);
    harness_player_step(&a->good, now);
    if (a->raw.t) {
        harness_raw_poll(&a->raw);
        if (a->raw_plays && a->raw.asked && !a->raw.gone && a->raw.legal.n) raw_answer(a, 0);
    }
}

static void pump_until(arena *a, bool (*done)(arena *), int64_t limit_ms, const char *what)
{
    int64_t until = harness_now() + limit_ms;
    while (!done(a)) {
        if (harness_now() > until) fail_msg("timed out waiting for %s", what);
        pump(a);
    }
}

static bool raw_up(arena *a) { return a->raw.up; }
static bool raw_welcomed(arena *a) { return a->raw.welcomed; }
static bool raw_gone(arena *a) { return a->raw.gone; }
static bool raw_asked(arena *a) { return a->raw.asked && a->raw.legal.n > 0; }
static bool playing(arena *a) { return sp_net_host_state(a->host) == SP_HOST_PLAYING; }

static void raw_connect(arena *a)
{
    if (a->raw.t) harness_raw_close(&a->raw);
    harness_raw_open(&a->raw, sp_net_host_port(a->host));
    pump_until(a, raw_up, 5000, "the raw peer's connection");
}

static void raw_hello(arena *a, const char *token)
{
    harness_raw_sendf(&a->raw, "{\"t\":\"hello\",\"version\":%d,\"ruleset\":\"hk-classic\",\"hash\":\"0000000000000000\","
                               "\"name\":\"Mallory\",\"token\":\"%s\"}",
                      SP_NET_PROTOCOL, token);
}

/* The raw peer (back) in its seat. */
static void raw_seat(arena *a)
{
    char token[SP_NET_TOKEN_LEN];
    snprintf(token, sizeof token, "%s", a->raw.token);
    int seat = a->raw.seat;
    raw_connect(a);
    raw_hello(a, token);
    pump_until(a, raw_welcomed, 5000, "a welcome");
    if (seat >= 0) assert_int_equal(a->raw.seat, seat);
}

/* The offence is logged with `why`, its sender dropped, the count up by one. */
static void expect_dropped(arena *a, const char *why)
{
    unsigned before = sp_net_host_get_stats(a->host).offences;
    pump_until(a, raw_gone, 5000, why);
    assert_int_equal(sp_net_host_get_stats(a->host).offences, before + 1);
    if (!harness_logged(&a->watch, why)) fail_msg("the host did not log '%s'", why);
    if (a->raw.welcomed && !strstr(a->raw.reason, why)) fail_msg("the peer was told '%s', not '%s'", a->raw.reason, why);
}

static void seated_offence(arena *a, const char *why, void (*commit)(arena *))
{
    raw_seat(a);
    a->raw_plays = false;
    commit(a);
    expect_dropped(a, why);
    a->raw_plays = true;
}

static void send_malformed(arena *a) { harness_raw_sendf(&a->raw, "{not json"); }
static void send_truncated(arena *a) { harness_raw_sendf(&a->raw, "{\"t\":\"action\",\"seq\":99,\"ask\":1,\"se"); }
static void send_oversized(arena *a)
{
    size_t n = 6000;
    char *big = malloc(n + 64);
    strcpy(big, "{\"t\":\"chat\",\"text\":\"");
    size_t at = strlen(big);
    memset(big + at, 'x', n);
    strcpy(big + at + n, "\"}");
    harness_raw_send(&a->raw, big, strlen(big));
    free(big);
}
static void send_flood(arena *a)
{
    for (int i = 0; i < 40; i++) harness_raw_sendf(&a->raw, "{\"t\":\"chat\",\"text\":\"spam %d\"}", i);
}
static void send_wrong_seat(arena *a)
{
    harness_raw_sendf(&a->raw, "{\"t\":\"action\",\"seq\":%u,\"ask\":1,\"seat\":%d,\"action\":\"PASS\"}", ++a->seq,
                      (a->raw.seat + 1) % 4);
}
static void send_out_of_turn(arena *a)
{
    harness_raw_sendf(&a->raw, "{\"t\":\"action\",\"seq\":%u,\"ask\":99999,\"seat\":%d,\"action\":\"PASS\"}", ++a->seq,
                      a->raw.seat);
}
static void send_replayed(arena *a)
{
    pump_until(a, raw_asked, 10000, "an ask");
    char text[48], msg[160];
    sp_action_format(&a->raw.legal.a[0], text, sizeof text);
    snprintf(msg, sizeof msg, "{\"t\":\"action\",\"seq\":%u,\"ask\":%u,\"seat\":%d,\"action\":\"%s\"}", ++a->seq,
             a->raw.ask_id, a->raw.seat, text);
    harness_raw_send(&a->raw, msg, strlen(msg));
    harness_raw_send(&a->raw, msg, strlen(msg)); /* the very same bytes again */
}
static void send_illegal(arena *a)
{
    pump_until(a, raw_asked, 10000, "an ask");
    /* an action of the right form that is not among the legal ones */
    static const char *const candidates[] = {"HU", "PASS", "BAOTING", "D 1m", "D 9p", "D 5s", "D 7z", "PON 1z"};
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0]; i++) {
        sp_action x;
        sp_error e;
        assert_int_equal(sp_action_parse(candidates[i], &x, &e), 0);
        bool legal = false;
        for (int k = 0; k < a->raw.legal.n; k++) legal |= sp_action_equal(&a->raw.legal.a[k], &x);
        if (legal) continue;
        harness_raw_sendf(&a->raw, "{\"t\":\"action\",\"seq\":%u,\"ask\":%u,\"seat\":%d,\"action\":\"%s\"}", ++a->seq,
                          a->raw.ask_id, a->raw.seat, candidates[i]);
        return;
    }
    fail_msg("every candidate was legal");
}
static void send_host_message(arena *a) { harness_raw_sendf(&a->raw, "{\"t\":\"timer\",\"seat\":0,\"ms\":5}"); }
static void send_second_hello(arena *a) { raw_hello(a, a->raw.token); }

static void test_hostile_peers(void **state)
{
    (void)state;
    arena *a = calloc(1, sizeof *a);
    char err[512];
    if (sp_ruleset_load("hk-classic", &a->rs, err, sizeof err)) fail_msg("%s", err);
    /* seats 3 and 4 are computer players; timers keep a silent seat from stalling the table */
    sp_net_host_config c;
    harness_config(&c, &a->rs, 4, 3, &a->watch);
    c.bots[2] = SP_BOT_NORMAL;
    c.bots[3] = SP_BOT_EASY;
    c.turn_ms = c.claim_ms = 3000;
    c.grace_ms = 50;
    c.hello_ms = 300;
    a->host = harness_start(&c, &a->watch);
    uint16_t port = sp_net_host_port(a->host);
    a->good.level = SP_BOT_NORMAL;
    harness_join(&a->good, &a->rs, port, "Alice", NULL);

    /* peers without a seat: before hello, garbage, silence; a client of another version */
    raw_connect(a);
    harness_raw_sendf(&a->raw, "{\"t\":\"chat\",\"text\":\"hi\"}");
    expect_dropped(a, "before hello");
    raw_connect(a);
    harness_raw_send(&a->raw, "\x01\xff\x00garbage", 10);
    expect_dropped(a, "malformed message");
    raw_connect(a);
    expect_dropped(a, "said nothing");
    raw_connect(a);
    harness_raw_sendf(&a->raw, "{\"t\":\"hello\",\"version\":99,\"ruleset\":\"\",\"hash\":\"0000000000000000\",\"name\":\"Old\",\"token\":\"\"}");
    pump_until(a, raw_gone, 5000, "a reject");
    assert_non_null(strstr(a->raw.reason, "protocol version"));

    /* Mallory takes the second seat and says ready; the match starts */
    a->raw.seat = -1;
    a->raw.token[0] = 0;
    raw_seat(a);
    harness_raw_sendf(&a->raw, "{\"t\":\"ready\",\"ready\":true}");
    a->raw_plays = true;
    pump_until(a, playing, 5000, "the start");

    seated_offence(a, "malformed message", send_malformed);
    seated_offence(a, "malformed message", send_truncated);
    seated_offence(a, "oversized packet", send_oversized);
    seated_offence(a, "flood", send_flood);
    seated_offence(a, "action for seat", send_wrong_seat);
    seated_offence(a, "out of turn", send_out_of_turn);
    seated_offence(a, "replayed message", send_replayed);
    seated_offence(a, "illegal action", send_illegal);
    seated_offence(a, "may not send 'timer'", send_host_message);
    seated_offence(a, "a second hello", send_second_hello);

    /* the right name with a wrong token is refused, not seated, and told the token is not a seat's */
    unsigned offences = sp_net_host_get_stats(a->host).offences;
    char token[SP_NET_TOKEN_LEN];
    snprintf(token, sizeof token, "%s", a->raw.token);
    raw_connect(a);
    raw_hello(a, "0123456789abcdef");
    pump_until(a, raw_gone, 5000, "a reject");
    assert_non_null(strstr(a->raw.reason, "not one of this match's seats"));
    assert_int_equal(sp_net_host_get_stats(a->host).offences, offences);

    /* back once more, and the match plays on to its end */
    snprintf(a->raw.token, sizeof a->raw.token, "%s", token);
    a->raw.welcomed = false;
    raw_seat(a);
    int64_t until = harness_now() + 60000;
    while (sp_net_client_state(a->good.c) != SP_CLIENT_OVER) {
        if (harness_now() > until) fail_msg("the match did not end: %s", sp_net_client_reason(a->good.c));
        pump(a);
    }
    assert_int_equal(sp_net_host_state(a->host), SP_HOST_OVER);
    assert_int_equal(sp_net_host_get_stats(a->host).offences, 13);
    if (a->watch.leaks) fail_msg("%u leaks; first: %s", a->watch.leaks, a->watch.first_leak);
    sp_net_client_close(a->good.c);
    harness_raw_close(&a->raw);
    sp_net_host_close(a->host, NULL);
    free(a);
}

/* The host's departure ends the match for everyone with a clear message and a saved replay. */
static void test_host_leaves(void **state)
{
    (void)state;
    sp_ruleset *rs = harness_rules("mingjiang");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host_config c;
    harness_config(&c, rs, 4, 8, &w);
    c.bots[2] = c.bots[3] = SP_BOT_NORMAL;
    char path[64];
    snprintf(path, sizeof path, "/tmp/sparrow-net-replay-%d.json", (int)getpid());
    c.replay_path = path;
    sp_net_host *h = harness_start(&c, &w);
    char err[512];
    harness_player p[2];
    memset(p, 0, sizeof p);
    for (int i = 0; i < 2; i++) harness_join(&p[i], rs, sp_net_host_port(h), i ? "Bo" : "Al", NULL);
    int64_t until = harness_now() + 10000;
    while (!sp_net_host_session(h) || sp_net_host_session(h)->nlog < 20) {
        if (harness_now() > until) fail_msg("the match did not start");
        sp_net_host_poll(h, harness_now());
        for (int i = 0; i < 2; i++) harness_player_step(&p[i], harness_now());
    }
    sp_net_host_close(h, NULL);
    char logs[2][80];
    for (int i = 0; i < 2; i++) {
        until = harness_now() + 5000;
        while (sp_net_client_poll(p[i].c, harness_now()) != SP_CLIENT_FAILED)
            if (harness_now() > until) fail_msg("the client did not learn that the host left");
        assert_string_equal(sp_net_client_reason(p[i].c), "the host has left the table");
        /* each player keeps what its seat saw */
        snprintf(logs[i], sizeof logs[i], "/tmp/sparrow-net-seat%d-%d.json", i, (int)getpid());
        if (sp_net_client_save_log(p[i].c, logs[i], err, sizeof err)) fail_msg("%s", err);
        sp_net_client_close(p[i].c);
    }
    /* the host's replay of the unfinished match reads back and verifies */
    sp_replay r;
    sp_ruleset *again = malloc(sizeof *again);
    if (sp_replay_read(path, &r, again, false, err, sizeof err)) fail_msg("%s", err);
    assert_true(r.nactions >= 20);
    assert_false(r.complete);
    sp_session *s = calloc(1, sizeof *s);
    if (sp_replay_play(&r, again, s, true, err, sizeof err)) fail_msg("%s", err);
    /* and each seat's log is exactly what the host's game gave that seat, up to the end */
    for (int i = 0; i < 2; i++) {
        sp_seat_log log;
        if (sp_seat_log_read(logs[i], &log, err, sizeof err)) fail_msg("%s", err);
        assert_int_equal(log.nscores, 4); /* the standings the host's goodbye gave */
        assert_true(log.nevents > 20);
        if (sp_seat_log_check(&log, &r, again, err, sizeof err)) fail_msg("%s: %s", logs[i], err);
        /* a log that shows another seat's concealed tile (its deal) is caught */
        size_t d = 0;
        while (d < log.nevents && !(log.events[d].type == SP_EV_DEAL && log.events[d].seat != log.seat)) d++;
        assert_true(d < log.nevents);
        assert_int_equal(log.events[d].tiles[0], SP_TILE_HIDDEN);
        log.events[d].tiles[0] = 0;
        assert_int_equal(sp_seat_log_check(&log, &r, again, err, sizeof err), -1);
        assert_non_null(strstr(err, "is not what the host's game gave seat"));
        sp_seat_log_free(&log);
        remove(logs[i]);
    }
    sp_session_free(s);
    free(s);
    sp_replay_free(&r);
    free(again);
    remove(path);
    free(rs);
}

/* A Continue the host waits for is not talk: a computer player presses it the moment a hand
 * ends, and short hands end quickly, so counting it toward the chat flood limit once dropped an
 * honest seat for "flood". Any other Continue (a second one, another hand's) still counts. */
static bool hand_over(arena *a)
{
    sp_session *s = sp_net_host_session(a->host);
    return s && s->game.phase == SP_PHASE_HAND_OVER;
}

static void test_continue_is_not_talk(void **state)
{
    (void)state;
    arena *a = calloc(1, sizeof *a);
    char err[512];
    if (sp_ruleset_load("hk-classic", &a->rs, err, sizeof err)) fail_msg("%s", err);
    sp_net_host_config c;
    harness_config(&c, &a->rs, 4, 5, &a->watch);
    for (int p = 1; p < 4; p++) c.bots[p] = SP_BOT_NORMAL;
    c.hand_pause_ms = 20000; /* the host waits for Mallory's Continue */
    a->host = harness_start(&c, &a->watch);
    a->raw.seat = -1;
    raw_seat(a);
    harness_raw_sendf(&a->raw, "{\"t\":\"ready\",\"ready\":true}");
    a->raw_plays = true;
    pump_until(a, playing, 5000, "the start");
    pump_until(a, hand_over, 60000, "the first hand's end");
    uint32_t hand = sp_net_host_session(a->host)->game.hand_number;
    int64_t fresh = harness_now() + 1100; /* a new second for the flood count (the ready was talk) */
    while (harness_now() < fresh) pump(a);
    assert_true(hand_over(a));
    unsigned offences = sp_net_host_get_stats(a->host).offences;
    /* as much chat as a second allows, then the awaited Continue: the next hand is dealt */
    for (int i = 0; i < 10; i++) harness_raw_sendf(&a->raw, "{\"t\":\"chat\",\"text\":\"gg %d\"}", i);
    harness_raw_sendf(&a->raw, "{\"t\":\"continue\",\"hand\":%u}", hand);
    int64_t until = harness_now() + 5000;
    while (sp_net_host_session(a->host)->game.hand_number == hand && !a->raw.gone) {
        if (harness_now() > until) fail_msg("the host did not deal after the Continue");
        pump(a);
    }
    if (a->raw.gone) fail_msg("the awaited Continue was counted as a flood: %s", a->raw.reason);
    if (sp_net_host_get_stats(a->host).offences != offences)
        fail_msg("an offence after the Continue: %s", a->watch.nlog ? a->watch.log[(a->watch.nlog - 1) % 64] : "");
    /* the same Continue again, within the second: no longer awaited, so it is talk - the 11th */
    harness_raw_sendf(&a->raw, "{\"t\":\"continue\",\"hand\":%u}", hand);
    expect_dropped(a, "flood");
    harness_raw_close(&a->raw);
    sp_net_host_close(a->host, NULL);
    free(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hostile_peers),
        cmocka_unit_test(test_host_leaves),
        cmocka_unit_test(test_continue_is_not_talk),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
