/* test_net_play.c: whole matches over the network on 127.0.0.1. Four headless clients with
 * computer players behind the client API play a match of every ruleset against a host; the
 * outcome (every hand's event digest, the final scores) equals the same seed played in one
 * process; no packet to a seat ever holds another seat's concealed tile; a player dropped
 * mid-claim-window and mid-hand comes back with the right view, a computer player standing in
 * meanwhile. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net_harness.h"
#include "rules_fixture.h"


typedef struct {
    int32_t scores[SP_SEATS];
    uint64_t digests[512];
    size_t ndigests;
    int hands;
} outcome;

static void outcome_of(const sp_session *s, outcome *o)
{
    for (int p = 0; p < SP_SEATS; p++) o->scores[p] = s->game.seat[p].score;
    o->ndigests = s->ndigests < 512 ? s->ndigests : 512;
    memcpy(o->digests, s->digests, o->ndigests * sizeof o->digests[0]);
    o->hands = s->game.hand_number;
}

/* The same match in one process: normal bots seeded as the networked ones are. */
static void play_local(const sp_ruleset *rs, int players, uint64_t seed, outcome *o)
{
    sp_session *s = calloc(1, sizeof *s);
    sp_bot bots[SP_SEATS];
    char err[256];
    assert_int_equal(sp_session_init(s, rs, NULL, players, seed, NULL, 0, err, sizeof err), 0);
    for (int p = 0; p < players; p++) {
        sp_bot_init(&bots[p], SP_BOT_NORMAL, seed * 31 + 7 + (uint64_t)p, s->options);
        sp_controller c = {.kind = SP_CTRL_BOT, .wants_view = true, .decide = sp_bot_decide, .ctx = &bots[p]};
        sp_session_set_controller(s, p, &c);
    }
    while (s->game.phase != SP_PHASE_MATCH_OVER) assert_true(sp_session_run(s, 0, err, sizeof err) >= 0);
    outcome_of(s, o);
    sp_session_free(s);
    free(s);
}

typedef struct {
    sp_ruleset rs;
    harness_watch watch;
    sp_net_host *host;
    harness_player players[SP_SEATS];
    int n;
} table;

static void table_open(table *t, const char *id, int players, uint64_t seed, int grace_ms)
{
    memset(t, 0, sizeof *t);
    sp_ruleset *rs = harness_rules(id);
    t->rs = *rs;
    free(rs);
    t->host = harness_host(&t->rs, players, seed, grace_ms, &t->watch);
    t->n = players;
    uint16_t port = sp_net_host_port(t->host);
    for (int p = 0; p < players; p++) {
        char name[16];
        snprintf(name, sizeof name, "P%d", p + 1);
        t->players[p].level = SP_BOT_NORMAL;
        t->players[p].bot_seed = seed * 31 + 7;
        harness_join(&t->players[p], &t->rs, port, name, NULL);
    }
}

static void table_pump(table *t)
{
    int64_t now = harness_now();
    sp_net_host_poll(t->host, now);
    for (int p = 0; p < t->n; p++) harness_player_step(&t->players[p], now);
}

/* Runs until the host's match is over and every client knows it (or the time limit). */
static void table_finish(table *t, int64_t limit_ms)
{
    int64_t until = harness_now() + limit_ms;
    for (;;) {
        table_pump(t);
        bool done = sp_net_host_state(t->host) == SP_HOST_OVER;
        for (int p = 0; p < t->n && done; p++) done = !t->players[p].c || sp_net_client_state(t->players[p].c) == SP_CLIENT_OVER;
        if (done) return;
        if (harness_now() > until) {
            sp_session *s = sp_net_host_session(t->host);
            for (int p = 0; p < t->n; p++)
                if (t->players[p].c) {
                    const sp_action_list *l = NULL;
                    bool asked = sp_net_client_asked(t->players[p].c, &l, NULL);
                    const sp_view *v = sp_net_client_view(t->players[p].c);
                    fprintf(stderr, "player %d (last ask %u) seat %d state %d asked %d (%d actions) view phase %d pending %u: %s\n", p,
                            sp_net_client_get_stats(t->players[p].c).last_ask,
                            sp_net_client_seat(t->players[p].c), sp_net_client_state(t->players[p].c), asked,
                            asked ? l->n : 0, v ? v->phase : -1, v ? v->pending : 0, sp_net_client_reason(t->players[p].c));
                }
            if (s) fprintf(stderr, "host: phase %d pending %u turn %d\n", s->game.phase, sp_game_pending(&s->game), s->game.turn);
            sp_net_host_describe(t->host, stderr);
            fail_msg("the match did not finish in %lld ms (host state %d, hand %d)", (long long)limit_ms,
                     sp_net_host_state(t->host), s ? s->game.hand_number : -1);
        }
    }
}

static void table_close(table *t)
{
    for (int p = 0; p < t->n; p++) sp_net_client_close(t->players[p].c);
    sp_net_host_close(t->host, NULL);
}

static void assert_same_outcome(const outcome *local, const sp_session *net)
{
    outcome o;
    outcome_of(net, &o);
    assert_int_equal(o.hands, local->hands);
    assert_int_equal(o.ndigests, local->ndigests);
    assert_memory_equal(o.digests, local->digests, o.ndigests * sizeof o.digests[0]);
    assert_memory_equal(o.scores, local->scores, sizeof o.scores);
}

static void test_whole_matches_equal_local_play(void **state)
{
    (void)state;
    unsigned refusals = 0;
    char rulesets[MAX_SHIPPED][SP_ID_LEN];
    int nrulesets = shipped_ruleset_ids(rulesets);
    assert_true(nrulesets > 0);
    for (int r = 0; r < nrulesets; r++) {
        uint64_t seed = 11 + r;
        table *t = calloc(1, sizeof *t);
        table_open(t, rulesets[r], 4, seed, 60000);
        outcome local;
        play_local(&t->rs, 4, seed, &local);
        int64_t start = harness_now();
        table_finish(t, 60000);
        sp_session *s = sp_net_host_session(t->host);
        assert_non_null(s);
        assert_same_outcome(&local, s);
        /* every client saw the end, with the host's scores, and holds the host's final view */
        uint64_t bytes = 0;
        for (int p = 0; p < 4; p++) {
            sp_net_client *c = t->players[p].c;
            int32_t scores[SP_SEATS];
            assert_int_equal(sp_net_client_scores(c, scores), 4);
            assert_memory_equal(scores, local.scores, sizeof(int32_t) * 4);
            int seat = sp_net_client_seat(c);
            sp_msg a = {.type = SP_MSG_VIEW}, b = {.type = SP_MSG_VIEW};
            sp_game_view(&s->game, seat, &a.u.view);
            a.u.view.pending = 0;
            b.u.view = *sp_net_client_view(c);
            char *ta = sp_msg_encode(&a, NULL), *tb = sp_msg_encode(&b, NULL);
            assert_string_equal(ta, tb);
            free(ta);
            free(tb);
            bytes += t->watch.bytes[seat];
            /* every sheet the host sent reached the client; the last hand's are the host's */
            assert_int_equal(sp_net_client_get_stats(c).sheets_received, t->watch.sheets_sent[seat]);
            const sp_net_sheet *sheets = NULL;
            int n = sp_net_client_sheets(c, s->game.hand_number, &sheets);
            assert_int_equal(n, s->game.outcome.nwins);
            for (int i = 0; i < n; i++) {
                sp_score_result want;
                char why[200];
                assert_int_equal(sp_game_win_result(&s->game, i, &want, why, sizeof why), 0);
                harness_sheet_diff(&sheets[i], &want, why, sizeof why);
                if (why[0]) fail_msg("%s seat %d, last hand's sheet %d: %s", rulesets[r], seat, i, why);
            }
        }
        if (t->watch.sheet_mismatches) fail_msg("%u sheets differ; first: %s", t->watch.sheet_mismatches, t->watch.first_mismatch);
        assert_true(t->watch.sheets_checked > 0);
        /* every ask with a win says what the host values it at (the window's win button) */
        assert_true(t->watch.win_asks > 0);
        assert_int_equal(t->watch.win_value_mismatches, 0);
        /* every refusal sent (the why-line) is the host's sp_game_explain at that moment */
        if (t->watch.why_mismatches) fail_msg("%u refusals differ; first: %s", t->watch.why_mismatches, t->watch.first_why_mismatch);
        refusals += t->watch.blocked_asks + t->watch.why_notes;
        if (t->watch.leaks) fail_msg("%u leaks; first: %s", t->watch.leaks, t->watch.first_leak);
        assert_true(t->watch.packets > 100);
        printf("%s: %d hands in %lld ms, %u score sheets checked (%u of draws), %u asks with refusals, %u why notes, %llu bytes per "
               "hand per client (",
               rulesets[r], local.hands, (long long)(harness_now() - start), t->watch.sheets_checked, t->watch.draw_sheets, t->watch.blocked_asks,
               t->watch.why_notes, (unsigned long long)(bytes / 4 / (uint64_t)local.hands));
        for (int type = 0; type < SP_MSG_COUNT; type++)
            if (t->watch.type_bytes[type])
                printf(" %s %llu", sp_msg_name(type), (unsigned long long)(t->watch.type_bytes[type] / 4 / (uint64_t)local.hands));
        printf(" )\n");
        table_close(t);
        free(t);
    }
    assert_true(refusals > 0); /* Guizhou's plain hands without a kong, 過水, 振聽 ... do come up */
}

/* Pumps until some client is asked in `phase`; returns that player's index. */
static int wait_for_ask(table *t, int phase, int64_t limit_ms)
{
    int64_t until = harness_now() + limit_ms;
    while (harness_now() < until) {
        int64_t now = harness_now();
        sp_net_host_poll(t->host, now);
        for (int p = 0; p < t->n; p++) {
            harness_player *pl = &t->players[p];
            if (!pl->c) continue;
            sp_net_client_poll(pl->c, now);
            const sp_view *v = sp_net_client_view(pl->c);
            if (v && v->phase == phase && sp_net_client_asked(pl->c, NULL, NULL)) return p;
            harness_player_step(pl, now);
        }
    }
    fail_msg("no client was asked in phase %d", phase);
    return -1;
}

/* The client's view equals the host's view of its seat now (the host is not polled meanwhile). */
static void assert_view_matches_host(table *t, int p)
{
    harness_player *pl = &t->players[p];
    for (int i = 0; i < 40; i++) {
        sp_net_client_poll(pl->c, harness_now());
        harness_sleep_ms(2);
    }
    int seat = sp_net_client_seat(pl->c);
    sp_session *s = sp_net_host_session(t->host);
    sp_msg a = {.type = SP_MSG_VIEW}, b = {.type = SP_MSG_VIEW};
    sp_game_view(&s->game, seat, &a.u.view);
    unsigned mine = a.u.view.pending & (1u << seat);
    if (a.u.view.phase == SP_PHASE_TURN) mine |= a.u.view.pending & (1u << a.u.view.turn);
    a.u.view.pending = mine;
    assert_non_null(sp_net_client_view(pl->c));
    b.u.view = *sp_net_client_view(pl->c);
    char *ta = sp_msg_encode(&a, NULL), *tb = sp_msg_encode(&b, NULL);
    assert_string_equal(ta, tb);
    free(ta);
    free(tb);
}

/* Drops a player, lets time pass (a bot stands in past the grace period), brings it back. */
static void drop_and_return(table *t, int p, int away_ms)
{
    harness_player *pl = &t->players[p];
    char name[16], token[SP_NET_TOKEN_LEN];
    snprintf(name, sizeof name, "%s", pl->name);
    snprintf(token, sizeof token, "%s", sp_net_client_token(pl->c));
    assert_int_equal(strlen(token), 16);
    sp_net_client_close(pl->c);
    pl->c = NULL;
    int64_t until = harness_now() + away_ms;
    while (harness_now() < until) table_pump(t);
    sp_net_host_stats before = sp_net_host_get_stats(t->host);
    int64_t t0 = harness_now();
    harness_join(pl, &t->rs, sp_net_host_port(t->host), name, token);
    pl->ready_sent = true;
    int64_t until2 = harness_now() + 5000;
    while (sp_net_client_state(pl->c) != SP_CLIENT_PLAYING || !sp_net_client_view(pl->c)) {
        sp_net_host_poll(t->host, harness_now());
        sp_net_client_poll(pl->c, harness_now());
        if (harness_now() > until2) fail_msg("no return: %s", sp_net_client_reason(pl->c));
    }
    printf("reconnect to a playing view in %lld ms\n", (long long)(harness_now() - t0));
    assert_int_equal(sp_net_host_get_stats(t->host).reconnects, before.reconnects + 1);
    assert_view_matches_host(t, p);
}

static void test_drop_and_return(void **state)
{
    (void)state;
    uint64_t seed = 5;
    table *t = calloc(1, sizeof *t);
    table_open(t, "hk-classic", 4, seed, 100); /* a stand-in plays after 100 ms away */
    outcome local;
    play_local(&t->rs, 4, seed, &local);
    int p = wait_for_ask(t, SP_PHASE_CLAIM, 20000);
    drop_and_return(t, p, 0);              /* back within the grace period, mid-claim-window */
    p = wait_for_ask(t, SP_PHASE_TURN, 20000);
    drop_and_return(t, p, 400);            /* away past the grace period: a stand-in plays */
    assert_true(sp_net_host_get_stats(t->host).bot_takeovers >= 1);
    /* the host's notices name the player and its seat: left twice, stood in for, back twice */
    int seat = sp_net_client_seat(t->players[p].c);
    assert_int_equal(harness_noticed(&t->watch, SP_NOTICE_STANDIN, seat, t->players[p].name), 1);
    assert_true(harness_noticed(&t->watch, SP_NOTICE_BACK, -2, t->players[p].name) >= 1);
    assert_true(harness_noticed(&t->watch, SP_NOTICE_LEFT, -2, t->players[p].name) >= 1);
    assert_int_equal(harness_noticed(&t->watch, SP_NOTICE_BACK, -2, "P1") + harness_noticed(&t->watch, SP_NOTICE_BACK, -2, "P2") +
                         harness_noticed(&t->watch, SP_NOTICE_BACK, -2, "P3") + harness_noticed(&t->watch, SP_NOTICE_BACK, -2, "P4"),
                     2);
    table_finish(t, 60000);
    /* the stand-in bots are the players' own kind and seed, so even this match equals local play */
    assert_same_outcome(&local, sp_net_host_session(t->host));
    if (t->watch.leaks) fail_msg("%u leaks; first: %s", t->watch.leaks, t->watch.first_leak);
    table_close(t);
    free(t);
}

/* While the last seat thinks about a claim, the seats before it pass: the others must not be
 * sent anything then (the harness flags a view that did not change), or they would learn
 * that someone could have claimed. */
static void test_passes_stay_unseen(void **state)
{
    (void)state;
    uint64_t seed = 9;
    table *t = calloc(1, sizeof *t);
    table_open(t, "hk-classic", 4, seed, 60000);
    t->players[3].think_ms = 15;
    outcome local;
    play_local(&t->rs, 4, seed, &local);
    table_finish(t, 120000);
    assert_same_outcome(&local, sp_net_host_session(t->host));
    if (t->watch.leaks) fail_msg("%u leaks; first: %s", t->watch.leaks, t->watch.first_leak);
    table_close(t);
    free(t);
}

/* A player who thinks longer than a network hiccup is asked once per decision and its answer
 * is taken (were the host to ask again after some seconds, a slow thinker's answer would meet
 * a newer ask each time and never count). */
static void test_slow_thinker_is_asked_once(void **state)
{
    (void)state;
    table *t = calloc(1, sizeof *t);
    table_open(t, "hk-classic", 4, 3, 60000);
    harness_player *slow = &t->players[0];
    slow->think_ms = 2100;
    int64_t until = harness_now() + 30000;
    int acted = 0;
    while (acted < 2) {
        if (harness_now() > until) fail_msg("the slow player's answers were not taken (%d taken)", acted);
        table_pump(t);
        harness_sleep_ms(1);
        const sp_session *s = sp_net_host_session(t->host);
        acted = 0;
        for (size_t i = 0; s && i < s->nlog; i++) acted += s->log[i].seat == sp_net_client_seat(slow->c);
    }
    /* each action answered the only ask of its decision */
    assert_int_equal(sp_net_client_get_stats(slow->c).asks_received, 2);
    assert_int_equal(sp_net_host_get_stats(t->host).offences, 0);
    table_close(t);
    free(t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_matches_equal_local_play),
        cmocka_unit_test(test_drop_and_return),
        cmocka_unit_test(test_passes_stay_unseen),
        cmocka_unit_test(test_slow_thinker_is_asked_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
