/* cmd_hand.c: `sparrow-cli hand` - analyse hands given as arguments or as JSON Lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/hand_request.h"

/* JSON Lines mode: one request a line, one answer a line, errors per line. */
static int hand_json(const cli_common *c)
{
    char *line = NULL;
    size_t cap = 0;
    long len;
    int lineno = 0, failed = 0;
    while ((len = cli_read_line(stdin, &line, &cap)) >= 0) {
        lineno++;
        if (len == 0) continue;
        char err[256];
        cJSON *out;
        cJSON *req = cJSON_ParseWithLength(line, (size_t)len);
        hand_request hr;
        if (!req) {
            snprintf(err, sizeof err, "line is not valid JSON (near byte %ld)", (long)(cJSON_GetErrorPtr() ? cJSON_GetErrorPtr() - line + 1 : 0));
            out = NULL;
        } else if (hand_request_parse(req, c->rules, &hr, err, sizeof err)) {
            out = NULL;
        } else {
            out = hand_request_answer(&hr);
        }
        if (!out) {
            failed = 1;
            out = cJSON_CreateObject();
            cJSON_AddStringToObject(out, "error", err);
            cJSON_AddNumberToObject(out, "line", lineno);
        }
        cli_print_json_line(out);
        cJSON_Delete(req);
    }
    free(line);
    return failed;
}

/* The words of the text answer, per language (en, zh-Hant, zh-Hans). */
enum { W_HAND, W_TILES, W_SHANTEN, W_COMPLETE, W_READY, W_FROM_READY, W_WAITS, W_NONE, W_READING, W_COUNT };
static const char *const hand_words[3][W_COUNT] = {
    {"Hand:", "tiles", "Shanten:", "complete", "ready", "from ready", "Waits:", "none", "Reading:"},
    {"手牌:", "張", "向聽:", "和了", "聽牌", "向聽", "聽:", "無", "拆法:"},
    {"手牌:", "张", "向听:", "和了", "听牌", "向听", "听:", "无", "拆法:"},
};

static void print_text(const cJSON *o, sp_lang lang)
{
    const char *const *w = hand_words[lang == SP_LANG_EN ? 0 : lang == SP_LANG_ZH_HANT ? 1 : 2];
    const cJSON *tiles = cJSON_GetObjectItem(o, "tiles"), *melds = cJSON_GetObjectItem(o, "melds");
    int shanten = cJSON_GetObjectItem(o, "shanten")->valueint;
    printf("%s %s", w[W_HAND], tiles->valuestring);
    const cJSON *m;
    cJSON_ArrayForEach(m, melds) printf(" %s", m->valuestring);
    printf(" (%d %s)\n", cJSON_GetObjectItem(o, "count")->valueint, w[W_TILES]);
    if (shanten > 0) printf("%s %d %s\n", w[W_SHANTEN], shanten, w[W_FROM_READY]);
    else printf("%s %s\n", w[W_SHANTEN], shanten < 0 ? w[W_COMPLETE] : w[W_READY]);
    const cJSON *waits = cJSON_GetObjectItem(o, "waits");
    if (waits) {
        printf("%s", w[W_WAITS]);
        if (!cJSON_GetArraySize(waits)) printf(" %s", w[W_NONE]);
        cJSON_ArrayForEach(m, waits) printf(" %s", m->valuestring);
        printf("\n");
    }
    const cJSON *ds = cJSON_GetObjectItem(o, "decompositions"), *d;
    cJSON_ArrayForEach(d, ds) {
        printf("%s", w[W_READING]);
        cJSON_ArrayForEach(m, d) printf(" %s", m->valuestring);
        printf("\n");
    }
}

int cmd_hand(int argc, char **argv)
{
    cli_common c = {0};
    cJSON *req = cJSON_CreateObject(), *melds = cJSON_CreateArray();
    const char *tiles = NULL;
    int status = 0;
    for (int i = 1; i < argc; i++) {
        int r = cli_common_option(argc, argv, &i, &c);
        if (r < 0) { status = 2; goto done; }
        if (r) continue;
        if (!strcmp(argv[i], "--wildcards") || !strcmp(argv[i], "--indicator")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "sparrow-cli hand: %s needs a value\n", argv[i]);
                status = 2;
                goto done;
            }
            if (!strcmp(argv[i], "--wildcards")) {
                char *end;
                long n = strtol(argv[i + 1], &end, 10);
                if (*end || n < 0 || n > 14) {
                    fprintf(stderr, "sparrow-cli hand: --wildcards must be a number from 0 to 14\n");
                    status = 2;
                    goto done;
                }
                cJSON_AddNumberToObject(req, "wildcards", (double)n);
            } else {
                cJSON_AddStringToObject(req, "indicator", argv[i + 1]);
            }
            i++;
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "sparrow-cli hand: unknown option '%s'\n", argv[i]);
            status = 2;
            goto done;
        } else if (strchr(argv[i], ':')) {
            cJSON_AddItemToArray(melds, cJSON_CreateString(argv[i]));
        } else if (!tiles) {
            tiles = argv[i];
        } else {
            fprintf(stderr, "sparrow-cli hand: give the concealed tiles once ('%s' is extra)\n", argv[i]);
            status = 2;
            goto done;
        }
    }
    if (c.json) {
        status = hand_json(&c);
        goto done;
    }
    if (!tiles) {
        status = cli_usage_error("hand");
        goto done;
    }
    cJSON_AddStringToObject(req, "tiles", tiles);
    cJSON_AddItemToObject(req, "melds", melds);
    melds = NULL;
    hand_request hr;
    char err[256];
    if (hand_request_parse(req, c.rules, &hr, err, sizeof err)) {
        fprintf(stderr, "sparrow-cli hand: %s\n", err);
        status = 1;
        goto done;
    }
    cJSON *out = hand_request_answer(&hr);
    print_text(out, c.lang);
    cJSON_Delete(out);
done:
    cJSON_Delete(melds);
    cJSON_Delete(req);
    return status;
}
