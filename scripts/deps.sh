#!/usr/bin/env bash
# Installs the Debian or Ubuntu packages the app needs when they are missing:
# "run" for building and running it, "windows" for building the Windows .exe
# (mingw), "test" adds the X server and tools the real-window tests and the
# browser tests use, and mingw with Wine (and the uk_UA locale) for the
# Windows build's test.
set -euo pipefail

build=(gcc libc6-dev pkgconf libgl-dev libegl-dev libx11-dev libxcursor-dev
  libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev
  libxkbcommon-dev libasound2-dev)
checks=(xvfb libgl1-mesa-dri xdotool chromium webkit2gtk-driver dbus-daemon)
windows=(gcc-mingw-w64-x86-64 binutils-mingw-w64-x86-64)
wine=(wine64 fonts-wine locales x11-xserver-utils)

want=("${build[@]}")
case "${1:-run}" in
  windows) want=("${windows[@]}") ;;
  test) want+=("${checks[@]}" "${windows[@]}" "${wine[@]}") ;;
esac

missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo=sudo
fi
if [ ${#missing[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null; then
    echo "Missing packages: ${missing[*]}. Install them with your system's package manager." >&2
    exit 1
  fi
  echo "Installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# The Windows build's test starts the app under Wine in the Ukrainian
# locale, as on a Windows set to Ukrainian; Wine needs the locale built.
if [ "${1:-run}" = test ] && ! locale -a 2>/dev/null | grep -qix 'uk_UA.utf8'; then
  $sudo localedef -i uk_UA -f UTF-8 uk_UA.UTF-8
fi
