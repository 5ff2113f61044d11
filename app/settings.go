package app

import (
	"encoding/json"
	"errors"
	"os"

	"golang.org/x/text/language"

	"tablecompanion/app/store"
	"tablecompanion/screens"
	"tablecompanion/screens/house"
	"tablecompanion/translations"
)

// Settings are the user's choices, kept across restarts.
type Settings struct {
	Language string `json:"language"`
	Theme    string `json:"theme"`
	Muted    bool   `json:"muted"`
	// Screen is the screen to reopen: home, roster, settings or the save
	// file of a game.
	Screen string `json:"screen"`
	// Window is the window's size when the app last stopped.
	Window WindowSize `json:"window"`
	// Setups are, by game kind, the setup of the last game the table
	// started, for the next setup to start from.
	Setups map[string]json.RawMessage `json:"setups,omitempty"`
	// Players are the IDs of the players of the last game the table
	// started, of any kind: the next setup opens with them ticked.
	Players []string `json:"players,omitempty"`
	// Ticks are, by game kind, the players ticked at a setup the table
	// stepped away from before Start.
	Ticks map[string][]string `json:"ticks,omitempty"`
	// Teach are, by save name, the teaching of the games the table chose
	// to be taught as it played them.
	Teach map[string]screens.TeachState `json:"teach,omitempty"`
	// Records is where the records screen was left: its period, and the
	// profile or game on show.
	Records house.RecordsPlace `json:"records,omitzero"`
}

func (s *Shell) loadSettings() error {
	s.settings = Settings{Theme: screens.ThemeSystem, Screen: screenHome}
	_, body, err := s.store.Load(store.SettingsFile)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err == nil {
		if err = json.Unmarshal(body, &s.settings); err != nil {
			s.settings = Settings{Theme: screens.ThemeSystem, Screen: screenHome}
			err = s.store.Aside(store.SettingsFile, err)
		}
	}
	return err
}

func (s *Shell) saveSettings() {
	if err := s.store.Save(store.SettingsFile, "settings", s.settings); err != nil {
		s.saveFailed(err)
	}
}

// SetLanguage switches every text on screen to another language and
// remembers the choice.
func (s *Shell) SetLanguage(tag language.Tag) {
	if tag == s.cat.Language() {
		return
	}
	s.cat.SetLanguage(tag)
	speakToFyne(tag)
	s.settings.Language = tag.String()
	s.saveSettings()
	s.rebuild()
}

func (s *Shell) setLanguageByName(name string) {
	if tag, ok := translations.ByNativeName(name); ok {
		s.SetLanguage(tag)
	}
}

// SetTheme switches between the system, light and dark themes.
func (s *Shell) SetTheme(choice string) {
	s.settings.Theme = choice
	s.app.Settings().SetTheme(screens.NewTheme(choice))
	s.saveSettings()
	s.rebuild()
}

// SetMuted switches the sound off or on.
func (s *Shell) SetMuted(muted bool) {
	s.settings.Muted = muted
	s.sound.SetMuted(muted)
	s.saveSettings()
}
