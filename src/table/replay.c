/* replay.c: replay and save files (JSON through cJSON). */
#define _POSIX_C_SOURCE 200809L
#include "table/replay.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "table/error_key.h"
#include "table/read_file.h"
#include "table/ruleset_canon.h"
#include "table/ruleset_file.h"

#ifdef _WIN32
#include <io.h>
#include <windows.h>
#define fsync _commit
/* rename() on Windows will not replace an existing file; MoveFileEx does, in one step */
static int replace_file(const char *from, const char *to)
{
    if (MoveFileExA(from, to, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) return 0;
    errno = EACCES;
    return -1;
}
/* MOVEFILE_WRITE_THROUGH has made the new name lasting */
static void sync_folder(const char *path) { (void)path; }
#else
static int replace_file(const char *from, const char *to) { return rename(from, to); }
/* The rename itself reaches the disk (a power cut after it keeps the new file, not the old);
 * best effort: a folder that cannot be opened leaves the rename as the system keeps it. */
static void sync_folder(const char *path)
{
    char dir[4096];
    const char *slash = strrchr(path, '/');
    if (!slash) snprintf(dir, sizeof dir, ".");
    else snprintf(dir, sizeof dir, "%.*s", (int)(slash - path) > 0 ? (int)(slash - path) : 1, path);
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;
    fsync(fd);
    close(fd);
}
#endif
#ifndef O_BINARY
#define O_BINARY 0 /* Windows: no newline translation */
#endif

static const char *const format_name = "sparrow-replay";

static void hex64(uint64_t v, char out[17]) { snprintf(out, 17, "%016" PRIx64, v); }

static bool parse_hex64(const char *s, uint64_t *out)
{
    if (!s || strlen(s) != 16) return false;
    uint64_t v = 0;
    for (int i = 0; i < 16; i++) {
        char c = s[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0) return false;
        v = v << 4 | (uint64_t)d;
    }
    *out = v;
    return true;
}

static cJSON *options_json(const sp_ruleset *rs, const int32_t *options)
{
    cJSON *o = cJSON_CreateObject();
    for (int i = 0; i < rs->noptions; i++) {
        const sp_option_def *d = &rs->options[i];
        if (d->type == SP_OPT_BOOL) cJSON_AddBoolToObject(o, d->id, options[i] != 0);
        else if (d->type == SP_OPT_INT) cJSON_AddNumberToObject(o, d->id, options[i]);
        else cJSON_AddStringToObject(o, d->id, options[i] >= 0 && options[i] < d->nchoices ? d->choices[options[i]] : "");
    }
    return o;
}

char *sp_replay_json(const sp_session *s)
{
    const sp_game *g = &s->game;
    cJSON *root = cJSON_CreateObject();
    char hex[17], seed[24];
    cJSON_AddStringToObject(root, "format", format_name);
    cJSON_AddNumberToObject(root, "version", SP_REPLAY_VERSION);
    cJSON_AddStringToObject(root, "ruleset", g->rules->id);
    hex64(g->rules->content_hash, hex);
    cJSON_AddStringToObject(root, "content_hash", hex);
    if (s->rules_text) cJSON_AddStringToObject(root, "rules_text", s->rules_text);
    cJSON_AddItemToObject(root, "options", options_json(g->rules, s->options));
    cJSON_AddNumberToObject(root, "players", g->players);
    snprintf(seed, sizeof seed, "%" PRIu64, s->seed);
    cJSON_AddStringToObject(root, "seed", seed);
    if (s->has_wall) {
        cJSON *w = cJSON_AddArrayToObject(root, "wall");
        for (int i = 0; i < s->wall_n; i++) cJSON_AddItemToArray(w, cJSON_CreateNumber(s->wall[i]));
    }
    if (s->seat_players[0][0]) {
        cJSON *sp = cJSON_AddArrayToObject(root, "seat_players");
        for (int p = 0; p < g->players; p++) cJSON_AddItemToArray(sp, cJSON_CreateString(s->seat_players[p]));
    }
    cJSON_AddBoolToObject(root, "complete", g->phase == SP_PHASE_MATCH_OVER);
    cJSON *scores = cJSON_AddArrayToObject(root, "scores");
    for (int p = 0; p < g->players; p++) cJSON_AddItemToArray(scores, cJSON_CreateNumber(g->seat[p].score));
    cJSON *hands = cJSON_AddArrayToObject(root, "hands");
    size_t a = 0;
    for (unsigned h = 1; h <= g->hand_number; h++) {
        cJSON *hand = cJSON_CreateObject();
        cJSON_AddNumberToObject(hand, "hand", h);
        cJSON *acts = cJSON_AddArrayToObject(hand, "actions");
        for (; a < s->nlog && s->log[a].hand == h; a++) {
            char text[40], line[48];
            sp_action_format(&s->log[a].action, text, sizeof text);
            snprintf(line, sizeof line, "%c %s", sp_seat_letter(s->log[a].seat), text);
            cJSON_AddItemToArray(acts, cJSON_CreateString(line));
        }
        if (h <= s->ndigests) {
            hex64(s->digests[h - 1], hex);
            cJSON_AddStringToObject(hand, "digest", hex);
        }
        cJSON_AddItemToArray(hands, hand);
    }
    char *text = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    return text;
}

int sp_session_keep_rules_file(sp_session *s)
{
    sp_ruleset *rs = malloc(sizeof *rs);
    char err[512];
    char *text = rs ? sp_ruleset_load_text(s->game.rules->id, rs, err, sizeof err) : NULL;
    int rc = text && rs->content_hash == s->game.rules->content_hash ? sp_session_set_rules_text(s, text) : -1;
    free(text);
    free(rs);
    return rc;
}

int sp_write_file_atomic(const char *path, const char *data, size_t len, char *err, size_t errlen)
{
    /* The temporary file's name is this process's own (pid, then a number it has not used), and
     * created exclusively: two programs keeping the same file (two LAN clients on one machine
     * keeping lan-seats.txt) never write into or rename each other's half-written file. */
    char tmp[4096];
    int fd = -1;
    for (int attempt = 0; fd < 0 && attempt < 100; attempt++) {
        if (snprintf(tmp, sizeof tmp, "%s.%ld-%d.tmp", path, (long)getpid(), attempt) >= (int)sizeof tmp) {
            snprintf(err, errlen, "%s: path too long", path);
            return -1;
        }
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_BINARY, 0644);
        if (fd < 0 && errno != EEXIST) break;
    }
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot write: %s", tmp, strerror(errno));
        return -1;
    }
    size_t done = 0;
    while (done < len) {
        ssize_t n = write(fd, data + done, len - done);
        if (n < 0) {
            if (errno == EINTR) continue;
            snprintf(err, errlen, "%s: write failed: %s", tmp, strerror(errno));
            close(fd);
            unlink(tmp);
            return -1;
        }
        done += (size_t)n;
    }
    if (fsync(fd) || close(fd)) {
        snprintf(err, errlen, "%s: could not be flushed: %s", tmp, strerror(errno));
        unlink(tmp);
        return -1;
    }
    if (replace_file(tmp, path)) {
        snprintf(err, errlen, "%s: could not replace it: %s", path, strerror(errno));
        unlink(tmp);
        return -1;
    }
    sync_folder(path);
    return 0;
}

char *sp_replay_file_text(const sp_session *s, size_t *len)
{
    char *text = sp_replay_json(s);
    if (!text) return NULL;
    size_t n = strlen(text);
    char *withnl = realloc(text, n + 2);
    if (!withnl) {
        free(text);
        return NULL;
    }
    withnl[n] = '\n';
    withnl[n + 1] = 0;
    *len = n + 1;
    return withnl;
}

int sp_replay_write(const sp_session *s, const char *path, char *err, size_t errlen)
{
    size_t len;
    char *text = sp_replay_file_text(s, &len);
    if (!text) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    int rc = sp_write_file_atomic(path, text, len, err, errlen);
    free(text);
    return rc;
}

void sp_replay_free(sp_replay *r)
{
    free(r->actions);
    free(r->digests);
    free(r->rules_text);
    r->actions = NULL;
    r->digests = NULL;
    r->rules_text = NULL;
    r->nactions = r->ndigests = 0;
}

#define FAIL(...)                                    \
    do {                                             \
        snprintf(err, errlen, __VA_ARGS__);          \
        goto fail;                                   \
    } while (0)

static int parse_options(const cJSON *o, const char *origin, const sp_ruleset *rs, int32_t *options, char *err,
                         size_t errlen)
{
    for (int i = 0; i < rs->noptions; i++) options[i] = rs->options[i].def;
    if (!o) return 0;
    if (!cJSON_IsObject(o)) {
        snprintf(err, errlen, "%s: options: not an object", origin);
        return -1;
    }
    const cJSON *it;
    cJSON_ArrayForEach(it, o)
    {
        int i = sp_ruleset_option(rs, it->string);
        if (i < 0) {
            snprintf(err, errlen, "%s: options: ruleset %s has no option '%s'", origin, rs->id, it->string);
            return -1;
        }
        const sp_option_def *d = &rs->options[i];
        if (d->type == SP_OPT_BOOL && cJSON_IsBool(it)) options[i] = cJSON_IsTrue(it);
        else if (d->type == SP_OPT_INT && cJSON_IsNumber(it) && it->valuedouble >= d->min && it->valuedouble <= d->max &&
                 it->valuedouble == (double)(int32_t)it->valuedouble)
            options[i] = (int32_t)it->valuedouble;
        else if (d->type == SP_OPT_CHOICE && cJSON_IsString(it)) {
            int c;
            for (c = 0; c < d->nchoices && strcmp(d->choices[c], it->valuestring); c++) {}
            if (c == d->nchoices) {
                snprintf(err, errlen, "%s: options: '%s' is not a choice of %s", origin, it->valuestring, d->id);
                return -1;
            }
            options[i] = c;
        } else {
            snprintf(err, errlen, "%s: options: %s has a value of the wrong type or out of range", origin, d->id);
            return -1;
        }
    }
    return 0;
}

/* The hash replays had before the rules' canonical form (issue 27): of the file's whole text. */
static uint64_t text_hash(const char *t)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (; *t; t++) h = (h ^ (uint8_t)*t) * 0x100000001b3ull;
    return h;
}

/* The rules a replay is read with: its ruleset's file when that gives the saved rules (same
 * hash; a save written before the canonical hash: the same text), else as `use` says. */
static int choose_rules(sp_replay *r, const char *origin, sp_ruleset *rules, sp_rules_use use, char *err, size_t errlen)
{
    sp_rules_change *ch = &r->change;
    char lerr[512];
    char *text = sp_ruleset_load_text(r->ruleset, rules, lerr, sizeof lerr);
    bool same = text && (rules->content_hash == r->content_hash || text_hash(text) == r->content_hash);
    free(text);
    if (same) return 0;
    if (use == SP_RULES_ANY_VERSION && text) return 0;
    ch->changed = true;
    ch->kept = r->rules_text != NULL;
    sp_ruleset *saved = r->rules_text ? malloc(sizeof *saved) : NULL;
    int rc = -1;
    if (r->rules_text && !saved) {
        snprintf(err, errlen, "%s: out of memory", origin);
        return -1;
    }
    if (saved) {
        char sorigin[300], serr[512];
        snprintf(sorigin, sizeof sorigin, "%.200s (its rules_text)", origin);
        if (sp_ruleset_parse(r->rules_text, sorigin, saved, serr, sizeof serr)) {
            snprintf(err, errlen, "%s", serr);
            goto done;
        }
        if (strcmp(saved->id, r->ruleset) || saved->content_hash != r->content_hash) {
            snprintf(err, errlen, "%s: rules_text: not the rules of ruleset %s that content_hash names", origin, r->ruleset);
            goto done;
        }
    }
    if (!text) snprintf(ch->fields, sizeof ch->fields, "%s", lerr);
    else if (saved) sp_ruleset_diff(saved, rules, ch->fields, sizeof ch->fields);
    else snprintf(ch->fields, sizeof ch->fields, "the file keeps no copy of its rules to compare");
    if (use != SP_RULES_SAME && saved) {
        *rules = *saved;
        ch->used_saved = true;
        rc = 0;
    } else if (!text && !saved) {
        snprintf(err, errlen, "%s: ruleset: %s", origin, lerr);
    } else {
        snprintf(err, errlen, "%s: ruleset %s " SP_ERRTEXT_RULES_CHANGED " (%s)%s", origin, r->ruleset, ch->fields,
                 saved ? "; its saved rules can be used (sparrow-cli replay --saved-rules)" : "");
    }
done:
    free(saved);
    return rc;
}

int sp_replay_parse(const char *text, const char *origin, sp_replay *r, sp_ruleset *rules, sp_rules_use use, char *err,
                    size_t errlen)
{
    memset(r, 0, sizeof *r);
    cJSON *root = cJSON_Parse(text);
    if (!root) {
        const char *at = cJSON_GetErrorPtr();
        snprintf(err, errlen, "%s: not valid JSON (near byte %ld)", origin, at && at >= text ? (long)(at - text) + 1 : 0L);
        return -1;
    }
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(root, "format");
    if (!cJSON_IsString(f) || strcmp(f->valuestring, format_name)) FAIL("%s: format: not a Sparrow replay", origin);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, "version");
    if (!cJSON_IsNumber(v) || v->valuedouble < SP_REPLAY_VERSION_MIN || v->valuedouble > SP_REPLAY_VERSION ||
        v->valuedouble != (double)v->valueint)
        FAIL("%s: version: this Sparrow reads replay versions %d to %d (a newer Sparrow wrote this file?)", origin,
             SP_REPLAY_VERSION_MIN, SP_REPLAY_VERSION);
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(root, "ruleset");
    if (!cJSON_IsString(id) || !id->valuestring[0] || strlen(id->valuestring) >= SP_ID_LEN || strchr(id->valuestring, '/'))
        FAIL("%s: ruleset: missing or not a ruleset id", origin);
    snprintf(r->ruleset, sizeof r->ruleset, "%s", id->valuestring);
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(root, "content_hash");
    if (!cJSON_IsString(h) || !parse_hex64(h->valuestring, &r->content_hash))
        FAIL("%s: content_hash: missing or not 16 hex digits", origin);
    const cJSON *rt = cJSON_GetObjectItemCaseSensitive(root, "rules_text");
    if (rt) {
        if (!cJSON_IsString(rt)) FAIL("%s: rules_text: not a string", origin);
        if (!(r->rules_text = malloc(strlen(rt->valuestring) + 1))) FAIL("%s: out of memory", origin);
        strcpy(r->rules_text, rt->valuestring);
    }
    if (choose_rules(r, origin, rules, use, err, errlen)) goto fail;
    if (parse_options(cJSON_GetObjectItemCaseSensitive(root, "options"), origin, rules, r->options, err, errlen)) goto fail;
    const cJSON *pl = cJSON_GetObjectItemCaseSensitive(root, "players");
    if (!cJSON_IsNumber(pl) || pl->valueint < rules->players_min || pl->valueint > rules->players_max)
        FAIL("%s: players: missing or outside %d..%d", origin, rules->players_min, rules->players_max);
    r->players = pl->valueint;
    const cJSON *who = cJSON_GetObjectItemCaseSensitive(root, "seat_players");
    if (who) {
        if (!cJSON_IsArray(who) || cJSON_GetArraySize(who) != r->players) FAIL("%s: seat_players: not a list of %d names", origin, r->players);
        int p = 0;
        const cJSON *it;
        cJSON_ArrayForEach(it, who)
        {
            if (!cJSON_IsString(it) || strlen(it->valuestring) >= sizeof r->seat_players[p])
                FAIL("%s: seat_players: item %d is not a name of at most %zu bytes", origin, p + 1, sizeof r->seat_players[p] - 1);
            strcpy(r->seat_players[p++], it->valuestring);
        }
    }
    const cJSON *sd = cJSON_GetObjectItemCaseSensitive(root, "seed");
    char *end = NULL;
    if (!cJSON_IsString(sd) || !sd->valuestring[0] || sd->valuestring[0] == '-') FAIL("%s: seed: missing (a decimal string)", origin);
    errno = 0;
    r->seed = strtoull(sd->valuestring, &end, 10);
    if (errno || *end) FAIL("%s: seed: '%.30s' is not a decimal number", origin, sd->valuestring);
    const cJSON *w = cJSON_GetObjectItemCaseSensitive(root, "wall");
    if (w) {
        if (!cJSON_IsArray(w) || cJSON_GetArraySize(w) > SP_MAX_WALL) FAIL("%s: wall: not a list of at most %d tiles", origin, SP_MAX_WALL);
        const cJSON *t;
        cJSON_ArrayForEach(t, w)
        {
            if (!cJSON_IsNumber(t) || t->valueint < 0 || t->valueint > 167)
                FAIL("%s: wall: entry %d is not a physical tile 0..167", origin, r->wall_n + 1);
            r->wall[r->wall_n++] = (uint8_t)t->valueint;
        }
        r->has_wall = true;
    }
    const cJSON *c = cJSON_GetObjectItemCaseSensitive(root, "complete");
    r->complete = cJSON_IsTrue(c);
    const cJSON *sc = cJSON_GetObjectItemCaseSensitive(root, "scores");
    if (cJSON_IsArray(sc))
        for (int p = 0; p < SP_SEATS && p < cJSON_GetArraySize(sc); p++) {
            const cJSON *x = cJSON_GetArrayItem(sc, p);
            if (!cJSON_IsNumber(x)) continue;
            /* checked before the conversion: a double outside int32's range converts undefined */
            if (!(x->valuedouble >= INT32_MIN && x->valuedouble <= INT32_MAX) ||
                x->valuedouble != (double)(int32_t)x->valuedouble)
                FAIL("%s: scores: entry %d is not a whole number of points", origin, p + 1);
            r->scores[p] = (int32_t)x->valuedouble;
        }
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(root, "hands");
    if (!cJSON_IsArray(hands)) FAIL("%s: hands: missing", origin);
    size_t cap = 0, dcap = 0;
    int hn = 0;
    const cJSON *hand;
    cJSON_ArrayForEach(hand, hands)
    {
        hn++;
        const cJSON *acts = cJSON_GetObjectItemCaseSensitive(hand, "actions");
        if (!cJSON_IsArray(acts)) FAIL("%s: hands[%d].actions: missing", origin, hn);
        int an = 0;
        const cJSON *a;
        cJSON_ArrayForEach(a, acts)
        {
            an++;
            if (!cJSON_IsString(a) || strlen(a->valuestring) < 3 || a->valuestring[1] != ' ')
                FAIL("%s: hand %d action %d: not \"SEAT ACTION\" (e.g. \"E D 5m\")", origin, hn, an);
            char sl[2] = {a->valuestring[0], 0};
            int seat = sp_parse_seat(sl);
            if (seat < 0 || seat >= r->players) FAIL("%s: hand %d action %d: '%c' is not a seat in play", origin, hn, an, sl[0]);
            sp_action act;
            sp_error e;
            if (sp_action_parse(a->valuestring + 2, &act, &e))
                FAIL("%s: hand %d action %d: %s", origin, hn, an, e.message);
            if (r->nactions == cap) {
                cap = cap ? cap * 2 : 256;
                sp_logged_action *na = realloc(r->actions, cap * sizeof *na);
                if (!na) FAIL("%s: out of memory", origin);
                r->actions = na;
            }
            r->actions[r->nactions].hand = (uint16_t)hn;
            r->actions[r->nactions].seat = (int8_t)seat;
            r->actions[r->nactions].action = act;
            r->nactions++;
        }
        const cJSON *d = cJSON_GetObjectItemCaseSensitive(hand, "digest");
        if (d) {
            uint64_t dv;
            if (!cJSON_IsString(d) || !parse_hex64(d->valuestring, &dv)) FAIL("%s: hand %d: digest is not 16 hex digits", origin, hn);
            if ((size_t)hn != r->ndigests + 1) FAIL("%s: hand %d: a digest follows an unfinished hand", origin, hn);
            if (r->ndigests == dcap) {
                dcap = dcap ? dcap * 2 : 16;
                uint64_t *nd = realloc(r->digests, dcap * sizeof *nd);
                if (!nd) FAIL("%s: out of memory", origin);
                r->digests = nd;
            }
            r->digests[r->ndigests++] = dv;
        }
    }
    r->nhands = hn;
    cJSON_Delete(root);
    return 0;
fail:
    cJSON_Delete(root);
    sp_replay_free(r);
    return -1;
}

int sp_replay_read(const char *path, sp_replay *r, sp_ruleset *rules, sp_rules_use use, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    char *text = sp_read_file(path, (size_t)64 << 20, "a replay", NULL, err, errlen);
    if (!text) return -1;
    int rc = sp_replay_parse(text, path, r, rules, use, err, errlen);
    free(text);
    return rc;
}

int sp_replay_play(const sp_replay *r, const sp_ruleset *rules, sp_session *s, bool verify, char *err, size_t errlen)
{
    return sp_replay_play_observed(r, rules, s, verify, NULL, NULL, -1, err, errlen);
}

int sp_replay_play_observed(const sp_replay *r, const sp_ruleset *rules, sp_session *s, bool verify, sp_observer_fn fn,
                            void *ctx, int seat, char *err, size_t errlen)
{
    char why[256];
    if (sp_session_init(s, rules, r->options, r->players, r->seed, r->has_wall ? r->wall : NULL, r->wall_n, why, sizeof why)) {
        snprintf(err, errlen, "replay: %s", why);
        return -1;
    }
    if (sp_session_set_rules_text(s, r->rules_text)) {
        snprintf(err, errlen, "replay: out of memory");
        return -1;
    }
    memcpy(s->seat_players, r->seat_players, sizeof s->seat_players);
    if (fn) sp_session_add_observer(s, fn, ctx, seat);
    for (size_t i = 0; i < r->nactions; i++) {
        const sp_logged_action *a = &r->actions[i];
        while (s->game.hand_number < a->hand && s->game.phase == SP_PHASE_HAND_OVER) sp_session_next_hand(s);
        if (s->game.hand_number != a->hand) {
            snprintf(err, errlen, "replay: hand %u action %zu: the match is at hand %u", a->hand, i + 1, s->game.hand_number);
            return -1;
        }
        if (sp_session_submit(s, a->seat, &a->action, why, sizeof why)) {
            snprintf(err, errlen, "replay: hand %u action %zu refused: %s", a->hand, i + 1, why);
            return -1;
        }
    }
    /* hands that ended after the last action (or had none) */
    while ((s->ndigests < r->ndigests || s->game.hand_number < r->nhands) && s->game.phase == SP_PHASE_HAND_OVER)
        sp_session_next_hand(s);
    /* a save marked complete but unfinished (or the other way round) is not resumed either */
    if (r->complete != (s->game.phase == SP_PHASE_MATCH_OVER)) {
        snprintf(err, errlen, "replay: " SP_ERRTEXT_COMPLETE " %s, its actions say it %s", r->complete ? "ended" : "goes on",
                 s->game.phase == SP_PHASE_MATCH_OVER ? "ended" : "goes on");
        return -1;
    }
    if (verify) {
        if (s->ndigests < r->ndigests) {
            snprintf(err, errlen, "replay: the file has %zu finished hands, replaying gives %zu", r->ndigests, s->ndigests);
            return -1;
        }
        /* every finished hand is checked: a hand whose digest was removed is not taken on trust */
        if (s->ndigests > r->ndigests) {
            snprintf(err, errlen, "replay: hand %zu " SP_ERRTEXT_NO_DIGEST " (every finished hand needs one to verify)",
                     r->ndigests + 1);
            return -1;
        }
        for (size_t h = 0; h < r->ndigests; h++)
            if (s->digests[h] != r->digests[h]) {
                snprintf(err, errlen, "replay: hand %zu: events differ from the recorded ones", h + 1);
                return -1;
            }
        for (int p = 0; p < s->game.players; p++)
            if (s->game.seat[p].score != r->scores[p]) {
                snprintf(err, errlen, "replay: seat %c ends with %d, the file says %d", sp_seat_letter(p), s->game.seat[p].score, r->scores[p]);
                return -1;
            }
    }
    return 0;
}
