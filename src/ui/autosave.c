/* autosave.c: the match in progress is saved after every action it applies, so that a crash
 * or a kill loses nothing a player saw happen. A save is the whole replay written atomically
 * (table/replay.c: a temporary file, fsync, rename): a kill during the write leaves the
 * previous save whole. The writing happens on the save writer's thread (ui/save_writer.h):
 * the window builds the text (~1.6 ms for 3,000 actions) and goes on. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "core/notation.h"
#include "table/replay.h"
#include "ui/match.h"
#include "ui/replay_files.h"
#include "ui/save_writer.h"
#include "ui/screens.h"

/* A failed save is told (once per failure) and tried again at the next action. */
static int tell_error(ui_app *app)
{
    char err[300];
    if (app->saver) ui_save_writer_done(app->saver, err, sizeof err);
    else snprintf(err, sizeof err, "%s", app->save_error);
    app->save_error[0] = 0;
    if (!err[0]) return 0;
    ui_error(app, "msg.save_failed", err);
    return -1;
}

/* Hands the match's save (or, once it is over, the removal of the file) to the writer; wait:
 * until it is on disk. Without a writer thread, writes in place. */
static int save(ui_app *app, bool wait)
{
    ui_match *m = app->match;
    if (!m || !m->human || m->net || m->review || !m->s || !app->save_path[0] || app->no_autosave) return 0; /* a LAN match is the host's */
    ui_match_mark_saved(m);
    if (ui_match_over(m)) { /* kept among the replays once (the save is there until then), the save removed */
        if (app->saver) ui_save_writer_flush(app->saver);
        struct stat st;
        char err[300];
        if (stat(app->save_path, &st) == 0 && ui_replay_keep_finished(app, err, sizeof err)) ui_error(app, "msg.save_failed", err);
        remove(app->save_path);
        return 0;
    }
    size_t len = 0;
    char *text = sp_replay_file_text(m->s, &len);
    if (!text) {
        ui_error(app, "msg.save_failed", "out of memory");
        return -1;
    }
    if (app->saver) {
        ui_save_writer_put(app->saver, app->save_path, text, len, m->s->nlog);
        if (wait) ui_save_writer_flush(app->saver);
    } else {
        if (sp_write_file_atomic(app->save_path, text, len, app->save_error, sizeof app->save_error)) {}
        free(text);
    }
    return wait || !app->saver ? tell_error(app) : 0;
}

int ui_autosave(ui_app *app) { return save(app, true); }

/* "ES": the seats that must act now. */
static void to_act(const ui_match *m, char *out)
{
    unsigned pending = sp_game_pending(&m->s->game);
    int n = 0;
    for (int p = 0; p < m->players; p++)
        if (pending >> p & 1) out[n++] = sp_seat_letter(p);
    if (!n) out[n++] = '-';
    out[n] = 0;
}

/* --trace: each action on stdout once its save is on disk,
 * "sparrow: action N (hand H): S TEXT; to act: SEATS" (SEATS "?" but for the latest action). */
static void trace(ui_app *app, size_t upto)
{
    ui_match *m = app->match;
    char seats[SP_SEATS + 2], text[48];
    to_act(m, seats);
    for (size_t i = app->traced; i < upto; i++) {
        sp_action_format(&m->s->log[i].action, text, sizeof text);
        printf("sparrow: action %zu (hand %u): %c %s; to act: %s\n", i + 1, (unsigned)m->s->log[i].hand,
               sp_seat_letter(m->s->log[i].seat), text, i + 1 == m->s->nlog ? seats : "?");
    }
    app->traced = upto;
    fflush(stdout);
}

void ui_autosave_progress(ui_app *app)
{
    ui_match *m = app->match;
    if (!m || !m->s) return;
    if (ui_match_unsaved(m)) save(app, false);
    if (app->saver) tell_error(app);
    if (!app->trace) return;
    if (!app->trace_told_path) {
        printf("sparrow: saving to %s\n", app->save_path);
        app->trace_told_path = true;
    }
    size_t on_disk = app->saver ? ui_save_writer_done(app->saver, NULL, 0) : m->saved_actions;
    if (on_disk > m->s->nlog) on_disk = m->s->nlog;
    if (on_disk > app->traced) trace(app, on_disk);
}

void ui_trace_resumed(ui_app *app)
{
    ui_match *m = app->match;
    app->traced = m && m->s ? m->s->nlog : 0;
    if (!app->trace || !m || !m->s) return;
    char seats[SP_SEATS + 2], text[48] = "-";
    to_act(m, seats);
    if (m->s->nlog) {
        const sp_logged_action *l = &m->s->log[m->s->nlog - 1];
        char a[40];
        sp_action_format(&l->action, a, sizeof a);
        snprintf(text, sizeof text, "%c %s", sp_seat_letter(l->seat), a);
    }
    printf("sparrow: resumed %s: %zu actions (hand %u), the last %s; to act: %s\n", app->save_path, m->s->nlog,
           (unsigned)m->s->game.hand_number, text, seats);
    fflush(stdout);
}
