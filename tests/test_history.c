/* test_history.c: the player's history (table/history*.c) - statistics against a small history
 * computed by hand, the migration from a schema 1 database, a damaged database set aside, a
 * locked, read-only or full one keeping its hands for the next write, and hands recorded across
 * a kill -9 at every point of a hand's end.
 *   test_history                  the tests
 *   test_history --make-db FILE   writes the hand-computed history into FILE (the CLI's test) */
#include "history_fixture.h"

#include <signal.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- the hand-computed history ----
 * m1 hk-classic, 2026-03-01: self-draw 3 (+24, zimo pinghu), deal-in (-16), wall ran out (0),
 *    win on a discard 5 (+32, pinghu hunyise), first place
 * m2 mingjiang, 2026-03-05: another's win (-5), win 8 (+40, qingyise), second place; reviewed
 *    (agreement 0.8, loss 12.5)
 * m3 hk-classic, 2026-04-02: self-draw 1 (+12, zimo), not finished */
static void write_sample(sp_history *h)
{
    char why[1500];
    int64_t d1 = utc(2026, 3, 1, 10, 0), d2 = utc(2026, 3, 5, 20, 0), d3 = utc(2026, 4, 2, 9, 0);
    sp_history_hand hands[] = {
        fixture_hand("m1", "hk-classic", d1, 1, d1 + 600, SP_HR_SELF_DRAW, 3, 24, "zimo*1,pinghu*1"),
        fixture_hand("m1", "hk-classic", d1, 2, d1 + 1200, SP_HR_DEAL_IN, 0, -16, ""),
        fixture_hand("m1", "hk-classic", d1, 3, d1 + 1800, SP_HR_DRAW, 0, 0, ""),
        fixture_last_hand(fixture_hand("m1", "hk-classic", d1, 4, d1 + 2400, SP_HR_WIN, 5, 32, "pinghu*1,hunyise*1"), 1),
        fixture_hand("m2", "mingjiang", d2, 1, d2 + 600, SP_HR_OTHER_WIN, 0, -5, ""),
        fixture_last_hand(fixture_hand("m2", "mingjiang", d2, 2, d2 + 1200, SP_HR_WIN, 8, 40, "qingyise*1"), 2),
        fixture_hand("m3", "hk-classic", d3, 1, d3 + 600, SP_HR_SELF_DRAW, 1, 12, "zimo*1"),
    };
    for (size_t i = 0; i < sizeof hands / sizeof *hands; i++) assert_int_equal(sp_history_add(h, &hands[i], why, sizeof why), 0);
    assert_int_equal(sp_history_set_review(h, "m2", 0.8, 12.5, why, sizeof why), 0);
}

static sp_history *open_fresh(char *path, size_t len)
{
    char dir[64], note[1500], err[1500];
    fixture_db_path(dir, sizeof dir, path, len);
    sp_history *h = sp_history_open(path, true, note, sizeof note, err, sizeof err);
    assert_non_null(h);
    assert_string_equal(note, "");
    return h;
}

static sp_stats st;

static void stats_of(sp_history *h, const char *ruleset, const char *from, const char *to)
{
    sp_stats_filter f;
    memset(&f, 0, sizeof f);
    snprintf(f.ruleset, sizeof f.ruleset, "%s", ruleset);
    snprintf(f.from, sizeof f.from, "%s", from);
    snprintf(f.to, sizeof f.to, "%s", to);
    char err[1500];
    assert_int_equal(sp_history_stats(h, &f, &st, err, sizeof err), 0);
}

static void test_stats_by_hand(void **state)
{
    (void)state;
    char path[128];
    sp_history *h = open_fresh(path, sizeof path);
    write_sample(h);
    /* everything */
    stats_of(h, "", "", "");
    assert_int_equal(st.matches, 3);
    assert_int_equal(st.finished, 2);
    assert_int_equal(st.ranks[0], 1);
    assert_int_equal(st.ranks[1], 1);
    assert_int_equal(st.ranks[2] + st.ranks[3], 0);
    assert_int_equal(st.hands, 7);
    assert_int_equal(st.wins, 4);
    assert_int_equal(st.self_draws, 2);
    assert_int_equal(st.deal_ins, 1);
    assert_float_equal(st.win_rate, 4.0 / 7, 1e-9);
    assert_float_equal(st.self_draw_share, 0.5, 1e-9);
    assert_float_equal(st.deal_in_rate, 1.0 / 7, 1e-9);
    assert_float_equal(st.avg_win_value, (3 + 5 + 8 + 1) / 4.0, 1e-9);
    assert_int_equal(st.points, 87);
    assert_float_equal(st.points_per_hand, 87.0 / 7, 1e-9);
    /* rarest first: one hand each, then two (ties by ruleset and id) */
    assert_int_equal(st.npatterns, 4);
    const char *order[][3] = {{"hk-classic", "hunyise", "1"}, {"mingjiang", "qingyise", "1"},
                              {"hk-classic", "pinghu", "2"}, {"hk-classic", "zimo", "2"}};
    for (int i = 0; i < 4; i++) {
        assert_string_equal(st.patterns[i].ruleset, order[i][0]);
        assert_string_equal(st.patterns[i].id, order[i][1]);
        assert_int_equal(st.patterns[i].count, atoi(order[i][2]));
    }
    static const int running[] = {24, 8, 8, 40, 35, 75, 87};
    assert_int_equal(st.npoints, 7);
    for (int i = 0; i < 7; i++) {
        assert_int_equal(st.points_line[i].hand, i + 1);
        assert_int_equal(st.points_line[i].total, running[i]);
    }
    assert_int_equal(st.nreviews, 1);
    assert_float_equal(st.reviews[0].agreement, 0.8, 1e-9);
    assert_float_equal(st.reviews[0].loss, 12.5, 1e-9);
    assert_int_equal(st.nrulesets, 2);
    assert_string_equal(st.rulesets[0], "hk-classic");
    assert_string_equal(st.rulesets[1], "mingjiang");
    /* one ruleset */
    stats_of(h, "hk-classic", "", "");
    assert_int_equal(st.matches, 2);
    assert_int_equal(st.finished, 1);
    assert_int_equal(st.ranks[0], 1);
    assert_int_equal(st.hands, 5);
    assert_int_equal(st.wins, 3);
    assert_int_equal(st.deal_ins, 1);
    assert_float_equal(st.avg_win_value, 3.0, 1e-9);
    assert_int_equal(st.points, 52);
    assert_int_equal(st.nreviews, 0);
    /* a date range: March after the first day */
    stats_of(h, "", "2026-03-02", "2026-03-31");
    assert_int_equal(st.matches, 1);
    assert_int_equal(st.hands, 2);
    assert_int_equal(st.ranks[1], 1);
    assert_int_equal(st.finished, 1);
    assert_int_equal(st.points, 35);
    assert_int_equal(st.nreviews, 1);
    /* up to the first day, both ends included */
    stats_of(h, "", "", "2026-03-01");
    assert_int_equal(st.hands, 4);
    assert_int_equal(st.points, 40);
    stats_of(h, "", "2026-04-02", "2026-04-02");
    assert_int_equal(st.hands, 1);
    assert_int_equal(st.finished, 0);
    /* a bad date is refused with its text */
    sp_stats_filter f = {.from = "2026-02-30"};
    char err[300];
    assert_int_equal(sp_history_stats(h, &f, &st, err, sizeof err), -1);
    assert_non_null(strstr(err, "2026-02-30"));
    sp_history_close(h);
}

/* A hand written again (a match resumed from a save made before the write was known) is not
 * counted twice, and its match's end stays. */
static void test_hand_written_once(void **state)
{
    (void)state;
    char path[128], why[1500];
    sp_history *h = open_fresh(path, sizeof path);
    write_sample(h);
    int64_t d1 = utc(2026, 3, 1, 10, 0);
    sp_history_hand again = fixture_last_hand(fixture_hand("m1", "hk-classic", d1, 4, d1 + 9999, SP_HR_WIN, 5, 32, "pinghu*1,hunyise*1"), 1);
    assert_int_equal(sp_history_add(h, &again, why, sizeof why), 0);
    stats_of(h, "", "", "");
    assert_int_equal(st.hands, 7);
    assert_int_equal(st.points, 87);
    assert_int_equal(st.patterns[2].count, 2);
    sp_history_close(h);
}

static int scalar(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *s;
    assert_int_equal(sqlite3_prepare_v2(db, sql, -1, &s, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(s), SQLITE_ROW);
    int v = sqlite3_column_int(s, 0);
    sqlite3_finalize(s);
    return v;
}

/* Writes the database at path with SQL of its own, as another program (or an older version)
 * would: not through the history's code. */
static void write_raw_db(const char *path, const char *sql)
{
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    assert_int_equal(sqlite3_exec(db, sql, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
}

/* A database of the previous schema (1), made here as that version made it (its text kept here
 * on purpose, apart from history_schema.c's: an old file, not today's code): patterns and
 * deltas as text. Opening it migrates to schema 2 with nothing lost. */
static void test_migration_from_v1(void **state)
{
    (void)state;
    char dir[64], path[128], note[1500], err[1500];
    fixture_db_path(dir, sizeof dir, path, sizeof path);
    const char *v1 =
        "CREATE TABLE matches(id INTEGER PRIMARY KEY, match_key TEXT NOT NULL UNIQUE, ruleset TEXT NOT NULL,"
        " rules_hash TEXT NOT NULL, options TEXT NOT NULL, players INTEGER NOT NULL, seat INTEGER NOT NULL,"
        " lan INTEGER NOT NULL, replay TEXT NOT NULL, started INTEGER NOT NULL, ended INTEGER, rank INTEGER,"
        " settlement INTEGER);"
        "CREATE TABLE seats(match_id INTEGER NOT NULL REFERENCES matches(id), seat INTEGER NOT NULL,"
        " kind TEXT NOT NULL, level INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY(match_id, seat));"
        "CREATE TABLE hands(id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL REFERENCES matches(id),"
        " hand_number INTEGER NOT NULL, played_at INTEGER NOT NULL, round INTEGER NOT NULL, dealer INTEGER NOT NULL,"
        " end_kind INTEGER NOT NULL, result TEXT NOT NULL, value INTEGER NOT NULL, deltas TEXT NOT NULL,"
        " scores TEXT NOT NULL, patterns TEXT NOT NULL, UNIQUE(match_id, hand_number));"
        /* the player sat in seat 2 of an old match */
        "INSERT INTO matches VALUES(1, 'old', 'wuhan-hongzhong', '00ff', '', 4, 2, 0, '', 1767225600, 1767229200, 3, -4);"
        "INSERT INTO hands VALUES(1, 1, 1, 1767226000, 0, 0, 1, 'self_draw', 6, '-2,-2,6,-2', '998,998,1006,998',"
        " 'hongzhong_gang*2,zimo*1');"
        "INSERT INTO hands VALUES(2, 1, 2, 1767227000, 0, 1, 1, 'deal_in', 0, '0,5,-5,0', '998,1003,1001,998', '');"
        "PRAGMA user_version = 1;";
    write_raw_db(path, v1);

    sp_history *h = sp_history_open(path, true, note, sizeof note, err, sizeof err);
    assert_non_null(h);
    assert_string_equal(note, "");
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    assert_int_equal(scalar(db, "PRAGMA user_version"), 2);
    /* the patterns text became rows, the player's own points (seat 2) a column */
    assert_int_equal(scalar(db, "SELECT COUNT(*) FROM patterns"), 2);
    assert_int_equal(scalar(db, "SELECT count FROM patterns WHERE pattern = 'hongzhong_gang'"), 2);
    assert_int_equal(scalar(db, "SELECT delta FROM hands WHERE hand_number = 1"), 6);
    assert_int_equal(scalar(db, "SELECT delta FROM hands WHERE hand_number = 2"), -5);
    assert_int_equal(scalar(db, "SELECT COUNT(*) FROM pragma_table_info('hands') WHERE name = 'patterns'"), 0);
    assert_int_equal(scalar(db, "SELECT COUNT(*) FROM pragma_table_info('matches') WHERE name IN ('agreement', 'loss')"), 2);
    sqlite3_close(db);
    stats_of(h, "", "", "");
    assert_int_equal(st.hands, 2);
    assert_int_equal(st.points, 1);
    assert_int_equal(st.self_draws, 1);
    assert_int_equal(st.deal_ins, 1);
    assert_int_equal(st.ranks[2], 1);
    assert_int_equal(st.npatterns, 2);
    /* and it takes new hands */
    write_sample(h);
    stats_of(h, "", "", "");
    assert_int_equal(st.hands, 9);
    sp_history_close(h);
}

/* A newer schema than this code knows is refused, never touched. */
static void test_newer_schema_kept(void **state)
{
    (void)state;
    char dir[64], path[128], note[1500], err[1500], why[1500];
    fixture_db_path(dir, sizeof dir, path, sizeof path);
    write_raw_db(path, "CREATE TABLE future(x); PRAGMA user_version = 99;");
    sp_history *h = sp_history_open(path, true, note, sizeof note, err, sizeof err);
    assert_non_null(h);
    assert_false(sp_history_writable(h));
    assert_non_null(strstr(note, "newer"));
    sp_history_hand hand = fixture_hand("m", "mingjiang", 1, 1, 2, SP_HR_DRAW, 0, 0, "");
    assert_int_equal(sp_history_add(h, &hand, why, sizeof why), 1);
    assert_int_equal(sp_history_pending(h), 1);
    sp_history_close(h);
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    assert_int_equal(scalar(db, "PRAGMA user_version"), 99);
    sqlite3_close(db);
}

static int count_aside(const char *dir)
{
    char cmd[200];
    snprintf(cmd, sizeof cmd, "ls %s | grep -c '^history.sqlite.damaged-'", dir);
    FILE *p = popen(cmd, "r");
    int n = 0;
    assert_int_equal(fscanf(p, "%d", &n), 1);
    pclose(p);
    return n;
}

/* Not a database, and a database with damaged pages: set aside with a note naming both files,
 * a new history begun; the command line's way (no setting aside) refuses with the file's name. */
static void test_damaged_set_aside(void **state)
{
    (void)state;
    char dir[64], path[128], note[1500], err[1500];
    fixture_db_path(dir, sizeof dir, path, sizeof path);
    FILE *f = fopen(path, "wb");
    for (int i = 0; i < 600; i++) fputs("not a database at all ", f);
    fclose(f);
    assert_null(sp_history_open(path, false, note, sizeof note, err, sizeof err));
    assert_non_null(strstr(err, path));
    assert_non_null(strstr(err, "damaged"));
    sp_history *h = sp_history_open(path, true, note, sizeof note, err, sizeof err);
    assert_non_null(h);
    assert_true(sp_history_writable(h));
    assert_non_null(strstr(note, "damaged"));
    assert_non_null(strstr(note, ".damaged-"));
    assert_int_equal(count_aside(dir), 1);
    write_sample(h);
    sp_history_close(h);

    /* damaged pages: the file's second half overwritten */
    struct stat sb;
    assert_int_equal(stat(path, &sb), 0);
    f = fopen(path, "r+b");
    fseek(f, (long)sb.st_size / 2, SEEK_SET);
    for (long i = sb.st_size / 2; i < sb.st_size; i++) fputc(0xA5, f);
    fclose(f);
    sleep(1); /* a new second: a set-aside name of its own */
    h = sp_history_open(path, true, note, sizeof note, err, sizeof err);
    assert_non_null(h);
    assert_non_null(strstr(note, "damaged"));
    assert_int_equal(count_aside(dir), 2);
    stats_of(h, "", "", "");
    assert_int_equal(st.hands, 0);
    sp_history_close(h);
}

/* Locked by another program: the hand waits in memory, and is written with the next. */
static void test_locked_kept(void **state)
{
    (void)state;
    char path[128], why[1500];
    sp_history *h = open_fresh(path, sizeof path);
    sqlite3 *other;
    assert_int_equal(sqlite3_open(path, &other), SQLITE_OK);
    assert_int_equal(sqlite3_exec(other, "BEGIN EXCLUSIVE", NULL, NULL, NULL), SQLITE_OK);
    int64_t d = utc(2026, 5, 1, 12, 0);
    sp_history_hand a = fixture_hand("k", "hk-xigu", d, 1, d, SP_HR_WIN, 2, 8, "pinghu*1");
    sp_history_hand b = fixture_hand("k", "hk-xigu", d, 2, d + 60, SP_HR_DRAW, 0, 0, "");
    assert_int_equal(sp_history_add(h, &a, why, sizeof why), 1);
    assert_non_null(strstr(why, "locked"));
    assert_int_equal(sp_history_pending(h), 1);
    assert_int_equal(sqlite3_exec(other, "COMMIT", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(other);
    assert_int_equal(sp_history_add(h, &b, why, sizeof why), 0);
    assert_int_equal(sp_history_pending(h), 0);
    stats_of(h, "", "", "");
    assert_int_equal(st.hands, 2);
    assert_int_equal(st.npatterns, 1);
    sp_history_close(h);
}

/* Read-only and full (SQLite's own answers, made on the history's connection): kept, then
 * written once the file can take them again (the connection is opened anew). */
static void test_readonly_and_full_kept(void **state)
{
    (void)state;
    char path[128], why[1500], err[300];
    sp_history *h = open_fresh(path, sizeof path);
    int64_t d = utc(2026, 5, 2, 12, 0);
    sp_history_hand a = fixture_hand("r", "guizhou-xingyi", d, 1, d, SP_HR_DEAL_IN, 0, -9, "");
    sp_history_hand b = fixture_hand("r", "guizhou-xingyi", d, 2, d + 60, SP_HR_SELF_DRAW, 4, 30, "zimo*1");
    assert_int_equal(sp_history_exec(h, "PRAGMA query_only = 1", err, sizeof err), 0);
    assert_int_equal(sp_history_add(h, &a, why, sizeof why), 1);
    assert_non_null(strstr(why, "readonly"));
    assert_int_equal(sp_history_pending(h), 1);
    assert_int_equal(sp_history_add(h, &b, why, sizeof why), 0);
    assert_int_equal(sp_history_pending(h), 0);
    /* full: the file may not grow; hands of matches with long file names until a page is needed */
    assert_int_equal(sp_history_exec(h, "PRAGMA max_page_count = 1", err, sizeof err), 0);
    int n = 2, rc = 0;
    for (int i = 0; i < 100 && rc == 0; i++) {
        char key[16];
        snprintf(key, sizeof key, "full%d", i);
        sp_history_hand c = fixture_hand(key, "guizhou-xingyi", d, 1, d + 120, SP_HR_DRAW, 0, 0, "");
        memset(c.replay, 'x', sizeof c.replay - 1);
        rc = sp_history_add(h, &c, why, sizeof why);
        n++;
    }
    assert_int_equal(rc, 1);
    assert_non_null(strstr(why, "full"));
    assert_int_equal(sp_history_pending(h), 1);
    sp_history_hand e = fixture_hand("r", "guizhou-xingyi", d, 3, d + 180, SP_HR_DRAW, 0, 0, "");
    assert_int_equal(sp_history_add(h, &e, why, sizeof why), 0);
    n++;
    stats_of(h, "", "", "");
    assert_int_equal(st.hands, n);
    assert_int_equal(st.points, 21);
    sp_history_close(h);
    /* a file the player cannot write (not testable as root, who writes anyway) */
    if (geteuid() != 0) {
        assert_int_equal(chmod(path, 0444), 0);
        char note[1500], err2[1500];
        h = sp_history_open(path, true, note, sizeof note, err2, sizeof err2);
        assert_non_null(h);
        sp_history_hand g = fixture_hand("r", "guizhou-xingyi", d, 5, d + 240, SP_HR_DRAW, 0, 0, "");
        assert_int_equal(sp_history_add(h, &g, why, sizeof why), 1);
        assert_int_equal(chmod(path, 0644), 0);
        sp_history_close(h);
    }
}

/* ---- kill -9 at every point of a hand's end ----
 * A child records hand n and is killed at point p of the write; then the match goes on as the
 * window's would after the player starts it again: it is resumed from its save, which was made
 * before the kill, so hand n ends again and is recorded again. Every hand must then be there
 * exactly once, with its patterns, whatever point the kill came at. */
typedef struct {
    int point;
} kill_at;

static void kill_hook(void *ctx, int point)
{
    if (point == ((kill_at *)ctx)->point) raise(SIGKILL);
}

static sp_history_hand kill_hand(int n, int hands)
{
    int64_t d = utc(2026, 6, 1, 8, 0);
    sp_history_hand h = fixture_hand("killed", "mingjiang", d, n, d + n * 60, n % 2 ? SP_HR_SELF_DRAW : SP_HR_WIN, n,
                                     10 * n, n % 2 ? "zimo*1,pinghu*1" : "pinghu*1");
    return n == hands ? fixture_last_hand(h, 1) : h;
}

static void record_in_child(const char *path, int n, int hands, int point)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        char note[1500], err[1500], why[1500];
        sp_history *h = sp_history_open(path, true, note, sizeof note, err, sizeof err);
        if (!h) _exit(3);
        kill_at k = {point};
        sp_history_set_point_hook(h, kill_hook, &k);
        sp_history_hand r = kill_hand(n, hands);
        int rc = sp_history_add(h, &r, why, sizeof why);
        sp_history_close(h);
        _exit(rc ? 4 : 0);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    if (point < SP_HP_COUNT) {
        assert_true(WIFSIGNALED(status));
        assert_int_equal(WTERMSIG(status), SIGKILL);
    } else {
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
    }
}

static void test_kill_at_every_point(void **state)
{
    (void)state;
    char dir[64], path[128];
    fixture_db_path(dir, sizeof dir, path, sizeof path);
    enum { HANDS = SP_HP_COUNT * 2 };
    for (int n = 1; n <= HANDS; n++) {
        int point = (n - 1) % SP_HP_COUNT;
        record_in_child(path, n, HANDS, point);          /* killed at that point */
        record_in_child(path, n, HANDS, SP_HP_COUNT);    /* the resumed match records it again */
    }
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    assert_int_equal(scalar(db, "SELECT COUNT(*) FROM hands"), HANDS);
    assert_int_equal(scalar(db, "SELECT COUNT(DISTINCT hand_number) FROM hands"), HANDS);
    assert_int_equal(scalar(db, "SELECT MIN(hand_number) FROM hands"), 1);
    assert_int_equal(scalar(db, "SELECT MAX(hand_number) FROM hands"), HANDS);
    /* odd hands made two patterns, even ones one: none lost, none doubled */
    assert_int_equal(scalar(db, "SELECT COUNT(*) FROM patterns"), HANDS / 2 * 3);
    assert_int_equal(scalar(db, "SELECT SUM(count) FROM patterns"), HANDS / 2 * 3);
    assert_int_equal(scalar(db, "SELECT COUNT(*) FROM matches"), 1);
    assert_int_equal(scalar(db, "SELECT rank FROM matches WHERE ended IS NOT NULL"), 1);
    assert_int_equal(scalar(db, "SELECT SUM(delta) FROM hands"), 10 * HANDS * (HANDS + 1) / 2);
    sqlite3_close(db);
}

int main(int argc, char **argv)
{
    setenv("TZ", "UTC", 1);
    tzset();
    if (argc == 3 && !strcmp(argv[1], "--make-db")) {
        char note[1500], err[1500];
        remove(argv[2]);
        sp_history *h = sp_history_open(argv[2], false, note, sizeof note, err, sizeof err);
        if (!h) return fprintf(stderr, "%s\n", err), 1;
        write_sample(h);
        sp_history_close(h);
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stats_by_hand),
        cmocka_unit_test(test_hand_written_once),
        cmocka_unit_test(test_migration_from_v1),
        cmocka_unit_test(test_newer_schema_kept),
        cmocka_unit_test(test_damaged_set_aside),
        cmocka_unit_test(test_locked_kept),
        cmocka_unit_test(test_readonly_and_full_kept),
        cmocka_unit_test(test_kill_at_every_point),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
