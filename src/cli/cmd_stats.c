/* cmd_stats.c: `sparrow-cli stats [--json] [--rules ID] [--from DATE --to DATE] [--db FILE]` - the
 * player's statistics from the history the game keeps (table/history.h): overall or for one
 * ruleset, and per ruleset when none is named. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "cli/cli.h"
#include "table/data_dirs.h"
#include "table/history.h"

/* A rate rounded to 4 places (JSON prints it short). */
static double r4(double x) { return round(x * 10000) / 10000; }

static void add_summary(cJSON *o, const sp_stats *s)
{
    cJSON_AddNumberToObject(o, "matches", s->matches);
    cJSON_AddNumberToObject(o, "finished_matches", s->finished);
    cJSON *ranks = cJSON_AddArrayToObject(o, "ranks");
    for (int r = 0; r < SP_SEATS; r++) cJSON_AddItemToArray(ranks, cJSON_CreateNumber(s->ranks[r]));
    cJSON_AddNumberToObject(o, "hands", s->hands);
    cJSON_AddNumberToObject(o, "wins", s->wins);
    cJSON_AddNumberToObject(o, "self_draws", s->self_draws);
    cJSON_AddNumberToObject(o, "deal_ins", s->deal_ins);
    cJSON_AddNumberToObject(o, "win_rate", r4(s->win_rate));
    cJSON_AddNumberToObject(o, "self_draw_share", r4(s->self_draw_share));
    cJSON_AddNumberToObject(o, "deal_in_rate", r4(s->deal_in_rate));
    cJSON_AddNumberToObject(o, "average_win_value", r4(s->avg_win_value));
    cJSON_AddNumberToObject(o, "points", (double)s->points);
    cJSON_AddNumberToObject(o, "points_per_hand", r4(s->points_per_hand));
    cJSON *pats = cJSON_AddArrayToObject(o, "patterns");
    for (int i = 0; i < s->npatterns; i++) {
        cJSON *p = cJSON_CreateObject();
        cJSON_AddStringToObject(p, "rules", s->patterns[i].ruleset);
        cJSON_AddStringToObject(p, "id", s->patterns[i].id);
        cJSON_AddNumberToObject(p, "count", s->patterns[i].count);
        cJSON_AddItemToArray(pats, p);
    }
    cJSON *revs = cJSON_AddArrayToObject(o, "reviews");
    for (int i = 0; i < s->nreviews; i++) {
        cJSON *p = cJSON_CreateObject();
        char date[16] = "";
        time_t t = (time_t)s->reviews[i].at;
        struct tm tm;
        if (localtime_r(&t, &tm)) strftime(date, sizeof date, "%Y-%m-%d", &tm);
        cJSON_AddStringToObject(p, "date", date);
        cJSON_AddNumberToObject(p, "agreement", r4(s->reviews[i].agreement));
        cJSON_AddNumberToObject(p, "loss", r4(s->reviews[i].loss));
        cJSON_AddItemToArray(revs, p);
    }
}

static void print_text(const char *title, const sp_stats *s)
{
    printf("%s: %d matches (%d finished), %d hands\n", title, s->matches, s->finished, s->hands);
    printf("  places:");
    for (int r = 0; r < SP_SEATS; r++) printf(" %d: %d", r + 1, s->ranks[r]);
    printf("\n  win rate %.1f%%, self-draws %.1f%% of wins, deal-in rate %.1f%%\n", s->win_rate * 100,
           s->self_draw_share * 100, s->deal_in_rate * 100);
    printf("  average win value %.2f, points per hand %+.2f (total %+lld)\n", s->avg_win_value, s->points_per_hand,
           (long long)s->points);
    for (int i = 0; i < s->npatterns; i++)
        printf("  %s %s: %d\n", s->patterns[i].ruleset, s->patterns[i].id, s->patterns[i].count);
}

static int run(sp_history *h, sp_stats_filter *f, bool json, const char *db)
{
    static sp_stats all, one; /* large: kept off the stack */
    char err[1500];
    if (sp_history_stats(h, f, &all, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        return 1;
    }
    if (!json) {
        print_text(f->ruleset[0] ? f->ruleset : "all rulesets", &all);
        return 0;
    }
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "db", db);
    f->ruleset[0] ? cJSON_AddStringToObject(o, "rules", f->ruleset) : cJSON_AddNullToObject(o, "rules");
    f->from[0] ? cJSON_AddStringToObject(o, "from", f->from) : cJSON_AddNullToObject(o, "from");
    f->to[0] ? cJSON_AddStringToObject(o, "to", f->to) : cJSON_AddNullToObject(o, "to");
    add_summary(o, &all);
    if (!f->ruleset[0]) {
        cJSON *by = cJSON_AddArrayToObject(o, "by_rules");
        for (int i = 0; i < all.nrulesets; i++) {
            sp_stats_filter g = *f;
            snprintf(g.ruleset, sizeof g.ruleset, "%s", all.rulesets[i]);
            if (sp_history_stats(h, &g, &one, err, sizeof err)) {
                fprintf(stderr, "sparrow-cli: %s\n", err);
                cJSON_Delete(o);
                return 1;
            }
            cJSON *r = cJSON_CreateObject();
            cJSON_AddStringToObject(r, "rules", g.ruleset);
            add_summary(r, &one);
            cJSON_AddItemToArray(by, r);
        }
    }
    cli_print_json_line(o);
    return 0;
}

int cmd_stats(int argc, char **argv)
{
    sp_stats_filter f;
    memset(&f, 0, sizeof f);
    bool json = false;
    char db[1100] = "", err[1500], note[1500];
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--json")) json = true;
        else if (v && !strcmp(a, "--rules")) snprintf(f.ruleset, sizeof f.ruleset, "%s", argv[++i]);
        else if (v && !strcmp(a, "--db")) snprintf(db, sizeof db, "%s", argv[++i]);
        else if (v && (!strcmp(a, "--from") || !strcmp(a, "--to"))) {
            if (!sp_stats_date_ok(v, err, sizeof err)) {
                fprintf(stderr, "sparrow-cli: %s: %s\n", a, err);
                return 2;
            }
            snprintf(!strcmp(a, "--from") ? f.from : f.to, sizeof f.from, "%s", argv[++i]);
        } else {
            fprintf(stderr, "sparrow-cli: stats: unknown or incomplete option '%s'\n", a);
            return cli_usage_error("stats");
        }
    }
    if (!db[0]) {
        char dir[1024];
        if (sp_user_dir(dir, sizeof dir)) {
            fprintf(stderr, "sparrow-cli: stats: no player's folder (HOME and XDG_DATA_HOME unset): give --db FILE\n");
            return 2;
        }
        snprintf(db, sizeof db, "%s" SP_HISTORY_FILE, dir);
    }
    struct stat st;
    if (stat(db, &st) != 0) {
        fprintf(stderr, "sparrow-cli: %s: no history there (it is kept once a hand is played in the window)\n", db);
        return 1;
    }
    /* the player's file is read, never set aside: a damaged one is the game's to deal with */
    sp_history *h = sp_history_open(db, false, note, sizeof note, err, sizeof err);
    if (!h) {
        fprintf(stderr, "sparrow-cli: %s\n", err);
        return 1;
    }
    int rc = run(h, &f, json, db);
    sp_history_close(h);
    return rc;
}
