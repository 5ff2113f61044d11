// Package sound plays the app's cues: a countdown tick, the start signal and
// the final alarm. The tones are generated, so the app ships no audio files.
// Without an audio device the app stays silent and says why once, in the log.
package sound

import (
	"bytes"
	"encoding/binary"
	"math"
	"runtime"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
)

// Cue is one of the sounds the app plays.
type Cue int

// The cues.
const (
	// Tick marks each second of a countdown's last seconds.
	Tick Cue = iota
	// Go marks the start of a challenge.
	Go
	// Alarm marks a timer reaching zero.
	Alarm
	// Soon sounds nothing: it wakes the device ahead of a cue due within
	// soonLead, so that a countdown's first tick or an alarm after a long
	// silence is not late by the device's waking.
	Soon
)

// soonLead is how long Soon keeps the device running for the cue it
// announces, before the linger.
const soonLead = 3 * time.Second

const sampleRate = 44100

// linger is how long the device keeps running after the last cue ends
// before it is suspended: a countdown's ticks a second apart keep it
// running, and a cue's last samples still in the device's buffer are heard.
const linger = 2 * time.Second

// Player plays cues unless muted. It is safe for use from any goroutine.
type Player struct {
	mu    sync.Mutex
	muted bool
}

// device is the audio output all players share: a process may open only
// one. It runs only while a cue plays: between cues it is suspended, so
// that no thread pulls silence from the app all evening.
type device struct {
	ctx  *oto.Context
	err  error
	done chan struct{}

	mu        sync.Mutex
	playing   []*oto.Player
	suspended bool
	quietAt   time.Time
	quiet     *time.Timer
	// wake is the time from the last Play that resumed the device to the
	// device taking the cue's first samples, once it has.
	wake time.Duration
}

var (
	openOnce sync.Once
	dev      *device
)

// cues are the cues' samples, rendered on first use.
var cues = [...]struct {
	once  sync.Once
	notes []note
	pcm   []byte
}{
	Tick:  {notes: []note{{880, 70 * time.Millisecond}}},
	Go:    {notes: []note{{1320, 350 * time.Millisecond}}},
	Alarm: {notes: []note{{660, 220 * time.Millisecond}, {0, 80 * time.Millisecond}, {880, 220 * time.Millisecond}, {0, 80 * time.Millisecond}, {660, 220 * time.Millisecond}, {0, 80 * time.Millisecond}, {880, 500 * time.Millisecond}}},
}

// samples returns a cue's samples, rendering them the first time.
func samples(c Cue) []byte {
	q := &cues[c]
	q.once.Do(func() { q.pcm = tone(q.notes) })
	return q.pcm
}

// length is how long a cue sounds.
func length(c Cue) time.Duration {
	var d time.Duration
	for _, n := range cues[c].notes {
		d += n.dur
	}
	return d
}

// New returns a player on the shared audio device, opening it the first
// time (on the desktop at once in the background, in a browser on the
// first touch or key, as browsers let a page sound only after one); logf
// receives the one line that says why the app is silent, if it is.
func New(logf func(format string, args ...any)) *Player {
	openOnce.Do(func() {
		dev = &device{done: make(chan struct{})}
		openSoon(func() { dev.open(logf) })
	})
	return &Player{}
}

// bufferSize is the output buffer for the system: 40 ms on the desktop. In a
// browser it is oto's default, 2048 samples: on a page that is not a secure
// context (a tablet on the laptop's http:// address) oto falls back to a
// ScriptProcessorNode, which takes only a power of two, and the 1764 samples
// of 40 ms made the app stop before its first frame.
func bufferSize(goos string) time.Duration {
	if goos == "js" {
		return 0
	}
	return 40 * time.Millisecond
}

// open creates the device at once and waits for it in the background: in a
// browser the audio context must be created within the user's gesture.
func (d *device) open(logf func(string, ...any)) {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:      sampleRate,
		ChannelCount:    1,
		Format:          oto.FormatFloat32LE,
		BufferSize:      bufferSize(runtime.GOOS),
		ApplicationName: "Table Companion",
	})
	go func() {
		defer close(d.done)
		if err == nil {
			<-ready
			err = ctx.Err()
		}
		if err == nil {
			// Nothing plays yet.
			err = ctx.Suspend()
		}
		if err != nil {
			d.err = err
			logf("sound: no audio device, the app stays silent: %v", err)
			return
		}
		d.ctx = ctx
		d.suspended = true
	}()
}

// Ready waits until the audio device is open or known to be missing, and
// returns why it is missing, or nil.
func (p *Player) Ready() error {
	<-dev.done
	return dev.err
}

// Missing returns why there is no sound once the device is known to be
// missing, and nil while it works or is still opening.
func (p *Player) Missing() error {
	select {
	case <-dev.done:
		return dev.err
	default:
		return nil
	}
}

// Running reports whether the audio device is open and running: it is
// while a cue plays and for a short while after.
func (p *Player) Running() bool {
	select {
	case <-dev.done:
	default:
		return false
	}
	if dev.err != nil {
		return false
	}
	dev.mu.Lock()
	defer dev.mu.Unlock()
	return !dev.suspended
}

// WakeDelay returns how late the last cue that woke the suspended device
// was: the time from its Play to the device taking its first samples; false
// while it has not yet.
func (p *Player) WakeDelay() (time.Duration, bool) {
	dev.mu.Lock()
	defer dev.mu.Unlock()
	return dev.wake, dev.wake > 0
}

// SetMuted switches all cues off or back on.
func (p *Player) SetMuted(muted bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.muted = muted
}

// Muted reports whether the cues are switched off.
func (p *Player) Muted() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.muted
}

// Play starts a cue and returns at once, resuming the device if it is
// suspended. It plays nothing while muted, while the device is still
// opening, or when there is no device.
func (p *Player) Play(c Cue) {
	select {
	case <-dev.done:
	default:
		return
	}
	if dev.err != nil || p.Muted() {
		return
	}
	dev.play(c)
}

func (d *device) play(c Cue) {
	d.mu.Lock()
	defer d.mu.Unlock()
	woke := d.suspended
	if woke {
		if err := d.ctx.Resume(); err != nil {
			return
		}
		d.suspended = false
		d.wake = 0
	}
	if c == Soon {
		d.suspendAfter(soonLead + linger)
		return
	}
	// A player stops when it becomes unreachable, so keep the ones still
	// playing.
	kept := d.playing[:0]
	for _, pl := range d.playing {
		if pl.IsPlaying() {
			kept = append(kept, pl)
		}
	}
	pl := d.ctx.NewPlayer(bytes.NewReader(samples(c)))
	pl.Play()
	d.playing = append(kept, pl)
	d.suspendAfter(length(c) + linger)
	if woke {
		go d.timeWake(pl, time.Now())
	}
}

// timeWake records when the device takes a woken cue's first samples.
func (d *device) timeWake(pl *oto.Player, start time.Time) {
	if taken, ok := firstTaken(pl, start); ok {
		d.mu.Lock()
		d.wake = taken
		d.mu.Unlock()
	}
}

// firstTaken waits up to 3 s for the device to take a cue's first samples
// and returns how long after start it did: oto reads the cue into the
// player's buffer at once, and the buffer shrinks only as the device takes
// from it, or the player stops once it took all.
func firstTaken(pl *oto.Player, start time.Time) (time.Duration, bool) {
	prev := 0
	for time.Since(start) < 3*time.Second {
		n := pl.BufferedSize()
		if n < prev || !pl.IsPlaying() {
			return time.Since(start), true
		}
		prev = n
		time.Sleep(time.Millisecond)
	}
	return 0, false
}

// suspendAfter makes sure the device stays running for at least wait,
// and is suspended once that and every cue are over. The caller holds d.mu.
func (d *device) suspendAfter(wait time.Duration) {
	at := time.Now().Add(wait)
	if !at.After(d.quietAt) {
		return
	}
	d.quietAt = at
	if d.quiet == nil {
		d.quiet = time.AfterFunc(wait, d.suspendIfQuiet)
		return
	}
	d.quiet.Reset(wait)
}

// suspendIfQuiet suspends the device unless a cue still plays.
func (d *device) suspendIfQuiet() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.suspended || time.Now().Before(d.quietAt) {
		return
	}
	for _, pl := range d.playing {
		if pl.IsPlaying() {
			d.suspendAfter(linger)
			return
		}
	}
	if d.ctx.Suspend() == nil {
		d.suspended = true
		d.playing = nil
	}
}

// note is a tone of a frequency in hertz, or silence at 0, for a while.
type note struct {
	freq float64
	dur  time.Duration
}

// tone renders notes as mono 32-bit float samples, each with a short fade in
// and out so that it does not click.
func tone(notes []note) []byte {
	total := 0
	for _, n := range notes {
		total += int(n.dur.Seconds() * sampleRate)
	}
	buf := make([]byte, 0, 4*total)
	const fade = 0.005 * sampleRate
	for _, n := range notes {
		count := int(n.dur.Seconds() * sampleRate)
		for i := 0; i < count; i++ {
			var v float64
			if n.freq > 0 {
				env := math.Min(1, math.Min(float64(i)/fade, float64(count-i)/fade))
				v = 0.4 * env * math.Sin(2*math.Pi*n.freq*float64(i)/sampleRate)
			}
			buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(float32(v)))
		}
	}
	return buf
}
