/* test_data_dirs.c: the program's own folder, the data folder beside it and the player's folder
 * agree with what the system and SDL say. */
#define _XOPEN_SOURCE 700
#include <SDL.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "table/data_dirs.h"
#include "test_util.h"

static char self_dir[4096];

static void test_program_dir_is_this_programs_folder(void **state)
{
    (void)state;
    char dir[4096];
    assert_int_equal(sp_program_dir(dir, sizeof dir), 0);
    char *mine = realpath(self_dir, NULL);
    assert_non_null(mine);
    assert_string_equal(dir, mine);
    free(mine);
    /* too small a buffer: an error, never a cut path */
    char tiny[4];
    assert_int_equal(sp_program_dir(tiny, sizeof tiny), -1);
    assert_string_equal(tiny, "");
}

static void test_data_beside_joins_once(void **state)
{
    (void)state;
    char a[256], b[256];
    sp_data_beside("/opt/sparrow/bin", "rules", a, sizeof a);
    sp_data_beside("/opt/sparrow/bin/", "rules", b, sizeof b);
    assert_string_equal(a, b);
    assert_true(strncmp(a, "/opt/sparrow/bin/", 17) == 0);
    assert_true(strcmp(a + strlen(a) - 6, "/rules") == 0);
    sp_data_beside("", "rules", a, sizeof a);
    assert_string_equal(a, "");
    sp_data_beside(NULL, "rules", a, sizeof a);
    assert_string_equal(a, "");
    char tiny[8];
    sp_data_beside("/opt/sparrow/bin", "rules", tiny, sizeof tiny);
    assert_string_equal(tiny, "");
}

/* the folder the CLI computes for house rules is the one the game's SDL_GetPrefPath names */
static void test_user_dir_is_sdl_pref_path(void **state)
{
    (void)state;
    char tmpl[] = "/tmp/sparrow-data-dirs-XXXXXX";
    assert_non_null(mkdtemp(tmpl));
    setenv("XDG_DATA_HOME", tmpl, 1);
    char mine[1024];
    assert_int_equal(sp_user_dir(mine, sizeof mine), 0);
    char *sdl = SDL_GetPrefPath("sparrow", "sparrow");
    assert_non_null(sdl);
    assert_string_equal(mine, sdl);
    SDL_free(sdl);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpl);
    assert_int_equal(system(cmd), 0);

#ifdef __linux__
    /* without XDG_DATA_HOME: ~/.local/share; without HOME either: no folder */
    unsetenv("XDG_DATA_HOME");
    setenv("HOME", "/home/someone", 1);
    assert_int_equal(sp_user_dir(mine, sizeof mine), 0);
    assert_string_equal(mine, "/home/someone/.local/share/sparrow/sparrow/");
    unsetenv("HOME");
    assert_int_equal(sp_user_dir(mine, sizeof mine), -1);
    assert_string_equal(mine, "");
#endif
}

int main(int argc, char **argv)
{
    (void)argc;
    snprintf(self_dir, sizeof self_dir, "%s", argv[0]);
    char *slash = strrchr(self_dir, '/');
    if (slash) *slash = 0;
    else snprintf(self_dir, sizeof self_dir, ".");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_program_dir_is_this_programs_folder),
        cmocka_unit_test(test_data_beside_joins_once),
        cmocka_unit_test(test_user_dir_is_sdl_pref_path),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
