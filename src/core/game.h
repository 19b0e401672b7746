/* game.h: the table engine - a whole match of one ruleset as a deterministic state machine.
 *
 * The engine owns the wall, the seats' tiles, melds, rivers and flowers, whose turn it is and
 * which seats are asked to answer a discard. A front asks who must act (sp_game_pending), what
 * they may do (sp_game_legal), applies one action (sp_game_apply: an illegal action is refused
 * with a reason and the state is left exactly as it was) and drains the events it produced
 * (sp_game_next_event); each event says which seats may see its tiles. Actions travel in their
 * text form (core/action.h), the same one replays, the network and tests use.
 *
 * What differs between rulesets beyond the ruleset file's numbers lives in a model's table
 * hooks (src/core/game_<model>.c): extra decisions (定缺, 报听, one-tile kongs), bans (振聽,
 * 過水, 食替), who may win and what it scores, the hand's settlement, the next dealer and the end
 * of the match. No clock, no I/O, no globals: same ruleset, options, seed and actions give the
 * same events. */
#ifndef SP_GAME_H
#define SP_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/action.h"
#include "core/ruleset.h"
#include "core/score.h"
#include "core/wall.h"

enum {
    SP_TILE_HIDDEN = 255,   /* a tile a seat may not see, in events and views */
    SP_RIVER_MAX = 64,      /* discards of one seat in one hand (2 players on 108 tiles) */
    SP_MAX_LEGAL = 64,      /* legal actions of one seat at one moment */
    SP_EVENT_QUEUE = 256,   /* events waiting to be drained */
    SP_MODEL_STATE = 512,   /* bytes a model's hooks keep in the game */
    SP_MAX_WINNERS = 3
};

typedef enum {
    SP_PHASE_SETUP,      /* decisions before the first discard (定缺): the pending seats answer */
    SP_PHASE_TURN,       /* `turn` acts: discard, self-drawn win, kongs, declarations */
    SP_PHASE_CLAIM,      /* a discard lies on the table: the asked seats answer */
    SP_PHASE_ROB,        /* an added kong is being declared: the asked seats may rob it */
    SP_PHASE_HAND_OVER,  /* the hand has ended; sp_game_next_hand deals the next one */
    SP_PHASE_MATCH_OVER  /* the match has ended and is settled */
} sp_phase;

/* A meld on the table, with its physical tiles. */
typedef struct {
    sp_meld meld;            /* type, lowest kind, from (the seat that discarded the claimed tile) */
    uint8_t tiles[4];        /* physical tiles; tiles[claimed] came from another seat */
    int8_t claimed;          /* index of the claimed tile, -1 for a concealed kong */
    uint8_t order;           /* sequence number of the declaration within the hand */
} sp_game_meld;

/* River entry flags. */
enum {
    SP_RIVER_CLAIMED = 1,    /* taken by another seat (still shown greyed or removed by fronts) */
    SP_RIVER_TSUMOGIRI = 2,  /* the tile just drawn was discarded */
    SP_RIVER_AFTER_CALL = 4, /* discarded right after a chow / pung */
    SP_RIVER_AFTER_KONG = 8  /* discarded right after a kong replacement (热炮) */
};

typedef struct {
    uint8_t held[SP_KINDS];  /* bit c: physical copy c of this kind is in the concealed hand */
    uint8_t counts[SP_KINDS];/* concealed tiles per kind (popcount of held) */
    uint8_t nconcealed;
    uint64_t kinds_held;     /* bit k: counts[k] > 0 (kept with counts by the engine) */
    uint64_t kinds_four;     /* bit k: counts[k] == 4 */
    int16_t drawn;           /* physical tile drawn this turn, -1 if none */
    uint8_t nmelds;
    sp_game_meld melds[4];
    uint8_t nriver;
    uint8_t river[SP_RIVER_MAX];       /* physical tiles, oldest first */
    uint8_t river_flags[SP_RIVER_MAX];
    uint8_t river_seq[SP_RIVER_MAX];   /* each discard's place among all the hand's discards (0 first) */
    uint8_t flowers;                   /* bit i: flower (i+1)f set aside */
    uint8_t nflowers;
    uint8_t flower_order[8];           /* physical flower tiles in the order they were revealed */
    uint8_t nspecial;
    uint8_t special[16];               /* tiles played as one-tile kongs (红中杠, 赖子杠, 皮子杠), in order (at most 4 + 4 + 7) */
    int32_t score;
    bool dead;               /* may no longer win this hand (食替, a false win that does not end the hand) */
    bool out;                /* has won and left the hand (where a win does not end it) */
    /* the kinds that complete the concealed tiles, remembered after the seat's discard so
     * that checking every other seat's discard is a bit test; valid while tiles_version still
     * equals waits_version (every change to held/counts goes through the engine, which bumps
     * tiles_version: models use sp_game_take / sp_game_give, never the arrays directly) */
    uint64_t waits;
    uint16_t tiles_version, waits_version;
    int8_t missing_suit;     /* 定缺: the suit chosen (0 m, 1 p, 2 s), -1 none (public once chosen) */
    bool ready_declared;     /* 报听 / a ready declaration (public) */
    uint8_t draws;           /* tiles drawn this hand (replacements included) */
    uint8_t discards_made;
    uint64_t copy_key;       /* picks which copy of a kind leaves the hand (secret; see game.c) */
} sp_game_seat;

/* How the current hand ended. */
typedef enum { SP_END_NONE, SP_END_WIN, SP_END_EXHAUSTED, SP_END_ABORTIVE } sp_hand_end_kind;

/* One win of the hand, enough to rebuild its score input (sp_game_win_result). */
typedef struct {
    int8_t seat;
    int8_t discarder;        /* -1 for a self-draw */
    uint8_t win_tile;        /* physical tile */
    uint8_t how;             /* sp_win_kind */
    uint32_t situation;      /* sp_situation bits */
    int32_t fan;
    bool valid;              /* false: a false win (詐糊) the ruleset penalises */
    bool limit;
} sp_game_win;

/* The hand's outcome, kept until the next hand is dealt. */
typedef struct {
    uint8_t kind;            /* sp_hand_end_kind */
    uint8_t nwins;
    sp_game_win wins[SP_MAX_WINNERS];
    int32_t delta[SP_SEATS]; /* net change of each seat's score in this hand, every payment included */
    int32_t settlement[SP_SEATS]; /* end-of-match results (when the match ended with this hand) */
    bool match_over;
    /* the hand as it was dealt (the match moves on to the next dealer when the hand ends) */
    uint8_t dealer, round, hand_in_round, dealer_streak;
    int32_t scores_before[SP_SEATS];
} sp_hand_outcome;

/* Where a possible win comes from. */
typedef struct {
    int seat;
    int how;                 /* SP_WIN_TSUMO, SP_WIN_RON (a discard or a robbed kong) */
    int tile;                /* physical winning tile */
    int discarder;           /* -1 for a self-draw */
    unsigned situation;      /* sp_situation bits known to the engine */
} sp_win_context;

/* Events. */
typedef enum {
    SP_EV_HAND_START,  /* seat = dealer, a = round, b = hand within round, n = hand number */
    SP_EV_DEAL,        /* seat receives tiles[0..n) (visible to seat) */
    SP_EV_DRAW,        /* seat draws tile (visible to seat); a = 1 for a replacement */
    SP_EV_FLOWER,      /* seat sets aside flower tile (public) */
    SP_EV_INDICATOR,   /* tile turned over (public); a = the wild kind or -1 */
    SP_EV_DISCARD,     /* seat discards tile (public); a = 1 tsumogiri */
    SP_EV_MELD,        /* seat declares a meld: a = sp_meld_type, from, tiles[0..n) (public) */
    SP_EV_SPECIAL,     /* seat plays a one-tile kong of tile (public) */
    SP_EV_DECLARE,     /* seat's declaration: a = SP_ACT_DINGQUE (b = suit) or SP_ACT_BAOTING */
    SP_EV_PASS,        /* seat passes (visible to seat); a = 1 when a win was possible */
    SP_EV_WIN,         /* seat wins: from = discarder or -1, tile = winning tile, a = fan,
                        * b = 1 valid / 0 false win, tiles[0..n) the concealed hand (public) */
    SP_EV_REVEAL,      /* seat's concealed hand shown at hand end (public) */
    SP_EV_EXHAUSTED,   /* the wall ran out */
    SP_EV_HAND_END,    /* scores: a = outcome kind; the outcome is in sp_game_outcome */
    SP_EV_MATCH_END,
    SP_EV_MODEL,       /* a model's own event: a = the model's code, tile, seat (public) */
    SP_EV_COUNT
} sp_event_type;

typedef struct {
    uint8_t type;
    int8_t seat;
    int8_t from;
    uint8_t tile;            /* physical tile or SP_TILE_HIDDEN */
    int32_t a, b;
    uint8_t visible;         /* bit per seat allowed to see the tiles; 0xFF: everyone */
    uint8_t n;
    uint8_t tiles[14];
    uint32_t serial;         /* 1, 2, 3, ... in the order of emission within the match */
} sp_event;

typedef struct sp_game_hooks sp_game_hooks;

typedef struct sp_game {
    const sp_ruleset *rules;
    const sp_game_hooks *hooks;
    int32_t options[SP_MAX_OPTIONS];
    uint8_t players;
    sp_tile_set tiles;       /* the tiles of the wall: suits and flowers in play (sp_tile_set_of) */
    bool deal_in_fours;      /* the deal is 4-4-4-1 (sp_deal_position) */
    /* a seat may declare HU whenever it could if its hand were right - its turn after a draw, a
     * discard or a kong tile offered - and a hand that cannot win is a false win (詐糊) the
     * scorer penalises (hk-classic allow_false_win; set by the model's match_start) */
    bool false_wins;
    uint64_t seed;           /* the match seed: hand n's wall comes from (seed, n) */
    /* match */
    uint8_t round;           /* round wind 0 E .. 3 N */
    uint8_t hand_in_round;   /* 0-based */
    uint8_t dealer;
    uint8_t start_dealer;
    uint8_t dealer_streak;   /* hands the dealer has kept in a row (連莊) */
    uint16_t hand_number;    /* hands dealt in this match, 1-based once dealt */
    uint8_t rounds_played;   /* rounds completed (the round wind wraps, this does not) */
    /* hand */
    uint8_t phase;           /* sp_phase */
    uint32_t stamp;          /* changes with every applied action and every deal */
    uint8_t wall[SP_MAX_WALL];
    uint8_t wall_size;
    uint8_t head, tail;      /* next live draw at head, next replacement at tail - 1 */
    uint8_t dead_wall;       /* tiles the live wall may not reach */
    int16_t indicator;       /* physical indicator tile, -1 if none (tiles go up to 143) */
    int8_t wild_kind;        /* kind that is wild this hand, -1 if none */
    bool indicator_aside;    /* the indicator tile was taken out of the wall (else it stays in it) */
    uint8_t naside;          /* other tiles a model took out of play this hand (a 7z turned before the indicator) */
    uint8_t aside[4];
    /* kinds that leave a hand only as one-tile kongs this hand (wuhan's 红中, 赖子, 皮; set by
     * the model's hand_start): never discarded nor used in a chow, pung or kong */
    uint64_t special_kinds;
    uint8_t turn;            /* whose turn it is (SP_PHASE_TURN), or who discarded (SP_PHASE_CLAIM/ROB) */
    int16_t last_discard;    /* physical tile of the discard lying on the table, -1 */
    int8_t rob_kind;         /* the kind being added to a pung (SP_PHASE_ROB) */
    uint8_t turn_flags;      /* SP_TURN_* */
    uint8_t kong_chain;      /* kongs declared in a row by the current player */
    uint8_t meld_order;      /* melds declared this hand */
    uint8_t calls_made;      /* calls (chow, pung, kong on a discard) this hand, for first-turn rules */
    uint16_t discards_total; /* discards this hand */
    uint8_t asked;           /* bit per seat: answers still awaited (SETUP, CLAIM, ROB) */
    /* the deal's flower replacements are not all taken yet (a Hong Kong flower win is asked
     * between two seats' replacements): hands may be short of 13 */
    bool deal_open;
    sp_action answer[SP_SEATS];  /* CLAIM / ROB / SETUP: each seat's answer so far */
    uint8_t answered;        /* bit per seat */
    sp_game_seat seat[SP_SEATS];
    sp_hand_outcome outcome;
    _Alignas(16) unsigned char model[SP_MODEL_STATE]; /* the model hooks' own state */
    /* event queue (not part of the game's state proper) */
    uint16_t ev_head, ev_count;
    uint32_t ev_serial;
    sp_event events[SP_EVENT_QUEUE];
} sp_game;

/* Turn flags. */
enum {
    SP_TURN_DREW = 1,        /* the player drew this turn (not after a chow / pung) */
    SP_TURN_REPLACEMENT = 2, /* the drawn tile is a kong replacement */
    SP_TURN_AFTER_CALL = 4,  /* the turn follows the player's chow or pung: discard only */
    SP_TURN_LAST_TILE = 8    /* the drawn tile was the last live tile */
};

typedef struct {
    int n;
    /* the HU listed is a false win (詐糊): offered only because the ruleset lets a player declare
     * freely (sp_game.false_wins); computer players never choose it */
    bool false_win;
    int8_t seat;             /* whose actions (set by sp_game_legal) */
    uint32_t stamp;          /* the game's stamp when listed (sp_game_apply_listed) */
    sp_action a[SP_MAX_LEGAL];
} sp_action_list;

/* The table hooks of a scoring model. Every hook may be NULL (the generic behaviour). */
struct sp_game_hooks {
    /* match set-up: reads options into the model state */
    void (*match_start)(sp_game *g);
    /* after the deal (flowers replaced), before the dealer's first turn: indicator, set-up
     * decisions (sets g->phase = SP_PHASE_SETUP and g->asked) */
    void (*hand_start)(sp_game *g);
    /* the deal's flowers: sets aside and replaces the flowers dealt (wall[0 .. 13 x players),
     * seat (dealer + i) % players got tile j at wall[sp_deal_position(g->deal_in_fours, players,
     * i, j)]); default: seat by seat from the dealer, each until it holds none */
    void (*deal_flowers)(sp_game *g);
    /* the seats answering HU that win, in order (hu: bit per seat); default: in turn order from
     * the discarder, all of them when params "table.multiple_winners" is 1, else the first */
    int (*winners)(const sp_game *g, unsigned hu, int out[SP_SEATS]);
    /* adjusts a seat's legal actions after the generic ones were listed; in the CLAIM and ROB
     * phases it may add only pungs and kongs of the offered tile with two copies held, and
     * chows of it by the next seat holding the run's two other tiles (a seat that could make
     * none of these and cannot win is not asked at all) */
    void (*legal)(const sp_game *g, int seat, sp_action_list *list);
    /* applies an action the generic engine does not know (DINGQUE, BAOTING, SPECIAL), or a
     * SETUP answer; the action is already known to be legal */
    void (*apply)(sp_game *g, int seat, const sp_action *a);
    /* sees every event just after it is queued */
    void (*observe)(sp_game *g, const sp_event *e);
    /* whether a complete hand may be declared: fills `out` with the scoring (may be NULL when
     * only the answer is wanted) and returns true when HU is a legal action. Default: the
     * ruleset's scoring says valid. */
    bool (*win_allowed)(const sp_game *g, const sp_win_context *ctx, sp_score_result *out);
    /* fills the model's extra score input for a win (in->extra points at storage it owns in
     * `extra`, at most 1 KB) */
    void (*score_extra)(const sp_game *g, const sp_win_context *ctx, sp_score_input *in, void *extra);
    /* after the wins of a discard are applied: true when the hand goes on (a mingjiang chicken
     * win, ...); default false */
    bool (*hand_continues)(sp_game *g);
    /* the hand is over (g->outcome holds the wins, each already scored into outcome deltas by
     * the generic settlement, or an exhausted wall): model settlement, next dealer, match end */
    void (*hand_end)(sp_game *g);
    /* whether seat's concealed tiles (plus `extra` kind, -1 for none) may be a complete hand:
     * replaces the generic shape check (regular shapes, the wild kind as wildcards) before
     * win_allowed; for hands without a shape (风一色) and cheap refusals. Default: generic */
    bool (*complete)(const sp_game *g, int seat, int extra);
    /* with `complete`: the kinds that complete a seat's concealed tiles (13 - 3 x melds of them),
     * exactly those for which complete(g, seat, kind) holds; the engine then remembers them as
     * it does the generic waits, and asks `complete` only when they are not known (debug builds
     * check every answer against it). Default: none (complete is asked each time) */
    uint64_t (*waits)(const sp_game *g, int seat);
    /* a seat that has left the hand (out) comes up in turn order: the model may play its turn
     * (a mingjiang chicken winner draws and discards the drawn tile at once, unclaimable) before
     * the turn passes on; returns false when that ended the hand. Default: passed over */
    bool (*out_turn)(sp_game *g, int seat);
    /* after a flower drawn by sp_game_draw is set aside, before its replacement: true when the
     * model holds the draw there (a flower win to decide); sp_game_draw then returns true with
     * no tile drawn, and the model resumes with sp_game_draw(g, seat, true). Default: false */
    bool (*flower_stop)(sp_game *g, int seat);
    /* whether the other seats are asked, as for an added kong, before seat's concealed kong of
     * `kind` is declared (a thirteen-orphans hand robbing it); default: false */
    bool (*rob_ankan)(const sp_game *g, int seat, int kind);
    /* sp_game_check's part for the model: its remembered answers (caches) agree with the tiles
     * now; 0, or -1 with why. Default: nothing to check */
    int (*check)(const sp_game *g, char *why, size_t len);
    /* the score sheet of the exhaustive draw that just ended, where the model settles one (荒庄查叫,
     * 查大叫): 0 with `out` filled, -1 when the scorer refused. Default: none */
    int (*draw_result)(const sp_game *g, sp_score_result *out);
};

/* New match. options: every option resolved (NULL for the ruleset's defaults); players 0 for
 * the ruleset's maximum. Deals the first hand. Returns 0, or -1 with err (bad player count). */
int sp_game_init(sp_game *g, const sp_ruleset *rules, const int32_t *options, int players, uint64_t seed,
                 char *err, size_t errlen);
/* As sp_game_init, but the first hand is dealt from `wall` (physical tiles in draw order: the
 * deal takes 13 per seat from the head, dealer first, as sp_deal_position places them, then the
 * dealer's first draw; kong and flower replacements come from the end). n must be the
 * ruleset's full tile count. */
int sp_game_init_wall(sp_game *g, const sp_ruleset *rules, const int32_t *options, int players, uint64_t seed,
                      const uint8_t *wall, int n, char *err, size_t errlen);

/* Seats that must answer now (bit per seat); 0 when the hand or match is over. */
unsigned sp_game_pending(const sp_game *g);
/* Legal actions of a seat now (empty when it need not act). */
int sp_game_legal(const sp_game *g, int seat, sp_action_list *out);
/* Applies a seat's action. Returns 0, or -1 with `why` (one sentence) and the game unchanged. */
int sp_game_apply(sp_game *g, int seat, const sp_action *a, char *why, size_t whylen);
/* Applies action i of a list sp_game_legal made: without checking it again when the game has
 * not changed since (the fast path of bots and simulations), else as sp_game_apply. */
int sp_game_apply_listed(sp_game *g, const sp_action_list *l, int i, char *why, size_t whylen);
/* Parses the text form and applies it. */
int sp_game_apply_text(sp_game *g, int seat, const char *text, char *why, size_t whylen);
/* After SP_PHASE_HAND_OVER: deals the next hand (or does nothing once the match is over). */
void sp_game_next_hand(sp_game *g);

/* Takes the oldest undrained event; false when none. */
bool sp_game_next_event(sp_game *g, sp_event *out);
/* Forgets the undrained events (for a consumer that does not read them, e.g. a benchmark). */
void sp_game_drop_events(sp_game *g);
/* The event as `seat` may see it (tiles outside its visibility replaced by SP_TILE_HIDDEN). */
void sp_event_for_seat(const sp_event *e, int seat, sp_event *out);

/* The score sheet of win i of the finished (or finishing) hand, rebuilt from the state. */
int sp_game_win_result(const sp_game *g, int i, sp_score_result *out, char *err, size_t errlen);
/* The score sheet of the finished hand's exhaustive draw, where the ruleset settles draws (its
 * lines say who pays whom and why); -1 with why when it does not, or the hand was not drawn. */
int sp_game_draw_result(const sp_game *g, sp_score_result *out, char *err, size_t errlen);
/* The score input of win i, common fields only (extra = NULL): what "Open in calculator" shows. */
int sp_game_win_input(const sp_game *g, int i, sp_score_input *in, char *err, size_t errlen);
/* As sp_game_win_input with the model's own input too (its score_extra hook: Guizhou's beans,
 * chickens and 报听, Wuhan's special kongs ...) written into extra, SP_GAME_EXTRA_SIZE bytes
 * aligned to 16; in->extra then points there (NULL when the ruleset has no such hook). */
enum { SP_GAME_EXTRA_SIZE = 1024 };
int sp_game_win_input_extra(const sp_game *g, int i, sp_score_input *in, void *extra, char *err, size_t errlen);

/* Checks the invariants (every tile in exactly one place, counts, hand sizes); 0, or -1 with why. */
int sp_game_check(const sp_game *g, char *why, size_t len);

/* Live tiles left to draw. */
int sp_game_wall_left(const sp_game *g);
/* The seat wind of a seat this hand (0 E .. 3 N). */
int sp_game_seat_wind(const sp_game *g, int seat);

/* Helpers for the model hooks (src/core/game_<model>.c). */
void sp_game_emit(sp_game *g, const sp_event *e);
/* Emits an event with no source seat and no tile list (tile < 0: SP_TILE_HIDDEN). */
void sp_game_announce(sp_game *g, int type, int seat, int tile, int32_t a, int32_t b, uint8_t visible);
/* Scores a win, records it in the outcome, pays it and announces it with the winner's hand. */
void sp_game_record_win(sp_game *g, const sp_win_context *ctx);
/* The score input of a possible or actual win, common fields only (extra = NULL). */
void sp_game_score_input(const sp_game *g, const sp_win_context *ctx, sp_score_input *in);
/* Scores a possible win with the model's extras; returns 0 or -1 (inconsistent input). */
int sp_game_score(const sp_game *g, const sp_win_context *ctx, sp_score_result *out);
/* The situation bits the engine knows for a possible win of seat now (how: SP_WIN_TSUMO or
 * SP_WIN_RON; robbing: on a kong being added), before the model's own (score_extra). */
unsigned sp_game_win_situation(const sp_game *g, int seat, int how, int discarder, bool robbing);
/* In the ROB phase: the physical tile the added (or concealed) kong being robbed gives, -1 none. */
int sp_game_robbed_tile(const sp_game *g);
/* What the win the seat is offered now is worth: its own draw on its turn, the discard in a
 * claim window, the robbed kong's tile. False when no win can be valued there (no tile, not a
 * valid win). */
bool sp_game_offered_win(const sp_game *g, int seat, sp_score_result *out);
/* Whether seat, as its hand stands, could win on `tile` discarded by `discarder`: a complete
 * hand the model allows (its minimum met, no furiten) - the win a claim window would offer.
 * A search's samples ask it of the hands they deal (core/game_sample.c). */
bool sp_game_could_win_on_discard(const sp_game *g, int seat, int tile, int discarder);
/* Whether seat, as its hand stands, could win by drawing a tile of `kind` on a plain turn of
 * its own (no tile drawn now): the tile is added, the model asked, the hand restored with a new
 * tiles_version (caches keyed by it forget the try). */
bool sp_game_could_win_by_draw(sp_game *g, int seat, int kind);
/* The kinds seat holds once with no other kind held within two in their suit (an honour: no
 * other copy), the kinds in `ignore` (wild tiles) left out, counted up to `most`. In four sets
 * and a pair or seven pairs such a tile can only be in a pair or a group with wild tiles, so
 * each needs its own added tile or wild tile: one added tile completes no hand with two. */
int sp_game_lone_singles(const sp_game *g, int seat, uint64_t ignore, int most);
/* The kinds that complete seat's concealed tiles (13 - 3 x melds of them, no wild tiles) in
 * `shapes` (SP_SHAPE_*): sp_waits, with none at once when two lone single tiles rule every
 * wait out (the common case, checked first). */
uint64_t sp_game_shape_waits(const sp_game *g, int seat, int shapes);
/* Whether seat's concealed tiles plus one tile of kind `extra` are thirteen orphans (十三幺). */
bool sp_game_orphans_with(const sp_game *g, int seat, int extra);
/* Whether a seat other than `seat` still in the hand would complete thirteen orphans with a tile
 * of `kind` (a rob_ankan hook's question: may seat's concealed kong of kind be robbed). */
bool sp_game_orphans_rob(const sp_game *g, int seat, int kind);
/* Removes every action of a type (and tile, unless tile is SP_KIND_NONE) from a list. */
void sp_action_list_remove(sp_action_list *l, int type, int tile);
void sp_action_list_add(sp_action_list *l, const sp_action *a);
bool sp_action_list_has(const sp_action_list *l, int type);
/* Draws the next live tile for seat (flowers set aside and replaced); false when the wall is
 * empty. */
bool sp_game_draw(sp_game *g, int seat, bool replacement);
/* Puts a discard in the seat's river (its flags, its place among the hand's discards: a hand
 * has fewer than 256). */
void sp_game_river_add(sp_game *g, int seat, int tile, uint8_t flags);
/* Sets a flower aside for seat (announced to everyone). */
void sp_game_flower_aside(sp_game *g, int seat, int tile);
/* After a kong (or a one-tile kong): the replacement draw; an empty wall ends the hand. */
void sp_game_kong_replacement(sp_game *g, int seat);
/* Removes one concealed tile of kind k from seat (the drawn one if it is of that kind) and
 * returns the physical tile. */
int sp_game_take(sp_game *g, int seat, int kind);
/* Puts a physical tile into seat's concealed hand (not as the drawn tile). */
void sp_game_give(sp_game *g, int seat, int tile);
/* Ends the hand now (kind: sp_hand_end_kind): reveals hands, runs the hand_end hook. */
void sp_game_end_hand(sp_game *g, int kind);
/* The next seat in play after `seat` clockwise that has not left the hand, who draws. */
void sp_game_next_turn(sp_game *g, int from);
/* The next hand's dealer and round after the usual rotation: the dealer keeps the deal when
 * keep is true, else it passes on (the round advances after each seat dealt once). */
void sp_game_rotate(sp_game *g, bool keep);
/* An option's number: an int or bool option's value, a choice option's label read as a number
 * ("4" -> 4); def when the ruleset has no such option or the label is not a number. */
int32_t sp_game_option_number(const sp_game *g, const char *id, int32_t def);

#endif
