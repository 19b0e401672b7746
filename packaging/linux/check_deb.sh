#!/usr/bin/env bash
# check_deb.sh: builds Sparrow's .deb and .tar.gz, installs the .deb into a clean root and checks
# it as a player would get it:
#   - the package declares its libraries (dpkg-shlibdeps) and apt can resolve every one of them
#     (`apt-get install --simulate ./sparrow_*.deb`, and each name is a known Debian package);
#   - `dpkg -x` into an empty folder gives the binaries, rules, tiles, strings, the CJK font subset
#     with its licence, the desktop entry, AppStream metainfo and icons at every hicolor size,
#     and the desktop entry and metainfo pass desktop-file-validate and appstreamcli;
#   - the installed sparrow-cli finds its rulesets beside itself, and the installed game starts
#     headless (SDL_VIDEODRIVER=dummy) to a screenshot that is a non-blank PNG, reading its tiles
#     and its bundled font from the unpacked root (seen with strace when it is installed);
#   - the same from the unpacked .tar.gz (relocatable: bin/ and share/ at its top);
#   - with SPARROW_CHECK_CHROOT=1 (root): apt installs the .deb into a minimal Debian made by
#     debootstrap, where the game draws a table with no system fonts.
# Usage: bash packaging/linux/check_deb.sh     (build folder: $SPARROW_PKG_BUILD_DIR, default build-pkg)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${SPARROW_PKG_BUILD_DIR:-$here/build-pkg}
jobs=${SPARROW_JOBS:-$(nproc)}
python=/usr/bin/python3
# the application id, as cmake/Packaging.cmake sets it
app_id=$(sed -n 's/^set(SPARROW_APP_ID "\(.*\)")$/\1/p' "$here/cmake/Packaging.cmake")
[ -n "$app_id" ] || { echo "check_deb: no SPARROW_APP_ID in cmake/Packaging.cmake" >&2; exit 1; }
# every ruleset the source tree ships (rules/*.rules), which the packages must carry
rulesets=$(find "$here/rules" -maxdepth 1 -name '*.rules' | wc -l)
passed=0
failed=0

ok() { echo "ok   $*"; passed=$((passed + 1)); }
bad() { echo "FAIL $*"; failed=$((failed + 1)); }
check() { # check "what" command...
  local what=$1; shift
  if "$@" > "$work/last.log" 2>&1; then ok "$what"; else bad "$what"; sed 's/^/     /' "$work/last.log" | tail -n 20; fi
}

# the tools this check and the package build use (Debian packages)
# shellcheck source=../debian_packages.sh
. "$here/packaging/debian_packages.sh"
install_missing_packages "${SPARROW_BUILD_PACKAGES[@]}" dpkg-dev librsvg2-bin python3-fonttools fonts-noto-cjk desktop-file-utils appstream strace file

echo "== building the packages in $build"
cmake -S "$here" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_INSTALL_PREFIX=/usr \
      -DSPARROW_TESTS=OFF -DSPARROW_PACKAGE=ON > /dev/null
cmake --build "$build" -j "$jobs" > "$build/check_deb_build.log" 2>&1 || { tail -n 30 "$build/check_deb_build.log"; exit 1; }
rm -f "$build"/sparrow_*.deb "$build"/sparrow-*-Linux.tar.gz
(cd "$build" && cpack -G "DEB;TGZ" > cpack.log 2>&1) || { tail -n 30 "$build/cpack.log"; exit 1; }
deb=$(ls "$build"/sparrow_*.deb)
tgz=$(ls "$build"/sparrow-*-Linux.tar.gz)
echo "   $(basename "$deb") $(du -k "$deb" | cut -f1) KiB, $(basename "$tgz") $(du -k "$tgz" | cut -f1) KiB"

work=$(mktemp -d)
# (the chroot check mounts /proc inside $work: unmount it before removing, never cross into it)
trap 'umount "$work/chroot/proc" 2>/dev/null || true; rm -rf --one-file-system "$work"' EXIT

echo "== dependencies"
depends=$(dpkg-deb -f "$deb" Depends)
echo "   Depends: $depends"
for lib in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 libsdl2-mixer-2.0-0 libconfig9 libcjson1 libsqlite3-0 libc6; do
  check "declares $lib" grep -q "\b$lib\b" <<< "$depends"
done
# every package named in Depends (any alternative) is one apt knows
for name in $(tr ',|' '\n\n' <<< "$depends" | sed 's/(.*//; s/ //g' | sort -u); do
  check "dependency $name is a known package" apt-cache show "$name"
done
check "apt resolves every dependency (apt-get install --simulate ./$(basename "$deb"))" \
  apt-get install --simulate -qq "$deb"

echo "== contents (dpkg -x into an empty root)"
root=$work/root
mkdir -p "$root"
dpkg -x "$deb" "$root"
share=$root/usr/share
for f in usr/bin/sparrow usr/bin/sparrow-cli; do check "$f is an executable" test -x "$root/$f"; done
for id in $(for f in "$here"/rules/*.rules; do basename "$f" .rules; done); do
  check "ruleset $id" test -s "$share/sparrow/rules/$id.rules"
done
check "tile art (42 tiles and 2 backs)" test "$(ls "$share/sparrow/assets/tiles/"*.svg | wc -l)" -eq 44
for lang in en zh-Hans zh-Hant; do check "strings $lang" test -s "$share/sparrow/assets/i18n/$lang.txt"; done
for w in Regular Bold; do check "font subset NotoSansCJK-$w.ttc" test -s "$share/sparrow/fonts/NotoSansCJK-$w.ttc"; done
check "font licence (SIL Open Font License)" grep -q "SIL OPEN FONT LICENSE" "$share/sparrow/fonts/NotoSansCJK-LICENSE.txt"
check "desktop entry passes desktop-file-validate" desktop-file-validate "$share/applications/$app_id.desktop"
check "metainfo passes appstreamcli validate" appstreamcli validate --no-net "$share/metainfo/$app_id.metainfo.xml"
check "metainfo names screenshots" grep -q "<screenshot" "$share/metainfo/$app_id.metainfo.xml"
# each screenshot it names is a file of this repository (published at the home page)
for shot in $(grep -o '/raw/main/[^<]*' "$share/metainfo/$app_id.metainfo.xml" | sed 's|^/raw/main/||'); do
  check "metainfo screenshot $shot is in the repository" test -s "$here/$shot"
done
check "scalable icon" test -s "$share/icons/hicolor/scalable/apps/$app_id.svg"
for size in 16 22 24 32 48 64 128 256 512; do
  png=$share/icons/hicolor/${size}x${size}/apps/$app_id.png
  check "icon ${size}x${size}" "$python" -c 'import struct,sys
d=open(sys.argv[1],"rb").read(24)
assert d[:8]==b"\x89PNG\r\n\x1a\n", "not a PNG"
assert struct.unpack(">II",d[16:24])==(int(sys.argv[2]),)*2, struct.unpack(">II",d[16:24])' "$png" "$size"
done

# the Windows and macOS icon files are packed from the same PNGs (packaging/icons/pack_icons.py)
icons=$share/icons/hicolor
"$python" "$here/packaging/icons/pack_icons.py" ico "$work/sparrow.ico" \
  "$icons"/{16x16,24x24,32x32,48x48,64x64,128x128,256x256}/apps/$app_id.png
"$python" "$here/packaging/icons/pack_icons.py" icns "$work/sparrow.icns" \
  "$icons"/{16x16,32x32,64x64,128x128,256x256,512x512}/apps/$app_id.png
check "sparrow.ico holds 7 sizes" grep -q "MS Windows icon resource - 7 icons" <<< "$(file "$work/sparrow.ico")"
check "sparrow.icns is a macOS icon" grep -q "Mac OS X icon" <<< "$(file "$work/sparrow.icns")"

# A PNG that is neither blank nor one colour: decoded with zlib, distinct colours counted.
png_nonblank() {
  "$python" - "$1" "$2" "$3" <<'EOF'
import struct, sys, zlib
path, want_w, want_h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
data = open(path, "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, ihdr = 8, b"", None
while pos < len(data):
    n, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    if kind == b"IHDR": ihdr = struct.unpack(">IIBBBBB", body)
    if kind == b"IDAT": idat += body
    pos += 12 + n
w, h, depth, ctype = ihdr[:4]
assert (w, h) == (want_w, want_h), f"{w}x{h}, expected {want_w}x{want_h}"
assert depth == 8 and ctype in (2, 6), f"unexpected PNG format depth {depth} colour type {ctype}"
bpp = 3 if ctype == 2 else 4
raw, stride = zlib.decompress(idat), w * bpp
rows, prev, i = [], bytearray(stride), 0
for _ in range(h):   # undo the PNG row filters
    f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
    for x in range(stride):
        a = line[x - bpp] if x >= bpp else 0
        b, c = prev[x], prev[x - bpp] if x >= bpp else 0
        if f == 1: line[x] = (line[x] + a) & 255
        elif f == 2: line[x] = (line[x] + b) & 255
        elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(bytes(line)); prev = line
colours = {r[x:x + 3] for r in rows[::4] for x in range(0, stride, bpp * 4)}
assert len(colours) >= 50, f"only {len(colours)} colours: blank"
print(f"{w}x{h}, {len(colours)} colours in a 1/16 sample")
EOF
}

# run_installed NAME BIN_DIR: the installed programs find their data beside themselves
run_installed() {
  local name=$1 bin=$2 home=$work/home-$1
  mkdir -p "$home"
  # rulesets: every shipped one listed, every one from the unpacked tree
  HOME=$home XDG_DATA_HOME=$home/data "$bin/sparrow-cli" rules list > "$work/rules-$name.txt" 2>&1 || true
  check "$name: sparrow-cli rules list names all $rulesets rulesets" test "$(grep -c '\.rules$' "$work/rules-$name.txt")" -eq "$rulesets"
  check "$name: every ruleset comes from the unpacked tree" \
    test "$(grep -c "^.* $bin/\.\./share/sparrow/rules/" "$work/rules-$name.txt")" -eq "$rulesets"
  # the game: a screenshot of the title screen, its tiles and font read from the unpacked tree
  local shot=$work/title-$name.png trace=""
  command -v strace > /dev/null && trace="strace -f -e trace=openat -o $work/trace-$name.txt"
  check "$name: the game starts headless and writes a screenshot" \
    env HOME="$home" XDG_DATA_HOME="$home/data" SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
    $trace "$bin/sparrow" --screen title --windowed 1280x720 --screenshot "$shot"
  check "$name: the screenshot is a non-blank 1280x720 PNG" png_nonblank "$shot" 1280 720
  if [ -n "$trace" ]; then
    check "$name: tiles read from the unpacked tree" grep -q "\"$bin/\.\./share/sparrow/assets/tiles/" "$work/trace-$name.txt"
    check "$name: bundled font used" grep -q "\"$bin/\.\./share/sparrow/fonts/NotoSansCJK-Regular.ttc\", O_RDONLY) = [0-9]" "$work/trace-$name.txt"
    check "$name: settings in the player's folder" test -d "$home/data/sparrow/sparrow"
  fi
}

echo "== the installed programs (.deb root)"
run_installed deb "$root/usr/bin"

echo "== the .tar.gz, unpacked elsewhere"
mkdir -p "$work/tgz"
tar -xzf "$tgz" -C "$work/tgz"
top=$(find "$work/tgz" -mindepth 1 -maxdepth 1 -type d)
check "tgz: bin/ and share/ at its top" test -x "$top/bin/sparrow" -a -d "$top/share/sparrow/rules"
run_installed tgz "$top/bin"

# A real install, as a player does it, into a minimal Debian made by debootstrap: apt fetches
# the dependencies, and the game - which has no system fonts there - draws a table with its
# own. Opt-in (SPARROW_CHECK_CHROOT=1, root only; CI turns it on): it downloads ~250 MB.
# Only a failure to make the base system itself (the mirror) is skipped, and said so.
chroot_install() {
  install_missing_packages debootstrap
  local croot=$work/chroot codename mirror
  codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
  mirror=$(grep -rhoE 'https?://[^ ]*debian/?$' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null | head -n1 || true)
  if ! debootstrap --variant=minbase "$codename" "$croot" "${mirror:-http://deb.debian.org/debian}" \
       > "$work/debootstrap.log" 2>&1; then
    echo "SKIP chroot install: debootstrap could not make a base system: $(tail -n 1 "$work/debootstrap.log")"
    return 0
  fi
  cp "$deb" "$croot/tmp/"
  mount -t proc proc "$croot/proc"
  check "chroot: apt installs the .deb with its dependencies" chroot "$croot" sh -c \
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends /tmp/$(basename "$deb")"
  check "chroot: no CJK font on the system (the game must bring its own)" test ! -e "$croot/usr/share/fonts/opentype/noto"
  check "chroot: sparrow-cli lists all $rulesets rulesets" \
    test "$(chroot "$croot" sparrow-cli rules list | grep -c ' /usr/bin/\.\./share/sparrow/rules/')" -eq "$rulesets"
  check "chroot: the game draws a table" chroot "$croot" env HOME=/root SDL_VIDEODRIVER=dummy \
    sh -c 'cd /tmp && sparrow --screen table --rules hk-classic --screenshot /tmp/table.png'
  check "chroot: the table screenshot is a non-blank 1280x720 PNG" png_nonblank "$croot/tmp/table.png" 1280 720
  cp "$croot/tmp/table.png" "$build/check_deb_chroot_table.png" 2>/dev/null || true
  umount "$croot/proc"
}
if [ "${SPARROW_CHECK_CHROOT:-0}" = 1 ]; then
  echo "== installing the .deb into a minimal Debian (debootstrap + chroot)"
  if [ "$(id -u)" -ne 0 ]; then echo "SKIP chroot install: needs root"; else chroot_install; fi
fi

cp "$work/title-deb.png" "$build/check_deb_title.png"
echo "check_deb: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
