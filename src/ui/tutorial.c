/* tutorial.c: lessons, progress and the lesson being played (see tutorial.h). */
#define _POSIX_C_SOURCE 200809L
#include "ui/tutorial.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "table/lesson_progress.h"
#include "table/read_file.h"
#include "table/replay.h"
#include "table/ruleset_file.h"
#include "ui/bots.h"
#include "ui/match.h"
#include "ui/saves.h"
#include "ui/screen.h"
#include "ui/settings.h"

/* The lesson list's sections, in this order. */
static const char *modules[] = {"basics", "hk-classic", "hk-xigu", "mingjiang", "guizhou-xingyi", "wuhan-hongzhong", "mcr", "drills"};
enum { NMODULES = sizeof modules / sizeof modules[0] };

static int module_rank(const char *id)
{
    for (int i = 0; i < NMODULES; i++)
        if (!strcmp(modules[i], id)) return i;
    return NMODULES;
}

static int by_module(const void *a, const void *b)
{
    const sp_lesson *x = *(sp_lesson *const *)a, *y = *(sp_lesson *const *)b;
    int d = module_rank(x->module) - module_rank(y->module);
    return d ? d : x->order - y->order;
}

static void load_progress(ui_tutorial *t)
{
    char err[300];
    char *text = t->progress_path[0] ? sp_read_file(t->progress_path, 1 << 16, "a progress file", NULL, err, sizeof err) : NULL;
    if (!text) return;
    const char *ids[UI_TUT_MAX_LESSONS];
    for (int i = 0; i < t->nlessons; i++) ids[i] = t->lessons[i]->id;
    sp_lesson_progress_parse(text, ids, t->nlessons, t->done);
    free(text);
}

static void save_progress(ui_app *app, ui_tutorial *t)
{
    if (!t->progress_path[0] || app->no_autosave) return;
    char buf[UI_TUT_MAX_LESSONS * (SP_ID_LEN + 12) + 64];
    size_t n = (size_t)snprintf(buf, sizeof buf, "# Sparrow tutorial progress: finished lessons\n");
    for (int i = 0; i < t->nlessons; i++)
        if (t->done[i]) n += (size_t)snprintf(buf + n, sizeof buf - n, "%s = done\n", t->lessons[i]->id);
    char err[300];
    if (sp_write_file_atomic(t->progress_path, buf, n, err, sizeof err)) ui_error(app, "msg.write_failed", err);
}

ui_tutorial *ui_tutorial_get(ui_app *app)
{
    if (app->tutorial) return app->tutorial;
    ui_tutorial *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->current = -1;
    t->quiz_pick = -1;
    if (app->pref_dir[0]) snprintf(t->progress_path, sizeof t->progress_path, "%stutorial.txt", app->pref_dir);
    char dir[1200];
    snprintf(dir, sizeof dir, "%s/tutorial", app->assets_dir);
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) && t->nlessons < UI_TUT_MAX_LESSONS) {
        size_t len = strlen(e->d_name);
        if (len < 8 || strcmp(e->d_name + len - 7, ".lesson")) continue;
        char path[1500], err[400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        sp_lesson *l = malloc(sizeof *l);
        if (!l) break;
        if (sp_lesson_load(path, l, err, sizeof err)) {
            if (!t->load_error[0]) snprintf(t->load_error, sizeof t->load_error, "%s", err);
            free(l);
            continue;
        }
        t->lessons[t->nlessons++] = l;
    }
    if (d) closedir(d);
    qsort(t->lessons, (size_t)t->nlessons, sizeof t->lessons[0], by_module);
    load_progress(t);
    app->tutorial = t;
    return t;
}

void ui_tutorial_free(ui_app *app)
{
    ui_tutorial *t = app->tutorial;
    if (!t) return;
    for (int i = 0; i < t->nlessons; i++) free(t->lessons[i]);
    free(t);
    app->tutorial = NULL;
}

bool ui_tutorial_first_time(const ui_app *app)
{
    struct stat st;
    if (!app->pref_dir[0]) return false;
    char path[1200];
    snprintf(path, sizeof path, "%stutorial.txt", app->pref_dir);
    return stat(path, &st) != 0 && ui_saves_count(app) == 0;
}

static const sp_lesson *lesson_of(const ui_app *app)
{
    const ui_tutorial *t = app->tutorial;
    return t && t->current >= 0 && app->match ? t->lessons[t->current] : NULL;
}

const sp_lesson_step *ui_tutorial_step(const ui_app *app)
{
    const sp_lesson *l = lesson_of(app);
    if (!l || app->tutorial->finished || app->tutorial->step >= l->nsteps) return NULL;
    return &l->steps[app->tutorial->step];
}

bool ui_tutorial_hides_hints(const ui_app *app)
{
    const sp_lesson_step *s = ui_tutorial_step(app);
    return s && s->kind == SP_STEP_QUIZ;
}

static void advance(ui_app *app);

/* Matches the actions applied since the last look (the session's log) against the step
 * waiting for them. Called before every scripted decision too: the session applies several
 * actions in one step, and an opponent's answer to a discard depends on the step after it. */
static void sync_steps(ui_app *app)
{
    ui_tutorial *t = app->tutorial;
    const sp_lesson *l = t->lessons[t->current];
    const sp_session *s = app->match->s;
    for (; t->log_seen < s->nlog && !t->finished; t->log_seen++) {
        const sp_logged_action *e = &s->log[t->log_seen];
        const sp_lesson_step *st = &l->steps[t->step];
        int actor = st->kind == SP_STEP_WAIT ? 0 : st->seat;
        if ((st->kind == SP_STEP_WAIT || st->kind == SP_STEP_PLAY) && e->seat == actor &&
            sp_action_equal(&e->action, &st->action))
            advance(app);
    }
}

/* The opponents' controller: the script's action or pass, at the table's pace; computer
 * players during free play. */
static int script_decide(void *ctx, int seat, const sp_view *view, const sp_action_list *legal, sp_action *out)
{
    ui_app *app = ctx;
    ui_match *m = app->match;
    ui_tutorial *t = app->tutorial;
    const sp_lesson *l = lesson_of(app);
    if (!l || m->paused_at) return 0;
    sync_steps(app);
    if (t->finished) return 0;
    if (l->steps[t->step].kind == SP_STEP_FREE) {
        sp_controller bot = ui_match_bot_controller(m);
        return bot.decide(bot.ctx, seat, view, legal, out);
    }
    if (!sp_lesson_auto(l, t->step, &m->s->game, seat, out)) return 0;
    if (ui_match_tweening(m, m->now)) return 0;
    if (out->type != SP_ACT_PASS && m->now < m->last_event_at + (uint64_t)m->think_ms) return 0;
    return 1;
}

int ui_tutorial_start(ui_app *app, int i)
{
    ui_tutorial *t = ui_tutorial_get(app);
    if (!t || i < 0 || i >= t->nlessons) return -1;
    const sp_lesson *l = t->lessons[i];
    char err[400];
    sp_ruleset *rs = malloc(sizeof *rs);
    int32_t options[SP_MAX_OPTIONS];
    uint8_t wall[SP_MAX_WALL];
    int n = -1;
    if (!rs) return -1;
    if (sp_ruleset_load(l->ruleset, rs, err, sizeof err) || sp_lesson_options(l, rs, options, err, sizeof err) ||
        (n = sp_lesson_wall(l, rs, options, wall, err, sizeof err)) < 0) {
        free(rs);
        ui_error(app, "msg.lesson_bad", err);
        return -1;
    }
    int level = ui_bot_level_find("normal");
    int levels[SP_SEATS] = {level, level, level, level};
    ui_match *m = ui_match_start_wall(rs, options, l->players, l->seed, wall, n, levels, app->now, err, sizeof err);
    if (!m) {
        ui_error(app, "msg.lesson_bad", err);
        return -1;
    }
    for (int p = 1; p < m->players; p++) {
        sp_controller c = {SP_CTRL_SCRIPT, true, script_decide, app};
        sp_session_set_controller(m->s, p, &c);
    }
    ui_match_free(app->match);
    app->match = m;
    app->watch = false;
    t->current = i;
    t->step = 0;
    t->step_log[0] = 0;
    t->log_seen = 0;
    t->finished = false;
    t->wrong = NULL;
    t->quiz_pick = -1;
    t->has_score = false;
    struct stat st;
    if (stat(t->progress_path, &st) != 0) save_progress(app, t); /* no longer a first-time player */
    ui_show(app, &ui_screen_tutorial);
    return 0;
}

void ui_tutorial_leave(ui_app *app)
{
    ui_tutorial *t = ui_tutorial_get(app);
    if (t) t->current = -1;
    ui_match_free(app->match);
    app->match = NULL;
    ui_show(app, &ui_screen_tutorial);
}

/* Moves to the next step; after the last one the lesson counts as done. */
static void advance(ui_app *app)
{
    ui_tutorial *t = app->tutorial;
    const sp_lesson *l = t->lessons[t->current];
    t->step++;
    if (t->step < l->nsteps) t->step_log[t->step] = app->match->s->nlog;
    t->wrong = NULL;
    t->quiz_pick = -1;
    app->changed = true;
    if (t->step >= l->nsteps) {
        t->finished = true;
        if (!t->done[t->current]) {
            t->done[t->current] = true;
            save_progress(app, t);
        }
        return;
    }
    if (l->steps[t->step].kind == SP_STEP_SCORE) {
        char err[300];
        t->has_score = sp_game_win_result(&app->match->s->game, 0, &t->score, err, sizeof err) == 0;
    }
}

bool ui_tutorial_update(ui_app *app)
{
    const sp_lesson *l = lesson_of(app);
    if (!l) return false;
    ui_tutorial *t = app->tutorial;
    ui_match *m = app->match;
    const ui_settings *st = &app->settings;
    ui_match_pace(m, ui_settings_tween_ms(st), ui_settings_think_ms(st), true, 0, 0);
    sp_action a;
    sync_steps(app);
    if (!t->finished && sp_lesson_auto(l, t->step, &m->s->game, 0, &a)) ui_match_choose(m, &a);
    uint32_t stamp = m->s->game.stamp;
    int ntw = m->ntw;
    bool moving = ui_match_update(m, app->now);
    if (m->s->game.stamp != stamp || m->ntw != ntw) app->changed = true;
    sync_steps(app);
    if (!t->finished && l->steps[t->step].kind == SP_STEP_FREE &&
        (m->s->game.phase == SP_PHASE_HAND_OVER || m->s->game.phase == SP_PHASE_MATCH_OVER) &&
        !ui_match_tweening(m, app->now))
        advance(app);
    if (m->ntw) ui_wake(app, 40);
    if (ui_match_waiting(m)) ui_wake(app, 10);
    if (m->error[0]) {
        ui_error(app, "msg.game_error", m->error);
        m->error[0] = 0;
    }
    return moving;
}

void ui_tutorial_next(ui_app *app)
{
    ui_tutorial *t = app->tutorial;
    const sp_lesson *l = lesson_of(app);
    if (!l) return;
    if (t->finished) {
        if (t->current + 1 < t->nlessons) ui_tutorial_start(app, t->current + 1);
        else ui_tutorial_leave(app);
        return;
    }
    int k = l->steps[t->step].kind;
    if (k == SP_STEP_SAY || k == SP_STEP_SCORE) advance(app);
}

void ui_tutorial_filter(ui_app *app)
{
    ui_match *m = app->match;
    const sp_lesson_step *s = ui_tutorial_step(app);
    if (!m || !m->has_choice || !app->tutorial || app->tutorial->current < 0) return;
    ui_tutorial *t = app->tutorial;
    if (s && s->kind == SP_STEP_FREE) return;
    if (s && s->kind == SP_STEP_WAIT && sp_action_equal(&m->choice, &s->action)) return;
    m->has_choice = false;
    if (s && s->kind == SP_STEP_WAIT) t->wrong = sp_lesson_wrong(s, app->i18n.lang)[0] ? sp_lesson_wrong(s, app->i18n.lang) : ui_tr(&app->i18n, "tut.wrong");
    else t->wrong = ui_tr(&app->i18n, t->finished ? "tut.done_next" : "tut.read");
    t->wrong_at = app->now;
    app->changed = true;
}

void ui_tutorial_pick(ui_app *app, int kind)
{
    const sp_lesson_step *s = ui_tutorial_step(app);
    if (!s || s->kind != SP_STEP_QUIZ) return;
    ui_tutorial *t = app->tutorial;
    t->quiz_pick = kind;
    if (sp_lesson_quiz_right(s, kind)) {
        advance(app);
        return;
    }
    t->wrong = sp_lesson_wrong(s, app->i18n.lang)[0] ? sp_lesson_wrong(s, app->i18n.lang) : ui_tr(&app->i18n, "tut.wrong");
    t->wrong_at = app->now;
}

static bool reading(const sp_lesson_step *st) { return st->kind == SP_STEP_SAY || st->kind == SP_STEP_SCORE || st->kind == SP_STEP_QUIZ; }

/* The step Back goes to: the nearest earlier step the player reads or answers. */
static int back_target(const ui_app *app)
{
    const sp_lesson *l = lesson_of(app);
    if (!l) return -1;
    const ui_tutorial *t = app->tutorial;
    for (int k = (t->finished ? l->nsteps : t->step) - 1; k >= 0; k--)
        if (reading(&l->steps[k])) return k;
    return -1;
}

bool ui_tutorial_can_back(const ui_app *app) { return back_target(app) >= 0; }

void ui_tutorial_back(ui_app *app)
{
    int target = back_target(app);
    if (target < 0) return;
    ui_tutorial *t = app->tutorial;
    /* the actions made before the target step began, from the old session's log */
    size_t n = t->step_log[target];
    sp_logged_action *keep = n ? malloc(sizeof *keep * n) : NULL;
    if (n && !keep) return;
    if (n) memcpy(keep, app->match->s->log, sizeof *keep * n);
    bool was_done = t->done[t->current];
    if (ui_tutorial_start(app, t->current)) {
        free(keep);
        return;
    }
    const sp_lesson *l = t->lessons[t->current];
    for (size_t i = 0; i <= n; i++) {
        /* the steps passed without an action of their own: reading, and free play once over */
        while (!t->finished && t->step < target) {
            const sp_lesson_step *st = &l->steps[t->step];
            sp_phase ph = (sp_phase)app->match->s->game.phase;
            if (!reading(st) && !(st->kind == SP_STEP_FREE && (ph == SP_PHASE_HAND_OVER || ph == SP_PHASE_MATCH_OVER))) break;
            advance(app);
        }
        if (i == n) break;
        char why[256];
        if (sp_session_submit(app->match->s, keep[i].seat, &keep[i].action, why, sizeof why)) {
            ui_error(app, "msg.lesson_bad", why);
            break;
        }
        sync_steps(app);
    }
    free(keep);
    t->done[t->current] = was_done;
    app->match->ntw = 0; /* the replayed moves do not fly again */
    app->changed = true;
}
