package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"tablecompanion/screens"
)

// The shell's own shortcuts besides Ctrl+Z and Ctrl+Y, which the driver
// reports as fyne.ShortcutUndo and fyne.ShortcutRedo.
var (
	redoShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	quitShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierShortcutDefault}
	// phonesShortcut opens the Phones dialog.
	phonesShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierShortcutDefault}
)

// addShortcuts puts the shell's shortcuts and its key handler on the window.
func (s *Shell) addShortcuts() {
	c := s.win.Canvas()
	for _, sc := range []fyne.Shortcut{&fyne.ShortcutUndo{}, &fyne.ShortcutRedo{}, redoShortcut, quitShortcut, phonesShortcut, endHereShortcut} {
		c.AddShortcut(sc, func(sc fyne.Shortcut) { s.shortcut(sc) })
	}
	c.SetOnTypedKey(s.typedKey)
}

// typedKey takes the keys no widget took: F1 opens How to play in a game,
// the screen on show gets the others first, then Esc leads home, and on the home screen the digits open the
// games in the order of their tiles. Over a dialog the keys are the
// dialog's, as taps are: Esc closes the Phones dialog, End here's and a
// tile's question of a game under way, and no key reaches
// the screen under any dialog, where Enter would score a Dixit round or a
// player's key press a Keep Watch pad nobody can see.
func (s *Shell) typedKey(ev *fyne.KeyEvent) {
	if s.dialogUp() {
		if ev.Name == fyne.KeyEscape {
			s.closePhones()
			s.closeEndHere()
			s.home.CloseAsk()
			screens.CloseHowTo()
		}
		return
	}
	if ev.Name == fyne.KeyF1 {
		// F1 is help in every desktop app: How to play, at the step
		// under way, as the top bar's "?" opens it.
		s.OpenRules()
		return
	}
	if k, ok := s.current.screen.(interface{ TypedKey(*fyne.KeyEvent) bool }); ok && k.TypedKey(ev) {
		return
	}
	if ev.Name == fyne.KeyEscape && s.current.key != screenHome {
		s.GoHome()
		return
	}
	if s.current.key != screenHome || len(ev.Name) != 1 || ev.Name[0] < '1' || ev.Name[0] > '9' {
		return
	}
	if i := int(ev.Name[0] - '1'); i < len(s.opts.Games) {
		s.OpenGame(s.opts.Games[i].Kind)
	}
}

// shortcut runs one of the shell's shortcuts: undo, redo, quit and the
// Phones dialog. It reports whether sc was one of them.
func (s *Shell) shortcut(sc fyne.Shortcut) bool {
	switch sc.ShortcutName() {
	case (&fyne.ShortcutUndo{}).ShortcutName():
		// Undo and redo change the screen under a dialog no more than
		// their buttons, which the dialog covers, can.
		if !s.dialogUp() {
			s.Undo()
		}
	case (&fyne.ShortcutRedo{}).ShortcutName(), redoShortcut.ShortcutName():
		if !s.dialogUp() {
			s.Redo()
		}
	case quitShortcut.ShortcutName():
		s.Quit()
	case phonesShortcut.ShortcutName():
		s.OpenPhones()
	case endHereShortcut.ShortcutName():
		s.AskEndHere()
	default:
		return false
	}
	return true
}

// dialogUp reports whether a dialog covers the screen.
func (s *Shell) dialogUp() bool {
	return s.win.Canvas().Overlays().Top() != nil
}
