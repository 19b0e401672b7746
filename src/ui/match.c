/* match.c: a match in the window - session, controllers, pacing and event tweens. */
#include "ui/match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_explain.h"
#include "core/model.h"
#include "table/replay.h"
#include "ui/bots.h"
#include "ui/match_cues.h"

static void push_tween(ui_match *m, int kind, int seat, int from, int tile, int a, int b, int dur)
{
    if (dur <= 0 && kind != UI_TW_SHOUT) return;
    /* a seat's new call word replaces the one still shown (two kongs in a row would overlap) */
    for (int i = 0; kind == UI_TW_SHOUT && i < m->ntw; i++)
        if (m->tw[i].kind == UI_TW_SHOUT && m->tw[i].seat == seat && m->now < m->tw[i].start + (uint64_t)m->tw[i].dur)
            m->tw[i].dur = (int)(m->now - m->tw[i].start);
    if (m->ntw == UI_MAX_TWEENS) {
        memmove(m->tw, m->tw + 1, sizeof m->tw[0] * (UI_MAX_TWEENS - 1));
        m->ntw--;
    }
    m->tw[m->ntw++] = (ui_tween){(uint8_t)kind, (int8_t)seat, (int8_t)from, (int16_t)tile, a, b, m->now, dur, false, 0, 0, 0};
    if (kind == UI_TW_DISCARD && seat == m->view_seat)
        for (int i = 0; i < m->nhand_pos; i++)
            if (m->hand_tile[i] == tile) {
                ui_tween *w = &m->tw[m->ntw - 1];
                w->has_src = true;
                w->sx = m->hand_x[i];
                w->sy = m->hand_y[i];
                w->sh = m->hand_h;
            }
}

/* The outcome of the hand that ended: a local match's own (a win is recorded before it is
 * announced); a LAN mirror's once its view says the hand is over, NULL before. */
static const sp_hand_outcome *ended_outcome(const ui_match *m)
{
    if (m->s) return &m->s->game.outcome;
    const sp_view *v = m->net ? sp_net_client_view(m->net) : NULL;
    return v && (v->phase == SP_PHASE_HAND_OVER || v->phase == SP_PHASE_MATCH_OVER) ? &v->outcome : NULL;
}

static void push_cue(ui_match *m, int id)
{
    if (id < 0) return;
    if (m->ncue == UI_MAX_CUES) { /* the screen has not played them for a while: keep the latest */
        memmove(m->cue, m->cue + 1, sizeof m->cue[0] * (UI_MAX_CUES - 1));
        m->ncue--;
    }
    m->cue[m->ncue++] = (int8_t)id;
}

/* Queues the event's sound, unless the match is fast-forwarding (nothing is shown then). A win
 * whose limit is not known yet (LAN) waits for the view of the hand's end (release_wins). */
static void queue_cue(ui_match *m, const sp_event *e)
{
    if (m->ff_budget >= 0) return;
    int limit = e->type == SP_EV_WIN ? ui_cue_win_limit(ended_outcome(m), e) : 0;
    if (limit < 0 && m->nheld_win < SP_MAX_WINNERS) {
        if (!m->nheld_win) m->held_win_at = m->now;
        m->held_win[m->nheld_win++] = *e;
        return;
    }
    push_cue(m, ui_cue_for_event(e, m->view_seat, limit == 1));
}

/* The held wins' sounds, once the hand's end is seen or after UI_CUE_HOLD_MS (the plain win). */
static void release_wins(ui_match *m, uint64_t now)
{
    const sp_hand_outcome *o = ended_outcome(m);
    if (!m->nheld_win || (!o && now < m->held_win_at + UI_CUE_HOLD_MS)) return;
    for (int i = 0; i < m->nheld_win; i++)
        push_cue(m, ui_cue_for_event(&m->held_win[i], m->view_seat, ui_cue_win_limit(o, &m->held_win[i]) == 1));
    m->nheld_win = 0;
}

int ui_match_take_cues(ui_match *m, int *out, int cap)
{
    int n = m->ncue < cap ? m->ncue : cap;
    for (int i = 0; i < n; i++) out[i] = m->cue[i];
    memmove(m->cue, m->cue + n, sizeof m->cue[0] * (size_t)(m->ncue - n));
    m->ncue -= n;
    return n;
}

static void observe(void *ctx, const sp_event *e)
{
    ui_match *m = ctx;
    int d = m->tween_ms;
    int shout = d ? d * 5 : 500;
    m->last_event_at = m->now;
    queue_cue(m, e);
    switch (e->type) {
    case SP_EV_DRAW:
        if (e->seat == m->view_seat) push_tween(m, UI_TW_DRAW, e->seat, -1, e->tile, 0, 0, d);
        break;
    case SP_EV_DISCARD: push_tween(m, UI_TW_DISCARD, e->seat, -1, e->tile, 0, 0, d); break;
    case SP_EV_MELD:
        push_tween(m, UI_TW_CLAIM, e->seat, e->from, -1, e->a, 0, e->from >= 0 && e->from != e->seat ? d * 3 / 2 : 0);
        push_tween(m, UI_TW_SHOUT, e->seat, -1, -1, e->a <= 1 ? (e->a == 0 ? SP_ACT_CHI : SP_ACT_PON) : SP_ACT_KAN, 0,
                   shout);
        break;
    case SP_EV_FLOWER: push_tween(m, UI_TW_SHOUT, e->seat, -1, e->tile, SP_ACT_FLOWER, 0, shout); break;
    case SP_EV_SPECIAL: push_tween(m, UI_TW_SHOUT, e->seat, -1, e->tile, SP_ACT_SPECIAL, 0, shout); break;
    case SP_EV_DECLARE: push_tween(m, UI_TW_SHOUT, e->seat, -1, -1, e->a, e->b, shout); break;
    case SP_EV_WIN: push_tween(m, UI_TW_SHOUT, e->seat, e->from, e->tile, SP_ACT_HU, e->from < 0, shout * 2); break;
    case SP_EV_INDICATOR: push_tween(m, UI_TW_INDICATOR, -1, -1, e->tile, 0, 0, d * 3); break;
    default: break;
    }
}

bool ui_match_tweening(const ui_match *m, uint64_t now)
{
    for (int i = 0; i < m->ntw; i++)
        if (m->tw[i].kind != UI_TW_SHOUT && now < m->tw[i].start + (uint64_t)m->tw[i].dur) return true;
    return false;
}

static bool contains(const sp_action_list *legal, const sp_action *a)
{
    for (int i = 0; i < legal->n; i++)
        if (sp_action_equal(&legal->a[i], a)) return true;
    return false;
}

static int human_decide(void *ctx, int seat, const sp_view *view, const sp_action_list *legal, sp_action *out)
{
    ui_match *m = ctx;
    (void)seat;
    (void)view;
    if (m->has_choice) {
        m->has_choice = false;
        if (contains(legal, &m->choice)) {
            *out = m->choice;
            return 1;
        }
    }
    if (m->auto_pass && legal->n == 1 && legal->a[0].type == SP_ACT_PASS) {
        *out = legal->a[0];
        return 1;
    }
    return 0;
}

const char *ui_match_words(const ui_match *m)
{
    const sp_model *model = m && m->rules ? sp_model_of(m->rules) : NULL;
    return model ? model->wording : NULL;
}

void ui_match_note(ui_match *m, const sp_blocked_list *l)
{
    for (int i = 0; i < l->n; i++)
        if (l->b[i].action.type != SP_ACT_DISCARD) {
            m->note_reason = l->b[i].reason;
            m->note_type = l->b[i].action.type;
            m->note_until = m->now + 4000;
            return;
        }
}

void ui_match_before_discard(ui_match *m, int kind)
{
    if (!m->human || m->ff_budget >= 0 || m->s->game.phase != SP_PHASE_TURN || m->s->game.turn == m->view_seat) return;
    sp_blocked_list l;
    sp_game_explain_discard(&m->s->game, m->view_seat, kind, &l);
    ui_match_note(m, &l);
}

static int bot_decide(void *ctx, int seat, const sp_view *view, const sp_action_list *legal, sp_action *out)
{
    ui_match *m = ctx;
    if (m->paused_at || m->ff_budget == 0) return 0;
    if (!m->bot_has[seat] || m->bot_stamp[seat] != m->s->game.stamp) {
        if (!ui_bot_poll(&m->bots[seat], &m->s->game, view, legal, &m->bot_choice[seat])) return 0; /* (thinking) */
        m->bot_has[seat] = true;
        m->bot_stamp[seat] = m->s->game.stamp;
    }
    if (ui_match_tweening(m, m->now)) return 0;
    if (m->bot_choice[seat].type != SP_ACT_PASS && m->now < m->last_event_at + (uint64_t)m->think_ms) return 0;
    *out = m->bot_choice[seat];
    if (out->type == SP_ACT_DISCARD) ui_match_before_discard(m, out->tile);
    m->bot_has[seat] = false;
    if (m->ff_budget > 0) m->ff_budget--;
    return 1;
}

static void record_scores(ui_match *m)
{
    if (m->nhist == UI_MAX_HIST) { /* a very long match: the chart keeps the latest hands */
        memmove(m->hist, m->hist + 1, sizeof m->hist[0] * (UI_MAX_HIST - 1));
        m->nhist--;
    }
    sp_view v;
    ui_match_view(m, &v);
    for (int p = 0; p < SP_SEATS; p++) m->hist[m->nhist][p] = p < m->players ? v.seats[p].score : 0;
    m->nhist++;
}

/* A new match's pacing (the settings change it every frame) and the human's selection. */
static void start_pacing(ui_match *m, uint64_t now)
{
    m->now = now;
    m->last_event_at = now;
    m->tween_ms = 180;
    m->think_ms = 380;
    m->auto_pass = true;
    m->ff_budget = -1;
    m->sel = -1;
    m->net_hand = -1;
}

static void bind(ui_match *m, bool human, const int *levels, uint64_t now)
{
    m->human = human;
    m->view_seat = 0;
    start_pacing(m, now);
    for (int p = 0; p < SP_SEATS; p++) {
        m->level[p] = levels ? levels[p] : 0;
        ui_bot_init(&m->bots[p], m->level[p], m->s->seed * 31 + (uint64_t)p + 1, m->s->options);
        sp_controller c = {SP_CTRL_BOT, true, bot_decide, m};
        if (p == 0 && human) c = (sp_controller){SP_CTRL_HUMAN, false, human_decide, m};
        if (p < m->players) sp_session_set_controller(m->s, p, &c);
        /* who sits where, for the resume list */
        snprintf(m->s->seat_players[p], sizeof m->s->seat_players[p], "%s",
                 p >= m->players ? "" : p == 0 && human ? "person" : ui_bot_level_get(m->level[p])->id);
    }
    sp_session_add_observer(m->s, observe, m, m->view_seat);
    record_scores(m);
}

/* A match on the seed's walls (wall NULL) or a fixed first wall. */
static ui_match *start(sp_ruleset *rules, const int32_t *options, int players, uint64_t seed, const uint8_t *wall,
                       int wall_n, bool human, const int *levels, uint64_t now, char *err, size_t errlen)
{
    ui_match *m = calloc(1, sizeof *m);
    sp_session *s = calloc(1, sizeof *s);
    if (!m || !s || sp_session_init(s, rules, options, players, seed, wall, wall_n, err, errlen)) {
        if (!m || !s) snprintf(err, errlen, "out of memory");
        free(m);
        free(s);
        free(rules);
        return NULL;
    }
    sp_session_keep_rules_file(s); /* saves keep the rules: resumable after the file changes */
    m->rules = rules;
    m->s = s;
    m->players = s->game.players;
    bind(m, human, levels, now);
    return m;
}

ui_match *ui_match_start(sp_ruleset *rules, const int32_t *options, int players, uint64_t seed, bool human,
                         const int *levels, uint64_t now, char *err, size_t errlen)
{
    return start(rules, options, players, seed, NULL, 0, human, levels, now, err, errlen);
}

ui_match *ui_match_start_wall(sp_ruleset *rules, const int32_t *options, int players, uint64_t seed,
                              const uint8_t *wall, int wall_n, const int *levels, uint64_t now, char *err,
                              size_t errlen)
{
    return start(rules, options, players, seed, wall, wall_n, true, levels, now, err, errlen);
}

sp_controller ui_match_bot_controller(ui_match *m) { return (sp_controller){SP_CTRL_BOT, true, bot_decide, m}; }

void ui_match_autoplay(ui_match *m)
{
    if (!m->s) return;
    sp_controller c = ui_match_bot_controller(m);
    sp_session_set_controller(m->s, m->view_seat, &c);
}

bool ui_match_unsaved(const ui_match *m)
{
    return m->s && (m->s->nlog != m->saved_actions || m->s->game.hand_number != m->saved_hands);
}

void ui_match_mark_saved(ui_match *m)
{
    if (!m->s) return;
    m->saved_actions = m->s->nlog;
    m->saved_hands = m->s->game.hand_number;
}

ui_match *ui_match_start_net(sp_net_client *c, uint64_t now, char *err, size_t errlen)
{
    const sp_view *v = sp_net_client_view(c);
    const sp_ruleset *rules = sp_net_client_rules(c);
    if (!v || !rules) {
        snprintf(err, errlen, "the host has not sent the table yet");
        return NULL;
    }
    ui_match *m = calloc(1, sizeof *m);
    if (!m) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    m->rules = (sp_ruleset *)rules; /* borrowed: ui_match_free leaves a LAN match's rules alone */
    m->net = c;
    m->players = v->players;
    m->human = true;
    m->view_seat = sp_net_client_seat(c);
    start_pacing(m, now);
    record_scores(m);
    return m;
}

void ui_match_net_event(ui_match *m, const sp_event *e) { observe(m, e); }

void ui_match_net_rebind(ui_match *m, sp_net_client *c)
{
    m->net = c;
    m->rules = (sp_ruleset *)sp_net_client_rules(c);
    m->net_ask = 0;
    m->has_choice = false;
}

uint32_t ui_match_stamp(const ui_match *m)
{
    if (!m->net) return m->s->game.stamp;
    sp_net_client_stats st = sp_net_client_get_stats(m->net);
    return (uint32_t)(st.views_received + st.asks_received);
}

int ui_match_phase(const ui_match *m)
{
    if (!m->net) return m->s->game.phase;
    const sp_view *v = sp_net_client_view(m->net);
    return v ? v->phase : SP_PHASE_SETUP;
}

const int32_t *ui_match_options(const ui_match *m) { return m->s ? m->s->options : NULL; }

const char *ui_match_player_name(const ui_match *m, int seat)
{
    if (!m->net) return NULL;
    const char *n = sp_net_client_name(m->net, seat);
    return n && n[0] ? n : NULL;
}

ui_match *ui_match_resume(const char *path, uint64_t now, char *err, size_t errlen)
{
    return ui_match_resume_rules(path, now, false, err, errlen);
}

ui_match *ui_match_resume_rules(const char *path, uint64_t now, bool new_rules, char *err, size_t errlen)
{
    sp_ruleset *rules = calloc(1, sizeof *rules);
    ui_match *m = calloc(1, sizeof *m);
    sp_session *s = calloc(1, sizeof *s);
    sp_replay r;
    memset(&r, 0, sizeof r);
    if (!rules || !m || !s) {
        snprintf(err, errlen, "out of memory");
        goto fail;
    }
    /* a ruleset file whose rules changed since: the match goes on with the rules it was saved
     * with, and the player is told which fields differ - or, when the player chose them, with
     * the file's new rules if every saved action is legal under them */
    if (sp_replay_read(path, &r, rules, new_rules ? SP_RULES_ANY_VERSION : SP_RULES_SAVED, err, errlen)) goto fail;
    if (r.change.used_saved)
        snprintf(m->rules_note, sizeof m->rules_note, "%s: %.600s", rules->id, r.change.fields);
    if (sp_replay_play(&r, rules, s, false, err, errlen)) {
        sp_session_free(s);
        sp_replay_free(&r);
        goto fail;
    }
    /* its next save keeps the rules it now plays (or none: never the old text) */
    if (new_rules && sp_session_keep_rules_file(s)) sp_session_set_rules_text(s, NULL);
    /* the computer players' levels as they were (an older save has none: the New game default) */
    int levels[SP_SEATS];
    for (int p = 0; p < SP_SEATS; p++)
        levels[p] = ui_bot_level_find(r.seat_players[p][0] && strcmp(r.seat_players[p], "person") ? r.seat_players[p] : "normal");
    sp_replay_free(&r);
    if (s->game.phase == SP_PHASE_MATCH_OVER) {
        snprintf(err, errlen, "%s: that match is over", path);
        sp_session_free(s);
        goto fail;
    }
    m->rules = rules;
    m->s = s;
    m->players = s->game.players;
    bind(m, true, levels, now);
    ui_match_mark_saved(m);
    return m;
fail:
    free(rules);
    free(m);
    free(s);
    return NULL;
}

const char *ui_match_rules_note(const ui_match *m) { return m->rules_note; }

void ui_match_free(ui_match *m)
{
    if (!m) return;
    for (int p = 0; p < SP_SEATS; p++) ui_bot_stop(&m->bots[p]); /* (an expert thinking) */
    free(m->tally);
    if (!m->net && !m->review) {
        sp_session_free(m->s);
        free(m->s);
        free(m->rules);
    }
    free(m);
}

void ui_match_pace(ui_match *m, int tween_ms, int think_ms, bool auto_pass, int turn_s, int call_s)
{
    m->tween_ms = tween_ms;
    m->think_ms = think_ms;
    m->auto_pass = auto_pass;
    if (m->net) return; /* the host's timers */
    m->s->turn_ms = turn_s * 1000;
    m->s->claim_ms = call_s * 1000;
    if (!turn_s && !call_s) m->s->timing = 0;
}

/* A LAN seat counts each hand as it sees it end, with the host's sheets when they came. */
static void net_tally(ui_match *m, const sp_view *v)
{
    if (!m->tally && (m->tally = malloc(sizeof *m->tally))) ui_tally_init(m->tally, m->players);
    if (!m->tally) return;
    static sp_score_result res[SP_MAX_WINNERS];
    const sp_net_sheet *sh;
    int n = sp_net_client_sheets(m->net, v->hand_number, &sh);
    for (int i = 0; i < n && i < SP_MAX_WINNERS; i++) sp_net_sheet_to_result(&sh[i], &res[i]);
    if (n > SP_MAX_WINNERS) n = SP_MAX_WINNERS;
    int32_t scores[SP_SEATS] = {0};
    for (int s = 0; s < v->players; s++) scores[s] = v->seats[s].score;
    if (m->tally->hands && m->tally->last_hand == v->hand_number) ui_tally_add_sheets(m->tally, &v->outcome, res, n, v->hand_number);
    else ui_tally_add_hand(m->tally, &v->outcome, res, n, v->hand_number, scores);
}

const ui_tally *ui_match_tally(ui_match *m, char *err, size_t errlen)
{
    err[0] = 0;
    if (m->net) {
        const sp_view *v = sp_net_client_view(m->net);
        bool over = v && (v->phase == SP_PHASE_HAND_OVER || v->phase == SP_PHASE_MATCH_OVER);
        if (over) net_tally(m, v); /* the sheets of the last hand may have come since */
        if (!m->tally) snprintf(err, errlen, "out of memory");
        return m->tally;
    }
    if (m->tally && m->tally_nlog == m->s->nlog) return m->tally;
    if (!m->tally && !(m->tally = malloc(sizeof *m->tally))) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (ui_tally_from_session(m->tally, m->s, err, errlen)) {
        m->tally_nlog = (size_t)-1;
        return NULL;
    }
    m->tally_nlog = m->s->nlog;
    return m->tally;
}

/* A LAN match moves when the host says: the ask's clock, auto-pass, and the hand's end and the
 * next hand's start as the view tells them. */
static void net_update(ui_match *m, uint64_t now)
{
    release_wins(m, now);
    sp_net_client_stats st = sp_net_client_get_stats(m->net);
    if (st.last_ask != m->net_ask) {
        m->net_ask = st.last_ask;
        m->net_asked_at = now;
    }
    const sp_action_list *legal;
    int32_t ms;
    if (sp_net_client_asked(m->net, &legal, &ms)) {
        if (m->has_choice) {
            m->has_choice = false;
            sp_net_client_submit(m->net, &m->choice);
        } else if (m->auto_pass && legal->n == 1 && legal->a[0].type == SP_ACT_PASS) {
            sp_net_client_submit(m->net, &legal->a[0]);
        }
    }
    const sp_view *v = sp_net_client_view(m->net);
    if (!v) return;
    bool over = v->phase == SP_PHASE_HAND_OVER || v->phase == SP_PHASE_MATCH_OVER;
    if (over && !m->hand_over_at) {
        m->hand_over_at = now;
        m->net_hand = v->hand_number;
        record_scores(m);
    }
    if (over) {
        net_tally(m, v); /* (the host's sheets come a moment after the hand's end) */
    } else if (m->hand_over_at && v->hand_number != m->net_hand) {
        /* the host dealt the next hand */
        m->hand_over_at = 0;
        m->result_shown = false;
        m->nres = 0;
    }
}

bool ui_match_update(ui_match *m, uint64_t now)
{
    m->now = now;
    /* shouts that ended */
    int k = 0;
    for (int i = 0; i < m->ntw; i++)
        if (now < m->tw[i].start + (uint64_t)m->tw[i].dur) m->tw[k++] = m->tw[i];
    m->ntw = k;
    if (m->net) {
        net_update(m, now);
        return ui_match_tweening(m, now);
    }
    if (m->paused_at) return false;
    char why[256];
    if (sp_game_pending(&m->s->game)) {
        /* the view seat's time runs out in this step: what the session does for it is told */
        int v = m->view_seat;
        bool out = m->human && (m->s->timing >> v & 1) && (int64_t)now >= m->s->deadline[v];
        size_t nlog = m->s->nlog;
        uint32_t timeouts = m->s->timeouts;
        if (sp_session_step(m->s, (int64_t)now, why, sizeof why) < 0) snprintf(m->error, sizeof m->error, "%s", why);
        for (size_t i = nlog; out && m->s->timeouts != timeouts && i < m->s->nlog; i++)
            if (m->s->log[i].seat == v) {
                m->timed_out = m->s->log[i].action;
                m->timed_out_until = now + 6000;
                break;
            }
    }
    unsigned pending = sp_game_pending(&m->s->game);
    if (!pending && !m->hand_over_at &&
        (m->s->game.phase == SP_PHASE_HAND_OVER || m->s->game.phase == SP_PHASE_MATCH_OVER)) {
        m->hand_over_at = now;
        record_scores(m);
    }
    return ui_match_tweening(m, now);
}

void ui_match_choose(ui_match *m, const sp_action *a)
{
    m->choice = *a;
    m->has_choice = true;
}

void ui_match_legal(const ui_match *m, sp_action_list *out)
{
    out->n = 0;
    if (m->net) {
        const sp_action_list *legal;
        int32_t ms;
        if (sp_net_client_asked(m->net, &legal, &ms)) *out = *legal;
        return;
    }
    if (!m->human || !(sp_game_pending(&m->s->game) >> m->view_seat & 1)) return;
    sp_game_legal(&m->s->game, m->view_seat, out);
}

int ui_match_time_left(const ui_match *m)
{
    int p = m->view_seat;
    if (m->net) {
        const sp_action_list *legal;
        int32_t ms;
        if (!sp_net_client_asked(m->net, &legal, &ms) || ms <= 0) return -1;
        int64_t left = (int64_t)ms - (int64_t)(m->now - m->net_asked_at);
        return left < 0 ? 0 : (int)left;
    }
    if (!(m->s->timing >> p & 1)) return -1;
    int64_t left = m->s->deadline[p] - (int64_t)(m->paused_at ? m->paused_at : m->now);
    return left < 0 ? 0 : (int)left;
}

int ui_match_time_total(const ui_match *m)
{
    if (m->net) {
        const sp_action_list *legal;
        int32_t ms;
        return sp_net_client_asked(m->net, &legal, &ms) && ms > 0 ? (int)ms : -1;
    }
    if (!(m->s->timing >> m->view_seat & 1)) return -1;
    int32_t ms = m->s->game.phase == SP_PHASE_TURN ? m->s->turn_ms : m->s->claim_ms;
    return ms > 0 ? (int)ms : -1;
}

/* Once a hand is over the game already holds the next hand's dealer and round; the table
 * shows the hand as it was dealt, as its result does: the winds the players had. */
static void as_dealt(sp_view *v)
{
    if (v->phase != SP_PHASE_HAND_OVER && v->phase != SP_PHASE_MATCH_OVER) return;
    v->dealer = v->outcome.dealer;
    v->round = v->outcome.round;
    v->hand_in_round = v->outcome.hand_in_round;
    v->dealer_streak = v->outcome.dealer_streak;
}

void ui_match_view(const ui_match *m, sp_view *out)
{
    if (!m->net) {
        sp_game_view(&m->s->game, m->view_seat, out);
        as_dealt(out);
        return;
    }
    const sp_view *v = sp_net_client_view(m->net);
    if (v) {
        *out = *v;
        as_dealt(out);
        return;
    }
    memset(out, 0, sizeof *out);
    out->rules = m->rules;
    out->seat = (int8_t)m->view_seat;
    out->players = (uint8_t)m->players;
    out->indicator = out->last_discard = -1;
    out->wild_kind = -1;
}

void ui_match_next_hand(ui_match *m)
{
    if (m->net) return; /* the host deals */
    if (m->s->game.phase != SP_PHASE_HAND_OVER) return;
    sp_session_next_hand(m->s);
    m->hand_over_at = 0;
    m->result_shown = false;
    m->ntw = 0;
    m->last_event_at = m->now;
}

bool ui_match_over(const ui_match *m)
{
    if (!m->net) return m->s->game.phase == SP_PHASE_MATCH_OVER;
    int st = sp_net_client_state(m->net);
    return st == SP_CLIENT_OVER || st == SP_CLIENT_FAILED || ui_match_phase(m) == SP_PHASE_MATCH_OVER;
}

void ui_match_pause(ui_match *m, uint64_t now)
{
    if (m->net) return; /* a LAN table does not wait for one player */
    if (!m->paused_at) m->paused_at = now ? now : 1;
}

void ui_match_unpause(ui_match *m, uint64_t now)
{
    if (!m->paused_at) return;
    int64_t d = (int64_t)now - (int64_t)m->paused_at;
    for (int p = 0; p < SP_SEATS; p++) m->s->deadline[p] += d;
    m->paused_at = 0;
}

int ui_match_save(const ui_match *m, const char *path, char *err, size_t errlen)
{
    if (m->net) return sp_net_client_save_log(m->net, path, err, errlen);
    return sp_replay_write(m->s, path, err, errlen);
}

void ui_match_fast_forward(ui_match *m, int actions)
{
    if (m->net) return;
    sp_controller keep[SP_SEATS];
    int tween = m->tween_ms, think = m->think_ms;
    memcpy(keep, m->s->ctl, sizeof keep);
    m->tween_ms = m->think_ms = 0;
    sp_controller bot = {SP_CTRL_BOT, true, bot_decide, m};
    for (int p = 0; p < m->players; p++) sp_session_set_controller(m->s, p, &bot);
    char why[256];
    uint64_t now = m->now;
    m->ff_budget = actions;
    m->last_event_at = 0;
    if (sp_session_step(m->s, (int64_t)now, why, sizeof why) < 0) snprintf(m->error, sizeof m->error, "%s", why);
    m->ff_budget = -1;
    m->ntw = 0;
    for (int p = 0; p < m->players; p++) sp_session_set_controller(m->s, p, &keep[p]);
    m->tween_ms = tween;
    m->think_ms = think;
    m->last_event_at = now;
}

void ui_match_play_hands(ui_match *m, int hands)
{
    if (m->net) return;
    for (int h = 0; h < hands; h++) {
        if (h > 0) {
            if (m->s->game.phase != SP_PHASE_HAND_OVER) break;
            ui_match_next_hand(m);
        }
        for (int guard = 0; guard < 100 && sp_game_pending(&m->s->game); guard++) ui_match_fast_forward(m, 100000);
        if (m->s->game.phase != SP_PHASE_HAND_OVER && m->s->game.phase != SP_PHASE_MATCH_OVER) break;
        m->hand_over_at = m->now ? m->now : 1;
        record_scores(m);
        if (m->s->game.phase == SP_PHASE_MATCH_OVER) break;
    }
}

bool ui_match_waiting(const ui_match *m)
{
    if (m->net) return false;
    unsigned pending = sp_game_pending(&m->s->game);
    return pending && !m->paused_at && !(m->human && pending == (1u << m->view_seat));
}
