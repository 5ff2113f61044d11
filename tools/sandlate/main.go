// Command sandlate measures how late Decrypto's sand timer rings: it runs
// the screen's real timer loop on the real clock, as the app does, and
// reports for each run the time from the true 30-second deadline to the
// alarm cue (negative would be early), plus how many redraws the loop sent.
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
	late    time.Duration
	redraws int
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
		fmt.Printf("run %d: alarm %8.3f ms after the deadline, %d redraws\n", i+1, ms(r.late), r.redraws)
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

// once runs one countdown with the app's clock and wake-ups; the redraws
// run at once on the loop's goroutine, as there is no window to draw.
func once() run {
	alarm := make(chan time.Time, 1)
	var mu sync.Mutex
	redraws := 0
	s := screens.NewSandTimer(decrypto.SandTimer, time.Now, time.After,
		func(f func()) {
			mu.Lock()
			redraws++
			mu.Unlock()
		},
		func(c sound.Cue) {
			if c == sound.Alarm {
				alarm <- time.Now()
			}
		})
	s.Start()
	deadline, _ := s.Deadline()
	at := <-alarm
	s.Stop()
	mu.Lock()
	defer mu.Unlock()
	return run{late: at.Sub(deadline), redraws: redraws}
}

func ms(d time.Duration) float64 {
	return float64(d) / float64(time.Millisecond)
}
