package house

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games/evening"
	"tablecompanion/screens"
	"tablecompanion/translations"
)

// Points writes placement points as a table of data does: whole, or with
// a half after a decimal point.
func Points(halves int) string {
	if halves%2 == 0 {
		return strconv.Itoa(halves / 2)
	}
	return strconv.FormatFloat(float64(halves)/2, 'f', 1, 64)
}

// ShownPoints writes placement points for the screen, with the decimal
// comma in Russian and Ukrainian.
func ShownPoints(cat *translations.Catalog, halves int) string {
	if cat.Language() == language.English {
		return Points(halves)
	}
	return strings.Replace(Points(halves), ".", ",", 1)
}

// EveningTitle names an evening by its day and the hours of its games.
func EveningTitle(cat *translations.Catalog, e evening.Evening) string {
	return cat.T("evening.title", "Date", e.Start.Local().Format("2006-01-02"),
		"From", e.Start.Local().Format("15:04"), "To", e.Last().Local().Format("15:04"), "Count", len(e.Games))
}

// Leaderboard is an evening's standings as rows of labels: the place, a
// crown for the leaders, the name, the games played, the wins and the
// points. It keeps its rows from one update to the next.
type Leaderboard struct {
	// View is the board and, under it, what its points are; Box is the
	// board alone.
	View *fyne.Container
	Box  *fyne.Container
	// Names are the labels of the players on show, best first.
	Names []*widget.Label
	rows  []*standingRow
	// Early names the games the table ended early, under the board.
	Early *widget.Label
	// Chart draws each player's placement points game by game.
	Chart *screens.EndChart
	cat   *translations.Catalog
}

// standingRow is a player's row of a leaderboard.
type standingRow struct {
	place, crown, name, played, wins, points *widget.Label
}

// NewLeaderboard makes an evening's board.
func NewLeaderboard(cat *translations.Catalog, e evening.Evening) *Leaderboard {
	lb := &Leaderboard{cat: cat, Box: container.New(screens.NewColumns(6, 12))}
	head := func(id string) *widget.Label {
		return widget.NewLabelWithStyle(cat.T(id), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	lb.Box.Add(widget.NewLabel(""))
	lb.Box.Add(widget.NewLabel(""))
	lb.Box.Add(head("evening.col.player"))
	lb.Box.Add(head("evening.col.played"))
	lb.Box.Add(head("evening.col.wins"))
	lb.Box.Add(head("evening.col.points"))
	// Regular, as every label is: an italic would make the tablet load
	// another font.
	note := widget.NewLabel(cat.T("evening.points_note"))
	note.Wrapping = fyne.TextWrapWord
	lb.Chart = screens.NewEndChart(screens.NewContext(screens.Context{Catalog: cat}), "chart.heading.games", "chart.axis.game", "chart.axis.place_points")
	lb.View = container.NewVBox(lb.Box, note, lb.Chart.Object())
	lb.addEarly()
	lb.Update(e)
	return lb
}

// Update shows the evening's standings, in the rows it has and in more
// when the evening has more players.
func (lb *Leaderboard) Update(e evening.Evening) {
	standings := e.Leaderboard()
	lb.updateEarly(e)
	lb.Chart.Set(eveningLines(e))
	for len(lb.rows) < len(standings) {
		r := &standingRow{place: widget.NewLabel(""), crown: widget.NewLabel(""), name: widget.NewLabel(""),
			played: widget.NewLabel(""), wins: widget.NewLabel(""), points: widget.NewLabel("")}
		r.crown.Importance = widget.WarningImportance
		r.points.TextStyle.Bold = true
		lb.rows = append(lb.rows, r)
		for _, l := range r.cells() {
			lb.Box.Add(l)
		}
	}
	lb.Names = lb.Names[:0]
	for i, r := range lb.rows {
		for _, l := range r.cells() {
			screens.SetVisible(l, i < len(standings))
		}
		if i >= len(standings) {
			continue
		}
		st := standings[i]
		r.set(st.Place == 1)
		screens.SetText(r.place, fmt.Sprintf("%d.", st.Place))
		screens.SetText(r.name, st.Player.Name)
		screens.SetText(r.played, strconv.Itoa(st.Played))
		screens.SetText(r.wins, strconv.Itoa(st.Wins))
		screens.SetText(r.points, ShownPoints(lb.cat, st.HalfPoints))
		lb.Names = append(lb.Names, r.name)
	}
}

// eveningLines are the evening's chart: each player's placement points
// after each game, in the order of the leaderboard.
func eveningLines(e evening.Evening) []screens.ChartLine {
	var out []screens.ChartLine
	for _, p := range e.Progress() {
		l := screens.ChartLine{Label: p.Player.Name, Color: p.Player.Color}
		for _, h := range p.HalfPoints {
			l.Values = append(l.Values, float64(h)/2)
		}
		out = append(out, l)
	}
	return out
}

// cells are the row's labels, in the leaderboard's columns.
func (r *standingRow) cells() []*widget.Label {
	return []*widget.Label{r.place, r.crown, r.name, r.played, r.wins, r.points}
}

// set crowns the row's player, and sets the name in bold, when leader.
func (r *standingRow) set(leader bool) {
	var crown string
	var size fyne.ThemeSizeName
	if leader {
		crown, size = "👑", theme.SizeNameSubHeadingText
	}
	if r.name.TextStyle.Bold != leader || r.crown.SizeName != size {
		r.name.TextStyle.Bold = leader
		r.crown.SizeName = size
		r.name.Refresh()
		r.crown.Refresh()
	}
	screens.SetText(r.crown, crown)
}

// addEarly puts the line of the games ended early under the board, hidden
// while there are none.
func (lb *Leaderboard) addEarly() {
	lb.Early = widget.NewLabel("")
	lb.Early.Wrapping = fyne.TextWrapWord
	lb.Early.Importance = widget.WarningImportance
	lb.Early.Hide()
	lb.View.Add(lb.Early)
}

// updateEarly names the evening's games the table ended early, each by its
// name and the time it ended: the board counts them as any finished game.
func (lb *Leaderboard) updateEarly(e evening.Evening) {
	var games []string
	for _, g := range e.Games {
		if g.EndedEarly {
			// A game's name is the message "game." and its kind, as the
			// screens' catalog names it.
			games = append(games, lb.cat.T("game."+g.Kind)+" "+g.Finished.Local().Format("15:04"))
		}
	}
	if len(games) > 0 {
		screens.SetText(lb.Early, lb.cat.T("evening.ended_early", "Games", strings.Join(games, ", ")))
	}
	screens.SetVisible(lb.Early, len(games) > 0)
}
