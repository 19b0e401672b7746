/* fuzz_notation.c: libFuzzer target for the tile, meld and action text parsers. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "core/action.h"
#include "core/notation.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *s = fuzz_text(data, size);
    if (!s) return 0;
    uint8_t counts[SP_KINDS_ALL] = {0};
    sp_error e;
    if (sp_parse_tiles(s, counts, 0, &e) == 0) {
        char buf[256];
        sp_format_tiles(counts, SP_KINDS_ALL, buf, sizeof buf);
        sp_check_copies(counts, NULL, 0, &e);
    }
    sp_meld m;
    if (sp_parse_meld(s, &m, 0, &e) == 0) {
        char buf[32];
        sp_format_meld(&m, buf, sizeof buf);
        sp_meld back;
        if (sp_parse_meld(buf, &back, 0, &e) != 0 || back.type != m.type || back.kind != m.kind || back.from != m.from) abort();
    }
    sp_action a;
    if (sp_action_parse(s, &a, &e) == 0) {
        char buf[64];
        sp_action_format(&a, buf, sizeof buf);
        sp_action b;
        if (sp_action_parse(buf, &b, &e) != 0 || memcmp(&a, &b, sizeof a) != 0) abort();
    }
    free(s);
    return 0;
}
