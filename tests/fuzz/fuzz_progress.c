/* fuzz_progress.c: libFuzzer target for the tutorial's progress file: only known lessons are
 * marked, and a file the tutorial writes reads back with nothing ignored. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "table/lesson_progress.h"

static const char *const ids[] = {"basics-1-tiles", "basics-2-hand", "drills-1-waits", "hk-1", "x"};
enum { N = sizeof ids / sizeof ids[0] };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    bool done[N + 1] = {false};
    done[N] = true; /* a guard: never written */
    sp_lesson_progress_parse(text, ids, N, done);
    free(text);
    if (!done[N]) abort();
    /* what the tutorial writes for these marks reads back to the same marks */
    char out[512];
    size_t w = (size_t)snprintf(out, sizeof out, "# Sparrow tutorial progress: finished lessons\n");
    for (int i = 0; i < N; i++)
        if (done[i]) w += (size_t)snprintf(out + w, sizeof out - w, "%s = done\n", ids[i]);
    bool again[N] = {false};
    if (sp_lesson_progress_parse(out, ids, N, again) != 0 || memcmp(again, done, sizeof again)) abort();
    return 0;
}
