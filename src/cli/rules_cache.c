/* rules_cache.c: a few loaded rulesets kept for the run (a JSON Lines run names the same ones). */
#include "cli/rules_cache.h"

#include <stdlib.h>
#include <string.h>

#include "table/ruleset_file.h"

enum { CACHE_SIZE = 8 };

static struct {
    char key[256];
    sp_ruleset *rs;
} cache[CACHE_SIZE];
static int next_slot;

const sp_ruleset *rules_cache_get(const char *id_or_path, char *err, size_t errlen)
{
    for (int i = 0; i < CACHE_SIZE; i++)
        if (cache[i].rs && !strcmp(cache[i].key, id_or_path)) return cache[i].rs;
    sp_ruleset *rs = malloc(sizeof *rs);
    if (!rs) return NULL;
    if (sp_ruleset_load(id_or_path, rs, err, errlen)) {
        free(rs);
        return NULL;
    }
    int slot = next_slot;
    next_slot = (next_slot + 1) % CACHE_SIZE;
    free(cache[slot].rs);
    cache[slot].rs = rs;
    strncpy(cache[slot].key, id_or_path, sizeof cache[slot].key - 1);
    cache[slot].key[sizeof cache[slot].key - 1] = 0;
    return rs;
}
