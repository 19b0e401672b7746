/* rules_cache.h: rulesets loaded once per run of sparrow-cli, by id or path. */
#ifndef SP_RULES_CACHE_H
#define SP_RULES_CACHE_H

#include <stddef.h>

#include "core/ruleset.h"

/* Returns the loaded ruleset, or NULL with err set. The pointer lives until the program ends. */
const sp_ruleset *rules_cache_get(const char *id_or_path, char *err, size_t errlen);

#endif
