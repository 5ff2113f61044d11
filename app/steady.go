package app

import (
	"runtime/metrics"
	"time"
)

// steadyGarbage is what the program allocates between CollectSteadily's
// collections, at the least.
const steadyGarbage = 1 << 20

// CollectSteadily collects at each tick, and each time a tap has been
// answered, when the program has allocated steadyGarbage or more since its
// last collection. It returns when tick is closed.
//
// In the browser a WebAssembly memory never shrinks, so the tab keeps the
// most the heap ever took. Go's collector waits until the heap has grown by
// half of what it found live at its last run, and a run in the middle of a
// tap's work finds that tap's screens and pictures live too, so over an
// evening the heap grows to twice what the app keeps. Collected every two
// seconds of work, each tap starts nearer what the app keeps; an app at
// rest allocates nothing and so collects nothing. webmeasure's session
// mode reads the heap after ten Dixit rounds. The browser holds the
// collector through a tap (bridge.Join), so a tap's garbage is collected
// once its answer is on screen, rather than at the next tap.
func CollectSteadily(tick <-chan time.Time, taps <-chan struct{}, allocated func() uint64, collect func()) {
	s := steady{allocated: allocated, collect: collect, since: allocated()}
	for {
		select {
		case _, ok := <-tick:
			if !ok {
				return
			}
		case <-taps:
		}
		s.look()
	}
}

// steady is CollectSteadily's reckoning between ticks: the bytes allocated
// at its last collection.
type steady struct {
	allocated func() uint64
	collect   func()
	since     uint64
}

// look is a tick's: it collects if enough was allocated since the last.
func (s *steady) look() {
	if s.allocated()-s.since >= steadyGarbage {
		s.collect()
		s.since = s.allocated()
	}
}

// HeapAllocated reads the bytes the program has allocated on the heap so
// far.
func HeapAllocated() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}
