/* history_db.h: what the history's files share (history_db.c opens and writes, history_schema.c
 * migrates, history_stats.c reads). Not for the fronts: they use history.h. */
#ifndef SP_HISTORY_DB_H
#define SP_HISTORY_DB_H

#include <sqlite3.h>

#include "table/history.h"

struct sp_history {
    sqlite3 *db;               /* NULL while the file cannot be opened for writing */
    char path[1100];
    bool set_aside;            /* a damaged file is renamed and a new one begun */
    sp_history_hand *pending;  /* hands not written yet, oldest first */
    int npending, cappending;
    void (*point)(void *ctx, int point);
    void *point_ctx;
};

/* The database's PRAGMA user_version; an SQLite result code. */
int sp_history_schema_version(sqlite3 *db, int *version);
/* Brings the schema to SP_HISTORY_SCHEMA, one transaction a step; 0, or -1 with err and the
 * SQLite code that failed (SQLITE_OK when the schema is newer than this code's). */
int sp_history_migrate(sqlite3 *db, int *code, char *err, size_t errlen);

/* Opens h->path into h->db when it is not open (a damaged file set aside when h allows it): 0,
 * 1 when it cannot be written now (why says why), -1 when damaged and kept (why). */
int sp_history_reopen(sp_history *h, char *why, size_t whylen);

#endif
