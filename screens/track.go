package screens

import (
	"image"
	"image/color"
	"image/draw"
	"slices"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"tablecompanion/games"
)

// trackCells is the number of cells after the start cell 0, as on the
// Dixit board; trackColumns the cells in each row on screen, trackCell the
// width of a cell and trackCellHeight its height when no lap's tag needs
// more.
const (
	trackCells      = 30
	trackColumns    = 8
	trackCell       = 34
	trackCellHeight = numberRoom + 2*dotSize + 2*dotGap
	trackGap        = 2
)

// ScoreTrack is the board's score track on screen: cells 0 to 30 and a
// marker per player in their colour. A marker past 30 goes round again, 31
// on cell 1, as a rabbit does on the board, and says how far round it has
// been: "+30" in a tag of the player's colour, so 38 reads as ahead of 29.
type ScoreTrack struct {
	widget.BaseWidget
	players games.Seats
	scores  []int
	r       *trackRenderer
}

// CellRect returns where cell n of the track lies inside it, once drawn:
// its top left corner and its size.
func (t *ScoreTrack) CellRect(n int) (fyne.Position, fyne.Size) {
	height := t.r.cellHeight()
	return fyne.NewPos(float32(n%trackColumns)*(trackCell+trackGap), float32(n/trackColumns)*(height+trackGap)), fyne.NewSize(trackCell, height)
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

// TrackLaps returns how many times a score has gone round the track: 0 up
// to 30, 1 from 31 to 60, and so on.
func TrackLaps(score int) int {
	if score <= 0 {
		return 0
	}
	return (score - 1) / trackCells
}

// LapMark is what a marker says of its laps: "+30" once round, "+60" twice,
// nothing before.
func LapMark(score int) string {
	if laps := TrackLaps(score); laps > 0 {
		return "+" + strconv.Itoa(laps*trackCells)
	}
	return ""
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
	t.r = r
	// The cells and their numbers are one picture, not a rectangle and a
	// text each: a tablet's browser draws every object on every frame.
	r.cells = canvas.NewRaster(r.cellsImage)
	for range t.players {
		c := canvas.NewCircle(color.Transparent)
		c.StrokeColor = color.NRGBA{0, 0, 0, 0x60}
		c.StrokeWidth = 1
		tag := canvas.NewRectangle(color.Transparent)
		tag.CornerRadius = lapHeight / 2
		mark := canvas.NewText("", color.Transparent)
		mark.TextSize = lapTextSize
		mark.TextStyle = fyne.TextStyle{Bold: true}
		mark.Alignment = fyne.TextAlignCenter
		r.markers = append(r.markers, c)
		r.lapTags = append(r.lapTags, tag)
		r.lapMarks = append(r.lapMarks, mark)
	}
	r.Refresh()
	return r
}

type trackRenderer struct {
	t *ScoreTrack
	// cells draws the cells' backgrounds in fill, each cellSize, in
	// Fyne's units, with their numbers in ink; it is drawn again only
	// when one of them changes.
	cells    *canvas.Raster
	fill     color.Color
	ink      color.Color
	cellSize fyne.Size
	markers  []*canvas.Circle
	lapTags  []*canvas.Rectangle
	lapMarks []*canvas.Text
}

// Markers on a cell are dots of dotSize, or tags lapHeight high for a
// marker gone round, set in rows like words, dotGap apart, below the
// cell's number, which takes numberRoom: six players fit a cell of the
// track. A cell grows taller only when its markers' rows need it, which
// tags of laps can.
const (
	dotSize     = 9
	dotGap      = 1
	numberRoom  = 15
	lapHeight   = 15
	lapTextSize = 12
	lapPadding  = 2
)

func (r *trackRenderer) Destroy() {}

// MinSize is the rows of cells, each as tall as the fullest needs.
func (r *trackRenderer) MinSize() fyne.Size {
	rows := (trackCells + trackColumns) / trackColumns
	return fyne.NewSize(trackColumns*trackCell+(trackColumns-1)*trackGap, float32(rows)*r.cellHeight()+float32(rows-1)*trackGap)
}

// cellHeight is the height of every cell: trackCellHeight, which holds
// six dots, or more when lap tags on one cell need more rows.
func (r *trackRenderer) cellHeight() float32 {
	var most float32
	for _, spots := range r.spots() {
		for _, s := range spots {
			most = max(most, s.Y+s.Height)
		}
	}
	return max(trackCellHeight, numberRoom+most+dotGap)
}

// spot is where a marker lies in its cell, below the number's room.
type spot struct {
	seat                int
	X, Y, Width, Height float32
}

// spots places the markers of each cell in rows, in seat order: a dot or a
// lap's tag after another while the row has room, then the next row.
func (r *trackRenderer) spots() map[int][]spot {
	out := map[int][]spot{}
	inner := float32(trackCell - 2*dotGap)
	type cursor struct{ x, y, h float32 }
	at := map[int]*cursor{}
	for seat := range r.markers {
		cell := r.t.Cell(seat)
		w, h := float32(dotSize), float32(dotSize)
		if LapMark(r.t.scores[seat]) != "" {
			w, h = min(r.tagWidth(seat), inner), lapHeight
		}
		c := at[cell]
		if c == nil {
			c = &cursor{}
			at[cell] = c
		}
		if c.x > 0 && c.x+w > inner {
			c.x, c.y, c.h = 0, c.y+c.h+dotGap, 0
		}
		out[cell] = append(out[cell], spot{seat: seat, X: c.x, Y: c.y, Width: w, Height: h})
		c.x += w + dotGap
		c.h = max(c.h, h)
	}
	return out
}

// tagWidth is the width of the seat's lap tag: its words and a little room.
func (r *trackRenderer) tagWidth(seat int) float32 {
	m := r.lapMarks[seat]
	return fyne.MeasureText(LapMark(r.t.scores[seat]), m.TextSize, m.TextStyle).Width + 2*lapPadding
}

func (r *trackRenderer) Objects() []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, 0, 1+3*len(r.markers))
	out = append(out, r.cells)
	for i := range r.markers {
		out = append(out, r.markers[i], r.lapTags[i], r.lapMarks[i])
	}
	return out
}

// Layout puts the cells in rows, and the markers below each cell's number,
// a few to a row.
func (r *trackRenderer) Layout(fyne.Size) {
	at := func(n int) fyne.Position {
		pos, _ := r.t.CellRect(n)
		return pos
	}
	r.cells.Resize(r.MinSize())
	if _, size := r.t.CellRect(0); size != r.cellSize {
		r.cellSize = size
		r.cells.Refresh()
	}
	for cell, spots := range r.spots() {
		for _, s := range spots {
			pos := at(cell).AddXY(dotGap+s.X, numberRoom+s.Y)
			size := fyne.NewSize(s.Width, s.Height)
			for _, o := range []fyne.CanvasObject{r.markers[s.seat], r.lapTags[s.seat], r.lapMarks[s.seat]} {
				o.Move(pos)
				o.Resize(size)
			}
		}
	}
}

func (r *trackRenderer) Refresh() {
	bg, ink := theme.Color(theme.ColorNameInputBackground), theme.Color(theme.ColorNamePlaceHolder)
	if bg != r.fill || ink != r.ink {
		r.fill, r.ink = bg, ink
		r.cells.Refresh()
	}
	for seat, m := range r.markers {
		fill := PlayerColor(r.t.players[seat].Color)
		mark := LapMark(r.t.scores[seat])
		m.FillColor = fill
		r.lapTags[seat].FillColor = fill
		r.lapMarks[seat].Color = InkOn(fill)
		r.lapMarks[seat].Text = mark
		SetVisible(m, mark == "")
		SetVisible(r.lapTags[seat], mark != "")
		SetVisible(r.lapMarks[seat], mark != "")
	}
	r.Layout(r.t.Size())
	for _, o := range r.Objects()[1:] {
		o.Refresh()
	}
}

// cellsImage draws the cells' picture, w by h pixels: each cell in its
// fill with its corners cut round, as the other inputs' are, and clear
// between them, with its number at its top left in the caption's size.
func (r *trackRenderer) cellsImage(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	size := r.cells.Size()
	if size.Width <= 0 || r.cellSize.Width <= 0 || r.fill == nil || r.ink == nil {
		return img
	}
	k := float32(w) / size.Width
	px := func(v float32) int { return int(v*k + 0.5) }
	fill := image.NewUniform(r.fill)
	radius := theme.InputRadiusSize() * k
	for n := 0; n <= trackCells; n++ {
		pos, cell := r.t.CellRect(n)
		box := image.Rect(px(pos.X), px(pos.Y), px(pos.X+cell.Width), px(pos.Y+cell.Height))
		draw.Draw(img, box, fill, image.Point{}, draw.Src)
		// Clear the pixels of each corner that lie outside its arc.
		for y := box.Min.Y; y < box.Max.Y; y++ {
			for x := box.Min.X; x < box.Max.X; x++ {
				dx := max(float32(box.Min.X)+radius-float32(x)-0.5, float32(x)+0.5-(float32(box.Max.X)-radius), 0)
				dy := max(float32(box.Min.Y)+radius-float32(y)-0.5, float32(y)+0.5-(float32(box.Max.Y)-radius), 0)
				if dx*dx+dy*dy > radius*radius {
					img.SetNRGBA(x, y, color.NRGBA{})
				}
				if x == box.Min.X+int(radius) && y > box.Min.Y+int(radius) && y < box.Max.Y-int(radius)-1 {
					x = box.Max.X - int(radius) - 1
				}
			}
		}
	}
	face, err := numberFace(float64(theme.CaptionTextSize() * k))
	if err != nil {
		fyne.LogError("the score track's numbers", err)
		return img
	}
	defer face.Close()
	d := font.Drawer{Dst: img, Src: image.NewUniform(r.ink), Face: face}
	for n := 0; n <= trackCells; n++ {
		pos, _ := r.t.CellRect(n)
		d.Dot = fixed.P(px(pos.X+3), px(pos.Y+1)+face.Metrics().Ascent.Ceil())
		d.DrawString(strconv.Itoa(n))
	}
	return img
}

// textFont is the theme's text font, read once.
var textFont = sync.OnceValues(func() (*opentype.Font, error) {
	return opentype.Parse(theme.TextFont().Content())
})

// numberFace is the theme's text font at a size in pixels, for the numbers
// the track draws into its picture.
func numberFace(pixels float64) (font.Face, error) {
	f, err := textFont()
	if err != nil {
		return nil, err
	}
	return opentype.NewFace(f, &opentype.FaceOptions{Size: pixels, DPI: 72, Hinting: font.HintingFull})
}
