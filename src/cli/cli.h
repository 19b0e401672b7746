/* cli.h: the sub-commands of sparrow-cli and the helpers they share. */
#ifndef SP_CLI_H
#define SP_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "ai/bot.h"

typedef enum { SP_LANG_EN, SP_LANG_ZH_HANT, SP_LANG_ZH_HANS } sp_lang;

/* Options common to every sub-command. */
typedef struct {
    bool json;
    sp_lang lang;
    const char *rules; /* --rules ID|PATH or NULL */
} cli_common;

/* Parses a common option at argv[*i] (advancing *i past its value); returns 1 if it was one,
 * 0 if not, -1 on a bad value (message printed to stderr). */
int cli_common_option(int argc, char **argv, int *i, cli_common *c);

/* The head of an argument loop of a command that takes one file operand: a common option
 * (cli_common_option) or the operand (a word not starting with '-') into *operand. Returns 1 if
 * argv[*i] was one of them, 0 if not, -1 on a bad value or a second operand (message or
 * command's usage printed: the command's status is 2). */
int cli_common_or_operand(int argc, char **argv, int *i, cli_common *c, const char **operand, const char *command);

/* Parses a whole number 0..max given for option `flag` into *out; false (message printed to
 * stderr) when it is not one. */
bool cli_parse_count(const char *flag, const char *v, long max, long *out);

/* The expert's budget a decision (--expert-ms MS, --expert-samples N; ai/bot.h), and how many of
 * its own next decisions its playouts give hard (--expert-own-hard N). */
typedef struct {
    long ms;           /* -1: the default (SP_BOT_EXPERT_MS) */
    long samples;      /* 0: no limit */
    long own_hard;     /* -1: the default (the model's tuning record) */
} cli_expert_budget;
#define CLI_EXPERT_DEFAULT ((cli_expert_budget){-1, 0, -1})

/* Parses --expert-ms / --expert-samples / --expert-own-hard at argv[*i] like cli_common_option:
 * 1 (consumed), 0 (not one of them), -1 (bad value, message printed). */
int cli_expert_option(int argc, char **argv, int *i, cli_expert_budget *b);
/* Seats bot b at game g (sp_bot_watch) with the budget e. */
void cli_expert_apply(cli_expert_budget e, sp_bot *b, const sp_game *g);

int cmd_hand(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_score(int argc, char **argv);
int cmd_rules(int argc, char **argv);
int cmd_simulate(int argc, char **argv);
/* `bench simulate` for one ruleset (bench_simulate.c). */
void bench_simulate(const char *id, double seconds, int json);
int cmd_replay(int argc, char **argv);
int cmd_arena(int argc, char **argv);
/* `evaluate`: each legal action's value at one moment of a replay (cmd_evaluate.c). */
int cmd_evaluate(int argc, char **argv);
/* `review`: every decision of a seat in a replay evaluated (cmd_review.c). */
int cmd_review(int argc, char **argv);
/* `serve` (headless LAN host) and `join` (a headless LAN player), cmd_serve.c. */
int cmd_serve(int argc, char **argv);
int cmd_join(int argc, char **argv);
/* `discover`: the LAN hosts that announce themselves. */
int cmd_discover(int argc, char **argv);
/* `stats`: the player's statistics from the history (cmd_stats.c). */
int cmd_stats(int argc, char **argv);
/* `bench ai`: decision times of the computer players (bench_ai.c). */
void bench_ai(const char *id, double seconds, int json, cli_expert_budget expert);
/* `bench net`: LAN play's figures on loopback (bench_net.c); 0, or -1 when the match failed. */
int bench_net(const char *id, int json);

/* Prints a sub-command's usage to f; false when there is no such sub-command. */
bool cli_usage(const char *command, FILE *f);
/* Prints a sub-command's usage to standard error and returns 2 (a bad command line). */
int cli_usage_error(const char *command);

/* Prints s padded with spaces to `columns` terminal columns (CJK characters take two). */
void cli_print_padded(const char *s, int columns);

/* Reads one line of any length from f into *buf (grown as needed); returns its length without
 * the newline, or -1 at end of input. */
long cli_read_line(FILE *f, char **buf, size_t *cap);

/* The JSON Lines loop of a command: each non-empty line of standard input parsed and answered
 * by fn (the answer object, or NULL with err naming the field); a line that is not answered gets
 * {"error": ..., "line": N}, a line that is not JSON {"error": not_json, "line": N}. Returns the
 * status: 1 if any line failed, else 0. */
struct cJSON;
typedef struct cJSON *(*cli_answer_fn)(void *ctx, const struct cJSON *request, char *err, size_t errlen);
int cli_json_lines(cli_answer_fn fn, void *ctx, const char *not_json);

/* Prints o on standard output as one line of JSON (or {"error": "out of memory"} when it cannot
 * be printed), flushes, and frees o. Every JSON line of the CLI goes out through here. */
void cli_print_json_line(struct cJSON *o);

#endif
