/* ruleset.h: the parsed form of a ruleset file (rules/<id>.rules). The core never reads files:
 * src/table/ruleset_file.c fills this structure from libconfig text, and every ruleset's
 * scoring model (src/core/rules_<id>.c) reads its numbers from here. */
#ifndef SP_RULESET_H
#define SP_RULESET_H

#include <stdbool.h>
#include <stdint.h>

#include "core/hand.h"

enum {
    SP_RULES_FORMAT = 1, /* format version the loader accepts */
    SP_MAX_PATTERNS = 96,
    SP_MAX_OPTIONS = 64,
    SP_MAX_PARAMS = 128,
    SP_MAX_PARAM_VALUES = 64,
    SP_MAX_LINKS = 16,
    SP_ID_LEN = 40,
    SP_NAME_LEN = 96,
    SP_LABEL_LEN = 48,       /* a choice's name */
    SP_LABEL_HELP_LEN = 160, /* a choice's short help */
    SP_MAX_LABELS = 96,      /* labelled choices in one ruleset, all options together */
    SP_TEXT_LEN = 256,
    SP_MODEL_DATA = 2048, /* bytes a scoring model may keep in the ruleset (model_data) */
    SP_MAX_AI_SETTINGS = 48, /* numbers an `ai` section may set */
    SP_AI_DATA = 1024        /* bytes the computer players keep in the ruleset (ai_data) */
};

typedef enum { SP_LANG_ZH_HANT_, SP_LANG_ZH_HANS_, SP_LANG_EN_, SP_NLANGS } sp_lang_index;

/* A named list of integers ("payment.discard_price" = [1, 2, 4, ...]); one value for scalars. */
typedef struct {
    char name[SP_ID_LEN * 2];
    int nvalues;
    int32_t values[SP_MAX_PARAM_VALUES];
} sp_param;

typedef struct {
    char id[SP_ID_LEN];
    char names[SP_NLANGS][SP_NAME_LEN];
    int32_t value;              /* per count, in the ruleset's unit */
    char evaluator[SP_ID_LEN];  /* the model's evaluator that detects it */
    int nparams;
    sp_param params[4];         /* evaluator parameters */
    int nimplies, nexcludes;
    int16_t implies[SP_MAX_LINKS];  /* patterns this one contains (not counted beside it) */
    int16_t excludes[SP_MAX_LINKS]; /* patterns that cannot stand beside it */
    bool limit;                 /* a limit hand (例牌 / 役滿-like) */
    char kind[16];              /* "pattern", "flower_win", "penalty", "liability", "side", ... */
} sp_pattern_def;

typedef enum { SP_OPT_BOOL, SP_OPT_INT, SP_OPT_CHOICE } sp_option_type;

typedef struct {
    char id[SP_ID_LEN];
    uint8_t type;            /* sp_option_type */
    int32_t def, min, max;   /* choice options: index into choices */
    int nchoices;
    char choices[12][SP_ID_LEN];
    char names[SP_NLANGS][SP_NAME_LEN];
    char help[SP_NLANGS][SP_TEXT_LEN];
    int16_t label0;          /* choice options: choice j is labelled by labels[label0 + j]; -1 none */
} sp_option_def;

/* The name (and optional short help) of one choice of a choice option, per language. */
typedef struct {
    char names[SP_NLANGS][SP_LABEL_LEN];
    char help[SP_NLANGS][SP_LABEL_HELP_LEN];
} sp_choice_label;

/* One number of the file's `ai` section: a field of the computer players' record that the
 * ruleset sets instead of its model's (the names: src/ai/ai_settings.c, rules/README.md). A
 * true/false field is 1 or 0. */
typedef struct {
    char name[SP_ID_LEN];
    double value;
} sp_ai_setting;

/* The keys of a ruleset's payment strategies (core/payments.h). */
enum { SP_PAY_DISCARD, SP_PAY_LIABILITY, SP_PAY_DEALER, SP_PAY_KEYS };

typedef struct sp_ruleset {
    int format;
    char id[SP_ID_LEN];
    char names[SP_NLANGS][SP_NAME_LEN];
    char model[SP_ID_LEN];   /* scoring model: mingjiang, hk_classic, hk_xigu, guizhou, wuhan */
    char unit[SP_NLANGS][16]; /* 番, 台, 分 ... */
    /* table */
    int players_min, players_max;
    unsigned shapes;         /* SP_SHAPE_* */
    bool honors, flowers;
    uint8_t suits;           /* bit 0 m, 1 p, 2 s */
    bool chi, pon, kan;
    int dead_wall;           /* tiles kept back at the tail, 0 if none */
    /* scoring */
    int npatterns;
    sp_pattern_def patterns[SP_MAX_PATTERNS];
    int noptions;
    sp_option_def options[SP_MAX_OPTIONS];
    int nlabels;
    sp_choice_label labels[SP_MAX_LABELS];
    int nparams;
    sp_param params[SP_MAX_PARAMS];  /* every other number: payment, settlement, table flow */
    uint8_t payments[SP_PAY_KEYS];   /* the payment strategies the file chose (core/payments.h);
                                      * 0: the model's default */
    uint64_t content_hash;           /* of the rules alone, not the file's texts or comments
                                      * (table/ruleset_canon.h): saves, replays, the network */
    /* What the scoring model resolved from the fields above when the file was loaded
     * (sp_model_prepare: names turned into indices, numbers gathered), so that scoring
     * does no name lookups. Only the model named by `model` reads it; a model without a
     * preparer leaves model_prepared false. After changing the fields above, prepare again. */
    bool model_prepared;
    _Alignas(16) unsigned char model_data[SP_MODEL_DATA];
    /* How the computer players play it, when the file says (its `ai` section, in file order):
     * not rules, so not in content_hash - a house file tunes its players without becoming
     * other rules. None: they play with the record of the model (src/ai/tuning.c). */
    int nai;
    sp_ai_setting ai[SP_MAX_AI_SETTINGS];
    /* That record with the settings applied, made by src/ai when the file was loaded
     * (sp_ai_settings_prepare); only src/ai reads it. False: no settings, the model's record. */
    bool ai_prepared;
    _Alignas(16) unsigned char ai_data[SP_AI_DATA];
} sp_ruleset;

/* Lookups (linear; models cache the indices they need). -1 / NULL when absent. */
int sp_ruleset_pattern(const sp_ruleset *rs, const char *id);
int sp_ruleset_option(const sp_ruleset *rs, const char *id);
/* Whether the flowers are in the wall: the ruleset has them and its `use_flowers` option, when
 * it has one, is on (options: values by option index, NULL for the defaults). */
bool sp_ruleset_flowers_in_play(const sp_ruleset *rs, const int32_t *options);
/* The suits of the tile set in play (bit 0 m, 1 p, 2 s): the ruleset's, less the characters when
 * its deal option `fapai` is `erfangpai` (guizhou 二房牌: 72 tiles, dots and bamboo only). */
unsigned sp_ruleset_suits_in_play(const sp_ruleset *rs, const int32_t *options);
/* The index of the ruleset's option for the player count ("players", or 人数 "renshu": a choice
 * of "4", "3", "2"), or -1 when it has none. */
int sp_ruleset_players_option(const sp_ruleset *rs);
const sp_param *sp_ruleset_param(const sp_ruleset *rs, const char *name);
/* The wildcard kind an indicator tile turns wild, for rulesets whose params have a "wildcard"
 * group: the next kind within a suit (9 -> 1), and for honours the next one in
 * "wildcard.honour_cycle" (honour numbers 1..7). -1 when the ruleset has no indicator
 * wildcards or the indicator cannot define one (a kind outside the cycle). */
int sp_ruleset_wildcard_kind(const sp_ruleset *rs, int indicator);
/* The kind `step` places after `kind` (before it when step < 0) in the indicator order: within
 * its suit (9 -> 1), and for honours in `cycle` (wildcard.honour_cycle, honour numbers 1..7;
 * NULL: honours have no order). -1 when the kind has no place in the order. */
int sp_ruleset_indicator_step(const sp_param *cycle, int kind, int step);
/* What a front shows for choice j of option i in language lang (sp_lang_index): the choice's
 * label from the file, or its id when the file gives none. */
const char *sp_ruleset_choice_name(const sp_ruleset *rs, int option, int choice, int lang);
/* The choice's short help, "" when none. */
const char *sp_ruleset_choice_help(const sp_ruleset *rs, int option, int choice, int lang);
/* A scalar parameter, or def when absent. */
int32_t sp_ruleset_int(const sp_ruleset *rs, const char *name, int32_t def);
/* The first value of a pattern's parameter (`params = { name = v; }` in the file), def when
 * the pattern has none of that name. */
int32_t sp_pattern_param(const sp_pattern_def *d, const char *name, int32_t def);
/* A choice option's label read as a number ("500" -> 500; the renshu choice "3" -> 3): def
 * when the label is not a whole number (a word such as "limit") or `choice` is out of range. */
int32_t sp_option_choice_number(const sp_option_def *o, int choice, int32_t def);
/* The first dealer option (`first_dealer`: "dice" rolls for it, rules/hk-common.md §3.2; "east" keeps
 * the first deal at seat 0): its index, -1 when the ruleset has none. */
int sp_ruleset_first_dealer_option(const sp_ruleset *rs);
/* Whether the options (NULL: the defaults) roll dice for the first dealer. */
bool sp_ruleset_dice_first_dealer(const sp_ruleset *rs, const int32_t *options);
/* Sets options so that seat 0 (East) deals first: what a wall laid out by hand (tests, lessons,
 * where hands[0] is the dealer's and seat 0 the player's) needs. */
void sp_options_east_deals_first(const sp_ruleset *rs, int32_t *options);

#endif
