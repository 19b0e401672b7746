/* test_net_message.c: the LAN message layer - every message type survives encode/decode
 * unchanged, views of real games included; bad input is refused with the field named, and
 * no prefix or byte flip of a message can crash the decoder. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "core/rng.h"
#include "net/message.h"
#include "table/ruleset_file.h"

static sp_ruleset rules;

static int load_rules(void **state)
{
    (void)state;
    char err[512];
    if (sp_ruleset_load("hk-classic", &rules, err, sizeof err)) fail_msg("%s", err);
    return 0;
}

/* encode(decode(encode(m))) == encode(m), and the decoded type is m's. */
static void round_trip(const sp_msg *m)
{
    size_t len;
    char *a = sp_msg_encode(m, &len);
    assert_non_null(a);
    sp_msg d;
    char err[256];
    if (sp_msg_decode(a, len, SP_NET_HOST_MAX, &d, err, sizeof err)) fail_msg("%s: %s\n%s", sp_msg_name(m->type), err, a);
    assert_int_equal(d.type, m->type);
    char *b = sp_msg_encode(&d, NULL);
    assert_string_equal(a, b);
    sp_msg_free(&d);
    free(a);
    free(b);
}

/* A game of hk-classic played by random legal moves for `actions` actions. */
static void play_random(sp_game *g, int actions, uint64_t seed)
{
    char err[256];
    assert_int_equal(sp_game_init(g, &rules, NULL, 4, seed, err, sizeof err), 0);
    sp_rng rng;
    sp_rng_seed(&rng, seed);
    for (int i = 0; i < actions; i++) {
        unsigned pending = sp_game_pending(g);
        if (!pending) {
            if (g->phase == SP_PHASE_MATCH_OVER) return;
            sp_game_next_hand(g);
            continue;
        }
        int seat = __builtin_ctz(pending);
        sp_action_list l;
        sp_game_legal(g, seat, &l);
        assert_int_equal(sp_game_apply_listed(g, &l, (int)sp_rng_below(&rng, (uint32_t)l.n), err, sizeof err), 0);
    }
}

static void test_every_type_round_trips(void **state)
{
    (void)state;
    sp_msg m;
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_HELLO;
    m.u.hello.version = SP_NET_PROTOCOL;
    strcpy(m.u.hello.ruleset, "hk-classic");
    m.u.hello.hash = rules.content_hash;
    strcpy(m.u.hello.name, "阿明");
    strcpy(m.u.hello.token, "0123456789abcdef");
    strcpy(m.u.hello.match, "00000000000000aa");
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_WELCOME;
    m.u.welcome.seat = 2;
    m.u.welcome.players = 4;
    strcpy(m.u.welcome.ruleset, "hk-classic");
    m.u.welcome.hash = 0xfedcba9876543210ull;
    strcpy(m.u.welcome.token, "00000000000000ff");
    m.u.welcome.resumed = true;
    strcpy(m.u.welcome.match, "00000000000000aa");
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_REJECT;
    strcpy(m.u.reject.reason, "the table is full");
    m.u.reject.code = SP_REJECT_TOKEN;
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_RULESET;
    strcpy(m.u.ruleset.id, "hk-classic");
    m.u.ruleset.text = (char *)"format = 1;\n\"quoted\"\t";
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_LOBBY;
    m.u.lobby.players = 3;
    m.u.lobby.seats[0] = (sp_lobby_seat){.kind = SP_SEAT_HUMAN, .ready = true, .connected = true, .level = -1, .name = "Ann"};
    m.u.lobby.seats[1] = (sp_lobby_seat){.kind = SP_SEAT_BOT, .ready = true, .connected = true, .level = 2, .name = "hard bot"};
    m.u.lobby.seats[2] = (sp_lobby_seat){.kind = SP_SEAT_OPEN, .level = -1};
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_READY;
    m.u.ready.ready = true;
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_CHAT;
    m.u.chat.seat = 1;
    strcpy(m.u.chat.text, "碰！ \"quote\" \\ back");
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_EMOTE;
    m.u.emote.seat = 3;
    strcpy(m.u.emote.id, "thumbs_up");
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_START;
    m.u.start.seat = 1;
    m.u.start.players = 2;
    strcpy(m.u.start.names[0], "A");
    strcpy(m.u.start.names[1], "B");
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_ACTION;
    m.u.action.seq = 7;
    m.u.action.ask = 3;
    m.u.action.seat = 1;
    sp_error e;
    assert_int_equal(sp_action_parse("CHI 4m 3m5m", &m.u.action.action, &e), 0);
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_TIMER;
    m.u.timer.seat = 2;
    m.u.timer.ms = 7500;
    round_trip(&m);
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_END;
    m.u.end.complete = true;
    m.u.end.players = 4;
    int32_t scores[4] = {-5, 10, 0, -5};
    memcpy(m.u.end.scores, scores, sizeof scores);
    strcpy(m.u.end.reason, "the match is over");
    round_trip(&m);
}

/* Views, asks and events of real games at many moments. */
static void test_game_messages_round_trip(void **state)
{
    (void)state;
    sp_game *g = malloc(sizeof *g);
    assert_non_null(g);
    for (int moment = 0; moment < 400; moment += 7) {
        play_random(g, moment, 1000 + (uint64_t)moment);
        sp_msg m;
        for (int seat = -1; seat < 4; seat++) {
            memset(&m, 0, sizeof m);
            m.type = SP_MSG_VIEW;
            sp_game_view(g, seat, &m.u.view);
            round_trip(&m);
        }
        unsigned pending = sp_game_pending(g);
        if (pending) {
            memset(&m, 0, sizeof m);
            m.type = SP_MSG_ASK;
            m.u.ask.id = (uint32_t)moment;
            m.u.ask.ms = 8000;
            sp_game_legal(g, __builtin_ctz(pending), &m.u.ask.legal);
            round_trip(&m);
        }
        sp_event ev;
        while (sp_game_next_event(g, &ev)) {
            for (int seat = 0; seat < 4; seat++) {
                memset(&m, 0, sizeof m);
                m.type = SP_MSG_EVENT;
                sp_event_for_seat(&ev, seat, &m.u.event);
                round_trip(&m);
            }
        }
    }
    free(g);
}

/* Decodes text and expects an error containing `want`. */
static void refused(const char *text, const char *want)
{
    sp_msg m;
    char err[256] = "";
    if (sp_msg_decode(text, strlen(text), SP_NET_CLIENT_MAX, &m, err, sizeof err) == 0)
        fail_msg("accepted: %s", text);
    if (!strstr(err, want)) fail_msg("error '%s' does not say '%s'", err, want);
    sp_msg_free(&m);
}

static void test_bad_messages_name_the_field(void **state)
{
    (void)state;
    refused("{not json", "not valid JSON");
    refused("[1,2]", "not a JSON object");
    refused("{\"t\":\"teleport\"}", "message.t: unknown message type 'teleport'");
    refused("{\"t\":5}", "message.t: not a string");
    refused("{\"x\":1}", "message.t: missing");
    refused("{\"t\":\"hello\",\"version\":1,\"ruleset\":\"\",\"hash\":\"0000000000000000\",\"token\":\"\"}", "hello.name: missing");
    refused("{\"t\":\"hello\",\"version\":1,\"ruleset\":\"\",\"hash\":\"0000000000000000\",\"name\":\"\",\"token\":\"\"}",
            "hello.name: empty");
    refused("{\"t\":\"hello\",\"version\":1,\"ruleset\":\"../x\",\"hash\":\"0000000000000000\",\"name\":\"a\",\"token\":\"\"}",
            "hello.ruleset: not an id");
    refused("{\"t\":\"hello\",\"version\":1,\"ruleset\":\"\",\"hash\":\"00\",\"name\":\"a\",\"token\":\"\"}",
            "hello.hash: not 16 hex digits");
    refused("{\"t\":\"hello\",\"version\":1,\"ruleset\":\"\",\"hash\":\"0000000000000000\",\"name\":\"a\\u0007\",\"token\":\"\"}",
            "hello.name: not valid UTF-8, or holds a control character");
    refused("{\"t\":\"hello\",\"version\":1,\"ruleset\":\"\",\"hash\":\"0000000000000000\",\"name\":\"a\",\"token\":\"xyz\"}",
            "hello.token: not empty or 16 hex digits");
    refused("{\"t\":\"action\",\"seq\":1,\"ask\":1,\"seat\":9,\"action\":\"PASS\"}", "action.seat: not a whole number in 0..3");
    refused("{\"t\":\"action\",\"seq\":1.5,\"ask\":1,\"seat\":0,\"action\":\"PASS\"}", "action.seq: not a whole number");
    refused("{\"t\":\"action\",\"seq\":1,\"ask\":1,\"seat\":0,\"action\":\"D 9x\"}", "action.action: 'D 9x'");
    refused("{\"t\":\"action\",\"seq\":1,\"ask\":1,\"seat\":0,\"action\":7}", "action.action: not a string");
    refused("{\"t\":\"ready\",\"ready\":1}", "ready.ready: not true or false");
    refused("{\"t\":\"emote\",\"id\":\"<script>\"}", "emote.id: not an id");
    refused("{\"t\":\"event\",\"e\":\"discard\",\"seat\":0,\"from\":-1,\"tile\":200,\"a\":0,\"b\":0,\"vis\":255,\"tiles\":[],\"serial\":1}",
            "event.tile: not a tile");
    refused("{\"t\":\"event\",\"e\":\"warp\",\"seat\":0,\"from\":-1,\"tile\":1,\"a\":0,\"b\":0,\"vis\":255,\"tiles\":[],\"serial\":1}",
            "event.e: unknown event 'warp'");
    refused("{\"t\":\"event\",\"e\":\"deal\",\"seat\":0,\"from\":-1,\"tile\":1,\"a\":0,\"b\":0,\"vis\":255,"
            "\"tiles\":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15],\"serial\":1}",
            "event.tiles: more than 14 entries");
    refused("{\"t\":\"ask\",\"id\":1,\"ms\":0,\"legal\":[\"D 5m\",\"FLY\"]}", "ask.legal[1]: not an action");
    refused("{\"t\":\"lobby\",\"players\":2,\"you\":0,\"started\":false,\"seats\":[]}", "lobby.seats: 0 seats for 2 players");
    refused("{\"t\":\"end\",\"reason\":\"x\",\"complete\":true,\"scores\":[1,\"a\"]}", "end.scores[1]: not a whole number");
    /* deep nesting, huge numbers, and size */
    char nested[1200] = "{\"t\":\"ready\",\"ready\":";
    for (int i = 0; i < 500; i++) strcat(nested, "[");
    for (int i = 0; i < 500; i++) strcat(nested, "]");
    strcat(nested, "}");
    refused(nested, "ready.ready: not true or false");
    refused("{\"t\":\"timer\",\"seat\":0,\"ms\":1e300}", "timer.ms: not a whole number");
    char *big = malloc(SP_NET_CLIENT_MAX + 100);
    assert_non_null(big);
    memset(big, ' ', SP_NET_CLIENT_MAX + 99);
    big[SP_NET_CLIENT_MAX + 99] = 0;
    refused(big, "more than 4096");
    free(big);
}

/* The first occurrence of `from` in text replaced by `to` (malloc'ed). */
static char *replaced(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    char *out = malloc(strlen(text) + strlen(to) + 1);
    size_t head = (size_t)(at - text);
    memcpy(out, text, head);
    strcpy(out + head, to);
    strcat(out, at + strlen(from));
    return out;
}

/* A host message that must be refused with an error containing `want`. */
static void host_message_refused(const char *text, const char *want)
{
    sp_msg m;
    char err[256] = "";
    if (sp_msg_decode(text, strlen(text), SP_NET_HOST_MAX, &m, err, sizeof err) == 0) fail_msg("accepted: %.300s", text);
    if (!strstr(err, want)) fail_msg("error '%s' does not say '%s'", err, want);
    sp_msg_free(&m);
}

/* Between two moments of real games, a view_delta carries only the seats (and outcome) that
 * changed, and applied to the earlier view rebuilds the later one exactly; a delta whose
 * "same" does not fit what it carries is refused, naming the field. */
static void test_view_deltas(void **state)
{
    (void)state;
    sp_game *g = malloc(sizeof *g);
    assert_non_null(g);
    int partial = 0, tried = 0;
    for (int moment = 0; moment < 300; moment += 3) {
        sp_view before, after;
        play_random(g, moment, 77);
        sp_game_view(g, 1, &before);
        play_random(g, moment + 1, 77);
        sp_game_view(g, 1, &after);
        sp_msg m;
        memset(&m, 0, sizeof m);
        m.type = SP_MSG_VIEW_DELTA;
        m.u.view_delta.view = after;
        m.u.view_delta.same = sp_view_same(&before, &after);
        partial += m.u.view_delta.same != 0;
        tried++;
        round_trip(&m);
        size_t len;
        char *text = sp_msg_encode(&m, &len);
        sp_msg d;
        char err[256];
        if (sp_msg_decode(text, len, SP_NET_HOST_MAX, &d, err, sizeof err)) fail_msg("%s", err);
        sp_msg whole = {.type = SP_MSG_VIEW}, want = {.type = SP_MSG_VIEW};
        sp_view_apply_delta(&before, &d, &whole.u.view);
        want.u.view = after;
        char *a = sp_msg_encode(&whole, NULL), *b = sp_msg_encode(&want, NULL);
        assert_string_equal(a, b);
        /* what did not change does not travel */
        if (m.u.view_delta.same) assert_true(len < strlen(b));
        free(a);
        free(b);
        free(text);
    }
    assert_true(partial > tried / 2);
    /* "same" that does not fit the seats and outcome sent */
    sp_msg m;
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_VIEW_DELTA;
    play_random(g, 30, 5);
    sp_game_view(g, 2, &m.u.view_delta.view);
    m.u.view_delta.same = 1; /* seat 0 as before: null */
    char *text = sp_msg_encode(&m, NULL);
    char *bad = replaced(text, "\"same\":1,", "\"same\":0,");
    host_message_refused(bad, "view_delta.seats[0]: not an object");
    free(bad);
    free(text);
    m.u.view_delta.same = 0;
    text = sp_msg_encode(&m, NULL);
    bad = replaced(text, "\"same\":0,", "\"same\":1,");
    host_message_refused(bad, "view_delta.seats[0]: not null for a seat marked same");
    free(bad);
    bad = replaced(text, "\"same\":0,", "\"same\":16,");
    host_message_refused(bad, "view_delta.outcome: sent while marked same");
    free(bad);
    bad = replaced(text, "\"same\":0,", "\"same\":32,");
    host_message_refused(bad, "view_delta.players: sent while marked same");
    free(bad);
    bad = replaced(text, "\"same\":0,", "\"same\":64,");
    host_message_refused(bad, "view_delta.same");
    free(bad);
    free(text);
    free(g);
}

/* The encoded view of `seat` after `actions` random actions of a game of `seed`. */
static char *view_text(int actions, uint64_t seed, int seat, size_t *len)
{
    sp_game *g = malloc(sizeof *g);
    assert_non_null(g);
    play_random(g, actions, seed);
    sp_msg m = {.type = SP_MSG_VIEW};
    sp_game_view(g, seat, &m.u.view);
    free(g);
    return sp_msg_encode(&m, len);
}

static void test_view_field_errors(void **state)
{
    (void)state;
    char *text = view_text(40, 5, 1, NULL);
    /* a river tile out of range, named by seat and position */
    char *river = strstr(text, "\"river\":[");
    assert_non_null(river);
    char *bad = malloc(strlen(text) + 8);
    size_t at = (size_t)(river - text) + strlen("\"river\":[");
    memcpy(bad, text, at);
    strcpy(bad + at, "999,");
    strcat(bad, text + at);
    sp_msg d;
    char err[256];
    assert_int_equal(sp_msg_decode(bad, strlen(bad), SP_NET_HOST_MAX, &d, err, sizeof err), -1);
    assert_non_null(strstr(err, "view.seats[0].river"));
    free(bad);
    /* one more discard order than river tiles */
    char *seq = strstr(text, "\"river_seq\":[");
    assert_non_null(seq);
    bad = malloc(strlen(text) + 8);
    at = (size_t)(seq - text) + strlen("\"river_seq\":[");
    memcpy(bad, text, at);
    strcpy(bad + at, "7,");
    strcat(bad, text + at);
    assert_int_equal(sp_msg_decode(bad, strlen(bad), SP_NET_HOST_MAX, &d, err, sizeof err), -1);
    assert_non_null(strstr(err, "river_seq"));
    free(bad);
    /* the seat's hand that does not add up to its tile count */
    char *n = strstr(text, "\"n\":");
    assert_non_null(n);
    bad = malloc(strlen(text) + 1);
    strcpy(bad, text);
    bad[n - text + 4] = bad[n - text + 4] == '1' ? '2' : '1';
    assert_int_equal(sp_msg_decode(bad, strlen(bad), SP_NET_HOST_MAX, &d, err, sizeof err), -1);
    free(bad);
    free(text);
}

/* Every prefix and many byte flips of real messages are refused or decoded, never a crash
 * (the sanitizer build checks the "never"). */
static void test_prefixes_and_flips(void **state)
{
    (void)state;
    size_t len;
    char *text = view_text(60, 9, 2, &len);
    sp_msg d;
    char err[256];
    int accepted = 0;
    for (size_t n = 0; n < len; n++) {
        if (sp_msg_decode(text, n, SP_NET_HOST_MAX, &d, err, sizeof err) == 0) accepted++;
        sp_msg_free(&d);
    }
    assert_int_equal(accepted, 0); /* a truncated object is never valid JSON */
    sp_rng rng;
    sp_rng_seed(&rng, 77);
    char *copy = malloc(len);
    for (int i = 0; i < 3000; i++) {
        memcpy(copy, text, len);
        for (int k = 0; k < 3; k++) copy[sp_rng_below(&rng, (uint32_t)len)] = (char)sp_rng_below(&rng, 256);
        if (sp_msg_decode(copy, len, SP_NET_HOST_MAX, &d, err, sizeof err) == 0) sp_msg_free(&d);
    }
    free(copy);
    free(text);
}

/* A sheets message with one win of `npatterns` patterns, the last one's index `last`. */
static void make_sheets(sp_msg *m, int npatterns, int last)
{
    memset(m, 0, sizeof *m);
    m->type = SP_MSG_SHEETS;
    m->u.sheets = calloc(1, sizeof *m->u.sheets); /* (sp_msg_free frees it) */
    assert_non_null(m->u.sheets);
    m->u.sheets->hand = 3;
    m->u.sheets->n = 1;
    sp_net_sheet *s = &m->u.sheets->sheet[0];
    s->valid = true;
    s->fan = 7;
    s->has_base = true;
    s->base = 16;
    int32_t pay[4] = {24, -8, -8, -8};
    memcpy(s->payments, pay, sizeof pay);
    s->npatterns = npatterns;
    for (int i = 0; i < npatterns; i++)
        s->patterns[i] = (sp_pattern_score){.pattern = (int16_t)(i == npatterns - 1 ? last : i), .count = 1, .value = i + 1, .den = i == 1 ? 2 : 0};
}

/* m encoded and decoded into d, which must succeed. */
static void decoded(const sp_msg *m, sp_msg *d)
{
    char *text = sp_msg_encode(m, NULL);
    char err[256];
    assert_non_null(text);
    if (sp_msg_decode(text, strlen(text), SP_NET_HOST_MAX, d, err, sizeof err)) fail_msg("%s\n%s", err, text);
    free(text);
}

/* Score sheets travel whole, are refused when out of range, and a pattern index is checked
 * against the receiver's ruleset. */
static void test_sheets(void **state)
{
    (void)state;
    sp_msg m;
    make_sheets(&m, 3, 2);
    round_trip(&m);
    sp_msg d;
    char err[256];
    decoded(&m, &d);
    assert_int_equal(d.u.sheets->hand, 3);
    assert_int_equal(d.u.sheets->n, 1);
    assert_int_equal(d.u.sheets->sheet[0].npatterns, 3);
    assert_int_equal(d.u.sheets->sheet[0].patterns[1].den, 2);
    assert_int_equal(d.u.sheets->sheet[0].base, 16);
    assert_int_equal(sp_msg_check_sheets(&d, &rules, 4, err, sizeof err), 0);
    /* a result and back keeps what the screen draws */
    sp_score_result r;
    sp_net_sheet back;
    sp_net_sheet_to_result(&d.u.sheets->sheet[0], &r);
    sp_net_sheet_from_result(&r, &back);
    assert_memory_equal(&back, &d.u.sheets->sheet[0], sizeof back);
    sp_msg_free(&m);
    sp_msg_free(&d);
    /* an index the ruleset does not have */
    make_sheets(&m, 2, rules.npatterns);
    decoded(&m, &d);
    assert_int_equal(sp_msg_check_sheets(&d, &rules, 4, err, sizeof err), -1);
    assert_non_null(strstr(err, "sheets.wins[0].patterns[1].pattern"));
    sp_msg_free(&m);
    sp_msg_free(&d);
    const char *win = "{\"valid\":true,\"limit\":false,\"fan\":3,\"payments\":[3,-1,-1,-1],\"patterns\":[[0,1,3,0]],"
                      "\"parts\":[],\"fields\":[],\"wild_kind\":-1,\"wild_as\":[],\"lines_cut\":false,\"lines\":[]}";
    char buf[1024];
    snprintf(buf, sizeof buf, "{\"t\":\"sheets\",\"v\":1,\"hand\":1,\"wins\":[%s]}", win);
    refused(buf, "sheets.v: version 1");
    snprintf(buf, sizeof buf, "{\"t\":\"sheets\",\"v\":2,\"hand\":1,\"wins\":[%s,%s,%s,%s]}", win, win, win, win);
    refused(buf, "sheets.wins: more than 3 entries");
    refused("{\"t\":\"sheets\",\"v\":2,\"hand\":1,\"wins\":[{\"valid\":true,\"limit\":false,\"fan\":3,"
            "\"payments\":[3,-1,-1,-1],\"patterns\":[[0,1,3,0],[-1,1,3,0]]}]}",
            "sheets.wins[0].patterns[1].pattern: not a whole number in 0..95");
    refused("{\"t\":\"sheets\",\"v\":2,\"hand\":1,\"wins\":[{\"valid\":true,\"limit\":false,\"fan\":3,"
            "\"payments\":[3,-1,-1,-1],\"patterns\":[[0,1,3]]}]}",
            "sheets.wins[0].patterns[0]: not [pattern, count, value, den]");
    refused("{\"t\":\"sheets\",\"v\":2,\"hand\":1,\"wins\":[{\"valid\":true,\"limit\":false,\"fan\":3,"
            "\"payments\":[3,-1],\"patterns\":[]}]}",
            "sheets.wins[0].payments: not a list of 4 numbers");
    refused("{\"t\":\"sheets\",\"v\":2,\"hand\":1,\"wins\":[{\"limit\":false,\"fan\":3,"
            "\"payments\":[3,-1,-1,-1],\"patterns\":[]}]}",
            "sheets.wins[0].valid: missing");
    assert_false(sp_msg_from_client(SP_MSG_SHEETS));
}

/* A sheets message (v 2) of one win whose extras are the defaults but where one is given. */
static void sheet_text(char *buf, size_t len, const char *parts, const char *fields, const char *wild, const char *lines, const char *draw)
{
    snprintf(buf, len,
             "{\"t\":\"sheets\",\"v\":2,\"hand\":1,\"wins\":[{\"valid\":true,\"limit\":false,\"fan\":3,\"payments\":[3,-1,-1,-1],"
             "\"patterns\":[[0,1,3,0]],\"parts\":[%s],\"fields\":[%s],%s,\"lines_cut\":false,\"lines\":[%s]}]%s}",
             parts ? parts : "{\"name\":\"hand\",\"seats\":[3,-1,-1,-1]}",
             fields ? fields : "{\"key\":\"raw_payments\",\"type\":3,\"value\":0,\"seats\":[0,1,1,1],\"mask\":14,\"text\":\"\"}",
             wild ? wild : "\"wild_kind\":31,\"wild_as\":[4,-1]", lines ? lines : "[0,1,0,-1,4,2,0,4,0,1]", draw ? draw : "");
}

static void refused_sheet(const char *parts, const char *fields, const char *wild, const char *lines, const char *draw, const char *want)
{
    char buf[2048];
    sheet_text(buf, sizeof buf, parts, fields, wild, lines, draw);
    refused(buf, want);
}

/* A sheet with a settlement - parts, the model's fields, wildcards, lines - and a drawn hand's
 * sheet travel whole (what the "Who pays" panel reads: issue 20 item 8, a LAN guest's result);
 * every new number is range-checked with the field named, and the seats and patterns checked
 * against the receiver's match. */
static void test_sheet_extras(void **state)
{
    (void)state;
    sp_msg m;
    make_sheets(&m, 3, 2);
    sp_net_sheet *s = &m.u.sheets->sheet[0];
    s->nparts = 2;
    snprintf(s->parts[0].name, sizeof s->parts[0].name, "hand");
    snprintf(s->parts[1].name, sizeof s->parts[1].name, "chicken");
    s->parts[0].seats[0] = 6, s->parts[0].seats[1] = -6;
    s->parts[1].seats[0] = 18, s->parts[1].seats[2] = -18;
    s->nfields = 2;
    snprintf(s->fields[0].key, sizeof s->fields[0].key, "raw_payments");
    s->fields[0].type = SP_FIELD_SEATS;
    s->fields[0].seats[1] = 512;
    s->fields[0].seat_mask = 0xE;
    snprintf(s->fields[1].key, sizeof s->fields[1].key, "liability");
    s->fields[1].type = SP_FIELD_ID_SEAT;
    s->fields[1].value = 2;
    snprintf(s->fields[1].text, sizeof s->fields[1].text, "baogangshanggangzimo");
    s->wild_kind = 31;
    s->nwild = 2;
    s->wild_as[0] = 4, s->wild_as[1] = -1;
    s->nlines = 3;
    s->lines[0] = (sp_pay_line){.pattern = 2, .from = 1, .to = 0, .of = -1, .kind = 0, .count = 2, .part = 1, .flags = 0, .amount = 6};
    s->lines[1] = (sp_pay_line){.pattern = 1, .from = 2, .to = 0, .of = -1, .kind = -1, .count = 1, .part = -1, .flags = SP_LINE_FACTOR, .den = 2, .amount = 3};
    s->lines[2] = (sp_pay_line){.pattern = -1, .from = 3, .to = 0, .of = 3, .kind = -1, .part = 0, .flags = SP_LINE_CAPPED | SP_LINE_DEALER, .amount = 300};
    m.u.sheets->has_draw = true;
    sp_net_sheet *dr = &m.u.sheets->draw;
    dr->valid = true;
    dr->payments[0] = 4, dr->payments[1] = -4;
    dr->nfields = 1;
    snprintf(dr->fields[0].key, sizeof dr->fields[0].key, "ready");
    dr->fields[0].type = SP_FIELD_SEATS_BOOL;
    dr->fields[0].seats[0] = 1;
    dr->wild_kind = -1;
    dr->nlines = 1;
    dr->lines[0] = (sp_pay_line){.pattern = 0, .from = 1, .to = 0, .of = -1, .kind = -1, .part = -1, .amount = 4};
    round_trip(&m);
    sp_msg d;
    char err[256];
    decoded(&m, &d);
    assert_memory_equal(&d.u.sheets->sheet[0], s, sizeof *s);
    assert_true(d.u.sheets->has_draw);
    assert_memory_equal(&d.u.sheets->draw, dr, sizeof *dr);
    assert_int_equal(sp_msg_check_sheets(&d, &rules, 4, err, sizeof err), 0);
    /* to a result: what the screen reads */
    sp_score_result r;
    sp_net_sheet_to_result(&d.u.sheets->sheet[0], &r);
    assert_int_equal(r.nparts, 2);
    assert_string_equal(r.parts[1].name, "chicken");
    assert_int_equal(r.parts[1].seats[2], -18);
    assert_int_equal(r.nfields, 2);
    assert_string_equal(r.fields[1].text, "baogangshanggangzimo");
    assert_int_equal(r.nwild, 2);
    assert_int_equal(r.wild_kind, 31);
    assert_int_equal(r.wild_as[1], -1);
    assert_int_equal(r.nlines, 3);
    assert_memory_equal(r.lines, s->lines, 3 * sizeof r.lines[0]);
    sp_net_sheet back;
    sp_net_sheet_from_result(&r, &back);
    assert_memory_equal(&back, s, sizeof back);
    /* against a three-player match: seat 3 is no seat of it */
    assert_int_equal(sp_msg_check_sheets(&d, &rules, 3, err, sizeof err), -1);
    assert_non_null(strstr(err, "sheets.wins[0].lines[2].from: 3 is not a seat"));
    d.u.sheets->sheet[0].nlines = 2;
    assert_int_equal(sp_msg_check_sheets(&d, &rules, 3, err, sizeof err), -1);
    assert_non_null(strstr(err, "sheets.wins[0].fields[0].mask: 14"));
    d.u.sheets->sheet[0].nfields = 0;
    d.u.sheets->draw.lines[0].pattern = (int16_t)rules.npatterns;
    assert_int_equal(sp_msg_check_sheets(&d, &rules, 3, err, sizeof err), -1);
    assert_non_null(strstr(err, "sheets.draw.lines[0].pattern"));
    sp_msg_free(&m);
    sp_msg_free(&d);

    /* the defaults decode; each field out of range is refused by name */
    char buf[2048];
    sheet_text(buf, sizeof buf, NULL, NULL, NULL, NULL, NULL);
    assert_int_equal(sp_msg_decode(buf, strlen(buf), SP_NET_HOST_MAX, &d, err, sizeof err), 0);
    sp_msg_free(&d);
    refused_sheet("{\"name\":\"Hand!\",\"seats\":[0,0,0,0]}", NULL, NULL, NULL, NULL, "sheets.wins[0].parts[0].name: not an id");
    refused_sheet("{\"name\":\"\",\"seats\":[0,0,0,0]}", NULL, NULL, NULL, NULL, "sheets.wins[0].parts[0].name: empty");
    refused_sheet("{\"name\":\"abcdefghijklmnopq\",\"seats\":[0,0,0,0]}", NULL, NULL, NULL, NULL, "sheets.wins[0].parts[0].name: longer than 15");
    refused_sheet("{\"name\":\"hand\",\"seats\":[0,0,0]}", NULL, NULL, NULL, NULL, "sheets.wins[0].parts[0].seats: not a list of 4");
    refused_sheet("{},{},{},{},{},{},{}", NULL, NULL, NULL, NULL, "sheets.wins[0].parts: more than 6 entries");
    refused_sheet(NULL, "{\"key\":\"x\",\"type\":6,\"value\":0,\"seats\":[0,0,0,0],\"mask\":0,\"text\":\"\"}", NULL, NULL, NULL,
                  "sheets.wins[0].fields[0].type: not a whole number in 0..5");
    refused_sheet(NULL, "{\"key\":\"x\",\"type\":3,\"value\":0,\"seats\":[0,0,0,0],\"mask\":16,\"text\":\"\"}", NULL, NULL, NULL,
                  "sheets.wins[0].fields[0].mask: not a whole number in 0..15");
    refused_sheet(NULL, "{\"key\":\"x\",\"type\":2,\"value\":0,\"seats\":[0,0,0,0],\"mask\":0,\"text\":\"a\\u0001\"}", NULL, NULL,
                  NULL, "sheets.wins[0].fields[0].text: not valid UTF-8, or holds a control character");
    refused_sheet(NULL, "{\"key\":\"a very long key of a field\",\"type\":0,\"value\":0,\"seats\":[0,0,0,0],\"mask\":0,\"text\":\"\"}",
                  NULL, NULL, NULL, "sheets.wins[0].fields[0].key: longer than 23 bytes");
    refused_sheet(NULL, "{\"key\":\"x\",\"type\":0,\"value\":0,\"seats\":[0,0,0,0],\"mask\":0}", NULL, NULL, NULL,
                  "sheets.wins[0].fields[0].text: missing");
    refused_sheet(NULL, NULL, "\"wild_kind\":34,\"wild_as\":[]", NULL, NULL, "sheets.wins[0].wild_kind: not a whole number in -1..33");
    refused_sheet(NULL, NULL, "\"wild_kind\":31,\"wild_as\":[34]", NULL, NULL, "sheets.wins[0].wild_as[0]: not a tile kind or -1");
    refused_sheet(NULL, NULL, "\"wild_kind\":31,\"wild_as\":[1,2,3,4,5]", NULL, NULL, "sheets.wins[0].wild_as: more than 4 entries");
    refused_sheet(NULL, NULL, "\"wild_kind\":-1,\"wild_as\":[3]", NULL, NULL, "sheets.wins[0].wild_kind: -1 with 1 wildcards");
    static const struct {
        const char *lines, *want;
    } bad_lines[] = {
        {"[0,4,0,-1,4,2,0,0,0,1]", "sheets.wins[0].lines[0].from: not a whole number in 0..3"},
        {"[0,1,-1,-1,4,2,0,0,0,1]", "sheets.wins[0].lines[0].to: not a whole number in 0..3"},
        {"[0,1,0,4,4,2,0,0,0,1]", "sheets.wins[0].lines[0].of: not a whole number in -1..3"},
        {"[96,1,0,-1,4,2,0,0,0,1]", "sheets.wins[0].lines[0].pattern: not a whole number in -1..95"},
        {"[0,1,0,-1,42,2,0,0,0,1]", "sheets.wins[0].lines[0].kind: not a whole number in -1..41"},
        {"[0,1,0,-1,4,128,0,0,0,1]", "sheets.wins[0].lines[0].count: not a whole number in 0..127"},
        {"[0,1,0,-1,4,2,0,8,0,1]", "sheets.wins[0].lines[0].flags: not a whole number in 0..7"},
        {"[0,1,0,-1,4,2,0,0,-1,1]", "sheets.wins[0].lines[0].den: not a whole number in 0..32767"},
        {"[0,1,0,-1,4,2,0,0,0,1.5]", "sheets.wins[0].lines[0].amount: not a whole number"},
        {"[0,1,0,-1,4,2,1,0,0,1]", "sheets.wins[0].lines[0].part: 1, the sheet has 1 parts"},
        {"[0,1,0,-1,4,2,0,0,0]", "sheets.wins[0].lines[0]: not [pattern, from, to, of, kind"},
        {"[0,1,0,-1,4,2,0,0,0,1],7", "sheets.wins[0].lines[1]: not [pattern"},
    };
    for (size_t i = 0; i < sizeof bad_lines / sizeof bad_lines[0]; i++)
        refused_sheet(NULL, NULL, NULL, bad_lines[i].lines, NULL, bad_lines[i].want);
    refused_sheet(NULL, NULL, NULL, NULL, ",\"draw\":[]", "sheets.draw: not an object");
    refused_sheet(NULL, NULL, NULL, NULL,
                  ",\"draw\":{\"valid\":true,\"limit\":false,\"fan\":0,\"payments\":[0,0,0,0],\"patterns\":[],\"parts\":[],"
                  "\"fields\":[],\"wild_kind\":-1,\"wild_as\":[],\"lines_cut\":false,\"lines\":[[0,1,7,-1,-1,0,-1,0,0,2]]}",
                  "sheets.draw.lines[0].to: not a whole number in 0..3");
    /* more lines than a result holds */
    char many[97 * 24 + 64] = "";
    for (int i = 0; i < 97; i++) strcat(many, i ? ",[0,1,0,-1,4,2,0,0,0,1]" : "[0,1,0,-1,4,2,0,0,0,1]");
    char *big = malloc(sizeof many + 2048);
    sheet_text(big, sizeof many + 2048, NULL, NULL, NULL, many, NULL);
    if (sp_msg_decode(big, strlen(big), SP_NET_HOST_MAX, &d, err, sizeof err) == 0) fail_msg("97 lines accepted");
    assert_non_null(strstr(err, "sheets.wins[0].lines: more than 96 entries"));
    sp_msg_free(&d);
    free(big);
}

static void test_directions(void **state)
{
    (void)state;
    assert_true(sp_msg_from_client(SP_MSG_HELLO));
    assert_true(sp_msg_from_client(SP_MSG_ACTION));
    assert_false(sp_msg_from_client(SP_MSG_VIEW));
    assert_false(sp_msg_from_client(SP_MSG_WELCOME));
    assert_false(sp_msg_from_client(SP_MSG_EVENT));
}

/* An ask whose HU would be a false win (詐糊) says so, for a computer player behind the client;
 * an ask without the field has none. */
static void test_ask_false_win(void **state)
{
    (void)state;
    const char *text = "{\"t\":\"ask\",\"id\":4,\"ms\":0,\"legal\":[\"HU\",\"PASS\"],\"false_win\":true}";
    sp_msg m;
    char err[256];
    assert_int_equal(sp_msg_decode(text, strlen(text), SP_NET_CLIENT_MAX, &m, err, sizeof err), 0);
    assert_true(m.u.ask.legal.false_win);
    assert_int_equal(m.u.ask.legal.n, 2);
    round_trip(&m);
    sp_msg_free(&m);
    text = "{\"t\":\"ask\",\"id\":4,\"ms\":0,\"legal\":[\"HU\",\"PASS\"]}";
    assert_int_equal(sp_msg_decode(text, strlen(text), SP_NET_CLIENT_MAX, &m, err, sizeof err), 0);
    assert_false(m.u.ask.legal.false_win);
    sp_msg_free(&m);
    refused("{\"t\":\"ask\",\"id\":1,\"ms\":0,\"legal\":[\"HU\"],\"false_win\":1}", "false_win: not true or false");
}

/* An ask may say what its HU is worth (the win button's value; the client cannot score): an ask
 * without it has none (-1); a value that is not a whole number in range is refused by name. */
static void test_ask_win_value(void **state)
{
    (void)state;
    const char *text = "{\"t\":\"ask\",\"id\":5,\"ms\":0,\"legal\":[\"HU\",\"PASS\"],\"win_fan\":13,\"win_limit\":true}";
    sp_msg m;
    char err[256];
    assert_int_equal(sp_msg_decode(text, strlen(text), SP_NET_CLIENT_MAX, &m, err, sizeof err), 0);
    assert_int_equal(m.u.ask.win_fan, 13);
    assert_true(m.u.ask.win_limit);
    round_trip(&m);
    sp_msg_free(&m);
    text = "{\"t\":\"ask\",\"id\":5,\"ms\":0,\"legal\":[\"HU\",\"PASS\"]}";
    assert_int_equal(sp_msg_decode(text, strlen(text), SP_NET_CLIENT_MAX, &m, err, sizeof err), 0);
    assert_int_equal(m.u.ask.win_fan, -1);
    assert_false(m.u.ask.win_limit);
    round_trip(&m);
    sp_msg_free(&m);
    refused("{\"t\":\"ask\",\"id\":1,\"ms\":0,\"legal\":[\"HU\"],\"win_fan\":-3}", "win_fan");
    refused("{\"t\":\"ask\",\"id\":1,\"ms\":0,\"legal\":[\"HU\"],\"win_fan\":\"8\"}", "win_fan");
    refused("{\"t\":\"ask\",\"id\":1,\"ms\":0,\"legal\":[\"HU\"],\"win_fan\":2,\"win_limit\":1}", "win_limit: not true or false");
}

/* What a rule refuses travels with the ask (the why-line) and in a "why" about a discard going
 * by: action and reason by their ids, each refused by name when it is not one. */
static void test_refusals(void **state)
{
    (void)state;
    const char *text = "{\"t\":\"ask\",\"id\":6,\"ms\":0,\"legal\":[\"D 5m\",\"D 1s\"],"
                       "\"blocked\":[{\"a\":\"HU\",\"r\":\"needs_kong\"},{\"a\":\"D 2p\",\"r\":\"missing_suit\"}]}";
    sp_msg m;
    char err[256];
    assert_int_equal(sp_msg_decode(text, strlen(text), SP_NET_CLIENT_MAX, &m, err, sizeof err), 0);
    assert_int_equal(m.u.ask.blocked.n, 2);
    assert_int_equal(m.u.ask.blocked.b[0].action.type, SP_ACT_HU);
    assert_int_equal(m.u.ask.blocked.b[0].reason, SP_BLOCK_NEEDS_KONG);
    assert_int_equal(m.u.ask.blocked.b[1].action.type, SP_ACT_DISCARD);
    assert_int_equal(m.u.ask.blocked.b[1].action.tile, 9 + 1); /* 2p */
    assert_int_equal(m.u.ask.blocked.b[1].reason, SP_BLOCK_MISSING_SUIT);
    round_trip(&m);
    sp_msg_free(&m);
    /* an ask without refusals has none and sends none */
    text = "{\"t\":\"ask\",\"id\":6,\"ms\":0,\"legal\":[\"PASS\"]}";
    assert_int_equal(sp_msg_decode(text, strlen(text), SP_NET_CLIENT_MAX, &m, err, sizeof err), 0);
    assert_int_equal(m.u.ask.blocked.n, 0);
    char *again = sp_msg_encode(&m, NULL);
    assert_null(strstr(again, "blocked"));
    free(again);
    sp_msg_free(&m);
    /* every reason's id comes back as that reason */
    memset(&m, 0, sizeof m);
    m.type = SP_MSG_WHY;
    m.u.why.kind = 27 + 4; /* 5z, the white dragon */
    for (int r = SP_BLOCK_NONE + 1; r < SP_BLOCK_COUNT; r++) {
        sp_blocked *b = &m.u.why.blocked.b[m.u.why.blocked.n++];
        b->action = (sp_action){SP_ACT_PON, 27 + 4, {SP_KIND_NONE, SP_KIND_NONE}, 0};
        b->reason = (uint8_t)r;
    }
    size_t len;
    char *a = sp_msg_encode(&m, &len);
    sp_msg d;
    assert_int_equal(sp_msg_decode(a, len, SP_NET_HOST_MAX, &d, err, sizeof err), 0);
    assert_int_equal(d.u.why.kind, 27 + 4);
    assert_int_equal(d.u.why.blocked.n, SP_BLOCK_COUNT - 1);
    for (int i = 0; i < d.u.why.blocked.n; i++) {
        assert_int_equal(d.u.why.blocked.b[i].reason, i + 1);
        assert_true(sp_action_equal(&d.u.why.blocked.b[i].action, &m.u.why.blocked.b[i].action));
    }
    free(a);
    sp_msg_free(&d);
    round_trip(&m);
    refused("{\"t\":\"why\",\"kind\":\"5z\",\"blocked\":[{\"a\":\"PON 5z\",\"r\":\"bad_luck\"}]}",
            "why.blocked[0].r: 'bad_luck' is not a reason");
    refused("{\"t\":\"why\",\"kind\":\"5z\",\"blocked\":[{\"a\":\"PON 9x\",\"r\":\"furiten\"}]}", "why.blocked[0].a: 'PON 9x'");
    refused("{\"t\":\"why\",\"kind\":\"5z\",\"blocked\":[{\"r\":\"furiten\"}]}", "why.blocked[0].a: missing");
    refused("{\"t\":\"why\",\"kind\":\"5z\",\"blocked\":[\"HU\"]}", "why.blocked[0]: not an object");
    refused("{\"t\":\"why\",\"kind\":\"5z5z\",\"blocked\":[]}", "why.kind: '5z5z' is not one tile");
    refused("{\"t\":\"why\",\"kind\":\"1f\",\"blocked\":[]}", "why.kind: '1f' is not one tile");
    refused("{\"t\":\"why\",\"kind\":\"5z\"}", "why.blocked: missing");
    refused("{\"t\":\"ask\",\"id\":1,\"ms\":0,\"legal\":[\"HU\"],\"blocked\":{}}", "ask.blocked: not a list");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_type_round_trips),
        cmocka_unit_test(test_game_messages_round_trip),
        cmocka_unit_test(test_bad_messages_name_the_field),
        cmocka_unit_test(test_view_field_errors),
        cmocka_unit_test(test_view_deltas),
        cmocka_unit_test(test_prefixes_and_flips),
        cmocka_unit_test(test_directions),
        cmocka_unit_test(test_ask_false_win),
        cmocka_unit_test(test_ask_win_value),
        cmocka_unit_test(test_sheets),
        cmocka_unit_test(test_sheet_extras),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests(tests, load_rules, NULL);
}
