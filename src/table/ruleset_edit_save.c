/* ruleset_edit_save.c: see ruleset_edit_save.h. */
#define _POSIX_C_SOURCE 200809L
#include "table/ruleset_edit_save.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#ifdef _WIN32
#include <direct.h>
#define make_dir(p) _mkdir(p)
#else
#define make_dir(p) mkdir((p), 0777)
#endif

#include "table/data_dirs.h"
#include "table/replay.h"
#include "table/ruleset_catalog.h"

void sp_rules_edit_save_problem(const sp_rules_edit *e, char *out, size_t n)
{
    const char *id = e->edit->id;
    sp_rules_entry en;
    char err[300];
    if (!sp_rules_id_ok(id)) {
        snprintf(out, n, "edit.bad_id|'%s' is not a ruleset id: 1 to 39 of a-z, 0-9, '-', '_'", id);
    } else if (!e->ok) {
        snprintf(out, n, "edit.invalid|%s", e->error);
    } else if (sp_rules_locate(id, &en, err, sizeof err) == 0 &&
               (en.kind == SP_RULES_DIR_SHIPPED || (en.shadows[0] && en.shadows_kind == SP_RULES_DIR_SHIPPED))) {
        snprintf(out, n, "edit.shipped_id|'%s' is a shipped ruleset's id: choose a new one", id);
    } else {
        snprintf(out, n, "%s", "");
    }
}

int sp_rules_user_dir(char *out, size_t n)
{
    char user[1024];
    if (sp_user_dir(user, sizeof user) || (size_t)snprintf(out, n, "%srules", user) >= n) {
        if (n) out[0] = 0;
        return -1;
    }
    return 0;
}

/* Creates dir and the folders above it that are missing. */
static int make_dirs(const char *dir, char *err, size_t errlen)
{
    char p[SP_RULES_PATH_LEN];
    snprintf(p, sizeof p, "%s", dir);
    for (char *c = p + 1;; c++) {
        char was = *c;
        if (was != '/' && was != '\\' && was != 0) continue;
        *c = 0;
        if (make_dir(p) != 0 && errno != EEXIST) {
            snprintf(err, errlen, "%s: cannot make the folder: %s", p, strerror(errno));
            return -1;
        }
        *c = was;
        if (!was) return 0;
    }
}

int sp_rules_edit_save(const sp_rules_edit *e, const char *rules_dir, char *path, size_t pathlen, char *err,
                       size_t errlen)
{
    char problem[800];
    if (pathlen) path[0] = 0;
    sp_rules_edit_save_problem(e, problem, sizeof problem);
    if (problem[0]) {
        snprintf(err, errlen, "%s", strchr(problem, '|') + 1);
        return -1;
    }
    if ((size_t)snprintf(path, pathlen, "%s/%s.rules", rules_dir, e->edit->id) >= pathlen) {
        snprintf(err, errlen, "%s: path too long", rules_dir);
        return -1;
    }
    if (make_dirs(rules_dir, err, errlen)) return -1;
    return sp_write_file_atomic(path, e->text, strlen(e->text), err, errlen);
}
