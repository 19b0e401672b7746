/* renderer.h: choosing the fastest renderer where the game runs. On a real GPU SDL's
 * accelerated renderer is kept; where the only OpenGL is a software one (Mesa's llvmpipe or
 * softpipe, a "Software Rasterizer", Windows' "GDI Generic") drawing through it costs several
 * times what SDL's own software renderer costs when it writes straight into the window's
 * framebuffer (SDL_FRAMEBUFFER_ACCELERATION=0), so that one is used. */
#ifndef APP_RENDERER_H
#define APP_RENDERER_H

#include <SDL.h>
#include <stdbool.h>

typedef enum {
    APP_RENDER_DEFAULT,         /* SDL's own pick: the accelerated renderer */
    APP_RENDER_SOFTWARE_DIRECT  /* SDL's software renderer, presented straight to the window */
} app_render_choice;

/* True when an OpenGL renderer string (GL_RENDERER) names a software rasteriser. */
bool app_gl_is_software(const char *gl_renderer);
/* The choice, from what was detected: the video driver's name and the GL_RENDERER string of a
 * probe context (NULL when none could be made or none was probed). Pure. */
app_render_choice app_render_choose(const char *video_driver, const char *gl_renderer);
/* True for the video drivers whose default SDL renderer is OpenGL (so a probe tells what the
 * default would cost). */
bool app_render_probe_wanted(const char *video_driver);
/* Probes OpenGL (SPARROW_GL_RENDERER, when set, stands in for its answer: tests), chooses and
 * creates the renderer for win. A renderer named in SDL_RENDER_DRIVER is left to SDL. Returns
 * NULL with SDL's error when no renderer could be made. */
SDL_Renderer *app_renderer_create(SDL_Window *win);

#endif
