/* ruleset_ids.c: the ids of the ruleset files in the rules folders (ruleset_ids.h). */
#define _POSIX_C_SOURCE 200809L
#include "table/ruleset_ids.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "table/ruleset_file.h"

static int by_name(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

int sp_ruleset_ids_in(const char *dir, char ids[][SP_ID_LEN], int n, int max)
{
    DIR *d = opendir(dir);
    if (!d) return n;
    int first = n;
    const struct dirent *e;
    while ((e = readdir(d)) && n < max) {
        size_t len = strlen(e->d_name);
        if (len <= 6 || len - 6 >= SP_ID_LEN || strcmp(e->d_name + len - 6, ".rules")) continue;
        char id[SP_ID_LEN];
        memcpy(id, e->d_name, len - 6);
        id[len - 6] = 0;
        int seen = 0;
        for (int i = 0; i < n && !seen; i++) seen = !strcmp(ids[i], id);
        if (!seen) memcpy(ids[n++], id, SP_ID_LEN);
    }
    closedir(d);
    qsort(ids[first], (size_t)(n - first), SP_ID_LEN, by_name);
    return n;
}

int sp_ruleset_ids(char ids[][SP_ID_LEN], int max)
{
    const char *dirs[5];
    char storage[4096];
    int ndirs = sp_rules_dirs(dirs, 5, storage, sizeof storage), n = 0;
    for (int i = 0; i < ndirs; i++) n = sp_ruleset_ids_in(dirs[i], ids, n, max);
    return n;
}
