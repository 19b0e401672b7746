/* test_lessons.c: every tutorial lesson in assets/tutorial loads and agrees with the engine
 * (its scripted actions legal when they come, quizzes right, free play ends), and lessons that
 * disagree with the engine or are malformed are refused with the file, line and field. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/bot.h"
#include "core/game_view.h"
#include "table/lesson.h"
#include "table/ruleset_file.h"

static sp_action bot_play(void *ctx, int seat, const sp_game *g, const sp_action_list *legal)
{
    sp_bot *b = ctx;
    static sp_view v;
    sp_game_view(g, seat, &v);
    return sp_bot_choose(&b[seat], &v, legal);
}

static int validate_text(const char *text, char *err, size_t errlen)
{
    sp_lesson *l = malloc(sizeof *l);
    sp_ruleset *rs = malloc(sizeof *rs);
    assert_non_null(l);
    assert_non_null(rs);
    int rc = sp_lesson_parse(text, "t.lesson", l, err, errlen);
    if (!rc) rc = sp_ruleset_load(l->ruleset, rs, err, errlen);
    if (!rc) rc = sp_lesson_validate(l, rs, NULL, NULL, err, errlen);
    free(l);
    free(rs);
    return rc;
}

static void every_lesson_validates(void **state)
{
    (void)state;
    char dir[1200];
    snprintf(dir, sizeof dir, "%s/assets/tutorial", SPARROW_SOURCE_DATA_DIR);
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    int n = 0, failed = 0;
    sp_lesson *l = malloc(sizeof *l);
    sp_ruleset *rs = malloc(sizeof *rs);
    char ids[128][SP_ID_LEN];
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 8 || strcmp(e->d_name + len - 7, ".lesson")) continue;
        char path[1500], err[600];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        sp_bot bots[SP_SEATS];
        for (int p = 0; p < SP_SEATS; p++) sp_bot_init(&bots[p], SP_BOT_NORMAL, 7 + (uint64_t)p, NULL);
        if (sp_lesson_load(path, l, err, sizeof err) || sp_ruleset_load(l->ruleset, rs, err, sizeof err) ||
            sp_lesson_validate(l, rs, bot_play, bots, err, sizeof err)) {
            fprintf(stderr, "lesson %s: %s\n", e->d_name, err);
            failed++;
        }
        for (int i = 0; i < n && i < 128; i++)
            if (!strcmp(ids[i], l->id)) {
                fprintf(stderr, "lesson %s: id %s used twice\n", e->d_name, l->id);
                failed++;
            }
        if (n < 128) snprintf(ids[n], SP_ID_LEN, "%s", l->id);
        n++;
    }
    closedir(d);
    free(l);
    free(rs);
    printf("%d lessons checked\n", n);
    assert_true(n >= 1);
    assert_int_equal(failed, 0);
}

#define HEAD                                                                                                         \
    "id = \"x\"; module = \"basics\"; order = 1; ruleset = \"hk-classic\";\n"                                          \
    "title = { zh_Hant = \"a\"; zh_Hans = \"a\"; en = \"a\"; };\n"                                                      \
    "options = { use_flowers = false; min_fan = 0; };\n"                                                                \
    "wall = { hands = (\"123456789m1122p\", \"123456789p1133s\", \"123456789s1144m\", \"1234z1234z12345p\"); "        \
    "draws = \"9p\"; };\n"
#define T "{ zh_Hant = \"t\"; zh_Hans = \"t\"; en = \"t\"; }"

static void engine_disagreements_are_refused(void **state)
{
    (void)state;
    char err[600];
    /* a good lesson: the dealer discards the 9p it drew, then south's turn */
    assert_int_equal(validate_text(HEAD "steps = ( { wait = \"D 9p\"; say = " T "; } );", err, sizeof err), 0);
    /* discarding a tile the player does not hold */
    assert_int_equal(validate_text(HEAD "steps = ( { say = " T "; },\n { wait = \"D 5s\"; say = " T "; } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "t.lesson:6: seat E's D 5s is not legal now (legal: D 1m,"));
    /* an opponent acting out of turn */
    assert_int_equal(validate_text(HEAD "steps = ( { play = \"W D 1s\"; } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "seat W is not asked to act now (E must act first)"));
    /* a score step with no win */
    assert_int_equal(validate_text(HEAD "steps = ( { score = true; say = " T "; } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "has not been won"));
    /* a quiz whose answer does not complete the hand: the player holds 14 tiles here */
    assert_int_equal(validate_text(HEAD "steps = ( { quiz = \"3p9p\"; answer = \"9p\"; check = \"waits\"; say = " T "; } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "quiz"));
    /* a step that claims the table explains a refusal the engine does not make */
    assert_int_equal(validate_text(HEAD "steps = ( { say = " T "; why = \"furiten\"; } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "t.lesson:5: why: the engine refuses the player nothing for 'furiten' here"));
}

static void bad_files_name_line_and_field(void **state)
{
    (void)state;
    char err[600];
    assert_int_equal(validate_text(HEAD "steps = ( { wait = \"D 9x\"; say = " T "; } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "t.lesson:5: steps[0].wait:"));
    assert_int_equal(validate_text(HEAD "steps = ( { say = { en = \"only english\"; }; } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "steps[0].say.zh_Hant: missing"));
    assert_int_equal(validate_text(HEAD "steps = ( { say = " T "; mark = (\"tile 5q\"); } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "steps[0].mark: 'tile 5q'"));
    assert_int_equal(validate_text(HEAD "steps = ( { say = " T "; colour = 3; } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "unknown field 'colour'"));
    assert_int_equal(validate_text(HEAD "steps = ( { say = " T "; why = \"too_ugly\"; } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "steps[0].why: 'too_ugly': expected a refusal reason"));
    assert_int_equal(validate_text(HEAD "steps = ( { play = \"E D 9p\"; } );", err, sizeof err), -1);
    assert_non_null(strstr(err, "seat E is the player"));
    /* a wall written as a list, not a group (fuzz_lesson found it read nameless elements) */
    const char *wall_list = "id = \"x\"; module = \"basics\"; order = 1; ruleset = \"hk-classic\";\n"
                            "title = " T ";\nwall = ( { say = " T "; } );\nsteps = ( { say = " T "; } );";
    assert_int_equal(validate_text(wall_list, err, sizeof err), -1);
    assert_non_null(strstr(err, "t.lesson:3: wall: expected a group { ... }"));
    assert_int_equal(validate_text("id = \"x\";\nsteps = (", err, sizeof err), -1);
    assert_non_null(strstr(err, "t.lesson:2:"));
    const char *bad_opt = "id = \"x\"; module = \"basics\"; order = 1; ruleset = \"hk-classic\";\n"
                          "title = " T ";\noptions = { min_fan = 99; };\n"
                          "wall = { hands = (\"123456789m1122p\", \"123456789p1133s\", \"123456789s1144m\", \"1234z1234z12345p\"); };\n"
                          "steps = ( { say = " T "; } );";
    assert_int_equal(validate_text(bad_opt, err, sizeof err), -1);
    assert_non_null(strstr(err, "min_fan"));
    sp_lesson *l = malloc(sizeof *l);
    assert_int_equal(sp_lesson_load("/nonexistent/x.lesson", l, err, sizeof err), -1);
    assert_non_null(strstr(err, "/nonexistent/x.lesson: cannot open"));
    free(l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bad_files_name_line_and_field),
        cmocka_unit_test(engine_disagreements_are_refused),
        cmocka_unit_test(every_lesson_validates),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
