/* fuzz_replay.c: libFuzzer target for replay and save files: parsing, then replaying with
 * verification (every action through the engine's checks). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "table/replay.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    static sp_ruleset rules;
    static sp_session session;
    sp_replay r;
    char err[512];
    /* a file keeping its rules is read with them when its hash is not the shipped file's */
    sp_rules_use use = strstr(text, "\"rules_text\"") ? SP_RULES_SAVED : SP_RULES_ANY_VERSION;
    if (sp_replay_parse(text, "fuzz.json", &r, &rules, use, err, sizeof err) == 0) {
        sp_replay_play(&r, &rules, &session, true, err, sizeof err);
        sp_session_free(&session);
        sp_replay_free(&r);
    }
    free(text);
    return 0;
}
