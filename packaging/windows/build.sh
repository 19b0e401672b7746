#!/usr/bin/env bash
# build.sh: Sparrow for 64-bit Windows, cross-built on Debian with mingw-w64, in one command.
#   bash packaging/windows/build.sh   -> build-win/Sparrow-<version>-win64.zip and the NSIS
#                                        installer build-win/Sparrow-<version>-win64.exe
# SDL2, SDL2_image, SDL2_ttf, SDL2_mixer, FreeType, libconfig, cJSON and SQLite are built for Windows from Debian's
# own source packages (`apt-get source`, through a private source list so that the system's apt
# configuration is left alone) into build-win/prefix; a library already there is not built
# again. ENet too when its source can be fetched (Sparrow does not link it yet). Sparrow's host
# tool (gen_suit_tables) comes from a native build; the CJK font subset and the icon are made on
# this machine from Debian's fonts-noto-cjk (python3-fonttools, librsvg2-bin). With Wine
# installed, the unzipped programs are then started (smoke_test.sh).
# Environment: SPARROW_WIN_DIR (work folder, default build-win), SPARROW_JOBS (default nproc),
# SPARROW_WIN_REQUIRE_WINE=1 (install Wine and start the programs, or fail).
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
# the time stamp in the programs' headers (which strip rewrites) is the last commit's, so that
# the zip and the installer carry the same bytes and a rebuild of one commit gives the same .exe
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$here" log -1 --format=%ct 2>/dev/null || echo 0)}
export SOURCE_DATE_EPOCH

log() { echo "== windows build: $*"; }
# shellcheck source=../debian_packages.sh
. "$here/packaging/debian_packages.sh"

# apt-get and apt-cache with a source list of our own, in $work/apt/NAME (so that the system's
# apt configuration is left alone): apt_in NAME apt-get|apt-cache ARGS...
apt_in() {
  local dir=$work/apt/$1 tool=$2; shift 2
  "$tool" -o Dir::Etc::SourceList="$dir/sources.list" -o Dir::Etc::SourceParts=/dev/null \
          -o Dir::State::Lists="$dir/lists" -o Dir::Cache="$dir/cache" "$@"
}

codename=$(. /etc/os-release && echo "$VERSION_CODENAME")

# source_list NAME SUITE...: deb-src lines for SUITEs ("-security" ones on the security mirror)
# of the mirrors this machine's apt already uses, read once into $work/apt/NAME
source_list() {
  local name=$1 dir=$work/apt/$1 suite; shift
  [ -f "$dir/.updated" ] && return 0
  mkdir -p "$dir/lists/partial" "$dir/cache/archives/partial"
  local mirror security
  mirror=$(grep -rhoE 'https?://[^ ]*/debian/?$' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null | head -n1 || true)
  security=$(grep -rhoE 'https?://[^ ]*debian-security/?$' /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null | head -n1 || true)
  mirror=${mirror:-http://deb.debian.org/debian}
  security=${security:-http://deb.debian.org/debian-security}
  for suite in "$@"; do
    case $suite in
      *-security) echo "deb-src $security $suite main" ;;
      *) echo "deb-src $mirror $suite main" ;;
    esac
  done > "$dir/sources.list"
  apt_in "$name" apt-get update -qq >&2
  touch "$dir/.updated"
}

# the upstream tarball (*.orig.tar.*) among the files in folder $2, if its SHA-256 and size are
# those that the (signed) Sources index of list $1 gives for source package $3
verified_orig() {
  local name=$1 got=$2 pkg=$3 f sum size
  for f in "$got"/*.orig.tar.*; do
    [ -f "$f" ] || continue
    sum=$(sha256sum "$f" | cut -d' ' -f1)
    size=$(stat -c %s "$f")
    if apt_in "$name" apt-cache showsrc "$pkg" | grep -qxF " $sum $size $(basename "$f")"; then
      echo "$f"
      return 0
    fi
  done
  return 1
}

# unpack Debian's source package $1 into $work/src/$1 (upstream source with Debian's patches).
# The release this machine runs comes first, so that the libraries match it. A mirror may lack
# some of a package's files (this one lacks ENet's for bookworm): then Debian's testing and
# unstable are tried, and when only the upstream tarball of one of them can be fetched, it is
# used as it is (checked against the Sources index, without Debian's patches; the log says so).
source_of() {
  local pkg=$1 d=$work/src/$1
  if [ ! -d "$d" ]; then
    local tmp=$work/src/.get-$pkg log=$work/src/$pkg.log name orig top=""
    : > "$log"
    for name in release newer; do
      case $name in
        release) source_list release "$codename" "$codename-updates" "$codename-security" ;;
        newer) source_list newer testing unstable ;;
      esac
      rm -rf "$tmp" && mkdir -p "$tmp"
      if (cd "$tmp" && apt_in "$name" apt-get source -qq "$pkg" >> "$log" 2>&1); then
        top=$(find "$tmp" -mindepth 1 -maxdepth 1 -type d | head -n1)
      elif orig=$(verified_orig "$name" "$tmp" "$pkg"); then
        echo "$pkg: only the upstream tarball $(basename "$orig") could be fetched: built without Debian's patches" | tee -a "$log" >&2
        tar -xf "$orig" -C "$tmp"
        top=$(find "$tmp" -mindepth 1 -maxdepth 1 -type d | head -n1)
      else
        continue
      fi
      [ -n "$top" ] || { echo "apt-get source $pkg unpacked nothing" >&2; return 1; }
      mv "$top" "$d" && rm -rf "$tmp"
      break
    done
    if [ ! -d "$d" ]; then
      grep -E '^E:' "$log" >&2 || tail -n 5 "$log" >&2
      echo "apt-get source $pkg failed for $codename and for testing/unstable (log: $log)" >&2
      return 1
    fi
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
# library, not its manual: makeinfo and the like are not needed); $make_args go to make
autotools_lib() {
  local name=$1 src=$2 subdir=$3; shift 3
  [ -d "$src" ] || exit 1   # source_of said why
  log "$name (configure)"
  mkdir -p "$work/obj/$name"
  # shellcheck disable=SC2086  # make_args is a list of words
  (cd "$work/obj/$name" && "$src/configure" --host=$host --prefix="$prefix" CC=$host-gcc-posix "$@" \
      > "$work/obj/$name.log" 2>&1 && make -C "$subdir" -j "$jobs" ${make_args:-} >> "$work/obj/$name.log" 2>&1 \
      && make -C "$subdir" ${make_args:-} install >> "$work/obj/$name.log" 2>&1) || { tail -n 30 "$work/obj/$name.log"; exit 1; }
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
  # the sounds are plain WAV files: no decoder libraries, no more DLLs
  built sdl2-mixer || cmake_lib sdl2-mixer "$(source_of libsdl2-mixer)" -DBUILD_SHARED_LIBS=ON \
    -DSDL2MIXER_VENDORED=OFF -DSDL2MIXER_SAMPLES=OFF -DSDL2MIXER_CMD=OFF -DSDL2MIXER_FLAC=OFF \
    -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_MP3=OFF -DSDL2MIXER_OPUS=OFF \
    -DSDL2MIXER_VORBIS=OFF -DSDL2MIXER_WAVE=ON
  built cjson || cmake_lib cjson "$(source_of cjson)" -DBUILD_SHARED_LIBS=ON -DENABLE_CJSON_TEST=OFF \
    -DENABLE_CJSON_UTILS=OFF -DENABLE_CUSTOM_COMPILER_FLAGS=OFF
  built libconfig || autotools_lib libconfig "$(source_of libconfig)" lib --disable-cxx --disable-examples \
    --enable-shared --disable-static
  # SQLite (the player's history): the library alone, no shell's readline, no Tcl
  built sqlite3 || autotools_lib sqlite3 "$(source_of sqlite3)" . --enable-shared --disable-static \
    --disable-readline --disable-editline --disable-tcl
  # ENet (LAN play). Its "+ds" source carries no configure script: made as Debian's build does
  # (autoreconf); libtool makes a DLL for Windows only when told that nothing is left undefined
  if ! built enet; then
    local enet_src
    enet_src=$(source_of enet) || exit 1
    if [ ! -x "$enet_src/configure" ]; then
      log "enet (autoreconf)"
      (cd "$enet_src" && autoreconf -fi > "$work/src/enet-autoreconf.log" 2>&1) \
        || { tail -n 30 "$work/src/enet-autoreconf.log"; exit 1; }
    fi
    make_args="LDFLAGS=-no-undefined" autotools_lib enet "$enet_src" . --enable-shared --disable-static \
      LIBS="-lws2_32 -lwinmm"
  fi
}

# the licence texts of what the zip carries besides Sparrow: Debian's copyright file of each
# library's source package (ENet's upstream LICENSE when only its tarball could be had) and of
# the MinGW runtime (libgcc, libwinpthread); installed as licenses/ beside the programs
gather_licences() {
  local dir=$work/licenses pkg f
  rm -rf "$dir" && mkdir -p "$dir"
  for pkg in freetype libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer cjson libconfig sqlite3 enet; do
    for f in "$work/src/$pkg/debian/copyright" "$work/src/$pkg/LICENSE"; do
      if [ -f "$f" ]; then cp "$f" "$dir/$pkg.txt"; break; fi
    done
    [ -f "$dir/$pkg.txt" ] || { echo "no licence text found in $work/src/$pkg" >&2; exit 1; }
  done
  cp /usr/share/doc/gcc-mingw-w64-base/copyright "$dir/mingw-w64-gcc-runtime.txt"
  cp /usr/share/doc/mingw-w64-x86-64-dev/copyright "$dir/mingw-w64-winpthreads.txt"
  echo "$dir"
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
  local tablegen=$1 licences=$2
  log "Sparrow (cross-build)"
  cmake -S "$here" -B "$work/sparrow" -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_PREFIX_PATH="$prefix" -DSPARROW_HOST_TABLEGEN="$tablegen" -DSPARROW_TESTS=OFF -DSPARROW_PACKAGE=ON \
        -DSPARROW_WIN_PREFIX="$prefix" -DSPARROW_WIN_LICENSES="$licences" > "$work/sparrow.log" 2>&1 || { tail -n 40 "$work/sparrow.log"; exit 1; }
  cmake --build "$work/sparrow" -j "$jobs" >> "$work/sparrow.log" 2>&1 || { tail -n 40 "$work/sparrow.log"; exit 1; }
  log "packages (CPack: ZIP$(command -v makensis >/dev/null && echo ', NSIS'))"
  local gens=ZIP
  command -v makensis >/dev/null && gens="ZIP;NSIS"
  (cd "$work/sparrow" && cpack -G "$gens" -B "$work" >> "$work/sparrow.log" 2>&1) || { tail -n 40 "$work/sparrow.log"; exit 1; }
  rm -rf "$work/_CPack_Packages"
  ls -l "$work"/Sparrow-*-win64.*
}

# When Wine is installed (Debian: wine64; installed by this script only with
# SPARROW_WIN_REQUIRE_WINE=1, as the ctest `windows_package` sets), the unzipped programs are
# started by smoke_test.sh (a hand, every ruleset beside the .exe, a drawn table, a LAN match).
smoke_test_with_wine() {
  local wine
  [ "${SPARROW_WIN_REQUIRE_WINE:-0}" = 1 ] && install_missing_packages wine64
  wine=$(command -v wine64 || command -v wine || ls /usr/lib/wine/wine64 2>/dev/null || true)
  if [ -z "$wine" ]; then
    log "Wine not installed: the programs were built, not started (apt-get install wine64 to start them)"
    return 0
  fi
  log "starting the unzipped programs under Wine"
  local dir=$work/wine-test
  rm -rf "$dir" && mkdir -p "$dir"
  (cd "$dir" && unzip -q "$work"/Sparrow-*-win64.zip)
  local status=0
  WINEPREFIX=$work/wineprefix WINEDEBUG=-all SPARROW_WINE=$wine \
    bash "$here/packaging/windows/smoke_test.sh" "$(find "$dir" -mindepth 1 -maxdepth 1 -type d)" || status=$?
  # Wine's server and its device services outlive the programs: end this prefix's
  WINEPREFIX=$work/wineprefix "$(command -v wineserver || echo /usr/lib/wine/wineserver64)" -k 2>/dev/null || true
  return "$status"
}

# The NSIS installer is a 32-bit program, which Debian's Wine runs only with wine32 (i386
# multiarch): its payload is read with 7-Zip instead, and must be the zip's files, byte for
# byte, plus the uninstaller.
check_installer() {
  local exe dir=$work/installer-test zipped installed
  exe=$(ls "$work"/Sparrow-*-win64.exe 2>/dev/null) || return 0   # makensis was not there
  rm -rf "$dir" "$work/zip-test" && mkdir -p "$dir" "$work/zip-test"
  7z x -y -o"$dir" "$exe" > "$work/installer-test.log" || { echo "7z could not read $exe" >&2; exit 1; }
  (cd "$work/zip-test" && unzip -q "$work"/Sparrow-*-win64.zip)
  zipped=$(cd "$work"/zip-test/Sparrow-*-win64 && find . -type f -exec sha256sum {} + | sort -k2)
  # shellcheck disable=SC2016  # $PLUGINSDIR is the name of NSIS's folder, not a variable
  installed=$(cd "$dir" && find . -type f ! -path './$PLUGINSDIR/*' ! -name Uninstall.exe -exec sha256sum {} + | sort -k2)
  if [ "$zipped" != "$installed" ] || [ ! -f "$dir/Uninstall.exe" ]; then
    diff <(echo "$zipped") <(echo "$installed") >&2 || true
    echo "the installer's files are not the zip's (or it has no uninstaller)" >&2
    exit 1
  fi
  rm -rf "$work/zip-test"
  log "the installer holds the zip's $(wc -l <<< "$zipped") files, the same bytes, and an uninstaller"
}

install_missing_packages "${SPARROW_BUILD_PACKAGES[@]}" mingw-w64 dpkg-dev zip nsis python3-fonttools fonts-noto-cjk librsvg2-bin \
  autoconf automake libtool p7zip-full
build_libraries
licences=$(gather_licences)
build_sparrow "$(host_tablegen | tail -n1)" "$licences"
check_installer
smoke_test_with_wine
