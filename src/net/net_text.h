/* net_text.h: the one policy for text that travels between players (names, chat, the table's
 * name): valid UTF-8 without control characters, refused otherwise (never cleaned, so what a
 * player typed is either shown as typed or not at all); and the escaping of the host's log. */
#ifndef SP_NET_TEXT_H
#define SP_NET_TEXT_H

#include <stdbool.h>
#include <stddef.h>

/* Whether s is valid UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF) holding
 * no control character (U+0000-U+001F, U+007F-U+009F) and no line or paragraph separator
 * (U+2028, U+2029). */
bool sp_net_text_ok(const char *s);

/* Copies in for a log line or a terminal: printable ASCII and valid UTF-8 outside the control
 * ranges as they are, every other byte as \xNN (a backslash as \\); cut to fit cap. */
void sp_net_text_escape(const char *in, char *out, size_t cap);

#endif
