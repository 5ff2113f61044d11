package bridge

import (
	"sync"
	"testing"
	"time"
)

// fakeCollector records what a collectorHold sets.
type fakeCollector struct {
	mu      sync.Mutex
	percent int
	limit   int64
	ended   int
}

func (f *fakeCollector) setPercent(p int) int   { return swapLocked(&f.mu, &f.percent, p) }
func (f *fakeCollector) setLimit(l int64) int64 { return swapLocked(&f.mu, &f.limit, l) }

// swapLocked sets *v to to under the lock and returns what it was.
func swapLocked[T any](mu *sync.Mutex, v *T, to T) T {
	mu.Lock()
	defer mu.Unlock()
	before := *v
	*v = to
	return before
}

func (f *fakeCollector) end() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.ended++
}

func (f *fakeCollector) endings() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.ended
}

func (f *fakeCollector) read() (int, int64) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.percent, f.limit
}

func newFakeHold(afterLift, atMost time.Duration) (*collectorHold, *fakeCollector) {
	f := &fakeCollector{percent: 50, limit: 1 << 40}
	h := &collectorHold{
		percent: f.setPercent, limit: f.setLimit, taken: func() uint64 { return 100 << 20 }, ended: f.end,
		afterLift: afterLift, atMost: atMost, headroom: 32 << 20,
	}
	return h, f
}

// poll checks cond every millisecond for five seconds, and returns how
// long it waited until cond held, or false if it never did.
func poll(cond func() bool) (time.Duration, bool) {
	start := time.Now()
	for time.Since(start) < 5*time.Second {
		if cond() {
			return time.Since(start), true
		}
		time.Sleep(time.Millisecond)
	}
	return 0, false
}

// waitFor waits until the collector is set back to 50 %, and returns how
// long that took.
func waitFor(t *testing.T, f *fakeCollector) time.Duration {
	t.Helper()
	waited, ok := poll(func() bool { p, l := f.read(); return p == 50 && l == 1<<40 })
	if !ok {
		p, l := f.read()
		t.Fatalf("the collector is still held after 5 s: percent %d, limit %d", p, l)
	}
	return waited
}

// waitEnded waits until the hold's end has been told n times, and fails
// when it is told more.
func waitEnded(t *testing.T, f *fakeCollector, n int) {
	t.Helper()
	poll(func() bool { return f.endings() >= n })
	if got := f.endings(); got != n {
		t.Fatalf("the hold's end was told %d times, want %d", got, n)
	}
}

func TestAPressHoldsTheCollectorUntilAWhileAfterTheLift(t *testing.T) {
	h, f := newFakeHold(300*time.Millisecond, time.Hour)
	h.press()
	if p, l := f.read(); p != -1 || l != 132<<20 {
		t.Fatalf("a press turns the collector off up to 32 MiB more than taken: percent %d, limit %d", p, l)
	}
	time.Sleep(80 * time.Millisecond)
	if p, _ := f.read(); p != -1 {
		t.Fatalf("a finger still down holds the collector, percent %d", p)
	}
	h.lift()
	if p, _ := f.read(); p != -1 {
		t.Fatalf("the hold lasts a while after the lift, percent %d", p)
	}
	if waited := waitFor(t, f); waited < 250*time.Millisecond {
		t.Fatalf("the collector came back %v after the lift, before its while", waited)
	}
	waitEnded(t, f, 1)
}

func TestAHoldEndsAtItsBoundFromThePress(t *testing.T) {
	h, f := newFakeHold(time.Hour, 30*time.Millisecond)
	h.press()
	waitFor(t, f)
}

func TestASecondFingerKeepsTheHoldUntilItsOwnLift(t *testing.T) {
	h, f := newFakeHold(60*time.Millisecond, time.Hour)
	h.press()
	h.lift()
	h.press()
	if p, l := f.read(); p != -1 || l != 132<<20 {
		t.Fatalf("a press during a hold keeps it: percent %d, limit %d", p, l)
	}
	time.Sleep(60 * time.Millisecond)
	if p, _ := f.read(); p != -1 {
		t.Fatalf("the first lift's time ended the second press's hold, percent %d", p)
	}
	h.lift()
	waitFor(t, f)
	h.lift()
	time.Sleep(100 * time.Millisecond)
	if p, l := f.read(); p != 50 || l != 1<<40 {
		t.Fatalf("a lift with no hold changes nothing: percent %d, limit %d", p, l)
	}
	waitEnded(t, f, 1)
}
