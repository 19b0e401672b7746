/* ui_expert: the expert computer player in the window (issue 22). It thinks in a thread of its
 * own: the match goes on being updated (the window draws) while it thinks, its decisions reach
 * the table, and leaving the match in the middle of a thought stops and joins the thread (the
 * sanitizer build finds a thread left running or a leak). No window is needed. */
#define _POSIX_C_SOURCE 200809L
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "table/ruleset_file.h"
#include "ui/bots.h"
#include "ui/match.h"

static int failures;

#define CHECK(cond, ...)                                                                            \
    do {                                                                                            \
        if (!(cond)) {                                                                              \
            fprintf(stderr, "ui_expert: " __VA_ARGS__);                                             \
            fprintf(stderr, "\n");                                                                  \
            failures++;                                                                             \
        }                                                                                           \
    } while (0)

static struct ui_bot_worker *thinking(const ui_match *m)
{
    for (int p = 0; p < SP_SEATS; p++)
        if (m->bots[p].worker) return m->bots[p].worker;
    return NULL;
}

static void run(const char *id)
{
    char path[1024], err[512];
    snprintf(path, sizeof path, "%s/rules/%s.rules", SPARROW_SOURCE_DATA_DIR, id);
    sp_ruleset *rs = malloc(sizeof *rs);
    if (!rs || sp_ruleset_load_file(path, rs, err, sizeof err)) {
        CHECK(0, "%s: %s", id, err);
        free(rs);
        return;
    }
    int expert = ui_bot_level_find("expert");
    CHECK(expert > 0 && ui_bot_level_get(expert)->ai_level == SP_BOT_EXPERT, "no expert among the window's levels");
    int levels[SP_SEATS] = {expert, expert, expert, expert};
    ui_match *m = ui_match_start(rs, NULL, 0, 5, false, levels, 0, err, sizeof err);
    if (!m) {
        CHECK(0, "%s: %s", id, err);
        return;
    }
    uint64_t now = 0;
    uint32_t stamp = m->s->game.stamp;
    int decisions = 0, busy_frames = 0;
    /* play on until a few of the experts' decisions reached the table, counting the frames that
     * came back while an expert was still thinking */
    for (int frame = 0; frame < 200000 && decisions < 6 && !ui_match_over(m); frame++) {
        now += 16;
        ui_match_update(m, now);
        if (thinking(m)) {
            busy_frames++;
            nanosleep(&(struct timespec){0, 1000000}, NULL); /* (a frame's wait: the thread thinks) */
        }
        if (m->s->game.stamp != stamp) stamp = m->s->game.stamp, decisions++;
        if (m->s->game.phase == SP_PHASE_HAND_OVER) break;
    }
    CHECK(decisions >= 6 || m->s->game.phase == SP_PHASE_HAND_OVER, "%s: the experts made %d decisions (phase %d, pending %u, %s)", id, decisions, m->s->game.phase, sp_game_pending(&m->s->game), m->error);
    CHECK(busy_frames > 0, "%s: no frame was drawn while an expert thought", id);
    /* leave the match in the middle of a thought */
    if (m->s->game.phase == SP_PHASE_HAND_OVER) ui_match_next_hand(m);
    int frame = 0;
    while (!thinking(m) && frame++ < 100000) ui_match_update(m, now += 16);
    CHECK(thinking(m) != NULL, "%s: no expert was thinking to leave", id);
    ui_match_free(m); /* joins the thread: the sanitizers report one left behind */
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) run(argv[i]);
    if (!failures) printf("ui_expert: ok\n");
    return failures ? 1 : 0;
}
