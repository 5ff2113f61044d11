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

// clockKind is the kind of the files that keep the game screens' clocks.
const clockKind = "clock"

// clockFile returns the file that keeps the clock of the game saved as
// name: beside it, with an ending the list of games does not take.
func clockFile(name string) string {
	return strings.TrimSuffix(name, ".json") + ".clock"
}

// clockKeeper writes the game screens' clock states, about once a second
// while a clock runs, off the UI goroutine so a slow disk never holds up a
// frame. A state waits in pending, where a newer one for the same file
// replaces it; one writer goroutine at a time saves what waits, and ends
// when nothing does.
type clockKeeper struct {
	store *store.Store
	logf  func(format string, args ...any)

	mu      sync.Mutex
	pending map[string]screens.ClockState
	busy    bool
	closed  bool
	// writing is held while states are written, so a later batch never
	// lands before an earlier one.
	writing sync.Mutex
}

func newClockKeeper(st *store.Store, logf func(format string, args ...any)) *clockKeeper {
	return &clockKeeper{store: st, logf: logf, pending: map[string]screens.ClockState{}}
}

// keep queues the clock state of the game saved as name for writing.
func (k *clockKeeper) keep(name string, st screens.ClockState) {
	k.mu.Lock()
	if k.closed {
		k.mu.Unlock()
		return
	}
	k.pending[clockFile(name)] = st
	start := !k.busy
	k.busy = true
	k.mu.Unlock()
	if start {
		go k.drain()
	}
}

// drain writes what waits until nothing does.
func (k *clockKeeper) drain() {
	for {
		k.writing.Lock()
		k.mu.Lock()
		batch := k.pending
		k.pending = map[string]screens.ClockState{}
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

// close writes what waits in the caller's goroutine, logging each clock,
// and takes no more: the app is stopping.
func (k *clockKeeper) close() {
	k.writing.Lock()
	defer k.writing.Unlock()
	k.mu.Lock()
	batch := k.pending
	k.pending = map[string]screens.ClockState{}
	k.closed = true
	k.mu.Unlock()
	k.write(batch, true)
}

func (k *clockKeeper) write(batch map[string]screens.ClockState, say bool) {
	for file, st := range batch {
		if err := k.store.Save(file, clockKind, st); err != nil {
			k.logf("clock save failed: %v", err)
			continue
		}
		if say {
			k.logf("kept clock %s: %q, %v left", file, st.For, st.Left)
		}
	}
}

// saved returns the clock state kept beside the game saved as name, and
// false when there is none or it cannot be read.
func (k *clockKeeper) saved(name string) (screens.ClockState, bool) {
	file := clockFile(name)
	_, body, err := k.store.Load(file)
	if errors.Is(err, os.ErrNotExist) {
		return screens.ClockState{}, false
	}
	var st screens.ClockState
	if err == nil {
		err = json.Unmarshal(body, &st)
	}
	if err != nil {
		// A clock is worth less than a notice: the game loads as before.
		k.logf("clock %s not read: %v", file, err)
		return screens.ClockState{}, false
	}
	if st.For != "" {
		k.logf("clock %s: %q, %v left", file, st.For, st.Left)
	}
	return st, st.For != ""
}
