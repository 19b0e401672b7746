/* score.c: the common part of scoring: input defaults, checks, result helpers. */
#include "core/score.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/model.h"

static const char *const situation_names[] = {
    "rinshan", "double_rinshan", "chankan", "haitei", "houtei", "tianhu", "dihu", "renhu",
    "first_turn", "ready_declared", "furiten", "kuikae_violation", "passed_win", "hot_discard",
};

unsigned sp_situation_flag(const char *name)
{
    for (size_t i = 0; i < sizeof situation_names / sizeof situation_names[0]; i++)
        if (!strcmp(situation_names[i], name)) return 1u << i;
    return 0;
}

const char *sp_situation_name(unsigned flag)
{
    for (size_t i = 0; i < sizeof situation_names / sizeof situation_names[0]; i++)
        if (flag == 1u << i) return situation_names[i];
    return NULL;
}

void sp_score_input_init(sp_score_input *in, const sp_ruleset *rules)
{
    memset(in, 0, sizeof *in);
    in->rules = rules;
    for (int i = 0; i < rules->noptions; i++) in->options[i] = rules->options[i].def;
    in->players = rules->players_max;
    in->dealer = 0;
    in->discarder = -1;
    in->win_tile = -1;
    in->indicator = -1;
    for (int s = 0; s < SP_SEATS; s++) in->seats[s].ready = -1;
}

int sp_score(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    const sp_model *m = sp_model_of(in->rules);
    if (!m) {
        snprintf(err, errlen, "rules: ruleset '%s' names an unknown scoring model '%s'", in->rules->id, in->rules->model);
        return -1;
    }
    if (in->players < in->rules->players_min || in->players > in->rules->players_max) {
        snprintf(err, errlen, "players: %s is played by %d to %d players, not %d", in->rules->id, in->rules->players_min,
                 in->rules->players_max, in->players);
        return -1;
    }
    if (in->seat < 0 || in->seat >= in->players) {
        snprintf(err, errlen, "seat: seat %c is not in play with %d players", "ESWN"[in->seat & 3], in->players);
        return -1;
    }
    if (in->win == SP_WIN_RON) {
        if (in->discarder < 0) {
            snprintf(err, errlen, "discarder: a ron (win on a discard) needs the seat that discarded");
            return -1;
        }
        if (in->discarder == in->seat || in->discarder >= in->players) {
            snprintf(err, errlen, "discarder: seat %c cannot have dealt in to seat %c", "ESWN"[in->discarder & 3], "ESWN"[in->seat & 3]);
            return -1;
        }
    }
    if (in->win == SP_WIN_TSUMO && in->discarder >= 0) {
        snprintf(err, errlen, "discarder: a self-draw (tsumo) has no discarder");
        return -1;
    }
    if (in->flowers && !in->rules->flowers) {
        snprintf(err, errlen, "flowers: ruleset %s plays without flowers", in->rules->id);
        return -1;
    }
    if (in->dealer < 0 || in->dealer >= in->players) {
        snprintf(err, errlen, "dealer: seat %c is not in play", "ESWN"[in->dealer & 3]);
        return -1;
    }
    return m->score(in, out, err, errlen);
}

void sp_result_add_pattern(sp_score_result *r, int pattern, int count, int32_t value)
{
    if (r->npatterns >= SP_MAX_SCORED) return;
    sp_pattern_score *p = &r->patterns[r->npatterns++];
    p->pattern = (int16_t)pattern;
    p->count = (int16_t)count;
    p->value = value;
    p->den = 0;
}

sp_result_field *sp_result_add_field(sp_score_result *r, const char *key, sp_field_type type)
{
    /* when full, the last field is reused: the arrays are sized for every model's needs */
    sp_result_field *f = r->nfields < SP_MAX_FIELDS ? &r->fields[r->nfields++] : &r->fields[SP_MAX_FIELDS - 1];
    memset(f, 0, sizeof *f);
    snprintf(f->key, sizeof f->key, "%s", key);
    f->type = (uint8_t)type;
    return f;
}

int32_t *sp_result_add_part(sp_score_result *r, const char *name)
{
    int i = r->nparts < SP_MAX_PARTS ? r->nparts++ : SP_MAX_PARTS - 1;
    snprintf(r->parts[i].name, sizeof r->parts[0].name, "%s", name);
    memset(r->parts[i].seats, 0, sizeof r->parts[0].seats);
    return r->parts[i].seats;
}

sp_pay_line *sp_result_add_line(sp_score_result *r, int pattern, int from, int to, int32_t amount)
{
    if (r->nlines >= SP_MAX_LINES) {
        r->lines_cut = true;
        return NULL;
    }
    sp_pay_line *l = &r->lines[r->nlines++];
    *l = (sp_pay_line){.pattern = (int16_t)pattern, .from = (int8_t)from, .to = (int8_t)to, .of = -1, .kind = -1, .part = -1,
                       .amount = amount};
    return l;
}

void sp_result_note(sp_score_result *r, const char *fmt, ...)
{
    if (r->nnotes >= 4) return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->notes[r->nnotes++], sizeof r->notes[0], fmt, ap);
    va_end(ap);
}

int32_t sp_input_option(const sp_score_input *in, const char *id)
{
    int i = sp_ruleset_option(in->rules, id);
    return i < 0 ? 0 : in->options[i];
}
