package screens

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tablecompanion/games"
)

// trackCells is the number of cells after the start cell 0, as on the
// Dixit board, and trackColumns the cells in each row on screen.
const (
	trackCells   = 30
	trackColumns = 8
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
	t := &ScoreTrack{players: players, scores: scores}
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

// CreateRenderer draws the cells in rows with the markers on them.
func (t *ScoreTrack) CreateRenderer() fyne.WidgetRenderer {
	grid := container.NewGridWithColumns(trackColumns)
	for cell := 0; cell <= trackCells; cell++ {
		grid.Add(t.cell(cell))
	}
	return widget.NewSimpleRenderer(grid)
}

func (t *ScoreTrack) cell(n int) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.InputRadiusSize()
	bg.SetMinSize(fyne.NewSquareSize(44))
	number := canvas.NewText(strconv.Itoa(n), theme.Color(theme.ColorNamePlaceHolder))
	number.TextSize = theme.CaptionTextSize()
	markers := container.New(dots{})
	for seat, p := range t.players {
		if t.Cell(seat) == n {
			c := canvas.NewCircle(PlayerColor(p.Color))
			c.StrokeColor = color.NRGBA{0, 0, 0, 0x60}
			c.StrokeWidth = 1
			markers.Add(c)
		}
	}
	inside := container.NewBorder(number, nil, nil, nil, container.NewCenter(markers))
	return container.NewStack(bg, container.NewPadded(inside))
}

// Markers on a cell are dots of dotSize, up to dotsPerRow in a row,
// dotGap apart: six players fit a cell of the track.
const (
	dotSize    = 12
	dotGap     = 2
	dotsPerRow = 3
)

// dots lays out the markers on a cell in rows.
type dots struct{}

// MinSize fits the markers' rows.
func (dots) MinSize(objects []fyne.CanvasObject) fyne.Size {
	n := len(objects)
	if n == 0 {
		return fyne.NewSquareSize(dotSize)
	}
	cols, rows := min(n, dotsPerRow), (n+dotsPerRow-1)/dotsPerRow
	return fyne.NewSize(float32(cols*(dotSize+dotGap)-dotGap), float32(rows*(dotSize+dotGap)-dotGap))
}

// Layout places the markers row by row.
func (dots) Layout(objects []fyne.CanvasObject, _ fyne.Size) {
	for i, o := range objects {
		o.Move(fyne.NewPos(float32(i%dotsPerRow*(dotSize+dotGap)), float32(i/dotsPerRow*(dotSize+dotGap))))
		o.Resize(fyne.NewSquareSize(dotSize))
	}
}
