/* match_history.c: recording the player's hands in the history at each hand's end. */
#include "ui/match_history.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ui/match.h"
#include "ui/screen.h"

/* How long a LAN seat waits for the host's score sheets before recording the hand without
 * its patterns. */
enum { SHEETS_WAIT_MS = 3000 };

static ui_history *state(ui_app *app)
{
    if (!app->history) app->history = calloc(1, sizeof *app->history);
    return app->history;
}

sp_history *ui_history_get(ui_app *app)
{
    ui_history *h = state(app);
    if (!h || h->opened) return h ? h->db : NULL;
    h->opened = true;
    if (!app->pref_dir[0]) return NULL;
    char path[1200], note[1500], err[1500];
    snprintf(path, sizeof path, "%s%s", app->pref_dir, SP_HISTORY_FILE);
    h->db = sp_history_open(path, true, note, sizeof note, err, sizeof err);
    if (!h->db) {
        ui_error(app, "msg.history_unwritable", err);
    } else if (note[0] && !sp_history_writable(h->db)) {
        h->told = true;
        ui_error(app, "msg.history_unwritable", note);
    } else if (note[0]) {
        ui_error(app, "msg.history_damaged", note);
    }
    return h->db;
}

static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

/* A match's key: a local one's from what makes it (sp_history_local_key: the same when it is
 * resumed from a save, and from its replay), a LAN seat's from the seat's token. */
static void match_key(const ui_match *m, char *out, size_t len)
{
    if (!m->net) {
        sp_history_local_key(m->rules, m->s->options, m->s->seed, m->players, m->s->ndigests ? &m->s->digests[0] : NULL,
                             out, len);
        return;
    }
    uint64_t h = 0xcbf29ce484222325ull;
    h = fnv(h, m->rules->id, strlen(m->rules->id));
    h = fnv(h, &m->rules->content_hash, sizeof m->rules->content_hash);
    const char *token = sp_net_client_token(m->net);
    h = fnv(h, token, strlen(token));
    for (int s = 0; s < m->players; s++) {
        const char *n = ui_match_player_name(m, s);
        if (n) h = fnv(h, n, strlen(n));
    }
    snprintf(out, len, "lan-%016llx", (unsigned long long)h);
}

static void fill_match(ui_app *app, const ui_match *m, sp_history_hand *r)
{
    ui_history *h = app->history;
    snprintf(r->match_key, sizeof r->match_key, "%s", h->key);
    snprintf(r->ruleset, sizeof r->ruleset, "%s", m->rules->id);
    r->rules_hash = m->rules->content_hash;
    sp_history_options_text(m->rules, ui_match_options(m), r->options, sizeof r->options);
    r->players = m->players;
    r->seat = m->view_seat;
    r->lan = m->net != NULL;
    r->started = h->started;
    snprintf(r->replay, sizeof r->replay, "%s", m->net ? "" : app->save_path);
    for (int s = 0; s < m->players; s++) {
        sp_history_seat *st = &r->seats[s];
        const char *name = ui_match_player_name(m, s);
        snprintf(st->kind, sizeof st->kind, "%s", s == m->view_seat ? "you" : m->net ? "remote" : "bot");
        st->level = m->net || s == m->view_seat ? -1 : m->level[s];
        snprintf(st->name, sizeof st->name, "%s", name ? name : "");
    }
}

/* The score sheets of the hand's wins: a local match scores them again, a LAN seat has the
 * host's. Returns how many. */
static int sheets(const ui_match *m, const sp_view *v, sp_score_result *res)
{
    int n = 0;
    if (m->net) {
        const sp_net_sheet *sh;
        int k = sp_net_client_sheets(m->net, v->hand_number, &sh);
        for (; n < k && n < v->outcome.nwins && n < SP_MAX_WINNERS; n++) sp_net_sheet_to_result(&sh[n], &res[n]);
        return n;
    }
    for (; n < m->s->game.outcome.nwins && n < SP_MAX_WINNERS; n++) {
        char err[200];
        if (sp_game_win_result(&m->s->game, n, &res[n], err, sizeof err)) memset(&res[n], 0, sizeof res[n]);
    }
    return n;
}

void ui_history_update(ui_app *app)
{
    ui_match *m = app->match;
    /* the player's own matches: not one watched, a lesson, or a screenshot's */
    if (!m || !m->hand_over_at || !m->human || app->no_autosave || ui_on(app, &ui_screen_tutorial)) return;
    ui_history *h = state(app);
    if (!h) return;
    sp_view v;
    ui_match_view(m, &v);
    char key[SP_HISTORY_KEY_LEN];
    match_key(m, key, sizeof key);
    if (!strcmp(h->key, key) && h->hand == v.hand_number) return;
    static sp_score_result res[SP_MAX_WINNERS];
    int nres = sheets(m, &v, res);
    if (m->net && nres < v.outcome.nwins && app->now < m->hand_over_at + SHEETS_WAIT_MS) {
        ui_wake(app, 100);
        return;
    }
    sp_history *db = ui_history_get(app);
    h->hand = v.hand_number;
    if (strcmp(h->key, key)) {
        snprintf(h->key, sizeof h->key, "%s", key);
        h->started = (int64_t)time(NULL);
    }
    if (!db) return;
    static sp_history_hand r;
    memset(&r, 0, sizeof r);
    fill_match(app, m, &r);
    int32_t scores[SP_SEATS];
    for (int s = 0; s < SP_SEATS; s++) scores[s] = v.seats[s].score;
    sp_history_hand_fill(&r, m->rules, &v.outcome, res, nres, v.hand_number, scores);
    r.played_at = (int64_t)time(NULL);
    char why[1500];
    int rc = sp_history_add(db, &r, why, sizeof why);
    if (rc && !h->told) {
        h->told = true;
        ui_error(app, "msg.history_unwritable", why);
    } else if (!rc && why[0]) {
        ui_error(app, "msg.history_damaged", why); /* set aside while writing */
    }
}

void ui_history_close(ui_app *app)
{
    ui_history *h = app->history;
    if (!h) return;
    char why[1500];
    if (h->db && sp_history_pending(h->db) && sp_history_flush(h->db, why, sizeof why))
        fprintf(stderr, "sparrow: %d hands not kept in the history: %s\n", sp_history_pending(h->db), why);
    sp_history_close(h->db);
    free(h);
    app->history = NULL;
}
