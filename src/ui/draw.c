/* draw.c: drawing primitives in logical units. */
#include "ui/draw.h"

#include "ui/boxes.h"

#include <math.h>
#include <string.h>

const SDL_Color UI_WHITE = {245, 242, 232, 255}, UI_INK = {20, 24, 28, 255}, UI_GOLD = {240, 200, 90, 255},
                UI_DIM = {170, 185, 175, 255}, UI_RED = {230, 90, 80, 255}, UI_GREEN_TEXT = {120, 220, 140, 255};

int ui_px(const ui_app *app, float logical) { return (int)lroundf(logical * app->s); }

static SDL_Rect to_px(const ui_app *app, ui_rect r)
{
    int x0 = ui_px(app, r.x), y0 = ui_px(app, r.y);
    return (SDL_Rect){x0, y0, ui_px(app, r.x + r.w) - x0, ui_px(app, r.y + r.h) - y0};
}

void ui_fill(ui_app *app, ui_rect r, SDL_Color c)
{
    SDL_Rect p = to_px(app, r);
    SDL_SetRenderDrawBlendMode(app->ren, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(app->ren, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(app->ren, &p);
}

void ui_outline(ui_app *app, ui_rect r, SDL_Color c, float thickness)
{
    float t = thickness;
    ui_fill(app, (ui_rect){r.x, r.y, r.w, t}, c);
    ui_fill(app, (ui_rect){r.x, r.y + r.h - t, r.w, t}, c);
    ui_fill(app, (ui_rect){r.x, r.y + t, t, r.h - 2 * t}, c);
    ui_fill(app, (ui_rect){r.x + r.w - t, r.y + t, t, r.h - 2 * t}, c);
}

static int text_px(const ui_app *app, float size)
{
    int px = ui_px(app, size);
    return px < 12 ? 12 : px;
}

float ui_text(ui_app *app, float x, float y, float size, SDL_Color c, int align, bool bold, const char *utf8)
{
    int w, h;
    SDL_Texture *t = ui_text_get(&app->text, app->ren, utf8, text_px(app, size), bold, c, &w, &h);
    if (!t) return 0;
    int px = ui_px(app, x), py = ui_px(app, y);
    if (align == UI_ALIGN_CENTER) px -= w / 2;
    else if (align == UI_ALIGN_RIGHT) px -= w;
    SDL_Rect d = {px, py, w, h};
    SDL_RenderCopy(app->ren, t, NULL, &d);
    if (app->boxes) ui_boxes_add(app->boxes, UI_BOX_TEXT, d, utf8);
    if (app->record && app->ntext < sizeof app->text_rec) {
        int n = snprintf(app->text_rec + app->ntext, sizeof app->text_rec - app->ntext, "%s\n", utf8);
        if (n > 0) app->ntext += (size_t)n;
    }
    return (float)w / app->s;
}

float ui_line_h(const ui_app *app, float size) { return (float)text_px(app, size) * 1.35f / app->s; }

/* Shortens line (a buffer of at least 8 spare bytes) until it and a closing "…" fit maxw. */
static void ellipsize(ui_app *app, float size, float maxw, bool bold, char *line)
{
    size_t n = strlen(line);
    for (;;) {
        memcpy(line + n, "…", sizeof "…");
        if (!n || ui_text_width(app, size, bold, line) <= maxw) return;
        do n--; while (n && ((unsigned char)line[n] & 0xC0) == 0x80);
        while (n && line[n - 1] == ' ') n--;
    }
}

/* ui_text_wrap's work; draws only when draw is set */
static float wrap(ui_app *app, float x, float y, float size, float maxw, SDL_Color c, int align, bool bold,
                  const char *utf8, int max_lines, bool draw)
{
    float line_h = ui_line_h(app, size), used = 0;
    char line[512];
    const char *p = utf8;
    for (int n = 0; *p && n < max_lines; n++) {
        /* the longest start of p that fits, preferring to end at a space */
        size_t fit = 0, space = 0, i = 0;
        while (p[i] && i < sizeof line - 8) {
            size_t next = i + 1;
            while (((unsigned char)p[next] & 0xC0) == 0x80) next++; /* a whole UTF-8 character */
            memcpy(line, p, next);
            line[next] = 0;
            if (fit && ui_text_width(app, size, bold, line) > maxw) break;
            fit = next;
            if (p[i] == ' ') space = i;
            i = next;
        }
        size_t cut = p[fit] && space ? space : fit;
        if (n == max_lines - 1) cut = fit; /* the last line takes what fits */
        memcpy(line, p, cut);
        line[cut] = 0;
        if (n == max_lines - 1 && p[cut]) ellipsize(app, size, maxw, bold, line); /* and says it was cut */
        if (draw) ui_text(app, x, y + used, size, c, align, bold, line);
        used += line_h;
        p += cut;
        while (*p == ' ') p++;
    }
    return used;
}

float ui_text_wrap(ui_app *app, float x, float y, float size, float maxw, SDL_Color c, bool bold, const char *utf8,
                   int max_lines)
{
    return wrap(app, x, y, size, maxw, c, UI_ALIGN_LEFT, bold, utf8, max_lines, true);
}

float ui_text_wrap_height(ui_app *app, float size, float maxw, bool bold, const char *utf8, int max_lines)
{
    return wrap(app, 0, 0, size, maxw, UI_WHITE, UI_ALIGN_LEFT, bold, utf8, max_lines, false);
}

void ui_draw_notice(ui_app *app, const char *message)
{
    /* a headline, and under it the details (what and where) wrapped inside the window */
    const char *nl = strchr(message, '\n');
    char head[300];
    size_t hl = nl ? (size_t)(nl - message) : strlen(message);
    if (hl >= sizeof head) hl = sizeof head - 1;
    memcpy(head, message, hl);
    head[hl] = 0;
    const char *detail = nl ? nl + 1 : "";
    float maxw = app->lw - 60, pad = 15;
    float hw = ui_text_width(app, 16, !!*detail, head), dw = *detail ? ui_text_width(app, 14, false, detail) : 0;
    float w = (hw > dw ? hw : dw) + 2 * pad;
    if (w > maxw + 2 * pad) w = maxw + 2 * pad;
    if (w > app->lw - 20) w = app->lw - 20;
    float tw = w - 2 * pad;
    float h1 = ui_text_wrap_height(app, 16, tw, !!*detail, head, 3);
    float h2 = *detail ? ui_text_wrap_height(app, 14, tw, false, detail, 8) + 4 : 0;
    ui_rect r = {(app->lw - w) / 2, 12, w, h1 + h2 + 14};
    ui_fill(app, r, (SDL_Color){30, 20, 10, 235});
    ui_outline(app, r, UI_GOLD, 1.5f);
    if (app->boxes) ui_boxes_add(app->boxes, UI_BOX_PANEL, to_px(app, r), "notice");
    ui_text_wrap(app, r.x + pad, r.y + 7, 16, tw, *detail ? UI_GOLD : UI_WHITE, !!*detail, head, 3);
    if (*detail) ui_text_wrap(app, r.x + pad, r.y + 7 + h1 + 4, 14, tw, UI_WHITE, false, detail, 8);
}

float ui_text_width(ui_app *app, float size, bool bold, const char *utf8)
{
    int w, h;
    ui_text_size(&app->text, utf8, text_px(app, size), bold, &w, &h);
    return (float)w / app->s;
}

/* the size, from `size` down, at which text fits maxw on one line (9 when it never does) */
static float fit_size(ui_app *app, float size, float maxw, bool bold, const char *utf8)
{
    float sz = size;
    while (sz > 9 && ui_text_width(app, sz, bold, utf8) > maxw) sz *= 0.92f;
    return sz;
}

float ui_text_box(ui_app *app, ui_rect r, float size, SDL_Color c, int align, bool bold, const char *utf8)
{
    float sz = fit_size(app, size, r.w, bold, utf8);
    float lh = ui_line_h(app, sz), x = align == UI_ALIGN_CENTER ? r.x + r.w / 2 : align == UI_ALIGN_RIGHT ? r.x + r.w : r.x;
    if (ui_text_width(app, sz, bold, utf8) <= r.w) {
        ui_text(app, x, r.y + (r.h - lh) / 2, sz, c, align, bold, utf8);
        return sz;
    }
    /* as many lines as the box holds, the last one ending in "…" when even they are too few */
    int lines = (int)(r.h / lh);
    if (lines < 1) lines = 1;
    float h = ui_text_wrap_height(app, sz, r.w, bold, utf8, lines);
    wrap(app, x, r.y + (r.h - h) / 2, sz, r.w, c, align, bold, utf8, lines, true);
    return sz;
}

static ui_rect label_box(ui_rect r) { return (ui_rect){r.x + 6, r.y + 2, r.w - 12, r.h - 4}; }

float ui_button_text_size(ui_app *app, ui_rect r, const char *label)
{
    return fit_size(app, r.h * 0.46f, label_box(r).w, true, label);
}

float ui_button_width_for(ui_app *app, float h, const char *label)
{
    ui_rect r = {0, 0, 0, h};
    return ui_text_width(app, h * 0.46f, true, label) + (r.w - label_box(r).w) + 8;
}

void ui_button(ui_app *app, ui_rect r, const char *label, int id, bool enabled)
{
    ui_button_sized(app, r, label, id, enabled, r.h * 0.46f);
}

void ui_button_face(ui_app *app, ui_rect r, const char *label, int id, bool enabled)
{
    int zi = app->nzones;
    ui_zone_add(app, r, id, enabled);
    bool hot = enabled && (ui_rect_has(r, app->mx, app->my) || app->focus == zi);
    SDL_Color bg = !enabled ? (SDL_Color){60, 70, 66, 200} : hot ? (SDL_Color){236, 196, 92, 255}
                                                                   : (SDL_Color){246, 241, 227, 240};
    ui_fill(app, (ui_rect){r.x + 3, r.y + 4, r.w, r.h}, (SDL_Color){0, 0, 0, 90});
    ui_fill(app, r, bg);
    ui_outline(app, r, hot ? (SDL_Color){120, 80, 10, 255} : (SDL_Color){90, 100, 92, 255}, 2);
    int box = app->boxes ? ui_boxes_add(app->boxes, UI_BOX_BUTTON, to_px(app, r), label) : -1;
    if (app->boxes) app->boxes->owner = box;
}

void ui_button_sized(ui_app *app, ui_rect r, const char *label, int id, bool enabled, float size)
{
    ui_button_face(app, r, label, id, enabled);
    ui_text_box(app, label_box(r), size, enabled ? UI_INK : UI_DIM, UI_ALIGN_CENTER, true, label);
    ui_button_face_end(app);
}

void ui_button_face_end(ui_app *app)
{
    if (app->boxes) app->boxes->owner = -1;
}

void ui_tile(ui_app *app, int idx, float face_h, int rot, float x, float y, int flags)
{
    int fh = ui_px(app, face_h);
    SDL_Texture *t = ui_sprite_get(&app->sprites, app->ren, idx, fh, rot);
    if (!t) return;
    int w, h;
    SDL_QueryTexture(t, NULL, NULL, &w, &h);
    SDL_Rect d = {ui_px(app, x), ui_px(app, y), w, h};
    app->stat_tiles++;
    if (d.x < 0 || d.y < 0 || d.x + d.w > app->pw || d.y + d.h > app->ph) app->stat_off++;
    if (app->boxes) ui_boxes_add(app->boxes, UI_BOX_TILE, d, "tile");
    if (app->record && app->nrec < (int)(sizeof app->rec / sizeof app->rec[0])) {
        app->rec[app->nrec].r = d;
        app->rec[app->nrec++].group = app->draw_group;
    }
    if (flags & UI_TILE_GREY) SDL_SetTextureColorMod(t, 150, 150, 140);
    if (flags & UI_TILE_FADED) SDL_SetTextureAlphaMod(t, 120);
    SDL_RenderCopy(app->ren, t, NULL, &d);
    SDL_SetTextureColorMod(t, 255, 255, 255);
    SDL_SetTextureAlphaMod(t, 255);
    /* the face rectangle, for the overlays (the depth band lies right/below before turning) */
    int fw = fh * 60 / 80;
    SDL_Rect face = rot % 2 ? (SDL_Rect){d.x, d.y, fh, fw} : (SDL_Rect){d.x, d.y, fw, fh};
    if (rot == 1) face.x = d.x + (d.w - fh);
    if (rot == 2) face = (SDL_Rect){d.x + (d.w - fw), d.y + (d.h - fh), fw, fh};
    if (rot == 3) face.y = d.y + (d.h - fw);
    if (flags & UI_TILE_LIGHT) {
        SDL_SetRenderDrawBlendMode(app->ren, SDL_BLENDMODE_BLEND);
        SDL_SetRenderDrawColor(app->ren, 255, 220, 60, 70);
        SDL_RenderFillRect(app->ren, &face);
    }
    if (flags & (UI_TILE_SELECTED | UI_TILE_LIGHT)) {
        SDL_SetRenderDrawBlendMode(app->ren, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(app->ren, 235, 170, 30, 255);
        int th = fh / 24 + 1;
        for (int i = 0; i < th; i++) {
            SDL_Rect o = {face.x - i, face.y - i, face.w + 2 * i, face.h + 2 * i};
            SDL_RenderDrawRect(app->ren, &o);
        }
    }
}

void ui_panel_box(ui_app *app, ui_rect r, const char *name)
{
    if (app->boxes) ui_boxes_add(app->boxes, UI_BOX_PANEL, to_px(app, r), name);
}

void ui_panel(ui_app *app, ui_rect r)
{
    if (app->boxes) ui_boxes_add(app->boxes, UI_BOX_PANEL, to_px(app, r), "panel");
    ui_fill(app, r, (SDL_Color){10, 30, 22, 215});
    ui_outline(app, r, (SDL_Color){200, 180, 120, 160}, 1.5f);
}

void ui_felt(ui_app *app)
{
    if (!app->felt || app->felt_w != app->pw || app->felt_h != app->ph) {
        SDL_DestroyTexture(app->felt);
        app->felt = NULL;
        SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, app->pw, app->ph, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!s) return;
        float cx = app->pw / 2.0f, cy = app->ph / 2.0f, rr = cx * cx + cy * cy;
        for (int y = 0; y < app->ph; y++) {
            uint32_t *row = (uint32_t *)((uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
            for (int x = 0; x < app->pw; x++) {
                float dx = x - cx, dy = y - cy, v = 1.0f - 0.45f * (dx * dx + dy * dy) / rr;
                /* a faint weave so the felt is not a flat colour */
                float weave = ((x + y) % 4 == 0 ? 0.03f : 0) + ((x - y) % 6 == 0 ? 0.02f : 0);
                float k = v + weave;
                uint32_t r = (uint32_t)(22 * k), g = (uint32_t)(92 * k), b = (uint32_t)(58 * k);
                row[x] = 0xff000000u | r << 16 | g << 8 | b;
            }
        }
        app->felt = SDL_CreateTextureFromSurface(app->ren, s);
        SDL_FreeSurface(s);
        /* opaque: a plain copy, no per-pixel blending of the whole window */
        if (app->felt) SDL_SetTextureBlendMode(app->felt, SDL_BLENDMODE_NONE);
        app->felt_w = app->pw;
        app->felt_h = app->ph;
    }
    if (app->felt) {
        SDL_RenderCopy(app->ren, app->felt, NULL, NULL);
    } else { /* no felt (out of memory): the plain colour, over whatever was drawn before */
        SDL_SetRenderDrawColor(app->ren, 16, 60, 40, 255);
        SDL_RenderClear(app->ren);
    }
}

float ui_text_fit(ui_app *app, float x, float y, float size, float maxw, SDL_Color c, int align, bool bold,
                  const char *utf8)
{
    float sz = size;
    while (sz > 9 && ui_text_width(app, sz, bold, utf8) > maxw) sz *= 0.92f;
    return ui_text(app, x, y + (size - sz) * 0.6f, sz, c, align, bold, utf8);
}
