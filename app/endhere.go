package app

import (
	_ "embed"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/screens"
)

//go:embed flag.svg
var flagSVG []byte

// flagIcon is a flag at the finish: the top bar's End here.
var flagIcon = theme.NewThemedResource(fyne.NewStaticResource("flag.svg", flagSVG))

// endHereShortcut asks to end the game on show here, as the top bar's
// button does. It takes a modifier, and the dialog asks again: no single
// key can end a game.
var endHereShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: fyne.KeyModifierShortcutDefault}

// EndHereAsk is the dialog that asks before the table ends a game here.
type EndHereAsk struct {
	dlg dialog.Dialog
	// Words say what ending the game now does.
	Words *widget.Label
	// EndButton ends the game; KeepButton closes the dialog.
	EndButton, KeepButton *screens.Button
}

// newEndHereButton makes the top bar's End here button, which says why
// when it is tapped greyed.
func (s *Shell) newEndHereButton() *screens.WhyButton {
	b := screens.NewWhyButton("", flagIcon, s.AskEndHere, s.endHereWhyNot)
	b.OnWhy = func(reason string) { s.WhyNote.ShowBeneath(b, reason) }
	b.Hide()
	return b
}

// endHereWhyNot says why the game on show may not end here now.
func (s *Shell) endHereWhyNot() string {
	if e, ok := s.ender(); ok {
		return e.EndHereWhyNot()
	}
	return ""
}

// ender returns the screen on show as one the table may end here, and
// false for any other page or a finished game kept as it ended.
func (s *Shell) ender() (screens.Ender, bool) {
	e, ok := s.current.screen.(screens.Ender)
	return e, ok && !s.current.readOnly
}

// updateEndHere shows End here while a game with rounds is under way on
// show, enabled once its rules let it end, and has the bar keep its room
// on every page of such a game, so that nothing moves as it comes and
// goes.
func (s *Shell) updateEndHere() {
	e, ok := s.ender()
	var underWay, now bool
	if ok {
		underWay, now = e.Ending()
	}
	s.bar.reserve = ok
	screens.SetVisible(s.EndHereButton, underWay)
	screens.SetEnabled(s.EndHereButton, now)
	if !underWay || now {
		s.WhyNote.Close()
	}
}

// AskEndHere asks the table whether to end the game on show where it
// stands, in the screen's words of what that does, and ends it when the
// table says so. Undo takes the end back.
func (s *Shell) AskEndHere() {
	e, ok := s.ender()
	if !ok || s.dialogUp() {
		return
	}
	underWay, now := e.Ending()
	if !underWay {
		return
	}
	if !now {
		// The shortcut, as a tap on the greyed button, says why not.
		s.EndHereButton.ShowWhy()
		return
	}
	text := widget.NewLabel(e.EndHereWords())
	text.Wrapping = fyne.TextWrapWord
	undo := widget.NewLabel(s.cat.T("end_here.undo"))
	undo.Wrapping = fyne.TextWrapWord
	d := &EndHereAsk{Words: text}
	d.KeepButton = screens.NewButtonWithIcon(s.cat.T("end_here.keep"), theme.CancelIcon(), func() { d.dlg.Hide() })
	d.EndButton = screens.NewButtonWithIcon(s.cat.T("end_here.confirm"), flagIcon, func() {
		d.dlg.Hide()
		if err := e.EndHere(); err != nil {
			dialog.ShowInformation(s.cat.T("notice.title"), s.cat.Error(err), s.win)
		}
	})
	d.EndButton.Importance = widget.DangerImportance
	buttons := container.NewGridWithColumns(2, screens.Tall(d.KeepButton, 48), screens.Tall(d.EndButton, 48))
	d.dlg = dialog.NewCustomWithoutButtons(s.cat.T("end_here.title"), container.NewVBox(text, undo, buttons), s.win)
	d.dlg.SetOnClosed(func() {
		if s.asked == d {
			s.asked = nil
		}
	})
	s.asked = d
	screens.FitDialog(d.dlg, s.win, fyne.NewSize(560, 0))
	d.dlg.Show()
	// The keyboard starts on the answer the table came for: Space ends
	// the game, Tab reaches Keep playing, Esc closes the dialog.
	s.win.Canvas().Focus(d.EndButton)
}

// closeEndHere closes the dialog of End here, if it is up.
func (s *Shell) closeEndHere() {
	if s.asked != nil {
		s.asked.dlg.Hide()
	}
}

// EndHereAsked returns the dialog of End here while it is up, nil
// otherwise.
func (s *Shell) EndHereAsked() *EndHereAsk { return s.asked }
