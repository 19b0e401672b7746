/* temp_sweep.c: removing the temporary files of writes a kill cut short (temp_sweep.h). */
#define _POSIX_C_SOURCE 200809L
#include "app/temp_sweep.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#ifdef _WIN32
#include <windows.h>
#else
#include <signal.h>
#endif

/* The digits that end s[0..end) start at *start; false when there are none. */
static bool digits_before(const char *s, size_t end, size_t *start)
{
    size_t i = end;
    while (i > 0 && s[i - 1] >= '0' && s[i - 1] <= '9') i--;
    *start = i;
    return i < end && end - i <= 18;
}

bool app_temp_name(const char *name, long *pid)
{
    size_t n = strlen(name), a, b;
    if (n < 9 || strcmp(name + n - 4, ".tmp")) return false;
    /* NAME . PID - N .tmp */
    if (!digits_before(name, n - 4, &a) || a < 2 || name[a - 1] != '-') return false;
    if (!digits_before(name, a - 1, &b) || b < 2 || name[b - 1] != '.') return false;
    long v = 0;
    for (size_t i = b; i < a - 1; i++) v = v * 10 + (name[i] - '0');
    *pid = v;
    return v > 0;
}

/* Whether a process of that id is running (any user's: one we may not signal is alive too). */
static bool alive(long pid)
{
#ifdef _WIN32
    HANDLE h = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, (DWORD)pid);
    if (!h) return GetLastError() == ERROR_ACCESS_DENIED;
    DWORD code = 0;
    bool running = GetExitCodeProcess(h, &code) && code == STILL_ACTIVE;
    CloseHandle(h);
    return running;
#else
    return kill((pid_t)pid, 0) == 0 || errno != ESRCH;
#endif
}

int app_sweep_temps(const char *dir, int *kept)
{
    if (kept) *kept = 0;
    DIR *d = dir && dir[0] ? opendir(dir) : NULL;
    if (!d) return 0;
    int removed = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        long pid;
        if (!app_temp_name(e->d_name, &pid)) continue;
        char path[2048];
        struct stat st;
        int w = snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (w < 0 || (size_t)w >= sizeof path || stat(path, &st) || !S_ISREG(st.st_mode)) continue;
        if (alive(pid)) {
            if (kept) (*kept)++;
        } else if (remove(path) == 0) {
            removed++;
        }
    }
    closedir(d);
    return removed;
}
