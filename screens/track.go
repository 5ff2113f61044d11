package screens

import (
	"image/color"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
)

// trackCells is the number of cells after the start cell 0, as on the
// Dixit board; trackColumns the cells in each row on screen and trackCell
// the side of a cell.
const (
	trackCells   = 30
	trackColumns = 8
	trackCell    = 32
	trackGap     = 2
)

// ScoreTrack is the board's score track on screen: cells 0 to 30 and a
// marker per player in their colour. A marker past 30 goes round again, 31
// on cell 1, as a rabbit does on the board.
type ScoreTrack struct {
	widget.BaseWidget
	players games.Seats
	scores  []int
}

// NewScoreTrack returns the track with each seat's marker at its score.
func NewScoreTrack(players games.Seats, scores []int) *ScoreTrack {
	t := &ScoreTrack{players: players, scores: slices.Clone(scores)}
	t.ExtendBaseWidget(t)
	return t
}

// TrackCell returns the cell a score stands on.
func TrackCell(score int) int {
	if score <= trackCells {
		return score
	}
	return (score-1)%trackCells + 1
}

// Cell returns the cell of the seat's marker.
func (t *ScoreTrack) Cell(seat int) int {
	return TrackCell(t.scores[seat])
}

// SetScores moves the markers to the scores, by seat.
func (t *ScoreTrack) SetScores(scores []int) {
	if slices.Equal(t.scores, scores) {
		return
	}
	t.scores = slices.Clone(scores)
	t.Refresh()
}

// CreateRenderer draws the cells in rows with the markers on them.
func (t *ScoreTrack) CreateRenderer() fyne.WidgetRenderer {
	r := &trackRenderer{t: t}
	for n := 0; n <= trackCells; n++ {
		bg := canvas.NewRectangle(color.Transparent)
		bg.CornerRadius = theme.InputRadiusSize()
		number := canvas.NewText(strconv.Itoa(n), color.Transparent)
		number.TextSize = theme.CaptionTextSize()
		r.cells = append(r.cells, bg)
		r.numbers = append(r.numbers, number)
	}
	for range t.players {
		c := canvas.NewCircle(color.Transparent)
		c.StrokeColor = color.NRGBA{0, 0, 0, 0x60}
		c.StrokeWidth = 1
		r.markers = append(r.markers, c)
	}
	r.Refresh()
	return r
}

type trackRenderer struct {
	t       *ScoreTrack
	cells   []*canvas.Rectangle
	numbers []*canvas.Text
	markers []*canvas.Circle
}

// Markers on a cell are dots of dotSize, up to dotsPerRow in a row,
// dotGap apart: six players fit a cell of the track.
const (
	dotSize    = 9
	dotGap     = 1
	dotsPerRow = 3
)

func (r *trackRenderer) Destroy() {}

func (r *trackRenderer) MinSize() fyne.Size {
	rows := (trackCells + trackColumns) / trackColumns
	return fyne.NewSize(trackColumns*trackCell+(trackColumns-1)*trackGap, float32(rows)*trackCell+float32(rows-1)*trackGap)
}

func (r *trackRenderer) Objects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, 0, 2*len(r.cells)+len(r.markers))
	for i := range r.cells {
		out = append(out, r.cells[i], r.numbers[i])
	}
	for _, m := range r.markers {
		out = append(out, m)
	}
	return out
}

// Layout puts the cells in rows with the number at the top of each and the
// markers below it, a few to a row.
func (r *trackRenderer) Layout(fyne.Size) {
	at := func(n int) fyne.Position {
		return fyne.NewPos(float32(n%trackColumns)*(trackCell+trackGap), float32(n/trackColumns)*(trackCell+trackGap))
	}
	for n, bg := range r.cells {
		bg.Move(at(n))
		bg.Resize(fyne.NewSquareSize(trackCell))
		r.numbers[n].Move(at(n).AddXY(3, 1))
		r.numbers[n].Resize(r.numbers[n].MinSize())
	}
	on := map[int]int{}
	for seat, m := range r.markers {
		cell := r.t.Cell(seat)
		k := on[cell]
		on[cell]++
		x := float32(trackCell-dotsPerRow*(dotSize+dotGap)) / 2
		m.Move(at(cell).AddXY(x+float32(k%dotsPerRow*(dotSize+dotGap)), 15+float32(k/dotsPerRow*(dotSize+dotGap))))
		m.Resize(fyne.NewSquareSize(dotSize))
	}
}

func (r *trackRenderer) Refresh() {
	bg, ink := theme.Color(theme.ColorNameInputBackground), theme.Color(theme.ColorNamePlaceHolder)
	for n := range r.cells {
		r.cells[n].FillColor = bg
		r.numbers[n].Color = ink
	}
	for seat, m := range r.markers {
		m.FillColor = PlayerColor(r.t.players[seat].Color)
	}
	r.Layout(r.t.Size())
	for _, o := range r.Objects() {
		o.Refresh()
	}
}
