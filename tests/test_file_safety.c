/* test_file_safety.c: issue 27's file items - ruleset and lesson text never includes another
 * file; only regular files of a bounded size are read (a FIFO or a device never blocks); one
 * resolution of ruleset ids for listing and loading, a player's file replacing a shipped one
 * shown as such; saves that resume after edits of their ruleset's file that keep its rules, and
 * with their saved rules when the rules changed; verification that needs every hand's digest
 * and a "complete" that matches the actions. Every blocking case runs under an alarm: a
 * regression fails the test instead of hanging it. */
#define _POSIX_C_SOURCE 200809L
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
#include "app/settings_file.h"
#include "net/seat_log.h"
#include "net_harness.h"
#include "rules_fixture.h"
#include "table/lesson.h"
#include "table/error_key.h"
#include "table/lesson_progress.h"
#include "table/read_file.h"
#include "table/replay.h"
#include "table/ruleset_canon.h"
#include "table/ruleset_file.h"
#include "test_util.h"

static char tmpdir[512];

static const char *tmp(const char *name)
{
    static char path[8][700];
    static int i;
    char *p = path[i++ % 8];
    snprintf(p, 700, "%s/%s", tmpdir, name);
    return p;
}

static void write_all(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static char *shipped_text(const char *id)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/rules/%s.rules", SPARROW_SOURCE_DATA_DIR, id);
    return read_text_file(path);
}

/* text with `line` inserted before its line number `at` (1-based) */
static char *insert_line(const char *text, int at, const char *line)
{
    char *out = malloc(strlen(text) + strlen(line) + 2);
    const char *p = text;
    for (int l = 1; l < at && p; l++) {
        p = strchr(p, '\n');
        if (p) p++;
    }
    size_t head = p ? (size_t)(p - text) : strlen(text);
    memcpy(out, text, head);
    sprintf(out + head, "%s\n%s", line, text + head);
    return out;
}

/* ---- item 1: no @include, however written ---- */

static void test_include_refused(void **state)
{
    (void)state;
    /* a harmless file to include: without the refusal libconfig reads it, and the ruleset
     * takes its setting (then complains of an unknown field 'stolen') */
    write_all(tmp("part.cfg"), "stolen = 1;\n");
    char *text = shipped_text("mingjiang");
    const char *forms[] = {"@include \"%s\"", "   @include \"%s\"", "\t @include \"%s\"", "@include\t\"%s\"",
                           "\r@include \"%s\"", "@INCLUDE \"%s\"", "  @ include \"%s\""};
    sp_ruleset *rs = malloc(sizeof *rs);
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        char line[800], err[512] = "";
        snprintf(line, sizeof line, forms[i], tmp("part.cfg"));
        char *t = insert_line(text, 3, line);
        assert_int_equal(sp_ruleset_parse(t, "house.rules", rs, err, sizeof err), -1);
        if (strncmp(err, "house.rules:3: @include:", 24)) fail_msg("form %zu: '%s'", i, err);
        assert_string_equal(sp_error_key(err), "err.config.include");
        free(t);
    }
    /* inside a block comment, and on the last line without a newline */
    char *t = insert_line(text, 1, "/* a comment\n@include \"/dev/ptmx\"\n*/");
    char err[512] = "";
    assert_int_equal(sp_ruleset_parse(t, "house.rules", rs, err, sizeof err), -1);
    assert_non_null(strstr(err, "house.rules:2: @include"));
    free(t);
    t = malloc(strlen(text) + 64);
    sprintf(t, "%s@include \"/dev/ptmx\"", text);
    assert_int_equal(sp_ruleset_parse(t, "house.rules", rs, err, sizeof err), -1);
    assert_non_null(strstr(err, ": @include: a ruleset never includes another file"));
    free(t);
    /* an '@' inside a string on a line of its own is not a directive's place: still fine */
    t = insert_line(text, 1, "# mail@example.org wrote this");
    if (sp_ruleset_parse(t, "house.rules", rs, err, sizeof err)) fail_msg("%s", err);
    free(t);
    free(text);
    /* a lesson too */
    char lpath[1024];
    snprintf(lpath, sizeof lpath, "%s/assets/tutorial/basics-1-tiles.lesson", SPARROW_SOURCE_DATA_DIR);
    char *lesson_text = read_text_file(lpath);
    char line[800];
    snprintf(line, sizeof line, "  @include \"%s\"", tmp("part.cfg"));
    t = insert_line(lesson_text, 2, line);
    sp_lesson *l = malloc(sizeof *l);
    assert_int_equal(sp_lesson_parse(t, "x.lesson", l, err, sizeof err), -1);
    assert_non_null(strstr(err, "x.lesson:2: @include: a lesson never includes another file"));
    free(l);
    free(t);
    free(lesson_text);
    free(rs);
}

/* ---- item 1: only regular files, of a bounded size ---- */

static void test_special_files_refused(void **state)
{
    (void)state;
    alarm(60); /* a read that blocks kills the test instead of hanging it */
    const char *fifo = tmp("x.rules");
    unlink(fifo);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    char err[1400];
    sp_file_status st;
    assert_null(sp_read_file_status(fifo, 1 << 20, "a ruleset file", NULL, &st, err, sizeof err));
    assert_int_equal(st, SP_FILE_NOT_REGULAR);
    assert_string_equal(sp_file_status_key(st), "err.file.not_regular");
    assert_string_equal(sp_error_key(err), "err.file.not_regular");
    assert_non_null(strstr(err, "not a regular file"));
    assert_null(sp_read_file_status(tmpdir, 1 << 20, "a ruleset file", NULL, &st, err, sizeof err));
    assert_int_equal(st, SP_FILE_NOT_REGULAR);
    if (access("/dev/ptmx", R_OK) == 0) {
        assert_null(sp_read_file_status("/dev/ptmx", 1 << 20, "a save", NULL, &st, err, sizeof err));
        assert_int_equal(st, SP_FILE_NOT_REGULAR);
    }
    assert_null(sp_read_file_status("/dev/zero", 1 << 20, "a save", NULL, &st, err, sizeof err));
    assert_int_equal(st, SP_FILE_NOT_REGULAR);
    /* the size cap: exactly the cap is read whole, one byte more is refused */
    char *big = malloc(4097);
    memset(big, 'x', 4096);
    big[4096] = 0;
    write_all(tmp("big.txt"), big);
    size_t len = 0;
    char *got = sp_read_file_status(tmp("big.txt"), 4096, "a test file", &len, &st, err, sizeof err);
    assert_non_null(got);
    assert_int_equal(len, 4096);
    assert_string_equal(got, big);
    free(got);
    assert_null(sp_read_file_status(tmp("big.txt"), 4095, "a test file", NULL, &st, err, sizeof err));
    assert_int_equal(st, SP_FILE_TOO_BIG);
    assert_non_null(strstr(err, "larger than 3 KB, not a test file"));
    free(big);
    /* every reader of the player's files refuses the FIFO at once */
    sp_ruleset *rs = malloc(sizeof *rs);
    assert_int_equal(sp_ruleset_load_file(fifo, rs, err, sizeof err), -1);
    setenv("SPARROW_RULES_DIR", tmpdir, 1);
    assert_int_equal(sp_ruleset_load("x", rs, err, sizeof err), -1);
    assert_non_null(strstr(err, "not a regular file"));
    sp_rules_entry *e = malloc(SP_RULES_MAX_ENTRIES * sizeof *e);
    int n = sp_rules_catalog(e, SP_RULES_MAX_ENTRIES), listed = 0;
    for (int i = 0; i < n; i++) {
        int r = sp_ruleset_load_entry(&e[i], rs, err, sizeof err);
        if (!strcmp(e[i].id, "x")) listed = 1, assert_int_equal(r, -1);
    }
    assert_true(listed);
    free(e);
    unsetenv("SPARROW_RULES_DIR");
    sp_lesson *l = malloc(sizeof *l);
    assert_int_equal(sp_lesson_load(fifo, l, err, sizeof err), -1);
    free(l);
    sp_seat_log log;
    assert_int_equal(sp_seat_log_read(fifo, &log, err, sizeof err), -1);
    sp_seat_log_free(&log);
    sp_replay r;
    assert_int_equal(sp_replay_read(fifo, &r, rs, SP_RULES_SAME, err, sizeof err), -1);
    /* the settings file: defaults, reported as damaged */
    const char *sfifo = tmp("settings.txt");
    unlink(sfifo);
    assert_int_equal(mkfifo(sfifo, 0600), 0);
    char pref[600];
    snprintf(pref, sizeof pref, "%s/", tmpdir);
    ui_settings set;
    assert_false(app_settings_load(&set, pref));
    ui_settings def;
    ui_settings_default(&def);
    assert_string_equal(set.lang, def.lang);
    unlink(sfifo);
    unlink(fifo);
    free(rs);
    alarm(0);
}

/* ---- item 7: one resolution for listing and loading ---- */

static const sp_rules_entry *find_entry(const sp_rules_entry *e, int n, const char *id)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(e[i].id, id)) return &e[i];
    return NULL;
}

static void test_catalog_shadowing(void **state)
{
    (void)state;
    char dir[600], err[1400];
    snprintf(dir, sizeof dir, "%s/rules-shadow", tmpdir);
    mkdir(dir, 0700);
    setenv("SPARROW_RULES_DIR", dir, 1);
    char path[800], aaa[800];
    snprintf(path, sizeof path, "%s/hk-classic.rules", dir);
    snprintf(aaa, sizeof aaa, "%s/aaa.rules", dir);
    /* a player's own hk-classic: listed and loaded as that file, replacing the shipped one */
    char *text = shipped_text("hk-classic");
    char *named = strstr(text, "en = \"");
    assert_non_null(named);
    char *mine = malloc(strlen(text) + 32);
    sprintf(mine, "%.*sen = \"My table's %s", (int)(named - text), text, named + 6);
    write_all(path, mine);
    sp_rules_entry *e = malloc(SP_RULES_MAX_ENTRIES * sizeof *e);
    int n = sp_rules_catalog(e, SP_RULES_MAX_ENTRIES);
    const sp_rules_entry *hk = find_entry(e, n, "hk-classic");
    assert_non_null(hk);
    assert_string_equal(hk->path, path);
    assert_int_equal(hk->kind, SP_RULES_DIR_ENV);
    assert_non_null(strstr(hk->shadows, "/rules/hk-classic.rules"));
    assert_int_equal(hk->shadows_kind, SP_RULES_DIR_SHIPPED);
    char note[1300];
    sp_rules_entry_note(hk, note, sizeof note);
    assert_non_null(strstr(note, "replaces the shipped file"));
    assert_null(find_entry(e, n, "mingjiang")->shadows[0] ? "shadows" : NULL);
    sp_ruleset *rs = malloc(sizeof *rs);
    if (sp_ruleset_load("hk-classic", rs, err, sizeof err)) fail_msg("%s", err);
    assert_non_null(strstr(rs->names[SP_LANG_EN_], "My table's"));
    /* broken: loading fails and says what it replaces; the list names the same file */
    write_all(path, "format = 1;\nid = \"hk-classic\";\nbroken here\n");
    n = sp_rules_catalog(e, SP_RULES_MAX_ENTRIES);
    hk = find_entry(e, n, "hk-classic");
    assert_string_equal(hk->path, path);
    assert_int_equal(sp_ruleset_load_entry(hk, rs, err, sizeof err), -1);
    assert_int_equal(sp_ruleset_load("hk-classic", rs, err, sizeof err), -1);
    assert_non_null(strstr(err, "hk-classic.rules:3"));
    assert_non_null(strstr(err, "it replaces "));
    unlink(path);
    /* a file whose id is not its name is no ruleset of either name */
    write_all(aaa, text);
    assert_int_equal(sp_ruleset_load("aaa", rs, err, sizeof err), -1);
    assert_non_null(strstr(err, "id 'hk-classic' differs from the file's name"));
    assert_string_equal(sp_error_key(err), "err.rules.id_not_name");
    n = sp_rules_catalog(e, SP_RULES_MAX_ENTRIES);
    assert_int_equal(sp_ruleset_load_entry(find_entry(e, n, "aaa"), rs, err, sizeof err), -1);
    hk = find_entry(e, n, "hk-classic");
    assert_null(strstr(hk->path, "aaa.rules"));
    if (sp_ruleset_load("hk-classic", rs, err, sizeof err)) fail_msg("%s", err);
    assert_null(strstr(rs->names[SP_LANG_EN_], "My table's"));
    unlink(aaa);
    rmdir(dir);
    unsetenv("SPARROW_RULES_DIR");
    free(e);
    free(rs);
    free(mine);
    free(text);
}

/* ---- item 3: the hash of the rules, not of the file ---- */

/* text with the first "value = N;" of the patterns changed to N + 1; the pattern's id in *id */
static char *bump_first_value(const char *text, char *id, size_t idlen)
{
    const char *v = strstr(text, "value = ");
    assert_non_null(v);
    const char *idat = v;
    while (idat > text && strncmp(idat, "id = \"", 6)) idat--;
    snprintf(id, idlen, "%.*s", (int)(strchr(idat + 6, '"') - idat - 6), idat + 6);
    char *out = malloc(strlen(text) + 8);
    long n = strtol(v + 8, NULL, 10);
    const char *after = v + 8 + strspn(v + 8, "-0123456789");
    sprintf(out, "%.*svalue = %ld%s", (int)(v - text), text, n + 1, after);
    return out;
}

/* A hostile host's house rules that include /dev/ptmx: the joining client refuses them at once
 * (it used to block for good reading the terminal). */
static void test_host_include_refused(void **state)
{
    (void)state;
    alarm(60);
    sp_ruleset *local = load_shipped_rules("mingjiang"), *house = malloc(sizeof *house);
    char *text = shipped_text("mingjiang"), id[64], err[512];
    char *changed = bump_first_value(text, id, sizeof id); /* other rules: the client must download */
    assert_int_equal(sp_ruleset_parse(changed, "house.rules", house, err, sizeof err), 0);
    char *hostile = insert_line(changed, 1, "@include \"/dev/ptmx\"");
    harness_watch w;
    memset(&w, 0, sizeof w);
    sp_net_host_config c;
    harness_config(&c, house, 4, 9, &w);
    c.rules_text = hostile;
    c.bots[1] = c.bots[2] = c.bots[3] = SP_BOT_NORMAL;
    sp_net_host *h = harness_start(&c, &w);
    sp_net_client_config cc = {.host = "127.0.0.1", .port = sp_net_host_port(h), .name = "Ann", .rules = local,
                               .accept_download = true};
    sp_net_client *cl = sp_net_client_connect(&cc, err, sizeof err);
    assert_non_null(cl);
    int64_t until = harness_now() + 20000;
    while (sp_net_client_state(cl) != SP_CLIENT_FAILED && harness_now() < until) {
        sp_net_host_poll(h, harness_now());
        sp_net_client_poll(cl, harness_now());
        harness_sleep_ms(5);
    }
    assert_int_equal(sp_net_client_state(cl), SP_CLIENT_FAILED);
    if (!strstr(sp_net_client_reason(cl), "host's mingjiang:1: @include")) fail_msg("%s", sp_net_client_reason(cl));
    sp_net_client_close(cl);
    sp_net_host_close(h, NULL);
    alarm(0);
    free(hostile);
    free(changed);
    free(text);
    free(local);
    free(house);
}

static void test_canonical_hash(void **state)
{
    (void)state;
    char *text = shipped_text("mingjiang"), err[512];
    sp_ruleset *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    assert_int_equal(sp_ruleset_parse(text, "a.rules", a, err, sizeof err), 0);
    /* a comment, blank lines, another name: the same rules */
    char *t = insert_line(text, 2, "\n# a comment of the house\n");
    assert_int_equal(sp_ruleset_parse(t, "b.rules", b, err, sizeof err), 0);
    assert_true(a->content_hash == b->content_hash);
    free(t);
    char *named = strstr(text, "en = \"");
    t = malloc(strlen(text) + 32);
    sprintf(t, "%.*sen = \"Renamed %s", (int)(named - text), text, named + 6);
    assert_int_equal(sp_ruleset_parse(t, "b.rules", b, err, sizeof err), 0);
    assert_true(a->content_hash == b->content_hash);
    char diff[600];
    assert_int_equal(sp_ruleset_diff(a, b, diff, sizeof diff), 0);
    free(t);
    /* a value: other rules, and the field is named */
    char id[64];
    t = bump_first_value(text, id, sizeof id);
    assert_int_equal(sp_ruleset_parse(t, "b.rules", b, err, sizeof err), 0);
    assert_true(a->content_hash != b->content_hash);
    assert_int_equal(sp_ruleset_diff(a, b, diff, sizeof diff), 1);
    char want[128];
    snprintf(want, sizeof want, "patterns[%s].value", id);
    assert_string_equal(diff, want);
    free(t);
    free(text);
    free(a);
    free(b);
}

/* ---- item 3: saves resume after an edit that keeps the rules; with their saved rules when
 * the rules changed ---- */

static int random_decide(void *ctx, int seat, const sp_view *view, const sp_action_list *legal, sp_action *out)
{
    (void)seat;
    (void)view;
    *out = sp_random_bot_choose(legal, (sp_rng *)ctx);
    return 1;
}

static sp_rng rngs[SP_SEATS];

/* A session of ruleset id (as loaded by id) played to the end of its first hand. */
static sp_session *first_hand(const sp_ruleset *rs, uint64_t seed)
{
    sp_session *s = malloc(sizeof *s);
    char err[512];
    assert_int_equal(sp_session_init(s, rs, NULL, 0, seed, NULL, 0, err, sizeof err), 0);
    for (int p = 0; p < SP_SEATS; p++) {
        sp_rng_seed(&rngs[p], seed + (uint64_t)p);
        sp_controller c = {SP_CTRL_BOT, false, random_decide, &rngs[p]};
        sp_session_set_controller(s, p, &c);
    }
    assert_true(sp_session_step(s, 0, err, sizeof err) >= 0);
    assert_int_equal(s->game.phase, SP_PHASE_HAND_OVER);
    return s;
}

static void test_resume_after_rules_edit(void **state)
{
    (void)state;
    char dir[600], path[800], err[1400];
    snprintf(dir, sizeof dir, "%s/rules-edit", tmpdir);
    mkdir(dir, 0700);
    snprintf(path, sizeof path, "%s/mingjiang.rules", dir);
    char *text = shipped_text("mingjiang");
    write_all(path, text);
    setenv("SPARROW_RULES_DIR", dir, 1);
    sp_ruleset *rs = malloc(sizeof *rs), *rs2 = malloc(sizeof *rs2);
    if (sp_ruleset_load("mingjiang", rs, err, sizeof err)) fail_msg("%s", err);
    sp_session *s = first_hand(rs, 41);
    assert_int_equal(sp_session_keep_rules_file(s), 0);
    const char *save = tmp("save.json");
    assert_int_equal(sp_replay_write(s, save, err, sizeof err), 0);
    /* a comment added: the same rules, the save resumes with the file */
    char *t = insert_line(text, 4, "# the house's note");
    write_all(path, t);
    free(t);
    sp_replay r;
    if (sp_replay_read(save, &r, rs2, SP_RULES_SAME, err, sizeof err)) fail_msg("%s", err);
    assert_false(r.change.changed);
    sp_session *again = malloc(sizeof *again);
    if (sp_replay_play(&r, rs2, again, true, err, sizeof err)) fail_msg("%s", err);
    assert_non_null(again->rules_text); /* kept for the next save */
    sp_session_free(again);
    sp_replay_free(&r);
    /* a value changed: refused by default with the field named, resumed with the saved rules */
    char id[64];
    t = bump_first_value(text, id, sizeof id);
    write_all(path, t);
    free(t);
    assert_int_equal(sp_replay_read(save, &r, rs2, SP_RULES_SAME, err, sizeof err), -1);
    char field[128];
    snprintf(field, sizeof field, "patterns[%s].value", id);
    if (!strstr(err, field) || !strstr(err, "has changed since the match was saved")) fail_msg("%s", err);
    assert_string_equal(sp_error_key(err), "err.replay.rules_changed");
    assert_true(r.change.changed && r.change.kept && !r.change.used_saved);
    assert_string_equal(r.change.fields, field);
    sp_replay_free(&r);
    if (sp_replay_read(save, &r, rs2, SP_RULES_SAVED, err, sizeof err)) fail_msg("%s", err);
    assert_true(r.change.used_saved);
    assert_true(rs2->content_hash == rs->content_hash);
    assert_int_equal(rs2->patterns[sp_ruleset_pattern(rs2, id)].value, rs->patterns[sp_ruleset_pattern(rs, id)].value);
    if (sp_replay_play(&r, rs2, again, true, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(again->ndigests, 1);
    sp_session_free(again);
    sp_replay_free(&r);
    /* a save that keeps no rules: told so, and cannot use saved ones */
    sp_session_set_rules_text(s, NULL);
    assert_int_equal(sp_replay_write(s, save, err, sizeof err), 0);
    assert_int_equal(sp_replay_read(save, &r, rs2, SP_RULES_SAVED, err, sizeof err), -1);
    assert_non_null(strstr(err, "keeps no copy of its rules"));
    sp_replay_free(&r);
    /* a save of the earlier form (the hash of the whole file's text) resumes while the file
     * is the same */
    write_all(path, text);
    char *json = sp_replay_json(s);
    uint64_t h = 0xcbf29ce484222325ull;
    for (const char *p = text; *p; p++) h = (h ^ (uint8_t)*p) * 0x100000001b3ull;
    char old[17], now[17];
    snprintf(now, sizeof now, "%016llx", (unsigned long long)rs->content_hash);
    snprintf(old, sizeof old, "%016llx", (unsigned long long)h);
    char *at = strstr(json, now);
    assert_non_null(at);
    memcpy(at, old, 16);
    if (sp_replay_parse(json, "old.json", &r, rs2, SP_RULES_SAME, err, sizeof err)) fail_msg("%s", err);
    sp_replay_free(&r);
    free(json);
    sp_session_free(s);
    free(s);
    free(again);
    unlink(path);
    unlink(save);
    rmdir(dir);
    unsetenv("SPARROW_RULES_DIR");
    free(text);
    free(rs);
    free(rs2);
}

/* ---- item 8: every hand's digest, and "complete" as the actions say ---- */

static void test_verify_needs_every_digest(void **state)
{
    (void)state;
    sp_ruleset *rs = load_shipped_rules("hk-classic"), *rs2 = malloc(sizeof *rs2);
    sp_session *s = first_hand(rs, 8), *t = malloc(sizeof *t);
    char err[512];
    char *json = sp_replay_json(s);
    sp_replay r;
    if (sp_replay_parse(json, "whole.json", &r, rs2, SP_RULES_SAME, err, sizeof err)) fail_msg("%s", err);
    if (sp_replay_play(&r, rs2, t, true, err, sizeof err)) fail_msg("%s", err);
    sp_replay_free(&r);
    sp_session_free(t);
    /* the finished hand's digest removed: verification refuses it */
    char *d = strstr(json, ",\"digest\":\"");
    assert_non_null(d);
    memmove(d, d + 28, strlen(d + 28) + 1);
    assert_null(strstr(json, "digest"));
    if (sp_replay_parse(json, "nodigest.json", &r, rs2, SP_RULES_SAME, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(sp_replay_play(&r, rs2, t, true, err, sizeof err), -1);
    assert_non_null(strstr(err, "hand 1 has no digest"));
    assert_string_equal(sp_error_key(err), "err.replay.no_digest");
    sp_replay_free(&r);
    sp_session_free(t);
    free(json);
    /* an unfinished match marked complete: not resumed, not even without verification */
    json = sp_replay_json(s);
    char *c = strstr(json, "\"complete\":false");
    assert_non_null(c);
    memcpy(c, "\"complete\":true ", 16);
    if (sp_replay_parse(json, "complete.json", &r, rs2, SP_RULES_SAME, err, sizeof err)) fail_msg("%s", err);
    assert_int_equal(sp_replay_play(&r, rs2, t, false, err, sizeof err), -1);
    assert_non_null(strstr(err, "the file says the match ended, its actions say it goes on"));
    assert_string_equal(sp_error_key(err), "err.replay.complete");
    sp_replay_free(&r);
    sp_session_free(t);
    free(json);
    sp_session_free(s);
    free(s);
    free(t);
    free(rs);
    free(rs2);
}

/* ---- the tutorial's progress file ---- */

static void test_progress_file(void **state)
{
    (void)state;
    const char *ids[] = {"a-1", "b-2", "c-3"};
    bool done[3] = {false, false, false};
    int ignored = sp_lesson_progress_parse("# progress\r\na-1 = done\r\n  c-3 =   done\nb-2 = todo\nzz = done\n\n", ids, 3, done);
    assert_true(done[0] && !done[1] && done[2]);
    assert_int_equal(ignored, 2);
}

static int setup(void **state)
{
    (void)state;
    snprintf(tmpdir, sizeof tmpdir, "%s/sparrow-files-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    return mkdtemp(tmpdir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    unlink(tmp("part.cfg"));
    unlink(tmp("big.txt"));
    return rmdir(tmpdir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_include_refused),
        cmocka_unit_test(test_host_include_refused),
        cmocka_unit_test(test_special_files_refused),
        cmocka_unit_test(test_catalog_shadowing),
        cmocka_unit_test(test_canonical_hash),
        cmocka_unit_test(test_resume_after_rules_edit),
        cmocka_unit_test(test_verify_needs_every_digest),
        cmocka_unit_test(test_progress_file),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
