/* save_writer.h: writes saves on a thread of their own, so that the window never waits for
 * the disk (a save's fsync takes ~10 ms on this project's test machine, the JSON ~1.6 ms of a
 * 3,000-action match). Each save is written atomically (table/replay.h); a save handed over
 * while another is being written waits, and a newer one replaces it - only the latest matters. */
#ifndef UI_SAVE_WRITER_H
#define UI_SAVE_WRITER_H

#include <stdbool.h>
#include <stddef.h>

typedef struct ui_save_writer ui_save_writer;

/* NULL when no thread can be made (the caller then writes in place). */
ui_save_writer *ui_save_writer_open(void);
/* Hands text (malloc'ed: the writer frees it) to be written to path; tag says what it holds
 * (the number of actions), told back by ui_save_writer_done once it is on disk. */
void ui_save_writer_put(ui_save_writer *w, const char *path, char *text, size_t len, size_t tag);
/* The tag of the last save on disk; with err, its error ("" none), which is told once. */
size_t ui_save_writer_done(ui_save_writer *w, char *err, size_t errlen);
/* Waits until every save handed over is written. */
void ui_save_writer_flush(ui_save_writer *w);
/* Flushes, ends the thread. */
void ui_save_writer_close(ui_save_writer *w);

#endif
