/* replay_files.c: the saved matches in the data folder. */
#define _POSIX_C_SOURCE 200809L
#include "ui/replay_files.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "table/replay.h"
#include "table/replay_export.h"
#include "ui/match.h"
#include "ui/replay_viewer.h"

#ifdef _WIN32
#include <direct.h>
#define make_dir(p) _mkdir(p)
#else
#define make_dir(p) mkdir(p, 0755)
#endif

static bool is_json(const char *name)
{
    size_t n = strlen(name);
    return n > 5 && !strcmp(name + n - 5, ".json");
}

/* The JSON files of one folder added to out. */
static int scan(const char *dir, ui_replay_file *out, int n, int max)
{
    DIR *d = opendir(dir);
    if (!d) return n;
    struct dirent *e;
    while ((e = readdir(d)) && n < max) {
        if (!is_json(e->d_name)) continue;
        ui_replay_file *f = &out[n];
        snprintf(f->path, sizeof f->path, "%s%s", dir, e->d_name);
        struct stat st;
        if (stat(f->path, &st) || !S_ISREG(st.st_mode)) continue;
        f->name = strrchr(f->path, '/') ? strrchr(f->path, '/') + 1 : f->path;
        f->when = st.st_mtime;
        n++;
    }
    closedir(d);
    return n;
}

static int newest_first(const void *a, const void *b)
{
    time_t x = ((const ui_replay_file *)a)->when, y = ((const ui_replay_file *)b)->when;
    return x < y ? 1 : x > y ? -1 : strcmp(((const ui_replay_file *)a)->name, ((const ui_replay_file *)b)->name);
}

int ui_replay_files(const ui_app *app, ui_replay_file *out, int max)
{
    if (!app->pref_dir[0]) return 0;
    char dir[1100];
    snprintf(dir, sizeof dir, "%sreplays/", app->pref_dir);
    int n = scan(dir, out, 0, max);
    n = scan(app->pref_dir, out, n, max); /* the LAN logs (settings are .txt) */
    if (app->saves_dir[0]) { /* the matches in progress (ui/saves.h) */
        snprintf(dir, sizeof dir, "%.1000s/", app->saves_dir);
        n = scan(dir, out, n, max);
    }
    qsort(out, (size_t)n, sizeof *out, newest_first);
    return n;
}

static void data_sub(const ui_app *app, const char *sub, char *out, size_t len);

int ui_replay_keep_finished(const ui_app *app, char *err, size_t errlen)
{
    const ui_match *m = app->match;
    if (!m || !m->s || !app->pref_dir[0]) return 0;
    char dir[1100], path[1200], stamp[32];
    data_sub(app, "replays", dir, sizeof dir);
    time_t now = time(NULL);
    struct tm tm;
#ifdef _WIN32
    localtime_s(&tm, &now);
#else
    localtime_r(&now, &tm);
#endif
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(path, sizeof path, "%s/match-%s-%s.json", dir, stamp, m->rules->id);
    return sp_replay_write(m->s, path, err, errlen);
}

/* dir/sub of the data folder, made if missing. */
static void data_sub(const ui_app *app, const char *sub, char *out, size_t len)
{
    snprintf(out, len, "%s%s", app->pref_dir, sub);
    make_dir(out); /* there already, or the write that follows says why not */
}

static const char *base_name(const char *path)
{
    const char *b = strrchr(path, '/');
#ifdef _WIN32
    const char *w = strrchr(path, '\\');
    if (w && (!b || w > b)) b = w;
#endif
    return b ? b + 1 : path;
}

int ui_replay_import(const ui_app *app, const char *path, const char *text, char *err, size_t errlen)
{
    size_t n = strlen(app->pref_dir);
    if (!app->pref_dir[0] || !strncmp(path, app->pref_dir, n)) return 0; /* already in the data folder */
    char dir[1100], to[1400];
    data_sub(app, "replays", dir, sizeof dir);
    snprintf(to, sizeof to, "%s/%s", dir, base_name(path));
    struct stat st;
    if (stat(to, &st) == 0) return 0;
    return sp_write_file_atomic(to, text, strlen(text), err, errlen);
}

int ui_replay_export_shown(const ui_app *app, char *out, size_t outlen, char *err, size_t errlen)
{
    const ui_replay *rv = ui_replay_shown(app);
    if (!rv || !app->pref_dir[0]) {
        snprintf(err, errlen, "no data folder to write to");
        return -1;
    }
    char dir[1100], name[256];
    data_sub(app, "exports", dir, sizeof dir);
    snprintf(name, sizeof name, "%s", rv->name);
    char *dot = strrchr(name, '.');
    if (dot && !strcmp(dot, ".json")) *dot = 0;
    snprintf(out, outlen, "%s/%s-log.json", dir, name);
    return sp_replay_export(&rv->r, rv->rules, out, err, errlen);
}
