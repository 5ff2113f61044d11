package screenstest

import (
	"tablecompanion/games"
	"tablecompanion/screens"
)

// Host stands in for the app's shell round a screen in its tests: it saves
// nothing, counts the commits and the ways home, keeps clocks, drafts and
// teaching in memory once a test asks it to, and holds the table as the
// test sets it. A Table's context has it as its Host, Keeper and Table.
type Host struct {
	table *Table
	// Commits counts the screen's commits, and Homes its ways home.
	Commits, Homes int
	// Again is the setup the screen last asked the shell to play again
	// with.
	Again any
	// Roster is the evening's players.
	Roster games.Seats
	// Phones are the IDs of the players whose seat a phone holds, and
	// Unsure those whose phone cannot yet time a press.
	Phones, Unsure []string
	// NoKeyboard is a tablet's table, which has no keys.
	NoKeyboard bool
	// Clocks are the clock states the screen handed over, in order. Clock
	// is the one a screen opened again is given: the last handed over
	// while KeepsClocks is set, or what the test put there.
	Clocks      []screens.ClockState
	Clock       screens.ClockState
	KeepsClocks bool
	// Draft is the draft kept, and given back, while KeepsDrafts is set.
	Draft       string
	KeepsDrafts bool
	// New is a table none of whose players has played the game here: the
	// setup offers to teach it, and its teaching is kept in Taught.
	New    bool
	Taught *screens.TeachState
}

var (
	_ screens.Host   = (*Host)(nil)
	_ screens.Keeper = (*Host)(nil)
	_ screens.Table  = (*Host)(nil)
)

// Commit counts the commit and updates the screen in place, as the shell
// does after saving.
func (h *Host) Commit() {
	h.Commits++
	h.table.Screen.Update()
}

// Changed has no shell's bar to update.
func (h *Host) Changed() {}

// Home counts a way home.
func (h *Host) Home() { h.Homes++ }

// OpenRoster has no roster to show.
func (h *Host) OpenRoster() {}

// PlayAgain keeps the setup to play again with.
func (h *Host) PlayAgain(setup any) { h.Again = setup }

// Log writes nowhere.
func (h *Host) Log(string, ...any) {}

// KeepClock notes the state handed over, and keeps it while KeepsClocks
// is set.
func (h *Host) KeepClock(st screens.ClockState) {
	h.Clocks = append(h.Clocks, st)
	if h.KeepsClocks {
		h.Clock = st
	}
}

// KeptClock gives back Clock, if it times anything.
func (h *Host) KeptClock() (screens.ClockState, bool) { return h.Clock, h.Clock.For != "" }

// KeepDraft keeps the draft while KeepsDrafts is set.
func (h *Host) KeepDraft(d string) {
	if h.KeepsDrafts {
		h.Draft = d
	}
}

// KeptDraft gives back Draft, if there is one.
func (h *Host) KeptDraft() (string, bool) { return h.Draft, h.Draft != "" }

// KeepTicks keeps nothing: a test's setup is not left and come back to.
func (h *Host) KeepTicks([]string) {}

// KeepTeach keeps a new table's teaching.
func (h *Host) KeepTeach(st screens.TeachState) {
	if h.New {
		h.Taught = &st
	}
}

// KeptTeach gives back the teaching kept.
func (h *Host) KeptTeach() (screens.TeachState, bool) {
	if h.Taught == nil {
		return screens.TeachState{}, false
	}
	return *h.Taught, true
}

// Players returns the roster.
func (h *Host) Players() games.Seats { return h.Roster }

// Linked returns the players whose seat a phone holds.
func (h *Host) Linked() []string { return h.Phones }

// PadsUnsure returns the players whose phone cannot yet time a press.
func (h *Host) PadsUnsure() []string { return h.Unsure }

// HasKeyboard reports whether the table has keys.
func (h *Host) HasKeyboard() bool { return !h.NoKeyboard }

// PlayedHere reports that the players have played the game here, unless
// the table is New.
func (h *Host) PlayedHere([]string) bool { return !h.New }
