package evening_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/dixit"
	"tablecompanion/games/evening"
	"tablecompanion/games/gamestest"
	"tablecompanion/games/keepwatch"
	"tablecompanion/games/kinds"
	"tablecompanion/games/spyfall"
)

// threeGames are the games of the hand-computed evening, each started five
// minutes after the one before finished.
func threeGames(t *testing.T) []evening.Game {
	return []evening.Game{
		summarise(t, "dixit", clock(19, 0), clock(19, 40), dixitSharedWin(t)),
		summarise(t, "decrypto", clock(19, 45), clock(20, 30), decryptoTeamWin(t)),
		summarise(t, "keepwatch", clock(20, 35), clock(21, 10), keepWatchSharedWin(t)),
	}
}

func TestEachGameIsSummarisedFromItsReplay(t *testing.T) {
	gs := threeGames(t)
	want := []struct {
		kind    string
		length  time.Duration
		players int
		ranking games.Ranking
		scores  []int
	}{
		// Dixit: Ann and Ben share the win at 7, Cat 3, Dan 0; the
		// scores in the seating order Dan, Ann, Ben, Cat.
		{"dixit", 40 * time.Minute, 4, games.Ranking{{"a", "b"}, {"c"}, {"d"}}, []int{0, 7, 7, 3}},
		// Decrypto: the white team wins, every member of it; its teams
		// score tokens, its players nothing.
		{"decrypto", 45 * time.Minute, 4, games.Ranking{{"a", "c"}, {"b", "d"}}, nil},
		// Keep Watch: Benny and Eve share the win on 13 cards, Ann 7,
		// Cat and Dan 1; seated Ann, Benny, Cat, Dan, Eve.
		{"keepwatch", 35 * time.Minute, 5, games.Ranking{{"b", "e"}, {"a"}, {"c", "d"}}, []int{7, 13, 1, 1, 13}},
	}
	for i, w := range want {
		g := gs[i]
		if g.Kind != w.kind || g.Length() != w.length || len(g.Players) != w.players || !reflect.DeepEqual(g.Ranking, w.ranking) {
			t.Errorf("%s: got %s of %v with %d players ranked %v", w.kind, g.Kind, g.Length(), len(g.Players), g.Ranking)
		}
		if !reflect.DeepEqual(g.Scores, w.scores) {
			t.Errorf("%s: scores %v, want %v", w.kind, g.Scores, w.scores)
		}
	}
	// Keep Watch: Ann, Benny and Eve each pressed 300 ms after GO, Cat
	// and Dan never.
	ms300 := 300 * time.Millisecond
	if want := []time.Duration{ms300, ms300, -1, -1, ms300}; !reflect.DeepEqual(gs[2].Reactions, want) {
		t.Errorf("Keep Watch reactions %v, want %v", gs[2].Reactions, want)
	}
	if gs[0].Reactions != nil || gs[0].SpyRounds != nil {
		t.Errorf("Dixit reactions %v and spy rounds %v", gs[0].Reactions, gs[0].SpyRounds)
	}
	if s, ok := gs[2].Score("e"); !ok || s != 13 {
		t.Errorf("Eve's Keep Watch score %d, %v; want 13", s, ok)
	}
	if _, ok := gs[1].Score("a"); ok {
		t.Error("a Decrypto player has a score")
	}
	if _, ok := gs[0].Score("e"); ok {
		t.Error("Eve, who did not play Dixit, has a score in it")
	}
	if gs[0].Actions != 2 || gs[2].Actions != 60 {
		t.Errorf("actions %d and %d, want Dixit's 2 rounds and Keep Watch's 30 challenges of two steps", gs[0].Actions, gs[2].Actions)
	}
}

func TestAGameResultsAreItsRowsPlacesPointsAndWinners(t *testing.T) {
	type row struct {
		name   string
		place  int
		points float64
		winner bool
	}
	cases := []struct {
		game int
		want []row
	}{
		// A shared Dixit win: Ann and Ben cover places 1 and 2 of four.
		{0, []row{{"Ann", 1, 2.5, true}, {"Ben", 1, 2.5, true}, {"Cat", 3, 1, false}, {"Dan", 4, 0, false}}},
		// A team win: each winner covers places 1 and 2, each loser 3 and 4.
		{1, []row{{"Ann", 1, 2.5, true}, {"Cat", 1, 2.5, true}, {"Benny", 3, 0.5, false}, {"Dan", 3, 0.5, false}}},
		// A shared Keep Watch win of five: 3.5 each, Ann 2, Cat and Dan
		// cover places 4 and 5.
		{2, []row{{"Benny", 1, 3.5, true}, {"Eve", 1, 3.5, true}, {"Ann", 3, 2, false}, {"Cat", 4, 0.5, false}, {"Dan", 4, 0.5, false}}},
	}
	gs := threeGames(t)
	for _, c := range cases {
		var got []row
		for _, r := range gs[c.game].Results() {
			got = append(got, row{r.Player.Name, r.Place, r.Points(), r.Winner})
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, want %v", gs[c.game].Kind, got, c.want)
		}
	}
}

func TestTheLeaderboardOfAnEveningOfThreeGames(t *testing.T) {
	var actions []evening.Action
	for _, g := range threeGames(t) {
		actions = append(actions, evening.Finished(g))
	}
	m := newMatch(t, evening.Setup{}, actions...)
	evenings := m.State().Evenings()
	if len(evenings) != 1 || len(evenings[0].Games) != 3 || !evenings[0].Start.Equal(clock(19, 40)) {
		t.Fatalf("evenings %+v", evenings)
	}
	// Ann: 2.5 + 2.5 + 2, wins in Dixit and Decrypto. Ben, renamed Benny
	// after Dixit: 2.5 + 0.5 + 3.5, wins in Dixit and Keep Watch. Cat: 1 +
	// 2.5 + 0.5. Eve, only in Keep Watch: 3.5 and a win. Dan: 0 + 0.5 +
	// 0.5.
	want := []line{
		{"Ann", 1, 3, 2, 7},
		{"Benny", 2, 3, 2, 6.5},
		{"Cat", 3, 3, 1, 4},
		{"Eve", 4, 1, 1, 3.5},
		{"Dan", 5, 3, 0, 1},
	}
	if got := lines(evenings[0].Leaderboard()); !reflect.DeepEqual(got, want) {
		t.Fatalf("leaderboard\n got %v\nwant %v", got, want)
	}
}

func TestTheLeaderboardOrdersByPointsThenWinsThenName(t *testing.T) {
	amy := games.Player{ID: "p", Name: "amy"}
	bob := games.Player{ID: "s", Name: "Bob"}
	quinn := games.Player{ID: "q", Name: "Quinn"}
	rae := games.Player{ID: "r", Name: "Rae"}
	cases := []struct {
		name  string
		games []evening.Game
		want  []line
	}{
		{"level on points, the wins decide", []evening.Game{
			// amy 3, Quinn 2, Rae 1, Bob 0; then Rae 3, Quinn 2, Bob 1,
			// amy 0: Rae and Quinn level on 4, and Rae has a win.
			game("one", clock(19, 0), games.Ranking{{"p"}, {"q"}, {"r"}, {"s"}}, amy, quinn, rae, bob),
			game("two", clock(20, 0), games.Ranking{{"r"}, {"q"}, {"s"}, {"p"}}, amy, quinn, rae, bob),
		}, []line{{"Rae", 1, 2, 1, 4}, {"Quinn", 2, 2, 0, 4}, {"amy", 3, 2, 1, 3}, {"Bob", 4, 2, 0, 1}}},
		{"level on points and wins, they share the place in name order", []evening.Game{
			// Each wins one and comes last in the other: 3 + 0 each for
			// amy and Bob, 2 + 1 for Quinn and Rae.
			game("one", clock(19, 0), games.Ranking{{"p"}, {"q"}, {"r"}, {"s"}}, amy, quinn, rae, bob),
			game("two", clock(20, 0), games.Ranking{{"s"}, {"r"}, {"q"}, {"p"}}, amy, quinn, rae, bob),
		}, []line{{"amy", 1, 2, 1, 3}, {"Bob", 1, 2, 1, 3}, {"Quinn", 3, 2, 0, 3}, {"Rae", 3, 2, 0, 3}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var actions []evening.Action
			for _, g := range c.games {
				actions = append(actions, evening.Finished(g))
			}
			e := newMatch(t, evening.Setup{}, actions...).State().Evenings()[0]
			if got := lines(e.Leaderboard()); !reflect.DeepEqual(got, c.want) {
				t.Fatalf("leaderboard\n got %v\nwant %v", got, c.want)
			}
		})
	}
}

func TestAPlayerShowsUnderTheNewestName(t *testing.T) {
	// Ben plays as Ben tonight and as Benny the next evening: tonight's
	// board shows the newest name too.
	m := newMatch(t, evening.Setup{},
		evening.Finished(game("one", clock(19, 0), games.Ranking{{"b"}, {"a"}}, ann, ben)),
		evening.Finished(game("two", clock(19, 0).Add(24*time.Hour), games.Ranking{{"a"}, {"b"}}, ann, benny)),
	)
	evenings := m.State().Evenings()
	if len(evenings) != 2 {
		t.Fatalf("%d evenings", len(evenings))
	}
	if first := evenings[0].Leaderboard()[0]; first.Player.ID != "b" || first.Player.Name != "Benny" {
		t.Fatalf("first evening's leader %+v", first.Player)
	}
	if got := evenings[0].Games[0].Results()[0].Player.Name; got != "Ben" {
		t.Fatalf("the game keeps the name at the time, got %q", got)
	}
}

func TestAGapOfMoreThanTwelveHoursStartsANewEvening(t *testing.T) {
	day := 24 * time.Hour
	cases := []struct {
		name  string
		setup evening.Setup
		// finished are the games' times, as offsets from 19:00
		finished []time.Duration
		// want is the number of games of each evening
		want []int
	}{
		{"one evening", evening.Setup{}, []time.Duration{0, time.Hour, 3 * time.Hour}, []int{3}},
		{"twelve hours exactly is the same evening", evening.Setup{}, []time.Duration{0, 12 * time.Hour}, []int{2}},
		{"a minute more is the next", evening.Setup{}, []time.Duration{0, 12*time.Hour + time.Minute}, []int{1, 1}},
		{"a long night runs on game by game", evening.Setup{}, []time.Duration{0, 10 * time.Hour, 20 * time.Hour}, []int{3}},
		{"a week of evenings", evening.Setup{}, []time.Duration{0, time.Hour, day, day + 2*time.Hour, 7 * day}, []int{2, 2, 1}},
		{"a gap of the table's own", evening.Setup{Gap: 2 * time.Hour}, []time.Duration{0, 2 * time.Hour, 5 * time.Hour}, []int{2, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var actions []evening.Action
			// Recorded newest first: the evenings go by the time each
			// game finished, not by when it was recorded.
			for i := len(c.finished) - 1; i >= 0; i-- {
				g := game(string(rune('a'+i)), clock(19, 0).Add(c.finished[i]), games.Ranking{{"a"}, {"b"}}, ann, ben)
				actions = append(actions, evening.Finished(g))
			}
			var got []int
			for _, e := range newMatch(t, c.setup, actions...).State().Evenings() {
				got = append(got, len(e.Games))
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Fatalf("evenings of %v games, want %v", got, c.want)
			}
		})
	}
}

func TestNewEveningStartsTheNextEvening(t *testing.T) {
	one := game("one", clock(19, 0), games.Ranking{{"a"}, {"b"}}, ann, ben)
	two := game("two", clock(20, 0), games.Ranking{{"b"}, {"a"}}, ann, ben)
	three := game("three", clock(21, 0), games.Ranking{{"a", "b"}}, ann, ben)
	cases := []struct {
		name    string
		actions []evening.Action
		want    [][]string
	}{
		{"pressed between two games", []evening.Action{evening.Finished(one), evening.NewEvening(clock(19, 30)), evening.Finished(two), evening.Finished(three)},
			[][]string{{one.File}, {two.File, three.File}}},
		{"pressed at the time a game finished: it belongs to the evening before", []evening.Action{evening.Finished(one), evening.Finished(two), evening.NewEvening(clock(20, 0)), evening.Finished(three)},
			[][]string{{one.File, two.File}, {three.File}}},
		{"pressed twice: the evening between has no games and is not listed", []evening.Action{evening.Finished(one), evening.NewEvening(clock(19, 10)), evening.NewEvening(clock(19, 20)), evening.Finished(two)},
			[][]string{{one.File}, {two.File}}},
		{"a game recorded after a later press still goes by its time", []evening.Action{evening.NewEvening(clock(20, 30)), evening.Finished(three), evening.Finished(one), evening.Finished(two)},
			[][]string{{one.File, two.File}, {three.File}}},
		{"a press far from any game, then a game twelve hours and more later", []evening.Action{evening.NewEvening(clock(6, 0)), evening.Finished(one)},
			[][]string{{one.File}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got [][]string
			for _, e := range newMatch(t, evening.Setup{}, c.actions...).State().Evenings() {
				got = append(got, files(e))
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Fatalf("evenings %v, want %v", got, c.want)
			}
		})
	}
}

func TestTonightIsTheEveningUnderWay(t *testing.T) {
	one := game("one", clock(19, 0), games.Ranking{{"a"}, {"b"}}, ann, ben)
	m := newMatch(t, evening.Setup{}, evening.Finished(one))
	if got := m.State().Tonight(clock(23, 0)); !reflect.DeepEqual(files(got), []string{one.File}) || len(got.Leaderboard()) != 2 {
		t.Fatalf("tonight at 23:00: %v", files(got))
	}
	if got := m.State().Tonight(clock(19, 0).Add(12*time.Hour + time.Second)); len(got.Games) != 0 || !got.Start.IsZero() {
		t.Fatalf("the next day, tonight is %+v", got)
	}
	// After "New evening" tonight is an evening of no games yet.
	if err := m.Do(evening.NewEvening(clock(23, 0))); err != nil {
		t.Fatal(err)
	}
	got := m.State().Tonight(clock(23, 1))
	if len(got.Games) != 0 || !got.Pressed || !got.Start.Equal(clock(23, 0)) || len(got.Leaderboard()) != 0 {
		t.Fatalf("after New evening, tonight is %+v", got)
	}
	if n := len(m.State().Evenings()); n != 1 {
		t.Fatalf("%d evenings listed, want the one with a game", n)
	}
	if got := newMatch(t, evening.Setup{}).State().Tonight(clock(23, 0)); len(got.Games) != 0 || !got.Start.IsZero() {
		t.Fatalf("no games, yet tonight is %+v", got)
	}
}

func TestUndoAndRedoWalkTheEveningsBackAndForth(t *testing.T) {
	gs := threeGames(t)
	actions := []evening.Action{
		evening.Finished(gs[0]),
		evening.Finished(gs[1]),
		evening.NewEvening(clock(20, 32)),
		evening.Finished(gs[2]),
		evening.Remove(gs[1].File),
		// The Decrypto game finished again, after an undo in the game.
		evening.Finished(gs[1]),
	}
	gamestest.Contract(t, evening.Start, evening.Setup{}, actions)

	m := newMatch(t, evening.Setup{}, actions[:5]...)
	if got := lines(m.State().Evenings()[0].Leaderboard()); len(got) != 4 || got[0].name != "Ann" || got[0].points != 2.5 {
		t.Fatalf("after the removal the first evening is Dixit alone: %v", got)
	}
	if !m.Undo() {
		t.Fatal("the removal cannot be undone")
	}
	if got := files(m.State().Evenings()[0]); !reflect.DeepEqual(got, []string{gs[0].File, gs[1].File}) {
		t.Fatalf("undo of the removal: first evening %v", got)
	}
	m.Undo()
	m.Undo()
	if n := len(m.State().Evenings()); n != 1 {
		t.Fatalf("undo of the last game and the press: %d evenings, want 1", n)
	}
	m.Redo()
	m.Redo()
	if got := len(m.State().Evenings()); got != 2 {
		t.Fatalf("redo of the press and the last game: %d evenings, want 2", got)
	}
}

func TestAGameRecordedAgainReplacesItsSummary(t *testing.T) {
	first := game("one", clock(19, 0), games.Ranking{{"a"}, {"b"}}, ann, ben)
	again := game("one", clock(19, 20), games.Ranking{{"b"}, {"a"}}, ann, ben)
	m := newMatch(t, evening.Setup{}, evening.Finished(first), evening.Finished(again))
	if gs := m.State().Games(); len(gs) != 1 || !reflect.DeepEqual(gs[0], again) {
		t.Fatalf("games %+v", gs)
	}
	if g, ok := m.State().Game(first.File); !ok || !g.Finished.Equal(clock(19, 20)) {
		t.Fatalf("the game of %s: %+v, %v", first.File, g, ok)
	}
	if _, ok := m.State().Game("games/none.json"); ok {
		t.Fatal("a game that was never recorded is found")
	}
}

func TestActionsTheAppCouldNotMeanAreRefused(t *testing.T) {
	ok := game("one", clock(19, 0), games.Ranking{{"a"}, {"b"}}, ann, ben)
	broken := func(change func(*evening.Game)) evening.Action {
		g := ok
		g.Players = append(games.Seats(nil), ok.Players...)
		change(&g)
		return evening.Finished(g)
	}
	cases := []struct {
		name   string
		action evening.Action
	}{
		{"a game without its summary", evening.Action{Op: evening.OpGame}},
		{"a game without a file", broken(func(g *evening.Game) { g.File = "" })},
		{"a game without its time", broken(func(g *evening.Game) { g.Finished = time.Time{} })},
		{"a ranking without a player", broken(func(g *evening.Game) { g.Ranking = games.Ranking{{"a"}} })},
		{"a ranking of someone who did not play", broken(func(g *evening.Game) { g.Ranking = games.Ranking{{"a"}, {"z"}} })},
		{"a player ranked twice", broken(func(g *evening.Game) { g.Ranking = games.Ranking{{"a"}, {"a"}} })},
		{"an empty place", broken(func(g *evening.Game) { g.Ranking = games.Ranking{{"a", "b"}, {}} })},
		{"a game of nobody", broken(func(g *evening.Game) { g.Players, g.Ranking = nil, nil })},
		{"scores of one player of two", broken(func(g *evening.Game) { g.Scores = []int{3} })},
		{"reactions of three players of two", broken(func(g *evening.Game) { g.Reactions = []time.Duration{1, 2, 3} })},
		{"a spy who did not play", broken(func(g *evening.Game) { g.SpyRounds = []kinds.SpyRound{{Spies: []string{"z"}}} })},
		{"a new evening without its time", evening.NewEvening(time.Time{})},
		{"the removal of a game not recorded", evening.Remove("games/none.json")},
		{"an unknown action", evening.Action{Op: "shuffle"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newMatch(t, evening.Setup{}, evening.Finished(ok))
			gamestest.Refused(t, m, evening.Start, c.action, "error.unexpected")
		})
	}
	if _, err := evening.New(evening.Setup{Gap: -time.Hour}); err == nil {
		t.Fatal("a negative gap was taken")
	}
}

func TestAGameNotOverIsRefused(t *testing.T) {
	m, err := games.NewMatch(dixit.Start, dixit.Setup{Players: games.Seats{ann, ben, cat}})
	if err != nil {
		t.Fatal(err)
	}
	body := record(t, m)
	unreadable := json.RawMessage(`{"setup":{"players":[]},"log":[]}`)
	cases := []struct {
		name  string
		saved evening.Saved
		want  error
	}{
		{"a game not over", evening.Saved{File: "games/x.json", Kind: "dixit", Saved: clock(19, 0), Body: body}, evening.ErrNotOver},
		{"a kind this build does not referee", evening.Saved{File: "games/x.json", Kind: "chess", Saved: clock(19, 0), Body: body}, evening.ErrUnknownKind},
	}
	for _, c := range cases {
		if _, err := evening.Summarise(c.saved); !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
	var rule *games.RuleError
	if _, err := evening.Summarise(evening.Saved{File: "games/x.json", Kind: "dixit", Body: unreadable}); !errors.As(err, &rule) || rule.ID != "dixit.setup.players" {
		t.Errorf("a record whose setup the game refuses: got %v", err)
	}
	if _, err := evening.Summarise(evening.Saved{File: "games/x.json", Kind: "dixit", Body: json.RawMessage(`{`)}); err == nil {
		t.Errorf("a record that is not JSON was summarised")
	}
	if got := evening.Kinds(); !reflect.DeepEqual(got, []string{"carnival", "decrypto", "dixit", "keepwatch", "spyfall"}) {
		t.Errorf("kinds %v", got)
	}
}

func TestAGameStartedAtTheStampOfItsFile(t *testing.T) {
	cases := []struct {
		file string
		want time.Time
	}{
		{"games/20261123-190502-dixit-1.json", time.Date(2026, 11, 23, 19, 5, 2, 0, time.UTC)},
		{"20261123-190502-carnival-12.json", time.Date(2026, 11, 23, 19, 5, 2, 0, time.UTC)},
		{"games/dixit.json", time.Time{}},
		{"games/20261123-190502.json", time.Time{}},
		{"games/20261399-190502-dixit-1.json", time.Time{}},
	}
	for _, c := range cases {
		if got := evening.StartedAt(c.file); !got.Equal(c.want) {
			t.Errorf("%s: %v, want %v", c.file, got, c.want)
		}
	}
	g := evening.Game{Finished: clock(20, 0)}
	if g.Length() != 0 {
		t.Errorf("a game of unknown start lasted %v", g.Length())
	}
}

func TestScoresSurviveTheSaveAndOldSavesHaveNone(t *testing.T) {
	dixitGame := summarise(t, "dixit", clock(19, 0), clock(19, 40), dixitSharedWin(t))
	data, err := json.Marshal(newMatch(t, evening.Setup{}, evening.Finished(dixitGame)))
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := evening.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := loaded.State().Game(dixitGame.File); !reflect.DeepEqual(g.Scores, []int{0, 7, 7, 3}) {
		t.Fatalf("scores after the save %v, want Dan 0, Ann 7, Ben 7, Cat 3", g.Scores)
	}
	// An evenings save from before the scores were kept.
	old := `{"setup":{},"log":[{"op":"game","game":{"file":"games/x.json","kind":"dixit","finished":"2026-11-23T19:00:00Z","actions":1,
		"players":[{"id":"a","name":"Ann"},{"id":"b","name":"Ben"}],"ranking":[["a"],["b"]]}}]}`
	m, err := evening.Load([]byte(old))
	if err != nil {
		t.Fatal(err)
	}
	if g := m.State().Games()[0]; g.Scores != nil {
		t.Fatalf("an old save has scores %v", g.Scores)
	} else if _, ok := g.Score("a"); ok {
		t.Fatal("an old save's player has a score")
	}
}

// TestSpyfallKeepsItsRoundsSpies plays two rounds of Spyfall of Ann, Ben,
// Cat and Dan: Cat, the spy of the first, stops and names the port and
// wins; Ann, the spy of the second, is accused by Ben and convicted.
func TestSpyfallKeepsItsRoundsSpies(t *testing.T) {
	m, err := spyfall.New(spyfall.Setup{Players: games.Seats{ann, ben, cat, dan}, Rounds: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []spyfall.Action{
		{Op: spyfall.OpDeal, Location: "port", Spies: []string{"c"}},
		{Op: spyfall.OpAnnounce, Player: "c"},
		{Op: spyfall.OpStop, Player: "c", Location: "port"},
		{Op: spyfall.OpDeal, Location: "museum", Spies: []string{"a"}},
		{Op: spyfall.OpAccuse, Player: "b", Target: "a"},
		{Op: spyfall.OpVote, Player: "b", Yes: true},
		{Op: spyfall.OpVote, Player: "c", Yes: true},
		{Op: spyfall.OpVote, Player: "d", Yes: true},
	} {
		if err := m.Do(a); err != nil {
			t.Fatalf("%+v: %v", a, err)
		}
	}
	g := summarise(t, "spyfall", clock(19, 0), clock(19, 30), m)
	want := []kinds.SpyRound{{Spies: []string{"c"}, Won: true}, {Spies: []string{"a"}}}
	if !reflect.DeepEqual(g.SpyRounds, want) {
		t.Fatalf("spy rounds %+v, want %+v", g.SpyRounds, want)
	}
	// Round one: the spy's stop and right guess, 2 + 2 to Cat. Round two:
	// a spy convicted early, 1 to each of the others and 1 more to Ben,
	// the accuser. Ann 0, Ben 2, Cat 4 + 1, Dan 1.
	if !reflect.DeepEqual(g.Scores, []int{0, 2, 5, 1}) {
		t.Fatalf("scores %v", g.Scores)
	}
}

// TestKeepWatchKeepsEachPlayersFastestReaction plays Keep Watch to its end
// with Ann, Ben, Cat and Dan. First challenge: Dan starts false 50 ms
// before GO, Ann presses at 250 ms and Cat at 450 ms, Ann's call is right.
// Second: Cat alone at 180 ms, right. Every other: Ann alone at 300 ms.
// Fastest: Ann 250 ms, Cat 180 ms; Ben never pressed and Dan's false start
// is no reaction.
func TestKeepWatchKeepsEachPlayersFastestReaction(t *testing.T) {
	m, err := keepwatch.New(keepwatch.Setup{Players: games.Seats{ann, ben, cat, dan}})
	if err != nil {
		t.Fatal(err)
	}
	ms := time.Millisecond
	for k := 0; !m.Over(); k++ {
		presses, right := []keepwatch.Press{{Player: "a", At: 300 * ms}}, "a"
		switch k {
		case 0:
			presses = []keepwatch.Press{{Player: "d", At: -50 * ms}, {Player: "a", At: 250 * ms}, {Player: "c", At: 450 * ms}}
		case 1:
			presses, right = []keepwatch.Press{{Player: "c", At: 180 * ms}}, "c"
		}
		for _, a := range []keepwatch.Action{keepwatch.Presses("", 0, presses...), keepwatch.RightCall(right)} {
			if err := m.Do(a); err != nil {
				t.Fatalf("challenge %d: %+v: %v", k+1, a, err)
			}
		}
	}
	g := summarise(t, "keepwatch", clock(19, 0), clock(19, 30), m)
	if want := []time.Duration{250 * ms, -1, 180 * ms, -1}; !reflect.DeepEqual(g.Reactions, want) {
		t.Fatalf("reactions %v, want %v", g.Reactions, want)
	}
}
