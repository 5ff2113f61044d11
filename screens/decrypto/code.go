package decrypto

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
)

// codeKey names the code being entered: the round, the step and the team
// whose code is read.
func (d *Screen) codeKey(g *decrypto.Game) string {
	return fmt.Sprintf("%d/%s/%s", g.Round(), g.Step(), g.Turn())
}

// codeDraft returns the digits tapped for the code being entered.
func (d *Screen) codeDraft() *[decrypto.CluesPerCode]int {
	g := d.Match().State()
	key := d.codeKey(g)
	dr, ok := d.codes[key]
	if !ok {
		dr = &[decrypto.CluesPerCode]int{}
		var kept keptDraft
		if d.KeptDraft(roundMoment(g), &kept) && kept.CodeFor == key {
			*dr = kept.Code
		}
		d.codes[key] = dr
	}
	return dr
}

// buildCode makes the entry of a code: a row per clue of the code being
// read, the clue and the digits 1–4 to tap beside it, and the button that
// sends the code.
func (d *Screen) buildCode() fyne.CanvasObject {
	rows := container.NewVBox()
	d.CodeRows = make([]*screens.Picker, decrypto.CluesPerCode)
	for i := range decrypto.CluesPerCode {
		d.codeClues[i] = screens.BigLabel("", theme.SizeNameSubHeadingText)
		d.codeClues[i].Wrapping = fyne.TextWrapWord
		d.CodeRows[i] = screens.NewPicker(decrypto.Keywords, 1, nil, func(p []int) {
			d.codeDraft()[i] = screens.FirstPick(p)
			d.keepDraft()
		})
		rows.Add(container.NewBorder(nil, nil, nil, d.CodeRows[i].Object(), d.codeClues[i]))
	}
	d.CodeButton = screens.NewButtonWithIcon("", theme.ConfirmIcon(), d.sendCode)
	d.CodeButton.Importance = widget.HighImportance
	return container.NewVBox(rows, container.NewHBox(screens.Tall(d.CodeButton, button)))
}

// updateCode shows the clues being read, the digits tapped so far and what
// the button sends.
func (d *Screen) updateCode(g *decrypto.Game, send string) {
	clues, draft := d.readClues(g), d.codeDraft()
	for i := range decrypto.CluesPerCode {
		screens.SetText(d.codeClues[i], clues[i])
		d.CodeRows[i].Set(screens.PicksOf(draft[i]))
	}
	screens.SetButton(d.CodeButton, send, widget.HighImportance)
}

// sendCode sends the code entered as the step's action: an interception, a
// decode or, with the code cards, the true code.
func (d *Screen) sendCode() {
	if d.Match() == nil {
		return
	}
	op := map[decrypto.Step]string{decrypto.StepIntercept: decrypto.OpIntercept, decrypto.StepDecode: decrypto.OpDecode,
		decrypto.StepReveal: decrypto.OpReveal}[d.Match().State().Step()]
	if op == "" {
		return
	}
	d.do(decrypto.Action{Op: op, Code: slices.Clone(d.codeDraft()[:])})
}

// buildGuesses asks each team how many of the other team's keywords it
// named right, with one tap on 0–4. A team's answer shows in the place of
// its question, which keeps its room, so a tap on White's count leaves
// Black's buttons where the next tap finds them.
func (d *Screen) buildGuesses() fyne.CanvasObject {
	note := widget.NewLabel(d.Ctx.T("decrypto.tie.level"))
	note.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(note)
	d.KeywordButtons = map[string][]*screens.Button{}
	for _, t := range d.Match().State().Teams() {
		color := t.Color
		w := &guess{color: color}
		ask := screens.BoldLabel(d.Ctx.T("decrypto.keywords.ask", "Team", teamName(d.Ctx.T, t)))
		ask.Wrapping = fyne.TextWrapWord
		w.guessed = widget.NewLabel("")
		w.guessed.Wrapping = fyne.TextWrapWord
		cells := make([]fyne.CanvasObject, 0, decrypto.Keywords+1)
		for n := 0; n <= decrypto.Keywords; n++ {
			b := screens.NewButton(strconv.Itoa(n), func() {
				d.do(decrypto.Action{Op: decrypto.OpKeywordGuess, Team: color, Count: n})
			})
			w.buttons = append(w.buttons, b)
			cells = append(cells, b)
		}
		row := container.New(&screens.CellRow{Size: screens.PickerButton, Gap: screens.PickerGap}, cells...)
		w.asking = container.NewVBox(ask, row)
		d.KeywordButtons[color] = w.buttons
		d.words = append(d.words, w)
		box.Add(screens.Reserved(w.asking, w.guessed))
	}
	return box
}

// updateGuesses shows the buttons of a team that has not answered yet, and
// the answer of one that has.
func (d *Screen) updateGuesses(g *decrypto.Game) {
	for i, t := range g.Teams() {
		w := d.words[i]
		screens.SetVisible(w.asking, !t.KeywordGuessed)
		screens.SetVisible(w.guessed, t.KeywordGuessed)
		if t.KeywordGuessed {
			screens.SetText(w.guessed, d.Ctx.T("decrypto.keywords.guessed", "Team", teamName(d.Ctx.T, t), "Count", t.KeywordGuess))
		}
	}
}
