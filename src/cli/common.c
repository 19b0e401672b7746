/* common.c: option parsing and line reading shared by the sub-commands. */
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
