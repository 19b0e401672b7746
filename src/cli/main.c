/* main.c: entry point of sparrow-cli, the headless face of the rules core. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/problems.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: sparrow-cli COMMAND [options]\n"
            "commands:\n"
            "  hand TILES [MELD...] [--wildcards N] [--rules ID]   analyse a hand (win, shanten, waits, readings)\n"
            "  score --rules ID --tiles T --win tsumo|ron ...      score a winning hand (see README)\n"
            "  rules list | show ID | check FILE                  the rulesets\n"
            "  simulate --rules ID (--games N | --hands N) [--seed S] [--players P] [--threads T] [--replay-dir D]\n"
            "                                                      play whole matches headless\n"
            "  replay FILE [--verify]                              check a replay or save\n"
            "  evaluate FILE [--action N] [--seat E] [--samples N] [--seed S] [--budget-ms MS]\n"
            "                                                      what each legal action is worth there\n"
            "  review FILE --seat E [--samples N] [--seed S] [--json]  every decision of a seat evaluated\n"
            "  arena --rules ID --hands N --seats expert,hard,hard,normal [--seed S] [--threads T]\n"
            "                                                      computer players on duplicate walls\n"
            "  problems --rules ID [--count N] [--samples N] [--seed S]  a fixed problem set from self-play\n"
            "  bench [win|shanten|waits|score|simulate|ai|net|problems|all] [--seconds S] [--rules ID]  measure\n"
            "  serve --rules ID --port P [--bots LEVEL,...] [--players N] [--seed S]  host a LAN match\n"
            "  join HOST:PORT [--name NAME] [--bot LEVEL]          play a LAN seat with a computer player\n"
            "  discover [--seconds S]                              list the LAN hosts that announce themselves\n"
            "  stats [--json] [--rules ID] [--from DATE --to DATE] [--db FILE]\n"
            "                                                      the player's statistics from the game's history\n"
            "common options: --json (JSON Lines on stdin/stdout), --lang zh-Hant|zh-Hans|en, --rules ID|PATH\n"
            "see the README for examples\n");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *cmd = argv[1];
    /* `sparrow-cli COMMAND --help`: that sub-command's usage (any argument -h or --help) */
    for (int i = 2; i < argc; i++)
        if ((!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) && cli_usage(cmd, stdout)) return 0;
    if (!strcmp(cmd, "hand")) return cmd_hand(argc - 1, argv + 1);
    if (!strcmp(cmd, "bench")) return cmd_bench(argc - 1, argv + 1);
    if (!strcmp(cmd, "score")) return cmd_score(argc - 1, argv + 1);
    if (!strcmp(cmd, "rules")) return cmd_rules(argc - 1, argv + 1);
    if (!strcmp(cmd, "simulate")) return cmd_simulate(argc - 1, argv + 1);
    if (!strcmp(cmd, "replay")) return cmd_replay(argc - 1, argv + 1);
    if (!strcmp(cmd, "arena")) return cmd_arena(argc - 1, argv + 1);
    if (!strcmp(cmd, "problems")) return cmd_problems(argc - 1, argv + 1);
    if (!strcmp(cmd, "serve")) return cmd_serve(argc - 1, argv + 1);
    if (!strcmp(cmd, "join")) return cmd_join(argc - 1, argv + 1);
    if (!strcmp(cmd, "discover")) return cmd_discover(argc - 1, argv + 1);
    if (!strcmp(cmd, "evaluate")) return cmd_evaluate(argc - 1, argv + 1);
    if (!strcmp(cmd, "review")) return cmd_review(argc - 1, argv + 1);
    if (!strcmp(cmd, "stats")) return cmd_stats(argc - 1, argv + 1);
    if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
        usage(stdout);
        return 0;
    }
    fprintf(stderr, "sparrow-cli: unknown command '%s'\n", cmd);
    usage(stderr);
    return 2;
}
