package house

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
)

// PlayerEditor is the dialog a tap on a roster row opens: it renames the
// player, gives them another colour, moves them a seat up or down, takes
// them off the roster, or merges them into another player who is the same
// friend. Each change goes through the roster's history, so Undo takes it
// back; the dialog stays open for the next change, and follows the roster
// as it changes (a move, an undo), until Done, a removal or a merge.
type PlayerEditor struct {
	r   *RosterScreen
	dlg *dialog.CustomDialog
	// id is the player being edited; shownName the name the field last
	// took from the roster, so that a rename from elsewhere (an undo) shows
	// while what the table is typing stays.
	id, shownName string
	// colors are the colour names in the table's language, in the order
	// of roster.Colors; others maps the names MergeInto offers to IDs.
	colors []string
	others map[string]string

	// Heading names the seat and the player.
	Heading *widget.Label
	// NameEntry holds the player's name; Rename, or Enter, renames them.
	NameEntry    *widget.Entry
	RenameButton *screens.Button
	// Color picks the player's colour; a pick recolours them at once.
	Color *widget.Select
	// Up and Down move the player a seat up or down the list.
	Up, Down *screens.Button
	// RemoveButton takes the player off the roster and closes the dialog.
	RemoveButton *screens.Button
	// Message says why the last change was refused.
	Message *widget.Label
	// MergeInto picks another player who is the same friend, and
	// MergeButton merges the two.
	MergeInto   *widget.Select
	MergeButton *screens.Button
	mergeHint   *widget.Label
	merge       *fyne.Container
	// DoneButton renames the player if their name was changed and closes
	// the dialog.
	DoneButton *screens.Button
}

// newEditor builds the player editor, once for each build of the screen.
func (r *RosterScreen) newEditor() *PlayerEditor {
	e := &PlayerEditor{r: r, others: map[string]string{}}
	for _, c := range roster.Colors {
		e.colors = append(e.colors, r.cat.T("color."+c))
	}
	e.Heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	e.Heading.Wrapping = fyne.TextWrapWord
	e.NameEntry = widget.NewEntry()
	e.NameEntry.OnChanged = func(string) { e.showRename() }
	e.NameEntry.OnSubmitted = func(string) { e.Done() }
	e.RenameButton = screens.NewButtonWithIcon(r.cat.T("roster.rename_ok"), theme.DocumentCreateIcon(), func() { e.Rename() })
	e.Color = screens.NewSelect(r.cat.T, e.colors, func(name string) {
		if i := slices.Index(e.colors, name); i >= 0 {
			r.do(roster.Action{Op: roster.Recolor, ID: e.id, Color: roster.Colors[i]})
		}
	})
	e.Up = screens.NewButtonWithIcon(r.cat.T("roster.move_up"), theme.MoveUpIcon(), func() { e.move(-1) })
	e.Down = screens.NewButtonWithIcon(r.cat.T("roster.move_down"), theme.MoveDownIcon(), func() { e.move(+1) })
	e.RemoveButton = screens.NewButtonWithIcon(r.cat.T("roster.remove"), theme.DeleteIcon(), func() {
		id := e.id
		e.close()
		r.do(roster.Action{Op: roster.Remove, ID: id})
	})
	e.RemoveButton.Importance = widget.DangerImportance
	e.Message = screens.NewMessageLabel()
	e.Message.Hide()
	// The same friend typed twice, on two evenings: merged, their games
	// count as one player's. The other players are offered by name.
	e.mergeHint = widget.NewLabel("")
	e.mergeHint.Wrapping = fyne.TextWrapWord
	e.MergeButton = screens.NewButtonWithIcon(r.cat.T("roster.merge"), theme.ContentCopyIcon(), func() {
		id, into := e.id, e.others[e.MergeInto.Selected]
		e.close()
		r.do(roster.Action{Op: roster.Merge, ID: id, Into: into})
	})
	e.MergeInto = screens.NewSelect(r.cat.T, nil, func(string) { e.MergeButton.Enable() })
	e.merge = container.NewVBox(widget.NewSeparator(), e.mergeHint, container.NewBorder(nil, nil, nil, e.MergeButton, e.MergeInto))
	e.DoneButton = screens.NewButton(r.cat.T("roster.editor_done"), e.Done)
	e.DoneButton.Importance = widget.HighImportance

	colour := widget.NewLabel(r.cat.T("roster.color_label"))
	content := container.NewVBox(
		e.Heading,
		container.NewBorder(nil, nil, nil, e.RenameButton, e.NameEntry),
		container.NewBorder(nil, nil, colour, nil, colorPicker(e.Color, e.colors)),
		container.NewGridWithColumns(2, e.Up, e.Down),
		e.RemoveButton,
		e.Message,
		e.merge,
	)
	e.dlg = dialog.NewCustomWithoutButtons(r.cat.T("roster.editor_title"), content, r.win)
	e.dlg.SetButtons([]fyne.CanvasObject{e.DoneButton})
	e.dlg.SetOnClosed(func() { e.id = "" })
	return e
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

// OpenEditor opens the editor on a player.
func (r *RosterScreen) OpenEditor(id string) {
	e := r.Editor
	players := r.roster.State().Players()
	if players.Index(id) < 0 {
		return
	}
	e.id, e.shownName = id, ""
	// A refusal belongs to the change that met it, not to the next player.
	r.refusal = nil
	e.MergeInto.ClearSelected()
	e.MergeButton.Disable()
	r.Update()
	// The keys go to the dialog, not to the add field behind it; the
	// name field takes them on a tap, so that a tablet's keyboard comes
	// up only to rename.
	r.win.Canvas().Unfocus()
	e.dlg.Resize(fyne.NewSize(min(460, r.win.Canvas().Size().Width-32), 0))
	e.dlg.Show()
}

// IsOpen reports whether the editor is on show.
func (e *PlayerEditor) IsOpen() bool { return e != nil && e.id != "" }

// PlayerID is the ID of the player the editor changes, "" while closed.
func (e *PlayerEditor) PlayerID() string {
	if e == nil {
		return ""
	}
	return e.id
}

// close hides the editor.
func (e *PlayerEditor) close() {
	if e.IsOpen() {
		e.id = ""
		e.dlg.Hide()
	}
}

// update shows the edited player as the roster has them now; the editor
// closes when they are no longer on it.
func (e *PlayerEditor) update(players games.Seats) {
	if !e.IsOpen() {
		return
	}
	seat := players.Index(e.id)
	if seat < 0 {
		e.close()
		return
	}
	r, p := e.r, players[seat]
	screens.SetText(e.Heading, r.cat.T("roster.seat", "Seat", seat+1)+" "+p.Name)
	if e.shownName != p.Name {
		e.shownName = p.Name
		e.NameEntry.SetText(p.Name)
	}
	e.showRename()
	if want := r.cat.T("color." + p.Color); e.Color.Selected != want {
		// Set without OnChanged, which would recolour the player again.
		e.Color.Selected = want
		e.Color.Refresh()
	}
	screens.SetEnabled(e.Up, seat > 0)
	screens.SetEnabled(e.Down, seat < len(players)-1)
	if r.refusal != nil {
		screens.SetText(e.Message, r.cat.Error(r.refusal))
	}
	screens.SetVisible(e.Message, r.refusal != nil)
	e.updateMerge(players, p)
}

// updateMerge offers the other players to merge the edited one into.
func (e *PlayerEditor) updateMerge(players games.Seats, p games.Player) {
	var others []string
	clear(e.others)
	for _, o := range players {
		if o.ID != p.ID {
			others = append(others, o.Name)
			e.others[o.Name] = o.ID
		}
	}
	if !slices.Equal(e.MergeInto.Options, others) {
		e.MergeInto.SetOptions(others)
		if !slices.Contains(others, e.MergeInto.Selected) {
			e.MergeInto.ClearSelected()
			e.MergeButton.Disable()
		}
	}
	screens.SetText(e.mergeHint, e.r.cat.T("roster.merge_hint", "Name", p.Name))
	screens.SetVisible(e.merge, len(others) > 0)
}

// showRename offers Rename while the field holds another name.
func (e *PlayerEditor) showRename() {
	screens.SetEnabled(e.RenameButton, e.NameEntry.Text != e.shownName)
}

// move moves the player a seat up (-1) or down (+1).
func (e *PlayerEditor) move(by int) {
	if seat := e.r.roster.State().Players().Index(e.id); seat >= 0 {
		e.r.do(roster.Action{Op: roster.Move, ID: e.id, To: seat + by})
	}
}

// Rename renames the player to the text of the name field, and reports
// whether the roster took the name.
func (e *PlayerEditor) Rename() bool {
	return e.r.do(roster.Action{Op: roster.Rename, ID: e.id, Name: e.NameEntry.Text})
}

// Done renames the player if the name field holds another name, and closes
// the editor unless the roster refused the name.
func (e *PlayerEditor) Done() {
	if e.NameEntry.Text != e.shownName && !e.Rename() {
		return
	}
	e.close()
}
