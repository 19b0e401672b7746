/* cmd_replay.c: `sparrow-cli replay FILE [--verify]` - check and print a replay. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "table/replay.h"

int cmd_replay(int argc, char **argv)
{
    const char *path = NULL;
    bool verify = false, json = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--verify")) verify = true;
        else if (!strcmp(argv[i], "--json")) json = true;
        else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "sparrow-cli: replay: unknown option '%s'\n", argv[i]);
            return 2;
        } else if (!path) path = argv[i];
        else {
            fprintf(stderr, "sparrow-cli: replay takes one file\n");
            return 2;
        }
    }
    if (!path) {
        fprintf(stderr, "usage: sparrow-cli replay FILE [--verify] [--json]\n");
        return 2;
    }
    sp_ruleset *rules = malloc(sizeof *rules);
    sp_session *s = malloc(sizeof *s);
    sp_replay r;
    char err[512];
    int rc = 0;
    if (!rules || !s) {
        fprintf(stderr, "sparrow-cli: out of memory\n");
        free(rules);
        free(s);
        return 1;
    }
    if (sp_replay_read(path, &r, rules, false, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        free(rules);
        free(s);
        return 1;
    }
    if (sp_replay_play(&r, rules, s, verify, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: %s: %s\n", path, err);
        rc = 1;
    } else {
        const sp_game *g = &s->game;
        if (json) {
            printf("{\"file\": \"%s\", \"ruleset\": \"%s\", \"hands\": %u, \"actions\": %zu, \"complete\": %s, \"verified\": %s, \"scores\": {",
                   path, rules->id, g->hand_number, r.nactions, g->phase == SP_PHASE_MATCH_OVER ? "true" : "false",
                   verify ? "true" : "false");
            for (int p = 0; p < g->players; p++) printf("%s\"%c\": %d", p ? ", " : "", sp_seat_letter(p), g->seat[p].score);
            printf("}}\n");
        } else {
            printf("%s: ruleset %s, %d players, %u hands, %zu actions, %s%s\n", path, rules->id, g->players, g->hand_number,
                   r.nactions, g->phase == SP_PHASE_MATCH_OVER ? "match complete" : "match in progress",
                   verify ? "; every hand's events match" : "");
            printf("scores:");
            for (int p = 0; p < g->players; p++) printf(" %c %d", sp_seat_letter(p), g->seat[p].score);
            printf("\n");
        }
    }
    sp_replay_free(&r);
    sp_session_free(s);
    free(s);
    free(rules);
    return rc;
}
