/* cmd_rules.c: `sparrow-cli rules list | show ID | check FILE`. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "table/ruleset_file.h"

static int lang_index(sp_lang l) { return l == SP_LANG_ZH_HANT ? 0 : l == SP_LANG_ZH_HANS ? 1 : 2; }

static int rules_list(const cli_common *c)
{
    const char *dirs[5];
    char storage[4096];
    int n = sp_rules_dirs(dirs, 5, storage, sizeof storage), status = 0;
    char seen[64][SP_ID_LEN];
    int nseen = 0;
    sp_ruleset *rs = malloc(sizeof *rs);
    if (!rs) return 1;
    for (int d = 0; d < n; d++) {
        DIR *dir = opendir(dirs[d]);
        if (!dir) continue;
        struct dirent *e;
        char names[128][256];
        int nn = 0;
        while ((e = readdir(dir)) && nn < 128) {
            size_t len = strlen(e->d_name);
            if (len > 6 && !strcmp(e->d_name + len - 6, ".rules")) snprintf(names[nn++], sizeof names[0], "%s", e->d_name);
        }
        closedir(dir);
        qsort(names, (size_t)nn, sizeof names[0], (int (*)(const void *, const void *))strcmp);
        for (int i = 0; i < nn; i++) {
            char path[4400], err[512];
            if ((size_t)snprintf(path, sizeof path, "%.4000s/%.255s", dirs[d], names[i]) >= sizeof path) continue;
            if (sp_ruleset_load_file(path, rs, err, sizeof err)) {
                fprintf(stderr, "sparrow-cli rules: %s\n", err);
                status = 1;
                continue;
            }
            int dup = 0;
            for (int j = 0; j < nseen; j++) dup |= !strcmp(seen[j], rs->id);
            if (dup) continue; /* an earlier folder (user's house rules) wins */
            if (nseen < 64) snprintf(seen[nseen++], SP_ID_LEN, "%s", rs->id);
            if (c->json)
                printf("{\"id\": \"%s\", \"name\": \"%s\", \"players\": [%d, %d], \"path\": \"%s\"}\n", rs->id,
                       rs->names[lang_index(c->lang)], rs->players_min, rs->players_max, path);
            else {
                printf("%-18s ", rs->id);
                cli_print_padded(rs->names[lang_index(c->lang)], 40);
                printf(" %d-%d players  %s\n", rs->players_min, rs->players_max, path);
            }
        }
    }
    free(rs);
    return status;
}

static int rules_show(const char *id, const cli_common *c)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    char err[512];
    if (!rs) return 1;
    if (sp_ruleset_load(id, rs, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli rules: %s\n", err);
        free(rs);
        return 1;
    }
    int l = lang_index(c->lang);
    static const char *heads[3][3] = {{"番種", "選項", "預設"}, {"番种", "选项", "默认"}, {"Patterns", "Options", "default"}};
    printf("%s (%s), %d-%d players\n\n%s (%s):\n", rs->names[l], rs->id, rs->players_min, rs->players_max, heads[l][0], rs->unit[l]);
    for (int i = 0; i < rs->npatterns; i++) {
        const sp_pattern_def *p = &rs->patterns[i];
        printf("  ");
        cli_print_padded(p->names[l], 22);
        printf(" %-20s %6d%s\n", p->id, p->value, p->limit ? "  (limit)" : "");
    }
    if (rs->noptions) printf("\n%s:\n", heads[l][1]);
    for (int i = 0; i < rs->noptions; i++) {
        const sp_option_def *o = &rs->options[i];
        char def[64];
        if (o->type == SP_OPT_BOOL) snprintf(def, sizeof def, "%s", o->def ? "true" : "false");
        else if (o->type == SP_OPT_INT) snprintf(def, sizeof def, "%d", o->def);
        else snprintf(def, sizeof def, "%s", o->choices[o->def]);
        printf("  %-26s %s = %s\n", o->id, heads[l][2], def);
        printf("      %s%s%s\n", o->names[l], o->help[l][0] ? ": " : "", o->help[l]);
    }
    free(rs);
    return 0;
}

int cmd_rules(int argc, char **argv)
{
    cli_common c = {0};
    const char *args[2] = {NULL, NULL};
    int nargs = 0;
    for (int i = 1; i < argc; i++) {
        int r = cli_common_option(argc, argv, &i, &c);
        if (r < 0) return 2;
        if (r) continue;
        if (nargs < 2) args[nargs++] = argv[i];
    }
    if (nargs >= 1 && !strcmp(args[0], "list")) return rules_list(&c);
    if (nargs == 2 && !strcmp(args[0], "show")) return rules_show(args[1], &c);
    if (nargs == 2 && !strcmp(args[0], "check")) {
        sp_ruleset *rs = malloc(sizeof *rs);
        char err[512];
        if (!rs) return 1;
        int r = sp_ruleset_load_file(args[1], rs, err, sizeof err);
        if (r) fprintf(stderr, "%s\n", err);
        else printf("%s: ok (%s, %d patterns, %d options)\n", args[1], rs->id, rs->npatterns, rs->noptions);
        free(rs);
        return r ? 1 : 0;
    }
    return cli_usage_error("rules");
}
