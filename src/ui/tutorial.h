/* tutorial.h: the tutorial in the window - the lessons found in assets/tutorial, the player's
 * progress (tutorial.txt in the user folder, written atomically), and the lesson being played:
 * a ui_match on the lesson's wall whose opponents follow the script (table/lesson.h), the
 * step showing, and the player's input let through only when the step waits for it. */
#ifndef UI_TUTORIAL_H
#define UI_TUTORIAL_H

#include <stdbool.h>

#include "table/lesson.h"
#include "ui/ui.h"

enum { UI_TUT_MAX_LESSONS = 64 };

typedef struct ui_tutorial {
    int nlessons;
    sp_lesson *lessons[UI_TUT_MAX_LESSONS]; /* sorted by module, then order */
    bool done[UI_TUT_MAX_LESSONS];
    char load_error[400];                   /* the first lesson file that failed to load */
    int current;                            /* the lesson being played, -1 on the list */
    int step;
    size_t log_seen;                        /* session log entries already matched to steps */
    bool finished;                          /* every step done */
    const char *wrong;                      /* the explanation showing, NULL none */
    uint64_t wrong_at;
    int quiz_pick;                          /* the last quiz tile picked, -1 */
    bool has_score;
    sp_score_result score;                  /* a SCORE step's sheet */
    size_t step_log[SP_LESSON_MAX_STEPS];   /* the session log's length when each step began */
    char progress_path[1100];
} ui_tutorial;

/* The colour of highlights (nothing else is drawn in it). */
extern const SDL_Color UI_TUT_MARK;

/* Where the lesson panel goes (its height follows its contents). */
ui_rect ui_tutorial_panel(const ui_app *app);

/* The lessons (loaded once) and the progress; NULL only when out of memory. */
ui_tutorial *ui_tutorial_get(ui_app *app);
void ui_tutorial_free(ui_app *app);
/* Whether the player has never opened a lesson (the title screen offers the tutorial). */
bool ui_tutorial_first_time(const ui_app *app);
/* Starts lesson i (its table becomes app->match); 0 or -1 with a notice. */
int ui_tutorial_start(ui_app *app, int i);
/* Back to the lesson list (the lesson's match is dropped). */
void ui_tutorial_leave(ui_app *app);
/* Advances the lesson: runs the table, matches applied actions to steps, notes completion. */
bool ui_tutorial_update(ui_app *app);
/* Next on a reading step (or after the last step: the next lesson). */
void ui_tutorial_next(ui_app *app);
/* Back to the previous step to read: the lesson restarts and the actions made up to that step
 * are played again (free play included), so the table is as it was then. */
void ui_tutorial_back(ui_app *app);
/* Whether there is a step to go back to. */
bool ui_tutorial_can_back(const ui_app *app);
/* The player's choice on the table, let through or refused with the step's explanation;
 * called after the table screen's input handling made one. */
void ui_tutorial_filter(ui_app *app);
/* A quiz answer. */
void ui_tutorial_pick(ui_app *app, int kind);
/* The step showing, NULL on the list or when finished. */
const sp_lesson_step *ui_tutorial_step(const ui_app *app);
/* Whether the table's helps (the waits row, a suggested move) must stay hidden now: during a
 * quiz they would give its answer away. */
bool ui_tutorial_hides_hints(const ui_app *app);

#endif
