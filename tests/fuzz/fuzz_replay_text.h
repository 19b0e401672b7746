/* fuzz_replay_text.h: a fuzz input read as a replay or save file, as the programs read one. */
#ifndef SP_FUZZ_REPLAY_TEXT_H
#define SP_FUZZ_REPLAY_TEXT_H

#include <string.h>

#include "table/replay.h"

/* Parses text into r and rules; a file keeping its rules is read with them when its hash is not
 * the shipped file's. Returns sp_replay_parse's answer (0: free r with sp_replay_free). */
static inline int fuzz_replay_parse(const char *text, sp_replay *r, sp_ruleset *rules, char *err, size_t errlen)
{
    sp_rules_use use = strstr(text, "\"rules_text\"") ? SP_RULES_SAVED : SP_RULES_ANY_VERSION;
    return sp_replay_parse(text, "fuzz.json", r, rules, use, err, errlen);
}

#endif
