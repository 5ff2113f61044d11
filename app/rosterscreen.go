package app

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
	"tablecompanion/games/roster"
	"tablecompanion/screens"
	"tablecompanion/translations"
)

// RosterScreen keeps the evening's players: add, rename, recolour, remove,
// and reorder them into their seating order. Its rows stay on screen across
// changes, so the name field keeps the focus for the next player.
type RosterScreen struct {
	// The screen knows of the shell only what it edits and asks for.
	cat    *translations.Catalog
	roster *roster.Match
	win    fyne.Window
	// shortcut hands a key combination to the shell, goHome leaves for
	// the home screen, shown reports whether the roster is on show, and
	// commit saves the roster and shows the change.
	shortcut func(fyne.Shortcut) bool
	goHome   func()
	shown    func() bool
	commit   func()
	// linked returns the IDs of the players whose phone is linked.
	linked func() []string

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
	notice     *fyne.Container
	list       *fyne.Container
	count      *widget.Label
	empty      *widget.Label

	// NameEntry takes a new player's name; Enter adds them.
	NameEntry *shortcutEntry
	// AddButton adds the player named in NameEntry.
	AddButton *widget.Button
	// Message says why the last change was refused.
	Message *widget.Label
	// Removed says who was taken off the roster and that they can come
	// back; RestoreButton brings them back.
	Removed       *widget.Label
	RestoreButton *widget.Button
	// Rows has one row per player, in seating order.
	Rows []*RosterRow
	// RenameEntry is the name field of the open rename dialog; in it
	// MergeInto picks another player who is the same friend, and
	// MergeButton merges the two.
	RenameEntry *widget.Entry
	MergeInto   *widget.Select
	MergeButton *widget.Button

	renameID  string
	renameDlg dialog.Dialog
}

// RosterRow is one seat's line in the roster.
type RosterRow struct {
	Name                              *widget.Label
	Color                             *widget.Select
	Up, Down, RenameButton, RemoveBtn *widget.Button
	seat                              *widget.Label
	swatch                            *fyne.Container
	// Phone shows when the player's phone is linked.
	Phone *widget.Icon
	box   fyne.CanvasObject
	// id and color are the player on this seat now and their colour.
	id, color string
}

// Title returns the roster's heading.
func (r *RosterScreen) Title() string { return r.cat.T("roster.title") }

// History returns the roster's match, which undo and redo act on.
func (r *RosterScreen) History() games.History { return r.roster }

// Close forgets the last refusal and removal, which belong to the visit
// that made them.
func (r *RosterScreen) Close() { r.refusal, r.removed = nil, "" }

// FocusTarget puts the cursor in the name field, ready for the next player.
func (r *RosterScreen) FocusTarget() fyne.Focusable { return r.NameEntry }

// Build makes the add row and the list of seats.
func (r *RosterScreen) Build() fyne.CanvasObject {
	r.NameEntry = newShortcutEntry(r.shortcut, r.goHome)
	r.NameEntry.SetPlaceHolder(r.cat.T("roster.name_placeholder"))
	r.NameEntry.SetText(r.draft)
	r.NameEntry.OnChanged = func(text string) { r.draft = text }
	r.NameEntry.OnSubmitted = func(string) { r.Add() }
	r.AddButton = widget.NewButtonWithIcon(r.cat.T("roster.add"), theme.ContentAddIcon(), r.Add)
	r.AddButton.Importance = widget.HighImportance
	r.Message = widget.NewLabel("")
	r.Message.Importance = widget.DangerImportance
	r.Message.Wrapping = fyne.TextWrapWord
	add := container.NewBorder(nil, nil, nil, r.AddButton, r.NameEntry)
	r.count = widget.NewLabel("")
	hint := widget.NewLabel(r.cat.T("roster.seating_hint"))
	hint.Wrapping = fyne.TextWrapWord
	r.empty = widget.NewLabel(r.cat.T("roster.empty"))
	r.Removed = widget.NewLabel("")
	r.Removed.Wrapping = fyne.TextWrapWord
	r.RestoreButton = widget.NewButtonWithIcon(r.cat.T("home.restore"), theme.ContentUndoIcon(), r.Restore)
	// The notice sits below the list, so that it comes and goes without
	// moving a row under the finger that removed one.
	r.notice = container.NewVBox(widget.NewSeparator(), container.NewBorder(nil, nil, nil, r.RestoreButton, r.Removed))
	r.Rows = nil
	r.list = container.NewVBox()
	r.Update()
	top := container.NewVBox(add, r.Message, r.count, hint)
	return container.NewBorder(top, r.notice, nil, nil, container.NewVScroll(container.NewVBox(r.list, r.empty)))
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
	screens.SetVisible(r.notice, removed)
	screens.SetText(r.count, r.cat.T("roster.count", "Count", len(players)))
	screens.SetVisible(r.empty, len(players) == 0)
	for len(r.Rows) < len(players) {
		r.addRow(len(r.Rows))
	}
	for seat, row := range r.Rows {
		screens.SetVisible(row.box, seat < len(players))
		if seat < len(players) {
			r.fillRow(row, seat, players)
		}
	}
}

// addRow makes the row of a seat; its buttons act on whoever sits there.
func (r *RosterScreen) addRow(seat int) {
	row := &RosterRow{Name: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	row.Name.Truncation = fyne.TextTruncateEllipsis
	names := make([]string, len(roster.Colors))
	for i, c := range roster.Colors {
		names[i] = r.cat.T("color." + c)
	}
	row.Color = screens.NewSelect(r.cat.T, names, func(name string) {
		if i := slices.Index(names, name); i >= 0 {
			r.do(roster.Action{Op: roster.Recolor, ID: row.id, Color: roster.Colors[i]})
		}
	})
	row.Up = widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { r.do(roster.Action{Op: roster.Move, ID: row.id, To: seat - 1}) })
	row.Down = widget.NewButtonWithIcon("", theme.MoveDownIcon(), func() { r.do(roster.Action{Op: roster.Move, ID: row.id, To: seat + 1}) })
	// Icons alone, like the arrows: the name keeps the row's room on an
	// upright tablet.
	row.RenameButton = widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), func() { r.OpenRename(row.id) })
	row.RemoveBtn = widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { r.do(roster.Action{Op: roster.Remove, ID: row.id}) })
	row.seat = widget.NewLabel(r.cat.T("roster.seat", "Seat", seat+1))
	row.swatch = container.NewStack()
	row.Phone = widget.NewIcon(phoneIcon)
	row.Phone.Hide()
	left := container.NewHBox(row.seat, row.swatch, row.Phone)
	right := container.NewHBox(colorPicker(row.Color, names), row.Up, row.Down, row.RenameButton, row.RemoveBtn)
	row.box = container.NewBorder(nil, nil, left, right, row.Name)
	r.Rows = append(r.Rows, row)
	r.list.Add(row.box)
}

// colorPicker gives a colour select the width of its longest colour name
// in the table's language: a select is only as wide as its placeholder, and
// cut «Помаранчевий» short.
func colorPicker(sel *widget.Select, names []string) fyne.CanvasObject {
	probe := widget.NewSelect(nil, nil)
	var width float32
	for _, name := range names {
		probe.PlaceHolder = name
		width = max(width, probe.MinSize().Width)
	}
	strut := canvas.NewRectangle(color.Transparent)
	strut.SetMinSize(fyne.NewSize(width, 0))
	return container.NewStack(strut, sel)
}

// fillRow shows the player on a seat in its row.
func (r *RosterScreen) fillRow(row *RosterRow, seat int, players games.Seats) {
	p := players[seat]
	row.id = p.ID
	screens.SetText(row.Name, p.Name)
	if row.color != p.Color {
		row.color = p.Color
		// Set without OnChanged, which would recolour the player again.
		row.Color.Selected = r.cat.T("color." + p.Color)
		row.Color.Refresh()
		row.swatch.Objects = []fyne.CanvasObject{screens.Swatch(p.Color, 30)}
		row.swatch.Refresh()
	}
	screens.SetEnabled(row.Up, seat > 0)
	screens.SetEnabled(row.Down, seat < len(players)-1)
	screens.SetVisible(row.Phone, r.linked != nil && slices.Contains(r.linked(), p.ID))
}

// Add adds the player named in the name field with the first free colour.
func (r *RosterScreen) Add() {
	r.do(roster.Action{Op: roster.Add, ID: roster.NewID(), Name: r.draft, Color: r.roster.State().FreeColor()})
	// The next name goes in at once, also after a tap on Add.
	if r.shown() {
		r.win.Canvas().Focus(r.NameEntry)
	}
}

// Restore brings back the player the last change removed, as Undo does.
func (r *RosterScreen) Restore() {
	if r.removed != "" && r.roster.Len() == r.removedAt && r.roster.Undo() {
		r.commit()
	}
}

// OpenRename asks for a player's new name.
func (r *RosterScreen) OpenRename(id string) {
	players := r.roster.State().Players()
	i := players.Index(id)
	if i < 0 {
		return
	}
	r.renameID = id
	r.RenameEntry = widget.NewEntry()
	r.RenameEntry.SetText(players[i].Name)
	r.RenameEntry.OnSubmitted = func(string) { r.renameDlg.Hide(); r.ConfirmRename() }
	// The same friend typed twice, on two evenings: merged, their games
	// count as one player's. The other players are offered by name.
	var others []string
	ids := map[string]string{}
	for _, p := range players {
		if p.ID != id {
			others = append(others, p.Name)
			ids[p.Name] = p.ID
		}
	}
	hint := widget.NewLabel(r.cat.T("roster.merge_hint", "Name", players[i].Name))
	hint.Wrapping = fyne.TextWrapWord
	r.MergeButton = widget.NewButtonWithIcon(r.cat.T("roster.merge"), theme.ContentCopyIcon(), func() {
		into := ids[r.MergeInto.Selected]
		r.renameDlg.Hide()
		r.do(roster.Action{Op: roster.Merge, ID: id, Into: into})
	})
	r.MergeButton.Disable()
	r.MergeInto = screens.NewSelect(r.cat.T, others, func(string) { r.MergeButton.Enable() })
	merge := container.NewVBox(widget.NewSeparator(), hint, container.NewBorder(nil, nil, nil, r.MergeButton, r.MergeInto))
	screens.SetVisible(merge, len(others) > 0)
	r.renameDlg = dialog.NewCustomConfirm(r.cat.T("roster.rename_title", "Name", players[i].Name),
		r.cat.T("roster.rename_ok"), r.cat.T("dialog.cancel"), container.NewVBox(r.RenameEntry, merge),
		func(ok bool) {
			if ok {
				r.ConfirmRename()
			}
		}, r.win)
	r.renameDlg.Resize(fyne.NewSize(min(460, r.win.Canvas().Size().Width-32), 0))
	r.renameDlg.Show()
	r.win.Canvas().Focus(r.RenameEntry)
}

// ConfirmRename renames the player to the text of the rename dialog.
func (r *RosterScreen) ConfirmRename() {
	r.do(roster.Action{Op: roster.Rename, ID: r.renameID, Name: r.RenameEntry.Text})
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
		r.commit()
	} else {
		r.Update()
	}
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
