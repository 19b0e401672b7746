/* rules_fixture.h: loading a shipped ruleset once for a cmocka test group. */
#ifndef SP_RULES_FIXTURE_H
#define SP_RULES_FIXTURE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/read_file.h"
#include "table/ruleset_file.h"
#include "table/ruleset_ids.h"

enum { MAX_SHIPPED = 64 };

/* The shipped rulesets: the ids of the files in the source tree's rules/, in name order (no
 * test lists them). Returns the count. */
static inline int shipped_ruleset_ids(char ids[MAX_SHIPPED][SP_ID_LEN])
{
    return sp_ruleset_ids_in(SPARROW_SOURCE_DATA_DIR "/rules", ids, 0, MAX_SHIPPED);
}

/* Loads rules/<id>.rules from the source tree into a new ruleset; NULL (message printed) on
 * failure. Free with free(). */
static inline sp_ruleset *load_shipped_rules(const char *id)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    char path[1024], err[512] = "";
    snprintf(path, sizeof path, "%s/rules/%.*s.rules", SPARROW_SOURCE_DATA_DIR, (int)SP_ID_LEN, id);
    if (!rs || sp_ruleset_load_file(path, rs, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        free(rs);
        return NULL;
    }
    return rs;
}

/* rules/<id>.rules with `section` appended (a house file's `ai` section, say), parsed into a
 * new ruleset (free it); NULL with err when refused or unreadable. */
static inline sp_ruleset *parse_shipped_with(const char *id, const char *section, char *err, size_t errlen)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/rules/%.*s.rules", SPARROW_SOURCE_DATA_DIR, (int)SP_ID_LEN, id);
    char *base = sp_read_file(path, 1 << 20, "a ruleset", NULL, err, errlen);
    if (!base) return NULL;
    size_t n = strlen(base) + strlen(section) + 2;
    char *text = malloc(n);
    sp_ruleset *rs = malloc(sizeof *rs);
    int r = -1;
    if (text && rs) {
        snprintf(text, n, "%s\n%s", base, section);
        r = sp_ruleset_parse(text, "house.rules", rs, err, errlen);
    } else
        snprintf(err, errlen, "out of memory");
    free(base);
    free(text);
    if (r) {
        free(rs);
        return NULL;
    }
    return rs;
}

/* Defines `static sp_ruleset *rules` and the cmocka group setup / teardown that load the shipped
 * ruleset `id` into it and free it. */
#define RULES_FIXTURE_GROUP(id)                                                                      \
    static sp_ruleset *rules;                                                                        \
    static int setup(void **state)                                                                   \
    {                                                                                                \
        (void)state;                                                                                 \
        rules = load_shipped_rules(id);                                                              \
        return rules ? 0 : -1;                                                                       \
    }                                                                                                \
    static int teardown(void **state)                                                                \
    {                                                                                                \
        (void)state;                                                                                 \
        free(rules);                                                                                 \
        return 0;                                                                                    \
    }

#endif
