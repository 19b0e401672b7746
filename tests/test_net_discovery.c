/* test_net_discovery.c: LAN discovery on 127.0.0.1 - a host in its lobby is heard by a listener
 * with its port, ruleset and open seats, and joined there; stale
 * entries are forgotten; datagrams that are not announcements are ignored, and the decoder
 * names what is wrong. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include "net/discovery.h"
#include "net_harness.h"

static void decode_refused(const char *text, const char *want)
{
    sp_lan_game g;
    char err[128] = "";
    if (sp_discovery_decode(text, strlen(text), &g, err, sizeof err) == 0) fail_msg("accepted: %s", text);
    if (!strstr(err, want)) fail_msg("'%s' does not say '%s'", err, want);
}

static void test_announcement_format(void **state)
{
    (void)state;
    sp_lan_game g = {.port = 7777, .ruleset = "hk-classic", .open = 2, .seats = 4, .name = "Ann's \"table\""}, back;
    char buf[SP_DISCOVERY_MAX + 1], err[128];
    int n = sp_discovery_encode(&g, buf, sizeof buf);
    assert_true(n > 0);
    memset(&back, 0, sizeof back);
    assert_int_equal(sp_discovery_decode(buf, (size_t)n, &back, err, sizeof err), 0);
    assert_int_equal(back.port, 7777);
    assert_int_equal(back.open, 2);
    assert_string_equal(back.name, g.name);
    decode_refused("hello", "not a JSON object");
    decode_refused("{\"sparrow\":\"other\"}", "not a Sparrow host");
    decode_refused("{\"sparrow\":\"lan\",\"v\":1,\"port\":70000,\"ruleset\":\"x\",\"open\":1,\"seats\":4,\"name\":\"a\"}",
                   "announcement.port");
    decode_refused("{\"sparrow\":\"lan\",\"v\":1,\"port\":7,\"ruleset\":\"x\",\"open\":5,\"seats\":4,\"name\":\"a\"}",
                   "announcement.open");
    decode_refused("{\"sparrow\":\"lan\",\"v\":9,\"port\":7,\"ruleset\":\"x\",\"open\":1,\"seats\":4,\"name\":\"a\"}",
                   "another protocol version");
}

static void test_host_is_discovered(void **state)
{
    (void)state;
    char err[256];
    sp_discovery *l = sp_discovery_listener(0, err, sizeof err);
    if (!l) fail_msg("%s", err);
    uint16_t dport = sp_discovery_port(l);
    sp_ruleset *rs = harness_rules("mingjiang");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host_config c;
    harness_config(&c, rs, 4, 1, &w);
    c.bots[2] = c.bots[3] = SP_BOT_NORMAL;
    c.announce_to = "127.0.0.1";
    c.discovery_port = dport;
    c.table_name = "test table";
    sp_net_host *h = harness_start(&c, &w);
    /* garbage on the discovery port is ignored */
    int fd = socket(AF_INET, SOCK_DGRAM, 0);
    struct sockaddr_in to = {.sin_family = AF_INET, .sin_port = htons(dport)};
    inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
    assert_true(sendto(fd, "\x00\x01garbage", 9, 0, (struct sockaddr *)&to, sizeof to) == 9);
    close(fd);
    sp_lan_game found[8];
    int n = 0;
    int64_t until = harness_now() + 3000;
    while (n == 0 && harness_now() < until) {
        sp_net_host_poll(h, harness_now());
        n = sp_discovery_poll(l, harness_now(), found, 8);
    }
    assert_int_equal(n, 1);
    assert_int_equal(found[0].port, sp_net_host_port(h));
    assert_string_equal(found[0].address, "127.0.0.1");
    assert_string_equal(found[0].ruleset, "mingjiang");
    assert_string_equal(found[0].name, "test table");
    assert_int_equal(found[0].open, 2);
    assert_int_equal(found[0].seats, 4);
    /* what the listener found is what a player joins */
    harness_player p;
    memset(&p, 0, sizeof p);
    harness_join(&p, rs, found[0].port, "Ann", NULL);
    until = harness_now() + 3000;
    while (sp_net_client_state(p.c) != SP_CLIENT_LOBBY && harness_now() < until) {
        sp_net_host_poll(h, harness_now());
        sp_net_client_poll(p.c, harness_now());
    }
    assert_int_equal(sp_net_client_state(p.c), SP_CLIENT_LOBBY);
    /* a host not heard for a while is forgotten */
    assert_int_equal(sp_discovery_poll(l, harness_now() + SP_DISCOVERY_FORGET_MS + 2000, found, 8), 0);
    sp_net_client_close(p.c);
    sp_net_host_close(h, NULL);
    sp_discovery_close(l);
    free(rs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_announcement_format),
        cmocka_unit_test(test_host_is_discovered),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
