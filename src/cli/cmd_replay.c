/* cmd_replay.c: `sparrow-cli replay FILE [--verify] [--saved-rules] [--seat-log LOG]
 * [--export OUT]` - check and print a replay (its hands' results too, in a match log: table/
 * MATCH_LOG.md), write it as a match log, or check a LAN seat's log (what one seat saw), alone or
 * against the host's replay. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "net/seat_log.h"
#include "table/read_file.h"
#include "table/replay.h"
#include "table/replay_export.h"

/* `replay LOG`: a seat's log read back strictly (every event decoded, serials in order). */
static int show_seat_log(const char *path, const char *text)
{
    sp_seat_log log;
    char err[512];
    if (sp_seat_log_parse(text, path, &log, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        sp_seat_log_free(&log);
        return 1;
    }
    printf("%s: seat log of %s, seat %c of %d, %zu events%s\n", path, log.ruleset, sp_seat_letter(log.seat), log.players,
           log.nevents, log.nscores ? "" : ", no end message");
    if (log.nscores) {
        printf("scores at the end:");
        for (int p = 0; p < log.nscores; p++) printf(" %c %d", sp_seat_letter(p), log.scores[p]);
        printf("\n");
    }
    sp_seat_log_free(&log);
    return 0;
}

/* `replay HOST --seat-log LOG`: every event of the seat's log is the one the host's game gave
 * that seat. */
static int check_seat_log(const char *log_path, const sp_replay *r, const sp_ruleset *rules)
{
    sp_seat_log log;
    char err[512];
    int rc = 0;
    if (sp_seat_log_read(log_path, &log, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        rc = 1;
    } else if (sp_seat_log_check(&log, r, rules, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: %s: %s\n", log_path, err);
        rc = 1;
    } else {
        printf("%s: seat %c's %zu events are what the host's game gave that seat\n", log_path, sp_seat_letter(log.seat),
               log.nevents);
    }
    sp_seat_log_free(&log);
    return rc;
}

int cmd_replay(int argc, char **argv)
{
    const char *path = NULL, *seat_log = NULL, *export_to = NULL;
    bool verify = false, json = false;
    sp_rules_use use = SP_RULES_SAME;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--verify")) verify = true;
        else if (!strcmp(argv[i], "--json")) json = true;
        else if (!strcmp(argv[i], "--saved-rules")) use = SP_RULES_SAVED;
        else if (!strcmp(argv[i], "--seat-log") && i + 1 < argc) seat_log = argv[++i];
        else if (!strcmp(argv[i], "--export") && i + 1 < argc) export_to = argv[++i];
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
        return cli_usage_error("replay");
    }
    char err[512];
    char *text = sp_read_file(path, 64u << 20, "a replay", NULL, err, sizeof err);
    if (!text) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        return 1;
    }
    if (sp_seat_log_detect(text)) {
        int rc = show_seat_log(path, text);
        free(text);
        return rc;
    }
    sp_ruleset *rules = malloc(sizeof *rules);
    sp_session *s = malloc(sizeof *s);
    sp_replay r;
    int rc = 0;
    if (!rules || !s) {
        fprintf(stderr, "sparrow-cli: out of memory\n");
        free(text);
        free(rules);
        free(s);
        return 1;
    }
    int bad = sp_replay_parse(text, path, &r, rules, use, err, sizeof err);
    /* a match log's results are what its actions give */
    if (!bad && verify && sp_replay_check_results(text, &r, rules, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: %s: %s\n", path, err);
        err[0] = 0;
        bad = 1;
    }
    free(text);
    if (bad) {
        if (err[0]) fprintf(stderr, "sparrow-cli: %s\n", err);
        sp_replay_free(&r);
        free(rules);
        free(s);
        return 1;
    }
    if (r.change.used_saved)
        fprintf(stderr, "sparrow-cli: %s: played with the rules it keeps: ruleset %s's file has changed since (%s)\n", path,
                r.ruleset, r.change.fields);
    if (sp_replay_play(&r, rules, s, verify, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: %s: %s\n", path, err);
        rc = 1;
    } else {
        const sp_game *g = &s->game;
        if (json) {
            printf("{\"file\": \"%s\", \"ruleset\": \"%s\", \"hands\": %u, \"actions\": %zu, \"complete\": %s, \"verified\": %s, \"saved_rules\": %s, \"scores\": {",
                   path, rules->id, g->hand_number, r.nactions, g->phase == SP_PHASE_MATCH_OVER ? "true" : "false",
                   verify ? "true" : "false", r.change.used_saved ? "true" : "false");
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
    if (!rc && seat_log) rc = check_seat_log(seat_log, &r, rules);
    if (!rc && export_to) {
        if (sp_replay_export(&r, rules, export_to, err, sizeof err)) {
            fprintf(stderr, "sparrow-cli: %s\n", err);
            rc = 1;
        } else if (!json) {
            printf("match log written to %s\n", export_to);
        }
    }
    sp_replay_free(&r);
    sp_session_free(s);
    free(s);
    free(rules);
    return rc;
}
