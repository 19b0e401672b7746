/* ui.h: the game window's shared state - SDL window and renderer, the scale from logical units
 * to pixels, fonts, sprites, strings, settings, the clickable zones of the last frame and the
 * stack of screens. One ui_app is passed everywhere; nothing in ui/ keeps a changing global. */
#ifndef UI_H
#define UI_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "ui/i18n.h"
#include "ui/settings.h"
#include "ui/sprites.h"
#include "ui/text.h"

/* A screen (ui/screen.h). */
typedef struct ui_screen ui_screen;
typedef struct ui_sound ui_sound;

/* A rectangle in logical units (the window is 1280 x 720 logical units or more). */
typedef struct {
    float x, y, w, h;
} ui_rect;

enum { UI_MAX_ZONES = 128, UI_LOGICAL_W = 1280, UI_LOGICAL_H = 720, UI_STACK_MAX = 8 };
/* ui_app.draw_group of a tile in the table's why-line, in its waits hint */
enum { UI_GROUP_WHY_LINE = 64, UI_GROUP_WAITS = 65 };

/* Something clickable drawn in the last frame; ids are the screen's own. */
typedef struct {
    ui_rect r;
    int id;
    bool enabled;
} ui_zone;

typedef struct ui_match ui_match;
typedef struct ui_newgame ui_newgame;
typedef struct ui_tutorial ui_tutorial;
typedef struct ui_lan ui_lan;
typedef struct ui_history ui_history;

typedef struct ui_app {
    SDL_Window *win;
    SDL_Renderer *ren;
    int pw, ph;              /* renderer output size in pixels */
    float s;                 /* pixels per logical unit */
    float lw, lh;            /* logical size of the window (>= 1280 x 720 in one direction) */
    ui_fonts text;
    ui_sprites sprites;
    ui_i18n i18n;
    ui_settings settings;
    char assets_dir[1024];
    char pref_dir[1024];
    char save_path[1100];    /* the match's save file ("" none: saving is off) */
    char resume_path[1100];  /* a save whose rules changed, while the player chooses which to play */
    char saves_dir[1100];    /* where the saved matches are, one file each (ui/saves.h) */
    struct ui_save_writer *saver; /* writes saves on its own thread (ui/save_writer.h), NULL: in place */
    char save_error[300];    /* the last save's error when written in place */
    struct {
        const ui_screen *screen;
        void *state;         /* its own state (ui_screen_state) */
        uint64_t since;      /* when it was shown */
    } stack[UI_STACK_MAX];   /* the screens, the one showing on top (ui/screen.h) */
    int depth;
    ui_match *match;         /* the match being played or watched, NULL if none */
    ui_newgame *newgame;     /* the new-game screen's choices */
    ui_tutorial *tutorial;   /* the tutorial's lessons and progress, NULL until opened */
    ui_lan *lan;             /* LAN play (ui/lan.c), NULL until the LAN screen opens */
    ui_sound *sound;         /* the sounds (ui/sound.h), NULL when playing silently */
    ui_history *history;     /* the player's history (ui/match_history.h), NULL until a hand ends */
    bool watch;              /* bots in every seat */
    bool no_autosave;        /* screenshots and benches leave the player's save alone */
    bool trace;              /* sparrow --trace: each action applied, once saved, on stdout */
    size_t traced;           /* the match's actions traced so far */
    bool trace_told_path;    /* the save's path was printed */
    bool quit;
    bool fullscreen;
    uint64_t now;            /* SDL ticks of this frame */
    uint64_t screen_since;   /* when the screen on top was shown */
    /* zones of the last frame, for clicks, hover and keyboard focus */
    ui_zone zones[UI_MAX_ZONES];
    int nzones;
    int focus;               /* index into zones for keyboard focus, -1 none */
    float mx, my;            /* mouse, logical */
    int drag_id;             /* the hand tile zone pressed (click or drag to discard), -1 none */
    float drag_x0, drag_y0;
    int pause_open;          /* table: the pause menu is showing */
    char message[900];       /* a visible notice (errors, "saved"): a headline, '\n', details */
    uint64_t message_until;
    SDL_Texture *felt;       /* the table background at output size */
    int felt_w, felt_h;
    struct ui_still *still;  /* the table's still image (ui/table_still.h), NULL until drawn */
    bool still_off;          /* the table drawn straight into the window, no still image (tests) */
    /* hooks the program sets: saving settings (app/settings.c) */
    void (*save_settings)(struct ui_app *app);
    void *user;
    bool changed;            /* the game moved on since the last frame: draw again */
    int wake_ms;             /* wake the loop within this many ms even if nothing moves, -1 none */
    uint64_t redraw_at;      /* draw again at this moment though no input comes (a countdown), 0 none */
    unsigned frames;         /* frames drawn (tests) */
    unsigned stat_still;     /* times the table's still image was drawn (tests) */
    int stat_rows;           /* pattern rows the result screen drew in its last frame (tests) */
    int stat_parts;          /* columns of the payments' breakdown it drew (tests) */
    int stat_why;            /* the sp_block_reason the table showed in its last frame, 0 none (tests) */
    int stat_tiles;          /* tiles drawn since the counters were reset (layout tests) */
    int stat_off;            /* of those, tiles not wholly inside the window */
    int draw_group;          /* what the tiles being drawn belong to (seat * 8 + part,
                              * UI_GROUP_WHY_LINE), -1 none */
    bool record;             /* keep the tiles' rectangles (layout tests) */
    int nrec;
    struct {
        SDL_Rect r;
        int group;
    } rec[512];
    int nplate_rec;          /* the seats' name plates drawn while recording, pixels (tests) */
    SDL_Rect plate_rec[4];
    size_t ntext;            /* texts drawn while recording, one a line (tests) */
    char text_rec[8192];
    struct ui_boxes *boxes;  /* every text's, button's and panel's rectangle (layout tests), NULL none */
} ui_app;

/* Sets the output size and scale from the renderer (after a resize or a display change);
 * drops sprites rasterised at the old size. */
void ui_resize(ui_app *app);
/* Shows a notice for a few seconds. */
void ui_notice(ui_app *app, const char *fmt, ...);
/* Shows an error: the headline `key` in the player's language over its details (what and
 * where, as the code that failed wrote them), wrapped inside the window, for 10 s. */
void ui_error(ui_app *app, const char *key, const char *detail);
/* Asks the loop to wake within ms (the earliest of all asks this frame wins). */
void ui_wake(ui_app *app, int ms);
/* Something drawn moves by itself (a countdown): the next frame is drawn within ms, input or
 * not. Called while drawing; ask again in the next frame to keep it moving. */
void ui_redraw_in(ui_app *app, int ms);
/* Goes to a screen from the title: the stack becomes title, screen (ui/screen.h has push,
 * back and replace). */
void ui_show(ui_app *app, const ui_screen *screen);
/* Draws the current screen into the renderer (no present). */
void ui_draw(ui_app *app);
/* Handles one SDL event. */
void ui_event(ui_app *app, const SDL_Event *e);
/* Advances the game (bots, timers, animations); true while something moves. */
bool ui_update(ui_app *app);

/* Plays a sound (ui/sound_ids.h) at the volumes of the settings; nothing without sound. */
void ui_play_sound(ui_app *app, int id);
/* Applies the settings' volumes and mute to the sounds. */
void ui_sound_apply_settings(ui_app *app);

/* Zones. */
void ui_zone_add(ui_app *app, ui_rect r, int id, bool enabled);
/* The zone id at a logical point, -1 none. */
int ui_zone_at(const ui_app *app, float x, float y);
bool ui_rect_has(ui_rect r, float x, float y);

#endif
