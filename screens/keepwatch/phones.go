package keepwatch

import (
	"slices"
	"strings"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/keepwatch"
	"tablecompanion/screens"
)

// Every game shows its board on the phones at the table.
var _ screens.Phones = (*Screen)(nil)

// Its players may press on their phones.
var _ screens.Pads = (*Screen)(nil)

// Board is the game as every phone at the table sees it: the Leader, each
// player's cards, and the challenges left.
func (k *Screen) Board(t screens.Words) games.Board {
	b := k.PhoneBoard(t, k.match != nil)
	if k.match == nil {
		return b
	}
	g := k.match.State()
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
// one while the game waits for it, with GO once the Leader's count began.
func (k *Screen) Pad() (screens.PadState, bool) {
	if k.match == nil || k.match.State().Over() {
		return screens.PadState{}, false
	}
	pad := screens.PadState{Challenge: k.match.State().Played() + 1, LockOut: !k.match.Setup().NoLockOut}
	for _, p := range k.match.State().Players() {
		pad.Players = append(pad.Players, p.ID)
	}
	if k.round.step != stepIdle {
		pad.GO, pad.Open = k.round.goPads, true
	}
	return pad, true
}

// PadPress is a press on a player's phone, timed there and mapped onto the
// laptop's clock: it joins the challenge's presses beside the keys', with
// its error bound, so that the engine calls presses too close to tell
// apart a tie.
func (k *Screen) PadPress(player string, challenge int, at time.Time, within time.Duration) {
	if k.match == nil || k.round.step == stepIdle || challenge != k.match.State().Played()+1 {
		return
	}
	seat := k.match.State().Players().Index(player)
	if seat < 0 {
		return
	}
	k.round.presses = append(k.round.presses, rawPress{seat: seat, local: at, phone: true, within: within})
	k.pressed()
}

// PadDoubted names, on the message line until the challenge is over, a
// player whose phone sent a press for the challenge under way with a time
// it could not have been pressed at: the link refused it.
func (k *Screen) PadDoubted(player string, challenge int) {
	if k.match == nil || challenge != k.match.State().Played()+1 {
		return
	}
	seat := k.match.State().Players().Index(player)
	if seat < 0 {
		return
	}
	if k.doubtedFor != challenge {
		k.doubted, k.doubtedFor = nil, challenge
	}
	if name := k.match.State().Players()[seat].Name; !slices.Contains(k.doubted, name) {
		k.doubted = append(k.doubted, name)
	}
	k.showDoubted(k.match.State())
}

// showDoubted names the players whose press from a phone the link refused
// in the challenge under way or being checked.
func (k *Screen) showDoubted(g *keepwatch.Game) {
	if len(k.doubted) == 0 || k.doubtedFor != g.Played()+1 {
		return
	}
	screens.SetText(k.Message, k.Ctx.T("keepwatch.phone.doubted", "Players", strings.Join(k.doubted, ", ")))
	screens.SetVisible(k.Message, true)
}

// warnUnsurePads says, as the count begins, whose phone cannot yet time a
// press closely enough.
func (k *Screen) warnUnsurePads() {
	if k.Ctx.PadsUnsure == nil {
		return
	}
	var names []string
	for _, id := range k.Ctx.PadsUnsure() {
		if seat := k.match.State().Players().Index(id); seat >= 0 {
			names = append(names, k.match.State().Players()[seat].Name)
		}
	}
	if len(names) > 0 {
		screens.SetText(k.Message, k.Ctx.T("keepwatch.phone.unsure", "Players", strings.Join(names, ", ")))
		screens.SetVisible(k.Message, true)
	}
}
