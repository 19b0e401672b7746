/* history_write.c: writing the finished hands - every hand kept so far in one transaction, each
 * hand at most once (its match's key and its number are unique), the hands kept in memory when
 * the database cannot take them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/history_db.h"

static void at_point(sp_history *h, int point)
{
    if (h->point) h->point(h->point_ctx, point);
}

static int step_done(sqlite3_stmt *st)
{
    int rc = sqlite3_step(st);
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : -1;
}

/* Prepares sql, binding nothing; NULL on an error (sqlite3_errmsg says it). */
static sqlite3_stmt *prepare(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *st = NULL;
    return sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK ? st : NULL;
}

static void seats_text(const int32_t *v, int players, char *out, size_t len)
{
    size_t n = 0;
    out[0] = 0;
    for (int s = 0; s < players && n < len; s++) {
        int w = snprintf(out + n, len - n, "%s%d", s ? "," : "", (int)v[s]);
        if (w < 0) break;
        n += (size_t)w;
    }
}

/* The match's row (made by its first hand), its id in *id. */
static int write_match(sqlite3 *db, const sp_history_hand *r, sqlite3_int64 *id)
{
    sqlite3_stmt *st = prepare(db, "INSERT INTO matches(match_key, ruleset, rules_hash, options, players, seat, lan,"
                                   " replay, started) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                   " ON CONFLICT(match_key) DO NOTHING");
    if (!st) return -1;
    char hash[17];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)r->rules_hash);
    sqlite3_bind_text(st, 1, r->match_key, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, r->ruleset, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 3, hash, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 4, r->options, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 5, r->players);
    sqlite3_bind_int(st, 6, r->seat);
    sqlite3_bind_int(st, 7, r->lan);
    sqlite3_bind_text(st, 8, r->replay, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 9, r->started);
    if (step_done(st)) return -1;
    if (!(st = prepare(db, "SELECT id FROM matches WHERE match_key = ?"))) return -1;
    sqlite3_bind_text(st, 1, r->match_key, -1, SQLITE_STATIC);
    int rc = sqlite3_step(st) == SQLITE_ROW ? 0 : -1;
    if (!rc) *id = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    for (int s = 0; !rc && s < r->players; s++) {
        if (!(st = prepare(db, "INSERT OR IGNORE INTO seats(match_id, seat, kind, level, name) VALUES(?, ?, ?, ?, ?)")))
            return -1;
        sqlite3_bind_int64(st, 1, *id);
        sqlite3_bind_int(st, 2, s);
        sqlite3_bind_text(st, 3, r->seats[s].kind, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 4, r->seats[s].level);
        sqlite3_bind_text(st, 5, r->seats[s].name, -1, SQLITE_STATIC);
        rc = step_done(st);
    }
    return rc;
}

/* The hand's row; *hand_id 0 when the hand was written before (nothing more to write then). */
static int write_hand_row(sqlite3 *db, sqlite3_int64 match, const sp_history_hand *r, sqlite3_int64 *hand_id)
{
    sqlite3_stmt *st = prepare(db, "INSERT OR IGNORE INTO hands(match_id, hand_number, played_at, round, dealer,"
                                   " end_kind, result, value, deltas, scores, delta)"
                                   " VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    if (!st) return -1;
    char deltas[64], scores[64];
    seats_text(r->delta, r->players, deltas, sizeof deltas);
    seats_text(r->scores, r->players, scores, sizeof scores);
    sqlite3_bind_int64(st, 1, match);
    sqlite3_bind_int(st, 2, r->hand_number);
    sqlite3_bind_int64(st, 3, r->played_at);
    sqlite3_bind_int(st, 4, r->round);
    sqlite3_bind_int(st, 5, r->dealer);
    sqlite3_bind_int(st, 6, r->end_kind);
    sqlite3_bind_text(st, 7, sp_history_result_name(r->result), -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 8, r->value);
    sqlite3_bind_text(st, 9, deltas, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 10, scores, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 11, r->delta[r->seat]);
    if (step_done(st)) return -1;
    *hand_id = sqlite3_changes(db) ? sqlite3_last_insert_rowid(db) : 0;
    return 0;
}

static int write_patterns(sqlite3 *db, sqlite3_int64 hand, const sp_history_hand *r)
{
    for (int i = 0; i < r->npatterns; i++) {
        /* a pattern a sheet lists twice (two readings' parts) is one row with both counts */
        sqlite3_stmt *st = prepare(db, "INSERT INTO patterns(hand_id, pattern, count, value) VALUES(?, ?, ?, ?)"
                                       " ON CONFLICT(hand_id, pattern) DO UPDATE SET count = count + excluded.count,"
                                       " value = value + excluded.value");
        if (!st) return -1;
        sqlite3_bind_int64(st, 1, hand);
        sqlite3_bind_text(st, 2, r->patterns[i].id, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 3, r->patterns[i].count);
        sqlite3_bind_int(st, 4, r->patterns[i].value);
        if (step_done(st)) return -1;
    }
    return 0;
}

static int write_match_end(sqlite3 *db, sqlite3_int64 match, const sp_history_hand *r)
{
    sqlite3_stmt *st = prepare(db, "UPDATE matches SET ended = ?, rank = ?, settlement = ? WHERE id = ?");
    if (!st) return -1;
    sqlite3_bind_int64(st, 1, r->played_at);
    sqlite3_bind_int(st, 2, r->rank);
    sqlite3_bind_int(st, 3, r->settlement);
    sqlite3_bind_int64(st, 4, match);
    return step_done(st);
}

static int write_one(sp_history *h, const sp_history_hand *r)
{
    sqlite3_int64 match, hand;
    if (write_match(h->db, r, &match)) return -1;
    at_point(h, SP_HP_MATCH);
    if (write_hand_row(h->db, match, r, &hand)) return -1;
    at_point(h, SP_HP_HAND);
    if (hand && write_patterns(h->db, hand, r)) return -1;
    at_point(h, SP_HP_PATTERNS);
    return hand && r->match_over ? write_match_end(h->db, match, r) : 0;
}

/* Writes every kept hand in one transaction; 0, or the SQLite code of the failure (rolled back). */
static int write_all(sp_history *h)
{
    at_point(h, SP_HP_BEGIN);
    if (sqlite3_exec(h->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) return sqlite3_errcode(h->db);
    for (int i = 0; i < h->npending; i++)
        if (write_one(h, &h->pending[i])) {
            int code = sqlite3_errcode(h->db);
            sqlite3_exec(h->db, "ROLLBACK", NULL, NULL, NULL);
            return code ? code : SQLITE_ERROR;
        }
    at_point(h, SP_HP_COMMIT);
    if (sqlite3_exec(h->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK) {
        int code = sqlite3_errcode(h->db);
        sqlite3_exec(h->db, "ROLLBACK", NULL, NULL, NULL);
        return code;
    }
    at_point(h, SP_HP_DONE);
    return 0;
}

int sp_history_flush(sp_history *h, char *why, size_t whylen)
{
    why[0] = 0;
    if (!h->npending) return 0;
    for (int attempt = 0; attempt < 2; attempt++) {
        int rc = sp_history_reopen(h, why, whylen);
        if (rc) return 1; /* kept: damaged and not to be set aside is kept too (the CLI never writes) */
        int code = write_all(h);
        if (!code) {
            h->npending = 0;
            return 0;
        }
        snprintf(why, whylen, "%s cannot be written: %s", h->path, sqlite3_errstr(code));
        /* reopened at the next write: a file made writable again, or a damaged one set aside */
        sqlite3_close(h->db);
        h->db = NULL;
        int base = code & 0xff;
        if (base != SQLITE_CORRUPT && base != SQLITE_NOTADB) return 1;
    }
    return 1;
}

int sp_history_add(sp_history *h, const sp_history_hand *hand, char *why, size_t whylen)
{
    if (h->npending == h->cappending) {
        if (h->cappending == SP_HISTORY_MAX_PENDING) { /* very long without a database: the latest are kept */
            memmove(h->pending, h->pending + 1, sizeof *h->pending * (size_t)(h->npending - 1));
            h->npending--;
        } else {
            int cap = h->cappending ? h->cappending * 2 : 4;
            if (cap > SP_HISTORY_MAX_PENDING) cap = SP_HISTORY_MAX_PENDING;
            sp_history_hand *p = realloc(h->pending, sizeof *p * (size_t)cap);
            if (!p) {
                snprintf(why, whylen, "out of memory");
                return -1;
            }
            h->pending = p;
            h->cappending = cap;
        }
    }
    h->pending[h->npending++] = *hand;
    return sp_history_flush(h, why, whylen);
}
