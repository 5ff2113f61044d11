// Command sandlate measures how late Decrypto's sand timer rings: it runs
// the screen's real countdown on the real clock and reports for each run
// the time from the true 30-second deadline to the alarm cue (negative
// would be early), plus how many times the countdown woke.
// The runs go side by side, since each mostly sleeps.
//
//	go run ./tools/sandlate [-runs 5]
package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"sync"
	"time"

	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
	"tablecompanion/sound"
)

type run struct {
	late  time.Duration
	wakes int
}

func main() {
	runs := flag.Int("runs", 5, "countdowns to time")
	flag.Parse()
	results := make([]run, *runs)
	var wg sync.WaitGroup
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i] = once()
		}()
		time.Sleep(137 * time.Millisecond)
	}
	wg.Wait()
	var lates []time.Duration
	for i, r := range results {
		fmt.Printf("run %d: alarm %8.3f ms after the deadline, %d wake-ups\n", i+1, ms(r.late), r.wakes)
		lates = append(lates, r.late)
	}
	slices.Sort(lates)
	fmt.Printf("min %.3f ms, median %.3f ms, max %.3f ms late over %d runs of %v\n",
		ms(lates[0]), ms(lates[len(lates)/2]), ms(lates[len(lates)-1]), len(lates), decrypto.SandTimer)
	if lates[0] < 0 {
		fmt.Println("EARLY: the alarm rang before the deadline")
		os.Exit(1)
	}
}

// once runs one countdown on the real clock. Its wake-ups run one at a
// time on their timers' goroutines, as the UI loop runs them when it has
// no frame to draw.
func once() run {
	alarm := make(chan time.Time, 1)
	var mu sync.Mutex
	wakes := 0
	after := func(d time.Duration, f func()) func() {
		t := time.AfterFunc(d, func() {
			mu.Lock()
			defer mu.Unlock()
			wakes++
			f()
		})
		return func() { t.Stop() }
	}
	s := screens.NewSandTimer(decrypto.SandTimer, time.Now, after, func(c sound.Cue) {
		if c == sound.Alarm {
			alarm <- time.Now()
		}
	})
	mu.Lock()
	s.Start()
	deadline, _ := s.Deadline()
	mu.Unlock()
	at := <-alarm
	mu.Lock()
	defer mu.Unlock()
	s.Stop()
	return run{late: at.Sub(deadline), wakes: wakes}
}

func ms(d time.Duration) float64 {
	return float64(d) / float64(time.Millisecond)
}
