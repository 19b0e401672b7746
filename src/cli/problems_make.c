/* problems_make.c: `sparrow-cli problems` - a fixed problem set made from self-play (problems.h,
 * tests/data/problems/README.md).
 *
 * Hands are dealt from the seed and played by easy, normal, hard and normal players, the seats'
 * levels rotating from hand to hand. Of each seat's decisions with two or more actions in a
 * turn, a claim window or a robbing window, a seeded draw keeps some (a call, kong, win or 报听
 * decision far more often than a plain discard: they are rarer and matter more), at most two a
 * hand. Each kept decision is valued by the evaluator at its own seed: a first look picks the
 * likely best action, then every action is measured against it with --samples samples, four
 * times as many when the best is not ahead of every other action by more than two standard
 * errors of the difference; still not, the problem is marked close. */
#include <cjson/cJSON.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "ai/evaluate.h"
#include "cli/cli.h"
#include "cli/problems.h"
#include "cli/rules_cache.h"
#include "core/notation.h"
#include "core/rng.h"
#include "table/replay.h"

enum { PICKS_PER_HAND = 2 };

typedef struct {
    sp_session *ss;
    sp_rng draw;                 /* which decisions are kept */
    int npicks;
    size_t pick_at[PICKS_PER_HAND]; /* actions logged when the decision was asked */
    int pick_seat[PICKS_PER_HAND];
    int pick_taken_by[PICKS_PER_HAND];
} maker;

typedef struct {
    maker *m;
    sp_bot bot;
} maker_seat;

/* What a decision is about, for the set's mix and its "decision" field. */
static const char *decision_kind(const sp_action_list *l)
{
    bool discard = false, kong = false, call = false;
    for (int i = 0; i < l->n; i++) switch (l->a[i].type) {
        case SP_ACT_HU: return "win";
        case SP_ACT_BAOTING: return "ready";
        case SP_ACT_KAN:
        case SP_ACT_SPECIAL: kong = true; break;
        case SP_ACT_CHI:
        case SP_ACT_PON: call = true; break;
        case SP_ACT_DISCARD: discard = true; break;
        default: break;
        }
    return kong ? "kong" : call ? "call" : discard ? "discard" : "other";
}

static int maker_decide(void *ctx, int seat, const sp_view *v, const sp_action_list *legal, sp_action *out)
{
    maker_seat *ms = ctx;
    maker *m = ms->m;
    const sp_game *g = &m->ss->game;
    sp_action_list l = *legal;
    if (l.false_win) sp_action_list_remove(&l, SP_ACT_HU, SP_KIND_NONE);
    bool window = g->phase == SP_PHASE_TURN || g->phase == SP_PHASE_CLAIM || g->phase == SP_PHASE_ROB;
    if (window && l.n >= 2 && m->npicks < PICKS_PER_HAND) {
        /* one kept decision in 25 plain discards once the seat has discarded four tiles (the
         * first are rarely decided by more than noise), two in five of the rest */
        bool plain = !strcmp(decision_kind(&l), "discard");
        if ((!plain || v->seats[seat].nriver >= 4) && sp_rng_below(&m->draw, plain ? 25 : 5) < (plain ? 1u : 2u)) {
            m->pick_at[m->npicks] = m->ss->nlog;
            m->pick_seat[m->npicks] = seat;
            m->pick_taken_by[m->npicks] = ms->bot.level;
            m->npicks++;
        }
    }
    return sp_bot_decide(&ms->bot, seat, v, legal, out);
}

/* The replay of the hand played in ss cut before action `index` (that hand is the match's
 * first: one hand a deal), as a JSON object. */
static cJSON *replay_before(const sp_session *ss, size_t index)
{
    char *text = sp_replay_json(ss);
    cJSON *r = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (!r) return NULL;
    cJSON_DeleteItemFromObjectCaseSensitive(r, "rules_text");
    cJSON_DeleteItemFromObjectCaseSensitive(r, "options"); /* the defaults: self-play uses them */
    cJSON_DeleteItemFromObjectCaseSensitive(r, "scores");
    cJSON_ReplaceItemInObjectCaseSensitive(r, "complete", cJSON_CreateFalse());
    cJSON *hand = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(r, "hands"), 0);
    cJSON_DeleteItemFromObjectCaseSensitive(hand, "digest");
    cJSON_DeleteItemFromObjectCaseSensitive(hand, "result");
    cJSON *acts = cJSON_GetObjectItemCaseSensitive(hand, "actions");
    while (cJSON_GetArraySize(acts) > (int)index) cJSON_DeleteItemFromArray(acts, cJSON_GetArraySize(acts) - 1);
    return r;
}

/* Whether r's best is ahead of every other action by more than two standard errors (r's
 * reference must be its best). */
static bool clear_best(const sp_eval_result *r)
{
    if (r->ref != r->best) return false;
    for (int i = 0; i < r->n; i++)
        if (i != r->best && -r->diff[i] <= SP_EVAL_SETTLED * r->diff_se[i]) return false;
    return true;
}

/* Values the decision of seat in g: a first look (a quarter of the samples) finds the likely
 * best, then every action against it (again with the best found, should it change), with four
 * times the samples when the best is not clear. */
static int value_decision(const sp_game *g, int seat, int samples, uint64_t seed, sp_eval_result *r, char *err, size_t errlen)
{
    sp_eval_config cfg;
    sp_eval_config_default(&cfg);
    cfg.seed = seed;
    cfg.samples = samples / 4 > 4 ? samples / 4 : 4;
    cfg.ref = 0;
    if (sp_evaluate(g, seat, &cfg, r, err, errlen)) return -1;
    /* against the best found; once more with four times the samples (and the best found then)
     * when it is not clear; a third time only when that changed the best */
    for (int round = 0; round < 3; round++) {
        cfg.ref = r->best;
        cfg.samples = round ? 4 * samples : samples;
        if (sp_evaluate(g, seat, &cfg, r, err, errlen)) return -1;
        if (clear_best(r) || (round && r->ref == r->best)) break;
    }
    return 0;
}

/* One problem line written from a valued decision. */
static void print_problem(const char *id, int number, cJSON *replay, size_t index, int seat, const char *kind, int taken_by,
                          const char *taken, const sp_eval_result *r)
{
    cJSON *o = cJSON_CreateObject();
    char name[64], text[40], seat_s[2] = {sp_seat_letter(seat), 0};
    snprintf(name, sizeof name, "%s/%03d", id, number);
    cJSON_AddStringToObject(o, "id", name);
    cJSON_AddStringToObject(o, "decision", kind);
    cJSON_AddStringToObject(o, "seat", seat_s);
    cJSON_AddNumberToObject(o, "action", (double)index);
    cJSON_AddStringToObject(o, "played_by", sp_bot_level_name(taken_by));
    cJSON_AddStringToObject(o, "played", taken);
    cJSON_AddNumberToObject(o, "samples", r->samples);
    sp_action_format(&r->action[r->best], text, sizeof text);
    cJSON_AddStringToObject(o, "best", text);
    cJSON_AddBoolToObject(o, "close", !clear_best(r));
    cJSON *list = cJSON_AddArrayToObject(o, "actions");
    for (int i = 0; i < r->n; i++) {
        cJSON *x = cJSON_CreateObject();
        sp_action_format(&r->action[i], text, sizeof text);
        cJSON_AddStringToObject(x, "action", text);
        cJSON_AddNumberToObject(x, "value", round(r->mean[i] * 1000) / 1000);
        cJSON_AddNumberToObject(x, "vs_best", round(r->diff[i] * 1000) / 1000);
        cJSON_AddNumberToObject(x, "se", round(r->diff_se[i] * 1000) / 1000);
        cJSON_AddItemToArray(list, x);
    }
    cJSON_AddItemToObject(o, "replay", replay);
    cli_print_json_line(o);
}

/* Plays deal d and writes the problems kept in it; returns how many, or -1 with err. */
static int deal_problems(const sp_ruleset *rs, uint64_t seed, long d, int samples, int first_number, int most, char *err, size_t errlen)
{
    static const int levels[SP_SEATS] = {SP_BOT_EASY, SP_BOT_NORMAL, SP_BOT_HARD, SP_BOT_NORMAL};
    sp_session *ss = malloc(sizeof *ss);
    maker m = {0};
    maker_seat seats[SP_SEATS];
    if (!ss) return snprintf(err, errlen, "out of memory"), -1;
    uint64_t deal_seed = seed * 1000003ULL + (uint64_t)d + 1;
    if (sp_session_init(ss, rs, NULL, 0, deal_seed, NULL, 0, err, errlen)) {
        free(ss);
        return -1;
    }
    m.ss = ss;
    sp_rng_seed(&m.draw, deal_seed ^ 0x9e3779b97f4a7c15ULL);
    int np = ss->game.players;
    for (int p = 0; p < np; p++) {
        seats[p].m = &m;
        sp_bot_init(&seats[p].bot, levels[(p + d) % SP_SEATS], deal_seed * 8 + (uint64_t)p + 1, NULL);
        sp_controller ctl = {SP_CTRL_BOT, true, maker_decide, &seats[p]};
        sp_session_set_controller(ss, p, &ctl);
    }
    char why[256];
    int rc = 0;
    for (int guard = 0; guard < 100000 && ss->game.phase != SP_PHASE_HAND_OVER && ss->game.phase != SP_PHASE_MATCH_OVER; guard++)
        if (sp_session_step(ss, 0, why, sizeof why) < 0 || !sp_game_pending(&ss->game)) break;
    int made = 0;
    for (int k = 0; k < m.npicks && made < most && rc == 0; k++) {
        /* the seat's decision is its first action logged from there (in a claim window others
         * may answer first: the table is the same until the window closes) */
        size_t at = m.pick_at[k];
        while (at < ss->nlog && ss->log[at].seat != m.pick_seat[k]) at++;
        if (at >= ss->nlog || ss->log[at].hand != 1) continue;
        cJSON *replay = replay_before(ss, at);
        char *text = replay ? cJSON_PrintUnformatted(replay) : NULL;
        sp_problem p = {0};
        p.seat = m.pick_seat[k];
        p.replay_text = text;
        snprintf(p.id, sizeof p.id, "%s/%03d", rs->id, first_number + made);
        sp_ruleset *rules = malloc(sizeof *rules);
        sp_session *pos = malloc(sizeof *pos);
        sp_eval_result r;
        if (!text || !rules || !pos) {
            snprintf(err, errlen, "out of memory");
            rc = -1;
        } else if (sp_problem_position(&p, rules, pos, err, errlen) ||
                   value_decision(&pos->game, p.seat, samples, deal_seed + (uint64_t)k, &r, err, errlen)) {
            rc = -1;
        } else {
            sp_action_list l;
            sp_game_legal(&pos->game, p.seat, &l);
            char taken[40];
            sp_action_format(&ss->log[at].action, taken, sizeof taken);
            print_problem(rs->id, first_number + made, replay, at, p.seat, decision_kind(&l), m.pick_taken_by[k], taken, &r);
            replay = NULL; /* (owned by the printed object) */
            made++;
        }
        if (pos) sp_session_free(pos);
        free(pos);
        free(rules);
        sp_problem_free(&p);
        cJSON_Delete(replay);
    }
    sp_session_free(ss);
    free(ss);
    return rc ? -1 : made;
}

int cmd_problems(int argc, char **argv)
{
    cli_common common = {0};
    long count = 200, samples = 96, seed = 1;
    for (int i = 1; i < argc; i++) {
        int r = cli_common_option(argc, argv, &i, &common);
        if (r < 0) return 2;
        if (r) continue;
        const char *a = argv[i];
        if (i + 1 >= argc) return cli_usage_error("problems");
        if (!strcmp(a, "--count")) {
            if (!cli_parse_count(a, argv[++i], 100000, &count)) return 2;
        } else if (!strcmp(a, "--samples")) {
            if (!cli_parse_count(a, argv[++i], 100000, &samples)) return 2;
        } else if (!strcmp(a, "--seed")) {
            if (!cli_parse_count(a, argv[++i], LONG_MAX, &seed)) return 2;
        } else {
            fprintf(stderr, "sparrow-cli: problems: unknown option '%s'\n", a);
            return cli_usage_error("problems");
        }
    }
    if (!common.rules) {
        fprintf(stderr, "sparrow-cli: problems needs --rules ID\n");
        return cli_usage_error("problems");
    }
    if (samples < 4) {
        fprintf(stderr, "sparrow-cli: problems: --samples needs at least 4\n");
        return 2;
    }
    char err[600];
    const sp_ruleset *rs = rules_cache_get(common.rules, err, sizeof err);
    if (!rs) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        return 2;
    }
    long made = 0;
    for (long d = 0; made < count && d < 100 * count + 100; d++) {
        int n = deal_problems(rs, (uint64_t)seed, d, (int)samples, (int)made + 1, (int)(count - made), err, sizeof err);
        if (n < 0) {
            fprintf(stderr, "sparrow-cli: problems: deal %ld: %s\n", d, err);
            return 1;
        }
        made += n;
    }
    return made == count ? 0 : 1;
}
