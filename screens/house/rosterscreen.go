package house

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
	"tablecompanion/translations"
)

// RosterShell is what the roster asks of the shell.
type RosterShell struct {
	// Shortcut hands a key combination to the shell; Quit is the shell's
	// quit, which the name field hands on even with text in it.
	Shortcut func(fyne.Shortcut) bool
	Quit     fyne.Shortcut
	// GoHome leaves for the home screen; Shown says whether the roster is
	// on show; Commit saves the roster and shows the change.
	GoHome func()
	Shown  func() bool
	Commit func()
	// Linked returns the IDs of the players whose phone is linked.
	Linked func() []string
}

// NewRosterScreen makes the roster's screen over the roster; Build lays
// it out.
func NewRosterScreen(cat *translations.Catalog, r *roster.Match, win fyne.Window, sh RosterShell) *RosterScreen {
	return &RosterScreen{cat: cat, roster: r, win: win, sh: sh}
}

// RosterScreen keeps the evening's players: add, rename, recolour, remove,
// and reorder them into their seating order. Its rows stay on screen across
// changes, so the name field keeps the focus for the next player.
type RosterScreen struct {
	cat    *translations.Catalog
	roster *roster.Match
	win    fyne.Window
	sh     RosterShell

	draft   string
	refusal error
	// removed is the player the last change took off the roster, and
	// removedAt the roster's history length just after it: the notice
	// shows while that change is the last.
	removed   string
	removedAt int
	// mergedInto names the player the removed one was merged into, when
	// the last change was a merge.
	mergedInto string
	// Notice holds Removed and RestoreButton, shown while the last change
	// took a player off the roster.
	Notice *fyne.Container
	list   *fyne.Container
	count  *widget.Label
	empty  *widget.Label

	// NameEntry takes a new player's name; Enter adds them.
	NameEntry *ShortcutEntry
	// AddButton adds the player named in NameEntry.
	AddButton *screens.Button
	// Message says why the last change was refused.
	Message *widget.Label
	// Removed says who was taken off the roster and that they can come
	// back; RestoreButton brings them back.
	Removed       *widget.Label
	RestoreButton *screens.Button
	// Rows has one row per player, in seating order; a tap on one opens
	// Editor on its player.
	Rows []*RosterRow
	// Editor changes one player: the name, the colour, the seat; it takes
	// them off the roster or merges them into another player.
	Editor *PlayerEditor
}

// SetRoster puts the screen over the roster read again, after an import.
func (r *RosterScreen) SetRoster(m *roster.Match) { r.roster = m }

// Title returns the roster's heading.
func (r *RosterScreen) Title() string { return r.cat.T("roster.title") }

// History returns the roster's match, which undo and redo act on.
func (r *RosterScreen) History() games.History { return r.roster }

// Close forgets the last refusal and removal, which belong to the visit
// that made them.
func (r *RosterScreen) Close() {
	r.refusal, r.removed = nil, ""
	r.Editor.close()
}

// FocusTarget puts the cursor in the name field, ready for the next player.
func (r *RosterScreen) FocusTarget() fyne.Focusable { return r.NameEntry }

// Build makes the add row and the list of seats.
func (r *RosterScreen) Build() fyne.CanvasObject {
	r.NameEntry = newShortcutEntry(r.sh.Shortcut, r.sh.Quit, r.sh.GoHome)
	r.NameEntry.SetPlaceHolder(r.cat.T("roster.name_placeholder"))
	r.NameEntry.SetText(r.draft)
	r.NameEntry.OnChanged = func(text string) { r.draft = text }
	r.NameEntry.OnSubmitted = func(string) { r.Add() }
	r.AddButton = screens.NewButtonWithIcon(r.cat.T("roster.add"), theme.ContentAddIcon(), r.Add)
	r.AddButton.Importance = widget.HighImportance
	r.Message = screens.NewMessageLabel()
	add := container.NewBorder(nil, nil, nil, r.AddButton, r.NameEntry)
	r.count = widget.NewLabel("")
	hint := widget.NewLabel(r.cat.T("roster.seating_hint"))
	hint.Wrapping = fyne.TextWrapWord
	r.empty = widget.NewLabel(r.cat.T("roster.empty"))
	r.Removed = widget.NewLabel("")
	r.Removed.Wrapping = fyne.TextWrapWord
	r.RestoreButton = screens.NewButtonWithIcon(r.cat.T("home.restore"), theme.ContentUndoIcon(), r.Restore)
	// The notice sits below the list, so that it comes and goes without
	// moving a row under the finger that removed one.
	r.Notice = container.NewVBox(widget.NewSeparator(), container.NewBorder(nil, nil, nil, r.RestoreButton, r.Removed))
	r.Rows = nil
	r.list = container.NewVBox()
	r.Editor.close()
	r.Editor = r.newEditor()
	r.Update()
	top := container.NewVBox(add, r.Message, r.count, hint)
	return container.NewBorder(top, r.Notice, nil, nil, container.NewVScroll(container.NewVBox(r.list, r.empty)))
}

// Update shows the roster as it is now: a row per seat, in seating order.
func (r *RosterScreen) Update() {
	players := r.roster.State().Players()
	if r.refusal != nil {
		screens.SetText(r.Message, r.cat.Error(r.refusal))
	}
	screens.SetVisible(r.Message, r.refusal != nil)
	removed := r.removed != "" && r.roster.Len() == r.removedAt
	if removed {
		if r.mergedInto != "" {
			screens.SetText(r.Removed, r.cat.T("roster.merged", "Name", r.removed, "Into", r.mergedInto))
		} else {
			screens.SetText(r.Removed, r.cat.T("roster.removed", "Name", r.removed))
		}
	}
	screens.SetVisible(r.Notice, removed)
	screens.SetText(r.count, r.cat.T("roster.count", "Count", len(players)))
	screens.SetVisible(r.empty, len(players) == 0)
	for len(r.Rows) < len(players) {
		r.addRow(len(r.Rows))
	}
	var linked []string
	if r.sh.Linked != nil {
		linked = r.sh.Linked()
	}
	for seat, row := range r.Rows {
		screens.SetVisible(row, seat < len(players))
		if seat < len(players) {
			p := players[seat]
			row.set(seat+1, r.cat.T("roster.seat", "Seat", seat+1), p.Name, p.Color, slices.Contains(linked, p.ID))
		}
	}
	r.Editor.update(players)
}

// addRow makes the row of a seat; a tap on it opens the editor on whoever
// sits there.
func (r *RosterScreen) addRow(seat int) {
	row := newRosterRow(func() {
		if players := r.roster.State().Players(); seat < len(players) {
			r.OpenEditor(players[seat].ID)
		}
	})
	r.Rows = append(r.Rows, row)
	r.list.Add(row)
}

// Add adds the player named in the name field with the first free colour.
func (r *RosterScreen) Add() {
	r.do(roster.Action{Op: roster.Add, ID: roster.NewID(), Name: r.draft, Color: r.roster.State().FreeColor()})
	// The next name goes in at once, also after a tap on Add.
	if r.sh.Shown() {
		r.win.Canvas().Focus(r.NameEntry)
	}
}

// Restore brings back the player the last change removed, as Undo does.
func (r *RosterScreen) Restore() {
	if r.removed != "" && r.roster.Len() == r.removedAt && r.roster.Undo() {
		r.sh.Commit()
	}
}

// do applies a roster change, saves and redraws; a refusal is shown on the
// screen. It reports whether the change was made.
func (r *RosterScreen) do(a roster.Action) bool {
	players := r.roster.State().Players()
	err := r.roster.Do(a)
	r.refusal = err
	if err == nil && (a.Op == roster.Remove || a.Op == roster.Merge) {
		if i := players.Index(a.ID); i >= 0 {
			r.removed, r.removedAt, r.mergedInto = players[i].Name, r.roster.Len(), ""
		}
		if j := players.Index(a.Into); a.Op == roster.Merge && j >= 0 {
			r.mergedInto = players[j].Name
		}
	}
	if err == nil {
		if a.Op == roster.Add {
			r.NameEntry.SetText("")
		}
		r.sh.Commit()
	} else {
		r.Update()
	}
	return err == nil
}

// ShortcutEntry is an entry that hands the shell's shortcuts to the shell:
// quit always, undo and redo while the field has no text of its own, and
// Esc, which would otherwise stop at the field, leads home.
type ShortcutEntry struct {
	widget.Entry
	forward func(fyne.Shortcut) bool
	quit    fyne.Shortcut
	escape  func()
}

func newShortcutEntry(forward func(fyne.Shortcut) bool, quit fyne.Shortcut, escape func()) *ShortcutEntry {
	e := &ShortcutEntry{forward: forward, quit: quit, escape: escape}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey hands Esc to the shell and every other key to the field.
func (e *ShortcutEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		e.escape()
		return
	}
	e.Entry.TypedKey(ev)
}

// TypedShortcut undoes the last roster change when the field is empty.
func (e *ShortcutEntry) TypedShortcut(sc fyne.Shortcut) {
	if (e.Text == "" || sc.ShortcutName() == e.quit.ShortcutName()) && e.forward(sc) {
		return
	}
	e.Entry.TypedShortcut(sc)
}
