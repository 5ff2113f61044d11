package catalog

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/carnival"
	"tablecompanion/games/examples"
	"tablecompanion/screens"
	carnivalscreen "tablecompanion/screens/carnival"
	"tablecompanion/screens/dixit"
	"tablecompanion/screens/screenstest"
)

// These benchmarks time what follows an action the engine accepted: the
// screen updated in place, as the app does now, against the whole screen
// built again and set as the window's content, as it did before. Each
// iteration makes one action and takes it back untimed, so the game stays
// at the same point; the p99 of the timed part is reported too.

// benchAct opens a screen on a moment of play and times do followed by
// show, undoing after each.
func benchAct(b *testing.B, players games.Seats, kind string, play func(games.Seats) (games.History, error),
	do func(s screens.Screen) error, show func(tb *screenstest.Table)) {
	tb := screenstest.NewTable(b, language.English, players)
	h, err := play(players)
	if err != nil {
		b.Fatal(err)
	}
	record, err := json.Marshal(h)
	if err != nil {
		b.Fatal(err)
	}
	g, _ := lookup(kind)
	s, err := g.Load(tb.Ctx, g, record)
	if err != nil {
		b.Fatal(err)
	}
	tb.Open(s)
	tb.Win.Resize(fyne.NewSize(1280, 800).Subtract(screens.ShellChrome))
	times := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		if err := do(s); err != nil {
			b.Fatal(err)
		}
		show(tb)
		times = append(times, time.Since(start))
		b.StopTimer()
		s.History().Undo()
		s.Update()
		b.StartTimer()
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
}

// updated is the app now: the screen updates its widgets.
func updated(tb *screenstest.Table) { tb.Screen.Update() }

// rebuilt is the app before: the whole screen built again.
func rebuilt(tb *screenstest.Table) { tb.Win.SetContent(tb.Screen.Build()) }

// dixitSix is a six-player Dixit game four rounds in; its action scores
// the fifth round.
func dixitSix(b *testing.B, show func(*screenstest.Table)) {
	players := screenstest.People("Alice", "Ben", "Chloe", "Dmitri", "Emma", "Frederick")
	play := func(p games.Seats) (games.History, error) { return examples.Dixit(p, 4) }
	next, err := examples.Dixit(players, 5)
	if err != nil {
		b.Fatal(err)
	}
	round := next.State().Rounds()[4].Round
	benchAct(b, players, "dixit", play, func(s screens.Screen) error { return s.(*dixit.Screen).Match().Do(round) }, show)
}

func BenchmarkDixitSixUpdate(b *testing.B)  { dixitSix(b, updated) }
func BenchmarkDixitSixRebuild(b *testing.B) { dixitSix(b, rebuilt) }

// carnivalFive is a five-player Carnival game fourteen turns in; its action
// is the next player's call of a free card of the crowd.
func carnivalFive(b *testing.B, show func(*screenstest.Table)) {
	players := screenstest.People("Alice", "Ben", "Chloe", "Dmitri", "Emma")
	play := func(p games.Seats) (games.History, error) { return examples.Carnival(p, 14) }
	m, err := examples.Carnival(players, 14)
	if err != nil {
		b.Fatal(err)
	}
	g := m.State()
	seat := g.Turn()
	a := carnival.Action{Op: carnival.OpPass, Player: players[seat].ID}
	for _, s := range g.Crowd() {
		if s.Place == carnival.InCrowd && s.Token < 0 && s.Number != g.Token(seat) && !g.KnownNotHolder(seat, s.Number) {
			a = carnival.Action{Op: carnival.OpCall, Player: players[seat].ID, Number: s.Number}
			break
		}
	}
	benchAct(b, players, "carnival", play, func(s screens.Screen) error { return s.(*carnivalscreen.Screen).Match().Do(a) }, show)
}

func BenchmarkCarnivalUpdate(b *testing.B)  { carnivalFive(b, updated) }
func BenchmarkCarnivalRebuild(b *testing.B) { carnivalFive(b, rebuilt) }
