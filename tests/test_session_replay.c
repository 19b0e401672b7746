/* test_session_replay.c: the table layer - sessions with controllers, timers and observers;
 * replay files written atomically, read back, verified and resumed; bad files refused with
 * clear errors. */
#include <stdarg.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "ai/random_bot.h"
#include "rules_fixture.h"
#include "test_util.h"
#include "table/replay.h"
#include "table/session.h"

static int random_decide(void *ctx, int seat, const sp_view *view, const sp_action_list *legal, sp_action *out)
{
    (void)seat;
    (void)view;
    *out = sp_random_bot_choose(legal, (sp_rng *)ctx);
    return 1;
}

/* A human who never answers: the timers must act for them. */
static int never_decide(void *ctx, int seat, const sp_view *view, const sp_action_list *legal, sp_action *out)
{
    (void)ctx, (void)seat, (void)view, (void)legal, (void)out;
    return 0;
}

static sp_rng rngs[SP_SEATS];

static void random_players(sp_session *s, uint64_t seed)
{
    for (int p = 0; p < SP_SEATS; p++) {
        sp_rng_seed(&rngs[p], seed + (uint64_t)p);
        sp_controller c = {SP_CTRL_BOT, false, random_decide, &rngs[p]};
        sp_session_set_controller(s, p, &c);
    }
}

/* Frees two sessions of a test and their memory. */
static void free_sessions(sp_session *s, sp_session *t)
{
    sp_session_free(s);
    sp_session_free(t);
    free(s);
    free(t);
}

static char *temp_path(const char *name)
{
    static char path[4][512];
    static int i;
    char *p = path[i++ % 4];
    snprintf(p, 512, "%s/sparrow-test-%d-%s", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid(), name);
    return p;
}

static void write_all(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* A whole match written as a replay verifies, and replaying it gives the same standings. */
static void test_match_replay_verifies(void **state)
{
    (void)state;
    char ids[MAX_SHIPPED][SP_ID_LEN];
    int n = shipped_ruleset_ids(ids);
    assert_true(n > 0);
    for (int r = 0; r < n; r++) {
        sp_ruleset *rs = load_shipped_rules(ids[r]);
        assert_non_null(rs);
        sp_session *s = malloc(sizeof *s), *t = malloc(sizeof *t);
        char err[512];
        assert_int_equal(sp_session_init(s, rs, NULL, 0, 77 + (uint64_t)r, NULL, 0, err, sizeof err), 0);
        random_players(s, 5);
        int guard = 0;
        while (s->game.phase != SP_PHASE_MATCH_OVER && guard++ < 200) assert_true(sp_session_run(s, 0, err, sizeof err) >= 0);
        assert_int_equal(s->game.phase, SP_PHASE_MATCH_OVER);
        char *path = temp_path("match.json");
        assert_int_equal(sp_replay_write(s, path, err, sizeof err), 0);
        sp_replay rp;
        sp_ruleset *rs2 = malloc(sizeof *rs2);
        if (sp_replay_read(path, &rp, rs2, false, err, sizeof err)) fail_msg("%s", err);
        assert_true(rp.complete);
        assert_int_equal(rp.nactions, s->nlog);
        if (sp_replay_play(&rp, rs2, t, true, err, sizeof err)) fail_msg("%s: %s", ids[r], err);
        for (int p = 0; p < s->game.players; p++) assert_int_equal(t->game.seat[p].score, s->game.seat[p].score);
        assert_int_equal(t->ndigests, s->ndigests);
        assert_memory_equal(t->digests, s->digests, s->ndigests * sizeof *s->digests);
        sp_replay_free(&rp);
        free_sessions(s, t);
        free(rs);
        free(rs2);
        unlink(path);
    }
}

/* A save in the middle of a hand resumes to exactly the same game. */
static void test_save_resume_mid_hand(void **state)
{
    (void)state;
    sp_ruleset *rs = load_shipped_rules("hk-classic"), *rs2 = malloc(sizeof *rs2);
    sp_session *s = malloc(sizeof *s), *t = malloc(sizeof *t);
    char err[512];
    assert_int_equal(sp_session_init(s, rs, NULL, 0, 4242, NULL, 0, err, sizeof err), 0);
    sp_rng rng;
    sp_rng_seed(&rng, 1);
    /* two hands and a bit, one action at a time */
    while (s->game.hand_number < 3 || s->nlog < 250) {
        if (s->game.phase == SP_PHASE_HAND_OVER) {
            sp_session_next_hand(s);
            continue;
        }
        unsigned pending = sp_game_pending(&s->game);
        int p = __builtin_ctz(pending);
        sp_action_list l;
        sp_game_legal(&s->game, p, &l);
        sp_action a = sp_random_bot_choose(&l, &rng);
        assert_int_equal(sp_session_submit(s, p, &a, err, sizeof err), 0);
    }
    char *path = temp_path("save.json");
    assert_int_equal(sp_replay_write(s, path, err, sizeof err), 0);
    sp_replay rp;
    if (sp_replay_read(path, &rp, rs2, false, err, sizeof err)) fail_msg("%s", err);
    assert_false(rp.complete);
    if (sp_replay_play(&rp, rs2, t, true, err, sizeof err)) fail_msg("%s", err);
    /* the rules pointer differs (loaded twice); everything else is identical */
    t->game.rules = s->game.rules;
    assert_memory_equal(&t->game, &s->game, offsetof(sp_game, ev_head));
    sp_replay_free(&rp);
    free_sessions(s, t);
    free(rs);
    free(rs2);
    unlink(path);
}

static void expect_parse_error(const char *text, const char *needle)
{
    sp_replay rp;
    sp_ruleset *rs = malloc(sizeof *rs);
    char err[512] = "";
    assert_int_equal(sp_replay_parse(text, "bad.json", &rp, rs, false, err, sizeof err), -1);
    if (!strstr(err, needle)) fail_msg("error '%s' does not mention '%s'", err, needle);
    assert_non_null(strstr(err, "bad.json"));
    free(rs);
}

/* Bad files get an error that names the file and what is wrong. */
static void test_bad_replays(void **state)
{
    (void)state;
    expect_parse_error("{\"format\": \"sparrow-replay\", ", "not valid JSON");
    expect_parse_error("[1, 2]", "format");
    expect_parse_error("{\"format\": \"sparrow-replay\", \"version\": 9}", "version");
    expect_parse_error("{\"format\": \"sparrow-replay\", \"version\": 1, \"ruleset\": \"no-such-rules\", "
                       "\"content_hash\": \"0000000000000000\"}", "unknown ruleset 'no-such-rules'");
    expect_parse_error("{\"format\": \"sparrow-replay\", \"version\": 1, \"ruleset\": \"../etc\"}", "ruleset");
    const char *head = "{\"format\": \"sparrow-replay\", \"version\": 1, \"ruleset\": \"hk-classic\", ";
    char text[2048];
    snprintf(text, sizeof text, "%s\"content_hash\": \"0000000000000000\", \"players\": 4, \"seed\": \"1\", \"hands\": []}", head);
    expect_parse_error(text, "ruleset hk-classic has changed since the match was saved");
    sp_ruleset *rs = load_shipped_rules("hk-classic");
    char hash[17];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)rs->content_hash);
    const char *bodies[][2] = {
        {"\"options\": {\"nope\": 1}, \"players\": 4, \"seed\": \"1\", \"hands\": []", "no option 'nope'"},
        {"\"options\": {\"match_rounds\": \"7\"}, \"players\": 4, \"seed\": \"1\", \"hands\": []", "not a choice"},
        {"\"players\": 9, \"seed\": \"1\", \"hands\": []", "players"},
        {"\"players\": 4, \"seed\": \"x1\", \"hands\": []", "seed"},
        {"\"players\": 4, \"seed\": \"1\"", "hands"},
        {"\"players\": 4, \"seed\": \"1\", \"hands\": [{\"actions\": [\"E FOO\"]}]", "hand 1 action 1"},
        {"\"players\": 4, \"seed\": \"1\", \"hands\": [{\"actions\": [\"Q D 1m\"]}]", "not a seat"},
        {"\"players\": 4, \"seed\": \"1\", \"hands\": [{\"actions\": [], \"digest\": \"xyz\"}]", "digest"},
        {"\"players\": 4, \"seed\": \"1\", \"wall\": [999], \"hands\": []", "wall"},
        {"\"players\": 4, \"seed\": \"1\", \"scores\": [3e23, 0, 0, 0], \"hands\": []", "scores"},
        {"\"players\": 4, \"seed\": \"1\", \"scores\": [0, 1.5, 0, 0], \"hands\": []", "scores"},
    };
    for (size_t i = 0; i < sizeof bodies / sizeof bodies[0]; i++) {
        snprintf(text, sizeof text, "%s\"content_hash\": \"%s\", %s}", head, hash, bodies[i][0]);
        expect_parse_error(text, bodies[i][1]);
    }
    /* an action the engine refuses is named by hand and position */
    snprintf(text, sizeof text, "%s\"content_hash\": \"%s\", \"players\": 4, \"seed\": \"1\", \"hands\": [{\"actions\": [\"S D 1m\"]}]}",
             head, hash);
    sp_replay rp;
    sp_ruleset *rs2 = malloc(sizeof *rs2);
    sp_session *s = malloc(sizeof *s);
    char err[512];
    assert_int_equal(sp_replay_parse(text, "x.json", &rp, rs2, false, err, sizeof err), 0);
    assert_int_equal(sp_replay_play(&rp, rs2, s, true, err, sizeof err), -1);
    assert_non_null(strstr(err, "hand 1 action 1"));
    sp_replay_free(&rp);
    sp_session_free(s);
    free(s);
    free(rs2);
    free(rs);
}

/* A tampered digest is caught by verification. */
static void test_tampered_replay_fails(void **state)
{
    (void)state;
    sp_ruleset *rs = load_shipped_rules("guizhou-xingyi"), *rs2 = malloc(sizeof *rs2);
    sp_session *s = malloc(sizeof *s), *t = malloc(sizeof *t);
    char err[512];
    assert_int_equal(sp_session_init(s, rs, NULL, 3, 9, NULL, 0, err, sizeof err), 0);
    random_players(s, 11);
    assert_true(sp_session_step(s, 0, err, sizeof err) > 0);
    assert_true(s->game.phase == SP_PHASE_HAND_OVER || s->game.phase == SP_PHASE_MATCH_OVER);
    char *text = sp_replay_json(s);
    char *d = strstr(text, "\"digest\":\"");
    assert_non_null(d);
    d += 10;
    *d = *d == '0' ? '1' : '0';
    sp_replay rp;
    assert_int_equal(sp_replay_parse(text, "t.json", &rp, rs2, false, err, sizeof err), 0);
    assert_int_equal(sp_replay_play(&rp, rs2, t, true, err, sizeof err), -1);
    assert_non_null(strstr(err, "hand 1: events differ"));
    sp_replay_free(&rp);
    free(text);
    free_sessions(s, t);
    free(rs);
    free(rs2);
}

/* A failed save leaves the previous file as it was. */
static void test_atomic_write_keeps_old_file(void **state)
{
    (void)state;
    char *path = temp_path("keep.json"), err[512];
    write_all(path, "old save");
    /* no temporary file can be created: folders take every name this process would try */
    char tmp[100][600];
    for (int i = 0; i < 100; i++) {
        snprintf(tmp[i], sizeof tmp[i], "%s.%ld-%d.tmp", path, (long)getpid(), i);
        assert_int_equal(mkdir(tmp[i], 0700), 0);
    }
    assert_int_equal(sp_write_file_atomic(path, "new", 3, err, sizeof err), -1);
    assert_non_null(strstr(err, ".tmp"));
    char *t = read_text_file(path);
    assert_string_equal(t, "old save");
    free(t);
    /* one name free: the write goes through it, and leaves no temporary file behind */
    rmdir(tmp[57]);
    assert_int_equal(sp_write_file_atomic(path, "newer", 5, err, sizeof err), 0);
    t = read_text_file(path);
    assert_string_equal(t, "newer");
    free(t);
    assert_int_equal(access(tmp[57], F_OK), -1);
    for (int i = 0; i < 100; i++) rmdir(tmp[i]);
    assert_int_equal(sp_write_file_atomic(path, "new", 3, err, sizeof err), 0);
    t = read_text_file(path);
    assert_string_equal(t, "new");
    free(t);
    unlink(path);
    assert_int_equal(sp_write_file_atomic("/nonexistent-folder/x.json", "x", 1, err, sizeof err), -1);
}

/* Seats that do not answer are answered for when their time runs out: PASS on a claim, the
 * drawn tile on a turn. */
static void test_timers(void **state)
{
    (void)state;
    sp_ruleset *rs = load_shipped_rules("hk-classic");
    sp_session *s = malloc(sizeof *s);
    char err[512];
    assert_int_equal(sp_session_init(s, rs, NULL, 0, 3, NULL, 0, err, sizeof err), 0);
    for (int p = 0; p < 4; p++) {
        sp_controller c = {SP_CTRL_HUMAN, true, never_decide, NULL};
        sp_session_set_controller(s, p, &c);
    }
    s->turn_ms = 2000;
    s->claim_ms = 1000;
    assert_int_equal(sp_session_step(s, 0, err, sizeof err), 0);
    assert_int_equal(sp_session_step(s, 1999, err, sizeof err), 0);
    int dealer = s->game.dealer;
    int drawn = s->game.seat[dealer].drawn;
    assert_true(drawn >= 0);
    assert_true(sp_session_step(s, 2000, err, sizeof err) >= 1);
    assert_true(s->timeouts >= 1);
    assert_int_equal(s->log[0].seat, dealer);
    assert_int_equal(s->log[0].action.type, SP_ACT_DISCARD);
    assert_int_equal(s->log[0].action.tile, drawn / 4);
    sp_session_free(s);
    free(s);
    free(rs);
}

typedef struct {
    int seat;
    int leaks;
    int events;
} watch;

static void watch_event(void *ctx, const sp_event *e)
{
    watch *w = ctx;
    w->events++;
    bool own = e->seat == w->seat;
    if ((e->type == SP_EV_DEAL || e->type == SP_EV_DRAW) && !own &&
        (e->tile != SP_TILE_HIDDEN || (e->n && e->tiles[0] != SP_TILE_HIDDEN)))
        w->leaks++;
}

/* Observers bound to a seat never see another seat's concealed tiles. */
static void test_observer_visibility(void **state)
{
    (void)state;
    sp_ruleset *rs = load_shipped_rules("hk-xigu");
    sp_session *s = malloc(sizeof *s);
    char err[512];
    assert_int_equal(sp_session_init(s, rs, NULL, 0, 8, NULL, 0, err, sizeof err), 0);
    random_players(s, 3);
    watch w[4] = {{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {3, 0, 0}};
    for (int p = 0; p < 4; p++) assert_int_equal(sp_session_add_observer(s, watch_event, &w[p], p), 0);
    for (int h = 0; h < 5 && s->game.phase != SP_PHASE_MATCH_OVER; h++) {
        assert_true(sp_session_step(s, 0, err, sizeof err) >= 0);
        if (s->game.phase == SP_PHASE_HAND_OVER) sp_session_next_hand(s);
    }
    for (int p = 0; p < 4; p++) {
        assert_true(w[p].events > 50);
        assert_int_equal(w[p].leaks, 0);
    }
    /* a view holds only the seat's own concealed tiles while the hand is on */
    sp_session_free(s); /* a new match in the same session: the old log goes first */
    assert_int_equal(sp_session_init(s, rs, NULL, 0, 8, NULL, 0, err, sizeof err), 0);
    sp_view v;
    sp_game_view(&s->game, 2, &v);
    assert_true(v.seats[2].revealed);
    int own = 0;
    for (int k = 0; k < SP_KINDS; k++) own += v.seats[2].counts[k];
    assert_int_equal(own, s->game.seat[2].nconcealed);
    for (int p = 0; p < 4; p++) {
        if (p == 2) continue;
        assert_false(v.seats[p].revealed);
        for (int k = 0; k < SP_KINDS; k++) assert_int_equal(v.seats[p].counts[k], 0);
        assert_int_equal(v.seats[p].drawn, -1);
    }
    sp_session_free(s);
    free(s);
    free(rs);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_match_replay_verifies), cmocka_unit_test(test_save_resume_mid_hand),
        cmocka_unit_test(test_bad_replays),           cmocka_unit_test(test_tampered_replay_fails),
        cmocka_unit_test(test_atomic_write_keeps_old_file), cmocka_unit_test(test_timers),
        cmocka_unit_test(test_observer_visibility),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
