#!/usr/bin/env bash
# Every check of the project: formatting, go vet, staticcheck, the unit and
# UI tests with the race detector, then the real-window tests under Xvfb, the
# web build in headless Chromium and in WebKitGTK, and the Windows build under
# Wine.
set -euo pipefail
cd "$(dirname "$0")"
command -v go >/dev/null || { echo "Go 1.26 or newer is needed: https://go.dev/doc/install" >&2; exit 1; }
scripts/deps.sh test

unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
  echo "gofmt would change: $unformatted" >&2
  exit 1
fi
# Every change from another goroutine reaches the UI through the one bridge.
if git grep -nE 'fyne\.Do(AndWait)?\(' -- '*.go' ':!screens/bridge.go' | grep -vE '^[^:]+:[0-9]+:\s*//'; then
  echo "fyne.Do outside the bridge, screens/bridge.go" >&2
  exit 1
fi
go vet -tags e2e ./...
go vet -tags browser ./e2e/
go vet -tags e2e,wine ./e2e/
GOOS=windows go vet ./app/store ./tools/wine ./tools/winres
GOOS=js GOARCH=wasm go vet . ./app/... ./screens/... ./games/... ./sound/ ./translations/
go tool staticcheck -tags e2e ./...
go tool staticcheck -tags browser ./e2e/
go tool staticcheck -tags e2e,wine ./e2e/
go test -race -count=1 -timeout 30m ./...
go test -tags e2e -count=1 -v ./e2e/
go test -tags browser -count=1 -timeout 45m -v ./e2e/
go test -tags e2e,wine -count=1 -v -run Wine ./e2e/
