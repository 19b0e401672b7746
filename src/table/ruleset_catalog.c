/* ruleset_catalog.c: see ruleset_catalog.h. */
#define _POSIX_C_SOURCE 200809L
#include "table/ruleset_catalog.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "table/data_dirs.h"
#include "table/error_key.h"

#ifndef SPARROW_SOURCE_DATA_DIR
#define SPARROW_SOURCE_DATA_DIR "."
#endif
#ifndef SPARROW_INSTALL_DATA_DIR
#define SPARROW_INSTALL_DATA_DIR "/usr/share/sparrow"
#endif

int sp_rules_dirs_kinds(const char *dirs[], sp_rules_dir_kind kinds[], int max, char *storage, size_t storage_len)
{
    int n = 0;
    size_t used = 0;
    const char *cands[SP_RULES_MAX_DIRS];
    static const sp_rules_dir_kind cand_kind[SP_RULES_MAX_DIRS] = {SP_RULES_DIR_ENV, SP_RULES_DIR_USER, SP_RULES_DIR_SHIPPED,
                                                                   SP_RULES_DIR_SHIPPED, SP_RULES_DIR_SHIPPED};
    char program[1024], beside[1100], user[1100] = "";
    struct stat seen[SP_RULES_MAX_DIRS];
    sp_program_dir(program, sizeof program);
    sp_data_beside(program, "rules", beside, sizeof beside);
    if (sp_user_dir(user, sizeof user - 5) == 0) strcat(user, "rules");
    cands[0] = getenv("SPARROW_RULES_DIR");
    cands[1] = user[0] ? user : NULL;
    cands[2] = beside;
    cands[3] = SPARROW_SOURCE_DATA_DIR "/rules";
    cands[4] = SPARROW_INSTALL_DATA_DIR "/rules";
    for (int i = 0; i < SP_RULES_MAX_DIRS && n < max; i++) {
        if (!cands[i] || !*cands[i]) continue;
        struct stat st;
        if (stat(cands[i], &st) != 0 || !S_ISDIR(st.st_mode)) continue;
        /* one folder reached by two names (/usr/bin/../share/sparrow and /usr/share/sparrow)
         * is searched once: its files do not replace themselves (no inodes on Windows) */
        bool again = false;
        for (int j = 0; j < n && !again; j++) again = st.st_ino && seen[j].st_dev == st.st_dev && seen[j].st_ino == st.st_ino;
        if (again) continue;
        size_t len = strlen(cands[i]) + 1;
        if (used + len > storage_len) break;
        memcpy(storage + used, cands[i], len);
        if (kinds) kinds[n] = cand_kind[i];
        seen[n] = st;
        dirs[n++] = storage + used;
        used += len;
    }
    return n;
}

int sp_rules_dirs(const char *dirs[], int max, char *storage, size_t storage_len)
{
    return sp_rules_dirs_kinds(dirs, NULL, max, storage, storage_len);
}

bool sp_rules_id_ok(const char *id)
{
    size_t n = strlen(id);
    if (n == 0 || n >= SP_ID_LEN) return false;
    for (const char *p = id; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '_')) return false;
    return true;
}

int sp_rules_locate(const char *id, sp_rules_entry *e, char *err, size_t errlen)
{
    memset(e, 0, sizeof *e);
    if (!sp_rules_id_ok(id)) {
        snprintf(err, errlen, "rules: '%.60s' is neither a ruleset id nor a path", id);
        return -1;
    }
    const char *dirs[SP_RULES_MAX_DIRS];
    sp_rules_dir_kind kinds[SP_RULES_MAX_DIRS];
    char storage[6000];
    int n = sp_rules_dirs_kinds(dirs, kinds, SP_RULES_MAX_DIRS, storage, sizeof storage), found = 0;
    for (int i = 0; i < n && found < 2; i++) {
        char path[SP_RULES_PATH_LEN];
        if ((size_t)snprintf(path, sizeof path, "%s/%s.rules", dirs[i], id) >= sizeof path) continue;
        struct stat st;
        if (stat(path, &st) != 0) continue; /* whatever it is, it is this id's file: reading it says more */
        if (found++ == 0) {
            snprintf(e->id, sizeof e->id, "%s", id);
            memcpy(e->path, path, sizeof path);
            e->kind = kinds[i];
        } else if (e->kind != SP_RULES_DIR_SHIPPED) {
            /* (one shipped copy hiding another, the build tree's and the installed one, is
             * no news to the player) */
            memcpy(e->shadows, path, sizeof path);
            e->shadows_kind = kinds[i];
        }
    }
    if (!found) {
        snprintf(err, errlen, "rules: " SP_ERRTEXT_UNKNOWN_RULESET " '%.60s' (see sparrow-cli rules list)", id);
        return -1;
    }
    return 0;
}

static int by_id(const void *a, const void *b) { return strcmp(((const sp_rules_entry *)a)->id, ((const sp_rules_entry *)b)->id); }

int sp_rules_catalog(sp_rules_entry *out, int max)
{
    const char *dirs[SP_RULES_MAX_DIRS];
    char storage[6000];
    int nd = sp_rules_dirs(dirs, SP_RULES_MAX_DIRS, storage, sizeof storage), n = 0;
    for (int d = 0; d < nd; d++) {
        DIR *dir = opendir(dirs[d]);
        if (!dir) continue;
        struct dirent *de;
        while ((de = readdir(dir)) && n < max) {
            size_t len = strlen(de->d_name);
            if (len <= 6 || strcmp(de->d_name + len - 6, ".rules") || len - 6 >= SP_ID_LEN) continue;
            char id[SP_ID_LEN];
            snprintf(id, sizeof id, "%.*s", (int)(len - 6), de->d_name);
            bool seen = false;
            for (int i = 0; i < n && !seen; i++) seen = !strcmp(out[i].id, id);
            char err[200];
            if (seen) continue;
            if (!sp_rules_id_ok(id)) {
                /* listed so that the player learns why it is not offered */
                memset(&out[n], 0, sizeof out[n]);
                snprintf(out[n].id, sizeof out[n].id, "%s", id);
                snprintf(out[n].path, sizeof out[n].path, "%s/%s", dirs[d], de->d_name);
                n++;
            } else if (sp_rules_locate(id, &out[n], err, sizeof err) == 0) {
                n++;
            }
        }
        closedir(dir);
    }
    qsort(out, (size_t)n, sizeof *out, by_id);
    return n;
}

void sp_rules_entry_note(const sp_rules_entry *e, char *out, size_t n)
{
    if (!e->shadows[0]) snprintf(out, n, "%s", "");
    else
        snprintf(out, n, "replaces the %s file %s", e->shadows_kind == SP_RULES_DIR_SHIPPED ? "shipped" : e->shadows_kind == SP_RULES_DIR_USER ? "house-rules" : "other",
                 e->shadows);
}
