package app

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"sync"

	"tablecompanion/app/store"
	"tablecompanion/screens"
)

// The kinds of the files kept beside a game's save: the game screen's clock,
// and what the table has half entered.
const (
	clockKind = "clock"
	draftKind = "draft"
)

// clockFile returns the file that keeps the clock of the game saved as
// name: beside it, with an ending the list of games does not take.
func clockFile(name string) string { return beside(name, clockKind) }

// draftFile returns the file that keeps what the table has half entered in
// the game saved as name.
func draftFile(name string) string { return beside(name, draftKind) }

// beside returns the file of the kind beside the game saved as name.
func beside(name, kind string) string {
	return strings.TrimSuffix(name, ".json") + "." + kind
}

// newClockKeeper keeps the game screens' clocks.
func newClockKeeper(st *store.Store, logf func(format string, args ...any)) *keeper[screens.ClockState] {
	return &keeper[screens.ClockState]{store: st, logf: logf, kind: clockKind, pending: map[string]screens.ClockState{}}
}

// newDraftKeeper keeps what the table has half entered on the game
// screens.
func newDraftKeeper(st *store.Store, logf func(format string, args ...any)) *keeper[string] {
	return &keeper[string]{store: st, logf: logf, kind: draftKind, pending: map[string]string{}}
}

// keeper writes a small state of each game screen beside the game's save,
// such as its clock about once a second while it runs, or a half-entered
// round as it changes, off the UI goroutine so a slow disk never holds up a
// frame. A state waits in pending, where a newer one for the same file
// replaces it; one writer goroutine at a time saves what waits, and ends
// when nothing does.
type keeper[T any] struct {
	store *store.Store
	logf  func(format string, args ...any)
	// kind is the kind of the files, and the ending of their names.
	kind string

	mu      sync.Mutex
	pending map[string]T
	busy    bool
	closed  bool
	// writing is held while states are written, so a later batch never
	// lands before an earlier one.
	writing sync.Mutex
}

// keep queues the state of the game saved as name for writing.
func (k *keeper[T]) keep(name string, v T) {
	k.mu.Lock()
	if k.closed {
		k.mu.Unlock()
		return
	}
	k.pending[beside(name, k.kind)] = v
	start := !k.busy
	k.busy = true
	k.mu.Unlock()
	if start {
		go k.drain()
	}
}

// drain writes what waits until nothing does.
func (k *keeper[T]) drain() {
	for {
		k.writing.Lock()
		k.mu.Lock()
		batch := k.pending
		k.pending = map[string]T{}
		if len(batch) == 0 {
			k.busy = false
		}
		k.mu.Unlock()
		k.write(batch, false)
		k.writing.Unlock()
		if len(batch) == 0 {
			return
		}
	}
}

// close writes what waits in the caller's goroutine, logging each state,
// and takes no more: the app is stopping.
func (k *keeper[T]) close() {
	k.writing.Lock()
	defer k.writing.Unlock()
	k.mu.Lock()
	batch := k.pending
	k.pending = map[string]T{}
	k.closed = true
	k.mu.Unlock()
	k.write(batch, true)
}

func (k *keeper[T]) write(batch map[string]T, say bool) {
	for file, v := range batch {
		if err := k.store.Save(file, k.kind, v); err != nil {
			k.logf("%s save failed: %v", k.kind, err)
			continue
		}
		if say {
			k.logf("kept %s %s: %+v", k.kind, file, v)
		}
	}
}

// saved returns the state kept beside the game saved as name, and false
// when there is none or it cannot be read.
func (k *keeper[T]) saved(name string) (T, bool) {
	var v T
	file := beside(name, k.kind)
	_, body, err := k.store.Load(file)
	if errors.Is(err, os.ErrNotExist) {
		return v, false
	}
	if err == nil {
		err = json.Unmarshal(body, &v)
	}
	if err != nil {
		// What is kept beside a game is worth less than a notice: the game
		// loads as before.
		k.logf("%s %s not read: %v", k.kind, file, err)
		return v, false
	}
	return v, true
}
