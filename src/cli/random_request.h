/* random_request.h: random complete hands of a ruleset as `score` requests. */
#ifndef SP_RANDOM_REQUEST_H
#define SP_RANDOM_REQUEST_H

#include <cjson/cJSON.h>

#include "core/rng.h"
#include "core/ruleset.h"

/* A random complete hand of the ruleset's tiles: 0-2 exposed melds, the rest concealed, a
 * random winning tile, self-draw or a discard from a random seat. */
cJSON *random_score_request(sp_rng *rng, const sp_ruleset *rs);

#endif
