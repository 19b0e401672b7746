/* test_replay_cursor.c: the replay viewer's stepping (table/replay_cursor.h) on matches of every
 * shipped ruleset: each frame reached backwards, or by a jump, is the very table reached
 * forwards; what a seat was offered and what it took; a replay the engine refuses, or whose
 * events differ from its digests, names the hand and the action. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

#include "replay_sample.h"
#include "rules_fixture.h"
#include "table/replay_cursor.h"

static char ids[MAX_SHIPPED][SP_ID_LEN];
static int nids;

typedef struct {
    sp_ruleset *rules;
    sp_replay r;
    sp_replay_cursor c;
} opened;

/* A 3-hand sample of ruleset id, read back and opened. */
static void open_sample(opened *o, const char *id, uint64_t seed)
{
    sp_ruleset *loaded = load_shipped_rules(id);
    assert_non_null(loaded);
    char *text = sample_replay_json(loaded, seed, 3);
    assert_non_null(text);
    o->rules = malloc(sizeof *o->rules);
    char err[512];
    /* read with the rules of the source tree (the test's, not an installed copy) */
    *o->rules = *loaded;
    free(loaded);
    int rc = sp_replay_parse(text, id, &o->r, o->rules, SP_RULES_ANY_VERSION, err, sizeof err);
    free(text);
    if (rc) fail_msg("%s: %s", id, err);
    if (sp_cursor_open(&o->c, &o->r, o->rules, err, sizeof err)) fail_msg("%s: %s", id, err);
}

static void close_sample(opened *o)
{
    sp_cursor_close(&o->c);
    sp_replay_free(&o->r);
    free(o->rules);
}

static void forward_then_back(void **state)
{
    (void)state;
    for (int k = 0; k < nids; k++) {
        opened o;
        open_sample(&o, ids[k], 40 + (uint64_t)k);
        sp_replay_cursor *c = &o.c;
        /* a frame per deal and one per action */
        assert_int_equal(c->nframes, (size_t)o.r.nhands + o.r.nactions);
        uint64_t *d = malloc(c->nframes * sizeof *d);
        assert_non_null(d);
        for (size_t i = 0; i < c->nframes; i++) {
            sp_cursor_seek(c, i);
            assert_int_equal(c->at, i);
            assert_int_equal(c->s.game.hand_number, c->frames[i].hand);
            d[i] = sp_cursor_digest(c);
            if (i) assert_true(d[i] != d[i - 1]); /* every frame changes the table */
        }
        /* the last frame is the match as the file ends it */
        for (int p = 0; p < o.r.players; p++) assert_int_equal(c->s.game.seat[p].score, o.r.scores[p]);
        size_t before = c->replayed;
        for (size_t i = c->nframes; i-- > 0;) {
            sp_cursor_seek(c, i);
            if (sp_cursor_digest(c) != d[i]) fail_msg("%s: frame %zu differs when reached backwards", ids[k], i);
        }
        /* each step back replays at most the actions since the nearest mark */
        assert_true(c->replayed - before <= c->nframes * SP_CURSOR_EVERY);
        for (int j = 0; j < 200; j++) {
            size_t i = (size_t)(j * 7919u) % c->nframes;
            sp_cursor_seek(c, i);
            if (sp_cursor_digest(c) != d[i]) fail_msg("%s: frame %zu differs when jumped to", ids[k], i);
        }
        printf("%s: %zu frames, %d hands, %zu marks\n", ids[k], c->nframes, sp_cursor_hands(c), c->nmarks);
        free(d);
        close_sample(&o);
    }
}

/* The figure for choosing marks over replaying from the start: the time of one step back. */
static void step_back_cost(void **state)
{
    (void)state;
    opened o;
    open_sample(&o, "hk-classic", 5);
    sp_replay_cursor *c = &o.c;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int steps = 0;
    for (size_t i = c->nframes; i-- > 0; steps++) sp_cursor_seek(c, i);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double us = ((double)(t1.tv_sec - t0.tv_sec) * 1e9 + (double)(t1.tv_nsec - t0.tv_nsec)) / 1e3 / steps;
    printf("hk-classic: a step back takes %.1f us on average (%d steps, %zu actions replayed)\n", us, steps, c->replayed);
    close_sample(&o);
}

/* At every frame where a seat is asked, the action it took is among those offered and marked. */
static void offered_and_taken(void **state)
{
    (void)state;
    for (int k = 0; k < nids; k++) {
        opened o;
        open_sample(&o, ids[k], 60 + (uint64_t)k);
        sp_replay_cursor *c = &o.c;
        int marked = 0;
        for (size_t i = 0; i + 1 < c->nframes; i++) {
            sp_cursor_seek(c, i);
            const sp_logged_action *next = sp_cursor_next(c);
            if (!next) continue;
            sp_action_list legal;
            sp_blocked_list why;
            int taken;
            sp_cursor_offered(c, next->seat, &legal, &why, &taken);
            if (taken < 0) fail_msg("%s: frame %zu: seat %d's action is not marked", ids[k], i, next->seat);
            assert_true(sp_action_equal(&legal.a[taken], &next->action));
            marked++;
        }
        assert_true(marked > 0);
        /* every concealed tile shows in the open view, only the seat's own in its view */
        sp_cursor_seek(c, 1);
        sp_view open, own;
        sp_cursor_view(c, 0, true, &open);
        sp_cursor_view(c, 0, false, &own);
        for (int p = 0; p < o.r.players; p++) {
            assert_true(open.seats[p].revealed);
            if (p && c->s.game.phase != SP_PHASE_HAND_OVER) assert_false(own.seats[p].revealed);
        }
        close_sample(&o);
    }
}

/* A replay whose action the engine refuses, or whose events differ from a digest, is named. */
static void refused_replays(void **state)
{
    (void)state;
    opened o;
    open_sample(&o, "hk-classic", 7);
    sp_cursor_close(&o.c);
    char err[512];
    /* the 20th action made illegal: a discard of a tile the seat does not hold */
    sp_logged_action keep = o.r.actions[19];
    o.r.actions[19].action.type = SP_ACT_DISCARD;
    o.r.actions[19].action.tile = 40; /* a flower kind no hand holds at a discard */
    assert_int_equal(sp_cursor_open(&o.c, &o.r, o.rules, err, sizeof err), -1);
    assert_non_null(strstr(err, "action 20"));
    assert_non_null(strstr(err, "refused"));
    sp_cursor_close(&o.c);
    o.r.actions[19] = keep;
    o.r.digests[0] ^= 1;
    assert_int_equal(sp_cursor_open(&o.c, &o.r, o.rules, err, sizeof err), -1);
    assert_non_null(strstr(err, "hand 1: its events differ"));
    sp_cursor_close(&o.c);
    o.r.digests[0] ^= 1;
    assert_int_equal(sp_cursor_open(&o.c, &o.r, o.rules, err, sizeof err), 0);
    close_sample(&o);
}

int main(void)
{
    nids = shipped_ruleset_ids(ids);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(forward_then_back),
        cmocka_unit_test(step_back_cost),
        cmocka_unit_test(offered_and_taken),
        cmocka_unit_test(refused_replays),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
