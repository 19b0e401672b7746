/* screen_list.c: every screen, for --screen NAME. A new screen is added here once. */
#include "ui/screen.h"

const ui_screen *const ui_screen_list[] = {&ui_screen_title,  &ui_screen_new_game,     &ui_screen_settings,
                                           &ui_screen_table,  &ui_screen_result,       &ui_screen_match_result,
                                           &ui_screen_tutorial, &ui_screen_lan,        &ui_screen_final_table, &ui_screen_confirm,
                                           &ui_screen_sound,    &ui_screen_keys,     &ui_screen_saves,
                                           &ui_screen_replay,   &ui_screen_replays,  &ui_screen_stats,
                                           &ui_screen_rules_editor, &ui_screen_calc,
                                           NULL};
