/* ruleset.c: lookups in a parsed ruleset. */
#include "core/ruleset.h"

#include <string.h>

int sp_ruleset_pattern(const sp_ruleset *rs, const char *id)
{
    for (int i = 0; i < rs->npatterns; i++)
        if (!strcmp(rs->patterns[i].id, id)) return i;
    return -1;
}

int sp_ruleset_option(const sp_ruleset *rs, const char *id)
{
    for (int i = 0; i < rs->noptions; i++)
        if (!strcmp(rs->options[i].id, id)) return i;
    return -1;
}

int sp_ruleset_players_option(const sp_ruleset *rs)
{
    int i = sp_ruleset_option(rs, "players");
    if (i < 0) i = sp_ruleset_option(rs, "renshu");
    return i >= 0 && rs->options[i].type == SP_OPT_CHOICE ? i : -1;
}

bool sp_ruleset_flowers_in_play(const sp_ruleset *rs, const int32_t *options)
{
    int i = sp_ruleset_option(rs, "use_flowers");
    return rs->flowers && (i < 0 || (options ? options[i] : rs->options[i].def) != 0);
}

unsigned sp_ruleset_suits_in_play(const sp_ruleset *rs, const int32_t *options)
{
    int i = sp_ruleset_option(rs, "fapai");
    if (i < 0 || rs->options[i].type != SP_OPT_CHOICE) return rs->suits;
    int32_t c = options ? options[i] : rs->options[i].def;
    bool two = c >= 0 && c < rs->options[i].nchoices && !strcmp(rs->options[i].choices[c], "erfangpai");
    return two ? rs->suits & ~1u : rs->suits;
}

/* The label of a choice, NULL when it has none (or the arguments are out of range). */
static const sp_choice_label *choice_label(const sp_ruleset *rs, int option, int choice, int lang)
{
    if (option < 0 || option >= rs->noptions || lang < 0 || lang >= SP_NLANGS) return NULL;
    const sp_option_def *o = &rs->options[option];
    if (o->type != SP_OPT_CHOICE || choice < 0 || choice >= o->nchoices || o->label0 < 0 || o->label0 + choice >= rs->nlabels)
        return NULL;
    return &rs->labels[o->label0 + choice];
}

const char *sp_ruleset_choice_name(const sp_ruleset *rs, int option, int choice, int lang)
{
    const sp_choice_label *l = choice_label(rs, option, choice, lang);
    if (l && l->names[lang][0]) return l->names[lang];
    if (option < 0 || option >= rs->noptions) return "";
    const sp_option_def *o = &rs->options[option];
    return choice >= 0 && choice < o->nchoices ? o->choices[choice] : "";
}

const char *sp_ruleset_choice_help(const sp_ruleset *rs, int option, int choice, int lang)
{
    const sp_choice_label *l = choice_label(rs, option, choice, lang);
    return l ? l->help[lang] : "";
}

const sp_param *sp_ruleset_param(const sp_ruleset *rs, const char *name)
{
    for (int i = 0; i < rs->nparams; i++)
        if (!strcmp(rs->params[i].name, name)) return &rs->params[i];
    return NULL;
}

int32_t sp_ruleset_int(const sp_ruleset *rs, const char *name, int32_t def)
{
    const sp_param *p = sp_ruleset_param(rs, name);
    return p && p->nvalues > 0 ? p->values[0] : def;
}

int32_t sp_pattern_param(const sp_pattern_def *d, const char *name, int32_t def)
{
    for (int i = 0; i < d->nparams; i++)
        if (!strcmp(d->params[i].name, name) && d->params[i].nvalues > 0) return d->params[i].values[0];
    return def;
}

int32_t sp_option_choice_number(const sp_option_def *o, int choice, int32_t def)
{
    if (choice < 0 || choice >= o->nchoices) return def;
    const char *t = o->choices[choice];
    int32_t v = 0;
    int digits = 0;
    for (; *t >= '0' && *t <= '9'; t++, digits++) {
        if (digits == 9) return def; /* no option counts that far */
        v = v * 10 + (*t - '0');
    }
    return digits && !*t ? v : def;
}

int sp_ruleset_indicator_step(const sp_param *cycle, int kind, int step)
{
    if (kind < 0 || kind >= SP_KINDS) return -1;
    if (kind < SP_KIND_Z) return kind / 9 * 9 + ((kind % 9 + step) % 9 + 9) % 9;
    if (!cycle || cycle->nvalues <= 0) return -1;
    for (int i = 0; i < cycle->nvalues; i++)
        if (cycle->values[i] == kind - SP_KIND_Z + 1) {
            int j = ((i + step) % cycle->nvalues + cycle->nvalues) % cycle->nvalues;
            int next = cycle->values[j]; /* 1..7 in a loaded ruleset */
            return next >= 1 && next <= 7 ? SP_KIND_Z + next - 1 : -1;
        }
    return -1;
}

int sp_ruleset_wildcard_kind(const sp_ruleset *rs, int indicator)
{
    const sp_param *cycle = sp_ruleset_param(rs, "wildcard.honour_cycle");
    return cycle ? sp_ruleset_indicator_step(cycle, indicator, 1) : -1;
}

int sp_ruleset_first_dealer_option(const sp_ruleset *rs)
{
    int i = sp_ruleset_option(rs, "first_dealer");
    return i >= 0 && rs->options[i].type == SP_OPT_CHOICE ? i : -1;
}

/* The index of choice `name` of option i, -1 when it has none. */
static int choice_index(const sp_ruleset *rs, int i, const char *name)
{
    for (int c = 0; c < rs->options[i].nchoices; c++)
        if (!strcmp(rs->options[i].choices[c], name)) return c;
    return -1;
}

bool sp_ruleset_dice_first_dealer(const sp_ruleset *rs, const int32_t *options)
{
    int i = sp_ruleset_first_dealer_option(rs);
    if (i < 0) return false;
    return (options ? options[i] : rs->options[i].def) == choice_index(rs, i, "dice");
}

void sp_options_east_deals_first(const sp_ruleset *rs, int32_t *options)
{
    int i = sp_ruleset_first_dealer_option(rs);
    if (i >= 0 && choice_index(rs, i, "east") >= 0) options[i] = choice_index(rs, i, "east");
}
