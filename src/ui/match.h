/* match.h: one match in the window - the ruleset, the table session, who plays which seat
 * (the human through a controller that waits for clicks, bots that wait for the animations),
 * the tweens that engine events start, and the score history for the match chart. */
#ifndef UI_MATCH_H
#define UI_MATCH_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game_view.h"
#include "core/rng.h"
#include "net/client.h"
#include "table/session.h"
#include "ui/bots.h"
#include "ui/match_tally.h"

enum { UI_MAX_TWEENS = 24, UI_MAX_HIST = 1024, UI_MAX_CUES = 16 };

typedef enum {
    UI_TW_DRAW,       /* the view seat's drawn tile drops in */
    UI_TW_DISCARD,    /* a discard slides from the hand to the river */
    UI_TW_CLAIM,      /* a claimed tile moves from the river to the new meld */
    UI_TW_INDICATOR,  /* the indicator tile turns up */
    UI_TW_SHOUT       /* a call's word appears by the seat (a = sp_action_type, b = extra) */
} ui_tween_kind;

typedef struct {
    uint8_t kind;
    int8_t seat, from;
    int16_t tile;     /* physical tile, -1 */
    int32_t a, b;
    uint64_t start;
    int dur;
    bool has_src;     /* a discard of the view seat: where the tile stood in the hand */
    float sx, sy, sh;
} ui_tween;

/* A match has one of two sources: a local session (s), or a LAN client (net) whose mirrored
 * view is the game - the host runs the session, this window only shows its seat and sends its
 * choices. Screens ask the ui_match_* functions below, never the source, so the table, result
 * and match-result screens serve both. */
typedef struct ui_match {
    sp_ruleset *rules;       /* a LAN match's is the client's (not owned) */
    sp_session *s;           /* NULL in a LAN match */
    sp_net_client *net;      /* a LAN match's client (owned by ui/lan.c), else NULL */
    uint32_t net_ask;        /* the last ask seen, and when (the host's timer counts from then) */
    uint64_t net_asked_at;
    int net_hand;            /* the hand number whose end was seen, -1 */
    int players;
    int view_seat;           /* whose view the table shows */
    bool human;              /* the view seat is played by the human */
    int level[SP_SEATS];     /* bot level per seat (ui_bot_level index) */
    ui_bot bots[SP_SEATS];
    /* the human's answer, waiting for the controller to be asked */
    bool has_choice;
    sp_action choice;
    /* bots' decisions, made once per game stamp */
    bool bot_has[SP_SEATS];
    uint32_t bot_stamp[SP_SEATS];
    sp_action bot_choice[SP_SEATS];
    /* pacing */
    uint64_t now;
    uint64_t last_event_at;
    int tween_ms, think_ms;
    bool auto_pass;
    int ff_budget;           /* bot actions left in a fast-forward, -1 when playing normally */
    uint64_t paused_at;      /* 0 when running */
    ui_tween tw[UI_MAX_TWEENS];
    int ntw;
    int8_t cue[UI_MAX_CUES]; /* sounds of the events animated since the screen last played them */
    int ncue;
    sp_event held_win[SP_MAX_WINNERS]; /* LAN: win events whose sound waits for the hand's end (match_cues.h) */
    int nheld_win;
    uint64_t held_win_at;
    int tick_second;         /* the countdown's last second ticked (its last 3 s), 0 none */
    int rows_heard;          /* score rows of the sheet shown since rows_heard_for that pinged */
    uint64_t rows_heard_for;
    int64_t fx_heard_ms;     /* the result's animation: the moment up to which its clinks played */
    uint64_t hand_over_at;   /* when the hand's end was seen, 0 while it runs */
    bool result_shown;       /* the result screen was shown for this hand */
    int nhist;               /* scores at the start and after every hand */
    int32_t hist[UI_MAX_HIST][SP_SEATS];
    /* the table screen's own state for the human's hand */
    int sel;                 /* selected tile in the hand row, -1 none */
    int norder;
    int16_t order[18];       /* hand order when auto-sort is off (physical tiles) */
    int nhand_pos;           /* where the view seat's hand tiles were last drawn */
    int16_t hand_tile[18];
    float hand_x[18], hand_y[18], hand_h;
    /* why the human was not offered a win or call on a discard he was not asked about (the
     * engine moves on at once then): shown for a few seconds */
    uint8_t note_reason;     /* sp_block_reason, 0 none */
    uint8_t note_type;       /* the refused action's sp_action_type */
    uint64_t note_until;
    /* the table's moment (ui_match_stamp) the keyboard focus was given in: a focus from an
     * earlier moment is dropped (a LAN view may arrive between two frames' updates) */
    uint32_t focus_stamp;
    /* what the session did for the human when his time ran out (pass, the drawn tile), told
     * in the why-line until timed_out_until */
    sp_action timed_out;
    uint64_t timed_out_until;
    /* a line of the window's own (an i18n key) in the why-line until notice_until, e.g. that
     * the H key does nothing while hints are off */
    const char *notice_key;
    uint64_t notice_until;
    /* the finished hand's score sheets (the result screen) */
    int nres;
    sp_score_result res[SP_MAX_WINNERS];
    int res_page;            /* whose sheet the result screen shows (index into res) */
    uint64_t res_page_since; /* when that sheet was chosen (its patterns appear again) */
    char error[300];
    /* the move suggested to the human (ui/table_hint.c), valid while the game stamp is hint_stamp */
    bool has_hint;
    uint32_t hint_stamp;
    sp_action hint;
    char rules_note[700];    /* resumed with its saved rules: "ID: the fields that differ" */
    /* what the save file holds (ui_autosave): the actions logged and the hands dealt then */
    size_t saved_actions;
    unsigned saved_hands;
    /* a match being watched again in the replay viewer (ui/replay_viewer.h): its session and
     * rules are the viewer's, and the result screens go back to the viewer */
    bool review;
    /* the replay's "seat_players": "person", a computer level's id, "" when it has none */
    char review_who[SP_SEATS][16];
    /* the match's figures for its result (ui_match_tally): a LAN seat's counted hand by hand, a
     * local match's played again from its log when asked (tally_nlog: the log's length then) */
    ui_tally *tally;
    size_t tally_nlog;
} ui_match;

/* Starts a match. human: the view seat (0) is played by the window's player, else every seat
 * is a bot. options NULL for the ruleset's defaults; levels NULL for the first level. Takes
 * ownership of rules (heap, freed with the match). Returns NULL with err. */
ui_match *ui_match_start(sp_ruleset *rules, const int32_t *options, int players, uint64_t seed, bool human,
                         const int *levels, uint64_t now, char *err, size_t errlen);
/* Starts a match whose first hand is dealt from a fixed wall (the tutorial), the human in
 * seat 0. */
ui_match *ui_match_start_wall(sp_ruleset *rules, const int32_t *options, int players, uint64_t seed,
                              const uint8_t *wall, int wall_n, const int *levels, uint64_t now, char *err,
                              size_t errlen);
/* A match shown from a LAN client's mirror (ui/lan.c keeps the client and feeds its events
 * with ui_match_net_event). */
ui_match *ui_match_start_net(sp_net_client *c, uint64_t now, char *err, size_t errlen);
/* One engine event as the seat heard it from the host: animated as a local one. */
void ui_match_net_event(ui_match *m, const sp_event *e);
/* A new client for the same seat after a reconnect. */
void ui_match_net_rebind(ui_match *m, sp_net_client *c);
/* The game's stamp (changes with every move; a LAN match counts the views and asks heard). */
uint32_t ui_match_stamp(const ui_match *m);
/* The game's phase (sp_phase). */
int ui_match_phase(const ui_match *m);
/* The match's option values (NULL: the ruleset's defaults, as a LAN client knows them). */
const int32_t *ui_match_options(const ui_match *m);
/* A seat's player name in a LAN match, NULL in a local one (the screens say you / bot). */
const char *ui_match_player_name(const ui_match *m, int seat);
/* The controller that lets the match's paced computer player decide for a seat. */
sp_controller ui_match_bot_controller(ui_match *m);
/* The computer plays the view seat too (sparrow --autoplay: demos and tests); the match stays
 * the player's (saved, resumable). */
void ui_match_autoplay(ui_match *m);
/* Whether the local match moved on (an action, a new hand) since ui_match_mark_saved. */
bool ui_match_unsaved(const ui_match *m);
void ui_match_mark_saved(ui_match *m);
/* Resumes a saved match (a replay file of a match in progress); NULL with err. When its
 * ruleset's file gives other rules now, the match goes on with the rules the save keeps and
 * ui_match_rules_note says which fields differ (msg.saved_rules_used). */
ui_match *ui_match_resume(const char *path, uint64_t now, char *err, size_t errlen);
/* The same, with the ruleset file's current rules when it changed (new_rules; NULL with err when
 * a saved action is not legal under them) or with the rules the save keeps. */
ui_match *ui_match_resume_rules(const char *path, uint64_t now, bool new_rules, char *err, size_t errlen);
/* "" or "ID: FIELDS" (see ui_match_resume). */
const char *ui_match_rules_note(const ui_match *m);
void ui_match_free(ui_match *m);
/* Sets pacing from the settings (tween and thinking ms, auto-pass, the seconds for a discard
 * and for a call; 0 = no timer). */
void ui_match_pace(ui_match *m, int tween_ms, int think_ms, bool auto_pass, int turn_s, int call_s);

/* Advances: runs the session as far as the players allow at `now`. Returns true while a tween
 * moves (the window keeps drawing); a call's word only needs a frame when it comes and goes. */
bool ui_match_update(ui_match *m, uint64_t now);
/* Whether a bot is about to act (the loop must wake soon, though nothing moves). */
bool ui_match_waiting(const ui_match *m);
/* Called by a controller of another seat just before its discard of `kind` is applied: when
 * the human could win or call with that tile but a rule refuses (he is then not even asked),
 * the reason is kept to be shown for a few seconds (note_*). The bots call it themselves. */
void ui_match_before_discard(ui_match *m, int kind);
/* Notes (for a few seconds' why-line) the first win or call in l a rule refused on a discard
 * going by: from ui_match_before_discard, or the host's "why" over LAN. */
void ui_match_note(ui_match *m, const sp_blocked_list *l);
/* The strings variant of the match's table (ui_tr_variant): "mainland" for the Guizhou and Wuhan
 * tables, NULL for the Hong Kong ones and 明將. */
const char *ui_match_words(const ui_match *m);
/* Takes the sounds queued since the last call (ui/match_cues.h), oldest first; returns how many. */
int ui_match_take_cues(ui_match *m, int *out, int cap);
/* Whether a tween is still moving. */
bool ui_match_tweening(const ui_match *m, uint64_t now);
/* The human's choice for the view seat (checked against the legal list when asked). */
void ui_match_choose(ui_match *m, const sp_action *a);
/* The view seat's legal actions now (empty when it need not act, or a bot plays it). */
void ui_match_legal(const ui_match *m, sp_action_list *out);
/* Milliseconds left on the view seat's timer, -1 when no timer runs. */
int ui_match_time_left(const ui_match *m);
/* The whole time the view seat has for this decision in ms, -1 when no timer runs. */
int ui_match_time_total(const ui_match *m);
void ui_match_view(const ui_match *m, sp_view *out);
/* After the hand's end: deals the next hand. */
void ui_match_next_hand(ui_match *m);
bool ui_match_over(const ui_match *m);
void ui_match_pause(ui_match *m, uint64_t now);
void ui_match_unpause(ui_match *m, uint64_t now);
/* Saves the match in progress; 0 or -1 with err. */
int ui_match_save(const ui_match *m, const char *path, char *err, size_t errlen);
/* Plays on with bots deciding at once and no tweens until `actions` actions were applied or
 * the hand ended (sample screens, the bench); the human's seat is played by a bot too. */
void ui_match_fast_forward(ui_match *m, int actions);
/* The match's figures (ui/match_tally.h) up to now; NULL when out of memory or its log does
 * not play again (err says why then). */
const ui_tally *ui_match_tally(ui_match *m, char *err, size_t errlen);
/* Fast-forwards whole hands (dealing the next ones) until `hands` hands ended or the match is
 * over, recording the score history; leaves the last hand over (its result to show). */
void ui_match_play_hands(ui_match *m, int hands);

#endif
