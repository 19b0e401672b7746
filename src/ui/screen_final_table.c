/* screen_final_table.c: the hand result's "Table": the table as the hand ended, every hand face
 * up (the view shows them once the hand is over), for as long as the player looks; Back (or
 * Esc, Enter, T) returns to the score sheet.
 *
 * The centre panel says what this is (in place of the wall count). The button goes where it
 * covers nothing of the table: the top right
 * corner holds the top seat's plate whenever four play, and which other corner is clear
 * depends on the melds and flowers down. So the first frame at a size records every tile and
 * plate the table draws, and the button takes the first clear place (final_place). */
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

static bool meets(SDL_Rect a, SDL_Rect b)
{
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

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
    for (int i = 0; i < app->nrec; i++) n += meets(b, app->rec[i].r);
    for (int i = 0; i < app->nplate_rec; i++) n += meets(b, app->plate_rec[i]);
    for (int i = 0; i < nfixed; i++) n += meets(b, fixed[i]);
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
    float best_x = right, best_y = MARGIN;
    int best = 1 << 30;
    for (int pass = 0; pass < 6 && best > 0; pass++) {
        /* pass 0: the two corners on the right; 1: the right edge; 2: the bottom; 3: the top;
         * 4: the left edge; 5: the bottom left corner */
        float x = pass == 4 || pass == 5 ? MARGIN : right, y = pass == 2 ? bottom : MARGIN;
        int steps = pass == 0 ? 2 : pass == 5 ? 1 : (int)(((pass == 1 || pass == 4 ? bottom : right) - MARGIN) / 4) + 1;
        for (int i = 0; i < steps && best > 0; i++) {
            float cx = x, cy = y;
            if (pass == 0) cy = i ? bottom : MARGIN;
            else if (pass == 1 || pass == 4) cy = MARGIN + 4.0f * (float)i;
            else if (pass == 5) cy = bottom;
            else cx = right - 4.0f * (float)i;
            int n = covered(app, fixed, nfixed, cx, cy, w);
            if (n < best) best = n, best_x = cx, best_y = cy;
        }
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
