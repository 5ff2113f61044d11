package sound

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestCuesAreAudibleAndClickFree(t *testing.T) {
	for c, data := range pcm {
		if len(data)%4 != 0 || len(data) == 0 {
			t.Fatalf("cue %d: %d bytes is not whole float samples", c, len(data))
		}
		n := len(data) / 4
		sample := func(i int) float64 {
			return float64(math.Float32frombits(binary.LittleEndian.Uint32(data[4*i:])))
		}
		peak := 0.0
		for i := 0; i < n; i++ {
			peak = math.Max(peak, math.Abs(sample(i)))
		}
		if peak < 0.3 || peak > 1 {
			t.Errorf("cue %d: peak %.2f is too quiet or clips", c, peak)
		}
		if math.Abs(sample(0)) > 0.01 || math.Abs(sample(n-1)) > 0.01 {
			t.Errorf("cue %d starts or ends with a click", c)
		}
	}
	if len(pcm[Alarm]) <= len(pcm[Tick]) {
		t.Error("the alarm must last longer than a tick")
	}
}

// TestPlayNeverBlocks plays every cue, muted and not, with or without an
// audio device, and checks that a missing device is reported once.
func TestPlayNeverBlocks(t *testing.T) {
	var mu sync.Mutex
	var lines []string
	logf := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		lines = append(lines, fmt.Sprintf(format, args...))
	}
	p := New(logf)
	devErr := p.Ready()
	q := New(logf)
	start := time.Now()
	for _, c := range []Cue{Tick, Go, Alarm} {
		p.Play(c)
		q.SetMuted(true)
		q.Play(c)
	}
	if !q.Muted() || p.Muted() {
		t.Fatal("mute belongs to each player")
	}
	if d := time.Since(start); d > 200*time.Millisecond {
		t.Fatalf("Play blocked for %v", d)
	}
	mu.Lock()
	defer mu.Unlock()
	if devErr != nil {
		if len(lines) != 1 || !strings.Contains(lines[0], "no audio device") {
			t.Fatalf("a missing device must be logged once, got %q", lines)
		}
	} else if len(lines) != 0 {
		t.Fatalf("nothing to log with a working device, got %q", lines)
	}
}

// In a browser oto may hand the buffer to a ScriptProcessorNode, which
// refuses any size but 0 or a power of two from 256 to 16384 samples. oto
// turns a duration into samples as below, and 0 into 2048.
func TestTheBrowsersBufferIsAPowerOfTwo(t *testing.T) {
	d := bufferSize("js")
	samples := 2048
	if d != 0 {
		samples = int(int64(d) * sampleRate / int64(time.Second))
	}
	if samples < 256 || samples > 16384 || samples&(samples-1) != 0 {
		t.Errorf("a %v buffer is %d samples in the browser, not a power of two from 256 to 16384", d, samples)
	}
	if got := bufferSize("linux"); got != 40*time.Millisecond {
		t.Errorf("the desktop's buffer is %v, want 40ms", got)
	}
}
