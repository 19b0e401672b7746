/* history_schema.c: the history database's schema and its migrations. The version is SQLite's
 * PRAGMA user_version; a new database goes through every step from 0, an old one through the
 * steps it lacks, each step in its own transaction with the version it reaches.
 *
 *   1  matches, their seats, hands; a hand's deltas and patterns as text ("3,-1,-1,-1",
 *      "pinghu*1,zimo*1")
 *   2  the patterns in a table of their own (one row a pattern: counted and summed by SQL), the
 *      player's own points of each hand as a column, room for the review's figures (agreement,
 *      loss) per match and per hand, an index on the hands' dates */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "table/history.h"
#include "table/history_db.h"

static const char schema_v1[] =
    "CREATE TABLE matches(id INTEGER PRIMARY KEY, match_key TEXT NOT NULL UNIQUE, ruleset TEXT NOT NULL,"
    " rules_hash TEXT NOT NULL, options TEXT NOT NULL, players INTEGER NOT NULL, seat INTEGER NOT NULL,"
    " lan INTEGER NOT NULL, replay TEXT NOT NULL, started INTEGER NOT NULL, ended INTEGER, rank INTEGER,"
    " settlement INTEGER);"
    "CREATE TABLE seats(match_id INTEGER NOT NULL REFERENCES matches(id), seat INTEGER NOT NULL,"
    " kind TEXT NOT NULL, level INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY(match_id, seat));"
    "CREATE TABLE hands(id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL REFERENCES matches(id),"
    " hand_number INTEGER NOT NULL, played_at INTEGER NOT NULL, round INTEGER NOT NULL, dealer INTEGER NOT NULL,"
    " end_kind INTEGER NOT NULL, result TEXT NOT NULL, value INTEGER NOT NULL, deltas TEXT NOT NULL,"
    " scores TEXT NOT NULL, patterns TEXT NOT NULL, UNIQUE(match_id, hand_number));";

static const char schema_v2_tables[] =
    "CREATE TABLE patterns(hand_id INTEGER NOT NULL REFERENCES hands(id), pattern TEXT NOT NULL,"
    " count INTEGER NOT NULL, value INTEGER NOT NULL, PRIMARY KEY(hand_id, pattern));"
    "ALTER TABLE hands ADD COLUMN delta INTEGER NOT NULL DEFAULT 0;"
    "ALTER TABLE hands ADD COLUMN agreement REAL;"
    "ALTER TABLE hands ADD COLUMN loss REAL;"
    "ALTER TABLE matches ADD COLUMN agreement REAL;"
    "ALTER TABLE matches ADD COLUMN loss REAL;"
    "CREATE INDEX hands_played ON hands(played_at);";

static int fail(sqlite3 *db, const char *what, char *err, size_t errlen)
{
    snprintf(err, errlen, "%s: %s", what, sqlite3_errmsg(db));
    return -1;
}

/* The v1 text "id*count,id*count" of one hand, as rows of the v2 patterns table. */
static int split_patterns(sqlite3 *db, sqlite3_stmt *ins, sqlite3_int64 hand, const char *text, char *err,
                          size_t errlen)
{
    while (text && *text) {
        const char *end = strchr(text, ',');
        size_t n = end ? (size_t)(end - text) : strlen(text);
        char item[SP_ID_LEN + 16];
        snprintf(item, sizeof item, "%.*s", (int)(n < sizeof item - 1 ? n : sizeof item - 1), text);
        char *star = strchr(item, '*');
        int count = 1;
        if (star) {
            *star = 0;
            count = atoi(star + 1);
        }
        if (item[0]) {
            sqlite3_reset(ins);
            sqlite3_bind_int64(ins, 1, hand);
            sqlite3_bind_text(ins, 2, item, -1, SQLITE_TRANSIENT);
            sqlite3_bind_int(ins, 3, count);
            if (sqlite3_step(ins) != SQLITE_DONE) return fail(db, "moving a hand's patterns", err, errlen);
        }
        text = end ? end + 1 : NULL;
    }
    return 0;
}

/* The seat-th number of "a,b,c,d". */
static int nth_number(const char *text, int seat)
{
    for (int i = 0; i < seat && text; i++) {
        text = strchr(text, ',');
        if (text) text++;
    }
    return text ? atoi(text) : 0;
}

/* 1 -> 2: patterns and the player's points out of the hands' text, review columns. */
static int migrate_v2(sqlite3 *db, char *err, size_t errlen)
{
    if (sqlite3_exec(db, schema_v2_tables, NULL, NULL, NULL) != SQLITE_OK)
        return fail(db, "adding the schema 2 tables", err, errlen);
    sqlite3_stmt *rows = NULL, *ins = NULL, *upd = NULL;
    int rc = -1;
    if (sqlite3_prepare_v2(db,
                           "SELECT hands.id, hands.patterns, hands.deltas, matches.seat FROM hands"
                           " JOIN matches ON matches.id = hands.match_id",
                           -1, &rows, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "INSERT OR IGNORE INTO patterns(hand_id, pattern, count, value) VALUES(?, ?, ?, 0)",
                           -1, &ins, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "UPDATE hands SET delta = ? WHERE id = ?", -1, &upd, NULL) != SQLITE_OK) {
        fail(db, "reading schema 1 hands", err, errlen);
        goto done;
    }
    int step;
    while ((step = sqlite3_step(rows)) == SQLITE_ROW) {
        sqlite3_int64 hand = sqlite3_column_int64(rows, 0);
        if (split_patterns(db, ins, hand, (const char *)sqlite3_column_text(rows, 1), err, errlen)) goto done;
        sqlite3_reset(upd);
        sqlite3_bind_int(upd, 1, nth_number((const char *)sqlite3_column_text(rows, 2), sqlite3_column_int(rows, 3)));
        sqlite3_bind_int64(upd, 2, hand);
        if (sqlite3_step(upd) != SQLITE_DONE) {
            fail(db, "setting a hand's points", err, errlen);
            goto done;
        }
    }
    if (step != SQLITE_DONE) {
        fail(db, "reading schema 1 hands", err, errlen);
        goto done;
    }
    sqlite3_finalize(rows);
    rows = NULL;
    if (sqlite3_exec(db, "ALTER TABLE hands DROP COLUMN patterns", NULL, NULL, NULL) != SQLITE_OK) {
        fail(db, "dropping the patterns text", err, errlen);
        goto done;
    }
    rc = 0;
done:
    sqlite3_finalize(rows);
    sqlite3_finalize(ins);
    sqlite3_finalize(upd);
    return rc;
}

static int migrate_v1(sqlite3 *db, char *err, size_t errlen)
{
    return sqlite3_exec(db, schema_v1, NULL, NULL, NULL) == SQLITE_OK ? 0 : fail(db, "creating schema 1", err, errlen);
}

int sp_history_schema_version(sqlite3 *db, int *version)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, NULL);
    if (rc != SQLITE_OK) return rc;
    rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        *version = sqlite3_column_int(st, 0);
        rc = SQLITE_OK;
    }
    sqlite3_finalize(st);
    return rc;
}

int sp_history_migrate(sqlite3 *db, int *code, char *err, size_t errlen)
{
    static int (*const steps[SP_HISTORY_SCHEMA])(sqlite3 *, char *, size_t) = {migrate_v1, migrate_v2};
    int version = 0;
    err[0] = 0;
    *code = sp_history_schema_version(db, &version);
    if (*code != SQLITE_OK) return fail(db, "reading the schema version", err, errlen);
    if (version > SP_HISTORY_SCHEMA) {
        snprintf(err, errlen, "its schema is version %d, newer than this Sparrow's %d", version, SP_HISTORY_SCHEMA);
        return -1;
    }
    for (int v = version; v < SP_HISTORY_SCHEMA; v++) {
        *code = sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
        if (*code != SQLITE_OK) return fail(db, "migrating", err, errlen);
        char sql[64];
        snprintf(sql, sizeof sql, "PRAGMA user_version = %d", v + 1);
        if (steps[v](db, err, errlen) || (*code = sqlite3_exec(db, sql, NULL, NULL, NULL)) != SQLITE_OK ||
            (*code = sqlite3_exec(db, "COMMIT", NULL, NULL, NULL)) != SQLITE_OK) {
            if (*code == SQLITE_OK) *code = sqlite3_errcode(db);
            char why[300];
            snprintf(why, sizeof why, "%s", err[0] ? err : sqlite3_errmsg(db));
            sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
            snprintf(err, errlen, "migrating to schema %d: %s", v + 1, why);
            return -1;
        }
    }
    return 0;
}
