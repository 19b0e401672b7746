/* common.c: option parsing and line reading shared by the sub-commands. */
#include <cjson/cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

int cli_common_option(int argc, char **argv, int *i, cli_common *c)
{
    const char *a = argv[*i];
    if (!strcmp(a, "--json")) {
        c->json = true;
        return 1;
    }
    if (!strcmp(a, "--lang") || !strcmp(a, "--rules")) {
        if (*i + 1 >= argc) {
            fprintf(stderr, "sparrow-cli: %s needs a value\n", a);
            return -1;
        }
        const char *v = argv[++*i];
        if (!strcmp(a, "--rules")) {
            c->rules = v;
            return 1;
        }
        if (!strcmp(v, "en")) c->lang = SP_LANG_EN;
        else if (!strcmp(v, "zh-Hant")) c->lang = SP_LANG_ZH_HANT;
        else if (!strcmp(v, "zh-Hans")) c->lang = SP_LANG_ZH_HANS;
        else {
            fprintf(stderr, "sparrow-cli: --lang must be zh-Hant, zh-Hans or en, not '%s'\n", v);
            return -1;
        }
        return 1;
    }
    return 0;
}

int cli_common_or_operand(int argc, char **argv, int *i, cli_common *c, const char **operand, const char *command)
{
    int r = cli_common_option(argc, argv, i, c);
    if (r) return r;
    if (argv[*i][0] == '-') return 0;
    if (*operand) return cli_usage_error(command), -1;
    *operand = argv[*i];
    return 1;
}

int cli_expert_option(int argc, char **argv, int *i, cli_expert_budget *b)
{
    const char *a = argv[*i];
    long *value = !strcmp(a, "--expert-ms") ? &b->ms : !strcmp(a, "--expert-samples") ? &b->samples
                : !strcmp(a, "--expert-own-hard") ? &b->own_hard : NULL;
    if (!value) return 0;
    if (*i + 1 >= argc) {
        fprintf(stderr, "sparrow-cli: %s needs a value\n", a);
        return -1;
    }
    long max = value == &b->ms ? 600000L : value == &b->samples ? 1000000L : 1000L;
    return cli_parse_count(a, argv[++*i], max, value) ? 1 : -1;
}

void cli_expert_apply(cli_expert_budget e, sp_bot *b, const sp_game *g)
{
    sp_bot_watch(b, g);
    if (e.ms >= 0) b->expert_ms = (double)e.ms;
    b->expert_samples = (int)e.samples;
    if (e.own_hard >= 0) b->expert_own_hard = (int)e.own_hard;
    if (b->expert_ms <= 0 && b->expert_samples <= 0) b->expert_samples = 64; /* (some budget) */
}

bool cli_parse_count(const char *flag, const char *v, long max, long *out)
{
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (errno || *end || n < 0 || n > max || !*v) {
        fprintf(stderr, "sparrow-cli: %s needs a whole number 0..%ld, not '%s'\n", flag, max, v);
        return false;
    }
    *out = n;
    return true;
}

long cli_read_line(FILE *f, char **buf, size_t *cap)
{
    size_t len = 0;
    int ch;
    while ((ch = fgetc(f)) != EOF) {
        if (len + 1 >= *cap) {
            size_t ncap = *cap ? *cap * 2 : 256;
            char *n = realloc(*buf, ncap);
            if (!n) return -1;
            *buf = n;
            *cap = ncap;
        }
        if (ch == '\n') break;
        (*buf)[len++] = (char)ch;
    }
    if (ch == EOF && len == 0) return -1;
    if (!*buf) {
        *buf = malloc(1);
        if (!*buf) return -1;
        *cap = 1;
    }
    if (len && (*buf)[len - 1] == '\r') len--;
    (*buf)[len] = 0;
    return (long)len;
}

/* Terminal columns of a UTF-8 string: East Asian wide characters (CJK, full-width forms) take two. */
static int display_width(const char *s)
{
    int w = 0;
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        unsigned cp;
        int len;
        if (*p < 0x80) cp = *p, len = 1;
        else if ((*p & 0xE0) == 0xC0) cp = *p & 0x1F, len = 2;
        else if ((*p & 0xF0) == 0xE0) cp = *p & 0x0F, len = 3;
        else cp = *p & 0x07, len = 4;
        for (int i = 1; i < len; i++) {
            if ((p[i] & 0xC0) != 0x80) {
                len = i;
                break;
            }
            cp = cp << 6 | (p[i] & 0x3F);
        }
        p += len;
        w += (cp >= 0x1100 && (cp <= 0x115F || (cp >= 0x2E80 && cp <= 0xA4CF) || (cp >= 0xAC00 && cp <= 0xD7A3) ||
                               (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
                               (cp >= 0xFFE0 && cp <= 0xFFE6) || cp >= 0x20000))
                 ? 2
                 : 1;
    }
    return w;
}

void cli_print_padded(const char *s, int columns)
{
    fputs(s, stdout);
    for (int w = display_width(s); w < columns; w++) fputc(' ', stdout);
}

void cli_print_json_line(cJSON *o)
{
    char *text = o ? cJSON_PrintUnformatted(o) : NULL;
    printf("%s\n", text ? text : "{\"error\": \"out of memory\"}");
    fflush(stdout);
    cJSON_free(text);
    cJSON_Delete(o);
}

int cli_json_lines(cli_answer_fn fn, void *ctx, const char *not_json)
{
    char *line = NULL;
    size_t cap = 0;
    long len, n = 0;
    int status = 0;
    while ((len = cli_read_line(stdin, &line, &cap)) >= 0) {
        n++;
        if (!len) continue;
        char err[1500];
        snprintf(err, sizeof err, "%s", not_json);
        cJSON *j = cJSON_Parse(line);
        cJSON *out = j ? fn(ctx, j, err, sizeof err) : NULL;
        if (!out) {
            out = cJSON_CreateObject();
            cJSON_AddStringToObject(out, "error", err);
            cJSON_AddNumberToObject(out, "line", (double)n);
            status = 1;
        }
        cli_print_json_line(out);
        cJSON_Delete(j);
    }
    free(line);
    return status;
}
