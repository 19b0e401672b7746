/* fuzz_ruleset.c: libFuzzer target for the ruleset file loader. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "table/ruleset_file.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    sp_ruleset *rs = malloc(sizeof *rs);
    if (text && rs) {
        char err[512];
        sp_ruleset_parse(text, "fuzz.rules", rs, err, sizeof err);
    }
    free(text);
    free(rs);
    return 0;
}
