package app

import (
	"slices"
	"testing"
	"time"

	"tablecompanion/games"
)

func TestTheLibraryListsGamesUnderWayAndFinished(t *testing.T) {
	now := time.Now()
	// Each game is a tally, over at three points.
	game := func(key, kind string, over bool, saved time.Duration) *page {
		m, _ := games.NewMatch(startTally, struct{}{})
		for over && !m.State().Over() {
			if err := m.Do(tallyAction{Add: 1}); err != nil {
				t.Fatal(err)
			}
		}
		return &page{key: key, kind: kind, at: now.Add(-saved), screen: &tallyScreen{match: m}}
	}
	oldDixit := game("20261124-190000-dixit-1.json", "dixit", false, 3*time.Hour)
	spyfall := game("20261124-193000-spyfall-1.json", "spyfall", true, 2*time.Hour)
	dixit := game("20261124-200000-dixit-2.json", "dixit", false, time.Hour)
	carnival := game("20261124-203000-carnival-1.json", "carnival", true, 30*time.Minute)
	lastWeek := game("20261117-200000-decrypto-1.json", "decrypto", true, 7*24*time.Hour)
	var l library
	for _, p := range []*page{lastWeek, oldDixit, spyfall, dixit, carnival} {
		l.add(p)
	}
	if got := l.unfinished(); !slices.Equal(got, []*page{oldDixit, dixit}) {
		t.Fatalf("under way: %v, want the two Dixit games, oldest first", keys(got))
	}
	if l.underWay("dixit") != dixit || l.underWay("spyfall") != nil {
		t.Fatal("the game under way of a kind is its newest unfinished one, and a finished Spyfall is not under way")
	}
	if got := l.finishedSince(now.Add(-12 * time.Hour)); !slices.Equal(got, []*page{carnival, spyfall}) {
		t.Fatalf("finished today: %v, want the Carnival, then the Spyfall", keys(got))
	}
	if l.file(spyfall.key) != spyfall || l.file("20261124-000000-dixit-9.json") != nil {
		t.Fatal("a game is found by its file, and only then")
	}
	l.remove(spyfall)
	if l.file(spyfall.key) != nil || len(l.pages) != 4 {
		t.Fatal("a removed game leaves the library")
	}
	l.restore(spyfall)
	if !slices.Equal(l.pages, []*page{lastWeek, oldDixit, spyfall, dixit, carnival}) {
		t.Fatalf("a restored game goes back to its place by its file's name: %v", keys(l.pages))
	}
}

func keys(pages []*page) []string {
	var out []string
	for _, p := range pages {
		out = append(out, p.key)
	}
	return out
}
