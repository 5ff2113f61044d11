package app

import (
	"runtime"
	"testing"
	"time"
)

const mib = 1 << 20

// collections looks at each tick, as CollectSteadily does, after the bytes
// allocated before it, and returns the ticks at which it collected.
func collections(perTick []uint64) []int {
	var total uint64
	var ours []int
	at := 0
	s := steady{allocated: func() uint64 { return total }, collect: func() { ours = append(ours, at) }}
	for i, n := range perTick {
		at = i
		total += n
		s.look()
	}
	return ours
}

func TestCollectsAtEachTickOfABurstAndNotAtRest(t *testing.T) {
	const g = steadyGarbage
	if got := collections([]uint64{3 * g / 2, g / 2, g / 2, 0, 0, 0}); len(got) != 2 || got[0] != 0 || got[1] != 2 {
		t.Fatalf("collected at ticks %v, want 0 (one and a half times the garbage) and 2 (the garbage again), and not at rest", got)
	}
	if got := collections(make([]uint64, 60)); len(got) != 0 {
		t.Fatalf("an app at rest collected at ticks %v", got)
	}
}

func TestAnAppThatAllocatesLittleCollectsOncePerItsGarbage(t *testing.T) {
	// A quarter of the garbage at each tick: a collection every fourth.
	little := make([]uint64, 60)
	for i := range little {
		little[i] = steadyGarbage / 4
	}
	if got := collections(little); len(got) != 15 || got[0] != 3 {
		t.Fatalf("collected at ticks %v, want every fourth from the fourth: fifteen times", got)
	}
}

func TestCollectSteadilyLooksAtEveryTickTillTheyStop(t *testing.T) {
	tick := make(chan time.Time, 3)
	for range 3 {
		tick <- time.Time{}
	}
	close(tick)
	// Before the ticks, then at each tick, and after the collection.
	const g = steadyGarbage
	readings := []uint64{0, g / 2, 3 * g / 2, 3 * g / 2, 2 * g}
	collected := 0
	allocated := func() uint64 {
		a := readings[0]
		if len(readings) > 1 {
			readings = readings[1:]
		}
		return a
	}
	CollectSteadily(tick, nil, allocated, func() { collected++ })
	if collected != 1 {
		t.Fatalf("collected %d times over three ticks with half the garbage, then one more, then a half, want once", collected)
	}
}

func TestCollectSteadilyLooksWhenATapIsAnswered(t *testing.T) {
	tick := make(chan time.Time)
	taps := make(chan struct{})
	// The start's reading, the tap's, and the one after the collection.
	readings := make(chan uint64, 3)
	readings <- 0
	readings <- steadyGarbage
	readings <- steadyGarbage
	collected := make(chan struct{})
	go CollectSteadily(tick, taps, func() uint64 { return <-readings }, func() { close(collected) })
	taps <- struct{}{}
	select {
	case <-collected:
	case <-time.After(10 * time.Second):
		t.Fatal("a tap answered after the garbage was made collected nothing")
	}
	close(tick)
}

var sink []byte

func TestHeapAllocatedCountsAllocations(t *testing.T) {
	before := HeapAllocated()
	sink = make([]byte, mib)
	runtime.KeepAlive(sink)
	if after := HeapAllocated(); after-before < mib {
		t.Fatalf("after a MiB allocated: %d bytes more", after-before)
	}
}
