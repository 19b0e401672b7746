/* screen_calc.h: the calculator screen's parts (screen_calc*.c) share its state and zone ids.
 * screen_calc.c is the screen (header, tabs, keys), screen_calc_hand.c the hand tab (fields,
 * palette, the hand), screen_calc_table.c the table and options tabs, screen_calc_others.c the
 * other seats' tab, screen_calc_answer.c the answer panel; the model is screen_calc_model.h. */
#ifndef UI_SCREEN_CALC_H
#define UI_SCREEN_CALC_H

#include "table/ruleset_catalog.h"
#include "ui/screen_calc_model.h"
#include "ui/text_field.h"
#include "ui/ui.h"

enum { CALC_TAB_HAND, CALC_TAB_TABLE, CALC_TAB_OTHERS, CALC_TAB_OPTIONS, CALC_TABS };
/* What a palette click adds: a tile, or a meld starting at that tile. */
enum { CALC_ADD_TILE, CALC_ADD_CHI, CALC_ADD_PON, CALC_ADD_MINKAN, CALC_ADD_ANKAN, CALC_ADD_MODES };
/* The text fields: the tiles, the winner's melds, each other seat's melds and its concealed
 * tiles (others.X.melds, others.X.tiles). */
enum {
    CALC_FIELD_NONE = -1, CALC_FIELD_TILES, CALC_FIELD_MELDS, CALC_FIELD_SEAT0,
    CALC_FIELD_HELD0 = CALC_FIELD_SEAT0 + 4, CALC_FIELDS = CALC_FIELD_HELD0 + 4
};

/* Zone ids. */
enum {
    CALC_Z_BACK = 0, CALC_Z_TAB = 1, /* + tab */
    CALC_Z_RULES = 5, CALC_Z_CLEAR = 6,
    CALC_Z_FIELD = 10,             /* + field */
    CALC_Z_MODE = 30, CALC_Z_FROM, CALC_Z_WIN, CALC_Z_SEAT, CALC_Z_ROUND, CALC_Z_DEALER, CALC_Z_DISCARDER,
    CALC_Z_INDICATOR, CALC_Z_PLAYERS,
    CALC_Z_READY = 40,             /* + seat: its ready flag */
    CALC_Z_PALETTE = 100,          /* + kind 0..41 */
    CALC_Z_HAND = 200,             /* + kind of a hand tile */
    CALC_Z_MELD = 250,             /* + meld index */
    CALC_Z_SITUATION = 300,        /* + bit */
    CALC_Z_OPTION = 400,           /* + option index */
};

typedef struct {
    ui_calc *calc;
    int tab;
    int mode, from;                /* palette: what it adds, and the seat a claimed meld came from */
    int focus_field;               /* CALC_FIELD_*, or CALC_FIELD_NONE */
    ui_field fields[CALC_FIELDS];
    char field_error[CALC_FIELDS][240]; /* why a field's text was not taken (the window's language), "" none */
    int nrules, rules_at;
    sp_rules_entry *rules;         /* the ruleset ids offered */
    /* the rules of the match in progress or the replay shown (a copy, owned), which may be no
     * longer its file's: the selector comes back to these, not to the file, at their id */
    sp_ruleset *own;
    bool own_differs;              /* its file gives other rules today (said in the window) */
} calc_screen;

/* The calculator is on the match's own rules, which its ruleset file no longer gives (the
 * answer panel says so). */
bool calc_as_played(const calc_screen *st);
/* The model changed: the fields show it again and the answer is recomputed. */
void calc_changed(ui_app *app, calc_screen *st);
/* A field's text changed (typing): taken into the model when it reads, else its error kept. */
void calc_field_typed(ui_app *app, calc_screen *st, int field);

void calc_hand_draw(ui_app *app, calc_screen *st, ui_rect area);
/* A text field with its label on the left and its error wrapped below (the hand's and others'
 * rows); returns the height it took (56 without an error). */
float calc_field_row(ui_app *app, calc_screen *st, int field, const char *label, const char *hint, float x, float y, float w);
bool calc_hand_activate(ui_app *app, calc_screen *st, int id, bool back);
void calc_table_draw(ui_app *app, calc_screen *st, ui_rect area);
void calc_options_draw(ui_app *app, calc_screen *st, ui_rect area);
void calc_others_draw(ui_app *app, calc_screen *st, ui_rect area);
bool calc_others_activate(ui_app *app, calc_screen *st, int id, bool back);
bool calc_table_activate(ui_app *app, calc_screen *st, int id, bool back);
void calc_answer_draw(ui_app *app, const calc_screen *st, ui_rect area);

/* A calculator message in the window's language (screen_calc_words.c). */
void calc_msg_words(const ui_app *app, const ui_calc_msg *m, char *out, size_t len);
/* The engine's reason a hand is no win (sp_score_reason and its numbers) in the window's
 * language; english when the strings have no text for it. */
void calc_reason_words(const ui_app *app, int reason, const int32_t args[2], const char *english, char *out, size_t len);

/* A seat's wind name in the window's language ("wind.0".."wind.3"). */
const char *calc_wind(const ui_app *app, int seat);

#endif
