# debian_packages.sh: sourced by packaging/dev.sh, packaging/linux/check_deb.sh and
# packaging/windows/build.sh. install_missing_packages PKG...: installs through apt-get the
# Debian packages among PKG that are not installed yet (with sudo when not root), saying which.
install_missing_packages() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "sparrow: installing missing Debian packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# what building Sparrow itself needs (packaging/dev.sh installs the same, plus cmocka and the font)
SPARROW_BUILD_PACKAGES=(build-essential cmake pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev
                        libfreetype-dev libconfig-dev libcjson-dev libenet-dev libsqlite3-dev)
