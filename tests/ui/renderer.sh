#!/bin/sh
# renderer.sh: the window on a real X server (Xvfb) picks its renderer from the GL renderer
# string it detects (SPARROW_GL_RENDERER stands in for the probe): a software OpenGL answer gives
# SDL's software renderer, a GPU's answer the accelerated (OpenGL) one; --bench-frames presents
# its frames on that X server. Skipped (77) when Xvfb is not installed.
#   renderer.sh SPARROW
set -eu
command -v Xvfb >/dev/null 2>&1 || { echo "renderer.sh: Xvfb not installed, skipped"; exit 77; }
export XDG_DATA_HOME="${TMPDIR:-/tmp}/sparrow-renderer-xdg.$$"
unset SDL_RENDER_DRIVER SDL_FRAMEBUFFER_ACCELERATION
# under the sanitizers: leaks inside the system's X11 / D-Bus libraries are not ours
export LSAN_OPTIONS="suppressions=$(dirname "$0")/lsan_x11.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
disp=":$(( 900 + $$ % 4000 ))"
Xvfb "$disp" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xpid=$!
trap 'kill $xpid 2>/dev/null; rm -rf "$XDG_DATA_HOME"' EXIT
if command -v xdpyinfo >/dev/null 2>&1; then
    i=0
    while ! DISPLAY=$disp xdpyinfo >/dev/null 2>&1 && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
else
    sleep 2
fi
fail=0
check() { # GL_STRING EXPECTED_RENDERER
    line=$(DISPLAY=$disp SDL_VIDEODRIVER=x11 SPARROW_GL_RENDERER="$1" "$SPARROW" --bench-frames 5 --windowed 800x600 2>/tmp/renderer.$$.err) || true
    if ! echo "$line" | grep -q "\"renderer\": \"$2\""; then
        echo "renderer.sh: GL '$1' should give renderer $2, got: $line $(cat /tmp/renderer.$$.err)"
        fail=1
    fi
    grep -q "video driver x11" /tmp/renderer.$$.err || { echo "renderer.sh: frames not presented on x11: $(cat /tmp/renderer.$$.err)"; fail=1; }
    rm -f /tmp/renderer.$$.err
}
SPARROW=$1
check "llvmpipe (LLVM 15.0.6, 256 bits)" software
check "Software Rasterizer" software
check "NVIDIA GeForce RTX 3060/PCIe/SSE2" opengl
[ $fail = 0 ] && echo "renderer.sh: software OpenGL gives the software renderer, a GPU keeps OpenGL"
exit $fail
