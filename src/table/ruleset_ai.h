/* ruleset_ai.h: a ruleset file's `ai` section - how its computer players play, when it says
 * (ai/ai_settings.h names the settings) - read and written. */
#ifndef SP_RULESET_AI_H
#define SP_RULESET_AI_H

#include <libconfig.h>

#include "core/ruleset.h"
#include "table/config_error.h"

/* ai = { caution = 0.8; plans = false; }: each setting checked (a known name, a number or
 * true/false as the setting is, in range) into rs->ai; then the record rs plays with is made.
 * ai NULL: no section, the model's record. Returns 0, or -1 with the file, line and field in
 * c's error. */
int sp_ruleset_parse_ai(sp_config_ctx *c, const config_setting_t *ai, sp_ruleset *rs);

/* The section as a file writes it ("" when rs has no settings), read back to the same values;
 * returns the length it needs, as snprintf. */
int sp_ruleset_ai_text(const sp_ruleset *rs, char *out, size_t n);

#endif
