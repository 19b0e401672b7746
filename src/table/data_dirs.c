/* data_dirs.c: the running program's folder, its data beside it, the player's folder. */
#define _POSIX_C_SOURCE 200809L
#ifdef __APPLE__
#define _DARWIN_C_SOURCE /* mach-o/dyld.h needs the BSD types that strict POSIX hides */
#endif
#include "table/data_dirs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#include <windows.h>
#elif defined(__APPLE__)
#include <mach-o/dyld.h>
#include <stdint.h>
#elif defined(__linux__)
#include <unistd.h>
#endif

#ifndef SPARROW_RELATIVE_DATA_DIR
#define SPARROW_RELATIVE_DATA_DIR "../share/sparrow"
#endif

/* the folder part of a program's full path, or -1 when it has none */
static int folder_of(const char *exe, char *out, size_t n)
{
    const char *slash = strrchr(exe, '/');
#ifdef _WIN32
    const char *back = strrchr(exe, '\\');
    if (!slash || (back && back > slash)) slash = back;
#endif
    if (!slash || (size_t)(slash - exe) >= n) return -1;
    memcpy(out, exe, (size_t)(slash - exe));
    out[slash - exe] = 0;
    return 0;
}

int sp_program_dir(char *out, size_t n)
{
    out[0] = 0;
    char exe[4096];
#if defined(_WIN32)
    DWORD len = GetModuleFileNameA(NULL, exe, (DWORD)sizeof exe);
    if (len == 0 || len >= sizeof exe) return -1;
#elif defined(__APPLE__)
    uint32_t size = sizeof exe;
    if (_NSGetExecutablePath(exe, &size) != 0) return -1;
#elif defined(__linux__)
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len <= 0) return -1;
    exe[len] = 0;
#else
    return -1;
#endif
    if (folder_of(exe, out, n)) {
        out[0] = 0;
        return -1;
    }
    return 0;
}

void sp_data_beside(const char *program_dir, const char *sub, char *out, size_t n)
{
    out[0] = 0;
    if (!program_dir || !*program_dir) return;
    size_t len = strlen(program_dir);
    const char *sep = program_dir[len - 1] == '/' || program_dir[len - 1] == '\\' ? "" : "/";
    /* data beside the program (Windows): DIR/SUB rather than DIR/./SUB */
    const char *rel = strcmp(SPARROW_RELATIVE_DATA_DIR, ".") ? SPARROW_RELATIVE_DATA_DIR "/" : "";
    if ((size_t)snprintf(out, n, "%s%s%s%s", program_dir, sep, rel, sub) >= n) out[0] = 0;
}

int sp_user_dir(char *out, size_t n)
{
    out[0] = 0;
    int w;
#if defined(_WIN32)
    const char *appdata = getenv("APPDATA");
    if (!appdata || !*appdata) return -1;
    w = snprintf(out, n, "%s\\sparrow\\sparrow\\", appdata);
#else
    const char *home = getenv("HOME");
#if defined(__APPLE__)
    if (!home || !*home) return -1;
    w = snprintf(out, n, "%s/Library/Application Support/sparrow/sparrow/", home);
#else
    const char *xdg = getenv("XDG_DATA_HOME");
    if (xdg && *xdg) w = snprintf(out, n, "%s/sparrow/sparrow/", xdg);
    else if (home && *home) w = snprintf(out, n, "%s/.local/share/sparrow/sparrow/", home);
    else return -1;
#endif
#endif
    if (w < 0 || (size_t)w >= n) {
        out[0] = 0;
        return -1;
    }
    return 0;
}
