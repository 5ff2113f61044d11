package roster

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"tablecompanion/games"
)

// Joined is what Join did to the roster here.
type Joined struct {
	// Added is how many players were added.
	Added int
	// Merges is how many merges of the other roster were made here.
	Merges int
	// NewIDs maps the ID a player has there to the ID given here, for
	// each player kept apart from another person who has that ID here:
	// their saves from there must be rewritten to it.
	NewIDs map[string]string
	// KeptApart names each player kept apart, as "name there (name here)".
	KeptApart []string
}

// Join adds to the roster here, by roster actions, the players of the
// roster there (another device's, from a backup) and its merges. A player
// is the same person on both devices only when ID and name agree: a name
// here that is the name there with a number after it (see freeName) is the
// one an earlier join gave. A player whose ID here names another person
// is kept apart under an ID of NewID's form made from the ID and name
// there, so that joining the same roster again finds them and adds
// nothing. A name here that another player has gets a number after it.
// A merge there of two players is made here too, unless it is there
// already.
func Join(here, there *Match) (Joined, error) {
	j := Joined{NewIDs: map[string]string{}}
	r := here.State()
	names := namesOf(there)
	for _, p := range there.State().Players() {
		id, fresh, clash := placeOf(r, p.ID, p.Name)
		if clash != "" {
			j.NewIDs[p.ID] = id
		}
		if !fresh {
			continue
		}
		if clash != "" {
			j.KeptApart = append(j.KeptApart, p.Name+" ("+clash+")")
		}
		if err := here.Do(Action{Op: Add, ID: id, Name: freeName(r, p.Name), Color: p.Color}); err != nil {
			return j, err
		}
		j.Added++
	}
	merges := there.State().Merges()
	ids := make([]string, 0, len(merges))
	for id := range merges {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		into := r.Merged(mapped(j.NewIDs, merges[id]))
		if _, merged := r.merged[id]; merged {
			continue
		}
		if i := r.players.Index(id); i >= 0 && !sameName(r.players[i].Name, names[id]) {
			// Another person has the merged ID here: the merged one
			// is kept apart, merged into the same player.
			newID := derivedID(id, names[id])
			j.NewIDs[id] = newID
			if _, merged := r.merged[newID]; merged {
				continue
			}
			id = newID
		}
		if id == into || r.players.Index(into) < 0 {
			continue
		}
		if err := here.Do(Action{Op: Merge, ID: id, Into: into}); err != nil {
			return j, err
		}
		j.Merges++
	}
	return j, nil
}

// placeOf returns the ID here of a player known there by id and name:
// id itself when it is free or theirs here, or, when another person has it
// here (clash names them), the ID made from id and name. fresh says the
// player is not here yet.
func placeOf(r *Roster, id, name string) (placed string, fresh bool, clash string) {
	if _, merged := r.merged[id]; merged {
		return id, false, ""
	}
	i := r.players.Index(id)
	if i < 0 {
		return id, true, ""
	}
	if sameName(r.players[i].Name, name) {
		return id, false, ""
	}
	clash = r.players[i].Name
	newID := derivedID(id, name)
	_, merged := r.merged[newID]
	return newID, !merged && r.players.Index(newID) < 0, clash
}

// mapped returns the ID here of an ID there.
func mapped(newIDs map[string]string, id string) string {
	if to, ok := newIDs[id]; ok {
		return to
	}
	return id
}

// derivedID returns an ID of NewID's form made from a player's ID and name
// on another device: the same person always gets the same one.
func derivedID(id, name string) string {
	sum := sha256.Sum256([]byte(id + "\x00" + games.Fold(name)))
	return "p-" + hex.EncodeToString(sum[:6])
}

// namesOf returns the last name each ID had in a roster's log, those of
// players merged away included.
func namesOf(m *Match) map[string]string {
	names := map[string]string{}
	replay := New()
	for _, a := range m.Log() {
		if replay.Do(a) != nil {
			continue
		}
		switch a.Op {
		case Add:
			ps := replay.State().Players()
			names[ps[len(ps)-1].ID] = ps[len(ps)-1].Name
		case Rename:
			names[a.ID] = tidy(a.Name)
		}
	}
	return names
}

// sameName reports whether a name here is a name there, or the numbered
// form freeName gave it here.
func sameName(here, there string) bool {
	h, t := games.Fold(here), games.Fold(there)
	if h == t {
		return true
	}
	stem, num, ok := cutNumber(h)
	if !ok || num < 2 || stem == "" {
		return false
	}
	// freeName cuts a name only to fit the number in MaxName letters.
	cut := utf8.RuneCountInString(h) == MaxName && strings.HasPrefix(t, stem)
	return stem == t || cut
}

// cutNumber splits "name 3" into "name" and 3.
func cutNumber(name string) (string, int, bool) {
	i := strings.LastIndexByte(name, ' ')
	if i < 0 {
		return "", 0, false
	}
	var n int
	if _, err := fmt.Sscanf(name[i+1:], "%d", &n); err != nil || fmt.Sprint(n) != name[i+1:] {
		return "", 0, false
	}
	return name[:i], n, true
}

// freeName returns name, or when a player here has it, name with the
// first number after it that nobody has, shortened to fit.
func freeName(r *Roster, name string) string {
	taken := func(n string) bool {
		return slices.ContainsFunc(r.Players(), func(p games.Player) bool { return games.Fold(p.Name) == games.Fold(n) })
	}
	if !taken(name) {
		return name
	}
	for i := 2; ; i++ {
		suffix := fmt.Sprintf(" %d", i)
		runes := []rune(name)
		if keep := MaxName - utf8.RuneCountInString(suffix); len(runes) > keep {
			runes = runes[:keep]
		}
		if n := string(runes) + suffix; !taken(n) {
			return n
		}
	}
}
