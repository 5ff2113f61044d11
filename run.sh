#!/usr/bin/env bash
# Builds and starts Table Companion, installing first what Fyne needs to
# build on Debian or Ubuntu.
#
#   ./run.sh        the desktop app (-v: with its log on the console)
#   ./run.sh web    the web app for a tablet: builds it into out/web and serves
#                   it on the local network (-addr :9000 for another port)
#   ./run.sh windows  builds out/windows/TableCompanion.exe for a Windows
#                   laptop (needs mingw: scripts/deps.sh windows installs it)
set -euo pipefail
cd "$(dirname "$0")"
command -v go >/dev/null || { echo "Go 1.26 or newer is needed: https://go.dev/doc/install" >&2; exit 1; }

# quietly runs a command and shows what it wrote only when it fails.
quietly() {
  local out status=0
  out=$("$@" 2>&1) || status=$?
  if [ "$status" -ne 0 ]; then
    printf '%s\n' "$out" >&2
  fi
  return "$status"
}

if [ "${1:-}" = web ]; then
  shift
  # The wasm needs no C compiler and no system packages.
  mkdir -p out
  echo "Building the web app: the first build can take a few minutes, later ones seconds."
  # Without Fyne's widget animations, which redraw the whole window at
  # every step: see Tags in tools/webtest.
  GOOS=js GOARCH=wasm quietly go build -trimpath -tags no_animations -ldflags="-s -w" -o out/app.wasm .
  go run ./tools/webbuild -wasm out/app.wasm -out out/web
  exec go run ./tools/webserve -dir out/web "$@"
fi
if [ "${1:-}" = windows ]; then
  scripts/deps.sh windows
  mkdir -p out/windows
  # The icon and the version details, linked from a .syso beside main.go.
  syso=rsrc_windows_amd64.syso
  trap 'rm -f "$syso"' EXIT
  echo "Building the Windows app: the first build takes about five minutes, later ones seconds."
  quietly go run ./tools/winres -out "$syso"
  CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc \
    quietly go build -trimpath -ldflags="-H=windowsgui -s -w" -o out/windows/TableCompanion.exe .
  echo "out/windows/TableCompanion.exe"
  exit 0
fi
scripts/deps.sh run
echo "Building Table Companion: the first build takes a few minutes, later ones seconds."
quietly go build -o table-companion .
exec ./table-companion "$@"
