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
)

const sampleRate = 44100

// Player plays cues unless muted. It is safe for use from any goroutine.
type Player struct {
	mu      sync.Mutex
	muted   bool
	playing []*oto.Player
}

// Device is the audio output all players share: a process may open only one.
type device struct {
	ctx  *oto.Context
	err  error
	done chan struct{}
}

var (
	openOnce sync.Once
	dev      *device
	pcm      = map[Cue][]byte{
		Tick:  tone([]note{{880, 70 * time.Millisecond}}),
		Go:    tone([]note{{1320, 350 * time.Millisecond}}),
		Alarm: tone([]note{{660, 220 * time.Millisecond}, {0, 80 * time.Millisecond}, {880, 220 * time.Millisecond}, {0, 80 * time.Millisecond}, {660, 220 * time.Millisecond}, {0, 80 * time.Millisecond}, {880, 500 * time.Millisecond}}),
	}
)

// New returns a player on the shared audio device, opening it in the
// background the first time; logf receives the one line that says why the
// app is silent, if it is.
func New(logf func(format string, args ...any)) *Player {
	openOnce.Do(func() {
		dev = &device{done: make(chan struct{})}
		go dev.open(logf)
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

func (d *device) open(logf func(string, ...any)) {
	defer close(d.done)
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:      sampleRate,
		ChannelCount:    1,
		Format:          oto.FormatFloat32LE,
		BufferSize:      bufferSize(runtime.GOOS),
		ApplicationName: "Table Companion",
	})
	if err == nil {
		<-ready
		err = ctx.Err()
	}
	if err != nil {
		d.err = err
		logf("sound: no audio device, the app stays silent: %v", err)
		return
	}
	d.ctx = ctx
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

// Play starts a cue and returns at once. It plays nothing while muted, while
// the device is still opening, or when there is no device.
func (p *Player) Play(c Cue) {
	select {
	case <-dev.done:
	default:
		return
	}
	if dev.err != nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.muted {
		return
	}
	// A player stops when it becomes unreachable, so keep the ones still
	// playing.
	kept := p.playing[:0]
	for _, pl := range p.playing {
		if pl.IsPlaying() {
			kept = append(kept, pl)
		}
	}
	pl := dev.ctx.NewPlayer(bytes.NewReader(pcm[c]))
	pl.Play()
	p.playing = append(kept, pl)
}

// note is a tone of a frequency in hertz, or silence at 0, for a while.
type note struct {
	freq float64
	dur  time.Duration
}

// tone renders notes as mono 32-bit float samples, each with a short fade in
// and out so that it does not click.
func tone(notes []note) []byte {
	var buf bytes.Buffer
	const fade = 0.005 * sampleRate
	for _, n := range notes {
		count := int(n.dur.Seconds() * sampleRate)
		for i := 0; i < count; i++ {
			var v float64
			if n.freq > 0 {
				env := math.Min(1, math.Min(float64(i)/fade, float64(count-i)/fade))
				v = 0.4 * env * math.Sin(2*math.Pi*n.freq*float64(i)/sampleRate)
			}
			_ = binary.Write(&buf, binary.LittleEndian, float32(v))
		}
	}
	return buf.Bytes()
}
