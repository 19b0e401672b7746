/* game_test_util.h: helpers shared by the table tests that stay in C (test_*_seeded.c,
 * test_hidden_copies.c): games from given walls, actions by text that must be accepted (or
 * refused, leaving the table as it was), offers and events. Include after cmocka. */
#ifndef SP_GAME_TEST_UTIL_H
#define SP_GAME_TEST_UTIL_H

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/random_bot.h"
#include "core/game.h"
#include "core/game_explain.h"
#include "core/notation.h"
#include "game_fixture.h"

/* Fails the test when the table breaks an invariant. */
static inline void game_check_ok(const sp_game *g)
{
    char why[256];
    if (sp_game_check(g, why, sizeof why)) fail_msg("invariant: %s", why);
}

/* A new game of `players` seats dealt from the scenario wall (see fixture_wall, built for the
 * options: whether flowers are in the set); options NULL for the ruleset's defaults. Fails the test on a bad scenario; free() the game. */
static inline sp_game *game_from_wall(const sp_ruleset *rs, int players, const char *const hands[], const char *draws,
                                      const char *tail, const int32_t *options, uint64_t seed)
{
    uint8_t wall[SP_MAX_WALL];
    char err[256];
    int n = sp_scenario_wall(rs, options, players, hands, draws, tail, 0, wall, err, sizeof err);
    if (n < 0) fail_msg("wall: %s", err);
    sp_game *g = calloc(1, sizeof *g);
    assert_non_null(g);
    if (sp_game_init_wall(g, rs, options, players, seed, wall, n, err, sizeof err)) fail_msg("init: %s", err);
    game_check_ok(g);
    return g;
}

/* Applies the action written `text` for seat; fails the test if it is refused or breaks an
 * invariant. */
static inline void game_do(sp_game *g, int seat, const char *text)
{
    char why[256];
    if (sp_game_apply_text(g, seat, text, why, sizeof why)) fail_msg("%c %s: %s", sp_seat_letter(seat), text, why);
    game_check_ok(g);
}

/* The action written `text` is refused with a reason and leaves the table as it was. */
static inline void game_refused(sp_game *g, int seat, const char *text)
{
    char why[256] = "";
    sp_game *copy = malloc(sizeof *copy);
    assert_non_null(copy);
    memcpy(copy, g, sizeof *g);
    if (sp_game_apply_text(g, seat, text, why, sizeof why) != -1)
        fail_msg("%c %s was accepted", sp_seat_letter(seat), text);
    assert_true(strlen(why) > 0);
    assert_memory_equal(copy, g, offsetof(sp_game, ev_head));
    free(copy);
}

/* Whether `seat` is offered exactly the action written `text` now. */
static inline bool game_offers(const sp_game *g, int seat, const char *text)
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

/* Drains the events; counts those of a type (and seat, unless -1). */
static inline int game_drain_count(sp_game *g, int type, int seat)
{
    sp_event e;
    int n = 0;
    while (sp_game_next_event(g, &e))
        if (e.type == type && (seat < 0 || e.seat == seat)) n++;
    return n;
}

/* The options of `rs` at their defaults (0 past the ruleset's own). */
static inline void game_options_default(const sp_ruleset *rs, int32_t o[SP_MAX_OPTIONS])
{
    for (int i = 0; i < SP_MAX_OPTIONS; i++) o[i] = i < rs->noptions ? rs->options[i].def : 0;
}

/* Sets an int or bool option by id. */
static inline void game_option_set(const sp_ruleset *rs, int32_t *o, const char *id, int32_t v)
{
    int i = sp_ruleset_option(rs, id);
    assert_true(i >= 0);
    o[i] = v;
}

/* Sets a choice option by the label of its choice. */
static inline void game_option_choice(const sp_ruleset *rs, int32_t *o, const char *id, const char *label)
{
    int i = sp_ruleset_option(rs, id);
    assert_true(i >= 0);
    for (int c = 0; c < rs->options[i].nchoices; c++)
        if (!strcmp(rs->options[i].choices[c], label)) {
            o[i] = c;
            return;
        }
    fail_msg("option %s has no choice %s", id, label);
}

/* The kind of the one tile written `text` ("5m"). */
static inline int tile_kind_of(const char *text)
{
    int k[2];
    if (fixture_tiles_in_order(text, k, 2) != 1) fail_msg("not one tile: %s", text);
    return k[0];
}

/* Whether `seat` is offered any action of a type now. */
static inline bool game_offers_type(const sp_game *g, int seat, int type)
{
    sp_action_list l;
    sp_game_legal(g, seat, &l);
    return sp_action_list_has(&l, type);
}

/* Every seat asked about the tile on the table (a discard or a kong to rob) passes. */
static inline void game_pass_all(sp_game *g)
{
    while (g->phase == SP_PHASE_CLAIM || g->phase == SP_PHASE_ROB) {
        unsigned pending = sp_game_pending(g);
        assert_true(pending != 0);
        game_do(g, __builtin_ctz(pending), "PASS");
    }
}

/* The first seat asked plays a random legal action (sp_random_bot_choose); returns the seat. */
static inline int game_random_step(sp_game *g, sp_rng *rng)
{
    int seat = __builtin_ctz(sp_game_pending(g));
    sp_action_list l;
    assert_true(sp_game_legal(g, seat, &l) > 0);
    sp_action a = sp_random_bot_choose(&l, rng);
    char err[256];
    if (sp_game_apply(g, seat, &a, err, sizeof err)) fail_msg("%s", err);
    return seat;
}

/* The seat in turn discards the tile it just drew. */
static inline void game_tsumogiri(sp_game *g)
{
    assert_int_equal(g->phase, SP_PHASE_TURN);
    int seat = g->turn;
    assert_true(g->seat[seat].drawn >= 0);
    char name[3], text[16];
    sp_kind_name(sp_tile_kind(g->seat[seat].drawn), name);
    snprintf(text, sizeof text, "D %s", name);
    game_do(g, seat, text);
}

/* The reason sp_game_explain (or the list given) reports for seat's refused action written
 * `text` ("HU" for a win, "PON 5m", "D 2m", ...; the tile is compared when given), SP_BLOCK_NONE
 * when it reports none. */
static inline int game_block_in(const sp_blocked_list *l, const char *text)
{
    sp_action a;
    sp_error err;
    if (sp_action_parse(text, &a, &err)) fail_msg("bad action '%s'", text);
    for (int i = 0; i < l->n; i++)
        if (l->b[i].action.type == a.type && (a.tile == SP_KIND_NONE || l->b[i].action.tile == a.tile)) return l->b[i].reason;
    return SP_BLOCK_NONE;
}

static inline int game_block(const sp_game *g, int seat, const char *text)
{
    sp_blocked_list l;
    sp_game_explain(g, seat, &l);
    return game_block_in(&l, text);
}

/* Asserts a block reason, naming both reasons when it differs. */
#define assert_block(got, want)                                                                              \
    do {                                                                                                     \
        int got_ = (got), want_ = (want);                                                                    \
        if (got_ != want_) fail_msg("block reason %s, expected %s", sp_block_reason_id(got_), sp_block_reason_id(want_)); \
    } while (0)

#endif
