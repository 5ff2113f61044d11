package app

import (
	"bytes"
	"encoding/csv"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"tablecompanion/app/store"
	"tablecompanion/games"
	"tablecompanion/games/examples"
	"tablecompanion/screens/carnival"
	"tablecompanion/screens/house"
	"tablecompanion/screens/screenstest"
)

// finishedEvening writes a roster of five and two finished games, a Dixit
// and a Carnival, into the saves of dir, as a table would leave them.
func finishedEvening(t *testing.T, dir string) games.Seats {
	t.Helper()
	st, err := store.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	m, dixitGame, carnivalGame, err := examples.Tonight()
	if err != nil {
		t.Fatal(err)
	}
	// The Dixit is saved, and so finishes, first.
	for _, save := range []struct {
		name, kind string
		body       any
	}{{"roster.json", "roster", m}, {"games/20261122-200000-dixit-1.json", "dixit", dixitGame},
		{"games/20261122-210000-carnival-1.json", "carnival", carnivalGame}} {
		if err := st.Save(save.name, save.kind, save.body); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Millisecond)
	}
	return m.State().Players()
}

func TestTonightsLeaderboardExportsAsATableAndAPicture(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	s := start(t, dir, "en-US")
	e := s.tonight()
	if len(e.Games) != 2 {
		t.Fatalf("tonight has %d games, want the Dixit and the Carnival", len(e.Games))
	}
	board := e.Leaderboard()
	h := s.Home()
	if h.Board() == nil || len(h.Board().Names) != len(board) {
		t.Fatal("the home screen shows no leaderboard for tonight")
	}
	for i, st := range board {
		if h.Board().Names[i].Text != st.Player.Name {
			t.Errorf("row %d shows %q, want %q", i, h.Board().Names[i].Text, st.Player.Name)
		}
	}
	if !containsText(h.Tonight, "👑") {
		t.Fatal("the leader wears no crown")
	}

	rows, err := csv.NewReader(bytes.NewReader(s.eveningCSV(e))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Date", "Game", "Player", "Place", "Points", "Winner"}; !slices.Equal(rows[0], want) {
		t.Fatalf("header %q", rows[0])
	}
	if len(rows) != 1+10 {
		t.Fatalf("%d rows, want a header and five players in each of two games", len(rows))
	}
	for _, r := range rows[1:] {
		if (r[1] != "Dixit" && r[1] != "Carnival") || (r[5] == "yes") != (r[3] == "1") {
			t.Errorf("row %q: a game of the evening, and the winners are in first place", r)
		}
	}

	pic, err := s.eveningPNG(e)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(pic))
	if err != nil {
		t.Fatal(err)
	}
	colours := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[r>>8<<16|g>>8<<8|bl>>8] = true
		}
	}
	if len(colours) < 10 || b.Dx() < 300 || b.Dy() < 150 {
		t.Fatalf("the picture is %dx%d with %d colours: blank", b.Dx(), b.Dy(), len(colours))
	}
}

func TestNewEveningStartsAnEmptyLeaderboardAndUndoTakesItBack(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	s := start(t, dir, "en-US")
	h := s.Home()
	test.Tap(h.NewEveningButton)
	if len(s.tonight().Games) != 0 || h.Board() != nil || !h.ExportTableButton.Disabled() {
		t.Fatal("a new evening has no games yet and nothing to export")
	}
	if !h.Removed.Visible() || s.UndoButton.Disabled() {
		t.Fatal("the new evening can be taken back")
	}
	test.Tap(s.UndoButton)
	if len(s.tonight().Games) != 2 || h.Board() == nil {
		t.Fatal("undo brings tonight's games back")
	}

	s2 := start(t, dir, "en-US")
	if len(s2.tonight().Games) != 2 {
		t.Fatal("the evenings are kept across a restart")
	}
}

func TestTheEveningsScreenOpensEachGameReadOnly(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	s := start(t, dir, "ru-RU")
	test.Tap(s.Home().EveningsButton)
	es := s.Current().(*house.EveningsScreen)
	if len(es.GameButtons) != 1 || len(es.GameButtons[0]) != 2 {
		t.Fatalf("want one evening of two games: %d", len(es.GameButtons))
	}
	if !strings.HasPrefix(es.RowText(es.GameButtons[0][0]), "Dixit · ") {
		t.Fatalf("first game %q", es.RowText(es.GameButtons[0][0]))
	}
	test.Tap(es.GameButtons[0][1])
	if _, ok := s.Current().(*carnival.Screen); !ok || s.UndoButton.Visible() {
		t.Fatal("a game of an evening opens read-only on its final board")
	}
}

func TestAGameWhoseSaveCannotBeReadIsLeftOutOfTheEveningAndNamed(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	s := start(t, dir, "en-US")
	if len(s.tonight().Games) != 2 {
		t.Fatal("the evening has both games")
	}
	torn := filepath.Join(dir, "games", "20261122-200000-dixit-1.json")
	if err := os.WriteFile(torn, []byte(`{"format":1,"kind":"dixit","body":{"setup":`), 0o644); err != nil {
		t.Fatal(err)
	}
	s2 := start(t, dir, "en-US")
	if games := s2.tonight().Games; len(games) != 1 || games[0].Kind != "carnival" {
		t.Fatalf("tonight has %d games, want the Carnival only", len(games))
	}
	if !s2.Banner.Visible() || !strings.Contains(s2.Banner.Text, "Dixit (games/20261122-200000-dixit-1.json) is left out of the evening") {
		t.Fatalf("banner %q", s2.Banner.Text)
	}
	if kept, _ := filepath.Glob(torn + ".unreadable-*"); len(kept) != 1 {
		t.Fatal("the unreadable save is kept aside")
	}
}

// TestHomeAndEveningsKeepTheirWidgets checks that the home screen and the
// evenings screen update the widgets they built rather than build new ones:
// a removed game's row hides, and undo shows the same row again.
func TestHomeAndEveningsKeepTheirWidgets(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	s := start(t, dir, "en-US")
	h := s.Home()
	board, finished := h.Board(), slices.Clone(h.FinishedButtons)
	if board == nil || len(finished) != 2 {
		t.Fatalf("want tonight's leaderboard and two games finished today: %q", buttonTexts(finished))
	}
	first := h.RowText(finished[0])
	test.Tap(h.RemoveButtons[0])
	if len(h.FinishedButtons) != 1 || h.FinishedButtons[0] != finished[0] || h.Board() != board {
		t.Fatal("after a removal the home screen shows its own first row and leaderboard, not new ones")
	}
	if screenstest.ShownIn(h.Scroll(), finished[1]) {
		t.Fatal("the row no longer needed is on show")
	}
	test.Tap(h.RestoreButton)
	if len(h.FinishedButtons) != 2 || h.FinishedButtons[1] != finished[1] || !screenstest.ShownIn(h.Scroll(), finished[1]) || h.Board() != board {
		t.Fatal("undo shows the same rows again")
	}
	if h.RowText(h.FinishedButtons[0]) != first {
		t.Fatalf("the first row reads %q after undo, want %q", h.RowText(h.FinishedButtons[0]), first)
	}

	test.Tap(h.EveningsButton)
	es := s.Current().(*house.EveningsScreen)
	opens := slices.Clone(es.GameButtons[0])
	s.GoHome()
	test.Tap(h.EveningsButton)
	if s.Current() != es || len(es.GameButtons) != 1 || es.GameButtons[0][0] != opens[0] {
		t.Fatal("the evenings screen keeps its buttons from one visit to the next")
	}
}

// TestAnEveningsExportSaysWhereItWent: tonight's table saved from the home
// screen, and a past evening's picture downloaded from the evenings, each
// say under their buttons where the file went, in the table's language.
func TestAnEveningsExportSaysWhereItWent(t *testing.T) {
	dir := t.TempDir()
	finishedEvening(t, dir)
	s := start(t, dir, "ru-RU")
	var names []string
	where := "/home/ann/Documents/"
	s.saveFile = func(name string, _ []byte, done func(string, error)) {
		names = append(names, name)
		if where == "" {
			done("", nil)
			return
		}
		done(where+name, nil)
	}
	h := s.Home()
	if h.Exported.Visible() {
		t.Fatal("before an export the home screen says where one went")
	}
	test.Tap(h.ExportTableButton)
	if want := "Файл сохранён: /home/ann/Documents/" + names[0]; !h.Exported.Visible() || !strings.HasPrefix(h.Exported.Text, want) {
		t.Fatalf("after tonight's table was saved the home screen says %q (shown %v), want %q…", h.Exported.Text, h.Exported.Visible(), want)
	}

	where = ""
	test.Tap(h.EveningsButton)
	es, ok := s.Current().(*house.EveningsScreen)
	if !ok {
		t.Fatal("the evenings did not open")
	}
	test.Tap(es.ExportButtons[0][1])
	if got := es.Exported[0].Text; !es.Exported[0].Visible() || !strings.Contains(got, names[1]) || !strings.HasSuffix(names[1], ".png") {
		t.Fatalf("after the evening's picture was downloaded the evenings say %q (shown %v), want its name %q", got, es.Exported[0].Visible(), names[1])
	}
}
