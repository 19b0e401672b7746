/* screen_match_result.c: the match result over the whole window - each player's place, score,
 * settlement, wins, self-draws, deal-ins and biggest hand (ui/match_tally.h counts them from
 * the match's log), the rows rolling from seat order into the ranking, a chart of every seat's
 * score after each hand with its legend, and Rematch (a local match: the same rules, options and
 * players on a new seed) and Back. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/lan.h"
#include "ui/match.h"
#include "ui/row_roll.h"
#include "ui/saves.h"
#include "ui/screens.h"
#include "ui/seat_name.h"
#include "ui/sheet_text.h"
#include "ui/sound_ids.h"
#include "ui/stats_charts.h"
#include "ui/win_fx.h"
#include "ui/win_timeline.h"

enum { MR_BACK = 0, MR_REMATCH = 1 };
enum { ROLL_DELAY_MS = 500, ROLL_MS = 700 };

static const SDL_Color seat_colour[SP_SEATS] = {
    {240, 200, 90, 255}, {120, 200, 240, 255}, {240, 120, 110, 255}, {170, 230, 140, 255}};

/* The columns of the players' table, as fractions of its width: the places, the names, the
 * scores and the settlement (when the ruleset settles), the three counts, the biggest hand. */
static const float COL_NAME = 0.05f, COL_SCORE = 0.35f, COL_SETTLE = 0.09f, COL_COUNT = 0.09f;

typedef struct {
    ui_match *m;
    const ui_tally *t;
    const sp_view *v;
    float x, w, h;
    bool settle;
    int first;              /* the seat in first place */
} rows;

/* Where a column is: the right edge of the settlement, the centre of count i (wins,
 * self-draws, deal-ins), the left edge of the biggest hand. */
static float settle_right(const rows *r) { return r->x + r->w * (COL_SCORE + COL_SETTLE); }
static float count_centre(const rows *r, int i)
{
    return r->x + r->w * (COL_SCORE + (r->settle ? COL_SETTLE : 0) + 0.02f + COL_COUNT * ((float)i + 0.5f));
}
static float best_left(const rows *r) { return count_centre(r, 3) - r->w * COL_COUNT / 2 + 10; }

/* Rematch is offered for a local match played here: not a LAN seat's (the host deals), not one
 * watched again in the replay viewer. */
static bool rematch_offered(const ui_match *m) { return m && !m->net && !m->review && m->s; }

/* What the seat's biggest win was: "8 fan · hand 5 · self-drawn" and its patterns. */
static void biggest(ui_app *app, const ui_match *m, const ui_tally_seat *ts, char *head, size_t hlen, char *pats,
                    size_t plen)
{
    const ui_i18n *t = &app->i18n;
    char amount[48], hand[48];
    ui_sheet_amount(m->rules, (int)ts->best_value, t, amount, sizeof amount);
    ui_tr_n(t, "match.hand_n", ts->best_hand, hand, sizeof hand);
    snprintf(head, hlen, "%s · %s", amount, hand);
    size_t n = 0;
    pats[0] = 0;
    for (int i = 0; i < ts->npatterns && n + 1 < plen; i++) {
        char name[96];
        ui_sheet_name(m->rules, &ts->patterns[i], app->i18n.lang, name, sizeof name);
        int w = snprintf(pats + n, plen - n, "%s%s", i ? " · " : "", name);
        if (w < 0) break;
        n += (size_t)w < plen - n ? (size_t)w : plen - n - 1;
    }
    if (!ts->npatterns && ts->best_limit) snprintf(pats, plen, "%s", ui_tr(t, "result.limit_stamp"));
}

static void draw_row(ui_app *app, int seat, float y, void *ctx)
{
    const rows *r = ctx;
    const ui_tally_seat *ts = &r->t->seat[seat];
    char buf[160], name[64];
    float size = 20, line = ui_line_h(app, size), ty = y + (r->h - line) / 2, left = r->x + r->w * COL_NAME;
    ui_fill(app, (ui_rect){left + 6, y + 10, 6, r->h - 20}, seat_colour[seat]);
    ui_seat_name(app, r->m, seat, name, sizeof name);
    ui_stats_line(app, left + 22, ty, r->x + r->w * COL_SCORE - left - 130, size, seat == r->first ? UI_GOLD : UI_WHITE,
                  UI_ALIGN_LEFT, true, name);
    snprintf(buf, sizeof buf, "%d", (int)r->v->seats[seat].score);
    ui_text(app, r->x + r->w * COL_SCORE, ty, size, UI_WHITE, UI_ALIGN_RIGHT, true, buf);
    if (r->settle) {
        snprintf(buf, sizeof buf, "%+d", (int)r->v->outcome.settlement[seat]);
        ui_text(app, settle_right(r), ty, size, UI_GOLD, UI_ALIGN_RIGHT, true, buf);
    }
    const int counts[3] = {ts->wins, ts->self_draws, ts->deal_ins};
    for (int i = 0; i < 3; i++) {
        snprintf(buf, sizeof buf, "%d", counts[i]);
        ui_text(app, count_centre(r, i), ty, size, counts[i] ? UI_WHITE : UI_DIM, UI_ALIGN_CENTER, false, buf);
    }
    float bx = best_left(r), bw = r->x + r->w - 10 - bx;
    if (!ts->best_hand) {
        ui_text(app, bx, ty, size, UI_DIM, UI_ALIGN_LEFT, false, "—");
        return;
    }
    char head[160], pats[400];
    biggest(app, r->m, ts, head, sizeof head, pats, sizeof pats);
    /* the value and hand on one line, the patterns under it (on two lines when the row has room) */
    float small = 15, sl = ui_line_h(app, small), top = y + 6;
    ui_stats_line(app, bx, top, bw, small, UI_GOLD, UI_ALIGN_LEFT, true, head);
    ui_text_box(app, (ui_rect){bx, top + sl, bw, r->h - 10 - sl}, small, UI_WHITE, UI_ALIGN_LEFT, false,
                pats[0] ? pats : "—");
}

/* The table's header, the lanes' places and the rows, rolling from seat order to the ranking. */
static float draw_table(ui_app *app, rows *r, float y, float roll)
{
    const ui_i18n *t = &app->i18n;
    float hs = 14, hl = ui_line_h(app, hs), cw = r->w * COL_COUNT, left = r->x + r->w * COL_NAME;
    /* the counts' words may take two lines in a narrow window */
    static const char *const heads[3] = {"match.wins", "match.self_draws", "match.deal_ins"};
    for (int i = 0; i < 3; i++)
        ui_text_box(app, (ui_rect){count_centre(r, i) - cw / 2 + 2, y, cw - 4, 2 * hl}, hs, UI_DIM, UI_ALIGN_CENTER,
                    false, ui_tr(t, heads[i]));
    float y0 = y;
    y += hl / 2; /* the other words on the middle of those two lines */
    ui_stats_line(app, left + 22, y, r->x + r->w * COL_SCORE - left - 130, hs, UI_DIM, UI_ALIGN_LEFT, false,
                  ui_tr(t, "match.player"));
    ui_stats_line(app, r->x + r->w * COL_SCORE, y, 100, hs, UI_DIM, UI_ALIGN_RIGHT, false, ui_tr(t, "match.score"));
    if (r->settle)
        ui_stats_line(app, settle_right(r), y, r->w * COL_SETTLE - 8, hs, UI_DIM, UI_ALIGN_RIGHT, false,
                      ui_tr(t, "match.settlement"));
    ui_stats_line(app, best_left(r), y, r->x + r->w - 10 - best_left(r), hs, UI_DIM, UI_ALIGN_LEFT, false,
                  ui_tr(t, "match.biggest"));
    y = y0 + 2 * hl + 2;
    int order[SP_SEATS], place[SP_SEATS];
    int32_t scores[SP_SEATS];
    for (int s = 0; s < SP_SEATS; s++) scores[s] = r->v->seats[s].score;
    ui_tally_order(scores, r->v->players, order);
    for (int i = 0; i < r->v->players; i++) place[order[i]] = i;
    r->first = order[0];
    /* the places stay, gold, silver, bronze; the players roll into them */
    static const SDL_Color medal[3] = {{240, 200, 90, 255}, {205, 210, 215, 255}, {215, 150, 95, 255}};
    char buf[16];
    for (int i = 0; i < r->v->players; i++) {
        snprintf(buf, sizeof buf, "%d", i + 1);
        float size = i == 0 ? 28 : 22;
        ui_text(app, left - 8, y + r->h * (float)i + (r->h - ui_line_h(app, size)) / 2, size, i < 3 ? medal[i] : UI_WHITE,
                UI_ALIGN_RIGHT, true, buf);
    }
    for (int i = 0; i < r->v->players; i++) /* each lane's band; the rows roll inside them */
        ui_fill(app, (ui_rect){left, y + r->h * (float)i + 4, r->x + r->w - left, r->h - 8}, (SDL_Color){10, 30, 22, 150});
    ui_rows_roll(app, left, y, r->x + r->w - left, r->h, 4, r->v->players, place, roll, draw_row, r);
    return y + r->h * (float)r->v->players;
}

/* The chart of every seat's score, hand by hand, and its legend beside it. */
static void draw_chart(ui_app *app, ui_match *m, const ui_tally *tl, const sp_view *v, ui_rect c)
{
    const ui_i18n *t = &app->i18n;
    static double xs[UI_TALLY_HANDS + 1], ys[SP_SEATS][UI_TALLY_HANDS + 1];
    ui_chart_line lines[SP_SEATS];
    int first = tl->hands ? tl->last_hand - (tl->nscores - 1) : 0; /* the hand before the first point's */
    for (int i = 0; i < tl->nscores; i++) xs[i] = first + i;
    for (int s = 0; s < v->players; s++) {
        for (int i = 0; i < tl->nscores; i++) ys[s][i] = tl->scores[i][s];
        lines[s] = (ui_chart_line){tl->nscores, xs, ys[s], seat_colour[s]};
    }
    float legend_w = c.w * 0.2f;
    ui_chart_words words = {ui_tr(t, "match.chart"), ui_tr(t, "match.chart_x"), ui_tr(t, "match.chart_y")};
    char x0[16], x1[16];
    snprintf(x0, sizeof x0, "%d", first);
    snprintf(x1, sizeof x1, "%d", tl->hands ? tl->last_hand : 0);
    ui_line_chart_fit(app, (ui_rect){c.x, c.y, c.w - legend_w - 12, c.h}, &words, lines, v->players, x0, x1, "");
    ui_rect lg = {c.x + c.w - legend_w, c.y, legend_w, c.h};
    ui_panel(app, lg);
    float size = 16, line = ui_line_h(app, size), y = lg.y + 10;
    ui_stats_line(app, lg.x + 12, y, lg.w - 24, size, UI_GOLD, UI_ALIGN_LEFT, true, ui_tr(t, "match.legend"));
    y += line + 8;
    for (int s = 0; s < v->players && y + line <= lg.y + lg.h; s++, y += line + 8) {
        char name[64];
        ui_seat_name(app, m, s, name, sizeof name);
        char score[24];
        snprintf(score, sizeof score, "%d", (int)v->seats[s].score);
        float sw = ui_text_width(app, size, false, score);
        ui_fill(app, (ui_rect){lg.x + 12, y + line / 2 - 2, 22, 5}, seat_colour[s]);
        ui_stats_line(app, lg.x + 42, y, lg.w - 66 - sw, size, UI_WHITE, UI_ALIGN_LEFT, false, name);
        ui_text(app, lg.x + lg.w - 12, y, size, UI_DIM, UI_ALIGN_RIGHT, false, score);
    }
}

static void match_result_draw(ui_app *app)
{
    ui_felt(app);
    ui_match *m = app->match;
    if (!m) return;
    const ui_i18n *t = &app->i18n;
    sp_view v;
    ui_match_view(m, &v);
    char err[300];
    const ui_tally *tl = ui_match_tally(m, err, sizeof err);
    float margin = 30, x = margin, w = app->lw - 2 * margin;
    ui_text(app, app->lw / 2, 12, 32, UI_GOLD, UI_ALIGN_CENTER, true, ui_tr(t, "match.title"));
    float y = 12 + ui_line_h(app, 32) + 6;
    int64_t el = (int64_t)(app->now - app->screen_since);
    float roll = app->settings.speed >= 3 ? 1 : (float)(el - ROLL_DELAY_MS) / ROLL_MS;
    roll = ui_win_ease(roll < 0 ? 0 : roll > 1 ? 1 : roll);
    if (tl) {
        /* the rows take what a tall window has to spare (800 x 600 is 1280 x 960 units) */
        float h = 58 + (app->lh > 720 ? (app->lh - 720) * 0.12f : 0);
        rows r = {m, tl, &v, x, w, h > 96 ? 96 : h, false, 0};
        for (int s = 0; s < v.players; s++) r.settle |= v.outcome.settlement[s] != 0;
        y = draw_table(app, &r, y, roll) + 6;
        if (tl->first_hand > 1) { /* a LAN seat that came in late counts what it saw */
            char note[200];
            ui_tr_n(t, "match.counted_from", tl->first_hand, note, sizeof note);
            ui_stats_line(app, x, y, w, 14, UI_DIM, UI_ALIGN_LEFT, false, note);
            y += ui_line_h(app, 14) + 4;
        }
    } else { /* the log did not play again: why, instead of figures that would be wrong */
        ui_stats_line(app, x, y, w, 16, UI_RED, UI_ALIGN_LEFT, false, err);
        y += ui_line_h(app, 16) + 4;
    }
    float by = app->lh - 66;
    if (tl) draw_chart(app, m, tl, &v, (ui_rect){x, y + 6, w, by - y - 20});
    /* Rematch and Back, one label size */
    bool again = rematch_offered(m);
    const char *back = ui_tr(t, m->review ? "match.back_replay" : "match.again");
    ui_rect rb = {app->lw - margin - 260, by, 260, 50}, ra = {rb.x - 276, by, 260, 50};
    float size = ui_button_text_size(app, rb, back);
    if (again && ui_button_text_size(app, ra, ui_tr(t, "match.rematch")) < size)
        size = ui_button_text_size(app, ra, ui_tr(t, "match.rematch"));
    if (again) ui_button_sized(app, ra, ui_tr(t, "match.rematch"), MR_REMATCH, true, size);
    ui_button_sized(app, rb, back, MR_BACK, true, size);
    /* the match's end: a flourish over the screen for its first seconds (ui/win_fx.c) */
    ui_fx_match_end(app, el, app->settings.speed);
    if (el < ui_fx_match_end_ms(app->settings.speed) || roll < 1) ui_redraw_in(app, 16);
}

/* Leaves the finished match: kept among the replays, its save removed (ui_autosave). */
static void leave_match(ui_app *app)
{
    ui_autosave(app);
    if (app->match && app->match->net) ui_lan_leave(app); /* frees the match */
    else ui_match_free(app->match);
    app->match = NULL;
}

/* A new seed for the rematch: the old one and the clock, mixed (splitmix64). */
static uint64_t rematch_seed(uint64_t old)
{
    uint64_t z = old ^ SDL_GetPerformanceCounter();
    z += 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    return z == old ? z + 1 : z;
}

/* The same ruleset, options, players and computer levels on a new seed; the finished match is
 * left as Back leaves it. */
static void rematch(ui_app *app)
{
    ui_match *old = app->match;
    sp_ruleset *rs = malloc(sizeof *rs);
    if (!old || !rs) {
        free(rs);
        return;
    }
    memcpy(rs, old->rules, sizeof *rs);
    int32_t options[SP_MAX_OPTIONS];
    int levels[SP_SEATS];
    memcpy(options, old->s->options, sizeof options);
    memcpy(levels, old->level, sizeof levels);
    int players = old->players;
    bool human = old->human;
    uint64_t seed = rematch_seed(old->s->seed);
    char err[300];
    ui_match *m = ui_match_start(rs, options, players, seed, human, levels, app->now, err, sizeof err);
    if (!m) {
        ui_error(app, "msg.start_bad", err);
        return;
    }
    leave_match(app);
    app->match = m;
    if (human) ui_saves_new_slot(app); /* a file of its own, as New game gives */
    app->watch = !human;
    ui_show(app, &ui_screen_table);
}

/* Yes to the question below: the oldest save makes room, then the rematch. */
static void rematch_replacing(ui_app *app)
{
    char oldest[1100];
    ui_saves_oldest(app, oldest, sizeof oldest);
    if (oldest[0]) remove(oldest);
    rematch(app);
}

static void match_result_activate(ui_app *app, int id, bool back)
{
    (void)back;
    ui_match *m = app->match;
    if (id == MR_REMATCH && rematch_offered(m)) {
        /* asks nothing more - but never replaces a saved match without a question (New game's) */
        char detail[300], oldest[1100];
        ui_saves_oldest(app, oldest, sizeof oldest);
        if (m->human && ui_saves_count(app) >= UI_SAVE_SLOTS && ui_saved_match_text(app, oldest, detail, sizeof detail))
            ui_confirm(app, ui_tr(&app->i18n, "confirm.replace_save"), detail, "confirm.replace", rematch_replacing);
        else
            rematch(app);
        return;
    }
    if (id != MR_BACK) return;
    if (m && m->review) { /* opened from the replay viewer: back to it */
        ui_screen_back(app);
        return;
    }
    leave_match(app);
    app->watch = false;
    ui_show(app, &ui_screen_title);
}

/* The match's end is heard when its result opens. */
static void match_result_open(ui_app *app)
{
    ui_play_sound(app, SOUND_MATCH_END);
}

const ui_screen ui_screen_match_result = {
    .name = "match-result",
    .opaque = true,
    .keys = "keys.match_result",
    .open = match_result_open,
    .event = ui_enter_activates_first,
    .activate = match_result_activate,
    .draw = match_result_draw};
