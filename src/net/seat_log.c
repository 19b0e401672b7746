/* seat_log.c: reading a seat's log back, and checking it against the host's replay. */
#include "net/seat_log.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table/read_file.h"

enum { MAX_LOG_BYTES = 64 << 20 };

void sp_seat_log_free(sp_seat_log *log)
{
    free(log->events);
    log->events = NULL;
    log->nevents = 0;
}

bool sp_seat_log_detect(const char *text)
{
    cJSON *root = cJSON_Parse(text);
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(root, "format");
    bool yes = cJSON_IsString(f) && !strcmp(f->valuestring, SP_SEAT_LOG_FORMAT);
    cJSON_Delete(root);
    return yes;
}

/* A whole number field of o in [min, max]; false (err set) otherwise. */
static bool get_int(const cJSON *o, const char *origin, const char *name, long min, long max, long *out, char *err,
                    size_t errlen)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, name);
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= (double)min && v->valuedouble <= (double)max) ||
        v->valuedouble != (double)(long)v->valuedouble) {
        snprintf(err, errlen, "%s: %s: not a whole number %ld..%ld", origin, name, min, max);
        return false;
    }
    *out = (long)v->valuedouble;
    return true;
}

static int parse_root(const cJSON *root, const char *origin, sp_seat_log *log, char *err, size_t errlen)
{
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(root, "format");
    if (!cJSON_IsString(f) || strcmp(f->valuestring, SP_SEAT_LOG_FORMAT)) {
        snprintf(err, errlen, "%s: format: not \"%s\"", origin, SP_SEAT_LOG_FORMAT);
        return -1;
    }
    long version, seat;
    if (!get_int(root, origin, "version", SP_SEAT_LOG_VERSION, SP_SEAT_LOG_VERSION, &version, err, errlen) ||
        !get_int(root, origin, "seat", 0, SP_SEATS - 1, &seat, err, errlen))
        return -1;
    log->seat = (int)seat;
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(root, "ruleset");
    if (!cJSON_IsString(id) || !id->valuestring[0] || strlen(id->valuestring) >= SP_ID_LEN) {
        snprintf(err, errlen, "%s: ruleset: not a ruleset id", origin);
        return -1;
    }
    snprintf(log->ruleset, sizeof log->ruleset, "%s", id->valuestring);
    const cJSON *names = cJSON_GetObjectItemCaseSensitive(root, "names");
    const cJSON *scores = cJSON_GetObjectItemCaseSensitive(root, "scores");
    const cJSON *events = cJSON_GetObjectItemCaseSensitive(root, "events");
    if (!cJSON_IsArray(names) || cJSON_GetArraySize(names) < 1 || cJSON_GetArraySize(names) > SP_SEATS ||
        log->seat >= cJSON_GetArraySize(names)) {
        snprintf(err, errlen, "%s: names: not one name per seat (1..%d seats, the log's seat among them)", origin, SP_SEATS);
        return -1;
    }
    log->players = cJSON_GetArraySize(names);
    for (int p = 0; p < log->players; p++) {
        const cJSON *n = cJSON_GetArrayItem(names, p);
        if (!cJSON_IsString(n) || strlen(n->valuestring) >= SP_NET_NAME_LEN) {
            snprintf(err, errlen, "%s: names[%d]: not a name of at most %d bytes", origin, p, SP_NET_NAME_LEN - 1);
            return -1;
        }
        snprintf(log->names[p], sizeof log->names[p], "%s", n->valuestring);
    }
    if (!cJSON_IsArray(scores) || (cJSON_GetArraySize(scores) != 0 && cJSON_GetArraySize(scores) != log->players)) {
        snprintf(err, errlen, "%s: scores: neither empty nor one score per seat", origin);
        return -1;
    }
    log->nscores = cJSON_GetArraySize(scores);
    for (int p = 0; p < log->nscores; p++) {
        const cJSON *v = cJSON_GetArrayItem(scores, p);
        if (!cJSON_IsNumber(v) || !(v->valuedouble >= INT32_MIN && v->valuedouble <= INT32_MAX) ||
            v->valuedouble != (double)(int32_t)v->valuedouble) {
            snprintf(err, errlen, "%s: scores[%d]: not a whole int32 number", origin, p);
            return -1;
        }
        log->scores[p] = (int32_t)v->valuedouble;
    }
    if (!cJSON_IsArray(events)) {
        snprintf(err, errlen, "%s: events: not an array", origin);
        return -1;
    }
    size_t n = (size_t)cJSON_GetArraySize(events);
    log->events = calloc(n ? n : 1, sizeof *log->events);
    if (!log->events) {
        snprintf(err, errlen, "%s: out of memory", origin);
        return -1;
    }
    const cJSON *it;
    cJSON_ArrayForEach(it, events)
    {
        /* each event is stored as the message that brought it: decoded as strictly */
        char *text = cJSON_PrintUnformatted(it);
        sp_msg m;
        char why[256];
        snprintf(why, sizeof why, "out of memory");
        int bad = !text || sp_msg_decode(text, strlen(text), SP_NET_HOST_MAX, &m, why, sizeof why);
        if (!bad && m.type != SP_MSG_EVENT) {
            snprintf(why, sizeof why, "a '%s' message, not an event", sp_msg_name(m.type));
            bad = 1;
        }
        free(text);
        if (bad) {
            snprintf(err, errlen, "%s: events[%zu]: %s", origin, log->nevents, why);
            return -1;
        }
        uint32_t last = log->nevents ? log->events[log->nevents - 1].serial : 0;
        if (m.u.event.serial <= last) {
            snprintf(err, errlen, "%s: events[%zu]: serial %u after %u (events lost or reordered)", origin, log->nevents,
                     m.u.event.serial, last);
            return -1;
        }
        log->events[log->nevents++] = m.u.event;
    }
    return 0;
}

int sp_seat_log_parse(const char *text, const char *origin, sp_seat_log *log, char *err, size_t errlen)
{
    memset(log, 0, sizeof *log);
    cJSON *root = cJSON_Parse(text);
    if (!cJSON_IsObject(root)) {
        snprintf(err, errlen, "%s: not a JSON object", origin);
        cJSON_Delete(root);
        return -1;
    }
    int r = parse_root(root, origin, log, err, errlen);
    cJSON_Delete(root);
    return r;
}

int sp_seat_log_read(const char *path, sp_seat_log *log, char *err, size_t errlen)
{
    memset(log, 0, sizeof *log);
    char *text = sp_read_file(path, MAX_LOG_BYTES, "seat log", NULL, err, errlen);
    if (!text) return -1;
    int r = sp_seat_log_parse(text, path, log, err, errlen);
    free(text);
    return r;
}

/* ---- the check against the host's replay ---- */

typedef struct {
    const sp_seat_log *log;
    int seat;
    uint32_t serial;          /* events the host sent the seat so far */
    size_t next;              /* the next logged event to meet */
    char *err;
    size_t errlen;
    bool failed;
} checker;

static bool same_event(const sp_event *a, const sp_event *b)
{
    sp_msg x = {.type = SP_MSG_EVENT}, y = {.type = SP_MSG_EVENT};
    x.u.event = *a;
    y.u.event = *b;
    char *tx = sp_msg_encode(&x, NULL), *ty = sp_msg_encode(&y, NULL);
    bool same = tx && ty && !strcmp(tx, ty);
    free(tx);
    free(ty);
    return same;
}

static void check_event(void *ctx, const sp_event *e)
{
    checker *c = ctx;
    if (c->failed || !sp_event_sent_to(e, c->seat)) return;
    sp_event sent = *e;
    sent.serial = ++c->serial; /* numbered as the host numbers what it sends a seat */
    if (c->next == c->log->nevents || c->log->events[c->next].serial != sent.serial) return; /* the seat was away */
    if (!same_event(&c->log->events[c->next], &sent)) {
        char *a = NULL;
        sp_msg m = {.type = SP_MSG_EVENT};
        m.u.event = sent;
        a = sp_msg_encode(&m, NULL);
        snprintf(c->err, c->errlen, "event %u of the log is not what the host's game gave seat %d (%.200s)", sent.serial,
                 c->seat, a ? a : "?");
        free(a);
        c->failed = true;
    }
    c->next++;
}

int sp_seat_log_check(const sp_seat_log *log, const sp_replay *r, const sp_ruleset *rules, char *err, size_t errlen)
{
    if (strcmp(log->ruleset, r->ruleset) || log->players != r->players) {
        snprintf(err, errlen, "the log is of %s with %d players, the replay of %s with %d", log->ruleset, log->players,
                 r->ruleset, r->players);
        return -1;
    }
    sp_session *s = malloc(sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    checker c = {.log = log, .seat = log->seat, .err = err, .errlen = errlen};
    int rc = sp_replay_play_observed(r, rules, s, false, check_event, &c, log->seat, err, errlen);
    if (!rc && c.failed) rc = -1;
    if (!rc && c.next < log->nevents) {
        snprintf(err, errlen, "event %u of the log never happened in the host's game (it sent seat %d %u events)",
                 log->events[c.next].serial, log->seat, c.serial);
        rc = -1;
    }
    for (int p = 0; !rc && p < log->nscores; p++)
        if (log->scores[p] != s->game.seat[p].score) {
            snprintf(err, errlen, "the log's final score of seat %d is %d, the host's game ends with %d", p, log->scores[p],
                     s->game.seat[p].score);
            rc = -1;
        }
    sp_session_free(s);
    free(s);
    return rc;
}
