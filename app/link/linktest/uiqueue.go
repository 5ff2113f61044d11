package linktest

import "sync"

// UIQueue keeps what the table link hands the app's UI until a test runs
// it, on the test's own goroutine, as the app runs it on its UI goroutine:
// Fyne's test driver would run it at once on the link's goroutine.
type UIQueue struct {
	mu    sync.Mutex
	queue []func()
}

// Add keeps f for the next Run; it is the shell's OnUI in tests.
func (q *UIQueue) Add(f func()) {
	q.mu.Lock()
	q.queue = append(q.queue, f)
	q.mu.Unlock()
}

// Run runs what waits, in the order it came.
func (q *UIQueue) Run() {
	q.mu.Lock()
	fs := q.queue
	q.queue = nil
	q.mu.Unlock()
	for _, f := range fs {
		f()
	}
}
