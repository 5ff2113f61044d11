package app

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/screens"
	"tablecompanion/sound"
	"tablecompanion/translations"
)

// SettingsScreen holds the language, the theme and the sound.
type SettingsScreen struct {
	shell *Shell

	// Language picks EN, RU or UK.
	Language *widget.RadioGroup
	// Theme picks the system, light or dark theme.
	Theme *widget.RadioGroup
	// Sound switches the cues on and off.
	Sound *widget.Check
	// TestSound plays a countdown and the alarm.
	TestSound *widget.Button
}

// Title returns the settings' heading.
func (st *SettingsScreen) Title() string { return st.shell.cat.T("settings.title") }

// History is nil: settings are not game actions.
func (st *SettingsScreen) History() games.History { return nil }

// Close does nothing.
func (st *SettingsScreen) Close() {}

// Update has nothing to do: a new language or theme builds the screen
// again, and the sound switch shows its own state.
func (st *SettingsScreen) Update() {}

// Build shows the three choices and where the saves are kept.
func (st *SettingsScreen) Build() fyne.CanvasObject {
	s := st.shell
	st.Language = widget.NewRadioGroup(translations.NativeNames(), nil)
	st.Language.Horizontal = true
	st.Language.Required = true
	st.Language.SetSelected(translations.NativeName(s.cat.Language()))
	st.Language.OnChanged = s.setLanguageByName

	choices := []string{screens.ThemeSystem, screens.ThemeLight, screens.ThemeDark}
	labels := make([]string, len(choices))
	for i, c := range choices {
		labels[i] = s.cat.T("settings.theme." + c)
	}
	st.Theme = widget.NewRadioGroup(labels, nil)
	st.Theme.Required = true
	for i, c := range choices {
		if c == s.settings.Theme {
			st.Theme.SetSelected(labels[i])
		}
	}
	st.Theme.OnChanged = func(label string) {
		for i, l := range labels {
			if l == label {
				s.SetTheme(choices[i])
			}
		}
	}

	st.Sound = widget.NewCheck(s.cat.T("settings.sound_on"), func(on bool) { s.SetMuted(!on) })
	st.Sound.Checked = !s.settings.Muted
	st.TestSound = widget.NewButtonWithIcon(s.cat.T("settings.sound_test"), theme.MediaPlayIcon(), st.playTest)
	soundRow := container.NewHBox(st.Sound, st.TestSound)
	parts := []fyne.CanvasObject{
		heading(s.cat.T("settings.language")), st.Language,
		heading(s.cat.T("settings.theme_heading")), st.Theme,
		heading(s.cat.T("settings.sound")), soundRow,
	}
	if s.sound.Missing() != nil {
		l := widget.NewLabel(s.cat.T("settings.sound_missing"))
		l.Importance = widget.WarningImportance
		l.Wrapping = fyne.TextWrapWord
		parts = append(parts, l)
	}
	if s.opts.Root != nil {
		parts = append(parts, heading(s.cat.T("settings.saves_browser")))
	} else {
		folder := widget.NewLabel(s.store.Dir())
		folder.Wrapping = fyne.TextWrapBreak
		parts = append(parts, heading(s.cat.T("settings.saves")), folder)
	}
	return container.NewVScroll(container.NewVBox(parts...))
}

// playTest plays three ticks a second apart and then the alarm, as the last
// seconds of a timer sound.
func (st *SettingsScreen) playTest() {
	p := st.shell.sound
	for i := 0; i < 3; i++ {
		time.AfterFunc(time.Duration(i)*time.Second, func() { p.Play(sound.Tick) })
	}
	time.AfterFunc(3*time.Second, func() { p.Play(sound.Alarm) })
}
