package link

import (
	"sync"
	"time"
)

// redrawEvery is how often at most the link asks the laptop to redraw
// what it shows of the phones: a few times a second, whatever the phones
// send.
const redrawEvery = 250 * time.Millisecond

// coalescer calls f for every call of its own, but no more often than
// every: a call that comes sooner is folded into one made when every has
// passed, so the last change is always told.
type coalescer struct {
	f     func()
	every time.Duration

	mu sync.Mutex
	// last is when f was last called; due reports that a call waits on a
	// timer.
	last time.Time
	due  bool
}

func newCoalescer(every time.Duration, f func()) *coalescer {
	return &coalescer{f: f, every: every}
}

// call calls f now when it has not been called within every, and
// otherwise once every has passed since it was, unless such a call is
// due already.
func (c *coalescer) call() {
	c.mu.Lock()
	if c.due {
		c.mu.Unlock()
		return
	}
	wait := c.every - time.Since(c.last)
	if wait <= 0 {
		c.last = time.Now()
		c.mu.Unlock()
		c.f()
		return
	}
	c.due = true
	c.mu.Unlock()
	time.AfterFunc(wait, func() {
		c.mu.Lock()
		c.due = false
		c.last = time.Now()
		c.mu.Unlock()
		c.f()
	})
}

// now calls f at once, for a change the laptop made itself, which its own
// screen shows without waiting; a call already due still comes.
func (c *coalescer) now() {
	c.mu.Lock()
	c.last = time.Now()
	c.mu.Unlock()
	c.f()
}
