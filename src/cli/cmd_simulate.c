/* cmd_simulate.c: `sparrow-cli simulate` - whole matches headless (src/cli/README.md). */
#include <cjson/cJSON.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"
#include "cli/rules_cache.h"
#include "cli/simulate.h"

static int usage(void) { return cli_usage_error("simulate"); }

static int check_bots(const char *list, int players)
{
    int n = 0;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ","), n++) {
        if (!strcmp(tok, "random") || !strcmp(tok, "easy") || !strcmp(tok, "normal") || !strcmp(tok, "hard")) continue;
        fprintf(stderr, "sparrow-cli: --bots: '%s' is not a computer player (easy, normal, hard, random)\n", tok);
        return -1;
    }
    if (n != 1 && n != players) {
        fprintf(stderr, "sparrow-cli: --bots: give one level for every seat or %d levels, not %d\n", players, n);
        return -1;
    }
    return 0;
}

int cmd_simulate(int argc, char **argv)
{
    cli_common common = {0};
    sim_config c = {0};
    c.threads = 1;
    long seed = 1, players = 0, threads = 1;
    const char *bots = "random";
    for (int i = 1; i < argc; i++) {
        int r = cli_common_option(argc, argv, &i, &common);
        if (r < 0) return 2;
        if (r) continue;
        const char *a = argv[i];
        bool has_value = i + 1 < argc;
        if (!strcmp(a, "--check-every-action")) c.check_every_action = true;
        else if (!has_value) return usage();
        else if (!strcmp(a, "--games")) {
            if (!cli_parse_count(a, argv[++i], 100000000L, &c.games)) return 2;
        } else if (!strcmp(a, "--hands")) {
            if (!cli_parse_count(a, argv[++i], 1000000000L, &c.hands)) return 2;
        } else if (!strcmp(a, "--seed")) {
            if (!cli_parse_count(a, argv[++i], LONG_MAX, &seed)) return 2;
        } else if (!strcmp(a, "--players")) {
            if (!cli_parse_count(a, argv[++i], 4, &players)) return 2;
        } else if (!strcmp(a, "--threads")) {
            if (!cli_parse_count(a, argv[++i], 64, &threads)) return 2;
        } else if (!strcmp(a, "--bots")) bots = argv[++i];
        else if (!strcmp(a, "--replay-dir")) c.replay_dir = argv[++i];
        else {
            fprintf(stderr, "sparrow-cli: simulate: unknown option '%s'\n", a);
            return usage();
        }
    }
    if (!common.rules) {
        fprintf(stderr, "sparrow-cli: simulate needs --rules ID\n");
        return usage();
    }
    if (!c.games && !c.hands) c.games = 1;
    char err[512];
    c.rules = rules_cache_get(common.rules, err, sizeof err);
    if (!c.rules) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        return 2;
    }
    c.players = (int)players;
    if (players && (players < c.rules->players_min || players > c.rules->players_max)) {
        fprintf(stderr, "sparrow-cli: --players: ruleset %s plays with %d to %d players\n", c.rules->id, c.rules->players_min,
                c.rules->players_max);
        return 2;
    }
    if (check_bots(bots, players ? (int)players : c.rules->players_max)) return 2;
    c.bots = bots;
    if (c.replay_dir) {
        struct stat st;
        if (stat(c.replay_dir, &st) || !S_ISDIR(st.st_mode)) {
            fprintf(stderr, "sparrow-cli: --replay-dir: '%s' is not a folder\n", c.replay_dir);
            return 2;
        }
    }
    c.seed = (uint64_t)seed;
    c.threads = (int)threads ? (int)threads : 1;
    sim_stats s;
    if (sim_run(&c, &s, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: simulate: %s\n", err);
        return 1;
    }
    double avg_fan = s.fan_count ? (double)s.fan_sum / (double)s.fan_count : 0;
    double secs = s.seconds > 0 ? s.seconds : 1e-9;
    if (common.json) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "rules", c.rules->id);
        cJSON_AddNumberToObject(o, "games", (double)s.games);
        cJSON_AddNumberToObject(o, "hands", (double)s.hands);
        cJSON *w = cJSON_AddObjectToObject(o, "wins");
        cJSON_AddNumberToObject(w, "tsumo", (double)s.tsumo);
        cJSON_AddNumberToObject(w, "ron", (double)s.ron);
        cJSON_AddNumberToObject(w, "multiple", (double)s.multiple);
        cJSON_AddNumberToObject(w, "false", (double)s.false_wins);
        cJSON_AddNumberToObject(o, "draws", (double)s.draws);
        cJSON_AddNumberToObject(o, "avg_fan", avg_fan);
        cJSON *pf = cJSON_AddObjectToObject(o, "patterns");
        for (int k = 0; k < c.rules->npatterns; k++)
            if (s.pattern_count[k]) cJSON_AddNumberToObject(pf, c.rules->patterns[k].id, (double)s.pattern_count[k]);
        cJSON_AddNumberToObject(o, "payments_balance", (double)s.balance);
        cJSON_AddNumberToObject(o, "actions", (double)s.actions);
        cJSON_AddNumberToObject(o, "invariant_failures", (double)s.invariant_failures);
        cJSON_AddNumberToObject(o, "seconds", s.seconds);
        cJSON_AddNumberToObject(o, "games_per_s", (double)s.games / secs);
        cJSON_AddNumberToObject(o, "hands_per_s", (double)s.hands / secs);
        cli_print_json_line(o);
    } else {
        printf("ruleset %s: %ld games, %ld hands in %.2f s (%.0f games/s, %.0f hands/s)\n", c.rules->id, s.games, s.hands,
               s.seconds, (double)s.games / secs, (double)s.hands / secs);
        printf("wins: %ld self-drawn, %ld on a discard (%ld hands with several wins), %ld false; %ld exhaustive draws\n",
               s.tsumo, s.ron, s.multiple, s.false_wins, s.draws);
        printf("average value of a win: %.2f; payments balance: %" PRId64 "\n", avg_fan, s.balance);
        printf("patterns:");
        for (int k = 0; k < c.rules->npatterns; k++)
            if (s.pattern_count[k]) printf(" %s %ld", c.rules->patterns[k].id, s.pattern_count[k]);
        printf("\ninvariants: %s\n", s.invariant_failures ? s.first_failure : "all held");
    }
    if (s.invariant_failures) {
        if (!common.json) fprintf(stderr, "sparrow-cli: simulate: %ld invariant failures\n", s.invariant_failures);
        return 1;
    }
    return 0;
}
