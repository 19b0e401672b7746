/* fuzz_settings.c: libFuzzer target for the settings file (settings.txt): any text parses
 * without a crash, and what it gives is written back in a form that reads back the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "ui/settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    ui_settings st, again;
    ui_settings_default(&st);
    ui_settings_parse(&st, text);
    free(text);
    char out[1024], out2[1024];
    int n = ui_settings_format(&st, out, sizeof out);
    if (n < 0 || (size_t)n >= sizeof out) return 0;
    ui_settings_default(&again);
    if (ui_settings_parse(&again, out) != 0) abort(); /* the program's own file is never damaged */
    ui_settings_format(&again, out2, sizeof out2);
    if (strcmp(out, out2)) abort(); /* and reads back as written */
    return 0;
}
