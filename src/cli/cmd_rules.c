/* cmd_rules.c: `sparrow-cli rules list | show ID | check FILE`. */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_settings.h"
#include "cli/cli.h"
#include "core/payments.h"
#include "table/ruleset_file.h"

/* s as a JSON string, quotes included */
static void print_json_string(const char *s)
{
    cJSON *j = cJSON_CreateString(s);
    char *t = j ? cJSON_PrintUnformatted(j) : NULL;
    printf("%s", t ? t : "\"\"");
    free(t);
    cJSON_Delete(j);
}

static int lang_index(sp_lang l) { return l == SP_LANG_ZH_HANT ? 0 : l == SP_LANG_ZH_HANS ? 1 : 2; }

/* Every id the rules folders offer, resolved as loading resolves it (ruleset_catalog.h); a
 * file that replaces another of the same name says so, a broken one is reported. */
static int rules_list(const cli_common *c)
{
    sp_rules_entry *entries = malloc(SP_RULES_MAX_ENTRIES * sizeof *entries);
    sp_ruleset *rs = malloc(sizeof *rs);
    int status = 0;
    if (!entries || !rs) {
        free(entries);
        free(rs);
        return 1;
    }
    int n = sp_rules_catalog(entries, SP_RULES_MAX_ENTRIES);
    for (int i = 0; i < n; i++) {
        const sp_rules_entry *e = &entries[i];
        char err[1400], note[1300];
        sp_rules_entry_note(e, note, sizeof note);
        if (sp_ruleset_load_entry(e, rs, err, sizeof err)) {
            fprintf(stderr, "sparrow-cli rules: %s\n", err);
            status = 1;
            continue;
        }
        if (c->json) {
            printf("{\"id\": \"%s\", \"name\": ", rs->id);
            print_json_string(rs->names[lang_index(c->lang)]);
            printf(", \"players\": [%d, %d], \"path\": ", rs->players_min, rs->players_max);
            print_json_string(e->path);
            if (e->shadows[0]) {
                printf(", \"shadows\": ");
                print_json_string(e->shadows);
            }
            printf("}\n");
        } else {
            printf("%-18s ", rs->id);
            cli_print_padded(rs->names[lang_index(c->lang)], 40);
            printf(" %d-%d players  %s%s%s%s\n", rs->players_min, rs->players_max, e->path, note[0] ? " (" : "", note,
                   note[0] ? ")" : "");
        }
    }
    free(entries);
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
    /* who pays (rules/README.md "Payments"); a model that settles its own way has no strategies */
    static const char *pay_head[3] = {"付款", "付款", "Payments"};
    char pay[128] = "";
    for (int k = 0; k < SP_PAY_KEYS; k++) {
        const char *name = sp_pay_choice_name(k, rs->payments[k]);
        size_t w = strlen(pay);
        if (name) snprintf(pay + w, sizeof pay - w, "%s%s = %s", w ? ", " : "", sp_pay_key_name(k), name);
    }
    if (pay[0]) printf("\n%s:\n  %s\n", pay_head[l], pay);
    /* the computer players' own numbers, when the file sets any (its `ai` section) */
    static const char *ai_head[3] = {"電腦玩家", "电脑玩家", "Computer players"};
    if (rs->nai) printf("\n%s:\n", ai_head[l]);
    for (int i = 0; i < rs->nai; i++) {
        const sp_ai_setting *a = &rs->ai[i];
        if (sp_ai_setting_is_bool(sp_ai_setting_index(a->name))) printf("  %-30s %s\n", a->name, a->value ? "true" : "false");
        else printf("  %-30s %g\n", a->name, a->value);
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
