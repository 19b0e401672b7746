/* table_still.c: the table's still image kept in a texture (table_still.h). */
#include "ui/table_still.h"

#include <stdlib.h>
#include <string.h>

#include "ui/draw.h"
#include "ui/screens.h"
#include "ui/seat_name.h"
#include "ui/table_plates.h"
#include "ui/table_seats.h"

/* Everything the still pass reads. Compared whole with memcmp: it is zeroed before it is
 * filled, so that padding never differs; an input left out would leave a stale image, an input
 * too many costs only a drawing. */
typedef struct {
    const ui_match *m;
    uint32_t stamp;
    int pw, ph, felt_w, felt_h;
    float s, lw, lh;
    SDL_Rect viewport, felt_src;
    bool has_felt_src;
    const SDL_Texture *felt;
    /* the pointer and the hand: hover, drag, selection, the player's order */
    float mx, my, drag_x0, drag_y0;
    int drag_id, sel, view_seat, norder;
    bool human;
    int16_t order[18];
    uint64_t grey;
    /* the tweens, and which of them run now (their tiles are left out) */
    int ntw;
    uint32_t running;
    ui_tween tw[UI_MAX_TWEENS];
    /* the words and the fonts */
    int lang, font;
    const char *strings;
    ui_settings settings;
    ui_layout layout;        /* as given, before the seats are drawn */
    int parts;
    bool final_table;        /* the centre panel names the final table, not the wall */
    char names[SP_SEATS][64], kinds[SP_SEATS][96]; /* the name plates' words */
    sp_view v;
} still_key;

struct ui_still {
    SDL_Texture *tex;
    int w, h;
    int fail_w, fail_h;      /* no texture could be made at this size: drawn straight */
    bool valid;
    still_key key, next;
    /* what the still pass leaves besides its pixels */
    ui_layout layout;
    ui_flights fl;
    ui_zone zones[UI_MAX_ZONES];
    int nzones, tiles, off;
    int nhand_pos;
    int16_t hand_tile[18];
    float hand_x[18], hand_y[18], hand_h;
};

static void key_fill(still_key *k, const ui_app *app, const ui_layout *L, const ui_match *m, const sp_view *v,
                     uint64_t grey, const SDL_Rect *felt_src, int parts, SDL_Rect viewport)
{
    memset(k, 0, sizeof *k);
    k->m = m;
    k->stamp = ui_match_stamp(m);
    k->pw = app->pw;
    k->ph = app->ph;
    k->felt_w = app->felt_w;
    k->felt_h = app->felt_h;
    k->s = app->s;
    k->lw = app->lw;
    k->lh = app->lh;
    k->viewport = viewport;
    k->has_felt_src = felt_src != NULL;
    if (felt_src) k->felt_src = *felt_src;
    k->felt = app->felt;
    k->mx = app->mx;
    k->my = app->my;
    k->drag_x0 = app->drag_x0;
    k->drag_y0 = app->drag_y0;
    k->drag_id = app->drag_id;
    k->sel = m->sel;
    k->view_seat = m->view_seat;
    k->norder = m->norder;
    k->human = m->human;
    memcpy(k->order, m->order, sizeof k->order);
    k->grey = grey;
    k->ntw = m->ntw;
    for (int i = 0; i < m->ntw && i < UI_MAX_TWEENS; i++) {
        k->tw[i] = m->tw[i];
        if (app->now < m->tw[i].start + (uint64_t)m->tw[i].dur) k->running |= 1u << i;
    }
    k->lang = app->i18n.lang;
    k->font = app->text.index;
    k->strings = app->i18n.buf;
    k->settings = app->settings;
    k->layout = *L;
    k->parts = parts;
    k->final_table = ui_on(app, &ui_screen_final_table);
    for (int s = 0; s < v->players && s < SP_SEATS && (parts & UI_STILL_PLATES); s++) {
        ui_seat_name(app, m, s, k->names[s], sizeof k->names[s]);
        ui_seat_kind(app, m, s, k->kinds[s], sizeof k->kinds[s]);
    }
    k->v = *v;
}

/* The still pass: felt, centre panel, seats, and the parts asked for; what moves goes to fl. */
static void still_pass(ui_app *app, ui_layout *L, ui_match *m, const sp_view *v, uint64_t grey,
                       const SDL_Rect *felt_src, int parts, ui_flights *fl)
{
    *fl = (ui_flights){.n = 0, .hover_idx = -1};
    if (!felt_src) ui_felt(app);
    else if (app->felt) SDL_RenderCopy(app->ren, app->felt, felt_src, NULL);
    ui_table_draw_panel(app, L, m, v, fl);
    ui_draw_seats_still(app, L, m, v, grey, fl);
    if (parts & UI_STILL_PLATES) ui_draw_plates(app, L, m, v);
    if (parts & UI_STILL_SHOUTS) ui_draw_shouts(app, L, m);
}

/* A texture the renderer draws into, of the window's own pixel format when it can (blending
 * into it then gives the very pixels blending into the window gives). */
static SDL_Texture *target(ui_app *app, int w, int h)
{
    Uint32 fmt = SDL_PIXELFORMAT_ARGB8888, win = app->win ? SDL_GetWindowPixelFormat(app->win) : 0;
    SDL_RendererInfo info;
    if (win && !SDL_ISPIXELFORMAT_INDEXED(win) && SDL_BYTESPERPIXEL(win) == 4 && SDL_GetRendererInfo(app->ren, &info) == 0)
        for (Uint32 i = 0; i < info.num_texture_formats; i++)
            if (info.texture_formats[i] == win) fmt = win;
    SDL_Texture *t = SDL_CreateTexture(app->ren, fmt, SDL_TEXTUREACCESS_TARGET, w, h);
    if (t) SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE); /* copied as it is: every pixel is opaque */
    return t;
}

/* Draws the still pass into the texture; false when the renderer cannot. */
static bool render(ui_app *app, struct ui_still *c, ui_layout *L, ui_match *m, const sp_view *v, uint64_t grey,
                   const SDL_Rect *felt_src, int parts, SDL_Rect vp)
{
    if (c->tex && (c->w != vp.w || c->h != vp.h)) {
        SDL_DestroyTexture(c->tex);
        c->tex = NULL;
    }
    if (!c->tex) {
        c->tex = target(app, vp.w, vp.h);
        if (!c->tex) return false;
        c->w = vp.w;
        c->h = vp.h;
    }
    if (SDL_SetRenderTarget(app->ren, c->tex) != 0) return false;
    int zones = app->nzones, tiles = app->stat_tiles, off = app->stat_off;
    still_pass(app, L, m, v, grey, felt_src, parts, &c->fl);
    SDL_SetRenderTarget(app->ren, NULL); /* the window, its viewport as it was */
    c->nzones = app->nzones - zones;
    memcpy(c->zones, app->zones + zones, sizeof c->zones[0] * (size_t)c->nzones);
    c->tiles = app->stat_tiles - tiles;
    c->off = app->stat_off - off;
    c->layout = *L;
    c->nhand_pos = m->nhand_pos;
    memcpy(c->hand_tile, m->hand_tile, sizeof c->hand_tile);
    memcpy(c->hand_x, m->hand_x, sizeof c->hand_x);
    memcpy(c->hand_y, m->hand_y, sizeof c->hand_y);
    c->hand_h = m->hand_h;
    app->stat_still++;
    return true;
}

/* What the still pass left, when it is not drawn again: the layout, the hand's zones and
 * positions, the tiles counted. */
static void reuse(ui_app *app, const struct ui_still *c, ui_layout *L, ui_match *m)
{
    *L = c->layout;
    for (int i = 0; i < c->nzones; i++) ui_zone_add(app, c->zones[i].r, c->zones[i].id, c->zones[i].enabled);
    app->stat_tiles += c->tiles;
    app->stat_off += c->off;
    m->nhand_pos = c->nhand_pos;
    memcpy(m->hand_tile, c->hand_tile, sizeof c->hand_tile);
    memcpy(m->hand_x, c->hand_x, sizeof c->hand_x);
    memcpy(m->hand_y, c->hand_y, sizeof c->hand_y);
    m->hand_h = c->hand_h;
}

void ui_table_still_draw(ui_app *app, ui_layout *L, ui_match *m, const sp_view *v, uint64_t grey_mask,
                         const SDL_Rect *felt_src, int parts)
{
    if (!app->still && !app->still_off) app->still = calloc(1, sizeof *app->still);
    struct ui_still *c = app->still;
    SDL_Rect vp;
    SDL_RenderGetViewport(app->ren, &vp);
    if (!c || app->still_off || vp.w <= 0 || vp.h <= 0 || (vp.w == c->fail_w && vp.h == c->fail_h) ||
        !SDL_RenderTargetSupported(app->ren)) {
        ui_flights fl;
        still_pass(app, L, m, v, grey_mask, felt_src, parts, &fl);
        ui_draw_flights(app, &fl);
        return;
    }
    key_fill(&c->next, app, L, m, v, grey_mask, felt_src, parts, vp);
    /* the layout tests record what the still pass draws: it is drawn for them every time */
    bool recording = app->record || app->boxes;
    if (recording || !c->valid || memcmp(&c->next, &c->key, sizeof c->key) != 0) {
        c->valid = false;
        if (!render(app, c, L, m, v, grey_mask, felt_src, parts, vp)) {
            c->fail_w = vp.w; /* straight into the window until the size changes */
            c->fail_h = vp.h;
            if (c->tex) SDL_DestroyTexture(c->tex);
            c->tex = NULL;
            SDL_SetRenderTarget(app->ren, NULL);
            ui_table_still_draw(app, L, m, v, grey_mask, felt_src, parts);
            return;
        }
        /* the key as the pass leaves it (it keeps the player's order of the hand up to date) */
        key_fill(&c->key, app, &c->next.layout, m, v, grey_mask, felt_src, parts, vp);
        c->valid = true;
    } else {
        reuse(app, c, L, m);
    }
    SDL_RenderCopy(app->ren, c->tex, NULL, NULL);
    ui_draw_flights(app, &c->fl);

}

void ui_table_still_reset(ui_app *app, bool lost)
{
    struct ui_still *c = app->still;
    if (!c) return;
    c->valid = false;
    if (lost && c->tex) {
        SDL_DestroyTexture(c->tex);
        c->tex = NULL;
    }
}

void ui_table_still_free(ui_app *app)
{
    struct ui_still *c = app->still;
    if (!c) return;
    if (c->tex) SDL_DestroyTexture(c->tex);
    free(c);
    app->still = NULL;
}
