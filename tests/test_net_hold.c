/* test_net_hold.c: the host's hold after each discard (issue 27, item 2's timing channel).
 * A discard that a person may claim waits for that person; one nobody can claim goes on at
 * once. Seen from a seat that is not asked, the time from a discard to the next event it
 * receives (the next draw, a claim, a win) must not depend on whether the person could claim it, and no view it is sent may
 * show the claim phase. Measured where the channel starts: each packet as the host sends it
 * (the network adds delay, never information). */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "net_harness.h"

enum { HOLD_MS = 250, PERSON_THINK_MS = 100, PERSON = 0, OBSERVER = 1, MAX_GAPS = 2048 };

/* What the observing seat was sent, and when. */
typedef struct {
    harness_watch watch;        /* the harness's own checks (no concealed tile leaks) */
    bool discard_open;          /* a discard came and no event since */
    bool claimable;             /* the person is asked about it */
    int64_t discard_at;
    int ngaps[2];               /* [0] nobody asked, [1] the person asked */
    int gaps[2][MAX_GAPS];
    int discards;               /* discard events the observer was sent */
    int claim_views;            /* views showing a claim the observer is not asked about */
} probe;

static void probe_capture(void *ctx, int seat, const void *data, size_t len)
{
    probe *pr = ctx;
    harness_capture(&pr->watch, seat, data, len);
    const sp_session *session = pr->watch.host ? sp_net_host_session(pr->watch.host) : NULL;
    if (seat != OBSERVER || !session) return;
    int64_t now = harness_now();
    sp_msg m;
    char err[256];
    if (sp_msg_decode(data, len, SP_NET_HOST_MAX, &m, err, sizeof err)) return; /* harness_capture reports it */
    if (pr->discard_open && m.type == SP_MSG_EVENT) {
        pr->discard_open = false;
        int c = pr->claimable;
        if (pr->ngaps[c] < MAX_GAPS) pr->gaps[c][pr->ngaps[c]++] = (int)(now - pr->discard_at);
    }
    const sp_game *g = &session->game;
    unsigned pending = sp_game_pending(g);
    if (m.type == SP_MSG_EVENT && m.u.event.type == SP_EV_DISCARD) {
        pr->discards++;
        /* the game as the discard left it: who is asked about it (the observer itself: left out,
         * it knows its own question) */
        bool claim = g->phase == SP_PHASE_CLAIM;
        if (!(claim && (pending >> OBSERVER & 1))) {
            pr->discard_open = true;
            pr->claimable = claim && (pending >> PERSON & 1);
            pr->discard_at = now;
        }
    }
    if (m.type == SP_MSG_VIEW || m.type == SP_MSG_VIEW_DELTA) {
        const sp_view *v = m.type == SP_MSG_VIEW ? &m.u.view : &m.u.view_delta.view;
        if ((v->phase == SP_PHASE_CLAIM || v->phase == SP_PHASE_ROB) && !(v->pending >> OBSERVER & 1)) pr->claim_views++;
    }
    sp_msg_free(&m);
}

static double mean(const int *v, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return n ? s / n : 0;
}

static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

/* The median: one pause stretched by the loaded machine's scheduler moves it little. */
static int median(int *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_int);
    return n ? v[n / 2] : 0;
}

static int minimum(const int *v, int n)
{
    int m = n ? v[0] : 0;
    for (int i = 1; i < n; i++) m = v[i] < m ? v[i] : m;
    return m;
}

/* A table of a person (a bot behind a client that says a person plays, thinking
 * PERSON_THINK_MS on every question), an observing program, and two of the host's computer
 * players; played until both kinds of discard were seen often enough. */
static sp_net_host_stats play(probe *pr, bool person, int hold_ms, int want_each, int64_t budget_ms)
{
    static sp_ruleset *rs;
    if (!rs) rs = harness_rules("hk-classic");
    memset(pr, 0, sizeof *pr);
    sp_net_host_config c;
    harness_config(&c, rs, 4, 20261127, &pr->watch);
    c.capture = probe_capture;
    c.capture_ctx = pr;
    c.turn_ms = c.claim_ms = 0;
    c.hold_ms = hold_ms;
    c.bots[2] = c.bots[3] = SP_BOT_NORMAL;
    sp_net_host *h = harness_start(&c, &pr->watch);
    harness_player p[2];
    memset(p, 0, sizeof p);
    p[PERSON].person = person;
    p[PERSON].think_ms = PERSON_THINK_MS;
    p[PERSON].level = p[OBSERVER].level = SP_BOT_NORMAL;
    harness_join(&p[PERSON], rs, sp_net_host_port(h), "Ann", NULL);
    for (int64_t t0 = harness_now(); sp_net_client_seat(p[PERSON].c) < 0 && harness_now() - t0 < 5000;) {
        sp_net_host_poll(h, harness_now());
        harness_player_step(&p[PERSON], harness_now());
        harness_sleep_ms(1);
    }
    harness_join(&p[OBSERVER], rs, sp_net_host_port(h), "Bob", NULL);
    int64_t start = harness_now();
    while (harness_now() - start < budget_ms && sp_net_host_state(h) != SP_HOST_OVER &&
           (pr->ngaps[0] < want_each || pr->ngaps[1] < want_each)) {
        sp_net_host_poll(h, harness_now());
        for (int i = 0; i < 2; i++) harness_player_step(&p[i], harness_now());
        harness_sleep_ms(1);
    }
    assert_int_equal(sp_net_client_seat(p[PERSON].c), PERSON);
    assert_int_equal(sp_net_client_seat(p[OBSERVER].c), OBSERVER);
    sp_net_host_stats st = sp_net_host_get_stats(h);
    for (int i = 0; i < 2; i++) sp_net_client_close(p[i].c);
    sp_net_host_close(h, NULL);
    if (pr->watch.leaks) fail_msg("%s", pr->watch.first_leak);
    return st;
}

static void report(const char *what, const probe *pr)
{
    printf("%s: %d discards; nobody asked: %d, mean %.1f ms, min %d; the person asked: %d, mean %.1f ms, min %d; "
           "claim views %d\n",
           what, pr->discards, pr->ngaps[0], mean(pr->gaps[0], pr->ngaps[0]), minimum(pr->gaps[0], pr->ngaps[0]),
           pr->ngaps[1], mean(pr->gaps[1], pr->ngaps[1]), minimum(pr->gaps[1], pr->ngaps[1]), pr->claim_views);
}

/* With a person at the table: every discard is held, and the pause after a discard the person
 * may claim (and passes or calls within the hold) looks like the pause after any other. */
static void test_claim_timing_hidden(void **state)
{
    (void)state;
    static probe pr;
    sp_net_host_stats st = play(&pr, true, HOLD_MS, 10, 240000);
    report("hold", &pr);
    assert_true(pr.ngaps[0] >= 10);
    assert_true(pr.ngaps[1] >= 10);
    /* no discard is followed much sooner than the hold, whoever could claim it (the hold counts
     * from the start of the host's poll that sent the discard: a poll the machine stalls
     * sends it later) */
    assert_true(minimum(pr.gaps[0], pr.ngaps[0]) >= HOLD_MS * 4 / 5);
    assert_true(minimum(pr.gaps[1], pr.ngaps[1]) >= HOLD_MS * 4 / 5);
    /* the two kinds of pause are alike: without the hold they differ by the person's thinking
     * (PERSON_THINK_MS and more) */
    int diff = median(pr.gaps[1], pr.ngaps[1]) - median(pr.gaps[0], pr.ngaps[0]);
    printf("median pause: %d ms apart\n", diff);
    assert_true(diff < PERSON_THINK_MS / 3 && diff > -PERSON_THINK_MS / 3);
    /* and no view tells that someone else is deciding */
    assert_int_equal(pr.claim_views, 0);
    /* the hold is applied to every discard (and kongs: at least as many holds) */
    assert_true(st.holds >= (unsigned)pr.discards);
}

/* Computer players only (every client a program): no hold, the table runs at full speed. */
static void test_no_person_no_hold(void **state)
{
    (void)state;
    static probe pr;
    sp_net_host_stats st = play(&pr, false, HOLD_MS, 12, 60000);
    report("no person", &pr);
    assert_int_equal(st.holds, 0);
    assert_true(pr.ngaps[0] >= 12);
    assert_true(minimum(pr.gaps[0], pr.ngaps[0]) < HOLD_MS / 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_claim_timing_hidden),
        cmocka_unit_test(test_no_person_no_hold),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
