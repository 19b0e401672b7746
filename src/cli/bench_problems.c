/* bench_problems.c: `sparrow-cli bench problems` - each computer player level's choices on a
 * ruleset's fixed problem set (problems.h): how often it takes the best action (problems marked
 * close left out) and the points it gives up a decision (value of the best action minus value
 * of its choice, over every problem), the measure Japanese-rules reviewers use. With --misses,
 * also each problem (not close) a level got wrong: where to look when a level falls short. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/bot.h"
#include "cli/cli.h"
#include "cli/problems.h"
#include "core/game_view.h"

typedef struct {
    long problems, counted, agreed, unvalued;
    double loss, cpu_ms;
} level_score;

static double thread_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* One problem a level got wrong: its choice (index i of p) against the best. */
static void print_miss(const sp_problem *p, const char *rules, int level, int i, int json)
{
    double loss = p->value[p->best] - p->value[i];
    if (!json) {
        printf("  miss %-20s %-7s chose %-16s %+9.3f   best %-16s %+9.3f   loss %.3f\n", p->id, sp_bot_level_name(level),
               p->action[i], p->value[i], p->action[p->best], p->value[p->best], loss);
        return;
    }
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "kernel", "problems_miss");
    cJSON_AddStringToObject(o, "rules", rules);
    cJSON_AddStringToObject(o, "id", p->id);
    cJSON_AddStringToObject(o, "bot", sp_bot_level_name(level));
    cJSON_AddStringToObject(o, "chose", p->action[i]);
    cJSON_AddNumberToObject(o, "chose_value", p->value[i]);
    cJSON_AddStringToObject(o, "best", p->action[p->best]);
    cJSON_AddNumberToObject(o, "best_value", p->value[p->best]);
    cJSON_AddNumberToObject(o, "loss", loss);
    cli_print_json_line(o);
}

/* Each level's choice at problem p (its position in s), scored into sc[level]; with `misses`,
 * each wrong choice on a problem that is not close printed (print_miss). */
static void score_levels(const sp_problem *p, long number, const sp_game *g, cli_expert_budget expert, level_score sc[SP_BOT_LEVELS],
                         const char *rules, int misses, int json)
{
    sp_view *v = malloc(sizeof *v);
    if (!v) return;
    sp_game_view(g, p->seat, v);
    sp_action_list legal;
    sp_game_legal(g, p->seat, &legal);
    for (int level = 0; level < SP_BOT_LEVELS; level++) {
        sp_bot bot;
        sp_bot_init(&bot, level, 1000 + (uint64_t)number, NULL);
        cli_expert_apply(expert, &bot, g);
        double t0 = thread_ms();
        sp_action a = sp_bot_choose(&bot, v, &legal);
        level_score *s = &sc[level];
        s->cpu_ms += thread_ms() - t0;
        s->problems++;
        int i = sp_problem_action(p, &a);
        if (i < 0) {
            s->unvalued++;
            continue;
        }
        s->loss += p->value[p->best] - p->value[i];
        if (p->close) continue;
        s->counted++;
        s->agreed += i == p->best;
        if (misses && i != p->best) print_miss(p, rules, level, i, json);
    }
    free(v);
}

static void print_levels(const char *id, const level_score sc[SP_BOT_LEVELS], long close, int json)
{
    if (!json) printf("problems %s: %ld problems, %ld close (left out of the agreement)\n", id, sc[0].problems, close);
    for (int level = 0; level < SP_BOT_LEVELS; level++) {
        const level_score *s = &sc[level];
        double agree = s->counted ? (double)s->agreed / (double)s->counted : 0;
        double loss = s->problems ? s->loss / (double)s->problems : 0, ms = s->problems ? s->cpu_ms / (double)s->problems : 0;
        if (json) {
            cJSON *o = cJSON_CreateObject();
            cJSON_AddStringToObject(o, "kernel", "problems");
            cJSON_AddStringToObject(o, "rules", id);
            cJSON_AddStringToObject(o, "bot", sp_bot_level_name(level));
            cJSON_AddNumberToObject(o, "problems", (double)s->problems);
            cJSON_AddNumberToObject(o, "close", (double)close);
            cJSON_AddNumberToObject(o, "agreement", agree);
            cJSON_AddNumberToObject(o, "loss_per_decision", loss);
            cJSON_AddNumberToObject(o, "unvalued", (double)s->unvalued);
            cJSON_AddNumberToObject(o, "cpu_ms_mean", ms);
            cli_print_json_line(o);
        } else {
            printf("  %-7s agreement %5.1f %% of %ld   loss %8.3f points a decision   %8.2f ms a decision%s\n",
                   sp_bot_level_name(level), 100 * agree, s->counted, loss, ms, s->unvalued ? "   (some choices unvalued)" : "");
        }
    }
    fflush(stdout);
}

int bench_problems(const char *id, const char *dir, cli_expert_budget expert, int json, int misses)
{
    char path[1024], err[800];
    snprintf(path, sizeof path, "%s/%s.jsonl", dir, id);
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "sparrow-cli bench: problems: cannot open %s (make one with `sparrow-cli problems --rules %s`)\n", path, id);
        return 1;
    }
    level_score sc[SP_BOT_LEVELS];
    memset(sc, 0, sizeof sc);
    long close = 0, number = 0;
    int rc = 0;
    char *line = NULL;
    size_t cap = 0;
    sp_ruleset *rules = malloc(sizeof *rules);
    sp_session *s = malloc(sizeof *s);
    for (long len; rules && s && (len = cli_read_line(f, &line, &cap)) >= 0;) {
        if (!len) continue;
        number++;
        memset(s, 0, sizeof *s); /* (freed below whether or not a position was set up) */
        cJSON *j = cJSON_Parse(line);
        sp_problem p;
        if (!j || sp_problem_parse(j, &p, err, sizeof err) || sp_problem_position(&p, rules, s, err, sizeof err)) {
            fprintf(stderr, "sparrow-cli bench: problems: %s line %ld: %s\n", path, number, j ? err : "not JSON");
            if (j) sp_problem_free(&p);
            cJSON_Delete(j);
            sp_session_free(s);
            rc = 1;
            break;
        }
        close += p.close;
        score_levels(&p, number, &s->game, expert, sc, id, misses, json);
        sp_session_free(s);
        sp_problem_free(&p);
        cJSON_Delete(j);
    }
    if (!rules || !s) rc = 1;
    free(line);
    free(rules);
    free(s);
    fclose(f);
    if (!rc) print_levels(id, sc, close, json);
    return rc;
}
