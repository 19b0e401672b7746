/* lesson_progress.c: see lesson_progress.h. */
#include "table/lesson_progress.h"

#include <stdio.h>
#include <string.h>

#include "core/ruleset.h"

int sp_lesson_progress_parse(const char *text, const char *const *ids, int n, bool *done)
{
    int ignored = 0;
    while (*text) {
        const char *nl = strchr(text, '\n');
        size_t len = nl ? (size_t)(nl - text) : strlen(text);
        char line[128], id[SP_ID_LEN], state[16], extra;
        bool known = false;
        if (len < sizeof line) {
            memcpy(line, text, len);
            line[len] = 0;
            const char *p = line + strspn(line, " \t\r");
            if (!*p || *p == '#') known = true;
            else if (sscanf(p, "%39s = %15s %c", id, state, &extra) == 2 && !strcmp(state, "done"))
                for (int i = 0; i < n; i++)
                    if (!strcmp(ids[i], id)) known = done[i] = true;
        }
        ignored += !known;
        text += len;
        if (*text == '\n') text++;
    }
    return ignored;
}
