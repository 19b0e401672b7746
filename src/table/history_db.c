/* history_db.c: opening the history database - creating and migrating it, setting a damaged one
 * aside, living on without it while it cannot be written. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "table/history_db.h"
#include "table/printf_like.h"

/* How long a write waits for another program's lock before keeping its hands for later: the
 * window must not freeze at a hand's end. */
enum { HISTORY_BUSY_MS = 150 };

static bool damaged_code(int code)
{
    code &= 0xff;
    return code == SQLITE_NOTADB || code == SQLITE_CORRUPT;
}

/* PRAGMA quick_check: "ok", else the first problem (a damaged page) into err. */
static int quick_check(sqlite3 *db, int *code, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    *code = sqlite3_prepare_v2(db, "PRAGMA quick_check(1)", -1, &st, NULL);
    if (*code != SQLITE_OK) {
        snprintf(err, errlen, "%s", sqlite3_errmsg(db));
        return -1;
    }
    *code = sqlite3_step(st);
    int rc = 0;
    if (*code != SQLITE_ROW) {
        snprintf(err, errlen, "%s", sqlite3_errmsg(db));
        rc = -1;
    } else if (strcmp((const char *)sqlite3_column_text(st, 0), "ok")) {
        snprintf(err, errlen, "%s", (const char *)sqlite3_column_text(st, 0));
        *code = SQLITE_CORRUPT;
        rc = -1;
    } else {
        *code = SQLITE_OK;
    }
    sqlite3_finalize(st);
    return rc;
}

/* Opens, checks and migrates path; the SQLite code of a failure in *code. */
static sqlite3 *open_file(const char *path, int *code, char *err, size_t errlen)
{
    sqlite3 *db = NULL;
    *code = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
    if (*code != SQLITE_OK) {
        snprintf(err, errlen, "%s", db ? sqlite3_errmsg(db) : "out of memory");
        sqlite3_close(db);
        return NULL;
    }
    sqlite3_busy_timeout(db, HISTORY_BUSY_MS);
    sqlite3_extended_result_codes(db, 0);
    if (quick_check(db, code, err, errlen) || sp_history_migrate(db, code, err, errlen)) {
        sqlite3_close(db);
        return NULL;
    }
    return db;
}

/* A message into a caller's buffer; one too long for it is cut (it is only read by a person). */
static SP_PRINTF_LIKE(3, 4) void say(char *out, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out, len, fmt, ap);
    va_end(ap);
}

/* Renames a damaged file to NAME.damaged-YYYYMMDD-HHMMSS (its journal too), says so in note. */
static int set_aside(const char *path, const char *why, char *note, size_t notelen)
{
    char stamp[32], aside[1200], journal[1200], journal_aside[1300];
    time_t now = time(NULL);
    struct tm tm;
    if (!localtime_r(&now, &tm) || !strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm)) snprintf(stamp, sizeof stamp, "%lld", (long long)now);
    snprintf(aside, sizeof aside, "%s.damaged-%s", path, stamp);
    if (rename(path, aside)) {
        say(note, notelen, "%s is damaged (%s) and could not be set aside", path, why);
        return -1;
    }
    snprintf(journal, sizeof journal, "%s-journal", path);
    snprintf(journal_aside, sizeof journal_aside, "%s-journal", aside);
    rename(journal, journal_aside); /* a hot journal belongs to the damaged file; none is fine */
    say(note, notelen, "%s was damaged (%s): set aside as %s, a new history begun", path, why, aside);
    return 0;
}

/* Opens h->path into h->db: a damaged file set aside (when allowed) and a new one begun. 0, 1
 * when it cannot be written now (why), -1 when damaged and not to be set aside (why). */
int sp_history_reopen(sp_history *h, char *why, size_t whylen)
{
    if (h->db) return 0;
    int code;
    char err[400];
    h->db = open_file(h->path, &code, err, sizeof err);
    if (h->db) return 0;
    if (damaged_code(code)) {
        if (!h->set_aside) {
            say(why, whylen, "%s is damaged: %s", h->path, err);
            return -1;
        }
        if (set_aside(h->path, err, why, whylen)) return 1;
        char again[400];
        h->db = open_file(h->path, &code, again, sizeof again);
        if (h->db) return 0; /* why keeps the note about the damaged file */
        say(why + strlen(why), whylen - strlen(why), "; the new one: %s", again);
        return 1;
    }
    say(why, whylen, "%s cannot be written: %s", h->path, err);
    return 1;
}

sp_history *sp_history_open(const char *path, bool set_aside_damaged, char *note, size_t notelen, char *err,
                            size_t errlen)
{
    note[0] = 0;
    sp_history *h = calloc(1, sizeof *h);
    if (!h) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (snprintf(h->path, sizeof h->path, "%s", path) >= (int)sizeof h->path) {
        snprintf(err, errlen, "%s: the path is too long", path);
        free(h);
        return NULL;
    }
    h->set_aside = set_aside_damaged;
    char why[1400];
    why[0] = 0;
    int rc = sp_history_reopen(h, why, sizeof why);
    if (rc < 0) {
        snprintf(err, errlen, "%s", why);
        free(h);
        return NULL;
    }
    snprintf(note, notelen, "%s", why);
    return h;
}

void sp_history_close(sp_history *h)
{
    if (!h) return;
    sqlite3_close(h->db);
    free(h->pending);
    free(h);
}

bool sp_history_writable(const sp_history *h) { return h->db != NULL; }

const char *sp_history_path(const sp_history *h) { return h->path; }

int sp_history_pending(const sp_history *h) { return h->npending; }

void sp_history_set_point_hook(sp_history *h, void (*fn)(void *ctx, int point), void *ctx)
{
    h->point = fn;
    h->point_ctx = ctx;
}

int sp_history_exec(sp_history *h, const char *sql, char *err, size_t errlen)
{
    if (!h->db) {
        snprintf(err, errlen, "%s is not open", h->path);
        return -1;
    }
    if (sqlite3_exec(h->db, sql, NULL, NULL, NULL) != SQLITE_OK) {
        snprintf(err, errlen, "%s", sqlite3_errmsg(h->db));
        return -1;
    }
    return 0;
}

int sp_history_set_review(sp_history *h, const char *match_key, double agreement, double loss, char *err,
                          size_t errlen)
{
    char why[1400];
    if (sp_history_reopen(h, why, sizeof why)) {
        snprintf(err, errlen, "%s", why);
        return -1;
    }
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "UPDATE matches SET agreement = ?, loss = ? WHERE match_key = ?", -1, &st, NULL) !=
        SQLITE_OK) {
        snprintf(err, errlen, "%s: %s", h->path, sqlite3_errmsg(h->db));
        return -1;
    }
    sqlite3_bind_double(st, 1, agreement);
    sqlite3_bind_double(st, 2, loss);
    sqlite3_bind_text(st, 3, match_key, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st) == SQLITE_DONE ? 0 : -1;
    if (rc) snprintf(err, errlen, "%s: %s", h->path, sqlite3_errmsg(h->db));
    else if (!sqlite3_changes(h->db)) snprintf(err, errlen, "%s: no match %s", h->path, match_key), rc = -1;
    sqlite3_finalize(st);
    return rc;
}

int sp_history_match_seat(sp_history *h, const char *match_key)
{
    sqlite3_stmt *st;
    if (!h->db || sqlite3_prepare_v2(h->db, "SELECT seat FROM matches WHERE match_key = ?", -1, &st, NULL) != SQLITE_OK) return -1;
    sqlite3_bind_text(st, 1, match_key, -1, SQLITE_STATIC);
    int seat = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
    sqlite3_finalize(st);
    return seat;
}
