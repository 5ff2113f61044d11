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
	for _, c := range []Cue{Tick, Go, Alarm} {
		data := samples(c)
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
	if len(samples(Alarm)) <= len(samples(Tick)) {
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

// quietDevice returns a player on a working audio device, or skips: with no
// sound card, a ~/.asoundrc with `pcm.!default { type null }` gives one.
func quietDevice(tb testing.TB) *Player {
	p := New(tb.Logf)
	if err := p.Ready(); err != nil {
		tb.Skipf("no audio device: %v", err)
	}
	return p
}

// waitRunning waits until the device runs or not, as want says, and fails
// after limit.
func waitRunning(tb testing.TB, p *Player, want bool, limit time.Duration) {
	tb.Helper()
	deadline := time.Now().Add(limit)
	for p.Running() != want {
		if time.Now().After(deadline) {
			tb.Fatalf("the device is still running=%v after %v", !want, limit)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestSuspendedBetweenCues checks that the device is suspended once open,
// runs for a cue and its linger, and is suspended again after.
func TestSuspendedBetweenCues(t *testing.T) {
	p := quietDevice(t)
	// Suspended once open, or once an earlier test's cues are over.
	waitRunning(t, p, false, length(Alarm)+linger+time.Second)
	p.Play(Tick)
	if !p.Running() {
		t.Fatal("a cue must resume the device")
	}
	deadline := time.Now().Add(time.Second)
	for _, ok := p.WakeDelay(); !ok; _, ok = p.WakeDelay() {
		if time.Now().After(deadline) {
			t.Fatal("the cue's samples never reached the device")
		}
		time.Sleep(5 * time.Millisecond)
	}
	// A countdown's next tick comes within the linger: still running.
	time.Sleep(linger / 2)
	if !p.Running() {
		t.Fatal("the device must keep running between a countdown's ticks")
	}
	waitRunning(t, p, false, length(Tick)+linger+time.Second)
}

// TestSoonWakesTheDeviceForTheCueItAnnounces checks that Soon resumes a
// suspended device and keeps it running until a cue due within soonLead
// comes, which then finds it running, and lets it be suspended after.
func TestSoonWakesTheDeviceForTheCueItAnnounces(t *testing.T) {
	p := quietDevice(t)
	waitRunning(t, p, false, length(Alarm)+linger+soonLead+time.Second)
	p.Play(Soon)
	if !p.Running() {
		t.Fatal("Soon must resume the device")
	}
	time.Sleep(soonLead - 500*time.Millisecond)
	if !p.Running() {
		t.Fatalf("the device must still run %v after Soon", soonLead-500*time.Millisecond)
	}
	p.Play(Tick)
	waitRunning(t, p, false, length(Tick)+linger+time.Second)
}

// BenchmarkCueAfterSoon measures how late a cue is that Soon announced a
// second before, after a silence: from Play to the device taking its first
// samples, to set beside BenchmarkFirstCueAfterSilence. Run it with
// -benchtime 5x, as that one.
func BenchmarkCueAfterSoon(b *testing.B) {
	p := quietDevice(b)
	var total, worst time.Duration
	for b.Loop() {
		b.StopTimer()
		waitRunning(b, p, false, length(Alarm)+linger+soonLead+time.Second)
		p.Play(Soon)
		time.Sleep(time.Second)
		b.StartTimer()
		start := time.Now()
		p.Play(Tick)
		dev.mu.Lock()
		pl := dev.playing[len(dev.playing)-1]
		dev.mu.Unlock()
		taken, ok := firstTaken(pl, start)
		if !ok {
			b.Fatal("the device did not take the cue within 3 s")
		}
		total += taken
		worst = max(worst, taken)
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/cue")
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}

// BenchmarkFirstCueAfterSilence measures how late the first cue after a
// silence is: from Play on a suspended device to the device taking its
// first samples. Run it with -benchtime 5x: each round waits for the
// device to be suspended.
func BenchmarkFirstCueAfterSilence(b *testing.B) {
	p := quietDevice(b)
	var total time.Duration
	worst := time.Duration(0)
	for b.Loop() {
		b.StopTimer()
		waitRunning(b, p, false, length(Alarm)+linger+time.Second)
		b.StartTimer()
		p.Play(Tick)
		for start := time.Now(); ; {
			if time.Since(start) > 3*time.Second {
				b.Fatal("the device did not take the cue within 3 s")
			}
			if d, ok := p.WakeDelay(); ok {
				total += d
				worst = max(worst, d)
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/wake")
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}

// BenchmarkTone measures rendering the longest cue's samples.
func BenchmarkTone(b *testing.B) {
	for b.Loop() {
		tone(cues[Alarm].notes)
	}
}
