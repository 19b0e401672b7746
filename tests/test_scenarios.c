/* test_scenarios.c: the driver of the text scenarios (tests/scenarios/NAME.scn, described in
 * tests/scenarios/README.md): plays every scenario of the files named on the command line
 * through the engine and reports each failure as FILE:LINE: what. ctest runs it once per file.
 *
 *   test_scenarios FILE...               every scenario must pass
 *   test_scenarios --must-fail FILE...   every scenario must fail (the driver's own test: files
 *                                        of wrong expectations, bad statements)
 *
 * Rulesets are read from SPARROW_SOURCE_DATA_DIR/rules/<id>.rules. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenario/scenario_file.h"
#include "scenario/scenario_run.h"
#include "table/ruleset_file.h"

enum { MAX_RULESETS = 16 };

static sp_ruleset *loaded[MAX_RULESETS];
static int nloaded;

static const sp_ruleset *shipped_rules(const char *id, char *err, size_t errlen)
{
    for (int i = 0; i < nloaded; i++)
        if (!strcmp(loaded[i]->id, id)) return loaded[i];
    char path[1024];
    snprintf(path, sizeof path, "%s/rules/%s.rules", SPARROW_SOURCE_DATA_DIR, id);
    sp_ruleset *rs = malloc(sizeof *rs);
    if (!rs || nloaded == MAX_RULESETS || sp_ruleset_load_file(path, rs, err, errlen)) {
        if (!rs || nloaded == MAX_RULESETS) snprintf(err, errlen, "%s: cannot load", path);
        free(rs);
        return NULL;
    }
    return loaded[nloaded++] = rs;
}

/* Runs one file; returns the number of scenarios that did not do what was wanted. */
static int run_file(const char *path, bool must_fail)
{
    sc_file f;
    char err[1024];
    if (sc_file_load(path, &f, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return must_fail ? 0 : 1;
    }
    int bad = 0, scenarios = 0, total = 0;
    for (int b = 0; b < f.nblocks; b++) {
        if (f.blocks[b].setup) continue;
        int checks = 0;
        scenarios++;
        bool failed = sc_run(&f, b, shipped_rules, &checks, err, sizeof err) != 0;
        total += checks;
        if (failed) fprintf(stderr, "%s%s\n", must_fail ? "fails as it should: " : "FAIL ", err);
        else if (must_fail) fprintf(stderr, "FAIL %s:%d: scenario %s passed\n", path, f.blocks[b].line, f.blocks[b].name);
        bad += failed != must_fail;
    }
    printf("%s: %d scenarios, %d checks passed, %d %s\n", path, scenarios, total, bad, bad == 1 ? "failure" : "failures");
    sc_file_free(&f);
    return bad;
}

int main(int argc, char **argv)
{
    bool must_fail = argc > 1 && !strcmp(argv[1], "--must-fail");
    int first = must_fail ? 2 : 1, bad = 0;
    if (first >= argc) {
        fprintf(stderr, "usage: test_scenarios [--must-fail] FILE...\n");
        return 2;
    }
    for (int i = first; i < argc; i++) bad += run_file(argv[i], must_fail);
    for (int i = 0; i < nloaded; i++) free(loaded[i]);
    return bad ? 1 : 0;
}
