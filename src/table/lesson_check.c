/* lesson_check.c: how a lesson's script drives the table (shared by the window and the
 * validator), and the validator that replays a lesson through the engine. */
#include <stdio.h>
#include <string.h>

#include "core/game_explain.h"
#include "core/hand.h"
#include "core/tile.h"
#include "table/lesson.h"

bool sp_lesson_step_moves(const sp_lesson_step *st)
{
    return st->kind == SP_STEP_WAIT || st->kind == SP_STEP_PLAY || st->kind == SP_STEP_FREE;
}

static bool is_action_step(const sp_lesson_step *st) { return st->kind == SP_STEP_WAIT || st->kind == SP_STEP_PLAY; }

static int step_actor(const sp_lesson_step *st) { return st->kind == SP_STEP_WAIT ? 0 : st->seat; }

static bool legal_has(const sp_action_list *l, const sp_action *a)
{
    for (int i = 0; i < l->n; i++)
        if (sp_action_equal(&l->a[i], a)) return true;
    return false;
}

int sp_lesson_auto(const sp_lesson *l, int step, const sp_game *g, int seat, sp_action *out)
{
    if (step < 0 || step >= l->nsteps || !(sp_game_pending(g) >> seat & 1)) return 0;
    const sp_lesson_step *st = &l->steps[step];
    if (st->kind == SP_STEP_FREE) return 0;
    sp_action_list legal;
    sp_game_legal(g, seat, &legal);
    if (st->kind == SP_STEP_PLAY && st->seat == seat && legal_has(&legal, &st->action)) {
        *out = st->action;
        return 1;
    }
    if (g->phase != SP_PHASE_CLAIM && g->phase != SP_PHASE_ROB) return 0;
    /* a discard on offer: every seat lets it go unless the script's next action is this seat's
     * claim of it */
    int next = step;
    while (next < l->nsteps && !is_action_step(&l->steps[next]) && l->steps[next].kind != SP_STEP_FREE) next++;
    if (next < l->nsteps && l->steps[next].kind == SP_STEP_FREE) return 0;
    if (next < l->nsteps && step_actor(&l->steps[next]) == seat && legal_has(&legal, &l->steps[next].action)) return 0;
    for (int i = 0; i < legal.n; i++)
        if (legal.a[i].type == SP_ACT_PASS) {
            *out = legal.a[i];
            return 1;
        }
    return 0;
}

bool sp_lesson_quiz_right(const sp_lesson_step *st, int kind) { return st->kind == SP_STEP_QUIZ && st->answer == kind; }

static void list_text(const sp_action_list *l, char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = 0;
    for (int i = 0; i < l->n && at + 24 < n; i++) {
        if (i) buf[at++] = ',', buf[at++] = ' ', buf[at] = 0;
        int w = sp_action_format(&l->a[i], buf + at, n - at);
        if (w > 0) at += (size_t)w;
    }
    if (!l->n) snprintf(buf, n, "nothing");
}

/* Applies the passes the script makes by itself at step `step` (every seat but a PLAY step's
 * own, whose action the validator applies and checks) until nobody has one. */
static int settle(const sp_lesson *l, int step, sp_game *g, char *err, size_t errlen)
{
    const sp_lesson_step *st = step < l->nsteps ? &l->steps[step] : NULL;
    for (int guard = 0; guard < 16; guard++) {
        unsigned pending = sp_game_pending(g);
        bool moved = false;
        for (int p = 0; p < g->players; p++) {
            sp_action a;
            if (!(pending >> p & 1) || !sp_lesson_auto(l, step, g, p, &a)) continue;
            if (st && st->kind == SP_STEP_PLAY && st->seat == p && sp_action_equal(&a, &st->action)) continue;
            char why[200];
            if (sp_game_apply(g, p, &a, why, sizeof why)) {
                snprintf(err, errlen, "%s:%d: the engine refused seat %c's automatic action: %s", l->origin,
                         l->steps[step].line, sp_seat_letter(p), why);
                return -1;
            }
            moved = true;
            break;
        }
        if (!moved) return 0;
    }
    return 0;
}

static int check_quiz(const sp_lesson *l, const sp_lesson_step *st, const sp_game *g, const sp_ruleset *rs, char *err,
                      size_t errlen)
{
    if (st->check == SP_QUIZ_SAFE) {
        const sp_game_seat *s = &g->seat[st->seat];
        bool seen = false;
        for (int i = 0; i < s->nriver; i++) seen |= sp_tile_kind(s->river[i]) == st->answer;
        if (!seen) {
            snprintf(err, errlen, "%s:%d: quiz: the answer has not been discarded by seat %c", l->origin, st->line,
                     sp_seat_letter(st->seat));
            return -1;
        }
        return 0;
    }
    if (st->check != SP_QUIZ_WAITS) return 0;
    const sp_game_seat *s = &g->seat[0];
    sp_hand h;
    memset(&h, 0, sizeof h);
    for (int k = 0; k < SP_KINDS; k++) {
        if (k == g->wild_kind) h.wildcards = (uint8_t)(h.wildcards + s->counts[k]);
        else h.counts[k] = s->counts[k];
    }
    h.melds = s->nmelds;
    if (s->nconcealed % 3 != 1 || !sp_hand_is_valid(&h)) {
        snprintf(err, errlen, "%s:%d: quiz: the player holds %d concealed tiles, not a hand waiting for one", l->origin,
                 st->line, s->nconcealed);
        return -1;
    }
    uint64_t waits = sp_waits(&h, rs->shapes);
    for (int i = 0; i < st->nchoices; i++) {
        bool completes = waits >> st->choices[i] & 1;
        if (completes != (st->choices[i] == st->answer)) {
            char name[3];
            sp_kind_name(st->choices[i], name);
            snprintf(err, errlen, "%s:%d: quiz: %s %s the player's hand", l->origin, st->line, name,
                     completes ? "also completes" : "does not complete");
            return -1;
        }
    }
    return 0;
}

/* A step's `why`: the engine must refuse the player something for that reason now, so that
 * the table's why-line shows it while the step's text talks about it. */
static int check_why(const sp_lesson *l, const sp_lesson_step *st, const sp_game *g, char *err, size_t errlen)
{
    if (!st->why) return 0;
    sp_blocked_list b;
    sp_game_explain(g, 0, &b);
    char seen[200] = "";
    for (int i = 0; i < b.n; i++) {
        if (b.b[i].reason == st->why) return 0;
        snprintf(seen + strlen(seen), sizeof seen - strlen(seen), "%s%s", i ? ", " : "", sp_block_reason_id(b.b[i].reason));
    }
    snprintf(err, errlen, "%s:%d: why: the engine refuses the player nothing for '%s' here (refused: %s)", l->origin,
             st->line, sp_block_reason_id(st->why), b.n ? seen : "nothing");
    return -1;
}

int sp_lesson_validate(const sp_lesson *l, const sp_ruleset *rs, sp_lesson_player free_play, void *ctx, char *err,
                       size_t errlen)
{
    static _Thread_local sp_game g; /* large; one validation at a time per thread */
    if (sp_lesson_game(l, rs, &g, err, errlen)) return -1;
    if (settle(l, 0, &g, err, errlen)) return -1;
    for (int i = 0; i < l->nsteps; i++) {
        const sp_lesson_step *st = &l->steps[i];
        char act[48];
        sp_action_format(&st->action, act, sizeof act);
        if (st->kind == SP_STEP_QUIZ && check_quiz(l, st, &g, rs, err, errlen)) return -1;
        if (!is_action_step(st) && check_why(l, st, &g, err, errlen)) return -1;
        if (st->kind == SP_STEP_SCORE) {
            sp_score_result r;
            char why[200];
            if (g.outcome.kind != SP_END_WIN || !g.outcome.nwins ||
                (g.phase != SP_PHASE_HAND_OVER && g.phase != SP_PHASE_MATCH_OVER)) {
                snprintf(err, errlen, "%s:%d: score: the hand has not been won at this step", l->origin, st->line);
                return -1;
            }
            if (sp_game_win_result(&g, 0, &r, why, sizeof why)) {
                snprintf(err, errlen, "%s:%d: score: %s", l->origin, st->line, why);
                return -1;
            }
        }
        if (is_action_step(st)) {
            int actor = step_actor(st);
            if (settle(l, i, &g, err, errlen) || check_why(l, st, &g, err, errlen)) return -1;
            unsigned pending = sp_game_pending(&g);
            if (!(pending >> actor & 1)) {
                char who[8] = "";
                for (int p = 0; p < g.players; p++)
                    if (pending >> p & 1) snprintf(who + strlen(who), sizeof who - strlen(who), "%c", sp_seat_letter(p));
                snprintf(err, errlen, "%s:%d: %s: seat %c is not asked to act now (%s%s)", l->origin, st->line, act,
                         sp_seat_letter(actor), pending ? who : "the hand is over", pending ? " must act first" : "");
                return -1;
            }
            sp_action_list legal;
            sp_game_legal(&g, actor, &legal);
            if (!legal_has(&legal, &st->action)) {
                char ls[600];
                list_text(&legal, ls, sizeof ls);
                snprintf(err, errlen, "%s:%d: seat %c's %s is not legal now (legal: %s)", l->origin, st->line,
                         sp_seat_letter(actor), act, ls);
                return -1;
            }
            char why[200];
            if (sp_game_apply(&g, actor, &st->action, why, sizeof why)) {
                snprintf(err, errlen, "%s:%d: %s: %s", l->origin, st->line, act, why);
                return -1;
            }
        }
        if (st->kind == SP_STEP_FREE) {
            for (int guard = 0; sp_game_pending(&g); guard++) {
                if (guard > 5000) {
                    snprintf(err, errlen, "%s:%d: free play did not end the hand", l->origin, st->line);
                    return -1;
                }
                unsigned pending = sp_game_pending(&g);
                int p = 0;
                while (!(pending >> p & 1)) p++;
                sp_action_list legal;
                sp_game_legal(&g, p, &legal);
                sp_action a = free_play ? free_play(ctx, p, &g, &legal) : legal.a[0];
                char why[200];
                if (sp_game_apply(&g, p, &a, why, sizeof why)) {
                    snprintf(err, errlen, "%s:%d: free play: %s", l->origin, st->line, why);
                    return -1;
                }
            }
        }
        if (i + 1 < l->nsteps && settle(l, i + 1, &g, err, errlen)) return -1;
    }
    return 0;
}
