/* fuzz_lesson.c: libFuzzer target for tutorial lessons: the parser, and for a lesson that
 * parses, its game set up and played through the engine as the tutorial checks it
 * (sp_lesson_validate) against the shipped ruleset it names. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "table/lesson.h"
#include "table/ruleset_file.h"
#include "table/ruleset_ids.h"

/* the rulesets of the rules folders (sp_ruleset_ids), loaded once */
static char ids[64][SP_ID_LEN];
static sp_ruleset *rules[64];
static int nids = -1;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static sp_lesson lesson; /* large */
    char err[512];
    if (nids < 0) {
        nids = sp_ruleset_ids(ids, 64);
        for (int i = 0; i < nids; i++) {
            rules[i] = malloc(sizeof *rules[i]);
            if (!rules[i] || sp_ruleset_load(ids[i], rules[i], err, sizeof err)) abort();
        }
    }
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    if (sp_lesson_parse(text, "fuzz.lesson", &lesson, err, sizeof err) == 0)
        for (int i = 0; i < nids; i++)
            if (!strcmp(lesson.ruleset, ids[i])) sp_lesson_validate(&lesson, rules[i], NULL, NULL, err, sizeof err);
    free(text);
    return 0;
}
