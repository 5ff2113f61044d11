package screens

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// fitMost is the most lines a fitted text draws, and fitLeast the least
// size it shrinks to.
const (
	fitMost  = 12
	fitLeast = 6
)

// fitText is a text in a room of its own: it asks for the height of a
// number of lines of its size, wraps at spaces in the room it is given,
// and shrinks when its lines need more room than that, so that no text it
// holds changes its size or moves what lies round it.
type fitText struct {
	box   *fyne.Container
	text  string
	size  fyne.ThemeSizeName
	style fyne.TextStyle
	lines int
	// most is the most lines it draws, one canvas text each; align and
	// ink place and colour them.
	most  int
	align fyne.TextAlign
	ink   fyne.ThemeColorName
	// drawn is the text size the lines were last laid out at.
	drawn float32
}

// newFitText is an empty text of the size and style that keeps the room
// of lines lines.
func newFitText(size fyne.ThemeSizeName, style fyne.TextStyle, lines int) *fitText {
	return newFitLines(size, style, lines, fitMost, fyne.TextAlignCenter, theme.ColorNameForeground)
}

// newFitLines is an empty text that keeps the room of lines lines and
// draws at most most of them, aligned and coloured as given.
func newFitLines(size fyne.ThemeSizeName, style fyne.TextStyle, lines, most int, align fyne.TextAlign, ink fyne.ThemeColorName) *fitText {
	f := &fitText{size: size, style: style, lines: lines, most: most, align: align, ink: ink}
	objects := make([]fyne.CanvasObject, most)
	for i := range objects {
		t := canvas.NewText("", theme.Color(ink))
		t.TextStyle, t.Alignment = style, align
		t.Hide()
		objects[i] = t
	}
	f.box = &fyne.Container{Layout: f, Objects: objects}
	return f
}

// SetText gives the text new words, laid out again in the same room.
func (f *fitText) SetText(text string) {
	if f.text == text {
		return
	}
	f.text = text
	f.box.Refresh()
}

// MinSize is the room of its lines at its own size, whatever it holds: a
// label's, lines one under another inside the inner padding.
func (f *fitText) MinSize([]fyne.CanvasObject) fyne.Size {
	size := theme.Size(f.size)
	line := fyne.MeasureText("Ag", size, f.style).Height
	return fyne.NewSize(0, float32(f.lines)*line+2*theme.InnerPadding())
}

// Layout wraps the text in the room given, at the largest size up to its
// own at which every line fits, and centres the lines in the room.
func (f *fitText) Layout(objects []fyne.CanvasObject, room fyne.Size) {
	pad := theme.InnerPadding()
	width, height := room.Width-2*pad, room.Height-2*pad
	size := theme.Size(f.size)
	lines := wrap(f.text, size, f.style, width)
	for size > fitLeast && !fits(lines, size, f.style, width, height, f.most) {
		size -= 0.5
		lines = wrap(f.text, size, f.style, width)
	}
	f.drawn = size
	line := fyne.MeasureText("Ag", size, f.style).Height
	// Lines that do not fit even at the least size are left out rather
	// than drawn outside the room.
	rows := max(1, int(height/line))
	n := min(len(lines), len(objects), rows)
	used := float32(n) * line
	y := pad + (height-used)/2
	ink := theme.Color(f.ink)
	for i, o := range objects {
		t := o.(*canvas.Text)
		if i >= n {
			// A canvas text marks the window for drawing at each Hide, even
			// when hidden: Fyne lays this room out again in the frame after
			// a change of its lines, and a line hidden again there drew the
			// whole window a second time in the same frame.
			if t.Visible() {
				t.Hide()
			}
			continue
		}
		if t.Text != lines[i] || t.TextSize != size || t.Color != ink {
			t.Text, t.TextSize, t.Color = lines[i], size, ink
			t.Refresh()
		}
		t.Move(fyne.NewPos(pad, y))
		t.Resize(fyne.NewSize(width, line))
		t.Show()
		y += line
	}
}

// fits reports whether lines at the size fit the width and height, and
// are no more than most.
func fits(lines []string, size float32, style fyne.TextStyle, width, height float32, most int) bool {
	if len(lines) > most {
		return false
	}
	line := fyne.MeasureText("Ag", size, style).Height
	if float32(len(lines))*line > height+0.01 {
		return false
	}
	for _, l := range lines {
		if fyne.MeasureText(l, size, style).Width > width {
			return false
		}
	}
	return true
}

// wrap breaks a text into lines at its newlines and, where a line is wider
// than width at the size, at the spaces that keep each line within it; a
// word wider than width alone keeps a line of its own.
//
// A line's width is taken as its words' and spaces' widths added up, each
// word measured once: measuring every line again as it grows shaped a
// lesson's text word by word, which a tablet paid for on every tap that
// changed it. The sum is a word's kerning across a space off at most;
// fits measures the lines whole before they are drawn.
func wrap(text string, size float32, style fyne.TextStyle, width float32) []string {
	var out []string
	space := fyne.MeasureText(" ", size, style).Width
	for _, para := range strings.Split(text, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			out = append(out, "")
			continue
		}
		line, used := words[0], fyne.MeasureText(words[0], size, style).Width
		for _, w := range words[1:] {
			wide := fyne.MeasureText(w, size, style).Width
			if used+space+wide <= width {
				line += " " + w
				used += space + wide
				continue
			}
			out = append(out, line)
			line, used = w, wide
		}
		out = append(out, line)
	}
	return out
}
