/* ui_match_end: the match result (issue 20 item 11), headless under SDL's dummy driver.
 * - For each ruleset given, a whole match is played hand by hand; after each hand the test
 *   counts from the engine's own outcome each seat's wins, self-draws, deal-ins (a discard won
 *   on, once however many won on it) and biggest win (the highest value, then the most points,
 *   the earliest of equals), and the scores. The match result's figures (ui_match_tally) must
 *   be those, and the screen must show each seat's biggest hand, value and hand number.
 * - A match saved after a few hands and resumed counts every hand, not only those played
 *   after the resume.
 * - Rematch starts a new match at once with the same ruleset, options, players and computer
 *   levels on another seed; a match watched again in the replay viewer offers none.
 * - The ranking's rows roll into place lane by lane: at no moment of any re-sort of four rows
 *   do two rows' visible parts overlap.
 *   ui_match_end RULESET...   exit 0 when every check holds */
#define _POSIX_C_SOURCE 200809L
#define UI_TEST_NAME "ui_match_end"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "table/replay.h"
#include "table/ruleset_edit.h"
#include "table/ruleset_file.h"
#include "ui/match.h"
#include "ui/row_roll.h"
#include "ui/screens.h"
#include "ui/sheet_text.h"

#include "ui_input.h"
#include "ui_test_app.h"

/* What the test counts itself, seat by seat. */
typedef struct {
    int wins, self_draws, deal_ins, best_hand;
    int32_t best_value, best_points;
} counted;

typedef struct {
    counted seat[SP_SEATS];
    int hands;
    int32_t scores[UI_TALLY_HANDS + 1][SP_SEATS];
} expected;

static void count_hand(expected *x, const sp_game *g)
{
    const sp_hand_outcome *o = &g->outcome;
    if (x->hands == 0)
        for (int s = 0; s < g->players; s++) x->scores[0][s] = o->scores_before[s];
    x->hands++;
    for (int s = 0; s < g->players; s++) x->scores[x->hands][s] = g->seat[s].score;
    if (o->kind != SP_END_WIN) return;
    bool dealt[SP_SEATS][SP_MAX_WALL] = {{false}};
    for (int i = 0; i < o->nwins; i++) {
        const sp_game_win *w = &o->wins[i];
        if (!w->valid) continue;
        counted *c = &x->seat[w->seat];
        c->wins++;
        if (w->discarder < 0) c->self_draws++;
        else if (!dealt[w->discarder][w->win_tile]) {
            dealt[w->discarder][w->win_tile] = true;
            x->seat[w->discarder].deal_ins++;
        }
        int32_t gained = o->delta[w->seat];
        bool bigger = !c->best_hand || w->fan > c->best_value || (w->fan == c->best_value && gained > c->best_points);
        if (bigger) {
            c->best_hand = g->hand_number;
            c->best_value = w->fan;
            c->best_points = gained;
        }
    }
}

/* Plays the match on to its end, counting each hand. */
static void play_to_end(ui_match *m, expected *x)
{
    for (int guard = 0; guard < 400 && !ui_match_over(m); guard++) {
        if (m->s->game.phase == SP_PHASE_HAND_OVER) ui_match_next_hand(m);
        ui_match_play_hands(m, 1);
        if (m->s->game.phase == SP_PHASE_HAND_OVER || m->s->game.phase == SP_PHASE_MATCH_OVER) count_hand(x, &m->s->game);
    }
}

static void compare(const char *what, const ui_tally *t, const expected *x, int players)
{
    CHECK(t != NULL, "%s: no figures", what);
    if (!t) return;
    CHECK(t->hands == x->hands, "%s: %d hands counted, %d played", what, t->hands, x->hands);
    CHECK(t->nscores == x->hands + 1, "%s: %d points on the chart for %d hands", what, t->nscores, x->hands);
    for (int h = 0; h < t->nscores && h <= x->hands; h++)
        for (int s = 0; s < players; s++)
            CHECK(t->scores[h][s] == x->scores[h][s], "%s: seat %d after hand %d: %d on the chart, %d played", what, s, h,
                  t->scores[h][s], x->scores[h][s]);
    for (int s = 0; s < players; s++) {
        const ui_tally_seat *a = &t->seat[s];
        const counted *b = &x->seat[s];
        CHECK(a->wins == b->wins && a->self_draws == b->self_draws && a->deal_ins == b->deal_ins,
              "%s: seat %d: wins/self-draws/deal-ins %d/%d/%d, counted %d/%d/%d", what, s, a->wins, a->self_draws,
              a->deal_ins, b->wins, b->self_draws, b->deal_ins);
        CHECK(a->best_hand == b->best_hand && a->best_value == b->best_value && a->best_points == b->best_points,
              "%s: seat %d: biggest hand %d (%d, %+d), counted hand %d (%d, %+d)", what, s, a->best_hand,
              (int)a->best_value, (int)a->best_points, b->best_hand, (int)b->best_value, (int)b->best_points);
        CHECK(!b->best_hand || a->npatterns > 0 || a->best_value == 0, "%s: seat %d: the biggest hand has no patterns",
              what, s);
    }
}

/* The match result shows each seat's biggest hand: its value and number. */
static void check_screen(ui_app *app, const char *rules, const expected *x, int players)
{
    ui_show(app, &ui_screen_match_result);
    app->record = true;
    app->ntext = 0;
    app->text_rec[0] = 0;
    ui_draw(app);
    app->record = false;
    for (int s = 0; s < players; s++) {
        const counted *b = &x->seat[s];
        if (!b->best_hand) continue;
        char amount[48], want[120];
        ui_sheet_amount(app->match->rules, (int)b->best_value, &app->i18n, amount, sizeof amount);
        snprintf(want, sizeof want, "%s · hand %d", amount, b->best_hand);
        CHECK(strstr(app->text_rec, want) != NULL, "%s: the match result does not show seat %d's '%s'", rules, s, want);
    }
}

static void check_ruleset(ui_app *app, const char *rules)
{
    char err[400];
    expected x;
    memset(&x, 0, sizeof x);
    CHECK(app_start_match(app, rules, 21, true, err, sizeof err) == 0, "%s: %s", rules, err);
    if (!app->match) return;
    ui_match *m = app->match;
    play_to_end(m, &x);
    CHECK(ui_match_over(m), "%s: the match did not end", rules);
    const ui_tally *t = ui_match_tally(m, err, sizeof err);
    CHECK(t != NULL, "%s: %s", rules, err);
    compare(rules, t, &x, m->players);
    int any = 0;
    for (int s = 0; s < m->players; s++) any += x.seat[s].wins;
    CHECK(any > 0, "%s: a whole match without a win tests nothing", rules);
    printf("ui_match_end: %s: %d hands, wins/self-draws/deal-ins", rules, x.hands);
    for (int s = 0; s < m->players; s++)
        printf(" %d/%d/%d", x.seat[s].wins, x.seat[s].self_draws, x.seat[s].deal_ins);
    printf("\n");
    check_screen(app, rules, &x, m->players);
}

/* A match saved after three hands and resumed: the figures still count all of them. */
static void check_resumed(ui_app *app, const char *dir)
{
    char err[400], path[600];
    expected x;
    memset(&x, 0, sizeof x);
    CHECK(app_start_match(app, "hk-classic", 33, true, err, sizeof err) == 0, "%s", err);
    ui_match *m = app->match;
    for (int h = 0; h < 3 && !ui_match_over(m); h++) {
        if (m->s->game.phase == SP_PHASE_HAND_OVER) ui_match_next_hand(m);
        ui_match_play_hands(m, 1);
        count_hand(&x, &m->s->game);
    }
    ui_match_next_hand(m);
    ui_match_fast_forward(m, 10); /* into the fourth hand */
    snprintf(path, sizeof path, "%s/resumed.json", dir);
    CHECK(ui_match_save(m, path, err, sizeof err) == 0, "%s", err);
    ui_match *r = ui_match_resume(path, app->now, err, sizeof err);
    CHECK(r != NULL, "resume: %s", err);
    if (!r) return;
    ui_match_free(app->match);
    app->match = r;
    play_to_end(r, &x);
    compare("resumed hk-classic", ui_match_tally(r, err, sizeof err), &x, r->players);
}

/* Rematch: the same rules, options, players and levels, another seed, at the table at once. */
static void check_rematch(ui_app *app)
{
    char err[400];
    sp_ruleset *rs = malloc(sizeof *rs);
    CHECK(rs && sp_ruleset_load("guizhou-xingyi", rs, err, sizeof err) == 0, "%s", err);
    if (!rs) return;
    int32_t options[SP_MAX_OPTIONS] = {0};
    for (int i = 0; i < rs->noptions; i++) options[i] = rs->options[i].def;
    options[0] = sp_option_step(&rs->options[0], options[0], 1); /* an option away from its default */
    int levels[SP_SEATS] = {0, ui_bot_level_find("hard"), ui_bot_level_find("easy"), 0};
    ui_match *m = ui_match_start(rs, options, 3, 9, true, levels, app->now, err, sizeof err);
    CHECK(m != NULL, "%s", err);
    if (!m) return;
    ui_match_free(app->match);
    app->match = m;
    ui_show(app, &ui_screen_table);
    memcpy(levels, m->level, sizeof levels);
    uint64_t seed = m->s->seed;
    ui_match_play_hands(m, 400);
    CHECK(ui_match_over(m), "the match did not end");
    ui_show(app, &ui_screen_match_result);
    /* the viewer's match result offers no rematch */
    m->review = true;
    ui_draw(app);
    bool offered = false;
    for (int z = 0; z < app->nzones; z++) offered |= app->zones[z].id == 1;
    CHECK(!offered, "a match watched in the replay viewer offers a rematch");
    m->review = false;
    CHECK(click_zone(app, 1), "no Rematch button");
    ui_match *n = app->match; /* (m is freed now) */
    CHECK(n != NULL, "Rematch left no match");
    if (!n) return;
    CHECK(ui_on(app, &ui_screen_table), "Rematch did not go to the table");
    CHECK(!strcmp(n->rules->id, "guizhou-xingyi"), "Rematch plays %s", n->rules->id);
    CHECK(n->players == 3, "Rematch has %d players, not 3", n->players);
    CHECK(!memcmp(n->s->options, options, sizeof options), "Rematch has other options");
    CHECK(!memcmp(n->level, levels, sizeof levels), "Rematch has other computer levels");
    CHECK(n->human, "Rematch is not played by the player");
    CHECK(n->s->seed != seed, "Rematch deals the same seed");
    CHECK(n->s->game.hand_number == 1 && !ui_match_over(n), "Rematch is not a new match (hand %d)", n->s->game.hand_number);
}

/* Records where each row is drawn and which part of it the clip lets show. */
typedef struct {
    int n;
    float top[16], bottom[16];
} visible;

static void record_row(ui_app *app, int row, float y, void *ctx)
{
    (void)row;
    visible *v = ctx;
    float top = y * app->s, bottom = (y + 30) * app->s;
    if (SDL_RenderIsClipEnabled(app->ren)) {
        SDL_Rect c;
        SDL_RenderGetClipRect(app->ren, &c);
        if (top < (float)c.y) top = (float)c.y;
        if (bottom > (float)(c.y + c.h)) bottom = (float)(c.y + c.h);
    }
    if (bottom > top && v->n < 16) {
        v->top[v->n] = top;
        v->bottom[v->n++] = bottom;
    }
}

static void check_rows_apart(ui_app *app)
{
    int place[4], bad = 0;
    for (int p = 0; p < 24; p++) { /* every order of four rows */
        int pool[4] = {0, 1, 2, 3}, k = p;
        for (int i = 0; i < 4; i++) {
            int j = k % (4 - i);
            k /= 4 - i;
            place[i] = pool[j];
            pool[j] = pool[3 - i];
        }
        for (int step = 0; step <= 20; step++) {
            visible v = {0};
            ui_rows_roll(app, 100, 100, 400, 30, 2, 4, place, (float)step / 20, record_row, &v);
            for (int a = 0; a < v.n; a++)
                for (int b = a + 1; b < v.n; b++)
                    if (v.top[a] < v.bottom[b] - 0.5f && v.top[b] < v.bottom[a] - 0.5f) bad++;
        }
    }
    CHECK(bad == 0, "%d times two rows showed over each other while re-sorting", bad);
}

int main(int argc, char **argv)
{
    char tmpl[] = "/tmp/sparrow-ui-match-end-XXXXXX";
    char *dir = start_headless_test(tmpl);
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return 1;
    app.save_settings = NULL;
    app.no_autosave = true;
    app.settings.speed = 3;
    for (int i = 1; i < argc; i++) check_ruleset(&app, argv[i]);
    if (dir) check_resumed(&app, dir);
    check_rematch(&app);
    check_rows_apart(&app);
    return finish_test_app(&app, dir, failures);
}
