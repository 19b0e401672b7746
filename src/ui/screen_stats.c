/* screen_stats.c: the player's statistics (from the title) - per ruleset or overall, over all
 * time or the last 7, 30 or 365 days: the figures, the places and the running total of points
 * as charts, the patterns made (rarest first), and the review's agreement and loss over time
 * once reviews exist. The numbers are table/history_stats.c's. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "table/ruleset_file.h"
#include "ui/draw.h"
#include "ui/match_history.h"
#include "ui/screens.h"
#include "ui/stats_charts.h"
#include "ui/stats_panels.h"

enum { STATS_BACK = 0, STATS_RULES_PREV = 1, STATS_RULES_NEXT = 2, STATS_RANGE_PREV = 3, STATS_RANGE_NEXT = 4 };
enum { RANGES = 4 };
static const int range_days[RANGES] = {0, 7, 30, 365};
static const char *const range_keys[RANGES] = {"stats.range_all", "stats.range_7", "stats.range_30", "stats.range_365"};

typedef struct {
    int rules;                                      /* index into ids, -1 every ruleset */
    int range;                                      /* index into range_days */
    int nids;
    char ids[SP_STATS_MAX_RULESETS][SP_ID_LEN];     /* the rulesets with hands at any date */
    sp_stats st;
    char names[SP_STATS_MAX_PATTERNS][160];         /* the patterns' names in the window's language */
    char from[11];
    bool empty;                                     /* no history at all */
    char error[600];
} stats_state;

/* The history, unless the player has none yet (the screen does not make one). */
static sp_history *history(ui_app *app)
{
    if (!app->history || !app->history->opened) {
        char path[1200];
        struct stat sb;
        snprintf(path, sizeof path, "%s%s", app->pref_dir, SP_HISTORY_FILE);
        if (!app->pref_dir[0] || stat(path, &sb) != 0) return NULL;
    }
    return ui_history_get(app);
}

/* The patterns' names: each ruleset's file read once (the id stays when it cannot be). */
static void name_patterns(ui_app *app, stats_state *s)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    char loaded[SP_ID_LEN] = "", err[300];
    bool ok = false;
    for (int i = 0; i < s->st.npatterns; i++) {
        const char *rid = s->st.patterns[i].ruleset, *pid = s->st.patterns[i].id, *name = pid;
        if (rs && strcmp(loaded, rid)) {
            snprintf(loaded, sizeof loaded, "%s", rid);
            ok = sp_ruleset_load(rid, rs, err, sizeof err) == 0;
        }
        int p = rs && ok ? sp_ruleset_pattern(rs, pid) : -1;
        if (p >= 0 && rs->patterns[p].names[app->i18n.lang][0]) name = rs->patterns[p].names[app->i18n.lang];
        if (s->rules < 0) { /* every ruleset: the pattern's, by its ruleset's name without its "(...)" */
            const char *rname = ui_newgame_rules_name(app, rid);
            const char *cut = strstr(rname, "("), *wide = strstr(rname, "（");
            if (!cut || (wide && wide < cut)) cut = wide;
            size_t n = cut ? (size_t)(cut - rname) : strlen(rname);
            while (n && rname[n - 1] == ' ') n--;
            snprintf(s->names[i], sizeof s->names[i], "%s · %.*s", name, (int)n, rname);
        } else {
            snprintf(s->names[i], sizeof s->names[i], "%s", name);
        }
    }
    free(rs);
}

static void refresh(ui_app *app, stats_state *s)
{
    s->error[0] = 0;
    sp_history *h = history(app);
    s->empty = h == NULL;
    memset(&s->st, 0, sizeof s->st);
    if (!h) return;
    sp_stats_filter f;
    memset(&f, 0, sizeof f);
    if (!s->nids) { /* the rulesets to choose from: those with hands at any date */
        if (sp_history_stats(h, &f, &s->st, s->error, sizeof s->error)) return;
        s->nids = s->st.nrulesets;
        memcpy(s->ids, s->st.rulesets, sizeof s->ids);
    }
    if (s->rules >= s->nids) s->rules = -1;
    if (s->rules >= 0) snprintf(f.ruleset, sizeof f.ruleset, "%s", s->ids[s->rules]);
    s->from[0] = 0;
    if (range_days[s->range]) {
        time_t from = time(NULL) - (time_t)(range_days[s->range] - 1) * 86400;
        struct tm tm;
        if (localtime_r(&from, &tm)) strftime(s->from, sizeof s->from, "%Y-%m-%d", &tm);
    }
    snprintf(f.from, sizeof f.from, "%s", s->from);
    if (sp_history_stats(h, &f, &s->st, s->error, sizeof s->error)) return;
    name_patterns(app, s);
}

static void stats_open(ui_app *app)
{
    stats_state *s = ui_screen_state(app);
    s->rules = -1;
    refresh(app, s);
}

/* "‹ label ›": two buttons around a panel holding the choice. */
static void chooser(ui_app *app, float x, float y, float w, const char *label, int prev_id, int next_id)
{
    ui_button(app, (ui_rect){x, y, 48, 44}, "‹", prev_id, true);
    ui_rect mid = {x + 54, y, w - 108, 44};
    ui_panel(app, mid);
    ui_text_box(app, (ui_rect){mid.x + 8, mid.y + 2, mid.w - 16, mid.h - 4}, 17, UI_WHITE, UI_ALIGN_CENTER, false, label);
    ui_button(app, (ui_rect){x + w - 48, y, 48, 44}, "›", next_id, true);
}

static void draw_filters(ui_app *app, const stats_state *s, float y)
{
    const ui_i18n *t = &app->i18n;
    float w = (app->lw - 100) / 2;
    chooser(app, 40, y, w, s->rules < 0 ? ui_tr(t, "stats.all_rules") : ui_newgame_rules_name(app, s->ids[s->rules]),
            STATS_RULES_PREV, STATS_RULES_NEXT);
    char range[160];
    if (s->from[0]) snprintf(range, sizeof range, "%s (%s %s)", ui_tr(t, range_keys[s->range]), ui_tr(t, "stats.since"), s->from);
    else snprintf(range, sizeof range, "%s", ui_tr(t, range_keys[s->range]));
    chooser(app, 60 + w, y, w, range, STATS_RANGE_PREV, STATS_RANGE_NEXT);
}

static void draw_charts(ui_app *app, const stats_state *s, ui_rect ranks_r, ui_rect points_r)
{
    const ui_i18n *t = &app->i18n;
    const sp_stats *st = &s->st;
    const char *labels[SP_SEATS] = {ui_tr(t, "stats.rank1"), ui_tr(t, "stats.rank2"), ui_tr(t, "stats.rank3"),
                                    ui_tr(t, "stats.rank4")};
    double counts[SP_SEATS];
    for (int r = 0; r < SP_SEATS; r++) counts[r] = st->ranks[r];
    ui_chart_words rw = {ui_tr(t, "stats.ranks"), ui_tr(t, "stats.axis_place"), ui_tr(t, "stats.axis_matches")};
    ui_bar_chart(app, ranks_r, &rw, SP_SEATS, labels, counts);
    static double xs[SP_STATS_MAX_POINTS], ys[SP_STATS_MAX_POINTS];
    for (int i = 0; i < st->npoints; i++) xs[i] = st->points_line[i].hand, ys[i] = (double)st->points_line[i].total;
    ui_chart_line line = {st->npoints, xs, ys, UI_GOLD};
    char last[16];
    snprintf(last, sizeof last, "%d", st->hands);
    ui_chart_words pw = {ui_tr(t, "stats.points_chart"), ui_tr(t, "stats.axis_hands"), ui_tr(t, "stats.axis_points")};
    ui_line_chart(app, points_r, &pw, &line, 1, "1", last, "");
}

/* The review's agreement (%) and loss per reviewed match, oldest first. */
static void draw_reviews(ui_app *app, const stats_state *s, ui_rect r)
{
    const ui_i18n *t = &app->i18n;
    const sp_stats *st = &s->st;
    static double xs[SP_STATS_MAX_REVIEWS], agree[SP_STATS_MAX_REVIEWS], loss[SP_STATS_MAX_REVIEWS];
    for (int i = 0; i < st->nreviews; i++) xs[i] = i + 1, agree[i] = st->reviews[i].agreement * 100, loss[i] = st->reviews[i].loss;
    char first[16] = "", last[16] = "";
    struct tm tm;
    time_t a = (time_t)st->reviews[0].at, b = (time_t)st->reviews[st->nreviews - 1].at;
    if (localtime_r(&a, &tm)) strftime(first, sizeof first, "%Y-%m-%d", &tm);
    if (localtime_r(&b, &tm)) strftime(last, sizeof last, "%Y-%m-%d", &tm);
    if (st->nreviews == 1) last[0] = 0; /* one date under one point */
    float w = (r.w - 20) / 2;
    ui_chart_line al = {st->nreviews, xs, agree, (SDL_Color){120, 200, 240, 255}};
    ui_chart_words aw = {ui_tr(t, "stats.agreement_chart"), ui_tr(t, "stats.axis_reviewed"), ui_tr(t, "stats.axis_agreement")};
    ui_line_chart(app, (ui_rect){r.x, r.y, w, r.h}, &aw, &al, 1, first, last, "%");
    ui_chart_line ll = {st->nreviews, xs, loss, (SDL_Color){240, 120, 110, 255}};
    ui_chart_words lw = {ui_tr(t, "stats.loss_chart"), ui_tr(t, "stats.axis_reviewed"), ui_tr(t, "stats.axis_loss")};
    ui_line_chart(app, (ui_rect){r.x + w + 20, r.y, w, r.h}, &lw, &ll, 1, first, last, "");
}

static void stats_draw(ui_app *app)
{
    ui_felt(app);
    const ui_i18n *t = &app->i18n;
    stats_state *s = ui_screen_state(app);
    ui_text(app, app->lw / 2, 16, 34, UI_WHITE, UI_ALIGN_CENTER, true, ui_tr(t, "stats.title"));
    ui_button(app, (ui_rect){app->lw - 260, app->lh - 66, 230, 50}, ui_tr(t, "back"), STATS_BACK, true);
    float top = 130, bottom = app->lh - 84, gap = 16;
    if (s->error[0] || s->empty) {
        ui_rect m = {app->lw / 2 - 420, app->lh / 2 - 60, 840, 120};
        ui_panel(app, m);
        ui_text_box(app, (ui_rect){m.x + 20, m.y + 10, m.w - 40, m.h - 20}, 18, s->error[0] ? UI_RED : UI_WHITE,
                    UI_ALIGN_CENTER, false, s->error[0] ? s->error : ui_tr(t, "stats.empty"));
        return;
    }
    draw_filters(app, s, 72);
    if (!s->st.hands) {
        ui_rect m = {app->lw / 2 - 420, app->lh / 2 - 50, 840, 100};
        ui_panel(app, m);
        ui_text_box(app, (ui_rect){m.x + 20, m.y + 10, m.w - 40, m.h - 20}, 18, UI_WHITE, UI_ALIGN_CENTER, false,
                    ui_tr(t, "stats.none_in_range"));
        return;
    }
    float left_w = 400, right_x = 40 + left_w + gap, right_w = app->lw - 40 - right_x;
    float half = (bottom - top - gap) / 2;
    ui_stats_figures(app, (ui_rect){40, top, left_w, half}, &s->st);
    float ranks_w = right_w * 0.4f;
    draw_charts(app, s, (ui_rect){right_x, top, ranks_w, half},
                (ui_rect){right_x + ranks_w + gap, top, right_w - ranks_w - gap, half});
    float y2 = top + half + gap;
    if (s->st.nreviews) {
        ui_stats_patterns(app, (ui_rect){40, y2, left_w, half}, &s->st, s->names);
        draw_reviews(app, s, (ui_rect){right_x, y2, right_w, half});
    } else {
        /* no reviews yet: the patterns take the row, beside the Back button */
        ui_stats_patterns(app, (ui_rect){40, y2, app->lw - 80 - 250, half}, &s->st, s->names);
    }
}

static void stats_activate(ui_app *app, int id, bool back)
{
    (void)back;
    stats_state *s = ui_screen_state(app);
    switch (id) {
    case STATS_BACK: ui_screen_back(app); return;
    case STATS_RULES_PREV: s->rules = s->rules < 0 ? s->nids - 1 : s->rules - 1; break;
    case STATS_RULES_NEXT: s->rules = s->rules + 1 >= s->nids ? -1 : s->rules + 1; break;
    case STATS_RANGE_PREV: s->range = (s->range + RANGES - 1) % RANGES; break;
    case STATS_RANGE_NEXT: s->range = (s->range + 1) % RANGES; break;
    default: return;
    }
    refresh(app, s);
    app->changed = true;
}

/* ← → the ruleset, ↑ ↓ the dates, Esc back. */
static bool stats_event(ui_app *app, const SDL_Event *e)
{
    if (ui_escape_goes_back(app, e)) return true;
    if (e->type != SDL_KEYDOWN) return false;
    switch (e->key.keysym.sym) {
    case SDLK_LEFT: stats_activate(app, STATS_RULES_PREV, false); return true;
    case SDLK_RIGHT: stats_activate(app, STATS_RULES_NEXT, false); return true;
    case SDLK_UP: stats_activate(app, STATS_RANGE_PREV, false); return true;
    case SDLK_DOWN: stats_activate(app, STATS_RANGE_NEXT, false); return true;
    default: return false;
    }
}

const ui_screen ui_screen_stats = {.name = "stats",
                                   .keys = "keys.stats",
                                   .state_size = sizeof(stats_state),
                                   .open = stats_open,
                                   .event = stats_event,
                                   .activate = stats_activate,
                                   .draw = stats_draw};
