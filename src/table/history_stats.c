/* history_stats.c: the player's statistics from the history - for one ruleset or all, between
 * two local dates. A pattern's count is the number of the player's winning hands that made it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/history_db.h"

/* The hands of the filter (?1 ruleset or '', ?2 and ?3 the first and last day or ''). */
#define HANDS_IN_RANGE                                                                                              \
    " FROM hands h JOIN matches m ON m.id = h.match_id WHERE (?1 = '' OR m.ruleset = ?1)"                         \
    " AND (?2 = '' OR date(h.played_at, 'unixepoch', 'localtime') >= ?2)"                                           \
    " AND (?3 = '' OR date(h.played_at, 'unixepoch', 'localtime') <= ?3)"

bool sp_stats_date_ok(const char *date, char *err, size_t errlen)
{
    int y, mo, d;
    char tail;
    static const int days[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (strlen(date) != 10 || sscanf(date, "%4d-%2d-%2d%c", &y, &mo, &d, &tail) != 3 || date[4] != '-' ||
        date[7] != '-' || y < 1970 || mo < 1 || mo > 12 || d < 1 || d > days[mo - 1] ||
        (mo == 2 && d == 29 && !(y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)))) {
        snprintf(err, errlen, "'%s' is not a date (YYYY-MM-DD)", date);
        return false;
    }
    return true;
}

static sqlite3_stmt *query(sqlite3 *db, const char *sql, const sp_stats_filter *f)
{
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) return NULL;
    sqlite3_bind_text(st, 1, f->ruleset, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, f->from, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 3, f->to, -1, SQLITE_STATIC);
    return st;
}

static double ratio(double a, double b) { return b > 0 ? a / b : 0; }

static int totals(sqlite3 *db, const sp_stats_filter *f, sp_stats *o)
{
    sqlite3_stmt *st = query(db,
                             "SELECT COUNT(DISTINCT h.match_id), COUNT(*), TOTAL(h.result IN ('win', 'self_draw')),"
                             " TOTAL(h.result = 'self_draw'), TOTAL(h.result = 'deal_in'),"
                             " TOTAL(CASE WHEN h.result IN ('win', 'self_draw') THEN h.value ELSE 0 END), TOTAL(h.delta)"
                             HANDS_IN_RANGE,
                             f);
    if (!st || sqlite3_step(st) != SQLITE_ROW) return sqlite3_finalize(st), -1;
    o->matches = sqlite3_column_int(st, 0);
    o->hands = sqlite3_column_int(st, 1);
    o->wins = (int)sqlite3_column_int64(st, 2);
    o->self_draws = (int)sqlite3_column_int64(st, 3);
    o->deal_ins = (int)sqlite3_column_int64(st, 4);
    o->win_value_sum = sqlite3_column_int64(st, 5);
    o->points = sqlite3_column_int64(st, 6);
    sqlite3_finalize(st);
    o->win_rate = ratio(o->wins, o->hands);
    o->self_draw_share = ratio(o->self_draws, o->wins);
    o->deal_in_rate = ratio(o->deal_ins, o->hands);
    o->avg_win_value = ratio((double)o->win_value_sum, o->wins);
    o->points_per_hand = ratio((double)o->points, o->hands);
    return 0;
}

/* The places of the matches that ended in the range. */
static int ranks(sqlite3 *db, const sp_stats_filter *f, sp_stats *o)
{
    sqlite3_stmt *st = query(db,
                             "SELECT rank, COUNT(*) FROM matches WHERE ended IS NOT NULL AND (?1 = '' OR ruleset = ?1)"
                             " AND (?2 = '' OR date(ended, 'unixepoch', 'localtime') >= ?2)"
                             " AND (?3 = '' OR date(ended, 'unixepoch', 'localtime') <= ?3) GROUP BY rank",
                             f);
    if (!st) return -1;
    while (sqlite3_step(st) == SQLITE_ROW) {
        int r = sqlite3_column_int(st, 0), n = sqlite3_column_int(st, 1);
        if (r >= 1 && r <= SP_SEATS) o->ranks[r - 1] += n;
        o->finished += n;
    }
    return sqlite3_finalize(st) == SQLITE_OK ? 0 : -1;
}

static int patterns(sqlite3 *db, const sp_stats_filter *f, sp_stats *o)
{
    sqlite3_stmt *st = query(db,
                             "SELECT m.ruleset, p.pattern, COUNT(*) FROM patterns p JOIN hands h ON h.id = p.hand_id"
                             " JOIN matches m ON m.id = h.match_id WHERE (?1 = '' OR m.ruleset = ?1)"
                             " AND (?2 = '' OR date(h.played_at, 'unixepoch', 'localtime') >= ?2)"
                             " AND (?3 = '' OR date(h.played_at, 'unixepoch', 'localtime') <= ?3)"
                             " GROUP BY m.ruleset, p.pattern ORDER BY 3, 1, 2",
                             f);
    if (!st) return -1;
    while (sqlite3_step(st) == SQLITE_ROW && o->npatterns < SP_STATS_MAX_PATTERNS) {
        snprintf(o->patterns[o->npatterns].ruleset, sizeof o->patterns[0].ruleset, "%s", sqlite3_column_text(st, 0));
        snprintf(o->patterns[o->npatterns].id, sizeof o->patterns[0].id, "%s", sqlite3_column_text(st, 1));
        o->patterns[o->npatterns++].count = sqlite3_column_int(st, 2);
    }
    return sqlite3_finalize(st) == SQLITE_OK ? 0 : -1;
}

/* The running total of points after each hand, at most SP_STATS_MAX_POINTS of them taken
 * evenly (the last hand always among them). */
static int points_line(sqlite3 *db, const sp_stats_filter *f, sp_stats *o)
{
    sqlite3_stmt *st = query(db, "SELECT h.delta" HANDS_IN_RANGE " ORDER BY h.played_at, h.id", f);
    if (!st) return -1;
    int64_t total = 0;
    int i = 0, n = o->hands;
    while (sqlite3_step(st) == SQLITE_ROW) {
        total += sqlite3_column_int64(st, 0);
        i++;
        /* with more hands than points, hand i is taken where i * points / n passes a whole number */
        if (o->npoints < SP_STATS_MAX_POINTS &&
            (n <= SP_STATS_MAX_POINTS || (int64_t)i * SP_STATS_MAX_POINTS / n != (int64_t)(i - 1) * SP_STATS_MAX_POINTS / n)) {
            o->points_line[o->npoints].hand = i;
            o->points_line[o->npoints++].total = total;
        }
    }
    return sqlite3_finalize(st) == SQLITE_OK ? 0 : -1;
}

/* The reviewed matches begun in the range, oldest first (the latest SP_STATS_MAX_REVIEWS). */
static int reviews(sqlite3 *db, const sp_stats_filter *f, sp_stats *o)
{
    char sql[600];
    snprintf(sql, sizeof sql,
             "SELECT started, agreement, loss FROM (SELECT started, agreement, loss, id FROM matches"
             " WHERE agreement IS NOT NULL AND (?1 = '' OR ruleset = ?1)"
             " AND (?2 = '' OR date(started, 'unixepoch', 'localtime') >= ?2)"
             " AND (?3 = '' OR date(started, 'unixepoch', 'localtime') <= ?3)"
             " ORDER BY started DESC, id DESC LIMIT %d) ORDER BY started, id",
             SP_STATS_MAX_REVIEWS);
    sqlite3_stmt *st = query(db, sql, f);
    if (!st) return -1;
    while (sqlite3_step(st) == SQLITE_ROW && o->nreviews < SP_STATS_MAX_REVIEWS) {
        o->reviews[o->nreviews].at = sqlite3_column_int64(st, 0);
        o->reviews[o->nreviews].agreement = sqlite3_column_double(st, 1);
        o->reviews[o->nreviews++].loss = sqlite3_column_double(st, 2);
    }
    return sqlite3_finalize(st) == SQLITE_OK ? 0 : -1;
}

static int rulesets(sqlite3 *db, const sp_stats_filter *f, sp_stats *o)
{
    sqlite3_stmt *st = query(db, "SELECT DISTINCT m.ruleset" HANDS_IN_RANGE " ORDER BY 1", f);
    if (!st) return -1;
    while (sqlite3_step(st) == SQLITE_ROW && o->nrulesets < SP_STATS_MAX_RULESETS)
        snprintf(o->rulesets[o->nrulesets++], sizeof o->rulesets[0], "%s", sqlite3_column_text(st, 0));
    return sqlite3_finalize(st) == SQLITE_OK ? 0 : -1;
}

int sp_history_stats(sp_history *h, const sp_stats_filter *f, sp_stats *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    if ((f->from[0] && !sp_stats_date_ok(f->from, err, errlen)) || (f->to[0] && !sp_stats_date_ok(f->to, err, errlen)))
        return -1;
    char why[1400];
    if (sp_history_reopen(h, why, sizeof why)) {
        snprintf(err, errlen, "%s", why);
        return -1;
    }
    if (totals(h->db, f, out) || ranks(h->db, f, out) || patterns(h->db, f, out) || points_line(h->db, f, out) ||
        reviews(h->db, f, out) || rulesets(h->db, f, out)) {
        snprintf(err, errlen, "%s: %s", h->path, sqlite3_errmsg(h->db));
        return -1;
    }
    return 0;
}
