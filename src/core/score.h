/* score.h: scoring one hand (or one exhaustive draw) under a ruleset: the common input, the
 * common result; the scoring models (one per ruleset family, src/core/rules_<model>.c) are
 * described in core/model.h.
 *
 * The ruleset file says which model scores it ("model" field) and holds every number the model
 * uses; the model holds the mechanisms (pattern detection, stacking, payments). Models are
 * pure: no I/O, deterministic, no floats, no globals that change. */
#ifndef SP_SCORE_H
#define SP_SCORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/hand.h"
#include "core/notation.h"
#include "core/ruleset.h"

enum { SP_SEATS = 4, SP_MAX_DISCARDS = 40 };

typedef enum { SP_WIN_TSUMO, SP_WIN_RON, SP_WIN_DRAW } sp_win_kind;

/* Situation flags (src/cli/README.md `situation`). */
typedef enum {
    SP_SIT_RINSHAN = 1u << 0,          /* win on a kong replacement */
    SP_SIT_DOUBLE_RINSHAN = 1u << 1,   /* after two or more consecutive kongs */
    SP_SIT_CHANKAN = 1u << 2,          /* robbing a kong */
    SP_SIT_HAITEI = 1u << 3,           /* self-draw on the last wall tile */
    SP_SIT_HOUTEI = 1u << 4,           /* win on the last discard */
    SP_SIT_TIANHU = 1u << 5,
    SP_SIT_DIHU = 1u << 6,
    SP_SIT_RENHU = 1u << 7,
    SP_SIT_FIRST_TURN = 1u << 8,
    SP_SIT_READY_DECLARED = 1u << 9,
    SP_SIT_FURITEN = 1u << 10,
    SP_SIT_KUIKAE_VIOLATION = 1u << 11,
    SP_SIT_PASSED_WIN = 1u << 12,
    SP_SIT_HOT_DISCARD = 1u << 13,     /* 热炮: the discard right after the discarder's kong */
} sp_situation;

/* Flag bit of a CLI situation name, 0 if unknown. */
unsigned sp_situation_flag(const char *name);
const char *sp_situation_name(unsigned flag);

/* What is known about one seat (the winner's own fields live in sp_score_input). */
typedef struct {
    bool present;                 /* the request mentions this seat */
    int nmelds;
    sp_meld melds[4];             /* in the order they were declared */
    uint8_t flowers;              /* bit i: flower (i+1)f */
    int ndiscards;
    uint8_t discards[SP_MAX_DISCARDS]; /* kinds, oldest first */
    int8_t ready;                 /* -1 not said, 0 not ready, 1 ready */
    bool has_tiles;
    uint8_t tiles[SP_KINDS];      /* concealed tiles, where the request reveals them */
    int32_t score;                /* points before the hand (has_scores) */
} sp_seat_info;

typedef struct {
    const sp_ruleset *rules;
    int32_t options[SP_MAX_OPTIONS]; /* every option resolved (defaults + overrides) */
    int players;                     /* seats in play: E S W N first `players` of them */
    sp_win_kind win;
    int seat, round, dealer, discarder; /* 0..3 (E S W N); discarder -1 for none */
    uint8_t tiles[SP_KINDS];         /* winner's concealed tiles, winning tile included */
    int nmelds;
    sp_meld melds[4];
    int win_tile;                    /* kind, -1 for a draw */
    uint8_t flowers;                 /* winner's flowers, bit i = (i+1)f */
    unsigned situation;              /* sp_situation bits */
    int indicator;                   /* kind of the turned tile, -1 if none */
    int dealer_streak;
    bool has_scores;
    sp_seat_info seats[SP_SEATS];    /* indexed by seat; the winner's entry holds scores/discards */
    const void *extra;               /* model-specific input (src/core/rules_<id>.h), may be NULL */
} sp_score_input;

/* One scored pattern: `value` is its total contribution (per-count value x count, or the
 * factor for multiplicative rulesets). */
typedef struct {
    int16_t pattern; /* index into rules->patterns */
    int16_t count;
    int32_t value;
    int32_t den;     /* 0 or 1: value is whole; > 1: the value is value/den (e.g. a x1.5 factor = 3/2) */
} sp_pattern_score;

/* Extra answer fields a model adds (src/cli/README.md allows them): printed as JSON keys. */
/* SP_FIELD_ID_SEAT prints {"id": text, "seat": value as E/S/W/N} (e.g. a liability). */
/* SP_FIELD_SEATS_BOOL prints a per-seat map of true/false (seats[s] != 0), honouring seat_mask. */
typedef enum { SP_FIELD_INT, SP_FIELD_BOOL, SP_FIELD_TEXT, SP_FIELD_SEATS, SP_FIELD_ID_SEAT, SP_FIELD_SEATS_BOOL } sp_field_type;
typedef struct {
    char key[24];
    uint8_t type;          /* sp_field_type */
    int32_t value;         /* INT, BOOL */
    int32_t seats[SP_SEATS]; /* SEATS: a per-seat map */
    uint8_t seat_mask;     /* SEATS: 0 = every seat in play; else only the seats whose bit is set */
    char text[48];         /* TEXT */
} sp_result_field;

enum { SP_MAX_SCORED = 48, SP_MAX_PARTS = 6, SP_MAX_FIELDS = 10 };

/* Why a hand is not a valid win, as a stable code: one per sentence a model gives, so that a
 * front can say it in the player's language (strings "score.reason.<id>", sp_score_reason_id)
 * while `reason` keeps the English sentence the CLI prints. {1} and {2} in a sentence stand for
 * reason_args[0] and [1]. score_reason.c holds the ids and the English sentences. */
typedef enum {
    SP_REASON_NONE,
    /* Hong Kong (rules_hk_common.c) */
    SP_REASON_HK_INCOMPLETE, SP_REASON_HK_BELOW_MINIMUM, SP_REASON_HK_NO_FLOWERS, SP_REASON_HK_FLOWER_NOT_HELD,
    SP_REASON_HK_FLOWER_COUNT, SP_REASON_HK_ROB_CONCEALED_KONG, SP_REASON_HK_ORPHANS_ROB_OFF, SP_REASON_HK_PASSED_WIN,
    /* Chinese Official (rules_mcr.c) */
    SP_REASON_MCR_INCOMPLETE, SP_REASON_MCR_BELOW_MINIMUM,
    /* Taiwan / Mingjiang (rules_mingjiang.c) */
    SP_REASON_MJ_INCOMPLETE, SP_REASON_MJ_CHICKEN_FROZEN, SP_REASON_MJ_FROZEN_DISCARD, SP_REASON_MJ_ROB_CONCEALED_KONG,
    SP_REASON_MJ_SWAP_CALL, SP_REASON_MJ_PASSED_WIN, SP_REASON_MJ_FURITEN_CHICKEN, SP_REASON_MJ_CHICKEN,
    /* Guizhou (rules_guizhou.c) */
    SP_REASON_GZ_INCOMPLETE, SP_REASON_GZ_VOID_SUIT, SP_REASON_GZ_PASSED_WIN, SP_REASON_GZ_NEEDS_KONG,
    /* Wuhan (rules_wuhan.c) */
    SP_REASON_WH_INCOMPLETE, SP_REASON_WH_PASSED_WIN, SP_REASON_WH_NOT_OPENED, SP_REASON_WH_SPECIAL_HELD,
    SP_REASON_WH_SPECIAL_WIN, SP_REASON_WH_TOO_MANY_LAIZI, SP_REASON_WH_SMALL_LAIZI, SP_REASON_WH_SMALL_PAIR,
    SP_REASON_WH_BELOW_QIHU,
    SP_REASON_COUNT
} sp_score_reason;

typedef struct {
    bool valid;
    char reason[160];         /* why not valid, one sentence (English) */
    uint8_t reason_code;      /* sp_score_reason; SP_REASON_NONE when valid */
    int32_t reason_args[2];   /* the numbers the sentence names ({1}, {2}) */
    int32_t fan;              /* the hand's value in the ruleset's unit, after limits */
    bool limit;
    int npatterns;
    sp_pattern_score patterns[SP_MAX_SCORED];
    bool has_base;
    int32_t base;
    int32_t payments[SP_SEATS]; /* net change per seat; sums to zero where zero-sum */
    int nparts;               /* "breakdown": named per-seat parts of the payments */
    struct {
        char name[16];
        int32_t seats[SP_SEATS];
    } parts[SP_MAX_PARTS];
    int nfields;
    sp_result_field fields[SP_MAX_FIELDS];
    int nnotes;
    char notes[4][120];
} sp_score_result;

/* Sets the model-independent defaults (options from the ruleset, 4 players, no indicator). */
void sp_score_input_init(sp_score_input *in, const sp_ruleset *rules);
/* Common entry: checks the input against the ruleset, then runs the model. */
int sp_score(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen);

/* A stable lower-case id of a reason ("hk_below_minimum"), "none" for SP_REASON_NONE, NULL
 * when out of range; its English sentence with {1} {2} for the arguments. */
const char *sp_score_reason_id(int reason);
const char *sp_score_reason_english(int reason);

/* A pattern the result's reading found but did not count, because a counted pattern `by`
 * implies it (includes it) or excludes it (the ruleset's implies / excludes links). */
typedef struct {
    int16_t pattern, by;
    bool implied;       /* in by's implies (else in its excludes) */
    int32_t value, den; /* what it would have been worth (as sp_pattern_score) */
} sp_excluded;

/* The patterns `res` (sp_score of `in`) left out for a counted pattern's sake, at most max,
 * each once. Found by scoring `in` again under a copy of its ruleset without any links, in
 * `scratch` (the caller's room: a ruleset is large): a pattern counted there, linked from a
 * pattern counted in both answers and not counted in res, was left out by that link. The
 * answer itself is not touched. Returns the count (0 when the second scoring fails). */
int sp_score_excluded(const sp_score_input *in, const sp_score_result *res, sp_ruleset *scratch, sp_excluded *out, int max);

/* Helpers for models. */
/* Marks the result not valid for `reason`, with its arguments and its English sentence. */
void sp_result_invalid(sp_score_result *r, int reason, int32_t a, int32_t b);
void sp_result_add_pattern(sp_score_result *r, int pattern, int count, int32_t value);
sp_result_field *sp_result_add_field(sp_score_result *r, const char *key, sp_field_type type);
int32_t *sp_result_add_part(sp_score_result *r, const char *name);
void sp_result_note(sp_score_result *r, const char *fmt, ...);
/* Option value by id (linear lookup; cache sp_ruleset_option indices on hot paths). */
int32_t sp_input_option(const sp_score_input *in, const char *id);

#endif
