/* ui_resume_list: Resume's list and the saves folder (issue 20 item 4), headless:
 * - the temporary files a kill mid-write leaves (NAME.PID-N.tmp of sp_write_file_atomic) are
 *   removed at start when their writer is gone, and kept when it is alive; names of any other
 *   pattern are never touched;
 * - twelve saves in a window that shows six rows: the list scrolls with the mouse wheel, Page
 *   Down / Page Up, End / Home, Down past the last row shown, and the scrollbar's track. */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_resume_list"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utime.h>

#include "app/app.h"
#include "app/temp_sweep.h"
#include "ui/match.h"
#include "ui/saves.h"
#include "ui/screens.h"

#include "ui_input.h"

/* screen_saves.c's zone ids */
enum { PAGE_UP = 2, PAGE_DOWN = 3, RESUME = 100 };

static bool exists(const char *dir, const char *name)
{
    char path[1400];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return stat(path, &st) == 0;
}

static void touch(const char *dir, const char *name)
{
    char path[1400];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL, "cannot write %s", path);
    if (f) {
        fputs("{\"half\": ", f);
        fclose(f);
    }
}

/* A process id that no process has now: a child that has ended. */
static long dead_pid(void)
{
    pid_t p = fork();
    if (p == 0) _exit(0);
    int status;
    waitpid(p, &status, 0);
    return (long)p;
}

/* The names the sweep may and may not remove, in dir; returns the dead writer's name. */
static void plant(const char *dir, long dead, char *dead_name, size_t len)
{
    char name[200];
    snprintf(dead_name, len, "match-20261127-101010.json.%ld-0.tmp", dead);
    touch(dir, dead_name);
    snprintf(name, sizeof name, "match-20261127-101011.json.%ld-2.tmp", (long)getpid()); /* alive: this test */
    touch(dir, name);
    touch(dir, "lan-seats.txt.1-0.tmp");           /* alive: pid 1 */
    touch(dir, "notes.tmp");                       /* not the pattern */
    touch(dir, "match.json.tmp");                  /* not the pattern */
    snprintf(name, sizeof name, "other.%ld.tmp", dead); /* no -N: not ours */
    touch(dir, name);
    snprintf(name, sizeof name, "other.%ld-0.tmp.keep", dead); /* not ending .tmp */
    touch(dir, name);
}

static void check_kept(const char *dir, long dead, const char *dead_name, const char *what)
{
    char name[200];
    CHECK(!exists(dir, dead_name), "%s: the dead writer's temporary file is still there", what);
    snprintf(name, sizeof name, "match-20261127-101011.json.%ld-2.tmp", (long)getpid());
    CHECK(exists(dir, name), "%s: a live writer's temporary file was removed", what);
    CHECK(exists(dir, "lan-seats.txt.1-0.tmp"), "%s: pid 1's temporary file was removed", what);
    CHECK(exists(dir, "notes.tmp") && exists(dir, "match.json.tmp"), "%s: a file of another pattern was removed", what);
    snprintf(name, sizeof name, "other.%ld.tmp", dead);
    CHECK(exists(dir, name), "%s: %s was removed", what, name);
    snprintf(name, sizeof name, "other.%ld-0.tmp.keep", dead);
    CHECK(exists(dir, name), "%s: %s was removed", what, name);
}

static void check_sweep_function(const char *root)
{
    char dir[600], dead_name[200];
    snprintf(dir, sizeof dir, "%s/sweep", root);
    mkdir(dir, 0755);
    long dead = dead_pid();
    plant(dir, dead, dead_name, sizeof dead_name);
    int kept = 0, removed = app_sweep_temps(dir, &kept);
    CHECK(removed == 1 && kept == 2, "sweep: %d removed, %d kept (want 1 and 2)", removed, kept);
    check_kept(dir, dead, dead_name, "sweep");
    long pid;
    CHECK(app_temp_name("a.json.123-4.tmp", &pid) && pid == 123, "a.json.123-4.tmp not read as pid 123");
    CHECK(!app_temp_name(".123-4.tmp", &pid) && !app_temp_name("a.-4.tmp", &pid) && !app_temp_name("a.12-.tmp", &pid),
          "a name without its parts taken as a temporary file");
}

/* Twelve saves (copies of one, each a minute older than the one before). */
static void make_saves(ui_app *app)
{
    char err[400], first[1200];
    ui_saves_make_dir(app);
    CHECK(app_start_match(app, "hk-classic", 3, true, err, sizeof err) == 0, "%s", err);
    ui_match_fast_forward(app->match, 12);
    snprintf(first, sizeof first, "%s/match-20261127-120000.json", app->saves_dir);
    CHECK(ui_match_save(app->match, first, err, sizeof err) == 0, "%s", err);
    ui_match_free(app->match);
    app->match = NULL;
    FILE *in = fopen(first, "rb");
    static char text[1 << 20];
    size_t n = in ? fread(text, 1, sizeof text, in) : 0;
    if (in) fclose(in);
    for (int i = 1; i < 12; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/match-20261127-11%02d00.json", app->saves_dir, 59 - i);
        FILE *f = fopen(path, "wb");
        if (f) {
            fwrite(text, 1, n, f);
            fclose(f);
        }
        struct utimbuf t = {1700000000 - i * 60, 1700000000 - i * 60};
        utime(path, &t);
    }
    struct utimbuf t = {1700000000, 1700000000};
    utime(first, &t);
}

static bool shows(ui_app *app, int id)
{
    ui_draw(app);
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id == id) return true;
    return false;
}

/* The first row shown: the lowest Resume zone. */
static int first_row(ui_app *app)
{
    ui_draw(app);
    int first = -1;
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id >= RESUME && app->zones[z].id < RESUME + 64 && (first < 0 || app->zones[z].id - RESUME < first))
            first = app->zones[z].id - RESUME;
    return first;
}

static void wheel(int y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = y;
    SDL_PushEvent(&e);
}

static void check_scrolling(ui_app *app)
{
    make_saves(app);
    ui_show(app, &ui_screen_title);
    ui_screen_push(app, &ui_screen_saves);
    frame(app);
    CHECK(shows(app, RESUME + 0) && !shows(app, RESUME + 11), "twelve saves: the first shown, not the last");
    CHECK(shows(app, PAGE_DOWN), "no scrollbar with twelve saves in six rows");
    wheel(-2);
    frame(app);
    CHECK(first_row(app) == 2, "the wheel down two: row %d first", first_row(app));
    wheel(1);
    frame(app);
    CHECK(first_row(app) == 1, "the wheel up one: row %d first", first_row(app));
    key(SDLK_END);
    frame(app);
    CHECK(shows(app, RESUME + 11) && first_row(app) == 6, "End: row %d first, the last %s", first_row(app),
          shows(app, RESUME + 11) ? "shown" : "not shown");
    key(SDLK_HOME);
    frame(app);
    CHECK(first_row(app) == 0, "Home: row %d first", first_row(app));
    key(SDLK_PAGEDOWN);
    frame(app);
    CHECK(first_row(app) == 6, "Page Down: row %d first", first_row(app));
    key(SDLK_PAGEUP);
    frame(app);
    CHECK(first_row(app) == 0, "Page Up: row %d first", first_row(app));
    CHECK(click_zone(app, PAGE_DOWN), "no track below the thumb");
    CHECK(first_row(app) == 6, "a click on the track: row %d first", first_row(app));
    CHECK(click_zone(app, PAGE_UP), "no track above the thumb");
    CHECK(first_row(app) == 0, "a click above the thumb: row %d first", first_row(app));
    /* Down through every button: the list follows the focus to the last save */
    app->focus = 0;
    for (int i = 0; i < 40; i++) {
        key(SDLK_DOWN);
        frame(app);
    }
    CHECK(shows(app, RESUME + 11), "Down through the list never showed the last save (row %d first)", first_row(app));
    ui_show(app, &ui_screen_title);
}

/* The program's start sweeps its folders: the saves and the data folder. */
static void check_start_sweep(const char *root, long dead)
{
    char pref[700], saves[800], dead_name[200], dead_saves[200];
    snprintf(pref, sizeof pref, "%s/xdg/sparrow/sparrow", root);
    snprintf(saves, sizeof saves, "%s/saves", pref);
    char cmd[1000];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", saves);
    CHECK(system(cmd) == 0, "%s", cmd);
    plant(pref, dead, dead_name, sizeof dead_name);
    plant(saves, dead, dead_saves, sizeof dead_saves);
    char xdg[700];
    snprintf(xdg, sizeof xdg, "%s/xdg", root);
    setenv("XDG_DATA_HOME", xdg, 1);
    char *args[] = {"ui_resume_list", "--windowed", "1280x720", "--lang", "en"};
    app_args a;
    char err[600];
    static ui_app app;
    CHECK(app_args_parse(&a, 5, args, err, sizeof err) == 0, "%s", err);
    CHECK(app_open(&app, &a, err, sizeof err) == 0, "%s", err);
    app.save_settings = NULL;
    check_kept(pref, dead, dead_name, "the data folder at start");
    check_kept(saves, dead, dead_saves, "saves/ at start");
    check_scrolling(&app);
    app_close(&app);
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    char tmpl[] = "/tmp/sparrow-ui-resume-list-XXXXXX";
    char *root = mkdtemp(tmpl);
    if (!root) return 2;
    check_sweep_function(root);
    check_start_sweep(root, dead_pid());
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    if (system(cmd) != 0) fprintf(stderr, "ui_resume_list: could not remove %s\n", root);
    if (failures) fprintf(stderr, "ui_resume_list: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
