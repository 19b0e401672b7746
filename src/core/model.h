/* model.h: one descriptor per scoring model ("model" in a ruleset file), and the one list of
 * them (model.c). A model is the mechanism a family of rulesets shares (pattern detection,
 * payments, table hooks); its numbers come from the ruleset file.
 *
 * Everything that differs by model is reached from here: nothing else compares model names or
 * hook addresses. Layers above the core that keep something per model which cannot live in
 * the core (the CLI's JSON request extras, the computer players' tuning records) index an
 * array by the descriptor's `id`. Adding a model: its files (rules_<model>.c, game_<model>.c),
 * its descriptor, one line in model.c's list, one sp_model_id (rules/README.md). */
#ifndef SP_MODEL_H
#define SP_MODEL_H

#include <stdbool.h>
#include <stddef.h>

#include "core/game.h"
#include "core/ruleset.h"
#include "core/score.h"

typedef enum {
    SP_MODEL_MINGJIANG,
    SP_MODEL_HK_CLASSIC,
    SP_MODEL_HK_XIGU,
    SP_MODEL_GUIZHOU,
    SP_MODEL_WUHAN,
    SP_MODEL_MCR,
    SP_MODEL_COUNT
} sp_model_id;

/* Why a model's own rules refuse what the tiles allow (game_explain.c asks these in order
 * around its generic questions). Each returns an sp_block_reason, or SP_BLOCK_NONE (0) when
 * it has nothing to say; every hook may be NULL. */
typedef struct {
    /* a ban that comes before any scoring (定缺, 开口, one-tile-kong tiles) */
    int (*win_ban)(const sp_game *g, const sp_win_context *ctx);
    /* a refused win that no scoring situation explains (振聽 from the river, 通行证); NONE:
     * the hand is below the minimum */
    int (*win_unscored)(const sp_game *g, const sp_win_context *ctx);
    /* a refused pung, kong or chow of `kind` (w0, w1: the chow's other kinds) or discard */
    int (*claim)(const sp_game *g, int seat, int type, int kind, int w0, int w1);
} sp_explain_hooks;

/* An evaluator's earlier name. Every model names a concept it shares with another the same way
 * (full_flush, all_pungs, kong_replacement, passed_win ...); a file written with the earlier name
 * still loads, and the rules' hash is taken with the earlier name so that saves, replays and
 * problem sets made before the rename keep theirs. */
typedef struct {
    const char *was, *now;
} sp_evaluator_rename;

typedef struct sp_model {
    sp_model_id id;
    const char *name;                 /* as the ruleset file's "model" says it */
    /* the pattern evaluators the model knows (NULL-terminated): a ruleset file naming
     * another one is refused when loaded */
    const char *const *evaluators;
    const sp_evaluator_rename *renamed; /* {NULL, NULL}-terminated; NULL: none */
    /* resolves what scoring needs once into rs->model_data (NULL: nothing to prepare);
     * returns 0, or -1 with err when the ruleset lacks something the model needs */
    int (*prepare)(sp_ruleset *rs, char *err, size_t errlen);
    /* scores one request; returns 0, or -1 with err set when the request is inconsistent
     * (e.g. a ron without a discarder); an illegal hand is not an error but valid = false */
    int (*score)(const sp_score_input *in, sp_score_result *out, char *err, size_t errlen);
    const sp_game_hooks *hooks;       /* the table hooks (NULL: the generic table) */
    const sp_explain_hooks *explain;  /* NULL: only the generic reasons */
    /* the fronts' set of words for this model's table ("mainland": 胡 / 杠 / 碰 wording and
     * hints of the mainland rulesets), NULL for the default */
    const char *wording;
    /* its score reads the other seats' concealed tiles and their ready flag (the request's
     * others.X.tiles and ready: a ready seat's chickens and 查叫, a discarder's 承包); the
     * calculator offers fields for them only where this is true */
    bool others_hands;
    /* who pays a win (core/payments.h): the strategy of each key when the file names none, and
     * the strategies the model can price (bit c: choice c); 0 for a key the model has no use
     * for (liability, without 包 patterns); all 0 for a model that settles in its own way, whose
     * files may have no `payments` section */
    uint8_t payments[SP_PAY_KEYS];
    uint8_t payment_choices[SP_PAY_KEYS];
} sp_model;

/* The model of that name, NULL when none. */
const sp_model *sp_model_find(const char *name);
/* The model a ruleset names (NULL when unknown: the loader refuses such a file). */
const sp_model *sp_model_of(const sp_ruleset *rs);
/* The models, in sp_model_id order (count: SP_MODEL_COUNT). */
const sp_model *sp_model_at(int id);
/* The evaluator a file's `name` stands for in model m: its present name (name itself when it
 * was never renamed). */
const char *sp_model_evaluator_now(const sp_model *m, const char *name);
/* The name a ruleset's hash is taken with: the first name the evaluator had in model m. */
const char *sp_model_evaluator_hashed(const sp_model *m, const char *name);
/* Lets the ruleset's model resolve what it needs (the loader calls it after parsing); returns
 * 0 (also for models without a preparer), or -1 with err set. */
int sp_model_prepare(sp_ruleset *rs, char *err, size_t errlen);

/* The descriptors (src/core/rules_<model>.c). */
extern const sp_model sp_model_mingjiang, sp_model_hk_classic, sp_model_hk_xigu, sp_model_guizhou, sp_model_wuhan,
    sp_model_mcr;

#endif
