/* printf_like.h: SP_PRINTF_LIKE(f, a) marks a function whose parameter f is a printf format
 * and whose arguments start at a, so the compiler checks every call. MinGW's GCC reads plain
 * "printf" as the old Microsoft dialect (no %zu); Sparrow's Windows build uses MinGW's C99
 * printf (__USE_MINGW_ANSI_STDIO, CMakeLists.txt), so it is checked as the GNU dialect. */
#ifndef SP_TABLE_PRINTF_LIKE_H
#define SP_TABLE_PRINTF_LIKE_H

#ifdef __MINGW32__
#define SP_PRINTF_LIKE(f, a) __attribute__((format(gnu_printf, f, a)))
#else
#define SP_PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#endif

#endif
