/* scenario_file.h: a text scenario file (tests/scenarios/README.md) read into statements and
 * named blocks. A statement is one line's text up to a ';' or a '#', split into words; it
 * keeps its line number so that every error and failure can name FILE:LINE. */
#ifndef SC_SCENARIO_FILE_H
#define SC_SCENARIO_FILE_H

#include <stdbool.h>
#include <stddef.h>

enum {
    SC_MAX_WORDS = 100,  /* words of one statement (a wall's draws, one word a tile) */
    SC_NAME_LEN = 64
};

typedef struct {
    int line;                      /* 1-based line in the file */
    int nwords;
    char *words[SC_MAX_WORDS];     /* point into the file's own copy of the text */
} sc_statement;

/* Statements before the first block (ruleset, options, players, seed) form a setup block named ""
 * that the runner runs at the start of every scenario. */
typedef struct {
    char name[SC_NAME_LEN];
    bool setup;                    /* a `setup` block: run only through `use` */
    int line;                      /* the header's line */
    int first, end;                /* statements [first, end) */
} sc_block;

typedef struct {
    char path[512];
    char *text;                    /* the file's text, cut into words in place */
    int nstatements;
    sc_statement *statements;
    int nblocks;
    sc_block *blocks;
} sc_file;

/* Reads and splits a scenario file. Returns 0, or -1 with err ("FILE:LINE: what"). */
int sc_file_load(const char *path, sc_file *f, char *err, size_t errlen);
void sc_file_free(sc_file *f);
/* The index of the block named `name`, or -1. */
int sc_file_block(const sc_file *f, const char *name);

#endif
