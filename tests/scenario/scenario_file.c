/* scenario_file.c: reads a scenario file into statements and blocks (scenario_file.h). */
#include "scenario_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/read_file.h"

static int fail(char *err, size_t errlen, const char *path, int line, const char *what, const char *name)
{
    snprintf(err, errlen, "%s:%d: %s%s", path, line, what, name ? name : "");
    return -1;
}

/* Splits `s` (one statement's text, modified in place) into words; returns the count or -1
 * when there are too many. */
static int split_words(char *s, char **words)
{
    int n = 0;
    for (char *p = strtok(s, " \t\r"); p; p = strtok(NULL, " \t\r")) {
        if (n == SC_MAX_WORDS) return -1;
        words[n++] = p;
    }
    return n;
}

static int grow(void **array, int n, int *cap, size_t size)
{
    if (n < *cap) return 0;
    int c = *cap ? *cap * 2 : 64;
    void *p = realloc(*array, (size_t)c * size);
    if (!p) return -1;
    *array = p;
    *cap = c;
    return 0;
}

/* A header (`scenario NAME` or `setup NAME`) opens a block. */
static int open_block(sc_file *f, const sc_statement *st, int *cap, char *err, size_t errlen)
{
    if (strlen(st->words[1]) >= SC_NAME_LEN) return fail(err, errlen, f->path, st->line, "name too long: ", st->words[1]);
    if (sc_file_block(f, st->words[1]) >= 0)
        return fail(err, errlen, f->path, st->line, "a block of this name already exists: ", st->words[1]);
    if (grow((void **)&f->blocks, f->nblocks, cap, sizeof *f->blocks))
        return fail(err, errlen, f->path, st->line, "out of memory", NULL);
    sc_block *b = &f->blocks[f->nblocks++];
    memset(b, 0, sizeof *b);
    snprintf(b->name, sizeof b->name, "%s", st->words[1]);
    b->setup = !strcmp(st->words[0], "setup");
    b->line = st->line;
    b->first = b->end = f->nstatements;
    return 0;
}

/* Adds the statements of one line (its text up to a '#', cut at each ';'). */
static int add_line(sc_file *f, char *text, int line, int *scap, int *bcap, char *err, size_t errlen)
{
    char *hash = strchr(text, '#');
    if (hash) *hash = 0;
    for (char *s = text, *next; s; s = next) {
        next = strchr(s, ';');
        if (next) *next++ = 0;
        sc_statement st = {.line = line};
        st.nwords = split_words(s, st.words);
        if (st.nwords < 0) return fail(err, errlen, f->path, line, "too many words in one statement", NULL);
        if (st.nwords == 0) continue;
        const char *w0 = st.words[0];
        if (!strcmp(w0, "scenario") || !strcmp(w0, "setup")) {
            if (st.nwords != 2) return fail(err, errlen, f->path, line, "expected one name after ", w0);
            if (open_block(f, &st, bcap, err, errlen)) return -1;
            continue;
        }
        if (f->nblocks == 0 || !f->blocks[f->nblocks - 1].name[0]) {
            /* the prelude: table statements every scenario of the file starts with */
            if (strcmp(w0, "ruleset") && strcmp(w0, "options") && strcmp(w0, "players") && strcmp(w0, "seed"))
                return fail(err, errlen, f->path, line, "before the first block only ruleset, options, players and seed may come, not ", w0);
            sc_statement header = {.line = line, .nwords = 2, .words = {"setup", ""}};
            if (f->nblocks == 0 && open_block(f, &header, bcap, err, errlen)) return -1;
        }
        if (grow((void **)&f->statements, f->nstatements, scap, sizeof *f->statements))
            return fail(err, errlen, f->path, line, "out of memory", NULL);
        f->statements[f->nstatements++] = st;
        f->blocks[f->nblocks - 1].end = f->nstatements;
    }
    return 0;
}

int sc_file_load(const char *path, sc_file *f, char *err, size_t errlen)
{
    memset(f, 0, sizeof *f);
    snprintf(f->path, sizeof f->path, "%s", path);
    f->text = sp_read_file(path, (size_t)4 << 20, "a scenario file", NULL, err, errlen);
    if (!f->text) return -1;
    int scap = 0, bcap = 0, line = 1;
    for (char *s = f->text, *next; s; s = next, line++) {
        next = strchr(s, '\n');
        if (next) *next++ = 0;
        if (add_line(f, s, line, &scap, &bcap, err, errlen)) {
            sc_file_free(f);
            return -1;
        }
    }
    if (f->nblocks == 0) {
        fail(err, errlen, path, 1, "no `scenario` in the file", NULL);
        sc_file_free(f);
        return -1;
    }
    for (int i = 0; i < f->nblocks; i++)
        if (f->blocks[i].first == f->blocks[i].end) {
            fail(err, errlen, path, f->blocks[i].line, "empty block: ", f->blocks[i].name);
            sc_file_free(f);
            return -1;
        }
    return 0;
}

void sc_file_free(sc_file *f)
{
    free(f->text);
    free(f->statements);
    free(f->blocks);
    memset(f, 0, sizeof *f);
}

int sc_file_block(const sc_file *f, const char *name)
{
    for (int i = 0; i < f->nblocks; i++)
        if (!strcmp(f->blocks[i].name, name)) return i;
    return -1;
}
