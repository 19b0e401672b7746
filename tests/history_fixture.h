/* history_fixture.h: hands for the history tests (tests/test_history*.c) - built by hand, the
 * way the window fills them at a hand's end - and a scratch folder for their databases. */
#ifndef SP_HISTORY_FIXTURE_H
#define SP_HISTORY_FIXTURE_H

#define _DEFAULT_SOURCE /* timegm, mkdtemp */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

#include "table/history.h"

/* Unix seconds of a UTC moment (the tests run with TZ=UTC: local days are UTC days). */
static inline int64_t utc(int y, int mo, int d, int h, int mi)
{
    struct tm tm = {.tm_year = y - 1900, .tm_mon = mo - 1, .tm_mday = d, .tm_hour = h, .tm_min = mi};
    return (int64_t)timegm(&tm);
}

/* A hand of a four-seat match, the player in seat 0 (others' deltas share the player's loss or
 * gain evenly); patterns "id*count,id*count" or "". */
static inline sp_history_hand fixture_hand(const char *key, const char *ruleset, int64_t started, int number,
                                           int64_t at, int result, int value, int delta, const char *patterns)
{
    sp_history_hand h;
    memset(&h, 0, sizeof h);
    snprintf(h.match_key, sizeof h.match_key, "%s", key);
    snprintf(h.ruleset, sizeof h.ruleset, "%s", ruleset);
    h.rules_hash = 0x1234abcd;
    snprintf(h.options, sizeof h.options, "flowers=1");
    h.players = 4;
    h.seat = 0;
    for (int s = 0; s < 4; s++) {
        snprintf(h.seats[s].kind, sizeof h.seats[s].kind, "%s", s ? "bot" : "you");
        h.seats[s].level = s ? 1 : -1;
    }
    snprintf(h.replay, sizeof h.replay, "/tmp/%s.json", key);
    h.started = started;
    h.played_at = at;
    h.hand_number = number;
    h.end_kind = result == SP_HR_DRAW ? SP_END_EXHAUSTED : SP_END_WIN;
    h.result = result;
    h.value = value;
    h.delta[0] = delta;
    for (int s = 1; s < 4; s++) h.delta[s] = -delta / 3;
    const char *p = patterns;
    while (p && *p && h.npatterns < SP_HISTORY_MAX_PATTERNS) {
        sp_history_pattern *hp = &h.patterns[h.npatterns++];
        size_t n = strcspn(p, "*");
        snprintf(hp->id, sizeof hp->id, "%.*s", (int)n, p);
        hp->count = atoi(p + n + 1);
        hp->value = hp->count;
        p = strchr(p, ',');
        if (p) p++;
    }
    return h;
}

static inline sp_history_hand fixture_last_hand(sp_history_hand h, int rank)
{
    h.match_over = true;
    h.rank = rank;
    h.settlement = rank == 1 ? 10 : -10;
    return h;
}

/* A fresh scratch folder (removed by the system's /tmp cleaning). */
static inline void fixture_dir(char *out, size_t len)
{
    snprintf(out, len, "/tmp/sparrow-history-XXXXXX");
    assert_non_null(mkdtemp(out));
}

/* A new scratch folder's history.sqlite (not made yet) into path; the folder into dir. */
static inline void fixture_db_path(char *dir, size_t dirlen, char *path, size_t pathlen)
{
    fixture_dir(dir, dirlen);
    snprintf(path, pathlen, "%s/history.sqlite", dir);
}

#endif
