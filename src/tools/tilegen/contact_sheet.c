/* contact_sheet.c — renders the tile SVGs with SDL2_image (as the game does) into PNG contact sheets, or checks they load. */

/*
 * Usage:
 *   sparrow-contact-sheet [--dir assets/tiles] [--out PREFIX] [--heights 24,48,160]
 *       writes PREFIX-24.png, PREFIX-48.png, … : one sheet per tile height (the height of the
 *       tile *face* in pixels), rows m / p / s / honours + backs / flowers, then a sample hand
 *       of touching tiles, on table felt.
 *   … [--tiles 1s,8s,6f] [--zoom 4]
 *       only the named tiles, in one row; --zoom enlarges the finished sheet N times with
 *       square pixels, to inspect small sizes pixel by pixel.
 *   sparrow-contact-sheet --check [--dir assets/tiles]
 *       loads every expected tile at several sizes, checks the face is opaque and not blank,
 *       prints "N passed, N failed" and exits non-zero on any failure.
 *
 * Geometry (see tilegen.c): each SVG is 64 x 84 units, the face 60 x 80 at its top left.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#define VIEW_W 64.0
#define VIEW_H 84.0
#define FACE_W 60.0
#define FACE_H 80.0

static const char *const ROWS[][10] = {
    {"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", NULL},
    {"1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", NULL},
    {"1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", NULL},
    {"1z", "2z", "3z", "4z", "5z", "6z", "7z", "back", "back-blue", NULL},
    {"1f", "2f", "3f", "4f", "5f", "6f", "7f", "8f", NULL, NULL},
};
#define NROWS ((int)(sizeof ROWS / sizeof ROWS[0]))

/* a sample hand shown as touching tiles */
static const char *const HAND[] = {"1m", "2m", "3m", "5p", "5p", "5p", "7s", "8s", "9s",
                                   "1z", "1z", "5z", "6z", "7z", "1s"};
#define NHAND ((int)(sizeof HAND / sizeof HAND[0]))

/* Load dir/name.svg so that the tile face is face_h pixels high. */
static SDL_Surface *load_tile(const char *dir, const char *name, int face_h)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.svg", dir, name);
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        fprintf(stderr, "%s: %s\n", path, SDL_GetError());
        return NULL;
    }
    int h = (int)(face_h * VIEW_H / FACE_H + 0.5);
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, 0, h);
    SDL_RWclose(rw);
    if (!s)
        fprintf(stderr, "%s: %s\n", path, IMG_GetError());
    return s;
}

/* Nearest-neighbour enlargement, so single pixels of small sheets can be inspected. */
static SDL_Surface *zoomed(SDL_Surface *src, int z)
{
    SDL_Surface *dst =
        SDL_CreateRGBSurfaceWithFormat(0, src->w * z, src->h * z, 32, SDL_PIXELFORMAT_RGBA32);
    if (!dst)
        return NULL;
    SDL_LockSurface(src);
    SDL_LockSurface(dst);
    for (int y = 0; y < dst->h; y++) {
        const Uint32 *s = (const Uint32 *)((const Uint8 *)src->pixels + (y / z) * src->pitch);
        Uint32 *d = (Uint32 *)((Uint8 *)dst->pixels + y * dst->pitch);
        for (int x = 0; x < dst->w; x++)
            d[x] = s[x / z];
    }
    SDL_UnlockSurface(dst);
    SDL_UnlockSurface(src);
    return dst;
}

/* tiles named on the command line (--tiles a,b,c): one row, replacing the standard sheet */
typedef struct {
    char names[64][16];
    int n;
} tile_list;

static int sheet(const char *dir, const char *prefix, int face_h, const tile_list *only, int zoom)
{
    double scale = face_h / FACE_H;
    int tw = (int)(VIEW_W * scale + 0.999), th = (int)(VIEW_H * scale + 0.999);
    int gap = face_h / 6 + 2;
    int face_w = (int)(FACE_W * scale + 0.5);
    int cols = 9;
    int width = gap + cols * (tw + gap);
    int hand_w = gap + NHAND * face_w + (tw - face_w) + gap;
    if (hand_w > width)
        width = hand_w;
    int height = gap + (NROWS + 1) * (th + gap) + gap;
    if (only) {
        width = gap + only->n * (tw + gap);
        height = gap + th + gap;
    }
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
    if (!out) {
        fprintf(stderr, "%s\n", SDL_GetError());
        return -1;
    }
    SDL_FillRect(out, NULL, SDL_MapRGBA(out->format, 0x1d, 0x5a, 0x3c, 0xff));
    int failed = 0;
    for (int i = 0; only && i < only->n; i++) {
        SDL_Surface *t = load_tile(dir, only->names[i], face_h);
        if (!t) {
            failed++;
            continue;
        }
        SDL_Rect dst = {gap + i * (tw + gap), gap, t->w, t->h};
        SDL_BlitSurface(t, NULL, out, &dst);
        SDL_FreeSurface(t);
    }
    for (int r = 0; !only && r < NROWS; r++) {
        for (int c = 0; c < cols && ROWS[r][c]; c++) {
            SDL_Surface *t = load_tile(dir, ROWS[r][c], face_h);
            if (!t) {
                failed++;
                continue;
            }
            SDL_Rect dst = {gap + c * (tw + gap), gap + r * (th + gap), t->w, t->h};
            SDL_BlitSurface(t, NULL, out, &dst);
            SDL_FreeSurface(t);
        }
    }
    /* the hand: tiles one face width apart, drawn left to right so each covers its left
     * neighbour's right edge band */
    for (int i = 0; !only && i < NHAND; i++) {
        SDL_Surface *t = load_tile(dir, HAND[i], face_h);
        if (!t) {
            failed++;
            continue;
        }
        SDL_Rect dst = {gap + i * face_w, gap + NROWS * (th + gap) + gap, t->w, t->h};
        SDL_BlitSurface(t, NULL, out, &dst);
        SDL_FreeSurface(t);
    }
    if (zoom > 1) {
        SDL_Surface *z = zoomed(out, zoom);
        SDL_FreeSurface(out);
        if (!z) {
            fprintf(stderr, "%s\n", SDL_GetError());
            return -1;
        }
        out = z;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s-%d.png", prefix, face_h);
    int rc = IMG_SavePNG(out, path);
    SDL_FreeSurface(out);
    if (rc != 0) {
        fprintf(stderr, "%s: %s\n", path, IMG_GetError());
        return -1;
    }
    printf("wrote %s\n", path);
    return failed ? -1 : 0;
}

/* Every expected tile loads at a few sizes, is opaque in the middle of its face and has ink
 * (some pixel on the face differs clearly from the face's centre-left edge colour). */
static int check(const char *dir)
{
    static const int sizes[] = {24, 48, 160};
    int passed = 0, failed = 0;
    for (int r = 0; r < NROWS; r++) {
        for (int c = 0; c < 10 && ROWS[r][c]; c++) {
            for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
                const char *name = ROWS[r][c];
                SDL_Surface *t = load_tile(dir, name, sizes[k]);
                int ok = t != NULL;
                if (ok) {
                    int want_h = (int)(sizes[k] * VIEW_H / FACE_H + 0.5);
                    ok = t->h == want_h && t->format->BytesPerPixel == 4;
                }
                if (ok) {
                    SDL_LockSurface(t);
                    const Uint8 *px = t->pixels;
                    double s = sizes[k] / FACE_H;
                    int cx = (int)(30 * s), cy = (int)(40 * s);
                    const Uint8 *centre = px + cy * t->pitch + cx * 4;
                    int opaque = centre[3] == 255;
                    /* is anything on the face far from the plain face colour? */
                    const Uint8 *ref = px + (int)(40 * s) * t->pitch + (int)(2 * s + 1) * 4;
                    int ink = 0;
                    for (int y = (int)(6 * s); y < (int)(74 * s) && !ink; y++) {
                        for (int x = (int)(6 * s); x < (int)(54 * s); x++) {
                            const Uint8 *p = px + y * t->pitch + x * 4;
                            int d = abs(p[0] - ref[0]) + abs(p[1] - ref[1]) + abs(p[2] - ref[2]);
                            if (d > 120) {
                                ink = 1;
                                break;
                            }
                        }
                    }
                    SDL_UnlockSurface(t);
                    int is_back = strncmp(name, "back", 4) == 0;
                    ok = opaque && (ink || is_back);
                }
                if (ok) {
                    passed++;
                } else {
                    failed++;
                    fprintf(stderr, "FAIL %s at %d px\n", name, sizes[k]);
                }
                if (t)
                    SDL_FreeSurface(t);
            }
        }
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

int main(int argc, char **argv)
{
    const char *dir = "assets/tiles", *prefix = "contact-sheet", *heights = "24,48,160";
    int do_check = 0, zoom = 1;
    tile_list only;
    only.n = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--dir") == 0 && i + 1 < argc)
            dir = argv[++i];
        else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
            prefix = argv[++i];
        else if (strcmp(argv[i], "--heights") == 0 && i + 1 < argc)
            heights = argv[++i];
        else if (strcmp(argv[i], "--check") == 0)
            do_check = 1;
        else if (strcmp(argv[i], "--zoom") == 0 && i + 1 < argc)
            zoom = atoi(argv[++i]);
        else if (strcmp(argv[i], "--tiles") == 0 && i + 1 < argc) {
            const char *p = argv[++i];
            while (*p && only.n < 64) {
                size_t len = strcspn(p, ",");
                if (len > 0 && len < sizeof only.names[0]) {
                    memcpy(only.names[only.n], p, len);
                    only.names[only.n][len] = '\0';
                    only.n++;
                }
                p += len;
                if (*p == ',')
                    p++;
            }
        }
        else {
            fprintf(stderr,
                    "usage: sparrow-contact-sheet [--dir DIR] [--out PREFIX] [--heights 24,48,160]\n"
                    "                             [--tiles 1m,2p,...] [--zoom N]\n"
                    "       sparrow-contact-sheet --check [--dir DIR]\n");
            return 2;
        }
    }
    if (do_check)
        return check(dir);
    int rc = 0;
    const char *p = heights;
    while (*p) {
        char *end;
        long h = strtol(p, &end, 10);
        if (end == p || h < 8 || h > 2000) {
            fprintf(stderr, "bad height list '%s'\n", heights);
            return 2;
        }
        if (sheet(dir, prefix, (int)h, only.n ? &only : NULL, zoom < 1 ? 1 : zoom))
            rc = 1;
        p = *end == ',' ? end + 1 : end;
    }
    return rc;
}
