/* test_net_trust.c: what a LAN player can rely on. A seat kept in the player's folder
 * (seat_store.h) takes a crashed client back to its seat with no token typed; a kept token of an
 * earlier match is refused clearly, forgotten, and the player joins as new; the seat list's
 * file survives bad lines. Text that travels is valid UTF-8 without control characters or is
 * refused, and the host's log escapes what it prints. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <time.h>
#include <unistd.h>

#include "net/net_text.h"
#include "net/seat_store.h"
#include "table/replay.h"
#include "net_harness.h"

static void temp_path(char *out, size_t len, const char *what)
{
    snprintf(out, len, "/tmp/sparrow-test-%d-%s", (int)getpid(), what);
    unlink(out);
}

static void test_seat_store(void **state)
{
    (void)state;
    char path[200], err[300];
    temp_path(path, sizeof path, "seats.txt");
    int64_t now = (int64_t)time(NULL);
    sp_seat_entry e = {.host = "10.0.0.2", .port = 7777, .match = "00112233445566aa", .name = "Ann 安",
                       .token = "0123456789abcdef", .saved = now};
    sp_seat_entry got;
    assert_false(sp_seat_store_find(path, now, "10.0.0.2", 7777, "Ann 安", &got)); /* no file: none */
    assert_int_equal(sp_seat_store_put(path, &e, err, sizeof err), 0);
    sp_seat_entry other = e;
    snprintf(other.name, sizeof other.name, "Bob");
    assert_int_equal(sp_seat_store_put(path, &other, err, sizeof err), 0);
    assert_true(sp_seat_store_find(path, now, "10.0.0.2", 7777, "Ann 安", &got));
    assert_string_equal(got.token, e.token);
    assert_string_equal(got.match, e.match);
    assert_false(sp_seat_store_find(path, now, "10.0.0.2", 7778, "Ann 安", &got)); /* keyed by the port too */
    /* a seat taken again at that host replaces the one before */
    snprintf(e.token, sizeof e.token, "fedcba9876543210");
    assert_int_equal(sp_seat_store_put(path, &e, err, sizeof err), 0);
    sp_seat_entry all[SP_SEAT_STORE_MAX];
    assert_int_equal(sp_seat_store_list(path, now, all, SP_SEAT_STORE_MAX), 2);
    assert_string_equal(all[0].token, "fedcba9876543210"); /* newest first */
    /* too old: left out */
    assert_int_equal(sp_seat_store_list(path, now + SP_SEAT_STORE_MAX_AGE + 10, all, SP_SEAT_STORE_MAX), 0);
    /* nothing that could not travel is kept (a tab or a control byte in a name) */
    sp_seat_entry bad = e;
    snprintf(bad.name, sizeof bad.name, "A\tB");
    assert_int_equal(sp_seat_store_put(path, &bad, err, sizeof err), -1);
    assert_int_equal(sp_seat_store_forget(path, "10.0.0.2", 7777, "Ann 安", err, sizeof err), 0);
    assert_false(sp_seat_store_find(path, now, "10.0.0.2", 7777, "Ann 安", &got));
    assert_true(sp_seat_store_find(path, now, "10.0.0.2", 7777, "Bob", &got));
    /* unreadable lines are skipped, the rest kept */
    const char text[] = "sparrow lan seats 1\nnot a line\n10.0.0.3\t99999\t00112233445566aa\tX\t0123456789abcdef\t1\n"
                        "10.0.0.4\t7777\t00112233445566aa\tCy\t0123456789abcdef\t%lld\n";
    char buf[400];
    snprintf(buf, sizeof buf, text, (long long)now);
    assert_int_equal(sp_write_file_atomic(path, buf, strlen(buf), err, sizeof err), 0);
    assert_int_equal(sp_seat_store_list(path, now, all, SP_SEAT_STORE_MAX), 1);
    assert_string_equal(all[0].name, "Cy");
    unlink(path);
}

/* Polls the host and the players (bots answering) for ms. */
static void run_for(sp_net_host *h, harness_player *p, int n, int ms)
{
    int64_t until = harness_now() + ms;
    while (harness_now() < until) {
        sp_net_host_poll(h, harness_now());
        for (int i = 0; i < n; i++) harness_player_step(&p[i], harness_now());
        harness_sleep_ms(1);
    }
}

static void join_keeping(harness_player *p, const sp_ruleset *rs, uint16_t port, const char *name, const char *seats)
{
    sp_net_client_config c = {.host = "127.0.0.1", .port = port, .name = name, .rules = rs, .accept_download = true,
                              .seat_file = seats};
    char err[256];
    memset(p, 0, sizeof *p);
    p->c = sp_net_client_connect(&c, err, sizeof err);
    if (!p->c) fail_msg("join: %s", err);
    snprintf(p->name, sizeof p->name, "%s", name);
}

/* A client that vanishes mid-hand (no goodbye, as after kill -9) and a new one with the same
 * name and seat list: back in the same seat, with the whole view, no token given. */
static void test_rejoin_from_kept_seat(void **state)
{
    (void)state;
    sp_ruleset *rs = harness_rules("mingjiang");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host_config cfg;
    harness_config(&cfg, rs, 4, 5, &w);
    cfg.turn_ms = cfg.claim_ms = 0;
    cfg.bots[2] = cfg.bots[3] = SP_BOT_NORMAL;
    sp_net_host *h = harness_start(&cfg, &w);
    char seats[200];
    temp_path(seats, sizeof seats, "rejoin-seats.txt");
    harness_player p[2];
    memset(p, 0, sizeof p);
    join_keeping(&p[0], rs, sp_net_host_port(h), "Ann", seats);
    harness_join(&p[1], rs, sp_net_host_port(h), "Bob", NULL);
    p[1].think_ms = 50; /* the match lasts while Ann is away and back */
    run_for(h, p, 2, 400);
    assert_int_equal(sp_net_host_state(h), SP_HOST_PLAYING);
    int seat = sp_net_client_seat(p[0].c);
    sp_seat_entry kept;
    assert_true(sp_seat_store_find(seats, (int64_t)time(NULL), "127.0.0.1", sp_net_host_port(h), "Ann", &kept));
    assert_string_equal(kept.token, sp_net_client_token(p[0].c));
    /* gone without a word: the host still holds the seat for her */
    sp_net_client *dead = p[0].c;
    harness_player again;
    join_keeping(&again, rs, sp_net_host_port(h), "Ann", seats);
    p[0] = again;
    run_for(h, p, 2, 300);
    assert_true(sp_net_client_resumed(p[0].c));
    assert_int_equal(sp_net_client_seat(p[0].c), seat);
    assert_int_equal(sp_net_client_state(p[0].c), SP_CLIENT_PLAYING);
    assert_non_null(sp_net_client_view(p[0].c)); /* the whole view again */
    assert_true(harness_logged(&w, "Ann is back in seat"));
    sp_net_client_close(dead);
    /* the match's end forgets the seat: nothing left to come back to */
    sp_net_host_close(h, NULL);
    for (int i = 0; i < 1000 && sp_net_client_state(p[0].c) != SP_CLIENT_FAILED; i++) {
        sp_net_client_poll(p[0].c, harness_now());
        harness_sleep_ms(5);
    }
    assert_non_null(strstr(sp_net_client_reason(p[0].c), "host has left")); /* the end message, not a lost line */
    assert_false(sp_seat_store_find(seats, (int64_t)time(NULL), "127.0.0.1", kept.port, "Ann", &kept));
    for (int i = 0; i < 2; i++) sp_net_client_close(p[i].c);
    unlink(seats);
    free(rs);
}

/* A kept seat of a match that has ended: the host refuses the token clearly, the client
 * forgets it and joins as a new player under the same name; a typed stale token is refused. */
static void test_stale_kept_token(void **state)
{
    (void)state;
    sp_ruleset *rs = harness_rules("mingjiang");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host *h = harness_host(rs, 4, 6, 1000, &w);
    uint16_t port = sp_net_host_port(h);
    char seats[200], err[300];
    temp_path(seats, sizeof seats, "stale-seats.txt");
    sp_seat_entry old = {.host = "127.0.0.1", .port = port, .match = "00000000000000aa", .name = "Ann",
                         .token = "0123456789abcdef", .saved = (int64_t)time(NULL)};
    assert_int_equal(sp_seat_store_put(seats, &old, err, sizeof err), 0);
    harness_player p[2];
    memset(p, 0, sizeof p);
    join_keeping(&p[0], rs, port, "Ann", seats);
    run_for(h, p, 1, 400);
    assert_int_equal(sp_net_client_state(p[0].c), SP_CLIENT_LOBBY);
    assert_false(sp_net_client_resumed(p[0].c));
    assert_true(harness_logged(&w, "Ann refused: that seat token is from an earlier match"));
    sp_seat_entry now;
    assert_true(sp_seat_store_find(seats, (int64_t)time(NULL), "127.0.0.1", port, "Ann", &now));
    assert_string_not_equal(now.match, old.match); /* the new match's seat replaced it */
    assert_string_equal(now.token, sp_net_client_token(p[0].c));
    /* typed by hand: refused, with the reason */
    harness_join(&p[1], rs, port, "Bob", "0123456789abcdef");
    run_for(h, p, 2, 300);
    assert_int_equal(sp_net_client_state(p[1].c), SP_CLIENT_FAILED);
    assert_non_null(strstr(sp_net_client_reason(p[1].c), "not one of this match's seats"));
    for (int i = 0; i < 2; i++) sp_net_client_close(p[i].c);
    sp_net_host_close(h, NULL);
    unlink(seats);
    free(rs);
}

static void test_text_policy(void **state)
{
    (void)state;
    assert_true(sp_net_text_ok("Ann"));
    assert_true(sp_net_text_ok("麻雀 😀 é"));
    assert_true(sp_net_text_ok(""));
    assert_false(sp_net_text_ok("a\x9b" "b"));        /* a lone continuation byte (a terminal's CSI) */
    assert_false(sp_net_text_ok("\xc2\x9b"));         /* U+009B, a C1 control */
    assert_false(sp_net_text_ok("a\x1b[2J"));         /* ESC */
    assert_false(sp_net_text_ok("\x7f"));
    assert_false(sp_net_text_ok("\xc0\xaf"));         /* overlong '/' */
    assert_false(sp_net_text_ok("\xed\xa0\x80"));     /* a surrogate */
    assert_false(sp_net_text_ok("\xf4\x90\x80\x80")); /* past U+10FFFF */
    assert_false(sp_net_text_ok("\xe9\xba"));         /* cut short */
    assert_false(sp_net_text_ok("a\xe2\x80\xa8" "b"));  /* U+2028 */
    char out[64];
    sp_net_text_escape("a\x9b\x1b[2J 麻\\", out, sizeof out);
    assert_string_equal(out, "a\\x9b\\x1b[2J 麻\\\\");
    sp_net_text_escape("abcdef", out, 4);
    assert_string_equal(out, "abc");
    /* the decoder holds the same policy for every text field */
    static const char *bad[] = {
        "{\"t\":\"chat\",\"text\":\"hi \\u009b\"}",
        "{\"t\":\"chat\",\"text\":\"\xff\"}",
        "{\"t\":\"hello\",\"version\":5,\"ruleset\":\"\",\"hash\":\"0000000000000000\",\"name\":\"A\\u001bB\",\"token\":\"\"}",
        "{\"t\":\"hello\",\"version\":5,\"ruleset\":\"\",\"hash\":\"0000000000000000\",\"name\":\"A\xc0\xaf\",\"token\":\"\"}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        sp_msg m;
        char err[256];
        assert_int_equal(sp_msg_decode(bad[i], strlen(bad[i]), SP_NET_CLIENT_MAX, &m, err, sizeof err), -1);
        assert_non_null(strstr(err, "not valid UTF-8, or holds a control character"));
        sp_msg_free(&m);
    }
    const char good[] = "{\"t\":\"chat\",\"text\":\"你好 \\u00e9\"}";
    sp_msg m;
    char err[256];
    assert_int_equal(sp_msg_decode(good, strlen(good), SP_NET_CLIENT_MAX, &m, err, sizeof err), 0);
    assert_string_equal(m.u.chat.text, "你好 é");
    /* a client refuses to send what the host would refuse */
    sp_net_client_config c = {.host = "127.0.0.1", .port = 9, .name = "x\x9by"};
    assert_null(sp_net_client_connect(&c, err, sizeof err));
    assert_non_null(strstr(err, "UTF-8"));
}

/* A name with control bytes is refused, and nothing of it reaches the host's log raw. */
static void test_log_escaped(void **state)
{
    (void)state;
    sp_ruleset *rs = harness_rules("mingjiang");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host *h = harness_host(rs, 4, 7, 1000, &w);
    harness_raw r;
    harness_raw_open(&r, sp_net_host_port(h));
    for (int i = 0; i < 100 && !r.up; i++) {
        sp_net_host_poll(h, harness_now());
        harness_raw_poll(&r);
        harness_sleep_ms(2);
    }
    /* a name with a terminal's CSI (0x9b, and U+009B): refused, and nothing of it logged raw */
    harness_raw_sendf(&r, "{\"t\":\"hello\",\"version\":%d,\"ruleset\":\"\",\"hash\":\"0000000000000000\","
                          "\"name\":\"x\x9b\xc2\x9b[2J\",\"token\":\"\"}", SP_NET_PROTOCOL);
    for (int i = 0; i < 100 && !r.gone; i++) {
        sp_net_host_poll(h, harness_now());
        harness_raw_poll(&r);
        harness_sleep_ms(2);
    }
    assert_true(w.nlog > 0);
    for (int i = 0; i < w.nlog; i++) assert_true(sp_net_text_ok(w.log[i]));
    assert_true(harness_logged(&w, "not valid UTF-8"));
    harness_raw_close(&r);
    sp_net_host_close(h, NULL);
    free(rs);
}

/* Polls the host and the clients (nobody acting) for ms. */
static void settle(sp_net_host *h, harness_player *p, int n, int ms)
{
    int64_t until = harness_now() + ms;
    while (harness_now() < until) {
        sp_net_host_poll(h, harness_now());
        for (int i = 0; i < n; i++)
            if (p[i].c) sp_net_client_poll(p[i].c, harness_now());
        harness_sleep_ms(1);
    }
}

/* The lobby's ready timeout: once every seat is taken, a player not ready in time loses the
 * seat (told why); a ready one keeps it; the host's own seat is never timed out. */
static void test_ready_timeout(void **state)
{
    (void)state;
    sp_ruleset *rs = harness_rules("mingjiang");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host_config cfg;
    harness_config(&cfg, rs, 4, 8, &w);
    cfg.ready_ms = 400;
    cfg.host_seat = 0;
    cfg.auto_start = false;
    cfg.bots[3] = SP_BOT_NORMAL;
    sp_net_host *h = harness_start(&cfg, &w);
    harness_player p[3];
    memset(p, 0, sizeof p);
    harness_join(&p[0], rs, sp_net_host_port(h), "Host", NULL); /* seat 0: the host's own */
    settle(h, p, 1, 100);
    harness_join(&p[1], rs, sp_net_host_port(h), "Ann", NULL);
    harness_join(&p[2], rs, sp_net_host_port(h), "Bob", NULL);
    settle(h, p, 3, 100);
    sp_net_client_ready(p[1].c, true);
    /* a table that is not full waits for nobody: nothing expires */
    char why[200];
    assert_int_equal(sp_net_host_set_bot(h, 3, -1, why, sizeof why), 0);
    settle(h, p, 3, 600);
    assert_int_equal(sp_net_client_state(p[2].c), SP_CLIENT_LOBBY);
    /* full: Bob has 400 ms */
    assert_int_equal(sp_net_host_set_bot(h, 3, SP_BOT_NORMAL, why, sizeof why), 0);
    settle(h, p, 3, 250);
    assert_int_equal(sp_net_client_state(p[2].c), SP_CLIENT_LOBBY);
    settle(h, p, 3, 500);
    assert_int_equal(sp_net_client_state(p[2].c), SP_CLIENT_FAILED);
    assert_non_null(strstr(sp_net_client_reason(p[2].c), "not ready within"));
    assert_int_equal(sp_net_client_state(p[1].c), SP_CLIENT_LOBBY);
    assert_int_equal(sp_net_client_state(p[0].c), SP_CLIENT_LOBBY); /* not ready, but the host's */
    sp_lobby_seat seats[SP_SEATS];
    sp_net_host_seats(h, seats);
    assert_int_equal(seats[2].kind, SP_SEAT_OPEN);
    assert_int_equal(harness_noticed(&w, SP_NOTICE_REMOVED, 2, "Bob"), 1);
    /* the host's own player keeps that protection when moved */
    assert_int_equal(sp_net_host_move(h, 0, 2, why, sizeof why), 0);
    settle(h, p, 3, 200);
    assert_int_equal(sp_net_client_state(p[0].c), SP_CLIENT_LOBBY);
    assert_int_equal(sp_net_host_free_seat(h, 2, why, sizeof why), -1);
    for (int i = 0; i < 3; i++) sp_net_client_close(p[i].c);
    sp_net_host_close(h, NULL);
    free(rs);
}

/* The host frees a player's seat, or gives it to a computer player; the player is told. */
static void test_host_removes_player(void **state)
{
    (void)state;
    sp_ruleset *rs = harness_rules("mingjiang");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host *h = harness_host(rs, 4, 9, 1000, &w);
    harness_player p[2];
    memset(p, 0, sizeof p);
    harness_join(&p[0], rs, sp_net_host_port(h), "Ann", NULL);
    harness_join(&p[1], rs, sp_net_host_port(h), "Bob", NULL);
    settle(h, p, 2, 200);
    int ann = sp_net_client_seat(p[0].c), bob = sp_net_client_seat(p[1].c);
    char why[200];
    assert_int_equal(sp_net_host_free_seat(h, ann, why, sizeof why), 0);
    assert_int_equal(sp_net_host_set_bot(h, bob, SP_BOT_HARD, why, sizeof why), 0);
    assert_int_equal(sp_net_host_free_seat(h, 3, why, sizeof why), -1); /* an open seat: nobody to free */
    settle(h, p, 2, 200);
    assert_int_equal(sp_net_client_state(p[0].c), SP_CLIENT_FAILED);
    assert_non_null(strstr(sp_net_client_reason(p[0].c), "the host freed your seat"));
    assert_int_equal(sp_net_client_state(p[1].c), SP_CLIENT_FAILED);
    assert_non_null(strstr(sp_net_client_reason(p[1].c), "gave your seat to a computer player"));
    sp_lobby_seat seats[SP_SEATS];
    sp_net_host_seats(h, seats);
    assert_int_equal(seats[ann].kind, SP_SEAT_OPEN);
    assert_int_equal(seats[bob].kind, SP_SEAT_BOT);
    for (int i = 0; i < 2; i++) sp_net_client_close(p[i].c);
    sp_net_host_close(h, NULL);
    free(rs);
}

/* Fifty connections from one machine that never say hello: each is dropped within 5 s, and
 * meanwhile a player coming back with a token gets in, and a newcomer is answered (not left
 * with "could not reach the host"). */
static void test_silent_flood(void **state)
{
    (void)state;
    enum { FLOOD = 50 };
    sp_ruleset *rs = harness_rules("mingjiang");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host_config cfg;
    harness_config(&cfg, rs, 4, 10, &w);
    cfg.turn_ms = cfg.claim_ms = 0;
    cfg.grace_ms = 60000;
    cfg.bots[2] = cfg.bots[3] = SP_BOT_NORMAL;
    sp_net_host *h = harness_start(&cfg, &w);
    harness_player p[3];
    memset(p, 0, sizeof p);
    harness_join(&p[0], rs, sp_net_host_port(h), "Ann", NULL);
    harness_join(&p[1], rs, sp_net_host_port(h), "Bob", NULL);
    /* until the match has begun, no longer: with no timers and no pause a fast machine plays it
     * to its end in well under a second, and the flood must meet a match in progress (once Ann is
     * gone it waits for her, grace_ms) */
    for (int64_t until = harness_now() + 5000; sp_net_host_state(h) != SP_HOST_PLAYING && harness_now() < until;)
        run_for(h, p, 2, 1);
    assert_int_equal(sp_net_host_state(h), SP_HOST_PLAYING);
    char token[SP_NET_TOKEN_LEN];
    snprintf(token, sizeof token, "%s", sp_net_client_token(p[0].c));
    int seat = sp_net_client_seat(p[0].c);
    sp_net_client_close(p[0].c); /* Ann's program dies */
    p[0].c = NULL;
    static harness_raw raw[FLOOD];
    int64_t opened[FLOOD], gone_after[FLOOD];
    for (int i = 0; i < FLOOD; i++) {
        harness_raw_open(&raw[i], sp_net_host_port(h));
        opened[i] = harness_now();
        gone_after[i] = -1;
        sp_net_host_poll(h, harness_now());
        harness_raw_poll(&raw[i]);
    }
    harness_join(&p[0], rs, sp_net_host_port(h), "Ann", token);
    harness_join(&p[2], rs, sp_net_host_port(h), "Cy", NULL);
    int64_t until = harness_now() + 5500;
    while (harness_now() < until) {
        sp_net_host_poll(h, harness_now());
        harness_player_step(&p[0], harness_now());
        harness_player_step(&p[1], harness_now());
        if (p[2].c) sp_net_client_poll(p[2].c, harness_now());
        for (int i = 0; i < FLOOD; i++) {
            harness_raw_poll(&raw[i]);
            if ((raw[i].gone || !raw[i].up) && gone_after[i] < 0 && raw[i].gone) gone_after[i] = harness_now() - opened[i];
        }
        harness_sleep_ms(2);
    }
    assert_int_equal(sp_net_client_seat(p[0].c), seat);
    assert_true(sp_net_client_resumed(p[0].c));
    assert_int_equal(sp_net_client_state(p[2].c), SP_CLIENT_FAILED);
    assert_non_null(strstr(sp_net_client_reason(p[2].c), "already started"));
    int64_t slowest = 0;
    for (int i = 0; i < FLOOD; i++) {
        if (raw[i].up && gone_after[i] < 0) fail_msg("silent connection %d still open after 5.5 s", i);
        if (gone_after[i] > slowest) slowest = gone_after[i];
    }
    assert_true(slowest <= 5000);
    print_message("silent connections: the last dropped %lld ms after it opened\n", (long long)slowest);
    for (int i = 0; i < FLOOD; i++) harness_raw_close(&raw[i]);
    for (int i = 0; i < 3; i++) sp_net_client_close(p[i].c);
    sp_net_host_close(h, NULL);
    free(rs);
}

/* Bob answers his asks but never presses Continue. */
static void step_without_continue(harness_player *p, int64_t now)
{
    int st = sp_net_client_poll(p->c, now);
    if (st == SP_CLIENT_LOBBY && !p->ready_sent) p->ready_sent = sp_net_client_ready(p->c, true) == 0;
    if (st == SP_CLIENT_PLAYING && !p->bot_ready) {
        sp_bot_init(&p->bot, SP_BOT_NORMAL, 3, NULL);
        p->bot_ready = true;
    }
    const sp_action_list *legal;
    int32_t ms;
    if (st == SP_CLIENT_PLAYING && sp_net_client_asked(p->c, &legal, &ms) && legal->n) {
        sp_action a = sp_bot_choose(&p->bot, sp_net_client_view(p->c), legal);
        sp_net_client_submit(p->c, &a);
    }
    sp_msg m;
    while (sp_net_client_next(p->c, &m)) {}
}

/* How long the finished first hand's result stays before the host deals the second, with Bob
 * pressing Continue or not; the pause is pause_ms. Also what Ann is told meanwhile. */
static int64_t first_result_ms(int pause_ms, bool bob_continues, unsigned *waiting, int32_t *left)
{
    sp_ruleset *rs = harness_rules("mingjiang");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host_config cfg;
    harness_config(&cfg, rs, 4, 12, &w);
    cfg.turn_ms = cfg.claim_ms = 0;
    cfg.hand_pause_ms = pause_ms;
    cfg.bots[2] = cfg.bots[3] = SP_BOT_NORMAL;
    sp_net_host *h = harness_start(&cfg, &w);
    harness_player p[2];
    memset(p, 0, sizeof p);
    harness_join(&p[0], rs, sp_net_host_port(h), "Ann", NULL);
    harness_join(&p[1], rs, sp_net_host_port(h), "Bob", NULL);
    int64_t over_at = -1, dealt_at = -1, until = harness_now() + 30000;
    *waiting = 0;
    *left = -1;
    while (dealt_at < 0 && harness_now() < until) {
        int64_t now = harness_now();
        sp_net_host_poll(h, now);
        harness_player_step(&p[0], now);
        if (bob_continues) harness_player_step(&p[1], now);
        else step_without_continue(&p[1], now);
        const sp_view *v = sp_net_client_view(p[0].c);
        if (v && v->phase == SP_PHASE_HAND_OVER && over_at < 0) over_at = now;
        if (over_at >= 0 && *left < 0 && sp_net_client_next_hand(p[0].c, now, left, waiting)) {}
        if (v && over_at >= 0 && v->hand_number > 0 && v->phase != SP_PHASE_HAND_OVER) dealt_at = now;
        harness_sleep_ms(1);
    }
    for (int i = 0; i < 2; i++) sp_net_client_close(p[i].c);
    sp_net_host_close(h, NULL);
    free(rs);
    return over_at >= 0 && dealt_at >= 0 ? dealt_at - over_at : -1;
}

/* The next hand comes when every seated player has pressed Continue (a long pause is not
 * waited out), or when the pause runs out for one who has not; meanwhile each is told how long
 * and whom the host waits for. */
static void test_next_hand_on_continue(void **state)
{
    (void)state;
    unsigned waiting;
    int32_t left;
    int64_t both = first_result_ms(60000, true, &waiting, &left);
    print_message("both pressed Continue: next hand after %lld ms (pause 60 s)\n", (long long)both);
    assert_true(both >= 0 && both < 3000);
    int64_t one = first_result_ms(1500, false, &waiting, &left);
    print_message("Bob did not: next hand after %lld ms (pause 1.5 s); Ann was told %d ms, waiting 0x%x\n", (long long)one,
                  (int)left, waiting);
    assert_true(one >= 1300 && one < 4000);
    assert_true(left > 0 && left <= 1500);
    assert_true(waiting & 2); /* Bob's seat: the second to join */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seat_store),
        cmocka_unit_test(test_rejoin_from_kept_seat),
        cmocka_unit_test(test_stale_kept_token),
        cmocka_unit_test(test_text_policy),
        cmocka_unit_test(test_log_escaped),
        cmocka_unit_test(test_ready_timeout),
        cmocka_unit_test(test_host_removes_player),
        cmocka_unit_test(test_silent_flood),
        cmocka_unit_test(test_next_hand_on_continue),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
