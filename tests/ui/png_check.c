/* png_check.c: checks a screenshot of the game window - the expected size, many colours (not a
 * blank or single-colour image), and with --hand tile faces along the bottom (the hand row).
 *   png_check FILE WIDTH HEIGHT [--hand]                     exit 0 when all checks pass */
#include <SDL.h>
#include <SDL_image.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: png_check FILE W H [--hand]\n");
        return 2;
    }
    int want_w = atoi(argv[2]), want_h = atoi(argv[3]);
    bool hand = argc > 4 && !strcmp(argv[4], "--hand");
    SDL_Surface *raw = IMG_Load(argv[1]);
    if (!raw) {
        fprintf(stderr, "png_check: %s: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    if (!s) return 1;
    int rc = 0;
    if (s->w != want_w || s->h != want_h) {
        fprintf(stderr, "png_check: %s is %dx%d, expected %dx%d\n", argv[1], s->w, s->h, want_w, want_h);
        rc = 1;
    }
    /* distinct colours (a coarse hash set) and ivory tile-face pixels in the bottom band */
    static unsigned char seen[1 << 15];
    memset(seen, 0, sizeof seen);
    int colours = 0;
    long ivory_bottom = 0, bottom = 0;
    for (int y = 0; y < s->h; y++) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < s->w; x++) {
            Uint32 p = row[x];
            unsigned r = p >> 16 & 255, g = p >> 8 & 255, b = p & 255;
            unsigned key = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3);
            if (!seen[key]) {
                seen[key] = 1;
                colours++;
            }
            if (y >= s->h * 86 / 100) {
                bottom++;
                if (r > 225 && g > 215 && b > 195) ivory_bottom++;
            }
        }
    }
    if (colours < 40) {
        fprintf(stderr, "png_check: %s has only %d colours: blank?\n", argv[1], colours);
        rc = 1;
    }
    if (hand && ivory_bottom * 100 < bottom * 3) {
        fprintf(stderr, "png_check: %s: the hand row looks empty (%ld of %ld bottom pixels are tile faces)\n", argv[1],
                ivory_bottom, bottom);
        rc = 1;
    }
    if (!rc) printf("png_check: %s ok (%dx%d, %d colours)\n", argv[1], s->w, s->h, colours);
    SDL_FreeSurface(s);
    return rc;
}
