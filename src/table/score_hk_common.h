/* score_hk_common.h: the request fields both Hong Kong models read (liable, robbed_kong,
 * rinshan_chain, chain_uses_replacement), parsed into hk_extra. */
#ifndef SP_SCORE_HK_COMMON_H
#define SP_SCORE_HK_COMMON_H

#include "table/score_request.h"
#include "core/rules_hk_common.h"

int score_extras_hk_common(const cJSON *req, sp_score_input *in, score_extras *x, char *err, size_t errlen);
/* in->extra (an hk_extra) into req's fields. */
void score_write_hk_common(cJSON *req, const sp_score_input *in);

#endif
