/* screen_final_table.c: the hand result's "Table": the table as the hand ended, every hand face
 * up (the view shows them once the hand is over), for as long as the player looks; Back (or
 * Esc, Enter, T) returns to the score sheet.
 *
 * The centre panel says what this is (in place of the wall count). The button goes where it
 * covers nothing of the table: the top right corner holds the top seat's plate whenever four
 * play, and which other corner is clear depends on the melds and flowers down. So the first
 * frame at a size records every tile and plate the table draws, and the button takes the first
 * clear place (final_place). */
#include "ui/draw.h"
#include "ui/layout.h"
#include "ui/match.h"
#include "ui/screens.h"

enum { FINAL_BACK = 0 };

#define BLOCK_H 46.0f
#define MARGIN 12.0f

typedef struct {
    bool placed;
    float lw, lh;  /* the window's logical size it was placed at */
    int tile_size;
    float x, y, w; /* the button */
} final_state;

static SDL_Rect pixels(const ui_app *app, float x, float y, float w, float h)
{
    return (SDL_Rect){ui_px(app, x), ui_px(app, y), ui_px(app, w), ui_px(app, h)};
}

/* How many of the things drawn (as recorded while drawing the table) the block at (x, y) would
 * cover: tiles, plates, the centre panel and the ruleset's name. */
static int covered(const ui_app *app, const SDL_Rect *fixed, int nfixed, float x, float y, float w)
{
    SDL_Rect b = pixels(app, x - 4, y - 4, w + 8, BLOCK_H + 8); /* a little air around it */
    int n = 0;
    for (int i = 0; i < app->nrec; i++) n += SDL_HasIntersection(&b, &app->rec[i].r);
    for (int i = 0; i < app->nplate_rec; i++) n += SDL_HasIntersection(&b, &app->plate_rec[i]);
    for (int i = 0; i < nfixed; i++) n += SDL_HasIntersection(&b, &fixed[i]);
    return n;
}

/* The first clear place: the corners on the right, then along the right edge, the bottom, the
 * top and the left edge; where nothing is clear, the place covering the fewest things. */
static void final_place(ui_app *app, final_state *st)
{
    ui_match *m = app->match;
    SDL_Rect fixed[2];
    int nfixed = 0;
    if (m) {
        ui_layout L;
        ui_layout_make(&L, app, m->players, m->view_seat, app->settings.tile_size);
        fixed[nfixed++] = pixels(app, L.cx - L.panel / 2, L.cy - L.panel / 2, L.panel, L.panel);
        fixed[nfixed++] = pixels(app, 12, 8, ui_text_width(app, 14, false, m->rules->names[app->i18n.lang]), 22);
    }
    float w = ui_button_width_for(app, BLOCK_H, ui_tr(&app->i18n, "result.sheet"));
    if (w < 180) w = 180;
    float right = app->lw - w - MARGIN, bottom = app->lh - BLOCK_H - MARGIN;
    /* the places tried, in order: (x, y) of the first, a step between them, how many */
    const struct {
        float x, y, dx, dy;
        int n;
    } runs[] = {
        {right, MARGIN, 0, bottom - MARGIN, 2},                        /* the right corners */
        {right, MARGIN, 0, 4, (int)((bottom - MARGIN) / 4) + 1},      /* the right edge, down */
        {right, bottom, -4, 0, (int)((right - MARGIN) / 4) + 1},      /* the bottom, leftward */
        {right, MARGIN, -4, 0, (int)((right - MARGIN) / 4) + 1},      /* the top, leftward */
        {MARGIN, MARGIN, 0, 4, (int)((bottom - MARGIN) / 4) + 1},     /* the left edge, down */
        {MARGIN, bottom, 0, 0, 1},                                     /* the bottom left corner */
    };
    float best_x = right, best_y = MARGIN;
    int best = 1 << 30;
    for (size_t r = 0; r < sizeof runs / sizeof runs[0] && best > 0; r++)
        for (int i = 0; i < runs[r].n && best > 0; i++) {
            float x = runs[r].x + runs[r].dx * (float)i, y = runs[r].y + runs[r].dy * (float)i;
            int n = covered(app, fixed, nfixed, x, y, w);
            if (n < best) best = n, best_x = x, best_y = y;
        }
    st->x = best_x;
    st->y = best_y;
    st->w = w;
    st->lw = app->lw;
    st->lh = app->lh;
    st->tile_size = app->settings.tile_size;
    st->placed = true;
}

static void final_draw(ui_app *app)
{
    final_state *st = ui_screen_state(app);
    bool place = st && (!st->placed || st->lw != app->lw || st->lh != app->lh || st->tile_size != app->settings.tile_size);
    bool was_recording = app->record;
    if (place) app->record = true; /* (draws the table's still picture afresh, this frame only) */
    ui_screen_table.draw(app);     /* the match waits: nothing is dealt while this shows */
    app->record = was_recording;
    if (place) final_place(app, st);
    app->nzones = 0; /* the table's tiles take no clicks here */
    float w = st ? st->w : 230, x = st ? st->x : app->lw - w - MARGIN, y = st ? st->y : MARGIN;
    ui_button(app, (ui_rect){x, y, w, BLOCK_H}, ui_tr(&app->i18n, "result.sheet"), FINAL_BACK, true);
}

static void final_activate(ui_app *app, int id, bool back)
{
    (void)back;
    if (id == FINAL_BACK) ui_screen_back(app);
}

static bool final_event(ui_app *app, const SDL_Event *e)
{
    if (e->type != SDL_KEYDOWN) return false;
    SDL_Keycode k = e->key.keysym.sym;
    if (k != SDLK_ESCAPE && k != SDLK_t && k != SDLK_RETURN && k != SDLK_KP_ENTER && k != SDLK_SPACE) return false;
    ui_screen_back(app);
    return true;
}

const ui_screen ui_screen_final_table = {.name = "final-table",
                                         .state_size = sizeof(final_state),
                                         .keys = "keys.final_table",
                                         .event = final_event,
                                         .activate = final_activate,
                                         .draw = final_draw};
