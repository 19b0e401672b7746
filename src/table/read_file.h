/* read_file.h: reading a whole data file (ruleset, replay, strings, tile art) into memory. */
#ifndef SP_READ_FILE_H
#define SP_READ_FILE_H

#include <stddef.h>

/* Reads the file into a NUL-terminated malloc'ed buffer and its length (len may be NULL).
 * A file larger than max_bytes is refused as "not <what>". Returns NULL with err set
 * ("PATH: cannot open", "PATH: larger than N MB, not <what>", "PATH: could not be read",
 * "PATH: out of memory") when it cannot. */
char *sp_read_file(const char *path, size_t max_bytes, const char *what, size_t *len, char *err, size_t errlen);

#endif
