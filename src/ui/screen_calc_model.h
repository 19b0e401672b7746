/* screen_calc_model.h: the calculator screen's model, apart from drawing - the hand being
 * built (ruleset and options, tiles, melds with their source seats, flowers, winning tile, win
 * kind, winds, dealer, situations, indicator, other seats' melds) and its answer.
 *
 * The answer comes from the one path every front uses (table/score_request.h,
 * score_request_answer): the model writes the same JSON request `sparrow-cli score` reads
 * (ui_calc_request) and keeps the answer object, so the window and the CLI cannot disagree.
 * Request fields the screen has no control for (a ruleset's own extras such as special_kongs,
 * liable, scores) are kept as given and sent back unchanged (`extra`), so a hand opened from
 * a request or a table is scored whole. No SDL here: tests drive it headless. */
#ifndef UI_SCREEN_CALC_MODEL_H
#define UI_SCREEN_CALC_MODEL_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>

#include "core/score.h"
#include "table/score_request.h"

enum { UI_CALC_MELD_LEN = 24, UI_CALC_MAX_WAITS = 34 };

/* Something the calculator could not do or score, for the window to say in the player's
 * language: a strings key ("calc.err.five") whose {1} {2} take arg[0], arg[1] (an argument
 * "@KEY" is itself a strings key: "@wind.2"), and the same in English (`text`, for logs, tests
 * and the request loader). key "": no key fits, the English is all there is. */
typedef struct {
    char key[32];
    char arg[2][48];
    char text[240];
} ui_calc_msg;

/* What one wait of a hand one tile short would be worth. */
typedef struct {
    int kind;
    int left;           /* copies not named in the request (ui_calc_visible) */
    bool scored;        /* the completed hand was scored (else `why` says what failed) */
    bool valid;
    int32_t fan;
    int32_t gain;       /* the winner's payment */
    char why[160];      /* English: the request's error, or the reason it is no win */
    uint8_t reason;     /* sp_score_reason of a wait that is no win */
    int32_t reason_args[2];
} ui_calc_wait;

typedef struct {
    bool set;           /* the request names this seat under "others" */
    int nmelds;
    sp_meld melds[4];
    bool has_tiles;     /* its concealed tiles are given (others.X.tiles) */
    uint8_t tiles[SP_KINDS];
    int8_t ready;       /* -1 not said, 0 not ready, 1 ready (others.X.ready) */
    cJSON *extra;       /* its other fields (kongs, discards, won, ...), owned; NULL none */
} ui_calc_seat;

typedef struct ui_calc {
    /* the ruleset */
    char rules_id[SP_ID_LEN];
    sp_ruleset *rules;                 /* loaded, owned; NULL until one loads */
    int32_t options[SP_MAX_OPTIONS];   /* resolved values (defaults + overrides) */
    bool option_set[SP_MAX_OPTIONS];   /* sent as overrides */
    int players;                       /* 0: the ruleset's default (not sent) */
    /* the winner's hand */
    uint8_t tiles[SP_KINDS];           /* concealed, the winning tile included */
    int nmelds;
    sp_meld melds[4];
    int win_tile;                      /* kind (a flower for a flower win), -1 none */
    sp_win_kind win;
    int seat, round, dealer, discarder; /* round/dealer -1: not sent; discarder -1 none */
    uint8_t flowers;                   /* bit i = (i+1)f */
    unsigned situation;                /* sp_situation bits */
    int indicator;                     /* -1 none */
    ui_calc_seat others[SP_SEATS];
    cJSON *extra;                      /* other top-level request fields, owned; NULL none */
    /* the answer (ui_calc_update) */
    cJSON *answer;                     /* score_request_answer's object, NULL when refused */
    char error[320];                   /* why the request was refused ("" when answered) */
    ui_calc_msg problem;               /* the same, for the player (ui_calc_problem) */
    sp_score_input in;                 /* as parsed (when answer) */
    sp_score_result res;
    int nexcluded;                     /* the patterns the answer left out for a counted one's sake */
    sp_excluded excluded[SP_MAX_SCORED];
    sp_ruleset *scratch;               /* room for sp_score_excluded, owned */
    int size, full;                    /* concealed tiles now, and a winning hand's count */
    int shanten;                       /* of the concealed tiles, -1 complete */
    int nwaits;
    ui_calc_wait waits[UI_CALC_MAX_WAITS];
    score_extras x;                    /* the models' room (32 KiB) */
} ui_calc;

ui_calc *ui_calc_new(void);
void ui_calc_free(ui_calc *c);
/* Loads a ruleset by id or path: options back to its defaults, the hand kept. 0, or -1 with err. */
int ui_calc_set_rules(ui_calc *c, const char *id, char *err, size_t errlen);
/* Takes a copy of rules already loaded (a match's: the rules it is played with, which may be
 * no longer its file's), options back to its defaults; a request naming its id keeps it. 0, or
 * -1 with err. */
int ui_calc_use_rules(ui_calc *c, const sp_ruleset *rules, char *err, size_t errlen);
/* Empties the hand (keeps the ruleset and options). */
void ui_calc_clear(ui_calc *c);
/* Fills the model from a `score` request (its "rules" field, or the loaded ruleset when it has
 * none or names the loaded one's id: a match's rules stay those it was played with); 0, or -1
 * with err naming the field. */
int ui_calc_load_request(ui_calc *c, const cJSON *req, char *err, size_t errlen);
/* The request the model stands for (the caller frees it). */
cJSON *ui_calc_request(const ui_calc *c);
/* Recomputes the answer, the shanten and the waits; lang 0 zh-Hant, 1 zh-Hans, 2 en. */
void ui_calc_update(ui_calc *c, int lang);

/* What the refused request (c->error) means for the player: a key of the calculator's own
 * when the model shows the cause (tile count, no winning tile, the discarder, a fifth copy, a
 * seat not in play, flowers), else the English error under "calc.err.other". */
void ui_calc_problem(const ui_calc *c, ui_calc_msg *out);
/* Sets m (key, its two arguments, the English sentence); returns -1 for `return`. */
int ui_calc_say(ui_calc_msg *m, const char *key, const char *a, const char *b, const char *english, ...)
    __attribute__((format(printf, 5, 6)));

/* Editing. Each returns 0, or -1 with why when the edit is impossible (the model unchanged). */
int ui_calc_set_tiles_text(ui_calc *c, const char *text, ui_calc_msg *why);
/* The concealed tiles as notation ("123m456p11z"). */
void ui_calc_tiles_text(const ui_calc *c, char *out, size_t len);
/* The seats in play: "players" as given, else the ruleset's player-count option (Guizhou's
 * 人数), else its most players. */
int ui_calc_players(const ui_calc *c);
/* Whether the ruleset's scoring reads the other seats' concealed tiles and ready flag (the
 * model's others_hands: Guizhou's ready seats' chickens and 查叫, Wuhan's 承包 and 查大叫). */
bool ui_calc_others_hands(const ui_calc *c);
/* Another seat's concealed tiles from notation ("" none given): as the winner's tiles, the
 * same errors; 0, or -1 with why (the model unchanged). */
int ui_calc_set_other_tiles(ui_calc *c, int seat, const char *text, ui_calc_msg *why);
/* Another seat's concealed tiles as notation, "" when none are given. */
void ui_calc_other_tiles_text(const ui_calc *c, int seat, char *out, size_t len);
/* Another seat's ready flag: not said, ready, not ready, and round again (back: the other way). */
void ui_calc_cycle_ready(ui_calc *c, int seat, bool back);
/* Adds one tile of kind (a flower goes to the flowers); -1 when a fifth copy. */
int ui_calc_add_tile(ui_calc *c, int kind, ui_calc_msg *why);
void ui_calc_remove_tile(ui_calc *c, int kind);
int ui_calc_add_meld(ui_calc *c, const char *text, ui_calc_msg *why);
void ui_calc_remove_meld(ui_calc *c, int i);
/* Copies of kind named anywhere in the request (hand, melds, others' melds and concealed
 * tiles, indicator), as the request's parser counts them. */
int ui_calc_visible(const ui_calc *c, int kind);

#endif
