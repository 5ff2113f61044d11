// Package roster keeps the evening's players: their names, colours and
// seating order. It is an engine like the games' own, so the shell undoes,
// redoes and saves roster changes the same way as game actions.
package roster

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"tablecompanion/games"
)

// MaxName is the longest name, in letters, that fits a score track marker.
const MaxName = 20

// Colors are the player colours a roster offers, in the order a new player
// is given the first one nobody has: one each for fourteen players, more
// than the largest game seats.
var Colors = []string{
	"red", "blue", "green", "yellow", "purple", "orange",
	"teal", "pink", "brown", "lime", "indigo", "grey",
	"cyan", "magenta",
}

// The operations an Action can carry.
const (
	Add     = "add"
	Rename  = "rename"
	Recolor = "recolor"
	Remove  = "remove"
	Move    = "move"
	Merge   = "merge"
)

// Setup is the start of an evening: a roster begins empty.
type Setup struct{}

// Action is one change to the roster. Add uses Name and Color, and ID only
// when the player comes from another device's backup (see newID); Rename
// uses ID and Name; Recolor, ID and Color; Remove, ID; Move puts the player
// ID at seat To; Merge makes the player ID one with the player Into.
type Action struct {
	Op    string `json:"op"`
	ID    string `json:"id,omitempty"`
	Name  string `json:"name,omitempty"`
	Color string `json:"color,omitempty"`
	To    int    `json:"to,omitempty"`
	Into  string `json:"into,omitempty"`
}

// Roster is the players in seating order, clockwise.
type Roster struct {
	players games.Seats
	added   int
	// merged maps the ID of each player merged into another to the ID of
	// that other, as the merge named it.
	merged map[string]string
}

// Match is a roster with its history.
type Match = games.Match[Setup, Action, *Roster]

// Start returns an empty roster.
func Start(Setup) (*Roster, error) {
	return &Roster{}, nil
}

// New returns a new empty roster match.
func New() *Match {
	m, _ := games.NewMatch(Start, Setup{})
	return m
}

// Load rebuilds a roster match from its saved record.
func Load(data []byte) (*Match, error) {
	return games.LoadMatch(Start, data)
}

// Players returns the players in seating order; callers must not change it.
func (r *Roster) Players() games.Seats {
	return r.players
}

// Merged returns the ID the records count the player of ID id under:
// the player it was merged into, through every later merge, or id itself.
func (r *Roster) Merged(id string) string {
	for range len(r.merged) {
		into, ok := r.merged[id]
		if !ok {
			break
		}
		id = into
	}
	return id
}

// Merges returns each merged player's ID with the ID the records count
// it under (see Merged), or nil when nobody was merged.
func (r *Roster) Merges() map[string]string {
	if len(r.merged) == 0 {
		return nil
	}
	out := make(map[string]string, len(r.merged))
	for id := range r.merged {
		out[id] = r.Merged(id)
	}
	return out
}

// Over is always false: a roster lasts the whole evening.
func (r *Roster) Over() bool {
	return false
}

// FreeColor returns the first colour no player has or, when all are taken,
// the first of those the fewest players have.
func (r *Roster) FreeColor() string {
	return leastUsed(r.players, nil)
}

// leastUsed returns the first colour of Colors that the fewest of the
// players have and, of those, the fewest of the others.
func leastUsed(players, others games.Seats) string {
	count := func(seats games.Seats, c string) int {
		n := 0
		for _, p := range seats {
			if p.Color == c {
				n++
			}
		}
		return n
	}
	best, fewest := "", 0
	for _, c := range Colors {
		n := count(players, c)*(len(others)+1) + count(others, c)
		if best == "" || n < fewest {
			best, fewest = c, n
		}
	}
	return best
}

// GameColors returns the players of one game, in seating order, with
// colours no two of them share (as long as they are no more than the
// colours): a player whose colour someone seated before has, or whose
// colour is unknown, gets the first colour none of the others has,
// preferring one nobody in the roster has, so that the setup's list shows
// it once. A roster can hold two players of one colour, when it has more
// players than colours or a player chose a taken one; a game never does.
// changed lists the seats that got another colour than the roster's.
func GameColors(players, roster games.Seats) (out games.Seats, changed []int) {
	out = slices.Clone(players)
	for i, p := range out {
		clash := checkColor(p.Color) != nil
		for _, before := range out[:i] {
			clash = clash || before.Color == p.Color
		}
		if clash {
			// The players seated after count with their roster colours,
			// so that none of them has to change for this one.
			out[i].Color = leastUsed(slices.Concat(out[:i], out[i+1:]), roster)
			changed = append(changed, i)
		}
	}
	return out, changed
}

// Apply checks and applies one change.
func (r *Roster) Apply(a Action) error {
	switch a.Op {
	case Add:
		name := tidy(a.Name)
		if err := r.checkName(name, ""); err != nil {
			return err
		}
		if err := checkColor(a.Color); err != nil {
			return err
		}
		id, err := r.newID(a.ID)
		if err != nil {
			return err
		}
		r.players = append(r.players, games.Player{ID: id, Name: name, Color: a.Color})
	case Rename:
		i, err := r.seat(a.ID)
		if err != nil {
			return err
		}
		name := tidy(a.Name)
		if err := r.checkName(name, a.ID); err != nil {
			return err
		}
		r.players[i].Name = name
	case Recolor:
		i, err := r.seat(a.ID)
		if err != nil {
			return err
		}
		if err := checkColor(a.Color); err != nil {
			return err
		}
		r.players[i].Color = a.Color
	case Remove:
		i, err := r.seat(a.ID)
		if err != nil {
			return err
		}
		r.players = append(r.players[:i:i], r.players[i+1:]...)
	case Move:
		i, err := r.seat(a.ID)
		if err != nil {
			return err
		}
		if a.To < 0 || a.To >= len(r.players) {
			return games.Refuse("roster.move.out_of_range")
		}
		p := r.players[i]
		rest := append(r.players[:i:i], r.players[i+1:]...)
		r.players = append(rest[:a.To:a.To], append(games.Seats{p}, rest[a.To:]...)...)
	case Merge:
		// The same friend entered twice, under two IDs: the one that goes
		// leaves the list, and the records count its games as the other's.
		// The games' saves stay as they were; the merge is a mapping.
		if _, err := r.seat(a.Into); err != nil {
			return err
		}
		if !ValidID(a.ID) {
			return games.Refuse("roster.id.invalid")
		}
		if r.Merged(a.ID) == a.Into {
			return games.Refuse("roster.merge.same")
		}
		if _, ok := r.merged[a.ID]; ok {
			return games.Refuse("roster.merge.same")
		}
		if i := r.players.Index(a.ID); i >= 0 {
			r.players = append(r.players[:i:i], r.players[i+1:]...)
		}
		merged := maps.Clone(r.merged)
		if merged == nil {
			merged = map[string]string{}
		}
		merged[a.ID] = a.Into
		r.merged = merged
	default:
		return games.Refuse("roster.action.unknown", "Op", a.Op)
	}
	return nil
}

// NewID returns an ID for a player the table adds, unlike any other
// device's: a backup imported from another laptop or tablet matches its
// players by ID, and counted IDs (p1, p2…) would meet another table's
// p1 there. An Add action without an ID still counts them, as older
// rosters did.
func NewID() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return "p-" + hex.EncodeToString(b)
}

// MaxID is the longest player ID a roster takes, in bytes: longer than
// any the roster writes (NewID's are 14).
const MaxID = 24

// ValidID reports whether id is a player ID of a form the roster writes:
// NewID's "p-" and twelve hex digits, or a counted "p7" as older rosters
// gave. An ID from a file (a backup, a save) of any other form is refused,
// as one a path could be made of, a NUL or a megabyte would be.
func ValidID(id string) bool {
	if len(id) > MaxID || len(id) < 2 || id[0] != 'p' {
		return false
	}
	if hex, ok := strings.CutPrefix(id, "p-"); ok {
		return len(hex) == 12 && strings.Trim(hex, "0123456789abcdef") == ""
	}
	return id[1] != '0' && len(id) <= 10 && strings.Trim(id[1:], "0123456789") == ""
}

// newID returns the ID of a player being added: the roster's next own ID
// when given is empty, or given itself: one of NewID's, or the ID the
// player has in another device's roster when an imported backup adds
// them, so that the games saved there count for them here. A given ID that a player here has, or
// had before a merge, is refused. A given ID of the roster's own form (p7)
// moves the roster's count past it, so that no later player gets it again.
func (r *Roster) newID(given string) (string, error) {
	if given == "" {
		r.added++
		return fmt.Sprintf("p%d", r.added), nil
	}
	if !ValidID(given) {
		return "", games.Refuse("roster.id.invalid")
	}
	if _, merged := r.merged[given]; merged || r.players.Index(given) >= 0 {
		return "", games.Refuse("backup.roster.id_taken")
	}
	var n int
	if _, err := fmt.Sscanf(given, "p%d", &n); err == nil && fmt.Sprintf("p%d", n) == given && n > r.added {
		r.added = n
	}
	return given, nil
}

func (r *Roster) seat(id string) (int, error) {
	i := r.players.Index(id)
	if i < 0 {
		return -1, games.Refuse("roster.player.unknown")
	}
	return i, nil
}

// checkName refuses an empty, too long or taken name; self is the ID of the
// player being renamed, whose own name is not a clash.
func (r *Roster) checkName(name, self string) error {
	if name == "" {
		return games.Refuse("roster.name.empty")
	}
	if utf8.RuneCountInString(name) > MaxName {
		return games.Refuse("roster.name.too_long", "Count", MaxName)
	}
	key := games.Fold(name)
	for _, p := range r.players {
		if p.ID != self && games.Fold(p.Name) == key {
			return games.Refuse("roster.name.taken", "Name", p.Name)
		}
	}
	return nil
}

func checkColor(c string) error {
	for _, known := range Colors {
		if c == known {
			return nil
		}
	}
	return games.Refuse("roster.color.unknown")
}

// tidy trims a name and folds runs of spaces into one.
func tidy(name string) string {
	return strings.Join(strings.Fields(name), " ")
}
