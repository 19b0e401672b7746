/* screens.h: what the screens (ui/screen_*.c) offer each other besides their ui_screen. */
#ifndef UI_SCREENS_H
#define UI_SCREENS_H

#include <cjson/cJSON.h>

#include "core/ruleset.h"
#include "ui/layout.h"
#include "ui/screen.h"
#include "ui/table_seats.h"
#include "ui/ui.h"
#include "ui/win_timeline.h"

/* Esc goes back (ui_screen_back); true when the event was Esc. */
bool ui_escape_goes_back(ui_app *app, const SDL_Event *e);
/* Enter or Space with no zone focused presses the screen's first zone (id 0: Next, Continue). */
bool ui_enter_activates_first(ui_app *app, const SDL_Event *e);

void ui_newgame_free(ui_app *app);
/* Starts a match with the new-game screen's choices; 0 or -1 with a notice. */
int ui_newgame_start(ui_app *app);
/* A ruleset's name in the window's language, from the rules folders; the id itself when no
 * ruleset of that id is installed (a host's house rules). */
const char *ui_newgame_rules_name(ui_app *app, const char *id);
/* An option's value as the new-game screen shows it: on / off, the choice's label (its id when
 * the file has none), a number. */
void ui_option_value(const ui_app *app, const sp_ruleset *rs, int option, int32_t v, char *buf, size_t len);
/* Shows the new-game screen, or (host) the same as "Host a LAN game": its pickers, the seats
 * open or bots, the port. */
void ui_newgame_open(ui_app *app, bool host);
/* An option's value as shown: on / off, the choice's label (its id when the file has none), a
 * number (the new-game screen's and the calculator's option buttons). */
void ui_option_value(const ui_app *app, const sp_ruleset *rs, int i, int32_t v, char *buf, size_t len);

/* Opens the calculator over the current screen with the hand of a `score` request (NULL: an
 * empty hand of the match's ruleset). */
void ui_calc_open(ui_app *app, const cJSON *req);

/* The hand result's first moments take no input (ms). */
enum { UI_RESULT_DEAF_MS = 1000 };
/* The player presses Continue on the hand result: the next hand, or the match result. The one
 * place a LAN seat's "ready for the next hand" belongs. */
void ui_result_continue(ui_app *app);
/* The timeline the hand result's animation plays (tests time its sounds by it); false when no
 * match shows. */
bool ui_result_timeline(ui_app *app, ui_win_timeline *out);

/* Asks a question over the current screen: Yes (yes_key's text) calls yes after the question
 * closed, No or Esc only closes it (No has the focus). */
void ui_confirm(ui_app *app, const char *question, const char *detail, const char *yes_key, void (*yes)(ui_app *app));
/* The same with a third answer, alt (its button labelled alt_key) between Yes and No. */
void ui_confirm_choice(ui_app *app, const char *question, const char *detail, const char *yes_key,
                       void (*yes)(ui_app *app), const char *alt_key, void (*alt)(ui_app *app));

/* "Quit Sparrow?" (with what is saved); Yes quits. */
void ui_ask_quit(ui_app *app);
/* Resumes the match saved in path (NULL: the newest save) at the table (Resume's list,
 * sparrow --resume); it goes on being saved there. Returns 0, or -1 with err. */
int ui_resume_match(ui_app *app, const char *path, char *err, size_t errlen);
/* What the saved match is (date, ruleset, hand, scores) for a question; false when none. */
bool ui_saved_match_text(ui_app *app, const char *path, char *out, size_t len);

/* The table's centre panel: round and hand, the wall, the indicator, each seat's wind and score
 * (the replay viewer draws it too, through ui/table_still.h). The indicator, while it turns
 * up, is left to fl (a flight). */
void ui_table_draw_panel(ui_app *app, const ui_layout *L, const ui_match *m, const sp_view *v, ui_flights *fl);

/* One line above the hand saying why: the selected tile is greyed, or the player's tiles would
 * win or call but a rule refuses (the replay viewer shows what was refused then). */
void ui_table_why_line(ui_app *app, const ui_layout *L, float buttons_y, const char *text);
void ui_table_why_line_tile(ui_app *app, const ui_layout *L, float buttons_y, const char *text, int tile_kind);

/* A call button with its right edge at `right`: its word, its tiles, what a win is worth, and a
 * key badge when badge is not NULL. Returns its width. */
float ui_table_call_button(ui_app *app, ui_match *m, const sp_action *a, float right, float y, int id, bool enabled,
                           const char *badge);

/* The top of the call buttons' row, above the bottom seat's hand and flowers. */
float ui_table_buttons_y(const ui_layout *L, const sp_view *v, int seat);

/* The table's keys (the tutorial's table uses them too); true when the key was taken. */
bool ui_table_event(ui_app *app, const SDL_Event *e);

/* LAN play (screen_lan.c): the join page and the lobby; chat and emotes at a LAN table. */
void ui_lan_activate(ui_app *app, int id, bool back);
/* Typing into the LAN screens' fields; true when the event was taken. */
bool ui_lan_event(ui_app *app, const SDL_Event *e);
void ui_lan_table_draw(ui_app *app, const ui_layout *L);
bool ui_lan_table_activate(ui_app *app, int id);

/* Saves the match in progress to the save file (when a human plays; ui/autosave.c), waiting
 * until it is on disk. Returns 0, or -1 when the save failed (the player was told). */
int ui_autosave(ui_app *app);
/* Saves the match when it moved on since its last save (every action, a new hand); with
 * app->trace, then prints each new action on stdout. */
void ui_autosave_progress(ui_app *app);
/* A match was resumed: with app->trace, says what it holds and who is to act. */
void ui_trace_resumed(ui_app *app);

#endif
