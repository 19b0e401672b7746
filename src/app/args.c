/* args.c: parsing the game's command line. */
#include "app/args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char app_usage[] =
    "usage: sparrow [options]\n"
    "  --rules ID             ruleset to start a match with at once\n"
    "  --seed S               the match's seed\n"
    "  --watch                computer players in every seat: watch the match\n"
    "  --screenshot FILE      save the window as PNG after --after-ms, then exit\n"
    "  --after-ms N           milliseconds before the screenshot (default 1000)\n"
    "  --at-ms N              with --screen result or match-result: the screenshot shows its\n"
    "                         animation N ms in (default: the end)\n"
    "  --screen NAME          open a screen with sample data: title, new-game, settings, table,\n"
    "                         result, result-draw, match-result, tutorial, lan, replay, calculator\n"
    "  --bench-frames N       draw N frames of a busy table and print timings as JSON\n"
    "  --lang L               zh-Hant, zh-Hans or en\n"
    "  --windowed WxH         window size (default 1280x720)\n"
    "  --fullscreen           start full screen (F11 toggles)\n"
    "  --join HOST[:PORT]     join the LAN match there, ready at once (back to a seat\n                         kept from before, if any)\n"
    "  --name NAME            the name to play under in LAN matches\n"
    "  --no-sound             do not open the audio device (M mutes while playing)\n"
    "  --resume               resume the newest saved match at once\n"
    "  --autoplay             the computer plays your seat too (the match is still yours: saved)\n"
    "  --trace                print each action of your match once it is saved\n"
    "  --replay FILE          watch a saved match (a replay, a save, a LAN host's replay)\n";

static int number(const char *s, long long lo, long long hi, long long *out)
{
    char *end;
    long long v = strtoll(s, &end, 10);
    if (end == s || *end || v < lo || v > hi) return -1;
    *out = v;
    return 0;
}

int app_args_parse(app_args *a, int argc, char **argv, char *err, size_t errlen)
{
    memset(a, 0, sizeof *a);
    a->after_ms = 1000;
    a->at_ms = -1;
    a->win_w = 1280;
    a->win_h = 720;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        long long n;
        if (!strcmp(o, "--help") || !strcmp(o, "-h")) return 1;
        if (!strcmp(o, "--watch")) { a->watch = true; continue; }
        if (!strcmp(o, "--fullscreen")) { a->fullscreen = true; continue; }
        if (!strcmp(o, "--no-sound")) { a->no_sound = true; continue; }
        if (!strcmp(o, "--resume")) { a->resume = true; continue; }
        if (!strcmp(o, "--autoplay")) { a->autoplay = true; continue; }
        if (!strcmp(o, "--trace")) { a->trace = true; continue; }
        static const char *valued[] = {"--rules", "--seed", "--screenshot", "--after-ms", "--screen", "--replay",
                                       "--bench-frames", "--lang", "--windowed", "--join", "--name", "--at-ms"};
        bool known = false;
        for (size_t k = 0; k < sizeof valued / sizeof *valued; k++) known |= !strcmp(o, valued[k]);
        if (!known) {
            snprintf(err, errlen, "sparrow: unknown option '%s' (see --help)", o);
            return -1;
        }
        if (!v) {
            snprintf(err, errlen, "sparrow: %s needs a value (see --help)", o);
            return -1;
        }
        i++;
        if (!strcmp(o, "--rules")) a->rules = v;
        else if (!strcmp(o, "--screenshot")) a->screenshot = v;
        else if (!strcmp(o, "--screen")) a->screen = v;
        else if (!strcmp(o, "--join")) a->join = v;
        else if (!strcmp(o, "--replay")) a->replay = v;
        else if (!strcmp(o, "--name")) a->name = v;
        else if (!strcmp(o, "--lang")) {
            if (strcmp(v, "zh-Hant") && strcmp(v, "zh-Hans") && strcmp(v, "en")) {
                snprintf(err, errlen, "sparrow: --lang must be zh-Hant, zh-Hans or en, not '%s'", v);
                return -1;
            }
            a->lang = v;
        } else if (!strcmp(o, "--seed")) {
            char *end;
            a->seed = strtoull(v, &end, 10);
            if (end == v || *end) {
                snprintf(err, errlen, "sparrow: --seed wants a number, not '%s'", v);
                return -1;
            }
            a->has_seed = true;
        } else if (!strcmp(o, "--after-ms")) {
            if (number(v, 0, 3600000, &n)) {
                snprintf(err, errlen, "sparrow: --after-ms wants 0..3600000, not '%s'", v);
                return -1;
            }
            a->after_ms = (int)n;
        } else if (!strcmp(o, "--at-ms")) {
            if (number(v, 0, 3600000, &n)) {
                snprintf(err, errlen, "sparrow: --at-ms wants 0..3600000, not '%s'", v);
                return -1;
            }
            a->at_ms = (int)n;
        } else if (!strcmp(o, "--bench-frames")) {
            if (number(v, 1, 1000000, &n)) {
                snprintf(err, errlen, "sparrow: --bench-frames wants 1..1000000, not '%s'", v);
                return -1;
            }
            a->bench_frames = (int)n;
        } else if (!strcmp(o, "--windowed")) {
            int w, h;
            char x;
            if (sscanf(v, "%d%c%d", &w, &x, &h) != 3 || (x != 'x' && x != 'X') || w < 200 || h < 150 || w > 16384 ||
                h > 16384) {
                snprintf(err, errlen, "sparrow: --windowed wants WxH (at least 200x150), not '%s'", v);
                return -1;
            }
            a->win_w = w;
            a->win_h = h;
        } else {
            snprintf(err, errlen, "sparrow: unknown option '%s' (see --help)", o);
            return -1;
        }
    }
    if (a->watch && !a->rules) a->rules = "hk-classic";
    return 0;
}
