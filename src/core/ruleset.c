/* ruleset.c: lookups in a parsed ruleset. */
#include "core/ruleset.h"

#include <string.h>

int sp_ruleset_pattern(const sp_ruleset *rs, const char *id)
{
    for (int i = 0; i < rs->npatterns; i++)
        if (!strcmp(rs->patterns[i].id, id)) return i;
    return -1;
}

int sp_ruleset_option(const sp_ruleset *rs, const char *id)
{
    for (int i = 0; i < rs->noptions; i++)
        if (!strcmp(rs->options[i].id, id)) return i;
    return -1;
}

const sp_param *sp_ruleset_param(const sp_ruleset *rs, const char *name)
{
    for (int i = 0; i < rs->nparams; i++)
        if (!strcmp(rs->params[i].name, name)) return &rs->params[i];
    return NULL;
}

int32_t sp_ruleset_int(const sp_ruleset *rs, const char *name, int32_t def)
{
    const sp_param *p = sp_ruleset_param(rs, name);
    return p && p->nvalues > 0 ? p->values[0] : def;
}

int sp_ruleset_wildcard_kind(const sp_ruleset *rs, int indicator)
{
    const sp_param *cycle = sp_ruleset_param(rs, "wildcard.honour_cycle");
    if (!cycle || indicator < 0 || indicator >= SP_KINDS) return -1;
    if (indicator < SP_KIND_Z) return indicator % 9 == 8 ? indicator - 8 : indicator + 1;
    int number = indicator - SP_KIND_Z + 1;
    for (int i = 0; i < cycle->nvalues; i++)
        if (cycle->values[i] == number) return SP_KIND_Z + cycle->values[(i + 1) % cycle->nvalues] - 1;
    return -1;
}
