package screens

import (
	"image/color"
	"math"
	"slices"
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"tablecompanion/games/roster"
)

// TestEveryPlayerColourReadsOnAChartInBothThemes pins the chart's shades of
// the fourteen roster colours: 4.5:1 against the background of the light
// and of the dark theme, the same hue as the colour, and the colour itself
// where it reads already.
func TestEveryPlayerColourReadsOnAChartInBothThemes(t *testing.T) {
	th := NewTheme(ThemeSystem)
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		bg := th.Color(theme.ColorNameBackground, v)
		for _, name := range roster.Colors {
			own := playerColors[name]
			got := ChartColor(name, bg)
			if r := Contrast(got, bg); r < 4.5 {
				t.Errorf("variant %d: %s is %.2f:1 on the chart", v, name, r)
			}
			if Contrast(own, bg) >= 4.5 && got != own {
				t.Errorf("variant %d: %s reads as it is, yet the chart draws %v", v, name, got)
			}
			if name != "grey" && hueApart(own, got) > 6 {
				t.Errorf("variant %d: %s drawn as %v, %.0f° round the colour wheel from %v", v, name, got, hueApart(own, got), own)
			}
		}
	}
}

// hueApart is how far apart two colours' hues lie, in degrees.
func hueApart(a, b color.NRGBA) float64 {
	d := math.Abs(hue(a) - hue(b))
	return min(d, 360-d)
}

func hue(c color.NRGBA) float64 {
	r, g, b := float64(c.R), float64(c.G), float64(c.B)
	hi, lo := max(r, g, b), min(r, g, b)
	if hi == lo {
		return 0
	}
	var h float64
	switch hi {
	case r:
		h = math.Mod((g-b)/(hi-lo), 6)
	case g:
		h = (b-r)/(hi-lo) + 2
	default:
		h = (r-g)/(hi-lo) + 4
	}
	return math.Mod(h*60+360, 360)
}

func TestLabelsSpreadApartKeepTheirOrderAndStayInside(t *testing.T) {
	cases := []struct {
		name string
		ys   []float32
		want []float32
	}{
		{"far apart: each on its line", []float32{50, 100}, []float32{40, 90}},
		{"two on one height: the second goes below", []float32{50, 50}, []float32{40, 60}},
		{"three close: pushed down in order", []float32{52, 50, 55}, []float32{60, 40, 80}},
		{"at the bottom: pushed up", []float32{195, 198}, []float32{160, 180}},
		{"too many: down from the top", []float32{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, []float32{0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200, 220}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := SpreadLabels(c.ys, 20, 0, 200)
			for i := range got {
				if got[i] != c.want[i] {
					t.Fatalf("tops %v, want %v", got, c.want)
				}
			}
		})
	}
}

// fourPlayers is a chart's lines of a game of four: two of them level all
// the way, two crossing.
var fourPlayers = []ChartLine{
	{Label: "Ann", Color: "red", Values: []float64{0, 3, 5, 9}},
	{Label: "Ben", Color: "blue", Values: []float64{0, 3, 5, 9}},
	{Label: "Катерина-Александра", Color: "yellow", Values: []float64{0, 4, 4, 8}},
	{Label: "Dan", Color: "grey", Values: []float64{0, 0, 2, 4}},
}

func TestEachLineEndsInItsMarkWithItsLabelBesideAndNoLabelsOverlap(t *testing.T) {
	for _, v := range []string{ThemeLight, ThemeDark} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(NewTheme(v))
		c := NewChart("Round", "Points")
		c.SetLines(fourPlayers)
		w := test.NewTempWindow(t, c)
		w.Resize(fyne.NewSize(400, 260))
		r := test.WidgetRenderer(c).(*chartRenderer)
		size := c.Size()
		bg := theme.Color(theme.ColorNameBackground)
		for i, s := range r.series {
			vs := fourPlayers[i].Values
			// Level lines end side by side (see apart).
			end := r.at(size, len(vs)-1, vs[len(vs)-1]).AddXY(0, r.apart(i, len(vs)-1))
			centre := s.mark.Position().AddXY(s.mark.Size().Width/2, s.mark.Size().Height/2)
			if centre != end || s.mark.Size().Width < chartMark {
				t.Errorf("%s: %s's mark centred at %v of size %v, want at the line's end %v", v, s.label.Text, centre, s.mark.Size(), end)
			}
			if last := s.segments[len(s.segments)-1]; last.Position2 != end {
				t.Errorf("%s: %s's line ends at %v, not at %v", v, s.label.Text, last.Position2, end)
			}
			if s.label.Position().X < end.X || s.label.Position().X+s.label.Size().Width > size.Width {
				t.Errorf("%s: %s's label at %v, not right of its mark %v and inside %v", v, s.label.Text, s.label.Position(), end, size)
			}
			if Contrast(s.label.Color, bg) < 4.5 || s.label.Color != s.segments[0].StrokeColor {
				t.Errorf("%s: %s's label in %v on %v", v, s.label.Text, s.label.Color, bg)
			}
			for _, o := range r.series[:i] {
				if overlap(o.label, s.label) {
					t.Errorf("%s: labels %q at %v and %q at %v overlap", v, o.label.Text, o.label.Position(), s.label.Text, s.label.Position())
				}
			}
		}
		if got := r.series[2].label.Text; got != "Катерина-Ал…" {
			t.Errorf("a long name reads %q", got)
		}
		for _, ticks := range [][]fyne.CanvasObject{objects(r.xTicks), objects(r.yTicks)} {
			for i, a := range ticks {
				for _, b := range ticks[:i] {
					if a.Visible() && b.Visible() && overlap(a, b) {
						t.Errorf("%s: ticks at %v and %v overlap", v, a.Position(), b.Position())
					}
				}
			}
		}
	}
}

// TestLevelLinesAreDrawnSideBySide: Ann and Ben level all game long are
// two stripes a line's width apart, centred on their score, Catherine and
// Dan alone where they are alone; twelve players on one score are twelve
// stripes; Ann's mark is a ring round Ben's.
func TestLevelLinesAreDrawnSideBySide(t *testing.T) {
	test.NewTempApp(t)
	c := NewChart("Round", "Points")
	c.SetLines(fourPlayers)
	test.NewTempWindow(t, c).Resize(fyne.NewSize(400, 260))
	r := test.WidgetRenderer(c).(*chartRenderer)
	ann, ben, dan := r.series[0], r.series[1], r.series[3]
	for k := range ann.segments {
		a, b := ann.segments[k].Position2, ben.segments[k].Position2
		at := r.at(c.Size(), k+1, fourPlayers[0].Values[k+1])
		if b.Y-a.Y != chartLineWidth || a.Y+b.Y != 2*at.Y || a.X != b.X {
			t.Errorf("step %d: Ann at %v, Ben at %v, their score at %v", k+1, a, b, at)
		}
	}
	// At step 0 all four are level on 0: four stripes, Dan the lowest.
	if d, a := dan.segments[0].Position1.Y, ann.segments[0].Position1.Y; d-a != 3*chartLineWidth {
		t.Errorf("at the start Ann at %v, Dan at %v", a, d)
	}
	// Dan alone at step 3 is on his score.
	if got, want := dan.segments[2].Position2.Y, r.at(c.Size(), 3, 4).Y; got != want {
		t.Errorf("Dan's last point at %v, want %v", got, want)
	}
	if ann.mark.Size().Width != ben.mark.Size().Width+4 || dan.mark.Size().Width != chartMark {
		t.Errorf("marks %v, %v and %v wide", ann.mark.Size().Width, ben.mark.Size().Width, dan.mark.Size().Width)
	}
	twelve := make([]ChartLine, 12)
	for i := range twelve {
		twelve[i] = ChartLine{Label: strconv.Itoa(i), Color: roster.Colors[i], Values: []float64{0, 5, 5}}
	}
	c.SetLines(twelve)
	seen := map[float32]bool{}
	for _, s := range r.series {
		seen[s.segments[1].Position2.Y] = true
	}
	if len(seen) != 12 {
		t.Errorf("twelve players level drawn at %d heights", len(seen))
	}
}

func TestAChartIsUpdatedInPlaceAndStaysSmall(t *testing.T) {
	test.NewTempApp(t)
	c := NewChart("Game", "Points")
	w := test.NewTempWindow(t, c)
	r := test.WidgetRenderer(c).(*chartRenderer)
	c.SetLines(fourPlayers[:2])
	if len(r.series) != 2 || len(r.xTicks) != 4 {
		t.Fatalf("%d lines and %d steps after the first data", len(r.series), len(r.xTicks))
	}
	eight := make([]ChartLine, 8)
	for i := range eight {
		eight[i] = ChartLine{Label: "Player " + string(rune('A'+i)), Color: roster.Colors[i], Values: []float64{0, float64(i), 2}}
	}
	c.SetLines(eight)
	if got := test.WidgetRenderer(c); got != r || len(r.series) != 8 {
		t.Fatalf("the chart was built again or shows %d lines", len(r.series))
	}
	if min := c.MinSize(); min.Width > 400 || min.Height > 300 {
		t.Errorf("eight players need %v", min)
	}
	w.Resize(c.MinSize())
	for i, s := range r.series {
		for _, o := range r.series[:i] {
			if overlap(o.label, s.label) {
				t.Errorf("labels %q and %q overlap at the least size", o.label.Text, s.label.Text)
			}
		}
	}
}

func objects[T fyne.CanvasObject](ts []T) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(ts))
	for i, t := range ts {
		out[i] = t
	}
	return out
}

// overlap reports whether two objects' rectangles share more than an edge.
func overlap(a, b fyne.CanvasObject) bool {
	pa, pb, sa, sb := a.Position(), b.Position(), a.Size(), b.Size()
	return pa.X < pb.X+sb.Width && pb.X < pa.X+sa.Width && pa.Y < pb.Y+sb.Height && pb.Y < pa.Y+sa.Height
}

// TestAPercentageKeepsItsAxis: a player at 0 % all along gets the axis of
// a percentage, 0 to 100 by 25, not 0 to 1.
func TestAPercentageKeepsItsAxis(t *testing.T) {
	test.NewTempApp(t)
	c := NewChart("Month", "Wins, %")
	c.SetYRange(0, 100, 25)
	c.SetLines([]ChartLine{{Label: "Ann", Color: "red", Values: []float64{0, 0, 0}}})
	test.NewTempWindow(t, c).Resize(fyne.NewSize(400, 260))
	r := test.WidgetRenderer(c).(*chartRenderer)
	var ticks []string
	for _, tk := range r.yTicks {
		ticks = append(ticks, tk.Text)
	}
	if want := []string{"0", "25", "50", "75", "100"}; !slices.Equal(ticks, want) {
		t.Errorf("ticks %v, want %v", ticks, want)
	}
}

// TestTeamsAreDrawnInTheirOwnColours: Decrypto's white team is white on the
// dark theme and a grey on the light one, its black team black on the light
// theme and a grey on the dark one; each reads 4.5:1 and no grey is tinted.
func TestTeamsAreDrawnInTheirOwnColours(t *testing.T) {
	th := NewTheme(ThemeSystem)
	light, dark := th.Color(theme.ColorNameBackground, theme.VariantLight), th.Color(theme.ColorNameBackground, theme.VariantDark)
	white := color.NRGBA{0xff, 0xff, 0xff, 0xff}
	black := color.NRGBA{0, 0, 0, 0xff}
	if got := ChartColor(TeamWhite, dark); got != white {
		t.Errorf("white on dark drawn %v", got)
	}
	if got := ChartColor(TeamBlack, light); got != black {
		t.Errorf("black on light drawn %v", got)
	}
	for _, c := range []struct {
		name string
		bg   color.Color
	}{{TeamWhite, light}, {TeamBlack, dark}} {
		got := ChartColor(c.name, c.bg)
		if got.R != got.G || got.G != got.B || Contrast(got, c.bg) < 4.5 || got == white || got == black {
			t.Errorf("%s drawn %v, %.2f:1", c.name, got, Contrast(got, c.bg))
		}
	}
}
