package store

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"tablecompanion/games"
	"tablecompanion/games/evening"
	"tablecompanion/games/examples"
	"tablecompanion/games/roster"
)

// tableWith saves in s a roster of the players named, by counted IDs
// (p1, p2…), the merges given (from, into by name) and the settings
// ticking the first four; then one finished Dixit game of the first four
// seated before the merges, in the evenings too, from stamp on.
func tableWith(t *testing.T, s *Store, names []string, merges [][2]string, stamp time.Time) {
	t.Helper()
	r := roster.New()
	for i, name := range names {
		if err := r.Do(roster.Action{Op: roster.Add, Name: name, Color: roster.Colors[i]}); err != nil {
			t.Fatal(err)
		}
	}
	seated := games.Seats(r.State().Players())[:4]
	ids := map[string]string{}
	for _, p := range r.State().Players() {
		ids[p.Name] = p.ID
	}
	for _, m := range merges {
		if err := r.Do(roster.Action{Op: roster.Merge, ID: ids[m[0]], Into: ids[m[1]]}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Save(RosterFile, "roster", r); err != nil {
		t.Fatal(err)
	}
	ticks := []string{seated[0].ID, seated[1].ID, seated[2].ID, seated[3].ID}
	if err := s.Save(SettingsFile, "settings", map[string]any{"players": ticks}); err != nil {
		t.Fatal(err)
	}
	h, err := examples.Finished("dixit", seated, 1)
	if err != nil {
		t.Fatal(err)
	}
	name := GamesDir + "/" + stamp.Format("20060102-150405") + "-dixit-1.json"
	s.now = func() time.Time { return stamp }
	if err := s.Save(name, "dixit", h); err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(h)
	g, err := evening.Summarise(evening.Saved{File: name, Kind: "dixit", Saved: stamp, Body: body})
	if err != nil {
		t.Fatal(err)
	}
	ev, _ := evening.New(evening.Setup{})
	if err := ev.Do(evening.Finished(g)); err != nil {
		t.Fatal(err)
	}
	if err := s.Save(EveningsFile, "evenings", ev); err != nil {
		t.Fatal(err)
	}
}

// rosterOf returns the roster of a store.
func rosterOf(t *testing.T, s *Store) *roster.Roster {
	t.Helper()
	_, body, err := s.Load(RosterFile)
	if err != nil {
		t.Fatal(err)
	}
	m, err := roster.Load(body)
	if err != nil {
		t.Fatal(err)
	}
	return m.State()
}

// TestABackupCarriesMergesAndKeepsTwoFriendsApart: Eva merged into Eve
// there travels as a merge, into an empty store and into one with other
// games where the ID p3, Cat's there, is Carl's; Cat is added apart under
// a new ID, her game and evening count for her, Carl keeps his, and an
// empty store takes the last table's ticks.
func TestABackupCarriesMergesAndKeepsTwoFriendsApart(t *testing.T) {
	there := open(t)
	tableWith(t, there, []string{"Ann", "Eve", "Cat", "Dan", "Eva"}, [][2]string{{"Eva", "Eve"}}, time.Date(2026, 3, 1, 19, 0, 0, 0, time.UTC))
	backup := exported(t, there)

	empty := open(t)
	im, err := empty.Import(backup)
	if err != nil || !sameImport(im, Imported{Games: 1, Players: 4, Merges: 1, Finished: 1, Settings: true}) {
		t.Fatalf("into an empty store: %+v, %v", im, err)
	}
	if r := rosterOf(t, empty); r.Merged("p5") != "p2" || len(r.Players()) != 4 {
		t.Errorf("the empty store's roster: %v, merges %v", r.Players(), r.Merges())
	}
	if got := readBody(t, empty, SettingsFile); got != `{"players":["p1","p2","p3","p4"]}` {
		t.Errorf("the last table's ticks arrived as %s", got)
	}

	here := open(t)
	tableWith(t, here, []string{"Ann", "Eve", "Carl", "Dan"}, nil, time.Date(2026, 2, 1, 19, 0, 0, 0, time.UTC))
	im, err = here.Import(backup)
	if err != nil || !sameImport(im, Imported{Games: 1, Players: 1, Merges: 1, Finished: 1, KeptApart: []string{"Cat (Carl)"}}) {
		t.Fatalf("into a store with a clash: %+v, %v", im, err)
	}
	r := rosterOf(t, here)
	byName := map[string]string{}
	for _, p := range r.Players() {
		byName[p.Name] = p.ID
	}
	cat := byName["Cat"]
	if byName["Carl"] != "p3" || !roster.ValidID(cat) || cat == "p3" || r.Merged("p5") != "p2" {
		t.Fatalf("the roster after the import: %v, merges %v", byName, r.Merges())
	}
	evenings := eveningsOf(t, here)
	if len(evenings) != 2 {
		t.Fatalf("%d games in the evenings; want 2", len(evenings))
	}
	for _, g := range evenings {
		name, want := "Carl", "p3"
		if g.Finished.Month() == time.March {
			name, want = "Cat", cat
		}
		if i := g.Players.Index(want); i < 0 || g.Players[i].Name != name {
			t.Errorf("%s seats %v; want %s as %s", g.File, g.Players, name, want)
		}
	}
	names, _ := here.Games()
	_, body, err := here.Load(names[1])
	if err != nil {
		t.Fatal(err)
	}
	if played, err := replayed(body); err != nil || played.Index(cat) < 0 || played[played.Index(cat)].Name != "Cat" || played.Index("p3") >= 0 {
		t.Errorf("the imported game seats %v, %v", played, err)
	}
	before := snapshot(t, here.Dir())
	if again, err := here.Import(backup); err != nil || again.Changed() {
		t.Errorf("the same backup again: %+v, %v", again, err)
	}
	sameFiles(t, before, snapshot(t, here.Dir()))
}

// replayed returns the players of a Dixit game's record.
func replayed(body json.RawMessage) (games.Seats, error) {
	var rec struct {
		Setup struct {
			Players games.Seats `json:"players"`
		} `json:"setup"`
	}
	if err := json.Unmarshal(body, &rec); err != nil {
		return nil, err
	}
	if len(rec.Setup.Players) < 3 {
		return nil, fmt.Errorf("%d players", len(rec.Setup.Players))
	}
	return rec.Setup.Players, nil
}
