#!/usr/bin/env bash
# Builds and starts Table Companion, installing first what Fyne needs to
# build on Debian or Ubuntu.
set -euo pipefail
cd "$(dirname "$0")"
command -v go >/dev/null || { echo "Go 1.26 or newer is needed: https://go.dev/doc/install" >&2; exit 1; }
scripts/deps.sh run
go build -o table-companion .
exec ./table-companion "$@"
