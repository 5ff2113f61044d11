package house

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

// SettingsShell is what the settings screen asks of the shell.
type SettingsShell struct {
	// SetLanguage takes a language by its own name; SetTheme takes a
	// theme's name; SetMuted switches the sound off or on.
	SetLanguage, SetTheme func(string)
	SetMuted              func(bool)
	// Theme and Muted say what is chosen now.
	Theme func() string
	Muted func() bool
	// ExportAll and ImportAll export every save and import a backup.
	ExportAll, ImportAll func()
	// StorageWarning returns the message ID of the warning that the
	// browser may clear the saves, or "".
	StorageWarning func() string
	// SavesDir is the folder of the saves, empty in a browser.
	SavesDir string
}

// NewSettingsScreen makes the settings screen; Build lays it out.
func NewSettingsScreen(cat *translations.Catalog, snd *sound.Player, sh SettingsShell) *SettingsScreen {
	return &SettingsScreen{cat: cat, sound: snd, sh: sh}
}

// SettingsScreen holds the language, the theme, the sound and the backup.
type SettingsScreen struct {
	cat   *translations.Catalog
	sound *sound.Player
	sh    SettingsShell

	// Language picks EN, RU or UK.
	Language *screens.Choice
	// Theme picks the system, light or dark theme.
	Theme *screens.Choice
	// Sound switches the cues on and off.
	Sound *widget.Check
	// TestSound plays a countdown and the alarm.
	TestSound *screens.Button
	// ExportAll writes the backup of every save; Import merges one in.
	ExportAll, Import *screens.Button
	// BackupResult says what the last import added, or why it was
	// refused; it stays empty until then, under the buttons, so that they
	// do not move when it speaks.
	BackupResult *widget.Label
	// StorageWarning says that the browser may clear the saves, where it
	// may; hidden elsewhere.
	StorageWarning *widget.Label
}

// Title returns the settings' heading.
func (st *SettingsScreen) Title() string { return st.cat.T("settings.title") }

// History is nil: settings are not game actions.
func (st *SettingsScreen) History() games.History { return nil }

// Close does nothing.
func (st *SettingsScreen) Close() {}

// Update shows the browser's warning as it stands now: its answer to
// keeping the storage comes a moment after the start. A new language or
// theme builds the screen again, and the sound switch shows its own state.
func (st *SettingsScreen) Update() {
	id := ""
	if st.sh.StorageWarning != nil {
		id = st.sh.StorageWarning()
	}
	if id == "" {
		screens.SetVisible(st.StorageWarning, false)
		return
	}
	screens.SetText(st.StorageWarning, st.cat.T(id))
	screens.SetVisible(st.StorageWarning, true)
}

// Tell shows what the last export or import did.
func (st *SettingsScreen) Tell(text string) {
	if st.BackupResult != nil {
		screens.SetText(st.BackupResult, text)
	}
}

// backupPart is the backup's heading, what it is, its two buttons, the
// result of the last import and, in a browser that may clear the saves,
// the warning.
func (st *SettingsScreen) backupPart() []fyne.CanvasObject {
	hint := widget.NewLabel(st.cat.T("backup.hint"))
	hint.Wrapping = fyne.TextWrapWord
	st.ExportAll = screens.NewButtonWithIcon(st.cat.T("backup.export"), theme.DownloadIcon(), func() {
		if st.sh.ExportAll != nil {
			st.sh.ExportAll()
		}
	})
	st.Import = screens.NewButtonWithIcon(st.cat.T("backup.import"), theme.UploadIcon(), func() {
		if st.sh.ImportAll != nil {
			st.sh.ImportAll()
		}
	})
	st.BackupResult = widget.NewLabel("")
	st.BackupResult.Wrapping = fyne.TextWrapWord
	st.StorageWarning = widget.NewLabel("")
	st.StorageWarning.Wrapping = fyne.TextWrapWord
	st.StorageWarning.Importance = widget.WarningImportance
	st.Update()
	return []fyne.CanvasObject{Heading(st.cat.T("backup.heading")), st.StorageWarning, hint,
		container.New(&screens.Flow{Gap: theme.Padding()}, st.ExportAll, st.Import), st.BackupResult}
}

// Build shows the three choices and where the saves are kept.
func (st *SettingsScreen) Build() fyne.CanvasObject {
	st.Language = screens.NewChoice(translations.NativeNames(), translations.NativeName(st.cat.Language()), st.sh.SetLanguage)

	choices := []string{screens.ThemeSystem, screens.ThemeLight, screens.ThemeDark}
	labels := make([]string, len(choices))
	for i, c := range choices {
		labels[i] = st.cat.T("settings.theme." + c)
	}
	// A theme this build does not know reads as the system's.
	chosen := max(slices.Index(choices, st.sh.Theme()), 0)
	st.Theme = screens.NewChoice(labels, labels[chosen], func(label string) {
		st.sh.SetTheme(choices[slices.Index(labels, label)])
	})

	st.Sound = widget.NewCheck(st.cat.T("settings.sound_on"), func(on bool) { st.sh.SetMuted(!on) })
	st.Sound.Checked = !st.sh.Muted()
	st.TestSound = screens.NewButtonWithIcon(st.cat.T("settings.sound_test"), theme.MediaPlayIcon(), st.playTest)
	soundRow := container.NewHBox(st.Sound, st.TestSound)
	parts := []fyne.CanvasObject{
		Heading(st.cat.T("settings.language")), st.Language.Object(),
		Heading(st.cat.T("settings.theme_heading")), st.Theme.Object(),
		Heading(st.cat.T("settings.sound")), soundRow,
	}
	if st.sound.Missing() != nil {
		l := widget.NewLabel(st.cat.T("settings.sound_missing"))
		l.Importance = widget.WarningImportance
		l.Wrapping = fyne.TextWrapWord
		parts = append(parts, l)
	}
	parts = append(parts, st.backupPart()...)
	if st.sh.SavesDir == "" {
		parts = append(parts, Heading(st.cat.T("settings.saves_browser")))
	} else {
		folder := widget.NewLabel(st.sh.SavesDir)
		folder.Wrapping = fyne.TextWrapBreak
		parts = append(parts, Heading(st.cat.T("settings.saves")), folder)
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
