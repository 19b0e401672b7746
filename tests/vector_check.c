/* vector_check.c: runs every line of a tests/vectors/<ruleset>.jsonl file through
 * `sparrow-cli score --json` and compares each answer with the line's "expect":
 * valid, fan, limit, the complete pattern list (id, fan, count, in any order), every payment,
 * and every other expected key (base, breakdown, raw_payments, ...) exactly;
 * "reason_contains" is a substring of the answer's reason.
 * usage: vector_check SPARROW_CLI VECTORS.jsonl */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *read_all(FILE *f)
{
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    size_t n;
    while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (len + 1 >= cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                return NULL;
            }
            buf = nb;
        }
    }
    if (buf) buf[len] = 0;
    return buf;
}

static int same_patterns(const cJSON *want, const cJSON *got, char *why, size_t n)
{
    if (!cJSON_IsArray(got)) {
        snprintf(why, n, "answer has no pattern list");
        return 0;
    }
    int nw = cJSON_GetArraySize(want), ng = cJSON_GetArraySize(got);
    char *used = calloc((size_t)ng + 1, 1);
    const cJSON *w;
    int ok = 1;
    cJSON_ArrayForEach(w, want) {
        const char *id = cJSON_GetStringValue(cJSON_GetObjectItem(w, "id"));
        int found = 0, i = 0;
        const cJSON *g;
        cJSON_ArrayForEach(g, got) {
            if (!used[i] && id && !strcmp(id, cJSON_GetStringValue(cJSON_GetObjectItem(g, "id")) ? cJSON_GetStringValue(cJSON_GetObjectItem(g, "id")) : "") &&
                cJSON_Compare(cJSON_GetObjectItem(w, "fan"), cJSON_GetObjectItem(g, "fan"), 1) &&
                (!cJSON_GetObjectItem(w, "count") || cJSON_Compare(cJSON_GetObjectItem(w, "count"), cJSON_GetObjectItem(g, "count"), 1))) {
                used[i] = 1;
                found = 1;
                break;
            }
            i++;
        }
        if (!found) {
            char *s = cJSON_PrintUnformatted(w);
            snprintf(why, n, "expected pattern %s not in the answer", s);
            free(s);
            ok = 0;
            break;
        }
    }
    if (ok && nw != ng) {
        int i = 0;
        const cJSON *g;
        cJSON_ArrayForEach(g, got) {
            if (!used[i]) {
                char *s = cJSON_PrintUnformatted(g);
                snprintf(why, n, "unexpected pattern %s in the answer", s);
                free(s);
                break;
            }
            i++;
        }
        ok = 0;
    }
    free(used);
    return ok;
}

static int check(const cJSON *expect, const cJSON *got, char *why, size_t n)
{
    if (cJSON_GetObjectItem(got, "error")) {
        snprintf(why, n, "error: %s", cJSON_GetStringValue(cJSON_GetObjectItem(got, "error")));
        return 0;
    }
    const cJSON *e;
    cJSON_ArrayForEach(e, expect) {
        const char *key = e->string;
        const cJSON *g = cJSON_GetObjectItem(got, key);
        if (!strcmp(key, "patterns")) {
            if (!same_patterns(e, g, why, n)) return 0;
        } else if (!strcmp(key, "reason_contains")) {
            const char *r = cJSON_GetStringValue(cJSON_GetObjectItem(got, "reason"));
            if (!r || !strstr(r, e->valuestring)) {
                snprintf(why, n, "reason '%s' does not contain '%s'", r ? r : "", e->valuestring);
                return 0;
            }
        } else if (!g || !cJSON_Compare(e, g, 1)) {
            char *ws = cJSON_PrintUnformatted(e), *gs = g ? cJSON_PrintUnformatted(g) : NULL;
            snprintf(why, n, "%s: expected %s, got %s", key, ws, gs ? gs : "(missing)");
            free(ws);
            free(gs);
            return 0;
        }
    }
    return 1;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: vector_check SPARROW_CLI VECTORS.jsonl\n");
        return 2;
    }
    FILE *f = fopen(argv[2], "r");
    if (!f) {
        perror(argv[2]);
        return 2;
    }
    char *text = read_all(f);
    fclose(f);
    char reqpath[] = "/tmp/sparrow-vectors-XXXXXX";
    int fd = mkstemp(reqpath);
    if (!text || fd < 0) return 2;
    FILE *req = fdopen(fd, "w");
    int count = 0;
    cJSON *lines[2048];
    for (char *line = strtok(text, "\n"); line && count < 2048; line = strtok(NULL, "\n")) {
        cJSON *v = cJSON_Parse(line);
        if (!v) {
            fprintf(stderr, "%s: line %d is not JSON\n", argv[2], count + 1);
            return 2;
        }
        lines[count++] = v;
        char *s = cJSON_PrintUnformatted(cJSON_GetObjectItem(v, "request"));
        fprintf(req, "%s\n", s);
        free(s);
    }
    fclose(req);
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "'%s' score --json < '%s'", argv[1], reqpath);
    FILE *p = popen(cmd, "r");
    char *answers = p ? read_all(p) : NULL;
    if (p) pclose(p);
    unlink(reqpath);
    if (!answers) return 2;
    int passed = 0, failed = 0, i = 0;
    char *save = NULL;
    for (char *a = strtok_r(answers, "\n", &save); i < count; a = strtok_r(NULL, "\n", &save), i++) {
        const char *id = cJSON_GetStringValue(cJSON_GetObjectItem(lines[i], "id"));
        cJSON *got = a ? cJSON_Parse(a) : NULL;
        char why[600] = "no answer";
        if (got && check(cJSON_GetObjectItem(lines[i], "expect"), got, why, sizeof why)) {
            passed++;
        } else {
            failed++;
            printf("FAIL %s: %s\n", id ? id : "?", why);
        }
        cJSON_Delete(got);
        cJSON_Delete(lines[i]);
    }
    free(answers);
    free(text);
    printf("%s: %d passed, %d failed\n", argv[2], passed, failed);
    return failed ? 1 : 0;
}
