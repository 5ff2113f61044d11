package app

import (
	"slices"
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
	// The screen knows of the shell only what it shows and changes.
	cat      *translations.Catalog
	settings *Settings
	sound    *sound.Player
	// savesDir is the folder of the saves, empty in a browser.
	savesDir              string
	setLanguage, setTheme func(string)
	setMuted              func(bool)

	// Language picks EN, RU or UK.
	Language *screens.Choice
	// Theme picks the system, light or dark theme.
	Theme *screens.Choice
	// Sound switches the cues on and off.
	Sound *widget.Check
	// TestSound plays a countdown and the alarm.
	TestSound *widget.Button
}

// Title returns the settings' heading.
func (st *SettingsScreen) Title() string { return st.cat.T("settings.title") }

// History is nil: settings are not game actions.
func (st *SettingsScreen) History() games.History { return nil }

// Close does nothing.
func (st *SettingsScreen) Close() {}

// Update has nothing to do: a new language or theme builds the screen
// again, and the sound switch shows its own state.
func (st *SettingsScreen) Update() {}

// Build shows the three choices and where the saves are kept.
func (st *SettingsScreen) Build() fyne.CanvasObject {
	st.Language = screens.NewChoice(translations.NativeNames(), translations.NativeName(st.cat.Language()), st.setLanguage)

	choices := []string{screens.ThemeSystem, screens.ThemeLight, screens.ThemeDark}
	labels := make([]string, len(choices))
	for i, c := range choices {
		labels[i] = st.cat.T("settings.theme." + c)
	}
	// A theme this build does not know reads as the system's.
	chosen := max(slices.Index(choices, st.settings.Theme), 0)
	st.Theme = screens.NewChoice(labels, labels[chosen], func(label string) {
		st.setTheme(choices[slices.Index(labels, label)])
	})

	st.Sound = widget.NewCheck(st.cat.T("settings.sound_on"), func(on bool) { st.setMuted(!on) })
	st.Sound.Checked = !st.settings.Muted
	st.TestSound = widget.NewButtonWithIcon(st.cat.T("settings.sound_test"), theme.MediaPlayIcon(), st.playTest)
	soundRow := container.NewHBox(st.Sound, st.TestSound)
	parts := []fyne.CanvasObject{
		heading(st.cat.T("settings.language")), st.Language.Object(),
		heading(st.cat.T("settings.theme_heading")), st.Theme.Object(),
		heading(st.cat.T("settings.sound")), soundRow,
	}
	if st.sound.Missing() != nil {
		l := widget.NewLabel(st.cat.T("settings.sound_missing"))
		l.Importance = widget.WarningImportance
		l.Wrapping = fyne.TextWrapWord
		parts = append(parts, l)
	}
	if st.savesDir == "" {
		parts = append(parts, heading(st.cat.T("settings.saves_browser")))
	} else {
		folder := widget.NewLabel(st.savesDir)
		folder.Wrapping = fyne.TextWrapBreak
		parts = append(parts, heading(st.cat.T("settings.saves")), folder)
	}
	return container.NewVScroll(container.NewVBox(parts...))
}

// playTest plays three ticks a second apart and then the alarm, as the last
// seconds of a timer sound.
func (st *SettingsScreen) playTest() {
	p := st.sound
	for i := 0; i < 3; i++ {
		time.AfterFunc(time.Duration(i)*time.Second, func() { p.Play(sound.Tick) })
	}
	time.AfterFunc(3*time.Second, func() { p.Play(sound.Alarm) })
}
