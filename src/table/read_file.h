/* read_file.h: reading a whole data file (ruleset, replay, save, settings, lesson, progress,
 * seat log, strings, tile art) into memory - safely: only a regular file of a bounded size is
 * read, so a FIFO, a terminal or a device named like a data file (x.rules -> /dev/ptmx) is
 * refused at once instead of blocking the program for good. */
#ifndef SP_READ_FILE_H
#define SP_READ_FILE_H

#include <stddef.h>

/* Why a read failed; each has a stable key (sp_file_status_key) that the window translates
 * ("err.file.not_regular" = "... is not a regular file") next to the English text of err. */
typedef enum {
    SP_FILE_OK,
    SP_FILE_CANNOT_OPEN,
    SP_FILE_NOT_REGULAR, /* a folder, FIFO, socket or device */
    SP_FILE_TOO_BIG,
    SP_FILE_UNREADABLE,
    SP_FILE_NO_MEMORY,
} sp_file_status;

const char *sp_file_status_key(sp_file_status s);

/* Reads the file into a NUL-terminated malloc'ed buffer and its length (len may be NULL).
 * The file is opened without blocking (O_NONBLOCK, O_NOCTTY), must be a regular file
 * (fstat) and at most max_bytes long ("not <what>" otherwise). Returns NULL with err set
 * ("PATH: cannot open", "PATH: not a regular file, not <what>", "PATH: larger than
 * N KB, not <what>", "PATH: could not be read", "PATH: out of memory") when it cannot;
 * status (may be NULL) says which. */
char *sp_read_file_status(const char *path, size_t max_bytes, const char *what, size_t *len, sp_file_status *status,
                          char *err, size_t errlen);
/* As sp_read_file_status without the status. */
char *sp_read_file(const char *path, size_t max_bytes, const char *what, size_t *len, char *err, size_t errlen);

#endif
