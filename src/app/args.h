/* args.h: the game's command line (src/cli/README.md, "The game's own command line"). */
#ifndef APP_ARGS_H
#define APP_ARGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    const char *rules;       /* --rules ID */
    uint64_t seed;           /* --seed S */
    bool has_seed;
    bool watch;              /* --watch */
    const char *screenshot;  /* --screenshot FILE */
    int after_ms;            /* --after-ms N */
    int at_ms;               /* --at-ms N: a sample result screen's animation at N ms, -1 its end */
    const char *screen;      /* --screen NAME */
    int bench_frames;        /* --bench-frames N */
    const char *lang;        /* --lang */
    int win_w, win_h;        /* --windowed WxH */
    bool fullscreen;         /* --fullscreen */
    const char *join;        /* --join HOST[:PORT] */
    const char *name;        /* --name NAME (the LAN player's name) */
    bool no_sound;           /* --no-sound */
    bool resume;             /* --resume: the saved match at once */
    bool autoplay;           /* --autoplay: a computer player plays the player's seat */
    bool trace;              /* --trace: each action of the player's match on stdout, once saved */
    const char *replay;      /* --replay FILE: open the replay viewer on it */
} app_args;

/* Parses argv; returns 0, 1 when --help was asked (usage printed to out), or -1 with err. */
int app_args_parse(app_args *a, int argc, char **argv, char *err, size_t errlen);
extern const char app_usage[];

#endif
