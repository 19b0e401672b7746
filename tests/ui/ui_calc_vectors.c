/* ui_calc_vectors.c: the calculator screen's model gives `sparrow-cli score`'s answers.
 *
 * Every request of every tests/vectors/<ruleset>.jsonl is loaded into the calculator's model
 * (ui_calc_load_request, as "Open in calculator" does), the model writes its own request and
 * scores it (ui_calc_update), and its answer must equal, byte for byte, the answer that
 * `sparrow-cli score --json --lang L` prints for the original request, in each language. The
 * model's request loaded again must give the same request (nothing lost on a round trip).
 * And each valid winning hand, its winning tile taken out, must list that tile among its waits
 * worth exactly the answer's value (the waits' values come from the same path).
 * usage: ui_calc_vectors SPARROW_CLI VECTORS.jsonl... */
#define _POSIX_C_SOURCE 200809L
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui/screen_calc_model.h"

static int failures;

static void fail(const char *file, int line, const char *what, const char *a, const char *b)
{
    failures++;
    fprintf(stderr, "%s:%d: %s\n  calculator: %s\n  cli:        %s\n", file, line, what, a, b);
}

/* The requests of a vectors file, one JSON object per line (its "request"). */
static int read_requests(const char *path, cJSON **out, int max)
{
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    char line[16384];
    int n = 0;
    while (n < max && fgets(line, sizeof line, f)) {
        cJSON *o = cJSON_Parse(line);
        if (!o) continue;
        cJSON *r = cJSON_DetachItemFromObjectCaseSensitive(o, "request");
        cJSON_Delete(o);
        if (r) out[n++] = r;
    }
    fclose(f);
    return n;
}

/* The CLI's answers to the requests, in order, one line each. */
static int cli_answers(const char *cli, cJSON **reqs, int n, const char *lang, char **out)
{
    char tmp[] = "/tmp/ui_calc_vectors_XXXXXX";
    int fd = mkstemp(tmp);
    if (fd < 0) return -1;
    FILE *f = fdopen(fd, "w");
    for (int i = 0; i < n; i++) {
        char *s = cJSON_PrintUnformatted(reqs[i]);
        fprintf(f, "%s\n", s);
        cJSON_free(s);
    }
    fclose(f);
    char cmd[2400];
    snprintf(cmd, sizeof cmd, "'%s' score --json --lang %s < '%s'", cli, lang, tmp);
    FILE *p = popen(cmd, "r");
    int got = 0;
    char line[65536];
    while (p && got < n && fgets(line, sizeof line, p)) {
        line[strcspn(line, "\n")] = 0;
        out[got++] = strdup(line);
    }
    if (p) pclose(p);
    unlink(tmp);
    return got;
}

/* The calculator's answer to one request, as the CLI would print it. */
static char *calc_answer(ui_calc *c, const cJSON *req, int lang, const char *file, int line)
{
    char err[320];
    if (ui_calc_load_request(c, req, err, sizeof err)) {
        cJSON *e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "error", err);
        cJSON_AddNumberToObject(e, "line", line);
        char *s = cJSON_PrintUnformatted(e);
        cJSON_Delete(e);
        return s;
    }
    ui_calc_update(c, lang);
    /* the model's request, loaded again, writes the same request */
    cJSON *mine = ui_calc_request(c);
    ui_calc *again = ui_calc_new();
    cJSON *twice = NULL;
    if (!ui_calc_load_request(again, mine, err, sizeof err)) twice = ui_calc_request(again);
    char *a = cJSON_PrintUnformatted(mine), *b = twice ? cJSON_PrintUnformatted(twice) : strdup(err);
    if (strcmp(a, b)) fail(file, line, "the model's request does not load back the same", a, b);
    cJSON_free(a);
    cJSON_free(b);
    cJSON_Delete(mine);
    cJSON_Delete(twice);
    ui_calc_free(again);
    cJSON *o = c->answer;
    cJSON *e = NULL;
    if (!o) { /* refused: the CLI's error line */
        e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "error", c->error);
        cJSON_AddNumberToObject(e, "line", line);
        o = e;
    }
    char *s = cJSON_PrintUnformatted(o);
    cJSON_Delete(e);
    return s;
}

/* The winning tile taken out: the model must list it as a wait worth the hand's value. */
static void check_wait(ui_calc *c, const char *file, int line)
{
    if (!c->answer || !c->res.valid || c->win == SP_WIN_DRAW || c->win_tile < 0 || c->win_tile >= SP_KINDS) return;
    int32_t fan = c->res.fan, gain = c->res.payments[c->in.seat];
    int kind = c->win_tile;
    ui_calc_remove_tile(c, kind);
    c->win_tile = kind; /* kept: the request names it, the waits replace it */
    ui_calc_update(c, 2);
    const ui_calc_wait *w = NULL;
    for (int i = 0; i < c->nwaits; i++)
        if (c->waits[i].kind == kind) w = &c->waits[i];
    char mine[200], want[200];
    snprintf(want, sizeof want, "wait %d worth %d, winner gets %d", kind, (int)fan, (int)gain);
    if (!w) snprintf(mine, sizeof mine, "not a wait (%d waits, shanten %d)", c->nwaits, c->shanten);
    else snprintf(mine, sizeof mine, "wait %d worth %d, winner gets %d%s%s", kind, (int)w->fan, (int)w->gain, w->valid ? "" : " invalid: ",
                  w->valid ? "" : w->why);
    if (strcmp(mine, want)) fail(file, line, "the winning tile as a wait", mine, want);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: ui_calc_vectors SPARROW_CLI VECTORS.jsonl...\n");
        return 2;
    }
    static const char *langs[3] = {"zh-Hant", "zh-Hans", "en"};
    int compared = 0;
    ui_calc *c = ui_calc_new();
    for (int a = 2; a < argc; a++) {
        static cJSON *reqs[1024];
        static char *want[1024];
        int n = read_requests(argv[a], reqs, 1024);
        if (n <= 0) {
            fprintf(stderr, "%s: no requests read\n", argv[a]);
            return 1;
        }
        for (int l = 0; l < 3; l++) {
            int got = cli_answers(argv[1], reqs, n, langs[l], want);
            if (got != n) {
                fprintf(stderr, "%s: sparrow-cli answered %d of %d requests\n", argv[a], got, n);
                return 1;
            }
            for (int i = 0; i < n; i++) {
                char *mine = calc_answer(c, reqs[i], l, argv[a], i + 1);
                if (strcmp(mine, want[i])) fail(argv[a], i + 1, "answers differ", mine, want[i]);
                compared++;
                if (l == 2) check_wait(c, argv[a], i + 1);
                cJSON_free(mine);
                free(want[i]);
            }
        }
        for (int i = 0; i < n; i++) cJSON_Delete(reqs[i]);
    }
    ui_calc_free(c);
    printf("ui_calc_vectors: %d answers compared, %d differ\n", compared, failures);
    return failures ? 1 : 0;
}
