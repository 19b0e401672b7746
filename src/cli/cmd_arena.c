/* cmd_arena.c: `sparrow-cli arena` - computer players compared on duplicate walls (src/cli/README.md). */
#include <cjson/cJSON.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/arena.h"
#include "cli/cli.h"
#include "cli/rules_cache.h"

static int usage(void) { return cli_usage_error("arena"); }

/* Parses the seat list; returns the number of seats, or -1. */
static int parse_seats(const char *list, int levels[SP_SEATS])
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", list);
    int n = 0;
    for (char *tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
        int l = sp_bot_level_parse(tok);
        if (l < 0) {
            fprintf(stderr, "sparrow-cli: --seats: '%s' is not a computer player level (easy, normal, hard, expert)\n", tok);
            return -1;
        }
        if (n >= SP_SEATS) {
            fprintf(stderr, "sparrow-cli: --seats: at most %d seats\n", SP_SEATS);
            return -1;
        }
        levels[n++] = l;
    }
    return n;
}

/* The paired comparison: one line of text, or one JSON object. */
static void print_paired(const arena_paired *p, int level, int against, bool json)
{
    if (json) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "paired", sp_bot_level_name(level));
        cJSON_AddStringToObject(o, "against", sp_bot_level_name(against));
        cJSON_AddNumberToObject(o, "hands", (double)p->seat_hands);
        cJSON_AddNumberToObject(o, "changed", (double)p->changed);
        cJSON_AddNumberToObject(o, "overrides", (double)p->overrides);
        cJSON_AddNumberToObject(o, "deal_ins", (double)p->deal_ins);
        cJSON_AddNumberToObject(o, "against_deal_ins", (double)p->paired_deal_ins);
        cJSON_AddNumberToObject(o, "difference_per_hand", p->mean);
        cJSON *ci = cJSON_AddArrayToObject(o, "ci95");
        cJSON_AddItemToArray(ci, cJSON_CreateNumber(p->ci_lo));
        cJSON_AddItemToArray(ci, cJSON_CreateNumber(p->ci_hi));
        cli_print_json_line(o);
        return;
    }
    printf("paired: %s minus %s in the same seats, walls and company: %.3f points a hand [%.3f, %.3f] over %ld hands "
           "(%ld changed, %llu overrides); deal-ins %ld against %ld\n",
           sp_bot_level_name(level), sp_bot_level_name(against), p->mean, p->ci_lo, p->ci_hi, p->seat_hands, p->changed,
           (unsigned long long)p->overrides, p->deal_ins, p->paired_deal_ins);
}

int cmd_arena(int argc, char **argv)
{
    cli_common common = {0};
    long hands = 400, seed = 1, threads = 1;
    const char *seats = "hard,normal,normal,easy";
    bool all_orders = false;
    const char *paired = NULL;
    cli_expert_budget expert = CLI_EXPERT_DEFAULT;
    for (int i = 1; i < argc; i++) {
        int r = cli_common_option(argc, argv, &i, &common);
        if (!r) r = cli_expert_option(argc, argv, &i, &expert);
        if (r < 0) return 2;
        if (r) continue;
        const char *a = argv[i];
        if (!strcmp(a, "--all-orders")) {
            all_orders = true;
            continue;
        }
        if (i + 1 >= argc) return usage();
        if (!strcmp(a, "--hands")) {
            if (!cli_parse_count(a, argv[++i], 100000000L, &hands)) return 2;
        } else if (!strcmp(a, "--seed")) {
            if (!cli_parse_count(a, argv[++i], LONG_MAX, &seed)) return 2;
        } else if (!strcmp(a, "--threads")) {
            if (!cli_parse_count(a, argv[++i], 64, &threads)) return 2;
        } else if (!strcmp(a, "--seats"))
            seats = argv[++i];
        else if (!strcmp(a, "--paired"))
            paired = argv[++i];
        else {
            fprintf(stderr, "sparrow-cli: arena: unknown option '%s'\n", a);
            return usage();
        }
    }
    if (!common.rules) {
        fprintf(stderr, "sparrow-cli: arena needs --rules ID\n");
        return usage();
    }
    char err[512];
    arena_config c = {0};
    c.expert = expert;
    c.rules = rules_cache_get(common.rules, err, sizeof err);
    if (!c.rules) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        return 2;
    }
    int n = parse_seats(seats, c.levels);
    if (n < 0) return 2;
    if (n < c.rules->players_min || n > c.rules->players_max) {
        fprintf(stderr, "sparrow-cli: --seats: ruleset %s plays with %d to %d players, not %d\n", c.rules->id,
                c.rules->players_min, c.rules->players_max, n);
        return 2;
    }
    c.players = n;
    c.paired = -1;
    if (paired) {
        c.paired = sp_bot_level_parse(paired);
        if (c.paired < 0) {
            fprintf(stderr, "sparrow-cli: --paired: '%s' is not a computer player level (easy, normal, hard, expert)\n", paired);
            return 2;
        }
        if (c.paired == c.levels[0]) {
            fprintf(stderr, "sparrow-cli: --paired: %s is the first level of --seats already; name another to compare it with\n", paired);
            return 2;
        }
    }
    c.seed = (uint64_t)seed;
    c.all_orders = all_orders;
    /* plays per wall: the rotations, or every distinct seating */
    int per = n;
    if (all_orders) {
        int fact = 1, same[SP_BOT_LEVELS] = {0};
        for (int i = 2; i <= n; i++) fact *= i;
        for (int i = 0; i < n; i++) same[c.levels[i]]++;
        per = fact;
        for (int l = 0; l < SP_BOT_LEVELS; l++)
            for (int i = 2; i <= same[l]; i++) per /= i;
    }
    c.deals = (hands + per - 1) / per;
    if (c.deals < 1) c.deals = 1;
    c.threads = threads ? (int)threads : 1;
    arena_stats s;
    if (arena_run(&c, &s, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: arena: %s\n", err);
        return 1;
    }
    /* distinct levels in the order the seats name them */
    int order[SP_BOT_LEVELS], norder = 0;
    for (int i = 0; i < n; i++) {
        bool seen = false;
        for (int j = 0; j < norder; j++) seen |= order[j] == c.levels[i];
        if (!seen) order[norder++] = c.levels[i];
    }
    if (!common.json) {
        printf("arena %s: %ld deals x %d seatings = %ld hands in %.2f s (seats %s%s, seed %ld)\n", c.rules->id, s.deals,
               per, s.hands, s.seconds, seats, all_orders ? ", every order" : ", rotated, table orders varied", seed);
        printf("%-7s %9s %10s %22s %9s %9s %9s %12s %8s\n", "bot", "hands", "pts/hand", "95% interval", "win", "deal-in",
               "avg win", "decisions/s", "illegal");
    }
    for (int i = 0; i < norder; i++) {
        const arena_level *l = &s.level[order[i]];
        double hands_d = l->seat_hands ? (double)l->seat_hands : 1;
        double win_rate = (double)l->wins / hands_d, deal_rate = (double)l->deal_ins / hands_d;
        double avg_win = l->wins ? l->win_value_sum / (double)l->wins : 0;
        double dps = l->decide_seconds > 0 ? (double)l->decisions / l->decide_seconds : 0;
        if (common.json) {
            cJSON *o = cJSON_CreateObject();
            cJSON_AddStringToObject(o, "bot", sp_bot_level_name(order[i]));
            cJSON_AddNumberToObject(o, "hands", (double)l->seat_hands);
            cJSON_AddNumberToObject(o, "points_per_hand", l->mean);
            cJSON *ci = cJSON_AddArrayToObject(o, "ci95");
            cJSON_AddItemToArray(ci, cJSON_CreateNumber(l->ci_lo));
            cJSON_AddItemToArray(ci, cJSON_CreateNumber(l->ci_hi));
            cJSON_AddNumberToObject(o, "win_rate", win_rate);
            cJSON_AddNumberToObject(o, "deal_in_rate", deal_rate);
            cJSON_AddNumberToObject(o, "avg_win_value", avg_win);
            cJSON_AddNumberToObject(o, "decisions_per_s", dps);
            cJSON_AddNumberToObject(o, "illegal", (double)l->illegal);
            cli_print_json_line(o);
        } else {
            char ci[48];
            snprintf(ci, sizeof ci, "[%.3f, %.3f]", l->ci_lo, l->ci_hi);
            printf("%-7s %9ld %10.3f %22s %9.4f %9.4f %9.2f %12.0f %8ld\n", sp_bot_level_name(order[i]), l->seat_hands,
                   l->mean, ci, win_rate, deal_rate, avg_win, dps, l->illegal);
        }
    }
    if (s.paired.present) print_paired(&s.paired, c.levels[0], c.paired, common.json);
    if (s.illegal) {
        fprintf(stderr, "sparrow-cli: arena: %ld illegal actions (first: %s)\n", s.illegal, s.first_illegal);
        return 1;
    }
    return 0;
}
