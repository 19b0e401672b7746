/* seat_log.h: what one seat of a LAN match saw, saved by its client
 * (sp_net_client_save_log): the ruleset, the seat, the names, the final scores and every
 * event as the host sent it. Read back strictly, and checked against the host's replay of
 * the same match: each logged event must be exactly the event the host's game gave that seat
 * (with the same serial), so the log holds nothing the seat could not see. */
#ifndef SP_NET_SEAT_LOG_H
#define SP_NET_SEAT_LOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "net/message.h"
#include "table/replay.h"

#define SP_SEAT_LOG_FORMAT "sparrow-seat-log"
enum { SP_SEAT_LOG_VERSION = 1 };

typedef struct {
    char ruleset[SP_ID_LEN];
    int seat, players;
    char names[SP_SEATS][SP_NET_NAME_LEN];
    int nscores;                  /* the scores of the host's end message (the match's end, or
                                   * the host leaving); 0: none came */
    int32_t scores[SP_SEATS];
    sp_event *events;             /* serials strictly increasing (gaps: the seat was away) */
    size_t nevents;
} sp_seat_log;

/* Parses a seat log (origin names it in errors). Returns 0, or -1 with err naming the file and
 * the field; free with sp_seat_log_free either way. */
int sp_seat_log_parse(const char *text, const char *origin, sp_seat_log *log, char *err, size_t errlen);
int sp_seat_log_read(const char *path, sp_seat_log *log, char *err, size_t errlen);
void sp_seat_log_free(sp_seat_log *log);

/* Whether the text is a seat log (its "format"), as opposed to a replay. */
bool sp_seat_log_detect(const char *text);

/* Plays the host's replay and checks every logged event against what the host's game gave
 * that seat, and the final scores. Returns 0, or -1 with err naming the first difference. */
int sp_seat_log_check(const sp_seat_log *log, const sp_replay *r, const sp_ruleset *rules, char *err, size_t errlen);

#endif
