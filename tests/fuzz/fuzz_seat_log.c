/* fuzz_seat_log.c: libFuzzer target for a LAN seat's log (sp_seat_log_parse). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "net/seat_log.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    sp_seat_log log;
    char err[512];
    sp_seat_log_parse(text, "fuzz.log", &log, err, sizeof err);
    sp_seat_log_free(&log);
    sp_seat_log_detect(text);
    free(text);
    return 0;
}
