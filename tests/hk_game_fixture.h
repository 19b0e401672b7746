/* hk_game_fixture.h: helpers of the Hong Kong table-flow scenario tests (test_game_hk_*.c):
 * games from given walls with options, actions by text, offers, events. Include after cmocka. */
#ifndef SP_HK_GAME_FIXTURE_H
#define SP_HK_GAME_FIXTURE_H

#include <stdlib.h>
#include <string.h>

#include "core/game.h"
#include "core/notation.h"
#include "game_fixture.h"

typedef struct {
    const char *id;
    const char *value; /* a number, "true" / "false", or a choice label */
} hk_opt;

/* The options of `rs` at their defaults, then `set` (NULL-terminated by id). */
static inline void hk_options(const sp_ruleset *rs, const hk_opt *set, int32_t out[SP_MAX_OPTIONS])
{
    for (int i = 0; i < rs->noptions; i++) out[i] = rs->options[i].def;
    for (; set && set->id; set++) {
        int i = sp_ruleset_option(rs, set->id);
        if (i < 0) fail_msg("option %s is not in ruleset %s", set->id, rs->id);
        const sp_option_def *o = &rs->options[i];
        if (o->type == SP_OPT_CHOICE) {
            int j;
            for (j = 0; j < o->nchoices && strcmp(o->choices[j], set->value); j++) {}
            if (j == o->nchoices) fail_msg("option %s has no choice %s", set->id, set->value);
            out[i] = j;
        } else if (!strcmp(set->value, "true")) out[i] = 1;
        else if (!strcmp(set->value, "false")) out[i] = 0;
        else out[i] = atoi(set->value);
    }
}

static inline sp_game *hk_game(const sp_ruleset *rs, const hk_opt *set, const char *const hands[4], const char *draws,
                               const char *tail)
{
    uint8_t wall[SP_MAX_WALL];
    char err[256];
    int32_t opts[SP_MAX_OPTIONS];
    hk_options(rs, set, opts);
    int n = fixture_wall(rs, 4, hands, draws, tail, wall, err, sizeof err);
    if (n < 0) fail_msg("%s", err);
    sp_game *g = malloc(sizeof *g);
    if (sp_game_init_wall(g, rs, opts, 4, 1, wall, n, err, sizeof err)) fail_msg("%s", err);
    if (sp_game_check(g, err, sizeof err)) fail_msg("after the deal: %s", err);
    return g;
}

static inline void hk_do(sp_game *g, int seat, const char *text)
{
    char why[256];
    if (sp_game_apply_text(g, seat, text, why, sizeof why)) fail_msg("%c %s: %s", sp_seat_letter(seat), text, why);
    if (sp_game_check(g, why, sizeof why)) fail_msg("after %c %s: %s", sp_seat_letter(seat), text, why);
}

/* Whether `seat` is offered the action written `text` now. */
static inline bool hk_offered(const sp_game *g, int seat, const char *text)
{
    sp_action want;
    sp_error err;
    if (sp_action_parse(text, &want, &err)) fail_msg("bad action %s", text);
    sp_action_list l;
    sp_game_legal(g, seat, &l);
    for (int i = 0; i < l.n; i++)
        if (sp_action_equal(&l.a[i], &want)) return true;
    return false;
}

/* The net scores of the hand, E S W N of the seats 0..3. */
static inline void hk_expect_delta(const sp_game *g, int d0, int d1, int d2, int d3)
{
    assert_int_equal(g->outcome.delta[0], d0);
    assert_int_equal(g->outcome.delta[1], d1);
    assert_int_equal(g->outcome.delta[2], d2);
    assert_int_equal(g->outcome.delta[3], d3);
    for (int p = 0; p < 4; p++) assert_int_equal(g->seat[p].score, g->outcome.delta[p]);
}

/* Drains the events; counts those of a type (and seat, unless -1). */
static inline int hk_count_events(sp_game *g, int type, int seat)
{
    sp_event e;
    int n = 0;
    while (sp_game_next_event(g, &e))
        if (e.type == type && (seat < 0 || e.seat == seat)) n++;
    return n;
}

/* Plays on with every seat passing every claim and discarding the tile it drew (the first
 * concealed tile after a call), declining flower wins, until the hand is over. */
static inline void hk_play_out(sp_game *g)
{
    char why[256];
    for (int guard = 0; guard < 2000 && g->phase < SP_PHASE_HAND_OVER; guard++) {
        unsigned pending = sp_game_pending(g);
        assert_true(pending != 0);
        int seat = __builtin_ctz(pending);
        sp_action a = {SP_ACT_PASS, SP_KIND_NONE, {SP_KIND_NONE, SP_KIND_NONE}, 0};
        if (g->phase == SP_PHASE_TURN) {
            const sp_game_seat *s = &g->seat[seat];
            int k = s->drawn >= 0 ? sp_tile_kind(s->drawn) : -1;
            for (int j = 0; k < 0 && j < SP_KINDS; j++)
                if (s->counts[j]) k = j;
            a.type = SP_ACT_DISCARD;
            a.tile = (uint8_t)k;
        }
        if (sp_game_apply(g, seat, &a, why, sizeof why)) fail_msg("play out: %s", why);
        if (sp_game_check(g, why, sizeof why)) fail_msg("play out: %s", why);
    }
    assert_true(g->phase >= SP_PHASE_HAND_OVER);
}

#endif
