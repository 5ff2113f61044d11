package house

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/examples"
	"tablecompanion/games/facts"
	"tablecompanion/games/kinds"
	"tablecompanion/games/records"
	"tablecompanion/games/roster"
	"tablecompanion/translations"
)

// tonight returns a roster of five and the two games they finished
// tonight, a Dixit and then a Carnival, as the evenings record them.
func tonight(t *testing.T) (*roster.Match, []evening.Game) {
	t.Helper()
	m, dixitGame, carnivalGame, err := examples.Tonight()
	if err != nil {
		t.Fatal(err)
	}
	var all []evening.Game
	finished := time.Now().Add(-time.Hour)
	for _, g := range []struct {
		kind string
		h    games.History
	}{{"dixit", dixitGame}, {"carnival", carnivalGame}} {
		k, _ := kinds.Lookup(g.kind)
		played, ok := k.Tell(g.h)
		if !ok {
			t.Fatalf("the %s example tells nothing", g.kind)
		}
		finished = finished.Add(time.Minute)
		all = append(all, evening.Game{File: g.kind + ".json", Kind: g.kind, Finished: finished, Played: played})
	}
	return m, all
}

// recordsOver returns a records screen over the games and the roster's
// players and merges, in a window of a small laptop's size, where the list
// is taller than the window.
func recordsOver(t *testing.T, lang language.Tag, m *roster.Match, all []evening.Game) *RecordsScreen {
	t.Helper()
	test.NewTempApp(t)
	cat, err := translations.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	titles := map[string]string{"dixit": "Dixit", "carnival": "Carnival"}
	rs := NewRecordsScreen(cat, RecordsShell{
		Finished: func() []evening.Game { return all }, Version: func() int { return len(all) },
		Merges:    func() map[string]string { return m.State().Merges() },
		Roster:    func() games.Seats { return m.State().Players() },
		GameTitle: func(kind string) string { return titles[kind] }, Icon: func(string) fyne.Resource { return nil },
		Now: time.Now, Remember: func(RecordsPlace) {}}, RecordsPlace{})
	w := test.NewWindow(rs.Build())
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(1024, 600))
	rs.Update()
	return rs
}

func TestTheRecordsScreenOpensAProfileAndAGamesRecords(t *testing.T) {
	m, all := tonight(t)
	rs := recordsOver(t, language.English, m, all)
	// The evening's Dixit and Carnival finished just now: this month's.
	if got := rs.Summary.Text; got != "2 games finished in this period." {
		t.Fatalf("the summary says %q", got)
	}
	if len(rs.PlayerButtons) != 5 || len(rs.KindButtons) != 2 {
		t.Fatalf("%d player rows and %d game rows, want 5 and 2", len(rs.PlayerButtons), len(rs.KindButtons))
	}
	first := rs.PlayerButtons[0]
	leader := rs.records.Players[0]
	if !strings.HasPrefix(rs.rowText(first), leader.Player.Name+"\n2 games · ") {
		t.Fatalf("the first row reads %q", rs.rowText(first))
	}
	if !strings.HasPrefix(rs.rowText(rs.KindButtons[0]), "Dixit\nplayed once") {
		t.Fatalf("the first game's row reads %q", rs.rowText(rs.KindButtons[0]))
	}

	// The list is built once: another period shows the same rows.
	for _, p := range []int{periodAll, periodYear, periodMonth} {
		test.Tap(rs.PeriodButtons[p])
		if rs.PlayerButtons[0] != first || rs.records.Games != 2 {
			t.Fatalf("period %d: the rows were made again, or the games are %d", p, rs.records.Games)
		}
	}

	// A profile opens at its top, and Back finds the list where it was.
	rs.scroll.Offset = fyne.NewPos(0, 40)
	test.Tap(first)
	if rs.scroll.Offset.Y != 0 {
		t.Fatalf("the profile opened %v down", rs.scroll.Offset)
	}
	if !rs.profile.Visible() || rs.list.Visible() || !rs.BackButton.Visible() {
		t.Fatal("a player's row did not open the profile")
	}
	if rs.name.Text != leader.Player.Name || rs.stats[0].value.Text != "2" || rs.stats[1].value.Text != strconv.Itoa(leader.Wins) {
		t.Fatalf("the profile shows %q with %q games and %q wins", rs.name.Text, rs.stats[0].value.Text, rs.stats[1].value.Text)
	}
	// Both games finished this month: one month is a sentence with the
	// player's win rate, and no chart of a lone dot.
	want := fmt.Sprintf("One month so far: %d%% of 2 games won.", int(math.Round(leader.WinRate()*100)))
	if rs.Months.Visible() || rs.monthsTitle.Text != want {
		t.Fatalf("one month shows the chart %v under %q, want %q", rs.Months.Visible(), rs.monthsTitle.Text, want)
	}
	if rs.Nemesis.Text == "" || rs.Rival.Text == "" || len(rs.last.Show(2)) != 2 {
		t.Fatal("the profile lacks its rival, nemesis or last results")
	}
	test.Tap(rs.BackButton)
	if rs.scroll.Offset.Y != 40 {
		t.Fatalf("back on the list at %v, not where it was left", rs.scroll.Offset)
	}
	test.Tap(rs.KindButtons[1])
	if !rs.kind.Visible() || rs.kindName.Text != "Carnival" {
		t.Fatalf("the game's row opened %q", rs.kindName.Text)
	}
	if !containsText(rs.kind, "Record score: ") {
		t.Fatal("Carnival's record score is not shown")
	}
}

func TestAMergedPlayerIsOneOnTheRecordsScreen(t *testing.T) {
	m, all := tonight(t)
	// Ann is typed again as «Анна» on another evening, then merged.
	if err := m.Do(roster.Action{Op: roster.Add, Name: "Анна", Color: "teal"}); err != nil {
		t.Fatal(err)
	}
	if err := m.Do(roster.Action{Op: roster.Merge, ID: "p1", Into: "p6"}); err != nil {
		t.Fatal(err)
	}
	rs := recordsOver(t, language.Russian, m, all)
	if _, ok := rs.records.Player("p1"); ok {
		t.Fatal("the merged ID still has its own record")
	}
	if p, ok := rs.records.Player("p6"); !ok || p.Played != 2 {
		t.Fatalf("Анна has %+v, want Ann's two games", p)
	}
	if !containsText(rs.list, "Анна\n2 игры") {
		t.Fatal("the list does not name Анна with Ann's games")
	}
	m.Undo()
	rs.Update()
	if p, ok := rs.records.Player("p1"); !ok || p.Played != 2 {
		t.Fatal("after the undo Ann's games are not hers again")
	}
}

// TestTheRecordsScreenNamesEveryHolderOfATie: Carnival's best
// counter-intelligence and Decrypto's most interceptions, each made by
// two sides or players level, name them all on the screen.
//
//	w1 carnival  Ann 2 right 1 wrong, Ben 2 1, Cat 1 0
//	w2 decrypto  Ann and Ben 2 interceptions, Cat and Dan 1
//	w3 decrypto  Cat and Dan 2, Ann and Ben 0
func TestTheRecordsScreenNamesEveryHolderOfATie(t *testing.T) {
	test.NewTempApp(t)
	cat, err := translations.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	people := games.Seats{{ID: "a", Name: "Ann"}, {ID: "b", Name: "Ben"}, {ID: "c", Name: "Cat"}, {ID: "d", Name: "Dan"}}
	at := func(file, kind string, day int, seats games.Seats) evening.Game {
		var ids []string
		for _, p := range seats {
			ids = append(ids, p.ID)
		}
		return evening.Game{
			File:     file,
			Kind:     kind,
			Finished: time.Date(2026, time.May, day, 20, 0, 0, 0, time.UTC),
			Played:   facts.Played{Players: seats, Ranking: games.Ranking{ids}},
		}
	}
	w1 := at("w1", "carnival", 1, people[:3])
	w1.Catches = []kinds.Catches{{Right: 2, Wrong: 1}, {Right: 2, Wrong: 1}, {Right: 1}}
	w2 := at("w2", "decrypto", 2, people)
	w2.Sides = []kinds.Side{{Players: []string{"a", "b"}, Interceptions: 2}, {Players: []string{"c", "d"}, Interceptions: 1}}
	w3 := at("w3", "decrypto", 3, people)
	w3.Sides = []kinds.Side{{Players: []string{"c", "d"}, Interceptions: 2}, {Players: []string{"a", "b"}}}
	all := []evening.Game{w1, w2, w3}
	rs := &RecordsScreen{cat: cat, sh: RecordsShell{Finished: func() []evening.Game { return all },
		Version: func() int { return 1 }, Merges: func() map[string]string { return nil },
		Roster: func() games.Seats { return people }, GameTitle: func(kind string) string { return kind },
		Icon: func(string) fyne.Resource { return nil },
		Now:  func() time.Time { return w3.Finished }, Remember: func(RecordsPlace) {}}}
	w := test.NewWindow(rs.Build())
	defer w.Close()
	rs.SetPeriod(periodAll)
	lines := strings.Join(rs.refereeLines(""), "\n")
	for _, want := range []string{
		"Most interceptions in one Decrypto game: 2, by Ann, Ben, Cat, Dan.",
		"Best counter-intelligence in Carnival: 2 right catches in one game, by Ann, Ben.",
	} {
		if !strings.Contains(lines, want) || !containsText(rs.list, want) {
			t.Errorf("the referee's records do not say %q:\n%s", want, lines)
		}
	}
}

// TestAGamesRecordsShowWhatOnlyItsKindMeasured checks that a game's
// records show the referee's numbers its kind measured, and the list all
// of them.
func TestAGamesRecordsShowWhatOnlyItsKindMeasured(t *testing.T) {
	cat, err := translations.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	rs := &RecordsScreen{cat: cat, sh: RecordsShell{Roster: func() games.Seats { return games.Seats{{ID: "a", Name: "Ann"}} }},
		records: records.Records{Fastest: records.Reaction{Games: 1, Time: 250 * time.Millisecond, Player: "a", Holders: []string{"a"}},
			Storytellers: records.Stories{Told: 4, Scored: 3}}}
	fastest := rs.cat.T("records.fastest", "Time", rs.seconds(250*time.Millisecond), "Name", "Ann")
	storytellers := rs.cat.T("records.storytellers", "Scored", 3, "Count", 4, "Percent", percent(0.75))
	for kind, want := range map[string][]string{"": {fastest, storytellers}, "keepwatch": {fastest},
		"dixit": {storytellers}, "spyfall": nil, "carnival": nil} {
		if got := rs.refereeLines(kind); !slices.Equal(got, want) {
			t.Errorf("%q shows %q, want %q", kind, got, want)
		}
	}
}

// containsText reports whether a label or a text laid out in o holds the
// text.
func containsText(o fyne.CanvasObject, text string) bool {
	for _, obj := range test.LaidOutObjects(o) {
		if l, ok := obj.(*widget.Label); ok && strings.Contains(l.Text, text) {
			return true
		}
		if t, ok := obj.(*canvas.Text); ok && strings.Contains(t.Text, text) {
			return true
		}
	}
	return false
}
