package app

import (
	"time"

	"tablecompanion/app/store"
)

// What the shell tells the browser's bridges (see bridge.Shell).

// Title names the screen on show.
func (s *Shell) Title() string { return s.TitleLabel.Text }

// Saves returns the saved files by name, as their text: the roster, the
// settings and the games.
func (s *Shell) Saves() (map[string]string, error) {
	names, err := s.store.Games()
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, name := range append([]string{store.RosterFile, store.SettingsFile}, names...) {
		if _, body, err := s.store.Load(name); err == nil {
			out[name] = string(body)
		}
	}
	return out, nil
}

// CueDelay is the time from the last cue that woke the suspended audio to
// the first samples taken; false before any.
func (s *Shell) CueDelay() (time.Duration, bool) { return s.sound.WakeDelay() }
