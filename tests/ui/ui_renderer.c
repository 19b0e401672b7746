/* ui_renderer.c: the renderer choice as a function of what was detected - software OpenGL
 * (Mesa's llvmpipe / softpipe, a "Software Rasterizer") under X11 or Wayland chooses SDL's
 * software renderer with direct framebuffer updates; a real GPU's OpenGL, a driver whose default
 * renderer is not OpenGL, or no probe keeps SDL's accelerated default; no display is software.
 *   ui_renderer                                          exit 0 when every check passes */
#include <stdio.h>

#include "app/renderer.h"

static int failures;

static void expect(const char *driver, const char *gl, app_render_choice want)
{
    app_render_choice got = app_render_choose(driver, gl);
    if (got != want) {
        fprintf(stderr, "ui_renderer: driver %s, GL '%s': chose %s, expected %s\n", driver ? driver : "(none)",
                gl ? gl : "(none)", got == APP_RENDER_DEFAULT ? "default" : "software-direct",
                want == APP_RENDER_DEFAULT ? "default" : "software-direct");
        failures++;
    }
}

int main(void)
{
    /* software OpenGL: SDL's default would draw through it */
    expect("x11", "llvmpipe (LLVM 15.0.6, 256 bits)", APP_RENDER_SOFTWARE_DIRECT);
    expect("wayland", "llvmpipe (LLVM 11.0.1, 128 bits)", APP_RENDER_SOFTWARE_DIRECT);
    expect("x11", "softpipe", APP_RENDER_SOFTWARE_DIRECT);
    expect("x11", "Software Rasterizer", APP_RENDER_SOFTWARE_DIRECT);
    expect("kmsdrm", "Mesa swrast", APP_RENDER_SOFTWARE_DIRECT);
    /* a real GPU keeps hardware acceleration */
    expect("x11", "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", APP_RENDER_DEFAULT);
    expect("x11", "NVIDIA GeForce RTX 3060/PCIe/SSE2", APP_RENDER_DEFAULT);
    expect("wayland", "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0)", APP_RENDER_DEFAULT);
    /* no OpenGL found, or not probed: SDL's pick (Direct3D, Metal...) */
    expect("x11", NULL, APP_RENDER_DEFAULT);
    expect("x11", "", APP_RENDER_DEFAULT);
    expect("windows", "GDI Generic", APP_RENDER_DEFAULT);
    expect("cocoa", NULL, APP_RENDER_DEFAULT);
    /* no display: nothing to accelerate */
    expect("dummy", NULL, APP_RENDER_SOFTWARE_DIRECT);
    expect("offscreen", NULL, APP_RENDER_SOFTWARE_DIRECT);
    if (!app_gl_is_software("LLVMPIPE") || app_gl_is_software("Radeon") || app_gl_is_software(NULL)) {
        fprintf(stderr, "ui_renderer: app_gl_is_software is wrong on case or NULL\n");
        failures++;
    }
    if (failures) return 1;
    printf("ui_renderer: every choice as expected\n");
    return 0;
}
