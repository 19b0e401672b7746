#!/usr/bin/env bash
# build.sh: Sparrow.app and Sparrow-<version>-Darwin.dmg on macOS, from Homebrew's SDL2 family.
#   bash packaging/macos/build.sh        -> build-mac/Sparrow-<version>-Darwin.dmg
# Installs with Homebrew what is missing: cmake pkg-config sdl2 sdl2_image sdl2_ttf sdl2_mixer freetype
# libconfig cjson enet sqlite cmocka librsvg (rsvg-convert: icons); fontTools (font subset) goes into a
# virtual environment in the build folder; Noto Sans CJK (the font to subset) and its licence
# come from the font's project. Builds, runs the
# tests (ctest -LE long), then `cpack -G DragNDrop`; fixup_bundle copies Homebrew's dylibs into
# Sparrow.app/Contents/Frameworks so the .dmg runs on a Mac without Homebrew.
# Environment: SPARROW_MAC_DIR (build folder, default build-mac), SPARROW_CJK_FONT_DIR (folder
# holding NotoSansCJK-Regular.ttc and NotoSansCJK-Bold.ttc).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${SPARROW_MAC_DIR:-$here/build-mac}
jobs=$(sysctl -n hw.ncpu 2>/dev/null || echo 2)

brew_packages=(cmake pkg-config sdl2 sdl2_image sdl2_ttf sdl2_mixer freetype libconfig cjson enet sqlite cmocka librsvg)
for p in "${brew_packages[@]}"; do
  brew list --formula "$p" > /dev/null 2>&1 || brew install "$p"
done
# Noto Sans CJK (Regular and Bold collections) from the font's project, unless given
font_dir=${SPARROW_CJK_FONT_DIR:-$build/noto}
mkdir -p "$font_dir"
for w in Regular Bold; do
  [ -s "$font_dir/NotoSansCJK-$w.ttc" ] || curl -fsSL -o "$font_dir/NotoSansCJK-$w.ttc" \
    "https://github.com/notofonts/noto-cjk/raw/main/Sans/OTC/NotoSansCJK-$w.ttc"
done
# its licence (SIL Open Font License 1.1), installed beside the subset
licence=${SPARROW_CJK_FONT_LICENSE:-$build/NotoSansCJK-LICENSE.txt}
[ -s "$licence" ] || curl -fsSL -o "$licence" https://raw.githubusercontent.com/notofonts/noto-cjk/main/Sans/LICENSE
# fontTools for the subsetter, in a virtual environment of the build
[ -x "$build/venv/bin/python" ] || { python3 -m venv "$build/venv" && "$build/venv/bin/pip" install -q fonttools; }

# Homebrew's SQLite is keg-only (macOS has its own, without a pkg-config file): named here
export PKG_CONFIG_PATH="$(brew --prefix sqlite)/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=Release -DSPARROW_PACKAGE=ON \
      -DSPARROW_CJK_FONT_DIR="$font_dir" -DSPARROW_CJK_FONT_LICENSE="$licence" \
      -DSPARROW_FONT_PYTHON="$build/venv/bin/python" \
      -DCMAKE_PREFIX_PATH="$(brew --prefix)"
cmake --build "$build" -j "$jobs"
# the tests run the game from the build folder: the subset made above is its font
(cd "$build" && SPARROW_FONTS_DIR="$build/fonts" ctest --output-on-failure -LE long -j "$jobs")
(cd "$build" && cpack -G DragNDrop)
ls -l "$build"/Sparrow-*-Darwin.dmg
