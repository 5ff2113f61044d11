package bridge

import (
	"sync"
	"time"
)

// collectorHold keeps Go's collector from running between a finger's press
// and the frame that answers its lift.
//
// In the browser Go has one thread: a collection that starts in the middle
// of a tap's work runs inside it, between the lift and its answer. At ×4 on
// the emulated tablet that was about 65 ms of Dixit's Score the round. Held
// from the press until a while after the lift, the collector runs once the
// answer is on screen, on the garbage of the tap: the hold's end tells the
// app's steady collector to look (app.CollectSteadily), or the next tap
// would be the one to find the heap over its goal. The hold has a bound in
// time from the press, for a finger held on a card or dragging a list, and
// one in memory: the collector runs anyway once the program has taken
// headroom bytes more than at the press.
type collectorHold struct {
	// percent sets the collector's percent, as debug.SetGCPercent, and
	// limit the memory limit, as debug.SetMemoryLimit; both return what was
	// set before. taken reads the memory the program has taken, and ended
	// is told when a hold has ended.
	percent func(int) int
	limit   func(int64) int64
	taken   func() uint64
	ended   func()
	// afterLift is how long the hold lasts after a lift, atMost how long
	// after a press, and headroom the memory it lets the program take.
	afterLift, atMost time.Duration
	headroom          uint64

	mu   sync.Mutex
	held bool
	// percentBefore and limitBefore are what the hold put aside.
	percentBefore int
	limitBefore   int64
	// turn counts the hold's timers, so that a late one ends nothing.
	turn  int
	timer *time.Timer
}

// press holds the collector, or holds it on, from a finger's press.
func (h *collectorHold) press() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.held {
		h.held = true
		h.limitBefore = h.limit(int64(h.taken() + h.headroom))
		h.percentBefore = h.percent(-1)
	}
	h.endIn(h.atMost)
}

// lift lets the collector run again a while after a finger's lift.
func (h *collectorHold) lift() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.held {
		h.endIn(h.afterLift)
	}
}

// endIn ends the hold after d, and not at an earlier time set before.
func (h *collectorHold) endIn(d time.Duration) {
	if h.timer != nil {
		h.timer.Stop()
	}
	h.turn++
	turn := h.turn
	h.timer = time.AfterFunc(d, func() { h.end(turn) })
}

// end gives the collector back what the hold put aside, and says so,
// unless a later press or lift has set another time.
func (h *collectorHold) end(turn int) {
	h.mu.Lock()
	if !h.held || turn != h.turn {
		h.mu.Unlock()
		return
	}
	h.held = false
	h.percent(h.percentBefore)
	h.limit(h.limitBefore)
	h.mu.Unlock()
	h.ended()
}
