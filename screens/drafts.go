package screens

import "encoding/json"

// drafts is what a game screen has half entered, as the shell keeps it:
// the draft kept beside a saved game when the app started, which the
// moment of the game it belongs to takes up, and the last draft handed to
// the shell, so that a change that leaves the draft as it was writes
// nothing.
type drafts struct {
	kept, last string
}

// keptDraft is a draft as the shell keeps it: the moment of the game it
// belongs to, in the screen's own terms as a clock's For is, and the
// screen's own record of what is half entered.
type keptDraft struct {
	For   string          `json:"for"`
	Draft json.RawMessage `json:"draft"`
}

// TakeKeptDraft takes the draft the shell kept beside the game when the
// app started: a screen that loads a saved game calls it, and KeptDraft
// brings it back at the moment it belongs to.
func (k *Skeleton[S, A, E]) TakeKeptDraft() {
	k.drafts.kept, _ = k.Ctx.KeptDraft()
}

// KeepDraft hands the shell the draft of a moment of the game, written as
// JSON, unless it is the draft it was handed last.
func (k *Skeleton[S, A, E]) KeepDraft(moment string, draft any) {
	body, err := json.Marshal(draft)
	if err != nil {
		return
	}
	text, err := json.Marshal(keptDraft{For: moment, Draft: body})
	if err != nil || string(text) == k.drafts.last {
		return
	}
	k.drafts.last = string(text)
	k.Ctx.KeepDraft(k.drafts.last)
}

// KeptDraft reads into draft what the draft taken by TakeKeptDraft holds,
// and reports whether it belongs to the moment: a draft of a moment the
// game has moved past is never brought back.
func (k *Skeleton[S, A, E]) KeptDraft(moment string, draft any) bool {
	var kept keptDraft
	if json.Unmarshal([]byte(k.drafts.kept), &kept) != nil || kept.For != moment || moment == "" {
		return false
	}
	return json.Unmarshal(kept.Draft, draft) == nil
}
