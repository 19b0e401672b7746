#!/usr/bin/env bash
# build.sh: Sparrow for 64-bit Windows, cross-built on Debian with mingw-w64, in one command.
#   bash packaging/windows/build.sh   -> build-win/Sparrow-<version>-win64.zip and the NSIS
#                                        installer build-win/Sparrow-<version>-win64.exe
# SDL2, SDL2_image, SDL2_ttf, FreeType, libconfig and cJSON are built for Windows from Debian's
# own source packages (`apt-get source`, through a private source list so that the system's apt
# configuration is left alone) into build-win/prefix; a library already there is not built
# again. ENet too when its source can be fetched (Sparrow does not link it yet). Sparrow's host
# tool (gen_suit_tables) comes from a native build; the CJK font subset and the icon are made on
# this machine from Debian's fonts-noto-cjk (python3-fonttools, librsvg2-bin). With Wine
# installed, the unzipped programs are then started (smoke_test.sh).
# Environment: SPARROW_WIN_DIR (work folder, default build-win), SPARROW_JOBS (default nproc).
set -euo pipefail
shopt -s inherit_errexit
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=${SPARROW_WIN_DIR:-$here/build-win}
mkdir -p "$work"
work=$(cd "$work" && pwd)
prefix=$work/prefix
host=x86_64-w64-mingw32
jobs=${SPARROW_JOBS:-$(nproc)}
toolchain=$here/packaging/windows/mingw-w64-x86_64.cmake
export SPARROW_WIN_PREFIX=$prefix
export PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig PKG_CONFIG_PATH=

log() { echo "== windows build: $*"; }
# shellcheck source=../debian_packages.sh
. "$here/packaging/debian_packages.sh"

# apt-get with a source list of our own (deb-src lines for the distribution this machine runs)
apt_src() {
  local dir=$work/apt
  apt-get -o Dir::Etc::SourceList="$dir/sources.list" -o Dir::Etc::SourceParts=/dev/null \
          -o Dir::State::Lists="$dir/lists" -o Dir::Cache="$dir/cache" "$@"
}

fetch_sources() {
  local dir=$work/apt
  if [ ! -f "$dir/sources.list" ]; then
    mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial"
    local codename
    codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
    # the mirrors this machine's apt already uses, as deb-src lines
    local mirror security
    mirror=$(grep -rhoE 'https?://[^ ]*/debian/?$' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null | head -n1 || true)
    security=$(grep -rhoE 'https?://[^ ]*debian-security/?$' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null | head -n1 || true)
    mirror=${mirror:-http://deb.debian.org/debian}
    security=${security:-http://deb.debian.org/debian-security}
    {
      echo "deb-src $mirror $codename main"
      echo "deb-src $mirror $codename-updates main"
      echo "deb-src $security $codename-security main"
    } > "$dir/sources.list.new"
    mv "$dir/sources.list.new" "$dir/sources.list"
    apt_src update -qq
  fi
}

# unpack Debian's source package $1 into $work/src/$1 (upstream source with Debian's patches)
source_of() {
  local pkg=$1 d=$work/src/$1
  if [ ! -d "$d" ]; then
    fetch_sources
    local tmp=$work/src/.get-$pkg
    rm -rf "$tmp" && mkdir -p "$tmp"
    if ! (cd "$tmp" && apt_src source -qq "$pkg" > "$work/src/$pkg.log" 2>&1); then
      grep -E '^E:' "$work/src/$pkg.log" >&2 || tail -n 5 "$work/src/$pkg.log" >&2
      echo "apt-get source $pkg failed (log: $work/src/$pkg.log)" >&2
      return 1
    fi
    local top
    top=$(find "$tmp" -mindepth 1 -maxdepth 1 -type d | head -n1)
    [ -n "$top" ] || { echo "apt-get source $pkg unpacked nothing" >&2; return 1; }
    mv "$top" "$d" && rm -rf "$tmp"
  fi
  echo "$d"
}

# a library is built once: a stamp file in the prefix records it
built() { [ -f "$prefix/.built-$1" ]; }
mark_built() { touch "$prefix/.built-$1"; }

cmake_lib() {
  local name=$1 src=$2; shift 2
  [ -d "$src" ] || exit 1   # source_of said why
  log "$name (CMake)"
  cmake -S "$src" -B "$work/obj/$name" -G "Unix Makefiles" -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" -DCMAKE_PREFIX_PATH="$prefix" \
        "$@" > "$work/obj/$name.log" 2>&1 || { tail -n 30 "$work/obj/$name.log"; exit 1; }
  cmake --build "$work/obj/$name" -j "$jobs" >> "$work/obj/$name.log" 2>&1 || { tail -n 30 "$work/obj/$name.log"; exit 1; }
  cmake --install "$work/obj/$name" >> "$work/obj/$name.log" 2>&1
  mark_built "$name"
}

# autotools_lib NAME SOURCE SUBDIR CONFIGURE-ARGS...: builds and installs SUBDIR only (the
# library, not its manual: makeinfo and the like are not needed)
autotools_lib() {
  local name=$1 src=$2 subdir=$3; shift 3
  [ -d "$src" ] || exit 1   # source_of said why
  log "$name (configure)"
  mkdir -p "$work/obj/$name"
  (cd "$work/obj/$name" && "$src/configure" --host=$host --prefix="$prefix" CC=$host-gcc-posix "$@" \
      > "$work/obj/$name.log" 2>&1 && make -C "$subdir" -j "$jobs" >> "$work/obj/$name.log" 2>&1 \
      && make -C "$subdir" install >> "$work/obj/$name.log" 2>&1) || { tail -n 30 "$work/obj/$name.log"; exit 1; }
  mark_built "$name"
}

build_libraries() {
  mkdir -p "$prefix" "$work/obj" "$work/src"
  built freetype || cmake_lib freetype "$(source_of freetype)" -DBUILD_SHARED_LIBS=ON \
    -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON -DFT_DISABLE_HARFBUZZ=ON \
    -DFT_DISABLE_BROTLI=ON
  built sdl2 || cmake_lib sdl2 "$(source_of libsdl2)" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF
  # PNG and JPEG through the bundled stb_image, SVG through the bundled nanosvg: no more DLLs
  built sdl2-image || cmake_lib sdl2-image "$(source_of libsdl2-image)" -DBUILD_SHARED_LIBS=ON \
    -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_TESTS=OFF \
    -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF \
    -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_SVG=ON
  built sdl2-ttf || cmake_lib sdl2-ttf "$(source_of libsdl2-ttf)" -DBUILD_SHARED_LIBS=ON \
    -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF
  built cjson || cmake_lib cjson "$(source_of cjson)" -DBUILD_SHARED_LIBS=ON -DENABLE_CJSON_TEST=OFF \
    -DENABLE_CJSON_UTILS=OFF -DENABLE_CUSTOM_COMPILER_FLAGS=OFF
  built libconfig || autotools_lib libconfig "$(source_of libconfig)" lib --disable-cxx --disable-examples \
    --enable-shared --disable-static
  # ENet: needed once Sparrow links it (LAN play); until then a missing source is only a warning
  if ! built enet; then
    local enet_src
    if enet_src=$(source_of enet); then
      autotools_lib enet "$enet_src" . --enable-shared --disable-static LIBS="-lws2_32 -lwinmm"
    elif grep -rqs 'libenet' "$here/CMakeLists.txt" "$here"/src/*/CMakeLists.txt; then
      echo "Sparrow needs ENet but its source package could not be fetched" >&2
      exit 1
    else
      log "ENet skipped: its source could not be fetched and Sparrow does not link it yet"
    fi
  fi
}

# gen_suit_tables runs at build time, so it is built for this machine
host_tablegen() {
  log "host tool gen_suit_tables (native build)"
  env -u PKG_CONFIG_LIBDIR cmake -S "$here" -B "$work/host" -DSPARROW_TESTS=OFF -DCMAKE_BUILD_TYPE=Release > "$work/host.log" 2>&1 \
    || { tail -n 30 "$work/host.log"; exit 1; }
  cmake --build "$work/host" -j "$jobs" --target sparrow-gen-suit-tables >> "$work/host.log" 2>&1
  echo "$work/host/sparrow-gen-suit-tables"
}

build_sparrow() {
  local tablegen=$1
  log "Sparrow (cross-build)"
  cmake -S "$here" -B "$work/sparrow" -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_PREFIX_PATH="$prefix" -DSPARROW_HOST_TABLEGEN="$tablegen" -DSPARROW_TESTS=OFF -DSPARROW_PACKAGE=ON \
        -DSPARROW_WIN_PREFIX="$prefix" > "$work/sparrow.log" 2>&1 || { tail -n 40 "$work/sparrow.log"; exit 1; }
  cmake --build "$work/sparrow" -j "$jobs" >> "$work/sparrow.log" 2>&1 || { tail -n 40 "$work/sparrow.log"; exit 1; }
  log "packages (CPack: ZIP$(command -v makensis >/dev/null && echo ', NSIS'))"
  local gens=ZIP
  command -v makensis >/dev/null && gens="ZIP;NSIS"
  (cd "$work/sparrow" && cpack -G "$gens" -B "$work" >> "$work/sparrow.log" 2>&1) || { tail -n 40 "$work/sparrow.log"; exit 1; }
  rm -rf "$work/_CPack_Packages"
  ls -l "$work"/Sparrow-*-win64.*
}

# When Wine is installed (Debian: wine64; not installed by this script), the unzipped programs
# are started by smoke_test.sh (a hand, the five rulesets from beside the .exe, a drawn table).
smoke_test_with_wine() {
  local wine
  wine=$(command -v wine64 || command -v wine || ls /usr/lib/wine/wine64 2>/dev/null || true)
  if [ -z "$wine" ]; then
    log "Wine not installed: the programs were built, not started (apt-get install wine64 to start them)"
    return 0
  fi
  log "starting the unzipped programs under Wine"
  local dir=$work/wine-test
  rm -rf "$dir" && mkdir -p "$dir"
  (cd "$dir" && unzip -q "$work"/Sparrow-*-win64.zip)
  WINEPREFIX=$work/wineprefix WINEDEBUG=-all SPARROW_WINE=$wine \
    bash "$here/packaging/windows/smoke_test.sh" "$(find "$dir" -mindepth 1 -maxdepth 1 -type d)"
}

install_missing_packages "${SPARROW_BUILD_PACKAGES[@]}" mingw-w64 dpkg-dev zip nsis python3-fonttools fonts-noto-cjk librsvg2-bin
build_libraries
build_sparrow "$(host_tablegen | tail -n1)"
smoke_test_with_wine
