/* fuzz_match_log.c: libFuzzer target for the replay viewer's loader - a match log or replay
 * parsed, opened in the cursor (every action through the engine, digests compared), stepped
 * forwards, backwards and by jumps, and its hands' results checked. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_replay_text.h"
#include "fuzz_text.h"
#include "table/replay_cursor.h"
#include "table/replay_export.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    static sp_ruleset rules;
    static sp_replay_cursor c;
    sp_replay r;
    char err[700];
    if (fuzz_replay_parse(text, &r, &rules, err, sizeof err) == 0) {
        if (sp_cursor_open(&c, &r, &rules, err, sizeof err) == 0) {
            sp_cursor_seek(&c, c.nframes - 1);
            for (size_t i = c.nframes; i-- > 0; i = i > 7 ? i - 7 : 0) {
                sp_cursor_seek(&c, i);
                sp_action_list legal;
                sp_blocked_list why;
                int taken;
                sp_cursor_offered(&c, (int)(i % 4), &legal, &why, &taken);
                if (!i) break;
            }
            sp_replay_check_results(text, &r, &rules, err, sizeof err);
        }
        sp_cursor_close(&c);
        sp_replay_free(&r);
    }
    free(text);
    return 0;
}
