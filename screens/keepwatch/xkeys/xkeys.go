//go:build !js

// Package xkeys reads the key presses of one X11 window with the X server's
// own millisecond times, for the reaction timing of Keep Watch.
//
// Fyne reads input once per 60 Hz frame and gives its events no time, so by
// Fyne's clock two presses in one frame are about 17 ms apart at best. The X
// server stamps every event with its own clock in milliseconds. A Listener
// opens a second connection to the server, selects KeyPress on the app's
// window (the server sends each event to every client that selected it, so
// Fyne keeps its own) and hands each press on with that stamp.
//
// The start of a challenge must be on the same clock. Mark changes a property
// of the window; the server stamps the PropertyNotify it sends back with the
// time it made the change. That stamp is GO on the server's clock, and a press
// stamped after it is after GO, whatever the delays on the way back: both
// come on one connection, in the server's order.
package xkeys

import (
	"encoding/binary"
	"errors"
	"io"
	"log"
	"sync"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

func init() {
	// xgb logs the missing ~/.Xauthority, which it does without, and the
	// closed connection when the listener stops.
	xgb.Logger = log.New(io.Discard, "", 0)
}

// markAtom names the property Mark changes.
const markAtom = "_TABLECOMPANION_MARK"

// Listener receives the key presses of one window. Make one with Open.
type Listener struct {
	conn   *xgb.Conn
	win    xproto.Window
	atom   xproto.Atom
	keys   map[xproto.Keycode]string
	once   sync.Once
	done   chan struct{}
	onKey  func(Press)
	onMark func(uint32)
}

// Open connects to the X display (the DISPLAY variable when display is
// empty) and listens to the key presses of the window. onKey gets each press
// and onMark the server time of each Mark, both on the listener's own
// goroutine, in the server's order; modifier chords such as Ctrl+Z are left
// out.
func Open(display string, window uint32, onKey func(Press), onMark func(uint32)) (*Listener, error) {
	if window == 0 {
		return nil, errors.New("xkeys: no X11 window")
	}
	conn, err := xgb.NewConnDisplay(display)
	if err != nil {
		return nil, err
	}
	l := &Listener{conn: conn, win: xproto.Window(window), done: make(chan struct{}), onKey: onKey, onMark: onMark}
	if err := l.setUp(); err != nil {
		conn.Close()
		return nil, err
	}
	go l.run()
	return l, nil
}

func (l *Listener) setUp() error {
	keys, err := Keymap(l.conn)
	if err != nil {
		return err
	}
	l.keys = make(map[xproto.Keycode]string, len(keys))
	for name, code := range keys {
		l.keys[code] = name
	}
	atom, err := xproto.InternAtom(l.conn, false, uint16(len(markAtom)), markAtom).Reply()
	if err != nil {
		return err
	}
	l.atom = atom.Atom
	mask := uint32(xproto.EventMaskKeyPress | xproto.EventMaskPropertyChange)
	return xproto.ChangeWindowAttributesChecked(l.conn, l.win, xproto.CwEventMask, []uint32{mask}).Check()
}

// Keymap returns the keycode of each key the listener knows by name: the
// letters A–Z, the digits 0–9, Space and the left Control key ("Control"),
// read from the server's keyboard mapping.
func Keymap(conn *xgb.Conn) (map[string]xproto.Keycode, error) {
	setup := xproto.Setup(conn)
	count := byte(int(setup.MaxKeycode) - int(setup.MinKeycode) + 1)
	reply, err := xproto.GetKeyboardMapping(conn, setup.MinKeycode, count).Reply()
	if err != nil {
		return nil, err
	}
	per := int(reply.KeysymsPerKeycode)
	keys := map[string]xproto.Keycode{}
	for i := 0; i < int(count) && per > 0; i++ {
		name := keyName(reply.Keysyms[i*per])
		if _, seen := keys[name]; name != "" && !seen {
			keys[name] = xproto.Keycode(int(setup.MinKeycode) + i)
		}
	}
	return keys, nil
}

// keyName returns Fyne's name of the key whose first keysym is sym.
func keyName(sym xproto.Keysym) string {
	switch {
	case sym >= 'a' && sym <= 'z':
		return string(rune(sym - 'a' + 'A'))
	case sym >= 'A' && sym <= 'Z', sym >= '0' && sym <= '9':
		return string(rune(sym))
	case sym == ' ':
		return "Space"
	case sym == 0xffe3: // Control_L
		return "Control"
	case sym == 0xffbe: // F1
		return "F1"
	}
	return ""
}

// chords are the modifiers that make a key press a shortcut, not a press.
const chords = xproto.ModMaskControl | xproto.ModMask1 | xproto.ModMask4

func (l *Listener) run() {
	defer close(l.done)
	for {
		ev, err := l.conn.WaitForEvent()
		if ev == nil && err == nil {
			return
		}
		switch e := ev.(type) {
		case xproto.KeyPressEvent:
			if name, ok := l.keys[e.Detail]; ok && e.State&chords == 0 {
				l.onKey(Press{Key: name, Time: uint32(e.Time)})
			}
		case xproto.PropertyNotifyEvent:
			if e.Atom == l.atom && e.State == xproto.PropertyNewValue {
				l.onMark(uint32(e.Time))
			}
		}
	}
}

// Mark asks the server for the time of now on its clock: onMark receives it
// once the server has made the change.
func (l *Listener) Mark() {
	data := binary.LittleEndian.AppendUint32(nil, 1)
	xproto.ChangeProperty(l.conn, xproto.PropModeReplace, l.win, l.atom, xproto.AtomInteger, 32, 1, data)
}

// Close stops listening and waits for the listener's goroutine to end.
func (l *Listener) Close() {
	l.once.Do(func() {
		l.conn.Close()
		<-l.done
	})
}
