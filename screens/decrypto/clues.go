package decrypto

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games/decrypto"
	"tablecompanion/screens"
)

// clueDraft returns what a team's encryptor has typed this round.
func (d *Screen) clueDraft(color string) *[decrypto.CluesPerCode]string {
	g := d.Match().State()
	key := clueKey{g.Round(), color}
	dr, ok := d.clues[key]
	if !ok {
		dr = &[decrypto.CluesPerCode]string{}
		// The clues as they were typed before a reload or a crash.
		var kept keptDraft
		if d.KeptDraft(roundMoment(g), &kept) {
			*dr = kept.Clues[color]
		}
		d.clues[key] = dr
	}
	return dr
}

// keptDraft is what the table has half entered in a round, as the shell
// keeps it beside the game: the clues of the encryptors still writing, and
// the digits tapped of the code being entered.
type keptDraft struct {
	Clues   map[string][decrypto.CluesPerCode]string `json:"clues,omitempty"`
	Code    [decrypto.CluesPerCode]int               `json:"code"`
	CodeFor string                                   `json:"code_for"`
}

// roundMoment names the round, for its kept draft.
func roundMoment(g *decrypto.Game) string { return fmt.Sprintf("decrypto round %d", g.Round()) }

// keepDraft hands the shell the clues being typed and the code being
// tapped whenever they change, so that a reload or a crash loses neither.
func (d *Screen) keepDraft() {
	if d.Match() == nil || d.Match().Over() {
		return
	}
	g := d.Match().State()
	kept := keptDraft{Clues: map[string][decrypto.CluesPerCode]string{}}
	for _, color := range g.CluesPending() {
		kept.Clues[color] = *d.clueDraft(color)
	}
	if g.Step() != decrypto.StepClues {
		kept.Code, kept.CodeFor = *d.codeDraft(), d.codeKey(g)
	}
	d.KeepDraft(roundMoment(g), kept)
}

// buildClues makes a block per team: the team's name and the button that
// gives the clues on one line, the card with the drawn code below, and the
// three clue entries side by side. Two teams' blocks fit a small laptop's
// height with the heading above them; a clue that repeats one is told
// below the step.
func (d *Screen) buildClues() fyne.CanvasObject {
	d.ClueEntries = map[string][]*widget.Entry{}
	d.GiveButtons = map[string]*screens.Button{}
	box := container.NewVBox()
	for _, t := range d.Match().State().Teams() {
		color := t.Color
		b := &clueBlock{color: color}
		b.title = screens.BoldLabel("")
		b.title.Wrapping = fyne.TextWrapWord
		b.hold = screens.NewHoldCard("", "", fyne.NewSize(0, holdHeight), nil)
		// Read up close by its encryptor alone: the card's text is of the
		// usual size, and two teams' cards leave the clues in view.
		b.hold.TextSize = theme.SizeNameText
		row := container.NewGridWithColumns(decrypto.CluesPerCode)
		for k := range decrypto.CluesPerCode {
			e := widget.NewEntry()
			e.SetPlaceHolder(d.Ctx.T("decrypto.clue_hint"))
			e.OnChanged = func(s string) { d.typed(color, k, s) }
			b.entries = append(b.entries, e)
			number := screens.BigLabel(strconv.Itoa(k+1), theme.SizeNameSubHeadingText)
			row.Add(container.NewBorder(nil, nil, container.NewVBox(number), nil, e))
		}
		b.send = screens.NewButtonWithIcon(d.Ctx.T("decrypto.send.clues"), theme.ConfirmIcon(), func() { d.giveClues(color) })
		b.send.Importance = widget.HighImportance
		b.given = widget.NewLabel(d.Ctx.T("decrypto.clues.given"))
		b.given.Hide()
		d.ClueEntries[color], d.GiveButtons[color] = b.entries, b.send
		d.blocks = append(d.blocks, b)
		b.sendBox = screens.Tall(b.send, button)
		// With codes the app draws, the card names the encryptor and the
		// title is the team's name; with code cards, the title names the
		// encryptor too, in two lines' room as the encryptor changes.
		title := fyne.CanvasObject(b.title)
		if !d.Match().Setup().DrawCodes {
			title = screens.FixedLines(b.title, 2)
		}
		head := container.NewBorder(nil, nil, teamMark(color), screens.Reserved(b.sendBox, b.given), title)
		box.Add(widget.NewSeparator())
		box.Add(head)
		box.Add(b.hold)
		box.Add(row)
	}
	return box
}

// updateClues shows each team's encryptor and code card, and its clues: the
// draft while the encryptor writes, the clues given once they are in.
func (d *Screen) updateClues(g *decrypto.Game) {
	pending := map[string]bool{}
	for _, c := range g.CluesPending() {
		pending[c] = true
	}
	rounds := g.Rounds()
	for _, b := range d.blocks {
		enc := g.Encryptor(b.color)
		_, drawn := g.DrawnCode(b.color)
		title := name(d.Ctx.T, g, b.color)
		if !drawn {
			title = d.Ctx.T("decrypto.encryptor", "Team", title, "Name", enc.Name)
		}
		screens.SetText(b.title, title)
		if drawn {
			d.showCard(b, g)
		}
		if drawn {
			d.CodeHolds[b.color] = b.hold
		} else {
			delete(d.CodeHolds, b.color)
		}
		screens.SetVisible(b.hold, drawn)
		open := pending[b.color]
		draft := d.clueDraft(b.color)
		given := turnOf(rounds[len(rounds)-1], b.color)
		for k, e := range b.entries {
			text := draft[k]
			if !open {
				// The clues given are the draft an undo brings back, also
				// in a game loaded from a save.
				text = given.Clues[k].Text
				draft[k] = text
			}
			if e.Text != text {
				e.SetText(text)
			}
			screens.SetEnabled(e, open)
		}
		screens.SetVisible(b.sendBox, open)
		screens.SetVisible(b.given, !open)
	}
}

// typed keeps a clue as it is typed and warns about it.
func (d *Screen) typed(color string, k int, text string) {
	g := d.Match().State()
	if !slices.Contains(g.CluesPending(), color) {
		return
	}
	d.clueDraft(color)[k] = text
	for _, b := range d.blocks {
		if b.color == color {
			d.showCard(b, g)
		}
	}
	d.showRepeats(g)
	d.keepDraft()
}

// showCard gives a team's code card its hint and what it shows while held:
// the code, and which of the clues written is one of the team's keywords,
// a warning for the encryptor alone. A card set again turns face down:
// only a new code or a change of the clues does that, not the other team's
// step while the encryptor holds it.
func (d *Screen) showCard(b *clueBlock, g *decrypto.Game) {
	hint := d.Ctx.T("decrypto.hold_code", "Name", g.Encryptor(b.color).Name)
	code := d.cardText(d.Ctx.T, g, b.color)
	if hint != b.hint || code != b.code {
		b.hint, b.code = hint, code
		b.hold.Set(b.hint, b.code)
	}
}

// cardText is the drawn code of a team as its encryptor's card and phone
// show it: the code, then a line for each clue of this round, written or
// given, that is one of the team's keywords.
func (d *Screen) cardText(t screens.Words, g *decrypto.Game, color string) string {
	code, _ := g.DrawnCode(color)
	var warnings []string
	for k, c := range d.roundClues(g, color) {
		if c.Keyword != 0 {
			warnings = append(warnings, t("decrypto.card.keyword", "Clue", k+1, "Keyword", c.Keyword))
		}
	}
	if len(warnings) == 0 {
		return code.String()
	}
	// The warnings share the card's second line, and wrap only when they
	// must: the card keeps its size, so more words make smaller type.
	return code.String() + "\n" + strings.Join(warnings, " ")
}

// roundClues are a team's clues of this round with what the engine says
// of each: the draft while the encryptor writes, the clues once given.
func (d *Screen) roundClues(g *decrypto.Game, color string) []decrypto.Clue {
	if !slices.Contains(g.CluesPending(), color) {
		rounds := g.Rounds()
		clues := turnOf(rounds[len(rounds)-1], color).Clues
		return clues[:]
	}
	draft := d.clueDraft(color)
	out := make([]decrypto.Clue, len(draft))
	for k, text := range draft {
		out[k] = g.CheckClue(color, text)
	}
	return out
}

// showRepeats says below the step which clue being written repeats one
// the team gave before, which the clue sheet on the table shows anyway:
// the line pushes nothing the table taps. Whether a clue is a keyword is
// the team's secret, for its code card.
func (d *Screen) showRepeats(g *decrypto.Game) {
	var lines []string
	if g.Step() == decrypto.StepClues {
		for _, color := range g.CluesPending() {
			for k, text := range d.clueDraft(color) {
				if c := g.CheckClue(color, text); c.RepeatsRound != 0 {
					lines = append(lines, d.Ctx.T("decrypto.warn.repeat", "Team", name(d.Ctx.T, g, color), "Clue", k+1, "Round", c.RepeatsRound))
				}
			}
		}
	}
	text := strings.Join(lines, "\n")
	screens.SetText(d.Repeats, text)
	screens.SetVisible(d.Repeats, text != "")
}

// giveClues sends a team's clues as typed; blank clues are allowed. The
// first team to give its clues turns the sand glass for the other, as the
// book says, unless the table has turned it already; once both have given
// theirs, Update sets the glass back.
func (d *Screen) giveClues(color string) {
	if d.Match() == nil {
		return
	}
	draft := *d.clueDraft(color)
	if !d.do(decrypto.Action{Op: decrypto.OpClues, Team: color, Clues: draft[:]}) {
		return
	}
	if d.Match().State().SandTimerStarts() && !d.sand.Running() {
		d.sand.Start()
	}
}

// readClues returns the clues of the code being read, a dash for a blank.
func (d *Screen) readClues(g *decrypto.Game) []string {
	rounds := g.Rounds()
	turn := turnOf(rounds[len(rounds)-1], g.Turn())
	out := make([]string, len(turn.Clues))
	for k, c := range turn.Clues {
		out[k] = c.Text
		if c.Text == "" {
			out[k] = "—"
		}
	}
	return out
}
