/* test_net_lobby.c: the lobby (seats, moves, bots, ready flags, start refused with a reason,
 * chat and emotes relayed with the sender's seat), the ruleset download for a client with other
 * house rules (and a clear refusal when it declines it; a player coming back from a fresh start
 * that holds no ruleset is sent it again), the host's notices (joined, refused, left, stand-in,
 * back), and the host's timers answering for
 * a seated player who says nothing. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net_harness.h"

/* Polls the host and the clients (no bots acting) for ms. */
static void settle(sp_net_host *h, sp_net_client **c, int n, int ms)
{
    int64_t until = harness_now() + ms;
    while (harness_now() < until) {
        sp_net_host_poll(h, harness_now());
        for (int i = 0; i < n; i++) sp_net_client_poll(c[i], harness_now());
    }
}

static void test_lobby(void **state)
{
    (void)state;
    sp_ruleset *rs = harness_rules("mingjiang");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host *h = harness_host(rs, 4, 2, 1000, &w);
    sp_net_client *c[2];
    harness_player p[2];
    memset(p, 0, sizeof p);
    harness_join(&p[0], rs, sp_net_host_port(h), "Ann", NULL);
    c[0] = p[0].c;
    settle(h, c, 1, 100);
    harness_join(&p[1], rs, sp_net_host_port(h), "Bob", NULL);
    c[1] = p[1].c;
    settle(h, c, 2, 150);
    assert_int_equal(sp_net_client_seat(c[0]), 0);
    assert_int_equal(sp_net_client_seat(c[1]), 1);
    char why[256];
    /* two open seats: no start */
    assert_int_equal(sp_net_host_start(h, why, sizeof why), -1);
    assert_non_null(strstr(why, "seat 3 is still open"));
    assert_int_equal(sp_net_host_set_bot(h, 0, -1, why, sizeof why), -1); /* a player is not a bot to remove */
    assert_non_null(strstr(why, "taken by Ann"));
    assert_int_equal(sp_net_host_set_bot(h, 2, SP_BOT_HARD, why, sizeof why), 0);
    assert_int_equal(sp_net_host_set_bot(h, 3, SP_BOT_EASY, why, sizeof why), 0);
    assert_int_equal(sp_net_host_set_bot(h, 3, -1, why, sizeof why), 0);   /* removed again */
    assert_int_equal(sp_net_host_set_bot(h, 3, SP_BOT_NORMAL, why, sizeof why), 0);
    assert_int_equal(sp_net_host_move(h, 0, 3, why, sizeof why), 0);        /* Ann to the last seat */
    settle(h, c, 2, 150);
    sp_lobby_seat seats[SP_SEATS];
    assert_int_equal(sp_net_client_lobby(c[1], seats), 4);
    assert_int_equal(seats[0].kind, SP_SEAT_BOT);
    assert_string_equal(seats[3].name, "Ann");
    assert_int_equal(seats[2].level, SP_BOT_HARD);
    assert_int_equal(sp_net_host_start(h, why, sizeof why), -1);
    assert_non_null(strstr(why, "is not ready yet"));
    /* chat and emotes reach everyone with the sender's seat; the host's own chat too */
    assert_int_equal(sp_net_client_chat(c[1], "大家好"), 0);
    assert_int_equal(sp_net_client_emote(c[1], "wave"), 0);
    sp_net_host_chat(h, "welcome");
    settle(h, c, 2, 150);
    int chats = 0, emotes = 0, host_chats = 0;
    sp_msg m;
    while (sp_net_client_next(c[0], &m)) {
        if (m.type == SP_MSG_CHAT && m.u.chat.seat == 1 && !strcmp(m.u.chat.text, "大家好")) chats++;
        if (m.type == SP_MSG_CHAT && m.u.chat.seat == -1) host_chats++;
        if (m.type == SP_MSG_EMOTE && m.u.emote.seat == 1 && !strcmp(m.u.emote.id, "wave")) emotes++;
    }
    assert_int_equal(chats, 1);
    assert_int_equal(emotes, 1);
    assert_int_equal(host_chats, 1);
    /* ready: the match starts by itself (auto start), Ann now plays seat 4 */
    sp_net_client_ready(c[0], true);
    sp_net_client_ready(c[1], true);
    settle(h, c, 2, 200);
    assert_int_equal(sp_net_host_state(h), SP_HOST_PLAYING);
    assert_int_equal(sp_net_client_state(c[0]), SP_CLIENT_PLAYING);
    assert_int_equal(sp_net_client_seat(c[0]), 3);
    assert_string_equal(sp_net_client_name(c[0], 0), "normal bot");
    /* a late joiner is refused with the reason */
    harness_player late;
    memset(&late, 0, sizeof late);
    harness_join(&late, rs, sp_net_host_port(h), "Cy", NULL);
    sp_net_client *all[3] = {c[0], c[1], late.c};
    settle(h, all, 3, 200);
    assert_int_equal(sp_net_client_state(late.c), SP_CLIENT_FAILED);
    assert_string_equal(sp_net_client_reason(late.c), "the match has already started");
    /* the host's notices: who joined where (0-based seats, before Ann was moved), who was refused */
    assert_int_equal(harness_noticed(&w, SP_NOTICE_JOINED, 0, "Ann"), 1);
    assert_int_equal(harness_noticed(&w, SP_NOTICE_JOINED, 1, "Bob"), 1);
    assert_int_equal(harness_noticed(&w, SP_NOTICE_REFUSED, -1, "Cy"), 1);
    assert_int_equal(harness_noticed(&w, SP_NOTICE_STARTED, -1, ""), 1);
    assert_string_equal(w.notices[w.nnotices - 1].detail, "the match has already started");
    sp_net_client_close(late.c);
    for (int i = 0; i < 2; i++) sp_net_client_close(c[i]);
    sp_net_host_close(h, NULL);
    free(rs);
}

/* A house rule: the same ruleset with one number changed. */
static char *house_rules_text(const char *id, sp_ruleset *out)
{
    char err[512];
    sp_ruleset *rs = malloc(sizeof *rs);
    char *text = sp_ruleset_load_text(id, rs, err, sizeof err);
    if (!text) fail_msg("%s", err);
    free(rs);
    /* one number changed (a comment alone would not change the rules' hash) */
    char *house = malloc(strlen(text) + 64);
    const char *v = strstr(text, "value = ");
    if (!v) fail_msg("no value in %s", id);
    long n = strtol(v + 8, NULL, 10);
    sprintf(house, "%.*svalue = %ld%s", (int)(v - text), text, n + 1, v + 8 + strspn(v + 8, "-0123456789"));
    free(text);
    if (sp_ruleset_parse(house, "house.rules", out, err, sizeof err)) fail_msg("%s", err);
    return house;
}

static void test_ruleset_download(void **state)
{
    (void)state;
    sp_ruleset *local = harness_rules("mingjiang");
    sp_ruleset *house = malloc(sizeof *house);
    char *text = house_rules_text("mingjiang", house);
    assert_true(house->content_hash != local->content_hash);
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host_config c;
    harness_config(&c, house, 4, 9, &w);
    c.rules_text = text;
    c.bots[1] = c.bots[2] = c.bots[3] = SP_BOT_NORMAL;
    c.grace_ms = 600000; /* the table waits for the player who drops */
    sp_net_host *h = harness_start(&c, &w);
    char err[256];
    /* declining the download: a clear refusal */
    sp_net_client_config cc = {.host = "127.0.0.1", .port = sp_net_host_port(h), .name = "Strict", .rules = local};
    sp_net_client *strict = sp_net_client_connect(&cc, err, sizeof err);
    assert_non_null(strict);
    settle(h, &strict, 1, 200);
    assert_int_equal(sp_net_client_state(strict), SP_CLIENT_FAILED);
    assert_non_null(strstr(sp_net_client_reason(strict), "another version of this ruleset"));
    sp_net_client_close(strict);
    settle(h, NULL, 0, 100);
    /* accepting it: the match is played with the host's rules */
    harness_player p;
    memset(&p, 0, sizeof p);
    p.level = SP_BOT_NORMAL;
    harness_join(&p, local, sp_net_host_port(h), "Easygoing", NULL);
    int64_t until = harness_now() + 30000;
    bool came_back = false;
    while (sp_net_client_state(p.c) != SP_CLIENT_OVER) {
        if (harness_now() > until) fail_msg("no end: %s", sp_net_client_reason(p.c));
        sp_net_host_poll(h, harness_now());
        harness_player_step(&p, harness_now());
        const sp_view *v = sp_net_client_view(p.c);
        if (!came_back && v && v->hand_number >= 1 && v->phase == SP_PHASE_TURN) {
            /* the player drops mid-hand and comes back from a fresh start that holds no
             * ruleset at all: the host sends its house rules again */
            came_back = true;
            char token[SP_NET_TOKEN_LEN];
            snprintf(token, sizeof token, "%s", sp_net_client_token(p.c));
            sp_net_client_close(p.c);
            settle(h, NULL, 0, 100); /* the host sees the drop */
            harness_join(&p, NULL, sp_net_host_port(h), "Easygoing", token);
            p.ready_sent = true;
        }
    }
    assert_true(came_back);
    assert_int_equal(sp_net_host_get_stats(h).reconnects, 1);
    assert_true(sp_net_client_rules(p.c)->content_hash == house->content_hash);
    assert_int_equal(harness_noticed(&w, SP_NOTICE_JOINED, 0, "Easygoing"), 1);
    assert_int_equal(harness_noticed(&w, SP_NOTICE_LEFT, 0, "Easygoing"), 1);
    assert_int_equal(harness_noticed(&w, SP_NOTICE_BACK, 0, "Easygoing"), 1);
    sp_net_client_close(p.c);
    sp_net_host_close(h, NULL);
    free(text);
    free(house);
    free(local);
}

/* A host of hk-classic with computer players in seats 2-4, short timers (turn 120 ms, claim
 * 60 ms) and no stand-in, and one player joining it by `name`. */
static sp_net_host *timed_table(sp_ruleset *rs, uint64_t seed, harness_watch *w, const char *name, sp_net_client **player)
{
    memset(w, 0, sizeof *w);
    sp_net_host_config c;
    harness_config(&c, rs, 4, seed, w);
    c.bots[1] = c.bots[2] = c.bots[3] = SP_BOT_NORMAL;
    c.turn_ms = 120;
    c.claim_ms = 60;
    c.grace_ms = 600000; /* never a stand-in here: only the timers */
    sp_net_host *h = harness_start(&c, w);
    char err[256];
    sp_net_client_config cc = {.host = "127.0.0.1", .port = sp_net_host_port(h), .name = name, .rules = rs};
    *player = sp_net_client_connect(&cc, err, sizeof err);
    if (!*player) fail_msg("%s", err);
    return h;
}

/* A seated player who never answers cannot stall the table: the host's timers answer. */
static void test_timers_answer_for_the_silent(void **state)
{
    (void)state;
    sp_ruleset *rs = harness_rules("hk-classic");
    harness_watch w;
    sp_net_client *sleepy;
    sp_net_host *h = timed_table(rs, 6, &w, "Sleepy", &sleepy);
    int64_t until = harness_now() + 20000;
    bool ready = false;
    while (!sp_net_host_session(h) || sp_net_host_session(h)->timeouts < 6) {
        if (harness_now() > until) fail_msg("the timers did not answer");
        sp_net_host_poll(h, harness_now());
        if (sp_net_client_poll(sleepy, harness_now()) == SP_CLIENT_LOBBY && !ready) ready = !sp_net_client_ready(sleepy, true);
        int32_t ms;
        if (sp_net_client_asked(sleepy, NULL, &ms)) assert_true(ms > 0 && ms <= 120); /* it is told its time */
        harness_sleep_ms(1);
    }
    sp_session *s = sp_net_host_session(h);
    assert_true(s->nlog > 6);
    assert_int_equal(sp_net_host_get_stats(h).offences, 0);
    sp_net_client_close(sleepy);
    sp_net_host_close(h, NULL);
    free(rs);
}

/* A peer whose program freezes once seated (it never reads the network again, so it does not
 * even acknowledge packets) cannot stall the table either: the host keeps playing on its
 * timers, and what it sends the frozen peer waits in that peer's queue only. */
static void test_frozen_peer_cannot_stall(void **state)
{
    (void)state;
    sp_ruleset *rs = harness_rules("hk-classic");
    harness_watch w;
    sp_net_client *frozen;
    sp_net_host *h = timed_table(rs, 12, &w, "Frozen", &frozen);
    int64_t until = harness_now() + 10000;
    bool ready = false;
    while (sp_net_host_state(h) != SP_HOST_PLAYING) { /* seated and ready, then it freezes */
        if (harness_now() > until) fail_msg("the match did not start");
        sp_net_host_poll(h, harness_now());
        if (sp_net_client_poll(frozen, harness_now()) == SP_CLIENT_LOBBY && !ready) ready = !sp_net_client_ready(frozen, true);
        harness_sleep_ms(1);
    }
    int64_t frozen_at = harness_now();
    until = frozen_at + 20000;
    while (sp_net_host_session(h)->timeouts < 8) {
        if (harness_now() > until) fail_msg("the table stalled behind a frozen peer (%u timeouts)", sp_net_host_session(h)->timeouts);
        sp_net_host_poll(h, harness_now());
        sp_net_host_wait(h, 2);
    }
    /* eight of its decisions answered by the timers, each within its limit (plus polling) */
    int64_t took = harness_now() - frozen_at;
    assert_true(took < 8 * (120 + 60) + 3000);
    assert_true(sp_net_host_session(h)->nlog > 8);
    sp_net_client_close(frozen);
    sp_net_host_close(h, NULL);
    free(rs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lobby),
        cmocka_unit_test(test_ruleset_download),
        cmocka_unit_test(test_timers_answer_for_the_silent),
        cmocka_unit_test(test_frozen_peer_cannot_stall),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
