/* usage.c: the usage text of each sub-command, printed by `sparrow-cli COMMAND --help` (to
 * standard output, status 0) and on a bad command line (to standard error, status 2). */
#include <stdio.h>
#include <string.h>

#include "net/seat_store.h"

#include "cli/cli.h"

static const struct {
    const char *command, *text;
} usages[] = {
    {"hand", "usage: sparrow-cli hand TILES [MELD...] [--wildcards N] [--indicator T] [--rules ID] [--lang L]\n"
             "   or: sparrow-cli hand --json < requests.jsonl\n"},
    {"score", "usage: sparrow-cli score --rules ID --tiles T --win tsumo|ron --win_tile T --seat E [--discarder W]\n"
              "                         [--melds pon:555z@W,...] [--flowers 1f5f] [--situation rinshan,...] [--options JSON]\n"
              "   or: sparrow-cli score --json < requests.jsonl\n"},
    {"rules", "usage: sparrow-cli rules list | show ID | check FILE [--lang zh-Hant|zh-Hans|en]\n"},
    {"simulate", "usage: sparrow-cli simulate --rules ID (--games N | --hands N) [--seed S] [--bots easy|normal|hard|random,...]\n"
                 "                            [--players 2|3|4] [--threads T] [--replay-dir D] [--check-every-action] [--json]\n"},
    {"replay", "usage: sparrow-cli replay FILE [--verify] [--json] [--saved-rules] [--seat-log LOG] [--export OUT]\n"},
    {"arena", "usage: sparrow-cli arena --rules ID --hands N --seats hard,normal,normal,easy [--seed S] [--threads T] [--all-orders] [--json]\n"
              "                         [--expert-ms MS] [--expert-samples N] [--expert-own-hard N] [--paired LEVEL]\n"
              "  levels: easy, normal, hard, expert (searches; --expert-ms: processor time a decision, default 300,\n"
              "  0 with --expert-samples N: N samples a decision, deterministic; --expert-own-hard N: its own\n"
              "  next N decisions in each playout made by hard, default the ruleset's: 2, Wuhan 0)\n"
              "  --paired LEVEL: each seating again with the first level's seats played by LEVEL; their points'\n"
              "  difference hand by hand, with its 95 % interval\n"},
    {"bench", "usage: sparrow-cli bench [win|shanten|waits|score|simulate|ai|net|problems|all] [--seconds S] [--rules ID] [--json]\n"
              "                         [--expert-ms MS] [--expert-samples N] [--expert-own-hard N] [--problems DIR] [--misses]\n"
              "  ai: decision times per level; the expert sits in one seat a hand among hard players\n"
              "  problems: each level's agreement with the best action and its loss a decision on DIR/ID.jsonl\n"
              "  (default DIR tests/data/problems); --misses: also each problem a level got wrong\n"},
    {"problems", "usage: sparrow-cli problems --rules ID [--count N] [--samples N] [--seed S]\n"
                 "  a fixed problem set (JSON Lines on stdout): decisions kept from self-play, each action valued by\n"
                 "  the evaluator (N samples, default 96; four times as many where the best is not clear)\n"},
    {"evaluate", "usage: sparrow-cli evaluate FILE [--action N] [--seat E|S|W|N] [--samples N] [--seed S] [--budget-ms MS]\n"
                 "                            [--playout easy|normal|hard] [--json]\n"
                 "   or: sparrow-cli evaluate --json < requests.jsonl   ({\"replay\": FILE, \"action\": N, ...})\n"
                 "  what each legal action is worth (the hand's points for the seat, with a standard error) just before\n"
                 "  action N of a replay or save (default: where it ends), by play-outs on samples of the tiles the seat\n"
                 "  cannot see; --samples 64 by default, --budget-ms: processor time (then samples 0: no sample limit)\n"},
    {"review", "usage: sparrow-cli review FILE --seat E|S|W|N [--samples N] [--max-samples M] [--seed S]\n"
               "                          [--playout easy|normal|hard] [--no-cache] [--db FILE] [--json]\n"
               "   or: sparrow-cli review --json < requests.jsonl\n"
               "       ({\"replay\": FILE, \"seat\": \"E\", \"samples\": N, \"max_samples\": M, \"seed\": S})\n"
               "  every decision the seat made (an action among two or more legal ones) evaluated like `evaluate`:\n"
               "  the action taken, the best one, the points lost (0 unless the best beats the taken by more than\n"
               "  2 standard errors), per hand and for the match the agreement and the points lost, and the five\n"
               "  costliest decisions; --samples 16 a decision, --seed 1, normal play-outs by default. A close\n"
               "  decision (another action ahead by no more than the noise) is evaluated again with 4 times the\n"
               "  samples up to --max-samples (64; at most --samples: no second look). The review is kept beside\n"
               "  the replay (FILE.review.json) and given from there next time (--no-cache: neither read nor\n"
               "  written); when the history (--db FILE, default the player's) holds the match and the seat is\n"
               "  the player's, its review figures are written there\n"},
    {"serve", "usage: sparrow-cli serve --rules ID --port P [--bots LEVEL,...] [--players N] [--seed S]\n"
              "                         [--turn-seconds T] [--claim-seconds C] [--pause-seconds P] [--replay FILE]\n"
              "                         [--ready-seconds R] [--hold-ms H] [--table-name NAME] [--no-announce]\n"
              "  --ready-seconds R            once every seat is taken, a player not ready within R s\n"
              "                               loses the seat (default 60, 0: never)\n"
              "  --hold-ms H                  while a person plays, the table waits H ms after each discard\n"
              "                               so nobody can time a person's claim decisions (default 1000, 0: none)\n"
              "  announces itself on the LAN (UDP broadcast, port 7778) while seats are open\n"
              "  --bots easy|normal|hard|expert,...  computer players in the last seats; the others wait for players\n"
              "  --port 0                     any free port (printed)\n"},
    {"join", "usage: sparrow-cli join HOST:PORT [--name NAME] [--bot easy|normal|hard|expert] [--token T]\n"
             "                        [--seconds S] [--save-log FILE] [--seat-file FILE] [--think-ms MS]\n"
             "  plays the seat it is given with a computer player; exits 0 when the match is over\n"
             "  (a guest sees only its seat's view, without the table an expert samples: it plays as hard there)\n"
             "  the seat is kept in the player's folder (" SP_SEAT_STORE_FILE ", or --seat-file FILE;\n"
             "  --seat-file none keeps nothing): joining that host again with the same name takes it back\n"
             "  --think-ms MS: the computer player answers each question MS after it came (default 0)\n"},
    {"discover", "usage: sparrow-cli discover [--seconds S] [--port P]\n"},
    {"stats", "usage: sparrow-cli stats [--json] [--rules ID] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--db FILE]\n"
              "  the player's statistics from the history the game keeps of every hand played in the window:\n"
              "  overall, or for one ruleset (--rules), and per ruleset in JSON when none is named; dates are\n"
              "  local days, both included; --db FILE reads another history than the player's folder's\n"
              "  history.sqlite\n"},
};

bool cli_usage(const char *command, FILE *f)
{
    for (size_t i = 0; i < sizeof usages / sizeof usages[0]; i++)
        if (!strcmp(usages[i].command, command)) {
            fputs(usages[i].text, f);
            return true;
        }
    return false;
}

int cli_usage_error(const char *command)
{
    cli_usage(command, stderr);
    return 2;
}
