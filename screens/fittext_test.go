package screens

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// TestWrapFillsEachLineAsItsWholeMeasureAllows checks the lines wrap
// makes from words measured one by one against the lines measured whole:
// every word is kept in order, no line of several words is wider than the
// room by more than a pixel, and each line would have overflowed with the
// next line's first word.
func TestWrapFillsEachLineAsItsWholeMeasureAllows(t *testing.T) {
	texts := []string{
		"Emma tells the story: a word, a line or a sound about a card from the hand. Each other player adds a card of their own that fits it, face down.",
		"Чёрные угадывают код команды «Белые» по её подсказкам. Верно — жетон перехвата, ошибка ничего не стоит.",
		"Перевірте найшвидшу відповідь — Соломія: правильна забирає карту й веде далі, неправильна віддає три карти.",
		"Одне\nдва три",
	}
	for _, text := range texts {
		for _, size := range []float32{13, 14.5, 18} {
			for _, style := range []fyne.TextStyle{{}, {Italic: true}, {Bold: true}} {
				for _, width := range []float32{120, 300, 700} {
					lines := wrap(text, size, style, width)
					var words []string
					for _, l := range lines {
						words = append(words, strings.Fields(l)...)
					}
					if strings.Join(words, " ") != strings.Join(strings.Fields(text), " ") {
						t.Fatalf("%q at %g in %g wraps to %q", text, size, width, lines)
					}
					for i, l := range lines {
						if strings.Contains(l, " ") && fyne.MeasureText(l, size, style).Width > width+1 {
							t.Errorf("at %g in %g the line %q is %g wide", size, width, l, fyne.MeasureText(l, size, style).Width)
						}
						if i+1 == len(lines) || l == "" || lines[i+1] == "" {
							continue
						}
						next := strings.Fields(lines[i+1])[0]
						if fyne.MeasureText(l+" "+next, size, style).Width <= width-1 && !strings.Contains(text, l+"\n") {
							t.Errorf("at %g in %g %q left %q for the next line", size, width, l, next)
						}
					}
				}
			}
		}
	}
}

// BenchmarkWrapALesson wraps a long lesson that names a new round each
// time, at each size a lesson line tries on an upright tablet, as its
// layout does when the text changes: Fyne keeps the measure of a text it
// has measured, but not of one it has never seen.
func BenchmarkWrapALesson(b *testing.B) {
	text := "Перевірте найшвидшу відповідь — Соломія: правильна забирає карту й веде далі, неправильна віддає три карти, і перевіряють наступного за швидкістю."
	style := fyne.TextStyle{Italic: true}
	round := 0
	for b.Loop() {
		round++
		said := fmt.Sprintf("Раунд %d. %s", round, text)
		for size := float32(18); size >= fitLeast; size -= 0.5 {
			wrap(said, size, style, 760)
		}
	}
}

// markingApp is the test app with a driver whose every canvas counts the
// times an object marks it for drawing, as a window's canvas is marked.
type markingApp struct {
	fyne.App
	driver *markingDriver
}

func (a *markingApp) Driver() fyne.Driver { return a.driver }

type markingDriver struct {
	fyne.Driver
	canvas *markedCanvas
}

func (d *markingDriver) CanvasForObject(fyne.CanvasObject) fyne.Canvas { return d.canvas }

type markedCanvas struct {
	fyne.Canvas
	marks int
}

func (c *markedCanvas) SetDirty() { c.marks++ }

// TestAFittedTextLaidOutAgainMarksNothing checks that laying out a fitted
// text again in the same room, with the same words, marks the window for
// no drawing: Fyne lays a text's room out again in the frame after its
// words change, and each mark there drew the whole window once more.
func TestAFittedTextLaidOutAgainMarksNothing(t *testing.T) {
	a := test.NewTempApp(t)
	c := &markedCanvas{Canvas: test.NewCanvas()}
	fyne.SetCurrentApp(&markingApp{App: a, driver: &markingDriver{Driver: a.Driver(), canvas: c}})
	defer fyne.SetCurrentApp(a)
	f := newFitLines(theme.SizeNameText, fyne.TextStyle{}, 3, 4, fyne.TextAlignLeading, theme.ColorNameForeground)
	f.SetText("Wrong answer: Taras. Solomiia takes one card.")
	f.box.Resize(fyne.NewSize(200, 120))
	f.Layout(f.box.Objects, f.box.Size())
	if c.marks == 0 {
		t.Fatal("the first layout marked nothing: the count does not see the texts")
	}
	shown := 0
	for _, o := range f.box.Objects {
		if o.Visible() {
			shown++
		}
	}
	if shown == 0 || shown == len(f.box.Objects) {
		t.Fatalf("%d of %d lines shown: the test needs some shown and some hidden", shown, len(f.box.Objects))
	}
	c.marks = 0
	f.Layout(f.box.Objects, f.box.Size())
	if c.marks != 0 {
		t.Fatalf("laying the same words out again marked the window %d times", c.marks)
	}
}
