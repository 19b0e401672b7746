/* history.h: the player's history - every finished hand and match, kept in an SQLite database
 * (the player's folder, history.sqlite) beside the match save, not instead of it.
 *
 * A front fills an sp_history_hand at each hand's end (sp_history_hand_fill) and gives it to
 * sp_history_add, which writes it with whatever was kept unwritten before in one transaction.
 * A hand is known by its match's key and its number: writing it again (a match resumed from a
 * save made before the write was known to be done) changes nothing, so a hand is never lost
 * nor counted twice whatever moment the program is killed at.
 *
 * A database that is not one, or is damaged, is set aside (renamed NAME.damaged-DATE-TIME)
 * and a new one begun; one that is locked, read-only or full leaves the hands in memory for
 * the next write. The schema carries its version (PRAGMA user_version) and is migrated step
 * by step (history_schema.c). */
#ifndef SP_HISTORY_H
#define SP_HISTORY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"

/* The history's file in the player's folder. */
#define SP_HISTORY_FILE "history.sqlite"

enum {
    SP_HISTORY_SCHEMA = 2,   /* the schema this code writes */
    SP_HISTORY_KEY_LEN = 40,
    SP_HISTORY_NAME_LEN = 48,
    SP_HISTORY_MAX_PATTERNS = 48,
    SP_HISTORY_MAX_PENDING = 2000 /* hands kept unwritten at most (the oldest go first) */
};

/* The player's result in one hand. */
typedef enum {
    SP_HR_WIN,        /* won on a discard */
    SP_HR_SELF_DRAW,  /* won on a drawn tile */
    SP_HR_DEAL_IN,    /* another seat won on the player's discard */
    SP_HR_OTHER_WIN,  /* another seat won, not on the player's discard */
    SP_HR_DRAW,       /* the wall ran out */
    SP_HR_ABORTIVE,   /* the hand was called off */
    SP_HR_FALSE_WIN,  /* the player declared a win his hand did not make */
    SP_HR_COUNT
} sp_history_result;

/* The word for a result in the database and in JSON ("win", "self_draw", ...). */
const char *sp_history_result_name(int result);

typedef struct {
    char kind[8];                   /* "you", "bot", "remote" */
    int level;                      /* a computer player's level (0 easy ..), -1 */
    char name[SP_HISTORY_NAME_LEN]; /* a LAN player's name, "" */
} sp_history_seat;

typedef struct {
    char id[SP_ID_LEN];
    int count;
    int32_t value;
} sp_history_pattern;

typedef struct {
    /* the match */
    char match_key[SP_HISTORY_KEY_LEN]; /* the same for every hand of a match, resumed or not */
    char ruleset[SP_ID_LEN];
    uint64_t rules_hash;
    char options[512];                  /* "id=value,id=value" (the ruleset's option ids) */
    int players;
    int seat;                           /* the player's seat */
    bool lan;
    sp_history_seat seats[SP_SEATS];
    char replay[1100];                  /* the match's save or replay file, "" none */
    int64_t started;                    /* when the match began (Unix seconds) */
    /* the hand */
    int64_t played_at;                  /* when the hand ended (Unix seconds) */
    int hand_number;                    /* 1-based */
    int round, dealer;
    int end_kind;                       /* sp_hand_end_kind */
    int result;                         /* sp_history_result */
    int32_t value;                      /* the player's winning hand's value (fan), 0 */
    int32_t delta[SP_SEATS];            /* each seat's points in the hand */
    int32_t scores[SP_SEATS];           /* each seat's score after it */
    int npatterns;                      /* the player's winning hand's patterns */
    sp_history_pattern patterns[SP_HISTORY_MAX_PATTERNS];
    /* the match's end, when this hand ended it */
    bool match_over;
    int rank;                           /* the player's final place, 1-based */
    int32_t settlement;                 /* the player's end-of-match settlement */
} sp_history_hand;

/* Fills the hand's own fields from the finished hand: its outcome, the score sheets of its
 * wins (res[i] for o->wins[i]; NULL or fewer when not known: no patterns then), the scores
 * after it. The match fields (key, ruleset, seats, ...) are the caller's. */
void sp_history_hand_fill(sp_history_hand *h, const sp_ruleset *rules, const sp_hand_outcome *o,
                          const sp_score_result *res, int nres, int hand_number, const int32_t *scores);
/* "id=value,..." of a match's option values (NULL: the ruleset's defaults). */
void sp_history_options_text(const sp_ruleset *rules, const int32_t *options, char *out, size_t len);

typedef struct sp_history sp_history;

/* Points in a write where a test may stop the program (sp_history_set_point_hook). */
typedef enum {
    SP_HP_BEGIN,        /* before the transaction */
    SP_HP_MATCH,        /* the match row written */
    SP_HP_HAND,         /* the hand row written */
    SP_HP_PATTERNS,     /* its patterns written */
    SP_HP_COMMIT,       /* before COMMIT */
    SP_HP_DONE,         /* after COMMIT */
    SP_HP_COUNT
} sp_history_point;

/* Opens (creating and migrating) the database at path. A file that is not a database or is
 * damaged is set aside when set_aside is true (note then says so, naming both files), else
 * refused. A database that cannot be opened for writing (locked, read-only) still gives a
 * history that keeps its hands in memory (note says why). Returns NULL only on a refusal or
 * out of memory, with err. */
sp_history *sp_history_open(const char *path, bool set_aside, char *note, size_t notelen, char *err, size_t errlen);
void sp_history_close(sp_history *h);
/* Whether the database is open for writing now (else the hands wait in memory). */
bool sp_history_writable(const sp_history *h);
/* The database file's path. */
const char *sp_history_path(const sp_history *h);

/* Records a finished hand (copied): written at once with every hand kept before, in one
 * transaction. Returns 0 when written, 1 when kept in memory for the next write (why says
 * why: locked, read-only, full), -1 when out of memory. */
int sp_history_add(sp_history *h, const sp_history_hand *hand, char *why, size_t whylen);
/* Tries again to write the hands kept in memory; as sp_history_add. */
int sp_history_flush(sp_history *h, char *why, size_t whylen);
/* Hands kept in memory, not yet written. */
int sp_history_pending(const sp_history *h);

/* The key of a local match: from its ruleset, options (NULL: the defaults), seed, players and
 * its first hand's event digest (NULL before that hand ended) - what a resumed match and its
 * replay give again. */
void sp_history_local_key(const sp_ruleset *rules, const int32_t *options, uint64_t seed, int players,
                          const uint64_t *first_digest, char *out, size_t len);

/* Sets a match's review figures (agreement 0..1, loss in points), once its review is done;
 * 0, or -1 with err (no such match, or the database cannot be written). */
int sp_history_set_review(sp_history *h, const char *match_key, double agreement, double loss, char *err,
                          size_t errlen);

/* The player's seat in a match the history holds, -1 when it holds no such match. */
int sp_history_match_seat(sp_history *h, const char *match_key);

/* Tests: called at each point of a write (a test kills its own process there). */
void sp_history_set_point_hook(sp_history *h, void (*fn)(void *ctx, int point), void *ctx);
/* Tests: runs SQL on the history's connection (PRAGMA query_only, max_page_count). */
int sp_history_exec(sp_history *h, const char *sql, char *err, size_t errlen);

/* Statistics of the player's hands, for one ruleset or all, between two dates. */
enum { SP_STATS_MAX_PATTERNS = 160, SP_STATS_MAX_POINTS = 200, SP_STATS_MAX_REVIEWS = 200, SP_STATS_MAX_RULESETS = 32 };

typedef struct {
    char ruleset[SP_ID_LEN];          /* "" for every ruleset */
    char from[11], to[11];            /* "YYYY-MM-DD" (local dates, both included), "" open */
} sp_stats_filter;

typedef struct {
    int matches;                      /* matches with a hand in the range */
    int finished;                     /* of those, matches that ended (ranks below) */
    int ranks[SP_SEATS];              /* finished matches by the player's place */
    int hands, wins, self_draws, deal_ins;
    int64_t win_value_sum;            /* sum of the player's winning hands' values */
    int64_t points;                   /* sum of the player's points over the hands */
    double win_rate, self_draw_share, deal_in_rate, avg_win_value, points_per_hand;
    int npatterns;                    /* the patterns the player made, rarest first */
    struct {
        char ruleset[SP_ID_LEN], id[SP_ID_LEN];
        int count;
    } patterns[SP_STATS_MAX_PATTERNS];
    int npoints;                      /* the player's running total of points, sampled evenly */
    struct {
        int hand;                     /* how many hands in (1-based) */
        int64_t total;
    } points_line[SP_STATS_MAX_POINTS];
    int nreviews;                     /* reviewed matches, oldest first */
    struct {
        int64_t at;                   /* the match's start */
        double agreement, loss;       /* agreement 0..1, loss in points */
    } reviews[SP_STATS_MAX_REVIEWS];
    int nrulesets;                    /* the rulesets with hands in the range (every ruleset) */
    char rulesets[SP_STATS_MAX_RULESETS][SP_ID_LEN];
} sp_stats;

/* Checks a date of a filter ("YYYY-MM-DD", a real day); false with err naming it. */
bool sp_stats_date_ok(const char *date, char *err, size_t errlen);
/* Computes the statistics; 0, or -1 with err. */
int sp_history_stats(sp_history *h, const sp_stats_filter *f, sp_stats *out, char *err, size_t errlen);

#endif
