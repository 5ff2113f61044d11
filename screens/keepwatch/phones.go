package keepwatch

import (
	"slices"
	"strings"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
)

// Keep Watch's players may press on their phones.
var _ screens.Pads = (*Screen)(nil)

// Board is the game as every phone at the table sees it: the Leader, each
// player's cards, and the challenges left.
func (k *Screen) Board(t screens.Words) games.Board {
	b, g, started := k.PhoneBoard(t)
	if !started {
		return b
	}
	b.Rows = screens.ScoreRows(g.Players(), g.Piles())
	if g.Over() {
		b.Turn = t("phone.game_over")
		return b
	}
	b.Turn = t("keepwatch.leader", "Player", g.Players()[g.Leader()].Name)
	b.Lines = []string{t("keepwatch.phone.left", "Count", g.Left())}
	return b
}

// Secret is nothing: Keep Watch has no secret but the cards in the box.
func (k *Screen) Secret(screens.Words, string) (games.Secret, bool) {
	return games.Secret{}, false
}

// Pad returns the challenge the pads on the phones take part in: the next
// one while the game waits for it, with GO and the close of its presses
// once the Leader's count began; after the close, until its check ends,
// the challenge whose presses closed, with who pressed too late, so that a
// phone's press for it still comes in to be told.
func (k *Screen) Pad() (screens.PadState, bool) {
	if k.Match() == nil || k.Match().State().Over() {
		return screens.PadState{}, false
	}
	pad := screens.PadState{Challenge: k.Match().State().Played() + 1, LockOut: !k.Match().Setup().NoLockOut}
	for _, p := range k.Match().State().Players() {
		pad.Players = append(pad.Players, p.ID)
	}
	switch {
	case k.round.step != stepIdle:
		pad.GO, pad.Open = k.round.goPads, true
		pad.Closes = k.round.goPads.Add(k.round.listen)
	case k.closed != nil && (k.Match().Len() == k.closed.at || k.Match().State().Phase() == keepwatch.PhaseChecking):
		pad.Challenge, pad.GO, pad.Closes = k.closed.number, k.closed.goPads, k.closed.pads
	}
	for _, seat := range k.lateSeats() {
		pad.Late = append(pad.Late, k.Match().State().Players()[seat].ID)
	}
	return pad, true
}

// PadPress is a press on a player's phone, timed there and mapped onto the
// laptop's clock: it joins the challenge's presses beside the keys', with
// its error bound, so that the engine calls presses too close to tell
// apart a tie. A press for the challenge whose presses closed is late.
func (k *Screen) PadPress(player string, challenge int, at time.Time, within time.Duration) {
	if k.Match() == nil {
		return
	}
	seat := k.Match().State().Players().Index(player)
	if seat < 0 {
		return
	}
	switch {
	case k.round.step != stepIdle && challenge == k.round.number:
	case k.round.step == stepIdle && k.closed != nil && challenge == k.closed.number:
	default:
		return
	}
	k.take(rawPress{seat: seat, local: at, phone: true, within: within})
}

// PadDoubted names, on the message line until the challenge is over, a
// player whose phone sent a press for the challenge under way with a time
// it could not have been pressed at: the link refused it.
func (k *Screen) PadDoubted(player string, challenge int) {
	if k.Match() == nil || challenge != k.Match().State().Played()+1 {
		return
	}
	seat := k.Match().State().Players().Index(player)
	if seat < 0 {
		return
	}
	if k.doubtedFor != challenge {
		k.doubted, k.doubtedFor = nil, challenge
	}
	if name := k.Match().State().Players()[seat].Name; !slices.Contains(k.doubted, name) {
		k.doubted = append(k.doubted, name)
	}
	k.showNotes(k.Match().State())
}

// showNotes says on the message line whose press from a phone the link
// refused in the challenge under way or being checked, and who pressed
// after the presses closed.
func (k *Screen) showNotes(g *keepwatch.Game) {
	var notes []string
	if len(k.doubted) > 0 && k.doubtedFor == g.Played()+1 {
		notes = append(notes, k.Ctx.T("keepwatch.phone.doubted", "Players", strings.Join(k.doubted, ", ")))
	}
	if late := k.lateSeats(); len(late) > 0 {
		var names []string
		for i, seat := range late {
			names = append(names, k.lateName(g.Players()[seat].Name, k.late.by[i]))
		}
		notes = append(notes, k.Ctx.T("keepwatch.late", "Players", strings.Join(names, ", ")))
	}
	if len(notes) == 0 {
		return
	}
	screens.SetText(k.Message, strings.Join(notes, "\n"))
	screens.SetVisible(k.Message, true)
}

// lateSeats are the seats told they pressed too late, while the note
// still speaks of the game as it stands.
func (k *Screen) lateSeats() []int {
	if k.Match() == nil || k.late.at != k.Match().Len() {
		return nil
	}
	return k.late.seats
}

// lateName is a late player's name with how late the press came, in
// tenths of a second; a press the phone timed in time whose message came
// after the close says so.
func (k *Screen) lateName(name string, by time.Duration) string {
	if by <= 0 {
		return k.Ctx.T("keepwatch.late.arrived", "Player", name)
	}
	// Rounded up, so that a late press never reads as on time.
	tenths := int((by + 100*time.Millisecond - 1) / (100 * time.Millisecond))
	return k.Ctx.T("keepwatch.late.by", "Player", name, "Seconds", k.Ctx.T("keepwatch.late.decimal", "Whole", tenths/10, "Tenths", tenths%10))
}

// warnUnsurePads says, as the count begins, whose phone cannot yet time a
// press closely enough.
func (k *Screen) warnUnsurePads() {
	var names []string
	for _, id := range k.Ctx.PadsUnsure() {
		if seat := k.Match().State().Players().Index(id); seat >= 0 {
			names = append(names, k.Match().State().Players()[seat].Name)
		}
	}
	if len(names) > 0 {
		screens.SetText(k.Message, k.Ctx.T("keepwatch.phone.unsure", "Players", strings.Join(names, ", ")))
		screens.SetVisible(k.Message, true)
	}
}
