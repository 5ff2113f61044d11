#!/usr/bin/env bash
# Every check of the project: formatting, go vet, staticcheck, the unit and
# UI tests with the race detector, then the real-window tests under Xvfb, the
# web build in headless Chromium and in WebKitGTK, and the Windows build under
# Wine.
set -euo pipefail
cd "$(dirname "$0")"
command -v go >/dev/null || { echo "Go 1.26 or newer is needed: https://go.dev/doc/install" >&2; exit 1; }

# Each stage's time, said as it ends and all together at the end, pass or
# fail: where the run's minutes go.
times=()
began=$SECONDS
stage() {
  local name=$1 from=$SECONDS
  shift
  "$@"
  times+=("$(printf '%5ds  %s' $((SECONDS - from)) "$name")")
  echo "--- stage: ${times[-1]}"
}
said() {
  kill $(jobs -p) 2>/dev/null || true
  printf '%s\n' "--- stage times:" "${times[@]}" "$(printf '%5ds  all' $((SECONDS - began)))"
}
trap said EXIT

stage "system packages" scripts/deps.sh test

checks() {
  local unformatted
  unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
  if [ -n "$unformatted" ]; then
    echo "gofmt would change: $unformatted" >&2
    return 1
  fi
  # Every change from another goroutine reaches the UI through the one bridge.
  if git grep -nE 'fyne\.Do(AndWait)?\(' -- '*.go' ':!screens/bridge.go' | grep -vE '^[^:]+:[0-9]+:\s*//'; then
    echo "fyne.Do outside the bridge, screens/bridge.go" >&2
    return 1
  fi
  go vet -tags e2e ./...
  go vet -tags browser ./e2e/
  go vet -tags e2e,wine ./e2e/
  GOOS=windows go vet ./app/store ./tools/wine ./tools/winres
  GOOS=js GOARCH=wasm go vet . ./app/... ./screens/... ./games/... ./sound/ ./translations/
  go tool staticcheck -tags e2e ./...
  go tool staticcheck -tags browser ./e2e/
  go tool staticcheck -tags e2e,wine ./e2e/
}
stage "format, vet, staticcheck" checks
# Under the race detector each play-through runs at one language and size
# (screenstest.EachTable); the screens' tests run again without it, at
# every language and size.
stage "unit tests, race detector" go test -race -count=1 -timeout 30m ./...
stage "screens, every language and size" go test -count=1 -timeout 30m ./screens/...
stage "real window (Xvfb)" go test -tags e2e -count=1 -v ./e2e/
# The Windows build under Wine runs beside the browsers: its minutes go to
# a C compiler on one core, theirs mostly to waiting for a page. Its output
# is shown when it ends. On an empty build cache, with the browsers on both
# cores, that compiler took more than go test's default ten minutes.
wine_log=$(mktemp)
go test -tags e2e,wine -count=1 -timeout 45m -v -run Wine ./e2e/ >"$wine_log" 2>&1 &
wine_job=$!
wine_done() {
  local status=0
  wait "$wine_job" || status=$?
  cat "$wine_log"
  rm -f "$wine_log"
  return "$status"
}
# Two browser tests at a time, go test's default on two cores: the stage is
# bound by the CPU, as both engines draw in software, and three at a time
# took as long and made a tablet's frames slower than its tests allow.
stage "browsers (Chromium, WebKitGTK)" go test -tags browser -count=1 -timeout 45m -v ./e2e/
stage "Windows build under Wine, beside the browsers" wine_done
