/* screens.h: each screen's draw and event functions (ui/screen_*.c), dispatched by ui.c. */
#ifndef UI_SCREENS_H
#define UI_SCREENS_H

#include "ui/layout.h"
#include "ui/ui.h"

void ui_title_draw(ui_app *app);
void ui_title_activate(ui_app *app, int id);

void ui_newgame_draw(ui_app *app);
void ui_newgame_activate(ui_app *app, int id, bool back);
void ui_newgame_free(ui_app *app);
/* Starts a match with the new-game screen's choices; 0 or -1 with a notice. */
int ui_newgame_start(ui_app *app);
/* A ruleset's name in the window's language, from the rules folders; the id itself when no
 * ruleset of that id is installed (a host's house rules). */
const char *ui_newgame_rules_name(ui_app *app, const char *id);
/* Shows the new-game screen, or (host) the same as "Host a LAN game": its pickers, the seats
 * open or bots, the port. */
void ui_newgame_open(ui_app *app, bool host);

void ui_settings_draw(ui_app *app);
void ui_settings_activate(ui_app *app, int id, bool back);

void ui_table_draw(ui_app *app);
bool ui_table_event(ui_app *app, const SDL_Event *e);
void ui_table_activate(ui_app *app, int id);
bool ui_table_update(ui_app *app);

void ui_result_draw(ui_app *app);
void ui_result_activate(ui_app *app, int id);
bool ui_result_update(ui_app *app);

void ui_match_result_draw(ui_app *app);
void ui_match_result_activate(ui_app *app, int id);

/* LAN play (screen_lan.c): the join page and the lobby; chat and emotes at a LAN table. */
void ui_lan_draw(ui_app *app);
void ui_lan_activate(ui_app *app, int id, bool back);
/* Typing into the LAN screens' fields; true when the event was taken. */
bool ui_lan_event(ui_app *app, const SDL_Event *e);
void ui_lan_table_draw(ui_app *app, const ui_layout *L);
bool ui_lan_table_activate(ui_app *app, int id);

void ui_tutorial_draw(ui_app *app);
void ui_tutorial_activate(ui_app *app, int id, bool back);
bool ui_tutorial_event(ui_app *app, const SDL_Event *e);

/* Saves the match in progress to the save file (when a human plays). */
void ui_autosave(ui_app *app);

#endif
