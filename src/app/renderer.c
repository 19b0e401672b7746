/* renderer.c: the renderer choice (a pure function of what was detected) and the probe. */
#include "app/renderer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* case-insensitive substring */
static bool has(const char *s, const char *needle)
{
    size_t n = strlen(needle);
    for (; *s; s++)
        if (!SDL_strncasecmp(s, needle, n)) return true;
    return false;
}

bool app_gl_is_software(const char *gl)
{
    static const char *const soft[] = {"llvmpipe", "softpipe", "software rasterizer", "swrast", "gdi generic",
                                       "microsoft basic render"};
    if (!gl) return false;
    for (size_t i = 0; i < sizeof soft / sizeof *soft; i++)
        if (has(gl, soft[i])) return true;
    return false;
}

bool app_render_probe_wanted(const char *driver)
{
    return driver && (!strcmp(driver, "x11") || !strcmp(driver, "wayland") || !strcmp(driver, "kmsdrm"));
}

app_render_choice app_render_choose(const char *driver, const char *gl)
{
    /* no display (screenshots, tests): there is no GPU to use */
    if (driver && (!strcmp(driver, "dummy") || !strcmp(driver, "offscreen"))) return APP_RENDER_SOFTWARE_DIRECT;
    if (app_render_probe_wanted(driver) && app_gl_is_software(gl)) return APP_RENDER_SOFTWARE_DIRECT;
    return APP_RENDER_DEFAULT;
}

/* GL_RENDERER of a hidden window's context, into out ("" when OpenGL is not there) */
static void probe_gl(char *out, size_t outlen)
{
    out[0] = 0;
    const char *forced = getenv("SPARROW_GL_RENDERER");
    if (forced) {
        snprintf(out, outlen, "%s", forced);
        return;
    }
    SDL_Window *w = SDL_CreateWindow("", 0, 0, 16, 16, SDL_WINDOW_OPENGL | SDL_WINDOW_HIDDEN);
    if (!w) return;
    SDL_GLContext c = SDL_GL_CreateContext(w);
    if (c) {
        typedef const unsigned char *(*get_string_fn)(unsigned int);
        get_string_fn get_string = (get_string_fn)(uintptr_t)SDL_GL_GetProcAddress("glGetString");
        const unsigned char *s = get_string ? get_string(0x1F01 /* GL_RENDERER */) : NULL;
        if (s) snprintf(out, outlen, "%s", (const char *)s);
        SDL_GL_DeleteContext(c);
    }
    SDL_DestroyWindow(w);
}

SDL_Renderer *app_renderer_create(SDL_Window *win)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    char gl[256] = "";
    /* a renderer the player named (SDL_RENDER_DRIVER) is theirs to choose */
    const char *named = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    bool probe = !(named && *named) && app_render_probe_wanted(driver);
    if (probe) probe_gl(gl, sizeof gl);
    app_render_choice c = named && *named ? APP_RENDER_DEFAULT : app_render_choose(driver, probe ? gl : NULL);
    SDL_Renderer *r = NULL;
    if (c == APP_RENDER_SOFTWARE_DIRECT) {
        /* the window's own framebuffer, not a texture drawn through OpenGL again */
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        r = SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE);
    }
    if (!r) r = SDL_CreateRenderer(win, -1, 0);
    if (!r) {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
        r = SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE);
    }
    return r;
}
