#!/usr/bin/env bash
# Installs the Debian or Ubuntu packages the app needs when they are missing:
# "run" for building and running it, "test" adds the X server and tools the
# real-window tests and the browser tests use.
set -euo pipefail

build=(gcc libc6-dev pkgconf libgl-dev libegl-dev libx11-dev libxcursor-dev
  libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev
  libxkbcommon-dev libasound2-dev)
checks=(xvfb libgl1-mesa-dri xdotool chromium webkit2gtk-driver dbus-daemon)

want=("${build[@]}")
if [ "${1:-run}" = test ]; then
  want+=("${checks[@]}")
fi

missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "Missing packages: ${missing[*]}. Install them with your system's package manager." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo=sudo
fi
echo "Installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
