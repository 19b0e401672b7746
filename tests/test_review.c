/* test_review.c: the review of a seat's play (table/review.h) on a replay played here by
 * computer players at a fixed seed: its figures (each decision's against the evaluator asked
 * directly at that moment of the replay, the tallies, the costliest list, and the headline
 * figures of this fixed replay), determinism, the stop flag and progress, the cache beside the
 * replay (a hit gives identical figures; a damaged or edited cache is ignored with a note and
 * replaced), and the figures written into the history.
 *
 *   test_review --write-replay FILE [SEED]   writes the fixed replay (for the CLI test) */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <sqlite3.h>
#include <unistd.h>

#include "ai/evaluate.h"
#include "replay_sample.h"
#include "rules_fixture.h"
#include "table/history.h"
#include "table/replay_position.h"
#include "table/review.h"

/* The fixed replay: one hand of hk-classic by normal players from seed 18. */
#define RULESET "hk-classic"
enum { REPLAY_SEED = 18 };
/* its seat E's review at samples 3, seed REVIEW_SEED, easy play-outs (tallies_and_fixed_figures) */
enum { REVIEW_SEED = 13 };
enum { FIXED_DECISIONS = 15, FIXED_AGREED = 12 };
/* three costly discards: D 7s taken, D 2p better by 40/3; D 3m taken, D 1p better by 8; D 1m
 * taken, D 4z better by 16/3 */
#define FIXED_LOSS (80.0 / 3)

static char dir[256], replay_path[400];
static sp_ruleset *rules;

static sp_review_params params(int seat)
{
    sp_review_params p;
    sp_review_params_default(&p);
    p.seat = seat;
    p.samples = 3;
    p.max_samples = 0; /* fixed: the figures below are at 3 samples a decision */
    p.seed = REVIEW_SEED;
    p.playout_level = SP_BOT_EASY; /* quick play-outs: the test is about the review, not the players */
    return p;
}

static int write_replay(const char *path, uint64_t seed)
{
    sp_ruleset *rs = load_shipped_rules(RULESET);
    char *text = rs ? sample_replay_json(rs, seed, 1) : NULL;
    FILE *f = text ? fopen(path, "w") : NULL;
    int rc = f && fputs(text, f) >= 0 ? 0 : -1;
    if (f && fclose(f)) rc = -1;
    free(text);
    free(rs);
    return rc;
}

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/test_review.XXXXXX");
    if (!mkdtemp(dir)) return -1;
    snprintf(replay_path, sizeof replay_path, "%s/match.json", dir);
    rules = load_shipped_rules(RULESET);
    return rules && !write_replay(replay_path, REPLAY_SEED) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    free(rules);
    return system(cmd) ? -1 : 0;
}

static void read_replay(sp_replay *r, sp_ruleset *rs)
{
    char err[512];
    *rs = *rules;
    if (sp_replay_read(replay_path, r, rs, SP_RULES_ANY_VERSION, err, sizeof err)) fail_msg("%s", err);
}

static void review_now(int seat, sp_review *rv)
{
    sp_replay r;
    sp_ruleset *rs = malloc(sizeof *rs);
    read_replay(&r, rs);
    sp_review_params p = params(seat);
    char err[512];
    if (sp_review_run(&r, rs, &p, NULL, NULL, NULL, rv, err, sizeof err)) fail_msg("%s", err);
    sp_replay_free(&r);
    free(rs);
}

/* Every decision is a moment where the seat had two or more choices and took one of them, and
 * its figures are what the evaluator says there, asked directly with the decision's seed; no
 * action of the seat with a choice is missed. */
static void figures_are_the_evaluators(void **state)
{
    (void)state;
    sp_review rv;
    review_now(0, &rv);
    sp_replay r;
    sp_ruleset *rs = malloc(sizeof *rs);
    read_replay(&r, rs);
    size_t next = 0;
    sp_session *s = malloc(sizeof *s);
    for (size_t i = 0; i < r.nactions; i++) {
        if (r.actions[i].seat != 0) continue;
        char err[512];
        if (sp_replay_position(&r, rs, i, s, err, sizeof err)) fail_msg("%s", err);
        sp_action_list legal;
        assert_true(sp_game_legal(&s->game, 0, &legal));
        if (legal.false_win) sp_action_list_remove(&legal, SP_ACT_HU, SP_KIND_NONE);
        if (legal.n > 1) {
            assert_true(next < rv.nd);
            const sp_review_decision *d = &rv.d[next++];
            assert_int_equal(d->index, i);
            assert_int_equal(d->choices, legal.n);
            assert_true(sp_action_equal(&d->taken, &r.actions[i].action));
            assert_true(d->evaluated);
            sp_eval_config cfg;
            sp_eval_config_default(&cfg);
            cfg.samples = 3;
            cfg.seed = sp_review_decision_seed(REVIEW_SEED, i);
            cfg.playout_level = SP_BOT_EASY;
            sp_eval_result e;
            assert_int_equal(sp_evaluate(&s->game, 0, &cfg, &e, err, sizeof err), 0);
            assert_true(sp_action_equal(&d->best, &e.action[e.best]));
            assert_true(d->best_value == e.mean[e.best]);
            int t = -1;
            for (int k = 0; k < e.n; k++)
                if (sp_action_equal(&e.action[k], &d->taken)) t = k;
            assert_true(t >= 0);
            assert_true(d->taken_value == e.mean[t]);
            /* the loss: best - taken when above 2 standard errors of the paired difference */
            double diff = d->diff;
            assert_true(diff >= 0);
            assert_true(d->loss == (diff > SP_REVIEW_NOISE * d->diff_se ? diff : 0));
        }
        sp_session_free(s);
    }
    assert_int_equal(next, rv.nd);
    free(s);
    sp_replay_free(&r);
    free(rs);
    sp_review_free(&rv);
}

/* The tallies add up, the costliest list is the largest losses in order, and the headline
 * figures of this fixed replay at this seed are what they were when this test was written
 * (a change to the players or the evaluator changes them: look, then update). */
static void tallies_and_fixed_figures(void **state)
{
    (void)state;
    sp_review rv;
    review_now(0, &rv);
    int decisions = 0, agreed = 0;
    double loss = 0;
    for (int h = 0; h < rv.nhands; h++) decisions += rv.hands[h].decisions, agreed += rv.hands[h].agreed, loss += rv.hands[h].loss;
    assert_int_equal(decisions, rv.match.decisions);
    assert_int_equal(agreed, rv.match.agreed);
    assert_true(loss == rv.match.loss);
    int costly = 0;
    for (size_t i = 0; i < rv.nd; i++) costly += rv.d[i].loss > 0;
    assert_int_equal(rv.nworst, costly < SP_REVIEW_WORST ? costly : SP_REVIEW_WORST);
    for (int i = 0; i < rv.nworst; i++) {
        const sp_review_decision *w = &rv.d[rv.worst[i]];
        assert_true(w->loss > 0);
        if (i) assert_true(rv.d[rv.worst[i - 1]].loss >= w->loss);
        for (size_t k = 0; k < rv.nd; k++) /* nothing left out costs more than the last listed */
            if (rv.d[k].loss > w->loss) {
                bool listed = false;
                for (int x = 0; x < rv.nworst; x++) listed |= rv.worst[x] == (int)k;
                assert_true(listed);
            }
    }
    print_message("fixed replay: %d decisions, %d agreed, loss %.3f, %d costly\n", rv.match.decisions, rv.match.agreed,
                  rv.match.loss, costly);
    assert_int_equal(rv.nhands, 1);
    assert_int_equal(rv.match.decisions, FIXED_DECISIONS);
    assert_int_equal(rv.match.agreed, FIXED_AGREED);
    assert_true(rv.match.loss > FIXED_LOSS - 0.001 && rv.match.loss < FIXED_LOSS + 0.001);
    assert_int_equal(costly, 3);
    char text[40];
    sp_action_format(&rv.d[rv.worst[0]].best, text, sizeof text);
    assert_string_equal(text, "D 2p");
    sp_action_format(&rv.d[rv.worst[1]].best, text, sizeof text);
    assert_string_equal(text, "D 1p");
    sp_action_format(&rv.d[rv.worst[2]].best, text, sizeof text);
    assert_string_equal(text, "D 4z");
    sp_review_free(&rv);
}

/* Evaluated at fixed samples (as the review's first look does) at seat 0's action i. */
static void evaluate_at(const sp_replay *r, const sp_ruleset *rs, size_t i, int samples, sp_eval_result *e)
{
    char err[512];
    sp_session *s = malloc(sizeof *s);
    if (sp_replay_position(r, rs, i, s, err, sizeof err)) fail_msg("%s", err);
    sp_eval_config cfg;
    sp_eval_config_default(&cfg);
    cfg.samples = samples;
    cfg.seed = sp_review_decision_seed(REVIEW_SEED, i);
    cfg.playout_level = SP_BOT_EASY;
    cfg.ref = -1;
    sp_action_list legal;
    assert_true(sp_game_legal(&s->game, 0, &legal));
    for (int k = 0; k < legal.n; k++)
        if (sp_action_equal(&legal.a[k], &r->actions[i].action)) cfg.ref = k;
    assert_int_equal(sp_evaluate(&s->game, 0, &cfg, e, err, sizeof err), 0);
    sp_session_free(s);
    free(s);
}

/* A close decision gets a second look: with max_samples 48 every decision is either settled at
 * its samples (the taken action is the best, or the best is ahead by more than the noise or by
 * no more than SP_REVIEW_LOOK_AGAIN standard errors) or
 * reached 48, was not settled at a quarter of them, and its figures are the evaluator's at
 * its samples. The fixed replay has close calls, so some decisions were looked at again. */
static void close_decisions_sampled_further(void **state)
{
    (void)state;
    sp_replay r;
    sp_ruleset *rs = malloc(sizeof *rs);
    read_replay(&r, rs);
    sp_review_params p = params(0);
    p.max_samples = 48;
    sp_review rv;
    char err[512];
    if (sp_review_run(&r, rs, &p, NULL, NULL, NULL, &rv, err, sizeof err)) fail_msg("%s", err);
    int again = 0;
    sp_eval_result *e = malloc(sizeof *e);
    for (size_t k = 0; k < rv.nd; k++) {
        const sp_review_decision *d = &rv.d[k];
        if (!d->evaluated) continue;
        assert_true(d->samples == 3 || d->samples == 12 || d->samples == 48);
        bool settled = sp_action_equal(&d->best, &d->taken) || d->diff > SP_REVIEW_NOISE * d->diff_se ||
                       d->diff <= SP_REVIEW_LOOK_AGAIN * d->diff_se;
        assert_true(settled || d->samples == 48);
        evaluate_at(&r, rs, d->index, d->samples, e);
        assert_true(sp_action_equal(&d->best, &e->action[e->best]) && d->best_value == e->mean[e->best]);
        assert_true(d->diff == e->diff[e->best] && d->diff_se == e->diff_se[e->best]);
        if (d->samples > 3) { /* a quarter of the samples did not settle it */
            again++;
            evaluate_at(&r, rs, d->index, d->samples / 4, e);
            double diff = e->diff[e->best], se = e->diff_se[e->best];
            assert_true(e->best != e->ref && !(diff > SP_REVIEW_NOISE * se) && diff > SP_REVIEW_LOOK_AGAIN * se);
        }
    }
    print_message("close decisions looked at again: %d of %zu\n", again, rv.nd);
    assert_true(again > 0);
    free(e);
    sp_review_free(&rv);
    sp_replay_free(&r);
    free(rs);
}

static void deterministic(void **state)
{
    (void)state;
    sp_review a, b;
    review_now(0, &a);
    review_now(0, &b);
    char *ta = sp_review_json(&a, false), *tb = sp_review_json(&b, false);
    assert_string_equal(ta, tb);
    free(ta), free(tb);
    sp_review_free(&a), sp_review_free(&b);
}

typedef struct {
    size_t calls, last, total;
    atomic_int *stop;
    size_t stop_at;
} progress_seen;

static void on_progress(void *ctx, size_t done, size_t total)
{
    progress_seen *p = ctx;
    assert_int_equal(done, p->last + 1);
    p->last = done, p->total = total, p->calls++;
    if (p->stop && done == p->stop_at) atomic_store(p->stop, 1);
}

static void progress_and_stop(void **state)
{
    (void)state;
    sp_replay r;
    sp_ruleset *rs = malloc(sizeof *rs);
    read_replay(&r, rs);
    size_t mine = 0;
    for (size_t i = 0; i < r.nactions; i++) mine += r.actions[i].seat == 1;
    sp_review_params p = params(1);
    sp_review rv;
    char err[512];
    progress_seen seen = {0};
    assert_int_equal(sp_review_run(&r, rs, &p, on_progress, &seen, NULL, &rv, err, sizeof err), 0);
    assert_int_equal(seen.calls, mine);
    assert_int_equal(seen.total, mine);
    sp_review_free(&rv);
    atomic_int stop = 0;
    progress_seen halt = {0, 0, 0, &stop, 3};
    assert_int_equal(sp_review_run(&r, rs, &p, on_progress, &halt, &stop, &rv, err, sizeof err), 1);
    assert_int_equal(halt.calls, 3);
    assert_null(rv.d);
    p.seat = 7;
    assert_int_equal(sp_review_run(&r, rs, &p, NULL, NULL, NULL, &rv, err, sizeof err), -1);
    assert_non_null(strstr(err, "seat"));
    sp_review_free(&rv);
    sp_replay_free(&r);
    free(rs);
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    static char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    return strdup(buf);
}

static void spit(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* Reviews the file through the cache: returns what sp_review_file said, rv filled. */
static int through_cache(int seat, sp_review *rv, char *note, size_t notelen)
{
    sp_review_params p = params(seat);
    char err[512];
    int rc = sp_review_file(replay_path, &p, true, NULL, NULL, NULL, rv, note, notelen, err, sizeof err);
    if (rc) fail_msg("%s", err);
    return rc;
}

static void cache(void **state)
{
    (void)state;
    char cache_path[500], note[1500];
    sp_review_cache_path(replay_path, cache_path, sizeof cache_path);
    unlink(cache_path);
    sp_review first, again, other;
    through_cache(0, &first, note, sizeof note);
    assert_false(first.from_cache);
    assert_string_equal(note, "");
    assert_true(first.match_key[0]);
    through_cache(0, &again, note, sizeof note);
    assert_true(again.from_cache);
    char *ta = sp_review_json(&first, false), *tb = sp_review_json(&again, false);
    assert_string_equal(ta, tb); /* every figure, exactly */
    free(tb);
    /* another seat is kept beside it; both are then hits */
    through_cache(2, &other, note, sizeof note);
    assert_false(other.from_cache);
    sp_review_free(&other);
    through_cache(2, &other, note, sizeof note);
    assert_true(other.from_cache);
    sp_review_free(&other);
    sp_review_free(&again);
    through_cache(0, &again, note, sizeof note);
    assert_true(again.from_cache);
    sp_review_free(&again);

    /* damaged caches: ignored with a note naming the file, the review made again and kept */
    char *good = slurp(cache_path);
    assert_non_null(good);
    const char *bad[] = {"{\"format\": \"sparrow-review-cache\", \"vers", "[1, 2, 3]\n",
                         "{\"format\": \"sparrow-review-cache\", \"version\": 99, \"reviews\": []}\n", NULL, NULL};
    char *edited = strdup(good), *truncated = strdup(good);
    char *loss = strstr(edited, "\"loss\":");
    assert_non_null(loss);
    loss[8] = loss[8] == '9' ? '8' : '9'; /* the match's loss edited by hand */
    bad[3] = edited;
    truncated[strlen(truncated) / 2] = 0;
    bad[4] = truncated;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        spit(cache_path, bad[i]);
        through_cache(0, &again, note, sizeof note);
        if (!strstr(note, cache_path)) fail_msg("case %zu: the note does not name the cache: '%s'", i, note);
        assert_false(again.from_cache);
        tb = sp_review_json(&again, false);
        assert_string_equal(ta, tb);
        free(tb);
        sp_review_free(&again);
        through_cache(0, &again, note, sizeof note); /* kept anew */
        assert_true(again.from_cache);
        sp_review_free(&again);
    }
    /* the replay changed: its old review is not taken */
    char *text = slurp(replay_path);
    size_t n = strlen(text);
    text = realloc(text, n + 2);
    strcpy(text + n, " ");
    char *orig = slurp(replay_path);
    spit(replay_path, text);
    through_cache(0, &again, note, sizeof note);
    assert_false(again.from_cache);
    sp_review_free(&again);
    spit(replay_path, orig);
    free(text), free(orig), free(good), free(edited), free(truncated), free(ta);
    sp_review_free(&first);
}

/* The figures go into the history when it holds the match and the seat is the player's. */
static void history(void **state)
{
    (void)state;
    char db[400], note[1500], err[1500];
    snprintf(db, sizeof db, "%s/history.sqlite", dir);
    sp_review rv;
    through_cache(0, &rv, note, sizeof note);
    assert_int_equal(sp_review_record(&rv, db, err, sizeof err), 0); /* no history: none begun */
    assert_int_not_equal(access(db, F_OK), 0);
    sp_history *h = sp_history_open(db, false, note, sizeof note, err, sizeof err);
    assert_non_null(h);
    sp_history_hand *hand = calloc(1, sizeof *hand);
    snprintf(hand->match_key, sizeof hand->match_key, "%s", rv.match_key);
    snprintf(hand->ruleset, sizeof hand->ruleset, RULESET);
    hand->players = 4, hand->seat = 0, hand->hand_number = 1;
    assert_int_equal(sp_history_add(h, hand, err, sizeof err), 0);
    sp_history_close(h);
    free(hand);
    sp_review seat2;
    through_cache(2, &seat2, note, sizeof note);
    assert_int_equal(sp_review_record(&seat2, db, err, sizeof err), 0); /* not the player's seat */
    assert_int_equal(sp_review_record(&rv, db, err, sizeof err), 1);
    sqlite3 *q;
    assert_int_equal(sqlite3_open(db, &q), SQLITE_OK);
    sqlite3_stmt *st;
    assert_int_equal(sqlite3_prepare_v2(q, "SELECT agreement, loss FROM matches WHERE match_key = ?", -1, &st, NULL), SQLITE_OK);
    sqlite3_bind_text(st, 1, rv.match_key, -1, SQLITE_STATIC);
    assert_int_equal(sqlite3_step(st), SQLITE_ROW);
    assert_true(sqlite3_column_double(st, 0) == sp_review_agreement(&rv.match));
    assert_true(sqlite3_column_double(st, 1) == rv.match.loss);
    sqlite3_finalize(st);
    sqlite3_close(q);
    sp_review_free(&seat2);
    sp_review_free(&rv);
}

int main(int argc, char **argv)
{
    if ((argc == 3 || argc == 4) && !strcmp(argv[1], "--write-replay")) {
        if (write_replay(argv[2], argc == 4 ? strtoull(argv[3], NULL, 10) : REPLAY_SEED)) return fprintf(stderr, "could not write %s\n", argv[2]), 1;
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(figures_are_the_evaluators), cmocka_unit_test(tallies_and_fixed_figures), cmocka_unit_test(deterministic),
        cmocka_unit_test(close_decisions_sampled_further),
        cmocka_unit_test(progress_and_stop),          cmocka_unit_test(cache),                     cmocka_unit_test(history),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
