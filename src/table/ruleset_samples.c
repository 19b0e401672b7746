/* ruleset_samples.c: see ruleset_samples.h (scoring one sample: ruleset_sample_score.c). */
#define _POSIX_C_SOURCE 200809L
#include "table/ruleset_samples.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/notation.h"
#include "table/data_dirs.h"
#include "table/read_file.h"

#ifndef SPARROW_SOURCE_DATA_DIR
#define SPARROW_SOURCE_DATA_DIR "."
#endif
#ifndef SPARROW_INSTALL_DATA_DIR
#define SPARROW_INSTALL_DATA_DIR "/usr/share/sparrow"
#endif

enum { SAMPLES_MAX = 400, SAMPLES_FILE_MAX = 4 << 20 };

static int add(sp_samples *out, const cJSON *line, const char *origin, int n, char *err, size_t errlen)
{
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(line, "id"), *title = cJSON_GetObjectItemCaseSensitive(line, "title");
    const cJSON *req = cJSON_GetObjectItemCaseSensitive(line, "request");
    if (!cJSON_IsString(id) || !cJSON_IsObject(req)) {
        snprintf(err, errlen, "%s:%d: a sample is {\"id\": \"...\", \"title\": \"...\", \"request\": {...}}", origin, n);
        return -1;
    }
    if (out->n == SAMPLES_MAX) return 0;
    sp_sample *s = realloc(out->s, (size_t)(out->n + 1) * sizeof *s);
    if (!s) {
        snprintf(err, errlen, "%s: out of memory", origin);
        return -1;
    }
    out->s = s;
    s = &out->s[out->n];
    memset(s, 0, sizeof *s);
    snprintf(s->id, sizeof s->id, "%s", id->valuestring);
    snprintf(s->title, sizeof s->title, "%s", cJSON_IsString(title) ? title->valuestring : "");
    const cJSON *seat = cJSON_GetObjectItemCaseSensitive(req, "seat");
    s->seat = cJSON_IsString(seat) ? sp_parse_seat(seat->valuestring) : -1;
    if (!(s->request = cJSON_PrintUnformatted(req))) {
        snprintf(err, errlen, "%s: out of memory", origin);
        return -1;
    }
    out->n++;
    return 0;
}

int sp_samples_parse(sp_samples *out, const char *text, const char *id, const char *origin, char *err, size_t errlen)
{
    int line_no = 0;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        line_no++;
        cJSON *line = len ? cJSON_ParseWithLength(p, len) : NULL;
        p += len + (nl ? 1 : 0);
        if (!len) continue;
        if (!line) {
            snprintf(err, errlen, "%s:%d: not a JSON object", origin, line_no);
            return -1;
        }
        const cJSON *rules = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(line, "request"), "rules");
        int r = cJSON_IsString(rules) && strcmp(rules->valuestring, id) ? 0 : add(out, line, origin, line_no, err, errlen);
        cJSON_Delete(line);
        if (r) return -1;
    }
    return 0;
}

/* Adds the samples of a file when it exists. */
static int load_file(sp_samples *out, const char *path, const char *id, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0) return 0;
    size_t len;
    char *text = sp_read_file(path, SAMPLES_FILE_MAX, "a sample-hands file", &len, err, errlen);
    int r = text ? sp_samples_parse(out, text, id, path, err, errlen) : -1;
    free(text);
    return r;
}

int sp_samples_load(sp_samples *out, const char *id, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    char program[1024], dir[1100], path[1300];
    sp_program_dir(program, sizeof program);
    sp_data_beside(program, "samples", dir, sizeof dir);
    const char *dirs[] = {dir, SPARROW_SOURCE_DATA_DIR "/tests/vectors", SPARROW_INSTALL_DATA_DIR "/samples"};
    for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
        struct stat st;
        if (!dirs[i][0] || (size_t)snprintf(path, sizeof path, "%s/%s.jsonl", dirs[i], id) >= sizeof path || stat(path, &st))
            continue;
        if (load_file(out, path, id, err, errlen)) return -1;
        break;
    }
    char user[1024];
    if (sp_user_dir(user, sizeof user) == 0 && (size_t)snprintf(path, sizeof path, "%spinned-hands.jsonl", user) < sizeof path)
        return load_file(out, path, id, err, errlen);
    return 0;
}

void sp_samples_free(sp_samples *s)
{
    for (int i = 0; i < s->n; i++) free(s->s[i].request);
    free(s->s);
    memset(s, 0, sizeof *s);
}

bool sp_sample_changed(const sp_sample_answer *a, const sp_sample_answer *b)
{
    /* a hand that is no legal win under either has no value to compare: only what is paid */
    return a->scored != b->scored || a->valid != b->valid || (a->valid && a->fan != b->fan) ||
           memcmp(a->payments, b->payments, sizeof a->payments);
}
