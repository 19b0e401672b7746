/* history_key.c: the key the history knows a local match by (history.h). */
#include <stdio.h>
#include <string.h>

#include "table/history.h"

static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

void sp_history_local_key(const sp_ruleset *rules, const int32_t *options, uint64_t seed, int players,
                          const uint64_t *first_digest, char *out, size_t len)
{
    int32_t opts[SP_MAX_OPTIONS] = {0}; /* as a session holds them: the ruleset's options, zeros after */
    for (int i = 0; i < rules->noptions; i++) opts[i] = options ? options[i] : rules->options[i].def;
    uint64_t h = 0xcbf29ce484222325ull;
    h = fnv(h, rules->id, strlen(rules->id));
    h = fnv(h, &rules->content_hash, sizeof rules->content_hash);
    h = fnv(h, opts, sizeof opts);
    h = fnv(h, &seed, sizeof seed);
    h = fnv(h, &players, sizeof players);
    if (first_digest) h = fnv(h, first_digest, sizeof *first_digest);
    snprintf(out, len, "local-%016llx", (unsigned long long)h);
}
