/* ui_play.c: a scripted human plays whole hands in the game window, headless, through injected
 * SDL events only (keys and mouse clicks on the hand), against bots: every ruleset given on
 * the command line, one hand each, then the result screen must show as many pattern rows as
 * the engine scored, and Enter must deal the next hand.
 *   ui_play RULESET...                                    exit 0 when every check passes */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../game_fixture.h"
#include "app/app.h"
#include "core/game_explain.h"
#include "table/ruleset_file.h"
#include "ui/bots.h"
#include "ui/match.h"
#include "ui/screens.h"
#include "ui/seat_name.h"
#include "ui/table_seats.h"

#define UI_TEST_NAME "ui_play"
#include "ui_input.h"
#include "ui_test_app.h"

/* The button position (in drawing order) of the first legal action of a type, -1 if none. */
static int button_of(const sp_action_list *l, int type)
{
    int k = 0;
    for (int i = l->n - 1; i >= 0; i--) {
        if (l->a[i].type == SP_ACT_DISCARD) continue;
        if (l->a[i].type == type) return k;
        k++;
    }
    return -1;
}

static void play_hand(ui_app *app, const char *rules, uint64_t seed)
{
    char err[400];
    CHECK(app_start_match(app, rules, seed, true, err, sizeof err) == 0, "%s", err);
    if (!app->match) return;
    ui_match *m = app->match;
    int decisions = 0, clicks = 0, calls = 0, stalls = 0;
    uint32_t last_stamp = 0;
    bool shot_discard = false, shot_claim = false;
    for (int it = 0; it < 400000 && ui_on(app, &ui_screen_table); it++) {
        frame(app);
        for (int k = 0; k < m->ntw && getenv("UI_PLAY_SHOTS"); k++) {
            /* keep a frame with a tile in flight, to look at */
            const ui_tween *w = &m->tw[k];
            bool *done = w->kind == UI_TW_DISCARD ? &shot_discard : w->kind == UI_TW_CLAIM ? &shot_claim : NULL;
            if (!done || *done || app->now < w->start + (uint64_t)w->dur / 3 || app->now > w->start + (uint64_t)w->dur * 2 / 3)
                continue;
            char shot[600];
            snprintf(shot, sizeof shot, "%s/flight-%s-%s.png", getenv("UI_PLAY_SHOTS"), rules,
                     w->kind == UI_TW_DISCARD ? "discard" : "claim");
            CHECK(app_save_png(app, shot, err, sizeof err) == 0, "%s", err);
            *done = true;
        }
        sp_action_list legal;
        ui_match_legal(m, &legal);
        if (!legal.n || ui_match_tweening(m, app->now)) continue;
        if (m->s->game.stamp == last_stamp && ++stalls < 3) continue;
        stalls = 0;
        last_stamp = m->s->game.stamp;
        decisions++;
        int buttons = 0;
        for (int i = 0; i < legal.n; i++) buttons += legal.a[i].type != SP_ACT_DISCARD;
        if (buttons > 1 && getenv("UI_PLAY_SHOTS")) {
            char shot[600];
            snprintf(shot, sizeof shot, "%s/buttons-%s-%d.png", getenv("UI_PLAY_SHOTS"), rules, decisions);
            CHECK(app_save_png(app, shot, err, sizeof err) == 0, "%s", err);
        }
        int hu = button_of(&legal, SP_ACT_HU);
        bool discard = false;
        for (int i = 0; i < legal.n; i++) discard |= legal.a[i].type == SP_ACT_DISCARD;
        if (hu >= 0) {
            key(SDLK_1 + hu);
        } else if (discard) {
            /* every third discard by a click on a tile zone, else the keyboard */
            int zone = -1;
            for (int z = 0; z < app->nzones; z++)
                if (app->zones[z].id >= UI_ZONE_HAND && app->zones[z].id < UI_ZONE_ACTION && app->zones[z].enabled)
                    zone = z;
            if (decisions % 3 == 0 && zone >= 0) {
                int before = m->s->game.seat[0].nriver;
                click(app, app->zones[zone].r.x + app->zones[zone].r.w / 2, app->zones[zone].r.y + app->zones[zone].r.h / 2);
                clicks++;
                frame(app);
                frame(app);
                CHECK(m->s->game.seat[0].nriver == before + 1, "%s: a click on a tile did not discard it", rules);
            } else {
                key(SDLK_LEFT);
                key(SDLK_RETURN);
            }
        } else if (button_of(&legal, SP_ACT_PASS) >= 0 && decisions % 4) {
            key(SDLK_p);
        } else {
            key(SDLK_1); /* a call, a missing suit, a ready declaration: the first button */
            calls++;
        }
    }
    CHECK(ui_on(app, &ui_screen_result), "%s: the hand did not reach the result screen (screen %s, phase %d)", rules,
          ui_screen_top(app)->name, (int)m->s->game.phase);
    sp_view v;
    ui_match_view(m, &v);
    CHECK(v.seats[0].nriver > 0 || v.outcome.kind == SP_END_WIN, "%s: the human never discarded", rules);
    CHECK(decisions > 0, "%s: the human was never asked", rules);
    /* the result screen, fully revealed */
    for (int i = 0; i < 400; i++) frame(app);
    const sp_hand_outcome *o = &m->s->game.outcome;
    if (o->kind == SP_END_WIN && o->nwins > 0) {
        CHECK(m->nres == o->nwins, "%s: %d score sheets for %d wins", rules, m->nres, o->nwins);
        CHECK(app->stat_rows == m->res[0].npatterns, "%s: the result shows %d patterns, the engine scored %d", rules,
              app->stat_rows, m->res[0].npatterns);
        /* one winner whose sheet settles parts apart (贵州: hand, chickens, beans) adding up to the
         * payments: the payments table shows a column per part */
        const sp_score_result *r = &m->res[0];
        bool adds_up = o->nwins == 1 && r->nparts > 1;
        for (int s = 0; adds_up && s < v.players; s++) {
            int32_t sum = 0;
            for (int i = 0; i < r->nparts; i++) sum += r->parts[i].seats[s];
            adds_up = sum == o->delta[s];
        }
        CHECK(app->stat_parts == (adds_up ? r->nparts : 0), "%s: %d breakdown columns shown for %d parts", rules,
              app->stat_parts, r->nparts);
    }
    int kind = o->kind, nwins = o->nwins;
    if (getenv("UI_PLAY_SHOTS")) {
        char shot[600];
        snprintf(shot, sizeof shot, "%s/played-%s.png", getenv("UI_PLAY_SHOTS"), rules);
        CHECK(app_save_png(app, shot, err, sizeof err) == 0, "%s", err);
    }
    int hand = m->s->game.hand_number;
    bool over = ui_match_over(m);
    key(SDLK_RETURN);
    frame(app);
    if (over) CHECK(ui_on(app, &ui_screen_match_result), "%s: no match result after the last hand", rules);
    else CHECK(ui_on(app, &ui_screen_table) && m->s->game.hand_number == hand + 1, "%s: Enter did not deal the next hand",
               rules);
    printf("ui_play: %s: hand over (kind %d, %d wins), %d decisions (%d clicks, %d calls), %d pattern rows, %d breakdown "
           "columns\n", rules, kind, nwins, decisions, clicks, calls, app->stat_rows, app->stat_parts);
}

/* Save in the middle of a hand (the pause menu's Save), resume from the file: the same table. */
static void check_save_resume(ui_app *app, const char *rules, const char *dir)
{
    char err[400], path[600];
    snprintf(path, sizeof path, "%s/save-%s.json", dir, rules);
    CHECK(app_start_match(app, rules, 21, true, err, sizeof err) == 0, "%s", err);
    if (!app->match) return;
    ui_match_fast_forward(app->match, 30);
    snprintf(app->save_path, sizeof app->save_path, "%s", path);
    key(SDLK_ESCAPE); /* the pause menu */
    frame(app);
    frame(app);
    CHECK(app->pause_open, "%s: Escape did not open the pause menu", rules);
    int save_zone = -1;
    for (int z = 0; z < app->nzones; z++)
        if (app->zones[z].id == UI_ZONE_PAUSE + 1) save_zone = z;
    CHECK(save_zone >= 0, "%s: no Save button in the pause menu", rules);
    if (getenv("UI_PLAY_SHOTS")) {
        char shot[600];
        snprintf(shot, sizeof shot, "%s/pause-%s.png", getenv("UI_PLAY_SHOTS"), rules);
        CHECK(app_save_png(app, shot, err, sizeof err) == 0, "%s", err);
    }
    if (save_zone >= 0) click(app, app->zones[save_zone].r.x + 5, app->zones[save_zone].r.y + 5);
    frame(app);
    frame(app);
    sp_view before, after;
    ui_match_view(app->match, &before);
    ui_match *m = ui_match_resume(path, app->now, err, sizeof err);
    CHECK(m != NULL, "%s: resume failed: %s", rules, err);
    if (m) {
        ui_match_view(m, &after);
        CHECK(after.hand_number == before.hand_number && after.wall_left == before.wall_left &&
                  after.seats[0].nconcealed == before.seats[0].nconcealed && !memcmp(after.seats[0].held, before.seats[0].held, sizeof after.seats[0].held),
              "%s: the resumed table differs", rules);
        ui_match_free(m);
    }
    key(SDLK_ESCAPE);
    frame(app);
    app->save_path[0] = 0;
}

/* Starts a match of `rules` in the window from a scenario wall (game_fixture.h: hands[i] to the
 * dealer's i-th seat, the head draws, the tail replacements); NULL (a failed check) on error. */
static ui_match *start_from_wall_with(ui_app *app, const char *rules, const char *option, const char *const hands[4],
                                      const char *draws, const char *tail);

static ui_match *start_from_wall(ui_app *app, const char *rules, const char *const hands[4], const char *draws,
                                 const char *tail)
{
    return start_from_wall_with(app, rules, NULL, hands, draws, tail);
}

/* As start_from_wall, with the bool option `option` (NULL: none) switched on. */
static ui_match *start_from_wall_with(ui_app *app, const char *rules, const char *option, const char *const hands[4],
                                      const char *draws, const char *tail)
{
    char err[400];
    sp_ruleset *rs = malloc(sizeof *rs);
    CHECK(rs && sp_ruleset_load(rules, rs, err, sizeof err) == 0, "%s", err);
    if (!rs) return NULL;
    uint8_t wall[SP_MAX_WALL];
    int n = fixture_wall(rs, 4, hands, draws, tail, wall, err, sizeof err);
    CHECK(n > 0, "wall: %s", err);
    if (n <= 0) {
        free(rs);
        return NULL;
    }
    int32_t options[SP_MAX_OPTIONS];
    for (int i = 0; i < rs->noptions; i++) options[i] = rs->options[i].def;
    int o = option ? sp_ruleset_option(rs, option) : -1;
    CHECK(!option || o >= 0, "%s has no option %s", rules, option);
    if (o >= 0) options[o] = 1;
    ui_match *m = ui_match_start_wall(rs, options, 4, 1, wall, n, NULL, app->now, err, sizeof err);
    CHECK(m, "%s", err);
    if (!m) return NULL;
    ui_match_free(app->match);
    app->match = m;
    return m;
}

/* A scripted opponent: discards the tile it drew (telling the window first, as the bots do),
 * passes every claim. */
static int tsumogiri_decide(void *ctx, int seat, const sp_view *view, const sp_action_list *legal, sp_action *out)
{
    ui_match *m = ctx;
    (void)view;
    const sp_game_seat *s = &m->s->game.seat[seat];
    for (int i = 0; i < legal->n; i++) {
        const sp_action *a = &legal->a[i];
        if (a->type == SP_ACT_PASS || (a->type == SP_ACT_DISCARD && s->drawn >= 0 && a->tile == sp_tile_kind(s->drawn))) {
            if (a->type == SP_ACT_DISCARD) ui_match_before_discard(m, a->tile);
            *out = *a;
            return 1;
        }
    }
    return 0;
}

/* A guizhou hand from a given wall: the human (East) waits on 5m with a plain hand and no kong.
 * (a) North's 5m is refused (a plain hand needs a kong to win on a discard), and East, who
 *     cannot pung it, is not even asked: the why-line still says so for a while.
 * (b) With a pair of 5m East is asked (pung or pass) and the why-line names the rule. */
static void check_blocked_reason(ui_app *app)
{
    static const char *const hands[2][4] = {
        {"777p123s789m234p5m", "147m258p379s28m39p", "147m258p379s28m39p", "147m258p379s28m39p"},
        {"777p123s456m55m11p", "147m258p379s28m39p", "147m258p379s28m39p", "147m258p379s28m39p"},
    };
    for (int c = 0; c < 2; c++) {
        char err[400];
        ui_match *m = start_from_wall(app, "guizhou-xingyi", hands[c], "9s 8s 6s 5m 9p", NULL);
        if (!m) return;
        ui_show(app, &ui_screen_table);
        for (int p = 1; p < 4; p++) sp_session_set_controller(m->s, p, &(sp_controller){SP_CTRL_SCRIPT, false, tsumogiri_decide, m});
        int shown = 0, asked = 0;
        bool discarded = false;
        for (int it = 0; it < 3000 && m->s->game.discards_total < 5; it++) {
            frame(app);
            sp_action_list legal;
            ui_match_legal(m, &legal);
            if (app->stat_why == SP_BLOCK_NEEDS_KONG) shown++;
            if (legal.n && m->s->game.phase == SP_PHASE_CLAIM) {
                asked++;
                CHECK(button_of(&legal, SP_ACT_HU) < 0, "case %d: the refused win has a button", c);
                if (shown && getenv("UI_PLAY_SHOTS")) {
                    char shot[600];
                    snprintf(shot, sizeof shot, "%s/why-needs-kong.png", getenv("UI_PLAY_SHOTS"));
                    CHECK(app_save_png(app, shot, err, sizeof err) == 0, "%s", err);
                }
                if (shown) key(SDLK_p);
            } else if (legal.n && !discarded && !ui_match_tweening(m, app->now)) {
                key(SDLK_RETURN); /* East's first discard: the drawn 9s, at the right end */
                discarded = true;
            }
        }
        CHECK(shown > 0, "case %d: the why-line never named the missing kong", c);
        CHECK(c == 0 ? asked == 0 : asked > 0, "case %d: East was asked %d times", c, asked);
        printf("ui_play: guizhou scenario %d: the refused win's reason was shown in %d frames\n", c, shown);
    }
    ui_match_free(app->match);
    app->match = NULL;
    ui_show(app, &ui_screen_title);
}

/* Every seat scripted: the actions "SEAT ACTION" submitted in order. */
static void play_script(ui_match *m, const char *const *script, size_t n)
{
    char err[400];
    for (int p = 0; p < 4; p++) sp_session_set_controller(m->s, p, &(sp_controller){SP_CTRL_SCRIPT, false, NULL, NULL});
    for (size_t i = 0; i < n; i++) {
        sp_action a;
        sp_error perr;
        CHECK(sp_action_parse(script[i] + 2, &a, &perr) == 0, "%s", script[i]);
        CHECK(sp_session_submit(m->s, script[i][0] - '0', &a, err, sizeof err) == 0, "%s: %s", script[i], err);
    }
}

/* 一炮多响 (guizhou G10 from a given wall): South and West both win on North's 5p. The result
 * screen has a tab per winner; each tab shows that winner's whole sheet (its pattern rows). */
static void check_two_winners(ui_app *app)
{
    static const char *const hands[4] = {"258m369p36s17p48s9m", "222s345m678m46p99s", "11m33m77m22p88p99s5p",
                                         "258m369p36s17p48s9m"};
    static const char *const script[] = {"0 D 7s", "1 KAN 2s", "1 D 9m", "2 D 7p", "3 D 5p", "1 HU", "2 HU"};
    char err[400];
    ui_match *m = start_from_wall(app, "guizhou-xingyi", hands, "7s 2s 7p 5p 3m", "9m");
    if (!m) return;
    play_script(m, script, sizeof script / sizeof *script);
    const sp_hand_outcome *o = &m->s->game.outcome;
    CHECK(m->s->game.phase == SP_PHASE_HAND_OVER && o->nwins == 2, "%d wins", o->nwins);
    m->result_shown = true;
    ui_show(app, &ui_screen_result);
    for (int sheet = 0; sheet < 2 && o->nwins == 2; sheet++) {
        if (sheet) {
            int tab = -1;
            for (int z = 0; z < app->nzones; z++)
                if (app->zones[z].id == 2) tab = z;
            CHECK(tab >= 0, "no tab for the second winner");
            if (tab >= 0) click(app, app->zones[tab].r.x + 10, app->zones[tab].r.y + 10);
        }
        for (int i = 0; i < 200; i++) frame(app);
        CHECK(m->res_page == sheet, "sheet %d: the screen shows sheet %d", sheet, m->res_page);
        CHECK(m->nres == 2 && app->stat_rows == m->res[sheet].npatterns && app->stat_rows > 0,
              "sheet %d: %d pattern rows shown, the engine scored %d", sheet, app->stat_rows, m->nres == 2 ? m->res[sheet].npatterns : -1);
        app->record = true;
        ui_draw(app);
        app->record = false;
        /* the title names this sheet's winner: "<wind> CPU 3  wins" (ui/seat_name.h) */
        char title[96], wind[16], name[64];
        int seat = o->wins[sheet].seat, dealer = o->dealer;
        snprintf(wind, sizeof wind, "wind.%d", (seat - dealer + 4) % 4);
        ui_seat_name(app, m, seat, name, sizeof name);
        snprintf(title, sizeof title, "%s %s  %s", ui_tr(&app->i18n, wind), name, ui_tr(&app->i18n, "result.win"));
        CHECK(strstr(app->text_rec, title) != NULL, "sheet %d: its winner '%s' is not named", sheet, title);
        if (getenv("UI_PLAY_SHOTS")) {
            char shot[600];
            snprintf(shot, sizeof shot, "%s/two-winners-%d.png", getenv("UI_PLAY_SHOTS"), sheet);
            CHECK(app_save_png(app, shot, err, sizeof err) == 0, "%s", err);
        }
    }
    printf("ui_play: guizhou 一炮多响: both winners' sheets shown (%d and %d rows)\n", m->res[0].npatterns, m->res[1].npatterns);
    ui_match_free(app->match);
    app->match = NULL;
    ui_show(app, &ui_screen_title);
}

/* 詐糊 (hk-classic allow_false_win): West declares a self-drawn hand worth 2 fan, below the
 * 3-fan minimum. The result screen names the false win and shows West paying each other player
 * the limit's self-draw share (64). */
static void check_false_win(ui_app *app)
{
    static const char *const hands[4] = {"147m258p369s1234z", "2589m1479p258s56z", "223m456p456777s3f",
                                         "359m359p39s12345z"};
    static const char *const script[] = {"0 D 7z", "1 PASS", "2 PASS", "3 PASS", "1 D 6z",
                                         "0 PASS", "2 PASS", "3 PASS", "2 HU"};
    char err[400];
    ui_match *m = start_from_wall_with(app, "hk-classic", "allow_false_win", hands, "7z 6z 2m", "1m");
    if (!m) return;
    play_script(m, script, sizeof script / sizeof *script);
    const sp_hand_outcome *o = &m->s->game.outcome;
    CHECK(m->s->game.phase == SP_PHASE_HAND_OVER && o->nwins == 1 && !o->wins[0].valid, "no false win (%d wins)", o->nwins);
    CHECK(o->delta[2] == -192 && o->delta[0] == 64, "false win payments %d / %d", o->delta[2], o->delta[0]);
    m->result_shown = true;
    ui_show(app, &ui_screen_result);
    for (int i = 0; i < 400; i++) frame(app);
    app->record = true;
    ui_draw(app);
    app->record = false;
    CHECK(strstr(app->text_rec, ui_tr(&app->i18n, "result.false_win")) != NULL, "the result screen does not say '%s'",
          ui_tr(&app->i18n, "result.false_win"));
    CHECK(strstr(app->text_rec, "-192") != NULL, "the false winner's payment -192 is not shown");
    CHECK(strstr(app->text_rec, ui_tr(&app->i18n, "result.false_win_note")) != NULL, "the sheet does not say the hand is no win");
    if (getenv("UI_PLAY_SHOTS")) {
        char shot[600];
        snprintf(shot, sizeof shot, "%s/false-win.png", getenv("UI_PLAY_SHOTS"));
        CHECK(app_save_png(app, shot, err, sizeof err) == 0, "%s", err);
    }
    printf("ui_play: hk-classic 詐糊: the result screen names the false win and its penalty\n");
    ui_match_free(app->match);
    app->match = NULL;
    ui_show(app, &ui_screen_title);
}

/* Wuhan: a greyed-out tile in the human's hand (红中, a 赖子 or 皮: played only as one-tile
 * kongs) cannot be discarded, but clicking it puts the engine's reason in the why-line. */
static void check_greyed_reason(ui_app *app)
{
    char err[400];
    bool found = false;
    for (uint64_t seed = 1; seed < 40 && !found; seed++) {
        CHECK(app_start_match(app, "wuhan-hongzhong", seed, true, err, sizeof err) == 0, "%s", err);
        ui_match *m = app->match;
        for (int step = 0; step < 200 && !found && sp_game_pending(&m->s->game); step++) {
            frame(app);
            sp_action_list legal;
            ui_match_legal(m, &legal);
            bool discard = false;
            for (int i = 0; i < legal.n; i++) discard |= legal.a[i].type == SP_ACT_DISCARD;
            for (int z = 0; discard && !found && z < app->nzones; z++) {
                const ui_zone *g = &app->zones[z];
                if (g->enabled || g->id < UI_ZONE_HAND || g->id >= UI_ZONE_HAND + 1000) continue;
                found = true;
                click(app, g->r.x + g->r.w / 2, g->r.y + g->r.h / 2);
                frame(app);
                frame(app);
                /* the engine's reason for that tile's discard */
                int idx = g->id - UI_ZONE_HAND, want = -1;
                sp_blocked_list bl;
                sp_game_explain(&m->s->game, m->view_seat, &bl);
                for (int b = 0; b < bl.n; b++)
                    if (bl.b[b].action.type == SP_ACT_DISCARD && idx < m->nhand_pos &&
                        bl.b[b].action.tile == sp_tile_kind(m->hand_tile[idx]))
                        want = bl.b[b].reason;
                CHECK(want > 0 && app->stat_why == want, "a click on greyed tile %d showed why-line reason %d, not %d",
                      idx, app->stat_why, want);
                CHECK(sp_game_pending(&m->s->game) && m->sel == g->id - UI_ZONE_HAND, "the greyed tile was not selected");
            }
            if (!found) ui_match_fast_forward(m, 1);
        }
    }
    CHECK(found, "no wuhan hand in 40 seeds held a greyed-out tile at the human's turn");
    if (found) printf("ui_play: a click on a greyed-out tile names its rule in the why-line\n");
    ui_match_free(app->match);
    app->match = NULL;
    ui_show(app, &ui_screen_title);
}

/* Tiny windows (a window manager may ignore the minimum size): every screen draws and takes
 * input at 1x1 up to 320x240 without crashing (the sanitizer build checks the memory). */
static void check_tiny_windows(ui_app *app)
{
    static const int sizes[][2] = {{1, 1}, {17, 13}, {160, 120}, {320, 240}};
    static const char *const screens[] = {"title", "new-game", "settings", "table", "result", "match-result", "replay", "replays"};
    char err[400];
    SDL_SetWindowMinimumSize(app->win, 1, 1);
    for (size_t sc = 0; sc < sizeof screens / sizeof *screens; sc++) {
        CHECK(app_sample_screen(app, screens[sc], "wuhan-hongzhong", 3, err, sizeof err) == 0, "%s", err);
        for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
            SDL_SetWindowSize(app->win, sizes[i][0], sizes[i][1]);
            ui_resize(app);
            CHECK(app->pw >= 1 && app->ph >= 1, "%s at %dx%d: output %dx%d", screens[sc], sizes[i][0], sizes[i][1], app->pw, app->ph);
            if (strcmp(screens[sc], "settings") != 0) { /* (keys there would change the language) */
                key(SDLK_TAB);
                key(SDLK_RIGHT);
                click(app, 5, 5);
            }
            for (int f = 0; f < 5; f++) frame(app);
        }
    }
    SDL_SetWindowMinimumSize(app->win, APP_MIN_W, APP_MIN_H);
    SDL_SetWindowSize(app->win, 1280, 720);
    ui_resize(app);
    ui_match_free(app->match);
    app->match = NULL;
    ui_newgame_free(app);
    ui_show(app, &ui_screen_title);
    printf("ui_play: every screen drawn at 1x1 to 320x240\n");
}

/* The new-game screen shows each choice option's label, never its id: every ruleset, every
 * page of options, in English (guizhou's deal mode reads "Three suits", not "sanfangpai"). */
static void check_choice_labels(ui_app *app)
{
    enum { NG_RULE = 100, NG_NEXT = 601 }; /* screen_newgame.c's zone ids */
    static const char *const ids[] = {"sanfangpai", "erfangpai", "queyimen", "banla", "lala", "standard", "jisi",
                                      "none", "limit", "dealer", "discarder"};
    ui_show(app, &ui_screen_new_game);
    ui_draw(app);
    int nrules = 0;
    for (int z = 0; z < app->nzones; z++) nrules += app->zones[z].id >= NG_RULE && app->zones[z].id < NG_RULE + 24;
    CHECK(nrules >= 5, "only %d rulesets on the new-game screen", nrules);
    bool three_suits = false;
    for (int r = 0; r < nrules; r++) {
        ui_screen_new_game.activate(app, NG_RULE + r, false);
        for (int page = 0; page < 4; page++) {
            app->record = true;
            ui_draw(app);
            app->record = false;
            for (size_t i = 0; i < sizeof ids / sizeof *ids; i++) {
                char line[64];
                snprintf(line, sizeof line, "\n%s\n", ids[i]);
                CHECK(!strstr(app->text_rec, line), "ruleset %d page %d shows the raw choice id '%s'", r, page, ids[i]);
            }
            three_suits |= strstr(app->text_rec, "\nThree suits\n") != NULL;
            bool more = false;
            for (int z = 0; z < app->nzones; z++) more |= app->zones[z].id == NG_NEXT;
            if (!more) break;
            ui_screen_new_game.activate(app, NG_NEXT, false);
        }
    }
    CHECK(three_suits, "guizhou's deal mode was not shown as 'Three suits'");
    ui_newgame_free(app);
    ui_show(app, &ui_screen_title);
}

/* A won hand (fast-forwarded by bots) on the result screen: one row per scored pattern. */
static void check_result_rows(ui_app *app, const char *rules)
{
    char err[400];
    for (uint64_t seed = 1; seed < 300; seed++) {
        CHECK(app_start_match(app, rules, seed, true, err, sizeof err) == 0, "%s", err);
        ui_match_play_hands(app->match, 1);
        const sp_hand_outcome *o = &app->match->s->game.outcome;
        if (o->kind != SP_END_WIN || !o->nwins || !o->wins[0].valid) continue;
        app->match->result_shown = true;
        ui_show(app, &ui_screen_result);
        for (int i = 0; i < 300; i++) {
            frame(app);
            if (getenv("UI_PLAY_SHOTS") && i % 40 == 20) { /* the reveal, step by step, to look at */
                char shot[600];
                snprintf(shot, sizeof shot, "%s/reveal-%s-%03d.png", getenv("UI_PLAY_SHOTS"), rules, i);
                CHECK(app_save_png(app, shot, err, sizeof err) == 0, "%s", err);
            }
        }
        CHECK(app->match->nres == o->nwins, "%s: %d score sheets for %d wins", rules, app->match->nres, o->nwins);
        CHECK(app->stat_rows == app->match->res[0].npatterns && app->stat_rows > 0,
              "%s: the result shows %d patterns, the engine scored %d", rules, app->stat_rows,
              app->match->res[0].npatterns);
        printf("ui_play: %s: seed %llu won, %d pattern rows shown\n", rules, (unsigned long long)seed, app->stat_rows);
        return;
    }
    CHECK(0, "%s: no won hand in 300 seeds", rules);
}

/* A busy table (the wall nearly drawn) at several window sizes and player counts: every tile
 * drawn lies wholly inside the window. */
static void check_layout(ui_app *app, const char *rules, int players)
{
    static const int sizes[][2] = {{800, 600}, {1024, 768}, {1280, 720}, {1920, 1080}, {2560, 1440}, {1280, 1024}};
    char err[400];
    CHECK(app_start_match_with(app, rules, 11, true, players, 0, err, sizeof err) == 0, "%s", err);
    if (!app->match) return;
    while (sp_game_pending(&app->match->s->game) && sp_game_wall_left(&app->match->s->game) > 6)
        ui_match_fast_forward(app->match, 1);
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        SDL_SetWindowSize(app->win, sizes[i][0], sizes[i][1]);
        SDL_Event e;
        while (SDL_PollEvent(&e)) ui_event(app, &e);
        ui_resize(app);
        CHECK(app->pw == sizes[i][0] && app->ph == sizes[i][1], "the renderer is %dx%d, not %dx%d", app->pw, app->ph,
              sizes[i][0], sizes[i][1]);
        app->stat_tiles = app->stat_off = 0;
        app->record = true; /* (kept on while a screenshot draws the table again) */
        ui_draw(app);
        const char *shots = getenv("UI_PLAY_SHOTS"); /* a folder: keep the busy tables as PNG to look at */
        if (shots) {
            char path[600];
            snprintf(path, sizeof path, "%s/busy-%s-%dp-%dx%d.png", shots, rules, app->match->players, sizes[i][0],
                     sizes[i][1]);
            CHECK(app_save_png(app, path, err, sizeof err) == 0, "%s", err);
        }
        app->record = false;
        /* no tile of one seat's river, hand, melds or flowers overlaps another group's */
        int overlaps = 0;
        for (int a = 0; a < app->nrec; a++)
            for (int b = a + 1; b < app->nrec; b++) {
                if (app->rec[a].group < 0 || app->rec[b].group < 0 || app->rec[a].group == app->rec[b].group) continue;
                SDL_Rect x;
                if (SDL_IntersectRect(&app->rec[a].r, &app->rec[b].r, &x) && x.w > 2 && x.h > 2) {
                    if (!overlaps)
                        fprintf(stderr, "ui_play: %s %dx%d: groups %d and %d overlap at %d,%d (%dx%d)\n", rules,
                                sizes[i][0], sizes[i][1], app->rec[a].group, app->rec[b].group, x.x, x.y, x.w, x.h);
                    overlaps++;
                }
            }
        CHECK(app->nrec > 40, "%s: only %d tiles recorded", rules, app->nrec);
        CHECK(overlaps == 0, "%s, %d players, %dx%d: %d overlapping tiles", rules, players, sizes[i][0], sizes[i][1], overlaps);
        CHECK(app->stat_tiles > 40 && app->stat_off == 0, "%s, %d players, %dx%d: %d of %d tiles outside the window",
              rules, players, sizes[i][0], sizes[i][1], app->stat_off, app->stat_tiles);
    }
    SDL_SetWindowSize(app->win, 1280, 720);
    ui_resize(app);
}

/* --watch: bots in every seat play a whole match at the fastest speed; the result screens go
 * on by themselves, the match result shows, and Enter goes back to the title. */
static void check_watch_match(ui_app *app, const char *rules, int level)
{
    char err[400];
    int speed = app->settings.speed;
    app->settings.speed = 3;
    CHECK(app_start_match_with(app, rules, 5, false, 0, level, err, sizeof err) == 0, "%s", err);
    int hands = 0, it;
    for (it = 0; it < 200000 && !ui_on(app, &ui_screen_match_result); it++) {
        const ui_screen *before = ui_screen_top(app);
        app->now += 20;
        ui_update(app);
        if (it % 25 == 0) ui_draw(app);
        if (before != &ui_screen_result && ui_on(app, &ui_screen_result)) hands++;
    }
    CHECK(ui_on(app, &ui_screen_match_result), "%s: the watched match did not end (%d hands seen)", rules, hands);
    CHECK(app->match && app->match->nhist == hands + 1, "%s: %d hands in the chart, %d seen", rules,
          app->match ? app->match->nhist - 1 : -1, hands);
    ui_draw(app);
    key(SDLK_RETURN);
    frame(app);
    CHECK(ui_on(app, &ui_screen_title) && !app->match, "%s: Enter on the match result did not go to the title", rules);
    printf("ui_play: %s: watched a whole match of %s bots, %d hands\n", rules, ui_bot_level_get(level)->id, hands);
    app->settings.speed = speed;
}

int main(int argc, char **argv)
{
    char tmpl[] = "/tmp/sparrow-ui-play-XXXXXX";
    char *dir = start_headless_test(tmpl);
    static ui_app app;
    if (open_test_app(&app, "1280x720", "en")) return 1;
    app.settings.speed = 2;
    app.settings.auto_pass = false;
    app.settings.turn_timer = app.settings.call_timer = 2; /* a 10 s call timer: the countdown shows, the script answers at once */
    app.save_path[0] = 0;
    for (int i = 1; i < argc; i++) play_hand(&app, argv[i], 7 + (uint64_t)i);
    check_blocked_reason(&app);
    check_choice_labels(&app);
    check_two_winners(&app);
    check_false_win(&app);
    check_greyed_reason(&app);
    check_tiny_windows(&app);
    for (int i = 1; i < argc; i++) check_result_rows(&app, argv[i]);
    for (int i = 1; i < argc && dir; i++) check_save_resume(&app, argv[i], dir);
    for (int i = 1; i < argc; i++) check_layout(&app, argv[i], 0);
    check_layout(&app, "guizhou-xingyi", 3);
    check_layout(&app, "guizhou-xingyi", 2);
    check_watch_match(&app, "guizhou-xingyi", 0); /* a fixed number of hands per match */
    check_watch_match(&app, "guizhou-xingyi", ui_bot_level_find("normal")); /* src/ai's bots in the window */
    return finish_test_app(&app, dir, failures);
}
