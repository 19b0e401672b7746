#!/usr/bin/env bash
# dev.sh: the README's two commands. Installs the Debian packages that are missing (and says
# which), builds, then either starts Sparrow (`play`) or runs every test through ctest (`test`).
#   bash packaging/dev.sh play [ARGS...]   build and start Sparrow
#   bash packaging/dev.sh test             build and run all tests
# Environment: SPARROW_BUILD_DIR (default build), SPARROW_CMAKE_ARGS (extra cmake arguments),
#              SPARROW_JOBS (parallel build jobs, default: number of cores).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mode=${1:-play}
[ $# -gt 0 ] && shift

packages=(build-essential cmake pkg-config
          libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev libfreetype-dev
          libconfig-dev libcjson-dev libenet-dev libsqlite3-dev libcmocka-dev fonts-noto-cjk
          python3-jsonschema)  # the match log schema test (tests/match_log_schema.sh)

# shellcheck source=debian_packages.sh
. "$here/packaging/debian_packages.sh"
install_missing() { install_missing_packages "${packages[@]}" "$@"; }

build() {
  local dir=$1; shift
  cmake -S "$here" -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
  cmake --build "$dir" -j "${SPARROW_JOBS:-$(nproc)}"
}

build_dir=${SPARROW_BUILD_DIR:-$here/build}
read -r -a extra <<< "${SPARROW_CMAKE_ARGS:-}"

case "$mode" in
  play)
    install_missing
    build "$build_dir" "${extra[@]}"
    # Until the game window lands, Sparrow starts its command-line tool on a demonstration.
    if [ -x "$build_dir/sparrow" ]; then
      exec "$build_dir/sparrow" "$@"
    fi
    echo "== Sparrow: analysing a sample hand (sparrow-cli hand 123m456p789s1122z) =="
    "$build_dir/sparrow-cli" hand 123m456p789s1122z --lang en
    echo
    echo "== and a complete one, in Chinese (sparrow-cli hand 111222333m456p11z --lang zh-Hant) =="
    "$build_dir/sparrow-cli" hand 111222333m456p11z --lang zh-Hant
    echo
    echo "== scoring a Hong Kong hand: 混一色 + 正花, won on West's discard =="
    "$build_dir/sparrow-cli" score --rules hk-classic --tiles 111345777999m33z --win_tile 7m --win ron \
      --seat S --discarder W --flowers 6f --lang zh-Hant
    echo
    echo "Try: $build_dir/sparrow-cli rules list, $build_dir/sparrow-cli rules show mingjiang --lang zh-Hant,"
    echo "     $build_dir/sparrow-cli bench (see README.md)"
    ;;
  test)
    install_missing
    build "$build_dir" "${extra[@]}"
    cd "$build_dir"
    # the long self-play runs (label "long", about four minutes on two cores) run with: ctest -L long;
    # the Windows cross-build and its Wine test (label "windows") with: ctest -L windows
    ctest --output-on-failure -j "${SPARROW_JOBS:-$(nproc)}" -LE '^(long|windows)$' "$@"
    ;;
  *)
    echo "usage: bash packaging/dev.sh play|test" >&2
    exit 2
    ;;
esac
