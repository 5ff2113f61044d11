package screens

import (
	"slices"
	"testing"
)

// TestNewContextFillsInATableWithoutPhonesOrSaves checks what a screen
// may call on a context nobody filled in: no clock or draft kept, nobody
// on a phone, a keyboard; and that what a context gives is kept.
func TestNewContextFillsInATableWithoutPhonesOrSaves(t *testing.T) {
	c := NewContext(Context{})
	if _, ok := c.KeptClock(); ok {
		t.Error("a context with no shell has a clock kept")
	}
	if _, ok := c.KeptDraft(); ok {
		t.Error("a context with no shell has a draft kept")
	}
	if got := c.Linked(); len(got) > 0 {
		t.Errorf("a context with no shell has phones linked for %q", got)
	}
	if got := c.PadsUnsure(); len(got) > 0 {
		t.Errorf("a context with no shell has unsure pads for %q", got)
	}
	if !c.HasKeyboard() {
		t.Error("a context with no shell has no keyboard")
	}
	c.KeepClock(ClockState{For: "round 1"})
	c.KeepDraft("{}")
	c.Log("nothing %d", 1)

	given := NewContext(Context{Linked: func() []string { return []string{"p1"} }, HasKeyboard: func() bool { return false }})
	if got := given.Linked(); !slices.Equal(got, []string{"p1"}) {
		t.Errorf("the context's own Linked was replaced: %q", got)
	}
	if given.HasKeyboard() {
		t.Error("the context's own HasKeyboard was replaced")
	}
}
