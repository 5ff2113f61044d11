package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
)

// RosterScreen keeps the evening's players: add, rename, recolour, remove,
// and reorder them into their seating order.
type RosterScreen struct {
	shell   *Shell
	draft   string
	refusal error

	// NameEntry takes a new player's name; Enter adds them.
	NameEntry *shortcutEntry
	// AddButton adds the player named in NameEntry.
	AddButton *widget.Button
	// Message says why the last change was refused.
	Message *widget.Label
	// Rows has one row per player, in seating order.
	Rows []*RosterRow
	// RenameEntry is the name field of the open rename dialog.
	RenameEntry *widget.Entry

	renameID  string
	renameDlg dialog.Dialog
}

// RosterRow is one player's line in the roster.
type RosterRow struct {
	Name                              *widget.Label
	Color                             *widget.Select
	Up, Down, RenameButton, RemoveBtn *widget.Button
}

// Title returns the roster's heading.
func (r *RosterScreen) Title() string { return r.shell.cat.T("roster.title") }

// History returns the roster's match, which undo and redo act on.
func (r *RosterScreen) History() games.History { return r.shell.roster }

// Close forgets the last refusal, which belongs to the visit that made it.
func (r *RosterScreen) Close() { r.refusal = nil }

// FocusTarget puts the cursor in the name field, ready for the next player.
func (r *RosterScreen) FocusTarget() fyne.Focusable { return r.NameEntry }

// Build shows the add row and one row per player.
func (r *RosterScreen) Build() fyne.CanvasObject {
	s := r.shell
	state := s.roster.State()
	r.NameEntry = newShortcutEntry(s.shortcut, s.GoHome)
	r.NameEntry.SetPlaceHolder(s.cat.T("roster.name_placeholder"))
	r.NameEntry.SetText(r.draft)
	r.NameEntry.OnChanged = func(text string) { r.draft = text }
	r.NameEntry.OnSubmitted = func(string) { r.Add() }
	r.AddButton = widget.NewButtonWithIcon(s.cat.T("roster.add"), theme.ContentAddIcon(), r.Add)
	r.AddButton.Importance = widget.HighImportance
	r.Message = widget.NewLabel("")
	r.Message.Importance = widget.DangerImportance
	r.Message.Wrapping = fyne.TextWrapWord
	if r.refusal != nil {
		r.Message.SetText(s.cat.Error(r.refusal))
	} else {
		r.Message.Hide()
	}
	add := container.NewBorder(nil, nil, nil, r.AddButton, r.NameEntry)

	players := state.Players()
	r.Rows = nil
	list := container.NewVBox()
	for i, p := range players {
		list.Add(r.row(i, len(players), p))
	}
	count := widget.NewLabel(s.cat.T("roster.count", "Count", len(players)))
	hint := widget.NewLabel(s.cat.T("roster.seating_hint"))
	hint.Wrapping = fyne.TextWrapWord
	hint.TextStyle.Italic = true
	if len(players) == 0 {
		list.Add(widget.NewLabel(s.cat.T("roster.empty")))
	}
	top := container.NewVBox(add, r.Message, count, hint)
	return container.NewBorder(top, nil, nil, nil, container.NewVScroll(list))
}

func (r *RosterScreen) row(seat, n int, p games.Player) fyne.CanvasObject {
	s := r.shell
	id := p.ID
	row := &RosterRow{Name: widget.NewLabelWithStyle(p.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	row.Name.Truncation = fyne.TextTruncateEllipsis
	names := make([]string, len(roster.Colors))
	for i, c := range roster.Colors {
		names[i] = s.cat.T("color." + c)
	}
	row.Color = widget.NewSelect(names, nil)
	row.Color.SetSelected(s.cat.T("color." + p.Color))
	row.Color.OnChanged = func(name string) {
		for _, c := range roster.Colors {
			if s.cat.T("color."+c) == name && c != p.Color {
				r.do(roster.Action{Op: roster.Recolor, ID: id, Color: c})
			}
		}
	}
	row.Up = widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { r.do(roster.Action{Op: roster.Move, ID: id, To: seat - 1}) })
	row.Down = widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { r.do(roster.Action{Op: roster.Move, ID: id, To: seat + 1}) })
	if seat == 0 {
		row.Up.Disable()
	}
	if seat == n-1 {
		row.Down.Disable()
	}
	row.RenameButton = widget.NewButtonWithIcon(s.cat.T("roster.rename"), theme.DocumentCreateIcon(), func() { r.OpenRename(id) })
	row.RemoveBtn = widget.NewButtonWithIcon(s.cat.T("roster.remove"), theme.DeleteIcon(), func() { r.do(roster.Action{Op: roster.Remove, ID: id}) })
	r.Rows = append(r.Rows, row)
	seatNo := widget.NewLabel(s.cat.T("roster.seat", "Seat", seat+1))
	left := container.NewHBox(seatNo, screens.Swatch(p.Color, 30))
	right := container.NewHBox(row.Color, row.Up, row.Down, row.RenameButton, row.RemoveBtn)
	return container.NewBorder(nil, nil, left, right, row.Name)
}

// Add adds the player named in the name field with the first free colour.
func (r *RosterScreen) Add() {
	r.do(roster.Action{Op: roster.Add, Name: r.draft, Color: r.shell.roster.State().FreeColor()})
}

// OpenRename asks for a player's new name.
func (r *RosterScreen) OpenRename(id string) {
	s := r.shell
	players := s.roster.State().Players()
	i := players.Index(id)
	if i < 0 {
		return
	}
	r.renameID = id
	r.RenameEntry = widget.NewEntry()
	r.RenameEntry.SetText(players[i].Name)
	r.RenameEntry.OnSubmitted = func(string) { r.renameDlg.Hide(); r.ConfirmRename() }
	r.renameDlg = dialog.NewCustomConfirm(s.cat.T("roster.rename_title", "Name", players[i].Name),
		s.cat.T("roster.rename_ok"), s.cat.T("dialog.cancel"), r.RenameEntry,
		func(ok bool) {
			if ok {
				r.ConfirmRename()
			}
		}, s.win)
	r.renameDlg.Resize(fyne.NewSize(420, 200))
	r.renameDlg.Show()
	s.win.Canvas().Focus(r.RenameEntry)
}

// ConfirmRename renames the player to the text of the rename dialog.
func (r *RosterScreen) ConfirmRename() {
	r.do(roster.Action{Op: roster.Rename, ID: r.renameID, Name: r.RenameEntry.Text})
}

// do applies a roster change, saves and redraws; a refusal is shown on the
// screen. It reports whether the change was made.
func (r *RosterScreen) do(a roster.Action) bool {
	s := r.shell
	err := s.roster.Do(a)
	r.refusal = err
	if err == nil {
		if a.Op == roster.Add {
			r.draft = ""
		}
		s.save(s.fixed[screenRoster])
	}
	s.render()
	return err == nil
}

// shortcutEntry is an entry that hands the shell's shortcuts to the shell:
// quit always, undo and redo while the field has no text of its own, and
// Esc, which would otherwise stop at the field, leads home.
type shortcutEntry struct {
	widget.Entry
	forward func(fyne.Shortcut) bool
	escape  func()
}

func newShortcutEntry(forward func(fyne.Shortcut) bool, escape func()) *shortcutEntry {
	e := &shortcutEntry{forward: forward, escape: escape}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey hands Esc to the shell and every other key to the field.
func (e *shortcutEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		e.escape()
		return
	}
	e.Entry.TypedKey(ev)
}

// TypedShortcut undoes the last roster change when the field is empty.
func (e *shortcutEntry) TypedShortcut(sc fyne.Shortcut) {
	if (e.Text == "" || sc.ShortcutName() == quitShortcut.ShortcutName()) && e.forward(sc) {
		return
	}
	e.Entry.TypedShortcut(sc)
}
