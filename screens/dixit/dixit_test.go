package dixit

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/dixit"
	"tablecompanion/games/examples"
	"tablecompanion/screens"
	"tablecompanion/screens/screenstest"
)

// startGame opens a new Dixit game and starts it with every player of the
// roster and the given first storyteller.
func startGame(t *testing.T, tb *screenstest.Table, first string) *Screen {
	t.Helper()
	d := New(tb.Ctx, Game()).(*Screen)
	tb.Open(d)
	d.FirstStoryteller.SetSelected(first)
	test.Tap(d.Setup.StartButton)
	if d.Match() == nil || tb.Commits != 1 {
		t.Fatalf("Start did not start the game (commits %d): %s", tb.Commits, d.Setup.Message.Text)
	}
	return d
}

// enter taps a round into the screen: the storyteller's card, then for each
// player by name the cards they put in and their vote.
func enter(d *Screen, card int, plays map[string][]int) {
	test.Tap(d.StoryCard.Buttons[card-1])
	seats := d.Match().State().Players()
	for name, p := range plays {
		i := slices.IndexFunc(seats, func(pl games.Player) bool { return pl.Name == name })
		for _, c := range p[:len(p)-1] {
			test.Tap(d.CardPickers[i].Buttons[c-1])
		}
		test.Tap(d.VotePickers[i].Buttons[p[len(p)-1]-1])
	}
}

func TestDixitBooksExampleOnScreen(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Yura", "Timur", "Masha", "Kolya", "Lena"))
	d := startGame(t, tb, "Yura")
	if got := d.Message.Text; got != "Which card is Yura's, the storyteller's?" {
		t.Fatalf("first hint %q", got)
	}
	if d.CardPickers[0] != nil || d.VotePickers[0] != nil || len(d.StoryCard.Buttons) != 5 {
		t.Fatal("the storyteller must have a card picker of 1..5 and no vote")
	}
	// Card, then vote, for each player other than Yura.
	enter(d, 4, map[string][]int{"Timur": {3, 1}, "Masha": {2, 1}, "Kolya": {5, 3}, "Lena": {1, 4}})
	if d.Message.Text != "Everything is in: score the round (Enter)" {
		t.Fatalf("complete round hint %q", d.Message.Text)
	}
	test.Tap(d.ScoreButton)
	if got := d.Match().State().Scores(); !slices.Equal(got, []int{3, 1, 0, 0, 5}) {
		t.Fatalf("scores %v", got)
	}
	if got := d.Gains[4].Text; got != "Lena: +3 points (found the card) · +2 points (2 votes on their card)" {
		t.Fatalf("Lena's gains %q", got)
	}
	if got := d.Gains[0].Text; got != "Yura: +3 points (told the story)" {
		t.Fatalf("Yura's gains %q", got)
	}
	if got := d.Gains[2].Text; got != "Masha: 0" {
		t.Fatalf("Masha's gains %q", got)
	}
	if got := d.Scores[0].Text; got != "5" {
		t.Fatalf("the leaderboard starts with %q, want Lena's 5", got)
	}
	if got := d.Track.Cell(4); got != 5 {
		t.Fatalf("Lena's marker on cell %d", got)
	}
	if d.Heading.Text != "Round 2: Timur tells the story" || d.Match().State().Storyteller() != 1 {
		t.Fatal("Timur, on Yura's left, tells next")
	}
}

func TestDixitRefusesWhatTheRulesForbid(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := startGame(t, tb, "Ann")
	enter(d, 1, map[string][]int{"Bob": {2, 2}, "Cy": {3, 1}, "Dee": {4, 1}})
	if d.Message.Text != "Bob cannot vote for card 2: it is their own." {
		t.Fatalf("own-card hint %q", d.Message.Text)
	}
	if d.VotePickers[1].Buttons[1].Importance != widget.DangerImportance {
		t.Fatalf("the vote for one's own card is not marked: importance %v", d.VotePickers[1].Buttons[1].Importance)
	}
	test.Tap(d.ScoreButton)
	if d.Match().Len() != 0 || tb.Commits != 1 {
		t.Fatal("a refused round was scored")
	}
	// Bob votes 3 instead: the first vote turns off by itself.
	test.Tap(d.VotePickers[1].Buttons[2])
	// Cy claims card 2 as well: both claims are marked.
	test.Tap(d.CardPickers[2].Buttons[1])
	if d.Message.Text != "Card 2 cannot be both Bob's and Cy's." {
		t.Fatalf("double claim hint %q", d.Message.Text)
	}
	test.Tap(d.CardPickers[2].Buttons[2])
	test.Tap(d.ScoreButton)
	if d.Match().Len() != 1 {
		t.Fatalf("the mended round was not scored: %q", d.Message.Text)
	}
}

func TestDixitFullFourPlayerGame(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := startGame(t, tb, "Cy")
	for r := 0; r < 15; r++ {
		want := "15 rounds left in the deck"
		if left := 15 - r; left == 1 {
			want = "1 round left: the last one"
		} else if left != 15 {
			want = strings.Replace(want, "15", strconv.Itoa(left), 1)
		}
		if d.RoundsLeft.Text != want {
			t.Fatalf("round %d: %q, want %q", r+1, d.RoundsLeft.Text, want)
		}
		// The storyteller always has card 1; the next player finds it,
		// the others vote for the card after their own.
		g := d.Match().State()
		seats, st := g.Players(), g.Storyteller()
		plays := map[string][]int{}
		for j, i := range seats.From(st)[1:] {
			vote := 1
			if j > 0 {
				vote = (j+2)%4 + 1
			}
			plays[seats[i].Name] = []int{j + 2, vote}
		}
		enter(d, 1, plays)
		test.Tap(d.ScoreButton)
		if d.Match().Len() != r+1 {
			t.Fatalf("round %d refused: %q", r+1, d.Message.Text)
		}
	}
	g := d.Match().State()
	if !g.Over() || d.Winners == nil {
		t.Fatal("the game should be over after 15 rounds at four players")
	}
	best := slices.Max(g.Scores())
	var names []string
	for _, i := range g.Winners() {
		names = append(names, g.Players()[i].Name)
	}
	want := names[0] + " wins with " + strconv.Itoa(best) + " points!"
	if len(names) > 1 {
		want = "Shared win: " + strings.Join(names, ", ") + ", " + strconv.Itoa(best) + " points each!"
	}
	if d.Winners.Text != want {
		t.Fatalf("winners %q, want %q", d.Winners.Text, want)
	}
	if d.RoundsLeft.Text != "Game over" {
		t.Fatalf("board heading %q", d.RoundsLeft.Text)
	}
	d.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if d.Match().Len() != 15 {
		t.Fatal("Enter scored a round after the end")
	}
}

func TestDixitThreePlayerRound(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy"))
	d := New(tb.Ctx, Game()).(*Screen)
	tb.Open(d)
	if d.FirstStoryteller.Selected != "Ann" {
		t.Fatalf("the first storyteller defaults to %q", d.FirstStoryteller.Selected)
	}
	test.Tap(d.Setup.StartButton)
	if len(d.StoryCard.Buttons) != 5 || d.Message.Text != "Which card is Ann's, the storyteller's?" {
		t.Fatalf("three players play with five table cards: %d buttons", len(d.StoryCard.Buttons))
	}
	// Bob alone finds card 5; Cy votes for Bob's card 1.
	enter(d, 5, map[string][]int{"Bob": {1, 5}, "Cy": {3, 1}})
	if d.Message.Text != "Bob: tap the 2 cards you put in." {
		t.Fatalf("one card of two: %q", d.Message.Text)
	}
	test.Tap(d.CardPickers[1].Buttons[1])
	test.Tap(d.CardPickers[2].Buttons[3])
	if !d.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) {
		t.Fatal("Enter is the screen's key")
	}
	if got := d.Match().State().Scores(); !slices.Equal(got, []int{4, 5, 0}) {
		t.Fatalf("scores %v, want 4, 5, 0", got)
	}
	if got := d.Gains[1].Text; got != "Bob: +4 points (found the card) · +1 point (1 vote on their card)" {
		t.Fatalf("Bob's gains %q", got)
	}
	if d.RoundsLeft.Text != "12 rounds left in the deck" {
		t.Fatalf("after one round of three: %q", d.RoundsLeft.Text)
	}
}

func TestDixitSpeaksEachLanguage(t *testing.T) {
	for _, c := range []struct {
		lang       language.Tag
		left, hint string
	}{
		{language.Russian, "В колоде осталось на 11 раундов", "Какая карта у рассказчика, Юра?"},
		{language.Ukrainian, "У колоді залишилося на 11 раундів", "Яка карта в оповідача, Юра?"},
	} {
		tb := screenstest.NewTable(t, c.lang, screenstest.People("Юра", "Тимур", "Маша", "Коля", "Лена"))
		d := startGame(t, tb, "Юра")
		if d.RoundsLeft.Text != c.left || d.Message.Text != c.hint {
			t.Errorf("%v: %q / %q", c.lang, d.RoundsLeft.Text, d.Message.Text)
		}
	}
}

func TestDixitTargetOption(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := New(tb.Ctx, Game()).(*Screen)
	tb.Open(d)
	test.Tap(d.TargetCheck)
	test.Tap(d.Setup.StartButton)
	if d.Match().Setup().Target != 30 || d.RoundsLeft.Text != "First to 30 points wins" {
		t.Fatalf("target %d, heading %q", d.Match().Setup().Target, d.RoundsLeft.Text)
	}
	if lines := d.Board(tb.Ctx.T).Lines; !slices.Equal(lines, []string{"First to 30 points wins"}) {
		t.Fatalf("the phones read %q, not the target", lines)
	}
}

func TestDixitLoadsASavedGame(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Ann", "Bob", "Cy", "Dee"))
	d := startGame(t, tb, "Ann")
	enter(d, 1, map[string][]int{"Bob": {2, 1}, "Cy": {3, 2}, "Dee": {4, 1}})
	test.Tap(d.ScoreButton)
	data, err := d.History().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(tb.Ctx, Game(), data)
	if err != nil {
		t.Fatal(err)
	}
	tb.Open(s)
	loaded := s.(*Screen)
	if !slices.Equal(loaded.Match().State().Scores(), d.Match().State().Scores()) || loaded.StoryCard == nil {
		t.Fatal("the loaded game differs from the saved one")
	}
	if _, err := Load(tb.Ctx, Game(), []byte(`{"setup":{"players":[]}}`)); err == nil {
		t.Fatal("a save with no players loaded")
	}
	if dixit.TableCards(4) != len(loaded.StoryCard.Buttons) {
		t.Fatal("four players: four table cards")
	}
}

func TestDixitRoundByKeyboard(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Yura", "Timur", "Masha", "Kolya", "Lena"))
	d := New(tb.Ctx, Game()).(*Screen)
	tb.Open(d)
	key := func(name fyne.KeyName) bool { return d.TypedKey(&fyne.KeyEvent{Name: name}) }
	if !key(fyne.KeyReturn) || d.Match() == nil {
		t.Fatal("Enter starts the game from the setup")
	}
	// Yura's card 4; then Timur 3 → 1, Masha 2 → 1, Kolya 5 → 3, Lena 1 → 4,
	// with a slip on Lena's vote mended by Backspace.
	for _, k := range "431215311" {
		key(fyne.KeyName(string(k)))
	}
	if d.VotePickers[4].Picked()[0] != 1 || d.Message.Text != "Lena cannot vote for card 1: it is their own." {
		t.Fatalf("slip not shown: %q", d.Message.Text)
	}
	key(fyne.KeyBackspace)
	if key("6") {
		t.Fatal("five players: there is no card 6")
	}
	key("4")
	if !key(fyne.KeyEnter) || !slices.Equal(d.Match().State().Scores(), []int{3, 1, 0, 0, 5}) {
		t.Fatalf("scores %v: %q", d.Match().State().Scores(), d.Message.Text)
	}
	if got := d.StoryCard.Picked(); len(got) != 0 {
		t.Fatalf("the next round starts empty, not %v", got)
	}
}

func TestTheTrackWrapsPast30(t *testing.T) {
	for score, cell := range map[int]int{0: 0, 1: 1, 29: 29, 30: 30, 31: 1, 45: 15, 60: 30, 61: 1} {
		if got := screens.TrackCell(score); got != cell {
			t.Errorf("score %d on cell %d, want %d", score, got, cell)
		}
	}
	for score, mark := range map[int]string{0: "", 29: "", 30: "", 31: "+30", 38: "+30", 60: "+30", 61: "+60", 95: "+90"} {
		if got := screens.LapMark(score); got != mark {
			t.Errorf("score %d marked %q, want %q", score, got, mark)
		}
	}
}

func TestDixitHoldsStill(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Yura", "Timur", "Masha", "Kolya", "Lena", "Oles"))
	d := New(tb.Ctx, Game()).(*Screen)
	tb.Open(d)
	test.Tap(d.Setup.StartButton)
	tb.Win.Resize(fyne.NewSize(800, 400))
	// A card tapped, a round scored, and the round taken back: the entry
	// keeps its place each time.
	tb.HoldsStill(func() { test.Tap(d.StoryCard.Buttons[2]) })
	for seat, card := range []int{0, 1, 3, 4, 5} {
		test.Tap(d.CardPickers[seat+1].Buttons[card])
		test.Tap(d.VotePickers[seat+1].Buttons[2])
	}
	tb.HoldsStill(func() { test.Tap(d.ScoreButton) })
	if len(d.Match().State().Rounds()) != 1 {
		t.Fatalf("the round was not scored: %q", d.Message.Text)
	}
	tb.HoldsStill(func() {
		if !d.Match().Undo() {
			t.Fatal("nothing to undo")
		}
		tb.Ctx.Commit()
	})
	if got := d.StoryCard.Picked(); !slices.Equal(got, []int{3}) {
		t.Fatalf("the undone round comes back as entered, not %v", got)
	}
}

// lapsOnTrack reads the track as drawn: for each cell, the lap marks shown
// on it and how many plain markers.
func lapsOnTrack(t *testing.T, track *screens.ScoreTrack) (marks map[int][]string, dots map[int]int) {
	t.Helper()
	objects := test.WidgetRenderer(track).Objects()
	type box struct{ pos, size fyne.Position }
	var cells []box
	for n := range 31 {
		pos, size := track.CellRect(n)
		cells = append(cells, box{pos, pos.Add(fyne.NewPos(size.Width, size.Height))})
	}
	cellOf := func(o fyne.CanvasObject) int {
		mid := o.Position().Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
		for n, c := range cells {
			if mid.X >= c.pos.X && mid.X <= c.size.X && mid.Y >= c.pos.Y && mid.Y <= c.size.Y {
				return n
			}
		}
		t.Fatalf("a marker at %v lies on no cell", o.Position())
		return -1
	}
	marks, dots = map[int][]string{}, map[int]int{}
	// The cells' picture comes first, then the markers.
	for _, o := range objects[1:] {
		if !o.Visible() {
			continue
		}
		switch v := o.(type) {
		case *canvas.Text:
			marks[cellOf(v)] = append(marks[cellOf(v)], v.Text)
		case *canvas.Circle:
			dots[cellOf(v)]++
		}
	}
	return marks, dots
}

// TestTheTrackShowsLapsPast30 opens a game of four at 38, 29, 35 and 33
// points: the three past 30 stand on cells 8, 5 and 3 with "+30" beside
// them, and the one at 29 on cell 29 with none, so the leader reads as the
// leader. The deck's last round takes the one at 29 past 30 too.
func TestTheTrackShowsLapsPast30(t *testing.T) {
	tb := screenstest.NewTable(t, language.English, screenstest.People("Alice", "Ben", "Chloe", "Dmitri", "Emma"))
	m, err := examples.DixitLaps(tb.Ctx.Players())
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(tb.Ctx, Game(), data)
	if err != nil {
		t.Fatal(err)
	}
	tb.Open(s)
	d := s.(*Screen)
	marks, dots := lapsOnTrack(t, d.Track)
	want := map[int][]string{8: {"+30"}, 5: {"+30"}, 3: {"+30"}}
	if !reflect.DeepEqual(marks, want) || !reflect.DeepEqual(dots, map[int]int{29: 1}) {
		t.Fatalf("laps on the track %v and plain markers %v; want %v and one on cell 29", marks, dots, want)
	}
	// Chloe tells; Ben alone finds her card and passes 30.
	enter(d, 1, map[string][]int{"Dmitri": {2, 3}, "Alice": {3, 2}, "Ben": {4, 1}})
	test.Tap(d.ScoreButton)
	scores := d.Match().State().Scores()
	if scores[1] <= 30 {
		t.Fatalf("Ben is at %d, not past 30", scores[1])
	}
	marks, dots = lapsOnTrack(t, d.Track)
	if cell := screens.TrackCell(scores[1]); !slices.Contains(marks[cell], "+30") || len(dots) != 0 {
		t.Fatalf("Ben at %d: laps on the track %v and plain markers %v", scores[1], marks, dots)
	}
}
