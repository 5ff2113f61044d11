package screens

import (
	"slices"
	"testing"
)

// phoned is a table whose players' phones are linked, and nothing else.
type phoned struct {
	Alone
	linked []string
}

func (p *phoned) Linked() []string { return p.linked }

// TestNewContextFillsInATableWithoutPhonesOrSaves checks what a screen
// may call on a context nobody filled in: no clock, draft or teaching
// kept, nobody on a phone, a keyboard, a table that is not taught unless
// it asks; and that what a context is given is kept.
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
	if !c.PlayedHere([]string{"p1"}) {
		t.Error("a context with no shell teaches a table that did not ask")
	}
	c.KeepClock(ClockState{For: "round 1"})
	c.KeepDraft("{}")
	c.KeepTicks([]string{"p1"})
	c.KeepTeach(TeachState{On: true})
	if _, ok := c.KeptTeach(); ok {
		t.Error("a context with no shell kept the teaching")
	}
	c.Commit()
	c.Changed()
	c.Log("nothing %d", 1)

	phones := &phoned{linked: []string{"p1"}}
	given := NewContext(Context{Table: phones})
	if got := given.Linked(); !slices.Equal(got, []string{"p1"}) {
		t.Errorf("the context's own table was replaced: %q", got)
	}
	if !given.HasKeyboard() {
		t.Error("a table that only says who has a phone lost its keyboard")
	}
	if _, ok := given.KeptDraft(); ok {
		t.Error("a context given only a table has a draft kept")
	}
}
