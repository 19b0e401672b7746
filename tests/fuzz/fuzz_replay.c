/* fuzz_replay.c: libFuzzer target for replay and save files: parsing, then replaying with
 * verification (every action through the engine's checks). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_replay_text.h"
#include "fuzz_text.h"
#include "table/replay.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    static sp_ruleset rules;
    static sp_session session;
    sp_replay r;
    char err[512];
    if (fuzz_replay_parse(text, &r, &rules, err, sizeof err) == 0) {
        sp_replay_play(&r, &rules, &session, true, err, sizeof err);
        sp_session_free(&session);
        sp_replay_free(&r);
    }
    free(text);
    return 0;
}
