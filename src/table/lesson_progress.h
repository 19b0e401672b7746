/* lesson_progress.h: the tutorial's progress file (the player's folder, tutorial.txt): one
 * "lesson-id = done" line per finished lesson, '#' comments; anything else is ignored (the
 * file is rewritten on the next change). */
#ifndef SP_LESSON_PROGRESS_H
#define SP_LESSON_PROGRESS_H

#include <stdbool.h>

/* Marks done[i] for each of the n lesson ids that the text lists as done (done[] is only set,
 * never cleared). Returns how many lines were ignored (neither a comment, blank, nor a known
 * lesson's "id = done"). */
int sp_lesson_progress_parse(const char *text, const char *const *ids, int n, bool *done);

#endif
