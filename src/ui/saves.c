/* saves.c: the saved matches' files (saves.h). */
#define _POSIX_C_SOURCE 200809L
#include "ui/saves.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ui/match.h"
#include "ui/seat_name.h"

#ifdef _WIN32
#include <direct.h>
#define make_dir(p) _mkdir(p)
#else
#define make_dir(p) mkdir((p), 0755)
#endif


/* A save's file name: "match-….json", not a write in progress ("….json.tmp"). */
static bool is_save(const char *name)
{
    size_t n = strlen(name);
    return !strncmp(name, "match-", 6) && n > 11 && !strcmp(name + n - 5, ".json");
}

typedef struct {
    char path[sizeof ((ui_save_info *)0)->path];
    time_t when;
} save_file;

static int newest_first(const void *a, const void *b)
{
    const save_file *x = a, *y = b;
    if (x->when != y->when) return x->when < y->when ? 1 : -1;
    return strcmp(y->path, x->path); /* names carry the time: the later name first */
}

/* The save files, newest first; returns how many (at most max). */
static int scan(const ui_app *app, save_file *out, int max)
{
    const char *dir = app->saves_dir;
    DIR *d = dir[0] ? opendir(dir) : NULL;
    if (!d) return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < max) {
        if (!is_save(e->d_name)) continue;
        struct stat st;
        int w = snprintf(out[n].path, sizeof out[n].path, "%s/%s", dir, e->d_name);
        if (w < 0 || (size_t)w >= sizeof out[n].path) continue; /* a path too long to open as named */
        if (stat(out[n].path, &st) || !S_ISREG(st.st_mode)) continue;
        out[n++].when = st.st_mtime;
    }
    closedir(d);
    qsort(out, (size_t)n, sizeof *out, newest_first);
    return n;
}

void ui_saves_date(time_t when, char *out, size_t len)
{
    struct tm tm;
    out[0] = 0;
    if (localtime_r(&when, &tm)) strftime(out, len, "%Y-%m-%d %H:%M", &tm);
}

/* What a save holds, in the window's language. */
static void describe(ui_app *app, ui_save_info *s)
{
    ui_match *m = ui_match_resume(s->path, app->now, s->error, sizeof s->error);
    if (!(s->ok = m != NULL)) return;
    const ui_i18n *t = &app->i18n;
    sp_view v;
    ui_match_view(m, &v);
    char round[16];
    snprintf(round, sizeof round, "round.%d", v.round & 3);
    snprintf(s->title, sizeof s->title, "%s · %s · %s %d", m->rules->names[t->lang], ui_tr(t, round), ui_tr(t, "confirm.hand"),
             (int)v.hand_number);
    int n = 0;
    for (int p = 0; p < v.players && n >= 0 && (size_t)n < sizeof s->seats; p++) {
        char name[80], kind[120] = "";
        ui_seat_name(app, m, p, name, sizeof name);
        if (p != m->view_seat) snprintf(kind, sizeof kind, " (%s)", ui_tr(t, ui_bot_level_get(m->level[p])->name_key));
        n += snprintf(s->seats + n, sizeof s->seats - (size_t)n, "%s%s%s %d", p ? " · " : "", name, kind, (int)v.seats[p].score);
    }
    ui_match_free(m);
}

int ui_saves_list(ui_app *app, ui_save_info *out, int max)
{
    save_file f[UI_SAVES_LISTED];
    int n = scan(app, f, UI_SAVES_LISTED);
    if (n > max) n = max;
    for (int i = 0; i < n; i++) {
        memset(&out[i], 0, sizeof out[i]);
        memcpy(out[i].path, f[i].path, sizeof out[i].path); /* the same size */
        out[i].when = f[i].when;
        describe(app, &out[i]);
    }
    return n;
}

int ui_saves_count(const ui_app *app)
{
    save_file f[UI_SAVES_LISTED];
    return scan(app, f, UI_SAVES_LISTED);
}

void ui_saves_oldest(const ui_app *app, char *out, size_t len)
{
    save_file f[UI_SAVES_LISTED];
    int n = scan(app, f, UI_SAVES_LISTED);
    snprintf(out, len, "%s", n ? f[n - 1].path : "");
}

void ui_saves_newest(const ui_app *app, char *out, size_t len)
{
    save_file f[UI_SAVES_LISTED];
    snprintf(out, len, "%s", scan(app, f, UI_SAVES_LISTED) ? f[0].path : "");
}

void ui_saves_make_dir(const ui_app *app)
{
    if (make_dir(app->saves_dir) && errno != EEXIST) fprintf(stderr, "sparrow: cannot make %s: %s\n", app->saves_dir, strerror(errno));
}

/* PREF/saves/match-YYYYMMDD-HHMMSS[-K].json for the time `when`, a name not yet taken. */
static void free_name(const ui_app *app, time_t when, char *out, size_t len)
{
    const char *dir = app->saves_dir;
    char stamp[32] = "0";
    ui_saves_make_dir(app);
    struct tm tm;
    if (localtime_r(&when, &tm)) strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    struct stat st;
    snprintf(out, len, "%.1000s/match-%s.json", dir, stamp);
    for (int k = 2; stat(out, &st) == 0 && k < 1000; k++) snprintf(out, len, "%.1000s/match-%s-%d.json", dir, stamp, k);
}

void ui_saves_new_slot(ui_app *app)
{
    if (!app->saves_dir[0] || !app->save_path[0]) return; /* saving is off (tests, no player folder) */
    free_name(app, time(NULL), app->save_path, sizeof app->save_path);
}

void ui_saves_migrate(ui_app *app)
{
    char old[1100], to[1100];
    struct stat st;
    snprintf(old, sizeof old, "%scurrent-match.json", app->pref_dir);
    if (!app->pref_dir[0] || !app->saves_dir[0] || stat(old, &st) != 0) return;
    free_name(app, st.st_mtime, to, sizeof to);
    if (rename(old, to)) fprintf(stderr, "sparrow: cannot move %s to %s: %s\n", old, to, strerror(errno));
}
