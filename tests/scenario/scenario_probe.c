/* scenario_probe.c: named values of a game for `expect` lines (scenario_probe.h). */
#include "scenario_probe.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/action.h"
#include "core/notation.h"
#include "core/score.h"
#include "core/tile.h"
#include "scenario_model_probe.h"
#include "table/scenario_wall.h"

static const char *const phase_names[] = {"setup", "turn", "claim", "rob", "hand_over", "match_over"};
static const char *const end_names[] = {"none", "win", "exhausted", "abortive"};
/* sp_situation bits, lowest first */
static const char *const situation_names[] = {"rinshan",      "double_rinshan", "chankan",   "haitei",
                                              "houtei",       "tianhu",         "dihu",      "renhu",
                                              "first_turn",   "ready_declared", "furiten",   "kuikae_violation",
                                              "passed_win",   "hot_discard"};

static const char *const turn_flag_names[] = {"drew", "replacement", "after_call", "last_tile"};
static const char *const river_flag_names[] = {"claimed", "tsumogiri", "after_call", "after_kong"};

void sc_seat_text(int seat, char out[2])
{
    out[0] = seat >= 0 && seat < SP_SEATS ? sp_seat_letter(seat) : '-';
    out[1] = 0;
}

void sc_tile_text(int tile, char out[3])
{
    if (tile < 0 || tile == SP_TILE_HIDDEN) snprintf(out, 3, "-");
    else sp_kind_name(sp_tile_kind(tile), out);
}

int sc_action_type(const char *word)
{
    static const char *const words[SP_ACT_COUNT] = {"D", "CHI", "PON", "KAN", "HU", "PASS", "DINGQUE", "BAOTING", "FLOWER", "SPECIAL"};
    for (int t = 0; t < SP_ACT_COUNT; t++)
        if (!strcmp(word, words[t])) return t;
    return -1;
}

static int put(char *out, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out, n, fmt, ap);
    va_end(ap);
    return 0;
}

static int unknown(const char *name, char *err, size_t errlen)
{
    snprintf(err, errlen, "no value named '%s' (tests/scenarios/README.md lists them)", name);
    return -1;
}

static int put_seat(int seat, char *out, size_t n)
{
    char s[2];
    sc_seat_text(seat, s);
    return put(out, n, "%s", s);
}

static int put_tile(int tile, char *out, size_t n)
{
    char t[3];
    sc_tile_text(tile, t);
    return put(out, n, "%s", t);
}

static int put_bool(bool b, char *out, size_t n) { return put(out, n, "%s", b ? "true" : "false"); }

/* One number per seat, E first. */
static int put_per_seat(const sp_game *g, const int32_t *v, size_t stride, char *out, size_t n)
{
    size_t at = 0;
    out[0] = 0;
    for (int p = 0; p < g->players && at < n; p++) {
        int32_t x;
        memcpy(&x, (const char *)v + (size_t)p * stride, sizeof x);
        at += (size_t)snprintf(out + at, n - at, "%s%d", p ? " " : "", (int)x);
    }
    return 0;
}

/* Names of the bits set in `bits`, space-separated ("-" when none). */
static int put_bits(unsigned bits, const char *const *names, int count, char *out, size_t n)
{
    size_t at = 0;
    out[0] = 0;
    for (int i = 0; i < count && at < n; i++)
        if (bits >> i & 1) at += (size_t)snprintf(out + at, n - at, "%s%s", at ? " " : "", names[i]);
    if (!at) put(out, n, "-");
    return 0;
}

/* Reads a whole number at *s, advancing past it and one following '.'. */
static bool index_at(const char **s, int *out)
{
    char *end;
    long v = strtol(*s, &end, 10);
    if (end == *s || v < 0 || v > 99) return false;
    *out = (int)v;
    *s = *end == '.' ? end + 1 : end;
    return true;
}

static int seat_probe(const sp_game *g, int p, const char *f, const char *name, char *out, size_t n, char *err, size_t errlen)
{
    const sp_game_seat *s = &g->seat[p];
    if (!strcmp(f, "flowers")) return put(out, n, "%d", s->nflowers);
    if (!strcmp(f, "melds")) return put(out, n, "%d", s->nmelds);
    if (!strcmp(f, "concealed")) return put(out, n, "%d", s->nconcealed);
    if (!strcmp(f, "drawn")) return put_tile(s->drawn, out, n);
    if (!strcmp(f, "river")) return put(out, n, "%d", s->nriver);
    if (!strcmp(f, "last_discard")) return put_tile(s->nriver ? s->river[s->nriver - 1] : -1, out, n);
    if (!strcmp(f, "last_discard_flags"))
        return s->nriver ? put_bits(s->river_flags[s->nriver - 1], river_flag_names, 4, out, n) : put(out, n, "-");
    if (!strcmp(f, "wind")) return put_seat(sp_game_seat_wind(g, p), out, n);
    if (!strcmp(f, "score")) return put(out, n, "%d", (int)s->score);
    if (!strcmp(f, "delta")) return put(out, n, "%d", (int)g->outcome.delta[p]);
    if (!strcmp(f, "dead")) return put_bool(s->dead, out, n);
    if (!strcmp(f, "out")) return put_bool(s->out, out, n);
    if (!strcmp(f, "ready")) return put_bool(s->ready_declared, out, n);
    if (!strcmp(f, "specials")) return put(out, n, "%d", s->nspecial);
    if (!strcmp(f, "missing_suit")) return put(out, n, "%s", s->missing_suit < 0 ? "-" : (const char *[]){"m", "p", "s"}[s->missing_suit % 3]);
    if (!strcmp(f, "flower_order")) {
        size_t at = 0;
        out[0] = 0;
        for (int i = 0; i < s->nflowers && at < n; i++) {
            char t[3];
            sc_tile_text(s->flower_order[i], t);
            at += (size_t)snprintf(out + at, n - at, "%s%s", i ? " " : "", t);
        }
        return at ? 0 : put(out, n, "-");
    }
    if (!strncmp(f, "legal.", 6)) {
        sp_action_list l;
        char word[16];
        const char *dot = strchr(f + 6, '.');
        bool tiles = dot && !strcmp(dot, ".tiles");
        snprintf(word, sizeof word, "%.*s", dot ? (int)(dot - (f + 6)) : (int)strlen(f + 6), f + 6);
        int type = sc_action_type(word), count = 0;
        if (type < 0 || (dot && !tiles)) return unknown(name, err, errlen);
        sp_game_legal(g, p, &l);
        size_t at = 0;
        out[0] = 0;
        for (int i = 0; i < l.n; i++) {
            if (l.a[i].type != type) continue;
            count++;
            if (tiles && at < n) {
                char t[3] = "-";
                if (l.a[i].tile < SP_KINDS) sp_kind_name(l.a[i].tile, t);
                at += (size_t)snprintf(out + at, n - at, "%s", t);
            }
        }
        if (tiles) return at ? 0 : put(out, n, "-");
        return put(out, n, "%d", count);
    }
    if (!strcmp(f, "false_win")) {
        sp_action_list l;
        sp_game_legal(g, p, &l);
        return put_bool(l.false_win, out, n);
    }
    if (!strcmp(f, "hand")) return sp_format_tiles(s->counts, SP_KINDS, out, n) < 0 ? unknown(name, err, errlen) : 0;
    if (!strncmp(f, "holds.", 6)) {
        int k;
        if (sp_tiles_in_order(f + 6, &k, 1) != 1 || k >= SP_KINDS) return unknown(name, err, errlen);
        return put(out, n, "%d", s->counts[k]);
    }
    if (!strncmp(f, "meld.", 5)) {
        const char *r = f + 5;
        int i;
        if (!index_at(&r, &i)) return unknown(name, err, errlen);
        if (i >= s->nmelds) {
            snprintf(err, errlen, "%s: seat %c has %d melds", name, sp_seat_letter(p), s->nmelds);
            return -1;
        }
        const sp_game_meld *m = &s->melds[i];
        if (!*r) return sp_format_meld(&m->meld, out, n) < 0 ? unknown(name, err, errlen) : 0;
        if (!strcmp(r, "claimed")) return put(out, n, "%d", m->claimed);
        return unknown(name, err, errlen);
    }
    return unknown(name, err, errlen);
}

static int win_probe(const sp_game *g, const char *f, const char *name, char *out, size_t n, char *err, size_t errlen)
{
    int i;
    if (!index_at(&f, &i)) return unknown(name, err, errlen);
    if (i >= g->outcome.nwins) {
        snprintf(err, errlen, "%s: the hand has %d wins", name, g->outcome.nwins);
        return -1;
    }
    const sp_game_win *w = &g->outcome.wins[i];
    if (!strcmp(f, "seat")) return put_seat(w->seat, out, n);
    if (!strcmp(f, "discarder")) return put_seat(w->discarder, out, n);
    if (!strcmp(f, "tile")) return put_tile(w->win_tile, out, n);
    if (!strcmp(f, "fan")) return put(out, n, "%d", (int)w->fan);
    if (!strcmp(f, "valid")) return put_bool(w->valid, out, n);
    if (!strcmp(f, "limit")) return put_bool(w->limit, out, n);
    if (!strcmp(f, "situation"))
        return put_bits(w->situation, situation_names, (int)(sizeof situation_names / sizeof *situation_names), out, n);
    return unknown(name, err, errlen);
}

/* result.I.*: the scoring engine's sheet of win I (sp_game_win_result). */
static int result_probe(const sp_game *g, const char *f, const char *name, char *out, size_t n, char *err, size_t errlen)
{
    int i;
    if (!index_at(&f, &i)) return unknown(name, err, errlen);
    sp_score_result *r = malloc(sizeof *r);
    char why[200];
    if (!r) return unknown(name, err, errlen);
    int rc = 0;
    if (i >= g->outcome.nwins || sp_game_win_result(g, i, r, why, sizeof why)) {
        snprintf(err, errlen, "%s: no score: %s", name, i >= g->outcome.nwins ? "no such win" : why);
        rc = -1;
    } else if (!strcmp(f, "valid")) put_bool(r->valid, out, n);
    else if (!strcmp(f, "fan")) put(out, n, "%d", (int)r->fan);
    else if (!strcmp(f, "base")) r->has_base ? put(out, n, "%d", (int)r->base) : put(out, n, "-");
    else if (!strcmp(f, "payments")) put_per_seat(g, r->payments, sizeof r->payments[0], out, n);
    else if (!strncmp(f, "payment.", 8) && f[8] && !f[9] && sp_parse_seat(f + 8) >= 0 && sp_parse_seat(f + 8) < g->players)
        put(out, n, "%d", (int)r->payments[sp_parse_seat(f + 8)]);
    else if (!strcmp(f, "patterns")) {
        size_t at = 0;
        out[0] = 0;
        for (int k = 0; k < r->npatterns && at < n; k++)
            at += (size_t)snprintf(out + at, n - at, "%s%s", k ? " " : "", g->rules->patterns[r->patterns[k].pattern].id);
        if (!at) put(out, n, "-");
    } else if (!strncmp(f, "field.", 6)) {
        put(out, n, "-");
        for (int k = 0; k < r->nfields; k++)
            if (!strcmp(r->fields[k].key, f + 6)) put(out, n, "%s", r->fields[k].text);
    } else rc = unknown(name, err, errlen);
    free(r);
    return rc;
}

static int pending_probe(const sp_game *g, char *out, size_t n)
{
    unsigned pending = sp_game_pending(g);
    size_t at = 0;
    out[0] = 0;
    for (int p = 0; p < g->players && at < n; p++)
        if (pending >> p & 1) at += (size_t)snprintf(out + at, n - at, "%s%c", at ? " " : "", sp_seat_letter(p));
    if (!at) put(out, n, "-");
    return 0;
}

int sc_probe(const sp_game *g, const char *name, char *out, size_t n, char *err, size_t errlen)
{
    int model = sc_model_probe(g, name, out, n, err, errlen);
    if (model) return model < 0 ? -1 : 0;
    int p = name[0] && name[1] == '.' ? sp_parse_seat((char[]){name[0], 0}) : -1;
    if (p >= 0) {
        if (p >= g->players) return unknown(name, err, errlen);
        return seat_probe(g, p, name + 2, name, out, n, err, errlen);
    }
    if (!strncmp(name, "win.", 4)) return win_probe(g, name + 4, name, out, n, err, errlen);
    if (!strncmp(name, "result.", 7)) return result_probe(g, name + 7, name, out, n, err, errlen);
    if (!strcmp(name, "phase")) return put(out, n, "%s", phase_names[g->phase % 6]);
    if (!strcmp(name, "end")) return put(out, n, "%s", end_names[g->outcome.kind % 4]);
    if (!strcmp(name, "pending")) return pending_probe(g, out, n);
    if (!strcmp(name, "turn")) return put_seat(g->turn, out, n);
    if (!strcmp(name, "dealer")) return put_seat(g->dealer, out, n);
    if (!strcmp(name, "start_dealer")) return put_seat(g->start_dealer, out, n);
    if (!strcmp(name, "round")) return put(out, n, "%d", g->round);
    if (!strcmp(name, "hand_in_round")) return put(out, n, "%d", g->hand_in_round);
    if (!strcmp(name, "hand_number")) return put(out, n, "%d", (int)g->hand_number);
    if (!strcmp(name, "dealer_streak")) return put(out, n, "%d", g->dealer_streak);
    if (!strcmp(name, "players")) return put(out, n, "%d", g->players);
    if (!strcmp(name, "wall_size")) return put(out, n, "%d", g->wall_size);
    if (!strcmp(name, "wall_left")) return put(out, n, "%d", sp_game_wall_left(g));
    if (!strcmp(name, "head")) return put(out, n, "%d", g->head);
    if (!strcmp(name, "tail")) return put(out, n, "%d", g->tail);
    if (!strcmp(name, "dead_wall")) return put(out, n, "%d", g->dead_wall);
    if (!strcmp(name, "discards_total")) return put(out, n, "%d", g->discards_total);
    if (!strcmp(name, "indicator")) return put_tile(g->indicator, out, n);
    if (!strcmp(name, "indicator_aside")) return put_bool(g->indicator_aside, out, n);
    if (!strcmp(name, "aside")) {
        size_t at = 0;
        out[0] = 0;
        for (int i = 0; i < g->naside && i < 4 && at < n; i++) {
            char t[3];
            sc_tile_text(g->aside[i], t);
            at += (size_t)snprintf(out + at, n - at, "%s", t);
        }
        return at ? 0 : put(out, n, "-");
    }
    if (!strncmp(name, "option.", 7)) {
        if (sp_ruleset_option(g->rules, name + 7) < 0) return unknown(name, err, errlen);
        return put(out, n, "%d", (int)sp_game_option_number(g, name + 7, 0));
    }
    if (!strcmp(name, "wild")) return g->wild_kind < 0 ? put(out, n, "-") : put_tile(g->wild_kind * 4, out, n);
    if (!strcmp(name, "last_discard")) return put_tile(g->last_discard, out, n);
    if (!strcmp(name, "next_replacement")) return put_tile(g->tail > g->head ? g->wall[g->tail - 1] : -1, out, n);
    if (!strcmp(name, "wall.flowers")) {
        int k = 0;
        for (int i = 0; i < g->wall_size; i++) k += sp_tile_kind(g->wall[i]) >= SP_KIND_F;
        return put(out, n, "%d", k);
    }
    if (!strcmp(name, "turn_flags")) return put_bits(g->turn_flags, turn_flag_names, 4, out, n);
    if (!strcmp(name, "wins")) return put(out, n, "%d", g->outcome.nwins);
    if (!strcmp(name, "match_over")) return put_bool(g->outcome.match_over, out, n);
    if (!strcmp(name, "false_wins")) return put_bool(g->false_wins, out, n);
    if (!strcmp(name, "delta")) return put_per_seat(g, g->outcome.delta, sizeof g->outcome.delta[0], out, n);
    if (!strcmp(name, "settlement")) return put_per_seat(g, g->outcome.settlement, sizeof g->outcome.settlement[0], out, n);
    if (!strcmp(name, "scores")) return put_per_seat(g, &g->seat[0].score, sizeof g->seat[0], out, n);
    if (!strcmp(name, "delta.sum")) {
        int32_t sum = 0;
        for (int s = 0; s < g->players; s++) sum += g->outcome.delta[s];
        return put(out, n, "%d", (int)sum);
    }
    return unknown(name, err, errlen);
}
