/* replay_viewer.c: a saved match opened in the window. */
#include "ui/replay_viewer.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/seat_log.h"
#include "table/read_file.h"
#include "ui/replay_files.h"
#include "ui/replay_review.h"
#include "ui/screen.h"


void ui_replay_free(ui_replay *rv)
{
    if (!rv) return;
    ui_review_free(rv->review); /* its thread stopped first */
    free(rv->text);
    sp_cursor_close(&rv->c);
    sp_replay_free(&rv->r);
    ui_match_free(rv->m);
    free(rv->rules);
    free(rv);
}

/* The scores before every hand and at the end, for the match result's chart. */
static void score_history(ui_replay *rv)
{
    ui_match *m = rv->m;
    int hands = sp_cursor_hands(&rv->c);
    for (int h = 1; h <= hands + 1 && m->nhist < UI_MAX_HIST; h++) {
        size_t first, last;
        if (h <= hands && sp_cursor_hand_frames(&rv->c, h, &first, &last)) sp_cursor_seek(&rv->c, first);
        else sp_cursor_seek(&rv->c, rv->c.nframes - 1);
        for (int p = 0; p < SP_SEATS; p++) m->hist[m->nhist][p] = p < rv->r.players ? rv->c.s.game.seat[p].score : 0;
        m->nhist++;
    }
}

static ui_replay *load_replay(const char *text, const char *origin, char *err, size_t errlen);

/* The host's replay beside a seat's log that gives every event the log holds, opened with the
 * view kept to the log's seat; NULL when the folder has none. */
static ui_replay *through_host_replay(const sp_seat_log *log, const char *origin, char *err, size_t errlen)
{
    char dir[1024];
    const char *slash = strrchr(origin, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - origin + 1) : 0, origin);
    DIR *d = opendir(dir[0] ? dir : ".");
    if (!d) return NULL;
    ui_replay *found = NULL;
    struct dirent *e;
    while (!found && (e = readdir(d))) {
        if (!strstr(e->d_name, "host-replay") || !strstr(e->d_name, ".json")) continue;
        char path[1400], why[600];
        snprintf(path, sizeof path, "%s%s", dir, e->d_name);
        char *text = sp_read_file(path, (size_t)64 << 20, "a replay", NULL, why, sizeof why);
        ui_replay *rv = text ? load_replay(text, path, why, sizeof why) : NULL;
        free(text);
        if (rv && sp_seat_log_check(log, &rv->r, rv->rules, why, sizeof why) == 0) {
            found = rv;
            rv->only_seat = log->seat;
            ui_replay_set_view(rv, log->seat, false);
            snprintf(rv->name, sizeof rv->name, "%s", slash ? slash + 1 : origin);
        } else {
            ui_replay_free(rv);
        }
    }
    closedir(d);
    if (!found)
        snprintf(err, errlen, "%s: a seat's LAN log holds only the events seat %c saw: it is shown through the host's "
                              "replay of the match (lan-…-host-replay.json), and the folder has none that matches it",
                 origin, sp_seat_letter(log->seat));
    return found;
}

ui_replay *ui_replay_load(const char *text, const char *origin, char *err, size_t errlen)
{
    if (!sp_seat_log_detect(text)) return load_replay(text, origin, err, errlen);
    sp_seat_log log;
    ui_replay *rv = NULL;
    if (sp_seat_log_parse(text, origin, &log, err, errlen) == 0) rv = through_host_replay(&log, origin, err, errlen);
    sp_seat_log_free(&log);
    return rv;
}

static ui_replay *load_replay(const char *text, const char *origin, char *err, size_t errlen)
{
    ui_replay *rv = calloc(1, sizeof *rv);
    if (!rv || !(rv->rules = calloc(1, sizeof *rv->rules)) || !(rv->m = calloc(1, sizeof *rv->m))) {
        snprintf(err, errlen, "%s: out of memory", origin);
        if (rv) free(rv->rules);
        free(rv);
        return NULL;
    }
    rv->m->review = true;
    sp_review_params_default(&rv->review_params);
    rv->len = strlen(text);
    if (!(rv->text = malloc(rv->len + 1))) {
        snprintf(err, errlen, "%s: out of memory", origin);
        goto fail;
    }
    memcpy(rv->text, text, rv->len + 1);
    char why[700];
    /* the rules it was played with, kept in the file, where its ruleset's file changed since;
     * a file that keeps none is shown with today's (the player is told they may differ) */
    if (sp_replay_parse(text, origin, &rv->r, rv->rules, SP_RULES_SAVED, err, errlen)) {
        if (!rv->r.change.changed || rv->r.change.kept) goto fail;
        snprintf(rv->rules_fields, sizeof rv->rules_fields, "%s", rv->r.change.fields);
        sp_replay_free(&rv->r);
        if (sp_replay_parse(text, origin, &rv->r, rv->rules, SP_RULES_ANY_VERSION, err, errlen)) goto fail;
        rv->rules_unsure = true;
    } else if (rv->r.change.used_saved) {
        rv->rules_saved = true;
        snprintf(rv->rules_fields, sizeof rv->rules_fields, "%s", rv->r.change.fields);
    }
    if (sp_cursor_open(&rv->c, &rv->r, rv->rules, why, sizeof why)) {
        snprintf(err, errlen, "%s: %s", origin, why);
        goto fail;
    }
    const char *base = strrchr(origin, '/');
    snprintf(rv->name, sizeof rv->name, "%s", base ? base + 1 : origin);
    ui_match *m = rv->m;
    m->rules = rv->rules;
    m->s = &rv->c.s;
    m->players = rv->r.players;
    memcpy(m->review_who, rv->r.seat_players, sizeof m->review_who);
    m->sel = -1;
    m->net_hand = -1;
    m->ff_budget = -1;
    rv->speed = 1;
    rv->open = true;
    rv->only_seat = -1;
    score_history(rv);
    ui_replay_seek(rv, 0);
    return rv;
fail:
    ui_replay_free(rv);
    return NULL;
}

void ui_replay_seek(ui_replay *rv, size_t frame)
{
    sp_cursor_seek(&rv->c, frame);
    rv->m->nres = 0; /* the result screens compute the sheets of the hand shown */
    rv->m->sel = -1;
}

void ui_replay_set_view(ui_replay *rv, int seat, bool open)
{
    if (rv->only_seat >= 0) seat = rv->only_seat, open = false; /* a seat's log shows that seat alone */
    if (seat >= 0 && seat < rv->r.players) rv->seat = rv->m->view_seat = seat;
    rv->open = open;
    rv->m->norder = 0;
}

int ui_replay_step_ms(const ui_replay *rv) { return 900 / (rv->speed > 0 ? rv->speed : 1); }

static int show(ui_app *app, ui_replay *rv, const char *err)
{
    if (!rv) {
        ui_error(app, "msg.replay_bad", err);
        return -1;
    }
    if (app->match && !app->match->review) { /* a match in play is never replaced by a replay */
        ui_replay_free(rv);
        ui_error(app, "msg.replay_bad", ui_tr(&app->i18n, "replay.match_running"));
        return -1;
    }
    ui_screen_push(app, &ui_screen_replay);
    ui_replay **slot = ui_screen_state(app);
    if (!slot || !ui_on(app, &ui_screen_replay)) {
        ui_replay_free(rv);
        return -1;
    }
    *slot = rv;
    app->match = rv->m;
    app->watch = false; /* the result screens wait for the player */
    if ((rv->rules_saved || rv->rules_unsure) && !rv->rules_told) { /* once, as it opens */
        rv->rules_told = true;
        ui_notice(app, "%s\n%s: %.600s", ui_tr(&app->i18n, rv->rules_saved ? "replay.saved_rules" : "replay.rules_unsure"),
                  rv->rules->id, rv->rules_fields);
    }
    return 0;
}

int ui_replay_open_text(ui_app *app, const char *text, const char *origin)
{
    char err[900];
    ui_replay *rv = ui_replay_load(text, origin, err, sizeof err);
    return show(app, rv, err);
}

int ui_replay_open_file(ui_app *app, const char *path)
{
    char err[900];
    char *text = sp_read_file(path, (size_t)64 << 20, "a replay", NULL, err, sizeof err);
    if (!text) return show(app, NULL, err);
    int rc = ui_replay_open_text(app, text, path);
    char err2[600];
    /* a replay from elsewhere is kept in the data folder (a seat's log needs its host's replay beside it: not) */
    ui_replay *rv = ui_replay_shown(app);
    if (!rc && rv) snprintf(rv->path, sizeof rv->path, "%s", path); /* its review is kept beside it */
    if (!rc && rv && rv->only_seat < 0 && ui_replay_import(app, path, text, err2, sizeof err2))
        ui_error(app, "msg.write_failed", err2);
    free(text);
    return rc;
}

ui_replay *ui_replay_shown(const ui_app *app)
{
    if (!ui_on(app, &ui_screen_replay)) return NULL;
    ui_replay *const *slot = ui_screen_state(app);
    return slot ? *slot : NULL;
}
