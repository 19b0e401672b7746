/* boxes.c: recording drawn rectangles and checking text against its containers. */
#include "ui/boxes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ui_boxes_reset(ui_boxes *bx)
{
    bx->n = 0;
    bx->owner = -1;
}

int ui_boxes_add(ui_boxes *bx, int kind, SDL_Rect r, const char *text)
{
    if (bx->n >= UI_MAX_BOXES) return -1;
    ui_box *b = &bx->b[bx->n];
    b->r = r;
    b->kind = kind;
    b->owner = kind == UI_BOX_TEXT ? bx->owner : -1;
    /* shortened at a UTF-8 character's start */
    size_t n = text ? strlen(text) : 0;
    if (n > sizeof b->text - 1) {
        n = sizeof b->text - 1;
        while (n && ((unsigned char)text[n] & 0xC0) == 0x80) n--;
    }
    if (n) memcpy(b->text, text, n);
    b->text[n] = 0;
    return bx->n++;
}

/* Glyph boxes carry the font's line spacing above and below the ink: texts and controls may
 * touch by this much of a text's height without a fault. */
static int slack(const SDL_Rect *t) { return t->h / 5 + 1; }

/* a inside c, give or take `tol` pixels */
static bool inside(SDL_Rect a, SDL_Rect c, int tolx, int toly)
{
    return a.x >= c.x - tolx && a.y >= c.y - toly && a.x + a.w <= c.x + c.w + tolx && a.y + a.h <= c.y + c.h + toly;
}

/* how far two rectangles overlap in x and in y (negative: apart) */
static void overlap(SDL_Rect a, SDL_Rect b, int *ox, int *oy)
{
    int x0 = a.x > b.x ? a.x : b.x, x1 = a.x + a.w < b.x + b.w ? a.x + a.w : b.x + b.w;
    int y0 = a.y > b.y ? a.y : b.y, y1 = a.y + a.h < b.y + b.h ? a.y + a.h : b.y + b.h;
    *ox = x1 - x0;
    *oy = y1 - y0;
}

static bool has_point(SDL_Rect c, int x, int y) { return x >= c.x && y >= c.y && x < c.x + c.w && y < c.y + c.h; }

static int report(char *out, size_t outlen, size_t *used, int faults, const char *fmt, const ui_box *a,
                  const ui_box *b)
{
    if (*used < outlen) {
        int k = snprintf(out + *used, outlen - *used, fmt, a->text, a->r.x, a->r.y, a->r.w, a->r.h, b ? b->text : "",
                         b ? b->r.x : 0, b ? b->r.y : 0, b ? b->r.w : 0, b ? b->r.h : 0);
        if (k > 0) *used += (size_t)k;
        if (*used > outlen) *used = outlen;
    }
    return faults + 1;
}

/* the first text drawn as a button's label, -1 none */
static int label_of(const ui_boxes *bx, int button)
{
    for (int i = button + 1; i < bx->n; i++)
        if (bx->b[i].kind == UI_BOX_TEXT && bx->b[i].owner == button) return i;
    return -1;
}

int ui_boxes_check(const ui_boxes *bx, int pw, int ph, char *out, size_t outlen)
{
    int faults = 0;
    size_t used = 0;
    if (outlen) out[0] = 0;
    const ui_box win = {{0, 0, pw, ph}, UI_BOX_PANEL, -1, "the window"};
    for (int i = 0; i < bx->n; i++) {
        const ui_box *t = &bx->b[i];
        if (t->kind != UI_BOX_TEXT || t->r.w <= 0) continue;
        int s = slack(&t->r);
        if (!inside(t->r, win.r, 0, s)) {
            faults = report(out, outlen, &used, faults, "text '%s' (%d,%d %dx%d) leaves %s (%d,%d %dx%d)\n", t, &win);
            continue;
        }
        /* its container: its button, else the smallest panel its centre lies in */
        const ui_box *c = t->owner >= 0 ? &bx->b[t->owner] : NULL;
        if (!c) {
            int cx = t->r.x + t->r.w / 2, cy = t->r.y + t->r.h / 2;
            for (int k = 0; k < bx->n; k++) {
                const ui_box *p = &bx->b[k];
                if (p->kind == UI_BOX_PANEL && has_point(p->r, cx, cy) &&
                    (!c || (long)p->r.w * p->r.h < (long)c->r.w * c->r.h))
                    c = p;
            }
        }
        if (c && !inside(t->r, c->r, 1, s))
            faults = report(out, outlen, &used, faults, "text '%s' (%d,%d %dx%d) leaves '%s' (%d,%d %dx%d)\n", t, c);
        /* under another control, or another text */
        for (int k = 0; k < bx->n; k++) {
            const ui_box *o = &bx->b[k];
            if (k == i || k == t->owner || (o->kind != UI_BOX_BUTTON && o->kind != UI_BOX_TEXT)) continue;
            if (o->kind == UI_BOX_TEXT && k < i) continue; /* each pair of texts once */
            int ox, oy;
            overlap(t->r, o->r, &ox, &oy);
            int sy = o->kind == UI_BOX_TEXT ? s + slack(&o->r) : s;
            if (ox > 2 && oy > sy)
                faults = report(out, outlen, &used, faults, "text '%s' (%d,%d %dx%d) runs into '%s' (%d,%d %dx%d)\n",
                                t, o);
        }
    }
    /* one font size per row of buttons (same top, same height): their labels' heights agree */
    for (int i = 0; i < bx->n; i++) {
        const ui_box *a = &bx->b[i];
        int la = a->kind == UI_BOX_BUTTON ? label_of(bx, i) : -1;
        for (int k = i + 1; la >= 0 && k < bx->n; k++) {
            const ui_box *b = &bx->b[k];
            int lb = b->kind == UI_BOX_BUTTON ? label_of(bx, k) : -1;
            if (lb < 0 || abs(a->r.y - b->r.y) > 1 || abs(a->r.h - b->r.h) > 1) continue;
            if (bx->b[la].r.h != bx->b[lb].r.h)
                faults = report(out, outlen, &used, faults, "button '%s' (%d,%d %dx%d) and '%s' (%d,%d %dx%d) "
                                                            "in one row have two font sizes\n", a, b);
        }
    }
    return faults;
}
