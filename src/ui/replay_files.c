/* replay_files.c: the saved matches in the data folder. */
#define _POSIX_C_SOURCE 200809L
#include "ui/replay_files.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "net/seat_log.h"
#include "table/read_file.h"
#include "table/replay.h"
#include "table/replay_export.h"
#include "ui/bots.h"
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

/* Who sat in seat p of a replay, as the table named them (ui/seat_name.h). */
static void replay_seat_name(const ui_app *app, const sp_replay *r, int p, char *out, size_t len)
{
    static const char *const winds[4] = {"wind.0", "wind.1", "wind.2", "wind.3"};
    const char *who = r->seat_players[p];
    if (!strcmp(who, "person")) snprintf(out, len, "%s", ui_tr(&app->i18n, "you"));
    else if (who[0]) /* with the level, as the Resume list says it */
        snprintf(out, len, "%s %d (%s)", ui_tr(&app->i18n, "bot"), p + 1,
                 ui_tr(&app->i18n, ui_bot_level_get(ui_bot_level_find(who))->name_key));
    else snprintf(out, len, "%s %s", ui_tr(&app->i18n, "replay.seat"), ui_tr(&app->i18n, winds[p & 3]));
}

void ui_replay_files_describe(const ui_app *app, ui_replay_file *f)
{
    const ui_i18n *t = &app->i18n;
    char err[600];
    f->title[0] = f->detail[0] = 0;
    char *text = sp_read_file(f->path, (size_t)64 << 20, "a replay", NULL, err, sizeof err);
    if (text && sp_seat_log_detect(text)) {
        snprintf(f->title, sizeof f->title, "%s", ui_tr(t, "replays.seat_log"));
        snprintf(f->detail, sizeof f->detail, "%s", f->name);
        free(text);
        return;
    }
    sp_ruleset *rules = text ? calloc(1, sizeof *rules) : NULL;
    sp_replay r;
    memset(&r, 0, sizeof r);
    if (rules && sp_replay_parse(text, f->name, &r, rules, SP_RULES_ANY_VERSION, err, sizeof err) == 0) {
        snprintf(f->title, sizeof f->title, "%s · %s %d · %s", rules->names[t->lang], ui_tr(t, "stats.hands"), r.nhands,
                 ui_tr(t, r.complete ? "replays.complete" : "replays.unfinished"));
        size_t n = 0;
        for (int p = 0; p < r.players && n < sizeof f->detail; p++) {
            char name[80];
            replay_seat_name(app, &r, p, name, sizeof name);
            int w = snprintf(f->detail + n, sizeof f->detail - n, "%s%s %d", p ? " · " : "", name, (int)r.scores[p]);
            if (w < 0) break;
            n += (size_t)w;
        }
    } else {
        snprintf(f->detail, sizeof f->detail, "%.290s", err);
    }
    sp_replay_free(&r);
    free(rules);
    free(text);
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
