/* tilegen.c — writes Sparrow's tile-face SVGs (assets/tiles) from drawn shapes and FreeType glyph outlines. */

/*
 * Usage: sparrow-tilegen --font PATH --out DIR [--face-index N] [--icon PATH]
 *
 * Every file is plain SVG that nanosvg (SDL2_image's loader) understands: only <path>, <circle>,
 * linear gradients and inline fill/stroke attributes. No text, filters, masks,
 * clip paths, transforms or CSS: every coordinate is computed here and written out absolute.
 *
 * Tile geometry (all tiles, in SVG user units, y pointing down):
 *
 *     viewBox 0 0 64 84, width 64, height 84
 *     face   = the rounded rectangle x 0..60, y 0..80 (corner radius 5): the ivory top
 *     depth  = the same rectangle swept 4 units right and 4 units down: the darker body edge,
 *              visible as a band below and to the right of the face
 *
 * So the face is the top-left 60/64 x 80/84 of the image. A renderer that wants a tile whose
 * face is H pixels high rasterises the SVG at H * 84 / 80 pixels high; tiles laid in a row touch
 * when placed 60 units (face width) apart, each covering its left neighbour's right band.
 *
 * Characters are glyph outlines (FT_Outline_Decompose) of a CJK font, by default the Hong Kong
 * or Traditional Chinese face of a Noto Serif CJK collection; everything else is drawn here.
 * The output is deterministic for a given font file.
 */

#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_BBOX_H

#ifdef _WIN32
#include <direct.h>
#define tg_mkdir(p) _mkdir(p)
#else
#define tg_mkdir(p) mkdir((p), 0777)
#endif

#define TG_PI 3.14159265358979323846

/* ---- geometry ------------------------------------------------------------------------------ */

#define FACE_W 60.0
#define FACE_H 80.0
#define FACE_R 5.0
#define DEPTH 4.0
#define VIEW_W (FACE_W + DEPTH)
#define VIEW_H (FACE_H + DEPTH)

/* ---- palette (after Hong Kong tile sets) --------------------------------------------------- */

#define C_INK "#17203a"      /* numerals, winds */
#define C_RED "#c8232c"      /* 萬, 中, red dots and sticks */
#define C_RED_DK "#8e1118"
#define C_RED_LT "#ee7f7a"
#define C_GREEN "#12804a"    /* 發, green dots and sticks */
#define C_GREEN_DK "#0a5631"
#define C_GREEN_LT "#5cc48a"
#define C_BLUE "#1b4f9f"     /* 白 frame, blue dots and sticks */
#define C_BLUE_DK "#0f3170"
#define C_BLUE_LT "#6f9de0"
#define C_IVORY "#f6f1e3"

/* ---- affine transforms --------------------------------------------------------------------- */

/* x' = a x + c y + e ; y' = b x + d y + f */
typedef struct {
    double a, b, c, d, e, f;
} tg_xf;

static tg_xf xf_identity(void)
{
    tg_xf t = {1, 0, 0, 1, 0, 0};
    return t;
}

/* The transform that applies n first, then m. */
static tg_xf xf_mul(tg_xf m, tg_xf n)
{
    tg_xf r;
    r.a = m.a * n.a + m.c * n.b;
    r.b = m.b * n.a + m.d * n.b;
    r.c = m.a * n.c + m.c * n.d;
    r.d = m.b * n.c + m.d * n.d;
    r.e = m.a * n.e + m.c * n.f + m.e;
    r.f = m.b * n.e + m.d * n.f + m.f;
    return r;
}

static tg_xf xf_translate(double x, double y)
{
    tg_xf t = {1, 0, 0, 1, x, y};
    return t;
}

static tg_xf xf_scale(double sx, double sy)
{
    tg_xf t = {sx, 0, 0, sy, 0, 0};
    return t;
}

/* Rotation by deg degrees, clockwise on screen (y down). */
static tg_xf xf_rotate(double deg)
{
    double r = deg * TG_PI / 180.0;
    tg_xf t = {cos(r), sin(r), -sin(r), cos(r), 0, 0};
    return t;
}

/* ---- the writer ---------------------------------------------------------------------------- */

typedef struct {
    FILE *f;
    tg_xf t;              /* current transform, applied to every coordinate written */
    FT_Face face;         /* the CJK font face */
    int contour_open;     /* glyph decomposition: a contour is open and needs a Z */
    int failed;           /* a glyph was missing or a write failed */
    char err[8192];
} tg;

typedef struct {
    const char *fill;     /* NULL: none */
    const char *stroke;   /* NULL: none */
    double sw;            /* stroke width in local units */
    int round;            /* round caps and joins */
} tg_style;

static tg_style fill_only(const char *fill)
{
    tg_style s = {fill, NULL, 0, 0};
    return s;
}

static tg_style filled(const char *fill, const char *stroke, double sw)
{
    tg_style s = {fill, stroke, sw, 1};
    return s;
}

static tg_style stroked(const char *stroke, double sw)
{
    tg_style s = {NULL, stroke, sw, 1};
    return s;
}

static void put_num(tg *g, double v)
{
    char buf[48];
    if (fabs(v) < 0.005)
        v = 0;
    snprintf(buf, sizeof buf, "%.2f", v);
    char *dot = strchr(buf, '.');
    if (dot) {
        char *e = buf + strlen(buf) - 1;
        while (e > dot && *e == '0')
            *e-- = '\0';
        if (e == dot)
            *e = '\0';
    }
    if (strcmp(buf, "-0") == 0)
        strcpy(buf, "0");
    fputs(buf, g->f);
}

static double xf_len(const tg_xf *t)
{
    return sqrt(fabs(t->a * t->d - t->b * t->c));
}

static void put_pt(tg *g, double x, double y)
{
    const tg_xf *t = &g->t;
    put_num(g, t->a * x + t->c * y + t->e);
    fputc(' ', g->f);
    put_num(g, t->b * x + t->d * y + t->f);
}

static void p_begin(tg *g)
{
    fputs("<path d=\"", g->f);
}

static void p_move(tg *g, double x, double y)
{
    fputc('M', g->f);
    put_pt(g, x, y);
}

static void p_line(tg *g, double x, double y)
{
    fputc('L', g->f);
    put_pt(g, x, y);
}

static void p_quad(tg *g, double x1, double y1, double x, double y)
{
    fputc('Q', g->f);
    put_pt(g, x1, y1);
    fputc(' ', g->f);
    put_pt(g, x, y);
}

static void p_cubic(tg *g, double x1, double y1, double x2, double y2, double x, double y)
{
    fputc('C', g->f);
    put_pt(g, x1, y1);
    fputc(' ', g->f);
    put_pt(g, x2, y2);
    fputc(' ', g->f);
    put_pt(g, x, y);
}

static void p_close(tg *g)
{
    fputc('Z', g->f);
}

static void put_style(tg *g, tg_style s)
{
    fprintf(g->f, " fill=\"%s\"", s.fill ? s.fill : "none");
    if (s.stroke) {
        fprintf(g->f, " stroke=\"%s\" stroke-width=\"", s.stroke);
        put_num(g, s.sw * xf_len(&g->t));
        fputc('"', g->f);
        if (s.round)
            fputs(" stroke-linecap=\"round\" stroke-linejoin=\"round\"", g->f);
    }
    fputs("/>\n", g->f);
}

static void p_end(tg *g, tg_style s)
{
    fputc('"', g->f);
    put_style(g, s);
}

/* Arc around (cx, cy) from angle a0 to a1 (degrees, 0 = +x, 90 = down), the pen already at the
 * start point; cubic segments of at most 90 degrees. */
static void p_arc(tg *g, double cx, double cy, double r, double a0, double a1)
{
    int n = (int)ceil(fabs(a1 - a0) / 90.0 - 1e-9);
    if (n < 1)
        n = 1;
    double step = (a1 - a0) / n * TG_PI / 180.0;
    double k = 4.0 / 3.0 * tan(step / 4.0);
    double a = a0 * TG_PI / 180.0;
    for (int i = 0; i < n; i++) {
        double b = a + step;
        double x0 = cx + r * cos(a), y0 = cy + r * sin(a);
        double x3 = cx + r * cos(b), y3 = cy + r * sin(b);
        p_cubic(g, x0 - k * r * sin(a), y0 + k * r * cos(a), x3 + k * r * sin(b),
                y3 - k * r * cos(b), x3, y3);
        a = b;
    }
}

static void circle(tg *g, double cx, double cy, double r, tg_style s)
{
    const tg_xf *t = &g->t;
    fputs("<circle cx=\"", g->f);
    put_num(g, t->a * cx + t->c * cy + t->e);
    fputs("\" cy=\"", g->f);
    put_num(g, t->b * cx + t->d * cy + t->f);
    fputs("\" r=\"", g->f);
    put_num(g, r * xf_len(t));
    fputc('"', g->f);
    put_style(g, s);
}

/* Ellipse centred on (cx, cy), radii rx, ry, turned by rot degrees. */
static void ellipse(tg *g, double cx, double cy, double rx, double ry, double rot, tg_style s)
{
    tg_xf save = g->t;
    g->t = xf_mul(save, xf_mul(xf_translate(cx, cy), xf_mul(xf_rotate(rot), xf_scale(1, ry / rx))));
    p_begin(g);
    p_move(g, rx, 0);
    p_arc(g, 0, 0, rx, 0, 360);
    p_close(g);
    g->t = xf_mul(save, xf_mul(xf_translate(cx, cy), xf_rotate(rot)));
    p_end(g, s);
    g->t = save;
}

static void rrect_path(tg *g, double x, double y, double w, double h, double r)
{
    if (r > w / 2)
        r = w / 2;
    if (r > h / 2)
        r = h / 2;
    p_move(g, x + r, y);
    p_line(g, x + w - r, y);
    p_arc(g, x + w - r, y + r, r, -90, 0);
    p_line(g, x + w, y + h - r);
    p_arc(g, x + w - r, y + h - r, r, 0, 90);
    p_line(g, x + r, y + h);
    p_arc(g, x + r, y + h - r, r, 90, 180);
    p_line(g, x, y + r);
    p_arc(g, x + r, y + r, r, 180, 270);
    p_close(g);
}

static void rrect(tg *g, double x, double y, double w, double h, double r, tg_style s)
{
    p_begin(g);
    rrect_path(g, x, y, w, h, r);
    p_end(g, s);
}

/* A rounded rectangle swept by (d, d): the whole tile body seen from above left. */
static void swept_rrect(tg *g, double x, double y, double w, double h, double r, double d,
                        tg_style s)
{
    p_begin(g);
    p_move(g, x + r, y);
    p_line(g, x + w - r, y);
    p_arc(g, x + w - r, y + r, r, -90, -45);
    p_line(g, x + w - r + d + r * cos(-TG_PI / 4), y + r + d + r * sin(-TG_PI / 4));
    p_arc(g, x + w - r + d, y + r + d, r, -45, 0);
    p_line(g, x + w + d, y + h - r + d);
    p_arc(g, x + w - r + d, y + h - r + d, r, 0, 90);
    p_line(g, x + r + d, y + h + d);
    p_arc(g, x + r + d, y + h - r + d, r, 90, 135);
    p_line(g, x + r + r * cos(TG_PI * 0.75), y + h - r + r * sin(TG_PI * 0.75));
    p_arc(g, x + r, y + h - r, r, 135, 180);
    p_line(g, x, y + r);
    p_arc(g, x + r, y + r, r, 180, 270);
    p_close(g);
    p_end(g, s);
}

/* A leaf or petal from base (x0, y0) to tip (x1, y1), widest w, bent sideways by bend (a
 * fraction of its length; positive bends to the left of the base-to-tip direction). */
static void leaf(tg *g, double x0, double y0, double x1, double y1, double w, double bend,
                 tg_style s)
{
    double dx = x1 - x0, dy = y1 - y0;
    double len = sqrt(dx * dx + dy * dy);
    if (len <= 0)
        return;
    double ux = dx / len, uy = dy / len;
    double nx = uy, ny = -ux; /* left normal on screen */
    double bx = nx * bend * len, by = ny * bend * len;
    double hw = w * 0.66;
    p_begin(g);
    p_move(g, x0, y0);
    p_cubic(g, x0 + dx * 0.25 + nx * hw + bx, y0 + dy * 0.25 + ny * hw + by,
            x0 + dx * 0.75 + nx * hw + bx, y0 + dy * 0.75 + ny * hw + by, x1, y1);
    p_cubic(g, x0 + dx * 0.75 - nx * hw + bx, y0 + dy * 0.75 - ny * hw + by,
            x0 + dx * 0.25 - nx * hw + bx, y0 + dy * 0.25 - ny * hw + by, x0, y0);
    p_close(g);
    p_end(g, s);
}

static void line(tg *g, double x0, double y0, double x1, double y1, tg_style s)
{
    p_begin(g);
    p_move(g, x0, y0);
    p_line(g, x1, y1);
    p_end(g, s);
}

/* ---- glyphs -------------------------------------------------------------------------------- */

static int dc_move(const FT_Vector *to, void *user)
{
    tg *g = user;
    if (g->contour_open)
        p_close(g);
    p_move(g, (double)to->x, (double)to->y);
    g->contour_open = 1;
    return 0;
}

static int dc_line(const FT_Vector *to, void *user)
{
    p_line(user, (double)to->x, (double)to->y);
    return 0;
}

static int dc_conic(const FT_Vector *c, const FT_Vector *to, void *user)
{
    p_quad(user, (double)c->x, (double)c->y, (double)to->x, (double)to->y);
    return 0;
}

static int dc_cubic(const FT_Vector *c1, const FT_Vector *c2, const FT_Vector *to, void *user)
{
    p_cubic(user, (double)c1->x, (double)c1->y, (double)c2->x, (double)c2->y, (double)to->x,
            (double)to->y);
    return 0;
}

/*
 * The outline of character cp as one filled path. The glyph is scaled so that one em is em
 * units high (times sx, sy), and its ink box is centred on (cx, cy). bold thickens the strokes
 * by that fraction of an em (FT_Outline_Embolden).
 */
static void glyph(tg *g, unsigned long cp, double cx, double cy, double em, double sx, double sy,
                  double bold, const char *fill)
{
    FT_Face face = g->face;
    if (FT_Get_Char_Index(face, cp) == 0 ||
        FT_Load_Char(face, cp, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) ||
        face->glyph->format != FT_GLYPH_FORMAT_OUTLINE) {
        snprintf(g->err, sizeof g->err, "font has no outline for U+%04lX", cp);
        g->failed = 1;
        return;
    }
    FT_Outline *o = &face->glyph->outline;
    double upem = face->units_per_EM;
    if (bold > 0)
        FT_Outline_Embolden(o, (FT_Pos)(bold * upem));
    FT_BBox bb;
    FT_Outline_Get_BBox(o, &bb);
    double s = em / upem;
    double bcx = (bb.xMin + bb.xMax) / 2.0, bcy = (bb.yMin + bb.yMax) / 2.0;

    tg_xf save = g->t;
    g->t = xf_mul(save, xf_mul(xf_translate(cx, cy),
                               xf_mul(xf_scale(s * sx, -s * sy), xf_translate(-bcx, -bcy))));
    FT_Outline_Funcs fn = {dc_move, dc_line, dc_conic, dc_cubic, 0, 0};
    p_begin(g);
    g->contour_open = 0;
    if (FT_Outline_Decompose(o, &fn, g)) {
        snprintf(g->err, sizeof g->err, "cannot decompose U+%04lX", cp);
        g->failed = 1;
    }
    if (g->contour_open)
        p_close(g);
    g->contour_open = 0;
    g->t = save;
    p_end(g, fill_only(fill));
}

/* ---- tile body ----------------------------------------------------------------------------- */

static int file_begin(tg *g, const char *dir, const char *name, const char *what)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.svg", dir, name);
    g->f = fopen(path, "wb");
    if (!g->f) {
        snprintf(g->err, sizeof g->err, "%s: %s", path, strerror(errno));
        return -1;
    }
    g->t = xf_identity();
    fprintf(g->f,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<!-- Sparrow tile %s (%s). Generated by src/tools/tilegen; do not edit by hand.\n"
            "     Geometry: viewBox 0 0 64 84; the face is the rounded rectangle x 0..60, y 0..80\n"
            "     (radius 5); the body edge (depth) is a band 4 units wide below and right of it. -->\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" viewBox=\"0 0 %g %g\">\n",
            name, what, VIEW_W, VIEW_H, VIEW_W, VIEW_H);
    return 0;
}

static int file_end(tg *g)
{
    fputs("</svg>\n", g->f);
    int bad = ferror(g->f);
    if (fclose(g->f) != 0 || bad) {
        snprintf(g->err, sizeof g->err, "write failed");
        g->failed = 1;
    }
    g->f = NULL;
    return g->failed ? -1 : 0;
}

/* Ivory face on a body: depth band, face with a faint diagonal sheen, thin edge line. */
static void face_body(tg *g)
{
    fputs("<defs>\n"
          "<linearGradient id=\"face\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
          "<stop offset=\"0\" stop-color=\"#fbf8ef\"/><stop offset=\"0.55\" stop-color=\"#f6f1e3\"/>"
          "<stop offset=\"1\" stop-color=\"#ebe3cd\"/></linearGradient>\n"
          "<linearGradient id=\"side\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
          "<stop offset=\"0.6\" stop-color=\"#d9cdad\"/><stop offset=\"1\" stop-color=\"#b7a67e\"/>"
          "</linearGradient>\n"
          "</defs>\n",
          g->f);
    swept_rrect(g, 0, 0, FACE_W, FACE_H, FACE_R, DEPTH, filled("url(#side)", "#6f6348", 0.6));
    rrect(g, 0, 0, FACE_W, FACE_H, FACE_R, filled("url(#face)", "#c2b592", 0.5));
}

/* A tile back: the face in one colour with a soft bevel, on the ivory body. */
static void back_body(tg *g, const char *light, const char *mid, const char *dark,
                      const char *edge, const char *side)
{
    fprintf(g->f,
            "<defs>\n"
            "<linearGradient id=\"back\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
            "<stop offset=\"0\" stop-color=\"%s\"/><stop offset=\"0.5\" stop-color=\"%s\"/>"
            "<stop offset=\"1\" stop-color=\"%s\"/></linearGradient>\n"
            "<linearGradient id=\"side\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
            "<stop offset=\"0.6\" stop-color=\"#e2d7ba\"/><stop offset=\"1\" stop-color=\"#bfae86\"/>"
            "</linearGradient>\n"
            "</defs>\n",
            light, mid, dark);
    /* two-layer tile seen face down: the coloured back layer over the ivory body */
    swept_rrect(g, 0, 0, FACE_W, FACE_H, FACE_R, DEPTH, filled("url(#side)", "#6f6348", 0.6));
    swept_rrect(g, 0, 0, FACE_W, FACE_H, FACE_R, DEPTH * 0.45, filled(side, edge, 0.4));
    rrect(g, 0, 0, FACE_W, FACE_H, FACE_R, filled("url(#back)", edge, 0.5));
    rrect(g, 2.2, 2.2, FACE_W - 4.4, FACE_H - 4.4, FACE_R - 1.6, stroked(light, 0.7));
}

/* ---- dots ---------------------------------------------------------------------------------- */

typedef struct {
    const char *dk, *mid, *lt;
} tg_colour;

static const tg_colour K_BLUE = {C_BLUE_DK, C_BLUE, C_BLUE_LT};
static const tg_colour K_GREEN = {C_GREEN_DK, C_GREEN, C_GREEN_LT};
static const tg_colour K_RED = {C_RED_DK, C_RED, C_RED_LT};

/* One coin: coloured rim, ivory ring, coloured disc with a fine inner ring and an ivory eye.
 * Kept free of small repeated detail, which turns to noise at 24 px. */
static void dot(tg *g, double cx, double cy, double r, tg_colour k)
{
    circle(g, cx, cy, r, filled(k.mid, k.dk, r * 0.08));
    circle(g, cx, cy, r * 0.74, fill_only(C_IVORY));
    circle(g, cx, cy, r * 0.6, filled(k.mid, k.dk, r * 0.05));
    circle(g, cx, cy, r * 0.38, stroked(k.lt, r * 0.07));
    circle(g, cx, cy, r * 0.16, fill_only(C_IVORY));
}

static void big_dot(tg *g)
{
    double cx = 30, cy = 40;
    circle(g, cx, cy, 24, filled(C_GREEN, C_GREEN_DK, 0.8));
    circle(g, cx, cy, 21.2, fill_only(C_IVORY));
    /* lace ring: blue band with ivory beads */
    circle(g, cx, cy, 19.8, fill_only(C_BLUE));
    for (int i = 0; i < 16; i++) {
        double a = (i * 22.5) * TG_PI / 180.0;
        circle(g, cx + cos(a) * 16.6, cy + sin(a) * 16.6, 1.75, fill_only(C_IVORY));
    }
    circle(g, cx, cy, 13.6, fill_only(C_IVORY));
    circle(g, cx, cy, 12.4, fill_only(C_RED));
    /* ivory flower on the red heart */
    for (int i = 0; i < 8; i++) {
        double a = (i * 45.0) * TG_PI / 180.0;
        leaf(g, cx + cos(a) * 2.6, cy + sin(a) * 2.6, cx + cos(a) * 10.4, cy + sin(a) * 10.4, 3.6,
             0, fill_only(C_IVORY));
    }
    circle(g, cx, cy, 3.4, fill_only(C_IVORY));
    circle(g, cx, cy, 2.0, fill_only(C_GREEN));
}

static void dots(tg *g, int n)
{
    /* columns and rows inside the face */
    const double L = 16, R = 44, C = 30;
    switch (n) {
    case 1:
        big_dot(g);
        break;
    case 2:
        dot(g, C, 22, 12.5, K_GREEN);
        dot(g, C, 58, 12.5, K_BLUE);
        break;
    case 3:
        dot(g, 15, 15, 10, K_BLUE);
        dot(g, 30, 40, 10, K_RED);
        dot(g, 45, 65, 10, K_GREEN);
        break;
    case 4:
        dot(g, L, 22, 11, K_BLUE);
        dot(g, R, 22, 11, K_GREEN);
        dot(g, L, 58, 11, K_GREEN);
        dot(g, R, 58, 11, K_BLUE);
        break;
    case 5:
        dot(g, 15, 15, 9.5, K_BLUE);
        dot(g, 45, 15, 9.5, K_GREEN);
        dot(g, 30, 40, 9.5, K_RED);
        dot(g, 15, 65, 9.5, K_GREEN);
        dot(g, 45, 65, 9.5, K_BLUE);
        break;
    case 6:
        for (int i = 0; i < 3; i++) {
            const tg_colour k = i == 0 ? K_GREEN : K_RED;
            double y = 15 + i * 25;
            dot(g, L, y, 10, k);
            dot(g, R, y, 10, k);
        }
        break;
    case 7:
        dot(g, 13, 11, 7.6, K_GREEN);
        dot(g, 30, 17.5, 7.6, K_GREEN);
        dot(g, 47, 24, 7.6, K_GREEN);
        dot(g, 19, 46, 8.6, K_RED);
        dot(g, 41, 46, 8.6, K_RED);
        dot(g, 19, 67, 8.6, K_RED);
        dot(g, 41, 67, 8.6, K_RED);
        break;
    case 8:
        for (int i = 0; i < 4; i++) {
            double y = 11 + i * 19.33;
            dot(g, 18, y, 8.6, K_BLUE);
            dot(g, 42, y, 8.6, K_BLUE);
        }
        break;
    case 9:
        for (int r = 0; r < 3; r++) {
            const tg_colour k = r == 0 ? K_BLUE : r == 1 ? K_RED : K_GREEN;
            for (int c = 0; c < 3; c++)
                dot(g, 12 + c * 18, 14 + r * 26, 8.4, k);
        }
        break;
    }
}

/* ---- bamboo -------------------------------------------------------------------------------- */

/* One bamboo stick of length len and width w centred on (cx, cy), turned by rot degrees:
 * flared ends, a node in the middle, a light groove down each segment. */
static void stick(tg *g, double cx, double cy, double len, double w, double rot, tg_colour k)
{
    tg_xf save = g->t;
    g->t = xf_mul(save, xf_mul(xf_translate(cx, cy), xf_rotate(rot)));
    double h = len / 2, bw = w * 0.72, cap = len * 0.09, node = len * 0.075;
    tg_style body = filled(k.mid, k.dk, w * 0.09);
    /* the stem */
    rrect(g, -bw / 2, -h + cap * 0.5, bw, len - cap, bw * 0.3, body);
    /* grooves */
    double gy0 = -h + cap + 1.0, gy1 = -node / 2 - 0.8;
    line(g, 0, gy0, 0, gy1, stroked(k.lt, w * 0.16));
    line(g, 0, -gy1, 0, -gy0, stroked(k.lt, w * 0.16));
    /* end caps and middle node */
    rrect(g, -w / 2, -h, w, cap, cap * 0.45, filled(k.dk, k.dk, w * 0.05));
    rrect(g, -w / 2, h - cap, w, cap, cap * 0.45, filled(k.dk, k.dk, w * 0.05));
    rrect(g, -w / 2, -node / 2, w, node, node * 0.45, filled(k.dk, k.dk, w * 0.05));
    g->t = save;
}

static void draw_sparrow(tg *g, double perch_x0, double perch_x1);

static void bamboo_one(tg *g)
{
    tg_xf save = g->t;
    /* tilted so the bird sits upright on a branch falling to the right; about 0.62 scale */
    g->t = xf_mul(save, xf_mul(xf_translate(30, 40.5),
                               xf_mul(xf_rotate(18), xf_mul(xf_scale(0.68, 0.68),
                                                            xf_translate(-53, -58)))));
    draw_sparrow(g, 24, 88);
    g->t = save;
}

static void bamboo(tg *g, int n)
{
    const double W = 10.6;
    switch (n) {
    case 1:
        bamboo_one(g);
        break;
    case 2:
        stick(g, 30, 21, 31, W + 0.6, 0, K_BLUE);
        stick(g, 30, 59, 31, W + 0.6, 0, K_GREEN);
        break;
    case 3:
        stick(g, 30, 21, 31, W, 0, K_BLUE);
        stick(g, 19, 59, 31, W, 0, K_GREEN);
        stick(g, 41, 59, 31, W, 0, K_GREEN);
        break;
    case 4:
        stick(g, 19, 21, 31, W, 0, K_BLUE);
        stick(g, 41, 21, 31, W, 0, K_GREEN);
        stick(g, 19, 59, 31, W, 0, K_GREEN);
        stick(g, 41, 59, 31, W, 0, K_BLUE);
        break;
    case 5:
        stick(g, 13, 21, 31, W, 0, K_GREEN);
        stick(g, 47, 21, 31, W, 0, K_BLUE);
        stick(g, 30, 40, 31, W, 0, K_RED);
        stick(g, 13, 59, 31, W, 0, K_BLUE);
        stick(g, 47, 59, 31, W, 0, K_GREEN);
        break;
    case 6:
        for (int i = 0; i < 3; i++) {
            stick(g, 14 + i * 16, 21, 31, W, 0, K_GREEN);
            stick(g, 14 + i * 16, 59, 31, W, 0, K_GREEN);
        }
        break;
    case 7:
        stick(g, 30, 14, 21, W, 0, K_RED);
        for (int i = 0; i < 3; i++) {
            stick(g, 14 + i * 16, 39, 21, W, 0, K_GREEN);
            stick(g, 14 + i * 16, 64, 21, W, 0, K_GREEN);
        }
        break;
    case 8:
        /* an M over a W */
        stick(g, 10, 21, 31, W - 1.4, 0, K_GREEN);
        stick(g, 50, 21, 31, W - 1.4, 0, K_GREEN);
        stick(g, 23.6, 21, 31, W - 1.4, 20, K_GREEN);
        stick(g, 36.4, 21, 31, W - 1.4, -20, K_GREEN);
        stick(g, 10, 59, 31, W - 1.4, 0, K_BLUE);
        stick(g, 50, 59, 31, W - 1.4, 0, K_BLUE);
        stick(g, 23.6, 59, 31, W - 1.4, -20, K_BLUE);
        stick(g, 36.4, 59, 31, W - 1.4, 20, K_BLUE);
        break;
    case 9:
        for (int r = 0; r < 3; r++) {
            stick(g, 13, 14 + r * 26, 22, W - 0.6, 0, K_GREEN);
            stick(g, 30, 14 + r * 26, 22, W - 0.6, 0, K_RED);
            stick(g, 47, 14 + r * 26, 22, W - 0.6, 0, K_BLUE);
        }
        break;
    }
}

/* ---- the sparrow (1 of bamboo and the app icon) -------------------------------------------- */

#define SP_OUTLINE "#3b2616"
#define SP_CAP "#9a3d1c"
#define SP_CHEEK "#fbf8f1"
#define SP_BELLY "#d9ccb2"
#define SP_WING "#a26a3a"
#define SP_WING_DK "#55341c"
#define SP_TAIL "#5e3b22"
#define SP_BLACK "#1b1714"

/*
 * A Eurasian tree sparrow (the 麻雀 of the game's name) facing left, perched on a green bamboo
 * stalk that runs from x perch_x0 to perch_x1; drawn in a 100 x 100 box (the bird spans about
 * x 7..98, y 19..88; the perch lies at y 86..94).
 */
static void draw_sparrow(tg *g, double perch_x0, double perch_x1)
{
    const double ow = 1.8; /* outline width */
    /* perch: a bamboo stalk with two nodes, and a leaf hanging from its right end */
    double pl = perch_x1 - perch_x0;
    leaf(g, perch_x1 - 22, 93, perch_x1 + 2, 103, 7, -0.12, filled(C_GREEN, C_GREEN_DK, 1.0));
    rrect(g, perch_x0, 86, pl, 8, 3.5, filled(C_GREEN, C_GREEN_DK, 1.4));
    line(g, perch_x0 + 5, 88.6, perch_x1 - 5, 88.6, stroked(C_GREEN_LT, 1.4));
    rrect(g, perch_x0 + pl * 0.25, 84.8, 4.2, 10.4, 1.6, filled(C_GREEN_DK, C_GREEN_DK, 0.6));
    rrect(g, perch_x0 + pl * 0.72, 84.8, 4.2, 10.4, 1.6, filled(C_GREEN_DK, C_GREEN_DK, 0.6));
    /* tail */
    p_begin(g);
    p_move(g, 66, 58);
    p_line(g, 94, 71);
    p_cubic(g, 98, 73, 97.5, 79, 93, 79.5);
    p_line(g, 86, 79.5);
    p_line(g, 60, 70);
    p_close(g);
    p_end(g, filled(SP_TAIL, SP_OUTLINE, ow));
    /* legs */
    line(g, 47, 72, 44, 87, stroked("#8c5b45", 2.4));
    line(g, 57, 73, 58, 87, stroked("#8c5b45", 2.4));
    line(g, 39, 87.5, 48, 87.5, stroked("#8c5b45", 2.0));
    line(g, 54, 87.5, 62, 87.5, stroked("#8c5b45", 2.0));
    /* body */
    ellipse(g, 51, 58, 27, 18.5, 20, filled(SP_BELLY, SP_OUTLINE, ow));
    /* wing: brown, with dark feather streaks and a white bar */
    p_begin(g);
    p_move(g, 42, 44);
    p_cubic(g, 56, 36, 80, 46, 92, 68);
    p_cubic(g, 80, 71.5, 60, 70, 48, 61);
    p_cubic(g, 44, 58, 40, 50, 42, 44);
    p_close(g);
    p_end(g, filled(SP_WING, SP_OUTLINE, ow));
    line(g, 56, 49, 83, 63.5, stroked(SP_WING_DK, 2.4));
    line(g, 52, 56, 78, 67.5, stroked(SP_WING_DK, 2.4));
    line(g, 62, 45.5, 86, 60, stroked(SP_WING_DK, 1.6));
    line(g, 52, 45.5, 49, 55, stroked("#f5efe2", 2.2));
    /* head */
    circle(g, 33, 36, 16.5, filled(SP_CHEEK, SP_OUTLINE, ow));
    /* chestnut cap from forehead over the crown to the nape */
    p_begin(g);
    p_move(g, 17.3, 33);
    p_cubic(g, 18.5, 24, 26, 19.5, 34, 19.5);
    p_cubic(g, 43, 19.5, 49.5, 26, 49.5, 35);
    p_cubic(g, 44, 31.5, 37, 30, 30, 31);
    p_cubic(g, 25, 31.5, 21, 32.5, 17.3, 33);
    p_close(g);
    p_end(g, filled(SP_CAP, SP_OUTLINE, 1.0));
    /* black bib under the beak */
    p_begin(g);
    p_move(g, 17.5, 40);
    p_cubic(g, 21, 41, 26, 43.5, 28, 48);
    p_cubic(g, 27, 51, 23, 51.5, 21, 49.5);
    p_cubic(g, 19, 47, 17.5, 44, 17.5, 40);
    p_close(g);
    p_end(g, fill_only(SP_BLACK));
    /* black cheek spot */
    ellipse(g, 39.5, 41.5, 4.2, 3.6, 10, fill_only(SP_BLACK));
    /* eye */
    circle(g, 26.5, 35, 2.9, fill_only(SP_BLACK));
    circle(g, 25.6, 34.1, 0.9, fill_only("#ffffff"));
    /* beak */
    p_begin(g);
    p_move(g, 19, 32.5);
    p_cubic(g, 14, 34, 10, 36, 7.5, 38.5);
    p_cubic(g, 11, 39.5, 15, 40.5, 19, 41.5);
    p_close(g);
    p_end(g, filled("#2a2420", SP_BLACK, 0.8));
}

/* ---- characters, honours, flowers ---------------------------------------------------------- */

static const unsigned long NUMERALS[9] = {
    0x4E00, 0x4E8C, 0x4E09, 0x56DB, 0x4E94, 0x516D, 0x4E03, 0x516B, 0x4E5D, /* 一 … 九 */
};
#define CP_WAN 0x842C /* 萬 */

static void characters(tg *g, int n)
{
    /* the flat numerals are opened up vertically: 一 would look lost, and the strokes of 二
     * and 三 would run together at 24 px */
    double em = 35, sy = 0.95;
    if (n == 1)
        sy = 1.3;
    else if (n == 2 || n == 3)
        sy = 1.1;
    glyph(g, NUMERALS[n - 1], 30, 20.5, em, 1.1, sy, 0.04, C_INK);
    glyph(g, CP_WAN, 30, 58, 35, 1.14, 0.86, 0.012, C_RED);
}

static const unsigned long HONOURS[7] = {
    0x6771, 0x5357, 0x897F, 0x5317, 0, 0x767C, 0x4E2D, /* 東 南 西 北 白 發 中 */
};

static void honour(tg *g, int n)
{
    if (n == 5) {
        /* 白: a blue frame */
        rrect(g, 9, 9.5, 42, 61, 2.5, stroked(C_BLUE, 4.2));
        rrect(g, 15, 15.5, 30, 49, 1.2, stroked(C_BLUE, 1.3));
        return;
    }
    const char *col = n == 6 ? C_GREEN : n == 7 ? C_RED : C_INK;
    double em = 50;
    glyph(g, HONOURS[n - 1], 30, 40, em, 1.0, 1.08, 0.02, col);
}

/* flower motifs, drawn in the face area below the corner labels (about x 5..55, y 28..76) */

static void motif_spring(tg *g)
{
    /* a sprouting seedling: soil, a curved stem, two leaves and a bud */
    ellipse(g, 30, 70, 18, 4.2, 0, filled("#9b6b3d", "#6a4526", 0.8));
    p_begin(g);
    p_move(g, 30, 68);
    p_cubic(g, 30, 58, 27, 50, 31, 40);
    p_end(g, stroked(C_GREEN_DK, 2.6));
    leaf(g, 30, 58, 12, 47, 9, 0.15, filled(C_GREEN, C_GREEN_DK, 0.8));
    leaf(g, 30.5, 53, 48, 43, 9, -0.15, filled(C_GREEN_LT, C_GREEN_DK, 0.8));
    leaf(g, 31, 42, 31, 30, 7, 0, filled("#f08a9c", "#b23a55", 0.8));
}

static void motif_summer(tg *g)
{
    /* the sun */
    double cx = 30, cy = 52;
    for (int i = 0; i < 12; i++) {
        double a = i * 30.0 * TG_PI / 180.0;
        leaf(g, cx + cos(a) * 12, cy + sin(a) * 12, cx + cos(a) * 21, cy + sin(a) * 21, 4.2, 0,
             filled("#f0a21b", "#c0590f", 0.7));
    }
    circle(g, cx, cy, 11.5, filled("#e8492b", "#a8241a", 0.9));
    circle(g, cx - 3, cy - 3.5, 4, fill_only("#f27a54"));
}

static void motif_autumn(tg *g)
{
    /* a maple leaf */
    static const double pts[][2] = {
        {0, -24}, {4, -13}, {9, -16}, {8, -6}, {20, -15}, {17, -6}, {23, -4}, {13, 4},
        {15, 9}, {3, 6}, {1, 13}, {-1, 13}, {-3, 6}, {-15, 9}, {-13, 4}, {-23, -4},
        {-17, -6}, {-20, -15}, {-8, -6}, {-9, -16}, {-4, -13},
    };
    double cx = 30, cy = 53;
    line(g, cx, cy + 9, cx + 3, cy + 23, stroked("#8a3a12", 2.0));
    p_begin(g);
    for (size_t i = 0; i < sizeof pts / sizeof pts[0]; i++) {
        if (i == 0)
            p_move(g, cx + pts[i][0], cy + pts[i][1]);
        else
            p_line(g, cx + pts[i][0], cy + pts[i][1]);
    }
    p_close(g);
    p_end(g, filled("#df5b1e", "#9a2f0d", 1.0));
    line(g, cx, cy + 8, cx, cy - 19, stroked("#9a2f0d", 0.9));
    line(g, cx, cy + 2, cx + 15, cy - 10, stroked("#9a2f0d", 0.9));
    line(g, cx, cy + 2, cx - 15, cy - 10, stroked("#9a2f0d", 0.9));
    line(g, cx, cy + 5, cx + 10, cy + 6, stroked("#9a2f0d", 0.9));
    line(g, cx, cy + 5, cx - 10, cy + 6, stroked("#9a2f0d", 0.9));
}

static void motif_winter(tg *g)
{
    /* a snowflake */
    double cx = 30, cy = 52, r = 20;
    for (int i = 0; i < 6; i++) {
        double a = (i * 60.0 - 90.0) * TG_PI / 180.0;
        double ux = cos(a), uy = sin(a);
        line(g, cx, cy, cx + ux * r, cy + uy * r, stroked(C_BLUE, 2.6));
        for (int j = 1; j <= 2; j++) {
            double d = r * (0.38 + 0.27 * j), b = r * (0.36 - 0.08 * j);
            double px = cx + ux * d, py = cy + uy * d;
            double qx = cx + ux * (d - b * 0.55), qy = cy + uy * (d - b * 0.55);
            line(g, px, py, qx + uy * b * 0.8, qy - ux * b * 0.8, stroked(C_BLUE, 2.0));
            line(g, px, py, qx - uy * b * 0.8, qy + ux * b * 0.8, stroked(C_BLUE, 2.0));
        }
    }
    circle(g, cx, cy, 3.2, filled(C_IVORY, C_BLUE, 1.6));
}

static void blossom(tg *g, double cx, double cy, double r, const char *petal, const char *edge)
{
    for (int i = 0; i < 5; i++) {
        double a = (i * 72.0 - 90.0) * TG_PI / 180.0;
        circle(g, cx + cos(a) * r * 0.55, cy + sin(a) * r * 0.55, r * 0.5,
               filled(petal, edge, 0.6));
    }
    circle(g, cx, cy, r * 0.28, fill_only("#f3c530"));
}

static void motif_plum(tg *g)
{
    /* a plum branch in flower */
    tg_style br = stroked("#5a3a24", 3.2);
    p_begin(g);
    p_move(g, 7, 76);
    p_cubic(g, 15, 66, 23, 62, 29, 55);
    p_cubic(g, 35, 48, 43, 47, 53, 40);
    p_end(g, br);
    line(g, 26, 58, 14, 47, stroked("#5a3a24", 2.2));
    line(g, 40, 48.5, 45, 60, stroked("#5a3a24", 2.0));
    blossom(g, 14, 45, 9.5, "#e04a6a", "#9c1d3c");
    blossom(g, 44, 40, 8.5, "#e04a6a", "#9c1d3c");
    blossom(g, 45, 62, 8, "#f07d93", "#9c1d3c");
    blossom(g, 25, 69, 6.5, "#f07d93", "#9c1d3c");
    circle(g, 53.5, 39, 2.2, fill_only("#9c1d3c"));
}

static void motif_orchid(tg *g)
{
    /* long arching leaves and one purple flower */
    tg_style lf = filled(C_GREEN, C_GREEN_DK, 0.7);
    leaf(g, 28, 76, 6, 38, 4.5, -0.18, lf);
    leaf(g, 30, 76, 52, 44, 4.5, 0.2, lf);
    leaf(g, 29, 76, 20, 30, 4, -0.08, filled(C_GREEN_LT, C_GREEN_DK, 0.7));
    leaf(g, 31, 76, 54, 64, 3.5, 0.25, lf);
    p_begin(g);
    p_move(g, 30, 76);
    p_cubic(g, 32, 62, 36, 52, 38, 44);
    p_end(g, stroked(C_GREEN_DK, 1.4));
    double cx = 38, cy = 40;
    tg_style pt = filled("#8a5cc2", "#4f2a80", 0.7);
    leaf(g, cx, cy, cx, cy - 12, 6.5, 0, pt);
    leaf(g, cx, cy, cx - 11, cy + 4, 6, 0.1, pt);
    leaf(g, cx, cy, cx + 11, cy + 4, 6, -0.1, pt);
    leaf(g, cx, cy, cx - 6, cy + 9, 4.5, 0, filled("#c6a4ea", "#4f2a80", 0.6));
    leaf(g, cx, cy, cx + 6, cy + 9, 4.5, 0, filled("#c6a4ea", "#4f2a80", 0.6));
    circle(g, cx, cy, 2.2, fill_only("#f3c530"));
}

static void motif_chrysanthemum(tg *g)
{
    /* stem, two leaves and a many-petalled yellow flower */
    line(g, 30, 76, 30, 56, stroked(C_GREEN_DK, 2.4));
    leaf(g, 30, 70, 14, 62, 7, 0.12, filled(C_GREEN, C_GREEN_DK, 0.7));
    leaf(g, 30, 66, 46, 60, 7, -0.12, filled(C_GREEN, C_GREEN_DK, 0.7));
    double cx = 30, cy = 45;
    for (int i = 0; i < 18; i++) {
        double a = (i * 20.0) * TG_PI / 180.0;
        leaf(g, cx + cos(a) * 3, cy + sin(a) * 3, cx + cos(a) * 17, cy + sin(a) * 17, 4.2, 0,
             filled("#f2b01e", "#b36a05", 0.6));
    }
    for (int i = 0; i < 12; i++) {
        double a = (i * 30.0 + 15) * TG_PI / 180.0;
        leaf(g, cx + cos(a) * 2, cy + sin(a) * 2, cx + cos(a) * 10.5, cy + sin(a) * 10.5, 3.6, 0,
             filled("#f7cf4a", "#b36a05", 0.5));
    }
    circle(g, cx, cy, 3.6, filled("#c9700c", "#8a4a06", 0.5));
}

static void motif_bamboo(tg *g)
{
    /* two tall stalks with leaves */
    tg_style st = filled(C_GREEN, C_GREEN_DK, 1.0);
    rrect(g, 19, 30, 6, 46, 2.2, st);
    rrect(g, 33, 38, 5, 38, 2.0, st);
    for (int i = 0; i < 3; i++) {
        double y = 42 + i * 12;
        rrect(g, 18, y, 8, 2.4, 1.0, fill_only(C_GREEN_DK));
        if (y + 4 > 38)
            rrect(g, 32.2, y + 4, 6.6, 2.2, 1.0, fill_only(C_GREEN_DK));
    }
    tg_style lf = filled(C_GREEN_LT, C_GREEN_DK, 0.7);
    leaf(g, 22, 42, 6, 34, 5, 0.1, lf);
    leaf(g, 22, 42, 8, 46, 4.5, -0.1, filled(C_GREEN, C_GREEN_DK, 0.7));
    leaf(g, 36, 50, 53, 42, 5, -0.1, lf);
    leaf(g, 36, 50, 52, 54, 4.5, 0.1, filled(C_GREEN, C_GREEN_DK, 0.7));
    leaf(g, 36, 42, 46, 30, 4.5, -0.05, lf);
}

static const unsigned long FLOWER_NAMES[8] = {
    0x6625, 0x590F, 0x79CB, 0x51AC, 0x6885, 0x862D, 0x83CA, 0x7AF9, /* 春夏秋冬 梅蘭菊竹 */
};

static void flower(tg *g, int n)
{
    /* seasons carry blue numbers, plants red ones; both carry the name in ink */
    const char *numcol = n <= 4 ? C_BLUE : C_RED;
    glyph(g, '0' + (unsigned long)((n - 1) % 4 + 1), 11, 12, 20, 1.0, 1.0, 0.03, numcol);
    glyph(g, FLOWER_NAMES[n - 1], 42, 15, 22, 1.0, 1.0, 0.02, n <= 4 ? C_INK : C_GREEN_DK);
    switch (n) {
    case 1: motif_spring(g); break;
    case 2: motif_summer(g); break;
    case 3: motif_autumn(g); break;
    case 4: motif_winter(g); break;
    case 5: motif_plum(g); break;
    case 6: motif_orchid(g); break;
    case 7: motif_chrysanthemum(g); break;
    case 8: motif_bamboo(g); break;
    }
}

/* ---- the app icon -------------------------------------------------------------------------- */

static int write_icon(tg *g, const char *path)
{
    g->f = fopen(path, "wb");
    if (!g->f) {
        snprintf(g->err, sizeof g->err, "%s: %s", path, strerror(errno));
        return -1;
    }
    g->t = xf_identity();
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<!-- Sparrow app icon: a tree sparrow on a tile face. Generated by src/tools/tilegen;\n"
          "     do not edit by hand. Square, viewBox 0 0 64 64. -->\n"
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"64\" height=\"64\" viewBox=\"0 0 64 64\">\n",
          g->f);
    /* the tile: face about 44 x 58 (the tile proportions at 0.73 scale), tilted a little */
    g->t = xf_mul(xf_translate(31.5, 32), xf_mul(xf_rotate(-7), xf_mul(xf_scale(0.73, 0.73),
                                                                       xf_translate(-32, -42))));
    face_body(g);
    /* the bird, larger than on the tile, its perch reaching past the tile's edges */
    g->t = xf_mul(xf_translate(30.5, 33.2), xf_mul(xf_scale(0.62, 0.62), xf_translate(-53, -58)));
    draw_sparrow(g, 6, 90);
    g->t = xf_identity();
    fputs("</svg>\n", g->f);
    int bad = ferror(g->f);
    if (fclose(g->f) != 0 || bad) {
        snprintf(g->err, sizeof g->err, "%s: write failed", path);
        return -1;
    }
    g->f = NULL;
    return 0;
}

/* ---- font selection ------------------------------------------------------------------------ */

/* In a collection, prefer the Hong Kong face, then Traditional Chinese, then the first. */
static int pick_face(FT_Library lib, const char *path, long want, FT_Face *out, char *err,
                     size_t errlen)
{
    FT_Face probe;
    if (FT_New_Face(lib, path, -1, &probe)) {
        snprintf(err, errlen, "%s: cannot open font", path);
        return -1;
    }
    long n = probe->num_faces;
    FT_Done_Face(probe);
    long best = 0;
    int score = -1;
    if (want >= 0) {
        best = want;
    } else {
        for (long i = 0; i < n; i++) {
            FT_Face f;
            if (FT_New_Face(lib, path, i, &f))
                continue;
            const char *fam = f->family_name ? f->family_name : "";
            size_t len = strlen(fam);
            int s = 0;
            if (len >= 3 && strcmp(fam + len - 3, " HK") == 0)
                s = 2;
            else if (len >= 3 && strcmp(fam + len - 3, " TC") == 0)
                s = 1;
            if (s > score) {
                score = s;
                best = i;
            }
            FT_Done_Face(f);
        }
    }
    if (FT_New_Face(lib, path, best, out)) {
        snprintf(err, errlen, "%s: cannot open face %ld", path, best);
        return -1;
    }
    if (!FT_IS_SCALABLE(*out)) {
        snprintf(err, errlen, "%s: face %ld has no outlines", path, best);
        FT_Done_Face(*out);
        return -1;
    }
    return 0;
}

/* ---- main ---------------------------------------------------------------------------------- */

static void usage(FILE *f)
{
    fputs("usage: sparrow-tilegen --font PATH --out DIR [--face-index N] [--icon PATH]\n"
          "  --font PATH       CJK font (OpenType/TrueType or collection), e.g.\n"
          "                    /usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc\n"
          "  --out DIR         where the tile SVGs go (created if missing)\n"
          "  --face-index N    face of a collection (default: the HK, else TC, face)\n"
          "  --icon PATH       also write the app icon SVG there\n",
          f);
}

int main(int argc, char **argv)
{
    const char *font = NULL, *out = NULL, *icon = NULL;
    long face_index = -1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--font") == 0 && i + 1 < argc)
            font = argv[++i];
        else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
            out = argv[++i];
        else if (strcmp(argv[i], "--icon") == 0 && i + 1 < argc)
            icon = argv[++i];
        else if (strcmp(argv[i], "--face-index") == 0 && i + 1 < argc)
            face_index = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        } else {
            fprintf(stderr, "sparrow-tilegen: unknown argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    if (!font || !out) {
        usage(stderr);
        return 2;
    }
    if (tg_mkdir(out) != 0 && errno != EEXIST) {
        fprintf(stderr, "sparrow-tilegen: %s: %s\n", out, strerror(errno));
        return 1;
    }

    tg g;
    memset(&g, 0, sizeof g);
    FT_Library lib;
    if (FT_Init_FreeType(&lib)) {
        fprintf(stderr, "sparrow-tilegen: cannot start FreeType\n");
        return 1;
    }
    if (pick_face(lib, font, face_index, &g.face, g.err, sizeof g.err)) {
        fprintf(stderr, "sparrow-tilegen: %s\n", g.err);
        FT_Done_FreeType(lib);
        return 1;
    }

    static const char suits[3] = {'m', 'p', 's'};
    static const char *const suit_names[3] = {"characters", "dots", "bamboo"};
    static const char *const honour_names[7] = {"east wind", "south wind", "west wind",
                                                "north wind", "white dragon", "green dragon",
                                                "red dragon"};
    static const char *const flower_names[8] = {"spring", "summer", "autumn", "winter",
                                                "plum", "orchid", "chrysanthemum", "bamboo"};
    int written = 0, rc = 0;
    char name[16], what[64];
    for (int s = 0; s < 3 && rc == 0; s++) {
        for (int n = 1; n <= 9 && rc == 0; n++) {
            snprintf(name, sizeof name, "%d%c", n, suits[s]);
            snprintf(what, sizeof what, "%d of %s", n, suit_names[s]);
            if (file_begin(&g, out, name, what)) {
                rc = 1;
                break;
            }
            face_body(&g);
            if (s == 0)
                characters(&g, n);
            else if (s == 1)
                dots(&g, n);
            else
                bamboo(&g, n);
            rc = file_end(&g) ? 1 : 0;
            written++;
        }
    }
    for (int n = 1; n <= 7 && rc == 0; n++) {
        snprintf(name, sizeof name, "%dz", n);
        if (file_begin(&g, out, name, honour_names[n - 1])) {
            rc = 1;
            break;
        }
        face_body(&g);
        honour(&g, n);
        rc = file_end(&g) ? 1 : 0;
        written++;
    }
    for (int n = 1; n <= 8 && rc == 0; n++) {
        snprintf(name, sizeof name, "%df", n);
        snprintf(what, sizeof what, "flower %d: %s", n, flower_names[n - 1]);
        if (file_begin(&g, out, name, what)) {
            rc = 1;
            break;
        }
        face_body(&g);
        flower(&g, n);
        rc = file_end(&g) ? 1 : 0;
        written++;
    }
    if (rc == 0 && file_begin(&g, out, "back", "back, green") == 0) {
        back_body(&g, "#3aa46c", "#1f8452", "#17693f", "#0b3f24", "#105331");
        rc = file_end(&g) ? 1 : 0;
        written++;
    } else {
        rc = 1;
    }
    if (rc == 0 && file_begin(&g, out, "back-blue", "back, blue") == 0) {
        back_body(&g, "#4b82d0", "#2a62b3", "#1f4f95", "#0c2a5a", "#173f7a");
        rc = file_end(&g) ? 1 : 0;
        written++;
    } else {
        rc = 1;
    }
    if (rc == 0 && icon) {
        if (write_icon(&g, icon))
            rc = 1;
    }
    if (rc != 0 || g.failed)
        fprintf(stderr, "sparrow-tilegen: %s\n", g.err[0] ? g.err : "failed");
    else
        printf("sparrow-tilegen: wrote %d tiles to %s%s%s (glyphs from %s %s, face %ld)\n",
               written, out, icon ? " and " : "", icon ? icon : "",
               g.face->family_name ? g.face->family_name : "?",
               g.face->style_name ? g.face->style_name : "", g.face->face_index);
    if (g.f)
        fclose(g.f);
    FT_Done_Face(g.face);
    FT_Done_FreeType(lib);
    return (rc != 0 || g.failed) ? 1 : 0;
}
