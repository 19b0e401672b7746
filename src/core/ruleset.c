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
